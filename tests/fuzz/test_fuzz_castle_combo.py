"""Fuzzing Castle Combo's entry points, bounded in time: the terminal's ``speel``/``simuleer``
(with and without ``--kerker``), the engine's state notation, its actions, its setup and the
lock ruling. The promise is the rulebook's (``test_fuzz_rulebook``): bad input from a player is
a Dutch ``RuleError`` naming a clause of the catalogue (exit status 2 on the command line), a
wrong Python type is a ``TypeError``, nothing else escapes and no state changes."""

from __future__ import annotations

import functools
import random
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook.castle_combo.bots import Greedy
from rulebook.castle_combo.dungeon.expansion import EXPANSION, lock_now_ruling
from rulebook.castle_combo.engine import CastleCombo
from rulebook.castle_combo.rules import Rules
from rulebook.castle_combo.table import Castle, Setup
from rulebook.cli import EXIT_BAD_INPUT
from rulebook.core import RuleError
from rulebook.core.model.game import CHANCE, Playthrough
from rulebook.core.model.task_game import Outcome, Pick
from tests.fuzz.test_fuzz_rulebook import check_cli_outcome, check_rule_error, run_in_process

ENGINE = CastleCombo([EXPANSION])
FUZZ = settings(max_examples=60, deadline=None)
numbers = st.one_of(
    st.integers(-3, 8).map(str),
    st.sampled_from(["drie", "", " 4 ", "4.0", "1_0", "٣", "9" * 500, "-1"]),
)


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    """``castle-combo speel|simuleer`` with any mix of its options, some of them wrong."""
    argv = ["castle-combo", draw(st.sampled_from(["speel", "simuleer"]))]
    if draw(st.booleans()):
        argv += ["--spelers", draw(numbers)]
    if draw(st.booleans()):
        argv += ["--zaad", draw(numbers)]
    if argv[1] == "simuleer":
        argv += ["--partijen", draw(st.sampled_from(["1", "0", "-2", "x", "100001"]))]
    if draw(st.booleans()):
        names = st.sampled_from(["gulzig", "planner", "willekeurig", "slim", "", "GULZIG"])
        argv += ["--computers", *draw(st.lists(names, min_size=1, max_size=3))]
    for flag in ("--kerker", "--json"):
        if draw(st.booleans()):
            argv.append(flag)
    return argv


@settings(max_examples=25, deadline=None)
@given(command_lines())
def test_playing_from_the_command_line_answers_or_refuses_in_dutch(argv: list[str]) -> None:
    if "--spelers" in argv:  # whole games are slow: keep the fuzzed ones to small tables
        at = argv.index("--spelers") + 1
        argv[at] = "2" if argv[at].strip() in ("3", "4", "5") else argv[at]
    status, out, err = run_in_process(argv)
    check_cli_outcome(argv, status, out, err)
    if status == EXIT_BAD_INPUT:  # every option is well formed: a refusal is a rule's
        assert "(regel " in err, err[:200]


@functools.cache
def _game_states() -> list[str]:
    """States of two seeded games (the base game and Uit de Kerker!), as their notation."""
    texts = []
    for setup in (Setup(3), Setup(4, kerker=Rules())):
        agents: dict[int, Any] = {seat: Greedy(seat) for seat in range(setup.players)}
        play = Playthrough.start(ENGINE, setup, 7, agents)
        for step in range(2000):
            if play.is_over:
                break
            if step % 23 == 0:
                texts.append(str(play.state))
            play.step()
    return texts


_WORDS = re.compile(r"\S+|\n")


@st.composite
def mutated_states(draw: st.DrawFn) -> str:
    """A real state's text with a few of its words changed, dropped or repeated."""
    states = _game_states()
    words = _WORDS.findall(states[draw(st.integers(0, len(states) - 1))])
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(words) - 1))
        how = draw(st.sampled_from(["number", "word", "drop", "repeat"]))
        if how == "number":
            words[at] = re.sub(
                r"[0-9]+", str(draw(st.sampled_from([-1, 0, 4, 9, 99999]))), words[at]
            )
        elif how == "word":
            words[at] = draw(st.sampled_from(["Nun", "~Nun", "-", "ja", "x", "slot-0-0", "3x3:"]))
        elif how == "drop":
            del words[at]
        else:
            words.insert(at, words[at])
    return " ".join(words).replace(" \n ", "\n")


@FUZZ
@given(mutated_states())
def test_a_state_read_from_text_is_reachable_or_refused_in_dutch(text: str) -> None:
    try:
        state = ENGINE.parse_state(text)
    except RuleError as error:
        check_rule_error(error)
        return
    for seat in ENGINE.current_players(state):
        legal = (
            ENGINE.chance_outcomes(state) if seat == CHANCE else ENGINE.legal_actions(state, seat)
        )
        for item in list(legal)[:3]:
            ENGINE.apply(state, item[0] if isinstance(item, tuple) else item)


@FUZZ
@given(st.integers(0, 10_000), st.text(max_size=12), st.integers(-2, 6), st.data())
def test_any_action_is_applied_or_refused_naming_a_clause(
    index: int, code: str, seat: int, data: st.DataObject
) -> None:
    states = _game_states()
    state = ENGINE.parse_state(states[index % len(states)])
    before = str(state)
    moves: list[Pick | Outcome] = [Pick(seat, code), Outcome(seat, code), Pick(0, code)]
    action = data.draw(st.sampled_from(moves))
    try:
        ENGINE.apply(state, action)
    except RuleError as error:
        check_rule_error(error)
    assert str(state) == before


@FUZZ
@given(st.integers(0, 10_000), st.integers(-1, 5), st.integers(-1, 3), st.integers(-1, 3))
def test_the_lock_ruling_answers_or_refuses_in_dutch(index: int, seat: int, r: int, c: int) -> None:
    states = [s for s in _game_states() if "kerker=ja" in s]
    state = ENGINE.parse_state(states[index % len(states)])
    try:
        ruling = lock_now_ruling(state, seat, (r, c))
    except RuleError as error:
        check_rule_error(error)
        return
    assert ruling.answer.startswith(("Ja", "Nee"))


@FUZZ
@given(st.one_of(st.integers(-3, 9), st.booleans(), st.text(max_size=3), st.none()))
def test_a_setup_takes_two_to_five_players(players: Any) -> None:
    try:
        Setup(players)
    except RuleError as error:
        check_rule_error(error)
    except TypeError:
        assert not isinstance(players, int) or isinstance(players, bool)


def test_engine_input_of_the_wrong_shape_is_a_type_error() -> None:
    state = ENGINE.new_game(Setup(2), 1)
    with pytest.raises(TypeError):
        ENGINE.parse_state(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        ENGINE.apply(state, "1 kies koop-1")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        ENGINE.legal_actions(state, "0")  # type: ignore[arg-type]
    assert isinstance(ENGINE.parse_state(str(state)), Castle)
    _ = random
