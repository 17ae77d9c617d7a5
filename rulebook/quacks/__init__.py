"""De Kwakzalvers van Kakelenburg (Quacks of Quedlinburg): the base game.

Same parts as every game package: ``data`` (and ``board``, ``books``, ``fortune``: tables with
their sources), ``state`` and ``table`` (frozen values with a notation), ``effects`` (actions as
data), ``engine`` (the rules as the game model's ``Game``), ``flow`` (the round as data),
``rulings`` (explained answers), ``bots`` and ``strategies`` (computer players), ``svg``
(pictures); ``clauses`` holds the Dutch rule text, ``glossary`` the words. The expansion De
Alchemisten lives inside it, in ``alchemists``; this package never names it.

``DESCRIPTION`` is what the registry (``rulebook.games``) knows of this game; importing this
package registers nothing. ``PICTURES`` names the module whose table says how each value draws
itself (``rulebook.core.drawing.pictures`` imports it by name the first time a value is drawn).
"""

from __future__ import annotations

from typing import Any

from rulebook.core.model.game import Game, GameKind
from rulebook.core.reader.coverage import ExampleSet
from rulebook.core.reader.descriptions import GameDescription, TableStart, Trials
from rulebook.core.reader.lessons import Teacher
from rulebook.quacks.clauses import CLAUSES
from rulebook.quacks.commands import COMMANDS
from rulebook.quacks.data import Ingredient
from rulebook.quacks.glossary import TERMS
from rulebook.quacks.questions import QUESTIONS
from rulebook.quacks.quiz import QUIZ
from rulebook.quacks.rulings import explosion_ruling
from rulebook.quacks.sources import SOURCES
from rulebook.quacks.state import Chip, Chips

PICTURES = "rulebook.quacks.svg"
"""The drawings of this package's values (chips, bag, cauldron, player, table)."""


def make_game(*expansions: Any) -> Game[Any, Any]:
    """The engine, loaded only when a game is played (importing the rules stays quick)."""
    from rulebook.quacks.engine import make_game as make

    return make(expansions)


def _table(**words: Any) -> TableStart:
    """A game table from a reader's few words (``table_start.start_table``)."""
    from rulebook.quacks.table_start import start_table

    return start_table(**words)


def _teacher() -> Teacher:
    """The leermodus of this game and its expansions (``lessons``, loaded when asked)."""
    from rulebook.quacks.lessons import teacher

    return teacher()


def _trials() -> Trials:
    """The setups, computer players and golden games of the conformance suite (loaded when a
    test asks)."""
    from rulebook.quacks.trials import trials

    return trials()


DESCRIPTION = GameDescription(
    sources=tuple(SOURCES),
    id="kwakzalvers",
    title="De Kwakzalvers van Kakelenburg",
    clauses=CLAUSES,
    glossary=TERMS,
    examples=(ExampleSet.deferred("kwakzalvers", "rulebook.quacks.examples"),),
    commands=COMMANDS,
    make_game=make_game,
    questions=QUESTIONS,
    quiz=QUIZ,
    kind=GameKind(players=range(2, 6), simultaneous=True),
    trials=_trials,
    table=_table,
    teacher=_teacher,
)
"""The base game for the registry: its clauses, words, worked examples, commands, engine, rule
questions, quiz, kind (2 to 4 players, 5 with an expansion that allows it; everyone brews at
once; nothing hidden: a bag's contents are known, only the draw is chance) and trials."""

__all__ = ["DESCRIPTION", "Chip", "Chips", "Ingredient", "explosion_ruling"]
