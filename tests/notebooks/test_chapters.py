"""The notebooks and the clause catalogue say the same thing, and every chapter is complete.

The rule text lives once, in the catalogue; a notebook shows it in clause cells that
``tools/make_notebooks.py`` writes. These tests fail when the two drift apart, when a clause is
missing from its chapter, when a worked example is not shown, or when a notebook was saved
without its outputs.
"""

import itertools
import json
import re
from html import unescape
from typing import Any

import nbformat
import pytest
from nbconvert import HTMLExporter

from rulebook.core import CATALOGUE
from rulebook.games import GAMES
from rulebook.quacks.alchemists import flow
from rulebook.quacks.alchemists.essence import examples
from tests.widgets.pictures import alt_texts, pictures_in
from tools.make_notebooks import clause_cells, notebook_paths, read
from widgets import phase_table
from widgets.views import NO_CLAUSE, ClauseRef

NOTEBOOKS = {path.name: read(path) for path in notebook_paths()}
START = "00-start-hier.ipynb"
CHAPTER = "20-alchemisten-essentiefase.ipynb"
PLAY_CHAPTER = "19-kwakzalvers-speel-een-partij.ipynb"
BASE_CHAPTERS = sorted(name for name in NOTEBOOKS if re.match(r"1\d-kwakzalvers-", name))
"""The chapters of the base game, in reading order (10 to 19)."""
RULE_CHAPTERS = (
    "10-kwakzalvers-doel-en-voorbereiding.ipynb",
    "11-kwakzalvers-de-ronde.ipynb",
    "12-kwakzalvers-brouwen.ipynb",
    "13-kwakzalvers-puntentelling.ipynb",
    "14-kwakzalvers-bijzondere-ronden-en-einde.ipynb",
)
LATER_CHAPTERS = (
    "15-kwakzalvers-ingredientensets.ipynb",
    "16-kwakzalvers-waarzeggerijkaarten.ipynb",
    "17-kwakzalvers-varianten-en-keuzes.ipynb",
)
"""The base game's reference chapters: the books, the cards, the variants and choices."""


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


WITHOUT_CHAPTERS: set[str] = set()
"""Games whose rules are written as clauses but whose chapters (30-49) are not written yet:
named here so a missing chapter cannot hide, and removed from here when a chapter exists."""


def test_every_clause_is_shown_exactly_once() -> None:
    """Every clause of the catalogue is in exactly one chapter (but the games named in
    ``WITHOUT_CHAPTERS``, which have none yet)."""
    shown = [cid for notebook in NOTEBOOKS.values() for cid, _ in clause_cells(notebook)]
    assert len(shown) == len(set(shown)), sorted(c for c in shown if shown.count(c) > 1)
    assert set(shown) <= {c.id for c in CATALOGUE}
    written = set(GAMES) - WITHOUT_CHAPTERS  # a toy game has no chapter either
    wanted = {c.id for c in CATALOGUE if c.game in written}
    assert not wanted - set(shown), sorted(wanted - set(shown))
    assert not any(cid.split(".")[0] in WITHOUT_CHAPTERS for cid in shown), "update the list"


CHAPTER_GAMES = {
    **{f"1{n}": "kwakzalvers" for n in range(10)},
    **{f"2{n}": "alchemisten" for n in range(10)},
    **{f"3{n}": "het-leeft" for n in range(10)},
    "40": "castle-combo",
    **{f"4{n}": "uit-de-kerker" for n in range(1, 8)},
    "48": "castle-combo",
}
"""Whose clauses a chapter shows, by its number: Het Leeft! in 30 to 39; Castle Combo's base
game in chapter 40, Uit de Kerker! in 41 to 47; 48, the rule questions, shows only how this
book writes a square down (``castle-combo.notatie``, no rule of play: it left chapter 40), and
49, the game table, shows no clause."""


def test_the_castle_combo_rule_questions_show_only_the_notation() -> None:
    """Chapter 40 teaches the rules of play; the notation of a square is no rule of play and
    stands with the rule questions (issue 24: '3x3: ... /' in a rules chapter)."""
    shown = {
        name[:2]: [cid for cid, _ in clause_cells(notebook)] for name, notebook in NOTEBOOKS.items()
    }
    assert shown["48"] == ["castle-combo.notatie"]
    assert "castle-combo.notatie" not in shown["40"]


