"""The state of a whole game of De Kwakzalvers van Kakelenburg, as frozen values with a notation.

- ``Bag``: a player's bag (or the box's supply) as a multiset in one canonical order, so the same
  contents always list and draw alike.
- ``Cauldron``: the chips at their fields on the track, and the field brewing starts from (the
  droplet, or the rat stone when the rats moved it).
- ``Task``: what a player (or the table) still has to do in this phase, in order: a choice, a
  chance step, or an effect waiting to be applied. The first task of a player is what the game
  asks of them now.
- ``Player``, ``Setup`` and ``GameState``.

Every value writes itself in the notation of ``rulebook.core.model.notation`` and reads back.
"""

from __future__ import annotations

import abc
import enum
import re
import typing
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property

from rulebook.core import dutch
from rulebook.core.drawing.pictures import Pictured
from rulebook.core.errors import NotationError
from rulebook.core.model import effects as core_effects
from rulebook.core.model import runner
from rulebook.core.model.events import EventNames, Events
from rulebook.core.model.evolve import Remembers, evolve, evolve_one, unchecked
from rulebook.core.model.happenings import Happened
from rulebook.core.model.notation import NotationSyntaxError, loads, record
from rulebook.core.model.runner import Option as Option  # a choice's possibility, for every task
from rulebook.quacks.board import LAST_CHIP_FIELD, SPOON, TEST_TUBES, TubeBonus
from rulebook.quacks.books import SET_COLOURS, Book, PriceOptions, book
from rulebook.quacks.data import Ingredient
from rulebook.quacks.effects import Effect, LowestSum
from rulebook.quacks.fortune import CARDS, Card
from rulebook.quacks.state import Chip, Chips

if typing.TYPE_CHECKING:
    from fractions import Fraction

    from rulebook.core.model.game import Expansion
    from rulebook.quacks.actions import Action

ExtraT = typing.TypeVar("ExtraT", bound="Extra")

KINDS: tuple[Chip, ...] = tuple(
    Chip(ingredient, value) for ingredient in Ingredient for value in (ingredient.values or (None,))
)
"""Every chip kind, in the canonical order: W1 W2 W3 O1 G1 G2 G4 B1 ... P1 Z1 N."""

KIND_INDEX: dict[Chip, int] = {chip: index for index, chip in enumerate(KINDS)}
_LABELS: dict[str, Chip] = {chip.label: chip for chip in KINDS}
_BAG_GROUP = re.compile(r"(?P<label>[A-Za-z][0-9]?)(?:[xX](?P<count>[0-9]{1,3}))?")


