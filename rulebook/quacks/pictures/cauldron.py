"""The cauldron: its spiral track of fields 0 to 53 with the chips, the droplet and the rat stone.

The track is drawn as on the board, a spiral from the centre (field 0, where the droplet starts)
outward to the spoon (field 53). Every field shows its coin number, its victory points where it
has any (``2★``) and a red diamond where it shows a ruby (``board.TRACK``). On it lie the droplet
(a blue drop), the rat stone (a grey stone with a tail) when rat tails moved the start, every
placed chip (a disc with letter and value) and the scoring field (a thick yellow ring and the word
*puntentelling*). Chips the caller names are ringed with a dashed line.

Each piece carries ``data-`` attributes with its field (``data-field`` on a chip, ``data-droplet``,
``data-rat-stone``, ``data-scoring``), and the ``<desc>`` says the same in Dutch: a test, a screen
reader and the eye see one cauldron.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import cache

from rulebook.core import dutch
from rulebook.core.drawing import svg
from rulebook.core.drawing.svg import SvgPicture
from rulebook.quacks.board import LAST_CHIP_FIELD, SPOON, TRACK
from rulebook.quacks.pictures.chips import chip_disc
from rulebook.quacks.pictures.palette import colour
from rulebook.quacks.table import Cauldron

FIELD_RADIUS = 19
CENTRE_RADIUS = 25
SPOON_RADIUS = 22
CHIP_RADIUS = 16
SPACING = 43.0
"""The distance along the spiral between two fields."""
COIL = 48.0
"""The distance between two turns of the spiral."""
FIRST = 50.0
"""How far field 1 lies from the centre."""
TURN = -math.pi / 2
"""The spiral is turned so that field 1 lies straight above the centre."""
POT_MARGIN = 16
CALLOUT = 108
"""Room left and right of the pot for the *puntentelling* label."""
LABEL_SLOPE = math.radians(50)
"""How far above or below the middle the scoring label's line may leave the pot."""
TOP = 30
"""Room above the pot for the title line."""


@cache
def field_centres() -> tuple[tuple[float, float], ...]:
    """The centre of each field 0..53 relative to the pot's centre (computed once).

    The fields lie at equal distances along an Archimedean spiral (radius grows by ``COIL`` per
    turn), so neighbouring fields and neighbouring turns never touch.
    """
    growth = COIL / (2 * math.pi)
    angle = FIRST / growth
    points = [(0.0, 0.0), _polar(FIRST, angle)]
    walked = 0.0
    step = 0.0005
    while len(points) <= SPOON:
        radius = growth * angle
        walked += math.hypot(radius, growth) * step
        angle += step
        if walked >= SPACING:
            walked -= SPACING
            points.append(_polar(growth * angle, angle))
    return tuple(points)


def _polar(radius: float, angle: float) -> tuple[float, float]:
    turned = angle - FIRST / (COIL / (2 * math.pi)) + TURN
    return (radius * math.cos(turned), radius * math.sin(turned))


def pot_radius() -> float:
    x, y = field_centres()[SPOON]
    return math.hypot(x, y) + SPOON_RADIUS + POT_MARGIN


def size() -> tuple[float, float]:
    """Width and height of the cauldron drawing (pot, label room, title line and legend)."""
    pot = pot_radius()
    return 2 * (pot + CALLOUT), TOP + 2 * pot + 58


# -- words -------------------------------------------------------------------------------------


def field_words(index: int) -> str:
    """What a field gives, in Dutch: ``19 geld, 5 overwinningspunten en een robijn``."""
    field = TRACK[index]
    parts = [dutch.coins(field.coins)]
    if field.points:
        parts.append(dutch.points(field.points))
    if field.ruby:
        parts.append("een robijn")
    words = dutch.listing(parts)
    return f"de lepel: {words}" if index == SPOON else words


