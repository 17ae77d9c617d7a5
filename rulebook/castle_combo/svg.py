"""The drawings of Castle Combo's values, for the picture registry (``core.drawing.pictures``).

The pictures themselves are in ``pictures`` (cards with cost, banner, shields as symbols with
letters, locks, gold on purses, keys on locks, face-down cards, the rows and the messenger; no
publisher art). This module names which value is drawn with which picture (``DRAWINGS``), so a
finished square (``state.EndTableau``) shows itself in Jupyter and in every ruling's steps.
"""

from __future__ import annotations

from rulebook.castle_combo.pictures import rows_picture as _rows_picture
from rulebook.castle_combo.pictures import square_picture
from rulebook.castle_combo.state import EndTableau
from rulebook.core.drawing.pictures import Drawing
from rulebook.core.drawing.svg import SvgPicture
from rulebook.core.model.cards import Display


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
"""What the picture registry (``core.drawing.pictures``) draws each value of this package with."""
