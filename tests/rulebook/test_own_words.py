"""Own words: nothing a reader sees shares a run of 8 words with a seed.

The seeds (the rule texts in ``shared/seeds``) are the authority on the rules, but their sentences
are not ours to copy. This test reads every text this project shows a reader (the clause titles
and texts, the glossary, the round overview, the glasses of the essence cards, the Markdown of
every notebook, and what every worked example and every refusal prints) and fails on any run of
8 words it shares with any seed, listing every offending run with where it was found.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulebook.core import CATALOGUE, GLOSSARY, RuleError
from rulebook.games import EXAMPLE_SETS
from rulebook.quacks.alchemists import flow
from rulebook.quacks.alchemists.data import GLASSES_FROM_PICTURES, Timing
from tests.seeds import SEEDS_ENV, SeedsMissing, find_seeds, require_seeds

ROOT = Path(__file__).resolve().parents[2]
RUN = 8
"""The shortest run of words that counts as copying (case-insensitive, ``\\w+`` tokens)."""


def runs(text: str, length: int = RUN) -> set[str]:
    words = re.findall(r"\w+", text.lower())
    return {" ".join(words[i : i + length]) for i in range(len(words) - length + 1)}


def seed_runs() -> set[str]:
    found: set[str] = set()
    for seed in sorted(require_seeds().glob("*.txt")):
        found |= runs(seed.read_text(encoding="utf-8"))
    return found


def clause_texts() -> Iterator[tuple[str, str]]:
    for item in CATALOGUE:
        yield f"regel {item.id} (titel)", item.title
        yield f"regel {item.id}", item.text


def data_texts() -> Iterator[tuple[str, str]]:
    """Texts that live in data tables and reach the reader through rulings and tables."""
    for term in GLOSSARY:
        yield f"woordenlijst {term.dutch}", term.meaning
    for phase in flow.ROUND:
        yield f"overzicht {phase.name}", phase.summary
        yield f"overzicht {phase.name} (wie)", phase.who
        yield f"overzicht {phase.name} (klaar als)", phase.ends
        for step in phase.steps:
            yield f"overzicht {phase.name}: {step.name}", step.summary
    for patient, glasses in GLASSES_FROM_PICTURES.items():
        for number, glass in enumerate(glasses, start=1):
            yield f"glas {number} van {patient.dutch}", glass.patient_bonus
    for timing in Timing:
        yield f"moment {timing.name}", timing.value
    yield from effect_texts()


def effect_texts() -> Iterator[tuple[str, str]]:
    """What the cards and books say they do: the glosses of a game log and the terminal's lists."""
    from rulebook.quacks.books import all_books
    from rulebook.quacks.fortune import CARDS

    for card in CARDS:
        yield f"kaart {card.id} (werking)", card.dutch()
    for book in all_books():
        yield f"boek {book.clause_id} (werking)", book.dutch()
    yield from castle_combo_texts()


def castle_combo_texts() -> Iterator[tuple[str, str]]:
    """Every Castle Combo card's line: its ability, its scroll and what is uncertain about it."""
    from rulebook.castle_combo.data import ALL_CARDS
    from rulebook.castle_combo.options import DUNGEON_OPTIONS

    for card in ALL_CARDS:
        yield f"Castle Combo-kaart {card.id}", card.describe()
    for option in DUNGEON_OPTIONS:
        yield f"optie {option.name}", f"{option.dutch}. {option.doc}"


def ruling_texts() -> Iterator[tuple[str, str]]:
    """What every worked example prints, and the Dutch message of every refusal."""
    for example_set in EXAMPLE_SETS:
        where = example_set.chapter  # the chapter (or game) the examples belong to
        for name, make in example_set.examples.items():
            ruling = make()
            yield f"voorbeeld {where} '{name}' (vraag)", ruling.question
            yield f"voorbeeld {where} '{name}' (antwoord)", ruling.answer
            for number, step in enumerate(ruling.steps, start=1):
                yield f"voorbeeld {where} '{name}' stap {number}", step.text
        for name, attempt in example_set.refusals.items():
            try:
                attempt()
            except RuleError as error:
                yield f"weigering {where} '{name}'", error.message
            else:
                raise AssertionError(f"the refusal '{name}' was accepted")


def question_texts() -> Iterator[tuple[str, str]]:
    """Every rule question with its answer and source, and what the quiz asks (a few seeds of
    every generator) and the firmness levels."""
    from rulebook.core.reader.questions import Firmness
    from rulebook.games import QUESTIONS, QUIZ

    for question in QUESTIONS.values():
        yield f"vraag {question.id}", question.question
        yield f"vraag {question.id} (antwoord)", question.answer
        yield f"vraag {question.id} (bron)", question.source
    for level in Firmness:
        yield f"stevigheid {level.value}", f"{level.label}. {level.meaning}"
    for generator in QUIZ:
        for seed in range(5):
            yield f"quiz {generator.id} zaad {seed}", generator.deal(seed).prompt


def notebook_texts() -> Iterator[tuple[str, str]]:
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        for index, cell in enumerate(notebook["cells"]):
            if cell["cell_type"] == "markdown":
                yield f"{path.name} cel {index}", "".join(cell["source"])


SOURCES = {
    "regels": clause_texts,
    "gegevens": data_texts,
    "uitspraken": ruling_texts,
    "regelvragen": question_texts,
    "notebooks": notebook_texts,
}


@pytest.fixture(scope="module")
def seeds() -> set[str]:
    return seed_runs()


@pytest.mark.parametrize("source", sorted(SOURCES))
def test_no_run_of_eight_words_is_copied_from_a_seed(source: str, seeds: set[str]) -> None:
    texts = list(SOURCES[source]())
    assert texts, f"nothing to check in {source}"
    copied = [f"{where}: '{run}'" for where, text in texts for run in sorted(runs(text) & seeds)]
    assert not copied, f"{len(copied)} runs of {RUN} words copied from a seed:\n" + "\n".join(
        copied
    )


def test_the_seeds_are_found_by_walking_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SEEDS_ENV, raising=False)
    seeds = tmp_path / "shared" / "seeds"
    seeds.mkdir(parents=True)
    (seeds / "000_x.txt").write_text("een twee drie", encoding="utf-8")
    clone = tmp_path / "ci" / "builds" / "rulebook"
    clone.mkdir(parents=True)
    assert find_seeds(clone) == seeds


def test_missing_seeds_fail_loudly(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SEEDS_ENV, raising=False)
    with pytest.raises(SeedsMissing, match="shared/seeds"):
        find_seeds(tmp_path)


def seed_sentence(words: str) -> str:
    """The seed's own sentence that holds ``words``, read from the seed (this file quotes no
    seed sentence itself, so it cannot copy one)."""
    for path in sorted(require_seeds().glob("*.txt")):
        for sentence in path.read_text(encoding="utf-8").replace("\n", " ").split("."):
            if words in sentence:
                return sentence + "."
    raise AssertionError(f"no seed sentence holds {words!r}")


def test_a_copied_sentence_is_caught_and_a_rewritten_one_is_not(seeds: set[str]) -> None:
    copied = "Zie hier: " + seed_sentence("ovaal glas")
    assert runs(copied) & seeds
    own = "Een bonus in een ovaal glas krijg je op het moment dat je patiëntenkaart noemt."
    assert not runs(own) & seeds
