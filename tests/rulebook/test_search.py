"""Zoek een regel: every clause, question, example and word of every game can be found, in the
Dutch a player types, and the hits name the clause, the game and the place in a chapter."""

from __future__ import annotations

import json

import pytest

from rulebook.core.reader.chapters import ChapterMap, Place, chapter_map
from rulebook.core.reader.clauses import CATALOGUE, Clause, clause_prefix
from rulebook.core.reader.descriptions import GameDescription
from rulebook.core.reader.glossary import Term
from rulebook.core.reader.search import SearchIndex, build, fold, stem, words
from rulebook.games import DESCRIPTIONS, GAMES, LISTED, QUESTIONS, find, search, search_index
from tests.command_line import run

INDEX = search_index()
LISTED_CLAUSES = [c for c in CATALOGUE if c.game in {clause_prefix(game) for game in GAMES}]
"""The clauses the reader's book shows: every game's but a toy game's (Dobbelnim)."""


# -- Dutch word forms, accents and capitals ------------------------------------------------------


@pytest.mark.parametrize(
    "forms",
    [
        ("ontploft", "ontploffen", "ontplofte", "ontploffing"),
        ("fiche", "fiches"),
        ("knalerwt", "knalerwten"),
        ("fles", "flessen", "flesje"),
        ("ketel", "ketels"),
        ("rat", "ratten"),
        ("rattenstaart", "rattenstaarten"),
        ("steen", "stenen"),
        ("groot", "grote"),
        ("telt", "tellen"),
        ("kiest", "kiezen"),
        ("wordt", "worden"),
        ("buur", "buren"),
        ("punt", "punten"),
        ("ronde", "ronden", "rondes"),
    ],
)
def test_word_forms_meet(forms: tuple[str, ...]) -> None:
    assert len({stem(word) for word in forms}) == 1, {word: stem(word) for word in forms}


@pytest.mark.parametrize(("one", "other"), [("staart", "start"), ("kaart", "kaar"), ("wit", "wet")])
def test_different_words_stay_apart(one: str, other: str) -> None:
    assert stem(one) != stem(other)


def test_accents_and_capitals_do_not_matter() -> None:
    assert fold("Essentië PATIËNT") == "essentie patient"
    assert words("Wat kóst een G4?") == ["wat", "kost", "een", "g4"]
    assert [h.entry.key for h in search("ESSENTIË BETALEN")] == [
        h.entry.key for h in search("essentie betalen")
    ]


def test_the_issues_examples() -> None:
    """'ontploft' finds 'ontploffen', 'fiches' finds 'fiche', 'knalerwten' finds 'knalerwt'."""
    found = [h.entry.key for h in search("ontploft", 20)]
    assert "kwakzalvers.ontploffen" in found  # its text says "ontploft", its title "ontplofte"
    top = search("fles ontploft", 3)
    assert top[0].entry.key == "kwakzalvers.vraag.fles-ontploft"
    assert "kwakzalvers.fles" in [h.entry.key for h in top]
    assert search("knalerwten", 1)[0].matched == 1
    assert "kwakzalvers.ronde6" in [h.entry.key for h in search("knalerwten", 5)]  # "knalerwt"
    singular = tiny_index(Clause("proef.a", "Het witte fiche", "Eén stuk.", "bron"))
    assert [h.entry.key for h in singular.search("fiches")] == ["proef.a"]
    ontploffen = tiny_index(Clause("proef.a", "Ontploffen", "Als de ketel te vol is.", "bron"))
    assert [h.entry.key for h in ontploffen.search("ontploft")] == ["proef.a"]


def test_a_word_finds_the_compounds_it_is_in() -> None:
    found = [h.entry.key for h in search("staart", 5)]
    assert found[0] == "kwakzalvers.ratten.staarten"
    assert "kwakzalvers.startbuidel" not in found  # 'start' is another word


# -- everything can be found by its own title ----------------------------------------------------


@pytest.mark.parametrize("clause_id", [c.id for c in LISTED_CLAUSES])
def test_every_clause_is_found_first_by_its_own_title(clause_id: str) -> None:
    """A new clause that its own title does not find makes this test fail."""
    hits = search(CATALOGUE[clause_id].title, 3)
    assert hits[0].entry.key == clause_id, [h.entry.key for h in hits]
    assert hits[0].entry.clause_id == clause_id
    assert hits[0].entry.game == clause_id.split(".")[0]


@pytest.mark.parametrize("question_id", sorted(QUESTIONS))
def test_every_rule_question_is_found_first_by_its_question(question_id: str) -> None:
    hits = search(QUESTIONS[question_id].question, 3)
    assert hits[0].entry.key == question_id
    assert hits[0].entry.clause_id == QUESTIONS[question_id].clause_ids[0]