def field_short(index: int) -> str:
    """What a field gives, in the marks of the picture: ``13 geld, 2★, robijn``."""
    field = TRACK[index]
    marks = [f"{field.coins} geld"]
    if field.points:
        marks.append(f"{field.points}★")
    if field.ruby:
        marks.append("robijn")
    return ", ".join(marks)


def rat_field(cauldron: Cauldron, droplet: int | None, rats: int) -> int | None:
    """The rat stone's field, or ``None`` without rat tails.

    Once chips lie in the cauldron they were placed from the cauldron's start, which is where the
    rat stone stood; before that it lies ``rats`` fields past the droplet (clause
    ``kwakzalvers.ratten``), never past field 52.
    """
    if rats <= 0:
        return None
    if cauldron.chips or droplet is None:
        return cauldron.start
    return min(droplet + rats, LAST_CHIP_FIELD)


def describe(
    cauldron: Cauldron,
    *,
    droplet: int | None,
    rats: int,
    highlight: Iterable[int] = (),
    scoring: int | None = None,
    exploded: bool = False,
) -> str:
    """The cauldron in Dutch sentences: the same facts the picture shows."""
    if droplet is None:
        parts = [f"Begin op veld {cauldron.start}."]
    else:
        parts = [f"Druppel op veld {droplet}."]
    stone = rat_field(cauldron, droplet, rats)
    if stone is not None:
        tails = dutch.count(rats, "rattenstaart", "rattenstaarten")
        parts.append(f"Rattensteen op veld {stone} ({tails}).")
    if cauldron.chips:
        placed = dutch.listing([f"{p.chip} op veld {p.field}" for p in cauldron.chips])
        chips = dutch.count(len(cauldron.chips), "fiche", "fiches")
        parts.append(f"{chips} in de ketel: {placed}.")
    else:
        parts.append("Nog geen fiches in de ketel.")
    marked = [cauldron.chips[i] for i in sorted(set(highlight)) if 0 <= i < len(cauldron.chips)]
    if marked:
        ringed = dutch.listing([f"{p.chip} op veld {p.field}" for p in marked])
        parts.append(f"Omcirkeld: {ringed}.")
    if exploded:
        parts.append("De ketel is ontploft.")
    if scoring is not None:
        parts.append(f"Puntentelling op veld {scoring}: {field_words(scoring)}.")
    return " ".join(parts)


def title(cauldron: Cauldron, *, droplet: int | None, scoring: int | None, exploded: bool) -> str:
    chips = dutch.count(len(cauldron.chips), "fiche", "fiches")
    name = f"Ketel met {chips}" if cauldron.chips else "Lege ketel"
    state = ", ontploft" if exploded else ""
    if scoring is not None:
        where = f"puntentelling op veld {scoring}"
    elif droplet is None:
        where = f"begin op veld {cauldron.start}"
    else:
        where = f"druppel op veld {droplet}"
    return f"{name}{state}; {where}"


# -- drawing -----------------------------------------------------------------------------------


def _track_line(cx: float, cy: float) -> str:
    points = " ".join(f"{cx + x:.1f},{cy + y:.1f}" for x, y in field_centres())
    return svg.element(
        "polyline",
        points=points,
        fill="none",
        stroke=colour("track-line"),
        stroke_width=5,
        stroke_linejoin="round",
        class_="rb-track",
    )


def _ruby(x: float, y: float, half: float = 5.5) -> str:
    """A ruby: a small red diamond (a shape, not only a colour)."""
    return svg.element(
        "path",
        d=f"M{x:.1f} {y - half:.1f} L{x + half * 0.8:.1f} {y:.1f} L{x:.1f} {y + half:.1f} "
        f"L{x - half * 0.8:.1f} {y:.1f} Z",
        fill=colour("ruby"),
        stroke=colour("ruby-stroke"),
        stroke_width=1,
        class_="rb-ruby",
    )


