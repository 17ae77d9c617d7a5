"""The rat-tail explorer: pick the scores, see the rat tails on the score track and the ruling.

From round 2 on, a player behind the leader puts the rat stone as many fields after the droplet
as there are rat tails on the score track between his score and the leader's (``rats_ruling``).
The reader sets every player's score (two to four players) and picks whose rats to explain; the
score track (``score_track_svg``) marks the tails that player counts.
"""

from __future__ import annotations

import html
from collections.abc import Mapping

import traitlets

from rulebook.core.drawing.svg import as_img
from rulebook.core.dutch import rat_tails
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.pictures import score_track_svg
from rulebook.quacks.rulings import rats_ruling
from widgets._base import Plan, RulebookWidget, no_kernel_note, ruling_html, ruling_view
from widgets._intents import IntentError, int_field, value_field

INTENTS = ("score", "players", "focus", "second_lap")
"""``score`` carries a ``seat`` (from 0) and a ``value``; ``players`` and ``focus`` a
``value``; ``second_lap`` a ``value`` true or false (the tails past 50 count again)."""

PLAYERS = (2, 3, 4)
SEED_SCORES = (20, 19, 17, 16)
"""The rulebook's rat example: the leader on 20; 19 gets no tail, 17 one, 16 two."""
NEW_PLAYER_SCORE = 0
MOST_SHOWN = 200
"""The highest score the explorer draws (a game ends far below it; the track goes round past
50, and a huge number would only keep the kernel counting laps)."""


def _leader(scores: tuple[int, ...]) -> int:
    return max(scores)


def ruling_for(scores: tuple[int, ...], seat: int, second_lap: bool) -> Ruling[int]:
    """The rats of ``seat`` against the leader (the highest score at the table)."""
    return rats_ruling(scores[seat], _leader(scores), second_lap=second_lap)


class RatTailExplorer(RulebookWidget):
    """Rat tails on the score track: ``RatTailExplorer((20, 19, 17, 16), focus=3)``.

    ``scores`` are the players' points (speler 1 first, 2 to 4 players); ``focus`` the seat
    (from 0) whose rats are explained; ``second_lap`` whether the tails count again above 50
    (the default of this rulebook). ``set_score(seat, n)``, ``set_players(n)``, ``explain(seat)``
    and ``set_second_lap(yes)`` do what the controls do.
    """

    MODULE = "rat_tails"
    INTENTS = INTENTS

    scores = traitlets.List(traitlets.Int()).tag(sync=True)
    focus = traitlets.Int(0).tag(sync=True)
    second_lap = traitlets.Bool(True).tag(sync=True)
    tails = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """For every player: ``2 rattenstaarten`` (or ``koploper``)."""
    picture = traitlets.Unicode("").tag(sync=True)
    ruling = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        scores: tuple[int, ...] = SEED_SCORES,
        *,
        focus: int | None = None,
        second_lap: bool = True,
    ) -> None:
        chosen = tuple(scores)
        seat = len(chosen) - 1 if focus is None else focus
        if any(points > MOST_SHOWN for points in chosen):
            raise ValueError(f"scores above {MOST_SHOWN} are not drawn")
        self._check_players(len(chosen))
        self._check_seat(seat, len(chosen))
        rulings = self._rulings(chosen, second_lap)
        super().__init__()
        self._memory: tuple[int, ...] = ()
        """The scores of players taken away, given back when the reader adds them again."""
        self._show(chosen, seat, second_lap, rulings)

    # -- what a reader (or a notebook cell) can do -------------------------------------------

    def set_score(self, seat: int, points: int) -> None:
        self.apply({"type": "score", "seat": seat, "value": points})

    def set_players(self, number: int) -> None:
        self.apply({"type": "players", "value": number})

    def explain(self, seat: int) -> None:
        """Explain the rats of ``seat`` (from 0)."""
        self.apply({"type": "focus", "value": seat})

    def set_second_lap(self, yes: bool) -> None:
        self.apply({"type": "second_lap", "value": yes})

    # -- intents -------------------------------------------------------------------------------

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        scores, seat, second_lap = tuple(self.scores), self.focus, self.second_lap
        if kind == "score":
            at = int_field(content, "seat", kind)
            self._check_seat(at, len(scores))
            points = int_field(content, "value", kind)
            if points > MOST_SHOWN:
                raise IntentError(
                    f"Scores tot {MOST_SHOWN} punten kan ik tonen; zo ver komt geen spel."
                )
            scores = (*scores[:at], points, *scores[at + 1 :])
        elif kind == "players":
            number = int_field(content, "value", kind)
            self._check_players(number)
            scores = (scores + self._memory[len(scores) :] + (NEW_PLAYER_SCORE,) * 4)[:number]
            seat = min(seat, number - 1)
        elif kind == "focus":
            seat = int_field(content, "value", kind)
            self._check_seat(seat, len(scores))
        else:
            yes = value_field(content, "value", kind)
            if not isinstance(yes, bool):
                raise IntentError("‘boven 50’ is ja of nee (true/false).")
            second_lap = yes
        rulings = self._rulings(scores, second_lap)

        def accept() -> None:
            self._show(scores, seat, second_lap, rulings)

        return accept

    @staticmethod
    def _check_players(number: int) -> None:
        if number not in PLAYERS:
            raise IntentError(f"Kies 2, 3 of 4 spelers, niet {number}.")

    @staticmethod
    def _check_seat(seat: int, players: int) -> None:
        if not 0 <= seat < players:
            raise IntentError(f"Er zijn spelers 1 tot {players}; speler {seat + 1} is er niet.")

    @staticmethod
    def _rulings(scores: tuple[int, ...], second_lap: bool) -> list[Ruling[int]]:
        """Every player's rats (a refused score raises here, before anything changes)."""
        return [ruling_for(scores, seat, second_lap) for seat in range(len(scores))]

    def _show(
        self, scores: tuple[int, ...], seat: int, second_lap: bool, rulings: list[Ruling[int]]
    ) -> None:
        leader = _leader(scores)
        self._memory = scores + self._memory[len(scores) :]
        with self.hold_sync():
            self.scores = list(scores)
            self.focus = seat
            self.second_lap = second_lap
            self.tails = [
                "koploper" if points == leader else rat_tails(ruling.result)
                for points, ruling in zip(scores, rulings, strict=True)
            ]
            self.picture = str(
                score_track_svg(dict(enumerate(scores)), focus=(seat,), second_lap=second_lap)
            )
            self.ruling = ruling_view(rulings[seat])

    # -- text and static views ------------------------------------------------------------------

    def __repr__(self) -> str:
        shown = ", ".join(
            f"{points}: {tails}" for points, tails in zip(self.scores, self.tails, strict=True)
        )
        return f"RatTailExplorer({shown})"

    def static_html(self) -> str:
        """The score track and every player's tails at the start, for a reader without a kernel."""
        rows = "".join(
            f"<li>speler {seat + 1}: {points} punten, {html.escape(tails)}</li>"
            for seat, (points, tails) in enumerate(zip(self.scores, self.tails, strict=True))
        )
        note = no_kernel_note("De rattenstaartenverkenner", "de scores van het begin")
        return (
            f'<div class="rb-static">{note}{as_img(self.picture)}<ul>{rows}</ul>'
            f"{ruling_html(self.ruling)}</div>"
        )
