"""The patients' rules as plain functions, without explanations (like ``rules.essence``).

``action`` answers "may my patient's action be used on this chip now, and what happens?";
``bonus`` says what a patient gives after the essence phase and when. The rulings in
``patient_rulings`` explain the same answers step by step, and a property test checks that they
agree. A refusal is an answer (``allowed`` false, with the clause that refuses); only input that
cannot be a situation at the table raises a ``RuleError``.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from dataclasses import field as _field

from rulebook.core import checks
from rulebook.core.dutch import count, numeral, quoted
from rulebook.core.errors import RuleError
from rulebook.quacks.alchemists.data import (
    GLASSES_FROM_PICTURES,
    LAST_ROUND,
    Glass,
    GlassTable,
    Patient,
)
from rulebook.quacks.alchemists.essence.state import check_marker, check_reached
from rulebook.quacks.alchemists.patients.data import (
    CHICKEN_SWAP_VALUES,
    DEFAULT_OPTIONS,
    FIRST_ACTION_ROUND,
    HUMP_POINTS,
    MANDRAKE,
    RUBY_FIELD_ACTION_COST,
    WING_EARS_BACK_COST,
    WING_EARS_DOUBLE_COST,
    ChickenBonus,
    Choice,
    HumpReward,
    PatientOptions,
    chicken_bonus,
    hump_reward,
    vampirism_coins,
)
from rulebook.quacks.board import LAST_CHIP_FIELD, TRACK
from rulebook.quacks.data import EXPLOSION_LIMIT, ROUNDS, Ingredient
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import Cauldron

RED_SETS = (1, 2, 3, 4)
RED_SET_ASIDE = 2
"""With red set 2 a drawn red chip is put beside the cauldron and placed only after stopping."""

PAY = "alchemisten.essentie.betalen"
EXPLODED = "kwakzalvers.ontploffen"
FORGET_AFTER_EXPLOSION = "alchemisten.patient.vergeetachtigheid.wanneer"
"""Vergeetachtigheid on an exploded cauldron: brewing is over, so no return (this rulebook's
reading of 'during your brewing phase', as the engine plays it)."""


# -- the cauldron a player names ------------------------------------------------------------------


def read_cauldron(text: str) -> Cauldron:
    """A cauldron from ``"vanaf 3: 4:W1 6:O1"`` (every chip on its field) or from plain chips
    ``"W1 O1 W2"``, laid from field 0 each as far as its value (locoweed 1), no book extras."""
    checks.text("de ketel", text)
    if text.strip().lower().startswith("vanaf"):
        cauldron = Cauldron.parse(text)
        fields = [cauldron.start, *(p.field for p in cauldron.chips)]
        if max(fields) > LAST_CHIP_FIELD:
            raise RuleError(
                "kwakzalvers.ketelspoor",
                f"In {quoted(text)} ligt iets voorbij veld {LAST_CHIP_FIELD}, het laatste veld "
                f"voor een fiche.",
            )
        if any(b <= a for a, b in itertools.pairwise(fields)):
            raise RuleError(
                "kwakzalvers.ketelspoor",
                f"In {quoted(text)} ligt niet elk fiche verder dan het vorige (en dan de "
                f"druppel); schrijf de velden oplopend.",
            )
        return cauldron
    cauldron = Cauldron()
    for chip in Chips.parse(text):
        cauldron = cauldron.place(chip, steps_of(chip))
    return cauldron


def steps_of(chip: Chip) -> int:
    """How far a chip goes by its value alone (locoweed, which has no value, 1 field)."""
    return chip.value or 1


def explodes(cauldron: Cauldron, chip: Chip, limit: int = EXPLOSION_LIMIT) -> bool:
    """Would this white chip, added to the cauldron, take the whites past the limit?"""
    return chip.is_white and cauldron.white_total() + (chip.value or 0) > limit


def next_ruby_field(cauldron: Cauldron) -> int | None:
    """The first ruby field past the last chip (or the start), or ``None`` when none is left."""
    return next(
        (f.index for f in TRACK[cauldron.last_field + 1 : LAST_CHIP_FIELD + 1] if f.ruby), None
    )


def place_at(cauldron: Cauldron, chip: Chip, target: int) -> Cauldron:
    return cauldron.place(chip, target - cauldron.last_field)


def without_last(cauldron: Cauldron, chip: Chip) -> Cauldron:
    """The cauldron without the last-placed chip of this kind; the others keep their fields."""
    index = max(i for i, p in enumerate(cauldron.chips) if p.chip == chip)
    return cauldron.without(index)


# -- may the action be used? -----------------------------------------------------------------------


@dataclass(frozen=True)
class ActionOutcome:
    """The answer to "may my patient's action be used on this chip now?".

    ``refused_by`` is the clause that refuses (``None`` when allowed). ``cauldron`` is the cauldron
    afterwards: with the action, or, when it is refused or declined, as the ordinary rules leave
    it. ``to_bag`` holds the chips that go into the bag (the chip itself, or a reward chip).
    """

    allowed: bool
    essence_before: int
    essence_after: int
    chip: Chip
    choice: Choice
    cauldron: Cauldron
    refused_by: str | None = None
    landed: int | None = None
    to_bag: Chips = _field(default_factory=Chips)
    rubies: int = 0
    victory_points: int = 0
    die_rolls: int = 0

    def as_dict(self) -> dict[str, object]:
        """The keys of ``python -m rulebook alchemisten actie --json`` (besides ``stappen``)."""
        return {
            "toegestaan": self.allowed,
            "essentie_voor": self.essence_before,
            "essentie_over": self.essence_after,
            "geweigerd_door": self.refused_by,
            "fiche": str(self.chip),
            "keuze": self.choice.value,
            "veld": self.landed,
            "in_buidel": str(self.to_bag),
            "robijnen": self.rubies,
            "overwinningspunten": self.victory_points,
            "worpen": self.die_rolls,
            "ketel": str(self.cauldron),
        }


@dataclass(frozen=True)
class ActionQuestion:
    """Everything the answer depends on, checked: a malformed part is a ``RuleError``."""

    patient: Patient
    essence: int
    chip: Chip
    cauldron: Cauldron = _field(default_factory=Cauldron)
    choice: Choice | None = None
    round: int = FIRST_ACTION_ROUND
    limit: int = EXPLOSION_LIMIT
    red_set: int = 1

    def __post_init__(self) -> None:
        checks.instance("patient", self.patient, Patient)
        check_marker(self.essence)
        checks.instance("chip", self.chip, Chip)
        checks.instance("cauldron", self.cauldron, Cauldron)
        checks.optional_instance("choice", self.choice, Choice)
        checks.whole_number("round", self.round)
        checks.whole_number("limit", self.limit)
        checks.whole_number("red_set", self.red_set)
        if self.round not in ROUNDS:
            raise RuleError(
                "kwakzalvers.ronden", f"Ronde {numeral(self.round)} bestaat niet (1 tot 9)."
            )
        if self.red_set not in RED_SETS:
            raise RuleError(
                "kwakzalvers.voorbereiding.boeken",
                f"Er zijn vier sets ingrediëntenboeken, 1 tot 4; set {numeral(self.red_set)} "
                f"bestaat niet.",
            )
        if self.limit < EXPLOSION_LIMIT:
            raise RuleError(
                EXPLODED, f"De grens voor wit is minstens {EXPLOSION_LIMIT}, niet {self.limit}."
            )
        self._check_choice()
        self._check_chip()

    def _check_choice(self) -> None:
        zeiloren = self.patient is Patient.WING_EARS
        if self.choice in (Choice.DOUBLE, Choice.BACK) and not zeiloren:
            raise RuleError(
                "alchemisten.patient.zeiloren",
                f"'{self.choice.value}' is een keuze van Zeiloren; bij {self.patient.dutch} kies "
                f"je 'gebruik' of 'gewoon'.",
            )

    def _check_chip(self) -> None:
        if self.patient is Patient.FORGETFULNESS:
            if self.chip not in self.cauldron.contents():
                raise RuleError(
                    "alchemisten.patient.vergeetachtigheid",
                    f"Er ligt geen {self.chip} in je ketel ({self.cauldron.contents() or 'leeg'}"
                    f"); terugdoen kan alleen een fiche uit je ketel.",
                )
            return
        Chips((*self.cauldron.contents(), self.chip))  # a RuleError when no one owns them all
        drawn = self.patient in (Patient.CARROT_NOSE, Patient.WING_EARS, Patient.WITCHS_HUMP)
        if drawn and self.cauldron.white_total() > self.limit:
            raise RuleError(
                EXPLODED,
                f"Je ketel is al ontploft (wit samen {self.cauldron.white_total()}): je trekt "
                f"geen fiche meer.",
            )

    @property
    def wanted(self) -> Choice:
        """The choice, with the default: Zeiloren's 'dubbel', the others' 'gebruik'."""
        zeiloren = self.patient is Patient.WING_EARS
        if self.choice is None or self.choice is Choice.USE:
            return Choice.DOUBLE if zeiloren else Choice.USE
        return self.choice


def action(question: ActionQuestion) -> ActionOutcome:
    """The patient's action on this chip, computed without explanations."""
    q = question
    normal = _normal(q)
    refused = _refusal(q)
    if refused is not None:
        return _refused(q, refused, normal)
    choice = q.wanted
    if choice is Choice.NORMAL:
        placed = normal if q.patient is not Patient.NERVOUSNESS else q.cauldron
        landed = placed.last_field if placed is not q.cauldron else None
        return ActionOutcome(True, q.essence, q.essence, q.chip, choice, placed, landed=landed)
    cost = action_cost(q.patient, q.chip, choice)
    if cost > q.essence:
        return _refused(q, PAY, normal)
    after = q.essence - cost
    return _apply(q, choice, after, normal)


