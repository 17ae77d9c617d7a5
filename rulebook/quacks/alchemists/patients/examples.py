"""The worked examples of the patients' chapter (21), as named rulings, and the refused inputs.

One or more per patient, with the refusals a player meets at the table (they are answers:
``allowed`` is false and a step cites the clause that refuses). ``REFUSALS`` holds input that is
no situation at the table at all; each raises a ``RuleError`` naming its clause.
"""

from __future__ import annotations

from collections.abc import Callable

from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.alchemists.data import Patient
from rulebook.quacks.alchemists.patients.data import Choice
from rulebook.quacks.alchemists.patients.rules import (
    ActionOutcome,
    ActionQuestion,
    BonusOutcome,
    BonusQuestion,
    read_cauldron,
)
from rulebook.quacks.alchemists.patients.rulings import action_ruling, bonus_ruling, start_ruling
from rulebook.quacks.state import Chip, Chips

CAULDRON = read_cauldron("O1 W2 G1 W3")
"""A cauldron in round 2: pumpkin on 1, white 2 on 3, green on 4, white 3 on 7 (whites 5)."""


def _act(
    patient: Patient, essence: int, chip: str, cauldron: str = "", **more: object
) -> Ruling[ActionOutcome]:
    pot = read_cauldron(cauldron) if cauldron else CAULDRON
    return action_ruling(ActionQuestion(patient, essence, Chip.parse(chip), pot, **more))  # type: ignore[arg-type]


def _bonus(patient: Patient, field: int, **more: object) -> Ruling[BonusOutcome]:
    return bonus_ruling(BonusQuestion(patient, field, **more))  # type: ignore[arg-type]


# -- the start ------------------------------------------------------------------------------------


def choose_carrot_nose() -> Ruling[Chips]:
    """Karbonkelneus: ten chips at the start, one more pumpkin."""
    return start_ruling(Patient.CARROT_NOSE)


def choose_forgetfulness() -> Ruling[Chips]:
    """Vergeetachtigheid: eleven chips at the start, a crow skull and a toadstool more."""
    return start_ruling(Patient.FORGETFULNESS)


# -- Schichtigheid --------------------------------------------------------------------------------


def nervousness_draws() -> Ruling[BonusOutcome]:
    """Field 5: four chips drawn at the start of the next brewing phase; the white goes back."""
    return _bonus(Patient.NERVOUSNESS, 5, round=3, drawn=Chips.parse("W1 R1 B2 O1"))


def nervousness_open_chip() -> Ruling[ActionOutcome]:
    """An open blue 2 placed instead of drawing: free, two fields on."""
    return _act(Patient.NERVOUSNESS, 0, "B2")


def nervousness_after_explosion() -> Ruling[ActionOutcome]:
    """After the cauldron exploded no open chip may be placed."""
    return _act(Patient.NERVOUSNESS, 4, "R1", "O1 W2 G1 W3 W2 W1")


# -- Oorwurm --------------------------------------------------------------------------------------


def ear_worm_draws() -> Ruling[BonusOutcome]:
    """Field 4: a rat tail and two chips drawn at once; the whites pass 7 without exploding."""
    return _bonus(Patient.EAR_WORM, 4, round=3, cauldron=CAULDRON, drawn=Chips.parse("W1 W2"))


def ear_worm_red_set_two() -> Ruling[BonusOutcome]:
    """With red set 2 a drawn red chip is set beside the cauldron, yet counts as drawn."""
    return _bonus(
        Patient.EAR_WORM, 3, round=4, cauldron=CAULDRON, drawn=Chips.parse("R2 B1"), red_set=2
    )


# -- Karbonkelneus --------------------------------------------------------------------------------


def carrot_nose_pumpkin() -> Ruling[ActionOutcome]:
    """A pumpkin drawn with essence 3: for 2 it goes to the next ruby field, field 9."""
    return _act(Patient.CARROT_NOSE, 3, "O1")


def carrot_nose_too_little() -> Ruling[ActionOutcome]:
    """Essence 1 does not pay 2: the pumpkin goes one field on as always."""
    return _act(Patient.CARROT_NOSE, 1, "O1")


