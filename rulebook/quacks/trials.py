"""What the conformance suite and the golden games play of De Kwakzalvers (``Trials``).

The setups reach every set of ingredient books, every player count of the base game and every
option away from its default; the golden games are seeded whole games between the computer
players, checked in under ``tests/golden`` (``make golden`` writes them). De Alchemisten offers
its own in ``rulebook/quacks/alchemists/trials.py``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from rulebook.core.model.happenings import Happened, RoundBegan, Scored, of_type
from rulebook.core.reader.descriptions import GoldenGame, Trials
from rulebook.quacks.bots import BOTS
from rulebook.quacks.happenings import Exploded, Finished, RatTails, Rubies, ShopOpened
from rulebook.quacks.table import (
    LastRoundExploded,
    LimitRule,
    PurpleField,
    Setup,
    Shop,
    YellowDouble,
)

EVERY_OPTION = Setup(
    players=4,
    books=(2, 3, 2, 3, 4),
    die="tweemaal-druppel",
    second_lap=False,
    purple_field=PurpleField.POSITION,
    white_choice=True,
    green_two_closed=True,
    yellow_double=YellowDouble.VALUE_ONLY,
    limit_rule=LimitRule.ADD,
    first_chip=True,
    last_round_exploded=LastRoundExploded.ENGLISH_RULEBOOK,
    test_tubes=True,
)
"""Every option of the base game away from its default."""


def chips_in_play(state: Any) -> Counter[Any]:
    """Every chip of the game, wherever it is: bags, cauldrons, hands, beside the cauldrons and
    the box. The rules move chips between these places; none is made or lost."""
    found: Counter[Any] = Counter(state.supply)
    for player in state.players:
        found.update(player.bag)
        found.update(placed.chip for placed in player.cauldron.chips)
        found.update(player.hand)
        found.update(player.aside)
    for extra in state.extras:  # chips an expansion holds (Schichtigheid's open chips)
        found.update(extra.chips())
    return found


GOLDEN = (
    GoldenGame(
        "kwakzalvers-2-spelers-set-1.log",
        Setup.with_set(1, players=2),
        1,
        ("voorzichtig", "rekenaar"),
    ),
    GoldenGame(
        "kwakzalvers-3-spelers-set-2.log",
        Setup.with_set(2, players=3),
        2,
        ("gulzig", "voorzichtig", "rekenaar"),
    ),
    GoldenGame(
        "kwakzalvers-4-spelers-set-3.log",
        Setup.with_set(3, players=4),
        3,
        ("rekenaar", "gulzig", "voorzichtig", "rekenaar"),
    ),
    GoldenGame(
        "kwakzalvers-4-spelers-set-4.log",
        Setup.with_set(4, players=4),
        4,
        ("voorzichtig", "voorzichtig", "gulzig", "rekenaar"),
    ),
    GoldenGame(
        "kwakzalvers-3-spelers-eigen-set-reageerbuis.log",
        Setup(players=3, books=(2, 1, 4, 3, 1), test_tubes=True),
        5,
        ("rekenaar", "voorzichtig", "gulzig"),
    ),
)


def reports_agree(before: Any, after: Any, happenings: Sequence[Happened]) -> None:
    """What the rules reported for one step says what the two states show: every seat's points
    and rubies changed by what was reported (and stand at the last reported total), its rat
    tails by what was reported since the round's fresh start, an explosion reported exactly
    when a cauldron exploded, a shop's money as reported, a new round and the end."""
    rounds = of_type(happenings, RoundBegan)
    assert bool(rounds) == (after.round != before.round)
    if rounds:
        assert rounds[-1].number == after.round
    assert bool(of_type(happenings, Finished)) == (after.over and not before.over)
    for seat, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
        mine = [h for h in happenings if getattr(h, "seat", None) == seat]
        scored = of_type(mine, Scored)
        assert new.score - old.score == sum(h.points for h in scored), seat
        if scored:
            assert scored[-1].now == new.score
        rubies = of_type(mine, Rubies)
        assert new.rubies - old.rubies == sum(h.change for h in rubies), seat
        if rubies:
            assert rubies[-1].now == new.rubies
        since = happenings[happenings.index(rounds[-1]) :] if rounds else happenings
        tails = sum(h.change for h in of_type(since, RatTails) if h.seat == seat)
        assert new.rats == (0 if rounds else old.rats) + tails, seat
        exploded = [h for h in of_type(mine, Exploded)]
        if not rounds:
            assert bool(exploded) == (new.exploded and not old.exploded), seat
        for h in exploded:
            assert h.white > h.limit
        shops = [t for t in new.todo if isinstance(t, Shop)]
        opened = of_type(mine, ShopOpened)
        if shops and opened:
            assert shops[0].coins == opened[-1].coins


def trials() -> Trials:
    return Trials(
        setups=(
            Setup.with_set(1, players=2),
            Setup.with_set(2, players=3),
            Setup.with_set(3, players=4),
            Setup.with_set(4, players=4, test_tubes=True),
            Setup(players=3, books=(1, 2, 3, 4, 1)),
            EVERY_OPTION,
        ),
        computers=BOTS,
        golden=GOLDEN,
        conserved=chips_in_play,
        points_never_fall=True,
        reports_agree=reports_agree,
    )
