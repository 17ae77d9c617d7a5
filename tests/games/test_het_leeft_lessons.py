"""Het Leeft!'s leermodus (``its_alive.lessons``): what each option says it does now is what the
engine then does, numbers a player can check against the card list, the computers' reasons
against their own rules, the review's fair deals, and ``het-leeft speel --leermodus``.

(Every decision of a whole game listing exactly the legal options with catalogue clauses is
``tests/games/test_lessons.py``, over every game with a teacher.)"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from rulebook.cli import main
from rulebook.core.dutch import percent_decimal
from rulebook.core.model.game import Playthrough
from rulebook.core.model.happenings import Paid, apply_with_happenings, of_type
from rulebook.core.model.task_game import Pick, pick
from rulebook.core.reader.clauses import CATALOGUE
from rulebook.core.reader.lessons import Decision, OptionLesson, choices, reason_of, teach
from rulebook.its_alive.advice import playouts, position, verdict_words
from rulebook.its_alive.bots import Collector, Trader, make_bots, needs
from rulebook.its_alive.data import EXAMPLE_VALUES, Kind, card_name, kind_of, value_of
from rulebook.its_alive.engine import ItsAliveGame
from rulebook.its_alive.happenings import Buried, LeftGame
from rulebook.its_alive.lessons import ItsAliveTeacher, redeal
from rulebook.its_alive.rules import View
from rulebook.its_alive.state import Setup, State

GAME = ItsAliveGame()
TEACHER = ItsAliveTeacher(hint_budget=None)
"""The lessons without the advice's verdict (its numbers are the advice's own tests')."""
NAMES = ["verzamelaar", "handelaar"] * 3


def decisions(players: int, seed: int) -> Iterator[tuple[State, int, list[Any], Any, Any]]:
    """Every decision with two options or more of a seeded game between the computer players:
    the state, the seat, its legal actions, what its computer player chose and the player."""
    bots = make_bots(NAMES[:players], seed)
    play = Playthrough.start(GAME, Setup(players=players, start=seed % players), seed, bots)
    for chosen in choices(GAME, play, bots):
        yield chosen.state, chosen.seat, list(chosen.legal), chosen.action, bots[chosen.seat]


def option(decision: Decision, code: str) -> OptionLesson:
    return decision.option(f"{decision.seat + 1} kies {code}")


def kept(text: str) -> int:
    """The coins an option says the player keeps: ``(je houdt er 5)``."""
    found = re.search(r"je houdt er ([0-9]+)", text)
    assert found is not None, text
    return int(found[1])


def filled(text: str) -> int:
    """The filled places an option names: ``(4 van de 8 plaatsen gevuld)``; 8 for a full board."""
    if "je bord is dan vol" in text:
        return 8
    found = re.search(r"([0-9]) van de 8 plaatsen gevuld", text)
    assert found is not None, text
    return int(found[1])


# -- what an option says it does now, checked by hand -----------------------------------------


def test_buying_and_selling_say_the_price_and_the_gain_you_read_from_the_card_list() -> None:
    state = position(Setup(players=4, start=1), 1, 1)
    seat = state.active
    assert state.middle == "hersenen-7"  # in the card list: the brain worth 7
    assert 7 in EXAMPLE_VALUES.of(Kind.BRAIN) and state.player(seat).coins == 12
    decision = TEACHER.decision(GAME, state, seat)
    assert decision.clause == "het-leeft.bestemmen"
    buy, sell = option(decision, "kopen"), option(decision, "verkopen")
    assert buy.clause == "het-leeft.kopen"
    assert buy.now == (
        "Kost 7 munten aan de bank (je houdt er 5); Hersenen 7 komt op de lege plaats "
        "Hersenen (1 van de 8 plaatsen gevuld)."
    )
    assert sell.clause == "het-leeft.verkopen"
    assert sell.now.startswith("Levert 3 munten op, de helft van 7 naar beneden afgerond;")
    assert option(decision, "veilen").clause == "het-leeft.veilen.openen"
    # what the engine then does: 12 - 7 and 12 + 3
    assert GAME.apply(state, pick(seat, "kopen")).player(seat).coins == 5
    assert GAME.apply(state, pick(seat, "verkopen")).player(seat).coins == 15


