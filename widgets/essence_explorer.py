"""The essence explorer: build an essence-phase situation by clicking, and follow the ruling live.

``EssenceExplorer`` is a ``VBox`` of two widgets: ``EssenceControls`` (the cauldron, the chip
palette, the neighbours, players, round, locoweed book, patient and a lower field by choice) and
a ``Stepper`` that walks the ``essence_ruling`` of the situation built so far.

Every click arrives as an intent (``{"type": "add", "chip": "G1"}``). The explorer turns it into
a new ``EssenceSituation`` through ``rulebook`` and asks ``essence_ruling`` about it; only when
both succeed do the controls and the stepper change. Otherwise the widget shows the Dutch reason
(the ``RuleError`` message naming the rule, or what was wrong with the message) and keeps its
last good state. The widget knows no rule of the game: palettes, choices and labels are read
from ``rulebook`` data.
"""

from __future__ import annotations

import pathlib
from collections.abc import Callable, Mapping
from typing import Any

import anywidget
import ipywidgets
import traitlets

from rulebook.core import RuleError, Ruling
from rulebook.quacks import Chip, Chips, Ingredient
from rulebook.quacks.alchemists import (
    EssenceResult,
    EssenceSituation,
    Overflow,
    Patient,
    essence_ruling,
)
from rulebook.quacks.alchemists.data import LAST_ROUND, LOCOWEED_BOOKS, PISTON_BOTTOM, PISTON_TOP
from rulebook.quacks.alchemists.examples import SEED_EXAMPLE
from rulebook.quacks.data import PLAYER_COUNTS, ROUNDS
from rulebook.quacks.svg import DARK_FILLS
from widgets._intents import (
    IntentError,
    describe,
    int_field,
    intent_of,
    rule_error_text,
    str_field,
    value_field,
)
from widgets.stepper import Stepper

_STATIC = pathlib.Path(__file__).parent / "static"

INTENTS = ("add", "remove", "cauldron", "set", "clear")
"""The intents the controls' JavaScript may send."""


def default_situation() -> EssenceSituation:
    """The seed's example: ``R1x2 O1 B1 W3 W2x2``, left neighbour exploded, 4 players, round 1."""
    return SEED_EXAMPLE


# -- what the controls show, read from rulebook data ------------------------------------------


def chip_view(chip: Chip) -> dict[str, str]:
    """One chip as the JavaScript draws it: label, colours and a Dutch tooltip."""
    ingredient = chip.ingredient
    return {
        "label": chip.label,
        "fill": ingredient.fill,
        "ink": "#ffffff" if ingredient in DARK_FILLS else "#222222",
        "title": chip.dutch(),
    }


def palette() -> list[dict[str, str]]:
    """Every chip that exists, in the order of the ingredients: W1 W2 W3 O1 G1 ... Z1 N."""
    chips = [
        Chip(ingredient, value)
        for ingredient in Ingredient
        for value in (ingredient.values or (None,))
    ]
    return [chip_view(chip) for chip in chips]


def _option(value: object, label: str) -> dict[str, object]:
    return {"value": value, "label": label}


def choices() -> dict[str, list[dict[str, object]]]:
    """The options of every select, as ``{name: [{"value": ..., "label": ...}]}``."""
    return {
        "players": [_option(n, f"{n} spelers") for n in PLAYER_COUNTS],
        "round": [
            _option(n, f"ronde {n}" + (" (laatste)" if n == LAST_ROUND else "")) for n in ROUNDS
        ],
        "locoweed_book": [_option(None, "geen")]
        + [_option(book, f"boek {book}") for book in LOCOWEED_BOOKS],
        "patient": [_option(None, "geen")] + [_option(p.dutch, p.dutch) for p in Patient],
        "chosen_field": [_option(None, "het bereikte veld")]
        + [_option(n, f"veld {n}") for n in range(PISTON_BOTTOM, PISTON_TOP + 1)],
        "overflow": [_option(o.value, o.value) for o in Overflow],
    }


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


def next_situation(situation: EssenceSituation, intent: object) -> EssenceSituation:
    """The situation after ``intent``; ``IntentError`` or ``RuleError`` when it cannot be."""
    kind, content = intent_of(intent, INTENTS)
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


# -- the widgets -------------------------------------------------------------------------------


