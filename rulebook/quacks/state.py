"""Chips and what lies in a cauldron, as small frozen values with a text notation.

The notation is a colour letter and a value, with ``x`` for repeats: ``"W1x4 W2x2 W3 O1 G1"``.
Letters: W wit (knalerwt), O oranje, G groen, B blauw, R rood, Y geel, P paars, Z zwart,
N narrenkruid (narrenkruid has no value: ``N`` or ``Nx2``). ``str()`` writes the notation back
and ``Chips.parse(str(chips)) == chips`` holds for every ``Chips`` the rules accept.

``Chips`` are the chips of one player (a bag, a cauldron, or both), so they never hold more of a
kind than one player can own: the white chips of the start bag and round 6, and for the coloured
chips what the box holds. A run of repeats is therefore never longer than 30, and the notation
always reads back what ``str`` wrote.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from rulebook.core import checks
from rulebook.core.drawing.pictures import Pictured
from rulebook.core.dutch import count, listing, numeral, quoted
from rulebook.core.errors import NotationError, RuleError
from rulebook.quacks.data import Ingredient, owned_at_most

CHIPS_CLAUSE = "kwakzalvers.fiches"

_GROUP = re.compile(r"[^\s,;]+")
_TOKEN = re.compile(r"(?P<letter>[A-Za-z])(?P<value>[0-9]{1,3})?(?:[xX](?P<count>[0-9]{1,3}))?")
MAX_TOKEN = 12
"""A group of the notation is at most this long (``R4x10`` has five characters); a longer one is
refused before any number in it is read, so a 5,000-digit number is never turned into an int."""


@dataclass(frozen=True, order=True)
class Chip(Pictured):
    """One ingredient chip: a colour and (except for locoweed) a value."""

    ingredient: Ingredient
    value: int | None = None

    def __post_init__(self) -> None:
        """A chip built in code must exist: a wrong one is a programmer's ``ValueError``.

        A reader's text goes through ``Chip.parse``/``Chips.parse``, which refuse a chip that
        does not exist with a Dutch ``NotationError`` before it is built.
        """
        checks.instance("ingredient", self.ingredient, Ingredient)
        checks.optional_whole_number("value", self.value)
        problem = value_problem(self.ingredient, self.value)
        if problem:
            raise ValueError(problem)
        object.__setattr__(self, "is_white", self.ingredient is Ingredient.WHITE)

    is_white: bool = field(init=False, repr=False, compare=False)
    """Whether the chip is white (a knalerwt): read at every chip, so kept, not asked."""

    @classmethod
    def parse(cls, text: str) -> Chip:
        """Read one chip such as ``R2`` or ``N``."""
        chips = Chips.parse(text)
        if len(chips) != 1:
            raise NotationError(CHIPS_CLAUSE, f"{quoted(text)} is niet precies één fiche.")
        return chips[0]

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


@dataclass(frozen=True)
class Chips(Pictured):
    """Chips in order, as they lie in a cauldron (or in a bag, where the order does not matter)."""

    chips: tuple[Chip, ...] = ()

    def __post_init__(self) -> None:
        """Refuse chips of the wrong type (``TypeError``) and more than a player can own."""
        checks.instance("chips", self.chips, tuple)
        for chip in self.chips:
            checks.instance("een fiche in Chips", chip, Chip)
        for (ingredient, value), number in Counter(
            (chip.ingredient, chip.value) for chip in self.chips
        ).items():
            check_owned(ingredient, value, number)

    @classmethod
    def parse(cls, text: str) -> Chips:
        """Read the notation ``"W1x4 W2x2 W3 O1 G1"``; spaces or commas separate the groups.

        Reading stops at the first group that is wrong or that holds more of a kind than a
        player can own, so a huge text is refused at once, with a short message.
        """
        checks.text("de fiches", text)
        chips: list[Chip] = []
        owned: Counter[tuple[Ingredient, int | None]] = Counter()
        for group in _GROUP.finditer(text):
            chip, count = _parse_group(group[0])
            owned[chip.ingredient, chip.value] += count
            check_owned(chip.ingredient, chip.value, owned[chip.ingredient, chip.value])
            chips.extend([chip] * count)
        return cls(tuple(chips))

    @classmethod
    def of(cls, chips: Iterable[Chip]) -> Chips:
        """Chips from any iterable of ``Chip`` (a list, a generator ...); text goes to ``parse``."""
        given: object = chips  # a caller may pass text by mistake, whatever the annotation says
        if isinstance(given, str | bytes):
            raise TypeError("Chips.of wil fiches (Chip), geen tekst; tekst lees je met Chips.parse")
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
        """These chips with one more at the end (refused when a player cannot own one more)."""
        return Chips((*self.chips, checks.instance("chip", chip, Chip)))

    def remove_at(self, index: int) -> Chips:
        """These chips without the one at ``index``."""
        checks.whole_number("index", index)
        if not 0 <= index < len(self.chips):
            raise NotationError(
                CHIPS_CLAUSE,
                f"Er ligt geen fiche op plaats {numeral(index + 1)}; de ketel heeft er "
                f"{len(self.chips)}.",
            )
        return Chips(self.chips[:index] + self.chips[index + 1 :])

    def whites(self) -> Chips:
        return Chips(tuple(chip for chip in self.chips if chip.is_white))

    def white_total(self) -> int:
        """The sum of the values of the white chips (knalerwten)."""
        return sum(chip.value or 0 for chip in self.chips if chip.is_white)

    def count(self, ingredient: Ingredient) -> int:
        checks.instance("ingredient", ingredient, Ingredient)
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
        return ", ".join(
            count(number, ingredient.dutch, ingredient.plural, one="1")
            for ingredient, number in self.counts().items()
        )


def value_problem(ingredient: Ingredient, value: int | None) -> str:
    """Why a chip of this colour and value does not exist, in Dutch; ``""`` when it does."""
    if not ingredient.has_value:
        if value is None:
            return ""
        return (
            f"Narrenkruid heeft geen waarde; schrijf {ingredient.letter} in plaats van "
            f"{ingredient.letter}{numeral(value)}."
        )
    if value in ingredient.values:
        return ""
    allowed = listing([str(v) for v in ingredient.values], last="of")
    if value is None:
        return f"Een {ingredient.colour} fiche ({ingredient.dutch}) heeft waarde {allowed}."
    return (
        f"Een {ingredient.colour} fiche ({ingredient.dutch}) met waarde {numeral(value)} bestaat "
        f"niet; "
        f"{ingredient.colour} heeft waarde {allowed}."
    )


def check_owned(ingredient: Ingredient, value: int | None, number: int) -> None:
    """Refuse ``number`` chips of one kind when no player can own that many, naming the rule."""
    most = owned_at_most(ingredient, value)
    if number <= most:
        return
    label = ingredient.letter + ("" if value is None else str(value))
    if ingredient is Ingredient.WHITE:
        clause_id = "kwakzalvers.ronde6" if value == 1 else "kwakzalvers.startbuidel"
        origin = (
            "vier uit je startbuidel en één erbij in ronde 6"
            if value == 1
            else "zoveel zitten er in je startbuidel, en knalerwten kun je niet kopen"
        )
        message = (
            f"Een speler heeft hoogstens {count(most, 'wit fiche', 'witte fiches', one='1')} "
            f"van waarde {value} ({origin}), niet {number}."
        )
    else:
        clause_id = "kwakzalvers.voorraad"
        kind = ingredient.plural + ("" if value is None else f" van waarde {value}")
        message = (
            f"De doos bevat {most} {kind} ({label}); meer kan een speler niet hebben, dus "
            f"geen {number}."
        )
    raise RuleError(clause_id, message)


def _parse_group(token: str) -> tuple[Chip, int]:
    """One group of the notation (``R1x2``): the chip and how many times it is repeated."""
    shown = quoted(token, 16)
    if len(token) > MAX_TOKEN:
        raise NotationError(
            CHIPS_CLAUSE,
            f"{shown} is te lang voor een fiche ({len(token)} tekens). Schrijf een kleurletter "
            f"met een waarde, en eventueel x en een aantal, zoals W1x4 of R2.",
        )
    match = _TOKEN.fullmatch(token)
    if match is None:
        raise NotationError(
            CHIPS_CLAUSE,
            f"{shown} is geen fiche. Schrijf een kleurletter (W O G B R Y P Z N) met een "
            f"waarde, en eventueel x en een aantal, zoals W1x4 of R2.",
        )
    ingredient = Ingredient.from_letter(match["letter"])
    if ingredient is None:
        raise NotationError(
            CHIPS_CLAUSE,
            f"'{match['letter']}' in {shown} is geen kleurletter; gebruik W (wit), O (oranje), "
            f"G (groen), B (blauw), R (rood), Y (geel), P (paars), Z (zwart) of N (narrenkruid).",
        )
    if match["value"] is None and ingredient.has_value:
        raise NotationError(
            CHIPS_CLAUSE,
            f"Bij {shown} ontbreekt de waarde: een {ingredient.colour} fiche heeft waarde "
            f"{listing([str(v) for v in ingredient.values], last='of')}.",
        )
    value = None if match["value"] is None else int(match["value"])
    problem = value_problem(ingredient, value)
    if problem:
        raise NotationError(CHIPS_CLAUSE, problem)
    count = 1 if match["count"] is None else int(match["count"])
    if count < 1:
        raise NotationError(
            CHIPS_CLAUSE, f"{shown}: het aantal na x moet minstens 1 zijn (W1x4 is vier keer W1)."
        )
    return Chip(ingredient, value), count
