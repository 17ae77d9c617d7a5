"""Rulings: an answer together with the steps that lead to it, each step citing a clause.

A ``Ruling`` is what every rule computation returns. Its steps say in Dutch what happened with the
actual numbers and carry the state after the step, so the generic Stepper widget (or a saved
notebook, or the terminal) can show any ruling of any game the same way.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar

from rulebook.core.drawing.svg import as_img
from rulebook.core.model.steps import Drawable, Step
from rulebook.core.reader.clauses import ClauseKind, clause

ResultT = TypeVar("ResultT", covariant=True)
CHOICE = ClauseKind.CHOICE


@dataclass(frozen=True)
class Ruling(Generic[ResultT]):
    """An explained answer.

    ``question`` and ``answer`` are Dutch sentences; ``result`` is the machine-readable answer
    (a number, a dataclass ...); ``steps`` explain how the answer follows from the rules.
    """

    question: str
    answer: str
    result: ResultT
    steps: tuple[Step, ...] = field(default_factory=tuple)

    def __post_init__(self) -> None:
        if not self.steps:
            raise ValueError("a ruling needs at least one step")

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps)

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def final_state(self) -> Any:
        return self.steps[-1].state

    def with_picture(self, picture: Drawable) -> Ruling[ResultT]:
        """This ruling with ``picture`` as the state of every step: a table question (who rolls,
        who wins) has no game state of its own, but a picture of what it is about (the die, the
        score track) shows in a Stepper and in the static copy."""
        return replace(self, steps=tuple(replace(step, state=picture) for step in self.steps))

    def clause_ids(self) -> list[str]:
        """The clauses this ruling cites, each once, in the order they are first cited."""
        return list(dict.fromkeys(step.clause_id for step in self.steps))

    def explain(self) -> str:
        """The ruling as Dutch plain text, one numbered line per step: for the terminal."""
        lines = [self.question]
        for number, step in enumerate(self.steps, start=1):
            lines.append(f"  {number}. {step.text}  [{step.clause_id}]")
        lines.append(f"Antwoord: {self.answer}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        """A static, kernel-free view: every step with its clause, the answer, the last picture.

        The picture is an ``<img>`` (``svg.as_img``): JupyterLab keeps it in a notebook it does
        not trust, where it would strip an inline ``<svg>``.
        """
        items = "".join(
            f"<li>{html.escape(step.text)} <small>({html.escape(clause(step.clause_id).title)}, "
            f"<code>{html.escape(step.clause_id)}</code>"
            f"{'; keuze van dit regelboek' if clause(step.clause_id).kind is CHOICE else ''}"
            f")</small></li>"
            for step in self.steps
        )
        return (
            f'<div class="rb-ruling"><p><b>{html.escape(self.question)}</b></p>'
            f"<ol>{items}</ol><p><b>Antwoord:</b> {html.escape(self.answer)}</p>"
            f"{as_img(self.steps[-1].svg())}</div>"
        )

    def __str__(self) -> str:
        return self.explain()
