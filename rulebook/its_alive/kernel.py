"""Het Leeft!: a lean kernel that plays whole games between the computer players fast.

The engine (``engine.ItsAliveGame`` over ``rules`` and ``state``) explains: frozen states, tasks
in queues, a runner that settles them, Dutch errors. That is what a chapter, a log and the game
table need, and it plays about 170 four-player games a second. Issue #22 measured what an honest
advice needs: thousands of paired playouts within a second (a median of ~4,400 to separate the
best two choices at 95%), also in the browser, where Python runs 1.4-1.65 times slower. So this
module plays the same rules again with plain ints and lists, the counterpart of the
Kwakzalvers' ``quacks/simulator.py``: a card is its rank among the game's card ids in the
deck's canonical order, a deck a sorted list of those ranks, a board a list of eight ranks
(``EMPTY`` for an empty place), a turn straight-line code instead of tasks in queues.

It is not a second rulebook. It mirrors the engine step for step and is kept honest by a replay
(``tests/games/test_het_leeft_kernel.py``): thousands of seeded games played here and in the
engine, compared action for action and by result. What it copies exactly:

- chance: one ``rng.getrandbits(53)`` per card turned (two words of the stream: ``Words``); the
  card is item ``(m * len) >> 53`` of
  the deck in canonical order, which is what ``Deck.draw`` picks (``core.game.sample_counted``);
- who is asked: a choice with one possibility is made without asking (``core.runner``), an
  auction asks each other seat from the seller's left that could outbid;
- the computer players (``bots.Collector``, ``bots.Trader``): the same decisions from what
  their seat sees, each from its own stream seeded ``seed * 101 + seat`` (``bots.make_bots``),
  drawing from it at the very same moments;
- the advanced game: a series of as many games as players (``engine.make_match``), the start
  player one seat further left each game, one random stream and the same players throughout.

``covers(setup)`` says which setups it plays exactly as the engine (all of them: 2-5 players,
any start player, basic and advanced, any card values, both ways to pay a fetched card, both
coffin scores and every stall option: the quiet rounds that end a game without progress);
``play_game`` plays a whole game (or series); ``play_out`` continues a position
of the engine to the end of its game, as ``core.game.play_to_end`` would, and hands a position
it cannot read over to the engine itself. A ``chooser`` (any function from the seat and the
engine's codes of its legal actions to one code) replaces the computer players, so the replay
follows random players too, swaps on their own board included.
"""

from __future__ import annotations

import _random
import math
import sys
from array import array
from bisect import insort
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import chain
from typing import Any, Final

from rulebook.core.model.cards import Deck, card_order
from rulebook.its_alive import rules
from rulebook.its_alive.data import (
    BOX_COINS,
    FINISH_BONUS,
    PLACES,
    START_COINS,
    CardValues,
    CoffinScore,
    FetchPayment,
    Kind,
    kind_of,
    value_of,
)
from rulebook.its_alive.state import Setup, State

EMPTY: Final = -1
"""An empty place on a board."""
COFFIN: Final = 8
UPRISING: Final = 9
"""The place code of a coffin and of an uprising; a body part's is its index in ``PLACES``."""
STRATEGIES: Final = ("verzamelaar", "handelaar")
"""The computer players the kernel plays (``bots.STRATEGIES``)."""
MAX_TURNS: Final = 100_000
"""A game that has not ended by then is a bug (as ``Playthrough.run``'s bound)."""

Chooser = Callable[[int, list[str]], str]
"""A player that is not a computer strategy: the seat and the codes of its legal actions, in the
engine's order (swaps last), give the code it takes."""


# -- the cards of one set of values ------------------------------------------------------------


class _Cards:
    """The game's distinct card ids in the deck's canonical order (``card_order``) and, by rank,
    each card's value, place code and id."""

    def __init__(self, values: CardValues) -> None:
        ids = sorted(set(values.cards()), key=card_order)
        self.ids: list[str] = ids
        self.rank: dict[str, int] = {card_id: at for at, card_id in enumerate(ids)}
        self.value: list[int] = [value_of(c) for c in ids]
        self.place: list[int] = [_place_code(kind_of(c)) for c in ids]
        self.code: list[str] = [f"kaart-{c}" for c in ids]
        """The engine's code of paying with the card."""
        by_value = sorted(range(len(ids)), key=lambda c: (self.value[c], ids[c]))
        self.order: list[int] = [by_value.index(c) for c in range(len(ids))]
        """Each card's place in ``rules._distinct``'s order (value, then id)."""
        self.full: list[int] = sorted(self.rank[c] for c in values.cards())


def _place_code(kind: Kind) -> int:
    if kind is Kind.COFFIN:
        return COFFIN
    if kind is Kind.UPRISING:
        return UPRISING
    return PLACES.index(kind)


_CARDS: dict[CardValues, _Cards] = {}


def _cards(values: CardValues) -> _Cards:
    found = _CARDS.get(values)
    if found is None:
        if len(_CARDS) > 64:
            _CARDS.clear()
        found = _CARDS[values] = _Cards(values)
    return found


# -- what setups the kernel plays --------------------------------------------------------------


def uncovered(setup: Setup) -> str | None:
    """Why the kernel would not play ``setup`` exactly as the engine, in Dutch; ``None`` when it
    does. Every setup of Het Leeft! is covered: 2 to 5 players, any start player, the basic and
    the advanced game, any card values, both ways to pay a fetched card
    (``het-leeft.keuze.ophalen-gemengd``), both coffin scores (``het-leeft.keuze.doodskisten``)
    and every number of quiet rounds that ends a stalled game (``het-leeft.keuze.stilstand``)."""
    if not isinstance(setup, Setup):
        raise TypeError(f"the kernel plays a Setup, not {type(setup).__name__}")
    return None


def covers(setup: Setup) -> bool:
    """Whether the kernel plays ``setup`` exactly as the engine (``uncovered`` says why not)."""
    return uncovered(setup) is None


# -- a game in plain lists ---------------------------------------------------------------------


class _Game:
    """One game being played: the table in ints and lists, the random stream, the players."""

    __slots__ = (
        "active", "advanced", "asides", "bank", "bidder", "boards", "chooser", "codes", "coins",
        "deck", "empty", "filled", "finisher", "graves", "high", "ids", "middle", "mixed", "n",
        "one_coffin", "order", "out", "over", "passes", "place", "placed", "quiet", "record",
        "rng", "round", "set_aside", "stall", "start", "streams", "traders", "uprising", "value",
    )  # fmt: skip

    def __init__(self, setup: Setup, cards: _Cards) -> None:
        n = setup.players
        self.n = n
        self.value, self.place, self.ids = cards.value, cards.place, cards.ids
        self.codes, self.order = cards.code, cards.order
        self.mixed = setup.fetch_payment is FetchPayment.MIXED
        self.one_coffin = setup.coffins is CoffinScore.ONE
        self.advanced = setup.advanced
        self.deck: list[int] = list(cards.full)
        self.bank = BOX_COINS - START_COINS * n  # het-leeft.opstelling
        self.boards: list[list[int]] = [[EMPTY] * 8 for _ in range(n)]
        self.empty: list[int] = [8] * n
        """Each board's empty places, kept up to date wherever a board changes (counting them
        again was a tenth of a turn)."""
        self.placed = 0
        """The places filled on all boards together, kept up to date beside ``empty``."""
        self.asides: list[list[int]] = [[] for _ in range(n)]
        self.coins: list[int] = [START_COINS] * n
        self.graves: list[list[int]] = [[] for _ in range(n)]
        self.middle = EMPTY
        self.set_aside: list[int] = []
        self.out: list[int] = []
        self.active = self.start = setup.start
        self.round = 1
        self.passes = 0
        self.quiet = 0
        """Turns in a row without a new record of filled places (``State.quiet``)."""
        self.filled = 0
        """That record: the most places filled on all boards together (``State.record``)."""
        self.stall = setup.stall.rounds * n  # het-leeft.keuze.stilstand
        self.finisher = -1
        self.over = False
        self.uprising = False
        """An uprising was drawn this turn (the engine's memory ``opstand``)."""
        self.high = self.bidder = 0
        self.rng: Words = _NO_WORDS
        """The stream of chance (``random.Random(seed)`` of ``Playthrough``), as words."""
        self.traders: list[bool] = []
        self.streams: list[Words] = []
        """Each seat's stream (``bots.make_bots``), as words."""
        self.chooser: Sequence[Chooser | None] | None = None
        self.record: list[tuple[int, str]] | None = None


