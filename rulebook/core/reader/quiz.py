"""Test jezelf: quiz questions dealt from the rules, never from a fixed list.

A ``QuizGenerator`` makes a fresh situation from a seeded ``random.Random`` ("is deze ketel
ontploft?", "waar eindigt je essentiefiche?"), asks a ruling about it, and turns the ruling's
answer into a ``QuizQuestion``: the prompt, the choices (or a number to type), the expected
answer and the ruling itself, whose steps a reader sees when the answer was wrong. The expected
answer is always read from the ruling, so a quiz cannot drift from the rules.

Each game lists its generators in its ``GameDescription`` (``quiz``); ``deal`` picks them in a
seeded order. This module names no game.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rulebook.core.reader.rulings import Ruling

YES = "Ja"
NO = "Nee"
YES_NO = (YES, NO)
NUMBER = re.compile(r"[+-]?[0-9]{1,6}")


@dataclass(frozen=True)
class QuizQuestion:
    """One dealt question. ``choices`` empty means: type a whole number.

    ``expected`` is the right choice (or the number as text); ``ruling`` decides it and explains
    it; ``picture`` is a state that draws itself (``_repr_svg_``), or ``None``.
    """

    generator: str
    prompt: str
    expected: str
    ruling: Ruling[Any]
    choices: tuple[str, ...] = ()
    picture: Any = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.choices and self.expected not in self.choices:
            raise ValueError(f"{self.expected!r} is not one of the choices {self.choices}")
        if not self.choices and not NUMBER.fullmatch(self.expected):
            raise ValueError(f"a question without choices expects a number, not {self.expected!r}")

    @property
    def wants_number(self) -> bool:
        return not self.choices

    def read(self, given: object) -> str | None:
        """The reader's answer in the form ``expected`` has, or ``None`` when it is no answer
        to this question (not one of the choices, not a whole number)."""
        if isinstance(given, bool):
            return None
        if self.wants_number:
            if isinstance(given, int):
                return str(given)
            if isinstance(given, str) and NUMBER.fullmatch(given.strip()):
                return str(int(given.strip()))
            return None
        return given if isinstance(given, str) and given in self.choices else None

    def is_right(self, answer: str) -> bool:
        return answer == self.expected


@dataclass(frozen=True)
class QuizGenerator:
    """Makes quiz questions of one kind for one game.

    ``topics`` are Dutch words a chapter can ask for (``Quiz.for_chapter("brouwen")``);
    ``clause_ids`` the clauses the questions practise, so a chapter that shows them gets these
    questions by itself. ``make`` must be pure: the same ``random.Random`` state gives the same
    question.
    """

    id: str
    title: str
    topics: tuple[str, ...]
    clause_ids: tuple[str, ...]
    make: Callable[[random.Random], QuizQuestion]

    @property
    def game(self) -> str:
        return self.id.split(".", 1)[0]

    def deal(self, seed: int) -> QuizQuestion:
        """The question of this kind for ``seed``."""
        return self.make(random.Random(seed))


def deal(generators: Sequence[QuizGenerator], seed: int, number: int) -> QuizQuestion:
    """Question ``number`` (from 0) of a quiz over ``generators`` with ``seed``.

    The kinds take turns in an order shuffled by the seed, so every kind comes up; each question
    gets its own seeded situation, so question 7 is the same whatever came before.
    """
    if not generators:
        raise ValueError("a quiz needs at least one question generator")
    order = list(generators)
    random.Random(seed).shuffle(order)
    generator = order[number % len(order)]
    return generator.deal(seed * 1_000_003 + number)


def choose_seats(names: Sequence[str], seats: Sequence[int]) -> str:
    """The choice that names ``seats`` among ``names`` (one per seat), for questions such as
    "wie gooit?": one seat gives its name, none ``Niemand``, several ``Meer dan één``."""
    if not seats:
        return NOBODY
    if len(seats) > 1:
        return SEVERAL
    return names[seats[0]]


NOBODY = "Niemand"
SEVERAL = "Meer dan één speler"
