"""The table scorer, the shop, the rat-tail explorer and the book page in a real browser (Debian
chromium), with real Python behind a fake model: a table scored to the end by clicking through
the stepper, a cauldron typed in, a chip marked sold out, a score changed, tabs by keyboard."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.widget_harness import Harness
from widgets import BookPage, RatTailExplorer, Shop, TableScorer


def test_a_table_is_scored_to_the_end_by_clicking_verder(harness: Harness) -> None:
    scorer = TableScorer("W1x2 O1 G1 W2 R1 P1", "W3 W2 W1 B2 Z1", "W1x3 W2 W3", droplets=(2, 0, 1))
    harness.page.set_viewport_size({"width": 820, "height": 1600})
    harness.mount("controls", "table_scorer", scorer.controls, "controls")
    harness.mount("stepper", "stepper", scorer.stepper, "stepper")
    page = harness.page
    stepper = page.locator(".rb-stepper")
    count = len(scorer.ruling.steps)
    counter = stepper.locator(".rb-step-counter")
    expect(counter).to_have_text(f"stap 1 van {count}")
    seen = []
    for number in range(2, count + 1):
        stepper.locator('[data-action="next"]').click()
        expect(counter).to_have_text(f"stap {number} van {count}")
        seen.append(stepper.get_attribute("data-clause-id"))
    for step in ("a", "b", "d", "e", "f"):
        assert f"kwakzalvers.puntentelling.{step}" in seen
    expect(stepper.locator('[data-action="next"]')).to_be_disabled()
    expect(stepper.locator(".rb-answer")).to_contain_text(scorer.ruling.answer)
    expect(stepper.locator(".rb-step-picture svg title")).to_have_text(
        "Speltafel: ronde 4, 1. Waarzeggerijkaart"
    )
    harness.screenshot("puntentelling-einde")

    # Type a fuller cauldron for speler 2: the table is scored again, speler 2 rolls the die.
    rows = page.locator(".rb-table-scorer .rb-ts-row")
    text = rows.nth(1).locator(".rb-ts-cauldron")
    text.fill("W3 W2 W1 B2 Z1 G4 O1")
    text.press("Enter")
    expect(rows.nth(1)).to_have_attribute("data-field", "15")
    expect(rows.nth(1).locator(".rb-disc")).to_have_count(7)
    stepper.locator('[data-action="first"]').click()  # the new scoring keeps the last step
    stepper.locator('[data-action="next"]').click()
    expect(stepper.locator(".rb-step-text")).to_contain_text("speler 2 het verst, tot veld 15")
    # A cauldron that cannot be: Dutch, the rule named, the typed text kept, nothing changed.
    text.fill("W1 W9")
    text.press("Enter")
    error = page.locator(".rb-table-scorer .rb-error")
    expect(error).to_contain_text("kwakzalvers.fiches")
    expect(text).to_have_value("W1 W9")
    expect(text).to_have_attribute("aria-invalid", "true")
    expect(rows.nth(1)).to_have_attribute("data-field", "15")
    harness.screenshot("puntentelling-weigering")
    harness.check_clean()


def test_the_shop_marks_a_chip_sold_out_and_counts_coins(harness: Harness) -> None:
    shop = Shop(12)
    harness.mount("shop", "shop", shop, "controls")
    page = harness.page
    root = page.locator(".rb-shop")
    expect(root).to_have_attribute("data-singles", "8")
    g2 = root.locator('.rb-shop-books [data-chip="G2"]')
    g2.click()
    expect(g2).to_have_attribute("aria-pressed", "true")
    expect(root.locator('.rb-shop-price[data-state="op"]')).to_have_count(1)
    expect(root).to_have_attribute("data-singles", "7")
    root.locator('[data-action="more"]').click()
    root.locator('[data-action="more"]').click()
    expect(root).to_have_attribute("data-coins", "14")
    expect(root.locator(".rb-shop-coin-input")).to_have_value("14")
    root.locator('select[data-name="round"]').select_option(label="ronde 9 (laatste)")
    expect(root.locator(".rb-error")).to_contain_text("In ronde 9 koop je geen fiches meer")
    expect(root.locator('select[data-name="round"]')).to_have_value("0")  # back to ronde 1
    harness.screenshot("winkel")
    harness.check_clean()


def test_the_rat_tails_follow_a_score_typed_in(harness: Harness) -> None:
    explorer = RatTailExplorer()
    harness.mount("rats", "rat_tails", explorer, "controls")
    page = harness.page
    rows = page.locator(".rb-rat-tails .rb-rats-row")
    expect(rows.nth(3)).to_have_attribute("data-tails", "2 rattenstaarten")
    score = rows.nth(3).locator(".rb-rats-score")
    score.fill("12")
    score.press("Enter")
    # From 12 to the leader on 20: the tails after 12, 14, 16 and 18.
    expect(rows.nth(3)).to_have_attribute("data-tails", "4 rattenstaarten")
    expect(page.locator(".rb-rat-tails .rb-ruling-answer")).to_contain_text("4 rattenstaarten")
    rows.nth(2).locator(".rb-rats-pick").click()
    expect(page.locator(".rb-rat-tails")).to_have_attribute("data-focus", "2")
    expect(rows.nth(2).locator("input[type=radio]")).to_be_checked()
    assert explorer.focus == 2
    harness.screenshot("rattenstaarten")
    harness.check_clean()


def test_the_book_tabs_work_with_the_keyboard(harness: Harness) -> None:
    book_page = BookPage(set=1)
    harness.mount("controls", "book_page", book_page.controls, "controls")
    harness.mount("stepper", "stepper", book_page.stepper, "stepper")
    page = harness.page
    root = page.locator(".rb-book-page")
    chosen = root.locator('.rb-bp-tab[data-value="1"]')
    chosen.focus()
    page.keyboard.press("ArrowRight")
    expect(root.locator('.rb-bp-tab[data-value="2"]')).to_be_focused()
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-set", "2")
    expect(root.locator('.rb-bp-tab[data-value="2"]')).to_have_attribute("aria-pressed", "true")
    root.locator('[data-colour="rood"]').click()
    expect(root.locator(".rb-bp-title")).to_have_text("Vliegenzwam (rood), set 2")
    expect(page.locator(".rb-stepper .rb-question")).to_have_text(book_page.stepper.question)
    assert book_page.book.clause_id == "kwakzalvers.boek.rood.2"
    harness.screenshot("boekenpagina")
    harness.check_clean()