def allowed(question: ActionQuestion) -> bool:
    """Whether ``action(question)`` allows the action (its ``allowed``), decided by the same
    refusal and cost, without working out what the action does (the engine lists the actions a
    player may take at every chip)."""
    q = question
    if _refusal(q) is not None:
        return False
    choice = q.wanted
    return choice is Choice.NORMAL or action_cost(q.patient, q.chip, choice) <= q.essence


def action_cost(patient: Patient, chip: Chip, choice: Choice) -> int:
    """What one use costs in essence."""
    if patient is Patient.WING_EARS:
        return WING_EARS_BACK_COST if choice is Choice.BACK else WING_EARS_DOUBLE_COST
    if patient in (Patient.CARROT_NOSE, Patient.WITCHS_HUMP):
        return RUBY_FIELD_ACTION_COST
    if patient is Patient.FORGETFULNESS:
        return chip.value or 0
    return 0


def _normal(q: ActionQuestion) -> Cauldron:
    """The cauldron as the ordinary rules leave it: a drawn chip placed by its value; an open
    chip or a chip to return left where it is."""
    if q.patient in (Patient.NERVOUSNESS, Patient.FORGETFULNESS) or q.patient in NO_ACTION:
        return q.cauldron
    return q.cauldron.place(q.chip, steps_of(q.chip))


