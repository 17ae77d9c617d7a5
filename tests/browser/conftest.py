"""Harness for real-browser tests: a throw-away JupyterLab server and Debian's chromium.

Every test in tests/browser/ gets the ``browser`` marker automatically; ``make test`` deselects
them (with a loud warning) when /usr/bin/chromium is missing, and ``BROWSER_TESTS=required``
makes that an error instead.

Fixtures:
    served_root     Path of the folder the server shows (a temporary copy of notebooks/ lives
                    in ``served_root / "notebooks"``); write extra notebooks here.
    jupyter_server  base URL of the server, e.g. ``http://127.0.0.1:40123`` (session-wide).
    playwright      the Playwright driver (session-wide); ``launch_chromium(playwright, args)``
                    starts another chromium with extra flags (test_lite.py does).
    browser         Playwright Browser running /usr/bin/chromium headless (session-wide).
    page            a fresh browser context and page for each test.
    run_notebook    ``run_notebook("notebooks/x.ipynb")``: opens it in ``page`` and runs all
                    cells (the same as ``open_notebook_and_run_all(page, jupyter_server, path)``).
    widget_server   base URL of a page that runs the widgets' modules without Jupyter, with
                    real Python behind a fake model (``widget_harness.py``), module-wide.
    harness         a ``widget_harness.Harness`` on that page in a fresh browser context.

The server is bound to 127.0.0.1 and lives only as long as the test session; like ``make start``
it asks for a fresh random token (``SERVER_TOKEN``) and keeps its XSRF check on. A ``page`` of a
test that uses the server logs in once with that token (the server then sets its login cookie),
so JupyterLab's own requests carry the cookie and the XSRF header as they do for a reader. Its
config, settings, workspaces and runtime folders are temporary, so the user's own JupyterLab
settings never leak in, and the "Jupyter news" pop-up is disabled.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Final

import pytest
from playwright.sync_api import Browser, Locator, Page, Playwright, expect, sync_playwright

from tests.browser import widget_harness

# How long an expectation waits for the page to change. Playwright's 5 s is too short for an answer
# that goes through a kernel on a busy two-core machine (make test runs two workers, a Pyodide
# kernel beside a JupyterLab one). A bound on waiting, not a speed check: make bench measures speed.
expect.set_options(timeout=15_000)

SERVER_TOKEN: Final = secrets.token_hex(24)
"""The test server's token, fresh for every session (as ``make start`` makes one)."""

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
]
HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SERVER_START_TIMEOUT = 60.0  # seconds
KERNEL_TIMEOUT_MS = 120_000
DISABLED_LAB_PLUGINS = ["@jupyterlab/apputils-extension:announcements"]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test below this folder as ``browser`` (before ``-m`` deselects anything)."""
    for item in items:
        if item.path.is_relative_to(HERE):
            item.add_marker(pytest.mark.browser)


_SESSION_STARTED = time.time()
LITE_TIMINGS = REPO / "build" / "lite-timings.json"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print what test_lite.py measured in this run (times are reported, never asserted)."""
    if not LITE_TIMINGS.is_file() or LITE_TIMINGS.stat().st_mtime < _SESSION_STARTED:
        return
    t = json.loads(LITE_TIMINGS.read_text(encoding="utf-8"))
    terminalreporter.write_sep("-", "in-browser edition (build/lite)")
    terminalreporter.write_line(
        f"build {t['build_seconds']} s (reused when unchanged), site "
        f"{t['site_bytes'] / 1e6:.1f} MB; essence chapter, opening to first widget: "
        f"cold {t['cold_first_widget_seconds']} s, warm {t['warm_first_widget_seconds']} s "
        f"(kernel ready: cold {t['cold_kernel_seconds']} s, warm {t['warm_kernel_seconds']} s)"
    )


# ----------------------------------------------------------------------------------------------
# JupyterLab server
# ----------------------------------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return bool(response.status == 200)
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return False


def _tail(path: Path, lines: int = 40) -> str:
    return "\n".join(path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])


