"""The rule steps of De Kwakzalvers van Kakelenburg, which the engine (``engine.Quacks``) runs.

How it runs. A state holds, per player, a list of tasks (``table.Task``): what that player still
has to do in the current phase. The interpreter (``_work``) applies every task that needs no one
(an effect that simply gives something), and stops at a task that needs a choice or a chance
step: that is what ``current_players`` and ``legal_actions`` report. When nobody has anything
left to do and the phase's own end condition holds, the flow (``rulebook.quacks.flow``) moves to
the next phase, whose ``begin`` hands out the next tasks.

Effects are data (``rulebook.quacks.effects``); this module is the one place that applies them:
``_resolve`` for effects handed out as tasks and ``table_effect`` for a card turned, each through
a registry of one function per effect type (``BASE_EFFECTS``, extended per setup by the
expansions' ``effect_rules``), ``_distance`` and ``_after_placing`` for the chip actions that act
while brewing.
"""

from __future__ import annotations

import functools
import typing
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import Any, Final, NamedTuple

from rulebook.core import dutch
from rulebook.core.dutch import numeral
from rulebook.core.errors import IllegalActionError, NotEnoughError, RuleError
from rulebook.core.model import runner
from rulebook.core.model.effects import EffectRegistry, Explained
from rulebook.core.model.events import Events
from rulebook.core.model.evolve import evolve
from rulebook.core.model.game import CHANCE
from rulebook.core.model.happenings import (
    RoundBegan,
    Scored,
    happened,
)
from rulebook.core.model.runner import (
    TABLE,
    Clock,
    Seats,
    TaskKind,
    TaskRule,
    task_options,
)
from rulebook.core.model.runner import Option as Option  # the expansions' choices use it too
from rulebook.quacks import board
from rulebook.quacks.actions import (
    Action,
    DrawnChip,
)
from rulebook.quacks.board import (
    BONUS_DIE_FACES,
    EXPLOSION_LIMIT,
    LAST_CHIP_FIELD,
    LAST_ROUND,
    TRACK,
    DieFace,
)
from rulebook.quacks.books import Book
from rulebook.quacks.data import (
    BOX_WHITES,
    EXTRA_WHITE_ROUND,
    START_BAG,
    SUPPLY,
    Ingredient,
    owned_at_most,
)
from rulebook.quacks.effects import (
    AddPreviousWhite,
    AnyChip,
    BlackBook,
    ChooseOne,
    ColourMoves,
    CountBoost,
    CountTiers,
    DoubleNext,
    DrawAndPick,
    Effect,
    Everyone,
    ExplosionGift,
    Fewest,
    FirstWhiteBack,
    FreeRefill,
    Gain,
    LastTwo,
    LimitIs,
    LowestSum,
    NthBonus,
    OwnDistance,
    PayRubies,
    PointsByField,
    PointsPerRat,
    Protect,
    RaiseLimit,
    RatsForRubies,
    RatsTimes,
    RemoveWhite,
    ReturnPreviousWhite,
    RollsTimes,
    RubyFieldBonus,
    RubyFieldGain,
    SecondChance,
    SetAside,
    SevenWhitesDroplet,
    SevenWhitesPush,
    StrongIngredient,
    Timing,
    TradeIn,
    TradeUp,
    Upgrade,
    WhiteOnesMoveTwo,
)
from rulebook.quacks.fortune import CARDS, Card
from rulebook.quacks.happenings import Exploded, Finished, RatTails, Rubies, ShopOpened
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import (
    KINDS,
    Apply,
    AsideChoice,
    Bag,
    BlackTie,
    Cauldron,
    ChanceTask,
    DrawToHand,
    DrawToPlace,
    DropletStep,
    EffectRules,
    ExpansionSetup,
    GameState,
    LastRoundExploded,
    LimitRule,
    LowestSumReward,
    PickFromHand,
    Player,
    PurpleField,
    Purpose,
    Resolver,
    RestartChoice,
    ReturnWhite,
    Roll,
    ScoringChoice,
    Setup,
    Shop,
    SpendRubies,
    Task,
    TurnCard,
    Turner,
    YellowDouble,
)

CHANCE_TASKS = (DrawToPlace, DrawToHand, Roll)
ANY_CHANCE = (*CHANCE_TASKS, ChanceTask)
"""The base game's chance steps, and with them those an expansion brings."""
CARD_IDS = frozenset(card.id for card in CARDS)
"""The base game's 24 cards (an expansion's cards come through ``deck_of``)."""
CHOICE_EFFECTS = (ChooseOne, AnyChip, PayRubies, CountTiers, TradeIn, Upgrade, RatsForRubies)
"""Effects that ask the player to choose (when there is more than nothing to choose from)."""
START_CHIPS = Bag.of(Chip(c, v) for (c, v), n in START_BAG.items() for _ in range(n))
BOX = Bag.of(
    [Chip(c, v) for (c, v), n in SUPPLY.items() for _ in range(n) if c is not Ingredient.LOCOWEED]
    + [Chip(Ingredient.WHITE, v) for v, n in BOX_WHITES.items() for _ in range(n)]
)
"""The base game's box: every chip but locoweed (an expansion brings its own)."""
RUBY_PRICE = 2
"""Two rubies move the droplet one field or fill the flask (and in round 9 buy a point)."""
COINS_PER_POINT = 5
PLAYERS = range(2, 5)
"""The base game is for 2 to 4 players (the box holds four cauldrons)."""


# -- small questions about a state ----------------------------------------------------------------


def deck_of(state: GameState) -> dict[str, Card]:
    """Every card of this game's deck by its id: the base game's 24, then the cards the
    expansions switched on shuffle in (``ExpansionSetup.cards``), in that order."""
    return state.setup.deck


def deck_card(state: GameState, card_id: str) -> Card:
    """The card ``card_id`` of this game's deck (``ValueError``: no such card, a programmer's
    mistake; a player's unknown id is refused where it is read)."""
    found = state.setup.deck.get(card_id)
    if found is None:
        raise ValueError(f"no fortune-teller card {card_id!r} in this game")
    return found


def card_of(state: GameState) -> Card | None:
    return deck_card(state, state.card) if state.card else None


def card_effect(state: GameState) -> Effect | None:
    card = card_of(state)
    return card.effect if card else None


def book_of(state: GameState, colour: Ingredient) -> Book:
    """The book of ``colour`` in this game (its set comes from the setup)."""
    return state.setup.book_table[colour]


def action_of(state: GameState, colour: Ingredient) -> Effect | None:
    """The action of a colour's book; ``None`` for white (knalerwten have no book)."""
    return state.setup.book_actions.get(colour)


def book_is_open(state: GameState, colour: Ingredient) -> bool:
    """Yellow opens in round 2, purple in round 3; the other books on the table (those of the
    base game and any an expansion adds) lie open from the start."""
    if colour is Ingredient.YELLOW:
        return state.round >= board.YELLOW_ROUND
    if colour is Ingredient.PURPLE:
        return state.round >= board.PURPLE_ROUND
    return colour in state.setup.book_table


def explosion_limit(state: GameState, player: Player) -> int:
    """What the white chips may total: 7, more with card B7 or yellow set 3 (the highest)."""
    effect = card_effect(state)
    yellow = state.setup.book_actions[Ingredient.YELLOW]
    if not isinstance(effect, LimitIs) and not isinstance(yellow, RaiseLimit):
        return EXPLOSION_LIMIT  # nothing raises it (most draws of most games)
    raises = []
    if isinstance(effect, LimitIs):
        raises.append(effect.limit - EXPLOSION_LIMIT)
    if isinstance(yellow, RaiseLimit):
        count = player.cauldron.count(Ingredient.YELLOW)
        raises.append(yellow.limit(count, EXPLOSION_LIMIT) - EXPLOSION_LIMIT)
    if state.setup.limit_rule is LimitRule.ADD:
        return EXPLOSION_LIMIT + sum(raises)
    return EXPLOSION_LIMIT + max(raises, default=0)


def rat_tails(state: GameState, seat: int) -> int:
    """The rat tails this player gets this round (card P4 doubles them); from round 2."""
    if state.round < 2:
        return 0
    leader = max(p.score for p in state.players)
    tails = board.rat_tails_between(
        state.players[seat].score, leader, second_lap=state.setup.second_lap
    )
    effect = card_effect(state)
    return tails * effect.factor if isinstance(effect, RatsTimes) else tails


def die_faces(state: GameState) -> tuple[DieFace, ...]:
    return BONUS_DIE_FACES[state.setup.die]


def rollers(state: GameState) -> list[int]:
    """Step A: the non-exploded cauldrons on the highest scoring field roll (ties all roll)."""
    safe = [s for s, p in enumerate(state.players) if not p.exploded]
    if not safe:
        return []
    best = max(state.players[s].scoring for s in safe)
    return [s for s in state.seats if s in safe and state.players[s].scoring == best]


