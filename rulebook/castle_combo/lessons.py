"""What Castle Combo (and Uit de Kerker!) adds to the leermodus (``core.reader.lessons``).

Before each decision every option says the clause it rests on and what it does *now*, with the
numbers of the position, worked out by the engine's own functions:

- a key (``castle-combo.sleutel``): what each row offers at what price and how many points its
  best card would bring now; what a key costs (a point at the end);
- a purchase (``castle-combo.kopen``, ``castle-combo.gedekt``): every card of the messenger's
  row with its price (``engine.price``, the discounts named), its ability and its scoring rule
  in the words of the card list (``Card.describe``, chapter 40), a lock when it has one, and the
  points it would add now at its best place and elsewhere (``rules.increments``, the scorers of
  ``castle-combo score``); what its ability gives at once (``rulings.ability_ruling``);
- a place (``castle-combo.plaatsen``, or the card's scoring rule where it reads its place): what
  the square would score with the card laid there;
- an ability's choice, a replaced row, a neighbour's ability, a lock (Uit de Kerker!): the
  option applied in the engine, and what it changed in gold, keys, purses and points.

The review's playouts (``outcome``) run in the kernel where it covers the setup
(``kernel.covers``, every setup today): the engine plays the option and the rest of that turn
up to the next turn that asks for a key (``kernel.takes_up``), the kernel plays on to the end
(``kernel.play_out``) from a seed drawn there; the engine, for a setup the kernel would not
cover, plays that rest from the same seed, which is the same game.

What a playout may know is what the seat knows. Nothing on the table is hidden but the order of
the decks (a card taken face down was seen in its row), and that order is not in the state: a
deck is a multiset (``core.cards.Deck``: the cards not yet turned, which every player can count
from the cards seen), and each card is drawn when it is turned, from the random stream of
whoever plays the game. So a playout from a logged position never sees the cards the real game
turned next: its cards come from the review's own seeds (the same seeds for every option of a
decision, so two options meet the same luck where their decks agree), drawn from exactly the
cards that could still come. The kernel deals the same way (the deck as sorted cards, one draw
from a fresh ``random.Random(seed)`` per card turned). The review (``core.reader.lessons.review``)
measures every lead it reports again on fresh seeds: the best of up to six options on the
playouts that picked it would overstate its lead several times over.

Who plays on in a playout: the other seats as the computer players of the game (``names``,
when the command knows them; ``gulzig`` otherwise), the learner as ``gulzig``, the strongest of
the three strategies (it wins most often against the others in the kernel): the review asks
what an option was worth for a player who plays on well.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from rulebook.castle_combo import kernel
from rulebook.castle_combo.abilities import Gains
from rulebook.castle_combo.bots import BOTS, Greedy, Planner, RandomBot, laid_totals, now_total
from rulebook.castle_combo.data import BY_ID, Card
from rulebook.castle_combo.effects import (
    Ability,
    Both,
    Choose,
    DiscardFromRow,
    Discount,
    GainPer,
    ReplaceRow,
    UseAdjacent,
)
from rulebook.castle_combo.engine import (
    FACE_DOWN_GOLD,
    FACE_DOWN_KEYS,
    ROW_NAMES,
    Buy,
    CastleCombo,
    PlaceCard,
    SpendKey,
    UseAbility,
    has_lock,
    open_cards,
    price,
    rules_of,
    where,
)
from rulebook.castle_combo.rules import counts_whole_square, place_name, score
from rulebook.castle_combo.rulings import ability_ruling, discount_for, messenger_ruling
from rulebook.castle_combo.state import GOLD, EndTableau
from rulebook.castle_combo.table import Castle
from rulebook.core import dutch
from rulebook.core.model.cards import PlacedCard, Position
from rulebook.core.model.game import Agent, Game, play_to_end
from rulebook.core.model.task_game import Pick
from rulebook.core.reader.lessons import Decision, OptionLesson, basic_decision, win_share

G: Final = "castle-combo"
K: Final = "uit-de-kerker"
REVIEW_CPU: Final = 8_000
"""The playouts a review may spend, times the number of players (at most ``REVIEW_MOST``): a
playout's cost grows with the seats, so a whole game's review stays within about 4 s of CPU
for 2 to 5 players (measured, seeds 1 to 3 of each: 2.9 to 4.1 s CPU over the 110 to 125
options of the learner's 25 to 30 decisions, half of it screening every option, half measuring
the leads again; a four-player playout costs about 2 ms, most of it in the kernel)."""
REVIEW_MOST: Final = 3_000
"""The most playouts of a review (a two-player game)."""
PLAYOUT_STRATEGY: Final = "gulzig"
"""The strategy that plays the learner's own later decisions in a playout (and every seat
whose computer player the teacher was not told)."""


# -- the cards ------------------------------------------------------------------------------------


def card_lesson(state: Castle, seat: int, card_id: str) -> str:
    """A card as a teacher reads it out to ``seat``: its name, its price for this seat (the
    printed cost and the discounts of the seat's square), its ability and its scoring rule in the
    words of the card list (``Card.describe``), a lock and a messenger sign when it has them."""
    card = BY_ID[card_id]
    me = state.players[seat]
    cost = price(card, me)
    helpers = [h.shown for h in discount_for(card, open_cards(me))]
    text = f"{card.shown}: prijs {cost} goud"
    if helpers:
        text += f" ({card.cost} min {len(helpers)} korting van {dutch.listing(helpers)})"
    if cost > me.gold:
        text += f", te duur (je hebt {me.gold} goud)"
    text += f"; vaardigheid: {card.ability.dutch()}; scoringsrol: {card.scroll.dutch()}"
    if has_lock(state, card):
        text += "; met een slot: de vaardigheid wacht tot je het opent"
    if card.messenger:
        text += "; met boodschapperteken"
    return text


def square_lessons(state: Castle, seat: int) -> list[str]:
    """Every card of ``seat``'s square as it scores now (``rules.score``, what ``castle-combo
    score`` counts): its place, name, ability, scoring rule and points, or a face-down card."""
    me = state.players[seat]
    scored = score(EndTableau.unchecked(me.tableau, me.keys, me.gold), rules_of(state))
    lines = []
    for position, card, points in scored.cards():
        where_it_is = place_name(position)
        if card is None:
            lines.append(f"{where_it_is}: gedekte kaart, {_points(points.points)}")
            continue
        lines.append(
            f"{where_it_is}: {card.shown}; vaardigheid: {card.ability.dutch()}; scoringsrol: "
            f"{card.scroll.dutch()}; nu {_points(points.points)} ({points.text})"
        )
    return lines


def _points(number: int) -> str:
    return dutch.count(number, "punt", "punten", one="1")


def _signed(number: int) -> str:
    return f"+{number}" if number >= 0 else str(number)


def _placements(state: Castle, seat: int, card_id: str, face_down: bool, cost: int) -> str:
    """The points the card would add now at its best place and elsewhere, after paying
    ``cost`` (or taking it face down): ``bots.laid_totals`` (``rules.increments``)."""
    me = state.players[seat]
    gold = me.gold + (FACE_DOWN_GOLD if face_down else -cost)
    keys = me.keys + (FACE_DOWN_KEYS if face_down else 0)
    spots, totals = laid_totals(state, seat, card_id, face_down, gold, keys)
    now = now_total(state, seat)
    gains = [points - now for points in totals]
    best = max(gains)
    if len(set(gains)) == 1:
        where_to = "op elke plaats" if len(spots) > 1 else where(me.tableau, spots[0])
        return f"Punten nu: {_signed(best)} {where_to} (het vierkant telt dan {now + best})."
    tops = [where(me.tableau, at) for at, gain in zip(spots, gains, strict=True) if gain == best]
    rest = [gain for gain in gains if gain != best]
    elsewhere = f"{_signed(min(rest))}" if min(rest) == max(rest) else f"{_signed(min(rest))} tot "
    if min(rest) != max(rest):
        elsewhere += _signed(max(rest))
    return (
        f"Punten nu: {_signed(best)} {dutch.listing(tops, last='of')} (het vierkant telt dan "
        f"{now + best}), elders {elsewhere}."
    )


def _ability_now(state: Castle, seat: int, card: Card, at: Position) -> str:
    """What the card's ability gives at once when it is laid at ``at`` (``ability_ruling``, the
    function the engine runs), or that it waits or asks a choice."""
    ability = card.ability
    if has_lock(state, card):
        return "De vaardigheid wacht op het slot."
    if isinstance(ability, Discount):
        return "De korting geldt voor je volgende aankopen."
    if _asks(ability):
        return "Na het leggen kies je hoe de vaardigheid werkt."
    me = state.players[seat]
    laid = me.tableau.place(at, PlacedCard(card.id))
    return f"Vaardigheid nu: {gains_text(ability_ruling(laid, card.id).result)}."


def gains_text(gains: Gains) -> str:
    """``je krijgt 3 goud en 1 sleutel`` for what an ability hands out (``abilities.Gains``)."""
    mine = [f"{gains.gold} goud"] if gains.gold else []
    mine += [dutch.count(gains.keys, "sleutel", "sleutels")] if gains.keys else []
    parts = [f"je krijgt {dutch.listing(mine)}" if mine else "je krijgt niets"]
    on_purses = sum(gold for _, gold in gains.on_purses)
    if on_purses:
        parts.append(f"{on_purses} goud op je beurzen")
    theirs = [f"{gains.others_gold} goud"] if gains.others_gold else []
    theirs += [dutch.count(gains.others_keys, "sleutel", "sleutels")] if gains.others_keys else []
    if theirs:
        parts.append(f"elke tegenspeler krijgt {dutch.listing(theirs)}")
    return "; ".join(parts)


def _asks(ability: Ability) -> bool:
    """Whether the ability lets its seat choose (a part to take, a neighbour, a card of a row,
    a row to replace, a card next to it)."""
    if isinstance(ability, Choose):
        return True
    if isinstance(ability, Both):
        return any(_asks(part) for part in ability.parts)
    if isinstance(ability, GainPer):
        return ability.neighbour
    return isinstance(ability, DiscardFromRow | ReplaceRow | UseAdjacent)


def _row_brief(state: Castle, seat: int, where_: int) -> str:
    """The cards of a row, each with its price and the most points it would add now."""
    me = state.players[seat]
    said = []
    for card_id in state.rows[where_].cards():
        card = BY_ID[card_id]
        cost = price(card, me)
        if cost > me.gold:
            said.append(f"{card.shown} ({cost} goud, te duur)")
            continue
        _, totals = laid_totals(state, seat, card_id, False, me.gold - cost, me.keys)
        said.append(f"{card.shown} ({cost} goud, {_signed(max(totals) - now_total(state, seat))})")
    return dutch.listing(said) or "geen kaarten"


# -- each kind of decision ------------------------------------------------------------------------

Lessons = dict[str, tuple[str, str]]
"""By option code: the clause it rests on and what it does now."""


def _key(game: CastleCombo, state: Castle, seat: int) -> tuple[str, str, Lessons]:
    me = state.players[seat]
    row, other = ROW_NAMES[state.messenger], ROW_NAMES[1 - state.messenger]
    question = (
        f"{dutch.player(seat).capitalize()} mag één sleutel inzetten (en heeft er {me.keys}); de "
        f"boodschapper staat bij de {row}. Achter elke kaart: prijs en punten nu."
    )
    clause = f"{G}.sleutel"
    lessons: Lessons = {
        "geen-sleutel": (
            clause,
            f"Je koopt uit de {row}: {_row_brief(state, seat, state.messenger)}. Je houdt "
            f"{dutch.count(me.keys, 'sleutel', 'sleutels')}, elk 1 punt aan het eind.",
        ),
        "verzet": (
            clause,
            f"Kost 1 sleutel (1 punt aan het eind). De boodschapper gaat naar de {other}: "
            f"{_row_brief(state, seat, 1 - state.messenger)}.",
        ),
    }
    deck = len(state.decks[state.messenger]) + len(state.discards[state.messenger])
    lessons["vervang"] = (
        clause,
        f"Kost 1 sleutel (1 punt aan het eind). {dutch.sentence(_row_cards(state))} gaan naar "
        f"de aflegstapel; er komen drie nieuwe kaarten uit de {deck} die nog kunnen komen.",
    )
    return question, clause, lessons


def _row_cards(state: Castle) -> str:
    return dutch.listing([BY_ID[c].shown for c in state.rows[state.messenger].cards()])


def _buy(game: CastleCombo, state: Castle, seat: int) -> tuple[str, str, Lessons]:
    me = state.players[seat]
    row = ROW_NAMES[state.messenger]
    question = (
        f"{dutch.player(seat).capitalize()} koopt een kaart uit de {row} of neemt er een gedekt "
        f"(in de hand {me.gold} goud en {dutch.count(me.keys, 'sleutel', 'sleutels')}; het "
        f"vierkant telt nu {_points(now_total(state, seat))})."
    )
    lessons: Lessons = {}
    for slot, card_id in enumerate(state.rows[state.messenger].slots):
        if card_id is None:
            continue
        card = BY_ID[card_id]
        cost = price(card, me)
        about = card_lesson(state, seat, card_id)
        if cost <= me.gold:
            spots, totals = laid_totals(state, seat, card_id, False, me.gold - cost, me.keys)
            best = spots[totals.index(max(totals))]
            moves = messenger_ruling(card, card.row, one_row_left=bool(state.gone)).answer.replace(
                "Hij", "De boodschapper"
            )
            lessons[f"koop-{slot + 1}"] = (
                f"{G}.kopen",
                f"{about}. {_placements(state, seat, card_id, False, cost)} "
                f"{_ability_now(state, seat, card, best)} Boodschapper: {moves}",
            )
        lessons[f"gedekt-{slot + 1}"] = (
            f"{G}.gedekt",
            f"Gedekt: +{FACE_DOWN_GOLD} goud en +{FACE_DOWN_KEYS} sleutels, geen vaardigheid en "
            f"geen punten van de kaart zelf; de boodschapper blijft. "
            f"{_placements(state, seat, card_id, True, 0)} (De kaart: {about}.)",
        )
    return question, f"{G}.kopen", lessons


def _place(game: CastleCombo, state: Castle, seat: int) -> tuple[str, str, Lessons]:
    assert state.hand is not None
    me = state.players[seat]
    face_down = state.hand_down
    card = None if face_down else BY_ID[state.hand]
    shown = "de gedekte kaart" if card is None else card.shown
    spots, totals = laid_totals(state, seat, state.hand, face_down, me.gold, me.keys)
    now = now_total(state, seat)
    question = (
        f"{dutch.player(seat).capitalize()} legt {shown} recht naast een kaart van het vierkant "
        f"({dutch.count(len(spots), 'plaats', 'plaatsen')}); het vierkant telt nu "
        f"{_points(now)}."
    )
    clause = f"{G}.plaatsen"
    if card is not None and not counts_whole_square(card.scroll):
        clause = card.scroll.clause_id  # where it lies decides what its scroll counts
    best = max(totals)
    lessons: Lessons = {}
    for (r, c), points in zip(spots, totals, strict=True):
        most = ", het meeste" if points == best and len(set(totals)) > 1 else ""
        lessons[f"plaats-{r}-{c}"] = (
            clause,
            f"Het vierkant telt dan {_points(points)} ({_signed(points - now)} nu){most}.",
        )
    return question, f"{G}.plaatsen", lessons


def _ability(game: CastleCombo, state: Castle, seat: int) -> tuple[str, str, Lessons]:
    task = game.runner.task(state, seat)
    assert isinstance(task, UseAbility)
    card = BY_ID[task.card]
    ability = card.ability
    question = (
        f"{dutch.player(seat).capitalize()} kiest hoe de vaardigheid van {card.shown} werkt: "
        f"{ability.dutch()}."
    )
    lessons: Lessons = {}
    for option in game.options(state, seat):
        code = option.code
        lessons[code] = (_ability_clause(state, card, code), option_effect(game, state, seat, code))
    return question, ability.clause_id, lessons


def _ability_clause(state: Castle, card: Card, code: str) -> str:
    """The clause an ability's option rests on: the part chosen (a neighbour's gains rest on
    ``castle-combo.buren``), a row replaced for a reward, a neighbour's card used again."""
    ability = card.ability
    if code.startswith("vervang-"):
        reward = isinstance(ability, ReplaceRow) and ability.basis is not None
        return f"{K}.vervangen.beloning" if reward else f"{K}.vervangen"
    if code.startswith(("buur-", "geen-buurkaart")):
        return f"{K}.aangrenzend"
    chosen: Ability = ability
    if isinstance(ability, Choose) and code.startswith("vaardigheid-"):
        chosen = ability.options[int(code.split("-")[1]) - 1]
    return str(getattr(chosen, "clause", chosen.clause_id))


