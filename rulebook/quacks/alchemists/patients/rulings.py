"""Explained answers about the patients: each returns a ``Ruling`` whose steps cite clauses.

``action_ruling`` answers "may my patient's action be used on this chip now?" (allowed or
refused with the clause that refuses, the essence before and after, what happens to the chip);
``bonus_ruling`` says what a patient gives after the essence phase and when. Each walks the rules
on its own, step by step; ``patient_rules.action``/``bonus`` compute the same without words, and a
property test checks that both agree.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from rulebook.core.dutch import agree, count, fields, listing, numeral, points, sentence
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.alchemists.data import LAST_ROUND, Patient
from rulebook.quacks.alchemists.patients.data import (
    CHICKEN_SWAP_VALUES,
    FIRST_ACTION_ROUND,
    HUMP_POINTS,
    MANDRAKE,
    RUBY_FIELD_ACTION_COST,
    WING_EARS_BACK_COST,
    WING_EARS_DOUBLE_COST,
    Choice,
    HumpReward,
    chicken_bonus,
    hump_reward,
    vampirism_coins,
)
from rulebook.quacks.alchemists.patients.rules import (
    CLAUSE_OF,
    FORGET_AFTER_EXPLOSION,
    NO_ACTION,
    PAY,
    RED_SET_ASIDE,
    ActionOutcome,
    ActionQuestion,
    BonusOutcome,
    BonusQuestion,
    explodes,
    next_ruby_field,
    place_at,
    steps_of,
    swappable,
    without_last,
)
from rulebook.quacks.alchemists.patients.svg import PatientBoard
from rulebook.quacks.board import TRACK
from rulebook.quacks.data import Ingredient
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import Cauldron


@dataclass
class _Walk:
    """An action being walked: the essence and cauldron so far, and the steps written."""

    q: ActionQuestion
    essence: int
    cauldron: Cauldron
    steps: list[Step] = field(default_factory=list)

    def say(self, clause_id: str, text: str) -> None:
        board = PatientBoard(self.q.patient, self.essence, self.cauldron, self.q.chip, text)
        self.steps.append(Step(clause_id, text, board))


def _chip(chip: Chip) -> str:
    return chip.dutch()


def action_ruling(question: ActionQuestion) -> Ruling[ActionOutcome]:
    """May the patient's action be used on this chip now? Explained step by step."""
    q = question
    walk = _Walk(q, q.essence, q.cauldron)
    walk.say(
        "alchemisten.essentie.bewaren",
        f"Ronde {q.round}, je patiënt is {q.patient.dutch}. Je essentiefiche staat sinds de "
        f"vorige essentiefase op veld {q.essence}; het fiche is {_chip(q.chip)}.",
    )
    outcome = _decide(walk)
    return Ruling(
        question=_question(q),
        answer=_answer(outcome, q),
        result=outcome,
        steps=tuple(walk.steps),
    )


def _question(q: ActionQuestion) -> str:
    details = [
        f"essentie {q.essence}",
        f"fiche {q.chip}",
        f"ketel {q.cauldron}",
        f"ronde {q.round}",
    ]
    if q.choice is not None:
        details.append(f"keuze {q.choice.value}")
    if q.limit != 7:
        details.append(f"grens {q.limit}")
    if q.red_set != 1:
        details.append(f"rode set {q.red_set}")
    return f"Mag {q.patient.dutch} zijn actie nu op dit fiche gebruiken? ({', '.join(details)})"


def _answer(outcome: ActionOutcome, q: ActionQuestion) -> str:
    if not outcome.allowed:
        return f"Nee (regel {outcome.refused_by}). Je essentie blijft {outcome.essence_after}."
    if outcome.choice is Choice.NORMAL:
        return f"Je ziet van de actie af; je essentie blijft {outcome.essence_after}."
    if outcome.essence_before == outcome.essence_after:
        return f"Ja, en het kost geen essentie: je houdt er {outcome.essence_after}."
    return f"Ja. Je essentie gaat van {outcome.essence_before} naar {outcome.essence_after}."


