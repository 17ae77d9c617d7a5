"""The pictures of a Castle Combo table in play (``table.Castle``), for the game table widget.

A table is drawn as several keyed pictures, so a move sends only what changed: ``rijen`` (the
two open rows with the messenger, the size of each stack and the card in hand) and
``speler-1``, ``speler-2`` ... (each square as it grows, with that player's gold and keys). The
stacks show only how many cards they hold, never which.
"""

from __future__ import annotations

from rulebook.castle_combo.data import BY_ID
from rulebook.castle_combo.pictures import growing_picture, rows_picture
from rulebook.castle_combo.table import LOCATIONS, Castle
from rulebook.core.dutch import count


def table_pictures(state: object) -> dict[str, str]:
    """The rows and every player's square, keyed (``rijen``, ``speler-1`` ...)."""
    if not isinstance(state, Castle):
        raise TypeError(f"a Castle, not {type(state).__name__}")
    stacks = ", ".join(
        f"{name}stapel {count(len(deck), 'kaart', 'kaarten')}"
        for name, deck in zip(LOCATIONS, state.decks, strict=True)
    )
    note = f"Stapels: {stacks}"
    if state.hand is not None:
        taken = "gedekt" if state.hand_down else BY_ID[state.hand].shown
        note += f"; in de hand van speler {state.active + 1}: {taken}"
    pictures = {
        "rijen": str(rows_picture(state.rows[0], state.rows[1], state.messenger, note=note))
    }
    for seat, player in enumerate(state.players):
        name = (
            f"Speler {seat + 1} · {player.gold} goud · {count(player.keys, 'sleutel', 'sleutels')}"
        )
        pictures[f"speler-{seat + 1}"] = str(growing_picture(player.tableau, name=name))
    return pictures
