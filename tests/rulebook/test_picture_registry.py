"""The picture registry (``core.drawing.pictures``): a value draws itself with the drawing its
game names, and the game's drawings are loaded by name the first time one is needed."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass

import pytest

from rulebook.core.drawing.pictures import Pictured, draw
from rulebook.quacks.alchemists import Piston
from rulebook.quacks.alchemists.essence.svg import piston_svg
from rulebook.quacks.engine import phase_name, shared_game
from rulebook.quacks.pictures import chips_svg, state_svg
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import Setup


def test_a_chip_draws_as_its_game_says_titled_with_its_dutch_name() -> None:
    chip = Chip.parse("G2")
    assert chip._repr_svg_() == chips_svg(Chips((chip,)), title=chip.dutch())
    assert f"<title>{chip.dutch()}</title>" in chip._repr_svg_()


def test_the_table_is_headed_by_the_phase_the_flow_names() -> None:
    state = shared_game().new_game(Setup(players=2), 3)
    assert phase_name(state) == "1. Waarzeggerijkaart"
    assert state._repr_svg_() == state_svg(state, "1. Waarzeggerijkaart")
    assert "Ronde 1 van 9 · 1. Waarzeggerijkaart" in state._repr_svg_()


def test_an_expansion_value_draws_with_the_expansion_drawings() -> None:
    assert Piston(7)._repr_svg_() == piston_svg(7)
    assert "Essentiefiche op veld 7" in Piston(7)._repr_svg_()


@dataclass(frozen=True)
class _Nameless(Pictured):
    """A value whose package names no drawings."""

    number: int = 1


def test_a_value_without_a_drawing_is_a_programmers_mistake() -> None:
    with pytest.raises(TypeError, match="_Nameless"):
        draw(_Nameless())


def test_the_drawings_are_loaded_by_name_only_when_a_value_is_drawn() -> None:
    code = (
        "import sys, rulebook\n"
        "from rulebook.quacks.state import Chip\n"
        "before = 'rulebook.quacks.svg' in sys.modules\n"
        "Chip.parse('W1')._repr_svg_()\n"
        "print(before, 'rulebook.quacks.svg' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.split() == ["False", "True"]
