"""The picture registry: how a value finds its drawing without importing the pictures.

A game's values (a chip, a cauldron, the whole table) show themselves in Jupyter through
``_repr_svg_``, but the pictures are drawn *from* those values: a picture module imports the
value types, so a value type may not import its picture (that made the import circles). The
registry sits between them and names no game:

- a game package names, as data in its ``__init__``, the module that holds its drawings
  (``PICTURES = "rulebook.quacks.svg"``); importing the package registers nothing;
- that module holds ``DRAWINGS``, a table from value type to drawing function;
- the first time a value is drawn, ``draw`` walks up the packages of the value's module, imports
  each drawings module they name (by name, through ``importlib``) and takes its table in.

So the only import arrow between values and pictures runs from the pictures to the values. A view
made for one step of a ruling (a cauldron with a ring around a chip) lives above the pictures and
may still draw itself directly.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any

from rulebook.core.drawing.svg import as_img

Drawing = Callable[[Any], str]
"""A drawing function: a value in, its SVG picture out."""

_DRAWINGS: dict[type, Drawing] = {}
_LOADED: set[str] = set()
"""The drawings modules already taken in (each is imported once)."""


def register(drawings: Mapping[type, Drawing]) -> None:
    """Take in a table of drawings (a game's ``DRAWINGS``); a later table wins for a type."""
    _DRAWINGS.update(drawings)


def drawing_of(kind: type) -> Drawing:
    """The drawing function for values of ``kind`` (or of its nearest base class).

    Raises ``TypeError`` when no package of the value names a drawing for it: a programmer's
    mistake (a value type that claims a picture it does not have)."""
    _load_for(kind.__module__)
    for base in kind.__mro__:
        if base in _DRAWINGS:
            return _DRAWINGS[base]
    raise TypeError(f"no picture registered for {kind.__qualname__} ({kind.__module__})")


def draw(value: object) -> str:
    """The SVG picture of ``value``, drawn by its game's registered drawing."""
    return drawing_of(type(value))(value)


def _load_for(module: str) -> None:
    """Import the drawings modules that the packages around ``module`` name, innermost first."""
    name = module
    while "." in name:
        name = name.rpartition(".")[0]
        pictures = getattr(sys.modules.get(name), "PICTURES", None)
        if isinstance(pictures, str) and pictures not in _LOADED:
            _LOADED.add(pictures)
            register(importlib.import_module(pictures).DRAWINGS)


class Pictured:
    """A value that shows itself in Jupyter with the drawing its game registered.

    As SVG it is its picture; as HTML an ``<img>`` of it (``svg.as_img``), which untrusted
    notebooks keep. The class adds no fields and no state."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return draw(self)

    def _repr_html_(self) -> str:
        return as_img(draw(self))
