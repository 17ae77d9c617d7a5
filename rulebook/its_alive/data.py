"""Het Leeft!: the cards, the coins and the options the sources leave open, with their sources.

The seed (the Dutch translation of the rules) gives 60 cards, 10 kinds of 6, "each with its own
value", but no source we can read prints the values. So this module ships an **example set**
(``EXAMPLE_VALUES``, marked as such everywhere it is shown) and a small text format a reader can
fill in from their own box (``parse_values``)::

    # mijn doos
    armen: 2 3 4 5 6 7
    hersenen: 3 4 5 6 7 8
    ...

one line per kind (all ten kinds, six whole numbers each, 1 to 99); ``#`` starts a comment.
A card is written ``hart-5`` (its kind's code and its value).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from rulebook.core.errors import NotationError
from rulebook.core.reader.reading import is_digits, read_whole

SEED = "Het Leeft! (Nederlandse vertaling van de spelregels door Dimitri G)"
"""The Dutch seed: the authority on the rules."""

REFERENCE = "openbare bronnen over It's Alive (Wikipedia, recensies, het blog van de ontwerper)"
"""What outside sources add, each fact with how firm it is (collected in the project's research
notes on the game)."""

WS = "Duitse bespreking van de tweede editie (weltensicht.de)"
"""A German review of the second edition: the one source that allows a mixed payment."""


OWN = "dit regelboek"
"""A choice of this rulebook where every source is silent."""

SOURCES: dict[str, str] = {
    SEED: "De Nederlandse vertaling van de spelregels: de maatstaf voor dit regelboek.",
    REFERENCE: "Wat andere openbare bronnen toevoegen; bij elk feit staat hoe zeker het is.",
    WS: "Een Duitse bespreking van de tweede editie; de enige bron die gemengd betalen noemt.",
    OWN: "Een keuze van dit regelboek waar geen bron iets over zegt.",
}
"""The sources a clause of Het Leeft! names, each explained in Dutch."""


class Kind(enum.Enum):
    """The ten kinds of card: eight body parts (the places of a board), coffins (jokers) and the
    uprising. ``code`` is the card's prefix, ``dutch`` its name."""

    ARMS = ("armen", "Armen")
    BRAIN = ("hersenen", "Hersenen")
    COFFIN = ("doodskist", "Doodskist")
    FEET = ("voeten", "Voeten")
    HANDS = ("handen", "Handen")
    HEAD = ("hoofd", "Hoofd")
    HEART = ("hart", "Hart")
    LEGS = ("benen", "Benen")
    TORSO = ("torso", "Torso")
    UPRISING = ("opstand", "Bevolkingsopstand")

    def __init__(self, code: str, dutch: str) -> None:
        self.code = code
        self.dutch = dutch

    @property
    def is_part(self) -> bool:
        """A body part: it has its own place on a board."""
        return self not in _NOT_PARTS


_NOT_PARTS: Final = frozenset((Kind.COFFIN, Kind.UPRISING))
"""The two kinds without a place of their own, built once (``is_part`` is asked per card)."""

PLACES: Final = tuple(kind for kind in Kind if kind.is_part)
"""The eight places of a player board, in the order the seed lists the parts."""

BY_CODE: Final = {kind.code: kind for kind in Kind}

CARDS_PER_KIND: Final = 6
START_COINS: Final = 12
"""Coins each player takes at the start (seed, Opstelling; confirmed by four other sources)."""
BOX_COINS: Final = 80
"""Coins in the box (seed, Inhoud). Whatever the players do not hold lies in the bank."""
PLAYERS: Final = range(2, 6)
"""Two to five players (five screens and boards in the box; reference: C2)."""
FINISH_BONUS: Final = 5
"""Advanced game: extra points for the first to bring their monster to life."""
MAX_VALUE: Final = 99

_CARD = re.compile(r"(?P<kind>[a-z]+)-(?P<value>[0-9]{1,2})")


def _value(word: str) -> int:
    """A card value written in the digits 0-9 (a ``ValueError`` for anything else)."""
    found = read_whole(word, most=3)
    if found is None:
        raise ValueError(word)
    return found


