"""The chapters of Het Leeft! (30 to 39): every rule of the seed once, in reading order, each
next to something to see or try; the game's words taught before a rule uses them; the unknown
card values said in Dutch; each option shown under both readings; a table to play at.

The checks shared by every chapter (clause cells as the catalogue says, pictures that show
before any cell runs, a quiz at the end, the rule questions with their live examples) live in
``test_chapters.py``, ``test_reader_tools_in_chapters.py`` and ``test_chapter_map.py``.
"""

from __future__ import annotations

import itertools
import re
from enum import Enum
from html import unescape

import pytest

from rulebook.core import CATALOGUE
from rulebook.core.reader.clauses import ClauseKind
from rulebook.its_alive import OPTIONS
from rulebook.its_alive.data import EXAMPLE_VALUES, Kind
from tests.notebooks.test_chapters import (
    chapter_links,
    clause_outputs,
    code_sources,
    heading,
    markdown_sources,
    outputs,
    prose,
    rules_with_nothing_close_by,
    untaught_terms,
)
from tools.make_notebooks import clause_cells, notebook_paths, read

NOTEBOOKS = {path.name: read(path) for path in notebook_paths()}
CHAPTERS = (
    "30-het-leeft-doel-en-voorbereiding.ipynb",
    "31-het-leeft-een-kaart-kiezen.ipynb",
    "32-het-leeft-kopen-verkopen-veilen.ipynb",
    "33-het-leeft-bevolkingsopstand.ipynb",
    "34-het-leeft-het-bord.ipynb",
    "35-het-leeft-einde-en-puntentelling.ipynb",
    "38-het-leeft-regelvragen.ipynb",
    "39-het-leeft-speel-een-partij.ipynb",
)
RULE_CHAPTERS = CHAPTERS[:6]
"""The chapters that teach the rules, in reading order; 38 holds the questions, 39 the table."""
PLAY_CHAPTER = CHAPTERS[-1]

TERMS = (
    "lichaamsde",
    "basisspel",
    "gevorderde spel",
    "doodskist",
    "bevolkingsopstand",
    "opstand",
    "waarde",
    "bord",
    "scherm",
    "munt",
    "bank",
    "trekstapel",
    "kerkhof",
    "midden",
    "ophalen",
    "veil",
    "anatomist",
    "rechterbuur",
    "sussen",
)
"""Words of Het Leeft! that a rule uses and a reader must have met first, in bold (a bold word
counts when it starts with the term: **lichaamsdelen** teaches ``lichaamsde``)."""


def test_the_chapters_of_het_leeft_are_all_there() -> None:
    written = sorted(name for name in NOTEBOOKS if re.match(r"3\d-", name))
    assert written == list(CHAPTERS)


def test_every_rule_of_the_game_is_shown_once_in_its_chapters() -> None:
    shown = [cid for name in CHAPTERS for cid, _ in clause_cells(NOTEBOOKS[name])]
    wanted = [c.id for c in CATALOGUE.for_game("het-leeft")]
    assert len(wanted) == 51
    assert sorted(shown) == sorted(wanted)


@pytest.mark.parametrize("name", CHAPTERS)
def test_a_word_of_the_game_is_taught_before_a_rule_uses_it(name: str) -> None:
    """Chapters are read in order: a word taught in bold in chapter 30 is known in 33."""
    before = "".join(prose(NOTEBOOKS[earlier]) for earlier in CHAPTERS if earlier < name)
    missing = untaught_terms(NOTEBOOKS[name]["cells"], TERMS, before)
    assert not missing, f"{name}: used before taught: {missing}"


@pytest.mark.parametrize("name", RULE_CHAPTERS)
def test_every_rule_has_an_example_a_widget_or_a_picture_close_by(name: str) -> None:
    """Within a few cells after a rule, and in its own section, comes something to see or try."""
    assert rules_with_nothing_close_by(name) == []


def cited_in(names: tuple[str, ...]) -> str:
    return "".join(
        "".join(o["data"].get("text/html", "")) for name in names for o in outputs(NOTEBOOKS[name])
    )


def test_every_rule_of_the_rule_chapters_is_at_work_in_an_example() -> None:
    """Each rule chapters 30 to 35 show is cited (its id in a saved output) by a worked example,
    a widget or a refusal of those chapters: every part of the seed paired with something."""
    shown = {cid for name in RULE_CHAPTERS for cid, _ in clause_cells(NOTEBOOKS[name])}
    cited = cited_in(RULE_CHAPTERS)
    idle = sorted(cid for cid in shown if f"<code>{cid}</code>" not in cited)
    assert not idle, f"rules without a worked example: {idle}"


@pytest.mark.parametrize("name", CHAPTERS)
def test_every_code_cell_is_saved_with_its_output(name: str) -> None:
    for cell in NOTEBOOKS[name]["cells"]:
        if cell["cell_type"] == "code":
            assert cell["outputs"], f"{name}: {''.join(cell['source'])[:60]!r} has no output"


def test_the_chapters_are_read_in_order_and_each_points_to_the_next() -> None:
    first = chapter_links(NOTEBOOKS[CHAPTERS[0]])
    assert [link for link in dict.fromkeys(first) if link in CHAPTERS] == list(CHAPTERS[1:])
    for name, following in itertools.pairwise(RULE_CHAPTERS):
        assert following in chapter_links(NOTEBOOKS[name]), f"{name} does not lead to {following}"
    last = chapter_links(NOTEBOOKS[RULE_CHAPTERS[-1]])
    assert CHAPTERS[-2] in last and PLAY_CHAPTER in last


def flat(name: str) -> str:
    return re.sub(r"\s+", " ", "\n".join(markdown_sources(NOTEBOOKS[name])))


