"""``make lite``: build the in-browser edition (JupyterLite + Pyodide) into ``build/lite/``.

The result is one folder of static files that any web server can publish: JupyterLab in the
page, Python 3.14 (Pyodide) in a web worker, the rulebook and its widgets as a wheel, and every
chapter from ``notebooks/``. At run time it loads nothing from another host: no CDN, no package
index (``disablePyPIFallback``), no install cell (the kernel preloads every package).

Everything comes from the registries alone, pinned together in ``lite/``:

- ``lite/requirements-lite.txt``: the build tools (jupyterlite-core, the Pyodide kernel, the
  Dutch language pack, the widgets' front ends), installed into their own venv ``.venv-lite/``;
- ``lite/versions.json``: the Pyodide core (npm, ``npm pack pyodide@<version>``), which must be
  the version the kernel pins, and the pure-Python wheels that run in the browser (PyPI);
- ``lite/jupyter-lite.json``: the page's settings; ``lite/lab/jupyter-lite.json``: the parts of
  JupyterLab a reader of the chapters never uses, left out of the lab page (``LAB_CONFIG``);
  ``binder/overrides.json``: the Dutch menus
  (the same file Binder and ``make start`` use); ``lite/index.html``: the way in, which opens
  the start notebook;
- ``lite/early-kernel/``: our own JupyterLite extension, which starts the kernel of the chapter
  in the page's address while JupyterLab starts (``early_kernel_extension`` packs it; no
  bundler, no download).

The build writes ``static/pyodide/`` into a JupyterLite source folder: the core files, every
wheel and a ``pyodide-lock.json`` that lists exactly those wheels (sha256 recomputed, dependencies
read from each wheel's ``Requires-Dist`` as Pyodide would evaluate the markers). A dependency
that is neither there nor named in ``not_in_browser`` stops the build.

A build is reused while its inputs are unchanged (``build/lite.stamp`` holds their hash), so
``make test`` does not rebuild every time; ``--force`` rebuilds anyway. Downloads are cached in
``build/lite-work/cache/`` and only fetched again when a pin changes.

Usage::

    python tools/build_lite.py            # build or reuse build/lite/
    python tools/build_lite.py --force    # build again
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import email.parser
import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import venv
import zipfile
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
LITE = ROOT / "lite"
REQUIREMENTS = LITE / "requirements-lite.txt"
VERSIONS = LITE / "versions.json"
OVERRIDES = ROOT / "binder" / "overrides.json"
LAB_CONFIG = LITE / "lab" / "jupyter-lite.json"
"""The lab page's own settings: ``disabledExtensions`` names JupyterLab's extensions that no
chapter needs (terminals, consoles, the file editor and viewers of other file types, the
launcher, the help menu, the status bar, the settings editor, cell tags and cell toolbars, the
property inspector, LSP, tooltips, the vega/mermaid/pdf/json renderers). JupyterLab then never
activates them; the reader keeps the notebook, the widgets, the themes, the Dutch menus, the
table of contents, the keyboard shortcuts and search. Only the lab page: the site's other
pages (``repl/``, ``edit/``, ``consoles/``) need some of them. Measured side by side on returning
visits of chapter 20 (Python from the snapshot), four rounds alternating, load ~2: chromium's CPU
time up to the idle kernel 6.12 s -> 5.61 s, the kernel's worker starts 2.48 s -> 2.20 s after
the page is opened, the first widget 4.07 s -> 3.71 s (medians). Leaving out the table of
contents too would give 5.50 s and 3.57 s; it stays, a reader finds their way in a chapter with
it."""
"""JupyterLab's settings for every edition (Dutch menus): Binder, ``make start`` and this one."""
NOTEBOOKS = ROOT / "notebooks"
BUILD = ROOT / "build"
SITE = BUILD / "lite"
STAMP = BUILD / "lite.stamp"
REPORT = BUILD / "lite-report.json"
WORK = BUILD / "lite-work"
CACHE = WORK / "cache"
VENV = ROOT / ".venv-lite"

