"""Castle Combo (with Uit de Kerker! when the setup says so) as a game of the core decision runner.

A turn is a flow of steps (``TURN``): spend a key or not (``sleutel``), buy a card of the
messenger's row face up for its price or face down for 6 gold and 2 keys, lay it in the square,
apply its ability (``kopen``), then the messenger moves and the rows are refilled
(``aanvullen``: chance, the top card of a deck, uniform over what is left; an empty deck takes
its discard pile back; a location that cannot be refilled leaves the game). Nine rounds fill
every square; the end scores with ``rules.score`` and breaks ties on leftover gold.

Every choice is an option with a stable code (``1 kies koop-2``, ``1 kies plaats-0-1``,
``2 kies vaardigheid-1-x-1``) and every ability runs through ``abilities.ABILITIES``, the same
functions the rulings explain. What an ability lets its seat choose is found by its type in
``ABILITY_OPTIONS`` (a core ``EffectRegistry``). Uit de Kerker! comes in as data
(``dungeon.expansion.EXPANSION``, handed to ``make_game``): its lock moments are steps
inserted in this flow, its task is read back through its ``Expansion.tasks``, the options of
its two new ability symbols come with its ``Expansion.effect_rules`` (registered in an
``extended`` copy of ``ABILITY_OPTIONS``), its cards are shuffled into the decks by the setup;
the lock itself is a key token on the card. ``make_game()`` is the base game alone; the
registry's engine (``rulebook.games.game``) has every expansion. Importing the expansion
changes nothing here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache, partial
from typing import Any

from rulebook.castle_combo.abilities import ABILITIES, Gains, Situation, run
from rulebook.castle_combo.data import BY_ID, Card
from rulebook.castle_combo.effects import (
    Ability,
    Banner,
    Both,
    Choose,
    DiscardFromRow,
    Discount,
    GainPer,
    Purse,
)
from rulebook.castle_combo.flow import PHASES
from rulebook.castle_combo.happenings import (
    AbilityUsed,
    Bought,
    Discarded,
    Ended,
    KeySpent,
    LocationGone,
    MessengerMoved,
    Placed,
    PurseFilled,
    Reshuffled,
    in_hand,
)
from rulebook.castle_combo.rules import DEFAULT_RULES, Rules, Score, result, score
from rulebook.castle_combo.rulings import discount_for
from rulebook.castle_combo.state import GOLD, KEY, EndTableau, laid
from rulebook.castle_combo.table import (
    CASTLE,
    LOCATIONS,
    ROW,
    VILLAGE,
    Castle,
    Player,
    Setup,
    parse_castle,
)
from rulebook.core.errors import IllegalActionError, NotationError
from rulebook.core.model.cards import Deck, Display, Pile, PlacedCard, Position, Tableau
from rulebook.core.model.effects import EffectRegistry
from rulebook.core.model.evolve import unchecked
from rulebook.core.model.flow import Flow, Level, Levels
from rulebook.core.model.game import Expansion, Result
from rulebook.core.model.happenings import (
    Happened,
    RoundBegan,
    TurnBegan,
    apply_with_happenings,
    happened,
    listening,
)
from rulebook.core.model.notation import TaskNotation
from rulebook.core.model.runner import (
    TABLE,
    WHO,
    Chance,
    Choice,
    Option,
    Task,
    TaskKind,
    TaskRule,
    next_pass,
)
from rulebook.core.model.task_game import (
    Move,
    Outcome,
    Pick,
    RememberingTaskGame,
    TaskGame,
    parse_move,
)
from rulebook.core.model.turns import ActiveSeatRunner, TurnFields
from rulebook.core.reader.reading import is_digits

G = "castle-combo"
K = "uit-de-kerker"
FACE_DOWN_GOLD, FACE_DOWN_KEYS = 6, 2
SIDE = 3
BOUGHT = "gekocht-"
"""The turn's memory: the card bought this turn (the messenger follows its banner)."""
LOCK_USED = "slot"
ROW_NAMES = ("kasteelrij", "dorpsrij")
"""The turn's memory: a lock was opened this turn (at most one a turn)."""
ABILITY_CLAUSE, TURN_CLAUSE, KEY_CLAUSE = f"{G}.vaardigheid", f"{G}.beurt", f"{G}.sleutel"
"""The clauses the reports of an ability's gains, a new turn or round and a key spent cite
(made once: a report's arguments are worked out even when nobody listens)."""

__all__ = [
    "CASTLE",
    "GAME_ENGINE",
    "VILLAGE",
    "Castle",
    "CastleCombo",
    "Setup",
    "make_game",
    "price",
]


def _read(kind: type[Task], word: str, *args: Callable[[str], Any]) -> Task:
    """A task from ``naam:deel:deel``: each part read by the matching function."""
    parts = word.split(":")[1:]
    if len(parts) != len(args):
        raise NotationError(f"{G}.notatie", f"'{word[:30]}' is geen taak van Castle Combo.")
    try:
        return kind(*(read(part) for read, part in zip(args, parts, strict=True)))
    except (ValueError, KeyError):
        raise NotationError(
            f"{G}.notatie", f"'{word[:30]}' is geen taak van Castle Combo."
        ) from None


def _location(word: str) -> int:
    return LOCATIONS.index(word)


def _card_id(word: str) -> str:
    if word not in BY_ID:
        raise KeyError(word)
    return word


def reads(kind: type[Task], *args: Callable[[str], Any]) -> Callable[[str], Task]:
    """The reader of a task ``naam:deel:deel`` of ``kind``, each part read by one of ``args``
    (an entry of a ``TaskNotation``)."""
    return lambda word: _read(kind, word, *args)


class Remembered(Choice):
    """A choice whose options a subclass says in ``offer``. The runner asks a choice for its
    options when it settles, again when a seat's legal actions are listed and once more when
    one is applied: it remembers them with the frozen state (``Runner.options``, the core's
    per-state memory), so ``offer`` runs once per state and seat."""

    def options(self, state: Any, seat: int) -> list[Option]:
        return self.offer(state, seat)

    def offer(self, state: Any, seat: int) -> list[Option]:
        raise NotImplementedError


# -- a seat's own things -------------------------------------------------------------------------


def open_cards(player: Player) -> tuple[Card, ...]:
    """The seat's face-up cards (worked out once per frozen square: a seat's gold and keys
    change far more often than its square)."""
    memory = player.tableau.remembered
    known: tuple[Card, ...] | None = memory.get("castle-combo.open")
    if known is None:
        known = tuple(BY_ID[p.card] for _, p in player.tableau.cards if not p.face_down)
        memory["castle-combo.open"] = known
    return known


