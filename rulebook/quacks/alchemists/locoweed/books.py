"""The four locoweed (narrenkruid) books of De Alchemisten: data, distances and rulings.

Data: the Dutch rules (NL-A, "De nieuwe ingrediëntenboeken") name the books 10, 11, 12 and 16 and
say what each does; one public source read the prices 10, 11, 12 and 16 from the book pictures of
the English rulebook (reference §6.6). That the seed's book number *is* the price is therefore
likely but not printed in the Dutch text (⚠️). One locoweed book per game; locoweed has no value
and is sold only as a single kind of chip (reference §6.6 ✅✅), written ``N``.

Book 11 acts in the essence phase (``rules.locoweed_fields``); books 12 and 16 set how far the
locoweed goes (``OwnDistance`` effects the engine asks through ``distance_parts``); book 10 puts
it on the next field and lets you return a coloured chip. Whether book 10 may return the locoweed
itself no source answers (reference §9.2 A14 ❌): option ``ReturnItself``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from rulebook.core import checks
from rulebook.core.dutch import coins, count, fields, numeral
from rulebook.core.errors import RuleError
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.alchemists.data import ESSENCE_BOOK, LOCOWEED_BOOKS
from rulebook.quacks.alchemists.essence import rules
from rulebook.quacks.alchemists.essence.rulings import essence_ruling
from rulebook.quacks.alchemists.essence.state import EssenceSituation
from rulebook.quacks.books import Book
from rulebook.quacks.brewing import has_exploded
from rulebook.quacks.data import EXPLOSION_LIMIT, Ingredient
from rulebook.quacks.effects import Effect, OwnDistance, Timing
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import Cauldron

LOCOWEED = Chip(Ingredient.LOCOWEED)

BOOKS_CLAUSE = "alchemisten.narrenkruid.boeken"
PRICE_CLAUSE = "alchemisten.narrenkruid.prijs"
ITSELF_CLAUSE = "alchemisten.narrenkruid.boek10.zichzelf"
COUNT_ITSELF_CLAUSE = "alchemisten.narrenkruid.boek16.meetellen"
"""Book 16's first locoweed may count itself: the player chooses (the engine asks; computer
players and the ruling's default count it)."""


class ReturnItself(enum.Enum):
    """Book 10: may the chip you return be the locoweed you just placed? No source says (❌).

    ``ALLOWED`` is the default: the book's text excludes only white chips, while Vergeetachtigheid
    (a patient) names locoweed as an exception; this book does not. ``NOT_ITSELF`` reads "another
    coloured chip" (clause ``alchemisten.narrenkruid.boek10.zichzelf``).
    """

    ALLOWED = "ook-zichzelf"
    NOT_ITSELF = "niet-zichzelf"


@dataclass(frozen=True)
class LocoweedBook:
    """One locoweed book: its number (the seed's name), its reach as the seed says it, and where
    it acts."""

    number: int
    reach: str
    """``"1"`` or ``"wisselend"``: the seed's *reikwijdte* in the book's heading."""
    acts: str
    """When it acts, in Dutch."""
    source: str

    @property
    def price(self) -> int:
        """The price of one locoweed chip: the book's number (reference §6.6, ⚠️ likely)."""
        return self.number

    @property
    def clause_id(self) -> str:
        return f"alchemisten.narrenkruid.boek{self.number}"


_NL_A = "Spelregels De Alchemisten (999 Games), De nieuwe ingrediëntenboeken"
_PRICE = "prijs: lezing van de boekafbeeldingen in het Engelstalige regelboek door één fan-bron"

BOOKS: dict[int, LocoweedBook] = {
    10: LocoweedBook(10, "1", "meteen als je het trekt", f"{_NL_A}, Boek 10; {_PRICE}"),
    11: LocoweedBook(11, "1", "in de essentiefase", f"{_NL_A}, Boek 11; {_PRICE}"),
    12: LocoweedBook(12, "wisselend", "meteen als je het trekt", f"{_NL_A}, Boek 12; {_PRICE}"),
    16: LocoweedBook(16, "wisselend", "meteen als je het trekt", f"{_NL_A}, Boek 16; {_PRICE}"),
}
"""The four books by number (NL-A; reference §6.6 ✅✅ for the effects, ⚠️ for price = number)."""

