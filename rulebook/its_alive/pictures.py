"""Het Leeft!: a minimal picture of a state (the next session draws the real ones)."""

from __future__ import annotations

import html
from typing import Any


def state_svg(state: Any) -> str:
    """The state's notation as lines of text in an SVG: readable without a kernel."""
    lines = str(state).splitlines()
    height = 16 * len(lines) + 8
    rows = "".join(
        f'<text x="4" y="{16 * (i + 1)}">{html.escape(line[:140])}</text>'
        for i, line in enumerate(lines)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="900" height="{height}" '
        f'font-family="monospace" font-size="11" role="img" '
        f'aria-label="stand van Het Leeft!"><style>text{{fill:currentColor}}</style>{rows}</svg>'
    )


def card_label(card_id: str) -> str:
    """``hart-5`` -> ``Hart 5``; an uprising is called by its Dutch name."""
    from rulebook.its_alive.data import kind_of, value_of

    return f"{kind_of(card_id).dutch} {value_of(card_id)}"


def board_picture(board: tuple[str | None, ...], seat: int) -> str:
    """A player board: its eight places in the seed's order, each with its card or empty."""
    from rulebook.core.card_svg import display_picture
    from rulebook.core.cards import Display
    from rulebook.its_alive.data import PLACES

    places = ", ".join(f"{n + 1} {kind.code}" for n, kind in enumerate(PLACES))
    return display_picture(
        Display(tuple(board)), name=f"Bord van speler {seat + 1} ({places})", label=card_label
    )


def graveyard_picture(pile: object, seat: int) -> str:
    """A graveyard as a seat sees it: the top card and how many cards lie below."""
    from rulebook.core.card_svg import pile_picture
    from rulebook.core.cards import Pile, PileView

    assert isinstance(pile, Pile | PileView)
    return pile_picture(pile, name=f"Kerkhof van speler {seat + 1}", label=card_label)
