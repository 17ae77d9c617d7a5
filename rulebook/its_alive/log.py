"""Het Leeft!: what came of an action, in Dutch lines for a game log and the game table.

``outcomes(before, action, after)`` reads two states and tells only what every player at the
table sees happen (``het-leeft.verborgen``): who got which card (never where it lies behind the
screen), who paid whom how many coins, an uprising and how it was calmed, a sale, the deck
shuffled again from the graveyards, whose turn it is, and the end. ``stage(state, phases)``
says where the game stands (the turn, whose it is, which step of it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from rulebook.core import dutch
from rulebook.its_alive.data import Kind, card_name, kind_of
from rulebook.its_alive.rules import Bid, CalmUprising, OpenBid
from rulebook.its_alive.state import State

_card = card_name


def _coins(number: int) -> str:
    return dutch.count(number, "munt", "munten", one="1")


def _seat(seat: int) -> str:
    return f"speler {seat + 1}"


def outcomes(
    before: State, drawn: str | None, after: State, chosen: str | None = None
) -> list[str]:
    """The public lines for the step from ``before`` to ``after`` (see the module); ``drawn``
    is the card chance turned, if it did, ``chosen`` the code of the option a player chose."""
    lines: list[str] = []
    lines += _uprisings(before, drawn, after)
    lines += _refill(before, after)
    lines += _forced_sale(before, drawn, after, chosen)
    lines += _coins_moved(before, after)
    lines += _cards_taken(before, after)
    lines += _graveyards(before, after)
    if after.over and not before.over:
        lines.append(_end(after))
    elif after.active != before.active:
        lines.append(dutch.sentence(f"{_seat(after.active)} is aan de beurt."))
    if before.set_aside and not after.set_aside and len(after.deck) > len(before.deck):
        count = dutch.count(len(before.set_aside), "opstand", "opstanden", one="1")
        goes = dutch.agree(len(before.set_aside), "gaat", "gaan")
        lines.append(f"De beurt is voorbij: {count} van opzij {goes} terug in de trekstapel.")
    return lines


def _uprisings(before: State, drawn: str | None, after: State) -> list[str]:
    lines = []
    calm = [t for t in after.queues[after.active] if isinstance(t, CalmUprising)]
    if (
        drawn is not None
        and kind_of(drawn) is Kind.UPRISING
        and drawn not in after.set_aside
        and not calm
    ):
        lines.append(
            dutch.sentence(f"{_seat(before.active)} trekt {_card(drawn)} en sust die meteen.")
        )
    for card_id in after.set_aside:
        if card_id not in before.set_aside:
            lines.append(
                f"{_card(card_id)} is al de tweede opstand deze beurt: die gaat opzij tot de "
                "beurt voorbij is, en er wordt opnieuw getrokken."
            )
    gone = list(after.out[len(before.out) :])
    for card_id in gone:
        if kind_of(card_id) is Kind.UPRISING:
            lines.append(f"{_card(card_id)} gaat uit het spel.")
    waiting: list[str] = [
        task.uprising for task in after.queues[after.active] if isinstance(task, CalmUprising)
    ]
    had = [task.uprising for task in before.queues[before.active] if isinstance(task, CalmUprising)]
    for card_id in waiting:
        if card_id not in had:
            lines.append(
                dutch.sentence(
                    f"{_seat(after.active)} trekt {_card(card_id)} en moet die eerst sussen."
                )
            )
    return lines


def _forced_sale(before: State, drawn: str | None, after: State, chosen: str | None) -> list[str]:
    """Why the table sold a card nobody chose to sell: without coins, buying and auctioning
    are impossible, so selling is the only option and the table takes it
    (``het-leeft.keuze.kunnen``)."""
    if chosen == "verkopen" or after.middle is not None or _refilled(before, after):
        return []
    seller = before.active
    old, new = before.player(seller).graveyard, after.player(seller).graveyard
    if new.top is None or len(new) <= len(old):
        return []
    candidates = {before.middle, drawn}
    if chosen is not None:  # a fetch paid for: the fetched card came to the middle first
        candidates |= {p.graveyard.top for p in before.players}
    if new.top not in candidates:  # an uprising never lies on a graveyard
        return []
    who = _seat(seller)
    return [
        dutch.sentence(
            f"{who} heeft geen munten om {_card(new.top)} te kopen of te veilen: verkopen is "
            "het enige wat kan, dus doet de tafel dat."
        )
    ]


def _refilled(before: State, after: State) -> int:
    """How many cards went from below the graveyards' tops into the deck in this step (the deck
    remade, ``het-leeft.stapel.op``): at a draw from an empty deck, or at the draw of its last
    card. Counted by the cards themselves, as sizes alone mix it up with a fetch or a draw."""
    below = Counter(c for p in before.players for c in p.graveyard.cards[:-1])
    gained = Counter(after.deck) - Counter(before.deck)
    return sum((gained & below).values())


def _refill(before: State, after: State) -> list[str]:
    moved = _refilled(before, after)
    if moved:
        return [
            "De trekstapel was op: "
            + dutch.count(moved, "kaart", "kaarten", one="1")
            + " van de kerkhoven (niet de bovenste) gaan geschud terug in de stapel."
        ]
    return []


def _cards_taken(before: State, after: State) -> list[str]:
    """A card that came to a player (bought, won in an auction, an uprising kept)."""
    lines = []
    for seat, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
        gained = list(new.cards())
        for card_id in old.cards():
            if card_id in gained:
                gained.remove(card_id)
        for card_id in gained:
            if kind_of(card_id) is Kind.UPRISING:
                lines.append(
                    dutch.sentence(
                        f"{_seat(seat)} houdt {_card(card_id)} naast het bord, om mee te betalen."
                    )
                )
            else:
                lines.append(dutch.sentence(f"{_seat(seat)} krijgt {_card(card_id)}."))
        if new.complete() and not old.complete():
            lines.append(
                dutch.sentence(f"{_seat(seat)} heeft alle acht plaatsen gevuld: het monster leeft!")
            )
    return lines


def _coins_moved(before: State, after: State) -> list[str]:
    changes = [
        new.coins - old.coins for old, new in zip(before.players, after.players, strict=True)
    ]
    payers = [seat for seat, change in enumerate(changes) if change < 0]
    paid = [seat for seat, change in enumerate(changes) if change > 0]
    if after.bank == before.bank and len(payers) == 1 and len(paid) == 1:
        amount = _coins(changes[paid[0]])
        return [dutch.sentence(f"{_seat(payers[0])} betaalt {amount} aan {_seat(paid[0])}.")]
    lines = []
    for seat, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
        change = new.coins - old.coins
        if change > 0:
            source = "van de bank" if after.bank < before.bank else "van een medespeler"
            lines.append(dutch.sentence(f"{_seat(seat)} krijgt {_coins(change)} {source}."))
        elif change < 0:
            to = "aan de bank" if after.bank > before.bank else "aan een medespeler"
            lines.append(dutch.sentence(f"{_seat(seat)} betaalt {_coins(-change)} {to}."))
    return lines


def _graveyards(before: State, after: State) -> list[str]:
    lines = []
    remade = _refilled(before, after) > 0
    for seat, (player, new) in enumerate(zip(before.players, after.players, strict=True)):
        old = player.graveyard.only_top() if remade else player.graveyard
        if len(new.graveyard) == len(old) + 1 and new.graveyard.top is not None:
            lines.append(f"{_card(new.graveyard.top)} komt bovenop het kerkhof van {_seat(seat)}.")
        elif len(new.graveyard) == len(old) - 1 and old.top is not None:
            lines.append(
                f"{_card(old.top)} gaat van het kerkhof van {_seat(seat)} naar het midden."
            )
    return lines


def _end(after: State) -> str:
    if after.finisher is not None:
        return (
            f"Het spel is voorbij: {_seat(after.finisher)} bracht het monster als eerste tot leven."
        )
    if after.passes >= len(after.players):
        return "Het spel is voorbij: niemand kan nog een kaart nemen."
    stall = after.setup.stall
    rounds = dutch.count(stall.rounds, "ronde", "ronden", one="1")
    return (
        f"Het spel is voorbij: {rounds} lang kwamen er op de borden samen niet meer plaatsen "
        f"gevuld dan ooit eerder (stilstand={stall.value})."
    )


def stage(state: State, phases: Mapping[str, str]) -> str:
    """``Ronde 3 · beurt van speler 2 · Veiling · speler 3 biedt``, or the end. In an auction
    the seat asked to bid is named, so the stage and the table's "aan zet" agree."""
    if state.over:
        return "Het spel is voorbij."
    step = phases.get(state.step, "")
    parts = [f"Ronde {state.round}", f"beurt van speler {state.active + 1}"]
    if step:
        parts.append(step)
    if state.auction is not None:
        parts.append(f"hoogste bod {state.auction.bid} van speler {state.auction.bidder + 1}")
    bidder = next(
        (
            seat
            for seat, queue in enumerate(state.queues[:-1])
            if queue and isinstance(queue[0], (Bid, OpenBid))
        ),
        None,
    )
    if bidder is not None:
        parts.append(f"speler {bidder + 1} {'opent' if bidder == state.active else 'biedt'}")
    return " · ".join(parts)