def card(kind: Kind, value: int) -> str:
    """The card id: ``hart-5``."""
    return f"{kind.code}-{value}"


def card_name(card_id: str) -> str:
    """A card as a reader names it: its kind's Dutch name and its value (``Hart 5``)."""
    return f"{kind_of(card_id).dutch} {value_of(card_id)}"


class _Kinds(dict[str, Kind]):
    """The kind of each card id read so far, split from the id the first time it is asked."""

    def __missing__(self, card_id: str) -> Kind:
        found = self[card_id] = BY_CODE[card_id.split("-", 1)[0]]
        return found


class _Values(dict[str, int]):
    """The value of each card id read so far, split from the id the first time it is asked."""

    def __missing__(self, card_id: str) -> int:
        found = self[card_id] = int(card_id.rsplit("-", 1)[1])
        return found


_KINDS, _VALUES = _Kinds(), _Values()
"""The kind and value of each card id read so far: the same 60 ids are read thousands of
times a game (a computer player weighing cards, a payment listed), so each is split once."""

kind_of: Callable[[str], Kind] = _KINDS.__getitem__
"""The kind of a card id (``hart-5``: the heart): a lookup, without a Python call once the id
was read."""
value_of: Callable[[str], int] = _VALUES.__getitem__
"""The value of a card id (``hart-5``: 5), as ``kind_of``."""


def read_card(word: str, clause_id: str = "het-leeft.kaarten") -> str:
    """A card id typed by a reader, checked (a Dutch ``NotationError`` otherwise)."""
    found = _CARD.fullmatch(word.strip().lower())
    if found is None or found["kind"] not in BY_CODE or int(found["value"]) < 1:
        raise NotationError(
            clause_id,
            f"'{word[:30]}' is geen kaart: schrijf soort-waarde, zoals hart-5 of opstand-3 "
            f"(soorten: {', '.join(BY_CODE)}).",
        )
    return f"{found['kind']}-{int(found['value'])}"


@dataclass(frozen=True)
class CardValues:
    """The values of the 60 cards: six per kind. ``example`` says that they are the example set
    of this rulebook, not the values of a real box."""

    values: tuple[tuple[int, ...], ...]
    """Six values per kind, in ``Kind`` order."""
    example: bool = False

    def __post_init__(self) -> None:
        if len(self.values) != len(Kind):
            raise ValueError(f"values for {len(Kind)} kinds, not {len(self.values)}")
        for row in self.values:
            if len(row) != CARDS_PER_KIND or any(not 1 <= v <= MAX_VALUE for v in row):
                raise ValueError(f"six values from 1 to {MAX_VALUE} per kind, not {row}")

    def of(self, kind: Kind) -> tuple[int, ...]:
        return self.values[list(Kind).index(kind)]

    def cards(self) -> tuple[str, ...]:
        """All 60 cards (a value that repeats within a kind gives two equal cards)."""
        return tuple(card(kind, v) for kind in Kind for v in self.of(kind))

    def __str__(self) -> str:
        """The file format, one line per kind."""
        lines = ["# voorbeeldset van dit regelboek, niet de waarden van een echte doos"]
        lines = lines if self.example else []
        return "\n".join(
            [*lines, *(f"{kind.code}: {' '.join(map(str, self.of(kind)))}" for kind in Kind)]
        )

    def compact(self) -> str:
        """One word for a state's notation: ``voorbeeld`` or the values, ``2.3.4.5.6.7/...``."""
        if self == EXAMPLE_VALUES:
            return "voorbeeld"
        return "/".join(".".join(map(str, row)) for row in self.values)

    @classmethod
    def from_compact(cls, word: str, clause_id: str = "het-leeft.kaarten") -> CardValues:
        if word == "voorbeeld":
            return EXAMPLE_VALUES
        rows = word.split("/")
        try:
            values = tuple(tuple(_value(v) for v in row.split(".")) for row in rows)
            return cls(values)
        except ValueError:
            raise NotationError(
                clause_id, f"'{word[:40]}' zijn geen kaartwaarden (zes per soort)."
            ) from None