def test_the_base_game_clauses_are_in_the_base_chapters() -> None:
    """A clause of the base game is shown in a base chapter, one of De Alchemisten in its own
    chapter: the alchemists chapter recaps the base game by linking to it."""
    for name, notebook in NOTEBOOKS.items():
        for cid, _ in clause_cells(notebook):
            assert cid.startswith(f"{CHAPTER_GAMES[name[:2]]}."), f"{name} shows {cid}"
    for name in RULE_CHAPTERS:
        assert clause_cells(NOTEBOOKS[name]), f"{name} shows no rule"


LOCOWEED_AND_CARDS = "22-alchemisten-narrenkruid-en-kaarten.ipynb"
LOCOWEED_AND_CARDS_CLAUSES = (
    r"alchemisten\.(kaart\..+|kaarten\..+|narrenkruid\.(prijs|boek1[026].*))"
)
"""The clauses chapter 22 shows: the locoweed books 10, 12 and 16, the prices, the new cards."""


def test_the_essence_chapter_shows_every_alchemists_clause() -> None:
    """Every clause of De Alchemisten but the patients' own (chapter 21) and those of the
    locoweed books and the cards (chapter 22)."""
    shown = {cid for cid, _ in clause_cells(NOTEBOOKS[CHAPTER])}
    essence = {
        c.id
        for c in CATALOGUE.for_game("alchemisten")
        if not re.fullmatch(LOCOWEED_AND_CARDS_CLAUSES, c.id)
    } - PATIENT_CLAUSES
    assert essence <= shown


PATIENTS_CHAPTER = "21-alchemisten-patienten.ipynb"
PATIENT_CLAUSES = {c.id for c in CATALOGUE if c.id.startswith("alchemisten.patient.")}


def test_the_patients_chapter_shows_every_patient_clause_and_example() -> None:
    from rulebook.quacks.alchemists.patients import examples as patient_examples

    shown = [cid for cid, _ in clause_cells(NOTEBOOKS[PATIENTS_CHAPTER])]
    assert set(shown) == PATIENT_CLAUSES
    code = "\n".join(code_sources(NOTEBOOKS[PATIENTS_CHAPTER]))
    for make in patient_examples.EXAMPLES.values():
        assert f"patient_examples.{make.__name__}()" in code, make.__name__
    assert "refusal_table(patient_examples.REFUSALS)" in code
    for name in ("NERVOUSNESS", "EAR_WORM", "CARROT_NOSE", "WING_EARS", "CHICKEN_EYES"):
        assert f"PatientCardPicture(Patient.{name})" in code
    for name in ("WITCHS_HUMP", "FORGETFULNESS", "VAMPIRISM"):
        assert f"PatientCardPicture(Patient.{name})" in code


PATIENT_TERMS = (
    "essentiefiche",
    "alchemistenpiston",
    "patiënt",
    "essentiekaart",
    "narrenkruid",
    "rattenstaart",
    "overwinningspunten",
    "bereidingsfase",
    "robijnveld",
    "knalerwt",
    "pompoen",
    "kraaienschedel",
    "vliegenzwam",
    "alruinwortel",
    "geestenadem",
    "doodshoofdvlinder",
    "bonusdobbelsteen",
)


def test_the_patients_chapter_uses_no_term_before_it_is_taught() -> None:
    """Chapter 21 is read after the base game and chapter 20; its own words come in bold."""
    before = "".join(prose(NOTEBOOKS[n]) for n in sorted(NOTEBOOKS) if n < PATIENTS_CHAPTER)
    cells = NOTEBOOKS[PATIENTS_CHAPTER]["cells"]
    assert not untaught_terms(cells, PATIENT_TERMS, before)
    own = [
        t
        for t in ("bereidingsfase", "robijnveld")
        if f"**{t}**" not in prose(NOTEBOOKS[PATIENTS_CHAPTER])
    ]
    assert not own, f"chapter 21 must teach {own} in bold"


LOCOWEED_AND_CARDS_TERMS = (
    "narrenkruid",
    "narrenkruidboek",
    "reikwijdte",
    "waarzeggerijkaart",
    "paarse kaart",
    "blauwe kaart",
    "ketel",
    "knalerwt",
    "essentiefiche",
    "essentiefase",
    "rattenstaart",
    "rattensteen",
    "bonusdobbelsteen",
    "druppel",
    "robijn",
    "fles",
    "linkerbuur",
    "voorraad",
    "overwinningspunt",
    "ingrediëntenboek",
    "kolf",
    "heksenhoed",
)
"""Words a clause of chapter 22 uses; the chapter teaches each in bold before that clause."""


