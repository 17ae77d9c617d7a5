"""The boundary of the engine: a state read from text, or an action built by a caller, is checked
before the engine works with it.

A state the engine made itself is always one the rules can reach. A state typed by a reader (or
fuzzed) may name a phase the round does not have, a book set of 99, no players or a score of a
billion; the engine's code assumes none of that can happen and would fail deep inside with a
``KeyError`` or walk the score track for minutes. So ``check_state`` refuses such a state with a
Dutch ``RuleError`` naming the clause the value breaks, and then asks the state the protocol's
questions once (who acts, what they may do, what each legal action leads to): a state that cannot
answer them is not one a game can reach, and is refused as a whole.

``check_action`` does the same for an action: a bare ``Action``, a seat that is a ``bool``, a
chip that is not a ``Chip`` is a programmer's ``TypeError``; a number far beyond any game's (a
seat of a million, an option with 5,000 digits) a Dutch ``RuleError``.
"""

from __future__ import annotations

import dataclasses
import enum
import typing
from functools import cache
from typing import Any

from rulebook.core.dutch import numeral
from rulebook.core.errors import IllegalActionError, RuleError
from rulebook.core.model.game import CHANCE
from rulebook.quacks.actions import Action
from rulebook.quacks.board import LAST_ROUND
from rulebook.quacks.data import TRACK_FIELDS
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import GameState, Player

STATE_CLAUSE = "kwakzalvers.ronde"

LARGEST_NUMBER = 1_000
"""No count in a game of nine rounds comes near this (a score of 200 is a rare feat); a state
with a larger number anywhere but its recorded seed is not one a game reaches."""

HIGHEST_SCORE = 1_000
"""The score track a checked state may walk (the rat tails are counted field by field)."""

END_PHASE = "einde"
"""The phase a finished game rests in (``engine.finish``); no round has it."""

TRIED_ACTIONS = 2
"""The dry run applies each seat's first ``TRIED_ACTIONS`` legal actions (or chance outcomes)
and its last: enough to walk the task at hand, cheap enough for every state a replay reads."""


class UnreachableState(RuleError):
    """A state no game reaches: its message says which value is out of place."""


def check_state(game: Any, state: GameState) -> GameState:
    """``state`` itself when a game can reach it, else an ``UnreachableState`` naming why."""
    if not isinstance(state, GameState):
        raise TypeError(f"een stand is een GameState, niet {type(state).__name__}")
    _check_numbers(state, "stand")
    _check_table(game, state)
    for seat, player in enumerate(state.players):
        _check_player(seat, player)
    _dry_run(game, state)
    return state


def _refuse(clause_id: str, message: str) -> UnreachableState:
    return UnreachableState(clause_id, f"Deze stand komt in geen partij voor: {message}")


def _check_numbers(value: object, where: str) -> None:
    """Every whole number in the state (but the seed) between -1 and ``LARGEST_NUMBER``."""
    if isinstance(value, bool) or value is None or isinstance(value, str | enum.Enum):
        return
    if isinstance(value, int):
        if not -1 <= value <= LARGEST_NUMBER:
            raise _refuse(
                STATE_CLAUSE, f"{where} is {numeral(value)}, veel meer dan een spel kent."
            )
        return
    if isinstance(value, tuple | list):
        for item in value:
            _check_numbers(item, where)
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for item in dataclasses.fields(value):
            if item.name != "seed":
                key = item.metadata.get("key", item.name)
                _check_numbers(getattr(value, item.name), key)


def _check_table(game: Any, state: GameState) -> None:
    game.check_setup(state.setup)  # the engine's own checks, asked of it (no import back)
    if len(state.players) != state.setup.players:
        raise _refuse(
            "kwakzalvers.spelers",
            f"de opzet is voor {state.setup.players} spelers, maar er spelen er "
            f"{len(state.players)}.",
        )
    if not 1 <= state.round <= LAST_ROUND:
        raise _refuse("kwakzalvers.ronden", f"er is geen ronde {numeral(state.round)} (1 tot 9).")
    phases = game.flow_of(state.setup).ids()
    if state.phase not in phases and not (state.over and state.phase == END_PHASE):
        raise _refuse(STATE_CLAUSE, f"een ronde heeft geen fase {state.phase[:30]!r}.")
    if not 0 <= state.start_player < len(state.players):
        raise _refuse("kwakzalvers.startspeler", "de startspeler zit niet aan tafel.")
    deck = game.deck(state)
    turned = [*state.used_cards, *([state.card] if state.card is not None else [])]
    unknown = [card for card in turned if card not in deck]
    if unknown or len(set(state.used_cards)) != len(state.used_cards):
        raise _refuse("kwakzalvers.waarzegster", "een kaart is onbekend of twee keer gebruikt.")


