"""The notebooks and the clause catalogue say the same thing, and every chapter is complete.

The rule text lives once, in the catalogue; a notebook shows it in clause cells that
``tools/make_notebooks.py`` writes. These tests fail when the two drift apart, when a clause is
missing from its chapter, when a worked example is not shown, or when a notebook was saved
without its outputs.
"""

import json
import re
from html import unescape
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


WIDGET_REPRS = ("Stepper(", "EssenceExplorer(", "GameTable(", "BookPage(", "Showcase(")
"""How the widgets the chapters show begin their plain-text ``repr``."""


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
        widget = shown.startswith(WIDGET_REPRS)
        if "image/svg+xml" not in data and not widget:
            continue
        html = "".join(data.get("text/html", ""))
        assert "<svg" not in html, f"{name}: inline SVG, stripped in an untrusted notebook"
        svgs = pictures_in(html)
        alts = alt_texts(html)
        assert len(svgs) == len(alts) == html.count("<img"), f"{name}: an image without a picture"
        if shown.startswith("GameTable("):  # the reader's own things and the whole table
            assert len(svgs) >= 1
        elif shown.startswith("BookPage("):  # the seven books on the table
            assert len(svgs) == 7
        elif shown.startswith("Showcase("):  # the card or book page, if it has one
            assert len(svgs) <= 1
            if not svgs:
                continue
        else:
            assert len(svgs) == 1
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


# -- chapters 15 to 17: the ingredient books, the fortune-teller cards, variants and choices ------

BOOKS_CHAPTER = "15-kwakzalvers-ingredientensets.ipynb"
CARDS_CHAPTER = "16-kwakzalvers-waarzeggerijkaarten.ipynb"
CHOICES_CHAPTER = "17-kwakzalvers-varianten-en-keuzes.ipynb"
PARTITION = {
    BOOKS_CHAPTER: r"kwakzalvers\.boek\..+",
    CARDS_CHAPTER: r"kwakzalvers\.(kaart\..+|waarzegster\.(titels|boeken))",
    CHOICES_CHAPTER: r"kwakzalvers\.(keuze|varianten)\..+",
}
"""The clauses each of these chapters shows: all of them, and no other."""


def clause_outputs(name: str) -> dict[str, list[tuple[str, str]]]:
    """For each clause cell of a chapter: (plain text, HTML) of every output of the code cells
    after it, up to the next clause cell: what the reader sees next to the rule."""
    shown: dict[str, list[tuple[str, str]]] = {}
    current: str | None = None
    for cell in NOTEBOOKS[name]["cells"]:
        marker = cell["metadata"].get("rulebook", {})
        if cell["cell_type"] == "markdown" and marker:
            current = marker["clause"]
            shown[current] = []
        elif cell["cell_type"] == "code" and current is not None:
            for output in cell["outputs"]:
                data = output.get("data", {})
                text = "".join(data.get("text/plain", ""))
                shown[current].append((text, "".join(data.get("text/html", ""))))
    return shown


def showcases(outputs_shown: list[tuple[str, str]]) -> list[str]:
    return [html for text, html in outputs_shown if text.startswith("Showcase(")]


def readings(html: str) -> list[str]:
    """The tab names of a showcase's static copy (one per example when it has several)."""
    return [unescape(name) for name in re.findall(r"<h4>(.*?)</h4>", html)]


@pytest.mark.parametrize("name", sorted(PARTITION))
def test_the_chapter_shows_exactly_its_clauses(name: str) -> None:
    wanted = {
        c.id for c in CATALOGUE.for_game("kwakzalvers") if re.fullmatch(PARTITION[name], c.id)
    }
    shown = [cid for cid, _ in clause_cells(NOTEBOOKS[name])]
    assert len(shown) == len(set(shown))
    assert set(shown) == wanted


def test_every_book_has_its_page_and_its_action_at_work_next_to_it() -> None:
    """Orange, black and the twenty books of the four sets: right after the rule, the book's
    page as a picture and a worked example whose steps cite that rule."""
    from rulebook.quacks.books import all_books

    shown = clause_outputs(BOOKS_CHAPTER)
    books = all_books()
    assert len(books) == 22
    for book in books:
        (html,) = showcases(shown[book.clause_id])
        (page,) = pictures_in(html)
        assert 'class="rb-book"' in page
        assert f'data-colour="{book.colour.colour}" data-set="{book.set}"' in page
        assert f"<code>{book.clause_id}</code>" in html.split("<h4>", 1)[-1], book.clause_id


def test_both_sides_of_the_black_book_are_shown() -> None:
    (html,) = showcases(clause_outputs(BOOKS_CHAPTER)["kwakzalvers.boek.zwart"])
    names = readings(html)
    assert [n.split(":")[0] for n in names] == ["2 spelers"] * 2 + ["3 of 4 spelers"] * 2
    assert html.count("<code>kwakzalvers.boek.zwart</code>") >= 4  # every example uses the book


def test_the_sets_can_be_compared_in_a_book_page() -> None:
    code = "\n".join(code_sources(NOTEBOOKS[BOOKS_CHAPTER]))
    assert 'BookPage(set=1, book="rood")' in code


def test_every_card_has_its_picture_and_its_example_next_to_it() -> None:
    from rulebook.quacks.fortune import CARDS

    shown = clause_outputs(CARDS_CHAPTER)
    assert len(CARDS) == 24
    for card in CARDS:
        (html,) = showcases(shown[card.clause_id])
        (picture,) = pictures_in(html)
        assert f'data-card="{card.id}"' in picture
        assert f"<code>{card.clause_id}</code>" in html, card.id
        code = "\n".join(code_sources(NOTEBOOKS[CARDS_CHAPTER]))
        assert f"examples.card_{card.id.lower()}()" in code


