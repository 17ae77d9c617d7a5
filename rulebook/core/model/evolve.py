"""The one fast copy of a frozen value, and the one memory a frozen value keeps of itself.

**Copies.** ``dataclasses.replace`` calls ``__init__`` with every field, which is most of an
engine's time when a state has two dozen fields and changes a few of them a thousand times a
game. ``evolve`` copies the instance's fields and sets the changed ones, without running
``__init__`` again; ``evolve_one`` does the same for one field (the runner's adapters change the
queues, the step or the active seat several times an action); ``unchecked`` makes a value from
fields that were checked already (a grid only shifted, a row with one card taken). Use them
only for classes whose ``__init__`` checks nothing the caller has not checked (no
``__post_init__``, or one that the new fields would pass); ``replace`` stays right for
everything else. Every engine state, card row and grid is copied this way; no game package
builds values with ``object.__new__`` itself.

**Memory.** A frozen value answers the same question the same way every time, and an engine
asks the same state several times an action (who acts, the options, the legal actions, while
settling, listing and applying). A class that lists ``Remembers`` as a base keeps what was
worked out for a value in ``value.remembered``: one dictionary per value, kept in the value's
own ``__dict__`` under ``REMEMBERED`` and made on first use. Its keys are chosen by the code
that asks (the runner, the task game, a game's own rules), each with a key of its own. Every
copy made here starts with an empty memory of its own, so a changed value never answers with
the old one's answers; ``dataclasses.replace`` (through ``__init__``) leaves the memory
behind too. The memory is no field: equality, hashing, ``repr`` and the notation never see
it. Nothing else writes into a value's ``__dict__`` from outside its class.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, TypeVar

T = TypeVar("T")

REMEMBERED: Final = "remembered"
"""The name under which a value keeps its memory (``Remembers.remembered``)."""

_new = object.__new__
_set = object.__setattr__


class _Memory:
    """``Remembers.remembered``: a descriptor without ``__set__`` that makes a value's memory on
    first use and puts it in the value's own ``__dict__`` under its own name, where every later
    read finds it without calling anything (as ``functools.cached_property`` does, without its
    lock). A class attribute, not ``__getattr__``: a class with ``__getattr__`` makes every
    attribute read of its instances slower."""

    def __get__(self, value: object, owner: type | None = None) -> Any:
        if value is None:
            return self
        found: dict[Any, Any] = {}
        _set(value, REMEMBERED, found)
        return found


class Remembers:
    """A frozen value that keeps a memory of what was worked out for it (see the module's
    docstring). A mixin without fields: a frozen dataclass lists it as a base.

    ``value.remembered`` is read as a plain attribute (the hot paths of the engines read it
    several times an action); a value that has none yet gets an empty one on first use."""

    __slots__ = ()
    remembered: dict[Any, Any] = _Memory()  # type: ignore[assignment]
    """What was worked out for this very value."""


def memory_of(value: object) -> dict[Any, Any]:
    """``value.remembered`` for a value that ``Remembers``; for any other value an empty
    dictionary that nothing keeps (the caller works the answer out again next time)."""
    if isinstance(value, Remembers):
        return value.remembered
    return {}


def evolve(instance: T, **changes: Any) -> T:
    """A copy of a frozen dataclass ``instance`` with ``changes`` applied (no ``__init__``; the
    copy's memory, if the instance keeps one, starts empty). A name that is no field of the
    instance is a ``TypeError``."""
    fields = instance.__dict__.copy()
    known = len(fields)
    fields.update(changes)
    if len(fields) != known:  # a name that is no field was added
        unknown = sorted(set(changes) - set(instance.__dict__))
        raise TypeError(f"{type(instance).__name__} has no field {unknown[0]!r}")
    if REMEMBERED in fields:
        fields[REMEMBERED] = {}  # an empty memory of its own (never one given as a change)
    copy = _new(type(instance))
    _set(copy, "__dict__", fields)
    return copy


def evolve_one(instance: T, name: str, value: Any) -> T:
    """``evolve(instance, **{name: value})`` for one field the caller knows the instance has,
    without a dictionary of changes or the check (the hot paths of the engines)."""
    fields = instance.__dict__.copy()
    fields[name] = value
    if REMEMBERED in fields:
        fields[REMEMBERED] = {}  # an empty memory of its own
    copy = _new(type(instance))
    _set(copy, "__dict__", fields)
    return copy


def changer(name: str) -> Callable[[T, Any], T]:
    """``evolve_one`` with the field ``name`` fixed, as a function of the value and the new
    field value: the copy itself, without a call between (the runner's adapters change the
    step, the memory of a turn or the active seat several times an action)."""

    def change(instance: T, value: Any) -> T:
        fields = instance.__dict__.copy()
        fields[name] = value
        if REMEMBERED in fields:
            fields[REMEMBERED] = {}  # an empty memory of its own
        copy = _new(type(instance))
        _set(copy, "__dict__", fields)
        return copy

    return change


def unchecked(kind: type[T], **fields: Any) -> T:
    """A value of the frozen dataclass ``kind`` with exactly ``fields``, without ``__init__``:
    for fields the caller built from a value already checked (every field must be given)."""
    made = _new(kind)
    _set(made, "__dict__", fields)
    return made