def price(card: Card, player: Player) -> int:
    """The card's cost minus the discounts of the seat's face-up cards, never below 0 (the card
    itself is not in the square yet, so its own discount never counts). Remembered with the
    frozen square, which alone decides it."""
    memory = player.tableau.remembered
    prices: dict[str, int] | None = memory.get("castle-combo.prijzen")
    if prices is None:
        prices = memory["castle-combo.prijzen"] = {}
    found = prices.get(card.id)
    if found is None:
        discounts = _discount_cards(player.tableau)  # (most squares have none)
        found = card.cost - len(discount_for(card, discounts)) if discounts else card.cost
        found = prices[card.id] = max(found, 0)
    return found


def _discount_cards(tableau: Tableau) -> tuple[Card, ...]:
    """The square's face-up cards with a discount: the only ones ``discount_for`` keeps
    (worked out once per frozen square)."""
    memory = tableau.remembered
    known: tuple[Card, ...] | None = memory.get("castle-combo.kortingen")
    if known is None:
        known = tuple(
            BY_ID[p.card]
            for _, p in tableau.cards
            if not p.face_down and isinstance(BY_ID[p.card].ability, Discount)
        )
        memory["castle-combo.kortingen"] = known
    return known


_LEGAL: dict[tuple[Position, ...], tuple[Position, ...]] = {}
"""Where the next card may go, by the places already taken (the core tableau's own answer,
asked once for each of the few shapes a 3 by 3 square passes through)."""


def legal_positions(tableau: Tableau) -> tuple[Position, ...]:
    memory = tableau.remembered  # asked twice a turn (the options, then the placing): kept
    found: tuple[Position, ...] | None = memory.get("castle-combo.plaatsen")
    if found is None:
        taken = tableau.positions()
        found = _LEGAL.get(taken)
        if found is None:
            found = _LEGAL[taken] = tableau.legal_positions()
        memory["castle-combo.plaatsen"] = found
    return found


def place(tableau: Tableau, position: Position, placed: PlacedCard) -> Tableau:
    """``tableau.place``, for a position already checked against ``legal_positions``: the
    grid shifted back to start at (0, 0) without checking it all again."""
    if position not in legal_positions(tableau):
        raise ValueError(f"{position} is geen toegestane plaats")
    return laid(tableau, position, placed)


def with_token(tableau: Tableau, position: Position, name: str, change: int) -> Tableau:
    """``tableau.with_token`` without checking the unchanged grid again."""
    cards = tuple(
        (p, placed.with_token(name, change) if p == position else placed)
        for p, placed in tableau.cards
    )
    return _tableau(tableau, cards)


def take(row: Display, slot: int) -> tuple[str, Display]:
    """``row.take(slot)`` for a slot the options offered: the card, and the row without it
    (made without checking the other cards of the row again)."""
    card = row.slots[slot]
    if card is None:
        raise ValueError(f"plaats {slot} is leeg")
    return card, _display((*row.slots[:slot], None, *row.slots[slot + 1 :]))


def fill(row: Display, card: str) -> Display:
    """The row with ``card`` (a card of the game) in its first empty slot."""
    slot = row.slots.index(None)
    return _display((*row.slots[:slot], card, *row.slots[slot + 1 :]))


def _display(slots: tuple[str | None, ...]) -> Display:
    return unchecked(Display, slots=slots)


def _tableau(like: Tableau, cards: tuple[tuple[Position, PlacedCard], ...]) -> Tableau:
    return unchecked(Tableau, width=like.width, height=like.height, cards=cards)


def rules_of(state: Castle) -> Rules:
    """The named options of this game (the base game plays with the defaults)."""
    return state.setup.kerker or DEFAULT_RULES


def has_lock(state: Castle, card: Card) -> bool:
    return state.setup.kerker is not None and state.setup.kerker.has_lock(card)


def with_gains(state: Castle, seat: int, gold: int = 0, keys: int = 0) -> Castle:
    player = state.players[seat]
    return state.with_player(seat, Player(player.tableau, player.gold + gold, player.keys + keys))


def _with_tableau(state: Castle, seat: int, tableau: Tableau) -> Castle:
    player = state.players[seat]
    return state.with_player(seat, Player(tableau, player.gold, player.keys))


_CASTLE_BANNER = Banner.CASTLE
"""The enum member read once (a member read through its class costs far more than a name)."""


def _location_of(card: Card) -> int:
    return CASTLE if card.row is _CASTLE_BANNER else VILLAGE


# -- step 1: a key ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class SpendKey(Remembered):
    """Keep your keys, or spend one: the messenger to the other row, or its row replaced."""

    def code(self) -> str:
        return "sleutel"

    def why_not(self, state: Castle, seat: int, code: str) -> tuple[str, str] | None:
        if code not in ("verzet", "vervang"):
            return None
        if state.players[seat].keys < 1:
            return f"{G}.sleutel", "Je hebt geen sleutel in je hand om in te zetten."
        return f"{G}.lege-rij", (
            "Er is nog maar één rij in het spel: de boodschapper kan nergens anders heen."
        )

    def offer(self, state: Any, seat: int) -> list[Option]:
        if state.players[seat].keys < 1:
            return [_NO_KEY]
        key = (seat, bool(state.gone), state.messenger)
        found = _KEY_OPTIONS.get(key)
        if found is None:  # the options of a seat with a key depend on these three alone
            options = [_NO_KEY]
            if not state.gone:
                options.append(Option("verzet", "boodschapper naar de andere rij", _move(seat)))
            row = ROW_NAMES[state.messenger]
            options.append(Option("vervang", f"vervang de {row}", _refresh(seat)))
            found = _KEY_OPTIONS[key] = tuple(options)
        return list(found)


_KEY_OPTIONS: dict[tuple[int, bool, int], tuple[Option, ...]] = {}
"""The options of the key step of a seat with a key, by the seat, whether a location left the
game and where the messenger stands: frozen values, made once each (what they do reads the
state they are applied to)."""


def _unchanged(state: Castle) -> Castle:
    return state


_NO_KEY = Option("geen-sleutel", "geen sleutel inzetten", _unchanged)
"""Keeping your keys: the first option of the key step (a frozen value, made once)."""


