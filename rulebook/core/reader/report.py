"""What a terminal command answers: a text for the terminal and the same as JSON.

Its own small module so that the game model (``core.game``'s ``Command`` record) can name it
without importing the terminal's machinery, which itself plays games through ``core.game``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulebook.core.reader.rulings import Ruling


@dataclass(frozen=True)
class Report:
    """A command's answer: ``text`` for the terminal, ``data`` for ``--json``."""

    text: str
    data: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of_ruling(cls, ruling: Ruling[Any], extra: dict[str, Any] | None = None) -> Report:
        """A ruling as a report: its steps as text, and ``ruling_data(ruling, extra)``."""
        return cls(ruling.explain(), ruling_data(ruling, extra))


def ruling_data(ruling: Ruling[Any], extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """A ruling as a report's JSON: the ``extra`` keys first, then ``vraag``, ``antwoord`` and
    ``stappen`` (each step's ``regel`` and ``uitleg``); for a command that writes its own text
    beside the ruling's steps."""
    data: dict[str, Any] = {**(extra or {})}
    data.update(vraag=ruling.question, antwoord=ruling.answer)
    data["stappen"] = [step.as_dict() for step in ruling.steps]
    return data
