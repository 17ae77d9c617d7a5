"""Zoek een regel: a search box over the whole rulebook, for the start page.

The reader types ("fles ontploft"); the JavaScript sends the text as an intent and Python
searches (``rulebook.core.reader.search``): every clause, rule question, worked example and glossary
word of every game, forgiving accents, capitals and Dutch word forms. Each hit shows what it is,
its game, the clause it rests on, how firm a question's answer is, and a link to the place in its
chapter. ``SearchBox("fles ontploft")`` starts with that search done, so a saved notebook shows
its answers too.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any
from urllib.parse import quote

import traitlets

from rulebook.core.reader.chapters import Place, chapter_map
from rulebook.core.reader.search import Hit
from rulebook.games import search_index
from widgets._base import Plan, RulebookWidget, no_kernel_note
from widgets._intents import str_field

INTENTS = ("search",)
"""``search`` carries the ``text`` the reader typed."""

KIND_LABELS = {"regel": "regel", "vraag": "regelvraag", "voorbeeld": "voorbeeld", "woord": "woord"}
LONGEST_QUERY = 200
"""More than this is not a question typed at the table; the search reads only this much."""


def href(place: Place | None) -> str:
    """The link to a place in a chapter, relative to another chapter (the anchor encoded as
    nbconvert does, which JupyterLab and the static book both understand)."""
    if place is None:
        return ""
    fragment = quote(place.anchor, safe="?/:@!$&'()*+,;=") if place.anchor else ""
    return f"{place.chapter}#{fragment}" if fragment else place.chapter


def hit_view(hit: Hit, games: Mapping[str, str], titles: Mapping[str, str]) -> dict[str, Any]:
    """One hit as plain JSON for the JavaScript."""
    entry = hit.entry
    place = entry.place
    return {
        "kind": entry.kind,
        "kind_label": KIND_LABELS.get(entry.kind, entry.kind),
        "id": entry.key,
        "title": entry.title,
        "snippet": hit.snippet,
        "note": entry.note,
        "clause_id": entry.clause_id,
        "game": entry.game,
        "game_title": games.get(entry.game, entry.game),
        "chapter": place.chapter if place else "",
        "chapter_title": titles.get(place.chapter, place.chapter) if place else "",
        "href": href(place),
        "anchor": place.anchor if place else "",
    }


TERMINAL_EXAMPLES: dict[str, str] = {
    "het-leeft": 'zoek "opstand betalen" --spel het-leeft',
}
"""The terminal search a box of one game suggests to a reader without a kernel, so a box of
Het Leeft! does not suggest a Kwakzalvers search (issue #24); the other boxes suggest the
Kwakzalvers example ``zoek "fles ontploft"`` (their games may add their own here)."""


class SearchBox(RulebookWidget):
    """Search the rulebook: ``SearchBox()``, or ``SearchBox("fles ontploft")`` to start with a
    search. ``search(text)`` does what typing does; ``game="alchemisten"`` searches one game."""

    MODULE = "search"
    INTENTS = INTENTS

    query = traitlets.Unicode("").tag(sync=True)
    results = traitlets.List(traitlets.Dict()).tag(sync=True)
    searched = traitlets.Bool(False).tag(sync=True)
    """Whether a search was done (an empty result list then says: nothing found)."""
    total = traitlets.Int(0).tag(sync=True)
    """How many entries match in all (``results`` holds the first ``limit`` of them)."""
    summary = traitlets.Unicode("").tag(sync=True)
    """What was found, as the reader reads it: "De eerste 8 van 23 resultaten voor ‘fles’"."""

    def __init__(self, query: str = "", *, limit: int = 8, game: str | None = None) -> None:
        if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 50:
            raise ValueError(f"limit is a whole number from 1 to 50, not {limit!r}")
        from rulebook.games import GAMES

        if game is not None and game not in GAMES:
            raise ValueError(f"no game {game!r}; games: {', '.join(GAMES)}")
        self._limit = limit
        self._game = game
        self._games = dict(GAMES)
        self._titles = {c.file: c.title for c in chapter_map().chapters}
        super().__init__()
        if query:
            self.search(query)

    def search(self, text: str) -> None:
        self.apply({"type": "search", "text": text})

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        text = str_field(content, "text", kind)[:LONGEST_QUERY]
        result = search_index().find(text, self._limit, self._game) if text.strip() else None
        hits = result.hits if result else []
        found = [hit_view(hit, self._games, self._titles) for hit in hits]

        def accept() -> None:
            self.query = text
            self.results = found
            self.total = result.total if result else 0
            self.summary = result.summary(f"‘{text}’") if result else ""
            self.searched = bool(text.strip())

        return accept

    def __repr__(self) -> str:
        return f"SearchBox({self.query!r}: {len(self.results)} van {self.total} getoond)"

    def static_html(self) -> str:
        """The search's first answers as a list of links, for a reader without a kernel."""
        items = "".join(
            f"<li><b>{html.escape(r['kind_label'])}</b>: "
            + (
                f'<a href="{html.escape(r["href"])}">{html.escape(r["title"])}</a>'
                if r["href"]
                else html.escape(r["title"])
            )
            + f" <small>({html.escape(r['game_title'])}"
            + (f", <code>{html.escape(r['clause_id'])}</code>" if r["clause_id"] else "")
            + (f", {html.escape(r['note'])}" if r["note"] else "")
            + ")</small></li>"
            for r in self.results
        )
        shown = f"wat de zoekvraag ‘{self.query}’ vindt" if self.query else "een leeg zoekvak"
        note = no_kernel_note("Het zoekvak", shown)
        example = html.escape(TERMINAL_EXAMPLES.get(self._game or "", 'zoek "fles ontploft"'))
        terminal = (
            "<p>Zonder notebook zoek je op de opdrachtregel: "
            f"<code>python -m rulebook {example}</code>.</p>"
        )
        found = f"<p>{html.escape(self.summary)}</p><ol>{items}</ol>" if items else ""
        return f'<div class="rb-static">{note}{found}{terminal}</div>'
