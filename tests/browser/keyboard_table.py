"""A game table in the leermodus played by the keyboard alone, as a reader without a mouse
plays it, in JupyterLab or in the in-browser edition: the same page code for both.

``play_to_the_end`` tabs from the leermodus switch into the choices and presses Enter (a list's
choice: Tab to its "kies" first) until the game is over, checking at every decision that the
lesson is shown and teaches exactly the options offered; then it asks for the review with Enter.
``check_fits_and_reads`` looks at the table in both themes: nothing of the lesson sticks out,
its text has AA contrast, and a screenshot is saved for a person to look at.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from tests.browser.conftest import screenshot_to
from tests.browser.test_chapter_reading import _CONTRAST_JS, THEMES, set_theme

READABLE = {
    ".rb-game-table .rb-gt-lesson-question": 4.5,
    ".rb-game-table .rb-gt-lesson-option": 4.5,
    ".rb-game-table .rb-gt-rule": 4.5,
    ".rb-game-table .rb-gt-lesson-summary": 4.5,
    ".rb-game-table .rb-gt-switch": 4.5,
    ".rb-game-table .rb-gt-reason": 4.5,
}

_FITS_JS = """(root) => {
    // How far the lesson, the review and the switch stick out of the table (px; <= 0 fits).
    const table = root.getBoundingClientRect();
    let spill = 0;
    for (const node of root.querySelectorAll('.rb-gt-lesson, .rb-gt-review, .rb-gt-switch')) {
        if (node.hidden) continue;
        const box = node.getBoundingClientRect();
        spill = Math.max(spill, box.right - table.right, table.left - box.left);
        spill = Math.max(spill, node.scrollWidth - node.clientWidth);
    }
    return spill;
}"""

_FOCUS_JS = """() => {
    const node = document.activeElement;
    const menu = node && node.closest('.rb-gt-menu');
    return {
        tag: node ? node.tagName : '',
        action: (node && node.dataset.action) || '',
        seat: menu ? Number(menu.dataset.seat) : -1,
    };
}"""

_OFFERED_JS = """(table) => {
    // What the reader may choose now: each button's notation and each option of a list.
    const menus = table.querySelector('.rb-gt-menus');
    return [
        ...[...menus.querySelectorAll('button[data-notation]')].map((b) => b.dataset.notation),
        ...[...menus.querySelectorAll('select option')].map((o) => o.value),
    ].sort();
}"""

_TAUGHT_JS = """(table) => [...table.querySelectorAll('.rb-gt-lesson-option')]
    .map((item) => item.dataset.option).sort()"""

REVIEW_TIMEOUT_MS = 120_000
"""The review of a whole game plays hundreds of games: seconds in the kernel, more in Pyodide
on a loaded machine."""


def check_fits_and_reads(page: Page, table: Locator, shots: Path, shot: str) -> None:
    """In both themes: the lesson fits its table and its text has AA contrast; a screenshot."""
    for name, theme in sorted(THEMES.items()):
        set_theme(page, theme)
        table.scroll_into_view_if_needed()
        assert table.evaluate(_FITS_JS) <= 1, f"{shot} {name}: the lesson sticks out"
        present = [s for s in READABLE if page.locator(s).count()]
        contrast = page.evaluate(_CONTRAST_JS, present)
        low = {s: c for s, c in contrast.items() if c is None or c < READABLE[s]}
        assert not low, f"{shot} {name}: too little contrast {low}"
        screenshot_to(shots, table, f"{shot}-{name}")
    set_theme(page, THEMES["licht"])


def moves(table: Locator) -> int:
    return int(table.get_attribute("data-moves") or -1)


def start_the_review(page: Page, table: Locator) -> Locator:
    """At the end of a game the review's button has the focus: Enter runs it. The review's
    section, to read what it found."""
    review = table.locator(".rb-gt-review")
    button = review.locator('[data-action="review"]')
    expect(button).to_have_text("Bespreek de partij na")
    expect(button).to_be_focused()
    page.keyboard.press("Enter")
    return review


def play_to_the_end(page: Page, table: Locator, shots: Path, shot: str, limit: int = 300) -> int:
    """Play the reader's seat of ``table`` to the end with Tab and Enter only, the leermodus
    on; at every decision the lesson teaches exactly what is offered; halfway and at the end
    the table is looked at in both themes. Then the review, with Enter. Returns the number of
    decisions the reader took."""
    switch = table.locator(".rb-gt-leermodus")
    expect(switch).to_be_checked()
    lesson = table.locator(".rb-gt-lesson")
    switch.focus()
    page.keyboard.press("Tab")
    taken, looked = 0, False
    while table.get_attribute("data-turn-of") != "einde":
        assert taken < limit, f"{shot}: no end after {limit} decisions"
        focus = page.evaluate(_FOCUS_JS)
        assert focus["seat"] >= 0, f"{shot}: after {taken} decisions the focus left the choices"
        expect(lesson).to_be_visible()
        assert table.evaluate(_TAUGHT_JS) == table.evaluate(_OFFERED_JS), f"{shot}: {taken}"
        if focus["tag"] == "SELECT":
            page.keyboard.press("Tab")  # from a list to its "kies" button
        if taken == 10 and not looked:  # halfway, as a reader sees it in both themes
            looked = True
            check_fits_and_reads(page, table, shots, f"{shot}-midden")
            # the theme's command took the focus: back where the reader's Tab had put it
            table.locator(".rb-gt-menus button:not(:disabled), .rb-gt-menus select").first.focus()
            continue
        before = moves(table)
        page.keyboard.press("Enter")
        expect(table).not_to_have_attribute("data-moves", str(before))
        taken += 1
    expect(lesson).to_be_hidden()
    expect(table.locator(".rb-gt-result")).not_to_be_empty()
    review = start_the_review(page, table)
    heading = review.locator(".rb-gt-review-heading")
    expect(heading).to_be_focused(timeout=REVIEW_TIMEOUT_MS)
    found = review.locator(".rb-gt-review-point, .rb-gt-review-note")
    expect(found.first).to_be_visible()
    check_fits_and_reads(page, table, shots, f"{shot}-nabespreking")
    return taken