def test_a_part_bought_onto_a_coffin_says_the_coffin_moves_on() -> None:
    state = position(Setup(players=4, start=1), 1, 1)
    seat = state.active
    coffin = next(c for c, _ in state.deck.counts if c.startswith("doodskist"))
    board = list(state.player(seat).board)
    board[1] = coffin  # the brain's place (data.PLACES: armen, hersenen, ...)
    player = state.player(seat).but(board=tuple(board))
    state = state.but(deck=state.deck.without(coffin)).with_player(seat, player)
    now = option(TEACHER.decision(GAME, state, seat), "kopen").now
    name = f"Doodskist {value_of(coffin)}"
    assert f"Hersenen 7 komt op de plaats Hersenen; {name} schuift naar een lege plaats" in now
    assert filled(now) == 2
    after = GAME.apply(state, pick(seat, "kopen")).player(seat)
    assert after.board[1] == "hersenen-7" and coffin in after.board and after.filled() == 2


def test_calming_an_uprising_costs_its_value_in_coins_and_you_keep_it() -> None:
    found = next(
        (state, seat)
        for state, seat, _, _, _ in decisions(4, 3)
        if GAME.observation(state, seat).task.startswith("kalmeer")  # type: ignore[union-attr]
    )
    state, seat = found
    view = GAME.observation(state, seat)
    assert isinstance(view, View)
    uprising = view.task.split(":")[1]
    value, coins = value_of(uprising), view.own.coins
    decision = TEACHER.decision(GAME, state, seat)
    assert decision.clause == "het-leeft.opstand"
    paid = option(decision, f"munten-{value}")
    assert paid.clause == "het-leeft.opstand.betalen"
    assert paid.now.startswith(f"Kost {value} munten (je houdt er {coins - value}).")
    assert f"Je houdt Bevolkingsopstand {value} naast je bord" in paid.now
    after = GAME.apply(state, pick(seat, f"munten-{value}")).player(seat)
    assert after.coins == coins - value and uprising in after.aside


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 3), (5, 2)])
def test_the_coins_and_places_an_option_names_are_what_the_engine_then_does(
    players: int, seed: int
) -> None:
    """Every buy, sale and payment of three whole games: the coins left and the places filled
    that the lesson names equal the seat's coins and board after the engine applies it."""
    checked = 0
    for state, seat, legal, _, _ in decisions(players, seed):
        view = GAME.observation(state, seat)
        assert isinstance(view, View)
        decision = TEACHER.decision(GAME, state, seat)
        task = view.task.split(":")[0]
        for action, lesson in zip(legal, decision.options, strict=True):
            assert isinstance(action, Pick)
            after = GAME.apply(state, action)
            player = after.player(seat)
            if task == "bestemmen" and action.code == "kopen":
                assert player.coins == kept(lesson.now), lesson.now
                assert player.filled() == filled(lesson.now), lesson.now
                assert (filled(lesson.now) == 8) == (after.over and after.finisher == seat)
            elif task == "bestemmen" and action.code == "verkopen":
                gain = int(lesson.now.split()[1])
                assert player.coins == view.own.coins + gain, lesson.now
                assert player.graveyard.top == view.middle
            elif task in ("betaal-halen", "kalmeer"):
                # what the payment itself took (the engine may go on with forced moves after it)
                _, happenings = apply_with_happenings(GAME, state, action)
                paid = [h.amount for h in of_type(happenings, Paid) if h.seat == seat]
                gone = [h.card for h in happenings if isinstance(h, (Buried, LeftGame))]
                if "munten" in action.code:
                    assert paid[0] == view.own.coins - kept(lesson.now), lesson.now
                if action.code.startswith("kaart-"):
                    given = action.code.removeprefix("kaart-").split("+")[0]
                    assert gone[0] == given
                    assert lesson.now.startswith(f"Kost {card_name(given)} van "), lesson.now
                    where = (
                        "gaat uit het spel"
                        if kind_of(given) is Kind.UPRISING
                        else "gaat op je kerkhof"
                    )
                    assert where in lesson.now
            else:
                continue
            checked += 1
    assert checked > 20


