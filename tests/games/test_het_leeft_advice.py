"""Het Leeft!: the Monte-Carlo advice "kopen, verkopen of veilen?" (issue #16, item 10; issue
22, item 1: advice that says what it knows).

What a player could check: the obvious choice is named alone in an obvious position (the card
that completes your board, bought, ends the game with you first); where the choices cannot
differ (they all win every game) the advice says they are equally good and names no winner;
the same seed gives the same advice; the advice never looks behind the other screens (two
tables that differ only in what the player cannot see give exactly the same advice); every
dealt table is one the player's view could come from; the terminal answers in Dutch and with
``--json``, and refuses a budget it cannot work with, naming the rule.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from fractions import Fraction

import pytest

from rulebook.cli import main
from rulebook.core.model.cards import Deck
from rulebook.core.model.game import Playthrough
from rulebook.core.model.sequential import race
from rulebook.its_alive.advice import (
    Advice,
    ChoiceOdds,
    advice_ruling,
    deal,
    position,
    unseen_cards,
    verdict_words,
)
from rulebook.its_alive.bots import make_bots
from rulebook.its_alive.data import (
    BOX_COINS,
    EXAMPLE_VALUES,
    PLACES,
    CardValues,
    Kind,
    card,
    kind_of,
)
from rulebook.its_alive.engine import make_game, make_match
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


def test_buying_the_card_that_completes_your_board_is_named_alone() -> None:
    ruling = advice_ruling(_table(coins=10), budget=100, seed=3)
    advice = ruling.result
    assert list(advice) == ["kopen", "verkopen", "veilen"]
    assert advice.best == ("kopen",)
    assert not advice.tie
    bought = advice["kopen"]
    assert bought.playouts == 100
    assert bought.win_share == 1  # a full board ends the game at once, with you first
    assert bought.low > 0.9 and bought.high == 1
    assert advice["verkopen"].win_share < 1
    assert ruling.answer.startswith("Kopen: 100,0% gewonnen in 100 proefpartijen;")
    assert ruling.answer.endswith("verkopen en veilen zijn slechter.")
    assert [step.clause_id for step in ruling.steps][-1] == "het-leeft.winnen.basis"
    assert "duidelijk slechter" in ruling.steps[-1].text
    assert "het-leeft.kopen" in ruling.clause_ids()


def _sure_win() -> State:
    """Seat 1 of 2 misses only the legs, holds every coin of the box and has legs worth 1 in
    the middle: buying completes the board; so does auctioning (nobody else has a coin to bid,
    so the seller keeps the card); after selling the legs, the next legs are bought with all
    those coins. Every choice wins every playout: they are equal."""
    rows = list(EXAMPLE_VALUES.values)
    rows[list(Kind).index(Kind.LEGS)] = (1, 2, 3, 4, 5, 6)
    setup = Setup(players=2, values=CardValues(tuple(rows)))
    own = tuple(None if kind is Kind.LEGS else card(kind, 3) for kind in PLACES)
    players = (Player(coins=BOX_COINS, board=own), Player(coins=0))
    middle = card(Kind.LEGS, 1)
    left = Counter(setup.values.cards()) - Counter([*players[0].cards(), middle])
    queues = ((Dispose(),), (), ())
    return State(
        setup, 0, players, Deck.from_counts(left), 0, queues, step="bestemmen", middle=middle
    )


def test_choices_that_cannot_differ_are_called_equally_good_and_none_is_named() -> None:
    ruling = advice_ruling(_sure_win(), budget=300, seed=2)
    advice = ruling.result
    assert advice.tie
    assert sorted(advice.best) == ["kopen", "veilen", "verkopen"]
    assert advice.deals == 300  # a tie only once the whole budget is spent
    assert all(odds.playouts == 300 and odds.win_share == 1 for odds in advice.values())
    assert ruling.answer == "Kopen, verkopen en veilen zijn even goed."
    assert "Na alle 300 proefpartijen is dat niet te zeggen" in ruling.steps[-1].text
    assert "het beste" not in ruling.answer + ruling.steps[-1].text


def test_two_equal_choices_and_a_worse_one_are_said_so_in_dutch() -> None:
    def outcome(k: int, codes: object) -> dict[str, float]:
        won = random.Random(k).random()
        return {"kopen": float(won < 0.5), "verkopen": float(won < 0.2), "veilen": float(won < 0.5)}

    verdict = race(["kopen", "verkopen", "veilen"], outcome, 1000)
    odds = {
        code: ChoiceOdds(code, 1, Fraction(0), 0, 0.0, 1.0)
        for code in ("kopen", "verkopen", "veilen")
    }
    advice = Advice(odds, verdict, "motor", advanced=False)
    assert verdict_words(advice) == "kopen en veilen zijn even goed; verkopen is slechter"


def test_without_the_coins_to_buy_only_selling_and_auctioning_are_weighed() -> None:
    advice = advice_ruling(_table(coins=3), budget=100, seed=3).result
    assert list(advice) == ["verkopen", "veilen"]
    assert all(odds.playouts <= 100 for odds in advice.values())


def test_the_same_seed_gives_the_same_advice_and_another_seed_other_playouts() -> None:
    state = _table(coins=6)
    first = advice_ruling(state, budget=100, seed=9)
    again = advice_ruling(state, budget=100, seed=9)
    assert first.result == again.result
    assert first.steps == again.steps
    assert first.answer == again.answer
    other = advice_ruling(state, budget=100, seed=10)
    assert other.result.odds != first.result.odds


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
    first = advice_ruling(state, budget=100, seed=4)
    second = advice_ruling(hidden, budget=100, seed=4)
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
        assert dealt.deck == Deck.of(list(dealt.deck))  # built fast, yet the same value
        assert GAME.observation(dealt, state.active) == view
        assert sorted(dealt.all_cards()) == sorted(state.setup.values.cards())
        assert dealt.bank + sum(p.coins for p in dealt.players) == BOX_COINS
        assert dealt.bank >= 0 and all(p.coins >= 0 for p in dealt.players)
        assert not any(p.complete() for p in dealt.players)
        assert all(kind_of(c) is not Kind.UPRISING for p in dealt.players for c in p.graveyard)


def test_advice_is_asked_only_of_the_player_with_a_card_in_the_middle() -> None:
    state = GAME.new_game(Setup(players=3), 2)  # the deck is about to be drawn from
    with pytest.raises(ItsAliveError) as refused:
        advice_ruling(state, budget=100)
    assert refused.value.clause_id == "het-leeft.bestemmen"


def test_the_terminal_advises_in_dutch_and_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["het-leeft", "advies", "--zaad", "3", "--beurt", "20", "--proefpartijen", "100"]
    assert main([*args, "--json", "--motor"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {
        "speler",
        "kaart",
        "advies",
        "gelijkwaardig",
        "keuzes",
        "uitvoering",
        "partijen_per_seconde",
        "proefpartijen",
        "stappen",
        "antwoord",
    } <= set(data)
    assert data["uitvoering"] == "motor"
    assert data["partijen_per_seconde"] > 0
    codes = [k["keuze"] for k in data["keuzes"]]
    assert data["advies"] and set(data["advies"]) <= set(codes)
    assert data["gelijkwaardig"] is (len(data["advies"]) > 1)
    for choice in data["keuzes"]:
        assert set(choice) >= {"keuze", "proefpartijen", "winstkans", "interval"}
        low, high = choice["interval"]
        assert 0 <= low <= choice["winstkans"] <= high <= 1
        assert 1 <= choice["proefpartijen"] <= 100
    assert max(k["proefpartijen"] for k in data["keuzes"]) == data["proefpartijen"]
    assert main([*args, "--json"]) == 0  # where the kernel covers the setup, it plays
    fast = json.loads(capsys.readouterr().out)
    assert fast["uitvoering"] == "kern"
    assert (fast["advies"], fast["keuzes"]) == (data["advies"], data["keuzes"])
    assert main(args) == 0
    text = capsys.readouterr().out
    assert "proefpartijen" in text and "[het-leeft.verborgen]" in text and "95%-interval" in text
    assert main(["het-leeft", "advies", "--beurt", "999", "--proefpartijen", "100"]) == 2
    assert "het-leeft.einde" in capsys.readouterr().err


@pytest.mark.parametrize("budget", ["1", "0", "99", "100001", "-5"])
def test_a_budget_the_advice_cannot_work_with_is_refused_in_dutch(
    budget: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["het-leeft", "advies", "--proefpartijen", budget]) == 2
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    assert "het-leeft.bestemmen" in captured.err
    if budget != "-5":
        assert f"Kies 100 tot 100.000 proefpartijen, niet {budget}" in captured.err.replace(
            "100.001", "100001"
        )


def test_in_the_advanced_game_the_advice_weighs_points_and_reads_the_match_game() -> None:
    setup = Setup(players=3, advanced=True)
    playing = Playthrough.start(make_match(), setup, 4, make_bots(["verzamelaar"] * 3, 4))
    while not isinstance(
        next(iter(playing.state.state.queues[playing.state.state.active]), None), Dispose
    ):
        playing.step()
    in_match = advice_ruling(playing.state, budget=100, seed=2)
    alone = advice_ruling(playing.state.state, budget=100, seed=2)
    assert in_match.result == alone.result
    advice = alone.result
    best = max(advice.values(), key=lambda odds: odds.mean_points)
    assert advice.best[0] == best.code
    for odds in advice.values():  # the interval is about this game's points now
        assert odds.low <= odds.mean_points <= odds.high
    assert alone.steps[-1].clause_id == "het-leeft.score.gevorderd"


def test_the_kernel_and_the_engine_give_the_same_advice() -> None:
    state = _table(coins=6)
    fast = advice_ruling(state, budget=100, seed=5)
    slow = advice_ruling(state, budget=100, seed=5, engine=True)
    assert (fast.result.backend, slow.result.backend) == ("kern", "motor")
    assert fast.result.odds == slow.result.odds
    assert fast.answer == slow.answer
    assert "in de snelle kern" in fast.steps[1].text
    assert "in de spelmotor" in slow.steps[1].text


def test_with_no_coin_at_all_selling_is_the_only_choice_and_said_so() -> None:
    ruling = advice_ruling(_table(coins=0), budget=100, seed=3)
    advice = ruling.result
    assert list(advice) == ["verkopen"]
    assert advice.best == ("verkopen",)
    assert not advice.tie
    assert verdict_words(advice) == "verkopen is de enige keuze"
    assert "verkopen is de enige keuze" in ruling.steps[-1].text
