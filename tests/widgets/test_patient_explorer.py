"""The patient explorer in Python: a patient, its essence phase and bonus, then its action.

Intents are sent the way the browser sends them (``controls._handle_custom_msg``). Every
expectation is something a player can check against the patient charts of De Alchemisten:
Zeiloren pays 2 essence to send a white chip twice as far and 3 to put it back, never when that
white chip explodes the pot; Karbonkelneus pays 2 for a pumpkin on the next ruby field;
Vergeetachtigheid pays the chip's value and never takes back a white chip; Oorwurm has no
action at all; the essence counter never goes below 0.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebook.quacks.alchemists import Patient
from widgets import PatientControls, PatientExplorer, Stepper


def click(explorer: PatientExplorer, intent: object) -> None:
    """What ``model.send(intent)`` in the controls' JavaScript does in the kernel."""
    explorer.controls._handle_custom_msg(intent, [])


def state_of(explorer: PatientExplorer) -> dict[str, Any]:
    """Everything a refused intent must leave alone (all but the error and the revision)."""
    controls = {
        k: v
        for k, v in explorer.controls.get_state().items()
        if k in PatientControls.DISPLAY_TRAITS and k not in ("error", "revision")
    }
    stepper = {k: v for k, v in explorer.stepper.get_state().items() if k in ("steps", "index")}
    return {
        "situation": explorer.situation,
        "essence": explorer.essence,
        "cauldron": str(explorer.cauldron),
        "controls": controls,
        "stepper": stepper,
    }


def test_the_start_is_the_seed_example_with_zeiloren_on_field_five() -> None:
    explorer = PatientExplorer()
    assert explorer.ruling.result.field == 5
    assert explorer.essence == 5  # the brewing phase of round 2 starts on the field reached
    assert explorer.controls.action_round == 2
    assert isinstance(explorer.stepper, Stepper)
    clauses = [step["clause_id"] for step in explorer.stepper.steps]
    assert clauses[0] == "alchemisten.essentie.moment"
    assert "alchemisten.patient.zeiloren" in clauses  # the bonus: an action for round 2
    assert explorer.controls.choice == "dubbel"


def test_zeiloren_doubles_a_white_and_the_counter_goes_down_by_two() -> None:
    explorer = PatientExplorer()
    click(explorer, {"type": "pick", "chip": "W2"})
    click(explorer, {"type": "try"})
    assert explorer.error == ""
    assert explorer.essence == 3
    assert explorer.controls.essence == 3
    # The cauldron's last chip lay on 7; a white 2 twice as far lands on 11.
    assert str(explorer.cauldron).endswith("7:W3 11:W2")
    assert explorer.last_action is not None
    assert explorer.controls.last["answer"] == "Ja. Je essentie gaat van 5 naar 3."


def test_zeiloren_back_costs_three() -> None:
    explorer = PatientExplorer()
    click(explorer, {"type": "pick", "chip": "W1"})
    click(explorer, {"type": "choice", "value": "terug"})
    click(explorer, {"type": "try"})
    assert explorer.essence == 2
    assert str(explorer.cauldron) == "vanaf 0: 1:O1 3:W2 4:G1 7:W3"  # nothing placed


def test_a_white_that_explodes_is_refused_with_its_clause_and_nothing_changes() -> None:
    explorer = PatientExplorer()
    click(explorer, {"type": "try"})  # W2 twice as far: the whites are 7 now
    click(explorer, {"type": "pick", "chip": "W1"})  # whites 7 + 1 = 8: the pot explodes
    before = state_of(explorer)
    click(explorer, {"type": "try"})
    assert "alchemisten.patient.zeiloren.ontploft" in explorer.error
    assert "laat je ketel ontploffen" in explorer.error
    assert "niets veranderd" in explorer.error
    assert state_of(explorer) == before