def winners(state: GameState) -> list[int]:
    """Most points; tied: the fuller cauldron of the last round; still tied: all of them."""
    best = max(p.score for p in state.players)
    leaders = [s for s, p in enumerate(state.players) if p.score == best]
    fullest = max(state.players[s].last_field for s in leaders)
    return [s for s in leaders if state.players[s].last_field == fullest]


def can_buy(state: GameState, chip: Chip) -> bool:
    """A chip can be bought (or taken) when its book is open and the box still has one."""
    colour = chip.ingredient
    if colour is Ingredient.WHITE:
        return False
    return book_is_open(state, colour) and state.supply.count(chip) > 0


def can_take(state: GameState, seat: int, chip: Chip, *, any_book: bool = False) -> bool:
    """Can a card, book or glass give this chip to ``seat``? As ``can_buy``; white only with the
    option 'letterlijk' of ``kwakzalvers.keuze.fiche-kiezen``, and only while the player owns
    fewer than ``owned_at_most`` allows (``may_own_another``); ``any_book`` for green set 2 with
    the option 'altijd'."""
    if chip.ingredient is Ingredient.WHITE:
        return (
            state.setup.white_choice
            and state.supply.count(chip) > 0
            and may_own_another(state, seat, chip)
        )
    if any_book:
        return state.supply.count(chip) > 0
    return can_buy(state, chip)


def may_own_another(state: GameState, seat: int, chip: Chip) -> bool:
    """Whether ``seat`` may get one more ``chip``: the limit ``check_owned`` enforces on every
    collection of chips (``data.owned_at_most``), counted over the bag, the cauldron, the hand
    and the chips beside the cauldron, in this round."""
    player = state.players[seat]
    owned = sum(
        1 for held in (*player.cauldron.contents(), *player.hand, *player.aside) if held == chip
    )
    owned += player.bag.count(chip)
    return owned < owned_at_most(chip.ingredient, chip.value, state.round)


def price(state: GameState, chip: Chip) -> int:
    return state.setup.price_table[chip]


def seat_name(seat: int) -> str:
    return f"speler {seat + 1}"


# -- changing a state: small steps the interpreter and the phases use -----------------------------


def chip_to_bag(state: GameState, seat: int, chip: Chip, *, any_book: bool = False) -> GameState:
    """A chip from the box into a player's bag; nothing when the box has none left, or when it is
    a yellow or purple chip whose book is still closed (clause kwakzalvers.waarzegster.boeken)."""
    if state.supply.count(chip) == 0:
        return state
    closed = chip.ingredient in (Ingredient.YELLOW, Ingredient.PURPLE) and not book_is_open(
        state, chip.ingredient
    )
    if closed and not any_book:
        return state
    state = evolve(state, supply=state.supply.remove(chip))
    return state.with_player(seat, bag=state.players[seat].bag.add(chip))


def push_task(state: GameState, seat: int, *tasks: Task, front: bool = False) -> GameState:
    player = state.players[seat]
    todo = (*tasks, *player.todo) if front else (*player.todo, *tasks)
    return state.with_player(seat, todo=todo)


def pop_task(state: GameState, seat: int) -> GameState:
    return state.with_player(seat, todo=state.players[seat].todo[1:])


def give_gain(state: GameState, seat: int, gain: Gain, source: str = "") -> GameState:
    """Give ``gain`` to a player; ``source`` is the clause it comes from (green set 2 with the
    option 'altijd' may give chips of a closed book)."""
    player = state.players[seat]
    if gain.rubies:
        happened(Rubies, seat, gain.rubies, player.rubies + gain.rubies)
    if gain.points:
        happened(Scored, seat, gain.points, player.score + gain.points)
    state = state.with_player(
        seat,
        rubies=player.rubies + gain.rubies,
        score=player.score + gain.points,
        flask=player.flask or gain.flask,
    )
    any_book = _any_book(state, source)
    for chip in gain.chips:
        state = chip_to_bag(state, seat, chip, any_book=any_book)
    extra: list[Task] = [DropletStep() for _ in range(gain.droplet)]
    if gain.rolls:
        extra.append(Roll(gain.rolls))
    return push_task(state, seat, *extra, front=True) if extra else state


def _move_droplet(state: GameState, seat: int) -> GameState:
    player = state.players[seat]
    return state.with_player(seat, droplet=min(player.droplet + 1, LAST_CHIP_FIELD))


def _move_tube(state: GameState, seat: int) -> GameState:
    player = state.players[seat]
    glass = player.tube or 0
    tubes = state.setup.tubes
    if glass + 1 >= len(tubes):
        return state
    state = state.with_player(seat, tube=glass + 1)
    bonus = tubes[glass + 1]
    chips = (Chip.parse(bonus.chip),) if bonus.chip else ()
    return give_gain(state, seat, Gain(rubies=bonus.rubies, points=bonus.points, chips=chips))


# -- brewing: placing a chip ----------------------------------------------------------------------


class Part(NamedTuple):
    """One part of how far a chip goes: the fields it adds, the clause, and why (Dutch)."""

    fields: int
    clause_id: str
    reason: str


def distance_parts(
    state: GameState, player: Player, chip: Chip, *, own: OwnDistance | None = None
) -> list[Part]:
    """How far a chip goes, part by part: its value, then what the books and the card add.

    The engine adds the parts up (``_distance``); a ruling shows them one by one, so the
    explanation and the computation cannot differ. ``own`` replaces the book's own distance
    rule for a choice a player makes about it (an expansion's book asks both ways).
    """
    return Reach(state, player).parts(chip, own=own)


class Reach:
    """What decides how far a chip goes in the cauldron of ``player`` now: the red, yellow and
    chip's own books, the card in play and the chip before. Read once, then asked for every
    chip of a bag (``distance_parts`` asks it for one; a computer player weighing a draw for
    each kind in the bag, ``distances``)."""

    __slots__ = (
        "actions",
        "cauldron",
        "effect",
        "plain",
        "player",
        "previous",
        "red",
        "state",
        "yellow",
    )

    def __init__(self, state: GameState, player: Player) -> None:
        self.state = state
        self.player = player
        self.cauldron = cauldron = player.cauldron
        self.previous = cauldron.chips[-1].chip if cauldron.chips else None
        self.actions = actions = state.setup.book_actions
        self.red = actions.get(Ingredient.RED)
        self.yellow = actions.get(Ingredient.YELLOW)
        self.effect = effect = card_effect(state)
        plain = _plain_colours(actions)
        if player.double:
            plain = frozenset()
        elif isinstance(effect, ColourMoves) and effect.colour in plain:
            plain = plain - {effect.colour}
        self.plain = plain  # the colours whose chips go as far as their value now

    def parts(self, chip: Chip, *, own: OwnDistance | None = None) -> list[Part]:
        """``distance_parts`` of ``chip``."""
        parts: list[Part] = []
        self._walk(chip, own, parts)
        return parts

    def distance(self, chip: Chip) -> int:
        """How far ``chip`` goes: its parts added up (the same walk, without the words; its
        value alone for a colour that no book, card or doubling moves further now)."""
        if chip.ingredient in self.plain:
            return chip.value or 1
        return self._walk(chip, None, None)

    def _walk(self, chip: Chip, own: OwnDistance | None, parts: list[Part] | None) -> int:
        """The parts of ``chip``'s distance, one by one, added up; told in ``parts`` (clause
        and reason) when a list is given."""
        state, cauldron = self.state, self.cauldron
        colour = chip.ingredient
        value = chip.value or 1
        rule = own if own is not None else self.actions.get(colour)
        if isinstance(rule, OwnDistance):
            total, why = rule.distance(cauldron.contents())
            if parts is not None:
                parts.append(Part(total, book_of(state, colour).clause_id, why))
        else:
            total = value
            if parts is not None:
                parts.append(Part(value, _VALUE_CLAUSE, f"waarde {value}"))
        red = self.red
        if colour is Ingredient.RED:
            if isinstance(red, CountBoost):
                count = cauldron.count(red.colour)
                if extra := red.extra(count):
                    total += extra
                    if parts is not None:
                        reason = dutch.count(count, "pompoen", "pompoenen", one="1")
                        parts.append(Part(extra, _red_clause(state), reason + " al in de ketel"))
            previous = self.previous
            if isinstance(red, AddPreviousWhite) and previous and previous.is_white:
                total += previous.value or 0
                if parts is not None:
                    reason = f"vlak ervoor ligt {previous.dutch()}"
                    parts.append(Part(previous.value or 0, _red_clause(state), reason))
        elif colour is Ingredient.WHITE:
            if (
                chip.value == 1
                and isinstance(red, WhiteOnesMoveTwo)
                and cauldron.count(Ingredient.RED)
            ):
                total += 1
                if parts is not None:
                    reason = "er ligt al een vliegenzwam: een wit 1-fiche gaat 2 ver"
                    parts.append(Part(1, _red_clause(state), reason))
        elif colour is Ingredient.YELLOW:
            yellow = self.yellow
            if isinstance(yellow, NthBonus):
                nth = cauldron.count(Ingredient.YELLOW)
                if nth < len(yellow.bonuses):
                    total += yellow.bonuses[nth]
                    if parts is not None:
                        reason = f"je {dutch.ordinal(nth + 1)} alruinwortel deze ronde"
                        clause_id = book_of(state, colour).clause_id
                        parts.append(Part(yellow.bonuses[nth], clause_id, reason))
        effect = self.effect
        if isinstance(effect, ColourMoves) and colour is effect.colour:
            total += effect.extra
            if parts is not None:
                card = f"kwakzalvers.kaart.{state.card}"
                parts.append(Part(effect.extra, card, "de kaart van deze ronde"))
        if self.player.double:
            whole = state.setup.yellow_double is YellowDouble.WHOLE_STEP
            extra = total if whole else value
            total += extra
            if parts is not None:
                reason = "het fiche hiervoor verdubbelt deze stap"
                parts.append(Part(extra, book_of(state, Ingredient.YELLOW).clause_id, reason))
        return total


