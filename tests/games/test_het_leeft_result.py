"""The sentence that ends a game of Het Leeft!, checked against the seed's way of winning.

The basic game has no points: the first living monster wins (``het-leeft.winnen.basis``), and
a stuck game goes to the most filled places (``het-leeft.keuze.vast``). Only the advanced game
counts points, and there a tie is shared (``het-leeft.keuze.gelijk``).
"""

from __future__ import annotations

from rulebook.core.model.game import Playthrough
from rulebook.its_alive.bots import make_bots
from rulebook.its_alive.data import PLACES, Kind
from rulebook.its_alive.engine import make_game
from rulebook.its_alive.examples import GAME, full_board, stuck_game, table
from rulebook.its_alive.rules import card_total, game_score
from rulebook.its_alive.state import Player, Setup, State

NO_LIFE = "; niemand bracht het monster tot leven."


def ended(boards: list[tuple[str | None, ...]], *, advanced: bool = False) -> State:
    """A game over without a full board: every player passed (``het-leeft.keuze.vast``)."""
    setup = Setup(players=len(boards), advanced=advanced)
    players = [Player(coins=0, board=board) for board in boards]
    return table(players, [], setup=setup).but(over=True)


def only(kind: Kind) -> tuple[str | None, ...]:
    """A board with a part on one place only."""
    return full_board(*(k for k in PLACES if k is not kind))


def test_a_basic_game_is_won_by_the_first_living_monster_not_by_a_point() -> None:
    for seed in (1, 4):
        names = ["verzamelaar", "handelaar", "verzamelaar"]
        playing = Playthrough.start(make_game(), Setup(players=3), seed, make_bots(names, seed))
        playing.run()
        finisher = playing.state.finisher
        assert finisher is not None and playing.state.player(finisher).complete()
        sentence = GAME.result(playing.state).dutch()
        assert (
            sentence == f"Speler {finisher + 1} wint: die bracht als eerste het monster tot leven."
        )


def test_a_stuck_basic_game_goes_to_the_most_filled_places() -> None:
    ruling = stuck_game()
    state = ruling.result
    assert state.over and state.finisher is None
    filled = [p.filled() for p in state.players]
    best = max(filled)
    assert filled.count(best) == 1, "the worked example has one leader"
    leader = filled.index(best)
    assert (
        ruling.answer == f"Speler {leader + 1} wint met {best} gevulde plaatsen, de meeste{NO_LIFE}"
    )


def test_equal_filled_places_share_the_win_and_one_place_is_singular() -> None:
    even = ended([full_board(Kind.ARMS), full_board(Kind.HEAD), full_board(Kind.HEAD, Kind.LEGS)])
    assert [p.filled() for p in even.players] == [7, 7, 6]
    assert GAME.result(even).dutch() == (
        f"Speler 1 en speler 2 winnen samen met elk 7 gevulde plaatsen{NO_LIFE}"
    )
    one = ended([full_board(*PLACES), only(Kind.TORSO)])
    assert GAME.result(one).dutch() == f"Speler 2 wint met één gevulde plaats, de meeste{NO_LIFE}"


def test_the_advanced_game_counts_points_and_shares_a_tie() -> None:
    boards = [only(Kind.HEAD), only(Kind.TORSO)]
    state = ended(boards, advanced=True)
    scores = [game_score(card_total(board), 0, False) for board in boards]
    assert GAME.scores(state) == tuple(scores) and scores[0] == scores[1] > 1
    assert (
        GAME.result(state).dutch()
        == f"Speler 1 en speler 2 winnen samen met elk {scores[0]} punten."
    )
    lead = ended([full_board(Kind.ARMS), only(Kind.TORSO)], advanced=True)
    points = game_score(card_total(full_board(Kind.ARMS)), 0, False)
    assert GAME.result(lead).dutch() == f"Speler 1 wint met {points} punten."