Stream = _random.Random
"""The C generator under ``random.Random``: seeded with a whole number it gives the very stream
``random.Random`` gives, with the two draws the kernel makes (``getrandbits`` and ``random``),
and it is made without ``random.Random``'s Python ``__init__`` and ``seed``."""

Words = Callable[[], int]
"""A stream as the kernel reads it: each call the stream's next 32-bit word. CPython makes every
draw the kernel copies from these words: ``getrandbits(k)`` for ``k <= 32`` is one word shifted
right by ``32 - k``, ``getrandbits(53)`` two words (the first the low 32 bits, the second's top
21 bits above them: ``_bits53``), ``random()`` two words (``_fraction``). So the advice can hand
the same words to every choice of a deal (``_Replay``) instead of seeding the streams anew."""


def _words(stream: Stream) -> Words:
    """The words of ``stream``, drawn as they are read."""
    return partial(stream.getrandbits, 32)


_NO_WORDS: Final = _words(Stream(0))
"""The stream of a seat that never draws (a ``verzamelaar``) until it is given its own: seeding
a stream costs as much as a thirtieth of a game."""


def _bits53(word: Words) -> int:
    """``getrandbits(53)`` from the words (the card turned: ``core.game.sample_counted``)."""
    low = word()
    return (word() >> 11) << 32 | low


def _fraction(word: Words) -> float:
    """``random()`` from the words: CPython's ``genrand_res53``."""
    high = word() >> 5
    return (high * 67108864.0 + (word() >> 6)) * (1.0 / 9007199254740992.0)


WORDS_AHEAD = 128
"""Words a ``_Replay`` draws at once for the choices of a deal; a playout that reads more gets
the rest from a stream of its own (seeded alike, those words skipped)."""


class _Replay:
    """One stream's words for every choice of a deal: drawn once (``WORDS_AHEAD`` of them), and
    each ``reader()`` reads them from the start, then on from a stream of its own."""

    __slots__ = ("seed", "words")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        drawn = Stream(seed).getrandbits(32 * WORDS_AHEAD).to_bytes(4 * WORDS_AHEAD, "little")
        words = array("I", drawn)  # 32-bit words on every platform Python runs on
        if sys.byteorder == "big":
            words.byteswap()
        self.words = words

    def reader(self) -> Words:
        return chain(self.words, self._after()).__next__

    def _after(self) -> Iterator[int]:
        stream = Stream(self.seed)
        stream.getrandbits(32 * len(self.words))  # the words read already
        while True:
            yield stream.getrandbits(32)


def _players(g: _Game, strategies: Sequence[str], seed: int) -> None:
    """The computer players of ``bots.make_bots``: a strategy per seat, and the stream seeded
    ``seed * 101 + seat`` for each ``handelaar`` (the only one that draws from it)."""
    g.traders = _traders(g.n, strategies)
    g.streams = [
        _words(Stream(seed * 101 + seat)) if trader else _NO_WORDS
        for seat, trader in enumerate(g.traders)
    ]


def _traders(n: int, strategies: Sequence[str]) -> list[bool]:
    """Which seats play ``handelaar`` (the others ``verzamelaar``)."""
    if len(strategies) != n or any(name not in STRATEGIES for name in strategies):
        raise ValueError(f"one of {STRATEGIES} per seat, not {list(strategies)}")
    return [name == "handelaar" for name in strategies]


def _one_of_three(word: Words) -> int:
    """``stream.randrange(3)`` (what ``randint(a, a + 2)`` adds to ``a``), drawn as CPython's
    ``Random._randbelow`` draws it: two bits (``getrandbits(2)``: a word's top two) at a time
    until they make less than 3."""
    drawn = word() >> 30
    while drawn == 3:
        drawn = word() >> 30
    return drawn


def _note(g: _Game, seat: int, code: str) -> None:
    if g.record is not None:
        g.record.append((seat, code))


# -- cards on a board (het-leeft.keuze.plaatsen, het-leeft.bord, het-leeft.doodskist) ---------


def _receive(g: _Game, seat: int, card: int) -> None:
    """``rules.receive``: a part on its own place (a coffin there moves on, the better of two
    parts stays), a coffin on the first empty place, anything else beside the board."""
    board, aside = g.boards[seat], g.asides[seat]
    at = g.place[card]
    if at < COFFIN:
        there = board[at]
        if there == EMPTY:
            board[at] = card
            g.empty[seat] -= 1
            g.placed += 1
        elif g.place[there] == COFFIN:
            board[at] = card
            _place_coffin(g, seat, there)
        elif g.value[card] > g.value[there]:
            board[at] = card
            insort(aside, there)
        else:
            insort(aside, card)
    elif at == COFFIN:
        _place_coffin(g, seat, card)
    else:
        insort(aside, card)


def _place_coffin(g: _Game, seat: int, coffin: int) -> None:
    if g.empty[seat]:
        board = g.boards[seat]
        board[board.index(EMPTY)] = coffin
        g.empty[seat] -= 1
        g.placed += 1
    else:
        insort(g.asides[seat], coffin)


def _take(g: _Game, seat: int, card: int) -> None:
    """``rules.take``: a full board ends the game at once (``het-leeft.einde``)."""
    _receive(g, seat, card)
    if not g.empty[seat]:
        g.over = True
        g.finisher = seat


def _give_up(g: _Game, seat: int, card: int) -> None:
    """``rules.give_up``: a kept card first; a place left empty is filled from the kept cards
    (the best of that part, else of the coffins)."""
    aside = g.asides[seat]
    if card in aside:
        aside.remove(card)
        return
    board = g.boards[seat]
    at = board.index(card)
    board[at] = EMPTY
    place, value = g.place, g.value
    fits = [c for c in aside if place[c] == at] or [c for c in aside if place[c] == COFFIN]
    if fits:
        best = max(fits, key=value.__getitem__)
        aside.remove(best)
        board[at] = best
    else:
        g.empty[seat] += 1
        g.placed -= 1


def _pay(g: _Game, seat: int, card: int, coins: int) -> None:
    """``rules.pay``: a card onto the payer's graveyard (an uprising out of the game:
    ``het-leeft.ophalen.opstand``, ``het-leeft.opstand.afleggen``), coins to the bank."""
    if card != EMPTY:
        _give_up(g, seat, card)
        if g.place[card] == UPRISING:
            g.out.append(card)
        else:
            g.graves[seat].append(card)
    if coins:
        g.coins[seat] -= coins
        g.bank += coins