NO_ACTION = (Patient.EAR_WORM, Patient.CHICKEN_EYES, Patient.VAMPIRISM)
"""Patients whose bonus is no action in the brewing phase."""


def _refusal(q: ActionQuestion) -> str | None:
    """The clause that refuses the action before its cost is looked at, or ``None``."""
    p, chip = q.patient, q.chip
    if p in NO_ACTION:
        return CLAUSE_OF[p]
    if q.round < FIRST_ACTION_ROUND:
        return (
            "alchemisten.patient.schichtigheid"
            if p is Patient.NERVOUSNESS
            else "alchemisten.patient.pas-volgende-ronde"
        )
    if q.wanted is Choice.NORMAL:
        return None
    if p is Patient.NERVOUSNESS:
        if chip.is_white:
            return "alchemisten.patient.schichtigheid"
        if q.cauldron.white_total() > q.limit:
            return "alchemisten.patient.schichtigheid.ontploft"
        if _set_aside(q):
            return "alchemisten.patient.rood2"
        return None
    if p is Patient.WING_EARS:
        if not chip.is_white:
            return "alchemisten.patient.zeiloren"
        return (
            "alchemisten.patient.zeiloren.ontploft" if explodes(q.cauldron, chip, q.limit) else None
        )
    if p is Patient.CARROT_NOSE:
        if chip.ingredient is not Ingredient.ORANGE:
            return "alchemisten.patient.karbonkelneus"
        return "alchemisten.patient.robijnveld-op" if next_ruby_field(q.cauldron) is None else None
    if p is Patient.WITCHS_HUMP:
        if _set_aside(q):
            return "alchemisten.patient.rood2"
        landed = _normal(q).last_field
        return None if TRACK[landed].ruby else "alchemisten.patient.heksenbochel"
    if chip.is_white or chip.ingredient is Ingredient.LOCOWEED:
        return "alchemisten.patient.vergeetachtigheid.niet"
    if q.cauldron.white_total() > q.limit:
        return FORGET_AFTER_EXPLOSION
    return None


