"""Fuzzing every public entry point of ``rulebook`` and the command line, bounded in time.

The promise: a player's bad input gets a Dutch ``RuleError`` that names a clause of the catalogue
(on the command line: exit status 2 and a Dutch line on stderr), a wrong Python type is a
``TypeError``, and nothing else ever escapes (no ``ValueError`` from ``int()``, no
``AttributeError``, no traceback). A value of the right type is a question about the rules; a
value of the wrong type is a bug in the calling code.

The entry points are rows of a table: each names its parameters with the type it accepts and a
strategy of plausible values; the fuzzer mixes those with hostile values of every type. A new game
adds its rows to ``ENTRY_POINTS`` and its subcommands to ``COMMANDS`` and is fuzzed the same way.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import io
import json
import random
import re
import shutil
import subprocess
import sys
import tempfile
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rulebook.cli import EXIT_BAD_INPUT, main
from rulebook.core import CATALOGUE, RuleError, clause
from rulebook.quacks import Chip, Chips, Ingredient, explosion_ruling
from rulebook.quacks import brewing as quacks_brewing
from rulebook.quacks.alchemists import (
    EssenceSituation,
    Glass,
    Overflow,
    Patient,
    Piston,
    essence_ruling,
    payment_ruling,
)
from rulebook.quacks.alchemists.data import GLASSES_FROM_PICTURES
from rulebook.quacks.alchemists.essence import rules as alchemists_rules
from rulebook.quacks.data import owned_at_most

FUZZ = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
MESSAGE_LIMIT = 600
"""No Dutch message may be longer than this, whatever was typed (huge input is never echoed)."""

# -- values ------------------------------------------------------------------------------------

ALL_CHIPS = [Chip(i, v) for i in Ingredient for v in (i.values or (None,))]
chips = st.lists(st.sampled_from(ALL_CHIPS), max_size=60)


def _owned(items: list[Chip]) -> Chips:
    """The chips a player can own: drop each chip beyond what the box or start bag allows."""
    kept: list[Chip] = []
    for chip in items:
        if kept.count(chip) < owned_at_most(chip.ingredient, chip.value):
            kept.append(chip)
    return Chips.of(kept)


cauldrons = chips.map(_owned)

huge_text = st.builds(
    lambda piece, times: piece * times,
    st.sampled_from(["W1 ", "9", "R", "W1x9 ", "N ", " ", "é", "-"]),
    st.integers(1, 40_000),
)
chip_text = st.text(alphabet="WOGBRYPZNwrx0123456789 ,;-.", max_size=40)
hostile_text = st.one_of(
    st.text(max_size=40),
    chip_text,
    huge_text,
    st.builds(lambda c, d: c + d, st.sampled_from(["W", "R1x", "N", "essentie "]), huge_text),
)
hostile = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.just(10**5000),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    st.binary(max_size=8),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.sampled_from([*Patient, *Overflow, *Ingredient]),
    st.sampled_from(ALL_CHIPS),
    st.builds(object),
)
"""Anything at all: every wrong type a caller could pass."""


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_opt_int(value: object) -> bool:
    return value is None or is_int(value)


def is_a(*kinds: type) -> Callable[[object], bool]:
    return lambda value: isinstance(value, kinds)


def is_opt(*kinds: type) -> Callable[[object], bool]:
    return lambda value: value is None or isinstance(value, kinds)


def is_chip_list(value: object) -> bool:
    return isinstance(value, list | tuple) and all(isinstance(c, Chip) for c in value)


def is_chip_iterable(value: object) -> bool:
    """Any iterable of chips (a dict iterates its keys); text is refused (use Chips.parse)."""
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        return False
    return all(isinstance(c, Chip) for c in value)


@dataclass(frozen=True)
class Param:
    """One parameter: which values have the right type, and plausible values of that type."""

    accepts: Callable[[object], bool]
    plausible: st.SearchStrategy[Any]
    hostile: bool = True
    """False for the object a method is called on (``None.add`` is no question to fuzz)."""


@dataclass(frozen=True)
class Entry:
    """A public entry point: its parameters, and which exceptions a right-typed call may raise.

    ``RuleError`` is always allowed for right-typed input and ``TypeError`` is required for a
    wrong type. ``also`` lists what a programmer's right-typed but impossible value may raise
    (``Piston(11)`` built in code is a ``ValueError``).
    """

    name: str
    call: Callable[..., object]
    params: dict[str, Param]
    also: tuple[type[BaseException], ...] = ()


SITUATION_PARAMS = {
    "cauldron": Param(is_a(Chips), cauldrons),
    "left_exploded": Param(is_a(bool), st.booleans()),
    "right_exploded": Param(is_a(bool), st.booleans()),
    "players": Param(is_int, st.integers(0, 7)),
    "round": Param(is_int, st.integers(-1, 11)),
    "locoweed_book": Param(is_opt_int, st.sampled_from([None, 9, 10, 11, 12, 13, 16])),
    "chosen_field": Param(is_opt_int, st.one_of(st.none(), st.integers(-2, 14))),
    "patient": Param(is_opt(Patient), st.sampled_from([None, *Patient])),
    "overflow": Param(is_a(Overflow), st.sampled_from(list(Overflow))),
}

situations = st.builds(
    EssenceSituation,
    cauldron=cauldrons,
    left_exploded=st.booleans(),
    right_exploded=st.booleans(),
    players=st.integers(2, 5),
    round=st.integers(6, 9),
    locoweed_book=st.sampled_from([None, 10, 11, 12, 16]),
    patient=st.sampled_from([None, *Patient]),
    overflow=st.sampled_from(list(Overflow)),
)
pistons = st.integers(0, 10).map(Piston)
glass_tables = st.one_of(
    st.none(),
    st.just(GLASSES_FROM_PICTURES),
    st.just({Patient.VAMPIRISM: (Glass(1),) * 3}),
    st.just({p: (Glass(2),) * 10 for p in Patient}),
)


def is_glass_table(value: object) -> bool:
    return value is None or (
        isinstance(value, dict)
        and all(
            isinstance(k, Patient) and isinstance(v, tuple) and all(isinstance(g, Glass) for g in v)
            for k, v in value.items()
        )
    )


ENTRY_POINTS: list[Entry] = [
    Entry("Chips.parse", Chips.parse, {"text": Param(is_a(str), hostile_text)}),
    Entry("Chip.parse", Chip.parse, {"text": Param(is_a(str), hostile_text)}),
    Entry("Piston.parse", Piston.parse, {"text": Param(is_a(str), hostile_text)}),
    Entry("Piston", Piston, {"marker": Param(is_int, st.integers(-3, 14))}, also=(ValueError,)),
    Entry(
        "Chip",
        Chip,
        {
            "ingredient": Param(is_a(Ingredient), st.sampled_from(list(Ingredient))),
            "value": Param(is_opt_int, st.one_of(st.none(), st.integers(-1, 5))),
        },
        also=(ValueError,),
    ),
    Entry(
        "Chips",
        Chips,
        {"chips": Param(lambda v: isinstance(v, tuple) and is_chip_list(v), chips.map(tuple))},
    ),
    Entry("Chips.of", Chips.of, {"chips": Param(is_chip_iterable, chips)}),
    Entry(
        "Chips.add",
        lambda pot, chip: pot.add(chip),
        {
            "pot": Param(is_a(Chips), cauldrons, hostile=False),
            "chip": Param(is_a(Chip), st.sampled_from(ALL_CHIPS)),
        },
    ),
    Entry(
        "Chips.remove_at",
        lambda pot, index: pot.remove_at(index),
        {
            "pot": Param(is_a(Chips), cauldrons, hostile=False),
            "index": Param(is_int, st.integers(-3, 70)),
        },
    ),
    Entry("EssenceSituation", EssenceSituation, SITUATION_PARAMS),
    Entry(
        "EssenceSituation.of",
        EssenceSituation.of,
        {
            "cauldron": Param(is_a(str, Chips), st.one_of(hostile_text, cauldrons)),
            "round": Param(is_int, st.integers(-1, 11)),
            "players": Param(is_int, st.integers(0, 7)),
        },
    ),
    Entry(
        "EssenceSituation.with_changes",
        lambda situation, players, chosen_field: situation.with_changes(
            players=players, chosen_field=chosen_field
        ),
        {
            "situation": Param(is_a(EssenceSituation), situations, hostile=False),
            "players": Param(is_int, st.integers(0, 7)),
            "chosen_field": Param(is_opt_int, st.one_of(st.none(), st.integers(-2, 14))),
        },
    ),
    Entry(
        "essence_ruling",
        essence_ruling,
        {
            "situation": Param(is_a(EssenceSituation), situations),
            "glasses": Param(is_glass_table, glass_tables),
        },
        also=(ValueError,),  # a reader's own glasses table of the wrong shape (code, not play)
    ),
    Entry(
        "payment_ruling",
        payment_ruling,
        {
            "marker": Param(is_int, st.integers(-3, 14)),
            "cost": Param(is_int, st.integers(-2, 12)),
            "action": Param(is_a(str), hostile_text),
        },
    ),
    Entry(
        "alchemists.rules.spend",
        alchemists_rules.spend,
        {"piston": Param(is_a(Piston), pistons), "cost": Param(is_int, st.integers(-2, 12))},
    ),
    Entry("explosion_ruling", explosion_ruling, {"cauldron": Param(is_a(Chips), cauldrons)}),
    Entry(
        "quacks.brewing.draw_outcomes",
        quacks_brewing.draw_outcomes,
        {"bag": Param(is_a(Chips), cauldrons)},
    ),
    Entry(
        "quacks.brewing.draw",
        quacks_brewing.draw,
        {
            "bag": Param(is_a(Chips), cauldrons),
            "rng": Param(is_a(random.Random), st.integers(0, 9).map(random.Random)),
        },
    ),
    Entry(
        "quacks.brewing.explosion_chance",
        quacks_brewing.explosion_chance,
        {"cauldron": Param(is_a(Chips), cauldrons), "bag": Param(is_a(Chips), cauldrons)},
    ),
    Entry("Patient.from_dutch", Patient.from_dutch, {"name": Param(is_a(str), hostile_text)}),
    Entry(
        "Ingredient.from_letter",
        Ingredient.from_letter,
        {"letter": Param(is_a(str), st.text(max_size=3))},
    ),
    Entry(
        "Glass",
        Glass,
        {
            "victory_points": Param(is_int, st.integers(-2, 5)),
            "rat": Param(is_a(bool), st.booleans()),
            "patient_bonus": Param(is_a(str), st.text(max_size=10)),
        },
        also=(ValueError,),
    ),
    Entry(
        "clause", clause, {"clause_id": Param(is_a(str), st.text(max_size=30))}, also=(KeyError,)
    ),
]
"""Every public entry point of the rules library. A new game adds its parse functions, state
constructors and rulings here."""


def arguments(entry: Entry) -> st.SearchStrategy[dict[str, object]]:
    """For each parameter a plausible value (mostly) or a hostile one of any type."""
    return st.fixed_dictionaries(
        {
            name: st.one_of(param.plausible, param.plausible, hostile)
            if param.hostile
            else param.plausible
            for name, param in entry.params.items()
        }
    )


def check_rule_error(error: RuleError) -> None:
    assert error.clause_id in CATALOGUE, error.clause_id
    assert error.message.strip()
    assert len(error.message) <= MESSAGE_LIMIT, error.message[:80]


@pytest.mark.parametrize("entry", ENTRY_POINTS, ids=[e.name for e in ENTRY_POINTS])
@FUZZ
@given(data=st.data())
def test_an_entry_point_answers_refuses_in_dutch_or_rejects_a_wrong_type(
    entry: Entry, data: st.DataObject
) -> None:
    values = data.draw(arguments(entry))
    wrong_types = [name for name, value in values.items() if not entry.params[name].accepts(value)]
    try:
        entry.call(**values)
    except RuleError as error:
        assert not wrong_types, f"{entry.name}: a wrong type {wrong_types} gave a RuleError"
        check_rule_error(error)
    except TypeError:
        assert wrong_types, f"{entry.name}: a TypeError for right-typed input {values!r:.200}"
    except entry.also:
        assert not wrong_types, f"{entry.name}: a wrong type {wrong_types} was not a TypeError"
    else:
        assert not wrong_types, f"{entry.name} accepted a wrong type for {wrong_types}"


def test_the_table_covers_every_public_name_of_the_game_packages() -> None:
    import rulebook.quacks as quacks
    import rulebook.quacks.alchemists as alchemists

    fuzzed = {entry.name.split(".")[0] for entry in ENTRY_POINTS}
    public = set(quacks.__all__) | set(alchemists.__all__)
    not_callable_inputs = {
        "Ingredient",
        "Overflow",
        "Patient",
        "EssenceBoard",
        "EssenceResult",
        "DESCRIPTION",
    }
    assert public - not_callable_inputs <= fuzzed


# -- the command line --------------------------------------------------------------------------

numbers = st.one_of(
    st.integers(-3, 14).map(str),
    st.sampled_from(["drie", "", " 4 ", "4.0", "1_0", "٣", "9" * 5000, "-1"]),
)
value_lists = st.lists(st.integers(-2, 120), max_size=10).map(lambda v: " ".join(map(str, v)))
"""Card values or coins as a reader types them for Het Leeft! (``"5 3 4"``)."""
bid_lists = st.lists(st.one_of(st.integers(-1, 30).map(str), st.just("pas")), max_size=6).map(
    " ".join
)
"""Bids in turn order (``"3 pas 5"``)."""

TABLEAU_FILES = Path(tempfile.mkdtemp(prefix="fuzz-vierkant-"))
atexit.register(shutil.rmtree, TABLEAU_FILES, ignore_errors=True)  # every worker cleans its own


def tableau_file(data: object) -> str:
    """``data`` written as a Castle Combo square file (``castle-combo score TABLEAU.json``)."""
    text = json.dumps(data)
    path = TABLEAU_FILES / f"{zlib.crc32(text.encode())}.json"
    path.write_text(text, encoding="utf-8")
    return str(path)


castle_names = st.sampled_from(
    [
        "Steward",
        "Nun",
        "Art Forger",
        "art forger",
        "Conspirator",
        "Vicar",
        "Judge",
        "Dragon",
        "",
        "~",
    ]
)
castle_cells = st.one_of(
    castle_names,
    st.fixed_dictionaries(
        {"card": castle_names},
        optional={"gold": st.integers(-1, 8), "key": st.one_of(st.booleans(), st.integers(0, 2))},
    ),
    st.fixed_dictionaries({"face_down": st.one_of(st.booleans(), st.just(1))}),
    st.none(),
    st.integers(-1, 3),
)
castle_squares = st.one_of(
    st.fixed_dictionaries(
        {"tableau": st.lists(st.lists(castle_cells, min_size=2, max_size=4), max_size=4)},
        optional={
            "keys": st.one_of(st.integers(-1, 20), st.text(max_size=3)),
            "gold": st.integers(-1, 30),
            "extra": st.none(),
        },
    ),
    st.permutations(
        ["Steward", "Nun", "Art Forger", "Conspirator", "Vicar", "Judge", "Baron", "Monk", "Spy"]
    ).map(lambda p: {"tableau": [p[0:3], p[3:6], p[6:9]], "keys": 1, "gold": 4}),
    st.lists(st.integers(), max_size=3),
)
"""Castle Combo squares as a reader writes them: some whole and right, most broken somewhere."""

COMMANDS: dict[str, dict[str, st.SearchStrategy[str] | None]] = {
    "alchemisten essentie": {
        "--ketel": st.one_of(chip_text, hostile_text, cauldrons.map(str)),
        "--links-ontploft": None,
        "--rechts-ontploft": None,
        "--spelers": numbers,
        "--ronde": numbers,
        "--narrenkruidboek": numbers,
        "--kies-veld": numbers,
        "--patient": st.one_of(st.sampled_from([p.dutch for p in Patient]), hostile_text),
        "--doortellen": None,
        "--json": None,
    },
    "alchemisten betalen": {
        "--essentie": numbers,
        "--kost": numbers,
        "--actie": hostile_text,
        "--json": None,
    },
    "kwakzalvers ontploft": {"--ketel": st.one_of(chip_text, hostile_text), "--json": None},
    "ontploft": {"--ketel": st.one_of(chip_text, hostile_text), "--json": None},
    "dobbelnim speel": {
        "--stenen": numbers,
        "--vlakken": numbers,
        "--zaad": numbers,
        "--json": None,
    },
    "regel": {"": st.one_of(st.sampled_from([c.id for c in CATALOGUE]), st.text(max_size=30))},
    "regels": {
        "--spel": st.one_of(st.sampled_from(["kwakzalvers", "alchemisten"]), st.text(max_size=10))
    },
    "woorden": {},
    "kwakzalvers ketel": {
        "--fiches": st.one_of(chip_text, hostile_text, cauldrons.map(str)),
        "--druppel": numbers,
        "--ratten": numbers,
        "--set": numbers,
        "--kaart": st.one_of(st.sampled_from(["P1", "B7", "B2", "X9"]), hostile_text),
        "--ronde": numbers,
        "--json": None,
    },
    "kwakzalvers ratten": {"--punten": numbers, "--leider": numbers, "--json": None},
    "kwakzalvers kans": {
        "--zak": st.one_of(chip_text, hostile_text, cauldrons.map(str)),
        "--ketel": st.one_of(chip_text, hostile_text, cauldrons.map(str)),
        "--grens": numbers,
        "--json": None,
    },
    "kwakzalvers boeken": {"--set": numbers, "--json": None},
    "kwakzalvers waarzeggers": {"--json": None},
    "het-leeft score": {
        "--kaarten": st.one_of(value_lists, hostile_text),
        "--bordwaarde": numbers,
        "--munten": numbers,
        "--eerste": None,
        "--gevorderd": None,
        "--json": None,
    },
    "het-leeft verkoop": {"--waarde": numbers, "--json": None},
    "castle-combo score": {
        "": st.one_of(castle_squares.map(tableau_file), hostile_text),
        "--slotkaarten": st.sampled_from(["alle", "geen", "soms", ""]),
        "--json": None,
    },
    "het-leeft opstand": {
        "--waarde": numbers,
        "--kaarten": st.one_of(value_lists, hostile_text),
        "--munten": numbers,
        "--json": None,
    },
    "het-leeft ophalen": {
        "--waarde": numbers,
        "--kaarten": st.one_of(value_lists, hostile_text),
        "--munten": numbers,
        "--gemengd": None,
        "--json": None,
    },
    "het-leeft veiling": {
        "--munten": st.one_of(value_lists, hostile_text),
        "--biedingen": st.one_of(bid_lists, hostile_text),
        "--json": None,
    },
}
"""The subcommands and their options; ``None`` for a flag, ``""`` for a positional argument.
A game's command is its game and its name (``"kwakzalvers ketel"``); ``ontploft`` is the older
top-level spelling of ``kwakzalvers ontploft``. Whole games of De Kwakzalvers (``speel``,
``simuleer``) are too slow to fuzz here (tests/rulebook/test_cli_quacks.py checks them); a game
of Dobbelnim is quick."""

ENGLISH_ARGPARSE = (
    "error:",
    "usage:",
    "expected",
    "invalid",
    "unrecognized",
    "required",
    "choose from",
)


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    command = draw(st.sampled_from(sorted(COMMANDS)))
    argv = command.split()
    for option, values in COMMANDS[command].items():
        if not draw(st.booleans()):
            continue
        if values is None:
            argv.append(option)
        elif option:
            argv += [option, draw(values)]
        else:
            argv.append(draw(values))
    if draw(st.integers(0, 9)) == 0:
        argv.insert(draw(st.integers(0, len(argv))), draw(st.text(max_size=8)))
    return argv


def run_in_process(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


def check_cli_outcome(argv: Iterable[str], status: int, out: str, err: str) -> None:
    assert "Traceback" not in err and "Traceback" not in out
    if status == 0:
        assert out and not err
        return
    assert status == EXIT_BAD_INPUT, (list(argv)[:3], status, err[:200])
    assert out == ""
    assert "fout:" in err
    assert len(err) < 2000, err[:200]
    assert not [word for word in ENGLISH_ARGPARSE if word in err], err


@FUZZ
@given(command_lines())
def test_the_command_line_answers_or_refuses_in_dutch(argv: list[str]) -> None:
    status, out, err = run_in_process(argv)
    check_cli_outcome(argv, status, out, err)


@FUZZ
@given(
    st.sampled_from(
        ["alchemisten essentie", "alchemisten betalen", "kwakzalvers ontploft",
         "kwakzalvers ketel", "kwakzalvers ratten", "kwakzalvers kans", "dobbelnim speel",
         "het-leeft verkoop", "het-leeft opstand", "het-leeft ophalen", "het-leeft veiling",
         "castle-combo score"]
    ),
    st.data(),
)  # fmt: skip
def test_a_well_formed_command_with_a_bad_value_names_the_rule(
    command: str, data: st.DataObject
) -> None:
    """Every option present with a value that does not start with '-': a refusal is a rule's."""
    argv = command.split()
    for option, values in COMMANDS[command].items():
        if values is None:
            continue
        value = data.draw(values)
        if value.startswith("-"):
            value = "x" + value
        argv += [option, value] if option else [value]
    if command == "alchemisten essentie":
        argv[argv.index("--patient") + 1] = "Zeiloren"
    status, out, err = run_in_process(argv)
    check_cli_outcome(argv, status, out, err)
    if status == EXIT_BAD_INPUT:
        assert "(regel " in err, err[:200]


