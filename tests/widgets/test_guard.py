"""Hostile input to every widget: only intents change anything, every other write is refused.

A page (a crafted one, a buggy one, a browser extension) can send any JSON to a widget: custom
messages (intents) and state updates (``model.set(...); model.save_changes()``), for the widget's
own traits, for inherited ones (``tooltip``, ``layout``, ``_esm``, a box's ``children``) and for
names that do not exist. The promise, checked here for every widget the rulebook has:

- a state update is always refused, nothing changes, and Python sends the true state back;
- an intent either is accepted, or is refused with a Dutch sentence and changes nothing;
- nothing escapes as an exception, and the reader never sees an exception's name.

The fuzzing is bounded (a fixed number of examples, no deadline), like every test here.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import widgets.quacks.essence_explorer as explorer_module
from rulebook.quacks.alchemists.essence import examples
from widgets import (
    AuctionStepper,
    BookPage,
    CardValuesEntry,
    DigitalBag,
    EssenceExplorer,
    GameTable,
    LockTiming,
    LocoweedExplorer,
    PatientExplorer,
    Quiz,
    RatTailExplorer,
    ScoreCalculator,
    SearchBox,
    Shop,
    Showcase,
    Stepper,
    TableauEditor,
    TableScorer,
    UprisingResolver,
)
from widgets._base import BAD_MESSAGE, WRITE_REFUSED, Guarded, RulebookBox, RulebookWidget

# -- every widget of the rulebook, and where it shows its refusals ------------------------------


def make_stepper() -> Stepper:
    return Stepper(examples.seed_example())


def make_explorer() -> EssenceExplorer:
    return EssenceExplorer()


def make_table() -> GameTable:
    return GameTable.of("kwakzalvers", players=3, set=1, seed=5, humans=(0,))


WIDGETS: dict[str, Callable[[], Any]] = {
    "Stepper": make_stepper,
    "EssenceExplorer": make_explorer,
    "GameTable": make_table,
    "DigitalBag": lambda: DigitalBag.start("W1x4 W2x2 W3 O1 G1 B1 Y1 R2", set=2, round=2),
    "DigitalBagSet1": lambda: DigitalBag.start("W1x2 W2 W3 B2 Y1", round=2, card="B8"),
    "TableScorer": lambda: TableScorer("W1 O1 G1", "W3 W2 W2 W1"),
    "RatTailExplorer": RatTailExplorer,
    "PatientExplorer": PatientExplorer,
    "LocoweedExplorer": LocoweedExplorer,
    "Shop": Shop,
    "BookPage": BookPage,
    "Showcase": lambda: Showcase(
        {"standaard": examples.seed_example(), "andere keuze": examples.two_players()}
    ),
    "SearchBox": lambda: SearchBox("fles ontploft"),
    "Quiz": lambda: Quiz.for_chapter("kwakzalvers", seed=2),
    "AuctionStepper": lambda: AuctionStepper((12, 5, 8), bids=(3,)),
    "UprisingResolver": UprisingResolver,
    "ScoreCalculator": ScoreCalculator,
    "CardValuesEntry": CardValuesEntry,
    "GameTableHetLeeft": lambda: GameTable.of("het-leeft", players=3, seed=2),
    "TableauEditor": TableauEditor,
    "LockTiming": LockTiming,
    "CastleComboTable": lambda: GameTable.of("castle-combo", players=3, seed=5, kerker=True),
}
"""Each widget the chapters show; a new widget is added here and is fuzzed the same way."""


def guarded_parts(widget: Any) -> list[Guarded]:
    """The widget and every model it is made of (the explorer's controls, stepper, layouts)."""
    parts: list[Guarded] = [widget]
    for child in getattr(widget, "children", ()):
        parts.extend(guarded_parts(child))
    parts.append(widget.layout)
    return parts


def intent_target(widget: Any) -> RulebookWidget:
    """The model whose JavaScript sends the intents (a box's controls)."""
    return widget.controls if isinstance(widget, RulebookBox) else widget


def shown_error(widget: Any) -> str:
    return str(intent_target(widget).error)


def visible_state(widget: Any) -> dict[str, Any]:
    """Everything a refusal must leave alone: the synced state of every part, without the error
    and the revision counter, the situation of an explorer, and what the widget says it holds
    (its ``repr``: the bag and cauldron of a digital bag, the cauldrons of a scorer ...)."""
    state: dict[str, Any] = {}
    for number, part in enumerate(guarded_parts(widget)):
        for key, value in part.get_state().items():
            if key not in ("error", "revision"):
                state[f"{number}.{key}"] = value
    if isinstance(widget, EssenceExplorer):
        state["situation"] = widget.situation
    if isinstance(widget, PatientExplorer):
        state["situation"] = widget.situation
        state["essence"] = widget.essence
        state["cauldron"] = widget.cauldron
    if isinstance(widget, LocoweedExplorer):
        state["trial"] = widget.trial
        state["cauldron"] = widget.cauldron
    if isinstance(widget, GameTable):
        state["game"] = widget.state
        state["log"] = widget.log_entries
    if isinstance(widget, DigitalBag):
        state["game"] = widget.state
    state["repr"] = repr(widget)
    return state


EXCEPTION_NAME = re.compile(r"\b\w*(Error|Exception|Traceback)\b")
DUTCH_WORD = re.compile(r"\b(je|niet|geen|de|het|een|is|ken|moet|of|bestaat|ligt)\b")


def assert_dutch(message: str) -> None:
    assert message, "a refusal without a message"
    assert not EXCEPTION_NAME.search(message), message
    assert DUTCH_WORD.search(message), message


def update_message(state: object) -> dict[str, Any]:
    """A whole comm message as the browser sends it for ``model.save_changes()``."""
    return {
        "content": {"data": {"method": "update", "state": state, "buffer_paths": []}},
        "buffers": [],
    }


# -- the cases --------------------------------------------------------------------------


def test_a_display_trait_mixed_with_a_wrongly_typed_inherited_one_is_refused(
    recording_comm,
) -> None:
    """``{"players": 5, "tooltip": 3}`` used to skip the refusal: the page showed 5, Python 4."""
    explorer = EssenceExplorer()
    controls = explorer.controls
    sent = next(c for c in recording_comm if c.comm_id == controls.comm.comm_id)
    sent.clear()
    controls._handle_msg(update_message({"players": 5, "tooltip": 3}))
    assert controls.players == 4
    assert controls.tooltip is None
    assert explorer.situation.players == 4
    assert explorer.error == WRITE_REFUSED
    # Python answers with the true state, so the page shows 4 again.
    assert {"players": 4, "tooltip": None}.items() <= sent.updates()[0].items()


def test_the_page_cannot_replace_the_widgets_own_code(recording_comm) -> None:
    stepper = make_stepper()
    code = stepper._esm
    sent = recording_comm[-1]
    sent.clear()
    stepper._handle_msg(update_message({"_esm": "export default { render() {} }"}))
    assert stepper._esm == code
    assert stepper.error == WRITE_REFUSED
    assert sent.updates()[0]["_esm"] == code


def test_the_explorer_keeps_its_children(recording_comm) -> None:
    explorer = EssenceExplorer()
    children = explorer.children
    explorer._handle_msg(update_message({"children": []}))
    assert explorer.children == children == (explorer.controls, explorer.stepper)
    assert explorer.error == WRITE_REFUSED
    box = next(c for c in recording_comm if c.comm_id == explorer.comm.comm_id)
    assert box.updates()[-1]["children"] == [f"IPY_MODEL_{w.model_id}" for w in children]


def test_a_layout_cannot_be_rewritten_from_the_page() -> None:
    stepper = make_stepper()
    stepper.layout._handle_msg(update_message({"display": "none"}))
    assert stepper.layout.display is None


@pytest.mark.parametrize(
    "message",
    [
        {},
        {"content": None},
        {"content": {"data": "update"}},
        {"content": {"data": {"state": {"index": 3}}}},
        {"content": {"data": {"method": "delete"}}},
        update_message(["index", 3]),
    ],
)
def test_a_malformed_comm_message_is_refused_in_dutch(message: dict[str, Any]) -> None:
    stepper = make_stepper()
    before = visible_state(stepper)
    stepper._handle_msg(message)
    assert stepper.error == BAD_MESSAGE
    assert visible_state(stepper) == before


@pytest.mark.parametrize(
    ("intent", "message"),
    [
        ({"type": "remove", "index": 10**5000}, "is ‘index’ veel te groot"),
        ({"type": "cauldron", "text": "W1 " * 40_000}, "is ‘text’ te lang: 120000 tekens"),
        ({"type": "add", "chip": "R" + "1" * 5000}, "is ‘chip’ te lang"),
    ],
)
def test_a_huge_intent_is_refused_before_the_rules_see_it(
    intent: dict[str, object], message: str
) -> None:
    """A page may send far more than any game holds; the reply stays short and Dutch."""
    explorer = EssenceExplorer()
    before = visible_state(explorer)
    explorer.controls._handle_custom_msg(intent, [])
    assert message in explorer.error
    assert len(explorer.error) < 200
    assert visible_state(explorer) == before


def test_an_intent_still_arrives_through_the_whole_message_path() -> None:
    stepper = make_stepper()
    stepper._handle_msg(
        {"content": {"data": {"method": "custom", "content": {"type": "last"}}}, "buffers": []}
    )
    assert (stepper.index, stepper.error) == (7, "")


@pytest.mark.parametrize("name", sorted(WIDGETS))
def test_a_message_without_buffers_never_escapes(name: str) -> None:
    """A custom message without ``buffers`` makes ipywidgets fail inside ``_handle_msg``; its
    guard logs that through ``self.log`` (the traitlets logger). A widget whose own ``log``
    hides that logger let the failure escape as an ``AttributeError``."""
    widget = WIDGETS[name]()
    for part in guarded_parts(widget):
        assert isinstance(part.log, logging.Logger), f"{type(part).__name__}.log is no logger"
        before = visible_state(widget)
        part._handle_msg({"content": {"data": {"method": "custom", "content": {"type": "x"}}}})
        assert visible_state(widget) == before


# -- fuzzing: random intents and random state writes, for every widget ----------------------

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**15), 10**15)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=24),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=6,
)
INTENT_TYPES = sorted(
    {
        *(name for make in WIDGETS.values() for name in intent_target(make()).INTENTS),
        "explode",
        "",
    }
)
ACTIONS = [
    "1 kies 1",
    "1 kies 3",
    "1 trek",
    "1 stop",
    "2 trek",
    "1 koop niets",
    "kans 1 W1",
    "1 kies verzet",
    "1 kies koop-1",
]
"""Actions of De Kwakzalvers and Castle Combo in their notation: some legal at the start of
a table, most not."""
CHIPS = [chip["label"] for chip in explorer_module.palette()]
INTENTS = st.one_of(
    JSON,
    st.fixed_dictionaries(
        {"type": st.sampled_from(INTENT_TYPES)},
        optional={
            "index": st.integers(-3, 14) | JSON,
            "chip": st.sampled_from(CHIPS) | st.text(max_size=8) | JSON,
            "text": st.text(alphabet="WOGBRYPZNx0123456789 ,", max_size=24)
            | st.sampled_from(["fles ontploft", "", "essentië"])
            | JSON,
            "name": st.sampled_from(sorted(explorer_module.SETTINGS)) | st.text(max_size=8),
            "value": st.integers(-2, 40)
            | st.booleans()
            | st.sampled_from(
                [
                    "Vampierisme",
                    "Zeiloren",
                    "doortellen",
                    "Ja",
                    "Nee",
                    "Niemand",
                    "dubbel",
                    "gewoon",
                ]
            )
            | JSON,
            "seat": st.integers(-1, 4) | JSON,
            "action": st.sampled_from(ACTIONS) | st.text(max_size=12) | JSON,
            "turn": st.integers(0, 3) | JSON,
            "colour": st.sampled_from(["rood", "groen", "zwart", "wit", "Rood"]) | JSON,
            "row": st.integers(-1, 3) | JSON,
            "col": st.integers(-1, 3) | JSON,
            "card": st.sampled_from(["Nun", "Toady", "Steward", "Draak", "Cutpurse", "ArtForger"])
            | JSON,
        },
    ),
)


