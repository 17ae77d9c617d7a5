"""Het Leeft!: what the quiz can ask, with answers from the rulings.

Every card a question shows is a card of the example set (``data.EXAMPLE_VALUES``), named as a
reader names it (``Hart 5``): a value the set does not have never comes up. Each generator cites
the clauses it practises; a chapter's quiz asks only what that chapter or an earlier one taught
(``rulebook.games.quiz_for``).
"""

from __future__ import annotations

import random

from rulebook.core import dutch
from rulebook.core.model.steps import Step
from rulebook.core.reader.quiz import NO, YES, YES_NO, QuizGenerator, QuizQuestion
from rulebook.core.reader.rulings import Ruling
from rulebook.its_alive.data import (
    EXAMPLE_VALUES,
    PLACES,
    Kind,
    card,
    card_name,
)

_PARTS_AND_COFFINS = tuple(c for c in EXAMPLE_VALUES.cards() if Kind.UPRISING.code not in c)
"""The cards that can lie in the middle: the body parts and the coffins of the example set."""


def _cards(rng: random.Random, low: int, high: int) -> list[str]:
    """A few different cards of the example set a player might hold (uprisings too)."""
    return sorted(rng.sample(EXAMPLE_VALUES.cards(), rng.randint(low, high)))


def _holding(cards: list[str], coins: int) -> str:
    """``Je hebt 7 munten en de kaarten Armen 4 en Hoofd 5.``"""
    if not cards:
        return f"Je hebt {dutch.coin_count(coins)} en geen kaarten."
    which = "de kaart" if len(cards) == 1 else "de kaarten"
    return f"Je hebt {dutch.coin_count(coins)} en {which} {_named(cards)}."


def _named(cards: list[str]) -> str:
    return dutch.listing([card_name(c) for c in cards])


def example_values(rng: random.Random) -> QuizQuestion:
    """How many cards of a kind are worth at least a value, in the example set?"""
    kind = rng.choice(tuple(Kind))
    values = EXAMPLE_VALUES.of(kind)
    least = rng.randint(min(values), max(values) + 1)
    found = sum(value >= least for value in values)
    steps = (
        Step("het-leeft.kaarten", f"Van elke soort zijn er zes kaarten, ook van {kind.dutch}."),
        Step(
            "het-leeft.keuze.waarden",
            f"De voorbeeldset geeft ze de waarden {dutch.listing([str(v) for v in values])}; "
            + (
                f"geen enkele is minstens {least} waard."
                if not found
                else f"daarvan {dutch.agree(found, 'is', 'zijn')} er {found} minstens {least} "
                "waard."
            ),
        ),
    )
    ruling = Ruling(
        f"Hoeveel {kind.dutch}-kaarten zijn minstens {least} waard?", f"{found}.", found, steps
    )
    return QuizQuestion(
        "het-leeft.quiz.waarden",
        f"In de voorbeeldset van dit regelboek: hoeveel {kind.dutch}-kaarten zijn {least} of "
        "meer waard?",
        str(found),
        ruling,
    )


def fetching(rng: random.Random) -> QuizQuestion:
    """May you fetch this graveyard card? Only with a card of at least its value or its value in
    coins (the default, ``ophalen=apart``)."""
    from rulebook.its_alive.rulings import fetch_ruling

    top = rng.choice(_PARTS_AND_COFFINS)
    cards = [c for c in _cards(rng, 0, 3) if c != top]
    coins = rng.randint(0, 10)
    ruling = fetch_ruling(int(top.rsplit("-", 1)[1]), cards, coins)
    return QuizQuestion(
        "het-leeft.quiz.ophalen",
        f"Bovenop een kerkhof ligt {card_name(top)}. {_holding(cards, coins)} Kun je die kaart "
        "ophalen?",
        YES if ruling.result else NO,
        ruling,
        YES_NO,
    )


def selling(rng: random.Random) -> QuizQuestion:
    """What does selling a card bring? Half, rounded down."""
    from rulebook.its_alive.rulings import sell_ruling

    sold = rng.choice(_PARTS_AND_COFFINS)
    ruling = sell_ruling(int(sold.rsplit("-", 1)[1]))
    return QuizQuestion(
        "het-leeft.quiz.verkopen",
        f"Je verkoopt {card_name(sold)}. Hoeveel munten krijg je van de bank?",
        str(ruling.result),
        ruling,
    )


def keeping(rng: random.Random) -> QuizQuestion:
    """Do you keep the uprising? Only when a card of at least its value or enough coins pay."""
    from rulebook.its_alive.rulings import uprising_ruling

    uprising = card(Kind.UPRISING, rng.choice(EXAMPLE_VALUES.of(Kind.UPRISING)))
    cards = [c for c in _cards(rng, 0, 3) if c != uprising]
    coins = rng.randint(0, 8)
    ruling = uprising_ruling(int(uprising.rsplit("-", 1)[1]), cards, coins)
    return QuizQuestion(
        "het-leeft.quiz.opstand-houden",
        f"Je trekt {card_name(uprising)}. {_holding(cards, coins)} Houd je de opstandkaart na "
        "het betalen?",
        YES if ruling.result[1] else NO,
        ruling,
        YES_NO,
    )


def score(rng: random.Random) -> QuizQuestion:
    """The advanced score of one game, of a board of example cards."""
    from rulebook.its_alive.rulings import score_ruling

    places = sorted(rng.sample(range(len(PLACES)), rng.randint(5, 8)))
    coffins = list(EXAMPLE_VALUES.of(Kind.COFFIN))  # six different coffins: none twice
    board = []
    for index in places:
        if rng.random() < 0.15:
            board.append(card(Kind.COFFIN, coffins.pop(rng.randrange(len(coffins)))))
        else:
            board.append(card(PLACES[index], rng.choice(EXAMPLE_VALUES.of(PLACES[index]))))
    coins = rng.randint(0, 30)
    first = len(board) == len(PLACES) and rng.random() < 0.5
    ruling = score_ruling(board, coins, first)
    return QuizQuestion(
        "het-leeft.quiz.score",
        f"Gevorderd spel: op je bord liggen {_named(board)}; je hebt "
        f"{dutch.coin_count(coins)}{' en je was als eerste klaar' if first else ''}. Wat is je "
        "score?",
        str(ruling.result),
        ruling,
    )


QUIZ = (
    QuizGenerator(
        "het-leeft.quiz.waarden",
        "De kaarten van de voorbeeldset",
        ("kaarten", "het-leeft"),
        ("het-leeft.kaarten", "het-leeft.keuze.waarden"),
        example_values,
    ),
    QuizGenerator(
        "het-leeft.quiz.ophalen",
        "Kun je die kerkhofkaart ophalen?",
        ("ophalen", "het-leeft"),
        ("het-leeft.kiezen.ophalen", "het-leeft.ophalen.betalen"),
        fetching,
    ),
    QuizGenerator(
        "het-leeft.quiz.verkopen",
        "Wat levert verkopen op?",
        ("verkopen", "het-leeft"),
        ("het-leeft.verkopen",),
        selling,
    ),
    QuizGenerator(
        "het-leeft.quiz.opstand-houden",
        "Houd je de opstand?",
        ("opstand", "het-leeft"),
        ("het-leeft.opstand.betalen", "het-leeft.opstand.onbetaalbaar"),
        keeping,
    ),
    QuizGenerator(
        "het-leeft.quiz.score",
        "Score in het gevorderde spel",
        ("score", "het-leeft"),
        ("het-leeft.score.gevorderd", "het-leeft.score.munten"),
        score,
    ),
)
