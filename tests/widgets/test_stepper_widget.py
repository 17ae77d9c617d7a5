"""The Stepper in Python: its traits mirror the ruling, and intents move it only where allowed.

Messages from the browser are simulated with ``_handle_custom_msg`` (what ``model.send`` in the
JavaScript arrives as); a RecordingComm shows what Python sends back.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import widgets
from rulebook.core import ClauseKind, Ruling, clause
from rulebook.core.model.steps import Step
from rulebook.quacks import Chips, explosion_ruling
from rulebook.quacks.alchemists import EssenceSituation, essence_ruling, payment_ruling
from rulebook.quacks.alchemists.essence import examples
from tests.widgets.pictures import pictures_in
from widgets import EssenceControls, Stepper
from widgets._base import RulebookWidget

STATIC = Path(widgets.__file__).parent / "static"


def seed_ruling() -> Ruling[Any]:
    """The rulebook's example: three colours (3), whites exactly 7 (4), left neighbour (5)."""
    return examples.seed_example()


def past_the_top_ruling() -> Ruling[Any]:
    """Eight colours, whites 7 and two neighbours would make 11: the piston stops at 10."""
    return essence_ruling(
        EssenceSituation(
            Chips.parse("O1 G1 B1 R1 Y1 P1 Z1 N W3 W2 W2"),
            left_exploded=True,
            right_exploded=True,
        )
    )


def click(stepper: Stepper, intent: object) -> None:
    """What ``model.send(intent)`` in the browser does in the kernel."""
    stepper._handle_custom_msg(intent, [])


# -- the traits mirror the ruling -------------------------------------------------------------


def test_traits_after_construction_mirror_the_ruling() -> None:
    ruling = seed_ruling()
    stepper = Stepper(ruling)
    assert stepper.question == ruling.question
    assert (
        stepper.answer
        == ruling.answer
        == "Je essentiefiche eindigt op veld 5. Wat het glas van veld 5 geeft, hangt af van "
        "je patiënt."
    )
    assert len(stepper.steps) == len(ruling.steps) == 8
    assert [s["number"] for s in stepper.steps] == list(range(1, 9))
    assert [s["clause_id"] for s in stepper.steps] == [s.clause_id for s in ruling.steps]
    assert [s["text"] for s in stepper.steps] == [s.text for s in ruling.steps]
    assert list(stepper.pictures) == [s.svg() for s in ruling.steps]
    assert stepper.picture == ruling.steps[0].svg()  # only the current picture is synced
    assert all("svg" not in s for s in stepper.steps)
    for shown, step in zip(stepper.steps, ruling.steps, strict=True):
        assert shown["clause_title"] == clause(step.clause_id).title
        assert shown["clause_text"] == clause(step.clause_id).text
        assert shown["clause_kind"] == "regel"
    assert stepper.index == 0
    assert stepper.error == ""


def test_the_pictures_follow_the_marker_up_the_piston() -> None:
    """Colours bring the marker to 3, the whites to 4, the exploded neighbour to 5."""
    stepper = Stepper(seed_ruling())
    fields = [
        re.search(r'class="rb-essence-marker" data-field="(\d+)"', svg) for svg in stepper.pictures
    ]
    assert [int(m[1]) if m else None for m in fields] == [0, 0, 3, 4, 5, 5, 5, 5]
    assert "Essentiefiche op veld 5" in stepper.pictures[-1]
    stepper.goto(3)
    assert stepper.picture == stepper.pictures[3]
    assert 'data-field="4"' in stepper.step["svg"]


