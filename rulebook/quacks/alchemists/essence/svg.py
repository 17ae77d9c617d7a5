"""Static pictures of the essence phase: the piston, its tubes and the patient's glasses.

The piston is a row of fields 0 to 10 with the essence marker (a disc with an ``E``; the field
numbers stand above the fields, so the position is readable without colour). When the patient is
known, a glass tube runs down from each field 1 to 10 to the patient's essence card: it ends in a
glass with its contents (``★`` victory points, ``rat`` a rat tail, ``✦`` the patient's own bonus)
or, where the card has no glass, in nothing. Once the bonus is taken, the tube and glass of the
marker's field are drawn thick and ringed, and the glass's contents are written out below the card
(like the game's own card, but drawn from the data; no publisher art).

The ``<desc>`` says in Dutch where the marker stands and what its glass holds, so a screen reader
and a text diff see the same thing as the eye.
"""

from __future__ import annotations

from rulebook.core import dutch
from rulebook.core.drawing import svg
from rulebook.core.drawing.pictures import Drawing
from rulebook.core.drawing.svg import INK, INK_SOFT, SvgPicture
from rulebook.quacks.alchemists.data import GLASSES_FROM_PICTURES, PISTON_TOP, Glass, Patient
from rulebook.quacks.alchemists.essence.state import EssenceBoard, Piston
from rulebook.quacks.pictures import PER_ROW, chip_row

FIELD_W = 34
FIELD_H = 30
LEFT = 10
PISTON = "#8a3fb8"
"""The piston's glass and tubes (purple, as on the game's piston)."""
MARKER = "#5b1f86"
REACHED = "#b06f00"
"""The ring around the glass the marker reached (dark amber: 4.5:1 on the card)."""
TUBE_LENGTH = 22
GLASS_W = 26
GLASS_H = 32
LEGEND = "In de glazen: ★ overwinningspunt · rat rattenstaart · ✦ bonus van je patiënt"


def _field_x(x: float, number: int) -> float:
    """The centre of field ``number`` in a piston drawn from ``x``."""
    return x + number * FIELD_W + (FIELD_W - 2) / 2


def glass_words(glass: Glass) -> str:
    """What a glass holds, in Dutch: ``trek 2 fiches en een rattenstaart``; ``geen glas``."""
    if glass.is_empty:
        return "geen glas"
    parts = [glass.patient_bonus]
    if glass.victory_points:
        parts.append(dutch.points(glass.victory_points))
    if glass.rat:
        parts.append("een rattenstaart")
    return dutch.listing(parts)


def _glass_tokens(glass: Glass) -> list[str]:
    """The short marks written inside a glass, at most two."""
    tokens = []
    if glass.victory_points:
        tokens.append(f"{glass.victory_points}★")
    if glass.rat:
        tokens.append("rat")
    if glass.patient_bonus:
        tokens.append("✦")
    return tokens[:2]


def _glass(cx: float, top: float, glass: Glass, *, reached: bool) -> str:
    """One glass on the card below its tube, or the tube's closed end where there is none."""
    number_attr = ' class="rb-glass rb-reached-glass"' if reached else ' class="rb-glass"'
    if glass.is_empty:
        ring = (
            f'<circle cx="{cx:g}" cy="{top:g}" r="8" fill="none" stroke="{REACHED}" '
            f'stroke-width="3"/>'
            if reached
            else ""
        )
        return (
            f'<g{number_attr} data-empty="true">{ring}<circle cx="{cx:g}" cy="{top:g}" r="3" '
            f'fill="{PISTON}"/></g>'
        )
    left, right, bottom = cx - GLASS_W / 2, cx + GLASS_W / 2, top + GLASS_H
    outline = (
        f'<path d="M{left:g} {top:g} L{left:g} {bottom - 9:g} Q{left:g} {bottom:g} {cx:g} '
        f'{bottom:g} Q{right:g} {bottom:g} {right:g} {bottom - 9:g} L{right:g} {top:g} Z" '
        f'fill="#ffffff" stroke="{PISTON}" stroke-width="{2 if reached else 1.2}"/>'
    )
    ring = (
        f'<rect x="{left - 4:g}" y="{top - 4:g}" width="{GLASS_W + 8:g}" height="{GLASS_H + 8:g}" '
        f'rx="9" fill="none" stroke="{REACHED}" stroke-width="3"/>'
        if reached
        else ""
    )
    weight = "bold" if reached else "normal"
    tokens = _glass_tokens(glass)
    lines = "".join(
        svg.text(cx, top + 13 + 12 * i, token, size=11, fill=INK, weight=weight)
        for i, token in enumerate(tokens)
    )
    return f"<g{number_attr}>{ring}{outline}{lines}</g>"


