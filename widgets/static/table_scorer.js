// The table scorer's controls: one row per player (the cauldron as chips and as text, the
// droplet, what the scoring field shows), players added or taken away, the round, the set and
// another roll of the die; the scoring itself is a Stepper beside it. Intents:
// {type: "cauldron", seat, text}, {type: "droplet", seat, value}, {type: "add"},
// {type: "remove", seat}, {type: "round", value}, {type: "set", value}, {type: "reroll"}.
// It never sets a trait and knows no rule. Uses rb.* from base.js (put in front by Python).

const TRAITS = ["seats", "round", "set", "choices", "outcome", "error", "revision"];

let uid = 0;

function render({ model, el }) {
  const id = `rb-ts-${++uid}`;
  const root = rb.root("rb-table-scorer", "Puntentelling van een tafel");
  const send = (intent) => rb.send(model, intent);

  const heading = rb.make("h4", "rb-heading", { id: `${id}-seats` });
  heading.textContent = "De ketels (fiches in de volgorde van trekken)";
  const help = rb.make("p", "rb-help", { id: `${id}-help` });
  help.textContent =
    "Typ een ketel als kleurletter en waarde, x voor een aantal (W1x2 O1 G1 W2), en druk op " +
    "Enter. De druppel is het veld waar je begint.";
  const rows = rb.make("div", "rb-ts-rows", { role: "list", "aria-labelledby": `${id}-seats` });

  const settings = rb.make("div", "rb-ts-settings");
  const add = rb.button("Speler erbij", { "data-action": "add" });
  const round = rb.select("Ronde", "round", (value) => send({ type: "round", value }));
  const set = rb.select("Set", "set", (value) => send({ type: "set", value }));
  const reroll = rb.button("Andere worp", {
    "data-action": "reroll",
    title: "Tel opnieuw met een andere worp van de bonusdobbelsteen",
  });
  settings.append(round.wrap, set.wrap, add, reroll);
  add.addEventListener("click", () => send({ type: "add" }));
  reroll.addEventListener("click", () => send({ type: "reroll" }));

  const error = rb.errorBox();
  const outcome = rb.make("p", "rb-ts-outcome", { "aria-live": "polite" });
  root.append(heading, help, rows, settings, error, outcome);
  el.append(root);
  rb.keepKeysInFields(root);

  let draft = null; // {seat, name}: a field the reader typed in since the last accepted change
  const submit = (field) => {
    const seat = Number(field.dataset.seat);
    // A field left without a change (Enter, then Tab away) asks nothing new.
    const view = (model.get("seats") || [])[seat] || {};
    const shown = field.dataset.name === "cauldron" ? view.notation : String(view.droplet);
    if (field.value === shown && !model.get("error")) return;
    if (field.dataset.name === "cauldron") send({ type: "cauldron", seat, text: field.value });
    else {
      const number = Number(field.value);
      send({ type: "droplet", seat, value: field.value !== "" && Number.isInteger(number) ? number : field.value });
    }
  };
  rows.addEventListener("input", (event) => {
    const field = event.target;
    if (field.dataset.name) draft = { seat: field.dataset.seat, name: field.dataset.name };
  });
  rows.addEventListener("change", (event) => {
    if (event.target.dataset.name) submit(event.target);
  });
  rows.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && event.target.dataset.name && !event.isComposing) {
      event.preventDefault();
      submit(event.target);
    }
  });
  rows.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-action=remove]");
    if (button) send({ type: "remove", seat: Number(button.dataset.seat) });
  });

  function field(seat, name, attributes) {
    return rb.make("input", `rb-input rb-ts-${name}`, {
      "data-seat": String(seat),
      "data-name": name,
      spellcheck: "false",
      autocomplete: "off",
      ...attributes,
    });
  }

  let shownCount = -1;

  function drawRows() {
    const seats = model.get("seats") || [];
    const focused = rb.focusedIn(rows);
    if (seats.length !== shownCount) {
      shownCount = seats.length;
      rows.replaceChildren(
        ...seats.map(({ seat }) => {
          const row = rb.make("div", "rb-ts-row", { role: "listitem", "data-seat": String(seat) });
          const who = rb.make("span", "rb-ts-who");
          who.textContent = `Speler ${seat + 1}`;
          const chips = rb.make("div", "rb-ts-chips", { "aria-hidden": "true" });
          const text = field(seat, "cauldron", {
            type: "text",
            "aria-label": `Ketel van speler ${seat + 1}`,
            "aria-describedby": `${id}-help`,
          });
          const dropLabel = rb.make("label", "rb-ts-drop");
          const dropText = rb.make("span", "rb-field-label");
          dropText.textContent = "druppel";
          const drop = field(seat, "droplet", {
            type: "number",
            min: "0",
            max: "52",
            inputmode: "numeric",
            "aria-label": `Druppel van speler ${seat + 1}`,
          });
          dropLabel.append(dropText, drop);
          const summary = rb.make("span", "rb-ts-summary");
          const remove = rb.button("weg", {
            "data-action": "remove",
            "data-seat": String(seat),
            "aria-label": `Speler ${seat + 1} van tafel halen`,
          });
          row.append(who, chips, text, dropLabel, summary, remove);
          return row;
        }),
      );
    }
    const message = model.get("error") || "";
    rows.querySelectorAll(".rb-ts-row").forEach((row, i) => {
      const view = seats[i];
      row.querySelector(".rb-ts-chips").replaceChildren(...view.chips.map((chip) => rb.disc(chip, "", {}, "span")));
      for (const input of row.querySelectorAll("input")) {
        const typed = draft && draft.seat === input.dataset.seat && draft.name === input.dataset.name;
        if (!(message && typed)) input.value = String(input.dataset.name === "cauldron" ? view.notation : view.droplet);
        input.setAttribute("aria-invalid", message && typed ? "true" : "false");
      }
      row.querySelector(".rb-ts-summary").textContent = view.summary;
      row.dataset.exploded = String(view.exploded);
      row.dataset.field = String(view.field);
      row.querySelector("[data-action=remove]").disabled = seats.length <= 2;
    });
    if (!message) draft = null;
    if (focused && !rows.contains(focused)) add.focus();
  }

  function draw() {
    const choices = model.get("choices") || {};
    round.update(choices.round, model.get("round"));
    set.update(choices.set, model.get("set"));
    drawRows();
    add.disabled = (model.get("seats") || []).length >= 4;
    rb.showError(error, model.get("error"));
    outcome.textContent = model.get("outcome") ? `Na de puntentelling: ${model.get("outcome")}` : "";
    root.dataset.players = String((model.get("seats") || []).length);
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return stop;
}

export default { render };
