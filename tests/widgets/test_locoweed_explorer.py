"""The locoweed explorer in Python: the four locoweed books with a cauldron a player lays out.

Intents are sent the way the browser sends them (``controls._handle_custom_msg``). Every
expectation is something a player can check against the books of De Alchemisten: book 16 goes as
far as the colours already in the cauldron (white not, the first locoweed itself yes); book 12 as
far as the white chips are worth; book 10 lands on the next field and then one coloured chip (never
a white one) goes back to the bag, leaving its field empty; book 11 goes one field and adds a field
in the essence phase. A refusal names its clause inside the widget and changes nothing.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebook.quacks.alchemists.locoweed.books import ReturnItself
from widgets import LocoweedControls, LocoweedExplorer, Stepper


def click(explorer: LocoweedExplorer, intent: object) -> None:
    """What ``model.send(intent)`` in the controls' JavaScript does in the kernel."""
    explorer.controls._handle_custom_msg(intent, [])


def state_of(explorer: LocoweedExplorer) -> dict[str, Any]:
    """Everything a refused intent must leave alone (all but the error and the revision)."""
    controls = {
        k: v
        for k, v in explorer.controls.get_state().items()
        if k in LocoweedControls.DISPLAY_TRAITS and k not in ("error", "revision")
    }
    stepper = {k: v for k, v in explorer.stepper.get_state().items() if k in ("steps", "index")}
    return {
        "trial": explorer.trial,
        "cauldron": str(explorer.cauldron),
        "controls": controls,
        "stepper": stepper,
    }


def clauses(explorer: LocoweedExplorer) -> list[str]:
    return [step["clause_id"] for step in explorer.stepper.steps]


def test_the_start_shows_book_10_and_its_price_before_the_draw() -> None:
    explorer = LocoweedExplorer()
    assert isinstance(explorer.stepper, Stepper)
    assert explorer.controls.book == 10
    assert explorer.stepper.question == "Wat kost een narrenkruid met boek 10?"
    assert explorer.stepper.answer == "10 geld."
    assert clauses(explorer) == ["alchemisten.narrenkruid.boeken", "alchemisten.narrenkruid.prijs"]
    assert [(c["label"], c["field"]) for c in explorer.controls.laid] == [
        ("O1", 1),
        ("G2", 3),
        ("W1", 4),
    ]
    assert not explorer.controls.drawn
    assert explorer.controls.returns == []


def test_every_book_shows_its_price() -> None:
    explorer = LocoweedExplorer()
    for book in (11, 12, 16):
        click(explorer, {"type": "book", "value": book})
        assert explorer.error == ""
        assert explorer.stepper.answer == f"{book} geld."
        assert f"kost een narrenkruid {book} geld" in explorer.controls.book_text
    labels = [o["label"] for o in explorer.controls.choices["book"]]
    assert labels == [
        "boek 10 (10 geld)",
        "boek 11 (11 geld)",
        "boek 12 (12 geld)",
        "boek 16 (16 geld)",
    ]


def test_book_16_with_pumpkin_green_white_and_red_goes_four_fields() -> None:
    explorer = LocoweedExplorer(16, "")
    for chip in ("O1", "G2", "W3", "R1"):
        click(explorer, {"type": "add", "chip": chip})
    assert explorer.controls.notation == "O1 G2 W3 R1"
    assert [c["field"] for c in explorer.controls.laid] == [1, 3, 6, 7]
    click(explorer, {"type": "draw"})
    assert explorer.error == ""
    assert explorer.ruling.result.distance == 4  # orange, green, red, and itself; white not
    assert explorer.ruling.result.field == 11
    assert "alchemisten.narrenkruid.boek16" in clauses(explorer)
    assert explorer.controls.outcome == "Het narrenkruid gaat 4 velden en ligt op veld 11."
    assert str(explorer.cauldron).endswith("7:R1 11:N")


