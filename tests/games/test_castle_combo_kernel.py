"""Castle Combo's kernel (issue #22, item 5): random players replayed through the engine, the
kernel's count of a square equal to the scoring rules' own, its strategies' weighing equal to
the computer players', what it covers, and ``simuleer`` in the kernel giving the engine's very
results (the strategy games are in ``test_castle_combo_kernel_replay.py``). Uit de Kerker! is
in every part, under every value of its options."""

from __future__ import annotations

import json
import random

import pytest

from rulebook.castle_combo import kernel
from rulebook.castle_combo.bots import Scorer
from rulebook.castle_combo.data import FACE_DOWN
from rulebook.castle_combo.engine import SpendKey, price, rules_of
from rulebook.castle_combo.rules import DEFAULT_RULES, final_view, total
from rulebook.castle_combo.state import EndTableau
from rulebook.castle_combo.table import Castle, Setup
from rulebook.core.model.cards import Deck, Pile
from rulebook.core.model.game import Playthrough, play_to_end
from tests.games.castle_combo_kernel_replay import (
    CASES,
    GAME,
    OPTIONS,
    STRATEGIES,
    agents,
    replay_random,
)
from tests.games.random_player import RandomPlayer

RANDOM_CASES = [
    (Setup(2 + i % 4, start=i % (2 + i % 4), kerker=OPTIONS[i % len(OPTIONS)]), 7000 + i, i)
    for i in range(84)
]


@pytest.mark.parametrize(("setup", "seed", "index"), RANDOM_CASES)
def test_the_kernel_follows_random_players_as_the_engine_does(
    setup: Setup, seed: int, index: int
) -> None:
    """Random players at every seat, or beside one of the computer players (every second seat):
    any key, any card, any place, any neighbour, any card to discard, any lock, row and
    neighbour's card."""
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
        setup = Setup(players, kerker=OPTIONS[index % len(OPTIONS)])
        playing = Playthrough.start(GAME, setup, 300 + index, seated)
        playing.run()
        for state in rng.sample(playing.states, 10):
            found.append((state, rng.randrange(players)))
    return found


POSITIONS = _positions(28)


def test_the_cases_hold_every_player_count_option_and_pairing() -> None:
    """The replayed games (``CASES``) hold each player count under each option, and every
    pairing of the three computer players at one table."""
    seen = {(setup.players, setup.kerker) for setup, _, _ in CASES}
    assert seen == {(players, rules) for players in range(2, 6) for rules in OPTIONS}
    pairs = {frozenset((a, b)) for _, _, mix in CASES for a in mix for b in mix if a != b}
    assert len(pairs) == 3 and {STRATEGIES[0]} < {s for _, _, mix in CASES for s in mix}


def test_the_kernel_counts_a_square_as_the_scoring_rules_do() -> None:
    """Every square of those positions, as if the game ended now and with more gold in hand
    (the purses fill; keys on locks join the keys): the points and the gold left over of
    ``rules.total``/``final_view``."""
    checked = 0
    for state, seat in POSITIONS:
        player = state.players[seat]
        square = kernel.square_of(player.tableau)
        rules = rules_of(state)
        for gold in (player.gold, player.gold + 7, 0):
            end = EndTableau.unchecked(player.tableau, player.keys, gold)
            expected = (total(end, rules), final_view(end, rules).end.gold)
            assert kernel.square_points(square, player.keys, gold, rules) == expected, str(end)
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
        assert rules_of(state) is DEFAULT_RULES or g.locks == (rules_of(state).locks == "alle")
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


def test_every_setup_is_covered_and_a_bad_one_is_refused() -> None:
    for players in range(2, 6):
        for start in range(players):
            for rules in OPTIONS:
                setup = Setup(players, start, rules)
                assert kernel.covers(setup) and kernel.uncovered(setup) is None
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


