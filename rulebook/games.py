"""The registry: every game of the rulebook, from the description each game package exports.

A game package is found through its description: ``PACKAGES`` names each package once, and its
``DESCRIPTION`` (``core.model.game.GameDescription``) brings everything else: the clauses and
words, the engine (``make_game``), an expansion's changes to its base game (``base`` and
``make_expansion``), the terminal commands, the rule questions and quiz, and what the
conformance suite plays (``trials``). Game packages register nothing when they are imported;
this module lists them, fills the shared clause catalogue and glossary from their descriptions,
and builds each base game's engine with every expansion it has. ``import rulebook`` imports it,
so a clause can be looked up from anywhere.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from importlib import import_module
from typing import Any

from rulebook.core.model.game import Game
from rulebook.core.reader.chapters import Part
from rulebook.core.reader.clauses import CATALOGUE
from rulebook.core.reader.coverage import ExampleSet
from rulebook.core.reader.descriptions import GameDescription, TableStart
from rulebook.core.reader.glossary import add_terms
from rulebook.core.reader.questions import RuleQuestion, refusal_ruling
from rulebook.core.reader.quiz import QuizGenerator
from rulebook.core.reader.rulings import Ruling
from rulebook.core.reader.search import Found, Hit, SearchIndex, build

PACKAGES: tuple[str, ...] = (
    "rulebook.quacks",  # De Kwakzalvers van Kakelenburg
    "rulebook.quacks.alchemists",  # De Alchemisten, its expansion
    "rulebook.its_alive",  # Het Leeft!
    "rulebook.castle_combo",  # Castle Combo
    "rulebook.castle_combo.dungeon",  # Uit de Kerker!, its expansion
    "rulebook.nim",  # Dobbelnim, the toy game that tries the machinery (not listed)
)
"""The game packages, one line each, base games before their expansions. A new game adds its
folder and one line here; nothing else in the rulebook names it."""


def _description(package: str) -> GameDescription:
    found = getattr(import_module(package), "DESCRIPTION", None)
    if not isinstance(found, GameDescription):
        raise TypeError(f"{package} exports no DESCRIPTION (a GameDescription)")
    return found


DESCRIPTIONS: tuple[GameDescription, ...] = tuple(_description(p) for p in PACKAGES)
"""Every game and expansion, base games first, toy games included."""

LISTED: tuple[GameDescription, ...] = tuple(d for d in DESCRIPTIONS if d.listed)
"""The games and expansions the reader's book shows (chapters, search, start page, rule lists):
every one but the toy games."""

GAMES: dict[str, str] = {d.id: d.title for d in LISTED}
"""The games (clause-id prefixes) the reader's rulebook covers, with their Dutch titles."""

BY_ID: dict[str, GameDescription] = {d.id: d for d in DESCRIPTIONS}

BOOK_PARTS: tuple[Part, ...] = (
    Part("De Kwakzalvers van Kakelenburg", "het basisspel", 10, 19),
    Part("De Alchemisten", "de uitbreiding", 20, 29),
    Part("Het Leeft!", "een ander spel", 30, 39),
    Part("Castle Combo met Uit de Kerker!", "een ander spel met zijn uitbreiding", 40, 49),
)
"""The games of the book and the chapter numbers kept for each, written or not: the start page
lists them (``tools/make_notebooks.py`` writes its table and list of chapters from these and the
chapters that exist)."""

EXAMPLE_SETS: list[ExampleSet] = [examples for d in LISTED for examples in d.examples]
"""The worked examples of every chapter written so far, for the coverage check."""

for _description_ in DESCRIPTIONS:
    CATALOGUE.add(_description_.clauses)
    add_terms(_description_.glossary)


def expansions_of(game_id: str) -> list[GameDescription]:
    """The expansions of a base game, in registry order."""
    return [d for d in DESCRIPTIONS if d.base == game_id]


def base_games() -> list[GameDescription]:
    """The games that have an engine of their own (not expansions), in registry order."""
    return [d for d in DESCRIPTIONS if d.make_game is not None]


def game(game_id: str | None = None) -> Game[Any, Any]:
    """The engine of a base game (by default the first in ``PACKAGES``), able to switch on
    every expansion it has: the base game's ``make_game`` gets each expansion's
    ``make_expansion()``."""
    description = BY_ID.get(game_id) if game_id is not None else base_games()[0]
    if description is None or description.make_game is None:
        raise ValueError(f"no engine for {game_id!r}; games: {[d.id for d in base_games()]}")
    extras = [d.make_expansion() for d in expansions_of(description.id) if d.make_expansion]
    return description.make_game(*extras)


