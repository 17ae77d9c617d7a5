"""Properties of Castle Combo (with and without Uit de Kerker!) over thousands of seeded games,
checked after EVERY action (issue #17, item 9): nobody's gold or keys ever go below zero (nor
the keys on lock cards); every card of the setup lies in exactly one place (deck, row, discard
pile, out of the game, in hand or in a square); no square ever outgrows 3 by 3; every game
ends; and at the end every square is a full 3 by 3.

The games: 2,000 in a plain run, 2 to 5 players, the base game and Uit de Kerker! with each of
its named options (``OPTIONS``). 1,900 are played by uniformly random players (cheap, and
they try what a strategy never would), in 10 blocks of 190; 100 mix them with the seeded
computer players (``willekeurig``, ``gulzig``, ``planner``: every seat's player in turn), in 4
blocks of 25. About 326,000 actions, each followed by the check; about 40 s of CPU on one core
on the project's machine (``pytest -n 0``; the blocks are separate tests, which xdist spreads
over the cores unless ``--dist loadfile`` keeps a file together); the check is about a third
of it (it lists and checks each frozen player, deck and pile once, as the state shares the
unchanged ones).
``CASTLE_GAMES`` sets the number of games (a twentieth of them with the computer players) for
a longer run: ``CASTLE_GAMES=20000 pytest tests/games/test_castle_combo_properties.py``.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from rulebook.castle_combo.bots import BOTS
from rulebook.castle_combo.dungeon.expansion import EXPANSION
from rulebook.castle_combo.engine import CastleCombo
from rulebook.castle_combo.rules import Rules
from rulebook.castle_combo.state import KEY
from rulebook.castle_combo.table import Castle, Player, Setup
from rulebook.core.model.cards import Deck, Pile
from rulebook.core.model.game import play_to_end
from tests.games.checked_once import CheckedOnce
from tests.games.random_player import RandomPlayer

ENGINE = CastleCombo([EXPANSION])
GAMES = int(os.environ.get("CASTLE_GAMES", "2000"))
BOT_GAMES = GAMES // 20
"""Games with the computer players (more expensive: they weigh every card they could buy)."""
RANDOM_GAMES = GAMES - BOT_GAMES
RANDOM_BLOCKS = 10
BOT_BLOCKS = 4
MAX_ACTIONS = 5_000
"""No game between these players comes near this (about 160 actions)."""
OPTIONS: dict[str, Rules | None] = {
    "basisspel": None,
    "kerker": Rules(),
    "kerker, koning der bedelaars telt wetenschap": Rules(king="wetenschap"),
    "kerker, derde slotmoment na het kopen": Rules(third="na-kopen"),
    "kerker zonder slotkaarten": Rules(locks="geen"),
}
"""The base game, and Uit de Kerker! with its options as the seed reads them and with each of
them the other way (five options, four numbers of players: every pair comes round)."""
_OPTIONS = tuple(OPTIONS.values())


Found = tuple[str | None, list[str]]
"""What the check of one value found wrong (``None``: nothing), and the value's cards."""


_REMEMBERED: CheckedOnce[Found] = CheckedOnce()


def _player(player: Player) -> Found:
    """What is wrong with one player's gold, keys or square (or ``None``), and their cards."""
    problem = None
    tableau = player.tableau
    rows, columns = tableau.size()
    if player.gold < 0 or player.keys < 0:
        problem = f"gold {player.gold}, keys {player.keys}"
    elif any(placed.token(KEY) < 0 for _, placed in tableau.cards):
        problem = "a negative key on a card"
    elif rows > 3 or columns > 3 or len(tableau) > 9:
        problem = f"a square of {rows} by {columns}"
    return problem, [placed.card for _, placed in tableau.cards]


def _stack(stack: Deck | Pile) -> Found:
    """A deck or a pile: nothing to find wrong on its own; its cards."""
    return None, [*stack]


