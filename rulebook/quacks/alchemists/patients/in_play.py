"""The patients in the game engine: drawn and chosen before round 1, their actions while brewing,
their bonuses after the essence phase.

Everything here reaches the base engine only through its extension points: a setup phase put in
front of the round (``PATIENT_PHASE``), chance steps (``DrawPatients``, ``EarWormDraw``,
``NervousDraw``), choices with codes (``ChoosePatient``, ``PatientChip``, ``HumpChoice``,
``SwapOne``, ``BuyOne``), the base game's named moments (``EVENTS``), the rats and brewing phases'
begin added to (``glass_rats``, ``open_draws``) and the notation of the actions this
expansion adds (``PatientsDrawn``, ``ReturnChip``, ``PlaceOpen``). What an action or a bonus may do
and costs is never computed here: every handler asks ``patient_rules.action`` or
``patient_rules.bonus``, the plain functions the rulings of chapter 21 explain, so a game and the
chapter cannot differ.

Decisions (the seed leaves them to the table):
- Vergeetachtigheid's return and Schichtigheid's open chips are free actions while you still
  draw (not after you stopped); an open chip counts as a draw (round 9's step).
- Zeiloren's double, Karbonkelneus's ruby field and Schichtigheid's open chip land where the rule
  function puts them (by value, without the books' extras); the chip's own action follows as
  for any drawn chip.
- Heksenbochel looks at the field the chip really landed on (with the books' extras); the rule
  function is asked from the field the chip came from, as if it went by its value.
- Schichtigheid's open chips that nobody placed go back into the bag once brewing is over.
- Oorwurm's chips are placed as drawn chips are while brewing (the books' extras too) and do
  what their book says at once; the rule function places them by value and names the action.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Protocol, cast

from rulebook.core.dutch import listing, quoted
from rulebook.core.errors import IllegalActionError, RuleError
from rulebook.core.model.evolve import evolve
from rulebook.core.model.flow import Phase
from rulebook.core.model.game import CHANCE
from rulebook.core.model.happenings import happened
from rulebook.quacks import rules
from rulebook.quacks.actions import Action, DrawnChip
from rulebook.quacks.alchemists.data import ESSENCE_PHASE_ID, LAST_ROUND, Patient
from rulebook.quacks.alchemists.essence.markers import Essence
from rulebook.quacks.alchemists.essence.rules import choose_field
from rulebook.quacks.alchemists.happenings import EarWormDraws, EssenceMoved, PatientChosen
from rulebook.quacks.alchemists.patients.data import (
    CHICKEN_SWAP_VALUES,
    DEFAULT_OPTIONS,
    FIRST_ACTION_ROUND,
    RUBY_FIELD_ACTION_COST,
    WING_EARS_DOUBLE_COST,
    ChickenBonus,
    Choice,
    OwnGlasses,
    PatientOptions,
    card_summary,
    glass_table,
    glass_words,
    start_bag_extra,
)
from rulebook.quacks.alchemists.patients.rules import (
    CLAUSE_OF,
    ActionOutcome,
    ActionQuestion,
    BonusQuestion,
    action,
    allowed,
    bonus,
    steps_of,
    swappable,
)
from rulebook.quacks.alchemists.patients.rulings import action_ruling
from rulebook.quacks.board import TRACK
from rulebook.quacks.data import Ingredient
from rulebook.quacks.effects import Gain
from rulebook.quacks.happenings import RatTails
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import (
    KINDS,
    NO_EVENTS,
    Apply,
    Bag,
    Cauldron,
    ChanceTask,
    ChoiceTask,
    Extra,
    GameState,
    Roll,
    Task,
)

PATIENTS_DRAWN = 3
"""Three of the eight patient tokens are drawn from a bag (NL-A, preparation step 6)."""

RED = 2
"""The red book's place in ``Setup.books`` (green, blue, red, yellow, purple)."""

BREWING = "brouwen"
CHOOSE = "alchemisten.patient.kiezen"


@dataclass(frozen=True)
class Patients(Extra):
    """The patients on the table (drawn before round 1) and the one each player treats."""

    offered: tuple[Patient, ...] = field(default=(), metadata={"key": "op-tafel"})
    chosen: tuple[Patient | None, ...] = field(default=(), metadata={"key": "patienten"})
    rats: tuple[int, ...] = field(default=(), metadata={"key": "rattenstaarten"})
    """Rat tails a glass gave, waiting for the next round's rats phase."""
    draws: tuple[int, ...] = field(default=(), metadata={"key": "schrik-trekken"})
    """Schichtigheid: the chips to draw at the start of the next brewing phase, per seat."""
    open: tuple[Chips, ...] = field(default=(), metadata={"key": "open"})
    """Schichtigheid: the chips lying open beside each player's cauldron."""

    def chips(self) -> Iterable[Chip]:
        for chips in self.open:
            yield from chips


