"""Worked examples of the 20 new fortune-teller cards (chapter 22), as named rulings.

The cards whose outcome can be computed have a ruling with the numbers (P2, P6, P9, P10, B3, B4,
B6, B7, B9); the others are told by their effect, which the engine's vocabulary describes.
``REFUSALS`` are inputs the rules forbid, among them the cards of De Kruidenheksen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.core.rulings import Ruling
from rulebook.quacks.alchemists.cards import (
    GermanTitles,
    LastChip,
    card_ruling,
    essence_card_ruling,
    essential_essence_ruling,
    rat_blessing_ruling,
    rat_cherish_ruling,
    ruby_fever_ruling,
    tipple_ruling,
    title_ruling,
    useful_rodent_ruling,
    white_blessing_ruling,
)
from rulebook.quacks.alchemists.state import EssenceSituation
from rulebook.quacks.state import Chips

B9_CAULDRON = EssenceSituation(Chips.parse("O1 G1 W2 W3 N"), locoweed_book=16, round=4)
"""Orange, green and a locoweed (book 16: it went 3 fields): 3 colours, whites 5."""


def card(card_id: str) -> Callable[[], Ruling[Any]]:
    """The ruling that tells what card ``card_id`` does (for the cards without numbers)."""

    def make() -> Ruling[Any]:
        return card_ruling(card_id)

    make.__name__ = f"card_{card_id.lower()}"
    return make


def ruby_fever() -> Ruling[Any]:
    """P2: a yellow 4-chip drawn: 4 rubies."""
    return ruby_fever_ruling("Y4")


def ruby_fever_locoweed() -> Ruling[Any]:
    """P2 with a locoweed drawn: it has no number and counts as 1."""
    return ruby_fever_ruling("N")


def rat_to_cherish() -> Ruling[Any]:
    """P6: 2 of your 5 rubies give 6 extra rat tails."""
    return rat_cherish_ruling(5, 2)


def useful_rodent() -> Ruling[Any]:
    """P9: 5 rat tails counted, 4 given up for a 2-chip; the rat stone moves 1."""
    return useful_rodent_ruling(5, 4)


def powerful_tipple() -> Ruling[Any]:
    """P10: the droplet from field 3 to field 1 for a 4-chip."""
    return tipple_ruling(3, 2)


def white_blessing() -> Ruling[Any]:
    """B3: the last chip is a white 3: 3 points."""
    return white_blessing_ruling("O1 G2 W1 R1 W3")


def rat_blessing() -> Ruling[Any]:
    """B4: 14 coins and 3 rat tails buy for 20."""
    return rat_blessing_ruling(14, 3)


def blessing_in_disguise() -> Ruling[Any]:
    """B6: an exploded cauldron gets 2 extra essence fields."""
    return essence_card_ruling("B6", EssenceSituation(Chips.parse("O1 R1 W3 W2 W2 W1"), round=3))


def essential_essence() -> Ruling[Any]:
    """B7: players 1 and 3 share the highest essence, 6."""
    return essential_essence_ruling((6, 4, 6))


def all_is_well_distance() -> Ruling[Any]:
    """B9, German reading (default): the last locoweed went 3 fields (book 16), so 3 more."""
    return essence_card_ruling("B9", B9_CAULDRON)


def all_is_well_value() -> Ruling[Any]:
    """B9, English reading: the locoweed's value counts, 1."""
    return essence_card_ruling("B9", B9_CAULDRON, reading=LastChip.VALUE)


def title_by_meaning() -> Ruling[Any]:
    """B2's titles: the German one paired by meaning (default)."""
    return title_ruling("B2")


def title_only_seen() -> Ruling[Any]:
    """B2's titles with the choice 'alleen gezien': no German title."""
    return title_ruling("B2", GermanTitles.ONLY_SEEN)


EXAMPLES: dict[str, Callable[[], Ruling[Any]]] = {
    "titel, naar betekenis": title_by_meaning,
    "titel, alleen gezien": title_only_seen,
    "kaart P1": card("P1"),
    "kaart P2": ruby_fever,
    "kaart P2 met narrenkruid": ruby_fever_locoweed,
    "kaart P3": card("P3"),
    "kaart P4": card("P4"),
    "kaart P5": card("P5"),
    "kaart P6": rat_to_cherish,
    "kaart P8": card("P8"),
    "kaart P9": useful_rodent,
    "kaart P10": powerful_tipple,
    "kaart B1": card("B1"),
    "kaart B2": card("B2"),
    "kaart B3": white_blessing,
    "kaart B4": rat_blessing,
    "kaart B5": card("B5"),
    "kaart B6": blessing_in_disguise,
    "kaart B7": essential_essence,
    "kaart B9, zugweite": all_is_well_distance,
    "kaart B9, waarde": all_is_well_value,
}
"""The card examples of chapter 22, in the order the chapter shows them."""

REFUSALS: dict[str, Callable[[], object]] = {
    "kaart P7 (De Kruidenheksen)": lambda: card_ruling("P7"),
    "kaart B8 (De Kruidenheksen)": lambda: card_ruling("B8"),
    "kaart B10 (De Kruidenheksen)": lambda: card_ruling("B10"),
    "kaart B6 zonder essentiefase": lambda: card_ruling("B6", essence_phase=False),
    "kaart P11 van De Alchemisten": lambda: card_ruling("P11"),
    "P6: 4 robijnen inleveren": lambda: rat_cherish_ruling(5, 4),
    "P6: 3 robijnen inleveren met 2": lambda: rat_cherish_ruling(2, 3),
    "P9: afzien van 3 rattenstaarten": lambda: useful_rodent_ruling(5, 3),
    "P9: afzien van 6 met 4": lambda: useful_rodent_ruling(4, 6),
    "P10: druppel van veld 1 twee terug": lambda: tipple_ruling(1, 2),
    "B3: een lege ketel": lambda: white_blessing_ruling(""),
    "B9: een fiche dat 60 velden ging": lambda: essence_card_ruling(
        "B9", B9_CAULDRON, last_distance=60
    ),
}
"""Inputs the card rules forbid; each raises a ``RuleError`` naming its clause."""
