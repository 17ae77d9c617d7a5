"""Widgets in a 360 px column (a phone, or a notebook beside JupyterLab's file browser): the
table scorer stacks its rows instead of running the cauldron's text field under the droplet
field, and the search box's hits break a long clause id instead of sticking out. One page,
both widgets side by side in the harness."""

from __future__ import annotations

from playwright.sync_api import Locator, expect

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
