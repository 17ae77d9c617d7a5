// Castle Combo's tableau editor: nine places, each with a card picked by name (a list to search
// in), a button for a face-down card, gold on a purse and a key on a lock; the keys and gold in
// hand; the square's picture with every card's points; the ruling of the chosen card or of the
// whole square. Intents: {type: "place", row, col, card}, {type: "face_down", row, col},
// {type: "purse", row, col, value}, {type: "key", row, col, value}, {type: "keys", value},
// {type: "gold", value}, {type: "focus", row, col}. It never sets a trait and knows no rule:
// Python scores and refuses. Uses rb.* from base.js (put in front by Python).

const TRAITS = ["cells", "hand_keys", "hand_gold", "total", "outcome", "focus", "picture", "ruling", "cards", "caption", "error", "revision"];

let uid = 0;

function render({ model, el }) {
  const id = `rb-ct-${++uid}`;
  const root = rb.root("rb-castle-tableau", "Vierkant van Castle Combo leggen en tellen");
  const send = (intent) => rb.send(model, intent);

  const caption = rb.make("p", "rb-ct-caption");
  const total = rb.make("p", "rb-ct-total", { "aria-live": "polite" });
  const picture = rb.make("div", "rb-ct-picture");
  const list = rb.make("datalist", "", { id: `${id}-cards` });
  const help = rb.make("p", "rb-help", { id: `${id}-help` });
  help.textContent =
    "Typ of kies een kaart (Engelse naam; een Nederlandse naam werkt waar die bekend is) en druk " +
    "op Enter. 'Gedekt' legt een gedekte kaart; goud op een beurs en een sleutel op een slot zet " +
    "je eronder.";
  const grid = rb.make("div", "rb-ct-grid", { role: "list", "aria-label": "De negen plaatsen" });

  const hand = rb.make("div", "rb-ct-hand");
  const number = (label, name) => {
    const wrap = rb.make("label", "rb-field");
    const text = rb.make("span", "rb-field-label");
    text.textContent = label;
    const input = rb.make("input", "rb-input rb-ct-number", { type: "number", min: "0", max: "99", "data-name": name });
    wrap.append(text, input);
    return { wrap, input };
  };
  const keys = number("Sleutels in je hand", "keys");
  const gold = number("Goud in je hand", "gold");
  const whole = rb.button("Uitleg van het hele vierkant", { "data-action": "whole" });
  hand.append(keys.wrap, gold.wrap, whole);
  whole.addEventListener("click", () => send({ type: "focus", row: -1, col: -1 }));

  const error = rb.errorBox();
  const ruling = rb.make("div", "rb-ct-ruling");
  root.append(caption, total, picture, help, list, grid, hand, error, ruling);
  el.append(root);
  rb.keepKeysInFields(root);

  const asNumber = (value) => {
    const n = Number(value);
    return value !== "" && Number.isInteger(n) ? n : value;
  };
  for (const field of [keys, gold]) {
    field.input.addEventListener("change", () => send({ type: field.input.dataset.name, value: asNumber(field.input.value) }));
  }

  grid.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-action]");
    if (!button) return;
    const row = Number(button.dataset.row);
    const col = Number(button.dataset.col);
    if (button.dataset.action === "face-down") send({ type: "face_down", row, col });
    if (button.dataset.action === "explain") send({ type: "focus", row, col });
  });
  const submitName = (input) => {
    if (!input.value.trim()) return;
    send({ type: "place", row: Number(input.dataset.row), col: Number(input.dataset.col), card: input.value });
  };
  grid.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && event.target.dataset.name === "card" && !event.isComposing) {
      event.preventDefault();
      submitName(event.target);
    }
  });
  grid.addEventListener("change", (event) => {
    const input = event.target;
    const row = Number(input.dataset.row);
    const col = Number(input.dataset.col);
    if (input.dataset.name === "card") submitName(input);
    if (input.dataset.name === "purse") send({ type: "purse", row, col, value: asNumber(input.value) });
    if (input.dataset.name === "key") send({ type: "key", row, col, value: input.checked });
  });

  function cellNode(cell) {
    const at = { "data-row": String(cell.row), "data-col": String(cell.col) };
    const node = rb.make("div", "rb-ct-cell", { role: "listitem", ...at });
    const head = rb.make("div", "rb-ct-cell-head");
    const where = rb.make("span", "rb-ct-where");
    where.textContent = cell.place;
    const points = rb.make("span", "rb-ct-points");
    head.append(where, points);
    const name = rb.make("input", "rb-input rb-ct-name", {
      ...at,
      type: "text",
      list: `${id}-cards`,
      "data-name": "card",
      spellcheck: "false",
      autocomplete: "off",
      "aria-label": `Kaart op ${cell.place}`,
      "aria-describedby": `${id}-help`,
    });
    const buttons = rb.make("div", "rb-ct-buttons");
    const down = rb.button("Gedekt", { ...at, "data-action": "face-down", "aria-label": `Gedekte kaart op ${cell.place}` });
    const explain = rb.button("Uitleg", { ...at, "data-action": "explain", "aria-label": `Uitleg van de kaart op ${cell.place}` });
    buttons.append(down, explain);
    const tokens = rb.make("div", "rb-ct-tokens");
    const why = rb.make("p", "rb-ct-why");
    node.append(head, name, buttons, tokens, why);
    return node;
  }

  function drawTokens(node, cell) {
    const tokens = node.querySelector(".rb-ct-tokens");
    const at = { "data-row": String(cell.row), "data-col": String(cell.col) };
    const wanted = `${cell.purse}|${cell.lock}`;
    if (tokens.dataset.kind !== wanted) {
      tokens.dataset.kind = wanted;
      tokens.replaceChildren();
      if (cell.purse) {
        const wrap = rb.make("label", "rb-field rb-ct-purse");
        const text = rb.make("span", "rb-field-label");
        text.textContent = `goud op de beurs (0 tot ${cell.purse})`;
        const input = rb.make("input", "rb-input", { ...at, type: "number", min: "0", max: String(cell.purse), "data-name": "purse" });
        wrap.append(text, input);
        tokens.append(wrap);
      }
      if (cell.lock) {
        const wrap = rb.make("label", "rb-ct-key");
        const box = rb.make("input", "", { ...at, type: "checkbox", "data-name": "key" });
        const text = rb.make("span");
        text.textContent = "sleutel op het slot";
        wrap.append(box, text);
        tokens.append(wrap);
      }
    }
    const purse = tokens.querySelector("[data-name=purse]");
    if (purse) purse.value = String(cell.gold);
    const key = tokens.querySelector("[data-name=key]");
    if (key) key.checked = cell.key;
  }

  let shownCards = null;

  function draw() {
    const cards = model.get("cards") || [];
    if (cards !== shownCards) {
      shownCards = cards;
      list.replaceChildren(
        ...cards.map((card) => {
          const option = rb.make("option", "", { value: card.name });
          option.textContent = card.label;
          return option;
        }),
      );
    }
    caption.textContent = model.get("caption") || "";
    caption.hidden = !model.get("caption");
    total.textContent = model.get("outcome") || "";
    rb.picture(picture, model.get("picture"));
    const cells = model.get("cells") || [];
    if (grid.children.length !== cells.length) grid.replaceChildren(...cells.map(cellNode));
    const focus = model.get("focus") || [];
    cells.forEach((cell, i) => {
      const node = grid.children[i];
      node.dataset.faceDown = String(cell.face_down);
      node.dataset.chosen = String(focus.length === 2 && focus[0] === cell.row && focus[1] === cell.col);
      node.querySelector(".rb-ct-points").textContent = `${cell.points} punten`;
      const name = node.querySelector(".rb-ct-name");
      if (name !== name.ownerDocument.activeElement || !model.get("error")) name.value = cell.face_down ? "" : cell.name;
      name.placeholder = cell.face_down ? "gedekt" : "";
      node.querySelector(".rb-ct-why").textContent = cell.explanation;
      drawTokens(node, cell);
    });
    keys.input.value = String(model.get("hand_keys"));
    gold.input.value = String(model.get("hand_gold"));
    root.dataset.total = String(model.get("total"));
    rb.showError(error, model.get("error"));
    rb.ruling(ruling, model.get("ruling"));
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return stop;
}

export default { render };
