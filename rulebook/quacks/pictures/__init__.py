"""Pictures of the base game as SVG strings: chips, cauldron, score track, bag, flask, die,
fortune-teller card, ingredient book, the test tube of the variant, a player and the whole
table.

Every function is pure and returns an ``SvgPicture`` on its own light card, with a Dutch
``<title>`` and ``<desc>`` that say what the picture shows, so a screen reader and a text diff
see the same as the eye. Colours come from one table (``palette.COLOURS``; a chip's colour from
the data), and colour is never the only code: chips carry letter and value, markers a number,
marks a shape or a word. Nothing refers to a file or a font outside the picture.
"""

from rulebook.quacks.pictures.cards import book_svg, card_svg
from rulebook.quacks.pictures.cauldron import cauldron_svg
from rulebook.quacks.pictures.chips import (
    CHIP_RADIUS,
    CHIP_STEP,
    DARK_FILLS,
    MARGIN,
    PER_ROW,
    chip_disc,
    chip_row,
    chip_shape,
    chips_svg,
    describe,
)
from rulebook.quacks.pictures.overview import player_svg, state_svg
from rulebook.quacks.pictures.score_track import score_track_svg
from rulebook.quacks.pictures.things import bag_svg, die_svg, flask_svg
from rulebook.quacks.pictures.tube import tube_svg

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
    "tube_svg",
]
