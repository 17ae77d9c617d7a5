"""The base game of Castle Combo as a game of the core decision runner (``TaskGame``).

A turn is one phase of tasks for the active seat: spend a key or not, buy a card (face up for
its price, or face down for 6 gold and 2 keys), place it, apply its ability; then the messenger
moves and the table refills the rows (chance: the top card of a deck, uniform over what is
left). Nine rounds of turns fill every square; the end scores with ``rules.total``.

This first engine plays the base game only (Uit de Kerker! comes with its lock steps later).
Every choice is an option with a stable code (``1 kies koop-2``, ``1 kies plaats-0-1``) and
every ability runs through ``abilities.ABILITIES``, the same functions the rulings explain.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from rulebook.castle_combo.abilities import Gains, Situation, run
from rulebook.castle_combo.data import BASE_CARDS, BY_ID, Card
from rulebook.castle_combo.effects import GAME as G
from rulebook.castle_combo.effects import (
    Ability,
    Both,
    Choose,
    DiscardFromRow,
    GainPer,
)
from rulebook.castle_combo.rules import total
from rulebook.castle_combo.rulings import discount_for
from rulebook.castle_combo.state import GOLD, EndTableau
from rulebook.core.cards import Deck, Display, Pile, PlacedCard, Position, Tableau
from rulebook.core.errors import RuleError
from rulebook.core.flow import Flow, Level, Levels, Phase
from rulebook.core.game import Result
from rulebook.core.runner import (
    TABLE,
    Chance,
    Choice,
    Clock,
    Option,
    Runner,
    Seats,
    Task,
    next_pass,
)
from rulebook.core.task_game import Move, Outcome, TaskGame, parse_move

CASTLE, VILLAGE = 0, 1
LOCATIONS = ("kasteel", "dorp")
START_GOLD, START_KEYS = 15, 2
FACE_DOWN_GOLD, FACE_DOWN_KEYS = 6, 2


@dataclass(frozen=True)
class Player:
    tableau: Tableau
    gold: int = START_GOLD
    keys: int = START_KEYS


@dataclass(frozen=True)
class Castle:
    """The whole table: the players, both decks, rows and discard piles, the messenger."""

    players: tuple[Player, ...]
    decks: tuple[Deck, Deck]
    rows: tuple[Display, Display]
    discards: tuple[Pile, Pile]
    queues: tuple[tuple[Task, ...], ...]
    messenger: int = VILLAGE
    gone: frozenset[int] = frozenset()
    """Locations that could not be refilled and left the game."""
    bought: tuple[str, bool] | None = None
    """The card in hand between buying and placing it, and whether it is face down."""
    active: int = 0
    start: int = 0
    round: int = 1
    step: str = ""
    memory: frozenset[str] = frozenset()
    over: bool = False

    def __str__(self) -> str:
        lines = [
            f"ronde {self.round}, aan de beurt speler {self.active + 1}, boodschapper bij "
            f"{LOCATIONS[self.messenger]}",
            f"kasteel: {self.rows[CASTLE]} | dorp: {self.rows[VILLAGE]}",
        ]
        for seat, player in enumerate(self.players):
            lines.append(
                f"speler {seat + 1}: {player.gold} goud, {player.keys} sleutels, {player.tableau}"
            )
        return "\n".join(lines)


def _with(state: Castle, seat: int, player: Player) -> Castle:
    players = list(state.players)
    players[seat] = player
    return replace(state, players=tuple(players))


def _with_row(state: Castle, where: int, row: Display) -> Castle:
    rows = list(state.rows)
    rows[where] = row
    return replace(state, rows=(rows[0], rows[1]))


def _discard(state: Castle, where: int, cards: Sequence[str]) -> Castle:
    piles = list(state.discards)
    for card in cards:
        piles[where] = piles[where].push(card)
    return replace(state, discards=(piles[0], piles[1]))


def _with_queue(state: Castle, seat: int, tasks: tuple[Task, ...]) -> Castle:
    queues = list(state.queues)
    queues[seat] = tasks
    return replace(state, queues=tuple(queues))


def open_cards(player: Player) -> tuple[Card, ...]:
    return tuple(BY_ID[p.card] for _, p in player.tableau.cards if not p.face_down)


def price(card: Card, player: Player) -> int:
    """The card's cost minus the discounts of the seat's face-up cards, never below 0."""
    return max(card.cost - len(discount_for(card, open_cards(player))), 0)


# -- tasks ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SpendKey(Choice):
    """Step 1: keep your keys, or spend one to move the messenger or refresh its row."""

    def options(self, state: Any, seat: int) -> list[Option]:
        options = [Option("geen-sleutel", "geen sleutel inzetten", lambda s: s)]
        if state.players[seat].keys < 1:
            return options
        if len(state.gone) == 0:
            options.append(
                Option("verzet", "boodschapper naar de andere rij", _move_messenger(seat))
            )
        options.append(Option("vervang", "vervang de rij van de boodschapper", _refresh(seat)))
        return options


def _pay_key(state: Castle, seat: int) -> Castle:
    player = state.players[seat]
    return _with(state, seat, replace(player, keys=player.keys - 1))


def _move_messenger(seat: int) -> Any:
    def apply(state: Castle) -> Castle:
        return replace(_pay_key(state, seat), messenger=1 - state.messenger)

    return apply


def _refresh(seat: int) -> Any:
    def apply(state: Castle) -> Castle:
        state = _pay_key(state, seat)
        where = state.messenger
        left, row = state.rows[where].replace_all(())
        state = _with_row(_discard(state, where, left), where, row)
        return _refill_tasks(state, seat=seat)

    return apply


@dataclass(frozen=True)
class Buy(Choice):
    """Step 2: take a card of the messenger's row, for its price or face down."""

    def options(self, state: Any, seat: int) -> list[Option]:
        player = state.players[seat]
        row = state.rows[state.messenger]
        options = []
        for slot, card_id in enumerate(row.slots):
            if card_id is None:
                continue
            card = BY_ID[card_id]
            cost = price(card, player)
            if cost <= player.gold:
                options.append(
                    Option(
                        f"koop-{slot + 1}",
                        f"koop {card.shown} voor {cost} goud",
                        _buy(seat, slot, cost, False),
                    )
                )
        for slot, card_id in enumerate(row.slots):
            if card_id is not None:
                label = f"neem {BY_ID[card_id].shown} gedekt (+6 goud, +2 sleutels)"
                options.append(Option(f"gedekt-{slot + 1}", label, _buy(seat, slot, 0, True)))
        return options


