"""The pieces of ``make lite`` that need no network and no browser.

The lock written for Pyodide must list what each wheel needs *in the browser* (no pexpect, no
Windows-only packages, no test extras), and a dependency that nobody provides must stop the
build. The bytecode added to the wheels must be read without looking at the sources (their
timestamps change when Pyodide unpacks a wheel), and the wheel's RECORD must list it.
The whole build, in a real browser, is tested in tests/browser/test_lite.py.
"""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tools import build_lite, lite_bytecode, serve_lite

IPYTHON_LIKE = [
    'colorama>=0.4.4; sys_platform == "win32"',
    "jedi>=0.18.2",
    'pexpect>4.6; sys_platform != "win32" and sys_platform != "emscripten"',
    'typing_extensions>=4.6; python_version < "3.12"',
    'pytest>=7; extra == "test"',
    "Prompt_Toolkit<3.1,>=3.0.41",
]


def make_wheel(
    folder: Path, name: str, version: str, requires: list[str], files: dict[str, str]
) -> Path:
    """A small but valid wheel: the files, METADATA and a RECORD with their hashes."""
    dist_info = f"{name}-{version}.dist-info"
    metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
    metadata += "".join(f"Requires-Dist: {line}\n" for line in requires)
    contents = {**files, f"{dist_info}/METADATA": metadata}
    record = [lite_bytecode.record_line(n, text.encode()) for n, text in contents.items()]
    contents[f"{dist_info}/RECORD"] = "\n".join([*record, f"{dist_info}/RECORD,,"]) + "\n"
    path = folder / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as archive:
        for member, text in contents.items():
            archive.writestr(member, text)
    return path


# ----------------------------------------------------------------------------------------------
# The lock
# ----------------------------------------------------------------------------------------------


def test_names_are_spelled_as_in_pyodides_lock() -> None:
    assert build_lite.canonical("Prompt_Toolkit") == "prompt-toolkit"
    assert build_lite.canonical("jupyterlab-language-pack-nl-NL") == (
        "jupyterlab-language-pack-nl-nl"
    )
    assert build_lite.canonical("zope.interface") == "zope-interface"


def test_a_wheel_needs_in_the_browser_only_what_pyodide_would_install(tmp_path: Path) -> None:
    wheel = build_lite.read_wheel(make_wheel(tmp_path, "ipython", "9.0", IPYTHON_LIKE, {}))
    assert build_lite.browser_dependencies(wheel, "3.14") == ["jedi", "prompt-toolkit"]
    # On an older Python the backport is needed: the marker is really evaluated.
    assert "typing-extensions" in build_lite.browser_dependencies(wheel, "3.11")


def test_import_names_come_from_the_wheels_top_level(tmp_path: Path) -> None:
    files = {"pkg/__init__.py": "", "pkg/sub/mod.py": "", "single.py": "", "pkg-1.data/x": ""}
    wheel = build_lite.read_wheel(make_wheel(tmp_path, "pkg", "1", [], files))
    assert wheel.imports == ("pkg", "single")
    assert (wheel.name, wheel.version) == ("pkg", "1")


def test_a_missing_dependency_stops_the_build_unless_left_out_on_purpose(tmp_path: Path) -> None:
    ipython = build_lite.read_wheel(make_wheel(tmp_path, "ipython", "9.0", IPYTHON_LIKE, {}))
    jedi = build_lite.read_wheel(make_wheel(tmp_path, "jedi", "0.20", [], {}))
    problems = build_lite.lock_problems([ipython, jedi], {}, "3.14")
    assert problems == ["ipython 9.0 needs prompt-toolkit, which has no wheel"]
    left_out = {"prompt-toolkit": "a reason"}
    assert build_lite.lock_problems([ipython, jedi], left_out, "3.14") == []


def test_the_lock_lists_each_wheel_with_its_hash_and_present_dependencies(tmp_path: Path) -> None:
    ipython_path = make_wheel(tmp_path, "ipython", "9.0", IPYTHON_LIKE, {"IPython/__init__.py": ""})
    ipython = build_lite.read_wheel(ipython_path)
    jedi = build_lite.read_wheel(make_wheel(tmp_path, "jedi", "0.20", [], {}))
    info = {"python": "3.14.2"}
    lock = build_lite.make_lock(info, [jedi, ipython], {"prompt-toolkit": "left out"}, "3.14")
    assert lock["info"] == info
    assert list(lock["packages"]) == ["ipython", "jedi"]
    entry = lock["packages"]["ipython"]
    assert entry["depends"] == ["jedi"]
    assert entry["imports"] == ["IPython"]
    assert entry["file_name"] == ipython_path.name
    assert entry["sha256"] == hashlib.sha256(ipython_path.read_bytes()).hexdigest()


