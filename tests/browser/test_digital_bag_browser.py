"""The digital bag in a real browser (Debian chromium), with real Python behind a fake model:
draw chips and see the cauldron and the odds change; the engine's choices as buttons; the
keyboard alone is enough."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.widget_harness import Harness
from widgets import DigitalBag


def test_drawing_fills_the_cauldron_and_changes_the_odds(harness: Harness) -> None:
    bag = DigitalBag.start("W1x4 W2x2 W3 O1 G1", seed=11)
    harness.mount("bag", "digital_bag", bag, "controls")
    root = harness.page.locator(".rb-digital-bag")
    fraction = root.locator(".rb-db-fraction")
    chips = root.locator(".rb-db-cauldron .rb-chip")
    expect(fraction).to_have_text("0")
    expect(root.locator(".rb-db-odds-words")).to_have_text(
        "Geen van de 9 fiches in je buidel laat je ketel nu ontploffen."
    )
    expect(chips).to_have_count(0)
    expect(root.locator('[data-action="flask"]')).to_be_disabled()
    shown = set()
    draws = 0
    while fraction.text_content() == "0" or draws < 2:
        root.locator('[data-action="draw"]').click()
        draws += 1
        expect(chips).to_have_count(draws)  # Python placed the chip; the picture shows it
        expect(fraction).to_have_text(bag.odds["fraction"])
        shown.add(bag.odds["fraction"])
        assert len(bag.state.players[0].cauldron.chips) == draws
    assert len(shown) >= 2  # the odds changed as the whites went in
    culprits = root.locator(".rb-db-culprits .rb-disc")
    expect(culprits).to_have_count(len(bag.odds["chips"]))
    expect(root.locator(".rb-db-odds-words")).to_contain_text("laat je ketel ontploffen")
    expect(root.locator(".rb-db-happened .rb-ruling-step").first).to_have_attribute(
        "data-clause-id", "kwakzalvers.brouwen.plaatsen"
    )
    expect(root.locator(".rb-db-worth")).to_contain_text("Als je nu stopt: Veld")
    harness.screenshot("digitale-buidel")
    root.locator('[data-action="stop"]').click()
    expect(root).to_have_attribute("data-done", "true")
    expect(root.locator(".rb-db-odds")).to_be_hidden()
    expect(root.locator(".rb-db-worth")).to_contain_text("Je ketel: Veld")
    expect(root.locator(".rb-db-cauldron .rb-scoring")).to_have_count(1)
    root.locator('[data-action="draw"]').evaluate("(b) => { b.disabled = false; b.click(); }")
    expect(root.locator(".rb-error")).to_contain_text("Het brouwen is voorbij")
    harness.screenshot("digitale-buidel-gestopt")
    harness.check_clean()


def test_a_choice_of_the_engine_is_a_row_of_buttons_and_the_keyboard_reaches_it(
    harness: Harness,
) -> None:
    """Blue set 1: a B1 draws one chip into the hand; put it in the cauldron or not."""
    bag = next(b for b in (DigitalBag("B1 O1", seed=s) for s in range(50)) if first_chip(b) == "B1")
    harness.mount("bag", "digital_bag", bag, "controls")
    page = harness.page
    root = page.locator(".rb-digital-bag")
    draw = root.locator('[data-action="draw"]')
    draw.focus()
    page.keyboard.press("Enter")
    options = root.locator(".rb-db-options button")
    expect(options).to_have_text(["Leg O1 in je ketel", "Leg er geen in je ketel"])
    expect(root.locator(".rb-db-choice .rb-help")).to_contain_text("kwakzalvers.boek.blauw.1")
    expect(root.locator(".rb-db-hand .rb-disc")).to_have_text(["O1"])
    expect(options.first).to_be_focused()  # the drawing buttons are disabled: focus moved on
    page.keyboard.press("Enter")
    expect(root.locator(".rb-db-cauldron .rb-chip")).to_have_count(2)
    expect(root.locator(".rb-db-choice")).to_be_hidden()
    assert [str(p.chip) for p in bag.state.players[0].cauldron.chips] == ["B1", "O1"]
    harness.screenshot("digitale-buidel-keuze")
    harness.check_clean()


def first_chip(bag: DigitalBag) -> str:
    """The chip this bag's seeded stream draws first (played on a copy)."""
    copy = DigitalBag(str(bag.state.players[0].bag), seed=bag._seed)
    copy.draw()
    return str(copy.state.players[0].cauldron.chips[0].chip)


def test_in_a_narrow_notebook_column_the_cauldron_keeps_its_size(harness: Harness) -> None:
    """An 800 px window with JupyterLab's file browser open leaves a column of about 500 px; the
    layout follows the widget's width, not the window's: the cauldron takes the whole column
    (it shrank to about 55 px beside the odds), and so it does down to 360 px."""
    bag = DigitalBag.start("W1x4 W2x2 W3 O1 G1", seed=11)
    page = harness.page
    page.set_viewport_size({"width": 800, "height": 900})
    harness.mount("bag", "digital_bag", bag, "controls")
    root = page.locator(".rb-digital-bag")
    for column in (500, 360):
        page.evaluate(
            f"() => {{ document.getElementById('controls').style.width = '{column}px'; }}"
        )
        inner = root.evaluate("(node) => node.clientWidth")
        cauldron = root.locator(".rb-db-cauldron").bounding_box()
        odds = root.locator(".rb-db-odds").bounding_box()
        assert cauldron is not None and odds is not None
        assert cauldron["width"] >= 0.8 * inner - 40, (column, cauldron, inner)
        assert odds["y"] >= cauldron["y"] + cauldron["height"] - 1  # the odds under it
    harness.screenshot("digitale-buidel-smal")
