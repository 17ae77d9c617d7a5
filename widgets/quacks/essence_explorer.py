"""The essence explorer: build an essence-phase situation by clicking, and follow the ruling live.

``EssenceExplorer`` is a ``VBox`` of two widgets: ``EssenceControls`` (the cauldron, the chip
palette, the neighbours, players, round, locoweed book, patient and a lower field by choice) and
a ``Stepper`` that walks the ``essence_ruling`` of the situation built so far.

Every click arrives as an intent (``{"type": "add", "chip": "G1"}``). The explorer turns it into
a new ``EssenceSituation`` through ``rulebook`` and asks ``essence_ruling`` about it; only when
both succeed do the controls and the stepper change. Otherwise the widget shows the Dutch reason
(the ``RuleError`` message naming the rule, or what was wrong with the message) and keeps its
last good state. The widget knows no rule of the game: palettes, choices and labels are read
from ``rulebook`` data, and the lower fields offered are those the last ruling says were reached.

One convenience is the widget's own: a lower field the reader chose earlier that the rules refuse
after another change (fewer colours, a neighbour who did not explode after all) is dropped, the
marker stays on the field reached, and the controls say so. Clearing the cauldron always works.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import traitlets

from rulebook.core import RuleError, Ruling
from rulebook.quacks import Chip, Chips
from rulebook.quacks.alchemists import (
    EssenceResult,
    EssenceSituation,
    Overflow,
    Patient,
    essence_ruling,
)
from rulebook.quacks.alchemists.data import LAST_ROUND, LOCOWEED_BOOKS, PISTON_BOTTOM
from rulebook.quacks.alchemists.essence.examples import SEED_EXAMPLE
from rulebook.quacks.data import PLAYER_COUNTS, ROUNDS
from widgets._base import Delegated, Plan, Planner, RulebookBox, no_kernel_note, option
from widgets._intents import IntentError, describe, int_field, str_field, value_field
from widgets.quacks._chips import chip_view, every_chip
from widgets.stepper import Stepper

INTENTS = ("add", "remove", "cauldron", "set", "clear")
"""The intents the controls' JavaScript may send."""


def default_situation() -> EssenceSituation:
    """The seed's example: ``R1x2 O1 B1 W3 W2x2``, left neighbour exploded, 4 players, round 1."""
    return SEED_EXAMPLE


# -- what the controls show, read from rulebook data ------------------------------------------


def palette() -> list[dict[str, str]]:
    """Every chip that exists, in the order of the ingredients: W1 W2 W3 O1 G1 ... Z1 N."""
    return [chip_view(chip) for chip in every_chip()]


_option = option


def choices() -> dict[str, list[dict[str, object]]]:
    """The options of the fixed selects, as ``{name: [{"value": ..., "label": ...}]}``; the lower
    field's options depend on the field reached (``field_options``)."""
    return {
        "players": [_option(n, f"{n} spelers") for n in PLAYER_COUNTS],
        "round": [
            _option(n, f"ronde {n}" + (" (laatste)" if n == LAST_ROUND else "")) for n in ROUNDS
        ],
        "locoweed_book": [_option(None, "geen")]
        + [_option(book, f"boek {book}") for book in LOCOWEED_BOOKS],
        "patient": [_option(None, "geen")] + [_option(p.dutch, p.dutch) for p in Patient],
        "overflow": [_option(o.value, o.value) for o in Overflow],
    }


def field_options(reached: int) -> list[dict[str, object]]:
    """The options of "Kies lager veld": keep the field reached, or any field from 0 up to it."""
    return [_option(None, f"het bereikte veld ({reached})")] + [
        _option(n, f"veld {n}") for n in range(PISTON_BOTTOM, reached + 1)
    ]


def neighbour_labels(situation: EssenceSituation) -> tuple[list[str], str]:
    """The labels of the two neighbour toggles, and a note when they are one opponent."""
    if situation.both_neighbours_are_one_player:
        return (
            ["tegenspeler ontploft (als linkerbuur)", "tegenspeler ontploft (als rechterbuur)"],
            "Met 2 spelers is je ene tegenspeler zowel je linker- als je rechterbuur: beide "
            "vakjes gaan over dezelfde ketel.",
        )
    return ["linkerbuur ontploft", "rechterbuur ontploft"], ""


# -- reading the ``set`` intent ----------------------------------------------------------------

