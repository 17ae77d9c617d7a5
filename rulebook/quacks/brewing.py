"""Rules of the base game that the chapters so far need, as pure functions.

Drawing a chip from the bag is a chance step (the OpenSpiel habit): ``draw_outcomes`` lists every
possible chip with its exact probability, and ``draw`` picks one with a seeded random source, so
the odds a widget shows and the draws a simulation makes come from the same place.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

from rulebook.core import checks
from rulebook.core.errors import IllegalActionError, RuleError
from rulebook.quacks.data import (
    EXPLOSION_LIMIT,
    EXTRA_WHITE_ROUND,
    START_BAG,
    TRACK_FIELDS,
    Ingredient,
)
from rulebook.quacks.state import Chip, Chips


def check_cauldron(cauldron: Chips, round: int | None = None) -> Chips:
    """``cauldron`` when a real game can produce it; a ``RuleError`` naming the rule otherwise.

    ``Chips`` already refuse more of a kind than a player owns. A cauldron also has room for one
    chip per field of its track, and before round 6 a player has one white 1-chip fewer.
    """
    checks.instance("de ketel", cauldron, Chips)
    if len(cauldron) > TRACK_FIELDS:
        raise RuleError(
            "kwakzalvers.ketelspoor",
            f"In een ketel passen hoogstens {TRACK_FIELDS} fiches, één per veld van het spoor; "
            f"deze ketel heeft er {len(cauldron)}.",
        )
    if round is not None and round < EXTRA_WHITE_ROUND:
        start = START_BAG[Ingredient.WHITE, 1]
        ones = sum(1 for chip in cauldron if chip.is_white and chip.value == 1)
        if ones > start:
            raise RuleError(
                "kwakzalvers.ronde6",
                f"In ronde {round} heb je hoogstens {start} witte fiches van waarde 1 (de vijfde "
                f"komt pas in ronde {EXTRA_WHITE_ROUND} in je buidel), niet {ones}.",
            )
    return cauldron


def has_exploded(cauldron: Chips) -> bool:
    """A cauldron explodes when its white chips total more than 7; exactly 7 is still safe."""
    checks.instance("de ketel", cauldron, Chips)
    return cauldron.white_total() > EXPLOSION_LIMIT


def draw_outcomes(bag: Chips) -> list[tuple[Chip, Fraction]]:
    """Every chip that can come out of the bag, with its exact chance, most likely first."""
    checks.instance("de buidel", bag, Chips)
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
    checks.instance("de buidel", bag, Chips)
    checks.instance("rng", rng, random.Random)
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
    checks.instance("de ketel", cauldron, Chips)
    checks.instance("de buidel", bag, Chips)
    if not bag:
        raise IllegalActionError(
            "kwakzalvers.fiches", "Je buidel is leeg: er valt niets te trekken."
        )
    room = EXPLOSION_LIMIT - cauldron.white_total()
    white = Ingredient.WHITE
    bad = sum(1 for chip in bag if chip.ingredient is white and (chip.value or 0) > room)
    return Fraction(bad, len(bag))
