"""The patient explorer: choose a patient, play its essence phase, then try its action.

``PatientExplorer`` is a ``VBox`` of two widgets: ``PatientControls`` and a ``Stepper``. The
reader builds one player's essence phase (patient, cauldron, neighbours, players, round) and
walks it in the Stepper: ``essence_ruling`` up to the field the essence marker reaches, then
``bonus_ruling`` for what the patient gives there and when. Below that lies the following
brewing phase: the essence counter starts on the field reached, the reader picks a chip and a
choice ("gebruik", Zeiloren's "dubbel"/"terug", or "gewoon") and tries it. ``action_ruling``
answers; an allowed use lowers the counter and changes the cauldron as the ruling says.

Every click arrives as an intent (``{"type": "try"}``) and is answered from ``rulebook`` alone.
A refused action changes nothing: the controls show the ruling's own Dutch reason with the clause
that refuses (``RuleError`` -> the refusal box), and the counter, the cauldron and the chip stay
as they were. The essence counter never goes below 0 because the rules refuse a use that costs
more than it holds (clause ``alchemisten.essentie.betalen``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import traitlets

from rulebook.core import RuleError, Ruling
from rulebook.quacks import Chip, Chips
from rulebook.quacks.alchemists import EssenceResult, EssenceSituation, Patient, essence_ruling
from rulebook.quacks.alchemists.data import LAST_ROUND
from rulebook.quacks.alchemists.essence.examples import SEED_EXAMPLE
from rulebook.quacks.alchemists.patients.data import (
    WING_EARS_BACK_COST,
    WING_EARS_DOUBLE_COST,
    Choice,
    card,
)
from rulebook.quacks.alchemists.patients.examples import CAULDRON
from rulebook.quacks.alchemists.patients.rules import (
    RED_SETS,
    ActionOutcome,
    ActionQuestion,
    BonusOutcome,
    BonusQuestion,
    read_cauldron,
)
from rulebook.quacks.alchemists.patients.rulings import action_ruling, bonus_ruling
from rulebook.quacks.alchemists.patients.svg import PatientBoard
from rulebook.quacks.data import PLAYER_COUNTS, ROUNDS
from rulebook.quacks.table import Cauldron
from widgets._base import (
    Delegated,
    Plan,
    Planner,
    RulebookBox,
    no_kernel_note,
    option,
    ruling_html,
    ruling_view,
)
from widgets._intents import IntentError, describe, str_field, value_field
from widgets.quacks._chips import chip_view, every_chip
from widgets.quacks.essence_explorer import neighbour_labels
from widgets.stepper import Stepper

INTENTS = ("patient", "cauldron", "set", "brew", "red_set", "pick", "choice", "try", "restart")
"""The intents the controls' JavaScript may send:

- ``patient`` {value}: a patient by its Dutch name;
- ``cauldron`` {text}: the cauldron of the essence phase (``R1x2 O1 W3``);
- ``set`` {name, value}: ``left_exploded``/``right_exploded`` (true/false), ``players``,
  ``round`` (the round of the essence phase);
- ``brew`` {text}: the cauldron of the following brewing phase so far (``O1 W2`` or ``vanaf 0:
  1:O1 3:W2``);
- ``red_set`` {value}: the set of the toadstool's (red) book, 1 to 4 (set 2 lays a red chip only
  after stopping, which matters for Schichtigheid and Heksenbochel);
- ``pick`` {chip}: the chip the action is about; ``choice`` {value}: ``gebruik``, ``dubbel``,
  ``terug`` or ``gewoon``;
- ``try``: use the action on the chip now; ``restart``: the brewing phase from its start again.
"""

SETTINGS: dict[str, str] = {
    "left_exploded": "linkerbuur ontploft",
    "right_exploded": "rechterbuur ontploft",
    "players": "aantal spelers",
    "round": "ronde",
}
"""The settings of the essence phase a ``set`` intent may change, in Dutch."""

DEFAULT_PATIENT = Patient.WING_EARS
"""Zeiloren: an action with two choices and two costs, and a refusal a reader meets quickly."""


def default_situation(patient: Patient = DEFAULT_PATIENT) -> EssenceSituation:
    """The seed's essence example (field 5) with ``patient`` on the piston."""
    return SEED_EXAMPLE.with_changes(patient=patient)


# -- what the controls show, read from rulebook data ------------------------------------------


