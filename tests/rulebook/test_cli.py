"""The command line, run as a player would: ``python -m rulebook ...`` in a subprocess."""

import json
import os
import subprocess
import sys

import pytest

from rulebook.cli import EXIT_OUTPUT_FAILED
from tests.command_line import run


def run_bytes(*args: str, **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "rulebook", *args],
        capture_output=True,
        check=False,
        timeout=60,
        env={**os.environ, **env},
    )


def test_the_seed_example_from_the_terminal() -> None:
    done = run("alchemisten", "essentie", "--ketel", "R1x2 O1 B1 W3 W2x2", "--links-ontploft")
    assert done.returncode == 0, done.stderr
    assert "veld 3" in done.stdout and "veld 4" in done.stdout
    assert "Antwoord: Je essentiefiche eindigt op veld 5." in done.stdout
    assert "[alchemisten.essentie.3]" in done.stdout


def test_json_answer_has_field_points_and_steps() -> None:
    done = run(
        "alchemisten",
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
    assert answer["stappen"][0]["regel"] == "alchemisten.essentie.moment"
    assert answer["stappen"][0]["uitleg"].startswith("Ronde 9, 2 spelers")
    assert answer["stappen"][2] == {
        "regel": "alchemisten.essentie.1",
        "uitleg": "In je ketel liggen 3 verschillende kleuren: rood, oranje en blauw. Witte "
        "fiches tellen niet mee. Je essentiefiche gaat naar veld 3.",
    }
    assert {"regel", "uitleg"} == set(answer["stappen"][-1])
    assert "alchemisten.laatste-ronde" in [s["regel"] for s in answer["stappen"]]


def test_book_eleven_and_a_chosen_field() -> None:
    done = run("alchemisten", "essentie", "--ketel", "N N O1", "--narrenkruidboek", "11", "--json")
    assert json.loads(done.stdout)["veld"] == 4
    done = run(
        "alchemisten",
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
    assert answer["veld"] == 1 and answer["rattenstaart"] is True
    assert answer["rattensteen"] is True  # the old key, kept for scripts that read it


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["alchemisten", "essentie", "--ketel", "R9"], "regel kwakzalvers.fiches"),
        (
            ["alchemisten", "essentie", "--ketel", "R1", "--spelers", "7"],
            "regel kwakzalvers.spelers",
        ),
        (
            ["alchemisten", "essentie", "--ketel", "R1", "--spelers", "drie"],
            "regel kwakzalvers.spelers",
        ),
        (["alchemisten", "essentie", "--ketel", "R1", "--ronde", "12"], "regel kwakzalvers.ronden"),
        (
            ["alchemisten", "essentie", "--ketel", "R1", "--kies-veld", "4"],
            "regel alchemisten.essentie.lager",
        ),
        (
            ["alchemisten", "essentie", "--ketel", "R1", "--narrenkruidboek", "9"],
            "regel alchemisten.narrenkruid.boeken",
        ),
        (["alchemisten", "essentie", "--ketel", "R1", "--patient", "Hoofdpijn"], "Vampierisme"),
        (["alchemisten", "essentie"], "verplicht"),
        (["alchemisten", "essentie", "--ketel", "W1x6"], "regel kwakzalvers.ronde6"),
        (["alchemisten", "essentie", "--ketel", "W3 W3"], "regel kwakzalvers.startbuidel"),
        (
            ["alchemisten", "essentie", "--ketel", "W1x5", "--ronde", "5"],
            "regel kwakzalvers.ronde6",
        ),
        (["kwakzalvers", "ontploft", "--ketel", "R4x11"], "regel kwakzalvers.voorraad"),
        (
            ["alchemisten", "betalen", "--essentie", "12", "--kost", "2"],
            "regel alchemisten.essentie.top",
        ),
        (
            ["alchemisten", "betalen", "--essentie", "-1", "--kost", "1"],
            "regel alchemisten.essentie.betalen",
        ),
        (["alchemisten", "essentie", "--ketel", "-R1"], "Een fiche begint met een kleurletter"),
        (["alchemisten", "essentie", "--ketel", "W" + "1" * 4301], "te lang voor een fiche"),
        (["alchemisten", "essentie", "--ketel", "R1x" + "9" * 4301], "te lang voor een fiche"),
        (
            ["alchemisten", "essentie", "--ketel", "R1", "--ronde", "9" * 5000],
            "regel kwakzalvers.ronden",
        ),
        (
            ["alchemisten", "betalen", "--essentie", "1", "--kost", "0"],
            "regel alchemisten.essentie.betalen",
        ),
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


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (["essentie", "--ketel", "N O1", "--json"], ["alchemisten", "essentie"]),
        (["betalen", "--essentie", "1", "--kost", "2"], ["alchemisten", "betalen"]),
        (["ontploft", "--ketel", "W3 W2 W2 W1"], ["kwakzalvers", "ontploft"]),
    ],
)
def test_an_older_top_level_spelling_answers_as_the_games_own_command(
    old: list[str], new: list[str]
) -> None:
    """``python -m rulebook essentie`` (from before the command moved into its game) still runs
    De Alchemisten's ``essentie``, through the command's ``alias``: the same answer."""
    before, after = run(*old), run(*new, *old[1:])
    assert before.returncode == after.returncode == 0, before.stderr
    assert before.stdout == after.stdout and before.stdout.strip()


