"""Named flow events: the moments of a game that an expansion attaches its own rules to.

A base game announces its moments by name ("na-kopen": right after a purchase; "na-plaatsen":
right after a chip or card is placed; "einde-beurt") and asks the handlers attached to them in
one of four ways: ``fold`` lets each handler change the state in turn, ``first`` takes the first
answer that is not ``None`` (an action only one rule knows), ``gather`` joins every handler's
list (free actions, tasks to ask), ``every`` asks whether all handlers agree.

An expansion is data: its ``Events`` (``on(name, handler)``), added to the base game's with
``+``. The base game names no expansion and no expansion wraps another's functions; the order
of attaching is the order of asking. The names a game may use are declared up front
(``EventNames``), so a misspelt name is a programmer's mistake caught at once, not a rule that
silently never runs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

Handler = Callable[..., Any]


@dataclass(frozen=True)
class EventNames:
    """The moments a game announces, each with a Dutch line saying when it happens."""

    names: dict[str, str]

    def check(self, name: str) -> str:
        if name not in self.names:
            known = ", ".join(sorted(self.names))
            raise ValueError(f"no event {name!r}; this game announces: {known}")
        return name


@dataclass(frozen=True)
class Events:
    """Handlers attached to named events, in the order they were attached."""

    known: EventNames
    attached: tuple[tuple[str, Handler], ...] = ()
    _by_name: dict[str, tuple[Handler, ...]] = field(
        default_factory=dict, compare=False, repr=False
    )

    def __post_init__(self) -> None:
        grouped: dict[str, list[Handler]] = {}
        for name, handler in self.attached:
            grouped.setdefault(self.known.check(name), []).append(handler)
        self._by_name.update({name: tuple(found) for name, found in grouped.items()})

    def on(self, name: str, handler: Handler) -> Events:
        """These events with ``handler`` attached to ``name`` (asked after those before it)."""
        return Events(self.known, (*self.attached, (self.known.check(name), handler)))

    def attach(self, pairs: Iterable[tuple[str, Handler]]) -> Events:
        events = self
        for name, handler in pairs:
            events = events.on(name, handler)
        return events

    def __add__(self, other: Events) -> Events:
        if other.known is not self.known and other.known != self.known:
            raise ValueError("events of two different games do not add up")
        return Events(self.known, (*self.attached, *other.attached))

    def handlers(self, name: str) -> tuple[Handler, ...]:
        return self._by_name.get(name, ())

    def __contains__(self, name: str) -> bool:
        return name in self._by_name

    # -- asking ----------------------------------------------------------------------------------

    def fold(self, name: str, state: Any, *args: Any) -> Any:
        """Each handler changes the state in turn: ``handler(state, *args) -> state``."""
        for handler in self.handlers(name):
            state = handler(state, *args)
        return state

    def first(self, name: str, *args: Any) -> Any:
        """The first answer that is not ``None`` (``None`` when no handler answers)."""
        for handler in self._by_name.get(name, ()):  # (``handlers``, asked every action)
            answer = handler(*args)
            if answer is not None:
                return answer
        return None

    def gather(self, name: str, *args: Any) -> list[Any]:
        """Every handler's items joined, in order."""
        return [item for handler in self._by_name.get(name, ()) for item in handler(*args)]

    def every(self, name: str, *args: Any) -> bool:
        """Whether every handler says yes (true when none is attached)."""
        return all(handler(*args) for handler in self.handlers(name))
