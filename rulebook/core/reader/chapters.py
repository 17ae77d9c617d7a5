"""Where the rulebook shows what: the chapter (notebook) and anchor of every clause, question and
worked example, read from ``rulebook/chapters.json``.

The notebooks are not part of the installed package (in the in-browser edition they are not
even files Python can read), so ``make notebooks`` (``tools/make_notebooks.py``) scans them and
writes this small map into the package; a test fails when the map and the notebooks drift
apart. A rulebook installed without the map still works: nothing then has a chapter.

An anchor is the id JupyterLab gives the heading a thing sits under: the heading's text with
every space written as ``-`` (``De drie stappen`` → ``De-drie-stappen``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from rulebook.core.dutch import count, listing, sentence
from rulebook.core.reader.reading import read_whole

FILE = "chapters.json"
"""The map's file name inside the ``rulebook`` package."""


def anchor(heading: str) -> str:
    """The anchor JupyterLab (and this map) gives a heading: its text, spaces as ``-``."""
    return heading.strip().replace(" ", "-")


@dataclass(frozen=True)
class Place:
    """A place in a chapter: the notebook's file name and the anchor of the heading above it."""

    chapter: str
    anchor: str

    def link(self) -> str:
        """A link relative to another chapter: ``20-alchemisten-essentiefase.ipynb#De-drie-...``."""
        return f"{self.chapter}#{self.anchor}" if self.anchor else self.chapter


@dataclass(frozen=True)
class Chapter:
    """One notebook: its file, its title (the first ``#`` heading), what it shows, and the one
    sentence the start page says about it (the notebook's metadata ``rulebook.summary``)."""

    file: str
    title: str
    clauses: tuple[str, ...] = ()
    questions: tuple[str, ...] = ()
    summary: str = ""

    @property
    def stem(self) -> str:
        """The file name without ``.ipynb`` (``20-alchemisten-essentiefase``)."""
        return self.file.removesuffix(".ipynb")

    @property
    def number(self) -> int | None:
        """The chapter's number, from its file name (``20-...`` → 20); ``None`` without one."""
        head = self.file.split("-", 1)[0]
        return read_whole(head)

    @property
    def short_title(self) -> str:
        """The title without its game: ``De Alchemisten — de essentiefase`` → ``de
        essentiefase``."""
        return self.title.split(" — ", 1)[-1]


@dataclass(frozen=True)
class Part:
    """A part of the book: one game or expansion and the chapter numbers kept for it
    (``first`` to ``last``), whether or not any chapter of it is written yet."""

    title: str
    kind: str
    """What the game is, after its name in the list of chapters: ``het basisspel``."""
    first: int
    last: int

    def chapters(self, chapters: Iterable[Chapter]) -> list[Chapter]:
        """The chapters that exist of this part, in reading order."""
        return sorted(
            (c for c in chapters if c.number is not None and self.first <= c.number <= self.last),
            key=lambda c: c.file,
        )


def parts_table(parts: Iterable[Part], chapters: Sequence[Chapter]) -> str:
    """The start page's table of games: for each part the chapters that exist, or that none
    is written yet (Markdown)."""
    rows = ["| spel | wat er nu in staat |", "|---|---|"]
    for part in parts:
        written = part.chapters(chapters)
        if not written:
            rows.append(f"| {part.title} | nog niet geschreven |")
            continue
        numbers = [c.number for c in written if c.number is not None]
        shown = (
            f"{numbers[0]}–{numbers[-1]}"
            if numbers == list(range(numbers[0], numbers[-1] + 1)) and len(numbers) > 2
            else listing([str(n) for n in numbers])
        )
        titles = ", ".join(f"*{c.short_title}*" for c in written)
        what = count(len(written), "hoofdstuk", "hoofdstukken", one="1")
        rows.append(f"| {part.title} ({part.kind}) | {what} ({shown}): {titles} |")
    return "\n".join(rows)


def reading_order(parts: Sequence[Part], chapters: Sequence[Chapter]) -> str:
    """The start page's list of every chapter that exists, numbered in reading order under its
    game, each with a link and its summary; and how new chapters are numbered (Markdown)."""
    lines = ["## De hoofdstukken, in leesvolgorde"]
    number = 0
    for part in parts:
        written = part.chapters(chapters)
        if not written:
            continue
        lines += ["", f"**{part.title}**, {part.kind}:", ""]
        for chapter in written:
            number += 1
            summary = f": {chapter.summary}" if chapter.summary else ""
            lines.append(f"{number}. [{sentence(chapter.short_title)}]({chapter.file}){summary}")
    kept = listing([f"{p.first}–{p.last} {p.title}" for p in parts])
    lines += [
        "",
        f"Nieuwe hoofdstukken krijgen een nummer dat bij hun spel hoort ({kept}), zodat de map "
        "vanzelf in leesvolgorde staat.",
    ]
    return "\n".join(lines)


@dataclass(frozen=True)
class ShownExample:
    """A worked example: its game and name, its ruling's question, the clauses it cites, and
    where a chapter shows it (``None`` when no chapter does yet)."""

    game: str
    name: str
    question: str
    clause_ids: tuple[str, ...]
    place: Place | None


@dataclass(frozen=True)
class ChapterMap:
    chapters: tuple[Chapter, ...] = ()
    places: dict[str, Place] = field(default_factory=dict)
    """Clause ids and question ids → where a chapter shows them."""
    examples: tuple[ShownExample, ...] = ()

    def place(self, item_id: str) -> Place | None:
        """Where a clause or a question is shown, or ``None``."""
        return self.places.get(item_id)

    def chapter(self, name: str) -> Chapter | None:
        """A chapter by its file name, with or without ``.ipynb``."""
        for chapter in self.chapters:
            if name in (chapter.file, chapter.stem):
                return chapter
        return None

    def title(self, file: str) -> str:
        found = self.chapter(file)
        return found.title if found else file

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ChapterMap:
        chapters = tuple(
            Chapter(
                c["file"],
                c["title"],
                tuple(c["clauses"]),
                tuple(c["questions"]),
                c.get("summary", ""),
            )
            for c in data.get("chapters", [])
        )
        places = {key: Place(**value) for key, value in data.get("places", {}).items()}
        examples = tuple(
            ShownExample(
                e["game"],
                e["name"],
                e["question"],
                tuple(e["clauses"]),
                Place(e["chapter"], e["anchor"]) if e.get("chapter") else None,
            )
            for e in data.get("examples", [])
        )
        return cls(chapters, places, examples)


@cache
def chapter_map() -> ChapterMap:
    """The map shipped in the package (an empty one when it is missing); ``importlib.resources``
    is imported here, not at the top, since it loads a dozen modules the registry never needs."""
    from importlib import resources

    try:
        text = resources.files("rulebook").joinpath(FILE).read_text(encoding="utf-8")
    except FileNotFoundError:
        return ChapterMap()
    return ChapterMap.from_json(json.loads(text))
