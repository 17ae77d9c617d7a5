"""What a reader sees of the pictures and controls, measured in chromium (issue 24, item 11):

- a quiz's picture is drawn at its own size, so its text stays at 11 px or more on screen (a
  height limit once drew the Castle Combo square at about half size, card text near 6 px);
- the square editor of chapters 40 and 43 has fields and buttons of one height;
- a rule's id (``castle-combo.rol.schild``) never breaks over two lines;
- the game table's log reads at 4.5:1 or more in JupyterLab's light theme (WCAG AA), also the
  lines a chance step wrote and the newest, highlighted lines.

The widgets run in the harness page (``widget_harness.py``) with real Python behind them."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.widget_harness import Harness
from tests.rulebook.picture_text import SMALLEST
from widgets import GameTable, Quiz, TableauEditor

pytestmark = pytest.mark.browser

SMALLEST_TEXT = """(root) => {
  const sizes = [];
  for (const text of root.querySelectorAll("svg text")) {
    if (!text.textContent.trim()) continue;
    const m = text.getScreenCTM();
    const scale = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    sizes.push(parseFloat(getComputedStyle(text).fontSize) * scale);
  }
  return sizes.length ? Math.min(...sizes) : null;
}"""
"""The smallest text of the pictures under ``root`` as drawn on screen, in CSS pixels."""


@pytest.mark.parametrize(
    "chapter",
    [
        "40-castle-combo-basisspel",
        "43-uit-de-kerker-nieuwe-scorevoorwaarden",
        "20-alchemisten-essentiefase",
    ],
)
def test_a_quiz_draws_its_picture_at_its_own_size(harness: Harness, chapter: str) -> None:
    quiz = Quiz.for_chapter(chapter, seed=1)
    for _ in range(6):  # a question with a picture
        if quiz.picture:
            break
        quiz.apply({"type": "next"})
    assert quiz.picture, chapter
    harness.mount("quiz", "quiz", quiz, "controls")
    svg = harness.page.locator(".rb-quiz-picture svg")
    expect(svg).to_be_visible()
    natural = float(svg.get_attribute("width") or 0)
    drawn = svg.bounding_box()
    assert drawn is not None and natural > 0
    assert drawn["width"] == pytest.approx(natural, abs=1)
    smallest = harness.page.locator(".rb-quiz").evaluate(SMALLEST_TEXT)
    assert smallest is not None and smallest >= SMALLEST - 0.05, chapter
    harness.screenshot(f"quiz-{chapter}")
    harness.check_clean()


CONTROL_HEIGHTS = """(root) => [...root.querySelectorAll("input, button, select")]
  .filter((node) => node.offsetParent !== null && node.type !== "checkbox")
  .map((node) => [node.className + " " + (node.dataset.name || node.dataset.action || ""),
                  Math.round(node.getBoundingClientRect().height * 10) / 10])"""


@pytest.mark.parametrize("example", [None, "geen-gedekte-kaarten"])
def test_the_square_editors_fields_and_buttons_have_one_height(
    harness: Harness, example: str | None
) -> None:
    editor = TableauEditor() if example is None else TableauEditor.example(example)
    harness.page.set_viewport_size({"width": 900, "height": 1800})
    harness.mount("editor", "castle_tableau", editor, "controls")
    root = harness.page.locator(".rb-castle-tableau")
    expect(root.locator(".rb-ct-cell")).to_have_count(9)
    heights: list[list[Any]] = root.evaluate(CONTROL_HEIGHTS)
    assert len(heights) > 27  # a field and two buttons on each of the nine places, and more
    assert len({height for _, height in heights}) == 1, heights
    harness.check_clean()


def test_a_rule_id_never_breaks_inside(harness: Harness) -> None:
    editor = TableauEditor()
    harness.page.set_viewport_size({"width": 420, "height": 1600})
    harness.page.evaluate("document.getElementById('stage').style.width = '300px'")
    harness.mount("editor", "castle_tableau", editor, "controls")
    root = harness.page.locator(".rb-castle-tableau")
    root.locator('[data-action="whole"]').click()
    codes = root.locator(".rb-clause-code")
    expect(codes.first).to_be_visible()
    lines = codes.evaluate_all("(nodes) => nodes.map((n) => n.getClientRects().length)")
    assert len(lines) > 5
    assert set(lines) == {1}
    harness.check_clean()


LIGHT_THEME = """() => {
  const style = document.documentElement.style;
  style.setProperty("--jp-content-font-color1", "rgba(0, 0, 0, 0.87)");
  style.setProperty("--jp-content-font-color2", "rgba(0, 0, 0, 0.54)");
  style.setProperty("--jp-layout-color0", "white");
  style.setProperty("--jp-border-color1", "#bdbdbd");
}"""
"""JupyterLab's light theme, the colours the widgets take from it."""

CONTRASTS = """(root) => {
  const probe = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  const rgba = (css) => {  // any CSS colour, as the browser paints it
    probe.clearRect(0, 0, 1, 1);
    probe.fillStyle = "#000"; probe.fillStyle = css; probe.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top, below) => top.slice(0, 3).map((v, i) => v * top[3] + below[i] * (1 - top[3]));
  const background = (node) => {
    const layers = [];
    for (let n = node; n; n = n.parentElement) {
      layers.push(rgba(getComputedStyle(n).backgroundColor));
    }
    return layers.reverse().reduce((below, top) => over(top, below), [255, 255, 255]);
  };
  const luminance = (rgb) => {
    const [r, g, b] = rgb.map((v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const result = [];
  for (const node of root.querySelectorAll(".rb-gt-log li, .rb-gt-log li *")) {
    if (![...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim())) continue;
    const behind = background(node);
    const ink = over(rgba(getComputedStyle(node).color), behind);
    const [hi, lo] = [luminance(ink), luminance(behind)].sort((x, y) => y - x);
    result.push([node.className, Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100]);
  }
  return result;
}"""
"""The contrast of each log text with what is painted behind it (every layer above the page)."""


def test_the_game_tables_log_reads_at_aa_in_the_light_theme(harness: Harness) -> None:
    table = GameTable.of("kwakzalvers", players=2, set=1, seed=5, humans=())
    harness.page.evaluate(LIGHT_THEME)
    harness.page.set_viewport_size({"width": 1200, "height": 1600})
    harness.mount("table", "game_table", table, "controls")
    root = harness.page.locator(".rb-game-table")
    fresh_chance = root.locator(".rb-gt-log li.rb-gt-fresh.rb-gt-by-chance")
    for _ in range(12):  # the computers play until the newest, highlighted line is chance's
        root.locator('[data-action="step"]').click()
        harness.settle()
        if fresh_chance.count():
            break
    expect(fresh_chance.first).to_be_visible()
    expect(root.locator(".rb-gt-log li").first).to_be_visible()
    contrasts: list[list[Any]] = root.evaluate(CONTRASTS)
    assert any("rb-gt-by-chance rb-gt-fresh" in name for name, _ in contrasts), contrasts
    assert [(name, ratio) for name, ratio in contrasts if ratio < 4.5] == []
    harness.check_clean()
