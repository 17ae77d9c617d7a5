// The controls of the locoweed explorer. Draws what Python keeps in the model's traits (the
// book and its price, the cauldron, whether the locoweed is drawn, book 10's chips to return,
// a picture) and forwards every change as an intent: {type: "book", value}, {type: "add", chip},
// {type: "remove", index}, {type: "cauldron", text}, {type: "draw"}, {type: "undraw"},
// {type: "give_back", field}, {type: "itself", value}. It never sets a trait and knows no rule:
// how far a locoweed goes and which chip may go back both come from Python. Uses rb.* from
// base.js.

const TRAITS = [
  "choices",
  "palette",
  "book",
  "book_text",
  "notation",
  "laid",
  "drawn",
  "outcome",
  "returns",
  "give_back",
  "itself",
  "picture",
  "error",
  "revision",
];

let uid = 0;

function heading(text, tag = "h4") {
  const node = rb.make(tag, tag === "h4" ? "rb-heading" : "rb-lx-subheading");
  node.textContent = text;
  return node;
}

function render({ model, el }) {
  const id = `rb-lx-${++uid}`;
  const root = rb.root("rb-locoweed-controls", "Probeer een narrenkruidboek uit");
  const send = (intent) => rb.send(model, intent);
  rb.keepKeysInFields(root);

  // 1. The book ---------------------------------------------------------------------------
  const bookSection = rb.make("section", "rb-lx-section rb-lx-book");
  const book = rb.select("Narrenkruidboek op tafel", "book", (value) =>
    send({ type: "book", value }),
  );
  const bookText = rb.make("p", "rb-lx-book-text");
  bookSection.append(heading("1. Kies een boek"), book.wrap, bookText);

  // 2. The cauldron before the locoweed ------------------------------------------------------
  const cauldronSection = rb.make("section", "rb-lx-section rb-lx-cauldron");
  const laidHeading = heading("In je ketel (klik op een fiche om het weg te halen)", "h5");
  laidHeading.id = `${id}-laid`;
  const laid = rb.make("div", "rb-lx-laid", { role: "list", "aria-labelledby": `${id}-laid` });
  const form = rb.make("form", "rb-lx-form");
  const caption = rb.make("label", "rb-field-label", { for: `${id}-text` });
  caption.textContent = "Of typ je ketel";
  const input = rb.make("input", "rb-input rb-lx-text", {
    id: `${id}-text`,
    type: "text",
    spellcheck: "false",
    autocomplete: "off",
    "aria-describedby": `${id}-help`,
  });
  const apply = rb.button("toepassen", { type: "submit", "data-action": "apply-cauldron" });
  const help = rb.make("p", "rb-help", { id: `${id}-help` });
  help.textContent =
    "Kleurletter en waarde, x voor een aantal (O1 G2 W1x2); N is narrenkruid. Elk fiche gaat zo ver als zijn waarde.";
  form.append(caption, input, apply, help);
  const paletteHeading = heading("Leg een fiche erbij", "h5");
  paletteHeading.id = `${id}-palette`;
  const palette = rb.make("div", "rb-lx-palette", {
    role: "toolbar",
    "aria-labelledby": `${id}-palette`,
  });
  cauldronSection.append(
    heading("2. Je ketel voordat het narrenkruid komt"),
    laidHeading,
    laid,
    paletteHeading,
    palette,
    form,
  );

  // 3. The draw, and book 10's return -----------------------------------------------------
  const drawSection = rb.make("section", "rb-lx-section rb-lx-draw");
  const buttons = rb.make("div", "rb-lx-buttons");
  const drawButton = rb.button("Trek een narrenkruid", { "data-action": "draw" }, "rb-button-primary");
  const undraw = rb.button("Haal het narrenkruid weer weg", { "data-action": "undraw" });
  buttons.append(drawButton, undraw);
  const outcome = rb.make("p", "rb-lx-outcome", { "aria-live": "polite" });
  const back = rb.make("div", "rb-lx-back");
  const backHeading = heading("Boek 10: welk fiche doe je terug in je buidel?", "h5");
  backHeading.id = `${id}-back`;
  const itself = rb.select("Het narrenkruid zelf terug?", "itself", (value) =>
    send({ type: "itself", value }),
  );
  const returns = rb.make("div", "rb-lx-returns", {
    role: "radiogroup",
    "aria-labelledby": `${id}-back`,
  });
  const backHelp = rb.make("p", "rb-help");
  backHelp.textContent =
    "Een doorgestreept fiche mag niet terug; kies je het toch, dan zegt het regelboek waarom.";
  back.append(backHeading, returns, backHelp, itself.wrap);
  const error = rb.errorBox();
  const picture = rb.make("figure", "rb-picture rb-lx-picture");
  const next = rb.make("p", "rb-help");
  next.textContent = "De stapper hieronder loopt door wat het boek doet, met de regel bij elke stap.";
  drawSection.append(heading("3. Trek een narrenkruid"), buttons, outcome, back, error, picture, next);

  root.append(bookSection, cauldronSection, drawSection);
  el.append(root);

  drawButton.addEventListener("click", () => send({ type: "draw" }));
  undraw.addEventListener("click", () => send({ type: "undraw" }));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ type: "cauldron", text: input.value });
  });
  palette.addEventListener("click", (event) => {
    const button = event.target.closest(".rb-lx-add");
    if (button) send({ type: "add", chip: button.dataset.chip });
  });
  laid.addEventListener("click", (event) => {
    const button = event.target.closest(".rb-lx-chip");
    if (button) send({ type: "remove", index: Number(button.dataset.index) });
  });
  returns.addEventListener("click", (event) => {
    const button = event.target.closest(".rb-lx-return");
    if (!button) return;
    const field = button.dataset.field === "" ? null : Number(button.dataset.field);
    send({ type: "give_back", field });
  });
  const rovePalette = rb.roving(palette, ".rb-lx-add");
  const roveLaid = rb.roving(laid, ".rb-lx-chip");
  const roveReturns = rb.roving(returns, ".rb-lx-return");

  let shownPalette = null;
  function drawPalette() {
    const chips = model.get("palette") || [];
    if (chips === shownPalette) return;
    shownPalette = chips;
    palette.replaceChildren(
      ...chips.map((chip) =>
        rb.disc(chip, "rb-lx-add", { "aria-label": `${chip.title}: leg erbij` }),
      ),
    );
    rovePalette();
  }

  function drawLaid() {
    const focused = rb.focusedIn(laid);
    const chips = model.get("laid") || [];
    laid.replaceChildren(
      ...chips.map((chip, index) => {
        const item = rb.make("span", "rb-lx-item", { role: "listitem" });
        const disc = rb.disc(chip, "rb-lx-chip", {
          "data-index": String(index),
          "aria-label": `${chip.title} op veld ${chip.field}: haal weg`,
        });
        const where = rb.make("small");
        where.textContent = `veld ${chip.field}`;
        item.append(disc, where);
        return item;
      }),
    );
    if (!chips.length) {
      const empty = rb.make("span", "rb-help");
      empty.textContent = "De ketel is leeg.";
      laid.append(empty);
    }
    const first = roveLaid();
    if (focused && first) first.focus();
  }

  function drawReturns() {
    const options = model.get("returns") || [];
    back.hidden = !options.length;
    const focused = rb.focusedIn(returns);
    const chosen = model.get("give_back");
    const nothing = rb.make("button", "rb-button rb-lx-return rb-lx-nothing", {
      type: "button",
      role: "radio",
      "data-field": "",
    });
    nothing.textContent = "niets terug";
    const buttons = [nothing];
    for (const option of options) {
      const label = option.allowed
        ? `${option.title} op veld ${option.field}: terug in je buidel`
        : `${option.title} op veld ${option.field}: mag niet terug. ${option.why}`;
      const button = rb.make("button", "rb-button rb-lx-return", {
        type: "button",
        role: "radio",
        "data-field": String(option.field),
        "data-allowed": option.allowed ? "true" : "false",
        "aria-label": label,
        title: option.allowed ? label : option.why,
      });
      const disc = rb.disc(option, "", { "aria-hidden": "true" }, "span");
      const where = rb.make("small");
      where.textContent = `veld ${option.field}`;
      button.append(disc, where);
      buttons.push(button);
    }
    let at = 0;
    buttons.forEach((button, i) => {
      const field = button.dataset.field === "" ? null : Number(button.dataset.field);
      const on = field === (chosen ?? null);
      button.setAttribute("aria-checked", on ? "true" : "false");
      if (on) at = i;
    });
    returns.replaceChildren(...buttons);
    const current = roveReturns(at);
    if (focused && current) current.focus();
  }

  let draft = false;
  input.addEventListener("input", () => (draft = true));

  function draw() {
    const choices = model.get("choices") || {};
    book.update(choices.book, model.get("book"));
    itself.update(choices.itself, model.get("itself"));
    bookText.textContent = model.get("book_text") || "";
    const message = model.get("error") || "";
    if (!message) draft = false;
    if (!draft) input.value = model.get("notation") || "";
    drawPalette();
    drawLaid();
    const drawn = Boolean(model.get("drawn"));
    const hadFocus = rb.focusedIn(buttons);
    drawButton.disabled = drawn;
    undraw.disabled = !drawn;
    if (hadFocus && hadFocus.disabled) (drawn ? undraw : drawButton).focus();
    outcome.textContent = model.get("outcome") || "";
    outcome.hidden = !drawn;
    drawReturns();
    rb.showError(error, message);
    rb.picture(picture, model.get("picture") || "");
    root.dataset.book = String(model.get("book"));
    root.dataset.drawn = drawn ? "true" : "false";
    const chosen = model.get("give_back");
    root.dataset.giveBack = chosen === null || chosen === undefined ? "" : String(chosen);
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return stop;
}

export default { render };
