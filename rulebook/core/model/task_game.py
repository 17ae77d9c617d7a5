"""The game protocol on top of the decision runner: what a card game gets for free.

A game whose every decision is a ``runner.Choice`` (options with stable codes) and whose every
chance step is a ``runner.Chance`` (outcomes with exact fractions) needs no engine of its own:
``TaskGame`` answers ``current_players``, ``legal_actions``, ``chance_outcomes`` and ``apply``
from the runner, with two small action types every such game shares:

- ``Pick(seat, code)``, written ``2 kies veilen``: a seat chooses the option with that code;
- ``Outcome(seat, code)``, written ``kans hart-5`` (the table's chance step) or
  ``kans 2 hart-5`` (a seat's): chance's outcome.

A game brings its state, its tasks and flow (``Runner``), and the few things only it knows:
setup, scores, result, observation, notation of its state, the Dutch name of a seat. A game with
action types of its own (Dobbelnim's ``dobbel 3`` and ``2 neemt 1``) translates them with
``as_move``/``from_move``; everything else stays the runner's.
"""

from __future__ import annotations

import random
import re
import typing
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final, Generic, TypeVar

from rulebook.core import dutch
from rulebook.core.errors import IllegalActionError, NotationError
from rulebook.core.model.game import CHANCE
from rulebook.core.model.runner import TABLE, WHO, Chance, Option, Runner

S = TypeVar("S")
A = TypeVar("A")

_PICK = re.compile(r"(?P<seat>[0-9]{1,2}) kies (?P<code>[^\s#]{1,60})")
_OUTCOME = re.compile(r"kans (?:(?P<seat>[0-9]{1,2}) )?(?P<code>[^\s#]{1,60})")


@dataclass(frozen=True)
class Pick:
    """A seat chooses the option with ``code`` (seats count from 0; written from 1)."""

    seat: int
    code: str

    def __str__(self) -> str:
        return f"{self.seat + 1} kies {self.code}"

    def __repr__(self) -> str:
        return f"Pick({self.seat}, {self.code!r})"


@dataclass(frozen=True)
class Outcome:
    """Chance's outcome ``code`` for the chance step of ``seat`` (``TABLE``: the table's)."""

    seat: int
    code: str

    def __str__(self) -> str:
        return f"kans {self.code}" if self.seat == TABLE else f"kans {self.seat + 1} {self.code}"

    def __repr__(self) -> str:
        return f"Outcome({self.seat}, {self.code!r})"


Move = Pick | Outcome

_PICKS: dict[tuple[int, str], Pick] = {}
"""Every pick made so far, by seat and code: frozen values, made once each (listing the legal
actions makes one per option, thousands a game)."""
_BY_SEAT: dict[int, dict[str, Pick]] = {}
"""The same picks by seat, then by code (``_seat_picks``): a lookup by the code alone, without
a pair to build and hash per option."""


def pick(seat: int, code: str) -> Pick:
    """``Pick(seat, code)``, the same object each time it is asked."""
    found = _PICKS.get((seat, code))
    if found is None:
        if len(_PICKS) > 8192:  # a fuzz test may invent endless codes
            _PICKS.clear()
            _BY_SEAT.clear()
        found = _PICKS[(seat, code)] = Pick(seat, code)
        if type(seat) is int and type(code) is str:
            _seat_picks(seat)[code] = found
    return found


def _seat_picks(seat: int) -> dict[str, Pick]:
    """The picks of ``seat`` made so far, by code (filled by ``pick``)."""
    found = _BY_SEAT.get(seat)
    if found is None:
        found = _BY_SEAT[seat] = {}
    return found


_SHARED_MOVES: dict[type, bool] = {}
"""By game class: whether its actions are the shared moves themselves (``from_move`` kept)."""


def parse_move(text: str, clause_id: str) -> Move:
    """``2 kies veilen`` or ``kans hart-5`` / ``kans 2 hart-5`` read back (a Dutch
    ``NotationError`` naming ``clause_id`` otherwise)."""
    if not isinstance(text, str):
        raise TypeError(f"an action is read from text, not {type(text).__name__}")
    words = " ".join(text.split()[:4])
    if found := _PICK.fullmatch(words):
        return Pick(int(found["seat"]) - 1, found["code"])
    if found := _OUTCOME.fullmatch(words):
        seat = TABLE if found["seat"] is None else int(found["seat"]) - 1
        return Outcome(seat, found["code"])
    raise NotationError(
        clause_id,
        f"'{dutch.shorten(text, 30)}' is geen zet: schrijf bijvoorbeeld '2 kies passen' of "
        "'kans 3'.",
    )


