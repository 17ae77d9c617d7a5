"""Het Leeft!: the Monte-Carlo advice "kopen, verkopen of veilen?" (issue #16, item 10).

What a player could check: the obvious choice wins in an obvious position (the card that
completes your board, bought, ends the game with you first); the same seed gives the same
advice; the advice never looks behind the other screens (two tables that differ only in what
the player cannot see give exactly the same advice); every dealt table is one the player's view
could come from; the terminal answers in Dutch and with ``--json``.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from rulebook.cli import main
from rulebook.core.cards import Deck
from rulebook.core.game import Playthrough
from rulebook.its_alive.advice import advice_ruling, deal, position, unseen_cards
from rulebook.its_alive.bots import make_bots
from rulebook.its_alive.data import BOX_COINS, PLACES, Kind, card, kind_of
from rulebook.its_alive.flow import make_game, make_match
from rulebook.its_alive.rules import Dispose, ItsAliveError, View
from rulebook.its_alive.state import Player, Setup, State

GAME = make_game()


def _table(coins: int, other_coins: int = 10) -> State:
    """Seat 1 of 3 has seven places filled (the legs missing) and the legs worth 4 in the middle;
    seat 2 and seat 3 have six places filled each (no legs, no torso), seat 2 keeps a card
    aside; the rest lies in the deck."""
    setup = Setup(players=3)
    own = tuple(None if kind is Kind.LEGS else card(kind, 3) for kind in PLACES)
    other = Player(coins=other_coins, board=_six(5), aside=(card(Kind.ARMS, 7),))
    players = (Player(coins=coins, board=own), other, Player(coins=12, board=_six(6)))
    middle = card(Kind.LEGS, 4)
    used = Counter([c for p in players for c in p.cards()] + [middle])
    left = Counter(setup.values.cards()) - used
    return State(
        setup,
        0,
        players,
        Deck.from_counts(left),
        BOX_COINS - sum(p.coins for p in players),
        ((Dispose(),), (), (), ()),
        step="bestemmen",
        middle=middle,
    )


def _six(value: int) -> tuple[str | None, ...]:
    return tuple(None if kind in (Kind.LEGS, Kind.TORSO) else card(kind, value) for kind in PLACES)


def test_buying_the_card_that_completes_your_board_is_advised_and_always_wins() -> None:
    ruling = advice_ruling(_table(coins=10), playouts_total=60, seed=3)
    assert set(ruling.result) == {"kopen", "verkopen", "veilen"}
    bought = ruling.result["kopen"]
    assert bought.playouts == 20
    assert bought.win_share == 1  # a full board ends the game at once, with you first
    assert ruling.result["verkopen"].win_share < 1
    assert ruling.answer.startswith("Kopen")
    assert [step.clause_id for step in ruling.steps][-1] == "het-leeft.winnen.basis"
    assert "het-leeft.kopen" in ruling.clause_ids()


def test_without_the_coins_to_buy_only_selling_and_auctioning_are_weighed() -> None:
    ruling = advice_ruling(_table(coins=3), playouts_total=20, seed=3)
    assert list(ruling.result) == ["verkopen", "veilen"]
    assert sum(odds.playouts for odds in ruling.result.values()) == 20


def test_the_same_seed_gives_the_same_advice_and_another_seed_other_playouts() -> None:
    state = position(Setup(players=4), seed=5, turn=6)
    first = advice_ruling(state, playouts_total=12, seed=9)
    again = advice_ruling(state, playouts_total=12, seed=9)
    assert first.result == again.result
    assert first.steps == again.steps
    other = advice_ruling(state, playouts_total=12, seed=10)
    assert other.result != first.result


def test_the_advice_never_looks_behind_the_other_screens() -> None:
    """Two tables that differ only in what seat 1 cannot see: another player's kept card and
    coins, the bank, and which cards lie in the deck."""
    state = _table(coins=6)
    other = state.player(1)
    swapped_in = card(Kind.HEAD, 8)
    assert swapped_in in state.deck
    hidden = state.with_player(1, other.but(coins=other.coins - 5, aside=(swapped_in,))).but(
        bank=state.bank + 5,
        deck=state.deck.without(swapped_in).with_([card(Kind.ARMS, 7)]),
    )
    assert str(hidden) != str(state)
    assert GAME.observation(hidden, 0) == GAME.observation(state, 0)
    first = advice_ruling(state, playouts_total=18, seed=4)
    second = advice_ruling(hidden, playouts_total=18, seed=4)
    assert first.result == second.result
    assert first.answer == second.answer


@pytest.mark.parametrize("turn", [1, 7, 15])
def test_every_deal_is_a_table_the_players_view_could_come_from(turn: int) -> None:
    state = position(Setup(players=4, start=turn % 4), seed=turn, turn=turn)
    view = GAME.observation(state, state.active)
    assert isinstance(view, View)
    assert len(unseen_cards(view)) == len(state.deck) + sum(
        len(p.cards()) + max(len(p.graveyard) - 1, 0)
        for seat, p in enumerate(state.players)
        if seat != state.active
    ) + len(state.set_aside)
    for k in range(20):
        dealt = deal(view, random.Random(k))
        assert GAME.observation(dealt, state.active) == view
        assert sorted(dealt.all_cards()) == sorted(state.setup.values.cards())
        assert dealt.bank + sum(p.coins for p in dealt.players) == BOX_COINS
        assert dealt.bank >= 0 and all(p.coins >= 0 for p in dealt.players)
        assert not any(p.complete() for p in dealt.players)
        assert all(kind_of(c) is not Kind.UPRISING for p in dealt.players for c in p.graveyard)


def test_advice_is_asked_only_of_the_player_with_a_card_in_the_middle() -> None:
    state = GAME.new_game(Setup(players=3), 2)  # the deck is about to be drawn from
    with pytest.raises(ItsAliveError) as refused:
        advice_ruling(state, playouts_total=3)
    assert refused.value.clause_id == "het-leeft.bestemmen"


def test_the_terminal_advises_in_dutch_and_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["het-leeft", "advies", "--zaad", "3", "--beurt", "5", "--proefpartijen", "12"]
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["advies"] in {k["keuze"] for k in data["keuzes"]}
    assert sum(k["proefpartijen"] for k in data["keuzes"]) == 12
    assert {"speler", "kaart", "seconden", "stappen", "antwoord"} <= set(data)
    assert main(args) == 0
    text = capsys.readouterr().out
    assert "proefpartijen" in text and "[het-leeft.verborgen]" in text
    assert main(["het-leeft", "advies", "--beurt", "999", "--proefpartijen", "5"]) == 2
    assert "het-leeft.einde" in capsys.readouterr().err


def test_in_the_advanced_game_the_advice_weighs_points_and_reads_the_match_game() -> None:
    setup = Setup(players=3, advanced=True)
    playing = Playthrough.start(make_match(), setup, 4, make_bots(["verzamelaar"] * 3, 4))
    while not isinstance(
        next(iter(playing.state.state.queues[playing.state.state.active]), None), Dispose
    ):
        playing.step()
    in_match = advice_ruling(playing.state, playouts_total=6, seed=2)
    alone = advice_ruling(playing.state.state, playouts_total=6, seed=2)
    assert in_match.result == alone.result
    best = max(alone.result.values(), key=lambda odds: odds.mean_points)
    assert alone.answer.startswith(best.code.capitalize())
    assert alone.steps[-1].clause_id == "het-leeft.score.gevorderd"
