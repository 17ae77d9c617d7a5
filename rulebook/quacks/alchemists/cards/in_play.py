"""The new fortune-teller cards of De Alchemisten in the game engine's deck.

With the expansion on, the deck holds the base game's 24 cards and 17 of the box's 20
(``deck_cards``): the 14 without a symbol and the 3 with the flask; the 3 with the witch's hat
belong to De Kruidenheksen and stay in the box (clause ``alchemisten.kaarten.kruidenheksen``). In a
game their ids carry the prefix ``A-`` (``kans kaart A-P1``), so they never share an id with a
base card (``P1``..``B11``) and a log reads back.

Each card's own effects are registered into the engine's effect registries (``EFFECT_RULES``);
the rest acts at the base engine's named moments (``EVENTS``) and in the flow, where its rule
applies:
purple cards when they are turned, or in the rats phase for the cards that count this round's
rat tails (P5, P9; P1, P4 and P6 give extra rat tails that the rats phase adds); blue B1 and B3
when a player stops, B2 right after a purchase, B4 at shopping, B5 as a free action while
brewing; B6 and B9 in the essence phase (``expansion.begin_essence``) and B7 when the phase
after it (step A, the bonus die) begins, before anyone rolls. What each card gives comes
from ``card_rules``, the functions chapter 22's rulings ask too.

Readings (no source says): B1 and B3 act for a player who stopped, not for an exploded
cauldron (the card says *after you STOP*; an exploded cauldron is stopped by the explosion).
B5 may be used each time the white 3-chip lies in a cauldron that has not exploded.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from rulebook.core import dutch
from rulebook.core.errors import IllegalActionError, RuleError
from rulebook.core.model.evolve import evolve
from rulebook.core.model.game import CHANCE
from rulebook.core.model.happenings import Scored, happened
from rulebook.quacks import rules
from rulebook.quacks.actions import Action, DrawnChip, Turned
from rulebook.quacks.alchemists.cards import rules as card_rules
from rulebook.quacks.alchemists.cards.data import CARDS, Symbol
from rulebook.quacks.alchemists.cards.effects import (
    Bundle,
    CoinsPerRat,
    DrawForRubies,
    DropletForChip,
    EssenceFromLastChip,
    EssenceIfExploded,
    ExtraRats,
    HighestEssence,
    IfRats,
    LastWhitePoints,
    LeftNeighbour,
    RatsForChip,
    RubiesForRats,
    SecondCheaperFree,
    SwapInCauldron,
    WhiteBackForNeighbour,
)
from rulebook.quacks.data import Ingredient
from rulebook.quacks.effects import ChooseOne, Effect, Everyone
from rulebook.quacks.fortune import Card
from rulebook.quacks.happenings import RatTails, Rubies, ShopOpened
from rulebook.quacks.state import Chip
from rulebook.quacks.table import (
    KINDS,
    NO_EVENTS,
    Apply,
    ChanceTask,
    ChoiceTask,
    EffectRules,
    Extra,
    GameState,
    Shop,
)

PREFIX = "A-"
"""The prefix of this box's cards in a game (``A-P1``): the base game has its own ``P1``."""


def deck_cards() -> tuple[Card, ...]:
    """The cards this box shuffles into the deck: all but the three with the witch's hat."""
    return tuple(
        Card(PREFIX + card.id, card.colour, card.effect, card.english, clause=card.clause_id)
        for card in CARDS
        if card.symbol is not Symbol.HERB_WITCHES
    )


def box_id(state: GameState) -> str | None:
    """The id within this box (``P1``) of the card in play, when it is one of this box's."""
    card = state.card
    return card[len(PREFIX) :] if card and card.startswith(PREFIX) else None


def _clause(card_id: str) -> str:
    return f"alchemisten.kaart.{card_id}"


@dataclass(frozen=True)
class CardRats(Extra):
    """Extra rat tails this round's card gave each seat (P1, P4, P6), added in the rats phase."""

    rats: tuple[int, ...] = field(default=(), metadata={"key": "kaartratten"})


