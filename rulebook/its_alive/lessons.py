"""What Het Leeft! adds to the leermodus (``core.reader.lessons``): every option with the rule it
rests on and what it does now, with the numbers the engine's own rules give.

- choosing a card (``het-leeft.kiezen``): drawing is free, with how many of the cards the seat
  cannot see would fill an empty place; fetching a graveyard's top names the card, the place
  it would fill (``rules.receive``) and the ways to pay for it (``rules.fetch_choices``);
- paying for a graveyard card or calming an uprising: what each payment costs, card by card
  and coin by coin, and what it leaves on the board (``rules.give_up``); whether the uprising is
  kept (``rules.uprising_choices``);
- buying, selling or auctioning (``het-leeft.bestemmen``): the price, the sale's gain
  (``rules.sell_value``, what the bank can pay), the place the card fills, and the honest
  advice's verdict with its 95% interval (``advice.playouts``). The full advice plays up to
  4,000 paired deals (about a second at the busiest position); a hint has to be ready within
  200 ms, so the lesson runs a quick estimate of ``HINT_BUDGET`` deals and says so;
- bids: what the bid costs if it stays the highest, who is paid (``het-leeft.veilen.betalen``)
  and the place the card fills.

The review after a game (``outcome``) plays each option out in the kernel from a table dealt
anew from what the seat could see (``advice.deal``: the other screens, the deck and the cards
below the graveyards' tops), so a decision is judged on what its player knew, not on hidden
cards. In the advanced game the review weighs the series: the totals so far plus this game's
points (the games still to come start alike for everyone).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Final

from rulebook.core import dutch
from rulebook.core.model.game import Agent, Game, highest_scores
from rulebook.core.model.match import MatchState
from rulebook.core.model.task_game import Pick
from rulebook.core.reader.lessons import Decision, OptionLesson, basic_decision, win_share
from rulebook.its_alive import advice
from rulebook.its_alive.bots import STRATEGIES, Collector, Trader
from rulebook.its_alive.data import PLACES, Kind, card_name, kind_of, value_of
from rulebook.its_alive.engine import ItsAliveGame
from rulebook.its_alive.rules import (
    CalmUprising,
    Payment,
    View,
    fetch_choices,
    give_up,
    receive,
    sell_value,
    swap,
    uprising_choices,
)
from rulebook.its_alive.state import Player, State

HINT_BUDGET: Final = 400
"""Paired deals of the quick advice shown at a buy, sell or auction decision: at the busiest
position three choices stay in the race to the end, about 0.1 s of CPU here (the full advice,
``advice.BUDGET``, takes up to ten times as long; ``het-leeft advies`` gives it)."""

REVIEW_BUDGET: Final = 16_000
"""Playouts the review after a game (``het-leeft speel --leermodus``) spends over all the
learner's decisions: about 3 s of CPU for a whole game here (a four-player game has some 200
options to weigh, each played out from its own deals), within the issue's 5 s."""

_GAME: Final = ItsAliveGame()
_COFFIN: Final = Kind.COFFIN
_UPRISING: Final = Kind.UPRISING


