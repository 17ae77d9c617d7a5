"""Zoek een regel: one search over every clause, rule question, worked example and glossary word.

The reader types Dutch the way it comes ("fles ontploft", "knalerwten", "essentie"): accents and
capitals do not matter, and a small stemmer for Dutch word forms lets "ontploft" find
"ontploffen", "fiches" find "fiche" and "knalerwten" find "knalerwt". A word also finds the
compounds it is part of ("staart" finds "rattenstaart"), a little lower. Hits are ranked: first
by how many of the words they contain as whole words or word beginnings (a word found only
inside a compound, "stop" in "terugstoppen", adds to the score but is not counted), then by
where (a title counts three times the text) and by how rare the typed words are in the whole
rulebook; a title that is exactly what was typed counts double. Every hit names its clause, its
game and the chapter and anchor where it is shown (``rulebook.core.reader.chapters``).

Standard library only, and no game named: ``build`` is handed the games' descriptions (the
registry builds the index of every game once, ``rulebook.games.search_index``); a search takes
about a millisecond. ``as_json`` gives the index to a page's
own script (the static book), which ranks with the same rules (``stem`` is small on purpose so
the page can do exactly the same).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from rulebook.core.dutch import sentence, shown_of
from rulebook.core.reader.chapters import ChapterMap, Place

if TYPE_CHECKING:
    from rulebook.core.reader.descriptions import GameDescription

WORD = re.compile(r"[a-z0-9]+")
_COMMON = (
    "de het een en of van in op aan bij met voor naar uit als dan dat die dit deze je jij jou "
    "jouw ik mijn me mij wij we ze zij hij hem zijn haar is er te om ook nog wel al maar wat"
)
STOPWORDS = frozenset(_COMMON.split(" "))
"""Words too common to rank by (a query of only these still searches them)."""
DIMINUTIVES = ("tjes", "jes", "tje", "je")
CLOSING_DOUBLE_VOWEL = re.compile(r"([aeou])\1([^aeiou]?)$")
"""A double vowel in the last syllable, as in ``steen`` (``stenen``) or ``gooi`` (``gooien``)."""
VOWELS = "aeiou"

TITLE, NAME, TEXT = 3.0, 2.5, 1.0
"""How much a word counts in a hit's title, in its id, and in its text."""
EXACT, PREFIX, INSIDE = 1.0, 0.8, 0.6
"""How much a word counts when it is the indexed word, its beginning, or inside a compound."""
KINDS = {"regel": 1.0, "vraag": 0.97, "woord": 0.9, "voorbeeld": 0.85}
"""A small preference between hits that match equally well: a rule first."""
WHOLE_TITLE = 2.0
"""A hit whose title is exactly what was typed (accents and capitals aside) counts double: a
player who types a rule's title wants that rule."""


