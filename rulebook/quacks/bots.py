"""Computer players for the engine: three styles that play every rule.

A bot looks at what the game offers (``rules.offers``, the legal actions) and decides with the
pure functions of ``strategies``; it never draws a random number. Use one as an opponent at the
game table, in ``python -m rulebook kwakzalvers speel``, or in tests.
"""

from __future__ import annotations

import random
import typing
from collections.abc import Sequence
from fractions import Fraction

from rulebook.core.model.game import Agent, Game
from rulebook.core.reader.reading import read_whole
from rulebook.quacks import rules
from rulebook.quacks.actions import Action, Buy, Choose, Draw, Stop, UseFlask
from rulebook.quacks.board import LAST_ROUND, TRACK
from rulebook.quacks.bot_reasons import bag_facts, reason
from rulebook.quacks.effects import AnyChip, Effect, Gain, PointsPerRat, RemoveWhite
from rulebook.quacks.strategies import (
    Style,
    gain_worth,
    keeps_drawing,
    prefers_points,
    purchase,
    uses_flask,
)
from rulebook.quacks.table import GameState, Shop

CODE_ORDER = {
    "terug": 2,
    "laten": 1,
    "leggen": 3,
    "bewaren": 1,
    "buidel": 2,
    "punt": 4,
    "druppel": 3,
    "fles": 2,
    "klaar": 0,
    "ratten:0": 5,
    "geen": 0,
    "niets": 0,
    "niet": 0,
    "trek": 1,
}
"""Preferences for options that give no effect value of their own (higher is better)."""

_BREWING = frozenset({Draw, Stop, UseFlask})
"""The base game's brewing actions: where only these are on offer, no expansion's habit
(``computerzet``: a free action of the expansion) has anything to choose."""


