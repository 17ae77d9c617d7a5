"""Het Leeft!: what follows from a ruling, worked out for a reader who tries it.

The rulings (``rulings``) answer "what may I do?"; these helpers answer "and what happens then?"
with the same rule functions the engine runs, so a widget or a chapter only shows the result:

- ``read_cards(text)``: cards typed by a reader (``hart-5 armen-2`` or bare values ``5 2``);
- ``uprising_options(value, cards, coins)``: each way to calm an uprising with the clause it
  rests on and what it leaves the player with (``UprisingOption``);
- ``coins_after_auction(coins, outcome)``: every seat's coins after an auction is paid;
- ``MatchScores``: the advanced game over as many games as players, the start player one seat
  further left each game, with the total and the winners.

Bad input is an ``ItsAliveError`` (or a ``NotationError``) naming its clause, in Dutch.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rulebook.core import dutch
from rulebook.core.errors import NotationError
from rulebook.core.model.game import Result, highest_scores
from rulebook.core.reader.reading import is_digits
from rulebook.core.reader.rulings import Ruling
from rulebook.its_alive.data import (
    BY_CODE,
    CARDS_PER_KIND,
    MAX_VALUE,
    PLAYERS,
    CoffinScore,
    Kind,
    kind_of,
)
from rulebook.its_alive.data import value_of as _value
from rulebook.its_alive.rules import AuctionOutcome, ItsAliveError, Payment, uprising_choices
from rulebook.its_alive.rulings import as_cards, score_ruling

MAX_CARDS = 3 * CARDS_PER_KIND * len(BY_CODE)
"""More cards than a player can hold: a typed list longer than this is refused."""


def card_words(card_id: str) -> str:
    """``hart-5`` -> ``Hart 5``, ``kaart-5`` (a bare value) -> ``een kaart van 5``."""
    if card_id.startswith("kaart-"):
        return f"een kaart van {_value(card_id)}"
    return f"{kind_of(card_id).dutch} {_value(card_id)}"


def read_cards(text: str, clause_id: str = "het-leeft.kaarten") -> list[str]:
    """Cards typed by a reader, separated by spaces or commas: ids (``hart-5``) or bare values
    (``5``: a card worth 5). A Dutch ``NotationError`` names what is wrong."""
    if not isinstance(text, str):
        raise TypeError(f"cards are read from text, not {type(text).__name__}")
    words = text.replace(",", " ").split()
    if len(words) > MAX_CARDS:
        raise NotationError(clause_id, f"Zoveel kaarten heeft niemand: {len(words)}.")
    found: list[str] = []
    for word in words:
        if is_digits(word):
            value = int(word)
            if not 1 <= value <= MAX_VALUE:
                raise NotationError(
                    clause_id, f"Een kaart is 1 tot {MAX_VALUE} waard, niet {value}."
                )
            found.append(f"kaart-{value}")
            continue
        from rulebook.its_alive.data import read_card

        found.append(read_card(word, clause_id))
    return found


def _check_number(number: object, what: str, clause_id: str, least: int = 0) -> int:
    if isinstance(number, bool) or not isinstance(number, int):
        raise TypeError(f"{what} is a whole number, not {type(number).__name__}")
    if number < least:
        raise ItsAliveError(
            clause_id, f"{dutch.sentence(what)} is minstens {least}, niet {number}."
        )
    if number > 999:
        raise ItsAliveError(clause_id, f"{dutch.sentence(what)} is hoogstens 999, niet {number}.")
    return number


# -- an uprising ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class UprisingOption:
    """One way to calm an uprising: the payment, the clause it rests on, whether the player
    keeps the uprising, and what the player holds afterwards (cards and coins)."""

    payment: Payment
    clause_id: str
    keeps: bool
    cards_after: tuple[str, ...]
    coins_after: int

    def dutch(self) -> str:
        """What happens, in Dutch with the numbers: where the payment goes, where the uprising
        goes, what is left, and that the turn goes on."""
        pay = self.payment
        if pay.kind == "niets":
            first = "Je hebt niets om mee te betalen: de opstand gaat zonder gevolg uit het spel."
        elif pay.kind == "kaart" and pay.card is not None:
            where = (
                "gaat uit het spel (een opstand komt nooit op een kerkhof)"
                if pay.card.startswith("opstand-")
                else "gaat naar je kerkhof"
            )
            first = f"Je geeft {card_words(pay.card)}; die kaart {where}."
        else:
            first = f"Je betaalt {dutch.count(pay.coins, 'munt', 'munten', one='1')} aan de bank."
        if pay.kind == "niets":
            second = ""
        elif self.keeps:
            second = " De opstand houd je naast je bord, om later mee te betalen."
        else:
            second = " Dat is niet genoeg: de opstand gaat uit het spel."
        left = ", ".join(card_words(c) for c in self.cards_after) or "geen kaarten"
        coins = dutch.count(self.coins_after, "munt", "munten", one="1")
        return f"{first}{second} Daarna heb je: {left}; {coins}. Je kiest nu alsnog een kaart."


def uprising_options(value: int, cards: Sequence[str | int], coins: int) -> list[UprisingOption]:
    """Every way to calm an uprising of ``value`` (``rules.uprising_choices``) with what follows."""
    _check_number(value, "de waarde van de opstand", "het-leeft.kaarten", least=1)
    _check_number(coins, "het aantal munten", "het-leeft.keuze.bank")
    own = as_cards(cards)
    choices, keeps = uprising_choices(value, own, coins)
    found = []
    for payment in choices:
        if payment.kind == "niets":
            clause_id = "het-leeft.opstand.niets"
        elif keeps:
            clause_id = "het-leeft.opstand.betalen"
        else:
            clause_id = "het-leeft.opstand.onbetaalbaar"
        left = list(own)
        if payment.card is not None:
            left.remove(payment.card)
        if keeps:
            left.append(f"opstand-{value}")
        found.append(UprisingOption(payment, clause_id, keeps, tuple(left), coins - payment.coins))
    return found


# -- an auction -----------------------------------------------------------------------------------


def coins_after_auction(coins: Sequence[int], outcome: AuctionOutcome) -> tuple[int, ...]:
    """Every seat's coins (in bidding order, the seller first) once the auction is paid: the
    winner pays the seller, or the bank when the seller won (``het-leeft.veilen.betalen``)."""
    after = list(coins)
    after[outcome.winner] -= outcome.amount
    if outcome.paid_to is not None:
        after[outcome.paid_to] += outcome.amount
    return tuple(after)


def auction_payment_words(outcome: AuctionOutcome, coins: Sequence[int]) -> str:
    """``Speler 3 krijgt de kaart en betaalt 6 munten aan speler 1: ...`` with the coins after."""
    after = coins_after_auction(coins, outcome)
    winner = outcome.winner + 1
    amount = dutch.count(outcome.amount, "munt", "munten", one="1")
    if outcome.paid_to is None:
        return (
            f"Speler 1, de verkoper, houdt het hoogste bod, betaalt {amount} aan de bank en "
            f"houdt de kaart; daarna heeft speler 1 nog {after[0]} munten."
        )
    return (
        f"Speler {winner} krijgt de kaart en betaalt {amount} aan speler 1, de verkoper: "
        f"speler {winner} heeft daarna {after[outcome.winner]} munten, speler 1 {after[0]}."
    )


# -- the advanced game over several games ---------------------------------------------------------


def start_player(game_number: int, players: int) -> int:
    """The start player (a seat from 0) of game ``game_number`` (from 1) of the advanced game:
    one seat further left each game (``het-leeft.partijreeks``, as ``engine.make_match``)."""
    return (game_number - 1) % players


@dataclass(frozen=True)
class GameScore:
    """One player's part of one game: the cards on the board (ids or bare values), the coins
    left, and whether they brought their monster to life first."""

    cards: tuple[str, ...] = ()
    coins: int = 0


@dataclass(frozen=True)
class MatchScores:
    """The scores of a whole advanced game: ``games[g][seat]`` and who finished first in each
    game (``None``: nobody, the deck ran out); ``coffins`` is the option ``doodskisten`` (which
    coffins on a board count, ``het-leeft.keuze.doodskisten``), as the engine reads it."""

    players: int
    games: tuple[tuple[GameScore, ...], ...]
    first: tuple[int | None, ...]
    coffins: CoffinScore = CoffinScore.EACH

    def __post_init__(self) -> None:
        if self.players not in PLAYERS:
            raise ValueError(f"2 to 5 players, not {self.players}")
        if len(self.games) != self.players or len(self.first) != self.players:
            raise ValueError("as many games as players")

    @classmethod
    def empty(cls, players: int, coffins: CoffinScore = CoffinScore.EACH) -> MatchScores:
        blank = tuple(GameScore() for _ in range(players))
        return cls(players, (blank,) * players, (None,) * players, coffins)

    def score_ruling(self, game: int, seat: int) -> Ruling[int]:
        """The ruling of one player's score in one game (``rulings.score_ruling``)."""
        part = self.games[game][seat]
        return score_ruling(
            list(part.cards),
            part.coins,
            self.first[game] == seat,
            advanced=True,
            coffins=self.coffins,
        )

    def points(self, game: int, seat: int) -> int:
        return self.score_ruling(game, seat).result

    def totals(self) -> tuple[int, ...]:
        return tuple(
            sum(self.points(game, seat) for game in range(self.players))
            for seat in range(self.players)
        )

    def result(self) -> Result:
        """The most points over all games wins; equal totals share the win
        (``het-leeft.keuze.gelijk``)."""
        return highest_scores(self.totals())


def check_board(cards: Sequence[str]) -> None:
    """A board holds at most eight cards and every place once (``het-leeft.bord``)."""
    if len(cards) > 8:
        raise ItsAliveError("het-leeft.bord", f"Een bord heeft acht plaatsen, niet {len(cards)}.")
    parts = [kind_of(c) for c in cards if not c.startswith("kaart-")]
    seen: set[Kind] = set()
    for kind in parts:
        if kind is Kind.UPRISING:
            raise ItsAliveError(
                "het-leeft.score.gevorderd",
                "Een opstand ligt nooit op het bord en telt niet mee voor de score.",
            )
        if kind.is_part and kind in seen:
            raise ItsAliveError(
                "het-leeft.bord.dubbel",
                f"{kind.dutch} heeft één plaats; een tweede ligt apart en telt niet mee.",
            )
        seen.add(kind)
