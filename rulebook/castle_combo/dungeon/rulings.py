"""Explained answers for Uit de Kerker!: may a lock be opened now, what buying a lock card
does, what replacing a row brings, which adjacent abilities can be used again."""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.castle_combo.data import (
    BY_ID,
    FIRST_LOCK_MOMENTS,
    KING_SCHOLARSHIP,
    LOCK_MOMENT_WORDS,
    THIRD_LOCK_MOMENTS,
    Card,
)
from rulebook.castle_combo.effects import (
    DUNGEON,
    Basis,
    Discount,
    ReplaceRow,
    Resource,
    UseAdjacent,
)
from rulebook.castle_combo.flow import TURN
from rulebook.castle_combo.rules import DEFAULT_RULES, Rules, place_name
from rulebook.core.dutch import listing
from rulebook.core.errors import RuleError
from rulebook.core.model.cards import Position, Tableau
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling


def moment_said(moment: str) -> str:
    """A lock moment as a sentence says it (``data.LOCK_MOMENT_WORDS``): ``het begin van je
    beurt``."""
    return LOCK_MOMENT_WORDS[moment].when


OTHER_MOMENTS = tuple(step.name for step in TURN if step.name != "sleutel")
"""The steps of a turn that are no lock moment (a moment a lock is asked about there)."""


@dataclass(frozen=True)
class LockQuestion:
    """A lock card in your square at some moment of your turn."""

    card: str
    moment: str
    key_on_card: bool = True
    opened_this_turn: bool = False


def lock_ruling(question: LockQuestion, rules: Rules = DEFAULT_RULES) -> Ruling[bool]:
    """Whether the lock of ``question.card`` may be opened now; a refusal names the clause."""
    third = rules.third
    card = BY_ID[question.card]
    steps = [
        Step(
            f"{DUNGEON}.slot",
            f"{card.shown} heeft een slot: haar vaardigheid wacht tot jij het opent.",
            None,
        )
    ]
    if not rules.has_lock(card):
        raise RuleError(
            f"{DUNGEON}.slot",
            f"{card.shown} heeft geen slot; haar vaardigheid werkte al bij het kopen.",
        )
    if not question.key_on_card:
        raise RuleError(
            f"{DUNGEON}.slot.sleutel",
            f"Er ligt geen sleutel meer op {card.shown}: het slot is al gebruikt, en een "
            f"sleutel uit je hand opent het niet.",
        )
    steps.append(
        Step(
            f"{DUNGEON}.slot.sleutel", f"De sleutel van de voorraad ligt nog op {card.shown}.", None
        )
    )
    allowed = (*FIRST_LOCK_MOMENTS, third)
    if question.moment not in allowed:
        raise RuleError(
            f"{DUNGEON}.slot.moment",
            f"Een slot open je alleen op {listing([moment_said(m) for m in allowed], last='of')}; "
            f"niet tijdens '{question.moment}'.",
        )
    if third != THIRD_LOCK_MOMENTS[0]:
        steps.append(
            Step(
                f"{DUNGEON}.keuze.derde-moment",
                f"Met derde-slotmoment={third} is het derde moment {moment_said(third)}.",
                None,
            )
        )
    if question.opened_this_turn:
        raise RuleError(
            f"{DUNGEON}.slot.moment", "Je opende deze beurt al een slot; één per beurt."
        )
    steps.append(
        Step(
            f"{DUNGEON}.slot.moment",
            f"Het is {moment_said(question.moment)} en je opende deze beurt nog geen slot: "
            f"het mag. "
            f"De sleutel gaat terug naar de voorraad.",
            None,
        )
    )
    return Ruling(f"Mag je het slot van {card.shown} nu openen?", "Ja.", True, tuple(steps))


def buy_lock_ruling(card_id: str, rules: Rules = DEFAULT_RULES) -> Ruling[bool]:
    """What buying a card of the expansion does with its ability (the lock option decides)."""
    card = BY_ID[card_id]
    if not rules.has_lock(card):
        direct = (
            Step(
                f"{DUNGEON}.keuze.slotkaarten",
                f"Met slotkaarten={rules.locks} heeft {card.shown} geen slot: de vaardigheid "
                f"werkt meteen.",
                None,
            ),
        )
        return Ruling(
            f"Wat gebeurt er als je {card.shown} koopt?",
            "De vaardigheid werkt meteen.",
            False,
            direct,
        )
    steps = (
        Step(
            f"{DUNGEON}.keuze.slotkaarten",
            "Met slotkaarten=alle heeft elke kaart van de uitbreiding een slot.",
            None,
        ),
        Step(
            f"{DUNGEON}.slot",
            f"De vaardigheid van {card.shown} ({card.ability.dutch()}) wacht.",
            None,
        ),
        Step(
            f"{DUNGEON}.slot.sleutel",
            f"Neem een sleutel uit de voorraad en leg hem op {card.shown}.",
            None,
        ),
    )
    return Ruling(
        f"Wat gebeurt er als je {card.shown} koopt?",
        "Er komt een sleutel op het slot.",
        True,
        steps,
    )


