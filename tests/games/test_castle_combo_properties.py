"""Properties of Castle Combo (with and without Uit de Kerker!) over many seeded games, checked
after every action: nobody's gold or keys ever go below zero (nor the keys on lock cards);
every card of the setup lies in exactly one place (deck, row, discard pile, out of the game, in
hand or in a square); no square ever outgrows 3 by 3; and at the end every square is a full
3 by 3. The games mix uniformly random players with the seeded computer players.

``CASTLE_GAMES`` sets how many games (default sized for CI, well under 15 seconds); a larger
run: ``CASTLE_GAMES=2000 pytest tests/games/test_castle_combo_properties.py``.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from typing import Any

import pytest

from rulebook.castle_combo.bots import BOTS
from rulebook.castle_combo.dungeon.expansion import EXPANSION
from rulebook.castle_combo.engine import CastleCombo
from rulebook.castle_combo.rules import Rules
from rulebook.castle_combo.state import KEY
from rulebook.castle_combo.table import Castle, Setup
from rulebook.core.game import CHANCE, sample

ENGINE = CastleCombo([EXPANSION])
GAMES = int(os.environ.get("CASTLE_GAMES", "100"))
OPTIONS = (
    None,
    Rules(),
    Rules(king="wetenschap", third="na-kopen"),
    Rules(locks="geen"),
)


def broken_property(state: Castle, box: Counter[str]) -> str | None:
    """The first property ``state`` breaks, in words, or ``None``."""
    for seat, player in enumerate(state.players):
        if player.gold < 0 or player.keys < 0:
            return f"seat {seat}: gold {player.gold}, keys {player.keys}"
        if any(placed.token(KEY) < 0 for _, placed in player.tableau.cards):
            return f"seat {seat}: a negative key on a card"
        rows, columns = player.tableau.size()
        if rows > 3 or columns > 3 or len(player.tableau) > 9:
            return f"seat {seat}: a square of {rows} by {columns}"
    if Counter(state.all_cards()) != box:
        return "the cards are not conserved"
    return None


def play_checked(seed: int) -> Castle:
    """One seeded game, every state checked; returns the last state."""
    rng = random.Random(seed)
    players = 2 + seed % 4
    setup = Setup(players, start=seed % players, kerker=OPTIONS[seed % len(OPTIONS)])
    castle, village = setup.cards()
    box = Counter(castle + village)
    styles: list[Any] = [None, *BOTS.values()]
    agents = [styles[(seed + seat) % len(styles)] for seat in range(players)]
    agents = [agent(seed * 10 + seat) if agent else None for seat, agent in enumerate(agents)]
    state = ENGINE.new_game(setup, seed)
    for _ in range(5_000):
        problem = broken_property(state, box)
        assert problem is None, f"seed {seed}: {problem}"
        if state.over:
            return state
        actors = ENGINE.current_players(state)
        if actors == (CHANCE,):
            action = sample(ENGINE.chance_outcomes(state), rng)
        else:
            seat = actors[0]
            legal = ENGINE.legal_actions(state, seat)
            agent = agents[seat]
            action = agent.choose(ENGINE, state, seat, legal) if agent else rng.choice(legal)
        state = ENGINE.apply(state, action)
    raise AssertionError(f"seed {seed}: no end after 5000 actions")


@pytest.mark.parametrize("block", range(4))
def test_every_game_keeps_its_properties_and_ends_with_full_squares(block: int) -> None:
    for seed in range(block, GAMES, 4):
        state = play_checked(seed)
        for seat, player in enumerate(state.players):
            assert player.tableau.is_full() and player.tableau.size() == (3, 3), (seed, seat)


def test_the_check_catches_a_card_made_out_of_nothing_and_negative_gold() -> None:
    """The property check itself, on a table broken by hand: it must say what is wrong."""
    state = ENGINE.new_game(Setup(2), 1)
    castle, village = state.setup.cards()
    box = Counter(castle + village)
    assert broken_property(state, box) is None
    doubled = state.but(out=("Nun",))
    assert broken_property(doubled, box) == "the cards are not conserved"
    player = state.players[0]
    poor = state.with_player(0, type(player)(player.tableau, -1, player.keys))
    assert broken_property(poor, box) == "seat 0: gold -1, keys 2"
