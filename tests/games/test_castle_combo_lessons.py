"""Castle Combo's leermodus (``castle_combo/lessons.py``), checked as a player would check it by
hand: a card on offer reads as in the card list, the points shown for a place are what
``castle-combo score`` counts for the square with that card added, a computer's reason names
the numbers its own weighing gave, the review's playouts know no more than the seat, and
``castle-combo speel --leermodus`` gives the issue's JSON. The general checks (every option
listed with a clause of the rulebook) run over this game in ``test_lessons.py``."""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

import pytest

from rulebook.castle_combo.bots import BOTS, Greedy, Planner, now_total
from rulebook.castle_combo.commands import score_report
from rulebook.castle_combo.data import BY_ID
from rulebook.castle_combo.dungeon.expansion import EXPANSION
from rulebook.castle_combo.engine import (
    FACE_DOWN_GOLD,
    FACE_DOWN_KEYS,
    Buy,
    CastleCombo,
    PlaceCard,
    has_lock,
    legal_positions,
    price,
    rules_of,
)
from rulebook.castle_combo.lessons import CastleComboTeacher, card_lesson, square_lessons
from rulebook.castle_combo.rules import Rules, score, total
from rulebook.castle_combo.state import KEY, EndTableau
from rulebook.castle_combo.table import Castle, Setup
from rulebook.core.model.cards import PlacedCard
from rulebook.core.model.game import CHANCE, Playthrough
from rulebook.core.model.task_game import Pick
from rulebook.core.reader.lessons import Decision, reason_of

GAME = CastleCombo((EXPANSION,))
TEACHER = CastleComboTeacher()
NAMES = ("gulzig", "planner", "willekeurig")


@cache
def _positions(players: int, seed: int, kerker: bool) -> tuple[tuple[Castle, int], ...]:
    """Every position of a seeded game where a seat decides between two options or more."""
    setup = Setup(players, kerker=Rules() if kerker else None)
    agents: dict[int, Any] = {
        seat: BOTS[NAMES[seat % 3]](seed * 10 + seat) for seat in range(players)
    }
    play = Playthrough.start(GAME, setup, seed, agents)
    found = []
    while not play.is_over:
        actor = play.waiting_for()
        if actor != CHANCE and actor is not None and len(GAME.legal_actions(play.state, actor)) > 1:
            found.append((play.state, actor))
        play.step()
    return tuple(found)


def _of(task: type, *, kerker: bool = False) -> list[tuple[Castle, int]]:
    return [
        (state, seat)
        for seed in (3, 4)
        for state, seat in _positions(3, seed, kerker)
        if isinstance(GAME.runner.task(state, seat), task)
    ]


def _code(notation: str) -> str:
    return notation.split(" kies ")[1]


def _told_total(text: str) -> int:
    found = re.search(r"het vierkant telt dan (\d+)", text, re.IGNORECASE)
    assert found, text
    return int(found[1])


# -- the cards on offer ---------------------------------------------------------------------------


def test_a_card_on_offer_reads_as_in_the_card_list_with_its_price_for_this_seat() -> None:
    checked = 0
    for state, seat in _of(Buy)[:12]:
        decision = TEACHER.decision(GAME, state, seat)
        me = state.players[seat]
        for option in decision.options:
            code = _code(option.notation)
            slot = int(code.split("-")[1]) - 1
            card = BY_ID[str(state.rows[state.messenger].slots[slot])]
            # the card list's own words (Card.describe, the list of chapter 40)
            words = f"vaardigheid: {card.ability.dutch()}; scoringsrol: {card.scroll.dutch()}"
            assert words in card.describe()
            assert words in option.now
            assert f"{card.shown}: prijs {price(card, me)} goud" in option.now
            if code.startswith("koop-"):
                assert option.clause == "castle-combo.kopen"
                assert f"voor {price(card, me)} goud" in option.label
            else:
                assert option.clause == "castle-combo.gedekt"
                assert f"+{FACE_DOWN_GOLD} goud en +{FACE_DOWN_KEYS} sleutels" in option.now
            checked += 1
    assert checked > 40


def test_a_discount_is_named_with_the_card_that_gives_it() -> None:
    """Philosopher (a discount on castle cards) in the square: a castle card costs one less,
    and the lesson says from which card."""
    for state, seat in _of(Buy):
        me = state.players[seat]
        for card_id in state.rows[state.messenger].cards():
            card = BY_ID[card_id]
            if price(card, me) < card.cost:
                text = card_lesson(state, seat, card_id)
                assert re.search(rf"\({card.cost} min \d korting van ", text), text
                return
    pytest.fail("no discounted card came up in these games")


