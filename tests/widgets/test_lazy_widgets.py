"""``import widgets`` loads no widget: each name comes from its module when first used, so a
chapter's first widget does not wait for every game's data and tables (issue 24, item 16: the
in-browser edition compiles every module Python imports, and its first widget is slow).

Each check runs in a fresh interpreter, since this test session has long loaded everything."""

from __future__ import annotations

import json
import subprocess
import sys

import widgets

HEAVY = (
    "widgets.game_table",
    "widgets.castle_tableau",
    "widgets.castle_locks",
    "widgets.its_alive",
    "widgets.patient_explorer",
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
        "widgets.castle_tableau",
        "rulebook.castle_combo.data",
    ]


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
