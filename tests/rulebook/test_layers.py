"""The rules library stays free of Jupyter: importing it loads no widget or notebook package."""

import ast
import pathlib
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


def _imports_of(path: pathlib.Path) -> list[tuple[int, str]]:
    """Every module ``path`` imports, lazily or not, with the line it does so on."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            found.append((node.lineno, node.module or ""))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
    return found


def _reaching_up(base: pathlib.Path, inner: str, forbidden: tuple[str, ...]) -> list[str]:
    """The imports of ``forbidden`` modules in ``base``'s files outside its ``inner`` folder."""
    return [
        f"{path.relative_to(base)}:{line} {name}"
        for path in sorted(base.rglob("*.py"))
        if inner not in path.relative_to(base).parts
        for line, name in _imports_of(path)
        if name.startswith(forbidden)
    ]


def test_the_base_game_imports_neither_its_expansion_nor_the_registry() -> None:
    """``rulebook/quacks`` outside ``alchemists/`` never imports De Alchemisten or
    ``rulebook.games`` (a setup brings its expansion; a switch comes through the registry), so
    the layers run one way: registry -> expansion -> base game."""
    base = pathlib.Path(__file__).resolve().parents[2] / "rulebook" / "quacks"
    forbidden = ("rulebook.quacks.alchemists", "rulebook.games")
    assert _reaching_up(base, "alchemists", forbidden) == []


# -- the import graph of rulebook/ ----------------------------------------------------------------

RULEBOOK = pathlib.Path(__file__).resolve().parents[2] / "rulebook"


def _modules(root: pathlib.Path = RULEBOOK) -> dict[str, pathlib.Path]:
    """Every module of the package by dotted name (a package by its ``__init__.py``)."""
    found = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _imports(name: str, path: pathlib.Path, modules: dict[str, pathlib.Path]) -> set[str]:
    """The modules of ``rulebook`` that ``name`` imports anywhere in its text: at the top, inside
    a function (lazily) or under ``TYPE_CHECKING`` alike. ``from package import module`` is an
    arrow to that module, not to the package's ``__init__``."""

    def known(dotted: str) -> str | None:
        while dotted and dotted not in modules:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    found: set[str | None] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(known(alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
            base = ".".join(package[: len(package) - node.level + 1]) if node.level else ""
            source = ".".join(part for part in (base, node.module or "") if part)
            for alias in node.names:
                whole = f"{source}.{alias.name}"
                found.add(whole if whole in modules else known(source))
    return {target for target in found if target is not None and target != name}


def _import_graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(name, path, modules) for name, path in modules.items()}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        circles.append(sorted(component))
    return circles


def test_the_circle_finder_follows_lazy_and_type_checking_imports(tmp_path: pathlib.Path) -> None:
    """A loop of three modules tied by a top import, a lazy import inside a function and a
    relative import under ``TYPE_CHECKING`` is one circle; the module that only imports into it
    is not part of it."""
    package = tmp_path / "pkg"
    package.mkdir()
    files = {
        "__init__.py": "",
        "a.py": "from pkg.b import f\n",
        "b.py": "def f():\n    from pkg import c\n    return c\n",
        "c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import f\n",
        "d.py": "import pkg.a\n",
    }
    for name, text in files.items():
        (package / name).write_text(text, encoding="utf-8")
    modules = _modules(package)
    graph = {name: _imports(name, path, modules) for name, path in modules.items()}
    assert graph["pkg.b"] == {"pkg.c"}
    assert _circles(graph) == [["pkg.a", "pkg.b", "pkg.c"]]


def test_no_module_of_the_rulebook_imports_itself_through_others() -> None:
    """No import circle inside ``rulebook/``: no files that import each other in a loop, lazily,
    under ``TYPE_CHECKING`` or at the top (values draw through ``core.drawing.pictures``)."""
    circles = _circles(_import_graph())
    assert circles == []


def test_the_core_imports_no_game_package_and_not_the_registry() -> None:
    """``rulebook/core`` names no game: it is handed what it needs (descriptions, drawings)."""
    graph = _import_graph()
    reaching_out = sorted(
        f"{name} -> {target}"
        for name, targets in graph.items()
        if name.startswith("rulebook.core")
        for target in targets
        if not target.startswith("rulebook.core")
    )
    assert reaching_out == []


def test_the_registry_and_the_command_line_import_no_game() -> None:
    """A game is found through its description: ``rulebook/games.py`` and ``rulebook/cli.py``
    import no game package (the registry names each one once, as text in ``PACKAGES``), so a
    new game needs its own folder and one line there."""
    from rulebook.games import PACKAGES

    graph = _import_graph()
    reaching = sorted(
        f"{name} -> {target}"
        for name in ("rulebook.games", "rulebook.cli")
        for target in graph[name]
        if any(target == package or target.startswith(f"{package}.") for package in PACKAGES)
    )
    assert reaching == []
    registry = (RULEBOOK / "games.py").read_text(encoding="utf-8")
    assert all(registry.count(f'"{package}"') == 1 for package in PACKAGES)


def test_castle_combo_outside_the_dungeon_imports_neither_it_nor_the_registry() -> None:
    """``rulebook/castle_combo`` outside ``dungeon/`` never imports Uit de Kerker! or
    ``rulebook.games``: the expansion builds on the base game, not the other way round."""
    base = pathlib.Path(__file__).resolve().parents[2] / "rulebook" / "castle_combo"
    forbidden = ("rulebook.castle_combo.dungeon", "rulebook.games")
    assert _reaching_up(base, "dungeon", forbidden) == []


def test_the_game_table_imports_no_game() -> None:
    """``widgets/game_table.py`` plays any registered game through the registry
    (``GameTable.of``): it imports no game package, lazily or not."""
    path = pathlib.Path(__file__).resolve().parents[2] / "widgets" / "game_table.py"
    games = ("rulebook.quacks", "rulebook.its_alive", "rulebook.castle_combo", "rulebook.nim")
    assert [f"{line}: {name}" for line, name in _imports_of(path) if name.startswith(games)] == []


def test_the_game_model_imports_neither_the_reader_nor_the_drawing() -> None:
    """``rulebook/core/model`` (protocol, play loop, runner, tasks, cards, effects) stands on its
    own: it imports nothing of ``core/reader`` (clauses, rulings, quiz, terminal ...), nothing of
    ``core/drawing`` and not the ``rulebook.core`` facade that loads both; only the shared
    ``dutch``, ``errors`` and ``checks`` beside it."""
    graph = _import_graph()
    reaching_up = sorted(
        f"{name} -> {target}"
        for name, targets in graph.items()
        if name.startswith("rulebook.core.model")
        for target in targets
        if target.startswith(("rulebook.core.reader", "rulebook.core.drawing"))
        or target == "rulebook.core"
    )
    assert reaching_up == []
