"""How a game table of Het Leeft! starts from a reader's few words (``GameDescription.table``).

``start_table(players=3, seed=1)`` gives the generic game table (``widgets.game_table``)
everything it needs: the engine (one game, or with ``advanced=True`` the advanced game as a
match of as many games as players), the setup (the example card values unless the reader
passes their own ``values``), a computer player for every seat that is not a reader's (1 to 4
of them), and the pictures a reader sees: their own board and coins, the graveyards' tops, the
deck and the card in the middle, the others behind their screens; at the end every board.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.core.model.game import Agent
from rulebook.core.model.match import MatchState
from rulebook.core.model.seats import table_seats
from rulebook.core.reader.descriptions import TableStart
from rulebook.its_alive.bots import STRATEGIES
from rulebook.its_alive.data import EXAMPLE_VALUES, PLAYERS, CardValues
from rulebook.its_alive.rules import ItsAliveError
from rulebook.its_alive.state import Setup

STYLE_ORDER = ("verzamelaar", "handelaar")
"""The computer players handed out, in this order, to the seats no reader plays."""


def start_table(
    players: int = 3,
    seed: int = 1,
    humans: Sequence[int] = (0,),
    computers: Mapping[int, str] | None = None,
    advanced: bool = False,
    values: CardValues | None = None,
    extras: tuple[Any, ...] = (),
    title: str = "",
) -> TableStart:
    """A table of ``players`` seats (2 to 5): the ``humans`` seats for readers, every other seat
    a computer player (``computers``: each one's style, ``verzamelaar`` or ``handelaar``; by
    default in turn). ``advanced`` plays the advanced game: as many games as players, scores
    added up."""
    if extras:
        raise ValueError("Het Leeft! has no expansions")
    if isinstance(players, bool) or players not in PLAYERS:
        raise ItsAliveError(
            "het-leeft.spelers", f"Het Leeft! speel je met 2 tot 5 spelers, niet {players}."
        )
    setup = Setup(players=players, advanced=advanced, values=values or EXAMPLE_VALUES)
    human_seats = tuple(humans)
    game = None
    if advanced:
        from rulebook.its_alive.engine import make_match

        game = make_match()
    name = "Het Leeft!" + (" (gevorderd spel)" if advanced else "")
    return TableStart(
        setup=setup,
        seed=seed,
        humans=human_seats,
        computers=computer_players(players, human_seats, computers, seed),
        picture=table_picture,
        static_picture=table_picture,
        title=title or name,
        game=game,
    )


def computer_players(
    players: int, humans: Sequence[int], styles: Mapping[int, str] | None, seed: int
) -> dict[int, Agent[Any, Any]]:
    """A seeded computer player for every seat that is not a reader's (the style asked for,
    else ``verzamelaar`` and ``handelaar`` in turn). An unknown style is refused in Dutch."""
    words = table_seats(
        players, humans, styles, STYLE_ORDER, "het-leeft.spelers", allowed=tuple(STRATEGIES)
    )
    return {seat: STRATEGIES[style](seed * 101 + seat) for seat, style in words.items()}


def table_picture(seen: Any) -> dict[str, str]:
    """What the table shows of ``seen`` (a seat's view, or the whole state at the end; inside
    the advanced game the match's, with the tally so far): keyed parts, so a click sends only
    the parts that changed."""
    from rulebook.its_alive.pictures import match_svg, table_pictures

    if isinstance(seen, MatchState):
        return {"partijen": str(match_svg(seen)), **table_pictures(seen.state)}
    return table_pictures(seen)
