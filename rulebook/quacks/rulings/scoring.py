"""Table questions of the scoring, each answered as a ``Ruling``.

Who rolls the bonus die (step A), what the die's faces come to, what black chips give (step B),
what a player may buy (step E), and who wins. Each ruling reasons in its own steps from the
tables (track, books, supply); a property test checks every answer against the engine's own
computation (``engine.rollers``, ``engine.buy_options``, ``engine.winners`` ...). A cauldron's
chip actions of step B are played by the engine itself (``chip_actions_ruling``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from rulebook.core import checks
from rulebook.core.drawing.svg import SvgPicture
from rulebook.core.dutch import agree, count, inflected, listing, numeral, quoted, rubies, sentence
from rulebook.core.dutch import coins as coins_words
from rulebook.core.errors import RuleError
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.board import (
    BONUS_DIE_FACES,
    DIE_OPTION_NAMES,
    LAST_ROUND,
    PURPLE_ROUND,
    SPOON,
    TRACK,
    YELLOW_ROUND,
    DieFace,
)
from rulebook.quacks.books import SET_COLOURS, Book, PriceOptions, book
from rulebook.quacks.data import Ingredient
from rulebook.quacks.effects import BLACK_CLAUSE, BlackBook
from rulebook.quacks.rulings.changes import field_words, who
from rulebook.quacks.state import Chip, Chips

BONUS = "kwakzalvers.puntentelling.a"
BUYING = "kwakzalvers.puntentelling.e"

# -- step A: who rolls the bonus die --------------------------------------------------------------


def _check_players(number: int) -> None:
    if not 2 <= number <= 5:
        raise RuleError(
            "kwakzalvers.spelers",
            f"Aan tafel zitten 2 tot 4 spelers (5 met De Alchemisten), niet {numeral(number)}.",
        )


def _check_fields(fields: Sequence[int]) -> None:
    for field in fields:
        if not 1 <= field <= SPOON:
            raise RuleError(
                "kwakzalvers.ketelspoor",
                f"Een puntentellingsveld ligt tussen veld 1 en de lepel ({SPOON}), niet op "
                f"{numeral(field)}.",
            )


def bonus_die_ruling(
    scoring_fields: Sequence[int], exploded: Sequence[bool] = ()
) -> Ruling[tuple[int, ...]]:
    """Who rolls the bonus die in step A, given every player's scoring field (speler 1 first,
    the start player) and whether their cauldron exploded. The answer lists seats from 0.
    Every step shows the die, so a reader sees what the roll can bring."""
    fields = [checks.whole_number("een puntentellingsveld", f) for f in scoring_fields]
    blown = [checks.yes_or_no("ontploft", e) for e in exploded] or [False] * len(fields)
    _check_players(len(fields))
    if len(blown) != len(fields):
        raise ValueError("give one 'exploded' for every scoring field")
    _check_fields(fields)
    return _who_rolls(fields, blown).with_picture(_die_picture())


def _die_picture(option: str = "tweemaal-punt") -> SvgPicture:
    """The bonus die with its six faces (``option``: which face it has twice)."""
    from rulebook.quacks.pictures import die_svg

    return die_svg(option=option)


def _who_rolls(fields: list[int], blown: list[bool]) -> Ruling[tuple[int, ...]]:
    """Who rolls, from checked scoring fields: the highest field without an explosion."""
    seats = range(len(fields))
    shown = listing([f"{who(s)} {field_words(fields[s], exploded=blown[s])}" for s in seats])
    steps = [Step("kwakzalvers.puntentelling", f"De puntentellingsvelden: {shown}.")]
    question = (
        "Wie gooit de bonusdobbelsteen, met de velden " + listing([str(f) for f in fields]) + "?"
    )
    safe = [s for s in seats if not blown[s]]
    if not safe:
        text = f"Alle {len(fields)} ketels zijn ontploft: niemand gooit met de bonusdobbelsteen."
        return Ruling(question, "Niemand gooit.", (), (*steps, Step(BONUS, text)))
    if len(safe) < len(fields):
        out = [who(s) for s in seats if blown[s]]
        steps.append(
            Step(
                BONUS,
                f"Een ontplofte ketel gooit nooit: {listing(out)} "
                f"{agree(len(out), 'doet', 'doen')} niet mee; van de {len(safe)} andere telt het "
                "verste veld.",
            )
        )
    best = max(fields[s] for s in safe)
    rollers = tuple(s for s in safe if fields[s] == best)
    steps += _further(best, [fields[s] for s in safe if fields[s] != best])
    names = listing([who(s) for s in rollers])
    if len(rollers) == 1:
        text = f"Het hoogste veld zonder ontploffing is veld {best}: {names} gooit."
    else:
        all_of = "allebei" if len(rollers) == 2 else f"alle {len(rollers)}"
        text = f"{sentence(names)} staan {all_of} op veld {best}: ieder van hen gooit."
    steps.append(Step(BONUS, text))
    if best == SPOON:
        text = f"Veld {SPOON} is de lepel: wie hem haalt zonder te ontploffen, gooit altijd."
        steps.append(Step("kwakzalvers.spoor.lepel", text))
    answer = f"{sentence(names)} {agree(len(rollers), 'gooit', 'gooien')}."
    return Ruling(question, answer, rollers, tuple(steps))


def _further(best: int, others: list[int]) -> list[Step]:
    """Two fields with the same coins: the one further in the cauldron is the higher."""
    same = [field for field in others if TRACK[field].coins == TRACK[best].coins]
    if not same:
        return []
    return [
        Step(
            BONUS,
            f"Veld {best} en veld {same[0]} tonen allebei {coins_words(TRACK[best].coins)}; veld "
            f"{best} ligt verder in de ketel en is dus hoger.",
        )
    ]


def die_ruling(die: str = "tweemaal-punt") -> Ruling[dict[DieFace, Fraction]]:
    """The chance of each outcome of the bonus die, with the face that is on it twice."""
    checks.text("de dobbelsteen", die)
    if die not in BONUS_DIE_FACES:
        names = listing(list(BONUS_DIE_FACES), last="of")
        raise RuleError(
            "kwakzalvers.keuze.dobbelsteen", f"Er is geen dobbelsteen {quoted(die)}; kies {names}."
        )
    faces = BONUS_DIE_FACES[die]
    twice = next(face for face, name in DIE_OPTION_NAMES.items() if name == die)
    chances = {face: Fraction(faces.count(face), len(faces)) for face in dict.fromkeys(faces)}
    kinds = listing([face.value for face in chances])
    standard = " Dat is de standaard." if die == "tweemaal-punt" else ""
    steps = (
        Step(
            "kwakzalvers.bonusdobbelsteen",
            f"De bonusdobbelsteen heeft {len(faces)} vlakken met {len(chances)} soorten "
            f"uitkomst: {kinds}.",
        ),
        Step(
            "kwakzalvers.keuze.dobbelsteen",
            f"Met de keuze '{die}' staat '{twice.value}' op 2 vlakken: kans 2/6 = "
            f"{chances[twice]}; elke andere uitkomst 1/6.{standard}",
        ),
    )
    ruling = Ruling(
        f"Wat kan de bonusdobbelsteen geven, en hoe vaak ({die})?",
        f"'{twice.value}' met kans {chances[twice]}, de andere vier elk met kans 1/6.",
        chances,
        steps,
    )
    return ruling.with_picture(_die_picture(die))


# -- step B: black chips --------------------------------------------------------------------------


@dataclass(frozen=True)
class BlackReward:
    """What the black book gives one player: droplet fields and rubies."""

    droplet: int
    rubies: int


BLACK = BLACK_CLAUSE


def black_book_ruling(
    mine: int, left: int, right: int | None = None, *, literal_tie: bool = False
) -> Ruling[BlackReward]:
    """The black book in step B: ``left`` is the opponent with 2 players; with 3 or 4 players
    give both neighbours. ``literal_tie`` is the choice 'letterlijk' (0 against 0 counts).
    The steps and the reward are ``BlackBook.reward``'s, the function the engine applies."""
    for name, value in (("mine", mine), ("left", left), ("right", right)):
        if value is not None and checks.whole_number(name, value) < 0:
            raise RuleError(
                BLACK, f"Een ketel heeft 0 of meer doodshoofdvlinders, niet {numeral(value)}."
            )
    checks.yes_or_no("literal_tie", literal_tie)
    explained = BlackBook().reward(mine, left, right, literal_tie=literal_tie)
    reward = BlackReward(explained.value.droplet, explained.value.rubies)
    moths = count(mine, "doodshoofdvlinder", "doodshoofdvlinders", one="1")
    against = str(left) if right is None else f"{left} links en {right} rechts"
    question = f"Wat geeft het zwarte boek met {moths} tegen {against}?"
    return Ruling(question, _reward_words(reward), reward, explained.steps)


