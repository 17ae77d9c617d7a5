"""The core's one phase type and its one way to put an expansion's steps into a base game's
flow (``Flow.insert_all``), used by Castle Combo's turn and Uit de Kerker!'s lock moments."""

from __future__ import annotations

import pytest

from rulebook.castle_combo import flow as castle_flow
from rulebook.castle_combo.dungeon.expansion import change_flow, lock_step
from rulebook.castle_combo.engine import TURN
from rulebook.core.model.flow import AFTER, BEFORE, Flow, Phase, PhaseStep


def _phase(name: str) -> Phase[int]:
    return Phase(name, name.title(), "", f"spel.{name}", "iedereen", "klaar")


BASE: Flow[int] = Flow((_phase("a"), _phase("b"), _phase("c")))


def test_insert_all_puts_each_phase_before_or_after_the_one_it_names_in_turn() -> None:
    places = [(BEFORE, "a", _phase("x")), (AFTER, "b", _phase("y")), (AFTER, "y", _phase("z"))]
    assert BASE.insert_all(places).ids() == ("x", "a", "b", "y", "z", "c")
    assert BASE.insert_all([]).ids() == BASE.ids()


def test_insert_all_refuses_a_place_it_does_not_know() -> None:
    with pytest.raises(ValueError, match="'before' or 'after'"):
        BASE.insert_all([("na", "a", _phase("x"))])
    with pytest.raises(ValueError, match="'d' is not in the flow"):
        BASE.insert_all([(AFTER, "d", _phase("x"))])


def test_a_flow_lists_its_steps_in_order_with_whether_they_may_be_left_out() -> None:
    steps = castle_flow.turn_steps("na-kopen")
    assert [s.name for s in steps] == [
        "slot-begin",
        "sleutel",
        "slot-na-sleutel",
        "kopen",
        "plaatsen",
        "vaardigheid",
        "slot-na-kopen",
        "boodschapper",
        "aanvullen",
    ]
    assert [s.name for s in steps if s.optional] == [
        "slot-begin",
        "sleutel",
        "slot-na-sleutel",
        "slot-na-kopen",
    ]
    assert PhaseStep("a", "", "spel.a").optional is False


def test_castle_combo_uses_the_cores_phases_and_one_way_to_add_the_lock_moments() -> None:
    """Castle Combo's turn is core ``Phase``s (no phase type of its own), and the engine's turn
    with locks is ``flow.with_locks`` with the phases that run: the same places, titles and
    steps as the overview's."""
    assert all(type(phase) is Phase for phase in castle_flow.PHASES)
    engine = change_flow(TURN)
    described = castle_flow.with_locks(castle_flow.PHASES)
    assert (
        engine.ids()
        == described.ids()
        == (
            "slot-begin",
            "sleutel",
            "slot-na-sleutel",
            "kopen",
            "slot-na-kopen",
            "aanvullen",
            "slot-einde-beurt",
        )
    )
    assert engine.steps() == described.steps()
    assert (
        lock_step("begin").name
        == castle_flow.lock_phase("begin").name
        == ("Slotmoment: begin van de beurt")
    )
    with pytest.raises(ValueError, match="unknown third lock moment"):
        castle_flow.turn_steps("begin")
