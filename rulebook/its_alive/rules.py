"""Het Leeft!: the rules, as pure functions and as the tasks of the decision runner.

The pure functions (payments, bids, placing a card, scores) are what the rulings ask and what
the engine runs: ``fetch_choices`` answers "how may I pay for this graveyard card?",
``uprising_choices`` "how do I calm this uprising?", ``allowed_bids`` and ``auction_outcome``
the auction, ``receive`` where a new card lies on a board, ``game_score`` a score.

The tasks (``runner.Choice`` and ``runner.Chance``) are the decisions of a turn; the
``TaskGame`` over them, ``engine.ItsAliveGame``, lives beside the flow of a turn. Bad input from a
player is an ``ItsAliveError`` naming the clause it breaks; the state never changes. Each task
writes itself (``code``); ``TASK_NOTATION`` lists how each kind is read back.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from typing import Any, Final

from rulebook.core import dutch
from rulebook.core.drawing.pictures import Pictured
from rulebook.core.errors import IllegalActionError, NotationError
from rulebook.core.model.cards import Deck
from rulebook.core.model.happenings import Gained, Paid, happened
from rulebook.core.model.notation import TaskNotation
from rulebook.core.model.runner import TABLE, Chance, Choice, Option, Task
from rulebook.core.model.task_game import Outcome
from rulebook.core.reader.reading import is_digits
from rulebook.its_alive.data import (
    FINISH_BONUS,
    PLACES,
    CoffinScore,
    FetchPayment,
    Kind,
    card_name,
    kind_of,
    read_card,
    value_of,
)
from rulebook.its_alive.happenings import (
    Buried,
    Calmed,
    Completed,
    Ended,
    Fetched,
    LeftGame,
    Reshuffled,
    SetAside,
    Sold,
    Took,
    UprisingDrawn,
)
from rulebook.its_alive.state import NOTATION, Auction, Player, Setup, State

COFFIN: Final = Kind.COFFIN
UPRISING: Final = Kind.UPRISING
MIXED: Final = FetchPayment.MIXED
"""Enum members the hot paths compare with, read once: a member read through its enum class
costs ~180 ns, many times a plain module name, and every action asks several."""


class ItsAliveError(IllegalActionError):
    """A move or a question the rules of Het Leeft! do not allow (the clause is named)."""


# -- payments ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Payment:
    """One way to pay: ``kind`` is ``kaart``, ``munten``, ``kaart+munten`` (the mixed option) or
    ``niets``; ``amount`` what it is worth (a card's value, the coins); ``card`` the card given."""

    kind: str
    amount: int
    card: str | None = None
    coins: int = 0

    @property
    def code(self) -> str:
        if self.kind == "kaart":
            return f"kaart-{self.card}"
        if self.kind == "munten":
            return f"munten-{self.coins}"
        if self.kind == "kaart+munten":
            return f"kaart-{self.card}+munten-{self.coins}"
        return "niets"

    def dutch(self) -> str:
        if self.card is not None and self.card.startswith("kaart-"):  # a value, not a card id
            card_words = f"een kaart van waarde {value_of(self.card)}"
        elif self.card is not None:
            card_words = f"de kaart {card_name(self.card)}"
        else:
            card_words = "geen kaart"
        if self.kind == "kaart":
            return card_words
        if self.kind == "munten":
            return dutch.coin_count(self.coins)
        if self.kind == "kaart+munten":
            return f"{card_words} en {dutch.coin_count(self.coins)}"
        return "niets"

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"soort": self.kind, "bedrag": self.amount}
        if self.card is not None:
            data["kaart"] = self.card
        return data


def _distinct(cards: Sequence[str]) -> list[str]:
    return sorted(set(cards), key=lambda c: (value_of(c), c))


def fetch_choices(
    value: int, cards: Sequence[str], coins: int, mixed: FetchPayment = FetchPayment.SEPARATE
) -> list[Payment]:
    """The ways to pay for a graveyard's top card of ``value``: a card of at least that value
    (an uprising too), or the value in coins; with the mixed option also one lower card with the
    rest in coins (``het-leeft.ophalen.betalen``, ``het-leeft.keuze.ophalen-gemengd``)."""
    found = [Payment("kaart", value_of(c), c) for c in _distinct(cards) if value_of(c) >= value]
    if coins >= value:
        found.append(Payment("munten", value, None, value))
    if mixed is MIXED:
        for c in _distinct(cards):
            rest = value - value_of(c)
            if 0 < rest <= coins:
                found.append(Payment("kaart+munten", value, c, rest))
    return found


