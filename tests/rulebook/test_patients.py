"""The eight patients of De Alchemisten: outcomes a player can check against the patient charts.

Each test names the situation at the table and the answer the Dutch rules give: what an action
costs, where the chip goes, when it is refused and by which rule; what a patient gives after the
essence phase. Properties: essence is never spent below 0, a refusal changes no essence, and the
explained rulings give exactly the answers of the plain functions.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook.core.errors import RuleError
from rulebook.core.reader.clauses import CATALOGUE
from rulebook.quacks.alchemists.data import GLASSES_FROM_PICTURES, Patient
from rulebook.quacks.alchemists.patients import examples
from rulebook.quacks.alchemists.patients.data import (
    CARDS,
    ChickenBonus,
    Choice,
    HumpReward,
    PatientOptions,
    hump_reward,
)
from rulebook.quacks.alchemists.patients.rules import (
    ActionQuestion,
    BonusQuestion,
    action,
    action_cost,
    bonus,
    draws_in,
    next_ruby_field,
    read_cauldron,
)
from rulebook.quacks.alchemists.patients.rulings import action_ruling, bonus_ruling, start_ruling
from rulebook.quacks.alchemists.patients.svg import PatientCardPicture, patient_card_svg
from rulebook.quacks.state import Chip, Chips

POT = read_cauldron("O1 W2 G1 W3")
"""Pumpkin on 1, white 2 on 3, green on 4, white 3 on 7: the whites total 5."""


def ask(patient: Patient, essence: int, chip: str, pot: str = "", **more: object) -> ActionQuestion:
    cauldron = read_cauldron(pot) if pot else POT
    return ActionQuestion(patient, essence, Chip.parse(chip), cauldron, **more)  # type: ignore[arg-type]


# -- data -----------------------------------------------------------------------------------------


def test_every_patient_has_a_chart_with_its_own_clause() -> None:
    assert set(CARDS) == set(Patient)
    for patient, chart in CARDS.items():
        assert chart.clause_id in CATALOGUE, patient
        assert chart.has_action == bool(chart.action and chart.action_cost != 0), patient


def test_the_start_chips_of_the_two_patients_that_change_the_bag() -> None:
    assert str(start_ruling(Patient.CARROT_NOSE).result) == "W1x4 W2x2 W3 O1 G1 O1"
    assert len(start_ruling(Patient.CARROT_NOSE).result) == 10
    forgetful = start_ruling(Patient.FORGETFULNESS).result
    assert len(forgetful) == 11 and forgetful.count(forgetful[-1].ingredient) == 1
    assert str(Chips(forgetful.chips[-2:])) == "B1 R1"
    assert len(start_ruling(Patient.VAMPIRISM).result) == 9


def test_the_draws_follow_the_glasses() -> None:
    ear_worm = [draws_in(g) for g in GLASSES_FROM_PICTURES[Patient.EAR_WORM]]
    assert ear_worm == [1, 1, 2, 2, 3, 3, 4, 4, 5, 6]
    nervous = [draws_in(g) for g in GLASSES_FROM_PICTURES[Patient.NERVOUSNESS]]
    assert nervous == [0, 1, 2, 3, 4, 5, 6, 7, 8, 10]


def test_the_chicken_eyes_order_is_the_glasses_order() -> None:
    glasses = [g.patient_bonus for g in GLASSES_FROM_PICTURES[Patient.CHICKEN_EYES]]
    assert glasses == [b.value for b in PatientOptions().chicken_eyes]


@pytest.mark.parametrize(
    ("chip", "reward"),
    [
        ("R1", HumpReward.RUBY),
        ("W2", HumpReward.DIE),
        ("Z1", HumpReward.DIE),
        ("B2", HumpReward.DIE),
        ("P1", HumpReward.MANDRAKE),
        ("Y4", HumpReward.POINTS),
        ("N", HumpReward.POINTS),
        ("W3", HumpReward.MANDRAKE),
    ],
)
def test_the_witchs_hump_reward_by_value_or_kind(chip: str, reward: HumpReward) -> None:
    assert hump_reward(Chip.parse(chip)) is reward


def test_the_next_ruby_field_is_past_the_last_chip() -> None:
    assert next_ruby_field(POT) == 9
    assert next_ruby_field(read_cauldron("vanaf 0: 9:R4")) == 13
    assert next_ruby_field(read_cauldron("vanaf 40: 52:G1")) is None


# -- the actions ----------------------------------------------------------------------------------


def test_wing_ears_doubles_a_white_for_two_essence() -> None:
    done = action(ask(Patient.WING_EARS, 5, "W2", choice=Choice.DOUBLE))
    assert done.allowed and (done.essence_before, done.essence_after) == (5, 3)
    assert done.landed == 7 + 4


def test_wing_ears_returns_a_white_for_three_essence() -> None:
    done = action(ask(Patient.WING_EARS, 4, "W1", choice=Choice.BACK))
    assert done.allowed and done.essence_after == 1
    assert str(done.to_bag) == "W1" and done.cauldron == POT


def test_wing_ears_refuses_a_white_that_explodes() -> None:
    for choice in (Choice.DOUBLE, Choice.BACK):
        done = action(ask(Patient.WING_EARS, 9, "W3", "O1 W2 G1 W2 W1", choice=choice))
        assert not done.allowed and done.refused_by == "alchemisten.patient.zeiloren.ontploft"
        assert done.essence_after == 9 and done.landed == 10


def test_wing_ears_only_for_white_chips() -> None:
    done = action(ask(Patient.WING_EARS, 9, "B1"))
    assert done.refused_by == "alchemisten.patient.zeiloren"


def test_wing_ears_with_a_higher_limit_may_use_a_white_that_would_explode_at_seven() -> None:
    assert action(ask(Patient.WING_EARS, 5, "W3", "O1 W2 G1 W2 W1", limit=8)).allowed


def test_carrot_nose_sends_a_pumpkin_to_the_next_ruby_field() -> None:
    done = action(ask(Patient.CARROT_NOSE, 3, "O1"))
    assert done.allowed and done.essence_after == 1 and done.landed == 9
    assert str(done.cauldron).endswith("9:O1")


def test_carrot_nose_with_one_essence_is_refused_and_the_pumpkin_goes_one_field() -> None:
    done = action(ask(Patient.CARROT_NOSE, 1, "O1"))
    assert done.refused_by == "alchemisten.essentie.betalen"
    assert done.essence_after == 1 and done.landed == 8


def test_carrot_nose_only_for_a_pumpkin_and_not_past_the_last_ruby() -> None:
    assert action(ask(Patient.CARROT_NOSE, 5, "G1")).refused_by == (
        "alchemisten.patient.karbonkelneus"
    )
    late = action(ask(Patient.CARROT_NOSE, 5, "O1", "vanaf 40: 52:B4"))
    assert late.refused_by == "alchemisten.patient.robijnveld-op"


def test_no_action_in_round_one() -> None:
    for patient in (Patient.CARROT_NOSE, Patient.WING_EARS, Patient.WITCHS_HUMP):
        done = action(ask(patient, 5, "O1" if patient is Patient.CARROT_NOSE else "W1", round=1))
        assert done.refused_by == "alchemisten.patient.pas-volgende-ronde", patient


def test_witchs_hump_rewards_a_chip_on_a_ruby_field() -> None:
    die = action(ask(Patient.WITCHS_HUMP, 2, "R2"))
    assert die.allowed and die.landed == 9 and die.die_rolls == 1 and die.essence_after == 0
    ruby = action(ask(Patient.WITCHS_HUMP, 4, "B1", "O1 W2 G1 W3 W1"))
    assert ruby.landed == 9 and ruby.rubies == 1
    mandrake = action(ask(Patient.WITCHS_HUMP, 4, "P1", "O1 W2 G1 W3 R1"))
    assert str(mandrake.to_bag) == "Y1"
    points = action(ask(Patient.WITCHS_HUMP, 4, "N", "O1 W2 G1 W3 R1"))
    assert points.victory_points == 3


def test_witchs_hump_off_a_ruby_field_or_a_red_of_set_two() -> None:
    off = action(ask(Patient.WITCHS_HUMP, 5, "Y1"))
    assert off.refused_by == "alchemisten.patient.heksenbochel" and off.landed == 8
    red = action(ask(Patient.WITCHS_HUMP, 5, "R2", red_set=2))
    assert red.refused_by == "alchemisten.patient.rood2" and red.essence_after == 5


def test_forgetfulness_returns_a_coloured_chip_for_its_value() -> None:
    done = action(ask(Patient.FORGETFULNESS, 3, "R2", "O1 R2 W2 G1 W3"))
    assert done.allowed and done.essence_after == 1 and str(done.to_bag) == "R2"
    assert str(done.cauldron) == "vanaf 0: 1:O1 5:W2 6:G1 9:W3"  # field 3 stays empty


def test_forgetfulness_never_white_or_locoweed_and_never_below_zero() -> None:
    assert action(ask(Patient.FORGETFULNESS, 8, "W3")).refused_by == (
        "alchemisten.patient.vergeetachtigheid.niet"
    )
    assert action(ask(Patient.FORGETFULNESS, 8, "N", "O1 N")).refused_by == (
        "alchemisten.patient.vergeetachtigheid.niet"
    )
    poor = action(ask(Patient.FORGETFULNESS, 3, "B4", "B4"))
    assert poor.refused_by == "alchemisten.essentie.betalen" and poor.essence_after == 3


def test_nervousness_places_an_open_chip_for_free_but_not_after_an_explosion() -> None:
    done = action(ask(Patient.NERVOUSNESS, 0, "B2"))
    assert done.allowed and done.essence_after == 0 and done.landed == 9
    exploded = action(ask(Patient.NERVOUSNESS, 4, "R1", "O1 W2 G1 W3 W2 W1"))
    assert exploded.refused_by == "alchemisten.patient.schichtigheid.ontploft"
    assert action(ask(Patient.NERVOUSNESS, 4, "W1")).refused_by == (
        "alchemisten.patient.schichtigheid"
    )
    assert action(ask(Patient.NERVOUSNESS, 4, "R1", red_set=2)).refused_by == (
        "alchemisten.patient.rood2"
    )


@pytest.mark.parametrize("patient", [Patient.EAR_WORM, Patient.CHICKEN_EYES, Patient.VAMPIRISM])
def test_patients_without_an_action_refuse_with_their_own_rule(patient: Patient) -> None:
    done = action(ask(patient, 6, "R1"))
    assert not done.allowed and done.refused_by == CARDS[patient].clause_id


def test_declining_costs_nothing() -> None:
    done = action(ask(Patient.WING_EARS, 5, "W2", choice=Choice.NORMAL))
    assert done.allowed and done.essence_after == 5 and done.landed == 9


@pytest.mark.parametrize(
    ("question", "clause_id"),
    [
        (lambda: ask(Patient.WING_EARS, 11, "W1"), "alchemisten.essentie.top"),
        (lambda: ask(Patient.WING_EARS, -1, "W1"), "alchemisten.essentie.betalen"),
        (lambda: ask(Patient.FORGETFULNESS, 5, "Y4"), "alchemisten.patient.vergeetachtigheid"),
        (lambda: ask(Patient.WING_EARS, 5, "W1", "W3 W2x2 W1"), "kwakzalvers.ontploffen"),
        (
            lambda: ask(Patient.CARROT_NOSE, 5, "O1", choice=Choice.BACK),
            "alchemisten.patient.zeiloren",
        ),
        (lambda: ask(Patient.WING_EARS, 5, "W1", round=10), "kwakzalvers.ronden"),
        (lambda: ask(Patient.WING_EARS, 5, "W3"), "kwakzalvers.startbuidel"),
        (lambda: ask(Patient.WING_EARS, 5, "W1", red_set=5), "kwakzalvers.voorbereiding.boeken"),
        (lambda: read_cauldron("vanaf 5: 4:W1"), "kwakzalvers.ketelspoor"),
    ],
)
def test_malformed_questions_are_rule_errors(question: object, clause_id: str) -> None:
    with pytest.raises(RuleError) as raised:
        question()  # type: ignore[operator]
    assert raised.value.clause_id == clause_id


# -- the bonus after the essence phase ------------------------------------------------------------


def test_ear_worm_places_its_draws_without_exploding() -> None:
    got = bonus(BonusQuestion(Patient.EAR_WORM, 4, 3, POT, Chips.parse("W1 W2")))
    assert got.rat and got.draws == 2 and got.cauldron is not None
    assert str(got.cauldron) == "vanaf 0: 1:O1 3:W2 4:G1 7:W3 8:W1 10:W2"
    assert got.cauldron.white_total() == 8  # past 7, and still no explosion


def test_ear_worm_sets_a_red_of_set_two_aside() -> None:
    got = bonus(BonusQuestion(Patient.EAR_WORM, 3, 4, POT, Chips.parse("R2 B1"), red_set=2))
    assert str(got.set_aside) == "R2" and str(got.cauldron).endswith("8:B1")


def test_nervousness_puts_the_whites_back_and_the_rest_open() -> None:
    got = bonus(BonusQuestion(Patient.NERVOUSNESS, 5, 2, drawn=Chips.parse("W1 R1 B2 O1")))
    assert (str(got.open_chips), str(got.to_bag)) == ("R1 B2 O1", "W1")
    assert got.when == "aan het begin van je volgende bereidingsfase"
    assert bonus(BonusQuestion(Patient.NERVOUSNESS, 1, 2)).rat


def test_chicken_eyes_gives_the_bonus_of_its_field_by_the_option() -> None:
    assert bonus(BonusQuestion(Patient.CHICKEN_EYES, 6, 2)).chicken is ChickenBonus.THREE_RUBIES
    reversed_order = PatientOptions(chicken_eyes=tuple(reversed(ChickenBonus)))
    own = bonus(BonusQuestion(Patient.CHICKEN_EYES, 6, 2, options=reversed_order))
    assert own.chicken is ChickenBonus.TOADSTOOL  # field 6 of the reversed order = field 5


def test_vampirism_buys_for_the_field_number() -> None:
    assert bonus(BonusQuestion(Patient.VAMPIRISM, 7, 4)).coins == 7
    assert bonus(BonusQuestion(Patient.VAMPIRISM, 1, 4)).coins == 0
    assert bonus(BonusQuestion(Patient.VAMPIRISM, 1, 4)).rat
    cheap = PatientOptions(vampirism_coins=(1,) * 9)
    assert bonus(BonusQuestion(Patient.VAMPIRISM, 7, 4, options=cheap)).coins == 1


def test_action_patients_in_round_one_and_round_nine() -> None:
    first = bonus(BonusQuestion(Patient.WING_EARS, 8, 1))
    assert first.victory_points == 1 and first.action
    assert "alchemisten.patient.pas-volgende-ronde" in (
        bonus_ruling(BonusQuestion(Patient.WING_EARS, 8, 1)).clause_ids()
    )
    last = bonus(BonusQuestion(Patient.WING_EARS, 8, 9))
    assert (last.victory_points, last.action) == (0, False)


# -- properties: the rulings agree with the plain functions; essence never below 0 ----------------

PATIENTS = st.sampled_from(list(Patient))
CHIPS = st.sampled_from(["W1", "W2", "W3", "O1", "R1", "R2", "B4", "Y1", "P1", "Z1", "N", "G2"])
POTS = st.sampled_from(["", "O1 W2 G1 W3", "O1 R2 W2 G1 W3 N", "W3 W2 W1 O1 P1", "vanaf 40: 44:G4"])
CHOICES = st.sampled_from([None, *Choice])


@settings(deadline=None, max_examples=300)
@given(
    PATIENTS, st.integers(0, 10), CHIPS, POTS, CHOICES, st.integers(1, 9), st.sampled_from([1, 2])
)
def test_the_action_ruling_answers_as_the_plain_function(
    patient: Patient,
    essence: int,
    chip: str,
    pot: str,
    choice: Choice | None,
    round: int,
    red_set: int,
) -> None:
    if patient is Patient.FORGETFULNESS:
        pot = f"{pot} {chip}".strip() if not pot.startswith("vanaf") else "O1 R2 W2 G1"
    if patient is not Patient.WING_EARS and choice in (Choice.DOUBLE, Choice.BACK):
        choice = None
    try:
        question = ask(patient, essence, chip, pot, choice=choice, round=round, red_set=red_set)
    except RuleError:
        return  # a chip the cauldron cannot hold, or one not in it: malformed, not a refusal
    ruling = action_ruling(question)
    result = action(question)
    assert ruling.result == result
    assert 0 <= result.essence_after <= result.essence_before
    if not result.allowed:
        assert result.essence_after == result.essence_before
        assert result.refused_by in ruling.clause_ids()


@settings(deadline=None, max_examples=200)
@given(PATIENTS, st.integers(0, 10), st.integers(1, 9), st.sampled_from([1, 2]))
def test_the_bonus_ruling_answers_as_the_plain_function(
    patient: Patient, field: int, round: int, red_set: int
) -> None:
    plain = BonusQuestion(patient, field, round, POT, red_set=red_set)
    drawn = Chips.parse(" ".join(["R1", "W1", "B1", "O1", "W2", "G1"] * 2)[: 3 * plain.draws])
    question = BonusQuestion(patient, field, round, POT, drawn if plain.draws else None, red_set)
    assert bonus_ruling(question).result == bonus(question)
    assert bonus_ruling(plain).result == bonus(plain)


# -- worked examples, pictures, the terminal ------------------------------------------------------


def test_every_patient_clause_is_cited_by_a_worked_example() -> None:
    cited = {cid for make in examples.EXAMPLES.values() for cid in make().clause_ids()}
    patient_clauses = {c.id for c in CATALOGUE if c.id.startswith("alchemisten.patient.")}
    refused = set()
    for attempt in examples.REFUSALS.values():
        with pytest.raises(RuleError) as raised:
            attempt()
        refused.add(raised.value.clause_id)
    assert patient_clauses <= cited | refused


def test_every_patient_has_a_worked_example() -> None:
    said = " ".join(make().question for make in examples.EXAMPLES.values())
    for patient in Patient:
        assert patient.dutch in said, patient


def test_the_patient_card_says_what_the_picture_shows() -> None:
    picture = patient_card_svg(Patient.CARROT_NOSE)
    assert "<title>Patiëntenkaart Karbonkelneus</title>" in picture
    assert "Extra startfiches: O1." in picture and "2 essentie" in picture
    assert PatientCardPicture(Patient.WING_EARS)._repr_html_().startswith("<img")
    step = examples.wing_ears_double().steps[-1]
    assert "essentiefiche op veld 3" in step.svg()


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rulebook", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )


def test_the_action_command_answers_allowed_with_the_essence_left() -> None:
    done = run(
        "alchemisten", "actie", "--patient", "Zeiloren", "--essentie", "5", "--fiche", "W2",
        "--ketel", "O1 W2 G1 W3", "--keuze", "dubbel", "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["toegestaan"] is True and answer["essentie_over"] == 3
    assert answer["veld"] == 11
    assert "alchemisten.patient.zeiloren" in [s["regel"] for s in answer["stappen"]]


def test_a_refusal_is_an_answer_with_its_rule() -> None:
    done = run(
        "alchemisten", "actie", "--patient", "Karbonkelneus", "--essentie", "1",
        "--fiche", "O1", "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["toegestaan"] is False and answer["essentie_over"] == 1
    assert answer["stappen"][-1]["regel"] == "alchemisten.essentie.betalen"
    text = run("alchemisten", "actie", "--patient", "vergeetachtigheid", "--essentie", "4",
               "--fiche", "W1", "--ketel", "W1 O1")  # fmt: skip
    assert text.returncode == 0 and "[alchemisten.patient.vergeetachtigheid.niet]" in text.stdout


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--patient", "Hoofdpijn", "--essentie", "2", "--fiche", "W1"], "Vampierisme"),
        (
            ["--patient", "Zeiloren", "--essentie", "12", "--fiche", "W1"],
            "alchemisten.essentie.top",
        ),
        (["--patient", "Zeiloren", "--essentie", "2", "--fiche", "W9"], "kwakzalvers.fiches"),
        (["--patient", "Zeiloren", "--essentie", "2", "--fiche", "W1", "--keuze", "x"], "dubbel"),
        (["--patient", "Zeiloren", "--essentie", "twee", "--fiche", "W1"], "geheel getal"),
    ],
)
def test_malformed_input_exits_two_with_a_dutch_message(args: list[str], words: str) -> None:
    done = run("alchemisten", "actie", *args)
    assert done.returncode == 2 and words in done.stderr and "Traceback" not in done.stderr


def test_the_essence_command_says_when_the_bonus_applies() -> None:
    done = run(
        "alchemisten", "essentie", "--ketel", "R1x2 O1 B1 W3 W2x2", "--links-ontploft", "--patient",
        "Schichtigheid", "--json",
    )  # fmt: skip
    answer = json.loads(done.stdout)
    assert answer["wanneer"] == {"patiëntbonus": "aan het begin van je volgende bereidingsfase"}
    text = run(
        "alchemisten", "essentie", "--ketel", "O1 G1 B1 R1 Y1 P1 W3 W2 W2", "--patient", "Zeiloren"
    )
    assert (
        "Wanneer: overwinningspunten: meteen; actie: in je volgende bereidingsfase (ronde 2)."
        in (text.stdout)
    )


def test_the_weak_facts_are_named_options_with_their_default() -> None:
    from rulebook.games import BY_ID

    options = {o.name: o for o in BY_ID["alchemisten"].options}
    assert options["kippenogen-volgorde"].default == "afbeeldingen"
    assert options["vampierisme-munten"].default == "veldnummer"
    for option in options.values():
        assert option.clause_id in CATALOGUE and option.default in option.choices


def test_the_picture_names_the_cauldron_only_when_it_holds_chips() -> None:
    """An empty cauldron reads 'Jouw ketel' and '(geen fiches)', not an empty notation."""
    from rulebook.quacks.alchemists.patients.rules import read_cauldron
    from rulebook.quacks.alchemists.patients.svg import PatientBoard

    empty = PatientBoard(Patient.CARROT_NOSE, 5)._repr_svg_()
    assert ">Jouw ketel<" in empty and "(geen fiches)" in empty
    assert "vanaf" not in empty
    full = PatientBoard(Patient.CARROT_NOSE, 5, read_cauldron("O1 W2"))._repr_svg_()
    assert "Jouw ketel (vanaf 0: 1:O1 3:W2)" in full


def test_chicken_eyes_swap_names_the_chips_the_cauldron_offers() -> None:
    pot = read_cauldron("O1 G1 B1 W2 G1 P1")
    got = bonus(BonusQuestion(Patient.CHICKEN_EYES, 9, 3, pot))  # field 9: a 1-chip for a 4
    # a pumpkin, a white and a purple have no 4-chip; the two spiders are one kind
    assert got.swaps == (Chip.parse("G1"), Chip.parse("B1"))
    ruling = bonus_ruling(BonusQuestion(Patient.CHICKEN_EYES, 9, 3, pot))
    assert "G1 of B1" in ruling.steps[-1].text


def test_chicken_eyes_swap_without_a_one_chip_says_there_is_nothing_to_swap() -> None:
    pot = read_cauldron("O1 G2 W2")
    got = bonus(BonusQuestion(Patient.CHICKEN_EYES, 9, 3, pot))
    assert got.swaps == ()
    ruling = bonus_ruling(BonusQuestion(Patient.CHICKEN_EYES, 9, 3, pot))
    assert "niets te ruilen" in ruling.steps[-1].text


def test_each_card_states_the_cost_the_action_is_charged() -> None:
    """The overview of chapter 21 reads each cost from the card: no cost where there is no
    action, both of Zeiloren's prices, and the chip's value for Vergeetachtigheid."""
    white, red = Chip.parse("W3"), Chip.parse("R2")
    assert CARDS[Patient.WING_EARS].cost == (
        f"{action_cost(Patient.WING_EARS, white, Choice.DOUBLE)} essentie (twee keer zo ver) of "
        f"{action_cost(Patient.WING_EARS, white, Choice.BACK)} essentie (terug in de buidel)"
    )
    assert "3 essentie" in CARDS[Patient.WING_EARS].cost
    assert action_cost(Patient.FORGETFULNESS, red, Choice.USE) == 2
    assert CARDS[Patient.FORGETFULNESS].cost == "de waarde van het fiche, in essentie"
    for patient in (Patient.CARROT_NOSE, Patient.WITCHS_HUMP):
        assert CARDS[patient].cost == f"{action_cost(patient, red, Choice.USE)} essentie"
    assert CARDS[Patient.NERVOUSNESS].cost == "geen essentie"
    without = [p for p, c in CARDS.items() if not c.cost]
    assert without == [Patient.EAR_WORM, Patient.CHICKEN_EYES, Patient.VAMPIRISM]
