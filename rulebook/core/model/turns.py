"""The runner's adapters for the common case: a frozen state of a game of turns.

Most games keep what the decision runner reads in the same fields: ``queues`` (one queue per
seat, then the table's: ``runner.TABLE`` is -1, the last), ``active`` (whose turn it is),
``start`` (the start player), ``round``, ``step`` (the phase being played), ``memory`` (what was
noted this turn) and ``over``. ``TurnFields`` builds the ``Seats`` and ``Clock`` for such a state
once, so a game does not copy the same nine lambdas; a game only says how many seats a state
has and how to change fields (``dataclasses.replace`` unless it has a faster way).

``ActiveSeatRunner`` is the decision runner for the games whose tasks only ever lie in the active
seat's queue and the table's (Castle Combo: nobody acts out of turn): the same loop, asking one
queue where the general runner asks every seat's, which matters in a game of a thousand steps.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from operator import attrgetter
from typing import Any, Generic, Self, TypeVar

from rulebook.core.model.evolve import Remembers, changer, evolve, evolve_one
from rulebook.core.model.runner import (
    _ALL,
    _CHANCE,
    _CHANCE_ONLY,
    _CHOICE,
    _OWN_KINDS,
    _PHASE,
    TABLE,
    WHO,
    Clock,
    Runner,
    Seats,
    Task,
)

S = TypeVar("S")


class SeatedState(Remembers):
    """What a frozen state of a card game with ``players`` and ``queues`` (one per seat, then
    the table's) does the same way in every game: copies with fields changed, one seat's player
    or queue replaced, tasks pushed, and a memory of what was worked out for this very state
    (``Remembers``).

    A game's state class is a frozen dataclass without ``__post_init__`` that lists this as a
    base. The engine makes thousands of copies a game: they are the core's one fast copy
    (``rulebook.core.model.evolve``), and every copy leaves the memory behind."""

    __slots__ = ()
    players: tuple[Any, ...]
    queues: tuple[tuple[Task, ...], ...]

    but = evolve
    """This state with some fields changed (``evolve``)."""
    but_field = evolve_one
    """``but`` with one field changed, without a dictionary of changes (``evolve_one``)."""

    @classmethod
    def changer(cls, name: str) -> Callable[[Self, Any], Self]:
        """The runner's adapter that writes one field: ``state.but_field(name, value)`` as a
        function of one state and a value."""

        return changer(name)

    def players_with(self, seat: int, player: Any) -> tuple[Any, ...]:
        """The players with ``player`` at ``seat``: for a ``but`` that changes more fields in
        the same copy (coins and the bank)."""
        players = list(self.players)
        players[seat] = player
        return tuple(players)

    def with_player(self, seat: int, player: Any) -> Self:
        return self.but_field("players", self.players_with(seat, player))

    def with_queue(self, seat: int, tasks: tuple[Task, ...]) -> Self:
        queues = list(self.queues)
        queues[seat] = tasks
        return self.but_field("queues", tuple(queues))

    def queue_lines(self, code: Callable[[Task], str]) -> list[str]:
        """The notation's lines for the queues (``taken 1: ...``, the table's last as ``taken
        tafel``), each task written by the game's ``code``."""
        lines = []
        for seat, queue in enumerate(self.queues):
            name = "tafel" if seat == len(self.players) else str(seat + 1)
            lines.append(f"taken {name}: {' '.join(code(task) for task in queue) or '-'}")
        return lines

    def push(self, seat: int, *tasks: Task, front: bool = False) -> Self:
        queues = list(self.queues)  # (``queues_with`` without its call: pushed every action)
        queue = queues[seat]
        queues[seat] = (*tasks, *queue) if front else (*queue, *tasks)
        return self.but_field("queues", tuple(queues))

    def queues_with(
        self, seat: int, *tasks: Task, front: bool = False
    ) -> tuple[tuple[Task, ...], ...]:
        """The queues after ``push``: for a ``but`` that changes more fields in the same copy
        (a card bought, and the task of placing it)."""
        queues = list(self.queues)
        queue = queues[seat]
        queues[seat] = (*tasks, *queue) if front else (*queue, *tasks)
        return tuple(queues)


def _replace(state: Any, **changes: Any) -> Any:
    return replace(state, **changes)