def _refuse(walk: _Walk, clause_id: str, why: str, *, placed_said: bool = False) -> ActionOutcome:
    """Say why the action is refused and what happens to the chip by the ordinary rules."""
    q = walk.q
    landed: int | None = None
    drawn = q.patient in (Patient.CARROT_NOSE, Patient.WING_EARS, Patient.WITCHS_HUMP)
    if drawn:
        walk.cauldron = q.cauldron.place(q.chip, steps_of(q.chip))
        landed = walk.cauldron.last_field
        fate = f"Het fiche gaat gewoon {fields(steps_of(q.chip))} verder, naar veld {landed}."
    elif q.patient is Patient.NERVOUSNESS:
        fate = "Het fiche komt nu niet in je ketel."
    else:
        fate = "Je ketel blijft zoals hij is."
    fate = "" if placed_said else f" {fate}"
    walk.say(clause_id, f"{why}{fate} Je essentie blijft {walk.essence}.")
    return ActionOutcome(
        False,
        q.essence,
        q.essence,
        q.chip,
        q.wanted,
        walk.cauldron,
        refused_by=clause_id,
        landed=landed,
    )


def _decide(walk: _Walk) -> ActionOutcome:
    q = walk.q
    p = q.patient
    if p in NO_ACTION:
        return _refuse(
            walk,
            CLAUSE_OF[p],
            f"{p.dutch} geeft geen actie voor de bereidingsfase; de bonus komt "
            f"{p.value.timing.value}.",
        )
    if q.round < FIRST_ACTION_ROUND:
        if p is Patient.NERVOUSNESS:
            return _refuse(
                walk,
                CLAUSE_OF[p],
                "In ronde 1 is er nog geen essentiefase geweest, dus er liggen geen open fiches.",
            )
        return _refuse(
            walk,
            "alchemisten.patient.pas-volgende-ronde",
            f"In ronde 1 heb je de actie van {p.dutch} nog niet: die komt uit een essentiefase "
            f"en geldt pas vanaf ronde {FIRST_ACTION_ROUND}.",
        )
    if q.wanted is Choice.NORMAL:
        return _decline(walk)
    handler = {
        Patient.NERVOUSNESS: _nervousness,
        Patient.WING_EARS: _wing_ears,
        Patient.CARROT_NOSE: _carrot_nose,
        Patient.WITCHS_HUMP: _witchs_hump,
        Patient.FORGETFULNESS: _forgetfulness,
    }[p]
    return handler(walk)


def _decline(walk: _Walk) -> ActionOutcome:
    q = walk.q
    landed: int | None = None
    if q.patient in (Patient.CARROT_NOSE, Patient.WING_EARS, Patient.WITCHS_HUMP):
        walk.cauldron = q.cauldron.place(q.chip, steps_of(q.chip))
        landed = walk.cauldron.last_field
        fate = f"{_chip(q.chip)} gaat gewoon {fields(steps_of(q.chip))} verder, naar veld {landed}"
    elif q.patient is Patient.NERVOUSNESS:
        fate = "je trekt een fiche uit de buidel en het open fiche blijft liggen"
    else:
        fate = "alles blijft liggen waar het ligt"
    walk.say(
        CLAUSE_OF[q.patient],
        f"Je gebruikt de actie niet: {fate}. Dat kost niets; je essentie blijft {walk.essence}.",
    )
    return ActionOutcome(
        True, q.essence, q.essence, q.chip, Choice.NORMAL, walk.cauldron, landed=landed
    )


def _pay(walk: _Walk, cost: int, what: str) -> bool:
    """Pay ``cost`` essence for ``what``; say so. False (and nothing paid) when too little."""
    if cost > walk.essence:
        return False
    before = walk.essence
    walk.essence -= cost
    walk.say(
        PAY,
        f"{sentence(what)} kost {cost} essentie: je essentiefiche gaat van veld {before} terug "
        f"naar veld {walk.essence}.",
    )
    return True


def _too_little(walk: _Walk, cost: int, what: str) -> ActionOutcome:
    return _refuse(
        walk,
        PAY,
        f"{sentence(what)} kost {numeral(cost)} essentie, maar je essentiefiche staat op veld "
        f"{walk.essence}: onder 0 kan niet, dus dit mag niet.",
    )


