"""Worked examples of the 20 new fortune-teller cards (chapter 22), as named rulings.

The cards whose outcome can be computed have a ruling with the numbers (P2, P6, P9, P10, B3, B4,
B6, B7, B9); the others are told by their effect, which the engine's vocabulary describes.
``REFUSALS`` are inputs the rules forbid, among them the cards of De Kruidenheksen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.alchemists.cards.data import GermanTitles, LastChip
from rulebook.quacks.alchemists.cards.rulings import (
    card_ruling,
    deck_ruling,
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
from rulebook.quacks.alchemists.essence.state import EssenceSituation
from rulebook.quacks.state import Chips

B9_CAULDRON = EssenceSituation(Chips.parse("O1 G1 W2 W3 N"), locoweed_book=16, round=4)
"""Orange, green and a locoweed (book 16: it went 3 fields): 3 colours, whites 5."""


def card_p1() -> Ruling[Any]:
    """P1: a ruby, a roll and three rat tails together, or a red 2-chip."""
    return card_ruling("P1")


def card_p3() -> Ruling[Any]:
    """P3: rubies for a chip of the same value (not purple), or 2 rubies."""
    return card_ruling("P3")


def card_p4() -> Ruling[Any]:
    """P4: 8 rat tails, 4 rolls or the droplet 3 fields."""
    return card_ruling("P4")


def card_p5() -> Ruling[Any]:
    """P5: with 2 rat tails or more, one roll."""
    return card_ruling("P5")


def card_p8() -> Ruling[Any]:
    """P8: the left neighbour removes a white 1-chip or takes a chip."""
    return card_ruling("P8")


def card_b1() -> Ruling[Any]:
    """B1: after stopping, a coloured 2- or 4-chip swapped on its field."""
    return card_ruling("B1")


def card_b2() -> Ruling[Any]:
    """B2: two chips bought: the cheaper one again for free."""
    return card_ruling("B2")


def card_b5() -> Ruling[Any]:
    """B5: the white 3-chip back to the bag, 2 rubies for the left neighbour."""
    return card_ruling("B5")


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


def deck() -> Ruling[Any]:
    """The new cards in the deck: 17 of 20, the three with the witch's hat stay in the box."""
    return deck_ruling()


EXAMPLES: dict[str, Callable[[], Ruling[Any]]] = {
    "nieuwe kaarten in de stapel": deck,
    "nieuwe kaart, titel naar betekenis": title_by_meaning,
    "nieuwe kaart, titel alleen gezien": title_only_seen,
    "nieuwe kaart P1": card_p1,
    "nieuwe kaart P2": ruby_fever,
    "nieuwe kaart P2 met narrenkruid": ruby_fever_locoweed,
    "nieuwe kaart P3": card_p3,
    "nieuwe kaart P4": card_p4,
    "nieuwe kaart P5": card_p5,
    "nieuwe kaart P6": rat_to_cherish,
    "nieuwe kaart P8": card_p8,
    "nieuwe kaart P9": useful_rodent,
    "nieuwe kaart P10": powerful_tipple,
    "nieuwe kaart B1": card_b1,
    "nieuwe kaart B2": card_b2,
    "nieuwe kaart B3": white_blessing,
    "nieuwe kaart B4": rat_blessing,
    "nieuwe kaart B5": card_b5,
    "nieuwe kaart B6": blessing_in_disguise,
    "nieuwe kaart B7": essential_essence,
    "nieuwe kaart B9, afstand": all_is_well_distance,
    "nieuwe kaart B9, waarde": all_is_well_value,
}
"""The card examples of chapter 22, in the order the chapter shows them."""

REFUSALS: dict[str, Callable[[], object]] = {
    "nieuwe kaart P7 (De Kruidenheksen)": lambda: card_ruling("P7"),
    "nieuwe kaart B8 (De Kruidenheksen)": lambda: card_ruling("B8"),
    "nieuwe kaart B10 (De Kruidenheksen)": lambda: card_ruling("B10"),
    "nieuwe kaart B6 zonder essentiefase": lambda: card_ruling("B6", essence_phase=False),
    "nieuwe kaart P11 van De Alchemisten": lambda: card_ruling("P11"),
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


def herb_witches_refusals() -> dict[str, Callable[[], object]]:
    """The refusals of the three cards of De Kruidenheksen."""
    return {name: make for name, make in REFUSALS.items() if "Kruidenheksen" in name}
