"""Worked examples of the four locoweed books (chapter 22), as named rulings.

Each book has an example a player can lay out at the table; books 12 and 16 also once through
the engine of a whole game, where the expansion hands the book to the base game and the base
game's own placing explanation tells the distance. ``REFUSALS`` are inputs the rules forbid.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.alchemists.locoweed.books import (
    ReturnItself,
    locoweed_ruling,
    price,
    price_ruling,
)
from rulebook.quacks.rulings.scenario import give, pour, scenario_ruling, table
from rulebook.quacks.state import Chips


def book_price() -> Ruling[int]:
    """What a locoweed costs with book 16: its number."""
    return price_ruling(16)


def book_sixteen() -> Ruling[Any]:
    """Book 16: pumpkin, green and red already in the cauldron (the white does not count), and
    the first locoweed counts itself: 4 fields."""
    return locoweed_ruling(16, "O1 G2 W3 R1")


def book_sixteen_second() -> Ruling[Any]:
    """Book 16, a second locoweed: it is a colour already in the cauldron and does not count
    twice."""
    return locoweed_ruling(16, "O1 N W2 B1")


def book_twelve() -> Ruling[Any]:
    """Book 12: the whites 1 + 2 + 3 = 6: the locoweed goes 6 fields."""
    return locoweed_ruling(12, "W1 O1 W2 W3")


def book_twelve_no_whites() -> Ruling[Any]:
    """Book 12 without a white chip in the cauldron: 1 field."""
    return locoweed_ruling(12, "O1 G1")


def book_ten() -> Ruling[Any]:
    """Book 10: the next field, then the green 2-chip goes back to the bag (a gap stays)."""
    return locoweed_ruling(10, "O1 G2 W1", give_back=3)


def book_ten_itself() -> Ruling[Any]:
    """Book 10 returning the locoweed itself: allowed with the default 'ook zichzelf'."""
    return locoweed_ruling(10, "O1 W2", give_back=4)


def book_eleven_placed() -> Ruling[Any]:
    """Book 11: the locoweed goes 1 field; in the essence phase it counts once more."""
    return locoweed_ruling(11, "O1 R1 W2 W3")


def _game_with(book: int, chips: str) -> Any:
    """A two-player game with locoweed book ``book``: player 2 has stopped, player 1 has
    ``chips`` in the cauldron and a locoweed in the bag."""
    state = table(2, extras=(AlchemistsSetup(book=book),))
    state = pour(state, 1, "W1 W2", stopped=True)
    return give(pour(state, 0, chips), 0, "N")


def engine_book_sixteen() -> Ruling[Any]:
    """Book 16 in a whole game: the engine asks whether the first locoweed counts itself, the
    player counts it, and the engine places it 3 fields (orange, green and itself); the base
    game's placing explanation names book 16."""
    return scenario_ruling(
        _game_with(16, "O1 G1 W2"),
        ["1 trek", "kans 1 N", "1 kies 1"],
        question="Speler 1 trekt een narrenkruid in een partij met boek 16.",
        focus=(0,),
    )


def engine_book_twelve() -> Ruling[Any]:
    """Book 12 in a whole game: whites 1 + 3 = 4, so 4 fields."""
    return scenario_ruling(
        _game_with(12, "W1 O1 W3"),
        ["1 trek", "kans 1 N"],
        question="Speler 1 trekt een narrenkruid in een partij met boek 12.",
        focus=(0,),
    )


EXAMPLES: dict[str, Callable[[], Ruling[Any]]] = {
    "narrenkruid: de prijs": book_price,
    "boek 16": book_sixteen,
    "boek 16, tweede narrenkruid": book_sixteen_second,
    "boek 12": book_twelve,
    "boek 12 zonder knalerwten": book_twelve_no_whites,
    "boek 10": book_ten,
    "boek 10, zichzelf terug": book_ten_itself,
    "boek 11 in de ketel": book_eleven_placed,
    "boek 16 in een partij": engine_book_sixteen,
    "boek 12 in een partij": engine_book_twelve,
}
"""The locoweed examples of chapter 22, in the order the chapter shows them."""

REFUSALS: dict[str, Callable[[], object]] = {
    "narrenkruidboek 13": lambda: price(13),
    "een narrenkruid van waarde 2": lambda: price(12, 2),
    "boek 10: een wit fiche terug": lambda: locoweed_ruling(10, "O1 W2", give_back=3),
    "boek 10: een leeg veld": lambda: locoweed_ruling(10, "O1 G2", give_back=2),
    "boek 10, 'niet zichzelf': het narrenkruid terug": lambda: locoweed_ruling(
        10, "O1 W2", give_back=4, itself=ReturnItself.NOT_ITSELF
    ),
    "boek 16: een fiche terug": lambda: locoweed_ruling(16, Chips.parse("O1"), give_back=1),
}
"""Inputs the locoweed rules forbid; each raises a ``RuleError`` naming its clause."""


def itself_refusal() -> dict[str, Callable[[], object]]:
    """The one refusal that sets book 10's two readings apart."""
    return {name: make for name, make in REFUSALS.items() if "niet zichzelf" in name}
