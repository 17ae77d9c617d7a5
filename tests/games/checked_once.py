"""A property test's memory of the frozen values it already checked (shared by the card games'
property tests)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class CheckedOnce(Generic[T]):
    """What a check found for the frozen values (players, decks, piles) of the state checked
    last, by identity: an action changes a few of them and the next state shares the others,
    and a frozen value passes or fails the same check every time, so each is checked once.
    Only the last state's are kept (holding a whole game's would slow the collector)."""

    def __init__(self) -> None:
        self.before: dict[int, tuple[object, T]] = {}
        self.now: dict[int, tuple[object, T]] = {}

    def found(self, value: Any, check: Callable[[Any], T]) -> T:
        """``check(value)``, or what it gave for this very value in the state before."""
        known = self.before.get(id(value))
        if known is None or known[0] is not value:
            known = (value, check(value))
        self.now[id(value)] = known
        return known[1]

    def next_state(self) -> None:
        """The state checked now becomes the one before."""
        self.before, self.now = self.now, {}