# -- rule questions and the quiz ------------------------------------------------------------------

QUESTIONS: dict[str, RuleQuestion] = {q.id: q for d in LISTED for q in d.questions}
"""Every rule question of every game, by id (``kwakzalvers.vraag.fles-ontploft``)."""

QUIZ: tuple[QuizGenerator, ...] = tuple(g for d in LISTED for g in d.quiz)
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

    ``name`` may be a chapter's file name (with or without ``.ipynb``): of the generators whose
    clauses this chapter or an earlier one shows (a quiz asks only what has been taught), those
    that practise a clause of this chapter, else those of the games its clauses belong to. A
    chapter that shows no clause (an overview) gets the generators of the games its file name
    names, else all. Or a topic word of a generator (``brouwen``, ``essentie``), or a game id.
    Anything else is a mistake in a notebook (``ValueError`` naming what exists).
    """
    from rulebook.core.reader.chapters import chapter_map

    key = name.strip().lower()
    if key in BY_ID:
        return BY_ID[key].quiz
    chapters = chapter_map()
    chapter = chapters.chapter(name.strip())
    if chapter is not None:
        shown = set(chapter.clauses)
        if not shown:
            games = {game for game in GAMES if game in chapter.stem}
            return tuple(g for g in QUIZ if g.game in games) or QUIZ
        order = [c.file for c in chapters.chapters]  # the book's order: by number
        before = chapters.chapters[: order.index(chapter.file) + 1]
        taught = {cid for c in before for cid in c.clauses}
        ready = [g for g in QUIZ if set(g.clause_ids) <= taught]
        practised = tuple(g for g in ready if shown & set(g.clause_ids))
        games = {cid.split(".", 1)[0] for cid in shown}
        found = practised or tuple(g for g in ready if g.game in games)
        if not found:
            raise ValueError(f"chapter {chapter.file} has taught nothing a quiz asks yet")
        return found
    by_topic = tuple(g for g in QUIZ if key in g.topics)
    if by_topic:
        return by_topic
    topics = sorted({t for g in QUIZ for t in g.topics})
    raise ValueError(
        f"no chapter, topic or game {name!r}; topics: {', '.join(topics)}; "
        f"games: {', '.join(GAMES)}"
    )


# -- the search -----------------------------------------------------------------------------------


@cache
def search_index() -> SearchIndex:
    """The search index of every listed game (clauses, rule questions, worked examples, words),
    with the chapter map shipped in the package; built once (``rulebook.core.reader.search``)."""
    from rulebook.core.reader.chapters import chapter_map

    return build(LISTED, chapter_map())


def search(query: str, limit: int = 10, game: str | None = None) -> list[Hit]:
    """Search the whole rulebook: ``search("fles ontploft")``."""
    return search_index().search(query, limit, game)


def find(query: str, limit: int = 10, game: str | None = None) -> Found:
    """Search the whole rulebook, with the number of all matches: ``find("fles").total``."""
    return search_index().find(query, limit, game)


# -- a game table from a reader's few words -------------------------------------------------------


def table_start(game_id: str, **words: Any) -> TableStart:
    """What a game table needs to start ``game_id`` (``GameDescription.table``), with the
    registry's engine. An expansion is switched on by its switch's name as a word
    (``alchemisten=True``), or by its settings themselves (``alchemisten=AlchemistsSetup(...)``):
    the registry turns either into the setup's ``extras``, so neither the table nor the base
    game names the expansion."""
    description = BY_ID.get(game_id)
    if description is None or description.table is None:
        playable = [d.id for d in base_games() if d.table is not None]
        raise ValueError(f"no game table for {game_id!r}; tables: {playable}")
    extras = list(words.pop("extras", ()))
    named: list[str] = []
    for expansion in expansions_of(game_id):
        for switch in expansion.switches:
            word = switch.flag.lstrip("-").replace("-", "_")
            chosen = words.pop(word, False)
            if chosen is True:
                extras.append(switch.extra())
            elif chosen is not False and chosen is not None:
                if type(chosen) is not type(switch.extra()):
                    raise TypeError(f"{word} is True, False or the expansion's settings")
                extras.append(chosen)
            if chosen:  # its title without "(uitbreiding van ...)"
                named.append(expansion.title.split(" (", 1)[0])
    start = description.table(extras=tuple(extras), **words)
    title = start.title + (" met " + " en ".join(named) if named else "")
    return replace(start, game=start.game or game(game_id), title=title)
