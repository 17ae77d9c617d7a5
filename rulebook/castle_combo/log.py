"""Castle Combo: what came of an action, in Dutch lines for a game log and the game table.

``outcomes(before, action, after)`` reads the two states (everything at this table lies open)
and says what followed the choice: gold and keys paid or gained and for what (a purchase, a
card taken face down, which card's ability and what that ability does), gold laid on purses,
a lock that got its key or was opened, cards sent from a row to its discard pile, a deck made
again from its discard pile, a location that leaves the game, the messenger moving, whose turn
and which round it is, and at the end every square's score card by card (the explanation
``castle-combo score`` gives: ``rulings.tableau_ruling``) and who wins, with the tie-break.
``stage(state, phase)`` says where the game stands.

The facts come back as data first (``Change``: one seat's change, ``final_scores``: the
explained squares), so another view (a hint at a choice) can say them its own way; the
functions below only put them in sentences.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rulebook.castle_combo.data import BY_ID, Card
from rulebook.castle_combo.effects import Purse
from rulebook.castle_combo.rules import DEFAULT_RULES
from rulebook.castle_combo.rulings import TableauScore, tableau_ruling, winner_ruling
from rulebook.castle_combo.state import GOLD, KEY, SIDE, EndTableau
from rulebook.castle_combo.table import LOCATIONS, Castle, Player
from rulebook.core import dutch
from rulebook.core.cards import Position
from rulebook.core.task_game import Pick

ROW_WORDS = ("kasteelrij", "dorpsrij")
DECK_WORDS = ("kasteelstapel", "dorpsstapel")
ROUNDS = SIDE * SIDE


def _seat(seat: int) -> str:
    return f"speler {seat + 1}"


def _gold(number: int) -> str:
    return f"{number} goud"


def _keys(number: int) -> str:
    return dutch.count(number, "sleutel", "sleutels", one="1")


@dataclass(frozen=True)
class Change:
    """What changed for one seat between two states: gold and keys in hand, gold on each purse
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


def _tokens(player: Player, name: str) -> dict[Position, tuple[str, int]]:
    return {
        position: (placed.card, placed.token(name))
        for position, placed in player.tableau.cards
        if placed.token(name)
    }


def _by_card(player: Player, name: str) -> dict[str, int]:
    return {card: amount for card, amount in _tokens(player, name).values()}


def changes(before: Castle, after: Castle) -> list[Change]:
    """Every seat whose gold, keys, purses or locks changed, in seat order."""
    found = []
    for seat, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
        if old is new:
            continue
        old_purses, new_purses = _by_card(old, GOLD), _by_card(new, GOLD)
        purses = tuple(
            (card, amount - old_purses.get(card, 0), amount, _room(card))
            for card, amount in new_purses.items()
            if amount > old_purses.get(card, 0)
        )
        old_keys, new_keys = _by_card(old, KEY), _by_card(new, KEY)
        locked = tuple(card for card in new_keys if card not in old_keys)
        opened = tuple(card for card in old_keys if card not in new_keys)
        change = Change(
            seat,
            new.gold - old.gold,
            new.keys - old.keys,
            new.gold,
            new.keys,
            purses,
            locked,
            opened,
        )
        if change.gold or change.keys or purses or locked or opened:
            found.append(change)
    return found


def _room(card: str) -> int:
    scroll = BY_ID[card].scroll
    return scroll.capacity if isinstance(scroll, Purse) else 0


def _ability(card: str) -> str:
    found = BY_ID[card]
    return f"Vaardigheid van {found.shown} ({found.ability.dutch()})"


def _cause(before: Castle, action: Any, after: Castle) -> tuple[str, str | None]:
    """What the gains of ``action`` come from when the choice does not say it: a card's
    ability (with that card's id) or a key spent; ``""`` otherwise."""
    if not isinstance(action, Pick):
        return "", None
    seat, code = action.seat, action.code
    queue = before.queues[seat]
    task = queue[0] if queue else None
    used = getattr(task, "card", None)
    if code.startswith(("koop-", "gedekt-")):
        bought = _bought(before, code)
        if bought is None or code.startswith("gedekt-") or after.hand is not None:
            return "", None  # face down, or still to be laid: no ability yet
        return _ability(bought), bought
    if code.startswith("plaats-"):
        card = before.hand
        if card is None or before.hand_down:
            return "", None
        return _ability(card), card
    if code.startswith("vaardigheid-") and isinstance(used, str):
        return f"Vaardigheid van {BY_ID[used].shown}", used
    if code.startswith(("slot-", "buur-")):
        _, r, c = code.split("-")
        placed = before.players[seat].tableau.at((int(r), int(c)))
        if placed is not None:
            return _ability(placed.card), placed.card
    if code.startswith("vervang-") and isinstance(used, str):
        return f"Vaardigheid van {BY_ID[used].shown}", used
    if code in ("verzet", "vervang"):
        return "Sleutel ingezet", None
    return "", None


def _bought(before: Castle, code: str) -> str | None:
    """The card a ``koop-N``/``gedekt-N`` choice takes from the messenger's row."""
    word = code.split("-", 1)[1]
    row = before.rows[before.messenger]
    if not word.isdigit() or not 1 <= int(word) <= len(row.slots):
        return None
    return row.slots[int(word) - 1]