def choices() -> dict[str, list[dict[str, object]]]:
    """The options of the fixed selects, as ``{name: [{"value": ..., "label": ...}]}``."""
    return {
        "patient": [option(p.dutch, p.dutch) for p in Patient],
        "players": [option(n, f"{n} spelers") for n in PLAYER_COUNTS],
        "round": [
            option(n, f"ronde {n}" + (" (laatste)" if n == LAST_ROUND else "")) for n in ROUNDS
        ],
        "red_set": [option(n, f"set {n}") for n in RED_SETS],
    }


def choice_options(patient: Patient) -> list[dict[str, object]]:
    """What the reader may choose to do with the chip, in the patient's own words and costs."""
    if patient is Patient.WING_EARS:
        return [
            option(Choice.DOUBLE.value, f"twee keer zo ver ({WING_EARS_DOUBLE_COST} essentie)"),
            option(Choice.BACK.value, f"terug in de buidel ({WING_EARS_BACK_COST} essentie)"),
            option(Choice.NORMAL.value, "gewoon leggen (geen actie)"),
        ]
    info = card(patient)
    cost = (
        "essentie: de waarde van het fiche"
        if info.action_cost is None
        else f"{info.action_cost} essentie"
    )
    used = f"de actie gebruiken ({cost})" if info.has_action else "de actie gebruiken"
    return [option(Choice.USE.value, used), option(Choice.NORMAL.value, "geen actie")]


CHIP_ROLES: dict[Patient, str] = {
    Patient.NERVOUSNESS: "Het open fiche dat je wilt leggen",
    Patient.FORGETFULNESS: "Het fiche uit je ketel dat terug moet",
}
"""What the chip of an action is, for the patients where it is not the chip just drawn."""


def chip_role(patient: Patient) -> str:
    return CHIP_ROLES.get(patient, "Het fiche dat je net trekt")


def action_text(patient: Patient) -> str:
    """The patient's action as its card says it (or that it has none)."""
    info = card(patient)
    if info.has_action:
        return f"Actie van {patient.dutch}: {info.action}."
    return f"{patient.dutch} geeft geen actie; de bonus komt {patient.value.timing.value}."


def brew_title(round: int) -> str:
    """The heading of the brewing phase after the essence phase of ``round``."""
    if round == LAST_ROUND:
        return f"Na ronde {LAST_ROUND} komt geen bereidingsfase meer"
    return f"De bereidingsfase van ronde {round + 1}"


# -- the rulings -----------------------------------------------------------------------------


def phase_ruling(situation: EssenceSituation) -> Ruling[BonusOutcome]:
    """The essence phase of ``situation`` (whose patient is set) followed by the patient's
    bonus on the field it reaches: two rulings of ``rulebook`` shown as one walk."""
    patient = situation.patient
    if patient is None:
        raise ValueError("the patient explorer always has a patient")
    essence: Ruling[EssenceResult] = essence_ruling(situation)
    field = essence.result.field
    laid = read_cauldron(str(situation.cauldron)) if situation.cauldron else Cauldron()
    bonus = bonus_ruling(BonusQuestion(patient, field, round=situation.round, cauldron=laid))
    return Ruling(
        question=(
            f"Waar eindigt je essentiefiche, en wat geeft {patient.dutch} daar? (ketel "
            f"{str(situation.cauldron) or 'leeg'}, ronde {situation.round})"
        ),
        answer=f"Je essentiefiche eindigt op veld {field}. {bonus.answer}",
        result=bonus.result,
        steps=essence.steps + bonus.steps,
    )


def read_brew(text: str) -> Cauldron:
    """The cauldron of the brewing phase as typed; every chip must exist (``RuleError``)."""
    cauldron = read_cauldron(text)
    Chips(tuple(cauldron.contents()))  # a RuleError when no player owns all these chips
    return cauldron


def _choice(value: object) -> Choice:
    found = Choice.from_dutch(value) if isinstance(value, str) else None
    if found is None:
        names = ", ".join(f"‘{c.value}’" for c in Choice)
        raise IntentError(f"Er is geen keuze {describe(value)}; kies {names}.")
    return found


def _setting(name: str, value: object) -> object:
    """The value for ``EssenceSituation.<name>``, type-checked; the rules check the rest."""
    dutch = SETTINGS[name]
    if name in ("left_exploded", "right_exploded"):
        if not isinstance(value, bool):
            raise IntentError(f"‘{dutch}’ is ja of nee (true/false), niet {describe(value)}.")
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        raise IntentError(f"‘{dutch}’ moet een geheel getal zijn, niet {describe(value)}.")
    return value


