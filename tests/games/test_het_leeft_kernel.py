"""Het Leeft!'s kernel (issue #22, items 2 and 3): the advanced series and random players
replayed through the engine, and ``play_out`` from positions of real games equal to the
engine's ``play_to_end`` (the basic games are in ``test_het_leeft_kernel_replay_*.py``)."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest

from rulebook.core.model.cards import Deck
from rulebook.core.model.game import Playthrough, play_to_end
from rulebook.its_alive import kernel
from rulebook.its_alive.advice import DEALS_PER_PLAYOUT, deal, unseen_cards
from rulebook.its_alive.bots import make_bots
from rulebook.its_alive.data import (
    EXAMPLE_VALUES,
    PLACES,
    CardValues,
    CoffinScore,
    FetchPayment,
    Kind,
    Stall,
    kind_of,
    value_of,
)
from rulebook.its_alive.engine import ItsAliveGame
from rulebook.its_alive.rules import Dispose
from rulebook.its_alive.state import Player, Setup, State
from tests.games.het_leeft_kernel_replay import (
    ADVANCED,
    HIGH,
    REPEATED,
    STRATEGIES,
    blocks,
    replay,
    replay_random,
)

GAME = ItsAliveGame()


@pytest.mark.parametrize(("first", "last"), blocks(ADVANCED))
def test_the_engine_plays_the_kernels_advanced_series(first: int, last: int) -> None:
    actions = [replay(case) for case in ADVANCED[first:last]]
    assert min(actions) > 40


RANDOM_CASES = [
    (
        Setup(
            players=2 + index % 4,
            start=index % (2 + index % 4),
            advanced=index % 5 == 4,
            values=(REPEATED, HIGH)[index % 2] if index % 3 == 2 else Setup().values,
            fetch_payment=FetchPayment.MIXED if index % 4 == 3 else FetchPayment.SEPARATE,
            coffins=CoffinScore.ONE if index % 7 == 1 else CoffinScore.EACH,
        ),
        700 + index,
        index,
    )
    for index in range(40)
]


@pytest.mark.parametrize(("setup", "seed", "index"), RANDOM_CASES)
def test_the_kernel_follows_random_players_as_the_engine_does(
    setup: Setup, seed: int, index: int
) -> None:
    """Random players (swaps included) at every seat, or beside the strategies (every second
    seat; all of them with the mixed payment, which random players alone drag on for long)."""
    seats: list[str | None] = [None] * setup.players
    if index % 2 or setup.fetch_payment is FetchPayment.MIXED:
        seats = [None if seat % 2 == 0 else STRATEGIES[index % 2] for seat in range(setup.players)]
    assert replay_random(setup, seed, seats) > 30


# -- play_out: a position of the engine continued to the end ------------------------------------


def _positions(count: int) -> list[tuple[State, tuple[str, ...], int]]:
    """Positions from seeded engine games, at every kind of moment (a card to choose, a draw,
    an uprising to calm, a fetch to pay, kopen/verkopen/veilen, an opening bid, the bids), with
    the strategies and seed to play them out with."""
    rng = random.Random(22)
    found = []
    for index in range(count):
        players = 2 + index % 4
        setup = Setup(
            players=players,
            start=index % players,
            advanced=index % 3 == 1,
            values=(Setup().values, REPEATED, HIGH)[index % 3],
            fetch_payment=FetchPayment.MIXED if index % 5 == 2 else FetchPayment.SEPARATE,
            coffins=CoffinScore.ONE if index % 4 == 3 else CoffinScore.EACH,
        )
        names = [rng.choice(STRATEGIES) for _ in range(players)]
        playing = Playthrough.start(GAME, setup, 900 + index, make_bots(names, 900 + index))
        playing.run()
        for state in rng.sample(playing.states, 12):
            others = tuple(rng.choice(STRATEGIES) for _ in range(players))
            found.append((state, others, rng.randrange(10_000)))
    return found


POSITIONS = _positions(60)


def _engine(state: State, names: tuple[str, ...], seed: int) -> tuple[tuple[int, ...], ...]:
    end = play_to_end(GAME, state, make_bots(names, seed), seed)
    return tuple(GAME.result(end).winners), tuple(GAME.scores(end))


@pytest.mark.parametrize("block", range(6))
def test_play_out_ends_a_position_as_play_to_end_does(block: int) -> None:
    for state, names, seed in POSITIONS[block * 120 : (block + 1) * 120]:
        assert kernel.from_state(state) is not None, "the kernel reads every settled position"
        assert kernel.play_out(state, names, seed) == _engine(state, names, seed), str(state)


def test_the_positions_hold_every_moment_the_engine_stops_at() -> None:
    """What the play_out test covers: each of the kernel's entries at least ten times."""
    entries = [kernel.from_state(state) for state, _, _ in POSITIONS]
    counted = {entry: 0 for entry in range(8)}
    for found in entries:
        assert found is not None
        counted[found[1]] += 1
    assert min(counted.values()) >= 5, counted


