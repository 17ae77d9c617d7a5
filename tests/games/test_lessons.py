"""The leermodus (``core.reader.lessons``) over every game that teaches: each decision lists
exactly the seat's legal options, each with a clause of the rulebook, the choice among them;
and the review after a game names only choices that playouts show were worse.

Dobbelnim's lessons are checked by hand below: a player can count the stones left."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from rulebook.core.model.game import Playthrough
from rulebook.core.reader.clauses import CATALOGUE
from rulebook.core.reader.descriptions import GameDescription
from rulebook.core.reader.lessons import (
    REVIEW_CPU_MS,
    SCREEN_SHARE,
    Decision,
    lesson_text,
    play_and_teach,
    review,
    spread_order,
    teach,
)
from rulebook.games import base_games, game
from rulebook.nim.bots import BOTS
from rulebook.nim.engine import Nim
from rulebook.nim.lessons import teacher as nim_teacher
from rulebook.nim.state import NimSetup

TEACHING = [d for d in base_games() if d.teacher is not None]


def _check_decision(decision: Decision, legal: list[str]) -> None:
    notations = [option.notation for option in decision.options]
    assert notations == legal, "the lesson lists exactly the legal options, in order"
    assert decision.question.strip()
    for clause in (decision.clause, *(option.clause for option in decision.options)):
        assert clause in CATALOGUE, f"unknown clause {clause!r}"


@pytest.mark.parametrize("description", TEACHING, ids=lambda d: d.id)
def test_every_decision_of_a_played_game_is_taught(description: GameDescription) -> None:
    assert description.trials is not None and description.teacher is not None
    trials = description.trials()
    setup = trials.setups[0]
    engine = game(description.id)
    agents = trials.agents(len(engine.scores(engine.new_game(setup, 1))))
    lessons = play_and_teach(engine, setup, 1, agents, 0, description.teacher(), budget=200)
    assert lessons.decisions, "a whole game has decisions"
    for taken in lessons.decisions:
        state = lessons.play.states[taken.move - 1]
        legal = [str(a) for a in engine.legal_actions(state, taken.decision.seat)]
        _check_decision(taken.decision, legal)
        assert taken.chosen == str(lessons.play.actions[taken.move - 1])
        assert taken.chosen in legal
        assert taken.reason.strip(), "a computer seat says why"
    assert len(lessons.review) <= 3
    for point in lessons.review:
        assert point.better != point.chosen and point.difference > 0
        assert point.clause in CATALOGUE


def test_a_take_says_what_it_leaves_and_each_strategy_says_why() -> None:
    play = Playthrough.start(Nim(), NimSetup(7, 3), 5, {})
    play.step()  # the die
    rolled = play.state.rolled
    decision = teach(nim_teacher(), play.game, play.state, 0)
    assert [option.now for option in decision.options][-1] == (
        f"Er blijven {7 - rolled} stenen liggen voor de ander."
    )
    assert {pick.strategy for pick in decision.picks} == {"gretig", "slim"}
    greedy = next(pick for pick in decision.picks if pick.strategy == "gretig")
    assert greedy.choice == f"1 neemt {rolled}"


def test_the_review_finds_the_take_that_left_the_last_stone_within_reach() -> None:
    """Seed 3: with 3 stones and a roll of 2, 'gretig' takes 2 and leaves one stone, which the
    other then always takes; taking 1 leaves 2, which the other takes only with a 2 or a 3."""
    agents = {0: BOTS["gretig"], 1: BOTS["slim"]}
    lessons = play_and_teach(Nim(), NimSetup(10, 3), 3, agents, 0, nim_teacher())
    (point,) = lessons.review
    assert (point.chosen, point.better) == ("1 neemt 2", "1 neemt 1")
    assert point.clause == "dobbelnim.nemen"
    # the true difference is 1/3 of a win (the other takes 2 stones with 2 of 3 faces)
    assert 0.2 < point.difference < 0.5
    again = review(Nim(), lessons.play, 0, nim_teacher())
    assert again == lessons.review, "the same game and seed give the same review"


# -- a review that screens a decision on a few seeds first (``first_screen``) ---------------------


class _Counted:
    """Dobbelnim's teacher, screening ``first`` paired seeds first, with every playout the review
    asks for written down: the state's id, the option, the seed and the outcome."""

    def __init__(self, first: int) -> None:
        self.inner = nim_teacher()
        self.unit = self.inner.unit
        self.first = first
        self.calls: list[tuple[int, str, int, float]] = []

    def decision(self, game: Any, state: Any, seat: int) -> Decision:
        return self.inner.decision(game, state, seat)

    def strategies(self) -> Mapping[str, Any]:
        return self.inner.strategies()

    def first_screen(self, game: Any, start: Any) -> int:
        return self.first

    def outcome(self, game: Any, state: Any, seat: int, action: Any, seed: int) -> float:
        found = self.inner.outcome(game, state, seat, action, seed)
        self.calls.append((id(state), str(action), seed, found))
        return found


