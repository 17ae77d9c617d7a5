"""Rules of the base game that the chapters so far need, as pure functions."""

from __future__ import annotations

from rulebook.quacks.data import EXPLOSION_LIMIT
from rulebook.quacks.state import Chips


def has_exploded(cauldron: Chips) -> bool:
    """A cauldron explodes when its white chips total more than 7; exactly 7 is still safe."""
    return cauldron.white_total() > EXPLOSION_LIMIT
