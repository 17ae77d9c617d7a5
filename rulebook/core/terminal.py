"""What a game's terminal commands share: the answer they give and how they read numbers.

A game's commands (``GameDescription.commands``) return a ``Report`` instead of printing, so the
command line writes every answer the same way (encoding, ``--json``, a closed pipe) and a test can
call a command without a terminal. ``number`` reads a whole number typed by a reader; its error
names the rule the number is about.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rulebook.core.dutch import quoted
from rulebook.core.rulings import Ruling


@dataclass(frozen=True)
class Report:
    """A command's answer: ``text`` for the terminal, ``data`` for ``--json``."""

    text: str
    data: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of_ruling(cls, ruling: Ruling[Any], extra: dict[str, Any] | None = None) -> Report:
        """A ruling as a report: its steps as text; the ``extra`` keys first, then ``vraag``,
        ``antwoord`` and ``stappen`` (each step's ``regel`` and ``uitleg``) as JSON."""
        data: dict[str, Any] = {**(extra or {})}
        data.update(vraag=ruling.question, antwoord=ruling.answer)
        data["stappen"] = [step.as_dict() for step in ruling.steps]
        return cls(ruling.explain(), data)


def number(clause_id: str) -> Callable[[str], int]:
    """An argparse type for a whole number whose error names the rule the number is about."""

    def parse(text: str) -> int:
        cleaned = text.strip()
        if not re.fullmatch(r"[+-]?[0-9]{1,6}", cleaned):
            raise argparse.ArgumentTypeError(
                f"{quoted(text, 20)} is geen geheel getal (regel {clause_id})"
            )
        return int(cleaned)

    return parse


def number_option(
    parser: argparse.ArgumentParser,
    flag: str,
    clause_id: str,
    help: str,
    *,
    default: int | None = None,
    metavar: str = "N",
    required: bool = False,
) -> None:
    """Add a whole-number option whose bad input names ``clause_id`` (see ``number``): the one
    shape every command's numbers share (``--ronde``, ``--spelers``, ``--essentie`` ...)."""
    parser.add_argument(
        flag,
        type=number(clause_id),
        default=default,
        metavar=metavar,
        required=required,
        help=help,
    )
