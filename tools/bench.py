"""``make bench``: measure the speed targets of the issues and print them as a table.

Speed is measured here, not asserted in tests (a timed test fails on a busy machine and proves
nothing on a fast one). Each number is the median of several runs on this machine.

Targets (issue #2):
- ``import rulebook`` (every game registered) under 100 ms, with no Jupyter package loaded;
- one essence ruling under 1 ms;
- a widget's answer to a click (an intent through rulebook, the stepper updated) under 50 ms.

Targets (issue #7): a click at the game table under 50 ms in the kernel. Measured: the reader's
"trekt een fiche" (the draw, chance's chip, the new pictures, offers and log lines) and "neem
terug", one after the other, the mean per click. Not held to 50 ms, and shown for information:
"stopt", after which the three computers brew and the scoring runs until the reader must choose
again (deliberate computer play, at most ``AUTO_LIMIT`` actions).
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


def median_seconds(action: Callable[[], object], repeat: int, number: int) -> float:
    """The median over ``repeat`` rounds of the mean time of ``number`` calls."""
    rounds = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            action()
        rounds.append((time.perf_counter() - start) / number)
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


def _table() -> object:
    """Seed 5, four players: the reader took card P7's rubies and may draw now."""
    from widgets import GameTable

    table = GameTable.kwakzalvers(players=4, set=1, seed=5)
    table.act("1 kies 3")
    return table


def measure_table_click() -> tuple[float, int]:
    """The mean time of a draw or an undo at the game table, and the bytes a draw sends (its
    new pictures and log lines, as JSON)."""
    import json

    from widgets import GameTable

    table = _table()
    assert isinstance(table, GameTable)
    state = {"turn": 0}

    def click() -> None:
        if state["turn"] % 2 == 0:
            table.act("1 trek")
        else:
            table.undo()
        state["turn"] += 1

    seconds = median_seconds(click, repeat=7, number=40)
    if table.error:
        raise SystemExit(f"the game table refused a benchmark click: {table.error}")
    table.act("1 trek")
    sent = json.dumps({"pictures": table.pictures, "log_new": table.log_new, "menus": table.menus})
    return seconds, len(sent.encode("utf-8"))


def measure_table_stop(repeat: int = 7) -> float:
    """The reader stops: the computers brew and the scoring runs until the reader shops. Only
    the click is timed (a fresh table each time, made before the clock starts)."""
    import time

    from widgets import GameTable

    timings = []
    for _ in range(repeat):
        table = _table()
        assert isinstance(table, GameTable)
        start = time.perf_counter()
        table.act("1 stop")
        timings.append(time.perf_counter() - start)
        if table.error:
            raise SystemExit(f"the game table refused a benchmark click: {table.error}")
    return statistics.median(timings)


def row(name: str, seconds: float, target_ms: float, note: str = "") -> tuple[str, bool]:
    measured_ms = seconds * 1000
    ok = measured_ms < target_ms
    mark = "ja" if ok else "NEE"
    target = f"< {target_ms:g} ms"
    return f"| {name:50} | {measured_ms:10.3f} ms | {target:8} | {mark:4} | {note}", ok


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
    ]
    table_seconds, table_bytes = measure_table_click()
    rows += [
        row(
            "klik aan de speltafel: trekken of terugnemen",
            table_seconds,
            50,
            f"een trekklik stuurt {table_bytes / 1000:.0f} kB (2 plaatjes, 2 logregels)",
        ),
        row(
            "klik aan de speltafel: stoppen (computers spelen)",
            measure_table_stop(),
            250,
            "ter informatie (geen doel uit de issue): 3 computers, ~50 zetten",
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