@cache
def _field(index: int, x: float, y: float) -> str:
    """One field: its coin number, its victory points (``2★``) and a ruby where there is one.

    Kept once drawn: a table redraws the reader's cauldron on every click, and the 54 fields
    were most of the time the kernel took to answer one."""
    field = TRACK[index]
    radius = {0: CENTRE_RADIUS, SPOON: SPOON_RADIUS}.get(index, FIELD_RADIUS)
    fill = colour("spoon") if index == SPOON else colour("field")
    parts = [
        svg.element(
            "circle", cx=x, cy=y, r=radius, fill=fill, stroke=colour("field-stroke"), stroke_width=1
        )
    ]
    number_y = y - 1.5 if field.points else y + 4.5
    parts.append(svg.text(x, number_y, str(field.coins), size=13, weight="bold"))
    if field.points:
        parts.append(svg.text(x, y + 11.5, f"{field.points}★", size=11, fill=colour("points")))
    if field.ruby:
        parts.append(_ruby(x + radius * 0.72, y - radius * 0.72))
    return svg.element("g", *parts, class_="rb-field", data_index=index)


COMPACT_TEXT = 18
"""The coin numbers and chip labels of the compact cauldron: a table shows it at
``overview.COMPACT_SCALE`` (0.62), so they read at 11 px."""


@cache
def _compact_field(index: int, x: float, y: float) -> str:
    """A field of the compact cauldron: its coin number large enough to read when scaled down,
    and its ruby. The victory points would be 7 px there; the line under a compact cauldron
    says what its scoring field gives, and the reader's own cauldron shows them all."""
    field = TRACK[index]
    radius = {0: CENTRE_RADIUS, SPOON: SPOON_RADIUS}.get(index, FIELD_RADIUS)
    fill = colour("spoon") if index == SPOON else colour("field")
    parts = [
        svg.element(
            "circle", cx=x, cy=y, r=radius, fill=fill, stroke=colour("field-stroke"), stroke_width=1
        ),
        svg.text(x, y + COMPACT_TEXT * 0.36, str(field.coins), size=COMPACT_TEXT, weight="bold"),
    ]
    if field.ruby:
        parts.append(_ruby(x + radius * 0.72, y - radius * 0.72))
    return svg.element("g", *parts, class_="rb-field", data_index=index)


def _spoon_handle(x: float, y: float, pot_x: float, pot_y: float) -> str:
    """The spoon's handle: from the last field out over the rim, as a spoon rests in a pot."""
    dx, dy = x - pot_x, y - pot_y
    length = math.hypot(dx, dy) or 1.0
    reach = pot_radius() - length + 14
    x2, y2 = x + dx / length * reach, y + dy / length * reach
    return "".join(
        svg.element(
            "line",
            x1=x,
            y1=y,
            x2=x2,
            y2=y2,
            stroke=stroke,
            stroke_width=width,
            stroke_linecap="round",
        )
        for stroke, width in ((colour("field-stroke"), 12), (colour("spoon"), 9))
    )


def _drop(x: float, y: float, scale: float = 1.0) -> str:
    """The droplet's shape: a blue drop, pointed at the top, with a highlight."""
    h = 15 * scale
    w = 11 * scale
    path = (
        f"M{x:.1f} {y - h:.1f} C{x + w:.1f} {y - h * 0.15:.1f} {x + w:.1f} {y + h * 0.75:.1f} "
        f"{x:.1f} {y + h * 0.75:.1f} C{x - w:.1f} {y + h * 0.75:.1f} {x - w:.1f} "
        f"{y - h * 0.15:.1f} {x:.1f} {y - h:.1f} Z"
    )
    return svg.element(
        "path", d=path, fill=colour("droplet"), stroke=colour("droplet-stroke"), stroke_width=1.5
    ) + svg.element(
        "ellipse",
        cx=x - w * 0.35,
        cy=y + h * 0.05,
        rx=2.5 * scale,
        ry=4 * scale,
        fill="#ffffff",
        opacity=0.7,
    )


def _droplet(x: float, y: float, field: int, scale: float = 1.0) -> str:
    """The droplet on its field."""
    return svg.element("g", _drop(x, y, scale), class_="rb-droplet", data_droplet=field)


