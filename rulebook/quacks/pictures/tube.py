"""The test tube on the back of a cauldron (the variant): its glasses and the second droplet.

The glasses run from 0 (where the droplet starts) to the last one, left to right. Each glass
shows its number and its bonus in words and shapes: a ruby as a red diamond with *robijn*,
victory points as a number with *punt* or *punten*, a chip as the chip itself with its label.
The glass the droplet stands in is drawn thick and holds the droplet.
"""

from __future__ import annotations

from collections.abc import Sequence

from rulebook.core import dutch
from rulebook.core.drawing import svg
from rulebook.core.drawing.svg import SvgPicture
from rulebook.quacks.board import TEST_TUBES, TubeBonus
from rulebook.quacks.pictures.cauldron import _drop, _ruby
from rulebook.quacks.pictures.chips import chip_disc
from rulebook.quacks.pictures.palette import colour
from rulebook.quacks.state import Chip

GLASS_STEP = 52
GLASS_W = 34
GLASS_H = 58
LEFT = 16
TOP = 68


def tube_bonus_text(bonus: TubeBonus) -> str:
    """What a glass gives, in Dutch: ``1 robijn``, ``2 overwinningspunten``, ``een fiche B1``."""
    parts = []
    if bonus.rubies:
        parts.append(dutch.count(bonus.rubies, "robijn", "robijnen", one="1"))
    if bonus.points:
        parts.append(dutch.count(bonus.points, "overwinningspunt", "overwinningspunten", one="1"))
    if bonus.chip:
        parts.append(f"een {Chip.parse(bonus.chip).dutch()}")
    return dutch.listing(parts) if parts else "niets (hier begint de druppel)"


def _bonus(bonus: TubeBonus, cx: float, y: float) -> str:
    """A glass's bonus under it: a chip, a ruby or a number of points, each with a word."""
    if bonus.chip:
        return chip_disc(Chip.parse(bonus.chip), cx, y + 14, radius=15)
    if bonus.rubies:
        word = dutch.count(bonus.rubies, "robijn", "robijnen", one="1")
        return _ruby(cx, y + 9, 7) + svg.text(cx, y + 30, word, size=11)
    if bonus.points:
        word = "punt" if bonus.points == 1 else "punten"
        return svg.text(
            cx, y + 15, f"{bonus.points}★", size=15, weight="bold", fill=colour("points")
        ) + svg.text(cx, y + 30, word, size=11)
    return svg.text(cx, y + 15, "start", size=11, fill=colour("ink-soft"))


def _glass(number: int, bonus: TubeBonus, cx: float, here: bool) -> str:
    """One glass: a tube with a round bottom, its number above, its bonus below."""
    half = GLASS_W / 2
    bottom = TOP + GLASS_H
    outline = (
        f"M{cx - half:g} {TOP:g} L{cx - half:g} {bottom - half:g} "
        f"A{half:g} {half:g} 0 0 0 {cx + half:g} {bottom - half:g} L{cx + half:g} {TOP:g}"
    )
    parts = [
        svg.text(cx, TOP - 8, str(number), size=12, weight="bold", fill=colour("ink-soft")),
        svg.element(
            "path",
            d=outline,
            fill=colour("flask-glass"),
            stroke=colour("droplet-stroke") if here else colour("flask-stroke"),
            stroke_width=4 if here else 1.5,
        ),
    ]
    if here:
        parts.append(_drop(cx, bottom - half - 4, 1.0))
    parts.append(_bonus(bonus, cx, bottom + 8))
    return svg.element(
        "g",
        *parts,
        class_="rb-glass",
        data_glass=number,
        data_bonus=tube_bonus_text(bonus),
        data_here="true" if here else None,
    )


def tube_svg(glass: int = 0, tubes: Sequence[TubeBonus] = TEST_TUBES) -> SvgPicture:
    """The test tube with its glasses ``0 .. len(tubes) - 1`` and the droplet in ``glass``.

    A glass that does not exist is a programmer's ``ValueError``.
    """
    if not 0 <= glass < len(tubes):
        raise ValueError(f"glass {glass} does not exist (0 to {len(tubes) - 1})")
    heading = svg.text(LEFT, 22, "Reageerbuis", size=14, anchor="start", weight="bold")
    where = (
        "de druppel staat in glas 0, het begin"
        if glass == 0
        else f"de druppel staat in glas {glass}"
    )
    note = svg.text(LEFT, 36, where, size=11, anchor="start", fill=colour("ink-soft"))
    body = (
        heading
        + note
        + "".join(
            _glass(number, bonus, LEFT + GLASS_STEP * number + GLASS_STEP / 2, number == glass)
            for number, bonus in enumerate(tubes)
        )
    )
    width = 2 * LEFT + GLASS_STEP * len(tubes)
    height = TOP + GLASS_H + 54
    glasses = "; ".join(
        f"glas {number}: {tube_bonus_text(bonus)}" for number, bonus in enumerate(tubes) if number
    )
    title = f"Reageerbuis met de druppel in glas {glass}"
    description = f"{title}. Wat de glazen geven: {glasses}."
    return svg.document(width, height, title, description, body)
