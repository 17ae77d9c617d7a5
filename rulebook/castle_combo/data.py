"""The cards of Castle Combo as data: the 78 of the base game and the 12 of Uit de Kerker!.

Every number comes from the research notes on Castle Combo (``SOURCES`` says what each source
is): the base cards from Game Park's licensed card data, checked card by card against the
publisher's English card faces and an independent fan implementation (two independent sources,
``Mark.TWO``); the expansion cards from Game Park's implementation of the expansion only (one
source, ``Mark.ONE``), which the Dutch seed supports where it speaks (the four new scrolls, the
reward bases). Where the sources disagree the data follows the Dutch seed and the other
reading is a named option (``OPTIONS``). English names as printed; the Dutch edition's card
names are not known (``Card.dutch`` is ``None``), so the rulebook shows the English name.

Card ids are the English name without spaces or marks (``HisHoliness``), so the core card
primitives can hold them.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from rulebook.castle_combo.effects import (
    Ability,
    AllPurseGold,
    Area,
    Banner,
    Basis,
    Both,
    Choose,
    DiscardFromRow,
    Discount,
    FillPurses,
    Gain,
    GainPer,
    GoldOnPurses,
    IfFaceDown,
    IfMissing,
    IfNoDiscountCard,
    IfNoFaceDown,
    IfNoPurseCard,
    IfPlace,
    IfShieldIn,
    LineCost,
    OthersGain,
    PerBanner,
    PerBannerSet,
    PerCardWithCost,
    PerCardWithShields,
    PerDifferentCost,
    PerDiscountCard,
    PerKey,
    PerLockCard,
    PerMissingType,
    PerSet,
    PerShield,
    PerShieldType,
    PerTriple,
    Place,
    Purse,
    ReplaceRow,
    Resource,
    Scroll,
    Shield,
    UseAdjacent,
)
from rulebook.castle_combo.options import THIRD_LOCK_MOMENTS as OPTION_THIRD_LOCK_MOMENTS


class Mark(enum.Enum):
    """How sure a card's data is, in the words the source lines use."""

    TWO = "twee onafhankelijke bronnen"
    ONE = "één bron"


@dataclass(frozen=True)
class Card:
    """One card: printed cost, row (banner), shields, Messenger icon, ability and scroll.

    ``dungeon`` marks the twelve cards of Uit de Kerker!; ``mark`` says how sure the data is;
    ``note`` says in Dutch what is uncertain about this card (empty when nothing is)."""

    number: int
    id: str
    name: str
    french: str
    row: Banner
    cost: int
    shields: tuple[Shield, ...]
    messenger: bool
    ability: Ability
    scroll: Scroll
    dungeon: bool = False
    mark: Mark = Mark.TWO
    note: str = ""
    dutch: str | None = None

    @property
    def shown(self) -> str:
        """The name a reader sees (the Dutch one when it is known)."""
        return self.dutch or self.name

    @property
    def has_purse(self) -> bool:
        return isinstance(self.scroll, Purse)

    @property
    def has_discount(self) -> bool:
        return isinstance(self.ability, Discount)

    def describe(self) -> str:
        """A Dutch line for lists and the terminal."""
        shields = "+".join(s.dutch for s in self.shields)
        text = (
            f"{self.shown} ({self.row.value}, {self.cost} goud, {shields}"
            f"{', boodschapper' if self.messenger else ''}): vaardigheid: "
            f"{self.ability.dutch()}; scoringsrol: {self.scroll.dutch()}"
        )
        return text + (f" [{self.mark.value}: {self.note}]" if self.note else "")


def _card(
    number: int,
    id: str,
    name: str,
    french: str,
    row: Banner,
    cost: int,
    shields: tuple[Shield, ...],
    messenger: bool,
    ability: Ability,
    scroll: Scroll,
) -> Card:
    return Card(number, id, name, french, row, cost, shields, messenger, ability, scroll)


def _dungeon(card: Card, note: str = "") -> Card:
    from dataclasses import replace

    base_note = (
        "alleen de computerversie van Game Park geeft deze kaart; de kaart zelf is niet gezien"
    )
    return replace(
        card, dungeon=True, mark=Mark.ONE, note=f"{base_note}{'; ' + note if note else ''}"
    )


