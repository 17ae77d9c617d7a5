"""Explained computations of De Alchemisten: each returns a ``Ruling`` whose steps cite clauses.

``essence_ruling`` walks one player's essence phase the way the rulebook tells it (when it comes,
reset, three steps, book 11, a lower field by choice, the glass or the round-9 points, the marker
that stays); ``payment_ruling`` answers "may I pay this action with my essence?". The question of
a ruling names every input that can change its answer, so two rulings with the same question
always give the same answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from rulebook.core import checks
from rulebook.core.dutch import agree, fields, listing, numeral, points, sentence, shorten
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.alchemists.data import (
    ESSENCE_BOOK,
    GLASSES_FROM_PICTURES,
    LAST_ROUND,
    PISTON_TOP,
    Glass,
    GlassTable,
    Overflow,
    Patient,
)
from rulebook.quacks.alchemists.essence import rules
from rulebook.quacks.alchemists.essence.state import (
    EssenceBoard,
    EssenceResult,
    EssenceSituation,
    Piston,
    check_marker,
)
from rulebook.quacks.data import Ingredient
from rulebook.quacks.state import Chips

RAT_TAIL = "een rattenstaart"
"""What a rat glass gives: a rat tail, which moves your rat stone one field further next round."""


@dataclass
class _Walk:
    """The essence phase being walked: the marker so far and the steps written so far.

    ``wanted`` is where the steps would take the marker on a piston without end; ``marker`` is
    where it stands (stopped on field 10 unless a field past the top counts).
    """

    situation: EssenceSituation
    marker: int = 0
    wanted: int = 0
    top_said: bool = False
    steps: list[Step] = field(default_factory=list)

    def board(self, **extra: object) -> EssenceBoard:
        s = self.situation
        return EssenceBoard(
            cauldron=s.cauldron,
            marker=self.marker,
            left_exploded=s.left_exploded,
            right_exploded=s.right_exploded,
            players=s.players,
            patient=s.patient,
            **extra,  # type: ignore[arg-type]
        )

    def say(self, clause_id: str, text: str, **extra: object) -> None:
        self.steps.append(Step(clause_id, text, self.board(caption=text, **extra)))

    def move(self, number: int) -> str:
        """Advance ``number`` fields and say, in words, where the marker now stands."""
        before = self.marker
        self.wanted += number
        self.marker = rules.advance(before, number, past_top=self.situation.counts_past_top)
        moved = self.marker - before
        if number == 0:
            return f"je fiche blijft op veld {self.marker}"
        if moved == number:
            return f"{fields(number)} verder, naar veld {self.marker}"
        if moved == 0:
            return (
                f"{fields(number)} verder, maar je fiche staat al op veld {PISTON_TOP}, het "
                f"bovenste veld: het blijft daar"
            )
        return (
            f"{fields(number)} verder, maar de piston houdt op bij veld {PISTON_TOP}: je fiche "
            f"komt maar {fields(moved)} verder, op veld {self.marker}"
        )

    def say_top_if_needed(self) -> None:
        """The first time the steps reach past field 10, say what the option decides."""
        if self.wanted <= PISTON_TOP or self.top_said:
            return
        self.top_said = True
        s = self.situation
        if s.counts_past_top:
            text = (
                f"Je komt op veld {self.wanted}, voorbij veld {PISTON_TOP}. Met de huisregel "
                f"'doortellen' telt dat veld in ronde {LAST_ROUND} mee."
            )
        elif s.overflow is Overflow.COUNT_ON:
            text = (
                f"Je zou op veld {self.wanted} komen. 'Doortellen' geldt alleen in ronde "
                f"{LAST_ROUND}; in ronde {s.round} stopt je fiche op veld {PISTON_TOP}."
            )
        else:
            text = (
                f"Je zou op veld {self.wanted} komen, maar de piston houdt op bij veld "
                f"{PISTON_TOP}: je fiche blijft op veld {PISTON_TOP} (keuze 'stop bij de top')."
            )
        self.say("alchemisten.essentie.top", text)


def essence_ruling(
    situation: EssenceSituation, glasses: GlassTable | None = None
) -> Ruling[EssenceResult]:
    """One player's essence phase, explained step by step.

    ``glasses`` is the table of essence-card glasses to use; by default the reading of the card
    pictures from ``data.GLASSES_FROM_PICTURES`` (one source: see clause
    ``alchemisten.bonus.kaarten``). Raises ``RuleError`` for a lower field that was not reached.
    """
    s = checks.instance("situation", situation, EssenceSituation)
    table = GLASSES_FROM_PICTURES if glasses is None else _checked_glasses(glasses, s.patient)
    walk = _Walk(s)
    walk.say(
        "alchemisten.essentie.moment",
        f"Ronde {s.round}, {s.players} spelers: na het brouwen, vóór de puntentelling.",
    )
    walk.marker = walk.wanted = rules.reset().marker
    walk.say("alchemisten.essentie.begin", "Je essentiefiche gaat naar veld 0, waar het ook stond.")
    _count_colours(walk)
    _locoweed_book(walk)
    _whites(walk)
    _neighbours(walk)
    reached = walk.marker
    final = rules.choose_field(reached, s.chosen_field)
    _choice(walk, reached, final)
    result = _bonus(walk, final, reached, table)
    _afterwards(walk, final, result)
    return Ruling(
        question=_question(s, own_glasses=table is not GLASSES_FROM_PICTURES),
        answer=_answer(result, s),
        result=result,
        steps=tuple(walk.steps),
    )


def _checked_glasses(
    glasses: Mapping[Patient, tuple[Glass, ...]], patient: Patient | None
) -> GlassTable:
    """A reader's own glasses table, checked where it enters (a wrong one is a programmer's)."""
    if not isinstance(glasses, Mapping):
        raise TypeError(
            f"glasses moet een dict van patiënt naar glazen zijn, niet {checks.shown(glasses)}"
        )
    for key, row in glasses.items():
        checks.instance("een patiënt in glasses", key, Patient)
        checks.instance(f"de glazen van {key.dutch}", row, tuple)
        if len(row) != PISTON_TOP:
            raise ValueError(
                f"{key.dutch} heeft {PISTON_TOP} glazen (velden 1 tot {PISTON_TOP}), "
                f"niet {len(row)}"
            )
        for glass in row:
            checks.instance(f"een glas van {key.dutch}", glass, Glass)
    if patient is not None and patient not in glasses:
        raise ValueError(f"glasses noemt de glazen van {patient.dutch} niet")
    return dict(glasses)


def _question(s: EssenceSituation, *, own_glasses: bool) -> str:
    """The question, naming every input that can change the answer."""
    neighbours = []
    if s.both_neighbours_are_one_player and (s.left_exploded or s.right_exploded):
        neighbours.append("tegenspeler ontploft")
    elif not s.both_neighbours_are_one_player:
        if s.left_exploded:
            neighbours.append("linkerbuur ontploft")
        if s.right_exploded:
            neighbours.append("rechterbuur ontploft")
    details = [f"ketel {s.cauldron or 'leeg'}", f"{s.players} spelers", f"ronde {s.round}"]
    details += neighbours
    if s.locoweed_book is not None:
        details.append(f"narrenkruidboek {s.locoweed_book}")
    if s.chosen_field is not None:
        details.append(f"je kiest veld {s.chosen_field}")
    if s.patient is not None:
        details.append(f"patiënt {s.patient.dutch}")
    if own_glasses:
        details.append("eigen glazen")
    if s.overflow is Overflow.COUNT_ON:
        details.append("huisregel doortellen")
    if s.round == LAST_ROUND:
        ask = "Waar eindigt je essentiefiche, en hoeveel punten levert dat op?"
    elif s.patient is None:
        ask = "Waar eindigt je essentiefiche?"
    else:
        ask = "Waar eindigt je essentiefiche, en wat levert het op?"
    return f"{ask} ({', '.join(details)})"


def _answer(result: EssenceResult, s: EssenceSituation) -> str:
    text = f"Je essentiefiche eindigt op veld {result.field}."
    if s.round == LAST_ROUND:
        return text + f" In ronde {LAST_ROUND} levert dat {points(result.victory_points)} op."
    if s.patient is None:
        if result.field == 0:
            return text + " Daar begint geen buisje, dus uit een glas krijg je niets."
        return text + f" Wat het glas van veld {result.field} geeft, hangt af van je patiënt."
    gains = _gains(result.glass) if result.glass is not None else []
    if gains:
        return text + f" Uit het glas: {listing(gains)}."
    return text + " Uit een glas krijg je niets."


def _gains(glass: Glass) -> list[str]:
    """What a glass gives, in words: the patient's bonus, points, a rat tail."""
    parts = []
    if glass.patient_bonus:
        parts.append(glass.patient_bonus)
    if glass.victory_points:
        parts.append(points(glass.victory_points))
    if glass.rat:
        parts.append(RAT_TAIL)
    return parts


