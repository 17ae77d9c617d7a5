"""Castle Combo: a lean kernel that plays whole games between the computer players fast.

The engine (``engine.CastleCombo`` over the core decision runner) explains: frozen states, tasks
in queues, Dutch refusals, a log. That is what a chapter, a log and the game table need; between
the strategy players (``gulzig``, ``planner``) it plays about 65 four-player games a second, and
issue #22 asks 150 (a simulation of thousands of games within seconds). So this module plays the
same rules again with plain ints and lists, the counterpart of Het Leeft!'s ``its_alive/kernel.py``:
a card is its rank among the game's card ids in the deck's canonical order (``card_order``), a
deck a sorted list of ranks, a row a list of three ranks (``None`` for an empty place), a square
five parallel lists (places in reading order, cards, face down or not, gold on the card, the key
on its lock).

It is not a second rulebook. It mirrors the engine step for step and is kept honest by a replay
(``tests/games/test_castle_combo_kernel*.py``): seeded games played here and in the engine,
compared action for action and by result. What it copies exactly:

- chance: one ``rng.getrandbits(53)`` per card turned; the card is item ``(m * len) >> 53`` of
  the deck in canonical order, which is what ``Deck.draw`` picks (``core.game.sample_counted``);
  an empty deck takes its discard pile back first; a location that cannot refill its row leaves
  the game (``engine._refill_tasks``);
- who is asked: a choice with one possibility is made without asking (``core.runner``), so the
  first card's place, a discount and an ability with one way to use it are no actions;
- Uit de Kerker! (``dungeon.expansion``): a prisoner laid with a key on its lock and its ability
  waiting; the lock moments before the key, after it, and after the purchase or at the end of
  the turn (``derde-slotmoment``), one lock a turn; a row replaced for keys
  (``replace_reward``, ``koning-der-bedelaars``); a neighbour's ability used again;
- the options of every choice with the engine's codes, in the engine's order;
- the computer players (``bots.RandomBot``, ``bots.Greedy``, ``bots.Planner``): the same
  decisions, each random player from its own stream seeded as ``castle-combo simuleer`` seeds it
  (``seed * 10 + seat``). The strategies weigh a card on every free place by the points the
  square would score if the game ended then; here that count is a compact form of the scoring
  rules (``rules.SCORERS``): the scrolls that look only at what the square holds are counted once
  per card weighed, the scrolls that look at a row, a column or a place once per place.

``covers(setup)`` says which setups it plays exactly as the engine: all of them (2 to 5 players,
any start player, the base game and Uit de Kerker! under every value of its options);
``uncovered`` would name what it does not, and a caller then plays the engine instead.
``play_game`` plays a whole game; ``play_out`` continues a position of the engine that waits for
the active seat's key (the first choice of a turn) to the end, as ``core.game.play_to_end``
would, and hands any other position back (``None``: the caller plays the engine). A ``chooser``
(any function from the seat and the engine's codes of its legal actions to one code) replaces a
computer player, so the replay follows random players too.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from rulebook.castle_combo.data import ALL_CARDS, KING_SCHOLARSHIP, Card
from rulebook.castle_combo.effects import (
    AllPurseGold,
    Area,
    Banner,
    Basis,
    Both,
    Choose,
    DiscardFromRow,
    Discount,
    FillPurses,
    Gain,
    GainPer,
    GoldOnPurses,
    IfFaceDown,
    IfMissing,
    IfNoDiscountCard,
    IfNoFaceDown,
    IfNoPurseCard,
    IfPlace,
    IfShieldIn,
    LineCost,
    OthersGain,
    PerBanner,
    PerBannerSet,
    PerCardWithCost,
    PerCardWithShields,
    PerDifferentCost,
    PerDiscountCard,
    PerKey,
    PerLockCard,
    PerMissingType,
    PerSet,
    PerShield,
    PerShieldType,
    PerTriple,
    Place,
    Purse,
    ReplaceRow,
    Resource,
    Shield,
    UseAdjacent,
)
from rulebook.castle_combo.rules import DEFAULT_RULES, Rules
from rulebook.castle_combo.rules import result as ranking
from rulebook.castle_combo.table import LOCATIONS, START_GOLD, START_KEYS, Setup
from rulebook.core.model.cards import PlacedCard, Tableau, card_order

STRATEGIES: Final = ("willekeurig", "gulzig", "planner")
"""The computer players the kernel plays (``bots.BOTS``)."""
SIDE: Final = 3
ROUNDS: Final = SIDE * SIDE
CASTLE: Final = 0
VILLAGE: Final = 1
TABLE: Final = -1
FACE_DOWN_GOLD: Final = 6
FACE_DOWN_KEYS: Final = 2
SHIELDS: Final = tuple(Shield)
_RANDOM, _GREEDY, _PLANNER = range(3)

Chooser = Callable[[int, list[str]], str]
"""A player that is not a computer strategy: the seat and the codes of its legal actions, in the
engine's order, give the code it takes."""


# -- the cards as numbers -------------------------------------------------------------------------

IDS: Final = sorted((card.id for card in ALL_CARDS), key=card_order)
"""Every card id (Uit de Kerker!'s too) in the decks' canonical order: a card's rank is its
place here (the cards of a setup's deck, in the same order, are a part of it)."""
RANK: Final = {card_id: rank for rank, card_id in enumerate(IDS)}
CARDS: Final = [next(c for c in ALL_CARDS if c.id == card_id) for card_id in IDS]
COST: Final = [card.cost for card in CARDS]
BANNER: Final = [0 if card.row is Banner.CASTLE else 1 for card in CARDS]
MESSENGER: Final = [card.messenger for card in CARDS]
SHIELDS_OF: Final = [tuple(SHIELDS.index(s) for s in card.shields) for card in CARDS]
_SHIELD_COUNT: Final[list[list[int]]] = [
    [shields.count(s) for shields in SHIELDS_OF] for s in range(len(SHIELDS))
]
"""How many of a shield a card shows: ``_SHIELD_COUNT[shield][rank]``."""
ROOM: Final = [card.scroll.capacity if isinstance(card.scroll, Purse) else 0 for card in CARDS]
"""A purse's room (0: the card has no purse)."""
DISCOUNT: Final = [
    tuple(0 if b is Banner.CASTLE else 1 for b in card.ability.banners)
    if isinstance(card.ability, Discount)
    else ()
    for card in CARDS
]
"""The banners a card's discount applies to (empty: no discount)."""
HAS_DISCOUNT: Final = [bool(found) for found in DISCOUNT]
DUNGEON: Final = [card.dungeon for card in CARDS]
"""Uit de Kerker!'s cards (they carry a lock when the option ``slotkaarten`` is ``alle``)."""