def _reward_words(reward: BlackReward) -> str:
    if not reward.droplet:
        return "Niets."
    parts = [f"druppel {reward.droplet} veld vooruit"]
    if reward.rubies:
        parts.append(rubies(reward.rubies))
    return sentence(listing(parts)) + "."


# -- step E: buying -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Shopping:
    """What some coins buy: every chip on its own (with its price), and every pair of two
    colours."""

    singles: tuple[tuple[Chip, int], ...]
    pairs: tuple[tuple[Chip, Chip], ...]

    def options(self) -> set[tuple[Chip, ...]]:
        """Every purchase as the engine lists them: nothing, one chip, or a pair."""
        return {(), *((chip,) for chip, _ in self.singles), *self.pairs}


_DISPUTED = {(Ingredient.GREEN, 3), (Ingredient.BLUE, 4)}
"""The two books whose 4-chip price the sources disagree on (clause kwakzalvers.keuze.prijzen)."""


def _check_shop(coins: int, round: int, books: int | tuple[int, ...]) -> tuple[int, ...]:
    checks.whole_number("coins", coins)
    checks.whole_number("round", round)
    if not 0 <= coins <= TRACK[SPOON].coins:
        raise RuleError(
            BUYING,
            f"Een puntentellingsveld geeft 0 tot {TRACK[SPOON].coins} geld, niet {numeral(coins)}.",
        )
    if not 1 <= round <= LAST_ROUND:
        raise RuleError("kwakzalvers.ronden", f"Ronde {numeral(round)} bestaat niet (1 tot 9).")
    if round == LAST_ROUND:
        raise RuleError(
            "kwakzalvers.ronde9", "In ronde 9 koop je geen fiches meer: geld wordt punten."
        )
    sets = books if isinstance(books, tuple) else (checks.whole_number("books", books),) * 5
    if len(sets) != 5 or any(n not in (1, 2, 3, 4) for n in sets):
        raise RuleError(
            "kwakzalvers.voorbereiding.boeken",
            "Kies voor groen, blauw, rood, geel en paars elk een set van 1 tot 4.",
        )
    return sets


