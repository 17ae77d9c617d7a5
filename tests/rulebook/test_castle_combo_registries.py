"""Castle Combo's engine builds its registries from the expansions it is made with; importing
Uit de Kerker! registers nothing (the architecture forbids registration by import).

A base engine (``make_game()``) lists exactly the base game's ability options and tasks; an
engine made with the expansion adds the options of its two ability symbols and its lock task.
A fresh interpreter shows the base engine the same before and after the expansion's module is
imported, and the expansion's modules hold no top-level statement that changes another module.
"""

from __future__ import annotations

import ast
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from rulebook.castle_combo.data import BY_ID
from rulebook.castle_combo.dungeon.expansion import EXPANSION
from rulebook.castle_combo.effects import ReplaceRow, UseAdjacent
from rulebook.castle_combo.engine import ABILITY_OPTIONS, UseAbility, make_game
from rulebook.castle_combo.rules import Rules
from rulebook.castle_combo.table import Castle, Player, Setup
from rulebook.core.model.cards import PlacedCard, Tableau
from rulebook.core.model.game import CHANCE
from rulebook.core.model.notation import task_code
from rulebook.games import game

SNAPSHOT = """
import json, sys
from rulebook.castle_combo import engine

def snapshot():
    base = engine.make_game()
    return {
        "expansions": [e.id for e in base.expansions],
        "tasks": list(base.tasks.names()),
        "notation": list(engine.TASK_NOTATION.names()),
        "abilities": [k.__name__ for k in base.abilities[1].kinds()],
        "registry": [k.__name__ for k in engine.ABILITY_OPTIONS.kinds()],
    }

before = snapshot()
import rulebook.castle_combo.dungeon.expansion  # noqa: F401
after = snapshot()
json.dump([before, after], sys.stdout)
"""


def test_importing_the_expansion_changes_nothing_of_the_base_engine() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SNAPSHOT], capture_output=True, text=True, check=True
    )
    before, after = json.loads(done.stdout)
    assert before == after
    assert after["expansions"] == []
    assert "slotmoment" not in after["tasks"]
    assert "ReplaceRow" not in after["abilities"] and "UseAdjacent" not in after["abilities"]


STATEMENTS = (ast.If, ast.For, ast.While, ast.With, ast.Try)


def _docstring(node: ast.stmt) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)


def _top_level_changes(path: Path) -> list[str]:
    """The top-level statements of a module that may change something outside it: an
    assignment to an item or an attribute, a call whose value is thrown away, an ``if``,
    ``for``, ``while``, ``with`` or ``try`` around statements."""
    found = []
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if not all(isinstance(t, ast.Name) for t in targets):
                found.append(f"{path.name}:{node.lineno}")
        elif isinstance(node, (ast.Expr, *STATEMENTS)) and not _docstring(node):
            found.append(f"{path.name}:{node.lineno}")
    return found


def test_the_expansions_modules_only_define_names() -> None:
    package = Path(EXPANSION.change_flow.__code__.co_filename).parent
    assert _top_level_changes(package / "expansion.py") == []
    for path in sorted(package.glob("*.py")):
        assert _top_level_changes(path) == [], path.name


def test_the_check_sees_a_registration_by_import(tmp_path: Path) -> None:
    module = tmp_path / "registers.py"
    module.write_text("from x import TABLE, LOADED\nTABLE[int] = str\nLOADED.append(1)\n")
    assert _top_level_changes(module) == ["registers.py:2", "registers.py:3"]


def _square(card: str) -> Tableau:
    return Tableau.empty(3, 3).place((0, 0), PlacedCard(card))


def test_the_base_engine_has_no_options_for_the_expansions_symbols() -> None:
    replacer = next(c.id for c in BY_ID.values() if isinstance(c.ability, ReplaceRow))
    base, with_dungeon = make_game(), make_game([EXPANSION])
    state = with_dungeon.new_game(Setup(2, kerker=Rules()), 1)
    state = state.with_player(0, Player(_square(replacer)))
    codes = [o.code for o in with_dungeon.ability_options(state, 0, UseAbility(replacer))]
    assert codes == ["vervang-kasteel", "vervang-dorp"]
    with pytest.raises(ValueError, match="no rule for the effect ReplaceRow"):
        base.ability_options(state, 0, UseAbility(replacer))
    assert not ABILITY_OPTIONS.knows(ReplaceRow) and not ABILITY_OPTIONS.knows(UseAdjacent)


def test_the_registrys_engine_has_every_expansion_and_the_base_engine_none() -> None:
    registry = game("castle-combo")
    assert registry.expansions == (EXPANSION,)  # type: ignore[attr-defined]
    assert make_game().expansions == ()
    assert "slotmoment" in registry.tasks and "slotmoment" not in make_game().tasks  # type: ignore[attr-defined]


def test_every_state_of_a_game_with_the_expansion_reads_back_from_its_repr() -> None:
    """``repr(state)`` is ``Castle.parse('...')``: with Uit de Kerker! on, the lock moments and
    abilities waiting in the queues read back without any engine being asked."""
    engine, rng = make_game([EXPANSION]), random.Random(3)
    state = engine.new_game(Setup(3, kerker=Rules()), 3)
    seen: set[str] = set()
    while not engine.is_over(state):
        assert eval(repr(state), {"Castle": Castle}) == state
        seen.update(task_code(task).split(":")[0] for queue in state.queues for task in queue)
        (seat,) = engine.current_players(state)
        if seat == CHANCE:
            state = engine.apply(state, engine.sample_chance(state, rng))
        else:
            state = engine.apply(state, rng.choice(engine.legal_actions(state, seat)))
    assert {"slotmoment", "vaardigheid", "kopen", "sleutel"} <= seen
