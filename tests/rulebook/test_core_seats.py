"""Computer players from a reader's words (rulebook/core/model/seats.py), as every game reads them:
at a game table and on the command line."""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.core.errors import RuleError
from rulebook.core.model.seats import computer_word, round_the_table, table_seats

ORDER = ("gulzig", "planner", "willekeurig")


def test_a_table_hands_out_the_computer_players_in_turn_to_the_seats_no_reader_plays() -> None:
    assert table_seats(5, (1, 3), None, ORDER, "castle-combo.materiaal") == {
        0: "gulzig",
        2: "planner",
        4: "willekeurig",
    }
    assert table_seats(4, (0,), None, ORDER[:2], "x.spelers") == {
        1: "gulzig",
        2: "planner",
        3: "gulzig",
    }


def test_a_table_takes_the_words_a_reader_chose_per_seat() -> None:
    chosen = {2: "willekeurig", 0: "planner"}
    assert table_seats(3, (1,), chosen, ORDER, "castle-combo.materiaal") == chosen
    assert table_seats(2, (0,), {1: "extra"}, ORDER, "x", allowed=(*ORDER, "extra")) == {1: "extra"}


def test_the_command_line_repeats_the_names_round_the_table() -> None:
    assert round_the_table(["planner"], 3, ORDER, "x") == ["planner"] * 3
    assert round_the_table(["gulzig", "planner"], 5, ORDER, "x") == [
        "gulzig",
        "planner",
        "gulzig",
        "planner",
        "gulzig",
    ]
    assert round_the_table(None, 4, ORDER, "x") == ["gulzig", "planner", "willekeurig", "gulzig"]
    mixed = round_the_table(["extra"], 2, ORDER, "x", allowed=(*ORDER, "extra"))
    assert mixed == ["extra", "extra"]


@pytest.mark.parametrize(
    "refuse",
    [
        lambda: computer_word("slim", ORDER, "castle-combo.materiaal"),
        lambda: computer_word(3, ORDER, "castle-combo.materiaal"),
        lambda: table_seats(3, (0,), {1: "slim"}, ORDER, "castle-combo.materiaal"),
        lambda: round_the_table(["gulzig", "slim"], 3, ORDER, "castle-combo.materiaal"),
        lambda: round_the_table(["extra"], 2, ORDER, "castle-combo.materiaal"),
    ],
)
def test_a_word_that_names_no_computer_player_is_refused_in_dutch(refuse: Any) -> None:
    with pytest.raises(RuleError) as refused:
        refuse()
    assert refused.value.clause_id == "castle-combo.materiaal"
    assert refused.value.message.startswith("Er is geen computerspeler '")
    assert refused.value.message.endswith("; kies uit gulzig, planner of willekeurig.")


def test_the_refusal_quotes_the_word_the_reader_typed() -> None:
    with pytest.raises(RuleError, match="Er is geen computerspeler 'slim'; kies uit"):
        table_seats(3, (0,), {2: "slim"}, ORDER, "castle-combo.materiaal")


@pytest.mark.parametrize(
    ("argv", "refusal"),
    [
        (
            ["kwakzalvers", "speel", "--spelers-type", "slim"],
            "Er is geen computerspeler 'slim'; kies uit voorzichtig, gulzig, rekenaar of "
            "willekeurig. (regel kwakzalvers.spelers)",
        ),
        (
            ["het-leeft", "speel", "--computers", "slim"],
            "Er is geen computerspeler 'slim'; kies uit verzamelaar of handelaar. "
            "(regel het-leeft.spelers)",
        ),
        (
            ["castle-combo", "speel", "--computers", "slim"],
            "Er is geen computerspeler 'slim'; kies uit gulzig, planner of willekeurig. "
            "(regel castle-combo.materiaal)",
        ),
        (
            ["dobbelnim", "speel", "--computers", "slim", "dom"],
            "Er is geen computerspeler 'dom'; kies uit gretig of slim. (regel dobbelnim.opzet)",
        ),
    ],
)
def test_every_game_refuses_an_unknown_computer_player_alike(
    capsys: pytest.CaptureFixture[str], argv: list[str], refusal: str
) -> None:
    from rulebook.cli import main

    assert main(argv) == 2
    assert refusal in capsys.readouterr().err


@pytest.mark.parametrize(
    ("game", "words", "refusal"),
    [
        (
            "kwakzalvers",
            {"players": 2},
            "voorzichtig, gulzig of rekenaar. (regel kwakzalvers.spelers)",
        ),
        ("het-leeft", {"players": 2}, "verzamelaar of handelaar. (regel het-leeft.spelers)"),
        (
            "castle-combo",
            {"players": 2},
            "gulzig, planner of willekeurig. (regel castle-combo.materiaal)",
        ),
    ],
)
def test_every_game_table_refuses_an_unknown_computer_player_alike(
    game: str, words: dict[str, Any], refusal: str
) -> None:
    from rulebook.games import table_start

    with pytest.raises(RuleError) as refused:
        table_start(game, computers={1: "dom"}, **words)
    assert str(refused.value) == f"Er is geen computerspeler 'dom'; kies uit {refusal}"
