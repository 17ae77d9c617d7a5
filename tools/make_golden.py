"""Write the golden games: seeded whole games between computer players, checked in as logs.

Each log is a game's first state, every action with a Dutch gloss, and the last state with the
scores (``rulebook.core.game.GameRecord``). ``tests/games/test_golden.py`` replays every log
through the engine and plays the same seed again; both must give the same game, so any change in
the rules' behaviour shows up as a diff here (OpenSpiel's playthroughs). After a deliberate rule
change, run ``make golden`` and read the diff.

Usage: ``python tools/make_golden.py`` (``make golden``).
"""

from __future__ import annotations

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden"


def golden_games() -> dict[str, tuple[object, int, tuple[str, ...]]]:
    """Every golden game by file name: its setup, seed and the computer players per seat."""
    from rulebook.quacks.alchemists.expansion import AlchemistsSetup
    from rulebook.quacks.table import Setup

    return {
        "kwakzalvers-2-spelers-set-1.log": (
            Setup.with_set(1, players=2),
            1,
            ("voorzichtig", "rekenaar"),
        ),
        "kwakzalvers-3-spelers-set-2.log": (
            Setup.with_set(2, players=3),
            2,
            ("gulzig", "voorzichtig", "rekenaar"),
        ),
        "kwakzalvers-4-spelers-set-3.log": (
            Setup.with_set(3, players=4),
            3,
            ("rekenaar", "gulzig", "voorzichtig", "rekenaar"),
        ),
        "kwakzalvers-4-spelers-set-4.log": (
            Setup.with_set(4, players=4),
            4,
            ("voorzichtig", "voorzichtig", "gulzig", "rekenaar"),
        ),
        "kwakzalvers-3-spelers-eigen-set-reageerbuis.log": (
            Setup(players=3, books=(2, 1, 4, 3, 1), test_tubes=True),
            5,
            ("rekenaar", "voorzichtig", "gulzig"),
        ),
        "kwakzalvers-alchemisten-5-spelers-set-2.log": (
            Setup.with_set(2, players=5, extras=(AlchemistsSetup(),)),
            10,  # Schichtigheid, Oorwurm and Zeiloren treated
            ("rekenaar", "gulzig", "voorzichtig", "gulzig", "rekenaar"),
        ),
        "kwakzalvers-alchemisten-3-spelers-set-1.log": (
            Setup.with_set(1, players=3, extras=(AlchemistsSetup(),)),
            8,  # Schichtigheid, Vergeetachtigheid and Vampierisme treated
            ("voorzichtig", "rekenaar", "gulzig"),
        ),
        "kwakzalvers-alchemisten-4-spelers-set-3-boek-10.log": (
            Setup.with_set(3, players=4, extras=(AlchemistsSetup(book=10),)),
            11,  # Zeiloren, Kippenogen, Vampierisme; locoweed sent back by book 10
            ("gulzig", "rekenaar", "voorzichtig", "rekenaar"),
        ),
    }


def play(setup: object, seed: int, styles: tuple[str, ...]) -> list[str]:
    """The log lines of one seeded game between these computer players."""
    from rulebook.core.game import Playthrough
    from rulebook.games import game as make_game
    from rulebook.quacks.bots import BOTS

    game = make_game()  # able to switch on De Alchemisten
    agents = {seat: BOTS[style] for seat, style in enumerate(styles)}
    playthrough = Playthrough.start(game, setup, seed, agents)  # type: ignore[arg-type]
    playthrough.run()
    header = ["# computerspelers: " + " ".join(styles)]
    return header + playthrough.record().lines(game)


def main() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, (setup, seed, styles) in golden_games().items():
        lines = play(setup, seed, styles)
        (GOLDEN / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{name}: {len(lines)} regels")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
