// A thing's picture (a card, a book page) above worked examples of it; with several examples,
// a row of tabs to choose one (the default of a choice and its alternative, say). Intent:
// {type: "choose", index}. It never sets a trait and knows no rule; the example itself is a
// Stepper below it. The picture carries its own Dutch label (the SVG's title). Uses rb.* from base.js (put in front of this file by Python).

const TRAITS = ["options", "chosen", "picture", "error", "revision"];

function render({ model, el }) {
  const root = rb.root("rb-showcase", "Voorbeeld");
  const tabs = rb.make("div", "rb-sc-tabs", { role: "group", "aria-label": "Kies een voorbeeld" });
  const rove = rb.roving(tabs, "button");
  tabs.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-index]");
    if (button) rb.send(model, { type: "choose", index: Number(button.dataset.index) });
  });
  const error = rb.errorBox();
  const picture = rb.make("figure", "rb-picture rb-sc-picture");
  root.append(tabs, error, picture);
  el.append(root);

  let shown = null;

  function draw() {
    const options = model.get("options") || [];
    if (options !== shown) {
      shown = options;
      tabs.replaceChildren(
        ...options.map((option) => rb.button(option.label, { "data-index": String(option.value) }, "rb-sc-tab")),
      );
    }
    tabs.hidden = options.length < 2;
    const chosen = model.get("chosen");
    tabs.querySelectorAll("button").forEach((button) => {
      button.setAttribute("aria-pressed", String(Number(button.dataset.index) === chosen));
    });
    if (!rb.focusedIn(tabs)) rove(chosen);
    rb.showError(error, model.get("error"));
    rb.picture(picture, model.get("picture") || "");
    root.hidden = tabs.hidden && picture.hidden && error.hidden;
    root.dataset.chosen = String(chosen);
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return stop;
}

export default { render };