def patient_of(state: GameState, seat: int) -> Patient | None:
    """The patient ``seat`` treats (``None`` before choosing, or without the expansion)."""
    for extra in state.extras:
        if isinstance(extra, Patients) and seat < len(extra.chosen):
            return extra.chosen[seat]
    return None


# -- the actions this expansion adds, and their notation ------------------------------------------


@dataclass(frozen=True, repr=False)
class PatientsDrawn(Action):
    """Chance: these three patients were drawn (in the order of the patients' list)."""

    patients: tuple[Patient, ...]

    def __str__(self) -> str:
        return "kans patiënten " + " ".join(p.dutch for p in self.patients)


@dataclass(frozen=True, repr=False)
class ReturnChip(Action):
    """Vergeetachtigheid: put ``chip`` from your cauldron back in your bag, for its value."""

    chip: Chip
    clause_id = "alchemisten.patient.vergeetachtigheid"

    def __str__(self) -> str:
        return f"{self.seat + 1} vergeet {self.chip}"


@dataclass(frozen=True, repr=False)
class PlaceOpen(Action):
    """Schichtigheid: put the open ``chip`` in your cauldron instead of drawing one."""

    chip: Chip
    clause_id = "alchemisten.patient.schichtigheid"

    def __str__(self) -> str:
        return f"{self.seat + 1} leg-open {self.chip}"


_BY_NAME = {p.dutch: p for p in Patient}


def read_action(text: str) -> Action | None:
    """This expansion's action notations: ``kans patiënten A B C`` and ``N vergeet CHIP``."""
    words = text.split()
    if len(words) == 2 + PATIENTS_DRAWN and words[:2] == ["kans", "patiënten"]:
        if all(w in _BY_NAME for w in words[2:]):
            patients = tuple(_BY_NAME[w] for w in words[2:])
            if len(set(patients)) == PATIENTS_DRAWN:
                return PatientsDrawn(CHANCE, patients)
        return None
    if len(words) == 3 and re.fullmatch(r"[1-9]", words[0]) and words[1] == "vergeet":
        return ReturnChip(int(words[0]) - 1, Chip.parse(words[2]))
    if len(words) == 3 and re.fullmatch(r"[1-9]", words[0]) and words[1] == "leg-open":
        return PlaceOpen(int(words[0]) - 1, Chip.parse(words[2]))
    return None


# -- before round 1: three patients drawn, each player choosing one --------------------------------


@dataclass(frozen=True)
class DrawPatients(ChanceTask):
    """The table draws three patients: every set of three is equally likely."""

    def outcomes(self, state: GameState, seat: int) -> list[tuple[Action, Fraction]]:
        sets = list(itertools.combinations(Patient, PATIENTS_DRAWN))
        return [(PatientsDrawn(CHANCE, s), Fraction(1, len(sets))) for s in sets]

    def resolve(self, state: GameState, seat: int, action: Action) -> GameState:
        assert isinstance(action, PatientsDrawn)
        chosen: tuple[Patient | None, ...] = (None,) * len(state.players)
        state = state.with_extra(Patients(action.patients, chosen))
        for each in state.seats:
            state = rules.push_tasks(state, each, ChoosePatient())
        return state


@dataclass(frozen=True)
class ChoosePatient(ChoiceTask):
    """A player chooses one of the patients on the table (others may choose the same one)."""

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        offered = state.extra(Patients).offered
        return [
            rules.Option(f"patiënt:{p.dutch}", f"behandel {p.dutch}", _treat(seat, p))
            for p in offered
        ]

    def details(self, state: GameState, seat: int) -> list[str]:
        """Each patient's card: its bonus or action, what the action costs, every glass."""
        glasses = glass_table(patient_settings(state)[1])
        return [card_summary(p, glasses[p]) for p in state.extra(Patients).offered]


def _treat(seat: int, patient: Patient) -> Callable[[GameState], GameState]:
    def treat(state: GameState) -> GameState:
        patients = state.extra(Patients)
        chosen = list(patients.chosen)
        chosen[seat] = patient
        happened(PatientChosen, seat, patient)
        state = state.with_extra(evolve(patients, chosen=tuple(chosen)))
        for chip in start_bag_extra(patient):  # Karbonkelneus O1, Vergeetachtigheid B1 R1
            state = rules.give_chip(state, seat, chip)
        return state

    return treat


def _begin_patients(state: GameState) -> GameState:
    return evolve(state, todo=(DrawPatients(),))


