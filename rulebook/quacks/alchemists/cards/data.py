"""The 20 new fortune-teller cards of the De Alchemisten box, as data.

Source (reference §6.7): the English card texts as one public source read them from scans of the
real English cards (partly confirmed by photos and quotes of players), the German titles from a
transcription of the box on a players' forum; four German card texts were seen on a photo. Dutch
titles are not known (❌): the titles here are this rulebook's own translation. Six cards carry an
expansion's symbol: a flask (De Alchemisten: only with the essence phase) or a witch's hat (De
Kruidenheksen, which this rulebook does not hold: refused in play). The German titles of the blue
cards B1 to B5 are paired with the English ones by meaning only (⚠️): option ``GermanTitles``.

Each card's effect is a small value in the base game's effect vocabulary where one fits
(``Gain``, ``ChooseOne``, ``PayRubies``, ``AnyChip``, ``RemoveWhite``, ``Everyone``); what no base
card does gets a value of its own (``card_effects``); ``card_rulings`` computes what the cards
give where there is something to compute.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from rulebook.core import checks
from rulebook.core.errors import RuleError
from rulebook.quacks.alchemists.cards.effects import (
    Bundle,
    CoinsPerRat,
    DrawForRubies,
    DropletForChip,
    EssenceFromLastChip,
    EssenceIfExploded,
    ExtraRats,
    HighestEssence,
    IfRats,
    LastWhitePoints,
    LeftNeighbour,
    OtherExpansion,
    RatsForChip,
    RubiesForRats,
    SecondCheaperFree,
    SwapInCauldron,
    WhiteBackForNeighbour,
)
from rulebook.quacks.data import Ingredient
from rulebook.quacks.effects import (
    AnyChip,
    ChooseOne,
    Effect,
    Everyone,
    Gain,
    PayRubies,
    RemoveWhite,
)
from rulebook.quacks.fortune import CardColour
from rulebook.quacks.state import Chip

SYMBOL_CLAUSE = "alchemisten.kaarten.symbool"
HERB_WITCHES_CLAUSE = "alchemisten.kaarten.kruidenheksen"
"""The cards with the witch's hat stay in the box here (a choice: this rulebook has no Herb
Witches)."""
TITLES_CLAUSE = "alchemisten.kaarten.titels"
LAST_CHIP_CLAUSE = "alchemisten.kaarten.zugweite"


class Symbol(enum.Enum):
    """The symbol in a card's corner: which expansion it needs (NL-A, Voorbereiding 2)."""

    NONE = "geen: altijd te gebruiken"
    ALCHEMISTS = "kolf: alleen met De Alchemisten (de essentiefase)"
    HERB_WITCHES = "heksenhoed: alleen met De Kruidenheksen"


class LastChip(enum.Enum):
    """Card B9: the German card says the last chip's *Zugweite* (how far it went), the English
    card its *value* (reference §9.2 A15 ⚠️). Default: the German, the game's original language,
    from which the Dutch edition is made; clause ``alchemisten.kaarten.zugweite``."""

    DISTANCE = "afstand"
    VALUE = "waarde"


class GermanTitles(enum.Enum):
    """German titles of the blue cards B1 to B5: paired with the English ones by meaning only,
    no German card face seen (⚠️). ``BY_MEANING`` shows them (each pairing is the only one that
    fits); ``ONLY_SEEN`` leaves them out."""

    BY_MEANING = "naar-betekenis"
    ONLY_SEEN = "alleen-gezien"


@dataclass(frozen=True)
class AlchemistsCard:
    """One of the 20 new cards: id (``P1``..``P10``, ``B1``..``B10`` within this box), colour,
    effect, titles and symbol."""

    id: str
    colour: CardColour
    effect: Effect
    english: str
    german: str
    dutch: str
    """This rulebook's own translation (no Dutch title is known)."""
    symbol: Symbol = Symbol.NONE
    german_seen: bool = True
    """False for B1 to B5, whose German title is paired by meaning only."""

    @property
    def clause_id(self) -> str:
        return f"alchemisten.kaart.{self.id}"

    @property
    def is_purple(self) -> bool:
        return self.colour is CardColour.PURPLE


_P, _B = CardColour.PURPLE, CardColour.BLUE
_R2 = Chip(Ingredient.RED, 2)
_NO_PURPLE = (Ingredient.PURPLE,)