def test_play_out_after_a_pick_in_a_dealt_position_as_the_advice_plays_it() -> None:
    """The advice's own use: deal what the player cannot see, apply kopen/verkopen/veilen,
    play to the end; the kernel and the engine agree on every deal and choice."""
    rng = random.Random(5)
    compared = 0
    for state, _, seed in POSITIONS[::9]:
        queue = state.queues[state.active]
        if state.over or not queue or not isinstance(queue[0], Dispose):
            continue
        view = GAME.observation(state, state.active)
        for number in range(4):
            dealt = deal(view, random.Random(seed + number))  # type: ignore[arg-type]
            names = tuple(rng.choice(STRATEGIES) for _ in range(state.setup.players))
            for option in GAME.legal_actions(dealt, state.active):
                after = GAME.apply(dealt, option)
                assert kernel.play_out(after, names, seed + number) == _engine(
                    after, names, seed + number
                )
                compared += 1
    assert compared > 40


def test_every_choice_of_a_deal_played_from_one_reading_as_the_engine_plays_it() -> None:
    """``play_choices`` (the advice's paired deals: the deal read once, each choice played from
    a copy) gives for kopen, verkopen and veilen what the engine gives after that pick, and a
    choice does not leak into the next one's table."""
    rng = random.Random(6)
    compared = 0
    for state, _, seed in POSITIONS[::3]:
        queue = state.queues[state.active]
        if state.over or not queue or not isinstance(queue[0], Dispose):
            continue
        view = GAME.observation(state, state.active)
        for number in range(3):
            dealt = deal(view, random.Random(seed + number))  # type: ignore[arg-type]
            names = tuple(rng.choice(STRATEGIES) for _ in range(state.setup.players))
            options = [
                a
                for a in GAME.legal_actions(dealt, state.active)
                if getattr(a, "code", "") in ("kopen", "verkopen", "veilen")
            ]
            codes = [a.code for a in options]
            if len(codes) < 2:
                continue
            for order in (codes, codes[::-1]):
                together = kernel.play_choices(dealt, order, names, seed + number)
                assert together is not None
                for code, found in zip(order, together, strict=True):
                    after = GAME.apply(dealt, options[codes.index(code)])
                    assert found == _engine(after, names, seed + number), code
                    compared += 1
    assert compared > 100


