"""Pictures of the base game as SVG strings (the game package's ``svg`` part).

The pictures live in ``rulebook.quacks.pictures``, one module per kind of thing; this module
keeps the name every game package has, so ``from rulebook.quacks.svg import chips_svg`` and the
lazy imports of the state types keep working.
"""

from __future__ import annotations

from rulebook.quacks.pictures import (
    CHIP_RADIUS,
    CHIP_STEP,
    DARK_FILLS,
    MARGIN,
    PER_ROW,
    bag_svg,
    book_svg,
    card_svg,
    cauldron_svg,
    chip_disc,
    chip_row,
    chip_shape,
    chips_svg,
    describe,
    die_svg,
    flask_svg,
    player_svg,
    score_track_svg,
    state_svg,
)

__all__ = [
    "CHIP_RADIUS",
    "CHIP_STEP",
    "DARK_FILLS",
    "MARGIN",
    "PER_ROW",
    "bag_svg",
    "book_svg",
    "card_svg",
    "cauldron_svg",
    "chip_disc",
    "chip_row",
    "chip_shape",
    "chips_svg",
    "describe",
    "die_svg",
    "flask_svg",
    "player_svg",
    "score_track_svg",
    "state_svg",
]
