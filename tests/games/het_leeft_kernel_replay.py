"""Shared by the replay tests of Het Leeft!'s kernel (``rulebook/its_alive/kernel.py``).

``CASES`` holds 2,000 seeded basic games and 240 advanced series (each as many games as
players): 2 to 5 players, every start seat, both computer strategies in every mix, both ways to
pay a fetched card, both coffin scores and three sets of card values (the example set, one with
repeated values in every kind and one with high values). ``replay`` plays a case in the kernel
and in the engine (``Playthrough`` with ``bots.make_bots``, as ``simuleer`` plays it) and
compares the actions one by one (every choice and every card turned, in the engine's notation),
then the scores and the winners. The test files take blocks of these cases, so pytest-xdist
spreads them.

``replay_random`` does the same for random players (a seeded uniform pick among the legal
actions, swaps on their own board included), who reach moments the strategies never choose; the
kernel follows them through its ``choosers`` and must offer exactly the engine's legal actions
in the engine's order, or the two random streams part at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rulebook.core.model.game import Playthrough
from rulebook.core.model.task_game import Move
from rulebook.its_alive import kernel
from rulebook.its_alive.bots import make_bots
from rulebook.its_alive.data import EXAMPLE_VALUES, CardValues, CoffinScore, FetchPayment
from rulebook.its_alive.engine import make_game, make_match
from rulebook.its_alive.state import Setup
from tests.games.kernel_replay import assert_same_actions, random_chooser
from tests.games.random_player import RandomPlayer

STRATEGIES = ("verzamelaar", "handelaar")

REPEATED = CardValues(
    (
        (2, 2, 4, 4, 6, 6),  # armen
        (3, 3, 3, 6, 6, 9),  # hersenen
        (5, 5, 7, 7, 9, 9),  # doodskist: equal coffins on one board
        (2, 3, 3, 5, 5, 7),  # voeten
        (1, 1, 4, 4, 7, 7),  # handen
        (3, 4, 4, 5, 5, 8),  # hoofd
        (3, 3, 6, 6, 8, 8),  # hart
        (2, 2, 2, 7, 7, 7),  # benen
        (4, 4, 4, 4, 4, 4),  # torso: six equal cards
        (1, 1, 2, 2, 9, 9),  # opstand
    )
)
"""Repeated values in every kind: equal cards in the deck, on a board and kept beside it."""
HIGH = CardValues(
    (
        (5, 8, 11, 14, 17, 20),
        (10, 12, 14, 16, 18, 20),
        (12, 15, 18, 21, 24, 27),
        (5, 8, 11, 14, 17, 20),
        (6, 9, 12, 15, 18, 21),
        (10, 12, 14, 16, 18, 20),
        (10, 13, 16, 19, 22, 25),
        (5, 8, 11, 14, 17, 20),
        (10, 12, 14, 16, 18, 20),
        (3, 6, 9, 12, 15, 18),
    )
)
"""High values (two digits, numbers that order differently as text): cards dear next to the 12
start coins, so more sales, fetches paid with cards and uprisings that cannot be paid."""
VALUES = (EXAMPLE_VALUES, REPEATED, HIGH)

Case = tuple[Setup, int, tuple[str, ...]]


def _cases(count: int, advanced: bool, first_seed: int) -> list[Case]:
    cases = []
    for index in range(count):
        players = 2 + index % 4
        setup = Setup(
            players=players,
            start=(index // 4) % players,
            advanced=advanced,
            values=VALUES[(index // 3) % 3] if index % 4 == 1 else EXAMPLE_VALUES,
            fetch_payment=FetchPayment.MIXED if index % 5 in (1, 3) else FetchPayment.SEPARATE,
            coffins=CoffinScore.ONE if index % 6 == 2 else CoffinScore.EACH,
        )
        mix = tuple(STRATEGIES[(index // 2**seat) % 2] for seat in range(players))
        cases.append((setup, first_seed + index, mix))
    return cases


BASIC = _cases(2000, False, 1)
ADVANCED = _cases(240, True, 50_001)
BLOCK = 100
"""Cases per test: a block of consecutive cases holds every player count and option."""


def blocks(cases: Sequence[Case]) -> list[tuple[int, int]]:
    """The (first, last) case indexes of each block of ``cases``."""
    return [(at, min(at + BLOCK, len(cases))) for at in range(0, len(cases), BLOCK)]


def engine_actions(game: Any, setup: Setup, seed: int, agents: dict[int, Any]) -> Any:
    playing = Playthrough.start(game, setup, seed, agents)
    playing.run()
    return playing


def _describe(case: Case) -> str:
    setup, seed, mix = case
    return (
        f"zaad {seed}, {setup.players} spelers, start {setup.start + 1}, "
        f"{'gevorderd' if setup.advanced else 'basis'}, ophalen={setup.fetch_payment.value}, "
        f"doodskisten={setup.coffins.value}, waarden={setup.values.compact()[:12]}, {mix}"
    )


def replay(case: Case) -> int:
    """The kernel's game and the engine's, action for action and by result; the actions."""
    setup, seed, mix = case
    played = kernel.play_game(setup, seed, mix, record=True)
    game = make_match() if setup.advanced else make_game()
    playing = engine_actions(game, setup, seed, make_bots(mix, seed))
    assert played.actions is not None
    _same_actions(playing.actions, played.actions, _describe(case))
    assert game.is_over(playing.state)
    assert played.scores == tuple(game.scores(playing.state)), _describe(case)
    assert played.winners == tuple(game.result(playing.state).winners), _describe(case)
    return len(played.actions)


def _same_actions(
    engine: Sequence[Move], kernel_actions: Sequence[tuple[int, str]], what: str
) -> None:
    mine = [str(action) for action in kernel.as_engine_actions(kernel_actions)]
    theirs = [str(action) for action in engine]
    assert_same_actions(mine, theirs, what)


def replay_random(
    setup: Setup, seed: int, seats: Sequence[str | None], ends: list[Any] | None = None
) -> int:
    """A game in which the seats named ``None`` are random players, the others the named
    computer strategies; compared as ``replay``. The number of actions; the engine's last state
    is added to ``ends`` when given."""
    mix = tuple(name or "verzamelaar" for name in seats)
    bots = make_bots(mix, seed)
    choosers: list[kernel.Chooser | None] = []
    for seat, name in enumerate(seats):
        if name is None:
            bots[seat] = RandomPlayer(seed * 7 + seat)
            choosers.append(random_chooser(seed * 7 + seat))
        else:
            choosers.append(None)
    played = kernel.play_game(setup, seed, mix, record=True, choosers=choosers)
    game = make_match() if setup.advanced else make_game()
    playing = engine_actions(game, setup, seed, bots)
    assert played.actions is not None
    what = _describe((setup, seed, tuple(name or "willekeurig" for name in seats)))
    _same_actions(playing.actions, played.actions, what)
    assert played.scores == tuple(game.scores(playing.state)), what
    assert played.winners == tuple(game.result(playing.state).winners), what
    if ends is not None:
        ends.append(playing.state)
    return len(played.actions)
