"""Static pictures of the essence phase: the alchemist's piston and the table after a step.

The piston is drawn as a row of fields 0 to 10 with the essence marker (a disc with an ``E`` and
the field number, so the position is readable without colour). The ``<desc>`` says in Dutch where
the marker stands, so a screen reader and a text diff see the same thing as the eye.
"""

from __future__ import annotations

from rulebook.core import svg
from rulebook.core.svg import SvgPicture
from rulebook.quacks.alchemists.data import PISTON_TOP
from rulebook.quacks.alchemists.state import EssenceBoard
from rulebook.quacks.svg import PER_ROW, chip_row

FIELD_W = 34
FIELD_H = 30


def piston_body(marker: int, x: float, y: float) -> str:
    """Fields 0..10 in a row starting at (x, y), the marker on its field (past 10: at the end)."""
    parts = [svg.text(x, y - 6, "Alchemistenpiston", size=11, anchor="start", fill="#444")]
    for number in range(PISTON_TOP + 1):
        fx = x + number * FIELD_W
        fill = "#efe6fb" if number else "#f5f5f5"
        parts.append(
            f'<rect x="{fx:g}" y="{y:g}" width="{FIELD_W - 2}" height="{FIELD_H}" rx="5" '
            f'fill="{fill}" stroke="#8a3fb8" stroke-width="1"/>'
            + svg.text(fx + (FIELD_W - 2) / 2, y + FIELD_H + 13, str(number), size=10, fill="#555")
        )
    shown = min(marker, PISTON_TOP)
    mx = x + shown * FIELD_W + (FIELD_W - 2) / 2
    my = y + FIELD_H / 2
    parts.append(
        f'<g class="rb-essence-marker" data-field="{marker}">'
        f'<circle cx="{mx:g}" cy="{my:g}" r="12" fill="#5b1f86" stroke="#fff" stroke-width="2"/>'
        + svg.text(mx, my + 4, "E", size=11, fill="#fff", weight="bold")
        + "</g>"
    )
    return "".join(parts)


def piston_description(marker: int) -> str:
    return f"Essentiefiche op veld {marker} van de alchemistenpiston (velden 0 tot {PISTON_TOP})."


def piston_svg(marker: int) -> SvgPicture:
    width = (PISTON_TOP + 1) * FIELD_W + 20
    description = piston_description(marker)
    return svg.document(width, 70, description, description, piston_body(marker, 10, 18))


def _neighbour(x: float, y: float, label: str, exploded: bool) -> str:
    state = "ontploft" if exploded else "niet ontploft"
    fill = "#ffd7cf" if exploded else "#e9f2e4"
    mark = "✸" if exploded else "○"
    return (
        f'<g class="rb-neighbour" data-exploded="{str(exploded).lower()}">'
        f'<rect x="{x:g}" y="{y:g}" width="150" height="34" rx="8" fill="{fill}" stroke="#777"/>'
        + svg.text(x + 10, y + 15, f"{mark} {label}", size=11, anchor="start")
        + svg.text(x + 10, y + 29, state, size=11, anchor="start", weight="bold")
        + "</g>"
    )


def essence_board_svg(board: EssenceBoard) -> SvgPicture:
    """The table after one step: neighbours, cauldron (counted chips ringed), piston, glass."""
    width = max((PISTON_TOP + 1) * FIELD_W + 20, PER_ROW * 38 + 20)
    parts: list[str] = []
    if board.players == 2:
        parts.append(_neighbour(10, 8, "tegenspeler", board.left_exploded or board.right_exploded))
    else:
        parts.append(_neighbour(10, 8, "linkerbuur", board.left_exploded))
        parts.append(_neighbour(width - 160, 8, "rechterbuur", board.right_exploded))
    parts.append(svg.text(10, 62, "Jouw ketel", size=11, anchor="start", fill="#444"))
    chips, chips_height = chip_row(board.cauldron, 10, 66, board.highlight)
    if not board.cauldron:
        chips = svg.text(10, 88, "(geen fiches)", size=11, anchor="start", fill="#666")
        chips_height = 30
    parts.append(chips)
    piston_y = 66 + chips_height + 22
    parts.append(piston_body(board.marker, 10, piston_y))
    height = piston_y + FIELD_H + 24
    if board.glass is not None and board.patient is not None:
        from rulebook.quacks.alchemists.rulings import _describe

        line = f"Glas ({board.patient.dutch}): {_describe(board.glass)}"
        parts.append(svg.text(10, height + 4, line, size=11, anchor="start", fill="#333"))
        height += 18
    description = " ".join(
        part
        for part in (
            piston_description(board.marker),
            f"Ketel: {board.cauldron.dutch()} ({board.cauldron or 'leeg'}).",
            _neighbours_text(board),
            board.caption,
        )
        if part
    )
    return svg.document(
        width, height, piston_description(board.marker), description, "".join(parts)
    )


def _neighbours_text(board: EssenceBoard) -> str:
    if board.players == 2:
        exploded = board.left_exploded or board.right_exploded
        return f"Tegenspeler {'ontploft' if exploded else 'niet ontploft'}."
    left = "ontploft" if board.left_exploded else "niet ontploft"
    right = "ontploft" if board.right_exploded else "niet ontploft"
    return f"Linkerbuur {left}, rechterbuur {right}."
