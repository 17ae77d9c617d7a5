"""Het Leeft!: properties over thousands of seeded games between computer players, checked
after EVERY action (issue #16, item 9).

After each action a player could count, at the table: the 60 cards each lie in exactly one
place (the deck, a graveyard, a board, kept beside a board, the middle, set aside this turn, out
of the game, or before the player calming it); graveyards hold no uprising, only uprisings are
set aside or out of the game, every card on a board lies on its own place (a coffin anywhere);
nobody has a full board while the game goes on; nobody has fewer than 0 coins, and the players'
coins and the bank's always add up to the 80 of the box. Every game ends.

The games: both strategies in every mix, and a random player that also swaps at any time; 2
to 5 players; the basic game and the advanced one (a match of as many games as players). The
numbers of games are in the test names (252 games in all, about 45,000 actions, each followed
by a check); together they take about 13 s on one core. ``HET_LEEFT_SCALE=10`` plays ten times
as many (thousands of games) for a longer run.
"""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from typing import Any

import pytest

from rulebook.core.game import Playthrough
from rulebook.core.match import MatchState
from rulebook.core.task_game import Move
from rulebook.its_alive.bots import make_bots
from rulebook.its_alive.data import BOX_COINS, PLACES, Kind, kind_of
from rulebook.its_alive.flow import make_game, make_match
from rulebook.its_alive.state import Setup, State

GAME = make_game()
SCALE = int(os.environ.get("HET_LEEFT_SCALE", "1"))
"""How many times the games of the test names are played (1 in CI)."""
MAX_ACTIONS = 20_000
"""No game of Het Leeft! between these players comes near this (about 170 actions)."""


class RandomPlayer:
    """Picks any legal action, swaps on its own board included, from its own seeded stream."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Any, player: int, legal: Sequence[Move]) -> Move:
        return legal[self.rng.randrange(len(legal))]


def where(state: State) -> list[str]:
    """Every card in the place it lies, place by place (a card in two places, or in none,
    shows against the 60 of the game)."""
    cards = [*state.deck, *state.set_aside, *state.out]
    if state.middle is not None:
        cards.append(state.middle)
    for queue in state.queues:  # an uprising being calmed lies before its player
        cards += [t.uprising for t in queue if hasattr(t, "uprising")]
    for player in state.players:
        cards += [c for c in player.board if c is not None]
        cards += player.aside
        cards += player.graveyard.cards
    return cards


_ALL: dict[Any, list[str]] = {}


def all_cards(state: State) -> list[str]:
    """The 60 cards of this game's values, sorted (made once per set of values)."""
    values = state.setup.values
    if values not in _ALL:
        _ALL[values] = sorted(values.cards())
    return _ALL[values]


def check(state: State) -> None:
    """The invariants of the module's docstring, for one state."""
    assert sorted(where(state)) == all_cards(state), "a card is lost or doubled"
    for card_id in (*state.set_aside, *state.out):
        assert kind_of(card_id) is Kind.UPRISING
    total = state.bank
    assert total >= 0
    for player in state.players:
        for buried in player.graveyard.cards:
            assert kind_of(buried) is not Kind.UPRISING
        for place, laid in zip(PLACES, player.board, strict=True):
            assert laid is None or kind_of(laid) in (place, Kind.COFFIN)
        assert player.coins >= 0
        total += player.coins
        assert not player.complete() or state.over, "a full board ends the game at once"
    assert total == BOX_COINS, "coins made or lost"


def _inner(state: Any) -> State:
    """The game being played (inside a match: its current game)."""
    return state.state if isinstance(state, MatchState) else state  # type: ignore[no-any-return]


def play(game: Any, setup: Setup, seed: int, agents: dict[int, Any]) -> int:
    """One seeded game (or match) to its end, every state checked; the actions it took."""
    playing = Playthrough.start(game, setup, seed, agents)
    check(_inner(playing.state))
    for count in range(MAX_ACTIONS):
        if playing.is_over:
            return count
        playing.step()
        check(_inner(playing.state))
    raise AssertionError(f"seed {seed}: no end after {MAX_ACTIONS} actions")


def _names(seed: int, players: int) -> list[str]:
    mixes = (("verzamelaar", "handelaar"), ("verzamelaar",), ("handelaar",))
    mix = mixes[seed % 3]
    return [mix[(seed + seat) % len(mix)] for seat in range(players)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_160_basic_games_between_both_strategies_keep_cards_and_coins(players: int) -> None:
    """40 games per number of players, 160 in all: both strategies alone and mixed."""
    for seed in range(40 * SCALE):
        setup = Setup(players=players, start=seed % players)
        actions = play(GAME, setup, seed, make_bots(_names(seed, players), seed))
        assert actions > players  # every seat played at least once before someone finished


def test_8_basic_games_with_random_players_who_also_swap() -> None:
    """8 games, 2 to 5 players (long ones: about 1,400 actions each); the random players take
    any legal action (swaps too), half of them against a computer strategy."""
    swapped = 0
    for seed in range(8 * SCALE):
        players = 2 + seed % 4
        agents: dict[int, Any] = {seat: RandomPlayer(seed * 10 + seat) for seat in range(players)}
        if seed % 2:
            agents.update(make_bots(["handelaar"], seed))
        playing = Playthrough.start(GAME, Setup(players=players), seed, agents)
        check(playing.state)
        while not playing.is_over:
            assert len(playing.actions) < MAX_ACTIONS, f"seed {seed} does not end"
            action = playing.step()
            swapped += getattr(action, "code", "").startswith("wissel-")
            check(playing.state)
    assert swapped > 0  # the swaps at any time were exercised


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_24_advanced_matches_play_as_many_games_as_players(players: int) -> None:
    """6 matches per number of players (24 matches, 84 games): every game of the match
    checked after every action, and the match ends after as many games as players."""
    match = make_match()
    for seed in range(6 * SCALE):
        setup = Setup(players=players, advanced=True)
        playing = Playthrough.start(match, setup, seed, make_bots(_names(seed, players), seed))
        games_seen = {playing.state.number}
        check(playing.state.state)
        while not playing.is_over:
            assert len(playing.actions) < MAX_ACTIONS * players, f"seed {seed} does not end"
            playing.step()
            games_seen.add(playing.state.number)
            check(playing.state.state)
        assert len(games_seen) == players
        assert len(match.scores(playing.state)) == players
