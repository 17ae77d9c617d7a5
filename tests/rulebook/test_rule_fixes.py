"""Rules the worked examples caught the engine breaking, each checked as a player would.

- Card P8 ('Ratten zijn je vrienden'): the points come in step 2, after the rat tails are
  counted, so choosing the points does not cost any of the tails (clause kwakzalvers.kaart.P8).
- Step E: two chips bought in the other order are the same purchase (kwakzalvers.puntentelling.e).
- Messages name a colour's book with the right Dutch adjective ('het gele boek').
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebook.core.dutch import inflected
from rulebook.core.errors import RuleError
from rulebook.games import game
from rulebook.quacks.engine import Quacks
from rulebook.quacks.state import Chip
from rulebook.quacks.table import GameState, Setup


def engine() -> Quacks:
    made = game()
    assert isinstance(made, Quacks)
    return made


def play(state: GameState, *actions: str) -> GameState:
    quacks = engine()
    for text in actions:
        state = quacks.apply(state, quacks.parse_action(text))
    return state


def round_two(*scores: int) -> GameState:
    state = engine().new_game(Setup(players=len(scores)), 0)
    state = replace(state, round=2)
    for seat, score in enumerate(scores):
        state = state.with_player(seat, score=score)
    return state


def test_card_p8_pays_a_point_per_tail_and_keeps_every_tail() -> None:
    """Leader on 20, speler 2 on 16: 2 rat tails (after 16 and 18). With the points of P8 he
    gets 2 points and still brews from 2 fields past his droplet."""
    state = play(round_two(20, 16), "kans kaart P8", "1 kies 1", "1 kies 1", "2 kies 2")
    second = state.players[1]
    assert second.score == 18
    assert second.rats == 2
    assert second.cauldron.start == 2


def test_card_p8_gives_the_leader_nothing_for_no_tails() -> None:
    state = play(round_two(20, 16), "kans kaart P8", "1 kies 2", "2 kies 2")
    assert state.players[0].score == 20
    assert state.players[0].rats == 0


def test_card_p8_points_come_only_with_that_choice() -> None:
    state = play(round_two(20, 16), "kans kaart P8", "1 kies 2", "2 kies 1", "2 kies 1")
    assert state.players[1].score == 16
    assert state.players[1].rats == 2


def shopping_state() -> GameState:
    """Speler 1 in step E with 7 coins: W1, W2 and W3 on fields 1, 3 and 6."""
    state = engine().new_game(Setup(players=2), 0)
    draws = ("1 trek", "kans 1 W1", "1 trek", "kans 1 W2", "1 trek", "kans 1 W3")
    state = play(state, "kans kaart B5", *draws, "1 stop", "2 stop", "kans 1 dobbel punt")
    assert state.phase == "kopen" and engine().current_players(state) == (0,)
    return state


def test_two_chips_bought_in_either_order_are_the_same_purchase() -> None:
    first = play(shopping_state(), "1 koop G1 O1")
    second = play(shopping_state(), "1 koop O1 G1")
    assert first == second
    assert first.players[0].bag.count(Chip.parse("G1")) == 2  # the start chip and the new one


def test_two_chips_of_one_colour_are_still_refused_in_either_order() -> None:
    with pytest.raises(RuleError) as refused:
        play(shopping_state(), "1 koop G2 G1")
    assert refused.value.clause_id == "kwakzalvers.puntentelling.e"


def test_a_closed_book_is_named_with_the_dutch_adjective() -> None:
    with pytest.raises(RuleError) as refused:
        play(shopping_state(), "1 koop Y1")
    assert "Het gele boek" in refused.value.message
    assert [inflected(w) for w in ("geel", "rood", "wit", "oranje")] == [
        "gele",
        "rode",
        "witte",
        "oranje",
    ]