def _count_colours(walk: _Walk) -> None:
    cauldron = walk.situation.cauldron
    colours = rules.colours_in(cauldron)
    highlight = rules.first_chip_of_each_colour(cauldron)
    walk.move(len(colours))
    if not colours:
        text = "Er ligt geen gekleurd fiche in je ketel (wit telt niet): je fiche blijft op veld 0."
    else:
        names = listing([c.colour for c in colours])
        amount = (
            "ligt één kleur"
            if len(colours) == 1
            else f"liggen {len(colours)} verschillende kleuren"
        )
        extra = " (narrenkruid is een eigen kleur)" if Ingredient.LOCOWEED in colours else ""
        whites = " Witte fiches tellen niet mee." if cauldron.whites() else ""
        text = (
            f"In je ketel {amount}: {names}{extra}.{whites} "
            f"Je essentiefiche gaat naar veld {walk.marker}."
        )
    walk.say("alchemisten.essentie.1", text, highlight=highlight)
    walk.say_top_if_needed()


def _locoweed_book(walk: _Walk) -> None:
    s = walk.situation
    locoweed = s.cauldron.count(Ingredient.LOCOWEED)
    positions = tuple(i for i, c in enumerate(s.cauldron) if c.ingredient is Ingredient.LOCOWEED)
    if s.locoweed_book == ESSENCE_BOOK:
        outcome = walk.move(rules.locoweed_fields(s))
        if locoweed:
            text = (
                f"Je speelt met narrenkruidboek {ESSENCE_BOOK} en hebt {locoweed} narrenkruid in "
                f"je ketel: {outcome}."
            )
        else:
            text = (
                f"Je speelt met narrenkruidboek {ESSENCE_BOOK}, maar er ligt geen narrenkruid in "
                f"je ketel: geen extra velden."
            )
        walk.say("alchemisten.narrenkruid.boek11", text, highlight=positions)
        walk.say_top_if_needed()
    elif locoweed:
        would = f"Met boek {ESSENCE_BOOK} kreeg je er {fields(locoweed)} bij."
        if s.locoweed_book is None:
            text = (
                f"Er is geen narrenkruidboek opgegeven, dus je narrenkruid telt alleen als kleur: "
                f"je fiche blijft op veld {walk.marker}. {would}"
            )
        else:
            text = (
                f"Je speelt met narrenkruidboek {s.locoweed_book}, dat de essentiefase niet "
                f"verandert: je narrenkruid telt alleen als kleur en je fiche blijft op veld "
                f"{walk.marker}. {would}"
            )
        walk.say("alchemisten.narrenkruid.boeken", text, highlight=positions)


