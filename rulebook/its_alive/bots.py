"""Het Leeft!: two seeded computer players that choose from what their seat may see.

Both read only ``game.observation(state, seat)`` (their own screen, the graveyards' tops, the
card in the middle, the auction) and the legal moves; each owns a ``random.Random`` from its own
seed, so a bot never touches the game's random stream.

- ``Collector`` (``verzamelaar``) wants a full board: it buys what fills an empty place when it
  can keep a few coins, sells what it does not need, fetches a needed graveyard card when a
  spare card pays for it, and bids up to the card's value for what it needs.
- ``Trader`` (``handelaar``) lives from auctions: it auctions most cards with an opening bid of
  about half their value, bids on any card worth having up to what it judges the card is
  worth to it (more for a missing part, a little at random), and pays with coins sooner than
  with cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from rulebook.core.model.match import MatchState
from rulebook.core.model.task_game import Move, Pick
from rulebook.its_alive.data import Kind, kind_of, value_of
from rulebook.its_alive.rules import View
from rulebook.its_alive.state import State

COFFIN: Final = Kind.COFFIN
UPRISING: Final = Kind.UPRISING
"""Read once: a member read through its enum class is slow next to a module name."""


def needs(view: View, card_id: str) -> bool:
    """Whether ``card_id`` would fill a place of the seat's board that is now empty (a part on
    its own empty place or on a coffin that could move on, a coffin while a place is empty)."""
    own = view.own
    kind = kind_of(card_id)
    if kind is UPRISING:
        return False
    empty = own.board.count(None)
    if kind is COFFIN:
        return empty > 0
    there = own.place_of(kind)
    return there is None or (kind_of(there) is COFFIN and empty > 0)


def spare(view: View) -> list[str]:
    """The kept cards the seat can give away without losing a place: duplicates, uprisings."""
    return list(view.own.aside)


def _codes(legal: Sequence[Move]) -> list[str]:
    return [a.code for a in legal if isinstance(a, Pick) and not a.code.startswith("wissel-")]


def _pick(legal: Sequence[Move], code: str) -> Move:
    for action in legal:
        if isinstance(action, Pick) and action.code == code:
            return action
    raise ValueError(f"{code} is not legal")


_BID_OF: dict[str, int] = {}
"""The bid of each ``bod-N`` code read so far (the same few codes come back every auction)."""


def _bids(codes: list[str]) -> list[int]:
    known = _BID_OF
    found = []
    for c in codes:
        if c.startswith("bod-"):
            bid = known.get(c)
            if bid is None:
                bid = known[c] = int(c.split("-")[1])
            found.append(bid)
    return found


def _cheapest_payment(view: View, codes: list[str], coin_weight: float) -> str:
    """The payment that costs the least: a spare card at half its value, a board card at
    double, coins at ``coin_weight`` each."""

    def cost(code: str) -> float:
        if code == "niets":
            return 0
        parts = code.split("+")
        total = 0.0
        for part in parts:
            if part.startswith("munten-"):
                total += coin_weight * int(part.split("-")[1])
            else:
                card_id = part[len("kaart-") :]
                total += value_of(card_id) * (0.5 if card_id in view.own.aside else 2.0)
        return total

    return min(codes, key=lambda c: (cost(c), c))


class Bot:
    """What both strategies share: the seeded stream and the dispatch on the seat's task."""

    name = "bot"
    reserve = 3
    coin_weight = 1.0

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Any, player: int, legal: Sequence[Move]) -> Move:
        # the game hands a fair player its observation (inside a match: the match's, holding the
        # game's); a whole State (a test's) is observed here by the game itself
        view = state.state if isinstance(state, MatchState) else state
        if isinstance(view, State):
            view = getattr(game, "game", game).observation(view, player)
        codes = _codes(legal)
        if not isinstance(view, View) or not codes:
            return legal[0]
        task = view.task
        if task == "kies-kaart":
            return _pick(legal, self.source(view, codes))
        if task.startswith(("betaal-halen", "kalmeer")):
            return _pick(legal, _cheapest_payment(view, codes, self.coin_weight))
        if task == "bestemmen":
            return _pick(legal, self.dispose(view, codes))
        if task in ("openingsbod", "bieden"):
            return _pick(legal, self.bid(view, codes, task == "openingsbod"))
        return _pick(legal, codes[0])

    def source(self, view: View, codes: list[str]) -> str:
        for code in codes:
            if code.startswith("halen-"):
                top = view.tops[int(code.split("-")[1]) - 1][0]
                if top is not None and needs(view, top) and self.fetch_ok(view, value_of(top)):
                    return code
        return "trekken" if "trekken" in codes else codes[0]

    def fetch_ok(self, view: View, value: int) -> bool:
        return any(value_of(c) >= value for c in spare(view))

    def dispose(self, view: View, codes: list[str]) -> str:
        raise NotImplementedError

    def worth(self, view: View) -> int:
        raise NotImplementedError

    def bid(self, view: View, codes: list[str], opening: bool) -> str:
        if opening:
            return f"bod-{self.opening(view, _bids(codes))}"
        limit = self.worth(view)
        known = _BID_OF
        for code in codes:  # the first bid it would pay, in the order offered
            if code.startswith("bod-"):
                bid = known.get(code)
                if bid is None:
                    bid = known[code] = int(code.split("-")[1])
                if bid <= limit:
                    return f"bod-{bid}"
        return "passen"

    def opening(self, view: View, bids: list[int]) -> int:
        return bids[0]


