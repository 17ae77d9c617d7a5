"""Keep the notebooks in step with the clause catalogue; execute them so their outputs are saved.

The notebooks are the source of the chapters' prose and code. The rule text itself lives once, in
the clause catalogue of ``rulebook``: a Markdown cell whose metadata says
``{"rulebook": {"clause": "<id>"}}`` shows that clause, and this script rewrites its text from the
catalogue. A cell with ``{"rulebook": {"question": "<id>"}}`` shows a rule question
(``core.reader.questions``) and is rewritten from the game's questions the same way. The start
page's table of games and list of chapters are cells marked ``{"rulebook": {"contents":
"games"}}`` and ``"chapters"``, written from the chapters that exist (each notebook's title and
its metadata ``rulebook.summary``) and the parts of the book (``rulebook.games.BOOK_PARTS``).
``tests/notebooks/test_chapters.py`` fails when a notebook and the catalogue drift.

It also writes ``rulebook/chapters.json``: which chapter (and which heading in it) shows each
clause, question and worked example, so the search can link to it without reading the
notebooks (``core.reader.chapters``); ``tests/notebooks/test_chapter_map.py`` fails when the
map is stale.

Usage (``make notebooks`` runs the first form)::

    python tools/make_notebooks.py            # sync cells and the map, then execute every notebook
    python tools/make_notebooks.py --sync     # only sync cells and the map (no kernel needed)
    python tools/make_notebooks.py notebooks/21-alchemisten-patienten.ipynb   # sync all, run one
"""

from __future__ import annotations

import argparse
import json
import pathlib
import re
import sys
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
CHAPTER_MAP = ROOT / "rulebook" / "chapters.json"

Notebook = dict[str, Any]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def notebook_paths() -> list[pathlib.Path]:
    return sorted(NOTEBOOKS.glob("*.ipynb"))


def read(path: pathlib.Path) -> Notebook:
    return dict(json.loads(path.read_text(encoding="utf-8")))