def test_a_choice_of_this_rulebook_is_marked_as_keuze() -> None:
    stepper = Stepper(past_the_top_ruling())
    kinds = {s["clause_id"]: s["clause_kind"] for s in stepper.steps}
    assert kinds["alchemisten.essentie.top"] == ClauseKind.CHOICE.value == "keuze"
    assert kinds["alchemisten.essentie.1"] == "regel"
    top = next(
        i for i, s in enumerate(stepper.steps) if s["clause_id"] == "alchemisten.essentie.top"
    )
    stepper.goto(top)
    assert (
        repr(stepper)
        == f"Stepper(stap {top + 1} van {len(stepper.steps)}, keuze alchemisten.essentie.top)"
    )
    assert "op veld 10" in stepper.steps[top]["text"]


def test_a_ruling_of_another_game_works_the_same() -> None:
    """The stepper is generic: the base game's explosion ruling shows just as well."""
    ruling = explosion_ruling(Chips.parse("W3 O1 W2 G1 W2 W1"))
    stepper = widgets.show(ruling)
    assert isinstance(stepper, Stepper)
    assert [s["clause_id"] for s in stepper.steps] == [s.clause_id for s in ruling.steps]
    assert stepper.answer == ruling.answer
    stepper.last()
    assert stepper.index == len(ruling.steps) - 1


# -- moving through the steps ------------------------------------------------------------------


def test_next_and_previous_move_one_step_and_stop_at_the_ends() -> None:
    stepper = Stepper(seed_ruling())
    for expected in range(1, 8):
        click(stepper, {"type": "next"})
        assert stepper.index == expected
        assert stepper.error == ""
    click(stepper, {"type": "next"})
    assert stepper.index == 7
    assert stepper.error == "Je bent al bij de laatste stap (stap 8 van 8)."
    click(stepper, {"type": "previous"})
    assert stepper.index == 6
    assert stepper.error == ""  # a good intent clears the old message
    for _ in range(6):
        click(stepper, {"type": "previous"})
    assert stepper.index == 0
    click(stepper, {"type": "previous"})
    assert stepper.index == 0
    assert "eerste stap" in stepper.error


def test_first_last_and_goto() -> None:
    stepper = Stepper(seed_ruling())
    click(stepper, {"type": "last"})
    assert stepper.index == 7
    click(stepper, {"type": "goto", "index": 4})
    assert stepper.index == 4
    assert stepper.step["clause_id"] == "alchemisten.essentie.3"
    assert "naar veld 5" in stepper.step["text"]
    click(stepper, {"type": "first"})
    assert stepper.index == 0
    click(stepper, {"type": "first"})
    assert stepper.index == 0
    assert stepper.error == "Je bent al bij de eerste stap."
    click(stepper, {"type": "goto", "index": 0})  # going where you are is allowed
    assert (stepper.index, stepper.error) == (0, "")


def test_python_methods_do_what_the_buttons_do() -> None:
    stepper = Stepper(seed_ruling())
    stepper.next()
    stepper.next()
    assert stepper.index == 2
    stepper.previous()
    assert stepper.index == 1
    stepper.last()
    assert stepper.index == 7
    stepper.first()
    assert stepper.index == 0
    stepper.goto(3)
    assert stepper.index == 3
    stepper.goto(8)
    assert stepper.index == 3
    assert stepper.error == "Stap 9 bestaat niet; deze uitleg heeft stap 1 tot en met 8."


@pytest.mark.parametrize(
    ("intent", "message"),
    [
        ({"type": "goto", "index": 8}, "Stap 9 bestaat niet"),
        ({"type": "goto", "index": -1}, "Stap 0 bestaat niet"),
        ({"type": "goto", "index": "2"}, "moet ‘index’ een geheel getal zijn"),
        ({"type": "goto", "index": 2.0}, "moet ‘index’ een geheel getal zijn"),
        ({"type": "goto", "index": True}, "moet ‘index’ een geheel getal zijn"),
        ({"type": "goto"}, "ontbreekt ‘index’"),
        ({"type": "jump"}, "Het verzoek ‘jump’ ken ik niet"),
        ({"type": 3}, "is een tekst, niet het getal 3"),
        ({"kind": "next"}, "heeft geen ‘type’"),
        ("next", "ik verwacht een object"),
        (None, "ik verwacht een object"),
        ([{"type": "next"}], "ik verwacht een object"),
    ],
)
def test_a_bad_intent_sets_a_dutch_error_and_keeps_the_index(intent: object, message: str) -> None:
    stepper = Stepper(seed_ruling())
    stepper.goto(2)
    click(stepper, intent)
    assert stepper.index == 2
    assert message in stepper.error


