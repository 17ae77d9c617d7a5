"""Uit de Kerker! (Out of the Oubliette!), the expansion of Castle Combo: twelve prisoners with
lock abilities, replacing a row, using an adjacent card's ability, four new scoring scrolls.

Same parts as every expansion package: the cards are in the base game's ``data`` (marked
``dungeon``), ``rulings`` answers the lock and row questions, ``clauses`` the Dutch text,
``glossary`` the words, ``examples`` the worked examples.
"""

from typing import Any

from rulebook.castle_combo.dungeon.clauses import CLAUSES
from rulebook.castle_combo.dungeon.glossary import TERMS
from rulebook.castle_combo.dungeon.questions import QUESTIONS
from rulebook.castle_combo.dungeon.quiz import QUIZ
from rulebook.castle_combo.options import DUNGEON_OPTIONS
from rulebook.castle_combo.sources import SOURCES
from rulebook.core.model.game import Expansion
from rulebook.core.reader.coverage import ExampleSet
from rulebook.core.reader.descriptions import GameDescription, SetupSwitch, Trials


def _switched_on() -> object:
    """Uit de Kerker!'s options with the Dutch seed's defaults (the registry's engine, which
    has the expansion, plays them)."""
    from rulebook.castle_combo.rules import Rules

    return Rules()


def _expansion() -> Expansion[Any]:
    """What Uit de Kerker! changes in the base game's engine (loaded when a game is played)."""
    from rulebook.castle_combo.dungeon.expansion import EXPANSION

    return EXPANSION


def _trials() -> Trials:
    from rulebook.castle_combo.trials import dungeon_trials

    return dungeon_trials()


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
    make_expansion=_expansion,
    trials=_trials,
    switches=(
        SetupSwitch(
            "--kerker",
            "speel met Uit de Kerker! (twaalf boeven met slotvaardigheden, rijen vervangen, "
            "een buurkaart gebruiken)",
            _switched_on,
        ),
    ),
)
"""The expansion for the registry; ``expansion.EXPANSION`` is what it changes in the engine."""

__all__ = ["DESCRIPTION"]