def _buy(seat: int, slot: int, cost: int, face_down: bool) -> Any:
    def apply(state: Castle) -> Castle:
        card, row = state.rows[state.messenger].take(slot)
        player = state.players[seat]
        if face_down:
            player = replace(
                player, gold=player.gold + FACE_DOWN_GOLD, keys=player.keys + FACE_DOWN_KEYS
            )
        else:
            player = replace(player, gold=player.gold - cost)
        state = _with_row(_with(state, seat, player), state.messenger, row)
        return RUNNER.push(replace(state, bought=(card, face_down)), seat, Place(), front=True)

    return apply


@dataclass(frozen=True)
class Place(Choice):
    """Step 3: lay the card next to your square (never beyond 3 by 3)."""

    def options(self, state: Any, seat: int) -> list[Option]:
        tableau = state.players[seat].tableau
        return [
            Option(f"plaats-{r}-{c}", f"leg de kaart op ({r}, {c})", _place(seat, (r, c)))
            for r, c in tableau.legal_positions()
        ]


def _place(seat: int, position: Position) -> Any:
    def apply(state: Castle) -> Castle:
        assert state.bought is not None
        card, face_down = state.bought
        player = state.players[seat]
        tableau = player.tableau.place(position, PlacedCard(card, face_down))
        state = _with(replace(state, bought=None), seat, replace(player, tableau=tableau))
        if not face_down:
            state = RUNNER.push(state, seat, UseAbility(card), front=True)
            if BY_ID[card].messenger and not state.gone:
                state = replace(state, messenger=1 - state.messenger)
        return _refill_tasks(state)

    return apply


