"""Table questions before and between rounds, each answered as a ``Ruling``.

How a game is set up for a number of players and a choice of books (``setup_ruling``), what
changes at the start of a round (``round_start_ruling``: the yellow and purple books, the white
chip of round 6, the rats, the last round), and how a fortune-teller card is called
(``card_ruling``). The rulings reason from the data tables; a property test checks their answers
against a game the engine sets up and plays.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from rulebook.core import checks
from rulebook.core.dutch import listing, numeral, quoted, sentence
from rulebook.core.errors import RuleError
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.board import LAST_ROUND, PURPLE_ROUND, YELLOW_ROUND
from rulebook.quacks.books import SET_COLOURS, book
from rulebook.quacks.card_texts import CARD_ENGLISH_TITLES, CARD_TEXTS
from rulebook.quacks.data import BOX_WHITES, EXTRA_WHITE_ROUND, START_BAG, SUPPLY, Ingredient
from rulebook.quacks.fortune import BY_ID
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import Bag, GameState, Setup

# -- setting up a game ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Preparation:
    """What the table looks like before round 1: each bag, each player's rubies, the chips left
    in the box per value, the white chips left beside the track, and the open and closed books."""

    bag: Chips
    rubies: int
    coloured_left: dict[int, int]
    whites_left: int
    open_books: tuple[str, ...]
    closed_books: tuple[str, ...]


def setup_ruling(players: int = 4, books: int | tuple[int, ...] = 1) -> Ruling[Preparation]:
    """How to set up a game for ``players`` with the books of ``books`` (one set for all five
    colours, or five sets: green, blue, red, yellow, purple)."""
    checks.whole_number("players", players)
    if not 2 <= players <= 4:
        raise RuleError(
            "kwakzalvers.spelers",
            f"Het basisspel is voor 2 tot 4 spelers, niet voor {numeral(players)}.",
        )
    sets = books if isinstance(books, tuple) else (checks.whole_number("books", books),) * 5
    if len(sets) != 5 or any(n not in (1, 2, 3, 4) for n in sets):
        raise RuleError(
            "kwakzalvers.voorbereiding.boeken",
            "Kies voor groen, blauw, rood, geel en paars elk een set van 1 tot 4.",
        )
    bag = Chips(tuple(Chip(c, v) for (c, v), n in START_BAG.items() for _ in range(n)))
    coloured = Counter({key: n for key, n in SUPPLY.items() if key[0] is not Ingredient.LOCOWEED})
    for (colour, value), n in START_BAG.items():
        if colour is not Ingredient.WHITE:
            coloured[(colour, value)] -= n * players
    by_value: dict[int, int] = {}
    for (_, value), n in coloured.items():
        by_value[value or 0] = by_value.get(value or 0, 0) + n
    whites = sum(BOX_WHITES.values()) - len(bag.whites()) * players
    named = [book(colour, number) for colour, number in zip(SET_COLOURS, sets, strict=True)]
    opened = tuple(
        b.clause_id for b in named if b.colour not in (Ingredient.YELLOW, Ingredient.PURPLE)
    )
    closed = tuple(b.clause_id for b in named if b.colour in (Ingredient.YELLOW, Ingredient.PURPLE))
    result = Preparation(bag, 1, by_value, whites, opened, closed)
    table = _new_table(players, sets)
    mine = table.players[0]
    steps = [
        Step(
            "kwakzalvers.doel",
            f"{players} kwakzalvers brouwen 9 ronden lang; wie daarna de meeste "
            "overwinningspunten heeft, wint.",
            table,
        ),
        Step(
            "kwakzalvers.spelers",
            f"Met {players} spelers doen {players} van de 4 ketels mee, elk met buidel, fles, "
            "rattensteen en scoresteen.",
            table,
        ),
        Step(
            "kwakzalvers.spelmateriaal",
            f"Uit de doos: 216 fiches, 20 robijnen (er gaan er {players} naar de spelers), 24 "
            "waarzeggerijkaarten en de 12 gekleurde boeken, waarvan je er 5 kiest.",
            table,
        ),
        Step(
            "kwakzalvers.voorbereiding.tafel",
            "De vlam staat op ronde 1 van het rondenspoor; elk zegel ligt met de '0' boven; "
            f"robijnen ({20 - players}) en de bonusdobbelsteen liggen klaar als voorraad.",
            table,
        ),
        Step(
            "kwakzalvers.voorbereiding.fiches",
            "De gekleurde fiches liggen op drie hoopjes: "
            + listing([f"{by_value[v]} van waarde {v}" for v in sorted(by_value)])
            + f"; de {whites} witte fiches die over zijn, liggen naast het scorespoor.",
            table,
        ),
        replace(_chips_step(), state=table),
        replace(_books_step(sets, players), state=table),
        Step(
            "kwakzalvers.voorbereiding.spelers",
            f"Ieder van de {players} spelers zet zijn druppel op veld 0, zijn scoresteen op 0 "
            "(zijn zegel), zijn fles vol, en neemt 1 robijn.",
            mine,
        ),
        Step(
            "kwakzalvers.startbuidel",
            f"In elke buidel gaan {len(bag)} fiches: {bag} ({bag.dutch()}).",
            mine,
        ),
        Step(
            "kwakzalvers.startspeler",
            "Wie het laatst kookte, is speler 1: die schudt de 24 waarzeggerijkaarten en begint "
            "ronde 1 als startspeler.",
            table,
        ),
    ]
    if len(set(sets)) > 1:
        steps.insert(
            6,
            Step(
                "kwakzalvers.varianten.sets",
                "Een eigen set: "
                + listing([f"{b.colour.colour} uit set {b.set}" for b in named])
                + ".",
                table,
            ),
        )
    return Ruling(
        f"Hoe zet je een spel voor {players} spelers klaar"
        + (f" met set {sets[0]}?" if len(set(sets)) == 1 else " met een eigen set boeken?"),
        f"Iedereen begint met {len(bag)} fiches, 1 robijn en zijn druppel op veld 0; open liggen "
        "oranje, zwart, groen, blauw en rood, dicht geel en paars.",
        result,
        tuple(steps),
    )


def _new_table(players: int, sets: tuple[int, ...]) -> GameState:
    """The table as it stands before round 1 (the engine sets it up): the pictures of the steps.
    The engine is loaded only here, so the other table questions stay light."""
    from rulebook.quacks.engine import make_game

    return make_game().new_game(Setup(players=players, books=sets), 0)


def _chips_step() -> Step:
    """Which values each colour comes in, from the ingredient table."""
    groups: dict[tuple[int, ...], list[str]] = {}
    for ingredient in Ingredient:
        if ingredient.values:
            groups.setdefault(ingredient.values, []).append(ingredient.colour)
    said = [
        f"{listing(colours)} {'heeft' if len(colours) == 1 else 'hebben'} waarde "
        f"{listing([str(v) for v in values], last='of')}"
        for values, colours in groups.items()
    ]
    return Step("kwakzalvers.fiches", sentence("; ".join(said)) + ".")


def _books_step(sets: tuple[int, ...], players: int) -> Step:
    side = "de kant voor 2 spelers" if players == 2 else "de kant voor 3 of 4 spelers"
    shown = listing(
        [f"{colour.colour} (set {n})" for colour, n in zip(SET_COLOURS, sets, strict=True)]
    )
    return Step(
        "kwakzalvers.voorbereiding.boeken",
        f"Het oranje boek en het zwarte boek, met {side} boven, liggen er altijd. Dan de vijf "
        f"boeken: {shown}; groen, blauw en rood open, geel en paars dicht tot ronde "
        f"{YELLOW_ROUND} en {PURPLE_ROUND}.",
    )


# -- the start of a round ------------------------------------------------------------------------


@dataclass(frozen=True)
class RoundStart:
    """What holds from the start of a round: the books open, the white chips a player owns,
    whether the rats count, and whether it is the last round."""

    round: int
    open_colours: tuple[str, ...]
    white_ones: int
    rats: bool
    last: bool


def round_start_ruling(round: int) -> Ruling[RoundStart]:
    """What is special at the start of ``round``: rounds 2, 3, 6 and 9 each bring something."""
    checks.whole_number("round", round)
    if not 1 <= round <= LAST_ROUND:
        raise RuleError("kwakzalvers.ronden", f"Ronde {numeral(round)} bestaat niet (1 tot 9).")
    colours = ["oranje", "zwart", "groen", "blauw", "rood"]
    if round >= YELLOW_ROUND:
        colours.append("geel")
    if round >= PURPLE_ROUND:
        colours.append("paars")
    whites = START_BAG[(Ingredient.WHITE, 1)] + (1 if round >= EXTRA_WHITE_ROUND else 0)
    result = RoundStart(round, tuple(colours), whites, round >= 2, round == LAST_ROUND)
    bag = _bag_in_round(round)
    steps = [
        Step(
            "kwakzalvers.ronden",
            f"Ronde {round} van {LAST_ROUND}"
            + (": de laatste ronde." if round == LAST_ROUND else "."),
            bag,
        ),
        Step(
            "kwakzalvers.ronde",
            "Eerst de waarzeggerijkaart, dan "
            + ("de ratten, dan " if round >= 2 else "(in ronde 1 nog geen ratten) ")
            + "het brouwen en tot slot de puntentelling: 4 stappen.",
            bag,
        ),
    ]
    steps += _books_opened(round) + _special(round, whites, bag)
    open_words = listing(colours)
    return Ruling(
        f"Wat verandert er bij het begin van ronde {round}?",
        f"Open boeken: {open_words}; {whites} knalerwten van waarde 1 in elke buidel"
        + ("; dit is de laatste ronde." if round == LAST_ROUND else "."),
        result,
        tuple(steps),
    )


def _bag_in_round(round: int) -> Bag:
    """A bag of the start chips in ``round``: from round 6 with the extra white 1-chip (the
    picture of the round's steps; what a player bought is his own)."""
    bag = Bag.of(Chip(colour, value) for (colour, value), n in START_BAG.items() for _ in range(n))
    return bag.add(Chip(Ingredient.WHITE, 1)) if round >= EXTRA_WHITE_ROUND else bag


def _books_opened(round: int) -> list[Step]:
    """Rounds 2 and 3 open the yellow and the purple book; later rounds find them open. The
    picture is that book of set 1 (every set opens it in the same round)."""
    from rulebook.quacks.pictures import book_svg

    steps = []
    for clause_id, opens, colour, plural, ingredient in (
        ("kwakzalvers.ronde2", YELLOW_ROUND, "gele", "alruinwortels", Ingredient.YELLOW),
        ("kwakzalvers.ronde3", PURPLE_ROUND, "paarse", "geestenadems", Ingredient.PURPLE),
    ):
        page = book_svg(book(ingredient, 1))
        if round == opens:
            text = (
                f"Bij het begin van ronde {opens} gaat het {colour} boek open: vanaf nu kun je "
                f"{plural} kopen en krijgen."
            )
            steps.append(Step(clause_id, text, page))
        elif round > opens:
            steps.append(Step(clause_id, f"Het {colour} boek ligt sinds ronde {opens} open.", page))
    return steps


def _special(round: int, whites: int, bag: Bag) -> list[Step]:
    """Round 6 brings a white 1-chip, round 9 stirring in step and points for coins."""
    if round == EXTRA_WHITE_ROUND:
        text = (
            f"Bij het begin van ronde 6 doet iedereen een knalerwt W1 in zijn buidel: nu {whites} "
            f"knalerwten van waarde 1 in plaats van {whites - 1}."
        )
        return [Step("kwakzalvers.ronde6", text, bag)]
    if round == LAST_ROUND:
        text = (
            "In ronde 9 roept de voorlezer van de kaart telkens 'Roeren!' en trekt iedereen "
            "tegelijk één fiche; aan het eind koop je 1 punt per 2 robijnen en, met een hele "
            "ketel, 1 punt per 5 geld."
        )
        return [Step("kwakzalvers.ronde9", text, bag)]
    return []


# -- a card by its name ------------------------------------------------------------------------


def card_ruling(card_id: str, *, english: bool = False) -> Ruling[str]:
    """A fortune-teller card: its title (this rulebook's Dutch title, or the English one with
    the choice 'Engelse titel'), its colour and what it does."""
    checks.text("de kaart", card_id)
    checks.yes_or_no("english", english)
    if card_id not in BY_ID:
        raise RuleError(
            "kwakzalvers.waarzegster",
            f"Er is geen waarzeggerijkaart {quoted(card_id)}; de kaarten heten P1 tot P13 en "
            "B1 tot B11.",
        )
    card = BY_ID[card_id]
    dutch_title, text = CARD_TEXTS[card_id]
    schmidt, north_star = CARD_ENGLISH_TITLES[card_id]
    title = schmidt if english else dutch_title
    choice = (
        f"Met de keuze 'Engelse titel' heet kaart {card_id} '{schmidt}' (bij North Star Games "
        f"'{north_star}')."
        if english
        else f"Kaart {card_id} heet hier '{dutch_title}', een eigen vertaling van '{schmidt}' "
        "(keuze 'eigen vertaling', de standaard)."
    )
    when = "meteen, voor de ronde begint" if card.is_purple else "deze hele ronde"
    steps = (
        Step("kwakzalvers.waarzegster.titels", choice),
        Step(card.clause_id, f"Kaart {card_id} is {card.colour.value}: ze werkt {when}. {text}"),
    )
    return Ruling(
        f"Wat zegt waarzeggerijkaart {card_id}?",
        f"'{title}': {text}",
        title,
        steps,
    )
