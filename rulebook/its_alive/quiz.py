"""Het Leeft!: what the quiz can ask, with answers from the rulings."""

from __future__ import annotations

import random

from rulebook.core.quiz import NO, YES, YES_NO, QuizGenerator, QuizQuestion


def selling(rng: random.Random) -> QuizQuestion:
    """What does selling a card bring? Half, rounded down."""
    from rulebook.its_alive.rulings import sell_ruling

    value = rng.randint(1, 60)
    ruling = sell_ruling(value)
    return QuizQuestion(
        "het-leeft.quiz.verkopen",
        f"Je verkoopt een kaart van waarde {value}. Hoeveel munten krijg je van de bank?",
        str(ruling.result),
        ruling,
    )


def keeping(rng: random.Random) -> QuizQuestion:
    """Do you keep the uprising? Only when a card of at least its value or enough coins pay."""
    from rulebook.its_alive.rulings import uprising_ruling

    value = rng.randint(1, 6)
    cards = sorted(rng.sample(range(1, 9), rng.randint(0, 3)))
    coins = rng.randint(0, 8)
    ruling = uprising_ruling(value, cards, coins)
    shown = " en ".join(map(str, cards)) or "geen"
    return QuizQuestion(
        "het-leeft.quiz.opstand-houden",
        f"Je trekt een opstand van {value}. Je kaarten zijn {shown} waard en je hebt {coins} "
        "munten. Houd je de opstandkaart na het betalen?",
        YES if ruling.result[1] else NO,
        ruling,
        YES_NO,
    )


def score(rng: random.Random) -> QuizQuestion:
    """The advanced score of one game."""
    from rulebook.its_alive.rulings import score_ruling

    board = [rng.randint(2, 8) for _ in range(rng.randint(5, 8))]
    coins = rng.randint(0, 30)
    first = len(board) == 8 and rng.random() < 0.5
    ruling = score_ruling(board, coins, first)
    return QuizQuestion(
        "het-leeft.quiz.score",
        f"Gevorderd spel: op je bord liggen kaarten van {' '.join(map(str, board))}, je hebt "
        f"{coins} munten{' en je was als eerste klaar' if first else ''}. Wat is je score?",
        str(ruling.result),
        ruling,
    )


QUIZ = (
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
