"""A whole cauldron explained chip by chip, with the engine's own computations.

``cauldron_ruling`` lays chips into a cauldron as the engine does (``rules.distance_parts``,
``rules.explosion_limit``), so the explanation and a game played in the engine cannot differ.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rulebook.core import checks
from rulebook.core.dutch import (
    coins,
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
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks import brewing, fortune, rules
from rulebook.quacks.board import LAST_CHIP_FIELD, SPOON, TRACK
from rulebook.quacks.effects import (
    DoubleNext,
    DrawAndPick,
    Protect,
    RaiseLimit,
    ReturnPreviousWhite,
    RubyFieldGain,
    SetAside,
)
from rulebook.quacks.engine import make_game
from rulebook.quacks.rulings import tails
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import Cauldron, GameState, Setup

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

    The distances come from the engine (``rules.distance_parts``): value plus whatever the
    books of ``setup`` and the fortune-teller ``card`` add, so this explanation and a game in the
    engine cannot differ.
    """
    checks.instance("de fiches", chips, Chips)
    setup = checks.optional_instance("setup", setup, Setup) or Setup()
    _check_field("druppel", checks.whole_number("droplet", droplet))
    _check_field("ratten", checks.whole_number("rats", rats))
    checks.whole_number("round", round)
    brewing.check_cauldron(chips, round)
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
    shown = _with_views([*steps, *closing], droplet, rats, result)
    return Ruling(
        question=f"Waar komen de fiches {chips or '(geen)'} te liggen vanaf veld {start}, en wat "
        "is de ketel waard?",
        answer=_brew_answer(result),
        result=result,
        steps=shown,
    )


@dataclass(frozen=True)
class BrewView:
    """What a step of the cauldron ruling shows: the cauldron with the droplet and rat stone,
    the chip the step is about ringed, and once the cauldron is scored its scoring field."""

    cauldron: Cauldron
    droplet: int
    rats: int
    exploded: bool = False
    scoring: int | None = None

    def _repr_svg_(self) -> str:
        from rulebook.quacks.pictures import cauldron_svg

        last = (len(self.cauldron) - 1,) if self.cauldron.chips and self.scoring is None else ()
        return cauldron_svg(
            self.cauldron,
            droplet=self.droplet,
            rats=self.rats,
            highlight=last,
            scoring=self.scoring,
            exploded=self.exploded,
        )


_SCORING_CLAUSES = (
    "kwakzalvers.puntentelling",
    "kwakzalvers.spoor.lepel",
    "kwakzalvers.keuze.leeg",
)


def _with_views(steps: list[Step], droplet: int, rats: int, result: BrewResult) -> tuple[Step, ...]:
    """Every step with a picture of the whole cauldron as it stands after that step."""
    shown = []
    exploded = scored = False
    for step in steps:
        exploded = exploded or (
            "ontploft" in step.text and step.clause_id == "kwakzalvers.ontploffen"
        )
        scored = scored or step.clause_id in _SCORING_CLAUSES
        view = BrewView(
            step.state,
            droplet,
            rats,
            exploded=exploded,
            scoring=result.field if scored else None,
        )
        shown.append(replace(step, state=view))
    return tuple(shown)


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
    parts = rules.distance_parts(state, player, chip)
    action = rules.action_of(state, chip.ingredient)
    steps: list[Step] = []
    if isinstance(action, SetAside):
        state = state.with_player(0, aside=player.aside.add(chip))
        steps.append(
            Step(
                rules.book_of(state, chip.ingredient).clause_id,
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
    by_value = parts[0].clause_id == "kwakzalvers.brouwen.plaatsen"
    first = f"{parts[0].fields} voor zijn waarde" if by_value else f"{parts[0].reason}"
    how = listing([first] + [f"{p.fields} extra ({p.reason})" for p in extras])
    clipped = landed < before.last_field + sum(part.fields for part in parts)
    where = f"naar veld {landed}" + (", het laatste veld" if clipped else "")
    clause_id = (extras[-1] if extras else parts[0]).clause_id
    total = sum(part.fields for part in parts)
    steps.append(
        Step(
            clause_id,
            f"Fiche {number}: {chip.dutch()} gaat {fields(total)} verder"
            + (f": {how}" if extras or not by_value else "")
            + f", {where}.",
            cauldron,
        )
    )
    steps += _effects_after_landing(state, chip, landed)
    if action is not None and isinstance(action, DoubleNext):
        state = state.with_player(0, double=True)
    limit = rules.explosion_limit(state, state.players[0])
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
    action = rules.action_of(state, chip.ingredient)
    if action is None:
        return []
    clause_id = rules.book_of(state, chip.ingredient).clause_id
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
        limit = rules.explosion_limit(state, state.players[0])
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
    limit = rules.explosion_limit(state, state.players[0])
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
            f"Veld {field} geeft {coins(spot.coins)}, {points(spot.points)}{ruby}.",
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
    if exploded:
        steps.append(
            Step(
                "kwakzalvers.puntentelling.ontploft",
                f"Je ketel is ontploft: je kiest de {points(spot.points)} (stap D) óf inkopen "
                f"voor {coins(spot.coins)} (stap E), niet allebei.",
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
        f"kies {points(result.points)} of {coins(result.coins)}"
        if result.exploded
        else f"{points(result.points)} en {coins(result.coins)}"
    )
    ruby = ", plus een robijn" if result.ruby else ""
    return f"Je ketel is {state} (wit {result.whites}); veld {result.field}: {what}{ruby}."
