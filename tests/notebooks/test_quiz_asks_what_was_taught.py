"""A chapter's quiz asks only what that chapter or an earlier one taught (issue #24, item 7).

Read from the chapter map (``rulebook/chapters.json``: which clauses each chapter shows), the
clauses each quiz generator names and the clauses its dealt questions' rulings cite, for every
chapter of every game. And Het Leeft!'s questions show only cards of the example set, named as a
reader names them, with Dutch decimals.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rulebook.core.reader.chapters import chapter_map
from rulebook.games import quiz_for
from rulebook.its_alive.data import EXAMPLE_VALUES, Kind, card_name
from rulebook.its_alive.quiz import QUIZ as HET_LEEFT_QUIZ

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
MAP = chapter_map()


def quizzed_chapters() -> list[str]:
    """The chapters with a quiz cell (``Quiz.for_chapter("<their own name>", ...)``)."""
    found = []
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        sources = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
        if any(f'Quiz.for_chapter("{path.stem}"' in s for s in sources):
            found.append(path.name)
    return found


def untaught(file: str) -> dict[str, list[str]]:
    """Per generator of the chapter's quiz, the clauses it cites that no chapter up to this one
    shows."""
    chapter = MAP.chapter(file)
    assert chapter is not None
    files = [c.file for c in MAP.chapters]
    assert files == sorted(files)  # the map lists the chapters in the book's order
    before = MAP.chapters[: files.index(chapter.file) + 1]
    taught = {cid for c in before for cid in c.clauses}
    return {
        g.id: sorted(set(g.clause_ids) - taught)
        for g in quiz_for(file)
        if not set(g.clause_ids) <= taught
    }


def test_the_quizzed_chapters_are_found() -> None:
    files = quizzed_chapters()
    assert "31-het-leeft-een-kaart-kiezen.ipynb" in files and len(files) >= 20


@pytest.mark.parametrize("file", quizzed_chapters())
def test_a_quiz_asks_only_what_its_chapter_or_an_earlier_one_taught(file: str) -> None:
    assert untaught(file) == {}


def taught_by(file: str) -> set[str]:
    files = [c.file for c in MAP.chapters]
    return {cid for c in MAP.chapters[: files.index(file) + 1] for cid in c.clauses}


ONCE_AHEAD = {
    "10-kwakzalvers-doel-en-voorbereiding.ipynb": {"kwakzalvers.quiz.voorbereiding"},
    "15-kwakzalvers-ingredientensets.ipynb": {"kwakzalvers.quiz.prijs", "kwakzalvers.quiz.kopen"},
    "16-kwakzalvers-waarzeggerijkaarten.ipynb": set(),
    "17-kwakzalvers-varianten-en-keuzes.ipynb": {"kwakzalvers.quiz.prijs-keuze"},
    "41-uit-de-kerker-gevangenen-en-sloten.ipynb": {"uit-de-kerker.quiz.slot"},
    "42-uit-de-kerker-rij-vervangen-en-buurkaarten.ipynb": set(),
}
"""The chapters whose quiz asked what a later chapter teaches (prices of chapter 17's sets,
scrolls of chapter 43), with the questions of their own they ask now (none: a chapter whose
clauses no question practises asks its game's questions taught so far)."""


@pytest.mark.parametrize("file", sorted(ONCE_AHEAD))
def test_the_chapters_that_asked_ahead_ask_their_own(file: str) -> None:
    own = ONCE_AHEAD[file]
    if own:
        assert {g.id for g in quiz_for(file)} == own


@pytest.mark.parametrize("file", quizzed_chapters())
def test_every_dealt_question_cites_only_what_was_taught(file: str) -> None:
    """Not only what a question says it practises: every step of the answers it deals (the
    scoring field of chapter 13 in a brewing question, the patient of chapter 21 in an essence
    question, the books of chapter 15 in a shop question) rests on a clause taught so far."""
    taught = taught_by(file)
    for generator in quiz_for(file):
        for seed in range(40):
            cited = {step.clause_id for step in generator.deal(seed).ruling.steps}
            assert cited and cited <= taught, (generator.id, seed, sorted(cited - taught))


def test_het_leeft_chapters_ask_what_they_teach() -> None:
    """The chapters named in the issue: 30 and 34 asked about selling, 31 an advanced score."""
    asked = {
        c.number: {g.id for g in quiz_for(c.file)}
        for c in MAP.chapters
        if c.file.startswith("3") and c.file in quizzed_chapters()
    }
    assert asked[30] == {"het-leeft.quiz.waarden"}
    assert asked[31] == {"het-leeft.quiz.ophalen"}
    assert "het-leeft.quiz.score" not in asked[34]
    assert "het-leeft.quiz.verkopen" not in asked[31]


SET_NAMES = {card_name(c) for c in EXAMPLE_VALUES.cards()}
NAMED = re.compile("(" + "|".join(k.dutch for k in Kind) + r") (\d+)")


def test_het_leeft_questions_show_only_cards_of_the_example_set_with_dutch_decimals() -> None:
    shown = 0
    for generator in HET_LEEFT_QUIZ:
        for seed in range(150):
            question = generator.deal(seed)
            texts = [question.prompt, *(step.text for step in question.ruling.steps)]
            for text in texts:
                for kind, value in NAMED.findall(text):
                    assert f"{kind} {value}" in SET_NAMES, text
                    shown += 1
                assert not re.search(r"\d\.\d", text), text
                assert not re.search(r"\b[a-z]+-\d+\b", text), text
            if generator.id.endswith("score"):
                cards = NAMED.findall(question.prompt)
                assert len(cards) == len(set(cards)), question.prompt  # one card of each
    assert shown > 500
