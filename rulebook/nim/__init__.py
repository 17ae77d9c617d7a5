"""Dobbelnim: a toy game of this rulebook, written only against ``rulebook.core``, to try the
game machinery on something that is not De Kwakzalvers (the game table, the menus, the
conformance suite, the command line).

A heap of stones lies between two players. Each turn chance first rolls a die with faces 1 to
``faces``; the player then takes at least one stone and at most as many as the die shows (and
as the heap holds). Whoever takes the last stone wins: 1 point, the other 0.

The same parts as every game package, as small as they get: ``state`` (setup, state, actions
and their notation), ``engine`` (the ``Game`` and ``make_game``, all rules in one module),
``bots`` (computer players), ``clauses`` and ``glossary`` (the Dutch), ``commands``
(``python -m rulebook dobbelnim ...``) and ``trials`` (what the conformance suite plays).
``DESCRIPTION`` is what the registry knows; it is not listed, so the reader's chapters, search
and start page leave it out.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.model.game import Game, GameKind
from rulebook.core.reader.descriptions import GameDescription, Trials
from rulebook.core.reader.lessons import Teacher
from rulebook.nim.clauses import CLAUSES
from rulebook.nim.commands import COMMANDS
from rulebook.nim.glossary import TERMS


def make_game(*expansions: Any) -> Game[Any, Any]:
    """The engine (``engine.make_game``), imported when the game is first used."""
    from rulebook.nim.engine import make_game as make_engine

    return make_engine(*expansions)


def _teacher() -> Teacher:
    from rulebook.nim.lessons import teacher

    return teacher()


def _trials() -> Trials:
    from rulebook.nim.trials import trials

    return trials()


DESCRIPTION = GameDescription(
    id="dobbelnim",
    title="Dobbelnim (proefspel)",
    clauses=CLAUSES,
    glossary=TERMS,
    commands=COMMANDS,
    make_game=make_game,
    kind=GameKind(players=range(2, 3)),
    trials=_trials,
    teacher=_teacher,
    listed=False,
)
"""The toy game for the registry."""

__all__ = ["DESCRIPTION"]