_VALUE_CLAUSE: Final = "kwakzalvers.brouwen.plaatsen"

_PLAIN: dict[int, tuple[dict[Ingredient, Effect], frozenset[Ingredient]]] = {}
"""``_plain_colours`` by the id of a setup's book actions (with them, so the id stays theirs;
emptied when it holds ``_PLAIN_KEPT`` setups, so a process that makes many keeps few)."""
_PLAIN_KEPT = 64


def _plain_colours(actions: dict[Ingredient, Effect]) -> frozenset[Ingredient]:
    """The colours whose chips ``Reach._walk`` moves exactly their value whatever lies in the
    cauldron, under these book actions (before the card and a doubling): no book of their own
    distance, and for red, white and yellow no red or yellow book that changes them. Worked out
    once per setup."""
    known = _PLAIN.get(id(actions))
    if known is not None and known[0] is actions:
        return known[1]
    red, yellow = actions.get(Ingredient.RED), actions.get(Ingredient.YELLOW)
    moved = set()
    if isinstance(red, CountBoost | AddPreviousWhite):
        moved.add(Ingredient.RED)
    if isinstance(red, WhiteOnesMoveTwo):
        moved.add(Ingredient.WHITE)
    if isinstance(yellow, NthBonus):
        moved.add(Ingredient.YELLOW)
    plain = frozenset(
        colour
        for colour in Ingredient
        if colour not in moved and not isinstance(actions.get(colour), OwnDistance)
    )
    if len(_PLAIN) >= _PLAIN_KEPT:
        _PLAIN.clear()
    _PLAIN[id(actions)] = (actions, plain)
    return plain


def _red_clause(state: GameState) -> str:
    return book_of(state, Ingredient.RED).clause_id


def _distance(state: GameState, player: Player, chip: Chip) -> int:
    """How far a chip goes: its value, changed by the books and the card in play (the parts of
    ``distance_parts`` added up, walked without their words)."""
    return Reach(state, player).distance(chip)


_W1 = Chip.parse("W1")


def distance_of(state: GameState, seat: int, chip: Chip) -> int:
    """How far ``chip`` would go if ``seat`` drew it now (books and card included)."""
    return _distance(state, state.players[seat], chip)


def distances(state: GameState, seat: int) -> Reach:
    """How far each chip would go if ``seat`` drew it now (``Reach.distance``; the same as
    ``distance_of`` chip by chip, with the books and the card read once)."""
    return Reach(state, state.players[seat])


def events_of(state: GameState) -> Events:
    """The rules the expansions switched on attach to the named moments (``table.EVENT_NAMES``;
    none in the base game)."""
    return state.setup.events


def place_drawn(state: GameState, seat: int, chip: Chip, distance: int | None = None) -> GameState:
    """Place a chip just drawn, as ``_place`` does, then ask what the expansions attach to the
    moment ``na-plaatsen``. ``distance`` replaces the ordinary distance when an expansion's rule
    moves the chip elsewhere (the rest, exploding and the books' actions, goes as usual)."""
    before = state.players[seat].cauldron
    state = _place(state, seat, chip, distance=distance)
    if len(state.players[seat].cauldron) == len(before):
        return state  # set beside the cauldron: not placed (yet)
    tasks = tuple(events_of(state).gather("na-plaatsen", state, seat, chip, before))
    return push_task(state, seat, *tasks, front=True) if tasks else state


def drawn_to_cauldron(state: GameState, seat: int, chip: Chip) -> GameState:
    """A drawn chip (from the bag, or picked after a blue draw) goes to the cauldron: first the
    expansions may ask about it at the moment ``voor-plaatsen`` (it waits in the hand)."""
    asked = events_of(state).first("voor-plaatsen", state, seat, chip)
    if asked is not None:
        state = state.with_player(seat, hand=state.players[seat].hand.add(chip))
        return push_task(state, seat, asked, front=True)
    return place_drawn(state, seat, chip)


def give_chip(state: GameState, seat: int, chip: Chip) -> GameState:
    """A chip from the box into a player's bag (nothing when the box has none left)."""
    return chip_to_bag(state, seat, chip, any_book=True)


def push_tasks(state: GameState, seat: int, *tasks: Task) -> GameState:
    """Ask ``seat`` these tasks before anything else it still has to do."""
    return push_task(state, seat, *tasks, front=True)


def _place(
    state: GameState, seat: int, chip: Chip, *, acts: bool = True, distance: int | None = None
) -> GameState:
    """Put a drawn chip in the cauldron (or beside it), with everything that follows at once."""
    player = state.players[seat]
    effect = action_of(state, chip.ingredient) if acts else None
    if isinstance(effect, SetAside):
        return state.with_player(seat, aside=player.aside.add(chip))
    if distance is None:
        distance = _distance(state, player, chip) if acts else (chip.value or 1)
    cauldron = player.cauldron.place(chip, distance)
    protected_now = player.window > 0
    state = state.with_player(
        seat,
        cauldron=cauldron,
        double=False,
        window=max(player.window - 1, 0),
    )
    if not acts:
        return state
    state = _explode_if_needed(state, seat, protected_now)
    return _after_placing(state, seat, chip, effect)


def _explode_if_needed(state: GameState, seat: int, protected: bool) -> GameState:
    player = state.players[seat]
    if player.cauldron.white_total() <= explosion_limit(state, player):
        return state
    if not events_of(state).every("mag-ontploffen", state, seat):
        return state
    happened(Exploded, seat, player.cauldron.white_total(), explosion_limit(state, player))
    state = state.with_player(seat, exploded=True, stopped=True, protected=protected)
    return after_stopping(state, seat)


def _after_placing(state: GameState, seat: int, chip: Chip, effect: Effect | None) -> GameState:
    """The chip actions that act at once (blue, red, yellow books), then cards B8 and B11."""
    player = state.players[seat]
    cauldron = player.cauldron
    index = len(cauldron) - 1
    here = cauldron.chips[index].field
    previous = cauldron.chips[index - 1].chip if index >= 1 else None
    tasks: list[Task] = []
    if isinstance(effect, DrawAndPick) and not player.exploded:
        tasks += [DrawToHand(chip.value or 1, Purpose.PICK), PickFromHand(Purpose.PICK)]
    elif isinstance(effect, ReturnPreviousWhite) and previous is not None and previous.is_white:
        tasks.append(ReturnWhite(index - 1, book_of(state, Ingredient.YELLOW).clause_id))
    elif isinstance(effect, Protect):
        state = state.with_player(seat, window=max(player.window, chip.value or 1))
    elif isinstance(effect, DoubleNext):
        state = state.with_player(seat, double=True)
    elif isinstance(effect, RubyFieldGain) and TRACK[here].ruby:
        points = (chip.value or 0) if effect.points_by_value else 0
        state = give_gain(state, seat, Gain(rubies=effect.rubies, points=points))
    card = card_effect(state)
    if isinstance(card, FirstWhiteBack) and chip.is_white and not player.first_white:
        state = state.with_player(seat, first_white=True)
        if not player.exploded:
            tasks.append(ReturnWhite(index, "kwakzalvers.kaart.B8"))
    second_chance = isinstance(card, SecondChance) and len(cauldron) == card.after
    if second_chance and not player.restarted and not player.exploded:
        tasks.append(RestartChoice())
    return push_task(state, seat, *tasks, front=True) if tasks else state


def after_stopping(state: GameState, seat: int) -> GameState:
    """What a stop (or an explosion) asks: the chips beside the cauldron, card B11; then what
    the expansions ask (the moment ``na-stoppen``)."""
    player = state.players[seat]
    tasks: list[Task] = [AsideChoice(i) for i in reversed(range(len(player.aside)))]
    card = card_effect(state)
    if (
        isinstance(card, SecondChance)
        and player.exploded
        and not player.restarted
        and len(player.cauldron) <= card.after
    ):
        tasks.insert(0, RestartChoice())
    state = push_task(state, seat, *tasks) if tasks else state
    state = events_of(state).fold("na-stoppen", state, seat)  # an expansion's rules
    return state