def fold(text: str) -> str:
    """Lower case without accents: ``Essentië`` → ``essentie``."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def words(text: str) -> list[str]:
    """The words of a text, folded: letters and digits only."""
    return WORD.findall(fold(text))


@lru_cache(maxsize=8192)
def stem(word: str) -> str:
    """A small Dutch stemmer, so word forms meet: ``ontploft``, ``ontploffen``, ``ontplofte``
    and ``ontploffing`` all become ``ontplof``; ``fiches`` and ``fiche`` become ``fich``.

    Steps, each only when at least three letters remain: a diminutive (``-tje``, ``-je``), then
    a plural or verb ending (``-heden``, ``-ingen``, ``-ing``, ``-en`` but not in ``-een``,
    ``-s`` on words of five letters or more), a final ``-e``, a final ``-t`` except after ``r``
    (``-dt`` becomes ``d``; ``staart`` keeps its t, so it never meets ``start``), a doubled
    final consonant, ``v``/``z`` at the end as ``f``/``s``, and a double vowel in the last
    syllable as one (``steen`` and ``stenen`` meet). Both the indexed texts and the query go
    through it, so two forms only need to end alike.
    """
    w = word
    if len(w) < 4 or w.isdigit():
        return w
    w = _strip(w, DIMINUTIVES)
    if w.endswith("heden") and len(w) > 7:
        w = w[:-5] + "heid"
    else:
        w = _strip(w, ("ingen", "ing") if w.endswith("een") else ("ingen", "ing", "en"))
        if w.endswith("s") and len(w) >= 5 and not w.endswith("ss"):
            w = w[:-1]
    w = _strip(w, ("e",))
    if w.endswith("dt") or (w.endswith("t") and len(w) > 3 and w[-2] != "r"):
        w = w[:-1]
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in VOWELS:
        w = w[:-1]
    if w.endswith("v"):
        w = w[:-1] + "f"
    elif w.endswith("z"):
        w = w[:-1] + "s"
    return CLOSING_DOUBLE_VOWEL.sub(r"\1\2", w)


def _strip(word: str, endings: Sequence[str]) -> str:
    for ending in endings:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word


def stems(text: str) -> list[str]:
    return [stem(word) for word in words(text)]


# -- what can be found -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    """One thing the search can find.

    ``kind`` is ``regel``, ``vraag``, ``voorbeeld`` or ``woord``; ``key`` its id (a clause or
    question id, an example's name, a glossary word); ``clause_id`` the clause it rests on (the
    clause itself for a rule); ``place`` where a chapter shows it.
    """

    kind: str
    key: str
    title: str
    text: str
    game: str
    clause_id: str
    place: Place | None = None
    note: str = ""
    """A few words shown with the hit: how firm a question's answer is, a word's code name."""

    def as_dict(self) -> dict[str, Any]:
        return {
            "soort": self.kind,
            "id": self.key,
            "titel": self.title,
            "tekst": self.text,
            "spel": self.game,
            "regel": self.clause_id,
            "hoofdstuk": self.place.chapter if self.place else None,
            "anker": self.place.anchor if self.place else None,
            "noot": self.note,
        }


@dataclass(frozen=True)
class Hit:
    entry: Entry
    score: float
    matched: int
    """How many of the query's words this hit contains as whole words or their beginnings."""
    snippet: str

    def as_dict(self, titles: dict[str, str] | None = None) -> dict[str, Any]:
        """The hit as the command line's JSON: ``regel``, ``titel``, ``spel``, ``hoofdstuk`` and
        more (``soort``, ``id``, ``anker``, ``link``, ``fragment``, ``score``)."""
        place = self.entry.place
        found = self.entry.as_dict()
        found.pop("tekst")
        return {
            **found,
            "hoofdstuktitel": (titles or {}).get(place.chapter, place.chapter) if place else None,
            "link": place.link() if place else None,
            "fragment": self.snippet,
            "score": round(self.score, 3),
        }


@dataclass(frozen=True)
class Found:
    """The hits shown (the best few) and how many entries match in all."""

    hits: list[Hit]
    total: int

    def summary(self, query: str) -> str:
        """What was found, in Dutch: "3 resultaten voor ‘fles’", or "De eerste 8 van 23
        resultaten voor ‘fles’" when more match than are shown. ``query`` is the search as the
        reader should see it quoted back (``‘fles’``)."""
        if not self.total:
            return f"Niets gevonden voor {query}. Probeer een ander woord."
        found = shown_of(len(self.hits), self.total, "resultaat", "resultaten")
        return sentence(f"{found} voor {query}")


