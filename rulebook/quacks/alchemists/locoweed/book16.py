"""Locoweed book 16 in the game engine: the first locoweed *may* count itself (the seed's
"mag"), so its player chooses before it is placed.

It reaches the base engine only through its named moments (``book16_events``): ``voor-plaatsen``
asks the choice ``CountItself`` while the chip waits in the hand; ``computerwaarde`` makes the
computer players count it (as the ruling does by default). How far each choice goes is never
computed here: both ask the engine's ``distance_parts``, the second with the book's rule told not
to count the locoweed (``ColoursReach(counts_itself=False)``), so the card and the books that add
to a distance add to both alike.

Decision (clause ``alchemisten.narrenkruid.boek16.meetellen``): the choice is offered only where
not counting still moves the locoweed on (at least one colour in the cauldron); with none it
would go 0 fields, which this rulebook does not offer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rulebook.core.dutch import fields
from rulebook.core.model.events import Events
from rulebook.quacks import rules
from rulebook.quacks.alchemists.locoweed.books import (
    COUNT_ITSELF_CLAUSE,
    LOCOWEED,
    ColoursReach,
    may_decline,
)
from rulebook.quacks.state import Chip
from rulebook.quacks.table import NO_EVENTS, ChoiceTask, GameState, Task

COUNT = "boek16:meetellen"
DECLINE = "boek16:niet-meetellen"
"""The option codes: count the first locoweed as a colour (the default) or not."""


@dataclass(frozen=True)
class CountItself(ChoiceTask):
    """Book 16: the first locoweed, drawn and waiting in the hand; does it count itself?"""

    @property
    def clause_id(self) -> str:
        """The clause a ruling and a refusal cite for this choice."""
        return COUNT_ITSELF_CLAUSE

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        counted, declined = distances(state, seat)
        return [
            rules.Option(
                COUNT,
                f"tel dit eerste narrenkruid mee: het gaat {fields(counted)} (boek 16)",
                _place(seat, counted),
            ),
            rules.Option(
                DECLINE,
                f"tel het niet mee: het gaat {fields(declined)} (boek 16)",
                _place(seat, declined),
            ),
        ]


def distances(state: GameState, seat: int) -> tuple[int, int]:
    """How far the locoweed goes when it counts itself, and when it does not (the engine's
    parts added up, as ``rules.distance_of`` does)."""
    player = state.players[seat]
    counted = sum(part.fields for part in rules.distance_parts(state, player, LOCOWEED))
    parts = rules.distance_parts(state, player, LOCOWEED, own=ColoursReach(counts_itself=False))
    return counted, sum(part.fields for part in parts)


def _place(seat: int, distance: int) -> Callable[[GameState], GameState]:
    def place(state: GameState) -> GameState:
        hand = state.players[seat].hand
        state = state.with_player(seat, hand=hand.remove_at(hand.chips.index(LOCOWEED)))
        return rules.place_drawn(state, seat, LOCOWEED, distance=distance)

    return place


def before_placing(state: GameState, seat: int, chip: Chip) -> Task | None:
    """A first locoweed that would still move on without counting itself: ask."""
    if chip != LOCOWEED or not may_decline(state.players[seat].cauldron.contents()):
        return None
    return CountItself()


def bot_worth(state: GameState, seat: int, code: str) -> int | None:
    """A computer player counts the locoweed (it goes one field further)."""
    return {COUNT: 1, DECLINE: 0}.get(code)


BOOK16_EVENTS: Events = NO_EVENTS.attach(
    [("voor-plaatsen", before_placing), ("computerwaarde", bot_worth)]
)
"""Book 16 at the base game's named moments."""


__all__ = ["BOOK16_EVENTS", "COUNT", "DECLINE", "CountItself", "distances"]