def _set_aside(q: ActionQuestion) -> bool:
    return q.red_set == RED_SET_ASIDE and q.chip.ingredient is Ingredient.RED


CLAUSE_OF = {
    Patient.NERVOUSNESS: "alchemisten.patient.schichtigheid",
    Patient.EAR_WORM: "alchemisten.patient.oorwurm",
    Patient.CARROT_NOSE: "alchemisten.patient.karbonkelneus",
    Patient.WING_EARS: "alchemisten.patient.zeiloren",
    Patient.CHICKEN_EYES: "alchemisten.patient.kippenogen",
    Patient.WITCHS_HUMP: "alchemisten.patient.heksenbochel",
    Patient.FORGETFULNESS: "alchemisten.patient.vergeetachtigheid",
    Patient.VAMPIRISM: "alchemisten.patient.vampierisme",
}


def _refused(q: ActionQuestion, clause_id: str, normal: Cauldron) -> ActionOutcome:
    landed = normal.last_field if normal is not q.cauldron else None
    return ActionOutcome(
        False, q.essence, q.essence, q.chip, q.wanted, normal, refused_by=clause_id, landed=landed
    )


def _apply(q: ActionQuestion, choice: Choice, after: int, normal: Cauldron) -> ActionOutcome:
    p, chip = q.patient, q.chip
    done = ActionOutcome(True, q.essence, after, chip, choice, normal, landed=normal.last_field)
    if p is Patient.NERVOUSNESS:
        placed = q.cauldron.place(chip, steps_of(chip))
        return _with(done, cauldron=placed, landed=placed.last_field)
    if p is Patient.WING_EARS and choice is Choice.BACK:
        return _with(done, cauldron=q.cauldron, landed=None, to_bag=Chips((chip,)))
    if p is Patient.WING_EARS:
        placed = q.cauldron.place(chip, 2 * steps_of(chip))
        return _with(done, cauldron=placed, landed=placed.last_field)
    if p is Patient.CARROT_NOSE:
        target = next_ruby_field(q.cauldron)
        assert target is not None  # refused before
        placed = place_at(q.cauldron, chip, target)
        return _with(done, cauldron=placed, landed=target)
    if p is Patient.WITCHS_HUMP:
        return _hump(done, chip)
    removed = without_last(q.cauldron, chip)
    return _with(done, cauldron=removed, landed=None, to_bag=Chips((chip,)))


def _hump(done: ActionOutcome, chip: Chip) -> ActionOutcome:
    reward = hump_reward(chip)
    if reward is HumpReward.RUBY:
        return _with(done, rubies=1)
    if reward is HumpReward.DIE:
        return _with(done, die_rolls=1)
    if reward is HumpReward.MANDRAKE:
        return _with(done, to_bag=Chips((MANDRAKE,)))
    return _with(done, victory_points=HUMP_POINTS)


