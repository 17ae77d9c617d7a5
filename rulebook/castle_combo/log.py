"""Castle Combo: what came of an action, in Dutch lines for a game log and the game table.

``outcomes(happenings, action, after)`` puts what the rules reported while they applied an
action (``rulebook.castle_combo.happenings``, ``rulebook.core.model.happenings``; everything at this
table lies open) in the lines of a log: gold and keys paid or gained and for what (a purchase, a
card taken face down, which card's ability and what that ability does), gold laid on purses,
a lock that got its key or was opened, cards sent from a row to its discard pile, a deck made
again from its discard pile, a location that leaves the game, the messenger moving, whose turn
and which round it is, and at the end every square's score card by card (the explanation
``castle-combo score`` gives: ``rulings.tableau_ruling``) and who wins, with the tie-break.
``stage(state, phase)`` says where the game stands.

The facts come back as data first (``Change``: one seat's change in a step, added up from the
reports; ``final_scores``: the explained squares), so another view (a hint at a choice) can say
them its own way; the functions below only put them in sentences.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.castle_combo.data import BY_ID
from rulebook.castle_combo.happenings import (
    KEYS,
    AbilityUsed,
    Bought,
    Discarded,
    Ended,
    KeySpent,
    LocationGone,
    LockOpened,
    MessengerMoved,
    NeighbourUsed,
    Placed,
    PurseFilled,
    Reshuffled,
)
from rulebook.castle_combo.rules import DEFAULT_RULES
from rulebook.castle_combo.rulings import TableauScore, tableau_ruling, winner_ruling
from rulebook.castle_combo.state import SIDE, EndTableau
from rulebook.castle_combo.table import Castle
from rulebook.core import dutch
from rulebook.core.model.cards import Position
from rulebook.core.model.happenings import Gained, Happened, Paid, RoundBegan, TurnBegan, of_type
from rulebook.core.model.task_game import Pick

ROUNDS = SIDE * SIDE


def _gold(number: int) -> str:
    return f"{number} goud"


def _keys(number: int) -> str:
    return dutch.count(number, "sleutel", "sleutels", one="1")


@dataclass(frozen=True)
class Change:
    """What changed for one seat in one step: gold and keys in hand, gold on each purse
    (the card and its new amount), and the cards whose lock got or lost its key."""

    seat: int
    gold: int
    keys: int
    gold_now: int
    keys_now: int
    purses: tuple[tuple[str, int, int, int], ...] = ()
    """(card, gold added, gold on it now, room) for every purse that got gold."""
    locked: tuple[str, ...] = ()
    """Cards laid with a key on their lock."""
    opened: tuple[str, ...] = ()
    """Cards whose lock lost its key (opened)."""

    def words(self) -> list[str]:
        """``["4 goud erbij (nu 19)", "2 goud op de beurs van Steward (nu 2 van 3)"]``."""
        parts = []
        if self.gold:
            verb = "erbij" if self.gold > 0 else "betaald"
            parts.append(f"{_gold(abs(self.gold))} {verb} (nu {self.gold_now})")
        if self.keys:
            verb = "erbij" if self.keys > 0 else "ingezet"
            parts.append(f"{_keys(abs(self.keys))} {verb} (nu {self.keys_now})")
        for card, added, now, room in self.purses:
            parts.append(
                f"{_gold(added)} op de beurs van {BY_ID[card].shown} (nu {now} van {room})"
            )
        return parts


def changes(happenings: Sequence[Happened], after: Castle) -> list[Change]:
    """Every seat whose gold, keys, purses or locks changed in one step (by what the rules
    reported), in seat order, with what it holds in ``after``."""
    gold: dict[int, int] = {}
    keys: dict[int, int] = {}
    purses: dict[int, dict[str, tuple[Position, int, int, int]]] = {}
    locked: dict[int, list[str]] = {}
    opened: dict[int, list[str]] = {}
    for h in happenings:
        if isinstance(h, (Paid, Gained)):
            counted = keys if h.what is KEYS else gold
            counted[h.seat] = counted.get(h.seat, 0) + _signed(h)
        elif isinstance(h, PurseFilled):
            on = purses.setdefault(h.seat, {})
            added = on[h.card][1] if h.card in on else 0
            on[h.card] = (h.position, added + h.added, h.now, h.room)
        elif isinstance(h, Placed) and h.locked:
            locked.setdefault(h.seat, []).append(h.card)
        elif isinstance(h, LockOpened):
            opened.setdefault(h.seat, []).append(h.card)
    found: list[Change] = []
    for seat in sorted({*gold, *keys, *purses, *locked, *opened}):
        player = after.players[seat]
        laid = sorted(purses.get(seat, {}).items(), key=lambda item: item[1][0])
        told = Change(
            seat,
            gold.get(seat, 0),
            keys.get(seat, 0),
            player.gold,
            player.keys,
            tuple((card, added, now, room) for card, (_, added, now, room) in laid),
            tuple(locked.get(seat, ())),
            tuple(opened.get(seat, ())),
        )
        if told.gold or told.keys or told.purses or told.locked or told.opened:
            found.append(told)
    return found


def _ability(card: str) -> str:
    found = BY_ID[card]
    return f"Vaardigheid van {found.shown} ({found.ability.dutch()})"


def _cause(happenings: Sequence[Happened]) -> tuple[str, str | None]:
    """What the gains of a step come from when the choice does not say it: the ability of the
    card laid (face up), of the card whose lock opened, or of the neighbour used, with that
    card's id; a chosen ability (its card named); a key spent; ``""`` otherwise."""
    placed = of_type(happenings, Placed)
    if placed:
        card = placed[0].card
        return ("", None) if placed[0].face_down else (_ability(card), card)
    opened = of_type(happenings, LockOpened)
    if opened:
        return _ability(opened[0].card), opened[0].card
    neighbour = of_type(happenings, NeighbourUsed)
    if neighbour:
        return _ability(neighbour[0].used), neighbour[0].used
    used = of_type(happenings, AbilityUsed)
    if used:
        return f"Vaardigheid van {BY_ID[used[0].card].shown}", used[0].card
    if of_type(happenings, KeySpent):
        return "Sleutel ingezet", None
    return "", None


