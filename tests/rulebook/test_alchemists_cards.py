"""The 20 new fortune-teller cards of De Alchemisten: which may be played, and what they give.

Outcomes a player can check with the card in hand: the numbers of P2, P6, P9, P10, B3, B4, B6,
B7 and B9, the symbols, the titles to find a card by.
"""

from __future__ import annotations

import pytest

from rulebook.core.errors import RuleError
from rulebook.core.reader.clauses import CATALOGUE
from rulebook.quacks.alchemists.cards.data import (
    BY_ID,
    CARDS,
    GermanTitles,
    LastChip,
    Symbol,
    title_rows,
)
from rulebook.quacks.alchemists.cards.rulings import (
    card_ruling,
    essence_card_ruling,
    essential_essence_ruling,
    rat_blessing_ruling,
    rat_cherish_ruling,
    ruby_fever_ruling,
    tipple_ruling,
    useful_rodent_ruling,
    white_blessing_ruling,
)
from rulebook.quacks.alchemists.cards.svg import alchemists_card_svg
from rulebook.quacks.alchemists.essence.state import EssenceSituation
from rulebook.quacks.data import Ingredient
from rulebook.quacks.effects import AnyChip, ChooseOne, Everyone, PayRubies
from rulebook.quacks.fortune import CardColour
from rulebook.quacks.pictures import card_svg
from rulebook.quacks.state import Chips


def clause_of(error: pytest.ExceptionInfo[RuleError]) -> str:
    return error.value.clause_id


# -- the data --------------------------------------------------------------------------------------


def test_twenty_cards_ten_of_each_colour() -> None:
    assert len(CARDS) == 20
    assert [c.id for c in CARDS if c.colour is CardColour.PURPLE] == [f"P{n}" for n in range(1, 11)]
    assert [c.id for c in CARDS if c.colour is CardColour.BLUE] == [f"B{n}" for n in range(1, 11)]


def test_six_cards_carry_a_symbol() -> None:
    by_symbol = {s: sorted(c.id for c in CARDS if c.symbol is s) for s in Symbol}
    assert by_symbol[Symbol.HERB_WITCHES] == ["B10", "B8", "P7"]
    assert by_symbol[Symbol.ALCHEMISTS] == ["B6", "B7", "B9"]
    assert len(by_symbol[Symbol.NONE]) == 14


def test_every_card_has_its_clause_titles_and_a_dutch_effect() -> None:
    for card in CARDS:
        rule = CATALOGUE[card.clause_id]
        assert rule.title == card.dutch
        assert card.english in rule.source
        assert card.english and card.german
        assert card.effect.dutch()


def test_give_and_take_uses_the_base_vocabulary() -> None:
    effect = BY_ID["P3"].effect
    assert isinstance(effect, Everyone) and isinstance(effect.effect, ChooseOne)
    paid = [o for o in effect.effect.options if isinstance(o, PayRubies)]
    assert [(p.rubies, p.reward) for p in paid] == [
        (n, AnyChip((n,), (Ingredient.PURPLE,))) for n in (1, 2, 4)
    ]


def test_the_title_table_finds_every_card_and_marks_the_pairing_by_meaning() -> None:
    rows = title_rows()
    assert len(rows) == 20
    marked = [row[0] for row in rows if row[3].endswith("(naar betekenis)")]
    assert marked == ["B1", "B2", "B3", "B4", "B5"]
    assert rows[11][:4] == ("B2", "Uitverkoop", "Sale", "Abverkauf (naar betekenis)")
    unseen = [row[0] for row in title_rows(GermanTitles.ONLY_SEEN) if row[3] == "?"]
    assert unseen == marked


# -- which cards may be played ---------------------------------------------------------------------


@pytest.mark.parametrize("card_id", ["P7", "B8", "B10"])
def test_cards_of_the_herb_witches_are_refused(card_id: str) -> None:
    with pytest.raises(RuleError, match="De Kruidenheksen") as error:
        card_ruling(card_id)
    assert clause_of(error) == f"alchemisten.kaart.{card_id}"


@pytest.mark.parametrize("card_id", ["B6", "B7", "B9"])
def test_flask_cards_need_the_essence_phase(card_id: str) -> None:
    assert card_ruling(card_id).steps[0].clause_id == "alchemisten.kaarten.symbool"
    with pytest.raises(RuleError) as error:
        card_ruling(card_id, essence_phase=False)
    assert clause_of(error) == "alchemisten.kaarten.symbool"