def _move(seat: int) -> Callable[[Castle], Castle]:
    def apply(state: Castle) -> Castle:
        player = state.players[seat]
        happened(KeySpent, seat, "verzet")
        in_hand(seat, keys=-1, clause_id=KEY_CLAUSE)
        happened(MessengerMoved, state.messenger, 1 - state.messenger)
        players = list(state.players)
        players[seat] = Player(player.tableau, player.gold, player.keys - 1)
        # one copy of the state for the key and the messenger
        return state.but(players=tuple(players), messenger=1 - state.messenger)

    return apply


def _refresh(seat: int) -> Callable[[Castle], Castle]:
    def apply(state: Castle) -> Castle:
        happened(KeySpent, seat, "vervang")
        in_hand(seat, keys=-1, clause_id=KEY_CLAUSE)
        return replace_row(with_gains(state, seat, keys=-1), state.messenger, seat)

    return apply


def replace_row(state: Castle, where: int, seat: int) -> Castle:
    """The row's cards to its discard pile and three new ones turned (before anything else the
    seat does: the refills go in front of its queue)."""
    left, row = state.rows[where].replace_all(())
    rows, piles = list(state.rows), list(state.discards)
    pile = piles[where]
    for card in left:
        pile = pile.push(card)
    if left:
        happened(Discarded, where, tuple(left))
    rows[where], piles[where] = row, pile
    # one copy of the state for the row and its discard pile
    state = state.but(rows=(rows[0], rows[1]), discards=(piles[0], piles[1]))
    return _refill_tasks(state, seat, (where,))


# -- step 2 to 4: buy, place, ability --------------------------------------------------------------


@dataclass(frozen=True)
class Buy(Remembered):
    """Take a card of the messenger's row: for its price, or face down for nothing."""

    def code(self) -> str:
        return "kopen"

    def why_not(self, state: Castle, seat: int, code: str) -> tuple[str, str] | None:
        return _buy_refusal(state, seat, code)

    def offer(self, state: Any, seat: int) -> list[Option]:
        player = state.players[seat]
        slots = state.rows[state.messenger].slots
        options = []
        for slot, card_id in enumerate(slots):
            if card_id is None:
                continue
            card = BY_ID[card_id]
            cost = price(card, player)
            if cost <= player.gold:
                buying = _BUYINGS.get((seat, slot, cost))
                if buying is None:
                    buying = _BUYINGS[(seat, slot, cost)] = _buy(seat, slot, cost, False)
                label = partial(_buy_label, card, cost)  # (made when read: bots read codes)
                options.append(Option(_BUY_CODES[slot], label, buying))
        taking = _FACE_DOWN_TAKINGS.get(seat) or _face_down_takings(seat)
        for slot, card_id in enumerate(slots):
            if card_id is not None:
                label = partial(_face_down_label, BY_ID[card_id])
                options.append(Option(_FACE_DOWN_CODES[slot], label, taking[slot]))
        return options


_BUYINGS: dict[tuple[int, int, int], Callable[[Castle], Castle]] = {}
"""What buying does, by seat, place and price (it reads the state it is applied to): made
once each."""
_FACE_DOWN_TAKINGS: dict[int, tuple[Callable[[Castle], Castle], ...]] = {}
"""What taking the card of each place face down does, by seat: made once each."""


def _face_down_takings(seat: int) -> tuple[Callable[[Castle], Castle], ...]:
    found = _FACE_DOWN_TAKINGS[seat] = tuple(_buy(seat, slot, 0, True) for slot in range(ROW))
    return found


_BUY_CODES = tuple(f"koop-{slot + 1}" for slot in range(ROW))
_FACE_DOWN_CODES = tuple(f"gedekt-{slot + 1}" for slot in range(ROW))
"""The codes of buying the card of each place of a row, face up or face down."""


def _buy_label(card: Card, cost: int) -> str:
    """``koop Nun voor 3 goud``: an option's label, made when it is read (the option is given
    it as a ``functools.partial``, made without a call of Python's; ``Option`` keeps the text
    then): the computer players read only codes."""
    return f"koop {card.shown} voor {cost} goud"


def _face_down_label(card: Card) -> str:
    """``neem Nun gedekt (+6 goud, +2 sleutels)``, made when it is read (as ``_buy_label``)."""
    return f"neem {card.shown} gedekt (+{FACE_DOWN_GOLD} goud, +{FACE_DOWN_KEYS} sleutels)"


def _buy_refusal(state: Castle, seat: int, code: str) -> tuple[str, str] | None:
    """Why a purchase cannot be made: an empty place, or a price above the seat's gold."""
    slot = _slot_number(code)
    if not code.startswith(("koop-", "gedekt-")) or slot is None:
        return None
    row = state.rows[state.messenger]
    if not 0 <= slot < ROW or row.slots[slot] is None:
        return (
            f"{G}.kopen",
            f"Op plaats {slot + 1} van de {ROW_NAMES[state.messenger]} ligt geen kaart.",
        )
    card = BY_ID[str(row.slots[slot])]
    player = state.players[seat]
    cost = price(card, player)
    return f"{G}.korting", (
        f"{card.shown} kost {card.cost} goud, met je kortingen {cost}; je hebt maar "
        f"{player.gold} goud. Neem haar gedekt, of kies een andere kaart."
    )


def _buy(seat: int, slot: int, cost: int, face_down: bool) -> Callable[[Castle], Castle]:
    def apply(state: Castle) -> Castle:
        card, row = take(state.rows[state.messenger], slot)
        gold, keys = (FACE_DOWN_GOLD, FACE_DOWN_KEYS) if face_down else (-cost, 0)
        player = state.players[seat]
        if listening():
            clause = f"{G}.gedekt" if face_down else f"{G}.kopen"
            now = (player.gold + gold, player.keys + keys)
            happened(Bought, seat, card, cost, face_down, *now, clause_id=clause)
            in_hand(seat, gold, keys, clause_id=clause)
        players = list(state.players)
        players[seat] = Player(player.tableau, player.gold + gold, player.keys + keys)
        rows = list(state.rows)
        rows[state.messenger] = row
        return state.but(  # one copy of the state for the gold, the row, the hand and the task
            players=tuple(players),
            rows=(rows[0], rows[1]),
            hand=card,
            hand_down=face_down,
            queues=state.queues_with(seat, PLACE_CARD, front=True),
        )

    return apply