def test_the_first_chapter_says_in_dutch_that_the_card_values_are_unknown() -> None:
    """The seed gives no values: the chapter says so, and shows the example set as such."""
    text = flat(CHAPTERS[0])
    assert "welke getallen er op de 60 kaarten staan, weten we niet." in text
    assert "Ze zijn niet die van een echte doos." in text
    (table,) = [
        html
        for html in (
            "".join(o["data"].get("text/html", "")) for o in outputs(NOTEBOOKS[CHAPTERS[0]])
        )
        if "voorbeeldset, niet uit een echte doos" in html
    ]
    rows = re.findall(r"<tr><td[^>]*>(.*?)</td><td[^>]*>(.*?)</td></tr>", table)
    assert rows == [(kind.dutch, " ".join(map(str, EXAMPLE_VALUES.of(kind)))) for kind in Kind]
    assert "Showcase(examples.own_values())" in "\n".join(code_sources(NOTEBOOKS[CHAPTERS[0]]))


OPTION_CHAPTERS = {
    "het-leeft.keuze.ophalen-gemengd": CHAPTERS[1],
    "het-leeft.keuze.doodskisten": CHAPTERS[5],
    "het-leeft.keuze.stilstand": CHAPTERS[5],
}
"""Where each named option of Het Leeft! is shown, in a section 'Wat de regels niet zeggen'."""


def test_every_named_option_is_shown_in_what_the_rules_do_not_say() -> None:
    assert {option.clause_id for option in OPTIONS} == set(OPTION_CHAPTERS)
    for clause_id, name in OPTION_CHAPTERS.items():
        cells = NOTEBOOKS[name]["cells"]
        index = next(
            i
            for i, c in enumerate(cells)
            if c["metadata"].get("rulebook", {}) == {"clause": clause_id}
        )
        headings = [c for c in cells[:index] if heading(c)]
        assert "".join(headings[-1]["source"]).startswith("## Wat de regels niet zeggen"), clause_id


def test_every_named_option_shows_its_default_and_its_other_reading_with_other_answers() -> None:
    """After the option: one showcase with a tab for the default and one for the other
    setting, named as the setup option is (``ophalen=gemengd``), answering differently."""
    settings = {o.dutch: {c.value for c in o.choices if isinstance(c, Enum)} for o in OPTIONS}
    for clause_id, name in OPTION_CHAPTERS.items():
        assert CATALOGUE[clause_id].kind is ClauseKind.CHOICE
        shown = clause_outputs(name)[clause_id]
        (html,) = [h for text, h in shown if text.startswith("Showcase(") and "<h4>" in h]
        tabs = [unescape(tab) for tab in re.findall(r"<h4>(.*?)</h4>", html)]
        assert len(tabs) == 2 and tabs[0].startswith("standaard") and tabs[1].startswith("keuze")
        for tab in tabs:
            key, value = re.findall(r"\(([\w-]+)=([\w-]+)\)$", tab)[0]
            assert value in settings[key], tab
        answers = re.findall(r"<b>Antwoord:</b> (.*?)</p>", html)
        assert len(answers) == 2 and answers[0] != answers[1], answers
        assert f"<code>{clause_id}</code>" in html


def test_the_play_chapter_seats_the_reader_at_a_table_against_computers() -> None:
    """The reader at a table of three, a practice table that refuses a move naming its rule,
    and a game the computers played to its end, where every board lies open."""
    from tests.widgets.pictures import pictures_in

    tables = [
        "".join(o["data"].get("text/html", ""))
        for o in outputs(NOTEBOOKS[PLAY_CHAPTER])
        if "".join(o["data"].get("text/plain", "")).startswith("GameTable(")
    ]
    assert len(tables) == 3
    reader, practice, computers = tables
    assert "Jij bent aan zet (speler 1)." in reader
    assert "speler 2 (verzamelaar)" in reader and "speler 3 (handelaar)" in reader
    assert "Niet toegestaan:" in practice and "(regel het-leeft.bestemmen" in practice
    assert "Het spel is voorbij" in computers
    boards = [p for p in pictures_in(computers) if "Bord van speler" in p]
    assert len(boards) == 3, "at the end every board is shown"
    for html in tables:
        assert "werkt alleen in een notebook dat draait" in html
    code = "\n".join(code_sources(NOTEBOOKS[PLAY_CHAPTER]))
    assert 'GameTable.of("het-leeft", players=3, seed=5, leermodus=True)' in code


WIDGETS_AT_THEIR_RULES = {
    (CHAPTERS[0], "het-leeft.keuze.waarden"): "CardValuesEntry(",
    (CHAPTERS[2], "het-leeft.veilen.betalen"): "AuctionStepper(",
    (CHAPTERS[3], "het-leeft.opstand.betalen"): "UprisingResolver(",
    (CHAPTERS[5], "het-leeft.score.eerste"): "ScoreCalculator(",
}
"""The rule tools of Het Leeft!, each right after the rule it lets a reader try."""


def test_each_rule_tool_stands_next_to_its_rule() -> None:
    for (name, clause_id), widget in WIDGETS_AT_THEIR_RULES.items():
        shown = [text for text, _ in clause_outputs(name)[clause_id]]
        assert any(text.startswith(widget) for text in shown), (name, clause_id, widget)


def test_every_worked_example_of_the_game_is_shown_in_a_chapter() -> None:
    """The search links each example to where it is shown: every one of Het Leeft! is."""
    from rulebook.core.reader.chapters import chapter_map

    examples = [e for e in chapter_map().examples if e.game == "het-leeft"]
    assert len(examples) == 21
    assert not [e.name for e in examples if e.place is None or e.place.chapter not in CHAPTERS]