PATIENT_PHASE: Phase[GameState] = Phase(
    "patienten",
    "Voorbereiding: patiënten (De Alchemisten)",
    "Drie patiënten komen op tafel; iedere speler kiest er één (meer spelers mogen dezelfde "
    "kiezen) en krijgt de startfiches die bij die patiënt horen.",
    CHOOSE,
    who="de tafel trekt; daarna kiest iedere speler, vanaf de startspeler",
    ends="als iedereen een patiënt heeft",
    applies=lambda state: state.round == 1 and not state.extra(Patients).offered,
    begin=_begin_patients,
)
"""Before the first round only: the patients drawn (chance) and chosen."""


# -- while brewing: the actions -------------------------------------------------------------------


def _marker(state: GameState, seat: int) -> int:
    return state.extra(Essence).markers[seat]


def _set_marker(state: GameState, seat: int, value: int) -> GameState:
    markers = list(state.extra(Essence).markers)
    if markers[seat] != value:
        happened(EssenceMoved, seat, markers[seat], value)
    markers[seat] = value
    return state.with_extra(Essence(tuple(markers)))


def question(
    state: GameState,
    seat: int,
    chip: Chip,
    choice: Choice,
    cauldron: Cauldron | None = None,
) -> ActionQuestion:
    """The rule function's question for ``seat``'s patient and ``chip`` in this game."""
    patient = patient_of(state, seat)
    assert patient is not None
    player = state.players[seat]
    return ActionQuestion(
        patient,
        _marker(state, seat),
        chip,
        player.cauldron if cauldron is None else cauldron,
        choice,
        round=state.round,
        limit=rules.explosion_limit(state, player),
        red_set=state.setup.books[RED],
    )


def _outcome(state: GameState, seat: int, chip: Chip, choice: Choice) -> ActionOutcome | None:
    """The rule function's answer; ``None`` when it cannot take the situation as a question
    (a cauldron no chapter example could hold, such as more whites than a bag has without the
    option that cards give white chips): then the engine offers no action."""
    try:
        return action(question(state, seat, chip, choice))
    except RuleError:
        return None


def _allowed(state: GameState, seat: int, chip: Chip, choice: Choice) -> bool:
    """Whether the rule function allows the action (``_outcome(...).allowed``, without working
    out what it does)."""
    try:
        return allowed(question(state, seat, chip, choice))
    except RuleError:
        return False


BEFORE_PLACING = {
    Patient.WING_EARS: (Choice.DOUBLE, Choice.BACK),
    Patient.CARROT_NOSE: (Choice.USE,),
}
"""The patients whose action is about a chip just drawn, before it is placed."""


def before_placing(state: GameState, seat: int, chip: Chip) -> Task | None:
    """Zeiloren (a white chip) and Karbonkelneus (a pumpkin): asked when the action is allowed."""
    patient = patient_of(state, seat)
    if patient not in BEFORE_PLACING or state.phase != BREWING:
        return None
    zeiloren = patient is Patient.WING_EARS
    wanted = Ingredient.WHITE if zeiloren else Ingredient.ORANGE
    cheapest = WING_EARS_DOUBLE_COST if zeiloren else RUBY_FIELD_ACTION_COST
    if chip.ingredient is not wanted or _marker(state, seat) < cheapest:
        return None  # refused by the rule function anyway; asking it is slow (many draws)
    if not _chip_choices(state, seat, chip):
        return None
    return PatientChip(chip)


def _chip_choices(state: GameState, seat: int, chip: Chip) -> list[tuple[Choice, ActionOutcome]]:
    patient = patient_of(state, seat)
    assert patient is not None
    found = []
    for choice in BEFORE_PLACING[patient]:
        outcome = _outcome(state, seat, chip, choice)
        if outcome is not None and outcome.allowed:
            found.append((choice, outcome))
    return found


@dataclass(frozen=True)
class PatientChip(ChoiceTask):
    """A chip just drawn that the patient's action may move (it waits in the hand): use the
    action, or place the chip as usual."""

    chip: Chip

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        patient = patient_of(state, seat)
        assert patient is not None
        name = patient.dutch.lower()
        options = [
            rules.Option(
                f"{name}:{choice.value}",
                _label(outcome),
                _use(seat, self.chip, outcome),
            )
            for choice, outcome in _chip_choices(state, seat, self.chip)
        ]
        normal = rules.Option(
            "gewoon", f"leg {self.chip} gewoon in je ketel", _place_normally(seat, self.chip)
        )
        return [*options, normal]


def _label(outcome: ActionOutcome) -> str:
    cost = outcome.essence_before - outcome.essence_after
    if outcome.landed is None:
        return f"betaal {cost} essentie: {outcome.chip} terug in je buidel"
    return f"betaal {cost} essentie: {outcome.chip} naar veld {outcome.landed}"


def _from_hand(state: GameState, seat: int, chip: Chip) -> GameState:
    hand = state.players[seat].hand
    return state.with_player(seat, hand=hand.remove_at(hand.chips.index(chip)))


