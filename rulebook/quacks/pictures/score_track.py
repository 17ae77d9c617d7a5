"""The score track: fields 0 to 50, the rat tails between fields, and a marker for every player.

The fields run in three rows of seventeen (0-16, 17-33, 34-50), left to right. A rat tail lies
between field ``t`` and ``t + 1`` for each ``t`` in ``board.RAT_TAILS``: it is drawn as a brown
curl in the gap after field ``t``. The tails between a player and the leader (the ones that
player counts in the rats phase) get a light orange backing and a thicker curl. A marker is a
disc in the seat's colour with the seat's number, under its field; the leader's marker has a
dark ring around it, and a score past 50 shows ``+50`` beside the marker (the marker went
round once more, as with the 0/50 seal of the game).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from rulebook.core import dutch
from rulebook.core.drawing import svg
from rulebook.core.drawing.svg import SvgPicture
from rulebook.quacks.board import LAP, rat_tails_between, rat_tails_list
from rulebook.quacks.pictures.palette import colour, seat_colour, seat_ink

PER_ROW = 17
BOX_W = 30
BOX_H = 26
GAP = 8
LEFT = 14
TOP = 34
MARKER_R = 10
MARKER_STEP = 22


def seat_name(seat: int) -> str:
    """``Speler 1`` for seat 0 (a heading; ``engine.seat_name`` writes it in a sentence)."""
    return f"Speler {seat + 1}"


def track_position(score: int) -> tuple[int, int]:
    """The field a marker stands on for ``score`` points, and how many times it went past 50."""
    if score <= LAP:
        return max(score, 0), 0
    laps, rest = divmod(score - 1, LAP)
    return rest + 1, laps


def leader_of(scores: Mapping[int, int]) -> int | None:
    """The first seat with the most points (``None`` without players)."""
    if not scores:
        return None
    best = max(scores.values())
    return min(seat for seat, points in scores.items() if points == best)


def counted_tails(
    scores: Mapping[int, int], leader: int | None, seats: Iterable[int], *, second_lap: bool
) -> set[int]:
    """The tails (as ``t`` on the track, 0..49) some of ``seats`` count toward the leader."""
    if leader is None:
        return set()
    top = scores[leader]
    counted: set[int] = set()
    for seat in seats:
        points = scores[seat]
        if seat == leader or points >= top:
            continue
        counted.update(
            tail % LAP
            for tail in rat_tails_list(top, second_lap=second_lap)
            if points <= tail < top
        )
    return counted


def _box(field: int) -> tuple[float, int]:
    """The left edge of field ``field``'s box and its row (the rows' heights vary)."""
    row, column = divmod(field, PER_ROW)
    return LEFT + column * (BOX_W + GAP), row


def _tail(x: float, y: float, tail: int, counted: bool) -> str:
    """A rat tail in the gap right of a box: a curl, backed in orange when it is counted."""
    middle = x + GAP / 2
    backing = (
        svg.element(
            "rect",
            x=x - 1,
            y=y - 3,
            width=GAP + 2,
            height=BOX_H + 6,
            rx=3,
            fill=colour("tail-counted"),
            stroke=colour("highlight"),
            stroke_width=1.5,
        )
        if counted
        else ""
    )
    curl = (
        f"M{middle:.1f} {y + 1:.1f} C{middle + 5:.1f} {y + 7:.1f} {middle - 5:.1f} {y + 13:.1f} "
        f"{middle:.1f} {y + 17:.1f} C{middle + 4:.1f} {y + 21:.1f} {middle + 1:.1f} "
        f"{y + 25:.1f} {middle - 2:.1f} {y + BOX_H - 1:.1f}"
    )
    return svg.element(
        "g",
        backing,
        svg.element(
            "path",
            d=curl,
            fill="none",
            stroke=colour("tail"),
            stroke_width=3 if counted else 2,
            stroke_linecap="round",
        ),
        class_="rb-tail rb-tail-counted" if counted else "rb-tail",
        data_after=tail,
    )


def _marker(x: float, y: float, seat: int, points: int, laps: int, leader: bool) -> str:
    parts = []
    if leader:
        parts.append(
            svg.element(
                "circle",
                cx=x,
                cy=y,
                r=MARKER_R + 3,
                fill="none",
                stroke=colour("scoring-stroke"),
                stroke_width=2.5,
            )
        )
    parts.append(
        svg.element(
            "circle",
            cx=x,
            cy=y,
            r=MARKER_R,
            fill=seat_colour(seat),
            stroke=colour("ink"),
            stroke_width=1,
        )
    )
    parts.append(svg.text(x, y + 4, str(seat + 1), size=11, fill=seat_ink(seat), weight="bold"))
    if laps:
        parts.append(svg.text(x + 14, y + 4, f"+{LAP * laps}", size=11, anchor="start"))
    return svg.element(
        "g", *parts, class_="rb-marker", data_seat=seat, data_points=points, data_leader=leader
    )


def describe(scores: Mapping[int, int], leader: int | None, *, second_lap: bool = True) -> str:
    """Who stands where, who leads, and how many rat tails each other player counts."""
    if not scores:
        return "Scorespoor zonder markers."
    parts = []
    for seat in sorted(scores):
        points = scores[seat]
        line = f"{seat_name(seat)} op {dutch.points(points)}"
        if seat == leader:
            line += " (koploper)"
        elif leader is not None:
            tails = rat_tails_between(points, scores[leader], second_lap=second_lap)
            line += f", {dutch.count(tails, 'rattenstaart', 'rattenstaarten')} tot de koploper"
        parts.append(line)
    return "Scorespoor: " + "; ".join(parts) + "."


def score_track_body(
    scores: Mapping[int, int],
    leader: int | None = None,
    *,
    focus: Iterable[int] | None = None,
    second_lap: bool = True,
    width: float | None = None,
) -> tuple[str, float, float]:
    """The track drawn from (0, 0); returns the body, its width and its height."""
    leader = leader_of(scores) if leader is None else leader
    seats = list(scores) if focus is None else list(focus)
    counted = counted_tails(scores, leader, seats, second_lap=second_lap)
    stacks: dict[int, list[tuple[int, int, int]]] = {}
    for seat in sorted(scores):
        field, laps = track_position(scores[seat])
        stacks.setdefault(field, []).append((seat, scores[seat], laps))
    rows = -(-(LAP + 1) // PER_ROW)
    lane = [0] * rows
    for field, stack in stacks.items():
        lane[field // PER_ROW] = max(lane[field // PER_ROW], len(stack))
    row_top: list[float] = []
    y = float(TOP)
    for row in range(rows):
        row_top.append(y)
        y += BOX_H + 8 + lane[row] * MARKER_STEP + 6
    drawn_width = width or LEFT * 2 + PER_ROW * (BOX_W + GAP)
    parts = [svg.text(LEFT, 20, "Scorespoor", size=13, anchor="start", weight="bold")]
    for field in range(LAP + 1):
        x, line = _box(field)
        top = row_top[line]
        parts.append(
            svg.element(
                "rect",
                x=x,
                y=top,
                width=BOX_W,
                height=BOX_H,
                rx=4,
                fill=colour("score-field"),
                stroke=colour("score-stroke"),
                class_="rb-score-field",
                data_field=field,
            )
        )
        label = "0/50" if field == 0 else str(field)
        parts.append(svg.text(x + BOX_W / 2, top + 17, label, size=12 if field else 11))
        if field < LAP and field in _tails():
            parts.append(_tail(x + BOX_W, top, field, field in counted))
        for number, (seat, points, laps) in enumerate(stacks.get(field, [])):
            parts.append(
                _marker(
                    x + BOX_W / 2,
                    top + BOX_H + 6 + MARKER_R + number * MARKER_STEP,
                    seat,
                    points,
                    laps,
                    seat == leader,
                )
            )
    legend_y = y + 8
    parts.append(_legend(LEFT, legend_y))
    return "".join(parts), drawn_width, legend_y + 16


def _tails() -> set[int]:
    return set(rat_tails_list(LAP))


def _legend(x: float, y: float) -> str:
    soft = colour("ink-soft")
    return svg.element(
        "g",
        _tail(x - GAP / 2 + 4, y - 14, -1, False).replace(' data-after="-1"', ""),
        svg.text(x + 14, y, "rattenstaart", size=11, anchor="start", fill=soft),
        svg.element(
            "rect",
            x=x + 96,
            y=y - 11,
            width=12,
            height=14,
            rx=3,
            fill=colour("tail-counted"),
            stroke=colour("highlight"),
        ),
        svg.text(x + 112, y, "telt mee tot de koploper", size=11, anchor="start", fill=soft),
        svg.element(
            "circle",
            cx=x + 270,
            cy=y - 4,
            r=8,
            fill="none",
            stroke=colour("scoring-stroke"),
            stroke_width=2.5,
        ),
        svg.text(x + 284, y, "koploper", size=11, anchor="start", fill=soft),
        class_="rb-legend",
    )


def score_track_svg(
    scores: Mapping[int, int],
    leader: int | None = None,
    *,
    focus: Iterable[int] | None = None,
    second_lap: bool = True,
) -> SvgPicture:
    """The score track with a marker per seat (``scores``: seat → points).

    ``leader`` defaults to the first seat with the most points. The rat tails between the
    leader and the seats in ``focus`` (default: every seat) are highlighted: the tails those
    players count in the rats phase (clause ``kwakzalvers.ratten.staarten``).
    """
    body, width, height = score_track_body(scores, leader, focus=focus, second_lap=second_lap)
    leader = leader_of(scores) if leader is None else leader
    title = "Scorespoor" + (
        f": {seat_name(leader).lower()} leidt met {dutch.points(scores[leader])}"
        if leader is not None
        else ""
    )
    return svg.document(width, height, title, describe(scores, leader, second_lap=second_lap), body)
