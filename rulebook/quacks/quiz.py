"""Test jezelf, De Kwakzalvers: quiz questions dealt from seeded situations and the rulings.

Each generator builds a situation a player can meet at the table (a cauldron, a score track, a
shop), asks the ruling that answers it, and reads the expected answer from the ruling's result,
so the quiz can never say something the rules do not. The rulings that need the engine are
imported when a question is dealt, so ``import rulebook`` stays light.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from rulebook.core.dutch import listing
from rulebook.core.model.steps import Step
from rulebook.core.reader.quiz import (
    NO,
    NOBODY,
    SEVERAL,
    YES,
    YES_NO,
    QuizGenerator,
    QuizQuestion,
    choose_seats,
)
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.state import Chip, Chips

START_WHITES = ("W1", "W1", "W1", "W1", "W2", "W2", "W3")
"""The knalerwten of the start bag (kwakzalvers.startbuidel)."""
PLAIN = ("O1", "G1", "G2", "G4", "P1", "Z1", "B1", "B2", "Y1", "R2")
"""Coloured chips for a cauldron whose chips do nothing while they are drawn (or, for the
explosion question, whatever they would do: only the whites count)."""
QUIET = ("O1", "G1", "G2", "P1", "Z1", "R1")
"""Chips without a choice while drawing; R1 of set 1 moves further after pumpkins."""
SHOP_CHIPS = ("O1", "Z1", "G1", "G2", "G4", "B1", "B2", "B4", "R1", "R2", "R4", "Y1", "Y2", "Y4")
EXPLOSION_LIMIT = 7
BOOK_CLAUSES = (
    "kwakzalvers.boek.oranje",
    "kwakzalvers.boek.zwart",
    *(
        f"kwakzalvers.boek.{colour}.{number}"
        for colour in ("groen", "blauw", "rood", "geel", "paars")
        for number in (1, 2, 3, 4)
    ),
)
"""The clauses of the ingredient books (chapter 15), where every price stands."""
BOOK_WORD = {
    "oranje": "oranje",
    "zwart": "zwarte",
    "groen": "groene",
    "blauw": "blauwe",
    "rood": "rode",
    "geel": "gele",
    "paars": "paarse",
}
"""The colour of a book as it stands before *boek* (*het rode boek*)."""


def _chips(labels: list[str]) -> Chips:
    return Chips(tuple(Chip.parse(label) for label in labels))


def _brew(rng: random.Random, colours: tuple[str, ...], most_colours: int) -> list[str]:
    """Chips in the order they are drawn from a bag of the start whites and a few colours,
    stopping at a random moment or right after the chip that makes the cauldron explode."""
    bag = list(START_WHITES) + rng.sample(colours, rng.randint(1, most_colours))
    rng.shuffle(bag)
    stop_after = rng.randint(3, len(bag))
    drawn: list[str] = []
    whites = 0
    for label in bag[:stop_after]:
        drawn.append(label)
        if label.startswith("W"):
            whites += int(label[1:])
            if whites > EXPLOSION_LIMIT:
                break
    return drawn


def _words(labels: list[str]) -> str:
    return listing(labels)


# -- the questions -------------------------------------------------------------------------------


def exploded(rng: random.Random) -> QuizQuestion:
    """Is this cauldron exploded? Only the whites count, and 7 is still safe."""
    from rulebook.quacks.rulings import explosion_ruling

    cauldron = _chips(_brew(rng, PLAIN, 4))
    ruling = explosion_ruling(cauldron)
    return QuizQuestion(
        "kwakzalvers.quiz.ontploft",
        f"Is deze ketel ontploft? In de ketel: {cauldron}.",
        YES if ruling.result else NO,
        ruling,
        YES_NO,
        cauldron,
    )


def scoring_field(rng: random.Random) -> QuizQuestion:
    """On which field do you score? From the droplet (and rat stone), chip by chip."""
    from rulebook.quacks.rulings.cauldron import cauldron_ruling

    drawn = _brew(rng, QUIET, 3)
    droplet = rng.choice((0, 0, 1, 2, 3))
    rats = rng.choice((0, 0, 1, 2))
    ruling = cauldron_ruling(_chips(drawn), droplet, rats=rats, round=2 if rats else 1)
    start = f"Je druppel staat op veld {droplet}" + (
        f" en je krijgt {rats} {'rattenstaart' if rats == 1 else 'rattenstaarten'}" if rats else ""
    )
    return QuizQuestion(
        "kwakzalvers.quiz.veld",
        f"{start}. Met de boeken van set 1 trek je na elkaar {_words(drawn)}; dan stop je (of "
        "is je ketel ontploft). Op welk veld tel je: wat is je puntentellingsveld?",
        str(ruling.result.field),
        ruling,
        picture=ruling.steps[0].state,  # the start: the last step would give the answer away
    )


def rat_tails(rng: random.Random) -> QuizQuestion:
    """How many rat tails lie between your score and the leader's?"""
    from rulebook.quacks.rulings import rats_ruling

    leader = rng.randint(4, 48)
    mine = max(0, leader - rng.randint(0, 12))
    ruling = rats_ruling(mine, leader)
    return QuizQuestion(
        "kwakzalvers.quiz.ratten",
        f"Ronde 2 of later. De koploper heeft {leader} overwinningspunten, jij {mine}. Hoeveel "
        "rattenstaarten krijg je?",
        str(ruling.result),
        ruling,
    )


