// The game table's view: draws what Python keeps in the model's traits (the pictures of the
// state, the seats, what the human seats may do, the log, the result) and forwards clicks as
// intents: {type: "act", seat, action, turn}, {type: "step"}, {type: "play"}, {type: "undo"},
// {type: "history"}, {type: "pictures"}. It knows no rule of any game: every label and every action's notation comes
// from Python, which checks each intent before anything changes. Uses rb.* from base.js (put in
// front of this file by Python). Every class name starts with "rb-".
//
// The log arrives in pieces: "log_new" holds the lines from "log_from" on, so a click sends
// only the lines it added. The view keeps the earlier ones; a view that missed them (shown
// again in another cell) asks Python for the whole log once. The pictures likewise: the trait
// "picture_index" names them in order with a digest, a "pictures" message brings only those
// that changed, and the view redraws only those (a view without them asks once).
//
// The leermodus: a checkbox sends {type: "leermodus", on}; Python answers with the lesson
// ("lesson": the question with its clause, every option with its clause and what it does now,
// what each computer strategy would take and why), the computers' reasons in the log lines
// ("reason"), and at the end the review ("review"; its button sends {type: "review"}). All of it
// is text computed in Python; this view only lays it out, as text a keyboard and a screen
// reader reach (no tooltip holds anything only there).

const TRAITS = [
  "title",
  "picture_index",
  "seats",
  "status",
  "stage",
  "menus",
  "moves",
  "turn_of",
  "can_undo",
  "log_from",
  "log_new",
  "log_length",
  "result",
  "leermodus",
  "lesson",
  "review",
  "error",
  "revision",
];

function button(className, text, attributes = {}) {
  const node = rb.make("button", `rb-gt-button ${className}`, { type: "button", ...attributes });
  node.textContent = text;
  return node;
}

/** A clause link opens its chapter in the JupyterLab the reader is in, at the heading, in a
 * tab of its own (as a link in a chapter's text does), so the game stays where it is; elsewhere
 * (the static book, Voilà) the link opens in a new tab. */
function openInLab(event, place) {
  const app = globalThis.jupyterapp;
  const command = "rendermime:handle-local-link";
  if (!app?.commands?.hasCommand?.(command) || event.button !== 0) return;
  if (event.ctrlKey || event.metaKey || event.shiftKey) return; // the reader asked for a tab
  const here = app.shell?.currentWidget?.context?.path || "";
  const folder = here.includes("/") ? here.slice(0, here.lastIndexOf("/") + 1) : "";
  const [chapter, anchor] = place.split("#");
  event.preventDefault();
  app.commands.execute(command, { path: folder + chapter, id: anchor ? `#${anchor}` : "" });
}

/** "regel: <title> (<id>)", a link to the chapter that teaches the clause when there is one. */
function rule(clause, className = "rb-gt-rule") {
  const node = rb.make("span", className);
  if (!clause || !clause.id) return node;
  node.append("regel: ");
  const text = clause.title ? `${clause.title} (${clause.id})` : clause.id;
  if (clause.href) {
    const link = rb.make("a", "rb-gt-rule-link", {
      href: clause.href,
      target: "_blank",
      rel: "noopener",
      title: clause.chapter ? `In het hoofdstuk ${clause.chapter}` : "",
    });
    link.textContent = text;
    link.addEventListener("click", (event) => openInLab(event, clause.href));
    node.append(link);
  } else {
    node.append(text);
  }
  return node;
}

/** Options beyond this many are folded away under their summary (a shop's long list). */
const OPEN_OPTIONS = 8;

let tables = 0; // numbers each view, for the ids that tie a choice's button to its lesson

