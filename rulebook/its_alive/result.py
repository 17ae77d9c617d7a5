"""How a basic game of Het Leeft! ends, in the words of its own rules: nobody scores points.

The basic game has no score (``het-leeft.winnen.basis``): the first living monster wins. Its
``Result`` still gives the finisher 1 and the others 0, as every game's result holds numbers,
but a sentence "wint met 1 punt" would invent a point the rules never give. When the game got
stuck (``het-leeft.keuze.vast``) the most filled places decide, so the sentence counts places.
The advanced game counts points and uses the core sentence (``Result.dutch``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.core import dutch
from rulebook.core.model.game import Result

STUCK_RULE = "de meeste gevulde plaatsen"
"""The tie-break a stuck basic game names (``het-leeft.keuze.vast``)."""


@dataclass(frozen=True)
class BasicResult(Result):
    """The end of a basic game. ``filled`` is every seat's filled places when the game got stuck
    (the winners have the most); empty when a monster came to life (the one winner made it)."""

    filled: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.filled and len(self.filled) != len(self.scores):
            raise ValueError(f"filled places {self.filled} are not one per seat")

    def dutch(self) -> str:
        """``Speler 2 wint: die bracht als eerste het monster tot leven.``, or for a stuck game
        ``Speler 1 wint met 6 gevulde plaatsen, de meeste; niemand bracht het monster tot
        leven.``"""
        names = dutch.listing([f"speler {seat + 1}" for seat in self.winners])
        if not self.filled:
            return dutch.sentence(f"{names} wint: die bracht als eerste het monster tot leven.")
        places = dutch.count(self.filled[self.winners[0]], "gevulde plaats", "gevulde plaatsen")
        if len(self.winners) > 1:
            won = f"{names} winnen samen met elk {places}"
        else:
            won = f"{names} wint met {places}, de meeste"
        return dutch.sentence(f"{won}; niemand bracht het monster tot leven.")


def basic_result(scores: tuple[int, ...], finisher: int | None, filled: list[int]) -> Result:
    """The result of a basic game: the finisher wins; without one, the most filled places (all
    seats with as many win together)."""
    if finisher is not None:
        return BasicResult(scores, (finisher,))
    best = max(filled)
    winners = tuple(seat for seat, places in enumerate(filled) if places == best)
    return BasicResult(scores, winners, STUCK_RULE, tuple(filled))
