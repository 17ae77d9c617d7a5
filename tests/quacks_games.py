"""Whole Kwakzalvers games played by the engine with the three computer styles in turn round the
table, kept per setup and seed: the positions several test files walk (the lessons, the playout
short cuts)."""

from __future__ import annotations

from functools import cache
from typing import Any

from rulebook.core.model.game import Playthrough
from rulebook.quacks.bots import BOTS
from rulebook.quacks.engine import shared_game
from rulebook.quacks.table import Setup

STYLES = ("voorzichtig", "gulzig", "rekenaar")


@cache
def played(setup: Setup, seed: int) -> Playthrough[Any, Any]:
    """The game of ``setup`` from ``seed``, played to the end (the same object every time)."""
    agents: dict[int, Any] = {seat: BOTS[STYLES[seat % 3]] for seat in range(setup.players)}
    play = Playthrough.start(shared_game(), setup, seed, agents)
    play.run()
    return play
