// The controls of the essence explorer. Draws what Python keeps in the model's traits (the
// cauldron, the palette, the settings, the outcome, an error) and forwards every change as an
// intent: {type: "add", chip}, {type: "remove", index}, {type: "cauldron", text},
// {type: "set", name, value}, {type: "clear"}. It never sets a trait and knows no rule: the
// chips, options and labels all come from Python. Every class name starts with "rb-".

const SELECTS = [
  { name: "players", label: "Spelers" },
  { name: "round", label: "Ronde" },
  { name: "locoweed_book", label: "Narrenkruidboek" },
  { name: "patient", label: "Patiënt" },
  { name: "chosen_field", label: "Kies lager veld" },
  { name: "overflow", label: "Voorbij veld 10" },
];

const TOGGLES = ["left_exploded", "right_exploded"];

let uid = 0;

function make(tag, className, attributes = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function disc(className, chip, attributes) {
  const button = make("button", `rb-disc ${className}`, {
    type: "button",
    "data-chip": chip.label,
    ...attributes,
  });
  button.style.setProperty("--rb-disc-fill", chip.fill);
  button.style.setProperty("--rb-disc-ink", chip.ink);
  button.textContent = chip.label;
  return button;
}

function render({ model, el }) {
  const id = `rb-ec-${++uid}`;
  const root = make("div", "rb-essence-controls", {
    role: "group",
    "aria-label": "Stel je essentiefase samen",
  });
  const send = (intent) => model.send(intent);

  // The cauldron ------------------------------------------------------------------------------
  const cauldronSection = make("section", "rb-ec-section rb-ec-cauldron-section");
  const cauldronHeading = make("h4", "rb-ec-heading", { id: `${id}-cauldron` });
  cauldronHeading.textContent = "Jouw ketel";
  const cauldron = make("div", "rb-cauldron", {
    role: "group",
    "aria-labelledby": `${id}-cauldron`,
  });

  const form = make("form", "rb-notation-form");
  const notationLabel = make("label", "rb-ec-label", { for: `${id}-notation` });
  notationLabel.textContent = "Als tekst";
  const notation = make("input", "rb-notation", {
    id: `${id}-notation`,
    type: "text",
    spellcheck: "false",
    autocomplete: "off",
    "aria-describedby": `${id}-notation-help`,
  });
  const applyButton = make("button", "rb-ec-button", {
    type: "submit",
    "data-action": "apply-notation",
  });
  applyButton.textContent = "toepassen";
  const clearButton = make("button", "rb-ec-button rb-ec-button-quiet", {
    type: "button",
    "data-action": "clear",
  });
  clearButton.textContent = "wis ketel";
  const notationHelp = make("p", "rb-ec-help", { id: `${id}-notation-help` });
  notationHelp.textContent =
    "Klik op een fiche in de ketel om het weg te halen, of typ de ketel: kleurletter en " +
    "waarde, x voor een aantal (W1x4 W2 O1 R2), en druk op Enter.";
  form.append(notationLabel, notation, applyButton, notationHelp);

  const paletteHeading = make("h4", "rb-ec-heading", { id: `${id}-palette` });
  paletteHeading.textContent = "Fiche toevoegen";
  const palette = make("div", "rb-palette", {
    role: "group",
    "aria-labelledby": `${id}-palette`,
  });

  const cauldronTop = make("div", "rb-ec-cauldron-top");
  cauldronTop.append(cauldronHeading, clearButton);
  cauldronSection.append(cauldronTop, cauldron, form, paletteHeading, palette);

  // The settings ------------------------------------------------------------------------------
  const settings = make("section", "rb-ec-section rb-ec-settings");
  const settingsHeading = make("h4", "rb-ec-heading");
  settingsHeading.textContent = "De tafel";
  const neighbours = make("fieldset", "rb-ec-neighbours");
  const legend = make("legend", "rb-ec-label");
  legend.textContent = "Buren";
  neighbours.append(legend);
  const toggles = {};
  const toggleLabels = {};
  for (const name of TOGGLES) {
    const label = make("label", "rb-ec-toggle");
    const box = make("input", "rb-ec-checkbox", { type: "checkbox", "data-name": name });
    const text = make("span", "rb-ec-toggle-text");
    label.append(box, text);
    box.addEventListener("change", () => send({ type: "set", name, value: box.checked }));
    toggles[name] = box;
    toggleLabels[name] = text;
    neighbours.append(label);
  }
  const neighbourNote = make("p", "rb-ec-help rb-ec-neighbour-note");
  neighbours.append(neighbourNote);

  const grid = make("div", "rb-ec-selects");
  const selects = {};
  for (const { name, label } of SELECTS) {
    const wrap = make("label", "rb-ec-field");
    const caption = make("span", "rb-ec-label");
    caption.textContent = label;
    const select = make("select", "rb-ec-select", { "data-name": name });
    select.addEventListener("change", () => {
      const option = (model.get("choices")[name] || [])[Number(select.value)];
      if (option) send({ type: "set", name, value: option.value });
    });
    wrap.append(caption, select);
    grid.append(wrap);
    selects[name] = select;
  }
  settings.append(settingsHeading, neighbours, grid);

  // Outcome and errors ------------------------------------------------------------------------
  const error = make("div", "rb-error", { role: "alert" });
  const outcome = make("p", "rb-outcome", { "aria-live": "polite" });

  const columns = make("div", "rb-ec-columns");
  columns.append(cauldronSection, settings);
  root.append(columns, error, outcome);
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
  // Keys typed in a field or a select belong to it, not to the page around the widget:
  // JupyterLab would otherwise take Enter and the arrow keys as notebook shortcuts (as
  // ipywidgets' own text fields do, stop them here). Enter in the text field applies it.
  root.addEventListener("keydown", (event) => {
    if (!event.target.closest("input, select, textarea")) return;
    event.stopPropagation();
    if (event.target === notation && event.key === "Enter" && !event.isComposing) {
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

  // Drawing -----------------------------------------------------------------------------------
  let shownPalette = null;
  let shownChoices = null;

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
  }

  function drawChoices() {
    const all = model.get("choices") || {};
    if (all === shownChoices) return;
    shownChoices = all;
    for (const [name, select] of Object.entries(selects)) {
      select.replaceChildren(
        ...(all[name] || []).map((option, i) => {
          const node = make("option", "", { value: String(i) });
          node.textContent = option.label;
          return node;
        }),
      );
    }
  }

  function drawCauldron() {
    const chips = model.get("chips") || [];
    const focusedIndex = cauldron.contains(document.activeElement)
      ? Number(document.activeElement.dataset.index)
      : null;
    if (!chips.length) {
      const empty = make("span", "rb-ec-empty");
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
    // Keep the keyboard in the cauldron after removing a chip with Enter or Space.
    if (focusedIndex !== null) {
      const buttons = cauldron.querySelectorAll(".rb-cauldron-chip");
      const next = buttons[Math.min(focusedIndex, buttons.length - 1)];
      (next || clearButton).focus();
    }
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
    const all = model.get("choices") || {};
    for (const [name, select] of Object.entries(selects)) {
      const current = model.get(name);
      const at = (all[name] || []).findIndex((option) => option.value === (current ?? null));
      select.value = String(Math.max(at, 0));
    }
  }

  function draw() {
    drawPalette();
    drawChoices();
    drawCauldron();
    drawSettings();
    const message = model.get("error") || "";
    error.textContent = message;
    error.hidden = !message;
    // Keep what the reader typed while it is refused, so it can be corrected.
    if (!message || !draft) {
      notation.value = model.get("notation") || "";
      draft = false;
    }
    notation.setAttribute("aria-invalid", message && draft ? "true" : "false");
    outcome.textContent = model.get("outcome") || "";
    root.dataset.field = String(model.get("field"));
  }

  const events = [
    "palette",
    "choices",
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
    "error",
    "revision",
  ].map((name) => `change:${name}`);
  // Python changes many traits at once (hold_sync); draw once per burst of events.
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      draw();
    });
  };
  for (const name of events) model.on(name, schedule);
  draw();

  return () => {
    for (const name of events) model.off(name, schedule);
  };
}

export default { render };
