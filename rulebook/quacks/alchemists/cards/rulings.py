"""Rulings of the new fortune-teller cards of De Alchemisten: which card may be played, and
what the computable ones give (P2, P6, P9, P10, B3, B4, B6, B7, B9), every step citing a clause
with the actual numbers. Cards without numbers are told by their effect (``card_ruling``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.core import checks
from rulebook.core.dutch import fields, listing, numeral, points, rat_tails, rubies
from rulebook.core.errors import RuleError
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.alchemists.cards import rules as card_rules
from rulebook.quacks.alchemists.cards.data import (
    HERB_WITCHES_CLAUSE,
    LAST_CHIP_CLAUSE,
    SYMBOL_CLAUSE,
    TITLES_CLAUSE,
    AlchemistsCard,
    GermanTitles,
    LastChip,
    Symbol,
    alchemists_card,
)
from rulebook.quacks.alchemists.cards.effects import DropletForChip, RatsForChip
from rulebook.quacks.alchemists.data import PISTON_TOP
from rulebook.quacks.alchemists.essence.rulings import essence_ruling
from rulebook.quacks.alchemists.essence.state import EssenceResult, EssenceSituation
from rulebook.quacks.alchemists.locoweed.books import colours_reach, whites_reach
from rulebook.quacks.data import EXPLOSION_LIMIT, Ingredient
from rulebook.quacks.effects import Effect
from rulebook.quacks.state import Chip, Chips

NEIGHBOURS = "alchemisten.essentie.3"


@dataclass(frozen=True)
class CardPicture:
    """A step's picture: the card itself."""

    card_id: str

    def _repr_svg_(self) -> str:
        from rulebook.quacks.alchemists.cards.svg import alchemists_card_svg

        return alchemists_card_svg(self.card_id)


def _playable_step(card: AlchemistsCard, essence_phase: bool) -> Step:
    """The symbol check every card ruling starts with; a card that may not be used is refused."""
    if card.symbol is Symbol.HERB_WITCHES:
        raise RuleError(
            card.clause_id,
            f"Kaart {card.id} ({card.dutch}) draagt de heksenhoed: ze hoort bij De "
            "Kruidenheksen. Die uitbreiding staat niet in dit regelboek, dus de kaart gaat terug "
            "in de doos.",
        )
    if card.symbol is Symbol.ALCHEMISTS and not essence_phase:
        raise RuleError(
            SYMBOL_CLAUSE,
            f"Kaart {card.id} ({card.dutch}) draagt de kolf van De Alchemisten: zonder "
            "essentiefase gebruik je haar niet.",
        )
    text = (
        f"Kaart {card.id}, '{card.dutch}', draagt geen symbool: ze doet altijd mee."
        if card.symbol is Symbol.NONE
        else f"Kaart {card.id}, '{card.dutch}', draagt de kolf: je speelt met de essentiefase, "
        "dus ze doet mee."
    )
    return Step(SYMBOL_CLAUSE, text, CardPicture(card.id))


def card_ruling(card_id: str, *, essence_phase: bool = True) -> Ruling[Effect]:
    """What a card does, as its effect says it (the computable cards have their own ruling)."""
    card = alchemists_card(card_id)
    checks.yes_or_no("essence_phase", essence_phase)
    first = _playable_step(card, essence_phase)
    kind = "paarse kaart: meteen, vóór de ronde" if card.is_purple else "blauwe kaart: deze ronde"
    said = card.effect.dutch()
    steps = (
        first,
        Step(
            card.clause_id,
            f"{kind[:1].upper()}{kind[1:]}. {said[:1].upper()}{said[1:]}.",
            CardPicture(card.id),
        ),
    )
    return Ruling(
        question=f"Wat doet kaart {card.id} van De Alchemisten ('{card.dutch}')?",
        answer=f"{said[:1].upper()}{said[1:]}.",
        result=card.effect,
        steps=steps,
    )


