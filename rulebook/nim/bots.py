"""Dobbelnim's computer players."""

from __future__ import annotations

from collections.abc import Sequence

from rulebook.nim.state import NimAction, NimState, Take


class TakeMost:
    """A computer player that always takes as many stones as it may."""

    name = "gretig"

    def choose(
        self, game: object, state: NimState, player: int, legal: Sequence[NimAction]
    ) -> NimAction:
        return legal[-1]


class LeaveFour:
    """A computer player that leaves a multiple of (faces + 1) stones when it can (the winning
    habit when the die shows the most), else takes one."""

    name = "slim"

    def choose(
        self, game: object, state: NimState, player: int, legal: Sequence[NimAction]
    ) -> NimAction:
        for action in legal:
            if isinstance(action, Take) and (state.stones - action.stones) % (state.faces + 1) == 0:
                return action
        return legal[0]


BOTS: dict[str, TakeMost | LeaveFour] = {"gretig": TakeMost(), "slim": LeaveFour()}
"""The computer players by their Dutch names."""
