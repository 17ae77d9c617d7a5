"""The essence chapter in real JupyterLab and Debian's chromium, clicked as a reader would.

The chapter is opened, every cell runs in a real kernel, and the reader steps through the
rulebook's own example with the "verder" button: the essence marker must go 0, 3, 4 and reach
field 5, each step citing its clause. Then the explorer: adding a green chip moves the answer to
field 6, and a cauldron that cannot exist is refused in Dutch inside the widget.
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect

CHAPTER = "notebooks/20-alchemisten-essentiefase.ipynb"
SEED_QUESTION = "ketel R1x2 O1 B1 W3 W2x2, 4 spelers, ronde 1, linkerbuur ontploft)"


def test_stepping_through_the_seed_example_reaches_field_five(
    page: Page, run_notebook: Callable[[str], None]
) -> None:
    run_notebook(CHAPTER)
    stepper = page.locator(".rb-stepper").filter(has_text=SEED_QUESTION).first
    stepper.scroll_into_view_if_needed()
    expect(stepper.locator(".rb-step-counter")).to_have_text("stap 1 van 8")
    marker = stepper.locator(".rb-step-picture .rb-essence-marker")
    expected = [
        (2, "alchemisten.essentie.begin", "0"),
        (3, "alchemisten.essentie.1", "3"),
        (4, "alchemisten.essentie.2", "4"),
        (5, "alchemisten.essentie.3", "5"),
    ]
    for number, clause_id, field in expected:
        stepper.locator("[data-action=next]").click()
        expect(stepper.locator(".rb-step-counter")).to_have_text(f"stap {number} van 8")
        expect(stepper).to_have_attribute("data-clause-id", clause_id)
        expect(marker).to_have_attribute("data-field", field)
    expect(stepper.locator(".rb-step-text")).to_contain_text("naar veld 5")
    expect(stepper.locator(".rb-clause-title")).to_have_text("Stap 3: ontplofte buren")
    stepper.locator("[data-action=last]").click()
    expect(stepper.locator(".rb-answer")).to_contain_text("eindigt op veld 5")


def test_the_explorer_follows_the_reader_and_refuses_in_dutch(
    page: Page, run_notebook: Callable[[str], None]
) -> None:
    run_notebook(CHAPTER)
    controls = page.locator(".rb-essence-controls").first
    controls.scroll_into_view_if_needed()
    expect(controls).to_have_attribute("data-field", "5")
    controls.locator(".rb-palette [data-chip=G1]").click()
    expect(controls).to_have_attribute("data-field", "6")
    explorer_stepper = page.locator(".rb-essence-explorer .rb-stepper").first
    expect(explorer_stepper.locator(".rb-step-picture .rb-essence-marker")).to_have_attribute(
        "data-field", "6"
    )
    controls.locator(".rb-notation").fill("W9 R1")
    controls.locator("[data-action=apply-notation]").click()
    expect(controls.locator(".rb-error")).to_contain_text("waarde 9 bestaat niet")
    expect(controls.locator(".rb-error")).to_contain_text("kwakzalvers.fiches")
    expect(controls).to_have_attribute("data-field", "6")