def _whites(walk: _Walk) -> None:
    cauldron = walk.situation.cauldron
    total = cauldron.white_total()
    whites = cauldron.whites()
    sum_text = " + ".join(str(c.value) for c in whites)
    sum_text = f" ({sum_text})" if len(whites) > 1 else ""
    if rules.whites_exactly_seven(cauldron):
        text = f"Je witte fiches zijn samen precies 7{sum_text}: {walk.move(1)}."
    elif not whites:
        text = (
            f"Er liggen geen witte fiches in je ketel, dus niet precies 7: je fiche blijft op "
            f"veld {walk.marker}."
        )
    else:
        text = (
            f"Je witte fiches zijn samen {total}{sum_text}, niet precies 7: je fiche blijft op "
            f"veld {walk.marker}."
        )
    walk.say("alchemisten.essentie.2", text, highlight=rules.white_positions(cauldron))
    walk.say_top_if_needed()


def _neighbours(walk: _Walk) -> None:
    s = walk.situation
    outcome = walk.move(rules.neighbour_fields(s))
    if s.both_neighbours_are_one_player:
        if s.left_exploded or s.right_exploded:
            text = (
                "Met twee spelers is je tegenspeler zowel je linker- als je rechterbuur. Zijn "
                f"ketel is ontploft: {outcome} (meer dan één veld kan hier niet)."
            )
        else:
            text = (
                "Met twee spelers is je tegenspeler zowel je linker- als je rechterbuur. Zijn "
                f"ketel is niet ontploft: {outcome}."
            )
    else:
        left = "ontploft" if s.left_exploded else "niet ontploft"
        right = {
            (True, True): "ook",
            (True, False): "niet",
            (False, True): "wel",
            (False, False): "ook niet",
        }[(s.left_exploded, s.right_exploded)]
        text = f"De ketel van je linkerbuur is {left}, die van je rechterbuur {right}: {outcome}."
    walk.say("alchemisten.essentie.3", text)
    walk.say_top_if_needed()


