"""The rules library stays free of Jupyter: importing it loads no widget or notebook package."""

import subprocess
import sys


def test_import_rulebook_loads_no_jupyter_packages() -> None:
    code = (
        "import sys, rulebook, rulebook.games, rulebook.quacks.alchemists, rulebook.cli;"
        "bad = [m for m in ('ipywidgets', 'anywidget', 'IPython', 'pandas', 'widgets', "
        "'traitlets') if m in sys.modules];"
        "print(','.join(bad))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == ""


def test_the_base_game_imports_neither_its_expansion_nor_the_registry() -> None:
    """``rulebook/quacks`` outside ``alchemists/`` never imports De Alchemisten or
    ``rulebook.games`` (a setup brings its expansion; a switch comes through the registry), so
    the layers run one way: registry -> expansion -> base game."""
    import ast
    import pathlib

    base = pathlib.Path(__file__).resolve().parents[2] / "rulebook" / "quacks"
    reaching_up = []
    for path in sorted(base.rglob("*.py")):
        if "alchemists" in path.relative_to(base).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            for name in names:
                if name.startswith(("rulebook.quacks.alchemists", "rulebook.games")):
                    reaching_up.append(f"{path.relative_to(base)}:{node.lineno} {name}")
    assert reaching_up == []


def test_castle_combo_outside_the_dungeon_imports_neither_it_nor_the_registry() -> None:
    """``rulebook/castle_combo`` outside ``dungeon/`` never imports Uit de Kerker! or
    ``rulebook.games``: the expansion builds on the base game, not the other way round."""
    import ast
    import pathlib

    base = pathlib.Path(__file__).resolve().parents[2] / "rulebook" / "castle_combo"
    reaching_up = []
    for path in sorted(base.rglob("*.py")):
        if "dungeon" in path.relative_to(base).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            for name in names:
                if name.startswith(("rulebook.castle_combo.dungeon", "rulebook.games")):
                    reaching_up.append(f"{path.relative_to(base)}:{node.lineno} {name}")
    assert reaching_up == []
