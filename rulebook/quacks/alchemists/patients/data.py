"""The eight patients of De Alchemisten as data: what each one gives, when, and at what cost.

Builds on ``data.Patient`` (the names and the timing of the bonus), ``data.Timing`` and the glass
tables in ``data`` (what lies in each glass): this module adds what the patient chart says beyond
the glasses. Every fact names its source: ``NL-A`` is the Dutch Alchemists rules (the seed), ``ref
§6.4`` the reference with its confidence mark. Facts with one weak source are named options with
a documented default (``PatientOptions``), as ``glasses`` and ``Overflow`` are.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from rulebook.core import checks, dutch
from rulebook.core.reader.descriptions import Option
from rulebook.quacks.alchemists.data import (
    GLASSES_FROM_PICTURES,
    PISTON_TOP,
    Glass,
    GlassTable,
    Patient,
    Timing,
)
from rulebook.quacks.data import Ingredient
from rulebook.quacks.state import Chip, Chips

FIRST_ACTION_ROUND = 2
"""An action patient's action comes from an essence phase, so the first brewing phase that can
use it is round 2's (NL-A: in round 1 only the points or the rat tail; ref §6.4 ✅✅)."""

RUBY_FIELD_ACTION_COST = 2
"""Karbonkelneus and Heksenbochel pay 2 essence per use (NL-A)."""

WING_EARS_DOUBLE_COST = 2
WING_EARS_BACK_COST = 3
"""Zeiloren: a white chip twice as far for 2 essence, back to the bag for 3, whatever its value
(NL-A)."""


class Choice(enum.Enum):
    """What a player does with the chip a patient's action is about (``--keuze``).

    ``DOUBLE`` and ``BACK`` are Zeiloren's two options; ``NORMAL`` is declining the action (the
    chip is placed by the ordinary rules, for free). The other patients have one action each,
    ``USE``."""

    USE = "gebruik"
    DOUBLE = "dubbel"
    BACK = "terug"
    NORMAL = "gewoon"

    @classmethod
    def from_dutch(cls, word: str) -> Choice | None:
        checks.text("de keuze", word)
        wanted = word.strip().lower()
        return next((choice for choice in cls if choice.value == wanted), None)


class ChickenBonus(enum.Enum):
    """The ten bonuses of Kippenogen's glasses: NL-A lists exactly these ten (ref §6.5 ✅✅ as a
    set). Which field gives which is the option ``PatientOptions.chicken_eyes``."""

    RUBY = "neem 1 robijn"
    PUMPKIN = "neem een pompoen van waarde 1"
    SWAP_TWO = "vervang in je ketel een 1-fiche door een 2-fiche in dezelfde kleur"
    FLASK = "vul je fles"
    TOADSTOOL = "neem een vliegenzwam van waarde 1"
    THREE_RUBIES = "neem 3 robijnen"
    DIE_TWICE = "gooi 2 keer met de bonusdobbelsteen"
    DROPLET = "zet je druppel 2 velden vooruit"
    SWAP_FOUR = "vervang in je ketel een 1-fiche door een 4-fiche in dezelfde kleur"
    DIE_FOUR_TIMES = "gooi 4 keer met de bonusdobbelsteen"


CHICKEN_SWAP_VALUES = {ChickenBonus.SWAP_TWO: 2, ChickenBonus.SWAP_FOUR: 4}
"""Kippenogen's two swaps: the value of the chip a coloured 1-chip is swapped for."""

CHICKEN_EYES_FROM_PICTURES: tuple[ChickenBonus, ...] = tuple(ChickenBonus)
"""Kippenogen's bonus for fields 1 to 10, as one public source read the card pictures (ref
§6.5 ⚠️ one source for the order; the set of ten is sure). The default of the option
``kippenogen-volgorde``; it matches the Kippenogen glasses of ``data.GLASSES_FROM_PICTURES``."""

VAMPIRISM_COINS_FIELD_NUMBER: tuple[int, ...] = tuple(range(2, PISTON_TOP + 1))
"""Vampierisme's coins for fields 2 to 10: the field number. NL-A says "voor de bereikte waarde";
one source reads the glasses as the field number (ref §6.5 ⚠️). The default of the option
``vampierisme-munten``."""


