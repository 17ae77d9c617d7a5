"""The 20 new fortune-teller cards of the De Alchemisten box: data, effects and rulings.

Source (reference §6.7): the English card texts as one public source read them from scans of the
real English cards (partly confirmed by photos and quotes of players), the German titles from a
transcription of the box on a players' forum; four German card texts were seen on a photo. Dutch
titles are not known (❌): the titles here are this rulebook's own translation. Six cards carry an
expansion's symbol: a flask (De Alchemisten: only with the essence phase) or a witch's hat (De
Kruidenheksen, which this rulebook does not hold: refused in play). The German titles of the blue
cards B1 to B5 are paired with the English ones by meaning only (⚠️): option ``GermanTitles``.

Each card's effect is a small value in the base game's effect vocabulary where one fits
(``Gain``, ``ChooseOne``, ``PayRubies``, ``AnyChip``, ``RemoveWhite``, ``Everyone``); what no base
card does gets a value of its own here. The rulings compute what the computable cards give.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from rulebook.core import checks
from rulebook.core.dutch import count, fields, listing, numeral, points, rat_tails, rubies
from rulebook.core.errors import RuleError
from rulebook.core.rulings import Ruling, Step
from rulebook.quacks.alchemists.data import PISTON_TOP
from rulebook.quacks.alchemists.locoweed import colours_reach, whites_reach
from rulebook.quacks.alchemists.rulings import essence_ruling
from rulebook.quacks.alchemists.state import EssenceResult, EssenceSituation
from rulebook.quacks.data import EXPLOSION_LIMIT, Ingredient
from rulebook.quacks.effects import (
    AnyChip,
    ChooseOne,
    Effect,
    Everyone,
    Gain,
    PayRubies,
    RemoveWhite,
    Timing,
)
from rulebook.quacks.fortune import CardColour
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import Cauldron

SYMBOL_CLAUSE = "alchemisten.kaarten.symbool"
NEIGHBOURS = "alchemisten.essentie.3"
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

    DISTANCE = "zugweite"
    VALUE = "waarde"


class GermanTitles(enum.Enum):
    """German titles of the blue cards B1 to B5: paired with the English ones by meaning only,
    no German card face seen (⚠️). ``BY_MEANING`` shows them (each pairing is the only one that
    fits); ``ONLY_SEEN`` leaves them out."""

    BY_MEANING = "naar-betekenis"
    ONLY_SEEN = "alleen-gezien"


# -- effects no base card has ------------------------------------------------------------------


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
        return f"deze ronde koop je met {self.factor} munten extra per rattenstaart"


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


# -- the cards ---------------------------------------------------------------------------------


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


# -- rulings -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardPicture:
    """A step's picture: the card itself."""

    card_id: str

    def _repr_svg_(self) -> str:
        from rulebook.quacks.alchemists.svg_cards import alchemists_card_svg

        return alchemists_card_svg(self.card_id)


def _playable_step(card: AlchemistsCard, essence_phase: bool) -> Step:
    """The symbol check every card ruling starts with; a card that may not be used is refused."""
    if card.symbol is Symbol.HERB_WITCHES:
        raise RuleError(
            card.clause_id,
            f"Kaart {card.id} ({card.dutch}) draagt de heksenhoed: ze hoort bij De "
            "Kruidenheksen. Die uitbreiding staat niet in dit regelboek, dus de kaart gaat terug "
            "in de doos.",
        )
    if card.symbol is Symbol.ALCHEMISTS and not essence_phase:
        raise RuleError(
            SYMBOL_CLAUSE,
            f"Kaart {card.id} ({card.dutch}) draagt de kolf van De Alchemisten: zonder "
            "essentiefase gebruik je haar niet.",
        )
    text = (
        f"Kaart {card.id}, '{card.dutch}', draagt geen symbool: ze doet altijd mee."
        if card.symbol is Symbol.NONE
        else f"Kaart {card.id}, '{card.dutch}', draagt de kolf: je speelt met de essentiefase, "
        "dus ze doet mee."
    )
    return Step(SYMBOL_CLAUSE, text, CardPicture(card.id))