def _place_normally(seat: int, chip: Chip) -> Callable[[GameState], GameState]:
    return lambda s: rules.place_drawn(_from_hand(s, seat, chip), seat, chip)


def _use(seat: int, chip: Chip, outcome: ActionOutcome) -> Callable[[GameState], GameState]:
    def use(state: GameState) -> GameState:
        before = state.players[seat].cauldron
        state = _set_marker(_from_hand(state, seat, chip), seat, outcome.essence_after)
        if outcome.landed is None:  # Zeiloren 'terug': into the bag, not placed
            player = state.players[seat]
            return state.with_player(seat, bag=player.bag.add(chip))
        return rules.place_drawn(state, seat, chip, distance=outcome.landed - before.last_field)

    return use


def after_placing(state: GameState, seat: int, chip: Chip, before: Cauldron) -> tuple[Task, ...]:
    """Heksenbochel: a chip that landed on a ruby field may be paid for (2 essence)."""
    if patient_of(state, seat) is not Patient.WITCHS_HUMP or state.phase != BREWING:
        return ()
    landed = state.players[seat].cauldron.chips[-1].field
    if not TRACK[landed].ruby:
        return ()
    if not _hump(state, seat, chip, landed).allowed:
        return ()
    return (HumpChoice(chip, landed),)


def _hump(state: GameState, seat: int, chip: Chip, landed: int) -> ActionOutcome:
    """The rule function asked from the field the chip came from, as if it went by its value
    (an empty cauldron there: Heksenbochel looks only at the chip and its field)."""
    came_from = Cauldron(start=max(landed - steps_of(chip), 0))
    return action(question(state, seat, chip, Choice.USE, cauldron=came_from))


@dataclass(frozen=True)
class HumpChoice(ChoiceTask):
    """Heksenbochel: ``chip`` landed on the ruby field ``field``; pay 2 essence for its reward?"""

    chip: Chip
    field: int

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        outcome = _hump(state, seat, self.chip, self.field)
        if not outcome.allowed:
            return []
        return [
            rules.Option(
                "heksenbochel:gebruik",
                f"betaal {outcome.essence_before - outcome.essence_after} essentie voor de "
                f"beloning van {self.chip} op veld {self.field}",
                _reward(seat, outcome),
            ),
            rules.Option("gewoon", "niets betalen", lambda s: s),
        ]


def _reward(seat: int, outcome: ActionOutcome) -> Callable[[GameState], GameState]:
    def reward(state: GameState) -> GameState:
        state = _set_marker(state, seat, outcome.essence_after)
        # rubies and points as every gain gives them (``rules.give_gain``: said, then given)
        gain = Gain(rubies=outcome.rubies, points=outcome.victory_points)
        state = rules.give_gain(state, seat, gain)
        for chip in outcome.to_bag:  # a mandrake from the box (nothing when it has none left)
            state = rules.give_chip(state, seat, chip)
        if outcome.die_rolls:
            state = rules.push_tasks(state, seat, Roll(outcome.die_rolls))
        return state

    return reward


def brewing_actions(state: GameState, seat: int) -> list[Action]:
    """Vergeetachtigheid: each coloured chip kind in the cauldron that may go back now;
    Schichtigheid: each open chip that may be placed instead of drawing."""
    patient = patient_of(state, seat)
    if patient is Patient.NERVOUSNESS and state.phase == BREWING:
        return [
            PlaceOpen(seat, chip)
            for chip in dict.fromkeys(open_of(state, seat))
            if _allowed(state, seat, chip, Choice.USE)
        ]
    if patient is not Patient.FORGETFULNESS or state.phase != BREWING:
        return []
    if state.round < FIRST_ACTION_ROUND:
        return []
    essence = _marker(state, seat)
    kinds = [  # what the rule function refuses anyway, left out before asking it (speed)
        chip
        for chip in dict.fromkeys(p.chip for p in state.players[seat].cauldron.chips)
        if not chip.is_white
        and chip.ingredient is not Ingredient.LOCOWEED
        and (chip.value or 0) <= essence
    ]
    return [ReturnChip(seat, chip) for chip in kinds if _allowed(state, seat, chip, Choice.USE)]


def apply_action(state: GameState, act: Action) -> GameState | None:
    """Vergeetachtigheid's return: the chip into the bag, its value off the essence.
    Schichtigheid's open chip: placed where the rule function puts it, as a draw would be."""
    if isinstance(act, PlaceOpen):
        return _place_open(state, act.seat, act.chip)
    if not isinstance(act, ReturnChip):
        return None
    outcome = _outcome(state, act.seat, act.chip, Choice.USE)
    assert outcome is not None and outcome.allowed  # the engine checked it is a legal action
    player = state.players[act.seat]
    state = state.with_player(act.seat, cauldron=outcome.cauldron, bag=player.bag.add(act.chip))
    return _set_marker(state, act.seat, outcome.essence_after)


