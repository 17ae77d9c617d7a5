"""Castle Combo's own reports of what happened (``core.model.happenings``), beside the core's
``Paid`` and ``Gained`` (gold and keys, counted with ``GOLD`` and ``KEYS``), ``TurnBegan`` and
``RoundBegan``: a card bought or taken face down, a key spent at the start of a turn, a card laid
(with a key on its lock), an ability that worked, a neighbour's ability used, gold laid on a
purse, a lock opened, cards sent from a row to its discard pile, a deck made again, a location
that leaves the game, the messenger moving and the end.

The rules that do these things report them (``engine``, ``dungeon.expansion``); ``log.outcomes``
puts one step's reports in the lines of a game log.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulebook.castle_combo.data import BY_ID
from rulebook.castle_combo.table import LOCATIONS
from rulebook.core import dutch
from rulebook.core.model.cards import Position
from rulebook.core.model.happenings import Amount, Gained, Happened, Paid, happened, listening

GOLD = Amount("goud", "goud")
KEYS = Amount("sleutel", "sleutels")
ROW_WORDS = ("kasteelrij", "dorpsrij")
DECK_WORDS = ("kasteelstapel", "dorpsstapel")
G = "castle-combo"
K = "uit-de-kerker"


def _card(card: str) -> str:
    return BY_ID[card].shown


def _place(position: Position) -> str:
    """The place as the choice names it (``plaats-1-0``: next to the square as it was)."""
    return f"plaats-{position[0]}-{position[1]}"


def in_hand(seat: int, gold: int = 0, keys: int = 0, clause_id: str = "") -> None:
    """Report ``seat``'s gold and keys going up or down (``Gained``/``Paid`` with the bank),
    nothing for a zero."""
    if not listening():
        return
    for amount, what in ((gold, GOLD), (keys, KEYS)):
        if amount > 0:
            happened(Gained, seat, amount, what, clause_id=clause_id)
        elif amount < 0:
            happened(Paid, seat, -amount, None, what, clause_id=clause_id)


@dataclass(frozen=True)
class Bought(Happened):
    """``seat`` took ``card`` from the messenger's row: for ``cost`` gold, or face down (for
    which the rules give gold and keys), with ``gold``/``keys`` in hand after it."""

    clause_id: str = field(default=f"{G}.kopen", kw_only=True)
    seat: int
    card: str
    cost: int
    face_down: bool
    gold: int
    keys: int

    def dutch(self) -> str:
        if self.face_down:
            return dutch.sentence(f"{dutch.player(self.seat)} neemt {_card(self.card)} gedekt.")
        return dutch.sentence(
            f"{dutch.player(self.seat)} koopt {_card(self.card)} voor {GOLD.of(self.cost)}."
        )


@dataclass(frozen=True)
class KeySpent(Happened):
    """``seat`` spent a key at the start of the turn: to move the messenger (``verzet``) or to
    replace the messenger's row (``vervang``)."""

    clause_id: str = field(default=f"{G}.sleutel", kw_only=True)
    seat: int
    use: str

    def dutch(self) -> str:
        what = "verzet de boodschapper" if self.use == "verzet" else "vervangt een rij"
        return dutch.sentence(f"{dutch.player(self.seat)} zet een sleutel in en {what}.")


@dataclass(frozen=True)
class Placed(Happened):
    """``seat`` laid ``card`` at ``position`` of the square (face down, or with a key from the
    supply on its lock)."""

    clause_id: str = field(default=f"{G}.plaatsen", kw_only=True)
    seat: int
    card: str
    position: Position
    face_down: bool = False
    locked: bool = False

    def dutch(self) -> str:
        name = "een gedekte kaart" if self.face_down else _card(self.card)
        text = f"{dutch.player(self.seat)} legt {name} in het vierkant ({_place(self.position)})"
        if self.locked:
            text += "; er komt een sleutel op het slot"
        return dutch.sentence(f"{text}.")


@dataclass(frozen=True)
class AbilityUsed(Happened):
    """The ability of ``card`` worked for ``seat`` (its gains are reported beside it)."""

    clause_id: str = field(default=f"{G}.vaardigheid", kw_only=True)
    seat: int
    card: str

    def dutch(self) -> str:
        card, seat = _card(self.card), dutch.player(self.seat)
        return dutch.sentence(f"de vaardigheid van {card} werkt voor {seat}.")


