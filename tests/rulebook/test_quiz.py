"""Test jezelf: every quiz question of every game is dealt from the rules, the same for the same
seed, and its expected answer is the one the ruling itself states."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from rulebook.core.dutch import fields
from rulebook.core.reader.clauses import clause_prefix
from rulebook.core.reader.quiz import NOBODY, SEVERAL, YES, QuizGenerator, QuizQuestion, deal
from rulebook.games import BY_ID, LISTED, QUIZ, quiz_for
from rulebook.quacks.quiz import SHARED
from rulebook.quacks.state import Chips

SEEDS = range(40)
RAT_TAILS = [1, 4, 7, 10, *range(12, 49, 2)]
"""Where the rat tails lie (after these scores), for the independent check below."""


def says(question: QuizQuestion) -> bool:
    """Whether the ruling's own Dutch text states the question's expected answer."""
    ruling, expected = question.ruling, question.expected
    steps = [step.text for step in ruling.steps]
    kind = question.generator.rsplit(".", 1)[1]
    checks: dict[str, Callable[[], bool]] = {
        "ontploft": lambda: ruling.answer.startswith(f"{expected},"),
        "betalen": lambda: ruling.answer.startswith(f"{expected}:"),
        "glas": lambda: (
            "overwinningspunt" not in ruling.answer
            if expected == "0"
            else ruling.answer.startswith(f"{expected} overwinningspunt")
        ),
        "kans": lambda: (
            ruling.answer == "0: het kan niet."
            if expected == "0"
            else f"({expected} van de " in ruling.answer
        ),
        "veld": lambda: f"veld {expected}:" in ruling.answer,
        "ratten": lambda: (
            re.fullmatch(rf"{expected} rattenstaart(en)?\.", ruling.answer) is not None
        ),
        "essentie": lambda: ruling.answer.startswith(
            f"Je essentiefiche eindigt op veld {expected}."
        ),
        # where the marker stood before does not count: the ruling starts again from field 0
        "opnieuw": lambda: (
            ruling.answer.startswith(f"Je essentiefiche eindigt op veld {expected}.")
            and "Je essentiefiche gaat naar veld 0, waar het ook stond." in steps
        ),
        "dobbelsteen": lambda: {
            NOBODY: ruling.answer == "Niemand gooit.",
            SEVERAL: ruling.answer.endswith(" gooien.") and " en speler " in ruling.answer,
        }.get(expected, ruling.answer == f"{expected} gooit."),
        "winnaar": lambda: (
            ruling.answer.endswith("delen de overwinning.")
            if expected == SHARED
            else ruling.answer == f"{expected} wint."
        ),
        "kopen": lambda: (
            any(
                re.search(rf"binnen bereik: .*\b{question_chip(question)}\b", text)
                for text in steps
            )
            == (expected == YES)
        ),
        "prijs": lambda: any(f"{question_chip(question)} kost {expected}" in t for t in steps),
        "prijs-keuze": lambda: any(
            f"{question_chip(question)} kost {expected}" in t for t in steps
        ),
        "voorbereiding": lambda: any(setup_says(question.prompt, expected, t) for t in steps),
        "slot": lambda: ruling.answer.startswith(expected),
        "patient-actie": lambda: ruling.answer.startswith(expected),
        "patient-essentie": lambda: ruling.answer.removesuffix(".").endswith(f" {expected}"),
        "narrenkruid": lambda: f"gaat {fields(int(expected))} en ligt" in ruling.answer,
        "kaart-b4": lambda: ruling.answer == f"Je koopt voor {expected} geld.",
        "kaartpunten": lambda: ruling.answer.endswith(f": {expected} punten."),
        "verkopen": lambda: ruling.answer == f"{expected}.",
        "waarden": lambda: ruling.answer == f"{expected}.",
        "ophalen": lambda: ruling.answer.startswith(f"{expected}:"),
        "opstand-houden": lambda: ruling.answer.endswith(
            "je houdt de opstand." if expected == YES else "de opstand gaat uit het spel."
        ),
        "score": lambda: ruling.answer.startswith(f"{expected} punten"),
    }
    return checks[kind]()


def setup_says(prompt: str, expected: str, step: str) -> bool:
    """Whether a setup step says the number a setup question asks."""
    value = re.search(r"van waarde (\d)", prompt)
    if value:
        return f" {expected} van waarde {value[1]}" in step
    if "witte fiches" in prompt:
        return f"de {expected} witte fiches die over zijn" in step
    return f"In elke buidel gaan {expected} fiches" in step


def question_chip(question: QuizQuestion) -> str:
    """The chip a shop question asks about, in notation (``R4``), read from its Dutch name."""
    colours = {"pompoen": "O", "doodshoofdvlinder": "Z", "groen": "G", "kraaienschedel": "B"}
    colours |= {"vliegenzwam": "R", "alruinwortel": "Y", "geestenadem": "P"}
    found = re.search(r"een (\w+(?: \w+)?) \((\w+), waarde (\d)\)", question.prompt)
    assert found, question.prompt
    name = found[1].split()[-1] if found[1] != "groen ingrediënt" else "groen"
    letter = colours.get(name) or colours.get(found[2]) or ""
    return f"{letter}{found[3]}"


@pytest.mark.parametrize("generator", QUIZ, ids=[g.id for g in QUIZ])
def test_each_question_expects_what_its_ruling_says(generator: QuizGenerator) -> None:
    for seed in SEEDS:
        question = generator.deal(seed)
        assert question.generator == generator.id
        assert says(question), (seed, question.prompt, question.expected, question.ruling.answer)


@pytest.mark.parametrize("generator", QUIZ, ids=[g.id for g in QUIZ])
def test_the_same_seed_deals_the_same_question(generator: QuizGenerator) -> None:
    first, again = generator.deal(7), generator.deal(7)
    assert (first.prompt, first.expected, first.choices) == (
        again.prompt,
        again.expected,
        again.choices,
    )
    prompts = {generator.deal(seed).prompt for seed in SEEDS}
    assert len(prompts) > len(SEEDS) // 2, "the situations hardly change with the seed"


@pytest.mark.parametrize("generator", QUIZ, ids=[g.id for g in QUIZ])
def test_not_always_the_same_answer(generator: QuizGenerator) -> None:
    answers = {generator.deal(seed).expected for seed in SEEDS}
    assert len(answers) >= 2, f"{generator.id} always expects {answers}"


def test_every_generator_practises_clauses_of_its_own_game() -> None:
    for description in LISTED:  # a toy game (Dobbelnim) has no quiz
        assert description.quiz, f"{description.id} has nothing to quiz"
        for generator in description.quiz:
            assert generator.game == description.id
            prefix = clause_prefix(description.id)
            assert all(cid.split(".")[0] == prefix for cid in generator.clause_ids)


# -- independent checks: the rules written out here, not asked of a ruling -------------------


def test_an_exploded_cauldron_is_one_whose_whites_pass_seven() -> None:
    generator = next(g for g in QUIZ if g.id == "kwakzalvers.quiz.ontploft")
    for seed in SEEDS:
        question = generator.deal(seed)
        assert isinstance(question.picture, Chips)
        whites = sum(chip.value or 0 for chip in question.picture if chip.is_white)
        assert question.expected == ("Ja" if whites > 7 else "Nee"), (seed, question.prompt)


def test_a_buying_question_explains_with_the_price_that_decides_it_first() -> None:
    """The answer opens with the chip's price against the money (or the book that is still
    closed), and the first step is the chip's own book; the pairs come after."""
    (generator,) = [g for g in BY_ID["kwakzalvers"].quiz if g.id.endswith(".kopen")]
    for seed in range(120):
        question = generator.deal(seed)
        chip = question_chip(question)
        answer, first = question.ruling.answer, question.ruling.steps[0].text
        found = re.match(rf"{chip} kost (\d+) en je hebt (\d+) geld: (genoeg|te weinig)\.", answer)
        if found:
            cost, money = int(found[1]), int(found[2])
            assert (cost <= money) == (found[3] == "genoeg") == (question.expected == YES)
            assert f"{chip} kost {cost}" in first
        else:
            assert question.expected != YES
            assert answer.startswith(first) and "koop je nog geen " in first
        assert answer.index("paren" if "paren" in answer else "paar") > answer.index(".")


