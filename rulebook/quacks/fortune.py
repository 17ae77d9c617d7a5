"""The 24 fortune-teller cards of the base game, as effect values.

Effects and colours come from reference §5 (two independent transcriptions of the English cards,
✅✅). A purple card is resolved once, right before the round; a blue card holds for the whole
round or its end. Dutch card titles are not known (❌): ``rulebook.quacks.card_texts`` holds this
rulebook's own Dutch titles and texts, and clause ``kwakzalvers.waarzegster.titels`` says so.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from rulebook.quacks.data import Ingredient
from rulebook.quacks.effects import (
    AnyChip,
    ChooseOne,
    ColourMoves,
    Effect,
    Everyone,
    ExplosionGift,
    Fewest,
    FirstWhiteBack,
    FreeRefill,
    Gain,
    LimitIs,
    LowestSum,
    PayRubies,
    PointsPerRat,
    RatsForRubies,
    RatsTimes,
    RemoveWhite,
    RollsTimes,
    RubyFieldBonus,
    SecondChance,
    SevenWhitesDroplet,
    StrongIngredient,
    TradeUp,
)
from rulebook.quacks.state import Chip


class CardColour(enum.Enum):
    PURPLE = "paars"
    BLUE = "blauw"


@dataclass(frozen=True)
class Card:
    """One fortune-teller card: its id (``P1``..``P13``, ``B1``..``B11``), colour and effect.

    An expansion's card (``ExpansionSetup.cards``) has an id of its own that no base card has
    and names the clause that explains it (``clause``); a base card's clause follows its id."""

    id: str
    colour: CardColour
    effect: Effect
    english: str
    clause: str = ""

    @property
    def clause_id(self) -> str:
        return self.clause or f"kwakzalvers.kaart.{self.id}"

    @property
    def is_purple(self) -> bool:
        return self.colour is CardColour.PURPLE

    def dutch(self) -> str:
        return self.effect.dutch()


_P = CardColour.PURPLE
_B = CardColour.BLUE

CARDS: tuple[Card, ...] = (
    Card("P1", _P, Everyone(Gain(rolls=1)), "Roll The Die"),
    Card("P2", _P, Everyone(Gain(droplet=1)), "The Pot is Filling Up"),
    Card("P3", _P, Fewest("robijnen", Gain(rubies=1)), "Charity"),
    Card("P4", _P, RatsTimes(2), "Rat Infestation"),
    Card("P5", _P, Fewest("punten", Gain(chips=(Chip.parse("G1"),))), "Beginner's Bonus"),
    Card("P6", _P, Everyone(ChooseOne((Gain(points=4), RemoveWhite(1)))), "Just in Time"),
    Card(
        "P7",
        _P,
        Everyone(ChooseOne((Gain(chips=(Chip.parse("Z1"),)), AnyChip((2,)), Gain(rubies=3)))),
        "You Only get to Choose One",
    ),
    Card("P8", _P, Everyone(ChooseOne((AnyChip((4,)), PointsPerRat()))), "Rats are your Friends"),
    Card("P9", _P, RatsForRubies(3), "A Good Start"),
    Card(
        "P10",
        _P,
        Everyone(ChooseOne((Gain(droplet=2), Gain(chips=(Chip.parse("P1"),))))),
        "Choose Wisely",
    ),
    Card(
        "P11",
        _P,
        Everyone(PayRubies(1, AnyChip((1,), (Ingredient.PURPLE, Ingredient.BLACK)))),
        "Wheel and Deal",
    ),
    Card("P12", _P, Everyone(TradeUp(4)), "An Opportunistic Moment"),
    Card("P13", _P, LowestSum(5), "Less is More"),
    Card("B1", _B, RollsTimes(2), "The Pot is Full"),
    Card("B2", _B, ColourMoves(Ingredient.ORANGE, 1), "Pumpkin Patch Party"),
    Card("B3", _B, RubyFieldBonus(Gain(points=2)), "Lucky Devil"),
    Card("B4", _B, RubyFieldBonus(Gain(rubies=1)), "It's Shining Extra Bright"),
    Card("B5", _B, FreeRefill(), "Magic Potion"),
    Card("B6", _B, SevenWhitesDroplet(), "Seasoned Perfectly"),
    Card("B7", _B, LimitIs(9), "Living in Luxury"),
    Card("B8", _B, FirstWhiteBack(), "Well Stirred"),
    Card("B9", _B, StrongIngredient(5), "Strong Ingredient"),
    Card("B10", _B, ExplosionGift(2), "Schadenfreude"),
    Card("B11", _B, SecondChance(5), "A Second Chance"),
)
"""The 24 cards in a fixed order: purple P1 to P13, then blue B1 to B11 (reference §5)."""

BY_ID = {card.id: card for card in CARDS}
"""The cards by their id."""


def card(card_id: str) -> Card:
    """The card with this id (``ValueError`` for an unknown id: a programmer's mistake)."""
    try:
        return BY_ID[card_id]
    except KeyError:
        raise ValueError(f"no fortune-teller card {card_id!r}") from None