def test_every_clause_of_a_lesson_is_in_the_catalogue_and_bids_name_who_is_paid() -> None:
    for state, seat, _, _, _ in decisions(4, 7):
        decision = TEACHER.decision(GAME, state, seat)
        assert decision.clause in CATALOGUE
        for lesson in decision.options:
            assert lesson.clause in CATALOGUE and lesson.now, lesson
        if state.auction is not None and seat != state.active:
            bid = next(
                o
                for o in decision.options
                if o.notation.endswith("bod-" + str(1 + state.auction.bid))
            )
            assert bid.clause == "het-leeft.veilen.betalen"
            assert f"aan speler {state.active + 1} (je houdt er" in bid.now


# -- the computers' reasons ---------------------------------------------------------------------


def test_a_collectors_bid_reason_names_the_limit_of_its_rule() -> None:
    """A collector pays for a card it needs up to its value plus 1 (its coins at most), for any
    other nothing; it bids one above the highest bid while that stays within the limit."""
    seen = 0
    for state, seat, legal, action, bot in decisions(4, 3):
        view = GAME.observation(state, seat)
        assert isinstance(view, View)
        if not isinstance(bot, Collector) or view.task != "bieden":
            continue
        assert view.middle is not None and view.auction is not None
        limit = min(view.own.coins, value_of(view.middle) + 1) if needs(view, view.middle) else 0
        reason = reason_of(bot, GAME, view, seat, legal, action)
        assert f"is hem {limit} waard" in reason, reason
        high = view.auction.bid
        if high + 1 <= limit:
            assert action.code == f"bod-{high + 1}" and reason.startswith(
                f"verzamelaar biedt {high + 1}:"
            )
        else:
            assert action.code == "passen" and reason.startswith("verzamelaar past:")
        seen += 1
    assert seen > 3


def test_a_traders_opening_reason_adds_up_to_its_bid() -> None:
    """A trader opens with half the card's value plus what its stream gave (-1, 0 or +1), at
    least 1 and at most its coins: the numbers of its reason give its bid."""
    seen = 0
    for state, seat, legal, action, bot in decisions(4, 3):
        view = GAME.observation(state, seat)
        assert isinstance(view, View)
        if not isinstance(bot, Trader) or view.task != "openingsbod":
            continue
        reason = reason_of(bot, GAME, view, seat, legal, action)
        found = re.match(
            r"handelaar opent met (\d+): de helft van de waarde (\d+) \((\d+)\), ([-+]\d)", reason
        )
        assert found is not None, reason
        bid, value, half, shift = (int(found[i]) for i in range(1, 5))
        assert half == value // 2 and value == value_of(view.middle or "")
        assert bid == min(view.own.coins, max(1, half + shift)) == int(action.code[4:])
        seen += 1
    assert seen > 1


def test_asking_for_reasons_and_lessons_changes_no_choice() -> None:
    """A game taught move by move (every strategy asked, every choice explained) is the game
    played without lessons: the same actions."""
    bots = make_bots(NAMES[:4], 5)
    plain = Playthrough.start(GAME, Setup(players=4, start=1), 5, bots)
    plain.run()
    from rulebook.core.reader.lessons import play_and_teach

    taught = play_and_teach(
        GAME, Setup(players=4, start=1), 5, make_bots(NAMES[:4], 5), 0, TEACHER, budget=100
    )
    assert [str(a) for a in taught.play.actions] == [str(a) for a in plain.actions]


def test_a_traders_reason_names_a_roll_only_when_that_very_choice_rolled() -> None:
    """A trader's reason for buying, selling or auctioning speaks of its roll exactly when it
    rolled for this choice (a card it does not need, and auctioning possible), and a sale it
    is left with afterwards (no coins: selling is all there is) is explained by the empty
    pockets, not by the roll of the choice before."""
    rolled_once = None
    for seed in range(6):
        for state, seat, legal, action, bot in decisions(4, seed):
            view = GAME.observation(state, seat)
            assert isinstance(view, View)
            if not isinstance(bot, Trader) or view.task != "bestemmen":
                continue
            assert view.middle is not None
            codes = [a.code for a in legal]
            rolled = not needs(view, view.middle) and "veilen" in codes
            why = bot.reason(GAME, view, seat, legal, action)
            assert ("worp" in why) == rolled, why
            if rolled and rolled_once is None:
                rolled_once = (state, seat, bot)
    assert rolled_once is not None
    state, seat, bot = rolled_once
    broke = state.but(players=state.players_with(seat, state.players[seat].but(coins=0)))
    view = GAME.observation(broke, seat)
    only = [pick(seat, "verkopen")]
    assert bot.choose(GAME, view, seat, only) == only[0]
    why = bot.reason(GAME, view, seat, only, only[0])
    assert "zonder munten" in why and "worp" not in why, why


