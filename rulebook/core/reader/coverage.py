"""Which clauses are exercised by a worked example, and which are gaps.

A clause counts as exercised when a step of some example ruling cites it, or when one of the
examples of refused input raises a ``RuleError`` naming it. A clause that nothing exercises is a
gap: the command line lists gaps per game and a test fails on any.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from rulebook.core.errors import RuleError
from rulebook.core.reader.clauses import CATALOGUE, Clause
from rulebook.core.reader.rulings import Ruling

T = TypeVar("T")


class Deferred(Mapping[str, T]):
    """A mapping that a module holds, imported the first time it is read.

    A game's worked examples need its engine; importing them only when an example is shown (or
    counted) keeps ``import rulebook`` light. The module is named by its dotted path, so core
    names no game.
    """

    def __init__(self, module: str, name: str) -> None:
        self.module = module
        self.name = name
        self._mapping: Mapping[str, T] | None = None

    def _loaded(self) -> Mapping[str, T]:
        if self._mapping is None:
            found: Any = getattr(importlib.import_module(self.module), self.name)
            if not isinstance(found, Mapping):
                raise TypeError(f"{self.module}.{self.name} is not a mapping")
            self._mapping = found
        return self._mapping

    def __getitem__(self, key: str) -> T:
        return self._loaded()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._loaded())

    def __len__(self) -> int:
        return len(self._loaded())

    def __repr__(self) -> str:
        return f"Deferred({self.module!r}, {self.name!r})"


@dataclass(frozen=True)
class ExampleSet:
    """The worked examples and refusals of one chapter."""

    chapter: str
    examples: Mapping[str, Callable[[], Ruling[object]]]
    refusals: Mapping[str, Callable[[], object]]

    @classmethod
    def deferred(cls, chapter: str, module: str) -> ExampleSet:
        """The ``EXAMPLES`` and ``REFUSALS`` of ``module``, imported when first read."""
        return cls(chapter, Deferred(module, "EXAMPLES"), Deferred(module, "REFUSALS"))


def refusal_clause(attempt: Callable[[], object]) -> str:
    """Run an input that should be refused and return the clause its ``RuleError`` names."""
    try:
        attempt()
    except RuleError as error:
        return error.clause_id
    raise AssertionError("this input was meant to be refused, but the rules accepted it")


def exercised_by(example_sets: list[ExampleSet]) -> dict[str, list[str]]:
    """Map each clause id to the names of the examples (and refusals) that exercise it."""
    found: dict[str, list[str]] = {}
    for example_set in example_sets:
        for name, make in example_set.examples.items():
            for clause_id in make().clause_ids():
                found.setdefault(clause_id, []).append(name)
        for name, attempt in example_set.refusals.items():
            found.setdefault(refusal_clause(attempt), []).append(name)
    return found


def coverage(game: str, example_sets: list[ExampleSet]) -> list[tuple[Clause, list[str]]]:
    """Every clause of ``game`` with the examples that exercise it (an empty list is a gap)."""
    found = exercised_by(example_sets)
    return [(clause, found.get(clause.id, [])) for clause in CATALOGUE.for_game(game)]
