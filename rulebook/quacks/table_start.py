"""How a game table of De Kwakzalvers starts from a reader's few words (``GameDescription.table``).

``start_table(players=4, set=1, seed=5)`` gives the generic game table (``widgets.game_table``)
everything it needs: the engine, the setup with the ingredient books of one set, a computer
player of the asked style for every seat that is not a reader's, and the picture a reader sees
(their own cauldron and bag large, then the whole table). An expansion comes in through
``extras`` (its settings, as ``Setup.extras`` holds them): the registry turns a reader's
``alchemisten=True`` into them, so this module names no expansion.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.core.model.game import Agent
from rulebook.core.model.seats import table_seats
from rulebook.core.reader.descriptions import TableStart

STYLE_ORDER = ("voorzichtig", "gulzig", "rekenaar")
"""The computer styles handed out, in this order, to the seats no reader plays."""


def start_table(
    players: int = 3,
    set: int = 1,  # the word a player uses ("set 1 tot 4"), though it hides set()
    seed: int = 1,
    humans: Sequence[int] = (0,),
    computers: Mapping[int, str] | None = None,
    extras: tuple[Any, ...] = (),
    title: str = "",
) -> TableStart:
    """A table with the ingredient books of ``set`` (``computers``: each computer seat's style,
    ``voorzichtig``, ``gulzig`` or ``rekenaar``; by default in that order)."""
    from rulebook.quacks.table import Setup

    setup = Setup.with_set(set, players=players, extras=extras)
    human_seats = tuple(humans)
    return TableStart(
        setup=setup,
        seed=seed,
        humans=human_seats,
        computers=computer_players(players, human_seats, computers),
        picture=humans_picture(human_seats),
        static_picture=humans_picture(human_seats, parts=False),
        title=title or "De Kwakzalvers van Kakelenburg",
    )


def computer_players(
    players: int, humans: Sequence[int], styles: Mapping[int, str] | None
) -> dict[int, Agent[Any, Any]]:
    """The computer player of every seat that is not human: the style asked for, else the next
    of ``voorzichtig``, ``gulzig``, ``rekenaar``. An unknown style is refused in Dutch."""
    from rulebook.quacks.bots import BOTS

    words = table_seats(players, humans, styles, STYLE_ORDER, "kwakzalvers.spelers")
    return {seat: BOTS[style] for seat, style in words.items()}


def humans_picture(humans: Sequence[int], *, parts: bool = True) -> Any:
    """The human players' own things (cauldron, bag, flask, and what an expansion notes: De
    Alchemisten's essence marker and patient) large, then the table: in keyed parts (the card,
    each player, the score track: ``table_parts``), so a click sends only what changed, or with
    ``parts=False`` as one picture (a static copy, whose images cannot share a definition)."""

    def draw(state: Any) -> dict[str, str]:
        from rulebook.quacks.engine import phase_name
        from rulebook.quacks.pictures import player_svg
        from rulebook.quacks.pictures.overview import expansion_notes, table_parts
        from rulebook.quacks.svg import table_svg

        own = {
            f"eigen-{seat + 1}": str(
                player_svg(state.players[seat], seat=seat, notes=expansion_notes(state, seat))
            )
            for seat in humans
        }
        if not parts:
            return {**own, "tafel": str(table_svg(state))}
        drawn = table_parts(state, phase_name(state))
        return {**own, **{key: str(part) for key, part in drawn.items()}}

    return draw