# -- the bag --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bag(Pictured):
    """A multiset of chips: ``counts[i]`` chips of kind ``KINDS[i]``.

    The order of a bag is always the canonical one, so its notation, its list of draw outcomes
    and a seeded draw depend only on what is in it.
    """

    counts: tuple[int, ...] = (0,) * len(KINDS)

    def __post_init__(self) -> None:
        if len(self.counts) != len(KINDS) or any(
            not isinstance(n, int) or n < 0 for n in self.counts
        ):
            raise ValueError(f"a bag needs {len(KINDS)} counts of zero or more")

    @classmethod
    def of(cls, chips: Iterable[Chip]) -> Bag:
        counts = [0] * len(KINDS)
        for chip in chips:
            counts[KIND_INDEX[chip]] += 1
        return cls(tuple(counts))

    @classmethod
    def parse(cls, text: str) -> Bag:
        """Read ``"W1x4 W2x2 W3 O1 G1"`` (any order; ``-`` or empty text for an empty bag).

        A bag may also be the box's supply, so it holds more than one player could own: it is
        read group by group with its own small parser, not as a player's ``Chips``."""
        if not isinstance(text, str):
            raise TypeError(f"a bag is read from text, not {type(text).__name__}")
        counts = [0] * len(KINDS)
        for group in text.split():
            if group == "-":
                continue
            match = _BAG_GROUP.fullmatch(group)
            chip = _LABELS.get(match["label"].upper()) if match else None
            if match is None or chip is None:
                raise NotationError(
                    "kwakzalvers.fiches",
                    f"'{dutch.shorten(group, 16)}' is geen groep fiches; schrijf bijvoorbeeld "
                    "W1x4 of O1.",
                )
            counts[KIND_INDEX[chip]] += int(match["count"] or 1)
        return cls(tuple(counts))

    def __str__(self) -> str:
        groups = [
            chip.label if n == 1 else f"{chip.label}x{n}"
            for chip, n in zip(KINDS, self.counts, strict=True)
            if n
        ]
        return " ".join(groups) or "-"

    def __repr__(self) -> str:
        return f"Bag.parse({str(self)!r})"

    def __iter__(self) -> Iterator[Chip]:
        for chip, number in zip(KINDS, self.counts, strict=True):
            for _ in range(number):
                yield chip

    def __len__(self) -> int:
        return sum(self.counts)

    def __bool__(self) -> bool:
        return any(self.counts)

    def __contains__(self, chip: object) -> bool:
        return isinstance(chip, Chip) and self.counts[KIND_INDEX[chip]] > 0

    def count(self, chip: Chip) -> int:
        return self.counts[KIND_INDEX[chip]]

    def kinds(self) -> list[tuple[Chip, int]]:
        """The chip kinds present, with their numbers, in canonical order."""
        return [(chip, n) for chip, n in zip(KINDS, self.counts, strict=True) if n]

    def add(self, *chips: Chip) -> Bag:
        counts = list(self.counts)
        for chip in chips:
            counts[KIND_INDEX[chip]] += 1
        return unchecked(Bag, counts=tuple(counts))  # more of a valid bag: valid

    def remove(self, *chips: Chip) -> Bag:
        """The bag without ``chips``; ``ValueError`` if one is not in it (a programmer's slip:
        the rules check availability before they take)."""
        counts = list(self.counts)
        for chip in chips:
            index = KIND_INDEX[chip]
            if counts[index] == 0:
                raise ValueError(f"{chip} is not in the bag {self}")
            counts[index] -= 1
        return unchecked(Bag, counts=tuple(counts))  # none taken below zero (checked above)

    def merge(self, other: Bag) -> Bag:
        if type(other) is not Bag:
            raise TypeError(f"a bag merges with a Bag, not {type(other).__name__}")
        counts = tuple(a + b for a, b in zip(self.counts, other.counts, strict=True))
        return unchecked(Bag, counts=counts)  # two valid bags added up: valid

    def dutch(self) -> str:
        """``2 knalerwten, 1 pompoen``: the contents in Dutch words."""
        if not self:
            return "geen fiches"
        parts: dict[Ingredient, int] = {}
        for chip, n in self.kinds():
            parts[chip.ingredient] = parts.get(chip.ingredient, 0) + n
        return ", ".join(
            dutch.count(n, colour.dutch, colour.plural, one="1") for colour, n in parts.items()
        )


# -- the cauldron ---------------------------------------------------------------------------------

_PLACED = re.compile(r"^(?P<field>[0-9]{1,2}):(?P<chip>[A-Za-z][0-9]?)$")


_CONTENTS = "kwakzalvers.ketel.inhoud"
"""The key under which a cauldron remembers its contents (``Cauldron.contents``)."""
_WHITES = "kwakzalvers.ketel.wit"
"""Where a cauldron remembers ``white_total``."""


@dataclass(frozen=True)
class Placed:
    """A chip on a field of the cauldron track."""

    field: int
    chip: Chip

    def __str__(self) -> str:
        return f"{self.field}:{self.chip}"


