"""Situations a widget plays with the engine: one player brewing alone, a table about to be scored.

The digital bag and the table scorer (``widgets/``) know no rule: they build one of these states,
let the engine (``engine.shared_game()``) play it, and show what the engine says. The states are
real game states, so every rule of the engine applies, books and cards included:

- ``solo_brewing``: a two-player game in the brewing phase where the other player has already
  stopped with an empty cauldron, so only speler 1 draws; the engine's own options
  (``rules.offers``, ``legal_actions``) are what the reader can do.
- ``scoring_table``: two to four cauldrons filled and stopped; the engine goes on with the
  scoring (A to F) from there.
- ``play_out``: plays a state on to the end of its round, chance from a seeded random stream and
  every choice by a computer player, and returns the actions (a scenario to explain).
- ``worth``: what a cauldron's scoring field pays (``rulings.cauldron.BrewResult``).

Bad input from a reader (a chip that does not exist, more chips than the box holds, a droplet off
the track) is a ``RuleError`` naming its clause; a wrong Python type is a ``TypeError``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from rulebook.core import checks
from rulebook.core.dutch import chips as chips_words
from rulebook.core.dutch import listing, numeral, quoted
from rulebook.core.errors import RuleError
from rulebook.core.model.game import Agent, play_to_end
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks import brewing, engine, fortune, rules
from rulebook.quacks.actions import Action
from rulebook.quacks.board import LAST_CHIP_FIELD, LAST_ROUND, TRACK
from rulebook.quacks.books import SETS
from rulebook.quacks.data import START_BAG
from rulebook.quacks.rulings.cauldron import BrewResult
from rulebook.quacks.rulings.scenario import bag_of, pour, table
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import KIND_INDEX, Bag, Cauldron, GameState

START = str(Chips(tuple(Chip(c, v) for (c, v), n in START_BAG.items() for _ in range(n))))
"""The start bag in notation: ``W1x4 W2x2 W3 O1 G1``."""

MAX_ROUNDS_PLAYED = 10_000
"""A round of the base game takes a few dozen actions; far more means the flow is stuck (a bug)."""


# -- checking a reader's input ------------------------------------------------------------------


def _chips(value: str | Chips, name: str) -> Chips:
    if isinstance(value, Chips):
        return value
    return Chips.parse(checks.text(name, value))


def _field(name: str, value: int) -> int:
    checks.whole_number(name, value)
    if not 0 <= value <= LAST_CHIP_FIELD:
        raise RuleError(
            "kwakzalvers.ketelspoor",
            f"De {name} staat op een veld van 0 tot {LAST_CHIP_FIELD}, niet op {numeral(value)}.",
        )
    return value


def _round(value: int) -> int:
    checks.whole_number("ronde", value)
    if not 1 <= value <= LAST_ROUND:
        raise RuleError("kwakzalvers.ronden", f"Ronde {numeral(value)} bestaat niet (1 tot 9).")
    return value


def _books(value: int | tuple[int, ...]) -> int | tuple[int, ...]:
    sets = value if isinstance(value, tuple) else (checks.whole_number("set", value),)
    for number in sets:
        checks.whole_number("set", number)
    if len(sets) not in (1, 5) or any(n not in SETS for n in sets):
        raise RuleError(
            "kwakzalvers.voorbereiding.boeken",
            "Kies een set van 1 tot 4 (of voor groen, blauw, rood, geel en paars elk een).",
        )
    return value


def _card(card: str | None) -> str | None:
    if card is None:
        return None
    checks.text("kaart", card)
    if card not in fortune.BY_ID:
        raise RuleError(
            "kwakzalvers.waarzegster",
            f"Er is geen waarzeggerijkaart {quoted(card)}; de kaarten heten P1 tot P13 en B1 tot "
            "B11.",
        )
    return card


def _check_box(state: GameState, wanted: Sequence[Chips]) -> None:
    """The chips of ``wanted[seat]`` come from that player's own bag first, then from the box's
    supply (as ``pour`` and ``bag_of`` take them): the box must hold enough."""
    supply = Counter(state.supply)
    for seat, chips in enumerate(wanted):
        own = Counter(state.players[seat].bag)
        for chip, n in sorted(Counter(chips).items(), key=lambda item: KIND_INDEX[item[0]]):
            short = n - own[chip] - supply[chip]
            if short > 0 and rules.BOX.count(chip) == 0:
                raise RuleError(
                    "kwakzalvers.voorraad",
                    f"{chip} zit niet in de doos van het basisspel ({chip.dutch()}).",
                )
            if short > 0:
                there = own[chip] + supply[chip]
                raise RuleError(
                    "kwakzalvers.voorraad",
                    f"Speler {seat + 1} heeft {chips_words(n)} {chip} nodig, maar er zijn er nog "
                    f"maar {there} (de doos van het basisspel is op).",
                )
            supply[chip] -= max(0, n - own[chip])


# -- one player brewing -------------------------------------------------------------------------


def solo_brewing(
    bag: str | Chips = START,
    *,
    droplet: int = 0,
    rats: int = 0,
    books: int | tuple[int, ...] = 1,
    round: int = 1,
    card: str | None = None,
    seed: int = 0,
    **options: Any,
) -> GameState:
    """Speler 1 about to brew with exactly ``bag`` in the bag, the droplet on ``droplet`` and
    the rat stone ``rats`` fields further; speler 2 has already stopped (an empty cauldron).

    ``books`` is one set for every colour or five sets; ``card`` the fortune-teller card in play
    (it acts only where the engine reads it while brewing: a limit, a colour that goes further,
    a white chip back, a second chance); ``options`` go to the ``Setup``.
    """
    chips = _chips(bag, "buidel")
    _round(round)
    brewing.check_cauldron(chips, round)
    _field("druppel", droplet)
    _field("rattensteen", checks.whole_number("ratten", rats))
    state = table(2, books=_books(books), round=round, card=_card(card), seed=seed, **options)
    _check_box(state, [chips])
    state = bag_of(state, 0, str(Bag.of(chips)))
    start = min(droplet + rats, LAST_CHIP_FIELD)
    state = state.with_player(0, droplet=droplet, rats=rats, cauldron=Cauldron(start=start))
    return pour(state, 1, Chips(), stopped=True)


def worth(state: GameState, seat: int) -> BrewResult:
    """What the cauldron of ``seat`` is worth as it lies: the field after the last chip, with
    its coins, points and ruby, and whether it exploded."""
    player = state.players[seat]
    field = player.cauldron.scoring_field
    spot = TRACK[field]
    return BrewResult(
        whites=player.cauldron.white_total(),
        limit=rules.explosion_limit(state, player),
        exploded=player.exploded,
        field=field,
        coins=spot.coins,
        points=spot.points,
        ruby=spot.ruby,
    )


# -- a table to score ---------------------------------------------------------------------------


def scoring_table(
    cauldrons: Sequence[str | Chips],
    *,
    droplets: Sequence[int] = (),
    books: int | tuple[int, ...] = 1,
    round: int = 1,
    scores: Sequence[int] = (),
    seed: int = 0,
    **options: Any,
) -> GameState:
    """Two to four players who have all stopped brewing: the chips of ``cauldrons[i]`` lie in
    the cauldron of speler i+1 in this order, from that player's droplet (``droplets``, default
    0). The engine goes on with the scoring from here."""
    if not isinstance(cauldrons, list | tuple):
        raise TypeError(f"give the cauldrons as a list or tuple, not {type(cauldrons).__name__}")
    if not 2 <= len(cauldrons) <= 4:
        raise RuleError(
            "kwakzalvers.spelers",
            "Aan tafel zitten 2 tot 4 spelers: geef 2 tot 4 ketels.",
        )
    _round(round)
    contents = [_chips(chips, "ketel") for chips in cauldrons]
    for chips in contents:
        brewing.check_cauldron(chips, round)
    players = len(contents)
    drops = list(droplets) + [0] * (players - len(droplets))
    points = list(scores) + [0] * (players - len(scores))
    if len(drops) != players or len(points) != players:
        raise ValueError("give at most one droplet and one score per cauldron")
    state = table(players, books=_books(books), round=round, seed=seed, **options)
    _check_box(state, contents)
    for seat, chips in enumerate(contents):
        _field("druppel", drops[seat])
        if checks.whole_number("punten", points[seat]) < 0:
            raise RuleError("kwakzalvers.puntentelling.d", "Een score is nooit negatief.")
        state = state.with_player(seat, score=points[seat])
        state = pour(state, seat, chips, droplet=drops[seat], stopped=True)
    return state


# -- playing on ---------------------------------------------------------------------------------


def _default_agent() -> Agent[GameState, Action]:
    from rulebook.quacks.bots import Bot
    from rulebook.quacks.strategies import Style

    return Bot(Style.CALCULATOR)


def play_out(
    state: GameState,
    *,
    seed: int = 0,
    agent: Agent[GameState, Action] | None = None,
    game: engine.Quacks | None = None,
) -> list[Action]:
    """The actions that play ``state`` on to the end of its round (or of the game): chance
    from ``random.Random(seed)``, every choice by ``agent`` (default: the calculating computer
    player), the lowest seat first when several may act."""
    checks.instance("de toestand", state, GameState)
    checks.whole_number("seed", seed)
    played = game if game is not None else _game()
    chooser = agent if agent is not None else _default_agent()
    rng = random.Random(seed)
    actions: list[Action] = []
    current = state
    if not played.current_players(current) and not current.over:
        # A state shaped by hand, where nobody acts yet: the flow moves on, as after an action
        # (``scenario_ruling`` does the same before its first action).
        current = played._settle(current)
    if current.over or current.round != state.round:
        return actions

    def each(action: Action, after: GameState) -> bool:
        actions.append(action)
        return after.over or after.round != state.round  # the round is over: stop here

    # every seat sees the whole table (``observation``), so each is asked as before
    agents = dict.fromkeys(range(len(current.players)), chooser)
    play_to_end(played, current, agents, rng, MAX_ROUNDS_PLAYED, each)
    return actions


def _game() -> engine.Quacks:
    from rulebook.quacks.engine import shared_game

    return shared_game()


def scoring_ruling(state: GameState, *, seed: int = 0, question: str = "") -> Ruling[GameState]:
    """The scoring of a table whose players have all stopped, step A to F, explained step by
    step (``scenario_ruling``): the bonus die from ``random.Random(seed)``, the choices
    (buying, rubies, an exploded cauldron's D or E) by the calculating computer player."""
    from rulebook.quacks.rulings.scenario import scenario_ruling

    actions = play_out(state, seed=seed)
    return scenario_ruling(
        state,
        actions,
        question=question or f"Hoe verloopt de puntentelling van {describe_seats(state)}?",
        until="einde-ronde",
    )


def describe_seats(state: GameState) -> str:
    """``speler 1: W1 O1 (druppel 2); speler 2: ...``: the cauldrons of a table, for a question."""
    parts = []
    for seat, player in enumerate(state.players):
        chips = str(player.cauldron.contents()) or "leeg"
        drop = f" (druppel {player.droplet})" if player.droplet else ""
        parts.append(f"speler {seat + 1}: {chips}{drop}")
    return listing(parts)


__all__ = [
    "START",
    "describe_seats",
    "play_out",
    "scoring_ruling",
    "scoring_table",
    "solo_brewing",
    "worth",
]
