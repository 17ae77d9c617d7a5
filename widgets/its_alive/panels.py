"""The rule tools of Het Leeft!: thin panels over the rulebook (``rulebook.its_alive``).

Each widget draws the rulebook's pictures and rulings and forwards clicks; every rule (who may
bid what, how an uprising is paid, what a score is, whether a file of card values is right) is
asked of ``rulebook.its_alive``. Bad input shows as a Dutch sentence inside the widget, naming
the rule, and changes nothing. Each one works from a notebook cell too: its methods do what its
buttons do.

Public API (what the chapters use):

- ``AuctionStepper(coins=(12, 5, 8), card="hart-5")``: an auction once around the table, in
  bidding order from the seller (speler 1, who opens). ``bid(n)``, ``pass_turn()``,
  ``undo()``, ``restart()``; ``set_coins(seat, n)`` (seat from 0), ``set_players(n)``.
  ``outcome`` is the ``AuctionOutcome`` once everyone had their chance (else ``None``);
  ``bids`` the bids so far (``None``: a pass).
- ``UprisingResolver(value=3, cards="hart-5 armen-2", coins=4)``: the ways to calm an uprising
  of that value with those cards (ids or bare values) and coins, each with its clause;
  ``choose(i)`` shows what happens. ``set_value(n)``, ``set_cards(text)``, ``set_coins(n)``;
  ``options`` (``explain.UprisingOption``), ``chosen``.
- ``ScoreCalculator(players=3, advanced=True)``: the basic result or the advanced score over as
  many games as players. ``set_game(g)`` (from 0: which game is edited), ``set_cards(seat,
  text)``, ``set_coins(seat, n)``, ``set_first(seat or None)``, ``explain(seat)``,
  ``set_players(n)``, ``set_advanced(yes)``; ``totals`` and ``result`` (``Result``).
- ``CardValuesEntry(text=None)``: the values of a reader's own box in the file format of
  ``rulebook.its_alive.data.parse_values`` (default: the example set, marked as such);
  ``read(text)``, ``example()``; ``values`` is the ``CardValues`` read last, ready for
  ``GameTable.of("het-leeft", values=entry.values)`` (or ``entry.table(players=3, seed=1)``).
- ``AdviceAdvisor(players=4, seed=3, turn=8)``: kopen, verkopen of veilen? The advice at the
  ``turn``-th such choice of a seeded game (the position of ``het-leeft advies --zaad --beurt``):
  every choice's win share (points in the advanced game) with its 95% interval, the choices
  that fell out, and "even goed" when the best cannot be told apart. ``set_seed(n)``,
  ``set_turn(n)``, ``set_players(n)``, ``set_advanced(yes)``, ``set_budget(n)`` change the
  position (asked again with ``ask()``, the button); ``advice`` is the ``advice.Advice`` shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.core import dutch
from rulebook.core.reading import is_digits
from rulebook.core.rulings import Ruling
from rulebook.its_alive.data import (
    BOX_COINS,
    EXAMPLE_VALUES,
    PLAYERS,
    START_COINS,
    CardValues,
    Kind,
    parse_values,
)
from rulebook.its_alive.explain import (
    GameScore,
    MatchScores,
    UprisingOption,
    auction_payment_words,
    card_words,
    check_board,
    coins_after_auction,
    read_cards,
    start_player,
    uprising_options,
)
from rulebook.its_alive.pictures import auction_svg, cards_svg, stack
from rulebook.its_alive.rules import AuctionOutcome, allowed_bids, auction_outcome
from rulebook.its_alive.rulings import auction_ruling, score_ruling, uprising_ruling
from widgets._base import Plan, ruling_view
from widgets._intents import IntentError, int_field, value_field
from widgets.panel import (
    Panel,
    action,
    choices,
    field,
    line,
    text_value,
    whole_number,
)

MOST_COINS = BOX_COINS
"""No player holds more coins than the box has."""


def _players_field(players: int) -> dict[str, Any]:
    return field(
        "spelers",
        "Spelers",
        "select",
        players,
        options=choices([(n, f"{n} spelers") for n in PLAYERS]),
    )


def _players(value: object) -> int:
    number = whole_number(value, "Het aantal spelers", least=2, most=5)
    if number not in PLAYERS:
        raise IntentError(f"Het Leeft! speel je met 2 tot 5 spelers, niet {number}.")
    return number


def _content_value(content: Mapping[str, object], kind: str) -> tuple[str, object]:
    name = value_field(content, "name", kind)
    if not isinstance(name, str):
        raise IntentError("Een veld heeft een naam (een tekst).")
    return name, value_field(content, "value", kind)


# -- the auction ----------------------------------------------------------------------------------


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
            name, value = _content_value(content, kind)
            if name == "spelers":
                count = _players(value)
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
        fields = [_players_field(len(coins))]
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


# -- the uprising ---------------------------------------------------------------------------------


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
            name, typed = _content_value(content, kind)
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


# -- the score ------------------------------------------------------------------------------------


class ScoreCalculator(Panel):
    """The basic result or the advanced score over as many games as players (see the module's
    docstring)."""

    INTENTS = ("set",)
    STATIC_NAME = "De scoreberekening"

    def __init__(self, players: int = 3, *, advanced: bool = True) -> None:
        if players not in PLAYERS:
            raise ValueError(f"2 to 5 players, not {players}")
        self._scores = MatchScores.empty(players)
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
        name, value = _content_value(content, kind)
        if name == "spelers":
            count = _players(value)
            scores = MatchScores.empty(count)
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
                scores = MatchScores(n, scores.games, tuple(first))
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
            scores = MatchScores(n, tuple(tuple(row) for row in rows), scores.first)
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
            _players_field(n),
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
        return (
            f"ScoreCalculator({self._scores.players} spelers, {kind}, totaal {list(self.totals)})"
        )


# -- the card values of a reader's own box --------------------------------------------------------


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


__all__ = ["AuctionStepper", "CardValuesEntry", "ScoreCalculator", "UprisingResolver"]

_ = card_words


# -- the advice: kopen, verkopen of veilen? -------------------------------------------------------


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
        from rulebook.core.sequential import MAX_BUDGET
        from rulebook.its_alive.advice import check_budget

        if kind == "advies":
            ruling = self._advise(self._state, self._budget)

            def advise() -> None:
                self._ruling = ruling
                self._show()

            return advise
        players, seed, turn = self._players, self._seed, self._turn
        advanced, budget = self._advanced, self._budget
        name, value = _content_value(content, kind)
        if name == "spelers":
            players = _players(value)
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
            _players_field(self._players),
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
