"""What the conformance suite and the golden games play of De Alchemisten (``Trials``): the
base game's computer players and checks, with setups and golden games that switch the
expansion on (every locoweed book, both return options, a reader's own patient cards)."""

from __future__ import annotations

from collections.abc import Sequence

from rulebook.core.model.happenings import Happened, of_type
from rulebook.core.reader.descriptions import GoldenGame, Trials
from rulebook.quacks.alchemists.cards.data import LastChip
from rulebook.quacks.alchemists.data import Glass, Patient
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.alchemists.happenings import EssenceMoved, PatientChosen
from rulebook.quacks.alchemists.locoweed.books import ReturnItself
from rulebook.quacks.alchemists.patients.data import (
    CHICKEN_EYES_FROM_PICTURES,
    OwnGlasses,
    PatientOptions,
)
from rulebook.quacks.alchemists.patients.in_play import patient_of
from rulebook.quacks.alchemists.table_notes import essence_field
from rulebook.quacks.table import GameState, Setup
from rulebook.quacks.trials import reports_agree as base_reports_agree
from rulebook.quacks.trials import trials as base_trials

OWN_CARDS = AlchemistsSetup(
    patients=PatientOptions(
        chicken_eyes=tuple(reversed(CHICKEN_EYES_FROM_PICTURES)),
        vampirism_coins=(5,) * 9,
    ),
    own_glasses=(OwnGlasses(Patient.FORGETFULNESS, (Glass(rat=True),) * 10),),
)
"""A reader's own cards: every patient option away from its default."""

GOLDEN = (
    GoldenGame(
        "kwakzalvers-alchemisten-5-spelers-set-2.log",
        Setup.with_set(2, players=5, extras=(AlchemistsSetup(),)),
        10,  # Schichtigheid, Oorwurm and Zeiloren treated
        ("rekenaar", "gulzig", "voorzichtig", "gulzig", "rekenaar"),
    ),
    GoldenGame(
        "kwakzalvers-alchemisten-3-spelers-set-1.log",
        Setup.with_set(1, players=3, extras=(AlchemistsSetup(),)),
        8,  # Schichtigheid, Vergeetachtigheid and Vampierisme treated
        ("voorzichtig", "rekenaar", "gulzig"),
    ),
    GoldenGame(
        "kwakzalvers-alchemisten-4-spelers-set-3-boek-10.log",
        Setup.with_set(3, players=4, extras=(AlchemistsSetup(book=10),)),
        11,  # Zeiloren, Kippenogen, Vampierisme; locoweed sent back by book 10
        ("gulzig", "rekenaar", "voorzichtig", "rekenaar"),
    ),
)


def reports_agree(before: GameState, after: GameState, happenings: Sequence[Happened]) -> None:
    """The base game's check (``rulebook.quacks.trials.reports_agree``), and the essence markers
    moved as reported, the patients chosen as reported."""
    base_reports_agree(before, after, happenings)
    for seat in after.seats:
        moved = [h for h in of_type(happenings, EssenceMoved) if h.seat == seat]
        was, now = essence_field(before, seat), essence_field(after, seat)
        if moved:
            assert (moved[0].was, moved[-1].now) == (was, now), seat
        else:
            assert was == now, seat
        chosen = [h.patient for h in of_type(happenings, PatientChosen) if h.seat == seat]
        if chosen:
            assert patient_of(after, seat) is chosen[-1]
        else:
            assert patient_of(after, seat) is patient_of(before, seat)


def trials() -> Trials:
    base = base_trials()
    return Trials(
        setups=(
            Setup(players=2, extras=(AlchemistsSetup(),)),
            Setup.with_set(3, players=5, extras=(AlchemistsSetup(),)),
            Setup(players=3, extras=(AlchemistsSetup(book=12),)),
            Setup.with_set(2, players=4, extras=(AlchemistsSetup(book=16),)),
            Setup(players=3, extras=(AlchemistsSetup(book=10),)),
            Setup(players=2, extras=(AlchemistsSetup(book=10, itself=ReturnItself.NOT_ITSELF),)),
            Setup(players=4, extras=(AlchemistsSetup(last_chip=LastChip.VALUE),)),
            Setup(players=3, extras=(OWN_CARDS,)),
        ),
        computers=base.computers,
        golden=GOLDEN,
        conserved=base.conserved,
        reports_agree=reports_agree,
        points_never_fall=base.points_never_fall,
    )
