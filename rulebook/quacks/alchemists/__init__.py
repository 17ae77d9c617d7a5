"""De Alchemisten, the expansion of De Kwakzalvers van Kakelenburg: the essence phase.

The package has the same parts as every game package, in the same order: ``data`` (tables with
sources), ``state`` (frozen values with notation), ``rules`` (pure transitions), ``flow`` (the
round as data), ``rulings`` (explained answers), ``svg`` (pictures); ``clauses`` holds the Dutch
rule text, ``examples`` the worked examples the chapter shows.
"""

from rulebook.quacks.alchemists import clauses as _clauses  # noqa: F401  (registers clauses)
from rulebook.quacks.alchemists.data import Glass, Overflow, Patient
from rulebook.quacks.alchemists.rulings import essence_ruling, payment_ruling
from rulebook.quacks.alchemists.state import EssenceBoard, EssenceResult, EssenceSituation, Piston

__all__ = [
    "EssenceBoard",
    "EssenceResult",
    "EssenceSituation",
    "Glass",
    "Overflow",
    "Patient",
    "Piston",
    "essence_ruling",
    "payment_ruling",
]
