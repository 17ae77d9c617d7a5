"""Castle Combo's tableau editor and scorer: lay out any 3 by 3 square and see it scored.

The reader puts a card (found by its English name, or its Dutch name where the data has one)
or a face-down card on each of the nine places, gold on the purses, a key on the lock cards,
and sets the keys and gold in hand. Every change builds a new ``EndTableau`` and asks the same
scoring rulings the terminal and the engine use (``rulings.tableau_ruling``, ``card_ruling``):
each card's points with its explanation, the total, and the ruling of the chosen card (or of
the whole square). Anything the rules refuse (a card twice, gold on a card without a purse, a
key on a card without a lock) is a ``RuleError`` shown in the widget; nothing changes then.

``TableauEditor.example(name)`` opens one of the four new scrolls of Uit de Kerker! on the
seed's own example, with that card chosen (``SCROLL_EXAMPLES``).
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

import traitlets

from rulebook.castle_combo import rulings
from rulebook.castle_combo.data import ALL_CARDS, BY_ID, FACE_DOWN, find_card
from rulebook.castle_combo.dungeon import examples as dungeon_examples
from rulebook.castle_combo.effects import Purse
from rulebook.castle_combo.examples import FULL
from rulebook.castle_combo.pictures import describe, square_picture
from rulebook.castle_combo.rules import DEFAULT_RULES, Rules, place_name
from rulebook.castle_combo.state import CARDS, GOLD, KEY, EndTableau
from rulebook.core.drawing.svg import as_img
from rulebook.core.dutch import quoted
from rulebook.core.errors import RuleError
from rulebook.core.model.cards import PlacedCard, Position, Tableau
from rulebook.core.reader.rulings import Ruling
from widgets._base import Plan, RulebookWidget, no_kernel_note, ruling_html, ruling_view
from widgets._intents import IntentError, int_field, str_field, value_field

INTENTS = ("place", "face_down", "purse", "key", "keys", "gold", "focus")
"""``place`` carries ``row``, ``col`` (from 0) and ``card`` (a name); ``face_down`` a ``row``
and ``col``; ``purse`` a ``row``, ``col`` and ``value`` (gold on it); ``key`` a ``row``,
``col`` and ``value`` (true/false); ``keys`` and ``gold`` a ``value`` (in hand); ``focus`` a
``row`` and ``col``, or ``row`` -1 for the whole square."""

START = FULL
"""A square to start from: purses, shields in rows and columns, a face-down card, keys."""

SCROLL_EXAMPLES: dict[str, tuple[EndTableau, Position, str]] = {
    "kosten-van-de-rij": (
        dungeon_examples.ROW_COST,
        (0, 0),
        "Toady telt de prijzen van zijn rij: 7 + 3 + gedekt (0) = 10.",
    ),
    "verschillende-prijzen": (
        dungeon_examples.DIFFERENT_COSTS,
        (0, 0),
        "Open prijzen 8, 7, 6, 4, 4, 2 en 2, plus twee gedekte: 5 verschillende × 3 = 15.",
    ),
    "wetenschap-in-de-kolom": (
        dungeon_examples.ROW_COST,
        (1, 0),
        "Printer levert punten als er in zijn kolom een Wetenschap-schild ligt.",
    ),
    "geen-gedekte-kaarten": (
        dungeon_examples.ROW_COST,
        (2, 2),
        "King of Beggars levert punten als er geen gedekte kaart in het vierkant ligt.",
    ),
}
"""The four new scrolls of Uit de Kerker!, each on the seed's example (or a square built around
it): the square, the card whose scroll it is, and what to look for."""

MAX_IN_HAND = 99
"""The most keys or gold the editor takes in hand (a game never comes near it)."""


def catalogue() -> list[dict[str, str]]:
    """Every card the reader can pick: its id, the name shown and a line to search in."""
    return [
        {
            "id": card.id,
            "name": card.shown,
            "label": describe(card.id),
            "search": " ".join(filter(None, (card.name, card.dutch or "", card.id))).lower(),
        }
        for card in ALL_CARDS
    ]


def matching(text: str) -> list[str]:
    """The names of the cards whose English or Dutch name (or id) holds ``text``."""
    wanted = text.strip().lower()
    return [
        card.shown
        for card in ALL_CARDS
        if wanted in card.name.lower()
        or wanted in card.id.lower()
        or (card.dutch is not None and wanted in card.dutch.lower())
    ]


def cell_views(end: EndTableau, points: Mapping[Position, tuple[int, str]]) -> list[dict[str, Any]]:
    """The nine places as the controls draw them: what lies there, its tokens and its points."""
    views = []
    for r in range(3):
        for c in range(3):
            placed = end.tableau.at((r, c))
            assert placed is not None  # an EndTableau is full
            card = None if placed.face_down else BY_ID[placed.card]
            score, why = points[(r, c)]
            views.append(
                {
                    "row": r,
                    "col": c,
                    "place": place_name((r, c)),
                    "face_down": placed.face_down,
                    "name": "gedekt" if card is None else card.shown,
                    "label": "gedekte kaart" if card is None else describe(card.id),
                    "purse": card.scroll.capacity if card and isinstance(card.scroll, Purse) else 0,
                    "gold": placed.token(GOLD),
                    "lock": bool(card and card.dungeon),
                    "key": bool(placed.token(KEY)),
                    "points": score,
                    "explanation": why,
                }
            )
    return views


class TableauEditor(RulebookWidget):
    """Lay out a square and score it: ``TableauEditor()`` starts from a full square,
    ``TableauEditor(end, focus=(0, 0))`` from any ``EndTableau`` with one card's ruling shown.

    ``place(row, col, name)``, ``face_down(row, col)``, ``set_purse(row, col, gold)``,
    ``set_key(row, col, yes)``, ``set_keys(n)``, ``set_gold(n)`` and ``choose(row, col)``
    (``choose(-1, -1)``: the whole square) do what the controls do. ``total`` is the score;
    ``cells`` every place with its points and explanation.
    """

    MODULE = "castle_tableau"
    INTENTS = INTENTS

    cells = traitlets.List(traitlets.Dict()).tag(sync=True)
    hand_keys = traitlets.Int(0).tag(sync=True)
    """The keys in hand (``keys`` is a name ipywidgets uses itself)."""
    hand_gold = traitlets.Int(0).tag(sync=True)
    total = traitlets.Int(0).tag(sync=True)
    outcome = traitlets.Unicode("").tag(sync=True)
    focus = traitlets.List(traitlets.Int()).tag(sync=True)
    """``[row, col]`` of the chosen card, or ``[]`` for the whole square."""
    picture = traitlets.Unicode("").tag(sync=True)
    ruling = traitlets.Dict().tag(sync=True)
    cards = traitlets.List(traitlets.Dict()).tag(sync=True)
    """Every card to pick from (sent once)."""
    caption = traitlets.Unicode("").tag(sync=True)
    """What to look for (a scroll example says it)."""

    def __init__(
        self,
        end: EndTableau = START,
        *,
        focus: Position | None = None,
        rules: Rules = DEFAULT_RULES,
        caption: str = "",
    ) -> None:
        if not isinstance(end, EndTableau):
            raise TypeError(f"an EndTableau, not {type(end).__name__}")
        self._rules = rules
        shown = self._scored(end, focus)
        super().__init__(cards=catalogue(), caption=caption)
        self._show(*shown)

    @classmethod
    def example(cls, name: str) -> TableauEditor:
        """One of the four new scrolls on its example (``SCROLL_EXAMPLES``), its card chosen."""
        if name not in SCROLL_EXAMPLES:
            raise ValueError(f"no scroll example {name!r}; known: {', '.join(SCROLL_EXAMPLES)}")
        end, position, caption = SCROLL_EXAMPLES[name]
        return cls(end, focus=position, caption=caption)

    @classmethod
    def from_json(cls, data: object, **kwargs: Any) -> TableauEditor:
        """From the terminal's JSON form (``{"tableau": [...], "keys": K, "gold": G}``)."""
        return cls(EndTableau.from_json(data), **kwargs)

    # -- what a reader (or a notebook cell) can do -------------------------------------------

    @property
    def end(self) -> EndTableau:
        """The square as it lies now."""
        return self._end

    @property
    def score(self) -> Ruling[rulings.TableauScore]:
        """The ruling of the whole square (each card's points, the keys, the total)."""
        return self._score

    def place(self, row: int, col: int, name: str) -> None:
        self.apply({"type": "place", "row": row, "col": col, "card": name})

    def face_down(self, row: int, col: int) -> None:
        self.apply({"type": "face_down", "row": row, "col": col})

    def set_purse(self, row: int, col: int, gold: int) -> None:
        self.apply({"type": "purse", "row": row, "col": col, "value": gold})

    def set_key(self, row: int, col: int, yes: bool) -> None:
        self.apply({"type": "key", "row": row, "col": col, "value": yes})

    def set_keys(self, number: int) -> None:
        self.apply({"type": "keys", "value": number})

    def set_gold(self, number: int) -> None:
        self.apply({"type": "gold", "value": number})

    def choose(self, row: int, col: int) -> None:
        """Explain the card at (row, col); ``choose(-1, -1)`` explains the whole square."""
        self.apply({"type": "focus", "row": row, "col": col})

    # -- intents -------------------------------------------------------------------------------

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        end, focus = self._changed(kind, content)
        shown = self._scored(end, focus)

        def accept() -> None:
            self._show(*shown)

        return accept

    def _changed(
        self, kind: str, content: Mapping[str, object]
    ) -> tuple[EndTableau, Position | None]:
        end = self._end
        focus: Position | None = (self.focus[0], self.focus[1]) if self.focus else None
        if kind in ("keys", "gold"):
            number = int_field(content, "value", kind)
            if not 0 <= number <= MAX_IN_HAND:
                what = "sleutels" if kind == "keys" else "goud"
                raise IntentError(f"In je hand: 0 tot {MAX_IN_HAND} {what}, niet {number}.")
            keys, gold = (number, end.gold) if kind == "keys" else (end.keys, number)
            return EndTableau(end.tableau, keys, gold), focus
        row, col = int_field(content, "row", kind), int_field(content, "col", kind)
        if kind == "focus" and (row, col) == (-1, -1):
            return end, None
        if not (0 <= row < 3 and 0 <= col < 3):
            raise IntentError(
                f"Het vierkant heeft rij 1 tot 3 en kolom 1 tot 3; {row + 1}, "
                f"{col + 1} ligt erbuiten."
            )
        position = (row, col)
        if kind == "focus":
            return end, position
        placed = end.tableau.at(position)
        assert placed is not None
        return self._with(end, position, self._new_place(kind, content, placed)), focus

    def _new_place(
        self, kind: str, content: Mapping[str, object], placed: PlacedCard
    ) -> PlacedCard:
        """What lies at a place after ``kind``; the ``EndTableau`` checks it against the rules."""
        if kind == "place":
            name = str_field(content, "card", kind)
            card = find_card(name)
            if card is None:
                raise RuleError(
                    CARDS,
                    f"Castle Combo (met Uit de Kerker!) heeft geen kaart {quoted(name.strip())}; "
                    f"zoek op de Engelse naam.",
                )
            return PlacedCard(card.id)
        if kind == "face_down":
            return PlacedCard(FACE_DOWN, face_down=True)
        if placed.face_down:
            raise RuleError(
                "castle-combo.gedekt",
                "Op een gedekte kaart ligt geen goud en geen sleutel: ze telt niet.",
            )
        tokens = dict(placed.tokens)
        if kind == "purse":
            tokens[GOLD] = int_field(content, "value", kind)
            if tokens[GOLD] < 0:
                raise IntentError("Goud op een beurs is 0 of meer.")
        else:
            yes = value_field(content, "value", kind)
            if not isinstance(yes, bool):
                raise IntentError("‘sleutel’ is ja of nee (true/false).")
            tokens[KEY] = int(yes)
        kept = tuple(sorted((name, n) for name, n in tokens.items() if n))
        return PlacedCard(placed.card, tokens=kept)

    @staticmethod
    def _with(end: EndTableau, position: Position, placed: PlacedCard) -> EndTableau:
        cards = tuple((p, placed if p == position else old) for p, old in end.cells())
        return EndTableau(Tableau(3, 3, cards), end.keys, end.gold)

    def _scored(self, end: EndTableau, focus: Position | None) -> tuple[Any, ...]:
        """The rulings of a square (raising before anything changes)."""
        score = rulings.tableau_ruling(end, self._rules)
        detail = rulings.card_ruling(end, focus, self._rules) if focus else score
        return end, focus, score, detail

    def _show(
        self,
        end: EndTableau,
        focus: Position | None,
        score: Ruling[rulings.TableauScore],
        detail: Ruling[Any],
    ) -> None:
        self._end = end
        self._score = score
        points = {card.position: (card.points, card.explanation) for card in score.result.cards}
        with self.hold_sync():
            self.cells = cell_views(end, points)
            self.hand_keys = end.keys
            self.hand_gold = end.gold
            self.total = score.result.total
            self.outcome = self._outcome(score)
            self.focus = list(focus) if focus else []
            self.picture = str(
                square_picture(
                    end,
                    points={p: n for p, (n, _) in points.items()},
                    focus=focus,
                    locks=self._rules.locks == "alle",
                )
            )
            self.ruling = ruling_view(detail)

    @staticmethod
    def _outcome(score: Ruling[rulings.TableauScore]) -> str:
        result = score.result
        cards = sum(card.points for card in result.cards)
        return (
            f"Totaal {result.total} punten: kaarten {cards}, sleutels {result.keys}"
            f" (goud in de hand na de beurzen: {result.leftover_gold})."
        )

    # -- text and static views ------------------------------------------------------------------

    def __repr__(self) -> str:
        return f"TableauEditor({self._end}; totaal {self.total})"

    def static_html(self) -> str:
        """The square, every card's points and the total, for a reader without a kernel."""
        rows = "".join(
            f"<tr><td>{html.escape(cell['place'])}</td><td>{html.escape(cell['name'])}</td>"
            f"<td>{cell['points']}</td><td>{html.escape(cell['explanation'])}</td></tr>"
            for cell in self.cells
        )
        table = (
            "<table><thead><tr><th>plaats</th><th>kaart</th><th>punten</th><th>uitleg</th>"
            f"</tr></thead><tbody>{rows}</tbody></table>"
        )
        note = no_kernel_note("De vierkantbouwer", "het vierkant van het begin")
        caption = f"<p>{html.escape(self.caption)}</p>" if self.caption else ""
        return (
            f'<div class="rb-static">{note}{caption}{as_img(self.picture)}{table}'
            f"<p><b>{html.escape(self.outcome)}</b></p>{ruling_html(self.ruling)}</div>"
        )
