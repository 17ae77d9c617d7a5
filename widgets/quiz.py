"""Test jezelf: a quiz that deals seeded situations from the rules and checks the answers.

``Quiz.for_chapter("20-alchemisten-essentiefase", seed=1)`` at the end of a chapter asks the
questions that practise what the chapter shows (``rulebook.games.quiz_for``; a topic such as
``"brouwen"`` or a game id works too). Each question comes from a generator of the game
(``core.reader.quiz``): a fresh situation, answered by a ruling. The reader clicks a choice or
types a number; Python checks it against the ruling and shows the ruling's steps when the answer
was wrong. The score counts this quiz and the whole session (every quiz in this kernel).

Intents: ``{"type": "answer", "value": ...}`` (a choice's text or a number) and
``{"type": "next"}``.
"""

from __future__ import annotations

import html
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import traitlets

from rulebook.core.drawing.svg import as_img
from rulebook.core.dutch import count
from rulebook.core.model.steps import Drawable
from rulebook.core.reader.quiz import QuizGenerator, QuizQuestion, deal
from widgets._base import Plan, RulebookWidget, no_kernel_note, ruling_html, ruling_view
from widgets._intents import IntentError, value_field

INTENTS = ("answer", "next")


@dataclass
class Tally:
    """Right answers out of questions answered."""

    right: int = 0
    asked: int = 0

    def add(self, right: bool) -> None:
        self.asked += 1
        self.right += right

    def words(self) -> str:
        return f"{self.right} van de {self.asked} goed"


SESSION = Tally()
"""Every answer given in any quiz of this kernel: the session's score."""


class Quiz(RulebookWidget):
    """A quiz over ``generators`` with ``seed``: the same seed deals the same questions.

    ``answer(value)`` and ``next()`` do what the buttons do. ``question`` is the question now
    on screen (``rulebook.core.reader.quiz.QuizQuestion``).
    """

    MODULE = "quiz"
    INTENTS = INTENTS
    _live: ClassVar[weakref.WeakSet[Quiz]] = weakref.WeakSet()

    title = traitlets.Unicode("").tag(sync=True)
    number = traitlets.Int(1).tag(sync=True)
    prompt = traitlets.Unicode("").tag(sync=True)
    choices = traitlets.List(traitlets.Unicode()).tag(sync=True)
    picture = traitlets.Unicode("").tag(sync=True)
    feedback = traitlets.Dict().tag(sync=True)
    """Empty before an answer; then ``right``, ``given``, ``expected``, ``answer`` (the ruling's
    sentence) and, for a wrong answer, ``ruling`` (its steps)."""
    score = traitlets.Dict().tag(sync=True)

    def __init__(
        self, generators: Sequence[QuizGenerator], *, seed: int = 0, title: str = "Test jezelf"
    ) -> None:
        if not generators:
            raise ValueError("a quiz needs at least one question generator")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"seed is a whole number, not {type(seed).__name__}")
        self._generators = tuple(generators)
        self._seed = seed
        self._tally = Tally()
        self._question = deal(self._generators, seed, 0)
        super().__init__(title=title)
        self._show(0, self._question)
        Quiz._live.add(self)

    @classmethod
    def for_chapter(cls, name: str, *, seed: int = 0) -> Quiz:
        """The quiz for a chapter (its file name), a topic (``brouwen``) or a game id."""
        from rulebook.games import quiz_for

        return cls(quiz_for(name), seed=seed, title=_title(name))

    @property
    def question(self) -> QuizQuestion:
        return self._question

    @property
    def tally(self) -> Tally:
        return self._tally

    def answer(self, value: object) -> None:
        self.apply({"type": "answer", "value": value})

    def next(self) -> None:
        self.apply({"type": "next"})

    # -- intents -------------------------------------------------------------------------------

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        if kind == "next":
            number = self.number  # the next question's index from 0
            following = deal(self._generators, self._seed, number)

            def move() -> None:
                self._question = following
                self._show(number, following)

            return move
        if self.feedback:
            raise IntentError("Deze vraag heb je al beantwoord; kies ‘volgende vraag’.")
        given = self._question.read(value_field(content, "value", kind))
        if given is None:
            wanted = (
                "een geheel getal"
                if self._question.wants_number
                else "een van de knoppen: " + ", ".join(self._question.choices)
            )
            raise IntentError(f"Dat is geen antwoord op deze vraag; kies {wanted}.")
        right = self._question.is_right(given)

        def check() -> None:
            self._tally.add(right)
            SESSION.add(right)
            self.feedback = _feedback(self._question, given, right)
            for quiz in list(Quiz._live):
                quiz.score = quiz._score()

        return check

    def _show(self, index: int, question: QuizQuestion) -> None:
        with self.hold_sync():
            self.number = index + 1
            self.prompt = question.prompt
            self.choices = list(question.choices)
            self.picture = _svg(question.picture)
            self.feedback = {}
            self.score = self._score()

    def _score(self) -> dict[str, Any]:
        return {
            "right": self._tally.right,
            "asked": self._tally.asked,
            "session_right": SESSION.right,
            "session_asked": SESSION.asked,
            "text": f"Deze quiz: {self._tally.words()}. Deze sessie: {SESSION.words()}.",
        }

    # -- text and static views ------------------------------------------------------------------

    def __repr__(self) -> str:
        kinds = count(len(self._generators), "soort vraag", "soorten vragen")
        return f"Quiz({self.title!r}, vraag {self.number}: {kinds})"

    def static_html(self) -> str:
        """The first question, with its answer folded away, for a reader without a kernel."""
        question = self._question
        choices = (
            "<p>Kies: " + " · ".join(html.escape(c) for c in question.choices) + "</p>"
            if question.choices
            else "<p>Antwoord met een getal.</p>"
        )
        view = ruling_view(question.ruling)
        note = no_kernel_note("De quiz", "de eerste vraag")
        return (
            f'<div class="rb-static">{note}<p><b>{html.escape(self.title)}, vraag 1.</b> '
            f"{html.escape(question.prompt)}</p>{as_img(self.picture) if self.picture else ''}"
            f"{choices}<details><summary>Het antwoord</summary><p><b>"
            f"{html.escape(question.expected)}</b></p>{ruling_html(view)}</details></div>"
        )


def _svg(picture: object) -> str:
    return str(picture._repr_svg_()) if isinstance(picture, Drawable) else ""


def _feedback(question: QuizQuestion, given: str, right: bool) -> dict[str, Any]:
    data: dict[str, Any] = {
        "right": right,
        "given": given,
        "expected": question.expected,
        "answer": question.ruling.answer,
    }
    if not right:
        data["ruling"] = ruling_view(question.ruling)
    return data


def _title(name: str) -> str:
    """The quiz's heading: ``Test jezelf`` with the chapter's title or the topic."""
    from rulebook.core.reader.chapters import chapter_map
    from rulebook.games import GAMES

    chapter = chapter_map().chapter(name.strip())
    if chapter is not None:
        return f"Test jezelf: {chapter.title}"
    return f"Test jezelf: {GAMES.get(name.strip().lower(), name.strip())}"
