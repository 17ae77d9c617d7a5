"""What happened: the facts the rules report while they change a state (paid, gained, scored,
placed, opened, a turn or a game that ended), as small frozen values.

A log, the game table and the command line used to rebuild these facts by comparing the state
before an action with the state after it; the rule that made a payment knows what it paid, so it
says so: ``happened(Paid, seat, 3)``. Nobody listens most of the time (a playout, a kernel's
replay, a bench run applies millions of actions), so ``happened`` does nothing but look at one
module variable then, and builds the value only while a recorder is on.
``apply_with_happenings(game, state, action)`` switches a recorder on for one ``apply`` and
returns the next state with what happened, in the order it happened.

Every value derives from ``Happened``: ``dutch()`` says it in one Dutch sentence, ``clause_id``
names the clause it rests on where one rule decides it (``""`` when the value only reports a
move whose clause the action already names). The types below are the ones more than one game
needs (a card laid and a lock opened are Castle Combo's own so far); a game adds its own
(``rulebook/its_alive/happenings.py``, ``rulebook/castle_combo/happenings.py``),
and its log puts several of them together in the lines a reader sees (``Game.outcomes``).

This is not ``model/events.py``: those are the named moments of a flow an expansion attaches its
rules to; these are reports of what those rules did.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, ParamSpec, TypeVar

from rulebook.core import dutch

P = ParamSpec("P")
H = TypeVar("H", bound="Happened")


@dataclass(frozen=True)
class Happened:
    """One thing that happened while an action was applied."""

    clause_id: str = field(default="", kw_only=True)

    def dutch(self) -> str:
        """The fact in one Dutch sentence (each type says its own)."""
        raise NotImplementedError(type(self).__name__)


@dataclass(frozen=True)
class Amount:
    """What is counted (``munt``/``munten``), for the generic values below."""

    one: str
    many: str

    def of(self, number: int) -> str:
        return dutch.count(number, self.one, self.many, one="1")


COINS = Amount("munt", "munten")
POINTS = Amount("punt", "punten")


@dataclass(frozen=True)
class Paid(Happened):
    """``seat`` paid ``amount`` to the seat ``to``, or to the bank (``to`` is ``None``)."""

    seat: int
    amount: int
    to: int | None = None
    what: Amount = COINS

    def dutch(self) -> str:
        whom = "de bank" if self.to is None else dutch.player(self.to)
        return dutch.sentence(
            f"{dutch.player(self.seat)} betaalt {self.what.of(self.amount)} aan {whom}."
        )


@dataclass(frozen=True)
class Gained(Happened):
    """``seat`` got ``amount`` from the bank (a sale, a gift of the rules)."""

    seat: int
    amount: int
    what: Amount = COINS

    def dutch(self) -> str:
        return dutch.sentence(
            f"{dutch.player(self.seat)} krijgt {self.what.of(self.amount)} van de bank."
        )


@dataclass(frozen=True)
class Scored(Happened):
    """``seat`` scored ``points`` (negative: lost them), having ``now`` after it."""

    seat: int
    points: int
    now: int

    def dutch(self) -> str:
        amount = POINTS.of(abs(self.points))
        verb = "krijgt" if self.points >= 0 else "verliest"
        return dutch.sentence(f"{dutch.player(self.seat)} {verb} {amount} (nu {self.now}).")


@dataclass(frozen=True)
class TurnBegan(Happened):
    """The turn passed to ``seat``."""

    seat: int

    def dutch(self) -> str:
        return dutch.sentence(f"{dutch.player(self.seat)} is aan de beurt.")


@dataclass(frozen=True)
class RoundBegan(Happened):
    """Round ``number`` began."""

    number: int

    def dutch(self) -> str:
        return f"Ronde {self.number} begint."


# -- listening -------------------------------------------------------------------------------

_recorder: list[Happened] | None = None
"""The list a recorder collects into, or ``None``: nobody listens (the common case)."""


def happened(kind: Callable[P, Happened], *args: P.args, **kwargs: P.kwargs) -> None:
    """Report that ``kind(*args, **kwargs)`` happened; the value is made only when a recorder
    is on, so a rule may report in its hottest path."""
    if _recorder is not None:
        _recorder.append(kind(*args, **kwargs))


def listening() -> bool:
    """Whether a recorder is on (a rule with a costly report asks first)."""
    return _recorder is not None


@contextmanager
def recording() -> Iterator[list[Happened]]:
    """Collect what happens inside the ``with`` block (a recorder inside another collects for
    itself; the outer one gets nothing of it)."""
    global _recorder
    outer, _recorder = _recorder, []
    found = _recorder
    try:
        yield found
    finally:
        _recorder = outer


@contextmanager
def unheard() -> Iterator[None]:
    """Nothing inside the block is recorded: a rule that applies an action only to look ahead
    (a forced choice checked, an advice) reports nothing of it."""
    global _recorder
    outer, _recorder = _recorder, None
    try:
        yield
    finally:
        _recorder = outer


def apply_with_happenings(game: Any, state: Any, action: Any) -> tuple[Any, tuple[Happened, ...]]:
    """``game.apply(state, action)`` with what happened while it ran, in that order."""
    with recording() as found:
        after = game.apply(state, action)
    return after, tuple(found)


def of_type(happenings: Sequence[Happened], kind: type[H]) -> list[H]:
    """The happenings of one type (a subclass counts), in order."""
    return [h for h in happenings if isinstance(h, kind)]


__all__ = [
    "COINS",
    "POINTS",
    "Amount",
    "Gained",
    "Happened",
    "Paid",
    "RoundBegan",
    "Scored",
    "TurnBegan",
    "apply_with_happenings",
    "happened",
    "listening",
    "of_type",
    "recording",
    "unheard",
]