def _ruling(
    card_id: str, question: str, answer: str, result: object, *more: tuple[str, str]
) -> Ruling[object]:
    card = alchemists_card(card_id)
    steps = [_playable_step(card, True)]
    steps += [Step(clause_id, text, CardPicture(card.id)) for clause_id, text in more]
    return Ruling(question=question, answer=answer, result=result, steps=tuple(steps))


def deck_ruling() -> Ruling[tuple[str, ...]]:
    """Which of the 20 new cards the deck gets: the engine's own deck (``deck_cards``), told by
    symbol; the three with the witch's hat stay in the box (a choice of this rulebook)."""
    from rulebook.quacks.alchemists.cards.data import CARDS
    from rulebook.quacks.alchemists.cards.in_play import PREFIX, deck_cards

    in_deck = tuple(card.id.removeprefix(PREFIX) for card in deck_cards())
    by_symbol = {s: [c.id for c in CARDS if c.symbol is s] for s in Symbol}
    plain, flask = by_symbol[Symbol.NONE], by_symbol[Symbol.ALCHEMISTS]
    hat = [c.id for c in CARDS if c.id not in in_deck]
    steps = (
        Step(
            SYMBOL_CLAUSE,
            f"{len(plain)} kaarten dragen geen symbool ({listing(plain)}): die doen altijd mee.",
        ),
        Step(
            SYMBOL_CLAUSE,
            f"{len(flask)} dragen de kolf ({listing(flask)}): met De Alchemisten speel je de "
            "essentiefase, dus die doen ook mee.",
        ),
        Step(
            HERB_WITCHES_CLAUSE,
            f"{len(hat)} dragen de heksenhoed ({listing(hat)}): dit regelboek speelt zonder De "
            "Kruidenheksen, dus die blijven in de doos.",
        ),
    )
    return Ruling(
        question="Welke nieuwe waarzeggerijkaarten schud je door de stapel?",
        answer=f"{len(in_deck)} van de {len(CARDS)}; {listing(hat)} blijven in de doos.",
        result=in_deck,
        steps=steps,
    )


def ruby_fever_ruling(drawn: str) -> Ruling[object]:
    """P2: the chip you drew gives as many rubies as its value (locoweed, without a value: 1,
    as the single chip of its price table); the chip goes back."""
    chip = Chip.parse(drawn)
    value = card_rules.drawn_rubies(chip)
    steps = [
        (
            "alchemisten.kaart.P2",
            f"Je trekt een {chip.dutch()}: waarde {value}, dus {rubies(value)}. Daarna gaat het "
            "fiche terug in je buidel.",
        )
    ]
    if not chip.value:
        steps.insert(
            0,
            (
                "alchemisten.kaart.P2.narrenkruid",
                "Narrenkruid heeft geen getal; dit regelboek telt het als 1-fiche.",
            ),
        )
    return _ruling(
        "P2",
        f"Kaart P2: hoeveel robijnen geeft een getrokken {chip}?",
        f"{rubies(value)}; het fiche gaat terug in je buidel.",
        value,
        *steps,
    )


def _check_count(name: str, value: int, clause_id: str, most: int) -> int:
    checks.whole_number(name, value)
    if value < 0:
        raise RuleError(
            clause_id, f"{name[:1].upper()}{name[1:]} kan niet negatief zijn ({numeral(value)})."
        )
    if value > most:
        raise RuleError(
            clause_id, f"{name[:1].upper()}{name[1:]}: hoogstens {most}, niet {numeral(value)}."
        )
    return value


def rat_cherish_ruling(rubies_now: int, give: int) -> Ruling[object]:
    """P6: give up to 3 rubies (no more than you have); 3 extra rat tails for each."""
    clause_id = "alchemisten.kaart.P6"
    _check_count("je robijnen", rubies_now, clause_id, 99)
    if give > rubies_now:
        raise RuleError(
            clause_id, f"Je hebt {rubies(rubies_now)}; je kunt er geen {numeral(give)} inleveren."
        )
    _check_count("het aantal robijnen dat je inlevert", give, clause_id, 3)
    rats = card_rules.rats_for_rubies(give)
    return _ruling(
        "P6",
        f"Kaart P6: je hebt {rubies(rubies_now)} en levert er {give} in.",
        f"{rat_tails(rats)} extra deze ronde; je houdt {rubies(rubies_now - give)}.",
        rats,
        (
            clause_id,
            f"Je levert {rubies(give)} in; per robijn 3 rattenstaarten: {give} × 3 = "
            f"{rats} extra, bovenop de rattenstaarten die je deze ronde telt.",
        ),
    )


