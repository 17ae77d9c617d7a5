"""Named flow events (``core.model.events``): the moments an expansion attaches its rules to.

The four ways of asking, the order of attaching as the order of asking, and a misspelt moment
refused at once (a rule that silently never runs is the bug this guards against).
"""

from __future__ import annotations

import pytest

from rulebook.core.model.events import EventNames, Events
from rulebook.quacks.table import EVENT_NAMES, NO_EVENTS

NAMES = EventNames({"na-kopen": "na een aankoop", "weigering": "waarom niet", "acties": "extra"})


def test_fold_lets_each_handler_change_the_state_in_the_order_attached() -> None:
    events = Events(NAMES).on("na-kopen", lambda s, n: s + n).on("na-kopen", lambda s, n: s * n)
    assert events.fold("na-kopen", 1, 3) == 12  # (1 + 3) * 3, not 1 * 3 + 3
    assert Events(NAMES).fold("na-kopen", 1, 3) == 1


def test_first_takes_the_first_answer_that_is_not_none() -> None:
    events = Events(NAMES).on("weigering", lambda a: None).on("weigering", lambda a: f"nee {a}")
    events = events.on("weigering", lambda a: "nooit")
    assert events.first("weigering", 7) == "nee 7"
    assert Events(NAMES).first("weigering", 7) is None


def test_gather_joins_every_list_and_every_asks_all() -> None:
    one = Events(NAMES).on("acties", lambda: [1, 2])
    two = Events(NAMES).on("acties", lambda: [3])
    assert (one + two).gather("acties") == [1, 2, 3]
    assert (two + one).gather("acties") == [3, 1, 2]
    assert Events(NAMES).every("acties") is True
    assert not Events(NAMES).on("acties", lambda: False).every("acties")


def test_a_misspelt_moment_is_refused_at_once() -> None:
    with pytest.raises(ValueError, match="no event 'na-koop'"):
        Events(NAMES).on("na-koop", lambda s: s)


def test_the_kwakzalvers_base_game_attaches_nothing_and_names_its_moments_in_dutch() -> None:
    assert NO_EVENTS.attached == ()
    assert {"na-kopen", "na-plaatsen", "na-stoppen"} <= set(EVENT_NAMES.names)
    assert all(len(doc) > 10 for doc in EVENT_NAMES.names.values())


def test_de_alchemisten_attach_their_rules_by_name() -> None:
    from rulebook.quacks.alchemists.expansion import AlchemistsSetup
    from rulebook.quacks.table import Setup

    setup = Setup(players=3, extras=(AlchemistsSetup(book=10),))
    attached = [name for name, _ in setup.events.attached]
    assert attached[0] == "computerzet"  # the locoweed habit is asked before the patients'
    assert attached.count("na-plaatsen") == 2  # the patients', then book 10's return
    assert "na-kopen" in attached  # the new cards
    plain = Setup(players=3, extras=(AlchemistsSetup(book=12),))
    assert [name for name, _ in plain.events.attached].count("na-plaatsen") == 1
