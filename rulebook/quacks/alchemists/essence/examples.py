"""The worked examples of the essence chapter, as named rulings.

The chapter shows each of them in a Stepper; the coverage check runs them all and counts which
clauses they cite, so a clause no example touches shows up as a gap. ``REFUSALS`` are inputs the
rules forbid: the chapter shows their Dutch messages, and they too count for coverage.
"""

from __future__ import annotations

from collections.abc import Callable

from rulebook.core.errors import RuleError
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.alchemists.data import Overflow, Patient
from rulebook.quacks.alchemists.essence.rulings import essence_ruling, payment_ruling
from rulebook.quacks.alchemists.essence.state import EssenceResult, EssenceSituation, Piston
from rulebook.quacks.rulings import explosion_ruling
from rulebook.quacks.state import Chips

SEED_EXAMPLE = EssenceSituation(Chips.parse("R1x2 O1 B1 W3 W2x2"), left_exploded=True)
"""The rulebook's own example: two red, one orange, one blue; whites exactly 7 (the seed gives
no chips: 3 + 2 + 2 are ours); left exploded."""


def seed_example() -> Ruling[EssenceResult]:
    """The seed's example: three colours (field 3), whites exactly 7 (4), left neighbour (5)."""
    return essence_ruling(SEED_EXAMPLE)


def two_players() -> Ruling[EssenceResult]:
    """Two players: the one opponent is both neighbours and gives at most one field."""
    return essence_ruling(
        EssenceSituation(
            Chips.parse("O1 G1 B1 W3 W2 W1"),
            left_exploded=True,
            right_exploded=True,
            players=2,
        )
    )


def book_eleven() -> Ruling[EssenceResult]:
    """Locoweed book 11 with two locoweed: one field as a colour plus two from the book."""
    return essence_ruling(
        EssenceSituation(
            Chips.parse("N O1 R2 N W1x4 W3"),
            locoweed_book=11,
            patient=Patient.CHICKEN_EYES,
            round=4,
        )
    )


def last_round() -> Ruling[EssenceResult]:
    """Round 9: no glass, but as many victory points as the field."""
    return essence_ruling(
        EssenceSituation(
            Chips.parse("O1 G2 B1 R1 Y1 P1 W3 W2 W2"),
            right_exploded=True,
            round=9,
            patient=Patient.VAMPIRISM,
        )
    )


def lower_on_purpose() -> Ruling[EssenceResult]:
    """Schichtigheid: field 1 gives a rat tail, so a player may stop there on purpose."""
    return essence_ruling(
        EssenceSituation(
            Chips.parse("O1 B1 G1 W2 W1"),
            chosen_field=1,
            patient=Patient.NERVOUSNESS,
            round=2,
        )
    )


def points_and_action() -> Ruling[EssenceResult]:
    """Karbonkelneus on field 7: a victory point from the glass on top of the patient's action."""
    return essence_ruling(
        EssenceSituation(
            Chips.parse("O1 G1 B1 R1 Y1 P1 W3 W2 W2"),
            patient=Patient.CARROT_NOSE,
            round=5,
        )
    )


def bonus_with_rat() -> Ruling[EssenceResult]:
    """Oorwurm on field 4: draw two chips right away, and a rat tail on top."""
    return essence_ruling(
        EssenceSituation(
            Chips.parse("R1 O1 B2 W1 W2"),
            left_exploded=True,
            patient=Patient.EAR_WORM,
            round=3,
        )
    )


def empty_glass_action() -> Ruling[EssenceResult]:
    """Zeiloren on field 2: the tube ends in no glass, but the action still comes."""
    return essence_ruling(
        EssenceSituation(Chips.parse("O1 B1 W3 W1"), patient=Patient.WING_EARS, round=2)
    )