def _patient(value: object) -> Patient:
    patient = Patient.from_dutch(value) if isinstance(value, str) else None
    if patient is None:
        names = ", ".join(p.dutch for p in Patient)
        raise IntentError(f"Er is geen patiënt {describe(value)}; kies een van: {names}.")
    return patient


# -- the state the explorer holds --------------------------------------------------------------


@dataclass(frozen=True)
class Brewing:
    """The following brewing phase: the essence counter, the cauldron, the chip and the choice
    the reader tries, the ruling of the last allowed try, and the cauldron it started from."""

    essence: int
    start: Cauldron
    chip: Chip
    choice: Choice
    cauldron: Cauldron
    last: Ruling[ActionOutcome] | None = None
    red_set: int = 1


def default_choice(patient: Patient) -> Choice:
    return Choice.DOUBLE if patient is Patient.WING_EARS else Choice.USE


def default_chip(patient: Patient) -> Chip:
    """A chip the patient's action is about, to start with (the reader picks another)."""
    return {
        Patient.WING_EARS: Chip.parse("W2"),
        Patient.CARROT_NOSE: Chip.parse("O1"),
        Patient.WITCHS_HUMP: Chip.parse("P1"),
        Patient.FORGETFULNESS: Chip.parse("G1"),
        Patient.NERVOUSNESS: Chip.parse("B2"),
    }.get(patient, Chip.parse("O1"))


def question(situation: EssenceSituation, brewing: Brewing) -> ActionQuestion:
    """The rule question of a try: the action in the round after the essence phase."""
    assert situation.patient is not None
    return ActionQuestion(
        situation.patient,
        brewing.essence,
        brewing.chip,
        brewing.cauldron,
        brewing.choice,
        round=situation.round + 1,
        red_set=brewing.red_set,
    )


NOTHING_CHANGED = "In de verkenner is niets veranderd."


def try_action(situation: EssenceSituation, brewing: Brewing) -> Brewing:
    """The brewing phase after trying the action: the ruling's cauldron and counter when it is
    allowed; a refusal is a ``RuleError`` with the ruling's reason and clause (nothing changes)."""
    ruling = action_ruling(question(situation, brewing))
    outcome = ruling.result
    if not outcome.allowed:
        assert outcome.refused_by is not None
        raise RuleError(outcome.refused_by, f"{ruling.steps[-1].text} {NOTHING_CHANGED}")
    return replace(brewing, essence=outcome.essence_after, cauldron=outcome.cauldron, last=ruling)


# -- the widgets -------------------------------------------------------------------------------


