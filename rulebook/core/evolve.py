"""A fast ``dataclasses.replace`` for the engines' frozen states.

``dataclasses.replace`` calls ``__init__`` with every field, which is most of an engine's time
when a state has two dozen fields and changes a few of them a thousand times a game. ``evolve``
copies the instance's fields and sets the changed ones, without running ``__init__`` again. Use
it only for classes whose ``__init__`` checks nothing (no ``__post_init__``); ``replace`` stays
right for everything else.
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


def evolve(instance: T, **changes: Any) -> T:
    """A copy of a frozen dataclass ``instance`` with ``changes`` applied (no ``__init__``)."""
    fields = instance.__dict__
    for name in changes:
        if name not in fields:
            raise TypeError(f"{type(instance).__name__} has no field {name!r}")
    copy = object.__new__(type(instance))
    copy.__dict__.update(fields)
    copy.__dict__.update(changes)
    return copy