PAST_THE_TOP = EssenceSituation(
    Chips.parse("O1 G1 B1 R1 Y1 P1 Z1 N W3 W2 W2"),
    locoweed_book=11,
    left_exploded=True,
    right_exploded=True,
    round=9,
)
"""Eight colours, book 11 with one locoweed, whites exactly 7, both neighbours exploded: 12."""


def past_the_top() -> Ruling[EssenceResult]:
    """More than the piston holds: by default the marker stops on field 10."""
    return essence_ruling(PAST_THE_TOP)


def past_the_top_counting_on() -> Ruling[EssenceResult]:
    """The same cauldron with the house rule 'doortellen': round 9 then pays 12 points."""
    return essence_ruling(PAST_THE_TOP.with_changes(overflow=Overflow.COUNT_ON))


def counting_on_before_round_nine() -> Ruling[EssenceResult]:
    """'Doortellen' in round 4: the marker still stops on field 10, where the glasses end."""
    return essence_ruling(
        PAST_THE_TOP.with_changes(
            overflow=Overflow.COUNT_ON, round=4, patient=Patient.FORGETFULNESS
        )
    )


def pay_enough() -> Ruling[Piston | None]:
    """Zeiloren's action costs 2 essence; with the marker on 5 you can pay it."""
    return payment_ruling(5, 2, "de actie van Zeiloren")


def pay_too_much() -> Ruling[Piston | None]:
    """Karbonkelneus's action costs 2 essence; with the marker on 1 it is refused."""
    return payment_ruling(1, 2, "de actie van Karbonkelneus")


def exploded_neighbour() -> Ruling[bool]:
    """Is the left neighbour's cauldron in the seed's example really exploded? Whites 3+2+2+1."""
    return explosion_ruling(Chips.parse("W3 O1 W2 G1 W2 W1"))


EXAMPLES: dict[str, Callable[[], Ruling[object]]] = {
    "voorbeeld uit de regels": seed_example,
    "twee spelers": two_players,
    "narrenkruidboek 11": book_eleven,
    "laatste ronde": last_round,
    "bewust lager": lower_on_purpose,
    "punten en actie": points_and_action,
    "bonus met rattenstaart": bonus_with_rat,
    "leeg glas, toch een actie": empty_glass_action,
    "voorbij de top": past_the_top,
    "voorbij de top, doortellen": past_the_top_counting_on,
    "doortellen in ronde 4": counting_on_before_round_nine,
    "genoeg essentie": pay_enough,
    "te weinig essentie": pay_too_much,
    "ontplofte buur": exploded_neighbour,
}
"""Every worked example of the chapter, by its Dutch name, in the order the chapter shows them."""


REFUSALS: dict[str, Callable[[], object]] = {
    "zes spelers": lambda: EssenceSituation(players=6),
    "ronde 10": lambda: EssenceSituation(round=10),
    "narrenkruidboek 13": lambda: EssenceSituation(locoweed_book=13),
    "hoger veld kiezen": lambda: essence_ruling(SEED_EXAMPLE.with_changes(chosen_field=6)),
    "een wit fiche van waarde 4": lambda: Chips.parse("W4"),
    "drie witte 2-fiches": lambda: Chips.parse("W3 W2x3"),
    "vijf witte 1-fiches in ronde 3": lambda: EssenceSituation.of("W1x5 O1", round=3),
    "elf rode 4-fiches": lambda: Chips.parse("R4x11"),
    "53 fiches in één ketel": lambda: EssenceSituation.of("O1x20 Z1x18 P1x15"),
    "betalen vanaf veld 12": lambda: payment_ruling(12, 2),
}
"""Inputs the rules forbid; each raises a ``RuleError`` that names its clause."""


def refusal_message(name: str) -> str:
    """The Dutch message a refusal gives, as the chapter prints it: ``Geweigerd (regel …): …``."""
    try:
        REFUSALS[name]()
    except RuleError as error:
        return f"Geweigerd volgens regel {error.clause_id}: {error.message}"
    raise AssertionError(f"'{name}' was meant to be refused, but the rules accepted it")