def card_ruling(card_id: str, *, essence_phase: bool = True) -> Ruling[Effect]:
    """What a card does, as its effect says it (the computable cards have their own ruling)."""
    card = alchemists_card(card_id)
    checks.yes_or_no("essence_phase", essence_phase)
    first = _playable_step(card, essence_phase)
    kind = "paarse kaart: meteen, vóór de ronde" if card.is_purple else "blauwe kaart: deze ronde"
    said = card.effect.dutch()
    steps = (
        first,
        Step(
            card.clause_id,
            f"{kind[:1].upper()}{kind[1:]}. {said[:1].upper()}{said[1:]}.",
            CardPicture(card.id),
        ),
    )
    return Ruling(
        question=f"Wat doet kaart {card.id} van De Alchemisten ('{card.dutch}')?",
        answer=f"{said[:1].upper()}{said[1:]}.",
        result=card.effect,
        steps=steps,
    )


def _ruling(
    card_id: str, question: str, answer: str, result: object, *more: tuple[str, str]
) -> Ruling[object]:
    card = alchemists_card(card_id)
    steps = [_playable_step(card, True)]
    steps += [Step(clause_id, text, CardPicture(card.id)) for clause_id, text in more]
    return Ruling(question=question, answer=answer, result=result, steps=tuple(steps))


def ruby_fever_ruling(drawn: str) -> Ruling[object]:
    """P2: the chip you drew gives as many rubies as its value (locoweed, without a value: 1,
    as the single chip of its price table); the chip goes back."""
    chip = Chip.parse(drawn)
    value = chip.value or 1
    why = "" if chip.value else " (narrenkruid heeft geen getal; het telt als 1-fiche)"
    return _ruling(
        "P2",
        f"Kaart P2: hoeveel robijnen geeft een getrokken {chip}?",
        f"{rubies(value)}; het fiche gaat terug in je buidel.",
        value,
        (
            "alchemisten.kaart.P2",
            f"Je trekt een {chip.dutch()}: waarde {value}{why}, dus "
            f"{rubies(value)}. Daarna gaat het fiche terug in je buidel.",
        ),
    )


def _check_count(name: str, value: int, clause_id: str, most: int) -> int:
    checks.whole_number(name, value)
    if value < 0:
        raise RuleError(
            clause_id, f"{name[:1].upper()}{name[1:]} kan niet negatief zijn ({numeral(value)})."
        )
    if value > most:
        raise RuleError(
            clause_id, f"{name[:1].upper()}{name[1:]}: hoogstens {most}, niet {numeral(value)}."
        )
    return value


def rat_cherish_ruling(rubies_now: int, give: int) -> Ruling[object]:
    """P6: give up to 3 rubies (no more than you have); 3 extra rat tails for each."""
    clause_id = "alchemisten.kaart.P6"
    _check_count("je robijnen", rubies_now, clause_id, 99)
    if give > rubies_now:
        raise RuleError(
            clause_id, f"Je hebt {rubies(rubies_now)}; je kunt er geen {numeral(give)} inleveren."
        )
    _check_count("het aantal robijnen dat je inlevert", give, clause_id, 3)
    rats = 3 * give
    return _ruling(
        "P6",
        f"Kaart P6: je hebt {rubies(rubies_now)} en levert er {give} in.",
        f"{rat_tails(rats)} extra deze ronde; je houdt {rubies(rubies_now - give)}.",
        rats,
        (
            clause_id,
            f"Je levert {rubies(give)} in; per robijn 3 rattenstaarten: {give} × 3 = "
            f"{rats} extra, bovenop de rattenstaarten die je deze ronde telt.",
        ),
    )