def _start(x: float, y: float, field: int) -> str:
    """Where brewing starts, when the droplet's own field is not known (a cauldron alone)."""
    return svg.element(
        "g",
        svg.element(
            "circle",
            cx=x,
            cy=y,
            r=FIELD_RADIUS - 2,
            fill="#ffffff",
            stroke=colour("droplet-stroke"),
            stroke_width=2,
            stroke_dasharray="4 2",
        ),
        svg.text(x, y + 3.5, "start", size=11, weight="bold", fill=colour("droplet-stroke")),
        class_="rb-start",
        data_start=field,
    )


def _rat_stone(x: float, y: float, field: int, rats: int, scale: float = 1.0) -> str:
    """The rat stone: a grey stone with a curled tail and the word *rat*."""
    tail = (
        f"M{x + 11 * scale:.1f} {y + 3 * scale:.1f} C{x + 20 * scale:.1f} {y + 4 * scale:.1f} "
        f"{x + 18 * scale:.1f} {y + 14 * scale:.1f} {x + 10 * scale:.1f} {y + 14 * scale:.1f}"
    )
    return svg.element(
        "g",
        svg.element("path", d=tail, fill="none", stroke=colour("rat-stroke"), stroke_width=2),
        svg.element(
            "ellipse",
            cx=x,
            cy=y,
            rx=13 * scale,
            ry=10 * scale,
            fill=colour("rat"),
            stroke=colour("rat-stroke"),
            stroke_width=1.5,
        ),
        svg.text(x, y + 4 * scale, "rat", size=11 * scale, fill="#fff", weight="bold"),
        class_="rb-rat-stone",
        data_rat_stone=field,
        data_rats=rats,
    )


def _scoring(
    x: float, y: float, field: int, pot_x: float, pot_y: float, *, label: bool = True
) -> str:
    """The scoring field: a thick yellow ring, and (with ``label``) a line out of the pot to the
    word *puntentelling* with what the field gives.

    The label always stands in the room left or right of the pot (above the pot is the title,
    below it the legend): the line leaves the pot on the side of the field, at most
    ``LABEL_SLOPE`` above or below the middle, so its three short lines fit beside the pot.
    """
    radius = SPOON_RADIUS if field == SPOON else FIELD_RADIUS
    rings = "".join(
        svg.element(
            "circle", cx=x, cy=y, r=radius + 5, fill="none", stroke=stroke, stroke_width=width
        )
        for stroke, width in ((colour("scoring-stroke"), 8), (colour("scoring"), 5))
    )
    if not label:
        return svg.element("g", rings, class_="rb-scoring", data_scoring=field)
    dx, dy = x - pot_x, y - pot_y
    side = 1.0 if dx >= 0 else -1.0
    slope = max(-LABEL_SLOPE, min(LABEL_SLOPE, math.atan2(dy, abs(dx)))) if dx or dy else 0.0
    reach = pot_radius() + 10
    end_x = pot_x + side * math.cos(slope) * reach
    end_y = pot_y + math.sin(slope) * reach
    to_x, to_y = end_x - x, end_y - y
    length = math.hypot(to_x, to_y) or 1.0
    anchor = "start" if side > 0 else "end"
    label_x = end_x + 6 * side
    lines = ["puntentelling", *_label_lines(field)]
    first_line = end_y + 4 if slope >= 0 else end_y - 4 - 14 * (len(lines) - 1)
    soft = colour("ink-soft")
    return svg.element(
        "g",
        svg.element(
            "line",
            x1=x + to_x / length * (radius + 9),
            y1=y + to_y / length * (radius + 9),
            x2=end_x,
            y2=end_y,
            stroke=colour("scoring-stroke"),
            stroke_width=2,
        ),
        rings,
        *(
            svg.text(
                label_x,
                first_line + 14 * n,
                line,
                size=12 if n == 0 else 11,
                anchor=anchor,
                weight="bold" if n == 0 else "normal",
                fill=svg.INK if n == 0 else soft,
            )
            for n, line in enumerate(lines)
        ),
        class_="rb-scoring",
        data_scoring=field,
    )


