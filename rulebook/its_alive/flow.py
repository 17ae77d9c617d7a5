"""Het Leeft!: a turn as data the decision runner executes, and the levels above it.

A turn has three steps (``TURN``): choosing the card (the deck's top, or a graveyard's top paid
for; an uprising drawn is calmed first and the turn begins again), deciding what happens to it
(buy, sell or auction), and, when it is auctioned, the auction: each other seat once, clockwise
from the seller's left, then the table settles it. After the turn the uprisings set aside go back
into the deck and the next seat clockwise plays (``LEVELS``). A full board ends the game at once,
also in the middle of a turn. The advanced game is a ``Match`` of as many games as players, the
start player moving one seat to the left each game.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulebook.core.flow import Actors, Flow, Level, Levels, Phase, PhaseStep
from rulebook.core.match import Match
from rulebook.core.runner import TABLE, Clock, Runner, Seats, TaskKind, TaskRule, next_pass
from rulebook.its_alive.rules import (
    ChooseCard,
    CloseAuction,
    Dispose,
    ItsAliveGame,
    OpenBid,
    close_auction,
    open_bids,
)
from rulebook.its_alive.state import Setup, State


def _choose(state: State) -> State:
    return state.push(state.active, ChooseCard())


def _dispose(state: State) -> State:
    return state.push(state.active, Dispose())


TURN: Flow[State] = Flow(
    (
        Phase(
            "kiezen",
            "Kaart kiezen",
            "De speler aan de beurt trekt de bovenste kaart van de stapel, of haalt de "
            "bovenste kaart van een kerkhof naar het midden en betaalt daarvoor. Een "
            "getrokken opstand wordt eerst gekalmeerd; daarna begint de keuze opnieuw.",
            "hetleeft.kiezen",
            "de speler aan de beurt",
            "er ligt een kaart in het midden (of er is geen kaart meer te nemen)",
            steps=(
                PhaseStep("trekken", "gratis de bovenste kaart", "hetleeft.kiezen.trekken"),
                PhaseStep("ophalen", "een kerkhofkaart, betaald", "hetleeft.kiezen.ophalen"),
                PhaseStep("opstand", "een getrokken opstand kalmeren", "hetleeft.opstand"),
            ),
            begin=_choose,
        ),
        Phase(
            "bestemmen",
            "Kopen, verkopen of veilen",
            "De speler koopt de kaart uit het midden voor haar waarde, verkoopt haar voor de "
            "helft, of brengt haar in veiling met een eerste bod.",
            "hetleeft.bestemmen",
            "de speler aan de beurt",
            "de kaart is gekocht of verkocht, of het openingsbod ligt er",
            applies=lambda s: s.middle is not None,
            begin=_dispose,
        ),
        Phase(
            "veiling",
            "Veiling",
            "Elke andere speler mag één keer hoger bieden of passen, met de klok mee vanaf "
            "links van de verkoper. Daarna betaalt de hoogste bieder en krijgt de kaart.",
            "hetleeft.veilen.ronde",
            "de andere spelers, één voor één",
            "iedereen heeft één keer geboden of gepast",
            actors=Actors.OTHERS_IN_TURN,
            applies=lambda s: s.auction is not None,
            begin=open_bids,
        ),
    )
)
"""The steps of one turn."""

LEVELS = Levels(Level.TURN, rounds=None, games=1)
"""Turns clockwise until a board is full; the advanced game is a match (``make_match``)."""


def _after_turn(state: State) -> State:
    """The uprisings set aside go back into the deck (``hetleeft.opstand.een-per-beurt``)."""
    if not state.set_aside:
        return state
    return state.but(deck=state.deck.with_(state.set_aside), set_aside=())


SEATS: Seats[State] = Seats(
    count=lambda s: len(s.players),
    queue=lambda s, seat: s.queues[seat],
    with_queue=lambda s, seat, tasks: s.with_queue(seat, tasks),
    step=lambda s: s.step,
    with_step=lambda s, step: s.but(step=step),
    origin=lambda s: s.active,
    is_over=lambda s: s.over,
    memory=lambda s: s.memory,
    with_memory=lambda s, memory: s.but(memory=memory),
)
CLOCK: Clock[State] = Clock(
    count=lambda s: len(s.players),
    round=lambda s: s.round,
    with_round=lambda s, n: s.but(round=n),
    start=lambda s: s.setup.start,
    with_start=lambda s, seat: s.but(setup=replace(s.setup, start=seat)),
    end_game=lambda s: s.but(over=True),
    active=lambda s: s.active,
    with_active=lambda s, seat: s.but(active=seat),
    after_turn=_after_turn,
)


def _close(state: State, seat: int, task: Any) -> State | None:
    return close_auction(state, seat, task)


TASK_RULES: dict[type, TaskRule[State]] = {
    CloseAuction: TaskRule(TaskKind.AUTOMATIC, automatic=_close)
}

RUNNER: Runner[State] = Runner(
    SEATS, TASK_RULES, flow_of=lambda s: TURN, end_of_flow=next_pass(LEVELS, CLOCK)
)

_ = (OpenBid, TABLE)


def make_game() -> ItsAliveGame:
    return ItsAliveGame()


def make_match(game: ItsAliveGame | None = None) -> Match[State, Any]:
    """The advanced game: as many games as players, the start player one seat further left each
    game, the scores added up (``hetleeft.partijreeks``)."""
    return Match(
        game or ItsAliveGame(),
        setup_for=lambda setup, start: replace(setup, start=start),
        setup_of=lambda state: state.setup,
        players_of=lambda setup: setup.players,
    )


__all__ = ["LEVELS", "RUNNER", "TURN", "Setup", "make_game", "make_match"]
