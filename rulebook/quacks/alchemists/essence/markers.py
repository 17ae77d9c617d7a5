"""Where every player's essence marker stands: De Alchemisten's part of the game state.

Its own small module, so that the expansion (which writes the markers in the essence phase) and
the patients and pictures (which read them) all import it from below, in one direction.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulebook.quacks.table import Extra


@dataclass(frozen=True)
class Essence(Extra):
    """Where every player's essence marker stands (it stays there after the essence phase)."""

    markers: tuple[int, ...] = field(default=(), metadata={"key": "essentie"})


__all__ = ["Essence"]
