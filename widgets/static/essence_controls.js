// The controls of the essence explorer. Draws what Python keeps in the model's traits (the
// cauldron, the palette, the settings, the outcome, a notice, an error) and forwards every
// change as an intent: {type: "add", chip}, {type: "remove", index}, {type: "cauldron", text},
// {type: "set", name, value}, {type: "clear"}. It never sets a trait and knows no rule: the
// chips, options and labels all come from Python. Uses rb.* from base.js (put in front of this
// file by Python). Every class name starts with "rb-".

const SELECTS = [
  { name: "players", label: "Spelers" },
  { name: "round", label: "Ronde" },
  { name: "locoweed_book", label: "Narrenkruidboek" },
  { name: "patient", label: "Patiënt" },
  { name: "chosen_field", label: "Kies lager veld", options: "field_options" },
  { name: "overflow", label: "Voorbij veld 10" },
];

const TOGGLES = ["left_exploded", "right_exploded"];

const TRAITS = [
  "palette",
  "choices",
  "field_options",
  "chips",
  "notation",
  "left_exploded",
  "right_exploded",
  "neighbour_labels",
  "neighbour_note",
  "players",
  "round",
  "locoweed_book",
  "patient",
  "chosen_field",
  "overflow",
  "field",
  "outcome",
  "notice",
  "error",
  "revision",
];

let uid = 0;

function disc(className, chip, attributes) {
  return rb.disc(chip, className, attributes);
}