def _add_rats(state: GameState, seat: int, number: int) -> GameState:
    found = state.extra(CardRats) if any(isinstance(e, CardRats) for e in state.extras) else None
    rats = list(found.rats if found and found.rats else (0,) * len(state.players))
    rats[seat] += number
    return state.with_extra(CardRats(tuple(rats)))


def _pending_rats(state: GameState) -> tuple[int, ...]:
    for extra in state.extras:
        if isinstance(extra, CardRats):
            return extra.rats
    return ()


# -- purple cards -----------------------------------------------------------------------------


@dataclass(frozen=True)
class RubyFever(ChanceTask):
    """P2: draw one chip; as many rubies as its value; the chip stays in the bag."""

    clause_id = _clause("P2")

    def outcomes(self, state: GameState, seat: int) -> list[tuple[Action, Fraction]]:
        return rules.draw_outcomes(state, seat)

    def resolve(self, state: GameState, seat: int, action: Action) -> GameState:
        assert isinstance(action, DrawnChip)
        player = state.players[seat]
        gained = card_rules.drawn_rubies(action.chip)
        if gained:
            happened(Rubies, seat, gained, player.rubies + gained)
        return state.with_player(seat, rubies=player.rubies + gained)


def _ruby_fever(state: GameState, effect: DrawForRubies, source: str) -> GameState:
    """P2 turned: every player draws (``RubyFever``). P5 and P9 (``IfRats``, ``RatsForChip``)
    count this round's rat tails: the rats phase asks them (``with_card_rats``)."""
    for seat in state.seats:
        state = rules.push_tasks(state, seat, RubyFever())
    return state


@dataclass(frozen=True)
class RubiesChoice(ChoiceTask):
    """P6: hand in 0 to 3 rubies, 3 extra rat tails each."""

    clause_id = _clause("P6")

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        most = min(RubiesForRats().most, state.players[seat].rubies)
        if most == 0:
            return []
        return [
            rules.Option(
                f"kaart:P6:{give}",
                f"lever {dutch.rubies(give)} in: "
                f"{dutch.rat_tails(card_rules.rats_for_rubies(give))} extra",
                _hand_in(seat, give),
            )
            for give in range(most + 1)
        ]


def _hand_in(seat: int, give: int) -> Callable[[GameState], GameState]:
    def hand_in(state: GameState) -> GameState:
        if give:
            happened(Rubies, seat, -give, state.players[seat].rubies - give)
        state = state.with_player(seat, rubies=state.players[seat].rubies - give)
        return _add_rats(state, seat, card_rules.rats_for_rubies(give))

    return hand_in


def _chips_of(
    state: GameState, seat: int, value: int, exclude: tuple[Ingredient, ...] = ()
) -> list[Chip]:
    return [
        chip
        for chip in KINDS
        if chip.value == value
        and chip.ingredient not in exclude
        and rules.can_take(state, seat, chip)
    ]


@dataclass(frozen=True)
class RodentChoice(ChoiceTask):
    """P9: forgo 2, 4 or 6 of this round's rat tails for a 1-, 2- or 4-chip (not purple)."""

    clause_id = _clause("P9")

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        effect = RatsForChip()
        return _chip_for_a_price(
            state,
            seat,
            "P9",
            effect.tiers,
            spend="rats",
            keep="zie nergens van af",
            words=lambda forgo: f"zie af van {dutch.rat_tails(forgo)}",
            exclude=effect.exclude,
        )


@dataclass(frozen=True)
class TippleChoice(ChoiceTask):
    """P10: the droplet 1 or 2 fields back for a 2- or 4-chip (never below field 0)."""

    clause_id = _clause("P10")

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        return _chip_for_a_price(
            state,
            seat,
            "P10",
            DropletForChip().tiers,
            spend="droplet",
            keep="laat je druppel staan",
            words=lambda back: f"zet je druppel {dutch.fields(back)} terug",
        )


