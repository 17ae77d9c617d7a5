// The rat-tail explorer's view: a score field per player (with − and +), the number of players,
// whose rats to explain, the option for scores past 50, the score track and the ruling.
// Intents: {type: "score", seat, value}, {type: "players", value}, {type: "focus", value},
// {type: "second_lap", value}. It never sets a trait and knows no rule: the tails, the picture
// and every sentence come from Python. Uses rb.* from base.js (put in front of this file).

const TRAITS = ["scores", "focus", "second_lap", "tails", "picture", "ruling", "error", "revision"];

let uid = 0;

function render({ model, el }) {
  const id = `rb-rats-${++uid}`;
  const root = rb.root("rb-rat-tails", "Rattenstaarten op het scorespoor");
  const send = (intent) => rb.send(model, intent);

  const top = rb.make("div", "rb-rats-top");
  const players = rb.select("Spelers", "players", (value) => send({ type: "players", value }));
  const lapLabel = rb.make("label", "rb-rats-lap");
  const lap = rb.make("input", "", { type: "checkbox", "data-name": "second_lap" });
  const lapText = rb.make("span");
  lapText.textContent = "boven 50 punten tellen de staarten opnieuw";
  lapLabel.append(lap, lapText);
  lap.addEventListener("change", () => send({ type: "second_lap", value: lap.checked }));
  top.append(players.wrap, lapLabel);

  const heading = rb.make("h4", "rb-heading", { id: `${id}-scores` });
  heading.textContent = "Scores (kies wiens ratten je wilt zien)";
  const rows = rb.make("div", "rb-rats-rows", { role: "radiogroup", "aria-labelledby": `${id}-scores` });
  const error = rb.errorBox();
  const picture = rb.make("figure", "rb-picture rb-rats-track");
  const ruling = rb.make("div", "rb-rats-ruling", { "aria-live": "polite" });
  root.append(top, heading, rows, error, picture, ruling);
  el.append(root);
  rb.keepKeysInFields(root);

  const sendScore = (seat, value) => {
    const number = Number(value);
    // A field left without a change (Enter, then Tab away) asks nothing new.
    if (value !== "" && number === (model.get("scores") || [])[seat] && !model.get("error")) return;
    send({ type: "score", seat, value: value !== "" && Number.isInteger(number) ? number : value });
  };

  rows.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-action]");
    if (!button) return;
    const seat = Number(button.dataset.seat);
    const scores = model.get("scores") || [];
    if (button.dataset.action === "less") send({ type: "score", seat, value: scores[seat] - 1 });
    if (button.dataset.action === "more") send({ type: "score", seat, value: scores[seat] + 1 });
  });
  rows.addEventListener("change", (event) => {
    const field = event.target;
    if (field.matches("input[type=number]")) sendScore(Number(field.dataset.seat), field.value);
    if (field.matches("input[type=radio]")) send({ type: "focus", value: Number(field.value) });
  });
  rows.addEventListener("keydown", (event) => {
    const field = event.target;
    if (event.key === "Enter" && field.matches("input[type=number]")) {
      event.preventDefault();
      sendScore(Number(field.dataset.seat), field.value);
    }
  });

  let shownCount = -1;

  function drawRows() {
    const scores = model.get("scores") || [];
    const tails = model.get("tails") || [];
    const focus = model.get("focus");
    const focused = rb.focusedIn(rows);
    const keep = focused ? `[data-seat="${focused.dataset.seat}"][data-action="${focused.dataset.action ?? ""}"]` : null;
    if (scores.length !== shownCount) {
      shownCount = scores.length;
      rows.replaceChildren(
        ...scores.map((_, seat) => {
          const row = rb.make("div", "rb-rats-row", { "data-seat": String(seat) });
          const pick = rb.make("label", "rb-rats-pick");
          const radio = rb.make("input", "", {
            type: "radio",
            name: `${id}-focus`,
            value: String(seat),
            "data-seat": String(seat),
            "data-action": "",
          });
          const who = rb.make("span", "rb-rats-who");
          who.textContent = `Speler ${seat + 1}`;
          pick.append(radio, who);
          const less = rb.button("−", { "data-action": "less", "data-seat": String(seat), "aria-label": `Speler ${seat + 1}: één punt minder` });
          const field = rb.make("input", "rb-input rb-rats-score", {
            type: "number",
            inputmode: "numeric",
            min: "0",
            step: "1",
            "data-seat": String(seat),
            "aria-label": `Punten van speler ${seat + 1}`,
          });
          const more = rb.button("+", { "data-action": "more", "data-seat": String(seat), "aria-label": `Speler ${seat + 1}: één punt meer` });
          const result = rb.make("span", "rb-rats-result");
          row.append(pick, less, field, more, result);
          return row;
        }),
      );
    }
    const error = model.get("error");
    rows.querySelectorAll(".rb-rats-row").forEach((row, seat) => {
      const field = row.querySelector(".rb-rats-score");
      if (!(error && field === focused)) field.value = String(scores[seat]);
      field.setAttribute("aria-invalid", error && field === focused ? "true" : "false");
      row.querySelector("input[type=radio]").checked = seat === focus;
      row.classList.toggle("rb-rats-focus", seat === focus);
      row.querySelector(".rb-rats-result").textContent = tails[seat] || "";
      row.dataset.tails = tails[seat] || "";
    });
    if (keep && !rows.contains(focused)) rows.querySelector(keep)?.focus();
  }

  function draw() {
    const count = (model.get("scores") || []).length;
    players.update(
      [2, 3, 4].map((n) => ({ value: n, label: `${n} spelers` })),
      count,
    );
    lap.checked = Boolean(model.get("second_lap"));
    drawRows();
    rb.showError(error, model.get("error"));
    rb.picture(picture, model.get("picture") || "");
    rb.ruling(ruling, model.get("ruling"));
    root.dataset.focus = String(model.get("focus"));
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return stop;
}

export default { render };