def test_every_example_and_word_is_among_the_first_three_for_its_name() -> None:
    """A worked example and a glossary word may share their name with a rule (``ontploffen``);
    then the rule goes first, but the example or word is right behind it."""
    kinds = {"voorbeeld": 0, "woord": 0}
    for entry in INDEX.entries:
        if entry.kind not in kinds:
            continue
        kinds[entry.kind] += 1
        found = [(h.entry.kind, h.entry.key) for h in INDEX.search(entry.title, 3)]
        assert (entry.kind, entry.key) in found, (entry.title, found)
    examples = sum(len(s.examples) for d in LISTED for s in d.examples)
    words_in_glossary = sum(len(d.glossary) for d in LISTED)
    assert kinds == {"voorbeeld": examples, "woord": words_in_glossary}


def test_the_index_holds_every_registered_thing_once() -> None:
    keys = [(e.kind, e.key) for e in INDEX.entries]
    assert len(keys) == len(set(keys))
    assert {k for kind, k in keys if kind == "regel"} == {c.id for c in LISTED_CLAUSES}
    assert {k for kind, k in keys if kind == "vraag"} == set(QUESTIONS)


def test_a_toy_game_is_registered_but_never_found() -> None:
    """Dobbelnim plays and has its clauses, but the reader's search leaves it out (``listed``)."""
    toys = [d for d in DESCRIPTIONS if not d.listed]
    assert [d.id for d in toys] == ["dobbelnim"]
    assert CATALOGUE["dobbelnim.nemen"].title == "Stenen nemen"
    assert not [e.key for e in INDEX.entries if e.game == "dobbelnim"]
    assert not [h for h in search("stenen nemen van de hoop", 50) if h.entry.game == "dobbelnim"]


# -- ranking --------------------------------------------------------------------------------------


def tiny_index(*clauses: Clause) -> SearchIndex:
    terms = (Term("kist", "chest", "een doos", "proef"),)
    game = GameDescription("proef", "Proefspel", clauses, terms)
    return build([game], ChapterMap())


def test_a_title_hit_ranks_above_a_text_hit() -> None:
    in_text = Clause("proef.a", "Over dozen", "Een ketel staat op tafel.", "bron")
    in_title = Clause("proef.b", "De ketel", "Iets anders.", "bron")
    index = tiny_index(in_text, in_title)
    assert [h.entry.key for h in index.search("ketel")] == ["proef.b", "proef.a"]


def test_a_hit_with_more_of_the_words_ranks_first() -> None:
    one = Clause("proef.a", "Fles en fles en fles", "fles fles", "bron")
    both = Clause("proef.b", "Iets", "De fles als de ketel ontploft.", "bron")
    index = tiny_index(one, both)
    hits = index.search("fles ontploft")
    assert [h.entry.key for h in hits] == ["proef.b", "proef.a"]
    assert [h.matched for h in hits] == [2, 1]


def test_a_whole_word_counts_and_a_word_inside_a_compound_does_not() -> None:
    """'stoppen' inside 'terugstoppen' still adds to the score, but a hit that has the words
    themselves ranks above one that only holds them inside a longer word."""
    inside = Clause("proef.a", "De kruik", "Na het terugstoppen mag je trekken.", "bron")
    whole = Clause("proef.b", "Doorgaan", "Na het stoppen mag je niet meer trekken.", "bron")
    index = tiny_index(inside, whole)
    hits = index.search("mag ik na het stoppen nog trekken")
    assert [h.entry.key for h in hits] == ["proef.b", "proef.a"]
    assert [h.matched for h in hits] == [4, 3]


def test_after_stopping_finds_stopping_above_the_flask() -> None:
    found = [h.entry.key for h in search("mag ik na het stoppen nog trekken", 8)]
    assert found.index("kwakzalvers.brouwen.stoppen") < found.index("kwakzalvers.fles")


def test_a_glossary_word_links_to_the_first_clause_that_uses_it() -> None:
    index = tiny_index(
        Clause("proef.a", "Begin", "Niets hier.", "bron"),
        Clause("proef.b", "De kisten", "Zet de kist neer.", "bron"),
    )
    (hit,) = [h for h in index.search("kist") if h.entry.kind == "woord"]
    assert hit.entry.clause_id == "proef.b"
    assert hit.entry.note == "in de code: chest"


