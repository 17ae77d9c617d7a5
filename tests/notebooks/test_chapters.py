"""The notebooks and the clause catalogue say the same thing, and every chapter is complete.

The rule text lives once, in the catalogue; a notebook shows it in clause cells that
``tools/make_notebooks.py`` writes. These tests fail when the two drift apart, when a clause is
missing from its chapter, when a worked example is not shown, or when a notebook was saved
without its outputs.
"""

import json
import re
from typing import Any

import nbformat
import pytest
from nbconvert import HTMLExporter

from rulebook.core import CATALOGUE
from rulebook.quacks.alchemists import examples, flow
from tests.widgets.pictures import alt_texts, pictures_in
from tools.make_notebooks import clause_cells, notebook_paths, read
from widgets import phase_table
from widgets.views import NO_CLAUSE, ClauseRef

NOTEBOOKS = {path.name: read(path) for path in notebook_paths()}
CHAPTER = "20-alchemisten-essentiefase.ipynb"
PLAY_CHAPTER = "19-kwakzalvers-speel-een-partij.ipynb"


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


def test_every_clause_is_shown_once_at_most_and_every_expansion_clause_is_shown() -> None:
    """No clause twice. The base game's own chapters are still to come (they will show every
    kwakzalvers clause); every clause of De Alchemisten is in its chapter already."""
    shown = [cid for notebook in NOTEBOOKS.values() for cid, _ in clause_cells(notebook)]
    assert len(shown) == len(set(shown))
    assert set(shown) <= {c.id for c in CATALOGUE}
    assert {c.id for c in CATALOGUE.for_game("alchemisten")} <= set(shown)


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
            "rattenstaart",
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


def outputs(notebook: dict[str, Any]) -> list[dict[str, Any]]:
    return [o for c in notebook["cells"] for o in c.get("outputs", []) if "data" in o]


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_every_picture_shows_before_any_cell_runs(name: str) -> None:
    """An untrusted notebook (a fresh clone, Binder) gets no inline SVG and no widget from
    JupyterLab: every output with a picture or of a widget must carry HTML that shows the
    picture as an image with a Dutch alt text."""
    pictured = 0
    for output in outputs(NOTEBOOKS[name]):
        data = output["data"]
        shown = "".join(data.get("text/plain", ""))
        widget = shown.startswith(("Stepper(", "EssenceExplorer(", "GameTable("))
        if "image/svg+xml" not in data and not widget:
            continue
        html = "".join(data.get("text/html", ""))
        assert "<svg" not in html, f"{name}: inline SVG, stripped in an untrusted notebook"
        svgs = pictures_in(html)
        alts = alt_texts(html)
        # a game table shows the reader's own things and the whole table; the others one picture
        assert len(svgs) == len(alts) >= 1 if shown.startswith("GameTable(") else len(svgs) == 1
        for svg, alt in zip(svgs, alts, strict=True):
            assert svg.startswith("<svg") and "<desc>" in svg
            assert alt and " " in alt  # a Dutch sentence, not a file name
        pictured += 1
    assert pictured, f"{name}: no picture at all"


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_saved_outputs_hold_no_widget_views(name: str) -> None:
    """A saved widget view names a model no kernel will know: JupyterLab would show "Error
    displaying widget" in a trusted notebook instead of the static copy, and every run would
    change the file. ``make notebooks`` leaves the views out."""
    for output in outputs(NOTEBOOKS[name]):
        assert "application/vnd.jupyter.widget-view+json" not in output["data"]


def test_the_explorer_says_it_needs_a_running_notebook() -> None:
    htmls = [
        "".join(o["data"].get("text/html", ""))
        for o in outputs(NOTEBOOKS[CHAPTER])
        if "EssenceExplorer(" in "".join(o["data"].get("text/plain", ""))
    ]
    assert len(htmls) == 1
    assert "werkt alleen in een notebook dat draait" in htmls[0]
    explorer_text = next(
        source for source in markdown_sources(NOTEBOOKS[CHAPTER]) if "## Probeer het zelf" in source
    )
    assert "alleen als het notebook draait" in explorer_text


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_chapters_do_not_use_pandas(name: str) -> None:
    """The chapters must also run in JupyterLite, where pandas is missing."""
    for source in code_sources(NOTEBOOKS[name]):
        assert not re.search(r"\b(import pandas|from pandas|pd\.)", source), source


def test_the_essence_phase_table_names_a_clause_in_every_row() -> None:
    table = phase_table(flow.table(flow.ESSENCE_PHASE))
    assert len(table.rows) == len(flow.ESSENCE_PHASE.steps)
    for row in table.rows:
        assert isinstance(row[-1], ClauseRef), row
        assert CATALOGUE[row[-1].clause_id].title == row[-1].title
    html = table._repr_html_()
    assert html.count("text-align: left") == 3 * (len(table.rows) + 1)
    assert "…" not in html and "..." not in html  # nothing cut off


