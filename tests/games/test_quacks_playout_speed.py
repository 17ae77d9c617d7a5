"""The short cuts that make a playout of De Kwakzalvers (and De Alchemisten) fast give exactly
what the long way gives: a chip drawn by ``play_chance`` is the chip ``sample`` picks from the
exact chances, with the same state after it; ``apply_listed`` makes the state ``apply`` makes;
the distances a computer player weighs are the engine's own parts added up; the calculator's
whole-number comparison is its comparison of worths; a patient's action is offered exactly when
the rule function allows it; and the simulator is resumed through its public ``resume`` only."""

from __future__ import annotations

import ast
import inspect
import random
from collections.abc import Iterator
from fractions import Fraction
from itertools import product
from typing import Any

import pytest

from rulebook.core.errors import RuleError
from rulebook.core.model.game import CHANCE, play_to_end, sample
from rulebook.quacks import playout as playout_module
from rulebook.quacks import rules
from rulebook.quacks import simulator as kernel
from rulebook.quacks.actions import Buy, Draw, Stop, UseFlask
from rulebook.quacks.alchemists.data import Patient
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.alchemists.patients.data import Choice
from rulebook.quacks.alchemists.patients.rules import ActionQuestion, action, allowed
from rulebook.quacks.bot_reasons import bag_facts
from rulebook.quacks.bots import BOTS
from rulebook.quacks.engine import shared_game
from rulebook.quacks.playout import resumable
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.strategies import Style, draw_worths, keeps_drawing
from rulebook.quacks.table import KINDS, Cauldron, GameState, Setup
from tests.quacks_games import played

GAME = shared_game()
SETUPS = [
    Setup.with_set(2, players=4, extras=(AlchemistsSetup(),)),
    Setup.with_set(3, players=3, extras=(AlchemistsSetup(book=16),)),
    Setup.with_set(1, players=4),
]


def positions(setup: Setup, seed: int) -> Iterator[GameState]:
    yield from played(setup, seed).states[:-1]


def brewing_choices(setup: Setup, seed: int) -> Iterator[tuple[GameState, int, list[Any]]]:
    """Every brewing seat's choice in a played game (no task asked): state, seat, legal."""
    for state in positions(setup, seed):
        for seat in GAME.current_players(state):
            if seat != CHANCE and state.players[seat].task is None:
                yield state, seat, list(GAME.legal_actions(state, seat))


# -- the engine's two short cuts ------------------------------------------------------------------


@pytest.mark.parametrize("setup", SETUPS, ids=str)
def test_a_chip_drawn_by_play_chance_is_the_chip_sample_picks(setup: Setup) -> None:
    draws = 0
    for number, state in enumerate(positions(setup, 3)):
        if GAME.current_players(state) != (CHANCE,):
            continue
        short, long = random.Random(number), random.Random(number)
        action, after = GAME.play_chance(state, short)
        expected = sample(GAME.chance_outcomes(state), long)
        assert action == expected, (state.round, str(expected))
        assert after == GAME.apply(state, expected)
        assert short.getstate() == long.getstate(), "one draw from the stream, as sample"
        draws += isinstance(getattr(action, "chip", None), Chip)
    assert draws > 100


@pytest.mark.parametrize("setup", SETUPS, ids=str)
def test_apply_listed_makes_the_state_apply_makes(setup: Setup) -> None:
    checked = 0
    for state in positions(setup, 4):
        for seat in GAME.current_players(state):
            if seat == CHANCE:
                continue
            legal = GAME.legal_actions(state, seat)
            for listed in legal[:4] + legal[-2:]:
                assert GAME.apply_listed(state, listed) == GAME.apply(state, listed), str(listed)
                checked += 1
    assert checked > 300


def test_apply_listed_refuses_what_was_not_listed_as_apply_does() -> None:
    state = next(
        s
        for s in positions(SETUPS[0], 4)
        if s.phase == "brouwen" and 0 in GAME.current_players(s) and s.players[0].task is None
    )
    GAME.legal_actions(state, 0)  # listed: brewing actions, no purchase
    with pytest.raises(RuleError) as listed:
        GAME.apply_listed(state, Buy(0, ()))
    with pytest.raises(RuleError) as applied:
        GAME.apply(state, Buy(0, ()))
    assert str(listed.value) == str(applied.value)


