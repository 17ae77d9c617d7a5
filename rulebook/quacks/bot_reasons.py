"""Why a computer player of De Kwakzalvers chose what it chose, in one Dutch sentence.

``bots.Bot.reason`` asks ``reason`` here. Each sentence is made from the very numbers the style
decided on (the functions of ``strategies`` and the bot's own worths), so what a computer says
and what it does cannot differ: a cautious player that stops names the chance it saw and the
chance it dares (``CAUTIOUS_RISK``). Nothing here changes a choice.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Protocol

from rulebook.core import dutch
from rulebook.core.model.game import Game
from rulebook.quacks import rules
from rulebook.quacks.actions import Action, Buy, Choose, Draw, Stop, UseFlask
from rulebook.quacks.board import LAST_ROUND, TRACK
from rulebook.quacks.strategies import (
    CAUTIOUS_RISK,
    FLASK_ROOM,
    GREEDY_ROOM,
    POINT_WORTH,
    Style,
    draw_worths,
    explosion_risk,
    purchase_score,
)
from rulebook.quacks.table import GameState, Shop


class Bot(Protocol):
    """What a reason reads of the computer player that chose (``bots.Bot``): its name, its
    style, and how it weighs a choice's option."""

    name: str
    style: Style

    def _worth(self, state: GameState, seat: int, option: Any) -> Fraction: ...


def reason(
    bot: Bot,
    game: Game[GameState, Action],
    state: GameState,
    seat: int,
    legal: Sequence[Action],
    chosen: Action,
) -> str:
    """Why ``bot`` chose ``chosen`` among ``legal`` in ``state``."""
    name = bot.name
    me = state.players[seat]
    if me.task is None or isinstance(me.task, Shop):
        habit = rules.events_of(state).first("computerzet", state, seat, legal)
        if habit is not None and habit == chosen:
            said = rules.events_of(state).first("computerreden", state, seat, chosen)
            if said is not None:
                return f"{name} {said}"
            return (
                f"{name} kiest '{_gloss(game, state, chosen)}': zo spelen de computerspelers "
                "met de uitbreiding (een gewoonte, geen regel)."
            )
    if isinstance(chosen, Buy):
        return _buy_reason(bot, state, seat, legal, chosen)
    if isinstance(chosen, Choose):
        return _choice_reason(bot, state, seat, chosen)
    if isinstance(chosen, Draw | Stop | UseFlask):
        return _brew_reason(bot, state, seat, legal, chosen)
    return f"{name} kiest '{_gloss(game, state, chosen)}'."


def _gloss(game: Game[GameState, Action], state: GameState, action: Action) -> str:
    """The gloss of ``action`` without the player's name (``koopt narrenkruid``)."""
    return re.sub(r"^speler \d+:? ", "", game.describe(state, action))


# -- brewing --------------------------------------------------------------------------------------


def _brew_reason(
    bot: Bot, state: GameState, seat: int, legal: Sequence[Action], chosen: Action
) -> str:
    name, style = bot.name, bot.style
    me = state.players[seat]
    room = rules.explosion_limit(state, me) - me.cauldron.white_total()
    if isinstance(chosen, UseFlask):
        return (
            f"{name} gebruikt de fles: er is nog {room} ruimte voor witte fiches, minder dan de "
            f"{FLASK_ROOM[style]} die hij wil houden."
        )
    if Draw(seat) not in legal:
        return f"{name} stopt: er valt niets meer te trekken."
    if Stop(seat) not in legal:
        return f"{name} trekt: het eerste fiche moet je trekken."
    whites, moves = bag_facts(state, seat, room)
    draws = isinstance(chosen, Draw)
    if style is Style.CAUTIOUS:
        risk = explosion_risk(room, whites, len(me.bag))
        compare = "niet meer dan" if draws else "meer dan"
        verb = "trekt" if draws else "stopt"
        return (
            f"{name} {verb}: de kans op ontploffen is {dutch.percent(risk)}, {compare} de "
            f"{dutch.percent(CAUTIOUS_RISK)} die hij durft."
        )
    if style is Style.GREEDY:
        if draws:
            return (
                f"{name} trekt: er is nog {room} ruimte voor witte fiches, genoeg voor een wit "
                f"{GREEDY_ROOM}-fiche."
            )
        return (
            f"{name} stopt: er is nog maar {room} ruimte voor witte fiches; een wit "
            f"{GREEDY_ROOM}-fiche zou zijn ketel laten ontploffen."
        )
    now, expected = draw_worths(moves, len(me.bag), me.cauldron.last_field)
    compare = "meer dan" if expected > now else "evenveel als" if expected == now else "minder dan"
    verb = "trekt" if draws else "stopt"
    return (
        f"{name} {verb}: met nog een fiche is zijn veld gemiddeld {dutch.decimal(expected)} "
        f"waard, {compare} de {now} van nu (geld plus {POINT_WORTH} per punt)."
    )


