// The quiz's view: the question (with a picture when it has one), the choices as buttons or a
// number field, then whether the answer was right, the ruling's answer, and its steps when it was
// wrong; the score. Intents: {type: "answer", value} and {type: "next"}. Python deals the
// questions and checks every answer; nothing here knows a rule. Uses rb.* from base.js.

const TRAITS = ["title", "number", "prompt", "choices", "picture", "feedback", "score", "error", "revision"];

let uid = 0;

function render({ model, el }) {
  const id = `rb-quiz-${++uid}`;
  const root = rb.root("rb-quiz", "Test jezelf");
  const send = (intent) => rb.send(model, intent);

  const heading = rb.make("h4", "rb-heading rb-quiz-title");
  const prompt = rb.make("p", "rb-quiz-prompt", { id: `${id}-prompt` });
  const picture = rb.make("figure", "rb-picture rb-quiz-picture");

  const choices = rb.make("div", "rb-quiz-choices", { role: "group", "aria-labelledby": `${id}-prompt` });
  choices.addEventListener("click", (event) => {
    const button = event.target.closest("[data-choice]");
    if (button && !button.disabled) send({ type: "answer", value: button.dataset.choice });
  });
  const roving = rb.roving(choices, "[data-choice]");

  const numberForm = rb.make("form", "rb-quiz-number");
  const numberInput = rb.make("input", "rb-input rb-quiz-input", {
    type: "number",
    inputmode: "numeric",
    step: "1",
    "aria-labelledby": `${id}-prompt`,
  });
  const check = rb.button("Controleer", { type: "submit", "data-action": "check" }, "rb-button-primary");
  numberForm.append(numberInput, check);
  numberForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const value = Number(numberInput.value);
    send({ type: "answer", value: numberInput.value.trim() !== "" && Number.isInteger(value) ? value : numberInput.value });
  });
  rb.keepKeysInFields(root);

  const error = rb.errorBox();
  const verdict = rb.make("div", "rb-quiz-verdict", { role: "status", "aria-live": "polite" });
  const verdictText = rb.make("p", "rb-quiz-verdict-text");
  const steps = rb.make("div", "rb-quiz-steps");
  verdict.append(verdictText, steps);
  const footer = rb.make("div", "rb-quiz-footer");
  const score = rb.make("p", "rb-quiz-score");
  const next = rb.button("Volgende vraag ▶", { "data-action": "next" });
  next.addEventListener("click", () => send({ type: "next" }));
  footer.append(score, next);

  root.append(heading, prompt, picture, choices, numberForm, error, verdict, footer);
  el.append(root);

  let shownNumber = null;

  function draw() {
    // Where the keyboard was before the answer buttons are disabled (a disabled button loses it).
    const focused = rb.focusedIn(root);
    const feedback = model.get("feedback") || {};
    const answered = Object.keys(feedback).length > 0;
    const number = model.get("number");
    heading.textContent = `${model.get("title")} · vraag ${number}`;
    prompt.textContent = model.get("prompt");
    rb.picture(picture, model.get("picture"));

    const options = model.get("choices") || [];
    const wantsNumber = options.length === 0;
    if (shownNumber !== number) {
      choices.replaceChildren(
        ...options.map((text) => rb.button(text, { "data-choice": text }, "rb-quiz-choice")),
      );
      roving(0);
      numberInput.value = "";
    }
    choices.hidden = wantsNumber;
    numberForm.hidden = !wantsNumber;
    for (const button of choices.querySelectorAll("[data-choice]")) {
      button.disabled = answered;
      button.dataset.state = !answered
        ? ""
        : button.dataset.choice === feedback.expected
          ? "juist"
          : button.dataset.choice === feedback.given
            ? "fout"
            : "";
    }
    numberInput.disabled = answered;
    check.disabled = answered;

    rb.showError(error, model.get("error"));
    verdict.hidden = !answered;
    root.dataset.state = answered ? (feedback.right ? "goed" : "fout") : "vraag";
    if (answered) {
      verdictText.replaceChildren();
      const mark = rb.make("strong");
      mark.textContent = feedback.right ? "Goed! " : `Niet goed: het juiste antwoord is ${feedback.expected}. `;
      verdictText.append(mark, feedback.answer);
      if (feedback.ruling) {
        rb.ruling(steps, { ...feedback.ruling, question: "Zo volgt het uit de regels:", answer: "" });
      } else {
        steps.replaceChildren();
        steps.hidden = true;
      }
    }
    score.textContent = (model.get("score") || {}).text || "";
    if (shownNumber !== number && shownNumber !== null) {
      // A new question: put the keyboard where the answer goes.
      (wantsNumber ? numberInput : choices.querySelector("[data-choice]"))?.focus();
    } else if (answered && focused && (focused.disabled || focused === numberInput)) {
      next.focus();
    }
    shownNumber = number;
    root.dataset.number = String(number);
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return stop;
}

export default { render };