assert tuple(sorted(BOOKS)) == LOCOWEED_BOOKS


def locoweed_book(number: int) -> LocoweedBook:
    """The book with this number; any other number is refused, naming the clause."""
    checks.whole_number("het narrenkruidboek", number)
    if number not in BOOKS:
        raise RuleError(
            BOOKS_CLAUSE,
            f"Er is geen narrenkruidboek {numeral(number)}; De Alchemisten heeft de boeken "
            f"10, 11, 12 en 16.",
        )
    return BOOKS[number]


def price(number: int, value: int | None = None) -> int:
    """What one locoweed costs with book ``number``. Locoweed exists only as one kind of chip,
    without a value (the single 1-chip of the price table); any other value is refused."""
    book = locoweed_book(number)
    checks.optional_whole_number("de waarde", value)
    if value not in (None, 1):
        raise RuleError(
            PRICE_CLAUSE,
            f"Narrenkruid bestaat alleen als één soort fiche, zonder getal (een 1-fiche in de "
            f"prijslijst); een narrenkruid van waarde {numeral(value)} kun je niet kopen.",
        )
    return book.price


# -- the books as effects (what the engine applies) ------------------------------------------


def is_first_locoweed(cauldron: Chips) -> bool:
    """Book 16: no locoweed in the cauldron yet, so the one drawn may count itself."""
    return Ingredient.LOCOWEED not in rules.colours_in(cauldron)


def colours_reach(cauldron: Chips, counts_itself: bool = True) -> tuple[int, str]:
    """Book 16: the different colours already in the cauldron (white not counted), and the
    locoweed itself when it is the first one and its player counts it (the seed's "mag")."""
    colours = rules.colours_in(cauldron)
    first = is_first_locoweed(cauldron) and counts_itself
    reach = len(colours) + int(first)
    said = count(len(colours), "kleur", "kleuren", one="1") + " al in de ketel"
    if first:
        said += " en dit eerste narrenkruid zelf"
    elif is_first_locoweed(cauldron):
        said += "; dit eerste narrenkruid telt zichzelf niet mee"
    return reach, f"boek 16: {said}"


def may_decline(cauldron: Chips) -> bool:
    """Whether book 16 offers not counting the first locoweed: only where the locoweed still
    moves on (with no colour in the cauldron it would go 0 fields, which no chip does; this
    rulebook's reading, clause ``alchemisten.narrenkruid.boek16.meetellen``)."""
    return is_first_locoweed(cauldron) and colours_reach(cauldron, counts_itself=False)[0] >= 1


def whites_reach(cauldron: Chips) -> tuple[int, str]:
    """Book 12: the white chips' values added up; no white chip gives 1."""
    whites = cauldron.whites()
    if not whites:
        return 1, "boek 12: geen witte fiches in de ketel, dus 1"
    terms = " + ".join(str(c.value) for c in whites)
    total = cauldron.white_total()
    shown = f"{terms} = {total}" if len(whites) > 1 else str(total)
    return total, f"boek 12: de witte fiches samen {shown}"


@dataclass(frozen=True)
class ColoursReach(OwnDistance):
    """Book 16: as many fields as colours already in the cauldron (white not); the first
    locoweed counts itself unless its player declines (``counts_itself=False``, asked by the
    engine: ``in_play.CountItself``)."""

    counts_itself: bool = True

    def distance(self, cauldron: Chips) -> tuple[int, str]:
        return colours_reach(cauldron, self.counts_itself)

    def dutch(self) -> str:
        return (
            "het narrenkruid gaat zoveel velden als er al verschillende kleuren in je ketel "
            "liggen (wit niet); je eerste narrenkruid mag je zelf meetellen"
        )


@dataclass(frozen=True)
class WhitesReach(OwnDistance):
    """Book 12: as many fields as the white chips in the cauldron are worth; none gives 1."""

    def distance(self, cauldron: Chips) -> tuple[int, str]:
        return whites_reach(cauldron)

    def dutch(self) -> str:
        return (
            "het narrenkruid gaat zoveel velden als je witte fiches samen waard zijn; zonder "
            "witte fiches 1 veld"
        )


