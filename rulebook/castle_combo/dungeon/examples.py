"""Worked examples of Uit de Kerker!: the seed's own examples for the new scrolls, the lock
keys at the end, the lock timing, buying a lock card, replacing a row, an adjacent ability;
and refused input."""

from __future__ import annotations

from collections.abc import Callable

from rulebook.castle_combo import rulings
from rulebook.castle_combo.dungeon.rulings import (
    LockQuestion,
    adjacent_ruling,
    buy_lock_ruling,
    lock_ruling,
    replace_ruling,
)
from rulebook.castle_combo.examples import end_of
from rulebook.castle_combo.flow import turn_ruling
from rulebook.castle_combo.rules import Rules
from rulebook.core.model.cards import Tableau
from rulebook.core.reader.rulings import Ruling

ROW_COST = end_of(
    [
        ["Toady", "Nun", {"face_down": True}],
        ["Printer", "Steward", "Baron"],
        ["Philosopher", "Monk", "KingOfBeggars"],
    ]
)
"""The seed's row: a card of 7 gold (Toady itself), one of 3 gold and a face-down card."""

DIFFERENT_COSTS = end_of(
    [
        ["LadyInTheIronMask", "Chatelaine", "Inventor"],
        ["Cardinal", "Judge", "Prince"],
        ["Patron", {"face_down": True}, {"face_down": True}],
    ]
)
"""The seed's prices: 2, 2, 4, 4, 6, 7 and 8 (the Lady) and two face-down cards."""

PRISONERS = end_of(
    [
        [{"card": "Conspirator", "key": True}, "Cutpurse", "PrinceOfThieves"],
        ["Printer", "Scribe", "CardinalsHand"],
        ["KingOfBeggars", {"card": "ArtForger", "key": True}, "FortuneTeller"],
    ],
    keys=2,
)
"""Eight prisoners and a Scribe; two locks never opened."""

PRISONERS_WITHOUT_LOCKS = end_of(
    [
        ["Conspirator", "Cutpurse", "PrinceOfThieves"],
        ["Printer", "Scribe", "CardinalsHand"],
        ["KingOfBeggars", "ArtForger", "FortuneTeller"],
    ],
    keys=2,
)
"""The same square as it lies with slotkaarten=geen: no prisoner has a lock, so none got a key
from the supply."""


def row_cost() -> Ruling[object]:
    return rulings.card_ruling(ROW_COST, (0, 0))


def different_costs() -> Ruling[object]:
    return rulings.card_ruling(DIFFERENT_COSTS, (0, 0))


def scholarship_in_column() -> Ruling[object]:
    return rulings.card_ruling(ROW_COST, (1, 0))


def no_face_down() -> Ruling[object]:
    return rulings.card_ruling(ROW_COST, (2, 2))


def prisoners() -> Ruling[object]:
    return rulings.tableau_ruling(PRISONERS)


def prisoners_without_locks() -> Ruling[object]:
    return rulings.card_ruling(PRISONERS_WITHOUT_LOCKS, (0, 2), Rules(locks="geen"))


def lock_at_start() -> Ruling[object]:
    return lock_ruling(LockQuestion("Conspirator", "begin"))


def lock_after_buying() -> Ruling[object]:
    return lock_ruling(LockQuestion("Cutpurse", "na-kopen"), Rules(third="na-kopen"))


def buying_a_prisoner() -> Ruling[object]:
    return buy_lock_ruling("Printer")


def replace_for_discounts() -> Ruling[object]:
    return replace_ruling("Printer", ("Baron", "Architect", "Nun"))


def king_reward() -> Ruling[object]:
    return replace_ruling("KingOfBeggars", ("Goldsmith", "Potter", "Astronomer"))


def king_reward_game_park() -> Ruling[object]:
    return replace_ruling(
        "KingOfBeggars", ("Goldsmith", "Potter", "Astronomer"), Rules(king="wetenschap")
    )


def forger_neighbours() -> Ruling[object]:
    square = Tableau.parse("3x3: Jester Baron / ArtForger ~Gedekt / FortuneTeller -")
    return adjacent_ruling(square, (1, 0))


def turn_with_locks() -> Ruling[object]:
    return turn_ruling(dungeon=True)


def setup_with_prisoners() -> Ruling[object]:
    return rulings.setup_ruling(3, dungeon=True)


EXAMPLES: dict[str, Callable[[], Ruling[object]]] = {
    "kosten van de rij (7 + 3 + gedekt)": row_cost,
    "verschillende prijzen (vijf prijzen, 15 punten)": different_costs,
    "Printer: Wetenschap in de kolom": scholarship_in_column,
    "King of Beggars: geen gedekte kaarten": no_face_down,
    "acht gevangenen en een Scribe, twee dichte sloten": prisoners,
    "Prince of Thieves zonder sloten": prisoners_without_locks,
    "een slot aan het begin van de beurt": lock_at_start,
    "het derde moment volgens Game Park": lock_after_buying,
    "een gevangene kopen": buying_a_prisoner,
    "Printer vervangt een rij": replace_for_discounts,
    "King of Beggars vervangt een rij": king_reward,
    "King of Beggars volgens Game Park": king_reward_game_park,
    "Art Forger kiest een buur": forger_neighbours,
    "een beurt met sloten": turn_with_locks,
    "voorbereiding met de gevangenen": setup_with_prisoners,
}

REFUSALS: dict[str, Callable[[], object]] = {
    "twee sloten in één beurt": lambda: lock_ruling(
        LockQuestion("Cutpurse", "begin", opened_this_turn=True)
    ),
    "een slot zonder sleutel": lambda: lock_ruling(
        LockQuestion("Cutpurse", "begin", key_on_card=False)
    ),
    "een slot tijdens het kopen": lambda: lock_ruling(LockQuestion("Cutpurse", "kopen")),
    "een slot op een basiskaart": lambda: lock_ruling(LockQuestion("Nun", "begin")),
    "een sleutel op een basiskaart": lambda: end_of(
        [
            [{"card": "Nun", "key": True}, "Steward", "Baron"],
            ["Judge", "Prince", "Duchess"],
            ["Farmer", "Monk", "Spy"],
        ]
    ),
    "vervangen zonder vervangkaart": lambda: replace_ruling("Nun", ("Baron", "Judge", "Prince")),
    "buurkaart van een gewone kaart": lambda: adjacent_ruling(
        Tableau.parse("3x3: Jester Baron"), (0, 0)
    ),
}
