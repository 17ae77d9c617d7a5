"""The game table with De Alchemisten switched on: the patients drawn and chosen by clicking, a
patient's action offered as a button while brewing (its essence cost in the label), a typed
action the rules forbid refused inside the widget, the essence marker and the patient in the
pictures, and five computer players playing a whole game to its winner."""

from __future__ import annotations

import re
from typing import Any

import pytest

from rulebook.quacks.alchemists.data import GLASSES_FROM_PICTURES, Glass, Patient
from rulebook.quacks.alchemists.expansion import ESSENCE_PHASE
from rulebook.quacks.alchemists.patients.data import card, glass_words
from rulebook.quacks.alchemists.patients.in_play import patient_of
from rulebook.quacks.alchemists.table_notes import essence_field
from tests.widgets.test_game_table import act, click, offers, visible
from widgets import GameTable

SEED = 4
"""Five players; Schichtigheid, Kippenogen and Vergeetachtigheid are drawn."""


def five(seed: int = SEED) -> GameTable:
    return GameTable.of("kwakzalvers", players=5, set=1, seed=seed, alchemisten=True)


def desc(picture: str) -> str:
    found = re.search(r"<desc>(.*?)</desc>", picture, re.S)
    assert found, picture[:200]
    return found.group(1)


def forgetful_with_an_action(widget: GameTable) -> dict[str, Any]:
    """Treat Vergeetachtigheid, then draw (the first choice of anything else) until an action of
    the patient is offered; returns that offer."""
    act(widget, "1 kies 3")
    for _ in range(300):
        shown = offers(widget)
        found = [o for o in shown if " vergeet " in o["action"]]
        if found:
            return found[0]
        act(widget, shown[0]["action"])
    raise AssertionError("no Vergeetachtigheid action was offered")


def test_the_patients_are_drawn_and_chosen_with_dutch_buttons() -> None:
    widget = five()
    assert widget.log_entries[0]["who"] == "kans"
    assert widget.log_entries[0]["text"] == (
        "op tafel komen Schichtigheid, Kippenogen en Vergeetachtigheid"
    )
    assert [o["short"] for o in offers(widget)] == [
        "Schichtigheid",
        "Kippenogen",
        "Vergeetachtigheid",
    ]
    assert widget.menus[0]["heading"] == "Speler 1 (jij): behandel …"
    act(widget, "1 kies 2")
    assert patient_of(widget.state, 0) is Patient.CHICKEN_EYES
    assert "speler 1: behandel Kippenogen" in [entry["text"] for entry in widget.log_entries]
    assert len(widget.seats) == 5
    # every computer chose one of the three drawn patients too
    chosen = {patient_of(widget.state, seat) for seat in range(5)}
    assert chosen <= {Patient.NERVOUSNESS, Patient.CHICKEN_EYES, Patient.FORGETFULNESS}


def test_each_patient_offered_shows_its_card_and_the_stage_says_what_is_decided() -> None:
    """A reader chooses a patient from its card: bonus or action, what the action costs, and
    the glass of every field, read from the same tables the rules use."""
    widget = five()
    assert widget.stage.startswith("Ronde 1 van 9 · Voorbereiding: patiënten (De Alchemisten)")
    details = [o["detail"] for o in offers(widget)]
    nervous, chicken, forgetful = details
    assert nervous.startswith(card(Patient.NERVOUSNESS).bonus)
    assert "actie: leg een openliggend fiche in je ketel" in nervous
    assert "(kost geen essentie)" in nervous
    assert chicken.startswith(card(Patient.CHICKEN_EYES).bonus) and "actie:" not in chicken
    assert "voor zijn waarde aan essentie" in forgetful
    for patient, detail in zip(
        (Patient.NERVOUSNESS, Patient.CHICKEN_EYES, Patient.FORGETFULNESS), details, strict=True
    ):
        glasses = GLASSES_FROM_PICTURES[patient]
        shown = detail.split("glazen per veld: ")[1].split(" · ")
        assert shown == [f"{n} {glass_words(g)}" for n, g in enumerate(glasses, 1)]
    assert glass_words(Glass(2)) == "2 punten" and glass_words(Glass()) == "leeg"
    assert glass_words(Glass(rat=True, patient_bonus="trek 2 fiches")) == (
        "trek 2 fiches + rattenstaart"
    )