def _label_lines(index: int) -> list[str]:
    """What a scoring field gives, on lines short enough for the room beside the pot: the coins,
    then the points and the ruby (``['9 geld', '1★, robijn']``)."""
    coins, *rest = field_short(index).split(", ")
    return [coins, ", ".join(rest)] if rest else [coins]


def _legend(x: float, y: float) -> str:
    """One line under the pot: what the marks on the fields mean."""
    items = [
        svg.text(x, y + 4, "12", size=12, anchor="start", weight="bold"),
        svg.text(x + 18, y + 4, "geld", size=11, anchor="start", fill=colour("ink-soft")),
        svg.text(x + 70, y + 4, "2★", size=11, anchor="start", fill=colour("points")),
        svg.text(
            x + 88, y + 4, "overwinningspunten", size=11, anchor="start", fill=colour("ink-soft")
        ),
        _ruby(x + 200, y),
        svg.text(x + 209, y + 4, "robijn", size=11, anchor="start", fill=colour("ink-soft")),
        _drop(x + 260, y + 2, scale=0.6),
        svg.text(x + 270, y + 4, "druppel", size=11, anchor="start", fill=colour("ink-soft")),
        svg.element(
            "ellipse",
            cx=x + 330,
            cy=y,
            rx=8,
            ry=6,
            fill=colour("rat"),
            stroke=colour("rat-stroke"),
        ),
        svg.text(x + 342, y + 4, "rattensteen", size=11, anchor="start", fill=colour("ink-soft")),
    ]
    return svg.element("g", *items, class_="rb-legend")


TRACK_ID = "rb-kwakzalvers-ketelspoor"
"""The id of the shared track in a picture with several cauldrons (the same drawing in every
picture, so two pictures on one page may both define it)."""


@cache
def track_defs() -> str:
    """The empty compact track around (0, 0) once, for ``cauldron_body(..., compact=True,
    shared_track=True)``.

    A table with four cauldrons draws the 54 fields once and places them four times, which
    keeps the picture a widget sends on every action small.
    """
    fields = "".join(_compact_field(index, x, y) for index, (x, y) in enumerate(field_centres()))
    return svg.element("defs", svg.element("g", _track_line(0, 0), fields, id=TRACK_ID))


def compact_size() -> float:
    """Width and height of the compact cauldron (the pot alone, for the table overview)."""
    return 2 * pot_radius() + 8


def cauldron_body(
    cauldron: Cauldron,
    *,
    droplet: int | None,
    rats: int = 0,
    highlight: Iterable[int] = (),
    scoring: int | None = None,
    exploded: bool = False,
    heading: str = "",
    compact: bool = False,
    shared_track: bool = False,
) -> str:
    """The cauldron drawn from (0, 0): a group a larger picture can place (and scale).

    The full drawing covers ``size()``: a heading line, the pot with room for the scoring label,
    and the legend. The ``compact`` one covers ``compact_size()`` square: the pot alone, its
    chips a little larger (they cover their field), so it stays readable when scaled down.
    With ``shared_track`` the fields are not drawn but placed from ``track_defs()``, which the
    whole picture must then hold once.
    """
    pot = pot_radius()
    if compact:
        width = compact_size()
        cx, cy = width / 2, width / 2
    else:
        width = size()[0]
        cx, cy = width / 2, TOP + pot
    centres = [(cx + x, cy + y) for x, y in field_centres()]
    parts = []
    if heading and not compact:
        parts.append(svg.text(12, 20, heading, size=14, anchor="start", weight="bold"))
    if exploded and not compact:
        parts.append(
            svg.text(
                width - 12,
                20,
                "✸ ontploft",
                size=14,
                anchor="end",
                weight="bold",
                fill=colour("exploded"),
            )
        )
    rim = colour("exploded") if exploded else colour("pot-rim")
    parts.append(
        svg.element(
            "circle",
            cx=cx,
            cy=cy,
            r=pot,
            fill=colour("pot"),
            stroke=rim,
            stroke_width=6,
            stroke_dasharray="14 6" if exploded else None,
            class_="rb-pot",
        )
    )
    if not compact:
        parts.append(_spoon_handle(*centres[SPOON], cx, cy))
    if shared_track:
        parts.append(svg.element("use", href=f"#{TRACK_ID}", x=cx, y=cy))
    else:
        parts.append(_track_line(cx, cy))
        field = _compact_field if compact else _field
        parts.extend(field(index, x, y) for index, (x, y) in enumerate(centres))
    parts.append(_pieces(cauldron, centres, droplet, rats, highlight, compact))
    if scoring is not None and 0 <= scoring <= SPOON:
        parts.append(_scoring(*centres[scoring], scoring, cx, cy, label=not compact))
    if not compact:
        parts.append(_legend(cx - 200, cy + pot + 24))
    return "".join(parts)


