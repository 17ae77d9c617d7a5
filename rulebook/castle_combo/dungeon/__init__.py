"""Uit de Kerker! (Out of the Oubliette!), the expansion of Castle Combo: twelve prisoners with
lock abilities, replacing a row, using an adjacent card's ability, four new scoring scrolls.

Same parts as every expansion package: the cards are in the base game's ``data`` (marked
``dungeon``), ``rulings`` answers the lock and row questions, ``clauses`` the Dutch text,
``glossary`` the words, ``examples`` the worked examples.
"""

from rulebook.castle_combo.dungeon.clauses import CLAUSES
from rulebook.castle_combo.dungeon.glossary import TERMS
from rulebook.castle_combo.dungeon.questions import QUESTIONS
from rulebook.castle_combo.dungeon.quiz import QUIZ
from rulebook.castle_combo.options import DUNGEON_OPTIONS
from rulebook.castle_combo.sources import SOURCES
from rulebook.core.coverage import ExampleSet
from rulebook.core.game import GameDescription

DESCRIPTION = GameDescription(
    sources=tuple(SOURCES),
    id="uit-de-kerker",
    title="Uit de Kerker! (uitbreiding van Castle Combo)",
    clauses=CLAUSES,
    glossary=TERMS,
    examples=(ExampleSet.deferred("uit-de-kerker", "rulebook.castle_combo.dungeon.examples"),),
    base="castle-combo",
    options=DUNGEON_OPTIONS,
    questions=QUESTIONS,
    quiz=QUIZ,
)
"""The expansion for the registry (scoring only this session: no engine switch yet)."""

__all__ = ["DESCRIPTION"]