BASE_CARDS: tuple[Card, ...] = (
    _card(
        1,
        "Steward",
        "Steward",
        "Intendant",
        Banner.CASTLE,
        0,
        (Shield.NOBILITY,),
        False,
        FillPurses(2),
        Purse(3),
    ),
    _card(
        2,
        "HisHoliness",
        "His Holiness",
        "Sa Sainteté",
        Banner.CASTLE,
        7,
        (Shield.FAITH,),
        False,
        Both(
            (
                Gain(keys=3),
                OthersGain(keys=1),
            )
        ),
        PerMissingType(6),
    ),
    _card(
        3,
        "Chaplain",
        "Chaplain",
        "Aumônier",
        Banner.CASTLE,
        5,
        (Shield.FAITH,),
        True,
        GainPer(Resource.GOLD, 1, Basis("schilden", number=1)),
        PerBanner(2, Banner.VILLAGE),
    ),
    _card(
        4,
        "Cardinal",
        "Cardinal",
        "Cardinale",
        Banner.CASTLE,
        4,
        (Shield.FAITH,),
        False,
        GainPer(Resource.KEY, 1, Basis("banier", banner=Banner.CASTLE)),
        PerShield(3, Shield.FAITH, Area.ROW),
    ),
    _card(
        5,
        "Templar",
        "Templar",
        "Templier",
        Banner.CASTLE,
        5,
        (
            Shield.FAITH,
            Shield.MILITARY,
        ),
        True,
        Both(
            (
                GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.FAITH), neighbour=True),
                GainPer(Resource.KEY, 1, Basis("schild", shield=Shield.MILITARY)),
            )
        ),
        PerKey(1),
    ),
    _card(
        6,
        "Gravedigger",
        "Gravedigger",
        "Fossoyeur",
        Banner.CASTLE,
        4,
        (
            Shield.FAITH,
            Shield.SCHOLARSHIP,
        ),
        False,
        DiscardFromRow(Banner.VILLAGE, Resource.GOLD),
        Purse(8),
    ),
    _card(
        7,
        "Alchemist",
        "Alchemist",
        "Alchimiste",
        Banner.CASTLE,
        6,
        (Shield.SCHOLARSHIP,),
        False,
        Discount((Banner.CASTLE, Banner.VILLAGE)),
        PerDiscountCard(4),
    ),
    _card(
        8,
        "Astronomer",
        "Astronomer",
        "Astronome",
        Banner.CASTLE,
        5,
        (
            Shield.SCHOLARSHIP,
            Shield.SCHOLARSHIP,
        ),
        False,
        Discount((Banner.CASTLE,)),
        IfPlace(8, Place.LEFT),
    ),
    _card(
        9,
        "Pilgrim",
        "Pilgrim",
        "Pèlerin",
        Banner.CASTLE,
        6,
        (Shield.FAITH,),
        True,
        Discount((Banner.VILLAGE,)),
        PerShieldType(4, Area.ROW),
    ),
    _card(
        10,
        "Devout",
        "Devout",
        "Dévot",
        Banner.CASTLE,
        4,
        (Shield.FAITH,),
        False,
        GainPer(Resource.GOLD, 1, Basis("leeg")),
        IfMissing(10, Shield.CRAFTSMANSHIP),
    ),
    _card(
        11,
        "Nun",
        "Nun",
        "Nonne",
        Banner.CASTLE,
        3,
        (Shield.FAITH,),
        True,
        GainPer(Resource.GOLD, 1, Basis("banier", banner=Banner.CASTLE)),
        PerShield(3, Shield.FAITH, Area.COLUMN),
    ),
    _card(
        12,
        "Architect",
        "Architect",
        "Architecte",
        Banner.CASTLE,
        4,
        (Shield.SCHOLARSHIP,),
        True,
        Discount((Banner.VILLAGE,)),
        PerShieldType(2, Area.TABLEAU),
    ),
    _card(
        13,
        "Goldsmith",
        "Goldsmith",
        "Orfèvre",
        Banner.CASTLE,
        4,
        (
            Shield.SCHOLARSHIP,
            Shield.CRAFTSMANSHIP,
        ),
        True,
        GainPer(Resource.KEY, 1, Basis("schilden", number=2)),
        IfPlace(6, Place.LEFT),
    ),
    _card(
        14,
        "Apothecary",
        "Apothecary",
        "Apothicaire",
        Banner.CASTLE,
        3,
        (Shield.SCHOLARSHIP,),
        True,
        Discount((Banner.CASTLE,)),
        PerShield(3, Shield.SCHOLARSHIP, Area.COLUMN),
    ),
    _card(
        15,
        "Professor",
        "Professor",
        "Professeur",
        Banner.CASTLE,
        4,
        (Shield.SCHOLARSHIP,),
        True,
        GainPer(Resource.GOLD, 1, Basis("soorten")),
        PerShield(3, Shield.SCHOLARSHIP, Area.ROW),
    ),
    _card(
        16,
        "Officer",
        "Officer",
        "Officier",
        Banner.CASTLE,
        5,
        (Shield.MILITARY,),
        False,
        Both(
            (
                GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.NOBILITY)),
                GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.MILITARY)),
            )
        ),
        PerSet(
            4,
            (
                Shield.NOBILITY,
                Shield.MILITARY,
            ),
        ),
    ),
    _card(
        17,
        "Captain",
        "Captain",
        "Capitaine",
        Banner.CASTLE,
        5,
        (
            Shield.MILITARY,
            Shield.MILITARY,
        ),
        True,
        Discount((Banner.VILLAGE,)),
        IfPlace(8, Place.RIGHT),
    ),
    _card(
        18,
        "Judge",
        "Judge",
        "Juge",
        Banner.CASTLE,
        4,
        (Shield.SCHOLARSHIP,),
        True,
        Gain(keys=2),
        PerBannerSet(
            3,
            (
                Banner.CASTLE,
                Banner.VILLAGE,
            ),
        ),
    ),
    _card(
        19,
        "Patron",
        "Patron",
        "Mécène",
        Banner.CASTLE,
        7,
        (Shield.SCHOLARSHIP,),
        False,
        OthersGain(gold=2),
        PerCardWithCost(5, 5, or_more=True),
    ),
    _card(
        20,
        "Guildmaster",
        "Guildmaster",
        "Maître de guilde",
        Banner.CASTLE,
        5,
        (
            Shield.CRAFTSMANSHIP,
            Shield.CRAFTSMANSHIP,
        ),
        True,
        DiscardFromRow(Banner.VILLAGE, Resource.KEY),
        IfPlace(5, Place.BOTTOM),
    ),
    _card(
        21,
        "General",
        "General",
        "Générale",
        Banner.CASTLE,
        7,
        (Shield.MILITARY,),
        False,
        GainPer(Resource.KEY, 1, Basis("soorten")),
        PerTriple(6),
    ),
    _card(
        22,
        "Knight",
        "Knight",
        "Chevaleresse",
        Banner.CASTLE,
        5,
        (Shield.MILITARY,),
        False,
        GainPer(Resource.GOLD, 1, Basis("banier", banner=Banner.CASTLE)),
        PerShield(3, Shield.NOBILITY, Area.CROSS),
    ),
    _card(
        23,
        "Lookout",
        "Lookout",
        "Veilleur",
        Banner.CASTLE,
        6,
        (Shield.MILITARY,),
        False,
        GainPer(Resource.KEY, 1, Basis("schild", shield=Shield.MILITARY)),
        PerShieldType(4, Area.COLUMN),
    ),
    _card(
        24,
        "RoyalGuard",
        "Royal guard",
        "Garde royal",
        Banner.CASTLE,
        4,
        (
            Shield.NOBILITY,
            Shield.MILITARY,
        ),
        True,
        Both(
            (
                Gain(keys=1),
                OthersGain(keys=1),
            )
        ),
        PerShield(3, Shield.NOBILITY, Area.COLUMN),
    ),
    _card(
        25,
        "Banker",
        "Banker",
        "Banquière",
        Banner.CASTLE,
        7,
        (Shield.CRAFTSMANSHIP,),
        True,
        Choose((GoldOnPurses(2), Gain(keys=3))),
        AllPurseGold(1),
    ),
    _card(
        26,
        "Pawnbroker",
        "Pawnbroker",
        "Prêteur sur gages",
        Banner.CASTLE,
        4,
        (Shield.CRAFTSMANSHIP,),
        True,
        GainPer(Resource.GOLD, 1, Basis("kosten", number=4)),
        PerCardWithCost(3, 4),
    ),
    _card(
        27,
        "Chatelaine",
        "Chatelaine",
        "Châtelaine",
        Banner.CASTLE,
        2,
        (
            Shield.NOBILITY,
            Shield.CRAFTSMANSHIP,
        ),
        False,
        Discount((Banner.CASTLE,)),
        PerShieldType(2, Area.ROW),
    ),
    _card(
        28,
        "Glassblower",
        "Glassblower",
        "Souffleur de verre",
        Banner.CASTLE,
        5,
        (Shield.CRAFTSMANSHIP,),
        True,
        Both(
            (
                GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.FAITH)),
                GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.CRAFTSMANSHIP)),
            )
        ),
        PerSet(
            4,
            (
                Shield.FAITH,
                Shield.CRAFTSMANSHIP,
            ),
        ),
    ),
    _card(
        29,
        "Princess",
        "Princess",
        "Princesse",
        Banner.CASTLE,
        3,
        (Shield.NOBILITY,),
        True,
        Discount((Banner.CASTLE,)),
        PerShield(3, Shield.NOBILITY, Area.ROW),
    ),
    _card(
        30,
        "Prince",
        "Prince",
        "Prince",
        Banner.CASTLE,
        6,
        (Shield.NOBILITY,),
        False,
        GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.NOBILITY)),
        PerShield(4, Shield.NOBILITY, Area.ROW),
    ),
    _card(
        31,
        "HisMajesty",
        "His Majesty",
        "Son Altesse",
        Banner.CASTLE,
        6,
        (
            Shield.NOBILITY,
            Shield.FAITH,
        ),
        True,
        OthersGain(gold=1),
        PerShield(4, Shield.NOBILITY, Area.COLUMN),
    ),
    _card(
        32,
        "QueenMother",
        "Queen Mother",
        "Doyenne",
        Banner.CASTLE,
        3,
        (
            Shield.NOBILITY,
            Shield.NOBILITY,
        ),
        False,
        GoldOnPurses(2),
        Purse(5),
    ),
    _card(
        33,
        "Jester",
        "Jester",
        "Bouffon",
        Banner.CASTLE,
        3,
        (Shield.NOBILITY,),
        True,
        GainPer(Resource.GOLD, 2, Basis("schild", shield=Shield.NOBILITY)),
        PerShield(2, Shield.NOBILITY, Area.CROSS),
    ),
    _card(
        34,
        "Chancellor",
        "Chancellor",
        "Chancelière",
        Banner.CASTLE,
        6,
        (
            Shield.NOBILITY,
            Shield.SCHOLARSHIP,
        ),
        False,
        GainPer(Resource.KEY, 1, Basis("schild", shield=Shield.SCHOLARSHIP)),
        PerBanner(2, Banner.CASTLE),
    ),
    _card(
        35,
        "Baron",
        "Baron",
        "Baron",
        Banner.CASTLE,
        3,
        (Shield.NOBILITY,),
        False,
        Discount((Banner.CASTLE, Banner.VILLAGE)),
        IfMissing(10, Shield.PEASANTRY),
    ),
    _card(
        36,
        "HerMajestyTheQueen",
        "Her Majesty the Queen",
        "Sa Majesté la reine",
        Banner.CASTLE,
        7,
        (Shield.NOBILITY,),
        False,
        GainPer(Resource.KEY, 1, Basis("schild", shield=Shield.NOBILITY)),
        PerSet(
            10,
            (
                Shield.NOBILITY,
                Shield.SCHOLARSHIP,
                Shield.CRAFTSMANSHIP,
            ),
        ),
    ),
    _card(
        37,
        "Duchess",
        "Duchess",
        "Duchesse",
        Banner.CASTLE,
        5,
        (
            Shield.NOBILITY,
            Shield.NOBILITY,
        ),
        False,
        Gain(keys=2),
        IfPlace(8, Place.TOP),
    ),
    _card(
        38,
        "Scribe",
        "Scribe",
        "Scribe",
        Banner.CASTLE,
        4,
        (Shield.FAITH,),
        True,
        GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.FAITH)),
        PerShield(3, Shield.SCHOLARSHIP, Area.CROSS),
    ),
    _card(
        39,
        "MotherSuperior",
        "Mother Superior",
        "Mère supérieure",
        Banner.CASTLE,
        5,
        (
            Shield.FAITH,
            Shield.FAITH,
        ),
        False,
        Gain(keys=4),
        IfPlace(5, Place.TOP),
    ),
    _card(
        100,
        "Inventor",
        "Inventor",
        "Inventeur",
        Banner.VILLAGE,
        2,
        (
            Shield.SCHOLARSHIP,
            Shield.SCHOLARSHIP,
        ),
        False,
        GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.SCHOLARSHIP)),
        PerBanner(1, Banner.VILLAGE),
    ),
    _card(
        101,
        "Spy",
        "Spy",
        "Espion",
        Banner.VILLAGE,
        4,
        (
            Shield.SCHOLARSHIP,
            Shield.MILITARY,
        ),
        False,
        Both(
            (
                GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.SCHOLARSHIP)),
                GainPer(Resource.KEY, 1, Basis("schild", shield=Shield.MILITARY), neighbour=True),
            )
        ),
        IfPlace(6, Place.MIDDLE_COLUMN),
    ),
    _card(
        102,
        "Vicar",
        "Vicar",
        "Curé",
        Banner.VILLAGE,
        0,
        (Shield.FAITH,),
        True,
        GainPer(Resource.GOLD, 1, Basis("banier", banner=Banner.VILLAGE)),
        Purse(5),
    ),
    _card(
        103,
        "MiraculouslyCured",
        "Miraculously Cured",
        "Miraculée",
        Banner.VILLAGE,
        2,
        (
            Shield.FAITH,
            Shield.FAITH,
        ),
        True,
        GainPer(Resource.KEY, 1, Basis("beurs")),
        Purse(4),
    ),
    _card(
        104,
        "Squire",
        "Squire",
        "Écuyer",
        Banner.VILLAGE,
        0,
        (Shield.MILITARY,),
        False,
        Discount((Banner.CASTLE, Banner.VILLAGE)),
        PerShield(2, Shield.CRAFTSMANSHIP, Area.CROSS),
    ),
    _card(
        105,
        "Philosopher",
        "Philosopher",
        "Philosophe",
        Banner.VILLAGE,
        2,
        (Shield.SCHOLARSHIP,),
        False,
        Discount((Banner.CASTLE,)),
        IfMissing(10, Shield.MILITARY),
    ),
    _card(
        106,
        "Doctor",
        "Doctor",
        "Médecin",
        Banner.VILLAGE,
        5,
        (Shield.SCHOLARSHIP,),
        True,
        Both(
            (
                GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.SCHOLARSHIP)),
                GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.PEASANTRY)),
            )
        ),
        PerSet(
            4,
            (
                Shield.SCHOLARSHIP,
                Shield.PEASANTRY,
            ),
        ),
    ),
    _card(
        107,
        "Executioner",
        "Executioner",
        "Bourreau",
        Banner.VILLAGE,
        0,
        (Shield.MILITARY,),
        True,
        DiscardFromRow(Banner.CASTLE, Resource.GOLD),
        PerBanner(1, Banner.CASTLE),
    ),
    _card(
        108,
        "Barbarian",
        "Barbarian",
        "Barbare",
        Banner.VILLAGE,
        2,
        (Shield.MILITARY,),
        True,
        Choose(
            (
                GainPer(
                    Resource.GOLD, 1, Basis("schild", shield=Shield.SCHOLARSHIP), neighbour=True
                ),
                Gain(keys=2),
            )
        ),
        IfMissing(10, Shield.SCHOLARSHIP),
    ),
    _card(
        109,
        "Militiaman",
        "Militiaman",
        "Milicien",
        Banner.VILLAGE,
        2,
        (Shield.MILITARY,),
        True,
        Choose(
            (
                GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.PEASANTRY), neighbour=True),
                Gain(keys=2),
            )
        ),
        PerShield(3, Shield.MILITARY, Area.ROW),
    ),
    _card(
        110,
        "Bombardier",
        "Bombardier",
        "Artificier",
        Banner.VILLAGE,
        2,
        (Shield.MILITARY,),
        False,
        Choose(
            (
                GainPer(
                    Resource.GOLD, 1, Basis("schild", shield=Shield.CRAFTSMANSHIP), neighbour=True
                ),
                Gain(keys=2),
            )
        ),
        PerShield(3, Shield.MILITARY, Area.COLUMN),
    ),
    _card(
        111,
        "Stonemason",
        "Stonemason",
        "Tailleuse de pierre",
        Banner.VILLAGE,
        3,
        (Shield.CRAFTSMANSHIP,),
        True,
        Discount((Banner.VILLAGE,)),
        PerShield(3, Shield.CRAFTSMANSHIP, Area.COLUMN),
    ),
    _card(
        112,
        "Blacksmith",
        "Blacksmith",
        "Forgeronne",
        Banner.VILLAGE,
        5,
        (
            Shield.MILITARY,
            Shield.CRAFTSMANSHIP,
        ),
        False,
        Choose(
            (
                GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.NOBILITY), neighbour=True),
                Gain(keys=2),
            )
        ),
        PerCardWithShields(2, 2),
    ),
    _card(
        113,
        "MasterAtArms",
        "Master at arms",
        "Maître d'armes",
        Banner.VILLAGE,
        2,
        (
            Shield.MILITARY,
            Shield.MILITARY,
        ),
        False,
        GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.MILITARY)),
        Purse(4),
    ),
    _card(
        114,
        "Mercenary",
        "Mercenary",
        "Mercenaire",
        Banner.VILLAGE,
        6,
        (
            Shield.MILITARY,
            Shield.PEASANTRY,
        ),
        False,
        GainPer(Resource.GOLD, 1, Basis("soorten")),
        PerSet(
            7,
            (
                Shield.FAITH,
                Shield.MILITARY,
                Shield.PEASANTRY,
            ),
        ),
    ),
    _card(
        115,
        "Innkeeper",
        "Innkeeper",
        "Aubergiste",
        Banner.VILLAGE,
        0,
        (Shield.CRAFTSMANSHIP,),
        False,
        Both(
            (
                GoldOnPurses(2),
                OthersGain(gold=2),
            )
        ),
        Purse(6),
    ),
    _card(
        116,
        "Sculptor",
        "Sculptor",
        "Sculptrice",
        Banner.VILLAGE,
        3,
        (
            Shield.FAITH,
            Shield.CRAFTSMANSHIP,
        ),
        True,
        GainPer(Resource.KEY, 1, Basis("schild", shield=Shield.FAITH)),
        Purse(7),
    ),
    _card(
        117,
        "Clockmaker",
        "Clockmaker",
        "Horlogère",
        Banner.VILLAGE,
        3,
        (Shield.CRAFTSMANSHIP,),
        True,
        GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.CRAFTSMANSHIP)),
        PerShield(3, Shield.CRAFTSMANSHIP, Area.ROW),
    ),
    _card(
        118,
        "SpiceMerchant",
        "Spice Merchant",
        "Épicière",
        Banner.VILLAGE,
        0,
        (Shield.CRAFTSMANSHIP,),
        False,
        GainPer(Resource.GOLD, 2, Basis("schild", shield=Shield.CRAFTSMANSHIP)),
        IfPlace(5, Place.MIDDLE_ROW),
    ),
    _card(
        119,
        "Armorer",
        "Armorer",
        "Armurière",
        Banner.VILLAGE,
        3,
        (Shield.CRAFTSMANSHIP,),
        False,
        Discount((Banner.CASTLE, Banner.VILLAGE)),
        PerShield(3, Shield.MILITARY, Area.CROSS),
    ),
    _card(
        120,
        "Potter",
        "Potter",
        "Potier",
        Banner.VILLAGE,
        2,
        (
            Shield.CRAFTSMANSHIP,
            Shield.CRAFTSMANSHIP,
        ),
        True,
        GoldOnPurses(2),
        Purse(4),
    ),
    _card(
        121,
        "Farmer",
        "Farmer",
        "Agricultrice",
        Banner.VILLAGE,
        5,
        (
            Shield.PEASANTRY,
            Shield.PEASANTRY,
        ),
        True,
        GainPer(Resource.KEY, 1, Basis("schild", shield=Shield.PEASANTRY)),
        IfPlace(7, Place.BOTTOM),
    ),
    _card(
        122,
        "Locksmith",
        "Locksmith",
        "Serrurier",
        Banner.VILLAGE,
        4,
        (
            Shield.CRAFTSMANSHIP,
            Shield.PEASANTRY,
        ),
        True,
        GainPer(Resource.KEY, 1, Basis("schild", shield=Shield.CRAFTSMANSHIP)),
        PerKey(1),
    ),
    _card(
        123,
        "Carpenter",
        "Carpenter",
        "Charpentier",
        Banner.VILLAGE,
        0,
        (Shield.CRAFTSMANSHIP,),
        True,
        GainPer(Resource.KEY, 1, Basis("ontbrekend")),
        IfFaceDown(8),
    ),
    _card(
        124,
        "Witch",
        "Witch",
        "Sorcière",
        Banner.VILLAGE,
        4,
        (Shield.PEASANTRY,),
        True,
        Both(
            (
                GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.PEASANTRY)),
                GainPer(Resource.KEY, 1, Basis("schild", shield=Shield.FAITH), neighbour=True),
            )
        ),
        IfMissing(9, Shield.FAITH),
    ),
    _card(
        125,
        "Brigand",
        "Brigand",
        "Brigand",
        Banner.VILLAGE,
        7,
        (Shield.PEASANTRY,),
        False,
        GainPer(Resource.KEY, 1, Basis("banier", banner=Banner.CASTLE), neighbour=True),
        PerBannerSet(
            7,
            (
                Banner.VILLAGE,
                Banner.VILLAGE,
                Banner.VILLAGE,
            ),
        ),
    ),
    _card(
        126,
        "Woodcutter",
        "Woodcutter",
        "Bûcheron",
        Banner.VILLAGE,
        0,
        (Shield.PEASANTRY,),
        False,
        GainPer(Resource.GOLD, 1, Basis("vol")),
        IfPlace(5, Place.RIGHT),
    ),
    _card(
        127,
        "Monk",
        "Monk",
        "Moine",
        Banner.VILLAGE,
        4,
        (
            Shield.FAITH,
            Shield.PEASANTRY,
        ),
        True,
        GainPer(Resource.KEY, 1, Basis("schild", shield=Shield.FAITH)),
        PerShield(2, Shield.PEASANTRY, Area.CROSS),
    ),
    _card(
        128,
        "Beggar",
        "Beggar",
        "Mendiante",
        Banner.VILLAGE,
        0,
        (Shield.PEASANTRY,),
        False,
        GainPer(Resource.GOLD, 1, Basis("vol")),
        PerShield(2, Shield.FAITH, Area.CROSS),
    ),
    _card(
        129,
        "StableBoy",
        "Stable Boy",
        "Bâtard",
        Banner.VILLAGE,
        4,
        (
            Shield.PEASANTRY,
            Shield.NOBILITY,
        ),
        False,
        GainPer(Resource.KEY, 1, Basis("schild", shield=Shield.NOBILITY)),
        PerShield(3, Shield.PEASANTRY, Area.COLUMN),
    ),
    _card(
        130,
        "Winemaker",
        "Winemaker",
        "Vigneron",
        Banner.VILLAGE,
        2,
        (
            Shield.SCHOLARSHIP,
            Shield.PEASANTRY,
        ),
        False,
        GainPer(Resource.GOLD, 1, Basis("banier", banner=Banner.VILLAGE)),
        PerShieldType(2, Area.COLUMN),
    ),
    _card(
        131,
        "Shepherd",
        "Shepherd",
        "Bergère",
        Banner.VILLAGE,
        5,
        (Shield.PEASANTRY,),
        True,
        GainPer(Resource.GOLD, 1, Basis("leeg")),
        PerShield(3, Shield.PEASANTRY, Area.ROW),
    ),
    _card(
        132,
        "Usurper",
        "Usurper",
        "Usurpateur",
        Banner.VILLAGE,
        5,
        (Shield.PEASANTRY,),
        True,
        GainPer(Resource.KEY, 1, Basis("schilden", number=1)),
        PerBanner(2, Banner.CASTLE),
    ),
    _card(
        133,
        "Traveler",
        "Traveler",
        "Voyageuse",
        Banner.VILLAGE,
        0,
        (Shield.PEASANTRY,),
        False,
        GainPer(Resource.GOLD, 3, Basis("kosten", number=0)),
        PerCardWithCost(2, 0),
    ),
    _card(
        134,
        "Farmhand",
        "Farmhand",
        "Fermière",
        Banner.VILLAGE,
        0,
        (Shield.PEASANTRY,),
        True,
        Discount((Banner.VILLAGE,)),
        Purse(5),
    ),
    _card(
        135,
        "Revolutionary",
        "Revolutionary",
        "Révolutionnaire",
        Banner.VILLAGE,
        4,
        (Shield.PEASANTRY,),
        True,
        GainPer(Resource.KEY, 1, Basis("banier", banner=Banner.VILLAGE)),
        IfMissing(9, Shield.NOBILITY),
    ),
    _card(
        136,
        "Fisherman",
        "Fisherman",
        "Pêcheur",
        Banner.VILLAGE,
        2,
        (
            Shield.PEASANTRY,
            Shield.PEASANTRY,
        ),
        False,
        Discount((Banner.CASTLE,)),
        IfPlace(4, Place.CORNER),
    ),
    _card(
        137,
        "Baker",
        "Baker",
        "Boulangère",
        Banner.VILLAGE,
        0,
        (Shield.PEASANTRY,),
        False,
        Both(
            (
                GainPer(Resource.GOLD, 1, Basis("schild", shield=Shield.PEASANTRY)),
                GainPer(Resource.KEY, 1, Basis("banier", banner=Banner.VILLAGE)),
            )
        ),
        IfPlace(3, Place.EDGE),
    ),
    _card(
        138,
        "Beekeeper",
        "Beekeeper",
        "Apiculteur",
        Banner.VILLAGE,
        2,
        (Shield.PEASANTRY,),
        False,
        GoldOnPurses(2),
        Purse(9),
    ),
)
"""The 78 cards of the base game, 39 castle cards and 39 village cards."""