CARDS: tuple[AlchemistsCard, ...] = (
    AlchemistsCard(
        "P1",
        _P,
        Everyone(ChooseOne((Bundle((Gain(rubies=1, rolls=1), ExtraRats(3))), Gain(chips=(_R2,))))),
        "Spoiled for choice ...",
        "Wer die Wahl hat...",
        "Keuze te over",
    ),
    AlchemistsCard("P2", _P, DrawForRubies(), "Ruby fever", "Rubin-Fieber", "Robijnkoorts"),
    AlchemistsCard(
        "P3",
        _P,
        Everyone(
            ChooseOne(
                (
                    *(PayRubies(n, AnyChip((n,), _NO_PURPLE)) for n in (1, 2, 4)),
                    Gain(rubies=2),
                ),
                optional=True,
            )
        ),
        "Give and take",
        "Ein Geben und Nehmen",
        "Geven en nemen",
    ),
    AlchemistsCard(
        "P4",
        _P,
        Everyone(ChooseOne((ExtraRats(8), Gain(rolls=4), Gain(droplet=3)))),
        "Rich offerings",
        "Reiche Gaben",
        "Rijke gaven",
    ),
    AlchemistsCard(
        "P5",
        _P,
        Everyone(IfRats(2, Gain(rolls=1))),
        "A small donation",
        "Eine kleine Spende",
        "Een kleine gift",
    ),
    AlchemistsCard(
        "P6",
        _P,
        Everyone(RubiesForRats()),
        "A rat to cherish ...",
        "Eine Ratte in Ehren...",
        "Een rat om te koesteren",
    ),
    AlchemistsCard(
        "P7",
        _P,
        OtherExpansion("lever een heksenpenning in voor een fiche naar keuze"),
        "A quick exchange",
        "Tausch-Rausch",
        "Snel geruild",
        Symbol.HERB_WITCHES,
    ),
    AlchemistsCard(
        "P8",
        _P,
        Everyone(LeftNeighbour(ChooseOne((RemoveWhite(1), AnyChip((1, 2, 4)))))),
        "Neighbor in need",
        "Nachbar in Not",
        "Buur in nood",
    ),
    AlchemistsCard(
        "P9",
        _P,
        Everyone(RatsForChip()),
        "Useful rodent",
        "Nützliches Nagetier",
        "Nuttig knaagdier",
    ),
    AlchemistsCard(
        "P10",
        _P,
        Everyone(DropletForChip()),
        "A powerful tipple",
        "Ein starker Tropfen",
        "Een sterk drankje",
    ),
    AlchemistsCard(
        "B1",
        _B,
        SwapInCauldron(),
        "From good to better",
        "Aus gut wird besser",
        "Van goed naar beter",
        german_seen=False,
    ),
    AlchemistsCard(
        "B2", _B, SecondCheaperFree(), "Sale", "Abverkauf", "Uitverkoop", german_seen=False
    ),
    AlchemistsCard(
        "B3",
        _B,
        LastWhitePoints(),
        "The white blessing",
        "Der weiße Segen",
        "De witte zegen",
        german_seen=False,
    ),
    AlchemistsCard(
        "B4",
        _B,
        CoinsPerRat(),
        "A rat's blessing",
        "Der Segen der Ratten",
        "De zegen van de ratten",
        german_seen=False,
    ),
    AlchemistsCard(
        "B5",
        _B,
        WhiteBackForNeighbour(),
        "A good neighborhood",
        "Eine gute Nachbarschaft",
        "Goede buren",
        german_seen=False,
    ),
    AlchemistsCard(
        "B6",
        _B,
        EssenceIfExploded(),
        "A blessing in disguise",
        "Glück im Unglück",
        "Geluk bij een ongeluk",
        Symbol.ALCHEMISTS,
    ),
    AlchemistsCard(
        "B7",
        _B,
        HighestEssence(ChooseOne((Gain(rolls=1), Gain(flask=True)))),
        "Essential essence",
        "Essentielle Essenz",
        "Essentiële essentie",
        Symbol.ALCHEMISTS,
    ),
    AlchemistsCard(
        "B8",
        _B,
        OtherExpansion(
            "trek een kruidenheks die niet meedoet; ieder mag haar deze ronde gratis "
            "één keer gebruiken"
        ),
        "Visit from a witch",
        "Hexenbesuch",
        "Bezoek van een heks",
        Symbol.HERB_WITCHES,
    ),
    AlchemistsCard(
        "B9",
        _B,
        EssenceFromLastChip(),
        "All's well that ends well.",
        "Ende gut, alles gut",
        "Eind goed, al goed",
        Symbol.ALCHEMISTS,
    ),
    AlchemistsCard(
        "B10",
        _B,
        OtherExpansion("aan het eind van de ronde krijg je een van je heksenpenningen terug"),
        "A joyful reunion",
        "Wiedersehen macht Freude",
        "Blij weerzien",
        Symbol.HERB_WITCHES,
    ),
)
"""The 20 cards: purple P1 to P10, blue B1 to B10 (reference §6.7)."""

BY_ID = {card.id: card for card in CARDS}


def alchemists_card(card_id: str) -> AlchemistsCard:
    """The card with this id; an unknown id is refused, naming the clause of the cards."""
    checks.text("de kaart", card_id)
    found = BY_ID.get(card_id.strip().upper())
    if found is None:
        raise RuleError(
            SYMBOL_CLAUSE,
            f"De Alchemisten heeft geen waarzeggerijkaart {card_id.strip()!r}; de nieuwe kaarten "
            "heten P1 tot P10 en B1 tot B10.",
        )
    return found


def title_rows(german: GermanTitles = GermanTitles.BY_MEANING) -> list[tuple[str, ...]]:
    """Rows to find a card by its title: id, our Dutch title, English, German, symbol."""
    rows: list[tuple[str, ...]] = []
    for card in CARDS:
        shown = card.german if card.german_seen or german is GermanTitles.BY_MEANING else "?"
        mark = "" if card.german_seen or shown == "?" else " (naar betekenis)"
        rows.append((card.id, card.dutch, card.english, shown + mark, card.symbol.value))
    return rows