def _needs(g: _Game, seat: int, card: int) -> bool:
    """``bots.needs``: the card fills a place of the seat's board that is now empty."""
    at = g.place[card]
    if at == UPRISING:
        return False
    if at == COFFIN:
        return g.empty[seat] > 0
    there = g.boards[seat][at]
    return there == EMPTY or (g.place[there] == COFFIN and g.empty[seat] > 0)


# -- payments (het-leeft.ophalen.betalen, het-leeft.opstand.betalen) ---------------------------

Payment = tuple[str, int, int]
"""The engine's code of a payment, the card given (``EMPTY``: none) and the coins."""


def _distinct(g: _Game, seat: int) -> list[int]:
    """The seat's different cards in ``rules._distinct`` order (value, then id)."""
    cards = set(g.boards[seat])
    cards.discard(EMPTY)
    cards.update(g.asides[seat])
    return sorted(cards, key=g.order.__getitem__)


def _fetch_payments(g: _Game, seat: int, price: int) -> list[Payment]:
    """``rules.fetch_choices``: a card worth at least the price, or the price in coins; with
    the mixed option one lower card and the rest in coins (``het-leeft.keuze.ophalen-gemengd``)."""
    cards, coins, value, code = _distinct(g, seat), g.coins[seat], g.value, g.codes
    found = [(code[c], c, 0) for c in cards if value[c] >= price]
    if coins >= price:
        found.append((f"munten-{price}", EMPTY, price))
    if g.mixed:
        for c in cards:
            rest = price - value[c]
            if 0 < rest <= coins:
                found.append((f"{code[c]}+munten-{rest}", c, rest))
    return found


def _uprising_payments(g: _Game, seat: int, price: int) -> tuple[list[Payment], bool]:
    """``rules.uprising_choices``: the ways to calm an uprising and whether it is kept; when none
    is possible the most valuable card or all coins (``het-leeft.opstand.onbetaalbaar``), with
    nothing at all an empty list (``het-leeft.opstand.niets``)."""
    cards, coins, value, code = _distinct(g, seat), g.coins[seat], g.value, g.codes
    proper = [(code[c], c, 0) for c in cards if value[c] >= price]
    if coins >= price:
        proper.append((f"munten-{price}", EMPTY, price))
    if proper:
        return proper, True
    forced: list[Payment] = []
    if cards:
        best = max(value[c] for c in cards)
        forced = [(code[c], c, 0) for c in cards if value[c] == best]
    if coins >= 1:
        forced.append((f"munten-{coins}", EMPTY, coins))
    return forced, False


def _choose_payment(g: _Game, seat: int, payments: list[Payment]) -> Payment:
    """One payment: the only one, the chooser's, or ``bots._cheapest_payment`` (a kept card at
    half its value, a board card at double, coins at the strategy's weight; ties by code)."""
    if len(payments) == 1:
        return payments[0]
    codes = [code for code, _, _ in payments]
    if g.chooser is not None and g.chooser[seat] is not None:
        return payments[codes.index(_ask(g, seat, codes))]
    weight = 0.8 if g.traders[seat] else 1.0
    aside, value = g.asides[seat], g.value
    best: tuple[float, str, Payment] | None = None
    for payment in payments:
        code, card, coins = payment
        cost = 0.0
        if card != EMPTY:
            cost += value[card] * (0.5 if card in aside else 2.0)
        if coins:
            cost += weight * coins
        if best is None or (cost, code) < best[:2]:
            best = (cost, code, payment)
    assert best is not None
    if g.record is not None:
        g.record.append((seat, best[1]))
    return best[2]


def _cheapest(g: _Game, seat: int, price: int, calming: bool) -> tuple[int, int, bool]:
    """What a computer player pays, as ``_choose_payment`` picks it from ``_fetch_payments``
    (``calming``: ``_uprising_payments``), without listing and sorting them first (the cheapest
    does not depend on their order: no two have the same code, and a code is only made to
    break a tie): the card given (``EMPTY``: none), the coins and whether a calmed uprising is
    kept. Noted as ``_choose_payment`` notes it: only when there were two payments at least."""
    value, aside = g.value, g.asides[seat]
    coins = g.coins[seat]
    weight = 0.8 if g.traders[seat] else 1.0
    cards = set(g.boards[seat])
    cards.discard(EMPTY)
    cards.update(aside)
    mixed = g.mixed and not calming
    best, card, paid, found = math.inf, EMPTY, 0, 0
    for c in cards:
        worth = value[c]
        if worth >= price:
            rest = 0
        elif mixed and price - worth <= coins:  # het-leeft.keuze.ophalen-gemengd
            rest = price - worth
        else:
            continue
        found += 1
        cost = worth * 0.5 if c in aside else worth * 2.0
        if rest:
            cost += weight * rest
        if cost < best or (cost == best and _code(g, c, rest) < _code(g, card, paid)):
            best, card, paid = cost, c, rest
    if coins >= price:
        found += 1
        cost = weight * price
        if cost < best or (cost == best and _code(g, EMPTY, price) < _code(g, card, paid)):
            best, card, paid = cost, EMPTY, price
    keeps = True
    if calming and not found:  # het-leeft.opstand.onbetaalbaar: the best card or all coins
        keeps = False
        top = max(map(value.__getitem__, cards), default=0)
        for c in cards:
            if value[c] == top:
                found += 1
                cost = top * 0.5 if c in aside else top * 2.0
                if cost < best or (cost == best and _code(g, c, 0) < _code(g, card, paid)):
                    best, card, paid = cost, c, 0
        if coins >= 1:
            found += 1
            cost = weight * coins
            if cost < best or (cost == best and _code(g, EMPTY, coins) < _code(g, card, paid)):
                best, card, paid = cost, EMPTY, coins
    if found > 1 and g.record is not None:
        g.record.append((seat, _code(g, card, paid)))
    return card, paid, keeps


def _code(g: _Game, card: int, coins: int) -> str:
    """The engine's code of paying ``card`` (``EMPTY``: none) and ``coins``."""
    if card == EMPTY:
        return f"munten-{coins}"
    return f"{g.codes[card]}+munten-{coins}" if coins else g.codes[card]


# -- a chooser instead of a computer player (the replay's random players) ----------------------


def _swaps(g: _Game, seat: int) -> list[tuple[str, int, int]]:
    """``rules.swaps`` as the engine's free actions: a kept part onto its place, a kept coffin
    onto any place, where it changes the board (``het-leeft.bord.wisselen``)."""
    board, ids, found = g.boards[seat], g.ids, []
    for kept in dict.fromkeys(g.asides[seat]):
        at = g.place[kept]
        places = [at] if at < COFFIN else list(range(8)) if at == COFFIN else []
        found += [
            (f"wissel-{ids[kept]}-{PLACES[p].code}", kept, p) for p in places if board[p] != kept
        ]
    return found


def _ask(g: _Game, seat: int, codes: list[str]) -> str:
    """The chooser's pick among ``codes``; a swap it picks is made at once (``rules.swap``)
    and the same choice is asked again."""
    chooser = g.chooser[seat]  # type: ignore[index]
    assert chooser is not None
    while True:
        swaps = _swaps(g, seat)
        code = chooser(seat, codes + [s[0] for s in swaps])
        _note(g, seat, code)
        if code in codes:
            return code
        _, kept, at = next(s for s in swaps if s[0] == code)
        board, aside = g.boards[seat], g.asides[seat]
        aside.remove(kept)
        if board[at] != EMPTY:
            insort(aside, board[at])
        else:
            g.empty[seat] -= 1
            g.placed += 1
        board[at] = kept