def test_too_little_essence_is_refused_and_the_counter_never_goes_below_zero() -> None:
    explorer = PatientExplorer(Patient.CARROT_NOSE)
    click(explorer, {"type": "cauldron", "text": "W1"})  # one colour fewer: field 0 reached
    assert explorer.ruling.result.field == 1  # whites 1, the left neighbour exploded: 0 + 1
    assert explorer.essence == 1
    before = state_of(explorer)
    click(explorer, {"type": "try"})  # a pumpkin to a ruby field costs 2
    assert "alchemisten.essentie.betalen" in explorer.error
    assert "onder 0 kan niet" in explorer.error
    assert explorer.essence == 1
    assert state_of(explorer) == before


def test_karbonkelneus_uses_its_action_until_the_essence_runs_out() -> None:
    explorer = PatientExplorer(Patient.CARROT_NOSE)
    seen = [explorer.essence]
    for _ in range(4):
        click(explorer, {"type": "try"})
        seen.append(explorer.essence)
    assert seen == [5, 3, 1, 1, 1]  # 2 per pumpkin; the third is refused
    assert "alchemisten.essentie.betalen" in explorer.error
    assert str(explorer.cauldron) == "vanaf 0: 1:O1 3:W2 4:G1 7:W3 9:O1 13:O1"  # ruby fields


def test_restart_gives_the_essence_and_cauldron_of_the_start_back() -> None:
    explorer = PatientExplorer(Patient.CARROT_NOSE)
    click(explorer, {"type": "try"})
    click(explorer, {"type": "restart"})
    assert explorer.essence == 5
    assert str(explorer.cauldron) == "vanaf 0: 1:O1 3:W2 4:G1 7:W3"
    assert explorer.controls.last == {}


def test_vergeetachtigheid_pays_the_value_and_never_takes_back_a_white() -> None:
    explorer = PatientExplorer(Patient.FORGETFULNESS)
    click(explorer, {"type": "pick", "chip": "W2"})
    before = state_of(explorer)
    click(explorer, {"type": "try"})
    assert "alchemisten.patient.vergeetachtigheid.niet" in explorer.error
    assert state_of(explorer) == before
    click(explorer, {"type": "pick", "chip": "G1"})
    click(explorer, {"type": "try"})
    assert explorer.essence == 4
    assert str(explorer.cauldron) == "vanaf 0: 1:O1 3:W2 7:W3"


def test_a_chip_not_in_the_cauldron_cannot_go_back_for_vergeetachtigheid() -> None:
    explorer = PatientExplorer(Patient.FORGETFULNESS)
    click(explorer, {"type": "pick", "chip": "R2"})
    before = state_of(explorer)
    click(explorer, {"type": "try"})
    assert "Er ligt geen R2 in je ketel" in explorer.error
    assert state_of(explorer) == before


def test_oorwurm_has_no_action_and_its_bonus_is_in_the_stepper() -> None:
    explorer = PatientExplorer()
    click(explorer, {"type": "patient", "value": "Oorwurm"})
    assert explorer.controls.patient == "Oorwurm"
    assert explorer.controls.choice == "gebruik"  # Zeiloren's 'dubbel' is not Oorwurm's
    assert explorer.stepper.steps[-1]["clause_id"] == "alchemisten.patient.oorwurm"
    click(explorer, {"type": "try"})
    assert "geeft geen actie" in explorer.error
    assert explorer.essence == 5


def test_a_choice_of_another_patient_is_refused_in_dutch() -> None:
    explorer = PatientExplorer(Patient.CARROT_NOSE)
    before = state_of(explorer)
    click(explorer, {"type": "choice", "value": "dubbel"})
    assert explorer.error == "Bij Karbonkelneus kies je ‘gebruik’ of ‘gewoon’, niet ‘dubbel’."
    assert state_of(explorer) == before


