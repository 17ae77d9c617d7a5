"""What every game package shares: clauses, rulings, errors, randomness, glossary, SVG helpers."""

from rulebook.core.clauses import CATALOGUE, Catalogue, Clause, ClauseKind, clause
from rulebook.core.errors import (
    IllegalActionError,
    NotationError,
    NotEnoughError,
    RuleError,
    UnknownClauseError,
)
from rulebook.core.glossary import GLOSSARY, Term, add_terms, terms_for
from rulebook.core.randomness import DEFAULT_SEED, make_rng
from rulebook.core.rulings import Ruling, Step
from rulebook.core.svg import SvgPicture

__all__ = [
    "CATALOGUE",
    "DEFAULT_SEED",
    "GLOSSARY",
    "Catalogue",
    "Clause",
    "ClauseKind",
    "IllegalActionError",
    "NotEnoughError",
    "NotationError",
    "RuleError",
    "Ruling",
    "Step",
    "SvgPicture",
    "Term",
    "UnknownClauseError",
    "add_terms",
    "clause",
    "make_rng",
    "terms_for",
]
