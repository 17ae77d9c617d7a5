"""Test jezelf, chapter 22: how far does a locoweed go with book 12 or 16, and what does card
B4 let you spend? Each question is a seeded situation answered by its ruling. The rulings are
imported when a question is dealt, so ``import rulebook`` stays light."""

from __future__ import annotations

import random

from rulebook.core.dutch import listing, rat_tails
from rulebook.core.reader.quiz import QuizGenerator, QuizQuestion
from rulebook.quacks.state import Chip, Chips

COLOURS = ("O1", "G1", "G2", "B1", "B2", "R1", "R2", "Y1", "P1", "Z1", "N")
WHITES = ("W1", "W1", "W1", "W2", "W2", "W3")


def locoweed_distance(rng: random.Random) -> QuizQuestion:
    """How many fields does the locoweed go? Book 16: colours (white not; the first locoweed
    itself); book 12: the whites' values, none gives 1."""
    from rulebook.quacks.alchemists.locoweed.books import lay_by_value, locoweed_ruling

    book = rng.choice((12, 16))
    labels = rng.sample(COLOURS, rng.randint(0, 4)) + rng.sample(WHITES, rng.randint(0, 3))
    rng.shuffle(labels)
    chips = Chips(tuple(Chip.parse(label) for label in labels))
    ruling = locoweed_ruling(book, chips)
    shown = listing([str(c) for c in chips]) if chips else "nog niets"
    return QuizQuestion(
        "alchemisten.quiz.narrenkruid",
        f"Je speelt met narrenkruidboek {book}. In je ketel ligt: {shown} (je laatste fiche op "
        f"veld {lay_by_value(chips).last_field}). Je trekt een narrenkruid. Hoeveel velden gaat "
        "het vooruit?",
        str(ruling.result.distance),
        ruling,
        picture=ruling.steps[0].state,
    )


def rat_blessing(rng: random.Random) -> QuizQuestion:
    """Card B4: coins of the scoring field plus two per rat tail."""
    from rulebook.quacks.alchemists.cards.rulings import rat_blessing_ruling

    coins, rats = rng.randint(3, 25), rng.randint(0, 6)
    ruling = rat_blessing_ruling(coins, rats)
    return QuizQuestion(
        "alchemisten.quiz.kaart-b4",
        f"Kaart B4 (De zegen van de ratten) ligt op tafel. Je puntentellingsveld geeft {coins} "
        f"geld en je telde deze ronde {rat_tails(rats)}. Voor hoeveel geld koop je?",
        str(ruling.result),
        ruling,
    )


QUIZ: tuple[QuizGenerator, ...] = (
    QuizGenerator(
        "alchemisten.quiz.narrenkruid",
        "Hoe ver gaat het narrenkruid?",
        ("narrenkruid", "narrenkruidboek"),
        ("alchemisten.narrenkruid.boek12", "alchemisten.narrenkruid.boek16"),
        locoweed_distance,
    ),
    QuizGenerator(
        "alchemisten.quiz.kaart-b4",
        "Kaart B4: hoeveel geld?",
        ("kaarten", "waarzeggerijkaart"),
        ("alchemisten.kaart.B4",),
        rat_blessing,
    ),
)
"""What the quiz of chapter 22 can ask."""
