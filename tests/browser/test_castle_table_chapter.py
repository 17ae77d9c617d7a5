"""Chapter 49 in real JupyterLab and Debian's chromium: a turn of Castle Combo at the game
table, by clicking. The reader (speler 1) sets no key, buys a card from the messenger's row and
lays it; the pictures (the rows and the squares) and the log follow, and the computers play
until the reader's next turn."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect

CHAPTER = "notebooks/49-castle-combo-speel-een-partij.ipynb"


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