def option_effect(game: CastleCombo, state: Castle, seat: int, code: str) -> str:
    """What the option ``code`` changes for ``seat`` when the engine applies it: gold, keys,
    gold on purses, the others' gains, a card discarded, and the points of the square now; or
    that a choice follows."""
    after = game.apply(state, Pick(seat, code))
    was, now = state.players[seat], after.players[seat]
    said = []
    for change, one, many in (
        (now.gold - was.gold, "goud", "goud"),
        (now.keys - was.keys, "sleutel", "sleutels"),
    ):
        if change:
            said.append(f"{_signed(change)} {one if abs(change) == 1 else many}")
    on_purses = _purse_gold(now) - _purse_gold(was)
    if on_purses:
        said.append(f"{on_purses} goud op je beurzen")
    others = [
        (them.gold - before.gold, them.keys - before.keys)
        for other, (before, them) in enumerate(zip(state.players, after.players, strict=True))
        if other != seat
    ]
    if others and any(others[0]):
        gold, keys = others[0]
        parts = [f"{_signed(gold)} goud"] if gold else []
        parts += [f"{_signed(keys)} {'sleutel' if abs(keys) == 1 else 'sleutels'}"] if keys else []
        said.append(f"elke tegenspeler {dutch.listing(parts)}")
    gone = [
        BY_ID[c].shown
        for where_ in (0, 1)
        for c in state.rows[where_].cards()
        if c not in after.rows[where_].cards() and c in after.discards[where_].cards
    ]
    if gone:
        said.append(f"{dutch.listing(gone)} naar de aflegstapel")
    text = dutch.sentence(dutch.listing(said)) + ". " if said else "Je krijgt niets. "
    points = now_total(after, seat) - now_total(state, seat)
    text += f"Het vierkant telt dan {_points(now_total(after, seat))} ({_signed(points)})."
    waiting = after.queues[seat][:1]
    if waiting and isinstance(waiting[0], UseAbility) and seat in game.current_players(after):
        text += f" {_then(game, after, seat, waiting[0].card)}"
    return text