class Collector(Bot):
    """``verzamelaar``: a full board first (see the module's docstring)."""

    name = "verzamelaar"

    def dispose(self, view: View, codes: list[str]) -> str:
        middle = view.middle
        assert middle is not None
        value = value_of(middle)
        if needs(view, middle):
            if "kopen" in codes and view.own.coins - value >= self.reserve:
                return "kopen"
            if "veilen" in codes:
                return "veilen"
        return "verkopen"

    def worth(self, view: View) -> int:
        middle = view.middle
        if middle is None or not needs(view, middle):
            return 0
        return min(view.own.coins, value_of(middle) + 1)

    def opening(self, view: View, bids: list[int]) -> int:
        middle = view.middle
        value = value_of(middle) if middle else 1
        fitting = [b for b in bids if b <= max(1, value // 2)]
        return fitting[-1] if fitting else bids[0]


class Trader(Bot):
    """``handelaar``: auctions and bids (see the module's docstring)."""

    name = "handelaar"
    reserve = 1
    coin_weight = 0.8

    def dispose(self, view: View, codes: list[str]) -> str:
        middle = view.middle
        assert middle is not None
        value = value_of(middle)
        if needs(view, middle) and "kopen" in codes and view.own.coins - value >= 6:
            return "kopen"
        if "veilen" in codes and (needs(view, middle) or self.rng.random() < 0.7):
            return "veilen"
        return "verkopen"

    def worth(self, view: View) -> int:
        middle = view.middle
        if middle is None:
            return 0
        value = value_of(middle)
        if needs(view, middle):
            return min(view.own.coins - self.reserve, value + self.rng.randint(0, 2))
        # a card it does not need is worth what it would fetch when sold, if cheap enough
        return min(view.own.coins - 4, value // 2)

    def opening(self, view: View, bids: list[int]) -> int:
        middle = view.middle
        value = value_of(middle) if middle else 1
        target = max(1, value // 2 + self.rng.randint(-1, 1))
        fitting = [b for b in bids if b <= target]
        return fitting[-1] if fitting else bids[0]


STRATEGIES: dict[str, type[Bot]] = {"verzamelaar": Collector, "handelaar": Trader}
"""The computer players by their Dutch names."""


def make_bots(names: Sequence[str], seed: int) -> dict[int, Any]:
    """One bot per seat, each with its own seed drawn from ``seed`` and the seat."""
    return {seat: STRATEGIES[name](seed * 101 + seat) for seat, name in enumerate(names)}