Price = Callable[[Card, Player], int]
"""What a card costs a player (``engine.price``: its cost less the player's discounts)."""


def _purchase(
    before: Castle, action: Any, price: Price, face_down: tuple[int, int]
) -> Change | None:
    """What the purchase itself cost or gave (a card taken face down: ``face_down``, 6 gold and
    2 keys), apart from what the card's ability gave in the same step (the first card is laid
    at once)."""
    if not isinstance(action, Pick) or not action.code.startswith(("koop-", "gedekt-")):
        return None
    card = _bought(before, action.code)
    if card is None:
        return None
    player = before.players[action.seat]
    if action.code.startswith("gedekt-"):
        gold, keys = face_down
    else:
        gold, keys = -price(BY_ID[card], player), 0
    return Change(action.seat, gold, keys, player.gold + gold, player.keys + keys)


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


def outcomes(
    before: Castle, action: Any, after: Castle, price: Price, face_down: tuple[int, int]
) -> list[str]:
    """The lines for the step from ``before`` to ``after`` (see the module); ``price`` and
    ``face_down`` (the gold and keys a face-down card gives) are the engine's own, handed in so
    this module imports no engine."""
    lines: list[str] = []
    cause, card = _cause(before, action, after)
    paid = _purchase(before, action, price, face_down)
    if paid is not None and paid.words():
        lines.append(dutch.sentence(f"{_seat(paid.seat)}: {', '.join(paid.words())}") + ".")
    found = changes(before, after)
    if paid is not None and all(change.seat != paid.seat for change in found):
        # the ability gave back exactly what the card cost: nothing changed in all
        player = after.players[paid.seat]
        found.insert(0, Change(paid.seat, 0, 0, player.gold, player.keys))
        found.sort(key=lambda change: change.seat)
    for change in found:
        for opened in change.opened:
            lines.append(
                f"Het slot van {BY_ID[opened].shown} gaat open: de sleutel gaat terug naar de "
                "voorraad."
            )
        for locked in change.locked:
            lines.append(
                f"{BY_ID[locked].shown} heeft een slot: er komt een sleutel uit de voorraad op, "
                "en haar vaardigheid wacht tot het slot opengaat."
            )
    said = [c for c in (_without(change, paid) for change in found) if c.words()]
    for index, change in enumerate(said):
        text = f"{_seat(change.seat)}: {', '.join(change.words())}"
        if cause and index == 0:
            text = f"{cause}; {text}"
        lines.append(dutch.sentence(text) + ".")
    acting = action.seat if isinstance(action, Pick) else -1
    locked_now = any(change.locked for change in found)
    if card is not None and not said and not locked_now and not _pending_ability(after, acting):
        discount = BY_ID[card].ability.dutch().startswith("korting")
        lines.append(f"{cause}: {'geldt vanaf nu' if discount else 'levert nu niets op'}.")
    lines += _rows(before, after)
    if after.messenger != before.messenger and not (after.gone - before.gone):
        lines.append(f"De boodschapper staat nu bij de {ROW_WORDS[after.messenger]}.")
    if after.over and not before.over:
        lines += ending(after)
    elif after.round != before.round:
        lines.append(
            f"Ronde {after.round} van {ROUNDS} begint: {_seat(after.active)} is aan de beurt."
        )
    elif after.active != before.active:
        lines.append(dutch.sentence(f"{_seat(after.active)} is aan de beurt."))
    return lines


def _rows(before: Castle, after: Castle) -> list[str]:
    """Cards sent from a row to its discard pile, a deck made again, a location gone."""
    lines = []
    for where in (0, 1):
        if where in after.gone and where not in before.gone:
            left = len(after.out) - len(before.out)
            lines.append(
                f"De {LOCATIONS[where]}rij kan niet meer worden aangevuld: de {LOCATIONS[where]} "
                f"gaat uit het spel, met {dutch.count(left, 'kaart', 'kaarten', one='1')}."
            )
            continue
        old_pile, new_pile = before.discards[where], after.discards[where]
        if len(new_pile) > len(old_pile):
            added = [BY_ID[c].shown for c in new_pile.cards[len(old_pile) :]]
            goes = dutch.agree(len(added), "gaat", "gaan")
            lines.append(
                f"{dutch.listing(added)} {goes} van de {ROW_WORDS[where]} naar de aflegstapel."
            )
        elif len(new_pile) < len(old_pile) and len(after.decks[where]) + 1 >= len(old_pile):
            lines.append(
                f"De {DECK_WORDS[where]} was op: de "
                f"{dutch.count(len(old_pile), 'kaart', 'kaarten', one='1')} van de aflegstapel "
                "worden geschud en vormen de nieuwe stapel."
            )
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
    name = dutch.sentence(_seat(seat))
    lines = [f"Puntentelling van {_seat(seat)}:"]
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
        f"{_seat(state.active)} aan de beurt",
    ]
    if title:
        parts.append(title)
    return " · ".join(parts)