def _by_state(calls: list[tuple[int, str, int, float]]) -> dict[int, list[tuple[str, int, float]]]:
    found: dict[int, list[tuple[str, int, float]]] = {}
    for state, action, seed, outcome in calls:
        found.setdefault(state, []).append((action, seed, outcome))
    return found


NIM_GAMES = [(NimSetup(10, 3), 3), (NimSetup(21, 3), 1), (NimSetup(30, 6), 2)]


def _first_screened(setup: NimSetup, seed: int) -> tuple[int, int]:
    """Review a game of Dobbelnim with a first screen of 4 seeds and without, and check each
    decision the first screen stopped: how many it stopped, and of those how many without
    playing the option chosen."""
    agents = {0: BOTS["gretig"], 1: BOTS["slim"]}
    play = play_and_teach(Nim(), setup, seed, agents, 0, None).play
    moves = zip(play.states, play.actions, strict=False)
    chosen = {id(state): str(action) for state, action in moves}
    whole, first = _Counted(0), _Counted(4)
    assert review(Nim(), play, 0, whole, budget=200) == review(Nim(), play, 0, first, budget=200)
    plain, screened = _by_state(whole.calls), _by_state(first.calls)
    assert set(screened) == set(plain)
    stopped = unplayed = 0
    for state, calls in screened.items():
        if sorted(calls) == sorted(plain[state]):
            continue  # screened on all its seeds: the very playouts of the plain review
        stopped += 1
        seeds = list(dict.fromkeys(seed for _, seed, _ in calls))
        assert len(seeds) == 4, "stopped after the first four paired seeds"
        assert set(calls) <= set(plain[state]), "on the plain review's own seeds"
        if all(action != chosen[state] for action, _, _ in calls):
            # the other options won nothing on them: the one chosen was not played at all
            assert {outcome for _, _, outcome in calls} == {0}
            unplayed += 1
            continue
        for each in seeds:
            outcomes = {action: outcome for action, found, outcome in calls if found == each}
            mine = outcomes[chosen[state]]
            assert max(outcomes.values()) == mine, "no option did better than the one chosen"
    assert len(first.calls) < len(whole.calls)
    return stopped, unplayed


@pytest.mark.parametrize(("setup", "seed"), NIM_GAMES, ids=str)
def test_a_first_screen_plays_on_only_where_an_option_beat_the_choice(
    setup: NimSetup, seed: int
) -> None:
    stopped, _ = _first_screened(setup, seed)
    assert stopped >= 1, "some decision showed no lead on its first seeds"


def test_a_first_screen_plays_no_choice_where_the_others_won_nothing() -> None:
    """A share of the win is never below 0: where the other options won nothing on the first
    seeds, none did better than the one chosen, which is then not played out at all."""
    assert sum(_first_screened(setup, seed)[1] for setup, seed in NIM_GAMES) >= 1


def test_a_lead_a_first_screen_reports_is_measured_on_fresh_paired_seeds() -> None:
    """The review's 'better' option really scores better in the playouts it reports: on the
    second round's seeds (none of them screened that decision), the mean of better minus chosen
    is the reported difference, and more than twice its standard error. With the least budget
    each round plays every option on 8 seeds: the first 8 seeds of the decision screen it, the
    next 8 measure the lead."""
    agents = {0: BOTS["gretig"], 1: BOTS["slim"]}
    play = play_and_teach(Nim(), NimSetup(10, 3), 3, agents, 0, None).play
    counted = _Counted(4)
    (point,) = review(Nim(), play, 0, counted, budget=1)
    state = play.states[point.move - 1]
    calls = _by_state(counted.calls)[id(state)]
    seeds = list(dict.fromkeys(seed for _, seed, _ in calls))
    assert len(seeds) == 16, "8 seeds screened the decision, 8 new ones measured its lead"
    screened, measured = seeds[:8], seeds[8:]
    outcome = {(action, seed): got for action, seed, got in calls}
    for seed in screened:
        assert {action for action, found, _ in calls if found == seed} == {
            point.better,
            point.chosen,
        }
    gaps = [outcome[point.better, seed] - outcome[point.chosen, seed] for seed in measured]
    mean = sum(gaps) / len(gaps)
    spread = (sum((gap - mean) ** 2 for gap in gaps) / (len(gaps) - 1)) ** 0.5
    assert mean == pytest.approx(point.difference)
    assert mean > 2 * spread / len(gaps) ** 0.5 > 0


class _Fading(_Counted):
    """Outcomes made up to test the review's own rule: taking one stone wins its first 8
    playouts from a position and nothing after; every other take wins nothing."""

    def __init__(self) -> None:
        super().__init__(4)
        self.played: dict[tuple[int, str], int] = {}

    def outcome(self, game: Any, state: Any, seat: int, action: Any, seed: int) -> float:
        key = (id(state), str(action))
        self.played[key] = self.played.get(key, 0) + 1
        found = 1.0 if str(action).endswith("neemt 1") and self.played[key] <= 8 else 0.0
        self.calls.append((id(state), str(action), seed, found))
        return found


