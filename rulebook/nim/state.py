"""Dobbelnim's setup, state and actions: frozen values whose text notation reads back.

A state reads ``stenen=10 dobbelsteen=3 zaad=1 beurt=0 gegooid=0 winnaar=None``; an action is
``dobbel 3`` (chance rolled a 3) or ``2 neemt 1`` (the second player takes one stone). Text that
is neither is a ``NotationError`` naming ``dobbelnim.notatie``, never a ``KeyError``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulebook.core.dutch import quoted
from rulebook.core.errors import NotationError, RuleError
from rulebook.core.model.evolve import Remembers

NOTATION = "dobbelnim.notatie"
SETUP = "dobbelnim.opzet"

MOST_STONES = 99
"""The notation writes a take with at most two digits, so a heap holds at most 99 stones."""
MOST_FACES = 9
"""The notation writes a roll with one digit, so a die has at most 9 faces."""


@dataclass(frozen=True)
class NimSetup:
    """How a game starts: the stones on the heap and the faces of the die (1 to ``faces``)."""

    stones: int = 10
    faces: int = 3

    def check(self) -> None:
        """A heap of 1 to 99 stones and a die of 1 to 9 faces (``dobbelnim.opzet``)."""
        if not 1 <= self.stones <= MOST_STONES:
            raise RuleError(SETUP, f"De hoop heeft 1 tot {MOST_STONES} stenen, niet {self.stones}.")
        if not 1 <= self.faces <= MOST_FACES:
            raise RuleError(
                SETUP, f"De dobbelsteen heeft 1 tot {MOST_FACES} vlakken, niet {self.faces}."
            )


@dataclass(frozen=True)
class NimState(Remembers):
    stones: int
    faces: int
    seed: int
    to_move: int = 0
    rolled: int = 0
    """What the die showed this turn (0: not rolled yet)."""
    winner: int | None = None

    def __str__(self) -> str:
        return (
            f"stenen={self.stones} dobbelsteen={self.faces} zaad={self.seed} "
            f"beurt={self.to_move} gegooid={self.rolled} winnaar={self.winner}"
        )

    def _repr_html_(self) -> str:
        return f'<p class="nim-heap">{"●" * self.stones} ({self.stones} stenen)</p>'


@dataclass(frozen=True)
class Roll:
    face: int

    def __str__(self) -> str:
        return f"dobbel {self.face}"


@dataclass(frozen=True)
class Take:
    seat: int
    stones: int

    def __str__(self) -> str:
        return f"{self.seat + 1} neemt {self.stones}"


NimAction = Roll | Take

_FIELDS = ("stenen", "dobbelsteen", "zaad", "beurt", "gegooid", "winnaar")


def parse_action(text: str) -> NimAction:
    """``dobbel 3`` or ``2 neemt 1``; anything else is a ``NotationError``."""
    if not isinstance(text, str):
        raise TypeError(f"an action is text, not {type(text).__name__}")
    if match := re.fullmatch(r"dobbel ([1-9])", text.strip()):
        return Roll(int(match[1]))
    if match := re.fullmatch(r"([12]) neemt ([0-9]{1,2})", text.strip()):
        return Take(int(match[1]) - 1, int(match[2]))
    raise NotationError(NOTATION, f"{quoted(text, 30)} is geen zet van dobbelnim.")


def parse_state(text: str) -> NimState:
    """The state's own notation read back: the six fields in order, whole numbers that fit
    together (a finished game has an empty heap and a winner, an open one neither)."""
    if not isinstance(text, str):
        raise TypeError(f"a state is text, not {type(text).__name__}")
    pairs = [word.partition("=") for word in text.split()]
    if [name for name, _, _ in pairs] != list(_FIELDS) or any(not eq for _, eq, _ in pairs):
        raise NotationError(
            NOTATION,
            f"{quoted(text, 40)} is geen stand van dobbelnim; schrijf "
            "stenen=N dobbelsteen=N zaad=N beurt=N gegooid=N winnaar=N (of None).",
        )
    values = [value for _, _, value in pairs]
    stones, faces, seed, to_move, rolled = (
        _whole(name, value) for name, value in zip(_FIELDS[:5], values[:5], strict=True)
    )
    winner = None if values[5] == "None" else _whole("winnaar", values[5])
    state = NimState(stones, faces, seed, to_move, rolled, winner)
    _check(state)
    return state


def _whole(name: str, text: str) -> int:
    if not re.fullmatch(r"-?[0-9]{1,20}", text):
        raise NotationError(NOTATION, f"{name}={quoted(text, 20)} is geen geheel getal.")
    return int(text)


def _check(state: NimState) -> None:
    """A state that can arise in a game, or a ``NotationError`` saying what does not fit."""
    wrong = ""
    if not 0 <= state.stones <= MOST_STONES:
        wrong = f"een hoop heeft 0 tot {MOST_STONES} stenen"
    elif not 1 <= state.faces <= MOST_FACES:
        wrong = f"een dobbelsteen heeft 1 tot {MOST_FACES} vlakken"
    elif state.to_move not in (0, 1):
        wrong = "aan de beurt is speler 0 of 1"
    elif not 0 <= state.rolled <= state.faces:
        wrong = "de worp ligt tussen 0 (nog niet gegooid) en het aantal vlakken"
    elif state.winner not in (None, 0, 1):
        wrong = "de winnaar is speler 0 of 1 (of None)"
    elif (state.winner is None) != (state.stones > 0):
        wrong = "het spel is voorbij precies als de hoop leeg is en er een winnaar is"
    elif state.winner is not None and state.rolled:
        wrong = "na het spel wordt er niet meer gegooid"
    if wrong:
        raise NotationError(NOTATION, f"Deze stand kan niet: {wrong}.")
