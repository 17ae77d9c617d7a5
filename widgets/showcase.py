"""A thing's picture with worked examples of it: a card, a book page, a choice of the rules.

``Showcase(ruling, picture=card_svg("P4"))`` shows the picture of what the example is about
(a card, an ingredient book's page) above a ``Stepper`` that walks through the example.
``Showcase({"standaard": a, "andere keuze": b})`` puts several examples of one rule under tabs,
such as the default of a choice and its alternative: a tab changes the example and keeps the
step the reader was on, so the same moment can be compared under both readings.

The static copy (what a reader sees before any cell runs, on GitHub, in an export) is light:
the picture, then every example's steps and answer as text. The pictures of the table at each
step come only with the live Stepper; a chapter of two dozen examples stays small that way.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

import traitlets

from rulebook.core import Ruling, clause
from rulebook.core.drawing.svg import as_img
from rulebook.core.model.steps import Drawable
from rulebook.core.reader.clauses import ClauseKind
from widgets._base import Delegated, Plan, RulebookBox, option
from widgets._intents import IntentError, int_field
from widgets.stepper import Stepper

INTENTS = ("choose",)
"""``choose`` carries the 0-based ``index`` of the example to show."""

LIVE_NOTE = (
    "Draait het notebook, dan loop je hier stap voor stap door het voorbeeld, met bij elke stap "
    "een plaatje van de tafel."
)
"""The last line of the static copy: what the live widget adds to it."""


def _svg_of(picture: str | Drawable) -> str:
    if isinstance(picture, str):
        return picture
    return str(picture._repr_svg_())


def steps_html(ruling: Ruling[Any]) -> str:
    """A ruling's question, steps (each with its clause) and answer as HTML, without pictures."""
    items = []
    for step in ruling.steps:
        cited = clause(step.clause_id)
        kind = "; keuze van dit regelboek" if cited.kind is ClauseKind.CHOICE else ""
        items.append(
            f"<li>{html.escape(step.text)} <small>({html.escape(cited.title)}, "
            f"<code>{html.escape(cited.id)}</code>{kind})</small></li>"
        )
    return (
        f"<p><b>{html.escape(ruling.question)}</b></p><ol>{''.join(items)}</ol>"
        f"<p><b>Antwoord:</b> {html.escape(ruling.answer)}</p>"
    )


class ShowcaseControls(Delegated):
    """The tabs (when there are several examples) and the picture; the ``Showcase`` around them
    checks every intent."""

    MODULE = "showcase"
    INTENTS = INTENTS

    options = traitlets.List(traitlets.Dict()).tag(sync=True)
    chosen = traitlets.Int(0).tag(sync=True)
    picture = traitlets.Unicode("").tag(sync=True)

    def __repr__(self) -> str:
        return f"ShowcaseControls({self.chosen + 1} van {len(self.options)})"


class Showcase(RulebookBox):
    """A picture (optional) and one or more worked examples, each in the same ``Stepper``.

    ``examples`` is one ruling, or a mapping from a Dutch tab label to a ruling (in the order
    the tabs appear). ``choose(i)`` does what a click on tab ``i`` (0-based) does.
    """

    controls: ShowcaseControls

    def __init__(
        self,
        examples: Ruling[Any] | Mapping[str, Ruling[Any]],
        *,
        picture: str | Drawable = "",
        **kwargs: Any,
    ) -> None:
        named = {"voorbeeld": examples} if isinstance(examples, Ruling) else dict(examples)
        if not named:
            raise ValueError("a showcase needs at least one example")
        for label, ruling in named.items():
            if not isinstance(ruling, Ruling):
                raise TypeError(f"example {label!r} is {type(ruling).__name__}, not a Ruling")
        self.labels = tuple(named)
        self.rulings = tuple(named.values())
        svg = _svg_of(picture)
        controls = ShowcaseControls(
            planner=self._plan,
            options=[option(index, label) for index, label in enumerate(self.labels)],
            picture=svg,
        )
        self.stepper = Stepper(self.rulings[0], above=svg)  # the card once, above the steps
        super().__init__(controls, self.stepper, **kwargs)
        self.add_class("rb-showcase-box")

    # -- what a reader (or a notebook cell) can do -------------------------------------------

    @property
    def ruling(self) -> Ruling[Any]:
        """The example shown now."""
        return self.rulings[self.controls.chosen]

    def choose(self, index: int) -> None:
        self.apply({"type": "choose", "index": index})

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        index = int_field(content, "index", kind)
        count = len(self.rulings)
        if not 0 <= index < count:
            shown = f"{index + 1}" if abs(index) < 10**6 else "met dat nummer"
            only = "er is er maar één" if count == 1 else f"kies 1 tot en met {count}"
            raise IntentError(f"Voorbeeld {shown} bestaat niet; {only}.")
        ruling = self.rulings[index]

        def accept() -> None:
            self.controls.chosen = index
            self.stepper.show(ruling)  # keeps the step, so both readings can be compared

        return accept

    # -- text and static views ------------------------------------------------------------------

    def __repr__(self) -> str:
        chosen = self.controls.chosen
        return f"Showcase({self.labels[chosen]}, {chosen + 1} van {len(self.labels)})"

    def static_html(self) -> str:
        """The picture, then every example's steps and answer, for a reader without a kernel."""
        picture = as_img(self.controls.picture)
        several = len(self.rulings) > 1
        parts = [
            (f"<h4>{html.escape(label)}</h4>" if several else "") + steps_html(ruling)
            for label, ruling in zip(self.labels, self.rulings, strict=True)
        ]
        note = f"<p><small>{html.escape(LIVE_NOTE)}</small></p>"
        return f'<div class="rb-static rb-showcase">{picture}{"".join(parts)}{note}</div>'