def _place_open(state: GameState, seat: int, chip: Chip) -> GameState:
    outcome = _outcome(state, seat, chip, Choice.USE)
    assert outcome is not None and outcome.allowed and outcome.landed is not None
    before = state.players[seat].cauldron
    opened = open_of(state, seat)
    state = _set_open(state, seat, opened.remove_at(opened.chips.index(chip)))
    state = state.with_player(seat, drawn=state.players[seat].drawn + 1)
    return rules.place_drawn(state, seat, chip, distance=outcome.landed - before.last_field)


def refuse(state: GameState, act: Action) -> RuleError | None:
    """Why a Vergeetachtigheid return may not be done now, with the clause that refuses."""
    if not isinstance(act, ReturnChip | PlaceOpen) or not 0 <= act.seat < len(state.players):
        return None
    patient = patient_of(state, act.seat)
    if isinstance(act, PlaceOpen):
        return _refuse_open(state, act, patient)
    if patient is not Patient.FORGETFULNESS:
        return IllegalActionError(
            "alchemisten.patient.vergeetachtigheid",
            f"Alleen wie Vergeetachtigheid behandelt, doet een fiche terug ({quoted(str(act))}).",
        )
    if state.phase != BREWING:
        return IllegalActionError(
            "alchemisten.patient.vergeetachtigheid",
            "Een fiche terugdoen kan alleen in de fase 'Het bereiden van de drank'.",
        )
    return _refused_by_the_rule(state, act.seat, act.chip)


def _refused_by_the_rule(state: GameState, seat: int, chip: Chip) -> RuleError | None:
    """What the patient's rule function says of using ``chip`` now (``None``: allowed), with the
    clause it cites: the same answer chapter 21's action ruling gives."""
    try:
        asked = question(state, seat, chip, Choice.USE)
    except RuleError as error:
        return error
    ruling = action_ruling(asked)
    if ruling.result.allowed:
        return None
    assert ruling.result.refused_by is not None
    return IllegalActionError(ruling.result.refused_by, ruling.answer)


# -- after the essence phase: the bonuses ----------------------------------------------------------

CHICKEN_GAINS = {
    ChickenBonus.RUBY: Gain(rubies=1),
    ChickenBonus.PUMPKIN: Gain(chips=(Chip.parse("O1"),)),
    ChickenBonus.FLASK: Gain(flask=True),
    ChickenBonus.TOADSTOOL: Gain(chips=(Chip.parse("R1"),)),
    ChickenBonus.THREE_RUBIES: Gain(rubies=3),
    ChickenBonus.DIE_TWICE: Gain(rolls=2),
    ChickenBonus.DROPLET: Gain(droplet=2),
    ChickenBonus.DIE_FOUR_TIMES: Gain(rolls=4),
}
"""Kippenogen's bonuses that the base game's ``Gain`` already gives (the two swaps are choices)."""


def after_essence(state: GameState) -> GameState:
    """Before a bonus, each player may put the marker back on a lower field (rounds 1 to 8,
    where a bonus follows; a choice only when the marker is above 0); then the bonus."""
    markers = [_marker(state, seat) for seat in range(len(state.players))]
    for seat in state.seats:
        if patient_of(state, seat) is None:
            continue
        if state.round < LAST_ROUND and markers[seat] > 0:
            state = rules.push_tasks(state, seat, EssenceField(markers[seat]))
        else:
            state = patient_bonus(state, seat)
    return state


@dataclass(frozen=True)
class EssenceField(ChoiceTask):
    """Keep the field the marker reached, or put it back on a lower one (clause
    alchemisten.essentie.lager); the patient's bonus then comes from that field."""

    reached: int

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        return [
            rules.Option(
                f"essentie:{n}",
                f"houd je essentiefiche op veld {n}"
                if n == self.reached
                else f"zet je essentiefiche terug op veld {n}",
                _keep(seat, self.reached, n),
            )
            for n in range(self.reached, -1, -1)
        ]

    def details(self, state: GameState, seat: int) -> list[str]:
        """What the glass of each field gives the seat's patient (field 0 has no glass)."""
        patient = patient_of(state, seat)
        if patient is None:
            return []
        glasses = glass_table(patient_settings(state)[1])[patient]
        return [
            f"glas van veld {n}: {glass_words(glasses[n - 1])}" if n else "geen glas"
            for n in range(self.reached, -1, -1)
        ]


def _keep(seat: int, reached: int, chosen: int) -> Callable[[GameState], GameState]:
    def keep(state: GameState) -> GameState:
        return patient_bonus(_set_marker(state, seat, choose_field(reached, chosen)), seat)

    return keep