def write(path: pathlib.Path, notebook: Notebook) -> None:
    text = json.dumps(notebook, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    path.write_text(text, encoding="utf-8")


def marked_id(cell: dict[str, Any], kind: str) -> str | None:
    """The clause (``kind="clause"``) or question (``"question"``) a Markdown cell shows, or
    ``None`` for ordinary prose and code cells."""
    if cell.get("cell_type") != "markdown":
        return None
    marker = cell.get("metadata", {}).get("rulebook", {})
    return marker.get(kind) if isinstance(marker, dict) else None


def clause_id_of(cell: dict[str, Any]) -> str | None:
    """The clause a Markdown cell shows, or ``None`` for ordinary prose and code cells."""
    return marked_id(cell, "clause")


def question_id_of(cell: dict[str, Any]) -> str | None:
    """The rule question a Markdown cell shows, or ``None``."""
    return marked_id(cell, "question")


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


def question_cells(notebook: Notebook) -> list[tuple[str, str]]:
    """(question id, cell text) for every question cell, in notebook order."""
    return [
        (question_id, source_text(cell))
        for cell in notebook.get("cells", [])
        if (question_id := question_id_of(cell)) is not None
    ]


def wanted_text(cell: dict[str, Any]) -> str | None:
    """What a clause, question or contents cell must say, from the catalogue, the game's
    questions, or the chapters that exist."""
    from rulebook.core.reader.clauses import clause
    from rulebook.games import QUESTIONS

    clause_id = clause_id_of(cell)
    if clause_id is not None:
        return clause(clause_id).markdown()
    question_id = question_id_of(cell)
    if question_id is not None:
        return QUESTIONS[question_id].markdown()
    contents = marked_id(cell, "contents")
    if contents is not None:
        return contents_text(contents)
    return None


CONTENTS = ("games", "chapters")
"""The start page's generated cells: ``{"rulebook": {"contents": "games"}}`` holds the table of
games, ``"chapters"`` the list of chapters in reading order."""


def contents_text(kind: str, paths: list[pathlib.Path] | None = None) -> str:
    """A contents cell of the start page, from the chapters that exist (the notebooks), so it
    cannot go stale when a chapter is added."""
    from rulebook.core.reader.chapters import Chapter, parts_table, reading_order
    from rulebook.games import BOOK_PARTS

    chapters = []
    for path in paths or notebook_paths():
        entry, _, _ = chapter_entry(path.name, read(path))
        chapters.append(Chapter(entry["file"], entry["title"], summary=entry["summary"]))
    if kind == "games":
        return parts_table(BOOK_PARTS, chapters)
    if kind == "chapters":
        return reading_order(BOOK_PARTS, chapters)
    raise ValueError(f"no contents cell {kind!r}; known: {', '.join(CONTENTS)}")


def summary_of(notebook: Notebook) -> str:
    """The sentence the start page says about a chapter: its metadata ``rulebook.summary``."""
    marker = notebook.get("metadata", {}).get("rulebook", {})
    return str(marker.get("summary", "")) if isinstance(marker, dict) else ""


def sync(notebook: Notebook) -> int:
    """Rewrite every clause and question cell from its source; returns how many changed."""
    changed = 0
    for cell in notebook.get("cells", []):
        wanted = wanted_text(cell)
        if wanted is not None and source_text(cell) != wanted:
            cell["source"] = wanted
            changed += 1
    return changed


# -- the chapter map -------------------------------------------------------------------------------

HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$", re.M)
LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")


def heading_text(markdown: str) -> str:
    """A Markdown heading as the reader sees it: links as their text, no emphasis or code marks
    (JupyterLab's anchor is made from this text)."""
    text = LINK.sub(r"\1", markdown)
    return re.sub(r"[*_`]", "", text).strip()


def headings(cell: dict[str, Any]) -> list[tuple[int, str]]:
    """(level, text) of every heading in a Markdown cell."""
    if cell.get("cell_type") != "markdown":
        return []
    return [(len(m[1]), heading_text(m[2])) for m in HEADING.finditer(source_text(cell))]


def chapter_entry(
    name: str, notebook: Notebook
) -> tuple[dict[str, Any], dict[str, Any], list[tuple[str, str]]]:
    """One chapter of the map: its title and what it shows, where (each thing under the last
    heading above it), and the code cells with that heading (to find worked examples)."""
    from rulebook.core.reader.chapters import anchor

    title = name
    current = ""
    places: dict[str, Any] = {}
    clauses: list[str] = []
    questions: list[str] = []
    code: list[tuple[str, str]] = []
    for cell in notebook.get("cells", []):
        for level, text in headings(cell):
            if level == 1 and title == name:
                title = text
            current = anchor(text)
        for kind, found in (("clause", clauses), ("question", questions)):
            item = marked_id(cell, kind)
            if item is not None:
                found.append(item)
                places.setdefault(item, {"chapter": name, "anchor": current})
        if cell.get("cell_type") == "code":
            code.append((source_text(cell), current))
    entry = {
        "file": name,
        "title": title,
        "clauses": clauses,
        "questions": questions,
        "summary": summary_of(notebook),
    }
    return entry, places, code


def chapter_map_data(paths: list[pathlib.Path] | None = None) -> dict[str, Any]:
    """The map ``rulebook/chapters.json`` holds, built from the notebooks and the registry."""
    from rulebook.games import LISTED

    chapters: list[dict[str, Any]] = []
    places: dict[str, Any] = {}
    code: list[tuple[str, str, str]] = []
    for path in paths or notebook_paths():
        entry, found, cells = chapter_entry(path.name, read(path))
        chapters.append(entry)
        for key, value in found.items():
            places.setdefault(key, value)
        code += [(path.name, text, where) for text, where in cells]
    examples = []
    for description in LISTED:
        for example_set in description.examples:
            for name, make in example_set.examples.items():
                ruling = make()
                shown = _shown_in(getattr(make, "__name__", ""), code)
                examples.append(
                    {
                        "game": description.id,
                        "name": name,
                        "question": ruling.question,
                        "clauses": ruling.clause_ids(),
                        "chapter": shown[0] if shown else None,
                        "anchor": shown[1] if shown else None,
                    }
                )
    return {
        "about": "Made by tools/make_notebooks.py (make notebooks) from notebooks/*.ipynb; do not "
        "edit. Where each clause, question and worked example is shown: "
        "rulebook.core.reader.chapters.",
        "chapters": chapters,
        "places": dict(sorted(places.items())),
        "examples": examples,
    }


def _shown_in(function: str, code: list[tuple[str, str, str]]) -> tuple[str, str] | None:
    """The chapter and anchor of the first code cell that calls ``function(``."""
    if not function.isidentifier() or function in ("make", "<lambda>"):
        return None
    call = re.compile(rf"\b{re.escape(function)}\(")
    for chapter, text, where in code:
        if call.search(text):
            return chapter, where
    return None


def write_chapter_map(paths: list[pathlib.Path] | None = None) -> bool:
    """Write ``rulebook/chapters.json``; returns whether it changed."""
    text = json.dumps(chapter_map_data(paths), ensure_ascii=False, indent=1) + "\n"
    old = CHAPTER_MAP.read_text(encoding="utf-8") if CHAPTER_MAP.exists() else ""
    if text != old:
        CHAPTER_MAP.write_text(text, encoding="utf-8")
    return text != old


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
    parser.add_argument("--sync", action="store_true", help="only sync clause cells and the map")
    parser.add_argument("paths", nargs="*", type=pathlib.Path, help="notebooks (default: all)")
    args = parser.parse_args(argv)
    paths = args.paths or notebook_paths()
    for path in paths:
        notebook = read(path)
        changed = sync(notebook)
        write(path, notebook)
        print(f"{path.name}: {changed} regel- of vraagcel(len) bijgewerkt")
    # The map is made from every chapter, whichever notebooks were named, and before any runs:
    # a chapter's quiz finds its questions through it.
    changed_map = write_chapter_map()
    print(f"{CHAPTER_MAP.name}: {'bijgewerkt' if changed_map else 'ongewijzigd'}")
    if not args.sync:
        for path in paths:
            execute(path)
            print(f"{path.name}: uitgevoerd")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
