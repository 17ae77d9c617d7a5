"""The small things on a player's table: the bag's contents, the flask and the bonus die.

- ``bag_svg``: the chips in a bag, one row per ingredient (its Dutch name first, so the colour is
  named), each kind as a chip with ``×4`` beside it.
- ``flask_svg``: the flask, full (a coloured potion and the word *vol*) or empty (*leeg*).
- ``die_svg``: the six faces of the bonus die (the setup's double face twice), the rolled faces
  ringed.
"""

from __future__ import annotations

from collections.abc import Iterable

from rulebook.core import dutch
from rulebook.core.drawing import svg
from rulebook.core.drawing.svg import SvgPicture
from rulebook.quacks.board import BONUS_DIE_FACES, DIE_OPTION_NAMES, DieFace
from rulebook.quacks.data import Ingredient
from rulebook.quacks.pictures.chips import chip_disc
from rulebook.quacks.pictures.palette import colour
from rulebook.quacks.state import Chip
from rulebook.quacks.table import Bag

# -- the bag -----------------------------------------------------------------------------------

NAME_W = 150
KIND_W = 82
ROW_H = 40
BAG_LEFT = 14


def bag_groups(bag: Bag) -> list[tuple[Ingredient, list[tuple[Chip, int]]]]:
    """The kinds in the bag grouped by ingredient, in the canonical order."""
    groups: dict[Ingredient, list[tuple[Chip, int]]] = {}
    for chip, number in bag.kinds():
        groups.setdefault(chip.ingredient, []).append((chip, number))
    return list(groups.items())


def describe_bag(bag: Bag, name: str = "Buidel") -> str:
    if not bag:
        return f"{name}: leeg."
    kinds = ", ".join(f"{number}× {chip}" for chip, number in bag.kinds())
    whites = sum((chip.value or 0) * n for chip, n in bag.kinds() if chip.is_white)
    chips = dutch.count(len(bag), "fiche", "fiches")
    return (
        f"{name} met {chips}: {kinds} ({bag.dutch()}). De knalerwten erin tellen samen {whites} op."
    )


def bag_body(bag: Bag, x: float, y: float, *, name: str = "Buidel") -> tuple[str, float, float]:
    """The bag drawn from (x, y): a heading, then a row per ingredient. Returns body, w, h."""
    chips = dutch.count(len(bag), "fiche", "fiches")
    parts = [svg.text(x, y + 16, f"{name}: {chips}", size=14, anchor="start", weight="bold")]
    groups = bag_groups(bag)
    widest = max((len(kinds) for _, kinds in groups), default=0)
    top = y + 28
    for row, (ingredient, kinds) in enumerate(groups):
        cy = top + row * ROW_H + ROW_H / 2
        total = sum(n for _, n in kinds)
        parts.append(
            svg.text(
                x,
                cy + 4,
                f"{ingredient.plural} ({total})" if total != 1 else ingredient.dutch,
                size=12,
                anchor="start",
                fill=colour("ink-soft"),
            )
        )
        for column, (chip, number) in enumerate(kinds):
            cx = x + NAME_W + column * KIND_W + 17
            parts.append(
                svg.element(
                    "g",
                    chip_disc(chip, cx, cy),
                    svg.text(cx + 22, cy + 5, f"×{number}", size=14, anchor="start", weight="bold"),
                    class_="rb-kind",
                    data_kind=chip.label,
                    data_count=number,
                )
            )
    if not groups:
        parts.append(svg.text(x, top + 20, "(leeg)", size=12, anchor="start", fill=svg.INK_SOFT))
    rows = max(1, len(groups))
    width = NAME_W + max(widest, 2) * KIND_W
    return "".join(parts), width, 28 + rows * ROW_H


def bag_svg(bag: Bag, *, name: str = "Buidel") -> SvgPicture:
    """A bag's contents grouped by ingredient and value, with the number of each (``W1 ×4``).

    ``name`` heads the picture (``Voorraad`` for the box's supply).
    """
    body, width, height = bag_body(bag, BAG_LEFT, 8, name=name)
    description = describe_bag(bag, name)
    title = f"{name} met {dutch.count(len(bag), 'fiche', 'fiches')}"
    return svg.document(width + 2 * BAG_LEFT, height + 18, title, description, body)


# -- the flask ---------------------------------------------------------------------------------


