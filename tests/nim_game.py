"""Dobbelnim: a tiny game of the model, written only against ``rulebook.core.game``, for tests
that must show a piece of the rulebook is generic (the game table, the menus, the playthrough).

A heap of stones lies between two players. On each turn chance first rolls a die with faces 1 to
``faces``; the player then takes at least one stone and at most as many as the die shows (and
as the heap holds). Whoever takes the last stone wins: 1 point, the other 0.

Notation: ``dobbel 3`` (chance rolled a 3) and ``2 neemt 1`` (the second player takes one).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from rulebook.core.errors import IllegalActionError, NotationError
from rulebook.core.game import CHANCE, Result, highest_scores

CLAUSE = "nim.nemen"


@dataclass(frozen=True)
class NimSetup:
    stones: int = 10
    faces: int = 3


@dataclass(frozen=True)
class NimState:
    stones: int
    faces: int
    seed: int
    to_move: int = 0
    rolled: int = 0
    """What the die showed this turn (0: not rolled yet)."""
    winner: int | None = None

    def __str__(self) -> str:
        return (
            f"stenen={self.stones} dobbelsteen={self.faces} zaad={self.seed} "
            f"beurt={self.to_move} gegooid={self.rolled} winnaar={self.winner}"
        )

    def _repr_html_(self) -> str:
        return f'<p class="nim-heap">{"●" * self.stones} ({self.stones} stenen)</p>'


@dataclass(frozen=True)
class Roll:
    face: int

    def __str__(self) -> str:
        return f"dobbel {self.face}"


@dataclass(frozen=True)
class Take:
    seat: int
    stones: int

    def __str__(self) -> str:
        return f"{self.seat + 1} neemt {self.stones}"


NimAction = Roll | Take


class Nim:
    id = "dobbelnim"

    def new_game(self, setup: NimSetup, seed: int) -> NimState:
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
        if state.winner is not None:
            raise IllegalActionError(CLAUSE, "Het spel is voorbij.")
        if isinstance(action, Roll):
            if state.rolled or not 1 <= action.face <= state.faces:
                raise IllegalActionError(CLAUSE, "Nu wordt er niet gegooid.")
            return NimState(state.stones, state.faces, state.seed, state.to_move, action.face)
        if action.seat != state.to_move or not state.rolled:
            raise IllegalActionError(CLAUSE, f"Speler {action.seat + 1} is niet aan de beurt.")
        if not 1 <= action.stones <= min(state.rolled, state.stones):
            raise IllegalActionError(
                CLAUSE,
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
        return state

    def result(self, state: NimState) -> Result:
        return highest_scores(self.scores(state))

    def parse_action(self, text: str) -> NimAction:
        if match := re.fullmatch(r"dobbel ([1-9])", text):
            return Roll(int(match[1]))
        if match := re.fullmatch(r"([12]) neemt ([0-9]{1,2})", text):
            return Take(int(match[1]) - 1, int(match[2]))
        raise NotationError(CLAUSE, f"‘{text[:30]}’ is geen zet van dobbelnim.")

    def parse_state(self, text: str) -> NimState:
        fields = dict(word.split("=") for word in text.split())
        winner = None if fields["winnaar"] == "None" else int(fields["winnaar"])
        return NimState(
            int(fields["stenen"]),
            int(fields["dobbelsteen"]),
            int(fields["zaad"]),
            int(fields["beurt"]),
            int(fields["gegooid"]),
            winner,
        )

    def describe(self, state: NimState, action: NimAction) -> str:
        if isinstance(action, Roll):
            return f"de dobbelsteen geeft {action.face}"
        stones = "1 steen" if action.stones == 1 else f"{action.stones} stenen"
        return f"speler {action.seat + 1} neemt {stones}"


class TakeMost:
    """A computer player that always takes as many stones as it may."""

    name = "gretig"

    def choose(
        self, game: object, state: NimState, player: int, legal: Sequence[NimAction]
    ) -> NimAction:
        return legal[-1]
