"""Importing this module registers the clauses and glossary terms of every game.

Game packages register on import; code that needs the whole catalogue (clause look-up, coverage,
the command line) imports this module instead of naming each game.
"""

from rulebook.core.coverage import ExampleSet
from rulebook.quacks import clauses as _quacks_clauses  # noqa: F401
from rulebook.quacks import glossary as _quacks_glossary  # noqa: F401
from rulebook.quacks.alchemists import examples as _alchemists_examples

GAMES = {
    "kwakzalvers": "De Kwakzalvers van Kakelenburg",
    "alchemisten": "De Alchemisten (uitbreiding van De Kwakzalvers van Kakelenburg)",
}
"""The games (clause-id prefixes) this rulebook covers so far, with their Dutch titles."""

EXAMPLE_SETS = [
    ExampleSet(
        "alchemisten.essentie",
        _alchemists_examples.EXAMPLES,
        _alchemists_examples.REFUSALS,
    ),
]
"""The worked examples of every chapter written so far, for the coverage check."""
