"""Quiz questions of Castle Combo: how many points does this card score in this square?"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from rulebook.core.dutch import count
from rulebook.core.reader.quiz import QuizGenerator, QuizQuestion

if TYPE_CHECKING:
    from rulebook.castle_combo.state import EndTableau
    from rulebook.core.model.cards import Position


def random_square(rng: random.Random, cards: list[str], must: str | None = None) -> object:
    """A finished square of nine different cards (one face down in four), seeded."""
    from rulebook.castle_combo.data import BY_ID
    from rulebook.castle_combo.examples import end_of

    chosen = rng.sample([c for c in cards if c != must], 9 if must is None else 8)
    if must is not None:
        chosen.insert(rng.randrange(9), must)
    cells: list[object] = [
        {"face_down": True} if name != must and rng.random() < 0.25 else BY_ID[name].name
        for name in chosen
    ]
    return end_of(
        [cells[0:3], cells[3:6], cells[6:9]], keys=rng.randrange(5), gold=rng.randrange(8)
    )


def card_points(rng: random.Random, game: str, cards: list[str], must: str | None) -> QuizQuestion:
    from rulebook.castle_combo.pictures import square_picture
    from rulebook.castle_combo.rulings import card_ruling
    from rulebook.castle_combo.state import EndTableau

    square = random_square(rng, cards, must)
    assert isinstance(square, EndTableau)
    if must is None:
        faces = [p for p, placed in square.cells() if not placed.face_down]
        position = rng.choice(faces)
    else:
        position = next(p for p, placed in square.cells() if placed.card == must)
    ruling = card_ruling(square, position)
    return QuizQuestion(
        f"{game}.quiz.kaartpunten",
        prompt(square, position),
        str(ruling.result),
        ruling,
        picture=square_picture(square, focus=position),
    )


def prompt(square: EndTableau, position: Position) -> str:
    """The question in a player's words: the card's name, its place and scroll, what is left in
    hand. The square is the question's picture, the asked card ringed (the notation, with card
    ids and ``~``, is for the terminal)."""
    from rulebook.castle_combo.rules import place_name

    placed = square.tableau.at(position)
    card = square.card(placed) if placed is not None else None
    if card is None:
        raise ValueError(f"no face-up card at {position} to ask about")
    return (
        f"In dit vierkant ligt {card.shown} op {place_name(position)}, met de rol "
        f"'{card.scroll.dutch()}'. In je hand heb je {count(square.keys, 'sleutel', 'sleutels')} "
        f"en {square.gold} goud. Hoeveel punten levert {card.shown} op?"
    )


def _base(rng: random.Random) -> QuizQuestion:
    from rulebook.castle_combo.data import BASE_CARDS

    return card_points(rng, "castle-combo", [c.id for c in BASE_CARDS], None)


QUIZ = (
    QuizGenerator(
        "castle-combo.quiz.kaartpunten",
        "Hoeveel punten levert deze kaart?",
        ("punten", "scoringsrol"),
        ("castle-combo.telling",),
        _base,
    ),
)
