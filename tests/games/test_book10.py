"""Locoweed book 10 in the engine: after a locoweed is placed, one coloured chip may go back.

The engine's options are checked against the rule function chapter 22 explains
(``locoweed_ruling``), over seeded random cauldrons; whole seeded games between computer players
with book 10 play to the end, replay from their log and keep every chip.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from rulebook.core.errors import RuleError
from rulebook.core.model.evolve import evolve
from rulebook.core.model.game import GameRecord, Playthrough
from rulebook.games import game as make_game
from rulebook.quacks import rules
from rulebook.quacks.actions import Choose
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.alchemists.locoweed.books import (
    LOCOWEED,
    ReturnItself,
    lay_by_value,
    locoweed_ruling,
)
from rulebook.quacks.alchemists.locoweed.in_play import CLAUSE, NOTHING, LocoweedReturn
from rulebook.quacks.bots import BOTS
from rulebook.quacks.state import Chips
from rulebook.quacks.table import GameState, Setup

LABELS = ["W1", "W1", "W2", "W3", "O1", "G1", "G2", "B1", "B2", "R1", "Y1", "P1", "Z1", "N", "N"]
STYLES = ("voorzichtig", "rekenaar", "gulzig", "voorzichtig", "rekenaar")


def _asked(chips: Chips, itself: ReturnItself) -> GameState:
    """A game with book 10 where seat 0 just placed a locoweed after ``chips`` (laid by value)
    and is asked what goes back."""
    setup = Setup(players=2, extras=(AlchemistsSetup(book=10, itself=itself),))
    state = make_game().new_game(setup, 1)
    cauldron = lay_by_value(chips).place(LOCOWEED, 1)
    state = state.with_player(0, cauldron=cauldron)
    return rules.push_tasks(state, 0, LocoweedReturn(cauldron.chips[-1].field, itself))


@pytest.mark.parametrize("itself", list(ReturnItself))
def test_the_engine_offers_exactly_what_the_chapters_rule_function_allows(
    itself: ReturnItself,
) -> None:
    rng = random.Random(10)
    for _ in range(150):
        chips = Chips.parse(" ".join(rng.sample(LABELS, rng.randint(0, 8))))
        state = _asked(chips, itself)
        options = rules.offers(state, 0)
        assert options[0].code == NOTHING
        offered = {int(o.code.split("-")[1]): o for o in options[1:]}
        cauldron = state.players[0].cauldron
        for placed in cauldron.chips:
            try:
                ruling = locoweed_ruling(10, chips, give_back=placed.field, itself=itself)
            except RuleError:
                assert placed.field not in offered, (chips, placed)
                continue
            assert placed.field in offered, (chips, placed)
            after = offered[placed.field].apply(state).players[0]
            assert after.cauldron == ruling.result.cauldron
            assert ruling.result.returned is not None
            assert after.bag == state.players[0].bag.add(ruling.result.returned)


def test_with_not_itself_the_locoweed_just_placed_is_not_offered() -> None:
    state = _asked(Chips.parse("W1 G1"), ReturnItself.NOT_ITSELF)
    codes = [o.code for o in rules.offers(state, 0)]
    assert codes == [NOTHING, "boek10:veld-2"]  # G1 on field 2; W1 white, N (field 3) itself
    allowed = _asked(Chips.parse("W1 G1"), ReturnItself.ALLOWED)
    assert [o.code for o in rules.offers(allowed, 0)] == [*codes, "boek10:veld-3"]


def _with_locoweed(state: GameState) -> GameState:
    """Every bag gets two locoweed from the box (the computer players never buy it for 10)."""
    supply = state.supply
    for seat in range(len(state.players)):
        supply = supply.remove(LOCOWEED, LOCOWEED)
        state = state.with_player(seat, bag=state.players[seat].bag.add(LOCOWEED, LOCOWEED))
    return evolve(state, supply=supply)


def _chips(state: Any) -> Counter[Any]:
    found: Counter[Any] = Counter(state.supply)
    for player in state.players:
        for place in (player.bag, player.hand, player.aside):
            found.update(place)
        found.update(p.chip for p in player.cauldron.chips)
    for extra in state.extras:
        found.update(extra.chips())
    return found


def _bot_game(players: int, seed: int) -> Playthrough[Any, Any]:
    game = make_game()
    setup = Setup(players=players, extras=(AlchemistsSetup(book=10),))
    agents = {seat: BOTS[style] for seat, style in enumerate(STYLES[:players])}
    start = _with_locoweed(game.new_game(setup, seed))
    play = Playthrough(game, start, seed, dict(agents))
    play.run()
    return play


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_bot_game_with_book_10_ends_replays_and_keeps_every_chip(players: int) -> None:
    play = _bot_game(players, seed=players)
    game = play.game
    assert game.is_over(play.state)
    chips = _chips(play.states[0])
    assert all(_chips(state) == chips for state in play.states)
    lines = play.record().lines(game)
    asked = [line for line in lines if "(boek 10)" in line and "kies" in line]
    assert asked, "the return of book 10 was never asked"
    returned = [line for line in asked if "terug in je buidel (boek 10)" in line]
    assert any("doe niets" not in line for line in returned), "no chip ever went back"
    text = "\n".join(lines) + "\n"
    *_, last = GameRecord.parse(game, text).states(game)
    assert str(last) == str(play.state)


def test_a_choice_book_10_does_not_offer_is_refused_naming_its_clause() -> None:
    play = _bot_game(2, seed=2)
    game = play.game
    state = next(
        s for s in play.states if any(isinstance(p.task, LocoweedReturn) for p in s.players)
    )
    seat = next(i for i, p in enumerate(state.players) if isinstance(p.task, LocoweedReturn))
    before = str(state)
    with pytest.raises(RuleError) as refused:
        game.apply(state, Choose(seat, 40))
    assert refused.value.clause_id == CLAUSE
    assert "nummer 41 bestaat niet" in refused.value.message
    assert "geen wit" in refused.value.message
    assert str(state) == before
