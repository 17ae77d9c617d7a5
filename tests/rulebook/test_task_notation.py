"""One task-notation registry in core (``notation.TaskNotation``): each game builds its own
explicitly, an expansion adds its tasks through ``Expansion.tasks``, and nothing is filled when
a module is imported."""

from __future__ import annotations

import pytest

from rulebook.castle_combo import engine as castle_engine
from rulebook.castle_combo.dungeon.expansion import EXPANSION, LockMoment
from rulebook.castle_combo.engine import TASK_NOTATION as CASTLE_TASKS
from rulebook.castle_combo.engine import Buy, CastleCombo, Refill, UseAbility
from rulebook.castle_combo.rules import Rules
from rulebook.castle_combo.table import Setup
from rulebook.core.errors import NotationError
from rulebook.core.model.notation import TaskNotation, task_code, tasks_at
from rulebook.its_alive import rules as its_alive_rules
from rulebook.its_alive.rules import TASK_NOTATION as ITS_ALIVE_TASKS
from rulebook.its_alive.rules import CalmUprising, PayFetch


def test_a_task_is_read_back_from_its_code_by_the_word_before_the_colon() -> None:
    for task in (Buy(), UseAbility("Nun"), Refill(1)):
        assert CASTLE_TASKS.read(task_code(task)) == task
    for other in (PayFetch(1), CalmUprising("opstand-3")):
        assert ITS_ALIVE_TASKS.read(task_code(other)) == other


def test_an_unknown_task_is_a_dutch_notation_error_citing_the_games_clause() -> None:
    with pytest.raises(NotationError, match="'kopje:2' is geen taak van Castle Combo") as error:
        CASTLE_TASKS.read("kopje:2")
    assert error.value.clause_id == "castle-combo.notatie"
    with pytest.raises(NotationError, match="'slotmoment:begin' is geen taak van Het Leeft!"):
        ITS_ALIVE_TASKS.read("slotmoment:begin")


def test_each_game_lists_its_task_kinds_and_the_expansion_adds_its_own() -> None:
    assert CASTLE_TASKS.names() == ("sleutel", "kopen", "plaatsen", "vaardigheid", "aanvullen")
    assert "slotmoment" in CastleCombo([EXPANSION]).tasks
    assert CastleCombo([EXPANSION]).tasks.read("slotmoment:begin") == LockMoment("begin")
    assert set(ITS_ALIVE_TASKS.names()) == {
        "kies-kaart",
        "trek",
        "bestemmen",
        "openingsbod",
        "bieden",
        "veiling-sluiten",
        "betaal-halen",
        "kalmeer",
    }


def test_importing_the_expansion_or_the_engine_fills_no_registry() -> None:
    """The architecture forbids registration by import: with Uit de Kerker! loaded (imported
    above), the base game's notation is as it is listed, and a base engine does not read the
    expansion's task; an engine made with the expansion does."""
    assert "slotmoment" not in castle_engine.TASK_NOTATION
    base = CastleCombo()
    assert "slotmoment" not in base.tasks
    dungeon = CastleCombo([EXPANSION])
    state = dungeon.new_game(Setup(2, kerker=Rules()), 1)
    text = str(state).replace("taken 1: ", "taken 1: slotmoment:begin ")
    assert dungeon.parse_state(text).queues[0][0] == LockMoment("begin")
    with pytest.raises(NotationError, match="'slotmoment:begin' is geen taak van Castle Combo"):
        base.parse_state(text)
    assert its_alive_rules.TASK_NOTATION is ITS_ALIVE_TASKS


def test_a_task_read_twice_or_a_bad_name_is_a_programmers_mistake() -> None:
    with pytest.raises(ValueError, match="the task 'kopen' is read twice"):
        CASTLE_TASKS.extended({"kopen": lambda word: Buy()})
    with pytest.raises(ValueError, match="cannot name a task"):
        TaskNotation("Spel", "spel.notatie", {"a:b": lambda word: word})
    with pytest.raises(TypeError, match="has no notation"):
        task_code(object())


def test_a_state_type_finds_its_games_notation_by_a_name_held_as_data() -> None:
    """``State.parse`` and ``Castle.parse`` (what ``repr`` names) read their tasks with the
    notation their module names (``TASKS``), not with one filled on import: a Castle Combo
    state with Uit de Kerker! on reads the expansion's task as an engine with it does, a base
    game's state refuses it."""
    from rulebook.castle_combo import table
    from rulebook.its_alive import state

    assert tasks_at(state.TASKS) is ITS_ALIVE_TASKS
    assert tasks_at(table.TASKS) is CASTLE_TASKS
    assert tasks_at(table.KERKER_TASKS).names() == (*CASTLE_TASKS.names(), "slotmoment")
    dungeon = CastleCombo([EXPANSION]).new_game(Setup(2, kerker=Rules()), 1)
    text = str(dungeon).replace("taken 1: ", "taken 1: slotmoment:begin ")
    assert table.Castle.parse(text).queues[0][0] == LockMoment("begin")
    base = str(CastleCombo().new_game(Setup(2), 1)).replace("taken 1: ", "taken 1: slotmoment:x ")
    with pytest.raises(NotationError, match="'slotmoment:x' is geen taak van Castle Combo"):
        table.Castle.parse(base)
    with pytest.raises(TypeError, match="names no TaskNotation"):
        tasks_at("rulebook.its_alive.state:NOTATION")
