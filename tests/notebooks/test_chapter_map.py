"""The map of where things are shown (``rulebook/chapters.json``) is up to date, and the chapters of
rule questions show every question of their game, each with its live example, and end with a
quiz."""

from __future__ import annotations

import json
import re

import pytest

from rulebook.core.reader.chapters import (
    FILE,
    Chapter,
    ChapterMap,
    anchor,
    chapter_map,
    parts_table,
    reading_order,
)
from rulebook.core.reader.questions import Firmness
from rulebook.games import BOOK_PARTS, BY_ID, QUESTIONS
from tools.make_notebooks import (
    CHAPTER_MAP,
    CONTENTS,
    chapter_map_data,
    contents_text,
    headings,
    question_cells,
    read,
)
from tools.make_notebooks import notebook_paths as paths

NOTEBOOKS = {path.name: read(path) for path in paths()}
QUESTION_CHAPTERS = {
    "kwakzalvers": "18-kwakzalvers-regelvragen.ipynb",
    "alchemisten": "29-alchemisten-regelvragen.ipynb",
    "het-leeft": "38-het-leeft-regelvragen.ipynb",
    "castle-combo": "48-castle-combo-regelvragen.ipynb",
    "uit-de-kerker": "48-castle-combo-regelvragen.ipynb",
}
"""The chapter of rule questions of each game (Castle Combo shares one with its expansion)."""


def test_the_shipped_map_is_up_to_date() -> None:
    """Fails after a chapter, a clause cell, a question or a worked example changed without
    ``make notebooks`` (or ``python tools/make_notebooks.py --sync``)."""
    shipped = json.loads(CHAPTER_MAP.read_text(encoding="utf-8"))
    assert shipped == chapter_map_data(), "run 'make notebooks' to write rulebook/chapters.json"
    assert CHAPTER_MAP.name == FILE
    assert ChapterMap.from_json(shipped) == chapter_map()


def test_the_map_lists_every_chapter_with_its_title() -> None:
    chapters = chapter_map().chapters
    assert [c.file for c in chapters] == sorted(NOTEBOOKS)
    for chapter in chapters:
        first = headings(NOTEBOOKS[chapter.file]["cells"][0])
        assert first and first[0] == (1, chapter.title)


def test_every_place_is_under_a_heading_of_its_chapter() -> None:
    for item, place in chapter_map().places.items():
        anchors = {
            anchor(text) for cell in NOTEBOOKS[place.chapter]["cells"] for _, text in headings(cell)
        }
        assert place.anchor in anchors, (item, place)


def test_a_worked_example_is_placed_where_its_function_is_called() -> None:
    shown = {e.name: e for e in chapter_map().examples if e.game == "alchemisten"}
    seed = shown["voorbeeld uit de regels"]
    assert seed.place is not None
    assert seed.place.chapter == "20-alchemisten-essentiefase.ipynb"
    assert seed.place.anchor == "Het-voorbeeld-uit-de-regels"
    assert seed.clause_ids[0] == "alchemisten.essentie.moment"


@pytest.mark.parametrize("game", sorted(QUESTION_CHAPTERS))
def test_the_question_chapter_shows_every_question_of_its_game(game: str) -> None:
    """A new question of a game fails here until its chapter shows it: add a Markdown cell with
    ``{"rulebook": {"question": "<id>"}}`` in its metadata (``make notebooks`` writes its text)
    and, for an answered question, a code cell ``live_example("<id>")`` right after it."""
    name = QUESTION_CHAPTERS[game]
    cells = NOTEBOOKS[name]["cells"]
    shown = [qid for qid, _ in question_cells(NOTEBOOKS[name]) if qid.startswith(f"{game}.")]
    assert sorted(shown) == sorted(q.id for q in BY_ID[game].questions)
    for index, cell in enumerate(cells):
        question_id = cell["metadata"].get("rulebook", {}).get("question")
        if question_id is None:
            continue
        assert "".join(cell["source"]) == QUESTIONS[question_id].markdown()
        following = "".join(cells[index + 1]["source"]) if index + 1 < len(cells) else ""
        if QUESTIONS[question_id].firmness is Firmness.NONE:
            assert "live_example" not in following
        else:
            assert following == f'live_example("{question_id}")', question_id


