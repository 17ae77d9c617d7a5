"""What came of an action in De Kwakzalvers, said from what the rules reported as they applied it.

The game log of the table and of ``kwakzalvers speel`` says what each player chose
(``describe``); these lines say what followed, so a reader can read back why someone scored or
exploded: a new round, an explosion (with the white total and its limit), each player's points,
rubies and rat tails as they change, the money a player may spend at the shop, and at the end
the tally and the result with its tie-break. The rules report them (``rulebook.quacks.happenings``,
``rulebook.core.model.happenings``); one seat's changes of a step are added up into one line. Every
expansion switched on adds its own lines (``ExpansionSetup.outcomes``). No rule is decided here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rulebook.core import dutch
from rulebook.core.model.game import Result
from rulebook.core.model.happenings import Happened, RoundBegan, Scored, of_type
from rulebook.quacks.happenings import Exploded, Finished, RatTails, Rubies, ShopOpened
from rulebook.quacks.table import GameState, Shop


def outcomes(
    happenings: Sequence[Happened],
    before: GameState,
    after: GameState,
    result: Callable[[GameState], Result],
) -> tuple[str, ...]:
    """The Dutch lines for what happened from ``before`` to ``after`` (``Quacks.outcomes``);
    ``result`` gives the end of the game (``Quacks.result``): the engine hands it in, so this
    module imports no engine. The states are for the expansions' lines and the tally."""
    lines: list[str] = []
    rounds = of_type(happenings, RoundBegan)
    for seat in range(len(after.players)):
        name = f"speler {seat + 1}"
        mine = [h for h in happenings if getattr(h, "seat", None) == seat]
        lines += [h.dutch() for h in mine if isinstance(h, Exploded)]
        changes = _changes(mine, same_round=not rounds, shopping=_shopping(after, seat))
        if changes:
            lines.append(dutch.sentence(f"{name}: {', '.join(changes)}") + ".")
    for extra in after.setup.extras:
        lines.extend(extra.outcomes(happenings, after.seats))
    if rounds:
        lines.append(rounds[-1].dutch())
    if of_type(happenings, Finished):
        lines.extend(tally(after, result(after)))
    return tuple(lines)


def _shopping(state: GameState, seat: int) -> bool:
    """Whether ``seat`` is still at the shop (a shop where nothing can be bought closes at
    once, and its money is not worth a line)."""
    return any(isinstance(task, Shop) for task in state.players[seat].todo)


def _changes(happenings: Sequence[Happened], *, same_round: bool, shopping: bool) -> list[str]:
    """``["12 punten erbij (nu 34)", "2 robijnen betaald (nu 0)"]``: one seat's changes."""
    scored = of_type(happenings, Scored)
    rubies = of_type(happenings, Rubies)
    changes = []
    if scored:
        points = sum(h.points for h in scored)
        changes.append(_difference(points, scored[-1].now, "punt", "punten", "eraf"))
    if rubies:
        gained = sum(h.change for h in rubies)
        changes.append(_difference(gained, rubies[-1].now, "robijn", "robijnen", "betaald"))
    rats = sum(h.change for h in of_type(happenings, RatTails))
    if rats > 0:
        changes.append(f"{dutch.rat_tails(rats)} deze ronde")
    elif same_round and rats < 0:
        changes.append(f"{dutch.rat_tails(-rats)} ingeleverd")
    shops = of_type(happenings, ShopOpened)
    if shops and shopping:
        changes.append(f"{shops[-1].coins} geld om mee te kopen")
    return [change for change in changes if change]


def _difference(change: int, now: int, one: str, many: str, losing: str) -> str:
    if change == 0:
        return ""
    amount = dutch.count(abs(change), one, many, one="1")
    return f"{amount} {'erbij' if change > 0 else losing} (nu {now})"


def tally(state: GameState, result: Result) -> tuple[str, ...]:
    """``Eindstand: speler 1 57 punten, …`` and the result with its tie-break."""
    scores = ", ".join(
        f"speler {seat + 1} {dutch.count(points, 'punt', 'punten', one='1')}"
        for seat, points in enumerate(result.scores)
    )
    return (f"Eindstand: {scores}.", result.dutch())


__all__ = ["outcomes", "tally"]