def _decks(setup: Setup) -> tuple[list[int], list[int]]:
    """The two full decks of a setup as sorted ranks (``Setup.cards``)."""
    castle, village = setup.cards()
    return sorted(RANK[c] for c in castle), sorted(RANK[c] for c in village)


_PURSE_POINTS = {card.scroll.points for card in CARDS if isinstance(card.scroll, Purse)}
if len(_PURSE_POINTS) != 1:  # pragma: no cover - a programmer's check of the card data
    raise ValueError("the kernel counts every purse alike; the card data gives purses apart")
PURSE_POINTS: Final = _PURSE_POINTS.pop()
"""What a gold piece on a purse scores (the same on every purse, so how leftover gold spreads
over the purses changes no total: the kernel counts the gold on all purses together)."""

# Scroll kinds: the first group reads only what the square holds, the last where the card lies.
(
    _PER_SHIELD,
    _PER_TYPE,
    _MISSING_TYPES,
    _IF_MISSING,
    _PER_SET,
    _TRIPLES,
    _PER_BANNER,
    _BANNER_SETS,
    _PURSE,
    _ALL_PURSES,
    _PER_KEY,
    _WITH_SHIELDS,
    _WITH_COST,
    _DISCOUNTS,
    _IF_DOWN,
    _IF_NO_DOWN,
    _DIFFERENT_COSTS,
    _IF_NO_DISCOUNT,
    _IF_NO_PURSE,
    _PER_LOCK,
    _AREA_SHIELD,
    _AREA_TYPES,
    _IF_PLACE,
    _IF_SHIELD_IN,
    _LINE_COST,
) = range(25)
_ROW_AREA, _COLUMN_AREA, _CROSS_AREA = 0, 1, 2
_AREA_CODE = {Area.ROW: _ROW_AREA, Area.COLUMN: _COLUMN_AREA, Area.CROSS: _CROSS_AREA}

_PLACES: dict[Place, Callable[[int, int], bool]] = {
    Place.TOP: lambda r, c: r == 0,
    Place.MIDDLE_ROW: lambda r, c: r == 1,
    Place.BOTTOM: lambda r, c: r == SIDE - 1,
    Place.LEFT: lambda r, c: c == 0,
    Place.MIDDLE_COLUMN: lambda r, c: c == 1,
    Place.RIGHT: lambda r, c: c == SIDE - 1,
    Place.CORNER: lambda r, c: r in (0, SIDE - 1) and c in (0, SIDE - 1),
    Place.EDGE: lambda r, c: (r in (0, SIDE - 1)) != (c in (0, SIDE - 1)),
}
"""Where a position scroll wants its card (``rules._PLACES``), on the places -1 to 3 a square
passes through while it grows."""
_PLACE_SETS: dict[Place, frozenset[tuple[int, int]]] = {
    place: frozenset((r, c) for r in range(SIDE) for c in range(SIDE) if test(r, c))
    for place, test in _PLACES.items()
}


def _compiled(card: Card) -> tuple[Any, ...]:
    """A scroll as (kind, points, what it counts): the scorers of ``rules.SCORERS`` in numbers."""
    s = card.scroll
    if isinstance(s, PerShield):
        if s.area is Area.TABLEAU:
            return (_PER_SHIELD, s.points, SHIELDS.index(s.shield))
        return (_AREA_SHIELD, s.points, SHIELDS.index(s.shield), _AREA_CODE[s.area])
    if isinstance(s, PerShieldType):
        if s.area is Area.TABLEAU:
            return (_PER_TYPE, s.points)
        return (_AREA_TYPES, s.points, None, _AREA_CODE[s.area])
    if isinstance(s, PerMissingType):
        return (_MISSING_TYPES, s.points)
    if isinstance(s, IfMissing):
        return (_IF_MISSING, s.points, SHIELDS.index(s.shield))
    if isinstance(s, PerSet):
        return (_PER_SET, s.points, tuple(SHIELDS.index(x) for x in s.shields))
    if isinstance(s, PerTriple):
        return (_TRIPLES, s.points)
    if isinstance(s, PerBanner):
        return (_PER_BANNER, s.points, 0 if s.banner is Banner.CASTLE else 1)
    if isinstance(s, PerBannerSet):
        need = [0, 0]
        for banner in s.banners:
            need[0 if banner is Banner.CASTLE else 1] += 1
        return (_BANNER_SETS, s.points, tuple((b, n) for b, n in enumerate(need) if n))
    if isinstance(s, Purse):
        return (_PURSE, s.points)
    if isinstance(s, AllPurseGold):
        return (_ALL_PURSES, s.points)
    if isinstance(s, PerKey):
        return (_PER_KEY, s.points)
    if isinstance(s, PerCardWithShields):
        return (_WITH_SHIELDS, s.points, s.shields)
    if isinstance(s, PerCardWithCost):
        return (_WITH_COST, s.points, s.cost, s.or_more)
    if isinstance(s, PerDiscountCard):
        return (_DISCOUNTS, s.points)
    if isinstance(s, IfFaceDown):
        return (_IF_DOWN, s.points)
    if isinstance(s, IfPlace):
        return (_IF_PLACE, s.points, _PLACE_SETS[s.place])
    if isinstance(s, IfNoFaceDown):
        return (_IF_NO_DOWN, s.points)
    if isinstance(s, PerDifferentCost):
        return (_DIFFERENT_COSTS, s.points)
    if isinstance(s, IfNoDiscountCard):
        return (_IF_NO_DISCOUNT, s.points)
    if isinstance(s, IfNoPurseCard):
        return (_IF_NO_PURSE, s.points)
    if isinstance(s, PerLockCard):
        return (_PER_LOCK, s.points)
    if isinstance(s, IfShieldIn) and s.area in _AREA_CODE:
        return (_IF_SHIELD_IN, s.points, SHIELDS.index(s.shield), _AREA_CODE[s.area])
    if isinstance(s, LineCost) and s.area in (Area.ROW, Area.COLUMN):
        return (_LINE_COST, s.points, None, _AREA_CODE[s.area])
    raise TypeError(f"the kernel has no scroll {type(s).__name__}")  # pragma: no cover


SCROLL: Final = [_compiled(card) for card in CARDS]
LOCAL: Final = [SCROLL[rank][0] >= _AREA_SHIELD for rank in range(len(IDS))]
"""Whether a card's scroll reads where it lies (a row, a column, a cross, a place)."""
_SEES: Final = [
    -1 if not LOCAL[rank] or SCROLL[rank][0] == _IF_PLACE else SCROLL[rank][3]
    for rank in range(len(IDS))
]
"""The area a card's scroll reads (``_ROW_AREA``, ``_COLUMN_AREA``, ``_CROSS_AREA``), -1 for a
scroll that reads only its own place or none: what it gives moves only with the cards in that
area, never with where the square as a whole lies."""


