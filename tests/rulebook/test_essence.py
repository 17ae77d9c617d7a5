"""The essence phase of De Alchemisten, rule by rule, with outcomes a player can check."""

import pytest

from rulebook.core import NotEnoughError, RuleError
from rulebook.quacks import Chips
from rulebook.quacks.alchemists import (
    EssenceSituation,
    Glass,
    Overflow,
    Patient,
    Piston,
    essence_ruling,
    payment_ruling,
    rules,
)
from rulebook.quacks.alchemists.data import GLASSES_FROM_PICTURES


def field_for(pot: str, **details: object) -> int:
    return essence_ruling(EssenceSituation.of(pot, **details)).result.field


def test_the_seed_example_ends_on_field_five_step_by_step() -> None:
    ruling = essence_ruling(EssenceSituation.of("R1x2 O1 B1 W3 W2x2", left_exploded=True))
    markers = {step.clause_id: step.state.marker for step in ruling.steps}
    assert markers["alchemisten.essentie.begin"] == 0
    assert markers["alchemisten.essentie.1"] == 3
    assert markers["alchemisten.essentie.2"] == 4
    assert markers["alchemisten.essentie.3"] == 5
    assert ruling.result.field == 5
    assert "3 verschillende kleuren" in ruling.steps[2].text
    assert "precies 7 (3 + 2 + 2)" in ruling.steps[3].text


def test_the_phase_starts_by_resetting_and_nothing_carries_over() -> None:
    ruling = essence_ruling(EssenceSituation.of("R1"))
    assert ruling.clause_ids()[:2] == ["alchemisten.essentie.moment", "alchemisten.essentie.begin"]
    assert rules.reset(Piston(7)) == Piston(0)


@pytest.mark.parametrize(
    ("pot", "field"),
    [
        ("", 0),
        ("W1x4 W2x2 W3", 0),  # only white: no colour at all (whites are 11, not 7)
        ("R1 R2 R4", 1),  # one colour, whatever the values
        ("O1 G1 B1 R1 Y1 P1 Z1", 7),
        ("O1 G1 B1 R1 Y1 P1 Z1 N", 8),  # locoweed is a colour of its own
    ],
)
def test_step_one_counts_colours_without_white(pot: str, field: int) -> None:
    assert field_for(pot) == field


@pytest.mark.parametrize(
    ("whites", "bonus"), [("W3 W2 W2", 1), ("W1x7", 1), ("W3 W3", 0), ("W3 W3 W2", 0), ("", 0)]
)
def test_step_two_wants_exactly_seven(whites: str, bonus: int) -> None:
    assert field_for(f"O1 {whites}") == 1 + bonus


@pytest.mark.parametrize(
    ("players", "left", "right", "bonus"),
    [
        (4, False, False, 0),
        (4, True, False, 1),
        (4, False, True, 1),
        (4, True, True, 2),
        (3, True, True, 2),
        (5, True, True, 2),
        (2, True, False, 1),
        (2, False, True, 1),
        (2, True, True, 1),
        (2, False, False, 0),
    ],
)
def test_step_three_counts_exploded_neighbours(
    players: int, left: bool, right: bool, bonus: int
) -> None:
    field = field_for("O1", players=players, left_exploded=left, right_exploded=right)
    assert field == 1 + bonus


def test_two_players_explains_that_the_opponent_is_both_neighbours() -> None:
    ruling = essence_ruling(
        EssenceSituation.of("O1", players=2, left_exploded=True, right_exploded=True)
    )
    step = next(s for s in ruling.steps if s.clause_id == "alchemisten.essentie.3")
    assert "zowel je linker- als je rechterbuur" in step.text
    assert "tegenspeler ontploft" in ruling.question


def test_choosing_a_lower_field_on_purpose() -> None:
    situation = EssenceSituation.of("R1x2 O1 B1 W3 W2x2", left_exploded=True, chosen_field=2)
    result = essence_ruling(situation).result
    assert (result.reached, result.field) == (5, 2)
    with pytest.raises(RuleError) as refused:
        essence_ruling(situation.with_changes(chosen_field=6))
    assert refused.value.clause_id == "alchemisten.essentie.lager"
    with pytest.raises(RuleError):
        situation.with_changes(chosen_field=-1)


def test_book_eleven_adds_a_field_per_locoweed() -> None:
    assert field_for("N N O1", locoweed_book=11) == 2 + 2
    assert field_for("N N O1", locoweed_book=16) == 2
    assert field_for("N N O1") == 2
    assert field_for("O1", locoweed_book=11) == 1
    ruling = essence_ruling(EssenceSituation.of("N N O1", locoweed_book=11))
    assert "alchemisten.narrenkruid.boek11" in ruling.clause_ids()
    other = essence_ruling(EssenceSituation.of("N O1", locoweed_book=10))
    assert "alchemisten.narrenkruid.boeken" in other.clause_ids()


def test_the_seed_sentence_on_book_eleven_two_locoweed_give_three_fields() -> None:
    assert field_for("N N", locoweed_book=11) == 3


def test_round_nine_pays_the_field_in_victory_points_and_no_glass() -> None:
    ruling = essence_ruling(
        EssenceSituation.of(
            "R1x2 O1 B1 W3 W2x2", left_exploded=True, round=9, patient=Patient.WING_EARS
        )
    )
    assert ruling.result.victory_points == 5
    assert ruling.result.glass is None and not ruling.result.rat
    assert "alchemisten.laatste-ronde" in ruling.clause_ids()
    assert "alchemisten.bonus.kaarten" not in ruling.clause_ids()


