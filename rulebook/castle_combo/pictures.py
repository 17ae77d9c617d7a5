"""The pictures of Castle Combo drawn for reading: the 3 by 3 square and the two open rows.

No publisher art: each card is a frame with its words and a few plain shapes, and everything a
shape says is said in words too (in the picture and in its Dutch description):

- the **cost** in a coin at the top left (``5``), the **banner** as a band along the top with
  its word (*kasteel* or *dorp*), a **lock** (a padlock; *met slot* in the description) on the
  prisoners of Uit de Kerker!, left of the ability as on the real card (on the small cards, which
  carry no ability text, left of the word *vaardigheid*);
- the **shields** as little shield shapes, each with its letter (A Adel, G Geloof,
  W Wetenschap, K Krijg, M Ambacht, B Boeren);
- **gold on a purse** as a box *goud 2/3* (gold on it / room), a **key on a lock** as a box
  *sleutel*; a **face-down card** hatched with the word *gedekt*;
- optionally the **points** each card scores, as a box *12 p* at its foot.

All text is at least 11 px, dark on the light card of ``rulebook.core.drawing.svg``, so the pictures
read in JupyterLab's light and dark themes alike and without a kernel (an ``<img>`` in HTML).
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rulebook.castle_combo.data import BY_ID, FACE_DOWN, Card
from rulebook.castle_combo.effects import Banner, Purse, Shield
from rulebook.castle_combo.state import GOLD, KEY, EndTableau
from rulebook.core.drawing import svg
from rulebook.core.drawing.card_svg import card_back
from rulebook.core.drawing.svg import INK, INK_SOFT, SvgPicture
from rulebook.core.dutch import count
from rulebook.core.model.cards import Display, PlacedCard, Position, Tableau

CARD_W = 100
CARD_H = 132
GAP = 10
MARGIN = 14
HEADING = 24
SMALLEST = 11
"""No text in these pictures is smaller (px)."""
FACE_FILL = "#ffffff"
BACK_FILL = "#e6e0d6"
BAND = {Banner.CASTLE: "#dde3ec", Banner.VILLAGE: "#efe3d0"}
"""The banner bands: light tints (the word on them says which banner), dark text reads on both."""
COIN = "#f3dd8a"
FOCUS = "#7b2fb5"
ROW_WORDS = ("kasteelrij", "dorpsrij")
LETTER_EM = 0.53
"""The width of an average letter in em when wrapping a card's text on the table's cards (a
browser test checks in chromium that no line runs past its card)."""
TEXT_SIZE = SMALLEST
LINE = 13
"""The line height of a card's ability and scoring text (at ``TEXT_SIZE``)."""


def describe(card_id: str, locks: bool = True) -> str:
    """A card in words: ``Nun (kasteel, 3 goud, Geloof)``; a face-down card ``gedekte kaart``.
    A prisoner of Uit de Kerker! says *met slot* when the game gives them locks (``locks``: the
    option ``slotkaarten=alle``; with ``slotkaarten=geen`` none has one)."""
    if card_id == FACE_DOWN:
        return "gedekte kaart"
    card = BY_ID[card_id]
    shields = "+".join(s.dutch for s in card.shields)
    lock = ", met slot" if locks and card.dungeon else ""
    return f"{card.shown} ({card.row.value}, {card.cost} goud, {shields}{lock})"


@dataclass(frozen=True)
class Size:
    """The size of a drawn card: the small one of the chapters (name, price, shields), or the
    table's, which also carries the card's ability and scoring rule in words."""

    width: float = CARD_W
    height: float = CARD_H
    text: bool = False


SMALL = Size()


def _frame(x: float, y: float, fill: str, size: Size = SMALL, **style: object) -> str:
    return svg.element(
        "rect",
        x=x,
        y=y,
        width=size.width,
        height=size.height,
        rx=8,
        fill=fill,
        stroke=INK,
        stroke_width=1.5,
        **style,
    )


def _badge(x: float, y: float, words: str, *, kind: str, width: float = CARD_W) -> str:
    """A box with words at the foot of a card (gold, a key, points)."""
    return svg.element(
        "g",
        svg.element(
            "rect",
            x=x + 6,
            y=y,
            width=width - 12,
            height=17,
            rx=4,
            fill=COIN if kind == "goud" else FACE_FILL,
            stroke=INK_SOFT,
        ),
        svg.text(x + width / 2, y + 12.5, words, size=SMALLEST, weight="bold"),
        class_=f"rb-castle-{kind}",
    )


