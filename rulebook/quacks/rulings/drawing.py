"""What if I keep drawing? Many seeded rounds of one bag, for a few ways of stopping.

``odds_ruling`` gives the exact chance for the next chip only. Whether to stop at 5 or at 6 white
points is a question about the whole rest of a round, which branches too much to count by hand;
``keep_drawing_ruling`` plays it many times (``simulator.brew_monte_carlo``, seeded, so a chapter
shows the same numbers on every run) and says how often the cauldron exploded and how far it got
on average. Chips move by their value only: no book, no card, no flask; the question is the luck
of the bag.
"""

from __future__ import annotations

from collections.abc import Sequence

from rulebook.core import checks
from rulebook.core.dutch import chips, decimal, listing, percent, whole
from rulebook.core.errors import RuleError
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.board import LAST_CHIP_FIELD
from rulebook.quacks.data import EXPLOSION_LIMIT
from rulebook.quacks.simulator import BrewOdds, StopRule, brew_monte_carlo
from rulebook.quacks.state import Chips
from rulebook.quacks.table import Bag

ROUNDS = 10_000
SEED = 2026


def keep_drawing_ruling(
    bag: Chips,
    stops: Sequence[int] = (5, 6, 7),
    *,
    start: int = 0,
    rounds: int = ROUNDS,
    seed: int = SEED,
) -> Ruling[dict[int, BrewOdds]]:
    """Brew ``rounds`` times from ``bag`` (an empty cauldron, the first chip counted from field
    ``start``), once for every stop in ``stops``: keep drawing until the white chips in the
    cauldron total at least that much, the cauldron explodes or the bag is empty. The result
    maps each stop to what ``brew_monte_carlo`` counted."""
    checks.instance("de buidel", bag, Chips)
    checks.whole_number("start", start)
    checks.whole_number("rounds", rounds)
    checks.whole_number("seed", seed)
    if not 0 <= start <= LAST_CHIP_FIELD:
        raise RuleError(
            "kwakzalvers.ketelspoor",
            f"Je begint op een veld van 0 tot en met {LAST_CHIP_FIELD}, niet op {start}.",
        )
    if rounds < 1:
        raise ValueError("rounds is at least 1")
    if not bag:
        raise RuleError("kwakzalvers.brouwen", "Je buidel is leeg: er valt niets te trekken.")
    wanted = [checks.whole_number("een stopgrens", stop) for stop in stops]
    if not wanted or any(stop < 1 for stop in wanted):
        raise RuleError(
            "kwakzalvers.brouwen.stoppen",
            "Geef minstens één grens om bij te stoppen: een aantal witte punten van 1 of meer.",
        )
    found = {
        stop: brew_monte_carlo(bag, start, StopRule(whites=stop), rounds=rounds, seed=seed)
        for stop in dict.fromkeys(wanted)
    }
    picture = Bag.of(bag)
    steps = [
        Step(
            "kwakzalvers.brouwen",
            f"In je buidel zitten {chips(len(bag))}: {bag}. Het regelboek brouwt {whole(rounds)} "
            f"ronden met deze buidel, blind getrokken; het toeval begint bij startgetal {seed}, "
            "dus wie het opnieuw uitrekent, krijgt dezelfde getallen. Je eerste fiche telt vanaf "
            f"veld {start}, elk fiche gaat zo ver als zijn waarde, en boeken, kaarten en de fles "
            "doen niet mee.",
            picture,
        )
    ]
    steps += [_stop_step(stop, odds, picture) for stop, odds in found.items()]
    return Ruling(
        question=f"Wat gebeurt er als je met de buidel {bag} doortrekt tot je knalerwten samen "
        + listing([str(stop) for stop in found], last="of")
        + " zijn?",
        answer="Hoe later je stopt, hoe verder je komt en hoe vaker je ketel ontploft: "
        + listing([_summary(stop, odds) for stop, odds in found.items()])
        + ".",
        result=found,
        steps=tuple(steps),
    )


def _stop_step(stop: int, odds: BrewOdds, picture: Bag) -> Step:
    """One way of stopping: how often it exploded, how far it got."""
    blown = odds.exploded
    if blown == 0:
        verdict = "je ketel ontplofte in geen enkele ronde"
    elif blown == odds.rounds:
        verdict = "je ketel ontplofte in elke ronde"
    else:
        verdict = (
            f"in {whole(blown)} van de {whole(odds.rounds)} ronden ontplofte je ketel "
            f"({percent(odds.explosion_chance)})"
        )
    beyond = (
        f" Een grens boven de {EXPLOSION_LIMIT} haal je nooit heel: eerder ontploft je ketel."
        if stop > EXPLOSION_LIMIT
        else ""
    )
    return Step(
        "kwakzalvers.brouwen.stoppen",
        f"Je stopt zodra je knalerwten samen {stop} of meer zijn: {verdict}; je "
        f"puntentellingsveld was gemiddeld veld {decimal(odds.mean_field)}.{beyond}",
        picture,
    )


def _summary(stop: int, odds: BrewOdds) -> str:
    return (
        f"stoppen bij {stop} geeft {percent(odds.explosion_chance)} ontploffingen en "
        f"gemiddeld veld {decimal(odds.mean_field)}"
    )