def test_round_nine_with_a_lower_field_pays_the_lower_field() -> None:
    ruling = essence_ruling(EssenceSituation.of("O1 G1 B1", round=9, chosen_field=1))
    assert ruling.result.victory_points == 1


def test_the_marker_stops_at_the_top_unless_the_house_rule_counts_on() -> None:
    pot = "O1 G1 B1 R1 Y1 P1 Z1 N W3 W2 W2"
    details = {"locoweed_book": 11, "left_exploded": True, "right_exploded": True, "round": 9}
    stopped = essence_ruling(EssenceSituation.of(pot, **details))
    assert stopped.result.field == 10 and stopped.result.victory_points == 10
    assert "alchemisten.essentie.top" in stopped.clause_ids()
    assert all(step.state.marker <= 10 for step in stopped.steps)
    counted = essence_ruling(EssenceSituation.of(pot, overflow=Overflow.COUNT_ON, **details))
    assert counted.result.victory_points == 8 + 1 + 1 + 2


def test_glasses_give_points_rats_and_patient_bonuses() -> None:
    vampire = essence_ruling(
        EssenceSituation.of("O1 G1 B1 W3 W2 W2", patient=Patient.VAMPIRISM)
    ).result
    assert vampire.field == 4 and vampire.patient_bonus == "koop een extra fiche voor 4 geld"
    nervous = essence_ruling(EssenceSituation.of("O1", patient=Patient.NERVOUSNESS)).result
    assert nervous.rat and nervous.field == 1
    carrot = essence_ruling(
        EssenceSituation.of("O1 G1 B1 R1 Y1 P1 Z1 W1", patient=Patient.CARROT_NOSE)
    )
    assert carrot.result.victory_points == 1
    assert {
        "alchemisten.bonus.punten",
        "alchemisten.bonus.actie",
        "alchemisten.bonus.bovenop",
    } <= set(carrot.clause_ids())


def test_an_empty_glass_still_leaves_the_patients_action() -> None:
    ruling = essence_ruling(EssenceSituation.of("O1 B1", patient=Patient.WING_EARS))
    assert ruling.result.glass is not None and ruling.result.glass.is_empty
    action = next(s for s in ruling.steps if s.clause_id == "alchemisten.bonus.actie")
    assert "ook al eindigt je buisje niet in een glas" in action.text


def test_a_reader_may_bring_their_own_glasses() -> None:
    own = dict(GLASSES_FROM_PICTURES)
    own[Patient.FORGETFULNESS] = tuple(Glass(victory_points=9) for _ in range(10))
    ruling = essence_ruling(EssenceSituation.of("O1", patient=Patient.FORGETFULNESS), own)
    assert ruling.result.victory_points == 9
    assert "jouw eigen glazen" in ruling.steps[-5].text or any(
        "jouw eigen glazen" in s.text for s in ruling.steps
    )


def test_every_patient_has_ten_glasses() -> None:
    assert set(GLASSES_FROM_PICTURES) == set(Patient)
    assert all(len(glasses) == 10 for glasses in GLASSES_FROM_PICTURES.values())


def test_spending_essence_moves_back_and_never_below_zero() -> None:
    assert rules.spend(Piston(5), 2) == Piston(3)
    assert rules.spend(Piston(2), 2) == Piston(0)
    with pytest.raises(NotEnoughError) as refused:
        rules.spend(Piston(1), 2)
    assert refused.value.clause_id == "alchemisten.essentie.betalen"
    with pytest.raises(RuleError):
        rules.spend(Piston(3), 0)


def test_the_payment_ruling_refuses_without_changing_the_marker() -> None:
    yes = payment_ruling(3, 3)
    assert yes.result == Piston(0)
    no = payment_ruling(2, 3, "de actie van Zeiloren")
    assert no.result is None
    assert no.final_state.marker == 2
    assert no.answer.startswith("Nee")
    assert "De actie van Zeiloren kost 3" in no.steps[-1].text


@pytest.mark.parametrize(
    ("details", "clause_id"),
    [
        ({"players": 1}, "kwakzalvers.spelers"),
        ({"players": 6}, "kwakzalvers.spelers"),
        ({"round": 0}, "kwakzalvers.ronden"),
        ({"round": 10}, "kwakzalvers.ronden"),
        ({"locoweed_book": 13}, "alchemisten.narrenkruid.boeken"),
    ],
)
def test_impossible_situations_are_refused_naming_the_rule(
    details: dict[str, int], clause_id: str
) -> None:
    with pytest.raises(RuleError) as refused:
        EssenceSituation(Chips(), **details)  # type: ignore[arg-type]
    assert refused.value.clause_id == clause_id


def test_piston_notation_round_trips() -> None:
    assert Piston.parse("essentie 5") == Piston(5)
    assert Piston.parse(str(Piston(7))) == Piston(7)
    assert eval(repr(Piston(3)), {"Piston": Piston}) == Piston(3)
    with pytest.raises(RuleError):
        Piston(11)
    with pytest.raises(RuleError):
        Piston.parse("veel")


def test_every_step_pictures_the_marker_where_the_text_says() -> None:
    ruling = essence_ruling(EssenceSituation.of("R1x2 O1 B1 W3 W2x2", left_exploded=True))
    for step in ruling.steps:
        picture = step.svg()
        assert f'data-field="{step.state.marker}"' in picture
        assert f"Essentiefiche op veld {step.state.marker}" in picture
    assert 'class="rb-highlight"' in ruling.steps[2].svg()  # the counted chips are ringed
