"""What the conformance suite and the golden games play of Castle Combo and Uit de Kerker!."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from rulebook.castle_combo.bots import Greedy, Planner, RandomBot
from rulebook.castle_combo.happenings import (
    KEYS,
    Bought,
    Discarded,
    Ended,
    LocationGone,
    LockOpened,
    MessengerMoved,
    Placed,
    PurseFilled,
    Reshuffled,
)
from rulebook.castle_combo.rules import Rules
from rulebook.castle_combo.state import GOLD, KEY
from rulebook.castle_combo.table import Castle, Player, Setup
from rulebook.core.model.happenings import Gained, Happened, Paid, RoundBegan, TurnBegan, of_type
from rulebook.core.reader.descriptions import GoldenGame, Trials


def conserved(state: Castle) -> object:
    """Every card of the setup lies somewhere: decks, rows, discard piles, out of the game, in
    hand or in a square."""
    return sorted(state.all_cards())


def _tokens(player: Player, name: str) -> Counter[str]:
    """How many tokens ``name`` lie on each card of the seat's square."""
    return Counter({p.card: p.token(name) for _, p in player.tableau.cards if p.token(name)})


def reports_agree(before: Castle, after: Castle, happenings: Sequence[Happened]) -> None:
    """What the rules reported for one step says what the two states show, as a player at the
    table would count it: every seat's gold and keys changed by what was paid and gained, the
    cards that came into its square were the ones reported laid (face down or with a key on
    their lock), the keys that left a lock were the locks reported opened, the gold on each
    purse grew by what was reported laid on it, a card bought left the messenger's row, the
    discard piles grew by the cards reported sent there (or became a deck, or left with their
    location), the messenger stands where it was reported to go, and the turn, the round and
    the end are the ones reported."""
    for seat, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
        mine = [h for h in happenings if getattr(h, "seat", None) == seat]
        moved = [h for h in mine if isinstance(h, (Paid, Gained))]
        for what, was, now in (("goud", old.gold, new.gold), ("sleutels", old.keys, new.keys)):
            told = sum(
                (h.amount if isinstance(h, Gained) else -h.amount)
                for h in moved
                if (h.what is KEYS) == (what == "sleutels")
            )
            assert now - was == told, (seat, what, now - was, told)
        had = Counter(p.card for _, p in old.tableau.cards)
        has = Counter(p.card for _, p in new.tableau.cards)
        placed = of_type(mine, Placed)
        assert has - had == Counter(h.card for h in placed) and not had - has, seat
        for h in placed:
            laid = [p for _, p in new.tableau.cards if p.card == h.card]
            assert [p.face_down for p in laid] == [h.face_down], h
        keyed, opened = _tokens(old, KEY), _tokens(new, KEY)
        assert opened - keyed == Counter(h.card for h in placed if h.locked), seat
        assert keyed - opened == Counter(h.card for h in of_type(mine, LockOpened)), seat
        purses = of_type(mine, PurseFilled)
        added = Counter[str]()
        for purse in purses:
            added[purse.card] += purse.added
        assert _tokens(new, GOLD) - _tokens(old, GOLD) == added, seat
        for purse in purses:
            assert 0 < purse.now <= purse.room, purse
            assert _tokens(new, GOLD)[purse.card] == purse.now, purse
    for bought in of_type(happenings, Bought):
        assert bought.card in before.rows[before.messenger].slots, bought
        assert after.hand == bought.card or any(
            p.card == bought.card for _, p in after.players[bought.seat].tableau.cards
        )
    gone = of_type(happenings, LocationGone)
    assert {h.where for h in gone} == set(after.gone - before.gone)
    assert len(after.out) - len(before.out) == sum(h.count for h in gone)
    for where in (0, 1):
        if where in after.gone - before.gone:
            continue
        old_pile, new_pile = before.discards[where].cards, after.discards[where].cards
        remade = [h for h in of_type(happenings, Reshuffled) if h.where == where]
        if remade:
            assert remade[0].count == len(old_pile) and not new_pile, where
            continue
        sent = [c for h in of_type(happenings, Discarded) if h.where == where for c in h.cards]
        assert new_pile == (*old_pile, *sent), where
    messenger = of_type(happenings, MessengerMoved)
    if messenger:
        assert messenger[0].was == before.messenger
    if not gone:
        assert after.messenger == (messenger[-1].now if messenger else before.messenger)
    turns, rounds = of_type(happenings, TurnBegan), of_type(happenings, RoundBegan)
    assert (turns[-1].seat if turns else before.active) == after.active
    assert (rounds[-1].number if rounds else before.round) == after.round
    assert bool(of_type(happenings, Ended)) == (after.over and not before.over)


def computers() -> dict[str, Any]:
    return {"willekeurig": RandomBot(1), "gulzig": Greedy(2), "planner": Planner(3)}


def trials() -> Trials:
    return Trials(
        setups=(Setup(2), Setup(3, start=1), Setup(5)),
        computers=computers(),
        golden=(
            GoldenGame(
                "castle-combo-3-spelers-zaad-5.log",
                Setup(3),
                5,
                ("gulzig", "planner", "willekeurig"),
            ),
        ),
        seeds=2,
        conserved=conserved,
        reports_agree=reports_agree,
    )


def dungeon_trials() -> Trials:
    return Trials(
        setups=(
            Setup(4, kerker=Rules()),
            Setup(3, start=2, kerker=Rules(king="wetenschap", third="na-kopen")),
            Setup(2, kerker=Rules(locks="geen")),
        ),
        computers=computers(),
        golden=(
            GoldenGame(
                "castle-combo-kerker-4-spelers-zaad-3.log",
                Setup(4, kerker=Rules()),
                3,
                ("planner", "gulzig", "planner", "gulzig"),
            ),
        ),
        seeds=2,
        conserved=conserved,
        reports_agree=reports_agree,
    )
