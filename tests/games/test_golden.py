"""Golden games: seeded whole games checked in as logs, replayed action by action.

Every registered game names its golden games in its own package (``trials().golden``). Two
checks per log: the engine accepts every logged action and ends in the logged last state with
the logged scores and a result; and playing the same seed with the same computer players again
writes the very same log. A change in the rules' behaviour fails here until ``make golden``
rewrites the logs and the diff is read.
"""

from __future__ import annotations

import pytest

from rulebook.core.model.game import GameRecord
from rulebook.games import BY_ID, base_games
from rulebook.games import game as make_game
from tools.make_golden import GOLDEN, golden_games, play

GAMES = golden_games()


def test_every_golden_game_is_checked_in() -> None:
    assert sorted(path.name for path in GOLDEN.glob("*.log")) == sorted(GAMES)


def test_every_game_has_a_golden_game() -> None:
    assert {game_id for game_id, _ in GAMES.values()} == {d.id for d in base_games()}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_log_replays_to_its_last_state_and_scores(name: str) -> None:
    game_id, _ = GAMES[name]
    text = (GOLDEN / name).read_text(encoding="utf-8")
    game = make_game(game_id)
    record = GameRecord.parse(game, text)
    assert record.game_id == game.id
    *_, last = record.states(game)
    final, scores = GameRecord.ending(text)
    assert game.is_over(last)
    assert str(last) == final
    assert game.scores(last) == scores
    result = game.result(last)
    assert result.winners and all(scores[seat] == max(scores) for seat in result.winners)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_same_seed_plays_the_same_game_again(name: str) -> None:
    game_id, golden = GAMES[name]
    lines = play(game_id, golden)
    logged = (GOLDEN / name).read_text(encoding="utf-8").splitlines()
    assert lines == logged, f"{name} changed: run 'make golden' and read the diff"


def test_every_set_and_player_count_of_the_kwakzalvers_has_a_golden_game() -> None:
    setups = [
        golden.setup for game_id, golden in GAMES.values() if game_id == BY_ID["kwakzalvers"].id
    ]
    assert {s.players for s in setups} == {2, 3, 4, 5}
    sets = {n for s in setups for n in s.books}
    assert sets == {1, 2, 3, 4}