@dataclass(frozen=True)
class Cauldron(Pictured, Remembers):
    """The chips in a cauldron, in the order they were placed, and the field brewing starts from.

    ``start`` is the droplet's field, or the rat stone's when rat tails moved it. The notation is
    ``"vanaf 3: 4:W1 6:O1"``.
    """

    start: int = 0
    chips: tuple[Placed, ...] = ()

    @classmethod
    def parse(cls, text: str) -> Cauldron:
        match = re.fullmatch(r"\s*vanaf\s+([0-9]{1,2})\s*:\s*(.*)", text)
        if match is None:
            raise NotationError(
                "kwakzalvers.ketelspoor",
                f"'{dutch.shorten(text)}' is geen ketel; schrijf bijvoorbeeld "
                "'vanaf 0: 1:W1 3:O1'.",
            )
        placed = []
        for token in match[2].split():
            item = _PLACED.match(token)
            if item is None:
                raise NotationError(
                    "kwakzalvers.ketelspoor",
                    f"'{dutch.shorten(token)}' is geen fiche op een veld; schrijf veld:fiche, "
                    f"zoals 4:W1.",
                )
            placed.append(Placed(int(item["field"]), Chip.parse(item["chip"])))
        return cls(int(match[1]), tuple(placed))

    def __str__(self) -> str:
        return f"vanaf {self.start}: " + " ".join(str(p) for p in self.chips)

    def __repr__(self) -> str:
        return f"Cauldron.parse({str(self)!r})"

    def __len__(self) -> int:
        return len(self.chips)

    @property
    def last_field(self) -> int:
        """The field of the last chip, or the start field when no chip lies in the cauldron."""
        return self.chips[-1].field if self.chips else self.start

    @property
    def scoring_field(self) -> int:
        """The field right after the last chip (the spoon when the last chip is on field 52)."""
        return min(self.last_field + 1, SPOON)

    def contents(self) -> Chips:
        """The chips in the cauldron, in order (made once per cauldron: a patient's question
        asks for every kind in it)."""
        memory = self.remembered
        found: Chips | None = memory.get(_CONTENTS)
        if found is None:
            # (without ``Chips``' check again: a cauldron's chips came out of a player's bag)
            found = memory[_CONTENTS] = unchecked(Chips, chips=tuple(p.chip for p in self.chips))
        return found

    def white_total(self) -> int:
        """The values of the white chips added up (made once per cauldron: every draw, stop
        and computer player asks)."""
        memory = self.remembered
        found: int | None = memory.get(_WHITES)
        if found is None:
            found = memory[_WHITES] = sum(p.chip.value or 0 for p in self.chips if p.chip.is_white)
        return found

    def count(self, colour: Ingredient) -> int:
        return sum(1 for p in self.chips if p.chip.ingredient is colour)

    def place(self, chip: Chip, distance: int) -> Cauldron:
        """The cauldron with ``chip`` placed ``distance`` fields after the last chip (or start);
        a chip never goes past field 52."""
        target = min(self.last_field + distance, LAST_CHIP_FIELD)
        return evolve_one(self, "chips", (*self.chips, Placed(target, chip)))

    def without(self, index: int) -> Cauldron:
        return replace(self, chips=self.chips[:index] + self.chips[index + 1 :])

    def emptied(self) -> Cauldron:
        return replace(self, chips=())


# -- what a player still has to do ----------------------------------------------------------------


class Purpose(enum.Enum):
    """Why chips are drawn into a player's hand (not into the cauldron)."""

    PICK = "kies-er-een"
    TRADE_UP = "ruilen"
    LOWEST_SUM = "laagste-som"
    STRONG = "sterk-ingredient"


@dataclass(frozen=True)
class Task(runner.Task):
    """Something a player (or the table) still has to do in De Kwakzalvers. Subclasses say what;
    how the decision runner works each one, ``engine.TASK_RULES`` says."""


@dataclass(frozen=True)
class Apply(Task):
    """Apply an effect (a book's action, a card, a reward); a choice in it asks the player."""

    effect: Effect
    source: str = ""
    """The clause the effect comes from, cited in rulings and log glosses."""


@dataclass(frozen=True)
class DrawToPlace(Task):
    """A chance step: draw one chip from the bag and place it in the cauldron."""


@dataclass(frozen=True)
class DrawToHand(Task):
    """A chance step: draw ``count`` more chips from the bag into the hand, one by one."""

    count: int
    purpose: Purpose


