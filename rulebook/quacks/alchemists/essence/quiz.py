"""Test jezelf, De Alchemisten: where does your essence marker end (also when it still stands
where last round left it), can you pay with it, and what points does the glass of its field
give your patient?

Each question is a seeded situation answered by ``essence_ruling``, ``payment_ruling`` or
``bonus_ruling``; the expected answer is read from the ruling's result. The essence chapter has
three kinds of its own, so a round of three questions there asks three different things; the
glass question names a patient and waits for the patients' chapter.
"""

from __future__ import annotations

import random

from rulebook.core.dutch import listing
from rulebook.core.reader.quiz import NO, YES, YES_NO, QuizGenerator, QuizQuestion
from rulebook.quacks.alchemists.essence.rulings import essence_ruling, payment_ruling
from rulebook.quacks.alchemists.essence.state import EssenceSituation
from rulebook.quacks.state import Chip, Chips

COLOURS = ("O1", "G1", "G2", "B1", "B2", "R1", "R2", "Y1", "P1", "Z1", "N")
WHITES = ("W1", "W1", "W1", "W1", "W2", "W2", "W3")


def _neighbours(situation: EssenceSituation) -> str:
    left, right = situation.left_exploded, situation.right_exploded
    if situation.players == 2:
        return (
            "de ketel van je tegenspeler is ontploft"
            if left or right
            else ("de ketel van je tegenspeler is heel gebleven")
        )
    if left and right:
        return "de ketels van allebei je buren zijn ontploft"
    if left or right:
        return f"alleen de ketel van je {'linker' if left else 'rechter'}buur is ontploft"
    return "geen van je buren is ontploft"


def _situation(rng: random.Random, first_round: int = 1) -> tuple[EssenceSituation, str]:
    """A seeded cauldron, neighbours and round, and the words that set them out."""
    colours = rng.sample(COLOURS, rng.randint(1, 6))
    whites = rng.sample(WHITES, rng.randint(1, 5))
    cauldron = Chips(tuple(Chip.parse(label) for label in [*colours, *whites]))
    players = rng.choice((2, 3, 4, 4))
    book = rng.choice((None, None, 11)) if "N" in colours else None
    situation = EssenceSituation(
        cauldron,
        left_exploded=rng.random() < 0.35,
        right_exploded=rng.random() < 0.35,
        players=players,
        round=rng.randint(first_round, 8),
        locoweed_book=book,
    )
    with_book = " Je speelt met narrenkruidboek 11." if book == ESSENCE_BOOK else ""
    words = (
        f"Een spel met {players} spelers. In je ketel: {listing([str(c) for c in cauldron])}; "
        f"{_neighbours(situation)}.{with_book}"
    )
    return situation, words


def essence_field(rng: random.Random) -> QuizQuestion:
    """Where does the essence marker end? Colours, exactly 7 whites, exploded neighbours."""
    situation, words = _situation(rng)
    ruling = essence_ruling(situation)
    return QuizQuestion(
        "alchemisten.quiz.essentie",
        f"{words} Op welk veld eindigt je essentiefiche?",
        str(ruling.result.field),
        ruling,
        picture=ruling.steps[0].state,  # the start: the last step would give the answer away
    )


def fresh_start(rng: random.Random) -> QuizQuestion:
    """The marker still stands where last round's phase left it, less what was paid since:
    does that count? No: every essence phase starts again from field 0."""
    situation, words = _situation(rng, first_round=2)
    left = rng.randint(1, 10)
    paid = rng.randint(0, left - 1)
    now = (
        f"je hebt er sindsdien {paid} essentie mee betaald, dus het staat nu op veld {left - paid}"
        if paid
        else "het staat daar nog"
    )
    ruling = essence_ruling(situation)
    return QuizQuestion(
        "alchemisten.quiz.opnieuw",
        f"Ronde {situation.round}. In de vorige essentiefase eindigde je essentiefiche op veld "
        f"{left}; {now}. {words} Op welk veld eindigt je essentiefiche deze keer?",
        str(ruling.result.field),
        ruling,
        picture=ruling.steps[0].state,
    )


ESSENCE_BOOK = 11


def glass_points(rng: random.Random) -> QuizQuestion:
    """How many victory points does the glass of the field give at once (rounds 1 to 8)?"""
    from rulebook.quacks.alchemists.data import Patient
    from rulebook.quacks.alchemists.patients.rules import BonusQuestion
    from rulebook.quacks.alchemists.patients.rulings import bonus_ruling

    patient = rng.choice(list(Patient))
    field = rng.randint(0, 10)
    number = rng.randint(1, 8)
    ruling = bonus_ruling(BonusQuestion(patient, field, number))
    return QuizQuestion(
        "alchemisten.quiz.glas",
        f"Ronde {number}. Je behandelt {patient.dutch} en je essentiefiche eindigt op veld "
        f"{field}. Hoeveel overwinningspunten krijg je meteen uit het glas?",
        str(ruling.result.victory_points),
        ruling,
        picture=ruling.steps[0].state,
    )


def pay(rng: random.Random) -> QuizQuestion:
    """May you pay this action with essence? Never below field 0."""
    marker = rng.randint(0, 6)
    cost = rng.randint(1, 4)
    ruling = payment_ruling(marker, cost, "de actie van je patiënt")
    return QuizQuestion(
        "alchemisten.quiz.betalen",
        f"Je essentiefiche staat op veld {marker}. De actie van je patiënt kost {cost} "
        "essentie. Mag je haar betalen?",
        YES if ruling.result is not None else NO,
        ruling,
        YES_NO,
    )


QUIZ: tuple[QuizGenerator, ...] = (
    QuizGenerator(
        "alchemisten.quiz.essentie",
        "Waar eindigt je essentiefiche?",
        ("essentie", "essentiefase"),
        ("alchemisten.essentie.1", "alchemisten.essentie.2", "alchemisten.essentie.3"),
        essence_field,
    ),
    QuizGenerator(
        "alchemisten.quiz.opnieuw",
        "Waar begint je essentiefiche?",
        ("essentie", "essentiefase"),
        ("alchemisten.essentie.begin", "alchemisten.essentie.1", "alchemisten.essentie.bewaren"),
        fresh_start,
    ),
    QuizGenerator(
        "alchemisten.quiz.betalen",
        "Mag je met essentie betalen?",
        ("essentie", "betalen"),
        ("alchemisten.essentie.betalen",),
        pay,
    ),
    QuizGenerator(
        "alchemisten.quiz.glas",
        "Hoeveel punten geeft het glas?",
        ("essentie", "glas", "bonus"),
        # the question names the patient you treat, and the answer what that patient gives
        # (chapter 21), so it is asked once the patients are taught
        (
            "alchemisten.bonus.punten",
            "alchemisten.bonus.rat",
            "alchemisten.bonus.buisje",
            "alchemisten.patient.kiezen",
        ),
        glass_points,
    ),
)
"""What the quiz can ask about De Alchemisten."""
