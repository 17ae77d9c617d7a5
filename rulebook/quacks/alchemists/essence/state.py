"""The states of the essence phase: the piston, the situation a player is in, and the outcome.

All are small frozen values. ``EssenceSituation`` holds what a player brings into the essence
phase (the cauldron, the neighbours, the round ...); ``EssenceBoard`` is what the table looks like
after a step (a ruling carries one per step, so a stepper can draw it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from rulebook.core import checks
from rulebook.core.drawing.pictures import Pictured
from rulebook.core.dutch import numeral, quoted
from rulebook.core.errors import NotationError, RuleError
from rulebook.quacks.alchemists.data import (
    LAST_ROUND,
    LOCOWEED_BOOKS,
    PISTON_BOTTOM,
    PISTON_TOP,
    Glass,
    Overflow,
    Patient,
)
from rulebook.quacks.brewing import check_cauldron
from rulebook.quacks.data import PLAYER_COUNTS, ROUNDS
from rulebook.quacks.state import Chips

_PISTON_NOTATION = re.compile(r"\s*(?:essentie\s*)?(?P<field>-?[0-9]{1,3})\s*", re.IGNORECASE)
TOP_CLAUSE = "alchemisten.essentie.top"


def check_marker(marker: int) -> int:
    """A field a player says their marker stands on, to pay with: ``RuleError`` if impossible.

    The marker that pays for actions stands on field 0 to 10. Only in round 9, with the house
    rule *doortellen*, can it end past field 10, and after round 9 nothing is paid any more.
    """
    checks.whole_number("het veld van je essentiefiche", marker)
    if marker < PISTON_BOTTOM:
        raise RuleError(
            "alchemisten.essentie.betalen",
            f"Je essentiefiche kan niet op veld {numeral(marker)} staan: onder veld "
            f"{PISTON_BOTTOM} komt het nooit.",
        )
    if marker > PISTON_TOP:
        raise RuleError(
            TOP_CLAUSE,
            f"Om mee te betalen staat je essentiefiche op veld {PISTON_BOTTOM} tot en met "
            f"{PISTON_TOP}, niet op veld {numeral(marker)}: voorbij veld {PISTON_TOP} komt het "
            f"alleen in ronde {LAST_ROUND} met de huisregel 'doortellen', en daarna betaal je "
            f"niets meer.",
        )
    return marker


def check_reached(marker: int, round: int) -> int:
    """A field the marker can end the essence phase on in ``round``: past field 10 only in
    round 9 (the house rule *doortellen*), where no glass is reached and nothing is paid, so
    the bonus there asks about such a field too; otherwise as ``check_marker``."""
    checks.whole_number("het veld van je essentiefiche", marker)
    if round == LAST_ROUND and marker > PISTON_TOP:
        return marker
    return check_marker(marker)


@dataclass(frozen=True)
class Piston(Pictured):
    """The alchemist's piston with the essence marker on ``marker`` (0 to 10).

    ``Piston(11)`` in code is a programmer's ``ValueError``; a reader's text goes through
    ``Piston.parse`` (or ``check_marker``), which refuses it with a Dutch ``RuleError``.
    """

    marker: int = 0

    def __post_init__(self) -> None:
        checks.whole_number("marker", self.marker)
        if not PISTON_BOTTOM <= self.marker <= PISTON_TOP:
            raise ValueError(
                f"een essentiefiche staat op veld {PISTON_BOTTOM} tot {PISTON_TOP}, "
                f"niet op {numeral(self.marker)}"
            )

    @classmethod
    def parse(cls, text: str) -> Piston:
        """Read ``"essentie 5"`` (or just ``"5"``)."""
        checks.text("de stand van de piston", text)
        match = _PISTON_NOTATION.fullmatch(text) if len(text) <= 40 else None
        if match is None:
            raise NotationError(
                "alchemisten.essentie.betalen",
                f"{quoted(text)} is geen stand van de piston; schrijf bijvoorbeeld 'essentie 5'.",
            )
        return cls(check_marker(int(match["field"])))

    def __str__(self) -> str:
        return f"essentie {self.marker}"

    def __repr__(self) -> str:
        return f"Piston({self.marker})"


@dataclass(frozen=True)
class EssenceSituation:
    """Everything the essence phase of one player depends on.

    ``chosen_field`` is the lower field a player may pick on purpose (``None``: keep the field
    reached). ``locoweed_book`` is the book in play (``None``: not said; only book 11 matters).
    ``patient`` is the patient whose essence card lies on the piston (``None``: not said).
    """

    cauldron: Chips = field(default_factory=Chips)
    left_exploded: bool = False
    right_exploded: bool = False
    players: int = 4
    round: int = 1
    locoweed_book: int | None = None
    chosen_field: int | None = None
    patient: Patient | None = None
    overflow: Overflow = Overflow.STOP_AT_TOP

    def __post_init__(self) -> None:
        """Wrong Python types are a ``TypeError``; what the rules forbid is a ``RuleError``."""
        self._check_types()
        if self.players not in PLAYER_COUNTS:
            raise RuleError(
                "kwakzalvers.spelers",
                f"Je speelt met 2 tot 5 spelers (5 alleen met De Kruidenheksen), niet met "
                f"{numeral(self.players)}.",
            )
        if self.round not in ROUNDS:
            raise RuleError(
                "kwakzalvers.ronden",
                f"Er zijn negen ronden, 1 tot en met 9; ronde {numeral(self.round)} bestaat niet.",
            )
        if self.locoweed_book is not None and self.locoweed_book not in LOCOWEED_BOOKS:
            raise RuleError(
                "alchemisten.narrenkruid.boeken",
                f"Er is geen narrenkruidboek {numeral(self.locoweed_book)}; kies boek 10, 11, 12 "
                f"of 16.",
            )
        if self.chosen_field is not None and self.chosen_field < PISTON_BOTTOM:
            raise RuleError(
                "alchemisten.essentie.lager",
                f"Je kunt je essentiefiche niet op veld {numeral(self.chosen_field)} zetten; het "
                f"laagste veld is 0.",
            )
        check_cauldron(self.cauldron, self.round)

    def _check_types(self) -> None:
        checks.instance("cauldron", self.cauldron, Chips)
        checks.yes_or_no("left_exploded", self.left_exploded)
        checks.yes_or_no("right_exploded", self.right_exploded)
        checks.whole_number("players", self.players)
        checks.whole_number("round", self.round)
        checks.optional_whole_number("locoweed_book", self.locoweed_book)
        checks.optional_whole_number("chosen_field", self.chosen_field)
        checks.optional_instance("patient", self.patient, Patient)
        checks.instance("overflow", self.overflow, Overflow)

    @classmethod
    def of(cls, cauldron: Chips | str, **details: object) -> EssenceSituation:
        """A situation from a cauldron in notation: ``EssenceSituation.of("R1x2 O1 B1")``."""
        if not isinstance(cauldron, str):
            return cls(cauldron, **details)  # type: ignore[arg-type]
        empty = cls(Chips(), **details)  # type: ignore[arg-type]  # the details' types first
        return replace(empty, cauldron=Chips.parse(cauldron))

    @property
    def counts_past_top(self) -> bool:
        """Whether a field past 10 counts: only with *doortellen*, and only in round 9."""
        return self.overflow is Overflow.COUNT_ON and self.round == LAST_ROUND

    def with_changes(self, **changes: object) -> EssenceSituation:
        """A copy with some fields changed (validated like a new situation)."""
        return replace(self, **changes)  # type: ignore[arg-type]

    @property
    def both_neighbours_are_one_player(self) -> bool:
        """With two players the left and the right neighbour are the same opponent."""
        return self.players == 2


@dataclass(frozen=True)
class EssenceBoard(Pictured):
    """What the table shows after one step: the cauldron, the piston and the neighbours.

    ``highlight`` holds the positions (0-based) of the chips the step looked at, so a picture
    can mark them; ``caption`` is a short Dutch line for under the picture.
    """

    cauldron: Chips
    marker: int
    left_exploded: bool = False
    right_exploded: bool = False
    players: int = 4
    highlight: tuple[int, ...] = ()
    caption: str = ""
    glass: Glass | None = None
    patient: Patient | None = None


@dataclass(frozen=True)
class EssenceResult:
    """The outcome of one player's essence phase.

    ``reached`` is the highest field the steps allowed, ``field`` where the marker ends (lower
    when the player chose so). ``victory_points`` are the points this phase gives: the glass's
    points in rounds 1 to 8, the field number in round 9. ``glass`` is ``None`` when no patient
    was given, in round 9, and on field 0.
    """

    field: int
    reached: int
    victory_points: int = 0
    rat: bool = False
    glass: Glass | None = None
    patient_bonus: str = ""

    def as_dict(self) -> dict[str, object]:
        """The outcome as the command line's JSON.

        ``rattenstaart`` says whether the glass gave a rat tail; ``rattensteen`` is the same value
        under its old, inaccurate name, kept so existing scripts keep working.
        """
        return {
            "veld": self.field,
            "bereikt": self.reached,
            "overwinningspunten": self.victory_points,
            "rattenstaart": self.rat,
            "rattensteen": self.rat,
            "patientbonus": self.patient_bonus,
        }
