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
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from rulebook.core.cards import Deck
from rulebook.core.game import CHANCE, sample
from rulebook.core.match import MatchState
from rulebook.core.task_game import Move
from rulebook.its_alive.bots import make_bots
from rulebook.its_alive.data import BOX_COINS, PLACES, Kind, kind_of
from rulebook.its_alive.flow import make_game, make_match
from rulebook.its_alive.state import Player, Setup, State

GAME = make_game()
SCALE = int(os.environ.get("HET_LEEFT_SCALE", "1"))
"""How many times the games of the test names are played (1 in CI)."""
MAX_ACTIONS = 20_000
"""Per player, no game of Het Leeft! between these players comes near this (the random
players' longest take a few thousand actions)."""
Watch = Callable[[Any, Any], None]


class RandomPlayer:
    """Picks any legal action, swaps on its own board included, from its own seeded stream."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Any, player: int, legal: Sequence[Move]) -> Move:
        return legal[self.rng.randrange(len(legal))]


_CHECKED: dict[int, tuple[object, list[str]]] = {}
"""The frozen values checked already in this game (a player, a deck) with their cards, by
identity: an action changes one or two of them and the state shares the others, and a frozen
value passes or fails the same check every time, so each is checked once."""


def _player_cards(player: Player) -> list[str]:
    """A player's own properties (no negative coins, no uprising in the graveyard, every board
    card on its own place or a coffin), checked once per player value; their cards."""
    known = _CHECKED.get(id(player))
    if known is not None and known[0] is player:
        return known[1]
    assert player.coins >= 0, "negative coins"
    for buried in player.graveyard.cards:
        assert kind_of(buried) is not Kind.UPRISING, "an uprising in a graveyard"
    for place, laid in zip(PLACES, player.board, strict=True):
        assert laid is None or kind_of(laid) in (place, Kind.COFFIN), "a card on a wrong place"
    cards = [c for c in player.board if c is not None]
    cards += player.aside
    cards += player.graveyard.cards
    _CHECKED[id(player)] = (player, cards)
    return cards


def _deck_cards(deck: Deck) -> list[str]:
    """The cards of a deck, listed once per deck value."""
    known = _CHECKED.get(id(deck))
    if known is None or known[0] is not deck:
        known = _CHECKED[id(deck)] = (deck, [*deck])
    return known[1]


_BOX: dict[Any, list[str]] = {}


def all_cards(state: State) -> list[str]:
    """The 60 cards of this game's values, sorted (made once per set of values)."""
    values = state.setup.values
    if values not in _BOX:
        _BOX[values] = sorted(values.cards())
    return _BOX[values]


def check(state: State) -> None:
    """The invariants of the module's docstring, for one state: every card in exactly one place
    (the 60 listed place by place, sorted, equal to the box's 60), and the rest."""
    cards = [*state.set_aside, *state.out]
    for card_id in cards:
        assert kind_of(card_id) is Kind.UPRISING, "only uprisings are set aside or out"
    if state.middle is not None:
        cards.append(state.middle)
    for queue in state.queues:  # an uprising being calmed lies before its player
        cards += [t.uprising for t in queue if hasattr(t, "uprising")]
    total = state.bank
    assert total >= 0, "a negative bank"
    for player in state.players:
        cards += _player_cards(player)
        total += player.coins
        assert None in player.board or state.over, "a full board ends the game at once"
    assert total == BOX_COINS, "coins made or lost"
    cards += _deck_cards(state.deck)
    cards.sort()
    assert cards == all_cards(state), "a card is lost or doubled"


def _inner(state: Any) -> State:
    """The game being played (inside a match: its current game)."""
    return state.state if isinstance(state, MatchState) else state  # type: ignore[no-any-return]


