"""Every chapter as a new reader meets it in real JupyterLab, and the showcases after running.

- **Before running anything**, for every notebook in ``notebooks/``: a fresh copy (untrusted, as
  after a clone) is opened without running a cell, in the light and in the dark theme. Every
  picture the saved outputs hold must be on the page as a loaded image with a Dutch alt text, and
  no output may show raw SVG or "Error displaying widget".
- **After running** the chapter of choices: a showcase's tabs switch between the default and the
  alternative of a choice in the stepper below, on the same step.

Screenshots land in ``test-results/chapters/`` (ignored by git) for a person to look at.
"""

from __future__ import annotations

import itertools
import json
import shutil
import urllib.parse
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import open_notebook_and_run_all, wait_for_kernel_idle
from tests.browser.test_chapter_reading import (
    _CELL_IMAGES_JS,
    _CELL_TEXT_JS,
    _CELLS_JS,
    _CONTRAST_JS,
    _SHOW_CELL_JS,
    THEMES,
    set_theme,
)
from tests.widgets.pictures import pictures_in

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((REPO / "notebooks").glob("*.ipynb"))
SCREENSHOTS = REPO / "test-results" / "chapters"
_fresh = itertools.count()


def saved_pictures(path: Path) -> list[int]:
    """How many pictures each code cell's saved HTML outputs hold, by cell index."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    counts = []
    for cell in notebook["cells"]:
        html = "".join(
            "".join(output.get("data", {}).get("text/html", ""))
            for output in cell.get("outputs", [])
        )
        counts.append(len(pictures_in(html)))
    return counts


def shot(page: Page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SCREENSHOTS / f"{name}.png")


@pytest.mark.parametrize("chapter", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_every_picture_loads_before_any_cell_runs_in_both_themes(
    page: Page, jupyter_server: str, served_root: Path, chapter: Path
) -> None:
    page.set_viewport_size({"width": 1200, "height": 1000})
    folder = served_root / f"vers-hoofdstuk-{next(_fresh)}"
    folder.mkdir()
    shutil.copy(chapter, folder / chapter.name)
    path = f"{folder.name}/{chapter.name}"
    page.goto(f"{jupyter_server}/lab/tree/{urllib.parse.quote(path)}?reset")
    wait_for_kernel_idle(page, path)
    expected = saved_pictures(chapter)
    code = [c for c in page.evaluate(_CELLS_JS) if c["type"] == "code"]
    assert code and all(c["trusted"] is False for c in code)  # as after a fresh clone

    for theme in ("licht", "donker"):
        set_theme(page, THEMES[theme])
        shown_cells = 0
        for cell in (c for c in code if expected[c["index"]]):
            page.evaluate(_SHOW_CELL_JS, cell["index"])
            if theme == "licht":  # the images do not depend on the theme: check them once
                images = page.evaluate(_CELL_IMAGES_JS, cell["index"])
                text = page.evaluate(_CELL_TEXT_JS, cell["index"])
                assert "<svg" not in text and "Error displaying widget" not in text, text[:200]
                assert len(images) == expected[cell["index"]], (cell["index"], images)
                for image in images:
                    assert image["data"] and image["loaded"], image
                    assert " " in image["alt"], image  # a Dutch sentence, not a file name
            if shown_cells < 2:  # the first pictures, to look at
                shot(page, f"{chapter.stem}-voor-het-draaien-{theme}-{shown_cells + 1}")
            shown_cells += 1
        assert shown_cells, f"{chapter.name}: no picture at all"
    # Still nothing ran.
    assert [c["count"] for c in page.evaluate(_CELLS_JS) if c["type"] == "code"] == [
        c["count"] for c in code
    ]


CHOICES = "notebooks/17-kwakzalvers-varianten-en-keuzes.ipynb"
CARDS = "notebooks/16-kwakzalvers-waarzeggerijkaarten.ipynb"


def test_a_choice_is_compared_on_the_same_step_after_running(
    page: Page, jupyter_server: str
) -> None:
    """Card B7 and yellow set 3 together: step 4 says the limit is 9 (the default, the highest)
    or 10 (the raises added); the tab changes the example, not the step."""
    page.set_viewport_size({"width": 1200, "height": 1400})
    open_notebook_and_run_all(page, jupyter_server, CHOICES)
    showcase = page.locator(".rb-showcase-box").filter(has_text="optellen").first
    showcase.scroll_into_view_if_needed()
    stepper = showcase.locator(".rb-stepper")
    counter = stepper.locator(".rb-step-counter")
    expect(counter).to_have_text("stap 1 van 11")
    for _ in range(3):
        stepper.locator('[data-action="next"]').click()
    expect(counter).to_have_text("stap 4 van 11")
    expect(stepper.locator(".rb-step-text")).to_contain_text("de grens is 9")
    tabs = showcase.locator(".rb-sc-tab")
    expect(tabs).to_have_count(2)
    expect(tabs.nth(0)).to_have_attribute("aria-pressed", "true")
    tabs.nth(1).click()
    expect(tabs.nth(1)).to_have_attribute("aria-pressed", "true")
    expect(counter).to_have_text("stap 4 van 8")
    expect(stepper.locator(".rb-step-text")).to_contain_text("de grens is 10")
    expect(stepper.locator(".rb-clause-kind")).to_have_text("keuze van dit regelboek")
    for name, theme in sorted(THEMES.items()):
        set_theme(page, theme)
        showcase.scroll_into_view_if_needed()
        contrast = page.evaluate(
            _CONTRAST_JS,
            [
                ".rb-showcase .rb-sc-tab[aria-pressed='true']",
                ".rb-showcase .rb-sc-tab[aria-pressed='false']",
            ],
        )
        assert all(value is not None and value >= 4.5 for value in contrast.values()), contrast
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        showcase.screenshot(path=SCREENSHOTS / f"keuze-na-het-draaien-{name}.png")


def test_a_card_and_its_example_after_running(page: Page, jupyter_server: str) -> None:
    page.set_viewport_size({"width": 1200, "height": 1400})
    open_notebook_and_run_all(page, jupyter_server, CARDS)
    showcase = page.locator(".rb-showcase-box").filter(has_text="Rattenplaag").first
    showcase.scroll_into_view_if_needed()
    expect(showcase.locator(".rb-sc-tabs")).to_be_hidden()  # one example: no tabs
    expect(showcase.locator(".rb-sc-picture svg [data-card='P4']")).to_have_count(1)
    stepper = showcase.locator(".rb-stepper")
    stepper.locator('[data-action="last"]').click()
    expect(stepper.locator(".rb-answer")).to_contain_text("4 rattenstaarten")
    for name, theme in sorted(THEMES.items()):
        set_theme(page, theme)
        showcase.scroll_into_view_if_needed()
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        showcase.screenshot(path=SCREENSHOTS / f"kaart-na-het-draaien-{name}.png")