def test_the_locoweed_and_cards_chapter_teaches_its_words_first() -> None:
    assert not untaught_terms(NOTEBOOKS[LOCOWEED_AND_CARDS]["cells"], LOCOWEED_AND_CARDS_TERMS)


def test_the_locoweed_and_cards_chapter_shows_exactly_its_clauses() -> None:
    wanted = {
        c.id
        for c in CATALOGUE.for_game("alchemisten")
        if re.fullmatch(LOCOWEED_AND_CARDS_CLAUSES, c.id)
    }
    shown = [cid for cid, _ in clause_cells(NOTEBOOKS[LOCOWEED_AND_CARDS])]
    # books 10, 12, 16, the choices of books 10 and 16; the price; the cards and P2's choice;
    # their symbol, the herb witches' cards, titles and B9's choice
    assert len(wanted) == 5 + 1 + 21 + 4
    assert set(shown) == wanted


def test_every_worked_example_is_stepped_through_in_the_chapter() -> None:
    code = "\n".join(code_sources(NOTEBOOKS[CHAPTER]))
    for make in examples.EXAMPLES.values():
        assert f"Stepper(examples.{make.__name__}())" in code
    assert "examples.REFUSALS" in code
    assert "EssenceExplorer()" in code


ESSENCE_TERMS = (
    "essentiefiche",
    "alchemistenpiston",
    "patiënt",
    "essentiekaart",
    "narrenkruid",
    "scoresteen",
    "rattensteen",
    "rattenstaart",
    "overwinningspunten",
)
BASE_TERMS = (
    "kwakzalver",
    "ketel",
    "fiche",
    "buidel",
    "knalerwt",
    "overwinningspunt",
    "druppel",
    "puntentellingsveld",
    "fles",
    "rattensteen",
    "scorespoor",
    "scoresteen",
    "rattenstaart",
    "zegel",
    "rondenspoor",
    "vlam",
    "bonusdobbelsteen",
    "robijn",
    "waarzeggerijkaart",
    "ingrediëntenboek",
    "ingrediëntenalmanak",
    "voorraad",
    "lepel",
    "reageerbuis",
    "koploper",
    "linkerbuur",
)
"""Words of the base game that a clause uses and a reader must have met first."""


def untaught_terms(
    cells: list[dict[str, Any]], terms: tuple[str, ...], known: str = ""
) -> list[tuple[str, str]]:
    """(term, clause) for every term a clause cell uses before the prose taught it in **bold**
    (``known``: the prose of the chapters read before)."""
    text_so_far, missing = known, []
    for cell in cells:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and not cell["metadata"].get("rulebook"):
            text_so_far += source
        elif cell["metadata"].get("rulebook"):
            for term in terms:
                taught = re.search(rf"\*\*{term}\w*\*\*", text_so_far.lower())
                if term in source.lower() and not taught:
                    missing.append((term, source[:60]))
    return missing


def prose(notebook: dict[str, Any]) -> str:
    return "".join(
        "".join(c["source"])
        for c in notebook["cells"]
        if c["cell_type"] == "markdown" and not c["metadata"].get("rulebook")
    )


def test_clauses_appear_after_the_terms_they_need_are_taught() -> None:
    """A term in bold is taught where it first appears; no clause may use it earlier."""
    assert not untaught_terms(NOTEBOOKS[CHAPTER]["cells"], ESSENCE_TERMS)


@pytest.mark.parametrize("name", BASE_CHAPTERS)
def test_a_base_chapter_uses_no_term_before_it_is_taught(name: str) -> None:
    """The base chapters are read in order: a term taught in chapter 10 is known in 12."""
    before = "".join(prose(NOTEBOOKS[earlier]) for earlier in BASE_CHAPTERS if earlier < name)
    missing = untaught_terms(NOTEBOOKS[name]["cells"], BASE_TERMS, before)
    assert not missing, f"{name}: used before taught: {missing}"


