"""Every ruling explains its steps in the order the round's flow runs them.

The flow (phases and their steps, as data the engine runs) fixes the order of the rules; a
ruling that cited a later phase's clause before an earlier one would teach the round wrongly.
Clauses that are not part of the flow (a book, a card, a choice) may come anywhere.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from rulebook.core.model.flow import Flow
from rulebook.core.reader.rulings import Ruling
from rulebook.games import EXAMPLE_SETS
from rulebook.quacks.alchemists import flow as alchemists_flow
from rulebook.quacks.flow import BASE_FLOW
from rulebook.quacks.rulings.cauldron import cauldron_ruling
from rulebook.quacks.state import Chips


def flow_for(chapter: str) -> Flow[Any]:
    return alchemists_flow.ROUND if chapter.startswith("alchemisten") else BASE_FLOW


def out_of_order(ruling: Ruling[Any], flow: Flow[Any]) -> list[str]:
    """Clauses whose first citation comes before a clause that the flow puts earlier."""
    order = flow.clause_order()
    seen = [order[c] for c in ruling.clause_ids() if c in order]
    return [
        clause_id
        for clause_id, earlier in zip(
            [c for c in ruling.clause_ids() if c in order][1:], seen, strict=False
        )
        if order[clause_id] < earlier
    ]


def example_rulings() -> list[tuple[str, Callable[[], Ruling[Any]], Flow[Any]]]:
    cases = [
        (f"{s.chapter}: {name}", make, flow_for(s.chapter))
        for s in EXAMPLE_SETS
        for name, make in s.examples.items()
    ]
    cases.append(
        (
            "kwakzalvers: een ontplofte ketel",
            lambda: cauldron_ruling(Chips.parse("O1 R1 W3 W2 W2 W1"), 2, rats=1),
            BASE_FLOW,
        )
    )
    cases.append(
        (
            "kwakzalvers: ontploft op een robijnveld",
            lambda: cauldron_ruling(Chips.parse("O1 R1 W3 W2 W2 W1"), 4),
            BASE_FLOW,
        )
    )
    return cases


@pytest.mark.parametrize(("name", "make", "flow"), example_rulings())
def test_a_ruling_cites_the_flow_in_its_order(
    name: str, make: Callable[[], Ruling[Any]], flow: Flow[Any]
) -> None:
    assert out_of_order(make(), flow) == [], name


def test_the_essence_phase_sits_between_brewing_and_scoring() -> None:
    ids = alchemists_flow.ROUND.ids()
    assert ids.index("brouwen") < ids.index("essentie") < ids.index("bonusdobbelsteen")
    assert "essentie" not in BASE_FLOW.ids()


def test_an_out_of_order_ruling_is_caught() -> None:
    """The check itself can fail: the essence steps told backwards are reported."""
    essence = next(s for s in EXAMPLE_SETS if s.chapter.startswith("alchemisten"))
    good = essence.examples["voorbeeld uit de regels"]()
    backwards = Ruling(good.question, good.answer, good.result, tuple(reversed(good.steps)))
    assert out_of_order(backwards, alchemists_flow.ROUND)
