"""Computer players of Castle Combo, each seeded with its own random source.

- ``RandomBot`` (``willekeurig``): buys the dearest card it can pay, else takes one face down;
  every other choice at random.
- ``Greedy`` (``gulzig``): buys the card, or takes the face-down card, and lays it where its
  tableau would score the most if the game ended now (the points the scoring rulings count,
  ``rules.total``, after paying); a key on the messenger when its row holds nothing it can
  pay and the other row holds a card worth more now; from every ability the most gold and keys.
- ``Planner`` (``planner``): the same points now, plus what gold and keys are worth for the
  turns still to come, a discount while many cards are still to be bought, a lock card's
  ability waiting for it, and a scroll that counts cards still to come; a key to replace a
  row it cannot buy from; every lock opened as soon as it may; its card laid where it scores
  the most.

They read only what the engine offers (``legal_actions`` and their labels) and score a
tableau with the scoring rules' own function; none of them computes a rule of its own.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from rulebook.castle_combo.data import BY_ID, FACE_DOWN, Card
from rulebook.castle_combo.engine import (
    FACE_DOWN_GOLD,
    FACE_DOWN_KEYS,
    Buy,
    CastleCombo,
    PlaceCard,
    has_lock,
    legal_positions,
    price,
    rules_of,
)
from rulebook.castle_combo.rules import increments
from rulebook.castle_combo.state import KEY, SIDE, EndTableau
from rulebook.castle_combo.table import Castle
from rulebook.core.model.cards import PlacedCard, Position
from rulebook.core.model.task_game import Move, Pick


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


class Scorer:
    """Where a card would score its owner the most if the game ended right after it is laid:
    every free place tried, counted by ``rules.increments`` (the square's points now and what
    the card adds on each place, from the scoring rulings' own scorers, without scoring the
    whole square again for every place). Remembered per square and card, so the purchase and
    the placement ask once."""

    def __init__(self) -> None:
        self.known: dict[tuple[object, ...], tuple[int, Position]] = {}

    def best(
        self, state: Castle, seat: int, card_id: str, face_down: bool, *, paid: bool = False
    ) -> tuple[int, Position]:
        """(points now, place) for laying ``card_id``: face down or bought for its price, the
        gold and keys of taking it still to come or already ``paid`` (the card in hand)."""
        me = state.players[seat]
        gold, keys = me.gold, me.keys
        if not paid:
            gold += FACE_DOWN_GOLD if face_down else -price(BY_ID[card_id], me)
            keys += FACE_DOWN_KEYS if face_down else 0
        seen = FACE_DOWN if face_down else card_id  # every face-down card scores alike
        key = (me.tableau, seen, gold, keys, state.setup.kerker)
        found = self.known.get(key)
        if found is None:
            locked = not face_down and has_lock(state, BY_ID[card_id])
            placed = PlacedCard(seen, face_down, ((KEY, 1),) if locked else ())
            spots = legal_positions(me.tableau)
            now = EndTableau.unchecked(me.tableau, keys, gold)
            scored = increments(now, placed, spots, rules_of(state))
            added, (r, c) = max(zip(scored.added, [(-r, -c) for r, c in spots], strict=True))
            found = (scored.before + added, (-r, -c))
            if len(self.known) > 512:
                self.known.clear()
            self.known[key] = found
        return found

    def place_move(self, state: Castle, seat: int, codes: dict[str, Pick]) -> Move:
        """The ``plaats-r-c`` of the best place for the card in hand."""
        assert state.hand is not None
        _, (r, c) = self.best(state, seat, state.hand, state.hand_down, paid=True)
        return codes[f"plaats-{r}-{c}"]


def _row_best(scorer: Scorer, state: Castle, seat: int, where: int) -> int:
    """The most points now a card of row ``where`` could bring, bought at its price."""
    me = state.players[seat]
    fits = [
        scorer.best(state, seat, card_id, False)[0]
        for card_id in state.rows[where].cards()
        if price(BY_ID[card_id], me) <= me.gold
    ]
    return max(fits, default=-1)


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
    """The purchase and the place that raise its points now the most; a key for a better row;
    abilities for the most gold and keys."""

    name = "gulzig"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.scorer = Scorer()

    def choose(self, game: Any, state: Castle, player: int, legal: Sequence[Move]) -> Move:
        codes = {a.code: a for a in legal if isinstance(a, Pick)}
        task = _task(game, state, player)
        if isinstance(task, Buy):
            return self._buy(state, player, codes)
        if isinstance(task, PlaceCard):
            return self.scorer.place_move(state, player, codes)
        if "geen-sleutel" in codes:
            return self._key(state, player, codes)
        if any(code.startswith("slot-") for code in codes):
            return next(codes[c] for c in sorted(codes) if c.startswith("slot-"))
        return _richest(game, state, player, legal)

    def _worth(self, state: Castle, seat: int, code: str) -> float:
        card = _buy_card(state, code)
        return self.scorer.best(state, seat, card.id, code.startswith("gedekt-"))[0]

    def _buy(self, state: Castle, seat: int, codes: dict[str, Pick]) -> Move:
        """The most points now; between equals a bought card before a face-down one, then the
        dearer card (more of the game's points lie on dear cards)."""

        def rank(code: str) -> tuple[float, bool, int, str]:
            card = _buy_card(state, code)
            return self._worth(state, seat, code), code.startswith("koop-"), card.cost, code

        return codes[max(codes, key=rank)]

    def _key(self, state: Castle, seat: int, codes: dict[str, Pick]) -> Move:
        """A key on the messenger only when its row holds no card it can pay and the other row
        holds one that scores more now than the key itself (a point at the end); scoring the
        other row only then keeps the player cheap."""
        if "verzet" in codes:
            me = state.players[seat]
            here = [
                c for c in state.rows[state.messenger].cards() if price(BY_ID[c], me) <= me.gold
            ]
            if not here:
                there = _row_best(self.scorer, state, seat, 1 - state.messenger)
                down = self.scorer.best(state, seat, FACE_DOWN, True)[0]
                if there > down + 1:
                    return codes["verzet"]
        return codes["geen-sleutel"]


class Planner:
    """Points now plus what gold, keys, discounts, locks and scrolls promise for the turns
    still to come; keys to replace a row it cannot buy from; every lock opened as soon as it
    may; each card laid where it scores the most."""

    name = "planner"

    GOLD = 0.5
    """A gold piece in hand: about half a point (it buys a card's points later)."""
    DISCOUNT = 0.6
    """A discount, per card still to be bought."""
    LOCK = 3.0
    """A lock's ability still to come (gold or keys when opened)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.scorer = Scorer()

    def choose(self, game: Any, state: Castle, player: int, legal: Sequence[Move]) -> Move:
        codes = {a.code: a for a in legal if isinstance(a, Pick)}
        task = _task(game, state, player)
        if isinstance(task, Buy):
            return self._buy(state, player, codes)
        if isinstance(task, PlaceCard):
            return self.scorer.place_move(state, player, codes)
        if "geen-sleutel" in codes:
            row = [BY_ID[c] for c in state.rows[state.messenger].cards()]
            me = state.players[player]
            if "vervang" in codes and me.keys >= 2 and all(price(c, me) > me.gold for c in row):
                return codes["vervang"]
            return codes["geen-sleutel"]
        locks = sorted(c for c in codes if c.startswith("slot-"))
        if locks:
            return codes[locks[0]]
        return _richest(game, state, player, legal)

    def _worth(self, state: Castle, seat: int, code: str) -> float:
        """Points now, and what the purchase leaves for the cards still to come."""
        me = state.players[seat]
        card = _buy_card(state, code)
        face_down = code.startswith("gedekt-")
        points = self.scorer.best(state, seat, card.id, face_down)[0]
        to_come = SIDE * SIDE - 1 - len(me.tableau.cards)
        gold = FACE_DOWN_GOLD if face_down else -price(card, me)
        value = points + self.GOLD * gold * min(to_come, 3) / 3
        if not face_down:
            if card.has_discount:
                value += self.DISCOUNT * to_come
            if has_lock(state, card):
                value += self.LOCK
        return value

    def _buy(self, state: Castle, seat: int, codes: dict[str, Pick]) -> Move:
        def rank(code: str) -> tuple[float, bool, int, str]:
            card = _buy_card(state, code)
            return self._worth(state, seat, code), code.startswith("koop-"), card.cost, code

        return codes[max(codes, key=rank)]


BOTS: dict[str, type[RandomBot] | type[Greedy] | type[Planner]] = {
    "willekeurig": RandomBot,
    "gulzig": Greedy,
    "planner": Planner,
}
"""The computer players by their Dutch name."""
