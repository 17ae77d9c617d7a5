"""The registry: every game of the rulebook, from the description each game package exports.

Game packages register nothing when they are imported; this module lists them, fills the shared
clause catalogue and glossary from their descriptions, and builds the engines with the
expansions each base game can switch on. ``import rulebook`` imports it, so a clause can be
looked up from anywhere.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.clauses import CATALOGUE
from rulebook.core.coverage import ExampleSet
from rulebook.core.game import Game, GameDescription
from rulebook.core.glossary import add_terms
from rulebook.core.questions import RuleQuestion, refusal_ruling
from rulebook.core.quiz import QuizGenerator
from rulebook.core.rulings import Ruling
from rulebook.its_alive import DESCRIPTION as HET_LEEFT
from rulebook.quacks import DESCRIPTION as KWAKZALVERS
from rulebook.quacks.alchemists import DESCRIPTION as ALCHEMISTEN

DESCRIPTIONS: tuple[GameDescription, ...] = (KWAKZALVERS, ALCHEMISTEN, HET_LEEFT)
"""Every game and expansion, base games first."""

GAMES: dict[str, str] = {d.id: d.title for d in DESCRIPTIONS}
"""The games (clause-id prefixes) this rulebook covers, with their Dutch titles."""

BY_ID: dict[str, GameDescription] = {d.id: d for d in DESCRIPTIONS}

EXAMPLE_SETS: list[ExampleSet] = [examples for d in DESCRIPTIONS for examples in d.examples]
"""The worked examples of every chapter written so far, for the coverage check."""

for _description in DESCRIPTIONS:
    CATALOGUE.add(_description.clauses)
    add_terms(_description.glossary)


def expansions_of(game_id: str) -> list[GameDescription]:
    """The expansions of a base game, in registry order."""
    return [d for d in DESCRIPTIONS if d.base == game_id]


def game(game_id: str = "kwakzalvers") -> Game[Any, Any]:
    """The engine of a base game, able to switch on every expansion it has."""
    if game_id == "kwakzalvers":
        from rulebook.quacks.alchemists.expansion import EXPANSION

        assert KWAKZALVERS.make_game is not None
        return KWAKZALVERS.make_game(EXPANSION)
    raise ValueError(f"no engine for {game_id!r}")


# -- rule questions and the quiz ------------------------------------------------------------------

QUESTIONS: dict[str, RuleQuestion] = {q.id: q for d in DESCRIPTIONS for q in d.questions}
"""Every rule question of every game, by id (``kwakzalvers.vraag.fles-ontploft``)."""

QUIZ: tuple[QuizGenerator, ...] = tuple(g for d in DESCRIPTIONS for g in d.quiz)
"""Every quiz question generator of every game."""


def find_question(text: str) -> RuleQuestion | None:
    """The question with this id, or with this short label (``fles-ontploft``) when only one
    game has it; case and surrounding spaces do not matter."""
    wanted = text.strip().lower()
    if wanted in QUESTIONS:
        return QUESTIONS[wanted]
    found = [q for q in QUESTIONS.values() if q.label == wanted]
    return found[0] if len(found) == 1 else None


def example_ruling(game_id: str, name: str) -> Ruling[Any]:
    """The worked example (or refused input, as a small ruling) called ``name``, looked up in the
    example sets of ``game_id`` first and then of every game."""
    sets = [*BY_ID[game_id].examples, *EXAMPLE_SETS] if game_id in BY_ID else EXAMPLE_SETS
    for examples in sets:
        if name in examples.examples:
            return examples.examples[name]()
    for examples in sets:
        if name in examples.refusals:
            return refusal_ruling(name, examples.refusals[name])
    raise KeyError(f"no worked example or refusal called {name!r}")


def live_ruling(question: RuleQuestion) -> Ruling[Any] | None:
    """The live example of a rule question: its worked example or small ruling (``None`` for a
    question without an answer)."""
    if question.ruling is not None:
        return question.ruling()
    if question.example:
        return example_ruling(question.game, question.example)
    return None


def quiz_for(name: str) -> tuple[QuizGenerator, ...]:
    """The quiz questions for a chapter, a topic or a game.

    ``name`` may be a chapter's file name (with or without ``.ipynb``): the generators that
    practise a clause the chapter shows, else those of the games its clauses belong to (or its
    file name names), else all. Or a topic word of a generator (``brouwen``, ``essentie``), or
    a game id. Anything else is a mistake in a notebook (``ValueError`` naming what exists).
    """
    from rulebook.core.chapters import chapter_map

    key = name.strip().lower()
    if key in BY_ID:
        return BY_ID[key].quiz
    chapter = chapter_map().chapter(name.strip())
    if chapter is not None:
        shown = set(chapter.clauses)
        practised = tuple(g for g in QUIZ if shown & set(g.clause_ids))
        games = {cid.split(".", 1)[0] for cid in shown} or {
            game for game in BY_ID if game in chapter.stem
        }
        return practised or tuple(g for g in QUIZ if g.game in games) or QUIZ
    by_topic = tuple(g for g in QUIZ if key in g.topics)
    if by_topic:
        return by_topic
    topics = sorted({t for g in QUIZ for t in g.topics})
    raise ValueError(
        f"no chapter, topic or game {name!r}; topics: {', '.join(topics)}; "
        f"games: {', '.join(BY_ID)}"
    )
