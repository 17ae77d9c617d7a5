"""The flow of a round, written as data that runs (the boardgame.io habit).

A ``Flow`` is an ordered tuple of ``Phase`` values. Each phase names its clause, says in Dutch who
acts and what ends it, and carries three small functions the engine calls: ``applies`` (is this
phase played in this state, e.g. the rats only from round 2), ``begin`` (what happens
automatically when it starts) and ``finished`` (is it over). A phase may list ``steps``: the
parts a ruling walks through inside it (the essence phase's reset, colours, whites ...).

The engine of a game runs its flow; a notebook prints it as the round overview; a test checks
that every ruling explains its steps in flow order. An expansion changes the flow through data
(``insert_after``, ``replace``), never by editing the base game's code.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar

StateT = TypeVar("StateT")


def _always(_state: Any) -> bool:
    return True


def _unchanged(state: StateT) -> StateT:
    return state


@dataclass(frozen=True)
class PhaseStep:
    """One part of a phase, in the order the rules tell it: its name, summary and clause."""

    name: str
    summary: str
    clause_id: str


@dataclass(frozen=True)
class Phase(Generic[StateT]):
    """One phase of a round.

    ``who`` and ``ends`` are Dutch sentences for the overview table; ``simultaneous`` is true
    when every seat acts at once. ``applies``, ``begin`` and ``finished`` run the phase.
    """

    id: str
    name: str
    summary: str
    clause_id: str
    who: str
    ends: str
    simultaneous: bool = False
    steps: tuple[PhaseStep, ...] = ()
    applies: Callable[[StateT], bool] = field(default=_always, compare=False, repr=False)
    begin: Callable[[StateT], StateT] = field(default=_unchanged, compare=False, repr=False)
    finished: Callable[[StateT], bool] = field(default=_always, compare=False, repr=False)

    def clause_ids(self) -> tuple[str, ...]:
        """The phase's clause followed by the clauses of its steps, in order."""
        return (self.clause_id, *(step.clause_id for step in self.steps))


@dataclass(frozen=True)
class Flow(Generic[StateT]):
    """The phases of one round, in order. Immutable: changes return a new flow."""

    phases: tuple[Phase[StateT], ...]

    def __post_init__(self) -> None:
        ids = [phase.id for phase in self.phases]
        if len(set(ids)) != len(ids):
            raise ValueError(f"phase ids repeat: {ids}")

    def __iter__(self) -> Iterator[Phase[StateT]]:
        return iter(self.phases)

    def __len__(self) -> int:
        return len(self.phases)

    def __getitem__(self, phase_id: str) -> Phase[StateT]:
        for phase in self.phases:
            if phase.id == phase_id:
                return phase
        raise KeyError(phase_id)

    def ids(self) -> tuple[str, ...]:
        return tuple(phase.id for phase in self.phases)

    def index(self, phase_id: str) -> int:
        return self.ids().index(phase_id)

    def insert_after(self, phase_id: str, phase: Phase[StateT]) -> Flow[StateT]:
        """A new flow with ``phase`` right after the phase ``phase_id`` (how expansions add)."""
        at = self.index(phase_id) + 1
        return Flow((*self.phases[:at], phase, *self.phases[at:]))

    def insert_before(self, phase_id: str, phase: Phase[StateT]) -> Flow[StateT]:
        """A new flow with ``phase`` right before the phase ``phase_id`` (a step before the
        first round, say, that applies only then)."""
        at = self.index(phase_id)
        return Flow((*self.phases[:at], phase, *self.phases[at:]))

    def replace(self, phase_id: str, **changes: Any) -> Flow[StateT]:
        """A new flow in which the phase ``phase_id`` has some fields changed."""
        return Flow(
            tuple(
                replace(phase, **changes) if phase.id == phase_id else phase
                for phase in self.phases
            )
        )

    def next_phase(self, phase_id: str | None, state: StateT) -> Phase[StateT] | None:
        """The first phase after ``phase_id`` (``None``: from the start) that applies in
        ``state``, or ``None`` when the round has no phase left."""
        start = 0 if phase_id is None else self.index(phase_id) + 1
        for phase in self.phases[start:]:
            if phase.applies(state):
                return phase
        return None

    def clause_order(self) -> dict[str, int]:
        """Each clause's position in the flow (its first appearance), for ordering checks."""
        order: dict[str, int] = {}
        for phase in self.phases:
            for clause_id in phase.clause_ids():
                order.setdefault(clause_id, len(order))
        return order

    def table(self) -> list[dict[str, str]]:
        """The round overview as rows: ``fase``, ``wie``, ``wat gebeurt er``, ``klaar als``,
        ``regel``. Every row has its clause."""
        return [
            {
                "fase": phase.name,
                "wie": phase.who,
                "wat gebeurt er": phase.summary,
                "klaar als": phase.ends,
                "regel": phase.clause_id,
            }
            for phase in self.phases
        ]