_DUNGEON_CARDS: tuple[Card, ...] = (
    _card(
        50,
        "LadyInTheIronMask",
        "Lady in the Iron Mask",
        "Dame au masque de fer",
        Banner.CASTLE,
        8,
        (
            Shield.NOBILITY,
            Shield.FAITH,
            Shield.SCHOLARSHIP,
        ),
        True,
        ReplaceRow(2, Basis("schild", shield=Shield.CRAFTSMANSHIP)),
        PerDifferentCost(3),
    ),
    _card(
        51,
        "Toady",
        "Toady",
        "Flagorneur",
        Banner.CASTLE,
        7,
        (Shield.NOBILITY,),
        True,
        ReplaceRow(),
        LineCost(Area.ROW),
    ),
    _card(
        52,
        "Conspirator",
        "Conspirator",
        "Conspirateur",
        Banner.CASTLE,
        1,
        (Shield.FAITH,),
        True,
        GainPer(Resource.GOLD, 2, Basis("schild", shield=Shield.MILITARY)),
        IfNoDiscountCard(8),
    ),
    _card(
        53,
        "Playwright",
        "Playwright",
        "Dramaturge",
        Banner.CASTLE,
        3,
        (Shield.SCHOLARSHIP,),
        False,
        GainPer(Resource.GOLD, 1, Basis("banier", banner=Banner.CASTLE)),
        PerCardWithShields(2, 1),
    ),
    _card(
        54,
        "CardinalsHand",
        "Cardinal's Hand",
        "Main du Cardinal",
        Banner.CASTLE,
        0,
        (Shield.MILITARY,),
        False,
        GainPer(Resource.GOLD, 2, Basis("schild", shield=Shield.FAITH)),
        IfShieldIn(5, Shield.FAITH, Area.ROW),
    ),
    _card(
        55,
        "Printer",
        "Printer",
        "Imprimeur",
        Banner.CASTLE,
        0,
        (Shield.CRAFTSMANSHIP,),
        False,
        ReplaceRow(3, Basis("korting")),
        IfShieldIn(5, Shield.SCHOLARSHIP, Area.COLUMN),
    ),
    _card(
        150,
        "KingOfBeggars",
        "King of Beggars",
        "Roi des mendiants",
        Banner.VILLAGE,
        5,
        (
            Shield.MILITARY,
            Shield.CRAFTSMANSHIP,
            Shield.PEASANTRY,
        ),
        True,
        ReplaceRow(2, Basis("schild", shield=Shield.CRAFTSMANSHIP)),
        IfNoFaceDown(12),
    ),
    _card(
        151,
        "ArtForger",
        "Art Forger",
        "Faussaire",
        Banner.VILLAGE,
        4,
        (Shield.SCHOLARSHIP,),
        False,
        UseAdjacent(),
        IfShieldIn(7, Shield.MILITARY, Area.ROW),
    ),
    _card(
        152,
        "Cutpurse",
        "Cutpurse",
        "Coupe-bourse",
        Banner.VILLAGE,
        3,
        (Shield.MILITARY,),
        False,
        ReplaceRow(3, Basis("beurs")),
        IfNoPurseCard(10),
    ),
    _card(
        153,
        "Peddler",
        "Peddler",
        "Colporteur",
        Banner.VILLAGE,
        7,
        (Shield.CRAFTSMANSHIP,),
        True,
        ReplaceRow(),
        LineCost(Area.COLUMN),
    ),
    _card(
        154,
        "PrinceOfThieves",
        "Prince of Thieves",
        "Prince des voleurs",
        Banner.VILLAGE,
        4,
        (Shield.PEASANTRY,),
        False,
        GainPer(Resource.GOLD, 1, Basis("banier", banner=Banner.CASTLE), neighbour=True),
        PerLockCard(4),
    ),
    _card(
        155,
        "FortuneTeller",
        "Fortune Teller",
        "Diseuse de bonne aventure",
        Banner.VILLAGE,
        1,
        (
            Shield.PEASANTRY,
            Shield.PEASANTRY,
        ),
        True,
        UseAdjacent(),
        IfShieldIn(3, Shield.NOBILITY, Area.COLUMN),
    ),
)