@dataclass(frozen=True)
class NextFieldThenReturn(Effect):
    """Book 10: the locoweed goes on the next field; then one coloured chip may go back to the
    bag (its field stays empty)."""

    @property
    def timing(self) -> Timing:
        return Timing.ON_DRAW

    def dutch(self) -> str:
        return (
            "het narrenkruid gaat op het volgende lege veld; daarna mag je één gekleurd fiche "
            "(geen wit) uit je ketel terug in je buidel doen"
        )


@dataclass(frozen=True)
class EssencePerLocoweed(Effect):
    """Book 11: in the essence phase, one field more for each locoweed in the cauldron, after
    the colours are counted."""

    @property
    def timing(self) -> Timing:
        return Timing.PASSIVE

    def dutch(self) -> str:
        return (
            "in de essentiefase gaat je essentiefiche één veld extra voor elk narrenkruid in "
            "je ketel, nadat je de kleuren hebt geteld"
        )


EFFECTS: dict[int, Effect] = {
    10: NextFieldThenReturn(),
    11: EssencePerLocoweed(),
    12: WhitesReach(),
    16: ColoursReach(),
}

ENGINE_BOOKS = (10, 11, 12, 16)
"""The books a whole game in the engine can use: all four (book 10's return is asked as a choice
by ``locoweed_in_play``, which asks ``give_back`` what may go back)."""


def table_book(number: int) -> Book:
    """The locoweed book as an ingredient book of the base game (price, effect, clause): what
    the expansion puts on the table and what a book page draws."""
    found = locoweed_book(number)
    return Book(
        Ingredient.LOCOWEED, 0, ((None, found.price),), EFFECTS[number], clause=found.clause_id
    )


# -- rulings -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LocoweedView:
    """A step's picture: the cauldron with the chips the step is about ringed."""

    cauldron: Cauldron
    highlight: tuple[int, ...] = ()

    def _repr_svg_(self) -> str:
        from rulebook.quacks.pictures import cauldron_svg

        return cauldron_svg(self.cauldron, droplet=None, highlight=self.highlight)

    def _repr_html_(self) -> str:
        from rulebook.core.drawing.svg import as_img

        return as_img(self._repr_svg_())


@dataclass(frozen=True)
class LocoweedResult:
    """Where the locoweed landed, how far it went, the cauldron after, and a returned chip."""

    book: int
    distance: int
    field: int
    cauldron: Cauldron
    returned: Chip | None = None


def lay_by_value(chips: Chips, start: int = 0) -> Cauldron:
    """``chips`` laid one after another, each as far as its value (locoweed 1), from ``start``:
    the cauldron before the locoweed comes (no actions)."""
    cauldron = Cauldron(start=start)
    for chip in chips:
        cauldron = cauldron.place(chip, chip.value or 1)
    return cauldron


def _cauldron_of(chips: Chips | str, start: int) -> Cauldron:
    given = Chips.parse(chips) if isinstance(chips, str) else checks.instance("chips", chips, Chips)
    checks.whole_number("start", start)
    if not 0 <= start <= 40:
        raise RuleError(
            "kwakzalvers.ketelspoor",
            f"Begin op een veld van 0 tot 40, niet op veld {numeral(start)}.",
        )
    if has_exploded(given):
        raise RuleError(
            "kwakzalvers.ontploffen",
            f"Je knalerwten zijn samen {given.white_total()}, meer dan {EXPLOSION_LIMIT}: je "
            "ketel is al ontploft, dus je trekt geen narrenkruid meer.",
        )
    if given.count(Ingredient.LOCOWEED) >= 30:
        raise RuleError(
            "kwakzalvers.voorraad",
            "De doos bevat 30 narrenkruid; met 30 in je ketel is er geen meer om te trekken.",
        )
    return lay_by_value(given, start)


