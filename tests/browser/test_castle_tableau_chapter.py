"""Castle Combo's tableau editor in real JupyterLab and Debian's chromium, edited as a reader
would: chapter 43 is opened and run in a real kernel, the King of Beggars' square gets a real
card where the face-down one lay, and the score changes (the King's 12 points for a square
without a face-down card, and the Toady's row costs); a card laid twice is refused in Dutch,
naming its rule, and the score stays."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.test_chapter_reading import _CONTRAST_JS, THEMES, set_theme

CHAPTER = "notebooks/43-uit-de-kerker-nieuwe-scorevoorwaarden.ipynb"
SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-results" / "jupyterlab"
READABLE = {
    ".rb-castle-tableau .rb-ct-total": 4.5,
    ".rb-castle-tableau .rb-ct-points": 4.5,
    ".rb-castle-tableau .rb-ct-why": 4.5,
    ".rb-castle-tableau .rb-ct-where": 4.5,
    ".rb-castle-tableau .rb-input": 4.5,
    ".rb-castle-tableau .rb-field-label": 4.5,
    ".rb-castle-tableau .rb-ruling-answer": 4.5,
}


def test_editing_the_square_changes_the_score(
    page: Page, run_notebook: Callable[[str], None]
) -> None:
    run_notebook(CHAPTER)
    editor = page.locator(".rb-castle-tableau").filter(has_text="King of Beggars levert").first
    editor.scroll_into_view_if_needed()
    king = editor.locator('.rb-ct-cell[data-row="2"][data-col="2"]')
    toady = editor.locator('.rb-ct-cell[data-row="0"][data-col="0"]')
    expect(king.locator(".rb-ct-points")).to_have_text("0 punten")
    expect(toady.locator(".rb-ct-points")).to_have_text("10 punten")
    before = int(editor.get_attribute("data-total") or "-1")

    place = editor.locator('.rb-ct-cell[data-row="0"][data-col="2"] .rb-ct-name')
    place.fill("Farmer")  # 5 gold, no shield the other cards count
    place.press("Enter")
    expect(king.locator(".rb-ct-points")).to_have_text("12 punten")
    expect(toady.locator(".rb-ct-points")).to_have_text("15 punten")  # 7 + 3 + 5
    expect(editor).not_to_have_attribute("data-total", str(before))
    after = int(editor.get_attribute("data-total") or "-1")
    assert after > before + 12
    expect(editor.locator(".rb-ct-total")).to_contain_text(f"Totaal {after} punten")
    expect(editor.locator(".rb-ct-picture svg desc")).to_contain_text("Farmer")

    # The chosen card's explanation follows: the King, step by step.
    expect(editor.locator(".rb-ruling-answer")).to_contain_text("King of Beggars: 12 punten")

    # The Nun lies in the square already: refused in Dutch with its rule, nothing changes.
    place.fill("Nun")
    place.press("Enter")
    expect(editor.locator(".rb-error")).to_contain_text("castle-combo.materiaal")
    expect(editor).to_have_attribute("data-total", str(after))

    # A face-down card again: the King scores nothing.
    editor.locator('.rb-ct-cell[data-row="0"][data-col="2"] [data-action="face-down"]').click()
    expect(king.locator(".rb-ct-points")).to_have_text("0 punten")
    expect(editor).to_have_attribute("data-total", str(before))
    expect(editor.locator(".rb-error")).to_be_hidden()

    # Both themes: the text of the editor stands out from its background (WCAG 4.5:1); the
    # square's picture lies on its own light card. Screenshots for a person to look at.
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for name, theme in sorted(THEMES.items()):
        set_theme(page, theme)
        editor.scroll_into_view_if_needed()
        editor.screenshot(path=SCREENSHOTS / f"castle-vierkant-{name}.png")
        contrast = page.evaluate(_CONTRAST_JS, list(READABLE))
        low = {s: c for s, c in contrast.items() if c is None or c < READABLE[s]}
        assert not low, f"{theme}: too little contrast {low}"