def test_the_round_table_names_who_acts_and_a_clause_in_every_row() -> None:
    """The round as the engine runs it: every phase with who acts, what ends it and its clause;
    the essence phase right after brewing."""
    table = phase_table(flow.table(flow.ROUND))
    assert table.columns == ("fase", "wie", "wat gebeurt er", "klaar als", "regel")
    assert not [row for row in table.rows if row[-1] == NO_CLAUSE]
    names = [row[0] for row in table.rows]
    assert (
        names.index("Essentiefase (De Alchemisten)")
        == names.index("3. Het bereiden van de drank") + 2
    )


def test_the_refusals_are_a_table_with_their_clauses() -> None:
    code = "\n".join(code_sources(NOTEBOOKS[CHAPTER]))
    assert "refusal_table(examples.REFUSALS)" in code
    assert "print(" not in code
    (output,) = [
        o
        for o in outputs(NOTEBOOKS[CHAPTER])
        if "poging" in "".join(o["data"].get("text/html", ""))
    ]
    html = "".join(output["data"]["text/html"])
    assert html.count("<tr>") == len(examples.REFUSALS) + 1  # a header and one row each
    for attempt in examples.REFUSALS:
        assert f">{attempt}</td>" in html


def test_the_exported_html_shows_the_pictures() -> None:
    """What nbconvert makes (and GitHub/nbviewer show in the same way): images, no widgets."""
    notebook = nbformat.from_dict(NOTEBOOKS[CHAPTER])  # type: ignore[no-untyped-call]
    exporter = HTMLExporter()  # type: ignore[no-untyped-call]
    body, _resources = exporter.from_notebook_node(notebook)
    pictures = pictures_in(body)
    assert len(pictures) >= 15
    assert any('data-field="5"' in svg for svg in pictures)
    assert any('class="rb-essence-card"' in svg for svg in pictures)  # tubes and glasses
    assert "werkt alleen in een notebook dat draait" in body


def test_the_start_notebook_links_every_chapter() -> None:
    links = re.findall(
        r"\]\(([^)]+\.ipynb)\)", "\n".join(markdown_sources(NOTEBOOKS["00-start-hier.ipynb"]))
    )
    assert CHAPTER in links and PLAY_CHAPTER in links
    assert links == sorted(links)  # in reading order
    assert all(link in NOTEBOOKS for link in links)


def test_notebooks_are_valid_json_with_a_python_kernel() -> None:
    for path in notebook_paths():
        notebook = json.loads(path.read_text(encoding="utf-8"))
        assert notebook["metadata"]["kernelspec"]["name"] == "python3"


# -- chapter 19: a whole game against the computer ----------------------------------------------


def table_outputs(name: str) -> list[str]:
    """The static HTML of every game table a chapter shows, in order."""
    return [
        "".join(o["data"].get("text/html", ""))
        for o in outputs(NOTEBOOKS[name])
        if "".join(o["data"].get("text/plain", "")).startswith("GameTable(")
    ]


def test_the_play_chapter_seats_the_reader_at_a_table_and_shows_a_refusal() -> None:
    tables = table_outputs(PLAY_CHAPTER)
    assert len(tables) == 3
    reader, practice, computers = tables
    assert "Jij bent aan zet (speler 1)." in reader
    assert "speler 4 (rekenaar)" in reader
    assert len(pictures_in(reader)) == 2  # the reader's own things, then the whole table
    assert "Niet toegestaan:" in practice
    assert "niet uit nummer 4. (regel kwakzalvers.waarzegster" in practice
    assert "Alleen computerspelers aan tafel" in computers
    assert len(pictures_in(computers)) == 1
    for html in tables:
        assert "werkt alleen in een notebook dat draait" in html
    code = "\n".join(code_sources(NOTEBOOKS[PLAY_CHAPTER]))
    assert "GameTable.kwakzalvers(players=4, set=1, seed=5)" in code


def test_the_play_chapter_tells_how_each_style_decides_its_example() -> None:
    """The chapter's example: W3 W2 O1 in the cauldron, W1x3 W3 O1 G1 in the bag (set 1: every
    chip goes as far as its value). Cautious draws (1 in 6 is not above 1 in 5), greedy stops
    (its whites are at 5), the calculator draws."""
    from fractions import Fraction

    from rulebook.quacks.strategies import Style, explosion_risk, keeps_drawing

    whites = [(1, 3), (3, 1)]
    assert explosion_risk(2, whites, 6) == Fraction(1, 6)
    moves = [(1, 3, False), (3, 1, True), (1, 1, False), (1, 1, False)]
    decisions = {
        style: keeps_drawing(style, room=2, whites=whites, moves=moves, bag_size=6, last_field=6)
        for style in Style
    }
    assert decisions == {Style.CAUTIOUS: True, Style.GREEDY: False, Style.CALCULATOR: True}
    text = "\n".join(markdown_sources(NOTEBOOKS[PLAY_CHAPTER]))
    assert "de voorzichtige speler trekt dus nog een" in text
    assert "De gulzige stopt juist" in text
    assert "De rekenaar trekt" in text