PYODIDE_KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
KERNEL_PLUGIN = f"{PYODIDE_KERNEL_EXTENSION}:kernel"
KERNEL_WHEELS = ("piplite", "pyodide-kernel", "ipykernel")
"""The kernel's own wheels, shipped inside its labextension (``static/pypi/``)."""
PRELOADED = [
    "micropip",
    "piplite",
    "ipykernel",
    "comm",
    "pyodide-kernel",
    "jedi",
    "ipython",
    "ipywidgets",
    "anywidget",
]
"""Loaded with Pyodide itself (``loadPyodideOptions.packages``), so the kernel installs nothing."""
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.js",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "package.json",
)
"""What the browser needs of the npm package (not its maps, type files and test consoles)."""
STDLIB_ZIP = "python_stdlib.zip"
SNAPSHOT_LOADER = "pyodide-snapshot.mjs"
SNAPSHOT_FILES = (SNAPSHOT_LOADER, "pyodide-snapshot-worker.mjs")
"""The kernel's Pyodide loader that starts Python from a memory snapshot on later visits
(``lite/pyodide-snapshot.mjs``); the site's ``pyodideUrl`` names it instead of ``pyodide.mjs``."""
PYODIDE_URL = f"./static/pyodide/{SNAPSHOT_LOADER}"
EARLY_KERNEL = LITE / "early-kernel"
"""Our own JupyterLite extension (``lite/early-kernel/``): it starts the kernel of the chapter
in the page's address (``?path=``) while JupyterLab starts, instead of after the notebook has
been opened. One hand-written file, the module federation container JupyterLab loads a prebuilt
extension by, so no bundler is needed: ``early_kernel_extension`` packs it as one. Measured with
tests/browser/lite_side_by_side.py (three sites served at once, 5 returning visits each,
alternating, load 6-7 on two cores; medians): main before this, the kernel's worker 3.3 s after
the page opened and the first widget at 7.3 s (chromium CPU to the idle kernel 7.0 s); with the
early kernel imports of lite/pyodide-snapshot.mjs alone 6.6 s (6.1 s); with this extension too
the worker at 1.1 s and the first widget at 4.3 s (4.5 s)."""
EARLY_KERNEL_ENTRY = "index.js"
OWN_EXTENSIONS = "own-extensions"
"""Where in the JupyterLite source folder our own prebuilt extensions lie; ``jupyter lite build``
is told of each (``--LiteBuildConfig.federated_extensions``)."""
SNAPSHOT_KEY_MARK = "@SNAPSHOT_KEY@"
START_NOTEBOOK = "00-start-hier.ipynb"
INPUTS = ("lite", "rulebook", "widgets", "notebooks")
INPUT_FILES = (
    "pyproject.toml",
    "requirements.txt",
    "binder/overrides.json",
    "tools/build_lite.py",
    "tools/lite_bytecode.py",
)
SKIPPED_PARTS = {"__pycache__", ".ipynb_checkpoints", ".mypy_cache", ".pytest_cache"}


OFFLINE_WORDS = (
    "network",
    "connection",
    "name resolution",
    "getaddrinfo",
    "timed out",
    "max retries",
    "from versions: none",
    "econnrefused",
    "enotfound",
    "etimedout",
)
"""Words in pip's or npm's output that mean the registry could not be reached."""


class BuildError(RuntimeError):
    """The build cannot go on; the message says why and what to do."""


# ----------------------------------------------------------------------------------------------
# Pins
# ----------------------------------------------------------------------------------------------


def canonical(name: str) -> str:
    """A package name as Pyodide's lock spells it (PEP 503: lower case, runs of -_. become -)."""
    return re.sub(r"[-_.]+", "-", name).lower()


@dataclass(frozen=True)
class Versions:
    """The browser side's pins, read from ``lite/versions.json``."""

    pyodide: str
    browser_wheels: Mapping[str, str]
    not_in_browser: Mapping[str, str]
    trim: Mapping[str, tuple[str, ...]]
    """Folders left out of a wheel (by canonical name): files no browser session reads."""


def read_versions(path: Path = VERSIONS) -> Versions:
    data = json.loads(path.read_text(encoding="utf-8"))
    return Versions(
        pyodide=str(data["pyodide"]),
        browser_wheels={canonical(k): str(v) for k, v in data["browser_wheels"].items()},
        not_in_browser={canonical(k): str(v) for k, v in data["not_in_browser"].items()},
        trim={canonical(k): tuple(v["folders"]) for k, v in data.get("trim", {}).items()},
    )


def read_pins(path: Path = REQUIREMENTS) -> dict[str, str]:
    """``name==version`` lines of a requirements file, by canonical name."""
    result = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if "==" in line:
            name, version = line.split("==", 1)
            result[canonical(name)] = version.strip()
    return result