@dataclass(frozen=True)
class PlaceCard(Remembered):
    """Lay the card in hand next to a card of your square (never beyond 3 by 3)."""

    def code(self) -> str:
        return "plaatsen"

    def why_not(self, state: Castle, seat: int, code: str) -> tuple[str, str] | None:
        if not code.startswith("plaats-"):
            return None
        places = ", ".join(
            f"plaats-{r}-{c}" for r, c in legal_positions(state.players[seat].tableau)
        )
        return f"{G}.plaatsen", (
            f"'{code[:20]}' kan niet: een kaart komt recht naast een kaart van je vierkant, dat "
            f"nooit breder of hoger wordt dan 3. Kies uit {places}."
        )

    def offer(self, state: Any, seat: int) -> list[Option]:
        tableau = state.players[seat].tableau
        placing = _PLACINGS.get(seat)
        if placing is None:
            placing = _PLACINGS[seat] = {}
        options = []
        for position in legal_positions(tableau):
            found = placing.get(position)
            if found is None:  # a seat's code and laying for a place, made once each
                r, c = position
                found = placing[position] = (f"plaats-{r}-{c}", _place(seat, position))
            label = partial(_place_label, tableau, position)  # (made when it is read)
            options.append(Option(found[0], label, found[1]))
        return options


_PLACINGS: dict[int, dict[Position, tuple[str, Callable[[Castle], Castle]]]] = {}
"""By seat, then by place: the code of laying the card there and what laying it does (it reads
the state it is applied to), made once each."""


PLACE_CARD = PlaceCard()
"""The task of laying the card just bought (a frozen value, made once)."""


def _place_label(tableau: Tableau, position: Position) -> str:
    """``leg de kaart links van Nun``, made when it is read (as ``_buy_label``)."""
    return f"leg de kaart {where(tableau, position)}"


SIDES = ((0, 1, "links van"), (0, -1, "rechts van"), (1, 0, "boven"), (-1, 0, "onder"))
"""Where a new place lies from a card next to it: (row step, column step, Dutch words)."""


def where(tableau: Tableau, position: Position) -> str:
    """``links van Nun (rij 1, kolom 2)``: a new place in words, from the first card next to
    it and where that card lies in the square as drawn (rows and columns counted from its top
    left). A neighbour and a side name one place, so no two places of one choice read alike,
    even beside two face-down cards."""
    if not tableau.cards:
        return "als eerste kaart van je vierkant"
    r, c = position
    for dr, dc, words in SIDES:
        near = tableau.at((r + dr, c + dc))
        if near is not None:
            name = "een gedekte kaart" if near.face_down else BY_ID[near.card].shown
            return f"{words} {name} (rij {r + dr + 1}, kolom {c + dc + 1})"
    raise ValueError(f"{position} lies next to no card")


_LAID: dict[tuple[str, bool, bool], PlacedCard] = {}
"""Each card as it is laid (face up or down, its key on its lock or not): frozen values, made
once each (a game lays 36 cards, from the same few dozen)."""


def _laid_card(card_id: str, face_down: bool, locked: bool) -> PlacedCard:
    key = (card_id, face_down, locked)
    found = _LAID.get(key)
    if found is None:
        found = _LAID[key] = PlacedCard(card_id, face_down, ((KEY, 1),) if locked else ())
    return found


def _place(seat: int, position: Position) -> Callable[[Castle], Castle]:
    def apply(state: Castle) -> Castle:
        card_id, face_down = state.hand, state.hand_down
        assert card_id is not None
        card = BY_ID[card_id]
        locked = not face_down and has_lock(state, card)
        placed = _laid_card(card_id, face_down, locked)
        happened(Placed, seat, card_id, position, face_down, locked)
        player = state.players[seat]
        players = list(state.players)
        players[seat] = Player(place(player.tableau, position, placed), player.gold, player.keys)
        queues = state.queues
        if not (face_down or locked):  # a lock's ability waits for its key (uit-de-kerker.slot)
            queues = state.queues_with(seat, UseAbility(card_id), front=True)
        return state.but(  # one copy of the state for the square, the hand, the memory, the task
            players=tuple(players),
            hand=None,
            hand_down=False,
            memory=state.memory | {f"{BOUGHT}{card_id}"},
            queues=queues,
        )

    return apply


@dataclass(frozen=True)
class UseAbility(Task):
    """A card's ability, with the choices it asks (an option, a neighbour, a card of a row):
    a choice whose options the engine lists (``CastleCombo.ability_options``), since an
    expansion's ability symbols have options of their own (``Expansion.effect_rules``)."""

    card: str

    def code(self) -> str:
        return f"vaardigheid:{self.card}"


OptionsOf = Callable[[Castle, int, str], list[Option]]
"""``function(state, seat, card id) -> options``: what an ability of a card lets its seat choose."""


def _standard_options(state: Castle, seat: int, card_id: str) -> list[Option]:
    """The options of an ability of the base game: each of a choice's parts, each neighbour
    it counts at, each card of a row it discards."""
    ability = BY_ID[card_id].ability
    options = []
    count = len(ability.options) if isinstance(ability, Choose) else 1
    for choice in range(count):
        chosen = ability.options[choice] if isinstance(ability, Choose) else ability
        needs_neighbour, location = _shape(chosen)
        neighbours = _neighbour_seats(state, seat) if needs_neighbour else [None]
        slots = range(1) if location is None else _slots_at(state, location)
        for neighbour in neighbours:
            for slot in slots:
                who = "x" if neighbour is None else str(neighbour + 1)
                code = f"vaardigheid-{choice + 1}-{who}-{slot + 1}"
                label = _later_ability_label(card_id, choice, neighbour, slot, state.rows)
                options.append(Option(code, label, _use(seat, card_id, choice, neighbour, slot)))
    return options


def _later_ability_label(
    card: str, choice: int, neighbour: int | None, slot: int, open_rows: tuple[Display, Display]
) -> Callable[[], str]:
    """``_ability_label``, made when it is read (``Option`` keeps it then). It keeps the rows,
    not the state: the state remembers its options, so a label holding the state would make a
    cycle that only the garbage collector frees."""
    return lambda: _ability_label(card, BY_ID[card].ability, choice, neighbour, slot, open_rows)


def _ability_label(
    card: str,
    ability: Ability,
    choice: int,
    neighbour: int | None,
    slot: int,
    open_rows: tuple[Display, Display],
) -> str:
    """``vaardigheid van Banker: kies ...`` with the choice, the neighbour and the card."""
    text = f"vaardigheid van {BY_ID[card].shown}"
    chosen = ability.options[choice] if isinstance(ability, Choose) else ability
    if isinstance(ability, Choose):
        text += f": {chosen.dutch()}"
    if neighbour is not None:
        text += f", bij speler {neighbour + 1}"
    discards = [p for p in _parts(chosen) if isinstance(p, DiscardFromRow)]
    if discards:
        cards = open_rows[_banner_location(discards[0].banner)].cards()
        text += (
            f", {BY_ID[cards[slot]].shown} afleggen" if cards else ", geen kaart om af te leggen"
        )
    return text


