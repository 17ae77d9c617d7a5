"""What the game asks of a player, and the clause each task rests on.

The engine keeps, per player, a list of tasks (``table.Task``); the first one is what the game
asks now. An explanation says that question with its numbered options (the ``N`` of
``kies N``) and cites the clause behind it: a book's or card's clause for an effect, the step of
the scoring for a purchase or the rubies of step F.
"""

from __future__ import annotations

from rulebook.core.dutch import coins, listing
from rulebook.quacks import board, rules
from rulebook.quacks.data import Ingredient
from rulebook.quacks.rulings.changes import who
from rulebook.quacks.table import (
    Apply,
    AsideChoice,
    ChanceTask,
    ChoiceTask,
    DrawToHand,
    DropletStep,
    GameState,
    PickFromHand,
    Purpose,
    RestartChoice,
    ReturnWhite,
    Roll,
    ScoringChoice,
    Shop,
    SpendRubies,
    Task,
)

_CHOICES = (
    PickFromHand,
    ReturnWhite,
    AsideChoice,
    RestartChoice,
    ScoringChoice,
    SpendRubies,
    ChoiceTask,
)
"""Tasks that ask a player to choose (an expansion's ``ChoiceTask`` too)."""


def is_choice(state: GameState, task: Task | None) -> bool:
    """Does this task ask the player to choose (not wait for chance or for the engine)?"""
    if isinstance(task, Apply):
        return isinstance(task.effect, rules.CHOICE_EFFECTS)
    if isinstance(task, DropletStep):
        return state.setup.test_tubes
    return isinstance(task, _CHOICES)


def asked(state: GameState, seat: int) -> str:
    """What the game asks of ``seat`` now, with the numbered options (or ``""``)."""
    task = state.players[seat].task
    name = who(seat)
    if isinstance(task, Roll):
        times = " twee keer" if task.times == 2 else ""
        return f"{name} gooit{times} met de bonusdobbelsteen"
    if isinstance(task, Shop):
        return f"{name} mag voor {coins(task.coins)} kopen"
    if not is_choice(state, task):
        return ""
    options = rules.offers(state, seat)
    if len(options) < 2:
        return ""
    labels = [f"({number}) {option.label}" for number, option in enumerate(options, start=1)]
    return f"{name} kiest: {listing(labels, last='of')}"


def option_label(state: GameState, seat: int, option: int) -> str:
    """The Dutch label of option ``option`` (from 0) of what ``seat`` is asked."""
    found = _option(state, seat, option)
    return found.label if found is not None else ""


def option_code(state: GameState, seat: int, option: int) -> str:
    """The short code of option ``option`` (``geen``, ``laten``, ``trede:3`` ...)."""
    found = _option(state, seat, option)
    return found.code if found is not None else ""


def _option(state: GameState, seat: int, option: int) -> rules.Option | None:
    if not is_choice(state, state.players[seat].task):
        return None
    options = rules.offers(state, seat)
    return options[option] if 0 <= option < len(options) else None


_PURPOSES = {
    Purpose.TRADE_UP: "kwakzalvers.kaart.P12",
    Purpose.LOWEST_SUM: "kwakzalvers.kaart.P13",
    Purpose.STRONG: "kwakzalvers.kaart.B9",
}


def task_clause(state: GameState, task: Task | None) -> str:
    """The clause a task rests on: its source, the book or card behind it, or its step."""
    last = state.round == board.LAST_ROUND
    if isinstance(task, Apply | ReturnWhite) and task.source:
        return task.source
    if isinstance(task, PickFromHand | DrawToHand):
        if task.purpose is Purpose.PICK:
            return rules.book_of(state, Ingredient.BLUE).clause_id
        return _PURPOSES[task.purpose]
    if isinstance(task, Roll):
        if state.phase == "bonusdobbelsteen":
            return "kwakzalvers.puntentelling.a"
        card = rules.card_of(state)
        return card.clause_id if card else ""
    if isinstance(task, ChoiceTask | ChanceTask):  # an expansion's task may name its clause
        return str(getattr(task, "clause_id", ""))
    fixed: dict[type[Task], str] = {
        AsideChoice: rules.book_of(state, Ingredient.RED).clause_id,
        RestartChoice: "kwakzalvers.kaart.B11",
        ScoringChoice: "kwakzalvers.keuze.ronde9-ontploft"
        if last
        else "kwakzalvers.puntentelling.ontploft",
        DropletStep: "kwakzalvers.varianten.reageerbuis",
        SpendRubies: "kwakzalvers.ronde9" if last else "kwakzalvers.puntentelling.f",
        Shop: "kwakzalvers.puntentelling.e",
    }
    return fixed.get(type(task), "") if task is not None else ""
