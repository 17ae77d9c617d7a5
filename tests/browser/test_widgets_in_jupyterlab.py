"""The base game's widgets in real JupyterLab and Debian's chromium, each made in one line.

A small notebook shows each widget as a chapter will (``DigitalBag.start(...)``, ...); every
cell runs in a real kernel and the clicks go through the real comm. The digital bag draws chips
until the odds change; the table scorer is clicked through to its answer; then every widget is
photographed in the light and in the dark theme (``test-results/jupyterlab/``, ignored by git)
and its text must stand out from its background (WCAG contrast 4.5:1).
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.conftest import open_notebook_and_run_all, write_code_notebook
from tests.browser.test_chapter_reading import _CONTRAST_JS, THEMES, set_theme

REPO = Path(__file__).resolve().parents[2]
SCREENSHOTS = REPO / "test-results" / "jupyterlab"
NOTEBOOK = "widgets-proef.ipynb"

CELLS = {
    "digitale-buidel": 'DigitalBag.start("W1x4 W2x2 W3 O1 G1", seed=11)',
    "puntentelling": 'TableScorer("W1x2 O1 G1 W2 R1 P1", "W3 W2 W1 B2 Z1", droplets=(2, 0))',
    "rattenstaarten": "RatTailExplorer((20, 19, 17, 16))",
    "winkel": "Shop(12, round=3, set=2)",
    "boekenpagina": 'BookPage(set=2, book="rood")',
}
"""Each widget as a chapter shows it: one line."""

ROOTS = {
    "digitale-buidel": ".rb-digital-bag",
    "puntentelling": ".rb-table-scorer-box",
    "rattenstaarten": ".rb-rat-tails",
    "winkel": ".rb-shop",
    "boekenpagina": ".rb-book-page-box",
}

READABLE = {
    ".rb-digital-bag .rb-db-status": 4.5,
    ".rb-digital-bag .rb-db-fraction": 4.5,
    ".rb-digital-bag .rb-db-odds-words": 4.5,
    ".rb-digital-bag .rb-heading": 4.5,
    ".rb-digital-bag .rb-button-primary": 4.5,
    ".rb-digital-bag .rb-ruling-clause": 4.5,
    ".rb-table-scorer .rb-ts-who": 4.5,
    ".rb-table-scorer .rb-ts-summary": 4.5,
    ".rb-table-scorer .rb-ts-outcome": 4.5,
    ".rb-table-scorer .rb-input": 4.5,
    ".rb-rat-tails .rb-rats-result": 4.5,
    ".rb-rat-tails .rb-ruling-answer": 4.5,
    ".rb-shop .rb-shop-book-name": 4.5,
    ".rb-shop .rb-shop-mark": 4.5,
    ".rb-shop .rb-field-label": 4.5,
    ".rb-book-page .rb-bp-tab[aria-pressed=true]": 4.5,
    ".rb-book-page .rb-bp-tab[aria-pressed=false]": 4.5,
    ".rb-book-page .rb-help": 4.5,
}


def write_notebook(folder: Path) -> str:
    """The notebook, written as plain nbformat 4 JSON; returns its path on the server."""
    lines = [
        "from widgets import BookPage, DigitalBag, RatTailExplorer, Shop, TableScorer",
        *CELLS.values(),
    ]
    write_code_notebook(folder / NOTEBOOK, lines)
    return NOTEBOOK


def test_the_widgets_work_and_read_well_in_both_themes(
    page: Page, jupyter_server: str, served_root: Path
) -> None:
    page.set_viewport_size({"width": 1280, "height": 1800})
    path = write_notebook(served_root)
    open_notebook_and_run_all(page, jupyter_server, path)

    # The digital bag: each "Trek" puts a chip in the cauldron; the odds follow.
    bag = page.locator(".rb-digital-bag").first
    bag.scroll_into_view_if_needed()
    fraction = bag.locator(".rb-db-fraction")
    expect(fraction).to_have_text("0")
    chips = bag.locator(".rb-db-cauldron .rb-chip")
    for drawn in range(1, 5):
        bag.locator('[data-action="draw"]').click()
        expect(chips).to_have_count(drawn)
    expect(fraction).to_have_text("1/5")  # seed 11: O1, W3, W2, W1 in; the W2 left explodes
    expect(bag.locator(".rb-db-culprits .rb-disc")).to_have_text(["W2"])

    # The table scorer: "verder" to the last step, where the answer shows.
    scorer = page.locator(".rb-table-scorer-box").first
    scorer.scroll_into_view_if_needed()
    stepper = scorer.locator(".rb-stepper")
    counter = stepper.locator(".rb-step-counter")
    total = int(counter.inner_text().split()[-1])
    for number in range(2, total + 1):
        stepper.locator('[data-action="next"]').click()
        expect(counter).to_have_text(f"stap {number} van {total}")
    expect(stepper.locator(".rb-answer")).to_be_visible()
    stepper.locator('[data-action="first"]').click()

    for name, theme in sorted(THEMES.items()):
        set_theme(page, theme)
        for widget, selector in ROOTS.items():
            root = page.locator(selector).first
            root.scroll_into_view_if_needed()
            root.screenshot(path=_path(f"{widget}-{name}"))
        contrast = page.evaluate(_CONTRAST_JS, list(READABLE))
        low = {s: c for s, c in contrast.items() if c is None or c < READABLE[s]}
        assert not low, f"{theme}: too little contrast {low}"


def _path(name: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS / f"{name}.png"
