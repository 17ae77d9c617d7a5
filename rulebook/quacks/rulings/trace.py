"""The engine at work, watched: every state it passes through while it applies an action.

``Tracer`` is the engine (``Quacks``) itself with four hooks that write down what it does: an
action applied, a task it applied by itself (the decision runner's ``on_task``), and a phase
that began. It decides nothing: a test
replays scenarios with the plain engine and checks that both end in the very same state. The
explanations (``rulings.explain``) read these events, so the numbers they tell are the engine's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from rulebook.core.model.flow import Flow, Phase
from rulebook.quacks.actions import Action
from rulebook.quacks.engine import Quacks
from rulebook.quacks.table import GameState, Setup, Task


@dataclass(frozen=True)
class Event:
    """One thing the engine did, with the states before and after it.

    ``kind`` is ``zet`` (an action applied), ``taak`` (a task the engine applied by itself),
    ``fase`` (a phase that began) or ``rest`` (what changed between two of those: the end of a
    round, a card comparing hands, a new phase's name).
    """

    kind: str
    before: GameState
    after: GameState
    action: Action | None = None
    seat: int | None = None
    task: Task | None = None
    phase: str = ""


class Tracer(Quacks):
    """The engine, unchanged, writing down every state it passes through (``events``)."""

    def __init__(self, base: Quacks) -> None:
        super().__init__(base.base_flow, base.levels, tuple(base.expansions.values()))
        self.runner = replace(self.runner, on_task=self._task_done)
        self.plain = base
        """The engine without hooks, for a phase run again to compare (a card's share)."""
        self.events: list[Event] = []
        self._watched: dict[tuple[str, ...], Flow[GameState]] = {}

    def flow_of(self, setup: Setup) -> Flow[GameState]:
        key = setup.expansions
        if key not in self._watched:
            flow = super().flow_of(setup)
            self._watched[key] = Flow(
                tuple(replace(phase, begin=self._watch(phase), then=()) for phase in flow)
            )
        return self._watched[key]

    def _watch(self, phase: Phase[GameState]) -> Callable[[GameState], GameState]:
        def begin(state: GameState) -> GameState:
            after = phase.start(state)
            self.events.append(Event("fase", state, after, phase=phase.id))
            return after

        return begin

    def _apply_chance(self, state: GameState, action: Action) -> GameState:
        after = super()._apply_chance(state, action)
        self.events.append(Event("zet", state, after, action=action))
        return after

    def _apply_move(self, state: GameState, action: Action) -> GameState:
        after = super()._apply_move(state, action)
        self.events.append(Event("zet", state, after, action=action))
        return after

    def _task_done(self, state: GameState, after: GameState, seat: int, task: object) -> None:
        """A task the engine applied by itself (the runner tells)."""
        assert isinstance(task, Task)
        self.events.append(Event("taak", state, after, seat=seat, task=task))

    def settle(self, state: GameState) -> GameState:
        """Let the flow move on from a state in which nobody has to act (shaped by hand)."""
        return self._settle(state)

    def run(self, state: GameState, action: Action | None) -> tuple[GameState, list[Event]]:
        """Apply ``action`` (only settle when it is ``None``) and return what happened."""
        self.events = []
        after = self.settle(state) if action is None else self.apply(state, action)
        return after, with_gaps(state, self.events, after)


def with_gaps(first: GameState, events: list[Event], last: GameState) -> list[Event]:
    """The events, with a ``rest`` event wherever a state changed between two of them."""
    complete: list[Event] = []
    previous = first
    for event in events:
        if event.before != previous:
            complete.append(Event("rest", previous, event.before))
        complete.append(event)
        previous = event.after
    if previous != last:
        complete.append(Event("rest", previous, last))
    return complete