def _passable(arg: str) -> bool:
    """What an operating system can pass as an argument: no NUL byte, encodable text."""
    try:
        arg.encode(sys.getfilesystemencoding(), "surrogateescape")
    except UnicodeEncodeError:
        return False
    return "\x00" not in arg


@settings(max_examples=6, deadline=None)
@given(command_lines())
def test_the_real_command_line_never_shows_a_traceback(argv: list[str]) -> None:
    assume(all(_passable(arg) for arg in argv))
    done = subprocess.run(
        [sys.executable, "-m", "rulebook", *argv],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    check_cli_outcome(argv, done.returncode, done.stdout, done.stderr)


# -- the engine's input: states read from text, actions built by a caller --------------------------


@functools.cache
def _game_states() -> list[str]:
    """States of two seeded games (the base game and De Alchemisten), as their notation."""
    from rulebook.core.model.game import Playthrough
    from rulebook.quacks.alchemists.expansion import AlchemistsSetup
    from rulebook.quacks.bots import BOTS
    from rulebook.quacks.engine import shared_game
    from rulebook.quacks.table import Setup

    game = shared_game()
    texts = []
    for setup in (Setup.with_set(2, players=3), Setup(players=4, extras=(AlchemistsSetup(),))):
        agents: dict[int, Any] = {seat: BOTS["gulzig"] for seat in range(setup.players)}
        play = Playthrough.start(game, setup, 7, agents)
        for step in range(4000):
            if game.is_over(play.state):
                break
            if step % 97 == 0:
                texts.append(str(play.state))
            play.step()
    return texts


_WORDS = re.compile(r'"[^"]*"|[\[\]()=]|[^\s\[\]()="]+')
ENGLISH = re.compile(r"\b(expected|found|unexpected|unreadable|not one of|has no field|missing)\b")


@st.composite
def mutated_states(draw: st.DrawFn) -> str:
    """A real state's text with a few of its tokens changed: a number made huge or negative, a
    word swapped for another, a token dropped or repeated, a player left out."""
    states = _game_states()
    text = states[draw(st.integers(0, len(states) - 1))]
    tokens = _WORDS.findall(text)
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(tokens) - 1))
        how = draw(st.sampled_from(["number", "word", "drop", "repeat", "phase", "books"]))
        if how == "number":
            tokens[at] = str(draw(st.sampled_from([-5, -1, 0, 1, 2, 5, 9, 10, 11, 99, 999999999])))
        elif how == "word":
            tokens[at] = draw(st.sampled_from(["brouwen", "ja", "nee", "-", "W1", "x", "[]", "()"]))
        elif how == "drop":
            del tokens[at]
        elif how == "repeat":
            tokens.insert(at, tokens[at])
        elif how == "phase":
            tokens = [
                ("fase=" + draw(st.sampled_from(["x", "kopen", "brouwen", "ratten"])))
                if t.startswith("fase=")
                else t
                for t in tokens
            ]
        else:
            tokens = [t.replace("Setup(", "Setup(boeken=[99 1 1 1 1] ", 1) for t in tokens]
    return " ".join(tokens)