def test_book_12_with_whites_one_two_three_goes_six_fields() -> None:
    explorer = LocoweedExplorer(12, "")
    click(explorer, {"type": "cauldron", "text": "W1 O1 W2 W3"})
    click(explorer, {"type": "draw"})
    assert explorer.ruling.result.distance == 6
    assert "1 + 2 + 3 = 6" in " ".join(s["text"] for s in explorer.stepper.steps)
    click(explorer, {"type": "remove", "index": 0})  # the white 1 out: back before the draw
    assert not explorer.controls.drawn
    click(explorer, {"type": "draw"})
    assert explorer.ruling.result.distance == 5


def test_book_10_returning_the_green_two_leaves_its_field_empty() -> None:
    explorer = LocoweedExplorer(10, "O1 G2 W1")
    click(explorer, {"type": "draw"})
    assert explorer.ruling.result.field == 5  # the next field after the white on 4
    offered = [(o["label"], o["field"], o["allowed"]) for o in explorer.controls.returns]
    assert offered == [("O1", 1, True), ("G2", 3, True), ("W1", 4, False), ("N", 5, True)]
    click(explorer, {"type": "give_back", "field": 3})
    assert explorer.error == ""
    assert str(explorer.cauldron) == "vanaf 0: 1:O1 4:W1 5:N"  # field 3 empty, nothing moved
    assert explorer.controls.give_back == 3
    assert "G2 (groen ingrediënt) gaat terug in je buidel" in explorer.stepper.answer
    click(explorer, {"type": "give_back", "field": None})  # changed her mind: nothing back
    assert str(explorer.cauldron) == "vanaf 0: 1:O1 3:G2 4:W1 5:N"


def test_book_10_refuses_a_white_chip_with_its_clause_and_nothing_changes() -> None:
    explorer = LocoweedExplorer(10, "O1 G2 W1")
    click(explorer, {"type": "draw"})
    click(explorer, {"type": "give_back", "field": 1})
    before = state_of(explorer)
    click(explorer, {"type": "give_back", "field": 4})
    assert "wit fiche (W1)" in explorer.error
    assert "alchemisten.narrenkruid.boek10" in explorer.error
    assert "niets veranderd" in explorer.error
    assert state_of(explorer) == before
    assert str(explorer.cauldron) == "vanaf 0: 3:G2 4:W1 5:N"


def test_the_locoweed_itself_follows_the_option() -> None:
    explorer = LocoweedExplorer(10, "O1 W2")
    assert explorer.controls.itself == "ook-zichzelf"
    click(explorer, {"type": "draw"})
    click(explorer, {"type": "give_back", "field": 4})
    assert explorer.error == ""
    assert str(explorer.cauldron) == "vanaf 0: 1:O1 3:W2"
    assert "alchemisten.narrenkruid.boek10.zichzelf" in clauses(explorer)
    before = state_of(explorer)
    click(explorer, {"type": "itself", "value": "niet-zichzelf"})  # the choice made is refused
    assert "alchemisten.narrenkruid.boek10.zichzelf" in explorer.error
    assert state_of(explorer) == before
    click(explorer, {"type": "give_back", "field": None})
    click(explorer, {"type": "itself", "value": "niet-zichzelf"})
    assert explorer.error == ""
    assert [o["allowed"] for o in explorer.controls.returns] == [True, False, False]
    start = LocoweedExplorer(10, "O1 W2", itself=ReturnItself.NOT_ITSELF)
    assert start.controls.itself == "niet-zichzelf"


def test_book_11_goes_one_field_and_adds_one_in_the_essence_phase() -> None:
    explorer = LocoweedExplorer(11, "O1 R1 W2 W3")
    click(explorer, {"type": "draw"})
    assert explorer.ruling.result.distance == 1
    assert explorer.ruling.result.field == 8
    assert "alchemisten.narrenkruid.boek11" in clauses(explorer)
    assert "In de essentiefase geeft boek 11 er een veld extra voor." in explorer.stepper.answer
    assert explorer.controls.returns == []


def test_only_book_10_gives_a_chip_back() -> None:
    explorer = LocoweedExplorer(16, "O1 G2")
    click(explorer, {"type": "draw"})
    before = state_of(explorer)
    click(explorer, {"type": "give_back", "field": 1})
    assert "Alleen boek 10" in explorer.error
    assert "alchemisten.narrenkruid.boek16" in explorer.error
    assert state_of(explorer) == before