class Bot:
    """A computer player of one ``Style``."""

    def __init__(self, style: Style) -> None:
        self.style = style
        self.name = style.value

    def __repr__(self) -> str:
        return f"Bot(Style.{self.style.name})"

    def choose(
        self,
        game: Game[GameState, Action],
        state: GameState,
        player: int,
        legal: Sequence[Action],
    ) -> Action:
        me = state.players[player]
        if me.task is None:
            # an expansion's free action, by its own rule (asked only when one is on offer: the
            # habits choose among the expansions' free actions, never a draw or a stop)
            if any(type(action) not in _BREWING for action in legal):
                move = rules.events_of(state).first("computerzet", state, player, legal)
                if move is not None:
                    return typing.cast(Action, move)
            return self._brew(state, player, legal)
        if isinstance(me.task, Shop):
            move = rules.events_of(state).first("computerzet", state, player, legal)
            if move is not None:  # an expansion's chips, by its own habit
                return typing.cast(Action, move)
            return self._buy(state, legal)
        options = rules.offers(state, player)
        best = max(range(len(options)), key=lambda i: (self._worth(state, player, options[i]), -i))
        return Choose(player, best)

    # -- brewing ----------------------------------------------------------------------------------

    def _brew(self, state: GameState, seat: int, legal: Sequence[Action]) -> Action:
        me = state.players[seat]
        room = rules.explosion_limit(state, me) - me.cauldron.white_total()
        kinds = {type(action) for action in legal if action.seat == seat}  # (no value to build)
        if UseFlask in kinds and uses_flask(self.style, room):
            return UseFlask(seat)
        if Draw not in kinds:
            return Stop(seat)
        if Stop not in kinds:  # a first chip is required (option 'minstens één')
            return Draw(seat)
        whites, moves = bag_facts(state, seat, room)
        draw = keeps_drawing(
            self.style,
            room=room,
            whites=whites,
            moves=moves,
            bag_size=len(me.bag),
            last_field=me.cauldron.last_field,
        )
        return Draw(seat) if draw else Stop(seat)

    # -- why ------------------------------------------------------------------------------------

    def reason(
        self,
        game: Game[GameState, Action],
        state: GameState,
        player: int,
        legal: Sequence[Action],
        chosen: Action,
    ) -> str:
        """Why this style chose ``chosen``, in one Dutch sentence from the numbers it decided
        on (``strategies``); it changes nothing."""
        return reason(self, game, state, player, legal, chosen)

    # -- buying -----------------------------------------------------------------------------------

    def _buy(self, state: GameState, legal: Sequence[Action]) -> Action:
        buys = [action for action in legal if isinstance(action, Buy)]
        on_sale = state.setup.on_sale  # (letter, value, ``rules.price``) of every chip for sale
        options = [[on_sale[c] for c in action.chips] for action in buys]
        return buys[purchase(self.style, options)]

    # -- choices ----------------------------------------------------------------------------------

    def _worth(self, state: GameState, seat: int, option: rules.Option) -> Fraction:
        code = option.code
        me = state.players[seat]
        valued = rules.events_of(state).first("computerwaarde", state, seat, code)
        if valued is not None:  # an expansion's choices, by its own rule
            return Fraction(valued)
        if code in ("punten", "munten"):
            spot = TRACK[me.scoring]
            points = prefers_points(self.style, spot.points, spot.coins, LAST_ROUND - state.round)
            return Fraction(int(points == (code == "punten")))
        if code in ("doorgaan", "opnieuw"):
            restart = me.exploded or me.cauldron.white_total() >= 5
            return Fraction(int(restart == (code == "opnieuw")))
        if code == "reageerbuis":
            return Fraction(4 if state.round > 5 else 2)
        if code.startswith(("leg:", "ruil:")):
            label = code.split(":", 1)[1].split(">")[-1]
            found = read_whole(label[1:])
            value = 1 if found is None else found
            white = label.startswith("W")
            return Fraction(value if not white or code.startswith("leg:") else -1)
        if isinstance(option.effect, Effect):
            worth = self._effect_worth(state, seat, option.effect)
            return worth - (2 if code == "betaal" else 0)
        return Fraction(CODE_ORDER.get(code, 0))

    def _effect_worth(self, state: GameState, seat: int, effect: Effect) -> Fraction:
        if isinstance(effect, Gain):
            prices = sum(state.setup.price_table.get(chip, 1) for chip in effect.chips)
            return gain_worth(
                effect.points, effect.rubies, effect.droplet, prices, effect.flask, effect.rolls
            )
        if isinstance(effect, AnyChip):
            return Fraction(max(effect.values) * 4)
        if isinstance(effect, RemoveWhite):
            return Fraction(5)
        if isinstance(effect, PointsPerRat):
            return gain_worth(points=rules.rat_tails(state, seat))
        return Fraction(1)


BOTS = {style.value: Bot(style) for style in Style}
"""One computer player per style, by its Dutch name."""


class RandomPlayer:
    """A computer player that picks uniformly among the legal actions, with its own seeded
    ``random.Random`` (never the game's stream, so a game's chance steps stay the same whoever
    plays). It plays every rule a game offers, also the odd ones no style would choose: the
    conformance tests let it loose on every option."""

    name = "willekeurig"

    def __init__(self, seed: int | str) -> None:
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"RandomPlayer({self.name!r})"

    def choose(
        self,
        game: Game[GameState, Action],
        state: GameState,
        player: int,
        legal: Sequence[Action],
    ) -> Action:
        return self.rng.choice(list(legal))

    def reason(
        self,
        game: Game[GameState, Action],
        state: GameState,
        player: int,
        legal: Sequence[Action],
        chosen: Action,
    ) -> str:
        return (
            f"willekeurig kiest blind uit {len(legal)} mogelijkheden, elk even graag: "
            f"{game.describe(state, chosen)}."
        )


def random_players(seed: int, seats: int) -> dict[int, Agent[GameState, Action]]:
    """One ``RandomPlayer`` per seat, each seeded from the game's seed and its seat, so a game is
    the same whenever it is replayed."""
    return {seat: RandomPlayer(f"willekeurig:{seed}:{seat}") for seat in range(seats)}