def test_a_new_essence_phase_starts_the_brewing_phase_again() -> None:
    explorer = PatientExplorer()
    click(explorer, {"type": "try"})
    assert explorer.essence == 3
    click(explorer, {"type": "set", "name": "right_exploded", "value": True})
    assert explorer.ruling.result.field == 6
    assert explorer.essence == 6
    assert str(explorer.cauldron) == "vanaf 0: 1:O1 3:W2 4:G1 7:W3"
    click(explorer, {"type": "set", "name": "round", "value": 3})
    assert explorer.controls.action_round == 4


def test_round_nine_has_no_following_brewing_phase() -> None:
    explorer = PatientExplorer()
    click(explorer, {"type": "set", "name": "round", "value": 9})
    assert explorer.stepper.steps[-1]["clause_id"] == "alchemisten.laatste-ronde"
    assert explorer.controls.brew_title == "Na ronde 9 komt geen bereidingsfase meer"
    before = state_of(explorer)
    click(explorer, {"type": "try"})
    assert "Ronde 10 bestaat niet" in explorer.error
    assert state_of(explorer) == before


def test_a_typed_brewing_cauldron_that_cannot_exist_is_refused() -> None:
    explorer = PatientExplorer()
    before = state_of(explorer)
    click(explorer, {"type": "brew", "text": "W2x3"})
    assert "kwakzalvers.startbuidel" in explorer.error
    assert state_of(explorer) == before
    click(explorer, {"type": "brew", "text": "vanaf 0: 2:W2 9:O1"})
    assert explorer.error == ""
    assert str(explorer.cauldron) == "vanaf 0: 2:W2 9:O1"


def test_heksenbochel_gets_no_reward_for_a_red_of_set_two() -> None:
    explorer = PatientExplorer(Patient.WITCHS_HUMP)
    click(explorer, {"type": "brew", "text": "O1 W2 G1 W3 O1"})  # the last chip on 8
    click(explorer, {"type": "pick", "chip": "R1"})  # one field on: ruby field 9
    click(explorer, {"type": "try"})
    assert explorer.error == ""
    assert explorer.essence == 3  # a value 1 on a ruby field: 1 ruby, for 2 essence
    assert explorer.last_action is not None
    assert explorer.last_action.result.rubies == 1
    click(explorer, {"type": "restart"})
    click(explorer, {"type": "red_set", "value": 2})
    assert explorer.controls.red_set == 2
    before = state_of(explorer)
    click(explorer, {"type": "try"})
    assert "alchemisten.patient.rood2" in explorer.error
    assert state_of(explorer) == before
    click(explorer, {"type": "red_set", "value": 5})
    assert "vier sets" in explorer.error
    assert explorer.controls.red_set == 2


def test_the_static_copy_says_a_running_notebook_is_needed_and_shows_the_picture() -> None:
    explorer = PatientExplorer()
    html = explorer.static_html()
    assert "werkt alleen in een notebook dat draait" in html
    assert "<img" in html
    assert "alchemisten.patient.zeiloren" in html


ACTION_INTENTS = st.one_of(
    st.fixed_dictionaries(
        {"type": st.just("pick"), "chip": st.sampled_from(["W1", "W2", "W3", "O1", "G1", "R1"])}
    ),
    st.fixed_dictionaries(
        {"type": st.just("choice"), "value": st.sampled_from(["gebruik", "dubbel", "terug"])}
    ),
    st.just({"type": "try"}),
    st.just({"type": "restart"}),
    st.fixed_dictionaries(
        {"type": st.just("patient"), "value": st.sampled_from([p.dutch for p in Patient])}
    ),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(intents=st.lists(ACTION_INTENTS, max_size=12))
def test_the_essence_counter_never_goes_below_zero_nor_up_by_an_action(
    intents: list[dict[str, object]],
) -> None:
    explorer = PatientExplorer()
    for intent in intents:
        before = explorer.essence
        click(explorer, intent)
        assert explorer.essence >= 0
        if intent["type"] in ("try", "pick", "choice"):
            assert explorer.essence <= before
        assert explorer.controls.essence == explorer.essence
