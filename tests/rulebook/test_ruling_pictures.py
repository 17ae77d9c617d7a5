"""The table questions of the base game show a picture of what they are about.

A chapter shows a worked example in a Stepper, and a reader without a kernel sees the last step's
picture. Rulings that answer a table question (setting up, the start of a round, the bonus die,
who wins) carry no game state of their own, so each step carries the picture of the thing it is
about: the table just set up, a player's things, the bag of that round, the book that opens, the
die, the score track at the end.
"""

from __future__ import annotations

from collections import Counter

import pytest

from rulebook.core.drawing.svg import alt_text
from rulebook.quacks.engine import make_game
from rulebook.quacks.rulings.scoring import bonus_die_ruling, die_ruling, end_ruling
from rulebook.quacks.rulings.setup import round_start_ruling, setup_ruling
from rulebook.quacks.state import Chip
from rulebook.quacks.table import Bag, GameState, Player, Setup

W1 = Chip.parse("W1")


def test_the_setup_shows_the_table_the_engine_sets_up_and_a_players_own_things() -> None:
    ruling = setup_ruling(3, 1)
    assert all(step.svg() for step in ruling.steps)
    table = ruling.steps[-1].state
    assert table == make_game().new_game(Setup(players=3), 0)
    assert isinstance(table, GameState) and len(table.players) == 3 and table.round == 1
    own = {step.clause_id: step.state for step in ruling.steps}
    player = own["kwakzalvers.startbuidel"]
    assert isinstance(player, Player)
    assert Counter(player.bag) == Counter(ruling.result.bag)
    assert (player.droplet, player.rubies, player.flask, player.score) == (0, 1, True, 0)


@pytest.mark.parametrize(("number", "white_ones"), [(1, 4), (5, 4), (6, 5), (9, 5)])
def test_a_round_start_shows_the_bag_of_that_round(number: int, white_ones: int) -> None:
    ruling = round_start_ruling(number)
    bag = ruling.steps[0].state
    assert isinstance(bag, Bag)
    assert bag.count(W1) == white_ones == ruling.result.white_ones
    assert len(bag) == 8 + white_ones - 3  # four (or five) W1, W2 W2 W3, O1, G1


@pytest.mark.parametrize(("number", "book"), [(2, "Alruinwortel (geel)"), (3, "Geestenadem")])
def test_the_round_that_opens_a_book_shows_that_book(number: int, book: str) -> None:
    last = round_start_ruling(number).steps[-1]
    assert last.clause_id == f"kwakzalvers.ronde{number}"
    assert alt_text(last.svg()).startswith(f"Ingrediëntenboek: {book}")


def test_the_die_rulings_show_the_die_with_the_face_it_has_twice() -> None:
    assert "1 overwinningspunt (twee keer)" in alt_text(die_ruling().steps[-1].svg())
    own = alt_text(die_ruling("tweemaal-druppel").steps[-1].svg())
    assert "druppel 1 veld vooruit (twee keer)" in own
    assert "1 overwinningspunt (twee keer)" not in own
    rolls = bonus_die_ruling([16, 15, 9], [False, False, True])
    assert all(alt_text(step.svg()).startswith("De bonusdobbelsteen") for step in rolls.steps)


def test_the_end_shows_the_final_scores_with_the_winner_ringed() -> None:
    """Tied on 40: speler 2 had the fuller cauldron and wins; the track rings speler 2."""
    ruling = end_ruling([40, 40, 38], [20, 22, 30])
    assert ruling.result == (1,)
    picture = ruling.steps[-1].svg()
    assert "speler 2 leidt met 40 overwinningspunten" in picture
    described = alt_text(picture)
    assert "Speler 1 op 40" in described and "Speler 3 op 38" in described
