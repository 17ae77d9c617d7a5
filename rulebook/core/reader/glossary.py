"""The glossary between the Dutch a reader sees and the English names in the code.

Code identifiers follow the English editions (chip, cauldron, essence, locoweed ...); every text a
reader sees is Dutch. This table is the bridge, so a newcomer can find ``essentiefiche`` in the
code as ``essence marker``. Each game package adds its own terms.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Term:
    """One glossary line: the Dutch word, the name used in code, and what it means."""

    dutch: str
    code: str
    meaning: str
    game: str


GLOSSARY: list[Term] = []
"""Every registered term, in the order the game packages added them."""


def add_terms(terms: Iterable[Term]) -> None:
    """Register terms; adding the same term twice is harmless (imports may repeat)."""
    for term in terms:
        if term not in GLOSSARY:
            GLOSSARY.append(term)


def terms_for(game: str) -> list[Term]:
    """The terms of one game (``kwakzalvers``, ``alchemisten`` ...)."""
    return [term for term in GLOSSARY if term.game == game]
