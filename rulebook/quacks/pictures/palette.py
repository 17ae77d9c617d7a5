"""The colours of every picture of the base game, in one table.

Pictures draw on the light card of ``core.drawing.svg`` and read on both JupyterLab themes, so
every colour here is chosen against that card (text at least 4.5:1). A chip's own colour lives in
the data (``Ingredient.fill``); this table holds everything else. Colour is never the only code:
each coloured thing also carries a letter, a number, a shape or a word.
"""

from __future__ import annotations

from rulebook.core.drawing import svg
from rulebook.quacks.data import Ingredient

COLOURS: dict[str, str] = {
    "ink": svg.INK,
    "ink-soft": svg.INK_SOFT,
    "card": svg.CARD_FILL,
    "chip-stroke": "#555",
    "highlight": "#c98a00",
    "pot": "#3d302a",
    "pot-rim": "#1f1814",
    "track-line": "#8c7355",
    "field": "#f7ecd6",
    "field-stroke": "#7a6142",
    "spoon": "#e9d7b4",
    "ruby": "#c3122f",
    "ruby-stroke": "#5c0616",
    "points": "#7a5200",
    "droplet": "#1f6fd1",
    "droplet-stroke": "#0b3570",
    "rat": "#7c7c7c",
    "rat-stroke": "#2b2b2b",
    "scoring": "#ffcf3a",
    "scoring-stroke": "#7a5200",
    "exploded": "#b3261e",
    "score-field": "#f4efe6",
    "score-stroke": "#9a8f80",
    "tail": "#8a5a2b",
    "tail-counted": "#ffd9a8",
    "flask-glass": "#eef6f8",
    "flask-stroke": "#3f5f6b",
    "potion": "#3aa18f",
    "die": "#fbf8f2",
    "die-stroke": "#5b5147",
    "card-purple": "#5e2b86",
    "card-blue": "#1f4f9c",
    "card-paper": "#fbf7ee",
    "book-paper": "#fbf5e6",
    "book-stroke": "#9a8465",
}
"""Every colour the base game's pictures use, by role."""

SEATS: tuple[str, ...] = ("#c0392b", "#1f6fd1", "#2e8b3e", "#d4a017", "#7d3c98")
"""The marker colour of seats 1 to 5 (the marker also carries the seat's number)."""

SEAT_INK: tuple[str, ...] = ("#fff", "#fff", "#fff", "#222", "#fff")
"""The number's colour on each seat's marker (the higher contrast of white and dark)."""

DARK_CHIPS = frozenset(
    {Ingredient.BLUE, Ingredient.RED, Ingredient.PURPLE, Ingredient.BLACK, Ingredient.GREEN}
)
"""Chips whose label is written in white; the others get dark ink."""


def colour(role: str) -> str:
    """The colour of ``role``; a ``KeyError`` names a role the table lacks (a programmer's slip)."""
    return COLOURS[role]


def chip_ink(ingredient: Ingredient) -> str:
    """The colour of the letter and value on a chip of this ingredient."""
    return "#fff" if ingredient in DARK_CHIPS else "#222"


def seat_colour(seat: int) -> str:
    return SEATS[seat % len(SEATS)]


def seat_ink(seat: int) -> str:
    return SEAT_INK[seat % len(SEAT_INK)]