def useful_rodent_ruling(rats_now: int, forgo: int) -> Ruling[object]:
    """P9: forgo 2, 4 or 6 of this round's rat tails for a 1-, 2- or 4-chip (not purple)."""
    clause_id = "alchemisten.kaart.P9"
    _check_count("je rattenstaarten", rats_now, clause_id, 99)
    tiers = dict(RatsForChip().tiers)
    if forgo not in tiers:
        raise RuleError(
            clause_id, f"Je ziet af van 2, 4 of 6 rattenstaarten, niet van {numeral(forgo)}."
        )
    if forgo > rats_now:
        raise RuleError(
            clause_id,
            f"Je telt deze ronde {rat_tails(rats_now)}; van {numeral(forgo)} kun je niet afzien.",
        )
    value = card_rules.chip_for_rats(forgo)
    return _ruling(
        "P9",
        f"Kaart P9: je telt {rat_tails(rats_now)} en ziet af van {forgo}.",
        f"Een {value}-fiche naar keuze (niet paars); je rattensteen gaat {fields(rats_now - forgo)}"
        " vooruit.",
        value,
        (
            clause_id,
            f"{forgo} rattenstaarten opgeven levert een fiche van waarde {value} op (geen "
            f"paars). Je rattensteen zet je nog {fields(rats_now - forgo)} vooruit.",
        ),
    )


def tipple_ruling(droplet: int, back: int) -> Ruling[object]:
    """P10: the droplet 1 or 2 fields back for a 2- or 4-chip; never below field 0."""
    clause_id = "alchemisten.kaart.P10"
    _check_count("het veld van je druppel", droplet, clause_id, 52)
    tiers = dict(DropletForChip().tiers)
    if back not in tiers:
        raise RuleError(clause_id, f"Je druppel gaat 1 of 2 velden terug, niet {numeral(back)}.")
    if back > droplet:
        raise RuleError(
            clause_id,
            f"Je druppel staat op veld {droplet}; {fields(back)} terug kan niet, onder veld 0 "
            "komt hij niet.",
        )
    value = card_rules.chip_for_droplet(back)
    return _ruling(
        "P10",
        f"Kaart P10: je druppel staat op veld {droplet} en gaat {fields(back)} terug.",
        f"Je druppel staat op veld {droplet - back}; je neemt een {value}-fiche naar keuze.",
        value,
        (
            clause_id,
            f"Je druppel gaat van veld {droplet} naar veld {droplet - back}; daarvoor "
            f"neem je een fiche van waarde {value} uit de voorraad in je buidel.",
        ),
    )


def white_blessing_ruling(cauldron: str) -> Ruling[object]:
    """B3: after stopping, a white last chip gives as many points as its value."""
    chips = Chips.parse(cauldron)
    clause_id = "alchemisten.kaart.B3"
    if not chips:
        raise RuleError(clause_id, "Je ketel is leeg: er is geen laatste fiche.")
    last = chips[-1]
    gained = card_rules.white_blessing(last)
    text = (
        f"Je laatste fiche is wit ({last}): {points(gained)}."
        if last.is_white
        else f"Je laatste fiche is {last.dutch()}, niet wit: deze kaart geeft je niets."
    )
    return _ruling(
        "B3",
        f"Kaart B3 met de ketel {chips}: hoeveel punten?",
        f"{points(gained)}.",
        gained,
        (clause_id, text),
    )


