"""Castle Combo: the base game, with Uit de Kerker! inside it (``dungeon``).

Same parts as every game package, in the same order: ``data`` (the 90 cards with their
sources and marks), ``effects`` (abilities and scrolls as values), ``state`` (a finished
square with a notation and a JSON form), ``rules`` (the end scoring, one function per scroll
kind) and ``abilities`` (what an ability gives), ``flow`` (the turn as data), ``rulings``
(explained answers); ``clauses`` the Dutch rule text, ``glossary`` the words, ``examples`` the
worked examples, ``commands`` the terminal, ``engine`` a first base-game engine on the core
runner with a seeded computer player, ``svg`` the picture of a square. Still to come: the
expansion in the engine, a state notation and golden games, widgets, chapters.

``DESCRIPTION`` is what the registry knows; importing this package registers nothing and
loads no card data (the commands and examples import it when they run).
"""

from rulebook.castle_combo.clauses import CLAUSES
from rulebook.castle_combo.commands import COMMANDS
from rulebook.castle_combo.glossary import TERMS
from rulebook.castle_combo.questions import QUESTIONS
from rulebook.castle_combo.quiz import QUIZ
from rulebook.castle_combo.sources import SOURCES
from rulebook.core.coverage import ExampleSet
from rulebook.core.game import GameDescription

PICTURES = "rulebook.castle_combo.svg"
"""The drawings of this package's values (the picture registry, ``rulebook.core.pictures``)."""

DESCRIPTION = GameDescription(
    sources=tuple(SOURCES),
    id="castle-combo",
    title="Castle Combo",
    clauses=CLAUSES,
    glossary=TERMS,
    examples=(ExampleSet.deferred("castle-combo", "rulebook.castle_combo.examples"),),
    commands=COMMANDS,
    questions=QUESTIONS,
    quiz=QUIZ,
)
"""The base game for the registry: clauses, words, worked examples, the ``score`` command."""

__all__ = ["DESCRIPTION"]
