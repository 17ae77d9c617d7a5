"""The essence phase of De Alchemisten, rule by rule, with outcomes a player can check."""

import pytest

from rulebook.core import NotEnoughError, RuleError, clause
from rulebook.quacks import Chips, Ingredient
from rulebook.quacks.alchemists import (
    EssenceSituation,
    Glass,
    Overflow,
    Patient,
    Piston,
    essence_ruling,
    payment_ruling,
)
from rulebook.quacks.alchemists.data import GLASSES_FROM_PICTURES
from rulebook.quacks.alchemists.essence import rules
from rulebook.quacks.alchemists.essence.examples import EXAMPLES


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


def test_the_phase_starts_by_resetting_the_marker_wherever_it_stood() -> None:
    ruling = essence_ruling(EssenceSituation.of("R1"))
    assert ruling.clause_ids()[:2] == ["alchemisten.essentie.moment", "alchemisten.essentie.begin"]
    assert ruling.steps[1].state.marker == 0
    assert rules.reset(Piston(7)) == Piston(0)


def test_what_the_phase_gives_carries_over_only_the_position_does_not() -> None:
    """The seed: rat tails count next round, the marker pays later, actions come next round."""
    moment = clause("alchemisten.essentie.moment").text
    assert "kun je niet meenemen" not in moment
    for carried in ("volgende ronde", "betaal je later acties", "volgende bereidingsfase"):
        assert carried in moment
    assert "weer op veld 0" in moment
    stays = essence_ruling(EssenceSituation.of("O1 B1 G1", round=3)).steps[-1]
    assert stays.clause_id == "alchemisten.essentie.bewaren"
    assert "blijft op veld 3 liggen" in stays.text


def test_the_timing_step_is_short() -> None:
    for make in EXAMPLES.values():
        first = make().steps[0]
        if first.clause_id == "alchemisten.essentie.moment":
            assert len(first.text) <= 80, first.text


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
    ("whites", "bonus"),
    [("W3 W2 W2", 1), ("W1x5 W2", 1), ("W3 W2 W1", 0), ("W3 W2 W2 W1", 0), ("", 0)],
)
def test_step_two_wants_exactly_seven(whites: str, bonus: int) -> None:
    assert field_for(f"O1 {whites}", round=6) == 1 + bonus


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
    situation = EssenceSituation.of("O1", patient=Patient.FORGETFULNESS)
    ruling = essence_ruling(situation, own)
    assert ruling.result.victory_points == 9
    glass_step = next(s for s in ruling.steps if s.clause_id == "alchemisten.bonus.kaarten")
    assert "jouw eigen glazen" in glass_step.text
    assert "9 overwinningspunten" in glass_step.text
    assert "eigen glazen" in ruling.question
    default = essence_ruling(situation)
    default_step = next(s for s in default.steps if s.clause_id == "alchemisten.bonus.kaarten")
    assert "'afbeeldingen'" in default_step.text
    assert default.question != ruling.question


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
        Piston.parse("veel")


def test_a_reader_asking_for_field_11_gets_a_rule_error_code_building_it_a_value_error() -> None:
    with pytest.raises(RuleError) as refused:
        Piston.parse("essentie 11")
    assert refused.value.clause_id == "alchemisten.essentie.top"
    with pytest.raises(ValueError) as built:
        Piston(11)
    assert not isinstance(built.value, RuleError)
    with pytest.raises(TypeError):
        Piston(2.0)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Piston.parse(5)  # type: ignore[arg-type]


def test_every_step_pictures_the_marker_where_the_text_says() -> None:
    ruling = essence_ruling(EssenceSituation.of("R1x2 O1 B1 W3 W2x2", left_exploded=True))
    for step in ruling.steps:
        picture = step.svg()
        assert f'data-field="{step.state.marker}"' in picture
        assert f"Essentiefiche op veld {step.state.marker}" in picture
        if step.clause_id != "alchemisten.essentie.moment":
            assert f"veld {step.state.marker}" in step.text, step.text
    assert 'class="rb-highlight"' in ruling.steps[2].svg()  # the counted chips are ringed


