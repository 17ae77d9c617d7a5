"""``make bench``: measure the speed targets of the issues and print them as a table.

Speed is measured here, not asserted in tests (a timed test fails on a busy machine and proves
nothing on a fast one). Each number is the median of several runs on this machine.

Targets (issue #2):
- ``import rulebook`` (every game registered) under 100 ms of processor time (the best of nine
  fresh interpreters, bytecode cached), with no Jupyter package loaded;
- one essence ruling under 1 ms;
- the essence chapter's first cell (the rulebook, the widget package, a picture) under 250 ms of
  processor time (issue 24: ``import widgets`` no longer loads every widget and game);
- a widget's answer to a click (an intent through rulebook, the stepper updated) under 50 ms.

Targets (issue #6), on one core:
- at least 1,000 whole seeded 4-player games a second with the full rules and the computer
  players (``rulebook.quacks.simulator``; the three styles mixed, sets 1 to 4 in turn);
- the exact chance that the next chip explodes the cauldron, for a 30-chip bag, under 20 µs
  (``rulebook.quacks.brewing.explosion_chance``);
- 10,000 Monte-Carlo brewing rounds under 250 ms (``simulator.brew_monte_carlo``).

Target (issue #17): scoring any full Castle Combo tableau with its explanation under 2 ms
(``rulebook.castle_combo.rulings.tableau_ruling``; the slowest of 50 seeded tableaux).

Target (issue #8): whole 4-player games with De Alchemisten (patients included) in the engine
with the computer players at no less than half the base game's rate (the kernel plays the base
game only, so the engine is compared with itself).

Targets (issue #7): a click at the game table under 50 ms in the kernel. Measured: the reader's
"trekt een fiche" (the draw, chance's chip, the new pictures, offers and log lines) and "neem
terug", one after the other, the mean per click. Not held to 50 ms, and shown for information:
"stopt", after which the three computers brew and the scoring runs until the reader must choose
again (deliberate computer play, at most ``AUTO_LIMIT`` actions).

The in-browser edition (issue #10) is measured where it runs: ``make lite`` writes the build
time and the site's size to ``build/lite-report.json``, and ``tests/browser/test_lite.py`` (part
of ``make test``) the times from opening the essence chapter in chromium to its first widget, on
a cold and on a warm cache, to ``build/lite-timings.json``. This script prints the last numbers
with the aims (first widget under 10 s cold, under 3 s warm), and the verdict counts them. They
are aims for a reader's machine, and ``make test`` times the browser while other tests share the
two cores, which says little about a reader's: ``make bench-lite`` times them again with nothing
else running.

Targets (issue #9): a search over the whole rulebook (every clause, rule question, worked example
and glossary word of every game) under 20 ms; the search box and the quiz answer a click in under
50 ms in the kernel. Building the index, once per program, is shown for information.

Targets (issue #7):
- a click in any widget of the base game answered in under 50 ms in the kernel (the intent
  checked through rulebook, the traits updated): "Trek" in the digital bag, a cauldron changed in
  the table scorer (the whole table scored again), "verder" through a whole scored round, a score
  in the rat-tail explorer, the coins in the shop, a book of a set's page;
- every chapter runs under nbval (strict, as in ``make test``) in under 20 s: each notebook on its
  own, a kernel started for it, timed from outside (one run each: these are seconds);
- the bytes one "verder" click sends to the browser for a whole scored round of four players,
  counted on the real comm messages (a recording comm, as in the widget tests): under 64 KB. The
  click must send only the step's picture and its index: one picture of a four-player table is
  about 52 KB, the index, the error and the revision a few dozen bytes. Sending the step list
  again (about 12 KB) would still fit, but not a second picture; sending every picture (the old
  stepper) would be about 1 MB.
"""

from __future__ import annotations

import functools
import json
import math
import os
import pathlib
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]

