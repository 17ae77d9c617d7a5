// Uit de Kerker!'s lock timing: the phases of a turn (the lock moments marked), Vorige/Volgende,
// every lock card in the square with whether its lock may be opened now (Python asks the lock
// ruling) and a button to open it, a prisoner to buy in the buying step, the option for the
// third lock moment, the last ruling and a log. Intents: {type: "next"}, {type: "previous"},
// {type: "open", card}, {type: "buy", card}, {type: "third", value}. It never sets a trait and
// knows no rule. Uses rb.* from base.js (put in front by Python).

const TRAITS = ["phases", "index", "turn", "third", "third_choices", "locks", "buyable", "opened", "ruling", "history", "error", "revision"];

function render({ model, el }) {
  const root = rb.root("rb-castle-locks", "Wanneer mag een slot open?");
  const send = (intent) => rb.send(model, intent);

  const top = rb.make("div", "rb-cl-top");
  const status = rb.make("p", "rb-cl-status", { "aria-live": "polite" });
  const third = rb.select("Derde slotmoment", "third", (value) => send({ type: "third", value }));
  top.append(status, third.wrap);

  const phases = rb.make("ol", "rb-cl-phases", { "aria-label": "De fasen van een beurt" });
  const moves = rb.make("div", "rb-cl-moves");
  const previous = rb.button("Vorige fase", { "data-action": "previous" });
  const next = rb.button("Volgende fase", { "data-action": "next" }, "rb-button-primary");
  moves.append(previous, next);
  previous.addEventListener("click", () => send({ type: "previous" }));
  next.addEventListener("click", () => send({ type: "next" }));

  const locks = rb.make("ul", "rb-cl-locks", { "aria-label": "Je slotkaarten" });
  locks.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-action=open]");
    if (button) send({ type: "open", card: button.dataset.card });
  });
  const buy = rb.select("Koop een gevangene", "buy", (value) => {
    if (value) send({ type: "buy", card: value });
  });

  const error = rb.errorBox();
  const ruling = rb.make("div", "rb-cl-ruling");
  const log = rb.make("ol", "rb-cl-log", { "aria-label": "Wat er gebeurde" });
  root.append(top, phases, moves, locks, buy.wrap, error, ruling, log);
  el.append(root);
  rb.keepKeysInFields(root);

  function draw() {
    const all = model.get("phases") || [];
    const index = model.get("index");
    const here = all[index] || {};
    status.textContent = `Beurt ${model.get("turn")}, fase ${here.number} van ${all.length}: ${here.summary}` +
      (model.get("opened") ? ` (deze beurt geopend: ${model.get("opened")})` : "");
    third.update(model.get("third_choices") || [], model.get("third"));
    phases.replaceChildren(
      ...all.map((phase, i) => {
        const item = rb.make("li", "rb-cl-phase", {
          "data-name": phase.name,
          "data-lock": String(phase.lock),
          ...(i === index ? { "aria-current": "step" } : {}),
        });
        item.textContent = phase.summary;
        return item;
      }),
    );
    previous.disabled = index === 0;
    locks.replaceChildren(
      ...(model.get("locks") || []).map((lock) => {
        const item = rb.make("li", "rb-cl-lock", { "data-card": lock.card, "data-may": String(lock.may) });
        const name = rb.make("strong");
        name.textContent = `${lock.name} (${lock.key ? "sleutel op het slot" : "geen sleutel meer"}): `;
        const why = rb.make("span", "rb-cl-why");
        why.textContent = lock.may ? `mag nu open. ${lock.why}` : `nu niet. ${lock.why}`;
        const open = rb.button("Open het slot", { "data-action": "open", "data-card": lock.card });
        item.append(name, why, " ", open);
        return item;
      }),
    );
    buy.update(
      [{ value: "", label: "(kies)" }, ...(model.get("buyable") || []).map((card) => ({ value: card.card, label: card.name }))],
      "",
    );
    rb.showError(error, model.get("error"));
    rb.ruling(ruling, Object.keys(model.get("ruling") || {}).length ? model.get("ruling") : null);
    log.replaceChildren(
      ...(model.get("history") || []).map((line) => {
        const item = rb.make("li");
        item.textContent = line;
        return item;
      }),
    );
    root.dataset.phase = here.name || "";
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return stop;
}

export default { render };
