"""The clause catalogue: complete for the chapter, exercised by examples, in our own words."""

import re

import pytest

from rulebook.core import CATALOGUE, ClauseKind, RuleError, clause
from rulebook.core.reader.coverage import coverage, refusal_clause
from rulebook.core.reader.glossary import terms_for
from rulebook.games import BY_ID, EXAMPLE_SETS, GAMES
from rulebook.quacks.alchemists.essence.examples import EXAMPLES, REFUSALS
from rulebook.quacks.sources import CONFIDENCE, SOURCES

ESSENCE_SECTION_RULES = {
    "alchemisten.essentie.moment",
    "alchemisten.essentie.begin",
    "alchemisten.essentie.1",
    "alchemisten.essentie.2",
    "alchemisten.essentie.3",
    "alchemisten.essentie.lager",
    "alchemisten.bonus.buisje",
    "alchemisten.bonus.punten",
    "alchemisten.bonus.rat",
    "alchemisten.bonus.bovenop",
    "alchemisten.bonus.ovaal",
    "alchemisten.bonus.actie",
    "alchemisten.essentie.bewaren",
    "alchemisten.essentie.betalen",
    "alchemisten.narrenkruid.boek11",
    "alchemisten.laatste-ronde",
}
"""One clause per rule of the seed's essence-phase section (and the two passages on book 11 and
the last round that change the essence phase)."""


def test_every_rule_of_the_essence_section_has_a_clause() -> None:
    ids = {c.id for c in CATALOGUE.for_game("alchemisten")}
    assert ids >= ESSENCE_SECTION_RULES
    assert all(clause(i).kind is ClauseKind.RULE for i in ESSENCE_SECTION_RULES)


ALCHEMISTS_CHOICES = {
    "alchemisten.essentie.top",
    "alchemisten.bonus.kaarten",
    "alchemisten.narrenkruid.boek10.zichzelf",
    "alchemisten.kaarten.titels",
    "alchemisten.kaarten.zugweite",
    "alchemisten.kaarten.kruidenheksen",
    "alchemisten.kaart.P2.narrenkruid",
    "alchemisten.narrenkruid.prijs",
    "alchemisten.narrenkruid.boek16.meetellen",
}
"""Where De Alchemisten leaves a question open, this rulebook's choices."""


def test_choices_of_this_rulebook_are_marked_as_choices() -> None:
    from rulebook.quacks.clauses import CHOICES

    choices = {
        c.id
        for c in CATALOGUE
        if c.kind is ClauseKind.CHOICE and c.game in ("kwakzalvers", "alchemisten")
    }
    base_choices = {c.id for c in CHOICES}
    patient_choices = {
        "alchemisten.patient.robijnveld-op",
        "alchemisten.patient.kippenogen.volgorde",
        "alchemisten.patient.vampierisme.munten",
        "alchemisten.patient.schichtigheid.open",
        "alchemisten.patient.vergeetachtigheid.wanneer",
    }
    assert choices == ALCHEMISTS_CHOICES | patient_choices | base_choices
    assert all(
        i.startswith(("kwakzalvers.keuze.", "kwakzalvers.waarzegster.")) for i in base_choices
    )
    assert all("Keuze van dit regelboek" in clause(i).markdown() for i in choices)


@pytest.mark.parametrize("game", list(GAMES))
def test_no_clause_is_left_without_an_example(game: str) -> None:
    gaps = [c.id for c, names in coverage(game, EXAMPLE_SETS) if not names]
    assert gaps == []


def test_every_refusal_names_a_clause_in_the_catalogue() -> None:
    for attempt in REFUSALS.values():
        assert refusal_clause(attempt) in CATALOGUE


def test_a_refusal_that_is_accepted_is_reported() -> None:
    with pytest.raises(AssertionError):
        refusal_clause(lambda: None)


WITHOUT_NUMBERS = {
    "alchemisten.bonus.rat",
    "alchemisten.bonus.ovaal",
    "alchemisten.bonus.bovenop",
    "alchemisten.bonus.actie",
}
"""Steps that name a thing, not a number: a rat tail, when a bonus comes, what comes on top."""