function render({ model, el }) {
  const root = rb.root("rb-game-table", "Speltafel");
  const uid = `rb-gt-${++tables}`;
  const send = (intent) => {
    // Remember which control the keyboard was on: it is disabled while Python answers (the
    // browser then drops the focus), and the reader expects to be back on it afterwards.
    const focused = rb.focusedIn(root);
    refocus = focused ? focused.dataset.notation || focused.dataset.action || "" : null;
    pending = true;
    drawBusy();
    rb.send(model, intent);
  };

  // The side: who is at the table, what to do, the log -----------------------------------------
  const side = rb.make("div", "rb-gt-side");
  const title = rb.make("h4", "rb-gt-title");
  // The leermodus switch: a real checkbox, reached with Tab, toggled with space.
  const switchLabel = rb.make("label", "rb-gt-switch");
  const teaching = rb.make("input", "rb-gt-leermodus", {
    type: "checkbox",
    role: "switch",
    "data-action": "leermodus",
  });
  const switchText = rb.make("span", "rb-gt-switch-text");
  switchText.textContent = "Leermodus";
  switchLabel.append(teaching, switchText);
  const lesson = rb.make("section", "rb-gt-lesson", {
    "aria-label": "Leermodus: wat je nu beslist",
  });
  const review = rb.make("section", "rb-gt-review", { "aria-label": "Nabespreking" });
  const seats = rb.make("ul", "rb-gt-seats", { "aria-label": "Spelers en punten" });
  const stage = rb.make("p", "rb-gt-stage"); // round, phase and what it asks: where the eye is
  const status = rb.make("p", "rb-gt-status", { role: "status" });
  const error = rb.errorBox();
  const menus = rb.make("div", "rb-gt-menus");
  const computer = rb.make("div", "rb-gt-computer", {
    role: "group",
    "aria-label": "Computerspelers",
  });
  const stepButton = button("rb-gt-step", "volgende zet", { "data-action": "step" });
  const playButton = button("rb-gt-play", "laat de computer spelen", { "data-action": "play" });
  computer.append(stepButton, playButton);
  const result = rb.make("p", "rb-gt-result", { role: "status" });
  const tools = rb.make("div", "rb-gt-tools");
  const undoButton = button("rb-gt-undo rb-gt-quiet", "neem terug", {
    "data-action": "undo",
    title: "Neem je laatste klik terug (met wat de computer daarna deed)",
  });
  tools.append(undoButton);

  const logHeading = rb.make("h5", "rb-gt-log-heading");
  logHeading.textContent = "Wat er gebeurde";
  const log = rb.make("ol", "rb-gt-log", { role: "log", "aria-label": "Verloop van de partij" });
  // The log scrolls in a box that keeps its end in view by CSS (a reversed flex column), so no
  // script reads the page's layout in the middle of a redraw (that forced a second layout of
  // the whole notebook on every click).
  const logBox = rb.make("div", "rb-gt-log-box");
  logBox.append(log);
  side.append(
    title,
    switchLabel,
    seats,
    stage,
    status,
    error,
    menus,
    lesson,
    computer,
    result,
    review,
    tools,
    logHeading,
    logBox,
  );

  // The pictures of the state ---------------------------------------------------------------------
  const pictures = rb.make("div", "rb-gt-pictures");

  root.append(side, pictures);
  el.classList.add("rb-gt-host"); // a size container: a very narrow column scrolls the table
  el.append(root);
  rb.keepKeysInFields(root);

  // Events ----------------------------------------------------------------------------------------
  let pending = false; // an intent is on its way: no second click on a stale offer
  let refocus = null; // the control (notation or action) to give the focus back to
  let lines = []; // the whole log as far as this view knows it
  let asked = false; // asked Python for the whole log once
  const store = new Map(); // key -> [digest, picture]: every picture Python sent this view
  const figures = new Map(); // key -> {figure, digest}: the pictures on the page
  let askedPictures = false;

  stepButton.addEventListener("click", () => send({ type: "step" }));
  playButton.addEventListener("click", () => send({ type: "play" }));
  undoButton.addEventListener("click", () => send({ type: "undo" }));
  teaching.addEventListener("change", () => send({ type: "leermodus", on: teaching.checked }));
  review.addEventListener("click", (event) => {
    const target = event.target.closest('[data-action="review"]');
    if (!target || target.disabled) return;
    // a table with several human seats names the seat to review; one human: no seat needed
    const seat = target.dataset.seat;
    send(seat === undefined ? { type: "review" } : { type: "review", seat: Number(seat) });
  });
  menus.addEventListener("click", (event) => {
    const target = event.target.closest("[data-action]");
    if (!target || target.disabled) return;
    const seat = Number(target.dataset.seat);
    let action = target.dataset.notation;
    if (target.dataset.action === "pick") {
      const select = menus.querySelector(`select[data-pick="${target.dataset.pick}"]`);
      action = select ? select.value : "";
    }
    if (action) send({ type: "act", seat, action, turn: model.get("moves") });
  });
  // Drawing ---------------------------------------------------------------------------------------
  let shownMenus = null;
  let shownRevision = null;

  /** Only the pictures whose digest changed are redrawn; the others stay in the page. */
  function drawPictures() {
    const index = model.get("picture_index") || [];
    const wanted = [];
    for (const { key, digest } of index) {
      const known = store.get(key);
      if (!known || known[0] !== digest) {
        if (!askedPictures) {
          askedPictures = true; // this view missed them: ask Python for every picture, once
          rb.send(model, { type: "pictures" });
        }
        continue;
      }
      let shown = figures.get(key);
      if (!shown) {
        const figure = rb.make("figure", "rb-gt-picture", { "data-key": key });
        shown = { figure, digest: null };
        figures.set(key, shown);
      }
      if (shown.digest !== digest) {
        shown.figure.innerHTML = known[1]; // SVG or HTML made by rulebook in Python, not the reader
        shown.digest = digest;
      }
      wanted.push(shown.figure);
    }
    const keys = new Set(index.map((item) => item.key));
    for (const key of [...figures.keys()]) if (!keys.has(key)) figures.delete(key);
    const same =
      wanted.length === pictures.childElementCount &&
      wanted.every((figure, i) => pictures.children[i] === figure);
    if (!same) pictures.replaceChildren(...wanted);
    // The widest picture, from its own width attribute (no layout is read): see ``stack``.
    widest = Math.max(
      0,
      ...wanted.map((figure) => Number(figure.querySelector("svg")?.getAttribute("width")) || 0),
    );
    stack();
  }

  // A picture never shrinks (its text stays at 11 px or more). When the widest one does not fit
  // beside the choices but does fit the table's whole width, the choices go above the pictures
  // (the layout of a narrow window) instead of the picture scrolling in its box. The table's
  // width comes from a ResizeObserver, so no script forces a layout.
  let widest = 0;
  let width = 0;
  // the side's 17rem and the 1rem gap (game_table.css), in px, read once
  const SIDE_AND_GAP = 18 * (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);
  function stack() {
    const stacked = widest > 0 && width > widest && widest + SIDE_AND_GAP > width;
    root.classList.toggle("rb-gt-stacked", stacked);
  }
  const sizes = new ResizeObserver((entries) => {
    width = entries[entries.length - 1].contentRect.width;
    stack();
  });
  sizes.observe(root);

  function drawSeats() {
    seats.replaceChildren(
      ...(model.get("seats") || []).map((seat) => {
        const item = rb.make("li", "rb-gt-seat", {
          "data-seat": String(seat.seat),
          "data-human": seat.human ? "ja" : "nee",
        });
        if (seat.to_move) item.classList.add("rb-gt-to-move");
        const name = rb.make("span", "rb-gt-seat-name");
        name.textContent = `${seat.name} (${seat.player})`;
        const score = rb.make("span", "rb-gt-seat-score");
        score.textContent = `${seat.score} ${seat.score === 1 ? "punt" : "punten"}`;
        item.append(name, score);
        return item;
      }),
    );
  }

  function offerButton(menu, offer, big) {
    const node = button(big ? "rb-gt-offer rb-gt-big" : "rb-gt-offer", offer.short, {
      "data-action": "act",
      "data-seat": String(menu.seat),
      "data-notation": offer.action,
      title: offer.label,
      "aria-label": offer.detail ? `${offer.label}: ${offer.detail}` : offer.label,
    });
    if (offer.detail) {
      // The facts to choose by (a patient's card, what a glass gives), under the choice.
      const detail = rb.make("span", "rb-gt-offer-detail");
      detail.textContent = offer.detail;
      node.append(detail);
    }
    return node;
  }

  function drawMenus() {
    const all = model.get("menus") || [];
    if (all === shownMenus) return;
    const focused = rb.focusedIn(menus);
    shownMenus = all;
    menus.replaceChildren(
      ...all.map((menu, m) => {
        const section = rb.make("section", "rb-gt-menu", {
          "aria-label": `Wat ${menu.name} nu kan doen`,
          "data-seat": String(menu.seat),
        });
        const heading = rb.make("p", "rb-gt-menu-heading");
        heading.textContent = menu.heading;
        section.append(heading);
        const singles = rb.make("div", "rb-gt-row");
        menu.groups.forEach((group, g) => {
          if (group.list) {
            const key = `${m}-${g}`;
            const wrap = rb.make("div", "rb-gt-pick");
            const select = rb.make("select", "rb-gt-select", {
              "data-pick": key,
              "aria-label": `${menu.heading} kies een van ${group.offers.length}`,
            });
            for (const offer of group.offers) {
              const option = rb.make("option", "", { value: offer.action, title: offer.label });
              option.textContent = offer.short;
              select.append(option);
            }
            const choose = button("rb-gt-choose", "kies", {
              "data-action": "pick",
              "data-pick": key,
              "data-seat": String(menu.seat),
            });
            wrap.append(select, choose);
            section.append(wrap);
            if (group.offers.some((offer) => offer.detail)) {
              const detail = rb.make("p", "rb-gt-pick-detail", { "aria-live": "polite" });
              const show = () => {
                const chosen = group.offers.find((offer) => offer.action === select.value);
                detail.textContent = chosen ? chosen.detail : "";
              };
              select.addEventListener("change", show);
              show();
              section.append(detail);
            }
          } else if (group.offers.length === 1) {
            singles.append(offerButton(menu, group.offers[0], true));
          } else {
            const column = rb.make("div", "rb-gt-column");
            column.append(...group.offers.map((offer) => offerButton(menu, offer, false)));
            section.append(column);
          }
        });
        if (singles.childElementCount) section.insertBefore(singles, heading.nextSibling);
        return section;
      }),
    );
    if (focused && refocus === null) refocus = "";
  }

  // The lesson and the review: redrawn only when Python sent a new one.
  let shownLesson = null;
  let shownReview = null;

  function drawLesson() {
    const now = model.get("lesson") || {};
    if (now === shownLesson) return;
    shownLesson = now;
    lesson.hidden = !now.options;
    if (!now.options) {
      lesson.replaceChildren();
      describeChoices(null);
      return;
    }
    const heading = rb.make("h5", "rb-gt-lesson-heading");
    // with several human seats the lesson says whose decision it teaches
    const humans = (model.get("seats") || []).filter((seat) => seat.human).length;
    heading.textContent = humans > 1 ? `Leermodus: speler ${now.seat + 1}` : "Leermodus";
    const clauses = now.clauses || {};
    const question = rb.make("p", "rb-gt-lesson-question");
    question.append(now.question || "", " ", rule(clauses[now.clause]));
    const count = now.options.length;
    const options = rb.make("details", "rb-gt-lesson-options");
    options.open = count <= OPEN_OPTIONS;
    const summary = rb.make("summary", "rb-gt-lesson-summary");
    summary.textContent = now.summary || "";
    const list = rb.make("ul", "rb-gt-lesson-list");
    const shared = now.clause || "";
    list.append(
      ...now.options.map((option, i) => {
        const item = rb.make("li", "rb-gt-lesson-option", {
          "data-option": option.action,
          id: `${uid}-option-${i}`,
        });
        const label = rb.make("strong", "rb-gt-lesson-label");
        label.textContent = option.label;
        item.append(label);
        if (option.now) item.append(`: ${option.now}`);
        // an option's own clause only where it is not the question's (said once, above)
        if (option.clause && option.clause !== shared) {
          item.append(" ", rule(clauses[option.clause]));
        }
        if (option.picked_by && option.picked_by.length) {
          const who = rb.make("span", "rb-gt-picked");
          who.textContent = `computer kiest dit: ${option.picked_by.join(", ")}`;
          item.append(" ", who);
        }
        return item;
      }),
    );
    options.append(summary, list);
    lesson.replaceChildren(heading, question, options);
    if ((now.picks || []).length) {
      const picksHeading = rb.make("p", "rb-gt-picks-heading");
      picksHeading.textContent = "Wat de computers zouden kiezen, en waarom:";
      const picks = rb.make("ul", "rb-gt-picks");
      picks.append(
        ...now.picks.map((pick) => {
          const item = rb.make("li", "rb-gt-pick-reason", { "data-strategy": pick.strategy });
          const name = rb.make("strong", "");
          name.textContent = `${pick.strategy}: `;
          item.append(name, `${pick.label}. `, pick.reason);
          return item;
        }),
      );
      lesson.append(picksHeading, picks);
    }
    describeChoices(now.options, now.seat);
  }

  /** A screen reader hears an option's lesson with its button (aria-describedby). */
  function describeChoices(options, seat) {
    const ids = new Map((options || []).map((option, i) => [option.action, `${uid}-option-${i}`]));
    for (const node of menus.querySelectorAll("button[data-notation]")) {
      // only the taught seat's buttons: another human seat may offer the same notation
      const id = Number(node.dataset.seat) === seat ? ids.get(node.dataset.notation) : undefined;
      if (id) node.setAttribute("aria-describedby", id);
      else node.removeAttribute("aria-describedby");
    }
  }

  function drawReview() {
    const now = model.get("review") || {};
    if (now === shownReview) return;
    shownReview = now;
    review.hidden = !("offered" in now);
    if (review.hidden) {
      review.replaceChildren();
      return;
    }
    const heading = rb.make("h5", "rb-gt-review-heading", { tabindex: "-1" });
    const humans = now.humans || [];
    const several = humans.length > 1; // a hot-seat table: each human seat has its own review
    heading.textContent = several && now.done ? `Nabespreking van speler ${now.seat + 1}` : "Nabespreking";
    review.replaceChildren(heading);
    if (now.offered && !now.done) {
      const intro = rb.make("p", "rb-gt-review-intro");
      intro.textContent =
        "Welke van je beslissingen kostten het meest? Proefpartijen vanaf elke keuze zoeken het uit.";
      review.append(intro);
    }
    if (now.offered && !now.done && !several) {
      review.append(button("rb-gt-review-button", "Bespreek de partij na", { "data-action": "review" }));
    }
    if (now.note) {
      const note = rb.make("p", "rb-gt-review-note");
      note.textContent = now.note;
      review.append(note);
    }
    if ((now.points || []).length) {
      const points = rb.make("ol", "rb-gt-review-points");
      points.append(
        ...now.points.map((point) => {
          const item = rb.make("li", "rb-gt-review-point", { "data-move": String(point.move) });
          const move = rb.make("strong", "");
          move.textContent = `Zet ${point.move}: `;
          const chosen = rb.make("em", "");
          chosen.textContent = point.chosen;
          const better = rb.make("em", "");
          better.textContent = point.better;
          item.append(move, "je koos ", chosen, "; beter was ", better, ` (${point.difference}).`);
          const why = rb.make("span", "rb-gt-review-why");
          why.append(point.explanation, " ", rule(point.clause));
          item.append(" ", why);
          return item;
        }),
      );
      review.append(points);
    }
    // several human seats: a button for each seat's own review, after the one shown
    if (now.offered && several) {
      for (const seat of humans) {
        if (now.done && seat === now.seat) continue;
        const label = `Bespreek de partij na voor speler ${seat + 1}`;
        review.append(button("rb-gt-review-button", label, { "data-action": "review", "data-seat": String(seat) }));
      }
    }
  }

  /** After an answer: the keyboard goes back to the same choice if it is still offered, else
   * to the first choice of the new offer. */
  function restoreFocus() {
    if (pending || refocus === null) return;
    const wanted = refocus;
    refocus = null;
    if (rb.focusedIn(root)) return;
    const enabled = ":not(:disabled)";
    const same = wanted
      ? root.querySelector(`[data-notation="${CSS.escape(wanted)}"]${enabled}`) ||
        root.querySelector(`[data-action="${CSS.escape(wanted)}"]${enabled}`)
      : null;
    // preventScroll: the control is where it was; scrolling to it would lay the page out now.
    // At the end the review's button is next; after the review its heading takes the focus
    // (the points are read from there).
    const next =
      same ||
      menus.querySelector(`button${enabled}, select`) ||
      review.querySelector(`button${enabled}`) ||
      (wanted === "review" ? review.querySelector(".rb-gt-review-heading") : null);
    next?.focus({ preventScroll: true });
  }

  function drawBusy() {
    const busy = pending;
    root.classList.toggle("rb-gt-busy", busy);
    for (const node of root.querySelectorAll(".rb-gt-button, .rb-gt-select")) {
      const action = node.dataset.action;
      if (action === "undo") node.disabled = busy || !model.get("can_undo");
      else node.disabled = busy;
    }
  }

  const KINDS = { kans: "rb-gt-by-chance", jij: "rb-gt-by-human", computer: "rb-gt-by-computer" };

  function entry(line, fresh) {
    const item = rb.make("li", `rb-gt-line ${KINDS[line.who] || ""}`, {
      value: String(line.n),
      title: line.action,
    });
    if (fresh) item.classList.add("rb-gt-fresh");
    item.textContent = line.text;
    if (line.reason) {
      // The computer's own reason for its choice (the leermodus), under the move.
      const reason = rb.make("span", "rb-gt-reason");
      reason.textContent = `waarom: ${line.reason}`;
      item.append(reason);
    }
    const followed = line.outcomes || [];
    if (followed.length) {
      // What came of the action (an explosion, the points, a new round), read by Python.
      const list = rb.make("ul", "rb-gt-outcomes");
      list.append(
        ...followed.map((text) => {
          const outcome = rb.make("li", "rb-gt-outcome");
          outcome.textContent = text;
          return outcome;
        }),
      );
      item.append(list);
    }
    return item;
  }

  /** Lines before ``freshFrom`` that are on the page already stay (a click adds a few lines
   * to a log of hundreds: only those are drawn); the rest is drawn anew, marked fresh. */
  function paintLog(freshFrom) {
    const kept = Math.min(freshFrom, log.childElementCount);
    while (log.childElementCount > kept) log.lastElementChild.remove();
    for (const old of log.querySelectorAll(".rb-gt-fresh")) old.classList.remove("rb-gt-fresh");
    log.append(...lines.slice(kept).map((line, i) => entry(line, kept + i >= freshFrom)));
    log.dataset.count = String(lines.length);
  }

  function askHistory() {
    if (asked) return;
    asked = true;
    rb.send(model, { type: "history" });
  }

  function drawLog() {
    const from = model.get("log_from") || 0;
    const fresh = model.get("log_new") || [];
    if (lines.length < from) {
      askHistory(); // this view missed earlier lines
      return;
    }
    lines = lines.slice(0, from).concat(fresh);
    if (lines.length !== (model.get("log_length") || 0)) askHistory();
    paintLog(from);
  }

  function onMessage(message) {
    if (message && message.type === "pictures") {
      // After a click the changed pictures come just before the index that names them (which
      // then draws them); an answer to this view's own question is drawn at once.
      const answer = askedPictures;
      askedPictures = false;
      for (const [key, part] of Object.entries(message.parts || {})) store.set(key, part);
      if (answer) drawPictures();
      return;
    }
    if (!message || message.type !== "history") return;
    asked = false;
    lines = message.entries || [];
    log.replaceChildren(); // the whole log anew, what the last click added marked fresh
    drawLog();
  }
  model.on("msg:custom", onMessage);

  function draw() {
    const revision = model.get("revision");
    if (revision !== shownRevision) {
      shownRevision = revision;
      pending = false;
    }
    title.textContent = model.get("title") || "";
    drawSeats();
    stage.textContent = model.get("stage") || "";
    stage.hidden = !stage.textContent;
    status.textContent = model.get("status") || "";
    status.hidden = !status.textContent; // at the end the stage line says it: once
    rb.showError(error, model.get("error"));
    const menusBefore = shownMenus;
    drawMenus();
    teaching.checked = Boolean(model.get("leermodus"));
    const lessonBefore = shownLesson;
    drawLesson();
    if (shownMenus !== menusBefore && shownLesson === lessonBefore) {
      describeChoices((shownLesson || {}).options);
    }
    drawReview();
    const turn = model.get("turn_of") || "";
    computer.hidden = turn !== "computer";
    const outcome = model.get("result") || {};
    result.textContent = outcome.text || "";
    result.hidden = !outcome.text;
    drawPictures();
    drawLog();
    drawBusy();
    restoreFocus();
    root.dataset.moves = String(model.get("moves"));
    root.dataset.turnOf = turn;
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return () => {
    sizes.disconnect();
    stop();
    model.off("msg:custom", onMessage);
  };
}

export default { render };
