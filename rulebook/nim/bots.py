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

    def reason(
        self,
        game: object,
        state: NimState,
        player: int,
        legal: Sequence[NimAction],
        chosen: NimAction,
    ) -> str:
        return "gretig neemt altijd zoveel stenen als de worp toestaat."


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

    def reason(
        self,
        game: object,
        state: NimState,
        player: int,
        legal: Sequence[NimAction],
        chosen: NimAction,
    ) -> str:
        if isinstance(chosen, Take) and (state.stones - chosen.stones) % (state.faces + 1) == 0:
            left = state.stones - chosen.stones
            return (
                f"slim laat {left} liggen, een veelvoud van {state.faces + 1}: zo krijgt de ander "
                "de laatste steen nooit in één worp."
            )
        return "slim vindt geen veelvoud om achter te laten en neemt er één."


BOTS: dict[str, TakeMost | LeaveFour] = {"gretig": TakeMost(), "slim": LeaveFour()}
"""The computer players by their Dutch names."""