def _asks(g: _Game, seat: int) -> bool:
    """Whether a chooser, not a computer player, takes the seat's choices."""
    return g.chooser is not None and g.chooser[seat] is not None


# -- a turn: choosing the card (het-leeft.kiezen) ----------------------------------------------


def _fetchable(g: _Game, seat: int) -> list[int]:
    """``rules.fetchable``: the graveyards whose top the seat could pay for now."""
    coins, value, found = g.coins[seat], g.value, []
    values: list[int] | None = None
    best = 0
    for source, grave in enumerate(g.graves):
        if not grave:
            continue
        price = value[grave[-1]]
        if coins >= price:
            found.append(source)
            continue
        if values is None:
            values = [value[c] for c in g.boards[seat] if c != EMPTY]
            values += [value[c] for c in g.asides[seat]]
            best = max(values, default=0)
        if best >= price or (g.mixed and any(price - coins <= v < price for v in values)):
            found.append(source)
    return found


def _source(g: _Game, seat: int, can_draw: bool, sources: list[int]) -> int:
    """Where the card comes from (``-1``: the deck): ``bots.Bot.source`` fetches the first
    graveyard top it needs and can pay with a kept card, else draws."""
    if _asks(g, seat):
        codes = (["trekken"] if can_draw else []) + [f"halen-{s + 1}" for s in sources]
        code = _ask(g, seat, codes)
        return -1 if code == "trekken" else int(code[6:]) - 1
    value, aside = g.value, g.asides[seat]
    picked = -1 if can_draw else sources[0]
    for source in sources:
        top = g.graves[source][-1]
        if _needs(g, seat, top) and any(value[c] >= value[top] for c in aside):
            picked = source
            break
    if g.record is not None:
        g.record.append((seat, "trekken" if picked < 0 else f"halen-{picked + 1}"))
    return picked


def _wanted(g: _Game, seat: int) -> int:
    """``_source`` of a computer player that may draw, without ``_fetchable``: the first
    graveyard top it needs and can pay with a kept card worth as much (such a top is always
    fetchable: that card pays for it), else ``-1`` (draw). Nothing is noted: only a game that
    is not recorded asks this."""
    aside = g.asides[seat]
    if not aside:
        return -1
    value = g.value
    spare = max(value[c] for c in aside)
    for source, grave in enumerate(g.graves):
        if grave and value[grave[-1]] <= spare and _needs(g, seat, grave[-1]):
            return source
    return -1


def _choose(g: _Game) -> None:
    """Choose a card until one lies in the middle (``rules.ChooseCard``); with nothing to take
    the turn passes (``het-leeft.keuze.vast``: as many passes in a row as players end it)."""
    seat = g.active
    quick = g.record is None and not _asks(g, seat)
    while True:
        can_draw = bool(g.deck) or any(len(grave) > 1 for grave in g.graves)
        if can_draw and quick:  # what _source picks, without listing what is fetchable
            source = _wanted(g, seat)
            if source >= 0:
                _fetch(g, seat, source)
                return
            _refill(g)
            if not _draw(g):
                return
            continue
        sources = _fetchable(g, seat)
        if not can_draw and not sources:
            g.passes += 1
            g.over = g.passes >= g.n
            return
        if sources and (can_draw or len(sources) > 1):
            source = _source(g, seat, can_draw, sources)
        else:
            source = sources[0] if sources else -1
        if source >= 0:
            _fetch(g, seat, source)
            return
        _refill(g)  # het-leeft.kiezen.trekken
        if not _draw(g):
            return


def _fetch(g: _Game, seat: int, source: int) -> None:
    """``rules.PayFetch``: pay for a graveyard's top and lay it in the middle
    (``het-leeft.kiezen.ophalen``)."""
    top = g.graves[source][-1]
    if _asks(g, seat):
        _, card, coins = _choose_payment(g, seat, _fetch_payments(g, seat, g.value[top]))
    else:
        card, coins, _ = _cheapest(g, seat, g.value[top], False)
    g.graves[source].pop()
    _pay(g, seat, card, coins)
    g.middle = top
    g.passes = 0


def _refill(g: _Game) -> None:
    """An empty deck takes every graveyard's cards but their tops (``het-leeft.stapel.op``)."""
    if g.deck:
        return
    moved: list[int] = []
    for grave in g.graves:
        if len(grave) > 1:
            moved += grave[:-1]
            del grave[:-1]
    if moved:
        g.deck = sorted(moved)


def _draw(g: _Game) -> bool:
    """``rules.DrawCard``: turn the deck's top. Whether the card must be chosen again (an
    uprising drawn and calmed: ``het-leeft.opstand``, one a turn: the next ones wait beside the
    deck, ``het-leeft.opstand.een-per-beurt``)."""
    deck = g.deck
    card = deck.pop((_bits53(g.rng) * len(deck)) >> 53)
    if g.record is not None:
        g.record.append((-1, g.ids[card]))
    if deck and g.place[card] != UPRISING:
        g.middle = card
        g.passes = 0
        return False
    return _drawn(g, card)


def _drawn(g: _Game, card: int) -> bool:
    """``_draw`` after turning ``card`` when it is an uprising or the deck's last card: the
    deck is refilled (``het-leeft.stapel.op``); an uprising is calmed (and the card chosen
    again), or set aside when one was calmed this turn already, and the next card turned."""
    if not g.deck:
        _refill(g)
    if g.place[card] != UPRISING:
        g.middle = card
        g.passes = 0
        return False
    if g.uprising:
        g.set_aside.append(card)
        _refill(g)
        return _draw(g) if g.deck else False
    g.uprising = True
    _calm(g, g.active, card)
    return True


def _calm(g: _Game, seat: int, card: int) -> None:
    """``rules.CalmUprising``: pay for the uprising and keep it, or lose it
    (``het-leeft.opstand.houden``, ``het-leeft.opstand.onbetaalbaar``,
    ``het-leeft.opstand.niets``)."""
    if _asks(g, seat):
        payments, keeps = _uprising_payments(g, seat, g.value[card])
        paid, coins = EMPTY, 0
        if payments:
            _, paid, coins = _choose_payment(g, seat, payments)
    else:
        paid, coins, keeps = _cheapest(g, seat, g.value[card], True)
    _pay(g, seat, paid, coins)
    if keeps:
        insort(g.asides[seat], card)
    else:
        g.out.append(card)


# -- a turn: buy, sell or auction (het-leeft.bestemmen) ----------------------------------------


