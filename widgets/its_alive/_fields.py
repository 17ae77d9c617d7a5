"""What the panels of Het Leeft! share: the players' field and the most coins a player holds."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.its_alive.data import BOX_COINS, PLAYERS
from widgets._intents import IntentError, value_field
from widgets.panel import choices, field, whole_number

MOST_COINS = BOX_COINS
"""No player holds more coins than the box has."""


def players_field(players: int) -> dict[str, Any]:
    return field(
        "spelers",
        "Spelers",
        "select",
        players,
        options=choices([(n, f"{n} spelers") for n in PLAYERS]),
    )


def read_players(value: object) -> int:
    number = whole_number(value, "Het aantal spelers", least=2, most=5)
    if number not in PLAYERS:
        raise IntentError(f"Het Leeft! speel je met 2 tot 5 spelers, niet {number}.")
    return number


def named_value(content: Mapping[str, object], kind: str) -> tuple[str, object]:
    name = value_field(content, "name", kind)
    if not isinstance(name, str):
        raise IntentError("Een veld heeft een naam (een tekst).")
    return name, value_field(content, "value", kind)
