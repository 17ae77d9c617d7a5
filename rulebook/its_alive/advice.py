"""Het Leeft!: Monte-Carlo advice for the player whose card lies in the middle. Kopen, verkopen
of veilen?

The advice reads only what that player sees (``View``: their own screen, the graveyards' tops
and sizes, the deck's size, the card in the middle, the cards out of the game). Everything else
is dealt anew for every playout (``deal``), consistently with what the player sees: the cards
they cannot see go, at random, below the other graveyards' tops (never an uprising, as on the
table), to the uprisings set aside this turn, to the deck (as many as it holds) and, the rest,
behind the other screens (laid out as a player would, never a full board: that would have ended
the game); the other players get coins around what they started with and the bank keeps the
rest of the box. Then each choice is played out in the one engine (``flow.ItsAliveGame``) by
the seeded computer players to the end of this game, and the choice with the best average (the
share of wins in the basic game, the points of this game in the advanced one) is recommended.

Playout ``k`` of every choice starts from the same deal (``seed`` and ``k``), so the choices are
compared on the same hidden cards; the same seed gives the same advice.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from rulebook.core import dutch
from rulebook.core.cards import Deck, Pile
from rulebook.core.game import CHANCE, Playthrough, next_actor
from rulebook.core.match import MatchState
from rulebook.core.rulings import Ruling, Step
from rulebook.core.task_game import Pick
from rulebook.its_alive.bots import STRATEGIES, make_bots
from rulebook.its_alive.data import BOX_COINS, START_COINS, Kind, kind_of, value_of
from rulebook.its_alive.flow import ItsAliveGame
from rulebook.its_alive.rules import Dispose, ItsAliveError, View, receive, sell_value
from rulebook.its_alive.state import Player, Setup, State

PLAYOUTS = 1000
"""Playouts in all, shared out over the choices (issue #16: 1,000 within 5 s)."""
SEED = 1
DEALS_PER_PLAYOUT = 50
"""Tries to deal the hidden cards without giving another player a full board."""

_GAME = ItsAliveGame()
_CLAUSE = {"kopen": "het-leeft.kopen", "verkopen": "het-leeft.verkopen"}
_WORDS = {"kopen": "kopen", "verkopen": "verkopen", "veilen": "veilen"}


@dataclass(frozen=True)
class ChoiceOdds:
    """What the playouts of one choice gave: how many, the wins (a shared win counts as its
    share) and this game's points of the player, added up."""

    code: str
    playouts: int
    wins: Fraction
    points: int

    @property
    def win_share(self) -> Fraction:
        return self.wins / self.playouts

    @property
    def mean_points(self) -> Fraction:
        return Fraction(self.points, self.playouts)


# -- dealing what the player cannot see --------------------------------------------------------


def unseen_cards(view: View) -> list[str]:
    """The cards of the game the player cannot see, in canonical order: every card but their
    own (board, kept, graveyard), the other graveyards' tops, the card in the middle and the
    cards out of the game."""
    left = Counter(view.setup.values.cards())
    seen = [*view.own.cards(), *view.own.graveyard.cards, *view.out]
    seen += [top for seat, (top, _) in enumerate(view.tops) if seat != view.seat and top]
    if view.middle is not None:
        seen.append(view.middle)
    for card_id in seen:
        if left[card_id] < 1:
            raise ValueError(f"{card_id} is seen more often than the game holds it")
        left[card_id] -= 1
    return sorted(left.elements())


def deal(view: View, rng: random.Random, unseen: Sequence[str] | None = None) -> State:
    """A whole state that ``view`` could be the player's observation of, the hidden part drawn
    from ``rng`` (see the module's docstring); ``unseen`` is ``unseen_cards(view)`` when the
    caller already has it (the playouts deal from one view a thousand times)."""
    cards = unseen_cards(view) if unseen is None else unseen
    for _ in range(DEALS_PER_PLAYOUT):
        state = _try_deal(view, rng, cards)
        if state is not None:
            return state
    raise ValueError("no deal without a full board for another player")


def _try_deal(view: View, rng: random.Random, unseen: Sequence[str]) -> State | None:
    n = view.setup.players
    others = [seat for seat in range(n) if seat != view.seat]
    cards = list(unseen)
    rng.shuffle(cards)
    uprisings = [c for c in cards if kind_of(c) is Kind.UPRISING]
    parts = [c for c in cards if kind_of(c) is not Kind.UPRISING]
    set_aside = [uprisings.pop() for _ in range(view.set_aside)]
    graves: dict[int, list[str]] = {}
    for seat in others:
        top, size = view.tops[seat]
        below = [parts.pop() for _ in range(max(size - 1, 0))]
        graves[seat] = [*below, top] if top is not None else []
    rest = uprisings + parts
    rng.shuffle(rest)
    deck = rest[: view.deck_size]
    held = rest[view.deck_size :]
    players: dict[int, Player] = {view.seat: view.own}
    for seat in others:
        players[seat] = Player(coins=0, graveyard=Pile(tuple(graves[seat])))
    for card_id in held:
        seat = others[rng.randrange(len(others))]
        players[seat] = receive(players[seat], card_id)
        if players[seat].complete():
            return None
    coins = _coins(view, others, rng)
    for seat in others:
        players[seat] = players[seat].but(coins=coins[seat])
    queues: list[tuple[object, ...]] = [() for _ in range(n + 1)]
    queues[view.seat] = (Dispose(),)
    return State(
        view.setup,
        0,
        tuple(players[seat] for seat in range(n)),
        Deck.of(deck),
        BOX_COINS - view.own.coins - sum(coins.values()),
        tuple(queues),  # type: ignore[arg-type]
        active=view.active,
        step="bestemmen",
        middle=view.middle,
        set_aside=tuple(set_aside),
        out=view.out,
    )


def _coins(view: View, others: Sequence[int], rng: random.Random) -> dict[int, int]:
    """The other players' coins: each between half and one and a half times the start coins,
    never more than the box still holds (the bank keeps the rest)."""
    left = BOX_COINS - view.own.coins
    found = {}
    for seat in others:
        amount = min(rng.randint(START_COINS // 2, START_COINS * 3 // 2), left)
        found[seat] = amount
        left -= amount
    return found


# -- playing out ---------------------------------------------------------------------------------


def _playout(
    state: State, seat: int, code: str, names: Sequence[str], seed: int
) -> tuple[Fraction, int]:
    """Play ``code`` for ``seat`` and the rest of this game between the computer players: the
    share of the win and the points ``seat`` gets."""
    game = _GAME
    state = game.apply(state, Pick(seat, code))
    # what ``Playthrough(game, state, seed, bots).run()`` does, without keeping every state and
    # action of a game nobody reads back: the same draws from the same stream, the same bots
    rng = random.Random(seed)
    bots = make_bots(names, seed)
    current_players, apply, draw = game.current_players, game.apply, game.sample_chance
    for _ in range(_MAX_ACTIONS):
        players = current_players(state)
        if not players:
            break
        actor = next_actor(players)
        if actor == CHANCE:
            state = apply(state, draw(state, rng))
        else:
            legal = game.legal_actions(state, actor)
            seen = game.observation(state, actor)
            state = apply(state, bots[actor].choose(game, seen, actor, legal))
    else:
        raise RuntimeError(f"no end after {_MAX_ACTIONS} actions")
    result = game.result(state)
    share = Fraction(1, len(result.winners)) if seat in result.winners else Fraction(0)
    return share, game.scores(state)[seat]


_MAX_ACTIONS = 100_000
"""A playout that has not ended by then is a bug (as ``Playthrough.run``'s bound)."""


def playouts(
    view: View, *, playouts: int = PLAYOUTS, seed: int = SEED, names: Sequence[str] | None = None
) -> dict[str, ChoiceOdds]:
    """Each choice of ``view``'s player (kopen, verkopen, veilen: those they may make) played
    out about ``playouts / choices`` times; playout ``k`` of each choice from the same deal."""
    codes = choices(view)
    strategies = list(names) if names is not None else _default_names(view.setup.players)
    wins = {code: Fraction(0) for code in codes}
    points = dict.fromkeys(codes, 0)
    counts = dict.fromkeys(codes, 0)
    unseen = unseen_cards(view)
    for k in range((playouts + len(codes) - 1) // len(codes)):
        state = deal(view, random.Random(seed * 1_000_003 + k), unseen)
        for index, code in enumerate(codes):
            if k * len(codes) + index >= playouts:
                break
            share, got = _playout(state, view.seat, code, strategies, seed * 7919 + k)
            wins[code] += share
            points[code] += got
            counts[code] += 1
    return {code: ChoiceOdds(code, counts[code], wins[code], points[code]) for code in codes}


def choices(view: View) -> list[str]:
    """What the player may do with the card in the middle (``het-leeft.bestemmen``)."""
    if view.over or view.task != "bestemmen" or view.middle is None:
        raise ItsAliveError(
            "het-leeft.bestemmen",
            "Deze speler hoeft nu niet te kiezen tussen kopen, verkopen en veilen: er ligt "
            "geen kaart van hen in het midden.",
        )
    value, coins = value_of(view.middle), view.own.coins
    return [
        code
        for code, allowed in (("kopen", coins >= value), ("verkopen", True), ("veilen", coins >= 1))
        if allowed
    ]


def position(setup: Setup, seed: int, turn: int, names: Sequence[str] | None = None) -> State:
    """The state of a seeded game between computer players at its ``turn``-th choice between
    buying, selling and auctioning (counted from 1, any seat): a position to ask advice on."""
    if isinstance(turn, bool) or not isinstance(turn, int):
        raise TypeError("turn is a whole number")
    strategies = list(names) if names is not None else _default_names(setup.players)
    playing: Playthrough[State, Any] = Playthrough.start(
        _GAME, setup, seed, make_bots(strategies, seed)
    )
    seen = 0
    while not playing.is_over:
        state = playing.state
        queue = state.queues[state.active]
        if queue and isinstance(queue[0], Dispose):
            seen += 1
            if seen == turn:
                return state
        playing.step()
    raise ItsAliveError(
        "het-leeft.einde",
        f"Deze partij is voorbij na {seen} keer kopen, verkopen of veilen, niet {turn}.",
    )


def _default_names(players: int) -> list[str]:
    strategies = list(STRATEGIES)
    return [strategies[seat % len(strategies)] for seat in range(players)]


# -- the ruling ----------------------------------------------------------------------------------


def advice_ruling(
    position: View | State | MatchState[State],
    *,
    playouts_total: int = PLAYOUTS,
    seed: int = SEED,
    names: Sequence[str] | None = None,
) -> Ruling[dict[str, ChoiceOdds]]:
    """Kopen, verkopen of veilen? For the player whose card lies in the middle, from what they
    see only: a ``State`` (or a match's game) is first turned into that player's observation."""
    if isinstance(position, MatchState):  # the advanced game: the game being played
        position = position.state
    view = _GAME.observation(position, position.active) if isinstance(position, State) else position
    if not isinstance(view, View):
        raise ItsAliveError("het-leeft.bestemmen", "Het spel is voorbij; er valt niets te kiezen.")
    if isinstance(playouts_total, bool) or not isinstance(playouts_total, int):
        raise TypeError("playouts is a whole number")
    if not 1 <= playouts_total <= 100_000:
        raise ValueError("1 to 100,000 playouts")
    strategies = list(names) if names is not None else _default_names(view.setup.players)
    if len(strategies) != view.setup.players or any(n not in STRATEGIES for n in strategies):
        raise ItsAliveError(
            "het-leeft.spelers",
            f"Geef per stoel een computerspeler: {dutch.listing(list(STRATEGIES), last='of')}.",
        )
    found = playouts(view, playouts=playouts_total, seed=seed, names=strategies)
    advanced = view.setup.advanced
    best = max(found.values(), key=lambda o: o.mean_points if advanced else o.win_share)
    steps = [
        _hidden_step(view),
        _setting_step(view, found, playouts_total, seed, strategies),
        *(_choice_step(odds, advanced) for odds in found.values()),
        _best_step(best, found, advanced),
    ]
    middle = view.middle
    return Ruling(
        question=f"Speler {view.seat + 1} heeft {middle} in het midden: kopen, verkopen of veilen?",
        answer=f"{_WORDS[best.code].capitalize()}: {_measure(best, advanced)} in "
        f"{dutch.whole(best.playouts)} proefpartijen.",
        result=found,
        steps=tuple(steps),
    )


def _hidden_step(view: View) -> Step:
    hidden = len(unseen_cards(view))
    return Step(
        "het-leeft.verborgen",
        f"Speler {view.seat + 1} ziet het eigen bord, de eigen {_coins_word(view.own.coins)}, "
        f"van elk kerkhof de bovenste kaart en hoeveel kaarten er nog op de stapel liggen "
        f"({view.deck_size}). De {hidden} kaarten die deze speler niet ziet, en de munten "
        "achter de andere schermen, worden voor elke proefpartij opnieuw verdeeld zoals ze "
        "hadden kunnen liggen: nooit een opstand op een kerkhof, nooit een vol bord bij een "
        f"ander, munten rond de {START_COINS} per speler en de rest in de bank.",
    )


def _setting_step(
    view: View, found: dict[str, ChoiceOdds], total: int, seed: int, names: Sequence[str]
) -> Step:
    middle = view.middle
    assert middle is not None
    value = value_of(middle)
    prices = {
        "kopen": f"kopen voor {_coins_word(value)}",
        "verkopen": f"verkopen voor {_coins_word(sell_value(value))}",
        "veilen": "veilen",
    }
    return Step(
        "het-leeft.bestemmen",
        f"{middle} is {value} waard; speler {view.seat + 1} kan kiezen uit "
        f"{dutch.listing([prices[c] for c in found], last='of')}. Het regelboek speelt "
        f"{dutch.whole(total)} proefpartijen tot het einde van dit spel, de keuzes om en om, "
        f"met startgetal {seed} (wie het overdoet, krijgt dezelfde getallen); de stoelen "
        f"spelen als {dutch.listing(list(names))}.",
    )


def _coins_word(number: int) -> str:
    return dutch.count(number, "munt", "munten")


def _measure(odds: ChoiceOdds, advanced: bool) -> str:
    if advanced:
        return f"gemiddeld {dutch.decimal(odds.mean_points)} punten in dit spel"
    return f"{dutch.percent(odds.win_share)} gewonnen"


def _choice_step(odds: ChoiceOdds, advanced: bool) -> Step:
    clause = _CLAUSE.get(odds.code, "het-leeft.veilen.openen")
    points = (
        f" en haalde gemiddeld {dutch.decimal(odds.mean_points)} punten in dit spel"
        if advanced
        else ""
    )
    return Step(
        clause,
        f"{_WORDS[odds.code].capitalize()}: in {dutch.whole(odds.playouts)} proefpartijen won de "
        f"speler {dutch.decimal(odds.wins)} keer ({dutch.percent(odds.win_share)}){points}; "
        "een gedeelde winst telt naar rato.",
    )


def _best_step(best: ChoiceOdds, found: dict[str, ChoiceOdds], advanced: bool) -> Step:
    clause = "het-leeft.score.gevorderd" if advanced else "het-leeft.winnen.basis"
    goal = (
        "In het gevorderde spel tellen de punten, dus wint de keuze met de meeste punten"
        if advanced
        else "In het basisspel telt alleen wie wint, dus wint de keuze die het vaakst won"
    )
    rest = [o for o in found.values() if o is not best]
    others = dutch.listing([f"{_WORDS[o.code]} {_measure(o, advanced)}" for o in rest])
    return Step(
        clause,
        f"{goal}: {_WORDS[best.code]} ({_measure(best, advanced)})"
        + (f", tegen {others}." if rest else "."),
    )


__all__ = [
    "PLAYOUTS",
    "ChoiceOdds",
    "advice_ruling",
    "deal",
    "playouts",
    "position",
    "unseen_cards",
]