def carrot_nose_no_ruby_left() -> Ruling[ActionOutcome]:
    """Past field 52 there is no ruby field: the action cannot be used (this rulebook's choice)."""
    return _act(Patient.CARROT_NOSE, 6, "O1", "vanaf 40: 44:G4 48:R4 52:B4")


def carrot_nose_round_one() -> Ruling[ActionOutcome]:
    """In round 1 no action patient has its action yet."""
    return _act(Patient.CARROT_NOSE, 0, "O1", round=1)


def carrot_nose_first_essence() -> Ruling[BonusOutcome]:
    """Karbonkelneus's essence phase in round 1, field 5: only the rat tail, the action later."""
    return _bonus(Patient.CARROT_NOSE, 5, round=1)


# -- Zeiloren -------------------------------------------------------------------------------------


def wing_ears_double() -> Ruling[ActionOutcome]:
    """A white 2 twice as far for 2 essence: four fields past field 7."""
    return _act(Patient.WING_EARS, 5, "W2", choice=Choice.DOUBLE)


def wing_ears_back() -> Ruling[ActionOutcome]:
    """A white 1 back to the bag for 3 essence."""
    return _act(Patient.WING_EARS, 4, "W1", choice=Choice.BACK)


def wing_ears_explodes() -> Ruling[ActionOutcome]:
    """A white 3 that takes the whites from 5 to 8 explodes the cauldron: neither option."""
    return _act(Patient.WING_EARS, 6, "W3", "O1 W2 G1 W2 W1", choice=Choice.BACK)


def wing_ears_coloured() -> Ruling[ActionOutcome]:
    """Zeiloren's action is for white chips only."""
    return _act(Patient.WING_EARS, 6, "B1")


# -- Kippenogen -----------------------------------------------------------------------------------


def chicken_eyes_rubies() -> Ruling[BonusOutcome]:
    """Field 6: three rubies at the end of the essence phase."""
    return _bonus(Patient.CHICKEN_EYES, 6, round=2)


def chicken_eyes_swap() -> Ruling[BonusOutcome]:
    """Field 9: swap a 1-chip for a 4-chip of its colour; the green and the blue 1 qualify, the
    pumpkin (no 4-chip) and the whites do not."""
    return _bonus(Patient.CHICKEN_EYES, 9, round=3, cauldron=read_cauldron("O1 G1 W2 B1 W3"))


def chicken_eyes_no_action() -> Ruling[ActionOutcome]:
    """Kippenogen has no action in the brewing phase."""
    return _act(Patient.CHICKEN_EYES, 6, "R1")


# -- Heksenbochel ---------------------------------------------------------------------------------


def witchs_hump_ruby_field() -> Ruling[ActionOutcome]:
    """A purple chip lands on ruby field 9: for 2 essence a mandrake into the bag."""
    return _act(Patient.WITCHS_HUMP, 4, "P1", "O1 W2 G1 W3 R1")


def witchs_hump_die() -> Ruling[ActionOutcome]:
    """A red 2 lands on ruby field 9: for 2 essence one roll of the bonus die."""
    return _act(Patient.WITCHS_HUMP, 2, "R2")


def witchs_hump_no_ruby() -> Ruling[ActionOutcome]:
    """A chip on a field without a ruby: no reward, no essence spent."""
    return _act(Patient.WITCHS_HUMP, 5, "Y1")


def witchs_hump_red_set_two() -> Ruling[ActionOutcome]:
    """With red set 2 a red chip is placed after stopping and gives no reward."""
    return _act(Patient.WITCHS_HUMP, 5, "R2", red_set=2)


# -- Vergeetachtigheid ----------------------------------------------------------------------------


def forgetfulness_return() -> Ruling[ActionOutcome]:
    """A red 2 back to the bag for 2 essence; its field stays empty."""
    return _act(Patient.FORGETFULNESS, 3, "R2", "O1 R2 W2 G1 W3")


def forgetfulness_white() -> Ruling[ActionOutcome]:
    """A white chip never goes back with this action."""
    return _act(Patient.FORGETFULNESS, 8, "W3")