@dataclass(frozen=True)
class PickFromHand(Task):
    """A choice: which chip of the hand to use (or none), for ``purpose``."""

    purpose: Purpose


@dataclass(frozen=True)
class Roll(Task):
    """A chance step: roll the bonus die ``times`` times."""

    times: int = 1


@dataclass(frozen=True)
class DropletStep(Task):
    """Move a droplet one field; with the test-tube variant the player chooses which one."""


@dataclass(frozen=True)
class ReturnWhite(Task):
    """A choice: put the white chip at cauldron position ``index`` back in the bag, or not."""

    index: int
    source: str


@dataclass(frozen=True)
class AsideChoice(Task):
    """A choice for the chip at ``index`` beside the cauldron: place it, keep it, or bag it."""

    index: int


@dataclass(frozen=True)
class RestartChoice(Task):
    """A choice (card B11): go on brewing, or put every drawn chip back and start over."""


@dataclass(frozen=True)
class ScoringChoice(Task):
    """A choice for an exploded cauldron: the victory points (D) or the shopping (E)."""


@dataclass(frozen=True)
class Shop(Task):
    """A choice: which one or two chips to buy for ``coins``."""

    coins: int


@dataclass(frozen=True)
class SpendRubies(Task):
    """A choice at the end of the round: spend two rubies on something, or be done."""


@dataclass(frozen=True)
class TurnCard(Task):
    """A chance step of the table: turn the top fortune-teller card."""


@dataclass(frozen=True)
class LowestSumReward(Task):
    """The table compares the hands drawn for card P13 once every player has drawn."""

    effect: LowestSum


@dataclass(frozen=True)
class ChoiceTask(Task, runner.Choice):
    """A choice an expansion brings: it lists its own options (with codes, like the base game's
    choices), and the engine asks them through ``Choose`` actions. With no option the task is
    dropped; with one it is taken at once (a choice with one possibility is no choice)."""

    def options(self, state: GameState, seat: int) -> list[Option]:
        raise NotImplementedError

    def details(self, state: GameState, seat: int) -> list[str]:
        """For each option, what it gives that its label does not say (a patient's card, a
        glass), for a player choosing at the table; none by default."""
        return []


@dataclass(frozen=True)
class ChanceTask(Task, runner.Chance):
    """A chance step an expansion brings: its outcomes with exact fractions, and what each does.

    On a player's list it is that player's chance step; on the table's list (``GameState.todo``)
    the table's, once no player has anything left to do. ``resolve`` gets the state with the
    task already removed."""

    def outcomes(self, state: GameState, seat: int) -> list[tuple[Action, Fraction]]:
        raise NotImplementedError

    def resolve(self, state: GameState, seat: int, action: Action) -> GameState:
        raise NotImplementedError


# -- players, setup, the game ---------------------------------------------------------------------


@dataclass(frozen=True)
class Player(Pictured):
    """One player's things: bag, cauldron, droplet, rubies, score, flask; and this round's brew.

    ``tube`` is the test-tube droplet's glass (``None`` without the variant). ``aside`` holds
    chips set beside the cauldron (red, set 2), which may stay there into later rounds. The
    fields from ``rats`` on belong to the current round and are reset when a round begins.
    """

    bag: Bag = field(default_factory=Bag, metadata={"key": "buidel"})
    cauldron: Cauldron = field(default_factory=Cauldron, metadata={"key": "ketel"})
    droplet: int = field(default=0, metadata={"key": "druppel"})
    rubies: int = field(default=1, metadata={"key": "robijnen"})
    score: int = field(default=0, metadata={"key": "punten"})
    flask: bool = field(default=True, metadata={"key": "fles"})
    tube: int | None = field(default=None, metadata={"key": "reageerbuis"})
    aside: Chips = field(default_factory=Chips, metadata={"key": "ernaast"})
    rats: int = field(default=0, metadata={"key": "ratten"})
    drawn: int = field(default=0, metadata={"key": "getrokken"})
    stopped: bool = field(default=False, metadata={"key": "gestopt"})
    exploded: bool = field(default=False, metadata={"key": "ontploft"})
    protected: bool = field(default=False, metadata={"key": "beschermd"})
    window: int = field(default=0, metadata={"key": "venster"})
    double: bool = field(default=False, metadata={"key": "dubbel"})
    hand: Chips = field(default_factory=Chips, metadata={"key": "hand"})
    first_white: bool = field(default=False, metadata={"key": "eerste-wit"})
    restarted: bool = field(default=False, metadata={"key": "opnieuw"})
    rat_points: bool = field(default=False, metadata={"key": "rattenpunten"})
    scoring: int = field(default=0, metadata={"key": "veld"})
    buys: bool = field(default=True, metadata={"key": "koopt"})
    last_field: int = field(default=0, metadata={"key": "vorig-veld"})
    todo: tuple[Task, ...] = field(default=(), metadata={"key": "taken"})

    @property
    def task(self) -> Task | None:
        """What the game asks of this player now (the first task), or ``None``."""
        return self.todo[0] if self.todo else None


