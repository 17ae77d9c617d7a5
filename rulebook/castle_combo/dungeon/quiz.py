"""Quiz questions of Uit de Kerker!: may this lock be opened now (chapter 41, what it teaches),
and the new scrolls on a random square (chapter 43)."""

from __future__ import annotations

import random

from rulebook.castle_combo.quiz import card_points
from rulebook.core.reader.quiz import NO, YES, YES_NO, QuizGenerator, QuizQuestion

NEW_SCROLLS = ("Toady", "Peddler", "LadyInTheIronMask", "Printer", "KingOfBeggars")


def _new_scroll(rng: random.Random) -> QuizQuestion:
    from rulebook.castle_combo.data import ALL_CARDS

    must = rng.choice(NEW_SCROLLS)
    return card_points(rng, "uit-de-kerker", [c.id for c in ALL_CARDS], must)


def _open_lock(rng: random.Random) -> QuizQuestion:
    """Mag je dit slot nu openen? A card of the expansion (with the default slotkaarten=alle)
    at one of the three lock moments, with or without its key, with or without a lock already
    opened this turn; the answer is read from ``lock_ruling`` (a refusal names its clause)."""
    from rulebook.castle_combo.data import ALL_CARDS
    from rulebook.castle_combo.dungeon.rulings import LockQuestion, lock_ruling, moment_said
    from rulebook.castle_combo.flow import LOCK_MOMENTS
    from rulebook.core.reader.questions import refusal_ruling

    card = rng.choice([c for c in ALL_CARDS if c.dungeon])
    moment = rng.choice(LOCK_MOMENTS)
    key = rng.random() < 0.6
    opened = rng.random() < 0.35
    question = LockQuestion(card.id, moment, key_on_card=key, opened_this_turn=opened)
    if key and not opened:
        ruling = lock_ruling(question)
    else:
        ruling = refusal_ruling(f"het slot van {card.shown} openen", lambda: lock_ruling(question))
    on_card = (
        "ligt nog de sleutel die je bij het kopen kreeg"
        if key
        else "ligt geen sleutel meer; in je hand heb je er wel twee"
    )
    earlier = "al een ander slot geopend" if opened else "nog geen slot geopend"
    return QuizQuestion(
        "uit-de-kerker.quiz.slot",
        f"Het is {moment_said(moment)}. In je vierkant ligt {card.shown}, een kaart met een "
        f"slot; op dat slot {on_card}. Deze beurt heb je {earlier}. Mag je het slot van "
        f"{card.shown} nu openen?",
        YES if ruling.result else NO,
        ruling,
        YES_NO,
    )


QUIZ = (
    QuizGenerator(
        "uit-de-kerker.quiz.slot",
        "Mag dit slot nu open?",
        ("kerker", "slot"),
        ("uit-de-kerker.slot", "uit-de-kerker.slot.sleutel", "uit-de-kerker.slot.moment"),
        _open_lock,
    ),
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
