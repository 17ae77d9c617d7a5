"""The Stepper: the generic viewer of any ``Ruling`` of any game, one step at a time.

It shows the question, buttons to walk the steps ("stap 2 van 4"), the step's Dutch text, the
clause it cites (marked when it is a choice of this rulebook rather than a rule), the step's
picture, and the answer. Python holds a snapshot of the ruling as plain data in synced traits;
the JavaScript (``static/stepper.js``) only draws that snapshot and sends intents such as
``{"type": "next"}``, which Python checks before the index changes.
"""

from __future__ import annotations

import pathlib
from collections.abc import Mapping
from typing import Any

import anywidget
import traitlets

from rulebook.core import Ruling, clause
from widgets._intents import IntentError, int_field, intent_of

_STATIC = pathlib.Path(__file__).parent / "static"

INTENTS = ("first", "previous", "next", "last", "goto")
"""The intents the stepper's JavaScript may send; ``goto`` carries a 0-based ``index``."""


def step_snapshot(ruling: Ruling[Any]) -> list[dict[str, Any]]:
    """The steps of ``ruling`` as plain JSON dicts: what the JavaScript draws."""
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
                "svg": str(step.svg()),
            }
        )
    return snapshot


class Stepper(anywidget.AnyWidget):
    """Walk through the steps of a ruling.

    ``Stepper(ruling)`` starts on the first step (``index=0``). The methods ``first()``,
    ``previous()``, ``next()``, ``last()`` and ``goto(i)`` do what the buttons do; a move that is
    not possible (past the last step, a step that does not exist) leaves the index and sets
    ``error`` to a Dutch sentence instead of raising. ``show(ruling)`` replaces the ruling.
    """

    _esm = _STATIC / "stepper.js"
    _css = _STATIC / "stepper.css"

    question = traitlets.Unicode("").tag(sync=True)
    answer = traitlets.Unicode("").tag(sync=True)
    steps = traitlets.List(traitlets.Dict()).tag(sync=True)
    index = traitlets.Int(0).tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)

    DISPLAY_TRAITS = frozenset({"question", "answer", "steps", "index", "error"})
    """The synced traits Python owns: the browser reads them and never writes them."""

    def __init__(self, ruling: Ruling[Any], **kwargs: Any) -> None:
        snapshot = step_snapshot(ruling)
        super().__init__(
            question=ruling.question, answer=ruling.answer, steps=snapshot, index=0, **kwargs
        )
        self._ruling = ruling
        self.on_msg(self._on_custom_msg)

    # -- what a reader (or a notebook cell) can do -------------------------------------------

    @property
    def ruling(self) -> Ruling[Any]:
        """The ruling shown."""
        return self._ruling

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
        with self.hold_sync():
            self._ruling = ruling
            self.question = ruling.question
            self.answer = ruling.answer
            self.steps = snapshot
            self.index = min(self.index, len(snapshot) - 1)
            self.error = ""

    def apply(self, intent: object) -> None:
        """Carry out one intent, the same way a click in the browser does."""
        try:
            target = self._target(intent)
        except IntentError as error:
            self.error = str(error)
            return
        with self.hold_sync():
            self.index = target
            self.error = ""

    def _target(self, intent: object) -> int:
        kind, content = intent_of(intent, INTENTS)
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
            raise IntentError(
                f"Stap {target + 1} bestaat niet; deze uitleg heeft stap 1 tot en met {count}."
            )
        return target

    # -- the frontend -------------------------------------------------------------------------

    def _on_custom_msg(self, _widget: object, content: object, _buffers: object) -> None:
        self.apply(content)

    def set_state(self, sync_data: Mapping[str, Any]) -> None:
        """Refuse display state written by the frontend: only intents change it."""
        refused = [name for name in sync_data if name in self.DISPLAY_TRAITS]
        if not refused:
            super().set_state(sync_data)
            return
        super().set_state({k: v for k, v in sync_data.items() if k not in self.DISPLAY_TRAITS})
        self.send_state(refused)
        self.error = "De stand verandert alleen via de knoppen; je wijziging is niet overgenomen."

    # -- text and static views ----------------------------------------------------------------

    @property
    def step(self) -> dict[str, Any]:
        """The step shown, as its plain dict."""
        return dict(self.steps[self.index])

    def __repr__(self) -> str:
        step = self.steps[self.index]
        return (
            f"Stepper(stap {self.index + 1} van {len(self.steps)}, "
            f"{step['clause_kind']} {step['clause_id']})"
        )

    def static_html(self) -> str:
        """Every step as plain HTML, with the last picture: what a saved notebook shows where no
        kernel runs (GitHub, nbviewer), so the whole explanation stays readable there."""
        return self.ruling._repr_html_()

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        """The live widget, and a static HTML copy of the whole ruling for readers without one."""
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if bundle is not None else ({"text/plain": repr(self)}, {})
        return {**data, "text/html": self.static_html()}, metadata
