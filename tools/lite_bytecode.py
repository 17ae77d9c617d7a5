"""Add compiled bytecode to the wheels and the standard library of the in-browser edition.

Pyodide installs a wheel by unpacking it, and it imports the standard library straight from
``python_stdlib.zip``. Both hold only ``.py`` sources, so every cold start compiled IPython, the
widgets and half the standard library again: seconds of a reader's wait. This script adds the
compiled ``.pyc`` files (the way Pyodide's own distribution ships its packages), keeping every
source file, so tracebacks still show source lines.

It must run on the interpreter that will read the bytecode: ``tools/build_lite.py`` runs it
inside the very Pyodide it ships (in Node.js), never on the build machine's Python. The ``.pyc``
files are "unchecked hash-based" (PEP 552): valid without comparing them with the sources, whose
timestamps change when a wheel is unpacked.

Usage (inside Pyodide)::

    main(["<folder with .whl files and python_stdlib.zip>", "<site-packages>", "<stdlib zip>"])

Each file in the folder is rewritten in place.
"""

from __future__ import annotations

import base64
import compileall
import hashlib
import io
import py_compile
import sys
import tempfile
import zipfile
from collections.abc import Sequence
from pathlib import Path

UNCHECKED = py_compile.PycInvalidationMode.UNCHECKED_HASH
STDLIB_ZIP = "python_stdlib.zip"


def record_line(name: str, data: bytes) -> str:
    """A wheel RECORD line: path, urlsafe base64 sha256 without padding, size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compile_tree(folder: Path, runtime_prefix: str, legacy: bool) -> None:
    """Compile every ``.py`` below ``folder`` as if it lived at ``runtime_prefix``.

    ``legacy`` puts ``x.pyc`` beside ``x.py`` (what zipimport reads) instead of in
    ``__pycache__/``. Files that do not compile (test data written for other versions) keep
    only their source: Python compiles them when, if ever, they are imported.
    """
    compileall.compile_dir(
        str(folder),
        ddir=runtime_prefix,
        quiet=2,
        legacy=legacy,
        invalidation_mode=UNCHECKED,
        workers=1,
    )


def new_files(folder: Path, before: set[str]) -> list[str]:
    """The files below ``folder`` that were not there before, as sorted posix paths."""
    found = {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}
    return sorted(found - before)


def rebuild_zip(original: Path, folder: Path, added: Sequence[str], record: str | None) -> bytes:
    """The original archive with ``added`` files before its ``.dist-info`` (which stays last),
    and a RECORD that lists them."""
    buffer = io.BytesIO()
    with (
        zipfile.ZipFile(original) as source,
        zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target,
    ):
        infos = source.infolist()
        stamp = infos[0].date_time
        lines: list[str] = []

        def write_added() -> None:
            for name in added:
                data = (folder / name).read_bytes()
                target.writestr(
                    zipfile.ZipInfo(name, date_time=stamp),
                    data,
                    compress_type=zipfile.ZIP_DEFLATED,
                    compresslevel=9,
                )
                lines.append(record_line(name, data))

        for info in infos:
            if not lines and added and ".dist-info/" in info.filename:
                write_added()
            data = source.read(info)
            if record is not None and info.filename == record:
                text = data.decode("utf-8").rstrip("\n")
                data = ("\n".join([text, *lines]) + "\n").encode("utf-8")
            target.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
        if not lines and added:
            write_added()
    return buffer.getvalue()


def add_bytecode(archive: Path, runtime_prefix: str, legacy: bool) -> int:
    """Rewrite ``archive`` with compiled bytecode added; return how many files were added."""
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        with zipfile.ZipFile(archive) as source:
            source.extractall(folder)
            names = source.namelist()
        record = next((n for n in names if n.endswith(".dist-info/RECORD")), None)
        before = {n for n in names if not n.endswith("/")}
        compile_tree(folder, runtime_prefix, legacy)
        added = new_files(folder, before)
        data = rebuild_zip(archive, folder, added, record)
    archive.write_bytes(data)
    return len(added)


def main(argv: Sequence[str]) -> int:
    folder, site_packages, stdlib = (Path(argv[0]), argv[1], argv[2])
    for path in sorted(folder.iterdir()):
        if path.suffix == ".whl":
            count = add_bytecode(path, site_packages, legacy=False)
        elif path.name == STDLIB_ZIP:
            count = add_bytecode(path, stdlib, legacy=True)
        else:
            continue
        print(f"{path.name}: {count} compiled files", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
