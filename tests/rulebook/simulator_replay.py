"""Shared by the replay tests of the simulator: a fixed list of seeded games and the replay.

``GAMES`` holds 1,000 cases (setup, seed, styles): two to four players, all four ingredient
sets and own-set mixes, the test tubes, the disputed options and every mix of styles. The tests
are split over several files (``test_simulator_replay_*.py``) so pytest-xdist runs them side by
side; each file takes its own slice.

``replay`` plays a case in the kernel with ``record=True`` and applies every recorded action to
the engine, from ``new_game``: the engine must accept each one, and at every round's start and at
the end its state must read as the kernel's summary; the scores and winners must agree.
"""

from __future__ import annotations

import functools
import random

from rulebook.quacks.actions import Action
from rulebook.quacks.books import BlueFourFour, GreenThreeFour, PriceOptions
from rulebook.quacks.engine import make_game
from rulebook.quacks.rules import winners
from rulebook.quacks.simulator import round_summary, simulate
from rulebook.quacks.strategies import Style
from rulebook.quacks.table import KIND_INDEX, BlackTie, GameState, LastRoundExploded, Setup

GAME = make_game()
CHUNKS = 4
"""The replay files; each replays ``len(GAMES) // CHUNKS`` games."""


def _cases(count: int) -> list[tuple[Setup, int, tuple[Style, ...]]]:
    rng = random.Random(6)
    styles = list(Style)
    cases = []
    for index in range(count):
        players = (2, 3, 4, 4)[index % 4]
        if index % 5 == 4:
            books = tuple(rng.choice((1, 2, 3, 4)) for _ in range(5))
        else:
            books = ((index // 4) % 4 + 1,) * 5
        setup = Setup(
            players=players,
            books=books,
            test_tubes=index % 3 == 1,
            black_tie=BlackTie.LITERAL if index % 7 == 3 else BlackTie.AT_LEAST_ONE,
            last_round_exploded=(
                LastRoundExploded.ENGLISH_RULEBOOK
                if index % 6 == 5
                else LastRoundExploded.DUTCH_SEED
            ),
            prices=PriceOptions(
                GreenThreeFour.ALMANAC if index % 11 == 7 else GreenThreeFour.PRINTED_BOOK,
                BlueFourFour.FAN_SOURCES if index % 13 == 8 else BlueFourFour.ALMANAC,
            ),
        )
        mix = tuple(styles[(index // 3**seat) % 3] for seat in range(players))
        cases.append((setup, 1000 + index, mix))
    return cases


GAMES = _cases(1000)


def chunk(number: int) -> list[tuple[Setup, int, tuple[Style, ...]]]:
    """The games of replay file ``number`` (1 to ``CHUNKS``): a block of consecutive cases,
    so every file has as many two-, three- and four-player games."""
    size = len(GAMES) // CHUNKS
    return GAMES[(number - 1) * size : number * size]


def case_id(value: object) -> str:
    """A short test id: ``4p-1.1.1.1.1-buizen``, the seed, ``V.G.R`` for the styles."""
    if isinstance(value, Setup):
        books = ".".join(str(n) for n in value.books)
        return f"{value.players}p-{books}" + ("-buizen" if value.test_tubes else "")
    if isinstance(value, tuple):
        return ".".join(style.value[0].upper() for style in value)
    return str(value)


@functools.lru_cache(maxsize=4096)
def _action(text: str) -> Action:
    return GAME.parse_action(text)


def replay(setup: Setup, seed: int, styles: tuple[Style, ...]) -> None:
    """The kernel's game, replayed in the engine: every action accepted, the same states at
    every round's start and at the end, the same scores and winners."""
    played = simulate(setup, seed, styles, record=True)
    assert played.actions is not None and played.rounds is not None
    state = GAME.new_game(setup, seed)
    seen = [summarize(state)]
    for text in played.actions:
        before = state.round
        state = GAME.apply(state, _action(text))
        if state.round != before or state.over:
            seen.append(summarize(state))
    assert GAME.is_over(state), "the kernel's actions end before the engine's game does"
    assert seen == list(played.rounds)
    assert GAME.scores(state) == played.scores
    assert tuple(winners(state)) == played.winners


def summarize(state: GameState) -> str:
    """The engine's ``GameState`` in the words of the kernel's round summaries."""
    return round_summary(
        "einde" if state.over else f"ronde {state.round}",
        [
            (
                p.score,
                p.droplet,
                p.rubies,
                p.flask,
                p.tube,
                str(p.bag),
                sorted(KIND_INDEX[chip] for chip in p.aside),
            )
            for p in state.players
        ],
        str(state.supply),
    )