def _shield(x: float, y: float, letter: str, name: str) -> str:
    """A shield shape (flat top, pointed foot) with the shield's letter in it."""
    path = (
        f"M{x:g} {y:g} H{x + 18:g} V{y + 10:g} Q{x + 18:g} {y + 18:g} {x + 9:g} {y + 22:g} "
        f"Q{x:g} {y + 18:g} {x:g} {y + 10:g} Z"
    )
    return svg.element(
        "g",
        svg.element("title", svg.escape(name)),
        svg.element("path", d=path, fill=FACE_FILL, stroke=INK, stroke_width=1.3),
        svg.text(x + 9, y + 13, letter, size=SMALLEST, weight="bold"),
        class_="rb-castle-shield",
        data_shield=letter,
    )


LOCK_W = 14
LOCK_H = 15
LOCK_ROOM = LOCK_W + 6
"""A padlock's width and height, and the room it takes left of the ability's words."""


def _lock(x: float, y: float) -> str:
    """A padlock (the description says *met slot*), its top left at ``x, y``: on the card, as on
    the real one, left of the ability (seed: the lock stands left of the ability)."""
    shackle = f"M{x + 3:g} {y + 7:g} V{y + 4:g} A4 4 0 0 1 {x + 11:g} {y + 4:g} V{y + 7:g}"
    return svg.element(
        "g",
        svg.element("path", d=shackle, fill="none", stroke=INK, stroke_width=1.6),
        svg.element(
            "rect", x=x, y=y + 6, width=LOCK_W, height=LOCK_H - 6, rx=2, fill=FACE_FILL, stroke=INK
        ),
        class_="rb-castle-lock",
    )


def _name_lines(card: Card, size: Size) -> list[str]:
    return textwrap.wrap(card.shown, 14 if not size.text else int(size.width / (12 * 0.62)))[:3]


def card_words(card: Card, width: float, lock: bool = False) -> list[tuple[str, str]]:
    """A card's ability and scoring rule as wrapped lines, each ``(bold start, rest)``: the
    first line of each part starts with its heading (*Vaardigheid:*, *Punten:*), in the words
    of ``castle-combo score`` and chapter 40 (``dutch()`` of the ability and the scroll). With
    ``lock`` the ability's lines leave room at their left for the padlock."""
    lines: list[tuple[str, str]] = []
    for heading, words in (
        ("Vaardigheid:", card.ability.dutch()),
        ("Punten:", card.scroll.dutch()),
    ):
        room = width - 12 - (LOCK_ROOM if lock and heading == "Vaardigheid:" else 0)
        per_line = max(12, int(room / (TEXT_SIZE * LETTER_EM)))
        wrapped = textwrap.wrap(f"{heading} {words}", per_line)
        lines.append((heading, wrapped[0][len(heading) :]))
        lines += [("", line) for line in wrapped[1:]]
    return lines


def _text_top(card: Card, size: Size) -> float:
    """Where a table card's words start: below its name and shields."""
    return 46 + 13 * len(_name_lines(card, size)) + 22 + 15  # below the shields


def _text_lines(x: float, y: float, card: Card, size: Size, lock: bool = False) -> str:
    parts = []
    top = y + _text_top(card, size)
    body = card_words(card, size.width, lock)
    if lock:  # left of the ability's first line, as on the real card
        parts.append(_lock(x + 5, top - 11))
    ability = True
    for index, (bold, rest) in enumerate(body):
        if index and bold:
            top += 4  # a little room between the ability and the scoring rule
            ability = False
        content = (
            svg.element("tspan", svg.escape(bold), font_weight="bold") if bold else ""
        ) + svg.escape(rest)
        parts.append(
            svg.element(
                "text",
                content,
                x=x + 6 + (LOCK_ROOM if lock and ability else 0),
                y=top + LINE * index,
                font_size=TEXT_SIZE,
                text_anchor="start",
                fill=INK,
            )
        )
    return "".join(parts)


