"""Shared by the replay tests of Castle Combo's kernel (``rulebook/castle_combo/kernel.py``).

``CASES`` holds 600 seeded games: 2 to 5 players, every start seat, the base game and Uit de
Kerker! under every value of its options (``OPTIONS``), and at the seats the three computer
players (``willekeurig``, ``gulzig``, ``planner``) in mixes drawn from a seeded stream (every
pairing of them comes, ``test_castle_combo_kernel`` checks it). ``replay`` plays a case in the
kernel and in the engine (``Playthrough`` with ``bots.BOTS``, each seeded as ``castle-combo
simuleer`` seeds it) and
compares the actions one by one (every choice and every card turned, in the engine's notation),
then the scores and the winners. The test files take blocks of these cases, so pytest-xdist
spreads them.

``replay_random`` does the same for random players (a seeded uniform pick among the legal
actions), who reach moments the strategies never choose (a key spent on a row they could buy
from, a card laid anywhere, any neighbour, any card to discard); the kernel follows them through
its ``choosers`` and must offer exactly the engine's legal actions in the engine's order, or the
two random streams part at once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from rulebook.castle_combo import kernel
from rulebook.castle_combo.bots import BOTS
from rulebook.castle_combo.dungeon.expansion import EXPANSION
from rulebook.castle_combo.engine import CastleCombo
from rulebook.castle_combo.rules import Rules
from rulebook.castle_combo.table import Setup
from rulebook.core.model.game import Playthrough
from tests.games.kernel_replay import assert_same_actions, random_chooser
from tests.games.random_player import RandomPlayer

STRATEGIES = kernel.STRATEGIES
GAME = CastleCombo((EXPANSION,))
OPTIONS: tuple[Rules | None, ...] = (
    None,
    Rules(),
    Rules(locks="geen"),
    Rules(king="wetenschap"),
    Rules(third="na-kopen"),
    Rules(locks="alle", king="wetenschap", third="na-kopen"),
    Rules(locks="geen", king="wetenschap", third="na-kopen"),
)
"""The base game (``None``) and Uit de Kerker! under each value of its three options."""

Case = tuple[Setup, int, tuple[str, ...]]


def _cases(count: int, first_seed: int) -> list[Case]:
    """Case ``i``: ``2 + i % 4`` players, the start seat turning with ``i``, the options
    (``OPTIONS``) and the computer player of each seat drawn from a stream seeded 22."""
    rng = random.Random(22)
    cases = []
    for index in range(count):
        players = 2 + index % 4
        mix = tuple(rng.choice(STRATEGIES) for _ in range(players))
        setup = Setup(players, start=(index // 4) % players, kerker=rng.choice(OPTIONS))
        cases.append((setup, first_seed + index, mix))
    return cases


CASES = _cases(600, 1)
BLOCK = 100
"""Cases per test: a block of consecutive cases holds every player count and many mixes."""


def blocks(cases: Sequence[Case]) -> list[tuple[int, int]]:
    """The (first, last) case indexes of each block of ``cases``."""
    return [(at, min(at + BLOCK, len(cases))) for at in range(0, len(cases), BLOCK)]


def agents(mix: Sequence[str], seed: int) -> dict[int, Any]:
    """The engine's computer players of a game, seeded as ``castle-combo simuleer`` seeds them."""
    return {seat: BOTS[name](kernel.agent_seed(seed, seat)) for seat, name in enumerate(mix)}


def engine_game(setup: Setup, seed: int, players: dict[int, Any]) -> Playthrough[Any, Any]:
    playing: Playthrough[Any, Any] = Playthrough.start(GAME, setup, seed, players)
    playing.run()
    return playing


def describe(case: Case) -> str:
    setup, seed, mix = case
    kerker = "basisspel" if setup.kerker is None else f"kerker {setup.kerker}"
    return f"zaad {seed}, {setup.players} spelers, start {setup.start + 1}, {kerker}, {mix}"


def replay(case: Case) -> int:
    """The kernel's game and the engine's, action for action and by result; the actions."""
    setup, seed, mix = case
    played = kernel.play_game(setup, seed, mix, record=True)
    playing = engine_game(setup, seed, agents(mix, seed))
    assert played.actions is not None
    same_actions(playing.actions, played.actions, describe(case))
    assert GAME.is_over(playing.state)
    assert played.scores == tuple(GAME.scores(playing.state)), describe(case)
    assert played.winners == tuple(GAME.result(playing.state).winners), describe(case)
    return len(played.actions)


def same_actions(engine: Sequence[Any], kernel_actions: Sequence[str], what: str) -> None:
    theirs = [str(action) for action in engine]
    mine = list(kernel_actions)
    assert_same_actions(mine, theirs, what)


def replay_random(setup: Setup, seed: int, seats: Sequence[str | None]) -> int:
    """A game in which the seats named ``None`` are random players, the others the named
    computer players; compared as ``replay``. The number of actions."""
    mix = tuple(name or "gulzig" for name in seats)
    players = agents(mix, seed)
    choosers: list[kernel.Chooser | None] = []
    for seat, name in enumerate(seats):
        if name is None:
            players[seat] = RandomPlayer(seed * 7 + seat)
            choosers.append(random_chooser(seed * 7 + seat))
        else:
            choosers.append(None)
    played = kernel.play_game(setup, seed, mix, record=True, choosers=choosers)
    playing = engine_game(setup, seed, players)
    assert played.actions is not None
    what = describe((setup, seed, tuple(name or "willekeurige zet" for name in seats)))
    same_actions(playing.actions, played.actions, what)
    assert played.scores == tuple(GAME.scores(playing.state)), what
    assert played.winners == tuple(GAME.result(playing.state).winners), what
    return len(played.actions)
