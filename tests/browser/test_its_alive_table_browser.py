"""Het Leeft! in real JupyterLab and Debian's chromium: a few turns at the table, and an auction.

A small notebook (written into the served folder by the test, so no chapter is needed) starts
``GameTable.of("het-leeft", players=3, seed=4)`` and an ``AuctionStepper``. The reader (speler 1)
buys the first card by clicking, then plays three more of their turns with the first button each
time: the log and their own board change with each click, the two computer players act in
between, and the other boards stay behind their screens. A move typed in code that the rules
forbid is refused in Dutch inside the widget, and nothing changes. In the auction the reader
opens, passes for speler 2, sees a bid above speler 3's coins refused with its rule, and ends
the auction. Screenshots in the light and the dark theme land in
``test-results/het-leeft-tafel/`` for a person to look at.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from rulebook.its_alive.data import EXAMPLE_VALUES, Kind
from tests.browser.conftest import screenshot_to, write_code_notebook
from tests.browser.test_chapter_reading import _CONTRAST_JS, THEMES, set_theme
from tests.browser.test_game_table_chapter import (
    READABLE,
    log_count,
    moves,
    wait_for_more_moves,
)
from tests.browser.widget_harness import Harness
from widgets import CardValuesEntry, ScoreCalculator, UprisingResolver

PANEL_READABLE = {
    ".rb-panel .rb-heading": 4.5,
    ".rb-panel .rb-panel-strong": 4.5,
    ".rb-panel .rb-field-label": 4.5,
    ".rb-panel .rb-ruling-text": 4.5,
    ".rb-panel .rb-ruling-answer": 4.5,
}
REPO = Path(__file__).resolve().parents[2]
NOTEBOOK = "het-leeft-tafel.ipynb"
SCREENSHOTS = REPO / "test-results" / "het-leeft-tafel"

CELLS = [
    "from widgets import AuctionStepper, GameTable",
    'tafel = GameTable.of("het-leeft", players=3, seed=4)\ntafel',
    "veiling = AuctionStepper((12, 5, 8))\nveiling",
]

_EXECUTE_JS = """async (code) => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    await kernel.requestExecute({ code, store_history: false }).done;
}"""


def write_notebook(folder: Path) -> None:
    write_code_notebook(folder / NOTEBOOK, CELLS)


def take_the_first_choice(table: Locator) -> None:
    """The first button offered, or the first entry of the list (bids are a list)."""
    buttons = table.locator(".rb-gt-menus button[data-notation]")
    if buttons.count():
        buttons.first.click()
    else:
        table.locator('.rb-gt-menus [data-action="pick"]').first.click()


def own_board(table: Locator) -> str:
    return table.locator('.rb-gt-picture[data-key="bord-1"]').inner_html()


def test_a_few_turns_at_the_het_leeft_table_and_an_auction(
    page: Page, served_root: Path, run_notebook: Callable[[str], None]
) -> None:
    write_notebook(served_root)
    page.set_viewport_size({"width": 1280, "height": 1400})
    run_notebook(NOTEBOOK)
    table = page.locator(".rb-game-table").first
    table.scroll_into_view_if_needed()
    expect(table.locator(".rb-gt-status")).to_have_text("Jij bent aan zet (speler 1).")
    expect(table.locator(".rb-gt-seat")).to_have_count(3)
    keys = table.locator(".rb-gt-picture")
    expect(keys).to_have_count(5)
    assert [keys.nth(i).get_attribute("data-key") for i in range(5)] == [
        "midden",
        "kerkhoven",
        "bord-1",
        "scherm-2",
        "scherm-3",
    ]
    expect(table.locator(".rb-gt-stage")).to_contain_text("Ronde 1 · beurt van speler 1")
    log = table.locator(".rb-gt-log")
    expect(log.locator(":scope > li").first).to_contain_text("de stapel geeft Handen 2")
    assert "Handen 2" not in own_board(table)

    # A refusal typed in code: a bid while nobody auctions.
    before, lines, board = moves(table), log_count(table), own_board(table)
    page.evaluate(_EXECUTE_JS, 'tafel.act("1 kies bod-99")')
    error = table.locator(".rb-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("het-leeft.bestemmen")
    assert (moves(table), log_count(table), own_board(table)) == (before, lines, board)

    # Buy the card in the middle: it comes onto the reader's board, the coins go to the bank.
    buy = table.locator('[data-notation="1 kies kopen"]')
    expect(buy).to_contain_text("koopt Handen 2")
    buy.click()
    wait_for_more_moves(table, before)
    expect(log).to_contain_text("speler 1: koopt Handen 2")
    expect(log).to_contain_text("Speler 1 betaalt 2 munten aan de bank.")
    expect(error).to_be_hidden()
    assert "Handen 2" in own_board(table)
    assert log_count(table) > lines + 2  # the computers played their turns too
    screenshot(table, "na-de-eerste-beurt-licht")

    # Three more turns with the first button each time: every click adds to the log.
    for _ in range(3):
        before, lines = moves(table), log_count(table)
        if table.get_attribute("data-turn-of") != "mens":
            break
        take_the_first_choice(table)
        wait_for_more_moves(table, before)
        assert log_count(table) > lines
        expect(error).to_be_hidden()
    for screen in ("scherm-2", "scherm-3"):
        picture = table.locator(f'.rb-gt-picture[data-key="{screen}"]').inner_html()
        assert "achter het scherm" in picture and "data-card" not in picture

    # The auction: open with 3, speler 2 passes, 9 is more than speler 3 has, 6 wins.
    panel = page.locator(".rb-panel").first
    panel.scroll_into_view_if_needed()
    bid = panel.locator('input[data-name="bod"]')
    bid.fill("3")
    panel.locator('[data-action="bid"]').click()
    expect(panel.locator(".rb-panel-lines")).to_contain_text("Speler 2 is aan de beurt")
    panel.locator('[data-action="pass"]').click()
    expect(panel.locator(".rb-panel-lines")).to_contain_text("Speler 3 is aan de beurt")
    bid.fill("9")
    panel.locator('[data-action="bid"]').click()
    expect(panel.locator(".rb-error")).to_contain_text("het-leeft.veilen.munten")
    expect(panel.locator(".rb-panel-lines")).to_contain_text("Speler 3 is aan de beurt")
    bid.fill("6")
    panel.locator('[data-action="bid"]').click()
    expect(panel.locator(".rb-error")).to_be_hidden()
    expect(panel.locator(".rb-panel-lines")).to_contain_text(
        "Speler 3 krijgt de kaart en betaalt 6 munten aan speler 1"
    )
    expect(panel.locator(".rb-ruling-step")).to_have_count(4)

    for name, theme in sorted(THEMES.items()):
        set_theme(page, theme)
        for node, wanted in ((table, READABLE), (panel, PANEL_READABLE)):
            node.scroll_into_view_if_needed()
            shown = [selector for selector in wanted if page.locator(selector).count()]
            assert len(shown) >= 4  # (the big buttons of other games are not at this table)
            contrast = page.evaluate(_CONTRAST_JS, shown)
            low = {s: c for s, c in contrast.items() if c is None or c < wanted[s]}
            assert not low, f"{theme}: too little contrast {low}"
        screenshot(table, f"tafel-{name}")
        screenshot(panel, f"veiling-{name}")


def screenshot(node: Locator, name: str) -> Path:
    return screenshot_to(SCREENSHOTS, node, name)


def test_the_other_tools_by_typing_and_clicking(harness: Harness) -> None:
    """The panel's fields, lists and buttons in a page with real Python behind them: a wrong
    file of card values is refused inside the widget, a right one is read; a score calculator
    takes a board typed with Enter and a game chosen from its list; an uprising's choice is a
    button on its line."""
    page = harness.page
    entry = CardValuesEntry()
    harness.mount("waarden", "panel", entry, "waarden")
    root = page.locator("#waarden .rb-panel")
    text = root.locator('textarea[data-name="waarden"]')
    text.fill("armen: 1 2")
    root.locator('[data-action="read"]').click()
    expect(root.locator(".rb-error")).to_contain_text("Regel 1: armen heeft zes hele getallen")
    assert entry.values == EXAMPLE_VALUES
    expect(text).to_have_value("armen: 1 2")  # what the reader typed stays to be corrected
    text.fill(str(EXAMPLE_VALUES).replace("hart: 3 4 5 6 7 8", "hart: 4 5 6 7 8 9"))
    root.locator('[data-action="read"]').click()
    expect(root.locator(".rb-error")).to_be_hidden()
    expect(root.locator(".rb-panel-lines")).to_contain_text("Hart: 4, 5, 6, 7, 8, 9")
    assert entry.values.of(Kind.HEART) == (4, 5, 6, 7, 8, 9)

    calculator = ScoreCalculator(3)
    harness.mount("score", "panel", calculator, "score")
    panel = page.locator("#score .rb-panel")
    panel.locator('select[data-name="partij"]').select_option(label="partij 2 (speler 2 begint)")
    cards = panel.locator('input[data-name="kaarten-2"]')
    cards.fill("hart-5 hoofd-6")
    cards.press("Enter")
    expect(panel.locator(".rb-panel-lines")).to_contain_text(
        "Partij 2 (speler 2 begint): speler 1: 0, speler 2: 11, speler 3: 0."
    )
    assert calculator.scores.games[1][1].cards == ("hart-5", "hoofd-6")
    cards.fill("hart-5 hart-6")
    cards.press("Enter")
    expect(panel.locator(".rb-error")).to_contain_text("het-leeft.bord.dubbel")
    assert calculator.totals == (0, 11, 0)

    resolver = UprisingResolver(6, "3 5", 2)
    harness.mount("opstand", "panel", resolver, "opstand")
    lines = page.locator("#opstand .rb-panel-lines")
    lines.locator('[data-action="choose"]').nth(1).click()
    expect(lines).to_contain_text("Dat is niet genoeg: de opstand gaat uit het spel.")
    harness.settle()
    harness.screenshot("het-leeft-hulpmiddelen")
    harness.check_clean()