_PARTS: dict[int, tuple[Ability, tuple[Ability, ...]]] = {}
"""The parts of each ability asked so far, by its identity (kept with the ability, so an id is
never read for another): the cards' abilities are frozen data, asked every time one is used."""


def _parts(ability: Ability) -> tuple[Ability, ...]:
    found = _PARTS.get(id(ability))
    if found is not None and found[0] is ability:
        return found[1]
    if isinstance(ability, Both):
        parts = tuple(p for part in ability.parts for p in _parts(part))
    elif isinstance(ability, Choose):
        parts = tuple(p for part in ability.options for p in _parts(part))
    else:
        parts = (ability,)
    if len(_PARTS) > 4096:
        _PARTS.clear()
    _PARTS[id(ability)] = (ability, parts)
    return parts


_SHAPES: dict[int, tuple[Ability, tuple[bool, int | None]]] = {}
"""What each ability asked so far needs, by its identity (as ``_PARTS``)."""


def _shape(ability: Ability) -> tuple[bool, int | None]:
    """Whether ``ability`` counts at a neighbour, and the location of the row it discards a
    card from (``None``: it discards nothing), worked out once for the frozen ability."""
    found = _SHAPES.get(id(ability))
    if found is not None and found[0] is ability:
        return found[1]
    parts = _parts(ability)
    discards = [p for p in parts if isinstance(p, DiscardFromRow)]
    shape = (
        any(isinstance(p, GainPer) and p.neighbour for p in parts),
        _banner_location(discards[0].banner) if discards else None,
    )
    if len(_SHAPES) > 4096:
        _SHAPES.clear()
    _SHAPES[id(ability)] = (ability, shape)
    return shape


def _neighbour_seats(state: Castle, seat: int) -> list[int]:
    count = len(state.players)
    return sorted({(seat - 1) % count, (seat + 1) % count} - {seat})


def _banner_location(banner: Banner) -> int:
    return CASTLE if banner is _CASTLE_BANNER else VILLAGE


def _slots_at(state: Castle, location: int) -> range:
    """The cards of the open row of ``location`` a discarding ability may take (by their place
    among the cards lying there; one dummy slot when none lies there)."""
    return range(max(len(state.rows[location].cards()), 1))


def _use(
    seat: int, card_id: str, choice: int, neighbour: int | None, slot: int
) -> Callable[[Castle], Castle]:
    def apply(state: Castle) -> Castle:
        player = state.players[seat]
        neighbours = () if neighbour is None else (state.players[neighbour].tableau,)
        ability = BY_ID[card_id].ability
        chosen = ability.options[choice] if isinstance(ability, Choose) else ability
        location = _shape(chosen)[1]
        happened(AbilityUsed, seat, card_id)
        rows: tuple[tuple[str, ...], tuple[str, ...]] = _NO_ROWS  # (only a discard reads them)
        if location is not None:
            rows = (state.rows[CASTLE].cards(), state.rows[VILLAGE].cards())
            if not rows[location]:
                return state  # no card lies in that row: the ability gives nothing
        situation = Situation(player.tableau, neighbours, choice, rows, slot)
        gains, _ = run(ability, situation)
        return _gain(state, seat, gains)

    return apply


_NO_ROWS: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
"""The open rows as an ability that discards nothing is told them (it never reads them)."""


def _gain(state: Castle, seat: int, gains: Gains) -> Castle:
    player = state.players[seat]
    tableau = player.tableau
    for position, gold in gains.on_purses:
        if gold:
            tableau = with_token(tableau, position, GOLD, gold)
            if listening():
                _report_purse(seat, tableau, position, gold)
    in_hand(seat, gains.gold, gains.keys, clause_id=ABILITY_CLAUSE)
    players = list(state.players)
    players[seat] = Player(tableau, player.gold + gains.gold, player.keys + gains.keys)
    if gains.others_gold or gains.others_keys:
        for other, them in enumerate(players):
            if other != seat:
                in_hand(other, gains.others_gold, gains.others_keys, clause_id=ABILITY_CLAUSE)
                gold, keys = them.gold + gains.others_gold, them.keys + gains.others_keys
                players[other] = Player(them.tableau, gold, keys)
    if gains.discarded is None:
        return state.but(players=tuple(players))  # one copy for every seat's gains
    where = _location_of(BY_ID[gains.discarded])
    slot = state.rows[where].slots.index(gains.discarded)
    card, row = take(state.rows[where], slot)
    rows, piles = list(state.rows), list(state.discards)
    rows[where], piles[where] = row, piles[where].push(card)
    happened(Discarded, where, (card,))
    # one copy for the gains, the row and its discard pile
    return state.but(players=tuple(players), rows=(rows[0], rows[1]), discards=(piles[0], piles[1]))


def _report_purse(seat: int, tableau: Tableau, position: Position, added: int) -> None:
    """Report ``added`` gold laid on the purse at ``position`` (with what lies on it now)."""
    placed = tableau.at(position)
    assert placed is not None
    scroll = BY_ID[placed.card].scroll
    room = scroll.capacity if isinstance(scroll, Purse) else 0
    happened(PurseFilled, seat, placed.card, position, added, placed.token(GOLD), room)


def _discount_options(state: Castle, seat: int, card_id: str) -> list[Option]:
    """A discount gives nothing now: it works on every later purchase."""
    return [Option("korting", f"korting van {BY_ID[card_id].shown} geldt voortaan", _unchanged)]


ABILITY_OPTIONS: EffectRegistry[OptionsOf] = EffectRegistry(
    "keuzes van een vaardigheid",
    {
        **dict.fromkeys((k for k in ABILITIES.kinds() if k is not Discount), _standard_options),
        Discount: _discount_options,
    },
)
"""Ability type -> the function that lists its options (the core's effect registry): every
ability of the base game (``abilities.ABILITIES``), a discount with an option of its own. An
expansion's ability symbols come with its ``Expansion.effect_rules`` and the engine made with
it registers them in an ``extended`` copy (``CastleCombo.ability_options``); this one is never
changed."""