def can_buy(rng: random.Random) -> QuizQuestion:
    """Can you buy this chip with these coins in this round?"""
    from rulebook.quacks.rulings.scoring import shop_ruling

    coins = rng.randint(3, 22)
    number = rng.randint(1, 8)
    while True:  # a disputed price is asked where its choice is taught (``disputed_price``)
        book_set = rng.randint(1, 4)
        chip = Chip.parse(rng.choice((*SHOP_CHIPS, "P1")))
        if (str(chip), book_set) not in DISPUTED:
            break
    ruling = shop_ruling(coins, round=number, books=book_set)
    buyable = {item for item, _ in ruling.result.singles}
    return QuizQuestion(
        "kwakzalvers.quiz.kopen",
        f"Ronde {number}, boeken van set {book_set}, en je puntentellingsveld geeft {coins} "
        f"geld. Kun je een {chip.dutch()} kopen?",
        YES if chip in buyable else NO,
        _price_first(ruling, chip, book_set, coins),
        YES_NO,
    )


def _price_first(ruling: Ruling[Any], chip: Chip, book_set: int, coins: int) -> Ruling[Any]:
    """The shop's ruling told for one chip: what decides (its book open or not, its price
    against the money) first, the rest of the shop (the pairs) after it."""
    from rulebook.quacks.books import book
    from rulebook.quacks.data import Ingredient

    colour = chip.ingredient
    shelf = book(colour, 0 if colour in (Ingredient.ORANGE, Ingredient.BLACK) else book_set)
    gate = f"koop je nog geen {colour.plural}"
    first = [s for s in ruling.steps if s.clause_id == shelf.clause_id or gate in s.text]
    # the other books' disputed prices do not decide this chip (their choice is chapter 17's)
    rest = [
        s for s in ruling.steps if s not in first and s.clause_id != "kwakzalvers.keuze.prijzen"
    ]
    cost = dict(shelf.prices)[chip.value or 0]
    enough = "genoeg" if cost <= coins else "te weinig"
    decides = (
        first[0].text
        if gate in first[0].text
        else f"{chip} kost {cost} en je hebt {coins} geld: {enough}."
    )
    return replace(ruling, answer=f"{decides} Verder: {ruling.answer}", steps=(*first, *rest))


