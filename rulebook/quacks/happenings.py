"""De Kwakzalvers: what the rules report as they happen (``rulebook.core.model.happenings``), beside
the core's ``Scored`` (points, with the total after) and ``RoundBegan``.

Each says itself in Dutch; the game log (``rulebook.quacks.log``) adds one seat's changes
of a step up into one line (``Speler 2: 12 punten erbij (nu 34), 2 robijnen betaald (nu 0)``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulebook.core import dutch
from rulebook.core.model.happenings import Happened


@dataclass(frozen=True)
class Exploded(Happened):
    """``seat``'s cauldron exploded: its white chips total ``white``, over ``limit``."""

    seat: int
    white: int
    limit: int
    clause_id: str = field(default="kwakzalvers.ontploffen", kw_only=True)

    def dutch(self) -> str:
        return (
            dutch.sentence(
                f"de ketel van {dutch.player(self.seat)} ontploft: de witte fiches tellen samen "
                f"{self.white}, meer dan {self.limit}"
            )
            + "."
        )


@dataclass(frozen=True)
class Rubies(Happened):
    """``seat`` got ``change`` rubies (negative: paid them), having ``now`` after it."""

    seat: int
    change: int
    now: int

    def dutch(self) -> str:
        verb = "krijgt" if self.change > 0 else "betaalt"
        return dutch.sentence(
            f"{dutch.player(self.seat)} {verb} {dutch.rubies(abs(self.change))} (nu {self.now})."
        )


@dataclass(frozen=True)
class RatTails(Happened):
    """``seat`` got ``change`` rat tails this round (negative: handed them in)."""

    seat: int
    change: int
    clause_id: str = field(default="kwakzalvers.ratten", kw_only=True)

    def dutch(self) -> str:
        if self.change > 0:
            return dutch.sentence(
                f"{dutch.player(self.seat)} krijgt {dutch.rat_tails(self.change)} deze ronde."
            )
        return dutch.sentence(
            f"{dutch.player(self.seat)} levert {dutch.rat_tails(-self.change)} in."
        )


@dataclass(frozen=True)
class ShopOpened(Happened):
    """``seat`` may spend ``coins`` at the shop (``kwakzalvers.puntentelling.e``)."""

    seat: int
    coins: int
    clause_id: str = field(default="kwakzalvers.puntentelling.e", kw_only=True)

    def dutch(self) -> str:
        return dutch.sentence(f"{dutch.player(self.seat)} heeft {self.coins} geld om mee te kopen.")


@dataclass(frozen=True)
class Finished(Happened):
    """The last round is over: the game ends (``kwakzalvers.einde``)."""

    clause_id: str = field(default="kwakzalvers.einde", kw_only=True)

    def dutch(self) -> str:
        return "Het spel is voorbij."


__all__ = ["Exploded", "Finished", "RatTails", "Rubies", "ShopOpened"]
