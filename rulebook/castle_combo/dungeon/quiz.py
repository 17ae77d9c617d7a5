"""Quiz questions of Uit de Kerker!: the new scrolls on a random square."""

from __future__ import annotations

import random

from rulebook.castle_combo.quiz import card_points
from rulebook.core.quiz import QuizGenerator, QuizQuestion

NEW_SCROLLS = ("Toady", "Peddler", "LadyInTheIronMask", "Printer", "KingOfBeggars")


def _new_scroll(rng: random.Random) -> QuizQuestion:
    from rulebook.castle_combo.data import ALL_CARDS

    must = rng.choice(NEW_SCROLLS)
    return card_points(rng, "uit-de-kerker", [c.id for c in ALL_CARDS], must)


QUIZ = (
    QuizGenerator(
        "uit-de-kerker.quiz.kaartpunten",
        "Hoeveel punten levert deze nieuwe rol?",
        ("kerker", "scoringsrol"),
        (
            "uit-de-kerker.rol.kosten",
            "uit-de-kerker.rol.prijzen",
            "uit-de-kerker.rol.minstens-een",
            "uit-de-kerker.rol.geen-gedekte",
        ),
        _new_scroll,
    ),
)
