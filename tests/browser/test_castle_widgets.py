"""Castle Combo's widgets in a real browser (Debian chromium), with real Python behind a fake
model: the lock clock walked through a turn (a lock opened at a lock moment, a second one
refused with its rule), and the tableau editor's buttons and fields (a face-down card, gold on a
purse, a key on a lock) changing the score."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.widget_harness import Harness
from widgets import LockTiming, TableauEditor


def test_the_lock_clock_opens_one_lock_a_turn(harness: Harness) -> None:
    clock = LockTiming(("Conspirator", "ArtForger"))
    harness.mount("locks", "castle_locks", clock, "controls")
    page = harness.page
    root = page.locator(".rb-castle-locks")
    expect(root).to_have_attribute("data-phase", "slot-begin")
    expect(root.locator('.rb-cl-lock[data-may="true"]')).to_have_count(2)
    root.locator('[data-action="next"]').click()
    expect(root).to_have_attribute("data-phase", "sleutel")
    expect(root.locator('.rb-cl-lock[data-may="true"]')).to_have_count(0)
    root.locator('[data-card="Conspirator"][data-action="open"]').click()
    expect(root.locator(".rb-error")).to_contain_text("uit-de-kerker.slot.moment")
    root.locator('[data-action="next"]').click()
    expect(root).to_have_attribute("data-phase", "slot-na-sleutel")
    root.locator('[data-card="Conspirator"][data-action="open"]').click()
    expect(root.locator(".rb-error")).to_be_hidden()
    expect(root.locator(".rb-ruling-answer")).to_contain_text("Ja.")
    expect(root.locator('.rb-cl-lock[data-card="Conspirator"]')).to_contain_text(
        "geen sleutel meer"
    )
    root.locator('[data-card="ArtForger"][data-action="open"]').click()
    expect(root.locator(".rb-error")).to_contain_text("één per beurt")
    assert clock.opened == "Conspirator"
    root.locator('select[data-name="third"]').select_option(label="direct na het kopen (Game Park)")
    expect(root.locator('.rb-cl-phase[data-name="slot-na-kopen"]')).to_have_count(1)
    harness.screenshot("castle-slotklok")
    harness.check_clean()


def test_the_editor_buttons_and_fields_change_the_score(harness: Harness) -> None:
    editor = TableauEditor()
    harness.page.set_viewport_size({"width": 900, "height": 1800})
    harness.mount("editor", "castle_tableau", editor, "controls")
    page = harness.page
    root = page.locator(".rb-castle-tableau")
    start = editor.total
    expect(root).to_have_attribute("data-total", str(start))
    general = root.locator('.rb-ct-cell[data-row="1"][data-col="1"]')
    expect(general.locator(".rb-ct-points")).to_have_text("12 punten")
    general.locator('[data-action="face-down"]').click()  # the General face down: no scroll
    expect(general.locator(".rb-ct-points")).to_have_text("0 punten")
    expect(root).not_to_have_attribute("data-total", str(start))
    assert editor.end.tableau.at((1, 1)).face_down  # type: ignore[union-attr]
    keys = root.locator('input[data-name="keys"]')
    keys.fill("9")
    keys.press("Enter")
    keys.blur()
    expect(root.locator('.rb-ct-cell[data-row="2"][data-col="1"] .rb-ct-points')).to_have_text(
        "9 punten"  # the Templar: a point per key
    )
    root.locator('.rb-ct-cell[data-row="0"][data-col="0"] [data-action="explain"]').click()
    expect(root.locator(".rb-ruling-answer")).to_contain_text("Steward:")
    name = root.locator('.rb-ct-cell[data-row="0"][data-col="0"] .rb-ct-name')
    name.fill("Cardinal")
    name.press("Enter")
    expect(root.locator(".rb-error")).to_contain_text("castle-combo.materiaal")
    harness.screenshot("castle-vierkant")
    harness.check_clean()
