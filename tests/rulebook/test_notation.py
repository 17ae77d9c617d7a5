"""The generic notation reads back what it writes, and refuses what it cannot read."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

import pytest

from rulebook.core.model.notation import NotationSyntaxError, dumps, loads
from rulebook.quacks.state import Chips


class Colour(enum.Enum):
    RED = "rood"
    SKY_BLUE = "licht blauw"


@dataclass(frozen=True)
class Reward:
    pass


@dataclass(frozen=True)
class Points(Reward):
    points: int = 0


@dataclass(frozen=True)
class Pick(Reward):
    options: tuple[Reward, ...] = ()
    optional: bool = False


@dataclass(frozen=True)
class Record:
    score: int = field(default=0, metadata={"key": "punten"})
    bag: Chips = field(default_factory=Chips)
    colour: Colour = Colour.RED
    rewards: tuple[Reward, ...] = ()
    tiers: tuple[tuple[int, Reward], ...] = ()
    maybe: int | None = None
    name: str = "x"


FULL = Record(
    3,
    Chips.parse("W1x4 O1"),
    Colour.SKY_BLUE,
    (Points(1), Pick((Points(2), Points()), True)),
    ((1, Points(1)), (3, Pick())),
    -5,
    'met spaties en "aanhalingstekens"',
)


def test_a_record_round_trips_with_dutch_keys_and_quoted_text() -> None:
    text = dumps(FULL)
    assert text.startswith('Record(punten=3 bag="W1x4 O1" colour="licht blauw"')
    assert loads(text, Record) == FULL


def test_defaults_are_left_out_and_filled_in_again() -> None:
    assert dumps(Record()) == "Record()"
    assert loads("Record()", Record) == Record()
    assert loads("Record(maybe=-)", Record) == Record()


def test_a_base_class_field_names_the_subclass_it_holds() -> None:
    text = dumps(Pick((Points(4),)))
    assert text == "Pick(options=[Points(points=4)])"
    assert loads(text, Reward) == Pick((Points(4),))


@pytest.mark.parametrize(
    "text",
    [
        "Record(punten=drie)",
        "Record(onbekend=1)",
        "Record(punten=1 punten=2)",
        "Record(punten=1",
        "Record(colour=groen)",
        "Onbekend()",
        "Record() extra",
        "Record(punten=" + "9" * 5000 + ")",
    ],
)
def test_text_that_is_not_a_record_is_refused(text: str) -> None:
    with pytest.raises(NotationSyntaxError):
        loads(text, Record)
