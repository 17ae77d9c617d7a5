"""The pictures of Castle Combo drawn for reading: the 3 by 3 square and the two open rows.

No publisher art: each card is a frame with its words and a few plain shapes, and everything a
shape says is said in words too (in the picture and in its Dutch description):

- the **cost** in a coin at the top left (``5``), the **banner** as a band along the top with
  its word (*kasteel* or *dorp*), a **lock** (a padlock; *met slot* in the description) on the
  prisoners of Uit de Kerker!;
- the **shields** as little shield shapes, each with its letter (A Adel, G Geloof,
  W Wetenschap, K Krijg, M Ambacht, B Boeren);
- **gold on a purse** as a box *goud 2/3* (gold on it / room), a **key on a lock** as a box
  *sleutel*; a **face-down card** hatched with the word *gedekt*;
- optionally the **points** each card scores, as a box *12 p* at its foot.

All text is at least 11 px, dark on the light card of ``rulebook.core.svg``, so the pictures
read in JupyterLab's light and dark themes alike and without a kernel (an ``<img>`` in HTML).
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping, Sequence

from rulebook.castle_combo.data import BY_ID, FACE_DOWN, Card
from rulebook.castle_combo.effects import Banner, Purse
from rulebook.castle_combo.state import GOLD, KEY, EndTableau
from rulebook.core import svg
from rulebook.core.card_svg import card_back
from rulebook.core.cards import Display, PlacedCard, Position, Tableau
from rulebook.core.dutch import count
from rulebook.core.svg import INK, INK_SOFT, SvgPicture

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


def describe(card_id: str) -> str:
    """A card in words: ``Nun (kasteel, 3 goud, Geloof)``; a face-down card ``gedekte kaart``."""
    if card_id == FACE_DOWN:
        return "gedekte kaart"
    card = BY_ID[card_id]
    shields = "+".join(s.dutch for s in card.shields)
    lock = ", met slot" if card.dungeon else ""
    return f"{card.shown} ({card.row.value}, {card.cost} goud, {shields}{lock})"


def _frame(x: float, y: float, fill: str, **style: object) -> str:
    return svg.element(
        "rect",
        x=x,
        y=y,
        width=CARD_W,
        height=CARD_H,
        rx=8,
        fill=fill,
        stroke=INK,
        stroke_width=1.5,
        **style,
    )


def _badge(x: float, y: float, words: str, *, kind: str) -> str:
    """A box with words at the foot of a card (gold, a key, points)."""
    return svg.element(
        "g",
        svg.element(
            "rect",
            x=x + 6,
            y=y,
            width=CARD_W - 12,
            height=17,
            rx=4,
            fill=COIN if kind == "goud" else FACE_FILL,
            stroke=INK_SOFT,
        ),
        svg.text(x + CARD_W / 2, y + 12.5, words, size=SMALLEST, weight="bold"),
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


def _lock(x: float, y: float) -> str:
    """A padlock (the description says *met slot*)."""
    shackle = f"M{x + 3:g} {y + 8:g} V{y + 4:g} A5 5 0 0 1 {x + 13:g} {y + 4:g} V{y + 8:g}"
    return svg.element(
        "g",
        svg.element("path", d=shackle, fill="none", stroke=INK, stroke_width=1.6),
        svg.element("rect", x=x, y=y + 8, width=16, height=11, rx=2, fill=FACE_FILL, stroke=INK),
        class_="rb-castle-lock",
    )


def _face(card: Card, x: float, y: float, lock: bool) -> str:
    """Banner band, cost coin, lock, name and shields of a face-up card."""
    parts = [
        svg.element(
            "path",
            d=(
                f"M{x + 0.75:g} {y + 26:g} V{y + 8:g} Q{x + 0.75:g} {y + 0.75:g} "
                f"{x + 8:g} {y + 0.75:g} H{x + CARD_W - 8:g} Q{x + CARD_W - 0.75:g} "
                f"{y + 0.75:g} {x + CARD_W - 0.75:g} {y + 8:g} V{y + 26:g} Z"
            ),
            fill=BAND[card.row],
        ),
        svg.element("circle", cx=x + 14, cy=y + 14, r=11, fill=COIN, stroke=INK),
        svg.text(x + 14, y + 18.5, str(card.cost), size=13, weight="bold"),
        svg.text(x + 30, y + 18, card.row.value, size=SMALLEST, anchor="start"),
    ]
    if lock:
        parts.append(_lock(x + CARD_W - 24, y + 3))
    lines = textwrap.wrap(card.shown, 14)[:3]
    for index, line in enumerate(lines):
        parts.append(svg.text(x + CARD_W / 2, y + 44 + 13 * index, line, size=12, weight="bold"))
    shields = card.shields
    left = x + CARD_W / 2 - (len(shields) * 22 - 4) / 2
    top = y + 46 + 13 * len(lines)
    for index, shield in enumerate(shields):
        parts.append(_shield(left + 22 * index, top, shield.letter, shield.named))
    return "".join(parts)


def _back(x: float, y: float) -> str:
    return card_back(x, y, CARD_W, CARD_H, radius=8, text_size=12, inset=12, word_height=20)


def card_shape(
    x: float,
    y: float,
    placed: PlacedCard | None,
    *,
    locks: bool = True,
    points: int | None = None,
    focus: bool = False,
    purses: bool = True,
) -> str:
    """One place: a face-up card with its tokens (``purses``: also an empty purse's room), a
    face-down card, or an empty place."""
    if placed is None:
        return svg.element(
            "g",
            _frame(x, y, "none", stroke_dasharray="5 4", opacity=0.7),
            svg.text(x + CARD_W / 2, y + CARD_H / 2 + 4, "leeg", size=12, fill=INK_SOFT),
            class_="rb-empty-slot",
        )
    if placed.face_down:
        body = _back(x, y)
    else:
        card = BY_ID[placed.card]
        body = _frame(x, y, FACE_FILL) + _face(card, x, y, locks and card.dungeon)
        foot = y + CARD_H - 22
        if placed.token(KEY):
            body += _badge(x, foot, "sleutel op slot", kind="sleutel")
            foot -= 19
        if purses and isinstance(card.scroll, Purse):
            room = card.scroll.capacity
            body += _badge(x, foot, f"goud {placed.token(GOLD)}/{room}", kind="goud")
            foot -= 19
    if points is not None:
        body += svg.element(
            "g",
            svg.element(
                "rect",
                x=x + CARD_W - 40,
                y=y + CARD_H - 4,
                width=38,
                height=18,
                rx=9,
                fill=FACE_FILL,
                stroke=INK,
            ),
            svg.text(x + CARD_W - 21, y + CARD_H + 9, f"{points} p", size=12, weight="bold"),
            class_="rb-castle-points",
        )
    if focus:
        body += svg.element(
            "rect",
            x=x - 4,
            y=y - 4,
            width=CARD_W + 8,
            height=CARD_H + 8,
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


def placed_words(placed: PlacedCard) -> str:
    """A place in words: ``Beekeeper (dorp, 3 goud, Boeren) met goud 2/3``."""
    if placed.face_down:
        return "gedekte kaart"
    card = BY_ID[placed.card]
    notes = []
    if isinstance(card.scroll, Purse):
        notes.append(f"goud {placed.token(GOLD)} van {card.scroll.capacity} op de beurs")
    if placed.token(KEY):
        notes.append("een sleutel op het slot")
    return describe(placed.card) + (f" met {' en '.join(notes)}" if notes else "")


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
            words = "leeg" if placed is None else placed_words(placed)
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


def growing_picture(tableau: Tableau, *, name: str = "Vierkant in opbouw") -> SvgPicture:
    """A square during the game (a core ``Tableau`` of this game's cards): the places its cards
    span, empty ones marked *leeg*; the notation's relative positions, top left is rij 1."""
    if not isinstance(tableau, Tableau):
        raise TypeError(f"a Tableau, not {type(tableau).__name__}")
    rows, columns = tableau.size()
    rows, columns = max(rows, 1), max(columns, 1)
    parts = [svg.text(MARGIN, MARGIN + 13, name, size=13, anchor="start", weight="bold")]
    said = []
    for r in range(rows):
        cells = []
        for c in range(columns):
            placed = tableau.at((r, c))
            x = MARGIN + c * (CARD_W + GAP)
            y = MARGIN + HEADING + r * (CARD_H + GAP)
            parts.append(card_shape(x, y, placed))
            cells.append("leeg" if placed is None else placed_words(placed))
        said.append(f"rij {r + 1}: " + ", ".join(cells))
    width = max(2 * MARGIN + columns * (CARD_W + GAP) - GAP, 2 * MARGIN + len(name) * 8.5)
    height = 2 * MARGIN + HEADING + rows * (CARD_H + GAP) - GAP
    title = f"{name} met {count(len(tableau), 'kaart', 'kaarten')}"
    return svg.document(width, height, title, f"{title}; " + "; ".join(said) + ".", "".join(parts))


def rows_picture(
    castle: Display, village: Display, messenger: int, *, note: str = ""
) -> SvgPicture:
    """The two open rows, castle above village, and the messenger beside its row (a pawn and
    the word *boodschapper*, so colour is never the only sign); ``note`` is a line under them
    (the stacks, the card in hand)."""
    if messenger not in (0, 1):
        raise ValueError(f"the messenger stands at 0 (castle) or 1 (village), not {messenger!r}")
    left = MARGIN + 70
    parts, said = [], []
    for index, row in enumerate((castle, village)):
        y = MARGIN + index * (CARD_H + GAP)
        parts.append(
            svg.text(
                MARGIN,
                y + CARD_H / 2,
                ("Kasteel", "Dorp")[index],
                size=13,
                anchor="start",
                weight="bold",
            )
        )
        for slot, card in enumerate(row.slots):
            placed = None if card is None else PlacedCard(card)
            parts.append(card_shape(left + slot * (CARD_W + GAP), y, placed, purses=False))
        cards = ", ".join("leeg" if c is None else describe(c) for c in row.slots)
        said.append(f"{ROW_WORDS[index]}: {cards}")
        if index == messenger:
            x = left + len(row.slots) * (CARD_W + GAP) + 14
            middle = y + CARD_H / 2
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
    width = left + 3 * (CARD_W + GAP) + 100
    height = 2 * MARGIN + 2 * CARD_H + GAP
    if note:
        parts.append(svg.text(MARGIN, height + 4, note, size=12, anchor="start"))
        height += 22
        said.append(note)
    title = f"De open rijen; de boodschapper staat bij de {ROW_WORDS[messenger]}"
    return svg.document(width, height, title, f"{title}. " + "; ".join(said) + ".", "".join(parts))


def card_picture(card_id: str, *, locks: bool = True) -> SvgPicture:
    """One card, face up, with its ability and scroll in the description."""
    card = BY_ID[card_id]
    body = card_shape(MARGIN, MARGIN, PlacedCard(card_id), locks=locks)
    title = f"Kaart {describe(card_id)}"
    description = (
        f"{title}; vaardigheid: {card.ability.dutch()}; scoringsrol: {card.scroll.dutch()}."
    )
    return svg.document(CARD_W + 2 * MARGIN, CARD_H + 2 * MARGIN, title, description, body)


def text_sizes(picture: str) -> Sequence[float]:
    """Every font size a picture uses (the tests check none is below ``SMALLEST``)."""
    import re

    return [float(size) for size in re.findall(r'font-size="([\d.]+)"', picture)]
