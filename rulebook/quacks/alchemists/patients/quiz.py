"""Test jezelf, the patients: may your patient's action be used, and what essence is left?

Each question is a seeded situation in a brewing phase answered by ``action_ruling``; the
expected answer is read from the ruling's result, so the quiz and the rules cannot differ.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from rulebook.core.errors import RuleError
from rulebook.core.reader.quiz import NO, YES, YES_NO, QuizGenerator, QuizQuestion
from rulebook.quacks.alchemists.data import Patient
from rulebook.quacks.state import Chip

if TYPE_CHECKING:
    from rulebook.quacks.alchemists.patients.rules import ActionQuestion

POTS = ("O1 W2 G1 W3", "W1 O1 W2 B1", "O1 R2 W2 G1 W3", "W3 W2 O1 Y1 W1", "G1 W1 N W2")
ACTION_PATIENTS = (
    (Patient.WING_EARS, ("W1", "W2", "W3", "B1")),
    (Patient.CARROT_NOSE, ("O1", "O1", "G2")),
    (Patient.WITCHS_HUMP, ("R1", "R2", "B1", "P1", "Y1", "Z1")),
    (Patient.FORGETFULNESS, ("W1", "O1", "G1", "R2", "N")),
)
PRACTISED = (
    "alchemisten.patient.zeiloren",
    "alchemisten.patient.zeiloren.ontploft",
    "alchemisten.patient.karbonkelneus",
    "alchemisten.patient.heksenbochel",
    "alchemisten.patient.vergeetachtigheid",
    "alchemisten.patient.vergeetachtigheid.niet",
)


def _situation(rng: random.Random) -> tuple[ActionQuestion, str]:
    """A situation a player can meet: drawn again (same stream) when the chip cannot be drawn,
    such as a second white 3."""
    for _ in range(50):
        try:
            return _try_situation(rng)
        except RuleError:
            continue
    raise ValueError("no possible situation in 50 tries")


def _try_situation(rng: random.Random) -> tuple[ActionQuestion, str]:
    from rulebook.quacks.alchemists.patients.data import Choice
    from rulebook.quacks.alchemists.patients.rules import ActionQuestion, read_cauldron

    patient, chips = rng.choice(ACTION_PATIENTS)
    pot = read_cauldron(rng.choice(POTS))
    chip = Chip.parse(rng.choice(chips))
    if patient is Patient.FORGETFULNESS:
        chip = rng.choice(pot.contents().chips)
    choice = rng.choice((Choice.DOUBLE, Choice.BACK)) if patient is Patient.WING_EARS else None
    question = ActionQuestion(patient, rng.randint(0, 6), chip, pot, choice)
    verb = "terugdoen" if patient is Patient.FORGETFULNESS else "trekt"
    what = f" (keuze '{choice.value}')" if choice is not None else ""
    prompt = (
        f"Je behandelt {patient.dutch}; je essentiefiche staat op veld {question.essence}. In je "
        f"ketel: {pot}. Je wilt {chip.dutch()} {verb}{what}."
        if patient is Patient.FORGETFULNESS
        else f"Je behandelt {patient.dutch}; je essentiefiche staat op veld {question.essence}. "
        f"In je ketel: {pot}. Je trekt {chip.dutch()}{what}."
    )
    return question, prompt


def may_use(rng: random.Random) -> QuizQuestion:
    """May the patient's action be used on this chip now?"""
    from rulebook.quacks.alchemists.patients.rulings import action_ruling

    question, prompt = _situation(rng)
    ruling = action_ruling(question)
    return QuizQuestion(
        "alchemisten.quiz.patient-actie",
        f"{prompt} Mag je de actie van je patiënt gebruiken?",
        YES if ruling.result.allowed else NO,
        ruling,
        YES_NO,
        picture=ruling.steps[0].state,
    )


def essence_left(rng: random.Random) -> QuizQuestion:
    """How much essence is left after the patient's action (unchanged when refused)?"""
    from rulebook.quacks.alchemists.patients.rulings import action_ruling

    question, prompt = _situation(rng)
    ruling = action_ruling(question)
    return QuizQuestion(
        "alchemisten.quiz.patient-essentie",
        f"{prompt} Je gebruikt de actie als het mag. Hoeveel essentie heb je daarna?",
        str(ruling.result.essence_after),
        ruling,
        picture=ruling.steps[0].state,
    )


PATIENT_QUIZ: tuple[QuizGenerator, ...] = (
    QuizGenerator(
        "alchemisten.quiz.patient-actie",
        "Mag je patiënt zijn actie gebruiken?",
        ("patiënt", "patienten", "actie"),
        PRACTISED,
        may_use,
    ),
    QuizGenerator(
        "alchemisten.quiz.patient-essentie",
        "Hoeveel essentie houd je over na de actie van je patiënt?",
        ("patiënt", "patienten", "actie"),
        PRACTISED,
        essence_left,
    ),
)
"""What the quiz can ask about the patients' actions."""
