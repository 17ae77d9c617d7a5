"""The flow of a round, written as data that runs (the boardgame.io habit).

A ``Flow`` is an ordered tuple of ``Phase`` values. Each phase names its clause, says in Dutch who
acts and what ends it, and carries three small functions the engine calls: ``applies`` (is this
phase played in this state, e.g. the rats only from round 2), ``begin`` (what happens
automatically when it starts) and ``finished`` (is it over). A phase may list ``steps``: the
parts a ruling walks through inside it (the essence phase's reset, colours, whites ...).

The engine of a game runs its flow; a notebook prints it as the round overview; a test checks
that every ruling explains its steps in flow order. An expansion changes the flow through data
(``insert_after``, ``insert_all`` from a table of places, ``replace``), never by editing the
base game's code.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar

StateT = TypeVar("StateT")

BEFORE, AFTER = "before", "after"
"""Where ``Flow.insert_all`` puts a phase: before or after the phase it names."""


def _always(_state: Any) -> bool:
    return True


def _unchanged(state: StateT) -> StateT:
    return state


class Actors(enum.Enum):
    """Who acts in a step, as data the decision runner (``rulebook.core.model.runner``) executes.

    ``IN_TURN``: one seat at a time, the first with something to do counted clockwise from the
    origin (the start player, or the active seat in a game of turns). ``OTHERS_IN_TURN``: each
    other seat clockwise from the origin's left, the origin itself last (an auction).
    ``ALL``: every seat with something to do at once (everyone brews). Chance and the table act
    when no seat has anything left, in every kind of step.
    """

    IN_TURN = "om-de-beurt"
    OTHERS_IN_TURN = "de-anderen-om-de-beurt"
    ALL = "iedereen-tegelijk"


class Level(enum.Enum):
    """The levels of a game's flow, from the outside in: a match of games, a game of rounds, a
    round of turns (or of steps for the whole table), a turn of steps."""

    MATCH = "partijreeks"
    GAME = "spel"
    ROUND = "ronde"
    TURN = "beurt"
    STEP = "stap"


@dataclass(frozen=True)
class Levels:
    """The levels above the steps, as data the runner executes (``runner.Clock`` moves them).

    ``flow`` is what one pass through the flow's steps is: a ``ROUND`` for the whole table (De
    Kwakzalvers: every phase of a round) or one seat's ``TURN`` (a card game: the active seat's
    steps, then the next seat clockwise). ``rounds`` ends the game after that many rounds
    (``None``: only the game's own end condition, asked after every action, ends it).
    ``start_moves`` passes the start player to the left after each round. ``games`` is the
    length of a match (one game, or as many as there are players: ``None``).
    """

    flow: Level
    rounds: int | None = None
    start_moves: bool = False
    games: int | None = 1

    def __post_init__(self) -> None:
        if self.flow not in (Level.ROUND, Level.TURN):
            raise ValueError("a flow's steps make a round or a turn")
        if self.rounds is not None and self.rounds < 1:
            raise ValueError("a game has at least one round")

    def table(self) -> list[dict[str, str]]:
        """The levels as rows for a chapter: ``niveau`` and ``wat het is``."""
        rows = []
        if self.games != 1:
            many = "zoveel partijen als er spelers zijn" if self.games is None else str(self.games)
            rows.append({"niveau": "partijreeks", "wat het is": f"{many}; de startspeler schuift"})
        rounds = f"{self.rounds} ronden" if self.rounds else "ronden tot het einde"
        rows.append({"niveau": "spel", "wat het is": rounds})
        if self.flow is Level.TURN:
            rows.append({"niveau": "ronde", "wat het is": "elke speler één beurt, met de klok mee"})
            rows.append({"niveau": "beurt", "wat het is": "de stappen van de speler aan de beurt"})
        else:
            moving = "; daarna schuift de startspeler" if self.start_moves else ""
            rows.append({"niveau": "ronde", "wat het is": f"de stappen voor de hele tafel{moving}"})
        return rows


@dataclass(frozen=True)
class PhaseStep:
    """One part of a phase, in the order the rules tell it: its name, summary and clause, and
    whether a player may leave it out (``optional``: spending a key, opening a lock)."""

    name: str
    summary: str
    clause_id: str
    optional: bool = False


@dataclass(frozen=True)
class Phase(Generic[StateT]):
    """One phase of a round.

    ``actors`` says who acts, as data the runner executes; ``who`` and ``ends`` say it in Dutch
    for the overview table. ``applies``, ``begin`` and ``finished`` run the phase.
    """

    id: str
    name: str
    summary: str
    clause_id: str
    who: str
    ends: str
    actors: Actors = Actors.IN_TURN
    steps: tuple[PhaseStep, ...] = ()
    applies: Callable[[StateT], bool] = field(default=_always, compare=False, repr=False)
    begin: Callable[[StateT], StateT] = field(default=_unchanged, compare=False, repr=False)
    finished: Callable[[StateT], bool] = field(default=_always, compare=False, repr=False)
    then: tuple[Callable[[StateT], StateT], ...] = field(default=(), compare=False, repr=False)
    """What expansions added to the phase's beginning, run after ``begin`` in the order added
    (``Flow.add_to_begin``): data, so no expansion wraps another's function."""
    or_when: tuple[Callable[[StateT], bool], ...] = field(default=(), compare=False, repr=False)
    """Extra reasons an expansion gives for the phase to be played (``Flow.also_when``)."""

    def start(self, state: StateT) -> StateT:
        """The phase's beginning: its own ``begin``, then what expansions added."""
        state = self.begin(state)
        for step in self.then:
            state = step(state)
        return state

    def is_played(self, state: StateT) -> bool:
        """Whether the phase is played in ``state``: it ``applies``, or an expansion says so."""
        # (no generator when no expansion gave a reason: asked at every step's end)
        return self.applies(state) or (bool(self.or_when) and any(r(state) for r in self.or_when))

    @property
    def simultaneous(self) -> bool:
        """Every seat with something to do acts at once."""
        return self.actors is Actors.ALL

    def clause_ids(self) -> tuple[str, ...]:
        """The phase's clause followed by the clauses of its steps, in order."""
        return (self.clause_id, *(step.clause_id for step in self.steps))


@dataclass(frozen=True)
class Flow(Generic[StateT]):
    """The phases of one round, in order. Immutable: changes return a new flow."""

    phases: tuple[Phase[StateT], ...]
    by_id: dict[str, Phase[StateT]] = field(init=False, repr=False, compare=False)
    """Each phase by its id (made with the flow: the runner looks the step up after every
    action, by id in a dict, not by a search)."""
    _at: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        ids = [phase.id for phase in self.phases]
        if len(set(ids)) != len(ids):
            raise ValueError(f"phase ids repeat: {ids}")
        object.__setattr__(self, "by_id", {phase.id: phase for phase in self.phases})
        object.__setattr__(self, "_at", {phase.id: at for at, phase in enumerate(self.phases)})

    def __iter__(self) -> Iterator[Phase[StateT]]:
        return iter(self.phases)

    def __len__(self) -> int:
        return len(self.phases)

    def __getitem__(self, phase_id: str) -> Phase[StateT]:
        return self.by_id[phase_id]

    def ids(self) -> tuple[str, ...]:
        return tuple(phase.id for phase in self.phases)

    def index(self, phase_id: str) -> int:
        """Where the phase ``phase_id`` stands (a ``ValueError`` for an id not in the flow)."""
        at: dict[str, int] = self.__dict__["_at"]
        if phase_id not in at:
            raise ValueError(f"{phase_id!r} is not in the flow")
        return at[phase_id]

    def insert_after(self, phase_id: str, phase: Phase[StateT]) -> Flow[StateT]:
        """A new flow with ``phase`` right after the phase ``phase_id`` (how expansions add)."""
        at = self.index(phase_id) + 1
        return Flow((*self.phases[:at], phase, *self.phases[at:]))

    def insert_all(self, places: Iterable[tuple[str, str, Phase[StateT]]]) -> Flow[StateT]:
        """A new flow with each ``(where, phase_id, phase)`` of ``places`` inserted in turn,
        ``where`` being ``"before"`` or ``"after"`` the phase ``phase_id``: an expansion's
        steps put into a base game's flow from a table of places (data), the one way a turn is
        built with an expansion's steps for the engine and for the rulebook's overview alike."""
        flow = self
        for where, phase_id, phase in places:
            if where == BEFORE:
                flow = flow.insert_before(phase_id, phase)
            elif where == AFTER:
                flow = flow.insert_after(phase_id, phase)
            else:
                raise ValueError(f"a phase goes {BEFORE!r} or {AFTER!r} another, not {where!r}")
        return flow

    def steps(self) -> tuple[PhaseStep, ...]:
        """Every phase's steps, one after another: the flow as a list of steps for a ruling or
        a stepper."""
        return tuple(step for phase in self.phases for step in phase.steps)

    def insert_before(self, phase_id: str, phase: Phase[StateT]) -> Flow[StateT]:
        """A new flow with ``phase`` right before the phase ``phase_id`` (a step before the
        first round, say, that applies only then)."""
        at = self.index(phase_id)
        return Flow((*self.phases[:at], phase, *self.phases[at:]))

    def add_to_begin(self, phase_id: str, step: Callable[[StateT], StateT]) -> Flow[StateT]:
        """A new flow in which the phase ``phase_id`` also does ``step`` when it begins, after
        its own beginning and what was added before."""
        return self.replace(phase_id, then=(*self[phase_id].then, step))

    def also_when(self, phase_id: str, reason: Callable[[StateT], bool]) -> Flow[StateT]:
        """A new flow in which the phase ``phase_id`` is also played when ``reason`` holds."""
        return self.replace(phase_id, or_when=(*self[phase_id].or_when, reason))

    def remove(self, phase_id: str) -> Flow[StateT]:
        """A new flow without the phase ``phase_id``."""
        self.index(phase_id)
        return Flow(tuple(phase for phase in self.phases if phase.id != phase_id))

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
        phases = self.phases
        first = 0 if phase_id is None else self._at.get(phase_id, -2) + 1
        if first < 0:
            self.index(phase_id)  # type: ignore[arg-type]  # its refusal of an unknown id
        for at in range(first, len(phases)):
            phase = phases[at]  # ``is_played``, without its call when no expansion gave reasons
            if phase.is_played(state) if phase.or_when else phase.applies(state):
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