DISPUTED = (("G4", 3), ("B4", 4))
"""The two prices the sources disagree on (chip, set): asked in the chapter of the choices
(``kwakzalvers.keuze.prijzen``), never in the chapter of the books."""


def _price_ruling(chip: Chip, book_set: int, options: Any = None) -> Ruling[int]:
    """What ``chip`` costs with the books of ``book_set``: the set chosen at the setup, then the
    price in its book (and for a disputed price the choice of this rulebook)."""
    from rulebook.quacks.books import PriceOptions, book
    from rulebook.quacks.data import Ingredient
    from rulebook.quacks.rulings.scoring import _price_choice

    chosen = PriceOptions() if options is None else options
    colour = chip.ingredient
    one_book = colour in (Ingredient.ORANGE, Ingredient.BLACK)
    shelf = book(colour, 0 if one_book else book_set, chosen)
    cost = shelf.price(chip.value)
    named = f"het {BOOK_WORD[colour.colour]} boek"
    setup = (
        f"{named.capitalize()} ligt in elk spel, welke set je ook kiest."
        if one_book
        else f"Je koos bij de voorbereiding set {book_set}: {named} van set {book_set} ligt op "
        "tafel."
    )
    prices = listing([f"{Chip(colour, v) if v else 'een fiche'} kost {p}" for v, p in shelf.prices])
    steps = [
        Step("kwakzalvers.voorbereiding.boeken", setup),
        Step(shelf.clause_id, f"In dat boek: {prices} geld."),
    ]
    if (str(chip), book_set) in DISPUTED:
        steps.append(_price_choice(colour, cost, chosen))
    return Ruling(
        f"Wat kost een {chip.dutch()} met de boeken van set {book_set}?",
        f"{cost} geld.",
        cost,
        tuple(steps),
    )


def price(rng: random.Random) -> QuizQuestion:
    """What does this chip cost in this set? The price in the chip's book (chapter 15); the two
    disputed prices are left to ``disputed_price``."""
    while True:
        book_set = rng.randint(1, 4)
        chip = Chip.parse(rng.choice(SHOP_CHIPS))
        if (str(chip), book_set) not in DISPUTED:
            break
    ruling = _price_ruling(chip, book_set)
    return QuizQuestion(
        "kwakzalvers.quiz.prijs",
        f"Met de boeken van set {book_set}: hoeveel geld kost een {chip.dutch()}?",
        str(ruling.result),
        ruling,
    )


def disputed_price(rng: random.Random) -> QuizQuestion:
    """What does a chip cost under a choice of prices (chapter 17)? Half the time one of the two
    disputed prices, else any price, with the choices played named in the question."""
    from rulebook.quacks.books import BlueFourFour, GreenThreeFour, PriceOptions

    options = PriceOptions(
        green_three_four=rng.choice(list(GreenThreeFour)),
        blue_four_four=rng.choice(list(BlueFourFour)),
    )
    if rng.random() < 0.5:
        label, book_set = rng.choice(DISPUTED)
    else:
        label, book_set = rng.choice(SHOP_CHIPS), rng.randint(1, 4)
    chip = Chip.parse(label)
    ruling = _price_ruling(chip, book_set, options)
    green = (
        "de standaard (21)"
        if options.green_three_four is PriceOptions().green_three_four
        else "de keuze 'almanak 18'"
    )
    blue = (
        "de standaard (20)"
        if options.blue_four_four is PriceOptions().blue_four_four
        else "de keuze 'fanprijs 19'"
    )
    return QuizQuestion(
        "kwakzalvers.quiz.prijs-keuze",
        f"Je speelt met {green} voor groen set 3 en {blue} voor blauw set 4. Met de boeken van "
        f"set {book_set}: hoeveel geld kost een {chip.dutch()}?",
        str(ruling.result),
        ruling,
    )


