"""What an ability gives when a card is laid: one function per ability type (a registry).

This session covers the abilities that count: fixed gains, gains per something in your square
(or a neighbour's), gains for the opponents, two parts together, a choice between two, and a
discount (which gives nothing now). Abilities that change the rows or the purses
(``FillPurses``, ``GoldOnPurses``, ``DiscardFromRow``, ``ReplaceRow``, ``UseAdjacent``) need
the whole game state and come with the turn engine; asking for them is a ``TypeError``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rulebook.castle_combo.data import BY_ID, Card
from rulebook.castle_combo.effects import (
    GAME,
    Ability,
    Basis,
    Both,
    Choose,
    Discount,
    EffectRegistry,
    Gain,
    GainPer,
    OthersGain,
    Resource,
    Shield,
)
from rulebook.core.cards import Tableau
from rulebook.core.dutch import sentence
from rulebook.core.errors import RuleError
from rulebook.core.rulings import Step

SIDE = 3


@dataclass(frozen=True)
class Gains:
    """What an ability hands out: to you, and to each opponent."""

    gold: int = 0
    keys: int = 0
    others_gold: int = 0
    others_keys: int = 0

    def __add__(self, other: Gains) -> Gains:
        return Gains(
            self.gold + other.gold,
            self.keys + other.keys,
            self.others_gold + other.others_gold,
            self.others_keys + other.others_keys,
        )


@dataclass(frozen=True)
class Situation:
    """A square while a card's ability runs (the new card already in it), the neighbours'
    squares, and which option a ``Choose`` takes."""

    tableau: Tableau
    neighbours: tuple[Tableau, ...] = ()
    choice: int = 0


def open_cards(tableau: Tableau) -> list[Card]:
    return [BY_ID[p.card] for _, p in tableau.cards if not p.face_down]


def count(basis: Basis, tableau: Tableau) -> int:
    """How many of ``basis`` a square holds (face-down cards count only as filled places)."""
    cards = open_cards(tableau)
    shields = Counter(s for card in cards for s in card.shields)
    if basis.kind == "schild":
        return shields[basis.shield] if basis.shield else 0
    if basis.kind == "banier":
        return sum(card.row is basis.banner for card in cards)
    if basis.kind == "leeg":
        return SIDE * SIDE - len(tableau)
    if basis.kind == "vol":
        return len(tableau)
    if basis.kind == "soorten":
        return len(shields)
    if basis.kind == "ontbrekend":
        return len([s for s in Shield if s not in shields])
    if basis.kind == "schilden":
        return sum(len(card.shields) == basis.number for card in cards)
    if basis.kind == "kosten":
        return sum(card.cost == basis.number for card in cards)
    if basis.kind == "beurs":
        return sum(card.has_purse for card in cards)
    return sum(card.has_discount for card in cards)


ABILITIES: EffectRegistry[Ability, tuple[Gains, tuple[Step, ...]]] = EffectRegistry("vaardigheid")


def run(ability: Ability, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    return ABILITIES.run(ability, situation)


@ABILITIES.register(Gain)
def _gain(ability: Gain, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    return Gains(ability.gold, ability.keys), (
        Step(ability.clause_id, f"{sentence(ability.dutch())}.", situation.tableau),
    )


@ABILITIES.register(GainPer)
def _gain_per(ability: GainPer, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    if ability.neighbour:
        if not situation.neighbours:
            raise RuleError(
                f"{GAME}.buren",
                "Deze vaardigheid telt bij een buur; geef het vierkant van je buur.",
            )
        found = max(count(ability.basis, t) for t in situation.neighbours)
        where = "bij je buur met de meeste (jij kiest links of rechts)"
    else:
        found = count(ability.basis, situation.tableau)
        where = "in je vierkant, deze kaart meegeteld"
    amount = found * ability.amount
    gains = Gains(gold=amount) if ability.resource is Resource.GOLD else Gains(keys=amount)
    text = (
        f"{sentence(ability.dutch())}: {found} {where}, × {ability.amount} = "
        f"{ability.resource.amount(amount)}."
    )
    return gains, (Step(ability.clause, text, situation.tableau),)


@ABILITIES.register(OthersGain)
def _others(ability: OthersGain, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    gains = Gains(others_gold=ability.gold, others_keys=ability.keys)
    return gains, (Step(ability.clause_id, f"{sentence(ability.dutch())}.", situation.tableau),)


@ABILITIES.register(Both)
def _both(ability: Both, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    total = Gains()
    steps: list[Step] = []
    for part in ability.parts:
        gains, more = run(part, situation)
        total += gains
        steps.extend(more)
    return total, tuple(steps)


@ABILITIES.register(Choose)
def _choose(ability: Choose, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    if not 0 <= situation.choice < len(ability.options):
        raise RuleError(
            f"{GAME}.vaardigheid",
            f"Kies optie 1 of {len(ability.options)}, niet {situation.choice + 1}.",
        )
    chosen = ability.options[situation.choice]
    gains, steps = run(chosen, situation)
    first = Step(ability.clause_id, f"Je kiest: {chosen.dutch()}.", situation.tableau)
    return gains, (first, *steps)


@ABILITIES.register(Discount)
def _discount(ability: Discount, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    text = (
        f"{sentence(ability.dutch())}; nu krijg je niets, en voor deze kaart zelf gold de "
        f"korting niet."
    )
    return Gains(), (Step(ability.clause_id, text, situation.tableau),)