IMPORT_PROBE = """
import json, sys, time
start = time.process_time()
import rulebook, rulebook.games, rulebook.quacks.alchemists
elapsed = time.process_time() - start
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


FIRST_CELL_PROBE = """
import json, time
import IPython  # the kernel has it before any cell runs
start = time.process_time()
from rulebook.quacks import Chips
from widgets import Stepper, picture
picture(Chips.parse("W1x4 W2x2 W3 O1 G1"))
elapsed = time.process_time() - start
print(json.dumps({"seconds": elapsed, "jupyter": []}))
"""
"""The first widget of the essence chapter (the in-browser edition's measured chapter) as its
first cells get it: the rulebook, the widget package and a picture. ``import widgets`` loads
each widget when first used, so the card games' widgets and data wait (issue 24, item 16)."""


def measure_first_cell(repeat: int = 9) -> float:
    """The processor time of ``FIRST_CELL_PROBE`` in fresh interpreters, best of ``repeat``."""
    return measure_import(repeat, FIRST_CELL_PROBE)[0]


def measure_import(repeat: int = 9, probe: str = IMPORT_PROBE) -> tuple[float, list[str]]:
    """``import rulebook`` in a fresh interpreter, as a reader's Python does it: the processor
    time of the import (a busy machine adds waiting, not work), the best of ``repeat`` runs, with
    the bytecode caches in place. A first run writes them; ``PYTHONDONTWRITEBYTECODE`` (set on
    some machines) is left out of the children's environment, since without caches every module
    is compiled again and the row would measure the compiler."""
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    timings, loaded = [], []
    for _ in range(repeat + 1):
        done = subprocess.run(
            [sys.executable, "-c", probe],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
            env=environment,
        )
        report = json.loads(done.stdout)
        timings.append(report["seconds"])
        loaded = report["jupyter"]
    return min(timings[1:]), loaded


def measure_castle_combo_score() -> tuple[float, str]:
    """Issue #17: scoring a full Castle Combo tableau with its explanation (``tableau_ruling``).

    Fifty seeded full tableaux (expansion cards, face-down cards, purses and keys among them);
    each is timed as the best of seven rounds of 40 calls (what the code costs; a busy machine
    only adds to it), and the slowest tableau is reported: "any tableau" under 2 ms."""
    import functools
    import random

    from rulebook.castle_combo.data import ALL_CARDS
    from rulebook.castle_combo.quiz import random_square
    from rulebook.castle_combo.rulings import tableau_ruling
    from rulebook.castle_combo.state import EndTableau

    cards = [card.id for card in ALL_CARDS]
    rng = random.Random(17)
    squares = [random_square(rng, cards) for _ in range(50)]
    slowest, which = 0.0, ""
    for square in squares:
        assert isinstance(square, EndTableau)
        score = functools.partial(tableau_ruling, square)
        seconds = min(median_seconds(score, repeat=1, number=40) for _ in range(7))
        if seconds > slowest:
            slowest, which = seconds, str(square)
    return slowest, which


def measure_ruling() -> float:
    from rulebook.quacks.alchemists import essence_ruling
    from rulebook.quacks.alchemists.essence.examples import SEED_EXAMPLE

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


# -- the widgets of the base game (issue #7) ---------------------------------------------------

FOUR_CAULDRONS = ("W1x2 O1 G1 W2 R1 P1", "W3 W2 W1 B2 Z1", "W1x3 W2 W3", "O1 G1 W1 Z1 W2 B1")
"""A table of four players for the scorer: one exploded, black and purple chips, two droplets."""


def recording() -> list[list[tuple[str, object]]]:
    """From now on every widget gets a comm that keeps the messages Python would send to the
    browser (as ``tests/widgets/conftest.py`` does); one list of messages per comm, in order."""
    import comm
    from comm.base_comm import BaseComm

    made: list[list[tuple[str, object]]] = []

    class Recorder(BaseComm):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            self.sent: list[tuple[str, object]] = []
            made.append(self.sent)
            super().__init__(*args, **kwargs)

        def publish_msg(self, msg_type: str, data: Any = None, *args: Any, **keys: Any) -> None:
            self.sent.append((msg_type, data))

    comm.create_comm = Recorder
    return made


def sent_bytes(messages: list[tuple[str, object]]) -> int:
    """The size of the state updates among ``messages`` as JSON text (what goes over the wire)."""
    return sum(
        len(json.dumps(data, ensure_ascii=False).encode("utf-8"))
        for kind, data in messages
        if kind == "comm_msg" and isinstance(data, dict) and data.get("method") == "update"
    )


def clicks(widget: object, intents: Sequence[Mapping[str, object]]) -> Callable[[], None]:
    """One click per call, going round ``intents``, as the browser sends them."""
    turn = {"n": 0}
    handle = widget._handle_custom_msg  # type: ignore[attr-defined]

    def click() -> None:
        handle(intents[turn["n"] % len(intents)], [])
        turn["n"] += 1

    return click


def refused(widget: object, name: str) -> None:
    error = getattr(widget, "error", "")
    if error:
        raise SystemExit(f"{name} refused a benchmark click: {error}")


def measure_bag_click() -> float:
    """ "Trek" in the digital bag (and "Opnieuw" when the cauldron is done)."""
    from widgets import DigitalBag

    bag = DigitalBag.start("W1x4 W2x2 W3 O1 G1 B1 R1 Y1", set=1, round=2, seed=3)

    def click() -> None:
        if bag.done:
            intent: dict[str, object] = {"type": "restart"}
        elif bag.options:
            intent = {"type": "choose", "index": 0}
        else:
            intent = {"type": "draw"}
        bag._handle_custom_msg(intent, [])

    seconds = median_seconds(click, repeat=7, number=40)
    refused(bag, "the digital bag")
    return seconds


def measure_scorer_click() -> float:
    """A cauldron changed in the table scorer: four cauldrons scored again from A to F."""
    from widgets import TableScorer

    scorer = TableScorer(*FOUR_CAULDRONS, droplets=(2, 0, 1, 3))
    other = {"type": "cauldron", "seat": 1, "text": "W3 W2 W1 B2 Z1 G1"}
    back = {"type": "cauldron", "seat": 1, "text": FOUR_CAULDRONS[1]}
    seconds = median_seconds(clicks(scorer.controls, [other, back]), repeat=5, number=10)
    refused(scorer, "the table scorer")
    return seconds


def scored_round() -> object:
    from rulebook.quacks import situations

    state = situations.scoring_table(list(FOUR_CAULDRONS), droplets=(2, 0, 1, 3), round=3)
    return situations.scoring_ruling(state, seed=1)


def measure_step_click() -> tuple[float, int, int, int]:
    """ "verder" through a whole scored round of four players: the median time of a click (each
    step's picture drawn when first shown), the most bytes one click sent, the bytes of all the
    pictures together, and the number of steps."""
    from widgets import Stepper

    ruling = scored_round()
    made = recording()
    rounds, most = [], 0
    for _ in range(5):
        stepper = Stepper(ruling)  # type: ignore[arg-type]
        sent = made[-1]
        steps = len(stepper.steps)
        start = time.perf_counter()
        for _ in range(steps - 1):
            sent.clear()
            stepper._handle_custom_msg({"type": "next"}, [])
            most = max(most, sent_bytes(sent))
        rounds.append((time.perf_counter() - start) / (steps - 1))
        refused(stepper, "the stepper")
    everything = sum(len(picture.encode("utf-8")) for picture in stepper.pictures)
    return statistics.median(rounds), most, everything, steps


def measure_rats_click() -> float:
    from widgets import RatTailExplorer

    explorer = RatTailExplorer()
    intents = [{"type": "score", "seat": 3, "value": value} for value in (12, 16)]
    seconds = median_seconds(clicks(explorer, intents), repeat=7, number=40)
    refused(explorer, "the rat-tail explorer")
    return seconds


def measure_patient_click() -> float:
    """Clicks in the patient explorer, each answered by the rules in the kernel: "Probeer de
    actie" (Karbonkelneus: a pumpkin to a ruby field, 2 essence), "Bereidingsfase opnieuw", and
    another patient and back (the essence phase and the bonus ruled again, the stepper redrawn)."""
    from rulebook.quacks.alchemists import Patient
    from widgets import PatientExplorer

    explorer = PatientExplorer(Patient.CARROT_NOSE)
    intents = [
        {"type": "try"},
        {"type": "restart"},
        {"type": "patient", "value": "Zeiloren"},
        {"type": "patient", "value": "Karbonkelneus"},
    ]
    seconds = median_seconds(clicks(explorer.controls, intents), repeat=7, number=40)
    refused(explorer, "the patient explorer")
    return seconds


def measure_locoweed_click() -> float:
    """Clicks in the locoweed explorer, each answered by the rules in the kernel: book 10's
    return of the green 2 and of nothing (the ruling and the choices from ``return_options``
    again), and another book and back (book 11 rules the essence phase too)."""
    from widgets import LocoweedExplorer

    explorer = LocoweedExplorer(10, "O1 G2 W1")
    explorer.draw()
    intents: list[dict[str, object]] = [
        {"type": "give_back", "field": 3},
        {"type": "give_back", "field": None},
        {"type": "book", "value": 11},
        {"type": "book", "value": 10},
    ]
    seconds = median_seconds(clicks(explorer.controls, intents), repeat=7, number=40)
    refused(explorer, "the locoweed explorer")
    return seconds


def measure_shop_click() -> float:
    from widgets import Shop

    shop = Shop(12, round=3, set=2)
    intents = [{"type": "coins", "value": value} for value in (13, 12)]
    seconds = median_seconds(clicks(shop, intents), repeat=7, number=40)
    refused(shop, "the shop")
    return seconds


def measure_book_click() -> float:
    from widgets import BookPage

    page = BookPage(set=2)
    colours = ["oranje", "zwart", "groen", "blauw", "rood", "geel", "paars"]
    intents = [{"type": "book", "colour": colour} for colour in colours]
    clicks(page.controls, intents)  # not timed: every example played once
    seconds = median_seconds(clicks(page.controls, intents), repeat=7, number=14)
    refused(page, "the book page")
    return seconds


def measure_showcase_click() -> float:
    """A tab of a choice in chapter 17: the other reading shown in the stepper, same step."""
    from rulebook.quacks import examples
    from widgets import Showcase

    showcase = Showcase({"hoogste": examples.limits_highest(), "optellen": examples.limits_added()})
    showcase.stepper.goto(3)
    intents = [{"type": "choose", "index": index} for index in (1, 0)]
    seconds = median_seconds(clicks(showcase.controls, intents), repeat=7, number=40)
    refused(showcase, "the showcase")
    return seconds


SEARCHES = (
    "fles ontploft",
    "knalerwten",
    "wie gooit de bonusdobbelsteen",
    "essentie onder nul",
    "rattenstaart gelijk koploper",
    "Groene fiches, set 1",
    "staart",
    "mag ik kopen als mijn ketel ontploft is",
)
"""Questions a player types at the table (issue #9: a search answers in under 20 ms)."""


def measure_search_build() -> float:
    """Building the index of the whole rulebook from the registry (once per program)."""
    from rulebook.core.reader.chapters import chapter_map
    from rulebook.core.reader.search import build
    from rulebook.games import DESCRIPTIONS

    chapters = chapter_map()
    return median_seconds(lambda: build(DESCRIPTIONS, chapters), repeat=5, number=1)


def measure_search() -> tuple[float, float]:
    """One search over the whole rulebook: the mean over ``SEARCHES`` (each a fresh index, so
    no query is answered from a cache), and the slowest of them."""
    from rulebook.core.reader.chapters import chapter_map
    from rulebook.core.reader.search import build
    from rulebook.games import DESCRIPTIONS

    chapters = chapter_map()
    times = []
    for query in SEARCHES:
        index = build(DESCRIPTIONS, chapters)
        start = time.perf_counter()
        index.search(query, 8)
        times.append(time.perf_counter() - start)
    return statistics.mean(times), max(times)


def measure_search_click() -> float:
    from widgets import SearchBox

    box = SearchBox()
    intents = [{"type": "search", "text": query} for query in SEARCHES]
    seconds = median_seconds(clicks(box, intents), repeat=5, number=len(SEARCHES))
    refused(box, "the search box")
    return seconds


def measure_quiz_click() -> float:
    """An answer and 'volgende vraag' in a quiz over every kind of question of the base game,
    the mean per click (a new question is dealt from the rules on every 'volgende')."""
    from rulebook.games import BY_ID
    from widgets import Quiz

    quiz = Quiz(BY_ID["kwakzalvers"].quiz, seed=1)

    def click() -> None:
        if quiz.feedback:
            quiz.apply({"type": "next"})
        else:
            quiz.apply({"type": "answer", "value": quiz.question.expected})

    seconds = median_seconds(click, repeat=5, number=16)
    refused(quiz, "the quiz")
    return seconds


def reader_rows() -> list[tuple[str, bool]]:
    """The rows of issue #9: find a rule, test yourself."""
    mean, slowest = measure_search()
    return [
        row(
            "zoek een regel (hele regelboek)",
            mean,
            20,
            f"{len(SEARCHES)} zoekvragen, de traagste {slowest * 1000:.1f} ms",
        ),
        row(
            "zoekindex opbouwen (één keer per programma)",
            measure_search_build(),
            250,
            "ter informatie: regels, vragen, voorbeelden, woorden",
        ),
        row("klik in het zoekvak (een zoekvraag)", measure_search_click(), 50),
        row("klik in de quiz (antwoord of volgende vraag)", measure_quiz_click(), 50),
    ]


def bytes_row(name: str, measured: int, target: int, note: str = "") -> tuple[str, bool]:
    ok = measured < target
    mark = "ja" if ok else "NEE"
    target_text = f"< {target / 1024:g} KB"
    return f"| {name:50} | {measured / 1024:10.1f} KB | {target_text:8} | {mark:4} | {note}", ok


GAMES_PER_RUN = 250
BENCH_BAG = "W1x6 W2x3 W3x2 O1x4 G1x3 G2 B1x2 B2 R1x2 R2 Y1 P1x2 Z1x2"
"""A 30-chip bag of a late round (the simulator's ``Bag`` takes any contents)."""
OWNED_BAG = "W1x5 W2x2 W3 O1x7 G1x3 G2 B1x2 B2 R1x2 R2 Y1 P1x2 Z1x2"
"""A 30-chip bag one player can own (``Chips`` refuses more white chips than a player has: five
white 1-chips, two 2-chips, one 3-chip), for the exact odds of the rules."""


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


HET_LEEFT_GAMES = 40
"""Whole games of Het Leeft! per run (issue #16): fewer than the Kwakzalvers' kernel, since they
run in the one engine."""


def measure_het_leeft_games() -> float:
    """Issue #16: whole seeded 4-player games of Het Leeft! a second on one core, in the engine
    (``rulebook.its_alive``, no second implementation of the rules) between the two computer
    players, alternating round the table; CPU time of this process, median of 5 runs."""
    games = _het_leeft_games(HET_LEEFT_GAMES)
    games()
    return HET_LEEFT_GAMES / median_seconds(games, repeat=5, number=1, clock=time.process_time)


KERNEL_GAMES = 400
"""Whole games of Het Leeft! per run in the kernel (issue #22); the engine plays
``HET_LEEFT_GAMES`` of the same seeds beside it."""
PLAY_OUTS = 300
"""Play-outs per run from engine positions (the advice's use of the kernel)."""


def _het_leeft_names(seed: int) -> list[str]:
    return [("verzamelaar", "handelaar")[(seed + seat) % 2] for seat in range(4)]


def measure_het_leeft_kernel() -> tuple[float, float, float]:
    """Issue #22: 4-player games of Het Leeft! a second between the two computer players, in
    the kernel (``its_alive.kernel.play_game``) and in the engine (the one playout loop,
    ``play_to_end``, as the engine row measures it), side by side in one run: rounds
    alternate, CPU time of this process, the best of 5 each (other processes share the cores).
    Also play-outs a second from engine positions (``kernel.play_out``, read from the engine's
    state each time, as the advice calls it)."""
    from rulebook.core.model.game import Playthrough
    from rulebook.its_alive import kernel
    from rulebook.its_alive.bots import make_bots
    from rulebook.its_alive.engine import make_game
    from rulebook.its_alive.state import Setup

    game, setup = make_game(), Setup(players=4)

    def in_kernel() -> None:
        for seed in range(KERNEL_GAMES):
            kernel.play_game(setup, seed, _het_leeft_names(seed))

    in_engine = _het_leeft_games(HET_LEEFT_GAMES)

    playing = Playthrough.start(game, setup, 3, make_bots(_het_leeft_names(3), 3))
    positions = []
    while not playing.is_over:  # every 4th position of a game, over and over
        positions.append(playing.state)
        playing.step()
    positions = positions[::4]

    def play_outs() -> None:
        for number in range(PLAY_OUTS):
            state = positions[number % len(positions)]
            kernel.play_out(state, _het_leeft_names(number), number)

    kernel_s: list[float] = []
    engine_s: list[float] = []
    play_out_s: list[float] = []
    for _ in range(5):
        for action, times in (
            (in_kernel, kernel_s),
            (in_engine, engine_s),
            (play_outs, play_out_s),
        ):
            start = time.process_time()
            action()
            times.append(time.process_time() - start)
    return (
        KERNEL_GAMES / min(kernel_s),
        HET_LEEFT_GAMES / min(engine_s),
        PLAY_OUTS / min(play_out_s),
    )


def het_leeft_kernel_rows() -> list[tuple[str, bool]]:
    """The kernel beside the engine (issue #22): games a second, their ratio, play-outs."""
    kernel_rate, engine_rate, play_out_rate = measure_het_leeft_kernel()
    ratio = kernel_rate / engine_rate
    return [
        rate_row(
            "Het Leeft!: kern, partijen (4 spelers) per seconde",
            kernel_rate,
            3000,
            f"kernel.play_game; motor ernaast {engine_rate:.0f}/s (play_to_end, zelfde run, "
            f"beste van 5): kern/motor {ratio:.1f}x",
        ),
        rate_row(
            "Het Leeft!: kern, proefpartijen uit een stand",
            play_out_rate,
            3000,
            "kernel.play_out vanuit standen van de motor (tot het einde), CPU-tijd",
        ),
    ]


CASTLE_COMBO_GAMES = 10
"""Whole games of Castle Combo per run (issue #17): in the one engine, Uit de Kerker! on."""


def measure_castle_combo_engine() -> float:
    """The same games between random players (``willekeurig``): what the engine itself costs,
    without the strategies' search, so a slower strategy cannot hide a slower engine. Fixed
    seeds: every run plays the same ``CASTLE_COMBO_ENGINE_GAMES`` games (seeds 0 on), so a
    before and an after compare the same games; CPU time, the best of 7 runs."""
    from rulebook.castle_combo.bots import RandomBot

    return _castle_combo_rate((RandomBot,))


CASTLE_COMBO_ENGINE_GAMES = 20
"""Whole games of Castle Combo per run of the engine row with random players (the seeds 0-19,
the same every run)."""


def _castle_combo_rate(styles: tuple[Any, ...]) -> float:
    from rulebook.castle_combo.dungeon.expansion import EXPANSION
    from rulebook.castle_combo.engine import make_game
    from rulebook.castle_combo.rules import Rules
    from rulebook.castle_combo.table import Setup
    from rulebook.core.model.game import play_to_end

    game = make_game([EXPANSION])
    setup = Setup(4, kerker=Rules())

    def games() -> None:
        for seed in range(CASTLE_COMBO_ENGINE_GAMES):
            agents: dict[int, Any] = {
                seat: styles[(seed + seat) % len(styles)](seed * 10 + seat) for seat in range(4)
            }
            play_to_end(game, game.new_game(setup, seed), agents, seed)

    games()  # warm: the caches of frozen values filled once
    seconds = []
    for _ in range(7):
        start = time.process_time()
        games()
        seconds.append(time.process_time() - start)
    return CASTLE_COMBO_ENGINE_GAMES / min(seconds)


# -- the engines side by side (issue 22, item 4: one lean playout loop) ----------------------


HET_LEEFT_ENGINE_TARGET = 250
"""Issue 22: whole 4-player games of Het Leeft! a second in the engine, computer players."""
CASTLE_COMBO_ENGINE_TARGET = 200
"""Issue 22: whole 4-player games of Castle Combo (Uit de Kerker! on) a second in the engine,
random players."""
ACTION_TARGET_US = 25
"""The engine's time per action that 250 games a second of about 160 actions each allow."""

SPLIT_PARTS = ("runner", "regels", "kopieën", "computerspeler", "observatie")
"""The parts of an engine action the split row names (see ``split_of``)."""


def _part_of(path: str, function: str) -> str:
    """The part of an action a function of the Het Leeft! engine belongs to: the decision
    runner and the protocol around it (core's runner, task game, flow, play loop, the game's
    adapters in ``its_alive/flow.py`` and ``engine.py``); the copies of a frozen state
    (``core/model/evolve.py``, the one fast copy, and ``with_queue``, ``push`` ..., in core or the
    game's state); the computer players (``its_alive/bots.py``); the observation
    (``observation`` and its ``_tops``); the rules (everything else: the game's rules, data and
    cards)."""
    name = path.replace("\\", "/")
    if name.endswith("core/model/evolve.py"):  # the one fast copy (and a value's memory made)
        return "kopieën"
    if function in ("but", "but_field", "change", "with_queue", "with_player", "push") or (
        function == "players_with"
    ):
        return "kopieën"
    if name.endswith("its_alive/bots.py"):
        return "computerspeler"
    game_adapters = name.endswith(("its_alive/flow.py", "its_alive/engine.py"))
    if function in ("observation", "_tops") and game_adapters:
        return "observatie"
    if game_adapters and function == "<genexpr>":
        return "observatie"  # the graveyards' tops, made for a view
    if (
        any(
            name.endswith(f"core/model/{module}.py")
            for module in ("runner", "task_game", "flow", "game", "turns")
        )
        or game_adapters
    ):
        return "runner"
    return "regels"


def split_of(stats: Any) -> dict[str, float]:
    """Each part's share of the time in a ``pstats.Stats``: every function's own time
    (``tottime``) to its part, a built-in's (``len``, ``dict.get``) to its callers' parts in
    proportion to the time each caller spent in it."""
    totals = dict.fromkeys(SPLIT_PARTS, 0.0)
    for (path, _, function), (_, _, own, _, callers) in stats.stats.items():
        if path == "~" or path.startswith("<"):  # a built-in, or made by exec: its callers'
            spent = sum(entry[2] for entry in callers.values()) or 1.0
            for (cpath, _, cfunction), entry in callers.items():
                totals[_part_of(cpath, cfunction)] += own * entry[2] / spent
        else:
            totals[_part_of(path, function)] += own
    whole = sum(totals.values()) or 1.0
    return {part: spent / whole for part, spent in totals.items()}


def _het_leeft_games(count: int, each: Any = None) -> Callable[[], None]:
    """``count`` seeded 4-player games of Het Leeft! between the two computer players,
    alternating round the table, in the engine through the core's playout loop."""
    from rulebook.core.model.game import play_to_end
    from rulebook.its_alive.bots import make_bots
    from rulebook.its_alive.engine import make_game
    from rulebook.its_alive.state import Setup

    game = make_game()
    setup = Setup(players=4)

    def games() -> None:
        for seed in range(count):
            names = [("verzamelaar", "handelaar")[(seed + seat) % 2] for seat in range(4)]
            start = game.new_game(setup, seed)
            play_to_end(game, start, make_bots(names, seed), seed, each=each)

    return games


def measure_het_leeft_action() -> tuple[float, dict[str, float]]:
    """The engine's time per action in the Het Leeft! games of ``measure_het_leeft_games``
    (CPU time, the best of 5 runs of ``HET_LEEFT_GAMES`` games: a busy machine only makes a
    run slower), and how it splits (``split_of`` over one run under cProfile: the profiler
    slows every call alike, so only its shares are used, applied to the measured time)."""
    import cProfile
    import pstats

    counted = {"actions": 0}

    def count(action: object, state: object) -> None:
        counted["actions"] += 1

    _het_leeft_games(HET_LEEFT_GAMES, count)()  # a warm-up that counts the actions
    games = _het_leeft_games(HET_LEEFT_GAMES)
    best = min(median_seconds(games, repeat=1, number=1, clock=time.process_time) for _ in range(5))
    profile = cProfile.Profile()
    profile.runcall(games)
    return best / counted["actions"], split_of(pstats.Stats(profile))


def het_leeft_engine_rows() -> list[tuple[str, bool]]:
    """Issue 22: the Het Leeft! engine side by side: games a second, the time of one action
    and where it goes."""
    per_action, split = measure_het_leeft_action()
    parts = ", ".join(f"{part} {share * per_action * 1e6:.1f}" for part, share in split.items())
    return [
        rate_row(
            "Het Leeft! motor: partijen (4 spelers) per seconde",
            measure_het_leeft_games(),
            HET_LEEFT_ENGINE_TARGET,
            "play_to_end, verzamelaar en handelaar om en om, CPU-tijd, mediaan van 5",
        ),
        micro_row(
            "Het Leeft! motor: één actie (zelfde partijen)",
            per_action,
            ACTION_TARGET_US,
            f"µs: {parts} (verdeling: cProfile, eigen tijd per functie; ingebouwde bij de "
            "aanroeper; geschaald naar de gemeten tijd, beste van 5)",
        ),
    ]


def castle_combo_engine_rows() -> list[tuple[str, bool]]:
    """Issue 22: the Castle Combo engine with random players (what the engine itself costs)."""
    return [
        rate_row(
            "Castle Combo motor: partijen/s, willekeurige spelers",
            measure_castle_combo_engine(),
            CASTLE_COMBO_ENGINE_TARGET,
            "4 spelers, Uit de Kerker!, play_to_end, zonder het zoekwerk van de strategieën; "
            f"steeds dezelfde {CASTLE_COMBO_ENGINE_GAMES} partijen, CPU-tijd, beste van 7",
        ),
    ]


CASTLE_COMBO_KERNEL_GAMES = 100
"""Whole games of Castle Combo (Uit de Kerker! on) per run in the kernel (issue #22, item 5);
the engine plays ``CASTLE_COMBO_GAMES`` of the same seeds beside it."""
CASTLE_COMBO_KERNEL_TARGET = 150
"""Issue 22: games between the strategy players at least 150 a second."""


def measure_castle_combo_kernel() -> tuple[float, float]:
    """Issue #22, item 5: whole seeded 4-player games of Castle Combo with Uit de Kerker! a
    second between the strategy players (gulzig and planner, alternating round the table, the
    seeded games 0-9) in the kernel (``castle_combo.kernel.play_game``)
    and, side by side in the same run, the same games in the engine (``play_to_end``); CPU
    time, best of 5."""
    from rulebook.castle_combo import kernel
    from rulebook.castle_combo.bots import BOTS
    from rulebook.castle_combo.dungeon.expansion import EXPANSION
    from rulebook.castle_combo.engine import CastleCombo
    from rulebook.castle_combo.rules import Rules
    from rulebook.castle_combo.table import Setup
    from rulebook.core.model.game import play_to_end

    game, setup = CastleCombo((EXPANSION,)), Setup(4, kerker=Rules())
    styles = ("gulzig", "planner")

    def names(seed: int) -> list[str]:
        return [styles[(seed + seat) % 2] for seat in range(4)]

    def in_kernel() -> None:
        for seed in range(CASTLE_COMBO_KERNEL_GAMES):
            kernel.play_game(setup, seed, names(seed))

    def in_engine() -> None:
        for seed in range(CASTLE_COMBO_GAMES):
            agents = {s: BOTS[n](kernel.agent_seed(seed, s)) for s, n in enumerate(names(seed))}
            play_to_end(game, game.new_game(setup, seed), agents, seed)

    kernel_s: list[float] = []
    engine_s: list[float] = []
    for _ in range(5):
        for action, times in ((in_kernel, kernel_s), (in_engine, engine_s)):
            start = time.process_time()
            action()
            times.append(time.process_time() - start)
    return CASTLE_COMBO_KERNEL_GAMES / min(kernel_s), CASTLE_COMBO_GAMES / min(engine_s)


def castle_combo_kernel_rows() -> list[tuple[str, bool]]:
    """The Castle Combo kernel beside the engine (issue #22, item 5): games a second between
    the strategy players, and their ratio."""
    kernel_rate, engine_rate = measure_castle_combo_kernel()
    ratio = kernel_rate / engine_rate
    return [
        rate_row(
            "Castle Combo kern: partijen/s, strategieën",
            kernel_rate,
            CASTLE_COMBO_KERNEL_TARGET,
            f"4 spelers, Uit de Kerker!, gulzig en planner om en om, kernel.play_game; motor "
            f"ernaast {engine_rate:.0f}/s: kern/motor {ratio:.1f}x; CPU-tijd, beste van 5",
        ),
    ]


ADVICE_TURN = 8
"""The position of the advice row: the 8th choice between buying, selling and auctioning of
seeded game 3 (4 players, both strategies), early in the middle of a game of about 26."""


def measure_het_leeft_advice() -> tuple[float, int, int, str]:
    """Issue 22, item 1: the answer time of "kopen, verkopen of veilen?" with the default budget
    (paired deals at fixed looks, ``its_alive.advice``) from the player's own view, where the
    kernel plays when it covers the setup: CPU seconds of the whole ruling, best of 3 (the same
    seed gives the same race, so every run plays the same playouts), the paired deals and
    playouts it took, and where they ran."""
    from rulebook.its_alive.advice import advice_ruling, position
    from rulebook.its_alive.state import Setup

    state = position(Setup(players=4), seed=3, turn=ADVICE_TURN)
    best = math.inf
    for _ in range(3):
        started = time.process_time()
        advice = advice_ruling(state, seed=1).result
        best = min(best, time.process_time() - started)
    return best, advice.deals, advice.playouts, advice.backend


def measure_odds() -> float:
    from rulebook.quacks.brewing import explosion_chance
    from rulebook.quacks.state import Chips

    bag = Chips.parse(OWNED_BAG)
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


def _table() -> object:
    """Seed 5, four players: the reader took card P7's rubies and may draw now."""
    from widgets import GameTable

    table = GameTable.of("kwakzalvers", players=4, set=1, seed=5)
    table.act("1 kies 3")
    return table


def measure_table_click() -> tuple[float, int]:
    """The mean time of a draw or an undo at the game table, and the bytes a draw sends (the
    pictures that changed, the new log lines and the other changed traits, as JSON)."""
    from widgets import GameTable

    made = recording()
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
    messages = made[-1]
    messages.clear()
    table.act("1 trek")
    everything = sum(
        len(json.dumps(data, ensure_ascii=False).encode("utf-8"))
        for kind, data in messages
        if kind == "comm_msg"
    )
    return seconds, everything


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


LITE_REPORT = ROOT / "build" / "lite-report.json"
LITE_TIMINGS = ROOT / "build" / "lite-timings.json"
LITE_ADVICE_AIM_S = 3
LITE_LESSON_AIM_S = 1
"""Issue 23: a hint (a whole lesson) within 1 s in the in-browser edition: Het Leeft!'s buy,
sell or auction, the slowest lesson in CPython (its quick advice)."""
LITE_REVIEW_AIM_S = 15
"""Issue 23: the review after a game within 15 s in the in-browser edition: a whole Castle
Combo game and a 5-player game with De Alchemisten, the slowest reviews in CPython."""


def read_json(path: pathlib.Path) -> dict[str, object] | None:
    if not path.is_file():
        return None
    data: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
    return data


def number(data: dict[str, object], key: str) -> float:
    value = data[key]
    if not isinstance(value, int | float):
        raise SystemExit(f"{key} in a build/lite-*.json file is not a number: {value!r}")
    return float(value)


def lite_rows() -> tuple[list[str], bool]:
    """The in-browser edition's last measured numbers, or how to measure them, and whether
    every aim among them was met (numbers not measured yet fail no aim)."""
    report, timings = read_json(LITE_REPORT), read_json(LITE_TIMINGS)
    lines = [f"| {'in de browser (build/lite)':50} | {'gemeten':>13} | richtwaarde | gehaald"]
    lines.append(f"|{'-' * 52}|{'-' * 15}|-------------|--------")
    if report is None:
        return [*lines, "| nog niet gebouwd: make lite"], True
    size = number(report, "site_bytes") / 1e6
    build = number(report, "build_seconds")
    lines.append(f"| {'laatste bouw (make lite)':50} | {build:11.1f} s |             |")
    lines.append(f"| {'omvang van de site':50} | {size:10.1f} MB |             |")
    if timings is not None and timings.get("snapshot_bytes"):
        kept = number(timings, "snapshot_bytes") / 1e6
        label = "momentopname van Python (Cache Storage)"
        lines.append(f"| {label:50} | {kept:10.1f} MB |             |")
    if timings is None:
        missing = "| nog niet gemeten in chromium: make test (tests/browser/test_lite.py)"
        return [*lines, missing], True
    all_ok = True
    for key, label, aim in (
        ("cold_first_widget_seconds", "hoofdstuk openen tot eerste widget, koude cache", 10),
        ("warm_first_widget_seconds", "hoofdstuk openen tot eerste widget, warme cache", 3),
    ):
        seconds = number(timings, key)
        all_ok &= seconds < aim
        mark = "ja" if seconds < aim else "NEE"
        target = f"< {aim:g} s"
        lines.append(f"| {label:50} | {seconds:11.1f} s | {target:11} | {mark}")
    for when, word in (("cold", "koud"), ("warm", "warm")):
        # The split: the page and JupyterLab up to the kernel's web worker; Pyodide starting in
        # it (its files fetched, then the wasm compiled, Python started, the preloaded packages
        # unpacked and the kernel's imports) up to the idle kernel; then the cells up to the
        # first widget (importing the rulebook and the widgets, drawing): only the last part is
        # this project's code. Older timing files have no worker split: that part is left out.
        kernel = number(timings, f"{when}_kernel_seconds")
        cells = number(timings, f"{when}_first_widget_seconds") - kernel
        split: list[tuple[str, float]] = []
        if f"{when}_worker_seconds" in timings and f"{when}_files_seconds" in timings:
            worker = number(timings, f"{when}_worker_seconds")
            files = number(timings, f"{when}_files_seconds")
            split = []
            if f"{when}_early_session_seconds" in timings:
                # lite/early-kernel starts the chapter's kernel while JupyterLab starts
                early = number(timings, f"{when}_early_session_seconds")
                split.append((f"    tot de sessie van lite/early-kernel, {word}", early))
            split += [
                (f"    pagina en JupyterLab tot de kernel, {word}", worker),
                (f"    bestanden van Pyodide binnen, {word}", files - worker),
            ]
            if when == "warm" and "warm_snapshot_read_seconds" in timings:
                # lite/pyodide-snapshot.mjs reads the snapshot before it fetches the core files
                read = number(timings, "warm_snapshot_read_seconds")
                split.append(("      waarvan momentopname lezen, warm", read))
            if f"{when}_python_seconds" in timings:  # lite/pyodide-snapshot.mjs's own moment
                python = number(timings, f"{when}_python_seconds")
                start = "uit momentopname" if when == "warm" else "gestart, pakketten"
                split += [
                    (f"    Python {start}, {word}", python - files),
                    (f"    imports en start van de kernel, {word}", kernel - python),
                ]
            else:
                split.append((f"    Python, pakketten, imports kernel, {word}", kernel - files))
            if f"{when}_kernel_cpu_seconds" in timings:
                cpu = number(timings, f"{when}_kernel_cpu_seconds")
                split.append((f"    CPU-tijd van chromium tot kernel klaar, {word}", cpu))
        for label, seconds in (
            (f"  waarvan openen tot kernel klaar, {word}", kernel),
            *split,
            (f"  waarvan de cellen tot de eerste widget, {word}", cells),
        ):
            lines.append(f"| {label:50} | {seconds:11.1f} s |             |")
    if "advice_seconds" in timings:  # older timing files have no advice
        # Chapter 32's advice widget made in the warm kernel (it advises as it is made):
        # issue 22 asks for an answer within 3 s in the in-browser edition.
        seconds = number(timings, "advice_seconds")
        all_ok &= seconds < LITE_ADVICE_AIM_S
        mark = "ja" if seconds < LITE_ADVICE_AIM_S else "NEE"
        target = f"< {LITE_ADVICE_AIM_S:g} s"
        label = "advies in de browser-editie (hoofdstuk 32)"
        lines.append(f"| {label:50} | {seconds:11.1f} s | {target:11} | {mark}")
    for key, aim, label in (  # issue 23: the leermodus in the warm kernel of the browser
        ("lesson_seconds", LITE_LESSON_AIM_S, "leermodus in de browser: traagste les"),
        ("review_seconds", LITE_REVIEW_AIM_S, "leermodus in de browser: nabespreking"),
        (
            "review_alchemists_seconds",
            LITE_REVIEW_AIM_S,
            "leermodus in de browser: nabespreking, alchemisten",
        ),
    ):
        if key in timings:  # older timing files have none
            seconds = number(timings, key)
            all_ok &= seconds < aim
            mark = "ja" if seconds < aim else "NEE"
            lines.append(f"| {label:50} | {seconds:11.2f} s | {f'< {aim:g} s':11} | {mark}")
    how = timings.get("warm_cache", "")
    lines.append(
        f"(gemeten {timings.get('measured')} door tests/browser/test_lite.py"
        + (f"; warme cache: {how}" if how else "")
        + ")"
    )
    return lines, all_ok


TABLE_TIMINGS = ROOT / "build" / "table-timings.json"
"""Written by tests/browser/test_game_table_chapter.py: clicks at a 4-player table in chromium."""
TABLE_CLICK_AIM_MS = 80


def browser_table_rows() -> tuple[list[str], bool]:
    """The game table's click-to-redraw in chromium (median), from its browser test's last
    run, and whether it met its aim (not measured yet fails no aim)."""
    timings = read_json(TABLE_TIMINGS)
    heading = "speltafel in chromium (4 spelers)"
    lines = [f"| {heading:50} | {'gemeten':>13} | richtwaarde | gehaald"]
    lines.append(f"|{'-' * 52}|{'-' * 15}|-------------|--------")
    if timings is None:
        missing = "| nog niet gemeten: tests/browser/test_game_table_chapter.py"
        return [*lines, missing], True
    median = number(timings, "median_click_ms")
    ok = median < TABLE_CLICK_AIM_MS
    mark = "ja" if ok else "NEE"
    aim = f"< {TABLE_CLICK_AIM_MS} ms"
    teaching = timings.get("leermodus") is True
    label = "klik tot nieuwe tafel, leermodus aan" if teaching else "klik tot nieuwe tafel getekend"
    label += " (mediaan)"
    lines.append(f"| {label:50} | {median:10.0f} ms | {aim:11} | {mark}")
    sent = number(timings, "median_click_bytes") / 1000
    lines.append(f"| {'  verstuurd per klik (mediaan)':50} | {sent:10.0f} kB |             |")
    lines.append(
        f"(gemeten {timings.get('measured')}, {timings.get('clicks')} klikken, door "
        "tests/browser/test_game_table_chapter.py)"
    )
    return lines, ok


def verdict(ok: bool) -> str:
    """The last line of ``make bench``: said once, after every row it sums up."""
    return "Alle doelen gehaald." if ok else "Niet alle doelen gehaald: zie de rijen met NEE."


NBVAL = [
    "-m",
    "pytest",
    "-q",
    "-p",
    "no:cacheprovider",
    "--nbval",
    "--nbval-current-env",
    "--nbval-sanitize-with",
    "nbval_sanitize.cfg",
]


def chapter_rows() -> list[tuple[str, bool]]:
    """Each notebook under nbval on its own: the wall time of the whole pytest run (kernel
    start included), target 20 s (issue #7)."""
    rows = []
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, *NBVAL, str(path.relative_to(ROOT))],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=False,
        )
        seconds = time.perf_counter() - start
        passed = done.returncode == 0
        note = "nbval geslaagd" if passed else "nbval MISLUKT"
        text, ok = seconds_row(f"nbval {path.stem[:44]}", seconds, 20, note)
        rows.append((text, ok and passed))
    return rows


