"""Data of De Alchemisten: the piston, the locoweed books, the patients and their essence cards.

Each table names its source and confidence (see ``rulebook/quacks/data.py`` for the marks). Where
the sources are weak, the table is one named option among others, never a silent pick.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from rulebook.core import checks
from rulebook.core.dutch import count

PISTON_BOTTOM = 0
PISTON_TOP = 10
"""The piston has fields 0 to 10: reference/quacks.md §6.3 (one source, read from the picture in
the English rulebook, ✅); NL-A names only field 0. What lies beyond field 10 no source says (❌):
see ``Overflow``."""

LOCOWEED_BOOKS = (10, 11, 12, 16)
"""The four locoweed books, by the number the seed calls them (NL-A; = their price, ref §6.6)."""

ESSENCE_PHASE_ID = "essentie"
"""The essence phase's id in the round's flow (the engine's ``GameState.phase`` then)."""
ESSENCE_BOOK = 11
"""The only locoweed book that changes the essence phase (NL-A, Boek 11)."""

LAST_ROUND = 9


class Overflow(enum.Enum):
    """What happens when the steps would carry the essence marker past the piston's top.

    No source says (ref §6.3 ❌). ``STOP_AT_TOP`` is the default, as the one open-source engine
    with this expansion does. ``COUNT_ON`` is a house rule that keeps counting in round 9 only,
    where every field is a victory point and nothing is paid with essence afterwards; in rounds 1
    to 8 the marker stops on field 10 with either option, because the piston, its tubes and the
    glasses end there (clause ``alchemisten.essentie.top``).
    """

    STOP_AT_TOP = "stop bij de top"
    COUNT_ON = "doortellen"


class Timing(enum.Enum):
    """When a patient's own bonus arrives, as the patient chart says (NL-A; ref §6.4 ✅✅)."""

    END_OF_ESSENCE_PHASE = "aan het eind van deze essentiefase"
    AFTER_ESSENCE = "direct nadat je je essentie hebt bepaald"
    NEXT_BREWING = "aan het begin van je volgende bereidingsfase"
    DURING_NEXT_BREWING = "tijdens je volgende bereidingsfase, als actie"


@dataclass(frozen=True)
class PatientInfo:
    dutch: str
    english: str
    timing: Timing
    has_action: bool
    """True for patients whose bonus is an action in the next brewing phase (NL-A)."""


class Patient(enum.Enum):
    """The eight patients (NL-A names; English names from ref §6.4)."""

    NERVOUSNESS = PatientInfo("Schichtigheid", "Nervousness", Timing.NEXT_BREWING, False)
    EAR_WORM = PatientInfo("Oorwurm", "Ear worm", Timing.AFTER_ESSENCE, False)
    CARROT_NOSE = PatientInfo("Karbonkelneus", "Carrot nose", Timing.DURING_NEXT_BREWING, True)
    WING_EARS = PatientInfo("Zeiloren", "Wing ears", Timing.DURING_NEXT_BREWING, True)
    CHICKEN_EYES = PatientInfo("Kippenogen", "Chicken eyes", Timing.END_OF_ESSENCE_PHASE, False)
    WITCHS_HUMP = PatientInfo("Heksenbochel", "Witch's hump", Timing.DURING_NEXT_BREWING, True)
    FORGETFULNESS = PatientInfo(
        "Vergeetachtigheid", "Forgetfulness", Timing.DURING_NEXT_BREWING, True
    )
    VAMPIRISM = PatientInfo("Vampierisme", "Vampirism", Timing.END_OF_ESSENCE_PHASE, False)

    @property
    def dutch(self) -> str:
        return self.value.dutch

    @classmethod
    def from_dutch(cls, name: str) -> Patient | None:
        """The patient by its Dutch name (case-insensitive), or ``None``."""
        if not isinstance(name, str):
            raise TypeError(f"de naam van een patiënt is tekst (str), niet {type(name).__name__}")
        wanted = name.strip().lower()
        for patient in cls:
            if patient.dutch.lower() == wanted:
                return patient
        return None


@dataclass(frozen=True)
class Glass:
    """What one glass on an essence card holds; an empty glass (``—``) holds nothing."""

    victory_points: int = field(default=0, metadata={"key": "punten"})
    rat: bool = field(default=False, metadata={"key": "rat"})
    patient_bonus: str = field(default="", metadata={"key": "bonus"})
    """The patient's own bonus in Dutch ("trek 3 fiches"), empty when there is none."""

    def __post_init__(self) -> None:
        checks.whole_number("victory_points", self.victory_points)
        checks.yes_or_no("rat", self.rat)
        checks.text("patient_bonus", self.patient_bonus)
        if self.victory_points < 0:
            raise ValueError(f"een glas geeft geen negatieve punten ({self.victory_points})")

    @property
    def is_empty(self) -> bool:
        return not (self.victory_points or self.rat or self.patient_bonus)


def _draw(n: int) -> str:
    return f"trek {count(n, 'fiche', 'fiches', one='1')}"


def _buy(n: int) -> str:
    return f"koop een extra fiche voor {n} geld"


RAT = Glass(rat=True)
EMPTY = Glass()
_RATS_THEN_POINTS = (RAT, EMPTY, RAT, EMPTY, RAT, EMPTY, Glass(1), Glass(1), Glass(2), Glass(2))
"""Karbonkelneus and Heksenbochel have the same glasses (their own bonus is an action)."""

GLASSES_FROM_PICTURES: dict[Patient, tuple[Glass, ...]] = {
    Patient.NERVOUSNESS: (
        RAT,
        *(Glass(patient_bonus=_draw(n)) for n in (1, 2, 3, 4, 5, 6, 7, 8, 10)),
    ),
    Patient.EAR_WORM: tuple(
        Glass(rat=rat, patient_bonus=_draw(n))
        for n, rat in (
            (1, False),
            (1, True),
            (2, False),
            (2, True),
            (3, False),
            (3, True),
            (4, False),
            (4, True),
            (5, False),
            (6, False),
        )
    ),
    Patient.CARROT_NOSE: _RATS_THEN_POINTS,
    Patient.WING_EARS: (RAT, *(EMPTY,) * 5, Glass(1), Glass(1), Glass(2), Glass(2)),
    Patient.CHICKEN_EYES: tuple(
        Glass(patient_bonus=text)
        for text in (
            "neem 1 robijn",
            "neem een pompoen van waarde 1",
            "vervang in je ketel een 1-fiche door een 2-fiche in dezelfde kleur",
            "vul je fles",
            "neem een vliegenzwam van waarde 1",
            "neem 3 robijnen",
            "gooi 2 keer met de bonusdobbelsteen",
            "zet je druppel 2 velden vooruit",
            "vervang in je ketel een 1-fiche door een 4-fiche in dezelfde kleur",
            "gooi 4 keer met de bonusdobbelsteen",
        )
    ),
    Patient.WITCHS_HUMP: _RATS_THEN_POINTS,
    Patient.FORGETFULNESS: (*(EMPTY,) * 6, Glass(1), Glass(1), Glass(2), Glass(2)),
    Patient.VAMPIRISM: (RAT, *(Glass(patient_bonus=_buy(n)) for n in range(2, 11))),
}
"""The glasses of fields 1 to 10 per patient, as one public source read them from the rulebook's
small card pictures: reference/quacks.md §6.5, one source (⚠️). NL-A confirms the kinds (rat on
field 1 for Schichtigheid and Vampierisme, points or rat first for the action patients, points
only for Vergeetachtigheid, the ten bonuses of Kippenogen) but not every field. This is the
default of the option ``glasses``; a reader whose card differs passes their own table."""

GlassTable = dict[Patient, tuple[Glass, ...]]
