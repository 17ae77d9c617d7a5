// The shop's view: the coins, the round and the set as controls, every book's prices (a click on
// a chip marks it sold out, or on sale again), what the coins buy and the ruling. Intents:
// {type: "coins", value}, {type: "round", value}, {type: "set", value}, {type: "sold_out", chip}.
// It never sets a trait and knows no rule: prices, marks and sentences come from Python. Uses
// rb.* from base.js (put in front of this file by Python).

const TRAITS = ["coins", "round", "set", "choices", "books", "singles", "pairs", "ruling", "error", "revision"];

const STATES = {
  koop: "te koop",
  duur: "te duur",
  op: "uitverkocht",
  dicht: "boek nog dicht",
};

let uid = 0;

function render({ model, el }) {
  const id = `rb-shop-${++uid}`;
  const root = rb.root("rb-shop", "Wat kan ik kopen?");
  const send = (intent) => rb.send(model, intent);

  // Controls -----------------------------------------------------------------------------------
  const controls = rb.make("div", "rb-shop-controls");
  const coinsField = rb.make("label", "rb-field");
  const coinsLabel = rb.make("span", "rb-field-label");
  coinsLabel.textContent = "Geld";
  const coinsRow = rb.make("span", "rb-shop-coins");
  const less = rb.button("−", { "data-action": "less", "aria-label": "Minder geld" });
  const coins = rb.make("input", "rb-input rb-shop-coin-input", {
    type: "number",
    inputmode: "numeric",
    min: "0",
    step: "1",
    "aria-label": "Geld",
  });
  const more = rb.button("+", { "data-action": "more", "aria-label": "Meer geld" });
  coinsRow.append(less, coins, more);
  coinsField.append(coinsLabel, coinsRow);
  const round = rb.select("Ronde", "round", (value) => send({ type: "round", value }));
  const set = rb.select("Set", "set", (value) => send({ type: "set", value }));
  controls.append(coinsField, round.wrap, set.wrap);

  const sendCoins = () => {
    const value = Number(coins.value);
    send({ type: "coins", value: Number.isInteger(value) ? value : coins.value });
  };
  coins.addEventListener("change", sendCoins);
  coins.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      sendCoins();
    }
  });
  less.addEventListener("click", () => send({ type: "coins", value: (model.get("coins") || 0) - 1 }));
  more.addEventListener("click", () => send({ type: "coins", value: (model.get("coins") || 0) + 1 }));
  rb.keepKeysInFields(root);

  const error = rb.errorBox();

  // The books ----------------------------------------------------------------------------------
  const booksHeading = rb.make("h4", "rb-heading", { id: `${id}-books` });
  booksHeading.textContent = "De boeken: prijzen (klik een fiche aan als het uitverkocht is)";
  const books = rb.make("div", "rb-shop-books", { role: "list", "aria-labelledby": `${id}-books` });
  books.addEventListener("click", (event) => {
    const chip = event.target.closest("[data-chip]");
    if (chip) send({ type: "sold_out", chip: chip.dataset.chip });
  });

  // What the coins buy -------------------------------------------------------------------------
  const buysHeading = rb.make("h4", "rb-heading");
  const singles = rb.make("div", "rb-shop-singles", { role: "list" });
  const pairs = rb.make("details", "rb-shop-pairs");
  const pairsSummary = rb.make("summary");
  const pairsList = rb.make("p", "rb-shop-pair-list");
  pairs.append(pairsSummary, pairsList);
  const ruling = rb.make("div", "rb-shop-ruling", { "aria-live": "polite" });

  root.append(controls, error, booksHeading, books, buysHeading, singles, pairs, ruling);
  el.append(root);

  function drawBooks() {
    const focused = rb.focusedIn(books);
    const focusedChip = focused?.dataset.chip;
    books.replaceChildren(
      ...(model.get("books") || []).map((book) => {
        const row = rb.make("div", "rb-shop-book", { role: "listitem", "data-colour": book.colour });
        const name = rb.make("span", "rb-shop-book-name");
        name.textContent = book.set ? `${book.name} (set ${book.set})` : book.name;
        const prices = rb.make("span", "rb-shop-prices");
        for (const chip of book.chips) {
          const item = rb.make("span", "rb-shop-price", { "data-state": chip.state });
          const disc = rb.disc(chip, "", {
            "aria-pressed": String(chip.state === "op"),
            "aria-label": `${chip.label}, ${chip.price} geld, ${STATES[chip.state]}`,
            title: `${chip.title}: ${chip.price} geld (${STATES[chip.state]}); klik: uitverkocht aan of uit`,
          });
          const cost = rb.make("span", "rb-shop-cost");
          cost.textContent = `${chip.price}`;
          const mark = rb.make("span", "rb-shop-mark");
          mark.textContent = STATES[chip.state];
          item.append(disc, cost, mark);
          prices.append(item);
        }
        row.append(name, prices);
        return row;
      }),
    );
    if (focusedChip) books.querySelector(`[data-chip="${focusedChip}"]`)?.focus();
  }

  function draw() {
    const focused = rb.focusedIn(root);
    const choices = model.get("choices") || {};
    coins.max = "35";
    if (focused !== coins || !model.get("error")) coins.value = String(model.get("coins"));
    coins.setAttribute("aria-invalid", model.get("error") && focused === coins ? "true" : "false");
    round.update(choices.round, model.get("round"));
    set.update(choices.set, model.get("set"));
    rb.showError(error, model.get("error"));
    drawBooks();

    const bought = model.get("singles") || [];
    buysHeading.textContent = bought.length
      ? `Voor ${model.get("coins")} geld te koop (${bought.length} los)`
      : `Voor ${model.get("coins")} geld is niets te koop`;
    singles.replaceChildren(
      ...bought.map((chip) => {
        const item = rb.make("span", "rb-shop-single", { role: "listitem" });
        const cost = rb.make("span", "rb-shop-cost");
        cost.textContent = `${chip.price}`;
        item.append(rb.disc(chip, "", {}, "span"), cost);
        return item;
      }),
    );
    const list = model.get("pairs") || [];
    pairs.hidden = !list.length;
    pairsSummary.textContent = `Twee van verschillende kleur: ${list.length} ${list.length === 1 ? "paar" : "paren"}`;
    pairsList.textContent = list.join(", ");
    rb.ruling(ruling, model.get("ruling"));
    root.dataset.coins = String(model.get("coins"));
    root.dataset.singles = String(bought.length);
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return stop;
}

export default { render };
