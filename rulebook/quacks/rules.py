"""Rules of the base game that the chapters so far need, as pure functions.

Drawing a chip from the bag is a chance step (the OpenSpiel habit): ``draw_outcomes`` lists every
possible chip with its exact probability, and ``draw`` picks one with a seeded random source, so
the odds a widget shows and the draws a simulation makes come from the same place.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

from rulebook.core.errors import IllegalActionError
from rulebook.quacks.data import EXPLOSION_LIMIT, Ingredient
from rulebook.quacks.state import Chip, Chips


def has_exploded(cauldron: Chips) -> bool:
    """A cauldron explodes when its white chips total more than 7; exactly 7 is still safe."""
    return cauldron.white_total() > EXPLOSION_LIMIT


def draw_outcomes(bag: Chips) -> list[tuple[Chip, Fraction]]:
    """Every chip that can come out of the bag, with its exact chance, most likely first."""
    if not bag:
        raise IllegalActionError(
            "kwakzalvers.fiches", "Je buidel is leeg: er valt niets te trekken."
        )
    counts = Counter(bag)
    total = len(bag)
    return sorted(
        ((chip, Fraction(number, total)) for chip, number in counts.items()),
        key=lambda outcome: (-outcome[1], outcome[0].ingredient.letter, outcome[0].value or 0),
    )


def draw(bag: Chips, rng: random.Random) -> tuple[Chip, Chips]:
    """Draw one chip blind: the chip, and the bag without it. Only ``rng`` decides which."""
    if not bag:
        raise IllegalActionError(
            "kwakzalvers.fiches", "Je buidel is leeg: er valt niets te trekken."
        )
    index = rng.randrange(len(bag))
    return bag[index], bag.remove_at(index)


def explosion_chance(cauldron: Chips, bag: Chips) -> Fraction:
    """The exact chance that the next chip drawn from ``bag`` makes ``cauldron`` explode: the
    white chips that no longer fit, counted once (no list of outcomes: this runs in a few
    microseconds for a full bag)."""
    if not bag:
        raise IllegalActionError(
            "kwakzalvers.fiches", "Je buidel is leeg: er valt niets te trekken."
        )
    room = EXPLOSION_LIMIT - cauldron.white_total()
    white = Ingredient.WHITE
    bad = sum(1 for chip in bag if chip.ingredient is white and (chip.value or 0) > room)
    return Fraction(bad, len(bag))
