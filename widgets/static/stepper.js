// The Stepper's view: draws the snapshot of a ruling that Python keeps in the model's traits
// (question, answer, steps, index, error) and forwards clicks as intents such as
// {type: "next"}. It never changes a trait itself; Python checks every intent.
// Plain ES module, no imports; every class name starts with "rb-" (anywidget CSS is global).

const NAV = [
  { action: "first", symbol: "⏮", word: "eerste", title: "Naar de eerste stap", before: true },
  { action: "previous", symbol: "◀", word: "terug", title: "Eén stap terug", before: true },
  { action: "next", symbol: "▶", word: "verder", title: "Eén stap verder", before: false },
  { action: "last", symbol: "⏭", word: "laatste", title: "Naar de laatste stap", before: false },
];

const KEYS = { ArrowLeft: "previous", ArrowRight: "next", Home: "first", End: "last" };

function make(tag, className, attributes = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function navButton({ action, symbol, word, title, before }) {
  const button = make("button", "rb-button rb-nav-button", {
    type: "button",
    "data-action": action,
    title,
  });
  const icon = make("span", "rb-nav-symbol", { "aria-hidden": "true" });
  icon.textContent = symbol;
  const label = make("span", "rb-nav-word");
  label.textContent = word;
  if (before) button.append(icon, " ", label);
  else button.append(label, " ", icon);
  return button;
}

function render({ model, el }) {
  const root = make("div", "rb-stepper", { role: "group", "aria-label": "Uitleg stap voor stap" });

  const question = make("p", "rb-question");

  const nav = make("div", "rb-step-nav", { role: "toolbar", "aria-label": "Stappen" });
  const buttons = Object.fromEntries(NAV.map((spec) => [spec.action, navButton(spec)]));
  const counter = make("span", "rb-step-counter");
  nav.append(buttons.first, buttons.previous, counter, buttons.next, buttons.last);

  const dots = make("ol", "rb-step-dots", { "aria-label": "Alle stappen" });

  const error = make("div", "rb-error", { role: "alert" });

  const text = make("p", "rb-step-text", { "aria-live": "polite" });

  const clause = make("aside", "rb-clause", { "aria-label": "De regel bij deze stap" });
  const head = make("div", "rb-clause-head");
  const kind = make("span", "rb-clause-kind");
  const title = make("strong", "rb-clause-title");
  const id = make("code", "rb-clause-id");
  head.append(kind, title, id);
  const clauseText = make("p", "rb-clause-text");
  const source = make("p", "rb-clause-source");
  clause.append(head, clauseText, source);

  const picture = make("figure", "rb-step-picture");

  const answer = make("p", "rb-answer");
  const answerLabel = make("strong", "rb-answer-label");
  answerLabel.textContent = "Antwoord: ";
  const answerText = make("span", "rb-answer-text");
  answer.append(answerLabel, answerText);

  const body = make("div", "rb-step-body");
  body.append(text, clause, picture);
  root.append(question, nav, dots, error, body, answer);
  el.append(root);

  const send = (intent) => model.send(intent);
  for (const [action, button] of Object.entries(buttons)) {
    button.addEventListener("click", () => send({ type: action }));
  }
  root.addEventListener("keydown", (event) => {
    const action = KEYS[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest("input, select, textarea")) return;
    event.preventDefault();
    event.stopPropagation(); // the key was for the stepper, not for the notebook around it
    const button = buttons[action];
    if (!button.disabled) send({ type: action });
  });

  let shownSteps = null;

  function drawDots(steps) {
    if (steps === shownSteps) return;
    shownSteps = steps;
    dots.replaceChildren(
      ...steps.map((step, i) => {
        const item = make("li", "rb-step-dot-item");
        const dot = make("button", "rb-step-dot", {
          type: "button",
          "data-action": "goto",
          "data-index": String(i),
          "data-kind": step.clause_kind,
          "aria-label": `Ga naar stap ${step.number}`,
          title: `Stap ${step.number}: ${step.clause_title}`,
        });
        dot.addEventListener("click", () => send({ type: "goto", index: i }));
        item.append(dot);
        return item;
      }),
    );
  }

  function draw() {
    const steps = model.get("steps") || [];
    const count = steps.length;
    const index = Math.min(Math.max(model.get("index") || 0, 0), Math.max(count - 1, 0));
    const step = steps[index];
    const atFirst = index === 0;
    const atLast = index === count - 1;

    question.textContent = model.get("question") || "";
    drawDots(steps);
    dots.querySelectorAll(".rb-step-dot").forEach((dot, i) => {
      dot.classList.toggle("rb-current", i === index);
      dot.classList.toggle("rb-done", i < index);
      if (i === index) dot.setAttribute("aria-current", "step");
      else dot.removeAttribute("aria-current");
    });

    buttons.first.disabled = atFirst;
    buttons.previous.disabled = atFirst;
    buttons.next.disabled = atLast;
    buttons.last.disabled = atLast;
    counter.textContent = count ? `stap ${index + 1} van ${count}` : "geen stappen";

    const message = model.get("error") || "";
    error.textContent = message;
    error.hidden = !message;

    root.dataset.index = String(index);
    root.dataset.count = String(count);
    if (step) {
      root.dataset.clauseId = step.clause_id;
      root.dataset.clauseKind = step.clause_kind;
      text.textContent = step.text;
      const choice = step.clause_kind === "keuze";
      clause.dataset.kind = step.clause_kind;
      clause.classList.toggle("rb-clause-choice", choice);
      kind.textContent = choice ? "keuze van dit regelboek" : "regel";
      title.textContent = step.clause_title;
      id.textContent = step.clause_id;
      clauseText.textContent = step.clause_text;
      source.textContent = step.clause_source ? `bron: ${step.clause_source}` : "";
      source.hidden = !step.clause_source;
      picture.innerHTML = step.svg || ""; // SVG made by rulebook in Python, not by the reader
      picture.hidden = !step.svg;
    }

    answerText.textContent = model.get("answer") || "";
    answer.hidden = !atLast;

    // A button that just became disabled would drop the keyboard focus on the page: keep it.
    const focused = root.ownerDocument.activeElement;
    if (focused && focused.disabled && nav.contains(focused)) {
      (atLast ? buttons.previous : buttons.next).focus();
    }
  }

  const events = ["question", "answer", "steps", "index", "error"].map((n) => `change:${n}`);
  for (const name of events) model.on(name, draw);
  draw();

  return () => {
    for (const name of events) model.off(name, draw);
  };
}

export default { render };
