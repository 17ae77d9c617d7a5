"""Rulings from the terminal that must agree with the engine: ``kwakzalvers ketel`` and
``alchemisten bonus`` in round 9 (issue 15, item 1)."""

from __future__ import annotations

import json

from rulebook.cli import EXIT_BAD_INPUT
from tests.command_line import run


def answer(*args: str) -> dict[str, object]:
    done = run(*args, "--json")
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout)
    return result


def refused(*args: str) -> str:
    done = run(*args)
    assert done.returncode == EXIT_BAD_INPUT, done.stdout
    assert done.stderr.startswith("fout: ")
    return done.stderr


def test_the_bonus_in_round_9_counts_the_points_its_answer_names() -> None:
    got = answer("alchemisten", "bonus", "--patient", "Vampierisme", "--veld", "7", "--ronde", "9")
    assert got["overwinningspunten"] == 7
    assert got["antwoord"] == "Niets van de kaart; in ronde 9 krijg je 7 overwinningspunten."


def test_the_bonus_in_round_9_takes_a_field_past_the_top() -> None:
    got = answer("alchemisten", "bonus", "--patient", "Oorwurm", "--veld", "11", "--ronde", "9")
    assert got["overwinningspunten"] == 11
    assert "(regel alchemisten.essentie.top)" in refused(
        "alchemisten", "bonus", "--patient", "Oorwurm", "--veld", "11", "--ronde", "8"
    )


def test_drawing_for_the_card_in_round_9_is_refused_with_the_last_round_rule() -> None:
    err = refused(
        "alchemisten", "bonus", "--patient", "Oorwurm", "--veld", "7", "--ronde", "9",
        "--getrokken", "W1",
    )  # fmt: skip
    assert "(regel alchemisten.laatste-ronde)" in err