def patient_bonus(state: GameState, seat: int) -> GameState:
    """The patient's bonus for the field its marker stands on, asked of ``patient_rules.bonus``:
    the glass's victory points at once; Kippenogen's bonus and Vampierisme's extra purchase at
    the end of the phase (as tasks); a rat tail waits for the next round; Oorwurm draws at
    once; Schichtigheid's draws wait for the next brewing phase."""
    patient = patient_of(state, seat)
    if patient is None:
        return state
    options, own_glasses = patient_settings(state)
    got = bonus(
        BonusQuestion(
            patient,
            _marker(state, seat),
            state.round,
            state.players[seat].cauldron,
            red_set=state.setup.books[RED],
            options=options,
            glasses=glass_table(own_glasses),
        )
    )
    clause = CLAUSE_OF[patient]
    if got.victory_points:
        state = rules.push_tasks(state, seat, Apply(Gain(points=got.victory_points), clause))
    if got.chicken in CHICKEN_GAINS:
        state = rules.push_tasks(state, seat, Apply(CHICKEN_GAINS[got.chicken], clause))
    if got.chicken in CHICKEN_SWAP_VALUES:
        state = rules.push_tasks(state, seat, SwapOne(CHICKEN_SWAP_VALUES[got.chicken]))
    if got.coins:
        state = rules.push_tasks(state, seat, BuyOne(got.coins))
    if got.rat:
        state = _add_rat(state, seat)
    if patient is Patient.EAR_WORM and got.draws:
        happened(EarWormDraws, seat, got.draws, _marker(state, seat), clause_id=clause)
        state = rules.push_tasks(state, seat, EarWormDraw(got.draws))
    if patient is Patient.NERVOUSNESS and got.draws:
        state = _per_seat(state, "draws", seat, got.draws)
    return state


class _PatientSettings(Protocol):
    patients: PatientOptions
    own_glasses: tuple[OwnGlasses, ...]


def patient_settings(state: GameState) -> tuple[PatientOptions, tuple[OwnGlasses, ...]]:
    """The setup's named options for the patients (``AlchemistsSetup.patients`` and
    ``own_glasses``). The setup is found by its expansion's id: its class imports this module,
    so this module cannot import it."""
    for extra in state.setup.extras:
        if extra.expansion_id == "alchemisten":
            settings = cast(_PatientSettings, extra)
            return settings.patients, settings.own_glasses
    return DEFAULT_OPTIONS, ()


def _per_seat(state: GameState, name: str, seat: int, value: int) -> GameState:
    patients = state.extra(Patients)
    values = list(getattr(patients, name) or (0,) * len(state.players))
    values[seat] = value
    return state.with_extra(evolve(patients, **{name: tuple(values)}))


def open_draws(state: GameState) -> GameState:
    """Added to the brewing phase's beginning: Schichtigheid's draws (a chance step per chip)."""
    patients = state.extra(Patients)
    for seat, draws in enumerate(patients.draws):
        if draws:
            state = rules.push_tasks(state, seat, NervousDraw(draws))
    return state.with_extra(evolve(patients, draws=()))


def open_chips_back(state: GameState) -> GameState:
    """Once brewing is over, the open chips nobody placed go back into their bags (the seed is
    silent; at the table they would, as every chip does at the round's end)."""
    patients = state.extra(Patients)
    for seat, chips in enumerate(patients.open):
        player = state.players[seat]
        state = state.with_player(seat, bag=player.bag.merge(Bag.of(chips)))
    return state.with_extra(evolve(patients, open=()))


def open_of(state: GameState, seat: int) -> Chips:
    opened = state.extra(Patients).open
    return opened[seat] if seat < len(opened) else Chips()


def _set_open(state: GameState, seat: int, chips: Chips) -> GameState:
    patients = state.extra(Patients)
    opened = list(patients.open or (Chips(),) * len(state.players))
    opened[seat] = chips
    return state.with_extra(evolve(patients, open=tuple(opened)))


@dataclass(frozen=True)
class NervousDraw(ChanceTask):
    """Schichtigheid: draw ``left`` more chips; a white one goes straight back into the bag,
    the others lie open beside the cauldron."""

    left: int

    def outcomes(self, state: GameState, seat: int) -> list[tuple[Action, Fraction]]:
        return rules.draw_outcomes(state, seat)

    def resolve(self, state: GameState, seat: int, action: Action) -> GameState:
        assert isinstance(action, DrawnChip)
        if not action.chip.is_white:
            player = state.players[seat]
            state = state.with_player(seat, bag=player.bag.remove(action.chip))
            state = _set_open(state, seat, open_of(state, seat).add(action.chip))
        if self.left > 1:
            state = rules.push_tasks(state, seat, NervousDraw(self.left - 1))
        return state


