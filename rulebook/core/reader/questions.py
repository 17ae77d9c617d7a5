"""Rule questions: what players ask at the table, answered in our own words, with how firm it is.

A ``RuleQuestion`` is a question players really ask ("Mag ik de fles gebruiken op het fiche
waardoor mijn ketel ontploft?"), its Dutch answer, the clauses the answer rests on, where the
answer comes from (``Firmness``: the rules themselves, an official clarification, the maker, this
rulebook's own choice, or no answer found), and a live example: the name of a worked example (or
of a refused input) of the game, or a small ruling. Every game lists its questions in its
``GameDescription``; ``rulebook.games`` finds them by id.

This module names no game.
"""

from __future__ import annotations

import enum
import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rulebook.core.errors import RuleError
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling

ID_PATTERN = re.compile(r"[a-z][a-z-]*\.vraag\.[a-z0-9-]+")
"""``<spel>.vraag.<kort-label>``: the game first, like a clause id, then a short Dutch label."""


class Firmness(enum.Enum):
    """How firm an answer is, from the rules themselves down to no answer at all.

    Each level has a Dutch ``label``, a ``mark`` a reader sees at a glance (filled dots: four for
    the rules, none for no answer) and a sentence that says what it means at the table.
    """

    RULES = "regels"
    FAQ = "verduidelijking"
    DESIGNER = "maker"
    CHOICE = "keuze"
    NONE = "geen"

    @property
    def rank(self) -> int:
        """4 for the rules themselves down to 0 for no answer found."""
        return 4 - list(Firmness).index(self)

    @property
    def mark(self) -> str:
        """``●●●●`` for the rules, ``○○○○`` for no answer: as many filled dots as ``rank``."""
        return "●" * self.rank + "○" * (4 - self.rank)

    @property
    def label(self) -> str:
        return _LABELS[self][0]

    @property
    def meaning(self) -> str:
        return _LABELS[self][1]

    def badge(self) -> str:
        """``●●●○ officiële verduidelijking``: the mark and the label, for text and tables."""
        return f"{self.mark} {self.label}"


_LABELS: dict[Firmness, tuple[str, str]] = {
    Firmness.RULES: (
        "de regels zelf",
        "Dit staat in de spelregels: zo speel je het, daar valt niet over te twisten.",
    ),
    Firmness.FAQ: (
        "officiële verduidelijking",
        "De uitgever heeft het op papier uitgelegd (een almanak, een regelboek van een "
        "uitbreiding): bijna even stevig als de regels.",
    ),
    Firmness.DESIGNER: (
        "antwoord van de maker",
        "Iemand van de uitgever of de ontwerper heeft het beantwoord, niet in de regels zelf: "
        "stevig, maar spreek het vooraf af als iemand twijfelt.",
    ),
    Firmness.CHOICE: (
        "keuze van dit regelboek",
        "De regels zwijgen of de bronnen spreken elkaar tegen; dit regelboek kiest, en zegt "
        "welke andere keuze er is. Spreek aan tafel af wat jullie spelen.",
    ),
    Firmness.NONE: (
        "geen antwoord gevonden",
        "Nergens een antwoord gevonden: beslis samen vóór het spel, en houd je eraan.",
    ),
}