def box_of(setup: Setup) -> list[str]:
    """Every card of the setup, sorted: what the table must hold at every moment."""
    castle, village = setup.cards()
    return sorted(castle + village)


def broken_property(state: Castle, box: list[str]) -> str | None:
    """The first property ``state`` breaks, in words, or ``None``. ``box``: ``box_of`` the
    state's setup. The cards are listed place by place, sorted and compared with the box: a
    card lost, doubled or made out of nothing shows."""
    cards = [*state.out]
    if state.hand is not None:
        cards.append(state.hand)
    for seat, player in enumerate(state.players):
        problem, held = _REMEMBERED.found(player, _player)
        if problem is not None:
            return f"seat {seat}: {problem}"
        cards += held
    for where in (0, 1):
        cards += _REMEMBERED.found(state.decks[where], _stack)[1]
        cards += state.rows[where].cards()
        cards += _REMEMBERED.found(state.discards[where], _stack)[1]
    _REMEMBERED.next_state()
    cards.sort()
    if cards != box:
        return "the cards are not conserved"
    return None


def play_checked(seed: int, agents: list[Any]) -> Castle:
    """One seeded game between ``agents`` (``None``: a uniformly random player), every state
    checked; returns the last state. The core's playout loop plays it (``play_to_end``)."""
    players = len(agents)
    setup = Setup(players, start=seed % players, kerker=_OPTIONS[seed % len(_OPTIONS)])
    box = box_of(setup)
    state = ENGINE.new_game(setup, seed)

    def each(action: Any, after: Castle) -> None:
        problem = broken_property(after, box)
        assert problem is None, f"seed {seed}: {problem}"

    each(None, state)
    seated = {seat: agent or RandomPlayer(seed * 10 + seat) for seat, agent in enumerate(agents)}
    end: Castle = play_to_end(ENGINE, state, seated, seed, MAX_ACTIONS, each)
    assert end.over, f"seed {seed}: not over"
    return end


def _assert_full_squares(seed: int, state: Castle) -> None:
    for seat, player in enumerate(state.players):
        assert player.tableau.is_full() and player.tableau.size() == (3, 3), (seed, seat)


@pytest.mark.parametrize("block", range(RANDOM_BLOCKS), ids=lambda b: f"blok{b}")
def test_1900_games_of_random_players_keep_their_properties_and_end_with_full_squares(
    block: int,
) -> None:
    """190 games per block (1,900 in all), every seat a uniformly random player."""
    for seed in range(block, RANDOM_GAMES, RANDOM_BLOCKS):
        players = 2 + seed % 4
        _assert_full_squares(seed, play_checked(seed, [None] * players))


@pytest.mark.parametrize("block", range(BOT_BLOCKS), ids=lambda b: f"blok{b}")
def test_100_games_with_the_computer_players_keep_their_properties(block: int) -> None:
    """25 games per block (100 in all): the seats take a random player and the three computer
    players in turn, so every computer player plays in every game of 3 or more."""
    styles: list[Any] = [None, *BOTS.values()]
    for seed in range(RANDOM_GAMES + block, GAMES, BOT_BLOCKS):
        players = 2 + seed % 4
        agents = [styles[(seed + seat) % len(styles)] for seat in range(players)]
        agents = [agent(seed * 10 + seat) if agent else None for seat, agent in enumerate(agents)]
        _assert_full_squares(seed, play_checked(seed, agents))


def test_the_check_catches_a_card_made_out_of_nothing_and_negative_gold() -> None:
    """The property check itself, on a table broken by hand: it must say what is wrong."""
    state = ENGINE.new_game(Setup(2), 1)
    box = box_of(state.setup)
    assert broken_property(state, box) is None
    doubled = state.but(out=("Nun",))
    assert broken_property(doubled, box) == "the cards are not conserved"
    player = state.players[0]
    poor = state.with_player(0, type(player)(player.tableau, -1, player.keys))
    assert broken_property(poor, box) == "seat 0: gold -1, keys 2"
