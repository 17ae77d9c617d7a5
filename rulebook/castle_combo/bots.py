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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.castle_combo.data import BY_ID, FACE_DOWN, Card
from rulebook.castle_combo.engine import (
    FACE_DOWN_GOLD,
    FACE_DOWN_KEYS,
    ROW_NAMES,
    Buy,
    CastleCombo,
    PlaceCard,
    has_lock,
    legal_positions,
    price,
    rules_of,
    where,
)
from rulebook.castle_combo.rules import increments, total
from rulebook.castle_combo.state import KEY, SIDE, EndTableau
from rulebook.castle_combo.table import Castle
from rulebook.core import dutch
from rulebook.core.model.cards import PlacedCard, Position
from rulebook.core.model.task_game import Move, Pick


def _task(game: CastleCombo, state: Castle, seat: int) -> Any:
    return game.runner.task(state, seat)


def _buy_card(state: Castle, code: str) -> Card:
    slot = int(code.split("-")[1]) - 1
    card_id = state.rows[state.messenger].slots[slot]
    assert card_id is not None
    return BY_ID[card_id]


def wealth(game: CastleCombo, state: Castle, seat: int, legal: Sequence[Move]) -> dict[str, int]:
    """For each option, what ``seat`` holds after it in gold and keys (gold on purses counted
    twice): the engine's own option applied, not a rule computed here."""
    options = {o.code: o for o in game.options(state, seat)}
    found = {}
    for move in legal:
        assert isinstance(move, Pick)
        after = options[move.code].apply(game.runner.pop(state, seat))
        player = after.players[seat]
        on_purses = sum(p.token("goud") for _, p in player.tableau.cards)
        found[move.code] = player.gold + player.keys + 2 * on_purses
    return found


def _richest(game: CastleCombo, state: Castle, seat: int, legal: Sequence[Move]) -> Move:
    """The option after which ``seat`` holds the most gold and keys (``wealth``)."""
    worth = wealth(game, state, seat, legal)

    def rank(move: Move) -> tuple[int, str]:
        assert isinstance(move, Pick)
        return worth[move.code], move.code

    return max(legal, key=rank)


def now_total(state: Castle, seat: int) -> int:
    """The points ``seat``'s square would score if the game ended now (``rules.total``)."""
    me = state.players[seat]
    return total(EndTableau.unchecked(me.tableau, me.keys, me.gold), rules_of(state))


def laid_totals(
    state: Castle, seat: int, card_id: str, face_down: bool, gold: int, keys: int
) -> tuple[tuple[Position, ...], tuple[int, ...]]:
    """Every free place of ``seat``'s square and the points the square would score at the end
    with ``card_id`` laid there (face down or not, a lock card with its key), ``gold`` and
    ``keys`` in hand: ``rules.increments``, the scoring rulings' own scorers."""
    me = state.players[seat]
    locked = not face_down and has_lock(state, BY_ID[card_id])
    placed = PlacedCard(
        FACE_DOWN if face_down else card_id, face_down, ((KEY, 1),) if locked else ()
    )
    spots = legal_positions(me.tableau)
    now = EndTableau.unchecked(me.tableau, keys, gold)
    scored = increments(now, placed, spots, rules_of(state))
    return spots, tuple(scored.before + added for added in scored.added)


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
            spots, totals = laid_totals(state, seat, seen, face_down, gold, keys)
            points, (r, c) = max(zip(totals, [(-r, -c) for r, c in spots], strict=True))
            found = (points, (-r, -c))
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


BuyRank = tuple[float, bool, int, str]
"""How a strategy ranks a purchase: its worth, bought (not face down), the card's printed cost,
the code (the highest wins)."""


def _rank(worth: float, state: Castle, code: str) -> BuyRank:
    return worth, code.startswith("koop-"), _buy_card(state, code).cost, code


@dataclass(frozen=True)
class KeyView:
    """What ``gulzig`` weighs its key on: the cards of the messenger's row it can pay, and (only
    when that is none and the messenger may move) the most points now of a card of the other
    row (-1: none it can pay) and of a card taken face down."""

    payable: int
    there: int | None = None
    down: int | None = None

    @property
    def moves(self) -> bool:
        """The messenger moves when the other row's best beats a face-down card and the key
        spent on it (a point at the end)."""
        return self.there is not None and self.down is not None and self.there > self.down + 1