def _card(x: float, y: float, patient: Patient, marker: int, glass: Glass | None) -> str:
    """The tubes from fields 1..10 down to the patient's essence card with its glasses.

    ``glass`` is the glass the ruling took (``None`` before the bonus step and in round 9): its
    tube and glass are marked. The other glasses come from the default reading of the cards.
    """
    glasses = list(GLASSES_FROM_PICTURES[patient])
    reached = glass is not None and 1 <= marker <= PISTON_TOP
    if reached and glass is not None:
        glasses[marker - 1] = glass
    top = y + TUBE_LENGTH
    card_left = _field_x(x, 1) - GLASS_W / 2 - 8
    card_right = _field_x(x, PISTON_TOP) + GLASS_W / 2 + 8
    parts = [
        f'<g class="rb-essence-card" data-patient="{svg.escape(patient.dutch)}">'
        f'<rect x="{card_left:g}" y="{top - 9:g}" width="{card_right - card_left:g}" '
        f'height="{GLASS_H + 34:g}" rx="7" fill="#f3ecfa" stroke="{PISTON}" stroke-width="1"/>'
        + svg.text(
            card_left + 8,
            top + GLASS_H + 19,
            f"Essentiekaart van {patient.dutch}",
            size=11,
            anchor="start",
            fill=INK_SOFT,
        )
    ]
    for number in range(1, PISTON_TOP + 1):
        cx = _field_x(x, number)
        this_one = reached and number == marker
        parts.append(
            f'<line x1="{cx:g}" y1="{y:g}" x2="{cx:g}" y2="{top:g}" stroke="{PISTON}" '
            f'stroke-width="{4 if this_one else 1.5}" stroke-linecap="round"/>'
        )
        parts.append(_glass(cx, top, glasses[number - 1], reached=this_one))
    parts.append("</g>")
    return "".join(parts)


def card_height() -> float:
    """The height the tubes and the card take below the piston's fields."""
    return TUBE_LENGTH + GLASS_H + 28


def piston_body(
    marker: int,
    x: float,
    y: float,
    patient: Patient | None = None,
    glass: Glass | None = None,
) -> tuple[str, float]:
    """Fields 0..10 from (x, y), the marker on its field (past 10: on 10), and, when the patient
    is known, the tubes and the card below. Returns the SVG body and the height it takes."""
    parts = [svg.text(x, y + 11, "Alchemistenpiston", size=11, anchor="start", fill=INK_SOFT)]
    boxes = y + 32
    for number in range(PISTON_TOP + 1):
        fx = x + number * FIELD_W
        fill = "#efe6fb" if number else "#f5f5f5"
        parts.append(
            f'<rect x="{fx:g}" y="{boxes:g}" width="{FIELD_W - 2}" height="{FIELD_H}" rx="5" '
            f'fill="{fill}" stroke="{PISTON}" stroke-width="1"/>'
            + svg.text(_field_x(x, number), y + 27, str(number), size=11, fill=INK_SOFT)
        )
    height: float = 32 + FIELD_H
    if patient is not None:
        parts.append(_card(x, boxes + FIELD_H, patient, marker, glass))
        height += card_height()
    shown = min(marker, PISTON_TOP)
    mx, my = _field_x(x, shown), boxes + FIELD_H / 2
    parts.append(
        f'<g class="rb-essence-marker" data-field="{marker}">'
        f'<circle cx="{mx:g}" cy="{my:g}" r="12" fill="{MARKER}" stroke="#fff" stroke-width="2"/>'
        + svg.text(mx, my + 4, "E", size=11, fill="#fff", weight="bold")
        + "</g>"
    )
    return "".join(parts), height