@dataclass(frozen=True)
class ExpansionSetup(abc.ABC):
    """The settings of an expansion that is switched on (subclassed by each expansion).

    Putting one in ``Setup.extras`` switches the expansion on; ``books`` are ingredient books it
    adds to the table, ``cards`` fortune-teller cards it shuffles into the deck, ``events`` its
    rules attached to the base game's named moments (``EVENT_NAMES``), ``player_notes`` and
    ``table_notes`` what the pictures say about a player's part of it and about the table. The
    base game reads only these things.
    """

    @property
    @abc.abstractmethod
    def expansion_id(self) -> str:
        """The id of the expansion these settings switch on (``alchemisten``)."""

    @property
    @abc.abstractmethod
    def expansion(self) -> Expansion[GameState]:
        """What the expansion changes in the base game: its phases, its first state, its player
        counts (``rulebook.core.model.game.Expansion``). The engine reads it from here, so a setup
        carries everything the base game needs to play it."""

    def books(self) -> tuple[Book, ...]:
        return ()

    def cards(self) -> tuple[Card, ...]:
        """Fortune-teller cards shuffled into the base game's deck (none by default). Their ids
        differ from every base card's (``P1``..``B11``), so a log names each card once; what
        their effects do, the ``events`` say."""
        return ()

    def events(self) -> Events:
        """The expansion's rules at the base game's named moments (none by default)."""
        return NO_EVENTS

    @classmethod
    def effect_rules(cls) -> EffectRules:
        """The functions that apply the expansion's own effect types (its cards'), which the
        engine adds to the base game's effect registries for a game with this expansion (none
        by default). The same for every option of the expansion (the functions read the options
        from the state they get), so the engine builds the registries once per expansion."""
        return NO_EFFECT_RULES

    def player_notes(self, state: GameState, seat: int) -> tuple[str, ...]:
        """Short Dutch notes about what ``seat`` holds of this expansion (``essentie op veld 3``),
        which the pictures of a player show under the player's numbers (none by default)."""
        return ()

    def table_notes(self, state: GameState) -> tuple[str, ...]:
        """Short Dutch notes about what lies on the table for everyone (the patients drawn, a
        book), which the picture of the whole table shows under the card in play."""
        return ()

    def outcomes(self, happenings: Sequence[Happened], seats: Sequence[int]) -> tuple[str, ...]:
        """Dutch lines for what this expansion's rules reported of one action (an essence
        marker that moved: ``rulebook.core.model.happenings``), for the game log
        (``rulebook.quacks.log``), seat by seat in the table's order ``seats``; none by
        default."""
        return ()


