"""The decision runner every game of the rulebook runs on: pending decisions, who acts, and the
loop that works the flow until somebody must act.

A game keeps, for every seat and for the table, a queue of **tasks**: what that seat still has
to do. The first task of a queue is what the game asks now. What a task *is* (a choice, a chance
step, or something that needs nobody) is not written in the task but in the game's **task
rules**: one ``TaskRule`` per task type, looked up by type (no ``isinstance`` chain). A task that
knows its own options or outcomes (``Choice`` and ``Chance`` below, what an expansion brings)
needs no rule of its own.

**Who acts** is data of the step being played (``Actors``): the seats in turn from an origin
(the start player or the active seat, each other seat clockwise from it), the other seats in turn
from the active seat's left (an auction), all seats at once, or the table. A task for a seat that
is not the active one may be pushed in the middle of a turn; an **interrupt** goes in front of
what was pending (``push(..., front=True)``).

The runner's loop (``settle``) applies every task that needs nobody, and when nobody has anything
left and the step's own end condition holds, moves to the next step of the flow; at the end of
the flow the game's ``end_of_flow`` moves the levels above it (the next turn, the next round, the
end of the game). The end of the game is asked after every action, so a game can end in the
middle of a turn.

This module names no game. A game gives the runner a ``Seats`` adapter (where its state keeps the
queues, the step, the origin), its task rules and its flow.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Final, Generic, NamedTuple, TypeVar

from rulebook.core.model.flow import Actors, Flow, Level, Levels, Phase
from rulebook.core.model.game import CHANCE, sample

S = TypeVar("S")
"""A game's state type."""

TABLE: Final = -1
"""The seat number of the table's own queue (a card turned for everyone, a comparison)."""


class _OptionFields(NamedTuple):
    code: str
    label: str | Callable[[], str]
    apply: Callable[[Any], Any]
    """What choosing it does: the game's state after it (the task already removed)."""
    effect: object | None = None


class Option(_OptionFields):
    """A possibility offered to a seat: a short stable code (what computer players and logs
    read), the Dutch label on the button, what choosing it does (the task already removed) and
    the effect it gives, if it is one.

    The label may be given as a function without arguments that makes it: computer players
    read only codes, so a game that lists many options per action makes their Dutch text only
    when somebody reads ``label`` (made once, then kept)."""

    @property
    def label(self) -> str:
        given = self[1]  # the field as given (the tuple's own, not this property)
        if isinstance(given, str):
            return given
        kept = self.__dict__  # the made label, kept beside the tuple
        made: str | None = kept.get("label")
        if made is None:
            made = kept["label"] = given()
        return made


@dataclass(frozen=True)
class Task:
    """Something a seat (or the table) still has to do. A game's subclasses say what; how the
    runner works each type is the game's ``TaskRule`` for it."""


class Choice(Task):
    """A task that lists its own options (with codes): asked when there are two or more, taken
    at once when there is one (a choice with one possibility is no choice), dropped when there
    are none."""

    def options(self, state: Any, seat: int) -> list[Option]:
        raise NotImplementedError


class Chance(Task):
    """A chance step that lists its own outcomes with exact fractions and says what each does
    (``resolve`` gets the state with the task already removed). Without outcomes (an empty
    bag) the step is skipped."""

    def outcomes(self, state: Any, seat: int) -> list[tuple[Any, Fraction]]:
        raise NotImplementedError

    def resolve(self, state: Any, seat: int, action: Any) -> Any:
        raise NotImplementedError

    def has_outcomes(self, state: Any, seat: int) -> bool:
        """Whether the step has anything to draw (a task drawing from a deck answers without
        listing every card)."""
        return bool(self.outcomes(state, seat))

    def sample(self, state: Any, seat: int, rng: random.Random) -> Any:
        """One outcome drawn with its exact chance, with one ``sample`` draw from ``rng``. A task
        drawing from a deck picks the card directly; it must give the outcome ``sample`` picks
        from ``outcomes`` with the same draw."""
        return sample(self.outcomes(state, seat), rng)

    def allows(self, state: Any, seat: int, action: Any) -> bool:
        """Whether ``action`` is one of the outcomes (a deck's task asks the deck)."""
        outcomes = self.outcomes(state, seat)
        # the outcome sampled from this very list is found by identity, without comparing
        return any(outcome is action for outcome, _ in outcomes) or any(
            outcome == action for outcome, _ in outcomes
        )