def _with(outcome: ActionOutcome, **changes: object) -> ActionOutcome:
    from dataclasses import replace

    return replace(outcome, **changes)  # type: ignore[arg-type]


# -- what a patient gives after the essence phase --------------------------------------------------

_DRAW = re.compile(r"trek (?P<n>[0-9]+) fiches?")


def draws_in(glass: Glass) -> int:
    """How many chips a glass of Schichtigheid or Oorwurm says to draw (0 when none)."""
    found = _DRAW.search(glass.patient_bonus)
    return int(found["n"]) if found else 0


@dataclass(frozen=True)
class BonusOutcome:
    """What a patient gives for the field the essence marker ends on, and when.

    ``when`` is the patient chart's moment; ``draws`` the chips Schichtigheid or Oorwurm draw;
    with the chips actually drawn, ``open_chips`` and ``to_bag`` (Schichtigheid) or the cauldron
    afterwards (Oorwurm, which never explodes: ``set_aside`` holds set-2 reds, counted but not
    placed). ``chicken`` is Kippenogen's bonus (``swaps``: the chips a swap could take),
    ``coins`` what Vampierisme's extra chip may cost,
    ``action`` whether an action for the next brewing phase comes with it.
    """

    patient: Patient
    field: int
    round: int
    when: str
    victory_points: int = 0
    rat: bool = False
    draws: int = 0
    open_chips: Chips = _field(default_factory=Chips)
    to_bag: Chips = _field(default_factory=Chips)
    cauldron: Cauldron | None = None
    set_aside: Chips = _field(default_factory=Chips)
    chicken: ChickenBonus | None = None
    swaps: tuple[Chip, ...] = ()
    coins: int = 0
    action: bool = False

    @property
    def last_round_points(self) -> int:
        """Round 9: the card gives nothing, the field itself one victory point per field
        (``alchemisten.laatste-ronde``; the essence phase scores them, ``rules.essence``)."""
        return self.field if self.round == LAST_ROUND else 0

    def as_dict(self) -> dict[str, object]:
        """The keys of ``alchemisten bonus --json``: ``overwinningspunten`` counts every point
        the field brings, in round 9 the field's own (``last_round_points``)."""
        return {
            "patient": self.patient.dutch,
            "veld": self.field,
            "wanneer": self.when,
            "overwinningspunten": self.victory_points + self.last_round_points,
            "rattenstaart": self.rat,
            "trekken": self.draws,
            "open": str(self.open_chips),
            "terug_in_buidel": str(self.to_bag),
            "ketel": None if self.cauldron is None else str(self.cauldron),
            "naast_de_ketel": str(self.set_aside),
            "kippenogen": None if self.chicken is None else self.chicken.value,
            "te_ruilen": [str(chip) for chip in self.swaps],
            "munten": self.coins,
            "actie": self.action,
        }