@pytest.mark.parametrize("ahead", [1, 10])
def test_the_choices_read_on_from_a_stream_of_their_own_when_the_shared_words_run_out(
    ahead: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``play_choices`` draws the first words of each stream once for all the choices of a deal
    (``kernel.WORDS_AHEAD``); a playout that needs more reads on from a stream of its own. With
    one or ten words drawn ahead every playout runs out, and each choice still plays the
    engine's game."""
    monkeypatch.setattr(kernel, "WORDS_AHEAD", ahead)
    rng = random.Random(7)
    compared = 0
    for state, _, seed in POSITIONS[1::5]:
        queue = state.queues[state.active]
        if state.over or not queue or not isinstance(queue[0], Dispose):
            continue
        view = GAME.observation(state, state.active)
        dealt = deal(view, random.Random(seed))  # type: ignore[arg-type]
        names = tuple(rng.choice(STRATEGIES) for _ in range(state.setup.players))
        options = [
            a
            for a in GAME.legal_actions(dealt, state.active)
            if getattr(a, "code", "") in ("kopen", "verkopen", "veilen")
        ]
        codes = [a.code for a in options]
        together = kernel.play_choices(dealt, codes, names, seed)
        assert together is not None
        for option, found in zip(options, together, strict=True):
            assert found == _engine(GAME.apply(dealt, option), names, seed), option
            compared += 1
    assert compared > 30


def test_the_kernels_draws_from_words_are_the_draws_of_random_random() -> None:
    """The kernel reads a stream as 32-bit words (``kernel.Words``) and makes from them what
    ``random.Random`` draws: a card's 53 bits, ``random()`` and ``randrange(3)``."""
    for seed in range(40):
        words, stream = kernel._words(kernel.Stream(seed)), random.Random(seed)
        for _ in range(25):
            assert kernel._bits53(words) == stream.getrandbits(53)
            assert kernel._fraction(words) == stream.random()
            assert kernel._one_of_three(words) == stream.randrange(3)


def test_the_dealer_lays_out_the_very_table_of_the_advices_deal() -> None:
    """``kernel.Dealer`` (the advice's deals straight into the kernel) draws what
    ``advice.deal`` draws and lays out what ``from_state`` reads from that deal: every list
    and number of the table, for many positions and random streams."""
    compared = 0
    for state, _, seed in POSITIONS[::2]:
        queue = state.queues[state.active]
        if state.over or not queue or not isinstance(queue[0], Dispose):
            continue
        view = GAME.observation(state, state.active)
        unseen = unseen_cards(view)  # type: ignore[arg-type]
        dealer = kernel.Dealer(view, unseen, DEALS_PER_PLAYOUT)
        for number in range(5):
            found = kernel.from_state(deal(view, random.Random(seed + number), unseen))  # type: ignore[arg-type]
            assert found is not None
            dealt = dealer.deal(random.Random(seed + number))
            for name in ("deck", "bank", "boards", "asides", "coins", "graves", "middle"):
                assert getattr(dealt, name) == getattr(found[0], name), name
            for name in ("set_aside", "out", "active", "start", "round", "passes", "finisher"):
                assert getattr(dealt, name) == getattr(found[0], name), name
            for name in ("quiet", "filled", "stall", "empty", "placed"):
                assert getattr(dealt, name) == getattr(found[0], name), name
            assert (dealt.over, dealt.uprising) == (found[0].over, found[0].uprising)
            compared += 1
    assert compared > 50


def test_a_copied_game_has_every_slot_and_lists_of_its_own() -> None:
    """``play_choices`` plays each choice on a copy of the deal: every slot of the game is
    copied (a slot forgotten would be missing), and no list that changes is shared."""
    state = next(s for s, _, _ in POSITIONS if not s.over)
    found = kernel.from_state(state)
    assert found is not None
    game = found[0]
    copy = kernel._copy(game)
    for name in kernel._Game.__slots__:
        assert getattr(copy, name) == getattr(game, name), name
    for name in ("deck", "coins", "empty", "set_aside", "out", "boards", "asides", "graves"):
        assert getattr(copy, name) is not getattr(game, name), name
    for name in ("boards", "asides", "graves"):
        for mine, theirs in zip(getattr(copy, name), getattr(game, name), strict=True):
            assert mine is not theirs, name


def test_play_choices_refuses_a_choice_the_player_cannot_make() -> None:
    state = next(
        s
        for s, _, _ in POSITIONS
        if not s.over
        and s.queues[s.active][:1] == (Dispose(),)
        and s.players[s.active].coins < value_of(s.middle or "")
    )
    with pytest.raises(ValueError):
        kernel.play_choices(state, ["kopen"], ("verzamelaar",) * state.setup.players, 1)
    with pytest.raises(ValueError):
        kernel.play_choices(state, ["ruilen"], ("verzamelaar",) * state.setup.players, 1)


def test_a_position_the_kernel_cannot_read_goes_to_the_engine() -> None:
    """Kept cards out of the engine's order (a hand-written notation): the kernel would sort
    them, so it hands the position over, and the answer is the engine's."""
    state = next(
        s for s, _, _ in POSITIONS if not s.over and any(len(set(p.aside)) > 1 for p in s.players)
    )
    seat = next(i for i, p in enumerate(state.players) if len(set(p.aside)) > 1)
    player = state.players[seat]
    shuffled = replace(player, aside=tuple(reversed(player.aside)))
    odd = state.with_player(seat, shuffled)
    assert kernel.from_state(odd) is None
    names = ("verzamelaar",) * state.setup.players
    assert kernel.play_out(odd, names, 3) == _engine(odd, names, 3)


def test_every_setup_is_covered_and_a_bad_one_is_refused() -> None:
    for players in range(2, 6):
        setup = Setup(players=players, advanced=True, fetch_payment=FetchPayment.MIXED)
        assert kernel.covers(setup) and kernel.uncovered(setup) is None
    with pytest.raises(TypeError):
        kernel.covers("4 spelers")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="one of"):
        kernel.play_game(Setup(players=3), 1, ("verzamelaar", "handelaar"))
    with pytest.raises(ValueError, match="one of"):
        kernel.play_game(Setup(players=2), 1, ("verzamelaar", "bluffer"))


