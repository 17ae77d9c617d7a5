// The search box's view: a text field and the hits Python found, each with a link to its place in
// a chapter. Intent: {type: "search", text}. Typing sends the text after a short pause (Enter at
// once); the search itself, the ranking and every sentence come from Python. Uses rb.* from
// base.js (put in front of this file by Python).

const TRAITS = ["query", "results", "searched", "summary", "error", "revision"];
const PAUSE_MS = 180;

let uid = 0;

/** Open a hit in the JupyterLab the reader is in, scrolled to the rule, as a link in a
 * chapter's text does (JupyterLab's own "handle local link" command: the chapter opens in a tab
 * of this workspace, or comes to the front, at the anchor). Where no JupyterLab is at hand (the
 * static book, Voilà) the link is followed in the same tab, anchor and all. */
function openInLab(event, hit) {
  const app = globalThis.jupyterapp;
  const command = "rendermime:handle-local-link";
  if (!app?.commands?.hasCommand?.(command) || event.button !== 0) return;
  if (event.ctrlKey || event.metaKey || event.shiftKey) return; // the reader asked for a tab
  const here = app.shell?.currentWidget?.context?.path || "";
  const folder = here.includes("/") ? here.slice(0, here.lastIndexOf("/") + 1) : "";
  event.preventDefault();
  app.commands.execute(command, {
    path: folder + hit.chapter,
    id: hit.anchor ? `#${hit.anchor}` : "",
  });
}

function render({ model, el }) {
  const id = `rb-search-${++uid}`;
  const root = rb.root("rb-search", "Zoek een regel");
  const send = (text) => rb.send(model, { type: "search", text });

  const form = rb.make("form", "rb-search-form", { role: "search" });
  const label = rb.make("label", "rb-field-label", { for: `${id}-input` });
  label.textContent = "Zoek een regel, een regelvraag, een voorbeeld of een woord";
  const row = rb.make("div", "rb-search-row");
  const input = rb.make("input", "rb-input rb-search-input", {
    id: `${id}-input`,
    type: "search",
    autocomplete: "off",
    spellcheck: "false",
    placeholder: "bijvoorbeeld: fles ontploft",
    "aria-controls": `${id}-results`,
  });
  const go = rb.button("Zoek", { type: "submit", "data-action": "search" }, "rb-button-primary");
  row.append(input, go);
  form.append(label, row);
  rb.keepKeysInFields(root);

  const status = rb.make("p", "rb-search-status", { role: "status", "aria-live": "polite" });
  const results = rb.make("ol", "rb-search-results", { id: `${id}-results` });
  const error = rb.errorBox();
  root.append(form, error, status, results);
  el.append(root);

  let timer = null;
  const sendNow = () => {
    clearTimeout(timer);
    timer = null;
    send(input.value);
  };
  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(sendNow, PAUSE_MS);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    sendNow();
  });

  function hitItem(hit) {
    const item = rb.make("li", "rb-search-hit", { "data-kind": hit.kind, "data-id": hit.id });
    const head = rb.make("div", "rb-search-head");
    const kind = rb.make("span", "rb-search-kind");
    kind.textContent = hit.kind_label;
    const title = hit.href
      ? rb.make("a", "rb-search-title", { href: hit.href, "data-chapter": hit.chapter })
      : rb.make("span", "rb-search-title");
    if (hit.href) title.addEventListener("click", (event) => openInLab(event, hit));
    title.textContent = hit.title;
    head.append(kind, " ", title);
    if (hit.note) {
      const note = rb.make("span", "rb-search-note");
      note.textContent = hit.note;
      head.append(" ", note);
    }
    const snippet = rb.make("p", "rb-search-snippet");
    snippet.textContent = hit.snippet;
    const meta = rb.make("p", "rb-search-meta");
    meta.append(hit.game_title);
    if (hit.clause_id) {
      const code = rb.make("code", "rb-clause-code");
      code.textContent = hit.clause_id;
      meta.append(" · regel ", code);
    }
    meta.append(hit.chapter ? ` · ${hit.chapter_title}` : " · nog in geen hoofdstuk");
    item.append(head, snippet, meta);
    return item;
  }

  function draw() {
    const query = model.get("query") || "";
    if (rb.focusedIn(root) !== input && input.value !== query) input.value = query;
    rb.showError(error, model.get("error"));
    const hits = model.get("results") || [];
    results.replaceChildren(...hits.map(hitItem));
    // Python's sentence: "De eerste 8 van 23 resultaten voor ‘fles’" (never a bare count).
    status.textContent = model.get("searched") ? model.get("summary") || "" : "";
    root.dataset.count = String(hits.length);
    root.dataset.query = query;
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return () => {
    clearTimeout(timer);
    stop();
  };
}

export default { render };
