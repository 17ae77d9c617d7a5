"""Dobbelnim's rules, all in this one module: the game model's ``Game`` for a heap of stones.

On each turn chance first rolls the die; the player then takes at least one stone and at most
as many as the die shows (and as the heap holds). Whoever takes the last stone wins.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from rulebook.core import dutch
from rulebook.core.errors import IllegalActionError
from rulebook.core.game import CHANCE, Result, highest_scores
from rulebook.nim.state import NimAction, NimSetup, NimState, Roll, Take, parse_action, parse_state

ROLL = "dobbelnim.gooien"
TAKE = "dobbelnim.nemen"
END = "dobbelnim.einde"


class Nim:
    """The rules of Dobbelnim as the game model's ``Game``."""

    id = "dobbelnim"

    def new_game(self, setup: NimSetup, seed: int) -> NimState:
        if not isinstance(setup, NimSetup):
            raise TypeError(f"Dobbelnim needs a NimSetup, not {type(setup).__name__}")
        setup.check()
        return NimState(setup.stones, setup.faces, seed)

    def current_players(self, state: NimState) -> tuple[int, ...]:
        if state.winner is not None:
            return ()
        return (CHANCE,) if not state.rolled else (state.to_move,)

    def legal_actions(self, state: NimState, player: int) -> Sequence[NimAction]:
        if player not in self.current_players(state) or player == CHANCE:
            return []
        most = min(state.rolled, state.stones)
        return [Take(player, n) for n in range(1, most + 1)]

    def chance_outcomes(self, state: NimState) -> Sequence[tuple[NimAction, Fraction]]:
        if self.current_players(state) != (CHANCE,):
            return []
        return [(Roll(face), Fraction(1, state.faces)) for face in range(1, state.faces + 1)]

    def apply(self, state: NimState, action: NimAction) -> NimState:
        if not isinstance(action, Roll | Take):
            raise TypeError(f"apply needs a Roll or a Take, not {type(action).__name__}")
        if state.winner is not None:
            raise IllegalActionError(END, "Het spel is voorbij.")
        if isinstance(action, Roll):
            if state.rolled or not 1 <= action.face <= state.faces:
                raise IllegalActionError(ROLL, "Nu wordt er niet gegooid.")
            return NimState(state.stones, state.faces, state.seed, state.to_move, action.face)
        if action.seat != state.to_move or not state.rolled:
            raise IllegalActionError(TAKE, f"Speler {action.seat + 1} is niet aan de beurt.")
        if not 1 <= action.stones <= min(state.rolled, state.stones):
            raise IllegalActionError(
                TAKE,
                f"Je mag 1 tot {min(state.rolled, state.stones)} stenen nemen, niet "
                f"{action.stones}.",
            )
        left = state.stones - action.stones
        winner = action.seat if left == 0 else None
        return NimState(left, state.faces, state.seed, 1 - state.to_move, 0, winner)

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
        stones = dutch.count(action.stones, "steen", "stenen", one="1")
        return f"speler {action.seat + 1} neemt {stones}"
