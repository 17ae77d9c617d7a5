"""Replay file 1 of 2: half of the kernel's 2,000 seeded basic games of Het Leeft! played again
by the engine, action for action (see ``het_leeft_kernel_replay.py``; two files, so
pytest-xdist runs them side by side)."""

from __future__ import annotations

import pytest

from tests.games.het_leeft_kernel_replay import BASIC, blocks, replay


@pytest.mark.parametrize(("first", "last"), blocks(BASIC)[:10])
def test_the_engine_plays_the_kernels_basic_games(first: int, last: int) -> None:
    actions = [replay(case) for case in BASIC[first:last]]
    assert min(actions) > 20
