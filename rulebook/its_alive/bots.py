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
from fractions import Fraction
from typing import Any, Final

from rulebook.core import dutch
from rulebook.core.model.match import MatchState
from rulebook.core.model.task_game import Move, Pick
from rulebook.its_alive.data import PLACES, Kind, card_name, kind_of, value_of
from rulebook.its_alive.rules import View, sell_value
from rulebook.its_alive.state import State

COFFIN: Final = Kind.COFFIN
UPRISING: Final = Kind.UPRISING
"""Read once: a member read through its enum class is slow next to a module name."""


def _view(game: Any, state: Any, player: int) -> Any:
    """The seat's view: the game hands a fair player its observation (inside a match: the
    match's, holding the game's); a whole State (a test's) is observed here by the game itself."""
    view = state.state if isinstance(state, MatchState) else state
    if isinstance(view, State):
        view = getattr(game, "game", game).observation(view, player)
    return view


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
    there = own.board[PLACES.index(kind)]  # (``Player.place_of`` without its call)
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


_OPENING_BID_OF: dict[str, int | None] = {}
"""For ``Bot._opening_move`` and ``Bot._bid_move``: the bid of each code of a move read so
far, ``None`` for a code that is no bid (a pass, a swap); a few dozen codes at most."""
_UNREAD = object()


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


def payment_cost(view: View, code: str, coin_weight: float) -> float:
    """What a payment costs a computer player: a spare card at half its value, a board card at
    double, coins at ``coin_weight`` each."""
    if code == "niets":
        return 0
    total = 0.0
    for part in code.split("+"):
        if part.startswith("munten-"):
            total += coin_weight * int(part.split("-")[1])
        else:
            card_id = part[len("kaart-") :]
            total += value_of(card_id) * (0.5 if card_id in view.own.aside else 2.0)
    return total


def _cheapest_payment(view: View, codes: list[str], coin_weight: float) -> str:
    """The payment that costs the least (``payment_cost``; a tie by code)."""
    return min(codes, key=lambda c: (payment_cost(view, c, coin_weight), c))


