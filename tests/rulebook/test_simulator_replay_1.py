"""Replay file 1 of 4: a quarter of the simulator's 1,000 seeded games through the engine
(see ``simulator_replay.py``; the files are separate so pytest-xdist runs them side by side)."""

from __future__ import annotations

import pytest

from rulebook.quacks.strategies import Style
from rulebook.quacks.table import Setup
from tests.rulebook.simulator_replay import case_id, chunk, replay


@pytest.mark.parametrize(("setup", "seed", "styles"), chunk(1), ids=case_id)
def test_the_engine_replays_the_kernels_game(
    setup: Setup, seed: int, styles: tuple[Style, ...]
) -> None:
    replay(setup, seed, styles)
