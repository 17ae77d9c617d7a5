"""Chips and what lies in a cauldron, as small frozen values with a text notation.

The notation is a colour letter and a value, with ``x`` for repeats: ``"W1x4 W2x2 W3 O1 G1"``.
Letters: W wit (knalerwt), O oranje, G groen, B blauw, R rood, Y geel, P paars, Z zwart,
N narrenkruid (narrenkruid has no value: ``N`` or ``Nx2``). ``str()`` writes the notation back
and ``Chips.parse(str(chips)) == chips`` always holds.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from rulebook.core.errors import NotationError
from rulebook.quacks.data import Ingredient

CHIPS_CLAUSE = "kwakzalvers.fiches"

_TOKEN = re.compile(r"^(?P<letter>[A-Za-z])(?P<value>[0-9]+)?(?:[xX](?P<count>[0-9]+))?$")
MAX_REPEAT = 99
"""A repeat larger than this is surely a typo; no box holds that many chips of one kind."""


@dataclass(frozen=True, order=True)
class Chip:
    """One ingredient chip: a colour and (except for locoweed) a value."""

    ingredient: Ingredient
    value: int | None = None

    def __post_init__(self) -> None:
        ingredient = self.ingredient
        if not ingredient.has_value:
            if self.value is not None:
                raise NotationError(
                    CHIPS_CLAUSE,
                    f"Narrenkruid heeft geen waarde; schrijf {ingredient.letter} "
                    f"in plaats van {ingredient.letter}{self.value}.",
                )
        elif self.value not in ingredient.values:
            allowed = ", ".join(str(v) for v in ingredient.values)
            raise NotationError(
                CHIPS_CLAUSE,
                f"Een {ingredient.colour} fiche ({ingredient.dutch}) met waarde {self.value} "
                f"bestaat niet; {ingredient.colour} heeft waarde {allowed}.",
            )

    @classmethod
    def parse(cls, text: str) -> Chip:
        """Read one chip such as ``R2`` or ``N``."""
        chips = Chips.parse(text)
        if len(chips) != 1:
            raise NotationError(CHIPS_CLAUSE, f"'{text}' is niet precies één fiche.")
        return chips[0]

    @property
    def is_white(self) -> bool:
        return self.ingredient is Ingredient.WHITE

    @property
    def label(self) -> str:
        """The chip in notation: ``R2``, ``N``."""
        return self.ingredient.letter + ("" if self.value is None else str(self.value))

    def dutch(self) -> str:
        """The chip in Dutch words: ``vliegenzwam (rood, waarde 2)``."""
        if self.value is None:
            return self.ingredient.dutch
        return f"{self.ingredient.dutch} ({self.ingredient.colour}, waarde {self.value})"

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        return f"Chip.parse({self.label!r})"

    def _repr_svg_(self) -> str:
        from rulebook.quacks.svg import chips_svg

        return chips_svg(Chips((self,)), title=self.dutch())


@dataclass(frozen=True)
class Chips:
    """Chips in order, as they lie in a cauldron (or in a bag, where the order does not matter)."""

    chips: tuple[Chip, ...] = ()

    @classmethod
    def parse(cls, text: str) -> Chips:
        """Read the notation ``"W1x4 W2x2 W3 O1 G1"``; spaces or commas separate the groups."""
        if not isinstance(text, str):
            raise NotationError(CHIPS_CLAUSE, "De ketel moet als tekst gegeven worden.")
        chips: list[Chip] = []
        for token in re.split(r"[\s,;]+", text.strip()):
            if token:
                chips.extend(_parse_token(token))
        return cls(tuple(chips))

    @classmethod
    def of(cls, chips: Iterable[Chip]) -> Chips:
        return cls(tuple(chips))

    def __iter__(self) -> Iterator[Chip]:
        return iter(self.chips)

    def __len__(self) -> int:
        return len(self.chips)

    def __getitem__(self, index: int) -> Chip:
        return self.chips[index]

    def __bool__(self) -> bool:
        return bool(self.chips)

    def add(self, chip: Chip) -> Chips:
        """These chips with one more at the end."""
        return Chips((*self.chips, chip))

    def remove_at(self, index: int) -> Chips:
        """These chips without the one at ``index``."""
        if not 0 <= index < len(self.chips):
            raise NotationError(
                CHIPS_CLAUSE,
                f"Er ligt geen fiche op plaats {index + 1}; de ketel heeft er {len(self.chips)}.",
            )
        return Chips(self.chips[:index] + self.chips[index + 1 :])

    def whites(self) -> Chips:
        return Chips(tuple(chip for chip in self.chips if chip.is_white))

    def white_total(self) -> int:
        """The sum of the values of the white chips (knalerwten)."""
        return sum(chip.value or 0 for chip in self.chips if chip.is_white)

    def count(self, ingredient: Ingredient) -> int:
        return sum(1 for chip in self.chips if chip.ingredient is ingredient)

    def counts(self) -> Counter[Ingredient]:
        return Counter(chip.ingredient for chip in self.chips)

    def __str__(self) -> str:
        groups: list[str] = []
        index = 0
        while index < len(self.chips):
            run = 1
            while index + run < len(self.chips) and self.chips[index + run] == self.chips[index]:
                run += 1
            label = self.chips[index].label
            groups.append(label if run == 1 else f"{label}x{run}")
            index += run
        return " ".join(groups)

    def __repr__(self) -> str:
        return f"Chips.parse({str(self)!r})"

    def dutch(self) -> str:
        """A Dutch description, such as ``2 knalerwten, 1 pompoen``; ``lege ketel`` when empty."""
        if not self.chips:
            return "geen fiches"
        parts = []
        for ingredient, number in self.counts().items():
            name = ingredient.dutch if number == 1 else ingredient.plural
            parts.append(f"{number} {name}")
        return ", ".join(parts)

    def _repr_svg_(self) -> str:
        from rulebook.quacks.svg import chips_svg

        return chips_svg(self)


def _parse_token(token: str) -> list[Chip]:
    match = _TOKEN.match(token)
    if match is None:
        raise NotationError(
            CHIPS_CLAUSE,
            f"'{token}' is geen fiche. Schrijf een kleurletter (W O G B R Y P Z N) met een "
            f"waarde, en eventueel x en een aantal, zoals W1x4 of R2.",
        )
    ingredient = Ingredient.from_letter(match["letter"])
    if ingredient is None:
        raise NotationError(
            CHIPS_CLAUSE,
            f"'{match['letter']}' in '{token}' is geen kleurletter; gebruik W (wit), O (oranje), "
            f"G (groen), B (blauw), R (rood), Y (geel), P (paars), Z (zwart) of N (narrenkruid).",
        )
    if match["value"] is None and ingredient.has_value:
        raise NotationError(
            CHIPS_CLAUSE,
            f"Bij '{token}' ontbreekt de waarde: een {ingredient.colour} fiche heeft waarde "
            f"{', '.join(str(v) for v in ingredient.values)}.",
        )
    value = None if match["value"] is None else int(match["value"])
    count = 1 if match["count"] is None else int(match["count"])
    if not 1 <= count <= MAX_REPEAT:
        raise NotationError(
            CHIPS_CLAUSE, f"'{token}': het aantal na x moet tussen 1 en {MAX_REPEAT} liggen."
        )
    return [Chip(ingredient, value)] * count