def reward_basis(card: Card, king: str) -> ReplaceRow:
    """The card's replace-a-row ability under the option ``koning-der-bedelaars``."""
    if not isinstance(card.ability, ReplaceRow):
        raise RuleError(f"{DUNGEON}.vervangen", f"{card.shown} vervangt geen rij.")
    if card.id == "KingOfBeggars" and king == "wetenschap":
        return KING_SCHOLARSHIP
    return card.ability


def _counted(basis: Basis, discarded: tuple[Card, ...]) -> int:
    if basis.kind == "schild":
        return sum(card.shields.count(basis.shield) for card in discarded)
    if basis.kind == "korting":
        return sum(isinstance(card.ability, Discount) for card in discarded)
    return sum(card.has_purse for card in discarded)


def replace_ruling(
    card_id: str, discarded: tuple[str, ...], rules: Rules = DEFAULT_RULES
) -> Ruling[int]:
    """How many keys replacing a row with ``discarded`` (the three cards that leave) brings."""
    card = BY_ID[card_id]
    king = rules.king
    ability = reward_basis(card, king)
    if len(discarded) != 3:
        raise RuleError(
            f"{DUNGEON}.vervangen", f"Een open rij heeft drie kaarten, niet {len(discarded)}."
        )
    cards = tuple(BY_ID[c] for c in discarded)
    steps = [
        Step(
            f"{DUNGEON}.vervangen",
            f"{card.shown} vervangt een rij: {listing([c.shown for c in cards])} gaan af, drie "
            f"nieuwe komen open.",
            None,
        )
    ]
    if card.id == "KingOfBeggars":
        steps.append(
            Step(
                f"{DUNGEON}.keuze.koning",
                f"Met koning-der-bedelaars={king} telt de beloning per "
                f"{ability.basis.dutch() if ability.basis else 'niets'}.",
                None,
            )
        )
    if ability.basis is None:
        steps.append(Step(f"{DUNGEON}.vervangen.beloning", "Deze kaart geeft geen beloning.", None))
        return Ruling("Wat levert het vervangen op?", "Niets.", 0, tuple(steps))
    found = _counted(ability.basis, cards)
    keys = found * ability.keys
    steps.append(
        Step(
            f"{DUNGEON}.vervangen.beloning",
            f"{found} × '{ability.basis.dutch()}' op de afgelegde kaarten, × {ability.keys} = "
            f"{Resource.KEY.amount(keys)}.",
            None,
        )
    )
    return Ruling(
        "Wat levert het vervangen op?", f"{Resource.KEY.amount(keys)}.", keys, tuple(steps)
    )


def adjacent_ruling(tableau: Tableau, position: Position) -> Ruling[tuple[Position, ...]]:
    """Which cards next to the card at ``position`` lend their ability again."""
    placed = tableau.at(position)
    if (
        placed is None
        or placed.face_down
        or not isinstance(BY_ID[placed.card].ability, UseAdjacent)
    ):
        raise RuleError(
            f"{DUNGEON}.aangrenzend",
            f"Op {place_name(position)} ligt geen open kaart die een buurkaart gebruikt.",
        )
    steps = [
        Step(
            f"{DUNGEON}.aangrenzend",
            f"{BY_ID[placed.card].shown} kijkt naar de kaarten recht naast zich.",
            tableau,
        )
    ]
    usable: list[Position] = []
    for near in tableau.neighbours(position):
        other = tableau.at(near)
        assert other is not None
        if other.face_down:
            why = "gedekt: geen vaardigheid"
        elif isinstance(BY_ID[other.card].ability, Discount):
            why = f"{BY_ID[other.card].shown}: korting, die werkt al het hele spel"
        elif isinstance(BY_ID[other.card].ability, UseAdjacent):
            why = f"{BY_ID[other.card].shown}: gebruikt zelf een buurkaart (geen ketting)"
        else:
            usable.append(near)
            why = f"{BY_ID[other.card].shown}: mag ({BY_ID[other.card].ability.dutch()})"
        steps.append(Step(f"{DUNGEON}.aangrenzend", f"{place_name(near)}: {why}.", tableau))
    answer = listing([place_name(p) for p in usable]) or "geen enkele"
    return Ruling("Welke buurkaart mag je gebruiken?", f"{answer}.", tuple(usable), tuple(steps))


def replace_reward(card_id: str, discarded: tuple[str, ...], rules: Rules = DEFAULT_RULES) -> int:
    """The keys replacing a row brings when ``discarded`` leave it: what ``replace_ruling``
    explains, for any number of cards (in the middle of a turn a row may hold two)."""
    ability = reward_basis(BY_ID[card_id], rules.king)
    if ability.basis is None:
        return 0
    return _counted(ability.basis, tuple(BY_ID[c] for c in discarded)) * ability.keys