def test_every_step_of_every_example_cites_a_known_clause_with_dutch_text() -> None:
    for make in EXAMPLES.values():
        for step in make().steps:
            assert step.clause_id in CATALOGUE
            assert step.text.strip()
            if step.clause_id not in WITHOUT_NUMBERS:
                assert re.search(r"\d", step.text), (step.clause_id, step.text)


def test_unknown_clause_ids_are_a_key_error() -> None:
    with pytest.raises(KeyError):
        clause("alchemisten.bestaat.niet")


def test_rule_errors_carry_their_clause() -> None:
    error = RuleError("alchemisten.essentie.2", "fout")
    assert error.clause_id == "alchemisten.essentie.2"
    assert "regel alchemisten.essentie.2" in str(error)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_source_line_names_a_source_a_reader_can_find(game: str) -> None:
    """No project file names (reference/, seeds/), no unexplained NL-A/NL-B, no marks."""
    known = BY_ID[game].sources  # each game names the sources its clauses may cite
    assert known, f"{game} names no sources"
    for item in CATALOGUE.for_game(game):
        assert any(name in item.source for name in known), (item.id, item.source)
        for private in ("NL-A", "NL-B", "reference/", "seeds/", "§", "✅", "⚠️", "❌"):
            assert private not in item.source, (item.id, item.source)


def test_every_source_and_confidence_is_explained_in_dutch() -> None:
    assert all(SOURCES.values()) and all(CONFIDENCE.values())
    assert "Spelregels De Alchemisten (999 Games)" in SOURCES
    used = " ".join(item.source for item in CATALOGUE)
    assert all(words in used for words in ("twee onafhankelijke bronnen", "één bron"))


def test_the_new_base_clauses_are_exercised_by_a_refusal() -> None:
    refused = {refusal_clause(attempt) for attempt in REFUSALS.values()}
    assert {
        "kwakzalvers.startbuidel",
        "kwakzalvers.ronde6",
        "kwakzalvers.voorraad",
        "kwakzalvers.ketelspoor",
    } <= refused


def test_the_supply_clause_states_the_limits_the_rules_enforce() -> None:
    text = clause("kwakzalvers.voorraad").text
    assert "rood 12 van waarde 1, 8 van waarde 2 en 10 van waarde 4" in text
    assert "narrenkruid 30" in text


def test_the_glossary_covers_every_game() -> None:
    for game in GAMES:
        terms = terms_for(game)
        assert terms
        assert all(t.dutch and t.code and t.meaning for t in terms)
    assert any(
        t.dutch == "essentiefiche" and t.code == "essence marker" for t in terms_for("alchemisten")
    )


def test_book_16_leaves_counting_the_first_locoweed_to_the_player() -> None:
    """The seed's 'mag': a player may count the first locoweed or not; that this rulebook
    always counts it is a choice, and the ruling says so where it applies."""
    from rulebook.quacks.alchemists.locoweed import examples as locoweed_examples

    assert "het hoeft niet" in clause("alchemisten.narrenkruid.boek16").text
    assert "altijd" not in clause("alchemisten.narrenkruid.boek16").text
    cited = locoweed_examples.book_sixteen().clause_ids()
    assert "alchemisten.narrenkruid.boek16.meetellen" in cited


@pytest.mark.parametrize(
    ("clause_id", "facts"),
    [
        (
            "alchemisten.spelmateriaal",
            ("vier essentiekaarten", "dubbelzijdig", "veertig knalerwten", "vervangen versleten"),
        ),
        ("alchemisten.narrenkruid.boeken", ("twee dubbelzijdige ingrediëntenboeken",)),
        (
            "alchemisten.patient.kiezen",
            ("Alle acht patiëntenfiches", "vijf tableaus", "essenties die niemand gebruikt"),
        ),
    ],
)
def test_the_seeds_facts_of_the_box_and_the_setup_are_told(
    clause_id: str, facts: tuple[str, ...]
) -> None:
    """What De Alchemisten's setup says about its material, in our words: each player's four
    double-sided essence cards, the two double-sided books, all eight patient markers and the
    unused essences back in the box, the forty cherry bombs as replacements only."""
    text = clause(clause_id).text
    assert [fact for fact in facts if fact not in text] == []
