"""Situations the widgets play: one player brewing alone, a table about to be scored.

Each is a real game state, so what a player can check is what the engine does with it: who may
draw, where the first chip lands, who rolls the bonus die, what the scoring pays.
"""

from __future__ import annotations

import pytest

from rulebook.core.errors import RuleError
from rulebook.quacks import situations
from rulebook.quacks.actions import Draw, DrawnChip, Stop, UseFlask
from rulebook.quacks.board import TRACK
from rulebook.quacks.engine import make_game
from rulebook.quacks.rulings.cauldron import cauldron_ruling
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import Setup

ENGINE = make_game()


def test_only_speler_1_brews_with_exactly_the_bag_given() -> None:
    state = situations.solo_brewing("W1x2 W3 O1 B2")
    assert ENGINE.current_players(state) == (0,)
    assert ENGINE.legal_actions(state, 0) == [Draw(0), Stop(0)]  # no chip drawn: no flask yet
    assert str(state.players[0].bag) == "W1x2 W3 O1 B2"
    assert state.players[1].stopped and not state.players[1].cauldron.chips
    assert state.phase == "brouwen"


def test_the_first_chip_lands_after_the_rat_stone() -> None:
    """Droplet on 2 and 3 rat tails: brewing starts from field 5, so an O1 lies on field 6."""
    state = situations.solo_brewing("O1", droplet=2, rats=3)
    assert state.players[0].cauldron.start == 5
    state = ENGINE.apply(state, Draw(0))
    state = ENGINE.apply(state, DrawnChip(-1, 0, Chip.parse("O1")))
    assert [p.field for p in state.players[0].cauldron.chips] == [6]


def test_a_card_in_play_raises_the_limit_and_the_books_come_from_the_set() -> None:
    """Card B7 lets the whites total 9; set 2 puts red chips beside the cauldron."""
    state = situations.solo_brewing("W3 R2", books=2, card="B7")
    assert state.card == "B7"
    assert situations.worth(state, 0).limit == 9
    state = ENGINE.apply(ENGINE.apply(state, Draw(0)), DrawnChip(-1, 0, Chip.parse("R2")))
    assert str(state.players[0].aside) == "R2"
    assert not state.players[0].cauldron.chips


def test_the_flask_is_offered_after_a_white_chip() -> None:
    state = situations.solo_brewing("W1 O1")
    state = ENGINE.apply(ENGINE.apply(state, Draw(0)), DrawnChip(-1, 0, Chip.parse("W1")))
    assert UseFlask(0) in ENGINE.legal_actions(state, 0)


def test_worth_is_what_the_cauldron_ruling_says() -> None:
    chips = "W1 O1 W2 G1 R1"
    state = situations.solo_brewing(chips, droplet=3)
    for chip in Chips.parse(chips):
        state = ENGINE.apply(ENGINE.apply(state, Draw(0)), DrawnChip(-1, 0, chip))
    explained = cauldron_ruling(Chips.parse(chips), 3).result
    assert situations.worth(state, 0) == explained
    assert explained.field == state.players[0].cauldron.last_field + 1
    # Droplet 3, then 1 + 1 + 2 + 1 + (1 + 1 for the pumpkin before the red chip): field 10.
    assert explained.field == 11
    assert (explained.coins, explained.points) == (TRACK[11].coins, TRACK[11].points) == (11, 2)


