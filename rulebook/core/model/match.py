"""A match: several games of one game in a row, with a moving start player and a total score.

The outermost level of a game's flow (``flow.Level.MATCH``). Het Leeft!'s advanced rules play as
many games as there are players, the start player moving one seat to the left each game, and
add up the scores. ``Match`` wraps any ``Game`` into such a series and is itself a ``Game``: the
game table, the computer players, a log and the conformance suite treat it as any other game.

Names no game: the game it wraps brings ``setup_for(setup, start)``, the setup of one game of
the series with the given start player, and ``setup_of(state)``, the setup a state was played
with (so a match read back from its notation goes on exactly as it would have).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Generic, TypeVar

from rulebook.core.errors import NotationError
from rulebook.core.model.game import Game, Result, highest_scores, outcomes_of, stage_of
from rulebook.core.model.happenings import Happened, apply_with_happenings

S = TypeVar("S")
A = TypeVar("A")

_HEADER = re.compile(
    r"partij (?P<number>[0-9]{1,3})/(?P<games>[0-9]{1,3}) totaal=(?P<totals>[0-9,]{0,200})"
)
MAX_GAMES = 100


@dataclass(frozen=True)
class MatchState(Generic[S]):
    """Game ``number`` of ``games`` being played, the points of the finished games, the setup
    every game starts from, and the state of the game being played."""

    number: int
    games: int
    totals: tuple[int, ...]
    state: S

    def __str__(self) -> str:
        totals = ",".join(str(points) for points in self.totals)
        return f"partij {self.number}/{self.games} totaal={totals}\n{self.state}"


class Match(Generic[S, A]):
    """``games`` games of ``game`` in a row (``None``: as many as there are players); the start
    player of game k is seat k-1 (one seat further left each game); the score is the sum."""

    def __init__(
        self,
        game: Game[S, A],
        setup_for: Callable[[Any, int], Any],
        setup_of: Callable[[S], Any],
        players_of: Callable[[Any], int],
        games: int | None = None,
    ) -> None:
        self.game = game
        self.setup_for = setup_for
        self.setup_of = setup_of
        self.players_of = players_of
        self.games = games
        self.id = f"{game.id}-partijreeks"

    def new_game(self, setup: Any, seed: int) -> MatchState[S]:
        players = self.players_of(setup)
        games = players if self.games is None else self.games
        if not 1 <= games <= MAX_GAMES:
            raise ValueError(f"a match has 1 to {MAX_GAMES} games, not {games}")
        first = self.game.new_game(self.setup_for(setup, 0), seed)
        return MatchState(1, games, (0,) * players, first)

    def current_players(self, state: MatchState[S]) -> tuple[int, ...]:
        return self.game.current_players(state.state)

    def legal_actions(self, state: MatchState[S], player: int) -> Sequence[A]:
        return self.game.legal_actions(state.state, player)

    def chance_outcomes(self, state: MatchState[S]) -> Sequence[tuple[A, Fraction]]:
        return self.game.chance_outcomes(state.state)

    def apply(self, state: MatchState[S], action: A) -> MatchState[S]:
        inner = self.game.apply(state.state, action)
        if not self.game.is_over(inner) or state.number == state.games:
            return replace(state, state=inner)
        totals = tuple(a + b for a, b in zip(state.totals, self.game.scores(inner), strict=True))
        start = state.number % len(totals)
        setup = self.setup_for(self.setup_of(inner), start)
        following = self.game.new_game(setup, _seed_of(inner))
        return MatchState(state.number + 1, state.games, totals, following)

    def is_over(self, state: MatchState[S]) -> bool:
        return state.number == state.games and self.game.is_over(state.state)

    def scores(self, state: MatchState[S]) -> tuple[int, ...]:
        """The points of the finished games, plus the game being played once it is over."""
        if not self.game.is_over(state.state):
            return state.totals
        current = self.game.scores(state.state)
        return tuple(a + b for a, b in zip(state.totals, current, strict=True))

    def result(self, state: MatchState[S]) -> Result:
        return highest_scores(self.scores(state))

    def observation(self, state: MatchState[S], seat: int) -> MatchState[Any]:
        return replace(state, state=self.game.observation(state.state, seat))

    def parse_action(self, text: str) -> A:
        return self.game.parse_action(text)

    def parse_state(self, text: str) -> MatchState[S]:
        if not isinstance(text, str):
            raise TypeError(f"a match is read from text, not {type(text).__name__}")
        header, _, rest = text.partition("\n")
        found = _HEADER.fullmatch(header.strip())
        if found is None:
            raise NotationError(
                "partijreeks", "Een partijreeks begint met 'partij 1/3 totaal=0,0,0'."
            )
        totals = tuple(int(word) for word in found["totals"].split(",") if word)
        number, games = int(found["number"]), int(found["games"])
        if not 1 <= number <= games <= MAX_GAMES:
            raise NotationError("partijreeks", f"Partij {number} van {games} bestaat niet.")
        return MatchState(number, games, totals, self.game.parse_state(rest))

    def describe(self, state: MatchState[S], action: A) -> str:
        return self.game.describe(state.state, action)

    def outcomes(
        self,
        before: MatchState[S],
        action: A,
        after: MatchState[S],
        happenings: Sequence[Happened] | None = None,
    ) -> list[str]:
        """What came of ``action`` inside the game (``Game.outcomes`` when it tells), and the
        end of a game of the series with the tally so far and who starts the next one."""
        if after.number == before.number:
            return list(outcomes_of(self.game, before.state, action, after.state, happenings))
        # the game as it ended, and what happened in it (not in the setting up of the next)
        finished, inside = apply_with_happenings(self.game, before.state, action)
        lines = list(outcomes_of(self.game, before.state, action, finished, inside))
        points = ", ".join(f"speler {seat + 1} {total}" for seat, total in enumerate(after.totals))
        lines.append(
            f"Partij {before.number} van {before.games} is voorbij. Tussenstand: {points}."
        )
        start = (after.number - 1) % len(after.totals)
        lines.append(f"Partij {after.number} begint, met speler {start + 1} als startspeler.")
        return lines

    def stage(self, state: MatchState[S]) -> str:
        """``Partij 2 van 3 · `` before where the game being played stands (``Game.stage``)."""
        inner = stage_of(self.game, state.state)
        return f"Partij {state.number} van {state.games}" + (f" · {inner}" if inner else "")


def _seed_of(state: object) -> int:
    """The recorded seed of a finished game, passed on to the next (the rules never use it)."""
    seed = getattr(state, "seed", 0)
    return seed if isinstance(seed, int) else 0
