"""The rules of the essence phase as small pure functions.

Each function does one rule and nothing else, so a ruling can call them one by one and explain
each result. Illegal actions raise a ``RuleError`` naming the clause; nothing is ever changed in
place (the states are frozen).
"""

from __future__ import annotations

from rulebook.core import checks
from rulebook.core.dutch import numeral
from rulebook.core.errors import NotEnoughError, RuleError
from rulebook.quacks.alchemists.data import (
    ESSENCE_BOOK,
    GLASSES_FROM_PICTURES,
    LAST_ROUND,
    PISTON_BOTTOM,
    PISTON_TOP,
    GlassTable,
)
from rulebook.quacks.alchemists.essence.state import EssenceResult, EssenceSituation, Piston
from rulebook.quacks.data import EXPLOSION_LIMIT, Ingredient
from rulebook.quacks.state import Chips

WHITE_TARGET = EXPLOSION_LIMIT
"""Step 2 rewards white chips totalling exactly 7, the most a cauldron holds without exploding."""


def reset(_piston: Piston | None = None) -> Piston:
    """The marker goes back to field 0 at the start of every essence phase, wherever it stood."""
    return Piston(PISTON_BOTTOM)


def colours_in(cauldron: Chips) -> list[Ingredient]:
    """The different colours in the cauldron, white left out, in the order they first appear."""
    return list(dict.fromkeys(c.ingredient for c in cauldron if not c.is_white))


def first_chip_of_each_colour(cauldron: Chips) -> tuple[int, ...]:
    """Positions of one chip per counted colour (for pictures that point at what was counted)."""
    seen: dict[Ingredient, int] = {}
    for index, chip in enumerate(cauldron):
        if not chip.is_white:
            seen.setdefault(chip.ingredient, index)
    return tuple(seen.values())


def white_positions(cauldron: Chips) -> tuple[int, ...]:
    return tuple(index for index, chip in enumerate(cauldron) if chip.is_white)


def whites_exactly_seven(cauldron: Chips) -> bool:
    """Step 2: do the white chips total exactly 7?"""
    return cauldron.white_total() == WHITE_TARGET


def neighbour_fields(situation: EssenceSituation) -> int:
    """Step 3: one field per exploded neighbour; with two players at most one."""
    if situation.both_neighbours_are_one_player:
        return 1 if (situation.left_exploded or situation.right_exploded) else 0
    return int(situation.left_exploded) + int(situation.right_exploded)


def locoweed_fields(situation: EssenceSituation) -> int:
    """Book 11: one extra field per locoweed chip; other books add nothing here."""
    if situation.locoweed_book != ESSENCE_BOOK:
        return 0
    return situation.cauldron.count(Ingredient.LOCOWEED)


def advance(marker: int, fields: int, *, past_top: bool = False) -> int:
    """Move the marker ``fields`` further; it stops on the piston's top field 10.

    ``past_top`` lets it count on beyond 10: only with the house rule *doortellen* in round 9
    (``EssenceSituation.counts_past_top``), clause ``alchemisten.essentie.top``.
    """
    target = marker + fields
    return target if past_top else min(target, PISTON_TOP)


def choose_field(reached: int, chosen: int | None) -> int:
    """The field the marker ends on: the one reached, or a lower one the player picks."""
    if chosen is None:
        return reached
    if not PISTON_BOTTOM <= chosen <= reached:
        raise RuleError(
            "alchemisten.essentie.lager",
            f"Je hebt veld {reached} bereikt; je mag alleen een lager veld kiezen (0 tot en met "
            f"{reached}), niet veld {numeral(chosen)}.",
        )
    return chosen


def check_cost(cost: int) -> None:
    """An action costs at least 1 essence; 0 or less is not a price (a ``RuleError``)."""
    checks.whole_number("cost", cost)
    if cost < 1:
        raise RuleError(
            "alchemisten.essentie.betalen",
            f"Een actie kost minstens 1 essentie; {numeral(cost)} is geen prijs.",
        )


def spend(piston: Piston, cost: int) -> Piston:
    """Pay ``cost`` essence: the marker moves back; never below 0, or the action is refused."""
    checks.instance("piston", piston, Piston)
    check_cost(cost)
    if cost > piston.marker:
        raise NotEnoughError(
            "alchemisten.essentie.betalen",
            f"Je essentiefiche staat op veld {piston.marker}; een actie van {numeral(cost)} "
            f"essentie kun je niet betalen, dus die actie mag je niet doen.",
        )
    return Piston(piston.marker - cost)


def essence(
    situation: EssenceSituation, glasses: GlassTable = GLASSES_FROM_PICTURES
) -> EssenceResult:
    """One player's essence phase, computed without explanations (the engine uses this; the
    ruling explains the same steps, and a property test checks that both agree).

    Field = the colours in the cauldron (white not counted), book 11's locoweed, one for whites
    of exactly 7, one per exploded neighbour (at most one with two players); stopped at the
    piston's top except in round 9 with the house rule 'doortellen'; then a lower field when
    chosen; then the glass (rounds 1 to 8, with a patient) or the field as points (round 9).
    """
    past_top = situation.counts_past_top
    marker = reset().marker
    for extra in (
        len(colours_in(situation.cauldron)),
        locoweed_fields(situation),
        int(whites_exactly_seven(situation.cauldron)),
        neighbour_fields(situation),
    ):
        marker = advance(marker, extra, past_top=past_top)
    final = choose_field(marker, situation.chosen_field)
    if situation.round == LAST_ROUND:
        return EssenceResult(final, marker, victory_points=final)
    if situation.patient is None or final == 0:
        return EssenceResult(final, marker)
    glass = glasses[situation.patient][final - 1]
    return EssenceResult(
        final,
        marker,
        victory_points=glass.victory_points,
        rat=glass.rat,
        glass=glass,
        patient_bonus=glass.patient_bonus,
    )