@dataclass(frozen=True)
class BonusQuestion:
    """What the patient's bonus depends on; ``drawn`` are the chips drawn for Schichtigheid or
    Oorwurm, in order (``None``: not drawn yet, only the number is answered)."""

    patient: Patient
    field: int
    round: int = 1
    cauldron: Cauldron = _field(default_factory=Cauldron)
    drawn: Chips | None = None
    red_set: int = 1
    options: PatientOptions = DEFAULT_OPTIONS
    glasses: GlassTable = _field(default_factory=lambda: GLASSES_FROM_PICTURES)

    def __post_init__(self) -> None:
        checks.instance("patient", self.patient, Patient)
        checks.whole_number("round", self.round)
        checks.instance("cauldron", self.cauldron, Cauldron)
        checks.optional_instance("drawn", self.drawn, Chips)
        checks.whole_number("red_set", self.red_set)
        checks.instance("options", self.options, PatientOptions)
        if self.round not in ROUNDS:
            raise RuleError(
                "kwakzalvers.ronden", f"Ronde {numeral(self.round)} bestaat niet (1 tot 9)."
            )
        check_reached(self.field, self.round)
        if self.red_set not in RED_SETS:
            raise RuleError(
                "kwakzalvers.voorbereiding.boeken",
                f"Set {numeral(self.red_set)} bestaat niet; kies 1 tot 4.",
            )
        if self.patient is Patient.EAR_WORM and self.drawn is not None:
            Chips((*self.cauldron.contents(), *self.drawn))  # a RuleError when no one owns them
        wanted = self.draws
        if self.drawn is not None and len(self.drawn) != wanted and self.round == LAST_ROUND:
            raise RuleError(
                "alchemisten.laatste-ronde",
                f"In ronde {LAST_ROUND} geeft de kaart van {self.patient.dutch} niets, dus trek "
                f"je geen fiches, ook geen {count(len(self.drawn), 'fiche', 'fiches')}.",
            )
        if self.drawn is not None and len(self.drawn) != wanted:
            raise RuleError(
                CLAUSE_OF.get(self.patient, "alchemisten.bonus.buisje"),
                f"Het glas van veld {self.field} zegt {numeral(wanted)} fiches te trekken, niet "
                f"{len(self.drawn)}.",
            )

    @property
    def glass(self) -> Glass | None:
        if self.field == 0 or self.round == LAST_ROUND:
            return None
        return self.glasses[self.patient][self.field - 1]

    @property
    def draws(self) -> int:
        if self.patient not in (Patient.NERVOUSNESS, Patient.EAR_WORM) or self.glass is None:
            return 0
        return draws_in(self.glass)


def bonus(question: BonusQuestion) -> BonusOutcome:
    """The patient's bonus for the field reached, computed without explanations."""
    q = question
    p = q.patient
    glass = q.glass
    when = p.value.timing.value
    if glass is None:
        return BonusOutcome(p, q.field, q.round, when, action=_has_action(q))
    base = BonusOutcome(
        p, q.field, q.round, when, glass.victory_points, glass.rat, q.draws, action=_has_action(q)
    )
    if p is Patient.NERVOUSNESS and q.drawn is not None:
        whites = Chips(tuple(c for c in q.drawn if c.is_white))
        others = Chips(tuple(c for c in q.drawn if not c.is_white))
        return _with_bonus(base, open_chips=others, to_bag=whites)
    if p is Patient.EAR_WORM and q.drawn is not None:
        cauldron, aside = q.cauldron, []
        for chip in q.drawn:
            if q.red_set == RED_SET_ASIDE and chip.ingredient is Ingredient.RED:
                aside.append(chip)
            else:
                cauldron = cauldron.place(chip, steps_of(chip))
        return _with_bonus(base, cauldron=cauldron, set_aside=Chips(tuple(aside)))
    if p is Patient.CHICKEN_EYES:
        chicken = chicken_bonus(q.field, q.options)
        value = CHICKEN_SWAP_VALUES.get(chicken)
        swaps = swappable(q.cauldron, value) if value else ()
        return _with_bonus(base, chicken=chicken, swaps=swaps)
    if p is Patient.VAMPIRISM and q.field >= 2:
        return _with_bonus(base, coins=vampirism_coins(q.field, q.options))
    return base


def swappable(cauldron: Cauldron, value: int) -> tuple[Chip, ...]:
    """Kippenogen's swap: the coloured 1-chips in the cauldron that have a ``value``-chip in
    their colour (a pumpkin, say, has none of 2 or 4), each kind once, in cauldron order."""
    found: dict[Chip, None] = {}
    for placed in cauldron.chips:
        chip = placed.chip
        if chip.value == 1 and not chip.is_white and value in chip.ingredient.values:
            found.setdefault(chip)
    return tuple(found)


def _has_action(q: BonusQuestion) -> bool:
    return q.patient.value.has_action and q.round < LAST_ROUND


def _with_bonus(outcome: BonusOutcome, **changes: object) -> BonusOutcome:
    from dataclasses import replace

    return replace(outcome, **changes)  # type: ignore[arg-type]