EXAMPLE_VALUES: Final = CardValues(
    (
        (2, 3, 4, 5, 6, 7),  # armen
        (3, 4, 5, 6, 7, 8),  # hersenen
        (5, 6, 7, 8, 9, 10),  # doodskist
        (2, 3, 4, 5, 6, 7),  # voeten
        (2, 3, 4, 5, 6, 7),  # handen
        (3, 4, 5, 6, 7, 8),  # hoofd
        (3, 4, 5, 6, 7, 8),  # hart
        (2, 3, 4, 5, 6, 7),  # benen
        (3, 4, 5, 6, 7, 8),  # torso
        (1, 2, 3, 4, 5, 6),  # opstand
    ),
    example=True,
)
"""THE EXAMPLE SET, not the values of a real box (no source we can read prints them). Chosen
from what sources say in passing: body parts "from 2 to 8, if I remember correctly" (one
reviewer, uncertain), head, brain, torso and heart the costly ones (one reviewer), coffins
"expensive" (one reviewer); the uprisings' values are wholly this rulebook's guess."""


def parse_values(text: str) -> CardValues:
    """A reader's own values in the file format above (a Dutch ``NotationError`` naming
    ``het-leeft.kaarten`` for anything else)."""
    if not isinstance(text, str):
        raise TypeError(f"card values are read from text, not {type(text).__name__}")
    clause_id = "het-leeft.kaarten"
    if len(text) > 5000:
        raise NotationError(clause_id, "Dit bestand met kaartwaarden is te lang.")
    found: dict[Kind, tuple[int, ...]] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        name, colon, rest = line.partition(":")
        kind = BY_CODE.get(name.strip().lower())
        if not colon or kind is None:
            raise NotationError(
                clause_id,
                f"Regel {number}: begin met een soort en een dubbele punt, zoals 'hart: 3 4 5 6 "
                f"7 8' (soorten: {', '.join(BY_CODE)}).",
            )
        if kind in found:
            raise NotationError(clause_id, f"Regel {number}: {kind.code} staat er twee keer.")
        words = rest.split()
        if len(words) != CARDS_PER_KIND or not all(is_digits(w, 3) for w in words):
            raise NotationError(
                clause_id, f"Regel {number}: {kind.code} heeft zes hele getallen nodig."
            )
        values = tuple(int(w) for w in words)
        if any(not 1 <= v <= MAX_VALUE for v in values):
            raise NotationError(
                clause_id, f"Regel {number}: een waarde ligt tussen 1 en {MAX_VALUE}."
            )
        found[kind] = values
    missing = [kind.code for kind in Kind if kind not in found]
    if missing:
        raise NotationError(clause_id, f"Deze soorten ontbreken: {', '.join(missing)}.")
    return CardValues(tuple(found[kind] for kind in Kind))


# -- options the sources leave open ------------------------------------------------------------


class FetchPayment(enum.Enum):
    """How a card fetched from a graveyard is paid. The seed: a card of at least its value OR its
    value in coins. A German review of the 2nd edition (one source) also allows a mix."""

    SEPARATE = "apart"
    MIXED = "gemengd"


class CoffinScore(enum.Enum):
    """Advanced scoring with several coffins on a board. The seed counts "every kind once" and
    also "all card values on the board"; read as: every card on the board counts (default), or
    literally: the coffins together count as one kind (only the most valuable coffin counts)."""

    EACH = "elke"
    ONE = "een"


class Stall(enum.Enum):
    """After how many rounds without progress a game ends (``het-leeft.keuze.stilstand``). The
    seed ends a game only when a board is full, and some games never get there (card values all
    1: nobody earns a coin and nothing is ever bought). Progress is a new record of filled places
    on all boards together; the value is the number of rounds, every player one turn."""

    FIVE = "5"
    TEN = "10"
    TWENTY = "20"

    @property
    def rounds(self) -> int:
        return int(self.value)
