"""What an ability gives when a card is laid: one function per ability type (a registry).

Every ability of the base game is here: fixed gains, gains per something in your square (or a
neighbour's), gains for the opponents, two parts together, a choice between two, a discount
(which gives nothing now), gold from the supply onto your purses, and discarding a card of an
open row for its cost. The expansion's row and neighbour abilities are answered by
``dungeon.rulings`` (``replace_ruling``, ``adjacent_ruling``); the turn engine will call these
same functions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from rulebook.castle_combo.data import BY_ID, Card
from rulebook.castle_combo.effects import (
    GAME,
    Ability,
    Banner,
    Basis,
    Both,
    Choose,
    DiscardFromRow,
    Discount,
    FillPurses,
    Gain,
    GainPer,
    GoldOnPurses,
    OthersGain,
    Purse,
    Resource,
    Shield,
)
from rulebook.core.dutch import listing, sentence
from rulebook.core.errors import RuleError
from rulebook.core.model.cards import Position, Tableau
from rulebook.core.model.effects import EffectRegistry
from rulebook.core.model.steps import Step

SIDE = 3


@dataclass(frozen=True)
class Gains:
    """What an ability hands out: to you, and to each opponent."""

    gold: int = 0
    keys: int = 0
    others_gold: int = 0
    others_keys: int = 0
    on_purses: tuple[tuple[Position, int], ...] = ()
    """Gold from the supply laid on your purse cards (position, how much)."""
    discarded: str | None = None
    """The card an ability discarded from an open row."""

    def __add__(self, other: Gains) -> Gains:
        return Gains(
            self.gold + other.gold,
            self.keys + other.keys,
            self.others_gold + other.others_gold,
            self.others_keys + other.others_keys,
            self.on_purses + other.on_purses,
            self.discarded or other.discarded,
        )


@dataclass(frozen=True)
class Situation:
    """A square while a card's ability runs (the new card already in it), the neighbours'
    squares, which option a ``Choose`` takes, the open rows (castle, village) and which card of
    a row a discarding ability takes (its slot)."""

    tableau: Tableau
    neighbours: tuple[Tableau, ...] = ()
    choice: int = 0
    rows: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    slot: int = 0


def open_cards(tableau: Tableau) -> list[Card]:
    return [BY_ID[p.card] for _, p in tableau.cards if not p.face_down]


def _open_shields(tableau: Tableau) -> tuple[list[Card], Counter[Shield]]:
    """The square's face-up cards and their shields counted, worked out once per frozen square
    (read only: an ability that counts asks them, and a card's ability may count twice)."""
    memory = tableau.remembered
    found: tuple[list[Card], Counter[Shield]] | None = memory.get("castle-combo.schilden")
    if found is None:
        cards = open_cards(tableau)
        found = (cards, Counter(s for card in cards for s in card.shields))
        memory["castle-combo.schilden"] = found
    return found


def count(basis: Basis, tableau: Tableau) -> int:
    """How many of ``basis`` a square holds (face-down cards count only as filled places)."""
    cards, shields = _open_shields(tableau)
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


def run(ability: Ability, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    """What ``ability`` gives in ``situation``, with its steps (through ``ABILITIES``)."""
    return ABILITIES.handler(ability)(ability, situation)


def _gain(ability: Gain, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    return Gains(ability.gold, ability.keys), (
        Step(ability.clause_id, f"{sentence(ability.dutch())}.", situation.tableau),
    )


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


def _others(ability: OthersGain, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    gains = Gains(others_gold=ability.gold, others_keys=ability.keys)
    return gains, (Step(ability.clause_id, f"{sentence(ability.dutch())}.", situation.tableau),)


def _both(ability: Both, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    total = Gains()
    steps: list[Step] = []
    for part in ability.parts:
        gains, more = run(part, situation)
        total += gains
        steps.extend(more)
    return total, tuple(steps)


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


def _discount(ability: Discount, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    text = (
        f"{sentence(ability.dutch())}; nu krijg je niets, en voor deze kaart zelf gold de "
        f"korting niet."
    )
    return Gains(), (Step(ability.clause_id, text, situation.tableau),)


GOLD = "goud"


def purse_room(tableau: Tableau) -> list[tuple[Position, str, int]]:
    """Each face-up purse card with the room left on it, in reading order."""
    room = []
    for position, placed in tableau.cards:
        card = None if placed.face_down else BY_ID[placed.card]
        if card is not None and isinstance(card.scroll, Purse):
            room.append((position, card.shown, card.scroll.capacity - placed.token(GOLD)))
    return room


def _gold_on_purses(ability: GoldOnPurses, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    laid = tuple(
        (position, min(ability.amount, room))
        for position, _, room in purse_room(situation.tableau)
        if room > 0
    )
    names = {position: name for position, name, _ in purse_room(situation.tableau)}
    told = listing([f"{n} op {names[p]}" for p, n in laid]) or "niets (geen beurs met ruimte)"
    text = f"{sentence(ability.dutch())}: {told}."
    return Gains(on_purses=laid), (Step(ability.clause_id, text, situation.tableau),)


def _fill_purses(ability: FillPurses, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    """Two purses filled to the brim: the ones with the most room (every gold on a purse is
    worth the same 2 points, so a player picks the emptiest; Game Park does the same)."""
    room = sorted(purse_room(situation.tableau), key=lambda item: -item[2])
    chosen = [(position, name, left) for position, name, left in room if left > 0][: ability.cards]
    laid = tuple(sorted((position, left) for position, _, left in chosen))
    told = listing([f"{left} op {name}" for _, name, left in chosen]) or "niets (geen ruimte)"
    text = f"{sentence(ability.dutch())}: de beurzen met de meeste ruimte; {told}."
    return Gains(on_purses=laid), (Step(ability.clause_id, text, situation.tableau),)


def _discard(ability: DiscardFromRow, situation: Situation) -> tuple[Gains, tuple[Step, ...]]:
    row = situation.rows[0 if ability.banner is Banner.CASTLE else 1]
    if not 0 <= situation.slot < len(row):
        raise RuleError(
            f"{GAME}.vaardigheid",
            f"In de {ability.banner.rij} liggen {len(row)} kaarten; kies er een daarvan.",
        )
    card = BY_ID[row[situation.slot]]
    gains = (
        Gains(gold=card.cost, discarded=card.id)
        if ability.resource is Resource.GOLD
        else Gains(keys=card.cost, discarded=card.id)
    )
    text = (
        f"{sentence(ability.dutch())}: {card.shown} gaat af en kost "
        f"{card.cost}, dus {ability.resource.amount(card.cost)}."
    )
    return gains, (Step(ability.clause_id, text, situation.tableau),)


Given = Callable[..., tuple[Gains, tuple[Step, ...]]]
"""``function(ability, situation) -> (Gains, steps)``."""

ABILITIES: EffectRegistry[Given] = EffectRegistry(
    "vaardigheid",
    {
        Gain: _gain,
        GainPer: _gain_per,
        OthersGain: _others,
        Both: _both,
        Choose: _choose,
        Discount: _discount,
        GoldOnPurses: _gold_on_purses,
        FillPurses: _fill_purses,
        DiscardFromRow: _discard,
    },
)
"""Ability type -> what it gives (the core's effect registry: an ability type nobody taught
the engine is a ``ValueError``). The expansion's two symbols are answered by
``dungeon.rulings`` and the engine's options."""
