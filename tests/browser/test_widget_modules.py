"""The stepper's and the essence explorer's JavaScript in a real browser (Debian chromium), with
real Python behind a fake anywidget model (``tests/browser/widget_harness.py``).

Screenshots land in ``test-results/widgets/`` (ignored by git) for a person to look at.
"""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import expect

from rulebook.core import Ruling
from rulebook.quacks import Chips
from rulebook.quacks.alchemists import EssenceSituation, essence_ruling
from rulebook.quacks.alchemists.essence import examples
from tests.browser.widget_harness import Harness
from widgets import EssenceExplorer, Stepper

SEED_ANSWER = (
    "Je essentiefiche eindigt op veld 5. Wat het glas van veld 5 geeft, hangt af van je patiënt."
)
"""The answer of the seed's example, which names no patient."""


def seed_ruling() -> Ruling[Any]:
    """The rulebook's example: three colours (3), whites exactly 7 (4), left neighbour (5)."""
    return examples.seed_example()


# -- the Stepper --------------------------------------------------------------------------------


def test_stepper_buttons_keyboard_and_picture(harness: Harness) -> None:
    ruling = seed_ruling()
    stepper = Stepper(ruling)
    harness.mount("stepper", "stepper", stepper, "stepper")
    page = harness.page
    root = page.locator(".rb-stepper")
    counter = root.locator(".rb-step-counter")

    expect(root.locator(".rb-question")).to_have_text(ruling.question)
    expect(counter).to_have_text("stap 1 van 8")
    expect(root.locator('[data-action="first"]')).to_be_disabled()
    expect(root.locator('[data-action="previous"]')).to_be_disabled()
    expect(root.locator('[data-action="next"]')).to_have_text("verder ▶")
    expect(root.locator(".rb-answer")).to_be_hidden()
    expect(root.locator(".rb-step-text")).to_have_attribute("aria-live", "polite")

    root.locator('[data-action="next"]').click()
    expect(counter).to_have_text("stap 2 van 8")
    assert stepper.index == 1  # Python moved; the page only asked
    expect(root.locator(".rb-step-text")).to_have_text(ruling.steps[1].text)
    expect(root.locator(".rb-clause-id")).to_have_text("alchemisten.essentie.begin")
    expect(root.locator(".rb-clause-kind")).to_have_text("regel")

    root.locator('[data-action="last"]').click()
    expect(counter).to_have_text("stap 8 van 8")
    expect(root.locator('[data-action="next"]')).to_be_disabled()
    expect(root.locator('[data-action="last"]')).to_be_disabled()
    expect(root.locator(".rb-answer")).to_be_visible()
    expect(root.locator(".rb-answer")).to_contain_text(SEED_ANSWER)
    marker = root.locator(".rb-step-picture .rb-essence-marker")
    expect(marker).to_have_attribute("data-field", "5")
    expect(root).to_have_attribute("data-clause-id", "alchemisten.essentie.bewaren")

    # Keyboard: arrows and Home/End anywhere in the stepper. A button that becomes disabled
    # under the keyboard hands the focus to one that is still enabled, never to the page.
    root.locator('[data-action="previous"]').focus()
    page.keyboard.press("ArrowLeft")
    expect(counter).to_have_text("stap 7 van 8")
    page.keyboard.press("Home")
    expect(counter).to_have_text("stap 1 van 8")
    expect(root.locator('[data-action="previous"]')).to_be_disabled()
    expect(root.locator('[data-action="next"]')).to_be_focused()
    page.keyboard.press("Enter")
    expect(counter).to_have_text("stap 2 van 8")
    page.keyboard.press("End")
    expect(counter).to_have_text("stap 8 van 8")
    expect(root.locator('[data-action="previous"]')).to_be_focused()

    # The dots go straight to a step: step 5 is the neighbours' step, marker on field 5.
    root.locator('.rb-step-dot[data-index="4"]').click()
    expect(counter).to_have_text("stap 5 van 8")
    expect(root.locator(".rb-step-text")).to_contain_text("linkerbuur is ontploft")
    expect(marker).to_have_attribute("data-field", "5")
    expect(root.locator(".rb-error")).to_be_hidden()
    harness.screenshot("stepper")
    harness.check_clean()


TAB_STOPS_JS = """(root) => [...root.querySelectorAll('button, input, select, [tabindex]')]
    .filter((node) => !node.disabled && node.tabIndex >= 0)
    .map((node) => node.dataset.index ?? node.dataset.action)"""


