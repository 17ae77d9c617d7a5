"""The rat-tail explorer in Python: scores in, rat tails out, as the score track shows them.

A rat tail lies after fields 1, 4, 7, 10 and every even field from 12 to 48; a player counts the
tails from his own score up to the leader's (none when level), and past 50 they come round again.
"""

from __future__ import annotations

import re
from typing import Any

from tests.widgets.pictures import pictures_in
from widgets import RatTailExplorer


def click(explorer: RatTailExplorer, intent: object) -> None:
    explorer._handle_custom_msg(intent, [])


def frozen(explorer: RatTailExplorer) -> dict[str, Any]:
    state = {k: v for k, v in explorer.get_state().items() if k in explorer.DISPLAY_TRAITS}
    state.pop("error")
    state.pop("revision")
    return state


def markers(svg: str) -> list[str]:
    return re.findall(r'data-seat="(\d)"', svg)


def test_the_rulebooks_example_leader_on_20() -> None:
    explorer = RatTailExplorer()
    assert explorer.tails == ["koploper", "0 rattenstaarten", "1 rattenstaart", "2 rattenstaarten"]
    assert explorer.focus == 3
    assert explorer.ruling["answer"] == "2 rattenstaarten."
    steps = explorer.ruling["steps"]
    assert [s["clause_id"] for s in steps] == ["kwakzalvers.ratten", "kwakzalvers.ratten.staarten"]
    assert "na 16 en 18" in steps[1]["text"]
    assert sorted(set(markers(explorer.picture))) == ["0", "1", "2", "3"]
    assert repr(explorer) == (
        "RatTailExplorer(20: koploper, 19: 0 rattenstaarten, 17: 1 rattenstaart, "
        "16: 2 rattenstaarten)"
    )


def test_a_new_score_counts_again_and_a_new_leader_takes_over() -> None:
    explorer = RatTailExplorer()
    click(explorer, {"type": "score", "seat": 3, "value": 25})
    assert explorer.tails == [
        "3 rattenstaarten",  # 20 to 25: tails after 20, 22 and 24
        "3 rattenstaarten",  # 19 is below the tail after 20 as well
        "4 rattenstaarten",  # 17: after 18, 20, 22, 24
        "koploper",
    ]
    assert explorer.ruling["answer"] == "0 rattenstaarten."


def test_the_ruling_follows_the_player_picked() -> None:
    explorer = RatTailExplorer()
    click(explorer, {"type": "focus", "value": 2})
    assert explorer.focus == 2
    assert explorer.ruling["answer"] == "1 rattenstaart."
    assert "na 18" in explorer.ruling["steps"][1]["text"]


def test_level_with_the_leader_gives_none() -> None:
    explorer = RatTailExplorer((20, 20), focus=1)
    assert explorer.tails == ["koploper", "koploper"]
    assert "gelijk met de koploper" in explorer.ruling["steps"][0]["text"]


def test_past_fifty_the_tails_come_round_again_unless_switched_off() -> None:
    explorer = RatTailExplorer((53, 48), focus=1)
    assert explorer.tails[1] == "2 rattenstaarten"  # after 48, and after 51 (1 + 50)
    click(explorer, {"type": "second_lap", "value": False})
    assert explorer.tails[1] == "1 rattenstaart"
    assert explorer.second_lap is False


def test_players_come_and_go_and_keep_their_scores() -> None:
    explorer = RatTailExplorer()
    click(explorer, {"type": "players", "value": 2})
    assert explorer.scores == [20, 19] and explorer.focus == 1
    click(explorer, {"type": "players", "value": 4})
    assert explorer.scores == [20, 19, 17, 16]


def test_what_cannot_be_is_refused_in_dutch_and_nothing_changes() -> None:
    explorer = RatTailExplorer()
    before = frozen(explorer)
    refusals = [
        ({"type": "score", "seat": 0, "value": -1}, "kunnen niet negatief zijn"),
        ({"type": "score", "seat": 0, "value": 201}, "Scores tot 200 punten"),
        ({"type": "score", "seat": 4, "value": 3}, "speler 5 is er niet"),
        ({"type": "players", "value": 5}, "Kies 2, 3 of 4 spelers"),
        ({"type": "focus", "value": -1}, "speler 0 is er niet"),
        ({"type": "second_lap", "value": 1}, "ja of nee"),
        ({"type": "score", "seat": 0, "value": 2.5}, "geheel getal"),
    ]
    for intent, words in refusals:
        click(explorer, intent)
        assert words in explorer.error, intent
        assert frozen(explorer) == before


def test_the_static_copy_shows_the_track_and_every_player() -> None:
    explorer = RatTailExplorer()
    static = explorer.static_html()
    assert "werkt alleen in een notebook dat draait" in static
    (svg,) = pictures_in(static)
    assert svg == explorer.picture
    assert "<li>speler 4: 16 punten, 2 rattenstaarten</li>" in static
