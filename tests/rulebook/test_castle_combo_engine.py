"""The first Castle Combo engine (base game) on the core decision runner: seeded games between
computer players end with full squares, nothing is lost or made, and refusals change nothing."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rulebook.castle_combo.bots import RandomBot
from rulebook.castle_combo.data import BASE_CARDS
from rulebook.castle_combo.engine import (
    CASTLE,
    GAME_ENGINE,
    VILLAGE,
    Castle,
    price,
)
from rulebook.core.errors import IllegalActionError, RuleError
from rulebook.core.model.game import CHANCE, Playthrough, check_outcomes
from rulebook.core.model.task_game import Pick


def all_cards(state: Castle) -> Counter[str]:
    """Every card on the table: decks, rows, discard piles, squares, the card in hand."""
    return Counter(state.all_cards())


FULL_BOX = Counter(card.id for card in BASE_CARDS)


@pytest.mark.parametrize("seed", range(12))
def test_seeded_games_end_full_conserve_cards_and_never_go_negative(seed: int) -> None:
    players = 2 + seed % 4
    game = Playthrough.start(
        GAME_ENGINE, players, seed, {i: RandomBot(seed + i) for i in range(players)}
    )
    steps = 0
    while not game.is_over:
        if game.waiting_for() == CHANCE:
            check_outcomes(GAME_ENGINE.chance_outcomes(game.state))
        before = game.state
        action = game.step()
        state = game.state
        assert all_cards(state) - FULL_BOX == Counter() and all(
            n <= FULL_BOX[c] for c, n in all_cards(state).items()
        )
        assert sum(all_cards(state).values()) + _removed(state) == 78, str(action)
        assert all(p.gold >= 0 and p.keys >= 0 for p in state.players)
        if isinstance(action, Pick) and action.code.startswith("gedekt-"):
            seat = action.seat
            assert state.players[seat].gold == before.players[seat].gold + 6
            assert state.players[seat].keys == before.players[seat].keys + 2
        steps += 1
        assert steps < 2000
    assert all(len(p.tableau) == 9 and p.tableau.is_full() for p in game.state.players)
    scores = GAME_ENGINE.scores(game.state)
    assert len(scores) == players and all(score >= 0 for score in scores)
    assert max(scores) == scores[GAME_ENGINE.result(game.state).winners[0]]


def _removed(state: Castle) -> int:
    """Cards that left the game with a location that could not be refilled (none in these
    seeded games of the base game: 39 cards a location are plenty)."""
    assert not state.gone
    return 0


def test_the_same_seed_and_bots_play_the_same_game() -> None:
    def play() -> list[str]:
        game = Playthrough.start(GAME_ENGINE, 3, 7, {i: RandomBot(i) for i in range(3)})
        game.run()
        return [str(a) for a in game.actions]

    assert play() == play()


def chance(state: Castle, rng: random.Random) -> Castle:
    """Let chance turn cards until a seat must choose."""
    while GAME_ENGINE.current_players(state) == (CHANCE,):
        outcomes = GAME_ENGINE.chance_outcomes(state)
        state = GAME_ENGINE.apply(state, rng.choice([a for a, _ in outcomes]))
    return state


def test_a_purchase_costs_the_price_and_a_refusal_changes_nothing() -> None:
    state = chance(GAME_ENGINE.new_game(3, 1), random.Random(1))
    assert state.rows[CASTLE].is_full() and state.rows[VILLAGE].is_full()
    assert GAME_ENGINE.current_players(state) == (0,)
    assert [str(a) for a in GAME_ENGINE.legal_actions(state, 0)][:3] == [
        "1 kies geen-sleutel",
        "1 kies verzet",
        "1 kies vervang",
    ]
    state = GAME_ENGINE.apply(state, Pick(0, "geen-sleutel"))
    row = state.rows[state.messenger]
    codes = [a.code for a in GAME_ENGINE.legal_actions(state, 0)]
    assert [c for c in codes if c.startswith("gedekt-")] == ["gedekt-1", "gedekt-2", "gedekt-3"]
    buy = next(c for c in codes if c.startswith("koop-"))
    card = row.slots[int(buy.split("-")[1]) - 1]
    assert card is not None
    from rulebook.castle_combo.data import BY_ID

    cost = price(BY_ID[card], state.players[0])
    with pytest.raises(IllegalActionError):
        GAME_ENGINE.apply(state, Pick(1, buy))
    after = GAME_ENGINE.apply(state, Pick(0, buy))
    gained = after.players[0].gold - (state.players[0].gold - cost)
    assert card in after.players[0].tableau  # the first card has one place: laid at once
    assert gained >= 0  # what its ability gave (gold only ever comes in)
    assert state.players[0].gold == 15 and not len(state.players[0].tableau)  # untouched


def test_two_to_five_players() -> None:
    with pytest.raises(RuleError) as refused:
        GAME_ENGINE.new_game(6, 1)
    assert refused.value.clause_id == "castle-combo.materiaal"


def test_a_refreshed_row_is_refilled_before_the_purchase() -> None:
    rng = random.Random(3)
    state = chance(GAME_ENGINE.new_game(2, 3), rng)
    state = chance(GAME_ENGINE.apply(state, Pick(0, "vervang")), rng)
    assert state.rows[state.messenger].is_full()
    assert state.players[0].keys == 1
    assert len(state.discards[state.messenger]) == 3


def test_simulate_and_play_commands(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from rulebook.cli import main

    args = ["castle-combo", "simuleer", "--spelers", "3", "--zaad", "4", "--partijen", "2"]
    assert main([*args, "--json", "--kerker"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["partijen"] == 2 and sum(data["winsten"]) >= 2
    assert len(data["gemiddelde_punten"]) == 3 and data["per_seconde"] > 0
    assert data["computers"] == ["gulzig", "planner", "willekeurig"] and data["kerker"] is True
    assert main(["castle-combo", "speel", "--spelers", "2", "--zaad", "4"]) == 0
    out = capsys.readouterr().out
    assert "speler 1: " in out and "er komt " in out and " wint " in out
    assert main(["castle-combo", "simuleer", "--spelers", "6"]) == 2
    assert "(regel castle-combo.materiaal)" in capsys.readouterr().err
    five = ["gulzig"] * 5  # five computer players for the four seats of a default game
    assert main(["castle-combo", "speel", "--computers", *five]) == 2
    assert "(regel castle-combo.materiaal)" in capsys.readouterr().err


def test_the_engine_plays_the_turn_its_description_tells() -> None:
    """One description of the turn (flow.PHASES, core phases): the engine's phases are those
    phases with what starts them, and the expansion's lock moments are put in by the one
    ``flow.with_locks``, so they fall at the same borders in the engine and in the stepper."""
    from rulebook.castle_combo import flow
    from rulebook.castle_combo.dungeon.expansion import change_flow
    from rulebook.castle_combo.engine import TURN

    assert TURN.steps() == flow.TURN == flow.PHASES.steps()
    assert [phase.id for phase in TURN] == list(flow.PHASES.ids())
    assert TURN.table() == flow.PHASES.table()
    for third in ("einde-beurt", "na-kopen"):
        kept = {"slot-begin", "slot-na-sleutel", f"slot-{third}"}
        played = tuple(
            step
            for step in change_flow(TURN).steps()
            if not step.name.startswith("slot-") or step.name in kept
        )
        assert played == flow.turn_steps(third)
        engine = change_flow(TURN)
        assert engine.table() == flow.with_locks(flow.PHASES).table()
        assert all(engine[phase.id].begin is not phase.begin for phase in flow.PHASES)


@pytest.mark.parametrize("seed", range(4))
def test_the_active_seat_runner_plays_the_same_game_as_the_general_runner(seed: int) -> None:
    """``core.turns.ActiveSeatRunner`` only asks the active seat's queue; for a game where
    nobody acts out of turn that must change nothing: the same seeded game, move for move."""
    from rulebook.castle_combo.engine import CastleCombo
    from rulebook.core.model.runner import Runner

    def moves(game: CastleCombo) -> list[str]:
        play = Playthrough.start(game, 4, seed, {i: RandomBot(seed + i) for i in range(4)})
        while not play.is_over:
            play.step()
        return [str(move) for move in play.actions]

    fast = CastleCombo()
    general = CastleCombo()
    runner = general.runner
    general.runner = Runner(runner.seats, runner.rules, runner.flow_of, runner.end_of_flow)
    assert type(fast.runner) is not type(general.runner)
    assert moves(fast) == moves(general)


@pytest.mark.parametrize("seed", range(3))
def test_the_active_seat_runner_says_who_acts_as_the_general_runner_does(seed: int) -> None:
    """``ActiveSeatRunner.who`` reads only the active seat's queue and the table's; on every
    state of a seeded game with Uit de Kerker! (the lock moments, the refills, the end) it
    names the same chance seat, waiting seats and players as the general runner."""
    from rulebook.castle_combo.dungeon.expansion import EXPANSION
    from rulebook.castle_combo.engine import make_game
    from rulebook.castle_combo.rules import Rules
    from rulebook.castle_combo.table import Setup
    from rulebook.core.model.game import play_to_end
    from rulebook.core.model.runner import Runner

    game = make_game([EXPANSION])  # the states come from a game the general runner plays
    fast = game.runner
    general = game.runner = Runner(fast.seats, fast.rules, fast.flow_of, fast.end_of_flow)
    states = [game.new_game(Setup(4, kerker=Rules()), seed)]
    agents = {seat: RandomBot(seed * 10 + seat) for seat in range(4)}
    play_to_end(game, states[0], agents, seed, each=lambda _, state: states.append(state))
    answers: Counter[tuple[bool, bool]] = Counter()
    for state in states:
        expected = general.who(state.but())  # (a copy of the state: a memory of its own)
        assert fast.who(state.but()) == expected
        answers[expected[0] is not None, bool(expected[2])] += 1
    assert set(answers) == {(True, True), (False, True), (False, False)}  # chance, a seat, over


def test_speel_logs_what_came_of_each_choice_and_explains_every_score(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The terminal's log, like the table's, says what followed a choice and ends with each
    square scored card by card, the same explanation ``castle-combo score`` gives."""
    import json

    from rulebook.cli import main

    assert main(["castle-combo", "speel", "--spelers", "2", "--zaad", "4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    log = "\n".join(data["log"])
    assert "Puntentelling van speler 1:" in log
    assert "Puntentelling van speler 2:" in log
    points = data["punten"]
    for seat, total in enumerate(points, start=1):
        assert f"Speler {seat}: " in log
        assert f"samen {total} punten" in log