class PatientControls(Delegated):
    """The controls of the explorer: the essence phase's settings and the brewing phase.

    A view only: it shows what ``PatientExplorer`` tells it (``show``) and hands every intent
    from the browser to the explorer's planner, which checks it against the rules.
    """

    MODULE = "patient_explorer"
    INTENTS = INTENTS

    choices = traitlets.Dict().tag(sync=True)
    palette = traitlets.List(traitlets.Dict()).tag(sync=True)
    patient = traitlets.Unicode("").tag(sync=True)
    action_text = traitlets.Unicode("").tag(sync=True)
    notation = traitlets.Unicode("").tag(sync=True)
    left_exploded = traitlets.Bool(False).tag(sync=True)
    right_exploded = traitlets.Bool(False).tag(sync=True)
    neighbour_labels = traitlets.List(traitlets.Unicode()).tag(sync=True)
    players = traitlets.Int(4).tag(sync=True)
    round = traitlets.Int(1).tag(sync=True)
    field = traitlets.Int(0).tag(sync=True)
    outcome = traitlets.Unicode("").tag(sync=True)
    action_round = traitlets.Int(2).tag(sync=True)
    brew_title = traitlets.Unicode("").tag(sync=True)
    essence = traitlets.Int(0).tag(sync=True)
    brew_notation = traitlets.Unicode("").tag(sync=True)
    brew_chips = traitlets.List(traitlets.Dict()).tag(sync=True)
    chip = traitlets.Unicode("").tag(sync=True)
    chip_role = traitlets.Unicode("").tag(sync=True)
    choice_options = traitlets.List(traitlets.Dict()).tag(sync=True)
    choice = traitlets.Unicode("").tag(sync=True)
    red_set = traitlets.Int(1).tag(sync=True)
    last = traitlets.Dict().tag(sync=True)
    """The ruling of the last allowed try (``ruling_view``), or empty."""
    picture = traitlets.Unicode("").tag(sync=True)
    """The brewing phase as it stands: the cauldron, the chip and the essence marker."""

    def __init__(self, planner: Planner, **kwargs: Any) -> None:
        super().__init__(
            planner, palette=[chip_view(c) for c in every_chip()], choices=choices(), **kwargs
        )

    def show(
        self, situation: EssenceSituation, ruling: Ruling[BonusOutcome], brewing: Brewing
    ) -> None:
        """Show a state the rules accepted; clear the error."""
        patient = situation.patient
        assert patient is not None
        labels, _ = neighbour_labels(situation)
        caption = (
            f"{brew_title(situation.round)}: je essentiefiche staat op veld {brewing.essence}."
        )
        board = PatientBoard(patient, brewing.essence, brewing.cauldron, brewing.chip, caption)
        with self.hold_sync():
            self.patient = patient.dutch
            self.action_text = action_text(patient)
            self.notation = str(situation.cauldron)
            self.left_exploded = situation.left_exploded
            self.right_exploded = situation.right_exploded
            self.neighbour_labels = labels
            self.players = situation.players
            self.round = situation.round
            self.field = ruling.result.field
            self.outcome = ruling.answer
            self.action_round = situation.round + 1
            self.brew_title = brew_title(situation.round)
            self.essence = brewing.essence
            self.brew_notation = str(brewing.cauldron)
            self.brew_chips = [
                {**chip_view(placed.chip), "field": placed.field}
                for placed in brewing.cauldron.chips
            ]
            self.chip = brewing.chip.label
            self.chip_role = chip_role(patient)
            self.choice_options = choice_options(patient)
            self.choice = brewing.choice.value
            self.red_set = brewing.red_set
            self.last = {} if brewing.last is None else ruling_view(brewing.last)
            self.picture = str(board._repr_svg_())
            self.error = ""

    def __repr__(self) -> str:
        return f"PatientControls(patiënt={self.patient!r}, essentie={self.essence})"


NO_KERNEL = no_kernel_note(
    "De patiëntenverkenner", "de essentiefase van het begin en wat de patiënt daar geeft"
)
"""The first lines of the explorer's static copy (GitHub, nbviewer, a notebook not yet run)."""


