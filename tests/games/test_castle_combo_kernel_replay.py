"""Castle Combo's kernel replayed: 600 seeded base games between the computer players (2 to 5
players, every start seat, every mix of ``willekeurig``, ``gulzig`` and ``planner``) played
again by the engine, action for action and by result (see ``castle_combo_kernel_replay.py``)."""

from __future__ import annotations

import pytest

from tests.games.castle_combo_kernel_replay import CASES, blocks, replay


@pytest.mark.parametrize(("first", "last"), blocks(CASES))
def test_the_engine_plays_the_kernels_games(first: int, last: int) -> None:
    actions = [replay(case) for case in CASES[first:last]]
    assert min(actions) > 2 * 9 + 6
