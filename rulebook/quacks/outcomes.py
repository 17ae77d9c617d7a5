"""What came of an action in De Kwakzalvers, read from the state before and after it.

The game log of the table and of ``kwakzalvers speel`` says what each player chose
(``describe``); these lines say what followed, so a reader can read back why someone scored or
exploded: a new round, an explosion (with the white total and its limit), each player's points,
rubies and rat tails as they change, the money a player may spend at the shop, and at the end
the tally and the result with its tie-break. Every expansion switched on adds its own lines
(``ExpansionSetup.outcomes``). Only words read from the two states: no rule is decided here.
"""

from __future__ import annotations

from collections.abc import Callable

from rulebook.core import dutch
from rulebook.core.game import Result
from rulebook.quacks.table import GameState, Player, Shop


def outcomes(
    before: GameState,
    after: GameState,
    result: Callable[[GameState], Result],
    limit: Callable[[GameState, Player], int],
) -> tuple[str, ...]:
    """The Dutch lines for what changed from ``before`` to ``after`` (``Quacks.outcomes``);
    ``result`` gives the end of the game (``Quacks.result``), ``limit`` what a player's white
    chips may total (``engine.explosion_limit``): the engine hands them in, so this module
    imports no engine."""
    lines: list[str] = []
    for seat, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
        name = f"speler {seat + 1}"
        if new.exploded and not old.exploded:
            lines.append(
                dutch.sentence(
                    f"de ketel van {name} ontploft: de witte fiches tellen samen "
                    f"{new.cauldron.white_total()}, meer dan {limit(after, new)}"
                )
                + "."
            )
        changes = _changes(old, new, same_round=after.round == before.round)
        if changes:
            lines.append(dutch.sentence(f"{name}: {', '.join(changes)}") + ".")
    for extra in after.setup.extras:
        lines.extend(extra.outcomes(before, after))
    if after.round != before.round:
        lines.append(f"Ronde {after.round} begint.")
    if after.over and not before.over:
        lines.extend(tally(after, result(after)))
    return tuple(lines)


def _changes(old: Player, new: Player, *, same_round: bool) -> list[str]:
    """``["12 punten erbij (nu 34)", "2 robijnen betaald (nu 0)"]``: one seat's changes."""
    changes = [
        _difference(new.score - old.score, new.score, "punt", "punten", "eraf"),
        _difference(new.rubies - old.rubies, new.rubies, "robijn", "robijnen", "betaald"),
    ]
    if new.rats > old.rats:
        changes.append(f"{dutch.rat_tails(new.rats - old.rats)} deze ronde")
    elif same_round and new.rats < old.rats:
        changes.append(f"{dutch.rat_tails(old.rats - new.rats)} ingeleverd")
    money = _money(new)
    if money is not None and money != _money(old):
        changes.append(f"{money} geld om mee te kopen")
    return [change for change in changes if change]


def _difference(change: int, now: int, one: str, many: str, losing: str) -> str:
    if change == 0:
        return ""
    amount = dutch.count(abs(change), one, many, one="1")
    return f"{amount} {'erbij' if change > 0 else losing} (nu {now})"


def _money(player: Player) -> int | None:
    """What the seat may spend, while its shop is open (``None``: no shop now)."""
    for task in player.todo:
        if isinstance(task, Shop):
            return task.coins
    return None


def tally(state: GameState, result: Result) -> tuple[str, ...]:
    """``Eindstand: speler 1 57 punten, …`` and the result with its tie-break."""
    scores = ", ".join(
        f"speler {seat + 1} {dutch.count(points, 'punt', 'punten', one='1')}"
        for seat, points in enumerate(result.scores)
    )
    return (f"Eindstand: {scores}.", result.dutch())


__all__ = ["outcomes", "tally"]