def _restart(state: GameState, seat: int) -> GameState:
    """Card B11: every chip drawn this round goes back into the bag; brewing starts over."""
    player = state.players[seat]
    bag = player.bag
    for placed in player.cauldron.chips:
        bag = bag.add(placed.chip)
    for chip in player.hand:
        bag = bag.add(chip)
    return state.with_player(
        seat,
        bag=bag,
        cauldron=player.cauldron.emptied(),
        hand=Chips(),
        stopped=False,
        exploded=False,
        protected=False,
        window=0,
        double=False,
        drawn=0,
        restarted=True,
        todo=tuple(t for t in player.todo if not isinstance(t, AsideChoice | RestartChoice)),
    )


def return_to_bag(state: GameState, seat: int, index: int) -> GameState:
    player = state.players[seat]
    chip = player.cauldron.chips[index].chip
    return state.with_player(
        seat, cauldron=player.cauldron.without(index), bag=player.bag.add(chip)
    )


# -- the interpreter: applying effects handed out as tasks ----------------------------------------


def _resolve(state: GameState, seat: int, task: Apply) -> GameState:
    """Apply an effect that needs no choice (choices go through ``options_of``): the function the
    game's registry holds for the effect's type."""
    effect = task.effect
    return effects_of(state).resolve.handler(effect)(state, seat, effect, task.source)


def _remove_white(state: GameState, seat: int, effect: RemoveWhite, source: str) -> GameState:
    player = state.players[seat]
    white = Chip(Ingredient.WHITE, effect.value)
    if white not in player.bag:
        return state
    state = evolve(state, supply=state.supply.add(white))
    return state.with_player(seat, bag=player.bag.remove(white))


def _points_per_rat(state: GameState, seat: int, effect: PointsPerRat, source: str) -> GameState:
    """The points come in step 2, once the tails are counted."""
    return state.with_player(seat, rat_points=True)


def _draw_to_trade_up(state: GameState, seat: int, effect: TradeUp, source: str) -> GameState:
    return push_task(
        state, seat, DrawToHand(effect.draw, Purpose.TRADE_UP), PickFromHand(Purpose.TRADE_UP)
    )


def _last_two(state: GameState, seat: int, effect: LastTwo, source: str) -> GameState:
    chips = state.players[seat].cauldron.chips[-2:]
    rewards = [
        reward
        for placed in chips
        if placed.chip.ingredient is Ingredient.GREEN
        and (reward := effect.reward_for(placed.chip.value)) is not None
    ]
    return push_task(state, seat, *(Apply(r, source) for r in rewards), front=True)


def _seven_whites_push(
    state: GameState, seat: int, effect: SevenWhitesPush, source: str
) -> GameState:
    player = state.players[seat]
    cauldron = player.cauldron
    if cauldron.white_total() != EXPLOSION_LIMIT or not cauldron.chips:
        return state
    push = sum(p.chip.value or 0 for p in cauldron.chips if p.chip.ingredient is Ingredient.GREEN)
    last = cauldron.chips[-1]
    moved = replace(last, field=min(last.field + push, LAST_CHIP_FIELD))
    cauldron = replace(cauldron, chips=(*cauldron.chips[:-1], moved))
    return state.with_player(seat, cauldron=cauldron, scoring=cauldron.scoring_field)


def purple_field_points(state: GameState, seat: int, effect: PointsByField) -> Explained[int]:
    """Purple set 3 for ``seat``: the points of its purple chips by the number of their fields,
    and why: each chip's field and number (the book's clause), then which number counts (the
    choice ``paars3-veld``). The engine gives the value; the explanation of a game
    (``rulings.explain``) says the steps."""
    printed = state.setup.purple_field is PurpleField.PRINTED
    items, total = [], 0
    for spot in state.players[seat].cauldron.chips:
        if spot.chip.ingredient is Ingredient.PURPLE:
            number = TRACK[spot.field].coins if printed else spot.field
            total += effect.points(number)
            items.append(
                f"op veld {spot.field} (getal {number}): {dutch.points(effect.points(number))}"
            )
    name = seat_name(seat)
    rule = state.setup.purple_field
    how = (
        "het gedrukte getal van het veld telt"
        if printed
        else "de plaats in de ketel telt, geteld vanaf veld 0"
    )
    purples = dutch.count(len(items), "geestenadem", "geestenadems", one="1")
    return Explained.of(
        total,
        (
            book_of(state, Ingredient.PURPLE).clause_id,
            f"de geestenadems van {name}: " + dutch.listing(items),
        ),
        (
            "kwakzalvers.keuze.paars3",
            f"{how} (keuze '{rule.value.replace('-', ' ')}'); {name} heeft {purples}",
        ),
    )


def _points_by_field(state: GameState, seat: int, effect: PointsByField, source: str) -> GameState:
    return give_gain(state, seat, Gain(points=purple_field_points(state, seat, effect).value))


def black_book(state: GameState, seat: int) -> Explained[Gain]:
    """The black book for ``seat`` in this state: what it gives, and why (``BlackBook.reward``
    with the black chips of the cauldrons it compares; the ruling asks the same function)."""
    players = state.players
    mine = players[seat].cauldron.count(Ingredient.BLACK)
    literal = state.setup.black_tie is BlackTie.LITERAL
    if len(players) == 2:
        theirs = players[1 - seat].cauldron.count(Ingredient.BLACK)
        return BlackBook().reward(mine, theirs, literal_tie=literal)
    left = players[state.left_of(seat)].cauldron.count(Ingredient.BLACK)
    right = players[state.right_of(seat)].cauldron.count(Ingredient.BLACK)
    return BlackBook().reward(mine, left, right, literal_tie=literal)


def _black_book(state: GameState, seat: int, effect: BlackBook, source: str) -> GameState:
    gain = black_book(state, seat).value
    return give_gain(state, seat, gain) if gain.droplet or gain.rubies else state


# -- the interpreter: a card turned, for the whole table ------------------------------------------


def table_effect(state: GameState, effect: Effect, source: str) -> GameState:
    """A card's effect for the whole table when the card is turned: the function the game's
    registry holds for the effect's type (each player's part in seat order)."""
    return effects_of(state).at_turning.handler(effect)(state, effect, source)


def _everyone(state: GameState, effect: Everyone, source: str) -> GameState:
    """Every player gets the effect, in seat order; an effect that holds for this round is
    asked later, where its rule applies (De Alchemisten's P5 and P9 in the rats phase)."""
    if effect.effect.timing is Timing.THIS_ROUND:
        return state
    for seat in state.seats:
        state = push_task(state, seat, Apply(effect.effect, source))
    return state


def _fewest(state: GameState, effect: Fewest, source: str) -> GameState:
    values = [p.rubies if effect.measure == "robijnen" else p.score for p in state.players]
    fewest = min(values)
    for seat in state.seats:
        if values[seat] == fewest:
            state = push_task(state, seat, Apply(effect.gain, source))
    return state


def _lowest_sum(state: GameState, effect: LowestSum, source: str) -> GameState:
    for seat in state.seats:
        state = push_task(state, seat, DrawToHand(effect.draw, Purpose.LOWEST_SUM))
    return evolve(state, todo=(LowestSumReward(effect), *state.todo))


def acts_later(state: GameState, effect: Effect, source: str) -> GameState:
    """A card for this round (the blue cards, the rat cards) does nothing when it is turned: it
    acts later, where its rule applies."""
    return state


def _lowest_sum_reward(state: GameState, effect: LowestSum) -> GameState:
    sums = [sum(chip.value or 0 for chip in p.hand) for p in state.players]
    lowest = min(sums)
    for seat in state.seats:
        state = _hand_back(state, seat)
        reward = effect.lowest if sums[seat] == lowest else effect.others
        state = push_task(state, seat, Apply(reward, "kwakzalvers.kaart.P13"))
    return state


def _hand_back(state: GameState, seat: int) -> GameState:
    player = state.players[seat]
    return state.with_player(seat, bag=player.bag.merge(Bag.of(player.hand)), hand=Chips())


# -- choices: what a task offers ------------------------------------------------------------------


def offers(state: GameState, seat: int) -> list[Option]:
    """What the game asks of ``seat`` now, as options in the order of ``Choose`` actions (empty
    when the player is free to brew or has nothing to decide)."""
    task = state.players[seat].task
    if task is None or isinstance(task, Shop | TurnCard | LowestSumReward | DrawToPlace):
        return []
    if isinstance(task, ChanceTask):
        return []
    if isinstance(task, DrawToHand | Roll):
        return []
    return options_of(state, seat, task)


def options_of(state: GameState, seat: int, task: Task) -> list[Option]:
    """The choices a task offers, each with what choosing it does (the task already removed):
    asked of the task's rule in ``TASK_RULES`` (a ``ChoiceTask`` lists its own). Worked out
    once per state, seat and task (listing the legal actions, a computer's choice and applying
    it all ask): the caller must not change the list."""
    memory = state.remembered
    known: dict[int, tuple[Task, list[Option]]] | None = memory.get(_OPTIONS)
    if known is None:
        known = memory[_OPTIONS] = {}
    found = known.get(seat)
    if found is None or found[0] is not task:
        found = known[seat] = (task, task_options(TASK_RULES, state, seat, task))
    return found[1]


