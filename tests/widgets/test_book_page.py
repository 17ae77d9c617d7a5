"""A set's book page in Python: every book of every set has its page and a worked example in
which its action is at work, citing the book's own rule."""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.quacks.books import SETS
from tests.widgets.pictures import pictures_in
from widgets import BookPage
from widgets.quacks.book_page import COLOURS


def click(page: BookPage, intent: object) -> None:
    page.controls._handle_custom_msg(intent, [])


def frozen(page: BookPage) -> dict[str, Any]:
    controls = {
        k: v for k, v in page.controls.get_state().items() if k in page.controls.DISPLAY_TRAITS
    }
    controls.pop("error")
    controls.pop("revision")
    return {"controls": controls, "steps": page.stepper.steps, "index": page.stepper.index}


def test_the_first_page_is_the_green_book_of_set_1() -> None:
    page = BookPage()
    assert (page.controls.set, page.controls.colour) == (1, "groen")
    assert 'data-colour="groen" data-set="1"' in page.controls.picture
    assert [b["colour"] for b in page.controls.books] == [
        "oranje",
        "zwart",
        "groen",
        "blauw",
        "rood",
        "geel",
        "paars",
    ]
    assert "kwakzalvers.boek.groen.1" in [s["clause_id"] for s in page.stepper.steps]
    assert repr(page) == "BookPage(set 1, groen)"


@pytest.mark.parametrize("set_number", SETS)
def test_every_book_of_every_set_shows_its_action_at_work(set_number: int) -> None:
    page = BookPage(set=set_number)
    for colour in COLOURS:
        click(page, {"type": "book", "colour": colour.colour})
        assert page.error == ""
        cited = [step["clause_id"] for step in page.stepper.steps]
        assert page.book.clause_id in cited, (set_number, colour)
        assert f'data-colour="{colour.colour}"' in page.controls.picture
        assert page.stepper.index == 0


def test_changing_the_set_keeps_the_colour_and_changes_the_book() -> None:
    page = BookPage(set=1, book="rood")
    click(page, {"type": "set", "value": 2})
    assert page.book.clause_id == "kwakzalvers.boek.rood.2"
    assert page.controls.title == "Vliegenzwam (rood), set 2"
    assert "naast zijn ketel" in " ".join(s["text"] for s in page.stepper.steps)


def test_a_book_that_is_not_on_the_table_is_refused_and_nothing_changes() -> None:
    page = BookPage()
    before = frozen(page)
    for intent, words in [
        ({"type": "set", "value": 5}, "geen set 5"),
        ({"type": "book", "colour": "wit"}, "Er is geen boek ‘wit’ op tafel"),
        ({"type": "book"}, "ontbreekt ‘colour’"),
        ({"type": "set", "value": True}, "geheel getal"),
    ]:
        click(page, intent)
        assert words in page.error, intent
        assert frozen(page) == before


def test_the_static_copy_has_every_book_of_the_set() -> None:
    page = BookPage(set=3)
    static = page.static_html()
    assert "de boeken van set 3" in static
    pictures = pictures_in(static)
    assert len(pictures) == len(COLOURS) == 7
    assert 'data-set="3"' in pictures[-1]
    data = page._repr_mimebundle_()
    assert data["text/html"] == static