@dataclass(frozen=True)
class UseAbility(Choice):
    """Step 4: the card's ability, with the choices it asks (an option, a neighbour, a card)."""

    card: str

    def options(self, state: Any, seat: int) -> list[Option]:
        ability = BY_ID[self.card].ability
        options = []
        for choice in range(len(ability.options) if isinstance(ability, Choose) else 1):
            chosen = ability.options[choice] if isinstance(ability, Choose) else ability
            neighbours = _neighbour_seats(state, seat) if _needs_neighbour(chosen) else [None]
            for neighbour in neighbours:
                slots = _slots(state, ability)
                for slot in slots:
                    who = "x" if neighbour is None else str(neighbour + 1)
                    code = f"vaardigheid-{choice + 1}-{who}-{slot + 1}"
                    label = _ability_label(self.card, ability, choice, neighbour, slot)
                    options.append(
                        Option(code, label, _use(seat, self.card, choice, neighbour, slot))
                    )
        return options


def _ability_label(
    card: str, ability: Ability, choice: int, neighbour: int | None, slot: int
) -> str:
    """``vaardigheid van Banker: kies ...`` with the choice, the neighbour and the card."""
    text = f"vaardigheid van {BY_ID[card].shown}"
    if isinstance(ability, Choose):
        text += f": {ability.options[choice].dutch()}"
    if neighbour is not None:
        text += f", bij speler {neighbour + 1}"
    if any(isinstance(p, DiscardFromRow) for p in _parts(ability)):
        text += f", kaart {slot + 1} van de rij"
    return text


def _parts(ability: Ability) -> tuple[Ability, ...]:
    if isinstance(ability, Both | Choose):
        return tuple(
            p
            for part in (ability.parts if isinstance(ability, Both) else ability.options)
            for p in _parts(part)
        )
    return (ability,)


def _needs_neighbour(ability: Ability) -> bool:
    return any(isinstance(p, GainPer) and p.neighbour for p in _parts(ability))


def _neighbour_seats(state: Castle, seat: int) -> list[int]:
    count = len(state.players)
    return sorted({(seat - 1) % count, (seat + 1) % count} - {seat})


def _slots(state: Castle, ability: Ability) -> list[int]:
    rows = [p for p in _parts(ability) if isinstance(p, DiscardFromRow)]
    if not rows:
        return [0]
    where = CASTLE if rows[0].banner.value == "kasteel" else VILLAGE
    return [slot for slot, card in enumerate(state.rows[where].slots) if card is not None] or [0]


def _use(seat: int, card_id: str, choice: int, neighbour: int | None, slot: int) -> Any:
    def apply(state: Castle) -> Castle:
        player = state.players[seat]
        neighbours = () if neighbour is None else (state.players[neighbour].tableau,)
        rows = (state.rows[CASTLE].cards(), state.rows[VILLAGE].cards())
        full_slot = slot
        situation = Situation(
            player.tableau, neighbours, choice, rows, _compact(state, card_id, full_slot)
        )
        try:
            gains, _ = run(BY_ID[card_id].ability, situation)
        except RuleError:
            gains = Gains()  # a row without a card to discard: nothing happens
        return _gain(state, seat, gains)

    return apply


def _compact(state: Castle, card_id: str, slot: int) -> int:
    """The index of ``slot`` among the cards still lying in the row the ability discards from."""
    parts = [p for p in _parts(BY_ID[card_id].ability) if isinstance(p, DiscardFromRow)]
    if not parts:
        return 0
    where = CASTLE if parts[0].banner.value == "kasteel" else VILLAGE
    return sum(1 for s, card in enumerate(state.rows[where].slots) if card is not None and s < slot)