def locoweed_ruling(
    book: int,
    chips: Chips | str = "",
    *,
    start: int = 0,
    give_back: int | None = None,
    itself: ReturnItself = ReturnItself.ALLOWED,
    counts_itself: bool = True,
) -> Ruling[LocoweedResult]:
    """You draw a locoweed with ``chips`` already in your cauldron (laid by value from field
    ``start``): how far does it go with book ``book``, and (book 10) which chip may go back?

    ``give_back`` is the field of the chip book 10 returns (``None``: none). A chip that may not
    go back, or a field without a chip, is refused naming the clause. ``counts_itself=False``
    is book 16's choice not to count the first locoweed, where the engine offers it
    (``may_decline``); elsewhere it is refused naming the clause.
    """
    found = locoweed_book(book)
    checks.instance("itself", itself, ReturnItself)
    checks.optional_whole_number("give_back", give_back)
    before = _cauldron_of(chips, start)
    contents = before.contents()
    if not counts_itself:
        _check_decline(book, contents)
    steps = [
        Step(
            BOOKS_CLAUSE,
            f"Op tafel ligt narrenkruidboek {book}; in je ketel "
            + (f"liggen al: {contents.dutch()}" if contents else "ligt nog niets")
            + f". Je trekt een narrenkruid; je laatste fiche ligt op veld {before.last_field}.",
            LocoweedView(before),
        )
    ]
    if book in (16, 12):
        if book == 16:
            reach, why = colours_reach(contents, counts_itself)
        else:
            reach, why = whites_reach(contents)
        ringed = _counted(before, book)
        steps.append(
            Step(
                found.clause_id,
                f"{_sentence(why)}: het narrenkruid gaat {fields(reach)}.",
                LocoweedView(before, ringed),
            )
        )
        if book == 16 and may_decline(contents):
            words = _count_itself_words(reach, counts_itself)
            steps.append(Step(COUNT_ITSELF_CLAUSE, words, LocoweedView(before, ringed)))
    else:
        reach = 1
        text = (
            "Boek 10: het narrenkruid komt op het volgende lege veld."
            if book == 10
            else "Boek 11 verandert niet hoe ver het narrenkruid gaat: het gaat 1 veld, zoals "
            "een fiche zonder actie; het boek werkt pas in de essentiefase."
        )
        cited = found.clause_id if book == 10 else BOOKS_CLAUSE  # book 11 acts later, in the
        steps.append(Step(cited, text, LocoweedView(before)))  # essence phase (flow order)
    after = before.place(LOCOWEED, reach)
    landed = after.chips[-1].field
    steps.append(
        Step(
            "kwakzalvers.brouwen.plaatsen",
            f"Vanaf je laatste fiche (veld {before.last_field}) {fields(reach)} verder: het "
            f"narrenkruid ligt op veld {landed}.",
            LocoweedView(after, (len(after) - 1,)),
        )
    )
    returned = None
    if book == 10:
        after, returned, more = return_one(after, give_back, itself)
        steps += more
    elif give_back is not None:
        raise RuleError(
            found.clause_id,
            f"Alleen boek 10 laat je een fiche terug in je buidel doen; met boek {book} niet.",
        )
    result = LocoweedResult(book, reach, landed, after, returned)
    answer = _answer(result)
    if book == ESSENCE_BOOK:
        essence = essence_ruling(EssenceSituation(after.contents(), locoweed_book=book))
        steps.append(
            Step(
                BOOKS_CLAUSE,
                "Na het brouwen volgt de essentiefase; daar telt boek 11 je narrenkruid.",
                LocoweedView(after),
            )
        )
        steps += essence.steps
        answer += f" {essence.answer}"
    return Ruling(
        question=_question(book, contents, start, give_back, itself, counts_itself),
        answer=answer,
        result=result,
        steps=tuple(steps),
    )


def _count_itself_words(reach: int, counts_itself: bool) -> str:
    """Book 16's choice in a ruling, with the other choice's distance (what the engine offers)."""
    if counts_itself:
        return (
            "Het is je eerste narrenkruid: meetellen mag, het hoeft niet. Je telt het mee (zo "
            f"kiezen ook de computerspelers); niet meetellen zou {fields(reach - 1)} geven."
        )
    return (
        "Het is je eerste narrenkruid: meetellen mag, het hoeft niet. Je telt het niet mee; "
        f"meetellen zou {fields(reach + 1)} geven."
    )


