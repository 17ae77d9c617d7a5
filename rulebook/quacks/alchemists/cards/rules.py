"""What the new fortune-teller cards of De Alchemisten give, as plain functions of plain values.

The rulings of chapter 22 (``card_rulings``) and the game engine (``cards_in_play``) both ask
these functions, so a card cannot give one thing in the chapter and another in a game.
"""

from __future__ import annotations

from collections.abc import Sequence

from rulebook.quacks.alchemists.cards.data import LastChip
from rulebook.quacks.alchemists.cards.effects import (
    CoinsPerRat,
    DropletForChip,
    EssenceIfExploded,
    RatsForChip,
    RubiesForRats,
)
from rulebook.quacks.state import Chip


def drawn_rubies(chip: Chip) -> int:
    """P2: the rubies a drawn chip gives, its value (locoweed, without a number: 1)."""
    return chip.value or 1


def rats_for_rubies(give: int) -> int:
    """P6: the extra rat tails for ``give`` rubies handed in."""
    return RubiesForRats().per * give


def chip_for_rats(forgo: int) -> int | None:
    """P9: the chip value ``forgo`` rat tails buy (``None``: not 2, 4 or 6)."""
    return dict(RatsForChip().tiers).get(forgo)


def chip_for_droplet(back: int) -> int | None:
    """P10: the chip value for moving the droplet ``back`` fields (``None``: not 1 or 2)."""
    return dict(DropletForChip().tiers).get(back)


def white_blessing(last: Chip | None) -> int:
    """B3: the points a white last chip gives after stopping (its value; else nothing)."""
    return (last.value or 0) if last is not None and last.is_white else 0


def rat_blessing(coins: int, rats: int) -> int:
    """B4: the coins to buy with, two more for each rat tail of this round."""
    return coins + CoinsPerRat().factor * rats


def exploded_extra(exploded: bool) -> int:
    """B6: the essence's extra fields when the cauldron exploded this round."""
    return EssenceIfExploded().extra if exploded else 0


def last_chip_extra(last: Chip | None, distance: int | None, reading: LastChip) -> int:
    """B9: the essence's extra fields from the last chip: how far it went (``distance``; the
    German card) or its value (the English card); an empty cauldron gives nothing."""
    if last is None:
        return 0
    value = last.value or 1
    if reading is LastChip.DISTANCE and distance is not None:
        return distance
    return value


def highest_essence(markers: Sequence[int]) -> tuple[int, ...]:
    """B7: the seats (from 0) whose essence is highest; a tie gives all of them."""
    best = max(markers)
    return tuple(seat for seat, marker in enumerate(markers) if marker == best)


def sale_gift(prices: Sequence[int]) -> tuple[int, ...]:
    """B2: which of two chips bought is given once more (the cheaper; equal prices: either,
    the buyer chooses): their indexes; fewer than two chips bought: none."""
    if len(prices) != 2:
        return ()
    cheapest = min(prices)
    return tuple(i for i, price in enumerate(prices) if price == cheapest)