class TaskKind(enum.Enum):
    """What a task is: a seat's choice, a chance step, or work that never needs anyone."""

    CHOICE = "keuze"
    CHANCE = "kans"
    AUTOMATIC = "vanzelf"


def _never(state: Any, seat: int, task: Any) -> Any:
    return None


@dataclass(frozen=True)
class TaskRule(Generic[S]):
    """How the runner works one type of task.

    ``kind``: a choice of the seat, or a chance step. ``automatic``: the state after the task
    when it needs nobody now (a gift, a choice with one option, a draw from an empty bag), or
    ``None`` when it must be asked; it removes the task itself (``Runner.pop``). ``options``: a
    choice's possibilities.
    """

    kind: TaskKind
    automatic: Callable[[S, int, Any], S | None] = _never
    options: Callable[[S, int, Any], Sequence[Option]] | None = None


def task_options(
    rules: Mapping[type, TaskRule[S]], state: S, seat: int, task: Task
) -> list[Option]:
    """The possibilities of a choice task: a ``Choice`` lists its own, any other task's rule
    says them."""
    if isinstance(task, Choice):
        return task.options(state, seat)
    rule = rules.get(type(task))
    if rule is None or rule.options is None:
        raise ValueError(f"{type(task).__name__} is not a choice with options")
    return list(rule.options(state, seat, task))


@dataclass(frozen=True)
class Seats(Generic[S]):
    """Where a game's state keeps what the runner reads and writes: the number of seats, each
    seat's queue and the table's (``TABLE``), the step being played, the origin of ``IN_TURN``
    order (the start player, or the active seat in a game of turns), and the turn's memory.
    """

    count: Callable[[S], int]
    queue: Callable[[S, int], tuple[Task, ...]]
    with_queue: Callable[[S, int, tuple[Task, ...]], S]
    step: Callable[[S], str]
    with_step: Callable[[S, str], S]
    origin: Callable[[S], int]
    is_over: Callable[[S], bool]
    memory: Callable[[S], frozenset[str]] = field(default=lambda state: frozenset())
    with_memory: Callable[[S, frozenset[str]], S] | None = None
    queues: Callable[[S], Sequence[tuple[Task, ...]]] | None = None
    """Every queue at once, the seats' in order and the table's last (``TABLE`` is -1: one
    more than ``count``), for a state that keeps them together: the runner's loop reads them
    with one call a pass instead of one per seat (optional; ``queue`` alone answers the same)."""


def _no_free_actions(state: Any, seat: int) -> bool:
    return False


_CHANCE: Final = TaskKind.CHANCE
_CHOICE: Final = TaskKind.CHOICE
_ALL: Final = Actors.ALL
_OTHERS_IN_TURN: Final = Actors.OTHERS_IN_TURN
"""The members the hot paths compare with, read once: an enum member read through its class
(``TaskKind.CHANCE``) costs a lookup twenty times a plain name's, several times an action."""

WHO: Final = "runner.who"
_PHASE: Final = "runner.phase"
_OPTIONS: Final = "runner.options"
"""The runner's keys in a state's memory (``evolve.Remembers``): who acts, the step being
played, each seat's options with the task they were listed for."""
_CHANCE_ONLY: Final = (CHANCE,)


_BY_RULE: Final = object()
_OWN_KINDS: dict[type, object] = {}
"""The kind of each task type that says it itself (a ``Chance``, a ``Choice``), or ``_BY_RULE``
for one whose game's rule says it: asked several times an action, found once per type."""


def _own_kind(kind: type) -> object:
    if issubclass(kind, Chance):
        return TaskKind.CHANCE
    if issubclass(kind, Choice):
        return TaskKind.CHOICE
    return _BY_RULE


_ORDERS: dict[tuple[int, int, bool], tuple[int, ...]] = {}
"""The seat orders asked so far, by (seats, origin, others only)."""