_OPTIONS: Final = "kwakzalvers.keuzes"
"""The key under which a state remembers the options of a seat's task (``options_of``)."""


def _return_white_options(state: GameState, seat: int, task: ReturnWhite) -> list[Option]:
    chip = state.players[seat].cauldron.chips[task.index].chip
    return [
        Option(
            "terug", f"doe {chip} terug in je buidel", lambda s: return_to_bag(s, seat, task.index)
        ),
        Option("laten", f"laat {chip} liggen", lambda s: s),
    ]


def _restart_options(state: GameState, seat: int, task: RestartChoice) -> list[Option]:
    return [
        Option("doorgaan", "ga door met deze ketel", lambda s: s),
        Option(
            "opnieuw",
            "begin opnieuw: alle getrokken fiches terug in je buidel",
            lambda s: _restart(s, seat),
        ),
    ]


def _scoring_options(state: GameState, seat: int, task: ScoringChoice) -> list[Option]:
    field = TRACK[state.players[seat].scoring]
    points_label = f"stap D: {dutch.points(field.points)}"
    if state.round == LAST_ROUND:
        coins_label = f"geld omzetten: {field.coins // COINS_PER_POINT} punten"
    else:
        coins_label = f"stap E: voor {field.coins} geld kopen"
    return [
        Option("punten", points_label, lambda s: _score_points(s, seat, buys=False)),
        Option("munten", coins_label, lambda s: s.with_player(seat, buys=True)),
    ]


def _droplet_options(state: GameState, seat: int, task: DropletStep) -> list[Option]:
    return [
        Option("druppel", "zet je druppel één veld vooruit", lambda s: _move_droplet(s, seat)),
        Option(
            "reageerbuis",
            "zet de druppel in je reageerbuis één glas verder",
            lambda s: _move_tube(s, seat),
        ),
    ]


def _effect_options(state: GameState, seat: int, task: Apply) -> list[Option]:
    """What an effect that asks a choice offers: the function the game's registry holds for
    the effect's type (``CHOICE_EFFECTS``)."""
    effect = task.effect
    return effects_of(state).options.handler(effect)(state, seat, effect, task.source)


def _then(seat: int, follow: Effect, source: str) -> Callable[[GameState], GameState]:
    return lambda s: push_task(s, seat, Apply(follow, source), front=True)


def _choose_one_options(
    state: GameState, seat: int, effect: ChooseOne, source: str
) -> list[Option]:
    options = [
        Option(f"optie:{i + 1}", o.dutch(), _then(seat, o, source), o)
        for i, o in enumerate(effect.options)
        if _possible(state, seat, o, source)
    ]
    if effect.optional or not options:
        options.append(Option("niets", "niets", lambda s: s))
    return options


def _any_chip_options(state: GameState, seat: int, effect: AnyChip, source: str) -> list[Option]:
    chips = [
        chip
        for chip in KINDS
        if chip.value in effect.values
        and chip.ingredient not in effect.exclude
        and can_take(state, seat, chip)
    ]
    return [
        Option(f"neem:{chip}", f"neem {chip.dutch()}", _take(seat, chip), Gain(chips=(chip,)))
        for chip in chips
    ]


def _pay_rubies_options(
    state: GameState, seat: int, effect: PayRubies, source: str
) -> list[Option]:
    if state.players[seat].rubies < effect.rubies or not _possible(state, seat, effect.reward):
        return []
    pay = Gain(rubies=-effect.rubies)
    reward = Apply(effect.reward, source)
    return [
        Option(
            "betaal",
            f"betaal {dutch.rubies(effect.rubies)}: {effect.reward.dutch()}",
            lambda s: push_task(give_gain(s, seat, pay), seat, reward, front=True),
            effect.reward,
        ),
        Option("niet", "niet betalen", lambda s: s),
    ]


def _count_tiers_options(
    state: GameState, seat: int, effect: CountTiers, source: str
) -> list[Option]:
    count = state.players[seat].cauldron.count(Ingredient.PURPLE)
    tiers = [(least, gain) for least, gain in effect.tiers if count >= least]
    if not tiers:
        return []
    options = [
        Option(f"trede:{least}", f"rij {least}: {gain.dutch()}", _then(seat, gain, source), gain)
        for least, gain in tiers
    ]
    return [*reversed(options), Option("niets", "niets", lambda s: s)]


def _trade_in_options(state: GameState, seat: int, effect: TradeIn, source: str) -> list[Option]:
    count = state.players[seat].cauldron.count(Ingredient.PURPLE)
    tiers = [(least, gain) for least, gain in effect.tiers if count >= least]
    if not tiers:
        return []
    options = [
        Option(
            f"inleveren:{least}",
            f"lever {least} in: {gain.dutch()}",
            _trade_in(seat, least, gain, source),
            gain,
        )
        for least, gain in tiers
    ]
    return [*reversed(options), Option("niets", "niets inleveren", lambda s: s)]


def _rats_options(state: GameState, seat: int, effect: RatsForRubies, source: str) -> list[Option]:
    tails = state.players[seat].rats
    if not tails:
        return []

    def trade(n: int) -> Callable[[GameState], GameState]:
        def apply(s: GameState) -> GameState:
            p = s.players[seat]
            if n:
                happened(RatTails, seat, -n, clause_id=source)
                happened(Rubies, seat, n, p.rubies + n, clause_id=source)
            return s.with_player(seat, rats=p.rats - n, rubies=p.rubies + n)

        return apply

    counted = dutch.count(tails, "rattenstaart", "rattenstaarten", one="1")
    options = [Option("ratten:0", f"gebruik je rattensteen gewoon ({counted})", lambda s: s)]
    for n in range(1, min(tails, effect.most) + 1):
        label = dutch.count(n, "rattenstaart", "rattenstaarten", one="1")
        options.append(
            Option(
                f"ratten:{n}",
                f"laat {label} liggen en neem {dutch.rubies(n)}",
                trade(n),
                Gain(rubies=n),
            )
        )
    return options


def _any_book(state: GameState, source: str) -> bool:
    return state.setup.green_two_closed and source == "kwakzalvers.boek.groen.2"


def _possible(state: GameState, seat: int, effect: Effect, source: str = "") -> bool:
    """Can this effect give anything now? (A chip the box no longer has, or from a closed book,
    cannot be taken.)"""
    if isinstance(effect, Gain) and effect.chips:
        any_book = _any_book(state, source)
        return all(can_take(state, seat, chip, any_book=any_book) for chip in effect.chips)
    if isinstance(effect, RemoveWhite):
        return Chip(Ingredient.WHITE, effect.value) in state.players[seat].bag
    if isinstance(effect, AnyChip | ChooseOne | PayRubies):
        return bool(_effect_options(state, seat, Apply(effect)))
    return True


def _take(seat: int, chip: Chip) -> Callable[[GameState], GameState]:
    return lambda s: chip_to_bag(s, seat, chip)


def _trade_in(
    seat: int, number: int, gain: Effect, source: str
) -> Callable[[GameState], GameState]:
    def trade(state: GameState) -> GameState:
        player = state.players[seat]
        cauldron = player.cauldron
        given = 0
        supply = state.supply
        for index in reversed(range(len(cauldron))):
            if given < number and cauldron.chips[index].chip.ingredient is Ingredient.PURPLE:
                supply = supply.add(cauldron.chips[index].chip)
                cauldron = cauldron.without(index)
                given += 1
        state = evolve(state, supply=supply).with_player(seat, cauldron=cauldron)
        return push_task(state, seat, Apply(gain, source), front=True)

    return trade


def _upgrade_options(state: GameState, seat: int, effect: Upgrade, source: str) -> list[Option]:
    player = state.players[seat]
    count = player.cauldron.count(Ingredient.PURPLE)
    options: list[Option] = []
    seen: set[tuple[Chip, Chip]] = set()
    for least, low, high in sorted(effect.tiers, reverse=True):
        if count < least:
            continue
        for index, placed in enumerate(player.cauldron.chips):
            chip = placed.chip
            if chip.value != low or chip.ingredient in (Ingredient.WHITE, Ingredient.ORANGE):
                continue
            if high not in chip.ingredient.values:
                continue
            target = Chip(chip.ingredient, high)
            if state.supply.count(target) == 0 or (chip, target) in seen:
                continue
            seen.add((chip, target))
            options.append(
                Option(
                    f"ruil:{chip}>{target}",
                    f"ruil {chip} voor {target}",
                    swap_into_bag(seat, index, target),
                )
            )
    return [*options, Option("niets", "niet ruilen", lambda s: s)] if options else []