@dataclass(frozen=True)
class PatientOptions:
    """The weak facts about the patients, each a named option with its default.

    ``chicken_eyes``: Kippenogen's bonus per field 1 to 10 (``kippenogen-volgorde``, default the
    reading of the card pictures). ``vampirism_coins``: the coins Vampierisme's extra purchase may
    cost, per field 2 to 10 (``vampierisme-munten``, default the field number). A reader whose
    cards differ passes their own.
    """

    chicken_eyes: tuple[ChickenBonus, ...] = field(
        default=CHICKEN_EYES_FROM_PICTURES, metadata={"key": "kippenogen-volgorde"}
    )
    vampirism_coins: tuple[int, ...] = field(
        default=VAMPIRISM_COINS_FIELD_NUMBER, metadata={"key": "vampierisme-munten"}
    )

    def __post_init__(self) -> None:
        checks.instance("chicken_eyes", self.chicken_eyes, tuple)
        checks.instance("vampirism_coins", self.vampirism_coins, tuple)
        if len(self.chicken_eyes) != PISTON_TOP:
            raise ValueError(f"Kippenogen has {PISTON_TOP} glasses, not {len(self.chicken_eyes)}")
        for bonus in self.chicken_eyes:
            checks.instance("a Kippenogen bonus", bonus, ChickenBonus)
        if len(self.vampirism_coins) != PISTON_TOP - 1:
            raise ValueError(f"Vampierisme pays on fields 2 to {PISTON_TOP}")
        for coins in self.vampirism_coins:
            if checks.whole_number("coins", coins) < 0:
                raise ValueError(f"a purchase cannot cost {coins} coins")

    @property
    def is_default(self) -> bool:
        return self == PatientOptions()


DEFAULT_OPTIONS = PatientOptions()


@dataclass(frozen=True)
class OwnGlasses:
    """A reader's own glasses for one patient, fields 1 to 10, where the printed card differs
    from the one public reading (``data.GLASSES_FROM_PICTURES``, a single source)."""

    patient: Patient = field(metadata={"key": "patient"})
    glasses: tuple[Glass, ...] = field(metadata={"key": "glazen"})

    def __post_init__(self) -> None:
        checks.instance("patient", self.patient, Patient)
        checks.instance("glasses", self.glasses, tuple)
        if len(self.glasses) != PISTON_TOP:
            raise ValueError(f"an essence card has {PISTON_TOP} glasses, not {len(self.glasses)}")
        for glass in self.glasses:
            checks.instance("a glass", glass, Glass)


def glass_table(own: tuple[OwnGlasses, ...] = ()) -> GlassTable:
    """The glasses the game plays with: the public reading, with a reader's own cards on top."""
    return {**GLASSES_FROM_PICTURES, **{card.patient: card.glasses for card in own}}


@dataclass(frozen=True)
class PatientCard:
    """What one patient chart says, beyond the glasses.

    ``clause_id`` is the clause of the patient's own bonus or action; ``action_cost`` the essence
    one use costs (``None``: no action, or Vergeetachtigheid's cost that is the chip's value);
    ``start_chips`` go into the bag at the start of the game; ``restrictions`` are the clauses
    that refuse an action; ``red_set_two`` is what the English rulebook adds for the red chips
    of set 2 (empty: nothing). ``source`` names where each fact comes from.
    """

    patient: Patient
    clause_id: str
    bonus: str
    action: str = ""
    action_cost: int | None = None
    start_chips: Chips = field(default_factory=Chips)
    restrictions: tuple[str, ...] = ()
    red_set_two: str = ""
    source: str = "NL-A, De acht patiënten; ref §6.4 ✅✅"

    @property
    def timing(self) -> Timing:
        """When the patient's own bonus or action applies (``data.Patient``)."""
        return self.patient.value.timing

    @property
    def has_action(self) -> bool:
        return self.patient.value.has_action

    @property
    def dutch(self) -> str:
        return self.patient.dutch

    @property
    def cost(self) -> str:
        """What one use of the action costs, as a reader checks it on the card: ``2 essentie``,
        both of Zeiloren's prices, Vergeetachtigheid's chip value; ``""`` without an action
        (``action_cost`` alone cannot say these apart: ``None`` means both)."""
        if not self.action:
            return ""
        if self.patient is Patient.WING_EARS:
            return (
                f"{WING_EARS_DOUBLE_COST} essentie (twee keer zo ver) of "
                f"{WING_EARS_BACK_COST} essentie (terug in de buidel)"
            )
        if self.action_cost is None:
            return "de waarde van het fiche, in essentie"
        return f"{self.action_cost} essentie" if self.action_cost else "geen essentie"