class ItsAliveTeacher:
    """Het Leeft!'s teacher (see the module's docstring). ``hint_budget`` is the number of
    paired deals of the advice at a buy, sell or auction decision (``None``: no verdict)."""

    unit = "winstkans"

    def review_budget(self, game: Game[Any, Any], start: Any) -> int:
        """The review's playouts, the same for every setup (``REVIEW_BUDGET``)."""
        return REVIEW_BUDGET

    def __init__(self, hint_budget: int | None = HINT_BUDGET) -> None:
        self.hint_budget = hint_budget
        self._dealt_from: State | None = None
        self._dealt: dict[tuple[int, int], State] = {}

    # -- the decision ---------------------------------------------------------------------

    def decision(self, game: Game[Any, Any], state: Any, seat: int) -> Decision:
        basic = basic_decision(game, state, seat)
        inner = state.state if isinstance(state, MatchState) else state
        view = _GAME.observation(inner, seat)
        if not isinstance(view, View) or not view.task:
            return basic
        legal = game.legal_actions(state, seat)
        task = view.task.split(":")[0]
        question, clause = _question(view, task)
        verdict: advice.Advice | None = None
        if task == "bestemmen" and self.hint_budget is not None:
            verdict = advice.playouts(view, budget=self.hint_budget)
            question += " " + _verdict_sentence(verdict)
        options = []
        for option, action in zip(basic.options, legal, strict=True):
            code = action.code if isinstance(action, Pick) else str(action)
            found = _option(inner, view, task, code)
            if found is None:
                options.append(option)
                continue
            rule, now = found
            if verdict is not None and code in verdict.odds:
                now += " " + _odds_sentence(verdict[code], verdict.advanced)
            options.append(OptionLesson(option.notation, option.label, rule, now))
        return Decision(seat, question, clause, tuple(options))

    def strategies(self) -> Mapping[str, Agent[Any, Any]]:
        return {"verzamelaar": Collector(0), "handelaar": Trader(1)}

    # -- the review -----------------------------------------------------------------------

    def outcome(self, game: Game[Any, Any], state: Any, seat: int, action: Any, seed: int) -> float:
        """The seat's share of the win after ``action``, played out in the kernel between the
        computer players from a table dealt from what the seat sees (``seed`` deals and plays:
        every option of a decision meets the same deal and the same chance)."""
        inner = state.state if isinstance(state, MatchState) else state
        dealt = self._deal(inner, seat, seed)
        after = _GAME.apply(dealt, action)
        _, play_out = advice.backend(after.setup)  # the kernel where it covers the setup
        winners, scores = play_out(after, _names(len(inner.players)), seed)
        if isinstance(state, MatchState):  # the series: its totals so far and this game
            totals = [a + b for a, b in zip(state.totals, scores, strict=True)]
            return win_share(highest_scores(totals).winners, seat)
        return win_share(winners, seat)

    def _deal(self, state: State, seat: int, seed: int) -> State:
        """``state`` with what ``seat`` cannot see dealt anew from ``seed`` (``advice.deal``),
        made once per state and seed (every option of a decision is played from it)."""
        if self._dealt_from is not state:
            self._dealt_from, self._dealt = state, {}
        key = (seat, seed)
        found = self._dealt.get(key)
        if found is None:
            found = self._dealt[key] = redeal(state, seat, random.Random(seed))
        return found


def redeal(state: State, seat: int, rng: random.Random) -> State:
    """``state`` with everything ``seat`` cannot see dealt anew as the advice deals it
    (``advice.deal``): the other screens and coins, the deck, the cards below the other
    graveyards' tops and the uprisings set aside. What is pending (the tasks, an auction) stays;
    a highest bidder gets at least the coins of their bid, from the bank."""
    view = _GAME.observation(state, seat)
    if not isinstance(view, View):
        return state
    unseen = advice.unseen_cards(view)
    for queue in state.queues:  # an uprising being calmed lies open before its player
        for task in queue:
            if isinstance(task, CalmUprising) and task.uprising in unseen:
                unseen.remove(task.uprising)
    dealt = advice.deal(view, rng, unseen)
    players = list(dealt.players)
    players[seat] = state.players[seat]
    bank = dealt.bank
    auction = state.auction
    if auction is not None and auction.bidder != seat:
        short = auction.bid - players[auction.bidder].coins
        if short > 0:
            players[auction.bidder] = players[auction.bidder].but(coins=auction.bid)
            bank -= short
    return state.but(
        players=tuple(players),
        deck=dealt.deck,
        bank=bank,
        set_aside=dealt.set_aside,
    )


def _names(players: int) -> list[str]:
    """The computer players of the playouts, as the advice seats them."""
    strategies = list(STRATEGIES)
    return [strategies[seat % len(strategies)] for seat in range(players)]


# -- what is decided ------------------------------------------------------------------------