@dataclass(eq=False)
class SearchIndex:
    """An inverted index of stems over ``entries``, each field with its own weight."""

    entries: list[Entry]
    chapters: ChapterMap = field(default_factory=ChapterMap)
    postings: dict[str, dict[int, float]] = field(default_factory=dict)
    """stem → {entry number: the best weight of the fields the stem is in}."""

    def __post_init__(self) -> None:
        postings: dict[str, dict[int, float]] = defaultdict(dict)
        for number, entry in enumerate(self.entries):
            for weight, text in (
                (TEXT, entry.text),
                (NAME, entry.key.replace(".", " ").replace("-", " ")),
                (TITLE, entry.title),
            ):
                for word_stem in stems(text):
                    best = postings[word_stem].get(number, 0.0)
                    postings[word_stem][number] = max(best, weight)
        self.postings = dict(postings)
        self._vocabulary = sorted(self.postings)

    @lru_cache(maxsize=1024)  # noqa: B019  (one index lives as long as the program)
    def _expand(self, query_stem: str) -> tuple[tuple[str, float], ...]:
        """The indexed stems a query stem matches, with how well: itself, longer words that
        start with it, and (for four letters or more) compounds that contain it."""
        found: list[tuple[str, float]] = []
        if query_stem in self.postings:
            found.append((query_stem, EXACT))
        if len(query_stem) >= 3:
            for word in self._vocabulary:
                if word == query_stem:
                    continue
                if word.startswith(query_stem):
                    found.append((word, PREFIX))
                elif len(query_stem) >= 4 and query_stem in word:
                    found.append((word, INSIDE))
        return tuple(found)

    def search(self, query: str, limit: int = 10, game: str | None = None) -> list[Hit]:
        """The best ``limit`` hits for ``query`` (of one game when ``game`` is given)."""
        return self.find(query, limit, game).hits

    def find(self, query: str, limit: int = 10, game: str | None = None) -> Found:
        """The best ``limit`` hits for ``query`` and how many entries match in all, so a reader
        is told "de eerste 8 van 23" rather than reading 8 as everything there is."""
        query_stems = _query_stems(query)
        if not query_stems:
            return Found([], 0)
        typed = words(query)
        scores: dict[int, float] = defaultdict(float)
        matched: dict[int, int] = defaultdict(int)
        for query_stem in query_stems:
            best: dict[int, float] = {}
            whole: set[int] = set()
            for word, closeness in self._expand(query_stem):
                for number, weight in self.postings[word].items():
                    value = weight * closeness
                    if value > best.get(number, 0.0):
                        best[number] = value
                    if closeness > INSIDE:
                        whole.add(number)
            # How rare the typed word is: among how many entries it (or a longer form) occurs.
            rarity = math.log(1 + len(self.entries) / len(best)) if best else 0.0
            for number, value in best.items():
                value *= rarity
                scores[number] += value
                matched[number] += number in whole
        ranked = sorted(
            (
                (matched[n], score * self._factor(n, typed), n)
                for n, score in scores.items()
                if game is None or self.entries[n].game == game
            ),
            key=lambda item: (-item[0], -item[1], item[2]),
        )
        shown = [
            Hit(self.entries[n], score, hits, snippet(self.entries[n], query_stems))
            for hits, score, n in ranked[:limit]
        ]
        return Found(shown, len(ranked))

    def _factor(self, number: int, typed: list[str]) -> float:
        """The kind's small preference, doubled when the title is exactly what was typed."""
        entry = self.entries[number]
        whole = WHOLE_TITLE if words(entry.title) == typed else 1.0
        return KINDS.get(entry.kind, 1.0) * whole

    def as_json(self) -> dict[str, Any]:
        """The index for a page's own script: every entry and every stem's postings (entry
        numbers with their field weight), and the weights the ranking uses."""
        return {
            "entries": [entry.as_dict() for entry in self.entries],
            "postings": {s: [[n, w] for n, w in p.items()] for s, p in self.postings.items()},
            "weights": {
                "exact": EXACT,
                "prefix": PREFIX,
                "inside": INSIDE,
                "kinds": KINDS,
                "whole_title": WHOLE_TITLE,
                "short": SHORT,
                "stopwords": sorted(STOPWORDS),
            },
            "chapters": {c.file: c.title for c in self.chapters.chapters},
        }


def _query_stems(query: str) -> list[str]:
    """The stems of a query, each once; common words only count when nothing else is asked."""
    found = words(query)
    meaningful = [word for word in found if word not in STOPWORDS] or found
    return list(dict.fromkeys(stem(word) for word in meaningful))


