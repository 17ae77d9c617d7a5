"""How a game table of Castle Combo starts from a reader's few words (``GameDescription.table``).

``start_table(players=3, seed=5, humans=(0,))`` gives the generic game table everything it
needs: the setup (with Uit de Kerker!'s options when the registry turns a reader's
``kerker=True`` into ``extras``), a computer player for every seat no reader plays (``gulzig``,
``planner``, ``willekeurig`` in turn, or the style asked for), the title, and the pictures
(``table_pictures``: the rows and every square, keyed)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.core.model.game import Agent
from rulebook.core.model.seats import table_seats
from rulebook.core.reader.descriptions import TableStart

STYLE_ORDER = ("gulzig", "planner", "willekeurig")
"""The computer styles handed out, in this order, to the seats no reader plays."""


def start_table(
    players: int = 3,
    seed: int = 1,
    humans: Sequence[int] = (0,),
    computers: Mapping[int, str] | None = None,
    extras: tuple[Any, ...] = (),
    title: str = "",
    start: int = 0,
) -> TableStart:
    """A table of ``players`` (2 to 5) with ``humans`` at their seats; ``extras`` holds
    Uit de Kerker!'s options (``rules.Rules``) when the expansion is on."""
    from rulebook.castle_combo.rules import Rules
    from rulebook.castle_combo.table import Setup
    from rulebook.castle_combo.table_pictures import static_pictures, table_pictures

    kerker = next((extra for extra in extras if isinstance(extra, Rules)), None)
    setup = Setup(players, start, kerker)
    human_seats = tuple(humans)
    return TableStart(
        setup=setup,
        seed=seed,
        humans=human_seats,
        computers=computer_players(players, human_seats, computers, seed),
        picture=table_pictures,
        static_picture=static_pictures,
        title=title or "Castle Combo",
    )


def computer_players(
    players: int, humans: Sequence[int], styles: Mapping[int, str] | None, seed: int = 1
) -> dict[int, Agent[Any, Any]]:
    """The computer player of every seat that is not human; an unknown style is refused in
    Dutch."""
    from rulebook.castle_combo.bots import BOTS

    words = table_seats(players, humans, styles, STYLE_ORDER, "castle-combo.materiaal")
    return {seat: BOTS[style](seed * 10 + seat) for seat, style in words.items()}