def _question(view: View, task: str) -> tuple[str, str]:
    who = dutch.player(view.seat).capitalize()
    middle = card_name(view.middle) if view.middle else ""
    if task == "kies-kaart":
        return (
            f"{who} kiest de kaart van de beurt: gratis trekken of een kerkhofkaart ophalen en "
            "betalen.",
            "het-leeft.kiezen",
        )
    if task == "betaal-halen":
        source = int(view.task.split(":")[1]) - 1
        top = view.tops[source][0]
        return (
            f"{who} betaalt voor {card_name(top) if top else 'de kaart'} van het kerkhof van "
            f"{dutch.player(source)}.",
            "het-leeft.ophalen.betalen",
        )
    if task == "kalmeer":
        uprising = view.task.split(":")[1]
        return f"{who} trok {card_name(uprising)} en sust die eerst.", "het-leeft.opstand"
    if task == "bestemmen":
        return f"{who} heeft {middle} in het midden: kopen, verkopen of veilen?", (
            "het-leeft.bestemmen"
        )
    if task == "openingsbod":
        return f"{who} veilt {middle} en doet het eerste bod.", "het-leeft.veilen.openen"
    if task == "bieden" and view.auction is not None:
        return (
            f"{who} mag één keer hoger bieden op {middle}: het hoogste bod is "
            f"{view.auction.bid}, van {dutch.player(view.auction.bidder)}.",
            "het-leeft.veilen.ronde",
        )
    return f"{who} kiest.", "het-leeft.beurt"


def _option(state: State, view: View, task: str, code: str) -> tuple[str, str] | None:
    """The clause of option ``code`` and what it does now, or ``None`` to keep the basic one."""
    own = view.own
    if code.startswith("wissel-"):
        _, kind, value, place = code.split("-")
        kept = f"{kind}-{value}"
        target = next(k for k in PLACES if k.code == place)
        there = own.place_of(target)
        after = swap(own, kept, target)
        gone = f"; {card_name(there)} gaat naast je bord" if there else ""
        return (
            "het-leeft.bord.wisselen",
            f"{card_name(kept)} komt op de plaats {target.dutch}{gone} ({_filled(after)}).",
        )
    if task == "kies-kaart":
        return _choose(view, code)
    if task == "betaal-halen":
        source = int(view.task.split(":")[1]) - 1
        top = view.tops[source][0]
        assert top is not None
        payments = fetch_choices(value_of(top), own.cards(), own.coins, view.setup.fetch_payment)
        payment = next((p for p in payments if p.code == code), None)
        if payment is None:
            return None
        clause = "het-leeft.ophalen.betalen"
        if payment.kind == "kaart+munten":
            clause = "het-leeft.keuze.ophalen-gemengd"
        elif payment.card is not None and kind_of(payment.card) is _UPRISING:
            clause = "het-leeft.ophalen.opstand"
        return clause, f"{_cost(own, payment)}. Daarna ligt {card_name(top)} in het midden."
    if task == "kalmeer":
        uprising = view.task.split(":")[1]
        payments, keeps = uprising_choices(value_of(uprising), own.cards(), own.coins)
        payment = next((p for p in payments if p.code == code), None)
        if payment is None:
            return None
        if keeps:
            return (
                "het-leeft.opstand.betalen",
                f"{_cost(own, payment)}. Je houdt {card_name(uprising)} naast je bord: later "
                "betaal je er een kerkhofkaart of een opstand mee.",
            )
        return (
            "het-leeft.opstand.onbetaalbaar",
            f"{_cost(own, payment)}. Je kunt niet volledig betalen, dus gaat "
            f"{card_name(uprising)} uit het spel.",
        )
    middle = view.middle
    if middle is None:
        return None
    if task == "bestemmen":
        return _dispose(state, view, middle, code)
    if task == "openingsbod" and code.startswith("bod-"):
        bid = int(code.split("-")[1])
        return (
            "het-leeft.veilen.openen",
            f"Biedt niemand meer dan {bid}, dan betaal je {dutch.coin_count(bid)} aan de bank "
            f"(je houdt er {own.coins - bid}): {_placed(own, middle)}. Biedt een ander meer, "
            "dan betaalt die jou.",
        )
    if task == "bieden" and view.auction is not None:
        seller = dutch.player(view.active)
        if code == "passen":
            return (
                "het-leeft.veilen.ronde",
                f"Je laat {card_name(middle)} gaan: {dutch.player(view.auction.bidder)} krijgt "
                f"de kaart voor {view.auction.bid}, tenzij een speler na jou meer biedt.",
            )
        bid = int(code.split("-")[1])
        return (
            "het-leeft.veilen.betalen",
            f"Blijft {bid} het hoogste bod, dan betaal je {dutch.coin_count(bid)} aan {seller} "
            f"(je houdt er {own.coins - bid}): {_placed(own, middle)}.",
        )
    return None


