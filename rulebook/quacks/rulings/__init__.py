"""Explained computations of the base game: each returns a ``Ruling``.

The rulings here need only the data and the small rules. The modules beside them load the
engine, so they are imported when used:

- ``cauldron``: a whole cauldron, chip by chip (the engine's distances);
- ``scenario``: any situation played on through the engine and told step by step (``trace``
  watches the engine, ``explain`` with ``changes``, ``placing``, ``phases`` and ``tasks`` tells
  what changed, under the clause of its card, book or phase);
- ``scoring``: who rolls the bonus die, the die's faces, the black book, what coins buy, who
  wins, a cauldron's step B;
- ``setup``: setting up a game, the start of a round, a card's title.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from rulebook.core import checks
from rulebook.core.dutch import agree, count, fields, listing, numeral, points, rat_tails, sentence
from rulebook.core.errors import RuleError
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks import board, brewing
from rulebook.quacks.data import EXPLOSION_LIMIT
from rulebook.quacks.state import Chip, Chips


def tails(number: int) -> str:
    """``1 rattenstaart``, ``3 rattenstaarten``."""
    return rat_tails(number)


def explosion_ruling(cauldron: Chips) -> Ruling[bool]:
    """Did this cauldron explode? Only the white chips count."""
    brewing.check_cauldron(cauldron)
    whites = cauldron.whites()
    total = cauldron.white_total()
    exploded = brewing.has_exploded(cauldron)
    terms = " + ".join(str(chip.value) for chip in whites) or "0"
    verdict = (
        f"meer dan {EXPLOSION_LIMIT}: je ketel is ontploft"
        if exploded
        else f"niet meer dan {EXPLOSION_LIMIT}: je ketel is niet ontploft"
    )
    steps = (
        Step(
            "kwakzalvers.fiches",
            f"In je ketel {agree(len(cauldron), 'ligt', 'liggen')} "
            f"{count(len(cauldron), 'fiche', 'fiches', one='1')}: {cauldron.dutch()}; daarvan "
            f"{agree(len(whites), 'is', 'zijn er')} {len(whites)} wit.",
            cauldron,
        ),
        Step(
            "kwakzalvers.ontploffen",
            f"De witte fiches zijn samen {terms} = {total}, {verdict}.",
            cauldron,
        ),
    )
    answer = "Ja, ontploft." if exploded else "Nee, niet ontploft."
    return Ruling(
        question=f"Is de ketel {cauldron or 'zonder fiches'} ontploft?",
        answer=f"{answer} De knalerwten zijn samen {total}.",
        result=exploded,
        steps=steps,
    )


# -- rat tails ---------------------------------------------------------------------------------


RAT_TAILS_NAMED = 12
"""A ruling names at most this many rat-tail fields (the rest is counted): a leader far ahead
must not fill the terminal with megabytes of field numbers."""


def rats_ruling(points_now: int, leader: int, *, second_lap: bool = True) -> Ruling[int]:
    """How many rat tails lie between a score and the leader's (from round 2)."""
    checks.whole_number("points", points_now)
    checks.whole_number("leader", leader)
    checks.yes_or_no("second_lap", second_lap)
    for name, value in (("Je punten", points_now), ("De punten van de koploper", leader)):
        if value < 0:
            raise RuleError(
                "kwakzalvers.ratten", f"{name} kunnen niet negatief zijn ({numeral(value)})."
            )
    if points_now > leader:
        raise RuleError(
            "kwakzalvers.ratten",
            f"Met {points(points_now)} sta je vóór de koploper ({leader}); de koploper is wie de "
            "meeste punten heeft.",
        )
    between = [
        t for t in board.rat_tails_list(leader, second_lap=second_lap) if points_now <= t < leader
    ]
    number = board.rat_tails_between(points_now, leader, second_lap=second_lap)
    steps = [
        Step(
            "kwakzalvers.ratten",
            f"Jij hebt {points(points_now)}, de koploper {leader}"
            + (
                ": je staat gelijk met de koploper, dus je krijgt geen rattenstaarten."
                if points_now == leader
                else "."
            ),
            None,
        )
    ]
    if points_now < leader:
        where = (
            "tussen jullie ligt geen rattenstaart"
            if not between
            else "tussen jullie liggen rattenstaarten na "
            + listing([str(t) for t in between], limit=RAT_TAILS_NAMED)
            if len(between) > 1
            else f"tussen jullie ligt één rattenstaart, na {between[0]}"
        )
        steps.append(
            Step(
                "kwakzalvers.ratten.staarten",
                f"Op het scorespoor {where}: je rattensteen komt {fields(number)} na je druppel.",
                None,
            )
        )
    return Ruling(
        question=f"Hoeveel rattenstaarten krijg je met {points(points_now)} als de koploper "
        f"{leader} heeft?",
        answer=f"{sentence(tails(number))}.",
        result=number,
        steps=tuple(steps),
    )


# -- the odds of the next chip -----------------------------------------------------------------


@dataclass(frozen=True)
class Odds:
    """The exact chance that the next chip explodes the cauldron, and which chips would do it."""

    chance: Fraction
    chips: tuple[Chip, ...]

    def as_dict(self) -> dict[str, object]:
        """The keys of ``python -m rulebook kwakzalvers kans --json``."""
        return {"kans": str(self.chance), "fiches": [str(chip) for chip in self.chips]}


def odds_ruling(bag: Chips, cauldron: Chips, limit: int = EXPLOSION_LIMIT) -> Ruling[Odds]:
    """The exact chance that the next chip from ``bag`` explodes ``cauldron``."""
    checks.instance("de buidel", bag, Chips)
    brewing.check_cauldron(cauldron)
    checks.whole_number("limit", limit)
    if not bag:
        raise RuleError("kwakzalvers.brouwen", "Je buidel is leeg: er valt niets te trekken.")
    whites = cauldron.white_total()
    if whites > limit:
        raise RuleError(
            "kwakzalvers.ontploffen",
            f"Deze ketel is al ontploft (wit {whites}, meer dan {limit}): je trekt niets meer.",
        )
    room = limit - whites
    kinds = sorted(Counter(bag).items(), key=lambda item: str(item[0]))
    bad = [(chip, n) for chip, n in kinds if chip.is_white and (chip.value or 0) > room]
    total = len(bag)
    bad_total = sum(n for _, n in bad)
    chance = Fraction(bad_total, total)
    steps = [
        Step(
            "kwakzalvers.ontploffen",
            f"De witte fiches in je ketel zijn samen {whites}; tot {limit} mag, dus er is nog "
            f"ruimte voor {room}.",
            cauldron,
        ),
        Step(
            "kwakzalvers.brouwen",
            f"In je buidel zitten {count(total, 'fiche', 'fiches', one='1')}: {bag}."
            + (
                f" Groter dan {room} zijn: "
                + listing([f"{n} × {chip}" for chip, n in bad])
                + f", samen {count(bad_total, 'fiche', 'fiches', one='1')}."
                if bad
                else f" Geen enkel wit fiche in je buidel is groter dan {room}."
            ),
            cauldron,
        ),
    ]
    return Ruling(
        question=f"Hoe groot is de kans dat het volgende fiche uit {bag} je ketel "
        f"{cauldron or '(leeg)'} laat ontploffen?",
        answer=f"{chance} ({bad_total} van de {total})." if bad else "0: het kan niet.",
        result=Odds(chance, tuple(chip for chip, _ in bad)),
        steps=tuple(steps),
    )
