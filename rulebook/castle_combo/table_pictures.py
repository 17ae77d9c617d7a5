"""The pictures of a Castle Combo table in play (``table.Castle``), for the game table widget.

A table is drawn as several keyed pictures, so a move sends only what changed: ``rijen`` (the
two open rows with the messenger, the card in hand, the size of each stack and what the
shields' letters mean) and ``speler-1``, ``speler-2`` ... (each square as it grows, with that
player's gold and keys, its rows and columns numbered). The stacks show only how many cards
they hold, never which.

Every card at the table carries its ability and its scoring rule in words on the picture (at
11 px or more), and the same words follow each picture as a list that a keyboard and a screen
reader reach (``card_list``: data first, ``words_html`` puts it in HTML), in the words of
``castle-combo score`` and chapter 40. ``static_pictures`` gives the bare pictures, for a copy
without a kernel (an ``<img>`` carries the same words as its text).
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from rulebook.castle_combo.data import BY_ID
from rulebook.castle_combo.effects import Purse
from rulebook.castle_combo.pictures import TABLE, describe, growing_picture, rows_picture
from rulebook.castle_combo.rules import LOCKS_ALL
from rulebook.castle_combo.state import GOLD, KEY
from rulebook.castle_combo.table import LOCATIONS, Castle
from rulebook.core.dutch import count
from rulebook.core.model.cards import PlacedCard


@dataclass(frozen=True)
class CardWords:
    """One card at the table in words: where it lies, what it is, its ability and its scoring
    rule (empty for a face-down card), and its tokens."""

    place: str
    card: str
    ability: str = ""
    scroll: str = ""
    tokens: str = ""

    def sentence(self) -> str:
        text = f"{self.place}: {self.card}"
        if self.tokens:
            text += f", {self.tokens}"
        if self.ability:
            text += f". Vaardigheid: {self.ability}. Punten: {self.scroll}."
        return text


def has_locks(state: Castle) -> bool:
    """Whether the prisoners at this table have locks: Uit de Kerker! is on with the option
    ``slotkaarten=alle`` (with ``slotkaarten=geen`` no card has one, so none is drawn or said)."""
    rules = state.setup.kerker
    return rules is not None and rules.locks == LOCKS_ALL


def _words(place: str, placed: PlacedCard, locks: bool = True) -> CardWords:
    if placed.face_down:
        return CardWords(place, "gedekte kaart (geen vaardigheid, geen punten)")
    card = BY_ID[placed.card]
    tokens = []
    if isinstance(card.scroll, Purse):
        tokens.append(f"goud {placed.token(GOLD)} van {card.scroll.capacity} op de beurs")
    if placed.token(KEY):
        tokens.append("een sleutel op het slot")
    return CardWords(
        place,
        describe(placed.card, locks),
        card.ability.dutch(),
        card.scroll.dutch(),
        " en ".join(tokens),
    )


def card_list(state: Castle) -> dict[str, list[CardWords]]:
    """Every card at the table in words, by the key of the picture it lies in."""
    rows: list[CardWords] = []
    locks = has_locks(state)
    for where, name in enumerate(("kasteelrij", "dorpsrij")):
        for slot, card in enumerate(state.rows[where].slots):
            if card is not None:
                rows.append(_words(f"{name}, plaats {slot + 1}", PlacedCard(card), locks))
    if state.hand is not None:
        rows.append(
            _words(
                f"in de hand van speler {state.active + 1}",
                PlacedCard(state.hand, state.hand_down),
                locks,
            )
        )
    found = {"rijen": rows}
    for seat, player in enumerate(state.players):
        found[f"speler-{seat + 1}"] = [
            _words(f"rij {r + 1}, kolom {c + 1}", placed, locks)
            for (r, c), placed in player.tableau.cards
        ]
    return found


def words_html(heading: str, cards: list[CardWords]) -> str:
    """The cards in words as an HTML list under a heading a keyboard opens."""
    if not cards:
        return ""
    items = "".join(f"<li>{html.escape(card.sentence())}</li>" for card in cards)
    return (
        f'<details class="rb-castle-words"><summary>{html.escape(heading)}</summary>'
        f"<ul>{items}</ul></details>"
    )


def static_pictures(state: object) -> dict[str, str]:
    """The rows and every player's square, keyed (``rijen``, ``speler-1`` ...), as bare SVG."""
    if not isinstance(state, Castle):
        raise TypeError(f"a Castle, not {type(state).__name__}")
    stacks = ", ".join(
        f"{name}stapel {count(len(deck), 'kaart', 'kaarten')}"
        for name, deck in zip(LOCATIONS, state.decks, strict=True)
    )
    hand = None if state.hand is None else PlacedCard(state.hand, state.hand_down)
    locks = has_locks(state)
    pictures = {
        "rijen": str(
            rows_picture(
                state.rows[0],
                state.rows[1],
                state.messenger,
                note=f"Stapels: {stacks}",
                size=TABLE,
                hand=hand,
                holder=f"speler {state.active + 1}",
                locks=locks,
            )
        )
    }
    for seat, player in enumerate(state.players):
        name = (
            f"Speler {seat + 1} · {player.gold} goud · {count(player.keys, 'sleutel', 'sleutels')}"
        )
        pictures[f"speler-{seat + 1}"] = str(
            growing_picture(player.tableau, name=name, size=TABLE, locks=locks)
        )
    return pictures


def table_pictures(state: object) -> dict[str, str]:
    """The rows and every player's square, keyed, each followed by its cards in words."""
    pictures = static_pictures(state)
    assert isinstance(state, Castle)
    cards = card_list(state)
    headings = {"rijen": "De open rijen in woorden"} | {
        f"speler-{seat + 1}": f"Het vierkant van speler {seat + 1} in woorden"
        for seat in range(len(state.players))
    }
    return {
        key: f'<div class="rb-castle-part">{picture}{words_html(headings[key], cards[key])}</div>'
        for key, picture in pictures.items()
    }