def _check_player(seat: int, player: Player) -> None:
    name = f"speler {seat + 1}"
    if not 0 <= player.score <= HIGHEST_SCORE:
        raise _refuse("kwakzalvers.puntentelling", f"{name} heeft {player.score} punten.")
    fields = [player.droplet, player.cauldron.start, *(p.field for p in player.cauldron.chips)]
    if any(not 0 <= field <= TRACK_FIELDS + 1 for field in fields):
        raise _refuse("kwakzalvers.ketelspoor", f"een veld van {name} ligt buiten het spoor.")


def _dry_run(game: Any, state: GameState) -> None:
    """Ask the state every question of the protocol once, and apply some of its legal actions;
    an error on the way means the engine was never meant to see this state."""
    try:
        for seat in game.current_players(state):
            if seat == CHANCE:
                actions = [action for action, _ in game.chance_outcomes(state)]
            else:
                actions = list(game.legal_actions(state, seat))
            if seat != CHANCE and not actions and not game.chance_outcomes(state):
                raise _refuse(STATE_CLAUSE, f"speler {seat + 1} is aan zet maar kan niets.")
            for action in {*actions[:TRIED_ACTIONS], *actions[-1:]}:
                game.apply(state, action)
        game.scores(state)
    except UnreachableState:
        raise
    except (RuleError, LookupError, ArithmeticError, TypeError, ValueError, AttributeError):
        raise _refuse(
            STATE_CLAUSE, "de fase, de taken en de fiches passen niet bij elkaar."
        ) from None
    except RecursionError:
        raise _refuse(STATE_CLAUSE, "de taken verwijzen eindeloos naar elkaar.") from None


# -- actions -----------------------------------------------------------------------------------


def check_seat(seat: object) -> int:
    """A seat asked about: a whole number (a ``bool`` is not a seat, though Python counts it)."""
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise TypeError(f"een stoel is een geheel getal (int), niet {type(seat).__name__}")
    return seat


def check_action(action: object) -> Action:
    """``action`` when it has the shape of an action of some kind; see the module's text."""
    if not isinstance(action, Action):
        raise TypeError(f"een zet is een Action, niet {type(action).__name__}")
    if type(action) is Action:
        raise TypeError("een zet is een soort Action (Draw, Buy, Choose ...), niet Action zelf")
    for name, kind in _hints(typing.cast(Any, type(action))).items():
        _check_field(action, name, kind, getattr(action, name))
    return action


def _check_field(action: Action, name: str, kind: Any, value: object) -> None:
    kind_name = type(action).__name__
    if kind is int:
        check_seat(value) if name == "seat" else _whole(kind_name, name, value)
        if abs(typing.cast(int, value)) > LARGEST_NUMBER:
            raise IllegalActionError(
                STATE_CLAUSE,
                f"Een zet met het getal {numeral(typing.cast(int, value))} bestaat in geen partij.",
            )
    elif kind is Chip and not isinstance(value, Chip):
        raise TypeError(f"{kind_name}.{name} is een fiche (Chip), niet {type(value).__name__}")
    elif typing.get_origin(kind) is tuple and typing.get_args(kind)[:1] == (Chip,):
        if not isinstance(value, tuple | Chips) or not all(isinstance(c, Chip) for c in value):
            raise TypeError(f"{kind_name}.{name} is een rij fiches (Chip)")
    elif kind is str and not isinstance(value, str):
        raise TypeError(f"{kind_name}.{name} is tekst (str), niet {type(value).__name__}")
    elif isinstance(kind, type) and issubclass(kind, enum.Enum) and not isinstance(value, kind):
        raise TypeError(f"{kind_name}.{name} is een {kind.__name__}, niet {type(value).__name__}")


def _whole(kind_name: str, name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(
            f"{kind_name}.{name} is een geheel getal (int), niet {type(value).__name__}"
        )


@cache
def _hints(cls: type) -> dict[str, Any]:
    return {
        name: kind
        for name, kind in typing.get_type_hints(cls).items()
        if name in {item.name for item in dataclasses.fields(cls)}
    }
