"""Views on the rules library: anywidget widgets that draw rulebook objects and forward clicks.

- ``Stepper(ruling)``: walk any ``Ruling`` of any game step by step (``show(ruling)`` makes one).
- ``EssenceExplorer(situation=None)``: build an essence phase of De Alchemisten by clicking and
  follow its ruling live in a Stepper.
- ``GameTable(game, setup, seed, humans, computers)``: play any game of the model against
  computer players (``GameTable.kwakzalvers(...)`` starts De Kwakzalvers in one line).
- ``picture(state)``, ``Table``, ``phase_table``, ``refusal_table``: static views that read well
  before any cell runs (untrusted notebooks, nbconvert, GitHub).

The widgets hold no rule logic: JavaScript draws the traits and sends small intents
(``{"type": "next"}``), which Python checks through ``rulebook`` before anything changes. They all
stand on one base (``widgets._base``), which refuses every other write from the browser.
"""

from __future__ import annotations

from typing import Any

from rulebook.core import Ruling
from widgets.essence_explorer import EssenceControls, EssenceExplorer
from widgets.game_table import GameTable
from widgets.stepper import Stepper
from widgets.views import Table, phase_table, picture, refusal_table

__all__ = [
    "EssenceControls",
    "EssenceExplorer",
    "GameTable",
    "Stepper",
    "Table",
    "phase_table",
    "picture",
    "refusal_table",
    "show",
]


def show(ruling: Ruling[Any]) -> Stepper:
    """A Stepper on ``ruling``, starting at the first step (the last line of a notebook cell)."""
    return Stepper(ruling)
