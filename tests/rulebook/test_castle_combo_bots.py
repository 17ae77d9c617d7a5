"""The computer players of Castle Combo play like players: the greedy one takes the purchase
and the place after which its square would score the most if the game ended now, counted by
the scoring rules (``rules.total``) on the engine's own options; both lay a card where it
scores the most; the planner also weighs gold, keys, discounts and locks."""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.castle_combo.bots import Greedy, Planner
from rulebook.castle_combo.dungeon.expansion import EXPANSION
from rulebook.castle_combo.engine import Buy, CastleCombo, PlaceCard, rules_of
from rulebook.castle_combo.rules import Rules, total
from rulebook.castle_combo.state import EndTableau
from rulebook.castle_combo.table import Castle, Setup
from rulebook.core.model.game import Playthrough
from rulebook.core.model.task_game import Move, Pick

ENGINE = CastleCombo([EXPANSION])


def chosen(state: Castle, seat: int, code: str) -> Castle:
    """The engine's own option ``code`` applied, and nothing after it (no placement made for
    the player when only one place is free, no ability run)."""
    option = next(o for o in ENGINE.options(state, seat) if o.code == code)
    after: Castle = option.apply(ENGINE.runner.pop(state, seat))
    return after


def points_after(state: Castle, seat: int, code: str) -> int:
    """The seat's points now after the option ``code`` (its ability not run)."""
    after = chosen(state, seat, code)
    player = after.players[seat]
    return total(EndTableau.unchecked(player.tableau, player.keys, player.gold), rules_of(after))


def best_pair(state: Castle, seat: int) -> int:
    """The most points now over every purchase and every place for it (brute force)."""
    best = -1
    for buy in ENGINE.options(state, seat):
        after = chosen(state, seat, buy.code)
        assert isinstance(ENGINE.runner.task(after, seat), PlaceCard)
        for spot in ENGINE.options(after, seat):
            best = max(best, points_after(after, seat, spot.code))
    return best


class Watched:
    """A bot whose every purchase and placement is checked against the brute force."""

    def __init__(self, bot: Any, check_buy: bool) -> None:
        self.bot, self.check_buy = bot, check_buy
        self.buys = self.places = 0

    def choose(self, game: Any, state: Castle, seat: int, legal: Any) -> Move:
        move = self.bot.choose(game, state, seat, legal)
        assert isinstance(move, Pick)
        task = ENGINE.runner.task(state, seat)
        if isinstance(task, PlaceCard):
            best = max(points_after(state, seat, o.code) for o in ENGINE.options(state, seat))
            assert points_after(state, seat, move.code) == best
            self.places += 1
        elif isinstance(task, Buy) and self.check_buy:
            after = chosen(state, seat, move.code)
            reached = max(points_after(after, seat, o.code) for o in ENGINE.options(after, seat))
            assert reached == best_pair(state, seat)
            self.buys += 1
        return move


@pytest.mark.parametrize("kerker", [None, Rules()])
def test_the_greedy_player_buys_and_lays_for_the_most_points_now(kerker: Rules | None) -> None:
    watched: dict[int, Any] = {seat: Watched(Greedy(seat), check_buy=True) for seat in range(2)}
    game = Playthrough.start(ENGINE, Setup(2, kerker=kerker), 4, watched)
    game.run()
    assert ENGINE.is_over(game.state)
    # the first and the last card have one free place, which the engine takes by itself
    assert [(w.buys, w.places) for w in watched.values()] == [(9, 7), (9, 7)]


def test_the_planner_lays_every_card_where_it_scores_the_most() -> None:
    watched: dict[int, Any] = {seat: Watched(Planner(seat), check_buy=False) for seat in range(3)}
    game = Playthrough.start(ENGINE, Setup(3, kerker=Rules()), 7, watched)
    game.run()
    assert ENGINE.is_over(game.state)
    assert [w.places for w in watched.values()] == [7, 7, 7]
