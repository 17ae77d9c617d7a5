"""Rulings from the terminal that must agree with the engine: ``kwakzalvers ketel`` and
``alchemisten bonus`` in round 9 (issue 15, item 1)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rulebook.cli import EXIT_BAD_INPUT, main
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


# -- kwakzalvers ketel: the engine's own scoring ---------------------------------------------------


def ketel(*args: str, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    status = main(["kwakzalvers", "ketel", *args, "--json"])
    out, err = capsys.readouterr()
    assert status == 0, err
    document: dict[str, Any] = json.loads(out)
    return document


def ketel_refused(*args: str, capsys: pytest.CaptureFixture[str]) -> str:
    status = main(["kwakzalvers", "ketel", *args])
    out, err = capsys.readouterr()
    assert status == EXIT_BAD_INPUT and out == ""
    return err


def rules_cited(document: dict[str, Any]) -> list[str]:
    return [step["regel"] for step in document["stappen"]]


def test_round_9_turns_the_money_of_a_whole_pot_into_points(
    capsys: pytest.CaptureFixture[str],
) -> None:
    got = ketel("--fiches", "W1 O1 W2 G1 R1", "--druppel", "10", "--ronde", "9", capsys=capsys)
    assert got["veld"] == 18  # 4 points, 16 coins on the track
    assert got["punten_uit_geld"] == 16 // 5
    assert got["overwinningspunten"] == 4 + 3
    assert got["munten"] == 0 and got["of_punten_in_plaats_van_kopen"] is None
    assert "kwakzalvers.ronde9" in rules_cited(got)


def test_an_exploded_pot_in_round_9_gets_its_points_and_no_money_choice(
    capsys: pytest.CaptureFixture[str],
) -> None:
    got = ketel("--fiches", "W1 O1 W2 G1 W3 W2", "--ronde", "9", capsys=capsys)
    assert got["ontploft"] is True and got["veld"] == 11
    assert got["overwinningspunten"] == 2 and got["punten_uit_geld"] == 0
    assert got["of_punten_in_plaats_van_kopen"] is None
    assert "kwakzalvers.keuze.ronde9-ontploft" in rules_cited(got)
    assert "kwakzalvers.puntentelling.ontploft" not in rules_cited(got)


def test_an_exploded_pot_before_round_9_offers_points_or_shopping(
    capsys: pytest.CaptureFixture[str],
) -> None:
    got = ketel("--fiches", "W1 O1 W2 G1 W3 W2", "--ronde", "3", capsys=capsys)
    assert (got["of_punten_in_plaats_van_kopen"], got["munten"]) == (2, 11)
    took = ketel(
        "--fiches", "W1 O1 W2 G1 W3 W2", "--ronde", "3", "--keuze", "punten", capsys=capsys
    )
    assert (took["overwinningspunten"], took["munten"]) == (2, 0)


def test_a_protected_pot_gets_points_and_money(capsys: pytest.CaptureFixture[str]) -> None:
    got = ketel("--fiches", "W3 W2 B2 W2 W1", "--set", "2", "--ronde", "3", capsys=capsys)
    assert got["ontploft"] is True and got["beschermd"] is True
    assert (got["overwinningspunten"], got["munten"]) == (2, 11)


def test_green_set_3_with_whites_exactly_seven_moves_the_scoring_field(
    capsys: pytest.CaptureFixture[str],
) -> None:
    got = ketel("--fiches", "W2 W2 W3 G1 G2", "--set", "3", "--ronde", "3", capsys=capsys)
    assert got["wit"] == 7
    assert (got["veld"], got["overwinningspunten"], got["munten"]) == (14, 3, 14)


@pytest.mark.parametrize(("card", "points", "rubies"), [(None, 1, 1), ("B3", 3, 1), ("B4", 1, 2)])
def test_cards_b3_and_b4_change_what_a_ruby_field_gives(
    card: str | None, points: int, rubies: int, capsys: pytest.CaptureFixture[str]
) -> None:
    extra = ["--kaart", card] if card else []
    got = ketel("--fiches", "W2 W2 Y1 W3", "--ronde", "3", *extra, capsys=capsys)
    assert (got["veld"], got["overwinningspunten"], got["robijnen"]) == (9, points, rubies)


def test_putting_the_white_back_with_yellow_set_1_prevents_the_explosion(
    capsys: pytest.CaptureFixture[str],
) -> None:
    chips = ["--fiches", "W2 W2 W1 Y1 W3", "--ronde", "3"]
    assert ketel(*chips, capsys=capsys)["ontploft"] is True
    back = ketel(*chips, "--keuze", "terug", capsys=capsys)
    assert back["ontploft"] is False and back["wit"] == 7


@pytest.mark.parametrize(
    ("args", "clause_id"),
    [
        (["--fiches", "O1 Y1"], "kwakzalvers.ronde2"),
        (["--fiches", "O1 P1", "--ronde", "2"], "kwakzalvers.ronde3"),
        (["--fiches", "O1", "--ratten", "2"], "kwakzalvers.ratten"),
        (["--fiches", "O1", "--keuze", "terug"], "kwakzalvers.brouwen.stoppen"),
    ],
)
def test_what_cannot_happen_is_refused_with_its_rule(
    args: list[str], clause_id: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert f"(regel {clause_id})" in ketel_refused(*args, capsys=capsys)