def _face(card: Card, x: float, y: float, lock: bool, size: Size = SMALL) -> str:
    """Banner band, cost coin, lock, name and shields of a face-up card (and on the table's
    cards its ability and scoring rule in words)."""
    width = size.width
    parts = [
        svg.element(
            "path",
            d=(
                f"M{x + 0.75:g} {y + 26:g} V{y + 8:g} Q{x + 0.75:g} {y + 0.75:g} "
                f"{x + 8:g} {y + 0.75:g} H{x + width - 8:g} Q{x + width - 0.75:g} "
                f"{y + 0.75:g} {x + width - 0.75:g} {y + 8:g} V{y + 26:g} Z"
            ),
            fill=BAND[card.row],
        ),
        svg.element("circle", cx=x + 14, cy=y + 14, r=11, fill=COIN, stroke=INK),
        svg.text(x + 14, y + 18.5, str(card.cost), size=13, weight="bold"),
        svg.text(x + 30, y + 18, card.row.value, size=SMALLEST, anchor="start"),
    ]
    lines = _name_lines(card, size)
    for index, line in enumerate(lines):
        parts.append(svg.text(x + width / 2, y + 44 + 13 * index, line, size=12, weight="bold"))
    shields = card.shields
    left = x + width / 2 - (len(shields) * 22 - 4) / 2
    top = y + 46 + 13 * len(lines)
    for index, shield in enumerate(shields):
        parts.append(_shield(left + 22 * index, top, shield.letter, shield.named))
    if size.text:
        parts.append(_text_lines(x, y, card, size, lock))
    elif lock:
        # the small card carries no ability text: the padlock stands left of the word for it,
        # under the shields, as on the real card the lock stands left of the ability
        below = top + 23  # under a shield's point; ends above a key's box at the foot
        parts.append(_lock(x + 6, below))
        parts.append(
            svg.text(x + 6 + LOCK_ROOM, below + 11, "vaardigheid", size=SMALLEST, anchor="start")
        )
    return "".join(parts)


def _back(x: float, y: float, size: Size = SMALL) -> str:
    return card_back(
        x, y, size.width, size.height, radius=8, text_size=12, inset=12, word_height=20
    )


def card_shape(
    x: float,
    y: float,
    placed: PlacedCard | None,
    *,
    locks: bool = True,
    points: int | None = None,
    focus: bool = False,
    purses: bool = True,
    size: Size = SMALL,
) -> str:
    """One place: a face-up card with its tokens (``purses``: also an empty purse's room), a
    face-down card, or an empty place; ``size`` is the table's card with its words, or the
    small one."""
    if placed is None:
        return svg.element(
            "g",
            _frame(x, y, "none", size, stroke_dasharray="5 4", opacity=0.7),
            svg.text(x + size.width / 2, y + size.height / 2 + 4, "leeg", size=12, fill=INK_SOFT),
            class_="rb-empty-slot",
        )
    if placed.face_down:
        body = _back(x, y, size)
    else:
        card = BY_ID[placed.card]
        body = _frame(x, y, FACE_FILL, size) + _face(card, x, y, locks and card.dungeon, size)
        foot = y + size.height - 20
        if placed.token(KEY):
            body += _badge(x, foot, "sleutel op slot", kind="sleutel", width=size.width)
            foot -= 19
        if purses and isinstance(card.scroll, Purse):
            room = card.scroll.capacity
            body += _badge(
                x, foot, f"goud {placed.token(GOLD)}/{room}", kind="goud", width=size.width
            )
            foot -= 19
    if points is not None:
        body += svg.element(
            "g",
            svg.element(
                "rect",
                x=x + size.width - 40,
                y=y + size.height - 4,
                width=38,
                height=18,
                rx=9,
                fill=FACE_FILL,
                stroke=INK,
            ),
            svg.text(
                x + size.width - 21, y + size.height + 9, f"{points} p", size=12, weight="bold"
            ),
            class_="rb-castle-points",
        )
    if focus:
        body += svg.element(
            "rect",
            x=x - 4,
            y=y - 4,
            width=size.width + 8,
            height=size.height + 8,
            rx=10,
            fill="none",
            stroke=FOCUS,
            stroke_width=3,
            stroke_dasharray="6 3",
            class_="rb-castle-focus",
        )
    return svg.element(
        "g",
        body,
        class_="rb-playing-card",
        data_card=placed.card,
        data_face_down="ja" if placed.face_down else None,
    )


def placed_words(placed: PlacedCard, locks: bool = True) -> str:
    """A place in words: ``Beekeeper (dorp, 3 goud, Boeren) met goud 2/3``."""
    if placed.face_down:
        return "gedekte kaart"
    card = BY_ID[placed.card]
    notes = []
    if isinstance(card.scroll, Purse):
        notes.append(f"goud {placed.token(GOLD)} van {card.scroll.capacity} op de beurs")
    if placed.token(KEY):
        notes.append("een sleutel op het slot")
    return describe(placed.card, locks) + (f" met {' en '.join(notes)}" if notes else "")


