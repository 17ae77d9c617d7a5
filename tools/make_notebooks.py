"""Keep the notebooks in step with the clause catalogue; execute them so their outputs are saved.

The notebooks are the source of the chapters' prose and code. The rule text itself lives once, in
the clause catalogue of ``rulebook``: a Markdown cell whose metadata says
``{"rulebook": {"clause": "<id>"}}`` shows that clause, and this script rewrites its text from the
catalogue. ``tests/notebooks/test_clause_cells.py`` fails when a notebook and the catalogue drift.

Usage (``make notebooks`` runs the first form)::

    python tools/make_notebooks.py            # sync clause cells, then execute every notebook
    python tools/make_notebooks.py --sync     # only sync clause cells (no kernel needed)
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"

Notebook = dict[str, Any]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def notebook_paths() -> list[pathlib.Path]:
    return sorted(NOTEBOOKS.glob("*.ipynb"))


def read(path: pathlib.Path) -> Notebook:
    return dict(json.loads(path.read_text(encoding="utf-8")))


def write(path: pathlib.Path, notebook: Notebook) -> None:
    text = json.dumps(notebook, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    path.write_text(text, encoding="utf-8")


def clause_id_of(cell: dict[str, Any]) -> str | None:
    """The clause a Markdown cell shows, or ``None`` for ordinary prose and code cells."""
    if cell.get("cell_type") != "markdown":
        return None
    marker = cell.get("metadata", {}).get("rulebook", {})
    return marker.get("clause") if isinstance(marker, dict) else None


def source_text(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def clause_cells(notebook: Notebook) -> list[tuple[str, str]]:
    """(clause id, cell text) for every clause cell, in notebook order."""
    return [
        (clause_id, source_text(cell))
        for cell in notebook.get("cells", [])
        if (clause_id := clause_id_of(cell)) is not None
    ]


def sync(notebook: Notebook) -> int:
    """Rewrite every clause cell from the catalogue; returns how many cells changed."""
    from rulebook.core.clauses import clause

    changed = 0
    for cell in notebook.get("cells", []):
        clause_id = clause_id_of(cell)
        if clause_id is None:
            continue
        wanted = clause(clause_id).markdown()
        if source_text(cell) != wanted:
            cell["source"] = wanted
            changed += 1
    return changed


def execute(path: pathlib.Path) -> None:
    """Run the notebook top to bottom in a fresh kernel and save it with its outputs.

    Saved outputs hold no widgets: no widget state and no widget views (random model ids that
    no kernel will ever know), nor the cells' run times. A notebook whose text did not change is
    then saved byte for byte the same, and a reader who opens it sees each widget's static HTML
    copy: without the view, JupyterLab shows that copy even in a trusted notebook instead of
    "Error displaying widget: model not found". Running the cell brings the live widget back.
    """
    import nbformat
    from nbclient import NotebookClient

    notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
    client = NotebookClient(
        notebook,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=False,
        record_timing=False,
    )
    client.execute()
    notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)  # run times of an earlier run
        for output in cell.get("outputs", []):
            output.get("data", {}).pop(WIDGET_VIEW, None)
    notebook.metadata["kernelspec"] = {
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
        "name": "python3",
    }
    write(path, dict(notebook))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sync", action="store_true", help="only sync clause cells")
    parser.add_argument("paths", nargs="*", type=pathlib.Path, help="notebooks (default: all)")
    args = parser.parse_args(argv)
    for path in args.paths or notebook_paths():
        notebook = read(path)
        changed = sync(notebook)
        write(path, notebook)
        print(f"{path.name}: {changed} regelcel(len) bijgewerkt")
        if not args.sync:
            execute(path)
            print(f"{path.name}: uitgevoerd")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