def setting_up(rng: random.Random) -> QuizQuestion:
    """Setting up for 2 to 4 players (chapter 10): how many chips go into each bag, how many
    white chips are left beside the score track, how many coloured chips of a value are left
    in the box; read from ``setup_ruling``."""
    from rulebook.quacks.rulings.setup import setup_ruling

    players = rng.randint(2, 4)
    book_set = rng.randint(1, 4)
    ruling = setup_ruling(players, book_set)
    ready = ruling.result
    value = rng.choice(sorted(ready.coloured_left))
    asked, answer = rng.choice(
        (
            ("Hoeveel fiches gaan er in elke buidel?", len(ready.bag)),
            (
                "Hoeveel witte fiches liggen er na het vullen van de buidels naast het scorespoor?",
                ready.whites_left,
            ),
            (
                f"Hoeveel gekleurde fiches van waarde {value} liggen er na het vullen van de "
                "buidels nog op hun hoopje?",
                ready.coloured_left[value],
            ),
        )
    )
    return QuizQuestion(
        "kwakzalvers.quiz.voorbereiding",
        f"Je zet een spel klaar voor {players} spelers, met de boeken van set {book_set}. {asked}",
        str(answer),
        replace(ruling, answer=f"{answer}. {ruling.answer}"),
    )


def _seat_names(players: int) -> tuple[str, ...]:
    return tuple(f"Speler {seat + 1}" for seat in range(players))


def bonus_die(rng: random.Random) -> QuizQuestion:
    """Who rolls the bonus die? Only cauldrons that did not explode take part."""
    from rulebook.quacks.rulings.scoring import bonus_die_ruling

    players = rng.randint(2, 4)
    fields = [rng.randint(8, 24) for _ in range(players)]
    if rng.random() < 0.4:
        fields[rng.randrange(players)] = max(fields)  # a tie now and then
    blown = [rng.random() < 0.3 for _ in range(players)]
    ruling = bonus_die_ruling(fields, blown)
    names = _seat_names(players)
    shown = listing(
        [
            f"speler {seat + 1} veld {field}" + (" (ontploft)" if out else "")
            for seat, (field, out) in enumerate(zip(fields, blown, strict=True))
        ]
    )
    return QuizQuestion(
        "kwakzalvers.quiz.dobbelsteen",
        f"De puntentellingsvelden: {shown}. Wie gooit de bonusdobbelsteen?",
        choose_seats(names, ruling.result),
        ruling,
        (*names, SEVERAL, NOBODY),
    )


SHARED = "Ze delen de overwinning"


def winner(rng: random.Random) -> QuizQuestion:
    """Who wins after round 9? Tied scores look at the fuller cauldron of round 9."""
    from rulebook.quacks.rulings.scoring import end_ruling

    players = rng.randint(2, 4)
    scores = [rng.randint(40, 43) for _ in range(players)]
    fields = [rng.randint(16, 19) for _ in range(players)]
    ruling = end_ruling(scores, fields)
    names = _seat_names(players)
    won = ruling.result
    shown = listing(
        [
            f"speler {seat + 1} {score} punten (veld {field} in ronde 9)"
            for seat, (score, field) in enumerate(zip(scores, fields, strict=True))
        ]
    )
    return QuizQuestion(
        "kwakzalvers.quiz.winnaar",
        f"Na ronde 9: {shown}. Wie wint?",
        names[won[0]] if len(won) == 1 else SHARED,
        ruling,
        (*names, SHARED),
    )


