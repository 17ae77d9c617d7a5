"""Worked examples of Castle Combo (the base game): every scroll kind on a tableau, a price,
the messenger, a refill, the setup, a turn, a tie; and refused input.

``EXAMPLES`` maps a Dutch name to a function returning a ``Ruling``; ``REFUSALS`` to an input
the rules refuse with a ``RuleError``. Both count for the clause coverage.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.castle_combo import rulings
from rulebook.castle_combo.data import BY_ID
from rulebook.castle_combo.effects import Banner
from rulebook.castle_combo.flow import turn_ruling
from rulebook.castle_combo.state import EndTableau
from rulebook.core.model.cards import Tableau
from rulebook.core.reader.rulings import Ruling


def end_of(rows: list[list[Any]], keys: int = 0, gold: int = 0) -> EndTableau:
    """A finished square from the JSON form (three rows of three cells)."""
    return EndTableau.from_json({"tableau": rows, "keys": keys, "gold": gold})


FULL = end_of(
    [
        ["Steward", "Cardinal", "Nun"],
        ["Pilgrim", "General", {"face_down": True}],
        ["Fisherman", "Templar", {"card": "Beekeeper", "gold": 2}],
    ],
    keys=4,
    gold=6,
)
"""A whole square: purses, shields in a row and column, a corner, keys and a face-down card."""

SCROLLS = end_of(
    [
        ["Baron", "Officer", "Judge"],
        ["Traveler", "Alchemist", "Carpenter"],
        ["Banker", {"card": "Innkeeper", "gold": 6}, {"face_down": True}],
    ],
    keys=2,
)
"""Sets, banners, costs, discount cards, the Banker and a face-down card."""


def full_square() -> Ruling[object]:
    return rulings.tableau_ruling(FULL)


def scroll_square() -> Ruling[object]:
    return rulings.tableau_ruling(SCROLLS)


def per_shield_in_row() -> Ruling[object]:
    return rulings.card_ruling(FULL, (0, 1))


def shield_types_in_row() -> Ruling[object]:
    return rulings.card_ruling(FULL, (1, 0))


def missing_shield() -> Ruling[object]:
    return rulings.card_ruling(SCROLLS, (0, 0))


def banner_sets() -> Ruling[object]:
    return rulings.card_ruling(SCROLLS, (0, 2))


def corner() -> Ruling[object]:
    return rulings.card_ruling(FULL, (2, 0))


def purse_with_leftover_gold() -> Ruling[object]:
    return rulings.card_ruling(FULL, (0, 0))


def per_key() -> Ruling[object]:
    return rulings.card_ruling(FULL, (2, 1))


def cards_of_a_kind() -> Ruling[object]:
    return rulings.card_ruling(SCROLLS, (1, 1))


def price_with_discount() -> Ruling[object]:
    owned = (BY_ID["Pilgrim"], BY_ID["Squire"], BY_ID["Fisherman"])
    return rulings.price_ruling(BY_ID["Farmer"], owned, gold=10)


def face_down_instead() -> Ruling[object]:
    return rulings.price_ruling(BY_ID["Patron"], face_down=True)


def place_next_to() -> Ruling[object]:
    square = Tableau.parse("3x3: Steward Nun / Baron -")
    return rulings.placement_ruling(square, (1, 1), "Judge")


def jester() -> Ruling[object]:
    square = Tableau.parse("3x3: Prince Jester / ~Gedekt Duchess")
    return rulings.ability_ruling(square, "Jester")


def templar_neighbour() -> Ruling[object]:
    mine = Tableau.parse("3x3: Templar Captain")
    left = Tableau.parse("3x3: Nun Cardinal")
    right = Tableau.parse("3x3: MotherSuperior")
    return rulings.ability_ruling(mine, "Templar", neighbours=(left, right))


def messenger_moves() -> Ruling[object]:
    return rulings.messenger_ruling(BY_ID["Nun"], Banner.CASTLE)


def messenger_one_row() -> Ruling[object]:
    return rulings.messenger_ruling(BY_ID["Farmer"], Banner.VILLAGE, one_row_left=True)


def refill_reshuffle() -> Ruling[object]:
    return rulings.refill_ruling(1, 1, 5)


def refill_gone() -> Ruling[object]:
    return rulings.refill_ruling(0, 1, 1)


def setup_four() -> Ruling[object]:
    return rulings.setup_ruling(4)


def a_turn() -> Ruling[object]:
    return turn_ruling()


def tie_on_gold() -> Ruling[object]:
    return rulings.winner_ruling((52, 61, 61), (3, 2, 5))


EXAMPLES: dict[str, Callable[[], Ruling[object]]] = {
    "een heel vierkant": full_square,
    "sets, banieren en kaarten": scroll_square,
    "Cardinal: Geloof in de rij": per_shield_in_row,
    "Pilgrim: soorten in de rij": shield_types_in_row,
    "Baron: geen Boeren": missing_shield,
    "Judge: kasteel en dorp": banner_sets,
    "Fisherman in een hoek": corner,
    "Steward: beurs met overgebleven goud": purse_with_leftover_gold,
    "Templar: per sleutel": per_key,
    "Alchemist: kaarten met korting": cards_of_a_kind,
    "prijs met korting": price_with_discount,
    "gedekt nemen": face_down_instead,
    "een kaart neerleggen": place_next_to,
    "vaardigheid van de Jester": jester,
    "Templar telt bij een buur": templar_neighbour,
    "boodschapper naar het dorp": messenger_moves,
    "boodschapper bij één rij": messenger_one_row,
    "aanvullen na schudden": refill_reshuffle,
    "een plek valt weg": refill_gone,
    "voorbereiding voor vier": setup_four,
    "een beurt": a_turn,
    "gelijke stand": tie_on_gold,
}

REFUSALS: dict[str, Callable[[], object]] = {
    "acht kaarten": lambda: end_of(
        [["Steward", "Nun", "Baron"], ["Judge", "Prince"], ["Farmer", "Monk", "Spy"]]
    ),
    "een onbekende kaart": lambda: end_of([["Dragon", "Nun", "Baron"]] * 3),
    "twee keer de Nun": lambda: end_of(
        [["Nun", "Nun", "Baron"], ["Judge", "Prince", "Duchess"], ["Farmer", "Monk", "Spy"]]
    ),
    "goud op een kaart zonder beurs": lambda: end_of(
        [
            [{"card": "Nun", "gold": 2}, "Steward", "Baron"],
            ["Judge", "Prince", "Duchess"],
            ["Farmer", "Monk", "Spy"],
        ]
    ),
    "te veel goud in een beurs": lambda: end_of(
        [
            [{"card": "Steward", "gold": 4}, "Nun", "Baron"],
            ["Judge", "Prince", "Duchess"],
            ["Farmer", "Monk", "Spy"],
        ]
    ),
    "goud op een gedekte kaart": lambda: end_of(
        [
            [{"face_down": True, "gold": 1}, "Nun", "Baron"],
            ["Judge", "Prince", "Duchess"],
            ["Farmer", "Monk", "Spy"],
        ]
    ),
    "negatieve sleutels": lambda: end_of(
        [["Steward", "Nun", "Baron"], ["Judge", "Prince", "Duchess"], ["Farmer", "Monk", "Spy"]],
        keys=-1,
    ),
    "schuin ernaast": lambda: rulings.placement_ruling(
        Tableau.parse("3x3: Steward"), (1, 1), "Nun"
    ),
    "te weinig goud": lambda: rulings.price_ruling(BY_ID["Patron"], gold=3),
    "zes spelers": lambda: rulings.setup_ruling(6),
    "vier kaarten in een rij": lambda: rulings.refill_ruling(4, 3, 0),
    "een vaardigheid zonder buur": lambda: rulings.ability_ruling(
        Tableau.parse("3x3: Brigand"), "Brigand"
    ),
    "een rare notatie": lambda: EndTableau.parse("3x3: Nun ; sleutels=twee goud=0"),
}
