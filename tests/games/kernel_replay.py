"""What the kernel replays of every game share: the comparison of two action lists that names
the first action where they part, and the random player a kernel and the engine both follow."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

Chooser = Callable[[int, list[str]], str]
"""A kernel's player: given the seat and the codes it is offered, the code it picks."""


def assert_same_actions(mine: Sequence[str], theirs: Sequence[str], what: str) -> None:
    """The kernel's actions (``mine``) equal the engine's (``theirs``), both as notation; else
    an ``AssertionError`` naming the first action that differs, with a few around it."""
    if list(mine) != list(theirs):
        at = next(
            (i for i, (a, b) in enumerate(zip(mine, theirs, strict=False)) if a != b),
            min(len(mine), len(theirs)),
        )
        raise AssertionError(
            f"{what}: action {at + 1} differs: kernel {mine[at : at + 3]}, "
            f"engine {theirs[at : at + 3]} (after {theirs[max(0, at - 3) : at]})"
        )


def random_chooser(seed: int) -> Chooser:
    """The kernel's random player: the same pick among the codes it is offered as the engine's
    random player (``tests/games/random_player.RandomPlayer``) makes among the same options."""
    rng = random.Random(seed)

    def choose(seat: int, codes: list[str]) -> str:
        return codes[rng.randrange(len(codes))]

    return choose
