"""Chapter 21's game table with De Alchemisten in real JupyterLab and Debian's chromium.

The chapter runs in a real kernel; at the five-player table (seed 21: Oorwurm, Karbonkelneus and
Heksenbochel drawn) the reader chooses Karbonkelneus by clicking its button, the computers choose
theirs, and the reader draws three chips: the log and the pictures change with each click, and
the pictures name every player's essence field and patient; round 1's card is answered by a
click too. Screenshots of the table in the
light and the dark theme land in ``test-results/game-table-alchemisten/`` for a person to look
at.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from tests.browser.conftest import screenshot_to
from tests.browser.test_chapter_reading import _CONTRAST_JS, THEMES, set_theme
from tests.browser.test_game_table_chapter import (
    READABLE,
    log_count,
    moves,
    own_picture,
    wait_for_more_moves,
)

REPO = Path(__file__).resolve().parents[2]
CHAPTER = "notebooks/21-alchemisten-patienten.ipynb"
SCREENSHOTS = REPO / "test-results" / "game-table-alchemisten"


def test_choose_a_patient_and_brew_at_the_table(
    page: Page, run_notebook: Callable[[str], None]
) -> None:
    page.set_viewport_size({"width": 1280, "height": 1400})
    run_notebook(CHAPTER)
    table = page.locator(".rb-game-table").first
    table.scroll_into_view_if_needed()
    expect(table.locator(".rb-gt-status")).to_have_text("Jij bent aan zet (speler 1).")
    expect(table.locator(".rb-gt-seat")).to_have_count(5)
    # the reader's own board, the card, the five players, the score track
    expect(table.locator(".rb-gt-picture")).to_have_count(8)
    log = table.locator(".rb-gt-log")
    expect(log.locator(":scope > li").first).to_contain_text(
        "op tafel komen Oorwurm, Karbonkelneus en Heksenbochel"
    )
    expect(table.locator(".rb-gt-menu-heading")).to_have_text("Speler 1 (jij): behandel …")
    assert "nog geen patiënt" in own_picture(table)

    # The patient choice: three Dutch buttons; the reader takes Karbonkelneus.
    choice = table.locator('[data-notation="1 kies 2"]')
    expect(choice).to_have_text(re.compile(r"^Karbonkelneus"))
    expect(table.locator('[data-notation="1 kies 1"]')).to_have_text(re.compile(r"^Oorwurm"))
    # each with its card: bonus or action, the action's cost, every glass
    detail = choice.locator(".rb-gt-offer-detail")
    expect(detail).to_contain_text("actie: leg een getrokken pompoen")
    expect(detail).to_contain_text("(2 essentie)")
    expect(detail).to_contain_text("glazen per veld: 1 rattenstaart")
    before, lines = moves(table), log_count(table)
    choice.click()
    wait_for_more_moves(table, before)
    expect(log).to_contain_text("speler 1: behandel Karbonkelneus")
    for seat in ("speler 2", "speler 3", "speler 4", "speler 5"):
        expect(log).to_contain_text(f"{seat}: behandel ")
    assert log_count(table) > lines
    assert "essentie op veld 0 · patiënt: Karbonkelneus" in own_picture(table)
    players = table.locator('.rb-gt-picture[data-key^="speler-"]')
    expect(players).to_have_count(5)
    for number in range(5):
        assert "patiënt: " in players.nth(number).inner_html()
    screenshot(table, "patient-gekozen-licht")

    # Round 1's card (B5: every flask filled at the round's end) asks nothing: brewing starts.
    expect(log.locator(":scope > li").last).to_contain_text("kaart B5 (blauw)")

    # Three chips drawn with the big button: the log and the picture change with each click.
    draw = table.locator('[data-notation="1 trek"]')
    expect(draw).to_have_text("trekt een fiche")
    for _ in range(3):
        before, lines, picture = moves(table), log_count(table), own_picture(table)
        draw.click()
        wait_for_more_moves(table, before)
        expect(log.locator(":scope > li").last).to_contain_text("speler 1 trekt")
        assert log_count(table) > lines
        assert own_picture(table) != picture
    expect(table.locator(".rb-error")).to_be_hidden()

    for name, theme in sorted(THEMES.items()):
        set_theme(page, theme)
        table.scroll_into_view_if_needed()
        contrast = page.evaluate(_CONTRAST_JS, list(READABLE))
        low = {s: c for s, c in contrast.items() if c is None or c < READABLE[s]}
        assert not low, f"{theme}: too little contrast {low}"
        screenshot(table, f"brouwen-{name}")


def screenshot(node: Locator, name: str) -> Path:
    return screenshot_to(SCREENSHOTS, node, name)
