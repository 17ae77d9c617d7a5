"""The leermodus of De Kwakzalvers (and De Alchemisten): what a player could check by hand.

A draw's chance is counted from the bag and equals what the engine's chance steps do; a purchase
costs what the price list says; a computer's reason names the numbers its style decided on; the
review's fast playouts are the engine's own games; the terminal's ``speel --leermodus`` gives the
JSON keys of issue 23."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterator
from fractions import Fraction
from typing import Any

import pytest

from rulebook.cli import EXIT_BAD_INPUT, main
from rulebook.core.dutch import decimal, percent
from rulebook.core.model.game import play_to_end
from rulebook.core.reader.clauses import CATALOGUE
from rulebook.core.reader.lessons import teach
from rulebook.quacks import rules
from rulebook.quacks.actions import Buy, Choose, Draw, Stop
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.board import TRACK
from rulebook.quacks.bot_reasons import bag_facts
from rulebook.quacks.bots import BOTS
from rulebook.quacks.engine import shared_game
from rulebook.quacks.lessons import (
    ENGINE_PLAYOUT_MS,
    draw_odds,
    engine_share,
    playout_share,
    teacher,
)
from rulebook.quacks.playout import playout, resumable
from rulebook.quacks.rulings.scenario import bag_of, pour, table
from rulebook.quacks.strategies import CAUTIOUS_RISK, Style, draw_worths, explosion_risk
from rulebook.quacks.table import GameState, Setup, Shop
from tests.quacks_games import STYLES, played

GAME = shared_game()


def decisions(setup: Setup, seed: int) -> Iterator[tuple[GameState, int]]:
    """Every position of a played game where a seat has two options or more."""
    for state in played(setup, seed).states:
        for seat in GAME.current_players(state):
            if seat >= 0 and len(GAME.legal_actions(state, seat)) >= 2:
                yield state, seat


def engine_chance(state: GameState, seat: int) -> Fraction:
    """The chance the engine's own chance steps give that a draw explodes the cauldron."""
    drawing = GAME.apply(state, Draw(seat))
    return sum(
        (chance for chip, chance in GAME.chance_outcomes(drawing)
         if GAME.apply(drawing, chip).players[seat].exploded),
        Fraction(0),
    )  # fmt: skip


# -- drawing: the chance counted from the bag -----------------------------------------------------


def test_three_white_ones_among_ten_chips_explode_a_full_cauldron_with_chance_30_percent() -> None:
    state = pour(table(2), 0, "W3 O1 W2 W2")  # whites 3 + 2 + 2 = 7: no room left
    state = bag_of(state, 0, "W1x3 O1x4 G1x3")  # any W1 explodes it: 3 of the 10 chips
    decision = teach(teacher(), GAME, state, 0)
    draw = decision.option("1 trek")
    assert draw.now == "Kans 3/10 (30%) dat het volgende fiche je ketel laat ontploffen: een W1."
    assert draw.clause == "kwakzalvers.ontploffen"
    assert engine_chance(state, 0) == Fraction(3, 10)
    stop = decision.option("1 stop")
    field = state.players[0].cauldron.scoring_field
    assert stop.now.startswith(f"Stop je nu, dan telt veld {field}:")
    assert "Je witte fiches zijn samen 7, tot 7 mag" in decision.question
    assert decision.clause == "kwakzalvers.brouwen"


def test_the_cautious_player_states_the_chance_it_sees_and_the_one_it_dares() -> None:
    state = pour(table(2), 0, "W3 O1 W2 W2", flask=False)  # the flask used already
    state = bag_of(state, 0, "W1x3 O1x4 G1x3")
    decision = teach(teacher(), GAME, state, 0)
    cautious = next(pick for pick in decision.picks if pick.strategy == "voorzichtig")
    assert Fraction(1, 5) == CAUTIOUS_RISK
    assert (cautious.choice, cautious.reason) == (
        "1 stop",
        "voorzichtig stopt: de kans op ontploffen is 30%, meer dan de 20% die hij durft.",
    )
    greedy = next(pick for pick in decision.picks if pick.strategy == "gulzig")
    assert greedy.choice == "1 stop" and "nog maar 0 ruimte" in greedy.reason


