"""Properties of the essence phase and the notation that must hold for every input.

The situations cover every option a player can set, the house rule *doortellen* and a chosen
lower field included: a property that never meets an option cannot catch its faults.
"""

from collections import Counter

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from rulebook.core import RuleError
from rulebook.quacks import Chip, Chips, Ingredient
from rulebook.quacks.alchemists import EssenceSituation, Overflow, essence_ruling, payment_ruling
from rulebook.quacks.alchemists.data import LAST_ROUND, PISTON_TOP, Patient
from rulebook.quacks.alchemists.essence import examples
from rulebook.quacks.data import EXTRA_WHITE_ROUND, START_BAG, TRACK_FIELDS, owned_at_most

NO_DEADLINE = settings(deadline=None)
"""Speed is measured by tools/bench.py, never by a timed test (a busy machine is no failure)."""

ALL_CHIPS = [Chip(i, v) for i in Ingredient for v in (i.values or (None,))]
WHITE_ONE = Chip(Ingredient.WHITE, 1)
EVERY_COLOUR = [Chip(i, i.values[0] if i.values else None) for i in Ingredient if i.has_value]
EVERY_COLOUR = [c for c in EVERY_COLOUR if not c.is_white] + [Chip(Ingredient.LOCOWEED)]


def within_what_a_player_owns(chips: list[Chip], round_: int = LAST_ROUND) -> Chips:
    """Keep the chips a real player can have in ``round_``; drop the rest."""
    kept: list[Chip] = []
    seen: Counter[Chip] = Counter()
    for chip in chips:
        most = owned_at_most(chip.ingredient, chip.value)
        if chip == WHITE_ONE and round_ < EXTRA_WHITE_ROUND:
            most = START_BAG[Ingredient.WHITE, 1]
        if seen[chip] < most and len(kept) < TRACK_FIELDS:
            seen[chip] += 1
            kept.append(chip)
    return Chips.of(kept)


@st.composite
def situations(draw: st.DrawFn) -> EssenceSituation:
    round_ = draw(st.integers(1, 9))
    chips = draw(st.lists(st.sampled_from(ALL_CHIPS), max_size=40))
    if draw(st.booleans()):  # every colour: the steps can reach past field 10
        chips = [*EVERY_COLOUR, *chips]
    return EssenceSituation(
        within_what_a_player_owns(chips, round_),
        left_exploded=draw(st.booleans()),
        right_exploded=draw(st.booleans()),
        players=draw(st.integers(2, 5)),
        round=round_,
        locoweed_book=draw(st.sampled_from([None, 10, 11, 12, 16])),
        patient=draw(st.sampled_from([None, *Patient])),
        overflow=draw(st.sampled_from(list(Overflow))),
    )


@NO_DEADLINE
@given(situations())
def test_the_field_stays_on_the_piston_except_counting_on_in_round_nine(
    situation: EssenceSituation,
) -> None:
    ruling = essence_ruling(situation)
    assert all(step.text for step in ruling.steps)
    if situation.counts_past_top:
        assert ruling.result.victory_points == ruling.result.field
        return
    assert 0 <= ruling.result.field <= PISTON_TOP
    assert all(0 <= step.state.marker <= PISTON_TOP for step in ruling.steps)


@NO_DEADLINE
@given(situations(), st.integers(1, 4))
def test_the_field_reached_before_round_nine_can_always_pay(
    situation: EssenceSituation, cost: int
) -> None:
    """Whatever the option, the marker a round of 1 to 8 leaves can pay for actions."""
    assume(situation.round < LAST_ROUND)
    field = essence_ruling(situation).result.field
    paid = payment_ruling(field, cost)
    assert (paid.result is None) == (cost > field)


@NO_DEADLINE
@given(situations(), st.integers(0, PISTON_TOP + 3))
def test_a_chosen_field_is_kept_when_reached_and_refused_above(
    situation: EssenceSituation, chosen: int
) -> None:
    reached = essence_ruling(situation).result.reached
    lower = situation.with_changes(chosen_field=chosen)
    if chosen > reached:
        with pytest.raises(RuleError) as refused:
            essence_ruling(lower)
        assert refused.value.clause_id == "alchemisten.essentie.lager"
        return
    result = essence_ruling(lower).result
    assert (result.reached, result.field) == (reached, chosen)
    if situation.round == LAST_ROUND:
        assert result.victory_points == chosen


@NO_DEADLINE
@given(situations(), st.sampled_from([c for c in ALL_CHIPS if not c.is_white]))
def test_adding_a_new_colour_never_lowers_the_field(
    situation: EssenceSituation, chip: Chip
) -> None:
    before = essence_ruling(situation).result.field
    try:
        richer = situation.with_changes(cauldron=situation.cauldron.add(chip))
    except RuleError:
        assume(False)  # one chip more than the box holds, or than the track has room for
    after = essence_ruling(richer).result.field
    assert after >= before
    if chip.ingredient not in situation.cauldron.counts() and (
        before < PISTON_TOP or situation.counts_past_top
    ):
        assert after > before