def _dispose(g: _Game, chosen: str | None = None) -> None:
    """``rules.Dispose``: buy the middle card for its value (``het-leeft.kopen``), sell it for
    half (``het-leeft.verkopen``) or auction it (``het-leeft.veilen.openen``); ``chosen`` is
    the choice already made (the advice's), else the seat is asked."""
    seat, card = g.active, g.middle
    price, coins = g.value[card], g.coins[seat]
    choice = "verkopen"
    if chosen is not None:
        if chosen not in ("kopen", "verkopen", "veilen") or (
            coins < (price if chosen == "kopen" else 1 if chosen == "veilen" else 0)
        ):
            raise ValueError(f"{chosen} is not a legal choice here")
        choice = chosen
    elif coins >= 1:  # two choices at least: asked
        choice = _disposal(g, seat, card, price, coins)
    if choice == "kopen":
        g.middle = EMPTY
        g.coins[seat] -= price
        g.bank += price
        _take(g, seat, card)
    elif choice == "verkopen":
        g.middle = EMPTY
        g.graves[seat].append(card)
        paid = min(price // 2, g.bank)  # het-leeft.keuze.bank
        g.coins[seat] += paid
        g.bank -= paid
    else:
        _open(g)


def _disposal(g: _Game, seat: int, card: int, price: int, coins: int) -> str:
    """``Collector.dispose`` / ``Trader.dispose``, or the chooser's."""
    can_buy = coins >= price
    if g.chooser is not None and g.chooser[seat] is not None:
        return _ask(g, seat, (["kopen"] if can_buy else []) + ["verkopen", "veilen"])
    needed = _needs(g, seat, card)
    if g.traders[seat]:
        if needed and can_buy and coins - price >= 6:
            choice = "kopen"
        elif needed or _fraction(g.streams[seat]) < 0.7:
            choice = "veilen"
        else:
            choice = "verkopen"
    elif needed:
        choice = "kopen" if can_buy and coins - price >= 3 else "veilen"
    else:
        choice = "verkopen"
    if g.record is not None:
        g.record.append((seat, choice))
    return choice


def _open(g: _Game) -> None:
    """The seller's opening bid (``het-leeft.veilen.openen``), then the auction."""
    seat, coins = g.active, g.coins[g.active]
    bid = 1
    if coins > 1:
        if _asks(g, seat):
            bid = int(_ask(g, seat, [f"bod-{b}" for b in range(1, coins + 1)])[4:])
        else:
            half = g.value[g.middle] // 2
            if g.traders[seat]:
                half += _one_of_three(g.streams[seat]) - 1  # randint(-1, 1)
            bid = min(coins, max(1, half))
            if g.record is not None:
                g.record.append((seat, f"bod-{bid}"))
    g.high, g.bidder = bid, seat
    _auction(g, _LEFT_OF[g.n][seat])


_LEFT_OF: Final = {
    n: [[(seat + k) % n for k in range(1, n)] for seat in range(n)] for n in range(2, 6)
}
"""The other seats from a seat's left, by the number of players and the seat."""


def _auction(g: _Game, bidders: list[int]) -> None:
    """Each other seat once, from the seller's left, outbids or passes (``het-leeft.veilen.ronde``);
    a seat that cannot outbid passes without being asked. Then the highest bidder pays the
    seller, or the bank when the seller bought (``het-leeft.veilen.betalen``). A computer
    player bids as ``Bot.bid`` with the strategy's ``worth``: the lowest bid it would pay, else
    it passes (written out here: the auction is the kernel's busiest loop)."""
    card, coins_of, chooser, record = g.middle, g.coins, g.chooser, g.record
    price = g.value[card]
    for seat in bidders:
        coins, high = coins_of[seat], g.high
        if coins <= high:
            continue
        if chooser is not None and chooser[seat] is not None:
            bid = _asked_bid(g, seat, coins)
        else:
            if g.traders[seat]:
                if _needs(g, seat, card):
                    limit = min(coins - 1, price + _one_of_three(g.streams[seat]))  # randint(0, 2)
                else:
                    limit = min(coins - 4, price // 2)
            else:
                limit = min(coins, price + 1) if _needs(g, seat, card) else 0
            bid = high + 1 if high + 1 <= limit else 0
            if record is not None:  # a code is made only when recording
                record.append((seat, f"bod-{bid}" if bid else "passen"))
        if bid:
            g.high, g.bidder = bid, seat
    seller, bidder, high = g.active, g.bidder, g.high
    g.middle = EMPTY
    coins_of[bidder] -= high
    if bidder == seller:
        g.bank += high
    else:
        coins_of[seller] += high
    _take(g, bidder, card)


def _asked_bid(g: _Game, seat: int, coins: int) -> int:
    """The chooser's bid (0: a pass)."""
    codes = ["passen"] + [f"bod-{b}" for b in range(g.high + 1, coins + 1)]
    code = _ask(g, seat, codes)
    return 0 if code == "passen" else int(code[4:])


# -- turns, games and series (het-leeft.beurt, het-leeft.partijreeks) -------------------------


def _end_turn(g: _Game) -> None:
    """The uprisings set aside go back into the deck; a new record of places filled on all
    boards together starts the count of quiet turns again, else one more quiet turn, and after
    as many rounds of them as the option says the game is over (``flow.stall_count``,
    ``het-leeft.keuze.stilstand``); else the next seat clockwise plays."""
    if g.set_aside:
        g.deck += g.set_aside
        g.deck.sort()
        g.set_aside = []
    filled = g.placed
    if filled > g.filled:
        g.filled, g.quiet = filled, 0
    else:
        g.quiet += 1
        if g.quiet >= g.stall:
            g.over = True
    g.active = (g.active + 1) % g.n
    if g.active == g.start:
        g.round += 1
    g.uprising = False


def _turns(g: _Game) -> None:
    """Whole turns until the game is over. Between computer players only (no chooser) a turn
    is written out here in one loop, the steps above inlined where a turn nearly always goes
    (a card turned from the deck, bought, sold or auctioned onto an empty place, the end of the
    turn): a playout is about 28 such turns and an advice plays 12,000 playouts. What is rare
    goes to those steps (a graveyard's top fetched and paid for, an uprising, an empty deck, a
    player who cannot choose, a coffin that moves, a card beside the board). The replay
    (``tests/games/het_leeft_kernel_replay.py``) follows this loop action for action."""
    if g.chooser is not None:
        _asked_turns(g)
        return
    n, value, place, ids = g.n, g.value, g.place, g.ids
    boards, asides, graves, coins, empty = g.boards, g.asides, g.graves, g.coins, g.empty
    traders, streams, record, left_of = g.traders, g.streams, g.record, _LEFT_OF[n]
    word, value_at = g.rng, value.__getitem__
    for _ in range(MAX_TURNS):
        if g.over:
            return
        seat = g.active
        # het-leeft.kiezen, as _choose with _wanted: a graveyard's top the seat needs and can
        # pay with a kept card, else the deck's top; again after an uprising calmed
        while True:
            deck = g.deck
            if not deck and not any(len(grave) > 1 for grave in graves):
                _choose(g)  # nothing to draw: fetch or pass
                card = g.middle
                break
            source = -1
            aside = asides[seat]
            if aside:
                spare = max(map(value_at, aside))
                board, room = boards[seat], empty[seat]
                for at, grave in enumerate(graves):
                    if grave and value[grave[-1]] <= spare:
                        where = place[grave[-1]]  # _needs, written out
                        if where < COFFIN:
                            there = board[where]
                            if there == EMPTY or (room and place[there] == COFFIN):
                                source = at
                                break
                        elif where == COFFIN and room:
                            source = at
                            break
            if record is not None and _fetchable(g, seat):  # asked only with two ways
                record.append((seat, "trekken" if source < 0 else f"halen-{source + 1}"))
            if source >= 0:
                _fetch(g, seat, source)
                card = g.middle
                break
            if not deck:
                _refill(g)
                deck = g.deck
            low = word()  # _bits53 written out
            card = deck.pop((((word() >> 11) << 32 | low) * len(deck)) >> 53)  # as _draw
            if record is not None:
                record.append((-1, ids[card]))
            if deck and place[card] != UPRISING:  # in the middle (``g.middle`` left unset:
                g.passes = 0  # nothing reads it before the card is disposed of below)
                break
            if not _drawn(g, card):
                card = g.middle
                break
        if not g.over and card != EMPTY:
            # het-leeft.bestemmen, as _dispose and _disposal; ``at`` is the card's place and
            # ``need`` says it fills an empty place of the seat's board (``_needs``)
            price, have, at = value[card], coins[seat], place[card]
            if at < COFFIN:
                there = boards[seat][at]
                need = there == EMPTY or (place[there] == COFFIN and empty[seat] > 0)
            else:
                need = at == COFFIN and empty[seat] > 0
            choice = "verkopen"  # with no coins the only choice, made without asking
            if have >= 1:
                if traders[seat]:
                    if need and have >= price + 6:
                        choice = "kopen"
                    elif need or _fraction(streams[seat]) < 0.7:
                        choice = "veilen"
                elif need:
                    choice = "kopen" if have >= price + 3 else "veilen"
                if record is not None:
                    record.append((seat, choice))
            g.middle = EMPTY
            if choice == "verkopen":  # het-leeft.verkopen, het-leeft.keuze.bank
                graves[seat].append(card)
                paid = price // 2
                if paid > g.bank:
                    paid = g.bank
                coins[seat] = have + paid
                g.bank -= paid
                buyer = -1
            elif choice == "kopen":  # het-leeft.kopen
                coins[seat] = have - price
                g.bank += price
                buyer = seat
            else:  # het-leeft.veilen: the opening bid, then each other seat once (_auction);
                # min, max and _one_of_three written out (the auction is the busiest part)
                high = 1
                if have > 1:
                    high = price // 2
                    if traders[seat]:
                        bits = streams[seat]  # getrandbits(2): a word's top two bits
                        drawn = bits() >> 30
                        while drawn == 3:
                            drawn = bits() >> 30
                        high += drawn - 1
                    if high < 1:
                        high = 1
                    elif high > have:
                        high = have
                    if record is not None:
                        record.append((seat, f"bod-{high}"))
                buyer = seat
                for other in left_of[seat]:
                    purse = coins[other]
                    if purse <= high:
                        continue
                    if at < COFFIN:
                        there = boards[other][at]
                        need = there == EMPTY or (place[there] == COFFIN and empty[other] > 0)
                    else:
                        need = at == COFFIN and empty[other] > 0
                    if traders[other]:  # high + 1 <= the strategy's worth, within the purse
                        if need:
                            bits = streams[other]
                            drawn = bits() >> 30
                            while drawn == 3:
                                drawn = bits() >> 30
                            bids = high < price + drawn and high < purse - 1
                        else:
                            bids = high < price // 2 and high < purse - 4
                    else:
                        bids = need and high <= price
                    if bids:
                        high += 1
                        buyer = other
                        if record is not None:
                            record.append((other, f"bod-{high}"))
                    elif record is not None:
                        record.append((other, "passen"))
                coins[buyer] -= high
                if buyer == seat:
                    g.bank += high
                else:
                    coins[seat] += high
            if buyer >= 0:  # _take, _receive and _place_coffin written out
                board = boards[buyer]
                if at < COFFIN:
                    there = board[at]
                    if there == EMPTY:
                        board[at] = card
                        empty[buyer] -= 1
                        g.placed += 1
                    elif place[there] == COFFIN:  # the coffin moves on
                        board[at] = card
                        if empty[buyer]:
                            board[board.index(EMPTY)] = there
                            empty[buyer] -= 1
                            g.placed += 1
                        else:
                            insort(asides[buyer], there)
                    elif value[card] > value[there]:  # the better part stays
                        board[at] = card
                        insort(asides[buyer], there)
                    else:
                        insort(asides[buyer], card)
                elif at == COFFIN and empty[buyer]:
                    board[board.index(EMPTY)] = card
                    empty[buyer] -= 1
                    g.placed += 1
                else:
                    insort(asides[buyer], card)
                if not empty[buyer]:  # het-leeft.einde
                    g.over = True
                    g.finisher = buyer
        if g.over:
            continue
        # het-leeft.beurt, as _end_turn
        if g.set_aside:
            g.deck += g.set_aside
            g.deck.sort()
            g.set_aside = []
        filled = g.placed
        if filled > g.filled:
            g.filled, g.quiet = filled, 0
        else:
            g.quiet += 1
            if g.quiet >= g.stall:
                g.over = True
        seat += 1
        g.active = seat = 0 if seat == n else seat
        if seat == g.start:
            g.round += 1
        g.uprising = False
    raise RuntimeError(f"no end after {MAX_TURNS} turns")


def _asked_turns(g: _Game) -> None:
    """Whole turns through the steps, one by one (a game with a chooser)."""
    for _ in range(MAX_TURNS):
        if g.over:
            return
        _choose(g)
        if not g.over and g.middle != EMPTY:
            _dispose(g)
        if not g.over:
            _end_turn(g)
    raise RuntimeError(f"no end after {MAX_TURNS} turns")


def _scores(g: _Game) -> tuple[int, ...]:
    """``ItsAliveGame.scores``: basic 1 for the finisher (``het-leeft.winnen.basis``); advanced
    the cards on the board, coins up to half of them, 5 for the first (``het-leeft.score.*``)."""
    if not g.advanced:
        scores = [0] * g.n
        if g.finisher >= 0:
            scores[g.finisher] = 1
        return tuple(scores)
    value, place, found = g.value, g.place, []
    for seat, board in enumerate(g.boards):
        parts = [value[c] for c in board if c != EMPTY and place[c] != COFFIN]
        coffins = [value[c] for c in board if c != EMPTY and place[c] == COFFIN]
        if g.one_coffin:  # het-leeft.keuze.doodskisten
            coffins = sorted(coffins)[-1:]
        cards = sum(parts) + sum(coffins)
        first = FINISH_BONUS if seat == g.finisher else 0
        found.append(cards + min(g.coins[seat], cards // 2) + first)
    return tuple(found)


def _winners(g: _Game, scores: tuple[int, ...]) -> tuple[int, ...]:
    """``ItsAliveGame.result``: the finisher, else the most filled places (``result``); the
    advanced game the most points, a tie shared (``het-leeft.keuze.gelijk``)."""
    if g.advanced:
        return _highest(scores)
    if g.finisher >= 0:
        return (g.finisher,)
    return _highest(tuple(8 - empty for empty in g.empty))


def _highest(numbers: Sequence[int]) -> tuple[int, ...]:
    best = max(numbers)
    return tuple(seat for seat, number in enumerate(numbers) if number == best)


@dataclass(frozen=True)
class Played:
    """A whole game (a series in the advanced game): the winners, every seat's points and, when
    asked for, the actions in the engine's notation (``seat, code``: ``-1`` is chance, whose
    code is the card turned; ``as_engine_actions`` makes them ``Pick``/``Outcome``)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    actions: tuple[tuple[int, str], ...] | None = None


def play_game(
    setup: Setup,
    seed: int,
    strategies: Sequence[str],
    *,
    record: bool = False,
    choosers: Sequence[Chooser | None] | None = None,
) -> Played:
    """One seeded game, or in the advanced game a series of as many games as players, as
    ``Playthrough.start(engine, setup, seed, make_bots(strategies, seed)).run()`` plays it.
    ``choosers`` (one per seat, ``None`` for a computer player) replace computer players."""
    if not isinstance(setup, Setup):
        raise TypeError(f"a game starts from a Setup, not {type(setup).__name__}")
    cards, n = _cards(setup.values), setup.players
    rng = _words(Stream(seed))
    actions: list[tuple[int, str]] | None = [] if record else None
    totals = [0] * n
    start = setup.start
    traders: list[bool] = []
    streams: list[Words] = []
    for number in range(n if setup.advanced else 1):
        g = _Game(setup, cards)
        if number == 0:  # the same players (and their streams) for every game of a series
            _players(g, strategies, seed)
            traders, streams = g.traders, g.streams
        g.active = g.start = start
        g.rng, g.traders, g.streams = rng, traders, streams
        g.chooser, g.record = choosers, actions
        _turns(g)
        scores = _scores(g)
        totals = [a + b for a, b in zip(totals, scores, strict=True)]
        start = (start + 1) % n  # het-leeft.partijreeks: the next seat left starts
    recorded = tuple(actions) if actions is not None else None
    if setup.advanced:
        return Played(_highest(totals), tuple(totals), recorded)
    return Played(_winners(g, scores), scores, recorded)


def as_engine_actions(actions: Sequence[tuple[int, str]]) -> list[Any]:
    """The recorded actions as the engine's moves (``2 kies veilen``, ``kans hart-5``)."""
    from rulebook.core.model.runner import TABLE
    from rulebook.core.model.task_game import Outcome, pick

    return [Outcome(TABLE, code) if seat < 0 else pick(seat, code) for seat, code in actions]


# -- continuing a position of the engine ------------------------------------------------------


def play_out(
    state: State, strategies: Sequence[str], seed: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The winners and scores of ``state`` played to the end of its game by the computer
    players, exactly ``play_to_end(ItsAliveGame(), state, make_bots(strategies, seed), seed)``
    read by ``result`` and ``scores``. A position the kernel cannot read (one no settled game
    reaches) is played out by the engine itself."""
    found = from_state(state)
    if found is None:
        return _engine_play_out(state, strategies, seed)
    g, entry, arg = found
    _players(g, strategies, seed)
    g.rng = _words(Stream(seed))
    _resume(g, entry, arg)
    scores = _scores(g)
    return _winners(g, scores), scores


def play_choices(
    state: State | _Game, codes: Sequence[str], strategies: Sequence[str], seed: int
) -> list[tuple[tuple[int, ...], tuple[int, ...]]] | None:
    """For each of ``codes`` (``kopen``, ``verkopen``, ``veilen``) of the player who disposes of
    the card in the middle of ``state``: the winners and scores of that choice played to the
    end, exactly ``play_out(ItsAliveGame().apply(state, Pick(seat, code)), strategies, seed)``.
    The position is read once for all the choices (the advice's paired deals); ``None`` when it
    is not such a choice the kernel can read (the caller then plays each choice out). A
    ``Dealer``'s deal is such a position already."""
    if isinstance(state, _Game):
        base = state
    else:
        found = from_state(state)
        if found is None or found[1] != _DISPOSE:
            return None
        base = found[0]
    results = []
    traders = _traders(base.n, strategies)
    chance = _Replay(seed)  # each stream seeded once for all the choices
    seats = [_Replay(seed * 101 + seat) if trader else None for seat, trader in enumerate(traders)]
    for code in codes:
        g = _copy(base)
        g.traders, g.rng = traders, chance.reader()
        g.streams = [_NO_WORDS if words is None else words.reader() for words in seats]
        _dispose(g, code)
        if not g.over:
            _end_turn(g)
        _turns(g)
        scores = _scores(g)
        results.append((_winners(g, scores), scores))
    return results


class Dealer:
    """The advice's deals (``advice.deal``) straight into the kernel's lists: ``deal(rng)`` draws
    from ``rng`` exactly what ``advice.deal(view, rng, unseen)`` draws and lays out the same
    table that ``from_state`` reads from that deal (a test holds them equal), without building
    the engine's state first. ``unseen`` is ``advice.unseen_cards(view)``, in that order (the
    shuffles depend on it)."""

    def __init__(self, view: Any, unseen: Sequence[str], tries: int) -> None:
        setup = view.setup
        cards = _cards(setup.values)
        rank = cards.rank
        self.cards, self.view, self.tries = cards, view, tries
        self.unseen = [rank[c] for c in unseen]
        self.others = [seat for seat in range(setup.players) if seat != view.seat]
        base = _Game(setup, cards)
        own = view.own
        base.boards[view.seat] = [EMPTY if c is None else rank[c] for c in own.board]
        base.empty[view.seat] = base.boards[view.seat].count(EMPTY)
        base.placed = 8 - base.empty[view.seat]
        base.asides[view.seat] = [rank[c] for c in own.aside]
        base.graves[view.seat] = [rank[c] for c in own.graveyard.cards]
        base.coins[view.seat] = own.coins
        base.middle = rank[view.middle]
        base.out = [rank[c] for c in view.out]
        base.active = view.active
        base.start = setup.start
        self.base = base
        self.tops = [
            (EMPTY if top is None else rank[top], size) for top, size in view.tops
        ]  # by seat

    def deal(self, rng: Stream) -> _Game:
        """One table the view could come from (``advice.deal``'s tries and draws): ``rng`` is a
        ``random.Random`` or a bare ``Stream`` seeded alike (only its ``getrandbits`` is used)."""
        for _ in range(self.tries):
            found = self._try(rng)
            if found is not None:
                return found
        raise ValueError("no deal without a full board for another player")

    def _try(self, rng: Stream) -> _Game | None:
        view, place = self.view, self.cards.place
        others = self.others
        bits = rng.getrandbits
        cards = self.unseen[:]
        _shuffle(bits, cards)
        uprisings = [c for c in cards if place[c] == UPRISING]
        parts = [c for c in cards if place[c] != UPRISING]
        set_aside = [uprisings.pop() for _ in range(view.set_aside)]
        g = _copy(self.base)
        for seat in others:
            top, size = self.tops[seat]
            if size > 1:  # parts.pop() size - 1 times: the last ones, last first
                below = parts[1 - size :]
                below.reverse()
                del parts[1 - size :]
                below.append(top)
                g.graves[seat] = below
            else:
                g.graves[seat] = [top] if top != EMPTY else []
        rest = uprisings + parts
        _shuffle(bits, rest)
        g.deck = sorted(rest[: view.deck_size])
        empty, count = g.empty, len(others)
        for card in rest[view.deck_size :]:
            seat = others[_below(bits, count)]  # rng.randrange(count)
            _receive(g, seat, card)
            if not empty[seat]:
                return None
        left = BOX_COINS - view.own.coins  # advice._coins
        low, high = START_COINS // 2, START_COINS * 3 // 2
        for seat in others:
            amount = min(low + _below(bits, high - low + 1), left)  # rng.randint(low, high)
            g.coins[seat] = amount
            left -= amount
        g.bank = left
        g.set_aside = set_aside
        return g


def _below(bits: Callable[[int], int], n: int) -> int:
    """``Random._randbelow(n)`` (under ``randrange``, ``randint`` and ``shuffle``) drawn from
    ``bits`` (a stream's ``getrandbits``) as CPython draws it: as many bits as ``n`` has, again
    until they make less than ``n``."""
    k = n.bit_length()
    drawn = bits(k)
    while drawn >= n:
        drawn = bits(k)
    return drawn


def _shuffle(bits: Callable[[int], int], cards: list[int]) -> None:
    """``Random.shuffle(cards)``, written out with ``_below`` inlined (a deal shuffles twice):
    from the last place down, swap with a place drawn below it (``_STEPS``)."""
    for i, n, k in _steps(len(cards)):
        j = bits(k)
        while j >= n:
            j = bits(k)
        cards[i], cards[j] = cards[j], cards[i]


def _steps(size: int) -> list[tuple[int, int, int]]:
    """The steps of shuffling ``size`` cards: each place, the number of places drawn from (it
    and those below) and the bits drawn for that (``int.bit_length``)."""
    found = _STEPS.get(size)
    if found is None:
        found = _STEPS[size] = [(i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1)]
    return found


_STEPS: dict[int, list[tuple[int, int, int]]] = {}


def _copy(g: _Game) -> _Game:
    """A game of its own with the same table (lists copied, nothing shared that changes; every
    slot named: a loop over the slots took three times as long)."""
    new = object.__new__(_Game)
    new.active, new.advanced, new.bank, new.bidder = g.active, g.advanced, g.bank, g.bidder
    new.chooser, new.codes, new.filled, new.finisher = g.chooser, g.codes, g.filled, g.finisher
    new.high, new.ids, new.middle, new.mixed = g.high, g.ids, g.middle, g.mixed
    new.n, new.one_coffin, new.order, new.over = g.n, g.one_coffin, g.order, g.over
    new.passes, new.place, new.quiet, new.record = g.passes, g.place, g.quiet, g.record
    new.placed = g.placed
    new.rng, new.round, new.stall, new.start = g.rng, g.round, g.stall, g.start
    new.streams, new.traders, new.uprising, new.value = g.streams, g.traders, g.uprising, g.value
    new.deck, new.coins, new.empty = g.deck[:], g.coins[:], g.empty[:]
    new.boards = [board[:] for board in g.boards]
    new.asides = [aside[:] for aside in g.asides]
    new.graves = [grave[:] for grave in g.graves]
    new.set_aside, new.out = g.set_aside[:], g.out[:]
    return new


def _engine_play_out(
    state: State, strategies: Sequence[str], seed: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    from rulebook.core.model.game import play_to_end
    from rulebook.its_alive.bots import make_bots
    from rulebook.its_alive.engine import ItsAliveGame

    game = ItsAliveGame()
    end = play_to_end(game, state, make_bots(strategies, seed), seed)
    return tuple(game.result(end).winners), tuple(game.scores(end))


# What is pending in a position: the entries of ``_resume``.
_OVER, _CHOOSE, _CALM, _DRAW, _FETCH, _DISPOSE, _OPEN, _BIDS = range(8)


def _resume(g: _Game, entry: int, arg: Any) -> None:
    """Play on from what the engine had pending, then whole turns."""
    if entry == _OVER:
        return
    if entry == _CALM:
        _calm(g, g.active, arg)
        _choose(g)
    elif entry == _CHOOSE:
        _choose(g)
    elif entry == _DRAW:
        if _draw(g):
            _choose(g)
    elif entry == _FETCH:
        _fetch(g, g.active, arg)
    if entry in (_CALM, _CHOOSE, _DRAW, _FETCH):
        if not g.over and g.middle != EMPTY:
            _dispose(g)
    elif entry == _DISPOSE:
        _dispose(g)
    elif entry == _OPEN:
        _open(g)
    else:
        _auction(g, arg)
    if not g.over:
        _end_turn(g)
    _turns(g)


def from_state(state: State) -> tuple[_Game, int, Any] | None:
    """A position of the engine in the kernel's lists, with what is pending (an entry of
    ``_resume`` and its argument); ``None`` for a position no settled game reaches (a choice
    left with one possibility, tasks the engine never leaves like that)."""
    setup = state.setup
    cards = _cards(setup.values)
    rank = cards.rank
    g = _Game(setup, cards)
    g.deck = list(_deck_ranks(state.deck, cards))
    g.bank = state.bank
    for seat, player in enumerate(state.players):
        g.boards[seat] = [EMPTY if c is None else rank[c] for c in player.board]
        g.empty[seat] = g.boards[seat].count(EMPTY)
        g.placed += 8 - g.empty[seat]
        g.asides[seat] = [rank[c] for c in player.aside]
        g.coins[seat] = player.coins
        g.graves[seat] = [rank[c] for c in player.graveyard.cards]
    if any(aside != sorted(aside) for aside in g.asides):
        return None  # the engine keeps the kept cards sorted
    g.middle = EMPTY if state.middle is None else rank[state.middle]
    g.set_aside = [rank[c] for c in state.set_aside]
    g.out = [rank[c] for c in state.out]
    g.active, g.start, g.round = state.active, setup.start, state.round
    g.passes, g.over = state.passes, state.over
    g.quiet, g.filled = state.quiet, state.record
    g.finisher = EMPTY if state.finisher is None else state.finisher
    g.uprising = "opstand" in state.memory
    if state.over:
        return g, _OVER, None
    if state.memory - {"opstand"}:
        return None
    pending = _pending(g, state)
    if pending is None:
        return None
    return g, pending[0], pending[1]


def _deck_ranks(deck: Deck, cards: _Cards) -> tuple[int, ...]:
    """The deck as sorted ranks, kept in the deck's memory (``Remembers.remembered``, the one
    per-state memory): the advice plays many playouts from one deck."""
    memory = deck.remembered
    known: tuple[_Cards, tuple[int, ...]] | None = memory.get(_deck_ranks)
    if known is None or known[0] is not cards:
        rank, ranks = cards.rank, []
        for card_id, count in deck.counts:
            ranks += [rank[card_id]] * count
        known = memory[_deck_ranks] = (cards, tuple(ranks))
    return known[1]


def _pending(g: _Game, state: State) -> tuple[int, Any] | None:
    """What the engine asks in ``state``, when it is one of the moments a settled game stops
    at, with two possibilities at least (else the engine would have gone on by itself)."""
    n, active = g.n, g.active
    queues = state.queues
    mine, table = queues[active], queues[-1]
    others = any(queue for seat, queue in enumerate(queues[:n]) if seat != active)
    in_middle = g.middle != EMPTY
    if state.auction is not None:
        if mine or not in_middle or table != (rules.CloseAuction(),):
            return None
        g.high, g.bidder = state.auction.bid, state.auction.bidder
        order = [(active + k) % n for k in range(1, n)]
        bidders = [seat for seat in order if queues[seat]]
        if not bidders or any(
            queues[seat] != (rules.Bid(),) or g.coins[seat] <= g.high for seat in bidders
        ):
            return None
        return _BIDS, bidders
    if others:
        return None
    if table:
        if table != (rules.DrawCard(),) or mine or in_middle or not g.deck:
            return None
        return _DRAW, None
    task = mine[0] if len(mine) == 1 else None
    coins = g.coins[active]
    if len(mine) == 2 and isinstance(mine[0], rules.CalmUprising) and mine[1] == rules.ChooseCard():
        uprising = _rank(g, mine[0].uprising)
        payments, _ = _uprising_payments(g, active, g.value[uprising])
        if in_middle or not g.uprising or len(payments) < 2:
            return None
        return _CALM, uprising
    if task == rules.ChooseCard() and not in_middle:
        can_draw = bool(g.deck) or any(len(grave) > 1 for grave in g.graves)
        if can_draw + len(_fetchable(g, active)) < 2:
            return None
        return _CHOOSE, None
    if isinstance(task, rules.PayFetch) and not in_middle and g.graves[task.source]:
        price = g.value[g.graves[task.source][-1]]
        if len(_fetch_payments(g, active, price)) < 2:
            return None
        return _FETCH, task.source
    if task == rules.Dispose() and in_middle and coins >= 1:
        return _DISPOSE, None
    if task == rules.OpenBid() and in_middle and coins >= 2:
        return _OPEN, None
    return None


def _rank(g: _Game, card_id: str) -> int:
    return g.ids.index(card_id)