def test_the_essence_choice_says_what_the_glass_of_each_field_gives() -> None:
    widget = five()
    act(widget, "1 kies 2")  # Kippenogen
    for _ in range(400):
        shown = offers(widget)
        if any("essentiefiche" in o["label"] for o in shown):
            break
        act(widget, shown[-1]["action"])
    else:
        raise AssertionError("no essence choice was offered")
    task = widget.state.players[0].task
    glasses = GLASSES_FROM_PICTURES[Patient.CHICKEN_EYES]
    fields = range(task.reached, -1, -1)
    assert [o["detail"] for o in shown] == [
        f"glas van veld {n}: {glass_words(glasses[n - 1])}" if n else "geen glas" for n in fields
    ]
    phase = ESSENCE_PHASE
    assert widget.stage == (f"Ronde {widget.state.round} van 9 · {phase.name}: {phase.summary}")


def test_the_pictures_show_each_players_essence_marker_and_patient() -> None:
    widget = five()
    own, *_ = widget.pictures
    assert "Essentie op veld 0 · nog geen patiënt." in desc(own)
    act(widget, "1 kies 2")
    own, card, *players, track = widget.pictures
    assert "<title>" in own
    assert "Essentie op veld 0 · patiënt: Kippenogen." in desc(own)
    assert 'class="rb-notes"' in own
    assert len(players) == 5
    for seat, part in enumerate(players):
        patient = patient_of(widget.state, seat)
        assert patient is not None
        assert desc(part).startswith(f"Speler {seat + 1}: ")
        assert f"patiënt: {patient.dutch}" in part
        assert part.count('class="rb-notes"') == 1
    assert card.count('class="rb-notes"') == 1 and "patiënten op tafel: " in card
    assert "Scorespoor" in track


def test_a_patients_action_is_a_button_with_its_cost_and_spends_the_essence() -> None:
    widget = five()
    offer = forgetful_with_an_action(widget)
    chip = offer["action"].split()[-1]
    cost = int(re.search(r"voor (\d+) essentie", offer["label"]).group(1))  # type: ignore[union-attr]
    assert offer["label"] == (
        f"speler 1: doe {chip} terug in je buidel voor {cost} essentie (Vergeetachtigheid)"
    )
    assert widget.menus[0]["heading"] == "Speler 1 (jij) …"  # the seat's name stays whole
    before = essence_field(widget.state, 0)
    cauldron = widget.state.players[0].cauldron.contents()
    act(widget, offer["action"])
    assert essence_field(widget.state, 0) == before - cost
    assert len(widget.state.players[0].cauldron.contents()) == len(cauldron) - 1
    assert widget.log_entries[-1]["text"] == offer["label"]
    assert f"essentie op veld {before - cost}" in widget.pictures[0]


def test_a_typed_action_the_rules_forbid_is_refused_and_changes_nothing() -> None:
    widget = five()
    forgetful_with_an_action(widget)
    before = visible(widget)
    # Vergeetachtigheid never returns a white chip
    white = next(c for c in widget.state.players[0].cauldron.contents() if str(c).startswith("W"))
    click(widget, {"type": "act", "seat": 0, "action": f"1 vergeet {white}", "turn": widget.moves})
    assert "wit" in widget.error
    assert "Error" not in widget.error
    assert visible(widget) == before


def test_a_patient_not_on_the_table_cannot_be_chosen() -> None:
    widget = five()
    before = visible(widget)
    click(widget, {"type": "act", "seat": 0, "action": "1 kies 4", "turn": widget.moves})
    assert widget.error
    assert visible(widget) == before


def test_five_computers_play_a_whole_game_with_the_expansion_to_its_winner() -> None:
    widget = GameTable.of("kwakzalvers", players=5, set=1, seed=8, humans=(), alchemisten=True)
    widget.play()  # one click: this game takes about 1500 actions
    assert widget.turn_of == "einde"
    assert widget.state.round == 9
    scores = [seat["score"] for seat in widget.seats]
    winners = widget.result["winners"]
    assert winners and all(scores[w] == max(scores) for w in winners)
    assert widget.result["text"].startswith("Speler ")
    texts = [entry["text"] for entry in widget.log_entries]
    assert sum("behandel" in text for text in texts) == 5
    assert any("essentiefiche" in text for text in texts)


def test_a_table_set_up_with_the_readers_own_cards_plays_with_them() -> None:
    from rulebook.quacks.alchemists.expansion import AlchemistsSetup
    from rulebook.quacks.alchemists.patients.data import PatientOptions

    own = AlchemistsSetup(patients=PatientOptions(vampirism_coins=(3,) * 9), book=16)
    table = GameTable.of("kwakzalvers", players=3, seed=5, alchemisten=own)
    assert table.state.setup.extras == (own,)
    assert "narrenkruidboek 16" in table.pictures[1]  # the card and the notes of the table
    with pytest.raises(TypeError):
        GameTable.of("kwakzalvers", players=3, alchemisten="ja")
