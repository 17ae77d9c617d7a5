"""What the Kwakzalvers' fast simulator covers, and that every caller asks it first.

The simulator plays the base game between the three computer styles, with some options only at
their default. ``covers`` says whether it plays a setup exactly as the engine; ``simuleer``
falls back to the engine for the rest and says so (``uitvoering``), never a traceback. Every
effect of the base game's books and cards is one the kernel plays; an effect it does not know
is refused, never played as "nothing".
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from rulebook.quacks.books import BlueFourFour, GreenThreeFour, PriceOptions, all_books
from rulebook.quacks.effects import Effect
from rulebook.quacks.fortune import CARDS
from rulebook.quacks.simulator import KERNEL_EFFECTS, covers, effects_within, uncovered
from rulebook.quacks.table import LimitRule, PurpleField, Setup, YellowDouble
from tests.command_line import run


def _every_price_option() -> list[PriceOptions]:
    return [PriceOptions(green, blue) for green in GreenThreeFour for blue in BlueFourFour]


def test_every_base_game_book_and_card_uses_only_effects_the_kernel_plays() -> None:
    used = {
        type(found)
        for options in _every_price_option()
        for book in all_books(options)
        for found in effects_within(book.effect)
    } | {type(found) for card in CARDS for found in effects_within(card.effect)}
    assert used <= KERNEL_EFFECTS, sorted(kind.__name__ for kind in used - KERNEL_EFFECTS)
    assert len(used) >= 30  # the walk finds the effects inside choices and payments too


def test_the_plain_game_is_covered_and_every_set_of_books_too() -> None:
    for number in (1, 2, 3, 4):
        for players in (2, 3, 4):
            assert covers(Setup.with_set(number, players=players))
    assert uncovered(Setup(books=(1, 2, 3, 4, 1))) is None


@pytest.mark.parametrize(
    "changed",
    [
        {"white_choice": True},
        {"first_chip": True},
        {"second_lap": False},
        {"green_two_closed": True},
        {"tubes": ()},
        {"purple_field": next(p for p in PurpleField if p is not PurpleField.PRINTED)},
        {"yellow_double": next(y for y in YellowDouble if y is not YellowDouble.WHOLE_STEP)},
        {"limit_rule": next(r for r in LimitRule if r is not LimitRule.HIGHEST)},
    ],
    ids=lambda changed: next(iter(changed)),
)
def test_an_option_away_from_its_default_is_not_covered_and_says_which(
    changed: dict[str, Any],
) -> None:
    setup = dataclasses.replace(Setup(), **changed)
    reason = uncovered(setup)
    assert reason is not None
    key = next(f.metadata["key"] for f in dataclasses.fields(Setup) if f.name in changed)
    assert key in reason
    assert not covers(setup)


def test_a_book_with_an_effect_the_kernel_does_not_know_is_not_covered() -> None:
    @dataclasses.dataclass(frozen=True)
    class Unheard(Effect):
        def dutch(self) -> str:
            return "iets nieuws"

    setup = Setup()
    books = dict(setup.book_table)
    blue = next(colour for colour in books if colour.name == "BLUE")
    books[blue] = dataclasses.replace(books[blue], effect=Unheard())
    object.__setattr__(setup, "book_table", books)  # a cached property: this setup's books
    reason = uncovered(setup)
    assert reason is not None
    assert "Unheard" in reason


def test_simuleer_with_an_option_the_simulator_does_not_play_falls_back_to_the_engine() -> None:
    """Issue 25: ``--optie wit-naar-keuze=ja`` ended in a traceback; now the engine plays."""
    done = run(
        "kwakzalvers", "simuleer", "--optie", "wit-naar-keuze=ja", "--partijen", "2", "--json"
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    document = json.loads(done.stdout)
    assert document["uitvoering"] == "motor"
    assert "wit-naar-keuze" in document["waarom_motor"]
    assert sum(document["winsten"].values()) == pytest.approx(2)
    said = run("kwakzalvers", "simuleer", "--optie", "wit-naar-keuze=ja", "--partijen", "1")
    assert "in de spelmotor (de snelle simulator speelt de keuze wit-naar-keuze" in said.stdout


def test_simuleer_of_the_plain_game_runs_in_the_fast_simulator() -> None:
    done = run("kwakzalvers", "simuleer", "--partijen", "3", "--json")
    document = json.loads(done.stdout)
    assert document["uitvoering"] == "kern"
    assert "waarom_motor" not in document


def test_simuleer_with_a_random_player_says_the_engine_played() -> None:
    done = run(
        "kwakzalvers", "simuleer", "--partijen", "1", "--spelers", "2",
        "--spelers-type", "willekeurig", "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    document = json.loads(done.stdout)
    assert document["uitvoering"] == "motor"
    assert "willekeurige" in document["waarom_motor"]