def swap_into_bag(seat: int, index: int, target: Chip) -> Callable[[GameState], GameState]:
    """A swap as an option's ``apply``: the chip at ``index`` of the seat's cauldron goes back to
    the supply and ``target`` from the supply into the bag (purple 2's trade, Kippenogen's swap)."""

    def swap(state: GameState) -> GameState:
        player = state.players[seat]
        old = player.cauldron.chips[index].chip
        state = evolve(state, supply=state.supply.add(old).remove(target))
        return state.with_player(
            seat, cauldron=player.cauldron.without(index), bag=player.bag.add(target)
        )

    return swap


def _hand_options(state: GameState, seat: int, purpose: Purpose) -> list[Option]:
    player = state.players[seat]
    kinds = Bag.of(player.hand).kinds()
    if purpose is Purpose.PICK:
        return [
            *(
                Option(f"leg:{chip}", f"leg {chip} in je ketel", _pick_and_place(seat, chip))
                for chip, _ in kinds
            ),
            Option("geen", "leg er geen in je ketel", lambda s: _hand_back(s, seat)),
        ]
    if purpose is Purpose.TRADE_UP:
        upgrades = [
            (chip, target)
            for chip, _ in kinds
            if (target := _next_higher(chip)) is not None and can_buy(state, target)
        ]
        if not upgrades:
            return []
        return [
            *(
                Option(
                    f"ruil:{chip}>{target}",
                    f"ruil {chip} voor {target}",
                    _trade_up(seat, chip, target),
                )
                for chip, target in upgrades
            ),
            Option("niets", "niet ruilen", lambda s: _hand_back(s, seat)),
        ]
    if purpose is Purpose.STRONG:
        options: list[Option] = [
            Option(
                f"leg:{chip}", f"leg {chip} in je ketel (zonder actie)", _strong_place(seat, chip)
            )
            for chip, _ in kinds
        ]
        effect = card_effect(state)
        limit = effect.draw if isinstance(effect, StrongIngredient) else 0
        if len(player.hand) < limit and player.bag:
            options.append(
                Option(
                    "trek",
                    "trek nog een fiche",
                    lambda s: push_task(
                        s,
                        seat,
                        DrawToHand(1, Purpose.STRONG),
                        PickFromHand(Purpose.STRONG),
                        front=True,
                    ),
                )
            )
        options.append(Option("geen", "leg er geen in je ketel", lambda s: _hand_back(s, seat)))
        return options
    raise ValueError(f"no choice for {purpose}")


def _next_higher(chip: Chip) -> Chip | None:
    values = chip.ingredient.values
    if chip.value is None or chip.ingredient in (Ingredient.WHITE, Ingredient.ORANGE):
        return None
    higher = [v for v in values if v > chip.value]
    return Chip(chip.ingredient, higher[0]) if higher else None


def _pick_and_place(seat: int, chip: Chip) -> Callable[[GameState], GameState]:
    def pick(state: GameState) -> GameState:
        player = state.players[seat]
        state = state.with_player(seat, hand=Chips(tuple(player.hand)).remove_at(
            tuple(player.hand).index(chip)))  # fmt: skip
        state = _hand_back(state, seat)
        return drawn_to_cauldron(state, seat, chip)

    return pick


def _trade_up(seat: int, chip: Chip, target: Chip) -> Callable[[GameState], GameState]:
    def trade(state: GameState) -> GameState:
        player = state.players[seat]
        hand = list(player.hand)
        hand[hand.index(chip)] = target
        state = evolve(state, supply=state.supply.add(chip).remove(target))
        state = state.with_player(seat, hand=Chips(tuple(hand)))
        return _hand_back(state, seat)

    return trade


def _strong_place(seat: int, chip: Chip) -> Callable[[GameState], GameState]:
    def place(state: GameState) -> GameState:
        player = state.players[seat]
        hand = list(player.hand)
        hand.remove(chip)
        state = state.with_player(seat, hand=Chips(tuple(hand)))
        state = _hand_back(state, seat)
        return _place(state, seat, chip, acts=False)

    return place


def _aside_options(state: GameState, seat: int, index: int) -> list[Option]:
    player = state.players[seat]
    chip = player.aside[index]

    def without(s: GameState) -> Chips:
        return s.players[seat].aside.remove_at(index)

    def place(s: GameState) -> GameState:
        s = s.with_player(seat, aside=without(s))
        p = s.players[seat]
        return s.with_player(
            seat, cauldron=p.cauldron.place(chip, _distance(s, p, chip)), double=False
        )

    def bag(s: GameState) -> GameState:
        return s.with_player(seat, aside=without(s), bag=s.players[seat].bag.add(chip))

    return [
        Option("leggen", f"leg {chip} achter je laatste fiche", place),
        Option("bewaren", f"bewaar {chip} naast je ketel", lambda s: s),
        Option("buidel", f"doe {chip} terug in je buidel", bag),
    ]


def _ruby_options(state: GameState, seat: int) -> list[Option]:
    player = state.players[seat]
    if player.rubies < RUBY_PRICE:
        return []
    again = SpendRubies()

    def pay(s: GameState) -> GameState:
        now = s.players[seat].rubies - RUBY_PRICE
        happened(Rubies, seat, -RUBY_PRICE, now, clause_id="kwakzalvers.puntentelling.f")
        return s.with_player(seat, rubies=now)

    def spend(then: Callable[[GameState], GameState]) -> Callable[[GameState], GameState]:
        return lambda s: push_task(then(pay(s)), seat, again, front=True)

    if state.round == LAST_ROUND:
        point = spend(lambda s: give_gain(s, seat, Gain(points=1)))
        return [
            Option("punt", "koop 1 overwinningspunt voor 2 robijnen", point, Gain(points=1)),
            Option("klaar", "klaar", lambda s: s),
        ]
    options = [
        Option(
            "druppel",
            "zet je druppel één veld vooruit (2 robijnen)",
            spend(lambda s: push_task(s, seat, DropletStep(), front=True)),
            Gain(droplet=1),
        )
    ]
    if not player.flask:
        options.append(
            Option(
                "fles",
                "vul je fles (2 robijnen)",
                spend(lambda s: s.with_player(seat, flask=True)),
                Gain(flask=True),
            )
        )
    options.append(Option("klaar", "klaar", lambda s: s))
    return options


def _score_points(state: GameState, seat: int, *, buys: bool) -> GameState:
    player = state.players[seat]
    points = TRACK[player.scoring].points
    if points:
        happened(
            Scored, seat, points, player.score + points, clause_id="kwakzalvers.puntentelling.d"
        )
    return state.with_player(seat, score=player.score + points, buys=buys)


# -- the registries: one function per effect type -------------------------------------------------


Offerer = Callable[[GameState, int, Any, str], list[Option]]
"""What an effect that asks a choice offers: ``(state, seat, effect, source)``."""


class Interpreter(NamedTuple):
    """The effect registries a game uses: ``resolve`` for effects handed out to a seat as a
    task, ``at_turning`` for a card's effect when the card is turned, ``options`` for the base
    game's effects that ask a choice (``CHOICE_EFFECTS``; an expansion's effect asks its choice
    through a ``ChoiceTask`` that its ``resolve`` rule pushes)."""

    resolve: EffectRegistry[Resolver]
    at_turning: EffectRegistry[Turner]
    options: EffectRegistry[Offerer]

    def extended(self, rules: EffectRules) -> Interpreter:
        """These registries with an expansion's registrations added (none may repeat one)."""
        return Interpreter(
            self.resolve.extended(rules.resolve),
            self.at_turning.extended(rules.at_turning),
            self.options,
        )


BASE_EFFECTS = Interpreter(
    EffectRegistry(
        "effects handed out as tasks",
        {
            Gain: give_gain,
            RemoveWhite: _remove_white,
            PointsPerRat: _points_per_rat,
            TradeUp: _draw_to_trade_up,
            LastTwo: _last_two,
            SevenWhitesPush: _seven_whites_push,
            PointsByField: _points_by_field,
            BlackBook: _black_book,
        },
    ),
    EffectRegistry(
        "card effects when the card is turned",
        {
            Everyone: _everyone,
            Fewest: _fewest,
            LowestSum: _lowest_sum,
            **dict.fromkeys(
                (
                    RatsTimes,
                    RatsForRubies,
                    RollsTimes,
                    ColourMoves,
                    RubyFieldBonus,
                    FreeRefill,
                    SevenWhitesDroplet,
                    LimitIs,
                    FirstWhiteBack,
                    StrongIngredient,
                    ExplosionGift,
                    SecondChance,
                ),
                acts_later,
            ),
        },
    ),
    EffectRegistry(
        "choices inside effects",
        {
            ChooseOne: _choose_one_options,
            AnyChip: _any_chip_options,
            PayRubies: _pay_rubies_options,
            CountTiers: _count_tiers_options,
            TradeIn: _trade_in_options,
            Upgrade: _upgrade_options,
            RatsForRubies: _rats_options,
        },
    ),
)
"""The base game's effect registries: every effect of its books and cards."""


def effects_of(state: GameState) -> Interpreter:
    """The effect registries of this game: the base game's, with the registrations of the
    expansions switched on."""
    extras = state.setup.extras
    return _interpreter(*map(type, extras)) if extras else BASE_EFFECTS