def _purchase(happenings: Sequence[Happened]) -> Change | None:
    """What the purchase itself cost or gave (a card taken face down: gold and keys): the
    ``Paid``/``Gained`` reported under the purchase's clause, apart from what the card's
    ability gave in the same step (the first card is laid at once)."""
    bought = of_type(happenings, Bought)
    if not bought:
        return None
    h = bought[0]
    paid = [x for x in happenings if isinstance(x, (Paid, Gained)) and x.clause_id == h.clause_id]
    gold = sum(_signed(x) for x in paid if x.what is not KEYS and x.seat == h.seat)
    keys = sum(_signed(x) for x in paid if x.what is KEYS and x.seat == h.seat)
    return Change(h.seat, gold, keys, h.gold, h.keys)


def _signed(h: Paid | Gained) -> int:
    return h.amount if isinstance(h, Gained) else -h.amount


def _without(change: Change, paid: Change | None) -> Change:
    """``change`` less what the purchase did (the rest came from the card's ability)."""
    if paid is None or paid.seat != change.seat:
        return change
    return Change(
        change.seat,
        change.gold - paid.gold,
        change.keys - paid.keys,
        change.gold_now,
        change.keys_now,
        change.purses,
        change.locked,
        change.opened,
    )


def _pending_ability(after: Castle, seat: int) -> bool:
    """Whether the seat is still asked to choose how an ability works (a choice, a neighbour)."""
    queue = after.queues[seat] if 0 <= seat < len(after.players) else ()
    return any(type(task).__name__ == "UseAbility" for task in queue)