def trait_names(widget: Any) -> list[str]:
    return sorted({name for part in guarded_parts(widget) for name in part.keys})


@pytest.mark.parametrize("name", sorted(WIDGETS))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_intents_are_accepted_or_refused_in_dutch_without_a_change(
    name: str, data: st.DataObject
) -> None:
    widget = WIDGETS[name]()
    target = intent_target(widget)
    for intent in data.draw(st.lists(INTENTS, max_size=6), label="intents"):
        before = visible_state(widget)
        target._handle_custom_msg(intent, [])  # as the browser's model.send(intent) arrives
        message = shown_error(widget)
        if message:
            assert_dutch(message)
            assert visible_state(widget) == before


@pytest.mark.parametrize("name", sorted(WIDGETS))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_state_writes_are_always_refused(name: str, data: st.DataObject) -> None:
    widget = WIDGETS[name]()
    parts = guarded_parts(widget)
    keys = st.sampled_from(trait_names(widget)) | st.text(max_size=10)
    writes = st.dictionaries(keys, JSON, min_size=1, max_size=4)
    for _ in range(3):
        part = data.draw(st.sampled_from(parts), label="part")
        before = visible_state(widget)
        part._handle_msg(update_message(data.draw(writes, label="write")))
        assert visible_state(widget) == before
        if isinstance(part, RulebookWidget):
            assert part.error == WRITE_REFUSED  # in the widget written to
        elif isinstance(part, RulebookBox):
            assert part.error == WRITE_REFUSED  # the box shows it in its controls
        # A layout has nowhere to show a message; it only gets its true state back.