def uprising_choices(value: int, cards: Sequence[str], coins: int) -> tuple[list[Payment], bool]:
    """The ways to calm an uprising of ``value`` and whether the player then keeps it.

    A card of at least its value or its value in coins, never both (the uprising is kept:
    ``het-leeft.opstand.betalen``); when neither is possible the most valuable card or all
    coins, at least one (the uprising leaves the game: ``het-leeft.opstand.onbetaalbaar``); with
    no card and no coin nothing happens (``het-leeft.opstand.niets``).
    """
    proper = [Payment("kaart", value_of(c), c) for c in _distinct(cards) if value_of(c) >= value]
    if coins >= value:
        proper.append(Payment("munten", value, None, value))
    if proper:
        return proper, True
    forced: list[Payment] = []
    if cards:
        best = max(value_of(c) for c in cards)
        forced = [Payment("kaart", best, c) for c in _distinct(cards) if value_of(c) == best]
    if coins >= 1:
        forced.append(Payment("munten", coins, None, coins))
    return (forced or [Payment("niets", 0)]), False


def sell_value(value: int) -> int:
    """Half the card's value, rounded down (``het-leeft.verkopen``)."""
    return value // 2


# -- the auction ------------------------------------------------------------------------------


def allowed_bids(high: int | None, coins: int) -> range:
    """The bids a seat may make: above the highest bid so far (the opening at least 1), never
    more than their coins (``het-leeft.veilen.openen``, ``het-leeft.veilen.munten``)."""
    return range(1 if high is None else high + 1, coins + 1)


@dataclass(frozen=True)
class AuctionOutcome:
    """Who won (an index in the order of bidding, the seller 0), for how much, who is paid
    (``None``: the bank, when the seller wins), and each bid as given (``None``: a pass)."""

    winner: int
    amount: int
    paid_to: int | None
    bids: tuple[int | None, ...]


def auction_outcome(coins: Sequence[int], bids: Sequence[int | None]) -> AuctionOutcome:
    """An auction once around the table, seats in bidding order from the seller (index 0), who
    opens. An impossible bid is an ``ItsAliveError`` naming the rule it breaks."""
    if not 2 <= len(coins) <= 5:
        raise ItsAliveError("het-leeft.spelers", "Een veiling houd je met 2 tot 5 spelers.")
    if len(bids) != len(coins):
        raise ItsAliveError(
            "het-leeft.veilen.ronde",
            f"Elke speler biedt of past precies één keer: {len(coins)} spelers, "
            f"{len(bids)} biedingen.",
        )
    high: int | None = None
    winner = 0
    for seat, (bid, have) in enumerate(zip(bids, coins, strict=True)):
        if have < 0:
            raise ItsAliveError("het-leeft.keuze.bank", "Niemand heeft minder dan 0 munten.")
        if bid is None:
            if seat == 0:
                raise ItsAliveError(
                    "het-leeft.veilen.openen", "De verkoper opent de veiling met een bod."
                )
            continue
        if bid > have:
            raise ItsAliveError(
                "het-leeft.veilen.munten",
                f"Speler {seat + 1} biedt {bid} maar heeft maar {dutch.coin_count(have)}.",
            )
        if bid not in allowed_bids(high, have):
            if high is None:  # the seller opens and may not pass
                raise ItsAliveError(
                    "het-leeft.veilen.openen", f"De verkoper opent met minstens 1, niet {bid}."
                )
            raise ItsAliveError(
                "het-leeft.veilen.ronde",
                f"Speler {seat + 1} moet minstens {high + 1} bieden of passen, niet {bid}.",
            )
        high, winner = bid, seat
    assert high is not None
    return AuctionOutcome(winner, high, None if winner == 0 else 0, tuple(bids))


# -- boards -----------------------------------------------------------------------------------

_INDEX = {kind: index for index, kind in enumerate(PLACES)}


def _sorted(cards: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=lambda c: (c.split("-")[0], value_of(c))))


