"""Checks on the project's own build files: pins, Binder config, scripts and the Makefile.

Each check is a small function that returns a list of problems; the tests run it on the real
files and on a deliberately broken example, so every check is shown to be able to fail.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
import subprocess
import sys
import tomllib
from collections.abc import Sequence
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parent.parent
EXECUTABLE_SCRIPTS = ["binder/postBuild", ".ci/run"]


# ----------------------------------------------------------------------------------------------
# Parsing helpers
# ----------------------------------------------------------------------------------------------


def requirement_lines(text: str) -> list[str]:
    """The meaningful lines of a requirements file: no comments, no blank lines."""
    lines = []
    for raw in text.splitlines():
        line = raw.split(" #", 1)[0].strip()
        if line and not line.startswith("#"):
            lines.append(line)
    return lines


def pins(text: str) -> dict[str, Version]:
    """Map of package name to pinned version for every `name==version` line."""
    result: dict[str, Version] = {}
    for line in requirement_lines(text):
        if line.startswith("-") or line == ".":
            continue
        req = Requirement(line)
        specs = list(req.specifier)
        if len(specs) != 1 or specs[0].operator != "==":
            raise ValueError(f"not an exact pin: {line!r}")
        result[canonicalize_name(req.name)] = Version(specs[0].version)
    return result


def make_variables(makefile: str) -> dict[str, str]:
    """Simple `NAME = value` style assignments (=, :=, ?=) of a Makefile."""
    variables = {}
    for match in re.finditer(r"^([A-Za-z_][A-Za-z0-9_]*)\s*[:?]?=\s*(.*)$", makefile, re.M):
        variables[match.group(1)] = match.group(2).strip()
    return variables


def make_recipe(makefile: str, target: str) -> str:
    """The recipe of `target` as one string, continuation lines joined."""
    lines = makefile.splitlines()
    for i, line in enumerate(lines):
        if re.match(rf"^{re.escape(target)}\s*:(?!=)", line):
            recipe = []
            for body in lines[i + 1 :]:
                if not body.startswith("\t"):
                    break
                recipe.append(body.strip())
            return " ".join(part.removesuffix("\\").strip() for part in recipe)
    raise AssertionError(f"no target {target!r} in the Makefile")


def expand(text: str, variables: dict[str, str], depth: int = 5) -> str:
    """Expand $(NAME) references to simple variables (enough to read a recipe's flags)."""
    for _ in range(depth):
        text = re.sub(
            r"\$\(([A-Za-z_][A-Za-z0-9_]*)\)", lambda m: variables.get(m.group(1), m.group(0)), text
        )
    return text


# ----------------------------------------------------------------------------------------------
# Checks (each returns a list of problems; empty means fine)
# ----------------------------------------------------------------------------------------------


def binder_requirement_problems(requirements: str, binder: str) -> list[str]:
    problems = []
    if pins(binder) != pins(requirements):
        problems.append(
            f"binder pins {pins(binder)} differ from requirements.txt {pins(requirements)}"
        )
    lines = requirement_lines(binder)
    if not lines or lines[-1] != ".":
        problems.append("binder/requirements.txt must end with a '.' line (installs this project)")
    if lines.count(".") != 1:
        problems.append("binder/requirements.txt must hold exactly one '.' line")
    return problems


def runtime_problems(runtime: str) -> list[str]:
    if runtime.strip() != "python-3.11":
        return [f"binder/runtime.txt says {runtime.strip()!r}, expected 'python-3.11'"]
    return []


def pin_range_problems(
    pyproject: dict[str, object], runtime_pins: dict[str, Version], dev_pins: dict[str, Version]
) -> list[str]:
    project = pyproject["project"]
    assert isinstance(project, dict)
    runtime = [Requirement(r) for r in project["dependencies"]]
    dev = [Requirement(r) for r in project["optional-dependencies"]["dev"]]
    problems = []
    for declared, pinned, where in (
        (runtime, runtime_pins, "requirements.txt"),
        (dev, dev_pins, "requirements-dev.txt"),
    ):
        declared_names = {canonicalize_name(r.name) for r in declared}
        if declared_names != set(pinned):
            problems.append(
                f"{where} pins {sorted(pinned)}, "
                f"but pyproject.toml declares {sorted(declared_names)}"
            )
        for req in declared:
            version = pinned.get(canonicalize_name(req.name))
            if version is not None and not req.specifier.contains(version, prereleases=True):
                problems.append(f"{where}: {req.name}=={version} is outside {req}")
    return problems


def script_problems(path: Path) -> list[str]:
    problems = []
    if not path.is_file():
        return [f"{path} is missing"]
    if not os.access(path, os.X_OK) or not path.stat().st_mode & stat.S_IXUSR:
        problems.append(f"{path} is not executable")
    if not path.read_text(encoding="utf-8").startswith("#!"):
        problems.append(f"{path} does not start with a shebang")
    return problems


def start_recipe_problems(makefile: str) -> list[str]:
    """`make start` must keep JupyterLab's token login and stay on the loopback address."""
    recipe = expand(make_recipe(makefile, "start"), make_variables(makefile))
    problems = []
    if "jupyter lab" not in recipe and "jupyter-lab" not in recipe:
        problems.append("start does not run jupyter lab")
    if re.search(r"token\s*=\s*(['\"]{2})?(\s|$|\\)", recipe):
        problems.append("start sets an empty token")
    if re.search(r"password\s*=\s*(['\"]{2})?(\s|$|\\)", recipe):
        problems.append("start sets an empty password")
    if re.search(r"disable_check_xsrf|token_authentication|allow_unauthenticated", recipe, re.I):
        problems.append("start weakens the authentication settings")
    if not re.search(r"(--ip|\.ip)=127\.0\.0\.1\b", recipe):
        problems.append("start does not bind to 127.0.0.1")
    unconditional = re.sub(r"\$\(if .*?,--allow-root\)", "", recipe)
    if "--allow-root" in unconditional:
        problems.append("start passes --allow-root unconditionally")
    return problems


DUTCH_PACK = "jupyterlab-language-pack-nl-nl"
TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"


def dutch_interface_problems(overrides: str, postbuild: str, makefile: str) -> list[str]:
    """JupyterLab's locale is nl_NL, and Binder and ``make .venv`` both install those settings."""
    problems = []
    locale = json.loads(overrides).get(TRANSLATION_PLUGIN, {}).get("locale")
    if locale != "nl_NL":
        problems.append(f"binder/overrides.json sets the locale {locale!r}, not 'nl_NL'")
    if "overrides.json" not in postbuild or "share/jupyter/lab/settings" not in postbuild:
        problems.append("binder/postBuild does not install overrides.json into the lab settings")
    recipe = expand(make_recipe(makefile, "$(STAMP)"), make_variables(makefile))
    if not re.search(
        r"binder/overrides\.json \S*/share/jupyter/lab/settings/overrides\.json", recipe
    ):
        problems.append("make .venv does not install binder/overrides.json into the venv")
    return problems


NOTIFICATION_PLUGIN = "@jupyterlab/apputils-extension:notification"


def news_popup_problems(overrides: str, schema: dict[str, object]) -> list[str]:
    """``make start`` and Binder never greet a newcomer with JupyterLab's English question
    whether to fetch Jupyter news: the settings answer it (``fetchNews`` "Never", a value the
    installed schema allows) and check for no updates (a request to a website)."""
    settings = json.loads(overrides).get(NOTIFICATION_PLUGIN, {})
    properties = schema.get("properties", {})
    assert isinstance(properties, dict)
    allowed = {choice["const"] for choice in properties["fetchNews"]["oneOf"]}
    problems = []
    if settings.get("fetchNews") != "false" or "false" not in allowed:
        problems.append(
            f"binder/overrides.json sets fetchNews {settings.get('fetchNews')!r}, not 'false' "
            f"(allowed: {sorted(allowed)}): JupyterLab asks about news"
        )
    if settings.get("checkForUpdates") is not False:
        problems.append("binder/overrides.json does not turn checkForUpdates off")
    return problems


def menu_name_problems(texts: dict[str, str], translations: dict[str, list[str]]) -> list[str]:
    """Where a text tells the reader to run all cells, it names the menu and the item as the
    Dutch language pack shows them (the menu is translated, the item is not)."""
    menu = translations.get("menu\x04Run", ["Run"])[0]
    item = translations.get("Run All Cells", ["Run All Cells"])[0]
    wanted = f"*{menu}* → *{item}*"
    problems = []
    for where, text in texts.items():
        flat = re.sub(r"\s+", " ", text)
        if flat.count(f"*{item}*") != flat.count(wanted):
            problems.append(
                f"{where} names *{item}* without the menu as the reader sees it, {wanted}"
            )
        if "*Run* →" in flat:
            problems.append(f"{where} names a menu *Run*; the reader sees *{menu}*")
    return problems


def reader_texts() -> dict[str, str]:
    """The README and the Markdown cells of every notebook."""
    texts = {"README.md": read("README.md")}
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        markdown = ["".join(c["source"]) for c in cells if c["cell_type"] == "markdown"]
        texts[path.name] = "\n\n".join(markdown)
    return texts


def dutch_translations() -> dict[str, list[str]]:
    """JupyterLab's Dutch translations, from the installed language pack."""
    import jupyterlab_language_pack_nl_NL as pack  # type: ignore[import-untyped]

    folder = Path(pack.__file__).parent / "locale" / "nl_NL" / "LC_MESSAGES"
    data = json.loads((folder / "jupyterlab.json").read_text(encoding="utf-8"))
    return {key: value for key, value in data.items() if isinstance(value, list)}


INTERNAL_TARGETS = {"help", ".venv", "check-browser-tests"}
"""Make targets a reader never types (the help text, the venv stamp, a check of ``make test``)."""


def readme_problems(readme: str, makefile: str) -> list[str]:
    """The README lists every other make target a reader can type, and what ``make test`` needs
    beyond Python and make when chromium is there (Node.js, npm, the package registries)."""
    targets: set[str] = set()
    for line in re.findall(r"^\.PHONY:((?:.*\\\n)*.*)$", makefile, re.M):
        targets |= set(line.replace("\\", " ").split())
    others = readme.split("Andere opdrachten:", 1)[-1].split("\n\n", 1)[0]
    problems = [
        f"the line 'Andere opdrachten' of README.md omits `make {target}`"
        for target in sorted(targets - INTERNAL_TARGETS - {"start", "test"})
        if f"`make {target}`" not in others
    ]
    requirements = readme.split("## Twee opdrachten", 1)[-1].split("```", 1)[0]
    for needed in ("Python 3.11", "`make`", "PyPI", "Node.js", "npm", "chromium"):
        if needed not in requirements:
            problems.append(f"the first requirements list of README.md omits {needed}")
    return problems


def readme_game_problems(readme: str, games: Sequence[tuple[str, str, Sequence[str]]]) -> list[str]:
    """The README's opening names every game and expansion of the registry among what is ready
    (its title without "(uitbreiding van ...)", in bold as the paragraphs on what is ready do),
    its section "Op de opdrachtregel" shows every game's own command (``python -m rulebook
    <spel> <opdracht>``), and it says what a whole ``make test`` costs and how the own-words
    checks find the seeds (``RULEBOOK_SEEDS``) or are skipped without them."""
    opening = readme.split("## Twee opdrachten", 1)[0]
    terminal = readme.split("## Op de opdrachtregel", 1)[-1].split("\n## ", 1)[0]
    problems = [
        f"the opening of README.md does not name {title!r}"
        for _, title, _ in games
        if title and f"**{title}**" not in opening
    ]
    problems += [
        f"'Op de opdrachtregel' of README.md shows no `python -m rulebook {game} {command}`"
        for game, _, commands in games
        for command in commands
        if not re.search(rf"python -m rulebook {re.escape(game)} {re.escape(command)}\b", terminal)
    ]
    two = readme.split("## Twee opdrachten", 1)[-1].split("\n## ", 1)[0]
    for needed in (
        "minuten",
        "make lite",
        "RULEBOOK_SEEDS",
        "../shared/seeds",
        "test_own_words.py",
    ):
        if needed not in two:
            problems.append(f"'Twee opdrachten' of README.md does not mention {needed}")
    return problems


def lite_pin_problems(
    runtime: dict[str, Version], lite: dict[str, Version], browser: dict[str, str]
) -> list[str]:
    """The in-browser edition runs the same widget versions and language pack as JupyterLab."""
    problems = []
    for name in ("ipywidgets", "anywidget", DUTCH_PACK):
        if lite.get(name) != runtime.get(name):
            problems.append(
                f"lite/requirements-lite.txt pins {name} {lite.get(name)}, "
                f"requirements.txt {runtime.get(name)}"
            )
    for name in ("ipywidgets", "anywidget"):
        pinned = browser.get(name)
        if pinned is None or Version(pinned) != runtime.get(name):
            problems.append(
                f"lite/versions.json runs {name} {pinned} in the browser, "
                f"requirements.txt pins {runtime.get(name)}"
            )
    core, kernel = lite.get("jupyterlite-core"), lite.get("jupyterlite-pyodide-kernel")
    if core is None or core != kernel:
        problems.append(f"jupyterlite-core {core} and jupyterlite-pyodide-kernel {kernel} differ")
    return problems


# ----------------------------------------------------------------------------------------------
# Tests on the real files
# ----------------------------------------------------------------------------------------------


def read(relative: str) -> str:
    return (ROOT / relative).read_text(encoding="utf-8")


def test_binder_requirements_equal_runtime_pins() -> None:
    problems = binder_requirement_problems(
        read("requirements.txt"), read("binder/requirements.txt")
    )
    assert problems == []


def test_binder_runtime_is_python_311() -> None:
    assert runtime_problems(read("binder/runtime.txt")) == []


def test_pins_fit_pyproject_ranges() -> None:
    pyproject = tomllib.loads(read("pyproject.toml"))
    runtime_pins = pins(read("requirements.txt"))
    dev_text = read("requirements-dev.txt")
    assert "-r requirements.txt" in requirement_lines(dev_text)
    assert pin_range_problems(pyproject, runtime_pins, pins(dev_text)) == []


def test_scripts_are_executable_with_shebang() -> None:
    for relative in EXECUTABLE_SCRIPTS:
        assert script_problems(ROOT / relative) == []


def test_scripts_are_committed_executable() -> None:
    """The executable bit must be in git too, or a fresh clone gets a plain file."""
    git = shutil.which("git")
    if git is None or not (ROOT / ".git").exists():
        return  # not a git checkout (e.g. an sdist): the filesystem check above must do
    out = subprocess.run(
        [git, "ls-files", "-s", "--", *EXECUTABLE_SCRIPTS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    for line in out.splitlines():
        mode, _, _, path = line.split(maxsplit=3)
        assert mode == "100755", f"{path} is committed with mode {mode}"


def test_make_start_keeps_token_login() -> None:
    assert start_recipe_problems(read("Makefile")) == []


def test_jupyterlab_speaks_dutch_everywhere() -> None:
    """make start and Binder: the nl_NL language pack is pinned, and the settings choose it."""
    assert DUTCH_PACK in pins(read("requirements.txt"))
    problems = dutch_interface_problems(
        read("binder/overrides.json"), read("binder/postBuild"), read("Makefile")
    )
    assert problems == []


def test_make_start_and_binder_ask_no_english_news_question() -> None:
    schema_file = "share/jupyter/lab/schemas/@jupyterlab/apputils-extension/notification.json"
    schema = json.loads((Path(sys.prefix) / schema_file).read_text(encoding="utf-8"))
    assert news_popup_problems(read("binder/overrides.json"), schema) == []
    asking = json.dumps({NOTIFICATION_PLUGIN: {"fetchNews": "none", "checkForUpdates": False}})
    assert news_popup_problems(asking, schema)


def test_the_texts_name_the_run_menu_as_the_reader_sees_it() -> None:
    translations = dutch_translations()
    assert translations["menu\x04Run"] == ["Uitvoeren"]
    assert "Run All Cells" not in translations  # the pack leaves the item in English
    assert menu_name_problems(reader_texts(), translations) == []
    english = {"x.ipynb": "Kies *Run* → *Run All Cells*."}
    assert len(menu_name_problems(english, translations)) == 2


def test_the_readme_names_every_command_and_what_make_test_needs() -> None:
    makefile = read("Makefile")
    assert readme_problems(read("README.md"), makefile) == []
    old = "## Twee opdrachten\n\nJe hebt Python 3.11 (of nieuwer) en `make` nodig.\n\n```\n"
    assert len(readme_problems(old + "`make lite`", makefile)) >= 5


def registry_games() -> list[tuple[str, str, list[str]]]:
    """Every game and expansion of the registry: its id, short title (empty for a toy game the
    book does not list) and own commands."""
    from rulebook.games import DESCRIPTIONS

    return [
        (d.id, d.title.split(" (", 1)[0] if d.listed else "", [c.name for c in d.commands])
        for d in DESCRIPTIONS
    ]


def test_the_readme_names_every_game_its_commands_and_what_make_test_costs() -> None:
    games = registry_games()
    assert {"Het Leeft!", "Castle Combo", "Uit de Kerker!"} <= {title for _, title, _ in games}
    assert readme_game_problems(read("README.md"), games) == []
    old = read("README.md").replace("**Het Leeft!**", "*Het Leeft!*")
    old = old.replace("castle-combo speel", "").replace("RULEBOOK_SEEDS", "")
    assert readme_game_problems(old, games) == [
        "the opening of README.md does not name 'Het Leeft!'",
        "'Op de opdrachtregel' of README.md shows no `python -m rulebook castle-combo speel`",
        "'Twee opdrachten' of README.md does not mention RULEBOOK_SEEDS",
    ]


def test_the_in_browser_edition_pins_agree_with_jupyterlab() -> None:
    browser = json.loads(read("lite/versions.json"))["browser_wheels"]
    problems = lite_pin_problems(
        pins(read("requirements.txt")), pins(read("lite/requirements-lite.txt")), browser
    )
    assert problems == []


# ----------------------------------------------------------------------------------------------
# The checks catch broken files
# ----------------------------------------------------------------------------------------------

GOOD_REQUIREMENTS = "jupyterlab==4.6.6\npandas==3.1.1\n"


def test_binder_check_catches_drift_and_missing_dot() -> None:
    drifted = "jupyterlab==4.6.5\npandas==3.1.1\n.\n"
    assert binder_requirement_problems(GOOD_REQUIREMENTS, drifted)
    no_dot = "jupyterlab==4.6.6\npandas==3.1.1\n"
    assert binder_requirement_problems(GOOD_REQUIREMENTS, no_dot)
    dot_not_last = ".\njupyterlab==4.6.6\npandas==3.1.1\n"
    assert binder_requirement_problems(GOOD_REQUIREMENTS, dot_not_last)
    assert binder_requirement_problems(GOOD_REQUIREMENTS, GOOD_REQUIREMENTS + ".\n") == []


def test_runtime_check_catches_other_python() -> None:
    assert runtime_problems("python-3.10\n")
    assert runtime_problems("python-3.11\n") == []


def test_pin_check_catches_out_of_range_and_missing_pins() -> None:
    pyproject: dict[str, object] = {
        "project": {
            "dependencies": ["pandas>=3,<4"],
            "optional-dependencies": {"dev": ["pytest>=9.2"]},
        }
    }
    ok = pin_range_problems(pyproject, {"pandas": Version("3.1.1")}, {"pytest": Version("9.2.0")})
    assert ok == []
    too_new = pin_range_problems(
        pyproject, {"pandas": Version("4.0.0")}, {"pytest": Version("9.2.0")}
    )
    assert any("outside" in p for p in too_new)
    unpinned = pin_range_problems(pyproject, {}, {"pytest": Version("9.2.0")})
    assert any("declares" in p for p in unpinned)


def test_pins_rejects_loose_lines() -> None:
    assert pins("# comment\n-r other.txt\nruff==0.17.6\n.\n") == {"ruff": Version("0.17.6")}
    with pytest.raises(ValueError, match="not an exact pin"):
        pins("ruff>=0.17\n")


def test_script_check_catches_plain_file(tmp_path: Path) -> None:
    script = tmp_path / "run"
    script.write_text("set -e\n", encoding="utf-8")
    script.chmod(0o644)
    assert len(script_problems(script)) == 2
    script.write_text("#!/bin/bash\nset -e\n", encoding="utf-8")
    script.chmod(0o755)
    assert script_problems(script) == []


def test_start_check_catches_open_server() -> None:
    good = "start: x\n\t$(BIN)/jupyter lab --ServerApp.ip=127.0.0.1 $(ALLOW_ROOT)\n"
    assert start_recipe_problems(good) == []
    for bad_flags in (
        "--IdentityProvider.token=",
        "--ServerApp.token='' --x",
        "--ServerApp.password=",
        "--ServerApp.disable_check_xsrf=True",
        "--allow-root",
    ):
        bad = f"start: x\n\t$(BIN)/jupyter lab --ServerApp.ip=127.0.0.1 {bad_flags}\n"
        assert start_recipe_problems(bad), bad_flags
    via_variable = "FLAGS := --ServerApp.ip=127.0.0.1 --IdentityProvider.token=\n"
    via_variable += "start:\n\tjupyter lab $(FLAGS)\n"
    assert start_recipe_problems(via_variable)
    everywhere = "start:\n\tjupyter lab --ip=0.0.0.0\n"
    assert start_recipe_problems(everywhere)


def test_dutch_check_catches_english_and_missing_installs() -> None:
    good_overrides = json.dumps({TRANSLATION_PLUGIN: {"locale": "nl_NL"}})
    postbuild = 'cp binder/overrides.json "$prefix/share/jupyter/lab/settings/overrides.json"\n'
    makefile = (
        "VENV := .venv\n$(STAMP): x\n\tpip install .\n"
        "\tinstall -D binder/overrides.json $(VENV)/share/jupyter/lab/settings/overrides.json\n"
    )
    assert dutch_interface_problems(good_overrides, postbuild, makefile) == []
    english = json.dumps({TRANSLATION_PLUGIN: {"locale": "en"}})
    assert dutch_interface_problems(english, postbuild, makefile)
    assert dutch_interface_problems(good_overrides, "set -e\n", makefile)
    assert dutch_interface_problems(good_overrides, postbuild, "$(STAMP): x\n\tpip install .\n")


def test_lite_pin_check_catches_drift() -> None:
    runtime = {"ipywidgets": Version("8.1.9"), "anywidget": Version("0.11.0")}
    runtime[DUTCH_PACK] = Version("4.5.post3")
    lite = {**runtime, "jupyterlite-core": Version("0.8.6")}
    lite["jupyterlite-pyodide-kernel"] = Version("0.8.6")
    browser = {"ipywidgets": "8.1.9", "anywidget": "0.11.0"}
    assert lite_pin_problems(runtime, lite, browser) == []
    assert lite_pin_problems(runtime, {**lite, "anywidget": Version("0.10.0")}, browser)
    assert lite_pin_problems(runtime, lite, {**browser, "ipywidgets": "8.1.8"})
    assert lite_pin_problems(runtime, {**lite, "jupyterlite-core": Version("0.8.7")}, browser)


def test_readme_binder_links_open_the_start_notebook() -> None:
    """One link opens it in JupyterLab (``labpath``), one as the app (``urlpath=voila/render``)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"https://mybinder\.org/v2/gh/[^)\s]+", readme)
    assert links, "the README has no Binder link"
    kinds = set()
    for link in links:
        labpath = re.search(r"[?&]labpath=([^&)\s]+)", link)
        app = re.search(r"[?&]urlpath=voila/render/([^&)\s]+)", link)
        assert (labpath is None) != (app is None), link
        found = labpath or app
        assert found is not None
        kinds.add("lab" if labpath else "app")
        notebook = found.group(1).replace("%2F", "/")
        assert (ROOT / notebook).is_file(), f"the Binder link opens {notebook}, which is missing"
    assert kinds == {"lab", "app"}


def app_recipe_problems(makefile: str) -> list[str]:
    """``make app`` runs Voila on the loopback address behind a token it does not print into
    the process list (it is passed in the environment)."""
    recipe = expand(make_recipe(makefile, "app"), make_variables(makefile))
    problems = []
    if "/voila " not in recipe:
        problems.append("app does not run voila")
    if not re.search(r"Voila\.ip=127\.0\.0\.1\b", recipe):
        problems.append("app does not bind to 127.0.0.1")
    if "--token" not in recipe or "JUPYTER_TOKEN=" not in recipe:
        problems.append("app runs without a token in the environment")
    if re.search(r"--(Voila\.)?token=", recipe):
        problems.append("app puts the token on the command line")
    return problems


def test_make_app_keeps_to_this_machine_with_a_token() -> None:
    assert app_recipe_problems(read("Makefile")) == []
    bad = "app: x\n\t$(BIN)/voila notebooks/ --Voila.ip=0.0.0.0 --token=abc\n"
    assert len(app_recipe_problems(bad)) == 3


def test_voila_is_pinned_for_the_app_everywhere() -> None:
    assert pins(read("requirements.txt"))["voila"] == Version("0.5.13")
    assert pins(read("binder/requirements.txt"))["voila"] == Version("0.5.13")


def test_readme_names_the_two_commands() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "make start" in readme and "make test" in readme
