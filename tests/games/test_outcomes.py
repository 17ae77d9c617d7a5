"""What came of each action (``Game.outcomes``): the lines a game log and the game table show
under the choices, so a reader can read back why someone scored or exploded.

Each line is checked against the states it was read from, the way a player at the table would
check it: the points a seat is said to get add up to its score, an explosion's white total is
over its limit, every round after the first is announced, the last lines are the tally and the
result with its tie-break.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from rulebook.core.model.game import OUTCOME_MARK, GameRecord, Playthrough, outcomes_of
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.alchemists.patients.in_play import EarWormDraw
from rulebook.quacks.alchemists.table_notes import essence_field
from rulebook.quacks.bots import BOTS
from rulebook.quacks.engine import shared_game
from rulebook.quacks.rules import explosion_limit
from rulebook.quacks.table import Setup, Shop
from tests.nim_game import Nim, NimSetup, TakeMost

STYLES = ("voorzichtig", "gulzig", "rekenaar", "voorzichtig")
POINTS = re.compile(r"^Speler (\d): .*?(\d+) punt(?:en)? (erbij|eraf) \(nu (\d+)\)")


def played(players: int, seed: int, *extras: Any) -> Playthrough[Any, Any]:
    game = shared_game()
    setup = Setup.with_set(1, players=players, extras=tuple(extras))
    agents: dict[int, Any] = {seat: BOTS[STYLES[seat % len(STYLES)]] for seat in range(players)}
    play = Playthrough.start(game, setup, seed, agents)
    play.run()
    return play


def steps(play: Playthrough[Any, Any]) -> list[tuple[Any, Any, Any, tuple[str, ...]]]:
    """Every action with the state before and after it and what came of it."""
    game = play.game
    return [
        (before, action, after, outcomes_of(game, before, action, after))
        for before, action, after in zip(play.states, play.actions, play.states[1:], strict=False)
    ]


@pytest.fixture(scope="module")
def game_of_four() -> Playthrough[Any, Any]:
    return played(4, 7)


def test_the_points_told_add_up_to_every_final_score(game_of_four: Playthrough[Any, Any]) -> None:
    told = [0] * 4
    last_now = [0] * 4
    for before, _action, after, lines in steps(game_of_four):
        for line in lines:
            found = POINTS.match(line)
            if found:
                seat, amount, sign, now = (
                    int(found[1]) - 1,
                    int(found[2]),
                    found[3],
                    int(found[4]),
                )
                told[seat] += amount if sign == "erbij" else -amount
                last_now[seat] = now
                assert now == after.players[seat].score
        for seat in range(4):
            if after.players[seat].score != before.players[seat].score:
                assert any(line.startswith(f"Speler {seat + 1}: ") for line in lines)
    scores = list(game_of_four.game.scores(game_of_four.state))
    assert told == scores and last_now == scores


def test_every_explosion_is_told_with_its_white_total_and_limit(
    game_of_four: Playthrough[Any, Any],
) -> None:
    explosions = 0
    for before, _action, after, lines in steps(game_of_four):
        for seat, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
            told = [line for line in lines if line.startswith(f"De ketel van speler {seat + 1} ")]
            if new.exploded and not old.exploded:
                explosions += 1
                whites, limit = new.cauldron.white_total(), explosion_limit(after, new)
                assert whites > limit
                assert told == [
                    f"De ketel van speler {seat + 1} ontploft: de witte fiches tellen samen "
                    f"{whites}, meer dan {limit}."
                ]
            else:
                assert told == []
    assert explosions > 0, "this seeded game has explosions to tell"


def test_every_new_round_is_announced_once(game_of_four: Playthrough[Any, Any]) -> None:
    announced = [
        line for *_, lines in steps(game_of_four) for line in lines if line.startswith("Ronde ")
    ]
    assert announced == [f"Ronde {n} begint." for n in range(2, 10)]


def test_money_to_spend_is_told_when_the_shop_opens(game_of_four: Playthrough[Any, Any]) -> None:
    opened = 0
    for before, _action, after, lines in steps(game_of_four):
        for seat in range(4):
            shop = [t for t in after.players[seat].todo if isinstance(t, Shop)]
            if shop and not any(isinstance(t, Shop) for t in before.players[seat].todo):
                opened += 1
                (line,) = [line for line in lines if line.startswith(f"Speler {seat + 1}: ")]
                assert f"{shop[0].coins} geld om mee te kopen" in line
    assert opened >= 4 * 8 - 4, "nearly every seat shops in rounds 1 to 8"


def test_a_tied_game_ends_with_the_tally_and_the_tie_break(
    game_of_four: Playthrough[Any, Any],
) -> None:
    game, state = game_of_four.game, game_of_four.state
    result = game.result(state)
    assert len(result.tied) == 4 and len(result.winners) == 1, "seed 7 ends in a tie"
    *_, last = steps(game_of_four)
    tally = ", ".join(
        f"speler {seat + 1} {score} punten" for seat, score in enumerate(result.scores)
    )
    assert last[3][-2:] == (f"Eindstand: {tally}.", result.dutch())
    assert result.dutch().endswith("de vollere ketel in de laatste ronde besliste.")


def test_a_written_log_carries_the_outcomes_and_still_replays(
    game_of_four: Playthrough[Any, Any],
) -> None:
    game = game_of_four.game
    record = game_of_four.record()
    lines = record.lines(game, outcomes=True)
    assert record.lines(game) == [line for line in lines if not line.startswith(OUTCOME_MARK)]
    assert OUTCOME_MARK + "Ronde 9 begint." in lines
    again = GameRecord.parse(game, "\n".join(lines))
    assert again == record


def test_de_alchemisten_tells_patients_essence_and_oorwurms_draws() -> None:
    play = played(4, 1, AlchemistsSetup())
    lines = [line for *_, told in steps(play) for line in told]
    chosen = [line for line in lines if " behandelt " in line]
    assert len(chosen) == 4
    assert "Speler 3 behandelt Oorwurm: trek meteen na de essentiefase" in chosen[2]
    moved = [line for line in lines if line.startswith("Het essentiefiche van ")]
    assert moved and all(re.fullmatch(r".* gaat van veld \d+ naar \d+\.", m) for m in moved)
    (first_draws, *_) = [line for line in lines if line.startswith("Oorwurm: speler 3 trekt ")]
    assert "de ketel ontploft daardoor niet" in first_draws
    for _before, _action, after, told in steps(play):
        for line in told:
            found = re.match(r"Oorwurm: speler (\d) trekt (\d+) fiches? .* op veld (\d+)\)", line)
            if found:
                seat, draws, field = int(found[1]) - 1, int(found[2]), int(found[3])
                (task,) = [t for t in after.players[seat].todo if isinstance(t, EarWormDraw)]
                assert (draws, field) == (task.left, essence_field(after, seat))


def test_a_game_without_outcomes_tells_nothing() -> None:
    game = Nim()
    play = Playthrough.start(game, NimSetup(), 3, {0: TakeMost(), 1: TakeMost()})
    play.run()
    assert all(lines == () for *_, lines in steps(play))
