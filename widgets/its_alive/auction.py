"""Het Leeft!: an auction once around the table, bid by bid (a panel on ``widgets.panel``).

The widget draws the rulebook's pictures and rulings and forwards clicks; every rule is
asked of ``rulebook.its_alive``. Bad input shows as a Dutch sentence inside the widget, naming
the rule, and changes nothing. It works from a notebook cell too: its methods do what its
buttons do.

- ``AuctionStepper(coins=(12, 5, 8), card="hart-5")``: an auction once around the table, in
  bidding order from the seller (speler 1, who opens). ``bid(n)``, ``pass_turn()``,
  ``undo()``, ``restart()``; ``set_coins(seat, n)`` (seat from 0), ``set_players(n)``.
  ``outcome`` is the ``AuctionOutcome`` once everyone had their chance (else ``None``);
  ``bids`` the bids so far (``None``: a pass).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.core import dutch
from rulebook.core.reader.reading import is_digits
from rulebook.core.reader.rulings import Ruling
from rulebook.its_alive.data import PLAYERS, START_COINS
from rulebook.its_alive.explain import auction_payment_words, coins_after_auction
from rulebook.its_alive.pictures import auction_svg
from rulebook.its_alive.rules import AuctionOutcome, allowed_bids, auction_outcome
from rulebook.its_alive.rulings import auction_ruling
from widgets._base import Plan, ruling_view
from widgets._intents import IntentError
from widgets.its_alive._fields import MOST_COINS, named_value, players_field, read_players
from widgets.panel import Panel, action, field, line, whole_number


class AuctionStepper(Panel):
    """An auction once around the table, bid by bid (see the module's docstring)."""

    INTENTS = ("set", "bid", "pass", "undo", "restart")
    STATIC_NAME = "De veilingstapper"

    def __init__(
        self,
        coins: Sequence[int] = (12, 5, 8),
        *,
        card: str | None = "hart-5",
        bids: Sequence[int | None] = (),
    ) -> None:
        start = tuple(coins)
        if len(start) not in PLAYERS:
            raise ValueError(f"2 to 5 players, not {len(start)}")
        _outcome_so_far(start, tuple(bids))  # a RuleError for bids the rules forbid
        self._card = card
        self._coins = start
        self._bids: tuple[int | None, ...] = tuple(bids)
        self._typed: object = None
        super().__init__(
            heading="Veiling: iedereen één kans",
            intro=(
                "Speler 1 veilt de kaart en opent met een bod. Daarna mag elke andere speler "
                "één keer hoger bieden of passen, met de klok mee. Niemand biedt meer munten "
                "dan hij heeft."
            ),
        )
        self._show()

    # -- what a reader (or a notebook cell) can do ----------------------------------------------

    def bid(self, amount: int) -> None:
        self.apply({"type": "bid", "bod": amount})

    def pass_turn(self) -> None:
        self.apply({"type": "pass"})

    def undo(self) -> None:
        self.apply({"type": "undo"})

    def restart(self) -> None:
        self.apply({"type": "restart"})

    def set_coins(self, seat: int, coins: int) -> None:
        self.set(f"munten-{seat + 1}", coins)

    def set_players(self, players: int) -> None:
        self.set("spelers", players)

    @property
    def coins(self) -> tuple[int, ...]:
        return self._coins

    @property
    def bids(self) -> tuple[int | None, ...]:
        return self._bids

    @property
    def turn(self) -> int | None:
        """Who bids next (from 0, the seller 0), or ``None`` when everyone had their chance."""
        return len(self._bids) if len(self._bids) < len(self._coins) else None

    @property
    def outcome(self) -> AuctionOutcome | None:
        if self.turn is not None:
            return None
        return auction_outcome(self._coins, self._bids)

    # -- intents ---------------------------------------------------------------------------------

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        coins, bids, typed = self._coins, self._bids, self._typed
        if kind == "set":
            name, value = named_value(content, kind)
            if name == "spelers":
                count = read_players(value)
                coins = (coins + (START_COINS,) * 5)[:count]
                bids = ()  # another table: the auction starts again
            elif name.startswith("munten-") and is_digits(name[7:], 2):
                seat = int(name[7:]) - 1
                if not 0 <= seat < len(coins):
                    raise IntentError(f"Er is geen speler {seat + 1} aan deze tafel.")
                have = whole_number(value, f"De munten van speler {seat + 1}", most=MOST_COINS)
                coins = (*coins[:seat], have, *coins[seat + 1 :])
            elif name == "bod":
                if isinstance(value, bool) or not isinstance(value, int | str):
                    raise IntentError("Een bod is een heel getal.")
                typed = value if isinstance(value, int) else value[:12]
            else:
                raise IntentError(f"Een veld {dutch.quoted(name[:30])} heeft deze veiling niet.")
        elif kind == "bid":
            amount = whole_number(content.get("bod", typed), "Een bod", least=0, most=MOST_COINS)
            bids = (*bids, amount)
            typed = None
        elif kind == "pass":
            bids = (*bids, None)
        elif kind == "undo":
            if not bids:
                raise IntentError("Er is nog niet geboden: er valt niets terug te nemen.")
            bids = bids[:-1]
        else:
            bids = ()
        _outcome_so_far(coins, bids)  # refuses what the rules forbid, naming the rule

        def accept() -> None:
            self._coins, self._bids, self._typed = coins, bids, typed
            self._show()

        return accept

    # -- traits ----------------------------------------------------------------------------------

    def _high(self) -> int | None:
        return max((b for b in self._bids if b is not None), default=None)

    def _show(self) -> None:
        coins, bids, turn = self._coins, self._bids, self.turn
        outcome = self.outcome
        fields = [players_field(len(coins))]
        fields += [
            field(f"munten-{seat + 1}", f"speler {seat + 1}", "number", have, group="Munten")
            for seat, have in enumerate(coins)
        ]
        lines = []
        if turn is not None:
            allowed = allowed_bids(self._high(), coins[turn])
            suggestion: object = allowed.start if allowed else ""
            if self._typed is not None:
                suggestion = self._typed
            fields.append(field("bod", f"Bod van speler {turn + 1}", "number", suggestion))
            lines.append(
                line(
                    _turn_words(turn, allowed, coins[turn]), strong=True, clause=_turn_clause(turn)
                )
            )
        else:
            assert outcome is not None
            lines.append(
                line(
                    auction_payment_words(outcome, coins),
                    strong=True,
                    clause="het-leeft.veilen.betalen",
                )
            )
            after = coins_after_auction(coins, outcome)
            lines.append(
                line(
                    "Munten daarna: "
                    + ", ".join(f"speler {s + 1} {n}" for s, n in enumerate(after))
                    + "."
                )
            )
        done = turn is None
        actions = [
            action("bid", "Bied", primary=True, disabled=done, fields=["bod"]),
            action("pass", "Pas", disabled=done),
            action("undo", "Neem terug", disabled=not bids),
            action("restart", "Opnieuw", disabled=not bids),
        ]
        with self.hold_sync():
            self.fields = fields
            self.actions = actions
            self.lines = lines
            self.picture = str(
                auction_svg(
                    self._card,
                    coins,
                    bids,
                    turn=turn,
                    winner=None if outcome is None else outcome.winner,
                )
            )
            self.ruling = ruling_view(_ruling_so_far(coins, bids)) if bids else {}

    def __repr__(self) -> str:
        shown = " ".join("pas" if b is None else str(b) for b in self._bids) or "nog geen bod"
        return f"AuctionStepper(munten {list(self._coins)}, biedingen: {shown})"


def _turn_clause(turn: int) -> str:
    return "het-leeft.veilen.openen" if turn == 0 else "het-leeft.veilen.ronde"


def _turn_words(turn: int, allowed: range, coins: int) -> str:
    who = f"Speler {turn + 1}"
    if turn == 0:
        return (
            f"{who}, de verkoper, opent de veiling met een bod van {allowed.start} tot "
            f"{allowed.stop - 1} munten."
            if allowed
            else f"{who}, de verkoper, heeft geen munten om de veiling mee te openen."
        )
    if not allowed:
        have = dutch.count(coins, "munt", "munten", one="1")
        return (
            f"{who} is aan de beurt maar heeft maar {have}: hoger bieden kan niet, alleen passen."
        )
    return f"{who} is aan de beurt: bied {allowed.start} tot {allowed.stop - 1} munten, of pas."


def _outcome_so_far(coins: tuple[int, ...], bids: tuple[int | None, ...]) -> None:
    """Checks the bids so far by the rules (the rest as passes): an ``ItsAliveError`` names the
    rule a bid breaks, or says that everyone had their chance."""
    if not bids:
        return
    if len(bids) > len(coins):
        auction_outcome(coins, bids)  # raises: every seat bids or passes once
    auction_outcome(coins, (*bids, *(None,) * (len(coins) - len(bids))))


def _ruling_so_far(coins: tuple[int, ...], bids: tuple[int | None, ...]) -> Ruling[Any]:
    """The ruling of the auction: whole once everyone had their chance, else its first steps."""
    padded = (*bids, *(None,) * (len(coins) - len(bids)))
    ruling = auction_ruling(coins, padded)
    if len(bids) == len(coins):
        return ruling
    high = max(b for b in bids if b is not None)
    return Ruling(
        "Hoe staat de veiling?",
        f"Het hoogste bod is nu {high}; nog aan de beurt: speler {len(bids) + 1}.",
        ruling.result,
        ruling.steps[: len(bids)],
    )
