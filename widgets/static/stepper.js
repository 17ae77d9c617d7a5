// The Stepper's view: draws the snapshot of a ruling that Python keeps in the model's traits
// (question, answer, steps, index, picture, error) and forwards clicks and keys as intents such
// as {type: "next"}. It never changes a trait itself; Python checks every intent.
//
// Keyboard: the whole stepper is a few tab stops (the enabled buttons and ONE step dot: the
// current one, a "roving tabindex"); ArrowLeft/ArrowRight/Home/End move between the steps from
// anywhere in the stepper, and the focus follows to the new current dot or to a button that is
// still enabled. Uses rb.* from base.js (put in front of this file by Python).

const NAV = [
  { action: "first", symbol: "⏮", word: "eerste", title: "Naar de eerste stap", before: true },
  { action: "previous", symbol: "◀", word: "terug", title: "Eén stap terug", before: true },
  { action: "next", symbol: "▶", word: "verder", title: "Eén stap verder", before: false },
  { action: "last", symbol: "⏭", word: "laatste", title: "Naar de laatste stap", before: false },
];

const KEYS = { ArrowLeft: "previous", ArrowRight: "next", Home: "first", End: "last" };

function navButton({ action, symbol, word, title, before }) {
  const button = rb.make("button", "rb-button rb-nav-button", {
    type: "button",
    "data-action": action,
    title,
  });
  const icon = rb.make("span", "rb-nav-symbol", { "aria-hidden": "true" });
  icon.textContent = symbol;
  const label = rb.make("span", "rb-nav-word");
  label.textContent = word;
  if (before) button.append(icon, " ", label);
  else button.append(label, " ", icon);
  return button;
}

function render({ model, el }) {
  const root = rb.root("rb-stepper", "Uitleg stap voor stap");

  const question = rb.make("p", "rb-question");

  const nav = rb.make("div", "rb-step-nav", { role: "toolbar", "aria-label": "Stappen" });
  const buttons = Object.fromEntries(NAV.map((spec) => [spec.action, navButton(spec)]));
  const counter = rb.make("span", "rb-step-counter");
  nav.append(buttons.first, buttons.previous, counter, buttons.next, buttons.last);

  const dots = rb.make("ol", "rb-step-dots", {
    "aria-label": "Alle stappen (pijltjestoetsen: vorige of volgende stap)",
  });

  const error = rb.errorBox();

  const text = rb.make("p", "rb-step-text", { "aria-live": "polite" });

  const clause = rb.make("aside", "rb-clause", { "aria-label": "De regel bij deze stap" });
  const head = rb.make("div", "rb-clause-head");
  const kind = rb.make("span", "rb-clause-kind");
  const title = rb.make("strong", "rb-clause-title");
  const id = rb.make("code", "rb-clause-id");
  head.append(kind, title, id);
  const clauseText = rb.make("p", "rb-clause-text");
  const source = rb.make("p", "rb-clause-source");
  clause.append(head, clauseText, source);

  const picture = rb.make("figure", "rb-picture rb-step-picture");

  const answer = rb.make("p", "rb-answer");
  const answerLabel = rb.make("strong", "rb-answer-label");
  answerLabel.textContent = "Antwoord: ";
  const answerText = rb.make("span", "rb-answer-text");
  answer.append(answerLabel, answerText);

  const body = rb.make("div", "rb-step-body");
  body.append(text, clause, picture);
  root.append(question, nav, dots, error, body, answer);
  el.append(root);

  for (const [action, button] of Object.entries(buttons)) {
    button.addEventListener("click", () => rb.send(model, { type: action }));
  }
  dots.addEventListener("click", (event) => {
    const dot = event.target.closest(".rb-step-dot");
    if (dot) rb.send(model, { type: "goto", index: Number(dot.dataset.index) });
  });
  root.addEventListener("keydown", (event) => {
    const action = KEYS[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.target.closest("input, select, textarea")) return;
    event.preventDefault();
    event.stopPropagation(); // the key was for the stepper, not for the notebook around it
    if (!buttons[action].disabled) rb.send(model, { type: action });
  });

  let shownSteps = null;

  function drawDots(steps) {
    if (steps === shownSteps) return;
    shownSteps = steps;
    dots.replaceChildren(
      ...steps.map((step, i) => {
        const item = rb.make("li", "rb-step-dot-item");
        const dot = rb.make("button", "rb-step-dot", {
          type: "button",
          tabindex: "-1",
          "data-action": "goto",
          "data-index": String(i),
          "data-kind": step.clause_kind,
          "aria-label": `Stap ${step.number} van ${steps.length}: ${step.clause_title}`,
          title: `Stap ${step.number}: ${step.clause_title}`,
        });
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
    // Remember where the keyboard is before buttons get disabled or dots replaced: a browser
    // drops the focus of a control that becomes disabled.
    const focused = rb.focusedIn(root);

    question.textContent = model.get("question") || "";
    drawDots(steps);
    const allDots = dots.querySelectorAll(".rb-step-dot");
    allDots.forEach((dot, i) => {
      const current = i === index;
      dot.classList.toggle("rb-current", current);
      dot.classList.toggle("rb-done", i < index);
      dot.tabIndex = current ? 0 : -1; // one tab stop for all dots
      if (current) dot.setAttribute("aria-current", "step");
      else dot.removeAttribute("aria-current");
    });

    buttons.first.disabled = atFirst;
    buttons.previous.disabled = atFirst;
    buttons.next.disabled = atLast;
    buttons.last.disabled = atLast;
    counter.textContent = count ? `stap ${index + 1} van ${count}` : "geen stappen";

    rb.showError(error, model.get("error"));

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
    }
    rb.picture(picture, model.get("picture") || "");

    answerText.textContent = model.get("answer") || "";
    answer.hidden = !atLast;

    // Give the focus back where the reader expects it.
    if (focused && dots.contains(focused) && allDots[index]) {
      allDots[index].focus();
    } else if (focused && !root.contains(focused)) {
      allDots[index]?.focus(); // the dot was replaced by a new ruling's dots
    } else if (focused && focused.disabled) {
      (atLast ? buttons.previous : buttons.next).focus();
    }
  }

  const stop = rb.watch(model, ["question", "answer", "steps", "index", "picture", "error"], draw);
  draw();
  return stop;
}

export default { render };
