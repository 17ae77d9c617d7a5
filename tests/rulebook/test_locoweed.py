"""The four locoweed books of De Alchemisten: what a player counts at the table.

Book 16: the colours already in the cauldron (white not counted), the first locoweed counting
itself. Book 12: the white chips' values added up, none gives 1. Book 10: the next field, then
one coloured chip back to the bag. Book 11: one field, and one more in the essence phase.
"""

from __future__ import annotations

import random

import pytest

from rulebook.core.errors import RuleError
from rulebook.quacks import rules
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.alchemists.locoweed.books import (
    BOOKS,
    ReturnItself,
    locoweed_ruling,
    price,
    price_ruling,
    return_options,
    table_book,
)
from rulebook.quacks.alchemists.locoweed.examples import engine_book_sixteen
from rulebook.quacks.data import Ingredient
from rulebook.quacks.rulings.scenario import give, pour, table
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import GameState, Setup

N = Chip(Ingredient.LOCOWEED)


def distance(book: int, chips: str) -> int:
    return locoweed_ruling(book, chips).result.distance


# -- data ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("number", [10, 11, 12, 16])
def test_a_locoweed_costs_the_number_of_its_book(number: int) -> None:
    assert price(number) == number == price(number, 1)
    assert table_book(number).price(None) == number
    assert price_ruling(number).answer == f"{number} geld."


def test_there_are_four_books_and_locoweed_has_one_kind_of_chip() -> None:
    assert sorted(BOOKS) == [10, 11, 12, 16]
    with pytest.raises(RuleError) as error:
        price(12, 2)
    assert error.value.clause_id == "alchemisten.narrenkruid.prijs"
    with pytest.raises(RuleError) as error:
        price(13)
    assert error.value.clause_id == "alchemisten.narrenkruid.boeken"


# -- book 16 ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("chips", "fields"),
    [
        ("O1 G2 W3 R1", 4),  # three colours, white not counted, the first locoweed itself
        ("O1 N W2 B1", 3),  # a second locoweed: locoweed is already a colour in the cauldron
        ("", 1),  # nothing yet: only the locoweed itself
        ("W1 W2 W3", 1),  # whites do not count
        ("G4 G1 G2", 2),  # one colour, whatever the values
    ],
)
def test_book_16_goes_as_far_as_the_colours(chips: str, fields: int) -> None:
    assert distance(16, chips) == fields


def test_book_16_lands_after_the_last_chip() -> None:
    ruling = locoweed_ruling(16, "O1 G2 W3 R1")  # fields 1, 3, 6, 7
    assert ruling.result.field == 11
    assert "3 kleuren al in de ketel en dit eerste narrenkruid zelf" in ruling.steps[1].text
    assert ruling.steps[1].clause_id == "alchemisten.narrenkruid.boek16"


# -- book 12 ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("chips", "fields"), [("W1 O1 W2 W3", 6), ("W3", 3), ("O1 G1", 1), ("", 1), ("W1x4", 4)]
)
def test_book_12_goes_as_far_as_the_whites_are_worth(chips: str, fields: int) -> None:
    assert distance(12, chips) == fields


def test_book_12_says_the_sum() -> None:
    step = locoweed_ruling(12, "W1 O1 W2 W3").steps[1]
    assert step.clause_id == "alchemisten.narrenkruid.boek12"
    assert "1 + 2 + 3 = 6" in step.text


# -- book 10 ---------------------------------------------------------------------------------------


def test_book_10_puts_the_locoweed_on_the_next_field_and_returns_a_chip() -> None:
    result = locoweed_ruling(10, "O1 G2 W1", give_back=3).result  # O1 on 1, G2 on 3, W1 on 4
    assert (result.distance, result.field) == (1, 5)
    assert result.returned == Chip.parse("G2")
    assert str(result.cauldron) == "vanaf 0: 1:O1 4:W1 5:N"  # field 3 stays empty


def test_book_10_may_return_nothing() -> None:
    result = locoweed_ruling(10, "O1").result
    assert result.returned is None and str(result.cauldron) == "vanaf 0: 1:O1 2:N"


@pytest.mark.parametrize(
    ("chips", "field", "why"),
    [("O1 W2", 3, "wit fiche"), ("O1 G2", 2, "geen fiche")],  # W2 on 3; nothing on field 2
)
def test_book_10_never_returns_a_white_chip_or_an_empty_field(
    chips: str, field: int, why: str
) -> None:
    with pytest.raises(RuleError, match=why) as error:
        locoweed_ruling(10, chips, give_back=field)
    assert error.value.clause_id == "alchemisten.narrenkruid.boek10"


def test_book_10_returning_itself_follows_the_option() -> None:
    allowed = locoweed_ruling(10, "O1 W2", give_back=4)
    assert allowed.result.returned == N
    assert "alchemisten.narrenkruid.boek10.zichzelf" in allowed.clause_ids()
    with pytest.raises(RuleError) as error:
        locoweed_ruling(10, "O1 W2", give_back=4, itself=ReturnItself.NOT_ITSELF)
    assert error.value.clause_id == "alchemisten.narrenkruid.boek10.zichzelf"