def outcomes(happenings: Sequence[Happened], action: Any, after: Castle) -> list[str]:
    """The lines for one step (see the module), from what the rules reported applying
    ``action`` (``engine.CastleCombo.outcomes``); ``after`` gives what each seat holds now and
    the scores at the end."""
    lines: list[str] = []
    cause, card = _cause(happenings)
    paid = _purchase(happenings)
    if paid is not None and paid.words():
        lines.append(dutch.sentence(f"{dutch.player(paid.seat)}: {', '.join(paid.words())}") + ".")
    found = changes(happenings, after)
    if paid is not None and all(change.seat != paid.seat for change in found):
        # the ability gave back exactly what the card cost: nothing changed in all
        player = after.players[paid.seat]
        found.insert(0, Change(paid.seat, 0, 0, player.gold, player.keys))
        found.sort(key=lambda change: change.seat)
    for change in found:
        for opened in change.opened:
            lines.append(LockOpened(change.seat, opened).dutch())
        for locked in change.locked:
            lines.append(
                f"{BY_ID[locked].shown} heeft een slot: er komt een sleutel uit de voorraad op, "
                "en haar vaardigheid wacht tot het slot opengaat."
            )
    said = [c for c in (_without(change, paid) for change in found) if c.words()]
    for index, change in enumerate(said):
        text = f"{dutch.player(change.seat)}: {', '.join(change.words())}"
        if cause and index == 0:
            text = f"{cause}; {text}"
        lines.append(dutch.sentence(text) + ".")
    acting = action.seat if isinstance(action, Pick) else -1
    locked_now = any(change.locked for change in found)
    if card is not None and not said and not locked_now and not _pending_ability(after, acting):
        discount = BY_ID[card].ability.dutch().startswith("korting")
        lines.append(f"{cause}: {'geldt vanaf nu' if discount else 'levert nu niets op'}.")
    lines += _rows(happenings)
    moved = of_type(happenings, MessengerMoved)
    if moved and moved[0].was != moved[-1].now and not of_type(happenings, LocationGone):
        lines.append(moved[-1].dutch())
    rounds, turns = of_type(happenings, RoundBegan), of_type(happenings, TurnBegan)
    if of_type(happenings, Ended):
        lines += ending(after)
    elif rounds:
        lines.append(
            f"Ronde {rounds[-1].number} van {ROUNDS} begint: {dutch.player(after.active)} is "
            f"aan de beurt."
        )
    elif turns:
        lines.append(turns[-1].dutch())
    return lines


def _rows(happenings: Sequence[Happened]) -> list[str]:
    """Cards sent from a row to its discard pile, a deck made again, a location gone."""
    lines = []
    for where in (0, 1):
        gone = [h for h in of_type(happenings, LocationGone) if h.where == where]
        if gone:
            lines.append(gone[0].dutch())
            continue
        sent = [c for h in of_type(happenings, Discarded) if h.where == where for c in h.cards]
        remade = [h for h in of_type(happenings, Reshuffled) if h.where == where]
        if sent:
            lines.append(Discarded(where, tuple(sent)).dutch())
        elif remade:
            lines.append(remade[0].dutch())
    return lines


# -- the end: every square explained card by card -----------------------------------------------


def final_scores(state: Castle) -> list[TableauScore]:
    """Every seat's finished square scored and explained (``tableau_ruling``, the explanation
    of ``castle-combo score``), in seat order."""
    rules = state.setup.kerker or DEFAULT_RULES
    return [
        tableau_ruling(EndTableau(player.tableau, player.keys, player.gold), rules).result
        for player in state.players
    ]


def score_lines(seat: int, score: TableauScore) -> list[str]:
    """One seat's score in lines: the purses and locks first, each card, the keys, the total."""
    name = dutch.sentence(dutch.player(seat))
    lines = [f"Puntentelling van {dutch.player(seat)}:"]
    lines += [f"{name}: {text}" for text in score.before]
    lines += [f"{name}: {card.explanation}" for card in score.cards]
    lines.append(
        f"{name}: {dutch.count(score.keys, 'sleutel', 'sleutels', one='1')} × 1 punt; samen "
        f"{dutch.count(score.total, 'punt', 'punten', one='1')} "
        f"({_gold(score.leftover_gold)} over in de hand)."
    )
    return lines


def ending(state: Castle) -> list[str]:
    """Each square's score explained, then who wins and how a tie was broken."""
    scores = final_scores(state)
    lines = ["Elk vierkant is vol: het spel is voorbij. De puntentelling, kaart voor kaart:"]
    for seat, score in enumerate(scores):
        lines += score_lines(seat, score)
    points = tuple(score.total for score in scores)
    gold = tuple(score.leftover_gold for score in scores)
    ruling = winner_ruling(points, gold)
    lines += [step.text for step in ruling.steps]
    if len(ruling.result.tied) > 1 and not ruling.result.tie_break:
        lines.append("Ook het overgebleven goud is gelijk: zij delen de winst.")
    lines.append(ruling.answer)
    return lines


def stage(state: Castle, title: str) -> str:
    """``Ronde 3 van 9 · beurt 7 van 27 · speler 1 aan de beurt · Kopen, plaatsen,
    vaardigheid``, or the end."""
    if state.over:
        return f"Het spel is voorbij na ronde {ROUNDS}: elk vierkant is vol."
    players = len(state.players)
    turn = (state.round - 1) * players + (state.active - state.start) % players + 1
    parts = [
        f"Ronde {state.round} van {ROUNDS}",
        f"beurt {turn} van {ROUNDS * players}",
        f"{dutch.player(state.active)} aan de beurt",
    ]
    if title:
        parts.append(title)
    return " · ".join(parts)