def _add_rat(state: GameState, seat: int) -> GameState:
    patients = state.extra(Patients)
    rats = list(patients.rats or (0,) * len(state.players))
    rats[seat] += 1
    return state.with_extra(evolve(patients, rats=tuple(rats)))


def glass_rats(state: GameState) -> GameState:
    """Added to the rats phase's beginning: the rat tails the glasses gave last round."""
    patients = state.extra(Patients)
    for seat, extra in enumerate(patients.rats):
        if extra:
            happened(RatTails, seat, extra)
        state = state.with_player(seat, rats=state.players[seat].rats + extra)
    return state.with_extra(evolve(patients, rats=()))


@dataclass(frozen=True)
class EarWormDraw(ChanceTask):
    """Oorwurm: draw ``left`` more chips one by one; each is placed as a drawn chip is while
    brewing (its distance with the books' extras) and carries out its own action (a blue chip's
    look into the bag, a yellow chip's white back, book 10's return ...), which is asked before
    the next chip is drawn. The cauldron does not explode from them (``may_explode``); a red chip
    of set 2 goes beside the cauldron, as its book says."""

    left: int

    def outcomes(self, state: GameState, seat: int) -> list[tuple[Action, Fraction]]:
        return rules.draw_outcomes(state, seat)

    def resolve(self, state: GameState, seat: int, action: Action) -> GameState:
        assert isinstance(action, DrawnChip)
        player = state.players[seat]
        state = state.with_player(seat, bag=player.bag.remove(action.chip))
        if self.left > 1:  # the next draw waits behind what this chip's action asks
            state = rules.push_tasks(state, seat, EarWormDraw(self.left - 1))
        return rules.place_drawn(state, seat, action.chip)


@dataclass(frozen=True)
class SwapOne(ChoiceTask):
    """Kippenogen: swap a coloured 1-chip in your cauldron for the chip of ``value`` in its colour
    (the old chip to the box, the new one in your bag), or nothing."""

    value: int

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        cauldron = state.players[seat].cauldron
        contents = [placed.chip for placed in cauldron.chips]
        options = [
            rules.Option(
                f"ruil:{chip}>{target}",
                f"ruil {chip} voor {target}",
                rules.swap_into_bag(seat, contents.index(chip), target),
            )
            for chip in swappable(cauldron, self.value)
            if state.supply.count(target := Chip(chip.ingredient, self.value))
        ]
        return [*options, rules.Option("niets", "niet ruilen", lambda s: s)] if options else []


@dataclass(frozen=True)
class BuyOne(ChoiceTask):
    """Vampierisme: buy one extra chip for at most ``coins`` coins (into your bag), or none."""

    coins: int

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        chips = [
            chip
            for chip in KINDS
            if rules.can_buy(state, chip)
            and chip in state.setup.price_table
            and rules.price(state, chip) <= self.coins
        ]
        options = [
            rules.Option(
                f"koop:{chip}",
                f"koop {chip.dutch()} voor {rules.price(state, chip)} geld",
                _buy(seat, chip),
            )
            for chip in chips
        ]
        return [*options, rules.Option("niets", "niets kopen", lambda s: s)] if options else []


def _buy(seat: int, chip: Chip) -> Callable[[GameState], GameState]:
    return lambda s: rules.give_chip(s, seat, chip)


# -- computer players: simple rules, the same for every style -------------------------------------

BOT_PATIENTS = (
    Patient.WING_EARS,
    Patient.CARROT_NOSE,
    Patient.FORGETFULNESS,
    Patient.WITCHS_HUMP,
    Patient.CHICKEN_EYES,
    Patient.VAMPIRISM,
    Patient.NERVOUSNESS,
    Patient.EAR_WORM,
)
"""The order in which a computer player prefers the patients on the table: first those with an
action while brewing (Zeiloren first: white chips are the chips every bag holds most of), then
those that give their bonus at once. A patient already treated by an earlier seat counts less
(``bot_worth``), so a table of computers treats different patients, as players who like to try
each one would."""

ROOM_TO_SEND_BACK = 2
"""Zeiloren: a computer player sends a white back (3 essence) rather than doubling it (2) when
placing it would leave less than this much room under the explosion limit."""


