"""The command line under hostile input: every value option given ``--``, counts out of range,
a closed stdout, control characters, a huge leader. Each answer is a short Dutch message with
exit status 2 (or 74 when there is nowhere to write), never a traceback."""

from __future__ import annotations

import argparse
import shlex
import subprocess
import sys
from collections.abc import Iterator

import pytest

from rulebook import cli
from tests.command_line import run


def _value_options() -> Iterator[tuple[tuple[str, ...], str]]:
    """Every option of every command that takes a value, with the command's words before it."""
    with cli._dutch_argparse():
        parser = cli._build_parser()

    def walk(
        current: argparse.ArgumentParser, path: tuple[str, ...]
    ) -> Iterator[tuple[tuple[str, ...], str]]:
        for action in current._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    yield from walk(sub, (*path, name))
            elif action.option_strings and action.nargs in (None, argparse.ONE_OR_MORE):
                yield path, action.option_strings[-1]

    yield from walk(parser, ())


VALUE_OPTIONS = sorted(_value_options())


def test_there_are_many_value_options_to_try() -> None:
    assert len(VALUE_OPTIONS) >= 40


@pytest.mark.parametrize(("path", "flag"), VALUE_OPTIONS)
def test_double_dash_as_a_value_is_refused_in_dutch(
    path: tuple[str, ...], flag: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status = cli.main([*path, f"{flag}=--"])
    err = capsys.readouterr().err
    assert status == cli.EXIT_BAD_INPUT
    assert f"optie {flag}: verwacht een waarde" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("count", ["-3", "0", "1", "6", "100000"])
def test_an_impossible_player_count_is_refused_before_any_work(
    count: str, capsys: pytest.CaptureFixture[str]
) -> None:
    import rulebook.quacks.rules
    import rulebook.quacks.simulator  # noqa: F401 - loaded first: loading is not playing
    from tests.work import python_calls

    done: list[int] = []
    played = python_calls(
        lambda: done.append(
            cli.main(["kwakzalvers", "simuleer", "--spelers", count, "--partijen", "1"])
        ),
        inside=("rulebook/quacks/simulator.py", "rulebook/quacks/rules.py"),
    )
    err = capsys.readouterr().err
    assert played == 0, "no game was set up, in the simulator or the engine (one: ~3,800 calls)"
    (status,) = done
    assert status == cli.EXIT_BAD_INPUT
    assert err.startswith("fout: Kwakzalvers speel je met 2 tot 4 spelers")
    assert f"niet met {int(count)}. (regel kwakzalvers.spelers)" in err


def test_a_closed_stdout_gets_one_dutch_line_and_status_74() -> None:
    command = shlex.join([sys.executable, "-m", "rulebook", "kwakzalvers", "boeken"])
    done = subprocess.run(
        ["sh", "-c", f"exec >&-; {command}"],
        capture_output=False,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == cli.EXIT_OUTPUT_FAILED
    assert done.stderr.strip() == (
        "fout: het antwoord kan nergens heen: de standaarduitvoer (stdout) is gesloten."
    )


@pytest.mark.parametrize(
    "args",
    [
        ["kwakzalvers", "ketel", "--fiches", "W1 \x1b[2JR\x07"],
        ["kwakzalvers", "ketel", "--fiches", "W1", "--\x1b[31mrood"],
        ["regel", "kwakzalvers.\x1b]0;titel\x07"],
    ],
)
def test_control_characters_from_the_input_are_escaped(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    status = cli.main(args)
    err = capsys.readouterr().err
    assert status == cli.EXIT_BAD_INPUT
    assert "\\x1b" in err
    assert not any(ord(char) < 32 and char != "\n" for char in err)


def test_a_far_leader_gives_a_short_answer_with_the_right_count() -> None:
    from rulebook.quacks import board

    done = run("kwakzalvers", "ratten", "--punten", "0", "--leider", "999999")
    assert done.returncode == 0, done.stderr
    assert len(done.stdout) < 2_000
    expected = board.rat_tails_between(0, 999999, second_lap=True)
    assert f"Antwoord: {expected} rattenstaarten." in done.stdout
    assert f"({expected - 12} meer)" in done.stdout


def test_control_characters_in_an_answer_are_escaped_too(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The name of an action is echoed in the answer on stdout; its lines stay lines."""
    status = cli.main(["betalen", "--essentie", "3", "--kost", "1", "--actie", "x\x1b[2Jy"])
    out = capsys.readouterr().out
    assert status == 0
    assert "x\\x1b[2Jy" in out and "\x1b" not in out
    assert out.count("\n") >= 4