@dataclass(frozen=True)
class Runner(Generic[S]):
    """Runs a game's flow over its task queues (see the module's docstring).

    ``flow_of(state)`` is the flow being played (an expansion's steps included);
    ``end_of_flow(state)`` moves the levels above it when its last step is done (next turn,
    next round, or the end: the state it returns says ``is_over``); ``free(state, seat)`` says
    whether a seat with an empty queue may still act in this step (a brewing player draws or
    stops when they like), ``TaskRule``s are looked up by a task's exact type.
    """

    seats: Seats[S]
    rules: Mapping[type, TaskRule[S]]
    flow_of: Callable[[S], Flow[S]]
    end_of_flow: Callable[[S], S]
    free: Callable[[S, int], bool] = _no_free_actions
    max_steps: int = 10_000
    on_task: Callable[[S, S, int, Task], None] | None = None
    """Told of every task of a seat that the runner applied by itself (before, after, seat,
    task): a tracer that explains a ruling watches the engine through it."""

    # -- the queues -------------------------------------------------------------------------

    def task(self, state: S, seat: int) -> Task | None:
        queues = self.seats.queues  # all at once, when the state keeps them together
        queue = queues(state)[seat] if queues is not None else self.seats.queue(state, seat)
        return queue[0] if queue else None

    def push(self, state: S, seat: int, *tasks: Task, front: bool = False) -> S:
        """Add tasks at the back of a seat's queue, or in front of it (an interrupt)."""
        queue = self.seats.queue(state, seat)
        return self.seats.with_queue(state, seat, (*tasks, *queue) if front else (*queue, *tasks))

    def pop(self, state: S, seat: int) -> S:
        """Remove a seat's first task (it is done)."""
        queues = self.seats.queues  # all at once, when the state keeps them together
        queue = queues(state)[seat] if queues is not None else self.seats.queue(state, seat)
        return self.seats.with_queue(state, seat, queue[1:])

    def kind(self, task: Task) -> TaskKind:
        found = _OWN_KINDS.get(type(task))
        if found is None:  # a task type met for the first time
            found = _OWN_KINDS[type(task)] = _own_kind(type(task))
        return self.rule(task).kind if found is _BY_RULE else found  # type: ignore[return-value]

    def rule(self, task: Task) -> TaskRule[S]:
        try:
            return self.rules[type(task)]
        except KeyError:
            raise ValueError(f"no task rule for {type(task).__name__}") from None

    def is_chance(self, task: Task | None) -> bool:
        if task is None:
            return False
        found = _OWN_KINDS.get(type(task))
        if found is _CHANCE:  # the common answers without a call to ``kind``
            return True
        if found is _CHOICE:
            return False
        return self.kind(task) is _CHANCE

    def options(self, state: S, seat: int, task: Task) -> list[Option]:
        """The possibilities of a choice task (a ``Choice`` lists its own). Remembered with the
        state (``evolve.Remembers``): the caller must not change the list."""
        try:
            memory: dict[Any, Any] = state.remembered  # type: ignore[attr-defined]
        except AttributeError:  # a state that keeps no memory (``evolve.Remembers``)
            memory = {}
        known: dict[int, tuple[Task, list[Option]]] | None = memory.get(_OPTIONS)
        if known is None:
            known = memory[_OPTIONS] = {}
        found = known.get(seat)
        if found is None or found[0] is not task:
            if _OWN_KINDS.get(type(task)) is _CHOICE:  # what ``task_options`` asks
                listed = task.options(state, seat)  # type: ignore[attr-defined]
            else:
                listed = task_options(self.rules, state, seat, task)
            found = known[seat] = (task, listed)
        return found[1]

    # -- who acts ---------------------------------------------------------------------------

    def phase(self, state: S) -> Phase[S]:
        """The step being played (remembered with the state: settling and asking who acts both
        need it)."""
        try:
            memory: dict[Any, Any] = state.remembered  # type: ignore[attr-defined]
        except AttributeError:  # a state that keeps no memory (``evolve.Remembers``)
            return self.flow_of(state)[self.seats.step(state)]
        found: Phase[S] | None = memory.get(_PHASE)
        if found is None:
            found = memory[_PHASE] = self.flow_of(state).by_id[self.seats.step(state)]
        return found

    def order(self, state: S, actors: Actors) -> tuple[int, ...]:
        """The seats in the order ``actors`` asks them: from the origin clockwise, or (an
        auction) each other seat from the origin's left, the origin last."""
        key = (self.seats.count(state), self.seats.origin(state), actors is _OTHERS_IN_TURN)
        found = _ORDERS.get(key)
        if found is None:  # the same few orders are asked again and again: made once each
            n, origin, others = key
            found = tuple((origin + k) % n for k in range(1 if others else 0, n + others))
            _ORDERS[key] = found
        return found

    def first_waiting(self, state: S, actors: Actors) -> int | None:
        """The first seat, in the step's order, with something in its queue."""
        if self.seats.queues is not None:
            queues = self.seats.queues(state)
            # the order made already, found without a call (the seats' queues, the table's last)
            key = (len(queues) - 1, self.seats.origin(state), actors is _OTHERS_IN_TURN)
            for seat in _ORDERS.get(key) or self.order(state, actors):
                if queues[seat]:
                    return seat
            return None
        queue = self.seats.queue
        for seat in self.order(state, actors):
            if queue(state, seat):
                return seat
        return None

    def anyone_busy(self, state: S) -> bool:
        if self.seats.queues is not None:  # the seats' queues, the table's (the last) left out
            return any(self.seats.queues(state)[: self.seats.count(state)])
        return any(self.seats.queue(state, seat) for seat in range(self.seats.count(state)))

    def chance_seat(self, state: S) -> int | None:
        """The seat whose chance step is due (``TABLE`` for the table's), or ``None``."""
        return self.who(state)[0]

    def waiting(self, state: S) -> tuple[int, ...]:
        """The seats that may act now, not counting chance: one seat in turn, or in a step
        where everyone acts at once each seat with a task or a free action."""
        return self.who(state)[1]

    def current_players(self, state: S) -> tuple[int, ...]:
        """Who acts now in the protocol's words (``Game.current_players``): ``(CHANCE,)`` when
        a chance step is due, else the waiting seats (none once the game is over)."""
        return self.who(state)[2]

    def who(self, state: S) -> tuple[int | None, tuple[int, ...], tuple[int, ...]]:
        """The chance seat, the waiting seats and the current players of ``state`` together,
        worked out once per state (remembered with it: settling, listing the legal actions and
        applying one all ask)."""
        try:
            memory: dict[Any, Any] = state.remembered  # type: ignore[attr-defined]
        except AttributeError:  # a state that keeps no memory (``evolve.Remembers``)
            return self._who(state)
        found: tuple[int | None, tuple[int, ...], tuple[int, ...]] | None = memory.get(WHO)
        if found is None:
            found = memory[WHO] = self._who(state)
        return found

    def _who(self, state: S) -> tuple[int | None, tuple[int, ...], tuple[int, ...]]:
        if self.seats.is_over(state):
            return None, (), ()
        actors = self.phase(state).actors
        chance: int | None = None
        if actors is _ALL:
            free = self.free
            if self.seats.queues is not None:  # the seats' queues at once (the table's last)
                of_seats = self.seats.queues(state)[:-1]
                for seat, tasks in enumerate(of_seats):
                    if tasks and self.is_chance(tasks[0]):
                        chance = seat
                        break
                waiting = tuple(
                    seat for seat, tasks in enumerate(of_seats) if tasks or free(state, seat)
                )
            else:
                queue = self.seats.queue
                for seat in range(self.seats.count(state)):
                    tasks = queue(state, seat)
                    if tasks and self.is_chance(tasks[0]):
                        chance = seat
                        break
                waiting = tuple(
                    seat
                    for seat in range(self.seats.count(state))
                    if queue(state, seat) or free(state, seat)
                )
            if chance is not None:
                return chance, waiting, _CHANCE_ONLY
        else:
            queues_of = self.seats.queues
            all_queues: Sequence[tuple[Task, ...]] = ()
            first: int | None = None
            if queues_of is not None:  # ``first_waiting`` without its call (asked every action)
                all_queues = queues_of(state)
                key = (len(all_queues) - 1, self.seats.origin(state), actors is _OTHERS_IN_TURN)
                for seat in _ORDERS.get(key) or self.order(state, actors):
                    if all_queues[seat]:
                        first = seat
                        break
            else:
                first = self.first_waiting(state, actors)
            if first is not None:
                if queues_of is not None:
                    task = all_queues[first][0]
                else:
                    task = self.seats.queue(state, first)[0]
                kind = _OWN_KINDS.get(type(task))  # ``is_chance`` without its call, mostly
                if kind is _CHANCE or (kind is not _CHOICE and self.is_chance(task)):
                    return first, (first,), _CHANCE_ONLY
                return None, (first,), (first,)
            waiting = ()
        queues = self.seats.queues
        table = queues(state)[TABLE] if queues is not None else self.seats.queue(state, TABLE)
        if table and self.is_chance(table[0]) and not self.anyone_busy(state):
            return TABLE, waiting, _CHANCE_ONLY
        return None, waiting, waiting

    # -- the loop ---------------------------------------------------------------------------

    def work(self, state: S) -> S:
        """Apply every task that needs nobody, for the seats (in seat order) and then the
        table's first task once no seat has anything left."""
        queues_of = self.seats.queues
        if queues_of is not None:  # (the common case first, without a call between)
            automatic, on_task = self._automatic, self.on_task
            queues = queues_of(state)
            seats = range(len(queues) - 1)  # the seats' queues (the table's is the last)
            changed = True
            while changed:
                changed = False
                busy = False  # whether a seat has a task (what ``anyone_busy`` asks, found here)
                queues = queues_of(state)
                for seat in seats:
                    tasks = queues[seat]
                    if not tasks:
                        continue
                    busy = True
                    task = tasks[0]
                    after = automatic(state, seat, task)
                    if after is not None:
                        if on_task is not None:
                            on_task(state, after, seat, task)
                        state, changed = after, True
                        queues = queues_of(state)
                if not changed and not busy:
                    tasks = queues[TABLE]
                    if tasks and not self.is_chance(tasks[0]):
                        after = automatic(state, TABLE, tasks[0])
                        if after is not None:
                            state, changed = after, True
            return state
        queue = self.seats.queue
        automatic, on_task = self._automatic, self.on_task
        changed = True
        while changed:
            changed = False
            busy = False  # whether a seat has a task (what ``anyone_busy`` asks, found here)
            for seat in range(self.seats.count(state)):
                tasks = queue(state, seat)
                if not tasks:
                    continue
                busy = True
                task = tasks[0]
                after = automatic(state, seat, task)
                if after is not None:
                    if on_task is not None:
                        on_task(state, after, seat, task)
                    state, changed = after, True
            if not changed and not busy:
                tasks = queue(state, TABLE)
                if tasks and not self.is_chance(tasks[0]):
                    after = automatic(state, TABLE, tasks[0])
                    if after is not None:
                        state, changed = after, True
        return state

    def _automatic(self, state: S, seat: int, task: Task) -> S | None:
        own = _OWN_KINDS.get(type(task))
        if own is None:  # a task type met for the first time
            own = _OWN_KINDS[type(task)] = _own_kind(type(task))
        if own is _CHANCE:
            chance: Chance = task  # type: ignore[assignment]
            return None if chance.has_outcomes(state, seat) else self.pop(state, seat)
        if own is _CHOICE:
            try:  # ``options`` for a ``Choice``, without its call (asked of every waiting seat)
                memory: dict[Any, Any] = state.remembered  # type: ignore[attr-defined]
            except AttributeError:  # a state that keeps no memory (``evolve.Remembers``)
                memory = {}
            known: dict[int, tuple[Task, list[Option]]] | None = memory.get(_OPTIONS)
            if known is None:
                known = memory[_OPTIONS] = {}
            found = known.get(seat)
            if found is None or found[0] is not task:
                found = known[seat] = (task, task.options(state, seat))  # type: ignore[attr-defined]
            options = found[1]
            if len(options) > 1:
                return None
            state = self.pop(state, seat)
            return options[0].apply(state) if options else state
        return self.rule(task).automatic(state, seat, task)

    def settle(self, state: S) -> S:
        """Work the tasks, then move through the steps until someone must act or the game is
        over (asked after every action, so a game may end in the middle of a turn)."""
        state = self.work(state)  # after this, ``enter`` works the tasks of each step it begins
        is_over = self.seats.is_over
        for _ in range(self.max_steps):
            if is_over(state):
                return state
            try:  # ``who`` and then ``phase`` as remembered, without a call to either
                memory: dict[Any, Any] | None = state.remembered  # type: ignore[attr-defined]
            except AttributeError:  # a state that keeps no memory (``evolve.Remembers``)
                memory = None
            if memory is None:
                chance, waiting, _ = self._who(state)
            else:
                found = memory.get(WHO)
                if found is None:
                    found = memory[WHO] = self._who(state)
                chance, waiting, _ = found
            if chance is not None or waiting:
                return state
            phase = (memory.get(_PHASE) if memory is not None else None) or self.phase(state)
            if not phase.finished(state):
                return state
            state = self.enter(state, phase.id)
            if is_over(state):
                return state
        raise RuntimeError("the flow does not settle")

    def enter(self, state: S, after: str | None) -> S:
        """Begin the next step that applies after ``after`` (``None``: the first); past the
        last step, ``end_of_flow`` moves the levels above (and may end the game)."""
        nxt = self.flow_of(state).next_phase(after, state)
        if nxt is None:
            state = self.end_of_flow(state)
            if self.seats.is_over(state):
                return state
            if self.seats.with_memory is not None and self.seats.memory(state):
                # memory lasts one turn (one flow)
                state = self.seats.with_memory(state, frozenset())
            nxt = self.flow_of(state).next_phase(None, state)
            if nxt is None:
                raise ValueError("the flow has no step that applies")
        state = self.seats.with_step(state, nxt.id)
        return self.work(nxt.start(state))

    # -- memory that lasts one turn -----------------------------------------------------------

    def remembers(self, state: S, key: str) -> bool:
        """Whether ``key`` was noted this turn (a lock ability used, say)."""
        return key in self.seats.memory(state)

    def remember(self, state: S, key: str) -> S:
        """Note ``key`` until the end of this turn."""
        if self.seats.with_memory is None:
            raise ValueError("this game keeps no memory of a turn")
        return self.seats.with_memory(state, self.seats.memory(state) | {key})