def test_the_fingerprint_follows_names_and_contents(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(build_lite, "ROOT", tmp_path)
    first = tmp_path / "a.txt"
    first.write_text("één", encoding="utf-8")
    before = build_lite.fingerprint([first])
    assert build_lite.fingerprint([first]) == before
    first.write_text("twee", encoding="utf-8")
    assert build_lite.fingerprint([first]) != before
    renamed = tmp_path / "b.txt"
    first.rename(renamed)
    renamed.write_text("één", encoding="utf-8")
    assert build_lite.fingerprint([renamed]) != before


def test_a_new_snapshot_loader_makes_a_new_snapshot_key(tmp_path: Path, monkeypatch) -> None:
    """A browser restores only a snapshot of its build's key; the loader decides what the
    snapshot holds (what it imports first, which files it keeps), so another loader must not
    restore a snapshot made by this one."""
    pyodide_dir = tmp_path / "pyodide"
    pyodide_dir.mkdir()
    for name in {*build_lite.PYODIDE_FILES, build_lite.STDLIB_ZIP, "pyodide-lock.json"}:
        (pyodide_dir / name).write_text(name, encoding="utf-8")
    lite = tmp_path / "lite"
    lite.mkdir()
    for name in build_lite.SNAPSHOT_FILES:
        (lite / name).write_text(f"// {name}", encoding="utf-8")
    monkeypatch.setattr(build_lite, "LITE", lite)
    before = build_lite.snapshot_key(pyodide_dir)
    assert build_lite.snapshot_key(pyodide_dir) == before
    (lite / build_lite.SNAPSHOT_LOADER).write_text("// imports more", encoding="utf-8")
    assert build_lite.snapshot_key(pyodide_dir) != before


def test_a_trimmed_wheel_loses_exactly_the_named_folders(tmp_path: Path) -> None:
    files = {
        "jedi/__init__.py": "",
        "jedi/third_party/typeshed/stdlib/os.pyi": "",
        "jedi/third_party/typeshed/stubs/requests/api.pyi": "",
        "jedi/third_party/django-stubs/x.pyi": "",
    }
    wheel = make_wheel(tmp_path, "jedi", "0.20", [], files)
    folders = ["jedi/third_party/typeshed/stubs", "jedi/third_party/django-stubs/"]
    result = build_lite.trimmed(wheel, folders)
    assert result != wheel and wheel.is_file()
    with zipfile.ZipFile(result) as archive:
        names = archive.namelist()
        record = archive.read("jedi-0.20.dist-info/RECORD").decode()
    assert [n for n in names if n.startswith("jedi/")] == [
        "jedi/__init__.py",
        "jedi/third_party/typeshed/stdlib/os.pyi",
    ]
    assert "stubs/requests" not in record and "django-stubs" not in record
    assert "typeshed/stdlib/os.pyi" in record


def test_trimming_a_folder_that_is_not_there_stops_the_build(tmp_path: Path) -> None:
    wheel = make_wheel(tmp_path, "jedi", "0.20", [], {"jedi/__init__.py": ""})
    with pytest.raises(build_lite.BuildError, match="update trim"):
        build_lite.trimmed(wheel, ["jedi/third_party/typeshed/stubs"])


# ----------------------------------------------------------------------------------------------
# Bytecode (run here with this Python; the build runs the same code inside Pyodide)
# ----------------------------------------------------------------------------------------------


def test_added_bytecode_is_used_without_checking_the_source(tmp_path: Path) -> None:
    files = {"pkg/__init__.py": "", "pkg/mod.py": "VALUE = 1\n"}
    wheel = make_wheel(tmp_path, "pkg", "1", [], files)
    added = lite_bytecode.add_bytecode(wheel, "/lib/site-packages", legacy=False)
    assert added == 2
    cached = f"pkg/__pycache__/mod.{sys.implementation.cache_tag}.pyc"
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        assert cached in archive.namelist()
        archive.extractall(site)
    # Unpacking changes the sources' timestamps; here even their text: the bytecode still counts.
    (site / "pkg" / "mod.py").write_text("VALUE = 2\n", encoding="utf-8")
    probe = "import pkg.mod; print(pkg.mod.VALUE, pkg.mod.__spec__.cached is not None)"
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=site,
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(site), "PYTHONDONTWRITEBYTECODE": "1"},
    )
    assert done.stdout.split() == ["1", "True"]


def test_the_record_lists_the_added_bytecode_with_its_hash(tmp_path: Path) -> None:
    wheel = make_wheel(tmp_path, "pkg", "1", [], {"pkg/__init__.py": "X = 1\n"})
    lite_bytecode.add_bytecode(wheel, "/lib/site-packages", legacy=False)
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        record = archive.read("pkg-1.dist-info/RECORD").decode()
        listed = {line.split(",")[0]: line.split(",")[1] for line in record.splitlines()}
        for name in names:
            if name.endswith("RECORD"):
                continue
            digest = hashlib.sha256(archive.read(name)).digest()
            expected = "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode()
            assert listed[name] == expected, name
    assert names[-2:] == ["pkg-1.dist-info/METADATA", "pkg-1.dist-info/RECORD"]


