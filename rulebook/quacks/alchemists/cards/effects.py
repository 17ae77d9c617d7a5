"""Effects of the new fortune-teller cards of De Alchemisten that no base-game card has.

Small frozen values in the base game's effect vocabulary (``rulebook.quacks.effects``): each
says in Dutch what it does and when it acts; ``cards`` builds the 20 cards from them and from the
base game's own values (``Gain``, ``ChooseOne``, ``PayRubies``, ``AnyChip``, ``RemoveWhite``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.core.dutch import fields, listing, rat_tails, rubies
from rulebook.quacks.data import Ingredient
from rulebook.quacks.effects import Effect, Timing


@dataclass(frozen=True)
class Bundle(Effect):
    """All of ``parts`` together (card P1: a ruby, a roll and three rat tails)."""

    parts: tuple[Effect, ...]

    def dutch(self) -> str:
        return "samen " + listing([part.dutch() for part in self.parts])


@dataclass(frozen=True)
class ExtraRats(Effect):
    """``number`` rat tails on top of those counted this round."""

    number: int

    def dutch(self) -> str:
        return f"{rat_tails(self.number)} extra deze ronde"


@dataclass(frozen=True)
class DrawForRubies(Effect):
    """Draw one chip; take as many rubies as its value; the chip goes back."""

    @property
    def timing(self) -> Timing:
        return Timing.BEFORE_ROUND

    def dutch(self) -> str:
        return (
            "iedereen trekt één fiche en neemt zoveel robijnen als de waarde erop; het fiche "
            "gaat terug in de buidel"
        )


@dataclass(frozen=True)
class IfRats(Effect):
    """With at least ``least`` rat tails this round: ``gain``."""

    least: int
    gain: Effect

    @property
    def timing(self) -> Timing:
        """This round's rat tails decide: the rats phase asks it, not the card's turning."""
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return f"heb je deze ronde minstens {rat_tails(self.least)}: {self.gain.dutch()}"


@dataclass(frozen=True)
class RubiesForRats(Effect):
    """Give up to ``most`` rubies; ``per`` extra rat tails for each."""

    most: int = 3
    per: int = 3

    def dutch(self) -> str:
        return (
            f"lever tot {rubies(self.most)} in; per robijn {rat_tails(self.per)} extra deze ronde"
        )


@dataclass(frozen=True)
class RatsForChip(Effect):
    """Give up rat tails for a chip: tiers ``(rat tails, chip value)``; not ``exclude``."""

    tiers: tuple[tuple[int, int], ...] = ((2, 1), (4, 2), (6, 4))
    exclude: tuple[Ingredient, ...] = (Ingredient.PURPLE,)

    @property
    def timing(self) -> Timing:
        """This round's rat tails decide: the rats phase asks it, not the card's turning."""
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        parts = [f"{rat_tails(n)} voor een {value}-fiche" for n, value in self.tiers]
        return "zie af van rattenstaarten: " + listing(parts, last="of") + " (niet paars)"


@dataclass(frozen=True)
class DropletForChip(Effect):
    """Move the droplet back for a chip: tiers ``(fields back, chip value)``."""

    tiers: tuple[tuple[int, int], ...] = ((1, 2), (2, 4))

    def dutch(self) -> str:
        parts = [f"{fields(n)} terug voor een {value}-fiche" for n, value in self.tiers]
        return "zet je druppel terug: " + listing(parts, last="of")


@dataclass(frozen=True)
class LeftNeighbour(Effect):
    """Your left neighbour gets ``effect`` (card P8: you choose which)."""

    effect: Effect

    def dutch(self) -> str:
        return "je linkerbuur krijgt: " + self.effect.dutch()


@dataclass(frozen=True)
class SwapInCauldron(Effect):
    """After stopping: one coloured chip of ``values`` out of the cauldron for good, another of
    those values from the supply on its field."""

    values: tuple[int, ...] = (2, 4)

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return (
            "na het stoppen mag je een gekleurd 2- of 4-fiche uit je ketel voorgoed inruilen "
            "voor een ander 2- of 4-fiche uit de voorraad, op hetzelfde veld"
        )


@dataclass(frozen=True)
class SecondCheaperFree(Effect):
    """Buying two chips this round gives the cheaper one a second time."""

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return "koop je deze ronde twee fiches, dan krijg je het goedkoopste nog een keer gratis"


@dataclass(frozen=True)
class LastWhitePoints(Effect):
    """After stopping: a white last chip gives as many points as its value."""

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return "is na het stoppen je laatste fiche wit, dan krijg je zoveel punten als zijn waarde"


@dataclass(frozen=True)
class CoinsPerRat(Effect):
    """This round ``factor`` coins more for each rat tail."""

    factor: int = 2

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return f"deze ronde koop je met {self.factor} geld extra per rattenstaart"


@dataclass(frozen=True)
class WhiteBackForNeighbour(Effect):
    """Before exploding, the white ``value``-chip back to the bag; the left neighbour takes
    ``gift`` rubies."""

    value: int = 3
    gift: int = 2

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return (
            f"zolang je ketel heel is, mag je je witte {self.value}-fiche terug in je buidel "
            f"doen; je linkerbuur krijgt dan {rubies(self.gift)}"
        )


@dataclass(frozen=True)
class EssenceIfExploded(Effect):
    """An exploded cauldron this round: the essence goes ``extra`` fields further."""

    extra: int = 2

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return f"ontploft je ketel, dan gaat je essentiefiche {fields(self.extra)} extra"


@dataclass(frozen=True)
class HighestEssence(Effect):
    """After the essence phase, whoever has the highest essence gets ``gain``."""

    gain: Effect

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return "wie na de essentiefase de hoogste essentie heeft: " + self.gain.dutch()


@dataclass(frozen=True)
class EssenceFromLastChip(Effect):
    """The essence goes as many fields further as the last chip in the cauldron went (German
    card) or is worth (English card)."""

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return "je essentiefiche gaat extra velden vooruit naar je laatste fiche in de ketel"


@dataclass(frozen=True)
class OtherExpansion(Effect):
    """A card of another expansion: what it does is told, not played here."""

    about: str

    def dutch(self) -> str:
        return self.about