def shop_ruling(
    coins: int,
    *,
    round: int = 1,
    books: int | tuple[int, ...] = 1,
    sold_out: Iterable[str] = (),
    prices: PriceOptions | None = None,
) -> Ruling[Shopping]:
    """What a player may buy with ``coins`` in step E of ``round``, with the books of
    ``books`` (one set for all, or five sets); ``sold_out`` chip kinds are gone from the box."""
    sets = _check_shop(coins, round, books)
    options = checks.optional_instance("prices", prices, PriceOptions) or PriceOptions()
    gone = {Chip.parse(checks.text("een fiche", label)) for label in sold_out}
    steps = [
        Step(
            BUYING,
            f"Je hebt {coins_words(coins)}: je koopt één fiche, of twee van verschillende kleur; "
            "wat je niet uitgeeft, vervalt.",
        )
    ]
    colour_books = [book(Ingredient.ORANGE, 0), book(Ingredient.BLACK, 0)] + [
        book(colour, number, options) for colour, number in zip(SET_COLOURS, sets, strict=True)
    ]
    singles: list[tuple[Chip, int]] = []
    for colour_book in colour_books:
        found, said = _from_book(colour_book, coins, round, gone, options)
        singles += found
        steps += said
    if gone:
        shown = listing(sorted(str(chip) for chip in gone))
        steps.append(Step("kwakzalvers.voorraad", f"Uitverkocht: {shown}; niemand kan ze kopen."))
    pairs = tuple(
        (a, b)
        for i, (a, price_a) in enumerate(singles)
        for b, price_b in singles[i + 1 :]
        if a.ingredient is not b.ingredient and price_a + price_b <= coins
    )
    steps += _pairs_step(coins, dict(singles), pairs)
    return Ruling(
        f"Wat kun je in ronde {round} met {coins_words(coins)} kopen?",
        _shop_answer(dict(singles), pairs),
        Shopping(tuple(singles), pairs),
        tuple(steps),
    )