# ----------------------------------------------------------------------------------------------
# Wheels: metadata and the lock entry Pyodide reads
# ----------------------------------------------------------------------------------------------

EMSCRIPTEN_MARKERS = {
    "implementation_name": "cpython",
    "implementation_version": "3.14.2",
    "os_name": "posix",
    "platform_machine": "wasm32",
    "platform_python_implementation": "CPython",
    "platform_release": "",
    "platform_system": "Emscripten",
    "platform_version": "",
    "python_full_version": "3.14.2",
    "python_version": "3.14",
    "sys_platform": "emscripten",
    "extra": "",
}
"""How Pyodide answers environment markers (``python_version`` is set from the lock's info)."""


@dataclass(frozen=True)
class Wheel:
    path: Path
    name: str
    version: str
    requires: tuple[str, ...]
    imports: tuple[str, ...]

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.path.read_bytes()).hexdigest()


def read_wheel(path: Path) -> Wheel:
    """Name, version, ``Requires-Dist`` and top-level import names of a wheel file."""
    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
        metadata_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = email.parser.Parser().parsestr(archive.read(metadata_name).decode("utf-8"))
    imports = sorted(
        {
            part[0].removesuffix(".py")
            for n in names
            if (part := n.split("/"))
            and not part[0].endswith((".dist-info", ".data"))
            and (len(part) > 1 or part[0].endswith(".py"))
        }
    )
    return Wheel(
        path=path,
        name=canonical(metadata["Name"]),
        version=metadata["Version"],
        requires=tuple(metadata.get_all("Requires-Dist") or ()),
        imports=tuple(imports),
    )


def browser_dependencies(wheel: Wheel, python_version: str) -> list[str]:
    """The canonical names a wheel needs inside Pyodide (extras and other platforms left out)."""
    from packaging.requirements import Requirement

    environment = {**EMSCRIPTEN_MARKERS, "python_version": python_version}
    needed = []
    for line in wheel.requires:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(environment):
            needed.append(canonical(requirement.name))
    return sorted(set(needed))


def lock_problems(
    wheels: Sequence[Wheel], not_in_browser: Mapping[str, str], python_version: str
) -> list[str]:
    """Dependencies that no wheel provides and that are not deliberately left out."""
    present = {w.name for w in wheels}
    problems = []
    for wheel in wheels:
        for name in browser_dependencies(wheel, python_version):
            if name not in present and name not in not_in_browser:
                problems.append(f"{wheel.name} {wheel.version} needs {name}, which has no wheel")
    return problems


def make_lock(
    info: Mapping[str, Any],
    wheels: Sequence[Wheel],
    not_in_browser: Mapping[str, str],
    python_version: str,
) -> dict[str, Any]:
    """A ``pyodide-lock.json`` listing exactly ``wheels`` (all in the lock's own folder)."""
    present = {w.name for w in wheels}
    packages = {}
    for wheel in sorted(wheels, key=lambda w: w.name):
        depends = [
            name
            for name in browser_dependencies(wheel, python_version)
            if name in present and name not in not_in_browser
        ]
        packages[wheel.name] = {
            "name": wheel.name,
            "version": wheel.version,
            "file_name": wheel.path.name,
            "install_dir": "site",
            "sha256": wheel.sha256,
            "package_type": "package",
            "imports": list(wheel.imports),
            "depends": depends,
            "unvendored_tests": False,
        }
    return {"info": dict(info), "packages": packages}


# ----------------------------------------------------------------------------------------------
# Steps
# ----------------------------------------------------------------------------------------------


def say(text: str) -> None:
    print(f"[lite] {text}", flush=True)


def run(command: Sequence[str | Path], what: str, cwd: Path = ROOT) -> str:
    """Run a command; on failure raise a BuildError with its output and a hint."""
    done = subprocess.run(
        [str(c) for c in command],
        cwd=cwd,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        check=False,
    )
    if done.returncode != 0:
        output = (done.stdout + done.stderr).strip()
        tail = "\n".join(output.splitlines()[-25:])
        hint = ""
        if any(word in output.lower() for word in OFFLINE_WORDS):
            hint = (
                "\nThe package registry (PyPI or npm) could not be reached: check the network, "
                "a proxy or pip's and npm's settings. Only the first build downloads; later "
                "builds reuse build/lite-work/cache/ and need no network."
            )
        raise BuildError(f"{what} failed (exit code {done.returncode}):\n{tail}{hint}")
    return done.stdout