KING_NOTE = (
    "welk schild de beloning telt, spreekt elkaar tegen: de Nederlandse uitleg noemt alleen "
    "Ambacht-schilden, kortingen en beurzen, Game Park telt Wetenschap-schilden (optie "
    "koning-der-bedelaars)"
)

DUNGEON_CARDS: tuple[Card, ...] = tuple(
    _dungeon(card, KING_NOTE if card.id == "KingOfBeggars" else "") for card in _DUNGEON_CARDS
)
"""The twelve prisoners of Uit de Kerker!, six castle and six village cards (one source)."""

ALL_CARDS: tuple[Card, ...] = BASE_CARDS + DUNGEON_CARDS
BY_ID: dict[str, Card] = {card.id: card for card in ALL_CARDS}
BY_NAME: dict[str, Card] = {
    key: card
    for card in ALL_CARDS
    for key in {card.name.lower(), card.id.lower(), *([card.dutch.lower()] if card.dutch else [])}
}
"""Every card by its English name, its id, and its Dutch name where known (lower case)."""

FACE_DOWN = "Gedekt"
"""The id a face-down card carries when it is not known which card lies there."""

KING_SCHOLARSHIP = ReplaceRow(2, Basis("schild", shield=Shield.SCHOLARSHIP))
"""King of Beggars' ability as Game Park reads it (option ``koning-der-bedelaars``)."""


