"""The ingredient books: for each colour and set, the prices and the action (an ``Effect``).

Prices come from reference §3.3 (set 1 in five sources, sets 2 to 4 in three, ✅✅) except two
cells where the sources disagree (⚠️): they are named options (``PriceOptions``) whose defaults
are documented in clause ``kwakzalvers.keuze.prijzen``. The actions are reference §3.4 (the
ingredient almanac, through its public transcriptions), written as effect values.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cache

from rulebook.core import dutch
from rulebook.quacks.data import Ingredient
from rulebook.quacks.effects import (
    AddPreviousWhite,
    BlackBook,
    ChooseOne,
    CountBoost,
    CountTiers,
    DoubleNext,
    DrawAndPick,
    Effect,
    Gain,
    LastTwo,
    NoAction,
    NthBonus,
    PayRubies,
    PointsByField,
    Protect,
    RaiseLimit,
    ReturnPreviousWhite,
    RubyFieldGain,
    SetAside,
    SevenWhitesPush,
    Timing,
    TradeIn,
    Upgrade,
    WhiteOnesMoveTwo,
)
from rulebook.quacks.state import Chip

SETS = (1, 2, 3, 4)
SET_COLOURS = (
    Ingredient.GREEN,
    Ingredient.BLUE,
    Ingredient.RED,
    Ingredient.YELLOW,
    Ingredient.PURPLE,
)
"""The five colours whose book comes in four sets; orange and black have one book each."""

_O1, _G1, _B1, _B2, _R1, _Y1, _Y4, _P1, _Z1 = (
    Chip.parse(label) for label in ("O1", "G1", "B1", "B2", "R1", "Y1", "Y4", "P1", "Z1")
)


class GreenThreeFour(enum.Enum):
    """The price of a green 4-chip in set 3 (reference §3.3 ⚠️): the printed book says 21, the
    almanac text 18."""

    PRINTED_BOOK = 21
    ALMANAC = 18


class BlueFourFour(enum.Enum):
    """The price of a blue 4-chip in set 4 (reference §3.3 ⚠️): 20 as read from the official
    almanac, 19 in two fan implementations."""

    ALMANAC = 20
    FAN_SOURCES = 19


@dataclass(frozen=True)
class PriceOptions:
    """The two disputed prices, as setup options (clause ``kwakzalvers.keuze.prijzen``)."""

    green_three_four: GreenThreeFour = GreenThreeFour.PRINTED_BOOK
    blue_four_four: BlueFourFour = BlueFourFour.ALMANAC


@dataclass(frozen=True)
class Book:
    """One ingredient book: its colour, its set (0 for the one-book colours), the price of each
    chip value, and its action."""

    colour: Ingredient
    set: int
    prices: tuple[tuple[int | None, int], ...]
    effect: Effect
    clause: str = ""
    """The clause of the book when it is not ``kwakzalvers.boek.<colour>[.<set>]`` (an
    expansion's book names its own)."""

    @property
    def clause_id(self) -> str:
        if self.clause:
            return self.clause
        suffix = "" if self.set == 0 else f".{self.set}"
        return f"kwakzalvers.boek.{self.colour.colour}{suffix}"

    @property
    def timing(self) -> Timing:
        return self.effect.timing

    def price(self, value: int | None) -> int:
        for chip_value, price in self.prices:
            if chip_value == value:
                return price
        raise ValueError(f"{self.colour.colour} set {self.set} has no chip of value {value}")

    def dutch(self) -> str:
        prices = dutch.listing(
            [f"{'waarde ' + str(v) if v else 'een fiche'}: {p} geld" for v, p in self.prices]
        )
        return f"{self.effect.dutch()} (prijzen: {prices}; werkt {self.timing.value})"


def _prices(*prices: int) -> tuple[tuple[int, int], ...]:
    values = (1,) if len(prices) == 1 else (1, 2, 4)
    return tuple(zip(values, prices, strict=True))


ORANGE_BOOK = Book(Ingredient.ORANGE, 0, _prices(3), NoAction())
BLACK_BOOK = Book(Ingredient.BLACK, 0, _prices(10), BlackBook())

_PURPLE_ONE = CountTiers(
    (
        (1, Gain(points=1)),
        (2, Gain(points=1, rubies=1)),
        (3, Gain(points=2, droplet=1)),
    )
)
_GREEN_TWO = LastTwo(
    by_value=(
        (1, ChooseOne((Gain(chips=(_O1,)),), optional=True)),
        (2, ChooseOne((Gain(chips=(_B1,)), Gain(chips=(_R1,))), optional=True)),
        (4, ChooseOne((Gain(chips=(_Y1,)), Gain(chips=(_P1,))), optional=True)),
    )
)
_PURPLE_TWO = TradeIn(
    (
        (1, Gain(chips=(_Z1,), points=1, rubies=1)),
        (2, Gain(chips=(_G1, _B2), points=3, droplet=1)),
        (3, Gain(chips=(_Y4,), points=6, rubies=1, droplet=2)),
    )
)

_EFFECTS: dict[tuple[Ingredient, int], Effect] = {
    (Ingredient.GREEN, 1): LastTwo(reward=Gain(rubies=1)),
    (Ingredient.BLUE, 1): DrawAndPick(),
    (Ingredient.RED, 1): CountBoost(Ingredient.ORANGE, ((1, 1), (3, 2))),
    (Ingredient.YELLOW, 1): ReturnPreviousWhite(),
    (Ingredient.PURPLE, 1): _PURPLE_ONE,
    (Ingredient.GREEN, 2): _GREEN_TWO,
    (Ingredient.BLUE, 2): Protect(),
    (Ingredient.RED, 2): SetAside(),
    (Ingredient.YELLOW, 2): DoubleNext(),
    (Ingredient.PURPLE, 2): _PURPLE_TWO,
    (Ingredient.GREEN, 3): SevenWhitesPush(),
    (Ingredient.BLUE, 3): RubyFieldGain(rubies=1),
    (Ingredient.RED, 3): AddPreviousWhite(),
    (Ingredient.YELLOW, 3): RaiseLimit(),
    (Ingredient.PURPLE, 3): PointsByField(),
    (Ingredient.GREEN, 4): LastTwo(reward=PayRubies(1, Gain(droplet=1))),
    (Ingredient.BLUE, 4): RubyFieldGain(points_by_value=True),
    (Ingredient.RED, 4): WhiteOnesMoveTwo(),
    (Ingredient.YELLOW, 4): NthBonus(),
    (Ingredient.PURPLE, 4): Upgrade(),
}
"""The action of each book of the four sets (reference §3.4)."""

_PRICES: dict[tuple[Ingredient, int], tuple[int, ...]] = {
    (Ingredient.GREEN, 1): (4, 8, 14),
    (Ingredient.BLUE, 1): (5, 10, 19),
    (Ingredient.RED, 1): (6, 10, 16),
    (Ingredient.YELLOW, 1): (8, 12, 18),
    (Ingredient.PURPLE, 1): (9,),
    (Ingredient.GREEN, 2): (6, 11, 18),
    (Ingredient.BLUE, 2): (5, 10, 19),
    (Ingredient.RED, 2): (4, 8, 14),
    (Ingredient.YELLOW, 2): (9, 13, 19),
    (Ingredient.PURPLE, 2): (12,),
    (Ingredient.GREEN, 3): (6, 11, 21),
    (Ingredient.BLUE, 3): (4, 8, 14),
    (Ingredient.RED, 3): (5, 9, 15),
    (Ingredient.YELLOW, 3): (8, 12, 18),
    (Ingredient.PURPLE, 3): (10,),
    (Ingredient.GREEN, 4): (4, 8, 14),
    (Ingredient.BLUE, 4): (5, 10, 20),
    (Ingredient.RED, 4): (7, 11, 17),
    (Ingredient.YELLOW, 4): (8, 12, 18),
    (Ingredient.PURPLE, 4): (11,),
}
"""Prices for a 1-, 2- and 4-chip (purple only 1-chips), reference §3.3, with the defaults of
the two disputed cells."""


@cache
def book(colour: Ingredient, set_number: int, options: PriceOptions = PriceOptions()) -> Book:
    """The book of ``colour`` in set ``set_number`` (orange and black ignore the set)."""
    if colour is Ingredient.ORANGE:
        return ORANGE_BOOK
    if colour is Ingredient.BLACK:
        return BLACK_BOOK
    if colour not in SET_COLOURS:
        raise ValueError(f"{colour.colour} has no ingredient book in the base game")
    if set_number not in SETS:
        raise ValueError(f"set {set_number} does not exist (1 to 4)")
    prices = list(_PRICES[(colour, set_number)])
    if (colour, set_number) == (Ingredient.GREEN, 3):
        prices[2] = options.green_three_four.value
    if (colour, set_number) == (Ingredient.BLUE, 4):
        prices[2] = options.blue_four_four.value
    return Book(colour, set_number, _prices(*prices), _EFFECTS[(colour, set_number)])


def all_books(options: PriceOptions = PriceOptions()) -> list[Book]:
    """Orange, black, then the five colours of sets 1 to 4: every book of the base game."""
    books = [ORANGE_BOOK, BLACK_BOOK]
    for set_number in SETS:
        books.extend(book(colour, set_number, options) for colour in SET_COLOURS)
    return books
