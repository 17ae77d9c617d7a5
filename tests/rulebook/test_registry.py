"""The registry: a game is found through its description, and ``game(id)`` knows no game."""

from __future__ import annotations

import contextlib
import io

import pytest

from rulebook.cli import main
from rulebook.games import BY_ID, DESCRIPTIONS, GAMES, LISTED, PACKAGES, base_games, game


def test_every_package_gives_one_description_in_registry_order() -> None:
    assert len(DESCRIPTIONS) == len(PACKAGES) == len(BY_ID)
    ids = [d.id for d in DESCRIPTIONS]
    for description in DESCRIPTIONS:
        if description.base is not None:  # an expansion comes after its base game
            assert ids.index(description.base) < ids.index(description.id)
    assert list(GAMES) == [d.id for d in LISTED] and "dobbelnim" not in GAMES


def test_a_base_games_engine_switches_on_every_expansion_it_has() -> None:
    """``game()`` is the first base game of the registry with De Alchemisten's engine changes
    in it: it reads a patient's choice, which only the expansion's notation knows."""
    engine = game()
    assert engine.id == base_games()[0].id == "kwakzalvers"
    assert str(engine.parse_action("kans patiënten Schichtigheid Vergeetachtigheid Vampierisme"))
    assert game("dobbelnim").id == "dobbelnim"


@pytest.mark.parametrize("game_id", ["alchemisten", "onbekend"])
def test_an_expansion_or_an_unknown_id_has_no_engine(game_id: str) -> None:
    with pytest.raises(ValueError, match="no engine"):
        game(game_id)


def test_every_game_with_commands_answers_on_the_command_line() -> None:
    for description in DESCRIPTIONS:
        if not description.commands:
            continue
        shown = io.StringIO()
        with contextlib.redirect_stdout(shown):
            assert main([description.id, "--help"]) == 0
        assert all(command.name in shown.getvalue() for command in description.commands)


def test_trials_seat_the_games_computers_in_turn_from_a_shift() -> None:
    made = BY_ID["castle-combo"].trials
    assert made is not None
    trials = made()
    computers = list(trials.computers.values())
    assert len(computers) == 3
    assert trials.agents(5) == {s: computers[s % 3] for s in range(5)}
    assert trials.agents(2, shift=2) == {0: computers[2], 1: computers[0]}
    with pytest.raises(ValueError):
        trials.agents(0)
