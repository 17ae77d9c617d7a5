"""``import widgets`` loads no widget: each name comes from its module when first used, so a
chapter's first widget does not wait for every game's data and tables (issue 24, item 16: the
in-browser edition compiles every module Python imports, and its first widget is slow).

Each check runs in a fresh interpreter, since this test session has long loaded everything."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import import_module

import widgets

HEAVY = (
    "widgets.game_table",
    "widgets.castle_combo.tableau",
    "widgets.castle_combo.locks",
    "widgets.its_alive.auction",
    "widgets.its_alive.scores",
    "widgets.quacks.patient_explorer",
    "widgets.quacks._chips",
    "rulebook.quacks.pictures",
    "rulebook.castle_combo.data",
    "rulebook.its_alive.rules",
    "rulebook.quacks.alchemists.patients.examples",
)


def loaded_after(code: str) -> list[str]:
    probe = (
        f"import json, sys\n{code}\nprint(json.dumps([m for m in {HEAVY!r} if m in sys.modules]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=120
    )
    return list(json.loads(done.stdout.splitlines()[-1]))


def test_a_stepper_loads_no_other_games_widgets_or_data() -> None:
    code = "import widgets\nfrom widgets import Stepper, picture, show"
    assert loaded_after(code) == []


def test_a_name_loads_its_own_module() -> None:
    assert loaded_after("from widgets import TableauEditor") == [
        "widgets.castle_combo.tableau",
        "rulebook.castle_combo.data",
    ]


def test_the_generic_widgets_load_no_games_widgets() -> None:
    """The generic widgets (a showcase's select, the stepper) stand on the base alone: no
    game's widget folder, not De Kwakzalvers' chips and pictures."""
    assert loaded_after("from widgets import Showcase, Stepper, Table, picture") == []


def test_each_game_has_its_own_folder_and_the_generic_ones_stay_at_the_top() -> None:
    """Every name of the facade lives in a generic module at the top (beside ``_base``) or in
    its game's folder (``widgets/quacks``, ``widgets/its_alive``, ``widgets/castle_combo``)."""
    generic = {"game_table", "questions", "quiz", "search", "showcase", "stepper", "views"}
    games = {"quacks", "its_alive", "castle_combo"}
    for name, home in widgets._HOMES.items():
        folder, _, module = home.rpartition(".")
        assert (folder == "" and module in generic) or folder in games, (name, home)
        assert getattr(import_module(f"widgets.{home}"), name) is getattr(widgets, name)


def test_every_name_of_the_package_is_there() -> None:
    for name in widgets.__all__:
        assert getattr(widgets, name) is not None, name
    assert set(widgets.__all__) <= set(dir(widgets))
    try:
        widgets.NoSuchWidget  # noqa: B018
    except AttributeError as error:
        assert "NoSuchWidget" in str(error)
    else:
        raise AssertionError("an unknown name must be an AttributeError")