def test_python_sends_only_what_changed(recording_comm) -> None:
    stepper = Stepper(seed_ruling())
    sent = recording_comm[-1]
    sent.clear()
    click(stepper, {"type": "next"})
    assert sent.updates() == [{"index": 1, "picture": stepper.pictures[1], "revision": 1}]
    sent.clear()
    click(stepper, {"type": "goto", "index": 99})
    (update,) = sent.updates()
    assert set(update) == {"error", "revision"}
    assert "Stap 100 bestaat niet" in update["error"]
    sent.clear()
    click(stepper, {"type": "next"})
    assert sent.updates() == [
        {"index": 2, "picture": stepper.pictures[2], "error": "", "revision": 3}
    ]
    sent.clear()
    click(stepper, {"type": "goto", "index": 2})  # where it is: the picture is not sent again
    assert sent.updates() == [{"revision": 4}]


class Counted:
    """A state that counts how often it is drawn."""

    drawn = 0

    def __init__(self, number: int) -> None:
        self.number = number

    def _repr_svg_(self) -> str:
        Counted.drawn += 1
        return f'<svg xmlns="http://www.w3.org/2000/svg"><title>stap {self.number}</title></svg>'


def test_a_long_ruling_draws_a_picture_only_when_its_step_is_shown(recording_comm) -> None:
    """A whole scored round has twenty steps of 50 KB pictures: none is drawn or sent before it
    is shown, each only once, and a click sends that one picture and the index."""
    steps = tuple(Step("kwakzalvers.ronde", f"stap {n}", Counted(n)) for n in range(20))
    Counted.drawn = 0
    stepper = Stepper(Ruling("Twintig stappen?", "Ja.", 20, steps))
    assert Counted.drawn == 1
    sent = recording_comm[-1]
    sent.clear()
    click(stepper, {"type": "goto", "index": 12})
    assert Counted.drawn == 2
    assert sent.updates() == [{"index": 12, "picture": stepper.picture, "revision": 1}]
    assert "stap 12" in stepper.picture
    click(stepper, {"type": "first"})
    click(stepper, {"type": "goto", "index": 12})
    assert Counted.drawn == 2  # drawn once, kept
    assert len(stepper.pictures) == 20 and Counted.drawn == 20


def test_the_browser_cannot_set_the_index_itself(recording_comm) -> None:
    """A frontend that writes ``index`` directly is refused and gets the true state back."""
    stepper = Stepper(seed_ruling())
    sent = recording_comm[-1]
    sent.clear()
    stepper.set_state({"index": 6})
    assert stepper.index == 0
    assert "alleen via de knoppen" in stepper.error
    assert {"index": 0} in sent.updates()


# -- showing another ruling ------------------------------------------------------------------


def test_show_a_shorter_ruling_clamps_the_index() -> None:
    stepper = Stepper(seed_ruling())
    stepper.last()
    stepper.goto(99)  # leaves an error behind
    shorter = payment_ruling(5, 2, "de actie van Zeiloren")
    stepper.show(shorter)
    assert stepper.ruling is shorter
    assert len(stepper.steps) == 2
    assert stepper.index == 1
    assert stepper.error == ""
    assert stepper.answer == "Ja: je fiche gaat van veld 5 naar veld 3."
    assert stepper.question == shorter.question
    assert repr(stepper) == "Stepper(stap 2 van 2, regel alchemisten.essentie.betalen)"


