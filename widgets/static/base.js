// The shared part of every rulebook widget. Python puts this text in front of each widget's own
// module when the widget class is defined (widgets/_base.py), because anywidget loads one file
// per widget and cannot import a second one. It holds no rule logic: DOM helpers, the intent
// plumbing and the refusal box. A widget never writes a trait: it sends intents such as
// {type: "next"}, Python checks them and answers with new traits.

const rb = {
  /** An element with a class and attributes: rb.make("button", "rb-x", {type: "button"}). */
  make(tag, className, attributes = {}) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    return node;
  },

  /** The root of a widget: carries .rb-widget (theme colours) and a label for screen readers.
   * Keys pressed on its controls stay in the widget (rb.keepKeys). */
  root(className, label) {
    const node = rb.make("div", `rb-widget ${className}`, { role: "group", "aria-label": label });
    rb.keepKeys(node);
    return node;
  },

  /** Keys a control of the widget handles (the arrows, Home, End, Enter, space, letters typed)
   * belong to it, not to JupyterLab around the widget: on a button, ArrowDown would otherwise
   * move the notebook to the next cell, and "d d" in command mode would delete the cell. Tab,
   * Escape and shortcuts with Ctrl, Alt or Cmd still reach JupyterLab (Shift+Enter runs). */
  keepKeys(root) {
    root.addEventListener("keydown", (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (["Tab", "Escape", "Shift", "Control", "Alt", "Meta"].includes(event.key)) return;
      if (event.key === "Enter" && event.shiftKey) return;
      if (event.target.closest("button, a[href], input, select, textarea, [tabindex], summary")) {
        event.stopPropagation();
      }
    });
  },

  /** Forward what the reader did; Python decides whether anything changes. */
  send(model, intent) {
    model.send(intent);
  },

  /** Call draw() once per burst of trait changes (Python changes several at once). Returns the
   * function that stops watching, for render()'s cleanup. */
  watch(model, names, draw) {
    let queued = false;
    const schedule = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        draw();
      });
    };
    const events = names.map((name) => `change:${name}`);
    for (const event of events) model.on(event, schedule);
    return () => {
      for (const event of events) model.off(event, schedule);
    };
  },

  /** The box that shows why Python refused something; role=alert, hidden when empty. */
  errorBox() {
    const box = rb.make("div", "rb-error", { role: "alert" });
    box.hidden = true;
    return box;
  },

  showError(box, message) {
    box.textContent = message || "";
    box.hidden = !message;
  },

  /** Keys typed in a text field or select belong to it, not to JupyterLab around the widget
   * (which would take Enter or the arrow keys as notebook shortcuts), Shift+Enter too. */
  keepKeysInFields(root) {
    root.addEventListener("keydown", (event) => {
      if (event.target.closest("input, select, textarea")) event.stopPropagation();
    });
  },

  /** One tab stop for a group of buttons (a "roving tabindex"): Tab reaches the last one used,
   * the arrow keys, Home and End move the focus within the group. Returns a function to call
   * after the buttons were redrawn; pass it an index to move the tab stop there. */
  roving(container, selector) {
    let active = 0;
    const items = () => [...container.querySelectorAll(selector)];
    const update = (index = active) => {
      const all = items();
      active = Math.max(0, Math.min(index, all.length - 1));
      all.forEach((node, i) => {
        node.tabIndex = i === active ? 0 : -1;
      });
      return all[active];
    };
    container.addEventListener("focusin", (event) => {
      const i = items().indexOf(event.target);
      if (i >= 0) update(i);
    });
    const moves = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
    container.addEventListener("keydown", (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const all = items();
      if (!all.length) return;
      let next;
      if (event.key in moves) next = (active + moves[event.key] + all.length) % all.length;
      else if (event.key === "Home") next = 0;
      else if (event.key === "End") next = all.length - 1;
      else return;
      event.preventDefault();
      event.stopPropagation(); // for the group, not for the notebook around the widget
      update(next).focus();
    });
    return update;
  },

  /** A button with a Dutch text: rb.button("Trek", {"data-action": "draw"}). The shared look
   * is .rb-button (base.css); "rb-button-primary" marks the main action of a widget. */
  button(text, attributes = {}, className = "") {
    const node = rb.make("button", `rb-button ${className}`.trim(), { type: "button", ...attributes });
    node.textContent = text;
    return node;
  },

  /** A chip as a coloured disc with its notation (W1, R2): colour is never the only code.
   * chip = {label, fill, ink, title} as Python's chip_view makes it; a button by default. */
  disc(chip, className = "", attributes = {}, tag = "button") {
    const node = rb.make(tag, `rb-disc ${className}`.trim(), {
      ...(tag === "button" ? { type: "button" } : {}),
      "data-chip": chip.label,
      title: chip.title || chip.label,
      ...attributes,
    });
    node.style.setProperty("--rb-disc-fill", chip.fill);
    node.style.setProperty("--rb-disc-ink", chip.ink);
    node.textContent = chip.label;
    return node;
  },

  /** Put an SVG picture made by rulebook (in Python, never by the reader) into a container;
   * nothing is redrawn when the picture did not change. */
  picture(container, svg) {
    if (container._rbSvg !== svg) {
      container.innerHTML = svg || "";
      container._rbSvg = svg;
    }
    container.hidden = !svg;
  },

  /** A labelled select whose options come from Python ([{value, label}]); onChange gets the
   * chosen option's value. Returns {wrap, select, update(options, current)}. */
  select(label, name, onChange) {
    const wrap = rb.make("label", "rb-field");
    const caption = rb.make("span", "rb-field-label");
    caption.textContent = label;
    const select = rb.make("select", "rb-select", { "data-name": name });
    wrap.append(caption, select);
    let options = [];
    select.addEventListener("change", () => {
      const option = options[Number(select.value)];
      if (option) onChange(option.value);
    });
    const update = (next, current) => {
      if (next !== options) {
        options = next || [];
        select.replaceChildren(
          ...options.map((option, i) => {
            const node = rb.make("option", "", { value: String(i) });
            node.textContent = option.label;
            return node;
          }),
        );
      }
      const at = options.findIndex((option) => option.value === (current ?? null));
      select.value = String(Math.max(at, 0));
    };
    return { wrap, select, update };
  },

  /** A ruling as Python's ruling_view makes it ({question, answer, steps: [{text, clause_id,
   * clause_title, clause_kind}]}): the steps in order, each with the rule it rests on. */
  ruling(container, view) {
    container.replaceChildren();
    if (!view || !view.steps) {
      container.hidden = true;
      return;
    }
    container.hidden = false;
    if (view.question) {
      const question = rb.make("p", "rb-ruling-question");
      question.textContent = view.question;
      container.append(question);
    }
    const list = rb.make("ol", "rb-ruling-steps");
    for (const step of view.steps) {
      const item = rb.make("li", "rb-ruling-step", {
        "data-clause-id": step.clause_id,
        "data-kind": step.clause_kind,
      });
      const text = rb.make("span", "rb-ruling-text");
      text.textContent = step.text;
      const cite = rb.make("small", "rb-ruling-clause");
      const choice = step.clause_kind === "keuze" ? "keuze van dit regelboek: " : "regel: ";
      cite.textContent = `${choice}${step.clause_title} `;
      const code = rb.make("code", "rb-clause-code");
      code.textContent = step.clause_id;
      cite.append(code);
      item.append(text, " ", cite);
      list.append(item);
    }
    container.append(list);
    if (view.answer) {
      const answer = rb.make("p", "rb-ruling-answer");
      const label = rb.make("strong");
      label.textContent = "Antwoord: ";
      answer.append(label, view.answer);
      container.append(answer);
    }
  },

  /** The element that has the keyboard focus, if it lies inside container. */
  focusedIn(container) {
    const active = container.ownerDocument.activeElement;
    return active && container.contains(active) ? active : null;
  },
};