def _pieces(
    cauldron: Cauldron,
    centres: list[tuple[float, float]],
    droplet: int | None,
    rats: int,
    highlight: Iterable[int],
    compact: bool,
) -> str:
    """The rat stone, the droplet and the chips on their fields."""
    parts = []
    occupied = {p.field for p in cauldron.chips}
    stone = rat_field(cauldron, droplet, rats)
    if stone is not None:
        parts.append(_rat_stone(*centres[stone], stone, rats, scale=1.64 if compact else 1.0))
    if droplet is None:
        if stone is None:
            parts.append(_start(*centres[cauldron.start], cauldron.start))
    elif 0 <= droplet <= SPOON:
        x, y = centres[droplet]
        if droplet in occupied or droplet == stone:
            parts.append(_droplet(x - 9, y - 9, droplet, scale=0.7))
        else:
            parts.append(_droplet(x, y + 2, droplet))
    marked = set(highlight)
    seen: dict[int, int] = {}
    radius = FIELD_RADIUS + 1 if compact else CHIP_RADIUS
    for index, placed in enumerate(cauldron.chips):
        x, y = centres[placed.field]
        shift = seen.get(placed.field, 0)
        seen[placed.field] = shift + 1
        parts.append(
            chip_disc(
                placed.chip,
                x + 5 * shift,
                y - 5 * shift,
                radius=radius,
                label=COMPACT_TEXT if compact else None,
                highlighted=index in marked,
                field=placed.field,
                index=index,
            )
        )
    return "".join(parts)


def cauldron_svg(
    cauldron: Cauldron,
    *,
    droplet: int | None,
    rats: int = 0,
    highlight: Iterable[int] = (),
    scoring: int | None = None,
    exploded: bool = False,
) -> SvgPicture:
    """A cauldron as on the board: the spiral track, droplet, rat stone, chips, scoring field.

    ``droplet=None`` when only the cauldron is known (not the player): its start field is then
    marked *start* (or carries the rat stone when ``rats`` is given).

    ``highlight`` holds positions in ``cauldron.chips`` (0 is the first chip placed) whose chips
    get a dashed ring; ``scoring`` is the field to mark for the scoring (``None``: none yet).
    """
    width, height = size()
    marked = tuple(highlight)
    heading = title(cauldron, droplet=droplet, scoring=scoring, exploded=False)
    body = cauldron_body(
        cauldron,
        heading=heading,
        droplet=droplet,
        rats=rats,
        highlight=marked,
        scoring=scoring,
        exploded=exploded,
    )
    return svg.document(
        width,
        height,
        title(cauldron, droplet=droplet, scoring=scoring, exploded=exploded),
        describe(
            cauldron,
            droplet=droplet,
            rats=rats,
            highlight=marked,
            scoring=scoring,
            exploded=exploded,
        ),
        body,
    )
