"""Het Leeft!: what came of an action, in Dutch lines for a game log and the game table.

``outcomes(happenings, chosen)`` puts what the rules reported while they applied an action
(``rulebook.its_alive.happenings``, ``rulebook.core.model.happenings``) in the lines every player at
the table sees (``het-leeft.verborgen``): an uprising and how it was calmed, the deck shuffled
again from the graveyards, a sale the table made, who paid whom how many coins (added up per
seat), who got which card (never where it lies behind the screen), the graveyards' tops, whose
turn it is, and the end. ``stage(state, phases)`` says where the game stands (the turn, whose it
is, which step of it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rulebook.core import dutch
from rulebook.core.model.happenings import Gained, Happened, Paid, TurnBegan, of_type
from rulebook.its_alive.happenings import (
    Buried,
    Calmed,
    Completed,
    Ended,
    Fetched,
    LeftGame,
    Reshuffled,
    SetAside,
    SetAsideBack,
    Sold,
    Took,
    UprisingDrawn,
)
from rulebook.its_alive.rules import Bid, OpenBid
from rulebook.its_alive.state import State


def outcomes(happenings: Sequence[Happened], chosen: str | None = None) -> list[str]:
    """The public lines for what happened in one step (see the module); ``chosen`` is the code
    of the option a player chose, if one did (a sale nobody chose is explained)."""
    lines = _uprisings(happenings)
    lines += [h.dutch() for h in of_type(happenings, Reshuffled)]
    if chosen != "verkopen":
        lines += [sold.forced() for sold in of_type(happenings, Sold)]
    lines += _coins_moved(happenings)
    lines += [h.dutch() for h in happenings if isinstance(h, (Took, Completed))]
    lines += _graveyards(happenings)
    ended = of_type(happenings, Ended)
    turns = of_type(happenings, TurnBegan)
    if ended:
        lines.append(ended[0].dutch())
    elif turns:
        lines.append(turns[-1].dutch())
    lines += [h.dutch() for h in of_type(happenings, SetAsideBack)]
    return lines


def _uprisings(happenings: Sequence[Happened]) -> list[str]:
    """An uprising drawn and calmed at once, one set aside, those that left the game, and one
    drawn that waits to be calmed."""
    drawn = of_type(happenings, UprisingDrawn)
    calmed = {h.card for h in of_type(happenings, Calmed)}
    lines = [h.at_once() for h in drawn if h.card in calmed]
    lines += [h.dutch() for h in of_type(happenings, SetAside)]
    lines += [h.dutch() for h in of_type(happenings, LeftGame)]
    lines += [h.dutch() for h in drawn if h.card not in calmed]
    return lines


def _coins_moved(happenings: Sequence[Happened]) -> list[str]:
    """The coins of one step added up per seat: one payment between two seats is said as
    such, anything else per seat with the bank or another player as the other side."""
    changes: dict[int, int] = {}
    bank = 0
    for h in happenings:
        if isinstance(h, Paid):
            changes[h.seat] = changes.get(h.seat, 0) - h.amount
            if h.to is None:
                bank += h.amount
            else:
                changes[h.to] = changes.get(h.to, 0) + h.amount
        elif isinstance(h, Gained):
            changes[h.seat] = changes.get(h.seat, 0) + h.amount
            bank -= h.amount
    moved = sorted((seat, change) for seat, change in changes.items() if change)
    payers = [seat for seat, change in moved if change < 0]
    paid = [(seat, change) for seat, change in moved if change > 0]
    if bank == 0 and len(payers) == 1 and len(paid) == 1:
        amount = dutch.coin_count(paid[0][1])
        return [
            dutch.sentence(
                f"{dutch.player(payers[0])} betaalt {amount} aan {dutch.player(paid[0][0])}."
            )
        ]
    lines = []
    for seat, change in moved:
        if change > 0:
            source = "van de bank" if bank < 0 else "van een medespeler"
            lines.append(
                dutch.sentence(f"{dutch.player(seat)} krijgt {dutch.coin_count(change)} {source}.")
            )
        else:
            to = "aan de bank" if bank > 0 else "aan een medespeler"
            lines.append(
                dutch.sentence(f"{dutch.player(seat)} betaalt {dutch.coin_count(-change)} {to}.")
            )
    return lines


def _graveyards(happenings: Sequence[Happened]) -> list[str]:
    """Per graveyard, its new top or the top that went to the middle (one card more or less
    in the step)."""
    last: dict[int, Buried | Fetched] = {}
    net: dict[int, int] = {}
    for h in happenings:
        if isinstance(h, (Buried, Fetched)):
            net[h.seat] = net.get(h.seat, 0) + (1 if isinstance(h, Buried) else -1)
            last[h.seat] = h
    return [last[seat].dutch() for seat in sorted(net) if abs(net[seat]) == 1]


def stage(state: State, phases: Mapping[str, str], asked: Sequence[int] = ()) -> str:
    """``Ronde 3 · beurt van speler 2 · Veiling · speler 3 biedt``, or the end. In an auction
    the seat asked to bid now (``asked``: the game's ``current_players``) is named, so the stage
    and the table's "aan zet" agree; another seat that still has a bid waiting is not."""
    if state.over:
        return "Het spel is voorbij."
    step = phases.get(state.step, "")
    parts = [f"Ronde {state.round}", f"beurt van speler {state.active + 1}"]
    if step:
        parts.append(step)
    if state.auction is not None:
        parts.append(f"hoogste bod {state.auction.bid} van speler {state.auction.bidder + 1}")
    bidder = next(
        (
            seat
            for seat in asked
            if 0 <= seat < len(state.queues) - 1
            and (queue := state.queues[seat])
            and isinstance(queue[0], (Bid, OpenBid))
        ),
        None,
    )
    if bidder is not None:
        parts.append(f"speler {bidder + 1} {'opent' if bidder == state.active else 'biedt'}")
    return " · ".join(parts)