def test_not_itself_still_lets_an_older_locoweed_go_back() -> None:
    result = locoweed_ruling(10, "N O1", give_back=1, itself=ReturnItself.NOT_ITSELF).result
    assert result.returned == N and str(result.cauldron) == "vanaf 0: 2:O1 3:N"


def test_the_choices_of_book_10_are_every_chip_with_the_rulings_answer() -> None:
    """O1 W2 and the locoweed on field 4: the pumpkin and the locoweed may go back, the white
    not; with 'niet zichzelf' the locoweed not either (each refusal names its clause)."""
    placed = locoweed_ruling(10, "O1 W2").result.cauldron
    default = return_options(placed, ReturnItself.ALLOWED)
    assert [(o.field, str(o.chip), o.allowed) for o in default] == [
        (1, "O1", True),
        (3, "W2", False),
        (4, "N", True),
    ]
    white = default[1].refusal
    assert white is not None and white.clause_id == "alchemisten.narrenkruid.boek10"
    strict = return_options(placed, ReturnItself.NOT_ITSELF)
    assert [o.allowed for o in strict] == [True, False, False]
    itself = strict[2].refusal
    assert itself is not None and itself.clause_id == "alchemisten.narrenkruid.boek10.zichzelf"


def test_an_exploded_cauldron_draws_no_locoweed() -> None:
    """Whites 3 + 2 + 2 + 1 = 8: the pot has exploded, so no book moves a locoweed; 7 is safe."""
    for book in (10, 11, 12, 16):
        with pytest.raises(RuleError) as error:
            locoweed_ruling(book, "W3 W2 W2 W1")
        assert error.value.clause_id == "kwakzalvers.ontploffen"
        assert "samen 8" in error.value.message
    assert locoweed_ruling(12, "W3 W2 W2").result.distance == 7


def test_only_book_10_returns_a_chip() -> None:
    with pytest.raises(RuleError) as error:
        locoweed_ruling(16, "O1", give_back=1)
    assert error.value.clause_id == "alchemisten.narrenkruid.boek16"


# -- book 11 ---------------------------------------------------------------------------------------


def test_book_11_goes_one_field_and_gives_essence() -> None:
    ruling = locoweed_ruling(11, "O1 R1 W2 W3")
    assert ruling.result.distance == 1
    # orange, red and locoweed: field 3; book 11: one more; whites 5, not 7
    assert "Je essentiefiche eindigt op veld 4." in ruling.answer
    assert "alchemisten.narrenkruid.boek11" in ruling.clause_ids()
    assert "alchemisten.essentie.1" in ruling.clause_ids()


# -- through the engine ----------------------------------------------------------------------------


def _game(book: int, chips: str) -> GameState:
    state = table(2, extras=(AlchemistsSetup(book=book),))
    return give(pour(state, 0, chips), 0, "N")


@pytest.mark.parametrize("book", [12, 16])
def test_the_engine_moves_a_locoweed_as_the_ruling_says(book: int) -> None:
    rng = random.Random(book)
    for _ in range(40):
        labels = rng.sample(
            ["O1", "G1", "B2", "R1", "Y1", "N", "W1", "W2", "W3"], rng.randint(0, 5)
        )
        state = _game(book, " ".join(labels))
        (part,) = rules.distance_parts(state, state.players[0], N)
        assert part.clause_id == f"alchemisten.narrenkruid.boek{book}"
        assert part.fields == distance(book, " ".join(labels)), labels


def test_without_a_distance_book_a_locoweed_goes_one_field() -> None:
    state = _game(11, "O1 G1 W2")
    (part,) = rules.distance_parts(state, state.players[0], N)
    assert (part.fields, part.clause_id) == (1, "kwakzalvers.brouwen.plaatsen")


def test_the_base_game_explanation_names_book_16() -> None:
    ruling = engine_book_sixteen()
    (step,) = [s for s in ruling.steps if s.clause_id == "alchemisten.narrenkruid.boek16"]
    assert "3 velden verder" in step.text and "dus op veld 7" in step.text
    assert "2 kleuren al in de ketel en dit eerste narrenkruid zelf" in step.text
    (chosen,) = [s for s in ruling.steps if s.text.startswith("Speler 1 kiest: tel dit eerste")]
    assert chosen.clause_id == "alchemisten.narrenkruid.boek16.meetellen"
    assert "wacht in zijn hand" in ruling.steps[0].text  # not placed before the choice


def test_the_expansion_puts_its_book_on_the_table() -> None:
    setup = Setup(extras=(AlchemistsSetup(book=16),))
    assert setup.price_table[N] == 16
    assert setup.book_table[Ingredient.LOCOWEED].clause_id == "alchemisten.narrenkruid.boek16"
    assert Ingredient.LOCOWEED not in Setup().book_table


def test_every_locoweed_book_is_in_the_engine_and_no_other_number() -> None:
    for book in (10, 11, 12, 16):
        assert AlchemistsSetup(book=book).book == book
    with pytest.raises(ValueError, match="no locoweed book 13"):
        AlchemistsSetup(book=13)


def test_chips_laid_for_a_ruling_are_a_players_chips() -> None:
    with pytest.raises(RuleError):
        locoweed_ruling(16, "W3 W3")
    assert locoweed_ruling(16, Chips.parse("O1")).result.field == 3