def find_card(name: str) -> Card | None:
    """The card with this English name, id or Dutch name (case and outer spaces ignored)."""
    return BY_NAME.get(name.strip().lower())


# -- Uit de Kerker!'s lock moments --------------------------------------------------------------


@dataclass(frozen=True)
class LockMoment:
    """A moment of a turn at which a lock may be opened (``uit-de-kerker.slot.moment``), by
    its code and the three ways the book says it: as a phase's title, inside a step of the
    turn, and in a sentence of a ruling."""

    code: str
    """The code in the turn's steps (``slot-<code>``), the notation and the options."""
    title: str
    """The phase's title: ``Slotmoment: <title>``."""
    step: str
    """Inside the step of the turn: ``slotmoment (<step>): open eventueel één slot``."""
    when: str
    """In a sentence: ``Het is <when> ...``, ``Een slot open je alleen op <when> ...``."""
    choice: str = ""
    """For the two moments the option ``derde-slotmoment`` chooses between: the choice as a
    reader picks it, with its source."""


LOCK_MOMENT_WORDS: dict[str, LockMoment] = {
    moment.code: moment
    for moment in (
        LockMoment("begin", "begin van de beurt", "begin van de beurt", "het begin van je beurt"),
        LockMoment(
            "na-sleutel",
            "na de sleutel",
            "na de sleutel",
            "het moment na stap 1 (voor het kopen)",
        ),
        LockMoment(
            "na-kopen",
            "direct na het kopen",
            "direct na het kopen",
            "direct na het kopen",
            "direct na het kopen (Game Park)",
        ),
        LockMoment(
            "einde-beurt",
            "einde van de beurt",
            "als de rijen weer vol liggen",
            "het eind van je beurt (na het bijvullen)",
            "aan het eind van de beurt (uitleg)",
        ),
    )
}
"""The four moments a lock could be opened at, in the order of the turn; the option
``derde-slotmoment`` keeps one of the last two (``THIRD_LOCK_MOMENTS``)."""

FIRST_LOCK_MOMENTS = ("begin", "na-sleutel")
"""The two moments a lock may always be opened at."""

THIRD_LOCK_MOMENTS = OPTION_THIRD_LOCK_MOMENTS
"""The values of the option ``derde-slotmoment`` (``options.THIRD_LOCK_MOMENTS``)."""
