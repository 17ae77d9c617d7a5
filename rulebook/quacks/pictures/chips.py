"""Chips and rows of chips: the piece every other picture of the base game is built from.

Colour is never the only code: every chip also carries its letter and value, and a highlighted
chip gets a dashed ring as well as a colour. The ``<desc>`` lists the chips in Dutch.
"""

from __future__ import annotations

from collections.abc import Iterable

from rulebook.core.drawing import svg
from rulebook.core.drawing.svg import SvgPicture
from rulebook.quacks.pictures.palette import DARK_CHIPS, chip_ink, colour
from rulebook.quacks.state import Chip, Chips

CHIP_RADIUS = 16
CHIP_STEP = 38
PER_ROW = 12
MARGIN = 6
DARK_FILLS = DARK_CHIPS
"""The chips labelled in white (kept under its old name; the table is ``palette.DARK_CHIPS``)."""


def chip_disc(
    chip: Chip,
    cx: float,
    cy: float,
    *,
    radius: float = CHIP_RADIUS,
    label: float | None = None,
    highlighted: bool = False,
    **data: object,
) -> str:
    """A chip of any size: a coloured disc with its label, optionally ringed (dashed).

    The label's size is three quarters of the radius unless ``label`` says it (a chip drawn to
    be scaled down needs a larger label than its disc suggests).

    ``data`` adds ``data-`` attributes to the chip's group (``field=4`` becomes ``data-field``),
    so a test can find the chip where the state says it lies.
    """
    ring = (
        svg.element(
            "circle",
            cx=cx,
            cy=cy,
            r=radius + 4,
            fill="none",
            stroke=colour("highlight"),
            stroke_width=3,
            stroke_dasharray="5 3",
            class_="rb-highlight",
        )
        if highlighted
        else ""
    )
    disc = svg.element(
        "circle",
        cx=cx,
        cy=cy,
        r=radius,
        fill=chip.ingredient.fill,
        stroke=colour("chip-stroke"),
        stroke_width=1.5,
    )
    size = label if label is not None else round(radius * 0.75, 1)
    text = svg.text(
        cx, cy + size * 0.37, chip.label, size=size, fill=chip_ink(chip.ingredient), weight="bold"
    )
    attributes = {f"data_{key}": value for key, value in data.items()}
    return svg.element("g", ring, disc, text, class_="rb-chip", data_chip=chip.label, **attributes)


def chip_shape(chip: Chip, cx: float, cy: float, *, highlighted: bool = False) -> str:
    """One chip in a row: a coloured disc with its notation label, optionally ringed.

    Written out by hand (not with ``chip_disc``) so the pictures saved in the chapters stay the
    same byte for byte.
    """
    ingredient = chip.ingredient
    ring = (
        f'<circle cx="{cx:g}" cy="{cy:g}" r="{CHIP_RADIUS + 4}" fill="none" '
        f'stroke="{colour("highlight")}" '
        f'stroke-width="3" stroke-dasharray="5 3" class="rb-highlight"/>'
        if highlighted
        else ""
    )
    return (
        f'<g class="rb-chip" data-chip="{chip.label}">{ring}'
        f'<circle cx="{cx:g}" cy="{cy:g}" r="{CHIP_RADIUS}" fill="{ingredient.fill}" '
        f'stroke="{colour("chip-stroke")}" stroke-width="1.5"/>'
        + svg.text(cx, cy + 4.5, chip.label, size=12, fill=chip_ink(ingredient), weight="bold")
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