def _then(game: CastleCombo, state: Castle, seat: int, card_id: str) -> str:
    """The choice an ability asks next: what an expansion's lessons say of it (``lessons`` of
    the game's expansions: Uit de Kerker! tells a row's reward and the cards next to it), else
    only that a choice follows."""
    for part in expansion_lessons(game):
        said = part.then(state, seat, card_id)
        if said:
            return str(said)
    return f"Daarna kies je hoe de vaardigheid van {BY_ID[card_id].shown} werkt."


def expansion_lessons(game: CastleCombo) -> list[Any]:
    """What the game's expansions add to this teacher (``Expansion.lessons``, each made when
    asked): the base game never names an expansion."""
    return [made() for expansion in game.expansions if (made := expansion.lessons) is not None]


def row_reward(number: int) -> str:
    """``geeft 4 sleutels`` or ``geeft niets``: a replaced row's reward."""
    return f"geeft {dutch.count(number, 'sleutel', 'sleutels')}" if number else "geeft niets"


def _purse_gold(player: Any) -> int:
    return sum(placed.token(GOLD) for _, placed in player.tableau.cards)


# -- the teacher ----------------------------------------------------------------------------------


class CastleComboTeacher:
    """Castle Combo's teacher (Uit de Kerker! included): every option with its clause and what
    it does now, the computer strategies, and the review's playouts in the kernel.

    ``names``: the computer player of each seat in the game being reviewed (``gulzig``,
    ``planner`` or ``willekeurig``), so the playouts meet the same opponents; without them
    every seat plays on as ``gulzig``."""

    unit = "winstkans"

    def review_budget(self, game: Game[Any, Any], start: Any) -> int:
        """The review's playouts (``review_budget`` below), asked by the core for every review."""
        return review_budget(len(game.scores(start)))

    def __init__(self, names: Sequence[str] | None = None, *, in_kernel: bool = True) -> None:
        self.names = tuple(names) if names is not None else None
        self.in_kernel = in_kernel
        """Playouts in the kernel where it covers the setup (false: all in the engine)."""

    def decision(self, game: Game[Any, Any], state: Any, seat: int) -> Decision:
        basic = basic_decision(game, state, seat)
        assert isinstance(game, CastleCombo)
        task = game.runner.task(state, seat)
        found = _lesson_of(task, game)
        if found is None:
            return basic
        question, clause, lessons = found(game, state, seat)
        options = []
        for option, action in zip(basic.options, game.legal_actions(state, seat), strict=True):
            said = lessons.get(action.code) if isinstance(action, Pick) else None
            if said is None:
                options.append(OptionLesson(option.notation, option.label, clause, option.now))
            else:
                options.append(OptionLesson(option.notation, option.label, *said))
        return Decision(seat, question, clause, tuple(options))

    def strategies(self) -> Mapping[str, Agent[Any, Any]]:
        return {"willekeurig": RandomBot(1), "gulzig": Greedy(2), "planner": Planner(3)}

    def playout_names(self, players: int, seat: int) -> tuple[str, ...]:
        """Who plays each seat in a playout: the game's computer players, ``seat`` (the learner)
        as ``gulzig``."""
        names = list(self.names or (PLAYOUT_STRATEGY,) * players)
        if len(names) != players:
            raise ValueError(f"{players} seats need {players} names, not {names}")
        names[seat] = PLAYOUT_STRATEGY
        return tuple(names)

    def outcome(self, game: Game[Any, Any], state: Any, seat: int, action: Any, seed: int) -> float:
        """``seat``'s share of the win after ``action`` and a playout with chance from ``seed``
        (``playout``)."""
        _, winners = self.playout(game, state, seat, action, seed)
        return win_share(winners, seat)

    def playout(
        self, game: Game[Any, Any], state: Any, seat: int, action: Any, seed: int
    ) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Every seat's points and the winners after ``action`` and a playout with chance from
        ``seed``: the engine up to the next turn asking for a key, then the kernel from a seed
        drawn there (see the module's docstring for what the playout may know). Without the
        kernel (``in_kernel`` false, or a setup it does not cover) the engine plays that rest
        from the same seed: the very game the kernel plays (``kernel.play_out``, replay-tested)."""
        after = game.apply(state, action)
        names = self.playout_names(len(state.players), seat)
        rng = random.Random(seed)
        if not kernel.takes_up(after):
            after = play_to_end(game, after, _agents(names, seed), rng, each=_takes_up)
        rest = rng.randrange(2**31)
        if self.in_kernel and kernel.covers(after.setup):
            played = kernel.play_out(after, names, rest)
            if played is not None:
                return played.scores, played.winners
        end = play_to_end(game, after, _agents(names, rest), rest)
        result = game.result(end)
        return tuple(result.scores), tuple(result.winners)


def _agents(names: Sequence[str], seed: int) -> dict[int, Agent[Any, Any]]:
    """The computer players of a playout, each seeded as the kernel seeds it."""
    return {s: BOTS[name](kernel.agent_seed(seed, s)) for s, name in enumerate(names)}


def _takes_up(action: Any, state: Any) -> bool:
    return kernel.takes_up(state)


def _lesson_of(
    task: Any,
    game: CastleCombo,
) -> Callable[[CastleCombo, Castle, int], tuple[str, str, Lessons]] | None:
    """The lesson of the task a seat is asked (``None``: the basic lesson)."""
    if isinstance(task, SpendKey):
        return _key
    if isinstance(task, Buy):
        return _buy
    if isinstance(task, PlaceCard):
        return _place
    if isinstance(task, UseAbility):
        return _ability
    for part in expansion_lessons(game):
        found = part.lesson_of(task)
        if found is not None:
            return found  # type: ignore[no-any-return]
    return None


def review_budget(players: int) -> int:
    """The review's budget of playouts for a game of ``players`` seats (``REVIEW_CPU``)."""
    return min(REVIEW_CPU // players, REVIEW_MOST)


def teacher(names: Sequence[str] | None = None) -> CastleComboTeacher:
    return CastleComboTeacher(names)
