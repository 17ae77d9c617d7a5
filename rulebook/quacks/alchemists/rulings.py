"""Explained computations of De Alchemisten: each returns a ``Ruling`` whose steps cite clauses.

``essence_ruling`` walks one player's essence phase the way the rulebook tells it (reset, three
steps, book 11, a lower field by choice, the glass or the round-9 points, the marker that stays);
``payment_ruling`` answers "may I pay this action with my essence?".
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from rulebook.core.rulings import Ruling, Step
from rulebook.quacks.alchemists import rules
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
from rulebook.quacks.alchemists.state import EssenceBoard, EssenceResult, EssenceSituation, Piston
from rulebook.quacks.data import Ingredient
from rulebook.quacks.state import Chips


def _fields(n: int) -> str:
    return "één veld" if n == 1 else f"{n} velden"


def _dutch_list(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " en " + words[-1]


@dataclass
class _Walk:
    """The essence phase being walked: the marker so far and the steps written so far."""

    situation: EssenceSituation
    raw: int = 0
    capped_said: bool = False
    steps: list[Step] = field(default_factory=list)

    @property
    def marker(self) -> int:
        return rules.advance(0, self.raw, self.situation.overflow)

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

    def move(self, fields: int) -> None:
        """Advance and, the first time the piston's top stops the marker, say so."""
        self.raw += fields

    def outcome(self, fields: int) -> str:
        """How a step that moved ``fields`` ends, in words: where the marker now stands."""
        if fields == 0:
            return f"je fiche blijft op veld {self.marker}"
        already_on_top = self.raw - fields >= PISTON_TOP
        if already_on_top and self.situation.overflow is Overflow.STOP_AT_TOP:
            return (
                f"{_fields(fields)} verder, maar je fiche staat al bovenaan: het blijft op veld "
                f"{self.marker}"
            )
        return f"{_fields(fields)} verder, naar veld {self.marker}"

    def say_top_if_needed(self) -> None:
        if self.raw <= PISTON_TOP or self.capped_said:
            return
        self.capped_said = True
        if self.situation.overflow is Overflow.STOP_AT_TOP:
            text = (
                f"Je zou op veld {self.raw} uitkomen, maar de piston loopt tot veld {PISTON_TOP}: "
                f"je essentiefiche blijft op veld {PISTON_TOP} (keuze 'stop bij de top')."
            )
        else:
            text = (
                f"Je komt op veld {self.raw}, voorbij veld {PISTON_TOP}; met de huisregel "
                f"'doortellen' telt dat veld toch."
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
    walk = _Walk(situation)
    s = situation
    walk.say(
        "alchemisten.essentie.moment",
        f"Ronde {s.round} met {s.players} spelers: na het brouwen en vóór de puntentelling doet "
        f"iedereen tegelijk de essentiefase.",
    )
    walk.raw = rules.reset().marker
    walk.say("alchemisten.essentie.begin", "Je essentiefiche gaat eerst terug naar veld 0.")
    _count_colours(walk)
    _locoweed_book(walk)
    _whites(walk)
    _neighbours(walk)
    reached = walk.marker
    final = rules.choose_field(reached, s.chosen_field)
    _choice(walk, reached, final)
    result = _bonus(walk, final, reached, GLASSES_FROM_PICTURES if glasses is None else glasses)
    walk.say(
        "alchemisten.essentie.bewaren",
        f"Je essentiefiche blijft op veld {final} staan tot het begin van de volgende "
        f"essentiefase"
        + (", maar dit was de laatste" if s.round == LAST_ROUND else "")
        + ". Nu volgt de puntentelling.",
        glass=result.glass,
    )
    return Ruling(
        question=_question(s),
        answer=_answer(result, s),
        result=result,
        steps=tuple(walk.steps),
    )


def _question(s: EssenceSituation) -> str:
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
    if s.patient is not None:
        details.append(f"patiënt {s.patient.dutch}")
    return "Waar eindigt je essentiefiche, en wat levert het op? (" + ", ".join(details) + ")"


def _answer(result: EssenceResult, s: EssenceSituation) -> str:
    text = f"Je essentiefiche eindigt op veld {result.field}."
    if s.round == LAST_ROUND:
        return text + f" In ronde 9 levert dat {result.victory_points} overwinningspunten op."
    gains = []
    if result.victory_points:
        gains.append(
            f"{result.victory_points} overwinningspunt"
            + ("en" if result.victory_points > 1 else "")
        )
    if result.rat:
        gains.append("een rattensteen")
    if result.patient_bonus:
        gains.append(result.patient_bonus)
    if gains:
        text += " Uit het glas: " + _dutch_list(gains) + "."
    return text


def _count_colours(walk: _Walk) -> None:
    cauldron = walk.situation.cauldron
    colours = rules.colours_in(cauldron)
    walk.move(len(colours))
    highlight = rules.first_chip_of_each_colour(cauldron)
    if not colours:
        text = "Er ligt geen gekleurd fiche in je ketel (wit telt niet): je fiche blijft op veld 0."
    else:
        names = _dutch_list([c.colour for c in colours])
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
        walk.move(rules.locoweed_fields(s))
        if locoweed:
            text = (
                f"Je speelt met narrenkruidboek 11 en hebt {locoweed} narrenkruid in je ketel: "
                f"{walk.outcome(locoweed)}."
            )
        else:
            text = (
                "Je speelt met narrenkruidboek 11, maar er ligt geen narrenkruid in je ketel: "
                "geen extra velden."
            )
        walk.say("alchemisten.narrenkruid.boek11", text, highlight=positions)
        walk.say_top_if_needed()
    elif locoweed:
        book = f"boek {s.locoweed_book}" if s.locoweed_book is not None else "een ander boek dan 11"
        walk.say(
            "alchemisten.narrenkruid.boeken",
            f"Je speelt met {book}: je narrenkruid telt alleen als kleur en geeft geen extra "
            f"velden; je fiche blijft op veld {walk.marker}.",
            highlight=positions,
        )


def _whites(walk: _Walk) -> None:
    cauldron = walk.situation.cauldron
    total = cauldron.white_total()
    whites = cauldron.whites()
    sum_text = " + ".join(str(c.value) for c in whites)
    sum_text = f" ({sum_text})" if len(whites) > 1 else ""
    if rules.whites_exactly_seven(cauldron):
        walk.move(1)
        text = f"Je witte fiches zijn samen precies 7{sum_text}: {walk.outcome(1)}."
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
    fields = rules.neighbour_fields(s)
    walk.move(fields)
    if s.both_neighbours_are_one_player:
        if fields:
            text = (
                "Met twee spelers is je tegenspeler zowel je linker- als je rechterbuur. Zijn "
                f"ketel is ontploft: {walk.outcome(1)} (meer dan één veld kan hier niet)."
            )
        else:
            text = (
                "Met twee spelers is je tegenspeler zowel je linker- als je rechterbuur. Zijn "
                f"ketel is niet ontploft: je fiche blijft op veld {walk.marker}."
            )
    else:
        left = "ontploft" if s.left_exploded else "niet ontploft"
        right = {
            (True, True): "ook",
            (True, False): "niet",
            (False, True): "wel",
            (False, False): "ook niet",
        }[(s.left_exploded, s.right_exploded)]
        text = (
            f"De ketel van je linkerbuur is {left}, die van je rechterbuur {right}: "
            f"{walk.outcome(fields)}."
        )
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
    walk.raw = final
    walk.say("alchemisten.essentie.lager", text)


def _bonus(walk: _Walk, final: int, reached: int, glasses: GlassTable) -> EssenceResult:
    s = walk.situation
    if s.round == LAST_ROUND:
        walk.say(
            "kwakzalvers.ronden",
            "Dit is ronde 9, de laatste ronde van het spel.",
        )
        walk.say(
            "alchemisten.laatste-ronde",
            f"In ronde 9 geeft je essentiekaart niets; je krijgt evenveel overwinningspunten als "
            f"je veld: {final}.",
        )
        return EssenceResult(final, reached, victory_points=final)
    if s.patient is None:
        where = (
            "Op veld 0 loopt geen buisje naar je essentiekaart."
            if final == 0
            else f"Volg het buisje van veld {final} naar je essentiekaart om je bonus te zien "
            f"(geef je patiënt op, dan zoekt dit regelboek het glas voor je op)."
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
            f"Op veld 0 loopt geen buisje naar de kaart van {patient.dutch}: geen glas, "
            f"geen bonus.",
        )
        _action(walk, patient, in_glass=False)
        return EssenceResult(final, reached)
    glass = glasses[patient][min(final, PISTON_TOP) - 1]
    source = "jouw eigen glazen" if own_table else "de lezing 'afbeeldingen' van de kaarten"
    walk.say(
        "alchemisten.bonus.kaarten",
        f"Bij veld {final} van {patient.dutch} hoort volgens {source}: {_describe(glass)}.",
        glass=glass,
    )
    if glass.is_empty:
        walk.say(
            "alchemisten.bonus.buisje",
            f"Het buisje van veld {final} eindigt niet in een glas: je krijgt geen bonus uit een "
            f"glas.",
            glass=glass,
        )
    else:
        walk.say(
            "alchemisten.bonus.buisje",
            f"Het buisje van veld {final} eindigt in een glas: je krijgt wat erin staat.",
            glass=glass,
        )
    if glass.victory_points:
        walk.say(
            "alchemisten.bonus.punten",
            f"In het glas staan {glass.victory_points} overwinningspunt"
            + ("en" if glass.victory_points > 1 else "")
            + f": je scoresteen gaat meteen {_fields(glass.victory_points)} vooruit.",
            glass=glass,
        )
    if glass.rat:
        walk.say(
            "alchemisten.bonus.rat",
            "In het glas staat een rattensteen: volgende ronde zet je je rattensteen één veld "
            "verder.",
            glass=glass,
        )
    if glass.patient_bonus:
        walk.say(
            "alchemisten.bonus.ovaal",
            f"De bonus van {patient.dutch} ({glass.patient_bonus}) krijg je wanneer je "
            f"patiëntenkaart het zegt: {patient.value.timing.value}.",
            glass=glass,
        )
        if glass.rat or glass.victory_points:
            walk.say(
                "alchemisten.bonus.bovenop",
                f"De {'rattensteen' if glass.rat else 'punten'} krijg je bovenop die bonus.",
                glass=glass,
            )
    _action(walk, patient, in_glass=not glass.is_empty, glass=glass)
    return EssenceResult(
        final,
        reached,
        victory_points=glass.victory_points,
        rat=glass.rat,
        glass=glass,
        patient_bonus=glass.patient_bonus,
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
    if in_glass and glass is not None and (glass.rat or glass.victory_points):
        walk.say(
            "alchemisten.bonus.bovenop",
            f"De {'rattensteen' if glass.rat else 'punten'} uit het glas komen bovenop die actie.",
            glass=glass,
        )


def _describe(glass: Glass) -> str:
    if glass.is_empty:
        return "geen glas"
    parts = []
    if glass.patient_bonus:
        parts.append(glass.patient_bonus)
    if glass.victory_points:
        parts.append(
            f"{glass.victory_points} overwinningspunt" + ("en" if glass.victory_points > 1 else "")
        )
    if glass.rat:
        parts.append("een rattensteen")
    return _dutch_list(parts)


def _sentence(text: str) -> str:
    """``text`` with its first letter upper case, the rest untouched (names keep their case)."""
    return text[:1].upper() + text[1:]


def payment_ruling(marker: int, cost: int, action: str = "deze actie") -> Ruling[Piston | None]:
    """May a player pay ``cost`` essence with the marker on ``marker``? The result is the piston
    after paying, or ``None`` when the action is refused (the marker then stays)."""
    piston = Piston(marker)
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
                f"{_sentence(action)} kost {cost} essentie, maar je hebt er {marker}: onder "
                f"veld 0 kan niet, dus {action} mag je niet doen. Je fiche blijft op veld "
                f"{marker}.",
                replace(board, caption="geweigerd"),
            )
        )
        return Ruling(
            question=f"Mag je {action} ({cost} essentie) betalen met essentie {marker}?",
            answer=f"Nee: je hebt {marker} essentie en {action} kost {cost}.",
            result=None,
            steps=tuple(steps),
        )
    after = rules.spend(piston, cost)
    steps.append(
        Step(
            "alchemisten.essentie.betalen",
            f"{_sentence(action)} kost {cost} essentie: je zet je fiche {_fields(cost)} terug, "
            f"van veld {marker} naar veld {after.marker}.",
            replace(board, marker=after.marker, caption=f"essentie {after.marker}"),
        )
    )
    return Ruling(
        question=f"Mag je {action} ({cost} essentie) betalen met essentie {marker}?",
        answer=f"Ja: je fiche gaat van veld {marker} naar veld {after.marker}.",
        result=after,
        steps=tuple(steps),
    )
