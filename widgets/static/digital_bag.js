// The digital bag's view. Draws what Python keeps in the model's traits (the cauldron picture,
// the bag, the odds, the engine's buttons and options, what happened) and forwards clicks as
// intents: {type: "draw"}, {type: "stop"}, {type: "flask"}, {type: "choose", index},
// {type: "restart"}. It never sets a trait and knows no rule: which buttons are enabled, the
// odds and every sentence come from Python. Uses rb.* from base.js (put in front of this file by
// Python). Every class name starts with "rb-".

const TRAITS = [
  "picture",
  "bag",
  "actions",
  "options",
  "choice",
  "odds",
  "hand",
  "aside",
  "flask_full",
  "status",
  "worth",
  "done",
  "exploded",
  "happened",
  "log_lines",
  "error",
  "revision",
];

let uid = 0;

function section(className, heading, id) {
  const node = rb.make("section", `rb-db-section ${className}`, { "aria-labelledby": id });
  const title = rb.make("h4", "rb-heading", { id });
  title.textContent = heading;
  node.append(title);
  return node;
}

function chipRow(chips, withCount) {
  return chips.map((chip) => {
    const item = rb.make("span", "rb-db-chip");
    item.append(rb.disc(chip, "", {}, "span"));
    if (withCount && chip.count > 1) {
      const times = rb.make("span", "rb-db-count");
      times.textContent = `×${chip.count}`;
      item.append(times);
    }
    item.setAttribute("aria-label", `${withCount ? `${chip.count} × ` : ""}${chip.title}`);
    return item;
  });
}

