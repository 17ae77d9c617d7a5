"""The table scorer in Python: cauldrons in, the scoring A to F out, step by step with its rule.

What is checked can be checked at the table: the furthest cauldron that did not explode rolls
the die (A); the chips act (B); a ruby field gives a ruby (C); the points of the field (D); the
coins buy (E); the round ends (F). An exploded cauldron chooses D or E; round 9 buys no chips.
"""

from __future__ import annotations

from typing import Any

from rulebook.quacks import situations
from tests.widgets.pictures import pictures_in
from widgets import TableScorer

STEPS = [
    "kwakzalvers.puntentelling.a",
    "kwakzalvers.puntentelling.b",
    "kwakzalvers.puntentelling.d",
    "kwakzalvers.puntentelling.e",
    "kwakzalvers.puntentelling.f",
]


def click(scorer: TableScorer, intent: object) -> None:
    scorer.controls._handle_custom_msg(intent, [])


def cited(scorer: TableScorer) -> list[str]:
    return [step["clause_id"] for step in scorer.stepper.steps]


def rolled(scorer: TableScorer) -> str:
    """The step of A that says who rolls."""
    return str(
        next(
            s["text"]
            for s in scorer.stepper.steps
            if s["clause_id"] == "kwakzalvers.puntentelling.a"
        )
    )


def frozen(scorer: TableScorer) -> dict[str, Any]:
    controls = {
        k: v for k, v in scorer.controls.get_state().items() if k in scorer.controls.DISPLAY_TRAITS
    }
    controls.pop("error")
    controls.pop("revision")
    return {"controls": controls, "steps": scorer.stepper.steps, "repr": repr(scorer)}


def test_three_cauldrons_are_scored_from_a_to_f() -> None:
    scorer = TableScorer()
    seats = scorer.controls.seats
    assert [s["notation"] for s in seats] == ["W1x2 O1 G1 W2 R1 P1", "W3 W2 W1 B2 Z1", "W1x3 W2 W3"]
    assert [s["field"] for s in seats] == [12, 10, 10]
    assert seats[2]["summary"].startswith("ontploft (wit 8)")
    ids = cited(scorer)
    assert [ids.index(step) for step in STEPS] == sorted(ids.index(step) for step in STEPS)
    assert "kwakzalvers.puntentelling.ontploft" in ids
    assert "Zonder te ontploffen kwam speler 1 het verst, tot veld 12" in rolled(scorer)
    assert scorer.stepper.answer == scorer.ruling.answer == scorer.controls.outcome
    assert (
        repr(scorer)
        == "TableScorer(W1x2 O1 G1 W2 R1 P1 | W3 W2 W1 B2 Z1 | W1x3 W2 W3; ronde 3, set 1)"
    )


def test_a_fuller_cauldron_rolls_the_die_instead() -> None:
    scorer = TableScorer()
    click(scorer, {"type": "cauldron", "seat": 1, "text": "W3 W2 W1 B2 Z1 G4 O1"})
    assert scorer.error == ""
    # 3 + 2 + 1 + 2 + 1 + 4 + 1: the last chip on field 14, the scoring field 15.
    assert scorer.controls.seats[1]["field"] == 15
    assert "speler 2 het verst, tot veld 15" in rolled(scorer)


def test_the_droplet_moves_the_whole_cauldron() -> None:
    scorer = TableScorer()
    click(scorer, {"type": "droplet", "seat": 1, "value": 5})
    assert scorer.controls.seats[1]["droplet"] == 5
    assert scorer.controls.seats[1]["field"] == 15


def test_round_9_turns_coins_into_points_and_ends_the_game() -> None:
    scorer = TableScorer("W1 O1 G1", "W2 W3")
    click(scorer, {"type": "round", "value": 9})
    ids = cited(scorer)
    assert "kwakzalvers.ronde9" in ids
    assert "kwakzalvers.puntentelling.e" not in ids
    assert "kwakzalvers.einde" in ids
    assert scorer.ruling.result.over


def test_players_come_and_go_between_two_and_four() -> None:
    scorer = TableScorer("W1 O1", "W2 G1")
    click(scorer, {"type": "add"})
    click(scorer, {"type": "add"})
    assert len(scorer.controls.seats) == 4
    assert scorer.controls.seats[3]["notation"] == "W1x2 O1 W2 G1"
    before = frozen(scorer)
    click(scorer, {"type": "add"})
    assert scorer.error == "Aan tafel zitten hoogstens 4 spelers (4 ketels in de doos)."
    assert frozen(scorer) == before
    click(scorer, {"type": "remove", "seat": 0})
    assert [s["notation"] for s in scorer.controls.seats] == [
        "W2 G1",
        "W1x2 O1 W2 G1",
        "W1x2 O1 W2 G1",
    ]


def test_another_roll_scores_again_with_the_next_seed() -> None:
    scorer = TableScorer()
    first = rolled_face(scorer)
    click(scorer, {"type": "reroll"})
    assert scorer.error == ""
    again = situations.scoring_ruling(scorer.state, seed=2)
    assert scorer.ruling == again
    assert rolled_face(scorer) != first  # seed 1 gives a ruby, seed 2 the droplet


def rolled_face(scorer: TableScorer) -> str:
    throws = [s for s in scorer.stepper.steps if "gooit met de bonusdobbelsteen:" in s["text"]]
    return str(throws[0]["text"]).split(":")[1].split(";")[0].strip()


def test_what_cannot_be_is_refused_in_dutch_and_nothing_changes() -> None:
    scorer = TableScorer()
    before = frozen(scorer)
    refusals = [
        ({"type": "cauldron", "seat": 0, "text": "W9"}, "kwakzalvers.fiches"),
        ({"type": "cauldron", "seat": 0, "text": "G4x14"}, "kwakzalvers.voorraad"),
        ({"type": "droplet", "seat": 0, "value": 60}, "0 tot 52"),
        ({"type": "cauldron", "seat": 3, "text": "W1"}, "speler 4 is er niet"),
        ({"type": "round", "value": 10}, "Ronde 10 bestaat niet"),
        ({"type": "set", "value": 0}, "set van 1 tot 4"),
        ({"type": "cauldron", "seat": 0, "text": "W1x5"}, "kwakzalvers.ronde6"),
    ]
    for intent, words in refusals:
        click(scorer, intent)
        assert words in scorer.error, intent
        assert frozen(scorer) == before


def test_clicking_through_the_stepper_reaches_the_answer() -> None:
    scorer = TableScorer()
    stepper = scorer.stepper
    while stepper.index < len(stepper.steps) - 1:
        stepper._handle_custom_msg({"type": "next"}, [])
        assert stepper.error == ""
    assert stepper.steps[-1]["clause_id"] in ("kwakzalvers.ronden", "kwakzalvers.puntentelling.f")
    assert stepper.picture == stepper.pictures[-1]


def test_the_static_copy_has_the_whole_scoring() -> None:
    scorer = TableScorer()
    static = scorer.static_html()
    assert "De puntentelling werkt alleen in een notebook dat draait." in static
    assert static.count("<li>") == len(scorer.ruling.steps)
    (svg,) = pictures_in(static)  # the table after the scoring: the next round has begun
    assert "<title>Speltafel: ronde 4, 1. Waarzeggerijkaart</title>" in svg