# -- the review ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), [(3, 2), (4, 3)])
def test_a_redealt_table_looks_the_same_to_the_seat(players: int, seed: int) -> None:
    """The review deals what a seat cannot see anew (``redeal``): the seat's own view of the
    dealt table is its view of the real one, and the box still holds its 60 cards and 80 coins."""
    rng = random.Random(seed)
    for count, (state, seat, _, _, _) in enumerate(decisions(players, seed)):
        if count % 3:
            continue
        dealt = redeal(state, seat, rng)
        assert GAME.observation(dealt, seat) == GAME.observation(state, seat)
        assert State.parse(str(dealt)) == dealt  # the notation's checks: cards and coins


def test_buying_the_last_part_wins_in_every_playout() -> None:
    """The rules end the game at once when a board is full (``het-leeft.einde``): the review's
    playouts give that buy the whole win, whatever is dealt."""
    for state, seat, _, _, _ in decisions(4, 4):
        view = GAME.observation(state, seat)
        if not isinstance(view, View) or view.task != "bestemmen":
            continue
        decision = TEACHER.decision(GAME, state, seat)
        buy = next((o for o in decision.options if o.notation.endswith("kopen")), None)
        if buy is None or "Het leeft!" not in buy.now:
            continue
        wins = [TEACHER.outcome(GAME, state, seat, pick(seat, "kopen"), s) for s in range(20)]
        assert wins == [1.0] * 20
        return
    pytest.fail("no buy that completes a board in this game")


def test_a_buy_sell_or_auction_lesson_shows_the_advices_own_verdict() -> None:
    """The verdict and each choice's share of wins with its interval are the advice's
    (``advice.playouts`` from the seat's view, the same budget and seed)."""
    state = position(Setup(players=4, start=1), 1, 1)
    seat = state.active
    decision = teach(ItsAliveTeacher(hint_budget=200), GAME, state, seat)
    view = GAME.observation(state, seat)
    assert isinstance(view, View)
    found = playouts(view, budget=200)
    assert f"{verdict_words(found)} (het volledige advies" in decision.question
    assert "Snelle schatting uit" in decision.question
    for code, odds in found.odds.items():
        now = option(decision, code).now
        interval = f"{percent_decimal(odds.low)} tot {percent_decimal(odds.high)}"
        assert f"{percent_decimal(odds.win_share)} gewonnen (95%-interval {interval}" in now
    assert {pick.strategy for pick in decision.picks} == {"verzamelaar", "handelaar"}


# -- the terminal -------------------------------------------------------------------------------


def test_speel_leermodus_gives_the_decisions_and_the_review(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["het-leeft", "speel", "--spelers", "2", "--zaad", "1"]
    assert main([*args, "--json"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert main([*args, "--leermodus", "--stoel", "2", "--json"]) == 0
    taught = json.loads(capsys.readouterr().out)
    assert taught["log"] == plain["log"], "teaching changes no move"
    assert taught["beslissingen"], "a whole game has decisions"
    for entry in taught["beslissingen"]:
        assert {"zet", "speler", "beslissing", "regel", "opties", "gekozen", "reden"} <= set(entry)
        assert entry["regel"] in CATALOGUE
        for choice in entry["opties"]:
            assert {"optie", "regel", "uitleg"} <= set(choice) and choice["regel"] in CATALOGUE
        assert entry["gekozen"] in [choice["optie"] for choice in entry["opties"]]
    assert len(taught["nabespreking"]) <= 3
    for point in taught["nabespreking"]:
        assert {"zet", "gekozen", "beter", "verschil", "regel", "uitleg"} <= set(point)
        assert point["verschil"] > 0 and point["regel"] in CATALOGUE


def test_speel_leermodus_refuses_a_seat_that_is_not_at_the_table(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["het-leeft", "speel", "--spelers", "3", "--leermodus", "--stoel", "4"]) == 2
    error = capsys.readouterr().err
    assert "Kies een stoel van 1 tot 3: er is geen speler 4." in error
    assert "het-leeft.spelers" in error