def _chip_for_a_price(
    state: GameState,
    seat: int,
    card: str,
    tiers: Iterable[tuple[int, int]],
    *,
    spend: str,
    keep: str,
    words: Callable[[int], str],
    exclude: tuple[Ingredient, ...] = (),
) -> list[rules.Option]:
    """P9 and P10: give up ``cost`` of the player's ``spend`` (rat tails, droplet fields) for a
    chip of the tier's value, or ``keep`` everything; nothing is asked when no tier can be paid
    (never below 0)."""
    have = getattr(state.players[seat], spend)
    options = [rules.Option(f"kaart:{card}:niets", keep, lambda s: s)]
    for cost, value in tiers:
        if cost > have:
            continue
        for chip in _chips_of(state, seat, value, exclude):
            options.append(
                rules.Option(
                    f"kaart:{card}:{cost}:{chip}",
                    f"{words(cost)}: neem {chip.dutch()}",
                    _pay_for(card, seat, spend, cost, chip),
                )
            )
    return options if len(options) > 1 else []


def _pay_for(
    card: str, seat: int, spend: str, cost: int, chip: Chip
) -> Callable[[GameState], GameState]:
    def apply(state: GameState) -> GameState:
        have = getattr(state.players[seat], spend)
        if spend == "rats":
            happened(RatTails, seat, -cost, clause_id=_clause(card))
        return rules.give_chip(state.with_player(seat, **{spend: have - cost}), seat, chip)

    return apply


@dataclass(frozen=True)
class NeighbourChoice(ChoiceTask):
    """P8: choose what your left neighbour gets (``effect``: the card's two options)."""

    clause_id = _clause("P8")

    effect: ChooseOne

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        left = state.left_of(seat)
        return [
            rules.Option(
                f"kaart:P8:{i + 1}",
                f"{rules.seat_name(left)} krijgt: {option.dutch()}",
                _to_neighbour(left, option),
            )
            for i, option in enumerate(self.effect.options)
        ]


def _to_neighbour(left: int, effect: Effect) -> Callable[[GameState], GameState]:
    return lambda s: rules.push_tasks(s, left, Apply(effect, _clause("P8")))


def _bundle(state: GameState, seat: int, effect: Bundle, source: str) -> GameState:
    return rules.push_tasks(state, seat, *(Apply(part, source) for part in effect.parts))


def _extra_rats(state: GameState, seat: int, effect: ExtraRats, source: str) -> GameState:
    return _add_rats(state, seat, effect.number)


def _rubies_for_rats(state: GameState, seat: int, effect: RubiesForRats, source: str) -> GameState:
    return rules.push_tasks(state, seat, RubiesChoice())


def _droplet_for_chip(
    state: GameState, seat: int, effect: DropletForChip, source: str
) -> GameState:
    return rules.push_tasks(state, seat, TippleChoice())


def _left_neighbour(state: GameState, seat: int, effect: LeftNeighbour, source: str) -> GameState:
    if not isinstance(effect.effect, ChooseOne):
        raise ValueError(f"card P8 hands its neighbour a choice, not {effect.effect!r}")
    return rules.push_tasks(state, seat, NeighbourChoice(effect.effect))


def _if_rats(state: GameState, seat: int, effect: IfRats, source: str) -> GameState:
    if state.players[seat].rats < effect.least:
        return state
    return rules.push_tasks(state, seat, Apply(effect.gain, source))


def card_rats(state: GameState) -> GameState:
    """Added to the rats phase's beginning: the card's extra rat tails (P1, P4, P6) on top, and
    the cards that look at this round's rat tails (P5, P9)."""
    for seat, extra in enumerate(_pending_rats(state)):
        if extra:
            happened(RatTails, seat, extra)
        state = state.with_player(seat, rats=state.players[seat].rats + extra)
    state = state.with_extra(CardRats())
    card = box_id(state)
    effect = rules.card_effect(state)
    if card is None or not isinstance(effect, Everyone):
        return state
    source = _clause(card)
    for seat in state.seats:
        if isinstance(effect.effect, IfRats):
            state = rules.push_tasks(state, seat, Apply(effect.effect, source))
        elif isinstance(effect.effect, RatsForChip) and state.players[seat].rats:
            state = rules.push_tasks(state, seat, RodentChoice())
    return state


