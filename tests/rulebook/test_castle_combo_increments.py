"""The points one card adds on each free place (``rules.increments``, what the computer players
weigh) against two full scores: ``total`` with the card laid there minus ``total`` without it.

Thousands of squares of every size, in the base game and with Uit de Kerker! under each of its
named options, with face-down cards, gold on the purses, keys on lock cards, keys and gold in
hand; the card laid face up or face down, with its lock key, now and then with gold. Every
scroll of the card data (base game and dungeon) is laid as the new card and lies in a square
whose points the new card changes. Every fourth square weighs a second card on it, as the
computer players weigh every card of the rows on their square.
"""

from __future__ import annotations

import random
from collections import Counter

from rulebook.castle_combo.data import ALL_CARDS, BASE_CARDS, BY_ID
from rulebook.castle_combo.engine import legal_positions
from rulebook.castle_combo.rules import Rules, card_score, final_view, increments, total
from rulebook.castle_combo.state import EndTableau, laid
from rulebook.core.model.cards import PlacedCard, Position, Tableau

SQUARES = 4000
SCROLLS = {type(card.scroll) for card in ALL_CARDS}
BASE_GAME = Rules()  # the base game scores with the default options (no card has a lock)
DUNGEON_RULES = (
    Rules(),
    Rules(locks="geen"),
    Rules(king="wetenschap", third="na-kopen"),
    Rules(locks="geen", king="wetenschap"),
)


def _placed(rng: random.Random, card_id: str, rules: Rules, gold: bool) -> PlacedCard:
    """A card as it lies in a square: face down now and then, a lock card with its key most
    of the time, a purse with some gold on it when ``gold``."""
    card = BY_ID[card_id]
    if rng.random() < 0.18:
        return PlacedCard(card_id, True, ())
    if rules.has_lock(card) and rng.random() < 0.8:
        return PlacedCard(card_id, False, (("sleutel", 1),))
    if gold and card.has_purse and rng.random() < 0.6:
        room = card.scroll.capacity  # type: ignore[attr-defined]
        put = rng.randrange(room + 1)
        return PlacedCard(card_id, False, (("goud", put),) if put else ())
    return PlacedCard(card_id, False, ())


def _square(rng: random.Random, ids: list[str], rules: Rules) -> Tableau:
    """A square of ``ids`` grown card by card on free places, as a game grows it."""
    tableau = Tableau.empty(3, 3)
    for card_id in ids:
        tableau = laid(
            tableau, rng.choice(legal_positions(tableau)), _placed(rng, card_id, rules, True)
        )
    return tableau


def _changed(end: EndTableau, after: EndTableau, rules: Rules) -> set[type]:
    """The scroll types of the cards already in ``end`` whose points laying the card changed
    (found by scoring both squares card by card)."""
    before, later = final_view(end, rules), final_view(after, rules)
    points = {}
    for position, placed in before.end.cells():
        points[placed.card] = card_score(before, position)[1].points
    found = set()
    for position, placed in later.end.cells():
        card = BY_ID.get(placed.card)
        if (
            placed.card in points
            and card is not None
            and not placed.face_down
            and card_score(later, position)[1].points != points[placed.card]
        ):
            found.add(type(card.scroll))
    return found


def test_every_increment_is_the_difference_of_two_full_scores() -> None:
    rng, extra = random.Random(2026), random.Random(7)
    laid_new: Counter[type] = Counter()
    changed: Counter[type] = Counter()
    places = 0
    for round_ in range(SQUARES):
        dungeon = round_ % 2 == 1
        rules = DUNGEON_RULES[(round_ // 2) % len(DUNGEON_RULES)] if dungeon else BASE_GAME
        pool = [card.id for card in (ALL_CARDS if dungeon else BASE_CARDS)]
        new_id = pool[(round_ // 2) % len(pool)]  # every card laid in turn
        ids = rng.sample([card_id for card_id in pool if card_id != new_id], rng.randrange(9))
        tableau = _square(rng, ids, rules)
        placed = _placed(rng, new_id, rules, gold=rng.random() < 0.05)
        keys, gold = rng.randrange(6), rng.choice((0, 0, 1, 2, 3, rng.randrange(15)))
        end = EndTableau.unchecked(tableau, keys, gold)
        spots = legal_positions(tableau)

        found = increments(end, placed, spots, rules)

        now = total(end, rules)
        assert found.before == now
        for at, added in zip(spots, found.added, strict=True):
            after = EndTableau.unchecked(tableau.place(at, placed), keys, gold)
            assert added == total(after, rules) - now, (str(end), new_id, at, rules)
            changed.update(_changed(end, after, rules))
            places += 1
        if not placed.face_down:
            laid_new[type(BY_ID[new_id].scroll)] += 1
        if round_ % 4 == 0:  # a second card weighed on the same square (remembered)
            other = _placed(extra, extra.choice(pool), rules, gold=False)
            again = increments(end, other, spots, rules)
            assert again.before == now
            for at, added in zip(spots, again.added, strict=True):
                after = EndTableau.unchecked(tableau.place(at, other), keys, gold)
                assert added == total(after, rules) - now, (str(end), other, at, rules)
    assert places > 10_000
    assert {kind for kind, n in laid_new.items() if n >= 15} == SCROLLS
    assert set(changed) == SCROLLS - _NEVER_CHANGED


_NEVER_CHANGED: set[type] = set()
"""Scroll types whose points no card laid next to them can change (none)."""


def test_a_square_without_free_places_adds_nothing() -> None:
    full = Tableau.empty(3, 3)
    for index, card in enumerate(BASE_CARDS[:9]):
        full = full.place(divmod(index, 3), PlacedCard(card.id, False, ()))
    end = EndTableau.unchecked(full, 2, 0)
    spots: tuple[Position, ...] = ()
    found = increments(end, PlacedCard(BASE_CARDS[9].id, False, ()), spots)
    assert found.before == total(end)
    assert found.added == ()