def test_the_points_of_a_last_card_are_what_castle_combo_score_counts() -> None:
    """In the last round a square has one free place: the total shown for each purchase is the
    ``totaal`` of ``castle-combo score`` for the finished square (the card laid there, its
    price paid or 6 gold and 2 keys taken)."""
    checked = 0
    for state, seat in _of(Buy) + _of(Buy, kerker=True):
        me = state.players[seat]
        if len(me.tableau.cards) != 8:
            continue
        (spot,) = legal_positions(me.tableau)
        for option in TEACHER.decision(GAME, state, seat).options:
            code = _code(option.notation)
            slot = int(code.split("-")[1]) - 1
            card = BY_ID[str(state.rows[state.messenger].slots[slot])]
            down = code.startswith("gedekt-")
            lock = ((KEY, 1),) if not down and has_lock(state, card) else ()
            placed = PlacedCard("Gedekt" if down else card.id, down, lock)
            gold = me.gold + FACE_DOWN_GOLD if down else me.gold - price(card, me)
            keys = me.keys + (FACE_DOWN_KEYS if down else 0)
            end = EndTableau(me.tableau.place(spot, placed), keys, gold)
            locks = state.setup.kerker.locks if state.setup.kerker else "alle"
            counted = score_report(end.as_json(), locks).data["totaal"]
            assert _told_total(option.now) == counted, option.now
            checked += 1
    assert checked >= 6


def test_each_place_shows_the_total_the_scoring_rules_give_with_the_card_laid_there() -> None:
    checked = 0
    for state, seat in _of(PlaceCard) + _of(PlaceCard, kerker=True):
        me = state.players[seat]
        assert state.hand is not None
        lock = () if state.hand_down or not has_lock(state, BY_ID[state.hand]) else ((KEY, 1),)
        placed = PlacedCard("Gedekt" if state.hand_down else state.hand, state.hand_down, lock)
        now = total(EndTableau.unchecked(me.tableau, me.keys, me.gold), rules_of(state))
        decision = TEACHER.decision(GAME, state, seat)
        assert f"telt nu {now} punt" in decision.question
        for option in decision.options:
            code = _code(option.notation)
            r, c = _place_of(code)
            laid = me.tableau.place((r, c), placed)
            after = total(EndTableau.unchecked(laid, me.keys, me.gold), rules_of(state))
            assert _told_total(option.now) == after
            assert f"({after - now:+d} nu)" in option.now
            checked += 1
    assert checked > 30


def _place_of(code: str) -> tuple[int, int]:
    """``plaats--1-0`` is (-1, 0): a place above the square."""
    found = re.fullmatch(r"plaats-(-?\d+)-(-?\d+)", code)
    assert found, code
    return int(found[1]), int(found[2])


def test_the_cards_of_the_square_score_as_castle_combo_score_explains() -> None:
    state, seat = next((s, seat) for s, seat in _of(Buy) if len(s.players[seat].tableau.cards) >= 5)
    me = state.players[seat]
    scored = score(EndTableau.unchecked(me.tableau, me.keys, me.gold), rules_of(state))
    lines = square_lessons(state, seat)
    assert len(lines) == len(me.tableau.cards)
    for line, (_, card, points) in zip(lines, scored.cards(), strict=True):
        if card is not None:
            assert f"{card.shown}; vaardigheid: {card.ability.dutch()}" in line
            assert f"nu {points.points} punt" in line and points.text in line


# -- abilities, keys and locks --------------------------------------------------------------------


def test_an_ability_option_says_what_the_engine_hands_out() -> None:
    """Each option of an ability's choice: the gold and keys it gives are what the seat holds
    more after the engine applied it."""
    from rulebook.castle_combo.engine import UseAbility

    checked = 0
    for state, seat in _of(UseAbility) + _of(UseAbility, kerker=True):
        for option in TEACHER.decision(GAME, state, seat).options:
            after = GAME.apply(state, Pick(seat, _code(option.notation)))
            gold = after.players[seat].gold - state.players[seat].gold
            keys = after.players[seat].keys - state.players[seat].keys
            if gold:
                assert f"{gold:+d} goud" in option.now, option.now
            if keys:
                assert re.search(rf"{re.escape(f'{keys:+d}')} sleutels?\b", option.now), option.now
            assert _told_total(option.now) == now_total(after, seat)
            checked += 1
    assert checked >= 4