def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_tools() -> None:
    """``.venv-lite/`` with lite/requirements-lite.txt, made again when that file changes."""
    marker = VENV / ".installed"
    wanted = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
    if marker.is_file() and marker.read_text(encoding="utf-8").strip() == wanted:
        return
    say(f"installing the build tools into {VENV.relative_to(ROOT)}/ (lite/requirements-lite.txt)")
    shutil.rmtree(VENV, ignore_errors=True)
    venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    run(
        [venv_python(), "-m", "pip", "install", "--progress-bar", "off", "-r", REQUIREMENTS],
        "installing lite/requirements-lite.txt",
    )
    marker.write_text(wanted + "\n", encoding="utf-8")


def tools_prefix() -> Path:
    out = run([venv_python(), "-c", "import sys; print(sys.prefix)"], "asking sys.prefix")
    return Path(out.strip())


def kernel_pins() -> tuple[str, str]:
    """(Pyodide version, Python version) the installed Pyodide kernel was made for."""
    probe = (
        "from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION, "
        "PYODIDE_PYTHON_VERSION; print(PYODIDE_VERSION, PYODIDE_PYTHON_VERSION)"
    )
    pyodide, python = run([venv_python(), "-c", probe], "reading the kernel's pins").split()
    return pyodide, python


def kernel_extension_dir() -> Path:
    return tools_prefix() / "share" / "jupyter" / "labextensions" / PYODIDE_KERNEL_EXTENSION


def fetch_pyodide(version: str) -> Path:
    """The npm tarball of the Pyodide core, fetched once into the cache."""
    folder = CACHE / "npm"
    tarball = folder / f"pyodide-{version}.tgz"
    if tarball.is_file():
        return tarball
    npm = shutil.which("npm")
    if npm is None:
        raise BuildError(
            "npm is needed once to fetch the Pyodide core (npm pack pyodide@"
            f"{version}); install it with: apt-get install -y npm"
        )
    folder.mkdir(parents=True, exist_ok=True)
    say(f"fetching the Pyodide core: npm pack pyodide@{version}")
    run(
        [npm, "pack", f"pyodide@{version}", "--pack-destination", folder, "--loglevel=error"],
        f"npm pack pyodide@{version}",
    )
    if not tarball.is_file():
        raise BuildError(f"npm pack did not write {tarball}")
    return tarball


def unpack_pyodide(tarball: Path, destination: Path) -> dict[str, Any]:
    """Copy the core files into ``destination``; return the ``info`` block of its lock."""
    destination.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tarball) as archive:
        for name in PYODIDE_FILES:
            source = archive.extractfile(f"package/{name}")
            if source is None:
                raise BuildError(f"{tarball.name} has no {name}")
            (destination / name).write_bytes(source.read())
        lock_file = archive.extractfile("package/pyodide-lock.json")
        if lock_file is None:
            raise BuildError(f"{tarball.name} has no pyodide-lock.json")
        lock = lock_file.read()
    # The npm package's own lock (replaced later) lets Node.js start this core for the bytecode.
    (destination / "pyodide-lock.json").write_bytes(lock)
    info: dict[str, Any] = json.loads(lock)["info"]
    return info


def wheel_prefix(name: str, version: str) -> str:
    return f"{name.replace('-', '_')}-{version}-"


def fetch_wheels(pins: Mapping[str, str], python_version: str) -> list[Path]:
    """The pinned browser wheels, downloaded once into the cache (pure Python, any platform)."""
    folder = CACHE / "wheels"
    folder.mkdir(parents=True, exist_ok=True)

    def cached(name: str, version: str) -> Path | None:
        prefix = wheel_prefix(name, version).lower()
        found = [p for p in folder.glob("*.whl") if p.name.lower().startswith(prefix)]
        return found[0] if found else None

    missing = [f"{n}=={v}" for n, v in sorted(pins.items()) if cached(n, v) is None]
    if missing:
        say(f"downloading {len(missing)} browser wheels from PyPI")
        run(
            [
                venv_python(),
                "-m",
                "pip",
                "download",
                "--progress-bar",
                "off",
                "--no-deps",
                "--only-binary=:all:",
                "--python-version",
                python_version,
                "--implementation",
                "py",
                "--platform",
                "any",
                "--abi",
                "none",
                "--dest",
                folder,
                *missing,
            ],
            "downloading the browser wheels",
        )
    paths = []
    for name, version in sorted(pins.items()):
        path = cached(name, version)
        if path is None:
            raise BuildError(f"pip download did not bring {name}=={version}")
        paths.append(path)
    return paths