def test_searching_one_game_and_nothing() -> None:
    assert all(h.entry.game == "alchemisten" for h in search("ketel ontploft", 10, "alchemisten"))
    assert search("", 5) == []
    assert search("   ...   ", 5) == []
    assert search("xylofoon", 5) == []


def test_only_common_words_still_search() -> None:
    assert search("het", 3)  # a query of stop words alone is not thrown away


# -- chapters and anchors -------------------------------------------------------------------------


def test_a_clause_in_a_chapter_carries_its_chapter_and_anchor() -> None:
    (hit,) = search("Stap 2: precies 7 aan knalerwten", 1)
    assert hit.entry.place == Place("20-alchemisten-essentiefase.ipynb", "De-drie-stappen")
    data = hit.as_dict({"20-alchemisten-essentiefase.ipynb": "De essentiefase"})
    assert data["regel"] == "alchemisten.essentie.2"
    assert data["spel"] == "alchemisten"
    assert data["hoofdstuk"] == "20-alchemisten-essentiefase.ipynb"
    assert data["hoofdstuktitel"] == "De essentiefase"
    assert data["link"] == "20-alchemisten-essentiefase.ipynb#De-drie-stappen"


def test_a_question_links_to_its_own_heading() -> None:
    question = QUESTIONS["kwakzalvers.vraag.fles-ontploft"]
    (hit,) = search(question.question, 1)
    assert hit.entry.place is not None
    assert hit.entry.place.chapter == "18-kwakzalvers-regelvragen.ipynb"
    assert hit.entry.place.anchor == question.question.replace(" ", "-")
    assert hit.entry.note == "●●●● de regels zelf"


def test_the_shipped_map_names_the_chapters() -> None:
    files = [c.file for c in chapter_map().chapters]
    assert "20-alchemisten-essentiefase.ipynb" in files
    assert files == sorted(files)


def test_the_index_as_json_for_a_page() -> None:
    data = INDEX.as_json()
    json.dumps(data)  # plain JSON
    assert len(data["entries"]) == len(INDEX.entries)
    assert data["postings"][stem("ketel")]
    assert data["weights"]["stopwords"]


# -- the command line ------------------------------------------------------------------------------


def test_zoek_in_the_terminal() -> None:
    done = run("zoek", "fles ontploft")
    assert done.returncode == 0, done.stderr
    assert "Mag ik de fles gebruiken" in done.stdout
    assert "regel kwakzalvers.fles" in done.stdout


def test_zoek_as_json_has_the_fields_of_the_issue() -> None:
    done = run("zoek", "precies 7 knalerwten", "--json", "--max", "3")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert len(data["resultaten"]) == 3
    for hit in data["resultaten"]:
        assert {"regel", "titel", "spel", "hoofdstuk"} <= set(hit)
    essence = [h for h in data["resultaten"] if h["regel"] == "alchemisten.essentie.2"]
    assert essence and essence[0]["hoofdstuk"] == "20-alchemisten-essentiefase.ipynb"


def test_zoek_refuses_in_dutch() -> None:
    for args, message in (
        (("zoek", ""), "Typ iets om te zoeken"),
        (("zoek", "fles", "--spel", "schaken"), "Onbekend spel"),
        (("zoek", "fles", "--max", "0"), "--max is 1 tot 50"),
    ):
        done = run(*args)
        assert done.returncode == 2
        assert message in done.stderr
        assert "Traceback" not in done.stderr


def test_zoek_finds_nothing_politely() -> None:
    done = run("zoek", "xylofoon")
    assert done.returncode == 0
    assert "Niets gevonden" in done.stdout


def test_a_short_list_says_it_is_the_first_few_of_all_that_match() -> None:
    everything = search("fles", limit=10_000)
    found = find("fles", limit=8)
    assert found.total == len(everything) > 8
    assert [h.entry.key for h in found.hits] == [h.entry.key for h in everything[:8]]
    assert found.summary("‘fles’") == f"De eerste 8 van {len(everything)} resultaten voor ‘fles’"
    few = find("roeren", limit=8)
    assert few.total == len(search("roeren", limit=10_000)) == len(few.hits) < 8
    assert few.summary("‘roeren’") == f"{few.total} resultaten voor ‘roeren’"
    assert find("xylofoon").summary("‘xylofoon’").startswith("Niets gevonden voor ‘xylofoon’")


def test_zoek_says_how_many_match_in_all() -> None:
    total = len(search("fles", limit=10_000))
    done = run("zoek", "fles")
    first = done.stdout.splitlines()[0]
    assert first == f"De eerste 8 van {total} resultaten voor 'fles' (alle {total}: --max {total}):"
    assert json.loads(run("zoek", "fles", "--json").stdout)["totaal"] == total
