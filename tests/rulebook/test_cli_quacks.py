"""The base game's terminal commands answer what a player at the table asks, in Dutch and JSON."""

from __future__ import annotations

import contextlib
import io
import json
from typing import Any

import pytest

from rulebook.cli import EXIT_BAD_INPUT, main
from rulebook.core.model.game import GameRecord
from rulebook.games import game


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(list(argv))
    return status, out.getvalue(), err.getvalue()


def answer(*argv: str) -> dict[str, Any]:
    status, out, err = run(*argv, "--json")
    assert status == 0, err
    document: dict[str, Any] = json.loads(out)
    return document


def test_a_cauldron_answers_with_the_promised_keys_and_values() -> None:
    document = answer("kwakzalvers", "ketel", "--fiches", "W1 O1 W2 G1")
    # from the droplet on 0: W1 on 1, O1 on 2, W2 on 4, G1 on 5; scoring field 6
    assert {k: document[k] for k in ("wit", "ontploft", "veld", "munten")} == {
        "wit": 3,
        "ontploft": False,
        "veld": 6,
        "munten": 6,
    }
    assert document["overwinningspunten"] == 1 and document["robijn"] is False
    assert all(set(step) == {"regel", "uitleg"} for step in document["stappen"])


def test_the_droplet_moves_the_whole_cauldron_and_an_explosion_is_said() -> None:
    moved = answer("kwakzalvers", "ketel", "--fiches", "W1 O1 W2 G1", "--druppel", "4")
    assert (moved["veld"], moved["munten"], moved["overwinningspunten"]) == (10, 10, 2)
    burst = answer("kwakzalvers", "ketel", "--fiches", "W3 W2 W2 W1")
    assert burst["ontploft"] is True and burst["wit"] == 8
    assert "kwakzalvers.puntentelling.ontploft" in [s["regel"] for s in burst["stappen"]]


def test_the_rulebook_example_of_rat_tails() -> None:
    """Leader on 20: 19 gets no rat tail, 17 one, 16 two (the English rulebook's example)."""
    counts = [
        answer("kwakzalvers", "ratten", "--punten", str(p), "--leider", "20")["rattenstaarten"]
        for p in (20, 19, 17, 16)
    ]
    assert counts == [0, 0, 1, 2]


@pytest.mark.parametrize(
    ("bag", "cauldron", "chance", "chips"),
    [
        ("W1x4 O1 G1", "W3 W2x2", "2/3", ["W1"]),  # room 0: every white explodes it
        ("W1x2 W2 W3 O1", "W3 W2", "1/5", ["W3"]),  # room 2: only the 3 is too big
        ("W1x4 O1 G1", "W3", "0", []),
    ],
)
def test_the_odds_are_an_exact_fraction_with_the_chips_that_explode(
    bag: str, cauldron: str, chance: str, chips: list[str]
) -> None:
    document = answer("kwakzalvers", "kans", "--zak", bag, "--ketel", cauldron)
    assert document["kans"] == chance and document["fiches"] == chips


def test_every_book_of_a_set_with_prices_and_text() -> None:
    books = answer("kwakzalvers", "boeken", "--set", "1")["boeken"]
    assert [b["kleur"] for b in books] == [
        "oranje",
        "zwart",
        "groen",
        "blauw",
        "rood",
        "geel",
        "paars",
    ]
    green = books[2]
    assert green["prijzen"] == {"1": 4, "2": 8, "4": 14}
    assert green["regel"] == "kwakzalvers.boek.groen.1"
    assert all(b["tekst"] and b["ingredient"] for b in books)
    every = answer("kwakzalvers", "boeken")["boeken"]
    assert len(every) == 2 + 4 * 5


def test_the_24_cards_with_name_text_timing_and_rule() -> None:
    cards = answer("kwakzalvers", "waarzeggers")["kaarten"]
    assert len(cards) == 24
    assert {c["id"] for c in cards} == {f"P{n}" for n in range(1, 14)} | {
        f"B{n}" for n in range(1, 12)
    }
    living = next(c for c in cards if c["id"] == "B7")
    assert "9" in living["tekst"] and living["regel"] == "kwakzalvers.kaart.B7"
    assert all(c["naam"] and c["wanneer"] for c in cards)


def test_a_seeded_game_is_its_log_and_replays_to_its_scores() -> None:
    first = answer("kwakzalvers", "speel", "--spelers", "3", "--zaad", "5")
    again = answer("kwakzalvers", "speel", "--spelers", "3", "--zaad", "5")
    assert first == again
    assert len(first["punten"]) == 3 and first["winnaars"]
    engine = game()
    record = GameRecord.parse(engine, "\n".join(first["log"]))
    *_, last = record.states(engine)
    assert list(engine.scores(last)) == first["punten"]


def test_a_played_games_log_says_what_came_of_the_choices_and_ends_with_the_result() -> None:
    document = answer("kwakzalvers", "speel", "--spelers", "4", "--zaad", "7")
    engine = game()
    record = GameRecord.parse(engine, "\n".join(document["log"]))
    *_, last = record.states(engine)
    result = engine.result(last)
    told = [line.removeprefix("# → ") for line in document["log"] if line.startswith("# → ")]
    assert [line for line in told if line.startswith("Ronde ")] == [
        f"Ronde {n} begint." for n in range(2, 10)
    ]
    assert told[-1] == document["uitslag"] == result.dutch()
    assert "de vollere ketel in de laatste ronde besliste" in document["uitslag"]
    assert document["winnaars"] == [seat + 1 for seat in result.winners]


@pytest.mark.parametrize(
    ("argv", "clause"),
    [
        (("kwakzalvers", "ketel", "--fiches", "W9"), "kwakzalvers.fiches"),
        (("kwakzalvers", "ketel", "--fiches", "W3 W3"), "kwakzalvers.startbuidel"),
        (("kwakzalvers", "ketel", "--fiches", "W3 W2 W2 W1 O1"), "kwakzalvers.ontploffen"),
        (("kwakzalvers", "ketel", "--fiches", "O1", "--kaart", "X1"), "kwakzalvers.waarzegster"),
        (("kwakzalvers", "ratten", "--punten", "30", "--leider", "20"), "kwakzalvers.ratten"),
        (("kwakzalvers", "boeken", "--set", "5"), "kwakzalvers.voorbereiding.boeken"),
        (("kwakzalvers", "speel", "--spelers", "6"), "kwakzalvers.spelers"),
        (("kwakzalvers", "speel", "--spelers-type", "slim"), "kwakzalvers.spelers"),
    ],
)
def test_bad_input_exits_2_with_a_dutch_message_naming_the_rule(
    argv: tuple[str, ...], clause: str
) -> None:
    status, out, err = run(*argv)
    assert status == EXIT_BAD_INPUT and out == ""
    assert err.startswith("fout: ") and f"(regel {clause})" in err
    assert "Traceback" not in err


def test_simulating_with_de_alchemisten_plays_whole_games_in_the_engine() -> None:
    """The fast kernel plays the base game only; with --alchemisten the engine plays them."""
    document = answer(
        "kwakzalvers", "simuleer", "--alchemisten", "--partijen", "2", "--spelers", "5"
    )
    assert document["partijen"] == 2
    assert sum(document["winsten"].values()) == pytest.approx(2)
    assert all(points > 0 for points in document["gemiddelde_punten"].values())
