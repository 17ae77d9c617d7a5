"""The chip notation of De Kwakzalvers: reading, writing back, and refusing what does not exist."""

import pytest

from rulebook.core import NotationError
from rulebook.quacks import Chip, Chips, Ingredient, explosion_ruling


def test_start_bag_notation_round_trips() -> None:
    bag = Chips.parse("W1x4 W2x2 W3 O1 G1")
    assert len(bag) == 9
    assert bag.white_total() == 4 * 1 + 2 * 2 + 3
    assert str(bag) == "W1x4 W2x2 W3 O1 G1"
    assert eval(repr(bag), {"Chips": Chips}) == bag


def test_repeats_are_written_compactly_and_order_is_kept() -> None:
    chips = Chips.parse("r1 R1, O1;B1 w3 W2 W2")
    assert str(chips) == "R1x2 O1 B1 W3 W2x2"
    assert [chip.label for chip in chips] == ["R1", "R1", "O1", "B1", "W3", "W2", "W2"]


def test_locoweed_has_no_value() -> None:
    chips = Chips.parse("N Nx2")
    assert str(chips) == "Nx3"
    assert chips.count(Ingredient.LOCOWEED) == 3
    assert chips[0].value is None
    with pytest.raises(NotationError) as refused:
        Chips.parse("N1")
    assert "geen waarde" in refused.value.message


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("W4", "waarde 4 bestaat niet"),
        ("O2", "waarde 2 bestaat niet"),
        ("X1", "geen kleurletter"),
        ("R", "ontbreekt de waarde"),
        ("R1x0", "tussen 1 en 99"),
        ("R1x100", "tussen 1 en 99"),
        ("1R", "is geen fiche"),
        ("R1.5", "is geen fiche"),
    ],
)
def test_chips_that_do_not_exist_are_refused_in_dutch(text: str, words: str) -> None:
    with pytest.raises(NotationError) as refused:
        Chips.parse(text)
    assert refused.value.clause_id == "kwakzalvers.fiches"
    assert words in refused.value.message


def test_every_allowed_chip_exists_and_reads_back() -> None:
    for ingredient in Ingredient:
        for value in ingredient.values or (None,):
            chip = Chip(ingredient, value)
            assert Chip.parse(chip.label) == chip
            assert eval(repr(chip), {"Chip": Chip}) == chip


def test_remove_and_add_return_new_cauldrons() -> None:
    pot = Chips.parse("R1 O1")
    assert str(pot.add(Chip.parse("B2"))) == "R1 O1 B2"
    assert str(pot.remove_at(0)) == "O1"
    assert str(pot) == "R1 O1"
    with pytest.raises(NotationError):
        pot.remove_at(2)


@pytest.mark.parametrize(
    ("pot", "exploded", "total"),
    [("W3 W2 W2", False, 7), ("W3 W3 W2", True, 8), ("R4 Y4 G4 W1", False, 1), ("", False, 0)],
)
def test_explosion_counts_only_white_chips(pot: str, exploded: bool, total: int) -> None:
    ruling = explosion_ruling(Chips.parse(pot))
    assert ruling.result is exploded
    assert ruling.clause_ids() == ["kwakzalvers.fiches", "kwakzalvers.ontploffen"]
    assert f"= {total}" in ruling.steps[-1].text


def test_chip_pictures_carry_letters_and_a_dutch_description() -> None:
    picture = Chips.parse("R1x2 W3")._repr_svg_()
    assert picture.startswith("<svg")
    assert picture.count('class="rb-chip"') == 3
    assert ">R1<" in picture and ">W3<" in picture
    assert "2 vliegenzwammen, 1 knalerwt" in picture
