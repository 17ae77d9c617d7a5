"""The command line, run as a player would: ``python -m rulebook ...`` in a subprocess."""

import json
import subprocess
import sys

import pytest


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rulebook", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )


def test_the_seed_example_from_the_terminal() -> None:
    done = run("essentie", "--ketel", "R1x2 O1 B1 W3 W2x2", "--links-ontploft")
    assert done.returncode == 0, done.stderr
    assert "veld 3" in done.stdout and "veld 4" in done.stdout
    assert "Antwoord: Je essentiefiche eindigt op veld 5." in done.stdout
    assert "[alchemisten.essentie.3]" in done.stdout


def test_json_answer_has_field_points_and_steps() -> None:
    done = run(
        "essentie",
        "--ketel",
        "R1x2 O1 B1 W3 W2x2",
        "--links-ontploft",
        "--rechts-ontploft",
        "--spelers",
        "2",
        "--ronde",
        "9",
        "--json",
    )
    answer = json.loads(done.stdout)
    assert answer["veld"] == 5 and answer["overwinningspunten"] == 5
    assert answer["stappen"][0] == {
        "regel": "alchemisten.essentie.moment",
        "uitleg": answer["stappen"][0]["uitleg"],
    }
    assert {"regel", "uitleg"} == set(answer["stappen"][-1])
    assert "alchemisten.laatste-ronde" in [s["regel"] for s in answer["stappen"]]


def test_book_eleven_and_a_chosen_field() -> None:
    done = run("essentie", "--ketel", "N N O1", "--narrenkruidboek", "11", "--json")
    assert json.loads(done.stdout)["veld"] == 4
    done = run(
        "essentie",
        "--ketel",
        "N N O1",
        "--narrenkruidboek",
        "11",
        "--kies-veld",
        "1",
        "--patient",
        "schichtigheid",
        "--json",
    )
    answer = json.loads(done.stdout)
    assert answer["veld"] == 1 and answer["rattensteen"] is True


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["essentie", "--ketel", "R9"], "regel kwakzalvers.fiches"),
        (["essentie", "--ketel", "R1", "--spelers", "7"], "regel kwakzalvers.spelers"),
        (["essentie", "--ketel", "R1", "--spelers", "drie"], "regel kwakzalvers.spelers"),
        (["essentie", "--ketel", "R1", "--ronde", "12"], "regel kwakzalvers.ronden"),
        (["essentie", "--ketel", "R1", "--kies-veld", "4"], "regel alchemisten.essentie.lager"),
        (
            ["essentie", "--ketel", "R1", "--narrenkruidboek", "9"],
            "regel alchemisten.narrenkruid.boeken",
        ),
        (["essentie", "--ketel", "R1", "--patient", "Hoofdpijn"], "Vampierisme"),
        (["essentie"], "verplicht"),
        (["betalen", "--essentie", "1", "--kost", "0"], "regel alchemisten.essentie.betalen"),
        (["regel", "bestaat.niet"], "geen regel"),
    ],
)
def test_bad_input_exits_2_with_a_dutch_message_and_no_traceback(
    args: list[str], words: str
) -> None:
    done = run(*args)
    assert done.returncode == 2
    assert words in done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout == ""


def test_paying_too_much_is_refused_but_answered() -> None:
    done = run("betalen", "--essentie", "1", "--kost", "2", "--json")
    assert done.returncode == 0
    answer = json.loads(done.stdout)
    assert answer["toegestaan"] is False and answer["veld"] == 1


def test_coverage_lists_every_clause_and_no_gap() -> None:
    done = run("dekking")
    assert done.returncode == 0, done.stdout
    assert "GEEN VOORBEELD" not in done.stdout
    assert "alchemisten.essentie.2" in done.stdout


def test_rules_glossary_and_explosion_commands() -> None:
    assert "Stap 2: precies 7" in run("regels", "--spel", "alchemisten").stdout
    assert "essence marker" in run("woorden").stdout
    exploded = json.loads(run("ontploft", "--ketel", "W3 W3 W2", "--json").stdout)
    assert exploded["ontploft"] is True and exploded["knalerwten"] == 8
