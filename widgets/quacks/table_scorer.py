"""The table scorer ("puntentelling"): two to four cauldrons scored from A to F, step by step.

The reader fills the cauldrons (chips in the order they were drawn, and each droplet), picks the
round and the set, and the engine scores the table as in a game (``situations.scoring_table``
and ``situations.scoring_ruling``): the bonus die (A), the chip actions (B), the rubies (C),
the points (D), the buying (E) and the end of the round (F). A ``Stepper`` walks through the
scoring, each step citing its rule. The die comes from a seeded random stream ("Andere worp"
takes the next seed); the choices (what to buy, rubies, an exploded cauldron's D or E) are made
by the calculating computer player, and each is told with its rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import traitlets

from rulebook.core.dutch import coins, points
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks import situations
from rulebook.quacks.board import LAST_ROUND
from rulebook.quacks.books import SETS
from rulebook.quacks.state import Chips
from rulebook.quacks.table import GameState
from widgets._base import Delegated, Plan, RulebookBox, no_kernel_note, option
from widgets._intents import IntentError, int_field, str_field
from widgets.quacks._chips import chips_view
from widgets.stepper import Stepper

INTENTS = ("cauldron", "droplet", "add", "remove", "round", "set", "reroll")
"""``cauldron`` carries a ``seat`` (from 0) and a ``text``; ``droplet`` a ``seat`` and a
``value``; ``remove`` a ``seat``; ``round`` and ``set`` a ``value``; ``add`` and ``reroll``
nothing."""

SEATS = range(2, 5)
NEW_CAULDRON = "W1x2 O1 W2 G1"
"""The cauldron of a player added by the reader: a few chips of the start bag."""
DEFAULT = ("W1x2 O1 G1 W2 R1 P1", "W3 W2 W1 B2 Z1", "W1x3 W2 W3")
DEFAULT_DROPLETS = (2, 0, 1)


class Seating:
    """What the reader has set: the cauldrons, droplets, round, set and the die's seed."""

    def __init__(
        self,
        cauldrons: tuple[str, ...],
        droplets: tuple[int, ...],
        round: int,
        set: int,
        seed: int,
    ) -> None:
        self.cauldrons = cauldrons
        self.droplets = droplets
        self.round = round
        self.set = set
        self.seed = seed

    def changed(self, **changes: Any) -> Seating:
        values = {
            "cauldrons": self.cauldrons,
            "droplets": self.droplets,
            "round": self.round,
            "set": self.set,
            "seed": self.seed,
            **changes,
        }
        return Seating(**values)

    def state(self) -> GameState:
        """The game state: every cauldron poured and stopped (a ``RuleError`` when one cannot
        be, naming its rule)."""
        return situations.scoring_table(
            list(self.cauldrons), droplets=self.droplets, books=self.set, round=self.round
        )


def seat_views(state: GameState) -> list[dict[str, Any]]:
    """Every player's cauldron as the controls draw it, with what its scoring field shows."""
    views = []
    for seat, player in enumerate(state.players):
        result = situations.worth(state, seat)
        ruby = ", robijn" if result.ruby else ""
        field = f"veld {result.field}: {coins(result.coins)}, {points(result.points)}{ruby}"
        views.append(
            {
                "seat": seat,
                "notation": str(player.cauldron.contents()),
                "chips": chips_view(player.cauldron.contents()),
                "droplet": player.droplet,
                "field": result.field,
                "exploded": result.exploded,
                "summary": f"ontploft (wit {result.whites}); {field}" if result.exploded else field,
            }
        )
    return views


class ScorerControls(Delegated):
    """The cauldrons and settings of the table; the ``TableScorer`` checks every intent."""

    MODULE = "table_scorer"
    INTENTS = INTENTS

    seats = traitlets.List(traitlets.Dict()).tag(sync=True)
    round = traitlets.Int(1).tag(sync=True)
    set = traitlets.Int(1).tag(sync=True)
    choices = traitlets.Dict().tag(sync=True)
    outcome = traitlets.Unicode("").tag(sync=True)

    def __repr__(self) -> str:
        return f"ScorerControls({len(self.seats)} ketels, ronde {self.round}, set {self.set})"