def rat_blessing_ruling(coins: int, rats: int) -> Ruling[object]:
    """B4: this round two coins more per rat tail."""
    clause_id = "alchemisten.kaart.B4"
    _check_count("je geld", coins, clause_id, 35)
    _check_count("je rattenstaarten", rats, clause_id, 99)
    total = card_rules.rat_blessing(coins, rats)
    return _ruling(
        "B4",
        f"Kaart B4: {coins} geld van je veld en {rat_tails(rats)}.",
        f"Je koopt voor {total} geld.",
        total,
        (
            clause_id,
            f"{coins} geld van je puntentellingsveld + 2 × {rats} rattenstaarten = "
            f"{total} geld om te kopen.",
        ),
    )


def essence_card_ruling(
    card_id: str,
    situation: EssenceSituation,
    *,
    last_distance: int | None = None,
    reading: LastChip = LastChip.DISTANCE,
) -> Ruling[EssenceResult]:
    """B6 or B9 on top of an essence phase: its steps up to the neighbours, then the card.

    B6 looks whether the cauldron exploded (whites above 7). B9 takes the last chip's distance
    (``last_distance``; ``None``: its value, or a last locoweed's book 12 or 16 distance) or its
    value, as ``reading`` says. The marker stops on field 10 (``alchemisten.essentie.top``). The
    card's fields come before any glass, so the situation names no patient and no lower field.
    """
    card = alchemists_card(card_id)
    if card.id not in ("B6", "B9"):
        raise ValueError("essence_card_ruling is for cards B6 and B9")
    checks.instance("reading", reading, LastChip)
    if situation.patient is not None or situation.chosen_field is not None:
        raise ValueError("the card's fields come before the glass: give no patient, no field")
    base = essence_ruling(situation)
    reached = base.result.reached
    cut = 1 + max(i for i, step in enumerate(base.steps) if step.clause_id == NEIGHBOURS)
    steps = [_playable_step(card, True), *base.steps[:cut]]
    if card.id == "B6":
        whites = situation.cauldron.white_total()
        exploded = whites > EXPLOSION_LIMIT
        extra = card_rules.exploded_extra(exploded)
        text = (
            f"Je witte fiches zijn samen {whites}, meer dan {EXPLOSION_LIMIT}: je ketel is "
            f"ontploft, dus met kaart B6 gaat je essentiefiche {fields(extra)} extra."
            if exploded
            else f"Je witte fiches zijn samen {whites}: je ketel is niet ontploft en kaart B6 "
            "geeft je niets."
        )
        steps.append(Step(card.clause_id, text, CardPicture(card.id)))
    else:
        extra, more = _last_chip(situation, last_distance, reading)
        steps += more
    final = min(reached + extra, PISTON_TOP)
    if reached + extra > PISTON_TOP:
        steps.append(
            Step(
                "alchemisten.essentie.top",
                f"Verder dan veld {PISTON_TOP} kan je fiche niet: het stopt op veld {PISTON_TOP}.",
                CardPicture(card.id),
            )
        )
    steps.append(
        Step(
            "alchemisten.essentie.bewaren",
            f"Je essentiefiche blijft op veld {final} liggen; daarna volgt de puntentelling.",
            CardPicture(card.id),
        )
    )
    answer = f"Je essentiefiche eindigt op veld {final}" + (
        f" (zonder de kaart: veld {reached})." if final != reached else "."
    )
    return Ruling(
        question=f"Kaart {card.id} in de essentiefase: {base.question}",
        answer=answer,
        result=EssenceResult(final, reached + extra),
        steps=tuple(steps),
    )


