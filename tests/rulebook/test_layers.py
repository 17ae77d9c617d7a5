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


def _imports(path: object) -> list[tuple[int, str]]:
    """Every module a file imports (at any depth of the file, lazily or not), with its line."""
    import ast
    import pathlib

    assert isinstance(path, pathlib.Path)
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            found.append((node.lineno, node.module or ""))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
    return found


def test_core_the_registry_and_the_command_line_import_no_game() -> None:
    """A game is found through its description: ``rulebook/core``, ``rulebook/games.py`` and
    ``rulebook/cli.py`` import no game package (the registry names each one once, as text in
    ``PACKAGES``), so a new game needs its own folder and one line there."""
    import pathlib

    from rulebook.games import PACKAGES

    root = pathlib.Path(__file__).resolve().parents[2] / "rulebook"
    files = [*sorted((root / "core").rglob("*.py")), root / "games.py", root / "cli.py"]
    reaching = [
        f"{path.relative_to(root)}:{line} {name}"
        for path in files
        for line, name in _imports(path)
        if any(name == package or name.startswith(f"{package}.") for package in PACKAGES)
    ]
    assert reaching == []
    registry = (root / "games.py").read_text(encoding="utf-8")
    assert all(registry.count(f'"{package}"') == 1 for package in PACKAGES)
