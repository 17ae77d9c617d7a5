"""Every choice at every table says where it leads: within one decision no two options carry
the same Dutch label (the button a reader clicks, ``Game.describe``), for every registered
game, over many seeded games of random play (a reader at the Castle Combo table was offered
"links van een gedekte kaart" twice, leading to two different places)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from rulebook.core.model.game import CHANCE
from rulebook.core.reader.descriptions import GameDescription
from rulebook.games import DESCRIPTIONS, game

GAMES_PER_SETUP = 12
MAX_ACTIONS = 20_000

PLAYED = [d for d in DESCRIPTIONS if d.trials is not None]


def _cases() -> list[Any]:
    cases = []
    for description in PLAYED:
        trials = description.trials()  # type: ignore[misc]
        for number, setup in enumerate(trials.setups):
            cases.append(pytest.param(description, setup, id=f"{description.id}-{number}"))
    return cases


def repeated_labels(engine: Any, state: Any, seat: int) -> list[str]:
    """The labels that more than one of ``seat``'s legal actions carry now."""
    labels = Counter(engine.describe(state, action) for action in engine.legal_actions(state, seat))
    return sorted(label for label, times in labels.items() if times > 1)


@pytest.mark.parametrize(("description", "setup"), _cases())
def test_no_two_options_of_a_decision_have_the_same_label(
    description: GameDescription, setup: Any
) -> None:
    engine = game(description.base or description.id)
    decisions = 0
    for seed in range(1, GAMES_PER_SETUP + 1):
        rng = random.Random(seed)
        state = engine.new_game(setup, seed)
        for _ in range(MAX_ACTIONS):
            players = engine.current_players(state)
            if not players:
                break
            if CHANCE in players:
                outcomes = engine.chance_outcomes(state)
                action = rng.choices([a for a, _ in outcomes], [float(p) for _, p in outcomes])[0]
            else:
                for seat in players:
                    assert repeated_labels(engine, state, seat) == [], (seed, str(state))
                    decisions += 1
                seat = rng.choice(list(players))
                action = rng.choice(list(engine.legal_actions(state, seat)))
            state = engine.apply(state, action)
        else:
            pytest.fail(f"{description.id} did not end in {MAX_ACTIONS} actions (seed {seed})")
    assert decisions >= GAMES_PER_SETUP  # at least one decision a game