def seconds_row(name: str, seconds: float, target_s: float, note: str = "") -> tuple[str, bool]:
    ok = seconds < target_s
    mark = "ja" if ok else "NEE"
    target = f"< {target_s:g} s"
    return f"| {name:50} | {seconds:12.1f} s | {target:8} | {mark:4} | {note}", ok


def advice_row(seconds: float, deals: int, playouts: int, backend: str) -> tuple[str, bool]:
    """Het Leeft!'s advice: its answer time against 1 s, with what it played to get there."""
    from rulebook.core.dutch import whole

    return seconds_row(
        "Het Leeft!: advies kopen/verkopen/veilen, antwoord",
        seconds,
        1,
        f"{whole(deals)} gepaarde delingen, {whole(playouts)} proefpartijen in de {backend}; "
        f"{ADVICE_TURN}e keuze van partij 3, CPU-tijd, beste van 3",
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


def expansion_row(base: float, alchemists: float) -> tuple[str, bool]:
    """Issue #8: games with De Alchemisten in the engine at no less than half the base rate."""
    ratio = alchemists / base
    ok = ratio >= 0.5
    note = f"motor met computerspelers: {alchemists:.1f} tegen {base:.1f} partijen/s"
    name = "partijen met De Alchemisten t.o.v. het basisspel"
    return (
        f"| {name:50} | {ratio * 100:11.0f} % | {'≥ 50 %':8} | {'ja' if ok else 'NEE':4} | {note}",
        ok,
    )


def engine_rows() -> list[tuple[str, bool]]:
    games, actions = measure_engine_actions()
    return [
        rate_row(
            "motor: hele partijen met 4 computers per seconde",
            games,
            12,
            "de Kwakzalvers op de gedeelde runner; streefdoel 36/s",
        ),
        rate_row(
            "motor: acties per seconde (zelfde partijen)",
            actions,
            10_000,
            "kansstappen en keuzes samen; streefdoel 30.000/s",
        ),
    ]


def widget_rows() -> list[tuple[str, bool]]:
    """The rows of issue #7: a click in each widget of the base game, the bytes of a step."""
    step_seconds, most, everything, steps = measure_step_click()
    return [
        row("klik 'Trek' in de digitale buidel", measure_bag_click(), 50, "motor + kans + uitleg"),
        row(
            "klik in de puntentelling (ketel veranderd)",
            measure_scorer_click(),
            50,
            "4 ketels opnieuw geteld, A tot F",
        ),
        row(
            "klik 'verder' door een hele puntentelling",
            step_seconds,
            50,
            f"4 spelers, {steps} stappen; plaatje pas bij tonen getekend",
        ),
        row("klik in de rattenstaartenverkenner", measure_rats_click(), 50),
        row("klik in de winkel", measure_shop_click(), 50),
        row(
            "klik in de patiëntenverkenner",
            measure_patient_click(),
            50,
            "actie proberen, opnieuw, andere patiënt (uitspraken opnieuw)",
        ),
        row(
            "klik in de narrenkruidverkenner",
            measure_locoweed_click(),
            50,
            "boek 10: fiche terug of niets, ander boek (uitspraken opnieuw)",
        ),
        row("klik in de boekenpagina (ander boek)", measure_book_click(), 50),
        row("klik op een keuze in een voorbeeld (andere lezing)", measure_showcase_click(), 50),
        bytes_row(
            "bytes per klik 'verder' (hele puntentelling)",
            most,
            64 * 1024,
            f"alle {steps} plaatjes samen: {everything / 1024:.0f} KB",
        ),
    ]


def measure_engine_actions() -> tuple[float, float]:
    """Whole 4-player games of De Kwakzalvers in the engine (on the core decision runner),
    computer players only: games and actions a second, CPU time, the best of three runs of
    ``ENGINE_GAMES`` seeds (issue 14: no slower than before the runner, about 12 games and
    10,000 actions a second; aim three times that)."""
    from rulebook.core.model.game import play_to_end
    from rulebook.games import game
    from rulebook.quacks.bots import BOTS

    played = game()
    bots = list(BOTS.values())
    setup = setup_with(())
    counted = {"actions": 0}

    def count(action: object, state: object) -> None:
        counted["actions"] += 1

    best = (0.0, 0.0)
    for run in range(4):  # the first run counts the actions (the same games every run)
        started = time.process_time()
        for seed in range(1, ENGINE_GAMES + 1):
            agents: dict[int, Any] = {seat: bots[(seed + seat) % 3] for seat in range(4)}
            each = count if run == 0 else None
            play_to_end(played, played.new_game(setup, seed), agents, seed, each=each)
        spent = time.process_time() - started
        if run:
            best = max(best, (ENGINE_GAMES / spent, counted["actions"] / spent))
    return best


def measure_runner_action() -> float:
    """The shared decision runner's own cost per action, measured on Dobbelnim (whose rules are
    a few lines, so nearly all the time is the runner's: who acts, the options, settling): the
    median over games of 99 stones, chance and a greedy computer alternating, in CPU time."""
    from rulebook.core.model.game import play_to_end
    from rulebook.nim.bots import BOTS
    from rulebook.nim.engine import Nim
    from rulebook.nim.state import NimSetup

    game = Nim()
    counted = {"actions": 0}

    def count(action: object, state: object) -> None:
        counted["actions"] += 1

    def games(each: Any = None) -> None:
        for seed in range(20):
            agents = dict(enumerate((BOTS["gretig"], BOTS["slim"])))
            start = game.new_game(NimSetup(stones=99, faces=3), seed)
            play_to_end(game, start, agents, seed, each=each)

    games(count)  # the warm-up counts the actions (the same games every run)
    per_run = counted["actions"]
    return median_seconds(games, repeat=5, number=1, clock=time.process_time) / per_run


def measure_engine_ratio() -> tuple[float, float]:
    """Whole 4-player games between the computer players in the engine (not the kernel), with
    De Alchemisten and without: games a second each, CPU time, the median of three runs of
    ``ENGINE_GAMES`` seeds. Issue #8 asks the expansion at no less than half the base rate."""
    from rulebook.core.model.game import play_to_end
    from rulebook.games import game
    from rulebook.quacks.alchemists.expansion import AlchemistsSetup
    from rulebook.quacks.bots import BOTS

    played = game()
    bots = list(BOTS.values())
    rates = []
    for extras in ((), (AlchemistsSetup(),)):
        setup = setup_with(extras)

        def games(setup: Any = setup) -> None:
            for seed in range(1, ENGINE_GAMES + 1):
                agents: dict[int, Any] = {seat: bots[(seed + seat) % 3] for seat in range(4)}
                play_to_end(played, played.new_game(setup, seed), agents, seed)

        rates.append(
            ENGINE_GAMES / median_seconds(games, repeat=3, number=1, clock=time.process_time)
        )
    return rates[0], rates[1]


ENGINE_GAMES = 3


def setup_with(extras: tuple[Any, ...]) -> Any:
    from rulebook.quacks.table import Setup

    return Setup.with_set(1, players=4, extras=extras)


def runner_rows() -> list[tuple[str, bool]]:
    return [
        micro_row(
            "gedeelde runner: één actie (Dobbelnim)",
            measure_runner_action(),
            100,
            "wie handelt, opties, afhandelen; kans en computer samen; play_to_end inbegrepen",
        )
    ]


LESSON_AIM_MS = 200
"""Issue 23: a whole lesson (the teacher's decision and every strategy's pick) at the busiest
position of each game, in the kernel."""
REVIEW_AIM_S = 5
"""Issue 23: the review of a whole game (``lessons.review``) in the kernel."""


def first_seeded_game(description: Any) -> Any:
    """The first seeded game of a game's trials, played to its end by its computer players:
    its first golden game, else its first setup from seed 1 with the computers in turn."""
    from rulebook.core.model.game import Playthrough

    trials = description.trials()
    played = game_of(description.id)
    if trials.golden:
        golden = trials.golden[0]
        setup, seed = golden.setup, golden.seed
        names = golden.computers
    else:
        setup, seed = trials.setups[0], 1
        names = tuple(trials.computers)
    seats = len(played.scores(played.new_game(setup, seed)))
    agents = {seat: trials.computers[names[seat % len(names)]] for seat in range(seats)}
    play = Playthrough.start(played, setup, seed, dict(agents))
    play.run()
    return play


def count_of(number: int, one: str, many: str) -> str:
    from rulebook.core.dutch import count

    return count(number, one, many, one="1")


def game_of(game_id: str) -> Any:
    from rulebook.games import game

    return game(game_id)


def busiest(play: Any) -> tuple[Any, int, int]:
    """The position of a played game where a seat had the most legal options: the state, the
    seat, and how many options."""
    from rulebook.core.model.game import CHANCE

    found: tuple[Any, int, int] = (play.states[0], 0, -1)
    for state in play.states:
        for seat in play.game.current_players(state):
            if seat == CHANCE:
                continue
            count = len(play.game.legal_actions(state, seat))
            if count > found[2]:
                found = (state, seat, count)
    return found


def slowest_lesson(play: Any, teacher: Any, strategies: Any) -> tuple[Any, int, int]:
    """The position of a played game whose lesson took longest to make, each timed once (CPU
    time): a busy position need not be the slow one (Het Leeft!'s buy, sell or auction runs a
    quick advice; its bids are many but cheap). The state, the seat, and its options."""
    from rulebook.core.model.game import CHANCE
    from rulebook.core.reader.lessons import teach

    found: tuple[Any, int, int] = (play.states[0], 0, 0)
    longest = -1.0
    for state in play.states:
        for seat in play.game.current_players(state):
            if seat == CHANCE or len(play.game.legal_actions(state, seat)) < 2:
                continue
            start = time.process_time()
            lesson = teach(teacher, play.game, state, seat, strategies)
            spent = time.process_time() - start
            if spent > longest:
                longest, found = spent, (state, seat, len(lesson.options))
    return found


def lesson_rows() -> list[tuple[str, bool]]:
    """Issue 23, for every game in the registry: one whole lesson (``teach`` with every
    strategy's pick) at the busiest position of the game's first seeded game and at the
    position whose lesson was slowest to make, against 200 ms
    (CPU time, the best of five runs of the median of three); with a teacher, the review of
    that whole game for seat 1 against 5 s (CPU time, one run: these are seconds). A game
    without a teacher is taught by ``basic_decision`` with its computer players' picks, and has
    no review yet. The reviews with each expansion on follow (``expansion_review_rows``), and
    for De Kwakzalvers those of the terminal's game with De Alchemisten (``terminal_review_rows``).
    """
    from rulebook.core.reader.lessons import review, teach
    from rulebook.games import base_games

    rows = []
    for description in base_games():
        if description.trials is None:
            continue
        play = first_seeded_game(description)
        state, seat, count = busiest(play)
        teacher = description.teacher() if description.teacher is not None else None
        strategies = teacher.strategies() if teacher else dict(description.trials().computers)

        who = "leraar" if teacher else "zonder leraar: basic_decision"
        slow_state, slow_seat, slow_count = slowest_lesson(play, teacher, strategies)
        for where, (at, by, options) in (
            ("drukste", (state, seat, count)),
            ("traagste", (slow_state, slow_seat, slow_count)),
        ):
            lesson = functools.partial(teach, teacher, play.game, at, by, strategies)
            seconds = min(
                median_seconds(lesson, repeat=3, number=1, clock=time.process_time)
                for _ in range(5)
            )
            rows.append(
                row(
                    f"leermodus {description.id}: les, {where} plek",
                    seconds,
                    LESSON_AIM_MS,
                    f"{options} opties, {len(strategies)} strategieën; {who}",
                )
            )
        if teacher is None:
            continue
        start = time.process_time()
        points = review(play.game, play, 0, teacher)
        spent = time.process_time() - start
        decisions = sum(
            1
            for state, action in zip(play.states, play.actions, strict=False)
            if 0 in play.game.current_players(state) and len(play.game.legal_actions(state, 0)) > 1
        )
        rows.append(
            seconds_row(
                f"leermodus {description.id}: nabespreking",
                spent,
                REVIEW_AIM_S,
                f"hele partij, {count_of(decisions, 'beslissing', 'beslissingen')} van speler "
                f"1, {count_of(len(points), 'punt', 'punten')}",
            )
        )
        rows += expansion_review_rows(description, teacher)
        if description.id == "kwakzalvers":
            rows += terminal_review_rows(teacher)
    return rows


def expansion_review_rows(description: Any, teacher: Any) -> list[tuple[str, bool]]:
    """Issue 23 with an expansion on: the review of a whole game for seat 1 against 5 s (CPU
    time, one run), for every expansion of ``description`` that has trials, at the first of its
    trial setups with 2 and with 4 players (seed 1, its computer players in turn round the
    table). De Alchemisten's playouts are the engine's (the simulator covers the base game
    only), so this is where the engine's speed shows."""
    from rulebook.core.model.game import Playthrough
    from rulebook.games import expansions_of

    rows = []
    played = game_of(description.id)
    for expansion in expansions_of(description.id):
        if expansion.trials is None:
            continue
        trials = expansion.trials()
        for players in (2, 4):
            setup = next((s for s in trials.setups if _seats(played, s) == players), None)
            if setup is None:
                continue
            play = Playthrough.start(played, setup, 1, trials.agents(players))
            points, spent = _timed_review(play, teacher)
            rows.append(
                seconds_row(
                    f"leermodus {expansion.id}: nabespreking, {players} spelers",
                    spent,
                    REVIEW_AIM_S,
                    f"hele partij, {count_of(len(points), 'punt', 'punten')}; {setup}"[:90],
                )
            )
    return rows


def _timed_review(play: Any, teacher: Any) -> tuple[Any, float]:
    """Play ``play`` to the end, then review seat 1's decisions: the review and its CPU time."""
    from rulebook.core.reader.lessons import review

    play.run()
    start = time.process_time()
    points = review(play.game, play, 0, teacher)
    return points, time.process_time() - start


TERMINAL_REVIEW_PLAYERS = (4, 5)
"""The player counts whose review of the terminal's default game with De Alchemisten is timed:
the slowest (a playout of five seats in the engine costs some 40 ms)."""


def terminal_review_rows(teacher: Any) -> list[tuple[str, bool]]:
    """Issue 23: the review of the game ``kwakzalvers speel --alchemisten --leermodus --stoel 1
    --spelers N`` plays (book set 1, seed 1, the computer styles in turn round the table, the
    reader in seat 1) against 5 s (CPU time, one run), for 4 and 5 players: the engine plays
    every playout, so these are the slowest reviews a reader meets."""
    from rulebook.core.model.game import Playthrough
    from rulebook.quacks.alchemists.expansion import AlchemistsSetup
    from rulebook.quacks.commands import _agents, _setup, _styles

    rows = []
    played = game_of("kwakzalvers")
    for players in TERMINAL_REVIEW_PLAYERS:
        setup = _setup(players, 1, (AlchemistsSetup(),))
        play = Playthrough.start(played, setup, 1, _agents(_styles(None, players), 1))
        points, spent = _timed_review(play, teacher)
        rows.append(
            seconds_row(
                f"leermodus alchemisten: speel, {players} spelers",
                spent,
                REVIEW_AIM_S,
                f"nabespreking van kwakzalvers speel --alchemisten --leermodus --spelers "
                f"{players}: {count_of(len(points), 'punt', 'punten')}",
            )
        )
    return rows


def _seats(played: Any, setup: Any) -> int:
    return len(played.scores(played.new_game(setup, 1)))


ROW_GROUPS: dict[str, Callable[[], list[tuple[str, bool]]]] = {
    "leermodus": lambda: lesson_rows(),
    "het-leeft-motor": lambda: het_leeft_engine_rows(),
    "castle-combo-motor": lambda: castle_combo_engine_rows(),
    "het-leeft-kern": lambda: het_leeft_kernel_rows(),
    "kwakzalvers-motor": lambda: engine_rows(),
    "runner": lambda: runner_rows(),
}
"""The groups of rows ``--rows`` can measure on their own (the engines' rows take a minute;
the whole bench takes many)."""


def print_rows(rows: Sequence[tuple[str, bool]]) -> None:
    print(f"| {'meting':50} | {'gemeten':>13} | doel     | goed | opmerking")
    print(f"|{'-' * 52}|{'-' * 15}|----------|------|----------")
    for text, _ in rows:
        print(text)


def main(argv: list[str]) -> int:
    if argv == ["--lite"]:
        # make test prints this after the browser test measured the in-browser edition.
        print("\n".join(lite_rows()[0]))
        return 0
    sys.path.insert(0, str(ROOT))
    if argv[:1] == ["--rows"]:
        # only the named groups (``--rows het-leeft-motor castle-combo-motor``), no verdict on
        # the rest: for measuring one change side by side
        unknown = [name for name in argv[1:] if name not in ROW_GROUPS]
        if unknown or len(argv) < 2:
            print(f"kies uit: {', '.join(ROW_GROUPS)}", file=sys.stderr)
            return 2
        rows = [row for name in argv[1:] for row in ROW_GROUPS[name]()]
        print_rows(rows)
        return 0 if all(ok for _, ok in rows) else 1
    import_seconds, loaded = measure_import()
    rows = [
        row(
            "import rulebook (alle spellen)",
            import_seconds,
            100,
            "Jupyter geladen: " + (", ".join(loaded) if loaded else "nee"),
        ),
        row(
            "eerste cel van hoofdstuk 20 (import + plaatje)",
            measure_first_cell(),
            250,
            "processortijd; in de browser-editie is dit deel van 'eerste widget'",
        ),
        row("één essentie-uitspraak (voorbeeld uit de regels)", measure_ruling(), 1),
        row(
            "Castle Combo: een vol vierkant tellen met uitleg",
            measure_castle_combo_score()[0],
            2,
            "rulings.tableau_ruling; traagste van 50 vierkanten (met Uit de Kerker!)",
        ),
        row("klik in de essentieverkenner (in de kernel)", measure_click(), 50),
        rate_row(
            "hele partijen met 4 spelers per seconde",
            measure_games(),
            1000,
            "simulator.simulate, CPU-tijd; drie stijlen door elkaar, set 1 tot 4",
        ),
        *runner_rows(),
        *engine_rows(),
        expansion_row(*measure_engine_ratio()),
        *het_leeft_engine_rows(),
        *het_leeft_kernel_rows(),
        *castle_combo_engine_rows(),
        *castle_combo_kernel_rows(),
        advice_row(*measure_het_leeft_advice()),
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
        *widget_rows(),
        *reader_rows(),
    ]
    table_seconds, table_bytes = measure_table_click()
    rows += [
        row(
            "klik aan de speltafel: trekken of terugnemen",
            table_seconds,
            50,
            f"een trekklik stuurt {table_bytes / 1000:.0f} kB (alleen de veranderde plaatjes)",
        ),
        row(
            "klik aan de speltafel: stoppen (computers spelen)",
            measure_table_stop(),
            250,
            "ter informatie (geen doel uit de issue): 3 computers, ~50 zetten",
        ),
    ]
    rows += lesson_rows()
    rows += chapter_rows()
    print_rows(rows)
    lite, lite_ok = lite_rows()
    table, table_ok = browser_table_rows()
    for lines in (lite, table):
        print()
        print("\n".join(lines))
    all_ok = all(ok for _, ok in rows) and not loaded and lite_ok and table_ok
    print()
    print(verdict(all_ok))
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
