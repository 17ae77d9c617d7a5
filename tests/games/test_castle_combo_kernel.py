"""Castle Combo's kernel (issue #22, item 5): random players replayed through the engine, the
kernel's count of a square equal to the scoring rules' own, its strategies' weighing equal to
the computer players', what it covers, and ``simuleer`` in the kernel giving the engine's very
results (the strategy games are in ``test_castle_combo_kernel_replay.py``)."""

from __future__ import annotations

import json
import random

import pytest

from rulebook.castle_combo import kernel
from rulebook.castle_combo.bots import Scorer
from rulebook.castle_combo.data import FACE_DOWN
from rulebook.castle_combo.engine import price
from rulebook.castle_combo.rules import Rules, final_view, total
from rulebook.castle_combo.state import EndTableau
from rulebook.castle_combo.table import Castle, Setup
from rulebook.core.game import Playthrough
from tests.games.castle_combo_kernel_replay import (
    GAME,
    STRATEGIES,
    agents,
    replay_random,
)
from tests.games.random_player import RandomPlayer

RANDOM_CASES = [(Setup(2 + i % 4, start=i % (2 + i % 4)), 7000 + i, i) for i in range(80)]


@pytest.mark.parametrize(("setup", "seed", "index"), RANDOM_CASES)
def test_the_kernel_follows_random_players_as_the_engine_does(
    setup: Setup, seed: int, index: int
) -> None:
    """Random players at every seat, or beside one of the computer players (every second seat):
    any key, any card, any place, any neighbour and any card to discard."""
    seats: list[str | None] = [None] * setup.players
    if index % 3:
        other = STRATEGIES[index % 3]
        seats = [None if seat % 2 == 0 else other for seat in range(setup.players)]
    assert replay_random(setup, seed, seats) > 9 * setup.players


def _positions(count: int) -> list[tuple[Castle, int]]:
    """Positions of seeded engine games between random players (who lay gold on purses, take
    cards face down and buy dear cards) and the strategies, each with a seat to look at."""
    rng = random.Random(22)
    found = []
    for index in range(count):
        players = 2 + index % 4
        mix = [STRATEGIES[(index + seat) % 3] for seat in range(players)]
        seated = agents(mix, index)
        if index % 2:
            seated[0] = RandomPlayer(index)
        playing = Playthrough.start(GAME, Setup(players), 300 + index, seated)
        playing.run()
        for state in rng.sample(playing.states, 10):
            found.append((state, rng.randrange(players)))
    return found


POSITIONS = _positions(24)


def test_the_kernel_counts_a_square_as_the_scoring_rules_do() -> None:
    """Every square of those positions, as if the game ended now and with more gold in hand
    (the purses fill): the points and the gold left over of ``rules.total``/``final_view``."""
    checked = 0
    for state, seat in POSITIONS:
        player = state.players[seat]
        square = kernel.square_of(player.tableau)
        for gold in (player.gold, player.gold + 7, 0):
            end = EndTableau.unchecked(player.tableau, player.keys, gold)
            expected = (total(end), final_view(end).end.gold)
            assert kernel.square_points(square, player.keys, gold) == expected, str(end)
            checked += 1
    assert checked == 3 * len(POSITIONS)


def test_the_kernel_weighs_a_card_as_the_computer_players_do() -> None:
    """For every card of both rows the seat can pay, and a card taken face down: the points and
    the place of ``bots.Scorer.best`` (the square's points with the card on its best place)."""
    weighed = 0
    for state, seat in POSITIONS:
        if state.over or len(state.players[seat].tableau.cards) == 9:
            continue
        g = kernel._Game(state.setup, 0)
        g.squares = [kernel.square_of(p.tableau) for p in state.players]
        me = state.players[seat]
        for card in (*state.rows[0].cards(), *state.rows[1].cards()):
            cost = price(kernel.CARDS[kernel.RANK[card]], me)
            if cost > me.gold:
                continue  # the players weigh only the cards they can pay
            mine = kernel._best(g, seat, kernel.RANK[card], False, me.gold - cost, me.keys)
            assert mine == Scorer().best(state, seat, card, False), (str(state), card)
            weighed += 1
        gold, keys = me.gold + kernel.FACE_DOWN_GOLD, me.keys + kernel.FACE_DOWN_KEYS
        mine = kernel._best(g, seat, 0, True, gold, keys)
        assert mine == Scorer().best(state, seat, FACE_DOWN, True)
    assert weighed > 500


def test_the_base_game_is_covered_and_uit_de_kerker_goes_to_the_engine() -> None:
    for players in range(2, 6):
        for start in range(players):
            assert kernel.covers(Setup(players, start)) and kernel.uncovered(Setup(players)) is None
    dungeon = Setup(3, kerker=Rules())
    assert not kernel.covers(dungeon)
    assert "Uit de Kerker!" in str(kernel.uncovered(dungeon))
    with pytest.raises(ValueError, match="Uit de Kerker!"):
        kernel.play_game(dungeon, 1, ("gulzig",) * 3)
    with pytest.raises(TypeError):
        kernel.covers(4)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="3 seats"):
        kernel.play_game(Setup(3), 1, ("gulzig", "planner"))
    with pytest.raises(ValueError, match="not in tuple"):
        kernel.play_game(Setup(2), 1, ("gulzig", "bluffer"))


def test_a_game_picks_its_winners_from_its_own_scores() -> None:
    """A result a player can check: the most points win; a tie is broken by gold."""
    for seed in range(40):
        played = kernel.play_game(Setup(3), seed, ("gulzig", "planner", "willekeurig"))
        best = max(played.scores)
        assert set(played.winners) <= {s for s, p in enumerate(played.scores) if p == best}
        assert played.winners and played.actions is None


def _simulated(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    from rulebook.cli import main

    assert main([*args, "--json"]) == 0
    data: dict[str, object] = json.loads(capsys.readouterr().out)
    return data


def test_simuleer_plays_in_the_kernel_the_very_games_of_the_motor(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["castle-combo", "simuleer", "--spelers", "3", "--zaad", "8", "--partijen", "10"]
    args += ["--computers", "gulzig", "planner", "willekeurig"]
    fast = _simulated(capsys, *args)
    slow = _simulated(capsys, *args, "--motor")
    assert (fast["uitvoering"], slow["uitvoering"]) == ("kern", "motor")
    assert fast["winsten"] == slow["winsten"]
    assert fast["gemiddelde_punten"] == slow["gemiddelde_punten"]
    for data in (fast, slow):
        assert data["partijen_per_seconde"] == data["per_seconde"]


def test_simuleer_with_uit_de_kerker_says_the_motor_played(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["castle-combo", "simuleer", "--spelers", "2", "--partijen", "1", "--kerker"]
    data = _simulated(capsys, *args)
    assert data["uitvoering"] == "motor" and data["kerker"] is True
