"""Data of the boards: the cauldron track, the rat tails, the bonus die, the test tubes.

The seed does not print these tables; they come from ``shared/reference/quacks.md`` with the
confidence given there: the cauldron track and the rat tails agree in several independent
transcriptions (✅✅); the bonus die's sixth face and the test-tube glasses have one source or
none, so they are named options (``rulebook.quacks.options``) with a documented default.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


@dataclass(frozen=True)
class TrackField:
    """One field of the cauldron track: its coins, victory points and whether it shows a ruby."""

    index: int
    coins: int
    points: int
    ruby: bool


_TRACK_ROWS = (
    (0, 0, 0), (1, 0, 0), (2, 0, 0), (3, 0, 0), (4, 0, 0), (5, 0, 1), (6, 1, 0), (7, 1, 0),
    (8, 1, 0), (9, 1, 1), (10, 2, 0), (11, 2, 0), (12, 2, 0), (13, 2, 1), (14, 3, 0),
    (15, 3, 0), (15, 3, 1), (16, 3, 0), (16, 4, 0), (17, 4, 0), (17, 4, 1), (18, 4, 0),
    (18, 5, 0), (19, 5, 0), (19, 5, 1), (20, 5, 0), (20, 6, 0), (21, 6, 0), (21, 6, 1),
    (22, 7, 0), (22, 7, 1), (23, 7, 0), (23, 8, 0), (24, 8, 0), (24, 8, 1), (25, 9, 0),
    (25, 9, 1), (26, 9, 0), (26, 10, 0), (27, 10, 0), (27, 10, 1), (28, 11, 0), (28, 11, 1),
    (29, 11, 0), (29, 12, 0), (30, 12, 0), (30, 12, 1), (31, 12, 0), (31, 13, 0), (32, 13, 0),
    (32, 13, 1), (33, 14, 0), (33, 14, 1), (35, 15, 0),
)  # fmt: skip

TRACK: tuple[TrackField, ...] = tuple(
    TrackField(index, coins, points, bool(ruby))
    for index, (coins, points, ruby) in enumerate(_TRACK_ROWS)
)
"""Fields 0 to 53 of the cauldron track: reference §1, four transcriptions agree field by field
(✅✅). Field 0 is the centre, where the droplet starts; field 53 is the spoon."""

LAST_CHIP_FIELD = 52
"""The last field a chip can lie on; a chip that would go further stays here (reference §1)."""

SPOON = 53
"""The spoon: the scoring field of a cauldron whose last chip lies on field 52 (35 coins, 15 VP)."""

RAT_TAILS = (1, 4, 7, 10, *range(12, 49, 2))
"""A rat tail lies between score ``t`` and ``t + 1`` for each ``t`` here: reference §2.2, three
independent sources (✅✅). Above 50 points the pattern repeats (+50): one reading, no rulebook
text, clause ``kwakzalvers.keuze.tweede-ronde``."""

LAP = 50
"""The score track has fields 1 to 50; past 50 a marker goes round again (the 0/50 seal)."""


def rat_tails_between(points: int, leader_points: int, *, second_lap: bool = True) -> int:
    """The rat tails strictly between a score and the leader's: ``t`` with ``points <= t <
    leader_points``. Level with the leader: none (reference §2.3, ✅✅). Above 50 the tails repeat
    unless ``second_lap`` is false (clause ``kwakzalvers.keuze.tweede-ronde``)."""
    if points >= leader_points:
        return 0
    count = 0
    tails = _tails_up_to(leader_points) if second_lap else list(RAT_TAILS)
    for tail in tails:
        if points <= tail < leader_points:
            count += 1
    return count


def rat_tails_list(limit: int, *, second_lap: bool = True) -> list[int]:
    """Every rat tail below ``limit`` points, in order (for explaining a count)."""
    tails = _tails_up_to(limit) if second_lap else list(RAT_TAILS)
    return [tail for tail in tails if tail < limit]


def _tails_up_to(limit: int) -> list[int]:
    tails: list[int] = []
    lap = 0
    while lap * LAP < limit:
        tails.extend(tail + lap * LAP for tail in RAT_TAILS)
        lap += 1
    return tails


class DieFace(enum.Enum):
    """What the bonus die can show (the five kinds are in both rulebooks, reference §4)."""

    POINT = "1 overwinningspunt"
    TWO_POINTS = "2 overwinningspunten"
    RUBY = "1 robijn"
    ORANGE = "een pompoen (oranje fiche van waarde 1)"
    DROPLET = "druppel 1 veld vooruit"


_FIVE_FACES = (
    DieFace.POINT,
    DieFace.TWO_POINTS,
    DieFace.RUBY,
    DieFace.ORANGE,
    DieFace.DROPLET,
)

DIE_OPTION_NAMES = {
    DieFace.POINT: "tweemaal-punt",
    DieFace.TWO_POINTS: "tweemaal-twee-punten",
    DieFace.RUBY: "tweemaal-robijn",
    DieFace.ORANGE: "tweemaal-pompoen",
    DieFace.DROPLET: "tweemaal-druppel",
}

BONUS_DIE_FACES: dict[str, tuple[DieFace, ...]] = {
    name: tuple(face for kind in _FIVE_FACES for face in (kind, kind)[: 2 if kind is twice else 1])
    for twice, name in DIE_OPTION_NAMES.items()
}
"""The six faces of the bonus die, by which face is on the die twice. The five kinds are in both
rulebooks; that "1 overwinningspunt" is the double one ("tweemaal-punt", the default) is what
all four fan implementations use, with no rulebook text (⚠️). A reader whose die has another
face twice picks that option (clause ``kwakzalvers.keuze.dobbelsteen``)."""


@dataclass(frozen=True)
class TubeBonus:
    """The bonus of one test-tube glass: rubies, victory points or a chip (in notation)."""

    rubies: int = 0
    points: int = 0
    chip: str = ""


TEST_TUBES: tuple[TubeBonus, ...] = (
    TubeBonus(),
    TubeBonus(rubies=1),
    TubeBonus(points=1),
    TubeBonus(chip="B1"),
    TubeBonus(points=2),
    TubeBonus(chip="Z1"),
    TubeBonus(points=2),
    TubeBonus(chip="R2"),
    TubeBonus(points=3),
    TubeBonus(chip="P1"),
    TubeBonus(points=3),
    TubeBonus(chip="Y4"),
    TubeBonus(points=4),
)
"""The test-tube glasses 0 (start) to 12: one source, read from a rulebook picture (reference
§7, ⚠️). What lies past glass 12 no source says: the droplet stays there (clause
``kwakzalvers.keuze.reageerbuis``)."""


YELLOW_ROUND = 2
PURPLE_ROUND = 3
"""The yellow book opens at the start of round 2, the purple book at the start of round 3."""

LAST_ROUND = 9
EXPLOSION_LIMIT = 7