def test_the_term_check_catches_a_term_used_too_early() -> None:
    clause_cell = {"cell_type": "markdown", "metadata": {"rulebook": {"clause": "x"}}}
    cells = [
        {**clause_cell, "source": "Je druppel staat op veld 0."},
        {"cell_type": "markdown", "metadata": {}, "source": "Je **druppel** is je beginpunt."},
        {**clause_cell, "source": "De druppel gaat vooruit."},
    ]
    assert untaught_terms(cells, ("druppel",)) == [("druppel", "Je druppel staat op veld 0.")]


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


WIDGET_PICTURES = {
    "Stepper(": 1,
    "EssenceExplorer(": 1,
    "PatientExplorer(": 1,
    "LocoweedExplorer(": 1,
    "DigitalBag(": 1,
    "RatTailExplorer(": 1,
    "TableScorer(": 1,
    "Shop(": 0,
    "TableauEditor(": 1,
    "LockTiming(": 0,
    "AuctionStepper(": 1,
    "UprisingResolver(": 1,
    "ScoreCalculator(": 0,
    "CardValuesEntry(": 0,
}
"""How many pictures the static copy of each widget shows (a game table and a book page show
several: see the test)."""
SEVERAL = ("GameTable(", "BookPage(")
SHOWCASE = "Showcase("


def widget_of(output: dict[str, Any]) -> str | None:
    """The widget class an output is the static copy of (``"Stepper("``), or ``None``."""
    shown = "".join(output["data"].get("text/plain", ""))
    return next((w for w in (*WIDGET_PICTURES, *SEVERAL, SHOWCASE) if shown.startswith(w)), None)


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_every_picture_shows_before_any_cell_runs(name: str) -> None:
    """An untrusted notebook (a fresh clone, Binder) gets no inline SVG and no widget from
    JupyterLab: every output with a picture or of a widget must carry HTML that shows the
    picture as an image with a Dutch alt text."""
    pictured = 0
    for output in outputs(NOTEBOOKS[name]):
        data = output["data"]
        widget = widget_of(output)
        if "image/svg+xml" not in data and not widget:
            continue
        html = "".join(data.get("text/html", ""))
        assert "<svg" not in html, f"{name}: inline SVG, stripped in an untrusted notebook"
        svgs = pictures_in(html)
        alts = alt_texts(html)
        assert len(svgs) == len(alts) == html.count("<img"), f"{name}: an image without a picture"
        if widget in SEVERAL:
            assert svgs, f"{name}: {widget} without a picture"
        elif widget == SHOWCASE:  # the card or book page, if it has one
            assert len(svgs) <= 1
            if not svgs:
                continue
        else:
            assert len(svgs) == WIDGET_PICTURES.get(widget or "", 1), (name, widget, len(svgs))
        for svg, alt in zip(svgs, alts, strict=True):
            assert svg.startswith("<svg") and "<desc>" in svg
            assert alt and " " in alt  # a Dutch sentence, not a file name
        pictured += len(svgs)
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


def chapter_links(notebook: dict[str, Any]) -> list[str]:
    """The notebooks a notebook's Markdown links to (``[...](11-x.ipynb#kop)`` gives
    ``11-x.ipynb``), in the order they appear."""
    return re.findall(r"\]\(([^)#]+\.ipynb)(?:#[^)]*)?\)", "\n".join(markdown_sources(notebook)))


def test_the_start_notebook_links_every_chapter() -> None:
    """Every chapter once, in reading order, and every link leads to a chapter that is here."""
    links = chapter_links(NOTEBOOKS[START])
    assert CHAPTER in links and PLAY_CHAPTER in links
    assert set(RULE_CHAPTERS) | set(LATER_CHAPTERS) <= set(links)
    assert set(NOTEBOOKS) - {START} <= set(links)  # no chapter left out
    assert links == sorted(set(links))  # in reading order, each once
    assert all(link in NOTEBOOKS for link in links), sorted(set(links) - set(NOTEBOOKS))


@pytest.mark.parametrize("name", sorted(set(NOTEBOOKS) - {START}))
def test_a_chapter_links_only_to_chapters_that_are_here(name: str) -> None:
    """Links between chapters lead somewhere."""
    links = set(chapter_links(NOTEBOOKS[name]))
    assert links <= set(NOTEBOOKS), sorted(links - set(NOTEBOOKS))


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
    assert 'GameTable.of("kwakzalvers", players=4, set=1, seed=5, leermodus=True)' in code
    # the first table teaches (issue 23): its static copy shows the lesson, the others do not
    assert "<strong>Leermodus:</strong>" in reader
    assert "Wat de computers zouden kiezen" in reader
    assert "Leermodus" not in practice and "Leermodus" not in computers


