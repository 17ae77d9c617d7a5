"""``import rulebook`` fills the registry from each game's description, and loads a game's card
tables, effects and engine only when that game is used (issue 24, item 16: the import was over
its 100 ms once the registry pulled in Castle Combo's 90 cards).

Each check runs in a fresh interpreter, since this test session has long loaded everything."""

from __future__ import annotations

import json
import subprocess
import sys

HEAVY = (
    "rulebook.castle_combo.data",
    "rulebook.castle_combo.effects",
    "rulebook.castle_combo.engine",
    "rulebook.its_alive.engine",
    "rulebook.quacks.engine",
    "rulebook.quacks.rules",
    "importlib.resources",
    "pathlib",
)
"""What the registry must not load: the card games' card data, effects and engines, and the
standard library's file helpers that only reading a file needs."""


def loaded_after(code: str) -> list[str]:
    """The modules of ``HEAVY`` that are loaded after ``code`` runs in a fresh interpreter."""
    probe = (
        f"import json, sys\n{code}\nprint(json.dumps([m for m in {HEAVY!r} if m in sys.modules]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    return list(json.loads(done.stdout.splitlines()[-1]))


def test_import_rulebook_loads_no_card_data_no_engine_and_no_file_helpers() -> None:
    code = "import rulebook, rulebook.games, rulebook.quacks.alchemists"
    assert loaded_after(code) == []


def test_the_registry_still_knows_every_option_and_clause_without_the_card_data() -> None:
    code = (
        "import rulebook.games as g\n"
        "d = g.BY_ID['uit-de-kerker']\n"
        "print([o.name for o in d.options], 'uit-de-kerker.keuze.derde-moment' in g.CATALOGUE)"
    )
    probe = f"{code}\nimport sys\nprint('rulebook.castle_combo.data' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.splitlines() == [
        "['slotkaarten', 'koning-der-bedelaars', 'derde-slotmoment'] True",
        "False",
    ]


def test_using_castle_combo_loads_its_cards_and_engine() -> None:
    code = "import rulebook.games as g\ng.game('castle-combo')"
    assert loaded_after(code) == [
        "rulebook.castle_combo.data",
        "rulebook.castle_combo.effects",
        "rulebook.castle_combo.engine",
    ]
