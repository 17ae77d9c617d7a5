"""The showcase: a card or a book page above its worked example, or a choice's default and its
alternative under two tabs, the step kept when the reader switches."""

from __future__ import annotations

import pytest

from rulebook.quacks import examples
from rulebook.quacks.pictures import card_svg
from tests.widgets.pictures import alt_texts, pictures_in
from widgets import Showcase


def click(showcase: Showcase, intent: object) -> None:
    showcase.controls._handle_custom_msg(intent, [])


def choice() -> Showcase:
    return Showcase(
        {
            "standaard: gedrukt getal": examples.purple_3(),
            "keuze 'plaats in de ketel'": examples.purple_3_position(),
        }
    )


def test_a_card_and_its_example_start_on_the_first_step() -> None:
    showcase = Showcase(examples.card_p4(), picture=card_svg("P4"))
    assert showcase.controls.picture == str(card_svg("P4"))
    assert showcase.stepper.index == 0
    assert showcase.stepper.question == examples.card_p4().question
    assert [o["label"] for o in showcase.controls.options] == ["voorbeeld"]
    assert repr(showcase) == "Showcase(voorbeeld, 1 van 1)"


def test_a_card_shown_above_its_example_is_not_shown_again_in_its_steps() -> None:
    """Chapter 22 showed every card twice: above the example, and as each step's picture. A step
    whose picture is the card shows none; a step with a picture of its own keeps it."""
    from rulebook.quacks.alchemists.cards import examples as card_examples
    from rulebook.quacks.alchemists.cards.svg import alchemists_card_svg

    card = alchemists_card_svg("P1")
    ruling = card_examples.card_p1()
    assert all(str(step.svg()) == str(card) for step in ruling.steps)  # the steps draw the card
    showcase = Showcase(ruling, picture=card)
    assert showcase.controls.picture == str(card)
    assert showcase.stepper.picture == "" and set(showcase.stepper.pictures) == {""}
    other = Showcase(examples.card_p4(), picture=card)  # another card above: steps keep theirs
    assert other.stepper.pictures == tuple(str(step.svg()) for step in examples.card_p4().steps)


def test_a_tab_shows_the_other_reading_at_the_same_step() -> None:
    """Purple set 3, a purple chip on field 21 (coins 18): 1 point by the printed number, 2 by
    the place in the cauldron. The reader on step 3 stays on step 3 of the other reading."""
    showcase = choice()
    showcase.stepper.goto(2)
    assert "1 overwinningspunt" in showcase.stepper.steps[2]["text"]
    click(showcase, {"type": "choose", "index": 1})
    assert showcase.error == ""
    assert showcase.controls.chosen == 1
    assert showcase.stepper.index == 2
    assert "2 overwinningspunten" in showcase.stepper.steps[2]["text"]
    assert showcase.ruling.answer == examples.purple_3_position().answer
    assert repr(showcase) == "Showcase(keuze 'plaats in de ketel', 2 van 2)"


@pytest.mark.parametrize(
    ("intent", "words"),
    [
        ({"type": "choose", "index": 2}, "Voorbeeld 3 bestaat niet; kies 1 tot en met 2."),
        ({"type": "choose", "index": -1}, "Voorbeeld 0 bestaat niet"),
        ({"type": "choose"}, "ontbreekt ‘index’"),
        ({"type": "choose", "index": "1"}, "geheel getal"),
        ({"type": "next"}, "ken ik niet"),
    ],
)
def test_a_tab_that_does_not_exist_is_refused_in_dutch_and_nothing_changes(
    intent: object, words: str
) -> None:
    showcase = choice()
    showcase.stepper.goto(1)
    before = (showcase.controls.chosen, showcase.stepper.index, showcase.stepper.question)
    click(showcase, intent)
    assert words in showcase.error
    assert (showcase.controls.chosen, showcase.stepper.index, showcase.stepper.question) == before


def test_one_example_has_no_second_tab() -> None:
    showcase = Showcase(examples.card_b2(), picture=card_svg("B2"))
    click(showcase, {"type": "choose", "index": 1})
    assert showcase.error == "Voorbeeld 2 bestaat niet; er is er maar één."


def test_the_static_copy_has_the_picture_and_every_example_as_text() -> None:
    """Before any cell runs: the card as an image with its Dutch title, the steps with their
    clauses, the answer; no picture of the table (those come with the live stepper)."""
    ruling = examples.card_p4()
    html = Showcase(ruling, picture=card_svg("P4")).static_html()
    (svg,) = pictures_in(html)
    assert 'data-card="P4"' in svg
    assert alt_texts(html)[0].startswith("Waarzeggerijkaart P4: Rattenplaag")
    assert html.count("<li>") == len(ruling.steps)
    assert "<code>kwakzalvers.kaart.P4</code>" in html
    assert f"<b>Antwoord:</b> {ruling.answer}" in html
    assert "<h4>" not in html  # one example: no tab names


def test_the_static_copy_of_a_choice_names_both_readings_and_marks_the_choice() -> None:
    html = choice().static_html()
    assert pictures_in(html) == []
    assert "<h4>standaard: gedrukt getal</h4>" in html
    assert "<h4>keuze &#x27;plaats in de ketel&#x27;</h4>" in html
    assert html.count("keuze van dit regelboek") == 2  # the choice's step in each reading
    assert html.index("1 overwinningspunt") < html.index("2 overwinningspunten")


def test_a_picture_may_be_anything_that_draws_itself() -> None:
    from rulebook.quacks import Chips

    bag = Chips.parse("W1 O1")
    showcase = Showcase(examples.orange_book(), picture=bag)
    assert showcase.controls.picture == bag._repr_svg_()


def test_a_showcase_without_examples_or_with_a_wrong_one_is_a_programmers_mistake() -> None:
    with pytest.raises(ValueError):
        Showcase({})
    with pytest.raises(TypeError):
        Showcase({"standaard": "geen uitspraak"})  # type: ignore[dict-item]
