"""Het Leeft!: the card values of a reader's own box.

The widget draws the rulebook's pictures and rulings and forwards clicks; every rule is
asked of ``rulebook.its_alive``. Bad input shows as a Dutch sentence inside the widget, naming
the rule, and changes nothing. It works from a notebook cell too: its methods do what its
buttons do.

- ``CardValuesEntry(text=None)``: the values of a reader's own box in the file format of
  ``rulebook.its_alive.data.parse_values`` (default: the example set, marked as such);
  ``read(text)``, ``example()``; ``values`` is the ``CardValues`` read last, ready for
  ``GameTable.of("het-leeft", values=entry.values)`` (or ``entry.table(players=3, seed=1)``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.its_alive.data import EXAMPLE_VALUES, CardValues, Kind, parse_values
from widgets._base import Plan
from widgets._intents import value_field
from widgets.panel import Panel, action, field, line, text_value


class CardValuesEntry(Panel):
    """The values of a reader's own box (see the module's docstring)."""

    INTENTS = ("read", "example")
    STATIC_NAME = "Het invoerveld voor kaartwaarden"

    def __init__(self, text: str | None = None) -> None:
        values = EXAMPLE_VALUES if text is None else parse_values(text)
        self._values = values
        self._text = str(values) if text is None else text
        super().__init__(
            heading="De waarden van jouw doos",
            intro=(
                "Eén regel per soort: de soort, een dubbele punt en zes hele getallen (1 tot 99). "
                "Een # begint een opmerking. Klik daarna op ‘Lees in’."
            ),
        )
        self._show()

    def read(self, text: str) -> None:
        self.apply({"type": "read", "waarden": text})

    def example(self) -> None:
        self.apply({"type": "example"})

    @property
    def values(self) -> CardValues:
        return self._values

    def table(self, **words: Any) -> Any:
        """A game table played with these values: ``entry.table(players=3, seed=1)`` is
        ``GameTable.of("het-leeft", values=entry.values, players=3, seed=1)``."""
        from widgets.game_table import GameTable

        return GameTable.of("het-leeft", values=self._values, **words)

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        if kind == "example":
            values, text = EXAMPLE_VALUES, str(EXAMPLE_VALUES)
        else:
            text = text_value(value_field(content, "waarden", kind), "De waarden")
            values = parse_values(text)

        def accept() -> None:
            self._values, self._text = values, text
            self._show()

        return accept

    def _show(self) -> None:
        values = self._values
        lines = [
            line(f"{kind.dutch}: {', '.join(str(v) for v in values.of(kind))}") for kind in Kind
        ]
        note = (
            "Dit is de voorbeeldset van dit regelboek, niet de waarden van een echte doos: geen "
            "bron die we kunnen lezen drukt ze af."
            if values.example or values == EXAMPLE_VALUES
            else "Dit zijn jouw eigen waarden; de tafel en de hulpmiddelen rekenen ermee als je "
            "ze meegeeft."
        )
        with self.hold_sync():
            self.fields = [field("waarden", "Kaartwaarden", "textarea", self._text, rows=11)]
            self.actions = [
                action("read", "Lees in", primary=True, fields=["waarden"]),
                action("example", "Voorbeeldset"),
            ]
            self.lines = lines
            self.note = note

    def __repr__(self) -> str:
        which = "voorbeeldset" if self._values == EXAMPLE_VALUES else "eigen waarden"
        return f"CardValuesEntry({which})"
