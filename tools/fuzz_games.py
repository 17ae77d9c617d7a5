"""Play many seeded games between random players under every option: ``tools/fuzz_games.py``.

Each game gets a setup built the way a reader builds one on the command line (``--optie
NAAM=WAARDE``, ``rulebook.quacks.setup_options``): game ``n`` forces the ``n``-th of every
option's values away from its default, and switches each other option to a random value with
probability ``MIXED``; De Alchemisten is switched on when a forced option needs it and otherwise
in half the games. Every seat is a ``RandomPlayer`` (``bots.random_players``), which picks
uniformly among the legal actions, so rules no style would choose get played too. A legal
action that the engine then refuses, or any other error, is a failure.

    PYTHONPATH=. python tools/fuzz_games.py --games 10000

prints how many games were played, under how many option values, how long it took and every
failure (its seed and setup, so ``play(seed)`` replays it). ``tests/games/test_option_fuzz.py``
plays a few hundred of the same games in CI.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass
from typing import Any

from rulebook.core.model.game import Playthrough
from rulebook.core.model.notation import dumps
from rulebook.quacks.alchemists.data import Glass, Patient
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.alchemists.patients.data import (
    CHICKEN_EYES_FROM_PICTURES,
    OwnGlasses,
    PatientOptions,
)
from rulebook.quacks.board import DIE_OPTION_NAMES, TEST_TUBES
from rulebook.quacks.books import BlueFourFour, GreenThreeFour, PriceOptions
from rulebook.quacks.bots import random_players
from rulebook.quacks.engine import shared_game
from rulebook.quacks.setup_options import option_fields, values_of, with_options
from rulebook.quacks.table import Setup

MIXED = 0.3
"""The chance that an option other than the forced one is set to a random value."""

ALCHEMISTS = AlchemistsSetup()

OWN_VALUES: dict[str, list[Any]] = {
    "boeken": [(1, 2, 3, 4, 1), (4, 3, 2, 1, 4), (2, 2, 2, 2, 2), (3, 3, 3, 3, 3), (4, 4, 4, 4, 4)],
    "prijzen": [
        PriceOptions(green_three_four=GreenThreeFour.ALMANAC),
        PriceOptions(blue_four_four=BlueFourFour.FAN_SOURCES),
    ],
    "dobbelsteen": list(DIE_OPTION_NAMES.values()),
    "glazen": [tuple(reversed(TEST_TUBES))],
    "narrenkruidboek": [10, 11, 12, 16],
    "patienten": [
        PatientOptions(
            chicken_eyes=tuple(reversed(CHICKEN_EYES_FROM_PICTURES)), vampirism_coins=(5,) * 9
        )
    ],
    "eigen-glazen": [
        (OwnGlasses(Patient.FORGETFULNESS, (Glass(rat=True),) * 10),),
        (OwnGlasses(Patient.WING_EARS, (Glass(victory_points=2),) * 10),),
    ],
}
"""Values for the options that are not a yes/no or an enum, written with the notation."""


def option_values() -> list[tuple[str, str, bool]]:
    """Every value of every option, as ``(name, text, needs De Alchemisten)``: each enum member,
    ja and nee, and the values above."""
    base = set(option_fields())
    pairs = []
    for name, option in option_fields((ALCHEMISTS,)).items():
        texts = values_of(option) or [dumps(value) for value in OWN_VALUES[name]]
        pairs += [(name, text, name not in base) for text in texts]
    return pairs


OPTION_VALUES = option_values()


def random_setup(seed: int) -> Setup:
    """The setup of game ``seed`` (see the module's text), built through ``with_options``."""
    rng = random.Random(f"opzet:{seed}")
    forced = OPTION_VALUES[seed % len(OPTION_VALUES)]
    alchemists = forced[2] or rng.random() < 0.5
    players = rng.choice([2, 3, 4, 5] if alchemists else [2, 3, 4])
    chosen = [
        f"{name}={text}"
        for name, text, expansion in OPTION_VALUES
        if (alchemists or not expansion) and rng.random() < MIXED / 3
    ]
    chosen.append(f"{forced[0]}={forced[1]}")
    extras = (ALCHEMISTS,) if alchemists else ()
    setup = Setup(players=players, books=(rng.randint(1, 4),) * 5, extras=extras)
    return with_options(setup, chosen)


@dataclass(frozen=True)
class Played:
    """One fuzzed game: its seed, setup, how many actions it took, and the error if any."""

    seed: int
    setup: Setup
    actions: int
    error: str | None


def play(seed: int) -> Played:
    """Game ``seed`` between random players under ``random_setup(seed)``."""
    setup = random_setup(seed)
    game = shared_game()
    playthrough = Playthrough.start(game, setup, seed, random_players(seed, setup.players))
    try:
        playthrough.run()
        if not game.is_over(playthrough.state):
            raise RuntimeError("the game stopped before its end")
    except Exception as error:  # every error is a finding, with its place
        where = traceback.extract_tb(error.__traceback__)[-1]
        place = f"{where.filename.rsplit('/', 1)[-1]}:{where.lineno}"
        return Played(seed, setup, len(playthrough.actions), f"{error!r} at {place}")
    return Played(seed, setup, len(playthrough.actions), None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="how many games (default 1000)")
    parser.add_argument("--first", type=int, default=0, help="the first seed (default 0)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    failures: list[Played] = []
    actions = 0
    kinds: Counter[str] = Counter()
    for seed in range(args.first, args.first + args.games):
        result = play(seed)
        actions += result.actions
        kinds["met De Alchemisten" if result.setup.extras else "basisspel"] += 1
        if result.error is not None:
            failures.append(result)
            print(f"zaad {seed}: {result.error}\n  {result.setup}", flush=True)
    seconds = time.perf_counter() - start
    print(
        f"{args.games} partijen (zaden {args.first} tot {args.first + args.games - 1}; "
        f"{', '.join(f'{n} {k}' for k, n in kinds.items())}) met willekeurige spelers onder "
        f"{len(OPTION_VALUES)} optiewaarden, {actions} zetten, in {seconds:.0f} s: "
        f"{len(failures)} fout."
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