SETTINGS: dict[str, str] = {
    "left_exploded": "linkerbuur ontploft",
    "right_exploded": "rechterbuur ontploft",
    "players": "aantal spelers",
    "round": "ronde",
    "locoweed_book": "narrenkruidboek",
    "patient": "patiënt",
    "chosen_field": "lager veld naar keuze",
    "overflow": "voorbij veld 10",
}
"""The settings a ``set`` intent may change (``EssenceSituation`` field names), in Dutch."""


def _setting_value(name: str, value: object) -> object:
    """The value for ``EssenceSituation.<name>``, type-checked; the rules check the rest."""
    dutch = SETTINGS[name]
    if name in ("left_exploded", "right_exploded"):
        if not isinstance(value, bool):
            raise IntentError(f"‘{dutch}’ is ja of nee (true/false), niet {describe(value)}.")
        return value
    if name in ("players", "round", "locoweed_book", "chosen_field"):
        optional = name in ("locoweed_book", "chosen_field")
        if value is None and optional:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            kind = "een geheel getal of niets (null)" if optional else "een geheel getal"
            raise IntentError(f"‘{dutch}’ moet {kind} zijn, niet {describe(value)}.")
        return value
    if name == "patient":
        if value is None:
            return None
        patient = Patient.from_dutch(value) if isinstance(value, str) else None
        if patient is None:
            names = ", ".join(p.dutch for p in Patient)
            raise IntentError(
                f"Er is geen patiënt {describe(value)}; kies geen of een van: {names}."
            )
        return patient
    # overflow
    for overflow in Overflow:
        if value == overflow.value:
            return overflow
    options = " of ".join(f"‘{o.value}’" for o in Overflow)
    raise IntentError(f"‘{dutch}’ is {options}, niet {describe(value)}.")


def next_situation(
    situation: EssenceSituation, kind: str, content: Mapping[str, object]
) -> EssenceSituation:
    """The situation after intent ``kind``; ``IntentError`` or ``RuleError`` when it cannot be."""
    cauldron = situation.cauldron
    if kind == "add":
        return situation.with_changes(
            cauldron=cauldron.add(Chip.parse(str_field(content, "chip", kind)))
        )
    if kind == "remove":
        return situation.with_changes(
            cauldron=cauldron.remove_at(int_field(content, "index", kind))
        )
    if kind == "cauldron":
        return situation.with_changes(cauldron=Chips.parse(str_field(content, "text", kind)))
    if kind == "clear":
        return situation.with_changes(cauldron=Chips())
    name = str_field(content, "name", kind)
    if name not in SETTINGS:
        known = ", ".join(f"{code} ({dutch})" for code, dutch in SETTINGS.items())
        raise IntentError(f"Er is geen instelling ‘{name[:40]}’; ik ken: {known}.")
    value = _setting_value(name, value_field(content, "value", kind))
    return situation.with_changes(**{name: value})


LOWER_FIELD_CLAUSE = "alchemisten.essentie.lager"


def _dropped_field_notice(chosen: int, reached: int) -> str:
    return (
        f"Je had veld {chosen} gekozen, maar nu bereik je veld {reached}; daarom blijft je "
        f"essentiefiche op het bereikte veld. Kies opnieuw een lager veld als je dat wilt."
    )


def plan_situation(
    situation: EssenceSituation, kind: str, content: Mapping[str, object]
) -> tuple[EssenceSituation, Ruling[EssenceResult], str]:
    """The next situation, its ruling and a notice for the reader (``""`` when none).

    When the rules refuse a lower field chosen earlier because another change lowered the field
    reached, that choice is dropped and the notice says so; only the intent that sets the lower
    field itself is refused for it.
    """
    situation = next_situation(situation, kind, content)
    try:
        return situation, essence_ruling(situation), ""
    except RuleError as error:
        chosen = situation.chosen_field
        sets_the_field = kind == "set" and content.get("name") == "chosen_field"
        if error.clause_id != LOWER_FIELD_CLAUSE or chosen is None or sets_the_field:
            raise
    situation = situation.with_changes(chosen_field=None)
    ruling = essence_ruling(situation)
    return situation, ruling, _dropped_field_notice(chosen, ruling.result.reached)


# -- the widgets -------------------------------------------------------------------------------


