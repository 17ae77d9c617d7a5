"""The clause catalogue: complete for the chapter, exercised by examples, in our own words."""

import pathlib
import re

import pytest

from rulebook.core import CATALOGUE, ClauseKind, RuleError, clause
from rulebook.core.coverage import coverage, refusal_clause
from rulebook.core.glossary import terms_for
from rulebook.games import EXAMPLE_SETS, GAMES
from rulebook.quacks.alchemists.examples import EXAMPLES, REFUSALS

SEEDS = pathlib.Path(__file__).resolve().parents[3] / "shared" / "seeds"

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


def test_choices_of_this_rulebook_are_marked_as_choices() -> None:
    choices = {c.id for c in CATALOGUE if c.kind is ClauseKind.CHOICE}
    assert choices == {"alchemisten.essentie.top", "alchemisten.bonus.kaarten"}
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


def test_every_step_of_every_example_cites_a_known_clause_with_dutch_text() -> None:
    for make in EXAMPLES.values():
        for step in make().steps:
            assert step.clause_id in CATALOGUE
            assert step.text.strip()
            assert re.search(r"\d", step.text) or step.clause_id.endswith(
                ("begin", "rat", "ovaal", "ronden", "bovenop", "actie", "buisje")
            )


def test_unknown_clause_ids_are_a_key_error() -> None:
    with pytest.raises(KeyError):
        clause("alchemisten.bestaat.niet")


def test_rule_errors_carry_their_clause() -> None:
    error = RuleError("alchemisten.essentie.2", "fout")
    assert error.clause_id == "alchemisten.essentie.2"
    assert "regel alchemisten.essentie.2" in str(error)


def _ten_word_runs(text: str) -> set[str]:
    words = re.findall(r"\w+", text.lower())
    return {" ".join(words[i : i + 10]) for i in range(len(words) - 9)}


def test_clause_text_is_in_our_own_words() -> None:
    seed_runs: set[str] = set()
    for seed in SEEDS.glob("*.txt"):
        seed_runs |= _ten_word_runs(seed.read_text(encoding="utf-8"))
    assert seed_runs, f"the seeds were not found in {SEEDS}"
    for item in CATALOGUE:
        copied = _ten_word_runs(item.text) & seed_runs
        assert not copied, f"{item.id} copies the seed: {sorted(copied)[:2]}"


def test_the_glossary_covers_every_game() -> None:
    for game in GAMES:
        terms = terms_for(game)
        assert terms
        assert all(t.dutch and t.code and t.meaning for t in terms)
    assert any(
        t.dutch == "essentiefiche" and t.code == "essence marker" for t in terms_for("alchemisten")
    )
