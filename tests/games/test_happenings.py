"""What the rules report as they apply an action (``core.model.happenings``), over every game.

For seeded random games of every registered game and expansion (the conformance suite's setups):
recording an action changes nothing (the same next state, with or without a recorder); every
report is a ``Happened`` that says itself in Dutch and cites a clause that exists or none; the
game's own check (``Trials.reports_agree``) finds that the reports say what the two states show
(coins paid are the coins that left the seat, points scored are the points the seat gained); and
the log lines a table shows from the one recording equal those of a log that records again.
Nobody listening, ``happened`` makes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from rulebook.core.model import happenings as core
from rulebook.core.model.game import Playthrough, outcomes_of
from rulebook.core.model.happenings import (
    Happened,
    Paid,
    apply_with_happenings,
    happened,
    recording,
    unheard,
)
from rulebook.core.reader.clauses import CATALOGUE
from rulebook.games import BY_ID, DESCRIPTIONS, game

MAX_ACTIONS = 4_000
"""Enough of a game to reach every kind of report (a random Kwakzalvers game is shorter)."""


class RandomAgent:
    name = "willekeurig"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Any, player: int, legal: Sequence[Any]) -> Any:
        return legal[self.rng.randrange(len(legal))]


PLAYED = [d for d in DESCRIPTIONS if d.trials is not None]
CASES = [
    pytest.param(d.id, number, setup, seed, id=f"{d.id}-{number}-zaad{seed}")
    for d in PLAYED
    for number, setup in enumerate(d.trials().setups)  # type: ignore[misc]
    for seed in (1, 2)
]


def _inner(state: Any) -> Any:
    """The game inside a match's state (Het Leeft!'s advanced game), or the state itself."""
    return getattr(state, "state", state)


@pytest.mark.parametrize(("name", "number", "setup", "seed"), CASES)
def test_the_reports_say_what_the_states_show(
    name: str, number: int, setup: Any, seed: int
) -> None:
    description = BY_ID[name]
    trials = description.trials()  # type: ignore[misc]
    engine = game(description.base or description.id)
    seats = len(engine.scores(engine.new_game(setup, seed)))
    agents: dict[int, Any] = {seat: RandomAgent(seed * 100 + seat) for seat in range(seats)}
    play = Playthrough.start(engine, setup, seed, agents)
    play.run(MAX_ACTIONS)
    reported = 0
    for before, action, after in zip(play.states, play.actions, play.states[1:], strict=False):
        again, found = apply_with_happenings(engine, before, action)
        assert again == after
        for h in found:
            assert isinstance(h, Happened)
            text = h.dutch()
            assert isinstance(text, str) and text and text[0].isupper()
            if h.clause_id:
                assert h.clause_id in CATALOGUE, h
        same_game = getattr(before, "number", None) == getattr(after, "number", None)
        if same_game and trials.reports_agree is not None:
            trials.reports_agree(_inner(before), _inner(after), found)
        assert outcomes_of(engine, before, action, after, found) == outcomes_of(
            engine, before, action, after
        )
        reported += len(found)
    if trials.reports_agree is not None:
        assert reported > 0


def test_nobody_listening_nothing_is_made() -> None:
    made: list[int] = []

    @dataclass(frozen=True)
    class Counted(Happened):
        number: int

        def __post_init__(self) -> None:
            made.append(self.number)

        def dutch(self) -> str:
            return f"Nummer {self.number}."

    happened(Counted, 1)
    assert made == [] and not core.listening()
    with recording() as found:
        happened(Counted, 2)
        with unheard():
            happened(Counted, 3)
        with recording() as inner:
            happened(Counted, 4)
        happened(Counted, 5)
    assert [h.number for h in found] == [2, 5]  # type: ignore[attr-defined]
    assert [h.number for h in inner] == [4]  # type: ignore[attr-defined]
    assert made == [2, 4, 5] and not core.listening()


def test_a_report_says_itself_in_dutch() -> None:
    assert Paid(0, 3).dutch() == "Speler 1 betaalt 3 munten aan de bank."
    assert Paid(2, 1, to=0).dutch() == "Speler 3 betaalt 1 munt aan speler 1."