class TaskGame(Generic[S, A]):
    """The protocol methods that follow from the runner (see the module's docstring).

    A subclass sets ``runner`` and ``clause_id`` (the rule cited when an action comes at the
    wrong moment) and may override ``free_actions``/``apply_free`` for actions a seat may take
    without being asked (a swap on its own board at any time).
    """

    runner: Runner[S]
    clause_id: str
    seats_clause: str = ""
    """The rule on the number of players, cited for a seat the table does not have
    (``clause_id`` when empty)."""

    # -- a game's own action types (none by default) ----------------------------------------

    def as_move(self, action: A) -> Move:
        """The shared move an action of this game stands for (``TypeError`` for anything
        else)."""
        if isinstance(action, Pick | Outcome):
            return action
        raise TypeError(f"apply needs a Pick or an Outcome, not {type(action).__name__}")

    def from_move(self, move: Move) -> A:
        """The action of this game that stands for ``move`` (the move itself by default)."""
        return typing.cast(A, move)

    # -- who acts and what they may do --------------------------------------------------------

    def current_players(self, state: S) -> tuple[int, ...]:
        return self.runner.current_players(state)

    def options(self, state: S, seat: int) -> list[Option]:
        """What ``seat`` is asked now, as options with codes (empty: nothing to choose)."""
        if type(seat) is not int and (isinstance(seat, bool) or not isinstance(seat, int)):
            raise TypeError(f"a seat is a whole number, not {type(seat).__name__}")
        if seat == CHANCE or seat not in self.current_players(state):
            return []
        runner = self.runner
        task = runner.task(state, seat)
        if task is None or runner.is_chance(task):
            return []
        return list(runner.options(state, seat, task))

    def legal_actions(self, state: S, player: int) -> list[A]:
        made = _PICKS  # each pick is made once: looked up here without a call per option
        picks: list[Move] = [
            made.get((player, o.code)) or pick(player, o.code) for o in self._options(state, player)
        ]
        if player in self.current_players(state):
            picks += self.free_actions(state, player)
        if self._moves_are_actions():
            return picks  # type: ignore[return-value]
        return [self.from_move(move) for move in picks]

    def _options(self, state: S, seat: int) -> list[Option]:
        """``options`` for a caller that only reads the list (a game that remembers its
        answers hands out its own, without a copy)."""
        return self.options(state, seat)

    def _moves_are_actions(self) -> bool:
        """Whether this game's actions are the shared moves themselves (``from_move`` not
        overridden): then nothing needs translating. Found once per game class."""
        kind = type(self)
        found = _SHARED_MOVES.get(kind)
        if found is None:
            found = _SHARED_MOVES[kind] = kind.from_move is TaskGame.from_move
        return found

    def free_actions(self, state: S, seat: int) -> list[Move]:
        """Actions ``seat`` may take without being asked (none by default)."""
        return []

    def apply_free(self, state: S, action: Pick) -> S:
        """Apply one of ``free_actions`` (a game with free actions overrides this)."""
        raise self.refusal(state, action)

    def chance_outcomes(self, state: S) -> list[tuple[A, Fraction]]:
        seat = self.runner.chance_seat(state)
        if seat is None:
            return []
        task = self.runner.task(state, seat)
        assert isinstance(task, Chance)
        if self._moves_are_actions():
            return list(task.outcomes(state, seat))
        return [(self.from_move(move), chance) for move, chance in task.outcomes(state, seat)]

    def sample_chance(self, state: S, rng: random.Random) -> A:
        """Chance's outcome drawn directly by its task (``Chance.sample``): the outcome
        ``sample(chance_outcomes(state), rng)`` gives, with the same single draw."""
        seat = self.runner.chance_seat(state)
        if seat is None:
            raise ValueError("no chance step is due")
        task = self.runner.task(state, seat)
        assert isinstance(task, Chance)
        return self.from_move(task.sample(state, seat, rng))

    # -- applying -------------------------------------------------------------------------------

    def apply(self, state: S, action: A) -> S:
        return self.apply_move(state, self.checked_move(state, action))

    def checked_move(self, state: S, action: A) -> Move:
        """The shared move ``action`` stands for, refused when it names no seat of this table
        or no code: a seat or code of the wrong type (``True`` or ``None`` for a seat, a number
        for a code) is a ``TypeError``, a seat the table does not have an
        ``IllegalActionError`` naming ``seats_clause``."""
        move = self.as_move(action)
        seat = move.seat
        if type(seat) is int and type(move.code) is str:
            if 0 <= seat < self.runner.seats.count(state):
                return move
            if seat == TABLE and isinstance(move, Outcome):
                return move
            count = self.runner.seats.count(state)
            raise IllegalActionError(
                self.seats_clause or self.clause_id,
                f"Er is geen speler {seat + 1}: aan deze tafel zitten "
                f"{dutch.count(count, 'speler', 'spelers')}.",
            )
        if type(seat) is not int:
            raise TypeError(f"a seat is a whole number, not {type(seat).__name__}")
        raise TypeError(f"a code is text, not {type(move.code).__name__}")

    def apply_move(self, state: S, action: Move) -> S:
        """Apply a shared move: chance's outcome, a free action, or one of the options asked."""
        runner = self.runner
        if runner.seats.is_over(state):
            raise IllegalActionError(self.clause_id, "Het spel is voorbij; er kan niets meer.")
        if isinstance(action, Outcome):
            return runner.settle(self._chance(state, action))
        seat, code = action.seat, action.code
        if action in self.free_actions(state, seat) and seat in self.current_players(state):
            return runner.settle(self.apply_free(state, action))
        for option in self.options(state, seat):
            if option.code == code:
                return runner.settle(option.apply(runner.pop(state, seat)))
        raise self.refusal(state, action)

    def _chance(self, state: S, action: Outcome) -> S:
        seat = self.runner.chance_seat(state)
        task = self.runner.task(state, seat) if seat is not None else None
        if seat != action.seat or not isinstance(task, Chance):
            shown = self.from_move(action)
            raise IllegalActionError(self.clause_id, f"'{shown}' kan nu niet gebeuren.")
        if not task.allows(state, seat, action):
            shown = self.from_move(action)
            raise IllegalActionError(self.clause_id, f"De uitkomst '{shown}' is er nu niet.")
        return task.resolve(self.runner.pop(state, seat), seat, action)  # type: ignore[no-any-return]

    def refusal(self, state: S, action: Move) -> IllegalActionError:
        """Why ``action`` may not be done now, in Dutch, naming the rule of the step."""
        clause = self.runner.phase(state).clause_id
        seat = action.seat
        if seat not in self.current_players(state):
            return IllegalActionError(clause, f"Speler {seat + 1} is nu niet aan de beurt.")
        codes = [o.code for o in self.options(state, seat)] or [
            a.code for a in self.free_actions(state, seat) if isinstance(a, Pick)
        ]
        return IllegalActionError(
            clause,
            f"'{action.code}' kan nu niet; speler {seat + 1} kiest uit: "
            f"{dutch.listing(codes, last='of')}.",
        )

    def describe(self, state: S, action: A) -> str:
        """The option's or outcome's Dutch label, for logs and buttons."""
        move = self.as_move(action)
        if isinstance(move, Pick):
            for option in self.options(state, move.seat):
                if option.code == move.code:
                    return f"speler {move.seat + 1}: {option.label}"
            return str(action)
        return self.outcome_label(state, move)

    def outcome_label(self, state: S, action: Outcome) -> str:
        return str(action)


