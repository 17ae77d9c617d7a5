"""A uniformly random computer player for the tests that play out many games with the core's
playout loop (``play_to_end``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any


class RandomPlayer:
    """Picks any legal action (swaps at any time included, where a game has them) from its own
    seeded stream: a computer player never touches the game's random stream."""

    name = "willekeurig"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Any, player: int, legal: Sequence[Any]) -> Any:
        return legal[self.rng.randrange(len(legal))]