def test_the_patients_chapter_seats_five_players_at_a_table_with_the_expansion() -> None:
    """Chapter 21 ends its patients with a whole game: the reader at the patient choice (the
    three drawn in the log, every player's essence and patient in the pictures) and a table of
    computers only, before the chapter's explorer and quiz."""
    tables = table_outputs(PATIENTS_CHAPTER)
    assert len(tables) == 3
    reader, computers, own_cards = tables
    assert "De Kwakzalvers van Kakelenburg met De Alchemisten" in reader
    assert "op tafel komen Oorwurm, Karbonkelneus en Heksenbochel" in reader
    assert "speler 5 (voorzichtig)" in reader
    own, whole = pictures_in(reader)
    assert "essentie op veld 0 · nog geen patiënt" in own
    assert whole.count('class="rb-notes"') == 5 + 1  # each player's notes, and the table's
    assert "Alleen computerspelers aan tafel" in computers
    code = "\n".join(code_sources(NOTEBOOKS[PATIENTS_CHAPTER]))
    assert (
        'GameTable.of("kwakzalvers", players=5, set=1, seed=21, alchemisten=True, leermodus=True)'
    ) in code
    assert 'GameTable.of("kwakzalvers", players=3, seed=5, alchemisten=mijn_kaarten)' in code
    assert "met De Alchemisten" in own_cards
    headings = [
        line
        for text in markdown_sources(NOTEBOOKS[PATIENTS_CHAPTER])
        for line in text.splitlines()
        if line.startswith("## ")
    ]
    assert headings.index("## Een partij met patiënten") < headings.index("## Probeer het zelf")


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
    from rulebook.core.reader.clauses import ClauseKind

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


