"""Smoke test of the browser harness: an anywidget round-trip in real JupyterLab, no CDN.

A tiny notebook defines an anywidget inline. Clicking its button sends a message to the kernel;
Python counts the click and writes a sentence that only Python can know (its own version), and
the page must show that sentence. Every request the page makes must stay on the local server.
The menus are in Dutch, as ``make start`` shows them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, Request, expect

from tests.browser.conftest import write_code_notebook

WIDGET_CELL = '''\
import sys

import anywidget
import traitlets


class Teller(anywidget.AnyWidget):
    _esm = """
    function render({ model, el }) {
      const button = document.createElement("button");
      const note = document.createElement("span");
      note.className = "rb-smoke-note";
      const draw = () => {
        button.textContent = `Klikken: ${model.get("count")}`;
        note.textContent = model.get("note");
      };
      button.addEventListener("click", () => model.send({ type: "click" }));
      model.on("change:count", draw);
      model.on("change:note", draw);
      draw();
      el.classList.add("rb-smoke");
      el.append(button, note);
    }
    export default { render };
    """
    count = traitlets.Int(0).tag(sync=True)
    note = traitlets.Unicode("nog niet geklikt").tag(sync=True)

    def __init__(self):
        super().__init__()
        self.on_msg(self._on_click)

    def _on_click(self, widget, content, buffers):
        if content.get("type") == "click":
            self.count += 1
            version = f"{sys.version_info.major}.{sys.version_info.minor}"
            self.note = f"Python {version} telde {self.count} klik(ken)"

    def __repr__(self):
        return f"Teller(count={self.count})"
'''


def test_anywidget_click_round_trip(
    page: Page, jupyter_server: str, served_root: Path, run_notebook: Callable[[str], None]
) -> None:
    write_code_notebook(
        served_root / "smoke" / "teller.ipynb", [WIDGET_CELL, "teller = Teller()\nteller"]
    )
    foreign: list[str] = []

    def remember_foreign(request: Request) -> None:
        if not request.url.startswith((jupyter_server, "blob:", "data:")):
            foreign.append(request.url)

    page.on("request", remember_foreign)

    run_notebook("smoke/teller.ipynb")

    button = page.locator(".rb-smoke button")
    note = page.locator(".rb-smoke .rb-smoke-note")
    expect(button).to_have_text("Klikken: 0")
    expect(note).to_have_text("nog niet geklikt")

    button.click()
    # The kernel runs this same interpreter; only Python can have written this sentence.
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    expect(note).to_have_text(f"Python {version} telde 1 klik(ken)")
    expect(button).to_have_text("Klikken: 1")
    button.click()
    expect(button).to_have_text("Klikken: 2")

    # JupyterLab speaks Dutch: the nl_NL language pack and the venv's settings (make .venv
    # installs binder/overrides.json; make start and this server both read it).
    menus = page.locator("#jp-menu-panel .lm-MenuBar-itemLabel").all_inner_texts()
    assert menus[:5] == ["Bestand", "Bewerk", "Weergave", "Uitvoeren", "Kernel"]

    # The "Jupyter news" pop-up is switched off for the test server.
    announcements = "@jupyterlab/apputils-extension:announcements"
    assert page.evaluate("(id) => window.jupyterapp.hasPlugin(id)", announcements) is False
    assert foreign == [], f"the page fetched from outside the local server: {foreign}"