@pytest.fixture(scope="session")
def served_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder the test server shows: a copy of notebooks/, so autosave never touches git."""
    root = tmp_path_factory.mktemp("served")
    notebooks = REPO / "notebooks"
    if notebooks.is_dir():
        shutil.copytree(
            notebooks, root / "notebooks", ignore=shutil.ignore_patterns(".ipynb_checkpoints")
        )
    return root


@pytest.fixture(scope="session")
def jupyter_server(served_root: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Start JupyterLab from this venv on a free loopback port; yield its base URL."""
    home = tmp_path_factory.mktemp("jupyter-home")
    config_dir = home / "config"
    (config_dir / "labconfig").mkdir(parents=True)
    (config_dir / "labconfig" / "page_config.json").write_text(
        json.dumps({"disabledExtensions": dict.fromkeys(DISABLED_LAB_PLUGINS, True)}),
        encoding="utf-8",
    )
    env = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(config_dir),
        "JUPYTER_DATA_DIR": str(home / "data"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
        "IPYTHONDIR": str(home / "ipython"),
    }
    port = _free_port()
    base_url = f"http://127.0.0.1:{port}"
    command = [
        sys.executable,
        "-m",
        "jupyter",
        "lab",
        "--no-browser",
        "--allow-root",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={SERVER_TOKEN}",
        "--ServerApp.password=",
        "--LabApp.expose_app_in_browser=True",
        "--LabApp.extension_manager=readonly",
        f"--ServerApp.root_dir={served_root}",
    ]
    log_path = home / "server.log"
    with log_path.open("w", encoding="utf-8") as log:
        server = subprocess.Popen(
            command,
            cwd=served_root,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, so kernels go down with it
        )
    try:
        deadline = time.monotonic() + SERVER_START_TIMEOUT
        while not _answers(f"{base_url}/api/status?token={SERVER_TOKEN}"):
            if server.poll() is not None:
                raise RuntimeError(
                    f"jupyter lab exited with code {server.returncode}:\n{_tail(log_path)}"
                )
            if time.monotonic() > deadline:
                raise RuntimeError(
                    f"jupyter lab did not answer within {SERVER_START_TIMEOUT} s:\n"
                    f"{_tail(log_path)}"
                )
            time.sleep(0.2)
        yield base_url
    finally:
        _stop(server)


def _stop(server: subprocess.Popen[bytes]) -> None:
    if server.poll() is None:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
    # Kernels left behind in the server's own process group.
    with contextlib.suppress(ProcessLookupError):
        os.killpg(server.pid, signal.SIGKILL)


# ----------------------------------------------------------------------------------------------
# Browser
# ----------------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    """The one Playwright driver of this process (a second sync_playwright() would fail)."""
    if not os.access(CHROMIUM, os.X_OK):
        raise RuntimeError(
            f"{CHROMIUM} is missing: install it with 'apt-get install -y chromium', "
            "or deselect these tests with -m 'not browser' (make test does this by itself)."
        )
    with sync_playwright() as driver:
        yield driver


def launch_chromium(playwright: Playwright, extra_args: Sequence[str] = ()) -> Browser:
    """Debian's chromium, headless, with the harness's flags (and ``extra_args``)."""
    return playwright.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=[*CHROMIUM_ARGS, *extra_args]
    )


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    chromium = launch_chromium(playwright)
    try:
        yield chromium
    finally:
        chromium.close()


@pytest.fixture
def page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    new_page = context.new_page()
    if "jupyter_server" in request.fixturenames:
        log_in(new_page, request.getfixturevalue("jupyter_server"))
    try:
        yield new_page
    finally:
        context.close()


def log_in(page: Page, base_url: str) -> None:
    """Log ``page`` in to the test server with its token, as a reader opening the link that
    ``make start`` prints does: the server answers with its login cookie."""
    response = page.goto(f"{base_url}/api/status?token={SERVER_TOKEN}")
    assert response is not None and response.ok, "the test server refused its own token"
    assert any(c["name"].startswith("username-") for c in page.context.cookies(base_url)), (
        "the test server set no login cookie"
    )


# ----------------------------------------------------------------------------------------------
# Notebook helpers
# ----------------------------------------------------------------------------------------------

_KERNEL_IDLE_JS = """(path) => {
    const widget = window.jupyterapp?.shell?.currentWidget;
    const kernel = widget?.sessionContext?.session?.kernel;
    return Boolean(
        widget?.context?.path === path && widget.context.isReady && kernel?.status === 'idle'
    );
}"""


_NO_SCROLL_WAITING_JS = """() => {
    const notebook = window.jupyterapp?.shell?.currentWidget?.content;
    return !notebook?._isScrolling;
}"""
"""Run All ends with a scroll to the last cell, and when that cell is not attached yet (the
notebook attaches the cells below the view while the browser is idle) the scroll waits for it and
then jumps. A click while it waits can lose its release to the jump: in a loaded run, chapter 22's
palette click was not counted. A reader sees the page jump first; the tests wait for that scroll
to be done too (JupyterLab's windowed list keeps it as ``_isScrolling``; JupyterLab is pinned).
The in-browser edition drops such a scroll once the reader acts (lite/early-kernel)."""