class Bot:
    """What both strategies share: the seeded stream and the dispatch on the seat's task."""

    name = "bot"
    reserve = 3
    coin_weight = 1.0

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.drawn: dict[str, float] = {}
        """What the stream gave for the last choice (``worp``, ``extra``, ``opening``), kept
        for ``reason``: explaining a choice never draws again."""

    def choose(self, game: Any, state: Any, player: int, legal: Sequence[Move]) -> Move:
        # the playout loop hands the seat's View itself: taken as it is, without a call
        view = state if type(state) is View else _view(game, state, player)
        if type(view) is View:  # the tasks with long lists: answered from the moves themselves
            if view.task == "bieden":  # the most frequent task
                return self._bid_move(view, legal)
            if view.task == "openingsbod":
                return self._opening_move(view, legal)
        codes = [  # ``_codes`` without its call
            a.code for a in legal if isinstance(a, Pick) and not a.code.startswith("wissel-")
        ]
        if not isinstance(view, View) or not codes:
            return legal[0]
        if self.drawn:  # what the last choice drew is forgotten (most choices draw nothing)
            self.drawn = {}
        task = view.task
        if task == "kies-kaart":
            return _pick(legal, self.source(view, codes))
        if task.startswith(("betaal-halen", "kalmeer")):
            return _pick(legal, _cheapest_payment(view, codes, self.coin_weight))
        if task == "bestemmen":
            return _pick(legal, self.dispose(view, codes))
        if task == "openingsbod":
            return _pick(legal, self.bid(view, codes, True))
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
        limit = self.drawn["grens"] = self.worth(view)
        known = _BID_OF
        for code in codes:  # the first bid it would pay, in the order offered
            if code.startswith("bod-"):
                bid = known.get(code)
                if bid is None:
                    bid = known[code] = int(code.split("-")[1])
                if bid <= limit:
                    return code  # ``bod-N``, as the options write it
        return "passen"

    def _opening_move(self, view: View, legal: Sequence[Move]) -> Move:
        """``choose`` for the opening bid: what ``bid`` answers (``opening`` of the bids offered,
        in their order), found in the moves themselves in one pass, without listing the codes,
        then the bids, then looking the code up again among the moves."""
        bids: list[int] = []
        moves: list[Move] = []
        chosen_any = False  # a move that is no swap (``choose``: none, then the first move)
        known = _OPENING_BID_OF
        for move in legal:
            if isinstance(move, Pick):
                code = move.code
                bid = known.get(code, _UNREAD)
                if bid is _UNREAD:  # a code met for the first time: a bid, or something else
                    bid = known[code] = int(code.split("-")[1]) if code.startswith("bod-") else None
                if bid is not None:
                    bids.append(bid)  # type: ignore[arg-type]
                    moves.append(move)
                    chosen_any = True
                elif not code.startswith("wissel-"):
                    chosen_any = True
        if not chosen_any:
            return legal[0]
        if self.drawn:  # what the last choice drew is forgotten
            self.drawn = {}
        return moves[bids.index(self.opening(view, bids))]

    def _bid_move(self, view: View, legal: Sequence[Move]) -> Move:
        """``choose`` for a bid in the auction: what ``bid`` answers from the codes, found in
        the moves themselves (a pass and every higher bid: the codes are not listed first)."""
        for move in legal:  # as ``choose``: no code to choose (only swaps), the first move
            if isinstance(move, Pick) and not move.code.startswith("wissel-"):
                break
        else:
            return legal[0]
        if self.drawn:  # what the last choice drew is forgotten
            self.drawn = {}
        limit = self.drawn["grens"] = self.worth(view)
        known = _OPENING_BID_OF  # each code's bid (or ``None``) read once, no ``startswith``
        for move in legal:  # the first bid it would pay, in the order offered (never a swap)
            if isinstance(move, Pick):
                code = move.code
                bid = known.get(code, _UNREAD)
                if bid is _UNREAD:  # a code met for the first time: a bid, or something else
                    bid = known[code] = int(code.split("-")[1]) if code.startswith("bod-") else None
                if bid is not None and bid <= limit:  # type: ignore[operator]
                    return move
        return _pick(legal, "passen")

    def opening(self, view: View, bids: list[int]) -> int:
        return bids[0]

    # -- why: one Dutch sentence from the same evaluation (``core.reader.lessons.reason_of``) --

    def reason(self, game: Any, state: Any, player: int, legal: Sequence[Move], action: Any) -> str:
        """Why this strategy chose ``action``, from its own evaluation and what its stream gave
        for this choice (``drawn``): asking never draws again, so the choices stay the same."""
        view = _view(game, state, player)
        codes = _codes(legal)
        code = action.code if isinstance(action, Pick) else str(action)
        if not isinstance(view, View) or not codes:
            return f"{self.name} doet het enige dat hier kan."
        task = view.task
        if task == "kies-kaart":
            return self.source_reason(view, codes, code)
        if task.startswith(("betaal-halen", "kalmeer")):
            return self.payment_reason(view, codes, code)
        if task == "bestemmen" and view.middle is not None:
            return self.dispose_reason(view, code)
        if task == "openingsbod" and view.middle is not None:
            return self.opening_reason(view, code)
        if task == "bieden" and view.middle is not None and view.auction is not None:
            return self.bid_reason(view, code)
        return f"{self.name} neemt de eerste mogelijkheid."

    def source_reason(self, view: View, codes: list[str], code: str) -> str:
        if code.startswith("halen-"):
            source = int(code.split("-")[1]) - 1
            top = view.tops[source][0] or ""
            payer = max(
                (c for c in spare(view) if value_of(c) >= value_of(top)), key=value_of, default=""
            )
            if needs(view, top) and payer:
                return (
                    f"{self.name} haalt {card_name(top)} van het kerkhof van "
                    f"{dutch.player(source)}: die vult een lege plaats van zijn bord en een "
                    f"bewaarde kaart ({card_name(payer)}) betaalt ervoor."
                )
            return f"{self.name} haalt {card_name(top)}: trekken kan niet."
        if code == "passen":
            return f"{self.name} kan geen kaart nemen en past."
        wanted = [view.tops[int(c.split("-")[1]) - 1][0] for c in codes if c.startswith("halen-")]
        needed = [top for top in wanted if top is not None and needs(view, top)]
        if needed:
            top = needed[0]
            return (
                f"{self.name} trekt: {card_name(top)} op een kerkhof zou een lege plaats vullen, "
                f"maar hij betaalt een kerkhofkaart alleen met een bewaarde kaart van minstens "
                f"{value_of(top)} en die heeft hij niet."
            )
        return f"{self.name} trekt gratis: geen bovenste kerkhofkaart vult een lege plaats."

    def payment_reason(self, view: View, codes: list[str], code: str) -> str:
        weight = self.coin_weight
        cost = payment_cost(view, code, weight)
        ways = dutch.count(len(codes), "manier", "manieren")
        return (
            f"{self.name} betaalt met {payment_words(code)}: dat weegt voor hem "
            f"{dutch.exact(Fraction(cost).limit_denominator(100))}, het minst van de {ways} "
            f"(een bewaarde kaart telt de helft van haar waarde, een kaart van het bord het "
            f"dubbele, een munt {dutch.exact(Fraction(weight).limit_denominator(100))})."
        )

    def dispose_reason(self, view: View, code: str) -> str:
        raise NotImplementedError

    def opening_reason(self, view: View, code: str) -> str:
        raise NotImplementedError

    def bid_reason(self, view: View, code: str) -> str:
        middle, auction = view.middle, view.auction
        assert middle is not None and auction is not None
        limit = self.drawn.get("grens")
        if limit is None:  # asked about a choice it did not make here
            return f"{self.name} {'past' if code == 'passen' else 'biedt'}."
        why = self.worth_words(view)
        name = card_name(middle)
        if code == "passen":
            return (
                f"{self.name} past: {name} is hem {int(limit)} waard ({why}), niet meer dan "
                f"het hoogste bod {auction.bid}."
            )
        bid = int(code.split("-")[1])
        return (
            f"{self.name} biedt {bid}: {name} is hem {int(limit)} waard ({why}), en {bid} is "
            f"het laagste bod boven {auction.bid}."
        )

    def worth_words(self, view: View) -> str:
        raise NotImplementedError