def test_no_question_is_shown_twice() -> None:
    shown = [qid for notebook in NOTEBOOKS.values() for qid, _ in question_cells(notebook)]
    assert len(shown) == len(set(shown))
    assert set(shown) <= set(QUESTIONS)


@pytest.mark.parametrize("name", sorted(set(QUESTION_CHAPTERS.values())))
def test_the_question_chapter_ends_with_its_quiz(name: str) -> None:
    code = ["".join(c["source"]) for c in NOTEBOOKS[name]["cells"] if c["cell_type"] == "code"]
    stem = name.removesuffix(".ipynb")
    assert re.fullmatch(rf'Quiz\.for_chapter\("{stem}", seed=\d+\)', code[-1]), code[-1]
    outputs = NOTEBOOKS[name]["cells"][-1]["outputs"]
    html = "".join(outputs[0]["data"]["text/html"])
    assert "De quiz werkt alleen in een notebook dat draait" in html
    assert "<details><summary>Het antwoord</summary>" in html


START = "00-start-hier.ipynb"


def test_the_start_page_lists_the_games_and_chapters_that_exist() -> None:
    """The start page's table of games and its list of chapters are written from the chapters
    that exist (``make notebooks``), so a new chapter shows up and none goes stale."""
    cells = NOTEBOOKS[START]["cells"]
    shown = {
        kind: "".join(c["source"])
        for c in cells
        if (kind := c.get("metadata", {}).get("rulebook", {}).get("contents")) is not None
    }
    assert set(shown) == set(CONTENTS)
    for kind, text in shown.items():
        assert text == contents_text(kind), f"the start page's {kind} are stale: make notebooks"
    table = shown["games"]
    assert "| De Alchemisten (de uitbreiding) | 4 hoofdstukken (20, 21, 22 en 29): " in table
    het_leeft = (
        "| Het Leeft! (een ander spel) | 8 hoofdstukken (30, 31, 32, 33, 34, 35, 38 en 39): "
    )
    assert het_leeft in table
    for chapter in chapter_map().chapters:
        if chapter.file != START:
            assert f"[{chapter.short_title[:1].upper()}" in shown["chapters"]
            assert f"]({chapter.file}): {chapter.summary}" in shown["chapters"]


def test_every_chapter_has_a_summary_and_a_game() -> None:
    for chapter in chapter_map().chapters:
        if chapter.file == START:
            continue
        assert len(chapter.summary) > 40, chapter.file
        assert [p for p in BOOK_PARTS if chapter in p.chapters([chapter])], chapter.file


def test_a_new_game_is_listed_when_its_first_chapter_exists() -> None:
    """The book as it was before Het Leeft! had chapters (10 to 29), and its first chapter."""
    chapters = [
        *(c for c in chapter_map().chapters if c.number is None or c.number < 30),
        Chapter("30-het-leeft-doel.ipynb", "Het Leeft! — doel", summary="waar het om draait."),
    ]
    table = parts_table(BOOK_PARTS, chapters)
    assert "| Het Leeft! (een ander spel) | 1 hoofdstuk (30): *doel* |" in table
    assert "| Castle Combo met Uit de Kerker! | nog niet geschreven |" in table
    listed = reading_order(BOOK_PARTS, chapters)
    assert "**Het Leeft!**, een ander spel:\n\n15. [Doel](30-het-leeft-doel.ipynb): waar" in listed
    assert "**Castle Combo met Uit de Kerker!**" not in listed


def test_the_start_page_lists_every_game_with_its_chapters() -> None:
    """The book as it is: every part with as many chapters as exist for it."""
    chapters = chapter_map().chapters
    table = parts_table(BOOK_PARTS, chapters)
    castle = "| Castle Combo met Uit de Kerker! (een ander spel met zijn uitbreiding) | "
    assert f"{castle}{len([c for c in chapters if c.file[:1] == '4'])} hoofd" in table
    het_leeft = "| Het Leeft! (een ander spel) | "
    assert f"{het_leeft}{len([c for c in chapters if c.file[:1] == '3'])} hoofd" in table
    listed = reading_order(BOOK_PARTS, chapters)
    assert "**Castle Combo met Uit de Kerker!**, een ander spel met zijn uitbreiding:" in listed
