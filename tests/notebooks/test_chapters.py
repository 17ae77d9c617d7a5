"""The notebooks and the clause catalogue say the same thing, and every chapter is complete.

The rule text lives once, in the catalogue; a notebook shows it in clause cells that
``tools/make_notebooks.py`` writes. These tests fail when the two drift apart, when a clause is
missing from its chapter, when a worked example is not shown, or when a notebook was saved
without its outputs.
"""

import json
import re
from typing import Any

import pytest

from rulebook.core import CATALOGUE
from rulebook.quacks.alchemists import examples
from tools.make_notebooks import clause_cells, notebook_paths, read

NOTEBOOKS = {path.name: read(path) for path in notebook_paths()}
CHAPTER = "20-alchemisten-essentiefase.ipynb"


def code_sources(notebook: dict[str, Any]) -> list[str]:
    return ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "code"]


def markdown_sources(notebook: dict[str, Any]) -> list[str]:
    return ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "markdown"]


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_clause_cells_match_the_catalogue(name: str) -> None:
    for clause_id, text in clause_cells(NOTEBOOKS[name]):
        assert text == CATALOGUE[clause_id].markdown(), (
            f"{name}: the cell of {clause_id} differs from the catalogue; run "
            f"'make notebooks' (or python tools/make_notebooks.py --sync)"
        )


def test_every_clause_is_shown_exactly_once() -> None:
    shown = [cid for notebook in NOTEBOOKS.values() for cid, _ in clause_cells(notebook)]
    assert sorted(shown) == sorted(c.id for c in CATALOGUE)


def test_the_essence_chapter_shows_every_alchemists_clause() -> None:
    shown = {cid for cid, _ in clause_cells(NOTEBOOKS[CHAPTER])}
    assert {c.id for c in CATALOGUE.for_game("alchemisten")} <= shown


def test_every_worked_example_is_stepped_through_in_the_chapter() -> None:
    code = "\n".join(code_sources(NOTEBOOKS[CHAPTER]))
    for make in examples.EXAMPLES.values():
        assert f"Stepper(examples.{make.__name__}())" in code
    assert "examples.REFUSALS" in code
    assert "EssenceExplorer()" in code


def test_clauses_appear_after_the_terms_they_need_are_taught() -> None:
    """A term in bold is taught where it first appears; no clause may use it earlier."""
    text_so_far = ""
    for cell in NOTEBOOKS[CHAPTER]["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and not cell["metadata"].get("rulebook"):
            text_so_far += source
        for term in (
            "essentiefiche",
            "alchemistenpiston",
            "patiënt",
            "essentiekaart",
            "narrenkruid",
            "scoresteen",
            "rattensteen",
            "overwinningspunten",
        ):
            if cell["metadata"].get("rulebook") and term in source.lower():
                taught = re.search(rf"\*\*{term}\w*\*\*", text_so_far.lower())
                assert taught, f"'{term}' is used in {source[:50]!r} before it is taught"


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_notebooks_are_saved_with_outputs_and_without_widget_state(name: str) -> None:
    notebook = NOTEBOOKS[name]
    assert "widgets" not in notebook["metadata"]
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            assert cell["execution_count"] is not None
            assert not [o for o in cell["outputs"] if o["output_type"] == "error"]


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_widget_outputs_have_a_static_fallback_for_readers_without_a_kernel(name: str) -> None:
    for cell in NOTEBOOKS[name]["cells"]:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if "application/vnd.jupyter.widget-view+json" in data:
                assert "text/html" in data, f"{name}: a widget output without text/html"
                assert "<svg" in "".join(data["text/html"])


def test_the_start_notebook_links_every_chapter() -> None:
    links = re.findall(
        r"\]\(([^)]+\.ipynb)\)", "\n".join(markdown_sources(NOTEBOOKS["00-start-hier.ipynb"]))
    )
    assert CHAPTER in links
    assert all(link in NOTEBOOKS for link in links)


def test_notebooks_are_valid_json_with_a_python_kernel() -> None:
    for path in notebook_paths():
        notebook = json.loads(path.read_text(encoding="utf-8"))
        assert notebook["metadata"]["kernelspec"]["name"] == "python3"