def _from_book(
    colour_book: Book, coins: int, round: int, gone: set[Chip], options: PriceOptions
) -> tuple[list[tuple[Chip, int]], list[Step]]:
    """The chips of one book within reach, and the steps that say so."""
    colour = colour_book.colour
    opens = {Ingredient.YELLOW: YELLOW_ROUND, Ingredient.PURPLE: PURPLE_ROUND}.get(colour, 1)
    if round < opens:
        clause_id = "kwakzalvers.ronde2" if opens == YELLOW_ROUND else "kwakzalvers.ronde3"
        text = (
            f"Het {inflected(colour.colour)} boek gaat pas open in ronde {opens}; in ronde "
            f"{round} koop je nog geen {colour.plural}."
        )
        return [], [Step(clause_id, text)]
    offer = [(Chip(colour, value), cost) for value, cost in colour_book.prices]
    within = [(chip, cost) for chip, cost in offer if cost <= coins and chip not in gone]
    shown = listing([f"{chip} kost {cost}" for chip, cost in offer])
    reach = listing([str(chip) for chip, _ in within]) or "niets"
    name = sentence(colour.colour) + (f" (set {colour_book.set})" if colour_book.set else "")
    steps = [Step(colour_book.clause_id, f"{name}: {shown}; binnen bereik: {reach}.")]
    if (colour, colour_book.set) in _DISPUTED:
        steps.append(_price_choice(colour, colour_book.price(4), options))
    return within, steps


def _price_choice(colour: Ingredient, cost: int, options: PriceOptions) -> Step:
    if colour is Ingredient.GREEN:
        standard = options.green_three_four is PriceOptions().green_three_four
        why = "het gedrukte boek, de standaard" if standard else "de keuze 'almanak 18'"
    else:
        standard = options.blue_four_four is PriceOptions().blue_four_four
        why = "de officiële almanak, de standaard" if standard else "de keuze 'fanprijs 19'"
    return Step(
        "kwakzalvers.keuze.prijzen",
        f"De prijs van {colour.letter}4 in dit boek is omstreden: hier {cost} geld ({why}).",
    )


def _pairs_step(
    coins: int, price: dict[Chip, int], pairs: tuple[tuple[Chip, Chip], ...]
) -> list[Step]:
    if not pairs:
        return []
    first, second = max(pairs, key=lambda pair: price[pair[0]] + price[pair[1]])
    return [
        Step(
            BUYING,
            f"Twee fiches van verschillende kleur samen voor hoogstens {coins}: "
            f"{count(len(pairs), 'paar', 'paren', one='1')}; het duurste paar is {first} + "
            f"{second} voor {price[first] + price[second]} geld.",
        )
    ]


def _shop_answer(price: dict[Chip, int], pairs: tuple[tuple[Chip, Chip], ...]) -> str:
    if not price:
        return "Niets: geen fiche is zo goedkoop."
    buys: list[tuple[int, tuple[Chip, ...]]] = [(cost, (chip,)) for chip, cost in price.items()]
    buys += [(price[a] + price[b], (a, b)) for a, b in pairs]
    cost, richest = max(buys, key=lambda item: item[0])
    return (
        f"{sentence(count(len(price), 'fiche', 'fiches', one='1'))} los en "
        f"{count(len(pairs), 'paar', 'paren', one='1')}; het meeste geld besteed je aan "
        f"{Chips(richest)} ({cost})."
    )


# -- the end of the game --------------------------------------------------------------------------