def _choose(view: View, code: str) -> tuple[str, str] | None:
    own = view.own
    if code == "trekken":
        unseen = advice.unseen_cards(view)
        fills = sum(1 for c in unseen if _fills(own, c))
        uprisings = sum(1 for c in unseen if kind_of(c) is _UPRISING)
        deck = (
            f"de bovenste van de {dutch.count(view.deck_size, 'kaart', 'kaarten')} op de stapel"
            if view.deck_size
            else "de bovenste van een nieuwe stapel uit de kerkhoven (het-leeft.stapel.op)"
        )
        return (
            "het-leeft.kiezen.trekken",
            f"Gratis: je krijgt {deck}, onbekend welke. Van de {len(unseen)} kaarten die je "
            f"niet ziet, {dutch.agree(fills, 'vult', 'vullen')} er {fills} een lege plaats "
            f"van je bord en {dutch.agree(uprisings, 'is', 'zijn')} er "
            f"{dutch.count(uprisings, 'opstand', 'opstanden', one='1')}.",
        )
    if code.startswith("halen-"):
        source = int(code.split("-")[1]) - 1
        top = view.tops[source][0]
        if top is None:
            return None
        payments = fetch_choices(value_of(top), own.cards(), own.coins, view.setup.fetch_payment)
        ways = dutch.listing([p.dutch() for p in payments], last="of")
        return (
            "het-leeft.kiezen.ophalen",
            f"{card_name(top)} van het kerkhof van {dutch.player(source)}: je betaalt met "
            f"{ways}; daarna kies je kopen (nog eens {dutch.coin_count(value_of(top))}), "
            f"verkopen of veilen. Gekocht: {_placed(own, top)}.",
        )
    if code == "passen":
        return "het-leeft.keuze.vast", "Je kunt geen kaart nemen; de beurt gaat voorbij."
    return None


def _dispose(state: State, view: View, middle: str, code: str) -> tuple[str, str] | None:
    own = view.own
    value = value_of(middle)
    name = card_name(middle)
    if code == "kopen":
        return (
            "het-leeft.kopen",
            f"Kost {dutch.coin_count(value)} aan de bank (je houdt er {own.coins - value}); "
            f"{_placed(own, middle)}.",
        )
    if code == "verkopen":
        gain = sell_value(value)
        paid = min(gain, state.bank)  # what the bank can pay (het-leeft.keuze.bank)
        short = f" (de bank heeft er nog maar {paid}: het-leeft.keuze.bank)" if paid < gain else ""
        return (
            "het-leeft.verkopen",
            f"Levert {dutch.coin_count(paid)} op, de helft van {value} naar beneden "
            f"afgerond{short}; {name} gaat bovenop je kerkhof, waar iedereen de kaart kan "
            "ophalen.",
        )
    if code == "veilen":
        return (
            "het-leeft.veilen.openen",
            f"Je opent met 1 tot {own.coins} munten; daarna mag elke ander één keer hoger "
            f"bieden. Blijft jouw bod het hoogste, dan betaal je het aan de bank: "
            f"{_placed(own, middle)}. Anders betaalt de winnaar jou.",
        )
    return None


# -- the words of a card placed and of a payment -----------------------------------------------


