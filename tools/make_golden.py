"""Write the golden games: seeded whole games between computer players, checked in as logs.

Each log is a game's first state, every action with a Dutch gloss, and the last state with the
scores (``core.model.game.GameRecord``). Every game of the registry names its golden games in
its own package (``GameDescription.trials``: ``GoldenGame`` with a setup, a seed and a computer
player per seat). ``tests/games/test_golden.py`` replays every log through the engine and plays
the same seed again; both must give the same game, so any change in the rules' behaviour shows
up as a diff here (OpenSpiel's playthroughs). After a deliberate rule change, run
``make golden`` and read the diff.

Usage: ``python tools/make_golden.py`` (``make golden``).
"""

from __future__ import annotations

import pathlib
import sys
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden"


def golden_games() -> dict[str, tuple[str, Any]]:
    """Every golden game of every registered game by file name: the id of the game whose engine
    plays it (an expansion's base game) and its ``GoldenGame``."""
    from rulebook.games import DESCRIPTIONS

    found: dict[str, tuple[str, Any]] = {}
    for description in DESCRIPTIONS:
        if description.trials is None:
            continue
        for golden in description.trials().golden:
            if golden.file in found:
                raise ValueError(f"two golden games write {golden.file}")
            found[golden.file] = (description.base or description.id, golden)
    return found


def computers_of(game_id: str) -> Any:
    """The computer players of a game (and its expansions) by name."""
    from rulebook.games import BY_ID

    trials = BY_ID[game_id].trials
    if trials is None:
        raise ValueError(f"{game_id} offers no trials")
    return trials().computers


def play(game_id: str, golden: Any) -> list[str]:
    """The log lines of one seeded game between these computer players."""
    from rulebook.core.model.game import Playthrough
    from rulebook.games import game as make_game

    game = make_game(game_id)  # able to switch on every expansion of the game
    computers = computers_of(game_id)
    agents = {seat: computers[name] for seat, name in enumerate(golden.computers)}
    playthrough = Playthrough.start(game, golden.setup, golden.seed, agents)
    playthrough.run()
    header = ["# computerspelers: " + " ".join(golden.computers)]
    return header + playthrough.record().lines(game)


def main() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, (game_id, golden) in golden_games().items():
        lines = play(game_id, golden)
        (GOLDEN / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{name}: {len(lines)} regels")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