SETUPS = (
    Setup.with_set(1, players=2),
    Setup.with_set(2, players=3),
    Setup.with_set(3, players=4),
    Setup.with_set(4, players=3),
    Setup.with_set(1, players=3, extras=(AlchemistsSetup(),)),
    Setup.with_set(2, players=4, extras=(AlchemistsSetup(book=16),)),
)


@pytest.mark.parametrize("setup", SETUPS, ids=str)
def test_the_chance_shown_for_a_draw_is_the_engines_chance(setup: Setup) -> None:
    checked = 0
    for state, seat in decisions(setup, 3):
        if Draw(seat) not in GAME.legal_actions(state, seat):
            continue
        shown = draw_odds(state, seat).chance
        assert shown == engine_chance(state, seat), (state.round, seat)
        lesson = teach(teacher(), GAME, state, seat, {}).option(str(Draw(seat)))
        if shown:
            assert f"Kans {shown.numerator}/{shown.denominator} ({percent(shown)})" in lesson.now
        checked += 1
    assert checked > 50


# -- buying: the price list -----------------------------------------------------------------------


COST = re.compile(r"^Kost (?P<sum>[\d +]+?)(?: = (?P<total>\d+))? van je (?P<coins>\d+) geld\.")


@pytest.mark.parametrize("setup", SETUPS[:4], ids=str)
def test_a_purchase_costs_what_the_books_price_list_says(setup: Setup) -> None:
    shops = 0
    for state, seat in decisions(setup, 2):
        task = state.players[seat].task
        if not isinstance(task, Shop):
            continue
        shops += 1
        decision = teach(teacher(), GAME, state, seat, {})
        for option, action in zip(decision.options, GAME.legal_actions(state, seat), strict=True):
            assert isinstance(action, Buy)
            if not action.chips:
                assert option.clause == "kwakzalvers.puntentelling.e"
                continue
            found = COST.match(option.now)
            assert found is not None, option.now
            listed = [
                state.setup.book_table[chip.ingredient].price(chip.value) for chip in action.chips
            ]
            assert [int(p) for p in found["sum"].split(" + ")] == listed
            assert int(found["total"] or found["sum"]) == sum(listed) <= task.coins
            assert int(found["coins"]) == task.coins
            book = state.setup.book_table[action.chips[0].ingredient]
            assert option.clause == book.clause_id
            after = GAME.apply(state, action)
            for chip in action.chips:  # the chips bought leave the box
                assert after.supply.count(chip) == state.supply.count(chip) - 1
    assert shops >= 8


# -- the computers' reasons -----------------------------------------------------------------------


def test_every_reason_names_the_numbers_its_style_decided_on() -> None:
    setup = Setup.with_set(2, players=3)
    seen = {style: 0 for style in STYLES}
    for state, seat in decisions(setup, 4):
        legal = GAME.legal_actions(state, seat)
        if not {Draw(seat), Stop(seat)} <= set(legal) or state.players[seat].task is not None:
            continue
        me = state.players[seat]
        room = rules.explosion_limit(state, me) - me.cauldron.white_total()
        for name in STYLES:
            bot = BOTS[name]
            chosen = bot.choose(GAME, state, seat, legal)
            said = bot.reason(GAME, state, seat, legal, chosen)
            assert said.startswith(name + " ")
            if not isinstance(chosen, Draw | Stop):
                continue
            verb = "trekt" if isinstance(chosen, Draw) else "stopt"
            assert said.startswith(f"{name} {verb}:"), said
            seen[name] += 1
            if bot.style is Style.CAUTIOUS:
                whites = [(c.value or 0, n) for c, n in me.bag.kinds() if c.is_white]
                risk = explosion_risk(room, whites, len(me.bag))
                assert f"is {percent(risk)}," in said
                assert f"de {percent(CAUTIOUS_RISK)} die hij durft" in said
                assert (risk > CAUTIOUS_RISK) == isinstance(chosen, Stop)
            elif bot.style is Style.GREEDY:
                assert f" {room} ruimte" in said
            else:
                _, moves = bag_facts(state, seat, room)
                now, expected = draw_worths(moves, len(me.bag), me.cauldron.last_field)
                assert f"gemiddeld {decimal(expected)} waard" in said
                assert f"de {now} van nu" in said
                assert (expected > now) == isinstance(chosen, Draw)
                assert ("meer dan de" in said) == isinstance(chosen, Draw)
    assert min(seen.values()) > 20