def card_gave_rats(state: GameState) -> bool:
    """The rats phase is also played in round 1 when a card gave extra rat tails."""
    return any(_pending_rats(state))


# -- blue cards -------------------------------------------------------------------------------


@dataclass(frozen=True)
class SwapChoice(ChoiceTask):
    """B1: after stopping, one coloured 2- or 4-chip out of the cauldron for good, another 2- or
    4-chip from the supply on its field."""

    clause_id = _clause("B1")

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        cauldron = state.players[seat].cauldron
        values = SwapInCauldron().values
        options = [rules.Option("kaart:B1:niets", "ruil niets", lambda s: s)]
        seen: set[tuple[Chip, Chip]] = set()
        for index, placed in enumerate(cauldron.chips):
            old = placed.chip
            if old.is_white or old.value not in values:
                continue
            for value in values:
                for new in _chips_of(state, seat, value, (Ingredient.WHITE,)):
                    if new == old or (old, new) in seen:
                        continue
                    seen.add((old, new))
                    options.append(
                        rules.Option(
                            f"kaart:B1:{old}>{new}",
                            f"ruil {old} in je ketel voor {new} uit de voorraad",
                            _swap(seat, index, new),
                        )
                    )
        return options if len(options) > 1 else []


def _swap(seat: int, index: int, new: Chip) -> Callable[[GameState], GameState]:
    def swap(state: GameState) -> GameState:
        cauldron = state.players[seat].cauldron
        placed = cauldron.chips[index]
        chips = list(cauldron.chips)
        chips[index] = replace(placed, chip=new)
        state = evolve(state, supply=state.supply.add(placed.chip).remove(new))
        return state.with_player(seat, cauldron=replace(cauldron, chips=tuple(chips)))

    return swap


def _stopped(state: GameState, seat: int) -> GameState:
    card = box_id(state)
    player = state.players[seat]
    if card not in ("B1", "B3") or player.exploded:
        return state
    if card == "B1":
        return rules.push_tasks(state, seat, SwapChoice())
    chips = player.cauldron.chips
    gained = card_rules.white_blessing(chips[-1].chip if chips else None)
    if gained:
        happened(Scored, seat, gained, player.score + gained)
    return state.with_player(seat, score=player.score + gained)


@dataclass(frozen=True)
class SaleChoice(ChoiceTask):
    """B2: two chips bought; the cheaper one comes once more, free (equal prices: choose)."""

    clause_id = _clause("B2")

    chips: tuple[Chip, ...]

    def options(self, state: GameState, seat: int) -> list[rules.Option]:
        prices = [rules.price(state, chip) for chip in self.chips]
        return [
            rules.Option(
                f"kaart:B2:{self.chips[i]}",
                f"neem nog een {self.chips[i].dutch()}, gratis",
                _free(seat, self.chips[i]),
            )
            for i in card_rules.sale_gift(prices)
            if rules.can_take(state, seat, self.chips[i])
        ]


def _free(seat: int, chip: Chip) -> Callable[[GameState], GameState]:
    return lambda s: rules.give_chip(s, seat, chip)


def _bought(state: GameState, seat: int, chips: tuple[Chip, ...]) -> GameState:
    if box_id(state) != "B2" or len(chips) != 2:
        return state
    return rules.push_tasks(state, seat, SaleChoice(chips))


def rat_coins(state: GameState) -> GameState:
    """Added to the shopping phase's beginning: with card B4 every purchase gets 2 coins per
    rat tail."""
    if box_id(state) != "B4":
        return state
    for seat in state.seats:
        player = state.players[seat]
        todo = tuple(
            _blessed(seat, task, player.rats) if isinstance(task, Shop) else task
            for task in player.todo
        )
        state = state.with_player(seat, todo=todo)
    return state


