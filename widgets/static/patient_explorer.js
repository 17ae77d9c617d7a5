// The controls of the patient explorer. Draws what Python keeps in the model's traits (the
// patient, the essence phase's settings, the brewing phase: essence counter, cauldron, chip,
// choice, the last ruling and a picture) and forwards every change as an intent:
// {type: "patient", value}, {type: "cauldron", text}, {type: "set", name, value},
// {type: "brew", text}, {type: "pick", chip}, {type: "choice", value}, {type: "try"},
// {type: "restart"}. It never sets a trait and knows no rule: whether an action is allowed, what
// it costs and what happens all come from Python. Uses rb.* from base.js.

const TRAITS = [
  "choices",
  "palette",
  "patient",
  "action_text",
  "notation",
  "left_exploded",
  "right_exploded",
  "neighbour_labels",
  "players",
  "round",
  "field",
  "outcome",
  "action_round",
  "brew_title",
  "essence",
  "brew_notation",
  "brew_chips",
  "chip",
  "chip_role",
  "choice_options",
  "choice",
  "red_set",
  "last",
  "picture",
  "error",
  "revision",
];

const TOGGLES = ["left_exploded", "right_exploded"];

let uid = 0;

function textForm(id, label, help, action, onSubmit) {
  const form = rb.make("form", "rb-pe-form");
  const caption = rb.make("label", "rb-field-label", { for: id });
  caption.textContent = label;
  const input = rb.make("input", "rb-input rb-pe-text", {
    id,
    type: "text",
    spellcheck: "false",
    autocomplete: "off",
    "aria-describedby": `${id}-help`,
  });
  const button = rb.button("toepassen", { type: "submit", "data-action": action });
  const note = rb.make("p", "rb-help", { id: `${id}-help` });
  note.textContent = help;
  form.append(caption, input, button, note);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    onSubmit(input.value);
  });
  return { form, input };
}