def _done(walk: _Walk, choice: Choice, **details: object) -> ActionOutcome:
    q = walk.q
    return ActionOutcome(
        True,
        q.essence,
        walk.essence,
        q.chip,
        choice,
        walk.cauldron,
        **details,  # type: ignore[arg-type]
    )


def _nervousness(walk: _Walk) -> ActionOutcome:
    q = walk.q
    if q.chip.is_white:
        return _refuse(
            walk,
            "alchemisten.patient.schichtigheid",
            f"{sentence(_chip(q.chip))} ligt nooit open: getrokken knalerwten gingen meteen "
            f"terug in de buidel.",
        )
    whites = q.cauldron.white_total()
    if whites > q.limit:
        return _refuse(
            walk,
            "alchemisten.patient.schichtigheid.ontploft",
            f"Je witte fiches zijn samen {whites}, meer dan {q.limit}: je ketel is ontploft, dus "
            f"open fiches leg je niet meer.",
        )
    if q.red_set == RED_SET_ASIDE and q.chip.ingredient is Ingredient.RED:
        return _refuse(
            walk,
            "alchemisten.patient.rood2",
            "Je speelt met set 2 van de vliegenzwam: een open rood fiche leg je pas als je "
            "gestopt bent.",
        )
    steps = steps_of(q.chip)
    walk.cauldron = q.cauldron.place(q.chip, steps)
    landed = walk.cauldron.last_field
    walk.say(
        "alchemisten.patient.schichtigheid",
        f"In plaats van te trekken leg je het open fiche {_chip(q.chip)} in je ketel: "
        f"{fields(steps)} verder, op veld {landed}.",
    )
    walk.say(
        "alchemisten.patient.schichtigheid.open",
        "Dat kost geen essentie en telt als een getrokken fiche.",
    )
    return _done(walk, Choice.USE, landed=landed)


def _wing_ears(walk: _Walk) -> ActionOutcome:
    q = walk.q
    chip = q.chip
    if not chip.is_white:
        return _refuse(
            walk,
            "alchemisten.patient.zeiloren",
            f"De actie van Zeiloren geldt alleen voor knalerwten, niet voor {_chip(chip)}.",
        )
    whites = q.cauldron.white_total() + (chip.value or 0)
    if explodes(q.cauldron, chip, q.limit):
        return _refuse(
            walk,
            "alchemisten.patient.zeiloren.ontploft",
            f"Met deze knalerwt zijn je witte fiches samen {whites}, meer dan {q.limit}: hij "
            f"laat je ketel ontploffen, dus geen van beide acties.",
        )
    walk.say(
        "alchemisten.patient.zeiloren.ontploft",
        f"Met deze knalerwt zijn je witte fiches samen {whites}, niet meer dan {q.limit}: hij "
        f"laat je ketel niet ontploffen.",
    )
    choice = q.wanted
    if choice is Choice.BACK:
        if not _pay(walk, WING_EARS_BACK_COST, "terugdoen"):
            return _too_little(walk, WING_EARS_BACK_COST, "terugdoen")
        walk.say(
            "alchemisten.patient.zeiloren",
            f"{sentence(_chip(chip))} gaat terug in je buidel; je ketel blijft zoals hij was.",
        )
        return _done(walk, Choice.BACK, to_bag=Chips((chip,)))
    if not _pay(walk, WING_EARS_DOUBLE_COST, "twee keer zo ver zetten"):
        return _too_little(walk, WING_EARS_DOUBLE_COST, "twee keer zo ver zetten")
    distance = 2 * steps_of(chip)
    walk.cauldron = q.cauldron.place(chip, distance)
    landed = walk.cauldron.last_field
    walk.say(
        "alchemisten.patient.zeiloren",
        f"De knalerwt van waarde {chip.value} gaat twee keer zo ver: {fields(distance)} voorbij "
        f"je laatste fiche (veld {q.cauldron.last_field}), op veld {landed}.",
    )
    return _done(walk, Choice.DOUBLE, landed=landed)