def flask_body(full: bool, x: float, y: float, scale: float = 1.0) -> str:
    """The flask drawn with its top-left at (x, y): 90 by 120 at scale 1, with its word."""

    def at(px: float, py: float) -> str:
        return f"{x + px * scale:.1f} {y + py * scale:.1f}"

    glass = (
        f"M{at(36, 6)} L{at(54, 6)} L{at(54, 40)} "
        f"C{at(80, 50)} {at(86, 92)} {at(62, 104)} L{at(28, 104)} "
        f"C{at(4, 92)} {at(10, 50)} {at(36, 40)} Z"
    )
    potion = (
        f"M{at(17, 66)} C{at(30, 60)} {at(60, 72)} {at(74, 66)} "
        f"C{at(78, 84)} {at(72, 98)} {at(62, 101)} L{at(28, 101)} "
        f"C{at(17, 98)} {at(12, 84)} {at(17, 66)} Z"
    )
    parts = [
        svg.element(
            "path",
            d=glass,
            fill=colour("flask-glass"),
            stroke=colour("flask-stroke"),
            stroke_width=2.5,
        ),
        svg.element(
            "rect",
            x=x + 32 * scale,
            y=y,
            width=26 * scale,
            height=8 * scale,
            rx=2,
            fill=colour("flask-stroke"),
        ),
    ]
    if full:
        parts.append(
            svg.element(
                "path",
                d=potion,
                fill=colour("potion"),
                stroke=colour("flask-stroke"),
                stroke_width=1,
            )
        )
        for bx, by, r in ((36, 84, 4), (52, 78, 3), (46, 92, 2.5)):
            parts.append(
                svg.element(
                    "circle",
                    cx=x + bx * scale,
                    cy=y + by * scale,
                    r=r * scale,
                    fill="#ffffff",
                    opacity=0.7,
                )
            )
    else:
        parts.append(
            svg.element(
                "path",
                d=f"M{at(30, 96)} L{at(60, 70)}",
                stroke=colour("flask-stroke"),
                stroke_width=1,
                stroke_dasharray="3 3",
                opacity=0.6,
            )
        )
    word = "fles vol" if full else "fles leeg"
    parts.append(
        svg.text(x + 45 * scale, y + 122 * scale, word, size=max(11, 14 * scale), weight="bold")
    )
    return svg.element("g", *parts, class_="rb-flask", data_full=full)


def flask_svg(full: bool) -> SvgPicture:
    """The flask: full (it can put the last white chip back, clause ``kwakzalvers.fles``) or
    empty (two rubies fill it again at the end of the round)."""
    if full:
        title = "Fles: vol"
        description = (
            "De fles is vol: trek je een wit fiche dat je ketel niet laat ontploffen, dan mag "
            "je het ermee terug in je buidel doen; daarna is de fles leeg."
        )
    else:
        title = "Fles: leeg"
        description = (
            "De fles is leeg: in stap F van de puntentelling vul je haar weer voor 2 robijnen."
        )
    return svg.document(110, 150, title, description, flask_body(full, 10, 10))


# -- the bonus die -----------------------------------------------------------------------------

FACE = 64
FACE_GAP = 14

_FACE_WORDS = {
    DieFace.POINT: "1 punt",
    DieFace.TWO_POINTS: "2 punten",
    DieFace.RUBY: "1 robijn",
    DieFace.ORANGE: "pompoen",
    DieFace.DROPLET: "druppel +1",
}


