"""Properties of the essence phase and the notation that must hold for every input."""

from hypothesis import given
from hypothesis import strategies as st

from rulebook.core import RuleError
from rulebook.quacks import Chip, Chips, Ingredient
from rulebook.quacks.alchemists import EssenceSituation, essence_ruling
from rulebook.quacks.alchemists.data import PISTON_TOP, Patient

ALL_CHIPS = [Chip(i, v) for i in Ingredient for v in (i.values or (None,))]

cauldrons = st.lists(st.sampled_from(ALL_CHIPS), max_size=30).map(Chips.of)
situations = st.builds(
    EssenceSituation,
    cauldron=cauldrons,
    left_exploded=st.booleans(),
    right_exploded=st.booleans(),
    players=st.integers(2, 5),
    round=st.integers(1, 9),
    locoweed_book=st.sampled_from([None, 10, 11, 12, 16]),
    patient=st.sampled_from([None, *Patient]),
)


@given(situations)
def test_the_field_stays_on_the_piston(situation: EssenceSituation) -> None:
    ruling = essence_ruling(situation)
    assert 0 <= ruling.result.field <= PISTON_TOP
    assert all(0 <= step.state.marker <= PISTON_TOP for step in ruling.steps)
    assert all(step.text for step in ruling.steps)


@given(situations, st.sampled_from([c for c in ALL_CHIPS if not c.is_white]))
def test_adding_a_new_colour_never_lowers_the_field(
    situation: EssenceSituation, chip: Chip
) -> None:
    before = essence_ruling(situation).result.field
    after = essence_ruling(situation.with_changes(cauldron=situation.cauldron.add(chip)))
    assert after.result.field >= before
    if chip.ingredient not in situation.cauldron.counts() and before < PISTON_TOP:
        assert after.result.field > before


@given(situations)
def test_round_nine_pays_exactly_the_field(situation: EssenceSituation) -> None:
    result = essence_ruling(situation.with_changes(round=9)).result
    assert result.victory_points == result.field


@given(cauldrons)
def test_notation_round_trips(chips: Chips) -> None:
    assert Chips.parse(str(chips)) == chips


@given(st.text(max_size=40))
def test_any_text_is_chips_or_a_rule_error(text: str) -> None:
    try:
        chips = Chips.parse(text)
    except RuleError as error:
        assert error.clause_id == "kwakzalvers.fiches"
        assert error.message
    else:
        assert Chips.parse(str(chips)) == chips


@given(st.text(alphabet="WOGBRYPZNx0123456789 ,", max_size=30))
def test_chip_like_text_is_chips_or_a_rule_error(text: str) -> None:
    try:
        Chips.parse(text)
    except RuleError as error:
        assert error.clause_id == "kwakzalvers.fiches"