_LISTED: Final = "task_game.listed"
"""The task game's key in a state's memory: per seat, what it may do (``_listed``)."""
_NO_OPTIONS: Final[list[Option]] = []


class RememberingTaskGame(TaskGame[S, A]):
    """A ``TaskGame`` over states that remember what was worked out for them
    (``evolve.Remembers``, forgotten by every copy): each seat's options and legal actions are
    worked out once per state, as the runner works out who acts. The runner settling, a
    computer player listing its actions and ``apply`` checking the chosen one all ask the same
    state, several times an action; the answers are the ``TaskGame`` ones."""

    def current_players(self, state: S) -> tuple[int, ...]:
        # what the runner worked out for this state already, read without a call to it
        found: tuple[Any, Any, tuple[int, ...]] | None = state.remembered.get(  # type: ignore[attr-defined]
            WHO
        )
        return self.runner.current_players(state) if found is None else found[2]

    def options(self, state: S, seat: int) -> list[Option]:
        return list(self._options(state, seat))

    def _options(self, state: S, seat: int) -> list[Option]:
        """``options`` as worked out once for this state (the caller does not change it)."""
        if type(seat) is not int:  # not a seat: TaskGame's own refusal
            return TaskGame.options(self, state, seat)
        return self._listed(state, seat)[1]

    def legal_actions(self, state: S, player: int) -> list[A]:
        if type(player) is not int:  # not a seat: TaskGame's own refusal
            return TaskGame.legal_actions(self, state, player)
        return list(self._listed(state, player)[0])

    def _listed(self, state: S, seat: int) -> tuple[list[A], list[Option], bool]:
        """What ``seat`` may do in ``state``, worked out once for it: its legal actions, the
        options asked of it (``TaskGame.options``: none when it is not asked or chance is due)
        and whether free actions are among the legal ones."""
        remembered: dict[Any, Any] = state.remembered  # type: ignore[attr-defined]
        key = (_LISTED, seat)
        found: tuple[list[A], list[Option], bool] | None = remembered.get(key)
        if found is not None:
            return found
        runner = self.runner
        who = remembered.get(WHO)  # who acts, as the runner worked it out for this state
        players = self.current_players(state) if who is None else who[2]
        options: list[Option] = _NO_OPTIONS
        picks: list[Move] = []
        if seat != CHANCE and seat in players:
            seats = runner.seats  # the seat's first task (all queues at once, when kept so)
            queue = seats.queue(state, seat) if seats.queues is None else seats.queues(state)[seat]
            if queue and not runner.is_chance(queue[0]):
                options = runner.options(state, seat, queue[0])
                made = _BY_SEAT.get(seat) or _seat_picks(seat)  # each pick made once, by code
                picks = [made.get(o.code) or pick(seat, o.code) for o in options]
        free: list[Move] = []
        if seat in players and type(self).free_actions is not TaskGame.free_actions:
            free = self.free_actions(state, seat)  # (a game without them is not asked)
        if free:
            picks += free
        if type(self).from_move is not TaskGame.from_move:  # the game's own action types
            picks = [self.from_move(move) for move in picks]  # type: ignore[misc]
        found = remembered[key] = (picks, options, bool(free))  # type: ignore[assignment]
        return found  # type: ignore[return-value]

    # -- the playout loop's two short cuts (``game.play_to_end``) -----------------------------

    def play_chance(self, state: S, rng: random.Random) -> tuple[A, S]:
        """Chance's outcome, drawn as ``sample_chance`` draws it, and the state after it:
        ``apply(state, sample_chance(state, rng))``, without checking again that the outcome
        just drawn by the task itself may happen."""
        runner = self.runner
        who = state.remembered.get(WHO)  # type: ignore[attr-defined]  # worked out already
        seat = runner.chance_seat(state) if who is None else who[0]
        if seat is None:
            raise ValueError("no chance step is due")
        task: Chance = runner.task(state, seat)  # type: ignore[assignment]
        move = task.sample(state, seat, rng)
        after: S = runner.settle(task.resolve(runner.pop(state, seat), seat, move))
        if type(self).from_move is TaskGame.from_move:  # the shared moves are the actions
            return move, after
        return self.from_move(move), after

    def apply_listed(self, state: S, action: A) -> S:
        """``apply`` for an action that ``legal_actions`` listed for this very state (a
        computer player's choice in a playout): the same state, without the checks the
        listing made already. An action this state did not list goes through ``apply``, and
        so does any pick of a seat that may also take free actions (a free action keeps its
        precedence, as in ``apply_move``)."""
        chosen: Move = action  # type: ignore[assignment]  # (no call to typing.cast)
        if type(chosen) is Pick:
            seat = chosen.seat
            listed = state.remembered.get((_LISTED, seat))  # type: ignore[attr-defined]
            if listed is not None and not listed[2]:
                code = chosen.code
                for option in listed[1]:
                    if option.code == code:
                        runner = self.runner
                        return runner.settle(option.apply(runner.pop(state, seat)))
        return self.apply(state, action)

    def apply_move(self, state: S, action: Move) -> S:
        """``TaskGame.apply_move``, taking an option asked now from what this state answered
        already (a free action keeps its precedence; anything else goes the long way)."""
        if type(action) is Pick and type(action.seat) is int:
            runner = self.runner
            if not runner.seats.is_over(state):
                for option in self._options(state, action.seat):
                    if option.code == action.code:
                        if action in self.free_actions(state, action.seat):
                            break
                        return runner.settle(option.apply(runner.pop(state, action.seat)))
        return TaskGame.apply_move(self, state, action)


def as_choice(options: Sequence[Option]) -> list[Option]:
    """Options with codes checked to be unique (a programmer's slip otherwise)."""
    codes = [option.code for option in options]
    if len(set(codes)) != len(codes):
        raise ValueError(f"option codes repeat: {codes}")
    return list(options)
