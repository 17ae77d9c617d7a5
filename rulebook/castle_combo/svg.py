"""Pictures of Castle Combo as SVG: a finished square with every card's cost, shields (as
letters, named in the description), banner and tokens; no publisher art.

The core card pictures draw the frame, face-down backs (*gedekt*) and tokens (*goud 2*,
*sleutel 1*); this module only draws a face. Everything is said in words as well: the banner as
*kasteel*/*dorp*, each shield as its letter (A Adel, G Geloof, W Wetenschap, K Krijg, M Ambacht,
B Boeren).
"""

from __future__ import annotations

from rulebook.castle_combo.data import BY_ID, FACE_DOWN
from rulebook.castle_combo.pictures import rows_picture as _rows_picture
from rulebook.castle_combo.pictures import square_picture
from rulebook.castle_combo.state import EndTableau
from rulebook.core import svg
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
    """A finished square (``state.EndTableau``) with the keys and gold in hand in its heading
    (drawn by ``pictures.square_picture``: shields as symbols, banners, locks, tokens)."""
    if not isinstance(end, EndTableau):
        raise TypeError(f"an EndTableau, not {type(end).__name__}")
    return square_picture(end)


def rows_picture(castle: Display, village: Display, messenger: int) -> SvgPicture:
    """The two open rows and the messenger (``pictures.rows_picture``)."""
    return _rows_picture(castle, village, messenger)


DRAWINGS: dict[type, Drawing] = {EndTableau: lambda end: str(end_picture(end))}
"""What the picture registry (``rulebook.core.pictures``) draws each value of this package with."""