def test_a_lead_whose_better_option_won_nothing_again_is_not_played_further() -> None:
    """In the second round the better option is played first; where it won nothing on the new
    seeds, no gap is above 0 and nothing can be reported, so the one chosen is not played."""
    agents = {0: BOTS["gretig"], 1: BOTS["slim"]}
    play = play_and_teach(Nim(), NimSetup(10, 3), 3, agents, 0, None).play
    fading = _Fading()
    assert review(Nim(), play, 0, fading, budget=1) == ()
    confirmed = 0
    for calls in _by_state(fading.calls).values():
        seeds = list(dict.fromkeys(found for _, found, _ in calls))
        if len(seeds) <= 8:
            continue  # screened only
        confirmed += 1
        measured = [(action, got) for action, found, got in calls if found in seeds[8:]]
        assert {action for action, _ in measured} == {"1 neemt 1"}
        assert {got for _, got in measured} == {0}
    assert confirmed >= 1


# -- a review within its time (``playout_cost``, ``REVIEW_CPU_MS``) ------------------------------


class _Priced(_Counted):
    """Dobbelnim's teacher with a price on every playout (``playout_cost``), in ms of CPU."""

    def __init__(self, price: float) -> None:
        super().__init__(0)
        self.price = price

    def playout_cost(self, game: Any, state: Any) -> float:
        return self.price


def _compared_decisions(play: Playthrough[Any, Any]) -> int:
    """How many of seat 0's decisions the review compares (every option of Dobbelnim)."""
    nim = Nim()
    return sum(
        1
        for state, action in zip(play.states, play.actions, strict=False)
        if 0 in nim.current_players(state)
        and action in nim.legal_actions(state, 0)
        and len(nim.legal_actions(state, 0)) >= 2
    )


def test_spread_order_starts_with_decisions_from_every_part_of_the_game() -> None:
    assert spread_order(8) == [0, 4, 2, 6, 1, 5, 3, 7]
    assert spread_order(1) == [0]
    for count in range(1, 40):
        order = spread_order(count)
        assert sorted(order) == list(range(count))
        assert max(order[:4]) >= (count - 1) // 2, "the second half is reached within four"


@pytest.mark.parametrize(("setup", "seed"), NIM_GAMES, ids=str)
def test_a_review_within_its_time_plays_and_reports_what_one_without_a_limit_does(
    setup: NimSetup, seed: int
) -> None:
    agents = {0: BOTS["gretig"], 1: BOTS["slim"]}
    play = play_and_teach(Nim(), setup, seed, agents, 0, None).play
    plain, priced = _Counted(0), _Priced(0.001)
    found = review(Nim(), play, 0, priced, budget=200)
    assert found == review(Nim(), play, 0, plain, budget=200)
    assert sorted(priced.calls) == sorted(plain.calls), "the very same playouts"
    assert found.left_out == 0
    assert found.examined == _compared_decisions(play)
    assert found.left_out_text == ""


def test_a_review_beyond_its_time_leaves_decisions_out_and_says_how_many() -> None:
    """Priced so that about a third of the decisions' screening fits: the review plays no more
    than its limit allows (by the teacher's estimate), screens decisions from both halves of
    the game, and tells the reader how many it left out."""
    agents = {0: BOTS["gretig"], 1: BOTS["slim"]}
    setup, seed = NimSetup(60, 3), 1
    play = play_and_teach(Nim(), setup, seed, agents, 0, None).play
    compared = _compared_decisions(play)
    assert compared >= 6
    price = REVIEW_CPU_MS * SCREEN_SHARE / (compared // 3 * 2 * 8 * 3)
    priced = _Priced(price)
    found = review(Nim(), play, 0, priced, budget=1)
    assert found.left_out >= 1
    assert found.examined + found.left_out == compared
    assert len(priced.calls) * price <= REVIEW_CPU_MS
    screened = sorted({play.states.index(state) for state in _states(play, priced)})
    assert screened[0] < len(play.states) // 2 <= screened[-1], "both halves of the game"
    assert found.left_out_text == (
        f"Niet alles is nagespeeld: {found.left_out} van je {compared} beslissingen met iets "
        f"te vergelijken pasten niet meer in de rekentijd van de nabespreking (ongeveer "
        f"{REVIEW_CPU_MS // 1000} seconden)."
    )
    lessons = play_and_teach(Nim(), setup, seed, agents, 0, _Priced(price), budget=1)
    assert lessons.as_json()["nabespreking-overgeslagen"] == found.left_out
    assert found.left_out_text in lesson_text(lessons, Nim())


def _states(play: Playthrough[Any, Any], teacher: _Counted) -> list[Any]:
    """The states of ``play`` the teacher was asked to play out from."""
    asked = {state for state, _, _, _ in teacher.calls}
    return [state for state in play.states if id(state) in asked]