@dataclass(frozen=True)
class RuleQuestion:
    """One question players ask, with its answer and how firm that answer is.

    ``example`` names a worked example or a refused input of the game (``de fles``), or
    ``ruling`` makes a small ruling; a question without an answer (``Firmness.NONE``) may have
    neither. ``source`` says in Dutch where the answer comes from, so a reader can look it up.
    """

    id: str
    question: str
    answer: str
    clause_ids: tuple[str, ...]
    firmness: Firmness
    source: str
    example: str = ""
    ruling: Callable[[], Ruling[Any]] | None = None

    def __post_init__(self) -> None:
        if not ID_PATTERN.fullmatch(self.id):
            raise ValueError(f"a question id looks like 'spel.vraag.label', not {self.id!r}")
        if not self.question.endswith("?"):
            raise ValueError(f"{self.id}: a question ends with '?'")
        if not self.answer or not self.source:
            raise ValueError(f"{self.id}: an answer and a source are needed")
        if not self.clause_ids:
            raise ValueError(f"{self.id}: an answer rests on at least one clause")
        if self.example and self.ruling is not None:
            raise ValueError(f"{self.id}: give an example name or a ruling, not both")
        if not self.example and self.ruling is None and self.firmness is not Firmness.NONE:
            raise ValueError(f"{self.id}: an answered question needs a live example")

    @property
    def game(self) -> str:
        """The game this question is about: the first part of its id."""
        return self.id.split(".", 1)[0]

    @property
    def label(self) -> str:
        """The short label after ``.vraag.``, enough to type at the table (``fles-ontploft``)."""
        return self.id.rsplit(".", 1)[1]

    def markdown(self) -> str:
        """The question as a chapter's Markdown cell: a heading (so it has an anchor), the
        answer, how firm it is, where it comes from, and the clauses it rests on."""
        from rulebook.core.reader.clauses import clause

        rules = ", ".join(f"{clause(cid).title} <small>`{cid}`</small>" for cid in self.clause_ids)
        return (
            f"### {self.question}\n\n"
            f"**Antwoord.** {self.answer}\n\n"
            f"**Hoe stevig:** {self.firmness.badge()} · <small>bron: {self.source}</small>\n\n"
            f"<small>Rust op: {rules} · vraag `{self.id}`</small>"
        )

    def html(self) -> str:
        """The question as static HTML (a widget's copy, the terminal's ``--json`` aside)."""
        return (
            f'<div class="rb-question" data-firmness="{self.firmness.value}">'
            f"<p><b>{html.escape(self.question)}</b></p><p>{html.escape(self.answer)}</p>"
            f"<p><small>{html.escape(self.firmness.badge())} · bron: "
            f"{html.escape(self.source)}</small></p></div>"
        )

    def as_dict(self) -> dict[str, Any]:
        """The question as the command line's JSON (Dutch keys, like every ``--json``)."""
        return {
            "id": self.id,
            "spel": self.game,
            "vraag": self.question,
            "antwoord": self.answer,
            "regels": list(self.clause_ids),
            "stevigheid": {
                "niveau": self.firmness.value,
                "rang": self.firmness.rank,
                "teken": self.firmness.mark,
                "uitleg": self.firmness.label,
            },
            "bron": self.source,
            "voorbeeld": self.example or None,
        }


@dataclass(frozen=True)
class QuestionsOf:
    """How a game writes its question list: ``ask = QuestionsOf("kwakzalvers")``, then
    ``ask("fles", "Mag ik ...?", ...)`` makes the question ``kwakzalvers.vraag.fles``."""

    game: str

    def __call__(
        self,
        label: str,
        question: str,
        answer: str,
        clause_ids: tuple[str, ...],
        firmness: Firmness,
        source: str,
        example: str = "",
        ruling: Callable[[], Ruling[Any]] | None = None,
    ) -> RuleQuestion:
        return RuleQuestion(
            f"{self.game}.vraag.{label}",
            question,
            answer,
            clause_ids,
            firmness,
            source,
            example,
            ruling,
        )


def refusal_ruling(name: str, attempt: Callable[[], object]) -> Ruling[bool]:
    """A refused input as a small ruling: one step that says which rule refuses it, and why.

    A question like "mag ik de fles op het ontploffende fiche gebruiken?" is best shown by
    trying it: the rules refuse, and the ``RuleError`` names the clause.
    """
    try:
        attempt()
    except RuleError as error:
        step = Step(error.clause_id, f"Geweigerd: {error.message}")
        return Ruling(f"Mag dat: {name}?", "Nee, de regels staan het niet toe.", False, (step,))
    raise ValueError(f"'{name}' was meant to be refused, but the rules accepted it")