def test_the_cards_chapter_helps_to_find_a_card_by_its_english_title() -> None:
    (_text, html), *_ = clause_outputs(CARDS_CHAPTER)["kwakzalvers.waarzegster.titels"][1:]
    assert html.count("<tr>") == 24 + 1
    assert ">Rattenplaag</td>" in html and ">Rat Infestation</td>" in html
    assert ">Infestation</td>" in html  # the North Star title as well


def test_a_card_gives_no_chip_of_a_closed_book_next_to_that_rule() -> None:
    (html,) = showcases(clause_outputs(CARDS_CHAPTER)["kwakzalvers.waarzegster.boeken"])
    assert "<code>kwakzalvers.waarzegster.boeken</code>" in html


SETTING = re.compile(r"\(([\w-]+)=([\w-]+)\)$")
"""A tab that names another choice says its setting: ``keuze 'letterlijk' (zwart-gelijk=...)``."""
WITHOUT_ALTERNATIVE = {
    "kwakzalvers.keuze.volgorde": "de laatste G4 voor de tweede koper",
    "kwakzalvers.keuze.leeg": "stoppen zonder fiche met 'minstens één'",
}
"""Choices whose alternative no example can play; a refusal shows what the default forbids or
the alternative would forbid."""


def test_every_choice_shows_its_default_and_its_alternative_live() -> None:
    """Each choice of this rulebook: right after it, a worked example of the default and one of
    the other reading (or, where that cannot be played, the refusal that sets them apart)."""
    from rulebook.core.clauses import ClauseKind

    choices = [c.id for c in CATALOGUE.for_game("kwakzalvers") if c.kind is ClauseKind.CHOICE]
    assert len(choices) == 14
    shown = {**clause_outputs(CARDS_CHAPTER), **clause_outputs(CHOICES_CHAPTER)}
    for choice in choices:
        (html,) = showcases(shown[choice])
        assert f"<code>{choice}</code>" in html, choice
        if choice in WITHOUT_ALTERNATIVE:
            tables = [h for _text, h in shown[choice] if "<th" in h and "poging" in h]
            assert len(tables) == 1 and f">{WITHOUT_ALTERNATIVE[choice]}</td>" in unescape(
                tables[0]
            )
            continue
        names = readings(html)
        assert names[0].startswith("standaard"), (choice, names)
        assert any(n.startswith("keuze") for n in names), (choice, names)
        assert html.count(f"<code>{choice}</code>") >= len(names)  # each reading cites it


def test_the_settings_named_on_the_tabs_exist_and_differ_from_the_default() -> None:
    from rulebook.quacks.table import Setup

    named = [
        SETTING.search(name)
        for notebook in (CARDS_CHAPTER, CHOICES_CHAPTER)
        for outputs_shown in clause_outputs(notebook).values()
        for html in showcases(outputs_shown)
        for name in readings(html)
    ]
    settings = [match.groups() for match in named if match]
    assert len(settings) >= 9
    for key, value in settings:
        setup = Setup.parse(f"Setup({key}={value})")
        assert setup != Setup(), (key, value)


def test_the_test_tube_shows_its_glasses() -> None:
    shown = clause_outputs(CHOICES_CHAPTER)["kwakzalvers.varianten.reageerbuis"]
    (html,) = showcases(shown)
    (tube,) = pictures_in(html)
    assert tube.count('class="rb-glass"') == 13
    assert 'data-glass="0" data-bonus="niets (hier begint de druppel)" data-here="true"' in tube


BASE_TERMS = (
    "ketel",
    "buidel",
    "fiche",
    "waarde",
    "knalerwt",
    "ontplof",
    "druppel",
    "rattensteen",
    "rattenstaart",
    "puntentelling",
    "puntentellingsveld",
    "overwinningspunt",
    "robijn",
    "voorraad",
    "pompoen",
    "kraaienschedel",
    "vliegenzwam",
    "alruinwortel",
    "geestenadem",
    "doodshoofdvlinder",
    "ingrediëntenboek",
    "set",
    "almanak",
    "waarzeggerijkaart",
    "paarse kaart",
    "blauwe kaart",
    "startspeler",
    "bonusdobbelsteen",
    "fles",
    "scorespoor",
    "scoresteen",
    "zegel",
    "reageerbuis",
    "glas",
)
"""Words of the base game a clause of chapters 15 to 17 may use only after the reader met them
in bold: in these chapters or in an earlier one."""


def prose(notebook: dict[str, Any]) -> str:
    """The chapter's own Markdown, without the clause cells (whose titles are bold too)."""
    return "".join(
        "".join(c["source"])
        for c in notebook["cells"]
        if c["cell_type"] == "markdown" and not c["metadata"].get("rulebook")
    )


@pytest.mark.parametrize("name", sorted(PARTITION))
def test_base_terms_are_taught_before_a_clause_uses_them(name: str) -> None:
    """Chapters in reading order (their file names): what an earlier chapter taught in bold
    counts as taught; a clause of this chapter may use a term only after that."""
    earlier = [n for n in sorted(NOTEBOOKS) if n < name]
    taught = "".join(prose(NOTEBOOKS[n]) for n in earlier)
    for cell in NOTEBOOKS[name]["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and not cell["metadata"].get("rulebook"):
            taught += source
        marker = cell["metadata"].get("rulebook")
        if not marker:
            continue
        rule = CATALOGUE[marker["clause"]]
        said = f"{rule.title} {rule.text}".lower()  # not its source line
        bold = " ".join(re.findall(r"\*\*(.+?)\*\*", taught.lower()))
        for term in BASE_TERMS:
            if re.search(rf"\b{term}", said):
                assert term in bold, f"{name}: '{term}' is used in {rule.id} before it is taught"
