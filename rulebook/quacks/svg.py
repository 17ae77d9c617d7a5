"""Static pictures of chips and cauldrons as SVG strings.

Colour is never the only code: every chip also carries its letter and value, and a highlighted
chip gets a dashed ring as well as a colour. The ``<desc>`` lists the chips in Dutch.
"""

from __future__ import annotations

from collections.abc import Iterable

from rulebook.core import svg
from rulebook.core.svg import SvgPicture
from rulebook.quacks.data import Ingredient
from rulebook.quacks.state import Chip, Chips

CHIP_RADIUS = 16
CHIP_STEP = 38
PER_ROW = 12
MARGIN = 6
DARK_FILLS = {
    Ingredient.BLUE,
    Ingredient.RED,
    Ingredient.PURPLE,
    Ingredient.BLACK,
    Ingredient.GREEN,
}


def chip_shape(chip: Chip, cx: float, cy: float, *, highlighted: bool = False) -> str:
    """One chip: a coloured disc with its notation label, optionally ringed."""
    ingredient = chip.ingredient
    label_fill = "#fff" if ingredient in DARK_FILLS else "#222"
    ring = (
        f'<circle cx="{cx:g}" cy="{cy:g}" r="{CHIP_RADIUS + 4}" fill="none" stroke="#c98a00" '
        f'stroke-width="3" stroke-dasharray="5 3" class="rb-highlight"/>'
        if highlighted
        else ""
    )
    return (
        f'<g class="rb-chip" data-chip="{chip.label}">{ring}'
        f'<circle cx="{cx:g}" cy="{cy:g}" r="{CHIP_RADIUS}" fill="{ingredient.fill}" '
        f'stroke="#555" stroke-width="1.5"/>'
        + svg.text(cx, cy + 4.5, chip.label, size=12, fill=label_fill, weight="bold")
        + "</g>"
    )


def chip_row(chips: Chips, x: float, y: float, highlight: Iterable[int] = ()) -> tuple[str, float]:
    """The chips in rows of ``PER_ROW``; returns the SVG body and the height it takes."""
    marked = set(highlight)
    parts = []
    for index, chip in enumerate(chips):
        row, column = divmod(index, PER_ROW)
        cx = x + CHIP_RADIUS + 4 + column * CHIP_STEP
        cy = y + CHIP_RADIUS + 4 + row * CHIP_STEP
        parts.append(chip_shape(chip, cx, cy, highlighted=index in marked))
    rows = max(1, -(-len(chips) // PER_ROW))
    return "".join(parts), rows * CHIP_STEP + 4


def describe(chips: Chips) -> str:
    return f"Ketel met {len(chips)} fiches: {chips.dutch()} ({chips or 'leeg'})."


def chips_svg(chips: Chips, title: str | None = None, highlight: Iterable[int] = ()) -> SvgPicture:
    """A cauldron's (or bag's) chips, in order, as a picture on its card."""
    body, height = chip_row(chips, MARGIN, MARGIN, highlight)
    width = max(1, min(len(chips), PER_ROW)) * CHIP_STEP + 8 + 2 * MARGIN
    if not chips:
        body = svg.text(width / 2, 30, "(leeg)", size=12, fill=svg.INK_SOFT)
    return svg.document(width, height + 2 * MARGIN, title or describe(chips), describe(chips), body)