def _last_chip(
    situation: EssenceSituation, distance: int | None, reading: LastChip
) -> tuple[int, list[Step]]:
    """B9's extra fields. Without a given distance: the value, or for a last locoweed with book
    12 or 16 the distance that book gave it."""
    clause_id = "alchemisten.kaart.B9"
    chips = situation.cauldron
    if distance is None and chips and chips[-1].ingredient is Ingredient.LOCOWEED:
        reach = {12: whites_reach, 16: colours_reach}.get(situation.locoweed_book or 0)
        distance = reach(Chips(chips.chips[:-1]))[0] if reach else None
    if not chips:
        return 0, [
            Step(
                clause_id,
                "Je ketel is leeg: geen laatste fiche, geen extra velden.",
                CardPicture("B9"),
            )
        ]
    last = chips[-1]
    value = last.value or 1
    if distance is not None:
        checks.whole_number("last_distance", distance)
        if not 1 <= distance <= 52:
            raise RuleError(clause_id, f"Een fiche gaat 1 tot 52 velden, niet {numeral(distance)}.")
    went = value if distance is None else distance
    extra = card_rules.last_chip_extra(last, went, reading)
    if reading is LastChip.DISTANCE:
        text = (
            f"Je laatste fiche, {last.dutch()}, ging {fields(went)} ver (de Duitse kaart: "
            f"'Zugweite'): je essentiefiche gaat {fields(extra)} extra."
        )
    else:
        text = (
            f"Je laatste fiche, {last.dutch()}, heeft waarde {value} (de Engelse kaart): je "
            f"essentiefiche gaat {fields(extra)} extra."
        )
    steps = [Step(clause_id, text, CardPicture("B9"))]
    if went != value:
        other = "waarde" if reading is LastChip.DISTANCE else "afstand"
        steps.append(
            Step(
                LAST_CHIP_CLAUSE,
                f"Hier verschillen de kaarten: de waarde is {value}, de afgelegde afstand "
                f"{went}. Met de keuze '{reading.value}' telt {extra}; met '{other}' was het "
                f"{went if extra == value else value}.",
                CardPicture("B9"),
            )
        )
    return extra, steps


def essential_essence_ruling(markers: tuple[int, ...]) -> Ruling[object]:
    """B7: after the essence phase, every player whose essence is highest may roll the bonus die
    once or fill the flask."""
    clause_id = "alchemisten.kaart.B7"
    checks.instance("markers", markers, tuple)
    if not 2 <= len(markers) <= 5:
        raise RuleError(clause_id, f"Aan tafel zitten 2 tot 5 spelers, niet {len(markers)}.")
    for marker in markers:
        _check_count("een essentie", marker, clause_id, PISTON_TOP)
    best = max(markers)
    winners = [seat + 1 for seat in card_rules.highest_essence(markers)]
    named = listing([f"speler {seat}" for seat in winners])
    return _ruling(
        "B7",
        "Kaart B7: wie heeft na de essentiefase de hoogste essentie? ("
        + ", ".join(f"speler {i + 1}: {m}" for i, m in enumerate(markers))
        + ")",
        f"{named[:1].upper()}{named[1:]} (essentie {best}): één worp met de bonusdobbelsteen of "
        "de fles vullen.",
        tuple(winners),
        (
            clause_id,
            f"De hoogste essentie is {best}; die heeft {named}. Wie het is, kiest: één "
            "keer met de bonusdobbelsteen gooien, of de fles vullen. Bij gelijke stand krijgt "
            "ieder van hen de keuze.",
        ),
    )


def title_ruling(card_id: str, german: GermanTitles = GermanTitles.BY_MEANING) -> Ruling[object]:
    """How card ``card_id`` is called here, in English and in German (a reader finds their own
    copy by its title)."""
    card = alchemists_card(card_id)
    checks.instance("german", german, GermanTitles)
    if card.german_seen:
        german_words = f"Duits '{card.german}'"
    elif german is GermanTitles.BY_MEANING:
        german_words = (
            f"Duits '{card.german}' (alleen naar betekenis gekoppeld; keuze 'naar betekenis')"
        )
    else:
        german_words = (
            "Duits: niet getoond, want alleen naar betekenis gekoppeld (keuze 'alleen gezien')"
        )
    text = (
        f"Kaart {card.id} heet in dit regelboek '{card.dutch}', onze eigen vertaling. Engels "
        f"'{card.english}'; {german_words}."
    )
    return Ruling(
        question=f"Hoe heet kaart {card.id} van De Alchemisten?"
        + ("" if german is GermanTitles.BY_MEANING else f" (keuze {german.value})"),
        answer=f"'{card.dutch}' (eigen vertaling) = '{card.english}'.",
        result=card.dutch,
        steps=(Step(TITLES_CLAUSE, text, CardPicture(card.id)),),
    )
