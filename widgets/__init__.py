"""Views on the rules library: anywidget widgets that draw rulebook objects and forward clicks.

- ``Stepper(ruling)``: walk any ``Ruling`` of any game step by step (``show(ruling)`` makes one).
- ``EssenceExplorer(situation=None)``: build an essence phase of De Alchemisten by clicking and
  follow its ruling live in a Stepper.

The widgets hold no rule logic: JavaScript draws the traits and sends small intents
(``{"type": "next"}``), which Python checks through ``rulebook`` before anything changes.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import Ruling
from widgets.essence_explorer import EssenceControls, EssenceExplorer
from widgets.stepper import Stepper

__all__ = ["EssenceControls", "EssenceExplorer", "Stepper", "show"]


def show(ruling: Ruling[Any]) -> Stepper:
    """A Stepper on ``ruling``, starting at the first step (the last line of a notebook cell)."""
    return Stepper(ruling)