@dataclass(frozen=True)
class NeighbourUsed(Happened):
    """``seat`` used, with ``card``, the ability of the card ``used`` next to it."""

    clause_id: str = field(default=f"{K}.aangrenzend", kw_only=True)
    seat: int
    card: str
    used: str

    def dutch(self) -> str:
        return dutch.sentence(
            f"{dutch.player(self.seat)} gebruikt met {_card(self.card)} de vaardigheid van "
            f"{_card(self.used)}."
        )


@dataclass(frozen=True)
class PurseFilled(Happened):
    """``added`` gold from the supply on the purse of ``card`` (at ``position``), ``now`` on it
    of ``room``."""

    clause_id: str = field(default=f"{G}.beurzen", kw_only=True)
    seat: int
    card: str
    position: Position
    added: int
    now: int
    room: int

    def dutch(self) -> str:
        return dutch.sentence(
            f"{dutch.player(self.seat)} legt {GOLD.of(self.added)} op de beurs van "
            f"{_card(self.card)} "
            f"(nu {self.now} van {self.room})."
        )


@dataclass(frozen=True)
class LockOpened(Happened):
    """The lock of ``seat``'s ``card`` opened: its key went back to the supply."""

    clause_id: str = field(default=f"{K}.slot.sleutel", kw_only=True)
    seat: int
    card: str

    def dutch(self) -> str:
        return f"Het slot van {_card(self.card)} gaat open: de sleutel gaat terug naar de voorraad."


@dataclass(frozen=True)
class Discarded(Happened):
    """``cards`` went from the row of location ``where`` to its discard pile."""

    where: int
    cards: tuple[str, ...]

    def dutch(self) -> str:
        goes = dutch.agree(len(self.cards), "gaat", "gaan")
        names = dutch.listing([_card(c) for c in self.cards])
        return f"{names} {goes} van de {ROW_WORDS[self.where]} naar de aflegstapel."


@dataclass(frozen=True)
class Reshuffled(Happened):
    """The deck of location ``where`` was empty: its discard pile of ``count`` cards became the
    new deck."""

    clause_id: str = field(default=f"{G}.aanvullen", kw_only=True)
    where: int
    count: int

    def dutch(self) -> str:
        return (
            f"De {DECK_WORDS[self.where]} was op: de "
            f"{dutch.count(self.count, 'kaart', 'kaarten', one='1')} van de aflegstapel "
            "worden geschud en vormen de nieuwe stapel."
        )


@dataclass(frozen=True)
class LocationGone(Happened):
    """The row of location ``where`` could not be refilled: the location left the game with
    ``count`` cards."""

    clause_id: str = field(default=f"{G}.lege-rij", kw_only=True)
    where: int
    count: int

    def dutch(self) -> str:
        place = LOCATIONS[self.where]
        return (
            f"De {place}rij kan niet meer worden aangevuld: de {place} gaat uit het spel, met "
            f"{dutch.count(self.count, 'kaart', 'kaarten', one='1')}."
        )


@dataclass(frozen=True)
class MessengerMoved(Happened):
    """The messenger went from the row of location ``was`` to that of ``now``."""

    clause_id: str = field(default=f"{G}.boodschapper", kw_only=True)
    was: int
    now: int

    def dutch(self) -> str:
        return f"De boodschapper staat nu bij de {ROW_WORDS[self.now]}."


@dataclass(frozen=True)
class Ended(Happened):
    """Every square is full: the game is over."""

    clause_id: str = field(default=f"{G}.einde", kw_only=True)

    def dutch(self) -> str:
        return "Elk vierkant is vol: het spel is voorbij."


__all__ = [
    "DECK_WORDS",
    "GOLD",
    "KEYS",
    "ROW_WORDS",
    "AbilityUsed",
    "Bought",
    "Discarded",
    "Ended",
    "KeySpent",
    "LocationGone",
    "LockOpened",
    "MessengerMoved",
    "NeighbourUsed",
    "Placed",
    "PurseFilled",
    "Reshuffled",
    "in_hand",
]
