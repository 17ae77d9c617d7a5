"""The locoweed explorer of chapter 22 in real JupyterLab and Debian's chromium, used as a reader
would.

The chapter runs in a real kernel. The reader tries book 16 and goes back to book 10 (the price
follows), lays one more chip by clicking the palette, draws the locoweed with the keyboard and
picks the green 2-chip to go back to the bag with the arrow keys: its field stays empty and the
Stepper walks book 10's ruling. A white chip is then refused inside the widget with the clause of
book 10, and nothing changes. Screenshots in the light and the dark theme land in
``test-results/locoweed-explorer/``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from tests.browser.conftest import screenshot_to
from tests.browser.test_chapter_reading import _CONTRAST_JS, THEMES, set_theme
from tests.browser.widget_harness import Harness
from widgets import LocoweedExplorer

REPO = Path(__file__).resolve().parents[2]
CHAPTER = "notebooks/22-alchemisten-narrenkruid-en-kaarten.ipynb"
SCREENSHOTS = REPO / "test-results" / "locoweed-explorer"

READABLE = {
    ".rb-locoweed-controls .rb-lx-book-text": 4.5,
    ".rb-locoweed-controls .rb-lx-outcome": 4.5,
    ".rb-locoweed-controls .rb-error": 4.5,
    ".rb-locoweed-controls .rb-lx-subheading": 4.5,
}


def screenshot(node: Locator, name: str) -> Path:
    return screenshot_to(SCREENSHOTS, node, name)


def test_book_10_a_chip_back_by_keyboard_and_a_white_refused(
    page: Page, run_notebook: Callable[[str], None]
) -> None:
    page.set_viewport_size({"width": 1280, "height": 1400})
    run_notebook(CHAPTER)
    explorer = page.locator(".rb-locoweed-explorer").first
    controls = explorer.locator(".rb-locoweed-controls")
    stepper = explorer.locator(".rb-stepper")
    controls.scroll_into_view_if_needed()
    expect(controls).to_have_attribute("data-book", "10")

    # Choose a book: its price is shown, in the controls and in the stepper.
    book = controls.locator('select[data-name="book"]')
    book.select_option(label="boek 16 (16 geld)")
    expect(controls).to_have_attribute("data-book", "16")
    expect(controls.locator(".rb-lx-book-text")).to_contain_text("16 geld")
    book.select_option(label="boek 10 (10 geld)")
    expect(controls).to_have_attribute("data-book", "10")
    expect(stepper.locator(".rb-question")).to_contain_text("Wat kost een narrenkruid met boek 10?")

    # Build the cauldron: one more pumpkin from the palette (O1 G2 W1 O1: fields 1, 3, 4, 5).
    controls.locator('.rb-lx-palette [data-chip="O1"]').click()
    expect(controls.locator(".rb-lx-laid .rb-lx-chip")).to_have_count(4)
    expect(controls.locator(".rb-lx-laid")).to_contain_text("veld 5")

    # Draw with the keyboard: the locoweed goes to the next field, 6.
    draw = controls.locator('[data-action="draw"]')
    draw.focus()
    page.keyboard.press("Enter")
    expect(controls).to_have_attribute("data-drawn", "true")
    expect(controls.locator(".rb-lx-outcome")).to_have_text(
        "Het narrenkruid gaat één veld en ligt op veld 6."
    )
    returns = controls.locator(".rb-lx-returns .rb-lx-return")
    expect(returns).to_have_count(6)  # nothing, O1, G2, W1, O1, N
    expect(controls.locator('.rb-lx-return[data-allowed="false"]')).to_have_count(1)

    # Back to the bag by keyboard: from "niets terug" two to the right is the green 2 on field 3.
    returns.first.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    expect(controls).to_have_attribute("data-give-back", "3")
    expect(controls.locator('.rb-lx-return[aria-checked="true"]')).to_be_focused()
    expect(stepper.locator(".rb-answer")).to_contain_text("G2 (groen ingrediënt) gaat terug")
    stepper.locator("[data-action=last]").click()
    expect(stepper).to_have_attribute("data-clause-id", "alchemisten.narrenkruid.boek10")
    expect(stepper.locator(".rb-step-text")).to_contain_text("veld 3 is nu leeg")

    # The white chip on field 4: refused inside the widget with its clause, nothing changes.
    controls.locator('.rb-lx-return[data-field="4"]').click()
    error = controls.locator(".rb-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("geen wit")
    expect(error).to_contain_text("alchemisten.narrenkruid.boek10")
    expect(error).to_contain_text("niets veranderd")
    expect(controls).to_have_attribute("data-give-back", "3")

    page.set_viewport_size({"width": 1280, "height": 3000})  # the whole explorer in view
    for name, theme in sorted(THEMES.items()):
        set_theme(page, theme)
        controls.scroll_into_view_if_needed()
        contrast = page.evaluate(_CONTRAST_JS, list(READABLE))
        low = {s: c for s, c in contrast.items() if c is None or c < READABLE[s]}
        assert not low, f"{theme}: too little contrast {low}"
        screenshot(explorer, f"geweigerd-{name}")

    # Take the locoweed out again: back to building, the refusal gone.
    controls.locator('[data-action="undraw"]').click()
    expect(controls).to_have_attribute("data-drawn", "false")
    expect(error).to_be_hidden()


def test_the_controls_only_send_intents_and_the_keyboard_lays_a_chip(harness: Harness) -> None:
    """The same JavaScript with real Python behind a fake model: book 12, a white 2 laid from
    the palette with the arrow keys, the draw: whites 1 + 2 = 3 fields. No trait is ever written
    by the page and no error is logged."""
    explorer = LocoweedExplorer(12, "W1 O1")
    harness.mount("controls", "locoweed_explorer", explorer.controls, "controls")
    harness.mount("stepper", "stepper", explorer.stepper, "stepper")
    page = harness.page
    controls = page.locator(".rb-locoweed-controls")
    first = controls.locator(".rb-lx-palette .rb-lx-add").first
    expect(first).to_have_text("W1")
    first.focus()
    page.keyboard.press("ArrowRight")
    expect(controls.locator('.rb-lx-palette [data-chip="W2"]')).to_be_focused()
    page.keyboard.press("Enter")
    expect(controls.locator(".rb-lx-laid .rb-lx-chip")).to_have_count(3)
    assert str(explorer.trial.chips) == "W1 O1 W2"
    controls.locator('[data-action="draw"]').click()
    expect(controls.locator(".rb-lx-outcome")).to_have_text(
        "Het narrenkruid gaat 3 velden en ligt op veld 7."
    )
    expect(controls.locator(".rb-lx-back")).to_be_hidden()  # only book 10 gives a chip back
    assert explorer.ruling.result.distance == 3
    harness.screenshot("narrenkruidverkenner")
    harness.check_clean()
