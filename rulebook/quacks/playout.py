"""Play a game of the engine on to its end, fast: the engine plays until the fast simulator
(``simulator``) can take over, the simulator plays the rest.

The simulator plays whole games from their setup; a review (``lessons``) needs playouts from any
position of a game. The simulator takes over (``resumable``) at two kinds of moment, where a game
is fully told by what it keeps:

- a moment of brewing in rounds 1 to 8 with nobody asked anything (``while_brewing``): each
  seat's things, its cauldron so far and this round's flags (rat tails, protection, doubling,
  card B8 and B11, card P8), the card in play; the simulator brews the seats in order, as the
  engine lets the lowest seat act first, and plays the rest of its round;
- the start of a round, the card not yet turned (``at_round_start``): each seat's points,
  droplet, rubies, flask, test tube, bag, chips aside and last scoring field, the box, the
  start player and the cards left.

``resume`` builds the simulator's game from such a state and plays it on with the same random
stream, so the playout is the one the engine would have played (``tests/games/
test_quacks_lessons.py`` compares the two). Only setups the simulator covers
(``simulator.covers``) and its three styles are played so; ``playout`` falls back to the engine
for anything else.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.core.model.game import Agent, Game, play_to_end
from rulebook.quacks import simulator as kernel
from rulebook.quacks.board import LAST_ROUND
from rulebook.quacks.data import EXTRA_WHITE_ROUND
from rulebook.quacks.effects import ExplosionGift, StrongIngredient
from rulebook.quacks.fortune import CARDS
from rulebook.quacks.strategies import Style
from rulebook.quacks.table import KIND_INDEX, KINDS, GameState

_W1 = KINDS[kernel.W1]
_CARD_INDEX = {card.id: index for index, card in enumerate(CARDS)}
BREWING = "brouwen"


def at_round_start(state: GameState) -> bool:
    """Whether ``state`` is the start of a round as the simulator begins one: the round set up
    (``engine.begin_round``), its card not yet turned, nobody with anything to do."""
    return (
        not state.over
        and state.card is None
        and len(state.todo) == 1
        and type(state.todo[0]).__name__ == "TurnCard"
        and not any(player.todo or player.hand for player in state.players)
    )


def resume(state: GameState, styles: Sequence[Style], rng: random.Random) -> kernel.SimulatedGame:
    """Play ``state`` (``resumable``) to the end in the simulator, drawing from ``rng`` exactly
    as the engine would."""
    if not kernel.covers(state.setup) or not resumable(state):
        raise ValueError("the simulator resumes a covered setup at a resumable state only")
    g = kernel._Game(state.setup, 0, styles, False)
    g.bits = rng.getrandbits
    g.round = state.round
    g.start = state.start_player
    g.supply = _counts(state.supply)
    g.left = [index for index, card in enumerate(CARDS) if card.id not in state.used_cards]
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
    if at_round_start(state):
        if g.round == EXTRA_WHITE_ROUND:
            _undo_extra_white(g, state)
        kernel._play(g)
    else:
        _brewing_from(g, state)
    players = g.players
    best = max(p.score for p in players)
    leaders = [s for s, p in enumerate(players) if p.score == best]
    fullest = max(players[s].last_field for s in leaders)
    return kernel.SimulatedGame(
        tuple(p.score for p in players),
        tuple(s for s in leaders if players[s].last_field == fullest),
    )


def while_brewing(state: GameState) -> bool:
    """Whether ``state`` is a moment of brewing in rounds 1 to 8 that the simulator takes over:
    the card's phase done, nobody with a task, a chip in a hand or a chance step to take; every
    seat either stopped or free to draw (the simulator then brews seat after seat, as the engine
    lets the lowest seat act first)."""
    return (
        not state.over
        and state.phase == BREWING
        and state.round < LAST_ROUND
        and state.card is not None
        and not state.todo
        and not any(player.todo or player.hand for player in state.players)
    )


def _brewing_from(g: kernel._Game, state: GameState) -> None:
    """The rest of a round from a moment of brewing (``while_brewing``), then the next rounds:
    the simulator's ``_play`` from its brewing on."""
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
            p.cc[kernel.COL[k]] += 1
            if placed.chip.is_white:
                p.wt += placed.chip.value or 0
    kernel._brew(g)
    if isinstance(g.effect, StrongIngredient | ExplosionGift):
        kernel._after_brewing(g)
    kernel._bonus_die(g)
    kernel._chip_actions(g)
    kernel._rubies_and_points(g)
    kernel._shopping(g)  # rounds 1 to 8 only (``while_brewing``)
    kernel._round_end(g)
    g.round += 1
    g.start = (g.start + 1) % g.n
    kernel._play(g)


def _counts(chips: object) -> list[int]:
    counts = [0] * kernel.K
    for chip in chips:  # type: ignore[attr-defined]
        counts[KIND_INDEX[chip]] += 1
    return counts


def _undo_extra_white(g: kernel._Game, state: GameState) -> None:
    """Round 6's white chip is in the bags already (the engine began the round); the simulator
    gives it again when it begins the round, so take it back to the box first. With white
    1-chips left in the box every seat got one (``resumable``)."""
    w1 = kernel.W1
    for p in g.players:
        p.bag.remove(w1)
        p.bc[w1] -= 1
        g.supply[w1] += 1


def resumable(state: GameState) -> bool:
    """Whether ``resume`` plays on from ``state``: a moment of brewing (``while_brewing``), or
    the start of a round, in round 6 with a box that still had a white 1-chip for every seat
    (so it is known who got one)."""
    if while_brewing(state):
        return True
    if not at_round_start(state):
        return False
    return state.round != EXTRA_WHITE_ROUND or state.supply.count(_W1) > 0


def styles_of(agents: Mapping[int, Agent[GameState, Any]]) -> list[Style] | None:
    """The simulator's style of every seat's computer player, or ``None`` when one has no style
    the simulator plays."""
    found = []
    for seat in range(len(agents)):
        style = getattr(agents[seat], "style", None)
        if not isinstance(style, Style):
            return None
        found.append(style)
    return found


def _resumable_after(_action: object, state: GameState) -> bool:
    """``play_to_end``'s stop: a state the simulator takes over."""
    return resumable(state)


def playout(
    game: Game[GameState, Any],
    state: GameState,
    agents: Mapping[int, Agent[GameState, Any]],
    seed: int,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The scores and winners of ``state`` played to its end by ``agents`` with chance from
    ``seed``: the engine to the start of the next round, then the simulator when it covers the
    setup and the players (else the engine to the end)."""
    rng = random.Random(seed)
    styles = styles_of(agents) if kernel.covers(state.setup) else None
    if styles is None:
        end = play_to_end(game, state, agents, rng)
        result = game.result(end)
        return tuple(result.scores), tuple(result.winners)
    end = state
    if not end.over and not resumable(end):
        end = play_to_end(game, end, agents, rng, each=_resumable_after)
    if end.over:
        result = game.result(end)
        return tuple(result.scores), tuple(result.winners)
    played = resume(end, styles, rng)
    return played.scores, played.winners