def trimmed(path: Path, folders: Sequence[str]) -> Path:
    """A copy of the wheel at ``path`` without ``folders`` (and without them in its RECORD).

    Kept in the cache beside the original (per list of folders); the same input always gives
    the same bytes.
    """
    prefixes = tuple(sorted(folder.rstrip("/") + "/" for folder in folders))
    key = hashlib.sha256("\n".join(prefixes).encode()).hexdigest()[:12]
    target = path.parent / "trimmed" / key / path.name
    if target.is_file():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".part")
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(partial, "w") as result:
        kept = [info for info in source.infolist() if not info.filename.startswith(prefixes)]
        if len(kept) == len(source.infolist()):
            raise BuildError(
                f"{path.name} has none of {list(folders)}; update trim in versions.json"
            )
        for info in kept:
            data = source.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                lines = data.decode("utf-8").splitlines()
                text = "".join(f"{line}\n" for line in lines if not line.startswith(prefixes))
                data = text.encode("utf-8")
            result.writestr(info, data)
    partial.rename(target)
    return target


BYTECODE_DRIVER = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [pyodideDir, folder, script] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/` });
pyodide.FS.mkdirTree("/mnt/batch");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, "/mnt/batch");
pyodide.globals.set("SCRIPT", readFileSync(script, "utf8"));
pyodide.runPython(`
import os, sys, types, warnings
warnings.simplefilter("ignore")
module = types.ModuleType("lite_bytecode")
exec(compile(SCRIPT, "lite_bytecode.py", "exec"), module.__dict__)
site = next(p for p in sys.path if p.endswith("site-packages"))
module.main(["/mnt/batch", site, os.path.dirname(os.__file__)])
`);
"""
"""Runs tools/lite_bytecode.py inside the Pyodide that the site ships (Node.js, the npm core)."""


def with_bytecode(paths: Sequence[Path], pyodide_dir: Path, pyodide: str) -> list[Path]:
    """Copies of ``paths`` with compiled bytecode added (see tools/lite_bytecode.py).

    Compiling takes Pyodide about ten seconds for everything, so results are cached by the
    sha256 of the input and the Pyodide version; a rebuild compiles only the project's wheel.
    """
    folder = CACHE / "bytecode" / pyodide
    targets = {
        path: folder / hashlib.sha256(path.read_bytes()).hexdigest()[:20] / path.name
        for path in paths
    }
    todo = [path for path, target in targets.items() if not target.is_file()]
    if todo:
        node = shutil.which("node")
        if node is None:
            raise BuildError("Node.js (node) is needed to compile the bytecode; install npm")
        batch = WORK / "bytecode-batch"
        shutil.rmtree(batch, ignore_errors=True)
        batch.mkdir(parents=True)
        for path in todo:
            shutil.copy2(path, batch / path.name)
        driver = WORK / "bytecode.mjs"
        driver.write_text(BYTECODE_DRIVER, encoding="utf-8")
        say(f"compiling bytecode in Pyodide for {len(todo)} files")
        run(
            [node, driver, pyodide_dir, batch, ROOT / "tools" / "lite_bytecode.py"],
            "compiling bytecode in Pyodide (node)",
        )
        for path in todo:
            targets[path].parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(batch / path.name, targets[path])
        shutil.rmtree(batch)
    return [targets[path] for path in paths]


def kernel_wheels(extension: Path) -> list[Path]:
    """The kernel's own wheels from its labextension (piplite, pyodide-kernel, ipykernel)."""
    folder = extension / "static" / "pypi"
    paths = []
    for name in KERNEL_WHEELS:
        found = sorted(folder.glob(f"{name.replace('-', '_')}-*-py3-none-any.whl"))
        if len(found) != 1:
            raise BuildError(f"expected one {name} wheel in {folder}, found {len(found)}")
        paths.append(found[0])
    return paths


def project_wheel() -> Path:
    """This project's wheel (rulebook + widgets with their static JS/CSS), built fresh."""
    folder = WORK / "project"
    shutil.rmtree(folder, ignore_errors=True)
    run(
        [
            venv_python(),
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            folder,
            ROOT,
        ],
        "building the project's wheel",
    )
    found = sorted(folder.glob("*.whl"))
    if len(found) != 1:
        raise BuildError(f"expected one project wheel in {folder}, found {len(found)}")
    return found[0]


def page_config(project: str) -> dict[str, Any]:
    """``lite/jupyter-lite.json`` with the packages the kernel preloads."""
    config: dict[str, Any] = json.loads((LITE / "jupyter-lite.json").read_text(encoding="utf-8"))
    plugins = config["jupyter-config-data"].setdefault("litePluginSettings", {})
    kernel = plugins.setdefault(KERNEL_PLUGIN, {})
    if kernel.get("disablePyPIFallback") is not True:
        raise BuildError("lite/jupyter-lite.json must set disablePyPIFallback to true")
    kernel.setdefault("loadPyodideOptions", {})["packages"] = [*PRELOADED, project]
    return config


def write_json(path: Path, data: object) -> None:
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def assemble(versions: Versions, python_version: str) -> Path:
    """The JupyterLite source folder: settings, and static/pyodide with core, wheels, lock."""
    source = WORK / "lite-dir"
    shutil.rmtree(source, ignore_errors=True)
    pyodide_dir = source / "static" / "pyodide"
    info = unpack_pyodide(fetch_pyodide(versions.pyodide), pyodide_dir)
    if not str(info.get("python", "")).startswith(python_version + "."):
        raise BuildError(
            f"the Pyodide core {versions.pyodide} runs Python {info.get('python')}, "
            f"but the kernel expects {python_version}"
        )
    downloaded = fetch_wheels(versions.browser_wheels, python_version)
    for index, path in enumerate(downloaded):
        folders = versions.trim.get(read_wheel(path).name)
        if folders:
            downloaded[index] = trimmed(path, folders)
    paths = [
        *downloaded,
        *kernel_wheels(kernel_extension_dir()),
        project_wheel(),
    ]
    stdlib = pyodide_dir / STDLIB_ZIP
    *compiled, compiled_stdlib = with_bytecode([*paths, stdlib], pyodide_dir, versions.pyodide)
    shutil.copy2(compiled_stdlib, stdlib)
    wheels = []
    for path in compiled:
        shutil.copy2(path, pyodide_dir / path.name)
        wheels.append(read_wheel(pyodide_dir / path.name))
    problems = lock_problems(wheels, versions.not_in_browser, python_version)
    if problems:
        raise BuildError(
            "the browser wheels are incomplete; pin the missing ones in lite/versions.json "
            "(browser_wheels) or name them in not_in_browser:\n  " + "\n  ".join(problems)
        )
    lock = make_lock(info, wheels, versions.not_in_browser, python_version)
    write_json(pyodide_dir / "pyodide-lock.json", lock)
    write_snapshot_loader(pyodide_dir, snapshot_key(pyodide_dir))
    write_json(source / "jupyter-lite.json", page_config(wheels[-1].name))
    early_kernel_extension(source / OWN_EXTENSIONS)
    shutil.copy2(OVERRIDES, source / "overrides.json")
    return source


def snapshot_key(pyodide_dir: Path) -> str:
    """What a memory snapshot of the kernel's Python depends on: the core files, the lock
    (which holds every wheel's sha256) and the loader that makes it (what it imports first,
    which files it keeps). A browser keeps one snapshot per key."""
    digest = hashlib.sha256()
    core = [pyodide_dir / name for name in (*PYODIDE_FILES, STDLIB_ZIP, "pyodide-lock.json")]
    for path in [*core, *(LITE / name for name in SNAPSHOT_FILES)]:
        digest.update(path.name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:20]


def write_snapshot_loader(pyodide_dir: Path, key: str) -> None:
    """``lite/pyodide-snapshot*.mjs`` into the site's Pyodide folder, with this build's key."""
    for name in SNAPSHOT_FILES:
        text = (LITE / name).read_text(encoding="utf-8")
        if name == SNAPSHOT_LOADER:
            if text.count(SNAPSHOT_KEY_MARK) != 1:
                raise BuildError(f"lite/{name} must name {SNAPSHOT_KEY_MARK} exactly once")
            text = text.replace(SNAPSHOT_KEY_MARK, key)
        (pyodide_dir / name).write_text(text, encoding="utf-8")


def early_kernel_extension(extensions: Path, source: Path = EARLY_KERNEL) -> Path:
    """Pack ``lite/early-kernel/`` (``source``) as a prebuilt labextension into
    ``extensions`` (a folder of the JupyterLite source folder; ``jupyter lite build`` copies it
    into the site's ``extensions/`` and names it in ``jupyter-lite.json``); its folder.

    A prebuilt extension is a folder with its ``package.json``, whose ``jupyterlab._build.load``
    names the container script, and that script in ``static/``; the script's name carries its
    content hash, as a bundler names it, so a host may keep it for good. The same source gives
    the same folder, byte for byte."""
    package = json.loads((source / "package.json").read_text(encoding="utf-8"))
    name = str(package["name"])
    script = (source / EARLY_KERNEL_ENTRY).read_bytes()
    if b"_JUPYTERLAB[NAME] = {" not in script or f'const NAME = "{name}";'.encode() not in script:
        raise BuildError(
            f"{source.name}/{EARLY_KERNEL_ENTRY} must register _JUPYTERLAB[NAME] with "
            f"NAME = {name!r} (the name in its package.json)"
        )
    entry = f"remoteEntry.{hashlib.sha256(script).hexdigest()[:16]}.js"
    folder = extensions / name
    shutil.rmtree(folder, ignore_errors=True)
    (folder / "static").mkdir(parents=True)
    (folder / "static" / entry).write_bytes(script)
    package["jupyterlab"]["_build"] = {"load": f"static/{entry}", "extension": "./extension"}
    write_json(folder / "package.json", package)
    return folder


def lite_build(source: Path, output: Path) -> None:
    shutil.rmtree(output, ignore_errors=True)
    jupyter = VENV / "bin" / "jupyter"
    run(
        [
            jupyter,
            "lite",
            "build",
            "--lite-dir",
            source,
            "--contents",
            NOTEBOOKS,
            "--output-dir",
            output,
            "--no-sourcemaps",
            *(
                f"--LiteBuildConfig.federated_extensions={OWN_EXTENSIONS}/{folder.name}"
                for folder in sorted((source / OWN_EXTENSIONS).iterdir())
            ),
        ],
        "jupyter lite build",
        cwd=source,
    )


SERVICE_WORKER = "service-worker.js"
SERVICE_WORKER_FETCH = "shouldDrop(t,a)||(n=maybeFromCache(e))"
"""JupyterLite's service worker answers every GET outside ``/api/`` itself, with a ``fetch`` of
its own when its cache is off (as here). That pass-through buys nothing and costs every start:
each file of Pyodide and of JupyterLab goes through one more thread, and chromium keeps no
compiled JavaScript for a response a service worker made (a returning visit with the
pass-through had 1.7 MB in its JS code cache, without it 10.7 MB). Measured with a persistent
chromium profile on the loaded machine, alternating, 4 warm visits each: the kernel's start in
its worker 3.8 s -> 2.8 s, the first widget 7.8 s -> 6.9 s."""
SERVICE_WORKER_PASS = "shouldDrop(t,a)||!enableCache||(n=maybeFromCache(e))"


def pass_static_files_by(path: Path) -> None:
    """Let the service worker leave static files to the browser while its cache is off.

    It still answers what only it can (``/api/drive``, ``/api/stdin``: the kernel's view of the
    notebooks and ``input()``); every other request meets the browser's own HTTP cache.
    """
    text = path.read_text(encoding="utf-8")
    if text.count(SERVICE_WORKER_FETCH) != 1:
        raise BuildError(
            f"{path.name} of this JupyterLite has no '{SERVICE_WORKER_FETCH}'; "
            "check tools/build_lite.py's pass_static_files_by against the new version"
        )
    path.write_text(text.replace(SERVICE_WORKER_FETCH, SERVICE_WORKER_PASS), encoding="utf-8")


def load_pyodide_by_snapshot(path: Path) -> None:
    """Point the kernel at the snapshot loader; ``jupyter lite build`` writes the core's
    ``pyodide.mjs`` into the site's settings whatever the source folder says."""
    config = json.loads(path.read_text(encoding="utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    if kernel.get("pyodideUrl") not in ("./static/pyodide/pyodide.mjs", PYODIDE_URL):
        raise BuildError(f"{path.name} loads Pyodide from {kernel.get('pyodideUrl')}")
    kernel["pyodideUrl"] = PYODIDE_URL
    write_json(path, config)


def leave_out_of_lab(path: Path) -> None:
    """Add ``LAB_CONFIG``'s ``disabledExtensions`` to the lab page's own ``jupyter-lite.json``
    (JupyterLite appends it to the site's list for that page alone)."""
    wanted = json.loads(LAB_CONFIG.read_text(encoding="utf-8"))["jupyter-config-data"]
    config = json.loads(path.read_text(encoding="utf-8"))
    data = config.setdefault("jupyter-config-data", {})
    listed = data.setdefault("disabledExtensions", [])
    listed.extend(name for name in wanted["disabledExtensions"] if name not in listed)
    write_json(path, config)


def site_size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


# ----------------------------------------------------------------------------------------------
# Reuse
# ----------------------------------------------------------------------------------------------


def input_files() -> Iterator[Path]:
    for folder in INPUTS:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and not SKIPPED_PARTS.intersection(path.parts):
                yield path
    for name in INPUT_FILES:
        yield ROOT / name


def fingerprint(paths: Iterable[Path]) -> str:
    """One hash over the names and contents of every input of the build."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return base64.b32encode(digest.digest()).decode().rstrip("=").lower()


def is_current(stamp: str) -> bool:
    return (
        STAMP.is_file()
        and STAMP.read_text(encoding="utf-8").strip() == stamp
        and (SITE / "index.html").is_file()
        and REPORT.is_file()
    )


@contextlib.contextmanager
def exclusive() -> Iterator[None]:
    """One build at a time (two pytest workers may ask for the site together)."""
    BUILD.mkdir(exist_ok=True)
    with (BUILD / "lite.lock").open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def build(force: bool = False) -> dict[str, Any]:
    """Build ``build/lite/`` unless a build of the same inputs is there; return the report."""
    with exclusive():
        stamp = fingerprint(input_files())
        if not force and is_current(stamp):
            say(f"{SITE.relative_to(ROOT)}/ is up to date (inputs unchanged)")
            report: dict[str, Any] = json.loads(REPORT.read_text(encoding="utf-8"))
            return report
        started = time.monotonic()
        versions = read_versions()
        ensure_tools()
        pyodide, python_version = kernel_pins()
        if pyodide != versions.pyodide:
            raise BuildError(
                f"lite/versions.json pins pyodide {versions.pyodide}, but the Pyodide kernel of "
                f"lite/requirements-lite.txt is made for {pyodide}; make them agree"
            )
        say(f"assembling Pyodide {pyodide} (Python {python_version}) and the wheels")
        source = assemble(versions, python_version)
        say("jupyter lite build")
        staging = BUILD / "lite.new"
        lite_build(source, staging)
        if not (staging / "files" / START_NOTEBOOK).is_file():
            raise BuildError(f"the site has no {START_NOTEBOOK}; is notebooks/ complete?")
        # The way in opens the start notebook (JupyterLite's own index.html opens an empty lab).
        shutil.copy2(LITE / "index.html", staging / "index.html")
        pass_static_files_by(staging / SERVICE_WORKER)
        load_pyodide_by_snapshot(staging / "jupyter-lite.json")
        leave_out_of_lab(staging / "lab" / "jupyter-lite.json")
        # Browsers ask every site for /favicon.ico; answer with JupyterLite's own icon.
        shutil.copy2(staging / "lab" / "favicon.ico", staging / "favicon.ico")
        STAMP.unlink(missing_ok=True)
        shutil.rmtree(SITE, ignore_errors=True)
        staging.rename(SITE)
        size, count = site_size(SITE)
        report = {
            "build_seconds": round(time.monotonic() - started, 1),
            "site_bytes": size,
            "site_files": count,
            "pyodide": pyodide,
            "python": python_version,
            "start": START_NOTEBOOK,
        }
        write_json(REPORT, report)
        STAMP.write_text(stamp + "\n", encoding="utf-8")
        say(
            f"built {SITE.relative_to(ROOT)}/ in {report['build_seconds']} s: "
            f"{size / 1e6:.1f} MB in {count} files"
        )
        return report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--force", action="store_true", help="build even when nothing changed")
    args = parser.parse_args(argv)
    try:
        build(force=args.force)
    except BuildError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    os.umask(0o022)
    sys.exit(main())
