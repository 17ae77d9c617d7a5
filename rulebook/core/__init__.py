"""What every game package shares: clauses, rulings, errors, randomness, glossary, SVG helpers."""

from rulebook.core.drawing.svg import SvgPicture
from rulebook.core.errors import (
    IllegalActionError,
    NotationError,
    NotEnoughError,
    RuleError,
    UnknownClauseError,
)
from rulebook.core.model.randomness import DEFAULT_SEED, make_rng
from rulebook.core.model.steps import Step
from rulebook.core.reader.clauses import CATALOGUE, Catalogue, Clause, ClauseKind, clause
from rulebook.core.reader.glossary import GLOSSARY, Term, add_terms, terms_for
from rulebook.core.reader.rulings import Ruling

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