def _choice(walk: _Walk, reached: int, final: int) -> None:
    if final == reached == 0:
        text = "Je staat op veld 0; lager kan niet."
    elif final == reached:
        text = (
            f"Je blijft op veld {reached}. Je had ook bewust een lager veld mogen kiezen, "
            f"vóór je de bonus neemt."
        )
    else:
        text = (
            f"Je kiest bewust een lager veld: je zet je essentiefiche van veld {reached} "
            f"terug naar veld {final}."
        )
    walk.marker = final
    walk.say("alchemisten.essentie.lager", text)


def _bonus(walk: _Walk, final: int, reached: int, glasses: GlassTable) -> EssenceResult:
    s = walk.situation
    if s.round == LAST_ROUND:
        walk.say(
            "kwakzalvers.ronden",
            f"Dit is ronde {LAST_ROUND}, de laatste ronde van het spel.",
        )
        walk.say(
            "alchemisten.laatste-ronde",
            f"In ronde {LAST_ROUND} geeft je essentiekaart niets; je krijgt evenveel "
            f"overwinningspunten als je veld: {points(final)}.",
        )
        return EssenceResult(final, reached, victory_points=final)
    if s.patient is None:
        where = (
            "Op veld 0 begint geen buisje naar je essentiekaart: uit een glas krijg je niets."
            if final == 0
            else f"Het buisje van veld {final} loopt naar het glas van veld {final} op je "
            f"essentiekaart. Wat daarin staat, verschilt per patiënt, en hier is geen patiënt "
            f"genoemd."
        )
        walk.say("alchemisten.bonus.buisje", where)
        return EssenceResult(final, reached)
    return _glass_bonus(walk, s.patient, final, reached, glasses)


def _glass_bonus(
    walk: _Walk, patient: Patient, final: int, reached: int, glasses: GlassTable
) -> EssenceResult:
    own_table = glasses is not GLASSES_FROM_PICTURES
    if final == 0:
        walk.say(
            "alchemisten.bonus.buisje",
            f"Op veld 0 begint geen buisje naar de kaart van {patient.dutch}: geen glas, "
            f"geen bonus.",
        )
        _action(walk, patient, in_glass=False)
        return EssenceResult(final, reached)
    glass = glasses[patient][final - 1]
    source = "jouw eigen glazen" if own_table else "de lezing 'afbeeldingen' van de kaarten"
    walk.say(
        "alchemisten.bonus.kaarten",
        f"Bij veld {final} van {patient.dutch} hoort volgens {source}: {_describe(glass)}.",
        glass=glass,
    )
    ends = "eindigt in een glas: je krijgt wat erin staat"
    if glass.is_empty:
        ends = "eindigt niet in een glas: je krijgt geen bonus uit een glas"
    walk.say("alchemisten.bonus.buisje", f"Het buisje van veld {final} {ends}.", glass=glass)
    if glass.victory_points:
        vp = glass.victory_points
        walk.say(
            "alchemisten.bonus.punten",
            f"In het glas {agree(vp, 'staat', 'staan')} {points(vp)}: je scoresteen gaat "
            f"meteen {fields(vp)} vooruit.",
            glass=glass,
        )
    if glass.rat:
        walk.say(
            "alchemisten.bonus.rat",
            "In het glas staat een rattenstaart: in de volgende ronde komt je rattensteen "
            "daardoor één veld verder.",
            glass=glass,
        )
    if glass.patient_bonus:
        walk.say(
            "alchemisten.bonus.ovaal",
            f"De bonus van {patient.dutch} ({glass.patient_bonus}) krijg je wanneer je "
            f"patiëntenkaart het zegt: {patient.value.timing.value}.",
            glass=glass,
        )
        _on_top(walk, glass, "die bonus")
    _action(walk, patient, in_glass=not glass.is_empty, glass=glass)
    return EssenceResult(
        final,
        reached,
        victory_points=glass.victory_points,
        rat=glass.rat,
        glass=glass,
        patient_bonus=glass.patient_bonus,
    )