def _number(value: float) -> str:
    """``7`` for a whole number, ``9,5`` otherwise (one decimal)."""
    return str(int(value)) if value == int(value) else dutch.decimal(value)


def _signed(value: float) -> str:
    return f"{'-' if value < 0 else '+'}{_number(abs(value))}"


def _bought(state: Castle, code: str) -> str:
    card = _buy_card(state, code)
    return f"neemt {card.shown} gedekt" if code.startswith("gedekt-") else f"koopt {card.shown}"


def _buy_reason(name: str, state: Castle, seat: int, ranked: dict[str, BuyRank], code: str) -> str:
    """``gulzig koopt Monk: +7 punten nu, het meeste van de rij``."""
    worth = ranked[code][0]
    gain = _signed(worth - now_total(state, seat))
    others = [rank[0] for other, rank in ranked.items() if other != code]
    if not others or worth > max(others):
        tail = "het meeste van de rij"
    else:
        tail = (
            "evenveel als het beste andere; bij gelijke punten gaat kopen voor gedekt nemen, "
            "en dan de duurste kaart"
        )
    return f"{name} {_bought(state, code)}: {gain} punten nu, {tail}."


def _planner_buy_reason(
    name: str,
    state: Castle,
    ranked: dict[str, BuyRank],
    parts: list[tuple[str, float]],
    code: str,
) -> str:
    """``planner koopt Monk: waarde 9,5 (7 punten nu, -1 voor het goud, +3,5 voor de korting),
    het hoogst van de rij``."""
    worth = ranked[code][0]
    said = [f"{_number(parts[0][1])} punten nu"]
    words = {"goud": "het goud", "korting": "de korting", "slot": "het slot"}
    said += [f"{_signed(part)} voor {words[what]}" for what, part in parts[1:] if part]
    others = [rank[0] for other, rank in ranked.items() if other != code]
    tail = "het hoogst van de rij" if not others or worth > max(others) else "gelijk aan het beste"
    return (
        f"{name} {_bought(state, code)}: waarde {_number(worth)} ({dutch.listing(said)}), {tail}."
    )


def _place_reason(name: str, state: Castle, seat: int, code: str) -> str:
    """``gulzig legt Monk links van Nun (rij 1, kolom 2): +4 punten nu, het meeste van de 5
    plaatsen``."""
    assert state.hand is not None
    me = state.players[seat]
    spots, totals = laid_totals(state, seat, state.hand, state.hand_down, me.gold, me.keys)
    at = next(spot for spot in spots if code == f"plaats-{spot[0]}-{spot[1]}")
    points = totals[spots.index(at)]
    card = "de gedekte kaart" if state.hand_down else BY_ID[state.hand].shown
    gain = _signed(points - now_total(state, seat))
    ties = totals.count(points) - 1
    places = dutch.count(len(spots), "plaats", "plaatsen")
    tail = (
        f"het meeste van de {places}"
        if not ties
        else f"evenveel als op {dutch.count(ties, 'andere plaats', 'andere plaatsen')}; dan de "
        "eerste in leesvolgorde"
    )
    return f"{name} legt {card} {where(me.tableau, at)}: {gain} punten nu, {tail}."


def _greedy_key_reason(name: str, state: Castle, view: KeyView) -> str:
    row, other = ROW_NAMES[state.messenger], ROW_NAMES[1 - state.messenger]
    if view.moves:
        return (
            f"{name} zet een sleutel in voor de boodschapper: in de {row} kan hij niets betalen, "
            f"en de beste kaart van de {other} brengt zijn vierkant op {view.there} punten, meer "
            f"dan {view.down} met een gedekte kaart plus de sleutel."
        )
    if view.payable:
        cards = dutch.count(view.payable, "kaart", "kaarten")
        return f"{name} houdt zijn sleutels: in de {row} kan hij {cards} betalen."
    if view.there is None:
        return (
            f"{name} houdt zijn sleutels: de boodschapper kan nergens heen, en een rij vervangen "
            "doet hij nooit."
        )
    if view.there < 0:
        return f"{name} houdt zijn sleutels: ook in de {other} kan hij niets betalen."
    return (
        f"{name} houdt zijn sleutels: de {other} brengt hoogstens {view.there} punten, niet "
        f"meer dan {view.down} met een gedekte kaart plus de sleutel."
    )