@functools.cache
def _interpreter(*expansions: type[ExpansionSetup]) -> Interpreter:
    """Built once per set of expansions: asked for every effect applied, the registries are
    looked up by the expansions' types (hashing a whole setup took longer than applying)."""
    interpreter = BASE_EFFECTS
    for expansion in expansions:
        interpreter = interpreter.extended(expansion.effect_rules())
    return interpreter


# -- buying ---------------------------------------------------------------------------------------


def buy_options(state: GameState, coins: int) -> list[tuple[Chip, ...]]:
    """Everything ``coins`` can buy now: nothing, one chip, or two chips of different colours;
    each chip from an open book and still in the box."""
    singles = _affordable(state, coins)
    options: list[tuple[Chip, ...]] = [(), *((chip,) for chip, _ in singles)]
    for i, (first, first_price) in enumerate(singles):
        for second, second_price in singles[i + 1 :]:
            if first.ingredient is not second.ingredient and first_price + second_price <= coins:
                options.append((first, second))
    return options


def _affordable(state: GameState, coins: int) -> list[tuple[Chip, int]]:
    supply = state.supply.counts
    return [
        (chip, cost)
        for index, chip, cost in state.setup.shop
        if cost <= coins and supply[index] and book_is_open(state, chip.ingredient)
    ]


def check_buy(state: GameState, coins: int, chips: tuple[Chip, ...]) -> None:
    clause = "kwakzalvers.puntentelling.e"
    if len(chips) > 2:
        raise IllegalActionError(clause, "Je koopt hoogstens twee fiches per ronde.")
    if len(chips) == 2 and chips[0].ingredient is chips[1].ingredient:
        raise IllegalActionError(
            clause, f"Twee fiches koop je in twee verschillende kleuren, niet twee keer "
            f"{chips[0].ingredient.colour}."
        )  # fmt: skip
    for chip in chips:
        if chip.ingredient is Ingredient.WHITE:
            raise IllegalActionError(clause, "Witte fiches (knalerwten) kun je niet kopen.")
        if not book_is_open(state, chip.ingredient):
            round_clause = (
                "kwakzalvers.ronde2"
                if chip.ingredient is Ingredient.YELLOW
                else "kwakzalvers.ronde3"
            )
            raise IllegalActionError(
                round_clause,
                f"Het {dutch.inflected(chip.ingredient.colour)} boek ligt in ronde "
                f"{state.round} nog dicht: {chip} kun je nog niet kopen.",
            )
        if not can_buy(state, chip):
            raise IllegalActionError(
                "kwakzalvers.voorraad", f"De doos heeft geen {chip} meer: dat fiche is uitverkocht."
            )
    total = sum(price(state, chip) for chip in chips)
    if total > coins:
        prices = " + ".join(str(price(state, c)) for c in chips)
        cost = f"{prices} = {total}" if len(chips) > 1 else str(total)
        raise NotEnoughError(clause, f"{Chips(chips)} kost {cost} geld; je hebt er {coins}.")


# -- the game -------------------------------------------------------------------------------------


def draw_outcomes(state: GameState, seat: int) -> list[tuple[Action, Fraction]]:
    """One chip drawn blind from the seat's bag: each kind with its exact probability (the
    chance step of every draw, also the expansions' draws outside brewing)."""
    bag = state.players[seat].bag
    return [(DrawnChip(CHANCE, seat, chip), Fraction(n, len(bag))) for chip, n in bag.kinds()]


# -- the task rules: how the runner works each task of the base game -------------------------------


def _skip_empty_draw(
    state: GameState, seat: int, task: DrawToPlace | DrawToHand
) -> GameState | None:
    """A draw from an empty bag is skipped: there is nothing to draw."""
    return pop_task(state, seat) if not state.players[seat].bag else None


def _auto_apply(state: GameState, seat: int, task: Apply) -> GameState | None:
    """An effect that gives something applies at once; a choice with at most one possibility
    is no choice."""
    if not isinstance(task.effect, CHOICE_EFFECTS):
        return _resolve(pop_task(state, seat), seat, task)
    options = options_of(state, seat, task)
    if len(options) > 1:
        return None
    state = pop_task(state, seat)
    return options[0].apply(state) if options else state


def _auto_droplet(state: GameState, seat: int, task: DropletStep) -> GameState | None:
    """Without the test-tube variant there is only the droplet to move."""
    return None if state.setup.test_tubes else _move_droplet(pop_task(state, seat), seat)


def _auto_pick(state: GameState, seat: int, task: PickFromHand) -> GameState | None:
    """Nothing in the hand to use: the chips go back (card P12 then gives its other reward)."""
    if _hand_options(state, seat, task.purpose):
        return None if state.players[seat].hand else pop_task(state, seat)
    state = pop_task(state, seat)
    if task.purpose is Purpose.TRADE_UP:
        effect = card_effect(state)
        otherwise = effect.effect if isinstance(effect, Everyone) else None
        state = _hand_back(state, seat)
        if isinstance(otherwise, TradeUp):
            return push_task(state, seat, Apply(otherwise.otherwise, "kwakzalvers.kaart.P12"))
    return _hand_back(state, seat)


def _auto_shop(state: GameState, seat: int, task: Shop) -> GameState | None:
    return None if _affordable(state, task.coins) else pop_task(state, seat)


def _auto_rubies(state: GameState, seat: int, task: SpendRubies) -> GameState | None:
    return None if _ruby_options(state, seat) else pop_task(state, seat)


def _auto_gone(state: GameState, seat: int, task: ReturnWhite | AsideChoice) -> GameState | None:
    """The chip the choice was about is no longer there: nothing to choose."""
    return None if _still_valid(state, seat, task) else pop_task(state, seat)


def _auto_lowest_sum(state: GameState, seat: int, task: LowestSumReward) -> GameState:
    return _lowest_sum_reward(evolve(state, todo=state.todo[1:]), task.effect)


def _hand(state: GameState, seat: int, task: PickFromHand) -> list[Option]:
    return _hand_options(state, seat, task.purpose)


def _aside(state: GameState, seat: int, task: AsideChoice) -> list[Option]:
    return _aside_options(state, seat, task.index)


def _rubies(state: GameState, seat: int, task: SpendRubies) -> list[Option]:
    return _ruby_options(state, seat)


def _effects(state: GameState, seat: int, task: Apply) -> list[Option]:
    return _effect_options(state, seat, task)


_CHANCE = TaskKind.CHANCE
_CHOICE = TaskKind.CHOICE
TASK_RULES: dict[type, TaskRule[GameState]] = {
    DrawToPlace: TaskRule(_CHANCE, _skip_empty_draw),
    DrawToHand: TaskRule(_CHANCE, _skip_empty_draw),
    Roll: TaskRule(_CHANCE),
    TurnCard: TaskRule(_CHANCE),
    Apply: TaskRule(_CHOICE, _auto_apply, _effects),
    DropletStep: TaskRule(_CHOICE, _auto_droplet, _droplet_options),
    PickFromHand: TaskRule(_CHOICE, _auto_pick, _hand),
    ReturnWhite: TaskRule(_CHOICE, _auto_gone, _return_white_options),
    AsideChoice: TaskRule(_CHOICE, _auto_gone, _aside),
    RestartChoice: TaskRule(_CHOICE, options=_restart_options),
    ScoringChoice: TaskRule(_CHOICE, options=_scoring_options),
    Shop: TaskRule(_CHOICE, _auto_shop),
    SpendRubies: TaskRule(_CHOICE, _auto_rubies, _rubies),
    LowestSumReward: TaskRule(TaskKind.AUTOMATIC, _auto_lowest_sum),
}
"""What each task of the base game is (a choice, a chance step, or work for nobody), when it
needs nobody, and what it offers. An expansion's tasks are ``ChoiceTask``s and ``ChanceTask``s,
which say these things themselves."""


def _queue(state: GameState, seat: int) -> tuple[runner.Task, ...]:
    return state.todo if seat == TABLE else state.players[seat].todo


def _with_queue(state: GameState, seat: int, tasks: tuple[runner.Task, ...]) -> GameState:
    todo = typing.cast(tuple[Task, ...], tasks)
    return evolve(state, todo=todo) if seat == TABLE else state.with_player(seat, todo=todo)


_QUEUES = "kwakzalvers.taken"
"""Where a state remembers its queues (``_queues``)."""


def _queues(state: GameState) -> tuple[tuple[Task, ...], ...]:
    """Each player's tasks, then the table's (made once per state: the runner reads them
    several times an action)."""
    memory = state.remembered
    found: tuple[tuple[Task, ...], ...] | None = memory.get(_QUEUES)
    if found is None:
        found = memory[_QUEUES] = (*[player.todo for player in state.players], state.todo)
    return found