def square_picture(
    end: EndTableau,
    *,
    points: Mapping[Position, int] | None = None,
    focus: Position | None = None,
    locks: bool = True,
) -> SvgPicture:
    """A player's 3 by 3 square at the end, with the keys and gold in hand in its heading;
    ``points`` writes each card's points at its foot, ``focus`` rings one place."""
    name = f"Vierkant · {count(end.keys, 'sleutel', 'sleutels')} · {end.gold} goud in de hand"
    parts = [svg.text(MARGIN, MARGIN + 13, name, size=13, anchor="start", weight="bold")]
    said = []
    extra = 14 if points is not None else 0
    for r in range(3):
        cells = []
        for c in range(3):
            placed = end.tableau.at((r, c))
            x = MARGIN + c * (CARD_W + GAP)
            y = MARGIN + HEADING + r * (CARD_H + GAP + extra)
            shown = None if points is None else points.get((r, c))
            parts.append(card_shape(x, y, placed, locks=locks, points=shown, focus=focus == (r, c)))
            words = "leeg" if placed is None else placed_words(placed, locks)
            if shown is not None:
                words += f": {shown} punten"
            if focus == (r, c):
                words += " (gekozen)"
            cells.append(words)
        said.append(f"rij {r + 1}: " + ", ".join(cells))
    width = 2 * MARGIN + 3 * CARD_W + 2 * GAP
    height = 2 * MARGIN + HEADING + 3 * (CARD_H + extra) + 2 * GAP
    title = f"{name}"
    description = f"{name}; " + "; ".join(said) + "."
    return svg.document(width, height, title, description, "".join(parts))


def full_words(card_id: str, locks: bool = True) -> str:
    """A card with everything it says: ``Nun (kasteel, 3 goud, Geloof); vaardigheid: ...;
    punten: ...`` (the words of ``castle-combo score`` and chapter 40)."""
    card = BY_ID[card_id]
    return (
        f"{describe(card_id, locks)}; vaardigheid: {card.ability.dutch()}; "
        f"punten: {card.scroll.dutch()}"
    )


def _table_height() -> float:
    """The height of the table's cards: room for the longest name, ability and scoring rule,
    and two tokens (a key on a lock and gold on a purse) below them."""
    size = Size(TABLE_WIDTH, 0, text=True)
    tallest = max(
        _text_top(card, size) + LINE * len(card_words(card, TABLE_WIDTH, card.dungeon)) + 4
        for card in BY_ID.values()
    )
    return tallest + 2 * 19 + 4


TABLE_WIDTH = 130
TABLE = Size(TABLE_WIDTH, _table_height(), text=True)
"""The table's card: wide and tall enough for its ability and scoring rule at 11 px."""
SHIELD_LEGEND = "Schilden: " + " · ".join(f"{s.letter} {s.dutch}" for s in Shield)
"""What the letters on the shields stand for (``A Adel · G Geloof · ...``)."""
GUTTER = 44
"""Room left of a table square for its row numbers."""


def growing_picture(
    tableau: Tableau, *, name: str = "Vierkant in opbouw", size: Size = SMALL, locks: bool = True
) -> SvgPicture:
    """A square during the game (a core ``Tableau`` of this game's cards): the places its cards
    span, empty ones marked *leeg*; the notation's relative positions, top left is rij 1. The
    table's cards (``size=TABLE``) carry their words, and the rows and columns their numbers,
    so a place named in a choice ("links van Nun (rij 1, kolom 2)") is found."""
    if not isinstance(tableau, Tableau):
        raise TypeError(f"a Tableau, not {type(tableau).__name__}")
    rows, columns = tableau.size()
    rows, columns = max(rows, 1), max(columns, 1)
    parts = [svg.text(MARGIN, MARGIN + 13, name, size=13, anchor="start", weight="bold")]
    left = MARGIN + (GUTTER if size.text else 0)
    top = MARGIN + HEADING + (16 if size.text else 0)
    said = []
    for r in range(rows):
        cells = []
        y = top + r * (size.height + GAP)
        if size.text:
            parts.append(
                svg.text(MARGIN, y + size.height / 2, f"rij {r + 1}", size=12, anchor="start")
            )
        for c in range(columns):
            placed = tableau.at((r, c))
            x = left + c * (size.width + GAP)
            if size.text and r == 0:
                parts.append(svg.text(x + size.width / 2, top - 5, f"kolom {c + 1}", size=12))
            parts.append(card_shape(x, y, placed, size=size, locks=locks))
            if placed is None:
                cells.append("leeg")
            else:
                words = placed_words(placed, locks)
                if size.text and not placed.face_down:
                    card = BY_ID[placed.card]
                    words += (
                        f" (vaardigheid: {card.ability.dutch()}; punten: {card.scroll.dutch()})"
                    )
                cells.append(words)
        said.append(f"rij {r + 1}: " + ", ".join(cells))
    width = max(left + MARGIN + columns * (size.width + GAP) - GAP, 2 * MARGIN + len(name) * 8.5)
    height = top + MARGIN + rows * (size.height + GAP) - GAP
    title = f"{name} met {count(len(tableau), 'kaart', 'kaarten')}"
    return svg.document(width, height, title, f"{title}; " + "; ".join(said) + ".", "".join(parts))