def test_the_step_dots_are_one_tab_stop_and_the_arrows_walk_the_steps(harness: Harness) -> None:
    """Eight steps, yet the dots are one tab stop: the current one. Arrows move the step, and
    the keyboard stays on the dot of the step shown."""
    stepper = Stepper(seed_ruling())
    harness.mount("stepper", "stepper", stepper, "stepper")
    page = harness.page
    root = page.locator(".rb-stepper")
    counter = root.locator(".rb-step-counter")
    expect(root.locator(".rb-step-dot")).to_have_count(8)
    # On step 1, "eerste" and "terug" are disabled: verder, laatste and the current dot remain.
    assert root.evaluate(TAB_STOPS_JS) == ["next", "last", "0"]

    root.locator('[data-action="next"]').focus()
    page.keyboard.press("Tab")
    expect(root.locator('[data-action="last"]')).to_be_focused()
    page.keyboard.press("Tab")
    expect(root.locator('.rb-step-dot[data-index="0"]')).to_be_focused()
    page.keyboard.press("ArrowRight")
    expect(counter).to_have_text("stap 2 van 8")
    assert stepper.index == 1
    expect(root.locator('.rb-step-dot[data-index="1"]')).to_be_focused()
    expect(root.locator('.rb-step-dot[data-index="1"]')).to_have_attribute("aria-current", "step")
    page.keyboard.press("End")
    expect(counter).to_have_text("stap 8 van 8")
    expect(root.locator('.rb-step-dot[data-index="7"]')).to_be_focused()
    assert root.evaluate(TAB_STOPS_JS) == ["first", "previous", "7"]
    # One more Tab leaves the stepper; Shift+Tab comes back to the same dot.
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('.rb-stepper')") is None
    page.keyboard.press("Shift+Tab")
    expect(root.locator('.rb-step-dot[data-index="7"]')).to_be_focused()
    page.keyboard.press("ArrowLeft")
    expect(counter).to_have_text("stap 7 van 8")
    expect(root.locator('.rb-step-dot[data-index="6"]')).to_be_focused()
    harness.check_clean()


def test_stepper_marks_a_choice_of_this_rulebook(harness: Harness) -> None:
    ruling = essence_ruling(
        EssenceSituation(
            Chips.parse("O1 G1 B1 R1 Y1 P1 Z1 N W3 W2 W2"), left_exploded=True, right_exploded=True
        )
    )
    top = next(i for i, s in enumerate(ruling.steps) if s.clause_id == "alchemisten.essentie.top")
    harness.mount("stepper", "stepper", Stepper(ruling), "stepper")
    root = harness.page.locator(".rb-stepper")
    expect(root.locator(".rb-clause")).not_to_have_class("rb-clause rb-clause-choice")
    root.locator(f'.rb-step-dot[data-index="{top}"]').click()
    expect(root.locator(".rb-clause")).to_have_class("rb-clause rb-clause-choice")
    expect(root.locator(".rb-clause-kind")).to_have_text("keuze van dit regelboek")
    expect(root.locator(".rb-clause-title")).to_have_text("Voorbij het laatste veld")
    expect(root.locator(".rb-step-picture .rb-essence-marker")).to_have_attribute(
        "data-field", "10"
    )
    harness.screenshot("stepper-keuze")
    harness.check_clean()


# -- the essence explorer ------------------------------------------------------------------------


