"""The chip notation of De Kwakzalvers: reading, writing back, and refusing what does not exist."""

import pytest

from rulebook.core import NotationError, RuleError, clause
from rulebook.quacks import Chip, Chips, Ingredient, explosion_ruling
from rulebook.quacks.data import SUPPLY, WHITES_OWNED, owned_at_most


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
        ("R1x0", "minstens 1"),
        ("1R", "is geen fiche"),
        ("R1.5", "is geen fiche"),
        ("W" + "1" * 4301, "te lang voor een fiche"),
        ("R1x" + "9" * 4301, "te lang voor een fiche"),
        ("R1x1000", "is geen fiche"),
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
    [("W3 W2 W2", False, 7), ("W3 W2 W2 W1", True, 8), ("R4 Y4 G4 W1", False, 1), ("", False, 0)],
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


def test_a_huge_number_is_refused_without_being_read_and_without_echoing_it() -> None:
    with pytest.raises(NotationError) as refused:
        Chips.parse("O1 W" + "1" * 100_000)
    assert len(refused.value.message) < 200
    assert "…" in refused.value.message


@pytest.mark.parametrize(
    ("text", "clause_id", "words"),
    [
        ("W1x6", "kwakzalvers.ronde6", "hoogstens 5 witte fiches van waarde 1"),
        ("W1x4 O1 W1x2", "kwakzalvers.ronde6", "niet 6"),
        ("W2x3", "kwakzalvers.startbuidel", "hoogstens 2 witte fiches van waarde 2"),
        ("W3 R1 W3", "kwakzalvers.startbuidel", "hoogstens 1 wit fiche van waarde 3"),
        ("R4x11", "kwakzalvers.voorraad", "10 vliegenzwammen van waarde 4"),
        ("O1x21", "kwakzalvers.voorraad", "20 pompoenen"),
        ("Nx31", "kwakzalvers.voorraad", "30 narrenkruid"),
        ("Y2x4 Y2x3", "kwakzalvers.voorraad", "6 alruinwortels van waarde 2"),
    ],
)
def test_more_chips_of_a_kind_than_a_player_can_own_are_refused(
    text: str, clause_id: str, words: str
) -> None:
    with pytest.raises(RuleError) as refused:
        Chips.parse(text)
    assert refused.value.clause_id == clause_id
    assert words in refused.value.message


def test_the_most_a_player_owns_is_the_start_bag_round_six_and_the_box() -> None:
    assert WHITES_OWNED == {1: 5, 2: 2, 3: 1}  # the numbers clauses startbuidel and ronde6 state
    assert (
        "twee witte fiches van waarde 2, of meer dan één van waarde 3"
        in clause("kwakzalvers.startbuidel").text
    )
    assert "vanaf ronde 6 hoogstens vijf" in clause("kwakzalvers.ronde6").text
    assert owned_at_most(Ingredient.WHITE, 1) == 5
    assert owned_at_most(Ingredient.RED, 4) == 10
    assert owned_at_most(Ingredient.LOCOWEED, None) == 30
    whites_in_the_box = 20 + 8 + 4
    coloured = sum(n for (ingredient, _), n in SUPPLY.items() if ingredient.has_value)
    assert whites_in_the_box + coloured == 216  # the chips the Dutch base rules count
    for (ingredient, value), most in SUPPLY.items():
        label = ingredient.letter + ("" if value is None else str(value))
        assert len(Chips.parse(f"{label}x{most}")) == most
        with pytest.raises(RuleError):
            Chips.parse(f"{label}x{most} {label}")


def test_adding_one_chip_too_many_is_refused_and_the_cauldron_stays() -> None:
    pot = Chips.parse("W3 O1")
    with pytest.raises(RuleError) as refused:
        pot.add(Chip.parse("W3"))
    assert refused.value.clause_id == "kwakzalvers.startbuidel"
    assert str(pot) == "W3 O1"


def test_chips_built_in_code_with_wrong_types_or_values_are_programming_errors() -> None:
    with pytest.raises(ValueError) as wrong_value:
        Chip(Ingredient.WHITE, 4)
    assert not isinstance(wrong_value.value, RuleError)
    with pytest.raises(TypeError):
        Chip("W", 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Chip(Ingredient.RED, True)
    with pytest.raises(TypeError):
        Chips([Chip.parse("R1")])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Chips(("R1",))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Chips.parse(5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Chips.parse("R1").remove_at(True)