def test_a_list_of_legal_actions_changed_by_its_caller_changes_nothing_remembered() -> None:
    state = next(s for s in positions(SETUPS[2], 5) if 0 in GAME.current_players(s))
    first = GAME.legal_actions(state, 0)
    first.clear()
    assert GAME.legal_actions(state, 0), "the engine hands out a copy of what it remembers"


# -- what a computer player reads -----------------------------------------------------------------


@pytest.mark.parametrize("setup", SETUPS, ids=str)
def test_the_distances_a_computer_weighs_are_the_engines_parts_added_up(setup: Setup) -> None:
    compared = 0
    for state in positions(setup, 6):
        if state.phase != "brouwen":
            continue
        for seat, player in enumerate(state.players):
            reach = rules.distances(state, seat)
            for chip in {*player.bag, *KINDS[:4]}:
                parts = rules.distance_parts(state, player, chip)
                assert reach.distance(chip) == sum(part.fields for part in parts), str(chip)
                compared += 1
    assert compared > 1000


EVERY_SET = [
    Setup.with_set(number, players=4, extras=(AlchemistsSetup(),)) for number in (1, 2, 3, 4)
]


@pytest.mark.parametrize("setup", EVERY_SET, ids=str)
def test_a_chip_that_goes_its_value_goes_as_far_as_the_whole_walk_says(setup: Setup) -> None:
    """``Reach.distance`` skips the walk for a colour no book, card or doubling moves further
    (``Reach.plain``); every kind of chip, in every seat of every brewing position of a game of
    each book set, goes exactly as far as the walk with its words says. A cauldron's remembered
    white total and contents are what its chips add up to."""
    plain = walked = 0
    for seed in (6, 7):
        for state in positions(setup, seed):
            for seat, player in enumerate(state.players):
                cauldron = player.cauldron
                assert cauldron.white_total() == sum(
                    p.chip.value or 0 for p in cauldron.chips if p.chip.is_white
                )
                assert cauldron.contents() == Chips(tuple(p.chip for p in cauldron.chips))
                if state.phase != "brouwen":
                    continue
                reach = rules.distances(state, seat)
                for chip in KINDS:
                    parts = rules.distance_parts(state, player, chip)
                    assert reach.distance(chip) == sum(part.fields for part in parts), str(chip)
                    if chip.ingredient in reach.plain:
                        plain += 1
                    else:
                        walked += 1
    assert plain > 1000 and walked > 200, (plain, walked)


@pytest.mark.parametrize("setup", SETUPS[:2], ids=str)
def test_the_expansions_habits_choose_nothing_where_only_drawing_and_stopping_is_offered(
    setup: Setup,
) -> None:
    """A computer player asks the expansions' habits (``computerzet``) only when an expansion's
    free action is on offer: where a brewing seat may only draw, stop or use its flask, no habit
    would have chosen anything."""
    asked = 0
    for state, seat, legal in brewing_choices(setup, 6):
        if all(type(action) in (Draw, Stop, UseFlask) for action in legal):
            assert rules.events_of(state).first("computerzet", state, seat, legal) is None
            asked += 1
    assert asked > 100


def test_the_calculators_whole_number_comparison_is_its_comparison_of_worths() -> None:
    rng = random.Random(23)
    for _ in range(3000):
        moves = [
            (rng.randrange(1, 8), rng.randrange(1, 6), rng.random() < 0.3)
            for _ in range(rng.randrange(1, 9))
        ]
        size = sum(number for _, number, _ in moves)
        last = rng.randrange(0, 45)
        now, expected = draw_worths(moves, size, last)
        assert isinstance(expected, Fraction)
        drawn = keeps_drawing(
            Style.CALCULATOR, room=3, whites=[], moves=moves, bag_size=size, last_field=last
        )
        assert drawn == (expected > now)