def test_a_choice_reason_names_the_worth_of_the_option_taken() -> None:
    setup = Setup.with_set(1, players=3)
    checked = 0
    for state, seat in decisions(setup, 5):
        legal = GAME.legal_actions(state, seat)
        bot = BOTS["rekenaar"]
        chosen = bot.choose(GAME, state, seat, legal)
        if not isinstance(chosen, Choose):
            continue
        options = rules.offers(state, seat)
        if options[chosen.option].code in ("punten", "munten"):
            continue
        worths = [bot._worth(state, seat, option) for option in options]
        said = bot.reason(GAME, state, seat, legal, chosen)
        assert f"'{options[chosen.option].label}'" in said
        assert worths[chosen.option] == max(worths)
        checked += 1
    assert checked >= 10


# -- the expansion's decisions ---------------------------------------------------------------------


def test_a_patient_and_an_essence_glass_are_taught_with_their_clauses() -> None:
    setup = Setup.with_set(1, players=3, extras=(AlchemistsSetup(),))
    clauses: dict[str, str] = {}
    for state, seat in decisions(setup, 8):
        decision = teach(teacher(), GAME, state, seat, {})
        assert decision.clause == GAME.phase(state).clause_id, "the question cites its phase"
        assert decision.clause in CATALOGUE
        for option in decision.options:
            assert option.clause in CATALOGUE, option
            clauses.setdefault(option.clause, option.now)
    assert "glazen per veld" in clauses["alchemisten.patient.kiezen"]
    assert "alchemisten.essentie.moment" in clauses
    patients = [c for c in clauses if c.startswith("alchemisten.patient.") and c.count(".") == 2]
    assert set(patients) - {"alchemisten.patient.kiezen"}, "a patient's own action is taught"


# -- the review's playouts ------------------------------------------------------------------------


