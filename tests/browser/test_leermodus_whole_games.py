"""A whole game of each card game at its chapter's first table, the leermodus on, played with
the keyboard alone in real JupyterLab and Debian's chromium, at 1280 and at 420 px wide, looked
at in both themes halfway and after the review (``keyboard_table.play_to_the_end``). The same
games in the in-browser edition are played in ``test_lite.py``. Screenshots land in
``test-results/leermodus-partijen/`` for a person to look at."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page

from tests.browser.keyboard_table import play_to_the_end

SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "leermodus-partijen"
CHAPTERS = {
    "het-leeft": "notebooks/39-het-leeft-speel-een-partij.ipynb",
    "castle-combo": "notebooks/49-castle-combo-speel-een-partij.ipynb",
}


@pytest.mark.parametrize("width", [1280, 420])
@pytest.mark.parametrize("game", sorted(CHAPTERS))
def test_a_whole_card_game_in_the_leermodus_by_keyboard(
    page: Page, run_notebook: Callable[[str], None], game: str, width: int
) -> None:
    page.set_viewport_size({"width": width, "height": 1000})
    run_notebook(CHAPTERS[game])
    if width < 600:  # a narrow window: JupyterLab's side bar closed, as a reader would
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
    table = page.locator(".rb-game-table").first
    table.scroll_into_view_if_needed()
    taken = play_to_the_end(page, table, SHOTS, f"{game}-{width}")
    assert taken >= 5