CARDS: dict[Patient, PatientCard] = {
    Patient.NERVOUSNESS: PatientCard(
        Patient.NERVOUSNESS,
        "alchemisten.patient.schichtigheid",
        "veld 1: een rattenstaart in de volgende ronde; hoger: trek bij het begin van je "
        "volgende bereidingsfase zoveel fiches als het glas zegt en leg ze open neer",
        action="leg een openliggend fiche in je ketel in plaats van er een te trekken",
        action_cost=0,
        restrictions=(
            "alchemisten.patient.schichtigheid.ontploft",
            "alchemisten.patient.schichtigheid",
        ),
        red_set_two="een rood fiche van set 2 leg je pas als je gestopt bent",
    ),
    Patient.EAR_WORM: PatientCard(
        Patient.EAR_WORM,
        "alchemisten.patient.oorwurm",
        "trek meteen na de essentiefase zoveel fiches als het glas zegt en leg ze in je ketel; "
        "je ketel ontploft daardoor niet",
        restrictions=("alchemisten.patient.oorwurm.wit",),
        red_set_two="een rood fiche van set 2 telt ook als je het niet in je ketel legt",
    ),
    Patient.CARROT_NOSE: PatientCard(
        Patient.CARROT_NOSE,
        "alchemisten.patient.karbonkelneus",
        "in ronde 1 alleen punten of een rattenstaart; daarna een actie",
        action="leg een getrokken pompoen op het volgende lege robijnveld",
        action_cost=RUBY_FIELD_ACTION_COST,
        start_chips=Chips.parse("O1"),
        restrictions=("alchemisten.patient.karbonkelneus", "alchemisten.patient.robijnveld-op"),
    ),
    Patient.WING_EARS: PatientCard(
        Patient.WING_EARS,
        "alchemisten.patient.zeiloren",
        "in ronde 1 alleen punten of een rattenstaart; daarna een actie",
        action="een getrokken wit fiche twee keer zo ver (2 essentie) of terug in de buidel "
        "(3 essentie)",
        action_cost=WING_EARS_DOUBLE_COST,
        restrictions=("alchemisten.patient.zeiloren.ontploft", "alchemisten.patient.zeiloren"),
    ),
    Patient.CHICKEN_EYES: PatientCard(
        Patient.CHICKEN_EYES,
        "alchemisten.patient.kippenogen",
        "aan het eind van de essentiefase de bonus van het bereikte veld",
    ),
    Patient.WITCHS_HUMP: PatientCard(
        Patient.WITCHS_HUMP,
        "alchemisten.patient.heksenbochel",
        "in ronde 1 alleen punten of een rattenstaart; daarna een actie",
        action="een beloning voor een fiche op een robijnveld",
        action_cost=RUBY_FIELD_ACTION_COST,
        restrictions=("alchemisten.patient.heksenbochel", "alchemisten.patient.rood2"),
        red_set_two="een rood fiche van set 2 dat je na het stoppen legt, geeft deze actie niet",
    ),
    Patient.FORGETFULNESS: PatientCard(
        Patient.FORGETFULNESS,
        "alchemisten.patient.vergeetachtigheid",
        "in ronde 1 alleen punten; daarna een actie",
        action="een gekleurd fiche uit je ketel terug in je buidel, voor zijn waarde aan essentie",
        start_chips=Chips.parse("B1 R1"),
        restrictions=("alchemisten.patient.vergeetachtigheid.niet",),
    ),
    Patient.VAMPIRISM: PatientCard(
        Patient.VAMPIRISM,
        "alchemisten.patient.vampierisme",
        "veld 1: een rattenstaart in de volgende ronde; hoger: koop meteen een extra fiche voor "
        "de bereikte waarde",
    ),
}
"""Every patient chart (NL-A, De acht patiënten, and Voorbereiding for the start chips; ref §6.4
✅✅; the red set-2 cases: English rulebook via one source, ref §6.4/§9.2 A11 ✅)."""


def card(patient: Patient) -> PatientCard:
    return CARDS[checks.instance("patient", patient, Patient)]


def glass_words(glass: Glass) -> str:
    """What one glass gives, in a few words: ``1 punt``, ``trek 2 fiches + rattenstaart``,
    ``leeg``."""
    parts = [dutch.count(glass.victory_points, "punt", "punten", one="1")] * bool(
        glass.victory_points
    )
    parts += [glass.patient_bonus] * bool(glass.patient_bonus)
    parts += ["rattenstaart"] * glass.rat
    return " + ".join(parts) or "leeg"


def card_summary(patient: Patient, glasses: tuple[Glass, ...]) -> str:
    """A patient's card in one line, for a player choosing it: its bonus or action with what
    the action costs, and the glass of every field (``glazen: 1 rattenstaart · 2 …``)."""
    chart = card(patient)
    parts = [chart.bonus]
    if chart.action:
        cost = chart.action_cost
        costs = (
            ""
            if cost is None or patient is Patient.WING_EARS  # its action text names both costs
            else " (kost geen essentie)"
            if cost == 0
            else f" ({cost} essentie)"
        )
        parts.append(f"actie: {chart.action}{costs}")
    fields = " · ".join(f"{n} {glass_words(glass)}" for n, glass in enumerate(glasses, 1))
    parts.append(f"glazen per veld: {fields}")
    return "; ".join(parts)


