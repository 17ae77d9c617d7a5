"""The Castle Combo quiz speaks to a player, not to the terminal: what a reader sees of a question
(the prompt, the picture, the answer and the ruling's steps) names cards as printed and places
as "rij 1, kolom 2", never the notation's card ids, ``~`` for a face-down card, ``3x3:`` or
``sleutels=K goud=G``."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from rulebook.castle_combo.data import ALL_CARDS, BY_ID
from rulebook.castle_combo.dungeon.quiz import QUIZ as DUNGEON_QUIZ
from rulebook.castle_combo.pictures import describe
from rulebook.castle_combo.quiz import QUIZ
from rulebook.castle_combo.state import EndTableau
from rulebook.core.reader.quiz import QuizGenerator, QuizQuestion

SEEDS = range(40)
SVG = "{http://www.w3.org/2000/svg}"
GENERATORS = QUIZ + DUNGEON_QUIZ
SCORING = tuple(g for g in GENERATORS if g.id.endswith(".kaartpunten"))
IDS = {card.id for card in ALL_CARDS if card.id != card.shown}
"""Card ids a reader never sees: those that differ from the printed name (``MotherSuperior``)."""
NOTATION = re.compile(r"~|\b\d+x\d+:|\b\w+=\d|\w\[|\s/\s")
"""The notation's marks: a face-down ``~``, the grid's ``3x3:``, ``goud=2``, tokens in
brackets and the row separator `` / ``."""


def reader_texts(question: QuizQuestion) -> list[str]:
    """Everything a reader of the quiz reads: the prompt, the texts in the picture, and after an
    answer the expected answer, the ruling's question, its steps and its answer."""
    ruling = question.ruling
    texts = [question.prompt, question.expected, *question.choices, *picture_texts(question)]
    return [*texts, ruling.question, ruling.answer, *(step.text for step in ruling.steps)]


def picture_texts(question: QuizQuestion) -> list[str]:
    """The texts of the question's picture, drawn or read out (its title and description)."""
    if question.picture is None:
        return []
    root = ET.fromstring(question.picture._repr_svg_())
    drawn = ("text", "title", "desc")
    return [
        "".join(node.itertext()) for node in root.iter() if node.tag in {SVG + t for t in drawn}
    ]


def raw_tokens(text: str) -> list[str]:
    """The notation found in ``text``: marks of the notation and card ids."""
    words = set(re.findall(r"[A-Za-z]+", text))
    return NOTATION.findall(text) + sorted(words & IDS)


def description(question: QuizQuestion) -> str:
    """The picture's description, what a screen reader reads out."""
    found = ET.fromstring(question.picture._repr_svg_()).find(f"{SVG}desc")
    assert found is not None and found.text
    return found.text


@pytest.mark.parametrize("generator", GENERATORS, ids=[g.id for g in GENERATORS])
def test_no_question_shows_notation(generator: QuizGenerator) -> None:
    for seed in SEEDS:
        question = generator.deal(seed)
        for text in reader_texts(question):
            assert raw_tokens(text) == [], (seed, text)


@pytest.mark.parametrize("generator", SCORING, ids=[g.id for g in SCORING])
def test_a_question_names_the_card_its_place_and_shows_the_square(
    generator: QuizGenerator,
) -> None:
    for seed in SEEDS:
        question = generator.deal(seed)
        square = question.ruling.steps[-1].state
        assert isinstance(square, EndTableau)
        place = re.search(r"rij (\d), kolom (\d)", question.prompt)
        assert place is not None, question.prompt
        placed = square.tableau.at((int(place[1]) - 1, int(place[2]) - 1))
        assert placed is not None and not placed.face_down
        card = BY_ID[placed.card]
        assert card.shown in question.prompt
        rows = [row for row in description(question).split("; ") if "(gekozen)" in row]
        assert len(rows) == 1 and rows[0].count("(gekozen)") == 1, "one card is ringed"
        assert rows[0].startswith(f"rij {place[1]}: ")
        ringed = rf"{re.escape(describe(placed.card))}( met [^,;]*)? \(gekozen\)"
        assert re.search(ringed, rows[0]), (rows[0], card.shown)
        assert question.ruling.answer == f"{card.name}: {question.expected} punten."


def test_the_notation_check_sees_the_notation() -> None:
    """The check above would see a prompt in notation (it is not blind to what it guards)."""
    square = EndTableau.parse(
        "3x3: MotherSuperior ~Gedekt Baron / Steward[goud=2] Nun Knight / "
        "Farmer Judge Witch ; sleutels=2 goud=0"
    )
    assert set(raw_tokens(str(square))) == {
        "~",
        "3x3:",
        "d[",
        "goud=2",
        " / ",
        "sleutels=2",
        "goud=0",
        "MotherSuperior",
    }


def test_a_lock_opens_only_with_its_own_key_and_once_a_turn() -> None:
    """Chapter 41's own question: the lock opens when its key still lies on it and no lock was
    opened this turn (at any of the three moments); else the refusal names the rule."""
    (lock,) = [g for g in DUNGEON_QUIZ if g.id == "uit-de-kerker.quiz.slot"]
    answers = set()
    for seed in range(80):
        question = lock.deal(seed)
        key = "ligt nog de sleutel" in question.prompt
        first = "nog geen slot geopend" in question.prompt
        assert question.expected == ("Ja" if key and first else "Nee"), question.prompt
        cited = [step.clause_id for step in question.ruling.steps]
        if not key:
            assert cited == ["uit-de-kerker.slot.sleutel"]
        elif not first:
            assert cited == ["uit-de-kerker.slot.moment"]
        answers.add(question.expected)
    assert answers == {"Ja", "Nee"}
