// The tabs of a set's book page: the set (1 to 4) and the book (orange, black and the five
// colours of a set), with the chosen book's page. Intents: {type: "set", value},
// {type: "book", colour}. It never sets a trait and knows no rule; the worked example is a
// Stepper beside it. Uses rb.* from base.js (put in front of this file by Python).

const TRAITS = ["set", "colour", "sets", "books", "title", "action", "picture", "error", "revision"];

let uid = 0;

function tabRow(label) {
  const row = rb.make("div", "rb-bp-tabs", { role: "group", "aria-label": label });
  const caption = rb.make("span", "rb-field-label");
  caption.textContent = label;
  const buttons = rb.make("div", "rb-bp-tab-buttons");
  row.append(caption, buttons);
  return { row, buttons };
}

function render({ model, el }) {
  const id = `rb-bp-${++uid}`;
  const root = rb.root("rb-book-page", "Ingrediëntenboeken van een set");
  const send = (intent) => rb.send(model, intent);

  const sets = tabRow("Set");
  const books = tabRow("Boek");
  const roveSets = rb.roving(sets.buttons, "button");
  const roveBooks = rb.roving(books.buttons, "button");
  sets.buttons.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-value]");
    if (button) send({ type: "set", value: Number(button.dataset.value) });
  });
  books.buttons.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-colour]");
    if (button) send({ type: "book", colour: button.dataset.colour });
  });

  const error = rb.errorBox();
  const title = rb.make("h4", "rb-heading rb-bp-title", { id: `${id}-title` });
  const picture = rb.make("figure", "rb-picture rb-bp-picture", { "aria-labelledby": `${id}-title` });
  const note = rb.make("p", "rb-help");
  note.textContent = "Hieronder zie je de actie aan het werk: een voorbeeld, stap voor stap.";
  root.append(sets.row, books.row, error, title, picture, note);
  el.append(root);

  let shownSets = null;
  let shownBooks = null;

  function draw() {
    const options = model.get("sets") || [];
    if (options !== shownSets) {
      shownSets = options;
      sets.buttons.replaceChildren(
        ...options.map((option) => rb.button(option.label, { "data-value": String(option.value) }, "rb-bp-tab")),
      );
    }
    const list = model.get("books") || [];
    if (list !== shownBooks) {
      shownBooks = list;
      books.buttons.replaceChildren(
        ...list.map((book) => {
          const button = rb.button(book.label, { "data-colour": book.colour }, "rb-bp-tab rb-bp-book");
          button.style.setProperty("--rb-book-colour", book.fill);
          return button;
        }),
      );
    }
    const current = model.get("set");
    const colour = model.get("colour");
    let setIndex = 0;
    sets.buttons.querySelectorAll("button").forEach((button, i) => {
      const on = Number(button.dataset.value) === current;
      button.setAttribute("aria-pressed", String(on));
      if (on) setIndex = i;
    });
    let bookIndex = 0;
    books.buttons.querySelectorAll("button").forEach((button, i) => {
      const on = button.dataset.colour === colour;
      button.setAttribute("aria-pressed", String(on));
      if (on) bookIndex = i;
    });
    // Tab reaches the chosen set and book; the arrows move within each row.
    if (!rb.focusedIn(sets.buttons)) roveSets(setIndex);
    if (!rb.focusedIn(books.buttons)) roveBooks(bookIndex);
    rb.showError(error, model.get("error"));
    title.textContent = model.get("title") || "";
    rb.picture(picture, model.get("picture") || "");
    root.dataset.set = String(current);
    root.dataset.colour = colour || "";
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return stop;
}

export default { render };
