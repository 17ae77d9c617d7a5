"""The leermodus at the game table in real JupyterLab and Debian's chromium, keyboard only.

A notebook with two tables in the leermodus: Dobbelnim (a whole game is short, and it has a
teacher, so the review runs at the end) and Castle Combo (a game whose clauses are taught in
chapters: the lesson links to them). With the keyboard only, the reader switches the leermodus
off and on (space on the checkbox), plays a whole game of Dobbelnim with Enter (the focus stays
on the choices), and asks for the review ("Bespreek de partij na"). At the Castle Combo table
the lesson of the first decisions is read, the options folded under their summary are opened
with the keyboard, and a computer's reason appears in the log. Both at 1280 and at 420 px wide,
in the light and the dark theme; the lesson never sticks out of its table. Screenshots land in
``test-results/game-table-leermodus/`` for a person to look at.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser import keyboard_table
from tests.browser.conftest import write_code_notebook
from tests.browser.test_game_table_chapter import moves, wait_for_more_moves

REPO = Path(__file__).resolve().parents[2]
SHOTS = REPO / "test-results" / "game-table-leermodus"
NOTEBOOK = "notebooks/tafels-leermodus.ipynb"
CELLS = [
    "from rulebook.nim.bots import LeaveFour\n"
    "from rulebook.nim.engine import Nim\n"
    "from rulebook.nim.state import NimSetup\n"
    "from widgets import GameTable",
    "nim = GameTable(Nim(), NimSetup(stones=15, faces=3), 1, computers={1: LeaveFour()},"
    " leermodus=True)\nnim",
    'kasteel = GameTable.of("castle-combo", players=2, seed=5, leermodus=True)\nkasteel',
    "samen = GameTable(Nim(), NimSetup(stones=15, faces=3), 4, humans=(0, 1), computers={},"
    " leermodus=True)\nsamen",
]


def check_fits_and_reads(page: Page, table: Locator, shot: str) -> None:
    """In both themes: the lesson fits and reads well (``keyboard_table``); a screenshot."""
    keyboard_table.check_fits_and_reads(page, table, SHOTS, shot)


def write_notebook(folder: Path) -> None:
    write_code_notebook(folder / NOTEBOOK, CELLS)


@pytest.mark.parametrize("width", [1280, 420])
def test_a_whole_game_in_the_leermodus_with_the_keyboard_only(
    page: Page, served_root: Path, run_notebook: Callable[[str], None], width: int
) -> None:
    write_notebook(served_root)
    page.set_viewport_size({"width": width, "height": 1000})
    run_notebook(NOTEBOOK)
    if width < 600:  # a narrow window: JupyterLab's side bar closed, as a reader would
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
    table = page.locator(".rb-game-table").first
    table.scroll_into_view_if_needed()
    lesson = table.locator(".rb-gt-lesson")
    switch = table.locator(".rb-gt-leermodus")
    expect(switch).to_be_checked()
    expect(table.locator(".rb-gt-switch")).to_have_text("Leermodus")
    expect(lesson).to_be_visible()
    expect(lesson.locator(".rb-gt-lesson-question")).to_contain_text("Speler 1 gooide ")
    expect(lesson.locator(".rb-gt-lesson-question")).to_contain_text(
        "regel: Stenen nemen (dobbelnim.nemen)"
    )
    options = lesson.locator(".rb-gt-lesson-option")
    offered = table.locator(".rb-gt-menus button[data-notation]")
    assert options.count() == offered.count() >= 1
    expect(options.first).to_contain_text("speler 1 neemt 1 steen: Er blijven ")
    # a screen reader hears the option's lesson with its button
    described = offered.first.get_attribute("aria-describedby")
    assert described and options.first.get_attribute("id") == described
    picks = lesson.locator(".rb-gt-pick-reason")
    expect(picks).to_have_count(2)
    expect(lesson.locator('[data-strategy="slim"]')).to_contain_text("slim: speler 1 neemt")
    check_fits_and_reads(page, table, f"dobbelnim-{width}")

    # The switch, with the keyboard: space turns it off (the lesson goes), and on again.
    switch.focus()
    page.keyboard.press("Space")
    expect(switch).not_to_be_checked()
    expect(lesson).to_be_hidden()
    expect(switch).to_be_focused()
    page.keyboard.press("Space")
    expect(switch).to_be_checked()
    expect(lesson).to_be_visible()

    # Into the choices with Tab, then Enter until the game is over: after each answer the
    # focus is back on a choice (the same one if it is still offered).
    page.keyboard.press("Tab")
    focused = page.evaluate("() => document.activeElement.dataset.notation || ''")
    assert focused.startswith("1 neemt "), focused
    for _ in range(30):
        if table.get_attribute("data-turn-of") == "einde":
            break
        before = moves(table)
        page.keyboard.press("Enter")
        wait_for_more_moves(table, before)
        if table.get_attribute("data-turn-of") != "einde":
            expect(lesson.locator(".rb-gt-lesson-question")).to_contain_text("Speler 1 gooide ")
            expect(table.locator(".rb-gt-menus button[data-notation]:focus")).to_have_count(1)
    expect(table).to_have_attribute("data-turn-of", "einde")
    expect(lesson).to_be_hidden()
    # every choice of the computer in the log carries its reason
    reasons = table.locator(".rb-gt-log .rb-gt-by-computer .rb-gt-reason")
    assert reasons.count() >= 1
    expect(reasons.first).to_contain_text("waarom: slim ")

    # The review: its button has the focus at the end; Enter runs it.
    review = keyboard_table.start_the_review(page, table)
    points = review.locator(".rb-gt-review-point")
    expect(points.first).to_be_visible()
    assert 1 <= points.count() <= 3
    expect(points.first).to_contain_text("je koos speler 1 neemt 1 steen; beter was speler 1 neemt")
    expect(points.first).to_contain_text("procentpunt winstkans")
    expect(points.first).to_contain_text("regel: Stenen nemen (dobbelnim.nemen)")
    expect(review.locator(".rb-gt-review-heading")).to_be_focused()
    check_fits_and_reads(page, table, f"dobbelnim-nabespreking-{width}")

    # Castle Combo: the lesson links each clause to the chapter that teaches it.
    castle = page.locator(".rb-game-table").nth(1)
    castle.scroll_into_view_if_needed()
    castle_lesson = castle.locator(".rb-gt-lesson")
    expect(castle_lesson).to_be_visible()
    link = castle_lesson.locator(".rb-gt-rule-link").first
    expect(link).to_have_attribute("href", _chapter_link())
    summary = castle_lesson.locator(".rb-gt-lesson-summary")
    summary.focus()
    if castle_lesson.locator("details").get_attribute("open") is None:
        page.keyboard.press("Enter")  # a long list is folded: Enter opens it
    expect(castle_lesson.locator(".rb-gt-lesson-option").first).to_be_visible()
    check_fits_and_reads(page, castle, f"kasteel-{width}")
    first = castle.locator(".rb-gt-menus button[data-notation]").first
    first.focus()
    for _ in range(3):  # a few decisions by Enter; the computer answers with its reason
        before = moves(castle)
        page.keyboard.press("Enter")
        wait_for_more_moves(castle, before)
        if castle.locator(".rb-gt-menus select:focus").count():
            page.keyboard.press("Tab")  # a list's choice: Tab to "kies", Enter below
    expect(castle.locator(".rb-gt-log .rb-gt-by-computer .rb-gt-reason").first).to_contain_text(
        "waarom: "
    )
    check_fits_and_reads(page, castle, f"kasteel-later-{width}")


def test_two_readers_at_one_table_each_get_their_lesson_and_their_review(
    page: Page, served_root: Path, run_notebook: Callable[[str], None]
) -> None:
    """A hot-seat table (two human seats): the lesson names whose decision it teaches and
    describes only that seat's buttons; at the end each seat has its own review button."""
    write_notebook(served_root)
    page.set_viewport_size({"width": 1280, "height": 1000})
    run_notebook(NOTEBOOK)
    table = page.locator(".rb-game-table").nth(2)
    table.scroll_into_view_if_needed()
    lesson = table.locator(".rb-gt-lesson")
    heading = lesson.locator(".rb-gt-lesson-heading")
    table.locator(".rb-gt-menus button[data-notation]").first.focus()
    seen = set()
    for _ in range(30):
        if table.get_attribute("data-turn-of") == "einde":
            break
        seat = int(page.evaluate("() => document.activeElement.dataset.seat"))
        expect(heading).to_have_text(f"Leermodus: speler {seat + 1}")
        for button in table.locator(".rb-gt-menus button[data-notation]").all():
            described = button.get_attribute("aria-describedby")
            assert (described is not None) == (button.get_attribute("data-seat") == str(seat))
        seen.add(seat)
        before = moves(table)
        page.keyboard.press("Enter")
        wait_for_more_moves(table, before)
        if table.get_attribute("data-turn-of") != "einde":
            table.locator(".rb-gt-menus button[data-notation]").first.focus()
    assert seen == {0, 1}
    review = table.locator(".rb-gt-review")
    buttons = review.locator('[data-action="review"]')
    expect(buttons).to_have_text(
        ["Bespreek de partij na voor speler 1", "Bespreek de partij na voor speler 2"]
    )
    buttons.first.focus()
    page.keyboard.press("Enter")
    expect(review.locator(".rb-gt-review-heading")).to_have_text("Nabespreking van speler 1")
    expect(buttons).to_have_text(["Bespreek de partij na voor speler 2"])
    buttons.first.focus()
    page.keyboard.press("Enter")
    expect(review.locator(".rb-gt-review-heading")).to_have_text("Nabespreking van speler 2")
    expect(buttons).to_have_text(["Bespreek de partij na voor speler 1"])
    check_fits_and_reads(page, table, "samen-nabespreking")


def _chapter_link() -> str:
    """Where the chapter map says Castle Combo's first decision (the buying step) is taught."""
    from rulebook.core.reader.chapters import chapter_map
    from widgets import GameTable

    table = GameTable.of("castle-combo", players=2, seed=5, leermodus=True)
    place = chapter_map().place(table.lesson["clause"])
    assert place is not None
    return place.link()
