"""The computers' habit of buying locoweed (``locoweed_bots``): a bot habit, checked by what a
player at the table would see the computer buy."""

from __future__ import annotations

from rulebook.core.model.evolve import evolve
from rulebook.games import game
from rulebook.quacks.actions import Buy
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.alchemists.locoweed.bots import buys_locoweed
from rulebook.quacks.state import Chip
from rulebook.quacks.table import Bag, GameState, Setup

GAME = game()
N, O1, G2, B2 = (Chip.parse(text) for text in ("N", "O1", "G2", "B2"))


def shopping(bag: str = "W1x4 O1") -> GameState:
    state: GameState = GAME.new_game(Setup(players=2, extras=(AlchemistsSetup(book=12),)), 3)
    return evolve(state, players=(evolve(state.players[0], bag=Bag.parse(bag)), state.players[1]))


def test_a_computer_buys_locoweed_when_it_costs_nearly_its_best_purchase() -> None:
    # book 12: a locoweed costs 12; a green 2 (8) and a blue 2 (10) would spend 18
    legal = [Buy(0, (N,)), Buy(0, (G2, B2)), Buy(0, (O1, N))]
    assert buys_locoweed(shopping(), 0, legal) == Buy(0, (O1, N))  # 15 coins: 3 less than 18


def test_a_computer_does_not_give_up_much_for_locoweed() -> None:
    legal = [Buy(0, (N,)), Buy(0, (G2, B2))]  # 12 against 18
    assert buys_locoweed(shopping(), 0, legal) is None


def test_a_computer_with_two_locoweed_leaves_the_rest_to_the_base_rule() -> None:
    legal = [Buy(0, (O1, N)), Buy(0, (G2, B2))]
    assert buys_locoweed(shopping("W1x4 N N"), 0, legal) is None
    assert buys_locoweed(shopping("W1x4 N"), 0, legal) == Buy(0, (O1, N))
