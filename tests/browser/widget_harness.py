"""A page in Debian's chromium that runs the widgets' JavaScript with real Python behind it.

A small page imports each widget's module exactly as anywidget gets it (the shared ``base.js``
followed by the widget's own file: the class's ``_esm``, with its ``_css``) from a local HTTP
server and calls the module's ``render({model, el})`` with a fake anywidget model. The fake
model forwards ``model.send`` to the real Python widget through Playwright (``expose_function``)
and applies the traits Python sends back, so a click goes the whole way: JavaScript intent ->
Python -> rulebook -> traits -> redrawn DOM. The JavaScript must never write a trait itself
(``set``/``save_changes``). The fixtures ``widget_server`` and ``harness`` (tests/browser/
conftest.py) hand it to a test.

Screenshots land in ``test-results/widgets/`` (ignored by git) for a person to look at.
"""

from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

import widgets
from widgets._base import RulebookWidget

REPO = Path(__file__).resolve().parents[2]
SCREENSHOTS = REPO / "test-results" / "widgets"

HARNESS = """<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<title>rulebook widgets</title>
<style>body { margin: 20px; background: #fff; } #stage { width: 760px; }</style>
</head>
<body>
<div id="stage"><div id="controls"></div><div id="stepper"></div></div>
<script type="module">
window.rbModels = {};
window.rbWrites = [];
window.rbPending = 0;

function fakeModel(name, state) {
  const listeners = new Map();
  return {
    get: (key) => state[key],
    set: (key, value) => window.rbWrites.push({ name, key, value }),
    save_changes: () => window.rbWrites.push({ name, key: "save_changes" }),
    on: (event, fn) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(fn);
    },
    off: (event, fn) => listeners.get(event)?.delete(fn),
    send: async (message) => {
      window.rbPending += 1;
      try {
        window.rbApply(await window.pyIntent(name, message));
      } finally {
        window.rbPending -= 1;
      }
    },
    // Python's side: set traits and fire change events, like the real widget manager.
    _update: (changes) => {
      const changed = [];
      for (const [key, value] of Object.entries(changes)) {
        if (JSON.stringify(state[key]) !== JSON.stringify(value)) {
          state[key] = value;
          changed.push(key);
        }
      }
      for (const key of changed) {
        for (const fn of listeners.get(`change:${key}`) ?? []) fn();
      }
    },
  };
}

window.rbApply = (states) => {
  for (const [name, changes] of Object.entries(states)) window.rbModels[name]._update(changes);
};

window.rbMount = async (name, module, elementId, state) => {
  if (!document.querySelector(`link[data-module="${module}"]`)) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = `/esm/${module}.css`;
    link.dataset.module = module;
    const loaded = new Promise((resolve) => link.addEventListener("load", resolve));
    document.head.append(link);
    await loaded;
  }
  if (!document.getElementById(elementId)) {
    const holder = document.createElement("div");
    holder.id = elementId;
    document.getElementById("stage").append(holder);
  }
  const { default: widget } = await import(`/esm/${module}.js`);
  const model = fakeModel(name, state);
  window.rbModels[name] = model;
  widget.render({ model, el: document.getElementById(elementId) });
};
window.rbReady = true;
</script>
</body>
</html>
"""


def _modules() -> dict[str, type[RulebookWidget]]:
    """Every widget class with its own module, by ``MODULE`` name (``stepper``, ...); every name
    of ``widgets`` is loaded first (the package imports its modules when a name is used)."""
    for name in widgets.__all__:
        getattr(widgets, name)
    found: dict[str, type[RulebookWidget]] = {}
    todo: list[type[RulebookWidget]] = [RulebookWidget]
    while todo:
        kind = todo.pop()
        todo.extend(kind.__subclasses__())
        if kind.__dict__.get("MODULE"):
            found[kind.MODULE] = kind
    return found


MODULES = _modules()
"""The modules the page can import, by their ``MODULE`` name."""


class _Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        name, _, suffix = self.path.removeprefix("/esm/").rpartition(".")
        if self.path == "/harness.html":
            body, kind = HARNESS.encode(), "text/html; charset=utf-8"
        elif self.path.startswith("/esm/") and name in MODULES and suffix in ("js", "css"):
            widget = MODULES[name]
            text = widget._esm if suffix == "js" else widget._css
            body = str(text).encode("utf-8")
            kind = "text/javascript" if suffix == "js" else "text/css"
        else:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        """Keep the test output quiet."""


def serve() -> Iterator[str]:
    """Serve the harness page and the widget modules on a free loopback port."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def display_state(widget: Any) -> dict[str, Any]:
    state: dict[str, Any] = widget.get_state()
    return {key: value for key, value in state.items() if key in widget.DISPLAY_TRAITS}


class Harness:
    """The test page with real Python widgets behind fake anywidget models."""

    def __init__(self, page: Page, base_url: str) -> None:
        self.page = page
        self.base_url = base_url
        self.widgets: dict[str, Any] = {}
        self.problems: list[str] = []
        self.requests: list[str] = []
        page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        page.on(
            "console",
            lambda msg: (
                self.problems.append(f"console: {msg.text}") if msg.type == "error" else None
            ),
        )
        page.on("request", lambda request: self.requests.append(request.url))
        page.expose_function("pyIntent", self._intent)
        page.goto(f"{base_url}/harness.html")
        page.wait_for_function("window.rbReady === true")

    def _intent(self, name: str, message: Any) -> dict[str, dict[str, Any]]:
        self.widgets[name]._handle_custom_msg(message, [])
        return {key: display_state(widget) for key, widget in self.widgets.items()}

    def mount(self, name: str, module: str, widget: Any, element_id: str) -> None:
        self.widgets[name] = widget
        self.page.evaluate(
            "([name, module, id, state]) => window.rbMount(name, module, id, state)",
            [name, module, element_id, display_state(widget)],
        )

    def settle(self) -> None:
        self.page.wait_for_function("window.rbPending === 0")

    def screenshot(self, name: str) -> Path:
        """The whole stage as ``test-results/widgets/<name>.png``."""
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        self.page.locator("#stage").screenshot(path=path)
        return path

    def check_clean(self) -> None:
        """No JavaScript errors, no trait written by JavaScript, nothing fetched from elsewhere."""
        assert self.problems == []
        assert self.page.evaluate("window.rbWrites") == []
        assert [url for url in self.requests if not url.startswith(self.base_url)] == []
