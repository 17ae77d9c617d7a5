"""Het Leeft!: a minimal picture of a state (the next session draws the real ones)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rulebook.its_alive.state import State


def state_svg(state: State) -> str:
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