function render({ model, el }) {
  const id = `rb-pe-${++uid}`;
  const root = rb.root("rb-patient-controls", "Probeer een patiënt uit");
  const send = (intent) => rb.send(model, intent);
  rb.keepKeysInFields(root);

  // 1. The patient and the essence phase ---------------------------------------------------
  const phase = rb.make("section", "rb-pe-section rb-pe-phase");
  const phaseHeading = rb.make("h4", "rb-heading");
  phaseHeading.textContent = "1. Je patiënt en je essentiefase";
  const patient = rb.select("Patiënt", "patient", (value) => send({ type: "patient", value }));
  const players = rb.select("Spelers", "players", (value) =>
    send({ type: "set", name: "players", value }),
  );
  const round = rb.select("Ronde van de essentiefase", "round", (value) =>
    send({ type: "set", name: "round", value }),
  );
  const selects = rb.make("div", "rb-pe-selects");
  selects.append(patient.wrap, players.wrap, round.wrap);
  const actionText = rb.make("p", "rb-pe-action-text");
  const cauldron = textForm(
    `${id}-cauldron`,
    "Je ketel in deze ronde",
    "Kleurletter en waarde, x voor een aantal (R1x2 O1 W3), en druk op Enter.",
    "apply-cauldron",
    (text) => send({ type: "cauldron", text }),
  );
  const neighbours = rb.make("fieldset", "rb-pe-neighbours");
  const legend = rb.make("legend", "rb-field-label");
  legend.textContent = "Buren";
  neighbours.append(legend);
  const toggles = {};
  for (const name of TOGGLES) {
    const label = rb.make("label", "rb-pe-toggle");
    const box = rb.make("input", "", { type: "checkbox", "data-name": name });
    const text = rb.make("span");
    label.append(box, text);
    box.addEventListener("change", () => send({ type: "set", name, value: box.checked }));
    toggles[name] = { box, text };
    neighbours.append(label);
  }
  const outcome = rb.make("p", "rb-pe-outcome", { "aria-live": "polite" });
  const next = rb.make("p", "rb-help");
  next.textContent = "De stapper onderaan loopt door je essentiefase en de bonus van je patiënt.";
  phase.append(phaseHeading, selects, actionText, cauldron.form, neighbours, outcome, next);

  // 2. The following brewing phase -----------------------------------------------------------
  const brew = rb.make("section", "rb-pe-section rb-pe-brew");
  const brewHeading = rb.make("h4", "rb-heading");
  const counter = rb.make("p", "rb-pe-counter", { "aria-live": "polite" });
  const brewCauldron = textForm(
    `${id}-brew`,
    "Je ketel tot nu toe",
    "Fiches die je al gelegd hebt (O1 W2 G1 W3), of elk op zijn veld (vanaf 0: 1:O1 3:W2).",
    "apply-brew",
    (text) => send({ type: "brew", text }),
  );
  const brewChips = rb.make("div", "rb-pe-brew-chips", { role: "list" });
  const chipHeading = rb.make("h5", "rb-pe-subheading", { id: `${id}-chip` });
  const palette = rb.make("div", "rb-pe-palette", {
    role: "radiogroup",
    "aria-labelledby": `${id}-chip`,
  });
  const choice = rb.select("Wat doe je ermee?", "choice", (value) =>
    send({ type: "choice", value }),
  );
  const redSet = rb.select("Vliegenzwam (rood)", "red_set", (value) =>
    send({ type: "red_set", value }),
  );
  const buttons = rb.make("div", "rb-pe-buttons");
  const tryButton = rb.button("Probeer de actie", { "data-action": "try" }, "rb-button-primary");
  const restart = rb.button("Bereidingsfase opnieuw", { "data-action": "restart" });
  buttons.append(choice.wrap, redSet.wrap, tryButton, restart);
  const error = rb.errorBox();
  const picture = rb.make("figure", "rb-picture rb-pe-picture");
  const lastHeading = rb.make("h5", "rb-pe-subheading");
  lastHeading.textContent = "Je laatste actie die mocht";
  const last = rb.make("div", "rb-pe-last", { "aria-live": "polite" });
  brew.append(
    brewHeading,
    counter,
    brewCauldron.form,
    brewChips,
    chipHeading,
    palette,
    buttons,
    error,
    picture,
    lastHeading,
    last,
  );
  root.append(phase, brew);
  el.append(root);

  tryButton.addEventListener("click", () => send({ type: "try" }));
  restart.addEventListener("click", () => send({ type: "restart" }));
  palette.addEventListener("click", (event) => {
    const button = event.target.closest(".rb-pe-chip");
    if (button) send({ type: "pick", chip: button.dataset.chip });
  });
  const rove = rb.roving(palette, ".rb-pe-chip");

  let shownPalette = null;
  function drawPalette() {
    const chips = model.get("palette") || [];
    const picked = model.get("chip");
    if (chips !== shownPalette) {
      shownPalette = chips;
      palette.replaceChildren(
        ...chips.map((chip) =>
          rb.disc(chip, "rb-pe-chip", { role: "radio", "aria-label": chip.title }),
        ),
      );
    }
    let at = 0;
    palette.querySelectorAll(".rb-pe-chip").forEach((button, i) => {
      const on = button.dataset.chip === picked;
      button.setAttribute("aria-checked", on ? "true" : "false");
      if (on) at = i;
    });
    const focused = rb.focusedIn(palette);
    rove(at);
    if (focused) palette.querySelectorAll(".rb-pe-chip")[at].focus();
  }

  let draft = { cauldron: false, brew: false };
  cauldron.input.addEventListener("input", () => (draft.cauldron = true));
  brewCauldron.input.addEventListener("input", () => (draft.brew = true));

  function draw() {
    const choices = model.get("choices") || {};
    patient.update(choices.patient, model.get("patient"));
    players.update(choices.players, model.get("players"));
    round.update(choices.round, model.get("round"));
    actionText.textContent = model.get("action_text") || "";
    const labels = model.get("neighbour_labels") || [];
    TOGGLES.forEach((name, i) => {
      toggles[name].box.checked = Boolean(model.get(name));
      toggles[name].text.textContent = labels[i] || name;
    });
    const message = model.get("error") || "";
    if (!message) draft = { cauldron: false, brew: false };
    if (!draft.cauldron) cauldron.input.value = model.get("notation") || "";
    if (!draft.brew) brewCauldron.input.value = model.get("brew_notation") || "";
    outcome.textContent = model.get("outcome") || "";
    brewHeading.textContent = `2. ${model.get("brew_title")}`;
    counter.textContent = `Essentie: ${model.get("essence")}`;
    const placed = model.get("brew_chips") || [];
    brewChips.replaceChildren(
      ...placed.map((chip) => {
        const item = rb.make("span", "rb-pe-placed", { role: "listitem" });
        const disc = rb.disc(chip, "", {}, "span");
        const where = rb.make("small");
        where.textContent = `veld ${chip.field}`;
        item.append(disc, where);
        return item;
      }),
    );
    if (!placed.length) {
      const empty = rb.make("span", "rb-help");
      empty.textContent = "De ketel is leeg.";
      brewChips.append(empty);
    }
    chipHeading.textContent = `${model.get("chip_role") || "Het fiche"}: ${model.get("chip")}`;
    drawPalette();
    choice.update(model.get("choice_options"), model.get("choice"));
    redSet.update(choices.red_set, model.get("red_set"));
    rb.showError(error, message);
    rb.picture(picture, model.get("picture") || "");
    const view = model.get("last") || {};
    rb.ruling(last, view.steps ? view : null);
    lastHeading.hidden = !view.steps;
    root.dataset.patient = model.get("patient") || "";
    root.dataset.essence = String(model.get("essence"));
    root.dataset.field = String(model.get("field"));
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return stop;
}

export default { render };
