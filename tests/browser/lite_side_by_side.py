"""The in-browser edition with and without one of its extensions, side by side in one run.

Measures what ``tests/browser/test_lite.py`` measures (``open_and_time``: the essence chapter
opened in Debian's chromium, no host but 127.0.0.1, to the idle kernel and the first widget),
on two copies of ``build/lite/`` served at once: the site as built ("met") and the same site
with one extension left out of its ``jupyter-lite.json`` ("zonder"). Each gets its own chromium
profile; after one cold visit each (which also leaves the Python snapshot behind), the warm
visits alternate between the two, so a busy machine weighs on both alike. Times are printed,
never asserted (a two-core machine shared with others is no stopwatch).

Usage (after ``make lite``)::

    .venv/bin/python -m tests.browser.lite_side_by_side [ROUNDS] [EXTENSION] [--tab-stays]

EXTENSION defaults to ``regelboek-early-kernel`` (lite/early-kernel); a plugin's id
(``regelboek-early-kernel:in-front``) leaves out that plugin alone (``disabledExtensions``).
Every visit closes the chapter before it leaves, so the next one opens it anew; with
``--tab-stays`` the chapter stays open, as in ``test_lite.py``, and JupyterLab restores it as a
tab on the next visit (a reader who comes back to the chapter left open).
"""

from __future__ import annotations

import functools
import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

from tests.browser import test_lite
from tools import serve_lite

KEYS = ("worker", "files", "python", "kernel", "first_widget", "kernel_cpu")
_SHOWN_JS = """() => Object.fromEntries(performance.getEntriesByType('mark')
    .filter((mark) => mark.name.startsWith('regelboek-early-kernel:'))
    .map((mark) => [mark.name.split(':')[1], Math.round(mark.startTime) / 1000]))"""


def without(site: Path, extension: str, folder: Path) -> Path:
    """A copy of ``site`` that does not load ``extension`` (or the plugin of that id)."""
    copy = folder / "zonder"
    shutil.copytree(site, copy)
    config_path = copy / "jupyter-lite.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    data = config["jupyter-config-data"]
    if ":" in extension:
        data["disabledExtensions"] = [*data.get("disabledExtensions", []), extension]
        config_path.write_text(json.dumps(config), encoding="utf-8")
        return copy
    listed = data["federated_extensions"]
    data["federated_extensions"] = [e for e in listed if e["name"] != extension]
    if len(data["federated_extensions"]) == len(listed):
        raise SystemExit(f"build/lite/ has no extension {extension}")
    config_path.write_text(json.dumps(config), encoding="utf-8")
    shutil.rmtree(copy / "extensions" / extension)
    return copy


def serve(folder: Path) -> str:
    handler = functools.partial(test_lite._QuietHandler, directory=str(folder))
    server = serve_lite.LiteServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}"


def visit(playwright: Any, url: str, profile: Path, tab_stays: bool = False) -> dict[str, Any]:
    """One opening of the essence chapter in the browser with ``profile``."""
    with test_lite.returning_reader(playwright, url, profile) as offline:
        timing: dict[str, Any] = test_lite.open_and_time(offline, test_lite.CHAPTER)
        timing["early"] = offline.page.evaluate(_SHOWN_JS)
        timing["start"] = test_lite.python_start(offline)
        if timing["start"] == "fresh":
            timing["snapshot"] = test_lite.wait_for_snapshot(offline.page)
        if not tab_stays:
            offline.page.evaluate(test_lite._CLOSE_EVERYTHING_JS)
    return timing


def main(argv: list[str]) -> int:
    tab_stays = "--tab-stays" in argv
    argv = [arg for arg in argv if arg != "--tab-stays"]
    rounds = int(argv[0]) if argv else 4
    extension = argv[1] if len(argv) > 1 else "regelboek-early-kernel"
    if not (test_lite.SITE / "index.html").is_file():
        print("build/lite/ is not built: make lite", file=sys.stderr)
        return 1
    # A site without the extension has no session of its own to check.
    test_lite.check_the_kernel_started_with_the_page = lambda *_: 0.0
    with tempfile.TemporaryDirectory(prefix="lite-side-by-side-") as work:
        folder = Path(work)
        plain = without(test_lite.SITE, extension, folder)
        sites = {"met": serve(test_lite.SITE), "zonder": serve(plain)}
        warm: dict[str, list[dict[str, Any]]] = {name: [] for name in sites}
        with sync_playwright() as playwright:
            for name, url in sites.items():
                cold = visit(playwright, url, folder / f"profiel-{name}", tab_stays)
                print(f"{name:6} koud  {summary(cold)}", flush=True)
            for number in range(rounds):
                order = list(sites) if number % 2 == 0 else list(reversed(sites))
                for name in order:
                    timing = visit(playwright, sites[name], folder / f"profiel-{name}", tab_stays)
                    warm[name].append(timing)
                    print(f"{name:6} warm  {summary(timing)}", flush=True)
    print(f"mediaan van {rounds} warme bezoeken ({time.strftime('%H:%M')}):")
    for name, timings in warm.items():
        medians = {key: statistics.median(t[key] for t in timings if key in t) for key in KEYS}
        print(f"{name:6} " + "  ".join(f"{key} {value:.2f} s" for key, value in medians.items()))
    return 0


def summary(timing: dict[str, Any]) -> str:
    numbers = "  ".join(f"{key} {timing[key]:.2f}" for key in KEYS if key in timing)
    return f"{numbers}  python: {timing['start']}  early-kernel: {timing['early']}"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