# -- buying ---------------------------------------------------------------------------------------


_PREFERENCE = {
    Style.CAUTIOUS: "de meeste oranje en blauwe fiches",
    Style.CALCULATOR: "de hoogste waarden",
    Style.GREEDY: "de meeste fiches",
}


def _buy_reason(bot: Bot, state: GameState, seat: int, legal: Sequence[Action], chosen: Buy) -> str:
    task = state.players[seat].task
    coins = task.coins if isinstance(task, Shop) else 0

    def score(action: Buy) -> tuple[int, int]:
        chips = [(c.ingredient.letter, c.value or 0, rules.price(state, c)) for c in action.chips]
        return purchase_score(bot.style, chips)

    spent, _ = score(chosen)
    if not chosen.chips:
        return f"{bot.name} koopt niets: voor {dutch.coins(coins)} is er niets te koop."
    equal = sum(1 for action in legal if isinstance(action, Buy) and score(action)[0] == spent)
    tie = f"; van de {equal} aankopen van dat bedrag kiest hij {_PREFERENCE[bot.style]}"
    return (
        f"{bot.name} koopt {' en '.join(map(str, chosen.chips))}: hij besteedt "
        f"{spent} van zijn {dutch.coins(coins)}, zoveel als kan{tie if equal > 1 else ''}."
    )


# -- choices --------------------------------------------------------------------------------------


def _choice_reason(bot: Bot, state: GameState, seat: int, chosen: Choose) -> str:
    options = rules.offers(state, seat)
    label = options[chosen.option].label if 0 <= chosen.option < len(options) else "?"
    code = options[chosen.option].code if 0 <= chosen.option < len(options) else ""
    me = state.players[seat]
    if code in ("punten", "munten"):
        spot = TRACK[me.scoring]
        left = LAST_ROUND - state.round
        if left <= 2:
            why = f"met nog {left} {dutch.noun(left, 'ronde', 'rondes')} te gaan telt elk punt"
        else:
            factor = 2 if bot.style is Style.GREEDY else POINT_WORTH
            why = (
                f"{dutch.points(spot.points)} tellen voor hem {factor * spot.points} geld, "
                f"tegen {dutch.coins(spot.coins)} om te kopen"
            )
        return f"{bot.name} kiest '{label}': {why}."
    worths = [bot._worth(state, seat, option) for option in options]
    mine = worths[chosen.option]
    others = [w for i, w in enumerate(worths) if i != chosen.option]
    compared = dutch.listing([_worth(w) for w in others])
    if others and mine == max(others):
        return (
            f"{bot.name} kiest '{label}': die is hem {_worth(mine)} waard, evenveel als de beste "
            f"andere ({compared}); bij gelijke waarde neemt hij de eerste."
        )
    return (
        f"{bot.name} kiest '{label}': die is hem {_worth(mine)} waard, meer dan de andere "
        f"{dutch.noun(len(others), 'keuze', 'keuzes')} ({compared})."
    )


def _worth(value: Fraction) -> str:
    return dutch.decimal(value) if value.denominator != 1 else str(value.numerator)


def bag_facts(
    state: GameState, seat: int, room: int
) -> tuple[list[tuple[int, int]], list[tuple[int, int, bool]]]:
    """What ``keeps_drawing`` reads of the bag of ``seat``: its white chips as ``(value,
    number)`` and every kind as ``(distance, number, explodes)``."""
    kinds = state.players[seat].bag.kinds()
    whites = [(chip.value or 0, n) for chip, n in kinds if chip.is_white]
    reach = rules.distances(state, seat)
    moves = [
        (reach.distance(chip), n, chip.is_white and (chip.value or 0) > room) for chip, n in kinds
    ]
    return whites, moves