def end_ruling(scores: Sequence[int], last_fields: Sequence[int]) -> Ruling[tuple[int, ...]]:
    """Who wins after round 9: the most points; tied, the fuller cauldron of round 9 (its
    scoring field); still tied, they share. The answer lists seats from 0. Every step shows
    the score track with the final scores."""
    points_of = [checks.whole_number("een score", s) for s in scores]
    fields = [checks.whole_number("een veld", f) for f in last_fields]
    _check_players(len(points_of))
    if len(fields) != len(points_of):
        raise ValueError("give one last field for every score")
    if any(s < 0 for s in points_of):
        raise RuleError("kwakzalvers.puntentelling.d", "Een score is nooit negatief.")
    _check_fields(fields)
    seats = range(len(points_of))
    shown = listing([f"{who(s)} {points_of[s]}" for s in seats])
    steps = [Step("kwakzalvers.ronden", f"Na ronde 9 is het spel voorbij. De scores: {shown}.")]
    question = f"Wie wint met de scores {listing([str(p) for p in points_of])}?"
    best = max(points_of)
    leaders = [s for s in seats if points_of[s] == best]
    if len(leaders) == 1:
        text = f"De meeste overwinningspunten ({best}) heeft {who(leaders[0])}: die wint."
        steps.append(Step("kwakzalvers.einde", text))
        answer = f"{sentence(who(leaders[0]))} wint."
        ruling = Ruling(question, answer, (leaders[0],), tuple(steps))
        return ruling.with_picture(_final_track(points_of, leaders[0]))
    fullest = max(fields[s] for s in leaders)
    won = tuple(s for s in leaders if fields[s] == fullest)
    tied = listing([f"{who(s)} veld {fields[s]}" for s in leaders])
    steps.append(
        Step(
            "kwakzalvers.einde",
            f"{sentence(listing([who(s) for s in leaders]))} staan gelijk op {best}. Dan telt de "
            f"vollere ketel in ronde 9 (het verste puntentellingsveld): {tied}.",
        )
    )
    names = listing([who(s) for s in won])
    if len(won) == 1:
        steps.append(Step("kwakzalvers.einde", f"Veld {fullest} is het verst: {names} wint."))
        answer = f"{sentence(names)} wint."
    else:
        text = f"Ook dat is gelijk (veld {fullest}): {names} delen de overwinning."
        steps.append(Step("kwakzalvers.einde", text))
        answer = f"{sentence(names)} delen de overwinning."
    return Ruling(question, answer, won, tuple(steps)).with_picture(_final_track(points_of, won[0]))


def _final_track(scores: list[int], winner: int) -> SvgPicture:
    """The score track after round 9, every marker on its score and the (first) winner ringed;
    no rat tails marked, they no longer count."""
    from rulebook.quacks.pictures import score_track_svg

    return score_track_svg(dict(enumerate(scores)), winner, focus=())


# -- a cauldron's chip actions in step B, played by the engine ------------------------------------


def chip_actions_ruling(
    cauldron: Chips | str,
    *,
    books: int | tuple[int, ...] = 1,
    players: int = 2,
    round: int = 3,
    blacks: Sequence[int] = (),
    rubies_now: int = 1,
    choices: Sequence[int] = (),
    options: dict[str, Any] | None = None,
) -> Ruling[Any]:
    """Step B for one cauldron (speler 1, the start player): its black, green and purple chips
    act as the engine makes them, after the chips were laid in this order from the droplet.
    ``blacks`` are the black chips of the other players (speler 2 on); ``choices`` answer the
    questions a book asks (``1`` is the first option), in order."""
    from rulebook.quacks.rulings.scenario import pour, scenario_ruling, table

    chips = Chips.parse(cauldron) if isinstance(cauldron, str) else cauldron
    state = table(players, books=books, round=round, **(options or {}))
    state = pour(state, 0, chips, stopped=True, rubies=rubies_now)
    for seat in range(1, players):
        number = blacks[seat - 1] if seat - 1 < len(blacks) else 0
        state = pour(state, seat, Chips((Chip(Ingredient.BLACK, 1),) * number), stopped=True)
    return scenario_ruling(
        replace(state, phase="bonusdobbelsteen"),
        [f"1 kies {n}" for n in choices],
        question=f"Wat doen de fiches van {chips} in stap B?",
        focus=(0,),
        until="fiche-acties",
    )


__all__ = [
    "BlackReward",
    "Shopping",
    "black_book_ruling",
    "bonus_die_ruling",
    "chip_actions_ruling",
    "die_ruling",
    "end_ruling",
    "shop_ruling",
]
