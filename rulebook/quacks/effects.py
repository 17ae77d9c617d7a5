"""Effects as data: every chip action and fortune-teller card is a small frozen value.

Each value says in Dutch what it does (``dutch()``) and names when it acts (``timing``); the
rule steps (``rulebook.quacks.rules``) apply them through registries of the core's
``EffectRegistry``, one function per effect type. No effect lives only as prose: the
ingredient books (``books.py``) and the cards (``fortune.py``) are built from these values, and a
chapter or the command line describes a book or a card by asking its effect.

The vocabulary is small on purpose. A book that fits an existing value uses it with other numbers
(green sets 1, 2 and 4 all reward the last two chips); only a rule no other book shares gets a
value of its own.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from rulebook.core import dutch
from rulebook.core.model import effects as core
from rulebook.quacks.data import Ingredient
from rulebook.quacks.state import Chip, Chips


class Timing(enum.Enum):
    """When an effect acts."""

    NEVER = "nooit (geen actie)"
    ON_DRAW = "meteen als je het fiche trekt"
    PASSIVE = "zolang het fiche in je ketel ligt"
    SCORING = "bij de puntentelling, stap B"
    BEFORE_ROUND = "meteen, vóór de ronde begint"
    THIS_ROUND = "de hele ronde"


def _chip_words(chips: tuple[Chip, ...]) -> str:
    return dutch.listing([_a_chip(chip) for chip in chips])


def _a_chip(chip: Chip) -> str:
    if chip.value is None:
        return chip.ingredient.dutch
    return f"een {chip.ingredient.dutch} van waarde {chip.value}"


@dataclass(frozen=True)
class Effect(core.Effect):
    """The base of every effect value of the Kwakzalvers (and its expansions): the core's
    ``Effect`` (``dutch()`` says what it does, ``clause_id`` the clause it rests on) with
    ``timing``, when it acts. Not an ABC, for the speed of ``isinstance`` (see the core's)."""

    @property
    def timing(self) -> Timing:
        return Timing.NEVER


# -- gains -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Gain(Effect):
    """Things a player simply receives: rubies, points, droplet steps, chips, a full flask, rolls
    of the bonus die."""

    rubies: int = 0
    points: int = 0
    droplet: int = 0
    chips: tuple[Chip, ...] = ()
    flask: bool = False
    rolls: int = 0

    def dutch(self) -> str:
        parts = []
        if self.points:
            parts.append(dutch.points(self.points))
        if self.rubies:
            parts.append(dutch.rubies(self.rubies))
        if self.droplet:
            parts.append(f"je druppel {dutch.fields(self.droplet)} vooruit")
        if self.chips:
            parts.append(_chip_words(self.chips) + " in je buidel")
        if self.flask:
            parts.append("je fles weer vol")
        if self.rolls:
            parts.append(dutch.count(self.rolls, "worp", "worpen") + " met de bonusdobbelsteen")
        return dutch.listing(parts) or "niets"


@dataclass(frozen=True)
class AnyChip(Effect):
    """Take one coloured chip of one of ``values`` from the supply (not white; not the colours in
    ``exclude``; yellow and purple only once their book is open)."""

    values: tuple[int, ...]
    exclude: tuple[Ingredient, ...] = ()

    def dutch(self) -> str:
        values = dutch.listing([str(v) for v in self.values], last="of")
        text = f"een gekleurd fiche naar keuze van waarde {values}"
        if self.exclude:
            text += " (geen " + dutch.listing([i.colour for i in self.exclude], last="of") + ")"
        return text + " in je buidel"


@dataclass(frozen=True)
class ChooseOne(Effect):
    """The player picks one of ``options`` (or none of them when ``optional``)."""

    options: tuple[Effect, ...]
    optional: bool = False

    def dutch(self) -> str:
        text = "kies: " + dutch.listing([o.dutch() for o in self.options], last="óf")
        return text + (" (of geen van beide)" if self.optional else "")


@dataclass(frozen=True)
class PayRubies(Effect):
    """Pay ``rubies`` to get ``reward``; always optional."""

    rubies: int
    reward: Effect

    def dutch(self) -> str:
        return f"je mag {dutch.rubies(self.rubies)} betalen voor {self.reward.dutch()}"


@dataclass(frozen=True)
class RemoveWhite(Effect):
    """Take a white chip of ``value`` out of your bag for good (back into the box)."""

    value: int = 1

    def dutch(self) -> str:
        return f"haal een wit fiche van waarde {self.value} voorgoed uit je buidel"


# -- chip actions while brewing ------------------------------------------------------------------


@dataclass(frozen=True)
class NoAction(Effect):
    """White and orange chips only fill the cauldron."""

    def dutch(self) -> str:
        return "geen actie; het fiche vult alleen je ketel"


@dataclass(frozen=True)
class DrawAndPick(Effect):
    """Blue, set 1: draw as many chips as the blue chip's value; place one of them next, or none;
    the rest go back into the bag."""

    @property
    def timing(self) -> Timing:
        return Timing.ON_DRAW

    def dutch(self) -> str:
        return (
            "trek zoveel fiches als de waarde van dit fiche; leg er daarvan één als volgende "
            "fiche in je ketel (of geen) en doe de rest terug in je buidel"
        )


@dataclass(frozen=True)
class CountBoost(Effect):
    """Red, set 1: extra fields for the chips of ``colour`` already in the cauldron, by tiers
    ``(at least this many, extra fields)``."""

    colour: Ingredient
    tiers: tuple[tuple[int, int], ...]

    @property
    def timing(self) -> Timing:
        return Timing.ON_DRAW

    def extra(self, count: int) -> int:
        return max((fields for least, fields in self.tiers if count >= least), default=0)

    def dutch(self) -> str:
        steps = dutch.listing(
            [f"{least} of meer: {dutch.fields(fields)} extra" for least, fields in self.tiers]
        )
        colour = dutch.inflected(self.colour.colour)
        return f"tel de {colour} fiches die al in je ketel liggen; {steps}"


@dataclass(frozen=True)
class ReturnPreviousWhite(Effect):
    """Yellow, set 1: if the chip placed just before is white, you may put that white chip back
    in your bag; its field stays empty."""

    @property
    def timing(self) -> Timing:
        return Timing.ON_DRAW

    def dutch(self) -> str:
        return (
            "ligt vlak voor dit fiche een wit fiche, dan mag je dat witte fiche terug in je "
            "buidel doen; zijn veld blijft leeg"
        )


@dataclass(frozen=True)
class Protect(Effect):
    """Blue, set 2: the next chips (as many as the value) are protected: an explosion among them
    still gives points and coins (no bonus die). Windows do not add up."""

    @property
    def timing(self) -> Timing:
        return Timing.ON_DRAW

    def dutch(self) -> str:
        return (
            "de volgende fiches (zoveel als de waarde) zijn beschermd: ontploft je ketel bij een "
            "ervan, dan krijg je toch punten én mag je kopen (geen bonusdobbelsteen)"
        )


@dataclass(frozen=True)
class SetAside(Effect):
    """Red, set 2: put the chip beside the cauldron; after stopping place it at the end, keep it
    for a later round, or put it back in the bag."""

    @property
    def timing(self) -> Timing:
        return Timing.ON_DRAW

    def dutch(self) -> str:
        return (
            "leg het fiche naast je ketel; als je gestopt bent (of ontploft), kies je per fiche: "
            "achter je laatste fiche leggen, bewaren voor een volgende ronde of terug in je buidel"
        )


@dataclass(frozen=True)
class DoubleNext(Effect):
    """Yellow, set 2: the next chip you place moves twice as far."""

    @property
    def timing(self) -> Timing:
        return Timing.ON_DRAW

    def dutch(self) -> str:
        return "het volgende fiche dat je legt, gaat twee keer zo ver"


@dataclass(frozen=True)
class RubyFieldGain(Effect):
    """Blue, sets 3 and 4: landing on a ruby field gives rubies (set 3) or points equal to the
    chip's value (set 4)."""

    rubies: int = 0
    points_by_value: bool = False

    @property
    def timing(self) -> Timing:
        return Timing.ON_DRAW

    def dutch(self) -> str:
        what = (
            "zoveel overwinningspunten als de waarde van het fiche"
            if self.points_by_value
            else dutch.rubies(self.rubies)
        )
        return f"komt het fiche op een veld met een robijn, dan krijg je meteen {what}"


@dataclass(frozen=True)
class AddPreviousWhite(Effect):
    """Red, set 3: if the chip placed just before is white, this chip also moves that white's
    value further."""

    @property
    def timing(self) -> Timing:
        return Timing.ON_DRAW

    def dutch(self) -> str:
        return (
            "ligt vlak voor dit fiche een wit fiche, dan gaat dit fiche ook nog de waarde van "
            "dat witte fiche verder"
        )


@dataclass(frozen=True)
class NthBonus(Effect):
    """Yellow, set 4: your first, second and third chip of this colour this round move 1, 2, 3
    fields extra; from the fourth on nothing."""

    bonuses: tuple[int, ...] = (1, 2, 3)

    @property
    def timing(self) -> Timing:
        return Timing.ON_DRAW

    def dutch(self) -> str:
        parts = [
            f"het {dutch.ordinal(n)}: {dutch.fields(extra)} extra"
            for n, extra in enumerate(self.bonuses, start=1)
        ]
        return "elk fiche van deze kleur in je ketel deze ronde gaat verder: " + dutch.listing(
            parts
        )


@dataclass(frozen=True)
class RaiseLimit(Effect):
    """Yellow, set 3: with at least so many chips of this colour in the cauldron, the white chips
    may total more before it explodes: tiers ``(chips, limit)``."""

    tiers: tuple[tuple[int, int], ...] = ((1, 8), (3, 9))

    @property
    def timing(self) -> Timing:
        return Timing.PASSIVE

    def limit(self, count: int, base: int) -> int:
        return max([base, *(limit for least, limit in self.tiers if count >= least)])

    def dutch(self) -> str:
        parts = [
            f"vanaf {dutch.count(least, 'fiche', 'fiches', one='1')} mogen de witte fiches samen "
            f"{limit} zijn"
            for least, limit in self.tiers
        ]
        return "zolang deze fiches in je ketel liggen: " + dutch.listing(parts)


@dataclass(frozen=True)
class WhiteOnesMoveTwo(Effect):
    """Red, set 4: once a chip of this colour lies in the cauldron, every white 1-chip placed
    after it moves 2 fields (it still counts 1 towards exploding)."""

    @property
    def timing(self) -> Timing:
        return Timing.PASSIVE

    def dutch(self) -> str:
        return (
            "ligt er zo'n fiche in je ketel, dan gaat elk wit fiche van waarde 1 dat je daarna "
            "legt twee velden ver (voor ontploffen telt het gewoon als 1)"
        )


@dataclass(frozen=True)
class OwnDistance(Effect):
    """A book whose chips go as far as the book reckons from the cauldron, not by their value.

    No book of the base game does this; an expansion's book may (``distance`` is asked by the
    engine's ``distance_parts``, so a ruling explains the same number the engine uses)."""

    @property
    def timing(self) -> Timing:
        return Timing.ON_DRAW

    def distance(self, cauldron: Chips) -> tuple[int, str]:
        """How far the chip goes with these chips already in the cauldron, and why (Dutch)."""
        raise NotImplementedError(f"{type(self).__name__} reckons no distance")


# -- chip actions at scoring (step B) ------------------------------------------------------------


@dataclass(frozen=True)
class LastTwo(Effect):
    """Green, sets 1, 2 and 4: for each chip of this colour that is the last or the next-to-last
    chip in the cauldron, ``reward`` (per the chip's value when ``by_value`` is given)."""

    reward: Effect | None = None
    by_value: tuple[tuple[int, Effect], ...] = ()

    @property
    def timing(self) -> Timing:
        return Timing.SCORING

    def reward_for(self, value: int | None) -> Effect | None:
        for chip_value, effect in self.by_value:
            if chip_value == value:
                return effect
        return self.reward

    def dutch(self) -> str:
        if self.by_value:
            rewards = dutch.listing(
                [f"waarde {value}: {effect.dutch()}" for value, effect in self.by_value]
            )
        else:
            rewards = self.reward.dutch() if self.reward is not None else "niets"
        return (
            "voor elk fiche van deze kleur dat als laatste of voorlaatste in je ketel ligt: "
            + rewards
        )


@dataclass(frozen=True)
class CountTiers(Effect):
    """Purple, set 1: by how many chips of this colour lie in the cauldron, one tier of rewards
    ``(at least this many, reward)``; a lower tier may be chosen."""

    tiers: tuple[tuple[int, Effect], ...]

    @property
    def timing(self) -> Timing:
        return Timing.SCORING

    def dutch(self) -> str:
        parts = [f"{least} fiche(s): {effect.dutch()}" for least, effect in self.tiers]
        return "tel deze fiches in je ketel en kies één rij: " + dutch.listing(parts)


@dataclass(frozen=True)
class TradeIn(Effect):
    """Purple, set 2: give up 1, 2 or 3 of these chips from the cauldron (back into the box) for
    one tier of rewards; fewer than you have is allowed."""

    tiers: tuple[tuple[int, Effect], ...]

    @property
    def timing(self) -> Timing:
        return Timing.SCORING

    def dutch(self) -> str:
        parts = [f"{least} inleveren: {effect.dutch()}" for least, effect in self.tiers]
        return "je mag zulke fiches uit je ketel inleveren voor één rij: " + dutch.listing(parts)


@dataclass(frozen=True)
class SevenWhitesPush(Effect):
    """Green, set 3: if the white chips total exactly 7, your last chip moves on by the values of
    all chips of this colour in the cauldron (a new scoring field)."""

    @property
    def timing(self) -> Timing:
        return Timing.SCORING

    def dutch(self) -> str:
        return (
            "zijn je witte fiches samen precies 7, dan schuift je laatste fiche zoveel velden "
            "verder als de waarden van al deze fiches in je ketel samen"
        )


@dataclass(frozen=True)
class PointsByField(Effect):
    """Purple, set 3: each chip of this colour scores by the coin number of its field:
    ``(from coin number, points)``."""

    bands: tuple[tuple[int, int], ...] = ((10, 1), (20, 2), (30, 3))

    @property
    def timing(self) -> Timing:
        return Timing.SCORING

    def points(self, coins: int) -> int:
        return max((points for start, points in self.bands if coins >= start), default=0)

    def dutch(self) -> str:
        parts = [f"vanaf {start}: {dutch.points(points)}" for start, points in self.bands]
        return "elk van deze fiches levert punten op naar het getal van zijn veld: " + (
            dutch.listing(parts)
        )


@dataclass(frozen=True)
class Upgrade(Effect):
    """Purple, set 4: by how many chips of this colour lie in the cauldron, swap one chip of the
    first value for one of the second value, same colour (not orange): tiers ``(at least, from,
    to)``. A lower tier may be chosen; the new chip goes into the bag."""

    tiers: tuple[tuple[int, int, int], ...] = ((1, 1, 2), (2, 2, 4), (3, 1, 4))

    @property
    def timing(self) -> Timing:
        return Timing.SCORING

    def dutch(self) -> str:
        parts = [
            f"{least}: ruil een fiche van waarde {low} voor een van waarde {high}"
            for least, low, high in self.tiers
        ]
        return "tel deze fiches in je ketel; " + dutch.listing(parts) + " (zelfde kleur)"


BLACK_CLAUSE = "kwakzalvers.boek.zwart"
BLACK_TIE_CLAUSE = "kwakzalvers.keuze.zwart-gelijk"
_BEATS_NEIGHBOURS = (
    (0, "bij geen van beiden meer: het boek geeft niets"),
    (1, "meer dan één van beiden: je druppel gaat 1 veld vooruit"),
    (2, "meer dan allebei: je druppel gaat 1 veld vooruit en je krijgt 1 robijn"),
)
"""The 3-or-4-player side of the black book, by how many neighbours you beat (0, 1, 2)."""


@dataclass(frozen=True)
class BlackBook(Effect):
    """Black: compare your black chips with your neighbours' (2 players: the opponent)."""

    @property
    def timing(self) -> Timing:
        return Timing.SCORING

    @property
    def clause_id(self) -> str:
        return BLACK_CLAUSE

    def reward(
        self, mine: int, left: int, right: int | None = None, *, literal_tie: bool = False
    ) -> core.Explained[Gain]:
        """What the book gives a cauldron with ``mine`` black chips, and why: ``left`` is the
        opponent with 2 players, with 3 or 4 ``right`` is the other neighbour. ``literal_tie``
        is the choice 'letterlijk' (0 against 0 counts as a tie). The engine applies the value,
        ``black_book_ruling`` shows the steps: one computation."""
        moths = dutch.count(mine, "doodshoofdvlinder", "doodshoofdvlinders", one="1")
        if right is None:
            gain, verdict = _two_players(mine, left, literal_tie)
            said = f"Met 2 spelers: jij hebt {moths}, je tegenspeler {left}. {verdict}"
            steps = [(BLACK_CLAUSE, said)]
            if mine == left == 0:
                choice = (
                    "'letterlijk': evenveel, dus de druppel gaat toch vooruit"
                    if literal_tie
                    else "'minstens één' (de standaard): geen druppel"
                )
                steps.append((BLACK_TIE_CLAUSE, f"0 tegen 0, met de keuze {choice}."))
            return core.Explained.of(gain, *steps)
        beaten, verdict = _BEATS_NEIGHBOURS[(mine > left) + (mine > right)]
        gain = Gain(droplet=1, rubies=1) if beaten == 2 else Gain(droplet=beaten)
        text = (
            f"Met 3 of 4 spelers vergelijk je met je buren: jij hebt {moths}, links {left}, "
            f"rechts {right}. Dat is {verdict}."
        )
        return core.Explained.of(gain, (BLACK_CLAUSE, text))

    def dutch(self) -> str:
        return (
            "met 2 spelers: evenveel zwarte fiches als je tegenspeler geeft je druppel één veld, "
            "meer geeft ook 1 robijn; met 3 of 4 spelers: meer dan één buur geeft je druppel één "
            "veld, meer dan beide buren geeft ook 1 robijn"
        )


def _two_players(mine: int, theirs: int, literal: bool) -> tuple[Gain, str]:
    if mine > theirs:
        verdict = "Meer: je druppel gaat 1 veld vooruit en je krijgt 1 robijn."
        return Gain(droplet=1, rubies=1), verdict
    if mine == theirs and (mine >= 1 or literal):
        return Gain(droplet=1), "Evenveel: je druppel gaat 1 veld vooruit."
    if mine == theirs:
        return Gain(), "Evenveel, maar allebei 0."
    return Gain(), "Minder: het boek geeft niets."


# -- fortune-teller cards -------------------------------------------------------------------------


@dataclass(frozen=True)
class Everyone(Effect):
    """Every player gets (or chooses) ``effect``, from the start player clockwise."""

    effect: Effect

    @property
    def timing(self) -> Timing:
        return Timing.BEFORE_ROUND

    def dutch(self) -> str:
        return "iedere speler: " + self.effect.dutch()


@dataclass(frozen=True)
class Fewest(Effect):
    """The player(s) with the fewest ``measure`` (``robijnen`` or ``punten``) get ``gain``."""

    measure: str
    gain: Effect

    @property
    def timing(self) -> Timing:
        return Timing.BEFORE_ROUND

    def dutch(self) -> str:
        word = "robijnen" if self.measure == "robijnen" else "overwinningspunten"
        return f"wie de minste {word} heeft (bij gelijkstand ieder van hen): {self.gain.dutch()}"


@dataclass(frozen=True)
class RatsTimes(Effect):
    """This round every player's rat tails count ``factor`` times."""

    factor: int = 2

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return f"deze ronde tellen je rattenstaarten {self.factor} keer"


@dataclass(frozen=True)
class PointsPerRat(Effect):
    """1 victory point for each rat tail you get this round."""

    def dutch(self) -> str:
        return "1 overwinningspunt per rattenstaart die je deze ronde krijgt"


@dataclass(frozen=True)
class RatsForRubies(Effect):
    """Use the rat stone as usual, or give up 1 to ``most`` rat tails for as many rubies."""

    most: int = 3

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return (
            f"gebruik je rattensteen gewoon, of laat 1 tot {self.most} rattenstaarten liggen en "
            "neem evenveel robijnen"
        )


@dataclass(frozen=True)
class TradeUp(Effect):
    """Draw ``draw`` chips; you may swap one of them for the same colour one value higher; if no
    swap is possible, take ``otherwise``. All chips go back into the bag."""

    draw: int = 4
    otherwise: Effect = Gain(chips=(Chip(Ingredient.GREEN, 1),))

    @property
    def timing(self) -> Timing:
        return Timing.BEFORE_ROUND

    def dutch(self) -> str:
        return (
            f"trek {self.draw} fiches; je mag er één ruilen voor een fiche van dezelfde kleur met "
            f"de eerstvolgende hogere waarde; kan dat niet, neem dan {self.otherwise.dutch()}; "
            "daarna gaan alle fiches terug in je buidel"
        )


@dataclass(frozen=True)
class LowestSum(Effect):
    """Everyone draws ``draw`` chips; the lowest total of values gets ``lowest``, the others
    ``others``; the chips go back."""

    draw: int = 5
    lowest: Effect = Gain(chips=(Chip(Ingredient.BLUE, 2),))
    others: Effect = Gain(rubies=1)

    @property
    def timing(self) -> Timing:
        return Timing.BEFORE_ROUND

    def dutch(self) -> str:
        return (
            f"iedereen trekt {self.draw} fiches; is jouw som van de waarden de laagste (bij "
            f"gelijkstand is hij dat voor ieder van jullie), dan krijg je {self.lowest.dutch()}, "
            f"anders {self.others.dutch()}; daarna gaan de fiches terug"
        )


@dataclass(frozen=True)
class RollsTimes(Effect):
    """Whoever may roll the bonus die this round rolls ``factor`` times."""

    factor: int = 2

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return f"wie deze ronde met de bonusdobbelsteen mag gooien, gooit {self.factor} keer"


@dataclass(frozen=True)
class ColourMoves(Effect):
    """This round every chip of ``colour`` moves ``extra`` fields further."""

    colour: Ingredient
    extra: int = 1

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return f"deze ronde gaat elk {self.colour.colour} fiche {dutch.fields(self.extra)} extra"


@dataclass(frozen=True)
class RubyFieldBonus(Effect):
    """A scoring field with a ruby gives ``gain`` on top this round (exploded or not)."""

    gain: Gain

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return (
            "toont je puntentellingsveld deze ronde een robijn, dan krijg je daar "
            f"{self.gain.dutch()} bij, ook met een ontplofte ketel"
        )


@dataclass(frozen=True)
class FreeRefill(Effect):
    """At the end of the round every flask is filled for free."""

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return "aan het eind van de ronde wordt elke fles gratis gevuld"


@dataclass(frozen=True)
class SevenWhitesDroplet(Effect):
    """White chips totalling exactly 7 at the end of the round move the droplet one field."""

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return (
            "zijn je witte fiches aan het eind van de ronde samen precies 7, dan gaat je druppel "
            "één veld vooruit"
        )


@dataclass(frozen=True)
class LimitIs(Effect):
    """This round the white chips may total ``limit`` before the cauldron explodes."""

    limit: int = 9

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return (
            f"deze ronde ontploft je ketel pas als de witte fiches samen meer dan {self.limit} zijn"
        )


@dataclass(frozen=True)
class FirstWhiteBack(Effect):
    """This round you may put the first white chip you draw back into the bag."""

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return "deze ronde mag je het eerste witte fiche dat je trekt terug in je buidel doen"


@dataclass(frozen=True)
class StrongIngredient(Effect):
    """Whoever stopped without exploding draws up to ``draw`` chips and may place one (it cannot
    explode the cauldron and does not act), from the start player clockwise."""

    draw: int = 5

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return (
            f"ben je gestopt zonder te ontploffen, dan trek je nog tot {self.draw} fiches en mag "
            "je er één in je ketel leggen; dat fiche laat je ketel niet ontploffen en voert geen "
            "actie uit"
        )


@dataclass(frozen=True)
class ExplosionGift(Effect):
    """When your cauldron explodes this round, your left neighbour takes a chip of ``value``."""

    value: int = 2

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return (
            f"ontploft je ketel deze ronde, dan neemt je linkerbuur een gekleurd fiche van "
            f"waarde {self.value} naar keuze"
        )


@dataclass(frozen=True)
class SecondChance(Effect):
    """After your first ``after`` chips (or an earlier explosion) you may once start over: every
    drawn chip back into the bag."""

    after: int = 5

    @property
    def timing(self) -> Timing:
        return Timing.THIS_ROUND

    def dutch(self) -> str:
        return (
            f"na je eerste {self.after} fiches (of als je ketel eerder ontploft) kies je één keer: "
            "doorgaan, of alle getrokken fiches terug in je buidel en opnieuw beginnen"
        )