def test_show_keeps_the_index_when_that_step_exists() -> None:
    stepper = Stepper(seed_ruling())
    stepper.goto(2)
    richer = essence_ruling(
        EssenceSituation(Chips.parse("R1x2 O1 B1 G1 W3 W2x2"), left_exploded=True)
    )
    stepper.show(richer)
    assert stepper.index == 2
    assert "4 verschillende kleuren" in stepper.step["text"]
    assert "veld 4" in stepper.step["text"]


# -- text and static views -------------------------------------------------------------------


def test_repr_is_deterministic() -> None:
    first, second = Stepper(seed_ruling()), Stepper(seed_ruling())
    assert repr(first) == repr(second) == "Stepper(stap 1 van 8, regel alchemisten.essentie.moment)"
    first.goto(4)
    assert repr(first) == "Stepper(stap 5 van 8, regel alchemisten.essentie.3)"
    assert "0x" not in repr(first)


def test_the_mimebundle_has_a_static_html_copy_of_every_step() -> None:
    stepper = Stepper(seed_ruling())
    data, _metadata = stepper._repr_mimebundle_()
    assert data["text/plain"] == repr(stepper)
    assert "application/vnd.jupyter.widget-view+json" in data
    html = data["text/html"]
    assert html.count("<li>") == 8  # all steps, whichever step the live widget shows
    for clause_id in ("alchemisten.essentie.1", "alchemisten.essentie.2", "alchemisten.essentie.3"):
        assert f"<code>{clause_id}</code>" in html
    (svg,) = pictures_in(html)  # the picture of the last step, as an image with alt text
    assert 'data-field="5"' in svg
    assert "<svg" not in html  # inline SVG would be stripped in an untrusted notebook
    assert 'alt="Essentiefiche op veld 5 van de alchemistenpiston' in html
    assert "Antwoord:" in html and "eindigt op veld 5" in html
    stepper.last()
    assert stepper._repr_mimebundle_()[0]["text/html"] == html


def test_display_traits_are_the_synced_traits_the_widgets_add() -> None:
    assert sorted(Stepper.DISPLAY_TRAITS) == [
        "answer", "error", "index", "picture", "question", "revision", "steps"
    ]  # fmt: skip
    assert {"chips", "notation", "players", "field_options", "notice", "error"} <= (
        EssenceControls.DISPLAY_TRAITS
    )
    assert "tooltip" not in EssenceControls.DISPLAY_TRAITS  # inherited ones are not listed
    # An instance's class is a subclass made by anywidget (with _esm, _css): same list.
    assert Stepper(seed_ruling()).DISPLAY_TRAITS == Stepper.DISPLAY_TRAITS


# -- the static files ------------------------------------------------------------------------


@pytest.mark.parametrize("widget", [Stepper, EssenceControls])
def test_each_module_is_the_shared_part_then_its_own_without_imports(
    widget: type[RulebookWidget],
) -> None:
    js = widget._esm
    assert isinstance(js, str)
    shared = (STATIC / "base.js").read_text(encoding="utf-8")
    own = (STATIC / f"{widget.MODULE}.js").read_text(encoding="utf-8")
    assert js.startswith(shared) and js.endswith(own)
    assert js.count("export default { render }") == 1
    assert not re.search(r"^\s*import\b|\bimport\(|https?://", js, re.MULTILINE)
    css = widget._css
    assert css.startswith((STATIC / "base.css").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", ["base", "stepper", "essence_controls"])
def test_every_css_class_carries_the_rb_prefix(name: str) -> None:
    css = (STATIC / f"{name}.css").read_text(encoding="utf-8")
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.DOTALL)
    selectors = " ".join(re.findall(r"([^{}]+)\{", css))
    classes = set(re.findall(r"\.([A-Za-z_][\w-]*)", selectors))
    assert classes, "no class selectors found: the check would pass on anything"
    assert {c for c in classes if not c.startswith("rb-")} == set()
    # The SVG pictures use .rb-chip for their own chips; widget CSS must not restyle them.
    assert "rb-chip" not in classes
