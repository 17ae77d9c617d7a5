"""The app (make app): a chapter opened in Voilà on 127.0.0.1, code hidden, its widgets answering.

Voilà runs the notebook, strips the code and renders the widgets. The test answers the quiz
(Python checks the answer with the ruling and the page shows the verdict and the score) and
searches in the search box (Python searches, the hits link to the chapters as app pages).
Screenshots land in ``test-results/app/``.
"""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import REPO, _answers, _free_port, _stop, _tail

SHOTS = REPO / "test-results" / "app"
CHAPTER = "29-alchemisten-regelvragen.ipynb"
RENDER_TIMEOUT_MS = 120_000


@pytest.fixture(scope="module")
def voila(served_root: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Voilà on a free loopback port over a copy of the chapters; yields the base URL and the
    token as ``(base, token)`` joined by a space."""
    home = tmp_path_factory.mktemp("voila-home")
    token = secrets.token_hex(16)
    env = {
        **os.environ,
        "JUPYTER_TOKEN": token,
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "IPYTHONDIR": str(home / "ipython"),
    }
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    log_path = home / "voila.log"
    command = [
        str(Path(sys.executable).parent / "voila"),
        str(served_root / "notebooks"),
        "--no-browser",
        "--token",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        "--Voila.port_retries=0",
    ]
    with log_path.open("w", encoding="utf-8") as log:
        server = subprocess.Popen(
            command,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        deadline = time.monotonic() + 60
        while not _answers(f"{base}/voila/render/00-start-hier.ipynb?token={token}"):
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"voila did not start:\n{_tail(log_path)}")
            time.sleep(0.3)
        yield f"{base} {token}"
    finally:
        _stop(server)


def open_chapter(page: Page, voila: str, chapter: str) -> list[str]:
    base, token = voila.split()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.goto(f"{base}/voila/render/{chapter}?token={token}")
    return problems


def test_a_chapter_in_the_app_hides_its_code_and_its_widgets_answer(page: Page, voila: str) -> None:
    problems = open_chapter(page, voila, CHAPTER)
    quiz = page.locator(".rb-quiz")
    expect(quiz).to_be_visible(timeout=RENDER_TIMEOUT_MS)
    text = page.locator("body").inner_text()
    assert "De Alchemisten — regelvragen" in text
    assert "live_example(" not in text and "from widgets import" not in text  # no code shown

    # The quiz: answer, and Python's verdict and score come back.
    expect(quiz).to_have_attribute("data-state", "vraag")
    choice = quiz.locator("[data-choice]").first
    if choice.is_visible():
        choice.click()
    else:
        quiz.locator(".rb-quiz-input").fill("3")
        quiz.locator('[data-action="check"]').click()
    expect(quiz.locator(".rb-quiz-verdict")).to_be_visible()
    expect(quiz.locator(".rb-quiz-verdict-text")).to_contain_text(
        "Goed!" if quiz.get_attribute("data-state") == "goed" else "Niet goed: het juiste"
    )
    expect(quiz.locator(".rb-quiz-score")).to_contain_text("Deze quiz:")
    expect(quiz.locator(".rb-quiz-score")).to_contain_text("van de 1 goed")
    quiz.locator('[data-action="next"]').click()
    expect(quiz).to_have_attribute("data-number", "2")
    expect(quiz).to_have_attribute("data-state", "vraag")

    # The search box: Python searches, the hit links to the chapter as an app page.
    search = page.locator(".rb-search")
    search.locator(".rb-search-input").fill("essentie onder nul")
    first = search.locator(".rb-search-hit").first
    expect(first).to_have_attribute("data-id", "alchemisten.vraag.onder-nul")
    link = first.locator("a.rb-search-title")
    base = voila.split()[0]
    assert link.evaluate("(a) => new URL(a.href).pathname") == f"/voila/render/{CHAPTER}"
    assert base.startswith("http://127.0.0.1:")
    SHOTS.mkdir(parents=True, exist_ok=True)
    quiz.screenshot(path=SHOTS / "quiz.png")
    search.screenshot(path=SHOTS / "zoeken.png")
    assert problems == []
