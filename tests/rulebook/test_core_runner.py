"""The decision runner of ``rulebook.core``: who acts, interrupts, memory of a turn, levels.

A toy game written only against the core (``TaskGame`` over a ``Runner``) plays the shapes the
card games need: a turn of one active seat, chance turning a card, an offer that every other seat
answers once clockwise from the active seat's left (an auction), an interrupt pushed in front of
what was pending, memory that lasts one turn, a game that ends in the middle of a turn, rounds
of turns, and a match of as many games as players with a moving start player.

Kaartjesrace: on your turn chance turns a card worth 1 to 3; you keep it (its value is your
points) or offer it, and each other seat in turn takes it or passes (the first to take it gets
the points); a 3 interrupts: before anything else the active seat says "drie!" (once a turn).
First to 6 points ends the game at once; otherwise the game ends after 2 rounds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

import pytest

from rulebook.core.errors import IllegalActionError, NotationError
from rulebook.core.model.flow import Actors, Flow, Level, Levels, Phase
from rulebook.core.model.game import CHANCE, Result, check_outcomes, highest_scores
from rulebook.core.model.match import Match
from rulebook.core.model.runner import (
    TABLE,
    Chance,
    Choice,
    Clock,
    Option,
    Runner,
    Seats,
    Task,
    next_pass,
)
from rulebook.core.model.task_game import Move, Outcome, Pick, TaskGame, parse_move
from rulebook.core.model.turns import TurnFields

GOAL = 6


@dataclass(frozen=True)
class Race:
    points: tuple[int, ...]
    queues: tuple[tuple[Task, ...], ...]
    """One queue per seat, then the table's."""
    active: int = 0
    start: int = 0
    round: int = 1
    step: str = ""
    card: int = 0
    memory: frozenset[str] = frozenset()
    over: bool = False
    log: tuple[str, ...] = ()


def _with_queue(state: Race, seat: int, tasks: tuple[Task, ...]) -> Race:
    queues = list(state.queues)
    queues[seat] = tasks  # TABLE is -1: the last queue
    return replace(state, queues=tuple(queues))


@dataclass(frozen=True)
class TurnCard(Chance):
    def outcomes(self, state: Any, seat: int) -> list[tuple[Any, Fraction]]:
        return [(Outcome(TABLE, str(v)), Fraction(1, 3)) for v in (1, 2, 3)]

    def resolve(self, state: Any, seat: int, action: Any) -> Any:
        value = int(action.code)
        state = replace(state, card=value, log=(*state.log, f"kaart {value}"))
        state = RUNNER.push(state, state.active, KeepOrOffer())
        if value == 3 and "drie" not in state.memory:  # an interrupt, once a turn
            state = RUNNER.push(state, state.active, Shout(), front=True)
        return state


@dataclass(frozen=True)
class Shout(Choice):
    def options(self, state: Any, seat: int) -> list[Option]:
        def shout(s: Race) -> Race:
            return RUNNER.remember(replace(s, log=(*s.log, f"{seat + 1} roept drie")), "drie")

        return [Option("drie", "roep drie!", shout), Option("zwijgen", "zeg niets", lambda s: s)]


@dataclass(frozen=True)
class KeepOrOffer(Choice):
    def options(self, state: Any, seat: int) -> list[Option]:
        def keep(s: Race) -> Race:
            return _score(s, seat)

        def offer(s: Race) -> Race:
            for other in RUNNER.order(s, Actors.OTHERS_IN_TURN)[:-1]:
                s = RUNNER.push(s, other, TakeOrPass())
            return s

        return [Option("houden", "houd de kaart", keep), Option("bieden", "bied aan", offer)]


@dataclass(frozen=True)
class TakeOrPass(Choice):
    def options(self, state: Any, seat: int) -> list[Option]:
        def take(s: Race) -> Race:
            s = _score(s, seat)
            for other in range(len(s.points)):  # the offer is gone: the others stop asking
                s = _with_queue(s, other, ())
            return s

        return [Option("nemen", "neem de kaart", take), Option("passen", "pas", lambda s: s)]


def _score(state: Race, seat: int) -> Race:
    points = list(state.points)
    points[seat] += state.card
    state = replace(
        state, points=tuple(points), log=(*state.log, f"{seat + 1} krijgt {state.card}")
    )
    return replace(state, over=True) if points[seat] >= GOAL else state


def _begin_turn(state: Race) -> Race:
    return RUNNER.push(state, TABLE, TurnCard())


