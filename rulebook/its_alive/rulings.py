"""Het Leeft!: explained answers. Each ruling asks the same functions the engine runs
(``rules.fetch_choices``, ``uprising_choices``, ``auction_outcome``, ``sell_value``,
``card_total``/``game_score``) and says in Dutch, step by step, what follows with the numbers.

Cards may be given as ids (``hart-5``) or, for a question about values only, as numbers: a
number ``5`` stands for "a card worth 5" (``kaart-5``).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from rulebook.core import dutch
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.its_alive.data import (
    PLACES,
    CoffinScore,
    FetchPayment,
    Stall,
    value_of,
)
from rulebook.its_alive.rules import (
    AuctionOutcome,
    ItsAliveError,
    Payment,
    auction_outcome,
    counted_cards,
    fetch_choices,
    game_points,
    sell_value,
    uprising_choices,
)


def as_cards(cards: Sequence[str | int]) -> list[str]:
    """Card ids from ids or bare values (``5`` -> ``kaart-5``)."""
    found = []
    for item in cards:
        if isinstance(item, bool):
            raise TypeError("a card is an id or a value, not a yes/no")
        found.append(f"kaart-{item}" if isinstance(item, int) else item)
    return found


def _check_amounts(value: int, coins: int, clause_id: str) -> None:
    if value < 1:
        raise ItsAliveError("het-leeft.kaarten", f"Een kaart is minstens 1 waard, niet {value}.")
    if coins < 0:
        raise ItsAliveError("het-leeft.keuze.bank", "Niemand heeft minder dan 0 munten.")
    _ = clause_id


def _values(cards: Sequence[str]) -> str:
    return dutch.listing([str(value_of(c)) for c in cards])


def _own_cards(cards: Sequence[str]) -> str:
    """``Je kaarten zijn 3 en 7 waard``, or ``Je hebt geen kaarten``."""
    if not cards:
        return "Je hebt geen kaarten"
    if len(cards) == 1:
        return f"Je enige kaart is {_values(cards)} waard"
    return f"Je kaarten zijn {_values(cards)} waard"


def fetch_ruling(
    value: int,
    cards: Sequence[str | int],
    coins: int,
    payment: FetchPayment = FetchPayment.SEPARATE,
) -> Ruling[list[Payment]]:
    """How may a player with ``cards`` and ``coins`` pay for a graveyard's top card of
    ``value``? (``het-leeft.ophalen.betalen``)"""
    _check_amounts(value, coins, "het-leeft.ophalen.betalen")
    own = as_cards(cards)
    choices = fetch_choices(value, own, coins, payment)
    steps = [
        Step(
            "het-leeft.kiezen.ophalen",
            f"Je wilt de bovenste kaart van een kerkhof ophalen; die is {value} waard.",
        ),
        Step(
            "het-leeft.ophalen.betalen",
            (
                "Je hebt geen kaarten om mee te betalen."
                if not own
                else f"{_own_cards(own)}; "
                + (
                    f"met minstens {value} kun je betalen met "
                    f"{dutch.listing([str(p.amount) for p in choices if p.kind == 'kaart'])}."
                    if any(p.kind == "kaart" for p in choices)
                    else f"geen enkele is {value} of meer waard."
                )
            ),
        ),
        Step(
            "het-leeft.ophalen.betalen",
            f"Je hebt {dutch.coin_count(coins)}: "
            + (
                f"genoeg om {value} aan de bank te betalen."
                if coins >= value
                else f"te weinig om {value} aan de bank te betalen."
            ),
        ),
    ]
    if payment is FetchPayment.MIXED:
        mixed = [p for p in choices if p.kind == "kaart+munten"]
        steps.append(
            Step(
                "het-leeft.keuze.ophalen-gemengd",
                "Met de optie ophalen=gemengd mag ook een lagere kaart met de rest in munten: "
                + dutch.count(len(mixed), "zo’n mogelijkheid", "zulke mogelijkheden", zero="geen")
                + ".",
            )
        )
    if any(p.card is not None and p.card.startswith("opstand") for p in choices):
        steps.append(
            Step(
                "het-leeft.ophalen.opstand",
                "Betaal je met een bewaarde opstand, dan gaat die uit het spel.",
            )
        )
    answer = (
        f"Ja: {dutch.listing([p.dutch() for p in choices], last='of')}."
        if choices
        else "Nee: je kunt deze kaart niet betalen, dus niet ophalen."
    )
    return Ruling(
        f"Hoe betaal ik een kerkhofkaart van waarde {value}?", answer, choices, tuple(steps)
    )


def uprising_ruling(
    value: int, cards: Sequence[str | int], coins: int
) -> Ruling[tuple[list[Payment], bool]]:
    """How does a player with ``cards`` and ``coins`` calm an uprising of ``value``, and do they
    keep it? (``het-leeft.opstand.betalen`` and the cases after it)"""
    _check_amounts(value, coins, "het-leeft.opstand.betalen")
    own = as_cards(cards)
    choices, keeps = uprising_choices(value, own, coins)
    steps = [
        Step("het-leeft.opstand", f"Je trekt een Bevolkingsopstand van waarde {value}."),
        Step(
            "het-leeft.opstand.betalen",
            (f"{_own_cards(own)} en je hebt " if own else "Je hebt geen kaarten en ")
            + f"{dutch.coin_count(coins)}; "
            f"je zoekt een kaart van minstens {value} of {dutch.coin_count(value)}, niet gemengd.",
        ),
    ]
    if keeps:
        steps.append(
            Step(
                "het-leeft.opstand.houden",
                f"Dat kan ({dutch.count(len(choices), 'manier', 'manieren')}); daarna "
                "houd je de opstand naast je bord.",
            )
        )
    elif choices[0].kind == "niets":
        steps.append(
            Step("het-leeft.opstand.niets", "Je hebt geen kaart en geen munt: de opstand gaat weg.")
        )
    else:
        steps.append(
            Step(
                "het-leeft.opstand.onbetaalbaar",
                "Dat lukt niet: "
                + (
                    f"je kiest tussen {dutch.listing([p.dutch() for p in choices], last='of')}"
                    if len(choices) > 1
                    else f"je geeft {choices[0].dutch()}"
                )
                + ", en de opstand gaat uit het spel.",
            )
        )
    steps.append(
        Step(
            "het-leeft.opstand.beurt", "Daarna kies je alsnog een kaart: je beurt gaat gewoon door."
        )
    )
    answer = f"Betaal met {dutch.listing([p.dutch() for p in choices], last='of')}" + (
        "; je houdt de opstand." if keeps else "; de opstand gaat uit het spel."
    )
    return Ruling(
        f"Hoe sus ik een opstand van waarde {value}?", answer, (choices, keeps), tuple(steps)
    )


def auction_ruling(coins: Sequence[int], bids: Sequence[int | None]) -> Ruling[AuctionOutcome]:
    """Who wins an auction and who pays whom: ``coins`` and ``bids`` in the order of bidding,
    the seller first (``None`` is a pass). An impossible bid is an ``ItsAliveError``."""
    outcome = auction_outcome(coins, bids)
    steps = [
        Step(
            "het-leeft.veilen.openen",
            f"Speler 1 veilt de kaart en opent met {dutch.coin_count(bids[0] or 0)}.",
        )
    ]
    high = bids[0] or 0
    for seat, bid in enumerate(bids[1:], start=2):
        if bid is None:
            steps.append(Step("het-leeft.veilen.ronde", f"Speler {seat} past."))
        else:
            steps.append(
                Step(
                    "het-leeft.veilen.munten",
                    f"Speler {seat} biedt {bid}: hoger dan {high} en niet meer dan zijn "
                    f"{dutch.coin_count(coins[seat - 1])}.",
                )
            )
            high = bid
    winner = outcome.winner + 1
    if outcome.paid_to is None:
        paid = f"Speler 1 houdt het hoogste bod en betaalt {outcome.amount} aan de bank."
    else:
        paid = f"Speler {winner} wint en betaalt {outcome.amount} aan speler 1, de verkoper."
    steps.append(Step("het-leeft.veilen.betalen", paid))
    return Ruling(
        "Wie wint deze veiling, en wie betaalt wie?",
        paid,
        outcome,
        tuple(steps),
    )


def sell_ruling(value: int) -> Ruling[int]:
    """What selling a card of ``value`` brings (``het-leeft.verkopen``)."""
    _check_amounts(value, 0, "het-leeft.verkopen")
    money = sell_value(value)
    step = Step(
        "het-leeft.verkopen",
        f"De helft van {value} is {dutch.exact(Fraction(value, 2))}; naar beneden afgerond "
        f"krijg je {dutch.coin_count(money)} van de bank.",
    )
    return Ruling(f"Wat levert een kaart van {value} bij verkoop op?", f"{money}.", money, (step,))


def _coffins(cards: Sequence[str]) -> list[str]:
    return [c for c in cards if c.startswith("doodskist-")]


def _coffin_step(cards: Sequence[str], coffins: CoffinScore) -> Step | None:
    """With more than one coffin on the board, the choice that says how many of them count."""
    lying = _coffins(cards)
    if len(lying) < 2:
        return None
    values = dutch.listing([str(value_of(c)) for c in lying])
    if coffins is CoffinScore.EACH:
        said = f"standaard telt elke doodskist mee ({values})"
    else:
        said = f"met doodskisten=een telt alleen de duurste ({max(map(value_of, lying))})"
    return Step(
        "het-leeft.keuze.doodskisten", f"Er liggen {len(lying)} doodskisten op je bord: {said}."
    )


def score_ruling(
    board: Sequence[str | int] | None,
    coins: int,
    first: bool,
    advanced: bool = True,
    board_value: int | None = None,
    coffins: CoffinScore = CoffinScore.EACH,
) -> Ruling[int]:
    """The score of one game: the board's cards (ids or values) or their total, the coins, and
    whether this player finished first."""
    if coins < 0:
        raise ItsAliveError("het-leeft.keuze.bank", "Niemand heeft minder dan 0 munten.")
    if not advanced:
        step = Step(
            "het-leeft.winnen.basis",
            "In het basisspel telt geen puntentotaal: "
            + ("jij bracht je monster als eerste tot leven en wint." if first else "je wint niet."),
        )
        return Ruling("Wat is mijn uitslag in het basisspel?", str(int(first)), int(first), (step,))
    if board is not None:
        cards = as_cards(board)
        if len(cards) > len(PLACES):
            raise ItsAliveError(
                "het-leeft.bord", f"Een bord heeft acht plaatsen, niet {len(cards)} kaarten."
            )
        if any(value_of(c) < 1 for c in cards):
            raise ItsAliveError("het-leeft.kaarten", "Een kaart is minstens 1 waard.")
        counted = counted_cards(cards, coffins)  # the engine's card_total counts these
        total = sum([value_of(c) for c in counted])
        how = f"{' + '.join(str(value_of(c)) for c in counted) or '0'} = {total}"
        chosen = _coffin_step(cards, coffins)
    else:
        if board_value is None or board_value < 0:
            raise ItsAliveError("het-leeft.score.gevorderd", "Geef de kaarten of hun waarde.")
        total = board_value
        how = str(total)
        chosen = None
    points = game_points(total, coins, first)  # what the engine's game_score adds up
    coin_part, bonus, score = points.coins, points.bonus, points.total
    steps = [
        Step("het-leeft.score.gevorderd", f"De kaarten op je bord: {how}."),
        *([chosen] if chosen else []),
        Step(
            "het-leeft.score.munten",
            f"Je {dutch.coin_count(coins)} tellen tot de helft van {total} "
            f"(naar beneden {total // 2}): {coin_part}.",
        ),
        Step(
            "het-leeft.score.eerste",
            f"Eerste met een levend monster: {bonus} punten erbij."
            if first
            else "Je was niet de eerste: geen 5 punten erbij.",
        ),
    ]
    return Ruling(
        "Wat is mijn score in het gevorderde spel?",
        f"{score} punten ({total} + {coin_part} + {bonus}).",
        score,
        tuple(steps),
    )


def stall_ruling(
    filled: int, record: int, quiet_rounds: int, stall: Stall = Stall.TEN
) -> Ruling[bool]:
    """Is the game over after this round? ``filled`` places are filled on all boards together
    now, ``record`` was the most of this game before it, and ``quiet_rounds`` rounds before
    this one brought no new record (``het-leeft.keuze.stilstand``)."""
    if min(filled, record, quiet_rounds) < 0:
        raise ItsAliveError("het-leeft.keuze.stilstand", "Tel gevulde plaatsen en ronden vanaf 0.")
    places = dutch.count(filled, "gevulde plaats", "gevulde plaatsen", one="1")
    first = Step(
        "het-leeft.keuze.stilstand",
        f"Na deze ronde liggen er op alle borden samen {places}; het hoogste aantal van deze "
        f"partij was tot nu toe {record}.",
    )
    if filled > record:
        progress = Step(
            "het-leeft.keuze.stilstand", "Dat is meer dan ooit: de telling begint opnieuw."
        )
        return Ruling("Is het spel nu uit?", "Nee: er is voortgang.", False, (first, progress))
    quiet = quiet_rounds + 1
    over = quiet >= stall.rounds
    rounds = dutch.count(quiet, "ronde", "ronden", one="1")
    limit = dutch.count(stall.rounds, "ronde", "ronden", one="1")
    steps = (
        first,
        Step(
            "het-leeft.keuze.stilstand", f"Geen nieuw hoogste aantal: al {rounds} zonder voortgang."
        ),
        Step(
            "het-leeft.keuze.stilstand",
            f"Met stilstand={stall.value} eindigt het spel na {limit} zonder voortgang: "
            + ("het spel is uit." if over else "er wordt verder gespeeld."),
        ),
    )
    answer = (
        "Ja: het spel is uit; de meeste gevulde plaatsen (of de hoogste score) winnen."
        if over
        else "Nee: er wordt verder gespeeld."
    )
    return Ruling("Is het spel nu uit?", answer, over, steps)