def _fills(own: Player, card_id: str) -> bool:
    """Whether ``card_id`` would fill an empty place of ``own``'s board (``rules.receive``)."""
    return kind_of(card_id) is not _UPRISING and receive(own, card_id).filled() > own.filled()


def _filled(player: Player) -> str:
    if player.complete():
        return "je bord is dan vol: Het leeft!"
    return f"{player.filled()} van de 8 plaatsen gevuld"


def _placed(own: Player, card_id: str) -> str:
    """Where ``card_id`` would lie on ``own``'s board, as ``rules.receive`` lays it: ``Hart 5
    komt op de lege plaats Hart (4 van de 8 plaatsen gevuld)``."""
    after = receive(own, card_id)
    name = card_name(card_id)
    for at, (before, now) in enumerate(zip(own.board, after.board, strict=True)):
        if now != card_id or before == card_id:
            continue
        place = PLACES[at].dutch
        if before is None:
            joker = " als joker" if kind_of(card_id) is _COFFIN else ""
            where = f"{name} komt{joker} op de lege plaats {place}"
        elif kind_of(before) is _COFFIN:
            moved = "naar een lege plaats" if before in after.board else "naast je bord"
            where = f"{name} komt op de plaats {place}; {card_name(before)} schuift {moved}"
        else:
            where = f"{name} vervangt {card_name(before)} op de plaats {place}"
        return f"{where} ({_filled(after)})"
    kind = kind_of(card_id)
    why = ": je bord is vol"
    if kind.is_part:
        there = own.place_of(kind)
        why = (
            f": je {card_name(there or card_id)} op de plaats {kind.dutch} is minstens zoveel waard"
        )
    return f"{name} gaat naast je bord{why} ({_filled(after)})"


def _cost(own: Player, payment: Payment) -> str:
    """What ``payment`` takes from ``own``, as ``rules.pay`` takes it (``rules.give_up``)."""
    parts = []
    card_id = payment.card
    if card_id is not None:
        name = card_name(card_id)
        goes = (
            "die gaat uit het spel" if kind_of(card_id) is _UPRISING else "die gaat op je kerkhof"
        )
        if card_id in own.aside:
            parts.append(f"{name} van naast je bord ({goes})")
        else:
            at = own.board.index(card_id)
            refill = give_up(own, card_id).board[at]
            left = (
                f"de plaats {PLACES[at].dutch} komt leeg"
                if refill is None
                else f"{card_name(refill)} van naast je bord neemt de plaats in"
            )
            parts.append(f"{name} van je bord ({goes}; {left})")
    if payment.coins:
        parts.append(f"{dutch.coin_count(payment.coins)} (je houdt er {own.coins - payment.coins})")
    return "Kost " + (dutch.listing(parts) if parts else "niets")


# -- the advice's verdict -----------------------------------------------------------------------


def _verdict_sentence(found: advice.Advice) -> str:
    return (
        f"Snelle schatting uit {dutch.whole(found.deals)} proefpartijen vanuit wat je ziet: "
        f"{advice.verdict_words(found)} (het volledige advies: het-leeft advies)."
    )


def _odds_sentence(odds: advice.ChoiceOdds, advanced: bool) -> str:
    if advanced:
        measure = f"gemiddeld {dutch.decimal(odds.mean_points)} punten in dit spel"
        low, high = dutch.decimal(odds.low), dutch.decimal(odds.high)
    else:
        measure = f"{dutch.percent_decimal(odds.win_share)} gewonnen"
        low, high = dutch.percent_decimal(odds.low), dutch.percent_decimal(odds.high)
    dropped = " en viel af als duidelijk slechter" if odds.dropped_by is not None else ""
    return (
        f"Proefpartijen: {measure} (95%-interval {low} tot {high}, "
        f"{dutch.whole(odds.playouts)} partijen){dropped}."
    )


def teacher() -> ItsAliveTeacher:
    return ItsAliveTeacher()


__all__ = ["HINT_BUDGET", "REVIEW_BUDGET", "ItsAliveTeacher", "redeal", "teacher"]
