"""De Alchemisten, the expansion of De Kwakzalvers van Kakelenburg: the essence phase.

The package has the same parts as every game package, in the same order: ``data`` (tables with
sources), ``state`` (frozen values with notation), ``rules`` (pure transitions), ``flow`` (the
round as data), ``rulings`` (explained answers), ``svg`` (pictures); ``clauses`` holds the Dutch
rule text, ``examples`` the worked examples the chapter shows, ``expansion`` what the expansion
changes in the base game's engine (as data the engine applies).

The eight patients have the same parts under ``patient_``-names (``patients`` is their data;
``patient_rules``, ``patient_rulings``, ``patient_svg``, ``patient_clauses``, ``patient_examples``,
``patient_quiz``, ``patient_glossary``) and ``commands`` holds ``python -m rulebook alchemisten``.
"""

from typing import Any

from rulebook.core.coverage import ExampleSet
from rulebook.core.game import Expansion, GameDescription, SetupSwitch, Trials
from rulebook.quacks.alchemists import examples as _examples
from rulebook.quacks.alchemists.clauses import CLAUSES
from rulebook.quacks.alchemists.commands import COMMANDS
from rulebook.quacks.alchemists.data import Glass, Overflow, Patient
from rulebook.quacks.alchemists.glossary import TERMS
from rulebook.quacks.alchemists.loco_card_quiz import QUIZ as LOCO_CARD_QUIZ
from rulebook.quacks.alchemists.patient_quiz import PATIENT_QUIZ
from rulebook.quacks.alchemists.patients import PATIENT_OPTIONS
from rulebook.quacks.alchemists.questions import QUESTIONS
from rulebook.quacks.alchemists.quiz import QUIZ
from rulebook.quacks.alchemists.rulings import essence_ruling, payment_ruling
from rulebook.quacks.alchemists.state import EssenceBoard, EssenceResult, EssenceSituation, Piston


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
    id="alchemisten",
    title="De Alchemisten (uitbreiding van De Kwakzalvers van Kakelenburg)",
    clauses=CLAUSES,
    glossary=TERMS,
    examples=(
        ExampleSet("alchemisten.essentie", _examples.EXAMPLES, _examples.REFUSALS),
        ExampleSet.deferred("alchemisten.patienten", "rulebook.quacks.alchemists.patient_examples"),
        ExampleSet.deferred("alchemisten.narrenkruid", f"{__name__}.locoweed_examples"),
        ExampleSet.deferred("alchemisten.kaarten", f"{__name__}.card_examples"),
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
