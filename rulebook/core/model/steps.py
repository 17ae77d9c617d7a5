"""A step of an explanation: the clause it rests on, what happened in Dutch, and the
state after it.

The model's explained values (``effects.Explained``) are made of steps, and a ruling
(``rulebook.core.reader.rulings.Ruling``) is a result with its steps; the step itself
needs neither the catalogue nor a picture, so it lives with the model.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Drawable(Protocol):
    """A state that can draw itself as SVG (every game state does)."""

    def _repr_svg_(self) -> str: ...


@dataclass(frozen=True)
class Step:
    """One step of a ruling: the clause it rests on, what happened, and the state after it."""

    clause_id: str
    text: str
    state: Any = None

    def svg(self) -> str:
        """The picture of the state after this step, or an empty string when it has none."""
        return self.state._repr_svg_() if isinstance(self.state, Drawable) else ""

    def as_dict(self) -> dict[str, str]:
        """The step as the JSON the command line prints: ``regel`` and ``uitleg``."""
        return {"regel": self.clause_id, "uitleg": self.text}