def _exercise(game: Any, state: Any) -> None:
    """Ask a state every question of the protocol and play a legal step: nothing may fail."""
    for seat in game.current_players(state):
        legal = game.chance_outcomes(state) if seat == -1 else game.legal_actions(state, seat)
        for item in list(legal)[:3]:
            game.apply(state, item[0] if isinstance(item, tuple) else item)
    game.scores(state)


@FUZZ
@given(mutated_states())
def test_a_state_read_from_text_is_reachable_or_refused_in_dutch(text: str) -> None:
    from rulebook.quacks.engine import shared_game

    game = shared_game()
    try:
        state = game.parse_state(text)
    except RuleError as error:
        check_rule_error(error)
        assert not ENGLISH.search(error.message), error.message
        return
    _exercise(game, state)


@pytest.mark.parametrize(
    "text",
    [
        'GameState(setup="Setup(spelers=3)" zaad=1 spelers=[] voorraad="W1")',
        "[" * 5000,
        "(" * 5000 + ")" * 5000,
        '"' * 799_999,
        "W1 " * 270_000,
        "GameState(" + "x=[" * 100_000,
    ],
)
def test_hostile_state_text_is_refused_quickly_in_dutch(text: str) -> None:
    """Refused in Dutch with work in proportion to the text at most (counted: a call per
    character and some; a text over the size limit is refused before it is read)."""
    from rulebook.quacks.engine import shared_game
    from tests.work import python_calls

    caught: list[RuleError] = []

    def parse() -> None:
        with pytest.raises(RuleError) as refused:
            shared_game().parse_state(text)
        caught.append(refused.value)

    assert python_calls(parse) <= min(len(text), 20_000) + 2_000
    check_rule_error(caught[0])
    assert not ENGLISH.search(caught[0].message), caught[0].message


