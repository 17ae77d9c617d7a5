"""Importing this module registers the clauses and glossary terms of every game.

Game packages register on import; code that needs the whole catalogue (clause look-up, coverage,
the command line) imports this module instead of naming each game.
"""

from rulebook.quacks import alchemists as _alchemists  # noqa: F401
from rulebook.quacks import clauses as _quacks_clauses  # noqa: F401

GAMES = {
    "kwakzalvers": "De Kwakzalvers van Kakelenburg",
    "alchemisten": "De Alchemisten (uitbreiding van De Kwakzalvers van Kakelenburg)",
}
"""The games (clause-id prefixes) this rulebook covers so far, with their Dutch titles."""