def _on_top(walk: _Walk, glass: Glass, of_what: str) -> None:
    """Points and a rat tail from the glass come on top of the patient's bonus or action."""
    extras = [RAT_TAIL.removeprefix("een ")] if glass.rat else []
    extras += ["punten"] if glass.victory_points else []
    if not extras:
        return
    walk.say(
        "alchemisten.bonus.bovenop",
        f"De {listing(extras)} uit het glas krijg je bovenop {of_what}.",
        glass=glass,
    )


def _action(walk: _Walk, patient: Patient, in_glass: bool, glass: Glass | None = None) -> None:
    if not patient.value.has_action:
        return
    where = (
        "ook al eindigt je buisje niet in een glas"
        if not in_glass
        else "naast wat er in je glas staat"
    )
    walk.say(
        "alchemisten.bonus.actie",
        f"{patient.dutch} geeft je een actie voor je volgende bereidingsfase; die heb je {where}.",
        glass=glass,
    )
    if in_glass and glass is not None:
        _on_top(walk, glass, "die actie")


def _afterwards(walk: _Walk, final: int, result: EssenceResult) -> None:
    """The marker stays (rounds 1 to 8) and scoring follows."""
    if walk.situation.round == LAST_ROUND:
        text = (
            f"Je fiche blijft op veld {final} liggen, maar dit was de laatste essentiefase "
            f"(ronde {LAST_ROUND}): met essentie betaal je niets meer. Nu volgt de puntentelling."
        )
    else:
        text = (
            f"Je essentiefiche blijft op veld {final} liggen: met die essentie betaal je "
            f"acties tot de volgende essentiefase. Nu volgt de puntentelling."
        )
    walk.say("alchemisten.essentie.bewaren", text, glass=result.glass)


def _describe(glass: Glass) -> str:
    return listing(_gains(glass)) if not glass.is_empty else "geen glas"


def payment_ruling(marker: int, cost: int, action: str = "deze actie") -> Ruling[Piston | None]:
    """May a player pay ``cost`` essence with the marker on ``marker``? The result is the piston
    after paying, or ``None`` when the action is refused (the marker then stays)."""
    action = shorten(checks.text("action", action), 60)
    checks.whole_number("cost", cost)
    piston = Piston(check_marker(marker))
    rules.check_cost(cost)
    board = EssenceBoard(cauldron=Chips(), marker=marker)
    steps = [
        Step(
            "alchemisten.essentie.bewaren",
            f"Je essentiefiche staat sinds de essentiefase op veld {marker}.",
            replace(board, caption=f"essentie {marker}"),
        )
    ]
    if cost > marker:
        steps.append(
            Step(
                "alchemisten.essentie.betalen",
                f"{sentence(action)} kost {numeral(cost)} essentie, maar je hebt er {marker}: "
                f"onder veld 0 kan niet, dus {action} mag je niet doen. Je fiche blijft op veld "
                f"{marker}.",
                replace(board, caption="geweigerd"),
            )
        )
        return Ruling(
            question=f"Mag je {action} ({numeral(cost)} essentie) betalen met essentie {marker}?",
            answer=f"Nee: je hebt {marker} essentie en {action} kost {numeral(cost)}.",
            result=None,
            steps=tuple(steps),
        )
    after = rules.spend(piston, cost)
    steps.append(
        Step(
            "alchemisten.essentie.betalen",
            f"{sentence(action)} kost {cost} essentie: je zet je fiche {fields(cost)} terug, "
            f"van veld {marker} naar veld {after.marker}.",
            replace(board, marker=after.marker, caption=f"essentie {after.marker}"),
        )
    )
    return Ruling(
        question=f"Mag je {action} ({numeral(cost)} essentie) betalen met essentie {marker}?",
        answer=f"Ja: je fiche gaat van veld {marker} naar veld {after.marker}.",
        result=after,
        steps=tuple(steps),
    )