EVENT_NAMES = EventNames(
    {
        "voor-plaatsen": "een fiche is net getrokken om te leggen: een taak die een regel "
        "teruggeeft, wordt eerst gevraagd (het fiche wacht in de hand); de eerste regel die "
        "antwoordt, beslist",
        "na-plaatsen": "een getrokken fiche ligt net in de ketel: de taken van elke regel "
        "worden gevraagd (state, seat, chip, de ketel ervoor)",
        "vrije-acties": "wat een speler tijdens het brouwen nog meer mag dan trekken en "
        "stoppen (de lijsten van alle regels)",
        "vrije-actie": "zo'n actie uitvoeren (de regel die haar kent, antwoordt)",
        "weigering": "waarom zo'n actie nu niet mag, met de regel (de eerste die weigert)",
        "computerzet": "een computerspeler kiest een vrije actie of een aankoop volgens een "
        "gewoonte van de uitbreiding",
        "computerwaarde": "hoeveel een keuze van de uitbreiding waard is voor een computer",
        "computerreden": "waarom een computerspeler een zet van zijn gewoonte koos, in één zin "
        "(state, seat, de zet; de regel die de zet kent, antwoordt)",
        "omschrijving": "een actie van de uitbreiding in woorden, voor het verslag",
        "mag-ontploffen": "of een ketel boven zijn grens nu ontploft (alle regels moeten ja "
        "zeggen)",
        "na-stoppen": "een speler is net gestopt of ontploft",
        "na-kopen": "een speler heeft net gekocht",
    }
)
"""The moments of De Kwakzalvers an expansion attaches its rules to (``core.model.events``).
The engine asks them by name; it names no expansion."""

NO_EVENTS = Events(EVENT_NAMES)


Resolver = typing.Callable[["GameState", int, typing.Any, str], "GameState"]
"""Applies an effect handed out to a seat as a task that asks no choice: ``(state, seat,
effect, source)``, the task already removed; ``source`` is the clause the effect comes from."""
Turner = typing.Callable[["GameState", typing.Any, str], "GameState"]
"""Hands out a card's effect to the table when the card is turned: ``(state, effect, source)``."""


@dataclass(frozen=True)
class EffectRules:
    """An expansion's registrations for the engine's two effect registries (data, read once
    per setup): ``resolve`` maps each of its effect types handed out as a task to the function
    that applies it, ``at_turning`` each of its cards' effect types to what happens when the
    card is turned. A type the base game registers already may not appear here."""

    resolve: typing.Mapping[type[core_effects.Effect], Resolver] = field(default_factory=dict)
    at_turning: typing.Mapping[type[core_effects.Effect], Turner] = field(default_factory=dict)


NO_EFFECT_RULES = EffectRules()


@dataclass(frozen=True)
class Extra:
    """An expansion's own part of the game state (subclassed by each expansion)."""

    def chips(self) -> Iterable[Chip]:
        """The chips this part of the state holds (chips lying open, say), so a count of every
        chip in the game finds them too."""
        return ()


class BlackTie(enum.Enum):
    """Black book, two players, both with no black chip (reference §3.4 ⚠️, no ruling)."""

    AT_LEAST_ONE = "minstens-een"
    LITERAL = "letterlijk"


class LastRoundExploded(enum.Enum):
    """Round 9 and an exploded cauldron (reference §8 ⚠️)."""

    DUTCH_SEED = "nederlands"
    ENGLISH_RULEBOOK = "engels"


class PurpleField(enum.Enum):
    """Purple set 3's "field 10 to 19": the printed coin number, or the place in the cauldron."""

    PRINTED = "gedrukt-getal"
    POSITION = "plaats-in-de-ketel"


class YellowDouble(enum.Enum):
    """Yellow set 2: the next chip goes twice its whole step, or twice its value only."""

    WHOLE_STEP = "hele-stap"
    VALUE_ONLY = "alleen-de-waarde"


class LimitRule(enum.Enum):
    """Card B7 and yellow set 3 together: the highest limit counts, or the raises add up."""

    HIGHEST = "hoogste"
    ADD = "optellen"