def test_a_lock_moment_says_the_key_goes_back_and_what_the_lock_card_does() -> None:
    from rulebook.castle_combo.dungeon.expansion import LockMoment

    moments = [
        (state, seat)
        for seed in range(3, 9)
        for state, seat in _positions(3, seed, True)
        if isinstance(GAME.runner.task(state, seat), LockMoment)
    ]
    assert moments
    for state, seat in moments:
        decision = TEACHER.decision(GAME, state, seat)
        assert decision.clause == "uit-de-kerker.slot.moment"
        assert decision.option(f"{seat + 1} kies geen-slot").clause == "uit-de-kerker.slot.einde"
        for option in decision.options[1:]:
            card = BY_ID[
                next(
                    p.card
                    for (r, c), p in state.players[seat].tableau.cards
                    if _code(option.notation) == f"slot-{r}-{c}"
                )
            ]
            assert option.clause == "uit-de-kerker.slot"
            assert option.now.startswith(f"{card.shown}: {card.ability.dutch()}.")
            assert "De sleutel gaat terug naar de voorraad." in option.now


def test_a_key_moves_the_messenger_to_the_row_it_names() -> None:
    from rulebook.castle_combo.engine import ROW_NAMES, SpendKey

    state, seat = _of(SpendKey)[0]
    decision = TEACHER.decision(GAME, state, seat)
    other = 1 - state.messenger
    moved = decision.option(f"{seat + 1} kies verzet").now
    assert f"naar de {ROW_NAMES[other]}" in moved
    for card_id in state.rows[other].cards():
        assert BY_ID[card_id].shown in moved


# -- the computers' reasons -----------------------------------------------------------------------


Choice = tuple[Castle, int, str, str]
"""A position, the seat, the code a strategy chose there and the reason it gave."""


def _choices(strategy: type[Greedy] | type[Planner], task: type) -> list[Choice]:
    found = []
    for state, seat in _of(task):
        legal = GAME.legal_actions(state, seat)
        agent = strategy(1)
        chosen = agent.choose(GAME, state, seat, legal)
        reason = reason_of(strategy(1), GAME, state, seat, legal, chosen)
        assert isinstance(chosen, Pick)
        found.append((state, seat, chosen.code, reason))
    return found


def test_gulzig_names_the_points_its_purchase_adds_now() -> None:
    for state, seat, code, reason in _choices(Greedy, Buy):
        codes = [a.code for a in GAME.legal_actions(state, seat) if isinstance(a, Pick)]
        ranked = Greedy(1).ranks(state, seat, codes)
        assert max(ranked, key=ranked.__getitem__) == code, "the reason's weighing is the choice's"
        gain = int(ranked[code][0]) - now_total(state, seat)
        card = BY_ID[str(state.rows[state.messenger].slots[int(code.split("-")[1]) - 1])]
        verb = f"neemt {card.shown} gedekt" if code.startswith("gedekt-") else f"koopt {card.shown}"
        assert reason.startswith(f"gulzig {verb}: {gain:+d} punten nu, ")


def test_planner_names_the_worth_of_its_purchase_part_by_part() -> None:
    for state, seat, code, reason in _choices(Planner, Buy):
        parts = Planner(1).parts(state, seat, code)
        worth = Planner(1)._worth(state, seat, code)
        assert abs(sum(part for _, part in parts) - worth) < 1e-9
        shown = re.search(r"waarde (-?\d+(?:,\d)?) \((-?\d+) punten nu", reason)
        assert shown, reason
        assert abs(float(shown[1].replace(",", ".")) - worth) <= 0.05
        assert int(shown[2]) == parts[0][1]


def test_a_place_reason_names_the_place_it_chose() -> None:
    from rulebook.castle_combo.engine import where

    for state, seat, code, reason in _choices(Greedy, PlaceCard):
        spot = _place_of(code)
        assert where(state.players[seat].tableau, spot) in reason


# -- the review's playouts ------------------------------------------------------------------------


def test_a_playout_knows_only_what_the_position_shows() -> None:
    """The state written down and read back (its notation holds the decks as the cards still to
    come, no order) gives the same playouts: nothing of the real game's future is in them."""
    for state, seat in _of(Buy)[:3] + _of(PlaceCard, kerker=True)[:3]:
        again = GAME.parse_state(str(state))
        action = GAME.legal_actions(state, seat)[0]
        for seed in (1, 2):
            assert TEACHER.outcome(GAME, again, seat, action, seed) == TEACHER.outcome(
                GAME, state, seat, action, seed
            )