@NO_DEADLINE
@given(situations())
def test_round_nine_pays_exactly_the_field(situation: EssenceSituation) -> None:
    result = essence_ruling(situation.with_changes(round=9)).result
    assert result.victory_points == result.field


CHANGES: dict[str, list[object]] = {
    "left_exploded": [False, True],
    "right_exploded": [False, True],
    "players": [2, 3, 4, 5],
    "locoweed_book": [None, 10, 11, 12, 16],
    "chosen_field": [None, 0, 1, 2],
    "patient": [None, *Patient],
    "overflow": list(Overflow),
    "round": [6, 7, 8, 9],
}
"""Every input of a situation with values to change it to (rounds from 6: see ronde6)."""


@NO_DEADLINE
@given(situations())
@example(examples.PAST_THE_TOP)  # past the top in round 9: only 'doortellen' tells them apart
def test_two_rulings_with_the_same_question_give_the_same_answer(
    situation: EssenceSituation,
) -> None:
    """The question names every input that matters (doortellen and a chosen field included)."""
    base = situation.with_changes(chosen_field=None)
    first = essence_ruling(base)
    for name, values in CHANGES.items():
        for value in values:
            try:
                other = essence_ruling(base.with_changes(**{name: value}))
            except RuleError:
                continue  # a chosen field above the one reached, or 5 white 1-chips too early
            if first.question == other.question:
                assert first.answer == other.answer, (name, value)
                assert first.result == other.result, (name, value)


@st.composite
def owned_chips(draw: st.DrawFn) -> Chips:
    """Any chips one player can own, long runs of one kind included (up to what the box holds)."""
    runs = draw(st.lists(st.tuples(st.sampled_from(ALL_CHIPS), st.integers(1, 30)), max_size=8))
    chips = [chip for chip, number in runs for _ in range(number)]
    return within_what_a_player_owns(chips)


@NO_DEADLINE
@given(owned_chips())
def test_notation_round_trips_for_everything_the_rules_accept(chips: Chips) -> None:
    assert Chips.parse(str(chips)) == chips


def test_the_longest_run_the_rules_accept_round_trips() -> None:
    longest = Chips.parse("N Nx29 O1x20")
    assert str(longest) == "Nx30 O1x20"
    assert Chips.parse(str(longest)) == longest


@NO_DEADLINE
@given(st.text(max_size=40))
def test_any_text_is_chips_or_a_rule_error(text: str) -> None:
    try:
        chips = Chips.parse(text)
    except RuleError as error:
        assert error.clause_id.startswith("kwakzalvers.")
        assert error.message
    else:
        assert Chips.parse(str(chips)) == chips


@NO_DEADLINE
@given(st.text(alphabet="WOGBRYPZNx0123456789 ,", max_size=30))
def test_chip_like_text_is_chips_or_a_rule_error(text: str) -> None:
    try:
        chips = Chips.parse(text)
    except RuleError as error:
        assert error.clause_id in {
            "kwakzalvers.fiches",
            "kwakzalvers.startbuidel",
            "kwakzalvers.ronde6",
            "kwakzalvers.voorraad",
        }
    else:
        assert Chips.parse(str(chips)) == chips


WHITE_SETS = ("", "W3 W2 W1", "W3 W2 W2", "W3 W2 W1 W1", "W2 W2 W1 W1 W1", "W3 W2 W2 W1")
"""White chips totalling 6, 7 (three ways) and 8: step 2 must see exactly 7, not 6 or 8."""


@st.composite
def with_whites(draw: st.DrawFn) -> EssenceSituation:
    """A situation whose white chips are one of ``WHITE_SETS`` (random cauldrons rarely sum to
    exactly 7)."""
    situation = draw(situations())
    coloured = [chip for chip in situation.cauldron if not chip.is_white]
    whites = Chips.parse(draw(st.sampled_from(WHITE_SETS)))
    return situation.with_changes(cauldron=Chips.of([*coloured, *whites]))


@NO_DEADLINE
@given(with_whites(), st.integers(0, 12))
def test_the_engine_function_and_the_ruling_give_the_same_essence(
    situation: EssenceSituation, lower: int
) -> None:
    """The engine computes (``rules.essence``), the ruling explains: both must agree, also with
    a lower field chosen on purpose."""
    from rulebook.quacks.alchemists.essence.rules import essence

    assert essence(situation) == essence_ruling(situation).result
    reached = essence(situation).reached
    if lower <= reached:
        chosen = situation.with_changes(chosen_field=lower)
        assert essence(chosen) == essence_ruling(chosen).result