def _blessed(seat: int, shop: Shop, rats: int) -> Shop:
    """The shop of card B4: 2 coins more per rat tail."""
    coins = card_rules.rat_blessing(shop.coins, rats)
    if coins != shop.coins:
        happened(ShopOpened, seat, coins)
    return Shop(coins)


_W3 = Chip(Ingredient.WHITE, 3)


@dataclass(frozen=True, repr=False)
class GoodNeighbour(Action):
    """B5: a brewing player puts the white 3-chip from the cauldron back into the bag; the
    left neighbour takes 2 rubies."""

    clause_id = "alchemisten.kaart.B5"

    def __str__(self) -> str:
        return f"{self.seat + 1} wit3-terug"


def _w3_index(state: GameState, seat: int) -> int | None:
    chips = state.players[seat].cauldron.chips
    found = [i for i, placed in enumerate(chips) if placed.chip == _W3]
    return found[-1] if found else None


def _actions(state: GameState, seat: int) -> list[Action]:
    if box_id(state) != "B5" or state.players[seat].exploded:
        return []
    return [GoodNeighbour(seat)] if _w3_index(state, seat) is not None else []


def _apply(state: GameState, action: Action) -> GameState | None:
    if not isinstance(action, GoodNeighbour):
        return None
    seat = action.seat
    index = _w3_index(state, seat)
    assert index is not None
    player = state.players[seat]
    state = state.with_player(
        seat, cauldron=player.cauldron.without(index), bag=player.bag.add(_W3)
    )
    left = state.left_of(seat)
    gift = WhiteBackForNeighbour().gift
    if gift:
        happened(Rubies, left, gift, state.players[left].rubies + gift)
    return state.with_player(left, rubies=state.players[left].rubies + gift)


def _refuse(state: GameState, action: Action) -> RuleError | None:
    if not isinstance(action, GoodNeighbour):
        return None
    if box_id(state) != "B5":
        return IllegalActionError(
            _clause("B5"), "Je witte 3-fiche terugdoen kan alleen met kaart B5 in het spel."
        )
    return IllegalActionError(
        _clause("B5"),
        "Kaart B5: je witte 3-fiche doe je terug terwijl je brouwt, als het in je ketel ligt en "
        "je ketel niet ontploft is.",
    )


BACK_BELOW = 3
"""A computer player returns the white 3-chip when less room than this is left."""


def _bot_move(state: GameState, seat: int, legal: Sequence[Action]) -> Action | None:
    """A computer player returns the white 3-chip when little room is left (a heuristic)."""
    # (``GoodNeighbour(seat) in legal`` without making one for every draw of a playout)
    if not any(type(action) is GoodNeighbour and action.seat == seat for action in legal):
        return None
    player = state.players[seat]
    room = rules.explosion_limit(state, player) - player.cauldron.white_total()
    return GoodNeighbour(seat) if room < BACK_BELOW else None


def _bot_reason(state: GameState, seat: int, act: Action) -> str | None:
    """Why a computer player returned the white 3-chip (``_bot_move``), in one sentence."""
    if not isinstance(act, GoodNeighbour):
        return None
    player = state.players[seat]
    room = rules.explosion_limit(state, player) - player.cauldron.white_total()
    return (
        f"doet zijn W3 terug in de buidel (kaart B5): er is nog maar {room} ruimte voor witte "
        f"fiches, minder dan {BACK_BELOW}."
    )


def _bot_worth(state: GameState, seat: int, code: str) -> int | None:
    """How much this box's card choices are worth to a computer player (a heuristic, in coins):
    a chip its value twice, a rat tail 1, a ruby 2, a droplet field 4."""
    if not code.startswith("kaart:"):
        return None
    parts = code.split(":")
    kind = parts[1]
    if parts[-1] == "niets":
        return 0
    if kind == "P6":
        give = int(parts[2])
        return card_rules.rats_for_rubies(give) - 2 * give
    if kind in ("P9", "P10"):
        cost = int(parts[2]) * (1 if kind == "P9" else 4)
        chip = Chip.parse(parts[3])
        return 2 * (chip.value or 1) - cost
    if kind == "P8":
        return 1 if parts[2] == "1" else 0  # the neighbour gets the smaller gift
    if kind == "B1":
        old, new = (Chip.parse(p) for p in parts[2].split(">"))
        return rules.price(state, new) - rules.price(state, old)
    if kind == "B2":
        return rules.price(state, Chip.parse(parts[2]))
    return 0