class TableScorer(RulebookBox):
    """Score a table: ``TableScorer("W1x2 O1 G1 W2 R1 P1", "W3 W2 W1 B2 Z1", round=3)``.

    Each argument is one player's cauldron (speler 1 first), chips in the order drawn;
    ``droplets`` gives each player's droplet field, ``set`` the ingredient books, ``seed`` the
    bonus die's random stream. ``set_cauldron(seat, text)``, ``set_droplet(seat, n)``,
    ``add_player()``, ``remove_player(seat)``, ``set_round(n)``, ``set_set(n)`` and ``reroll()``
    do what the controls do.
    """

    controls: ScorerControls

    def __init__(
        self,
        *cauldrons: str,
        droplets: tuple[int, ...] = (),
        round: int = 3,
        set: int = 1,
        seed: int = 1,
        **kwargs: Any,
    ) -> None:
        chosen = cauldrons or DEFAULT
        drops = droplets or (DEFAULT_DROPLETS if not cauldrons else ())
        table = Seating(
            tuple(chosen), tuple(drops) + (0,) * (len(chosen) - len(drops)), round, set, seed
        )
        state = table.state()  # a bad start is the caller's error: it raises
        ruling = situations.scoring_ruling(state, seed=seed)
        controls = ScorerControls(planner=self._plan, choices=_choices())
        self.stepper = Stepper(ruling)
        super().__init__(controls, self.stepper, **kwargs)
        self.add_class("rb-table-scorer-box")
        self._table = table
        self._show(table, state, ruling)

    # -- what a reader (or a notebook cell) can do -------------------------------------------

    @property
    def ruling(self) -> Ruling[GameState]:
        return self._ruling

    @property
    def state(self) -> GameState:
        """The table before the scoring (every cauldron stopped)."""
        return self._state

    def set_cauldron(self, seat: int, text: str) -> None:
        self.apply({"type": "cauldron", "seat": seat, "text": text})

    def set_droplet(self, seat: int, field: int) -> None:
        self.apply({"type": "droplet", "seat": seat, "value": field})

    def add_player(self) -> None:
        self.apply({"type": "add"})

    def remove_player(self, seat: int) -> None:
        self.apply({"type": "remove", "seat": seat})

    def set_round(self, number: int) -> None:
        self.apply({"type": "round", "value": number})

    def set_set(self, number: int) -> None:
        self.apply({"type": "set", "value": number})

    def reroll(self) -> None:
        """Score again with the next roll of the die (the next seed)."""
        self.apply({"type": "reroll"})

    # -- intents -------------------------------------------------------------------------------

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        table = self._changed(self._table, kind, content)
        state = table.state()
        ruling = situations.scoring_ruling(state, seed=table.seed)

        def accept() -> None:
            self._show(table, state, ruling)

        return accept

    def _changed(self, table: Seating, kind: str, content: Mapping[str, object]) -> Seating:
        players = len(table.cauldrons)
        if kind in ("cauldron", "droplet", "remove"):
            seat = int_field(content, "seat", kind)
            if not 0 <= seat < players:
                raise IntentError(f"Er zijn spelers 1 tot {players}; speler {seat + 1} is er niet.")
        if kind == "cauldron":
            text = str_field(content, "text", kind)
            cauldrons = list(table.cauldrons)
            cauldrons[seat] = text
            return table.changed(cauldrons=tuple(cauldrons))
        if kind == "droplet":
            droplets = list(table.droplets)
            droplets[seat] = int_field(content, "value", kind)
            return table.changed(droplets=tuple(droplets))
        if kind == "add":
            if players == max(SEATS):
                raise IntentError("Aan tafel zitten hoogstens 4 spelers (4 ketels in de doos).")
            return table.changed(
                cauldrons=(*table.cauldrons, NEW_CAULDRON), droplets=(*table.droplets, 0)
            )
        if kind == "remove":
            if players == min(SEATS):
                raise IntentError(
                    "Er zitten minstens 2 spelers aan tafel: je kunt er geen meer weghalen."
                )
            keep = [i for i in range(players) if i != seat]
            return table.changed(
                cauldrons=tuple(table.cauldrons[i] for i in keep),
                droplets=tuple(table.droplets[i] for i in keep),
            )
        if kind == "round":
            return table.changed(round=int_field(content, "value", kind))
        if kind == "set":
            return table.changed(set=int_field(content, "value", kind))
        return table.changed(seed=table.seed + 1)

    def _show(self, table: Seating, state: GameState, ruling: Ruling[GameState]) -> None:
        self._table = table
        self._state = state
        self._ruling = ruling
        with self.controls.hold_sync():
            self.controls.seats = seat_views(state)
            self.controls.round = table.round
            self.controls.set = table.set
            self.controls.outcome = ruling.answer
        on_last = self.stepper.index == len(self.stepper.steps) - 1
        self.stepper.show(ruling)
        if not on_last:
            self.stepper.goto(0)  # a new scoring is read from its first step

    # -- text and static views ------------------------------------------------------------------

    def __repr__(self) -> str:
        cauldrons = " | ".join(str(Chips.parse(text)) for text in self._table.cauldrons)
        return f"TableScorer({cauldrons}; ronde {self._table.round}, set {self._table.set})"

    def static_html(self) -> str:
        """The whole scoring, every step with its rule, for a reader without a kernel."""
        note = no_kernel_note("De puntentelling", "de puntentelling van het begin")
        return f'<div class="rb-static">{note}{self._ruling._repr_html_()}</div>'


def _choices() -> dict[str, list[dict[str, object]]]:
    return {
        "round": [
            option(n, f"ronde {n}" + (" (laatste)" if n == LAST_ROUND else ""))
            for n in range(1, LAST_ROUND + 1)
        ],
        "set": [option(n, f"set {n}") for n in SETS],
    }