function render({ model, el }) {
  const id = `rb-ec-${++uid}`;
  const root = rb.root("rb-essence-controls", "Stel je essentiefase samen");
  const send = (intent) => rb.send(model, intent);

  // The cauldron ------------------------------------------------------------------------------
  const cauldronSection = rb.make("section", "rb-ec-section rb-ec-cauldron-section");
  const cauldronHeading = rb.make("h4", "rb-ec-heading", { id: `${id}-cauldron` });
  cauldronHeading.textContent = "Jouw ketel";
  const clearButton = rb.make("button", "rb-ec-button rb-ec-button-quiet", {
    type: "button",
    "data-action": "clear",
  });
  clearButton.textContent = "wis ketel";
  const cauldronTop = rb.make("div", "rb-ec-cauldron-top");
  cauldronTop.append(cauldronHeading, clearButton);
  const cauldron = rb.make("div", "rb-cauldron", {
    role: "group",
    "aria-labelledby": `${id}-cauldron`,
  });

  const form = rb.make("form", "rb-notation-form");
  const notationLabel = rb.make("label", "rb-ec-label", { for: `${id}-notation` });
  notationLabel.textContent = "Als tekst";
  const notation = rb.make("input", "rb-notation", {
    id: `${id}-notation`,
    type: "text",
    spellcheck: "false",
    autocomplete: "off",
    "aria-describedby": `${id}-notation-help`,
  });
  const applyButton = rb.make("button", "rb-ec-button", {
    type: "submit",
    "data-action": "apply-notation",
  });
  applyButton.textContent = "toepassen";
  const notationHelp = rb.make("p", "rb-ec-help", { id: `${id}-notation-help` });
  notationHelp.textContent =
    "Klik op een fiche in de ketel om het weg te halen, of typ de ketel: kleurletter en " +
    "waarde, x voor een aantal (W1x4 W2 O1 R2), en druk op Enter. In de rijen fiches " +
    "gaan de pijltjestoetsen van fiche naar fiche.";
  form.append(notationLabel, notation, applyButton, notationHelp);

  const paletteHeading = rb.make("h4", "rb-ec-heading", { id: `${id}-palette` });
  paletteHeading.textContent = "Fiche toevoegen";
  const palette = rb.make("div", "rb-palette", {
    role: "group",
    "aria-labelledby": `${id}-palette`,
  });
  cauldronSection.append(cauldronTop, cauldron, form, paletteHeading, palette);

  // The settings ------------------------------------------------------------------------------
  const settings = rb.make("section", "rb-ec-section rb-ec-settings");
  const settingsHeading = rb.make("h4", "rb-ec-heading");
  settingsHeading.textContent = "De tafel";
  const neighbours = rb.make("fieldset", "rb-ec-neighbours");
  const legend = rb.make("legend", "rb-ec-label");
  legend.textContent = "Buren";
  neighbours.append(legend);
  const toggles = {};
  const toggleLabels = {};
  for (const name of TOGGLES) {
    const label = rb.make("label", "rb-ec-toggle");
    const box = rb.make("input", "rb-ec-checkbox", { type: "checkbox", "data-name": name });
    const text = rb.make("span", "rb-ec-toggle-text");
    label.append(box, text);
    box.addEventListener("change", () => send({ type: "set", name, value: box.checked }));
    toggles[name] = box;
    toggleLabels[name] = text;
    neighbours.append(label);
  }
  const neighbourNote = rb.make("p", "rb-ec-help rb-ec-neighbour-note");
  neighbours.append(neighbourNote);

  const optionsOf = (spec) =>
    spec.options ? model.get(spec.options) || [] : (model.get("choices") || {})[spec.name] || [];
  const grid = rb.make("div", "rb-ec-selects");
  const selects = {};
  for (const spec of SELECTS) {
    const wrap = rb.make("label", "rb-ec-field");
    const caption = rb.make("span", "rb-ec-label");
    caption.textContent = spec.label;
    const select = rb.make("select", "rb-ec-select", { "data-name": spec.name });
    select.addEventListener("change", () => {
      const option = optionsOf(spec)[Number(select.value)];
      if (option) send({ type: "set", name: spec.name, value: option.value });
    });
    wrap.append(caption, select);
    grid.append(wrap);
    selects[spec.name] = { select, spec, shown: null };
  }
  const settingsBody = rb.make("div", "rb-ec-settings-body");
  settingsBody.append(neighbours, grid);
  settings.append(settingsHeading, settingsBody);

  // Outcome, notice and errors -----------------------------------------------------------------
  const notice = rb.make("p", "rb-notice", { role: "status" });
  const error = rb.errorBox();
  const outcome = rb.make("p", "rb-outcome", { "aria-live": "polite" });

  root.append(cauldronSection, settings, notice, error, outcome);
  el.append(root);

  // Events ------------------------------------------------------------------------------------
  let draft = false; // the reader typed in the text field since the last accepted change
  notation.addEventListener("input", () => {
    draft = true;
  });
  const submit = () => send({ type: "cauldron", text: notation.value });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    submit();
  });
  rb.keepKeysInFields(root);
  notation.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.isComposing) {
      event.preventDefault();
      submit();
    }
  });
  clearButton.addEventListener("click", () => send({ type: "clear" }));
  palette.addEventListener("click", (event) => {
    const button = event.target.closest(".rb-chip-button");
    if (button) send({ type: "add", chip: button.dataset.chip });
  });
  cauldron.addEventListener("click", (event) => {
    const button = event.target.closest(".rb-cauldron-chip");
    if (button) send({ type: "remove", index: Number(button.dataset.index) });
  });
  const rovePalette = rb.roving(palette, ".rb-chip-button");
  const roveCauldron = rb.roving(cauldron, ".rb-cauldron-chip");

  // Drawing -----------------------------------------------------------------------------------
  let shownPalette = null;

  function drawPalette() {
    const chips = model.get("palette") || [];
    if (chips === shownPalette) return;
    shownPalette = chips;
    palette.replaceChildren(
      ...chips.map((chip) =>
        disc("rb-chip-button", chip, {
          title: chip.title,
          "aria-label": `${chip.label} toevoegen: ${chip.title}`,
        }),
      ),
    );
    rovePalette();
  }

  function drawOptions() {
    for (const { select, spec, shown } of Object.values(selects)) {
      const options = optionsOf(spec);
      if (options === shown) continue;
      selects[spec.name].shown = options;
      select.replaceChildren(
        ...options.map((option, i) => {
          const node = rb.make("option", "", { value: String(i) });
          node.textContent = option.label;
          return node;
        }),
      );
    }
  }

  function drawCauldron() {
    const chips = model.get("chips") || [];
    const focused = rb.focusedIn(cauldron);
    const focusedIndex = focused ? Number(focused.dataset.index) : null;
    if (!chips.length) {
      const empty = rb.make("span", "rb-ec-empty");
      empty.textContent = "De ketel is leeg.";
      cauldron.replaceChildren(empty);
    } else {
      cauldron.replaceChildren(
        ...chips.map((chip, i) =>
          disc("rb-cauldron-chip", chip, {
            "data-index": String(i),
            title: `${chip.title} — klik om weg te halen`,
            "aria-label": `${chip.label}, fiche ${i + 1}: ${chip.title}; weghalen`,
          }),
        ),
      );
    }
    cauldron.dataset.count = String(chips.length);
    const stop = roveCauldron(focusedIndex ?? undefined);
    // Keep the keyboard in the cauldron after removing a chip with Enter or Space.
    if (focusedIndex !== null) (stop || clearButton).focus();
  }

  function drawSettings() {
    const labels = model.get("neighbour_labels") || [];
    TOGGLES.forEach((name, i) => {
      toggles[name].checked = Boolean(model.get(name));
      toggleLabels[name].textContent = labels[i] || name;
    });
    const note = model.get("neighbour_note") || "";
    neighbourNote.textContent = note;
    neighbourNote.hidden = !note;
    for (const { select, spec } of Object.values(selects)) {
      const current = model.get(spec.name);
      const at = optionsOf(spec).findIndex((option) => option.value === (current ?? null));
      select.value = String(Math.max(at, 0));
    }
  }

  function draw() {
    drawPalette();
    drawOptions();
    drawCauldron();
    drawSettings();
    const message = model.get("error") || "";
    rb.showError(error, message);
    // Keep what the reader typed while it is refused, so it can be corrected.
    if (!message || !draft) {
      notation.value = model.get("notation") || "";
      draft = false;
    }
    notation.setAttribute("aria-invalid", message && draft ? "true" : "false");
    const note = model.get("notice") || "";
    notice.textContent = note;
    notice.hidden = !note;
    outcome.textContent = model.get("outcome") || "";
    root.dataset.field = String(model.get("field"));
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return stop;
}

export default { render };
