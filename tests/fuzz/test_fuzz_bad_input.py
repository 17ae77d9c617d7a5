"""Bad input that once escaped as a traceback or was silently misread, now refused in Dutch.

A number is written in the digits 0-9 and nothing else: "²" and "③" (which ``str.isdigit``
accepts and ``int`` refuses) and "٣" (which ``int`` reads as 3) are refused naming the rule
wherever a reader types a number: the commands of Het Leeft!, the fields and field names of its
rule tools, the card-value entry. A file is read up to its size limit, whatever it is
(``/dev/zero`` never ends). A position given to ``advies`` holds the box's cards, each once,
and its 80 coins. An action that names a seat or code that does not exist is refused (the
conformance suite checks this over every game; the cases of the report are kept here by name).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook.cli import EXIT_BAD_INPUT
from rulebook.core.errors import IllegalActionError
from rulebook.core.model.task_game import Pick
from rulebook.core.reader.reading import is_digits, read_whole
from rulebook.games import game
from tests.fuzz.test_fuzz_rulebook import check_cli_outcome, run_in_process
from widgets import AuctionStepper, CardValuesEntry, ScoreCalculator, UprisingResolver
from widgets._intents import IntentError
from widgets.panel import Panel, whole_number

ODD_DIGITS = ["²", "③", "٣", "３", "𝟙", "1²", "٣٣", "⁴2"]
"""Digits Python knows that a reader's number never holds: superscripts, circled digits (both
``isdigit``, and ``int`` refuses them), Arabic-Indic and full-width digits (``int`` reads them)."""

FUZZ = settings(max_examples=80, deadline=None)


# -- the one helper -------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ODD_DIGITS)
def test_only_the_digits_0_to_9_make_a_number(text: str) -> None:
    assert not is_digits(text)
    assert read_whole(text) is None and read_whole(f"-{text}", signed=True) is None


def test_a_whole_number_reads_back_and_too_many_digits_are_refused() -> None:
    assert [read_whole(t) for t in ("0", "7", "012", "999999")] == [0, 7, 12, 999999]
    assert read_whole("-4", signed=True) == -4 and read_whole("-4") is None
    assert read_whole("9" * 7) is None and read_whole("9" * 4301, most=5000) is None
    assert read_whole("9" * 4300, most=5000) == 10**4300 - 1
    assert [read_whole(t) for t in ("", " 3", "3 ", "1_0", "+", "-", "3.0", None)] == [None] * 8


# -- the command line -----------------------------------------------------------------------------


def _refused(argv: list[str], rule: str) -> str:
    status, out, err = run_in_process(argv)
    check_cli_outcome(argv, status, out, err)
    assert status == EXIT_BAD_INPUT, (argv, out[:200])
    assert f"(regel {rule})" in err, err
    return err


_PAY = ["--waarde", "4", "--munten", "3", "--kaarten"]
COMMANDS = [
    (["het-leeft", "score", "--munten", "3", "--kaarten"], "het-leeft.bord"),
    (["het-leeft", "opstand", *_PAY], "het-leeft.opstand.betalen"),
    (["het-leeft", "ophalen", *_PAY], "het-leeft.ophalen.betalen"),
    (["het-leeft", "veiling", "--biedingen", "3", "--munten"], "het-leeft.veilen.munten"),
    (["het-leeft", "veiling", "--munten", "12 5", "--biedingen"], "het-leeft.veilen.ronde"),
]
"""Each command with the option that takes a list of numbers last, and the rule it names."""


@pytest.mark.parametrize(("argv", "rule"), COMMANDS)
@pytest.mark.parametrize("digit", ODD_DIGITS)
def test_a_number_with_other_digits_is_refused_naming_the_rule(
    argv: list[str], rule: str, digit: str
) -> None:
    err = _refused([*argv, f"5 {digit} 2"], rule)
    assert repr(digit)[1:-1] in err or digit in err


@FUZZ
@given(
    st.sampled_from(COMMANDS),
    st.lists(st.one_of(st.integers(0, 12).map(str), st.sampled_from(ODD_DIGITS)), max_size=5),
)
def test_number_lists_with_other_digits_answer_or_refuse_in_dutch(
    command: tuple[list[str], str], words: list[str]
) -> None:
    argv, rule = command
    argv = [*argv, " ".join(words)]
    status, out, err = run_in_process(argv)
    check_cli_outcome(argv, status, out, err)
    if any(word in ODD_DIGITS for word in words):
        assert status == EXIT_BAD_INPUT and f"(regel {rule})" in err, (argv, out[:200])


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("slechte-bestanden")
    (folder / "groot-getal.json").write_text('{"tableau": [[' + "9" * 4301 + "]]}")
    (folder / "diep.json").write_text("[" * 5000 + "]" * 5000)
    (folder / "groot.json").write_text(" " * 100_001)
    (folder / "binair.json").write_bytes(b"\xff\xfe\x00")
    return folder


@pytest.mark.parametrize(
    "name", ["/dev/zero", "/dev/urandom", "groot-getal.json", "diep.json", "groot.json",
             "binair.json", "bestaat-niet.json", "."]
)  # fmt: skip
def test_a_square_file_that_is_no_square_is_refused(files: Path, name: str) -> None:
    """A device that never ends is read up to the limit, never whole (no MemoryError, no
    hanging); a number of 4,301 digits is no ValueError."""
    path = name if name.startswith("/") else str(files / name)
    _refused(["castle-combo", "score", path], "castle-combo.notatie")


def _position() -> str:
    from rulebook.its_alive.advice import position
    from rulebook.its_alive.state import Setup

    return str(position(Setup(3, start=1), 1, 3, None))


def _with_line(text: str, prefix: str, line: str) -> str:
    return "\n".join(line if old.startswith(prefix) else old for old in text.splitlines())


def _bad_positions() -> list[tuple[str, Any, str]]:
    def deck_with(extra: str) -> Any:
        def changed(text: str) -> str:
            deck = next(line for line in text.splitlines() if line.startswith("stapel:"))
            return _with_line(text, "stapel:", deck + extra)

        return changed

    def coins(text: str) -> str:
        player = next(line for line in text.splitlines() if line.startswith("speler 2:"))
        changed = player.split(" munten=")[0] + " munten=999 bord=" + player.split(" bord=")[1]
        return _with_line(text, "speler 2:", changed)

    return [
        ("een kaart te veel", deck_with(" armen-2"), "het-leeft.kaarten"),
        ("zeven keer dezelfde kaart", deck_with(" armen-2" * 6), "het-leeft.kaarten"),
        ("een lege stapel", lambda t: _with_line(t, "stapel:", "stapel: -"), "het-leeft.kaarten"),
        ("999 munten naast de bank", coins, "het-leeft.keuze.bank"),
        ("zeven spelers", lambda t: t.replace("spelers=3", "spelers=7"), "het-leeft.spelers"),
        ("speler 6 begint", lambda t: t.replace("start=2", "start=6"), "het-leeft.beurt"),
    ]


@pytest.mark.parametrize(
    ("change", "rule"),
    [pytest.param(change, rule, id=name) for name, change, rule in _bad_positions()],
)
def test_a_position_the_box_cannot_hold_is_refused_naming_the_rule(
    tmp_path: Path, change: Any, rule: str
) -> None:
    position = tmp_path / "stand.txt"
    text = _position()
    assert "start=2" in text and "spelers=3" in text
    position.write_text(change(text), encoding="utf-8")
    err = _refused(["het-leeft", "advies", "--stand", str(position)], rule)
    assert not any(word in err for word in (" is for ", " is not a seat", "players"))


def test_a_position_from_a_device_is_read_up_to_the_limit() -> None:
    _refused(["het-leeft", "advies", "--stand", "/dev/zero"], "het-leeft.notatie")


# -- the rule tools' fields -----------------------------------------------------------------------


@pytest.mark.parametrize("digit", ODD_DIGITS)
def test_a_number_field_refuses_other_digits_in_dutch(digit: str) -> None:
    with pytest.raises(IntentError, match="is een heel getal"):
        whole_number(digit, "Het bod")
    assert whole_number(" 7 ", "Het bod") == 7 and whole_number("-2", "x", least=-5) == -2


def _panels() -> list[Panel]:
    return [
        AuctionStepper((12, 5, 8), bids=(3,)),
        UprisingResolver(4, "hart-5 armen-2", 3),
        ScoreCalculator(3),
    ]


def _shown(widget: Panel) -> dict[str, Any]:
    traits = widget.get_state()
    kept = [name for name in widget.DISPLAY_TRAITS if name not in ("error", "revision")]
    return {name: traits[name] for name in kept}


@FUZZ
@given(
    st.integers(0, 2),
    st.sampled_from(["munten-{}", "kaarten-{}", "waarde", "munten", "bod", "spelers", "{}"]),
    st.sampled_from(["1", *ODD_DIGITS]),
    st.one_of(st.sampled_from(ODD_DIGITS), st.sampled_from(ODD_DIGITS).map(lambda d: f"5 {d}")),
)
def test_a_field_or_field_name_with_other_digits_is_refused_and_changes_nothing(
    which: int, name: str, seat: str, value: str
) -> None:
    widget = _panels()[which]
    before = _shown(widget)
    message = {"type": "set", "name": name.format(seat), "value": value}
    if name == "bod" and which == 0:  # a typed bid is kept as typed and read when it is made
        message = {"type": "bid", "bod": value}
    widget._handle_custom_msg(message, [])
    assert widget.error, (name, seat, value)
    assert "Error" not in widget.error and "Traceback" not in widget.error
    assert _shown(widget) == before


@pytest.mark.parametrize("digit", ODD_DIGITS)
def test_the_card_values_refuse_other_digits(digit: str) -> None:
    entry = CardValuesEntry()
    before = entry.values
    box = str(before).replace("armen: 2 3 4", f"armen: {digit} 3 4")
    entry._handle_custom_msg({"type": "read", "waarden": box}, [])
    assert "het-leeft.kaarten" in entry.error and "Error" not in entry.error
    assert entry.values == before


# -- actions naming nothing -----------------------------------------------------------------------


def _asked(name: str, players: int) -> tuple[Any, Any, Pick]:
    """A game of ``players`` where a seat is asked to choose, and one of its choices."""
    from rulebook.core.model.game import CHANCE, Playthrough
    from rulebook.games import BY_ID

    engine = game(name)
    offered = BY_ID[name].trials
    assert offered is not None
    trials = offered()
    setup = next(s for s in trials.setups if len(engine.scores(engine.new_game(s, 1))) == players)
    computer = next(iter(trials.computers.values()))
    play = Playthrough.start(engine, setup, 3, {seat: computer for seat in range(players)})
    while engine.current_players(play.state) == (CHANCE,):
        play.step()
    (seat,) = engine.current_players(play.state)
    return engine, play.state, engine.legal_actions(play.state, seat)[0]


@pytest.mark.parametrize("name", ["het-leeft", "castle-combo"])
def test_the_actions_of_the_report_are_refused_as_the_rules_say(name: str) -> None:
    engine, state, legal = _asked(name, 2)
    before = str(state)
    for seat in (2, -1, 7):
        with pytest.raises(IllegalActionError, match="Er is geen speler"):
            engine.apply(state, Pick(seat, legal.code))
    wrong: tuple[Any, ...] = (False, True, None, "1")
    for seat in wrong:
        with pytest.raises(TypeError):
            engine.apply(state, Pick(seat, legal.code))
    for code in (None, 3, True):
        with pytest.raises(TypeError):
            engine.apply(state, Pick(legal.seat, code))  # type: ignore[arg-type]
    assert str(state) == before
    json.dumps(before)  # the state is still the text it was