class EssenceControls(anywidget.AnyWidget):
    """The controls of the explorer: chips to click, the cauldron, and the other settings.

    A view only: it shows the traits ``EssenceExplorer`` sets and hands every intent from the
    browser to ``on_intent``. ``revision`` goes up by one after every intent (accepted or not),
    so the browser can put its inputs back to the state Python kept.
    """

    _esm = _STATIC / "essence_controls.js"
    _css = _STATIC / "essence_controls.css"

    palette = traitlets.List(traitlets.Dict()).tag(sync=True)
    choices = traitlets.Dict().tag(sync=True)
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
    error = traitlets.Unicode("").tag(sync=True)
    revision = traitlets.Int(0).tag(sync=True)

    DISPLAY_TRAITS = frozenset(
        {
            "palette", "choices", "chips", "notation", "left_exploded", "right_exploded",
            "neighbour_labels", "neighbour_note", "players", "round", "locoweed_book", "patient",
            "chosen_field", "overflow", "field", "outcome", "error", "revision",
        }
    )  # fmt: skip
    """The synced traits Python owns: the browser reads them and never writes them."""

    def __init__(self, on_intent: Callable[[object], None], **kwargs: Any) -> None:
        super().__init__(palette=palette(), choices=choices(), **kwargs)
        self._on_intent = on_intent
        self.on_msg(self._on_custom_msg)

    def show(self, situation: EssenceSituation, ruling: Ruling[EssenceResult]) -> None:
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
            self.chosen_field = situation.chosen_field
            self.overflow = situation.overflow.value
            self.field = ruling.result.field
            self.outcome = ruling.answer
            self.error = ""
            self.revision += 1

    def refuse(self, message: str) -> None:
        """Show why the last intent was refused; everything else stays as it was."""
        with self.hold_sync():
            self.error = message
            self.revision += 1

    def _on_custom_msg(self, _widget: object, content: object, _buffers: object) -> None:
        self._on_intent(content)

    def set_state(self, sync_data: Mapping[str, Any]) -> None:
        """Refuse state written by the frontend: only intents change it."""
        refused = [name for name in sync_data if name in self.DISPLAY_TRAITS]
        super().set_state({k: v for k, v in sync_data.items() if k not in self.DISPLAY_TRAITS})
        if refused:
            self.send_state(refused)
            self.refuse(
                "De stand verandert alleen via de knoppen; je wijziging is niet overgenomen."
            )

    def __repr__(self) -> str:
        return f"EssenceControls(ketel={self.notation!r}, veld={self.field})"


class EssenceExplorer(ipywidgets.VBox):  # type: ignore[misc]  # ipywidgets has no type hints
    """Build an essence-phase situation and watch its ruling, step by step.

    ``EssenceExplorer(situation=None)`` starts from ``situation`` (default: the seed's example)
    with the stepper on the last step. ``apply(intent)`` does what a click does. ``situation``,
    ``ruling`` and ``error`` give the state in Python.
    """

    def __init__(self, situation: EssenceSituation | None = None, **kwargs: Any) -> None:
        start = default_situation() if situation is None else situation
        ruling = essence_ruling(start)  # a bad start situation is the caller's error: it raises
        self._situation = start
        self._ruling = ruling
        self.controls = EssenceControls(on_intent=self.apply)
        self.controls.show(start, ruling)
        self.stepper = Stepper(ruling)
        self.stepper.last()
        super().__init__(children=(self.controls, self.stepper), **kwargs)
        self.add_class("rb-essence-explorer")

    @property
    def situation(self) -> EssenceSituation:
        return self._situation

    @property
    def ruling(self) -> Ruling[EssenceResult]:
        return self._ruling

    @property
    def error(self) -> str:
        """The Dutch reason the last intent was refused, or ``""``."""
        return str(self.controls.error)

    def apply(self, intent: object) -> None:
        """Carry out one intent, the same way a click in the browser does.

        Refused intents (malformed, or against the rules) set ``error`` and change nothing else.
        An unexpected exception (a bug) is shown too, and then raised, never swallowed.
        """
        try:
            situation = next_situation(self._situation, intent)
            ruling = essence_ruling(situation)
        except IntentError as error:
            self.controls.refuse(str(error))
        except RuleError as error:
            self.controls.refuse(rule_error_text(error))
        except Exception as error:
            self.controls.refuse(
                f"Er ging iets mis in het programma ({type(error).__name__}); de vorige stand "
                f"blijft staan."
            )
            raise
        else:
            self._accept(situation, ruling)

    def _accept(self, situation: EssenceSituation, ruling: Ruling[EssenceResult]) -> None:
        on_last = self.stepper.index == len(self.stepper.steps) - 1
        self._situation = situation
        self._ruling = ruling
        self.controls.show(situation, ruling)
        self.stepper.show(ruling)
        if on_last and self.stepper.index != len(self.stepper.steps) - 1:
            self.stepper.last()

    def __repr__(self) -> str:
        return f"EssenceExplorer(ketel={str(self._situation.cauldron)!r}, veld={self.field})"

    @property
    def field(self) -> int:
        """The field the essence marker ends on in the current situation."""
        return self._ruling.result.field

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The live widget, and the ruling as static HTML for readers without a kernel."""
        data: dict[str, Any] = super()._repr_mimebundle_(**kwargs)
        return {**data, "text/html": self._ruling._repr_html_()}
