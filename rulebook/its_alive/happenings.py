"""Het Leeft!: what the rules report as they happen (``rulebook.core.model.happenings``), beside the
core's ``Paid`` (coins to the bank or a seat), ``Gained`` (coins from the bank) and
``TurnBegan``.

Each says itself in one Dutch sentence, the one the log shows (``log.outcomes`` puts them in
the order a reader follows; the coins of one action are added up per seat there). Only what
every player at the table sees is reported (``het-leeft.verborgen``): a card that comes to a
player, never where it lies behind the screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulebook.core import dutch
from rulebook.core.model.happenings import Happened
from rulebook.its_alive.data import Kind, card_name, kind_of


@dataclass(frozen=True)
class Took(Happened):
    """``seat`` got ``card`` (bought, won in an auction, an uprising kept to pay with)."""

    seat: int
    card: str

    def dutch(self) -> str:
        if kind_of(self.card) is Kind.UPRISING:
            return dutch.sentence(
                f"{dutch.player(self.seat)} houdt {card_name(self.card)} naast het bord, om mee te "
                "betalen."
            )
        return dutch.sentence(f"{dutch.player(self.seat)} krijgt {card_name(self.card)}.")


@dataclass(frozen=True)
class Completed(Happened):
    """``seat`` filled all eight places of its board."""

    clause_id: str = field(default="het-leeft.einde", kw_only=True)

    seat: int

    def dutch(self) -> str:
        return dutch.sentence(
            f"{dutch.player(self.seat)} heeft alle acht plaatsen gevuld: het monster leeft!"
        )


@dataclass(frozen=True)
class Buried(Happened):
    """``card`` was laid on top of ``seat``'s graveyard (sold, or given to pay)."""

    seat: int
    card: str

    def dutch(self) -> str:
        return f"{card_name(self.card)} komt bovenop het kerkhof van {dutch.player(self.seat)}."


@dataclass(frozen=True)
class Fetched(Happened):
    """``card``, the top of ``seat``'s graveyard, went to the middle (fetched and paid for)."""

    clause_id: str = field(default="het-leeft.kiezen.ophalen", kw_only=True)

    seat: int
    card: str

    def dutch(self) -> str:
        return (
            f"{card_name(self.card)} gaat van het kerkhof van {dutch.player(self.seat)} naar "
            f"het midden."
        )


@dataclass(frozen=True)
class Sold(Happened):
    """``seat`` sold ``card`` to the bank (``het-leeft.verkopen``); the coins are a ``Gained``."""

    clause_id: str = field(default="het-leeft.verkopen", kw_only=True)

    seat: int
    card: str

    def dutch(self) -> str:
        return dutch.sentence(f"{dutch.player(self.seat)} verkoopt {card_name(self.card)}.")

    def forced(self) -> str:
        """Why the table sold it when nobody chose to: without coins nothing else can be done
        (``het-leeft.keuze.kunnen``)."""
        return dutch.sentence(
            f"{dutch.player(self.seat)} heeft geen munten om {card_name(self.card)} te kopen of te "
            "veilen: verkopen is het enige wat kan, dus doet de tafel dat."
        )


@dataclass(frozen=True)
class UprisingDrawn(Happened):
    """``seat`` drew the uprising ``card``, its first of the turn: it must be calmed
    (``het-leeft.opstand``)."""

    clause_id: str = field(default="het-leeft.opstand", kw_only=True)

    seat: int
    card: str

    def dutch(self) -> str:
        return dutch.sentence(
            f"{dutch.player(self.seat)} trekt {card_name(self.card)} en moet die eerst sussen."
        )

    def at_once(self) -> str:
        """The same uprising calmed in the same step (one way to calm it, or none)."""
        return dutch.sentence(
            f"{dutch.player(self.seat)} trekt {card_name(self.card)} en sust die meteen."
        )


@dataclass(frozen=True)
class Calmed(Happened):
    """``seat`` calmed the uprising ``card`` (paid, kept it or let it go)."""

    clause_id: str = field(default="het-leeft.opstand", kw_only=True)

    seat: int
    card: str

    def dutch(self) -> str:
        return dutch.sentence(f"{dutch.player(self.seat)} sust {card_name(self.card)}.")


@dataclass(frozen=True)
class SetAside(Happened):
    """A second uprising of the turn waits beside the deck (``het-leeft.opstand.een-per-beurt``)."""

    clause_id: str = field(default="het-leeft.opstand.een-per-beurt", kw_only=True)

    card: str

    def dutch(self) -> str:
        return (
            f"{card_name(self.card)} is al de tweede opstand deze beurt: die gaat opzij tot de "
            "beurt voorbij is, en er wordt opnieuw getrokken."
        )


@dataclass(frozen=True)
class LeftGame(Happened):
    """The uprising ``card`` left the game (given to pay, or calmed without being kept)."""

    clause_id: str = field(default="het-leeft.opstand.afleggen", kw_only=True)

    card: str

    def dutch(self) -> str:
        return f"{card_name(self.card)} gaat uit het spel."


@dataclass(frozen=True)
class Reshuffled(Happened):
    """The empty deck took ``count`` cards from below the graveyards' tops
    (``het-leeft.stapel.op``)."""

    clause_id: str = field(default="het-leeft.stapel.op", kw_only=True)

    count: int

    def dutch(self) -> str:
        return (
            "De trekstapel was op: "
            + dutch.count(self.count, "kaart", "kaarten", one="1")
            + " van de kerkhoven (niet de bovenste) gaan geschud terug in de stapel."
        )


@dataclass(frozen=True)
class SetAsideBack(Happened):
    """At the end of a turn ``count`` uprisings set aside went back into the deck."""

    clause_id: str = field(default="het-leeft.opstand.een-per-beurt", kw_only=True)

    count: int

    def dutch(self) -> str:
        count = dutch.count(self.count, "opstand", "opstanden", one="1")
        goes = dutch.agree(self.count, "gaat", "gaan")
        return f"De beurt is voorbij: {count} van opzij {goes} terug in de trekstapel."


@dataclass(frozen=True)
class Ended(Happened):
    """The game ended: ``finisher`` brought a monster to life first, or nobody could take a card
    (``stuck``), or the game stalled for ``stall_rounds`` rounds (option ``stall``)."""

    finisher: int | None = None
    stuck: bool = False
    stall_rounds: int = 0
    stall: str = ""

    def dutch(self) -> str:
        if self.finisher is not None:
            return (
                f"Het spel is voorbij: {dutch.player(self.finisher)} bracht het monster als "
                f"eerste tot "
                "leven."
            )
        if self.stuck:
            return "Het spel is voorbij: niemand kan nog een kaart nemen."
        rounds = dutch.count(self.stall_rounds, "ronde", "ronden", one="1")
        return (
            f"Het spel is voorbij: {rounds} lang kwamen er op de borden samen niet meer plaatsen "
            f"gevuld dan ooit eerder (stilstand={self.stall})."
        )


__all__ = [
    "Buried",
    "Calmed",
    "Completed",
    "Ended",
    "Fetched",
    "LeftGame",
    "Reshuffled",
    "SetAside",
    "SetAsideBack",
    "Sold",
    "Took",
    "UprisingDrawn",
]
