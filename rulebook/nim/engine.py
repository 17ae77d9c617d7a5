"""Dobbelnim's engine, all its rules in one module: a heap of stones on the core's runner.

On each turn chance first rolls the die; the player then takes at least one stone and at most
as many as the die shows (and as the heap holds). Whoever takes the last stone wins.

The smallest game on the shared machinery (``core.model.runner``, ``task_game``): the roll is
the table's chance task (``RollDie``), the take the mover's choice (``TakeStones``, a code per
number of stones). Its state stores no queue: what is asked follows from the state (not rolled
yet: the table rolls; rolled: the mover takes), so ``SEATS`` reads the queues from it and a
taken task leaves nothing to store. Its actions keep their own notation (``dobbel 3``,
``2 neemt 1``) through ``as_move``/``from_move``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from rulebook.core import dutch
from rulebook.core.errors import IllegalActionError
from rulebook.core.model.flow import Flow, Phase
from rulebook.core.model.game import Result, highest_scores
from rulebook.core.model.runner import (
    TABLE,
    Chance,
    Option,
    Runner,
    Seats,
    Task,
    TaskKind,
    TaskRule,
)
from rulebook.core.model.task_game import Move, Outcome, Pick, TaskGame
from rulebook.nim.state import (
    SETUP,
    NimAction,
    NimSetup,
    NimState,
    Roll,
    Take,
    parse_action,
    parse_state,
)

ROLL = "dobbelnim.gooien"
TAKE = "dobbelnim.nemen"
END = "dobbelnim.einde"


@dataclass(frozen=True)
class RollDie(Chance):
    """The table rolls the die: each face with the same chance."""

    def outcomes(self, state: Any, seat: int) -> list[tuple[Any, Fraction]]:
        return [
            (Outcome(TABLE, str(f)), Fraction(1, state.faces)) for f in range(1, state.faces + 1)
        ]

    def resolve(self, state: Any, seat: int, action: Any) -> Any:
        return replace(state, rolled=int(action.code))


@dataclass(frozen=True)
class TakeStones(Task):
    """The mover takes 1 stone up to what the die shows (and the heap holds); always asked,
    even when only one number is possible (a take is the player's own move)."""


def _take_options(state: NimState, seat: int, task: TakeStones) -> list[Option]:
    def take(count: int) -> Any:
        def taken(s: NimState) -> NimState:
            left = s.stones - count
            winner = seat if left == 0 else None
            return NimState(left, s.faces, s.seed, 1 - s.to_move, 0, winner)

        return taken

    most = min(state.rolled, state.stones)
    return [Option(str(n), f"neem {_stones(n)}", take(n)) for n in range(1, most + 1)]


def _stones(count: int) -> str:
    return dutch.count(count, "steen", "stenen", one="1")


def _queue(state: NimState, seat: int) -> tuple[Task, ...]:
    if state.winner is not None:
        return ()
    if seat == TABLE:
        return () if state.rolled else (RollDie(),)
    return (TakeStones(),) if state.rolled and seat == state.to_move else ()


def _popped(state: NimState, seat: int, tasks: tuple[Task, ...]) -> NimState:
    """The runner only ever takes Dobbelnim's single task off a queue: nothing to store."""
    if tasks:
        raise ValueError("Dobbelnim's queues follow from its state; nothing can be pushed")
    return state


SEATS: Seats[NimState] = Seats(
    count=lambda state: 2,
    queue=_queue,
    with_queue=_popped,
    step=lambda state: "beurt",
    with_step=lambda state, step: state,
    origin=lambda state: state.to_move,
    is_over=lambda state: state.winner is not None,
)
FLOW: Flow[NimState] = Flow(
    (
        Phase(
            "beurt",
            "Een beurt",
            "Gooi de dobbelsteen en neem 1 tot zoveel stenen als hij toont.",
            TAKE,
            who="de speler aan de beurt",
            ends="als de laatste steen genomen is",
            finished=lambda state: state.winner is not None,
        ),
    )
)
RUNNER: Runner[NimState] = Runner(
    SEATS,
    {TakeStones: TaskRule(TaskKind.CHOICE, options=_take_options)},
    flow_of=lambda state: FLOW,
    end_of_flow=lambda state: state,
)


def _whole(value: int, what: str) -> int:
    """``value`` when it is a whole number (a ``TypeError`` for a bool, text or ``None``)."""
    if type(value) is not int:
        raise TypeError(f"{what} is a whole number, not {type(value).__name__}")
    return value


class Nim(TaskGame[NimState, NimAction]):
    """The rules of Dobbelnim as the game model's ``Game``, run by the core's runner."""

    id = "dobbelnim"
    runner = RUNNER
    clause_id = TAKE
    seats_clause = SETUP

    def new_game(self, setup: NimSetup, seed: int) -> NimState:
        if not isinstance(setup, NimSetup):
            raise TypeError(f"Dobbelnim needs a NimSetup, not {type(setup).__name__}")
        setup.check()
        return NimState(setup.stones, setup.faces, seed)

    def as_move(self, action: NimAction) -> Move:
        if isinstance(action, Roll):
            return Outcome(TABLE, str(_whole(action.face, "a face")))
        if isinstance(action, Take):
            return Pick(action.seat, str(_whole(action.stones, "a number of stones")))
        raise TypeError(f"apply needs a Roll or a Take, not {type(action).__name__}")

    def from_move(self, move: Move) -> NimAction:
        if isinstance(move, Outcome):
            return Roll(int(move.code))
        return Take(move.seat, int(move.code))

    def refusal(self, state: NimState, action: Move) -> IllegalActionError:
        """In Dobbelnim's words: whose turn it is, or how many stones may be taken."""
        if not state.rolled:
            return IllegalActionError(ROLL, "Eerst wordt er gegooid.")
        if action.seat != state.to_move:
            return IllegalActionError(TAKE, f"Speler {action.seat + 1} is niet aan de beurt.")
        most = min(state.rolled, state.stones)
        return IllegalActionError(TAKE, f"Je mag 1 tot {most} stenen nemen, niet {action.code}.")

    def is_over(self, state: NimState) -> bool:
        return state.winner is not None

    def scores(self, state: NimState) -> tuple[int, ...]:
        return tuple(int(seat == state.winner) for seat in (0, 1))

    def observation(self, state: NimState, seat: int) -> NimState:
        """The heap and the die lie open: every seat sees the whole state."""
        return state

    def result(self, state: NimState) -> Result:
        return highest_scores(self.scores(state))

    def parse_action(self, text: str) -> NimAction:
        return parse_action(text)

    def parse_state(self, text: str) -> NimState:
        return parse_state(text)

    def describe(self, state: NimState, action: NimAction) -> str:
        if isinstance(action, Roll):
            return f"de dobbelsteen geeft {action.face}"
        if isinstance(action, Take):
            return f"speler {action.seat + 1} neemt {_stones(action.stones)}"
        raise TypeError(f"no Dobbelnim action: {type(action).__name__}")  # pragma: no cover


def make_game(*expansions: object) -> Nim:
    """Dobbelnim has no expansions."""
    if expansions:
        raise ValueError("Dobbelnim has no expansions")
    return Nim()
