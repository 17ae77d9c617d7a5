"""Het Leeft!: Monte-Carlo advice for the player whose card lies in the middle. Kopen, verkopen
of veilen?

The advice reads only what that player sees (``View``: their own screen, the graveyards' tops
and sizes, the deck's size, the card in the middle, the cards out of the game). Everything else
is dealt anew for every playout (``deal``), consistently with what the player sees: the cards
they cannot see go, at random, below the other graveyards' tops (never an uprising, as on the
table), to the uprisings set aside this turn, to the deck (as many as it holds) and, the rest,
behind the other screens (laid out as a player would, never a full board: that would have ended
the game); the other players get coins around what they started with and the bank keeps the
rest of the box. Then each choice is played out by the seeded computer players to the end of
this game.

**Paired deals, looked at a few fixed times** (``rulebook.core.model.sequential`` explains the
statistics and why they hold): deal ``k`` is the same hidden cards and the same random stream
for every choice still in the race; after 250, 500, 1,000, 2,000 and 4,000 deals (the default
budget, ``BUDGET``) every pair is compared on its paired differences, and a choice that is
clearly worse (95% over all looks and pairs together) drops out. One choice left: it is the
advice, early. Budget spent with two or three left: they are *equally good* as far as the
budget can tell, and the advice names them all ("kopen en veilen zijn even goed; verkopen is
slechter"), never one of them. The measure is the share of wins in the basic game (a shared win
counts as its share) and this game's points in the advanced one (``het-leeft.score.gevorderd``).

**Where the playouts run**: ``backend`` alone decides. The kernel (the same games as the
engine, replayed against it in the tests) where it covers the setup: there a deal is laid out
straight in the kernel's lists (``kernel.Dealer``, the very draws of ``deal``) and read once for
every choice of the pair (``kernel.play_choices``, what ``kernel.play_out`` gives after each
pick); the one
engine (``engine.ItsAliveGame`` through ``core.game.play_to_end``) otherwise or when asked
(``engine=True``, the command line's ``--motor``). The same position, seed and budget give the
same answer on either.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from rulebook.core import dutch
from rulebook.core.errors import RuleError
from rulebook.core.model.cards import Deck, Pile, card_order
from rulebook.core.model.evolve import unchecked
from rulebook.core.model.game import Playthrough, play_to_end
from rulebook.core.model.match import MatchState
from rulebook.core.model.sequential import (
    MAX_BUDGET,
    MIN_BUDGET,
    Difference,
    Verdict,
    looks,
    race,
)
from rulebook.core.model.steps import Step
from rulebook.core.model.task_game import Pick
from rulebook.core.reader.rulings import Ruling
from rulebook.its_alive import kernel
from rulebook.its_alive.bots import STRATEGIES, make_bots
from rulebook.its_alive.data import BOX_COINS, START_COINS, Kind, kind_of, value_of
from rulebook.its_alive.engine import ItsAliveGame
from rulebook.its_alive.explain import card_words
from rulebook.its_alive.rules import Dispose, ItsAliveError, View, receive, sell_value
from rulebook.its_alive.state import Player, Setup, State

BUDGET = 4000
"""Paired deals at most (issue 22: at least 4,000); each deal is played once per choice still
in the race, so up to 12,000 playouts."""
SEED = 1
DEALS_PER_PLAYOUT = 50
"""Tries to deal the hidden cards without giving another player a full board."""
KERNEL = "kern"
ENGINE = "motor"

_GAME = ItsAliveGame()
_CLAUSE = {"kopen": "het-leeft.kopen", "verkopen": "het-leeft.verkopen"}
_WORDS = {"kopen": "kopen", "verkopen": "verkopen", "veilen": "veilen"}


@dataclass(frozen=True)
class ChoiceOdds:
    """What the playouts of one choice gave: how many, the wins (a shared win counts as its
    share), this game's points of the player added up, the 95% interval of the measure the
    advice weighs (the win share in the basic game, the mean points in the advanced one) and,
    when the choice fell out of the race, the comparison that dropped it."""

    code: str
    playouts: int
    wins: Fraction
    points: int
    low: float
    high: float
    dropped_by: Difference | None = None

    @property
    def win_share(self) -> Fraction:
        return self.wins / self.playouts

    @property
    def mean_points(self) -> Fraction:
        return Fraction(self.points, self.playouts)

    @property
    def interval(self) -> tuple[float, float]:
        return self.low, self.high


@dataclass(frozen=True)
class Advice:
    """The answer: every choice's odds (in the order kopen, verkopen, veilen), the best ones
    (``best``: one, or several that the budget could not tell apart), the race behind it
    (``verdict``), where the playouts ran (``backend``: ``kern`` or ``motor``) and whether
    points (the advanced game) or wins were weighed."""

    odds: dict[str, ChoiceOdds]
    verdict: Verdict
    backend: str
    advanced: bool

    @property
    def best(self) -> tuple[str, ...]:
        return self.verdict.best

    @property
    def tie(self) -> bool:
        return self.verdict.tie

    @property
    def deals(self) -> int:
        return self.verdict.deals

    @property
    def playouts(self) -> int:
        return sum(odds.playouts for odds in self.odds.values())

    def __getitem__(self, code: str) -> ChoiceOdds:
        return self.odds[code]

    def __iter__(self) -> Any:
        return iter(self.odds)

    def values(self) -> Any:
        return self.odds.values()


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
        _deck(deck),
        BOX_COINS - view.own.coins - sum(coins.values()),
        tuple(queues),  # type: ignore[arg-type]
        active=view.active,
        step="bestemmen",
        middle=view.middle,
        set_aside=tuple(set_aside),
        out=view.out,
    )


def _deck(cards: Sequence[str]) -> Deck:
    """``Deck.of(cards)`` without checking every card id again: the cards come from the game's
    own card list (``unseen_cards``), and a deal is made thousands of times per advice (checking
    took half of a deal's time). The counts are put in the same canonical order, so the deck is
    equal to ``Deck.of(cards)`` (a test holds them equal)."""
    counts = sorted(Counter(cards).items(), key=lambda pair: card_order(pair[0]))
    return unchecked(Deck, counts=tuple(counts))


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

PlayOut = Callable[[State, Sequence[str], int], tuple[Sequence[int], Sequence[int]]]
"""``play_out(state, strategies, seed)``: the rest of the game between the computer players
``strategies`` from ``state``, as its winners and every seat's points."""


def engine_play_out(
    state: State, strategies: Sequence[str], seed: int
) -> tuple[Sequence[int], Sequence[int]]:
    """The rest of this game in the one engine, through the one playout loop of core."""
    last = play_to_end(_GAME, state, make_bots(strategies, seed), seed)
    return _GAME.result(last).winners, _GAME.scores(last)


def backend(setup: Setup, engine: bool = False) -> tuple[str, PlayOut]:
    """Where the playouts of ``setup`` run: the kernel (``kern``) when it covers the setup and
    the engine is not asked for, the engine (``motor``) otherwise. The one place that decides."""
    if not engine and kernel.covers(setup):
        return KERNEL, kernel.play_out
    return ENGINE, engine_play_out


def playouts(
    view: View,
    *,
    budget: int = BUDGET,
    seed: int = SEED,
    names: Sequence[str] | None = None,
    engine: bool = False,
) -> Advice:
    """The race of ``view``'s choices (kopen, verkopen, veilen: those they may make) over at
    most ``budget`` paired deals: deal ``k`` of every choice from the same hidden cards and the
    same random stream (``seed`` and ``k``)."""
    codes = choices(view)
    strategies = list(names) if names is not None else _default_names(view.setup.players)
    advanced = view.setup.advanced
    seat = view.seat
    shared: dict[str, Counter[int]] = {code: Counter() for code in codes}
    points = dict.fromkeys(codes, 0)
    unseen = unseen_cards(view)
    where, play_out = backend(view.setup, engine)
    apply = _GAME.apply

    dealer = kernel.Dealer(view, unseen, DEALS_PER_PLAYOUT) if where == KERNEL else None

    def outcome(k: int, alive: Sequence[str]) -> dict[str, float]:
        got: dict[str, float] = {}
        together = None
        if dealer is not None:  # the same deal, straight into the kernel, once for every choice
            dealt = dealer.deal(kernel.Stream(seed * 1_000_003 + k))  # random.Random's draws
            together = kernel.play_choices(dealt, alive, strategies, seed * 7919 + k)
        else:
            state = deal(view, random.Random(seed * 1_000_003 + k), unseen)
        for at, code in enumerate(alive):
            winners: Sequence[int]
            scores: Sequence[int]
            if together is not None:
                winners, scores = together[at]
            else:
                state_after = apply(state, Pick(seat, code))
                winners, scores = play_out(state_after, strategies, seed * 7919 + k)
            if seat in winners:  # a win shared by that many: added up as fractions at the end
                shared[code][len(winners)] += 1
                got[code] = scores[seat] if advanced else 1 / len(winners)
            else:
                got[code] = scores[seat] if advanced else 0.0
            points[code] += scores[seat]
        return got

    verdict = race(codes, outcome, budget, share=not advanced)
    wins = {
        code: sum((Fraction(count, by) for by, count in shared[code].items()), Fraction(0))
        for code in codes
    }
    odds = {}
    for code in codes:
        choice = verdict.choice(code)
        odds[code] = ChoiceOdds(
            code, choice.deals, wins[code], points[code], choice.low, choice.high, choice.dropped_by
        )
    return Advice(odds, verdict, where, advanced)


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


def check_budget(budget: object) -> int:
    """``budget`` as a number of paired deals, or the Dutch refusal that names the rule."""
    if isinstance(budget, bool) or not isinstance(budget, int):
        raise TypeError("the budget is a whole number of deals")
    if not MIN_BUDGET <= budget <= MAX_BUDGET:
        raise RuleError(
            "het-leeft.bestemmen",
            f"Kies {dutch.whole(MIN_BUDGET)} tot {dutch.whole(MAX_BUDGET)} proefpartijen, niet "
            f"{dutch.whole(budget)}: met minder kan het advies de keuzes niet eerlijk "
            "vergelijken.",
        )
    return budget


def advice_ruling(
    position: View | State | MatchState[State],
    *,
    budget: int = BUDGET,
    seed: int = SEED,
    names: Sequence[str] | None = None,
    engine: bool = False,
) -> Ruling[Advice]:
    """Kopen, verkopen of veilen? For the player whose card lies in the middle, from what they
    see only: a ``State`` (or a match's game) is first turned into that player's observation."""
    if isinstance(position, MatchState):  # the advanced game: the game being played
        position = position.state
    view = _GAME.observation(position, position.active) if isinstance(position, State) else position
    if not isinstance(view, View):
        raise ItsAliveError("het-leeft.bestemmen", "Het spel is voorbij; er valt niets te kiezen.")
    check_budget(budget)
    strategies = list(names) if names is not None else _default_names(view.setup.players)
    if len(strategies) != view.setup.players or any(n not in STRATEGIES for n in strategies):
        raise ItsAliveError(
            "het-leeft.spelers",
            f"Geef per stoel een computerspeler: {dutch.listing(list(STRATEGIES), last='of')}.",
        )
    found = playouts(view, budget=budget, seed=seed, names=strategies, engine=engine)
    steps = [
        _hidden_step(view),
        _setting_step(view, found, budget, seed, strategies),
        *(_choice_step(odds, found) for odds in found.values()),
        _best_step(found),
    ]
    return Ruling(
        question=f"Speler {view.seat + 1} heeft {card_words(view.middle or '')} in het midden: "
        "kopen, verkopen of veilen?",
        answer=_answer(found),
        result=found,
        steps=tuple(steps),
    )


def verdict_words(advice: Advice) -> str:
    """The verdict in a few words: ``kopen en veilen zijn even goed; verkopen is slechter``."""
    best = [_WORDS[code] for code in advice.best]
    worse = [_WORDS[code] for code in advice.odds if code not in advice.best]
    if len(advice.odds) == 1:
        return f"{best[0]} is de enige keuze"
    said = f"{dutch.listing(best)} zijn even goed" if advice.tie else f"{best[0]} is het beste"
    if worse:
        said += f"; {dutch.listing(worse)} {dutch.agree(len(worse), 'is', 'zijn')} slechter"
    return said


def _answer(advice: Advice) -> str:
    if advice.tie:
        return dutch.sentence(verdict_words(advice)) + "."
    best = advice[advice.best[0]]
    worse = [_WORDS[code] for code in advice.odds if code != best.code]
    rest = (
        f"; {dutch.listing(worse)} {dutch.agree(len(worse), 'is', 'zijn')} slechter"
        if worse
        else ""
    )
    return (
        f"{_WORDS[best.code].capitalize()}: {_measure(best, advice.advanced)} in "
        f"{dutch.whole(best.playouts)} proefpartijen{rest}."
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


def _setting_step(view: View, advice: Advice, budget: int, seed: int, names: Sequence[str]) -> Step:
    middle = view.middle
    assert middle is not None
    value = value_of(middle)
    prices = {
        "kopen": f"kopen voor {_coins_word(value)}",
        "verkopen": f"verkopen voor {_coins_word(sell_value(value))}",
        "veilen": "veilen",
    }
    where = "in de snelle kern" if advice.backend == KERNEL else "in de spelmotor"
    pairs = len(advice.odds) * (len(advice.odds) - 1) // 2
    return Step(
        "het-leeft.bestemmen",
        f"{card_words(middle)} is {value} waard; speler {view.seat + 1} kan kiezen uit "
        f"{dutch.listing([prices[c] for c in advice.odds], last='of')}. Het regelboek speelt "
        f"tot {dutch.whole(budget)} proefpartijen tot het einde van dit spel, {where}. In "
        "proefpartij nummer k liggen voor elke keuze dezelfde verborgen kaarten en valt het "
        "toeval hetzelfde uit, dus worden de keuzes op precies dezelfde delingen vergeleken. "
        f"{_comparing(pairs, budget)} Startgetal "
        f"{seed} (wie het overdoet, krijgt hetzelfde antwoord); de stoelen spelen als "
        f"{dutch.listing(list(names))}.",
    )


def _comparing(pairs: int, budget: int) -> str:
    """How the choices are compared: when they are looked at, and what drops one."""
    if pairs == 0:
        return "Er is maar één keuze: de proefpartijen laten alleen zien hoe vaak ze wint."
    together = (
        "alle keren kijken samen"
        if pairs == 1
        else f"alle keren kijken en alle {pairs} paren keuzes samen"
    )
    return (
        f"Na {dutch.listing([dutch.whole(n) for n in looks(budget)])} proefpartijen wordt "
        "gekeken; een keuze die dan met 95% zekerheid slechter is dan een andere, valt af (die "
        f"zekerheid geldt voor {together})."
    )


def _times(wins: Fraction) -> str:
    """Wins as counted: whole when no win was shared (``35``), else with a comma (``35,5``)."""
    return dutch.whole(int(wins)) if wins.denominator == 1 else dutch.decimal(wins)


def _coins_word(number: int) -> str:
    return dutch.count(number, "munt", "munten")


def _measure(odds: ChoiceOdds, advanced: bool) -> str:
    if advanced:
        return f"gemiddeld {dutch.decimal(odds.mean_points)} punten in dit spel"
    return f"{dutch.percent_decimal(odds.win_share)} gewonnen"


def _interval(odds: ChoiceOdds, advanced: bool) -> str:
    shown = dutch.decimal if advanced else dutch.percent_decimal
    return f"95%-interval {shown(odds.low)} tot {shown(odds.high)}"


def _difference(diff: Difference, advanced: bool) -> str:
    """``veilen won gemiddeld 5,1 procentpunt vaker op dezelfde delingen (tussen 2,0 en 8,2)``."""
    if advanced:
        amount, unit = diff.mean, "punt meer" if abs(diff.mean) == 1 else "punten meer"
        low, high = diff.low, diff.high
        verb = "haalde"
    else:
        amount, unit, verb = diff.mean * 100, "procentpunt vaker", "won"
        low, high = diff.low * 100, diff.high * 100
    return (
        f"{_WORDS[diff.first]} {verb} gemiddeld {dutch.decimal(amount)} {unit} dan "
        f"{_WORDS[diff.second]} op dezelfde {dutch.whole(diff.deals)} delingen (tussen "
        f"{dutch.decimal(low)} en {dutch.decimal(high)})"
    )


def _choice_step(odds: ChoiceOdds, advice: Advice) -> Step:
    clause = _CLAUSE.get(odds.code, "het-leeft.veilen.openen")
    advanced = advice.advanced
    word = _WORDS[odds.code].capitalize()
    if advanced:
        text = (
            f"{word}: in {dutch.whole(odds.playouts)} proefpartijen gemiddeld "
            f"{dutch.decimal(odds.mean_points)} punten in dit spel ({_interval(odds, True)}); "
            f"{dutch.percent_decimal(odds.win_share)} gewonnen."
        )
    else:
        text = (
            f"{word}: in {dutch.whole(odds.playouts)} proefpartijen won de speler "
            f"{_times(odds.wins)} keer: {dutch.percent_decimal(odds.win_share)} "
            f"({_interval(odds, False)}); een gedeelde winst telt naar rato."
        )
    if odds.dropped_by is not None:
        text += (
            f" Na {dutch.whole(odds.dropped_by.deals)} proefpartijen viel {_WORDS[odds.code]} "
            f"af: {_difference(odds.dropped_by, advanced)}, duidelijk meer dan 0."
        )
    return Step(clause, text)


def _best_step(advice: Advice) -> Step:
    advanced = advice.advanced
    clause = "het-leeft.score.gevorderd" if advanced else "het-leeft.winnen.basis"
    goal = (
        "In het gevorderde spel tellen de punten, dus wint de keuze met de meeste punten"
        if advanced
        else "In het basisspel telt alleen wie wint, dus wint de keuze die het vaakst won"
    )
    if advice.tie:
        compared = "; ".join(_difference(diff, advanced) for diff in advice.verdict.ties)
        said = (
            f"{goal}. Na alle {dutch.whole(advice.deals)} proefpartijen is dat niet te zeggen: "
            f"{compared}; zo'n interval met 0 erin betekent dat het verschil ook 0 kan zijn. "
            f"Dus: {verdict_words(advice)}."
        )
    elif len(advice.odds) == 1:
        best = advice[advice.best[0]]
        said = f"{goal}: {_WORDS[best.code]} is de enige keuze ({_measure(best, advanced)})."
    else:
        best = advice[advice.best[0]]
        said = (
            f"{goal}: na {dutch.whole(advice.deals)} proefpartijen is {_WORDS[best.code]} het "
            f"beste ({_measure(best, advanced)})"
        )
        worse = [odds for odds in advice.values() if odds is not best]
        if worse:
            said += (
                f"; {dutch.listing([_WORDS[o.code] for o in worse])} "
                f"{dutch.agree(len(worse), 'is', 'zijn')} duidelijk slechter"
            )
        said += "."
    return Step(clause, said)


__all__ = [
    "BUDGET",
    "ENGINE",
    "KERNEL",
    "Advice",
    "ChoiceOdds",
    "advice_ruling",
    "backend",
    "check_budget",
    "deal",
    "engine_play_out",
    "playouts",
    "position",
    "unseen_cards",
    "verdict_words",
]
