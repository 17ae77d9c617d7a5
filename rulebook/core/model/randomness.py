"""Seeded randomness. Every random thing in the rulebook comes from a ``random.Random`` we seed.

A player's choice never draws a random number; only chance steps (drawing a chip, a card) do.
That way a worked example or a saved notebook replays exactly, whatever the reader clicks.
"""

from __future__ import annotations

import random

DEFAULT_SEED = 2026
"""The seed used when a caller gives none, so that even a careless call is reproducible."""


def make_rng(seed: int | None = None) -> random.Random:
    """A fresh random source with a fixed seed (``DEFAULT_SEED`` when none is given)."""
    return random.Random(DEFAULT_SEED if seed is None else seed)
