"""Data of De Kwakzalvers van Kakelenburg: the ingredients, their letters, colours and values.

Every table names its source. ``NL-B`` is the Dutch base-game seed, ``NL-A`` the Dutch Alchemists
seed; ``ref`` is ``shared/reference/quacks.md`` with its confidence mark (✅✅ two or more
independent sources, ✅ one source, ⚠️ sources disagree, ❌ not found).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


@dataclass(frozen=True)
class IngredientInfo:
    """What a reader needs to know about one ingredient colour."""

    letter: str
    colour: str
    name: str
    plural: str
    fill: str
    values: tuple[int, ...]
    source: str


class Ingredient(enum.Enum):
    """The ingredient colours; the letter is the one the chip notation uses."""

    WHITE = IngredientInfo(
        "W",
        "wit",
        "knalerwt",
        "knalerwten",
        "#f6f3ea",
        (1, 2, 3),
        "NL-B: startfiches wit 1, 2 en 3; ref §3.2 ✅✅",
    )
    ORANGE = IngredientInfo(
        "O",
        "oranje",
        "pompoen",
        "pompoenen",
        "#f08a24",
        (1,),
        "NL-A (pompoen); alleen waarde 1: ref §3.3 ✅✅",
    )
    GREEN = IngredientInfo(
        "G",
        "groen",
        "groen ingrediënt",
        "groene ingrediënten",
        "#3c9a44",
        (1, 2, 4),
        "NL-B (groen fiche); de Nederlandse naam staat in geen bron: ref §3.1 ❌",
    )
    BLUE = IngredientInfo(
        "B",
        "blauw",
        "kraaienschedel",
        "kraaienschedels",
        "#2f6fd0",
        (1, 2, 4),
        "NL-A (kraaienschedel); waarden 1, 2, 4: NL-B",
    )
    RED = IngredientInfo(
        "R",
        "rood",
        "vliegenzwam",
        "vliegenzwammen",
        "#d0342c",
        (1, 2, 4),
        "NL-A (vliegenzwam); waarden 1, 2, 4: NL-B",
    )
    YELLOW = IngredientInfo(
        "Y",
        "geel",
        "alruinwortel",
        "alruinwortels",
        "#f2cf1d",
        (1, 2, 4),
        "NL-A (alruinwortel); waarden 1, 2, 4: NL-B",
    )
    PURPLE = IngredientInfo(
        "P",
        "paars",
        "geestenadem",
        "geestenadems",
        "#8a3fb8",
        (1,),
        "NL-A (geestenadem); alleen waarde 1: ref §3.3 ✅✅",
    )
    BLACK = IngredientInfo(
        "Z",
        "zwart",
        "doodshoofdvlinder",
        "doodshoofdvlinders",
        "#262626",
        (1,),
        "NL-A (doodshoofdvlinder); alleen waarde 1: ref §3.3 ✅✅",
    )
    LOCOWEED = IngredientInfo(
        "N",
        "narrenkruid",
        "narrenkruid",
        "narrenkruid",
        "#b9d98c",
        (),
        "NL-A; narrenkruid draagt geen waarde: ref §6.6 ✅✅",
    )

    @property
    def letter(self) -> str:
        return self.value.letter

    @property
    def colour(self) -> str:
        """The Dutch colour word (for locoweed: ``narrenkruid``, its own colour)."""
        return self.value.colour

    @property
    def dutch(self) -> str:
        return self.value.name

    @property
    def plural(self) -> str:
        return self.value.plural

    @property
    def fill(self) -> str:
        return self.value.fill

    @property
    def values(self) -> tuple[int, ...]:
        """The values printed on chips of this colour; empty for locoweed, which has none."""
        return self.value.values

    @property
    def has_value(self) -> bool:
        return bool(self.value.values)

    @classmethod
    def from_letter(cls, letter: str) -> Ingredient | None:
        """The ingredient for a notation letter (case-insensitive), or ``None``."""
        return _BY_LETTER.get(letter.upper())


_BY_LETTER = {ingredient.letter: ingredient for ingredient in Ingredient}

PLAYER_COUNTS = range(2, 6)
"""2 to 4 players in the base game, 5 with De Kruidenheksen (NL-A): clause kwakzalvers.spelers."""

ROUNDS = range(1, 10)
"""Nine rounds (NL-B): clause kwakzalvers.ronden."""

EXPLOSION_LIMIT = 7
"""The white chips may total 7; more and the cauldron explodes (NL-B)."""