def push_ability(seat: int, card_id: str) -> Callable[[Castle], Castle]:
    """What an option does that runs a card's ability next (a lock opened, a neighbour used)."""

    def apply(state: Castle) -> Castle:
        return state.push(seat, UseAbility(card_id), front=True)

    return apply


# -- the messenger and the refill ----------------------------------------------------------------


def _finish(seat: int) -> Callable[[Castle], Castle]:
    """After the ability: the messenger moves when the card shows it and is face up (and both
    locations are still in the game); the rows are refilled."""

    def apply(state: Castle) -> Castle:
        last = _last_card(state, seat)
        moves = last is not None and not last.face_down and BY_ID[last.card].messenger
        if moves and not state.gone:
            happened(MessengerMoved, state.messenger, 1 - state.messenger)
            state = state.but(messenger=1 - state.messenger)
        return _refill_tasks(state, TABLE, (CASTLE, VILLAGE))

    return apply


def _last_card(state: Castle, seat: int) -> PlacedCard | None:
    """The card bought this turn (noted in the turn's memory when it was laid)."""
    for key in state.memory:
        if key.startswith(BOUGHT):
            for _, placed in state.players[seat].tableau.cards:
                if placed.card == key[len(BOUGHT) :]:
                    return placed
    return None


@dataclass(frozen=True)
class Refill(Chance):
    """The top card of a location's deck turned into the first empty slot of its row."""

    where: int

    def code(self) -> str:
        return f"aanvullen:{LOCATIONS[self.where]}"

    def outcomes(self, state: Any, seat: int) -> list[tuple[Any, Fraction]]:
        where = self.where
        if where in state.gone or None not in state.rows[where].slots:  # the row is full
            return []
        deck = state.decks[where]
        if not len(deck):
            deck = _reshuffled(deck, state.discards[where])
        known: dict[int, list[tuple[Any, Fraction]]] = deck.remembered.setdefault(
            "castle-combo.omdraaien", {}
        )
        found = known.get(seat)
        if found is None:  # a frozen deck: its outcomes are made once for each seat
            total = len(deck)
            found = known[seat] = [(_outcome(seat, c), _chance(n, total)) for c, n in deck.counts]
        return list(found)

    def _deck(self, state: Any) -> Deck | None:
        """The deck a card is turned from (the discard pile shuffled in when it is empty), or
        ``None`` when there is nothing to turn."""
        where = self.where
        if where in state.gone or None not in state.rows[where].slots:  # the row is full
            return None
        deck = state.decks[where]  # (a deck's counts: empty exactly when it is)
        if not deck.counts:
            deck = _reshuffled(deck, state.discards[where])
        return deck if deck.counts else None

    def has_outcomes(self, state: Any, seat: int) -> bool:
        return self._deck(state) is not None

    def sample(self, state: Any, seat: int, rng: random.Random) -> Any:
        deck = self._deck(state)
        if deck is None:
            raise ValueError("there is no card to turn")
        return _outcome(seat, deck.draw(rng))  # the card ``sample`` picks, no fractions built

    def allows(self, state: Any, seat: int, action: Any) -> bool:
        deck = self._deck(state)
        return deck is not None and isinstance(action, Outcome) and action.code in deck

    def resolve(self, state: Any, seat: int, action: Any) -> Any:
        where = self.where
        deck, pile = state.decks[where], state.discards[where]
        if not len(deck):  # the discard pile shuffled into a new deck (castle-combo.aanvullen)
            happened(Reshuffled, where, len(pile))
            deck, pile = _reshuffled(deck, pile), Pile()
        decks, piles, rows = list(state.decks), list(state.discards), list(state.rows)
        decks[where], piles[where] = deck.without(action.code), pile
        rows[where] = fill(rows[where], action.code)
        return state.but(  # one copy of the state for the deck, the pile and the row
            decks=(decks[0], decks[1]), discards=(piles[0], piles[1]), rows=(rows[0], rows[1])
        )


def _reshuffled(deck: Deck, pile: Pile) -> Deck:
    """``deck.with_(pile.cards)``: the empty deck with its discard pile shuffled in, made once
    for the pair and remembered with the frozen empty deck (the refill asks it when it checks
    for a card, again when it turns one and once more when it resolves)."""
    memory = deck.remembered
    found: tuple[Pile, Deck] | None = memory.get("castle-combo.geschud")
    if found is None or found[0] is not pile:
        found = memory["castle-combo.geschud"] = (pile, deck.with_(pile.cards))
    return found[1]


REFILLS = (Refill(CASTLE), Refill(VILLAGE))
"""The refill of each location (frozen values, made once: a game pushes some eighty)."""


TASK_NOTATION: TaskNotation[Task] = TaskNotation(
    "Castle Combo",
    f"{G}.notatie",
    {
        "sleutel": reads(SpendKey),
        "kopen": reads(Buy),
        "plaatsen": reads(PlaceCard),
        "vaardigheid": reads(UseAbility, _card_id),
        "aanvullen": reads(Refill, _location),
    },
)
"""Every task of the base game read back from its code (``kopen``, ``aanvullen:dorp``); an
expansion's own come with its ``Expansion.tasks`` (``CastleCombo.tasks``)."""


_CHANCES: dict[tuple[int, int], Fraction] = {}
_OUTCOMES: dict[tuple[int, str], Outcome] = {}


def _chance(count: int, total: int) -> Fraction:
    """``Fraction(count, total)``, made once (the same few fractions come back every game)."""
    found = _CHANCES.get((count, total))
    if found is None:
        found = _CHANCES[(count, total)] = Fraction(count, total)
    return found


def _outcome(seat: int, card: str) -> Outcome:
    found = _OUTCOMES.get((seat, card))
    if found is None:
        found = _OUTCOMES[(seat, card)] = Outcome(seat, card)
    return found


def _refill_tasks(state: Castle, seat: int, places: Sequence[int]) -> Castle:
    """One chance step per empty slot of each location; a location that cannot be filled even
    after a reshuffle leaves the game with all its cards (castle-combo.lege-rij)."""
    tasks: list[Task] = []
    for where in places:
        if where in state.gone:
            continue
        empty = state.rows[where].slots.count(None)  # the row's empty slots, counted in C
        if empty and empty > len(state.decks[where]) + len(state.discards[where]):
            state = _remove_location(state, where)
            continue
        tasks += [REFILLS[where]] * empty
    if not tasks:
        return state
    return state.push(seat, *tasks, front=seat != TABLE)


