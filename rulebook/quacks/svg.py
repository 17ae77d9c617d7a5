"""How the base game's values show themselves: the game package's ``svg`` part.

The pictures live in ``rulebook.quacks.pictures``, one module per kind of thing. This module is
the table the core's picture registry reads (``rulebook.core.drawing.pictures``): the package's
``__init__`` names it (``PICTURES``), and the first chip, bag, cauldron, player or table that is
drawn brings it in. It is the one place that knows both the values and their pictures, so no
value module imports a picture; and it gives the table's picture its phase name, which the flow
knows and the pictures do not ask for.
"""

from __future__ import annotations

from rulebook.core.drawing.pictures import Drawing
from rulebook.core.drawing.svg import SvgPicture
from rulebook.quacks.engine import phase_name
from rulebook.quacks.pictures import bag_svg, cauldron_svg, chips_svg, player_svg, state_svg
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import Bag, Cauldron, GameState, Player


def chip_svg(chip: Chip) -> SvgPicture:
    """One chip, titled with its Dutch name."""
    return chips_svg(Chips((chip,)), title=chip.dutch())


def lone_cauldron_svg(cauldron: Cauldron) -> SvgPicture:
    """A cauldron alone knows its start but not the droplet: the start field is marked."""
    scoring = cauldron.scoring_field if cauldron.chips else None
    return cauldron_svg(cauldron, droplet=None, scoring=scoring)


def table_svg(state: GameState) -> SvgPicture:
    """The whole table, headed by the Dutch name of its phase."""
    return state_svg(state, phase_name(state))


DRAWINGS: dict[type, Drawing] = {
    Chip: chip_svg,
    Chips: chips_svg,
    Bag: bag_svg,
    Cauldron: lone_cauldron_svg,
    Player: player_svg,
    GameState: table_svg,
}
"""Each value type of the base game with the picture it shows itself as."""
