"""argparse's own refusals on the command line are Dutch, and where an option stands for a rule
(a number of players, a seed, a number of games) they name that rule, as a refusal of the
rules themselves does."""

from __future__ import annotations

import argparse
from collections.abc import Iterator

import pytest

from rulebook import cli
from rulebook.core.reader.terminal import WholeNumber, rule_of, with_rule


def _number_options() -> Iterator[tuple[tuple[str, ...], str, str]]:
    """Every whole-number option of every command: the words before it, its flag, its rule."""
    with cli._dutch_argparse():
        parser = cli._build_parser()

    def walk(
        current: argparse.ArgumentParser, path: tuple[str, ...]
    ) -> Iterator[tuple[tuple[str, ...], str, str]]:
        for action in current._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    yield from walk(sub, (*path, name))
            elif isinstance(action.type, WholeNumber):
                yield path, action.option_strings[-1], action.type.clause_id

    yield from walk(parser, ())


NUMBER_OPTIONS = sorted(_number_options())


def test_the_numbers_of_every_game_stand_for_rules() -> None:
    flags = {(path[0], flag): clause for path, flag, clause in NUMBER_OPTIONS}
    assert flags[("kwakzalvers", "--spelers")] == "kwakzalvers.spelers"
    assert flags[("het-leeft", "--zaad")] == "het-leeft.beurt"
    assert flags[("castle-combo", "--partijen")] == "castle-combo.beurt"
    assert len(NUMBER_OPTIONS) >= 20


@pytest.mark.parametrize(("path", "flag", "clause"), NUMBER_OPTIONS)
def test_a_missing_number_names_its_rule(
    path: tuple[str, ...], flag: str, clause: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main([*path, flag]) == cli.EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert f"fout: optie {flag}: verwacht één waarde (regel {clause})" in err


@pytest.mark.parametrize(("path", "flag", "clause"), NUMBER_OPTIONS)
def test_a_word_for_a_number_names_its_rule_once(
    path: tuple[str, ...], flag: str, clause: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main([*path, f"{flag}=drie"]) == cli.EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert f"fout: optie {flag}: 'drie' is geen geheel getal (regel {clause})\n" in err
    assert err.count("(regel ") == 1


def test_a_missing_required_number_names_its_rule(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["het-leeft", "score", "--kaarten", "3 4"]) == cli.EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert "fout: deze opties zijn verplicht: --munten (regel het-leeft.score.munten)\n" in err
    assert cli.main(["het-leeft", "veiling"]) == cli.EXIT_BAD_INPUT  # no rule to name
    assert "fout: deze opties zijn verplicht: --munten, --biedingen\n" in capsys.readouterr().err


def test_a_count_of_values_is_refused_in_dutch(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["dobbelnim", "speel", "--computers", "slim"]) == cli.EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert "fout: optie --computers: verwacht 2 waarden\n" in err
    assert "expected" not in err


def test_a_message_names_the_rule_of_an_option_only_when_it_stands_for_one() -> None:
    parser = argparse.ArgumentParser()
    players = parser.add_argument("--spelers", type=WholeNumber("kwakzalvers.spelers"))
    name = parser.add_argument("--naam")
    assert rule_of(players) == "kwakzalvers.spelers"
    assert rule_of(name) is None
    assert with_rule(players, "te weinig") == "te weinig (regel kwakzalvers.spelers)"
    assert with_rule(players, "x (regel kwakzalvers.spelers)") == "x (regel kwakzalvers.spelers)"
    assert with_rule(name, "te weinig") == "te weinig"
