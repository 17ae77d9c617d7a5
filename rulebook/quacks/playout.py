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

``resume`` hands such a state to the simulator's public ``simulator.resume``, which builds its
game from it and plays on with the same random stream, so the playout is the one the engine
would have played (``tests/games/test_quacks_lessons.py`` compares the two). Only setups the
simulator covers (``simulator.covers``) and its three styles are played so; ``playout`` falls
back to the engine for anything else.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.core.model.game import Agent, Game, play_to_end
from rulebook.quacks import simulator as kernel
from rulebook.quacks.board import LAST_ROUND
from rulebook.quacks.data import EXTRA_WHITE_ROUND
from rulebook.quacks.strategies import Style
from rulebook.quacks.table import KINDS, GameState

_W1 = KINDS[kernel.W1]
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
    """Play ``state`` (``resumable``) to the end in the simulator (``simulator.resume``),
    drawing from ``rng`` exactly as the engine would."""
    if not kernel.covers(state.setup) or not resumable(state):
        raise ValueError("the simulator resumes a covered setup at a resumable state only")
    return kernel.resume(state, styles, rng)


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