def test_simuleer_with_uit_de_kerker_plays_the_very_games_of_the_motor(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["castle-combo", "simuleer", "--spelers", "4", "--zaad", "3", "--partijen", "6"]
    args += ["--kerker"]
    fast = _simulated(capsys, *args)
    slow = _simulated(capsys, *args, "--motor")
    assert (fast["uitvoering"], slow["uitvoering"]) == ("kern", "motor")
    assert fast["kerker"] is True and fast["winsten"] == slow["winsten"]
    assert fast["gemiddelde_punten"] == slow["gemiddelde_punten"]


# -- play_out: a position of the engine continued to the end ------------------------------------


def _at_key(state: Castle) -> bool:
    return (
        state.step == "sleutel" and not state.over and state.queues[state.active] == (SpendKey(),)
    )


KEY_POSITIONS = [(state, seat) for state, seat in POSITIONS if _at_key(state)]


def _engine_end(state: Castle, mix: tuple[str, ...], seed: int) -> tuple[object, ...]:
    end = play_to_end(GAME, state, agents(mix, seed), seed)
    return tuple(GAME.scores(end)), tuple(GAME.result(end).winners)


def test_play_out_ends_a_position_as_play_to_end_does() -> None:
    """Positions of engine games waiting for a key, played on by other computer players."""
    assert len(KEY_POSITIONS) > 20
    for number, (state, _) in enumerate(KEY_POSITIONS):
        mix = tuple(STRATEGIES[(number + seat) % 3] for seat in range(len(state.players)))
        played = kernel.play_out(state, mix, number)
        assert played is not None
        assert (played.scores, played.winners) == _engine_end(state, mix, number), str(state)


def test_a_position_the_kernel_does_not_take_up_goes_to_the_engine() -> None:
    state, _ = next((s, seat) for s, seat in POSITIONS if s.step == "kopen" and not s.over)
    assert kernel.play_out(state, ("gulzig",) * len(state.players), 1) is None
    ended = next(s for s, _ in POSITIONS if s.over)
    done = kernel.play_out(ended, ("gulzig",) * len(ended.players), 1)
    assert done is not None and done.scores == tuple(GAME.scores(ended))


@pytest.mark.parametrize("where", [0, 1])
def test_a_location_that_runs_out_leaves_the_game_as_in_the_engine(where: int) -> None:
    """A hand-made position (the cards of one location's deck and discard pile laid out of the
    game, but for one or none): its row cannot be refilled, so the location leaves with its
    cards and the messenger goes to the other row (castle-combo.lege-rij), which then holds
    enough cards for every purchase still to come. The kernel's actions and result are the
    engine's."""
    left_the_game = 0
    tried = 0
    for number, (state, _) in enumerate(KEY_POSITIONS):
        other = 1 - where
        turns = (9 - state.round + 1) * len(state.players)
        supply = len(state.decks[other]) + len(state.discards[other]) + 3
        if supply < turns + 3 or tried == 10:
            continue
        tried += 1
        kept = list(state.decks[where])[: number % 2]
        out = [*state.out, *(c for c in state.decks[where] if c not in kept)]
        out += state.discards[where].cards
        decks, piles = list(state.decks), list(state.discards)
        decks[where], piles[where] = Deck.of(kept), Pile()
        short = state.but(decks=(decks[0], decks[1]), discards=(piles[0], piles[1]), out=tuple(out))
        mix = tuple(STRATEGIES[(number + seat) % 3] for seat in range(len(state.players)))
        played = kernel.play_out(short, mix, number, record=True)
        playing = Playthrough(GAME, short, number, agents(mix, number))
        playing.run()
        assert played is not None and played.actions is not None
        assert list(played.actions) == [str(a) for a in playing.actions], str(short)
        assert played.scores == tuple(GAME.scores(playing.state))
        assert played.winners == tuple(GAME.result(playing.state).winners)
        left_the_game += playing.state.gone == {where}
    assert tried == 10 and left_the_game >= 5