def odds(rng: random.Random) -> QuizQuestion:
    """How many chips in the bag would make the cauldron explode now?"""
    from rulebook.quacks.rulings import odds_ruling

    whites = list(START_WHITES)
    rng.shuffle(whites)
    target = rng.choice((3, 5, 6, 6, 7))
    in_cauldron: list[str] = []
    for label in whites:
        total = sum(int(w[1:]) for w in in_cauldron)
        if total >= target or total + int(label[1:]) > EXPLOSION_LIMIT:
            continue
        in_cauldron.append(label)
    in_bag = list(whites)
    for label in in_cauldron:
        in_bag.remove(label)
    in_bag += rng.sample(PLAIN, rng.randint(1, 4))
    ruling = odds_ruling(_chips(in_bag), _chips(in_cauldron))
    bad = ruling.result.chance * len(in_bag)
    return QuizQuestion(
        "kwakzalvers.quiz.kans",
        f"In je ketel liggen {_words(in_cauldron)}; in je buidel zitten nog "
        f"{_words(sorted(in_bag))}. Hoeveel van die fiches zouden je ketel laten ontploffen "
        "als je ze nu trekt?",
        str(int(bad)),
        ruling,
    )


def _generator(
    name: str, title: str, topics: tuple[str, ...], clause_ids: tuple[str, ...], make: Any
) -> QuizGenerator:
    return QuizGenerator(f"kwakzalvers.quiz.{name}", title, topics, clause_ids, make)


QUIZ: tuple[QuizGenerator, ...] = (
    _generator(
        "voorbereiding",
        "Hoe zet je het spel klaar?",
        ("voorbereiding", "startbuidel"),
        (
            "kwakzalvers.voorbereiding.fiches",
            "kwakzalvers.voorbereiding.spelers",
            "kwakzalvers.startbuidel",
        ),
        setting_up,
    ),
    _generator(
        "ontploft",
        "Is deze ketel ontploft?",
        ("brouwen", "ontploffen"),
        ("kwakzalvers.ontploffen",),
        exploded,
    ),
    _generator(
        "kans",
        "Welke fiches laten je ketel nu ontploffen?",
        ("brouwen", "ontploffen", "kans"),
        ("kwakzalvers.ontploffen", "kwakzalvers.brouwen"),
        odds,
    ),
    _generator(
        "veld",
        "Op welk veld tel je?",
        ("brouwen", "puntentelling"),
        # the answer is the scoring field, counted as chapter 13 teaches (its steps cite it)
        (
            "kwakzalvers.brouwen.plaatsen",
            "kwakzalvers.brouwen.stoppen",
            "kwakzalvers.puntentelling",
            "kwakzalvers.puntentelling.c",
            "kwakzalvers.puntentelling.ontploft",
        ),
        scoring_field,
    ),
    _generator(
        "ratten",
        "Hoeveel rattenstaarten?",
        ("ratten", "ronde"),
        ("kwakzalvers.ratten", "kwakzalvers.ratten.staarten"),
        rat_tails,
    ),
    _generator(
        "dobbelsteen",
        "Wie gooit de bonusdobbelsteen?",
        ("puntentelling", "bonusdobbelsteen"),
        ("kwakzalvers.puntentelling.a",),
        bonus_die,
    ),
    _generator(
        "kopen",
        "Wat kun je kopen?",
        ("puntentelling", "kopen", "winkel"),
        # the shop's answer names every book's price and the rounds that open yellow and
        # purple (chapters 14 and 15), so it is asked once those are taught
        ("kwakzalvers.puntentelling.e", "kwakzalvers.ronde2", "kwakzalvers.ronde3", *BOOK_CLAUSES),
        can_buy,
    ),
    _generator(
        "prijs",
        "Wat kost dit fiche?",
        ("kopen", "winkel", "boeken"),
        ("kwakzalvers.voorbereiding.boeken", *BOOK_CLAUSES),
        price,
    ),
    _generator(
        "prijs-keuze",
        "Wat kost dit omstreden fiche?",
        ("kopen", "winkel", "boeken", "keuzes"),
        ("kwakzalvers.keuze.prijzen", "kwakzalvers.boek.groen.3", "kwakzalvers.boek.blauw.4"),
        disputed_price,
    ),
    _generator(
        "winnaar",
        "Wie wint?",
        ("einde", "puntentelling"),
        ("kwakzalvers.einde",),
        winner,
    ),
)
"""What the quiz can ask about the base game."""
