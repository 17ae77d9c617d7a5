"""Data of De Kwakzalvers van Kakelenburg: the ingredients, the start bag, the box, the track.

Every table names its source in the short names of ``rulebook.quacks.sources`` (``NL-B`` in a
comment is the Dutch base-game seed, ``NL-A`` the Dutch Alchemists seed; ``ref §`` a section of
``shared/reference/quacks.md`` with its confidence mark: ✅✅ two or more independent sources,
✅ one source, ⚠️ sources disagree, ❌ not found).
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
        "Spelregels De Kwakzalvers van Kakelenburg (999 Games), Voorbereiding",
    )
    ORANGE = IngredientInfo(
        "O",
        "oranje",
        "pompoen",
        "pompoenen",
        "#f08a24",
        (1,),
        "naam: Spelregels De Alchemisten; alleen waarde 1: Ingrediëntenalmanak (twee bronnen)",
    )
    GREEN = IngredientInfo(
        "G",
        "groen",
        "groen ingrediënt",
        "groene ingrediënten",
        "#3c9a44",
        (1, 2, 4),
        "Spelregels De Kwakzalvers van Kakelenburg; een Nederlandse naam: geen bron",
    )
    BLUE = IngredientInfo(
        "B",
        "blauw",
        "kraaienschedel",
        "kraaienschedels",
        "#2f6fd0",
        (1, 2, 4),
        "naam: Spelregels De Alchemisten; waarden 1, 2, 4: Spelregels De Kwakzalvers",
    )
    RED = IngredientInfo(
        "R",
        "rood",
        "vliegenzwam",
        "vliegenzwammen",
        "#d0342c",
        (1, 2, 4),
        "naam: Spelregels De Alchemisten; waarden 1, 2, 4: Spelregels De Kwakzalvers",
    )
    YELLOW = IngredientInfo(
        "Y",
        "geel",
        "alruinwortel",
        "alruinwortels",
        "#f2cf1d",
        (1, 2, 4),
        "naam: Spelregels De Alchemisten; waarden 1, 2, 4: Spelregels De Kwakzalvers",
    )
    PURPLE = IngredientInfo(
        "P",
        "paars",
        "geestenadem",
        "geestenadems",
        "#8a3fb8",
        (1,),
        "naam: Spelregels De Alchemisten; alleen waarde 1: Ingrediëntenalmanak (twee bronnen)",
    )
    BLACK = IngredientInfo(
        "Z",
        "zwart",
        "doodshoofdvlinder",
        "doodshoofdvlinders",
        "#262626",
        (1,),
        "naam: Spelregels De Alchemisten; alleen waarde 1: Ingrediëntenalmanak (twee bronnen)",
    )
    LOCOWEED = IngredientInfo(
        "N",
        "narrenkruid",
        "narrenkruid",
        "narrenkruid",
        "#b9d98c",
        (),
        "Spelregels De Alchemisten; geen waarde: Engelstalig regelboek (twee onafhankelijke "
        "bronnen)",
    )

    __hash__ = object.__hash__
    """A member is equal only to itself, so its identity is its hash: ``Enum``'s own hash of
    the name is a Python call, and the engine looks a colour up in a table at every chip."""

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
        if not isinstance(letter, str):
            raise TypeError(f"een kleurletter is tekst (str), niet {type(letter).__name__}")
        return _BY_LETTER.get(letter.upper())


_BY_LETTER = {ingredient.letter: ingredient for ingredient in Ingredient}

PLAYER_COUNTS = range(2, 6)
"""2 to 4 players in the base game, 5 with De Kruidenheksen (NL-A): clause kwakzalvers.spelers."""

ROUNDS = range(1, 10)
"""Nine rounds (NL-B): clause kwakzalvers.ronden."""

EXPLOSION_LIMIT = 7
"""The white chips may total 7; more and the cauldron explodes (NL-B)."""

ChipKind = tuple[Ingredient, int | None]
"""A kind of chip: its colour and value (``None`` for locoweed), e.g. ``(Ingredient.RED, 4)``."""

START_BAG: dict[ChipKind, int] = {
    (Ingredient.WHITE, 1): 4,
    (Ingredient.WHITE, 2): 2,
    (Ingredient.WHITE, 3): 1,
    (Ingredient.ORANGE, 1): 1,
    (Ingredient.GREEN, 1): 1,
}
"""The nine chips every player starts with (NL-B, Voorbereiding; ref §3.2 ✅✅):
clause kwakzalvers.startbuidel."""

EXTRA_WHITE_ROUND = 6
"""At the start of round 6 every player adds one white 1-chip (NL-B, Bijzondere ronden):
clause kwakzalvers.ronde6."""

WHITES_OWNED: dict[int, int] = {1: START_BAG[Ingredient.WHITE, 1] + 1, 2: 2, 3: 1}
"""The most white chips of each value one player can own: the start bag plus the white 1-chip of
round 6. No ingredient book sells white chips (NL-B names books in every colour but white), and
no fortune card of the base game or De Alchemisten gives one (ref §5, §6.7; the Alchemists card
"Neighbor in need" lets a player "take a chip of their choice", read here as a coloured chip)."""

SUPPLY: dict[ChipKind, int] = {
    (Ingredient.ORANGE, 1): 20,
    (Ingredient.GREEN, 1): 15,
    (Ingredient.GREEN, 2): 10,
    (Ingredient.GREEN, 4): 13,
    (Ingredient.BLUE, 1): 14,
    (Ingredient.BLUE, 2): 10,
    (Ingredient.BLUE, 4): 10,
    (Ingredient.RED, 1): 12,
    (Ingredient.RED, 2): 8,
    (Ingredient.RED, 4): 10,
    (Ingredient.YELLOW, 1): 13,
    (Ingredient.YELLOW, 2): 6,
    (Ingredient.YELLOW, 4): 10,
    (Ingredient.PURPLE, 1): 15,
    (Ingredient.BLACK, 1): 18,
    (Ingredient.LOCOWEED, None): 30,
}
"""The coloured chips in the box, per kind: the most one player can ever own. ref §3.2 ✅✅ (two
fan implementations; yellow and purple one source ✅; with the whites 20/8/4 they make the 216
chips NL-B counts); locoweed 30: the English Alchemists rulebook, ref §6.1 ✅. Clause
kwakzalvers.voorraad."""

BOX_WHITES: dict[int, int] = {1: 20, 2: 8, 3: 4}
"""The white chips in the box by value: enough for four players' start bags and the white
1-chips of round 6 (ref §3.2 ✅✅, with one spare of each kept apart as replacements)."""

TRACK_FIELDS = 52
"""Chips lie on fields 1 to 52 of the cauldron's track, one chip per field; the droplet starts on
field 0 and field 53 is the last scoring field (ref §1, four independent transcriptions ✅✅;
one chip per field: NL-B). So a cauldron holds at most 52 chips: clause kwakzalvers.ketelspoor."""


def owned_at_most(ingredient: Ingredient, value: int | None, round: int | None = None) -> int:
    """The most chips of this kind one player can own (in ``round``; without a round, in any
    round: white 1-chips from round 6 on).

    One limit for every question about owning: ``check_owned`` refuses a collection above it,
    and a card or book that may give a white chip (the option 'letterlijk' of
    ``kwakzalvers.keuze.fiche-kiezen``) offers one only below it (``engine.may_own_another``).
    So a white chip taken that way replaces one that left the bag, and no player ever owns more
    whites than the start bag and round 6 give: the seeds name no other way to get one."""
    if ingredient is Ingredient.WHITE:
        if value == 1 and round is not None and round < EXTRA_WHITE_ROUND:
            return START_BAG[Ingredient.WHITE, 1]
        return WHITES_OWNED.get(value or 0, 0)
    return SUPPLY.get((ingredient, value), 0)
