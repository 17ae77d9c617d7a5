"""Dobbelnim, the toy game: its notation reads back or is refused in Dutch, never a KeyError."""

from __future__ import annotations

import pytest

from rulebook.core.errors import NotationError, RuleError
from rulebook.games import game
from rulebook.nim.state import NimSetup, NimState, Roll, Take
from tests.command_line import run

NIM = game("dobbelnim")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "onzin",
        "stenen=10",
        "stenen=10 dobbelsteen=3 zaad=1 beurt=0 gegooid=0",
        "stenen=10 dobbelsteen=3 zaad=1 beurt=0 gegooid=0 winnaar=None extra=1",
        "dobbelsteen=3 stenen=10 zaad=1 beurt=0 gegooid=0 winnaar=None",
        "stenen=tien dobbelsteen=3 zaad=1 beurt=0 gegooid=0 winnaar=None",
        "stenen=10 dobbelsteen=3 zaad=1 beurt 0 gegooid=0 winnaar=None",
        "stenen=10 dobbelsteen=3 zaad=1 beurt=2 gegooid=0 winnaar=None",
        "stenen=10 dobbelsteen=3 zaad=1 beurt=0 gegooid=4 winnaar=None",
        "stenen=10 dobbelsteen=0 zaad=1 beurt=0 gegooid=0 winnaar=None",
        "stenen=100 dobbelsteen=3 zaad=1 beurt=0 gegooid=0 winnaar=None",
        "stenen=0 dobbelsteen=3 zaad=1 beurt=0 gegooid=0 winnaar=None",
        "stenen=3 dobbelsteen=3 zaad=1 beurt=0 gegooid=0 winnaar=1",
        "stenen=0 dobbelsteen=3 zaad=1 beurt=0 gegooid=2 winnaar=1",
        "stenen=1 dobbelsteen=3 zaad=1 beurt=0 gegooid=0 winnaar=7",
    ],
)
def test_a_state_that_cannot_be_is_refused_with_the_notation_clause(text: str) -> None:
    with pytest.raises(NotationError) as refused:
        NIM.parse_state(text)
    assert refused.value.clause_id == "dobbelnim.notatie"
    assert refused.value.message.endswith(".")


def test_a_state_reads_back() -> None:
    for state in (
        NimState(10, 3, 1),
        NimState(4, 6, -5, to_move=1, rolled=6),
        NimState(0, 3, 2, to_move=1, winner=0),
    ):
        assert NIM.parse_state(str(state)) == state


@pytest.mark.parametrize("text", ["dobbel 0", "dobbel", "3 neemt 1", "1 neemt", "1 neemt 100", "x"])
def test_an_action_that_is_not_one_is_refused(text: str) -> None:
    with pytest.raises(NotationError, match="geen zet van dobbelnim"):
        NIM.parse_action(text)


def test_actions_read_back() -> None:
    for action in (Roll(1), Roll(9), Take(0, 1), Take(1, 99)):
        assert NIM.parse_action(str(action)) == action


@pytest.mark.parametrize(("stones", "faces"), [(0, 3), (100, 3), (10, 0), (10, 10)])
def test_a_setup_outside_the_table_is_refused(stones: int, faces: int) -> None:
    with pytest.raises(RuleError) as refused:
        NIM.new_game(NimSetup(stones, faces), 1)
    assert refused.value.clause_id == "dobbelnim.opzet"


def test_the_terminal_plays_a_game_and_refuses_a_bad_heap() -> None:
    done = run("dobbelnim", "speel", "--zaad", "3")
    assert done.returncode == 0, done.stderr
    assert done.stdout.rstrip().endswith("Speler 2 wint met 1 punt.")
    refused = run("dobbelnim", "speel", "--stenen", "0")
    assert refused.returncode == 2 and "regel dobbelnim.opzet" in refused.stderr