def _carrot_nose(walk: _Walk) -> ActionOutcome:
    q = walk.q
    chip = q.chip
    if chip.ingredient is not Ingredient.ORANGE:
        return _refuse(
            walk,
            "alchemisten.patient.karbonkelneus",
            f"De actie van Karbonkelneus geldt alleen voor een pompoen, niet voor {_chip(chip)}.",
        )
    target = next_ruby_field(q.cauldron)
    if target is None:
        return _refuse(
            walk,
            "alchemisten.patient.robijnveld-op",
            f"Voorbij je laatste fiche (veld {q.cauldron.last_field}) ligt geen robijnveld meer.",
        )
    what = "de pompoen naar een robijnveld"
    if not _pay(walk, RUBY_FIELD_ACTION_COST, what):
        return _too_little(walk, RUBY_FIELD_ACTION_COST, what)
    walk.cauldron = place_at(q.cauldron, chip, target)
    walk.say(
        "alchemisten.patient.karbonkelneus",
        f"Het eerste robijnveld voorbij je laatste fiche (veld {q.cauldron.last_field}) is veld "
        f"{target}: daar leg je de pompoen, {fields(target - q.cauldron.last_field)} verder in "
        f"plaats van 1.",
    )
    return _done(walk, Choice.USE, landed=target)


def _witchs_hump(walk: _Walk) -> ActionOutcome:
    q = walk.q
    chip = q.chip
    if q.red_set == RED_SET_ASIDE and chip.ingredient is Ingredient.RED:
        return _refuse(
            walk,
            "alchemisten.patient.rood2",
            "Met set 2 van de vliegenzwam leg je dit rode fiche pas na het stoppen, en dan "
            "geeft Heksenbochel geen beloning.",
        )
    walk.cauldron = q.cauldron.place(chip, steps_of(chip))
    landed = walk.cauldron.last_field
    if not TRACK[landed].ruby:
        return _refuse(
            walk,
            "alchemisten.patient.heksenbochel",
            f"{sentence(_chip(chip))} gaat {fields(steps_of(chip))} verder, naar veld "
            f"{landed}, en daar staat geen robijn: geen beloning.",
            placed_said=True,
        )
    reward = hump_reward(chip)
    if not _pay(walk, RUBY_FIELD_ACTION_COST, "de beloning"):
        walk.cauldron = q.cauldron
        return _too_little(walk, RUBY_FIELD_ACTION_COST, "de beloning")
    by = _hump_reason(chip)
    details: dict[str, object] = {"landed": landed}
    if reward is HumpReward.RUBY:
        details["rubies"] = 1
        gets = "1 robijn"
    elif reward is HumpReward.DIE:
        details["die_rolls"] = 1
        gets = (
            "één worp met de bonusdobbelsteen; gooi je de druppel, dan gaat je druppel meteen "
            "een veld vooruit en blijven je fiches liggen"
        )
    elif reward is HumpReward.MANDRAKE:
        details["to_bag"] = Chips((MANDRAKE,))
        gets = f"{MANDRAKE.dutch()}, die meteen in je buidel gaat"
    else:
        details["victory_points"] = HUMP_POINTS
        gets = points(HUMP_POINTS)
    walk.say(
        "alchemisten.patient.heksenbochel",
        f"{sentence(_chip(chip))} ligt op veld {landed}, een robijnveld. {by}: je krijgt {gets}.",
    )
    return _done(walk, Choice.USE, **details)


def _hump_reason(chip: Chip) -> str:
    if chip.ingredient in (Ingredient.BLACK, Ingredient.PURPLE, Ingredient.LOCOWEED):
        return f"Het is een {chip.ingredient.dutch}"
    return f"Het fiche heeft waarde {chip.value}"


