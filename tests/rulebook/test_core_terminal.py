"""The shared parts of the games' terminal commands (rulebook/core/reader/terminal.py): the loop of
every ``simuleer``, counted by hand over a few scripted games."""

from __future__ import annotations

import pytest

from rulebook.core.reader.terminal import Finished, simulate

GAMES = {  # seed -> (winners, points per seat) of three games at a table of three
    7: ((0,), (30, 20, 10)),
    8: ((1, 2), (5, 25, 25)),
    9: ((2,), (0, 0, 40)),
}


def _scripted(seed: int) -> Finished:
    winners, scores = GAMES[seed]
    return Finished(winners, scores)


def test_every_winner_of_a_shared_win_counts_a_whole_win_per_seat() -> None:
    seen: list[float] = []
    summary = simulate(_scripted, games=3, seed=7, keys=range(3), progress=seen.append)
    assert summary.wins == {0: 1, 1: 1, 2: 2}
    assert summary.average_points == {0: 11.67, 1: 15.0, 2: 25.0}  # 35/3, 45/3, 75/3
    assert seen == [pytest.approx(1 / 3), pytest.approx(2 / 3), 1.0]
    assert summary.seat_lines(["a", "b", "c"]) == [
        "speler 1 (a): 1 keer gewonnen, gemiddeld 11.67 punten",
        "speler 2 (b): 1 keer gewonnen, gemiddeld 15.0 punten",
        "speler 3 (c): 2 keer gewonnen, gemiddeld 25.0 punten",
    ]


def test_a_style_at_two_seats_shares_its_wins_and_averages_over_both_seats() -> None:
    summary = simulate(
        _scripted, games=3, seed=7, keys=("gulzig", "rekenaar", "gulzig"), split_wins=True
    )
    # gulzig: seat 0 wins seed 7, seat 2 half of seed 8 and all of seed 9
    assert summary.wins == {"gulzig": 2.5, "rekenaar": 0.5}
    # gulzig's points: 30+5+0 at seat 0 and 10+25+40 at seat 2, over 3 games x 2 seats
    assert summary.average_points == {"gulzig": 18.33, "rekenaar": 15.0}


def test_the_answer_as_json_keeps_the_keys_every_simuleer_promises() -> None:
    summary = simulate(_scripted, games=2, seed=8, keys=range(3))
    data = summary.data(per_seat=True, extra={"kerker": False})
    assert list(data) == [
        "partijen",
        "kerker",
        "seconden",
        "per_seconde",
        "winsten",
        "gemiddelde_punten",
    ]
    assert data["partijen"] == 2
    assert data["winsten"] == [0, 1, 2]
    assert data["gemiddelde_punten"] == [2.5, 12.5, 32.5]
    by_key = summary.data(per_seat=False)
    assert by_key["winsten"] == {0: 0, 1: 1, 2: 2}
    assert summary.timing().startswith("in ") and summary.timing().endswith(" per seconde)")