def _gain(state: Castle, seat: int, gains: Gains) -> Castle:
    player = state.players[seat]
    tableau = player.tableau
    for position, gold in gains.on_purses:
        tableau = tableau.with_token(position, GOLD, gold)
    state = _with(
        state,
        seat,
        replace(
            player, tableau=tableau, gold=player.gold + gains.gold, keys=player.keys + gains.keys
        ),
    )
    for other in range(len(state.players)):
        if other != seat and (gains.others_gold or gains.others_keys):
            o = state.players[other]
            state = _with(
                state,
                other,
                replace(o, gold=o.gold + gains.others_gold, keys=o.keys + gains.others_keys),
            )
    if gains.discarded is not None:
        where = CASTLE if BY_ID[gains.discarded].row.value == "kasteel" else VILLAGE
        slot = state.rows[where].slots.index(gains.discarded)
        card, row = state.rows[where].take(slot)
        state = _discard(_with_row(state, where, row), where, [card])
    return state


@dataclass(frozen=True)
class Refill(Chance):
    """The table turns the top card of a location's deck into the first empty slot."""

    where: int

    def outcomes(self, state: Any, seat: int) -> list[tuple[Any, Fraction]]:
        if self.where in state.gone or not state.rows[self.where].empty_slots():
            return []
        deck = _deck_after_reshuffle(state, self.where)
        if not len(deck):
            return []
        return [(Outcome(seat, card), chance) for card, chance in deck.draw_outcomes()]

    def resolve(self, state: Any, seat: int, action: Any) -> Any:
        where = self.where
        if not len(state.decks[where]):
            decks = list(state.decks)
            piles = list(state.discards)
            decks[where], left = decks[where].reshuffled_from(piles[where])
            piles[where] = left[0]
            state = replace(state, decks=(decks[0], decks[1]), discards=(piles[0], piles[1]))
        decks = list(state.decks)
        decks[where] = decks[where].without(action.code)
        slot = state.rows[where].empty_slots()[0]
        state = replace(state, decks=(decks[0], decks[1]))
        return _with_row(state, where, state.rows[where].fill(slot, action.code))


def _deck_after_reshuffle(state: Castle, where: int) -> Deck:
    deck = state.decks[where]
    return deck if len(deck) else deck.with_(state.discards[where].cards)


def _refill_tasks(state: Castle, seat: int = TABLE) -> Castle:
    """One chance step per empty slot of each location; a location that cannot be filled
    even after a reshuffle leaves the game (the messenger stays at the other)."""
    tasks: list[Task] = []
    for where in (CASTLE, VILLAGE):
        if where in state.gone:
            continue
        empty = len(state.rows[where].empty_slots())
        if empty > len(state.decks[where]) + len(state.discards[where]):
            state = _remove_location(state, where)
            continue
        tasks += [Refill(where)] * empty
    if not tasks:
        return state
    # a refresh in step 1 refills before the purchase: in front of the seat's own queue
    return RUNNER.push(state, seat, *tasks, front=seat != TABLE)


def _remove_location(state: Castle, where: int) -> Castle:
    other = 1 - where
    _, row = state.rows[where].replace_all(())  # its cards leave the game
    state = _with_row(state, where, row)
    return replace(state, gone=state.gone | {where}, messenger=other)


def _begin_turn(state: Castle) -> Castle:
    return RUNNER.push(state, state.active, SpendKey(), Buy())