def _face_picture(face: DieFace, x: float, y: float) -> str:
    """What a face shows, drawn inside the square from (x, y)."""
    cx, cy = x + FACE / 2, y + FACE / 2
    if face is DieFace.POINT:
        return svg.text(cx, cy + 9, "1★", size=26, weight="bold", fill=colour("points"))
    if face is DieFace.TWO_POINTS:
        return svg.text(cx, cy + 9, "2★", size=26, weight="bold", fill=colour("points"))
    if face is DieFace.RUBY:
        half = 16
        return svg.element(
            "path",
            d=f"M{cx:.1f} {cy - half:.1f} L{cx + half * 0.8:.1f} {cy:.1f} L{cx:.1f} "
            f"{cy + half:.1f} L{cx - half * 0.8:.1f} {cy:.1f} Z",
            fill=colour("ruby"),
            stroke=colour("ruby-stroke"),
            stroke_width=1.5,
        )
    if face is DieFace.ORANGE:
        return chip_disc(Chip(Ingredient.ORANGE, 1), cx, cy, radius=18)
    h, w = 20, 14
    drop = (
        f"M{cx:.1f} {cy - h:.1f} C{cx + w:.1f} {cy - 2:.1f} {cx + w:.1f} {cy + 14:.1f} "
        f"{cx:.1f} {cy + 14:.1f} C{cx - w:.1f} {cy + 14:.1f} {cx - w:.1f} {cy - 2:.1f} "
        f"{cx:.1f} {cy - h:.1f} Z"
    )
    return svg.element(
        "g",
        svg.element(
            "path",
            d=drop,
            fill=colour("droplet"),
            stroke=colour("droplet-stroke"),
            stroke_width=1.5,
        ),
        svg.text(cx, cy + 8, "+1", size=13, weight="bold", fill="#fff"),
    )


def _faces(rolled: DieFace | Iterable[DieFace] | None) -> tuple[DieFace, ...]:
    if rolled is None:
        return ()
    if isinstance(rolled, DieFace):
        return (rolled,)
    return tuple(rolled)


def describe_die(faces: tuple[DieFace, ...], rolled: tuple[DieFace, ...]) -> str:
    kinds: dict[DieFace, int] = {}
    for face in faces:
        kinds[face] = kinds.get(face, 0) + 1
    listed = dutch.listing(
        [face.value + (" (twee keer)" if n == 2 else "") for face, n in kinds.items()]
    )
    text = f"De bonusdobbelsteen heeft zes vlakken: {listed}."
    if rolled:
        text += f" Gegooid: {dutch.listing([face.value for face in rolled])}."
    return text


def die_svg(
    rolled: DieFace | Iterable[DieFace] | None = None, *, option: str = "tweemaal-punt"
) -> SvgPicture:
    """The six faces of the bonus die, with the faces ``rolled`` ringed (one roll or more).

    ``option`` names which face the die has twice (``Setup.die``; clause
    ``kwakzalvers.keuze.dobbelsteen``): the five kinds are in the rules, the double one is not.
    """
    faces = BONUS_DIE_FACES[option]
    shown = _faces(rolled)
    parts = [svg.text(14, 22, "Bonusdobbelsteen", size=14, anchor="start", weight="bold")]
    twice = next(face for face, name in DIE_OPTION_NAMES.items() if name == option)
    parts.append(
        svg.text(
            14,
            40,
            f"zes vlakken; twee keer: {twice.value}",
            size=11,
            anchor="start",
            fill=colour("ink-soft"),
        )
    )
    top = 52
    for index, face in enumerate(faces):
        x = 14 + index * (FACE + FACE_GAP)
        hit = face in shown
        ring = (
            svg.element(
                "rect",
                x=x - 5,
                y=top - 5,
                width=FACE + 10,
                height=FACE + 10,
                rx=14,
                fill="none",
                stroke=colour("highlight"),
                stroke_width=3,
                stroke_dasharray="5 3",
                class_="rb-highlight",
            )
            if hit
            else ""
        )
        parts.append(
            svg.element(
                "g",
                ring,
                svg.element(
                    "rect",
                    x=x,
                    y=top,
                    width=FACE,
                    height=FACE,
                    rx=10,
                    fill=colour("die"),
                    stroke=colour("die-stroke"),
                    stroke_width=2,
                ),
                _face_picture(face, x, top),
                svg.text(
                    x + FACE / 2,
                    top + FACE + 18,
                    _FACE_WORDS[face],
                    size=11,
                    weight="bold" if hit else "normal",
                ),
                class_="rb-die-face",
                data_face=face.name.lower(),
                data_rolled=hit,
            )
        )
    height = top + FACE + 30
    if shown:
        line = "Gegooid: " + dutch.listing([face.value for face in shown])
        parts.append(svg.text(14, height + 6, line, size=12, anchor="start", weight="bold"))
        height += 20
    width = 28 + 6 * FACE + 5 * FACE_GAP
    title = "Bonusdobbelsteen" + (
        f": gegooid {dutch.listing([face.value for face in shown])}" if shown else ""
    )
    return svg.document(width, height, title, describe_die(faces, shown), "".join(parts))