# -- the house rule 'doortellen' agrees with its clause and with paying -----------------------

PAST_THE_TOP = "O1 G1 B1 R1 Y1 P1 Z1 N W3 W2 W2"
BOTH_EXPLODED = {"locoweed_book": 11, "left_exploded": True, "right_exploded": True}


@pytest.mark.parametrize("round_", range(1, 9))
def test_counting_on_before_round_nine_still_stops_on_ten_and_can_pay(round_: int) -> None:
    """The old contradiction: round 4 with 'doortellen' left the marker on 12, which then could
    not pay (``betalen --essentie 12`` was refused). Only round 9 may count past the top."""
    situation = EssenceSituation.of(
        PAST_THE_TOP, round=round_, overflow=Overflow.COUNT_ON, **BOTH_EXPLODED
    )
    ruling = essence_ruling(situation)
    assert ruling.result.field == ruling.result.reached == 10
    assert all(step.state.marker <= 10 for step in ruling.steps)
    top = next(s for s in ruling.steps if s.clause_id == "alchemisten.essentie.top")
    assert "alleen in ronde 9" in top.text
    paid = payment_ruling(ruling.result.field, 2)
    assert paid.result == Piston(8)


def test_counting_on_in_round_nine_pays_points_but_never_a_payment() -> None:
    situation = EssenceSituation.of(
        PAST_THE_TOP, round=9, overflow=Overflow.COUNT_ON, **BOTH_EXPLODED
    )
    ruling = essence_ruling(situation)
    assert ruling.result.field == 12 and ruling.result.victory_points == 12
    with pytest.raises(RuleError) as refused:
        payment_ruling(12, 2)
    assert refused.value.clause_id == "alchemisten.essentie.top"
    assert "ronde 9" in refused.value.message


def test_the_clause_on_the_top_says_what_the_engine_does() -> None:
    text = clause("alchemisten.essentie.top").text
    assert "In ronde 1 tot en met 8 stopt je fiche ook met 'doortellen' op veld 10" in text
    assert "één bron" in text


def test_the_question_names_the_house_rule_and_the_chosen_field() -> None:
    plain = EssenceSituation.of(PAST_THE_TOP, round=9, **BOTH_EXPLODED)
    counted = plain.with_changes(overflow=Overflow.COUNT_ON)
    assert "huisregel doortellen" in essence_ruling(counted).question
    assert "doortellen" not in essence_ruling(plain).question
    lower = plain.with_changes(chosen_field=3)
    assert "je kiest veld 3" in essence_ruling(lower).question


def test_the_top_stops_a_move_part_way_and_says_so() -> None:
    """Eight colours and book 11 reach field 9; two neighbours then allow only one more field."""
    situation = EssenceSituation.of("O1 G1 B1 R1 Y1 P1 Z1 N W3 W1", round=6, **BOTH_EXPLODED)
    step = next(
        s for s in essence_ruling(situation).steps if s.clause_id == "alchemisten.essentie.3"
    )
    assert "2 velden verder, naar veld 10" not in step.text
    assert "maar één veld verder, op veld 10" in step.text


# -- Dutch a player can check ----------------------------------------------------------------


def test_without_a_locoweed_book_the_ruling_says_so_and_what_book_11_adds() -> None:
    ruling = essence_ruling(EssenceSituation.of("N N O1"))
    step = next(s for s in ruling.steps if s.clause_id == "alchemisten.narrenkruid.boeken")
    assert "geen narrenkruidboek opgegeven" in step.text
    assert "Met boek 11 kreeg je er 2 velden bij" in step.text
    assert "ander boek" not in step.text
    other = essence_ruling(EssenceSituation.of("N O1", locoweed_book=16))
    step = next(s for s in other.steps if s.clause_id == "alchemisten.narrenkruid.boeken")
    assert "narrenkruidboek 16" in step.text and "één veld" in step.text