def test_a_card_without_a_symbol_is_always_played() -> None:
    assert "geen symbool" in card_ruling("P4", essence_phase=False).steps[0].text
    with pytest.raises(RuleError):
        card_ruling("P11")


# -- the numbers -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("chip", "rubies"), [("Y4", 4), ("W3", 3), ("G1", 1), ("N", 1)])
def test_ruby_fever_gives_the_value_of_the_drawn_chip(chip: str, rubies: int) -> None:
    assert ruby_fever_ruling(chip).result == rubies


def test_a_rat_to_cherish() -> None:
    assert rat_cherish_ruling(5, 2).result == 6
    assert rat_cherish_ruling(5, 0).result == 0
    for have, give in ((5, 4), (2, 3)):
        with pytest.raises(RuleError) as error:
            rat_cherish_ruling(have, give)
        assert clause_of(error) == "alchemisten.kaart.P6"


@pytest.mark.parametrize(("forgo", "value"), [(2, 1), (4, 2), (6, 4)])
def test_useful_rodent(forgo: int, value: int) -> None:
    assert useful_rodent_ruling(6, forgo).result == value


@pytest.mark.parametrize(("rats", "forgo"), [(5, 3), (4, 6), (1, 2)])
def test_useful_rodent_refuses(rats: int, forgo: int) -> None:
    with pytest.raises(RuleError) as error:
        useful_rodent_ruling(rats, forgo)
    assert clause_of(error) == "alchemisten.kaart.P9"


def test_a_powerful_tipple() -> None:
    ruling = tipple_ruling(3, 2)
    assert ruling.result == 4 and "veld 1" in ruling.answer
    assert tipple_ruling(1, 1).result == 2
    with pytest.raises(RuleError) as error:
        tipple_ruling(1, 2)
    assert clause_of(error) == "alchemisten.kaart.P10"


@pytest.mark.parametrize(("cauldron", "points"), [("O1 W3", 3), ("W1 O1", 0), ("W2 W1", 1)])
def test_the_white_blessing(cauldron: str, points: int) -> None:
    assert white_blessing_ruling(cauldron).result == points


def test_a_rats_blessing() -> None:
    assert rat_blessing_ruling(14, 3).result == 20
    assert rat_blessing_ruling(14, 0).result == 14


def test_a_blessing_in_disguise_only_for_an_exploded_cauldron() -> None:
    exploded = EssenceSituation(Chips.parse("O1 R1 W3 W2 W2 W1"))  # whites 8
    whole = EssenceSituation(Chips.parse("O1 R1 W3 W2 W2"))  # whites exactly 7: one field
    assert essence_card_ruling("B6", exploded).result.field == 2 + 2
    assert essence_card_ruling("B6", whole).result.field == 2 + 1
    top = EssenceSituation(Chips.parse("O1 G1 B1 R1 Y1 P1 Z1 N W3 W2 W2 W1"))  # 8, exploded
    assert essence_card_ruling("B6", top).result.field == 10


def test_essential_essence_goes_to_every_player_with_the_highest() -> None:
    assert essential_essence_ruling((6, 4, 6)).result == (1, 3)
    assert essential_essence_ruling((0, 9)).result == (2,)


B9 = EssenceSituation(Chips.parse("O1 G1 W2 W3 N"), locoweed_book=16)
"""Three colours; the last chip a locoweed that book 16 moved 3 fields (orange, green, itself)."""


def test_all_is_well_counts_how_far_the_last_chip_went_by_default() -> None:
    assert essence_card_ruling("B9", B9).result.field == 3 + 3
    value = essence_card_ruling("B9", B9, reading=LastChip.VALUE)
    assert value.result.field == 3 + 1
    assert "alchemisten.kaarten.zugweite" in value.clause_ids()


def test_all_is_well_readings_agree_when_a_chip_went_its_value() -> None:
    plain = EssenceSituation(Chips.parse("G1 W2 O1"))
    assert essence_card_ruling("B9", plain).result.field == 2 + 1
    assert essence_card_ruling("B9", plain, reading=LastChip.VALUE).result.field == 2 + 1
    far = essence_card_ruling("B9", plain, last_distance=2)  # a pumpkin on card B2, say
    assert far.result.field == 2 + 2


# -- pictures -------------------------------------------------------------------------------------


def test_a_new_card_is_drawn_like_a_base_card_with_its_symbol() -> None:
    drawn = str(alchemists_card_svg("B9"))
    assert 'data-card="B9"' in drawn and "Eind goed, al goed" in drawn
    assert "Symbool: kolf (De Alchemisten)" in drawn
    assert "Symbool" not in str(card_svg("B9"))  # the base card has none
