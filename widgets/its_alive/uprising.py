"""Het Leeft!: the ways to calm an uprising and what follows (a panel on ``widgets.panel``).

The widget draws the rulebook's pictures and rulings and forwards clicks; every rule is
asked of ``rulebook.its_alive``. Bad input shows as a Dutch sentence inside the widget, naming
the rule, and changes nothing. It works from a notebook cell too: its methods do what its
buttons do.

- ``UprisingResolver(value=3, cards="hart-5 armen-2", coins=4)``: the ways to calm an uprising
  of that value with those cards (ids or bare values) and coins, each with its clause;
  ``choose(i)`` shows what happens. ``set_value(n)``, ``set_cards(text)``, ``set_coins(n)``;
  ``options`` (``explain.UprisingOption``), ``chosen``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rulebook.core import dutch
from rulebook.its_alive.explain import UprisingOption, read_cards, uprising_options
from rulebook.its_alive.pictures import cards_svg, stack
from rulebook.its_alive.rulings import uprising_ruling
from widgets._base import Plan, ruling_view
from widgets._intents import IntentError, int_field
from widgets.its_alive._fields import MOST_COINS, named_value
from widgets.panel import Panel, action, field, line, text_value, whole_number


class UprisingResolver(Panel):
    """The ways to calm an uprising, and what each one leads to (see the module's docstring)."""

    INTENTS = ("set", "choose")
    STATIC_NAME = "De opstandoplosser"

    def __init__(
        self, value: int = 3, cards: str | Sequence[str | int] = "hart-5 armen-2", coins: int = 4
    ) -> None:
        own = (
            read_cards(cards)
            if isinstance(cards, str)
            else [str(c) if isinstance(c, str) else f"kaart-{c}" for c in cards]
        )
        self._value, self._cards, self._coins = value, tuple(own), coins
        self._options = uprising_options(value, own, coins)
        self._chosen: int | None = None
        super().__init__(
            heading="Een Bevolkingsopstand sussen",
            intro=(
                "Vul de waarde van de opstand in, je kaarten (zoals hart-5 armen-2, of alleen "
                "waarden: 5 2) en je munten. Kies dan hoe je betaalt."
            ),
        )
        self._show()

    def set_value(self, value: int) -> None:
        self.set("waarde", value)

    def set_cards(self, text: str) -> None:
        self.set("kaarten", text)

    def set_coins(self, coins: int) -> None:
        self.set("munten", coins)

    def choose(self, index: int) -> None:
        """Pay the uprising the ``index``-th way (from 0, as listed)."""
        self.apply({"type": "choose", "index": index})

    @property
    def options(self) -> list[UprisingOption]:
        return list(self._options)

    @property
    def chosen(self) -> UprisingOption | None:
        return None if self._chosen is None else self._options[self._chosen]

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        value, cards, coins, chosen = self._value, self._cards, self._coins, self._chosen
        if kind == "choose":
            index = int_field(content, "index", kind)
            if not 0 <= index < len(self._options):
                raise IntentError(
                    f"Er zijn {len(self._options)} manieren om te betalen; keuze {index + 1} "
                    "bestaat niet."
                )
            chosen = index
        else:
            name, typed = named_value(content, kind)
            if name == "waarde":
                value = whole_number(typed, "De waarde van de opstand", least=1, most=99)
            elif name == "kaarten":
                cards = tuple(read_cards(text_value(typed, "Je kaarten")))
            elif name == "munten":
                coins = whole_number(typed, "Je munten", most=MOST_COINS)
            else:
                raise IntentError(f"Een veld {dutch.quoted(name[:30])} heeft dit hulpmiddel niet.")
            chosen = None
        options = uprising_options(value, list(cards), coins)

        def accept() -> None:
            self._value, self._cards, self._coins = value, cards, coins
            self._options, self._chosen = options, chosen
            self._show()

        return accept

    def _show(self) -> None:
        ruling = uprising_ruling(self._value, list(self._cards), self._coins)
        lines = [
            line(
                f"{number}. Betaal met {option.payment.dutch()}"
                + (
                    ""
                    if option.keeps or option.payment.kind == "niets"
                    else " (je kunt niet genoeg betalen)"
                ),
                clause=option.clause_id,
                act=action(
                    "choose", "Kies dit", index=number - 1, primary=self._chosen == number - 1
                ),
            )
            for number, option in enumerate(self._options, start=1)
        ]
        if self._chosen is not None:
            lines.append(
                line(
                    self._options[self._chosen].dutch(),
                    strong=True,
                    clause="het-leeft.opstand.beurt",
                )
            )
        typed = " ".join(c if not c.startswith("kaart-") else c[6:] for c in self._cards)
        with self.hold_sync():
            self.fields = [
                field("waarde", "Waarde van de opstand", "number", self._value),
                field("kaarten", "Je kaarten", "text", typed),
                field("munten", "Je munten", "number", self._coins),
            ]
            self.actions = []
            self.lines = lines
            self.picture = str(
                stack(
                    [
                        cards_svg([f"opstand-{self._value}"], "De opstand die je trekt"),
                        cards_svg(list(self._cards), "Wat je hebt", coins=self._coins),
                    ],
                    f"Opstand van {self._value} en wat je hebt",
                )
            )
            self.ruling = ruling_view(ruling)

    def __repr__(self) -> str:
        return f"UprisingResolver(waarde {self._value}, {len(self._options)} keuzes)"
