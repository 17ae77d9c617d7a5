"""Computer players of Castle Combo, each seeded with its own random source.

- ``RandomBot`` (``willekeurig``): buys the dearest card it can pay, else takes one face down;
  every other choice at random.
- ``Greedy`` (``gulzig``): buys the card with the most printed value for its price, spends a
  key on the messenger when the other row has a better buy, lays a card at a random free place,
  and takes from every ability the most gold and keys.
- ``Planner`` (``planner``): plans gold and keys: discounts early, a face-down card when gold
  runs low, a key to replace a row that has nothing it can pay, every lock opened as soon as
  it may, cards laid in reading order.

They read only what the engine offers (``legal_actions`` and their labels); none of them
computes a rule of its own beside the engine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from rulebook.castle_combo.data import BY_ID, Card
from rulebook.castle_combo.engine import Buy, CastleCombo, price
from rulebook.castle_combo.table import Castle
from rulebook.core.task_game import Move, Pick


def _task(game: CastleCombo, state: Castle, seat: int) -> Any:
    return game.runner.task(state, seat)


def _buy_card(state: Castle, code: str) -> Card:
    slot = int(code.split("-")[1]) - 1
    card_id = state.rows[state.messenger].slots[slot]
    assert card_id is not None
    return BY_ID[card_id]


def _richest(game: CastleCombo, state: Castle, seat: int, legal: Sequence[Move]) -> Move:
    """The option after which ``seat`` holds the most gold and keys (gold on purses counted):
    the engine's own option applied, not a rule computed here."""
    options = {o.code: o for o in game.options(state, seat)}

    def wealth(move: Move) -> tuple[int, str]:
        assert isinstance(move, Pick)
        after = options[move.code].apply(game.runner.pop(state, seat))
        player = after.players[seat]
        on_purses = sum(p.token("goud") for _, p in player.tableau.cards)
        return player.gold + player.keys + 2 * on_purses, move.code

    return max(legal, key=wealth)


class RandomBot:
    """Buys the dearest card it can pay, else one face down; the rest at random."""

    name = "willekeurig"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Castle, player: int, legal: Sequence[Move]) -> Move:
        buys = [a for a in legal if isinstance(a, Pick) and a.code.startswith("koop-")]
        if buys:
            return max(buys, key=lambda a: (_buy_card(state, a.code).cost, a.code))
        return self.rng.choice(list(legal))


class Greedy:
    """Most printed value for its price; keys for a better row; abilities for the most."""

    name = "gulzig"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Castle, player: int, legal: Sequence[Move]) -> Move:
        codes = {a.code: a for a in legal if isinstance(a, Pick)}
        task = _task(game, state, player)
        if isinstance(task, Buy):
            return self._buy(state, player, codes)
        if "geen-sleutel" in codes:
            return self._key(state, player, codes)
        if any(code.startswith("plaats-") for code in codes):
            return self.rng.choice(list(legal))
        if any(code.startswith("slot-") for code in codes):
            return next(codes[c] for c in sorted(codes) if c.startswith("slot-"))
        return _richest(game, state, player, legal)

    def _value(self, card: Card, state: Castle, seat: int) -> float:
        return card.cost + 2.0 - 0.5 * price(card, state.players[seat])

    def _buy(self, state: Castle, seat: int, codes: dict[str, Pick]) -> Move:
        buys = [c for c in codes if c.startswith("koop-")]
        if buys:
            best = max(buys, key=lambda c: (self._value(_buy_card(state, c), state, seat), c))
            return codes[best]
        downs = sorted(c for c in codes if c.startswith("gedekt-"))
        return codes[self.rng.choice(downs)]

    def _key(self, state: Castle, seat: int, codes: dict[str, Pick]) -> Move:
        if "verzet" in codes:
            player = state.players[seat]

            def best(where: int) -> float:
                cards = [BY_ID[c] for c in state.rows[where].cards()]
                fits = [
                    self._value(c, state, seat) for c in cards if price(c, player) <= player.gold
                ]
                return max(fits, default=0.0)

            if best(1 - state.messenger) > best(state.messenger) + 2:
                return codes["verzet"]
        return codes["geen-sleutel"]


class Planner:
    """Discounts early, face down when gold runs low, keys to replace a row it cannot buy
    from, every lock opened as soon as it may."""

    name = "planner"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Castle, player: int, legal: Sequence[Move]) -> Move:
        codes = {a.code: a for a in legal if isinstance(a, Pick)}
        task = _task(game, state, player)
        if isinstance(task, Buy):
            return self._buy(state, player, codes)
        if "geen-sleutel" in codes:
            row = [BY_ID[c] for c in state.rows[state.messenger].cards()]
            me = state.players[player]
            if "vervang" in codes and me.keys >= 2 and all(price(c, me) > me.gold for c in row):
                return codes["vervang"]
            return codes["geen-sleutel"]
        locks = sorted(c for c in codes if c.startswith("slot-"))
        if locks:
            return codes[locks[0]]
        if any(code.startswith("plaats-") for code in codes):
            return codes[sorted(codes)[0]]
        return _richest(game, state, player, legal)

    def _buy(self, state: Castle, seat: int, codes: dict[str, Pick]) -> Move:
        me = state.players[seat]
        buys = [c for c in codes if c.startswith("koop-")]
        early = state.round <= 4

        def worth(code: str) -> tuple[float, str]:
            card = _buy_card(state, code)
            value = card.cost - 0.7 * price(card, me)
            if early and card.has_discount:
                value += 3
            return value, code

        if buys and (me.gold - min(price(_buy_card(state, c), me) for c in buys) >= 2 or early):
            return codes[max(buys, key=worth)]
        downs = sorted(c for c in codes if c.startswith("gedekt-"))
        if downs:
            return codes[self.rng.choice(downs)]
        return codes[max(buys, key=worth)]


BOTS: dict[str, type[RandomBot] | type[Greedy] | type[Planner]] = {
    "willekeurig": RandomBot,
    "gulzig": Greedy,
    "planner": Planner,
}
"""The computer players by their Dutch name."""
