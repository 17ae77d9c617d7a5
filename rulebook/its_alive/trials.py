"""What the conformance suite and the golden games play of Het Leeft! (``Trials``)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from rulebook.core.game import GoldenGame, Trials
from rulebook.its_alive.bots import Collector, Trader
from rulebook.its_alive.data import CoffinScore
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
    )
