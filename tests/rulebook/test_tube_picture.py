"""The test tube of the variant as a picture: every glass with its bonus, the droplet in one."""

from __future__ import annotations

import re

import pytest

from rulebook.quacks.board import TEST_TUBES, TubeBonus
from rulebook.quacks.pictures import tube_svg
from rulebook.quacks.pictures.tube import tube_bonus_text


def glasses(svg: str) -> dict[int, str]:
    return {
        int(number): bonus
        for number, bonus in re.findall(r'data-glass="(\d+)" data-bonus="([^"]*)"', svg)
    }


def test_the_thirteen_glasses_of_the_2024_table() -> None:
    """Reference §7: glass 1 a ruby, 3 a blue 1-chip, 7 a red 2-chip, 11 a yellow 4-chip, 12 four
    points."""
    shown = glasses(tube_svg())
    assert sorted(shown) == list(range(13))
    assert shown[0] == "niets (hier begint de druppel)"
    assert shown[1] == "1 robijn"
    assert shown[2] == "1 overwinningspunt"
    assert shown[3] == "een kraaienschedel (blauw, waarde 1)"
    assert shown[7] == "een vliegenzwam (rood, waarde 2)"
    assert shown[11] == "een alruinwortel (geel, waarde 4)"
    assert shown[12] == "4 overwinningspunten"


def test_the_droplet_stands_in_its_glass_only() -> None:
    svg = tube_svg(3)
    assert re.findall(r'data-glass="(\d+)"[^>]*data-here="true"', svg) == ["3"]
    assert svg.count('class="rb-glass"') == 13
    assert "<title>Reageerbuis met de druppel in glas 3</title>" in svg
    assert "glas 5: een doodshoofdvlinder (zwart, waarde 1)" in svg  # the description says all


def test_an_own_table_is_drawn_as_given() -> None:
    own = (TEST_TUBES[0], TubeBonus(points=2), *TEST_TUBES[2:])
    assert glasses(tube_svg(1, own))[1] == "2 overwinningspunten"


def test_a_bonus_of_several_things_is_listed() -> None:
    assert tube_bonus_text(TubeBonus(rubies=2, points=1)) == "2 robijnen en 1 overwinningspunt"


@pytest.mark.parametrize("glass", [-1, 13])
def test_a_glass_that_does_not_exist_is_a_programmers_mistake(glass: int) -> None:
    with pytest.raises(ValueError):
        tube_svg(glass)