def useful_rodent_ruling(rats_now: int, forgo: int) -> Ruling[object]:
    """P9: forgo 2, 4 or 6 of this round's rat tails for a 1-, 2- or 4-chip (not purple)."""
    clause_id = "alchemisten.kaart.P9"
    _check_count("je rattenstaarten", rats_now, clause_id, 99)
    tiers = dict(RatsForChip().tiers)
    if forgo not in tiers:
        raise RuleError(
            clause_id, f"Je ziet af van 2, 4 of 6 rattenstaarten, niet van {numeral(forgo)}."
        )
    if forgo > rats_now:
        raise RuleError(
            clause_id,
            f"Je telt deze ronde {rat_tails(rats_now)}; van {numeral(forgo)} kun je niet afzien.",
        )
    value = tiers[forgo]
    return _ruling(
        "P9",
        f"Kaart P9: je telt {rat_tails(rats_now)} en ziet af van {forgo}.",
        f"Een {value}-fiche naar keuze (niet paars); je rattensteen gaat {fields(rats_now - forgo)}"
        " vooruit.",
        value,
        (
            clause_id,
            f"{forgo} rattenstaarten opgeven levert een fiche van waarde {value} op (geen "
            f"paars). Je rattensteen zet je nog {fields(rats_now - forgo)} vooruit.",
        ),
    )


def tipple_ruling(droplet: int, back: int) -> Ruling[object]:
    """P10: the droplet 1 or 2 fields back for a 2- or 4-chip; never below field 0."""
    clause_id = "alchemisten.kaart.P10"
    _check_count("het veld van je druppel", droplet, clause_id, 52)
    tiers = dict(DropletForChip().tiers)
    if back not in tiers:
        raise RuleError(clause_id, f"Je druppel gaat 1 of 2 velden terug, niet {numeral(back)}.")
    if back > droplet:
        raise RuleError(
            clause_id,
            f"Je druppel staat op veld {droplet}; {fields(back)} terug kan niet, onder veld 0 "
            "komt hij niet.",
        )
    value = tiers[back]
    return _ruling(
        "P10",
        f"Kaart P10: je druppel staat op veld {droplet} en gaat {fields(back)} terug.",
        f"Je druppel staat op veld {droplet - back}; je neemt een {value}-fiche naar keuze.",
        value,
        (
            clause_id,
            f"Je druppel gaat van veld {droplet} naar veld {droplet - back}; daarvoor "
            f"neem je een fiche van waarde {value} uit de voorraad in je buidel.",
        ),
    )


def white_blessing_ruling(cauldron: str) -> Ruling[object]:
    """B3: after stopping, a white last chip gives as many points as its value."""
    chips = Chips.parse(cauldron)
    clause_id = "alchemisten.kaart.B3"
    if not chips:
        raise RuleError(clause_id, "Je ketel is leeg: er is geen laatste fiche.")
    last = chips[-1]
    gained = last.value or 0 if last.is_white else 0
    text = (
        f"Je laatste fiche is wit ({last}): {points(gained)}."
        if last.is_white
        else f"Je laatste fiche is {last.dutch()}, niet wit: deze kaart geeft je niets."
    )
    return _ruling(
        "B3",
        f"Kaart B3 met de ketel {chips}: hoeveel punten?",
        f"{points(gained)}.",
        gained,
        (clause_id, text),
    )


def rat_blessing_ruling(coins: int, rats: int) -> Ruling[object]:
    """B4: this round two coins more per rat tail."""
    clause_id = "alchemisten.kaart.B4"
    _check_count("je munten", coins, clause_id, 35)
    _check_count("je rattenstaarten", rats, clause_id, 99)
    total = coins + 2 * rats
    return _ruling(
        "B4",
        f"Kaart B4: {count(coins, 'munt', 'munten', one='1')} van je veld en {rat_tails(rats)}.",
        f"Je koopt voor {total} munten.",
        total,
        (
            clause_id,
            f"{coins} munten van je puntentellingsveld + 2 × {rats} rattenstaarten = "
            f"{total} munten om te kopen.",
        ),
    )