_START_RUN_ALL_JS = """() => {
    window.__rbRunAll = 'running';
    window.jupyterapp.commands.execute('notebook:run-all-cells').then(
        () => { window.__rbRunAll = 'done'; },
        (error) => { window.__rbRunAll = `failed: ${error}`; },
    );
}"""
"""Run every cell, and note in the page when the command's promise settles. (Awaiting that
promise inside one long ``evaluate`` failed now and then on a busy machine with "Resulting
promise was garbage collected"; a flag that is polled has no such promise to lose.)"""

_CELL_ERRORS_JS = """() => {
    const errors = [];
    for (const cell of window.jupyterapp.shell.currentWidget.content.widgets) {
        if (cell.model.type !== 'code') continue;
        const outputs = cell.model.outputs;
        for (let i = 0; i < outputs.length; i++) {
            const output = outputs.get(i).toJSON();
            if (output.output_type === 'error') errors.push(`${output.ename}: ${output.evalue}`);
        }
    }
    return errors;
}"""


def cell_errors(page: Page) -> list[str]:
    """``"Name: message"`` of every error output in the notebook in front."""
    errors: list[str] = page.evaluate(_CELL_ERRORS_JS)
    return errors


def wait_for_kernel_idle(page: Page, path: str, timeout_ms: int = KERNEL_TIMEOUT_MS) -> None:
    """Wait until the notebook ``path`` is the one in front and its kernel is idle."""
    page.wait_for_function(_KERNEL_IDLE_JS, arg=path, timeout=timeout_ms)


def open_notebook_and_run_all(page: Page, base_url: str, path: str) -> None:
    """Open ``path`` (relative to the served folder) in JupyterLab and run all its cells.

    Returns when every cell has run and the kernel is idle again; widgets are then on the page.
    Raises AssertionError naming the error when a cell fails.
    """
    # ?reset: start from an empty workspace, so tabs from earlier tests are not restored.
    page.goto(f"{base_url}/lab/tree/{urllib.parse.quote(path)}?reset")
    wait_for_kernel_idle(page, path)
    # The command's promise resolves when the last cell has finished (or one has failed).
    page.evaluate(_START_RUN_ALL_JS)
    page.wait_for_function("() => window.__rbRunAll !== 'running'", timeout=KERNEL_TIMEOUT_MS)
    assert page.evaluate("() => window.__rbRunAll") == "done", f"{path}: run-all did not finish"
    wait_for_kernel_idle(page, path)
    page.wait_for_function(_NO_SCROLL_WAITING_JS, timeout=KERNEL_TIMEOUT_MS)
    errors = cell_errors(page)
    if errors:
        raise AssertionError(f"{path}: a cell raised an error:\n" + "\n".join(errors))


@pytest.fixture
def run_notebook(page: Page, jupyter_server: str) -> Callable[[str], None]:
    """``run_notebook("notebooks/x.ipynb")`` opens the notebook in ``page`` and runs all cells."""

    def run(path: str) -> None:
        open_notebook_and_run_all(page, jupyter_server, path)

    return run


# ----------------------------------------------------------------------------------------------
# The widgets' modules without Jupyter
# ----------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def widget_server() -> Iterator[str]:
    yield from widget_harness.serve()


@pytest.fixture
def harness(browser: Browser, widget_server: str) -> Iterator[widget_harness.Harness]:
    context = browser.new_context(viewport={"width": 820, "height": 1000})
    context.set_default_timeout(10_000)
    page = context.new_page()
    try:
        yield widget_harness.Harness(page, widget_server)
    finally:
        context.close()


def screenshot_to(folder: Path, target: Page | Locator, name: str) -> Path:
    """Save a picture of a page or one widget as ``folder/name.png`` for a person to look at."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    target.screenshot(path=path)
    return path


def write_code_notebook(path: Path, sources: Iterable[str]) -> None:
    """Write a notebook of code cells (one per source, not run yet) as plain nbformat 4 JSON,
    for a test to open on the server: how every browser test makes its own page."""
    cells: list[dict[str, object]] = [
        {
            "cell_type": "code",
            "execution_count": None,
            "id": f"cell-{number}",
            "metadata": {},
            "outputs": [],
            "source": source,
        }
        for number, source in enumerate(sources)
    ]
    notebook = {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(notebook, indent=1), encoding="utf-8")