def _describe(state: GameState, action: Action) -> str | None:
    if isinstance(action, GoodNeighbour):
        left = state.left_of(action.seat)
        return (
            f"{rules.seat_name(action.seat)} doet zijn witte 3-fiche terug in de buidel "
            f"(kaart B5); {rules.seat_name(left)} krijgt 2 robijnen"
        )
    return None


EVENTS = NO_EVENTS.attach(
    [
        ("vrije-acties", _actions),
        ("vrije-actie", _apply),
        ("weigering", _refuse),
        ("computerzet", _bot_move),
        ("computerreden", _bot_reason),
        ("computerwaarde", _bot_worth),
        ("omschrijving", _describe),
        ("na-stoppen", _stopped),
        ("na-kopen", _bought),
    ]
)
"""What this box's cards do in a game, at the base game's named moments."""

EFFECT_RULES = EffectRules(
    resolve={
        Bundle: _bundle,
        ExtraRats: _extra_rats,
        RubiesForRats: _rubies_for_rats,
        DropletForChip: _droplet_for_chip,
        LeftNeighbour: _left_neighbour,
        IfRats: _if_rats,
    },
    at_turning={
        DrawForRubies: _ruby_fever,
        **dict.fromkeys(
            (
                SwapInCauldron,
                SecondCheaperFree,
                LastWhitePoints,
                CoinsPerRat,
                WhiteBackForNeighbour,
                EssenceIfExploded,
                HighestEssence,
                EssenceFromLastChip,
            ),
            rules.acts_later,
        ),
    },
)
"""What this box's own card effects do, registered into the engine's effect registries: each
effect handed out as a task, and each blue card (acting later in its phase) when turned."""


def read_card_action(text: str) -> Action | None:
    """This box's notations: ``kans kaart A-P1`` and ``N wit3-terug`` (card B5)."""
    words = text.split()
    if len(words) == 3 and words[:2] == ["kans", "kaart"] and words[2].startswith(PREFIX):
        if any(card.id == words[2] for card in deck_cards()):
            return Turned(CHANCE, words[2])
        return None
    if len(words) == 2 and re.fullmatch(r"[1-9]", words[0]) and words[1] == "wit3-terug":
        return GoodNeighbour(int(words[0]) - 1)
    return None


# -- the essence phase ------------------------------------------------------------------------


def essence_extra(state: GameState, seat: int, reading: object) -> int:
    """B6 or B9: the essence's extra fields for ``seat`` (0 with any other card)."""
    from rulebook.quacks.alchemists.cards.data import LastChip

    card = box_id(state)
    player = state.players[seat]
    if card == "B6":
        return card_rules.exploded_extra(player.exploded)
    if card != "B9":
        return 0
    assert isinstance(reading, LastChip)
    chips = player.cauldron.chips
    if not chips:
        return 0
    before = chips[-2].field if len(chips) >= 2 else player.cauldron.start
    return card_rules.last_chip_extra(chips[-1].chip, chips[-1].field - before, reading)


def highest_essence(
    markers: Callable[[GameState], tuple[int, ...]],
) -> Callable[[GameState], GameState]:
    """Added to the beginning of the phase after the essence phase (step A): with card B7,
    whoever has the highest essence (ties: each) first chooses a roll of the bonus die or a full
    flask."""

    def begin_after_essence(state: GameState) -> GameState:
        effect = rules.card_effect(state)
        if box_id(state) != "B7" or not isinstance(effect, HighestEssence):
            return state
        for seat in card_rules.highest_essence(markers(state)):
            state = rules.push_tasks(state, seat, Apply(effect.gain, _clause("B7")))
        return state

    return begin_after_essence
