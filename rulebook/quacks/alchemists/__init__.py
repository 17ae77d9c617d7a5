"""De Alchemisten, the expansion of De Kwakzalvers van Kakelenburg.

The expansion has four parts, each a package with the same inner layout (``data``, ``clauses``,
``rules``, ``rulings``, ``examples``, ``svg``, ``quiz``, ``glossary``, ``in_play`` where the part
has them): ``essence`` (the essence phase, which the other parts build on), ``patients``,
``locoweed`` (the four books) and ``cards`` (the new fortune-teller cards). What the whole
expansion shares stays here: ``data`` (the piston, the patients, the locoweed books as tables),
``clauses``, ``glossary`` and ``questions`` (every part's, gathered), ``commands``
(``python -m rulebook alchemisten``), ``expansion`` and ``flow`` (what the expansion changes in
the base game's engine, as data the engine applies) and ``table_notes`` (what the pictures say).
"""

from typing import Any

from rulebook.core.model.game import Expansion
from rulebook.core.reader.coverage import ExampleSet
from rulebook.core.reader.descriptions import GameDescription, SetupSwitch, Trials
from rulebook.quacks.alchemists.cards.quiz import QUIZ as LOCO_CARD_QUIZ
from rulebook.quacks.alchemists.clauses import CLAUSES
from rulebook.quacks.alchemists.commands import COMMANDS
from rulebook.quacks.alchemists.data import Glass, Overflow, Patient
from rulebook.quacks.alchemists.essence import examples as _examples
from rulebook.quacks.alchemists.essence.quiz import QUIZ
from rulebook.quacks.alchemists.essence.rulings import essence_ruling, payment_ruling
from rulebook.quacks.alchemists.essence.state import (
    EssenceBoard,
    EssenceResult,
    EssenceSituation,
    Piston,
)
from rulebook.quacks.alchemists.glossary import TERMS
from rulebook.quacks.alchemists.patients.data import PATIENT_OPTIONS
from rulebook.quacks.alchemists.patients.quiz import PATIENT_QUIZ
from rulebook.quacks.alchemists.questions import QUESTIONS
from rulebook.quacks.sources import SOURCES

PICTURES = "rulebook.quacks.alchemists.essence.svg"
"""The drawings of this package's values (the piston, the essence board); see
``rulebook.core.drawing.pictures``."""


def _switched_on() -> object:
    """De Alchemisten's settings with every default (imported only when a game is played)."""
    from rulebook.quacks.alchemists.expansion import AlchemistsSetup

    return AlchemistsSetup()


def _expansion() -> Expansion[Any]:
    """What De Alchemisten changes in the base game's engine (loaded when a game is played)."""
    from rulebook.quacks.alchemists.expansion import EXPANSION

    return EXPANSION


def _trials() -> Trials:
    from rulebook.quacks.alchemists.trials import trials

    return trials()


DESCRIPTION = GameDescription(
    sources=tuple(SOURCES),
    id="alchemisten",
    title="De Alchemisten (uitbreiding van De Kwakzalvers van Kakelenburg)",
    clauses=CLAUSES,
    glossary=TERMS,
    examples=(
        ExampleSet("alchemisten.essentie", _examples.EXAMPLES, _examples.REFUSALS),
        ExampleSet.deferred(
            "alchemisten.patienten", "rulebook.quacks.alchemists.patients.examples"
        ),
        ExampleSet.deferred("alchemisten.narrenkruid", f"{__name__}.locoweed.examples"),
        ExampleSet.deferred("alchemisten.kaarten", f"{__name__}.cards.examples"),
    ),
    base="kwakzalvers",
    make_expansion=_expansion,
    trials=_trials,
    switches=(
        SetupSwitch(
            "--alchemisten",
            "speel met De Alchemisten (de essentiefase, de patiënten, het narrenkruid, de nieuwe "
            "waarzeggerijkaarten; tot 5 spelers)",
            _switched_on,
        ),
    ),
    commands=COMMANDS,
    options=PATIENT_OPTIONS,
    questions=QUESTIONS,
    quiz=(*QUIZ, *PATIENT_QUIZ, *LOCO_CARD_QUIZ),
)
"""The expansion for the registry; ``expansion.EXPANSION`` is what it changes in the engine."""

__all__ = [
    "DESCRIPTION",
    "EssenceBoard",
    "EssenceResult",
    "EssenceSituation",
    "Glass",
    "Overflow",
    "Patient",
    "Piston",
    "essence_ruling",
    "payment_ruling",
]
