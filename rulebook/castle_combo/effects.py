"""Abilities and scoring scrolls as data: small frozen values that say in Dutch what they do.

Every card of Castle Combo carries one ability (what happens when it is bought) and one scoring
scroll (its points at the end). Both are values here, not code: ``PerShield(3, FAITH, ROW)`` is
"3 punten per Geloof-schild in zijn rij". Each value names the clause it rests on
(``clause_id``) and describes itself (``dutch()``); what a scroll is worth on a tableau is
computed by one function per scroll type, found through the core's effect registry
(``SCORERS`` in ``rulebook.castle_combo.rules``; ``ABILITIES`` in ``abilities`` for what an
ability gives), never by a chain of ``isinstance`` tests. Both kinds of value are core
``Effect``s, so the one ``rulebook.core.model.effects.EffectRegistry`` serves every game.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from rulebook.core.dutch import listing
from rulebook.core.model.effects import Effect

GAME = "castle-combo"
DUNGEON = "uit-de-kerker"


class Shield(enum.Enum):
    """The six shield types. ``dutch``: the seed names Wetenschap and Ambacht; the other four
    are this rulebook's own translation (the Dutch edition's words are not known)."""

    NOBILITY = ("Adel", "A")
    FAITH = ("Geloof", "G")
    SCHOLARSHIP = ("Wetenschap", "W")
    MILITARY = ("Krijg", "K")
    CRAFTSMANSHIP = ("Ambacht", "M")
    PEASANTRY = ("Boeren", "B")

    __hash__ = object.__hash__
    """Members are single objects compared by identity, so their own hash will do: ``Enum``'s
    hashes the member's name in Python, and scoring looks shields and areas up in dicts
    thousands of times a game."""

    def __init__(self, dutch: str, letter: str) -> None:
        self.dutch = dutch
        self.letter = letter

    @property
    def named(self) -> str:
        """``Geloof-schild``."""
        return f"{self.dutch}-schild"


SEED_SHIELD_NAMES = frozenset({Shield.SCHOLARSHIP, Shield.CRAFTSMANSHIP})
"""The shields whose Dutch name the seed gives; the others are our own translation."""


class Banner(enum.Enum):
    """Where a card comes from: its row (and the colour of its banner)."""

    CASTLE = "kasteel"
    VILLAGE = "dorp"

    @property
    def card(self) -> str:
        """``kasteelkaart``, ``dorpskaart``."""
        return "kasteelkaart" if self is Banner.CASTLE else "dorpskaart"

    @property
    def rij(self) -> str:
        """``kasteelrij``, ``dorpsrij``."""
        return "kasteelrij" if self is Banner.CASTLE else "dorpsrij"


class Area(enum.Enum):
    """Which cards a scroll or ability looks at, seen from the card itself."""

    TABLEAU = "in je vierkant"
    ROW = "in zijn rij"
    COLUMN = "in zijn kolom"
    CROSS = "in zijn rij en kolom samen (vijf kaarten)"

    __hash__ = object.__hash__
    """Members are single objects compared by identity, so their own hash will do: ``Enum``'s
    hashes the member's name in Python, and scoring looks shields and areas up in dicts
    thousands of times a game."""


class Place(enum.Enum):
    """Where a card must lie in the finished 3 by 3 square for a position scroll."""

    TOP = "in de bovenste rij"
    MIDDLE_ROW = "in de middelste rij"
    BOTTOM = "in de onderste rij"
    LEFT = "in de linkerkolom"
    MIDDLE_COLUMN = "in de middelste kolom"
    RIGHT = "in de rechterkolom"
    CORNER = "in een hoek"
    EDGE = "op een rand, niet in een hoek"


def _points(number: int) -> str:
    return f"{number} punt" if number == 1 else f"{number} punten"


# -- scoring scrolls ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Scroll(Effect):
    """A scoring scroll. Subclasses add their numbers; ``clause_id`` names the rule."""

    clause_id: ClassVar[str] = f"{GAME}.rol.schild"


@dataclass(frozen=True)
class PerShield(Scroll):
    points: int
    shield: Shield
    area: Area = Area.TABLEAU
    clause_id: ClassVar[str] = f"{GAME}.rol.schild"

    def dutch(self) -> str:
        return f"{_points(self.points)} per {self.shield.named} {self.area.value}"


@dataclass(frozen=True)
class PerShieldType(Scroll):
    points: int
    area: Area = Area.TABLEAU
    clause_id: ClassVar[str] = f"{GAME}.rol.soorten"

    def dutch(self) -> str:
        return f"{_points(self.points)} per verschillende schildsoort {self.area.value}"


@dataclass(frozen=True)
class PerMissingType(Scroll):
    points: int
    clause_id: ClassVar[str] = f"{GAME}.rol.soorten"

    def dutch(self) -> str:
        return f"{_points(self.points)} per schildsoort (van de zes) die in je vierkant ontbreekt"


@dataclass(frozen=True)
class IfMissing(Scroll):
    points: int
    shield: Shield
    clause_id: ClassVar[str] = f"{GAME}.rol.ontbreekt"

    def dutch(self) -> str:
        return f"{_points(self.points)} als er in je vierkant geen {self.shield.named} ligt"


@dataclass(frozen=True)
class PerSet(Scroll):
    points: int
    shields: tuple[Shield, ...]
    clause_id: ClassVar[str] = f"{GAME}.rol.set"

    def dutch(self) -> str:
        parts = listing([s.dutch for s in self.shields])
        return f"{_points(self.points)} per set van een {parts}-schild"


@dataclass(frozen=True)
class PerTriple(Scroll):
    points: int
    clause_id: ClassVar[str] = f"{GAME}.rol.set"

    def dutch(self) -> str:
        return f"{_points(self.points)} per drie gelijke schilden"


@dataclass(frozen=True)
class PerBanner(Scroll):
    points: int
    banner: Banner
    clause_id: ClassVar[str] = f"{GAME}.rol.banier"

    def dutch(self) -> str:
        return f"{_points(self.points)} per {self.banner.card} (banier) in je vierkant"


@dataclass(frozen=True)
class PerBannerSet(Scroll):
    points: int
    banners: tuple[Banner, ...]
    clause_id: ClassVar[str] = f"{GAME}.rol.banier"

    def dutch(self) -> str:
        parts = listing([b.card for b in self.banners])
        return f"{_points(self.points)} per set van een {parts}"


@dataclass(frozen=True)
class IfPlace(Scroll):
    points: int
    place: Place
    clause_id: ClassVar[str] = f"{GAME}.rol.plaats"

    def dutch(self) -> str:
        return f"{_points(self.points)} als de kaart {self.place.value} ligt"


@dataclass(frozen=True)
class Purse(Scroll):
    """A purse: room for ``capacity`` gold, ``points`` for each gold on it."""

    capacity: int
    points: int = 2
    clause_id: ClassVar[str] = f"{GAME}.rol.beurs"

    def dutch(self) -> str:
        return (
            f"beurs voor hoogstens {self.capacity} goud: {_points(self.points)} per goudstuk "
            f"op deze kaart"
        )


@dataclass(frozen=True)
class AllPurseGold(Scroll):
    points: int = 1
    clause_id: ClassVar[str] = f"{GAME}.rol.beurs"

    def dutch(self) -> str:
        return f"{_points(self.points)} per goudstuk op alle beurzen in je vierkant samen"


@dataclass(frozen=True)
class PerKey(Scroll):
    points: int = 1
    clause_id: ClassVar[str] = f"{GAME}.rol.sleutels"

    def dutch(self) -> str:
        return f"{_points(self.points)} per sleutel die je aan het eind hebt"


@dataclass(frozen=True)
class PerCardWithShields(Scroll):
    points: int
    shields: int
    clause_id: ClassVar[str] = f"{GAME}.rol.kaarten"

    def dutch(self) -> str:
        what = "één schild" if self.shields == 1 else f"{self.shields} schilden"
        return f"{_points(self.points)} per kaart met precies {what}"


@dataclass(frozen=True)
class PerCardWithCost(Scroll):
    points: int
    cost: int
    or_more: bool = False
    clause_id: ClassVar[str] = f"{GAME}.rol.kaarten"

    def dutch(self) -> str:
        more = " of meer" if self.or_more else ""
        return f"{_points(self.points)} per kaart die {self.cost}{more} goud kost"


@dataclass(frozen=True)
class PerDiscountCard(Scroll):
    points: int
    clause_id: ClassVar[str] = f"{GAME}.rol.kaarten"

    def dutch(self) -> str:
        return f"{_points(self.points)} per kaart met een korting"


@dataclass(frozen=True)
class IfFaceDown(Scroll):
    points: int
    clause_id: ClassVar[str] = f"{GAME}.rol.kaarten"

    def dutch(self) -> str:
        return f"{_points(self.points)} als er minstens één gedekte kaart in je vierkant ligt"


# -- the expansion's scrolls -------------------------------------------------------------------


@dataclass(frozen=True)
class IfShieldIn(Scroll):
    points: int
    shield: Shield
    area: Area
    clause_id: ClassVar[str] = f"{DUNGEON}.rol.minstens-een"

    def dutch(self) -> str:
        return (
            f"{_points(self.points)} als er minstens één {self.shield.named} {self.area.value} ligt"
        )


@dataclass(frozen=True)
class IfNoFaceDown(Scroll):
    points: int
    clause_id: ClassVar[str] = f"{DUNGEON}.rol.geen-gedekte"

    def dutch(self) -> str:
        return f"{_points(self.points)} als je vierkant geen enkele gedekte kaart heeft"


@dataclass(frozen=True)
class LineCost(Scroll):
    area: Area
    points: int = 1
    clause_id: ClassVar[str] = f"{DUNGEON}.rol.kosten"

    def dutch(self) -> str:
        line = "rij" if self.area is Area.ROW else "kolom"
        return f"de prijzen van de drie kaarten in zijn {line} opgeteld (gedekt telt als 0)"


@dataclass(frozen=True)
class PerDifferentCost(Scroll):
    points: int
    clause_id: ClassVar[str] = f"{DUNGEON}.rol.prijzen"

    def dutch(self) -> str:
        return f"{_points(self.points)} per verschillende prijs onder je open kaarten"


@dataclass(frozen=True)
class IfNoDiscountCard(Scroll):
    points: int
    clause_id: ClassVar[str] = f"{DUNGEON}.rol.overig"

    def dutch(self) -> str:
        return f"{_points(self.points)} als er geen kaart met korting in je vierkant ligt"


@dataclass(frozen=True)
class IfNoPurseCard(Scroll):
    points: int
    clause_id: ClassVar[str] = f"{DUNGEON}.rol.overig"

    def dutch(self) -> str:
        return f"{_points(self.points)} als er geen kaart met een beurs in je vierkant ligt"


@dataclass(frozen=True)
class PerLockCard(Scroll):
    points: int
    clause_id: ClassVar[str] = f"{DUNGEON}.rol.overig"

    def dutch(self) -> str:
        return f"{_points(self.points)} per kaart met een slotvaardigheid in je vierkant"


# -- abilities ---------------------------------------------------------------------------------


class Resource(enum.Enum):
    GOLD = "goud"
    KEY = "sleutel"

    def amount(self, number: int) -> str:
        if self is Resource.GOLD:
            return f"{number} goud"
        return f"{number} {'sleutel' if number == 1 else 'sleutels'}"


@dataclass(frozen=True)
class Basis:
    """What an ability (or a reward) counts: ``kind`` with its shield, banner or number.

    Kinds: ``schild`` (shields of a type), ``banier`` (cards of a row), ``leeg`` (empty spaces),
    ``vol`` (cards in the square, this one and face-down ones included), ``soorten`` (different
    shield types), ``ontbrekend`` (missing types), ``schilden`` (cards with exactly ``number``
    shields), ``kosten`` (cards costing ``number``), ``beurs`` (cards with a purse), ``korting``
    (cards with a discount)."""

    kind: str
    shield: Shield | None = None
    banner: Banner | None = None
    number: int | None = None

    KINDS: ClassVar[frozenset[str]] = frozenset(
        {"schild", "banier", "leeg", "vol", "soorten", "ontbrekend", "schilden", "kosten"}
        | {"beurs", "korting"}
    )

    def __post_init__(self) -> None:
        if self.kind not in self.KINDS:
            raise ValueError(f"unknown basis {self.kind!r}")

    def dutch(self) -> str:
        if self.kind == "schild":
            assert self.shield is not None
            return self.shield.named
        if self.kind == "banier":
            assert self.banner is not None
            return self.banner.card
        if self.kind == "schilden":
            return "kaart met precies " + ("één schild" if self.number == 1 else "2 schilden")
        if self.kind == "kosten":
            return f"kaart die {self.number} goud kost"
        return {
            "leeg": "lege plaats in je vierkant",
            "vol": "kaart in je vierkant (deze en gedekte meegeteld)",
            "soorten": "verschillende schildsoort",
            "ontbrekend": "ontbrekende schildsoort",
            "beurs": "kaart met een beurs",
            "korting": "kaart met een korting",
        }[self.kind]


@dataclass(frozen=True)
class Ability(Effect):
    """What a card does when it is laid. Subclasses add their numbers; ``clause_id`` names the
    rule."""

    clause_id: ClassVar[str] = f"{GAME}.vaardigheid"


@dataclass(frozen=True)
class Gain(Ability):
    gold: int = 0
    keys: int = 0

    def dutch(self) -> str:
        parts = [Resource.GOLD.amount(self.gold)] if self.gold else []
        parts += [Resource.KEY.amount(self.keys)] if self.keys else []
        return "je krijgt " + listing(parts)


@dataclass(frozen=True)
class GainPer(Ability):
    resource: Resource
    amount: int
    basis: Basis
    neighbour: bool = False

    @property
    def clause(self) -> str:
        return f"{GAME}.buren" if self.neighbour else self.clause_id

    def dutch(self) -> str:
        where = " bij één buur naar keuze" if self.neighbour else ""
        return f"{self.resource.amount(self.amount)} per {self.basis.dutch()}{where}"


@dataclass(frozen=True)
class OthersGain(Ability):
    gold: int = 0
    keys: int = 0
    clause_id: ClassVar[str] = f"{GAME}.buren"

    def dutch(self) -> str:
        parts = [Resource.GOLD.amount(self.gold)] if self.gold else []
        parts += [Resource.KEY.amount(self.keys)] if self.keys else []
        return "elke tegenspeler krijgt " + listing(parts)


@dataclass(frozen=True)
class Discount(Ability):
    banners: tuple[Banner, ...]
    clause_id: ClassVar[str] = f"{GAME}.korting"

    def dutch(self) -> str:
        if len(self.banners) == 2:
            return "korting: elke kaart kost je voortaan 1 goud minder"
        return f"korting: elke {self.banners[0].card} kost je voortaan 1 goud minder"


@dataclass(frozen=True)
class FillPurses(Ability):
    cards: int = 2

    def dutch(self) -> str:
        return f"vul {self.cards} van je beurzen tot de rand met goud uit de voorraad"


@dataclass(frozen=True)
class GoldOnPurses(Ability):
    amount: int = 2

    def dutch(self) -> str:
        return (
            f"leg op elke beurs in je vierkant {self.amount} goud uit de voorraad (tot hij vol is)"
        )


@dataclass(frozen=True)
class DiscardFromRow(Ability):
    banner: Banner
    resource: Resource

    def dutch(self) -> str:
        gain = "goud" if self.resource is Resource.GOLD else "sleutels"
        return (
            f"leg een van de drie open {self.banner.card}en af en krijg zoveel {gain} als "
            f"die kaart kost"
        )


@dataclass(frozen=True)
class Choose(Ability):
    options: tuple[Ability, ...]

    def dutch(self) -> str:
        return "kies: " + listing([o.dutch() for o in self.options], last="of")


@dataclass(frozen=True)
class Both(Ability):
    parts: tuple[Ability, ...]

    def dutch(self) -> str:
        return "; ".join(part.dutch() for part in self.parts)


@dataclass(frozen=True)
class ReplaceRow(Ability):
    """Uit de Kerker!: replace a whole open row, with a reward counted on the cards that left.

    ``basis`` is ``None`` for no reward; ``"option"`` marks King of Beggars, whose basis is a
    setup option (the sources disagree)."""

    keys: int = 0
    basis: Basis | None = None
    clause_id: ClassVar[str] = f"{DUNGEON}.vervangen"

    def dutch(self) -> str:
        text = "vervang een open rij (kasteel of dorp) door drie nieuwe kaarten"
        if self.basis is None:
            return text
        return f"{text}; {Resource.KEY.amount(self.keys)} per {self.basis.dutch()} die afgaat"


@dataclass(frozen=True)
class UseAdjacent(Ability):
    clause_id: ClassVar[str] = f"{DUNGEON}.aangrenzend"

    def dutch(self) -> str:
        return "voer de vaardigheid van een kaart recht naast deze nog eens uit"