def piston_description(marker: int) -> str:
    return f"Essentiefiche op veld {marker} van de alchemistenpiston (velden 0 tot {PISTON_TOP})."


def piston_svg(marker: int) -> SvgPicture:
    width = (PISTON_TOP + 1) * FIELD_W + 2 * LEFT
    description = piston_description(marker)
    body, height = piston_body(marker, LEFT, 6)
    return svg.document(width, height + 14, description, description, body)


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


def _glass_line(marker: int, glass: Glass) -> str:
    """The line under the card about the glass the marker reached."""
    if glass.is_empty:
        return f"Het buisje van veld {marker} eindigt niet in een glas."
    return f"Glas bij veld {marker}: {glass_words(glass)}."


def _card_text(board: EssenceBoard) -> str:
    """A sentence for the ``<desc>`` about the patient's card, or ``""`` without a patient."""
    if board.patient is None:
        return ""
    name = board.patient.dutch
    if board.glass is None:
        return f"Van elk veld 1 tot en met {PISTON_TOP} loopt een buisje naar de kaart van {name}."
    return f"Op de kaart van {name}: {_glass_line(board.marker, board.glass)}"


def essence_board_svg(board: EssenceBoard) -> SvgPicture:
    """The table after one step: neighbours, cauldron (counted chips ringed), piston, glasses."""
    width = max((PISTON_TOP + 1) * FIELD_W + 2 * LEFT, PER_ROW * 38 + 2 * LEFT)
    parts: list[str] = []
    if board.players == 2:
        parts.append(_neighbour(10, 8, "tegenspeler", board.left_exploded or board.right_exploded))
    else:
        parts.append(_neighbour(10, 8, "linkerbuur", board.left_exploded))
        parts.append(_neighbour(width - 160, 8, "rechterbuur", board.right_exploded))
    parts.append(svg.text(10, 62, "Jouw ketel", size=11, anchor="start", fill=INK_SOFT))
    chips, chips_height = chip_row(board.cauldron, 10, 66, board.highlight)
    if not board.cauldron:
        chips = svg.text(10, 88, "(geen fiches)", size=11, anchor="start", fill=INK_SOFT)
        chips_height = 30
    parts.append(chips)
    piston_y = 66 + chips_height + 6
    piston, piston_height = piston_body(board.marker, LEFT, piston_y, board.patient, board.glass)
    parts.append(piston)
    height = piston_y + piston_height + 10
    if board.patient is not None:
        parts.append(svg.text(LEFT, height + 6, LEGEND, size=11, anchor="start", fill=INK_SOFT))
        height += 16
        if board.glass is not None:
            line, line_height = svg.paragraph(
                LEFT,
                height + 8,
                _glass_line(board.marker, board.glass),
                width=width - 2 * LEFT,
                weight="bold",
            )
            parts.append(line)
            height += line_height + 4
    description = " ".join(
        part
        for part in (
            piston_description(board.marker),
            f"Ketel: {board.cauldron.dutch()} ({board.cauldron or 'leeg'}).",
            _neighbours_text(board),
            _card_text(board),
            board.caption,
        )
        if part
    )
    return svg.document(
        width, height + 6, piston_description(board.marker), description, "".join(parts)
    )


def _neighbours_text(board: EssenceBoard) -> str:
    if board.players == 2:
        exploded = board.left_exploded or board.right_exploded
        return f"Tegenspeler {'ontploft' if exploded else 'niet ontploft'}."
    left = "ontploft" if board.left_exploded else "niet ontploft"
    right = "ontploft" if board.right_exploded else "niet ontploft"
    return f"Linkerbuur {left}, rechterbuur {right}."


DRAWINGS: dict[type, Drawing] = {
    Piston: lambda piston: piston_svg(piston.marker),
    EssenceBoard: essence_board_svg,
}
"""The expansion's values with the picture each shows itself as (``core.drawing.pictures``)."""