def play(
    game: Any, setup: Setup, seed: int, agents: dict[int, Any], watch: Watch | None = None
) -> int:
    """One seeded game (or match) to its end, every state checked; how many actions it took.
    ``watch`` sees every action with the state it led to.

    It drives the game as ``Playthrough.step`` does (chance from the seed's stream, drawn as the
    game draws it; a computer player sees its seat's view), without keeping every state for a
    rewind: thousands of games are played, and the check is what they are for.
    """
    _CHECKED.clear()
    rng = random.Random(seed)
    draw = getattr(game, "sample_chance", None)
    state = game.new_game(setup, seed)
    check(_inner(state))
    limit = MAX_ACTIONS * setup.players
    for count in range(limit):
        actors = game.current_players(state)
        if not actors:
            assert game.is_over(state)
            return count
        seat = min(actors)
        if seat == CHANCE:
            action = draw(state, rng) if draw else sample(game.chance_outcomes(state), rng)
        else:
            legal = game.legal_actions(state, seat)
            action = agents[seat].choose(game, game.observation(state, seat), seat, legal)
        state = game.apply(state, action)
        check(_inner(state))
        if watch is not None:
            watch(action, state)
    raise AssertionError(f"seed {seed}: no end after {limit} actions")


def _names(seed: int, players: int) -> list[str]:
    mixes = (("verzamelaar", "handelaar"), ("verzamelaar",), ("handelaar",))
    mix = mixes[seed % 3]
    return [mix[(seed + seat) % len(mix)] for seat in range(players)]


BLOCKS = 4
"""The games of each kind are split in blocks that run as separate tests (xdist spreads them
over the cores)."""
BASIC_GAMES = 100 * SCALE
"""Basic games per block and number of players: 4 blocks x 4 numbers x 100 = 1,600 games."""
MATCHES = 7 * SCALE
"""Advanced matches per block and number of players: 4 x (2+3+4+5) x 7 = 392 games."""
RANDOM_GAMES = 8 * SCALE


@pytest.mark.parametrize("block", range(BLOCKS), ids=lambda b: f"blok{b}")
@pytest.mark.parametrize("players", [2, 3, 4, 5], ids=lambda p: f"{p}spelers")
def test_1600_basic_games_between_both_strategies_keep_cards_and_coins(
    players: int, block: int
) -> None:
    """100 games per block and number of players: both strategies alone and mixed."""
    for seed in range(block * BASIC_GAMES, (block + 1) * BASIC_GAMES):
        setup = Setup(players=players, start=seed % players)
        actions = play(GAME, setup, seed, make_bots(_names(seed, players), seed))
        assert actions > players  # every seat played at least once before someone finished


def test_8_basic_games_with_random_players_who_also_swap() -> None:
    """8 games, 2 to 5 players (long ones: about 1,900 actions each); the random players take
    any legal action (swaps too), half of them against a computer strategy."""
    swaps = []

    def count_swaps(action: Any, state: Any) -> None:
        swaps.append(getattr(action, "code", "").startswith("wissel-"))

    for seed in range(RANDOM_GAMES):
        players = 2 + seed % 4
        agents: dict[int, Any] = {seat: RandomPlayer(seed * 10 + seat) for seat in range(players)}
        if seed % 2:
            agents.update(make_bots(["handelaar"], seed))
        play(GAME, Setup(players=players), seed, agents, count_swaps)
    assert any(swaps)  # the swaps at any time were exercised


class _GamesSeen:
    """Watches a match: the numbers of the games played, and the last state."""

    def __init__(self) -> None:
        self.numbers: set[int] = set()
        self.last: Any = None

    def __call__(self, action: Any, state: Any) -> None:
        self.numbers.add(state.number)
        self.last = state


@pytest.mark.parametrize("block", range(BLOCKS), ids=lambda b: f"blok{b}")
@pytest.mark.parametrize("players", [2, 3, 4, 5], ids=lambda p: f"{p}spelers")
def test_112_advanced_matches_of_392_games_play_as_many_games_as_players(
    players: int, block: int
) -> None:
    """7 matches per block and number of players (112 matches, 392 games): every game of the
    match checked after every action, and the match ends after as many games as players."""
    match = make_match()
    for seed in range(block * MATCHES, (block + 1) * MATCHES):
        setup = Setup(players=players, advanced=True)
        watch = _GamesSeen()
        play(match, setup, seed, make_bots(_names(seed, players), seed), watch)
        assert watch.numbers == set(range(1, players + 1))
        assert len(match.scores(watch.last)) == players
