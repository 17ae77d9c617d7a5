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
from operator import attrgetter
from typing import Any

from rulebook.core.model.flow import Actors, Flow, Level, Levels, Phase, PhaseStep
from rulebook.core.model.happenings import TurnBegan, happened
from rulebook.core.model.runner import TABLE, Clock, Runner, Seats, TaskKind, TaskRule, next_pass
from rulebook.its_alive.happenings import Ended, SetAsideBack
from rulebook.its_alive.rules import (
    ChooseCard,
    CloseAuction,
    Dispose,
    OpenBid,
    close_auction,
    open_bids,
)
from rulebook.its_alive.state import PLACE_COUNT, Setup, State

_CHOOSE_CARD, _DISPOSE = ChooseCard(), Dispose()
"""The tasks the first two steps of a turn push (frozen values, made once)."""


def _choose(state: State) -> State:
    return state.push(state.active, _CHOOSE_CARD)


def _dispose(state: State) -> State:
    return state.push(state.active, _DISPOSE)


TURN: Flow[State] = Flow(
    (
        Phase(
            "kiezen",
            "Kaart kiezen",
            "De speler aan de beurt trekt de bovenste kaart van de stapel, of haalt de "
            "bovenste kaart van een kerkhof naar het midden en betaalt daarvoor. Een "
            "getrokken opstand wordt eerst gesust; daarna begint de keuze opnieuw.",
            "het-leeft.kiezen",
            "de speler aan de beurt",
            "er ligt een kaart in het midden (of er is geen kaart meer te nemen)",
            steps=(
                PhaseStep("trekken", "gratis de bovenste kaart", "het-leeft.kiezen.trekken"),
                PhaseStep("ophalen", "een kerkhofkaart, betaald", "het-leeft.kiezen.ophalen"),
                PhaseStep("opstand", "een getrokken opstand sussen", "het-leeft.opstand"),
            ),
            begin=_choose,
        ),
        Phase(
            "bestemmen",
            "Kopen, verkopen of veilen",
            "De speler koopt de kaart uit het midden voor haar waarde, verkoopt haar voor de "
            "helft, of brengt haar in veiling met een eerste bod.",
            "het-leeft.bestemmen",
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
            "het-leeft.veilen.ronde",
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
    """The uprisings set aside go back into the deck (``het-leeft.opstand.een-per-beurt``). The
    count of quiet turns (``stall_count``) is made in the same copy as the next active seat
    (``_next_active``), which the runner asks right after this."""
    if state.set_aside:
        happened(SetAsideBack, len(state.set_aside))
        state = state.but(deck=state.deck.with_(state.set_aside), set_aside=())
    return state


def stall_count(state: State) -> State:
    """After a turn: a new record of places filled on all boards together starts the count of
    quiet turns again; otherwise one more quiet turn, and after ``Stall.rounds`` rounds of them
    (each player one turn) the game is over without a living monster
    (``het-leeft.keuze.stilstand``). The record can only rise to eight places a player, so every
    game ends."""
    changes = _stall_changes(state)
    return state.but(**changes) if changes else state


def _stall_changes(state: State) -> dict[str, Any]:
    """The fields ``stall_count`` changes (none once the game is over), the end told."""
    if state.over:
        return {}
    players = state.players  # (``Player.filled`` of each, without a call per player)
    filled = PLACE_COUNT * len(players) - sum([p.board.count(None) for p in players])
    if filled > state.record:
        return {"record": filled, "quiet": 0}
    quiet = state.quiet + 1
    stall = state.setup.stall
    over = quiet >= stall.rounds * len(state.players)
    if over:
        happened(
            Ended,
            stall_rounds=stall.rounds,
            stall=stall.value,
            clause_id="het-leeft.keuze.stilstand",
        )
    return {"quiet": quiet, "over": over}


def _next_active(state: State, seat: int) -> State:
    """After a turn (the runner's ``with_active``, asked only there): the count of quiet turns
    (``stall_count``) and the next active seat in one copy of the state."""
    changes = _stall_changes(state)
    happened(TurnBegan, seat)
    return state.but(**changes, active=seat)


SEATS: Seats[State] = Seats(
    count=lambda s: len(s.players),
    queue=lambda s, seat: s.queues[seat],
    with_queue=State.with_queue,
    step=attrgetter("step"),  # read by the runner many times an action: no Python call
    with_step=State.changer("step"),  # (one call that copies, no lambda around it)
    origin=attrgetter("active"),
    is_over=attrgetter("over"),
    memory=attrgetter("memory"),
    with_memory=State.changer("memory"),
    queues=attrgetter("queues"),
)
CLOCK: Clock[State] = Clock(
    count=lambda s: len(s.players),
    round=attrgetter("round"),
    with_round=State.changer("round"),
    start=attrgetter("setup.start"),
    with_start=lambda s, seat: s.but(setup=replace(s.setup, start=seat)),
    end_game=lambda s: s.but_field("over", True),
    active=attrgetter("active"),
    with_active=_next_active,
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


# -- the game ---------------------------------------------------------------------------------


__all__ = ["LEVELS", "RUNNER", "TURN", "Setup"]