def _remove_location(state: Castle, where: int) -> Castle:
    leaving = (
        *state.rows[where].cards(),
        *state.decks[where],
        *state.discards[where].cards,
    )
    happened(LocationGone, where, len(leaving))
    decks, piles, rows = list(state.decks), list(state.discards), list(state.rows)
    decks[where], piles[where], rows[where] = Deck(), Pile(), Display.empty(ROW)
    state = state.but(  # one copy of the state for everything the location leaves
        rows=(rows[0], rows[1]),
        decks=(decks[0], decks[1]),
        discards=(piles[0], piles[1]),
        out=(*state.out, *leaving),
        gone=state.gone | {where},
        messenger=1 - where,
    )
    return state


STEP_OF_CODE: dict[str, tuple[str, str]] = {
    "verzet": (f"{G}.sleutel", "Een sleutel zet je alleen in aan het begin van je beurt."),
    "vervang": (f"{G}.sleutel", "Een sleutel zet je alleen in aan het begin van je beurt."),
    "koop": (f"{G}.kopen", "Je koopt één kaart per beurt, na de stap van de sleutel."),
    "gedekt": (f"{G}.gedekt", "Een kaart gedekt nemen doe je in plaats van kopen, één per beurt."),
    "plaats": (f"{G}.plaatsen", "Je legt alleen de kaart die je net kocht, meteen na het kopen."),
    "slot": (
        f"{K}.slot.moment",
        "Een slot open je alleen op een van de drie slotmomenten van je eigen beurt.",
    ),
}
"""The rule a choice breaks when it comes in another step of the turn (by its code's first
word)."""


def _out_of_step(code: str) -> tuple[str, str] | None:
    return STEP_OF_CODE.get(code.split("-", 1)[0])


def _slot_number(code: str) -> int | None:
    """The slot a ``koop-N``/``gedekt-N`` code names (0-based), or ``None``."""
    word = code.split("-", 1)[1] if "-" in code else ""
    return int(word) - 1 if is_digits(word, 1) else None


# -- the flow of a turn ----------------------------------------------------------------------------


_SPEND_KEY, _BUY = SpendKey(), Buy()
"""The tasks of the first two steps of a turn (frozen values, made once)."""


def _push_key(state: Castle) -> Castle:
    return state.push(state.active, _SPEND_KEY)


def _push_buy(state: Castle) -> Castle:
    return state.push(state.active, _BUY)


def _messenger_and_refill(state: Castle) -> Castle:
    return _finish(state.active)(state)


BEGINS: dict[str, Callable[[Castle], Castle]] = {
    "sleutel": _push_key,
    "kopen": _push_buy,
    "aanvullen": _messenger_and_refill,
}
"""What starts each phase of ``flow.PHASES``."""

TURN: Flow[Castle] = Flow(tuple(replace(phase, begin=BEGINS[phase.id]) for phase in PHASES))
"""The base game's turn: the phases of the turn's description (``flow.PHASES``), each with what
starts it, so the overview and the engine read the same data."""

LEVELS = Levels(Level.TURN, rounds=SIDE * SIDE)
"""Nine rounds of turns, clockwise from the start player: every square full."""

FIELDS: TurnFields[Castle] = TurnFields(count=lambda s: len(s.players), change=Castle.but)
SEATS = replace(
    FIELDS.seats(),
    with_queue=Castle.with_queue,
    with_step=Castle.changer("step"),
    with_memory=Castle.changer("memory"),
)
"""The standard adapters, with each field the runner writes changed by a copier of its own
(``Castle.changer``: no keyword dictionary per change)."""
_WITH_ROUND, _WITH_ACTIVE = Castle.changer("round"), Castle.changer("active")


def _round_begins(state: Castle, number: int) -> Castle:
    happened(RoundBegan, number, clause_id=TURN_CLAUSE)
    return _WITH_ROUND(state, number)


def _turn_begins(state: Castle, seat: int) -> Castle:
    happened(TurnBegan, seat, clause_id=TURN_CLAUSE)
    return _WITH_ACTIVE(state, seat)


def _game_ends(state: Castle) -> Castle:
    happened(Ended)
    return state.but(over=True)


CLOCK = replace(
    FIELDS.clock(), with_round=_round_begins, with_active=_turn_begins, end_game=_game_ends
)


@cache
def _decks(castle: tuple[str, ...], village: tuple[str, ...]) -> tuple[Deck, Deck]:
    """The two full decks of a setup (frozen values: made once, shared by every game)."""
    return Deck.of(castle), Deck.of(village)