def snippet(entry: Entry, query_stems: Sequence[str], width: int = 160) -> str:
    """The sentence of the entry's text with the first query word in it (or its first
    sentence), with the sentences after it while it is short ("Nee." alone says little)."""
    sentences = re.split(r"(?<=[.!?])\s+", entry.text) if entry.text else [entry.title]
    start = next(
        (
            number
            for number, sentence in enumerate(sentences)
            if any(q in s for q in query_stems for s in stems(sentence))
        ),
        0,
    )
    text = sentences[start]
    for following in sentences[start + 1 :]:
        if len(text) >= SHORT:
            break
        text = f"{text} {following}"
    return _shorten(text, width)


SHORT = 80
"""A snippet shorter than this takes the next sentence too."""


def _shorten(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1].rsplit(" ", 1)[0] + " …"


# -- the index of the whole rulebook ---------------------------------------------------------------


def build(descriptions: Iterable[GameDescription], chapters: ChapterMap) -> SearchIndex:
    """An index over every clause, question, worked example and glossary word of the games;
    a toy game that the reader's book does not list (``listed=False``) is left out."""
    descriptions = [description for description in descriptions if description.listed]
    entries: list[Entry] = []
    for item in (c for description in descriptions for c in description.clauses):
        entries.append(
            Entry(
                "regel", item.id, item.title, item.text, item.game, item.id, chapters.place(item.id)
            )
        )
    for description in descriptions:
        for question in description.questions:
            place = chapters.place(question.id)
            entries.append(
                Entry(
                    "vraag",
                    question.id,
                    question.question,
                    question.answer,
                    question.game,
                    question.clause_ids[0],
                    place or chapters.place(question.clause_ids[0]),
                    question.firmness.badge(),
                )
            )
    clause_stems = {
        c.id: set(stems(f"{c.title} {c.title} {c.text}")) for d in descriptions for c in d.clauses
    }
    for shown in chapters.examples:
        clause_id = _closest(
            shown.clause_ids, stems(f"{shown.name} {shown.question}"), clause_stems
        )
        entries.append(
            Entry(
                "voorbeeld",
                shown.name,
                shown.name,
                shown.question,
                shown.game,
                clause_id,
                shown.place or chapters.place(clause_id),
            )
        )
    entries += _glossary_entries(descriptions, chapters)
    return SearchIndex(entries, chapters)


def _closest(cited: Sequence[str], wanted: Sequence[str], clause_stems: dict[str, set[str]]) -> str:
    """Of the clauses an example cites, the one whose words share most with the example's name
    and question (the first cited one on a tie): ``de fles`` rests on ``kwakzalvers.fles``."""
    known = [cid for cid in cited if cid in clause_stems]
    if not known:
        return ""
    return max(known, key=lambda cid: (len(clause_stems[cid] & set(wanted)), -known.index(cid)))


def _glossary_entries(descriptions: Sequence[GameDescription], chapters: ChapterMap) -> list[Entry]:
    """A word of the glossary, linked to the first clause of its game with the word in its
    title, else the first that uses it."""
    found = []
    for description in descriptions:
        titles = [(c, set(stems(c.title))) for c in description.clauses]
        texts = [(c, set(stems(f"{c.title} {c.text}"))) for c in description.clauses]
        for term in description.glossary:
            wanted = set(stems(term.dutch.split(",")[0])) - {stem(w) for w in STOPWORDS}
            first = next(
                (c for group in (titles, texts) for c, s in group if wanted and wanted <= s), None
            )
            clause_id = first.id if first else ""
            found.append(
                Entry(
                    "woord",
                    term.dutch,
                    term.dutch,
                    term.meaning,
                    term.game,
                    clause_id,
                    chapters.place(clause_id) if clause_id else None,
                    f"in de code: {term.code}",
                )
            )
    return found