def test_the_essence_chapters_round_of_three_asks_three_different_things() -> None:
    """Chapter 20's quiz had two kinds of question, so every round of three asked one twice."""
    generators = quiz_for("20-alchemisten-essentiefase")
    assert len(generators) >= 3
    for seed in range(20):
        kinds = [deal(generators, seed, number).generator for number in range(3)]
        assert len(set(kinds)) == 3, (seed, kinds)


def test_rat_tails_are_the_tails_between_you_and_the_leader() -> None:
    generator = next(g for g in QUIZ if g.id == "kwakzalvers.quiz.ratten")
    for seed in SEEDS:
        question = generator.deal(seed)
        leader, mine = map(int, re.findall(r"\d+", question.prompt)[1:3])
        tails = sum(1 for t in RAT_TAILS if mine <= t < leader)
        assert question.expected == str(tails), question.prompt


def test_paying_essence_is_allowed_exactly_when_the_marker_is_high_enough() -> None:
    generator = next(g for g in QUIZ if g.id == "alchemisten.quiz.betalen")
    for seed in SEEDS:
        question = generator.deal(seed)
        marker, cost = map(int, re.findall(r"\d+", question.prompt))
        assert question.expected == ("Ja" if marker >= cost else "Nee")


# -- dealing a quiz -------------------------------------------------------------------------------


