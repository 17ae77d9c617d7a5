"""Locoweed book 10 in the game engine: right after a locoweed is placed, its player may put one
coloured chip from the cauldron back in the bag, or none.

It reaches the base engine only through its named moments (``book10_events``): ``na-plaatsen`` asks
the choice ``LocoweedReturn``; ``weigering`` names the book's clause for a choice that does not
exist; ``computerwaarde`` is the computer players' rule. What may go back is never computed here:
every option asks ``locoweed.return_one``, the function chapter 22's ruling walks, so a game and the
chapter cannot differ.

Decisions: the choice is asked at once, after the patients' own questions about the same chip
(Heksenbochel looks at the field the locoweed landed on before it may leave it); a returned chip
leaves its field empty (the last chip returned: the cauldron ends one chip earlier). The
notation is the base game's ``N kies K``; the log's gloss is the option's label.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from rulebook.core.dutch import listing
from rulebook.core.errors import IllegalActionError, RuleError
from rulebook.core.model.events import Events
from rulebook.quacks import rules
from rulebook.quacks.actions import Action, Choose
from rulebook.quacks.alchemists.locoweed.books import BOOKS, LOCOWEED, ReturnItself, return_one
from rulebook.quacks.data import Ingredient
from rulebook.quacks.state import Chip
from rulebook.quacks.table import NO_EVENTS, Cauldron, ChoiceTask, GameState, Placed, Task

CLAUSE = BOOKS[10].clause_id
NOTHING = "boek10:niets"
"""The option code for returning nothing; a chip's option is ``boek10:veld-N``."""
_FIELD_CODE = re.compile(r"boek10:veld-([0-9]{1,3})")


@dataclass(frozen=True)
class LocoweedReturn(ChoiceTask):
    """Book 10: the locoweed just placed on ``field``; which coloured chip goes back, if any."""

    field: int
    itself: ReturnItself = ReturnItself.ALLOWED

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        cauldron = state.players[seat].cauldron
        if not cauldron.chips or cauldron.chips[-1] != _placed(self.field):
            return []  # the locoweed is no longer the last chip: nothing left to ask
        options = [rules.Option(NOTHING, "doe niets terug in je buidel (boek 10)", _same)]
        for placed in cauldron.chips:
            try:
                _, chip, _ = return_one(cauldron, placed.field, self.itself)
            except RuleError:
                continue  # white, or the locoweed itself with 'niet zichzelf'
            assert chip is not None
            options.append(
                rules.Option(
                    f"boek10:veld-{placed.field}",
                    f"doe {chip} van veld {placed.field} terug in je buidel (boek 10)",
                    _give_back(seat, placed.field, self.itself),
                )
            )
        return options


def _placed(field: int) -> Placed:
    return Placed(field, LOCOWEED)


def _same(state: GameState) -> GameState:
    return state


def _give_back(seat: int, field: int, itself: ReturnItself) -> Callable[[GameState], GameState]:
    def give_back(state: GameState) -> GameState:
        player = state.players[seat]
        after, chip, _ = return_one(player.cauldron, field, itself)
        assert chip is not None
        return state.with_player(seat, cauldron=after, bag=player.bag.add(chip))

    return give_back


def _asks(chip: Chip, state: GameState, seat: int, before: Cauldron) -> bool:
    """A locoweed that went into the cauldron (not one set aside)."""
    placed = len(state.players[seat].cauldron) > len(before)
    return chip.ingredient is Ingredient.LOCOWEED and placed


def _refusal(state: GameState, act: Action) -> RuleError | None:
    """A choice number book 10 does not offer, refused naming its clause (what it does offer)."""
    if not isinstance(act, Choose) or not 0 <= act.seat < len(state.players):
        return None
    task = state.players[act.seat].task
    if not isinstance(task, LocoweedReturn):
        return None
    options = task.options(state, act.seat)
    if 0 <= act.option < len(options):
        return None
    offered = listing([f"{i} ({o.label})" for i, o in enumerate(options, 1)])
    not_itself = (
        "; het narrenkruid zelf ook niet (keuze 'niet zichzelf')"
        if task.itself is ReturnItself.NOT_ITSELF
        else ""
    )
    return IllegalActionError(
        CLAUSE,
        f"Met narrenkruidboek 10 kies je uit {offered}; nummer {act.option + 1} bestaat niet. "
        f"Alleen een gekleurd fiche mag terug in je buidel, geen wit{not_itself}.",
    )


def bot_worth(state: GameState, seat: int, code: str) -> int | None:
    """A computer player returns its most valuable coloured chip (it may be drawn again and the
    cauldron keeps its length), never the locoweed it just placed; nothing when none is worth
    more than nothing (ties go to the first option: nothing)."""
    if code == NOTHING:
        return 0
    found = _FIELD_CODE.fullmatch(code)
    if found is None:
        return None
    chips = state.players[seat].cauldron.chips
    field = int(found.group(1))
    if chips and chips[-1].field == field:
        return -1  # the locoweed itself: the cauldron would end one chip earlier
    chip = next(p.chip for p in chips if p.field == field)
    return chip.value or 0


@cache
def book10_events(itself: ReturnItself) -> Events:
    """Book 10 at the base game's named moments: its return asked after every locoweed placed,
    its refusal and what its choices are worth to a computer."""

    def after_placing(
        state: GameState, seat: int, chip: Chip, before: Cauldron
    ) -> tuple[Task, ...]:
        if not _asks(chip, state, seat, before):
            return ()
        landed = state.players[seat].cauldron.chips[-1].field
        return (LocoweedReturn(landed, itself),)

    return NO_EVENTS.attach(
        [("na-plaatsen", after_placing), ("weigering", _refusal), ("computerwaarde", bot_worth)]
    )


__all__ = ["LocoweedReturn", "book10_events", "bot_worth"]