def receive(player: Player, new: str) -> Player:
    """``player`` with ``new`` placed as a player would (``het-leeft.keuze.plaatsen``): a body
    part on its own place (a coffin there moves to an empty place, or aside; of two of the same
    part the more valuable lies on the board), a coffin on the first empty place, an uprising
    and anything else beside the board."""
    kind = kind_of(new)
    board = list(player.board)
    aside = list(player.aside)
    if kind.is_part:
        at = _INDEX[kind]
        there = board[at]
        if there is None:
            board[at] = new
        elif kind_of(there) is COFFIN:
            board[at] = new
            _place_coffin(board, aside, there)
        elif value_of(new) > value_of(there):
            board[at] = new
            aside.append(there)
        else:
            aside.append(new)
    elif kind is COFFIN:
        _place_coffin(board, aside, new)
    else:
        aside.append(new)
    return player.but(board=tuple(board), aside=_sorted(aside))


def _place_coffin(board: list[str | None], aside: list[str], coffin: str) -> None:
    if None in board:
        board[board.index(None)] = coffin
    else:
        aside.append(coffin)


def give_up(player: Player, gone: str) -> Player:
    """``player`` without the card ``gone`` (taken from beside the board first); a place it
    leaves empty is filled again from the kept cards when one fits (the best of that part,
    else a coffin), as a player would."""
    if gone in player.aside:
        aside = list(player.aside)
        aside.remove(gone)
        return player.but(aside=tuple(aside))
    board = list(player.board)
    at = board.index(gone)
    board[at] = None
    aside = list(player.aside)
    fits = [c for c in aside if kind_of(c) is PLACES[at]] or [
        c for c in aside if kind_of(c) is COFFIN
    ]
    if fits:
        best = max(fits, key=value_of)
        aside.remove(best)
        board[at] = best
    return player.but(board=tuple(board), aside=tuple(aside))


def swap(player: Player, kept: str, place: Kind) -> Player:
    """Lay the kept card ``kept`` on ``place``; what lay there goes beside the board
    (``het-leeft.bord.wisselen``, ``het-leeft.doodskist``)."""
    kind = kind_of(kept)
    if kept not in player.aside or not place.is_part:
        raise ItsAliveError("het-leeft.bord.wisselen", f"{kept} ligt niet naast je bord.")
    if kind is not place and kind is not COFFIN:
        raise ItsAliveError(
            "het-leeft.bord", f"{kept} past alleen op de plaats {kind.dutch}, niet {place.dutch}."
        )
    board = list(player.board)
    aside = list(player.aside)
    aside.remove(kept)
    there = board[_INDEX[place]]
    if there is not None:
        aside.append(there)
    board[_INDEX[place]] = kept
    return player.but(board=tuple(board), aside=_sorted(aside))


def swaps(player: Player) -> list[tuple[str, Kind]]:
    """Every swap a player could make now: a kept part onto its place, a kept coffin onto any
    place, when it changes the board."""
    found = []
    for kept in dict.fromkeys(player.aside):
        kind = kind_of(kept)
        places = [kind] if kind.is_part else list(PLACES) if kind is COFFIN else []
        found += [(kept, place) for place in places if player.place_of(place) != kept]
    return found


# -- scores -----------------------------------------------------------------------------------


_COFFIN = f"{COFFIN.code}-"
"""How a coffin's id begins."""


def counted_cards(
    board: Sequence[str | None], coffins: CoffinScore = CoffinScore.EACH
) -> list[str]:
    """The cards of a board that score, in board order (``het-leeft.score.gevorderd``): every
    card, or with ``CoffinScore.ONE`` of the coffins only the most valuable
    (``het-leeft.keuze.doodskisten``). A card given by its value alone (``kaart-5``) is no
    coffin."""
    cards = [c for c in board if c is not None]
    if coffins is CoffinScore.EACH:
        return cards
    lying = [c for c in cards if c.startswith(_COFFIN)]
    for coffin in sorted(lying, key=value_of)[:-1]:
        cards.remove(coffin)
    return cards


def card_total(board: Sequence[str | None], coffins: CoffinScore = CoffinScore.EACH) -> int:
    """The value of the cards on a board that score (``counted_cards``), each place once."""
    return sum([value_of(c) for c in counted_cards(board, coffins)])


