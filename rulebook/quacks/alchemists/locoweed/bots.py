"""How the computer players buy locoweed: a habit of the bots, not a rule.

The base game's buying rule for computers (``strategies.purchase``) spends as many coins as it
can and knows nothing of a chip without a number, so it never chose locoweed, and no game
between computers ever showed a locoweed book at work. ``LOCOWEED_BUYER`` attaches to the
moment ``computerzet``: when a computer shops, owns fewer than ``ENOUGH`` locoweed and one
purchase with a single locoweed spends nearly as much as the best purchase (at most ``SLACK``
coins less), it buys that one; otherwise the base rule decides. The engine still checks every
purchase against the rules (price, book, supply) as for any player.
"""

from __future__ import annotations

from collections.abc import Sequence

from rulebook.quacks import rules
from rulebook.quacks.actions import Action, Buy
from rulebook.quacks.alchemists.locoweed.books import LOCOWEED
from rulebook.quacks.data import Ingredient
from rulebook.quacks.table import NO_EVENTS, GameState

ENOUGH = 2
"""A computer buys locoweed until it owns this many (bag and cauldron together)."""
SLACK = 3
"""How many coins less than its best purchase a computer spends to get a locoweed."""


def buys_locoweed(state: GameState, seat: int, legal: Sequence[Action]) -> Action | None:
    """The purchase with one locoweed a computer makes now, or ``None`` (the base rule buys)."""
    buys = [action for action in legal if isinstance(action, Buy)]
    if not buys:
        return None
    player = state.players[seat]
    owned = player.bag.count(LOCOWEED) + player.cauldron.count(Ingredient.LOCOWEED)
    if owned >= ENOUGH:
        return None

    def spent(action: Buy) -> int:
        return sum(rules.price(state, chip) for chip in action.chips)

    with_one = [action for action in buys if action.chips.count(LOCOWEED) == 1]
    if not with_one:
        return None
    best = max(with_one, key=lambda action: (spent(action), str(action)))
    return best if spent(best) + SLACK >= max(map(spent, buys)) else None


def why_locoweed(state: GameState, seat: int, act: Action) -> str | None:
    """Why a computer player bought locoweed (``buys_locoweed``), in one sentence."""
    if not isinstance(act, Buy) or LOCOWEED not in act.chips:
        return None
    player = state.players[seat]
    owned = player.bag.count(LOCOWEED) + player.cauldron.count(Ingredient.LOCOWEED)
    return (
        f"koopt narrenkruid: hij heeft er {owned}, minder dan {ENOUGH}, en deze aankoop kost "
        f"hoogstens {SLACK} geld minder dan zijn duurste."
    )


LOCOWEED_BUYER = NO_EVENTS.on("computerzet", buys_locoweed).on("computerreden", why_locoweed)
"""The habit at the moment a computer picks a move (asked before the patients' own)."""


__all__ = ["ENOUGH", "LOCOWEED_BUYER", "SLACK", "buys_locoweed"]