def start_bag_extra(patient: Patient) -> Chips:
    """The chips a patient adds to the start bag (Karbonkelneus O1; Vergeetachtigheid B1 R1)."""
    return card(patient).start_chips


# -- Heksenbochel's rewards ------------------------------------------------------------------------


class HumpReward(enum.Enum):
    """What Heksenbochel gives for a chip on a ruby field (NL-A)."""

    RUBY = "1 robijn"
    DIE = "één worp met de bonusdobbelsteen"
    MANDRAKE = "een alruinwortel van waarde 1 in je buidel"
    POINTS = "3 overwinningspunten"


HUMP_BY_KIND: dict[Ingredient, HumpReward] = {
    Ingredient.BLACK: HumpReward.DIE,
    Ingredient.PURPLE: HumpReward.MANDRAKE,
    Ingredient.LOCOWEED: HumpReward.POINTS,
}
"""The kinds that give a reward whatever their value: doodshoofdvlinder (a roll), geestenadem (a
mandrake), narrenkruid (3 points). NL-A names them next to values 2, 3 and 4."""

HUMP_BY_VALUE: dict[int, HumpReward] = {
    1: HumpReward.RUBY,
    2: HumpReward.DIE,
    3: HumpReward.MANDRAKE,
    4: HumpReward.POINTS,
}

MANDRAKE = Chip(Ingredient.YELLOW, 1)
PUMPKIN = Chip(Ingredient.ORANGE, 1)
HUMP_POINTS = 3


def hump_reward(chip: Chip) -> HumpReward:
    """The reward of a chip on a ruby field: by its kind (black, purple, locoweed), else by its
    value. Every chip has a kind or a value 1 to 4, so there is always one."""
    checks.instance("chip", chip, Chip)
    by_kind = HUMP_BY_KIND.get(chip.ingredient)
    if by_kind is not None:
        return by_kind
    return HUMP_BY_VALUE[chip.value or 1]


def chicken_bonus(field_number: int, options: PatientOptions = DEFAULT_OPTIONS) -> ChickenBonus:
    """Kippenogen's bonus on field 1 to 10, by the option ``kippenogen-volgorde``."""
    return options.chicken_eyes[field_number - 1]


def vampirism_coins(field_number: int, options: PatientOptions = DEFAULT_OPTIONS) -> int:
    """Vampierisme's coins on field 2 to 10, by the option ``vampierisme-munten``."""
    return options.vampirism_coins[field_number - 2]


def when_it_applies(result: object, patient: Patient | None, round: int) -> dict[str, str]:
    """When each part of an essence result applies, by its Dutch name: the glass's points at
    once, its rat tail next round, the patient's own bonus when the chart says, an action in the
    next brewing phase (clauses ``alchemisten.bonus.*``). Empty in round 9 and without a patient.
    """
    from rulebook.quacks.alchemists.data import LAST_ROUND
    from rulebook.quacks.alchemists.essence.state import EssenceResult

    found = checks.instance("result", result, EssenceResult)
    if patient is None or round == LAST_ROUND:
        return {}
    when: dict[str, str] = {}
    if found.victory_points:
        when["overwinningspunten"] = "meteen"
    if found.rat:
        when["rattenstaart"] = "in de volgende ronde"
    if found.patient_bonus:
        when["patiëntbonus"] = patient.value.timing.value
    if patient.value.has_action:
        when["actie"] = f"in je volgende bereidingsfase (ronde {round + 1})"
    return when


PATIENT_OPTIONS = (
    Option(
        "kippenogen-volgorde",
        "Kippenogen: welke bonus op welk veld",
        "afbeeldingen",
        ("afbeeldingen", "eigen volgorde"),
        "alchemisten.patient.kippenogen.volgorde",
        "De tien bonussen staan in de Nederlandse regels, hun volgorde niet; 'afbeeldingen' volgt "
        "één bron die de kaart afleest. Een eigen volgorde geef je op met "
        "PatientOptions(chicken_eyes=...).",
    ),
    Option(
        "vampierisme-munten",
        "Vampierisme: hoeveel geld het extra fiche mag kosten",
        "veldnummer",
        ("veldnummer", "eigen bedragen"),
        "alchemisten.patient.vampierisme.munten",
        "'De bereikte waarde' gelezen als het nummer van het veld, zoals één bron de kaart leest; "
        "eigen bedragen geef je op met PatientOptions(vampirism_coins=...).",
    ),
)
"""The patients' named options for the registry (``GameDescription.options``)."""
