"""A lean kernel that plays whole games of De Kwakzalvers van Kakelenburg fast.

The engine (``engine.py``) explains: frozen states, Dutch errors, every option an object. That is
what a chapter and a log need, and it plays about ten games a second. A statistic over thousands
of games needs a hundred times more, so this module plays the same rules again with plain ints
and lists: a chip is its index in ``table.KINDS``, a bag a sorted list of those indexes (with a
count per kind beside it), a task a small tuple. It is not a second rulebook: it reads the books,
cards, track and die from the same data, asks the same pure functions of ``strategies`` (or
integer equivalents that tests prove equal), and consumes the random stream exactly as a
``Playthrough`` of the engine does:

- one ``rng.getrandbits(53)`` per chance step; the outcome is item ``(m * n) >> 53`` of the
  outcomes expanded in canonical order (a bag in ``KINDS`` order with multiplicity, the die's
  faces, the cards not yet used in ``CARDS`` order), which is what ``core.game.sample`` picks
  with its exact fractions;
- the same actors in the same order: chance first, otherwise the lowest seat among those the
  engine lets act (in a simultaneous phase), or the first seat from the start player that has
  something to do (in the other phases); a task that needs no one is done in the engine's order.

So ``simulate(setup, seed, styles)`` and ``Playthrough.start(make_game(), setup, seed, bots)``
take the same actions, and with ``record=True`` the kernel writes them in the engine's notation:
``tests/rulebook/test_simulator*.py`` replays them through the engine over more than a thousand
games and compares scores, winners and the state at every round's end.

``brew_monte_carlo`` answers "what happens if I keep drawing until ...?" for one cauldron, and
``explosion_odds`` gives the exact chance that the next chip explodes it.
"""

from __future__ import annotations

import dataclasses
import random
from bisect import insort
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any, NamedTuple

from rulebook.core import dutch
from rulebook.quacks.actions import DIE_CODES
from rulebook.quacks.board import (
    BONUS_DIE_FACES,
    EXPLOSION_LIMIT,
    LAP,
    LAST_CHIP_FIELD,
    LAST_ROUND,
    PURPLE_ROUND,
    RAT_TAILS,
    SPOON,
    TEST_TUBES,
    TRACK,
    YELLOW_ROUND,
    DieFace,
    rat_tails_between,
)
from rulebook.quacks.bots import CODE_ORDER
from rulebook.quacks.data import EXTRA_WHITE_ROUND, Ingredient
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
    NoAction,
    NthBonus,
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
    TradeIn,
    TradeUp,
    Upgrade,
    WhiteOnesMoveTwo,
)
from rulebook.quacks.fortune import CARDS
from rulebook.quacks.rules import (
    BOX,
    CHOICE_EFFECTS,
    COINS_PER_POINT,
    PLAYERS,
    RUBY_PRICE,
    START_CHIPS,
    check_setup,
)
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.strategies import (
    CAUTIOUS_RISK,
    Style,
    field_worth,
    gain_worth,
    prefers_points,
    uses_flask,
)
from rulebook.quacks.table import (
    KIND_INDEX,
    KINDS,
    Bag,
    BlackTie,
    GameState,
    LastRoundExploded,
    LimitRule,
    PurpleField,
    Setup,
    YellowDouble,
)

# -- chips as numbers -----------------------------------------------------------------------------

_COLOURS = tuple(Ingredient)
WHITE, ORANGE, GREEN, BLUE, RED, YELLOW, PURPLE, BLACK = (
    _COLOURS.index(colour)
    for colour in (
        Ingredient.WHITE,
        Ingredient.ORANGE,
        Ingredient.GREEN,
        Ingredient.BLUE,
        Ingredient.RED,
        Ingredient.YELLOW,
        Ingredient.PURPLE,
        Ingredient.BLACK,
    )
)
K = len(KINDS)
COL = tuple(_COLOURS.index(chip.ingredient) for chip in KINDS)
"""The colour of every kind, as an index into ``Ingredient``."""
VALUE = tuple(chip.value or 0 for chip in KINDS)
"""The printed value (0 for locoweed, which has none)."""
STEP = tuple(chip.value or 1 for chip in KINDS)
"""How far a chip moves without any action: its value (locoweed 1)."""
LABEL = tuple(str(chip) for chip in KINDS)
KIND_OF = {(COL[k], VALUE[k]): k for k in range(K)}
W1 = KIND_INDEX[Chip.parse("W1")]
O1 = KIND_INDEX[Chip.parse("O1")]
WHITES = tuple(k for k in range(K) if COL[k] == WHITE)
assert WHITES == (0, 1, 2), "the kernel reads the white chips as the first three kinds"


def _next_higher(k: int) -> int:
    """The same colour one value higher (card P12), or -1 (white, orange, the highest value)."""
    chip = KINDS[k]
    if chip.value is None or chip.ingredient in (Ingredient.WHITE, Ingredient.ORANGE):
        return -1
    higher = [v for v in chip.ingredient.values if v > chip.value]
    return KIND_OF[(COL[k], higher[0])] if higher else -1


NEXT_HIGHER = tuple(_next_higher(k) for k in range(K))
COLOUR_VALUES = tuple(colour.values for colour in _COLOURS)

T_COINS = tuple(spot.coins for spot in TRACK)
T_POINTS = tuple(spot.points for spot in TRACK)
T_RUBY = tuple(spot.ruby for spot in TRACK)
_FIELDS = 128
"""Fields far enough past the spoon for any distance a chip can move (the bots look ahead)."""
FW_SAFE = tuple(field_worth(f, exploded=False) for f in range(_FIELDS))
FW_EXPLODED = tuple(field_worth(f, exploded=True) for f in range(_FIELDS))