def test_explorer_clicks_go_through_python_and_the_rules(harness: Harness) -> None:
    explorer = EssenceExplorer()
    harness.mount("controls", "essence_controls", explorer.controls, "controls")
    harness.mount("stepper", "stepper", explorer.stepper, "stepper")
    page = harness.page
    controls = page.locator(".rb-essence-controls")
    outcome = controls.locator(".rb-outcome")
    error = controls.locator(".rb-error")
    marker = page.locator(".rb-stepper .rb-step-picture .rb-essence-marker")
    notation = controls.locator(".rb-notation")

    expect(outcome).to_have_text(SEED_ANSWER)
    expect(controls).to_have_attribute("data-field", "5")
    expect(marker).to_have_attribute("data-field", "5")
    expect(page.locator(".rb-stepper .rb-step-counter")).to_have_text("stap 8 van 8")
    expect(notation).to_have_value("R1x2 O1 B1 W3 W2x2")
    expect(controls.locator(".rb-palette .rb-chip-button")).to_have_count(19)
    green = controls.locator('.rb-chip-button[data-chip="G1"]')
    expect(green).to_have_attribute("title", "groen ingrediënt (groen, waarde 1)")
    expect(green).to_have_css("background-color", "rgb(60, 154, 68)")  # Ingredient.GREEN.fill
    expect(error).to_be_hidden()

    # A chip of a new colour: one field more.
    green.click()
    expect(outcome).to_contain_text("Je essentiefiche eindigt op veld 6.")
    expect(marker).to_have_attribute("data-field", "6")
    expect(controls.locator(".rb-cauldron .rb-cauldron-chip")).to_have_count(8)
    expect(notation).to_have_value("R1x2 O1 B1 W3 W2x2 G1")

    # Remove the orange chip from the cauldron: one colour less.
    orange = controls.locator('.rb-cauldron-chip[data-index="2"]')
    expect(orange).to_have_attribute("data-chip", "O1")
    orange.click()
    expect(outcome).to_have_text(SEED_ANSWER)
    expect(notation).to_have_value("R1x2 B1 W3 W2x2 G1")

    # A chip that does not exist: the Dutch message names the rule, nothing else changes.
    # Keys typed in the field stay there: JupyterLab would take Enter as a notebook shortcut.
    page.evaluate("window.rbPageKeys = 0; document.addEventListener('keydown', () => rbPageKeys++)")
    notation.fill("")
    notation.press_sequentially("R1 W9")
    notation.press("Enter")
    expect(error).to_be_visible()
    expect(error).to_have_attribute("role", "alert")
    expect(error).to_contain_text("waarde 9 bestaat niet")
    expect(error).to_contain_text("kwakzalvers.fiches")
    expect(notation).to_have_value("R1 W9")  # kept, so the reader can correct it
    expect(notation).to_have_attribute("aria-invalid", "true")
    assert page.evaluate("window.rbPageKeys") == 0
    harness.screenshot("essence-explorer-refusal")
    expect(outcome).to_have_text(SEED_ANSWER)
    assert str(explorer.situation.cauldron) == "R1x2 B1 W3 W2x2 G1"

    # Two players: both toggles are the one opponent, who counts once.
    controls.locator('select[data-name="players"]').select_option(label="2 spelers")
    expect(controls.locator(".rb-ec-toggle-text").first).to_contain_text("tegenspeler")
    expect(error).to_be_hidden()
    controls.locator('input[data-name="right_exploded"]').check()
    harness.settle()
    expect(outcome).to_have_text(SEED_ANSWER)
    assert explorer.situation.right_exploded is True

    # Only the fields up to the one reached are offered as a lower field.
    chosen = controls.locator('select[data-name="chosen_field"]')
    expect(chosen.locator("option")).to_have_text(
        ["het bereikte veld (5)", *(f"veld {n}" for n in range(6))]
    )
    chosen.select_option(label="veld 2")
    expect(error).to_be_hidden()
    expect(outcome).to_contain_text("Je essentiefiche eindigt op veld 2.")
    expect(marker).to_have_attribute("data-field", "2")
    chosen.select_option(label="het bereikte veld (5)")
    expect(outcome).to_have_text(SEED_ANSWER)

    # Typed notation that is fine replaces the cauldron and is written back canonically.
    notation.fill("o1 o1 g2 w3 w2 w1 w1")
    controls.locator('[data-action="apply-notation"]').click()
    expect(notation).to_have_value("O1x2 G2 W3 W2 W1x2")
    no_patient = "Je essentiefiche eindigt op veld 4. Wat het glas van veld 4 geeft, hangt af"
    expect(outcome).to_contain_text(no_patient)  # 2 colours + 1 (whites 7) + 1 (left)

    controls.locator('select[data-name="patient"]').select_option(label="Vampierisme")
    expect(outcome).not_to_contain_text(no_patient)
    expect(outcome).to_contain_text("veld 4")
    harness.screenshot("essence-explorer")

    # A lower field chosen, then the cauldron cleared: that always works, and the chosen field,
    # now too high, falls back to the field reached (1: only the left neighbour), said so.
    chosen.select_option(label="veld 3")
    expect(outcome).to_contain_text("veld 3")
    controls.locator('[data-action="clear"]').click()
    expect(controls.locator(".rb-cauldron")).to_contain_text("De ketel is leeg.")
    expect(error).to_be_hidden()
    expect(outcome).to_contain_text("veld 1")
    expect(controls.locator(".rb-notice")).to_contain_text("Je had veld 3 gekozen")
    expect(chosen.locator("option")).to_have_text(["het bereikte veld (1)", "veld 0", "veld 1"])
    expect(chosen).to_have_value("0")
    harness.settle()
    assert json.dumps(explorer.controls.chips) == "[]"
    harness.check_clean()


NORMAL_CAULDRON = "W1x4 W2x2 W3 O1x3 G1x2 B1 R1 R2 Y1 P1 Z1 N"


def test_a_normal_cauldron_fits_in_the_text_field(harness: Harness) -> None:
    explorer = EssenceExplorer()
    harness.mount("controls", "essence_controls", explorer.controls, "controls")
    notation = harness.page.locator(".rb-essence-controls .rb-notation")
    notation.fill(NORMAL_CAULDRON)
    notation.press("Enter")
    harness.settle()
    assert str(explorer.situation.cauldron) == NORMAL_CAULDRON
    expect(notation).to_have_value(NORMAL_CAULDRON)
    width = notation.evaluate("(field) => [field.scrollWidth, field.clientWidth]")
    assert width[0] <= width[1], f"the text is cut off: {width}"
    harness.screenshot("essence-explorer-normal-cauldron")
    harness.check_clean()
