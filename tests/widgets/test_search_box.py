"""The search box: typing is an intent, Python searches, the hits link to their chapters."""

from __future__ import annotations

import pytest

from rulebook.core.reader.chapters import Place
from rulebook.games import search
from widgets import SearchBox
from widgets.search import href


def test_a_search_shows_hits_with_their_rule_game_and_chapter() -> None:
    box = SearchBox()
    assert (box.results, box.searched) == ([], False)
    box.search("precies 7 knalerwten")
    assert box.error == ""
    assert box.query == "precies 7 knalerwten"
    assert box.searched
    hit = next(r for r in box.results if r["id"] == "alchemisten.essentie.2")
    assert hit["kind_label"] == "regel"
    assert hit["clause_id"] == "alchemisten.essentie.2"
    assert hit["game_title"].startswith("De Alchemisten")
    assert hit["chapter"] == "20-alchemisten-essentiefase.ipynb"
    assert hit["chapter_title"] == "De Alchemisten — de essentiefase"
    assert hit["href"] == "20-alchemisten-essentiefase.ipynb#De-drie-stappen"


def test_a_question_hit_says_how_firm_its_answer_is() -> None:
    box = SearchBox("fles ontploft")
    first = box.results[0]
    assert first["id"] == "kwakzalvers.vraag.fles-ontploft"
    assert first["kind_label"] == "regelvraag"
    assert first["note"] == "●●●● de regels zelf"
    assert first["href"].startswith("18-kwakzalvers-regelvragen.ipynb#Mag-ik-de-fles")


def test_one_game_and_a_limit() -> None:
    box = SearchBox("ketel", game="alchemisten", limit=3)
    assert len(box.results) == 3
    assert {r["game"] for r in box.results} == {"alchemisten"}
    with pytest.raises(ValueError, match="no game"):
        SearchBox(game="schaken")
    with pytest.raises(ValueError, match="limit"):
        SearchBox(limit=0)


def test_clearing_the_field_clears_the_hits() -> None:
    box = SearchBox("fles")
    box.search("   ")
    assert (box.results, box.searched, box.error) == ([], False, "")


def test_nothing_found_is_an_empty_list_not_an_error() -> None:
    box = SearchBox("xylofoon")
    assert (box.results, box.searched, box.error) == ([], True, "")


@pytest.mark.parametrize(
    ("intent", "message"),
    [
        ({"type": "search"}, "ontbreekt ‘text’"),
        ({"type": "search", "text": 5}, "moet ‘text’ een tekst zijn"),
        ({"type": "zoek", "text": "fles"}, "ken ik niet"),
    ],
)
def test_a_bad_intent_is_refused_in_dutch_and_changes_nothing(
    intent: dict[str, object], message: str
) -> None:
    box = SearchBox("fles")
    before = (box.query, box.results)
    box.apply(intent)
    assert message in box.error
    assert (box.query, box.results) == before


def test_a_very_long_query_is_cut_to_what_a_player_types() -> None:
    box = SearchBox()
    box.search("fles " * 100)
    assert box.error == ""
    assert len(box.query) == 200


def test_the_static_copy_lists_the_hits_as_links() -> None:
    html = SearchBox("essentie betalen").static_html()
    assert "Het zoekvak werkt alleen in een notebook dat draait" in html
    assert '<a href="20-alchemisten-essentiefase.ipynb#' in html
    assert "python -m rulebook zoek" in html
    assert repr(SearchBox("fles", limit=2)) == f"SearchBox('fles': 2 van {FLES} getoond)"


FLES = len(search("fles", limit=10_000))
"""How many entries match 'fles' in all."""


def test_the_box_says_its_hits_are_the_first_few_of_all() -> None:
    box = SearchBox("fles")
    assert (len(box.results), box.total) == (8, FLES)
    assert box.summary == f"De eerste 8 van {FLES} resultaten voor ‘fles’"
    assert f"<p>De eerste 8 van {FLES} resultaten voor ‘fles’</p>" in box.static_html()
    box.search("roeren")
    assert box.summary == f"{box.total} resultaten voor ‘roeren’"
    assert len(box.results) == box.total
    box.search("xylofoon")
    assert box.summary == "Niets gevonden voor ‘xylofoon’. Probeer een ander woord."
    box.search("  ")
    assert (box.summary, box.total) == ("", 0)


def test_an_anchor_is_encoded_as_the_static_book_names_it() -> None:
    place = Place("20-alchemisten-essentiefase.ipynb", "Je-bonus:-het-buisje-naar-je-patiënt")
    assert href(place) == (
        "20-alchemisten-essentiefase.ipynb#Je-bonus:-het-buisje-naar-je-pati%C3%ABnt"
    )
    assert href(Place("x.ipynb", "")) == "x.ipynb"
    assert href(None) == ""
