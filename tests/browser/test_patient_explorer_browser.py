"""The patient explorer of chapter 21 in real JupyterLab and Debian's chromium, clicked as a
reader would.

The chapter runs in a real kernel. The reader chooses Karbonkelneus, steps through the essence
phase (the seed's example: field 5) to the patient's bonus, then uses the action in the brewing
phase of round 2: a pumpkin to the next ruby field for 2 essence, twice (5 -> 3 -> 1). The third
try costs 2 with only 1 left: refused in Dutch inside the widget with its clause
(``alchemisten.essentie.betalen``), and the counter and the cauldron stay as they were.
Screenshots in the light and the dark theme land in ``test-results/patient-explorer/``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from tests.browser.conftest import screenshot_to
from tests.browser.test_chapter_reading import _CONTRAST_JS, THEMES, set_theme
from tests.browser.widget_harness import Harness
from widgets import PatientExplorer

REPO = Path(__file__).resolve().parents[2]
CHAPTER = "notebooks/21-alchemisten-patienten.ipynb"
SCREENSHOTS = REPO / "test-results" / "patient-explorer"

READABLE = {
    ".rb-patient-controls .rb-pe-counter": 4.5,
    ".rb-patient-controls .rb-pe-outcome": 4.5,
    ".rb-patient-controls .rb-pe-action-text": 4.5,
    ".rb-patient-controls .rb-error": 4.5,
    ".rb-patient-controls .rb-pe-subheading": 4.5,
}


def screenshot(node: Locator, name: str) -> Path:
    return screenshot_to(SCREENSHOTS, node, name)


def test_a_patient_its_bonus_and_its_action_until_the_essence_runs_short(
    page: Page, run_notebook: Callable[[str], None]
) -> None:
    page.set_viewport_size({"width": 1280, "height": 1400})
    run_notebook(CHAPTER)
    explorer = page.locator(".rb-patient-explorer").first
    controls = explorer.locator(".rb-patient-controls")
    stepper = explorer.locator(".rb-stepper")
    controls.scroll_into_view_if_needed()
    expect(controls).to_have_attribute("data-patient", "Zeiloren")

    # Choose a patient: the essence phase and the bonus are ruled again.
    controls.locator('select[data-name="patient"]').select_option(label="Karbonkelneus")
    expect(controls).to_have_attribute("data-patient", "Karbonkelneus")
    expect(controls).to_have_attribute("data-field", "5")
    expect(controls.locator(".rb-pe-action-text")).to_contain_text("robijnveld")
    expect(stepper.locator(".rb-question")).to_contain_text("wat geeft Karbonkelneus daar?")

    # Step through the essence phase to the patient's bonus.
    expect(stepper).to_have_attribute("data-index", "0")
    steps = 0
    while stepper.get_attribute("data-clause-id") != "alchemisten.patient.karbonkelneus":
        stepper.locator("[data-action=next]").click()
        steps += 1
        expect(stepper).to_have_attribute("data-index", str(steps))
        assert steps < 20, "the bonus step never came"
    expect(stepper.locator(".rb-step-text")).to_contain_text(
        "bereidingsfase van ronde 2; betalen doe je met de essentie van veld 5"
    )

    # The action in the brewing phase of round 2: twice allowed, 2 essence each.
    expect(controls.locator(".rb-pe-counter")).to_have_text("Essentie: 5")
    expect(controls.locator(".rb-pe-palette [aria-checked=true]")).to_have_text("O1")
    try_button = controls.locator('[data-action="try"]')
    try_button.click()
    expect(controls).to_have_attribute("data-essence", "3")
    expect(controls.locator(".rb-pe-last .rb-ruling-answer")).to_contain_text(
        "Je essentie gaat van 5 naar 3."
    )
    expect(controls.locator(".rb-pe-brew-chips .rb-disc")).to_have_count(5)
    expect(controls.locator(".rb-pe-brew-chips")).to_contain_text("veld 9")
    try_button.click()
    expect(controls).to_have_attribute("data-essence", "1")
    expect(controls.locator(".rb-pe-brew-chips")).to_contain_text("veld 13")

    # The third pumpkin costs 2 with 1 left: refused with its clause, nothing changes.
    try_button.click()
    error = controls.locator(".rb-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("onder 0 kan niet")
    expect(error).to_contain_text("alchemisten.essentie.betalen")
    expect(error).to_contain_text("niets veranderd")
    expect(controls).to_have_attribute("data-essence", "1")
    expect(controls.locator(".rb-pe-counter")).to_have_text("Essentie: 1")
    expect(controls.locator(".rb-pe-brew-chips .rb-disc")).to_have_count(6)

    page.set_viewport_size({"width": 1280, "height": 3000})  # the whole explorer in view
    for name, theme in sorted(THEMES.items()):
        set_theme(page, theme)
        controls.scroll_into_view_if_needed()
        contrast = page.evaluate(_CONTRAST_JS, list(READABLE))
        low = {s: c for s, c in contrast.items() if c is None or c < READABLE[s]}
        assert not low, f"{theme}: too little contrast {low}"
        screenshot(explorer, f"geweigerd-{name}")

    # A fresh brewing phase: the essence of field 5 again, the refusal gone.
    controls.locator('[data-action="restart"]').click()
    expect(controls).to_have_attribute("data-essence", "5")
    expect(error).to_be_hidden()


def test_the_controls_only_send_intents_and_the_keyboard_picks_a_chip(harness: Harness) -> None:
    """The same JavaScript with real Python behind a fake model: Zeiloren puts a white 1 back
    in the bag for 3 essence; the chip is picked with the arrow keys; no trait is ever written
    by the page and no error is logged."""
    explorer = PatientExplorer()
    harness.mount("controls", "patient_explorer", explorer.controls, "controls")
    harness.mount("stepper", "stepper", explorer.stepper, "stepper")
    page = harness.page
    controls = page.locator(".rb-patient-controls")
    picked = controls.locator(".rb-pe-palette [aria-checked=true]")
    expect(picked).to_have_text("W2")
    picked.focus()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Enter")
    expect(picked).to_have_text("W1")
    expect(picked).to_be_focused()
    controls.locator('select[data-name="choice"]').select_option(
        label="terug in de buidel (3 essentie)"
    )
    harness.settle()
    controls.locator('[data-action="try"]').click()
    expect(controls).to_have_attribute("data-essence", "2")
    assert explorer.essence == 2
    assert str(explorer.cauldron) == "vanaf 0: 1:O1 3:W2 4:G1 7:W3"
    expect(controls.locator(".rb-pe-last .rb-ruling-answer")).to_contain_text("van 5 naar 2")
    harness.screenshot("patientenverkenner")
    harness.check_clean()