function render({ model, el }) {
  const id = `rb-db-${++uid}`;
  const root = rb.root("rb-digital-bag", "Digitale buidel");
  const send = (intent) => rb.send(model, intent);

  const status = rb.make("p", "rb-db-status", { "aria-live": "polite" });

  // The cauldron, and beside it what the reader decides with --------------------------------
  const picture = rb.make("figure", "rb-picture rb-db-cauldron");
  const side = rb.make("div", "rb-db-side");

  const odds = section("rb-db-odds", "Kans op ontploffen bij de volgende trek", `${id}-odds`);
  const fraction = rb.make("p", "rb-db-fraction");
  const oddsWords = rb.make("p", "rb-db-odds-words");
  const culprits = rb.make("div", "rb-db-culprits", { role: "list" });
  const oddsRuling = rb.make("details", "rb-db-odds-why");
  const oddsSummary = rb.make("summary");
  oddsSummary.textContent = "Hoe is dat uitgerekend?";
  const oddsSteps = rb.make("div", "rb-db-ruling");
  oddsRuling.append(oddsSummary, oddsSteps);
  odds.append(fraction, oddsWords, culprits, oddsRuling);

  const buttonsRow = rb.make("div", "rb-db-buttons", { role: "group", "aria-label": "Brouwen" });
  const buttons = {};
  for (const kind of ["draw", "stop", "flask"]) {
    const button = rb.button("", { "data-action": kind }, kind === "draw" ? "rb-button-primary" : "");
    button.addEventListener("click", () => send({ type: kind }));
    buttons[kind] = button;
    buttonsRow.append(button);
  }
  const restart = rb.button("Opnieuw", {
    "data-action": "restart",
    title: "Begin opnieuw met dezelfde buidel (de trekken gaan verder met het toeval)",
  });
  restart.addEventListener("click", () => send({ type: "restart" }));
  buttonsRow.append(restart);

  const choice = section("rb-db-choice", "Kies", `${id}-choice`);
  const choiceText = rb.make("p", "rb-db-choice-text");
  const choiceRule = rb.make("p", "rb-help");
  const options = rb.make("div", "rb-db-options", { role: "group", "aria-labelledby": `${id}-choice` });
  choice.append(choiceText, choiceRule, options);
  options.addEventListener("click", (event) => {
    const button = event.target.closest("[data-index]");
    if (button) send({ type: "choose", index: Number(button.dataset.index) });
  });

  const worth = rb.make("p", "rb-db-worth");
  const flask = rb.make("p", "rb-db-flask");
  const hand = section("rb-db-hand", "In je hand", `${id}-hand`);
  const handChips = rb.make("div", "rb-db-chips", { role: "list" });
  hand.append(handChips);
  const aside = section("rb-db-aside", "Naast je ketel", `${id}-aside`);
  const asideChips = rb.make("div", "rb-db-chips", { role: "list" });
  aside.append(asideChips);

  const bag = section("rb-db-bag", "In je buidel", `${id}-bag`);
  const bagChips = rb.make("div", "rb-db-chips", { role: "list" });
  bag.append(bagChips);

  const error = rb.errorBox();
  side.append(odds, buttonsRow, error, choice, worth, flask, hand, aside, bag);

  const main = rb.make("div", "rb-db-main");
  main.append(picture, side);

  // What happened, and everything drawn so far --------------------------------------------------
  const happened = section("rb-db-happened", "Wat er gebeurde", `${id}-happened`);
  const happenedSteps = rb.make("div", "rb-db-ruling", { "aria-live": "polite" });
  happened.append(happenedSteps);
  const log = rb.make("details", "rb-db-log");
  const logSummary = rb.make("summary");
  const logList = rb.make("ol", "rb-db-log-list");
  log.append(logSummary, logList);

  root.append(status, main, happened, log);
  el.append(root);

  function draw() {
    const focused = rb.focusedIn(root);
    const wasOption = focused && options.contains(focused);

    status.textContent = model.get("status") || "";
    rb.picture(picture, model.get("picture") || "");

    const actions = model.get("actions") || [];
    for (const action of actions) {
      const button = buttons[action.type];
      button.textContent = action.label;
      button.title = action.title;
      button.disabled = !action.enabled;
    }

    const view = model.get("odds") || {};
    odds.hidden = !view.fraction;
    if (view.fraction) {
      fraction.textContent = view.fraction;
      fraction.dataset.fraction = view.fraction;
      oddsWords.textContent = view.words;
      culprits.replaceChildren(...chipRow(view.chips || [], true));
      culprits.hidden = !(view.chips || []).length;
      rb.ruling(oddsSteps, view.ruling);
    }

    const offered = model.get("options") || [];
    choice.hidden = !offered.length;
    const asked = model.get("choice") || {};
    choiceText.textContent = asked.text || "";
    choiceRule.textContent = asked.clause_id ? `regel: ${asked.clause_title} (${asked.clause_id})` : "";
    options.replaceChildren(
      ...offered.map((option) =>
        rb.button(option.label, { "data-index": String(option.index) }, "rb-db-option"),
      ),
    );

    worth.textContent = model.get("worth")
      ? `${model.get("done") ? "Je ketel" : "Als je nu stopt"}: ${model.get("worth")}`
      : "";
    worth.hidden = !model.get("worth");
    worth.classList.toggle("rb-db-final", Boolean(model.get("done")));
    flask.textContent = model.get("flask_full") ? "Fles: vol" : "Fles: leeg (al gebruikt)";
    flask.dataset.full = String(Boolean(model.get("flask_full")));

    const handView = model.get("hand") || [];
    hand.hidden = !handView.length;
    handChips.replaceChildren(...chipRow(handView, false));
    const asideView = model.get("aside") || [];
    aside.hidden = !asideView.length;
    asideChips.replaceChildren(...chipRow(asideView, false));

    const bagView = model.get("bag") || [];
    const total = bagView.reduce((sum, chip) => sum + chip.count, 0);
    bag.querySelector("h4").textContent = `In je buidel (${total})`;
    bagChips.replaceChildren(...chipRow(bagView, true));
    if (!bagView.length) bagChips.textContent = "Je buidel is leeg.";

    rb.showError(error, model.get("error"));

    const told = model.get("happened") || {};
    happened.hidden = !(told.steps || []).length;
    // The steps say what happened; the question and the summary would repeat the status line.
    rb.ruling(happenedSteps, told.steps ? { ...told, question: "", answer: "" } : null);

    const lines = model.get("log_lines") || [];
    logSummary.textContent = `Alles wat er gebeurde (${lines.length})`;
    logList.replaceChildren(
      ...lines.map((line) => {
        const item = rb.make("li");
        item.textContent = line;
        return item;
      }),
    );
    log.hidden = !lines.length;

    root.dataset.done = String(Boolean(model.get("done")));
    root.dataset.exploded = String(Boolean(model.get("exploded")));
    root.dataset.chips = String(picture.querySelectorAll(".rb-chip").length);

    // Keep the keyboard where the reader is: an option button is replaced after the choice,
    // a button that became disabled cannot hold the focus.
    if (wasOption || (focused && (focused.disabled || !root.contains(focused)))) {
      const next = options.querySelector("button") || [buttons.draw, buttons.stop, restart].find((b) => !b.disabled);
      next?.focus();
    }
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return stop;
}

export default { render };