class EssenceControls(Delegated):
    """The controls of the explorer: chips to click, the cauldron, and the other settings.

    A view only: it shows what ``EssenceExplorer`` tells it (``show``) and hands every intent
    from the browser to the explorer's planner, which checks it against the rules.
    """

    MODULE = "essence_controls"
    INTENTS = INTENTS

    palette = traitlets.List(traitlets.Dict()).tag(sync=True)
    choices = traitlets.Dict().tag(sync=True)
    field_options = traitlets.List(traitlets.Dict()).tag(sync=True)
    chips = traitlets.List(traitlets.Dict()).tag(sync=True)
    notation = traitlets.Unicode("").tag(sync=True)
    left_exploded = traitlets.Bool(False).tag(sync=True)
    right_exploded = traitlets.Bool(False).tag(sync=True)
    neighbour_labels = traitlets.List(traitlets.Unicode()).tag(sync=True)
    neighbour_note = traitlets.Unicode("").tag(sync=True)
    players = traitlets.Int(4).tag(sync=True)
    round = traitlets.Int(1).tag(sync=True)
    locoweed_book = traitlets.Int(None, allow_none=True).tag(sync=True)
    patient = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    chosen_field = traitlets.Int(None, allow_none=True).tag(sync=True)
    overflow = traitlets.Unicode("").tag(sync=True)
    field = traitlets.Int(0).tag(sync=True)
    outcome = traitlets.Unicode("").tag(sync=True)
    notice = traitlets.Unicode("").tag(sync=True)
    """A note about a change the explorer made by itself (a lower field it had to drop)."""

    def __init__(self, planner: Planner, **kwargs: Any) -> None:
        super().__init__(planner, palette=palette(), choices=choices(), **kwargs)

    def show(
        self, situation: EssenceSituation, ruling: Ruling[EssenceResult], notice: str = ""
    ) -> None:
        """Show a situation that the rules accepted, with its outcome; clear the error."""
        labels, note = neighbour_labels(situation)
        with self.hold_sync():
            self.chips = [chip_view(chip) for chip in situation.cauldron]
            self.notation = str(situation.cauldron)
            self.left_exploded = situation.left_exploded
            self.right_exploded = situation.right_exploded
            self.neighbour_labels = labels
            self.neighbour_note = note
            self.players = situation.players
            self.round = situation.round
            self.locoweed_book = situation.locoweed_book
            self.patient = None if situation.patient is None else situation.patient.dutch
            self.field_options = field_options(ruling.result.reached)
            self.chosen_field = situation.chosen_field
            self.overflow = situation.overflow.value
            self.field = ruling.result.field
            self.outcome = ruling.answer
            self.notice = notice
            self.error = ""

    def __repr__(self) -> str:
        return f"EssenceControls(ketel={self.notation!r}, veld={self.field})"


NO_KERNEL = no_kernel_note("De verkenner", "wat de verkenner bij het begin uitrekent")
"""The first lines of the explorer's static copy (GitHub, nbviewer, a notebook not yet run)."""


class EssenceExplorer(RulebookBox):
    """Build an essence-phase situation and watch its ruling, step by step.

    ``EssenceExplorer(situation=None)`` starts from ``situation`` (default: the seed's example)
    with the stepper on the last step. ``apply(intent)`` does what a click does. ``situation``,
    ``ruling``, ``error`` and ``notice`` give the state in Python.
    """

    controls: EssenceControls

    def __init__(self, situation: EssenceSituation | None = None, **kwargs: Any) -> None:
        start = default_situation() if situation is None else situation
        ruling = essence_ruling(start)  # a bad start situation is the caller's error: it raises
        self._situation = start
        self._ruling = ruling
        controls = EssenceControls(planner=self._plan)
        controls.show(start, ruling)
        self.stepper = Stepper(ruling)
        self.stepper.last()
        super().__init__(controls, self.stepper, **kwargs)
        self.add_class("rb-essence-explorer")

    @property
    def situation(self) -> EssenceSituation:
        return self._situation

    @property
    def ruling(self) -> Ruling[EssenceResult]:
        return self._ruling

    @property
    def notice(self) -> str:
        """What the explorer changed by itself after the last intent, or ``""``."""
        return str(self.controls.notice)

    @property
    def field(self) -> int:
        """The field the essence marker ends on in the current situation."""
        return self._ruling.result.field

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        situation, ruling, notice = plan_situation(self._situation, kind, content)

        def accept() -> None:
            on_last = self.stepper.index == len(self.stepper.steps) - 1
            self._situation = situation
            self._ruling = ruling
            self.controls.show(situation, ruling, notice)
            self.stepper.show(ruling)
            if on_last and self.stepper.index != len(self.stepper.steps) - 1:
                self.stepper.last()

        return accept

    def __repr__(self) -> str:
        return f"EssenceExplorer(ketel={str(self._situation.cauldron)!r}, veld={self.field})"

    def static_html(self) -> str:
        """What a reader without a running notebook sees: that the explorer needs one, and the
        ruling of the start situation with its picture."""
        return f'<div class="rb-static">{NO_KERNEL}{self._ruling._repr_html_()}</div>'
