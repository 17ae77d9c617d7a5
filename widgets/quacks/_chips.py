"""Display traits of De Kwakzalvers shared by its widgets: chips and bags as plain JSON.

Only what the JavaScript draws (a chip's label, colours and Dutch name; how many of each kind);
no rule of the game. ``chip_view`` is what ``rb.disc`` in base.js draws.
"""

from __future__ import annotations

from collections.abc import Iterable

from rulebook.quacks import Chip, Ingredient
from rulebook.quacks.pictures import DARK_FILLS
from rulebook.quacks.table import Bag


def chip_view(chip: Chip) -> dict[str, str]:
    """One chip as the JavaScript draws it: label, colours and a Dutch tooltip."""
    ingredient = chip.ingredient
    return {
        "label": chip.label,
        "fill": ingredient.fill,
        "ink": "#ffffff" if ingredient in DARK_FILLS else "#222222",
        "title": chip.dutch(),
    }


def chips_view(chips: Iterable[Chip]) -> list[dict[str, str]]:
    """Chips in order (a cauldron, a hand), each as ``chip_view``."""
    return [chip_view(chip) for chip in chips]


def bag_view(bag: Bag) -> list[dict[str, object]]:
    """A bag by kind, in the canonical order: each chip's view with how many of it (``count``)."""
    return [{**chip_view(chip), "count": number} for chip, number in bag.kinds()]


def every_chip() -> list[Chip]:
    """Every chip that exists, in the order of the ingredients: W1 W2 W3 O1 G1 ... Z1 N."""
    return [
        Chip(ingredient, value)
        for ingredient in Ingredient
        for value in (ingredient.values or (None,))
    ]