def test_the_standard_library_zip_gets_bytecode_beside_each_module(tmp_path: Path) -> None:
    stdlib = tmp_path / "python_stdlib.zip"
    with zipfile.ZipFile(stdlib, "w") as archive:
        archive.writestr("rb_probe.py", "def where():\n    return __file__\n")
    assert lite_bytecode.add_bytecode(stdlib, "/lib/python314.zip", legacy=True) == 1
    with zipfile.ZipFile(stdlib) as archive:
        assert sorted(archive.namelist()) == ["rb_probe.py", "rb_probe.pyc"]
    probe = "import rb_probe; print(rb_probe.__spec__.origin, rb_probe.where.__code__.co_filename)"
    done = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(stdlib)},
    )
    origin, filename = done.stdout.split()
    assert origin.endswith("rb_probe.pyc")
    # Tracebacks name the module where Pyodide will find it.
    assert filename == "/lib/python314.zip/rb_probe.py"


SERVICE_WORKER = (
    "async function onFetch(e){let{request:t}=e,a=new URL(e.request.url);let n=null;"
    "shouldBroadcast(a)?n=broadcastOne(t,a):shouldDrop(t,a)||(n=maybeFromCache(e)),"
    "n&&e.respondWith(n)}"
)


def test_the_service_worker_leaves_static_files_to_the_browser(tmp_path: Path) -> None:
    """With its cache off, JupyterLite's service worker answers only what it alone can
    (``/api/drive``, ``/api/stdin``); a static file is left to the browser's HTTP cache."""
    worker = tmp_path / "service-worker.js"
    worker.write_text(SERVICE_WORKER, encoding="utf-8")
    build_lite.pass_static_files_by(worker)
    text = worker.read_text(encoding="utf-8")
    assert "shouldDrop(t,a)||!enableCache||(n=maybeFromCache(e))" in text
    assert "shouldBroadcast(a)?n=broadcastOne(t,a)" in text


def test_a_service_worker_of_another_shape_stops_the_build(tmp_path: Path) -> None:
    worker = tmp_path / "service-worker.js"
    worker.write_text(SERVICE_WORKER.replace("maybeFromCache", "fromNetwork"), encoding="utf-8")
    with pytest.raises(build_lite.BuildError, match="pass_static_files_by"):
        build_lite.pass_static_files_by(worker)


# ----------------------------------------------------------------------------------------------
# Our own extension (lite/early-kernel)
# ----------------------------------------------------------------------------------------------


def test_the_early_kernel_is_packed_as_a_prebuilt_extension(tmp_path: Path) -> None:
    """``jupyter lite build`` takes a folder as a prebuilt extension when its package.json
    names the container script (``jupyterlab._build.load``); the script is the source itself,
    under a name with its content hash (which ``make lite-serve`` lets browsers keep)."""
    folder = build_lite.early_kernel_extension(tmp_path / "a")
    package = json.loads((folder / "package.json").read_text(encoding="utf-8"))
    assert folder.name == package["name"] == "regelboek-early-kernel"
    assert package["jupyterlab"]["_build"]["extension"] == "./extension"
    script = folder / package["jupyterlab"]["_build"]["load"]
    source = (build_lite.EARLY_KERNEL / build_lite.EARLY_KERNEL_ENTRY).read_bytes()
    assert script.read_bytes() == source
    assert script.name == f"remoteEntry.{hashlib.sha256(source).hexdigest()[:16]}.js"
    assert serve_lite.cache_control(f"/extensions/{folder.name}/static/{script.name}") == (
        serve_lite.IMMUTABLE
    )
    again = build_lite.early_kernel_extension(tmp_path / "b")
    files = sorted(p.relative_to(folder) for p in folder.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(again) for p in again.rglob("*") if p.is_file())
    assert all((folder / f).read_bytes() == (again / f).read_bytes() for f in files)


def test_an_early_kernel_registered_under_another_name_stops_the_build(tmp_path: Path) -> None:
    """JupyterLab looks the container up by the package's name (``_JUPYTERLAB[name]``): a
    renamed package whose script still registers the old name would load nothing."""
    source = tmp_path / "early-kernel"
    shutil.copytree(build_lite.EARLY_KERNEL, source)
    package = json.loads((source / "package.json").read_text(encoding="utf-8"))
    package["name"] = "regelboek-other"
    (source / "package.json").write_text(json.dumps(package), encoding="utf-8")
    with pytest.raises(build_lite.BuildError, match="regelboek-other"):
        build_lite.early_kernel_extension(tmp_path / "out", source)
