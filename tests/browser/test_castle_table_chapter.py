"""Chapter 49 in real JupyterLab and Debian's chromium: a turn of Castle Combo at the game
table, by clicking. The reader (speler 1) sets no key, buys a card from the messenger's row and
lays it; the pictures (the rows and the squares) and the log follow, and the computers play
until the reader's next turn. Then the rest of the game is played from code: the log ends with
every square scored card by card and the winner, and the end is said once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.conftest import screenshot_to

CHAPTER = "notebooks/49-castle-combo-speel-een-partij.ipynb"
SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "kasteel-tafel"
_EXECUTE_JS = """async (code) => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    await kernel.requestExecute({ code, store_history: false }).done;
}"""


def test_a_turn_at_the_castle_combo_table_by_clicking(
    page: Page, run_notebook: Callable[[str], None]
) -> None:
    page.set_viewport_size({"width": 1280, "height": 1400})
    run_notebook(CHAPTER)
    table = page.locator(".rb-game-table").first
    table.scroll_into_view_if_needed()
    expect(table.locator(".rb-gt-status")).to_have_text("Jij bent aan zet (speler 1).")
    expect(table.locator(".rb-gt-seat")).to_have_count(3)
    pictures = table.locator(".rb-gt-picture")
    expect(pictures).to_have_count(4)  # the rows, then three squares
    expect(pictures.first.locator("svg > title")).to_contain_text("de boodschapper staat bij de")
    square = pictures.nth(1).locator("svg > desc")
    expect(square).to_contain_text("Speler 1 · 15 goud · 2 sleutels")

    table.locator('[data-notation="1 kies geen-sleutel"]').click()
    buy = table.locator('[data-notation^="1 kies koop-"]').first
    expect(buy).to_be_visible()
    buy.click()
    place = table.locator('[data-notation^="1 "]').first
    expect(place).to_be_visible()
    place.click()
    # The card lies in the reader's square: no longer an empty one, and gold was paid or won.
    expect(square).not_to_contain_text("Speler 1 · 15 goud · 2 sleutels")
    expect(square).to_contain_text("met één kaart; rij 1: ")
    expect(table.locator(".rb-gt-log")).to_contain_text("speler 1: koop ")

    # The rest of the game played from code (the first offer each time): the log ends with every
    # square scored card by card and the winner; the end is said once, by the stage line.
    page.evaluate(
        _EXECUTE_JS,
        "while not tafel.game.is_over(tafel.state):\n"
        "    if tafel.waiting_humans():\n"
        "        tafel.act(tafel.menus[0]['groups'][0]['offers'][0]['action'])\n"
        "    else:\n"
        "        tafel.play()",
    )
    expect(table).to_have_attribute("data-turn-of", "einde")
    log = table.locator(".rb-gt-log")
    for seat in (1, 2, 3):
        expect(log).to_contain_text(f"Puntentelling van speler {seat}:")
    expect(log).to_contain_text("Vaardigheid van ")
    expect(log).to_contain_text("De meeste punten: ")
    expect(table.locator(".rb-gt-stage")).to_have_text(
        "Het spel is voorbij na ronde 9: elk vierkant is vol."
    )
    expect(table.locator(".rb-gt-status")).to_be_hidden()
    expect(table.locator(".rb-gt-result")).to_contain_text(" wint met ")
    screenshot_to(SHOTS, table, "einde")
