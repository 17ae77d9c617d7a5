"""What Dobbelnim adds to the leermodus (``core.reader.lessons``): each take with what it leaves
on the heap, the die's clause for the roll, and the win share of each take by playouts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core import dutch
from rulebook.core.model.game import Agent, Game
from rulebook.core.reader.lessons import Decision, OptionLesson, basic_decision, engine_outcome
from rulebook.nim.bots import BOTS
from rulebook.nim.engine import TAKE
from rulebook.nim.state import NimState, Take


class NimTeacher:
    """Dobbelnim's teacher: the clause of taking, and what each take leaves."""

    unit = "winstkans"

    def decision(self, game: Game[Any, Any], state: NimState, seat: int) -> Decision:
        basic = basic_decision(game, state, seat)
        options = tuple(
            OptionLesson(option.notation, option.label, TAKE, _leaves(state, action))
            for option, action in zip(basic.options, game.legal_actions(state, seat), strict=True)
        )
        heap = dutch.count(state.stones, "steen", "stenen")
        most = min(state.rolled, state.stones)
        question = (
            f"{dutch.player(seat).capitalize()} gooide {state.rolled} en neemt 1 tot {most} "
            f"van de {heap}."
        )
        return Decision(seat, question, TAKE, options)

    def strategies(self) -> Mapping[str, Agent[Any, Any]]:
        return dict(BOTS)

    def outcome(self, game: Game[Any, Any], state: Any, seat: int, action: Any, seed: int) -> float:
        return _OUTCOME(game, state, seat, action, seed)


def _leaves(state: NimState, action: Any) -> str:
    if not isinstance(action, Take):
        return ""
    left = state.stones - action.stones
    if left == 0:
        return "Je pakt de laatste steen en wint."
    verb = dutch.agree(left, "blijft", "blijven")
    return f"Er {verb} {dutch.count(left, 'steen', 'stenen')} liggen voor de ander."


_OUTCOME = engine_outcome(lambda state: {0: BOTS["slim"], 1: BOTS["slim"]})
"""Playouts between two 'slim' players: how a take works out against good play."""


def teacher() -> NimTeacher:
    return NimTeacher()
