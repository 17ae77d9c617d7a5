"""Castle Combo: the base game, with Uit de Kerker! inside it (``dungeon``).

Same parts as every game package, in the same order: ``data`` (the 90 cards with their
sources and marks), ``effects`` (abilities and scrolls as values), ``state`` (a finished
square with a notation and a JSON form), ``rules`` (the end scoring, one function per scroll
kind) and ``abilities`` (what an ability gives), ``flow`` (the turn as data), ``rulings``
(explained answers); ``clauses`` the Dutch rule text, ``glossary`` the words, ``examples`` the
worked examples, ``commands`` the terminal, ``table`` (a whole table in play, with its
notation), ``engine`` (the game on the core runner, Uit de Kerker! included as data), ``bots``
(computer players), ``trials`` (what the conformance suite plays), ``svg`` the picture of a
square.

``DESCRIPTION`` is what the registry knows; importing this package registers nothing and
loads no card data (the commands and examples import it when they run).
"""

from __future__ import annotations

from typing import Any

from rulebook.castle_combo.clauses import CLAUSES
from rulebook.castle_combo.commands import COMMANDS
from rulebook.castle_combo.glossary import TERMS
from rulebook.castle_combo.questions import QUESTIONS
from rulebook.castle_combo.quiz import QUIZ
from rulebook.castle_combo.sources import SOURCES
from rulebook.core.model.game import Game, GameKind
from rulebook.core.reader.coverage import ExampleSet
from rulebook.core.reader.descriptions import GameDescription, TableStart, Trials
from rulebook.core.reader.lessons import Teacher

PICTURES = "rulebook.castle_combo.svg"
"""The drawings of this package's values (the picture registry, ``core.drawing.pictures``)."""


def make_game(*expansions: Any) -> Game[Any, Any]:
    """The engine, loaded only when a game is played (importing the rules stays quick)."""
    from rulebook.castle_combo.engine import make_game as make

    return make(expansions)


def _trials() -> Trials:
    from rulebook.castle_combo.trials import trials

    return trials()


def _teacher() -> Teacher:
    """The leermodus of Castle Combo, Uit de Kerker! included (``lessons``)."""
    from rulebook.castle_combo.lessons import teacher

    return teacher()


def _table(**words: Any) -> TableStart:
    """A game table from a reader's few words (``table_start.start_table``)."""
    from rulebook.castle_combo.table_start import start_table

    return start_table(**words)


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
    make_game=make_game,
    kind=GameKind(players=range(2, 6)),
    trials=_trials,
    table=_table,
    teacher=_teacher,
)
"""The base game for the registry: clauses, words, worked examples, the commands, the engine
(2 to 5 players, one at a time, nothing hidden: the decks are known as sets, only the draw is
chance), its trials and its game table."""

__all__ = ["DESCRIPTION"]
