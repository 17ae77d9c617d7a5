"""Het Leeft!'s engine: the game class the runner plays (``ItsAliveGame``), the one
engine of a game (``make_game``) and of an advanced match of as many games as players
(``make_match``). The turn's phases, the seats and the runner they run on are in
``flow``; the rules the tasks apply are in ``rules``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from rulebook.core.model.cards import Deck
from rulebook.core.model.evolve import unchecked
from rulebook.core.model.game import Result, highest_scores
from rulebook.core.model.happenings import Happened, apply_with_happenings
from rulebook.core.model.match import Match
from rulebook.core.model.notation import task_code
from rulebook.core.model.task_game import (
    Move,
    Outcome,
    Pick,
    RememberingTaskGame,
    TaskGame,
    parse_move,
    pick,
)
from rulebook.its_alive.data import BOX_COINS, BY_CODE, PLACES, CardValues, card, card_name
from rulebook.its_alive.flow import RUNNER, TURN
from rulebook.its_alive.result import basic_result
from rulebook.its_alive.rules import (
    TASK_CODES,
    ItsAliveError,
    View,
    card_total,
    game_score,
    swap,
    swaps,
)
from rulebook.its_alive.state import Player, Setup, State


class ItsAliveGame(RememberingTaskGame[State, Move]):
    """Het Leeft! on the decision runner: ``new_game(Setup, seed)``, moves ``2 kies kopen`` and
    ``kans hart-5``, and a free move ``1 kies wissel-hart-5-hart`` (swap at any time)."""

    id = "het-leeft"
    clause_id = "het-leeft.beurt"
    seats_clause = "het-leeft.spelers"

    def __init__(self) -> None:
        self.runner = RUNNER

    def new_game(self, setup: Setup, seed: int) -> State:
        if not isinstance(setup, Setup):
            raise TypeError(f"a game starts from a Setup, not {type(setup).__name__}")

        n = setup.players
        players = tuple(Player() for _ in range(n))
        state = State(
            setup,
            seed,
            players,
            _full_deck(setup.values),
            BOX_COINS - sum(p.coins for p in players),
            ((),) * (n + 1),
            active=setup.start,
        )
        return self.runner.settle(self.runner.enter(state, None))

    def is_over(self, state: State) -> bool:
        return state.over

    def scores(self, state: State) -> tuple[int, ...]:
        """Basic: 1 for the first to finish, 0 for the others; advanced: ``game_score``."""
        if not state.setup.advanced:
            return tuple(int(seat == state.finisher) for seat in range(len(state.players)))
        return tuple(
            game_score(card_total(p.board, state.setup.coffins), p.coins, seat == state.finisher)
            for seat, p in enumerate(state.players)
        )

    def result(self, state: State) -> Result:
        if state.setup.advanced:
            return highest_scores(self.scores(state))  # a tie is shared (het-leeft.keuze.gelijk)
        filled = [p.filled() for p in state.players]
        return basic_result(self.scores(state), state.finisher, filled)  # no points: its words

    def observation(self, state: State, seat: int) -> View | State:
        if state.over:
            return state
        queue = state.queues[seat]
        task = ""
        if queue:  # the code of a task without arguments by its type, any other written
            task = TASK_CODES.get(type(queue[0])) or task_code(queue[0])
        players = state.players
        return unchecked(  # a frozen value made for every decision: filled directly
            View,
            seat=seat,
            setup=state.setup,
            own=players[seat],
            tops=_TOPS[1] if _TOPS[0] is players else _tops(players),
            deck_size=state.deck.size,  # (``len`` without its call to ``__len__``)
            middle=state.middle,
            auction=state.auction,
            out=state.out,
            set_aside=len(state.set_aside),
            active=state.active,
            task=task,
            over=False,  # (an ended game is answered above, with the whole state)
            finisher=state.finisher,
        )

    def free_actions(self, state: State, seat: int) -> list[Move]:
        if state.over or seat < 0 or not state.players[seat].aside:  # nothing kept: no swaps
            return []
        return list(self._free(state, seat))

    def _free(self, state: State, seat: int) -> list[Move]:
        """The swaps ``seat`` may make (nothing kept beside the board: none), worked out once
        per player and seat (a player's screen is a frozen value that outlives many states)."""
        player = state.players[seat]
        if not player.aside:
            return _NONE
        memory = player.remembered  # forgotten by ``Player.but``
        known: dict[int, list[Move]] | None = memory.get("het-leeft.wissels")
        if known is None:
            known = memory["het-leeft.wissels"] = {}
        found = known.get(seat)
        if found is None:
            found = known[seat] = [
                pick(seat, f"wissel-{kept}-{place.code}") for kept, place in swaps(player)
            ]
        return found

    def apply(self, state: State, action: Move) -> State:
        """As ``TaskGame.apply``; a swap that cannot be made names the rule of swapping, and a
        swap by a seat that is not asked now names our choice of when to swap."""
        action = self.checked_move(state, action)
        if isinstance(action, Pick) and action.code.startswith("wissel-"):  # a swap
            if not state.over and action.seat not in self.current_players(state):
                raise ItsAliveError(
                    "het-leeft.keuze.plaatsen",
                    f"Speler {action.seat + 1} wisselt pas als hij iets moet kiezen; nu niet.",
                )
            if action.seat in self.current_players(state) and action not in self.free_actions(
                state, action.seat
            ):
                raise ItsAliveError(
                    "het-leeft.bord.wisselen",
                    f"'{action.code[:40]}' kan niet: wisselen kan alleen met een kaart die naast "
                    "je bord ligt, op de plaats waar ze past.",
                )
        return self.apply_move(state, action)

    def apply_free(self, state: State, action: Pick) -> State:
        _, kind, value, place = action.code.split("-")
        kept = card(BY_CODE[kind], int(value))
        target = next(k for k in PLACES if k.code == place)
        return state.with_player(action.seat, swap(state.player(action.seat), kept, target))

    def parse_action(self, text: str) -> Move:
        return parse_move(text, self.clause_id)

    def parse_state(self, text: str) -> State:
        return State.parse(text)

    def describe(self, state: State, action: Move) -> str:
        if isinstance(action, Pick) and action.code.startswith("wissel-"):
            # the kept card and the place it goes to, so two swaps never read the same
            _, kind, value, place = action.code.split("-")
            target = next((k.dutch for k in PLACES if k.code == place), place)
            return (
                f"speler {action.seat + 1} legt de bewaarde {BY_CODE[kind].dutch} {value} op "
                f"de plaats {target} van het bord"
            )
        return TaskGame.describe(self, state, action)

    def outcome_label(self, state: State, action: Outcome) -> str:
        return f"de stapel geeft {card_name(action.code)}"

    def outcomes(
        self,
        before: State,
        action: Move,
        after: State,
        happenings: Sequence[Happened] | None = None,
    ) -> list[str]:
        """What every player saw come of ``action`` (``log.outcomes``), for logs and the table,
        from what the rules reported as they applied it (recorded again when not handed in)."""
        from rulebook.its_alive.log import outcomes

        if happenings is None:
            _, happenings = apply_with_happenings(self, before, action)
        chosen = action.code if isinstance(action, Pick) else None
        return outcomes(happenings, chosen)

    def stage(self, state: State) -> str:
        """Where the game stands: the round, whose turn, which step (``log.stage``)."""
        from rulebook.its_alive.log import stage

        phases = {phase.id: phase.name for phase in TURN.phases}
        return stage(state, phases, self.current_players(state))


_NONE: list[Move] = []
"""No swaps (shared: never changed)."""


_DECKS: dict[CardValues, Deck] = {}


def _full_deck(values: CardValues) -> Deck:
    """The 60 cards as a deck, made once per set of values (a frozen value)."""
    found = _DECKS.get(values)
    if found is None:
        if len(_DECKS) > 64:
            _DECKS.clear()
        found = _DECKS[values] = Deck.of(values.cards())
    return found


_TOPS: list[Any] = [None, ()]
"""The last players asked about and their graveyards' tops and sizes (every seat's view of one
state shows the same)."""


def _tops(players: tuple[Player, ...]) -> tuple[tuple[str | None, int], ...]:
    if _TOPS[0] is not players:  # (each pile's cards read once: its top and its size)
        piles = [p.graveyard.cards for p in players]
        _TOPS[0], _TOPS[1] = players, tuple([(c[-1] if c else None, len(c)) for c in piles])
    return _TOPS[1]  # type: ignore[no-any-return]


def make_game() -> ItsAliveGame:
    return ItsAliveGame()


def _next_start(setup: Setup, number: int) -> Setup:
    """The setup of game ``number + 1`` of a match from the setup of the game before it (the
    first game's own setup when ``number`` is 0): its start player, then the next seat left."""
    if number == 0:
        return setup
    return replace(setup, start=(setup.start + 1) % setup.players)


def make_match(game: ItsAliveGame | None = None) -> Match[State, Any]:
    """The advanced game: as many games as players, the start player one seat further left each
    game, the scores added up (``het-leeft.partijreeks``). The first game keeps the start
    player its setup chose (``het-leeft.beurt``); each next one starts left of the last."""
    return Match(
        game or ItsAliveGame(),
        setup_for=_next_start,
        setup_of=lambda state: state.setup,
        players_of=lambda setup: setup.players,
    )
