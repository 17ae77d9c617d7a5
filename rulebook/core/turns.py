"""The runner's adapters for the common case: a frozen state of a game of turns.

Most games keep what the decision runner reads in the same fields: ``queues`` (one queue per
seat, then the table's: ``runner.TABLE`` is -1, the last), ``active`` (whose turn it is),
``start`` (the start player), ``round``, ``step`` (the phase being played), ``memory`` (what was
noted this turn) and ``over``. ``TurnFields`` builds the ``Seats`` and ``Clock`` for such a state
once, so a game does not copy the same nine lambdas; a game only says how many seats a state
has and how to change fields (``dataclasses.replace`` unless it has a faster way).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

from rulebook.core.runner import Clock, Seats, Task

S = TypeVar("S")


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
        return Seats(
            count=self.count,
            queue=lambda s, seat: s.queues[seat],  # type: ignore[attr-defined]
            with_queue=self.with_queue,
            step=lambda s: s.step,  # type: ignore[attr-defined]
            with_step=lambda s, step: change(s, step=step),
            origin=lambda s: s.active,  # type: ignore[attr-defined]
            is_over=lambda s: s.over,  # type: ignore[attr-defined]
            memory=lambda s: s.memory,  # type: ignore[attr-defined]
            with_memory=lambda s, memory: change(s, memory=memory),
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
            round=lambda s: s.round,  # type: ignore[attr-defined]
            with_round=lambda s, n: change(s, round=n),
            start=lambda s: s.start,  # type: ignore[attr-defined]
            with_start=lambda s, seat: change(s, start=seat),
            end_game=end_game or (lambda s: change(s, over=True)),
            active=lambda s: s.active,  # type: ignore[attr-defined]
            with_active=lambda s, seat: change(s, active=seat),
            after_turn=after_turn,
            after_round=after_round,
        )