def _check_decline(book: int, contents: Chips) -> None:
    """Not counting the locoweed is book 16's choice for the first one, where it still moves."""
    if book != 16:
        raise RuleError(
            COUNT_ITSELF_CLAUSE,
            f"Alleen bij boek 16 kies je of je narrenkruid zichzelf meetelt; met boek {book} "
            "telt het niet.",
        )
    if not is_first_locoweed(contents):
        raise RuleError(
            COUNT_ITSELF_CLAUSE,
            "Er ligt al een narrenkruid in je ketel: alleen je eerste narrenkruid mag "
            "zichzelf meetellen, dus er valt niets te kiezen.",
        )
    if not may_decline(contents):
        raise RuleError(
            COUNT_ITSELF_CLAUSE,
            "Er ligt nog geen gekleurd fiche in je ketel: zonder zichzelf mee te tellen ging je "
            "narrenkruid 0 velden. Dat bieden de spelmotor en dit regelboek niet aan (een keuze "
            "van dit regelboek): hier telt het mee.",
        )


def _named(chip: Chip) -> str:
    """``het narrenkruid``, ``G2 (groen ingrediënt)``."""
    return "het narrenkruid" if chip == LOCOWEED else f"{chip} ({chip.ingredient.dutch})"


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _counted(cauldron: Cauldron, book: int) -> tuple[int, ...]:
    """The chips a book's count looks at: one per colour (16) or the whites (12)."""
    contents = cauldron.contents()
    if book == 16:
        return rules.first_chip_of_each_colour(contents)
    return rules.white_positions(contents)


def return_one(
    cauldron: Cauldron, field: int | None, itself: ReturnItself
) -> tuple[Cauldron, Chip | None, list[Step]]:
    """Book 10's return, right after the locoweed (the cauldron's last chip) was placed: the
    chip on ``field`` goes back to the bag (``None``: nothing goes back). A field without a chip,
    a white chip, or (``NOT_ITSELF``) the locoweed itself is refused naming the clause. The
    ruling above and the engine (``locoweed_in_play``) both ask this function."""
    clause_id = BOOKS[10].clause_id
    placed_at = cauldron.chips[-1].field
    if field is None:
        text = "Je mag nu één gekleurd fiche terug in je buidel doen; je doet het niet."
        return cauldron, None, [Step(clause_id, text, LocoweedView(cauldron))]
    index = next((i for i, p in enumerate(cauldron.chips) if p.field == field), None)
    if index is None:
        raise RuleError(
            clause_id, f"Op veld {numeral(field)} ligt geen fiche; kies het veld van een fiche."
        )
    chip = cauldron.chips[index].chip
    if chip.is_white:
        raise RuleError(
            clause_id,
            f"Op veld {field} ligt een wit fiche ({chip}); met boek 10 mag alleen een gekleurd "
            "fiche terug in je buidel, geen wit.",
        )
    steps = []
    if field == placed_at:
        if itself is ReturnItself.NOT_ITSELF:
            raise RuleError(
                ITSELF_CLAUSE,
                f"Op veld {field} ligt het narrenkruid dat je net hebt gelegd; met de keuze "
                "'niet zichzelf' mag het zichzelf niet terug in je buidel doen.",
            )
        steps.append(
            Step(
                ITSELF_CLAUSE,
                "Je kiest het narrenkruid dat je net hebt gelegd. De regels zeggen niet of dat "
                "mag; met de keuze 'ook zichzelf' (standaard) mag het.",
                LocoweedView(cauldron, (index,)),
            )
        )
    after = cauldron.without(index)
    others = "de andere fiches blijven liggen" + (
        f", dus veld {field} is nu leeg" if index < len(after) else ""
    )
    steps.append(
        Step(
            BOOKS[10].clause_id,
            f"Je haalt {_named(chip)} van veld {field} uit je ketel en doet het terug in je "
            f"buidel; {others}.",
            LocoweedView(after),
        )
    )
    return after, chip, steps