def test_a_quiz_deals_every_kind_in_turn() -> None:
    generators = BY_ID["kwakzalvers"].quiz
    kinds = [deal(generators, 3, n).generator for n in range(len(generators))]
    assert sorted(kinds) == sorted(g.id for g in generators)
    assert [deal(generators, 3, n).prompt for n in range(5)] == [
        deal(generators, 3, n).prompt for n in range(5)
    ]


def test_a_question_reads_only_real_answers() -> None:
    yes_no = next(g for g in QUIZ if g.id == "kwakzalvers.quiz.ontploft").deal(1)
    assert yes_no.read("Ja") == "Ja"
    assert yes_no.read("ja") is None
    assert yes_no.read(True) is None
    number = next(g for g in QUIZ if g.id == "kwakzalvers.quiz.ratten").deal(1)
    assert number.read(" 3 ") == "3"
    assert number.read(3) == "3"
    assert number.read("drie") is None
    assert number.read(3.0) is None


def test_the_quiz_of_a_chapter_practises_what_it_shows() -> None:
    essence = [g.id for g in quiz_for("20-alchemisten-essentiefase.ipynb")]
    assert essence == [
        "alchemisten.quiz.essentie",
        "alchemisten.quiz.opnieuw",
        "alchemisten.quiz.betalen",
    ]  # the glass question names a patient: chapter 21 asks it
    patients = [g.id for g in quiz_for("21-alchemisten-patienten.ipynb")]
    assert "alchemisten.quiz.glas" in patients
    brewing = [g.id for g in quiz_for("12-kwakzalvers-brouwen.ipynb")]
    assert "kwakzalvers.quiz.ontploft" in brewing  # the chapter teaches when a cauldron explodes
    assert "kwakzalvers.quiz.winnaar" not in brewing  # chapter 14 teaches who wins
    play = {g.game for g in quiz_for("19-kwakzalvers-speel-een-partij")}
    assert play == {"kwakzalvers"}  # no clauses shown: the game its name names
    assert [g.id for g in quiz_for("brouwen")] == [g.id for g in QUIZ if "brouwen" in g.topics]
    assert quiz_for("alchemisten") == BY_ID["alchemisten"].quiz
    with pytest.raises(ValueError, match="topics: "):
        quiz_for("schaken")