@dataclass(frozen=True)
class Setup:
    """How a game is set up: the players, the books, the variant and the open options.

    ``books`` gives the set of each colour's book (green, blue, red, yellow, purple); one number
    for all five is the usual way (``Setup.with_set(2)``), five different ones the seed's own-set
    variant. Every option has a clause; ``rulebook.quacks.options`` lists them.
    """

    players: int = field(default=4, metadata={"key": "spelers"})
    books: tuple[int, ...] = field(default=(1, 1, 1, 1, 1), metadata={"key": "boeken"})
    test_tubes: bool = field(default=False, metadata={"key": "reageerbuis"})
    prices: PriceOptions = field(default_factory=PriceOptions, metadata={"key": "prijzen"})
    die: str = field(default="tweemaal-punt", metadata={"key": "dobbelsteen"})
    black_tie: BlackTie = field(default=BlackTie.AT_LEAST_ONE, metadata={"key": "zwart-gelijk"})
    last_round_exploded: LastRoundExploded = field(
        default=LastRoundExploded.DUTCH_SEED, metadata={"key": "ronde9-ontploft"}
    )
    first_chip: bool = field(default=False, metadata={"key": "eerste-fiche-verplicht"})
    second_lap: bool = field(default=True, metadata={"key": "staarten-boven-50"})
    purple_field: PurpleField = field(default=PurpleField.PRINTED, metadata={"key": "paars3-veld"})
    tubes: tuple[TubeBonus, ...] = field(default=TEST_TUBES, metadata={"key": "glazen"})
    white_choice: bool = field(default=False, metadata={"key": "wit-naar-keuze"})
    green_two_closed: bool = field(default=False, metadata={"key": "groen2-dichte-boeken"})
    yellow_double: YellowDouble = field(
        default=YellowDouble.WHOLE_STEP, metadata={"key": "geel2-dubbel"}
    )
    limit_rule: LimitRule = field(default=LimitRule.HIGHEST, metadata={"key": "grens"})
    extras: tuple[ExpansionSetup, ...] = field(default=(), metadata={"key": "uitbreidingen"})

    @cached_property
    def expansions(self) -> tuple[str, ...]:
        """The ids of the expansions switched on, in the order they were given."""
        return tuple(extra.expansion_id for extra in self.extras)

    @cached_property
    def events(self) -> Events:
        """The rules every expansion switched on attaches to the named moments, in the order
        the expansions were given (computed once per setup: the engine asks at every chip)."""
        events = NO_EVENTS
        for extra in self.extras:
            events = events + extra.events()
        return events

    @cached_property
    def book_table(self) -> dict[Ingredient, Book]:
        """The book of every colour in this game (computed once per setup)."""
        table = {
            colour: book(colour, number, self.prices)
            for colour, number in zip(SET_COLOURS, self.books, strict=True)
        }
        table[Ingredient.ORANGE] = book(Ingredient.ORANGE, 0, self.prices)
        table[Ingredient.BLACK] = book(Ingredient.BLACK, 0, self.prices)
        for extra in self.extras:
            for added in extra.books():
                table[added.colour] = added
        return table

    @cached_property
    def book_actions(self) -> dict[Ingredient, Effect]:
        """The action of every colour's book in this game (``book_table``; computed once per
        setup: the engine asks at every chip)."""
        return {colour: found.effect for colour, found in self.book_table.items()}

    @cached_property
    def deck(self) -> dict[str, Card]:
        """Every card of this game's deck by its id: the base game's 24, then the cards the
        expansions switched on shuffle in (``ExpansionSetup.cards``), in that order (computed
        once per setup: the engine asks at every chip)."""
        deck = {card.id: card for card in CARDS}
        for extra in self.extras:
            for card in extra.cards():
                if card.id in deck:
                    raise ValueError(f"two fortune-teller cards are called {card.id!r}")
                deck[card.id] = card
        return deck

    @cached_property
    def price_table(self) -> dict[Chip, int]:
        """The price of every chip that can be bought in this game."""
        return {
            Chip(colour, value): colour_book.price(value)
            for colour, colour_book in self.book_table.items()
            for value, _ in colour_book.prices
        }

    @cached_property
    def on_sale(self) -> dict[Chip, tuple[str, int, int]]:
        """Every chip that can be bought as the computer players weigh it: ``(colour letter,
        value, price)`` (computed once per setup: a shop offers dozens of purchases)."""
        return {
            chip: (chip.ingredient.letter, chip.value or 0, price)
            for chip, price in self.price_table.items()
        }

    @cached_property
    def shop(self) -> tuple[tuple[int, Chip, int], ...]:
        """Every chip that can be bought, as ``(kind index, chip, price)`` in canonical order."""
        return tuple(
            (KIND_INDEX[chip], chip, self.price_table[chip])
            for chip in KINDS
            if chip in self.price_table
        )

    @classmethod
    def with_set(cls, number: int, **options: object) -> Setup:
        return cls(books=(number,) * 5, **options)  # type: ignore[arg-type]

    def __str__(self) -> str:
        return record(self)

    def __repr__(self) -> str:
        return f"Setup.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Setup:
        return typing.cast(Setup, _parse(text, cls, "kwakzalvers.voorbereiding.boeken"))


