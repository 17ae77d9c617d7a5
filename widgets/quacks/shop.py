"""The shop ("wat kan ik kopen?"): the coins of a scoring field, the round and the set, and what
they buy within the box's supply, with every book's prices.

The answer is ``shop_ruling`` (step E of the scoring): one chip, or two of different colours,
from the books that are open in this round, at the prices of this set, and not sold out. The
reader changes the coins, the round and the set, and marks a chip kind as sold out by clicking it
in the price list; each change is an intent that Python checks through the ruling.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

import traitlets

from rulebook.core.dutch import coins as coins_words
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.board import LAST_ROUND, SPOON, TRACK
from rulebook.quacks.books import SET_COLOURS, SETS, book
from rulebook.quacks.data import Ingredient
from rulebook.quacks.rulings.scoring import Shopping, shop_ruling
from rulebook.quacks.state import Chip
from widgets._base import Plan, RulebookWidget, no_kernel_note, option, ruling_html, ruling_view
from widgets._intents import IntentError, int_field, str_field
from widgets.quacks._chips import chip_view

INTENTS = ("coins", "round", "set", "sold_out")
"""``coins``, ``round`` and ``set`` carry a whole ``value``; ``sold_out`` a ``chip`` (``"G4"``),
which switches that kind between sold out and on sale."""

MOST_COINS = TRACK[SPOON].coins
"""The most coins a scoring field pays (the spoon)."""


def book_list(set_number: int) -> list[Any]:
    """The books on the table in this set, in the order the ruling tells them: orange, black,
    then green, blue, red, yellow and purple."""
    return [book(Ingredient.ORANGE, 0), book(Ingredient.BLACK, 0)] + [
        book(colour, set_number) for colour in SET_COLOURS
    ]


def books_view(set_number: int, shopping: Shopping, coins: int, sold_out: set[Chip]) -> list[Any]:
    """Every book with its prices, each chip marked: ``koop`` (within reach), ``duur`` (too
    dear), ``op`` (sold out) or ``dicht`` (the book is not open yet in this round)."""
    reachable = {chip for chip, _ in shopping.singles}
    shown = []
    for colour_book in book_list(set_number):
        chips = []
        for value, price in colour_book.prices:
            chip = Chip(colour_book.colour, value)
            if chip in sold_out:
                state = "op"
            elif chip in reachable:
                state = "koop"
            elif price > coins:
                state = "duur"
            else:
                state = "dicht"
            chips.append({**chip_view(chip), "price": price, "state": state})
        shown.append(
            {
                "colour": colour_book.colour.colour,
                "name": colour_book.colour.dutch,
                "set": colour_book.set,
                "clause_id": colour_book.clause_id,
                "chips": chips,
            }
        )
    return shown


class Shop(RulebookWidget):
    """What can I buy? ``Shop(coins=12, round=1, set=1)``.

    ``sold_out`` names chip kinds the box has run out of (``("G4",)``). ``set_coins(n)``,
    ``set_round(n)``, ``set_set(n)`` and ``toggle_sold_out("G4")`` do what the controls do.
    """

    MODULE = "shop"
    INTENTS = INTENTS

    coins = traitlets.Int(0).tag(sync=True)
    round = traitlets.Int(1).tag(sync=True)
    set = traitlets.Int(1).tag(sync=True)
    choices = traitlets.Dict().tag(sync=True)
    books = traitlets.List(traitlets.Dict()).tag(sync=True)
    singles = traitlets.List(traitlets.Dict()).tag(sync=True)
    pairs = traitlets.List(traitlets.Unicode()).tag(sync=True)
    ruling = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        coins: int = 12,
        *,
        round: int = 1,
        set: int = 1,
        sold_out: tuple[str, ...] = (),
    ) -> None:
        gone = frozenset(Chip.parse(label) for label in sold_out)
        ruling = self._ruling(coins, round, set, gone)  # a bad start is the caller's error
        super().__init__(choices=_choices())
        self._sold_out = gone
        self._show(coins, round, set, gone, ruling)

    # -- what a reader (or a notebook cell) can do -------------------------------------------

    @property
    def sold_out(self) -> frozenset[Chip]:
        return self._sold_out

    def set_coins(self, coins: int) -> None:
        self.apply({"type": "coins", "value": coins})

    def set_round(self, number: int) -> None:
        self.apply({"type": "round", "value": number})

    def set_set(self, number: int) -> None:
        self.apply({"type": "set", "value": number})

    def toggle_sold_out(self, chip: str) -> None:
        self.apply({"type": "sold_out", "chip": chip})

    # -- intents -------------------------------------------------------------------------------

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        coins, number, set_number, gone = self.coins, self.round, self.set, self._sold_out
        if kind == "sold_out":
            chip = Chip.parse(str_field(content, "chip", kind))
            listed = {Chip(b.colour, value) for b in book_list(set_number) for value, _ in b.prices}
            if chip not in listed:
                raise IntentError(
                    f"{chip} staat in geen ingrediëntenboek van set {set_number}; klik een fiche "
                    "in de prijslijst aan."
                )
            gone = gone ^ {chip}
        else:
            value = int_field(content, "value", kind)
            if kind == "coins":
                coins = value
            elif kind == "round":
                number = value
            else:
                set_number = value
        ruling = self._ruling(coins, number, set_number, gone)

        def accept() -> None:
            self._sold_out = gone
            self._show(coins, number, set_number, gone, ruling)

        return accept

    @staticmethod
    def _ruling(coins: int, number: int, set_number: int, gone: frozenset[Chip]) -> Ruling[Any]:
        labels = sorted(str(chip) for chip in gone)
        return shop_ruling(coins, round=number, books=set_number, sold_out=labels)

    def _show(
        self, coins: int, number: int, set_number: int, gone: frozenset[Chip], ruling: Ruling[Any]
    ) -> None:
        shopping: Shopping = ruling.result
        price = dict(shopping.singles)
        with self.hold_sync():
            self.coins = coins
            self.round = number
            self.set = set_number
            self.books = books_view(set_number, shopping, coins, set(gone))
            self.singles = [{**chip_view(chip), "price": cost} for chip, cost in shopping.singles]
            self.pairs = [f"{a} + {b} ({price[a] + price[b]})" for a, b in shopping.pairs]
            self.ruling = ruling_view(ruling)

    # -- text and static views ------------------------------------------------------------------

    def __repr__(self) -> str:
        return (
            f"Shop({coins_words(self.coins)}, ronde {self.round}, set {self.set}: "
            f"{len(self.singles)} los, {len(self.pairs)} paren)"
        )

    def static_html(self) -> str:
        """What the coins buy at the start, for a reader without a kernel."""
        rows = "".join(
            f"<tr><td>{html.escape(b['name'])}</td><td>"
            + ", ".join(f"{html.escape(c['label'])}: {c['price']}" for c in b["chips"])
            + "</td></tr>"
            for b in self.books
        )
        table = f"<table><tr><th>boek</th><th>prijzen (geld)</th></tr>{rows}</table>"
        note = no_kernel_note("De winkel", "wat je bij het begin kunt kopen")
        return f'<div class="rb-static">{note}{table}{ruling_html(self.ruling)}</div>'


def _choices() -> dict[str, list[dict[str, object]]]:
    """The options of the selects: rounds (9 buys no chips: the ruling says why) and sets."""
    return {
        "round": [
            option(n, f"ronde {n}" + (" (laatste)" if n == LAST_ROUND else ""))
            for n in range(1, 10)
        ],
        "set": [option(n, f"set {n}") for n in SETS],
    }
