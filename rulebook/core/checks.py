"""Type checks where a value enters the library: a programmer's mistake is a ``TypeError``.

A ``RuleError`` is for what a player asks that the rules forbid (six players, round 10). Passing
``4.0`` players or ``round=True`` is not a question about the rules but a bug in the calling code,
so it raises a ``TypeError`` at once, before a wrong value can reach a Dutch sentence ("Ronde
True"). ``bool`` is a subclass of ``int`` in Python, but never a count or a field here.
"""

from __future__ import annotations

from typing import TypeVar

from rulebook.core.dutch import shorten

T = TypeVar("T")


def shown(value: object) -> str:
    """A wrong value in a message: its repr cut short, and its type (never fails, never huge)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        text = f"een getal van {value.bit_length()} bits"
    else:
        try:
            text = shorten(repr(value), 40)
        except Exception:  # a repr that fails is still a wrong value, not a new error
            text = "?"
    return f"{text} ({type(value).__name__})"


def whole_number(name: str, value: object) -> int:
    """``value`` when it is an ``int`` (not a ``bool``); else a ``TypeError`` naming ``name``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} moet een geheel getal (int) zijn, niet {shown(value)}")
    return value


def optional_whole_number(name: str, value: object) -> int | None:
    """``None`` or a whole number (see ``whole_number``)."""
    return None if value is None else whole_number(name, value)


def yes_or_no(name: str, value: object) -> bool:
    """``value`` when it is a ``bool``; ``1`` or ``"ja"`` are a ``TypeError``."""
    if not isinstance(value, bool):
        raise TypeError(f"{name} moet True of False (bool) zijn, niet {shown(value)}")
    return value


def text(name: str, value: object) -> str:
    """``value`` when it is a ``str``."""
    if not isinstance(value, str):
        raise TypeError(f"{name} moet tekst (str) zijn, niet {shown(value)}")
    return value


def instance(name: str, value: object, kind: type[T]) -> T:
    """``value`` when it is a ``kind``; otherwise a ``TypeError`` naming both."""
    if not isinstance(value, kind):
        raise TypeError(f"{name} moet een {kind.__name__} zijn, niet {shown(value)}")
    return value


def optional_instance(name: str, value: object, kind: type[T]) -> T | None:
    """``None`` or a ``kind``."""
    return None if value is None else instance(name, value, kind)
