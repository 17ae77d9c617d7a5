"""Uit de Kerker!'s lock timing: a player walks through a turn and checks, phase by phase,
which lock may be opened (the three moments, one lock a turn, the key from the card back to
the supply), with the option for the third moment; a refusal names its rule and changes
nothing."""

from __future__ import annotations

from widgets.castle_combo.locks import LockTiming

LOCK_PHASES = {"slot-begin", "slot-na-sleutel", "slot-einde-beurt"}


def walk(widget: LockTiming) -> dict[str, list[str]]:
    """Which locks may be opened at each phase of one turn (without opening any)."""
    seen = {}
    for _ in widget.phases:
        seen[widget.phase] = widget.allowed
        widget.next()
    return seen


def test_a_lock_may_open_only_at_the_three_moments_of_the_seed() -> None:
    seen = walk(LockTiming(("Conspirator", "ArtForger")))
    assert [name for name, allowed in seen.items() if allowed] == [
        "slot-begin",
        "slot-na-sleutel",
        "slot-einde-beurt",
    ]
    assert all(
        allowed == ["Conspirator", "ArtForger"]
        for name, allowed in seen.items()
        if name in LOCK_PHASES
    )
    assert list(seen)[-1] == "slot-einde-beurt"  # after the rows are refilled


def test_with_game_parks_reading_the_third_moment_is_right_after_buying() -> None:
    widget = LockTiming(("Cutpurse",), third="na-kopen")
    seen = walk(widget)
    moments = [name for name, allowed in seen.items() if allowed]
    assert moments == ["slot-begin", "slot-na-sleutel", "slot-na-kopen"]
    names = list(seen)
    assert names.index("kopen") < names.index("slot-na-kopen") < names.index("boodschapper")
    assert "slot-einde-beurt" not in seen


def test_one_lock_a_turn_and_the_key_goes_back_to_the_supply() -> None:
    widget = LockTiming(("Conspirator", "ArtForger"))
    widget.open_lock("Conspirator")
    assert widget.error == ""
    assert widget.ruling["answer"] == "Ja."
    assert "De sleutel gaat terug naar de voorraad." in widget.ruling["steps"][-1]["text"]
    locks = {lock["card"]: lock for lock in widget.locks}
    assert locks["Conspirator"]["key"] is False
    assert widget.allowed == []  # the turn's one lock is used
    widget.open_lock("ArtForger")
    assert "één per beurt" in widget.error
    assert "(regel uit-de-kerker.slot.moment:" in widget.error
    for _ in widget.phases:  # to the next turn
        widget.next()
    assert widget.turn == 2 and widget.allowed == ["ArtForger"]  # Conspirator has no key left
    reason = {lock["card"]: lock["why"] for lock in widget.locks}["Conspirator"]
    assert "(regel uit-de-kerker.slot.sleutel:" in reason


def test_a_lock_at_the_wrong_moment_is_refused_with_its_rule_and_nothing_changes() -> None:
    widget = LockTiming(("Conspirator",))
    widget.next()  # the key step
    before = (widget.locks, widget.opened, widget.history, widget.index)
    widget.open_lock("Conspirator")
    assert "(regel uit-de-kerker.slot.moment:" in widget.error
    assert (widget.locks, widget.opened, widget.history, widget.index) == before


def test_a_prisoner_bought_this_turn_may_open_its_lock_at_the_end_of_the_turn() -> None:
    widget = LockTiming(("Conspirator",))
    while widget.phase != "kopen":
        widget.next()
    widget.buy("Cutpurse")
    assert widget.error == "" and widget.ruling["answer"] == "Er komt een sleutel op het slot."
    while widget.phase != "slot-einde-beurt":
        widget.next()
    assert widget.allowed == ["Conspirator", "Cutpurse"]
    widget.open_lock("Cutpurse")
    assert widget.error == "" and widget.opened == "Cutpurse"


def test_buying_outside_the_buying_step_is_refused() -> None:
    widget = LockTiming(("Conspirator",))
    widget.buy("Cutpurse")
    assert "(regel castle-combo.beurt:" in widget.error
    assert [lock["card"] for lock in widget.locks] == ["Conspirator"]


def test_the_static_copy_is_a_table_of_phases_and_locks() -> None:
    html = LockTiming(("Conspirator", "ArtForger")).static_html()
    assert html.count("<b>ja</b>") == 3 * 2
    assert "uit-de-kerker.slot.moment" in html
    assert "werkt alleen in een notebook dat draait" in html


def test_another_third_moment_starts_a_new_turn_without_undoing_an_opened_lock() -> None:
    widget = LockTiming(("Conspirator", "ArtForger"))
    widget.open_lock("Conspirator")
    widget.set_third("na-kopen")
    assert widget.turn == 2 and widget.index == 0 and widget.opened == ""
    assert widget.allowed == ["ArtForger"]  # the Conspirator's key stays in the supply
    assert widget.history[-1] == "Derde slotmoment: direct na het kopen; beurt 2 begint."


def test_the_lock_timing_widget_offers_the_two_third_moments_from_the_table() -> None:
    widget = LockTiming(("Cutpurse",))
    assert widget.third_choices == [
        {"value": "einde-beurt", "label": "aan het eind van de beurt (uitleg)"},
        {"value": "na-kopen", "label": "direct na het kopen (Game Park)"},
    ]
    widget.set_third("na-kopen")
    assert widget.history[-1] == "Derde slotmoment: direct na het kopen; beurt 1 begint."