def test_the_tokenizer_reads_a_long_text_in_linear_time() -> None:
    """The scan never copies the rest of the text (a scan that copied it at every token took
    almost a minute for 800 KB: quadratic): counted, not timed, by a text that records every
    slice taken of it; and the longest text read still parses back."""
    from rulebook.core.model.notation import MAX_TEXT, _Tokens, loads

    class Watched(str):
        copied = 0

        def __getitem__(self, key: Any) -> str:
            part = str.__getitem__(self, key)
            if isinstance(key, slice):
                Watched.copied += len(part)
            return part

    count = 99_000
    assert len(_Tokens(Watched("7 " * count)).items) == count
    assert Watched.copied == 0, f"the scan copied {Watched.copied} characters"
    longest = "[" + " 7" * ((MAX_TEXT - 3) // 2) + " ]"
    assert len(loads(longest, tuple[int, ...])) == (MAX_TEXT - 3) // 2


def test_engine_input_of_the_wrong_shape_is_a_type_error_or_dutch() -> None:
    from rulebook.quacks.actions import Action, Buy, Choose, Draw, DrawnChip, Turned
    from rulebook.quacks.engine import shared_game
    from rulebook.quacks.table import Setup

    game = shared_game()
    state = game.new_game(Setup(players=3), 1)
    with pytest.raises(TypeError):
        game.parse_state(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.legal_actions(state, True)
    for wrong in (Action(0), Draw(True), Buy(0, ("X",)), Turned(-1, 10**5000), 0):  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            game.apply(state, wrong)  # type: ignore[arg-type]
    for huge in (Choose(0, 10**5000), DrawnChip(-1, 10**5000, Chip(Ingredient.WHITE, 1))):
        with pytest.raises(RuleError) as caught:
            game.apply(state, huge)
        check_rule_error(caught.value)
    with pytest.raises(RuleError) as caught:
        game.parse_action("kans 1 X9")
    check_rule_error(caught.value)
    assert game.legal_actions(game.parse_state(str(state)), 0) == game.legal_actions(state, 0)
