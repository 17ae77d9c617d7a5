"""What the conformance suite and the golden games play of Het Leeft! (``Trials``)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from rulebook.core.model.happenings import Gained, Happened, Paid, TurnBegan, of_type
from rulebook.core.reader.descriptions import GoldenGame, Trials
from rulebook.its_alive.bots import Collector, Trader
from rulebook.its_alive.data import CoffinScore
from rulebook.its_alive.happenings import (
    Buried,
    Completed,
    Ended,
    Fetched,
    LeftGame,
    Reshuffled,
    SetAside,
    SetAsideBack,
    Took,
)
from rulebook.its_alive.state import Setup, State


def conserved(state: State) -> object:
    """The 60 cards are always somewhere, and the coins of the players and the bank add up."""
    return sorted(state.all_cards()), state.bank + sum(p.coins for p in state.players)


def hidden_variant(state: State, seat: int, rng: random.Random) -> State:
    """``state`` changed only behind another player's screen: coins moved between another player
    and the bank (the bank's coins are not shown either). At the end everything lies open."""
    if state.over:
        return state
    others = [s for s in range(len(state.players)) if s != seat]
    other = rng.choice(others)
    player = state.player(other)
    moved = min(state.bank, rng.randint(1, 3)) if rng.random() < 0.5 else -player.coins
    changed = state.with_player(other, replace(player, coins=player.coins + moved))
    return replace(changed, bank=state.bank - moved)


def reports_agree(before: State, after: State, happenings: Sequence[Happened]) -> None:
    """What the rules reported for one step says what the two states show, as a player at the
    table would count it: the coins every seat and the bank paid and got, the cards that came to
    a seat or left it, the graveyards' sizes and tops, the cards out of the game, the uprisings
    set aside and back, the deck remade, whose turn it is and the end."""
    seats = range(len(before.players))
    coins = {seat: 0 for seat in seats}
    bank = 0
    for h in happenings:
        if isinstance(h, Paid):
            coins[h.seat] -= h.amount
            if h.to is None:
                bank += h.amount
            else:
                coins[h.to] += h.amount
        elif isinstance(h, Gained):
            coins[h.seat] += h.amount
            bank -= h.amount
    for seat in seats:
        assert after.player(seat).coins - before.player(seat).coins == coins[seat], seat
    assert after.bank - before.bank == bank
    given = Counter(h.card for h in happenings if isinstance(h, (Buried, LeftGame)))
    for seat in seats:
        old, new = Counter(before.player(seat).cards()), Counter(after.player(seat).cards())
        took = Counter(h.card for h in of_type(happenings, Took) if h.seat == seat)
        assert not (new - old) - took, (seat, new - old, took)
        assert not took - new - given, (seat, took)
        assert not (old - new) - given, (seat, old - new)
        completed = any(h.seat == seat for h in of_type(happenings, Completed))
        assert completed == (after.player(seat).complete() and not before.player(seat).complete())
    assert list(after.out[len(before.out) :]) == [h.card for h in of_type(happenings, LeftGame)]
    moved = sum(h.count for h in of_type(happenings, Reshuffled))
    for seat in seats:
        buried = [h.card for h in of_type(happenings, Buried) if h.seat == seat]
        fetched = [h for h in of_type(happenings, Fetched) if h.seat == seat]
        grew = len(after.player(seat).graveyard) - len(before.player(seat).graveyard)
        if not moved:
            assert grew == len(buried) - len(fetched), seat
            if buried and grew > 0:
                assert after.player(seat).graveyard.top == buried[-1]
    gone_down = sum(len(p.graveyard) for p in before.players) - sum(
        len(p.graveyard) for p in after.players
    )
    assert moved == gone_down + len(of_type(happenings, Buried)) - len(of_type(happenings, Fetched))
    aside = [h.card for h in of_type(happenings, SetAside)]
    back = sum(h.count for h in of_type(happenings, SetAsideBack))
    assert len(after.set_aside) == len(before.set_aside) + len(aside) - back
    ended = of_type(happenings, Ended)
    assert bool(ended) == (after.over and not before.over)
    if ended:
        assert ended[0].finisher == after.finisher
    turns = of_type(happenings, TurnBegan)
    if turns:
        assert turns[-1].seat == after.active
    else:
        assert after.active == before.active


def trials() -> Trials:
    computers: dict[str, Any] = {"verzamelaar": Collector(1), "handelaar": Trader(2)}
    return Trials(
        setups=(
            Setup(players=2),
            Setup(players=3, advanced=True, coffins=CoffinScore.ONE),
            Setup(players=4, start=2),
            Setup(players=5, start=2),
        ),
        # ophalen=gemengd is left out: uniformly random players then fetch and sell for tens of
        # thousands of moves; tests/games/test_het_leeft.py plays it with the computer players
        computers=computers,
        golden=(
            GoldenGame(
                "het-leeft-3-spelers-gevorderd-zaad-7.log",
                Setup(players=3, advanced=True),
                7,
                ("verzamelaar", "handelaar", "verzamelaar"),
            ),
        ),
        seeds=2,
        conserved=conserved,
        hidden_variant=hidden_variant,
        reports_agree=reports_agree,
    )
