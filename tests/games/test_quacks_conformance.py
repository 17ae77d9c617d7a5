"""De Kwakzalvers' own conformance case, on top of the suite every game passes
(``test_conformance.py``): book 10's return of locoweed, asked many times."""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.core.model.evolve import evolve
from rulebook.core.model.game import Playthrough
from rulebook.games import BY_ID, game
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.alchemists.locoweed.books import ReturnItself
from rulebook.quacks.alchemists.locoweed.in_play import LocoweedReturn
from rulebook.quacks.state import Chip
from rulebook.quacks.table import Setup
from tests.games.test_conformance import RandomAgent, keeps_every_promise


@pytest.mark.parametrize("itself", list(ReturnItself))
def test_a_random_game_with_book_10_keeps_every_promise(itself: ReturnItself) -> None:
    """Book 10's return asked many times: every bag starts with three locoweed from the box (a
    random player seldom buys one for 10 coins)."""
    engine = game("kwakzalvers")
    setup = Setup(players=3, extras=(AlchemistsSetup(book=10, itself=itself),))
    start = engine.new_game(setup, 9)  # seed 9: the return is asked often with both options
    locoweed = Chip.parse("N")
    three = (locoweed,) * 3
    for seat in range(3):
        bag = start.players[seat].bag.add(*three)
        start = evolve(start.with_player(seat, bag=bag), supply=start.supply.remove(*three))
    agents: dict[int, Any] = {seat: RandomAgent(500 + seat) for seat in range(3)}
    play = Playthrough(engine, start, 9, agents)
    trials = BY_ID["alchemisten"].trials
    assert trials is not None
    keeps_every_promise(play, trials())
    asked = [s for s in play.states if any(isinstance(p.task, LocoweedReturn) for p in s.players)]
    assert len(asked) >= 3, "book 10's return was seldom asked"
