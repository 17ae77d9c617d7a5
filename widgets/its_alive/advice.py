"""Het Leeft!: kopen, verkopen of veilen? The rulebook's advice in a panel.

The widget draws the rulebook's pictures and rulings and forwards clicks; every rule is
asked of ``rulebook.its_alive``. Bad input shows as a Dutch sentence inside the widget, naming
the rule, and changes nothing. It works from a notebook cell too: its methods do what its
buttons do.

- ``AdviceAdvisor(players=4, seed=3, turn=8)``: kopen, verkopen of veilen? The advice at the
  ``turn``-th such choice of a seeded game (the position of ``het-leeft advies --zaad --beurt``):
  every choice's win share (points in the advanced game) with its 95% interval, the choices
  that fell out, and "even goed" when the best cannot be told apart. ``set_seed(n)``,
  ``set_turn(n)``, ``set_players(n)``, ``set_advanced(yes)``, ``set_budget(n)`` change the
  position (asked again with ``ask()``, the button); ``advice`` is the ``advice.Advice`` shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core import dutch
from rulebook.core.reader.rulings import Ruling
from rulebook.its_alive.explain import card_words
from widgets._base import Plan, ruling_view
from widgets._intents import IntentError
from widgets.its_alive._fields import named_value, players_field, read_players
from widgets.panel import Panel, action, choices, field, line, whole_number


class AdviceAdvisor(Panel):
    """Kopen, verkopen of veilen? The rulebook's advice (``rulebook.its_alive.advice``) for the
    player whose card lies in the middle, at the ``turn``-th such choice of a seeded game
    between computer players: every choice's win share (points in the advanced game) with its
    95% interval, the ones that are clearly worse, and a tie said as a tie."""

    INTENTS = ("set", "advies")
    STATIC_NAME = "Het advies"

    def __init__(
        self,
        players: int = 4,
        seed: int = 3,
        turn: int = 8,
        *,
        advanced: bool = False,
        budget: int | None = None,
    ) -> None:
        from rulebook.its_alive.advice import BUDGET, check_budget

        self._players, self._seed, self._turn, self._advanced = players, seed, turn, advanced
        self._budget = check_budget(BUDGET if budget is None else budget)
        self._ruling: Ruling[Any] | None = None
        super().__init__(heading="Kopen, verkopen of veilen?")
        self._state = _advice_position(players, seed, turn, advanced)
        self._ruling = self._advise(self._state, self._budget)
        self._show()

    # -- what a reader (or a notebook cell) can do ------------------------------------------------

    def set_players(self, players: int) -> None:
        self.set("spelers", players)

    def set_seed(self, seed: int) -> None:
        self.set("zaad", seed)

    def set_turn(self, turn: int) -> None:
        self.set("beurt", turn)

    def set_advanced(self, yes: bool) -> None:
        self.set("spel", "gevorderd" if yes else "basis")

    def set_budget(self, budget: int) -> None:
        self.set("proefpartijen", budget)

    def ask(self) -> None:
        """Play the proefpartijen and show the advice, as the button does."""
        self.apply({"type": "advies"})

    @property
    def advice(self) -> Any:
        """The ``advice.Advice`` shown, or ``None`` until it is asked for the position shown."""
        return None if self._ruling is None else self._ruling.result

    # -- intents ---------------------------------------------------------------------------------

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        from rulebook.core.model.sequential import MAX_BUDGET
        from rulebook.its_alive.advice import check_budget

        if kind == "advies":
            ruling = self._advise(self._state, self._budget)

            def advise() -> None:
                self._ruling = ruling
                self._show()

            return advise
        players, seed, turn = self._players, self._seed, self._turn
        advanced, budget = self._advanced, self._budget
        name, value = named_value(content, kind)
        if name == "spelers":
            players = read_players(value)
        elif name == "zaad":
            seed = whole_number(value, "Het zaad van de partij", least=1, most=9999)
        elif name == "beurt":
            turn = whole_number(value, "De keuze in de partij", least=1, most=999)
        elif name == "spel":
            if value not in ("basis", "gevorderd"):
                raise IntentError("Kies het basisspel of het gevorderde spel.")
            advanced = value == "gevorderd"
        elif name == "proefpartijen":
            budget = check_budget(whole_number(value, "Het aantal proefpartijen", most=MAX_BUDGET))
        else:
            raise IntentError(f"Een veld {dutch.quoted(name[:30])} heeft dit hulpmiddel niet.")
        state = _advice_position(players, seed, turn, advanced)  # refused before anything changes

        def accept() -> None:
            self._players, self._seed, self._turn = players, seed, turn
            self._advanced, self._budget, self._state = advanced, budget, state
            self._ruling = None  # a new position: asked again with the button
            self._show()

        return accept

    @staticmethod
    def _advise(state: Any, budget: int) -> Ruling[Any]:
        """The advice with the playouts' own seed (``advice.SEED``, as ``--proefzaad``'s
        default), so the panel and the command line give the same answer."""
        from rulebook.its_alive.advice import advice_ruling

        return advice_ruling(state, budget=budget)

    # -- traits ----------------------------------------------------------------------------------

    def _show(self) -> None:
        state = self._state
        fields = [
            players_field(self._players),
            field(
                "spel",
                "Spel",
                "select",
                "gevorderd" if self._advanced else "basis",
                options=choices([("basis", "basisspel"), ("gevorderd", "gevorderd spel")]),
            ),
            field("zaad", "Zaad van de partij", "number", self._seed),
            field("beurt", "De hoeveelste keuze", "number", self._turn),
            field("proefpartijen", "Hoogstens proefpartijen", "number", self._budget),
        ]
        intro = (
            f"Speler {state.active + 1} heeft {card_words(state.middle)} in het midden. Het "
            "regelboek speelt proefpartijen vanuit wat deze speler ziet, elke keuze op dezelfde "
            "delingen, tot één keuze duidelijk de beste is of de proefpartijen op zijn."
        )
        with self.hold_sync():
            self.intro = intro
            self.fields = fields
            self.actions = [action("advies", "Geef advies", primary=True)]
            if self._ruling is None:
                self.lines = [line("Klik op Geef advies om de proefpartijen te spelen.")]
                self.ruling = {}
            else:
                self.lines = _advice_lines(self._ruling.result)
                self.ruling = ruling_view(self._ruling)

    def __repr__(self) -> str:
        from rulebook.its_alive.advice import verdict_words

        said = "nog niet gevraagd" if self._ruling is None else verdict_words(self.advice)
        return (
            f"AdviceAdvisor({self._players} spelers, zaad {self._seed}, keuze {self._turn}: {said})"
        )


def _advice_position(players: int, seed: int, turn: int, advanced: bool) -> Any:
    """The position of ``python -m rulebook het-leeft advies --spelers P --zaad S --beurt T``:
    the start player is the one the seed picks (``het-leeft.beurt``)."""
    from rulebook.its_alive.advice import position
    from rulebook.its_alive.state import Setup

    return position(Setup(players=players, start=seed % players, advanced=advanced), seed, turn)


def _advice_lines(advice: Any) -> list[dict[str, Any]]:
    from rulebook.its_alive.advice import verdict_words

    advanced = advice.advanced
    found = []
    for odds in advice.values():
        if advanced:
            measure = f"gemiddeld {dutch.decimal(odds.mean_points)} punten"
            low, high = dutch.decimal(odds.low), dutch.decimal(odds.high)
        else:
            measure = f"{dutch.percent_decimal(odds.win_share)} gewonnen"
            low, high = dutch.percent_decimal(odds.low), dutch.percent_decimal(odds.high)
        text = (
            f"{odds.code.capitalize()}: {measure} (95%-interval {low} tot {high}) in "
            f"{dutch.whole(odds.playouts)} "
            f"{dutch.noun(odds.playouts, 'proefpartij', 'proefpartijen')}"
        )
        if odds.dropped_by is not None:
            text += f"; viel af na {dutch.whole(odds.dropped_by.deals)}"
        found.append(line(text + "."))
    clause = "het-leeft.score.gevorderd" if advanced else "het-leeft.winnen.basis"
    verdict = verdict_words(advice)
    found.append(line(verdict[0].upper() + verdict[1:] + ".", strong=True, clause=clause))
    return found
