"""A finished tableau to score, as a frozen value with a notation and a JSON form.

``EndTableau`` is what the end of the game leaves a player: a full 3 by 3 square (the core
``Tableau``; gold on a purse is the token ``goud``, a key still on a lock card the token
``sleutel``, a face-down card is ``~``), the keys in hand and the gold not on any card. Its
notation is the core tableau's, then the keys and the gold:

    3x3: Steward[goud=2] Baron Nun / ... / ... ; sleutels=3 goud=4

``from_json`` reads the form the terminal's ``score`` command takes; bad input from a reader is
a ``RuleError`` naming the clause it breaks, never a traceback.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass
from operator import itemgetter
from typing import Any

from rulebook.castle_combo.data import BY_ID, FACE_DOWN, Card, find_card
from rulebook.castle_combo.effects import DUNGEON, GAME, Purse
from rulebook.core.drawing.pictures import Pictured
from rulebook.core.dutch import quoted
from rulebook.core.errors import NotationError, RuleError
from rulebook.core.model.cards import PlacedCard, Position, Tableau
from rulebook.core.model.evolve import unchecked

GOLD = "goud"
KEY = "sleutel"
SIDE = 3
NOTATION = f"{GAME}.notatie"
SQUARE = f"{GAME}.plaatsen"
END = f"{GAME}.einde"
CARDS = f"{GAME}.materiaal"
PURSES = f"{GAME}.beurzen"
SCORING = f"{GAME}.telling"
FACE_DOWN_RULE = f"{GAME}.gedekt"
LOCK_KEY = f"{DUNGEON}.slot.sleutel"
MAX_AMOUNT = 999
_TAIL = re.compile(r"sleutels=(?P<keys>[0-9]{1,3}) goud=(?P<gold>[0-9]{1,3})")


@dataclass(frozen=True)
class EndTableau(Pictured):
    """A player's tableau at the end: the square, the keys in hand, the gold left over."""

    tableau: Tableau
    keys: int = 0
    gold: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.tableau, Tableau) or (self.tableau.width, self.tableau.height) != (
            SIDE,
            SIDE,
        ):
            raise ValueError("a tableau of Castle Combo is a core Tableau of 3 by 3")
        for name in ("keys", "gold"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError(f"{name} is a whole number, not {value!r}")
        problem = tableau_problem(self)
        if problem:
            raise RuleError(*problem)

    @classmethod
    def unchecked(cls, tableau: Tableau, keys: int, gold: int) -> EndTableau:
        """An end position made from one already checked (gold moved onto purses, lock keys
        into hand), or a square still growing scored as if the game ended now (what a
        computer player weighs, from the engine's own state): not checked again."""
        return unchecked(cls, tableau=tableau, keys=keys, gold=gold)

    def cells(self) -> tuple[tuple[Position, PlacedCard], ...]:
        return self.tableau.cards

    def card(self, placed: PlacedCard) -> Card | None:
        """The card's data when it lies face up; ``None`` for a face-down card."""
        return None if placed.face_down else BY_ID[placed.card]

    @classmethod
    def parse(cls, text: str) -> EndTableau:
        """Read the notation ``3x3: ... / ... / ... ; sleutels=K goud=G``."""
        if not isinstance(text, str) or text.count(";") != 1:
            raise NotationError(
                NOTATION,
                f"{quoted(str(text))} is geen eindvierkant: schrijf het raster, een ; en dan "
                f"sleutels=K goud=G.",
            )
        grid, tail = text.split(";")
        match = _TAIL.fullmatch(tail.strip())
        if match is None:
            raise NotationError(
                NOTATION, f"Na de ; staat {quoted(tail.strip())}, niet sleutels=K goud=G."
            )
        tableau = Tableau.parse(grid, clause_id=NOTATION)
        for _, placed in tableau.cards:
            if placed.card not in BY_ID and not (placed.face_down and placed.card == FACE_DOWN):
                raise RuleError(CARDS, f"Castle Combo heeft geen kaart {quoted(placed.card)}.")
        return cls(tableau, int(match["keys"]), int(match["gold"]))

    def __str__(self) -> str:
        return f"{self.tableau} ; sleutels={self.keys} goud={self.gold}"

    def __repr__(self) -> str:
        return f"EndTableau.parse({str(self)!r})"

    @classmethod
    def from_json(cls, data: object) -> EndTableau:
        """Read ``{"tableau": [[cell, cell, cell], ...], "keys": K, "gold": G}``.

        A cell is a card's English name (or Dutch name where known), ``{"card": NAME,
        "gold": N, "key": true}`` or ``{"face_down": true}`` (optionally with the card)."""
        if not isinstance(data, dict) or "tableau" not in data:
            raise RuleError(
                END, 'Het bestand moet een object zijn met "tableau": drie rijen van drie kaarten.'
            )
        unknown = sorted(set(data) - {"tableau", "keys", "gold"})
        if unknown:
            raise RuleError(
                SCORING,
                f"Onbekende sleutel {quoted(unknown[0])} in het bestand; "
                'gebruik "tableau", "keys" en "gold".',
            )
        rows = data["tableau"]
        if (
            not isinstance(rows, list)
            or len(rows) != SIDE
            or any(not isinstance(row, list) or len(row) != SIDE for row in rows)
        ):
            raise RuleError(
                END,
                "Aan het eind is elk vierkant precies 3 bij 3: geef drie rijen van elk drie "
                "plaatsen.",
            )
        cards = [((r, c), _cell(cell)) for r, row in enumerate(rows) for c, cell in enumerate(row)]
        keys = _amount(data.get("keys", 0), "keys", "sleutels in je hand")
        gold = _amount(data.get("gold", 0), "gold", "goud dat niet op een kaart ligt")
        return cls(Tableau(SIDE, SIDE, tuple(cards)), keys, gold)

    def as_json(self) -> dict[str, Any]:
        """The form ``from_json`` reads (English card names)."""
        rows: list[list[Any]] = [[None] * SIDE for _ in range(SIDE)]
        for (r, c), placed in self.cells():
            rows[r][c] = _json_cell(placed)
        return {"tableau": rows, "keys": self.keys, "gold": self.gold}


def _json_cell(placed: PlacedCard) -> Any:
    if placed.face_down:
        return (
            {"face_down": True}
            if placed.card == FACE_DOWN
            else {"card": BY_ID[placed.card].name, "face_down": True}
        )
    name = BY_ID[placed.card].name
    if not placed.tokens:
        return name
    cell: dict[str, Any] = {"card": name}
    if placed.token(GOLD):
        cell["gold"] = placed.token(GOLD)
    if placed.token(KEY):
        cell["key"] = True
    return cell


def _amount(value: object, name: str, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_AMOUNT:
        raise RuleError(
            SCORING,
            f'"{name}" ({what}) is een geheel getal van 0 tot {MAX_AMOUNT}, niet {value!r}.',
        )
    return value


def _named(name: object) -> Card:
    if not isinstance(name, str):
        raise RuleError(CARDS, f"Een kaart noem je bij haar naam, niet {name!r}.")
    card = find_card(name)
    if card is None:
        raise RuleError(
            CARDS, f"Castle Combo (met Uit de Kerker!) heeft geen kaart {quoted(name)}."
        )
    return card


def _cell(cell: object) -> PlacedCard:
    """One place of the square from JSON."""
    if isinstance(cell, str):
        return PlacedCard(_named(cell).id)
    if not isinstance(cell, dict):
        raise RuleError(
            SQUARE,
            f"Elke plaats van het vierkant houdt een kaart aan het eind; {cell!r} is geen kaart.",
        )
    unknown = sorted(set(cell) - {"card", "gold", "key", "face_down"})
    if unknown:
        raise RuleError(
            SCORING,
            f"Onbekend veld {quoted(unknown[0])} bij een kaart; gebruik "
            '"card", "gold", "key" of "face_down".',
        )
    down = cell.get("face_down", False)
    if not isinstance(down, bool):
        raise RuleError(FACE_DOWN_RULE, '"face_down" is true of false.')
    if down:
        if "gold" in cell or "key" in cell:
            raise RuleError(
                FACE_DOWN_RULE, "Op een gedekte kaart ligt geen goud en geen sleutel: ze telt niet."
            )
        card_id = _named(cell["card"]).id if "card" in cell else FACE_DOWN
        return PlacedCard(card_id, face_down=True)
    if "card" not in cell:
        raise RuleError(CARDS, 'Een open kaart heeft een naam nodig: {"card": "Steward"}.')
    card = _named(cell["card"])
    gold = _amount(cell.get("gold", 0), "gold", "goud op de beurs")
    key = cell.get("key", False)
    if not isinstance(key, bool):
        raise RuleError(
            LOCK_KEY, '"key" is true of false: er ligt hoogstens één sleutel op een slot.'
        )
    tokens: tuple[tuple[str, int], ...] = ((GOLD, gold),) if gold else ()
    tokens += ((KEY, 1),) if key else ()
    return PlacedCard(card.id, tokens=tuple(sorted(tokens)))


def tableau_problem(end: EndTableau) -> tuple[str, str] | None:
    """Why this end position cannot occur (clause id, Dutch text), or ``None``."""
    if not end.tableau.is_full():
        return END, (
            f"Het spel eindigt pas als elk vierkant 9 kaarten heeft; dit heeft er "
            f"{len(end.tableau)}."
        )
    if not 0 <= end.keys <= MAX_AMOUNT or not 0 <= end.gold <= MAX_AMOUNT:
        return SCORING, f"Sleutels en goud zijn 0 tot {MAX_AMOUNT}, niet {end.keys} en {end.gold}."
    seen: set[str] = set()
    for _, placed in end.cells():
        if placed.card == FACE_DOWN:
            if not placed.face_down:
                return CARDS, f"{FACE_DOWN} is geen kaart om open te leggen."
            continue
        if placed.card not in BY_ID:
            return CARDS, f"Castle Combo heeft geen kaart {quoted(placed.card)}."
        if placed.card in seen:
            return (
                CARDS,
                f"Elke kaart zit één keer in het spel; {BY_ID[placed.card].name} ligt er "
                f"twee keer.",
            )
        seen.add(placed.card)
        problem = _token_problem(placed, BY_ID[placed.card])
        if problem:
            return problem
    return None


def _token_problem(placed: PlacedCard, card: Card) -> tuple[str, str] | None:
    extra = {name for name, _ in placed.tokens} - {GOLD, KEY}
    if extra:
        return SCORING, f"Op {card.name} ligt iets onbekends: {', '.join(sorted(extra))}."
    if placed.face_down and placed.tokens:
        return FACE_DOWN_RULE, "Op een gedekte kaart ligt geen goud en geen sleutel: ze telt niet."
    gold = placed.token(GOLD)
    if gold and not isinstance(card.scroll, Purse):
        return PURSES, f"{card.name} heeft geen beurs; er kan geen goud op liggen."
    if isinstance(card.scroll, Purse) and gold > card.scroll.capacity:
        return PURSES, (
            f"De beurs van {card.name} houdt hoogstens {card.scroll.capacity} goud, niet {gold}."
        )
    if placed.token(KEY) > 1 or (placed.token(KEY) and not card.dungeon):
        return LOCK_KEY, (
            f"Een sleutel ligt alleen op een kaart met een slot, en dan één; {card.name} "
            f"{'heeft geen slot' if not card.dungeon else 'draagt er meer'}."
        )
    return None


_first = itemgetter(0)
"""A placed card's position (the key a tableau's cards are sorted by), read in C."""


def laid(tableau: Tableau, position: Position, placed: PlacedCard) -> Tableau:
    """``tableau.place`` for a position read from the tableau's own ``legal_positions`` (the
    computer players and their scoring try every one of them): the same grid, the position
    not looked up again."""
    return laid_at(tableau, position, placed)[0]


def laid_at(
    tableau: Tableau, position: Position, placed: PlacedCard
) -> tuple[Tableau, int, Position]:
    """``laid``, and where the new card went in the grown grid's reading order, and how far
    every card moved (rows, columns: 0 or less). A core tableau is normalised (its cards
    sorted, the top row and left column 0), so only a card above or left of it shifts the
    others, and the new card is put in its sorted place."""
    row, column = position
    cards = tableau.cards
    top, left = (min(row, 0), min(column, 0)) if cards else position
    if top or left:
        cards = tuple([((r - top, c - left), p) for (r, c), p in cards])
        position = (row - top, column - left)
    index = bisect_left(cards, position, key=_first)
    new = unchecked(
        Tableau,
        width=tableau.width,
        height=tableau.height,
        cards=(*cards[:index], (position, placed), *cards[index:]),
    )
    return new, index, (top, left)
