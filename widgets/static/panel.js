// A panel: the generic view of a small rule tool (an auction stepper, an uprising resolver, a
// score calculator, a form to read card values). Python sends everything as plain data: the
// fields to fill in, the buttons, the result lines (each may carry a button), a picture and a
// ruling. This file only draws them and forwards what the reader did:
//   a field changed      -> {type: "set", name, value}
//   a button clicked     -> {type: action.type, ...action.args, [name]: value of each field it names}
// It never sets a trait and knows no rule. Uses rb.* from base.js (put in front of this file).

const TRAITS = ["heading", "intro", "fields", "actions", "lines", "picture", "ruling", "note", "error", "revision"];

let uid = 0;

/** A field's text as the value to send: a whole number when it reads as one, else the text
 * itself (Python refuses it in Dutch). */
function valueOf(field, input) {
  if (field.kind === "checkbox") return input.checked;
  if (field.kind === "number") {
    const text = input.value.trim();
    return /^-?\d+$/.test(text) ? Number(text) : text;
  }
  return input.value;
}

function render({ model, el }) {
  const id = `rb-panel-${++uid}`;
  const root = rb.root("rb-panel", model.get("heading") || "Hulpmiddel");
  const send = (intent) => rb.send(model, intent);
  const heading = rb.make("h4", "rb-heading", { id: `${id}-heading` });
  const intro = rb.make("p", "rb-help rb-panel-intro");
  const form = rb.make("div", "rb-panel-fields");
  const buttons = rb.make("div", "rb-panel-actions");
  const error = rb.errorBox();
  const picture = rb.make("figure", "rb-picture rb-panel-picture");
  const lines = rb.make("ul", "rb-panel-lines", { "aria-live": "polite" });
  const ruling = rb.make("div", "rb-panel-ruling");
  const note = rb.make("p", "rb-help rb-panel-note");
  root.append(heading, intro, form, buttons, error, picture, lines, ruling, note);
  el.append(root);
  rb.keepKeysInFields(root);

  const inputs = new Map(); // field name -> input element
  let shownFields = "";
  let shownActions = "";
  let shownLines = "";

  function fieldValues(names) {
    const found = {};
    for (const name of names || []) {
      const input = inputs.get(name);
      const field = (model.get("fields") || []).find((f) => f.name === name);
      if (input && field) found[name] = valueOf(field, input);
    }
    return found;
  }

  function clicked(action) {
    send({ ...(action.args || {}), ...fieldValues(action.fields), type: action.type });
  }

  function makeField(field) {
    const wrap = rb.make("label", `rb-field rb-panel-field rb-panel-${field.kind}`, { "data-name": field.name });
    const caption = rb.make("span", "rb-field-label");
    caption.textContent = field.label;
    let input;
    if (field.kind === "select") {
      input = rb.make("select", "rb-select", { "data-name": field.name });
      (field.options || []).forEach((option, i) => {
        const node = rb.make("option", "", { value: String(i) });
        node.textContent = option.label;
        input.append(node);
      });
      input.addEventListener("change", () => {
        const option = (field.options || [])[Number(input.value)];
        if (option) send({ type: "set", name: field.name, value: option.value });
      });
    } else if (field.kind === "textarea") {
      input = rb.make("textarea", "rb-input rb-panel-textarea", { "data-name": field.name, rows: String(field.rows || 6), spellcheck: "false" });
    } else if (field.kind === "checkbox") {
      input = rb.make("input", "", { type: "checkbox", "data-name": field.name });
      input.addEventListener("change", () => send({ type: "set", name: field.name, value: input.checked }));
    } else {
      const type = field.kind === "number" ? "text" : "text";
      input = rb.make("input", `rb-input rb-panel-${field.kind}-input`, { type, "data-name": field.name });
      if (field.kind === "number") input.setAttribute("inputmode", "numeric");
    }
    if (field.kind === "number" || field.kind === "text") {
      const sendIt = () => send({ type: "set", name: field.name, value: valueOf(field, input) });
      input.addEventListener("change", sendIt);
      input.addEventListener("keydown", (event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          sendIt();
        }
      });
    }
    inputs.set(field.name, input);
    if (field.kind === "checkbox") wrap.append(input, caption);
    else wrap.append(caption, input);
    if (field.help) {
      const help = rb.make("small", "rb-help");
      help.textContent = field.help;
      wrap.append(help);
    }
    return wrap;
  }

  function drawFields() {
    const fields = model.get("fields") || [];
    const shape = JSON.stringify(fields.map((f) => [f.name, f.kind, f.label, f.group || "", f.options || null]));
    const focused = rb.focusedIn(form);
    const focusName = focused ? focused.dataset.name : null;
    if (shape !== shownFields) {
      shownFields = shape;
      inputs.clear();
      const groups = [];
      for (const field of fields) {
        const last = groups[groups.length - 1];
        if (last && field.group && last.name === field.group) last.fields.push(field);
        else groups.push({ name: field.group || "", fields: [field] });
      }
      form.replaceChildren(
        ...groups.map((group) => {
          const row = rb.make("div", "rb-panel-group", group.name ? { "data-group": group.name } : {});
          if (group.name) {
            const title = rb.make("span", "rb-panel-group-name");
            title.textContent = group.name;
            row.append(title);
          }
          row.append(...group.fields.map(makeField));
          return row;
        }),
      );
      if (focusName) inputs.get(focusName)?.focus();
    }
    const refused = model.get("error");
    for (const field of fields) {
      const input = inputs.get(field.name);
      if (!input) continue;
      if (field.kind === "select") {
        const at = (field.options || []).findIndex((o) => o.value === field.value);
        input.value = String(Math.max(at, 0));
        continue;
      }
      if (field.kind === "checkbox") {
        input.checked = Boolean(field.value);
        continue;
      }
      // A text is written only when Python's value changed: after a refusal Python's value is
      // the same, so what the reader typed stays in the field, marked, to be corrected.
      const fromPython = String(field.value ?? "");
      if (input._rbSent !== fromPython) {
        input.value = fromPython;
        input._rbSent = fromPython;
      }
      input.setAttribute("aria-invalid", refused && input.value !== fromPython ? "true" : "false");
    }
  }

  function actionButton(action) {
    const node = rb.button(action.label, { "data-action": action.type }, action.primary ? "rb-button-primary" : "");
    if (action.args) for (const [key, value] of Object.entries(action.args)) node.dataset[key] = String(value);
    node.disabled = Boolean(action.disabled);
    node.addEventListener("click", () => clicked(action));
    return node;
  }

  function draw() {
    heading.textContent = model.get("heading") || "";
    heading.hidden = !model.get("heading");
    intro.textContent = model.get("intro") || "";
    intro.hidden = !model.get("intro");
    drawFields();
    // Buttons and lines are built again only when Python changed them: a click whose button was
    // replaced while the mouse was down (a field sent its value on blur) would be lost.
    const actions = JSON.stringify(model.get("actions") || []);
    if (actions !== shownActions) {
      shownActions = actions;
      buttons.replaceChildren(...(model.get("actions") || []).map(actionButton));
    }
    const lineData = JSON.stringify(model.get("lines") || []);
    if (lineData !== shownLines) {
      shownLines = lineData;
      drawLines();
    }
    rb.showError(error, model.get("error"));
    rb.picture(picture, model.get("picture") || "");
    rb.ruling(ruling, model.get("ruling") && model.get("ruling").steps ? model.get("ruling") : null);
    note.textContent = model.get("note") || "";
    note.hidden = !model.get("note");
  }

  function drawLines() {
    lines.replaceChildren(
      ...(model.get("lines") || []).map((line) => {
        const item = rb.make("li", `rb-panel-line${line.strong ? " rb-panel-strong" : ""}`);
        const text = rb.make("span", "rb-panel-text");
        text.textContent = line.text;
        item.append(text);
        if (line.clause) {
          const cite = rb.make("small", "rb-ruling-clause");
          cite.textContent = " regel ";
          const code = rb.make("code", "rb-clause-code");
          code.textContent = line.clause;
          cite.append(code);
          item.append(cite);
        }
        if (line.action) item.append(" ", actionButton(line.action));
        return item;
      }),
    );
    lines.hidden = !(model.get("lines") || []).length;
  }

  const stop = rb.watch(model, TRAITS, draw);
  draw();
  return stop;
}

export default { render };
