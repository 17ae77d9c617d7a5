"""What a card game works out once for a frozen state (who acts, the options, the legal actions,
a player's swaps) never leaks into the next state.

Het Leeft! and Castle Combo remember those answers beside the state's fields, and every way of
copying a state (``but``, the one-field copies the runner's adapters use, a queue pushed, a
player replaced) must leave them behind. The test asks everything of every state first (so
every cache is full), applies an action, and compares what the new state answers with what the
same position answers when read fresh from its notation (a parsed state has no cache).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rulebook.castle_combo.dungeon.expansion import EXPANSION
from rulebook.castle_combo.engine import CastleCombo
from rulebook.castle_combo.rules import Rules
from rulebook.castle_combo.table import Setup as CastleSetup
from rulebook.core.model.evolve import REMEMBERED
from rulebook.core.model.game import CHANCE, play_to_end, sample
from rulebook.its_alive.engine import make_game
from rulebook.its_alive.state import Setup as ItsAliveSetup
from tests.games.random_player import RandomPlayer

GAMES = 5
"""Seeded games per game and number of players (random players; in Het Leeft! they also swap)."""


def answers(engine: Any, state: Any, seats: int) -> tuple[Any, ...]:
    """Everything a player could ask of ``state``: who acts, and each seat's legal actions."""
    actors = engine.current_players(state)
    legal = tuple(tuple(engine.legal_actions(state, seat)) for seat in range(seats))
    return actors, legal


def play_and_compare(engine: Any, setup: Any, seats: int, seed: int) -> int:
    """Play one random game (the core's playout loop, ``play_to_end``); after each action the
    new state's answers equal a fresh copy's. Returns the number of actions played."""
    state = engine.new_game(setup, seed)
    answers(engine, state, seats)  # fill every cache of this state
    counted = [0]

    def each(action: Any, after: Any) -> None:
        counted[0] += 1
        fresh = engine.parse_state(str(after))
        assert answers(engine, after, seats) == answers(engine, fresh, seats), (
            f"seed {seed}, action {counted[0]} ({action}): the new state answers from an old "
            "state's memory"
        )

    players = {seat: RandomPlayer(seed * 10 + seat) for seat in range(seats)}
    play_to_end(engine, state, players, seed, 5_000, each)
    return counted[0]


@pytest.mark.parametrize("players", [2, 4])
def test_het_leeft_states_forget_what_the_previous_state_worked_out(players: int) -> None:
    engine = make_game()
    played = sum(
        play_and_compare(engine, ItsAliveSetup(players=players), players, seed)
        for seed in range(GAMES)
    )
    assert played > GAMES * 50  # whole games were played, not a few steps


@pytest.mark.parametrize("players", [2, 5])
def test_castle_combo_states_forget_what_the_previous_state_worked_out(players: int) -> None:
    engine = CastleCombo([EXPANSION])
    played = sum(
        play_and_compare(engine, CastleSetup(players, kerker=Rules()), players, seed)
        for seed in range(GAMES)
    )
    assert played > GAMES * 50


def test_every_copy_of_a_castle_leaves_its_memory_behind() -> None:
    """The one-field copies the runner's adapters use drop the memory as ``but`` does (a path
    of play that only changes queues, step or seat would otherwise keep the old answers)."""
    engine = CastleCombo([EXPANSION])
    state = engine.new_game(CastleSetup(3, kerker=Rules()), 1)
    while engine.current_players(state) == (CHANCE,):
        state = engine.apply(state, sample(engine.chance_outcomes(state), random.Random(1)))
    answers(engine, state, 3)
    assert state.__dict__.get(REMEMBERED)  # the answers are remembered for this state
    copies = {"but": state.but()}
    for name in ("queues", "step", "memory", "round", "active"):
        copies[name] = type(state).changer(name)(state, getattr(state, name))
    assert [name for name, copy in copies.items() if copy.__dict__.get(REMEMBERED)] == []
