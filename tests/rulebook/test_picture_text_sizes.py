"""Every picture of De Kwakzalvers and De Alchemisten is readable: no text under 11 px where it
is shown at its own size, counting every scale on the way (the table's small cauldrons are
drawn at 0.62, so their labels are measured at 0.62 of their font size)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rulebook.quacks import Chips
from rulebook.quacks.alchemists.data import Patient
from rulebook.quacks.alchemists.essence.state import EssenceBoard
from rulebook.quacks.alchemists.essence.svg import essence_board_svg, piston_svg
from rulebook.quacks.alchemists.patients.svg import (
    PatientBoard,
    patient_board_svg,
    patient_card_svg,
)
from rulebook.quacks.pictures.tube import tube_svg
from rulebook.quacks.table import Cauldron
from tests.rulebook.picture_text import SMALLEST, text_sizes, too_small
from tests.rulebook.test_pictures import PICTURES, POT
from widgets import GameTable

ALCHEMISTS: dict[str, Callable[[], str]] = {
    "essence-board": lambda: essence_board_svg(
        EssenceBoard(
            Chips.parse("W1 R2 B1 G1"), marker=6, left_exploded=True, patient=Patient.CARROT_NOSE
        )
    ),
    "piston": lambda: piston_svg(7),
    "patient-board": lambda: patient_board_svg(
        PatientBoard(Patient.CARROT_NOSE, marker=3, cauldron=POT, caption="stap")
    ),
    "patient-card": lambda: patient_card_svg(Patient.CARROT_NOSE),
    "tube": lambda: tube_svg(3),
}


@pytest.mark.parametrize("name", sorted({**PICTURES, **ALCHEMISTS}))
def test_no_picture_has_text_under_11_px(name: str) -> None:
    picture = {**PICTURES, **ALCHEMISTS}[name]()
    assert list(text_sizes(picture)), name  # the measure finds the picture's text
    assert too_small(picture) == []


def table_parts_during_a_game() -> list[dict[str, str]]:
    """A four-player table with De Alchemisten (the reader is seat 1), every so many moves."""
    table = GameTable.of("kwakzalvers", players=4, set=1, seed=5, humans=(0,), alchemisten=True)
    shown = []
    for move in range(120):
        if table.turn_of != "mens":
            break
        if move % 8 == 0:
            keys = [item["key"] for item in table.picture_index]
            shown.append(dict(zip(keys, table.pictures, strict=True)))
        table.act(table.menus[0]["groups"][0]["offers"][0]["action"])
    return shown


def test_the_game_tables_pictures_have_no_text_under_11_px() -> None:
    """The reader's own cauldron and each player's small one, whose track the table's part
    defines once (measured through the ``<use>`` that places it, at the small scale)."""
    moments = table_parts_during_a_game()
    assert len(moments) >= 4
    for parts in moments:
        assert {"eigen-1", "speler-2", "punten"} <= set(parts)
        for key, picture in parts.items():
            others = [other for name, other in parts.items() if name != key]
            sizes = [size for size, _ in text_sizes(picture, *others)]
            assert sizes, key
            assert too_small(picture, *others) == [], key
    small = [size for size, text in text_sizes(moments[-1]["speler-1"], moments[-1]["tafel"])]
    assert min(small) >= SMALLEST and len(small) > 54  # the fields' numbers are measured too


def test_a_small_cauldron_keeps_its_chips_labels_and_coin_numbers() -> None:
    from rulebook.quacks.pictures import cauldron

    body = cauldron.cauldron_body(Cauldron.parse("vanaf 0: 1:W1 3:O1"), droplet=0, compact=True)
    picture = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" viewBox="0 0 300 300">'
        f'<g transform="scale(0.62)">{body}</g></svg>'
    )
    texts = {text: size for size, text in text_sizes(picture)}
    for label in ("W1", "O1", "35"):
        assert texts[label] >= SMALLEST, label


def test_every_card_and_book_page_has_no_text_under_11_px() -> None:
    from rulebook.quacks.alchemists.cards.data import CARDS as ALCHEMISTS_CARDS
    from rulebook.quacks.alchemists.cards.svg import alchemists_card_svg, locoweed_book_svg
    from rulebook.quacks.books import all_books
    from rulebook.quacks.fortune import CARDS
    from rulebook.quacks.pictures.cards import book_svg, card_svg

    pictures = [
        *(card_svg(card.id) for card in CARDS),
        *(alchemists_card_svg(card.id) for card in ALCHEMISTS_CARDS),
        *(book_svg(page) for page in all_books()),
        *(locoweed_book_svg(number) for number in (10, 11, 12, 16)),
    ]
    assert len(pictures) > 60
    assert [too_small(picture) for picture in pictures if too_small(picture)] == []