def test_one_victory_point_is_singular_and_a_glass_gives_a_rat_tail() -> None:
    carrot = essence_ruling(
        EssenceSituation.of("O1 G1 B1 R1 Y1 P1 Z1 W1", patient=Patient.CARROT_NOSE)
    )
    points_step = next(s for s in carrot.steps if s.clause_id == "alchemisten.bonus.punten")
    assert points_step.text.startswith("In het glas staat 1 overwinningspunt:")
    assert "één veld vooruit" in points_step.text
    rat = essence_ruling(EssenceSituation.of("O1", patient=Patient.NERVOUSNESS))
    texts = " ".join(s.text for s in rat.steps) + rat.answer
    assert "rattenstaart" in texts
    assert "een rattensteen" not in texts
    assert clause("alchemisten.bonus.rat").title == "Een rattenstaart in het glas"


def test_the_seed_example_answers_the_question_it_asks() -> None:
    ruling = essence_ruling(EssenceSituation.of("R1x2 O1 B1 W3 W2x2", left_exploded=True))
    assert ruling.question.startswith("Waar eindigt je essentiefiche?")
    assert "wat levert het op" not in ruling.question
    assert ruling.answer.startswith("Je essentiefiche eindigt op veld 5.")
    assert "hangt af van je patiënt" in ruling.answer
    assert all("geef je patiënt op" not in s.text for s in ruling.steps)
    with_patient = essence_ruling(
        EssenceSituation.of("R1x2 O1 B1 W3 W2x2", left_exploded=True, patient=Patient.VAMPIRISM)
    )
    assert "wat levert het op" in with_patient.question
    assert "koop een extra fiche voor 5 geld" in with_patient.answer


# -- impossible cauldrons and wrong types ----------------------------------------------------


def test_a_fifth_white_one_chip_comes_only_in_round_six() -> None:
    assert field_for("W1x5 O1", round=6) == 1
    with pytest.raises(RuleError) as refused:
        EssenceSituation.of("W1x5 O1", round=5)
    assert refused.value.clause_id == "kwakzalvers.ronde6"


def test_a_cauldron_holds_at_most_52_chips() -> None:
    assert EssenceSituation.of("O1x20 Z1x18 P1x14").cauldron.count(Ingredient.PURPLE) == 14
    with pytest.raises(RuleError) as refused:
        EssenceSituation.of("O1x20 Z1x18 P1x15")
    assert refused.value.clause_id == "kwakzalvers.ketelspoor"


@pytest.mark.parametrize(
    "details",
    [
        {"players": 4.0},
        {"round": True},
        {"round": "3"},
        {"left_exploded": 1},
        {"locoweed_book": 11.0},
        {"chosen_field": False},
        {"patient": "Vampierisme"},
        {"overflow": "doortellen"},
    ],
)
def test_wrong_python_types_are_a_type_error_not_a_rule_error(details: dict[str, object]) -> None:
    with pytest.raises(TypeError):
        EssenceSituation(Chips(), **details)  # type: ignore[arg-type]


def test_a_cauldron_of_the_wrong_type_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        EssenceSituation("R1 O1")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        essence_ruling("R1 O1")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("marker", "cost", "action"),
    [(3.0, 1, "x"), (3, 1.5, "x"), (True, 1, "x"), (3, 1, 7), (None, 1, "x")],
)
def test_payment_with_wrong_types_is_a_type_error(
    marker: object, cost: object, action: object
) -> None:
    with pytest.raises(TypeError):
        payment_ruling(marker, cost, action)  # type: ignore[arg-type]


def test_a_long_action_name_is_not_echoed_in_full() -> None:
    ruling = payment_ruling(3, 1, "a" * 100_000)
    assert len(ruling.question) < 200
