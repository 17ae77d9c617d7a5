"""Het Leeft!: properties over thousands of seeded games between computer players, checked
after EVERY action (issue #16, item 9).

After each action a player could count, at the table: the 60 cards each lie in exactly one
place (the deck, a graveyard, a board, kept beside a board, the middle, set aside this turn, out
of the game, or before the player calming it); graveyards hold no uprising, only uprisings are
set aside or out of the game, every card on a board lies on its own place (a coffin anywhere);
nobody has a full board while the game goes on; nobody has fewer than 0 coins, and the players'
coins and the bank's always add up to the 80 of the box. Every game ends.

The games (2,000 in a plain run, about 310,000 actions, each followed by the check): 1,600
basic games between both strategies in every mix, in 16 blocks of 100 (2 to 5 players); 112
advanced matches of as many games as players (392 games), in 16 blocks of 7; and 8 basic games
of random players that also swap at any time (about 490 actions each), half of them against a
strategy. The fetch payment (``FETCH``) and, in matches, the coffin score (``COFFINS``) take
each of their named values in turn. The strategies play the bulk, not random players: a game of
random players lasts a few times longer, so it costs more, not less. Measured on the project's
machine: about 39 s of CPU on one core (``pytest -n 0``; the blocks are separate tests, which
xdist spreads over the cores unless ``--dist loadfile`` keeps a file together); the check is a
fifth of it (it lists and checks each frozen player and deck once, as the state shares the
unchanged ones). ``HET_LEEFT_SCALE=10`` plays ten times as many for a longer run.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest

from rulebook.core.model.cards import Deck
from rulebook.core.model.game import play_to_end
from rulebook.core.model.match import MatchState
from rulebook.its_alive.bots import make_bots
from rulebook.its_alive.data import BOX_COINS, PLACES, CoffinScore, FetchPayment, Kind, kind_of
from rulebook.its_alive.engine import make_game, make_match
from rulebook.its_alive.state import Player, Setup, State
from tests.games.checked_once import CheckedOnce
from tests.games.random_player import RandomPlayer

GAME = make_game()
SCALE = int(os.environ.get("HET_LEEFT_SCALE", "1"))
"""How many times the games of the test names are played (1 in CI)."""
MAX_ACTIONS = 20_000
"""Per player, no game of Het Leeft! between these players comes near this (the random
players' longest take a few thousand actions)."""
Watch = Callable[[Any, Any], None]
FETCH = tuple(FetchPayment)
"""The named option for paying a fetched card: a card or coins (the seed), or a mix of both;
the games take them in turn."""
COFFINS = tuple(CoffinScore)
"""The named option for scoring coffins in the advanced game: each counts, or one for all; the
matches take them in turn."""


_REMEMBERED: CheckedOnce[list[str]] = CheckedOnce()


def _player_cards(player: Player) -> list[str]:
    """A player's own properties (no negative coins, no uprising in the graveyard, every board
    card on its own place or a coffin); their cards."""
    assert player.coins >= 0, "negative coins"
    for buried in player.graveyard.cards:
        assert kind_of(buried) is not Kind.UPRISING, "an uprising in a graveyard"
    for place, laid in zip(PLACES, player.board, strict=True):
        assert laid is None or kind_of(laid) in (place, Kind.COFFIN), "a card on a wrong place"
    cards = [c for c in player.board if c is not None]
    cards += player.aside
    cards += player.graveyard.cards
    return cards


def _deck_cards(deck: Deck) -> list[str]:
    return [*deck]


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
        cards += _REMEMBERED.found(player, _player_cards)
        total += player.coins
        assert None in player.board or state.over, "a full board ends the game at once"
    assert total == BOX_COINS, "coins made or lost"
    cards += _REMEMBERED.found(state.deck, _deck_cards)
    _REMEMBERED.next_state()
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

    The core's playout loop plays it (``play_to_end``: chance from the seed's stream, drawn as
    ``Playthrough`` draws it; a computer player sees its seat's view), without keeping every
    state: thousands of games are played, and the check after each action is what they are for.
    """
    state = game.new_game(setup, seed)
    check(_inner(state))
    counted = [0]

    def each(action: Any, after: Any) -> None:
        counted[0] += 1
        check(_inner(after))
        if watch is not None:
            watch(action, after)

    end = play_to_end(game, state, agents, seed, MAX_ACTIONS * setup.players, each)
    assert game.is_over(end)
    return counted[0]


def _names(seed: int, players: int) -> list[str]:
    mixes = (("verzamelaar", "handelaar"), ("verzamelaar",), ("handelaar",))
    mix = mixes[seed % 3]
    return [mix[(seed + seat) % len(mix)] for seat in range(players)]


BLOCKS = 4
"""The games of each kind are split in blocks that run as separate tests (a failure names its
block; xdist can spread them over the cores)."""
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
        fetch = FETCH[(seed // 3) % len(FETCH)]  # the strategies' mix goes by seed % 3
        setup = Setup(players=players, start=seed % players, fetch_payment=fetch)
        actions = play(GAME, setup, seed, make_bots(_names(seed, players), seed))
        assert actions > players  # every seat played at least once before someone finished


def test_8_basic_games_with_random_players_who_also_swap() -> None:
    """8 games, 2 to 5 players (about 490 actions each); the random players take
    any legal action (swaps too), half of them against a computer strategy."""
    swaps = []

    def count_swaps(action: Any, state: Any) -> None:
        swaps.append(getattr(action, "code", "").startswith("wissel-"))

    for seed in range(RANDOM_GAMES):
        players = 2 + seed % 4
        agents: dict[int, Any] = {seat: RandomPlayer(seed * 10 + seat) for seat in range(players)}
        if seed % 2:
            agents.update(make_bots(["handelaar"], seed))
        # the seed's payment only: with the mixed one, random players pay with their board
        # cards and wander on (seed 2: no end after 200,000 actions), which no player would
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
        fetch, coffins = FETCH[seed % len(FETCH)], COFFINS[(seed // 2) % len(COFFINS)]
        setup = Setup(players=players, advanced=True, fetch_payment=fetch, coffins=coffins)
        watch = _GamesSeen()
        play(match, setup, seed, make_bots(_names(seed, players), seed), watch)
        assert watch.numbers == set(range(1, players + 1))
        assert len(match.scores(watch.last)) == players
