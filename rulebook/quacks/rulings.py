"""Explained computations of the base game: each returns a ``Ruling``."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from rulebook.core import checks
from rulebook.core.dutch import (
    agree,
    count,
    fields,
    listing,
    numeral,
    points,
    quoted,
    rubies,
    sentence,
)
from rulebook.core.errors import RuleError
from rulebook.core.rulings import Ruling, Step
from rulebook.quacks import board, engine, fortune, rules
from rulebook.quacks.board import LAST_CHIP_FIELD, SPOON, TRACK
from rulebook.quacks.data import EXPLOSION_LIMIT
from rulebook.quacks.effects import (
    DoubleNext,
    DrawAndPick,
    Protect,
    RaiseLimit,
    ReturnPreviousWhite,
    RubyFieldGain,
    SetAside,
)
from rulebook.quacks.flow import make_game
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import Bag, Cauldron, GameState, Setup


def explosion_ruling(cauldron: Chips) -> Ruling[bool]:
    """Did this cauldron explode? Only the white chips count."""
    rules.check_cauldron(cauldron)
    whites = cauldron.whites()
    total = cauldron.white_total()
    exploded = rules.has_exploded(cauldron)
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


# -- a whole cauldron: where every chip lands, and what the cauldron is worth -----------------


@dataclass(frozen=True)
class BrewResult:
    """What a cauldron comes to: the white total and the limit, whether it exploded, the
    scoring field with its coins, victory points and ruby."""

    whites: int
    limit: int
    exploded: bool
    field: int
    coins: int
    points: int
    ruby: bool

    def as_dict(self) -> dict[str, object]:
        """The keys of ``python -m rulebook kwakzalvers ketel --json``."""
        return {
            "wit": self.whites,
            "grens": self.limit,
            "ontploft": self.exploded,
            "veld": self.field,
            "munten": self.coins,
            "overwinningspunten": self.points,
            "robijn": self.ruby,
        }


def cauldron_ruling(
    chips: Chips,
    droplet: int = 0,
    *,
    rats: int = 0,
    setup: Setup | None = None,
    card: str | None = None,
    round: int = 1,
) -> Ruling[BrewResult]:
    """Lay ``chips`` into a cauldron in this order, from the droplet (and rat stone), and say
    where each lands, whether the cauldron explodes, and what its scoring field is worth.

    The distances come from the engine (``engine.distance_parts``): value plus whatever the
    books of ``setup`` and the fortune-teller ``card`` add, so this explanation and a game in the
    engine cannot differ.
    """
    checks.instance("de fiches", chips, Chips)
    setup = checks.optional_instance("setup", setup, Setup) or Setup()
    _check_field("druppel", checks.whole_number("droplet", droplet))
    _check_field("ratten", checks.whole_number("rats", rats))
    checks.whole_number("round", round)
    rules.check_cauldron(chips, round)
    state = _table(setup, card, round)
    start = min(droplet + rats, LAST_CHIP_FIELD)
    state = state.with_player(0, droplet=droplet, rats=rats, cauldron=Cauldron(start=start))
    steps = [_start_step(droplet, rats, start)]
    exploded = False
    for number, chip in enumerate(chips, start=1):
        if exploded:
            raise RuleError(
                "kwakzalvers.ontploffen",
                f"Na een ontploffing trek je niets meer: fiche {number} ({chip}) kan niet meer in "
                "de ketel komen.",
            )
        state, new_steps, exploded = _lay(state, number, chip)
        steps += new_steps
    player = state.players[0]
    result, closing = _worth(state, player.cauldron, exploded)
    steps += closing
    return Ruling(
        question=f"Waar komen de fiches {chips or '(geen)'} te liggen vanaf veld {start}, en wat "
        "is de ketel waard?",
        answer=_brew_answer(result),
        result=result,
        steps=tuple(steps),
    )


def tails(number: int) -> str:
    """``1 rattenstaart``, ``3 rattenstaarten``."""
    return count(number, "rattenstaart", "rattenstaarten", one="1")


def _check_field(name: str, value: int) -> None:
    if not 0 <= value <= LAST_CHIP_FIELD:
        raise RuleError(
            "kwakzalvers.ketelspoor",
            f"De {name} staat op een veld van 0 tot {LAST_CHIP_FIELD}, niet op {numeral(value)}.",
        )


def _table(setup: Setup, card: str | None, round: int) -> GameState:
    """A game of this setup at the start of brewing, with ``card`` in play (for the rulings)."""
    if card is not None and card not in fortune.BY_ID:
        raise RuleError(
            "kwakzalvers.waarzegster",
            f"Er is geen waarzeggerijkaart {quoted(card)}; de kaarten heten P1 tot P13 en B1 tot "
            "B11.",
        )
    if not 1 <= round <= 9:
        raise RuleError("kwakzalvers.ronden", f"Ronde {numeral(round)} bestaat niet (1 tot 9).")
    state = make_game().new_game(setup, 0)
    return replace(state, card=card, round=round, phase="brouwen", todo=())


def _start_step(droplet: int, rats: int, start: int) -> Step:
    if rats:
        return Step(
            "kwakzalvers.ratten",
            f"Je druppel staat op veld {droplet}; met {tails(rats)} zet je je rattensteen op veld "
            f"{start}. Daar begin je te leggen.",
            Cauldron(start=start),
        )
    return Step(
        "kwakzalvers.brouwen.plaatsen",
        f"Je druppel staat op veld {droplet}: daar begin je te leggen.",
        Cauldron(start=start),
    )


def _lay(state: GameState, number: int, chip: Chip) -> tuple[GameState, list[Step], bool]:
    """Place one chip as the engine does; the steps say where it lands and why."""
    player = state.players[0]
    parts = engine.distance_parts(state, player, chip)
    action = engine.action_of(state, chip.ingredient)
    steps: list[Step] = []
    if isinstance(action, SetAside):
        state = state.with_player(0, aside=player.aside.add(chip))
        steps.append(
            Step(
                engine.book_of(state, chip.ingredient).clause_id,
                f"Fiche {number}: {chip.dutch()} gaat naast je ketel; na het stoppen kies je "
                "wat ermee gebeurt.",
                state.players[0].cauldron,
            )
        )
        return state, steps, False
    before = player.cauldron
    cauldron = before.place(chip, sum(part.fields for part in parts))
    landed = cauldron.chips[-1].field
    state = state.with_player(0, cauldron=cauldron, double=False)
    extras = parts[1:]
    how = listing(
        [f"{parts[0].fields} voor zijn waarde"] + [f"{p.fields} extra ({p.reason})" for p in extras]
    )
    clipped = landed < before.last_field + sum(part.fields for part in parts)
    where = f"naar veld {landed}" + (", het laatste veld" if clipped else "")
    clause_id = extras[-1].clause_id if extras else "kwakzalvers.brouwen.plaatsen"
    total = sum(part.fields for part in parts)
    steps.append(
        Step(
            clause_id,
            f"Fiche {number}: {chip.dutch()} gaat {fields(total)} verder"
            + (f": {how}" if extras else "")
            + f", {where}.",
            cauldron,
        )
    )
    steps += _effects_after_landing(state, chip, landed)
    if action is not None and isinstance(action, DoubleNext):
        state = state.with_player(0, double=True)
    limit = engine.explosion_limit(state, state.players[0])
    whites = cauldron.white_total()
    if chip.is_white and whites > limit:
        steps.append(
            Step(
                "kwakzalvers.ontploffen",
                f"De witte fiches zijn nu samen {whites}, meer dan {limit}: je ketel ontploft. "
                "Dit fiche blijft liggen, maar je moet stoppen.",
                cauldron,
            )
        )
        return state, steps, True
    if chip.is_white:
        steps.append(
            Step(
                "kwakzalvers.ontploffen",
                f"De witte fiches zijn samen {whites}; tot en met {limit} is veilig.",
                cauldron,
            )
        )
    return state, steps, False


def _effects_after_landing(state: GameState, chip: Chip, landed: int) -> list[Step]:
    """The books that act when a chip lands, said in words (choices are only named)."""
    action = engine.action_of(state, chip.ingredient)
    if action is None:
        return []
    clause_id = engine.book_of(state, chip.ingredient).clause_id
    cauldron = state.players[0].cauldron
    if isinstance(action, RubyFieldGain):
        if not TRACK[landed].ruby:
            return [
                Step(clause_id, f"Veld {landed} heeft geen robijn: het boek geeft niets.", cauldron)
            ]
        gain = points(chip.value or 0) if action.points_by_value else rubies(action.rubies)
        return [
            Step(clause_id, f"Veld {landed} heeft een robijn: je krijgt meteen {gain}.", cauldron)
        ]
    if isinstance(action, Protect | DoubleNext | DrawAndPick | ReturnPreviousWhite):
        return [Step(clause_id, sentence(action.dutch()) + ".", cauldron)]
    if isinstance(action, RaiseLimit):
        limit = engine.explosion_limit(state, state.players[0])
        yellows = count(cauldron.count(chip.ingredient), "alruinwortel", "alruinwortels", one="1")
        return [
            Step(
                clause_id,
                f"Met {yellows} in je ketel mogen de witte fiches samen {limit} zijn.",
                cauldron,
            )
        ]
    return []


def _worth(state: GameState, cauldron: Cauldron, exploded: bool) -> tuple[BrewResult, list[Step]]:
    field = cauldron.scoring_field
    spot = TRACK[field]
    limit = engine.explosion_limit(state, state.players[0])
    steps = []
    if field == SPOON:
        steps.append(
            Step(
                "kwakzalvers.spoor.lepel",
                "Je laatste fiche ligt op het laatste veld: je puntentellingsveld is de lepel.",
                cauldron,
            )
        )
    else:
        last = (
            f"Je laatste fiche ligt op veld {cauldron.last_field}"
            if cauldron.chips
            else f"Er ligt geen fiche in je ketel; je begon op veld {cauldron.start}"
        )
        steps.append(
            Step(
                "kwakzalvers.puntentelling" if cauldron.chips else "kwakzalvers.keuze.leeg",
                f"{last}: je puntentellingsveld is veld {field}.",
                cauldron,
            )
        )
    ruby = " en een robijn" if spot.ruby else ", zonder robijn"
    steps.append(
        Step(
            "kwakzalvers.ketelspoor",
            f"Veld {field} geeft {count(spot.coins, 'munt', 'munten', one='1')}, "
            f"{points(spot.points)}{ruby}.",
            cauldron,
        )
    )
    if exploded:
        steps.append(
            Step(
                "kwakzalvers.puntentelling.ontploft",
                f"Je ketel is ontploft: je kiest de {points(spot.points)} (stap D) óf inkopen "
                f"voor {count(spot.coins, 'munt', 'munten', one='1')} (stap E), niet allebei.",
                cauldron,
            )
        )
    if spot.ruby:
        steps.append(
            Step(
                "kwakzalvers.puntentelling.c",
                "De robijn krijg je in stap C"
                + (", ook nu je ketel ontploft is." if exploded else "."),
                cauldron,
            )
        )
    result = BrewResult(
        whites=cauldron.white_total(),
        limit=limit,
        exploded=exploded,
        field=field,
        coins=spot.coins,
        points=spot.points,
        ruby=spot.ruby,
    )
    return result, steps


def _brew_answer(result: BrewResult) -> str:
    state = "ontploft" if result.exploded else "niet ontploft"
    what = (
        f"kies {points(result.points)} of {count(result.coins, 'munt', 'munten', one='1')}"
        if result.exploded
        else f"{points(result.points)} en {count(result.coins, 'munt', 'munten', one='1')}"
    )
    ruby = ", plus een robijn" if result.ruby else ""
    return f"Je ketel is {state} (wit {result.whites}); veld {result.field}: {what}{ruby}."


# -- rat tails ---------------------------------------------------------------------------------


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
            else "tussen jullie liggen rattenstaarten na " + listing([str(t) for t in between])
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
    rules.check_cauldron(cauldron)
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
    kinds = Bag.of(bag).kinds()
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