REFERENCE_TERMS = (
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
in bold (anywhere in a bold phrase): in these chapters or in an earlier one. The check for
chapters 10 to 14 above is stricter about where a bold word starts."""


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
        for term in REFERENCE_TERMS:
            if re.search(rf"\b{term}", said):
                assert term in bold, f"{name}: '{term}' is used in {rule.id} before it is taught"


# -- the base chapters 10 to 14: every rule next to something to touch ---------------------------

NEAR = 6
"""How many cells after a rule its example, widget or picture may come."""


def touchable(cell: dict[str, Any]) -> bool:
    """A code cell whose saved output is a picture or a widget's static copy: something a reader
    sees without a kernel and can use with one."""
    if cell["cell_type"] != "code":
        return False
    shown = [o for o in cell.get("outputs", []) if "data" in o]
    return any("image/svg+xml" in o["data"] or widget_of(o) for o in shown)


def heading(cell: dict[str, Any]) -> bool:
    """A Markdown cell that starts a new section (a line beginning with ``#``)."""
    lines = "".join(cell["source"]).splitlines()
    return cell["cell_type"] == "markdown" and any(line.startswith("#") for line in lines)


def rules_with_nothing_close_by(name: str) -> list[str]:
    """The clauses of chapter ``name`` with nothing to see or try within ``NEAR`` cells after
    them in their own section (an example, a widget or a picture)."""
    cells = NOTEBOOKS[name]["cells"]
    alone = []
    for index, cell in enumerate(cells):
        clause_id = cell["metadata"].get("rulebook", {}).get("clause")
        if not clause_id:
            continue
        section = list(itertools.takewhile(lambda c: not heading(c), cells[index + 1 :]))
        if not any(touchable(c) for c in section[:NEAR]):
            alone.append(clause_id)
    return alone


@pytest.mark.parametrize("name", RULE_CHAPTERS)
def test_every_rule_has_an_example_a_widget_or_a_picture_close_by(name: str) -> None:
    """Within a few cells after a rule, and in its own section, comes something to see or try."""
    assert rules_with_nothing_close_by(name) == []


def test_every_rule_of_the_base_chapters_is_at_work_in_an_example() -> None:
    """Each rule the chapters 10 to 14 show is cited by a worked example, a widget or a refusal
    that those chapters show (its id in a saved output)."""
    shown = {cid for name in RULE_CHAPTERS for cid, _ in clause_cells(NOTEBOOKS[name])}
    cited = "".join(
        "".join(o["data"].get("text/html", ""))
        for name in RULE_CHAPTERS
        for o in outputs(NOTEBOOKS[name])
    )
    idle = sorted(cid for cid in shown if f"<code>{cid}</code>" not in cited)
    assert not idle, f"rules without a worked example: {idle}"


@pytest.mark.parametrize("name", BASE_CHAPTERS)
def test_every_code_cell_of_a_base_chapter_is_saved_with_its_output(name: str) -> None:
    for cell in NOTEBOOKS[name]["cells"]:
        if cell["cell_type"] == "code":
            assert cell["outputs"], f"{name}: {''.join(cell['source'])[:60]!r} has no output"


def test_the_base_chapters_are_read_in_order_and_each_points_to_the_next() -> None:
    for name, following in itertools.pairwise(RULE_CHAPTERS):
        assert following in chapter_links(NOTEBOOKS[name]), f"{name} does not lead to {following}"
    assert PLAY_CHAPTER in chapter_links(NOTEBOOKS[RULE_CHAPTERS[-1]])


def test_the_first_chapter_explains_every_source_and_every_mark_of_certainty() -> None:
    from rulebook.quacks.sources import CONFIDENCE, SOURCES

    html = "".join(
        "".join(o["data"].get("text/html", "")) for o in outputs(NOTEBOOKS[RULE_CHAPTERS[0]])
    )
    for name in (*SOURCES, *CONFIDENCE):
        assert f">{name}</td>" in html, name
    assert "hoofdstuk 10" in "".join(markdown_sources(NOTEBOOKS[CHAPTER]))


def test_the_seed_examples_are_shown_where_their_rules_are() -> None:
    """The rulebook's own examples: placing (a 1 next to the droplet, a 2 leaves a field free)
    in the brewing chapter, the rat tails (leader on 20: 19 gets 0, 17 one, 16 two) in the
    round chapter."""
    code_of = {name: "\n".join(code_sources(NOTEBOOKS[name])) for name in RULE_CHAPTERS}
    assert "Stepper(examples.seed_placing())" in code_of["12-kwakzalvers-brouwen.ipynb"]
    assert "Stepper(examples.seed_rats())" in code_of["11-kwakzalvers-de-ronde.ipynb"]
    (rats,) = [
        "".join(o["data"]["text/html"])
        for o in outputs(NOTEBOOKS["11-kwakzalvers-de-ronde.ipynb"])
        if "De koploper heeft 20 punten" in "".join(o["data"].get("text/html", ""))
    ]
    for said in ("Speler 2 (19 overwinningspunten): 0 rattenstaarten", "1 rattenstaart (na 18)"):
        assert said in rats
    assert "2 rattenstaarten (na 16 en 18)" in rats


def test_an_example_credits_its_real_source() -> None:
    """Only an example the Dutch rules give is credited to them: the rat tails come from the
    English rulebook, the placing example is ours, and the seed's essence example names no
    white chips (the ones shown are ours)."""
    from rulebook.games import EXAMPLE_SETS

    def flat(name: str) -> str:
        return re.sub(r"\s+", " ", "\n".join(markdown_sources(NOTEBOOKS[name])))

    for name in NOTEBOOKS:
        assert "voorbeeld uit de spelregels" not in flat(name).lower(), name
    assert "Een voorbeeld uit het Engelstalige regelboek" in flat("11-kwakzalvers-de-ronde.ipynb")
    assert "Een eigen voorbeeld" in flat("12-kwakzalvers-brouwen.ipynb")
    assert "welke, zeggen de regels niet" in flat(CHAPTER)
    names = {name for examples in EXAMPLE_SETS for name in examples.examples}
    assert "rattenstaarten: het voorbeeld uit het Engelse regelboek" in names
    assert not [n for n in names if n.endswith("het voorbeeld uit de regels")]


def test_a_field_and_its_printed_number_agree_with_the_track() -> None:
    """Wherever a text names a field and the number printed on it ("veld 21, waar 18 staat"),
    the pair is the track's: fields are numbered from 0, as the rulings number them."""
    from rulebook.games import QUESTIONS
    from rulebook.quacks.board import TRACK

    texts = [c.text for c in CATALOGUE]
    texts += [q.answer for q in QUESTIONS.values()]
    texts += [t for nb in NOTEBOOKS.values() for t in markdown_sources(nb)]
    pairs = [
        (int(m[1]), int(m[2]))
        for text in texts
        for m in re.finditer(r"veld (\d+)(?: \([^)]*\))?, waar(?:op)? (\d+) staat", text)
    ]
    assert len(pairs) >= 3
    assert [(field, TRACK[field].coins) for field, _ in pairs] == pairs
    assert not [t for t in texts if "21e veld" in t or "veld met 17" in t]


def test_round_9_gives_points_for_rubies_to_everyone_and_its_example_rolls_the_die() -> None:
    from rulebook.games import QUESTIONS

    text = re.sub(r"\s+", " ", "\n".join(markdown_sources(NOTEBOOKS[BASE_CHAPTERS[4]])))
    assert "Elke 2 robijnen leveren een punt op, ook met een ontplofte ketel" in text
    assert "gooien ze allebei met de bonusdobbelsteen" in text
    assert QUESTIONS["kwakzalvers.vraag.paars3-veld"].example == "paars, set 3"


# -- Castle Combo and Uit de Kerker! (chapters 40 to 48) ----------------------------------------

CASTLE_CHAPTERS = sorted(name for name in NOTEBOOKS if name[:1] == "4")
CASTLE_RULE_CHAPTERS = [name for name in CASTLE_CHAPTERS if name[:2] in ("40", "41", "42", "43")]
CASTLE_TERMS = (
    "vierkant",
    "kasteelrij",
    "dorpsrij",
    "boodschapper",
    "schild",
    "banier",
    "scoringsrol",
    "vaardigheid",
    "korting",
    "beurs",
    "gedekte kaart",
    "gevangene",
    "slotvaardigheid",
)
"""The words of Castle Combo's glossary and Uit de Kerker!'s that a clause may use only after
the reader met them in bold."""


def test_castle_combo_has_its_chapters() -> None:
    assert CASTLE_RULE_CHAPTERS == [
        "40-castle-combo-basisspel.ipynb",
        "41-uit-de-kerker-gevangenen-en-sloten.ipynb",
        "42-uit-de-kerker-rij-vervangen-en-buurkaarten.ipynb",
        "43-uit-de-kerker-nieuwe-scorevoorwaarden.ipynb",
    ]


@pytest.mark.parametrize("name", CASTLE_CHAPTERS)
def test_a_castle_combo_chapter_uses_no_term_before_it_is_taught(name: str) -> None:
    before = "".join(prose(NOTEBOOKS[earlier]) for earlier in CASTLE_CHAPTERS if earlier < name)
    missing = untaught_terms(NOTEBOOKS[name]["cells"], CASTLE_TERMS, before)
    assert not missing, f"{name}: used before taught: {missing}"


@pytest.mark.parametrize("name", CASTLE_RULE_CHAPTERS)
def test_every_castle_rule_has_an_example_a_widget_or_a_picture_close_by(name: str) -> None:
    """Every part of the seed (and of the base game's rules) is paired with something to see or
    try: a worked example, a widget or a picture within a few cells, in its own section."""
    cells = NOTEBOOKS[name]["cells"]
    for index, cell in enumerate(cells):
        clause_id = cell["metadata"].get("rulebook", {}).get("clause")
        if not clause_id:
            continue
        section = list(itertools.takewhile(lambda c: not heading(c), cells[index + 1 :]))
        assert any(touchable(c) for c in section[:NEAR]), (
            f"{name}: nothing to see or try within {NEAR} cells after {clause_id}"
        )


def test_the_seeds_two_scroll_examples_are_live_in_the_chapter() -> None:
    """7 + 3 + a face-down card = 10; costs 2, 2, 4, 4, 6, 7, 8 and two face-down cards give
    five costs, 15 points: each in a tableau editor the reader can change."""
    shown = [
        "".join(o["data"].get("text/html", ""))
        for o in outputs(NOTEBOOKS["43-uit-de-kerker-nieuwe-scorevoorwaarden.ipynb"])
        if "".join(o["data"].get("text/plain", "")).startswith("TableauEditor(")
    ]
    assert len(shown) == 5
    assert any("Toady 7 + Nun 3 + gedekt 0 = 10 punten" in html for html in shown)
    assert any("5 verschillende prijzen (2, 4, 6, 7 en 8" in html for html in shown)


def test_every_option_of_the_expansion_is_shown_with_both_readings() -> None:
    """Which cards carry a lock, King of Beggars' reward, the third lock moment: each under
    'Wat de regels niet zeggen', its default and the other reading side by side."""
    for option in ("slotkaarten", "koning-der-bedelaars", "derde-slotmoment"):
        found = [
            name
            for name in CASTLE_RULE_CHAPTERS
            if any(
                "".join(o["data"].get("text/plain", "")).startswith("Showcase(")
                and option in "".join(o["data"].get("text/html", ""))
                for o in outputs(NOTEBOOKS[name])
            )
        ]
        assert found, option
        assert "## Wat de regels niet zeggen" in prose(NOTEBOOKS[found[0]])


def test_the_castle_play_chapter_seats_the_reader_with_and_without_the_expansion() -> None:
    """Chapter 49: GameTable.of("castle-combo", ...) with the expansion off and on (also with an
    option), a refusal naming its rule, and a game of computers played to its end."""
    name = "49-castle-combo-speel-een-partij.ipynb"
    code = "\n".join(code_sources(NOTEBOOKS[name]))
    assert 'GameTable.of("castle-combo", players=3, seed=5, leermodus=True)' in code
    assert "kerker=True" in code and 'kerker=Rules(third="na-kopen")' in code
    tables = table_outputs(name)
    assert len(tables) == 5
    assert "Castle Combo met Uit de Kerker!" in tables[1]
    assert "Castle Combo met Uit de Kerker!" not in tables[0]
    assert "(regel castle-combo.kopen:" in tables[3]
    assert "wint met" in tables[4]
    for html in tables:
        assert pictures_in(html), "a table without its pictures"


PRISONER_LOCK_FACT = re.compile(
    r"\b(een|elke|iedere|alle) (gevangene|gevangenen|kaarten? van de uitbreiding)\b[^.;]*"
    r"\b(koopt|krijgt|krijgen|heeft|hebben)\b[^.;]*\b(slot|sleutel)",
    re.IGNORECASE,
)
"""A sentence about the prisoners in general and their locks: that every one has a lock is the
option ``slotkaarten=alle`` (the seed says 'sommige'), so its paragraph must name the option."""


@pytest.mark.parametrize("name", [n for n in sorted(NOTEBOOKS) if n[:2].isdigit() and n[0] == "4"])
def test_every_prisoner_with_a_lock_is_said_as_the_option_it_is(name: str) -> None:
    """Issue #24, item 10: chapters 40-49 say that the prisoners have a lock (or get a key on
    it) only together with the option ``slotkaarten=alle``, never as the seed's fact."""
    for paragraph in prose(NOTEBOOKS[name]).split("\n\n"):
        flat = " ".join(paragraph.split())
        if PRISONER_LOCK_FACT.search(flat):
            assert "slotkaarten=alle" in flat, flat


def test_the_castle_play_chapter_says_the_expansion_table_plays_an_option() -> None:
    """Chapter 49 introduces its Uit de Kerker! table with the lock option and where the padlock
    is drawn (left of the ability, as on the real card)."""
    cells = NOTEBOOKS["49-castle-combo-speel-een-partij.ipynb"]["cells"]
    at = next(
        i
        for i, c in enumerate(cells)
        if c["cell_type"] == "code" and "kerker=True" in "".join(c["source"])
    )
    before = " ".join("".join(cells[at - 1]["source"]).split())
    assert cells[at - 1]["cell_type"] == "markdown"
    assert "'sommige'" in before and "slotkaarten=alle" in before
    assert "links naast de vaardigheid" in before


@pytest.mark.parametrize("name", [n for n in sorted(NOTEBOOKS) if n[:2].isdigit() and n[0] == "4"])
def test_the_padlock_is_described_where_the_pictures_draw_it(name: str) -> None:
    """Issue #24, item 10: the pictures draw the padlock left of the ability (on the small cards
    left of the word *vaardigheid*), as the seed puts the lock; no chapter says it sits top
    right."""
    for paragraph in prose(NOTEBOOKS[name]).split("\n\n"):
        flat = " ".join(paragraph.split())
        if "hangslot" in flat:
            assert "links naast" in flat and "rechtsboven" not in flat, flat