def essence_card_ruling(
    card_id: str,
    situation: EssenceSituation,
    *,
    last_distance: int | None = None,
    reading: LastChip = LastChip.DISTANCE,
) -> Ruling[EssenceResult]:
    """B6 or B9 on top of an essence phase: its steps up to the neighbours, then the card.

    B6 looks whether the cauldron exploded (whites above 7). B9 takes the last chip's distance
    (``last_distance``; ``None``: its value, or a last locoweed's book 12 or 16 distance) or its
    value, as ``reading`` says. The marker stops on field 10 (``alchemisten.essentie.top``). The
    card's fields come before any glass, so the situation names no patient and no lower field.
    """
    card = alchemists_card(card_id)
    if card.id not in ("B6", "B9"):
        raise ValueError("essence_card_ruling is for cards B6 and B9")
    checks.instance("reading", reading, LastChip)
    if situation.patient is not None or situation.chosen_field is not None:
        raise ValueError("the card's fields come before the glass: give no patient, no field")
    base = essence_ruling(situation)
    reached = base.result.reached
    cut = 1 + max(i for i, step in enumerate(base.steps) if step.clause_id == NEIGHBOURS)
    steps = [_playable_step(card, True), *base.steps[:cut]]
    if card.id == "B6":
        whites = situation.cauldron.white_total()
        exploded = whites > EXPLOSION_LIMIT
        extra = EssenceIfExploded().extra if exploded else 0
        text = (
            f"Je witte fiches zijn samen {whites}, meer dan {EXPLOSION_LIMIT}: je ketel is "
            f"ontploft, dus met kaart B6 gaat je essentiefiche {fields(extra)} extra."
            if exploded
            else f"Je witte fiches zijn samen {whites}: je ketel is niet ontploft en kaart B6 "
            "geeft je niets."
        )
        steps.append(Step(card.clause_id, text, CardPicture(card.id)))
    else:
        extra, more = _last_chip(situation, last_distance, reading)
        steps += more
    final = min(reached + extra, PISTON_TOP)
    if reached + extra > PISTON_TOP:
        steps.append(
            Step(
                "alchemisten.essentie.top",
                f"Verder dan veld {PISTON_TOP} kan je fiche niet: het stopt op veld {PISTON_TOP}.",
                CardPicture(card.id),
            )
        )
    steps.append(
        Step(
            "alchemisten.essentie.bewaren",
            f"Je essentiefiche blijft op veld {final} liggen; daarna volgt de puntentelling.",
            CardPicture(card.id),
        )
    )
    answer = f"Je essentiefiche eindigt op veld {final}" + (
        f" (zonder de kaart: veld {reached})." if final != reached else "."
    )
    return Ruling(
        question=f"Kaart {card.id} in de essentiefase: {base.question}",
        answer=answer,
        result=EssenceResult(final, reached + extra),
        steps=tuple(steps),
    )


def _last_chip(
    situation: EssenceSituation, distance: int | None, reading: LastChip
) -> tuple[int, list[Step]]:
    """B9's extra fields. Without a given distance: the value, or for a last locoweed with book
    12 or 16 the distance that book gave it."""
    clause_id = "alchemisten.kaart.B9"
    chips = situation.cauldron
    if distance is None and chips and chips[-1].ingredient is Ingredient.LOCOWEED:
        reach = {12: whites_reach, 16: colours_reach}.get(situation.locoweed_book or 0)
        distance = reach(Chips(chips.chips[:-1]))[0] if reach else None
    if not chips:
        return 0, [
            Step(
                clause_id,
                "Je ketel is leeg: geen laatste fiche, geen extra velden.",
                CardPicture("B9"),
            )
        ]
    last = chips[-1]
    value = last.value or 1
    if distance is not None:
        checks.whole_number("last_distance", distance)
        if not 1 <= distance <= 52:
            raise RuleError(clause_id, f"Een fiche gaat 1 tot 52 velden, niet {numeral(distance)}.")
    went = value if distance is None else distance
    if reading is LastChip.DISTANCE:
        extra = went
        text = (
            f"Je laatste fiche, {last.dutch()}, ging {fields(went)} ver (de Duitse kaart: "
            f"'Zugweite'): je essentiefiche gaat {fields(extra)} extra."
        )
    else:
        extra = value
        text = (
            f"Je laatste fiche, {last.dutch()}, heeft waarde {value} (de Engelse kaart): je "
            f"essentiefiche gaat {fields(extra)} extra."
        )
    steps = [Step(clause_id, text, CardPicture("B9"))]
    if went != value:
        other = "waarde" if reading is LastChip.DISTANCE else "zugweite"
        steps.append(
            Step(
                LAST_CHIP_CLAUSE,
                f"Hier verschillen de kaarten: de waarde is {value}, de "
                f"zugweite {went}. Met de keuze '{reading.value}' telt {extra}; met '{other}' "
                f"was het {went if extra == value else value}.",
                CardPicture("B9"),
            )
        )
    return extra, steps