# -- what setups the kernel plays ----------------------------------------------------------------


def uncovered(setup: Setup) -> str | None:
    """Why the kernel would not play ``setup`` exactly as the engine, in Dutch; ``None`` when it
    does. Every setup is covered: the base game and Uit de Kerker! (its locks and three lock
    moments, its two new abilities and its scrolls), 2 to 5 players, any start player, and
    every value of the options ``slotkaarten``, ``koning-der-bedelaars`` and
    ``derde-slotmoment``."""
    if not isinstance(setup, Setup):
        raise TypeError(f"the kernel plays a Setup, not {type(setup).__name__}")
    return None


def covers(setup: Setup) -> bool:
    """Whether the kernel plays ``setup`` exactly as the engine (``uncovered`` says why not)."""
    return uncovered(setup) is None


# -- the squares ---------------------------------------------------------------------------------

_LEGAL: dict[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]] = {}


def legal_positions(positions: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """Where the next card may go, from the places taken: the core tableau's own answer
    (``Tableau.legal_positions``), asked once for each of the few shapes a square passes through."""
    key = tuple(positions)
    found = _LEGAL.get(key)
    if found is None:
        tableau = Tableau(SIDE, SIDE, tuple((p, PlacedCard(IDS[at])) for at, p in enumerate(key)))
        found = _LEGAL[key] = tableau.legal_positions()
    return found


class _Square:
    """One seat's square: places in reading order (the core tableau's order) with, for each,
    the card's rank, whether it lies face down and the gold on it."""

    __slots__ = ("down", "gold", "keys", "places", "ranks")

    def __init__(self) -> None:
        self.places: list[tuple[int, int]] = []
        self.ranks: list[int] = []
        self.down: list[bool] = []
        self.gold: list[int] = []
        self.keys: list[int] = []
        """The key on a card's lock (1 until the lock is opened)."""

    def lay(self, at: tuple[int, int], rank: int, down: bool, key: int = 0) -> None:
        """The card laid at ``at`` (a legal place); the square shifted back to start at 0, 0."""
        r, c = at
        top = r if r < 0 else 0  # (min(r, 0) without a call, for every place weighed)
        left = c if c < 0 else 0
        if top or left:
            self.places = [(pr - top, pc - left) for pr, pc in self.places]
            at = (r - top, c - left)
        index = bisect_left(self.places, at)
        self.places.insert(index, at)
        self.ranks.insert(index, rank)
        self.down.insert(index, down)
        self.gold.insert(index, 0)
        self.keys.insert(index, key)

    def open_ranks(self) -> list[int]:
        return [rank for rank, down in zip(self.ranks, self.down, strict=True) if not down]


def square_of(tableau: Tableau) -> _Square:
    """The kernel's square of an engine's tableau (the same places, cards, sides and gold)."""
    square = _Square()
    for position, placed in tableau.cards:
        square.places.append(position)
        square.ranks.append(RANK[placed.card])
        square.down.append(placed.face_down)
        square.gold.append(placed.token("goud"))
        square.keys.append(placed.token("sleutel"))
    return square


def _price(square: _Square, rank: int) -> int:
    """The card's cost less one for every face-up discount of the square that applies to its
    banner (``engine.price``, ``rulings.discount_for``), never below 0."""
    banner = BANNER[rank]
    off = 0
    for own, down in zip(square.ranks, square.down, strict=True):
        if not down and banner in DISCOUNT[own]:
            off += 1
    return max(COST[rank] - off, 0)


def _score(
    cells: list[tuple[int, int, int]],
    down: int,
    on_purses: int,
    room: int,
    keys: int,
    gold: int,
    locks: bool,
) -> int:
    """The points of a square at the end (``rules.total``): ``cells`` its face-up cards (row,
    column, rank), ``down`` how many lie face down, ``on_purses`` the gold on its purses and
    ``room`` the room left on them, ``keys`` in hand and on locks, ``gold`` in hand (it fills
    the purses); ``locks``: Uit de Kerker!'s cards carry a lock (``slotkaarten``)."""
    purse_gold = on_purses + min(gold, room)
    total = keys + _whole(cells, down, purse_gold, keys, locks)
    for r, c, rank in cells:
        if LOCAL[rank]:
            total += _local(rank, r, c, cells)
    return total


def _whole(
    cells: list[tuple[int, int, int]], down: int, purse_gold: int, keys: int, locks: bool
) -> int:
    """The points of the scrolls that read only what the square holds, and of its purses."""
    shields = [0] * 6
    banners = [0, 0]
    for _, _, rank in cells:
        for s in SHIELDS_OF[rank]:
            shields[s] += 1
        banners[BANNER[rank]] += 1
    total = 0
    has_purse = False
    for _, _, rank in cells:
        scroll = SCROLL[rank]
        kind = scroll[0]
        if kind >= _AREA_SHIELD:
            continue
        points = scroll[1]
        if kind == _PER_SHIELD:
            total += shields[scroll[2]] * points
        elif kind == _PER_TYPE:
            total += (6 - shields.count(0)) * points
        elif kind == _MISSING_TYPES:
            total += shields.count(0) * points
        elif kind == _IF_MISSING:
            total += 0 if shields[scroll[2]] else points
        elif kind == _PER_SET:
            total += min(shields[s] for s in scroll[2]) * points
        elif kind == _TRIPLES:
            total += sum(n // 3 for n in shields) * points
        elif kind == _PER_BANNER:
            total += banners[scroll[2]] * points
        elif kind == _BANNER_SETS:
            total += min(banners[b] // n for b, n in scroll[2]) * points
        elif kind == _PURSE:
            has_purse = True
        elif kind == _ALL_PURSES:
            total += purse_gold * points
        elif kind == _PER_KEY:
            total += keys * points
        elif kind == _WITH_SHIELDS:
            total += sum(len(SHIELDS_OF[o]) == scroll[2] for _, _, o in cells) * points
        elif kind == _WITH_COST:
            if scroll[3]:
                total += sum(COST[o] >= scroll[2] for _, _, o in cells) * points
            else:
                total += sum(COST[o] == scroll[2] for _, _, o in cells) * points
        elif kind == _DISCOUNTS:
            total += sum(HAS_DISCOUNT[o] for _, _, o in cells) * points
        elif kind == _IF_DOWN:
            total += points if down else 0
        elif kind == _IF_NO_DOWN:
            total += 0 if down else points
        elif kind == _DIFFERENT_COSTS:
            total += len({COST[o] for _, _, o in cells}) * points
        elif kind == _IF_NO_DISCOUNT:
            total += 0 if any(HAS_DISCOUNT[o] for _, _, o in cells) else points
        elif kind == _IF_NO_PURSE:
            total += 0 if any(ROOM[o] for _, _, o in cells) else points
        elif kind == _PER_LOCK:
            total += sum(DUNGEON[o] for _, _, o in cells) * points if locks else 0
    if has_purse:
        total += purse_gold * PURSE_POINTS
    return total


def _local(rank: int, r: int, c: int, cells: list[tuple[int, int, int]]) -> int:
    """The points of a scroll that reads a row, a column, a cross or the card's place."""
    scroll = SCROLL[rank]
    kind = scroll[0]
    if kind == _IF_PLACE:
        return scroll[1] if (r, c) in scroll[2] else 0
    area = scroll[3]
    if area == _ROW_AREA:
        seen = [o for orow, _, o in cells if orow == r]
    elif area == _COLUMN_AREA:
        seen = [o for _, ocol, o in cells if ocol == c]
    else:
        seen = [o for orow, ocol, o in cells if orow == r or ocol == c]
    points: int = scroll[1]
    if kind == _AREA_SHIELD:
        shield: int = scroll[2]
        count = _SHIELD_COUNT[shield]
        return sum([count[o] for o in seen]) * points
    if kind == _AREA_TYPES:
        return len({s for o in seen for s in SHIELDS_OF[o]}) * points
    if kind == _IF_SHIELD_IN:
        wanted: int = scroll[2]
        count = _SHIELD_COUNT[wanted]
        for o in seen:
            if count[o]:
                return points
        return 0
    return sum([COST[o] for o in seen]) * points  # a line's costs, face-down cards 0


def _purses(square: _Square) -> tuple[int, int]:
    """The gold on the square's face-up purses and the room left on them."""
    on, room = 0, 0
    for rank, down, gold in zip(square.ranks, square.down, square.gold, strict=True):
        if not down and ROOM[rank]:
            on += gold
            room += ROOM[rank] - gold
    return on, room


def square_points(
    square: _Square, keys: int, gold: int, rules: Rules = DEFAULT_RULES
) -> tuple[int, int]:
    """The square's points at the end and the gold left over once the purses are full (the keys
    still on locks join the keys in hand)."""
    cells = [
        (r, c, rank)
        for (r, c), rank, down in zip(square.places, square.ranks, square.down, strict=True)
        if not down
    ]
    on, room = _purses(square)
    keys += sum(square.keys)
    points = _score(cells, sum(square.down), on, room, keys, gold, rules.locks == "alle")
    return points, gold - min(gold, room)


# -- a game in plain lists -----------------------------------------------------------------------


class _Game:
    """One game being played: the table in ints and lists, the random stream, the players."""

    __slots__ = (
        "actions", "active", "choosers", "decks", "gold", "gone", "keys", "known", "lock_used",
        "locks", "messenger", "n", "out", "piles", "rng", "rows", "rules", "squares", "start",
        "streams", "styles", "third",
    )  # fmt: skip

    def __init__(self, setup: Setup, seed: int) -> None:
        self.n = setup.players
        self.start = setup.start
        self.active = setup.start
        self.rng = random.Random(seed)
        castle, village = _decks(setup)
        self.decks = [castle, village]
        self.rules = setup.kerker
        """Uit de Kerker!'s options (``None``: the base game)."""
        self.locks = setup.kerker is not None and setup.kerker.locks == "alle"
        """Whether the expansion's cards carry a lock (``Rules.has_lock``)."""
        self.third = "" if setup.kerker is None else setup.kerker.third
        """The third lock moment (``derde-slotmoment``; none in the base game)."""
        self.lock_used = False
        """A lock was opened this turn (one a turn: the engine's ``LOCK_USED`` memory)."""
        self.rows: list[list[int | None]] = [[None] * 3, [None] * 3]
        self.piles: list[list[int]] = [[], []]
        self.out: list[int] = []
        self.gone: set[int] = set()
        self.messenger = VILLAGE
        self.gold = [START_GOLD] * self.n
        self.keys = [START_KEYS] * self.n
        self.squares = [_Square() for _ in range(self.n)]
        self.known: list[dict[tuple[int, int, int, int], tuple[Any, tuple[int, int]]]] = [
            {} for _ in range(self.n)
        ]
        """Per seat, what a strategy worked out for its square as it lies (emptied when the
        square changes): the best place and its points for a card, gold and keys."""
        self.actions: list[str] | None = None
        self.styles: list[int] = []
        self.streams: list[random.Random] = []
        self.choosers: list[Chooser | None] = []


def _note(g: _Game, seat: int, code: str) -> None:
    if g.actions is not None:
        g.actions.append(f"{seat + 1} kies {code}")


def _refill(g: _Game, where: int, seat: int) -> None:
    """One chance step: the top card of the location's deck into the first empty place of its
    row (``engine.Refill``); an empty deck takes its discard pile back first."""
    row = g.rows[where]
    if where in g.gone or None not in row:
        return
    deck = g.decks[where]
    if not deck:
        pile = g.piles[where]
        deck.extend(sorted(pile))
        pile.clear()
        if not deck:
            return
    card = deck.pop((g.rng.getrandbits(53) * len(deck)) >> 53)
    row[row.index(None)] = card
    if g.actions is not None:
        g.actions.append(f"kans {IDS[card]}" if seat == TABLE else f"kans {seat + 1} {IDS[card]}")


def _refill_rows(g: _Game, seat: int, places: Sequence[int]) -> None:
    """Every empty place of the locations refilled, or a location that cannot be refilled even
    after a reshuffle out of the game (``engine._refill_tasks``)."""
    steps: list[int] = []
    for where in places:
        if where in g.gone:
            continue
        empty = g.rows[where].count(None)
        if empty > len(g.decks[where]) + len(g.piles[where]):
            g.out += [c for c in g.rows[where] if c is not None]
            g.out += g.decks[where] + g.piles[where]
            g.decks[where], g.piles[where], g.rows[where] = [], [], [None] * 3
            g.gone.add(where)
            g.messenger = 1 - where
            continue
        steps += [where] * empty
    for where in steps:
        _refill(g, where, seat)


# -- the computer players ------------------------------------------------------------------------


_SHAPE: Final = (-2, 0, 0, 1)
"""The key under which a seat's ``known`` keeps what ``_shape`` read of its square (the keys of
``_best``'s answers end in 0)."""


def _shape(square: _Square) -> tuple[Any, ...]:
    """What ``_best`` reads of a square whatever the card: the places a card may go, the face-up
    cards (row, column, rank), the place-reading ones among them with what each gives now
    (None for a place scroll), how many lie face down, the gold on its purses and the room left
    on them, and the keys still on its locks."""
    cells = [
        (r, c, o)
        for (r, c), o, d in zip(square.places, square.ranks, square.down, strict=True)
        if not d
    ]
    before = [
        (cr, cc, o, _local(o, cr, cc, cells) if _SEES[o] >= 0 else None)
        for cr, cc, o in cells
        if LOCAL[o]
    ]
    on, room = _purses(square)
    return (
        legal_positions(square.places),
        cells,
        before,
        sum(square.down),
        on,
        room,
        sum(square.keys),
    )


def _best(
    g: _Game, seat: int, rank: int, down: bool, gold: int, keys: int
) -> tuple[Any, tuple[int, int]]:
    """(points, place) of the best place for a card (``bots.Scorer.best``): the points the square
    would score at the end with the card laid there, ``gold`` and ``keys`` in hand; between equal
    places the first in reading order."""
    seen = -1 if down else rank
    key = (seen, gold, keys, 0)  # the square itself is the same until ``known`` is emptied
    known = g.known[seat]
    found = known.get(key)
    if found is not None:
        return found
    shape = known.get(_SHAPE)
    if shape is None:
        shape = (_shape(g.squares[seat]), (0, 0))
        known[_SHAPE] = shape
    spots, cells, before, facedown, on, room, lock_keys = shape[0]
    facedown += down
    if not down and ROOM[rank]:
        room += ROOM[rank]
    purse_gold = on + min(gold, room)
    grown = cells if down else [*cells, (0, 0, rank)]
    # the keys still on locks join the keys, the card's own when it is laid with one
    keys += lock_keys + (not down and g.locks and DUNGEON[rank])
    whole = keys + _whole(grown, facedown, purse_gold, keys, g.locks)
    if not before and (down or not LOCAL[rank]):
        found = (whole, spots[0])
    else:
        # an area scroll gives what it gave without the card unless the card joins its area
        # (the area is read relative to the card, so moving the whole square changes nothing);
        # only those, the place scrolls and the card's own scroll are worked out for each place
        best_points, best_at = -1, spots[0]
        for at in spots:
            r, c = at
            top = r if r < 0 else 0  # (min(r, 0) without a call, for every place weighed)
            left = c if c < 0 else 0
            laid: list[tuple[int, int, int]] | None = None
            points = 0
            for cr, cc, o, gave in before:
                if gave is not None:
                    area = _SEES[o]
                    if down or not (
                        (cr == r and area != _COLUMN_AREA) or (cc == c and area != _ROW_AREA)
                    ):
                        points += gave
                        continue
                if laid is None:
                    moved = top or left  # laid above or left of the square: every card moves
                    laid = (
                        [(lr - top, lc - left, lo) for lr, lc, lo in cells]
                        if moved
                        else list(cells)
                    )
                    if not down:
                        laid.append((r - top, c - left, rank))
                points += _local(o, cr - top, cc - left, laid)
            if not down and LOCAL[rank]:
                if laid is None:
                    moved = top or left
                    laid = (
                        [(lr - top, lc - left, lo) for lr, lc, lo in cells]
                        if moved
                        else list(cells)
                    )
                    laid.append((r - top, c - left, rank))
                points += _local(rank, r - top, c - left, laid)
            if points > best_points:
                best_points, best_at = points, at
        found = (whole + best_points, best_at)
    if len(known) > 64:
        known.clear()
    known[key] = found
    return found


def _buy_choice(g: _Game, seat: int, buys: list[tuple[str, int, int, bool]]) -> str:
    """A strategy's purchase: ``Greedy._buy`` or ``Planner._buy`` (the most points, or points and
    promise; between equals a bought card before a face-down one, then the dearer card)."""
    style = g.styles[seat]
    gold, keys = g.gold[seat], g.keys[seat]
    square = g.squares[seat]
    ranked = []
    for code, rank, cost, down in buys:
        if down:
            points = _best(g, seat, rank, True, gold + FACE_DOWN_GOLD, keys + FACE_DOWN_KEYS)[0]
        else:
            points = _best(g, seat, rank, False, gold - cost, keys)[0]
        if style == _PLANNER:
            to_come = SIDE * SIDE - 1 - len(square.places)
            change = FACE_DOWN_GOLD if down else -cost
            value = points + 0.5 * change * min(to_come, 3) / 3
            if not down and HAS_DISCOUNT[rank]:
                value += 0.6 * to_come
            if not down and g.locks and DUNGEON[rank]:
                value += 3.0
            ranked.append((value, not down, COST[rank], code))
        else:
            ranked.append((points, not down, COST[rank], code))
    return max(ranked)[3]


def _key_choice(g: _Game, seat: int, codes: list[str]) -> str:
    """A strategy's key: ``Greedy._key`` (the messenger to the other row when this one holds
    nothing it can pay and the other a card worth more now than a key) or the planner's (a
    row replaced when it holds nothing it can pay and two keys are in hand)."""
    square = g.squares[seat]
    gold = g.gold[seat]
    here = [c for c in g.rows[g.messenger] if c is not None]
    if g.styles[seat] == _PLANNER:
        if "vervang" in codes and g.keys[seat] >= 2 and all(_price(square, c) > gold for c in here):
            return "vervang"
        return "geen-sleutel"
    if "verzet" in codes and not [c for c in here if _price(square, c) <= gold]:
        keys = g.keys[seat]
        there = max(
            (
                _best(g, seat, c, False, gold - _price(square, c), keys)[0]
                for c in g.rows[1 - g.messenger]
                if c is not None and _price(square, c) <= gold
            ),
            default=-1,
        )
        down = _best(g, seat, 0, True, gold + FACE_DOWN_GOLD, keys + FACE_DOWN_KEYS)[0]
        if there > down + 1:
            return "verzet"
    return "geen-sleutel"


def _ask(g: _Game, seat: int, codes: list[str]) -> str | None:
    """The code a chooser or a random player takes (``None``: a strategy decides)."""
    chooser = g.choosers[seat]
    if chooser is not None:
        return chooser(seat, codes)
    if g.styles[seat] == _RANDOM:
        return codes[g.streams[seat]._randbelow(len(codes))]  # type: ignore[attr-defined]
    return None


# -- abilities -----------------------------------------------------------------------------------


def _count(basis: Basis, square: _Square) -> int:
    """How many of ``basis`` a square holds (``abilities.count``)."""
    ranks = square.open_ranks()
    kind = basis.kind
    if kind == "schild":
        shield = SHIELDS.index(basis.shield) if basis.shield else -1
        return sum(SHIELDS_OF[o].count(shield) for o in ranks)
    if kind == "banier":
        banner = 0 if basis.banner is Banner.CASTLE else 1
        return sum(BANNER[o] == banner for o in ranks)
    if kind == "leeg":
        return SIDE * SIDE - len(square.places)
    if kind == "vol":
        return len(square.places)
    types = len({s for o in ranks for s in SHIELDS_OF[o]})
    if kind == "soorten":
        return types
    if kind == "ontbrekend":
        return 6 - types
    if kind == "schilden":
        return sum(len(SHIELDS_OF[o]) == basis.number for o in ranks)
    if kind == "kosten":
        return sum(COST[o] == basis.number for o in ranks)
    if kind == "beurs":
        return sum(ROOM[o] > 0 for o in ranks)
    return sum(HAS_DISCOUNT[o] for o in ranks)


@dataclass
class _Gains:
    gold: int = 0
    keys: int = 0
    others_gold: int = 0
    others_keys: int = 0
    on_purses: list[tuple[int, int]] | None = None
    """(index in the square, gold) for each purse that gets gold from the supply."""
    discarded: int | None = None


def _parts(ability: Any) -> list[Any]:
    if isinstance(ability, Both):
        return [p for part in ability.parts for p in _parts(part)]
    if isinstance(ability, Choose):
        return [p for part in ability.options for p in _parts(part)]
    return [ability]


def _run(
    g: _Game, seat: int, ability: Any, gains: _Gains, neighbour: int | None, slot: int
) -> None:
    """What an ability gives (``abilities.ABILITIES``), added to ``gains``."""
    square = g.squares[seat]
    if isinstance(ability, Both):
        for part in ability.parts:
            _run(g, seat, part, gains, neighbour, slot)
    elif isinstance(ability, Gain):
        gains.gold += ability.gold
        gains.keys += ability.keys
    elif isinstance(ability, GainPer):
        where = g.squares[neighbour] if ability.neighbour and neighbour is not None else square
        amount = _count(ability.basis, where) * ability.amount
        if ability.resource is Resource.GOLD:
            gains.gold += amount
        else:
            gains.keys += amount
    elif isinstance(ability, OthersGain):
        gains.others_gold += ability.gold
        gains.others_keys += ability.keys
    elif isinstance(ability, GoldOnPurses):
        laid = gains.on_purses if gains.on_purses is not None else []
        for index, (rank, down, gold) in enumerate(
            zip(square.ranks, square.down, square.gold, strict=True)
        ):
            if not down and ROOM[rank] and ROOM[rank] - gold > 0:
                laid.append((index, min(ability.amount, ROOM[rank] - gold)))
        gains.on_purses = laid
    elif isinstance(ability, FillPurses):
        room = [
            (index, ROOM[rank] - gold)
            for index, (rank, down, gold) in enumerate(
                zip(square.ranks, square.down, square.gold, strict=True)
            )
            if not down and ROOM[rank]
        ]
        room.sort(key=lambda item: -item[1])
        laid = gains.on_purses if gains.on_purses is not None else []
        laid += [(index, left) for index, left in room if left > 0][: ability.cards]
        gains.on_purses = laid
    elif isinstance(ability, DiscardFromRow):
        row = [c for c in g.rows[0 if ability.banner is Banner.CASTLE else 1] if c is not None]
        card = row[slot]
        if ability.resource is Resource.GOLD:
            gains.gold += COST[card]
        else:
            gains.keys += COST[card]
        if gains.discarded is None:
            gains.discarded = card
    elif not isinstance(ability, Discount):  # pragma: no cover - only the base game's abilities
        raise TypeError(f"the kernel has no ability {type(ability).__name__}")


def _ability(g: _Game, seat: int, rank: int) -> None:
    """The bought card's ability, with the choices it asks (``engine.UseAbility``)."""
    ability = CARDS[rank].ability
    if isinstance(ability, Discount):
        return  # one option, ``korting``: nothing now
    if isinstance(ability, ReplaceRow):
        _replace_ability(g, seat, rank)
        return
    if isinstance(ability, UseAdjacent):
        _adjacent_ability(g, seat, rank)
        return
    options: list[tuple[str, int, int | None, int]] = []
    count = len(ability.options) if isinstance(ability, Choose) else 1
    n = g.n
    for choice in range(count):
        chosen = ability.options[choice] if isinstance(ability, Choose) else ability
        parts = _parts(chosen)
        if any(isinstance(p, GainPer) and p.neighbour for p in parts):
            neighbours: list[int | None] = [*sorted({(seat - 1) % n, (seat + 1) % n} - {seat})]
        else:
            neighbours = [None]
        rows = [p for p in parts if isinstance(p, DiscardFromRow)]
        if rows:
            row = g.rows[0 if rows[0].banner is Banner.CASTLE else 1]
            slots = range(max(sum(c is not None for c in row), 1))
        else:
            slots = range(1)
        for neighbour in neighbours:
            who = "x" if neighbour is None else str(neighbour + 1)
            for slot in slots:
                code = f"vaardigheid-{choice + 1}-{who}-{slot + 1}"
                options.append((code, choice, neighbour, slot))
    outcomes = [_gains(g, seat, ability, choice, nb, slot) for _, choice, nb, slot in options]
    if len(options) == 1:
        at = 0
    else:
        codes = [option[0] for option in options]
        asked = _ask(g, seat, codes)
        if asked is None:  # ``bots._richest``: the most gold and keys (gold on purses twice)
            wealth = [
                (
                    0
                    if gains is None
                    else gains.gold + gains.keys + 2 * sum(n for _, n in gains.on_purses or ()),
                    codes[i],
                )
                for i, gains in enumerate(outcomes)
            ]
            asked = max(wealth)[1]
        _note(g, seat, asked)
        at = codes.index(asked)
    gains = outcomes[at]
    if gains is not None:
        _receive(g, seat, gains)


def _reward(rank: int, cards: list[int], king: str) -> int:
    """The keys replacing a row of ``cards`` brings (``dungeon.rulings.replace_reward``: the
    card's basis, King of Beggars' by the option ``koning-der-bedelaars``, counted on the cards
    that leave)."""
    ability = CARDS[rank].ability
    if not isinstance(ability, ReplaceRow):
        raise TypeError(f"{IDS[rank]} replaces no row")
    if IDS[rank] == "KingOfBeggars" and king == "wetenschap":
        ability = KING_SCHOLARSHIP
    basis = ability.basis
    if basis is None:
        return 0
    if basis.kind == "schild":
        shield = SHIELDS.index(basis.shield)
        found = sum(SHIELDS_OF[c].count(shield) for c in cards)
    elif basis.kind == "korting":
        found = sum(HAS_DISCOUNT[c] for c in cards)
    else:
        found = sum(ROOM[c] > 0 for c in cards)
    return found * ability.keys


def _replace_ability(g: _Game, seat: int, rank: int) -> None:
    """Uit de Kerker!'s row replaced (``expansion._replace_options``): either open row still in
    the game, for the keys its cards bring (``_reward``); the richest for a strategy."""
    king = (g.rules or DEFAULT_RULES).king
    options = []
    for where in (CASTLE, VILLAGE):
        if where not in g.gone:
            cards = [c for c in g.rows[where] if c is not None]
            options.append((f"vervang-{LOCATIONS[where]}", where, _reward(rank, cards, king)))
    if not options:
        return
    if len(options) == 1:
        _, where, reward = options[0]
    else:
        codes = [option[0] for option in options]
        asked = _ask(g, seat, codes)
        if asked is None:
            asked = max((reward, code) for code, _, reward in options)[1]
        _note(g, seat, asked)
        _, where, reward = options[codes.index(asked)]
    g.keys[seat] += reward
    _replace_row(g, seat, where)


def _adjacent_ability(g: _Game, seat: int, rank: int) -> None:
    """Uit de Kerker!'s neighbour's ability used again (``expansion._adjacent_options``): a
    face-up card next to this one whose ability is neither a discount nor a neighbour's."""
    square = g.squares[seat]
    r, c = square.places[square.ranks.index(rank)]
    usable = []
    for near in sorted(((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))):
        if near in square.places:
            at = square.places.index(near)
            other = square.ranks[at]
            ability = CARDS[other].ability
            if not square.down[at] and not isinstance(ability, Discount | UseAdjacent):
                usable.append((f"buur-{near[0]}-{near[1]}", other))
    if not usable:
        return  # one option, ``geen-buurkaart``
    if len(usable) == 1:
        other = usable[0][1]
    else:
        codes = [code for code, _ in usable]
        asked = _ask(g, seat, codes)
        if asked is None:  # ``bots._richest``: no option changes gold or keys: the last code
            asked = max(codes)
        _note(g, seat, asked)
        other = usable[codes.index(asked)][1]
    _ability(g, seat, other)


def _gains(
    g: _Game, seat: int, ability: Any, choice: int, neighbour: int | None, slot: int
) -> _Gains | None:
    """What one option of an ability gives (``engine._use``); ``None`` when it discards from a
    row that holds no card (it gives nothing then)."""
    chosen = ability.options[choice] if isinstance(ability, Choose) else ability
    discards = [p for p in _parts(chosen) if isinstance(p, DiscardFromRow)]
    if discards:
        row = g.rows[0 if discards[0].banner is Banner.CASTLE else 1]
        if all(c is None for c in row):
            return None
    gains = _Gains()
    _run(g, seat, chosen, gains, neighbour, slot)
    return gains


def _receive(g: _Game, seat: int, gains: _Gains) -> None:
    square = g.squares[seat]
    for index, gold in gains.on_purses or ():
        square.gold[index] += gold
    if gains.on_purses:
        g.known[seat].clear()
    g.gold[seat] += gains.gold
    g.keys[seat] += gains.keys
    if gains.others_gold or gains.others_keys:
        for other in range(g.n):
            if other != seat:
                g.gold[other] += gains.others_gold
                g.keys[other] += gains.others_keys
    if gains.discarded is not None:
        card = gains.discarded
        where = BANNER[card]
        row = g.rows[where]
        row[row.index(card)] = None
        g.piles[where].append(card)


# -- a turn --------------------------------------------------------------------------------------


def _replace_row(g: _Game, seat: int, where: int) -> None:
    """A row's cards to its discard pile and three new ones turned (``engine.replace_row``)."""
    row = g.rows[where]
    g.piles[where] += [c for c in row if c is not None]
    g.rows[where] = [None] * 3
    _refill_rows(g, seat, (where,))


def _lock_moment(g: _Game, seat: int) -> None:
    """A lock moment of Uit de Kerker! (``expansion.LockMoment``): played when no lock was
    opened this turn and a key still lies on a lock of the square; open none, or one, whose
    ability runs then (the strategies open the first)."""
    if g.lock_used:
        return
    square = g.squares[seat]
    locked = [at for at, key in enumerate(square.keys) if key]
    if not locked:
        return
    codes = ["geen-slot", *(f"slot-{square.places[at][0]}-{square.places[at][1]}" for at in locked)]
    asked = _ask(g, seat, codes)
    if asked is None:
        asked = min(codes[1:])
    _note(g, seat, asked)
    if asked == "geen-slot":
        return
    at = locked[codes.index(asked) - 1]
    square.keys[at] = 0
    g.known[seat].clear()
    g.lock_used = True
    _ability(g, seat, square.ranks[at])


def _turn(g: _Game, at_key: bool = False) -> None:
    """One turn of the active seat: a key or not, a purchase laid and its ability, the messenger
    and the refill (``engine.TURN``); with Uit de Kerker! the lock moments before the key, after
    it, and after the purchase or at the end of the turn (``derde-slotmoment``). ``at_key``:
    the turn taken up at its key (a position of the engine waiting there)."""
    seat = g.active
    dungeon = g.rules is not None
    if not at_key:
        g.lock_used = False
        if dungeon:
            _lock_moment(g, seat)
    if g.keys[seat] >= 1:
        codes = ["geen-sleutel", "verzet", "vervang"] if not g.gone else ["geen-sleutel", "vervang"]
        code = _ask(g, seat, codes)
        if code is None:
            code = _key_choice(g, seat, codes)
        _note(g, seat, code)
        if code == "verzet":
            g.keys[seat] -= 1
            g.messenger = 1 - g.messenger
        elif code == "vervang":
            g.keys[seat] -= 1
            _replace_row(g, seat, g.messenger)
    if dungeon:
        _lock_moment(g, seat)
    bought = _buy(g, seat)
    if g.third == "na-kopen":
        _lock_moment(g, seat)
    if bought is not None and not bought[1] and MESSENGER[bought[0]] and not g.gone:
        g.messenger = 1 - g.messenger
    _refill_rows(g, TABLE, (CASTLE, VILLAGE))
    if g.third == "einde-beurt":
        _lock_moment(g, seat)


def _buy(g: _Game, seat: int) -> tuple[int, bool] | None:
    """Buy a card of the messenger's row or take one face down, lay it, use its ability
    (``engine.Buy``, ``PlaceCard``, ``UseAbility``); the card and whether it lies face down."""
    square = g.squares[seat]
    gold = g.gold[seat]
    row = g.rows[g.messenger]
    buys: list[tuple[str, int, int, bool]] = []
    for slot, card in enumerate(row):
        if card is not None:
            cost = _price(square, card)
            if cost <= gold:
                buys.append((f"koop-{slot + 1}", card, cost, False))
    for slot, card in enumerate(row):
        if card is not None:
            buys.append((f"gedekt-{slot + 1}", card, 0, True))
    if not buys:
        return None
    if len(buys) == 1:
        code, rank, cost, down = buys[0]
    else:
        codes = [b[0] for b in buys]
        chooser = g.choosers[seat]
        if chooser is not None:
            picked = chooser(seat, codes)
        elif g.styles[seat] == _RANDOM:
            dear = [b for b in buys if not b[3]]
            if dear:  # ``RandomBot``: the dearest card it can pay
                picked = max((COST[b[1]], b[0]) for b in dear)[1]
            else:
                picked = codes[g.streams[seat]._randbelow(len(codes))]  # type: ignore[attr-defined]
        else:
            picked = _buy_choice(g, seat, buys)
        _note(g, seat, picked)
        code, rank, cost, down = buys[codes.index(picked)]
    slot = int(code.rsplit("-", 1)[1]) - 1
    row[slot] = None
    if down:
        g.gold[seat] += FACE_DOWN_GOLD
        g.keys[seat] += FACE_DOWN_KEYS
    else:
        g.gold[seat] -= cost
    spots = legal_positions(square.places)
    if len(spots) == 1:
        at = spots[0]
    else:
        codes = [f"plaats-{r}-{c}" for r, c in spots]
        place = _ask(g, seat, codes)
        if place is None:
            r, c = _best(g, seat, rank, down, g.gold[seat], g.keys[seat])[1]
            place = f"plaats-{r}-{c}"
        _note(g, seat, place)
        at = spots[codes.index(place)]
    locked = not down and g.locks and DUNGEON[rank]
    square.lay(at, rank, down, 1 if locked else 0)
    g.known[seat].clear()
    if not down and not locked:  # a lock's ability waits for its key (uit-de-kerker.slot)
        _ability(g, seat, rank)
    return rank, down


# -- whole games ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Played:
    """A finished game: every seat's points, the winners (most points, then most gold left over
    once the purses are full), and the actions in the engine's notation when recorded."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    actions: tuple[str, ...] | None = None


def agent_seed(seed: int, seat: int) -> int:
    """The seed of a seat's computer player in game ``seed`` (as ``castle-combo simuleer``)."""
    return seed * 10 + seat


def play_game(
    setup: Setup,
    seed: int,
    strategies: Sequence[str],
    *,
    record: bool = False,
    choosers: Sequence[Chooser | None] | None = None,
) -> Played:
    """Play one whole game of a covered setup as the engine would with the same seed: the cards
    turned from ``random.Random(seed)``, seat ``i`` played by ``strategies[i]`` (a name of
    ``bots.BOTS``, its random stream seeded ``agent_seed(seed, i)``) or by ``choosers[i]`` when
    that is given. ``record`` keeps every action in the engine's notation."""
    problem = uncovered(setup)
    if problem is not None:
        raise ValueError(problem)
    if len(strategies) != setup.players:
        raise ValueError(f"{setup.players} seats need {setup.players} players, not {strategies}")
    g = _Game(setup, seed)
    g.styles = [STRATEGIES.index(name) for name in strategies]
    g.streams = [random.Random(agent_seed(seed, seat)) for seat in range(g.n)]
    g.choosers = list(choosers) if choosers is not None else [None] * g.n
    if record:
        g.actions = []
    for where in (CASTLE, CASTLE, CASTLE, VILLAGE, VILLAGE, VILLAGE):
        _refill(g, where, g.start)
    for _ in range(ROUNDS):
        for turn in range(g.n):
            g.active = (g.start + turn) % g.n
            _turn(g)
    return _played(g)


def _played(g: _Game) -> Played:
    """The finished game's points, winners and recorded actions."""
    points, left = [], []
    rules = g.rules or DEFAULT_RULES
    for seat in range(g.n):
        score, gold = square_points(g.squares[seat], g.keys[seat], g.gold[seat], rules)
        points.append(score)
        left.append(gold)
    outcome = ranking(tuple(points), tuple(left))
    actions = tuple(g.actions) if g.actions is not None else None
    return Played(tuple(points), tuple(outcome.winners), actions)


def takes_up(state: Any) -> bool:
    """Whether ``play_out`` continues the engine position ``state`` (``table.Castle``) here: a
    covered setup, and a finished game or one waiting for the active seat's key, the turn's
    first choice (a seat without a key is never asked it: the engine plays on to the next turn
    that asks, ``core.game.play_to_end`` with ``each=takes_up``)."""
    from rulebook.castle_combo.engine import SpendKey

    if not covers(state.setup):
        return False
    if state.over:
        return True
    waiting = state.queues[state.active] == (SpendKey(),) and not state.queues[TABLE]
    return state.step == "sleutel" and waiting and state.hand is None


def play_out(
    state: Any,
    strategies: Sequence[str],
    seed: int,
    *,
    record: bool = False,
    choosers: Sequence[Chooser | None] | None = None,
) -> Played | None:
    """Play an engine position (``table.Castle``) to the end as ``core.game.play_to_end`` would
    with ``seed`` and the computer players of ``play_game``; ``None`` for a position the kernel
    does not take up (it reads only one that waits for the active seat's key, the turn's first
    choice, or a finished game): the caller plays the engine then."""
    if len(strategies) != len(state.players) or not takes_up(state):
        return None
    active = state.active
    g = _Game(state.setup, seed)
    g.styles = [STRATEGIES.index(name) for name in strategies]
    g.streams = [random.Random(agent_seed(seed, seat)) for seat in range(g.n)]
    g.choosers = list(choosers) if choosers is not None else [None] * g.n
    if record:
        g.actions = []
    g.decks = [sorted(RANK[c] for c in deck) for deck in state.decks]
    g.rows = [[None if c is None else RANK[c] for c in row.slots] for row in state.rows]
    g.piles = [[RANK[c] for c in pile.cards] for pile in state.discards]
    g.out = [RANK[c] for c in state.out]
    g.gone = set(state.gone)
    g.messenger = state.messenger
    g.squares = [square_of(player.tableau) for player in state.players]
    g.gold = [player.gold for player in state.players]
    g.keys = [player.keys for player in state.players]
    g.lock_used = "slot" in state.memory
    if not state.over:
        g.active = active
        _turn(g, at_key=True)
        for turn in range((active - g.start) % g.n + 1, g.n):
            g.active = (g.start + turn) % g.n
            _turn(g)
        for _ in range(state.round, ROUNDS):
            for turn in range(g.n):
                g.active = (g.start + turn) % g.n
                _turn(g)
    return _played(g)