def _planner_key_reason(name: str, state: Castle, seat: int, code: str, codes: list[str]) -> str:
    row = ROW_NAMES[state.messenger]
    keys = state.players[seat].keys
    if code == "vervang":
        return (
            f"{name} vervangt de {row} voor een sleutel: hij kan er niets betalen en heeft "
            f"{dutch.count(keys, 'sleutel', 'sleutels')}."
        )
    if "vervang" not in codes or keys < 2:
        return f"{name} houdt zijn sleutels: een rij vervangen doet hij pas met twee in de hand."
    return f"{name} houdt zijn sleutels: in de {row} kan hij een kaart betalen."


def _lock_reason(name: str, state: Castle, seat: int, code: str, codes: list[str]) -> str:
    placed = next(p for (r, c), p in state.players[seat].tableau.cards if code == f"slot-{r}-{c}")
    more = sum(other.startswith("slot-") for other in codes) > 1
    first = " (het eerste in leesvolgorde)" if more else ""
    return (
        f"{name} opent het slot van {BY_ID[placed.card].shown}{first}: elk slot gaat bij hem zo "
        "vroeg mogelijk open."
    )


def _wealth_reason(
    name: str, game: CastleCombo, state: Castle, seat: int, legal: Sequence[Move], code: str
) -> str:
    """``gulzig kiest ...: daarna 14 aan goud en sleutels, het meeste``."""
    worth = wealth(game, state, seat, legal)
    label = next(o.label for o in game.options(state, seat) if o.code == code)
    others = [value for other, value in worth.items() if other != code]
    tail = "het meeste" if not others or worth[code] > max(others) else "evenveel als een andere"
    return (
        f"{name} kiest '{label}': daarna heeft hij {worth[code]} aan goud en sleutels (goud op "
        f"een beurs telt dubbel), {tail}."
    )


