"""Uit de Kerker!'s lock moments are named in one place (``castle_combo.data.LOCK_MOMENT_WORDS``)
and every part that shows them (the turn's steps, the engine's phases, the rulings, the option
and the lock-timing widget) says them as that table does."""

from __future__ import annotations

import pytest

from rulebook.castle_combo import flow
from rulebook.castle_combo.data import FIRST_LOCK_MOMENTS, LOCK_MOMENT_WORDS, THIRD_LOCK_MOMENTS
from rulebook.castle_combo.dungeon.expansion import lock_step
from rulebook.castle_combo.dungeon.rulings import LockQuestion, lock_ruling
from rulebook.castle_combo.options import DUNGEON_OPTIONS
from rulebook.castle_combo.rules import Rules
from rulebook.core.errors import RuleError


def test_the_turn_places_exactly_the_moments_of_the_table_in_the_turns_order() -> None:
    assert [moment for moment, _, _ in flow.LOCK_PLACES] == list(LOCK_MOMENT_WORDS)
    assert flow.LOCK_MOMENTS == ("begin", "na-sleutel", "einde-beurt")
    assert set(FIRST_LOCK_MOMENTS) | set(THIRD_LOCK_MOMENTS) == set(LOCK_MOMENT_WORDS)


def test_the_option_and_the_rules_take_the_two_third_moments_the_seeds_reading_first() -> None:
    (option,) = [o for o in DUNGEON_OPTIONS if o.name == "derde-slotmoment"]
    assert option.choices == THIRD_LOCK_MOMENTS == ("einde-beurt", "na-kopen")
    assert option.default == Rules().third == "einde-beurt"
    for third in THIRD_LOCK_MOMENTS:
        assert Rules(third=third).third == third
    with pytest.raises(ValueError):
        Rules(third="begin")


@pytest.mark.parametrize("third", THIRD_LOCK_MOMENTS)
def test_the_turns_steps_and_the_engines_phases_say_each_moment_as_the_table_does(
    third: str,
) -> None:
    turn = flow.turn_steps(third)
    summaries = [step.summary for step in turn if step.name.startswith("slot-")]
    said = [LOCK_MOMENT_WORDS[code].step for code in (*FIRST_LOCK_MOMENTS, third)]
    assert summaries == [f"slotmoment ({words}): open eventueel één slot" for words in said]
    assert lock_step(third).name == f"Slotmoment: {LOCK_MOMENT_WORDS[third].title}"


def test_the_end_of_the_turn_is_said_three_ways() -> None:
    end = LOCK_MOMENT_WORDS["einde-beurt"]
    assert flow.lock_phase("einde-beurt").steps[0].summary == (
        "slotmoment (als de rijen weer vol liggen): open eventueel één slot"
    )
    assert lock_step("einde-beurt").name == "Slotmoment: einde van de beurt"
    ruling = lock_ruling(LockQuestion("Cutpurse", "einde-beurt"))
    assert ruling.steps[-1].text.startswith("Het is het eind van je beurt (na het bijvullen) ")
    assert (end.step, end.title) == ("als de rijen weer vol liggen", "einde van de beurt")


def test_a_refused_moment_lists_the_moments_the_option_keeps() -> None:
    with pytest.raises(RuleError) as refused:
        lock_ruling(LockQuestion("Cutpurse", "kopen"), Rules(third="na-kopen"))
    assert refused.value.message == (
        "Een slot open je alleen op het begin van je beurt, het moment na stap 1 (voor het "
        "kopen) of direct na het kopen; niet tijdens 'kopen'."
    )