FLOW: Flow[Race] = Flow(
    (Phase("beurt", "Beurt", "", "race.kiezen", "de actieve speler", "", begin=_begin_turn),)
)
LEVELS = Levels(Level.TURN, rounds=2)
FIELDS: TurnFields[Race] = TurnFields(count=lambda s: len(s.points))
"""The toy keeps the runner's fields under the standard names (``rulebook.core.model.turns``)."""
SEATS: Seats[Race] = FIELDS.seats()
CLOCK: Clock[Race] = FIELDS.clock()
RUNNER: Runner[Race] = Runner(
    SEATS, {}, flow_of=lambda s: FLOW, end_of_flow=next_pass(LEVELS, CLOCK)
)


class RaceGame(TaskGame[Race, Move]):
    id = "kaartjesrace"
    runner = RUNNER
    clause_id = "race.kiezen"

    def new_game(self, setup: tuple[int, int], seed: int) -> Race:
        players, start = setup
        empty: tuple[tuple[Task, ...], ...] = ((),) * (players + 1)
        state = Race((0,) * players, empty, active=start, start=start)
        return self.runner.settle(self.runner.enter(state, None))

    def is_over(self, state: Race) -> bool:
        return state.over

    def scores(self, state: Race) -> tuple[int, ...]:
        return state.points

    def result(self, state: Race) -> Result:
        return highest_scores(state.points)

    def observation(self, state: Race, seat: int) -> Race:
        return state

    def parse_action(self, text: str) -> Any:
        return parse_move(text, self.clause_id)

    def parse_state(self, text: str) -> Race:
        raise NotImplementedError

    def describe(self, state: Race, action: Any) -> str:
        return TaskGame.describe(self, state, action)


GAME = RaceGame()


def _play(state: Race, *moves: str) -> Race:
    for move in moves:
        state = GAME.apply(state, GAME.parse_action(move))
    return state


def test_a_turn_begins_with_chance_turning_the_card() -> None:
    state = GAME.new_game((3, 0), 1)
    assert GAME.current_players(state) == (CHANCE,)
    outcomes = GAME.chance_outcomes(state)
    check_outcomes(outcomes)
    assert [str(a) for a, _ in outcomes] == ["kans 1", "kans 2", "kans 3"]
    state = _play(state, "kans 2")
    assert GAME.current_players(state) == (0,)
    assert [str(a) for a in GAME.legal_actions(state, 0)] == ["1 kies houden", "1 kies bieden"]


def test_an_offer_goes_to_each_other_seat_clockwise_from_the_left_of_the_active_seat() -> None:
    state = GAME.new_game((4, 0), 1)
    state = _play(state, "kans 3", "1 kies drie", "1 kies bieden", "2 kies passen")
    assert GAME.current_players(state) == (2,)
    state = _play(state, "3 kies passen")
    assert GAME.current_players(state) == (3,)
    state = _play(state, "4 kies nemen")
    assert state.points == (0, 0, 0, 3)
    assert state.active == 1  # seat 2's turn: the next seat clockwise


def test_an_interrupt_is_asked_before_what_was_pending_and_once_a_turn() -> None:
    state = _play(GAME.new_game((2, 0), 1), "kans 3")
    assert [str(a) for a in GAME.legal_actions(state, 0)] == ["1 kies drie", "1 kies zwijgen"]
    state = _play(state, "1 kies drie")
    assert "drie" in state.memory
    assert [str(a) for a in GAME.legal_actions(state, 0)] == ["1 kies houden", "1 kies bieden"]


def test_memory_lasts_one_turn() -> None:
    state = _play(GAME.new_game((2, 0), 1), "kans 3", "1 kies drie", "1 kies houden")
    assert state.active == 1
    assert state.memory == frozenset()
    state = _play(state, "kans 3")  # a new turn: the interrupt is asked again
    assert [str(a) for a in GAME.legal_actions(state, 1)] == ["2 kies drie", "2 kies zwijgen"]


def test_a_refusal_names_the_step_and_changes_nothing() -> None:
    state = _play(GAME.new_game((3, 0), 1), "kans 1")
    with pytest.raises(IllegalActionError) as refused:
        GAME.apply(state, Pick(1, "houden"))
    assert refused.value.clause_id == "race.kiezen"
    assert "niet aan de beurt" in refused.value.message
    with pytest.raises(IllegalActionError):
        GAME.apply(state, Outcome(TABLE, "2"))
    assert GAME.current_players(state) == (0,)