class CastleCombo(RememberingTaskGame[Castle, Move]):
    """Castle Combo on the decision runner: ``new_game(Setup, seed)`` (or a number of players),
    moves ``1 kies koop-2`` and ``kans Nun``; with the expansions it was made with, a setup
    with ``kerker`` plays Uit de Kerker!."""

    id = G
    clause_id = f"{G}.beurt"
    seats_clause = f"{G}.voorbereiding"

    def __init__(self, expansions: Sequence[Expansion[Castle]] = ()) -> None:
        self.expansions = tuple(expansions)
        expanded = TURN
        tasks = TASK_NOTATION
        abilities = ABILITY_OPTIONS
        for expansion in self.expansions:
            expanded = expansion.change_flow(expanded)
            tasks = tasks.extended(expansion.tasks)
            abilities = abilities.extended(expansion.effect_rules)
        self.tasks = tasks
        """How this engine reads the tasks of a state's queues: the base game's and those of
        its expansions."""
        self.flows = (TURN, expanded)
        self.abilities = (ABILITY_OPTIONS, abilities)
        """What an ability lets its seat choose: the base game's registry, and the one with
        the expansions' ability symbols for a setup with them switched on (``kerker``)."""
        self.runner = ActiveSeatRunner(
            SEATS,
            {UseAbility: TaskRule(TaskKind.CHOICE, self._ability_at_once, self.ability_options)},
            flow_of=lambda s: self.flows[s.setup.kerker is not None],
            end_of_flow=next_pass(LEVELS, CLOCK),
        )

    def ability_options(self, state: Castle, seat: int, task: UseAbility) -> list[Option]:
        """The options of the card's ability (``UseAbility``), by its type: the base game's
        (``ABILITY_OPTIONS``) or an expansion's switched on in this setup."""
        registry = self.abilities[state.setup.kerker is not None]
        return registry.handler(BY_ID[task.card].ability)(state, seat, task.card)

    def _ability_at_once(self, state: Castle, seat: int, task: UseAbility) -> Castle | None:
        """An ability with one option (or none) is used at once; with more it is asked (what
        the runner does with a ``Choice``)."""
        options = self.runner.options(state, seat, task)
        if len(options) > 1:
            return None
        state = self.runner.pop(state, seat)
        return options[0].apply(state) if options else state

    def new_game(self, setup: Setup | int, seed: int) -> Castle:
        if not isinstance(setup, Setup):
            setup = Setup(setup)  # a number of players (the reader's word)
        if setup.kerker is not None and not self.expansions:
            raise IllegalActionError(
                f"{K}.inhoud", "Deze spelmotor speelt alleen het basisspel, zonder Uit de Kerker!."
            )
        castle, village = setup.cards()
        state = Castle(
            setup,
            tuple(Player(Tableau.empty(SIDE, SIDE)) for _ in range(setup.players)),
            _decks(castle, village),
            (Display.empty(ROW), Display.empty(ROW)),
            (Pile(), Pile()),
            ((),) * (setup.players + 1),
            active=setup.start,
            start=setup.start,
        )
        _ = seed  # the seed drives chance through the playthrough, not the first state
        state = self.runner.enter(state, None)
        # the six cards of the two rows are turned before the first seat decides anything
        state = state.push(
            setup.start, *([REFILLS[CASTLE]] * ROW + [REFILLS[VILLAGE]] * ROW), front=True
        )
        return self.runner.settle(state)

    def is_over(self, state: Castle) -> bool:
        return state.over

    def end(self, seat: int, state: Castle) -> EndTableau:
        player = state.players[seat]
        return EndTableau(player.tableau, player.keys, player.gold)

    def scored(self, state: Castle) -> list[Score]:
        """Every seat's square scored at the end (``rules.score``: the totals and the gold
        left in hand, what ``rulings.tableau_ruling`` explains)."""
        rules = rules_of(state)
        return [score(self.end(seat, state), rules) for seat in range(len(state.players))]

    def scores(self, state: Castle) -> tuple[int, ...]:
        if not state.over:
            return tuple(0 for _ in state.players)
        return tuple(scored.total for scored in self.scored(state))

    def result(self, state: Castle) -> Result:
        scored = self.scored(state)
        points = tuple(s.total if state.over else 0 for s in scored)
        return result(points, tuple(s.leftover_gold for s in scored))

    def observation(self, state: Castle, seat: int) -> Castle:
        return state

    def play_chance(self, state: Castle, rng: random.Random) -> tuple[Move, Castle]:
        """The playout loop's short cut (``RememberingTaskGame.play_chance``), with a card
        turned into a row (most chance steps of a game) made in one copy of the state: the card
        drawn from the deck as ``Refill.sample`` draws it, then the task off the queue and the
        deck, the pile and the row changed together, as ``Refill.resolve`` after
        ``Runner.pop`` changes them; the same move and the same state."""
        who = state.remembered.get(WHO)  # worked out already by the runner
        seat = self.runner.chance_seat(state) if who is None else who[0]
        if seat is not None:
            queue = state.queues[seat]
            task = queue[0] if queue else None
            if type(task) is Refill:
                where = task.where
                deck, pile = state.decks[where], state.discards[where]
                reshuffle = not deck.counts  # (a deck's counts: empty exactly when it is)
                if reshuffle:
                    deck = _reshuffled(deck, pile)
                if deck.counts and where not in state.gone and None in state.rows[where].slots:
                    move = _outcome(seat, deck.draw(rng))
                    if reshuffle:  # castle-combo.aanvullen, as ``Refill.resolve`` says it
                        happened(Reshuffled, where, len(pile))
                        pile = Pile()
                    queues = list(state.queues)
                    queues[seat] = queue[1:]
                    decks, piles, rows = list(state.decks), list(state.discards), list(state.rows)
                    decks[where], piles[where] = deck.without(move.code), pile
                    rows[where] = fill(rows[where], move.code)
                    after = state.but(
                        queues=tuple(queues),
                        decks=(decks[0], decks[1]),
                        discards=(piles[0], piles[1]),
                        rows=(rows[0], rows[1]),
                    )
                    return move, self.runner.settle(after)
        return super().play_chance(state, rng)

    def parse_action(self, text: str) -> Move:
        return parse_move(text, self.clause_id)

    def parse_state(self, text: str) -> Castle:
        return parse_castle(text, lambda setup: self.tasks.read)

    def outcomes(
        self,
        before: Castle,
        action: Move,
        after: Castle,
        happenings: Sequence[Happened] | None = None,
    ) -> list[str]:
        """What came of ``action`` for the log (``log.outcomes``), from what the rules reported
        applying it (recorded again when not handed in): gold and keys and what they came from,
        locks, rows, the messenger, the turn, and at the end every square's score card by card
        and the winner with the tie-break."""
        from rulebook.castle_combo.log import outcomes

        if happenings is None:
            _, happenings = apply_with_happenings(self, before, action)
        return outcomes(happenings, action, after)

    def stage(self, state: Castle) -> str:
        """``Ronde 3 van 9 · beurt 7 van 27 · speler 1 aan de beurt · Sleutel``."""
        from rulebook.castle_combo.log import stage

        return stage(state, "" if state.over else self.runner.phase(state).name)

    def outcome_label(self, state: Castle, action: Outcome) -> str:
        """``er komt Nun open``: the card chance turned."""
        card = BY_ID.get(action.code)
        return f"er komt {card.shown if card else action.code} open"

    def refusal(self, state: Castle, action: Move) -> IllegalActionError:
        """Why ``action`` may not be done now, naming the rule it breaks: the task being asked
        explains its own refusals (``why_not``); otherwise the rule of the step."""
        if isinstance(action, Pick) and action.seat in self.current_players(state):
            task = self.runner.task(state, action.seat)
            explain = getattr(task, "why_not", None)
            found = explain(state, action.seat, action.code) if explain else None
            if found is None:
                found = _out_of_step(action.code)
            if found is not None:
                return IllegalActionError(*found)
        return TaskGame.refusal(self, state, action)


def make_game(expansions: Sequence[Expansion[Castle]] = ()) -> CastleCombo:
    """The engine with exactly ``expansions`` (none: the base game alone; the registry's
    ``rulebook.games.game`` hands it every expansion of Castle Combo it lists, the terminal
    those switched on)."""
    return CastleCombo(tuple(expansions))


GAME_ENGINE = CastleCombo()
"""The base game's engine (the registry's engine also plays Uit de Kerker!)."""

_ = (Pick, Tableau)
