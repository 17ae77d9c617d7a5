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