@pytest.mark.parametrize(
    ("make", "clause_id", "words"),
    [
        (lambda: situations.solo_brewing("N"), "kwakzalvers.voorraad", "zit niet in de doos"),
        (lambda: situations.solo_brewing("G1x16"), "kwakzalvers.voorraad", "geen 16"),
        (lambda: situations.solo_brewing("W1x5"), "kwakzalvers.ronde6", "hoogstens 4"),
        (lambda: situations.solo_brewing(droplet=53), "kwakzalvers.ketelspoor", "0 tot 52"),
        (lambda: situations.solo_brewing(rats=-1), "kwakzalvers.ketelspoor", "niet op -1"),
        (lambda: situations.solo_brewing(card="B12"), "kwakzalvers.waarzegster", "B1 tot B11"),
        (lambda: situations.solo_brewing(books=5), "kwakzalvers.voorbereiding.boeken", "1 tot 4"),
        (lambda: situations.solo_brewing(round=10), "kwakzalvers.ronden", "1 tot 9"),
        (lambda: situations.scoring_table(["W1"]), "kwakzalvers.spelers", "2 tot 4"),
        (lambda: situations.scoring_table(["G4x7", "G4x7"]), "kwakzalvers.voorraad", "nog maar 6"),
        (lambda: situations.scoring_table(["W1", "W1"], scores=(0, -2)), None, "nooit negatief"),
    ],
)
def test_a_situation_that_cannot_be_is_refused_in_dutch(make, clause_id, words) -> None:
    with pytest.raises(RuleError) as refused:
        make()
    assert words in refused.value.message
    if clause_id:
        assert refused.value.clause_id == clause_id


def test_a_wrong_python_type_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        situations.solo_brewing(droplet="2")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        situations.scoring_table("W1 | W2")


# -- a table to score -------------------------------------------------------------------------

THREE = ["W1x2 O1 G1 W2 R1 P1", "W3 W2 W1 B2 Z1", "W1x3 W2 W3"]


def test_a_scoring_table_has_every_cauldron_stopped_and_the_third_exploded() -> None:
    state = situations.scoring_table(THREE, droplets=(2, 0, 1), round=3)
    assert [p.stopped for p in state.players] == [True, True, True]
    assert [p.exploded for p in state.players] == [False, False, True]  # whites 1+1+1+2+3 = 8
    assert [str(p.cauldron.contents()) for p in state.players] == THREE
    assert state.players[0].cauldron.start == 2


def test_the_scoring_goes_from_a_to_f_and_ends_in_the_next_round() -> None:
    state = situations.scoring_table(THREE, droplets=(2, 0, 1), round=3)
    ruling = situations.scoring_ruling(state, seed=3)
    cited = ruling.clause_ids()
    steps = [
        "kwakzalvers.puntentelling.a",
        "kwakzalvers.puntentelling.b",
        "kwakzalvers.puntentelling.d",
        "kwakzalvers.puntentelling.e",
    ]
    assert [cited.index(step) for step in steps] == sorted(cited.index(step) for step in steps)
    assert "kwakzalvers.puntentelling.ontploft" in cited  # speler 3 chooses D or E
    assert ruling.result.round == 4
    # Speler 1 is furthest without exploding (field 12) and is the only one to roll.
    roll = next(s for s in ruling.steps if s.clause_id == "kwakzalvers.puntentelling.a")
    assert "speler 1" in roll.text.lower()


def test_play_out_is_the_same_game_for_the_same_seed() -> None:
    state = situations.scoring_table(THREE, round=3)
    first = situations.play_out(state, seed=5)
    assert first == situations.play_out(state, seed=5)
    after = ENGINE._settle(state)  # nobody acts in a table shaped by hand: the flow moves on
    for action in first:
        after = ENGINE.apply(after, action)
    assert after.round == 4
    assert situations.scoring_ruling(state, seed=5).result == after


def test_round_nine_ends_the_game_with_a_winner() -> None:
    state = situations.scoring_table(["W1 O1 G1", "W2 W3"], round=9, scores=(20, 21))
    ruling = situations.scoring_ruling(state, seed=1)
    assert ruling.result.over
    assert "kwakzalvers.einde" in ruling.clause_ids()


def test_the_setup_options_reach_the_game() -> None:
    state = situations.solo_brewing("W1", books=(1, 2, 3, 4, 1), white_choice=True)
    assert state.setup == Setup(players=2, books=(1, 2, 3, 4, 1), white_choice=True)