def _forgetfulness(walk: _Walk) -> ActionOutcome:
    q = walk.q
    chip = q.chip
    if chip.is_white or chip.ingredient is Ingredient.LOCOWEED:
        kind = "een knalerwt" if chip.is_white else "narrenkruid"
        return _refuse(
            walk,
            "alchemisten.patient.vergeetachtigheid.niet",
            f"{sentence(kind)} mag Vergeetachtigheid nooit terugdoen.",
        )
    whites = q.cauldron.white_total()
    if whites > q.limit:
        return _refuse(
            walk,
            FORGET_AFTER_EXPLOSION,
            f"Je witte fiches zijn samen {whites}, meer dan {q.limit}: je ketel is ontploft en je "
            "bereidingsfase voorbij, dus je doet geen fiche meer terug.",
        )
    cost = chip.value or 0
    what = f"{_chip(chip)} terugdoen"
    if not _pay(walk, cost, what):
        return _too_little(walk, cost, what)
    spot = max(p.field for p in q.cauldron.chips if p.chip == chip)
    walk.cauldron = without_last(q.cauldron, chip)
    walk.say(
        "alchemisten.patient.vergeetachtigheid",
        f"{sentence(_chip(chip))} gaat van veld {spot} terug in je buidel, voor evenveel "
        f"essentie als zijn waarde. Veld {spot} blijft leeg; de andere fiches blijven liggen.",
    )
    return _done(walk, Choice.USE, to_bag=Chips((chip,)))


# -- what a patient gives after the essence phase --------------------------------------------------


def bonus_ruling(question: BonusQuestion) -> Ruling[BonusOutcome]:
    """What the patient gives for the field reached, and when it applies, step by step."""
    q = question
    p = q.patient
    when = p.value.timing.value
    steps: list[Step] = []

    def say(clause_id: str, text: str, cauldron: Cauldron | None = None) -> None:
        shown = q.cauldron if cauldron is None else cauldron
        steps.append(Step(clause_id, text, PatientBoard(p, q.field, shown, None, text)))

    action = p.value.has_action and q.round < LAST_ROUND
    result = BonusOutcome(p, q.field, q.round, when, action=action)
    say(
        "alchemisten.bonus.buisje",
        f"Ronde {q.round}: je essentiefiche eindigt op veld {q.field}; je patiënt is {p.dutch}.",
    )
    if q.round == LAST_ROUND:
        say(
            "alchemisten.laatste-ronde",
            f"In ronde {LAST_ROUND} geeft de kaart van {p.dutch} niets; je krijgt "
            f"{points(q.field)} voor je veld.",
        )
        return _bonus(q, result, steps)
    if q.field == 0:
        say("alchemisten.bonus.buisje", "Op veld 0 begint geen buisje: geen glas, geen bonus.")
        return _bonus(q, result, steps)
    glass = q.glasses[p][q.field - 1]
    result = replace(result, victory_points=glass.victory_points, rat=glass.rat)
    if glass.rat:
        say(
            "alchemisten.bonus.rat",
            "In het glas staat een rattenstaart: die telt in de volgende ronde voor je mee.",
        )
    if glass.victory_points:
        say(
            "alchemisten.bonus.punten",
            f"In het glas {agree(glass.victory_points, 'staat', 'staan')} "
            f"{points(glass.victory_points)}: je scoresteen gaat meteen "
            f"{fields(glass.victory_points)} vooruit.",
        )
    if p in (Patient.NERVOUSNESS, Patient.EAR_WORM):
        return _draws(q, result, steps, say)
    if p is Patient.CHICKEN_EYES:
        bonus = chicken_bonus(q.field, q.options)
        say(
            "alchemisten.patient.kippenogen",
            f"Op veld {q.field} geeft Kippenogen: {bonus.value}. Dat krijg je {when}.",
        )
        say(
            "alchemisten.patient.kippenogen.volgorde",
            "Welke bonus bij welk veld hoort, volgt hier "
            + ("de keuze 'afbeeldingen'." if q.options.is_default else "jouw eigen volgorde."),
        )
        value = CHICKEN_SWAP_VALUES.get(bonus)
        if value:
            _chicken_swap(q, value, say)
        return _bonus(
            q, replace(result, chicken=bonus, swaps=swappable(q.cauldron, value or 0)), steps
        )
    if p is Patient.VAMPIRISM:
        if q.field == 1:
            say(
                "alchemisten.patient.vampierisme",
                "Op veld 1 geeft Vampierisme geen aankoop, alleen die rattenstaart.",
            )
            return _bonus(q, result, steps)
        coins = vampirism_coins(q.field, q.options)
        say(
            "alchemisten.patient.vampierisme",
            f"Vampierisme: {when} koop je één fiche extra voor hoogstens {coins} geld; het "
            f"gaat meteen in je buidel, los van je gewone aankopen.",
        )
        say(
            "alchemisten.patient.vampierisme.munten",
            f"{coins} geld op veld {q.field}: "
            + (
                "de keuze 'veldnummer' (geld = veld)."
                if q.options.is_default
                else "jouw eigen bedragen."
            ),
        )
        return _bonus(q, replace(result, coins=coins), steps)
    if q.round == 1:
        say(
            "alchemisten.patient.pas-volgende-ronde",
            f"Dit is de essentiefase van ronde 1: van {p.dutch} krijg je nu alleen wat in het "
            f"glas staat; de actie gebruik je vanaf ronde {FIRST_ACTION_ROUND}.",
        )
    say(
        CLAUSE_OF[p],
        f"{p.dutch} geeft je een actie voor je bereidingsfase van ronde {q.round + 1}; betalen "
        f"doe je met de essentie van veld {q.field}.",
    )
    return _bonus(q, result, steps)


