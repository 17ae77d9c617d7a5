"""What the Castle Combo table's log says came of each action (``CastleCombo.outcomes``),
checked the way a player at the table would check it: every change of anyone's gold and keys
is told with the amount now in hand, an ability that gave something names its card, a lock
laid or opened is told, and the last action ends with every square scored card by card (the
words of ``castle-combo score``) and the winner with the tie-break."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from rulebook.castle_combo.commands import score_report
from rulebook.castle_combo.data import BY_ID
from rulebook.castle_combo.log import ending, stage
from rulebook.castle_combo.rules import Rules
from rulebook.castle_combo.table import Castle, Setup
from rulebook.castle_combo.trials import trials
from rulebook.core.model.game import Playthrough, outcomes_of
from rulebook.core.model.task_game import Pick
from rulebook.games import game

TOLD = re.compile(r"[Ss]peler (\d): (.*)\.$")
PART = re.compile(r"(\d+) (goud|sleutels?) (erbij|betaald|ingezet) \(nu (\d+)\)")

SETUPS = [Setup(3), Setup(4, start=2), Setup(2, kerker=Rules()), Setup(5, kerker=Rules())]


def played(setup: Setup, seed: int) -> Playthrough[Any, Any]:
    agents = trials().agents(setup.players, shift=seed)
    play = Playthrough.start(game("castle-combo"), setup, seed, agents)
    play.run()
    return play


def steps(play: Playthrough[Any, Any]) -> list[tuple[Castle, Any, Castle, tuple[str, ...]]]:
    g = play.game
    return [
        (before, action, after, outcomes_of(g, before, action, after))
        for before, action, after in zip(play.states, play.actions, play.states[1:], strict=False)
    ]


@pytest.fixture(scope="module", params=range(len(SETUPS)), ids=lambda n: f"opzet{n}")
def games(request: pytest.FixtureRequest) -> list[Playthrough[Any, Any]]:
    return [played(SETUPS[request.param], seed) for seed in (1, 2, 3)]


def test_every_change_of_gold_and_keys_is_told_with_what_is_in_hand_now(
    games: list[Playthrough[Any, Any]],
) -> None:
    for play in games:
        told_gold = [0] * len(play.state.players)
        told_keys = [0] * len(play.state.players)
        for _before, _action, after, lines in steps(play):
            for line in lines:
                found = TOLD.search(line)
                if not found or "Puntentelling" in line:
                    continue
                seat = int(found[1]) - 1
                for amount, what, verb, _now in PART.findall(found[2]):
                    sign = 1 if verb == "erbij" else -1
                    if what == "goud":
                        told_gold[seat] += sign * int(amount)
                    else:
                        told_keys[seat] += sign * int(amount)
            for seat, new in enumerate(after.players):
                assert told_gold[seat] == new.gold - play.states[0].players[seat].gold, (
                    seat,
                    lines,
                )
                assert told_keys[seat] == new.keys - play.states[0].players[seat].keys, (
                    seat,
                    lines,
                )
                nows = [
                    int(now)
                    for line in lines
                    if (m := TOLD.search(line)) and int(m[1]) == seat + 1
                    for _a, what, _v, now in PART.findall(m[2])
                    if what == "goud"
                ]
                if nows:
                    assert nows[-1] == new.gold


def test_an_ability_that_gives_something_names_its_card(
    games: list[Playthrough[Any, Any]],
) -> None:
    named = 0
    for play in games:
        for before, action, after, lines in steps(play):
            if not isinstance(action, Pick) or not action.code.startswith("plaats-"):
                continue
            card = before.hand
            assert card is not None
            mover = before.players[action.seat]
            bought = after.players[action.seat]
            if not before.hand_down and bought.gold != mover.gold:
                assert any(
                    line.startswith(f"Vaardigheid van {BY_ID[card].shown} (") for line in lines
                ), lines
                named += 1
    assert named > 0


def test_the_last_action_scores_every_square_card_by_card_as_the_score_command_does(
    games: list[Playthrough[Any, Any]],
) -> None:
    for play in games:
        state = play.state
        g: Any = play.game
        lines = outcomes_of(g, play.states[-2], play.actions[-1], state)
        rules = state.setup.kerker or Rules()
        for seat in range(len(state.players)):
            assert f"Puntentelling van speler {seat + 1}:" in lines
            square = json.loads(json.dumps(g.end(seat, state).as_json()))  # as a file holds it
            report = score_report(square, rules.locks)
            for card in report.data["kaarten"]:
                assert f"Speler {seat + 1}: {card['uitleg']}" in lines
            total = report.data["totaal"]
            assert total == g.scores(state)[seat]
            assert any(
                line.startswith(f"Speler {seat + 1}: ") and f"samen {total} punten" in line
                for line in lines
            )
        assert lines[-1] == g.result(state).dutch()
        assert any(line.startswith("De meeste punten: ") for line in lines)


def test_a_tie_is_broken_on_leftover_gold_in_the_log() -> None:
    play = played(Setup(3), 1)
    state = play.state
    tied = state.but(players=(state.players[0], state.players[0], state.players[2]))
    lines = ending(tied)
    result = play.game.result(tied)
    assert len(result.tied) >= 2
    assert any(line.startswith("Gelijk; overgebleven goud: ") for line in lines)
    assert lines[-1] == result.dutch()


def test_locks_laid_and_opened_are_told() -> None:
    laid = opened = 0
    for seed in (1, 2, 3, 4):
        for _before, _action, _after, lines in steps(played(Setup(3, kerker=Rules()), seed)):
            laid += sum("heeft een slot: er komt een sleutel" in line for line in lines)
            opened += sum(line.startswith("Het slot van ") for line in lines)
    assert laid > 0 and opened > 0


def test_the_stage_counts_rounds_and_turns() -> None:
    play = played(Setup(3), 2)
    turns = 0
    last = None
    for state in play.states:
        if state.over:
            assert stage(state, "") == "Het spel is voorbij na ronde 9: elk vierkant is vol."
            continue
        key = (state.round, state.active)
        if key != last:
            turns += 1
            last = key
        engine: Any = play.game
        text = engine.stage(state)
        assert text.startswith(f"Ronde {state.round} van 9 · beurt {turns} van 27 · ")
        assert f"speler {state.active + 1} aan de beurt" in text
    assert turns == 27
