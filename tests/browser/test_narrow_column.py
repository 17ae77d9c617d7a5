"""Widgets in a 360 px column (a phone, or a notebook beside JupyterLab's file browser): the
table scorer stacks its rows instead of running the cauldron's text field under the droplet
field, and the search box's hits break a long clause id instead of sticking out (one page,
both widgets side by side in the harness). The three game tables (Castle Combo, Het Leeft!, De
Kwakzalvers) in real JupyterLab at 420 px, with the side bar open and closed: nothing sticks
out, no picture's text shrinks below 11 px, and each stays playable (screenshots in
``test-results/smalle-speltafels/``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page, expect

from tests.browser.conftest import screenshot_to, write_code_notebook
from tests.browser.test_chapter_reading import THEMES, set_theme
from tests.browser.test_game_table_chapter import moves, wait_for_more_moves
from tests.browser.widget_harness import Harness
from widgets import SearchBox, TableScorer

COLUMN = 360

_BOX_JS = """(node) => {
    const r = node.getBoundingClientRect();
    return [r.left, r.right, r.top, r.bottom];
}"""


def box(locator: Locator) -> tuple[float, float, float, float]:
    left, right, top, bottom = locator.evaluate(_BOX_JS)
    return left, right, top, bottom


def overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[1] - 1 and b[0] < a[1] - 1 and a[2] < b[3] - 1 and b[2] < a[3] - 1


def test_the_scorer_and_the_search_fit_a_360_px_column(harness: Harness) -> None:
    page = harness.page
    page.set_viewport_size({"width": 800, "height": 1000})
    page.evaluate(f"() => {{ document.getElementById('stage').style.width = '{COLUMN}px'; }}")
    scorer = TableScorer("W1x2 O1 G1 W2 R1 P1", "W3 W2 W1 B2 Z1", droplets=(2, 0), round=3)
    harness.mount("controls", "table_scorer", scorer.controls, "controls")
    harness.mount("search", "search", SearchBox(), "stepper")
    stage = page.locator("#stage")
    _, right, _, _ = box(stage)

    rows = page.locator(".rb-ts-row")
    expect(rows).to_have_count(2)
    for number in range(2):
        row = rows.nth(number)
        text, drop = box(row.locator(".rb-ts-cauldron")), box(row.locator(".rb-ts-drop"))
        assert not overlap(text, drop), (number, text, drop)
        assert text[1] <= box(row)[1] and drop[1] <= box(row)[1]
        assert text[1] - text[0] >= 200  # the cauldron's text has room to be read

    page.locator(".rb-search input").fill("ontploffen")
    page.locator(".rb-search input").press("Enter")
    hits = page.locator(".rb-search-hit")
    expect(hits.first).to_be_visible()
    assert hits.count() >= 5
    for number in range(hits.count()):
        assert box(hits.nth(number))[1] <= right + 1, number
    assert stage.evaluate("(node) => node.scrollWidth - node.clientWidth") <= 0
    harness.screenshot("smalle-kolom")
    harness.check_clean()


# -- the game tables in JupyterLab at 420 px ---------------------------------------------------

TABLES = "smalle-speltafels.ipynb"
TABLE_CELLS = [
    "from widgets import GameTable",
    'kasteel = GameTable.of("castle-combo", players=3, seed=7, kerker=True)\nkasteel',
    'leeft = GameTable.of("het-leeft", players=3, seed=4)\nleeft',
    'kwak = GameTable.of("kwakzalvers", players=3, set=1, seed=5)\nkwak',
]
NARROW = 420
SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "smalle-speltafels"

_MEASURE_JS = """() => [...document.querySelectorAll('.rb-game-table')].map((root) => {
    const output = (root.closest('.jp-OutputArea-output') || root.parentElement)
        .getBoundingClientRect();
    const side = root.querySelector('.rb-gt-side').getBoundingClientRect();
    let smallest = Infinity;
    let spill = 0;
    for (const svg of root.querySelectorAll('.rb-gt-picture svg')) {
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        for (const text of svg.querySelectorAll('text')) {
            const size = parseFloat(text.getAttribute('font-size') || '16');
            smallest = Math.min(smallest, size * scale);
        }
        for (const card of svg.querySelectorAll('.rb-playing-card')) {
            const frame = card.querySelector('rect').getBBox();
            for (const text of card.querySelectorAll('text')) {
                const box = text.getBBox();
                const right = box.x + box.width - (frame.x + frame.width);
                spill = Math.max(spill, right, frame.x - box.x);
            }
        }
    }
    const button = root.querySelector('.rb-gt-menus button, .rb-gt-computer button');
    const pressed = button ? button.getBoundingClientRect() : null;
    return {
        output: [output.left, output.right],
        side: [side.left, side.right],
        overflow: root.scrollWidth - root.clientWidth,
        root: [root.getBoundingClientRect().left, root.getBoundingClientRect().right],
        smallest,
        spill,
        button: pressed ? [pressed.left, pressed.right] : null,
    };
})"""


def write_tables(folder: Path) -> None:
    write_code_notebook(folder / TABLES, TABLE_CELLS)


def _side_bar(page: Page, open_: bool) -> None:
    page.evaluate(
        "(open) => { const shell = window.jupyterapp.shell;"
        " if (open) { shell.activateById('filebrowser'); shell.expandLeft(); }"
        " else { shell.collapseLeft(); } }",
        open_,
    )
    page.wait_for_timeout(400)  # JupyterLab lays the panels out again


def _check_tables(page: Page, *, playable: bool) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = page.evaluate(_MEASURE_JS)
    assert len(found) == 3
    for number, table in enumerate(found):
        left, right = table["output"]
        assert table["side"][1] <= right + 1, (number, table)  # the side never sticks out
        assert table["root"][1] <= right + 1, (number, table)  # the table never sticks out
        if playable:  # a usable column: only a picture's own box scrolls, not the table
            assert table["overflow"] <= 1, (number, table)
        assert table["smallest"] >= 10.99, (number, table)  # no text shrinks below 11 px
        assert table["spill"] <= 0.5, (number, table)  # a card's words stay on the card
        if playable:
            assert right - left >= 300, (number, table)  # JupyterLab's output at 420 px
            assert table["button"] is not None, (number, table)
            assert left - 1 <= table["button"][0] and table["button"][1] <= right + 1
    return found


def test_the_three_game_tables_in_a_420_px_window(
    page: Page, served_root: Path, run_notebook: Callable[[str], None]
) -> None:
    """At 420 px, with JupyterLab's side bar open the output was 52 px wide and the table's
    side stuck out 239 px; with it closed the cards' text shrank to 5.7-8.6 px. Now the side
    fits its column, the pictures keep their size and scroll in their own box, and with the side
    bar closed every table can be played: its first button lies inside the output."""
    write_tables(served_root)
    page.set_viewport_size({"width": 1280, "height": 1400})
    run_notebook(TABLES)
    castle = page.locator(".rb-game-table").first
    castle.scroll_into_view_if_needed()
    for name, theme in sorted(THEMES.items()):
        set_theme(page, theme)
        screenshot_to(SHOTS, castle, f"kasteel-1280-{name}")
    set_theme(page, THEMES["licht"])
    _check_tables(page, playable=True)
    # the castle's pictures fit beside the choices; De Kwakzalvers' own cauldron does not, so
    # its choices go above the pictures rather than the cauldron shrinking or scrolling
    stacked = page.evaluate(
        "() => [...document.querySelectorAll('.rb-game-table')]"
        ".map((node) => node.classList.contains('rb-gt-stacked'))"
    )
    assert stacked == [False, False, True]
    kwak = page.locator(".rb-game-table").nth(2)
    kwak.scroll_into_view_if_needed()
    screenshot_to(SHOTS, kwak, "kwakzalvers-1280-licht")
    # at 1280 px every picture of the three tables fits beside the choices, unscrolled
    for figure in page.locator(".rb-gt-picture").all():
        assert figure.evaluate("(node) => node.scrollWidth - node.clientWidth") <= 1, (
            figure.get_attribute("data-key"),
            figure.evaluate("(node) => [node.scrollWidth, node.clientWidth]"),
        )

    page.set_viewport_size({"width": NARROW, "height": 900})
    _side_bar(page, True)
    _check_tables(page, playable=False)
    screenshot_to(SHOTS, page, "420-zijbalk-open")

    _side_bar(page, False)
    _check_tables(page, playable=True)
    for name, theme in sorted(THEMES.items()):
        set_theme(page, theme)
        castle.scroll_into_view_if_needed()
        screenshot_to(SHOTS, castle, f"kasteel-420-{name}")
    set_theme(page, THEMES["licht"])
    before = moves(castle)
    castle.locator(".rb-gt-menus button[data-notation]").first.click()
    wait_for_more_moves(castle, before)
    expect(castle.locator(".rb-gt-log")).to_contain_text("speler 1: ")
    words = castle.locator(".rb-castle-words").first
    words.locator("summary").click()
    expect(words.locator("li").first).to_contain_text("Vaardigheid: ")
    expect(words.locator("li").first).to_contain_text("Punten: ")