Say = Callable[..., None]


def _chicken_swap(q: BonusQuestion, value: int, speak: Say) -> None:
    """Which chips of the cauldron Kippenogen's swap could take (none: nothing to swap)."""
    chips = swappable(q.cauldron, value)
    if chips:
        speak(
            "alchemisten.patient.kippenogen",
            f"In je ketel kun je ruilen: {listing([str(c) for c in chips], last='of')}; het nieuwe "
            f"fiche van waarde {value} gaat in je buidel, het oude terug in de doos.",
        )
        return
    speak(
        "alchemisten.patient.kippenogen",
        f"In je ketel ligt geen gekleurd 1-fiche waarvan een {value}-fiche bestaat: er valt "
        "niets te ruilen.",
    )


_OWN_ACTION = (
    "; werkt zijn boek bij het leggen (een extra veld, een blik in de buidel, een knalerwt "
    "terug), dan doe je dat nu, zoals bij het brouwen"
)
"""Oorwurm's coloured chips act as while brewing; this ruling counts the value only (the engine
adds the books' extras and asks their choices, see ``patients_in_play.EarWormDraw``)."""


def _draws(
    q: BonusQuestion, result: BonusOutcome, steps: list[Step], speak: Say
) -> Ruling[BonusOutcome]:
    p = q.patient
    n = q.draws
    if p is Patient.NERVOUSNESS and n == 0:
        speak(
            "alchemisten.patient.schichtigheid",
            "Op veld 1 trekt Schichtigheid niets; de rattenstaart is je bonus.",
        )
        return _bonus(q, result, steps)
    result = replace(result, draws=n)
    when = p.value.timing.value
    clause_id = CLAUSE_OF[p]
    if q.drawn is None:
        speak(clause_id, f"Het glas zegt: trek {count(n, 'fiche', 'fiches', one='1')}, {when}.")
        return _bonus(q, result, steps)
    if p is Patient.NERVOUSNESS:
        whites = Chips(tuple(c for c in q.drawn if c.is_white))
        others = Chips(tuple(c for c in q.drawn if not c.is_white))
        back = f"; {whites} gaat terug in de buidel" if whites else ""
        speak(
            clause_id,
            f"{sentence(when)} trek je {count(n, 'fiche', 'fiches', one='1')}: {q.drawn}{back}. "
            f"Open voor je liggen: {others or 'geen fiches'}.",
        )
        return _bonus(q, replace(result, open_chips=others, to_bag=whites), steps)
    cauldron, aside = q.cauldron, []
    for chip in q.drawn:
        if q.red_set == RED_SET_ASIDE and chip.ingredient is Ingredient.RED:
            aside.append(chip)
            speak(
                "alchemisten.patient.rood2",
                f"{sentence(chip.dutch())} (set 2) gaat naast je ketel; het telt als getrokken.",
                cauldron,
            )
            continue
        before = cauldron.last_field
        cauldron = cauldron.place(chip, steps_of(chip))
        acts = "" if chip.is_white else _OWN_ACTION
        speak(
            clause_id,
            f"{sentence(chip.dutch())} gaat {fields(steps_of(chip))} verder dan veld {before}, "
            f"naar veld {cauldron.last_field}{acts}.",
            cauldron,
        )
        if chip.is_white:
            total = cauldron.white_total()
            state = "meer dan 7, maar" if total > 7 else "en"
            speak(
                "alchemisten.patient.oorwurm.wit",
                f"Je witte fiches zijn nu samen {total}, {state} je ketel ontploft hierdoor niet.",
                cauldron,
            )
    return _bonus(q, replace(result, cauldron=cauldron, set_aside=Chips(tuple(aside))), steps)