def payment_words(code: str) -> str:
    """A payment's code in words: ``kaart-hart-6+munten-2`` -> ``Hart 6 en 2 munten``."""
    words = []
    for part in code.split("+"):
        if part.startswith("munten-"):
            words.append(dutch.coin_count(int(part.split("-")[1])))
        elif part.startswith("kaart-"):
            words.append(card_name(part[len("kaart-") :]))
    return dutch.listing(words) or "niets"


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

    def dispose_reason(self, view: View, code: str) -> str:
        middle = view.middle
        assert middle is not None
        value, coins, name = value_of(middle), view.own.coins, card_name(middle)
        if code == "kopen":
            return (
                f"{self.name} koopt {name}: het vult een lege plaats en na {value} betaald "
                f"houdt hij {dutch.coin_count(coins - value)} over, minstens {self.reserve}."
            )
        if code == "veilen":
            short = (
                f"met {dutch.coin_count(coins)} kan hij het niet kopen"
                if coins < value
                else f"kopen liet hem {dutch.coin_count(coins - value)} over, minder dan "
                f"{self.reserve}"
            )
            return f"{self.name} veilt {name}: het vult een lege plaats, maar {short}."
        if needs(view, middle):
            return f"{self.name} verkoopt {name}: zonder munten kan hij niet kopen of veilen."
        return (
            f"{self.name} verkoopt {name} voor {dutch.coin_count(sell_value(value))}: het vult "
            "geen lege plaats van zijn bord."
        )

    def opening_reason(self, view: View, code: str) -> str:
        middle = view.middle
        assert middle is not None
        value, bid = value_of(middle), int(code.split("-")[1])
        return (
            f"{self.name} opent met {bid}: de helft van de waarde {value}, naar beneden "
            f"afgerond en minstens 1, zolang zijn {dutch.coin_count(view.own.coins)} reiken."
        )

    def worth_words(self, view: View) -> str:
        middle = view.middle
        if middle is None or not needs(view, middle):
            return "het vult geen lege plaats van zijn bord"
        return (
            f"het vult een lege plaats: de waarde {value_of(middle)} plus 1, hoogstens zijn "
            f"{dutch.coin_count(view.own.coins)}"
        )


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
        if "veilen" in codes and (needs(view, middle) or self._roll() < 0.7):
            return "veilen"
        return "verkopen"

    def _roll(self) -> float:
        roll = self.drawn["worp"] = self.rng.random()
        return roll

    def worth(self, view: View) -> int:
        middle = view.middle
        if middle is None:
            return 0
        value = value_of(middle)
        if needs(view, middle):
            extra = self.rng.randint(0, 2)
            self.drawn["extra"] = extra
            return min(view.own.coins - self.reserve, value + extra)
        # a card it does not need is worth what it would fetch when sold, if cheap enough
        return min(view.own.coins - 4, value // 2)

    def opening(self, view: View, bids: list[int]) -> int:
        middle = view.middle
        value = value_of(middle) if middle else 1
        shift = self.rng.randint(-1, 1)
        self.drawn["verschuiving"] = shift
        target = max(1, value // 2 + shift)
        fitting = [b for b in bids if b <= target]
        return fitting[-1] if fitting else bids[0]

    def dispose_reason(self, view: View, code: str) -> str:
        middle = view.middle
        assert middle is not None
        value, coins, name = value_of(middle), view.own.coins, card_name(middle)
        wanted = needs(view, middle)
        roll = self.drawn.get("worp")
        if code == "kopen":
            return (
                f"{self.name} koopt {name}: het vult een lege plaats en na {value} betaald "
                f"houdt hij {dutch.coin_count(coins - value)} over, minstens 6."
            )
        if code == "veilen" and wanted:
            return (
                f"{self.name} veilt {name}: het vult een lege plaats, maar kopen zou hem minder "
                f"dan 6 munten laten (hij heeft er {coins})."
            )
        if code == "veilen" and roll is not None:
            return (
                f"{self.name} veilt {name}, dat geen lege plaats vult: zijn worp "
                f"{dutch.decimal(roll, 2)} ligt onder 0,7 (zo veilt hij 7 van de 10 kaarten "
                "die hij niet nodig heeft)."
            )
        if code == "verkopen" and roll is not None:
            return (
                f"{self.name} verkoopt {name} voor {dutch.coin_count(sell_value(value))}: het "
                f"vult geen lege plaats en zijn worp {dutch.decimal(roll, 2)} ligt niet onder "
                "0,7."
            )
        return f"{self.name} verkoopt {name}: zonder munten kan hij niet veilen."

    def opening_reason(self, view: View, code: str) -> str:
        middle = view.middle
        assert middle is not None
        value, bid = value_of(middle), int(code.split("-")[1])
        shift = int(self.drawn.get("verschuiving", 0))
        return (
            f"{self.name} opent met {bid}: de helft van de waarde {value} ({value // 2}), "
            f"{shift:+d} van zijn worp, minstens 1 en hoogstens zijn "
            f"{dutch.coin_count(view.own.coins)}."
        )

    def worth_words(self, view: View) -> str:
        middle = view.middle
        assert middle is not None
        value, coins = value_of(middle), view.own.coins
        if needs(view, middle):
            extra = int(self.drawn.get("extra", 0))
            return (
                f"het vult een lege plaats: de waarde {value} plus {extra} van zijn worp, "
                f"hoogstens {coins - self.reserve}: zijn munten min {self.reserve}"
            )
        return (
            f"het vult geen lege plaats: wat verkopen oplevert, {value // 2}, hoogstens "
            f"{coins - 4}: zijn munten min 4"
        )


STRATEGIES: dict[str, type[Bot]] = {"verzamelaar": Collector, "handelaar": Trader}
"""The computer players by their Dutch names."""


def make_bots(names: Sequence[str], seed: int) -> dict[int, Any]:
    """One bot per seat, each with its own seed drawn from ``seed`` and the seat."""
    return {seat: STRATEGIES[name](seed * 101 + seat) for seat, name in enumerate(names)}
