"""Clauses: the Dutch rule text, cut into small numbered units with a stable id.

Every rule the seed states becomes one clause, written in our own words. Rulings cite clauses by
id, notebooks show their text, and the command line can list which clauses nothing exercises yet.
A clause is either a rule of the game (``REGEL``) or a choice this rulebook had to make because
the rules are silent or the sources disagree (``KEUZE``); a reader always sees which is which.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from rulebook.core.errors import UnknownClauseError


class ClauseKind(enum.Enum):
    """Whether a clause renders the rules or records a choice the rules leave open."""

    RULE = "regel"
    CHOICE = "keuze"


@dataclass(frozen=True)
class Clause:
    """One small unit of rule text.

    ``id`` is stable (``alchemisten.essentie.2``) because rulings, tests and notebooks refer to
    it; ``source`` says which part of which seed (or reference) the clause renders.
    """

    id: str
    title: str
    text: str
    source: str
    kind: ClauseKind = ClauseKind.RULE

    @property
    def game(self) -> str:
        """The first part of the id names the game (``alchemisten``, ``kwakzalvers`` ...)."""
        return self.id.split(".", 1)[0]

    def markdown(self) -> str:
        """The clause as a notebook Markdown cell: title with id, the text, and its source."""
        label = "Regel" if self.kind is ClauseKind.RULE else "Keuze van dit regelboek"
        return (
            f"**{self.title}** <small>`{self.id}`</small>\n\n"
            f"{self.text}\n\n"
            f"<small>{label} · bron: {self.source}</small>"
        )

    def plain(self) -> str:
        """The clause as plain text, for the terminal."""
        return f"[{self.id}] {self.title}\n{self.text}"


class Catalogue:
    """All clauses of the rulebook, looked up by id, in the order they were registered."""

    def __init__(self) -> None:
        self._clauses: dict[str, Clause] = {}

    def add(self, clauses: Iterable[Clause]) -> None:
        """Register clauses; an id may be registered once (ids are promises to readers)."""
        for clause in clauses:
            existing = self._clauses.get(clause.id)
            if existing is not None and existing != clause:
                raise ValueError(f"clause id registered twice: {clause.id}")
            self._clauses[clause.id] = clause

    def __getitem__(self, clause_id: str) -> Clause:
        try:
            return self._clauses[clause_id]
        except KeyError:
            raise UnknownClauseError(clause_id) from None

    def __contains__(self, clause_id: object) -> bool:
        return clause_id in self._clauses

    def __iter__(self) -> Iterator[Clause]:
        return iter(self._clauses.values())

    def __len__(self) -> int:
        return len(self._clauses)

    def for_game(self, game: str) -> list[Clause]:
        """The clauses whose id starts with ``game.``, in catalogue order. A game id may hold
        hyphens (``het-leeft``); its clause ids start with the id without them (``het-leeft.``)."""
        prefix = clause_prefix(game)
        return [c for c in self._clauses.values() if c.game == prefix]


def clause_prefix(game_id: str) -> str:
    """The first part of a game's clause ids: the game's id itself (``het-leeft.opstand``), as
    for every game, hyphens and all."""
    return game_id


CATALOGUE = Catalogue()
"""The clauses of every game. ``rulebook.games`` (the registry) fills it from each game's
description; game packages only list their clauses and register nothing themselves."""


def clause(clause_id: str) -> Clause:
    """Look up a clause by id in the shared catalogue (filled when ``rulebook`` is imported)."""
    if not isinstance(clause_id, str):
        raise TypeError(f"een regel-id is tekst (str), niet {type(clause_id).__name__}")
    return CATALOGUE[clause_id]