# -- the levels above the steps --------------------------------------------------------------------


@dataclass(frozen=True)
class Clock(Generic[S]):
    """Where a game keeps the counters of its levels, so ``next_pass`` can move them.

    ``active``/``with_active`` are the seat whose turn it is (games of turns only); ``round``,
    ``start`` and their setters the round and the start player; ``end_game`` marks the game
    over (a game adds its final scoring there). ``after_turn`` and ``after_round`` are named
    moments a game (or an expansion) attaches its own clean-up to (cards back, cauldrons
    emptied), as plain state changes.
    """

    count: Callable[[S], int]
    round: Callable[[S], int]
    with_round: Callable[[S, int], S]
    start: Callable[[S], int]
    with_start: Callable[[S, int], S]
    end_game: Callable[[S], S]
    active: Callable[[S], int] | None = None
    with_active: Callable[[S, int], S] | None = None
    after_turn: Callable[[S], S] | None = None
    after_round: Callable[[S], S] | None = None


def next_pass(levels: Levels, clock: Clock[S]) -> Callable[[S], S]:
    """The runner's ``end_of_flow`` for these levels: what happens when the flow's last step is
    done. After a turn the next seat clockwise becomes active; when the turn comes back to the
    start player a round ends; after a round the start player may move, and after the last round
    the game ends."""

    def end_of_round(state: S) -> S:
        if clock.after_round is not None:
            state = clock.after_round(state)
        if levels.rounds is not None and clock.round(state) >= levels.rounds:
            return clock.end_game(state)
        state = clock.with_round(state, clock.round(state) + 1)
        if levels.start_moves:
            state = clock.with_start(state, (clock.start(state) + 1) % clock.count(state))
            if clock.with_active is not None:
                state = clock.with_active(state, clock.start(state))
        return state

    def end_of_turn(state: S) -> S:
        if clock.active is None or clock.with_active is None:
            raise ValueError("a game of turns keeps its active seat in the clock")
        if clock.after_turn is not None:
            state = clock.after_turn(state)
        following = (clock.active(state) + 1) % clock.count(state)
        state = clock.with_active(state, following)
        return end_of_round(state) if following == clock.start(state) else state

    return end_of_turn if levels.flow is Level.TURN else end_of_round
