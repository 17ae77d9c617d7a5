"""De Alchemisten, the expansion of De Kwakzalvers van Kakelenburg: the essence phase.

The package has the same parts as every game package, in the same order: ``data`` (tables with
sources), ``state`` (frozen values with notation), ``rules`` (pure transitions), ``flow`` (the
round as data), ``rulings`` (explained answers), ``svg`` (pictures); ``clauses`` holds the Dutch
rule text, ``examples`` the worked examples the chapter shows, ``expansion`` what the expansion
changes in the base game's engine (as data the engine applies).
"""

from rulebook.core.coverage import ExampleSet
from rulebook.core.game import GameDescription
from rulebook.quacks.alchemists import examples as _examples
from rulebook.quacks.alchemists.clauses import CLAUSES
from rulebook.quacks.alchemists.data import Glass, Overflow, Patient
from rulebook.quacks.alchemists.glossary import TERMS
from rulebook.quacks.alchemists.loco_card_quiz import QUIZ as LOCO_CARD_QUIZ
from rulebook.quacks.alchemists.questions import QUESTIONS
from rulebook.quacks.alchemists.quiz import QUIZ
from rulebook.quacks.alchemists.rulings import essence_ruling, payment_ruling
from rulebook.quacks.alchemists.state import EssenceBoard, EssenceResult, EssenceSituation, Piston

DESCRIPTION = GameDescription(
    id="alchemisten",
    title="De Alchemisten (uitbreiding van De Kwakzalvers van Kakelenburg)",
    clauses=CLAUSES,
    glossary=TERMS,
    examples=(
        ExampleSet("alchemisten.essentie", _examples.EXAMPLES, _examples.REFUSALS),
        ExampleSet.deferred("alchemisten.narrenkruid", f"{__name__}.locoweed_examples"),
        ExampleSet.deferred("alchemisten.kaarten", f"{__name__}.card_examples"),
    ),
    base="kwakzalvers",
    questions=QUESTIONS,
    quiz=QUIZ + LOCO_CARD_QUIZ,
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
