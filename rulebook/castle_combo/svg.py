"""Pictures of Castle Combo as SVG: a finished square with every card's cost, shields (as
letters, named in the description), banner and tokens; no publisher art.

The core card pictures draw the frame, face-down backs (*gedekt*) and tokens (*goud 2*,
*sleutel 1*); this module only draws a face. Everything is said in words as well: the banner as
*kasteel*/*dorp*, each shield as its letter (A Adel, G Geloof, W Wetenschap, K Krijg, M Ambacht,
B Boeren).
"""

from __future__ import annotations

from rulebook.castle_combo.data import BY_ID, FACE_DOWN
from rulebook.castle_combo.state import EndTableau
from rulebook.core import svg
from rulebook.core.card_svg import tableau_picture
from rulebook.core.cards import Display
from rulebook.core.pictures import Drawing
from rulebook.core.svg import SvgPicture


def label(card_id: str) -> str:
    """The name a reader sees, with cost and shields in words (for the description)."""
    if card_id == FACE_DOWN:
        return "gedekte kaart"
    card = BY_ID[card_id]
    shields = "+".join(s.dutch for s in card.shields)
    return f"{card.shown} ({card.row.value}, {card.cost} goud, {shields})"


def face(card_id: str, x: float, y: float, width: float, height: float) -> str:
    """Cost top left, banner top right, the name in the middle, shield letters below it."""
    card = BY_ID[card_id]
    name_lines = _wrap(card.shown, 11)
    parts = [
        svg.text(x + 6, y + 14, str(card.cost), size=13, anchor="start", weight="bold"),
        svg.text(x + width - 5, y + 13, card.row.value, size=9, anchor="end"),
    ]
    for index, line in enumerate(name_lines):
        parts.append(svg.text(x + width / 2, y + 36 + 12 * index, line, size=10, weight="bold"))
    letters = " ".join(s.letter for s in card.shields)
    parts.append(svg.text(x + width / 2, y + 42 + 12 * len(name_lines), letters, size=11))
    return "".join(parts)


def _wrap(text: str, width: int) -> list[str]:
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line][:3]


def end_picture(end: object) -> SvgPicture:
    """A finished square (``state.EndTableau``) with the keys and gold in hand in its title."""
    if not isinstance(end, EndTableau):
        raise TypeError(f"an EndTableau, not {type(end).__name__}")
    name = f"Vierkant · {end.keys} sleutels · {end.gold} goud in de hand"
    return tableau_picture(end.tableau, name=name, label=label, face=face)


ROW_NAMES = ("Kasteel", "Dorp")
ROW_WORDS = ("kasteelrij", "dorpsrij")


def rows_picture(castle: Display, village: Display, messenger: int) -> SvgPicture:
    """The two open rows, castle above village, and the messenger beside its row (a pawn
    shape and the word *boodschapper*, so colour is never the only sign)."""
    from rulebook.core.card_svg import CARD_H, CARD_W, GAP, MARGIN, card_shape

    if messenger not in (0, 1):
        raise ValueError(f"the messenger stands at 0 (castle) or 1 (village), not {messenger!r}")
    left = MARGIN + 70
    parts, said = [], []
    for index, row in enumerate((castle, village)):
        y = MARGIN + index * (CARD_H + GAP)
        parts.append(
            svg.text(
                MARGIN, y + CARD_H / 2, ROW_NAMES[index], size=12, anchor="start", weight="bold"
            )
        )
        for slot, card in enumerate(row.slots):
            parts.append(card_shape(left + slot * (CARD_W + GAP), y, card, label=label, face=face))
        cards = ", ".join("leeg" if c is None else label(c) for c in row.slots)
        said.append(f"{ROW_WORDS[index]}: {cards}")
        if index == messenger:
            x = left + len(row.slots) * (CARD_W + GAP) + 6
            middle = y + CARD_H / 2
            pawn = f"M{x + 2} {middle + 8} L{x + 10} {middle - 5} L{x + 18} {middle + 8} Z"
            parts.append(
                svg.element(
                    "circle", cx=x + 10, cy=y + CARD_H / 2 - 12, r=7, fill="none", stroke=svg.INK
                )
                + svg.element(
                    "path",
                    d=pawn,
                    fill="none",
                    stroke=svg.INK,
                )
                + svg.text(x + 10, y + CARD_H / 2 + 24, "boodschapper", size=9)
            )
    width = left + 3 * (CARD_W + GAP) + 80
    height = 2 * MARGIN + 2 * CARD_H + GAP
    title = f"De open rijen; de boodschapper staat bij de {ROW_WORDS[messenger]}"
    return svg.document(width, height, title, f"{title}. " + "; ".join(said) + ".", "".join(parts))


DRAWINGS: dict[type, Drawing] = {EndTableau: lambda end: str(end_picture(end))}
"""What the picture registry (``rulebook.core.pictures``) draws each value of this package with."""
