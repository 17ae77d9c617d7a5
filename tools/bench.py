"""``make bench``: measure the speed targets of the issues and print them as a table.

Speed is measured here, not asserted in tests (a timed test fails on a busy machine and proves
nothing on a fast one). Each number is the median of several runs on this machine.

Targets (issue #2):
- ``import rulebook`` (every game registered) under 100 ms, with no Jupyter package loaded;
- one essence ruling under 1 ms;
- a widget's answer to a click (an intent through rulebook, the stepper updated) under 50 ms.

Targets (issue #6), on one core:
- at least 1,000 whole seeded 4-player games a second with the full rules and the computer
  players (``rulebook.quacks.simulator``; the three styles mixed, sets 1 to 4 in turn);
- the exact chance that the next chip explodes the cauldron, for a 30-chip bag, under 20 µs
  (``rulebook.quacks.rules.explosion_chance``);
- 10,000 Monte-Carlo brewing rounds under 250 ms (``simulator.brew_monte_carlo``).
"""

from __future__ import annotations

import json
import pathlib
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

ROOT = pathlib.Path(__file__).resolve().parents[1]

IMPORT_PROBE = """
import json, sys, time
start = time.perf_counter()
import rulebook, rulebook.games, rulebook.quacks.alchemists
elapsed = time.perf_counter() - start
jupyter = [m for m in ("ipywidgets", "anywidget", "IPython", "pandas", "traitlets", "widgets")
           if m in sys.modules]
print(json.dumps({"seconds": elapsed, "jupyter": jupyter}))
"""


def median_seconds(
    action: Callable[[], object],
    repeat: int,
    number: int,
    clock: Callable[[], float] = time.perf_counter,
) -> float:
    """The median over ``repeat`` rounds of the mean time of ``number`` calls."""
    rounds = []
    for _ in range(repeat):
        start = clock()
        for _ in range(number):
            action()
        rounds.append((clock() - start) / number)
    return statistics.median(rounds)


def measure_import(repeat: int = 7) -> tuple[float, list[str]]:
    timings, loaded = [], []
    for _ in range(repeat):
        done = subprocess.run(
            [sys.executable, "-c", IMPORT_PROBE],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
        )
        report = json.loads(done.stdout)
        timings.append(report["seconds"])
        loaded = report["jupyter"]
    return statistics.median(timings), loaded


def measure_ruling() -> float:
    from rulebook.quacks.alchemists import essence_ruling
    from rulebook.quacks.alchemists.examples import SEED_EXAMPLE

    return median_seconds(lambda: essence_ruling(SEED_EXAMPLE), repeat=7, number=500)


def measure_click() -> float:
    from widgets import EssenceExplorer

    explorer = EssenceExplorer()
    intents = [{"type": "add", "chip": "G1"}, {"type": "remove", "index": 7}]
    state = {"turn": 0}

    def click() -> None:
        explorer.apply(intents[state["turn"] % 2])
        state["turn"] += 1

    seconds = median_seconds(click, repeat=7, number=40)
    if explorer.error:
        raise SystemExit(f"the explorer refused a benchmark click: {explorer.error}")
    return seconds


GAMES_PER_RUN = 250
BENCH_BAG = "W1x6 W2x3 W3x2 O1x4 G1x3 G2 B1x2 B2 R1x2 R2 Y1 P1x2 Z1x2"
"""A 30-chip bag of a late round."""


def measure_games() -> float:
    """Whole 4-player games a second on one core: the median of several runs of
    ``GAMES_PER_RUN`` seeds, after a warm-up (the kernel remembers the bots' purchases per
    setup), in this process's CPU time (a busy machine makes the wall clock wait, not the
    core work)."""
    from rulebook.quacks.simulator import simulate
    from rulebook.quacks.strategies import Style
    from rulebook.quacks.table import Setup

    setups = [Setup.with_set(number, players=4) for number in (1, 2, 3, 4)]
    styles = list(Style)
    first = {"seed": 0}

    def games() -> None:
        for _ in range(GAMES_PER_RUN):
            seed = first["seed"]
            first["seed"] += 1
            mix = [styles[(seed + seat) % 3] for seat in range(4)]
            simulate(setups[seed % 4], seed, mix)

    games()
    return GAMES_PER_RUN / median_seconds(games, repeat=5, number=1, clock=time.process_time)


def measure_odds() -> float:
    from rulebook.quacks.rules import explosion_chance
    from rulebook.quacks.state import Chips

    bag = Chips.parse(BENCH_BAG)
    cauldron = Chips.parse("W3 O1 W2 G1")
    assert len(bag) == 30
    return median_seconds(lambda: explosion_chance(cauldron, bag), repeat=7, number=2000)


def measure_monte_carlo() -> float:
    from fractions import Fraction

    from rulebook.quacks.simulator import StopRule, brew_monte_carlo
    from rulebook.quacks.table import Bag

    bag = Bag.parse(BENCH_BAG)
    stop = StopRule(risk=Fraction(1, 5))
    return median_seconds(
        lambda: brew_monte_carlo(bag, 0, stop, rounds=10_000, seed=1), repeat=5, number=1
    )


def row(name: str, seconds: float, target_ms: float, note: str = "") -> tuple[str, bool]:
    measured_ms = seconds * 1000
    ok = measured_ms < target_ms
    mark = "ja" if ok else "NEE"
    target = f"< {target_ms:g} ms"
    return f"| {name:50} | {measured_ms:10.3f} ms | {target:8} | {mark:4} | {note}", ok


def micro_row(name: str, seconds: float, target_us: float, note: str = "") -> tuple[str, bool]:
    measured_us = seconds * 1_000_000
    ok = measured_us < target_us
    mark = "ja" if ok else "NEE"
    target = f"< {target_us:g} µs"
    return f"| {name:50} | {measured_us:10.3f} µs | {target:8} | {mark:4} | {note}", ok


def rate_row(name: str, per_second: float, target: float, note: str = "") -> tuple[str, bool]:
    ok = per_second >= target
    mark = "ja" if ok else "NEE"
    target_text = f"≥ {target:g}/s"
    return f"| {name:50} | {per_second:11.0f}/s | {target_text:8} | {mark:4} | {note}", ok


def main() -> int:
    sys.path.insert(0, str(ROOT))
    import_seconds, loaded = measure_import()
    rows = [
        row(
            "import rulebook (alle spellen)",
            import_seconds,
            100,
            "Jupyter geladen: " + (", ".join(loaded) if loaded else "nee"),
        ),
        row("één essentie-uitspraak (voorbeeld uit de regels)", measure_ruling(), 1),
        row("klik in de essentieverkenner (in de kernel)", measure_click(), 50),
        rate_row(
            "hele partijen met 4 spelers per seconde",
            measure_games(),
            1000,
            "simulator.simulate, CPU-tijd; drie stijlen door elkaar, set 1 tot 4",
        ),
        micro_row(
            "kans op ontploffen, buidel van 30 fiches",
            measure_odds(),
            20,
            "rules.explosion_chance",
        ),
        row(
            "10.000 Monte-Carlo-brouwrondes",
            measure_monte_carlo(),
            250,
            "simulator.brew_monte_carlo; stop boven 1/5 kans",
        ),
    ]
    print(f"| {'meting':50} | {'gemeten':>13} | doel     | goed | opmerking")
    print(f"|{'-' * 52}|{'-' * 15}|----------|------|----------")
    for text, _ in rows:
        print(text)
    all_ok = all(ok for _, ok in rows) and not loaded
    print("\nAlle doelen gehaald." if all_ok else "\nNiet alle doelen gehaald.")
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
