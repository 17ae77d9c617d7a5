"""Het Leeft!: the basic result or the advanced score over as many games as players.

The widget draws the rulebook's pictures and rulings and forwards clicks; every rule is
asked of ``rulebook.its_alive``. Bad input shows as a Dutch sentence inside the widget, naming
the rule, and changes nothing. It works from a notebook cell too: its methods do what its
buttons do.

- ``ScoreCalculator(players=3, advanced=True, coffins=CoffinScore.EACH)``: the basic result or
  the advanced score over as many games as players, coffins counted as the option
  ``doodskisten`` says. ``set_game(g)`` (from 0: which game is edited), ``set_cards(seat,
  text)``, ``set_coins(seat, n)``, ``set_first(seat or None)``, ``explain(seat)``,
  ``set_players(n)``, ``set_advanced(yes)``; ``totals`` and ``result`` (``Result``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from rulebook.core import dutch
from rulebook.core.reader.reading import is_digits
from rulebook.its_alive.data import PLAYERS, CoffinScore
from rulebook.its_alive.explain import GameScore, MatchScores, check_board, read_cards, start_player
from rulebook.its_alive.rulings import score_ruling
from widgets._base import Plan, ruling_view
from widgets._intents import IntentError
from widgets.its_alive._fields import MOST_COINS, named_value, players_field, read_players
from widgets.panel import Panel, choices, field, line, text_value, whole_number


class ScoreCalculator(Panel):
    """The basic result or the advanced score over as many games as players (see the module's
    docstring)."""

    INTENTS = ("set",)
    STATIC_NAME = "De scoreberekening"

    def __init__(
        self, players: int = 3, *, advanced: bool = True, coffins: CoffinScore = CoffinScore.EACH
    ) -> None:
        if players not in PLAYERS:
            raise ValueError(f"2 to 5 players, not {players}")
        if not isinstance(coffins, CoffinScore):
            raise TypeError(f"coffins is a CoffinScore, not {type(coffins).__name__}")
        self._scores = MatchScores.empty(players, coffins)
        self._advanced = advanced
        self._game = 0
        self._focus = 0
        self._basic_first = 0
        super().__init__(heading="Score van Het Leeft!")
        self._show()

    # -- what a reader (or a notebook cell) can do ------------------------------------------------

    def set_players(self, players: int) -> None:
        self.set("spelers", players)

    def set_advanced(self, yes: bool) -> None:
        self.set("spel", "gevorderd" if yes else "basis")

    def set_game(self, game: int) -> None:
        """Edit game ``game`` (from 0) of the advanced game."""
        self.set("partij", game)

    def set_cards(self, seat: int, text: str) -> None:
        self.set(f"kaarten-{seat + 1}", text)

    def set_coins(self, seat: int, coins: int) -> None:
        self.set(f"munten-{seat + 1}", coins)

    def set_first(self, seat: int | None) -> None:
        """Who finished first in the game edited (``None``: nobody)."""
        self.set("eerste", -1 if seat is None else seat)

    def explain(self, seat: int) -> None:
        self.set("uitleg", seat)

    @property
    def scores(self) -> MatchScores:
        return self._scores

    @property
    def totals(self) -> tuple[int, ...]:
        return self._scores.totals()

    @property
    def result(self) -> Any:
        return self._scores.result()

    # -- intents ---------------------------------------------------------------------------------

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        scores, advanced = self._scores, self._advanced
        game, focus, basic_first = self._game, self._focus, self._basic_first
        n = scores.players
        name, value = named_value(content, kind)
        if name == "spelers":
            count = read_players(value)
            scores = MatchScores.empty(count, scores.coffins)
            game, focus, basic_first = 0, min(focus, count - 1), min(basic_first, count - 1)
        elif name == "spel":
            if value not in ("basis", "gevorderd"):
                raise IntentError("Kies het basisspel of het gevorderde spel.")
            advanced = value == "gevorderd"
        elif name == "partij":
            game = whole_number(value, "De partij", most=n - 1)
        elif name == "uitleg":
            focus = whole_number(value, "De speler", most=n - 1)
        elif name == "eerste":
            seat = whole_number(value, "Wie als eerste klaar was", least=-1, most=n - 1)
            if advanced:
                first = list(scores.first)
                first[game] = None if seat < 0 else seat
                scores = replace(scores, first=tuple(first))
            else:
                if seat < 0:
                    raise IntentError(
                        "In het basisspel wint wie als eerste klaar is: kies een speler."
                    )
                basic_first = seat
        elif name.startswith(("kaarten-", "munten-")) and is_digits(name.split("-")[1], 2):
            seat = int(name.split("-")[1]) - 1
            if not 0 <= seat < n:
                raise IntentError(f"Er is geen speler {seat + 1} aan deze tafel.")
            part = scores.games[game][seat]
            if name.startswith("kaarten-"):
                cards = read_cards(text_value(value, "De kaarten op het bord"))
                check_board(cards)
                part = GameScore(tuple(cards), part.coins)
            else:
                coins = whole_number(value, f"De munten van speler {seat + 1}", most=MOST_COINS)
                part = GameScore(part.cards, coins)
            rows = [list(row) for row in scores.games]
            rows[game][seat] = part
            scores = replace(scores, games=tuple(tuple(row) for row in rows))
        else:
            raise IntentError(f"Een veld {dutch.quoted(name[:30])} heeft dit hulpmiddel niet.")
        scores.totals()  # every score is worked out before anything changes

        def accept() -> None:
            self._scores, self._advanced = scores, advanced
            self._game, self._focus, self._basic_first = game, focus, basic_first
            self._show()

        return accept

    # -- traits ----------------------------------------------------------------------------------

    def _show(self) -> None:
        n = self._scores.players
        seats = [(seat, f"speler {seat + 1}") for seat in range(n)]
        fields = [
            players_field(n),
            field(
                "spel",
                "Spel",
                "select",
                "gevorderd" if self._advanced else "basis",
                options=choices([("basis", "basisspel"), ("gevorderd", "gevorderd spel")]),
            ),
        ]
        if self._advanced:
            fields += self._advanced_fields(seats)
            lines = self._advanced_lines()
            ruling = self._scores.score_ruling(self._game, self._focus)
            intro = (
                f"Het gevorderde spel heeft {n} partijen, evenveel als spelers; de startspeler "
                "schuift elke partij één plaats naar links. Vul per partij de kaarten op elk "
                "bord in (zoals hart-5 doodskist-7, of alleen waarden: 5 7) en de munten."
            )
        else:
            fields.append(
                field(
                    "eerste",
                    "Als eerste klaar",
                    "select",
                    self._basic_first,
                    options=choices(seats),
                )
            )
            fields.append(
                field("uitleg", "Uitleg voor", "select", self._focus, options=choices(seats))
            )
            first = self._basic_first
            lines = [
                line(
                    f"Speler {first + 1} bracht het monster als eerste tot leven en wint.",
                    strong=True,
                    clause="het-leeft.winnen.basis",
                )
            ]
            ruling = score_ruling(None, 0, self._focus == first, advanced=False)
            intro = (
                "In het basisspel wint wie als eerste alle acht plaatsen vult; punten tellen niet."
            )
        with self.hold_sync():
            self.intro = intro
            self.fields = fields
            self.actions = []
            self.lines = lines
            self.ruling = ruling_view(ruling)

    def _advanced_fields(self, seats: list[tuple[int, str]]) -> list[dict[str, Any]]:
        n = self._scores.players
        games = [
            (g, f"partij {g + 1} (speler {start_player(g + 1, n) + 1} begint)") for g in range(n)
        ]
        found = [field("partij", "Partij", "select", self._game, options=choices(games))]
        for seat in range(n):
            part = self._scores.games[self._game][seat]
            typed = " ".join(c[6:] if c.startswith("kaart-") else c for c in part.cards)
            group = f"Speler {seat + 1}"
            found.append(
                field(f"kaarten-{seat + 1}", "kaarten op het bord", "text", typed, group=group)
            )
            found.append(field(f"munten-{seat + 1}", "munten", "number", part.coins, group=group))
        first = self._scores.first[self._game]
        found.append(
            field(
                "eerste",
                "Als eerste klaar (5 punten)",
                "select",
                -1 if first is None else first,
                options=choices([(-1, "niemand"), *seats]),
            )
        )
        found.append(field("uitleg", "Uitleg voor", "select", self._focus, options=choices(seats)))
        return found

    def _advanced_lines(self) -> list[dict[str, Any]]:
        scores = self._scores
        n = scores.players
        lines = []
        for game in range(n):
            points = ", ".join(
                f"speler {seat + 1}: {scores.points(game, seat)}" for seat in range(n)
            )
            start = start_player(game + 1, n) + 1
            lines.append(
                line(
                    f"Partij {game + 1} (speler {start} begint): {points}.",
                    clause="het-leeft.partijreeks",
                )
            )
        totals = ", ".join(f"speler {seat + 1}: {t}" for seat, t in enumerate(scores.totals()))
        lines.append(line(f"Totaal: {totals}.", strong=True))
        lines.append(line(scores.result().dutch(), strong=True, clause="het-leeft.keuze.gelijk"))
        return lines

    def __repr__(self) -> str:
        kind = "gevorderd" if self._advanced else "basis"
        if self._scores.coffins is not CoffinScore.EACH:
            kind += f", doodskisten={self._scores.coffins.value}"
        return (
            f"ScoreCalculator({self._scores.players} spelers, {kind}, totaal {list(self.totals)})"
        )
