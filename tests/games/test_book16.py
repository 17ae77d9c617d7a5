"""Locoweed book 16 in the engine: the first locoweed *may* count itself (the seed's "mag"), so
the engine asks its player, and each choice lands where chapter 22's ruling says.

Computer players count it (the ruling's default); the choice is asked only where not counting
still moves the locoweed on (clause ``alchemisten.narrenkruid.boek16.meetellen``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rulebook.core.dutch import fields
from rulebook.core.errors import RuleError
from rulebook.core.model.evolve import evolve
from rulebook.core.model.game import GameRecord, Playthrough
from rulebook.games import game as make_game
from rulebook.quacks import rules
from rulebook.quacks.actions import Choose, Draw, DrawnChip
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.alchemists.locoweed.book16 import COUNT, DECLINE, CountItself
from rulebook.quacks.alchemists.locoweed.books import LOCOWEED, locoweed_ruling
from rulebook.quacks.bots import BOTS
from rulebook.quacks.rulings.scenario import bag_of, pour, table
from rulebook.quacks.table import GameState

CLAUSE = "alchemisten.narrenkruid.boek16.meetellen"
LABELS = ["W1", "W2", "W3", "O1", "G1", "G2", "B1", "R1", "Y1", "P1", "N"]


def drawn(chips: str, book: int = 16) -> GameState:
    """Seat 0 has ``chips`` in its cauldron (laid by value) and draws a locoweed."""
    state = table(2, extras=(AlchemistsSetup(book=book),))
    state = bag_of(pour(state, 0, chips), 0, "N")
    game = make_game()
    state = game.apply(state, Draw(0))
    ((outcome, _),) = game.chance_outcomes(state)
    assert isinstance(outcome, DrawnChip) and outcome.chip == LOCOWEED
    after: GameState = game.apply(state, outcome)
    return after


def landed(state: GameState) -> tuple[int, int]:
    """The locoweed's field and how far it went from the chip before it."""
    chips = state.players[0].cauldron.chips
    assert chips[-1].chip == LOCOWEED
    return chips[-1].field, chips[-1].field - (chips[-2].field if len(chips) > 1 else 0)


def test_a_first_locoweed_asks_whether_it_counts_and_each_choice_lands_as_the_ruling_says() -> None:
    rng = random.Random(16)
    asked = 0
    for _ in range(60):
        chips = " ".join(rng.sample(LABELS, rng.randint(0, 6)))
        state = drawn(chips)
        task = state.players[0].task
        first = "N" not in chips.split()
        colours = {label[0] for label in chips.split() if label[0] not in "WN"}
        if not (first and colours):
            assert not isinstance(task, CountItself), chips
            ruling = locoweed_ruling(16, chips)
            assert landed(state)[1] == ruling.result.distance, chips
            continue
        asked += 1
        assert isinstance(task, CountItself), chips
        options = rules.offers(state, 0)
        assert [o.code for o in options] == [COUNT, DECLINE]
        for option, counts in zip(options, (True, False), strict=True):
            ruling = locoweed_ruling(16, chips, counts_itself=counts)
            after = option.apply(state)
            assert landed(after)[1] == ruling.result.distance, (chips, counts)
            assert f"het gaat {fields(ruling.result.distance)} (boek 16)" in option.label
            assert LOCOWEED not in after.players[0].hand
    assert asked >= 10


def test_a_legal_choose_action_declines_and_a_missing_one_is_refused() -> None:
    game = make_game()
    state = drawn("O1 G1 W2")  # fields 1, 2, 4; two colours
    assert game.legal_actions(state, 0) == [Choose(0, 0), Choose(0, 1)]
    assert landed(game.apply(state, Choose(0, 0))) == (7, 3)
    assert landed(game.apply(state, Choose(0, 1))) == (6, 2)
    before = str(state)
    with pytest.raises(RuleError):
        game.apply(state, Choose(0, 5))
    assert str(state) == before


def test_the_ruling_refuses_declining_where_the_engine_does_not_offer_it() -> None:
    for chips, book in (("O1 N", 16), ("W1 W2", 16), ("O1", 12)):
        with pytest.raises(RuleError) as refused:
            locoweed_ruling(book, chips, counts_itself=False)
        assert refused.value.clause_id == CLAUSE
    declined = locoweed_ruling(16, "O1 G1", counts_itself=False)
    assert CLAUSE in declined.clause_ids()
    assert "telt zichzelf niet mee" in declined.steps[1].text


def _with_locoweed(state: GameState) -> GameState:
    supply = state.supply
    for seat in range(len(state.players)):
        supply = supply.remove(LOCOWEED, LOCOWEED)
        state = state.with_player(seat, bag=state.players[seat].bag.add(LOCOWEED, LOCOWEED))
    return evolve(state, supply=supply)


def test_computer_players_count_it_and_the_game_replays_from_its_log() -> None:
    game = make_game()
    setup = table(3, extras=(AlchemistsSetup(book=16),)).setup
    agents: dict[int, Any] = {
        s: BOTS[n] for s, n in enumerate(("voorzichtig", "rekenaar", "gulzig"))
    }
    play = Playthrough(game, _with_locoweed(game.new_game(setup, 16)), 16, agents)
    play.run()
    lines = play.record().lines(game)
    counted = [line for line in lines if "tel dit eerste narrenkruid mee" in line]
    assert counted, "book 16's choice was never asked"
    assert not [line for line in lines if "tel het niet mee" in line and "kiest" in line]
    *_, last = GameRecord.parse(game, "\n".join(lines) + "\n").states(game)
    assert str(last) == str(play.state)