@dataclass(frozen=True)
class TurnFields(Generic[S]):
    """Where a game of turns keeps what the runner reads: the standard field names.

    ``count(state)`` is the number of seats; ``change(state, **fields)`` returns the state with
    some fields changed (``dataclasses.replace`` by default)."""

    count: Callable[[S], int]
    change: Callable[..., S] = _replace

    def with_queue(self, state: S, seat: int, tasks: tuple[Task, ...]) -> S:
        """The state with one seat's queue (or the table's, ``TABLE``) replaced."""
        queues = list(state.queues)  # type: ignore[attr-defined]
        queues[seat] = tasks
        return self.change(state, queues=tuple(queues))

    def seats(self) -> Seats[S]:
        """The runner's ``Seats``: queues, step, origin (the active seat) and memory."""
        change = self.change
        return Seats(  # a field read by ``attrgetter``: no Python call, many times an action
            count=self.count,
            queue=lambda s, seat: s.queues[seat],  # type: ignore[attr-defined]
            with_queue=self.with_queue,
            step=attrgetter("step"),
            with_step=lambda s, step: change(s, step=step),
            origin=attrgetter("active"),
            is_over=attrgetter("over"),
            memory=attrgetter("memory"),
            with_memory=lambda s, memory: change(s, memory=memory),
            queues=attrgetter("queues"),
        )

    def clock(
        self,
        end_game: Callable[[S], S] | None = None,
        after_turn: Callable[[S], S] | None = None,
        after_round: Callable[[S], S] | None = None,
    ) -> Clock[S]:
        """The levels' ``Clock``: round, start player, active seat; ``end_game`` marks the game
        over (``over=True`` by default); the named moments a game attaches its clean-up to."""
        change = self.change
        return Clock(
            count=self.count,
            round=attrgetter("round"),
            with_round=lambda s, n: change(s, round=n),
            start=attrgetter("start"),
            with_start=lambda s, seat: change(s, start=seat),
            end_game=end_game or (lambda s: change(s, over=True)),
            active=attrgetter("active"),
            with_active=lambda s, seat: change(s, active=seat),
            after_turn=after_turn,
            after_round=after_round,
        )


class ActiveSeatRunner(Runner[S]):
    """The core runner for a game of turns whose tasks lie only in the active seat's queue and
    the table's (the game's state check refuses any other): the same loop, asking one queue
    where the general runner asks every seat's. Reads the standard fields ``queues`` and
    ``active``."""

    def anyone_busy(self, state: S) -> bool:
        return bool(state.queues[state.active])  # type: ignore[attr-defined]

    def first_waiting(self, state: S, actors: Any) -> int | None:
        active: int = state.active  # type: ignore[attr-defined]
        return active if state.queues[active] else None  # type: ignore[attr-defined]

    def who(self, state: S) -> tuple[int | None, tuple[int, ...], tuple[int, ...]]:
        """``Runner.who`` asking the one queue that may hold a seat's task (the active
        seat's) and the table's, without the general search: the same answer, remembered with
        the state as the general one is."""
        try:
            memory: dict[Any, Any] = state.remembered  # type: ignore[attr-defined]
        except AttributeError:  # a state that keeps no memory (``evolve.Remembers``)
            return self._who(state)
        found: tuple[int | None, tuple[int, ...], tuple[int, ...]] | None = memory.get(WHO)
        if found is not None:
            return found
        if self.seats.is_over(state):
            memory[WHO] = found = None, (), ()
            return found
        phase = memory.get(_PHASE)  # ``phase`` without its call (remembered the same way)
        if phase is None:
            phase = memory[_PHASE] = self.flow_of(state).by_id[self.seats.step(state)]
        if phase.actors is _ALL:  # every seat at once: the general search
            found = self._who(state)
        else:
            active: int = state.active  # type: ignore[attr-defined]
            queues = state.queues  # type: ignore[attr-defined]
            queue = queues[active]
            if queue:
                task = queue[0]
                kind = _OWN_KINDS.get(type(task))  # ``is_chance`` without its call, mostly
                if kind is _CHANCE or (kind is not _CHOICE and self.is_chance(task)):
                    found = active, (active,), _CHANCE_ONLY
                else:
                    found = None, (active,), (active,)
            else:  # nobody is busy: the table's chance step, if it has one first
                table = queues[TABLE]
                if table and self.is_chance(table[0]):
                    found = TABLE, (), _CHANCE_ONLY
                else:
                    found = None, (), ()
        memory[WHO] = found
        return found

    def work(self, state: S) -> S:
        while True:
            seat: int = state.active  # type: ignore[attr-defined]
            queue = state.queues[seat]  # type: ignore[attr-defined]
            if queue:
                after = self._automatic(state, seat, queue[0])
                if after is None:
                    return state
                if self.on_task is not None:
                    self.on_task(state, after, seat, queue[0])
                state = after
                continue
            table = state.queues[TABLE]  # type: ignore[attr-defined]
            if not table or self.is_chance(table[0]):
                return state
            after = self._automatic(state, TABLE, table[0])
            if after is None:
                return state
            state = after