@dataclass(frozen=True)
class GameState(Pictured, Remembers):
    """A whole game between two actions: the setup, the round and its phase, the start player,
    the fortune-teller card in play and those already turned, the box's supply, the players and
    the table's own tasks. ``seed`` is recorded so a log names it; the rules never use it."""

    setup: Setup
    seed: int = field(metadata={"key": "zaad"})
    players: tuple[Player, ...] = field(metadata={"key": "spelers"})
    supply: Bag = field(metadata={"key": "voorraad"})
    round: int = field(default=1, metadata={"key": "ronde"})
    phase: str = field(default="", metadata={"key": "fase"})
    start_player: int = field(default=0, metadata={"key": "startspeler"})
    card: str | None = field(default=None, metadata={"key": "kaart"})
    used_cards: tuple[str, ...] = field(default=(), metadata={"key": "gebruikt"})
    todo: tuple[Task, ...] = field(default=(), metadata={"key": "taken"})
    extras: tuple[Extra, ...] = field(default=(), metadata={"key": "uitbreiding"})
    over: bool = field(default=False, metadata={"key": "uit"})

    def extra(self, kind: type[ExtraT]) -> ExtraT:
        """The expansion state of this kind (``ValueError`` when the expansion is off)."""
        for extra in self.extras:
            if isinstance(extra, kind):
                return extra
        raise ValueError(f"no {kind.__name__} in this game")

    def with_extra(self, extra: Extra) -> GameState:
        """This state with the expansion state of ``extra``'s kind replaced."""
        kept = tuple(e for e in self.extras if type(e) is not type(extra))
        return evolve(self, extras=(*kept, extra))

    def __str__(self) -> str:
        return _multiline(record(self))

    def __repr__(self) -> str:
        return f"GameState.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> GameState:
        if not isinstance(text, str):
            raise TypeError(f"een stand wordt uit tekst gelezen, niet uit {type(text).__name__}")
        return typing.cast(GameState, _parse(" ".join(text.split()), cls, "kwakzalvers.ronde"))

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats from the start player clockwise (the order of every ordered step)."""
        n = len(self.players)
        return tuple((self.start_player + k) % n for k in range(n))

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def with_player(self, seat: int, **changes: object) -> GameState:
        """This state with some fields of one player changed (the engine's most common step)."""
        players = list(self.players)
        players[seat] = evolve(players[seat], **changes)
        return evolve_one(self, "players", tuple(players))

    def left_of(self, seat: int) -> int:
        """The left neighbour: the next seat clockwise."""
        return (seat + 1) % len(self.players)

    def right_of(self, seat: int) -> int:
        return (seat - 1) % len(self.players)


def _multiline(text: str) -> str:
    """Put each player of a state notation on its own line, for readable logs and diffs."""
    return text.replace(" Player(", "\n  Player(").replace("] voorraad=", "]\n  voorraad=")


def _parse(text: str, kind: type, clause_id: str) -> object:
    try:
        return loads(text, kind, as_record=True)
    except (NotationSyntaxError, ValueError) as error:
        if isinstance(error, NotationError):
            raise
        raise NotationError(
            clause_id,
            f"Deze tekst is geen {kind.__name__}-notatie: {dutch.shorten(str(error), 80)}.",
        ) from None