def forgetfulness_locoweed() -> Ruling[ActionOutcome]:
    """Locoweed never goes back with this action either."""
    return _act(Patient.FORGETFULNESS, 8, "N", "O1 N W2 G1")


def forgetfulness_after_explosion() -> Ruling[ActionOutcome]:
    """An exploded cauldron has stopped brewing: nothing goes back any more (the engine offers
    nothing either)."""
    return _act(Patient.FORGETFULNESS, 8, "G1", "O1 W2 G1 W3 W2 W1")


# -- Vampierisme ----------------------------------------------------------------------------------


def vampirism_purchase() -> Ruling[BonusOutcome]:
    """Field 7: buy one extra chip for at most 7 coins, at once, into the bag."""
    return _bonus(Patient.VAMPIRISM, 7, round=4)


def vampirism_rat() -> Ruling[BonusOutcome]:
    """Field 1: a rat tail next round, no purchase."""
    return _bonus(Patient.VAMPIRISM, 1, round=2)


EXAMPLES: dict[str, Callable[[], Ruling[object]]] = {
    "Karbonkelneus bij de start": choose_carrot_nose,
    "Vergeetachtigheid bij de start": choose_forgetfulness,
    "Schichtigheid trekt vier fiches": nervousness_draws,
    "Schichtigheid legt een open fiche": nervousness_open_chip,
    "Schichtigheid na een ontploffing": nervousness_after_explosion,
    "Oorwurm trekt twee fiches": ear_worm_draws,
    "Oorwurm met rood set 2": ear_worm_red_set_two,
    "Karbonkelneus: pompoen naar een robijnveld": carrot_nose_pumpkin,
    "Karbonkelneus: te weinig essentie": carrot_nose_too_little,
    "Karbonkelneus: geen robijnveld meer": carrot_nose_no_ruby_left,
    "Karbonkelneus in ronde 1": carrot_nose_round_one,
    "Karbonkelneus: de essentiefase van ronde 1": carrot_nose_first_essence,
    "Zeiloren: dubbel": wing_ears_double,
    "Zeiloren: terug": wing_ears_back,
    "Zeiloren: knalerwt ontploft": wing_ears_explodes,
    "Zeiloren: geen wit fiche": wing_ears_coloured,
    "Kippenogen op veld 6": chicken_eyes_rubies,
    "Kippenogen heeft geen actie": chicken_eyes_no_action,
    "Heksenbochel: geestenadem op een robijnveld": witchs_hump_ruby_field,
    "Heksenbochel: een worp": witchs_hump_die,
    "Heksenbochel: geen robijnveld": witchs_hump_no_ruby,
    "Heksenbochel met rood set 2": witchs_hump_red_set_two,
    "Vergeetachtigheid: een fiche terug": forgetfulness_return,
    "Vergeetachtigheid: geen wit": forgetfulness_white,
    "Vergeetachtigheid: geen narrenkruid": forgetfulness_locoweed,
    "Vergeetachtigheid na een ontploffing": forgetfulness_after_explosion,
    "Vampierisme koopt een fiche": vampirism_purchase,
    "Vampierisme op veld 1": vampirism_rat,
}
"""Every worked example of chapter 21, by its Dutch name, in the order the chapter shows them."""


REFUSALS: dict[str, Callable[[], object]] = {
    "essentie 11": lambda: _act(Patient.WING_EARS, 11, "W1"),
    "een fiche dat niet in je ketel ligt": lambda: _act(Patient.FORGETFULNESS, 5, "Y4"),
    "trekken na een ontploffing": lambda: _act(Patient.WING_EARS, 5, "W1", "W3 W2x2 W1"),
    "een tweede witte 3": lambda: _act(Patient.WING_EARS, 5, "W3"),
    "'terug' bij Karbonkelneus": lambda: _act(Patient.CARROT_NOSE, 5, "O1", choice=Choice.BACK),
    "drie fiches waar het glas twee zegt": lambda: _bonus(
        Patient.EAR_WORM, 4, drawn=Chips.parse("W1 O1 G1")
    ),
}
"""Input that is no situation at the table; each raises a ``RuleError`` that names its clause."""
