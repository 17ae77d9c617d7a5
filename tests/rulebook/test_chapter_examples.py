"""The worked examples the base chapters show answer the question they ask.

A reader sees the question above a Stepper and the answer below it; the two must be about the
same thing and agree with the steps in between.
"""

from __future__ import annotations

from rulebook.quacks import examples


def test_stopping_tells_the_scoring_field_it_asks_for() -> None:
    """G1 on field 1, W3 on field 4: the scoring field is the one right after, field 5."""
    ruling = examples.stopping()
    assert "puntentellingsveld" in ruling.question
    assert ruling.answer == "Speler 1: puntentellingsveld 5."
    assert ruling.steps[-2].text.startswith("De puntentellingsvelden, direct na het laatste")


def test_past_fifty_names_the_field_it_scores() -> None:
    """W1 O1 G1 W2 W3 B4 O1 ends on field 13; the points come from field 14 (3 points)."""
    ruling = examples.past_fifty()
    assert "veld 14" in ruling.question
    (points,) = [s for s in ruling.steps if s.clause_id == "kwakzalvers.puntentelling.d"]
    assert points.text.startswith("Veld 14: speler 1 krijgt 3 overwinningspunten: 48 → 51")


def test_the_refusals_of_the_brewing_and_scoring_chapters_read_right() -> None:
    """The flask may not send back the chip that exploded the cauldron (its own clause says
    so); one chip too expensive has one price, not a sum."""
    from rulebook.core import RuleError

    for name, clause_id, message in (
        (
            "de fles op het ontploffende fiche",
            "kwakzalvers.fles",
            "Speler 1 is ontploft: het fiche dat de ketel liet ontploffen, mag de fles niet meer "
            "terugsturen.",
        ),
        ("te duur", "kwakzalvers.puntentelling.e", "G4 kost 14 geld; je hebt er 10."),
    ):
        try:
            examples.REFUSALS[name]()
        except RuleError as refused:
            assert (refused.clause_id, refused.message) == (clause_id, message)
        else:
            raise AssertionError(f"{name} was accepted")