def coin_points(card_points: int, coins: int) -> int:
    """Coins count up to half the card score, rounded down (``het-leeft.score.munten``)."""
    return min(coins, card_points // 2)


@dataclass(frozen=True)
class GamePoints:
    """One player's score of one advanced game, part by part: the cards, the coins that count,
    the bonus for the first living monster. ``game_score`` (the engine) is its ``total`` and
    ``rulings.score_ruling`` tells its parts."""

    cards: int
    coins: int
    bonus: int

    @property
    def total(self) -> int:
        return self.cards + self.coins + self.bonus


def game_points(card_points: int, coins: int, first: bool) -> GamePoints:
    """The advanced score of one game: cards, capped coins, 5 for the first to finish."""
    return GamePoints(card_points, coin_points(card_points, coins), FINISH_BONUS if first else 0)


def game_score(card_points: int, coins: int, first: bool) -> int:
    """The advanced score of one game (``game_points(...).total``)."""
    return game_points(card_points, coins, first).total


# -- the tasks of a turn ----------------------------------------------------------------------


def _others(state: State, seat: int) -> list[int]:
    n = len(state.players)
    return [(seat + k) % n for k in range(1, n)]


def from_bank(state: State, seat: int, amount: int) -> tuple[State, int]:
    """The bank pays ``amount``, or what it still has (``het-leeft.keuze.bank``)."""
    paid = min(amount, state.bank)
    if paid:
        happened(Gained, seat, paid, clause_id="het-leeft.keuze.bank")
    player = state.players[seat]
    players = state.players_with(seat, player.but(coins=player.coins + paid))
    return state.but(players=players, bank=state.bank - paid), paid


def pay_coins(state: State, seat: int, amount: int, to: int | None = None) -> State:
    """``seat`` pays ``amount`` coins to the bank (``to`` is ``None``) or to the seat ``to``."""
    player = state.players[seat]
    if amount > player.coins:
        raise ValueError(f"seat {seat} cannot pay {amount}")
    if amount:
        happened(Paid, seat, amount, to)
    players = list(state.players)  # changed in one copy of the state, bank and all
    players[seat] = player.but(coins=player.coins - amount)
    if to is None:
        return state.but(players=tuple(players), bank=state.bank + amount)
    other = players[to]
    players[to] = other.but(coins=other.coins + amount)
    return state.but(players=tuple(players))


def discard(state: State, seat: int, gone: str) -> State:
    """``seat`` lays ``gone`` down to pay: on their graveyard, or, an uprising, out of the game
    (``het-leeft.ophalen.opstand``, ``het-leeft.opstand.afleggen``)."""
    state = state.with_player(seat, give_up(state.players[seat], gone))
    if kind_of(gone) is UPRISING:
        happened(LeftGame, gone)
        return state.but(out=(*state.out, gone))
    happened(Buried, seat, gone)
    player = state.players[seat]
    return state.with_player(seat, player.but(graveyard=player.graveyard.push(gone)))


def pay(state: State, seat: int, payment: Payment) -> State:
    if payment.card is not None:
        state = discard(state, seat, payment.card)
    if payment.coins:
        state = pay_coins(state, seat, payment.coins)
    return state


def take(state: State, seat: int, new: str) -> State:
    """``seat`` gets ``new`` on their board; a full board ends the game at once
    (``het-leeft.einde``, ``het-leeft.keuze.meteen-af``)."""
    player = receive(state.players[seat], new)
    happened(Took, seat, new)
    state = state.with_player(seat, player)
    if player.complete():
        happened(Completed, seat)
        happened(Ended, seat, clause_id="het-leeft.einde")
        return state.but(over=True, finisher=seat)
    return state


def pay_and_take(
    state: State, seat: int, amount: int, to: int | None, new: str, **changes: Any
) -> State:
    """``pay_coins`` and then ``take`` (a card bought, an auction won) in one copy of the
    state, with ``changes`` made in the same copy: the same state and the same happenings."""
    players = list(state.players)
    player = players[seat]
    if amount > player.coins:
        raise ValueError(f"seat {seat} cannot pay {amount}")
    if amount:
        happened(Paid, seat, amount, to)
    bank = state.bank
    if to is None:
        bank += amount
    else:
        other = players[to]
        players[to] = other.but(coins=other.coins + amount)
    player = receive(player.but(coins=player.coins - amount), new)
    happened(Took, seat, new)
    players[seat] = player
    if player.complete():
        happened(Completed, seat)
        happened(Ended, seat, clause_id="het-leeft.einde")
        changes.update(over=True, finisher=seat)
    return state.but(players=tuple(players), bank=bank, **changes)


def refill(state: State) -> State:
    """An empty deck takes every graveyard's cards but their tops (``het-leeft.stapel.op``): at
    once when its last card is drawn, and again when a player draws and cards have come to lie
    below the tops since (``het-leeft.keuze.vast``)."""
    if state.deck.size or not any(len(p.graveyard) > 1 for p in state.players):
        return state
    happened(Reshuffled, sum(len(p.graveyard) - 1 for p in state.players if len(p.graveyard)))
    deck, piles = state.deck.reshuffled_from(*(p.graveyard for p in state.players), keep_top=True)
    players = tuple(p.but(graveyard=pile) for p, pile in zip(state.players, piles, strict=True))
    return state.but(deck=deck, players=players)


def fetchable(state: State, seat: int) -> list[int]:
    """The graveyards whose top card ``seat`` could fetch and pay for now."""
    player = state.players[seat]
    memory = player.remembered  # the values of its cards, once per player (a frozen value)
    known: tuple[list[int], int] | None = memory.get("het-leeft.waarden")
    if known is None:
        cards_values = [value_of(c) for c in player.cards()]
        known = memory["het-leeft.waarden"] = (cards_values, max(cards_values, default=0))
    values, best = known
    mixed = state.setup.fetch_payment is MIXED
    found = []
    for source, owner in enumerate(state.players):
        pile = owner.graveyard.cards  # (its top read from its cards: asked every turn)
        if not pile:
            continue
        value = value_of(pile[-1])
        # the same test as ``fetch_choices`` being non-empty, without listing the payments
        if (
            best >= value
            or player.coins >= value
            or (mixed and any(value - player.coins <= v < value for v in values))
        ):
            found.append(source)
    return found


class Coded:
    """A task that writes itself in the state's notation (``state.task_code``)."""

    def code(self) -> str:
        found = _CODES.get(type(self))  # a task without arguments: its code by type at once
        return found if found is not None else _code_of(self)  # type: ignore[arg-type]


@dataclass(frozen=True)
class ChooseCard(Coded, Choice):
    """The active seat chooses the turn's card: the deck's top for free, or a graveyard's top
    paid for (``het-leeft.kiezen``). With neither possible the turn passes."""

    def options(self, state: Any, seat: int) -> list[Option]:
        found = []
        if state.deck.size or any(len(p.graveyard.cards) > 1 for p in state.players):
            found.append(_DRAW_OPTION)
        for source in fetchable(state, seat):
            top = state.players[source].graveyard.cards[-1]
            found.append(
                Option(
                    f"halen-{source + 1}",
                    partial(_fetch_label, top, source),
                    _fetcher(seat, source),
                )
            )
        if not found:
            found.append(Option("passen", "kan geen kaart nemen en past", _pass))
        return found


def _fetch_label(top: str, source: int) -> str:
    return f"haalt {card_name(top)} van het kerkhof van speler {source + 1}"


def _pay_label(payment: Payment, top: str) -> str:
    return f"betaalt {payment.dutch()} voor {card_name(top)}"


def _calm_label(payment: Payment) -> str:
    return f"sust de opstand met {payment.dutch()}"


def _draw(state: State) -> State:
    return refill(state).push(TABLE, _DRAW_CARD)


_DRAW_OPTION = Option("trekken", "trekt de bovenste kaart van de stapel", _draw)
"""Drawing the deck's top (the same option every turn)."""


def _fetcher(seat: int, source: int) -> Any:
    """What fetching from ``source``'s graveyard does for ``seat``: made once per pair (asked
    every turn a graveyard's top can be fetched)."""
    found = _FETCHERS.get((seat, source))
    if found is None:

        def fetch(state: State) -> State:
            return state.push(seat, PayFetch(source), front=True)

        found = _FETCHERS[seat, source] = fetch
    return found


_FETCHERS: dict[tuple[int, int], Any] = {}


def _pass(state: State) -> State:
    passes = state.passes + 1
    if passes >= len(state.players):
        happened(Ended, stuck=True, clause_id="het-leeft.einde")
    return state.but(passes=passes, over=passes >= len(state.players))


@dataclass(frozen=True)
class PayFetch(Coded, Choice):
    """How the active seat pays for the top card of ``source``'s graveyard."""

    source: int

    def options(self, state: Any, seat: int) -> list[Option]:
        top = state.players[self.source].graveyard.top
        player = state.players[seat]
        choices = fetch_choices(
            value_of(top), player.cards(), player.coins, state.setup.fetch_payment
        )
        return [Option(p.code, partial(_pay_label, p, top), self._paid(seat, p)) for p in choices]

    def _paid(self, seat: int, payment: Payment) -> Any:
        source = self.source

        def apply(state: State) -> State:
            owner = state.players[source]
            top, pile = owner.graveyard.pop()
            happened(Fetched, source, top)
            state = state.with_player(source, owner.but(graveyard=pile))
            state = pay(state, seat, payment)
            return state.but(middle=top, passes=0)

        return apply


@dataclass(frozen=True)
class DrawCard(Coded, Chance):
    """Chance turns the deck's top card (a multiset: each card with its exact chance)."""

    def outcomes(self, state: Any, seat: int) -> list[tuple[Any, Fraction]]:
        return list(_draws(state.deck))

    def has_outcomes(self, state: Any, seat: int) -> bool:
        if not state.deck.size:
            state.deck.draw_outcomes()  # the deck's own refusal, as ``outcomes`` gives it
        return True

    def sample(self, state: Any, seat: int, rng: random.Random) -> Any:
        return _DRAWN[state.deck.draw(rng)]  # the card ``sample`` picks, no fractions built

    def allows(self, state: Any, seat: int, action: Any) -> bool:
        return isinstance(action, Outcome) and action.code in state.deck

    def resolve(self, state: Any, seat: int, action: Any) -> Any:
        drawn = action.code
        deck = state.deck.without(drawn)
        if deck.size and kind_of(drawn) is not UPRISING:  # the common draw: one copy
            return state.but(deck=deck, middle=drawn, passes=0)
        # the deck is remade the moment its last card is drawn (het-leeft.stapel.op)
        state = refill(state.but(deck=deck))
        active = state.active
        if kind_of(drawn) is not UPRISING:
            return state.but(middle=drawn, passes=0)
        if "opstand" in state.memory:  # one uprising a turn: the others wait beside the deck
            happened(SetAside, drawn)
            state = refill(state.but(set_aside=(*state.set_aside, drawn)))
            return state.push(TABLE, DrawCard()) if len(state.deck) else state
        state = state.but(memory=state.memory | {"opstand"})
        player = state.players[active]
        choices, _ = uprising_choices(value_of(drawn), player.cards(), player.coins)
        happened(UprisingDrawn, active, drawn)
        if choices[0].kind == "niets":
            happened(Calmed, active, drawn, clause_id="het-leeft.opstand.niets")
            happened(LeftGame, drawn)
            return state.but(out=(*state.out, drawn)).push(active, ChooseCard(), front=True)
        return state.push(active, CalmUprising(drawn), ChooseCard(), front=True)


class _Drawn(dict[str, Outcome]):
    """The table's draw of each card, made once (a game draws from a deck of up to 60 cards)."""

    def __missing__(self, card_id: str) -> Outcome:
        found = self[card_id] = Outcome(TABLE, card_id)
        return found


_DRAWN = _Drawn()


def _draws(deck: Deck) -> tuple[tuple[Outcome, Fraction], ...]:
    """The draws of a deck as chance's outcomes, made once per deck and kept in its memory (a
    frozen value: asked twice a draw)."""
    memory = deck.remembered
    found: tuple[tuple[Outcome, Fraction], ...] | None = memory.get("het-leeft.trekken")
    if found is None:
        if not len(deck):
            deck.draw_outcomes()  # the deck's own refusal: nothing to draw
        # the chances of ``Deck.draw_outcomes``, paired with the draws without a tuple between
        cards, numbers = zip(*deck.counts, strict=True)
        total = len(deck)
        chances = {n: Fraction(n, total) for n in set(numbers)}
        found = tuple(
            zip(map(_DRAWN.__getitem__, cards), map(chances.__getitem__, numbers), strict=True)
        )
        memory["het-leeft.trekken"] = found
    return found


@dataclass(frozen=True)
class CalmUprising(Coded, Choice):
    """The active seat calms the uprising ``uprising`` it drew (``het-leeft.opstand``)."""

    uprising: str

    def options(self, state: Any, seat: int) -> list[Option]:
        player = state.players[seat]
        choices, keeps = uprising_choices(value_of(self.uprising), player.cards(), player.coins)
        return [
            Option(
                p.code,
                partial(_calm_label, p),
                self._paid(seat, p, keeps),
            )
            for p in choices
        ]

    def _paid(self, seat: int, payment: Payment, keeps: bool) -> Any:
        uprising = self.uprising

        def apply(state: State) -> State:
            happened(Calmed, seat, uprising)
            state = pay(state, seat, payment)
            if keeps:
                happened(Took, seat, uprising, clause_id="het-leeft.opstand.houden")
                return state.with_player(seat, receive(state.players[seat], uprising))
            happened(LeftGame, uprising)
            return state.but(out=(*state.out, uprising))

        return apply


@dataclass(frozen=True)
class Dispose(Coded, Choice):
    """The active seat buys, sells or auctions the card in the middle (``het-leeft.bestemmen``)."""

    def options(self, state: Any, seat: int) -> list[Option]:
        middle = state.middle
        value = value_of(middle)
        coins = state.players[seat].coins
        key = (middle, coins >= value, coins >= 1)
        known = _DISPOSE_OPTIONS.get(key)
        if known is None:
            known = _DISPOSE_OPTIONS[key] = _dispose_options(middle, value, coins)
        return list(known)


_DISPOSE_OPTIONS: dict[tuple[str, bool, bool], tuple[Option, ...]] = {}
"""The options of ``Dispose`` by card and by what the coins allow (buying, auctioning): the
same few come back every turn, so each is made once (what an option does reads the state)."""


def _dispose_options(middle: str, value: int, coins: int) -> tuple[Option, ...]:
    if len(_DISPOSE_OPTIONS) > 4096:
        _DISPOSE_OPTIONS.clear()
    found = []
    if coins >= value:
        found.append(
            Option(
                "kopen",
                lambda: f"koopt {card_name(middle)} voor {dutch.coin_count(value)}",
                _buy,
            )
        )
    found.append(
        Option(
            "verkopen",
            lambda: f"verkoopt {card_name(middle)} voor {dutch.coin_count(sell_value(value))}",
            _sell,
        )
    )
    if coins >= 1:
        found.append(Option("veilen", lambda: f"veilt {card_name(middle)}", _auction))
    return tuple(found)


def _buy(state: State) -> State:
    seat, middle = state.active, state.middle
    assert middle is not None
    return pay_and_take(state, seat, value_of(middle), None, middle, middle=None)


def _sell(state: State) -> State:
    seat, middle = state.active, state.middle
    assert middle is not None
    player = state.players[seat]
    happened(Sold, seat, middle)
    happened(Buried, seat, middle)
    players = state.players_with(seat, player.but(graveyard=player.graveyard.push(middle)))
    state, _ = from_bank(
        state.but(players=players, middle=None), seat, sell_value(value_of(middle))
    )
    return state


def _auction(state: State) -> State:
    return state.push(state.active, _OPEN_BID, front=True)


@dataclass(frozen=True)
class OpenBid(Coded, Choice):
    """The seller opens the auction with a bid of at least 1 (``het-leeft.veilen.openen``)."""

    def options(self, state: Any, seat: int) -> list[Option]:
        return list(_bid_options(seat, None, state.players[seat].coins))


_BID_OPTIONS: dict[tuple[int, int | None, int], tuple[Option, ...]] = {}
"""The bids a seat may make, by seat, highest bid so far (``None``: the opening) and coins:
the same few lists come back in every auction, so each is made once."""


def _bid_options(seat: int, high: int | None, coins: int) -> tuple[Option, ...]:
    """The opening bids (``high`` is ``None``), or a pass and every higher bid."""
    key = (seat, high, coins)
    found = _BID_OPTIONS.get(key)
    if found is None:
        if high is None:
            found = tuple(
                Option(f"bod-{bid}", f"opent de veiling met een bod van {bid}", _bidder(seat, bid))
                for bid in allowed_bids(None, coins)
            )
        else:
            found = (
                Option("passen", "past", _unchanged),
                *(
                    Option(f"bod-{bid}", f"biedt {bid}", _bidder(seat, bid))
                    for bid in allowed_bids(high, coins)
                ),
            )
        if len(_BID_OPTIONS) > 4096:
            _BID_OPTIONS.clear()
        _BID_OPTIONS[key] = found
    return found


def _unchanged(state: State) -> State:
    return state


def _bidder(seat: int, bid: int) -> Any:
    def apply(state: State) -> State:
        return state.but(auction=Auction(bid, seat))

    return apply


@dataclass(frozen=True)
class Bid(Coded, Choice):
    """Another seat outbids or passes, once (``het-leeft.veilen.ronde``)."""

    def options(self, state: Any, seat: int) -> list[Option]:
        key = (seat, state.auction.bid, state.players[seat].coins)  # ``_bid_options``, mostly
        found = _BID_OPTIONS.get(key)  # without its call: asked of every bidder every bid
        return list(found if found is not None else _bid_options(*key))


@dataclass(frozen=True)
class CloseAuction(Coded, Task):
    """The table settles the auction once every other seat had its chance
    (``het-leeft.veilen.betalen``)."""


def close_auction(state: State, seat: int, task: Task) -> State:
    auction, middle, seller = state.auction, state.middle, state.active
    assert auction is not None and middle is not None
    to = None if auction.bidder == seller else seller
    queues = list(state.queues)  # the task done, in the same copy as the auction cleared
    queues[TABLE] = queues[TABLE][1:]
    return pay_and_take(
        state,
        auction.bidder,
        auction.bid,
        to,
        middle,
        queues=tuple(queues),
        auction=None,
        middle=None,
    )


def open_bids(state: State) -> State:
    """The auction's round: each other seat once, clockwise from the seller's left, then the
    table settles it."""
    queues = list(state.queues)  # every queue at once: one new state, not four
    for other in _others(state, state.active):
        queues[other] = (*queues[other], _BID)
    queues[TABLE] = (*queues[TABLE], _CLOSE_AUCTION)
    return state.but(queues=tuple(queues))


_DRAW_CARD, _OPEN_BID, _BID, _CLOSE_AUCTION = DrawCard(), OpenBid(), Bid(), CloseAuction()
"""The tasks without arguments that a turn pushes (frozen values, made once)."""


# -- notation of tasks ------------------------------------------------------------------------


def _code_of(task: Task) -> str:
    if isinstance(task, PayFetch):
        return f"betaal-halen:{task.source + 1}"
    if isinstance(task, CalmUprising):
        return f"kalmeer:{task.uprising}"
    return _CODES[type(task)]


_CODES: dict[type, str] = {
    ChooseCard: "kies-kaart",
    DrawCard: "trek",
    Dispose: "bestemmen",
    OpenBid: "openingsbod",
    Bid: "bieden",
    CloseAuction: "veiling-sluiten",
}
_BY_CODE = {code: kind for kind, code in _CODES.items()}
TASK_CODES: dict[type, str] = _CODES
"""The code of each kind of task without arguments (what its ``code`` writes)."""


def _read_task(word: str) -> Task:
    if word in _BY_CODE:
        return _BY_CODE[word]()  # type: ignore[no-any-return]
    name, _, arg = word.partition(":")
    if name == "betaal-halen" and is_digits(arg, 1) and 1 <= int(arg) <= 5:
        return PayFetch(int(arg) - 1)
    if name == "kalmeer" and arg:
        uprising = read_card(arg, NOTATION)
        if kind_of(uprising) is UPRISING:
            return CalmUprising(uprising)
    raise NotationError(NOTATION, f"{dutch.quoted(word[:30])} is geen taak van Het Leeft!.")


TASK_NOTATION: TaskNotation[Task] = TaskNotation(
    "Het Leeft!",
    NOTATION,
    dict.fromkeys((*_BY_CODE, "betaal-halen", "kalmeer"), _read_task),
)
"""Every task of Het Leeft! read back from its code (``state.parse_state`` is handed it)."""


# -- what a seat sees -------------------------------------------------------------------------


@dataclass(frozen=True)
class View(Pictured):
    """What ``seat`` may see (``het-leeft.verborgen``): its own screen, every graveyard's top and
    size, the deck's size, the card in the middle, the auction, the cards out of the game and
    who is to act; never another board or another's coins, nor the deck's order."""

    seat: int
    setup: Setup
    own: Player
    tops: tuple[tuple[str | None, int], ...]
    deck_size: int
    middle: str | None
    auction: Auction | None
    out: tuple[str, ...]
    set_aside: int
    active: int
    task: str
    over: bool
    finisher: int | None