@dataclass(frozen=True)
class ReturnOption:
    """One chip book 10 could send back: where it lies, which chip, and (when it may not go
    back) the refusal ``return_one`` gives, with its clause."""

    field: int
    chip: Chip
    refusal: RuleError | None = None

    @property
    def allowed(self) -> bool:
        return self.refusal is None


def return_options(cauldron: Cauldron, itself: ReturnItself) -> tuple[ReturnOption, ...]:
    """Book 10, right after the locoweed (the cauldron's last chip) was placed: every chip in the
    cauldron, each with ``return_one``'s answer. What a reader may choose is therefore exactly
    what the ruling allows (a white chip, or the locoweed itself with ``NOT_ITSELF``, carries its
    refusal)."""
    checks.instance("itself", itself, ReturnItself)
    options = []
    for placed in cauldron.chips:
        try:
            return_one(cauldron, placed.field, itself)
        except RuleError as refusal:
            options.append(ReturnOption(placed.field, placed.chip, refusal))
        else:
            options.append(ReturnOption(placed.field, placed.chip))
    return tuple(options)


def _question(
    book: int,
    contents: Chips,
    start: int,
    give_back: int | None,
    itself: ReturnItself,
    counts_itself: bool = True,
) -> str:
    details = [f"boek {book}", f"ketel {contents or 'leeg'}"]
    if not counts_itself:
        details.append("eerste narrenkruid niet meegeteld")
    if start:
        details.append(f"vanaf veld {start}")
    if book == 10:
        details.append(f"terug: veld {give_back}" if give_back is not None else "niets terug")
        if itself is not ReturnItself.ALLOWED:
            details.append(f"keuze {itself.value}")
    return f"Waar komt je narrenkruid, en wat gebeurt er? ({', '.join(details)})"


def _answer(result: LocoweedResult) -> str:
    text = f"Het narrenkruid gaat {fields(result.distance)} en ligt op veld {result.field}."
    if result.returned is not None:
        text += f" {_sentence(_named(result.returned))} gaat terug in je buidel."
    if result.book == ESSENCE_BOOK:
        text += " In de essentiefase geeft boek 11 er een veld extra voor."
    return text


def price_ruling(number: int) -> Ruling[int]:
    """What one locoweed costs with book ``number``, and what a game uses."""
    found = locoweed_book(number)
    steps = (
        Step(
            BOOKS_CLAUSE,
            f"Aan het begin van het spel ligt boek {number} op tafel; de andere drie "
            "narrenkruidboeken doen niet mee.",
            found_page(number),
        ),
        Step(
            PRICE_CLAUSE,
            f"Een narrenkruid kost met dit boek {coins(found.price)}: "
            f"het getal van het boek. Er is maar één soort narrenkruid, zonder waarde.",
            found_page(number),
        ),
    )
    return Ruling(
        question=f"Wat kost een narrenkruid met boek {number}?",
        answer=f"{found.price} geld.",
        result=found.price,
        steps=steps,
    )


@dataclass(frozen=True)
class _Page:
    number: int

    def _repr_svg_(self) -> str:
        from rulebook.quacks.pictures import book_svg

        return book_svg(table_book(self.number))


def found_page(number: int) -> _Page:
    """The book page of locoweed book ``number`` as a step's picture."""
    return _Page(number)


def reach_table() -> list[dict[str, str]]:
    """Rows for an overview of the four books: number, price, reach, when, the rule."""
    return [
        {
            "boek": str(b.number),
            "prijs": f"{b.price} geld",
            "reikwijdte": b.reach,
            "werkt": b.acts,
            "wat het doet": EFFECTS[b.number].dutch(),
            "regel": b.clause_id,
        }
        for b in BOOKS.values()
    ]


__all__ = [
    "BOOKS",
    "ENGINE_BOOKS",
    "LocoweedBook",
    "LocoweedResult",
    "ReturnItself",
    "ReturnOption",
    "locoweed_book",
    "locoweed_ruling",
    "may_decline",
    "price",
    "price_ruling",
    "return_one",
    "return_options",
    "table_book",
]