def test_the_game_ends_in_the_middle_of_a_turn_when_a_seat_reaches_the_goal() -> None:
    state = GAME.new_game((2, 0), 1)
    state = _play(state, "kans 3", "1 kies drie", "1 kies houden")  # 3 for seat 1
    state = _play(state, "kans 1", "2 kies houden")
    state = _play(state, "kans 3", "1 kies drie", "1 kies bieden", "2 kies passen")
    assert state.points == (3, 1)
    state = _play(state, "kans 3", "2 kies drie", "2 kies bieden", "1 kies nemen")
    assert state.points == (6, 1)
    assert GAME.is_over(state)
    assert GAME.current_players(state) == ()


def test_rounds_of_turns_end_the_game_after_the_last_round() -> None:
    state = GAME.new_game((3, 2), 1)
    seen = []
    while not GAME.is_over(state):
        if GAME.current_players(state) == (CHANCE,):
            state = _play(state, "kans 1")
        else:
            seen.append((state.round, state.active))
            seat = GAME.current_players(state)[0]
            state = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    assert seen == [(1, 2), (1, 0), (1, 1), (2, 2), (2, 0), (2, 1)]
    assert state.points == (2, 2, 2)


def test_random_games_end_and_chance_sums_to_one() -> None:
    rng = random.Random(5)
    for seed in range(40):
        state = GAME.new_game((rng.randint(2, 5), 0), seed)
        for _ in range(500):
            if GAME.is_over(state):
                break
            players = GAME.current_players(state)
            if players == (CHANCE,):
                outcomes = GAME.chance_outcomes(state)
                check_outcomes(outcomes)
                action = rng.choice([a for a, _ in outcomes])
            else:
                action = rng.choice(GAME.legal_actions(state, players[0]))
            state = GAME.apply(state, action)
        assert GAME.is_over(state)


def test_a_match_plays_as_many_games_as_players_with_a_moving_start_player() -> None:
    match = Match(
        GAME,
        setup_for=lambda setup, start: (setup[0], start),
        setup_of=lambda state: (len(state.points), state.start),
        players_of=lambda setup: setup[0],
    )
    state = match.new_game((3, 0), 1)
    starts = [state.state.start]
    while not match.is_over(state):
        if match.current_players(state) == (CHANCE,):
            state = match.apply(state, Outcome(TABLE, "2"))
        else:
            seat = match.current_players(state)[0]
            before = state.number
            state = match.apply(state, match.legal_actions(state, seat)[0])
            if state.number != before:
                starts.append(state.state.start)
    assert starts == [0, 1, 2]
    assert state.number == 3
    # every game: two rounds in which each seat keeps a 2 twice (nobody reaches 6): 4 each
    assert match.scores(state) == (12, 12, 12)
    assert str(state).startswith("partij 3/3 totaal=8,8,8\n")
    with pytest.raises(NotationError):
        match.parse_state("partij 4/3 totaal=0,0,0\n-")


class _Spy:
    """A computer player that writes down what it was shown."""

    name = "spion"

    def __init__(self) -> None:
        self.seen: list[Race] = []

    def choose(self, game: Any, state: Race, player: int, legal: Any) -> Any:
        self.seen.append(state)
        return legal[0]


class _ScreenedRace(RaceGame):
    """The race with screens: a seat sees only its own points (the others' read as 0)."""

    def observation(self, state: Race, seat: int) -> Race:
        hidden = tuple(p if s == seat else 0 for s, p in enumerate(state.points))
        return replace(state, points=hidden)


def test_a_computer_player_chooses_from_its_own_view_only() -> None:
    from rulebook.core.model.game import Playthrough

    spy = _Spy()
    game = _ScreenedRace()
    play = Playthrough.start(game, (2, 0), 3, {0: _Spy(), 1: spy})
    play.run()
    assert game.is_over(play.state)
    assert spy.seen
    assert all(view.points[0] == 0 for view in spy.seen)
    assert any(state.points[0] > 0 for state in play.states)


def test_a_label_given_as_a_maker_is_made_only_when_read_and_once() -> None:
    made: list[str] = []

    def label() -> str:
        made.append("kopen")
        return "koopt de kaart voor 3 munten"

    option = Option("kopen", label, lambda state: state)
    assert option.code == "kopen" and made == []
    assert option.label == "koopt de kaart voor 3 munten"
    assert option.label == "koopt de kaart voor 3 munten"
    assert made == ["kopen"]
    assert Option("passen", "past", lambda state: state).label == "past"