@pytest.mark.parametrize("setup", SETUPS[:3], ids=str)
def test_the_fast_playout_plays_the_engines_own_game(setup: Setup) -> None:
    """The simulator takes over at a moment of brewing or at a round's start; the game it plays
    from there is the engine's own, action for action, so the share of the win is the same."""
    positions = list(decisions(setup, 6))
    brewing = [(s, seat) for s, seat in positions if s.players[seat].task is None]
    others = [(s, seat) for s, seat in positions if s.players[seat].task is not None]
    chosen = brewing[3 :: len(brewing) // 5] + others[1 :: len(others) // 4]
    for number, (state, seat) in enumerate(chosen):
        for action in GAME.legal_actions(state, seat)[:2]:
            assert playout_share(GAME, state, seat, action, number) == engine_share(
                GAME, state, seat, action, number
            ), (state.round, state.phase, str(action))


FLAGS = ("window", "double", "first_white")
"""This round's flags of a brewing seat the simulator must take over: a blue chip's protection
(set 2), a yellow chip's doubling (set 2), card B8's first white chip."""


def test_the_simulator_takes_over_a_cauldron_with_every_flag_of_the_round() -> None:
    setup = Setup.with_set(2, players=3)
    agents: dict[int, Any] = {seat: BOTS[STYLES[seat]] for seat in range(3)}
    seen = dict.fromkeys(FLAGS, 0)
    for seed in range(4):
        for state in played(setup, seed).states:
            if not resumable(state) or state.phase != "brouwen":
                continue
            brewing = [p for p in state.players if not p.stopped]
            flags = [f for f in FLAGS if any(getattr(p, f) for p in brewing)]
            if not flags:
                continue
            for flag in flags:
                seen[flag] += 1
            end = GAME.result(play_to_end(GAME, state, agents, seed))
            assert playout(GAME, state, agents, seed) == (end.scores, end.winners), flags
    assert min(seen.values()) >= 5, seen


# -- the terminal ---------------------------------------------------------------------------------


def test_speel_leermodus_gives_the_decisions_and_the_review_as_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status = main(
        ["kwakzalvers", "speel", "--spelers", "2", "--leermodus", "--stoel", "2", "--json"]
    )
    out, err = capsys.readouterr()
    assert status == 0, err
    document = json.loads(out)
    assert {"beslissingen", "nabespreking", "log", "winnaars"} <= set(document)
    first = document["beslissingen"][0]
    assert {"zet", "speler", "beslissing", "regel", "opties", "gekozen", "reden"} <= set(first)
    for taken in document["beslissingen"]:
        assert taken["regel"] in CATALOGUE
        assert {"optie", "regel", "uitleg"} <= set(taken["opties"][0])
        assert taken["gekozen"] in [option["optie"] for option in taken["opties"]]
    assert len(document["nabespreking"]) <= 3
    for point in document["nabespreking"]:
        assert {"zet", "gekozen", "beter", "verschil", "regel", "uitleg"} <= set(point)


def test_a_seat_that_is_not_at_the_table_is_refused_in_dutch(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status = main(["kwakzalvers", "speel", "--spelers", "3", "--leermodus", "--stoel", "4"])
    out, err = capsys.readouterr()
    assert status == EXIT_BAD_INPUT and out == ""
    assert "Kies een stoel van 1 tot 3: er is geen speler 4." in err
    assert "kwakzalvers.spelers" in err


# -- stopping: what the scoring field gives -------------------------------------------------------


STOP_WORDS = re.compile(r"^Stop je nu, dan telt veld (?P<field>\d+): (?P<points>\d+) overwinnings")


@pytest.mark.parametrize("setup", SETUPS, ids=str)
def test_the_field_a_stop_names_is_the_field_the_engine_scores(setup: Setup) -> None:
    """A stop names the field right after the last chip; the engine scores that field in step A
    (unless card B9 lays one more chip after brewing, red chips of set 2 beside the cauldron are
    laid after stopping, which the lesson says, or a patient moves the cauldron)."""
    play = played(setup, 7)
    checked = 0
    for number, (state, action) in enumerate(zip(play.states, play.actions, strict=False)):
        if not isinstance(action, Stop) or state.card == "B9":
            continue
        seat = action.seat
        lesson = teach(teacher(), GAME, state, seat, {}).option(str(action))
        found = STOP_WORDS.match(lesson.now)
        assert found is not None, lesson.now
        field = int(found["field"])
        assert int(found["points"]) == TRACK[field].points
        later = next(
            s
            for s in play.states[number:]
            if s.round != state.round or s.phase == "bonusdobbelsteen"
        )
        aside = state.players[seat].aside
        if aside:  # red set 2: what lies beside the cauldron may still be laid
            assert f"Naast je ketel {'ligt' if len(aside) == 1 else 'liggen'} " in lesson.now
        elif later.round == state.round and not later.extras:
            assert later.players[seat].scoring == field
            checked += 1
    assert checked >= 3 or setup.extras


def test_every_habit_of_the_expansion_gives_its_own_reason() -> None:
    """A computer's free action or purchase by a habit of De Alchemisten (an open chip, a chip
    returned for essence, card B5's white 3-chip, locoweed) is explained by the habit itself."""
    habits: set[str] = set()
    for setup, seed in (
        (Setup.with_set(1, players=3, extras=(AlchemistsSetup(),)), 8),
        (Setup.with_set(2, players=5, extras=(AlchemistsSetup(),)), 10),
        (Setup.with_set(3, players=4, extras=(AlchemistsSetup(book=10),)), 11),
    ):
        for state, seat in decisions(setup, seed):
            legal = GAME.legal_actions(state, seat)
            habit = rules.events_of(state).first("computerzet", state, seat, legal)
            if habit is None:
                continue
            for name in STYLES:
                said = BOTS[name].reason(GAME, state, seat, legal, habit)
                assert said.startswith(f"{name} ") and "een gewoonte, geen regel" not in said
            habits.add(type(habit).__name__ if not isinstance(habit, Buy) else "narrenkruid")
    assert {"PlaceOpen", "ReturnChip", "narrenkruid"} <= habits, habits


def test_a_draw_under_the_protection_of_a_blue_chip_says_so() -> None:
    """Blue set 2: the chip right after a crow's skull of value 1 is protected; exploding on it
    still scores steps D and E (the engine's ``protected``)."""
    state = pour(table(2, books=2), 0, "W3 W2 B1 W2", flask=False)  # whites 7, no room left
    state = state.with_player(
        0, window=1
    )  # what B1 leaves when it is drawn (pour lets no chip act)
    state = bag_of(state, 0, "W1 O1")
    draw = teach(teacher(), GAME, state, 0, {}).option("1 trek")
    assert draw.now == (
        "Kans 1/2 (50%) dat het volgende fiche je ketel laat ontploffen: een W1. Je volgende "
        "fiche is beschermd: ontploft je ketel erdoor, dan krijg je toch stap D en E (geen "
        "bonusdobbelsteen)."
    )
    drawing = GAME.apply(state, Draw(0))
    (white,) = [chip for chip, _ in GAME.chance_outcomes(drawing) if "W1" in str(chip)]
    after = GAME.apply(drawing, white).players[0]
    assert after.exploded and after.protected


def test_only_a_setup_the_engine_plays_is_screened_on_four_seeds_first() -> None:
    """The review of De Alchemisten (the engine's playouts, some 40 ms each with five players)
    screens a decision on 4 paired seeds first; the base game (the simulator's) on all at once."""
    quacks = teacher()
    alchemists = Setup.with_set(1, players=5, extras=(AlchemistsSetup(),))
    assert quacks.first_screen(GAME, GAME.new_game(alchemists, 1)) == 4
    assert quacks.first_screen(GAME, GAME.new_game(Setup.with_set(1, players=4), 1)) == 0


def test_a_playout_is_priced_by_its_seats_and_rounds_only_where_the_engine_plays_it() -> None:
    """De Alchemisten's review stays within its time (``core.reader.lessons.REVIEW_CPU_MS``) by
    the teacher's estimate: more seats and more rounds to come cost more; the base game's
    playouts (the simulator's) are sized by the review's budget instead, so they cost 0 here."""
    quacks = teacher()
    base = GAME.new_game(Setup.with_set(1, players=4), 1)
    assert quacks.playout_cost(GAME, base) == 0
    costs = {}
    for players in (2, 5):
        start = GAME.new_game(Setup.with_set(1, players=players, extras=(AlchemistsSetup(),)), 1)
        later = dataclasses.replace(start, round=6)
        costs[players] = (quacks.playout_cost(GAME, start), quacks.playout_cost(GAME, later))
    assert costs[2][0] < costs[5][0]
    assert costs[5][1] < costs[5][0]
    assert costs[5][0] == pytest.approx(5 * 10 * ENGINE_PLAYOUT_MS)
