"""What Uit de Kerker! adds to Castle Combo's leermodus (``castle_combo.lessons``): the lesson
of a lock moment, and what follows a lock card's ability (a row replaced for its reward, a card
next to it that works again). The expansion hands this to the base game's teacher as
``Expansion.lessons``; the base game never names the expansion."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.castle_combo.data import BY_ID
from rulebook.castle_combo.dungeon.rulings import adjacent_ruling, moment_said, replace_reward
from rulebook.castle_combo.effects import ReplaceRow, UseAdjacent
from rulebook.castle_combo.engine import ROW_NAMES, CastleCombo, rules_of
from rulebook.castle_combo.lessons import K, Lessons, option_effect, row_reward
from rulebook.castle_combo.table import Castle
from rulebook.core import dutch


class DungeonLessons:
    """Uit de Kerker!'s part of the teacher: asked by ``castle_combo.lessons`` for a task it
    does not know and for what follows an ability. ``lock_task`` is the expansion's task type
    of a lock moment (handed over by ``expansion.py``, which makes this part)."""

    def __init__(self, lock_task: type) -> None:
        self.lock_task = lock_task

    def lesson_of(self, task: Any) -> Callable[..., tuple[str, str, Lessons]] | None:
        return lock_lesson if isinstance(task, self.lock_task) else None

    def then(self, state: Castle, seat: int, card_id: str) -> str | None:
        return then(state, seat, card_id)


def lock_lesson(game: CastleCombo, state: Castle, seat: int) -> tuple[str, str, Lessons]:
    """A lock moment: each lock that may open with what it gives now, or none."""
    task = game.runner.task(state, seat)
    moment = str(getattr(task, "moment", ""))
    question = (
        f"Slotmoment, {moment_said(moment)}: {dutch.player(seat)} mag één slot openen "
        "(hoogstens één per beurt)."
    )
    lessons: Lessons = {
        "geen-slot": (
            f"{K}.slot.einde",
            "Het slot blijft dicht: de sleutel blijft op de kaart en telt aan het eind als 1 punt; "
            "de vaardigheid kan later nog.",
        )
    }
    tableau = state.players[seat].tableau
    for option in game.options(state, seat):
        if not option.code.startswith("slot-"):
            continue
        placed = next(p for (r, c), p in tableau.cards if option.code == f"slot-{r}-{c}")
        card = BY_ID[placed.card]
        lessons[option.code] = (
            f"{K}.slot",
            f"{card.shown}: {card.ability.dutch()}. De sleutel gaat terug naar de voorraad. "
            f"{option_effect(game, state, seat, option.code)}",
        )
    return question, f"{K}.slot.moment", lessons


def then(state: Castle, seat: int, card_id: str) -> str | None:
    """The choice a lock card's ability asks next, with what each way gives: a row replaced for
    its reward (``replace_reward``), a card next to it whose ability may run again
    (``adjacent_ruling``); ``None`` for another card."""
    card = BY_ID[card_id]
    if isinstance(card.ability, ReplaceRow):
        rows = [
            f"de {ROW_NAMES[where_]} "
            f"({dutch.listing([BY_ID[c].shown for c in state.rows[where_].cards()])}) "
            f"{row_reward(replace_reward(card_id, state.rows[where_].cards(), rules_of(state)))}"
            for where_ in (0, 1)
            if where_ not in state.gone
        ]
        return f"Daarna vervang je een rij: {dutch.listing(rows, last='of')}."
    if isinstance(card.ability, UseAdjacent):
        tableau = state.players[seat].tableau
        at = next(p for p, placed in tableau.cards if placed.card == card_id)
        usable = adjacent_ruling(tableau, at).result
        names = [
            f"{BY_ID[near.card].shown} ({BY_ID[near.card].ability.dutch()})"
            for near in (tableau.at(p) for p in usable)
            if near is not None
        ]
        if not names:
            return "Geen kaart ernaast heeft een vaardigheid die nog eens kan."
        either = dutch.listing(names, last="of")
        return f"Daarna werkt de vaardigheid van een kaart ernaast nog eens: {either}."
    return None
