"""The Stepper: the generic viewer of any ``Ruling`` of any game, one step at a time.

It shows the question, buttons to walk the steps ("stap 2 van 4"), the step's Dutch text, the
clause it cites (marked when it is a choice of this rulebook rather than a rule), the step's
picture, and the answer. Python holds a snapshot of the ruling as plain data in synced traits:
the step list is sent once, and on each move only the index and that step's picture. The
JavaScript (``static/stepper.js``) only draws and sends intents such as ``{"type": "next"}``,
which Python checks before the index changes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import traitlets

from rulebook.core import Ruling, clause
from widgets._base import Plan, RulebookWidget
from widgets._intents import IntentError, int_field

INTENTS = ("first", "previous", "next", "last", "goto")
"""The intents the stepper's JavaScript may send; ``goto`` carries a 0-based ``index``."""


def step_snapshot(ruling: Ruling[Any]) -> list[dict[str, Any]]:
    """The steps of ``ruling`` as plain JSON dicts, without pictures: what the JavaScript lists."""
    snapshot = []
    for number, step in enumerate(ruling.steps, start=1):
        cited = clause(step.clause_id)
        snapshot.append(
            {
                "number": number,
                "clause_id": cited.id,
                "clause_title": cited.title,
                "clause_text": cited.text,
                "clause_kind": cited.kind.value,
                "clause_source": cited.source,
                "text": step.text,
            }
        )
    return snapshot


class Stepper(RulebookWidget):
    """Walk through the steps of a ruling.

    ``Stepper(ruling)`` starts on the first step (``index=0``). The methods ``first()``,
    ``previous()``, ``next()``, ``last()`` and ``goto(i)`` do what the buttons do; a move that is
    not possible (past the last step, a step that does not exist) leaves the index and sets
    ``error`` to a Dutch sentence instead of raising. ``show(ruling)`` replaces the ruling.
    """

    MODULE = "stepper"
    INTENTS = INTENTS

    question = traitlets.Unicode("").tag(sync=True)
    answer = traitlets.Unicode("").tag(sync=True)
    steps = traitlets.List(traitlets.Dict()).tag(sync=True)
    index = traitlets.Int(0).tag(sync=True)
    picture = traitlets.Unicode("").tag(sync=True)
    """The SVG of the step shown (only this one is sent when the reader moves)."""

    def __init__(self, ruling: Ruling[Any], *, above: str = "", **kwargs: Any) -> None:
        self._ruling = ruling
        self._drawn: dict[int, str] = {}
        self._above = above
        """A picture shown just above the stepper (a showcase's card): a step whose picture is
        that same picture shows none, so the reader does not see it twice."""
        super().__init__(
            question=ruling.question,
            answer=ruling.answer,
            steps=step_snapshot(ruling),
            index=0,
            picture=self._picture(0),
            **kwargs,
        )

    def _picture(self, index: int) -> str:
        """The picture of step ``index``, drawn when first shown (a long ruling's pictures are
        not all drawn up front: a whole scored round has twenty, of 50 KB each)."""
        if index not in self._drawn:
            drawn = str(self._ruling.steps[index].svg())
            self._drawn[index] = "" if self._above and drawn == self._above else drawn
        return self._drawn[index]

    # -- what a reader (or a notebook cell) can do -------------------------------------------

    @property
    def ruling(self) -> Ruling[Any]:
        """The ruling shown."""
        return self._ruling

    @property
    def pictures(self) -> tuple[str, ...]:
        """The picture (SVG) of every step, in order; the browser gets only the current one."""
        return tuple(self._picture(index) for index in range(len(self._ruling.steps)))

    def first(self) -> None:
        self.apply({"type": "first"})

    def previous(self) -> None:
        self.apply({"type": "previous"})

    def next(self) -> None:
        self.apply({"type": "next"})

    def last(self) -> None:
        self.apply({"type": "last"})

    def goto(self, index: int) -> None:
        """Go to step ``index`` (0-based, like ``index``)."""
        self.apply({"type": "goto", "index": index})

    def show(self, ruling: Ruling[Any]) -> None:
        """Show another ruling; keep the index if that step exists, else go to the last step."""
        snapshot = step_snapshot(ruling)
        index = min(self.index, len(snapshot) - 1)
        with self.hold_sync():
            self._ruling = ruling
            self._drawn = {}
            self.question = ruling.question
            self.answer = ruling.answer
            self.steps = snapshot
            self.index = index
            self.picture = self._picture(index)
            self.error = ""

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        target = self._target(kind, content)

        picture = self._picture(target)

        def move() -> None:
            self.index = target
            self.picture = picture

        return move

    def _target(self, kind: str, content: Mapping[str, object]) -> int:
        count = len(self.steps)
        here = self.index
        if kind == "first":
            if here == 0:
                raise IntentError("Je bent al bij de eerste stap.")
            return 0
        if kind == "previous":
            if here == 0:
                raise IntentError("Je bent al bij de eerste stap; verder terug kan niet.")
            return here - 1
        if kind == "next":
            if here == count - 1:
                raise IntentError(f"Je bent al bij de laatste stap (stap {count} van {count}).")
            return here + 1
        if kind == "last":
            if here == count - 1:
                raise IntentError(f"Je bent al bij de laatste stap (stap {count} van {count}).")
            return count - 1
        target = int_field(content, "index", kind)
        if not 0 <= target < count:
            shown = f"{target + 1}" if abs(target) < 10**6 else "met dat nummer"
            raise IntentError(
                f"Stap {shown} bestaat niet; deze uitleg heeft stap 1 tot en met {count}."
            )
        return target

    # -- text and static views ----------------------------------------------------------------

    @property
    def step(self) -> dict[str, Any]:
        """The step shown, as its plain dict with its picture under ``svg``."""
        return {**self.steps[self.index], "svg": self.picture}

    def __repr__(self) -> str:
        step = self.steps[self.index]
        return (
            f"Stepper(stap {self.index + 1} van {len(self.steps)}, "
            f"{step['clause_kind']} {step['clause_id']})"
        )

    def static_html(self) -> str:
        """Every step as plain HTML, with the last picture: what a saved notebook shows where no
        kernel runs (GitHub, nbviewer, an untrusted notebook), so the explanation stays whole."""
        return self.ruling._repr_html_()
