"""How the computer players decide, as pure functions of plain numbers.

The engine's computer players (``bots.py``) and the fast simulator (``simulator.py``) ask these
same functions, so a strategy means the same thing in both. Nothing here draws a random number:
a strategy is deterministic, ties are broken by a fixed order, and the game's random stream is
left to chance alone.

Three styles:

- ``VOORZICHTIG`` (cautious): stops as soon as the next chip explodes the cauldron with a chance
  above its threshold.
- ``GULZIG`` (greedy): draws until one more white chip of value 3 could explode it, and spends
  every coin on the dearest chips.
- ``REKENAAR`` (calculator): compares, with the exact odds of the bag, what one more chip is
  expected to bring against what an explosion would cost, and draws when the sum is positive.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from fractions import Fraction

from rulebook.quacks.board import TRACK


class Style(enum.Enum):
    CAUTIOUS = "voorzichtig"
    GREEDY = "gulzig"
    CALCULATOR = "rekenaar"


CAUTIOUS_RISK = Fraction(1, 5)
"""The cautious player stops when the next chip explodes the cauldron with more than 1 in 5."""

POINT_WORTH = 3
"""How many coins a victory point is worth to the computer players (a heuristic, not a rule)."""


def explosion_risk(room: int, whites: Sequence[tuple[int, int]], bag_size: int) -> Fraction:
    """The exact chance that the next chip explodes the cauldron: the white chips in the bag
    whose value is more than the ``room`` left, out of all chips. ``whites`` holds ``(value,
    number)`` pairs."""
    if bag_size == 0:
        return Fraction(0)
    bad = sum(number for value, number in whites if value > room)
    return Fraction(bad, bag_size)


def field_worth(field: int, exploded: bool) -> int:
    """What a scoring field is worth in coins: coins plus points at ``POINT_WORTH``; an exploded
    cauldron keeps only the better of the two."""
    spot = TRACK[min(field, len(TRACK) - 1)]
    if exploded:
        return max(spot.coins, POINT_WORTH * spot.points)
    return spot.coins + POINT_WORTH * spot.points


def keeps_drawing(
    style: Style,
    *,
    room: int,
    whites: Sequence[tuple[int, int]],
    moves: Sequence[tuple[int, int, bool]],
    bag_size: int,
    last_field: int,
) -> bool:
    """Should a player who may draw, draw again?

    ``room`` is how much the white chips may still grow; ``whites`` the white chips in the bag
    as ``(value, number)``; ``moves`` every kind of chip in the bag as ``(distance, number,
    explodes)``; ``last_field`` the field of the last chip (or the start field).
    """
    if bag_size == 0:
        return False
    if style is Style.CAUTIOUS:
        return explosion_risk(room, whites, bag_size) <= CAUTIOUS_RISK
    if style is Style.GREEDY:
        return room >= GREEDY_ROOM
    now, total = _draw_totals(moves, last_field)
    return total > now * bag_size  # ``draw_worths``' expected > now, in whole numbers


GREEDY_ROOM = 3
"""The greedy player draws while one more white chip of value 3 cannot explode the cauldron."""


def draw_worths(
    moves: Sequence[tuple[int, int, bool]], bag_size: int, last_field: int
) -> tuple[int, Fraction]:
    """The calculator's comparison: what the scoring field is worth now (``field_worth``), and
    what it is expected to be worth after one more chip, over every kind in the bag (``moves``
    as in ``keeps_drawing``)."""
    now, total = _draw_totals(moves, last_field)
    return now, Fraction(total, bag_size)


def _draw_totals(moves: Sequence[tuple[int, int, bool]], last_field: int) -> tuple[int, int]:
    """``draw_worths`` times the bag's size: the worth now, and the worths after one more chip
    added up over every chip of the bag (whole numbers, for the playouts' many draws)."""
    safe, blown = _WORTHS
    now = field_worth(last_field + 1, exploded=False)
    total = 0
    for distance, number, explodes in moves:
        field = last_field + distance + 1
        if not 0 <= field < _TABLED:  # beyond the table: asked, not looked up
            total += number * field_worth(field, exploded=explodes)
        else:
            total += number * (blown[field] if explodes else safe[field])
    return now, total


_TABLED = 2 * len(TRACK)
_WORTHS = (
    tuple(field_worth(field, exploded=False) for field in range(_TABLED)),
    tuple(field_worth(field, exploded=True) for field in range(_TABLED)),
)
"""``field_worth`` of every field up to twice the track, safe and exploded, looked up."""


def uses_flask(style: Style, room: int) -> bool:
    """After a white chip: put it back with the flask when little room is left."""
    return room < FLASK_ROOM[style]


FLASK_ROOM = {Style.CAUTIOUS: 3, Style.GREEDY: 1, Style.CALCULATOR: 2}
"""Each style uses the flask on a white chip when less room than this is left."""


def purchase(style: Style, options: Sequence[Sequence[tuple[str, int, int]]]) -> int:
    """Which purchase to make, as an index into ``options``; each option lists its chips as
    ``(colour letter, value, price)``. Every style spends as much as it can; the cautious one
    prefers orange and blue chips at equal cost, the calculator prefers chips that move far."""

    best, top = 0, purchase_score(style, options[0]) if options else (0, 0)
    for index in range(1, len(options)):
        this = purchase_score(style, options[index])
        if this > top:
            best, top = index, this
    return best


def purchase_score(style: Style, chips: Sequence[tuple[str, int, int]]) -> tuple[int, int]:
    """How ``purchase`` ranks one purchase: the coins spent, then the style's preference (the
    cautious: orange and blue chips; the calculator: the values; the greedy: more chips)."""
    spent = bonus = 0
    for letter, value, price in chips:  # (one or two chips: a loop, not three generators)
        spent += price
        if style is Style.CAUTIOUS:
            bonus += letter in "OB"
        elif style is Style.CALCULATOR:
            bonus += value
    if style is not Style.CAUTIOUS and style is not Style.CALCULATOR:
        bonus = len(chips)
    return spent, bonus


def gain_worth(
    points: int = 0,
    rubies: int = 0,
    droplet: int = 0,
    chip_prices: int = 0,
    flask: bool = False,
    rolls: int = 0,
) -> Fraction:
    """What a gain is worth in coins to a computer player (a heuristic, not a rule)."""
    return (
        POINT_WORTH * points
        + 2 * rubies
        + 4 * droplet
        + chip_prices
        + (3 if flask else 0)
        + Fraction(3, 2) * rolls
    )


def prefers_points(style: Style, points: int, coins: int, rounds_left: int) -> bool:
    """An exploded cauldron: take the points (D) rather than shop (E)?"""
    if rounds_left <= 2:
        return True
    return POINT_WORTH * points >= coins if style is not Style.GREEDY else 2 * points >= coins