def rows_picture(
    castle: Display,
    village: Display,
    messenger: int,
    *,
    note: str = "",
    size: Size = SMALL,
    hand: PlacedCard | None = None,
    holder: str = "",
    locks: bool = True,
) -> SvgPicture:
    """The two open rows, castle above village, and the messenger beside its row (a pawn and
    the word *boodschapper*, so colour is never the only sign); ``note`` is a line under them
    (the stacks). At the table (``size=TABLE``) the cards carry their words, ``hand`` is the
    card bought and not yet laid (drawn under the rows, ``holder`` names who holds it) and a
    legend says what the shields' letters stand for."""
    if messenger not in (0, 1):
        raise ValueError(f"the messenger stands at 0 (castle) or 1 (village), not {messenger!r}")
    left = MARGIN + 70
    parts, said = [], []
    shown: list[tuple[str, tuple[str | None, ...] | tuple[PlacedCard]]] = [
        ("Kasteel", castle.slots),
        ("Dorp", village.slots),
    ]
    if hand is not None:
        shown.append(("In de hand", (hand,)))
    for index, (heading, slots) in enumerate(shown):
        y = MARGIN + index * (size.height + GAP)
        for line, word in enumerate(heading.split()[:1] if index < 2 else ("In de", "hand")):
            parts.append(
                svg.text(
                    MARGIN,
                    y + size.height / 2 + 15 * line,
                    word,
                    size=13,
                    anchor="start",
                    weight="bold",
                )
            )
        for slot, card in enumerate(slots):
            placed = card if isinstance(card, PlacedCard) or card is None else PlacedCard(card)
            x = left + slot * (size.width + GAP)
            parts.append(card_shape(x, y, placed, purses=False, size=size, locks=locks))
        if index < 2:
            words = full_words if size.text else describe
            cards = ", ".join("leeg" if c is None else words(str(c), locks) for c in slots)
            said.append(f"{ROW_WORDS[index]}: {cards}")
        elif hand is not None:
            what = "een kaart, gedekt" if hand.face_down else full_words(hand.card, locks)
            said.append(f"in de hand{' van ' + holder if holder else ''}: {what}")
        if index == messenger:
            # beside the row; at the table under the row's name, so the rows stay narrow
            x = MARGIN + 8 if size.text else left + len(slots) * (size.width + GAP) + 14
            middle = y + size.height / 2 + (60 if size.text else 0)
            pawn = (
                f"M{x + 6:g} {middle + 10:g} L{x + 20:g} {middle - 6:g} "
                f"L{x + 34:g} {middle + 10:g} Z"
            )
            parts.append(
                svg.element(
                    "g",
                    svg.element("circle", cx=x + 20, cy=middle - 14, r=8, fill=COIN, stroke=INK),
                    svg.element("path", d=pawn, fill=COIN, stroke=INK),
                    svg.text(x + 20, middle + 28, "boodschapper", size=SMALLEST),
                    class_="rb-castle-messenger",
                )
            )
    width = left + 3 * (size.width + GAP) + (MARGIN - GAP if size.text else 100)
    height = 2 * MARGIN + len(shown) * size.height + (len(shown) - 1) * GAP
    for under in (note, SHIELD_LEGEND if size.text else ""):
        if under:
            parts.append(svg.text(MARGIN, height + 4, under, size=12, anchor="start"))
            height += 22
            said.append(under)
    title = f"De open rijen; de boodschapper staat bij de {ROW_WORDS[messenger]}"
    return svg.document(width, height, title, f"{title}. " + "; ".join(said) + ".", "".join(parts))


def card_picture(card_id: str, *, locks: bool = True) -> SvgPicture:
    """One card, face up, with its ability and scroll in the description."""
    card = BY_ID[card_id]
    body = card_shape(MARGIN, MARGIN, PlacedCard(card_id), locks=locks)
    title = f"Kaart {describe(card_id, locks)}"
    description = (
        f"{title}; vaardigheid: {card.ability.dutch()}; scoringsrol: {card.scroll.dutch()}."
    )
    return svg.document(CARD_W + 2 * MARGIN, CARD_H + 2 * MARGIN, title, description, body)


def text_sizes(picture: str) -> Sequence[float]:
    """Every font size a picture uses (the tests check none is below ``SMALLEST``)."""
    import re

    return [float(size) for size in re.findall(r'font-size="([\d.]+)"', picture)]
