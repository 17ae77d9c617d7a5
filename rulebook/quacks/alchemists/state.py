"""The states of the essence phase: the piston, the situation a player is in, and the outcome.

All are small frozen values. ``EssenceSituation`` holds what a player brings into the essence
phase (the cauldron, the neighbours, the round ...); ``EssenceBoard`` is what the table looks like
after a step (a ruling carries one per step, so a stepper can draw it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from rulebook.core.errors import NotationError, RuleError
from rulebook.quacks.alchemists.data import (
    LOCOWEED_BOOKS,
    PISTON_BOTTOM,
    PISTON_TOP,
    Glass,
    Overflow,
    Patient,
)
from rulebook.quacks.data import PLAYER_COUNTS, ROUNDS
from rulebook.quacks.state import Chips

_PISTON_NOTATION = re.compile(r"^\s*(?:essentie\s*)?(?P<field>[0-9]+)\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class Piston:
    """The alchemist's piston with the essence marker on ``marker`` (0 to 10)."""

    marker: int = 0

    def __post_init__(self) -> None:
        if not PISTON_BOTTOM <= self.marker <= PISTON_TOP:
            raise RuleError(
                "alchemisten.essentie.betalen",
                f"Een essentiefiche staat op een veld van {PISTON_BOTTOM} tot {PISTON_TOP}, "
                f"niet op {self.marker}.",
            )

    @classmethod
    def parse(cls, text: str) -> Piston:
        """Read ``"essentie 5"`` (or just ``"5"``)."""
        match = _PISTON_NOTATION.match(text)
        if match is None:
            raise NotationError(
                "alchemisten.essentie.betalen",
                f"'{text}' is geen stand van de piston; schrijf bijvoorbeeld 'essentie 5'.",
            )
        return cls(int(match["field"]))

    def __str__(self) -> str:
        return f"essentie {self.marker}"

    def __repr__(self) -> str:
        return f"Piston({self.marker})"

    def _repr_svg_(self) -> str:
        from rulebook.quacks.alchemists.svg import piston_svg

        return piston_svg(self.marker)


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
        if not isinstance(self.cauldron, Chips):
            raise NotationError(
                "kwakzalvers.fiches", "De ketel moet uit fiches bestaan, zoals 'R1x2 O1 W3'."
            )
        if self.players not in PLAYER_COUNTS:
            raise RuleError(
                "kwakzalvers.spelers",
                f"Je speelt met 2 tot 5 spelers (5 alleen met De Kruidenheksen), niet met "
                f"{self.players}.",
            )
        if self.round not in ROUNDS:
            raise RuleError(
                "kwakzalvers.ronden",
                f"Er zijn negen ronden, 1 tot en met 9; ronde {self.round} bestaat niet.",
            )
        if self.locoweed_book is not None and self.locoweed_book not in LOCOWEED_BOOKS:
            raise RuleError(
                "alchemisten.narrenkruid.boeken",
                f"Er is geen narrenkruidboek {self.locoweed_book}; kies boek 10, 11, 12 of 16.",
            )
        if self.chosen_field is not None and self.chosen_field < PISTON_BOTTOM:
            raise RuleError(
                "alchemisten.essentie.lager",
                f"Je kunt je essentiefiche niet op veld {self.chosen_field} zetten; het "
                f"laagste veld is 0.",
            )

    @classmethod
    def of(cls, cauldron: Chips | str, **details: object) -> EssenceSituation:
        """A situation from a cauldron in notation: ``EssenceSituation.of("R1x2 O1 B1")``."""
        chips = Chips.parse(cauldron) if isinstance(cauldron, str) else cauldron
        return cls(chips, **details)  # type: ignore[arg-type]

    def with_changes(self, **changes: object) -> EssenceSituation:
        """A copy with some fields changed (validated like a new situation)."""
        return replace(self, **changes)  # type: ignore[arg-type]

    @property
    def both_neighbours_are_one_player(self) -> bool:
        """With two players the left and the right neighbour are the same opponent."""
        return self.players == 2


@dataclass(frozen=True)
class EssenceBoard:
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

    def _repr_svg_(self) -> str:
        from rulebook.quacks.alchemists.svg import essence_board_svg

        return essence_board_svg(self)


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
        return {
            "veld": self.field,
            "bereikt": self.reached,
            "overwinningspunten": self.victory_points,
            "rattensteen": self.rat,
            "patientbonus": self.patient_bonus,
        }