def _bonus(q: BonusQuestion, result: BonusOutcome, steps: list[Step]) -> Ruling[BonusOutcome]:
    return Ruling(
        question=f"Wat geeft {q.patient.dutch} op veld {q.field} in ronde {q.round}, en wanneer?",
        answer=_bonus_answer(result),
        result=result,
        steps=tuple(steps),
    )


def _bonus_answer(r: BonusOutcome) -> str:
    parts = []
    if r.round == LAST_ROUND:
        return f"Niets van de kaart; in ronde {LAST_ROUND} krijg je {points(r.field)}."
    if r.victory_points:
        parts.append(f"{points(r.victory_points)} meteen")
    if r.rat:
        parts.append("een rattenstaart in de volgende ronde")
    if r.draws:
        parts.append(f"{count(r.draws, 'fiche', 'fiches', one='1')} trekken {r.when}")
    if r.chicken is not None:
        parts.append(f"{r.chicken.value} ({r.when})")
    if r.coins:
        parts.append(f"een extra fiche voor hoogstens {r.coins} geld ({r.when})")
    if r.action:
        parts.append("een actie voor je volgende bereidingsfase")
    return sentence(listing(parts)) + "." if parts else "Niets."


# -- the start: three patients on the table, and the extra start chips -----------------------------


def start_ruling(patient: Patient) -> Ruling[Chips]:
    """The start bag of a player who treats ``patient``: the base game's nine chips plus what
    the patient adds (Karbonkelneus a pumpkin, Vergeetachtigheid a crow skull and a toadstool)."""
    from rulebook.core import checks
    from rulebook.quacks.alchemists.patients.data import card
    from rulebook.quacks.data import START_BAG

    checks.instance("patient", patient, Patient)
    base = Chips(tuple(Chip(i, v) for (i, v), n in START_BAG.items() for _ in range(n)))
    extra = card(patient).start_chips
    bag = Chips((*base, *extra))

    def board(text: str, chips: Chips) -> PatientBoard:
        return PatientBoard(patient, 0, Cauldron(), None, text, chips, "Je startbuidel")

    steps = [
        Step(
            "alchemisten.spelmateriaal",
            "Je krijgt een alchemistenpiston, een essentiefiche en vier dubbelzijdige "
            "essentiekaarten in jouw kleur: samen de essenties van alle acht patiënten.",
            board("Je spullen voor De Alchemisten.", Chips()),
        ),
        Step(
            "alchemisten.patient.kiezen",
            f"Drie patiënten liggen op tafel; jij kiest {patient.dutch} en legt zijn "
            f"essentiekaart op je piston, je essentiefiche op veld 0.",
            board(f"Je kiest {patient.dutch}.", Chips()),
        ),
        Step(
            "kwakzalvers.startbuidel",
            f"Zoals altijd begin je met {count(len(base), 'fiche', 'fiches')}: {base}.",
            board("De startbuidel van het basisspel.", base),
        ),
    ]
    if extra:
        start_clause = {
            Patient.CARROT_NOSE: "alchemisten.patient.karbonkelneus.start",
            Patient.FORGETFULNESS: "alchemisten.patient.vergeetachtigheid.start",
        }[patient]
        text = (
            f"{patient.dutch} geeft je er {extra} bij ({extra.dutch()}): je begint met "
            f"{count(len(bag), 'fiche', 'fiches')}."
        )
        steps.append(Step(start_clause, text, board(text, bag)))
    else:
        text = f"{patient.dutch} geeft geen extra fiches: je begint met {len(bag)} fiches."
        steps.append(Step(CLAUSE_OF[patient], text, board(text, bag)))
    return Ruling(
        question=f"Waarmee begin je als je {patient.dutch} behandelt?",
        answer=f"Met {count(len(bag), 'fiche', 'fiches')} in je buidel: {bag}.",
        result=bag,
        steps=tuple(steps),
    )