FLOW: Flow[Castle] = Flow(
    (
        Phase(
            "beurt",
            "Beurt",
            "sleutel, kopen, plaatsen, vaardigheid, aanvullen",
            f"{G}.beurt",
            "de actieve speler",
            "de rijen zijn vol",
            begin=_begin_turn,
        ),
    )
)
LEVELS = Levels(Level.TURN, rounds=9)
SEATS: Seats[Castle] = Seats(
    count=lambda s: len(s.players),
    queue=lambda s, seat: s.queues[seat],
    with_queue=_with_queue,
    step=lambda s: s.step,
    with_step=lambda s, step: replace(s, step=step),
    origin=lambda s: s.active,
    is_over=lambda s: s.over,
    memory=lambda s: s.memory,
    with_memory=lambda s, memory: replace(s, memory=memory),
)
CLOCK: Clock[Castle] = Clock(
    count=lambda s: len(s.players),
    round=lambda s: s.round,
    with_round=lambda s, n: replace(s, round=n),
    start=lambda s: s.start,
    with_start=lambda s, seat: replace(s, start=seat),
    end_game=lambda s: replace(s, over=True),
    active=lambda s: s.active,
    with_active=lambda s, seat: replace(s, active=seat),
)
RUNNER: Runner[Castle] = Runner(
    SEATS, {}, flow_of=lambda s: FLOW, end_of_flow=next_pass(LEVELS, CLOCK)
)


class CastleCombo(TaskGame[Castle, Move]):
    """The base game: 2 to 5 players, seeded setup, nine turns each."""

    id = "castle-combo"
    runner = RUNNER
    clause_id = f"{G}.beurt"

    def new_game(self, setup: int, seed: int) -> Castle:
        players = setup
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 5:
            raise RuleError(
                f"{G}.materiaal", f"Castle Combo speel je met 2 tot 5 spelers, niet {players}."
            )
        decks = (
            Deck.of(c.id for c in BASE_CARDS if c.row.value == "kasteel"),
            Deck.of(c.id for c in BASE_CARDS if c.row.value == "dorp"),
        )
        empty: tuple[tuple[Task, ...], ...] = ((),) * (players + 1)
        state = Castle(
            tuple(Player(Tableau.empty(3, 3)) for _ in range(players)),
            decks,
            (Display.empty(3), Display.empty(3)),
            (Pile(), Pile()),
            empty,
        )
        state = self.runner.enter(state, None)
        # the six cards of the two rows are turned before the first seat decides anything
        state = RUNNER.push(state, 0, *([Refill(CASTLE)] * 3 + [Refill(VILLAGE)] * 3), front=True)
        return self.runner.settle(state)

    def is_over(self, state: Castle) -> bool:
        return state.over

    def end(self, seat: int, state: Castle) -> EndTableau:
        player = state.players[seat]
        return EndTableau(player.tableau, player.keys, player.gold)

    def scores(self, state: Castle) -> tuple[int, ...]:
        if not state.over:
            return tuple(0 for _ in state.players)
        return tuple(total(self.end(seat, state)) for seat in range(len(state.players)))

    def result(self, state: Castle) -> Result:
        from rulebook.castle_combo.rules import final_view, result

        gold = tuple(final_view(self.end(s, state)).end.gold for s in range(len(state.players)))
        return result(self.scores(state), gold)

    def observation(self, state: Castle, seat: int) -> Castle:
        return state

    def parse_action(self, text: str) -> Move:
        return parse_move(text, self.clause_id)

    def outcome_label(self, state: Castle, action: Outcome) -> str:
        """``er komt Nun open``: the card chance turned."""
        card = BY_ID.get(action.code)
        return f"er komt {card.shown if card else action.code} open"

    def parse_state(self, text: str) -> Castle:
        raise NotImplementedError("the notation of a whole table comes with the golden games")


GAME_ENGINE = CastleCombo()


class RandomBot:
    """A seeded computer player: prefers buying a card face up (the dearest it can pay), else
    takes one face down; every other choice at random from its own ``random.Random``."""

    name = "willekeurig"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Castle, player: int, legal: Sequence[Move]) -> Move:
        buys = [a for a in legal if getattr(a, "code", "").startswith("koop-")]
        if buys:
            row = state.rows[state.messenger]
            return max(
                buys,
                key=lambda a: (BY_ID[row.slots[int(a.code.split("-")[1]) - 1] or ""].cost, a.code),
            )
        return self.rng.choice(list(legal))