def test_the_game_options_name_the_games_of_the_registry() -> None:
    """``--spel`` says which games there are, from the registry; a toy game is not one."""
    from rulebook.games import GAMES

    shown = run("regels", "--help").stdout
    from rulebook.core.dutch import listing

    assert listing(list(GAMES), last="of") in " ".join(shown.split())
    assert "dobbelnim" not in shown


def test_paying_too_much_is_refused_but_answered() -> None:
    done = run("alchemisten", "betalen", "--essentie", "1", "--kost", "2", "--json")
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
    exploded = json.loads(run("kwakzalvers", "ontploft", "--ketel", "W3 W2 W2 W1", "--json").stdout)
    assert exploded["ontploft"] is True and exploded["knalerwten"] == 8


def test_a_huge_cauldron_is_answered_with_a_short_message() -> None:
    done = run("alchemisten", "essentie", "--ketel", "W1 " * 40_000)
    assert done.returncode == 2
    assert "regel kwakzalvers.ronde6" in done.stderr
    assert len(done.stderr) < 1000 and done.stdout == ""
    done = run("alchemisten", "essentie", "--ketel", "R" * 120_000)
    assert done.returncode == 2
    assert len(done.stderr) < 1000 and "Traceback" not in done.stderr


@pytest.mark.parametrize(
    "env",
    [
        {"PYTHONIOENCODING": "ascii"},
        {"PYTHONIOENCODING": "latin-1"},
        {"LANG": "C", "LC_ALL": "C", "PYTHONIOENCODING": "", "PYTHONUTF8": "0"},
    ],
)
def test_dutch_text_reaches_a_terminal_that_cannot_show_every_letter(env: dict[str, str]) -> None:
    done = run_bytes("alchemisten", "essentie", "--ketel", "N O1", "--patient", "Kippenogen", **env)
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr
    text = done.stdout.decode("latin-1")
    assert "na het brouwen" in text and "Antwoord: Je essentiefiche eindigt op veld 2." in text
    refused = run_bytes("alchemisten", "essentie", "--ketel", "R1", "--patient", "Hoofdpijn", **env)
    assert refused.returncode == 2
    assert b"Traceback" not in refused.stderr and b"Vampierisme" in refused.stderr
    as_json = run_bytes("alchemisten", "essentie", "--ketel", "N O1", "--json", **env)
    assert json.loads(as_json.stdout)["antwoord"].endswith("hangt af van je patiënt.")


@pytest.mark.parametrize(
    "args", [["regels"], ["alchemisten", "essentie", "--ketel", "R1"], ["--help"]]
)
def test_a_full_disk_ends_with_a_short_dutch_message(args: list[str]) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "rulebook", *args],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
            timeout=60,
        )
    assert done.returncode == EXIT_OUTPUT_FAILED
    assert done.stderr.strip() == (
        "fout: het antwoord kon niet worden geschreven (No space left on device)."
    )