SEATS: Seats[GameState] = Seats(
    count=lambda state: len(state.players),
    queue=_queue,
    with_queue=_with_queue,
    step=lambda state: state.phase,
    with_step=lambda state, phase: evolve(state, phase=phase),
    origin=lambda state: state.start_player,
    is_over=lambda state: state.over,
    queues=_queues,
)
"""Where a game state keeps what the decision runner reads: each player's tasks and the table's,
the phase, the start player (the origin of every ordered step)."""


def _still_valid(state: GameState, seat: int, task: ReturnWhite | AsideChoice) -> bool:
    player = state.players[seat]
    if isinstance(task, AsideChoice):
        return task.index < len(player.aside)
    chips = player.cauldron.chips
    return task.index < len(chips) and chips[task.index].chip.is_white


def check_setup(setup: Setup, players: range) -> None:
    if isinstance(setup.players, bool) or not isinstance(setup.players, int):
        raise TypeError("the number of players is a whole number")
    if setup.players not in players:
        which = "het basisspel" if players == PLAYERS else "deze uitbreidingen"
        raise RuleError(
            "kwakzalvers.spelers",
            f"Met {which} speel je met {players.start} tot {players.stop - 1} spelers, niet met "
            f"{numeral(setup.players)}.",
        )
    if len(setup.books) != 5 or any(n not in (1, 2, 3, 4) for n in setup.books):
        raise RuleError(
            "kwakzalvers.voorbereiding.boeken",
            "Kies voor groen, blauw, rood, geel en paars elk een set van 1 tot 4.",
        )
    if setup.die not in BONUS_DIE_FACES:
        raise RuleError(
            "kwakzalvers.keuze.dobbelsteen", f"Onbekende bonusdobbelsteen '{setup.die}'."
        )


# -- the phases' own steps (used by ``rulebook.quacks.flow``) -------------------------------------


def begin_round(state: GameState) -> GameState:
    """A new round: this round's things start fresh; in round 6 everyone adds a white 1-chip;
    the table turns a fortune-teller card."""
    players = tuple(
        replace(
            p,
            rats=0,
            drawn=0,
            stopped=False,
            exploded=False,
            protected=False,
            window=0,
            double=False,
            hand=Chips(),
            first_white=False,
            restarted=False,
            rat_points=False,
            scoring=0,
            buys=True,
            cauldron=Cauldron(start=p.droplet),
            todo=(),
        )
        for p in state.players
    )
    state = evolve(state, players=players, card=None, todo=(TurnCard(),))
    if state.round == EXTRA_WHITE_ROUND:
        for seat in state.seats:
            state = chip_to_bag(state, seat, _W1)
    return state


def begin_rats(state: GameState) -> GameState:
    """From round 2: the rat tails between each player and the leader; card P9 lets you trade."""
    effect = card_effect(state)
    counted = {seat: rat_tails(state, seat) for seat in state.seats}
    for seat, tails in counted.items():
        if tails:
            happened(RatTails, seat, tails)
        state = state.with_player(seat, rats=tails)
        if isinstance(effect, RatsForRubies) and tails:
            state = push_task(state, seat, Apply(effect, "kwakzalvers.kaart.P9"))
    for seat, tails in counted.items():  # card P8: a point per tail, after every tail is counted
        if state.players[seat].rat_points and tails:
            state = give_gain(state, seat, Gain(points=tails))
    return state


def begin_brewing(state: GameState) -> GameState:
    """Every cauldron starts from the rat stone (droplet plus rat tails)."""
    for seat in state.seats:
        player = state.players[seat]
        start = min(player.droplet + player.rats, LAST_CHIP_FIELD)
        state = state.with_player(seat, cauldron=Cauldron(start=start))
    return state


def brewing_done(state: GameState) -> bool:
    return all(p.stopped and not p.todo for p in state.players)


def after_brewing_applies(state: GameState) -> bool:
    return isinstance(card_effect(state), StrongIngredient | ExplosionGift)


def begin_after_brewing(state: GameState) -> GameState:
    """Cards B9 and B10, once everyone has stopped."""
    effect = card_effect(state)
    for seat in state.seats:
        player = state.players[seat]
        if isinstance(effect, StrongIngredient) and not player.exploded and player.bag:
            state = push_task(
                state, seat, DrawToHand(1, Purpose.STRONG), PickFromHand(Purpose.STRONG)
            )
        if isinstance(effect, ExplosionGift) and player.exploded:
            state = push_task(
                state, state.left_of(seat), Apply(AnyChip((effect.value,)), "kwakzalvers.kaart.B10")
            )
    return state


def begin_bonus_die(state: GameState) -> GameState:
    """Step A: fix every scoring field; the furthest non-exploded cauldron(s) roll."""
    for seat in state.seats:
        player = state.players[seat]
        state = state.with_player(seat, scoring=player.cauldron.scoring_field)
    effect = card_effect(state)
    times = effect.factor if isinstance(effect, RollsTimes) else 1
    for seat in rollers(state):
        state = push_task(state, seat, Roll(times))
    return state


def begin_chip_actions(state: GameState) -> GameState:
    """Step B: black, then green, then purple, for each player from the start player on."""
    for seat in state.seats:
        cauldron = state.players[seat].cauldron
        tasks: list[Task] = [
            Apply(book_of(state, Ingredient.BLACK).effect, "kwakzalvers.boek.zwart")
        ]
        for colour in (Ingredient.GREEN, Ingredient.PURPLE):
            colour_book = book_of(state, colour)
            if cauldron.count(colour):
                tasks.append(Apply(colour_book.effect, colour_book.clause_id))
        state = push_task(state, seat, *tasks)
    return state


def begin_rubies(state: GameState) -> GameState:
    """Step C: a ruby on the scoring field gives a ruby, exploded or not (cards B3, B4 add)."""
    effect = card_effect(state)
    for seat in state.seats:
        player = state.players[seat]
        if TRACK[player.scoring].ruby:
            state = give_gain(state, seat, Gain(rubies=1))
            if isinstance(effect, RubyFieldBonus):
                state = give_gain(state, seat, effect.gain)
    return state


def begin_points(state: GameState) -> GameState:
    """Step D: points for every cauldron that did not explode (or was protected); an exploded one
    chooses between D and E (in round 9 as the option says)."""
    for seat in state.seats:
        player = state.players[seat]
        if not player.exploded or player.protected:
            state = _score_points(state, seat, buys=True)
        elif (
            state.round == LAST_ROUND
            and state.setup.last_round_exploded is LastRoundExploded.DUTCH_SEED
        ):
            state = _score_points(state, seat, buys=False)
        else:
            state = push_task(state, seat, ScoringChoice())
    return state


def begin_shopping(state: GameState) -> GameState:
    """Step E: each player who may, buys with the coins of their scoring field."""
    for seat in state.seats:
        player = state.players[seat]
        if player.buys:
            coins = TRACK[player.scoring].coins
            happened(ShopOpened, seat, coins)
            state = push_task(state, seat, Shop(coins))
    return state


def begin_last_coins(state: GameState) -> GameState:
    """Round 9: instead of buying, 1 victory point per 5 coins (not for an exploded cauldron,
    unless the option follows the English rulebook and the player chose the coins)."""
    for seat in state.seats:
        player = state.players[seat]
        if player.buys:
            state = give_gain(
                state, seat, Gain(points=TRACK[player.scoring].coins // COINS_PER_POINT)
            )
    return state


def begin_round_end(state: GameState) -> GameState:
    """Step F: cards B5 and B6, then every player may spend rubies."""
    effect = card_effect(state)
    for seat in state.seats:
        player = state.players[seat]
        if isinstance(effect, FreeRefill):
            state = state.with_player(seat, flask=True)
        if isinstance(effect, SevenWhitesDroplet) and player.cauldron.white_total() == 7:
            state = push_task(state, seat, DropletStep())
        state = push_task(state, seat, SpendRubies())
    return state


def _empty_cauldrons(state: GameState) -> GameState:
    """After step F: cauldrons empty into the bags, the scoring field is remembered for a tie."""
    players = tuple(
        replace(
            p,
            bag=p.bag.merge(Bag.of(p.cauldron.contents())).merge(Bag.of(p.hand)),
            cauldron=Cauldron(start=p.droplet),
            hand=Chips(),
            last_field=p.scoring,
        )
        for p in state.players
    )
    return evolve(state, players=players)


def _with_round(state: GameState, number: int) -> GameState:
    happened(RoundBegan, number, clause_id="kwakzalvers.ronde")
    return evolve(state, round=number)


def _end_game(state: GameState) -> GameState:
    happened(Finished)
    return evolve(state, over=True, phase="einde", todo=())


CLOCK: Clock[GameState] = Clock(
    count=lambda state: len(state.players),
    round=lambda state: state.round,
    with_round=_with_round,
    start=lambda state: state.start_player,
    with_start=lambda state, seat: evolve(state, start_player=seat),
    end_game=_end_game,
    after_round=_empty_cauldrons,
)
"""Where a game keeps its round and start player; after each round the cauldrons empty."""


def nobody_has_tasks(state: GameState) -> bool:
    return not state.todo and not any(p.todo for p in state.players)