def test_switching_books_after_the_draw_rules_the_same_cauldron_again() -> None:
    explorer = LocoweedExplorer(12, "O1 G2 W3 R1")
    click(explorer, {"type": "draw"})
    assert explorer.ruling.result.distance == 3
    click(explorer, {"type": "book", "value": 16})
    assert explorer.controls.drawn
    assert explorer.ruling.result.distance == 4


def test_bad_intents_are_refused_in_dutch_and_change_nothing() -> None:
    explorer = LocoweedExplorer()
    before = state_of(explorer)
    refusals = {
        "Er is geen narrenkruidboek 13": {"type": "book", "value": 13},
        "Een narrenkruidboek is een getal": {"type": "book", "value": "zestien"},
        "Trek eerst een narrenkruid": {"type": "give_back", "field": 3},
        "Er ligt nog geen narrenkruid": {"type": "undraw"},
        "Er is geen keuze": {"type": "itself", "value": "soms"},
        "kwakzalvers.startbuidel": {"type": "cauldron", "text": "W2x3"},
        "Er ligt geen fiche op plaats 9": {"type": "remove", "index": 8},
        "ken ik niet": {"type": "shuffle"},
    }
    for said, intent in refusals.items():
        click(explorer, intent)
        assert said in explorer.error, (intent, explorer.error)
        assert state_of(explorer) == before
    click(explorer, {"type": "draw"})
    drawn = state_of(explorer)
    click(explorer, {"type": "draw"})
    assert "ligt al in je ketel" in explorer.error
    assert state_of(explorer) == drawn
    click(explorer, {"type": "give_back", "field": 2})
    assert "Op veld 2 ligt geen fiche" in explorer.error
    assert state_of(explorer) == drawn


def test_an_exploded_cauldron_draws_no_locoweed_in_the_explorer() -> None:
    explorer = LocoweedExplorer(12, "W3 W2 W2")
    click(explorer, {"type": "add", "chip": "W1"})  # building may go on: whites 8
    assert explorer.error == ""
    before = state_of(explorer)
    click(explorer, {"type": "draw"})
    assert "kwakzalvers.ontploffen" in explorer.error
    assert "al ontploft" in explorer.error
    assert state_of(explorer) == before


def test_the_static_copy_says_a_running_notebook_is_needed_and_shows_the_cauldron() -> None:
    html = LocoweedExplorer().static_html()
    assert "werkt alleen in een notebook dat draait" in html
    assert html.count("<img") == 1
    assert "alchemisten.narrenkruid.prijs" in html


INTENTS = st.one_of(
    st.fixed_dictionaries({"type": st.just("book"), "value": st.sampled_from([10, 11, 12, 16])}),
    st.fixed_dictionaries(
        {"type": st.just("add"), "chip": st.sampled_from(["W1", "W2", "O1", "G2", "R1", "N"])}
    ),
    st.fixed_dictionaries({"type": st.just("remove"), "index": st.integers(0, 4)}),
    st.just({"type": "draw"}),
    st.just({"type": "undraw"}),
    st.fixed_dictionaries({"type": st.just("give_back"), "field": st.integers(0, 12) | st.none()}),
    st.fixed_dictionaries(
        {"type": st.just("itself"), "value": st.sampled_from(["ook-zichzelf", "niet-zichzelf"])}
    ),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(intents=st.lists(INTENTS, max_size=12))
def test_a_returned_chip_is_never_white_and_the_shown_cauldron_is_the_rulings(
    intents: list[dict[str, object]],
) -> None:
    explorer = LocoweedExplorer()
    for intent in intents:
        click(explorer, intent)
        shown = [(c["label"], c["field"]) for c in explorer.controls.laid]
        assert [c.label for c in explorer.trial.chips] == [label for label, _ in shown]
        if explorer.trial.drawn:
            returned = explorer.ruling.result.returned
            assert returned is None or not returned.is_white
            assert explorer.trial.give_back is None or explorer.trial.book == 10
