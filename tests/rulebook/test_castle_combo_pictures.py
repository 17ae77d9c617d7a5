"""Castle Combo's pictures say what a player sees on the cards, in shapes and in words: the cost,
the banner, every shield as a symbol with its letter, the lock of a prisoner, gold on a purse,
a key on a lock, a face-down card, the messenger beside its row; no text under 11 px, nothing
from outside the picture, and a light card of its own for both themes."""

from __future__ import annotations

import re

import pytest

from rulebook.castle_combo.data import ALL_CARDS
from rulebook.castle_combo.dungeon.examples import PRISONERS, ROW_COST
from rulebook.castle_combo.examples import FULL
from rulebook.castle_combo.pictures import (
    SMALLEST,
    card_picture,
    growing_picture,
    rows_picture,
    square_picture,
    text_sizes,
)
from rulebook.core.drawing.svg import CARD_FILL, alt_text
from rulebook.core.model.cards import Display, Tableau


def texts(picture: str) -> list[str]:
    return re.findall(r"<text[^>]*>([^<]*)</text>", picture)


@pytest.mark.parametrize("card", ALL_CARDS, ids=lambda card: card.id)
def test_every_card_shows_its_cost_banner_and_each_shield_letter(card) -> None:
    picture = card_picture(card.id)
    shown = texts(picture)
    assert str(card.cost) in shown and card.row.value in shown
    letters = re.findall(r'data-shield="(\w)"', picture)
    assert letters == [shield.letter for shield in card.shields]
    assert picture.count('class="rb-castle-lock"') == int(card.dungeon)
    assert min(text_sizes(picture)) >= SMALLEST
    assert f"vaardigheid: {card.ability.dutch()}" in alt_text(picture)


def test_the_square_shows_gold_on_purses_and_keys_on_locks_in_words() -> None:
    picture = square_picture(PRISONERS)
    assert picture.count('class="rb-castle-sleutel"') == 2  # Conspirator and Art Forger
    assert "sleutel op slot" in texts(picture)
    words = alt_text(picture)
    assert "Conspirator (kasteel, 1 goud, Geloof, met slot) met een sleutel op het slot" in words
    full = square_picture(FULL)
    assert "goud 2/9" in texts(full)  # the Beekeeper's purse: 2 on it, room for 9
    assert "goud 0/3" in texts(full)  # the Steward's empty purse
    assert "Vierkant · 4 sleutels · 6 goud in de hand" in texts(full)


def test_a_face_down_card_is_hatched_and_says_gedekt() -> None:
    picture = square_picture(ROW_COST)
    assert 'data-face-down="ja"' in picture
    assert texts(picture).count("gedekt") == 1
    assert "rij 1: Toady (kasteel, 7 goud, Adel, met slot), Nun" in alt_text(picture)


def test_points_and_the_chosen_card_are_drawn_when_asked() -> None:
    picture = square_picture(ROW_COST, points={(0, 0): 10}, focus=(0, 0))
    assert "10 p" in texts(picture)
    assert picture.count('class="rb-castle-focus"') == 1
    assert "10 punten (gekozen)" in alt_text(picture)


def test_the_rows_show_the_messenger_beside_its_row_only() -> None:
    castle, village = Display.parse("Nun Baron -"), Display.parse("Farmer Potter Spy")
    for messenger, row in ((0, "kasteelrij"), (1, "dorpsrij")):
        picture = rows_picture(castle, village, messenger, note="Stapels: 30 en 31")
        assert picture.count('class="rb-castle-messenger"') == 1
        assert texts(picture).count("boodschapper") == 1
        assert f"staat bij de {row}" in alt_text(picture)
        assert "Stapels: 30 en 31" in texts(picture)
        assert "leeg" in texts(picture)
        found = re.search(r'class="rb-castle-messenger"><circle cx="[\d.]+" cy="([\d.]+)"', picture)
        assert found is not None
        assert (float(found[1]) > 132) == (messenger == 1)  # beside the village row only then


def test_a_square_in_progress_shows_only_the_places_it_spans() -> None:
    picture = growing_picture(Tableau.parse("3x3: Steward Nun / - Judge"))
    assert picture.count('class="rb-playing-card"') == 3
    assert picture.count('class="rb-empty-slot"') == 1
    assert "rij 2: leeg, Judge" in alt_text(picture)


@pytest.mark.parametrize(
    "picture",
    [
        square_picture(FULL),
        rows_picture(Display.parse("Nun Baron Steward"), Display.parse("Farmer Potter Spy"), 1),
        card_picture("KingOfBeggars"),
        growing_picture(Tableau.parse("3x3: Steward")),
    ],
)
def test_a_picture_stands_on_its_own_light_card(picture: str) -> None:
    assert f'fill="{CARD_FILL}"' in picture  # light in both themes
    assert "href" not in picture and "url(" not in picture  # nothing from outside
    assert min(text_sizes(picture)) >= SMALLEST


def _lock_box(group: str) -> tuple[float, float, float, float]:
    """The padlock's body (left, top, right, bottom) and its shackle's top, from its group."""
    body = re.search(r'<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', group)
    shackle = re.search(r'd="M[\d.]+ [\d.]+ V([\d.]+)', group)
    assert body and shackle
    x, y, w, h = (float(v) for v in body.groups())
    return x, float(shackle[1]) - 4, x + w, y + h  # the arc rises 4 above the shackle's sides


def _locks_and_words(picture: str, word: str) -> list[tuple[tuple[float, ...], float, float]]:
    """Each padlock with the x and baseline of the text after it that starts with ``word``."""
    found: list[tuple[tuple[float, ...], float, float]] = []
    for lock in re.finditer(r'<g class="rb-castle-lock">(.*?)</g>', picture):
        after = re.search(
            rf'<text[^>]*\bx="([\d.]+)" y="([\d.]+)"[^>]*>(?:<tspan[^>]*>)?{word}',
            picture[lock.end() :],
        )
        assert after, word
        found.append((_lock_box(lock[1]), float(after[1]), float(after[2])))
    return found


@pytest.mark.parametrize("size", ["small", "table"])
def test_the_lock_stands_left_of_the_ability_as_on_the_real_card(size: str) -> None:
    """Seed 004: the lock stands left of the ability, not in a corner. At the table the padlock
    stands left of the first line of *Vaardigheid:*; on the small cards, which carry no ability
    text, left of the word *vaardigheid*; on the line of those words and clear of them."""
    from rulebook.castle_combo.pictures import TABLE

    if size == "table":
        picture = str(growing_picture(PRISONERS.tableau, size=TABLE))
        word, cards = "Vaardigheid:", [c for _, c in PRISONERS.tableau.cards]
    else:
        picture = str(square_picture(PRISONERS))
        word, cards = "vaardigheid", [c for _, c in PRISONERS.tableau.cards]
    locked = [
        c for c in cards if not c.face_down and c.card in {d.id for d in ALL_CARDS if d.dungeon}
    ]
    found = _locks_and_words(picture, word)
    assert len(found) == len(locked) >= 8
    for (_, top, right, bottom), x, baseline in found:
        assert right < x, "the padlock stands left of the words"
        assert top <= baseline - 8 and bottom >= baseline - 3, "on the same line"