def last_field_distance(cauldron: Cauldron) -> int:
    """How far the last chip of a laid cauldron went: its field minus the field before it."""
    if not cauldron.chips:
        return 0
    before = cauldron.chips[-2].field if len(cauldron.chips) > 1 else cauldron.start
    return cauldron.chips[-1].field - before


def essential_essence_ruling(markers: tuple[int, ...]) -> Ruling[object]:
    """B7: after the essence phase, every player whose essence is highest may roll the bonus die
    once or fill the flask."""
    clause_id = "alchemisten.kaart.B7"
    checks.instance("markers", markers, tuple)
    if not 2 <= len(markers) <= 5:
        raise RuleError(clause_id, f"Aan tafel zitten 2 tot 5 spelers, niet {len(markers)}.")
    for marker in markers:
        _check_count("een essentie", marker, clause_id, PISTON_TOP)
    best = max(markers)
    winners = [seat + 1 for seat, marker in enumerate(markers) if marker == best]
    named = listing([f"speler {seat}" for seat in winners])
    return _ruling(
        "B7",
        "Kaart B7: wie heeft na de essentiefase de hoogste essentie? ("
        + ", ".join(f"speler {i + 1}: {m}" for i, m in enumerate(markers))
        + ")",
        f"{named[:1].upper()}{named[1:]} (essentie {best}): één worp met de bonusdobbelsteen of "
        "de fles vullen.",
        tuple(winners),
        (
            clause_id,
            f"De hoogste essentie is {best}; die heeft {named}. Wie het is, kiest: één "
            "keer met de bonusdobbelsteen gooien, of de fles vullen. Bij gelijke stand krijgt "
            "ieder van hen de keuze.",
        ),
    )


def title_ruling(card_id: str, german: GermanTitles = GermanTitles.BY_MEANING) -> Ruling[object]:
    """How card ``card_id`` is called here, in English and in German (a reader finds their own
    copy by its title)."""
    card = alchemists_card(card_id)
    checks.instance("german", german, GermanTitles)
    if card.german_seen:
        german_words = f"Duits '{card.german}'"
    elif german is GermanTitles.BY_MEANING:
        german_words = (
            f"Duits '{card.german}' (alleen naar betekenis gekoppeld; keuze 'naar betekenis')"
        )
    else:
        german_words = (
            "Duits: niet getoond, want alleen naar betekenis gekoppeld (keuze 'alleen gezien')"
        )
    text = (
        f"Kaart {card.id} heet in dit regelboek '{card.dutch}', onze eigen vertaling. Engels "
        f"'{card.english}'; {german_words}."
    )
    return Ruling(
        question=f"Hoe heet kaart {card.id} van De Alchemisten?"
        + ("" if german is GermanTitles.BY_MEANING else f" (keuze {german.value})"),
        answer=f"'{card.dutch}' (eigen vertaling) = '{card.english}'.",
        result=card.dutch,
        steps=(Step(TITLES_CLAUSE, text, CardPicture(card.id)),),
    )
