"""De Kwakzalvers van Kakelenburg (Quacks of Quedlinburg): chips, cauldrons, explosions.

Same parts as every game package: ``data``, ``state``, ``rules``, ``rulings``, ``svg``, and the
Dutch ``clauses``. The expansion De Alchemisten lives inside it, in ``alchemists``.
"""

from rulebook.quacks import clauses as _clauses  # noqa: F401  (registers clauses)
from rulebook.quacks.data import Ingredient
from rulebook.quacks.rulings import explosion_ruling
from rulebook.quacks.state import Chip, Chips

__all__ = ["Chip", "Chips", "Ingredient", "explosion_ruling"]