def test_a_game_picks_its_winners_from_its_own_scores() -> None:
    """A result a player can check: the basic winner scores 1 (or, stuck, has the most filled
    places); an advanced series' winners have the highest total."""
    for seed in range(30):
        basic = kernel.play_game(Setup(players=3), seed, ("handelaar",) * 3)
        assert sum(basic.scores) <= 1 and len(basic.winners) >= 1
        if sum(basic.scores) == 1:
            assert basic.winners == (basic.scores.index(1),)
        series = kernel.play_game(Setup(players=2, advanced=True), seed, STRATEGIES)
        best = max(series.scores)
        assert series.winners == tuple(s for s, p in enumerate(series.scores) if p == best)


def _simulated(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    import json

    from rulebook.cli import main

    assert main([*args, "--json"]) == 0
    data: dict[str, object] = json.loads(capsys.readouterr().out)
    return data


@pytest.mark.parametrize("advanced", [False, True])
def test_simuleer_plays_in_the_kernel_the_very_games_of_the_motor(
    capsys: pytest.CaptureFixture[str], advanced: bool
) -> None:
    args = ["het-leeft", "simuleer", "--spelers", "3", "--zaad", "8", "--partijen", "12"]
    args += ["--gevorderd"] if advanced else []
    fast = _simulated(capsys, *args)
    slow = _simulated(capsys, *args, "--motor")
    assert (fast["uitvoering"], slow["uitvoering"]) == ("kern", "motor")
    assert fast["winsten"] == slow["winsten"]
    assert fast["gemiddelde_punten"] == slow["gemiddelde_punten"]
    for data in (fast, slow):
        assert data["partijen_per_seconde"] == data["per_seconde"]


def test_castle_combo_simuleer_says_how_many_games_a_second(
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = _simulated(capsys, "castle-combo", "simuleer", "--spelers", "2", "--partijen", "1")
    assert data["partijen_per_seconde"] == data["per_seconde"]
    assert isinstance(data["partijen_per_seconde"], float) and data["partijen_per_seconde"] > 0


# -- the end of a game that gets stuck (het-leeft.keuze.vast), which strategies rarely reach ----

LOW = CardValues(((1, 2, 3, 4, 5, 6),) * 6 + ((1, 2, 3, 4, 5, 9),) + ((1, 2, 3, 4, 5, 6),) * 3)
"""Every card worth 6 at most but one heart worth 9: nobody can pay for that heart."""


def _nearly_stuck() -> State:
    """A hand-made position of three players (not one the rules reach: kept cards lie beside
    empty places, as no player would leave them) in which the game must get stuck: the deck is
    empty, every card but one lies on a board (6, 6 and 5 places filled) or beside it, the
    uprisings are out, and only seat 1 has coins (3). Seat 1 decides about the heart of 9 in the
    middle, which then lies on a graveyard nobody can pay for, or on seat 1's own board."""
    setup = Setup(players=3, values=LOW)
    pool = sorted(LOW.cards(), key=lambda c: (kind_of(c).code, value_of(c)))
    heart = "hart-9"
    pool.remove(heart)
    uprisings = [c for c in pool if kind_of(c) is Kind.UPRISING]
    pool = [c for c in pool if kind_of(c) is not Kind.UPRISING]
    players = []
    for seat, filled in enumerate((6, 6, 5)):
        board: list[str | None] = [None] * 8
        for at, kind in enumerate(PLACES[:filled]):
            board[at] = next(c for c in pool if kind_of(c) is kind)
            pool.remove(board[at])  # type: ignore[arg-type]
        players.append(Player(coins=3 if seat == 0 else 0, board=tuple(board)))
    asides: list[list[str]] = [[], [], []]
    for index, card_id in enumerate(pool):
        asides[index % 3].append(card_id)
    players = [
        replace(p, aside=tuple(sorted(a, key=lambda c: (kind_of(c).code, value_of(c)))))
        for p, a in zip(players, asides, strict=True)
    ]
    return State(
        setup,
        0,
        tuple(players),
        Deck(),
        80 - 3,
        ((Dispose(),), (), (), ()),
        step="bestemmen",
        middle=heart,
        out=tuple(uprisings),
    )


def test_a_stuck_game_ends_in_the_kernel_as_in_the_engine() -> None:
    """Nobody can take a card: three passes in a row end the game, and the two boards with six
    places filled win together (``het-leeft.keuze.vast``), in the kernel as in the engine."""
    state = _nearly_stuck()
    assert kernel.from_state(state) is not None
    for seed in range(40):
        names = tuple(STRATEGIES[(seed >> seat) % 2] for seat in range(3))
        assert kernel.play_out(state, names, seed) == ((0, 1), (0, 0, 0))
        assert _engine(state, names, seed) == ((0, 1), (0, 0, 0))


# -- het-leeft.keuze.stilstand: a game without progress ends as in the engine ------------------

ONES = CardValues(tuple((1,) * 6 for _ in Kind))
NINETY_NINES = CardValues(tuple((99,) * 6 for _ in Kind))
STALL_SETTINGS = list(
    itertools.product(
        (EXAMPLE_VALUES, ONES, NINETY_NINES), FetchPayment, CoffinScore, Stall, (False, True)
    )
)


@pytest.mark.parametrize("half", [0, 1])
def test_stalled_games_end_in_the_kernel_as_in_the_engine_under_every_option(half: int) -> None:
    """Every option (5, 10 or 20 quiet rounds, both payments, both coffin scores, basic and
    advanced) with the example values and degenerate ones (all 1: nothing is ever bought; all
    99: nobody can pay), 2 to 5 players, the strategies and random players: the kernel's game
    is the engine's action for action, and many of them end by the stall rule."""
    ends: list[State] = []
    for number, (values, fetch, coffins, stall, advanced) in enumerate(STALL_SETTINGS):
        if (number // 2) % 2 != half:  # each half: basic and advanced
            continue
        players = 2 + number % 4
        setup = Setup(players, number % players, advanced, values, fetch, coffins, stall)
        mix = tuple(STRATEGIES[(number + seat) % 2] for seat in range(players))
        replay((setup, 300 + number, mix))
        seats: list[str | None] = [None] * players  # random players only: they stall
        if number % 3 == 0:
            seats = [None if seat % 2 else STRATEGIES[number % 2] for seat in range(players)]
        replay_random(setup, 400 + number, seats, None if advanced else ends)
    stalled = [
        end
        for end in ends
        if end.finisher is None and end.quiet == end.setup.stall.rounds * end.setup.players
    ]
    assert all(end.quiet <= end.setup.stall.rounds * end.setup.players for end in ends)
    assert len({end.setup.stall for end in stalled}) == 3, len(stalled)