def test_a_playout_in_the_kernel_ends_as_the_same_playout_in_the_engine() -> None:
    """The review's fast playouts (the kernel from the next turn asking for a key) give the
    engine's own result for the same seed, decision after decision: the kernel is only
    quicker."""
    engine = CastleComboTeacher(NAMES, in_kernel=False)
    fast = CastleComboTeacher(NAMES)
    checked = 0
    for task in (Buy, PlaceCard):
        for state, seat in _of(task)[:4] + _of(task, kerker=True)[:4]:
            for number, action in enumerate(GAME.legal_actions(state, seat)[:2]):
                seed = 7 * checked + number
                kept = fast.playout(GAME, state, seat, action, seed)
                assert kept == engine.playout(GAME, state, seat, action, seed)
                checked += 1
    assert checked == 32


def test_the_review_plays_on_with_the_opponents_of_the_game() -> None:
    teacher = CastleComboTeacher(("planner", "willekeurig", "planner"))
    assert teacher.playout_names(3, 1) == ("planner", "gulzig", "planner")
    assert CastleComboTeacher().playout_names(2, 0) == ("gulzig", "gulzig")


# -- the terminal ---------------------------------------------------------------------------------


def test_speel_leermodus_gives_the_decisions_and_the_review_in_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from rulebook.cli import main

    args = ["castle-combo", "speel", "--spelers", "2", "--zaad", "4", "--json"]
    assert main([*args, "--kerker", "--leermodus", "--stoel", "2"]) == 0
    taught = json.loads(capsys.readouterr().out)
    assert main([*args, "--kerker"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert taught["log"] == plain["log"], "teaching changes no choice"
    assert taught["beslissingen"] and len(taught["nabespreking"]) <= 3
    for entry in taught["beslissingen"]:
        assert {"zet", "speler", "beslissing", "regel", "opties", "gekozen", "reden"} <= set(entry)
        assert entry["gekozen"] in [option["optie"] for option in entry["opties"]]
        for option in entry["opties"]:
            assert set(option) == {"optie", "tekst", "regel", "uitleg"}
    for point in taught["nabespreking"]:
        assert set(point) >= {"zet", "gekozen", "beter", "verschil", "regel", "uitleg"}
        assert point["gekozen"].startswith("2 kies ")


def test_speel_leermodus_refuses_a_seat_that_is_not_at_the_table(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from rulebook.cli import main

    assert main(["castle-combo", "speel", "--spelers", "3", "--leermodus", "--stoel", "4"]) == 2
    err = capsys.readouterr().err
    assert "Kies een stoel van 1 tot 3: er is geen speler 4." in err
    assert "(regel castle-combo.materiaal)" in err


def test_a_decision_as_json_has_the_keys_of_the_issue() -> None:
    state, seat = _of(Buy)[0]
    data = Decision.as_json(TEACHER.decision(GAME, state, seat))
    assert data["speler"] == seat + 1 and data["regel"] == "castle-combo.kopen"


def test_a_lock_that_replaces_a_row_names_the_keys_each_row_brings() -> None:
    """Open the lock, then replace the row: the keys the lesson names for that row are the keys
    the seat holds more after the engine did both (the key on the lock goes to the supply)."""
    from rulebook.castle_combo.dungeon.expansion import LockMoment
    from rulebook.castle_combo.effects import ReplaceRow
    from rulebook.castle_combo.engine import ROW_NAMES
    from rulebook.castle_combo.table import LOCATIONS

    checked = 0
    for seed in range(3, 13):
        for state, seat in _positions(3, seed, True):
            if not isinstance(GAME.runner.task(state, seat), LockMoment):
                continue
            for option in TEACHER.decision(GAME, state, seat).options[1:]:
                code = _code(option.notation)
                card = next(
                    BY_ID[p.card]
                    for (r, c), p in state.players[seat].tableau.cards
                    if code == f"slot-{r}-{c}"
                )
                if not isinstance(card.ability, ReplaceRow):
                    continue
                opened = GAME.apply(state, Pick(seat, code))
                for where, row in enumerate(ROW_NAMES):
                    told = re.search(rf"de {row} \([^)]*\) geeft (\d+|één|niets)", option.now)
                    assert told, option.now
                    words = {"niets": 0, "één": 1}
                    keys = words[told[1]] if told[1] in words else int(told[1])
                    after = GAME.apply(opened, Pick(seat, f"vervang-{LOCATIONS[where]}"))
                    assert after.players[seat].keys - state.players[seat].keys == keys
                    checked += 1
    assert checked >= 4
