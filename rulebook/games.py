"""The registry: every game of the rulebook, from the description each game package exports.

Game packages register nothing when they are imported; this module lists them, fills the shared
clause catalogue and glossary from their descriptions, and builds the engines with the
expansions each base game can switch on. ``import rulebook`` imports it, so a clause can be
looked up from anywhere.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.clauses import CATALOGUE
from rulebook.core.coverage import ExampleSet
from rulebook.core.game import Game, GameDescription
from rulebook.core.glossary import add_terms
from rulebook.quacks import DESCRIPTION as KWAKZALVERS
from rulebook.quacks.alchemists import DESCRIPTION as ALCHEMISTEN

DESCRIPTIONS: tuple[GameDescription, ...] = (KWAKZALVERS, ALCHEMISTEN)
"""Every game and expansion, base games first."""

GAMES: dict[str, str] = {d.id: d.title for d in DESCRIPTIONS}
"""The games (clause-id prefixes) this rulebook covers, with their Dutch titles."""

BY_ID: dict[str, GameDescription] = {d.id: d for d in DESCRIPTIONS}

EXAMPLE_SETS: list[ExampleSet] = [examples for d in DESCRIPTIONS for examples in d.examples]
"""The worked examples of every chapter written so far, for the coverage check."""

for _description in DESCRIPTIONS:
    CATALOGUE.add(_description.clauses)
    add_terms(_description.glossary)


def expansions_of(game_id: str) -> list[GameDescription]:
    """The expansions of a base game, in registry order."""
    return [d for d in DESCRIPTIONS if d.base == game_id]


def game(game_id: str = "kwakzalvers") -> Game[Any, Any]:
    """The engine of a base game, able to switch on every expansion it has."""
    if game_id == "kwakzalvers":
        from rulebook.quacks.alchemists.expansion import EXPANSION

        assert KWAKZALVERS.make_game is not None
        return KWAKZALVERS.make_game(EXPANSION)
    raise ValueError(f"no engine for {game_id!r}")