class PatientExplorer(RulebookBox):
    """Choose a patient, walk its essence phase and bonus, and try its action next round.

    ``PatientExplorer(patient=Patient.WING_EARS)`` starts from the seed's essence example (field
    5, round 1) and the cauldron ``O1 W2 G1 W3`` in round 2. ``apply(intent)`` does what a click
    does; ``choose``, ``pick``, ``choose_action``, ``try_action`` and ``restart`` are the same in
    Python. ``situation``, ``ruling``, ``essence``, ``cauldron`` and ``error`` give the state.
    """

    controls: PatientControls

    def __init__(self, patient: Patient = DEFAULT_PATIENT, **kwargs: Any) -> None:
        situation = default_situation(patient)
        ruling = phase_ruling(situation)
        brewing = Brewing(
            ruling.result.field, CAULDRON, default_chip(patient), default_choice(patient), CAULDRON
        )
        self._situation = situation
        self._ruling = ruling
        self._brewing = brewing
        controls = PatientControls(planner=self._plan)
        controls.show(situation, ruling, brewing)
        self.stepper = Stepper(ruling)
        super().__init__(controls, self.stepper, **kwargs)
        self.add_class("rb-patient-explorer")

    # -- what a reader (or a notebook cell) can do -------------------------------------------

    def choose(self, patient: str) -> None:
        self.apply({"type": "patient", "value": patient})

    def pick(self, chip: str) -> None:
        self.apply({"type": "pick", "chip": chip})

    def choose_action(self, choice: str) -> None:
        self.apply({"type": "choice", "value": choice})

    def try_action(self) -> None:
        self.apply({"type": "try"})

    def restart(self) -> None:
        self.apply({"type": "restart"})

    @property
    def situation(self) -> EssenceSituation:
        return self._situation

    @property
    def ruling(self) -> Ruling[BonusOutcome]:
        """The essence phase and the patient's bonus, as the Stepper shows them."""
        return self._ruling

    @property
    def essence(self) -> int:
        """The essence counter of the brewing phase (the field the essence marker is on)."""
        return self._brewing.essence

    @property
    def cauldron(self) -> Cauldron:
        """The cauldron of the brewing phase as it stands."""
        return self._brewing.cauldron

    @property
    def last_action(self) -> Ruling[ActionOutcome] | None:
        """The ruling of the last allowed try, or ``None``."""
        return self._brewing.last

    # -- intents -------------------------------------------------------------------------------

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        situation, brewing = self._situation, self._brewing
        new_phase = True
        if kind == "patient":
            patient = _patient(value_field(content, "value", kind))
            situation = situation.with_changes(patient=patient)
            if patient is not self._patient:
                brewing = replace(
                    brewing, chip=default_chip(patient), choice=default_choice(patient)
                )
        elif kind == "cauldron":
            situation = situation.with_changes(
                cauldron=Chips.parse(str_field(content, "text", kind))
            )
        elif kind == "set":
            name = str_field(content, "name", kind)
            if name not in SETTINGS:
                known = ", ".join(f"{code} ({dutch})" for code, dutch in SETTINGS.items())
                raise IntentError(f"Er is geen instelling ‘{name[:40]}’; ik ken: {known}.")
            value = _setting(name, value_field(content, "value", kind))
            situation = situation.with_changes(**{name: value})
        else:
            new_phase = False
            brewing = self._next_brewing(kind, content, brewing)
        ruling = self._ruling
        if new_phase:
            ruling = phase_ruling(situation)
            brewing = self._after_phase(ruling, brewing)

        def accept() -> None:
            self._situation = situation
            self._brewing = brewing
            if ruling is not self._ruling:
                self._ruling = ruling
                self.stepper.show(ruling)
            self.controls.show(situation, ruling, brewing)

        return accept

    def _next_brewing(self, kind: str, content: Mapping[str, object], brewing: Brewing) -> Brewing:
        if kind == "brew":
            start = read_brew(str_field(content, "text", kind))
            return replace(
                brewing, start=start, cauldron=start, essence=self._ruling.result.field, last=None
            )
        if kind == "red_set":
            number = value_field(content, "value", kind)
            if isinstance(number, bool) or number not in RED_SETS:
                raise IntentError(
                    f"Er zijn vier sets voor de vliegenzwam, 1 tot 4; niet {describe(number)}."
                )
            assert isinstance(number, int)
            return replace(brewing, red_set=number)
        if kind == "pick":
            return replace(brewing, chip=Chip.parse(str_field(content, "chip", kind)))
        if kind == "choice":
            chosen = _choice(value_field(content, "value", kind))
            allowed = {o["value"] for o in choice_options(self._patient)}
            if chosen.value not in allowed:
                raise IntentError(
                    f"Bij {self._patient.dutch} kies je "
                    + " of ".join(f"‘{v}’" for v in sorted(map(str, allowed)))
                    + f", niet ‘{chosen.value}’."
                )
            return replace(brewing, choice=chosen)
        if kind == "try":
            return try_action(self._situation, brewing)
        # restart
        return replace(
            brewing, essence=self._ruling.result.field, cauldron=brewing.start, last=None
        )

    @property
    def _patient(self) -> Patient:
        assert self._situation.patient is not None
        return self._situation.patient

    @staticmethod
    def _after_phase(ruling: Ruling[BonusOutcome], brewing: Brewing) -> Brewing:
        """A new essence phase starts the brewing phase again, on the field it reaches."""
        return replace(brewing, essence=ruling.result.field, cauldron=brewing.start, last=None)

    def __repr__(self) -> str:
        return (
            f"PatientExplorer(patiënt={self._patient.dutch!r}, veld={self._ruling.result.field}, "
            f"essentie={self.essence}, ketel={str(self.cauldron)!r})"
        )

    def static_html(self) -> str:
        """What a reader without a running notebook sees: that the explorer needs one, the
        picture of the brewing phase at the start, and the ruling of the essence phase."""
        from rulebook.core.drawing.svg import as_img

        view = ruling_view(self._ruling)
        return (
            f'<div class="rb-static">{NO_KERNEL}{as_img(self.controls.picture)}'
            f"{ruling_html(view)}</div>"
        )