class RandomBot:
    """Buys the dearest card it can pay, else one face down; the rest at random."""

    name = "willekeurig"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Castle, player: int, legal: Sequence[Move]) -> Move:
        buys = [a for a in legal if isinstance(a, Pick) and a.code.startswith("koop-")]
        if buys:
            if len(buys) == 1:  # (the dearest of one, without working out its price)
                return buys[0]
            return max(buys, key=lambda a: (_buy_card(state, a.code).cost, a.code))
        return self.rng.choice(legal)  # (a sequence: one draw, the same as from a list of it)

    def reason(
        self, game: Any, state: Castle, seat: int, legal: Sequence[Move], chosen: Move
    ) -> str:
        assert isinstance(chosen, Pick)
        if chosen.code.startswith("koop-"):
            card = _buy_card(state, chosen.code)
            return (
                f"{self.name} koopt de duurste kaart die hij kan betalen: {card.shown} "
                f"(gedrukte prijs {card.cost})."
            )
        return f"{self.name} kiest op goed geluk uit {len(legal)} mogelijkheden."


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

    def ranks(self, state: Castle, seat: int, codes: Iterable[str]) -> dict[str, BuyRank]:
        """Each purchase's rank: the most points now; between equals a bought card before a
        face-down one, then the dearer card (more of the game's points lie on dear cards)."""
        return {code: _rank(self._worth(state, seat, code), state, code) for code in codes}

    def _buy(self, state: Castle, seat: int, codes: dict[str, Pick]) -> Move:
        ranked = self.ranks(state, seat, codes)
        return codes[max(codes, key=ranked.__getitem__)]

    def key_view(self, state: Castle, seat: int, codes: Iterable[str]) -> KeyView:
        """What the key is weighed on: how many cards of the messenger's row it can pay, and
        only when that is none and the messenger may move, the most points now of a card of the
        other row and of a card taken face down (scoring the other row only then keeps the
        player cheap)."""
        me = state.players[seat]
        here = [c for c in state.rows[state.messenger].cards() if price(BY_ID[c], me) <= me.gold]
        if "verzet" not in codes or here:
            return KeyView(len(here))
        there = _row_best(self.scorer, state, seat, 1 - state.messenger)
        down = self.scorer.best(state, seat, FACE_DOWN, True)[0]
        return KeyView(0, there, down)

    def _key(self, state: Castle, seat: int, codes: dict[str, Pick]) -> Move:
        """A key on the messenger only when its row holds no card it can pay and the other row
        holds one that scores more now than the key itself (a point at the end)."""
        view = self.key_view(state, seat, codes)
        return codes["verzet" if view.moves else "geen-sleutel"]

    def reason(
        self, game: Any, state: Castle, seat: int, legal: Sequence[Move], chosen: Move
    ) -> str:
        """Why: from the points now, the key's weighing and the wealth it chose on."""
        codes = [a.code for a in legal if isinstance(a, Pick)]
        assert isinstance(chosen, Pick)
        task = _task(game, state, seat)
        if isinstance(task, Buy):
            return _buy_reason(self.name, state, seat, self.ranks(state, seat, codes), chosen.code)
        if isinstance(task, PlaceCard):
            return _place_reason(self.name, state, seat, chosen.code)
        if "geen-sleutel" in codes:
            return _greedy_key_reason(self.name, state, self.key_view(state, seat, codes))
        if chosen.code.startswith("slot-"):
            return _lock_reason(self.name, state, seat, chosen.code, codes)
        return _wealth_reason(self.name, game, state, seat, legal, chosen.code)


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
            return codes["vervang" if self.replaces(state, player, codes) else "geen-sleutel"]
        locks = sorted(c for c in codes if c.startswith("slot-"))
        if locks:
            return codes[locks[0]]
        return _richest(game, state, player, legal)

    def replaces(self, state: Castle, seat: int, codes: Iterable[str]) -> bool:
        """A key to replace the messenger's row: when two keys are in hand and the row holds
        no card it can pay."""
        row = [BY_ID[c] for c in state.rows[state.messenger].cards()]
        me = state.players[seat]
        return "vervang" in codes and me.keys >= 2 and all(price(c, me) > me.gold for c in row)

    def parts(self, state: Castle, seat: int, code: str) -> list[tuple[str, float]]:
        """What a purchase is worth, part by part in the order they are added (their sum is its
        worth): the points now, what the gold paid or gained is worth for the cards still to
        come, a discount on those cards, a lock's ability still to come."""
        me = state.players[seat]
        card = _buy_card(state, code)
        face_down = code.startswith("gedekt-")
        points = self.scorer.best(state, seat, card.id, face_down)[0]
        to_come = SIDE * SIDE - 1 - len(me.tableau.cards)
        gold = FACE_DOWN_GOLD if face_down else -price(card, me)
        found: list[tuple[str, float]] = [
            ("punten nu", points),
            ("goud", self.GOLD * gold * min(to_come, 3) / 3),
        ]
        if not face_down:
            if card.has_discount:
                found.append(("korting", self.DISCOUNT * to_come))
            if has_lock(state, card):
                found.append(("slot", self.LOCK))
        return found

    def _worth(self, state: Castle, seat: int, code: str) -> float:
        """Points now, and what the purchase leaves for the cards still to come (``parts``
        added up in their order)."""
        parts = self.parts(state, seat, code)
        value: float = parts[0][1]
        for _, part in parts[1:]:
            value += part
        return value

    def ranks(self, state: Castle, seat: int, codes: Iterable[str]) -> dict[str, BuyRank]:
        return {code: _rank(self._worth(state, seat, code), state, code) for code in codes}

    def _buy(self, state: Castle, seat: int, codes: dict[str, Pick]) -> Move:
        ranked = self.ranks(state, seat, codes)
        return codes[max(codes, key=ranked.__getitem__)]

    def reason(
        self, game: Any, state: Castle, seat: int, legal: Sequence[Move], chosen: Move
    ) -> str:
        """Why: from the worth of each purchase part by part, the key rule, the points now."""
        codes = [a.code for a in legal if isinstance(a, Pick)]
        assert isinstance(chosen, Pick)
        task = _task(game, state, seat)
        if isinstance(task, Buy):
            ranked = self.ranks(state, seat, codes)
            parts = self.parts(state, seat, chosen.code)
            return _planner_buy_reason(self.name, state, ranked, parts, chosen.code)
        if isinstance(task, PlaceCard):
            return _place_reason(self.name, state, seat, chosen.code)
        if "geen-sleutel" in codes:
            return _planner_key_reason(self.name, state, seat, chosen.code, codes)
        if chosen.code.startswith("slot-"):
            return _lock_reason(self.name, state, seat, chosen.code, codes)
        return _wealth_reason(self.name, game, state, seat, legal, chosen.code)


BOTS: dict[str, type[RandomBot] | type[Greedy] | type[Planner]] = {
    "willekeurig": RandomBot,
    "gulzig": Greedy,
    "planner": Planner,
}
"""The computer players by their Dutch name."""
