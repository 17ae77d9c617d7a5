"""Golden games: seeded whole games checked in as logs, replayed action by action.

Two checks per log: the engine accepts every logged action and ends in the logged last state
with the logged scores; and playing the same seed with the same computer players again writes
the very same log. A change in the rules' behaviour fails here until ``make golden`` rewrites
the logs and the diff is read.
"""

from __future__ import annotations

import pytest

from rulebook.core.game import GameRecord
from rulebook.games import game as make_game
from rulebook.quacks.engine import winners
from tools.make_golden import GOLDEN, golden_games, play

GAMES = golden_games()


def test_every_golden_game_is_checked_in() -> None:
    assert sorted(path.name for path in GOLDEN.glob("*.log")) == sorted(GAMES)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_log_replays_to_its_last_state_and_scores(name: str) -> None:
    text = (GOLDEN / name).read_text(encoding="utf-8")
    game = make_game()
    record = GameRecord.parse(game, text)
    *_, last = record.states(game)
    final, scores = GameRecord.ending(text)
    assert game.is_over(last)
    assert str(last) == final
    assert game.scores(last) == scores
    assert winners(last), "a finished game has a winner"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_same_seed_plays_the_same_game_again(name: str) -> None:
    setup, seed, styles = GAMES[name]
    lines = play(setup, seed, styles)
    logged = (GOLDEN / name).read_text(encoding="utf-8").splitlines()
    assert lines == logged, f"{name} changed: run 'make golden' and read the diff"


def test_every_set_and_player_count_has_a_golden_game() -> None:
    setups = [setup for setup, _, _ in GAMES.values()]
    assert {s.players for s in setups} == {2, 3, 4, 5}  # type: ignore[attr-defined]
    sets = {n for s in setups for n in s.books}  # type: ignore[attr-defined]
    assert sets == {1, 2, 3, 4}