_TAILS_TABLE = 512
_TAIL_AT = {tail + lap * LAP for lap in range(_TAILS_TABLE // LAP + 1) for tail in RAT_TAILS}
_TAILS_BELOW = [0] * (_TAILS_TABLE + 1)
for _x in range(1, _TAILS_TABLE + 1):
    _TAILS_BELOW[_x] = _TAILS_BELOW[_x - 1] + (_x - 1 in _TAIL_AT)
"""``_TAILS_BELOW[x]``: the rat tails on the score track below ``x``, laps included (the same
count as ``board.rat_tails_between(0, x)``: a test compares every pair)."""


def tails_between(points: int, leader: int) -> int:
    """``board.rat_tails_between`` by table look-up (equal for every pair: a test checks)."""
    if points >= leader:
        return 0
    if leader > _TAILS_TABLE:
        return rat_tails_between(points, leader)
    return _TAILS_BELOW[leader] - _TAILS_BELOW[points]


def _doubled(worth: Fraction) -> int:
    """Worths of the bots are halves at worst (a die roll is 3/2): the kernel compares twice."""
    twice = 2 * worth
    assert twice.denominator == 1
    return int(twice)


_CODE = {code: _doubled(Fraction(worth)) for code, worth in CODE_ORDER.items()}
"""``bots.CODE_ORDER`` doubled: the worth of an option that gives no effect of its own."""
_W_DROPLET = _doubled(gain_worth(droplet=1))
_W_FLASK = _doubled(gain_worth(flask=True))
_W_POINT = _doubled(gain_worth(points=1))


def _first_best(worths: Sequence[int]) -> int:
    return max(range(len(worths)), key=lambda i: (worths[i], -i))


_QUICK_SPENDING = (
    _first_best([_W_DROPLET, _W_FLASK, _CODE["klaar"]]) == 0
    and _first_best([_W_DROPLET, _CODE["klaar"]]) == 0
    and _first_best([_W_POINT, _CODE["klaar"]]) == 0
)
"""The bots spend rubies on the first option (a droplet step; in round 9 a point) whatever
the state: ``_round_end`` then skips the option lists (checked here, from the same worths)."""
_QUICK_ASIDE = _first_best([_CODE["leggen"], _CODE["bewaren"], _CODE["buidel"]]) == 0
"""The bots place every chip beside the cauldron behind the last one (option 1)."""
_QUICK_RETURN = _first_best([_CODE["terug"], _CODE["laten"]]) == 0
"""The bots put a white chip they may return back in the bag (option 1)."""

# -- tasks: what a player still has to do (``table.Task`` as tuples) -----------------------------

ACT_NONE, ACT_PROTECT, ACT_DOUBLE, ACT_RUBY, ACT_ASIDE, ACT_PLACE = range(6)
"""What placing a chip starts: nothing; blue set 2's protection; yellow set 2's double move;
blue sets 3 and 4's ruby field; red set 2's place beside the cauldron; anything else
(``_place`` does it, with its tasks)."""

T_APPLY, T_HAND, T_PICK, T_ROLL, T_DROP, T_RETURN, T_ASIDE, T_RESTART = range(8)
T_SCORE, T_SPEND = range(8, 10)
PICK, TRADE_UP, LOWEST_SUM, STRONG = range(4)
"""The purposes of a hand (``table.Purpose``)."""

_DROP = (T_DROP,)
_SPEND = (T_SPEND,)
_RESTART = (T_RESTART,)
_STRONG_DRAW = [(T_HAND, 1, STRONG), (T_PICK, STRONG)]

# The ways an option is carried out (``engine.Option.apply``).
(
    OP_NOTHING,
    OP_FOLLOW,
    OP_TAKE,
    OP_PAY,
    OP_TRADE_IN,
    OP_SWAP,
    OP_RATS,
    OP_PLACE_HAND,
    OP_HAND_BACK,
    OP_TRADE_UP,
    OP_STRONG_PLACE,
    OP_STRONG_DRAW,
    OP_RETURN,
    OP_ASIDE_PLACE,
    OP_ASIDE_BAG,
    OP_RESTART,
    OP_POINTS,
    OP_COINS,
    OP_DROPLET,
    OP_TUBE,
    OP_SPEND_DROPLET,
    OP_SPEND_FLASK,
    OP_SPEND_POINT,
) = range(23)

_NOTHING = (0, OP_NOTHING, None)
_DIE_GAINS = {
    DieFace.POINT: Gain(points=1),
    DieFace.TWO_POINTS: Gain(points=2),
    DieFace.RUBY: Gain(rubies=1),
    DieFace.ORANGE: Gain(chips=(Chip.parse("O1"),)),
    DieFace.DROPLET: Gain(droplet=1),
}
_BLACK_BOTH = Gain(droplet=1, rubies=1)
_BLACK_ONE = Gain(droplet=1)
STYLES = tuple(Style)


# -- what a setup means for the kernel (built once per setup) --------------------------------------


PLAIN_OPTIONS = {
    "first_chip": False,
    "second_lap": True,
    "tubes": TEST_TUBES,
    "white_choice": False,
    "green_two_closed": False,
}
"""Options of ``Setup`` the kernel plays only at their default (the engine plays every value)."""


KERNEL_EFFECTS: frozenset[type[Effect]] = frozenset(
    {
        AddPreviousWhite, AnyChip, BlackBook, ChooseOne, ColourMoves, CountBoost, CountTiers,
        DoubleNext, DrawAndPick, Everyone, ExplosionGift, Fewest, FirstWhiteBack, FreeRefill,
        Gain, LastTwo, LimitIs, LowestSum, NoAction, NthBonus, PayRubies, PointsByField,
        PointsPerRat, Protect, RaiseLimit, RatsForRubies, RatsTimes, RemoveWhite,
        ReturnPreviousWhite, RollsTimes, RubyFieldBonus, RubyFieldGain, SecondChance, SetAside,
        SevenWhitesDroplet, SevenWhitesPush, StrongIngredient, TradeIn, TradeUp, Upgrade,
        WhiteOnesMoveTwo,
    }
)  # fmt: skip
"""Every effect type the kernel plays (a book's action, a card, what they hand out). A book
with another type is not covered (``uncovered``), and an effect of another type raises where
the kernel would play it: never "nothing" in silence. A test holds that every base-game book
and card uses only these."""


def uncovered(setup: Setup) -> str | None:
    """Why the kernel does not play ``setup`` exactly as the engine, in Dutch (``None``: it
    does). Every caller asks this (or ``covers``) first and plays in the engine otherwise, saying
    so; the kernel never plays a setup it does not cover."""
    if setup.extras:
        return "de snelle simulator speelt alleen het basisspel, zonder uitbreidingen"
    for name, default in PLAIN_OPTIONS.items():
        if getattr(setup, name) != default:
            return _plain_only(name)
    for name, plain in (
        ("purple_field", PurpleField.PRINTED),
        ("yellow_double", YellowDouble.WHOLE_STEP),
        ("limit_rule", LimitRule.HIGHEST),
    ):
        if getattr(setup, name) is not plain:
            return _plain_only(name)
    unknown = sorted(
        {
            type(found).__name__
            for book in setup.book_table.values()
            for found in effects_within(book.effect)
        }
        - {kind.__name__ for kind in KERNEL_EFFECTS}
    )
    if unknown:
        return f"de snelle simulator kent de actie {dutch.listing(unknown)} niet"
    return None


def covers(setup: Setup) -> bool:
    """Whether the kernel plays ``setup`` exactly as the engine does (see ``uncovered``)."""
    return uncovered(setup) is None


def _plain_only(name: str) -> str:
    """The Dutch reason for an option the kernel plays only at its default."""
    key = next(f.metadata["key"] for f in dataclasses.fields(Setup) if f.name == name)
    return f"de snelle simulator speelt de keuze {key} alleen met haar standaardwaarde"


def effects_within(effect: Effect | None) -> Iterator[Effect]:
    """``effect`` and every effect inside it (the reward of a payment, the options of a choice,
    the effect that everyone gets ...): all the kernel has to know to play it."""
    if effect is None:
        return
    yield effect
    for item in dataclasses.fields(effect):
        value = getattr(effect, item.name)
        values = value if isinstance(value, tuple) else (value,)
        for inner in values:
            parts = inner if isinstance(inner, tuple) else (inner,)
            for part in parts:
                if isinstance(part, Effect):
                    yield from effects_within(part)


def _check_covered(setup: Setup) -> None:
    """A ``ValueError`` (a programmer's request the fast path does not offer) for a setup the
    kernel does not cover: the callers ask ``covers`` first."""
    reason = uncovered(setup)
    if reason is not None:
        raise ValueError(reason)


class _Rules:
    """The books, prices, die and options of one setup, read into plain numbers."""

    def __init__(self, setup: Setup) -> None:
        check_setup(setup, PLAYERS)  # the engine's Dutch RuleError for a setup it refuses
        _check_covered(setup)
        books = setup.book_table
        self.players = setup.players
        self.tubes = setup.test_tubes
        self.black_minimum = 1 if setup.black_tie is BlackTie.AT_LEAST_ONE else 0
        self.last_round_points = setup.last_round_exploded is LastRoundExploded.DUTCH_SEED
        faces = BONUS_DIE_FACES[setup.die]
        kinds = list(dict.fromkeys(faces))
        self.faces = tuple(face for face in kinds for _ in range(faces.count(face)))
        self.price = [0] * K
        for chip, cost in setup.price_table.items():
            self.price[KIND_INDEX[chip]] = cost
        self.shop = tuple((index, cost) for index, _, cost in setup.shop)
        self.start_bag = tuple(sorted(KIND_INDEX[chip] for chip in START_CHIPS))
        self.start_counts = tuple(self.start_bag.count(k) for k in range(K))
        self.supply = [0] * K
        for chip in BOX:
            self.supply[KIND_INDEX[chip]] += 1
        for k in self.start_bag:
            self.supply[k] -= setup.players
        self.black: Effect = books[Ingredient.BLACK].effect
        self.green: Effect = books[Ingredient.GREEN].effect
        self.purple: Effect = books[Ingredient.PURPLE].effect
        blue = books[Ingredient.BLUE].effect
        red = books[Ingredient.RED].effect
        yellow = books[Ingredient.YELLOW].effect
        self.blue_pick = isinstance(blue, DrawAndPick)
        self.blue_protect = isinstance(blue, Protect)
        self.blue_ruby: RubyFieldGain | None = blue if isinstance(blue, RubyFieldGain) else None
        self.red_boost: tuple[int, ...] | None = None
        self.red_boost_colour = ORANGE
        if isinstance(red, CountBoost):
            self.red_boost = tuple(red.extra(n) for n in range(_FIELDS))
            self.red_boost_colour = _COLOURS.index(red.colour)
        self.red_previous_white = isinstance(red, AddPreviousWhite)
        self.red_aside = isinstance(red, SetAside)
        self.red_white_ones = isinstance(red, WhiteOnesMoveTwo)
        self.yellow_return = isinstance(yellow, ReturnPreviousWhite)
        self.yellow_double = isinstance(yellow, DoubleNext)
        self.yellow_limit: RaiseLimit | None = yellow if isinstance(yellow, RaiseLimit) else None
        self.yellow_bonus: tuple[int, ...] = yellow.bonuses if isinstance(yellow, NthBonus) else ()
        self.special_reds = isinstance(red, CountBoost | AddPreviousWhite)
        special = ({RED} if self.special_reds else set()) | (
            {YELLOW} if self.yellow_bonus else set()
        )
        self.plain = tuple(k for k in range(K) if COL[k] not in (WHITE, *special))
        self.specials = tuple(k for k in range(K) if COL[k] in special)
        """Kinds that move their value (plus a card's extra) whatever lies in the cauldron."""
        blue_act = ACT_PROTECT if self.blue_protect else ACT_RUBY if self.blue_ruby else ACT_PLACE
        yellow_act = (
            ACT_PLACE if self.yellow_return else ACT_DOUBLE if self.yellow_double else ACT_NONE
        )
        colour_act = {BLUE: blue_act, RED: ACT_ASIDE if self.red_aside else ACT_NONE}
        colour_act[YELLOW] = yellow_act
        self.acts = tuple(colour_act.get(COL[k], ACT_NONE) for k in range(K))
        self.moves_plainly = tuple(
            COL[k] not in special and not (k == W1 and self.red_white_ones) for k in range(K)
        )
        """``acts``: what placing the kind starts (``ACT_*``); ``moves_plainly``: it moves its
        value (plus a card's extra) whatever lies in the cauldron."""
        green = self.green
        self.green_gain: Gain | None = None
        if isinstance(green, LastTwo) and not green.by_value and isinstance(green.reward, Gain):
            self.green_gain = green.reward
        """Green's reward when it is the same plain gain for every green chip (set 1)."""
        self.step_b_alone = not _asks_the_box(self.green) and not _asks_the_box(self.purple)
        """Step B: no option of one seat depends on what the others take from the box."""
        needs = _takes(self.green, 2)
        for k, n in _takes(self.purple, 1).items():
            needs[k] = needs.get(k, 0) + n
        if self.tubes:
            for bonus in TEST_TUBES:
                if bonus.chip:
                    k = KIND_INDEX[Chip.parse(bonus.chip)]
                    needs[k] = needs.get(k, 0) + 1
        self.step_b_needs = tuple(needs.items())
        """Step B: the most chips of each kind one seat can take from the box (or ask for)."""
        self.worths: dict[int, int] = {}
        self.purchases: dict[tuple[int, int, Sequence[int]], tuple[int, ...]] = {}
        self.full_offer: list[list[list[tuple[int, ...] | None]]] = [
            [[None] * (max(T_COINS) + 1) for _ in STYLES] for _ in range(PURPLE_ROUND + 1)
        ]
        """The bots' purchases when every chip of the open books is in the box, by the books
        open (round 1, 2, 3 on), style and coins."""
        self.cards: dict[int, _CardRules] = {}
        self.offers = [
            [
                tuple(
                    k
                    for k, cost in self.shop
                    if cost <= coins
                    and (round_number >= PURPLE_ROUND or COL[k] != PURPLE)
                    and (round_number >= YELLOW_ROUND or COL[k] != YELLOW)
                )
                for coins in range(max(T_COINS) + 1)
            ]
            for round_number in range(PURPLE_ROUND + 1)
        ]

    def gain_worth2(self, gain: Gain) -> int:
        """Twice what a gain is worth to a bot (``strategies.gain_worth``), remembered."""
        key = id(gain)
        worth = self.worths.get(key)
        if worth is None:
            prices = sum(self.price[KIND_INDEX[chip]] or 1 for chip in gain.chips)
            worth = _doubled(
                gain_worth(gain.points, gain.rubies, gain.droplet, prices, gain.flask, gain.rolls)
            )
            self.worths[key] = worth
        return worth

    def card(self, index: int) -> _CardRules:
        """What the card ``CARDS[index]`` (-1: none yet) changes while brewing, remembered."""
        rules = self.cards.get(index)
        if rules is None:
            rules = self.cards[index] = _CardRules(
                self, CARDS[index].effect if index >= 0 else None
            )
        return rules


class _CardRules:
    """The explosion limit, the distances and what placing each kind starts, while a card is in
    play."""

    __slots__ = (
        "acts",
        "base_limit",
        "dist",
        "farthest",
        "first_white",
        "limits",
        "plan",
        "second_chance",
    )

    def __init__(self, rules: _Rules, effect: Effect | None) -> None:
        self.base_limit = EXPLOSION_LIMIT
        if isinstance(effect, LimitIs):
            self.base_limit = max(EXPLOSION_LIMIT, effect.limit)
        yellow = rules.yellow_limit
        self.limits = (
            tuple(yellow.limit(n, self.base_limit) for n in range(_FIELDS)) if yellow else None
        )
        move = _COLOURS.index(effect.colour) if isinstance(effect, ColourMoves) else -1
        extra = effect.extra if isinstance(effect, ColourMoves) else 0
        self.dist = tuple(STEP[k] + (extra if COL[k] == move else 0) for k in range(K))
        """How far each kind moves with the card (before the books' changes and doubling)."""
        boost = max(rules.red_boost or (0,))
        self.farthest = max(self.dist) + max(boost, 3, *rules.yellow_bonus)
        """No chip but a white one moves further (red: a boost or the previous white chip's
        value, at most 3; yellow, set 4: its bonus), before doubling."""
        self.plan = _card_plan(effect)
        """When a purple card's tasks may be done seat after seat (see ``_card_plan``)."""
        self.first_white = isinstance(effect, FirstWhiteBack)
        self.second_chance = effect.after if isinstance(effect, SecondChance) else -1
        acts = list(rules.acts)
        if self.first_white:
            for k in WHITES:
                acts[k] = ACT_PLACE
        if self.second_chance >= 0:
            acts = [ACT_PLACE] * K
        self.acts = tuple(acts)


def _asks_the_box(effect: Effect | None) -> bool:
    """Whether the options ``effect`` offers (now or through what it hands out) depend on the
    chips left in the box; then the engine's order of automatic steps matters."""
    if effect is None or isinstance(effect, AnyChip | Upgrade | TradeUp):
        return True
    if isinstance(effect, Gain):
        return False
    if isinstance(effect, ChooseOne):
        return any(
            (isinstance(o, Gain) and bool(o.chips)) or _asks_the_box(o) for o in effect.options
        )
    if isinstance(effect, PayRubies):
        return _asks_the_box(effect.reward)
    if isinstance(effect, LastTwo):
        rewards = [effect.reward, *(reward for _, reward in effect.by_value)]
        return any(reward is not None and _asks_the_box(reward) for reward in rewards)
    if isinstance(effect, CountTiers | TradeIn):
        return any(_asks_the_box(gain) for _, gain in effect.tiers)
    return False


_TAKES: dict[tuple[int, int], tuple[Effect | None, dict[int, int]]] = {}


def _takes(effect: Effect | None, times: int) -> dict[int, int]:
    """The most chips of each kind ``effect`` can take from the box (or see offered) for one
    seat, acting ``times`` times (green acts for each of the last two chips); remembered per
    effect object. The caller must not change the answer."""
    entry = _TAKES.get((id(effect), times))
    if entry is None or entry[0] is not effect:
        entry = _TAKES[(id(effect), times)] = (effect, _count_takes(effect, times))
    return entry[1]


def _count_takes(effect: Effect | None, times: int) -> dict[int, int]:
    takes: dict[int, int] = {}

    def most(other: dict[int, int]) -> None:
        for k, n in other.items():
            takes[k] = max(takes.get(k, 0), n)

    if isinstance(effect, Gain | AnyChip):
        for k in _kinds_of(effect):
            takes[k] = takes.get(k, 0) + times
    elif isinstance(effect, ChooseOne):
        for option in effect.options:
            most(_takes(option, times))
    elif isinstance(effect, PayRubies):
        most(_takes(effect.reward, times))
    elif isinstance(effect, LastTwo):
        for reward in (effect.reward, *(reward for _, reward in effect.by_value)):
            most(_takes(reward, times))
    elif isinstance(effect, CountTiers | TradeIn):
        for _, gain in effect.tiers:
            most(_takes(gain, times))
    elif isinstance(effect, Upgrade):
        for _, _, high in effect.tiers:
            most({k: times for k in range(K) if VALUE[k] == high and COL[k] != WHITE})
    return takes


def _kinds_of(effect: Gain | AnyChip) -> tuple[int, ...]:
    if isinstance(effect, Gain):
        return tuple(KIND_INDEX[chip] for chip in effect.chips)
    return tuple(
        k
        for k in range(K)
        if VALUE[k] in effect.values
        and COL[k] != WHITE
        and KINDS[k].ingredient not in effect.exclude
    )


Needs = tuple[tuple[int, ...], ...]


def _card_plan(effect: Effect | None) -> Needs | None:
    """Whether the seats may do a purple card's tasks one after the other, from the start
    player, instead of in the engine's order (automatic tasks of every seat first, in seat
    order): ``None`` if not; otherwise groups of kinds of which the box must then hold at
    least one chip per player (every group counted together).

    The two orders give the same game when an automatic task takes nothing from the box that
    another seat could want and changes nothing another seat reads, and when a seat's options
    can only shrink while it waits (the box only loses chips); or when enough chips lie in the
    box that nobody's options change at all.
    """
    if isinstance(effect, Fewest):
        return (
            tuple((k,) for k in _kinds_of(effect.gain)) if isinstance(effect.gain, Gain) else None
        )
    if isinstance(effect, LowestSum):
        gains = (effect.lowest, effect.others)
        if not all(isinstance(gain, Gain) for gain in gains):
            return None
        return tuple((k,) for gain in gains if isinstance(gain, Gain) for k in _kinds_of(gain))
    if not isinstance(effect, Everyone):
        return ()
    task = effect.effect
    if isinstance(task, Gain):
        return tuple((k,) for k in _kinds_of(task))
    if isinstance(task, TradeUp):
        return ()  # a seat's choice waits behind its own draws: it is made in its turn
    if isinstance(task, PayRubies):
        return () if isinstance(task.reward, Gain | AnyChip) else None
    if not isinstance(task, ChooseOne):
        return None
    box = [o for o in task.options if (isinstance(o, Gain) and o.chips) or isinstance(o, AnyChip)]
    free = [o for o in task.options if isinstance(o, Gain) and not o.chips]
    if free and len(box) + len(free) == len(task.options):
        return ()  # a choice left alone takes a free gain: nothing another seat reads
    own = [o for o in task.options if isinstance(o, RemoveWhite)]
    if not box and len(own) + len(free) == len(task.options):
        return ()
    rats = [o for o in task.options if isinstance(o, PointsPerRat)]
    if len(box) + len(rats) == len(task.options) and all(
        isinstance(o, Gain | AnyChip) for o in box
    ):
        # points per rat tail change who leads: only safe when nobody ever lacks a chip
        return tuple(_kinds_of(o) for o in box if isinstance(o, Gain | AnyChip))
    return None


@lru_cache(maxsize=64)
def _rules(setup: Setup) -> _Rules:
    return _Rules(setup)


# -- the state of a game --------------------------------------------------------------------------


class _Player:
    """One seat: its things, this round's brew, its tasks, and its bot's style."""

    __slots__ = (
        "aside",
        "bag",
        "bc",
        "buys",
        "cc",
        "cf",
        "ck",
        "double",
        "drawn",
        "droplet",
        "exploded",
        "first_white",
        "flask",
        "hand",
        "last_field",
        "protected",
        "rat_points",
        "rats",
        "restarted",
        "rubies",
        "score",
        "scoring",
        "sk",
        "start",
        "stopped",
        "style",
        "todo",
        "tube",
        "window",
        "wt",
    )

    def __init__(self, rules: _Rules, style: Style) -> None:
        self.style = style
        self.sk = STYLES.index(style)
        self.bag = list(rules.start_bag)
        self.bc = list(rules.start_counts)
        self.droplet = 0
        self.rubies = 1
        self.score = 0
        self.flask = True
        self.tube: int | None = 0 if rules.tubes else None
        self.aside: list[int] = []
        self.last_field = 0
        self.hand: list[int] = []
        self.todo: list[tuple[Any, ...]] = []
        self.empty_cauldron(0)
        self.new_round()

    def new_round(self) -> None:
        """What ``engine.begin_round`` resets; the cauldron, the hand and the tasks are empty
        already (``_round_end``) and it starts at the droplet."""
        self.rats = 0
        self.drawn = 0
        self.stopped = False
        self.exploded = False
        self.protected = False
        self.window = 0
        self.double = False
        self.first_white = False
        self.restarted = False
        self.rat_points = False
        self.scoring = 0
        self.buys = True
        self.start = self.droplet

    def empty_cauldron(self, start: int) -> None:
        self.start = start
        self.ck: list[int] = []
        self.cf: list[int] = []
        self.cc = [0] * len(_COLOURS)
        self.wt = 0


class _Game:
    """A game being played: the table, the players, the random stream and the log."""

    __slots__ = (
        "bits",
        "cr",
        "effect",
        "left",
        "n",
        "players",
        "rec",
        "round",
        "rules",
        "seats",
        "snapshots",
        "start",
        "supply",
        "table",
        "undisturbed",
    )

    def __init__(self, setup: Setup, seed: int, styles: Sequence[Style], record: bool) -> None:
        rules = _rules(setup)
        self.rules = rules
        self.n = setup.players
        self.bits = random.Random(seed).getrandbits
        self.rec: list[str] | None = [] if record else None
        self.snapshots: list[str] | None = [] if record else None
        self.players = [_Player(rules, styles[seat]) for seat in range(self.n)]
        self.supply = list(rules.supply)
        self.round = 1
        self.start = 0
        self.left = list(range(len(CARDS)))
        self.effect: Effect | None = None
        self.cr = rules.card(-1)
        self.table: list[LowestSum] = []
        self.seats: tuple[int, ...] = tuple(range(self.n))
        self.undisturbed = True
        """While brewing: no other seat can act before the acting seat's next choice is made
        (always in rounds 1 to 8; in round 9 while another seat has drawn as few chips)."""


# -- small steps ----------------------------------------------------------------------------------


def _bag_add(p: _Player, k: int) -> None:
    insort(p.bag, k)
    p.bc[k] += 1


def _hand_back(p: _Player) -> None:
    for k in p.hand:
        _bag_add(p, k)
    p.hand = []


def _give(g: _Game, p: _Player, k: int) -> None:
    """A chip from the box into the bag; nothing when the box has none left."""
    if g.supply[k]:
        g.supply[k] -= 1
        _bag_add(p, k)


def _can_buy(g: _Game, k: int) -> bool:
    colour = COL[k]
    if colour == WHITE or not VALUE[k]:
        return False
    return _book_open(g, colour) and g.supply[k] > 0


def _book_open(g: _Game, colour: int) -> bool:
    if colour == YELLOW:
        return g.round >= YELLOW_ROUND
    if colour == PURPLE:
        return g.round >= PURPLE_ROUND
    return colour in (ORANGE, BLACK, GREEN, BLUE, RED)


def _gain(g: _Game, p: _Player, gain: Gain) -> None:
    p.rubies += gain.rubies
    p.score += gain.points
    if gain.flask:
        p.flask = True
    if gain.chips:
        for k in _any_kinds(gain):
            _give(g, p, k)
    if gain.droplet and not g.rules.tubes:
        # a droplet step needs no one without the test tubes, and nothing else in the same
        # phase reads the droplet: taking it now is taking it where the engine does
        p.droplet = min(p.droplet + gain.droplet, LAST_CHIP_FIELD)
        if gain.rolls:
            p.todo.insert(0, (T_ROLL, gain.rolls))
    elif gain.droplet or gain.rolls:
        extra: list[tuple[Any, ...]] = [_DROP] * gain.droplet
        if gain.rolls:
            extra.append((T_ROLL, gain.rolls))
        p.todo[0:0] = extra


def _move_tube(g: _Game, p: _Player) -> None:
    glass = p.tube or 0
    if glass + 1 >= len(TEST_TUBES):
        return
    p.tube = glass + 1
    bonus = TEST_TUBES[glass + 1]
    p.rubies += bonus.rubies
    p.score += bonus.points
    if bonus.chip:
        _give(g, p, KIND_INDEX[Chip.parse(bonus.chip)])


def _rat_tails(g: _Game, seat: int) -> int:
    if g.round < 2:
        return 0
    leader = max(q.score for q in g.players)
    tails = tails_between(g.players[seat].score, leader)
    effect = g.effect
    return tails * effect.factor if isinstance(effect, RatsTimes) else tails


def _limit(g: _Game, p: _Player) -> int:
    """``engine.explosion_limit``: 7, or more with card B7 or yellow set 3."""
    limits = g.cr.limits
    return limits[p.cc[YELLOW]] if limits is not None else g.cr.base_limit


def _last(p: _Player) -> int:
    cf = p.cf
    return cf[-1] if cf else p.start


# -- the cauldron ---------------------------------------------------------------------------------


def _distance(g: _Game, p: _Player, k: int) -> int:
    """``engine._distance``: the value, changed by the books and the card in play."""
    colour = COL[k]
    d = g.cr.dist[k]
    rules = g.rules
    if colour == RED:
        if rules.red_boost is not None:
            d += rules.red_boost[p.cc[rules.red_boost_colour]]
        if rules.red_previous_white and p.ck and COL[p.ck[-1]] == WHITE:
            d += VALUE[p.ck[-1]]
    elif k == W1 and rules.red_white_ones and p.cc[RED]:
        d = 2 + g.cr.dist[k] - STEP[k]
    elif colour == YELLOW and rules.yellow_bonus:
        nth = p.cc[YELLOW]
        bonus = rules.yellow_bonus
        if nth < len(bonus):
            d += bonus[nth]
    if p.double:
        d *= 2
    return d


def _put(p: _Player, k: int, field: int) -> None:
    p.ck.append(k)
    p.cf.append(field if field < LAST_CHIP_FIELD else LAST_CHIP_FIELD)
    p.cc[COL[k]] += 1
    if k <= 2:
        p.wt += VALUE[k]


def _take_out(p: _Player, index: int) -> int:
    """Remove the chip at ``index`` from the cauldron (its field stays empty)."""
    k = p.ck.pop(index)
    del p.cf[index]
    p.cc[COL[k]] -= 1
    if k <= 2:
        p.wt -= VALUE[k]
    return k


def _place(g: _Game, p: _Player, seat: int, k: int) -> None:
    """``engine._place`` with its actions: a drawn chip into the cauldron (or beside it)."""
    rules = g.rules
    colour = COL[k]
    if colour == RED and rules.red_aside:
        p.aside.append(k)
        return
    ck = p.ck
    cf = p.cf
    cr = g.cr
    if rules.moves_plainly[k]:
        d = cr.dist[k] * 2 if p.double else cr.dist[k]
    else:
        d = _distance(g, p, k)
    field = (cf[-1] if cf else p.start) + d
    ck.append(k)
    cf.append(field if field < LAST_CHIP_FIELD else LAST_CHIP_FIELD)
    p.cc[colour] += 1
    window = p.window
    p.double = False
    if window:
        p.window = window - 1
    # Only a white chip can push the whites past the limit: the limit never falls while brewing.
    if colour == WHITE and _whites_explode(g, p, k):
        p.exploded = True
        p.stopped = True
        p.protected = window > 0
        _after_stopping(g, p, seat)
    tasks: list[tuple[Any, ...]] = []
    if colour == BLUE:
        if rules.blue_pick:
            if not p.exploded:
                if g.undisturbed and cr.second_chance < 0 and not p.todo:
                    _pick_now(g, p, seat, STEP[k])
                    return
                tasks = [(T_HAND, STEP[k], PICK), (T_PICK, PICK)]
        elif rules.blue_protect:
            if STEP[k] > p.window:
                p.window = STEP[k]
        elif rules.blue_ruby is not None and T_RUBY[p.cf[-1]]:
            ruby = rules.blue_ruby
            p.rubies += ruby.rubies
            if ruby.points_by_value:
                p.score += VALUE[k]
    elif colour == YELLOW:
        if rules.yellow_return:
            ck = p.ck
            if len(ck) >= 2 and COL[ck[-2]] == WHITE:
                if _returns_now(g, p, seat):
                    _bag_add(p, _take_out(p, len(ck) - 2))
                else:
                    tasks = [(T_RETURN, len(ck) - 2)]
        elif rules.yellow_double:
            p.double = True
    if cr.first_white:
        if colour == WHITE and not p.first_white:
            p.first_white = True
            if not p.exploded:
                if not tasks and _returns_now(g, p, seat):
                    _bag_add(p, _take_out(p, len(p.ck) - 1))
                else:
                    tasks.append((T_RETURN, len(p.ck) - 1))
    elif cr.second_chance == len(p.ck) and not p.restarted and not p.exploded:
        tasks.append(_RESTART)
    if tasks:
        p.todo[0:0] = tasks


def _whites_explode(g: _Game, p: _Player, k: int) -> bool:
    """A white chip ``k`` was just placed: its value counts, more than the limit explodes."""
    p.wt += VALUE[k]
    return p.wt > _limit(g, p)


def _pick_now(g: _Game, p: _Player, seat: int, count: int) -> None:
    """Blue, set 1, when nothing can come between (rounds 1 to 8, no card B11, no other task):
    the draws into the hand, the bot's pick (the highest value, the first of equals, as
    ``_hand_options`` ranks them) and its placing, without the tasks."""
    bag = p.bag
    bc = p.bc
    rec = g.rec
    hand = []
    for _ in range(count):
        if not bag:
            break  # the engine drops the rest of the draw from an empty bag
        k = bag.pop((g.bits(53) * len(bag)) >> 53)
        bc[k] -= 1
        if rec is not None:
            rec.append(f"kans {seat + 1} {LABEL[k]}")
        hand.append(k)
    if not hand:
        return
    kinds = sorted(set(hand))
    best = 0
    for index in range(1, len(kinds)):
        if STEP[kinds[index]] > STEP[kinds[best]]:
            best = index
    if rec is not None:
        rec.append(f"{seat + 1} kies {best + 1}")
    chosen = kinds[best]
    hand.remove(chosen)
    for k in hand:
        insort(bag, k)
        bc[k] += 1
    _place(g, p, seat, chosen)


def _returns_now(g: _Game, p: _Player, seat: int) -> bool:
    """A white chip offered back to the bag (yellow set 1, card B8) when nothing can come
    between (rounds 1 to 8, no card B11, no other task): the bot puts it back; say so."""
    if not _QUICK_RETURN or not g.undisturbed or g.cr.second_chance >= 0 or p.todo:
        return False
    if g.rec is not None:
        g.rec.append(f"{seat + 1} kies 1")
    return True


def _place_plain(p: _Player, k: int) -> None:
    """Card B9: a chip placed by its value, without action and without exploding."""
    _put(p, k, _last(p) + STEP[k])
    p.double = False
    if p.window:
        p.window -= 1


def _after_stopping(g: _Game, p: _Player, seat: int) -> None:
    """The chips beside the cauldron (red, set 2) and card B11, after a stop or an explosion."""
    restart = p.exploded and not p.restarted and 0 <= len(p.ck) <= g.cr.second_chance
    if not restart and not p.todo and _QUICK_ASIDE and g.undisturbed:
        # nothing can come between (rounds 1 to 8): each chip in turn, from the last set
        # aside, is placed behind the last chip, as the bot chooses
        aside = p.aside
        for index in reversed(range(len(aside))):
            if g.rec is not None:
                g.rec.append(f"{seat + 1} kies 1")
            k = aside.pop(index)
            _put(p, k, _last(p) + _distance(g, p, k))
            p.double = False
        return
    tasks: list[tuple[Any, ...]] = [(T_ASIDE, i) for i in reversed(range(len(p.aside)))]
    if restart:
        tasks.insert(0, _RESTART)
    p.todo.extend(tasks)


def _restart(p: _Player) -> None:
    """Card B11: every chip drawn this round back into the bag; brewing starts over."""
    for k in p.ck:
        _bag_add(p, k)
    _hand_back(p)
    p.empty_cauldron(p.start)
    p.stopped = p.exploded = p.protected = p.double = False
    p.window = 0
    p.drawn = 0
    p.restarted = True
    p.todo = [task for task in p.todo if task[0] not in (T_ASIDE, T_RESTART)]


# -- the computer players' brewing ----------------------------------------------------------------

_FLASK = tuple(tuple(uses_flask(style, room) for room in range(_FIELDS)) for style in STYLES)
_RISK_NUM, _RISK_DEN = CAUTIOUS_RISK.numerator, CAUTIOUS_RISK.denominator
CAUTIOUS, GREEDY, CALCULATOR = (STYLES.index(s) for s in Style)


def cautious_draws(room: int, bc: Sequence[int], bag_size: int) -> bool:
    """``keeps_drawing(CAUTIOUS, ...)`` in integers: the whites that no longer fit, out of all
    chips, are at most ``CAUTIOUS_RISK`` (``bc`` counts the bag's chips per kind)."""
    if room >= 3:
        bad = 0
    elif room == 2:
        bad = bc[2]
    elif room == 1:
        bad = bc[1] + bc[2]
    else:
        bad = bc[0] + bc[1] + bc[2]
    return bad * _RISK_DEN <= _RISK_NUM * bag_size


def greedy_draws(room: int) -> bool:
    """``keeps_drawing(GREEDY, ...)``: one more white 3-chip still fits."""
    return room >= 3


def calculator_draws(g: _Game, p: _Player, room: int) -> bool:
    """``keeps_drawing(CALCULATOR, ...)`` in integers: every chip of the bag counted by the worth
    of the field it would reach (``field_worth``), against the field of stopping now."""
    last = _last(p) + 1
    twice = 2 if p.double else 1
    safe = FW_SAFE
    bc = p.bc
    size = len(p.bag)
    rules = g.rules
    dist = g.cr.dist
    total = 0
    whites = 0
    for k in WHITES:
        n = bc[k]
        if n:
            whites += n
            d = dist[k]
            if k == W1 and rules.red_white_ones and p.cc[RED]:
                d += 2 - STEP[k]
            total += n * (FW_EXPLODED if VALUE[k] > room else safe)[last + d * twice]
    # Every chip moves at least one field (two when doubled) and worths never fall along the
    # track: the other chips counted at the shortest move give a lower bound of the sum.
    now = safe[last] * size
    if total + (size - whites) * safe[last + twice] > now:
        return True
    # ... and at the longest move an upper bound: no chip but a white one moves further than
    # a card's and the books' extras allow
    if total + (size - whites) * safe[last + g.cr.farthest * twice] <= now:
        return False
    for k in rules.plain:
        n = bc[k]
        if n:
            total += n * safe[last + dist[k] * twice]
    for k in rules.specials:
        if bc[k]:
            total += bc[k] * safe[last + _distance(g, p, k)]
    return total > now


def _brewing(g: _Game, p: _Player, seat: int, once: bool) -> Iterator[None]:
    """A seat that may brew: its choices, then the flask, a draw (the chip placed with all that
    follows) or a stop, as ``bots.Bot`` decides, until the seat has stopped and has nothing left
    to do. In round 9 (``once``) it pauses (yields) after every action, so the seats can take
    turns; its local copies of the seat's numbers stay valid meanwhile (only the seat itself
    changes them while brewing).

    The hot loop of the kernel: while the seat draws chips whose books do nothing when placed,
    its numbers stay in local variables; any other chip goes through ``_place``.
    """
    rec = g.rec
    bits = g.bits
    bag = p.bag
    bc = p.bc
    sk = p.sk
    flask_rule = _FLASK[sk]
    calculator = sk == CALCULATOR
    cautious = sk == CAUTIOUS
    cr = g.cr
    limits = cr.limits
    base_limit = cr.base_limit
    acts = cr.acts
    ruby = g.rules.blue_ruby
    ruby_gems = ruby.rubies if ruby else 0
    ruby_points = ruby is not None and ruby.points_by_value
    plainly = g.rules.moves_plainly
    dist = cr.dist
    safe = FW_SAFE
    colour = COL
    value = VALUE
    white_ones = g.rules.red_white_ones
    red_boost = g.rules.red_boost
    boost_colour = g.rules.red_boost_colour
    red_previous = g.rules.red_previous_white
    while True:
        if p.todo:
            _choose(g, p, seat, p.todo[0])
            if p.todo:
                _run_seat(g, p, seat, choose=False)
            if once:
                yield
            continue
        if p.stopped:
            return
        ck = p.ck
        cf = p.cf
        cc = p.cc
        wt = p.wt
        window = p.window
        double = p.double
        last = cf[-1] if cf else p.start
        while True:
            limit = base_limit if limits is None else limits[cc[YELLOW]]
            room = limit - wt
            if flask_rule[room] and p.flask and ck and ck[-1] <= 2 and p.drawn:
                if rec is not None:
                    rec.append(f"{seat + 1} fles")
                p.flask = False
                p.wt = wt
                _bag_add(p, _take_out(p, len(ck) - 1))
                wt = p.wt
                last = cf[-1] if cf else p.start
                if once:
                    yield
                continue
            size = len(bag)
            if not size:
                draws = False
            elif calculator:
                # no white chip can explode the cauldron and even the shortest move gains
                draws = room >= 3 and safe[last + 3 if double else last + 2] > safe[last + 1]
                if not draws:
                    p.wt, p.window, p.double = wt, window, double
                    draws = calculator_draws(g, p, room)
            elif room >= 3:
                draws = True  # no white chip can explode the cauldron (cautious and greedy)
            else:
                draws = cautious and cautious_draws(room, bc, size)  # greedy: room < 3
            if not draws:
                if rec is not None:
                    rec.append(f"{seat + 1} stop")
                p.wt, p.window, p.double = wt, window, double
                p.stopped = True
                if p.aside:
                    _after_stopping(g, p, seat)
                    _run_seat(g, p, seat, choose=False)
                break
            k = bag.pop((bits(53) * size) >> 53)
            bc[k] -= 1
            if rec is not None:
                rec.append(f"{seat + 1} trek")
                rec.append(f"kans {seat + 1} {LABEL[k]}")
            p.drawn += 1
            act = acts[k]
            if act == ACT_ASIDE:  # red, set 2: beside the cauldron, nothing else happens
                p.aside.append(k)
                if once:
                    p.wt, p.window, p.double = wt, window, double
                    yield
                continue
            if act == ACT_PLACE:
                p.wt, p.window, p.double = wt, window, double
                _place(g, p, seat, k)
                if p.todo:
                    _run_seat(g, p, seat, choose=False)
                break
            # engine._place for a chip whose action (if any) asks nothing and adds no task
            if plainly[k]:
                last += dist[k] * 2 if double else dist[k]
            elif k == W1 and white_ones:
                # red set 4: with a red chip in the cauldron a white 1-chip moves 2
                d = dist[k] + 2 - STEP[k] if cc[RED] else dist[k]
                last += d * 2 if double else d
            elif colour[k] == RED:
                # red set 1: more for the orange chips in the cauldron; set 3: the value of a
                # white chip just before
                d = dist[k]
                if red_boost is not None:
                    d += red_boost[cc[boost_colour]]
                if red_previous and ck and ck[-1] <= 2:
                    d += value[ck[-1]]
                last += d * 2 if double else d
            else:
                p.double = double
                last += _distance(g, p, k)
            if last > LAST_CHIP_FIELD:
                last = LAST_CHIP_FIELD
            ck.append(k)
            cf.append(last)
            cc[colour[k]] += 1
            double = False
            protected = window > 0
            if protected:
                window -= 1
            if act:
                if act == ACT_PROTECT:  # blue, set 2: the next chips are protected
                    if STEP[k] > window:
                        window = STEP[k]
                elif act == ACT_DOUBLE:  # yellow, set 2: the next chip moves twice as far
                    double = True
                elif T_RUBY[last]:  # blue, sets 3 and 4: a ruby field gives
                    p.rubies += ruby_gems
                    if ruby_points:
                        p.score += VALUE[k]
            elif k <= 2:
                wt += value[k]
                if wt > limit:
                    p.wt, p.window, p.double = wt, window, double
                    p.exploded = True
                    p.stopped = True
                    p.protected = protected
                    if p.aside or cr.second_chance >= 0:
                        _after_stopping(g, p, seat)
                        _run_seat(g, p, seat, choose=False)
                    break
            if once:
                p.wt, p.window, p.double = wt, window, double
                yield
        if once:
            yield


def _run_seat(g: _Game, p: _Player, seat: int, choose: bool = True) -> None:
    """What a seat has to do, in the order of its tasks: its chance steps, the tasks that need
    no one, and (``choose``) the bot's choices, when no other seat's tasks can change its
    outcome. Without ``choose`` it stops at the first task that needs a choice (brewing, where
    the choice is asked as the engine asks it). An effect that may ask a choice is looked at
    once: two options or more are a choice."""
    todo = p.todo
    while todo:
        task = todo[0]
        tag = task[0]
        if tag == T_HAND:
            if p.bag:
                _draw_to_hand(g, p, seat, task)
            else:
                del todo[0]
        elif tag == T_ROLL:
            _roll(g, p, seat, task)
        elif not choose:
            if not _auto(g, p, seat, task):
                return
        elif tag == T_APPLY and isinstance(task[1], CHOICE_EFFECTS):
            options = _effect_options(g, p, seat, task[1])
            if len(options) >= 2:
                _take_best(g, p, seat, options)
            else:
                del todo[0]
                if options:
                    _carry_out(g, p, seat, options[0])
        elif tag == T_PICK and p.hand:
            options = _hand_options(g, p, task[1])
            if options:  # a choice: a hand offers "none" besides its chips
                _take_best(g, p, seat, options)
            else:
                _auto(g, p, seat, task)  # nothing to trade up
        elif not _auto(g, p, seat, task):
            _choose(g, p, seat, task)


def _brew(g: _Game) -> None:
    """The brewing phase. The engine lets the lowest seat that may act go first: in rounds 1
    to 8 that seat brews to the end, then the next; in round 9 everyone draws in step (the
    lowest seat that has drawn least, or one with a choice waiting)."""
    players = g.players
    if g.round != LAST_ROUND:
        for seat, p in enumerate(players):
            for _ in _brewing(g, p, seat, False):
                pass
        return
    # Round 9 goes in laps: the seats that have drawn least act in seat order, one action at a
    # time (a seat with a choice waiting acts first if it is lower). The lowest count changes
    # only when the last seat on it draws or stops (or a seat starts over, card B11): then the
    # lap starts again from the first seat, as the engine's "lowest seat that may act" does.
    turns = [_brewing(g, p, seat, True) for seat, p in enumerate(players)]
    n = len(players)
    while True:
        low = -1
        for q in players:
            if not q.stopped and (low < 0 or q.drawn < low):
                low = q.drawn
        on_low = sum(1 for q in players if not q.stopped and q.drawn == low)
        acted = False
        seat = 0
        while seat < n:
            p = players[seat]
            was_low = not p.stopped and p.drawn == low
            if not (p.todo or was_low):
                seat += 1
                continue
            g.undisturbed = on_low >= 2 or not was_low
            next(turns[seat])
            acted = True
            if not p.stopped and p.drawn < low:
                break  # started over (card B11)
            if was_low and (p.stopped or p.drawn != low):
                on_low -= 1
                if not on_low:
                    break
        else:
            if not acted:
                g.undisturbed = True
                return


# -- chance ---------------------------------------------------------------------------------------


def _draw_to_hand(g: _Game, p: _Player, seat: int, task: tuple[Any, ...]) -> None:
    """Chance: the chips of a draw into the hand, one after the other (nothing comes between
    them: chance acts first); an empty bag ends the draw."""
    bag = p.bag
    bc = p.bc
    hand = p.hand
    bits = g.bits
    rec = g.rec
    for _ in range(min(task[1], len(bag))):
        k = bag.pop((bits(53) * len(bag)) >> 53)
        bc[k] -= 1
        if rec is not None:
            rec.append(f"kans {seat + 1} {LABEL[k]}")
        hand.append(k)
    del p.todo[0]


def _roll(g: _Game, p: _Player, seat: int, task: tuple[Any, ...]) -> None:
    faces = g.rules.faces
    face = faces[(g.bits(53) * len(faces)) >> 53]
    if g.rec is not None:
        g.rec.append(f"kans {seat + 1} dobbel {DIE_CODES[face]}")
    if task[1] > 1:
        p.todo[0] = (T_ROLL, task[1] - 1)
    else:
        del p.todo[0]
    _gain(g, p, _DIE_GAINS[face])


_PURPLE_CARDS = tuple(card.is_purple for card in CARDS)


def _turn_card(g: _Game) -> None:
    """Chance: the top card, uniformly one of those not turned yet (in ``CARDS`` order)."""
    left = g.left
    index = left.pop((g.bits(53) * len(left)) >> 53)
    card = CARDS[index]
    if g.rec is not None:
        g.rec.append(f"kans kaart {card.id}")
    effect = g.effect = card.effect
    g.cr = g.rules.card(index)
    if _PURPLE_CARDS[index]:
        _table_effect(g, effect)


def _table_effect(g: _Game, effect: Effect) -> None:
    players = g.players
    if isinstance(effect, Everyone):
        for seat in g.seats:
            players[seat].todo.append((T_APPLY, effect.effect))
    elif isinstance(effect, Fewest):
        values = [p.rubies if effect.measure == "robijnen" else p.score for p in players]
        fewest = min(values)
        for seat in g.seats:
            if values[seat] == fewest:
                players[seat].todo.append((T_APPLY, effect.gain))
    elif isinstance(effect, LowestSum):
        for seat in g.seats:
            players[seat].todo.append((T_HAND, effect.draw, LOWEST_SUM))
        g.table.insert(0, effect)
    elif not isinstance(effect, RatsTimes | RatsForRubies):  # these two act at the rats
        raise ValueError(f"no kernel case for the purple card's {type(effect).__name__}")


# -- tasks that need no one (``engine._work`` and ``engine._automatic``) ---------------------------


def _work(g: _Game) -> None:
    """Apply every task that needs no choice or chance, seat by seat in passes, as the engine."""
    players = g.players
    changed = True
    while changed:
        changed = False
        for seat, p in enumerate(players):
            todo = p.todo
            if not todo:
                continue
            task = todo[0]
            tag = task[0]
            if tag in (T_HAND, T_ROLL):
                if tag == T_HAND and not p.bag:
                    del todo[0]
                    changed = True
            elif _auto(g, p, seat, task):
                changed = True
        if not changed and g.table and not any(p.todo for p in players):
            _lowest_sum_reward(g, g.table.pop(0))
            changed = True


def _auto(g: _Game, p: _Player, seat: int, task: tuple[Any, ...]) -> bool:
    """``engine._automatic``: do ``task`` now if it needs no one (True), else leave it."""
    tag = task[0]
    todo = p.todo
    if tag == T_APPLY:
        effect = task[1]
        if not isinstance(effect, CHOICE_EFFECTS):
            del todo[0]
            _resolve(g, p, seat, effect)
            return True
        if _is_choice(g, p, seat, effect):
            return False
        options = _options(g, p, seat, task)
        if len(options) <= 1:
            del todo[0]
            if options:
                _carry_out(g, p, seat, options[0])
            return True
        return False
    if tag == T_DROP:
        if g.rules.tubes:
            return False
        del todo[0]
        p.droplet = min(p.droplet + 1, LAST_CHIP_FIELD)
        return True
    if tag == T_PICK:
        purpose = task[1]
        if purpose == TRADE_UP:
            if _trade_ups(g, p):
                return False
            del todo[0]
            _hand_back(p)
            effect = g.effect
            if isinstance(effect, Everyone) and isinstance(effect.effect, TradeUp):
                todo.append((T_APPLY, effect.effect.otherwise))
            return True
        if not p.hand:
            del todo[0]
            return True
        return False
    if tag == T_SPEND:
        if p.rubies >= RUBY_PRICE:
            return False
        del todo[0]
        return True
    if tag == T_RETURN:
        index = task[1]
        if index < len(p.ck) and p.ck[index] <= 2:
            return False
        del todo[0]
        return True
    if tag == T_ASIDE:
        if task[1] < len(p.aside):
            return False
        del todo[0]
        return True
    return False


def _resolve(g: _Game, p: _Player, seat: int, effect: Effect) -> None:
    """``engine._resolve``: an effect that needs no choice."""
    if isinstance(effect, Gain):
        _gain(g, p, effect)
    elif isinstance(effect, BlackBook):
        _black_book(g, p, seat)
    elif isinstance(effect, LastTwo):
        rewards = [
            (T_APPLY, reward)
            for k in p.ck[-2:]
            if COL[k] == GREEN and (reward := effect.reward_for(VALUE[k])) is not None
        ]
        p.todo[0:0] = rewards
    elif isinstance(effect, SevenWhitesPush):
        if p.wt == EXPLOSION_LIMIT and p.ck:
            push = sum(VALUE[k] for k in p.ck if COL[k] == GREEN)
            p.cf[-1] = min(p.cf[-1] + push, LAST_CHIP_FIELD)
            p.scoring = min(p.cf[-1] + 1, SPOON)
    elif isinstance(effect, PointsByField):
        p.score += sum(
            effect.points(T_COINS[field])
            for k, field in zip(p.ck, p.cf, strict=True)
            if COL[k] == PURPLE
        )
    elif isinstance(effect, RemoveWhite):
        k = KIND_OF[(WHITE, effect.value)]
        if p.bc[k]:
            p.bag.remove(k)
            p.bc[k] -= 1
            g.supply[k] += 1
    elif isinstance(effect, PointsPerRat):  # card P8: the points come in step 2 (``_rats``)
        p.rat_points = True
    elif isinstance(effect, TradeUp):
        p.todo.extend(((T_HAND, effect.draw, TRADE_UP), (T_PICK, TRADE_UP)))
    else:
        raise ValueError(f"no kernel case for {type(effect).__name__}")


def _black_book(g: _Game, p: _Player, seat: int) -> None:
    players = g.players
    mine = p.cc[BLACK]
    if g.n == 2:
        theirs = players[1 - seat].cc[BLACK]
        if mine > theirs:
            _gain(g, p, _BLACK_BOTH)
        elif mine == theirs and mine >= g.rules.black_minimum:
            _gain(g, p, _BLACK_ONE)
        return
    left = players[(seat + 1) % g.n].cc[BLACK]
    right = players[(seat - 1) % g.n].cc[BLACK]
    if mine > left and mine > right:
        _gain(g, p, _BLACK_BOTH)
    elif mine > left or mine > right:
        _gain(g, p, _BLACK_ONE)


def _lowest_sum_reward(g: _Game, effect: LowestSum) -> None:
    players = g.players
    sums = [sum(VALUE[k] for k in p.hand) for p in players]
    lowest = min(sums)
    for seat in g.seats:
        p = players[seat]
        _hand_back(p)
        p.todo.append((T_APPLY, effect.lowest if sums[seat] == lowest else effect.others))


# -- choices: what a task offers and what the bot takes -------------------------------------------

Option = tuple[int, int, Any]
"""``(twice the bot's worth, how it is carried out, what it needs)``, in the engine's order."""


def _options(g: _Game, p: _Player, seat: int, task: tuple[Any, ...]) -> list[Option]:
    """``engine._options`` with the bot's worth of each (``bots.Bot._worth``, doubled)."""
    tag = task[0]
    if tag == T_APPLY:
        return _effect_options(g, p, seat, task[1])
    if tag == T_PICK:
        return _hand_options(g, p, task[1])
    if tag == T_RETURN:
        return [(_CODE["terug"], OP_RETURN, task[1]), (_CODE["laten"], OP_NOTHING, None)]
    if tag == T_ASIDE:
        index = task[1]
        return [
            (_CODE["leggen"], OP_ASIDE_PLACE, index),
            (_CODE["bewaren"], OP_NOTHING, None),
            (_CODE["buidel"], OP_ASIDE_BAG, index),
        ]
    if tag == T_RESTART:
        restart = p.exploded or p.wt >= 5
        return [(0 if restart else 2, OP_NOTHING, None), (2 if restart else 0, OP_RESTART, None)]
    if tag == T_SCORE:
        points = prefers_points(
            p.style, T_POINTS[p.scoring], T_COINS[p.scoring], LAST_ROUND - g.round
        )
        return [(2 if points else 0, OP_POINTS, None), (0 if points else 2, OP_COINS, None)]
    if tag == T_DROP:
        return [
            (_CODE.get("druppel", 0), OP_DROPLET, None),
            (8 if g.round > 5 else 4, OP_TUBE, None),  # bots.Bot._worth: 4 late, 2 early
        ]
    if tag == T_SPEND:
        if p.rubies < RUBY_PRICE:
            return []
        if g.round == LAST_ROUND:
            return [(_W_POINT, OP_SPEND_POINT, None), (_CODE["klaar"], OP_NOTHING, None)]
        options: list[Option] = [(_W_DROPLET, OP_SPEND_DROPLET, None)]
        if not p.flask:
            options.append((_W_FLASK, OP_SPEND_FLASK, None))
        options.append((_CODE["klaar"], OP_NOTHING, None))
        return options
    raise ValueError(f"task {task} is not a choice")


def _effect_worth2(g: _Game, seat: int, effect: Effect) -> int:
    """``bots.Bot._effect_worth``, doubled."""
    if isinstance(effect, Gain):
        return g.rules.gain_worth2(effect)
    if isinstance(effect, AnyChip):
        return 8 * max(effect.values)
    if isinstance(effect, RemoveWhite):
        return 10
    if isinstance(effect, PointsPerRat):
        return _W_POINT * _rat_tails(g, seat)
    return 2


def _possible(g: _Game, p: _Player, seat: int, effect: Effect) -> bool:
    """``engine._possible``: can ``effect`` give anything now (its options not empty)?"""
    if isinstance(effect, Gain):
        return all(_can_buy(g, k) for k in _any_kinds(effect))
    if isinstance(effect, RemoveWhite):
        return p.bc[KIND_OF[(WHITE, effect.value)]] > 0
    if isinstance(effect, AnyChip):
        return _any_chips(g, effect) > 0
    if isinstance(effect, PayRubies):
        return p.rubies >= effect.rubies and _possible(g, p, seat, effect.reward)
    return True  # a ChooseOne offers at least "niets"


def _any_chips(g: _Game, effect: AnyChip, enough: int = 1) -> int:
    """How many kinds ``effect`` could give (counting stops at ``enough``)."""
    found = 0
    for k in _any_kinds(effect):
        if _can_buy(g, k):
            found += 1
            if found >= enough:
                break
    return found


_KINDS_OF: dict[int, tuple[Effect, tuple[int, ...]]] = {}


def _any_kinds(effect: Gain | AnyChip) -> tuple[int, ...]:
    """The kinds a gain gives or an ``AnyChip`` names, in canonical order, remembered per
    effect object (the books' and cards' effects live as long as the program)."""
    entry = _KINDS_OF.get(id(effect))
    if entry is None or entry[0] is not effect:
        entry = _KINDS_OF[id(effect)] = (effect, _kinds_of(effect))
    return entry[1]


def _is_choice(g: _Game, p: _Player, seat: int, effect: Effect) -> bool:
    """Whether ``effect`` offers two options or more (``_effect_options``, counted cheaply):
    fewer is no choice, and the engine applies it at once."""
    if isinstance(effect, ChooseOne):
        possible = 0
        for option in effect.options:
            if _possible(g, p, seat, option):
                possible += 1
                if possible >= 2:
                    return True
        return possible + 1 >= 2 if effect.optional else possible >= 2
    if isinstance(effect, AnyChip):
        return _any_chips(g, effect, 2) >= 2
    if isinstance(effect, PayRubies):
        return p.rubies >= effect.rubies and _possible(g, p, seat, effect.reward)
    if isinstance(effect, CountTiers | TradeIn):
        return any(p.cc[PURPLE] >= least for least, _ in effect.tiers)
    if isinstance(effect, RatsForRubies):
        return p.rats > 0
    return len(_effect_options(g, p, seat, effect)) >= 2


def _effect_options(g: _Game, p: _Player, seat: int, effect: Effect) -> list[Option]:
    if isinstance(effect, ChooseOne):
        options: list[Option] = [
            (_effect_worth2(g, seat, o), OP_FOLLOW, o)
            for o in effect.options
            if _possible(g, p, seat, o)
        ]
        if effect.optional or not options:
            options.append(_NOTHING)
        return options
    if isinstance(effect, AnyChip):
        price = g.rules.price
        return [(2 * (price[k] or 1), OP_TAKE, k) for k in _any_kinds(effect) if _can_buy(g, k)]
    if isinstance(effect, PayRubies):
        if p.rubies < effect.rubies or not _possible(g, p, seat, effect.reward):
            return []
        worth = _effect_worth2(g, seat, effect.reward) - 4
        return [(worth, OP_PAY, effect), (_CODE["niet"], OP_NOTHING, None)]
    if isinstance(effect, CountTiers | TradeIn):
        count = p.cc[PURPLE]
        tiers = [(least, gain) for least, gain in effect.tiers if count >= least]
        if not tiers:
            return []
        op = OP_FOLLOW if isinstance(effect, CountTiers) else OP_TRADE_IN
        options = [
            (_effect_worth2(g, seat, gain), op, gain if op == OP_FOLLOW else (least, gain))
            for least, gain in reversed(tiers)
        ]
        return [*options, _NOTHING]
    if isinstance(effect, Upgrade):
        return _upgrade_options(g, p, effect)
    if isinstance(effect, RatsForRubies):
        tails = p.rats
        if not tails:
            return []
        options = [(_CODE["ratten:0"], OP_RATS, 0)]
        options += [
            (g.rules.gain_worth2(_rubies(n)), OP_RATS, n)
            for n in range(1, min(tails, effect.most) + 1)
        ]
        return options
    raise ValueError(f"{type(effect).__name__} offers no choice")


@lru_cache(maxsize=16)
def _rubies(n: int) -> Gain:
    return Gain(rubies=n)


def _upgrade_options(g: _Game, p: _Player, effect: Upgrade) -> list[Option]:
    count = p.cc[PURPLE]
    options: list[Option] = []
    seen: set[tuple[int, int]] = set()
    for least, low, high in sorted(effect.tiers, reverse=True):
        if count < least:
            continue
        for index, k in enumerate(p.ck):
            colour = COL[k]
            if VALUE[k] != low or colour in (WHITE, ORANGE) or not VALUE[k]:
                continue
            if high not in COLOUR_VALUES[colour]:
                continue
            target = KIND_OF[(colour, high)]
            if g.supply[target] == 0 or (k, target) in seen:
                continue
            seen.add((k, target))
            options.append((2 * high, OP_SWAP, (index, target)))
    return [*options, (_CODE["niets"], OP_NOTHING, None)] if options else []


def _trade_ups(g: _Game, p: _Player) -> list[tuple[int, int]]:
    return [
        (k, NEXT_HIGHER[k])
        for k in sorted(set(p.hand))
        if NEXT_HIGHER[k] >= 0 and _can_buy(g, NEXT_HIGHER[k])
    ]


def _hand_options(g: _Game, p: _Player, purpose: int) -> list[Option]:
    kinds = sorted(set(p.hand))
    if purpose == PICK:
        return [*((2 * STEP[k], OP_PLACE_HAND, k) for k in kinds), (0, OP_HAND_BACK, None)]
    if purpose == TRADE_UP:
        ups = _trade_ups(g, p)
        if not ups:
            return []
        return [
            *((2 * VALUE[target], OP_TRADE_UP, (k, target)) for k, target in ups),
            (_CODE["niets"], OP_HAND_BACK, None),
        ]
    if purpose == STRONG:
        options: list[Option] = [(2 * STEP[k], OP_STRONG_PLACE, k) for k in kinds]
        effect = g.effect
        limit = effect.draw if isinstance(effect, StrongIngredient) else 0
        if len(p.hand) < limit and p.bag:
            options.append((_CODE["trek"], OP_STRONG_DRAW, None))
        options.append((_CODE["geen"], OP_HAND_BACK, None))
        return options
    raise ValueError(f"no choice for purpose {purpose}")


def _choose(g: _Game, p: _Player, seat: int, task: tuple[Any, ...]) -> None:
    """The bot takes the option worth most (the first of equals), as ``bots.Bot.choose``."""
    _take_best(g, p, seat, _options(g, p, seat, task))


def _take_best(g: _Game, p: _Player, seat: int, options: list[Option]) -> None:
    """Log the bot's choice among ``options`` of the seat's first task and carry it out."""
    best = 0
    top = options[0][0]
    for index in range(1, len(options)):
        if options[index][0] > top:
            best, top = index, options[index][0]
    if g.rec is not None:
        g.rec.append(f"{seat + 1} kies {best + 1}")
    del p.todo[0]
    _carry_out(g, p, seat, options[best])


def _carry_out(g: _Game, p: _Player, seat: int, option: Option) -> None:
    """What choosing ``option`` does (the task already removed)."""
    _, op, arg = option
    if op == OP_NOTHING:
        return
    if op == OP_FOLLOW:
        p.todo.insert(0, (T_APPLY, arg))
    elif op == OP_TAKE:
        _give(g, p, arg)
    elif op == OP_PAY:
        p.rubies -= arg.rubies
        p.todo.insert(0, (T_APPLY, arg.reward))
    elif op == OP_TRADE_IN:
        number, gain = arg
        given = 0
        for index in reversed(range(len(p.ck))):
            if given < number and COL[p.ck[index]] == PURPLE:
                g.supply[_take_out(p, index)] += 1
                given += 1
        p.todo.insert(0, (T_APPLY, gain))
    elif op == OP_SWAP:
        index, target = arg
        g.supply[_take_out(p, index)] += 1
        g.supply[target] -= 1
        _bag_add(p, target)
    elif op == OP_RATS:
        p.rats -= arg
        p.rubies += arg
    elif op == OP_PLACE_HAND:
        p.hand.remove(arg)
        _hand_back(p)
        _place(g, p, seat, arg)
    elif op == OP_HAND_BACK:
        _hand_back(p)
    elif op == OP_TRADE_UP:
        chip, target = arg
        p.hand[p.hand.index(chip)] = target
        g.supply[chip] += 1
        g.supply[target] -= 1
        _hand_back(p)
    elif op == OP_STRONG_PLACE:
        p.hand.remove(arg)
        _hand_back(p)
        _place_plain(p, arg)
    elif op == OP_STRONG_DRAW:
        p.todo[0:0] = _STRONG_DRAW
    elif op == OP_RETURN:
        _bag_add(p, _take_out(p, arg))
    elif op == OP_ASIDE_PLACE:
        k = p.aside.pop(arg)
        _put(p, k, _last(p) + _distance(g, p, k))
        p.double = False
    elif op == OP_ASIDE_BAG:
        _bag_add(p, p.aside.pop(arg))
    elif op == OP_RESTART:
        _restart(p)
    elif op == OP_POINTS:
        p.score += T_POINTS[p.scoring]
        p.buys = False
    elif op == OP_COINS:
        p.buys = True
    elif op == OP_DROPLET:
        p.droplet = min(p.droplet + 1, LAST_CHIP_FIELD)
    elif op == OP_TUBE:
        _move_tube(g, p)
    elif op == OP_SPEND_DROPLET:
        p.rubies -= RUBY_PRICE
        p.todo[0:0] = (_SPEND, _DROP)
    elif op == OP_SPEND_FLASK:
        p.rubies -= RUBY_PRICE
        p.flask = True
        p.todo.insert(0, _SPEND)
    elif op == OP_SPEND_POINT:
        p.rubies -= RUBY_PRICE
        p.score += 1
        p.todo.insert(0, _SPEND)
    else:
        raise ValueError(f"unknown option {op}")


# -- buying ---------------------------------------------------------------------------------------


_PURCHASE_BONUS = (
    tuple(int(KINDS[k].ingredient.letter in "OB") for k in range(K)),
    tuple(1 for _ in range(K)),
    tuple(VALUE[k] for k in range(K)),
)
"""What each style adds for a chip besides its price (``strategies.purchase``: the cautious
player counts orange and blue chips, the greedy one chips, the calculator values)."""
assert tuple(style.value for style in STYLES) == ("voorzichtig", "gulzig", "rekenaar")


def best_purchase(style: Style, coins: int, singles: Sequence[int], price: Sequence[int]) -> int:
    """``strategies.purchase`` over the options ``engine.buy_options`` lists for ``singles``
    (nothing; each chip; each pair of two colours within the coins, in that order), without
    listing them: the index of the option with the most coins spent, then the largest bonus,
    the first of equals. ``tests/rulebook/test_simulator.py`` checks it against the original."""
    bonus = _PURCHASE_BONUS[STYLES.index(style)]
    best, top_spent, top_bonus = 0, 0, 0
    index = 0
    for k in singles:
        index += 1
        spent, extra = price[k], bonus[k]
        if spent > top_spent or (spent == top_spent and extra > top_bonus):
            best, top_spent, top_bonus = index, spent, extra
    for i, first in enumerate(singles):
        first_colour = COL[first]
        first_price = price[first]
        first_bonus = bonus[first]
        for second in singles[i + 1 :]:
            spent = first_price + price[second]
            if COL[second] == first_colour or spent > coins:
                continue
            index += 1
            extra = first_bonus + bonus[second]
            if spent > top_spent or (spent == top_spent and extra > top_bonus):
                best, top_spent, top_bonus = index, spent, extra
    return best


def _purchase(rules: _Rules, style: Style, coins: int, singles: Sequence[int]) -> tuple[int, ...]:
    """The chips the bot buys (``best_purchase``) as kinds."""
    best = best_purchase(style, coins, singles, rules.price)
    if best <= len(singles):
        return (singles[best - 1],) if best else ()
    index = len(singles)
    price = rules.price
    for i, first in enumerate(singles):
        for second in singles[i + 1 :]:
            if COL[first] != COL[second] and price[first] + price[second] <= coins:
                index += 1
                if index == best:
                    return (first, second)
    raise AssertionError("no such purchase")


# -- the phases -----------------------------------------------------------------------------------


def _run(g: _Game) -> None:
    """A phase in which the players act in turn: the first seat from the start player with
    something to do acts (chance when its task is a chance step), after the automatic tasks."""
    players = g.players
    seats = g.seats
    while True:
        _work(g)
        for seat in seats:
            p = players[seat]
            if p.todo:
                break
        else:
            return
        task = p.todo[0]
        tag = task[0]
        if tag == T_HAND:
            _draw_to_hand(g, p, seat, task)
        elif tag == T_ROLL:
            _roll(g, p, seat, task)
        else:
            _choose(g, p, seat, task)


def _new_round(g: _Game) -> None:
    """``engine.begin_round`` up to the card: fresh brews, round 6's white chip."""
    n = g.n
    g.seats = tuple((g.start + i) % n for i in range(n))
    for p in g.players:
        p.new_round()
    g.effect = None
    g.cr = g.rules.card(-1)
    if g.round == EXTRA_WHITE_ROUND:
        for seat in g.seats:
            _give(g, g.players[seat], W1)


@lru_cache(maxsize=8)
def _gift(value: int) -> AnyChip:
    """Card B10's gift as one lasting effect object (its kinds are remembered by identity)."""
    return AnyChip((value,))


def _card_phase(g: _Game) -> None:
    """Phase 1 after the card is turned: what a purple card hands out, seat after seat when
    that gives the engine's game (``_card_plan``), else in the engine's own order."""
    plan = g.cr.plan
    if plan is None or not all(_enough(g, kinds) for kinds in plan):
        _run(g)
        return
    for seat in g.seats:
        p = g.players[seat]
        if p.todo:
            _run_seat(g, p, seat)
    if g.table:
        _lowest_sum_reward(g, g.table.pop(0))
        for seat in g.seats:
            _run_seat(g, g.players[seat], seat)


def _enough(g: _Game, kinds: tuple[int, ...]) -> bool:
    """At least one chip per player of these kinds in the box, from books open now."""
    supply = g.supply
    return sum(supply[k] for k in kinds if _book_open(g, COL[k])) >= g.n


def _rats(g: _Game) -> None:
    """Phase 2 (``engine.begin_rats``); card P9's trade is each seat's own affair."""
    effect = g.effect
    trade = isinstance(effect, RatsForRubies)
    leader = max(q.score for q in g.players)
    factor = effect.factor if isinstance(effect, RatsTimes) else 1
    for seat in g.seats:
        p = g.players[seat]
        tails = tails_between(p.score, leader) * factor
        p.rats = tails
        if trade and tails:
            p.todo.append((T_APPLY, effect))
            _run_seat(g, p, seat)
    for seat in g.seats:  # card P8: a point per tail, once every tail is counted
        p = g.players[seat]
        if p.rat_points and p.rats:
            p.score += p.rats


def _after_brewing(g: _Game) -> None:
    """Cards B9 and B10 (``engine.begin_after_brewing``). B9 is each seat's own affair (its
    bag, its cauldron), seat after seat; B10's gifts share the box: the engine's order of
    automatic and chosen gifts is followed by ``_run``."""
    effect = g.effect
    players = g.players
    if isinstance(effect, StrongIngredient):
        for seat in g.seats:
            p = players[seat]
            if not p.exploded and p.bag:
                p.todo.extend(_STRONG_DRAW)
                _run_seat(g, p, seat)
        return
    for seat in g.seats:
        p = players[seat]
        if isinstance(effect, ExplosionGift) and p.exploded:
            players[(seat + 1) % g.n].todo.append((T_APPLY, _gift(effect.value)))
    _run(g)


def _bonus_die(g: _Game) -> None:
    """Step A (``engine.begin_bonus_die``): each roller rolls in turn from the start player."""
    players = g.players
    for p in players:
        cf = p.cf
        p.scoring = min((cf[-1] if cf else p.start) + 1, SPOON)
    safe = [p.scoring for p in players if not p.exploded]
    if not safe:
        return
    best = max(safe)
    effect = g.effect
    times = effect.factor if isinstance(effect, RollsTimes) else 1
    for seat in g.seats:
        p = players[seat]
        if not p.exploded and p.scoring == best:
            p.todo.append((T_ROLL, times))
            _run_seat(g, p, seat)


def _chip_actions(g: _Game) -> None:
    """Step B (``engine.begin_chip_actions``): several seats' gains may share the box, so the
    engine's own order (``_run``) decides, unless no option of this setup's books depends on
    the box (then each seat in turn, from the start player, is the same)."""
    rules = g.rules
    supply = g.supply
    n = g.n
    if (
        rules.step_b_alone
        or all(supply[k] >= need * n for k, need in rules.step_b_needs)
        or _box_suffices(g)
    ):
        # With this many chips in the box, every option stays open and every gift is given
        # whoever comes first: each seat in turn is the engine's game.
        green = rules.green
        green_gain = rules.green_gain
        purple = rules.purple
        for seat in g.seats:
            p = g.players[seat]
            _black_book(g, p, seat)
            if p.todo:
                _run_seat(g, p, seat)
            if p.cc[GREEN]:
                if green_gain is not None:
                    for k in p.ck[-2:]:
                        if COL[k] == GREEN:
                            _gain(g, p, green_gain)
                            if p.todo:
                                _run_seat(g, p, seat)
                elif isinstance(green, SevenWhitesPush):
                    _resolve(g, p, seat, green)
                else:
                    p.todo.append((T_APPLY, green))
                    _run_seat(g, p, seat)
            if p.cc[PURPLE]:
                if isinstance(purple, PointsByField):
                    _resolve(g, p, seat, purple)
                else:
                    p.todo.append((T_APPLY, purple))
                    _run_seat(g, p, seat)
        return
    for seat in g.seats:
        p = g.players[seat]
        p.todo.append((T_APPLY, rules.black))
        if p.cc[GREEN]:
            p.todo.append((T_APPLY, rules.green))
        if p.cc[PURPLE]:
            p.todo.append((T_APPLY, rules.purple))
    _run(g)


def _box_suffices(g: _Game) -> bool:
    """Step B: whether the box holds every chip all seats together could take in this step
    (an upper bound from their cauldrons: green's rewards for the last two chips, purple's
    tiers or swaps, the test tubes' glasses within reach); then no option closes and no gift
    fails, whatever the order."""
    rules = g.rules
    demand: dict[int, int] = {}
    for p in g.players:
        takes: dict[int, int] = {}
        steps = 1  # the black book's droplet step
        green = rules.green
        if isinstance(green, LastTwo):
            for k in p.ck[-2:]:
                if COL[k] == GREEN:
                    for kind, n in _takes(green.reward_for(VALUE[k]), 1).items():
                        takes[kind] = takes.get(kind, 0) + n
                    steps += 2
        purple = rules.purple
        if p.cc[PURPLE]:
            if isinstance(purple, Upgrade):
                for kind in _upgrade_targets(p, purple):
                    takes[kind] = takes.get(kind, 0) + 1
            else:
                for kind, n in _takes(purple, 1).items():
                    takes[kind] = takes.get(kind, 0) + n
                steps += 2
        if rules.tubes:
            glass = p.tube or 0
            for bonus in TEST_TUBES[glass + 1 : glass + 1 + steps]:
                if bonus.chip:
                    kind = KIND_INDEX[Chip.parse(bonus.chip)]
                    takes[kind] = takes.get(kind, 0) + 1
        for kind, n in takes.items():
            demand[kind] = demand.get(kind, 0) + n
    supply = g.supply
    return all(supply[kind] >= n for kind, n in demand.items())


def _upgrade_targets(p: _Player, effect: Upgrade) -> set[int]:
    """The kinds purple set 4 could give this seat (one swap at most)."""
    targets = set()
    for least, low, high in effect.tiers:
        if p.cc[PURPLE] < least:
            continue
        for k in p.ck:
            colour = COL[k]
            if VALUE[k] == low and colour not in (WHITE, ORANGE) and high in COLOUR_VALUES[colour]:
                targets.add(KIND_OF[(colour, high)])
    return targets


def _rubies_and_points(g: _Game) -> None:
    """Steps C and D: rubies (cards B3, B4), then points or, exploded, the choice D or E."""
    effect = g.effect
    bonus = effect.gain if isinstance(effect, RubyFieldBonus) else None
    players = g.players
    for seat in g.seats:
        p = players[seat]
        if T_RUBY[p.scoring]:
            p.rubies += 1
            if bonus is not None:
                _gain(g, p, bonus)
    last = g.round == LAST_ROUND
    for seat in g.seats:
        p = players[seat]
        if not p.exploded or p.protected:
            p.score += T_POINTS[p.scoring]
            p.buys = True
        elif last and g.rules.last_round_points:
            p.score += T_POINTS[p.scoring]
            p.buys = False
        else:
            # an exploded cauldron: the points (option 1) or the shopping (option 2)
            spot = p.scoring
            if prefers_points(p.style, T_POINTS[spot], T_COINS[spot], LAST_ROUND - g.round):
                choice = 1
                p.score += T_POINTS[spot]
                p.buys = False
            else:
                choice = 2
                p.buys = True
            if g.rec is not None:
                g.rec.append(f"{seat + 1} kies {choice}")


def _shopping(g: _Game) -> None:
    """Step E: each buyer in turn. Buying only takes from the box, so a buyer with nothing
    affordable when the engine looks first has nothing affordable at its turn either. The
    bot's purchase is remembered per style, coins and chips on offer (the setup fixes the
    prices)."""
    supply = g.supply
    rules = g.rules
    books = min(g.round, PURPLE_ROUND)
    offers = rules.offers[books]
    purchases = rules.purchases
    rec = g.rec
    # a buyer takes at most one chip of a kind (two chips have two colours): a kind with a chip
    # for every player in the box stays on offer all through the phase
    n = g.n
    scarce = {k for k, _ in rules.shop if supply[k] < n}
    for seat in g.seats:
        p = g.players[seat]
        if not p.buys:
            continue
        coins = T_COINS[p.scoring]
        singles: Sequence[int] = offers[coins]
        if scarce.isdisjoint(singles):
            known = rules.full_offer[books][p.sk]
            chips = known[coins]
            if chips is None:
                chips = known[coins] = _purchase(rules, p.style, coins, singles)
        else:
            for k in singles:
                if not supply[k]:
                    singles = tuple(k for k in singles if supply[k])
                    break
            if not singles:
                continue
            key = (p.sk, coins, singles)
            chips = purchases.get(key)
            if chips is None:
                chips = purchases[key] = _purchase(rules, p.style, coins, singles)
        if rec is not None:
            bought = str(Chips(tuple(KINDS[k] for k in chips))) or "niets"
            rec.append(f"{seat + 1} koop {bought}")
        bag = p.bag
        bc = p.bc
        for k in chips:
            supply[k] -= 1
            insort(bag, k)
            bc[k] += 1


def _round_end(g: _Game) -> None:
    """Round 9's coins, step F (cards B5, B6, rubies), then the round ends (``engine.CLOCK``)."""
    effect = g.effect
    last = g.round == LAST_ROUND
    if last:
        for seat in g.seats:
            p = g.players[seat]
            if p.buys:
                p.score += T_COINS[p.scoring] // COINS_PER_POINT
    refill = isinstance(effect, FreeRefill)
    sevens = isinstance(effect, SevenWhitesDroplet)
    quick = _QUICK_SPENDING and not g.rules.tubes
    rec = g.rec
    for seat in g.seats:
        p = g.players[seat]
        if refill:
            p.flask = True
        if quick:
            # Without test tubes a droplet step needs no one, and the bot spends two rubies
            # at a time on the first option (a droplet step; in round 9 a point) while it can.
            if sevens and p.wt == 7:
                p.droplet = min(p.droplet + 1, LAST_CHIP_FIELD)
            steps = p.rubies // RUBY_PRICE
            if steps:
                p.rubies -= steps * RUBY_PRICE
                if rec is not None:
                    rec.extend([f"{seat + 1} kies 1"] * steps)
                if last:
                    p.score += steps
                else:
                    p.droplet = min(p.droplet + steps, LAST_CHIP_FIELD)
            continue
        if sevens and p.wt == 7:
            p.todo.append(_DROP)
        if p.todo or p.rubies >= RUBY_PRICE:
            p.todo.append(_SPEND)
            _run_seat(g, p, seat)
    for p in g.players:
        bag = p.bag
        bc = p.bc
        ck = p.ck
        for k in ck:
            bc[k] += 1
        bag += ck
        if p.hand:
            for k in p.hand:
                bc[k] += 1
            bag += p.hand
            p.hand = []
        bag.sort()
        p.last_field = p.scoring
        p.empty_cauldron(p.droplet)


def _snapshot(g: _Game, label: str) -> None:
    if g.snapshots is None:
        return
    g.snapshots.append(
        round_summary(
            label,
            [
                (p.score, p.droplet, p.rubies, p.flask, p.tube, _kinds_text(p.bag), p.aside)
                for p in g.players
            ],
            _counts_text(g.supply),
        )
    )


def _play(g: _Game) -> None:
    while True:
        _new_round(g)
        if g.snapshots is not None:
            _snapshot(g, f"ronde {g.round}")
        _turn_card(g)
        _card_phase(g)
        if g.round >= 2:
            _rats(g)
        for p in g.players:
            p.start = min(p.droplet + p.rats, LAST_CHIP_FIELD)
        _brew(g)
        if isinstance(g.effect, StrongIngredient | ExplosionGift):
            _after_brewing(g)
        _bonus_die(g)
        _chip_actions(g)
        _rubies_and_points(g)
        if g.round < LAST_ROUND:
            _shopping(g)
        _round_end(g)
        if g.round == LAST_ROUND:
            return
        g.round += 1
        g.start = (g.start + 1) % g.n


# -- summaries that the engine's states can be compared with --------------------------------------


def _kinds_text(kinds: Iterable[int]) -> str:
    """Sorted kinds in the notation of ``table.Bag`` (``-`` for none)."""
    counts = [0] * K
    for k in kinds:
        counts[k] += 1
    return _counts_text(counts)


def _counts_text(counts: Sequence[int]) -> str:
    groups = [LABEL[k] if n == 1 else f"{LABEL[k]}x{n}" for k, n in enumerate(counts) if n]
    return " ".join(groups) or "-"


def round_summary(
    label: str,
    players: Sequence[tuple[int, int, int, bool, int | None, str, Iterable[int]]],
    supply: str,
) -> str:
    """What the kernel writes at a round's start and at the end (``record=True``): each seat's
    points, droplet, rubies, flask, tube, bag and chips aside, and the box. The replay tests
    write the engine's state in the same words to compare the two."""
    parts = [label]
    for seat, (score, droplet, rubies, flask, tube, bag, aside) in enumerate(players, start=1):
        parts.append(
            f"speler {seat}: punten {score}, druppel {droplet}, robijnen {rubies}, "
            f"fles {'vol' if flask else 'leeg'}, reageerbuis {tube}, buidel {bag}, "
            f"ernaast {_kinds_text(sorted(aside))}"
        )
    parts.append(f"voorraad {supply}")
    return "; ".join(parts)


# -- the public face ------------------------------------------------------------------------------


@dataclass(frozen=True)
class SimulatedGame:
    """The end of a simulated game: the scores, the winners (seats from 0), and when asked the
    actions in the engine's notation and a summary at the start of every round and at the end."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    actions: tuple[str, ...] | None = None
    rounds: tuple[str, ...] | None = None


def simulate(
    setup: Setup, seed: int, styles: Sequence[Style], *, record: bool = False
) -> SimulatedGame:
    """Play one whole game between computer players of ``styles`` (one per seat), as a
    ``Playthrough`` of the engine with ``bots.Bot`` of those styles would, from ``seed``."""
    if not isinstance(setup, Setup):
        raise TypeError(f"a game is set up with a Setup, not {type(setup).__name__}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"the seed is a whole number, not {type(seed).__name__}")
    if len(styles) != setup.players or not all(isinstance(s, Style) for s in styles):
        raise ValueError(f"give one Style per player ({setup.players})")
    if setup.expansions:
        raise ValueError("the kernel plays the base game only")
    g = _Game(setup, seed, styles, record)
    _play(g)
    _snapshot(g, "einde")
    return _finished(g)


# -- resuming a game of the engine -----------------------------------------------------------------


def resume(state: GameState, styles: Sequence[Style], rng: random.Random) -> SimulatedGame:
    """Play the engine's ``state`` on to the end between computer players of ``styles`` (one
    per seat), drawing from ``rng`` exactly as the engine's playout would go on drawing from it
    (``playout.playout`` hands a playout over here; ``tests/games/test_quacks_lessons.py``
    compares the two).

    ``state`` is one of the two moments at which a game is fully told by what the kernel keeps
    (``playout.resumable`` says which states of the engine are such a moment):

    - the start of a round, its card not yet turned (the engine began the round): each seat's
      points, droplet, rubies, flask, test tube, bag, chips aside and last scoring field, the
      box, the start player and the cards left;
    - a moment of brewing in rounds 1 to 8 with nobody asked anything: besides the above, each
      seat's cauldron so far and this round's flags (rat tails, protection, doubling, cards B8,
      B11 and P8) and the card in play; the kernel brews the seats in order, as the engine lets
      the lowest seat act first, and plays the rest of the round.

    A setup the kernel does not cover (``covers``) or a finished game is a ``ValueError``."""
    _check_covered(state.setup)
    if state.over:
        raise ValueError("the game is over: there is nothing left to play")
    if len(styles) != state.setup.players or not all(isinstance(s, Style) for s in styles):
        raise ValueError(f"give one Style per player ({state.setup.players})")
    if any(player.todo or player.hand for player in state.players):
        raise ValueError("the kernel resumes a state in which nobody is asked anything")
    g = _Game(state.setup, 0, styles, False)
    g.bits = rng.getrandbits
    g.round = state.round
    g.start = state.start_player
    g.supply = _counts(state.supply)
    used = set(state.used_cards)
    g.left = [index for index, card in enumerate(CARDS) if card.id not in used]
    for p, player in zip(g.players, state.players, strict=True):
        p.bag = sorted(KIND_INDEX[chip] for chip in player.bag)
        p.bc = _counts(player.bag)
        p.droplet = player.droplet
        p.rubies = player.rubies
        p.score = player.score
        p.flask = player.flask
        p.tube = player.tube
        p.aside = [KIND_INDEX[chip] for chip in player.aside]
        p.last_field = player.last_field
        p.hand = []
        p.todo = []
        p.empty_cauldron(player.droplet)
    if state.card is None:
        if g.round == EXTRA_WHITE_ROUND:
            _undo_extra_white(g)
        _play(g)
    else:
        if state.round >= LAST_ROUND or state.todo:
            raise ValueError("the kernel resumes brewing in rounds 1 to 8, the card's phase done")
        _brewing_from(g, state)
    return _finished(g)


def _finished(g: _Game) -> SimulatedGame:
    """The end of the played game ``g``: the scores, the winners (the most points, then the
    furthest last field), and the notation and summaries when ``g`` recorded them."""
    players = g.players
    best = max(p.score for p in players)
    leaders = [s for s, p in enumerate(players) if p.score == best]
    fullest = max(players[s].last_field for s in leaders)
    return SimulatedGame(
        tuple(p.score for p in players),
        tuple(s for s in leaders if players[s].last_field == fullest),
        tuple(g.rec) if g.rec is not None else None,
        tuple(g.snapshots) if g.snapshots is not None else None,
    )


_CARD_INDEX = {card.id: index for index, card in enumerate(CARDS)}


def _brewing_from(g: _Game, state: GameState) -> None:
    """The rest of a round from a moment of brewing, then the next rounds: ``_play`` from its
    brewing on."""
    assert state.card is not None
    g.seats = state.seats
    g.effect = CARDS[_CARD_INDEX[state.card]].effect
    g.cr = g.rules.card(_CARD_INDEX[state.card])
    for p, player in zip(g.players, state.players, strict=True):
        p.rats = player.rats
        p.drawn = player.drawn
        p.stopped = player.stopped
        p.exploded = player.exploded
        p.protected = player.protected
        p.window = player.window
        p.double = player.double
        p.first_white = player.first_white
        p.restarted = player.restarted
        p.rat_points = player.rat_points
        p.scoring = player.scoring
        p.buys = player.buys
        p.empty_cauldron(player.cauldron.start)
        for placed in player.cauldron.chips:
            k = KIND_INDEX[placed.chip]
            p.ck.append(k)
            p.cf.append(placed.field)
            p.cc[COL[k]] += 1
            if placed.chip.is_white:
                p.wt += placed.chip.value or 0
    _brew(g)
    if isinstance(g.effect, StrongIngredient | ExplosionGift):
        _after_brewing(g)
    _bonus_die(g)
    _chip_actions(g)
    _rubies_and_points(g)
    _shopping(g)  # rounds 1 to 8 only
    _round_end(g)
    g.round += 1
    g.start = (g.start + 1) % g.n
    _play(g)


def _counts(chips: Iterable[Chip]) -> list[int]:
    counts = [0] * K
    for chip in chips:
        counts[KIND_INDEX[chip]] += 1
    return counts


def _undo_extra_white(g: _Game) -> None:
    """Round 6's white chip is in the bags already (the engine began the round); the kernel
    gives it again when it begins the round, so take it back to the box first. The caller
    resumes round 6 only when the box still had a white 1-chip for every seat (so every seat
    got one: ``playout.resumable``)."""
    for p in g.players:
        p.bag.remove(W1)
        p.bc[W1] -= 1
        g.supply[W1] += 1


# -- one cauldron: exact odds and Monte Carlo -----------------------------------------------------


class ExplosionOdds(NamedTuple):
    """The chance that the next chip explodes the cauldron, and the chips that would do it. A
    pair ``(chance, culprits)`` for code; shown to a reader, one Dutch sentence (a chapter's cell
    prints it) instead of ``(Fraction(1, 5), (Chip.parse('W3'),))``."""

    chance: Fraction
    culprits: tuple[Chip, ...]

    def __repr__(self) -> str:
        if not self.chance:
            return "Kans 0: geen fiche in de buidel laat de ketel nu ontploffen."
        chips = dutch.listing([str(chip) for chip in self.culprits], last="of")
        return (
            f"Kans {self.chance.numerator}/{self.chance.denominator} "
            f"({dutch.percent(self.chance)}) dat het volgende fiche de ketel laat ontploffen: "
            f"een {chips}."
        )


def explosion_odds(
    bag: Bag | Chips | str, whites: int, limit: int = EXPLOSION_LIMIT
) -> ExplosionOdds:
    """The exact chance that the next chip from ``bag`` explodes a cauldron whose white chips
    total ``whites`` (more than ``limit`` explodes), and the kinds of chip that would do it."""
    counts = _bag_counts(bag)
    size = sum(counts)
    room = limit - whites
    bad = tuple(k for k in WHITES if counts[k] and VALUE[k] > room)
    if not size:
        return ExplosionOdds(Fraction(0), ())
    return ExplosionOdds(Fraction(sum(counts[k] for k in bad), size), tuple(KINDS[k] for k in bad))


@dataclass(frozen=True)
class StopRule:
    """When a player stops drawing in ``brew_monte_carlo``: as soon as one of the conditions
    given holds (``None``: not used), or the bag is empty, or the cauldron explodes.

    - ``whites``: the white chips in the cauldron total at least this much;
    - ``risk``: the chance that the next chip explodes the cauldron is more than this;
    - ``field``: the scoring field (the field after the last chip) is at least this;
    - ``chips``: this many chips have been drawn.
    """

    whites: int | None = None
    risk: Fraction | None = None
    field: int | None = None
    chips: int | None = None

    def __post_init__(self) -> None:
        for name in ("whites", "field", "chips"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                raise TypeError(f"{name} is a whole number or None")
        if self.risk is not None and not isinstance(self.risk, Fraction | int):
            raise TypeError("risk is a Fraction (or 0 or 1) or None")


@dataclass(frozen=True)
class BrewOdds:
    """What ``brew_monte_carlo`` found: how often each scoring field was reached (exploded or
    not) and how often the cauldron exploded, over ``rounds`` seeded rounds."""

    rounds: int
    fields: dict[int, int]
    exploded: int

    @property
    def explosion_chance(self) -> Fraction:
        return Fraction(self.exploded, self.rounds)

    def field_chance(self, field: int) -> Fraction:
        return Fraction(self.fields.get(field, 0), self.rounds)

    @property
    def mean_field(self) -> Fraction:
        return Fraction(sum(f * n for f, n in self.fields.items()), self.rounds)


def brew_monte_carlo(
    bag: Bag | Chips | str,
    cauldron: Any = 0,
    stop: StopRule = StopRule(whites=5),
    rounds: int = 10_000,
    seed: int = 2026,
    limit: int = EXPLOSION_LIMIT,
) -> BrewOdds:
    """Play ``rounds`` brews of one player from ``bag`` and ``cauldron`` (a ``table.Cauldron``,
    or just the start field), drawing until ``stop`` says stop, and count the scoring fields
    and the explosions. Chips move by their value and act not (no books, no card): the
    question is the bag's luck. The draws use ``getrandbits(53)`` per chip as the engine's
    chance does, so a seed gives the same answer every time."""
    if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1:
        raise ValueError("rounds is a whole number of at least 1")
    if not isinstance(stop, StopRule):
        raise TypeError(f"stop is a StopRule, not {type(stop).__name__}")
    counts = _bag_counts(bag)
    start_bag = [k for k in range(K) for _ in range(counts[k])]
    if isinstance(cauldron, int) and not isinstance(cauldron, bool):
        start_field, start_whites = cauldron, 0
    elif hasattr(cauldron, "last_field") and hasattr(cauldron, "white_total"):
        start_field, start_whites = cauldron.last_field, cauldron.white_total()
    else:
        raise TypeError("cauldron is a Cauldron or a start field")
    if not 0 <= start_field <= LAST_CHIP_FIELD:
        raise ValueError(f"the start field lies on the track (0 to {LAST_CHIP_FIELD})")
    stop_whites = stop.whites if stop.whites is not None else 1 << 30
    stop_field = stop.field if stop.field is not None else 1 << 30
    stop_chips = stop.chips if stop.chips is not None else 1 << 30
    risk_num, risk_den = (
        (-1, 1) if stop.risk is None else (stop.risk.numerator, stop.risk.denominator)
    )
    use_risk = stop.risk is not None
    bits = random.Random(seed).getrandbits
    step = STEP
    value = VALUE
    fields: dict[int, int] = {}
    exploded = 0
    for _ in range(rounds):
        bag_now = start_bag[:]
        last = start_field
        whites = start_whites
        drawn = 0
        blown = whites > limit
        while not blown and bag_now:
            if whites >= stop_whites or last + 1 >= stop_field or drawn >= stop_chips:
                break
            if use_risk:
                room = limit - whites
                bad = 0
                for k in bag_now:
                    if k > 2:
                        break
                    if value[k] > room:
                        bad += 1
                if bad * risk_den > risk_num * len(bag_now):
                    break
            k = bag_now.pop((bits(53) * len(bag_now)) >> 53)
            drawn += 1
            last += step[k]
            if last > LAST_CHIP_FIELD:
                last = LAST_CHIP_FIELD
            if k <= 2:
                whites += value[k]
                blown = whites > limit
        field = last + 1 if last < SPOON else SPOON
        fields[field] = fields.get(field, 0) + 1
        if blown:
            exploded += 1
    return BrewOdds(rounds, dict(sorted(fields.items())), exploded)


def _bag_counts(bag: Bag | Chips | str) -> list[int]:
    if isinstance(bag, str):
        bag = Bag.parse(bag)
    if isinstance(bag, Bag):
        return list(bag.counts)
    if isinstance(bag, Chips):
        counts = [0] * K
        for chip in bag:
            counts[KIND_INDEX[chip]] += 1
        return counts
    raise TypeError(f"a bag is a Bag, Chips or its notation, not {type(bag).__name__}")