@pytest.mark.parametrize("setup", SETUPS[:2], ids=str)
def test_the_calculator_brews_as_its_bag_facts_say(setup: Setup) -> None:
    """The calculator's choice while brewing is ``keeps_drawing`` on ``bag_facts``: the
    kinds of its legal actions are read without building actions to compare."""
    bot = BOTS["rekenaar"]
    seen = 0
    for state, seat, legal in brewing_choices(setup, 7):
        chosen = bot.choose(GAME, state, seat, legal)
        if set(legal) != {Draw(seat), Stop(seat)}:
            continue
        me = state.players[seat]
        room = rules.explosion_limit(state, me) - me.cauldron.white_total()
        whites, moves = bag_facts(state, seat, room)
        draws = keeps_drawing(
            Style.CALCULATOR,
            room=room,
            whites=whites,
            moves=moves,
            bag_size=len(me.bag),
            last_field=me.cauldron.last_field,
        )
        assert chosen == (Draw(seat) if draws else Stop(seat))
        seen += 1
    assert seen > 50


# -- a patient's action ---------------------------------------------------------------------------

CAULDRONS = [
    Cauldron.parse("vanaf 0: "),
    Cauldron.parse("vanaf 2: 3:W1 5:O1 9:R4 10:W1"),
    Cauldron.parse("vanaf 4: 5:W3 7:G2 10:W3 12:B2"),
    Cauldron.parse("vanaf 1: 2:W3 4:W2 7:W3 9:O1 10:N"),
    Cauldron.parse("vanaf 8: 9:R1 10:Y1 12:P1 13:Z1 15:G4"),
]


def test_a_patients_action_is_offered_exactly_when_the_rule_function_allows_it() -> None:
    asked = refused = 0
    for patient, chip, cauldron, choice, essence, round_, red_set in product(
        Patient,
        KINDS,
        CAULDRONS,
        (*Choice, None),
        (0, 1, 2, 4, 8),
        (1, 2, 9),
        (1, 2),
    ):
        try:
            question = ActionQuestion(
                patient, essence, chip, cauldron, choice, round=round_, red_set=red_set
            )
        except RuleError:
            continue
        expected = action(question).allowed
        assert allowed(question) == expected, (patient, str(chip), str(cauldron), choice, essence)
        asked += 1
        refused += not expected
    assert asked > 5000
    assert 0 < refused < asked


# -- the simulator's public door ------------------------------------------------------------------


def test_the_playout_resumes_the_simulator_through_its_public_resume_only() -> None:
    tree = ast.parse(inspect.getsource(playout_module))
    private = sorted(
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "kernel"
        and node.attr.startswith("_")
    )
    assert private == []


def test_the_simulator_resumes_only_what_it_covers_and_a_state_nobody_is_asked_in() -> None:
    styles = [Style.CALCULATOR] * 4
    expansion = next(s for s in positions(SETUPS[0], 3) if s.card is None and not s.over)
    with pytest.raises(ValueError, match="uitbreidingen"):
        kernel.resume(expansion, styles, random.Random(1))
    asked = next(
        s for s in positions(SETUPS[2], 3) if any(p.todo for p in s.players) and not s.over
    )
    with pytest.raises(ValueError, match="asked"):
        kernel.resume(asked, styles, random.Random(1))


def test_the_simulators_resume_plays_the_engines_game_from_a_rounds_start() -> None:
    setup = SETUPS[2]
    agents: dict[int, Any] = {seat: BOTS["rekenaar"] for seat in range(4)}
    starts = [s for s in positions(setup, 9) if resumable(s) and s.card is None][:6]
    assert len(starts) == 6
    for number, state in enumerate(starts):
        ended = kernel.resume(state, [Style.CALCULATOR] * 4, random.Random(number))
        end = GAME.result(play_to_end(GAME, state, agents, number))
        assert (ended.scores, ended.winners) == (tuple(end.scores), tuple(end.winners))