def bot_worth(state: GameState, seat: int, code: str) -> int | None:
    """How a computer player values the patients' options: the preferred patient, one that
    fewer earlier seats treat first; an action
    whenever it is offered (unspent essence is lost at the next essence phase), Zeiloren's
    'terug' when the white would leave little room."""
    if code.startswith("patiënt:"):
        patient = _BY_NAME[code.split(":", 1)[1]]
        taken = state.extra(Patients).chosen.count(patient)
        return len(BOT_PATIENTS) - BOT_PATIENTS.index(patient) - len(BOT_PATIENTS) * taken
    task = state.players[seat].task
    if code in ("zeiloren:dubbel", "zeiloren:terug") and isinstance(task, PatientChip):
        player = state.players[seat]
        room = rules.explosion_limit(state, player) - player.cauldron.white_total()
        tight = room - (task.chip.value or 0) < ROOM_TO_SEND_BACK
        return 2 if tight == (code == "zeiloren:terug") else 1
    if code in ("karbonkelneus:gebruik", "heksenbochel:gebruik"):
        return 2
    if code.startswith("essentie:"):  # keep the field reached: more essence, the bigger glass
        return int(code.split(":", 1)[1])
    if code.startswith("koop:"):  # Vampierisme: the dearest chip the coins allow
        return rules.price(state, Chip.parse(code.split(":", 1)[1]))
    return None


def bot_move(state: GameState, seat: int, legal: Sequence[Action]) -> Action | None:
    """Schichtigheid: an open chip is never white, so placing it risks nothing: a computer
    player places its open chips, highest value first, before it draws. Vergeetachtigheid: it
    returns the most valuable coloured chip that is not the last one in its cauldron (the
    cauldron keeps its length and the chip may come again)."""
    opened = [a for a in legal if isinstance(a, PlaceOpen)]
    if opened:
        return max(opened, key=lambda a: (a.chip.value or 0, str(a.chip)))
    returns = [a for a in legal if isinstance(a, ReturnChip)]
    if not returns:
        return None
    chips = state.players[seat].cauldron.chips
    last = chips[-1].chip if chips else None
    inner = [a for a in returns if a.chip != last]  # the last of its kind goes back
    if not inner:
        return None
    return max(inner, key=lambda a: (a.chip.value or 0, str(a.chip)))


def bot_reason(state: GameState, seat: int, act: Action) -> str | None:
    """Why a computer player took a patient's action (``bot_move``), in one sentence."""
    if isinstance(act, PlaceOpen):
        return (
            f"legt eerst zijn open fiche {act.chip} (Schichtigheid): een open fiche is nooit wit, "
            "dus het kost geen risico; het hoogste eerst."
        )
    if isinstance(act, ReturnChip):
        return (
            f"doet {act.chip} terug in zijn buidel voor {act.chip.value or 0} essentie "
            "(Vergeetachtigheid): het waardevolste gekleurde fiche dat niet het laatste is, zo "
            "blijft zijn ketel even lang."
        )
    return None


def _refuse_open(state: GameState, act: PlaceOpen, patient: Patient | None) -> RuleError | None:
    clause = "alchemisten.patient.schichtigheid"
    if patient is not Patient.NERVOUSNESS:
        return IllegalActionError(clause, "Alleen wie Schichtigheid behandelt, heeft open fiches.")
    if act.chip not in open_of(state, act.seat):
        opened = open_of(state, act.seat)
        return IllegalActionError(
            clause, f"{act.chip} ligt niet open voor je (open: {opened or 'niets'})."
        )
    if state.phase != BREWING:
        return IllegalActionError(clause, "Een open fiche leg je alleen tijdens het brouwen.")
    return _refused_by_the_rule(state, act.seat, act.chip)


def describe(state: GameState, act: Action) -> str | None:
    """A Dutch gloss of the actions this expansion adds (for logs and the table's buttons)."""
    if isinstance(act, PatientsDrawn):
        return "op tafel komen " + listing([p.dutch for p in act.patients])
    if isinstance(act, ReturnChip):
        return (
            f"{rules.seat_name(act.seat)}: doe {act.chip} terug in je buidel voor "
            f"{act.chip.value or 0} essentie (Vergeetachtigheid)"
        )
    if isinstance(act, PlaceOpen):
        return (
            f"{rules.seat_name(act.seat)}: leg het open fiche {act.chip} in je ketel "
            f"(Schichtigheid)"
        )
    return None


def may_explode(state: GameState, seat: int) -> bool:
    """No cauldron explodes in the essence phase: the only chips placed then are Oorwurm's (and
    what their own actions place), and those never explode it (clause oorwurm.wit)."""
    return state.phase != ESSENCE_PHASE_ID


EVENTS = NO_EVENTS.attach(
    [
        ("voor-plaatsen", before_placing),
        ("na-plaatsen", after_placing),
        ("vrije-acties", brewing_actions),
        ("vrije-actie", apply_action),
        ("weigering", refuse),
        ("computerzet", bot_move),
        ("computerreden", bot_reason),
        ("computerwaarde", bot_worth),
        ("omschrijving", describe),
        ("mag-ontploffen", may_explode),
    ]
)
"""The patients' rules at the base game's named moments (``AlchemistsSetup.events``)."""
