"""Views for the chapters of rule questions: how firm an answer is, every question at a glance,
and a question's live example.

- ``firmness_table()``: the five levels of firmness, from the rules themselves to no answer.
- ``question_table("kwakzalvers")``: every question of a game with its firmness and id.
- ``live_example("kwakzalvers.vraag.fles-ontploft")``: the worked example (or small ruling) that
  shows the answer: a ``Stepper`` when its steps have pictures, else the ruling itself.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.reader.questions import Firmness
from widgets.stepper import Stepper
from widgets.views import Code, Table


def firmness_table() -> Table:
    """The five levels of firmness with their marks and what each means at the table."""
    return Table(
        columns=("teken", "waar het antwoord vandaan komt", "wat het aan tafel betekent"),
        rows=tuple((level.mark, level.label, level.meaning) for level in Firmness),
    )


def question_table(game: str) -> Table:
    """Every rule question of ``game``: how firm, the question, its id (for the terminal)."""
    from rulebook.games import QUESTIONS

    rows = tuple(
        (q.firmness.mark, q.question, Code(q.label)) for q in QUESTIONS.values() if q.game == game
    )
    if not rows:
        raise ValueError(f"no rule questions for {game!r}")
    return Table(columns=("hoe stevig", "vraag", "kort id"), rows=rows)


def live_example(question_id: str) -> Any:
    """The live example of a rule question, to show under it in a chapter."""
    from rulebook.games import QUESTIONS, live_ruling

    question = QUESTIONS[question_id]
    ruling = live_ruling(question)
    if ruling is None:
        raise ValueError(f"{question_id} has no answer and so no example")
    if ruling.steps[-1].svg():
        return Stepper(ruling)
    return ruling
