"""Explained answers for Castle Combo: a card's points, a tableau's total, a price, the
messenger, a refill, the setup. Each returns a ``Ruling`` whose steps cite clauses and give the
actual numbers; they call the same functions the scoring uses (``rules``)."""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.castle_combo.abilities import Gains
from rulebook.castle_combo.data import Card
from rulebook.castle_combo.effects import DUNGEON, GAME, Banner, Discount, PerLockCard
from rulebook.castle_combo.rules import (
    DEFAULT_RULES,
    Rules,
    Scored,
    View,
    card_score,
    place_name,
    score,
    settle,
)
from rulebook.castle_combo.rules import (
    result as winners,
)
from rulebook.castle_combo.state import KEY, EndTableau
from rulebook.core.dutch import count, listing
from rulebook.core.errors import RuleError
from rulebook.core.model.cards import Position, Tableau
from rulebook.core.model.game import Result
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling


@dataclass(frozen=True)
class CardPoints:
    """One card's points on a finished tableau, with the explanation."""

    position: Position
    name: str
    points: int
    explanation: str

    def as_json(self) -> dict[str, object]:
        return {
            "naam": self.name,
            "rij": self.position[0] + 1,
            "kolom": self.position[1] + 1,
            "punten": self.points,
            "uitleg": self.explanation,
        }


@dataclass(frozen=True)
class TableauScore:
    """A tableau's points: each card, the keys, the total and the gold left in hand."""

    cards: tuple[CardPoints, ...]
    keys: int
    total: int
    leftover_gold: int
    before: tuple[str, ...] = ()
    """What happened before the scrolls (lock keys joined your keys, gold on the purses)."""


def _card_step(
    view: View, position: Position, card: Card | None, scored: Scored
) -> tuple[CardPoints, Step]:
    where = place_name(position)
    if card is None:
        text = f"Gedekte kaart op {where}: geen rol, 0 punten."
        return CardPoints(position, "gedekt", 0, text), Step(f"{GAME}.gedekt", text, view.end)
    text = f"{card.shown} op {where}, rol '{card.scroll.dutch()}': {scored.text}."
    return CardPoints(position, card.name, scored.points, text), Step(
        card.scroll.clause_id, text, view.end
    )


def _lock_option_step(view: View, card: Card | None) -> tuple[Step, ...]:
    if card is None or not isinstance(card.scroll, PerLockCard):
        return ()
    text = (
        f"Welke kaarten een slot hebben, is een keuze: slotkaarten={view.rules.locks} (alle "
        f"twaalf kaarten van de uitbreiding)."
        if view.rules.locks == "alle"
        else "Welke kaarten een slot hebben, is een keuze: slotkaarten=geen (geen enkele)."
    )
    return (Step(f"{DUNGEON}.keuze.slotkaarten", text, view.end),)


def card_ruling(end: EndTableau, position: Position, rules: Rules = DEFAULT_RULES) -> Ruling[int]:
    """How many points the card at ``position`` scores at the end, and why."""
    placed = end.tableau.at(position)
    if placed is None:
        raise RuleError(f"{GAME}.plaatsen", f"Op {place_name(position)} ligt geen kaart.")
    _check_lock_keys(end, rules)
    settlement = settle(end, rules)
    view, steps = settlement.view, settlement.steps()
    points, step = _card_step(view, position, *card_score(view, position))
    steps.extend(_lock_option_step(view, view.end.card(placed)))
    steps.append(step)
    return Ruling(
        f"Hoeveel punten levert de kaart op {place_name(position)}?",
        f"{points.name}: {points.points} punten.",
        points.points,
        tuple(steps),
    )


def tableau_ruling(end: EndTableau, rules: Rules = DEFAULT_RULES) -> Ruling[TableauScore]:
    """A tableau's total at the end: the lock keys, the purses, each card, the keys. A key
    on a card without a lock under ``rules`` cannot lie there (a ``RuleError``)."""
    _check_lock_keys(end, rules)
    scored = score(end, rules)  # the engine's total, counted once
    view, steps = scored.settlement.view, scored.settlement.steps()
    before = tuple(step.text for step in steps)
    cards: list[CardPoints] = []
    for position, card, points in scored.cards():
        told, step = _card_step(view, position, card, points)
        steps.extend(_lock_option_step(view, card))
        steps.append(step)
        cards.append(told)
    total = scored.total
    steps.append(
        Step(
            f"{GAME}.telling",
            f"Kaarten samen {scored.from_cards} punten, plus "
            f"{count(scored.keys, 'sleutel', 'sleutels')} × 1 = {total} punten.",
            view.end,
        )
    )
    result = TableauScore(tuple(cards), scored.keys, total, scored.leftover_gold, before)
    return Ruling("Hoeveel punten is dit vierkant waard?", f"{total} punten.", result, tuple(steps))


def _check_lock_keys(end: EndTableau, rules: Rules) -> None:
    """A key waits only on a card whose lock the options keep (uit-de-kerker.keuze.slotkaarten):
    with ``slotkaarten=geen`` no prisoner has a lock, so none carries a key at the end."""
    for _, placed in end.cells():
        card = end.card(placed)
        if card is not None and placed.token(KEY) and not rules.has_lock(card):
            raise RuleError(
                f"{DUNGEON}.keuze.slotkaarten",
                f"Met slotkaarten={rules.locks} heeft {card.name} geen slot: haar vaardigheid "
                "werkte meteen, dus er ligt geen sleutel op.",
            )


# -- buying ------------------------------------------------------------------------------------


def discount_for(card: Card, owned: tuple[Card, ...]) -> list[Card]:
    """The cards already in your square whose discount applies to ``card``."""
    return [
        own
        for own in owned
        if isinstance(own.ability, Discount) and card.row in own.ability.banners and own != card
    ]


def price_ruling(
    card: Card, owned: tuple[Card, ...] = (), gold: int = 99, *, face_down: bool = False
) -> Ruling[int]:
    """What taking ``card`` costs (or brings, face down) with the face-up cards ``owned``."""
    if face_down:
        steps = (
            Step(f"{GAME}.kopen", f"{card.shown} ligt in de rij van de boodschapper.", None),
            Step(
                f"{GAME}.gedekt",
                f"Je neemt {card.shown} gedekt: 0 goud betalen, je krijgt 6 goud en 2 sleutels; "
                f"de kaart telt verder nergens voor.",
                None,
            ),
        )
        return Ruling(
            f"Wat kost {card.shown} gedekt?", "Niets: je krijgt 6 goud en 2 sleutels.", 0, steps
        )
    helpers = discount_for(card, owned)
    price = max(card.cost - len(helpers), 0)
    steps_list = [Step(f"{GAME}.kopen", f"{card.shown} kost {card.cost} goud.", None)]
    names = listing([h.shown for h in helpers]) or "geen kaart"
    steps_list.append(
        Step(
            f"{GAME}.korting",
            f"Korting van {names}: {len(helpers)} eraf; {card.cost} - {len(helpers)} = "
            f"{card.cost - len(helpers)}"
            + (
                ", maar nooit onder 0: je betaalt 0."
                if card.cost - len(helpers) < 0
                else f": je betaalt {price}."
            ),
            None,
        )
    )
    if price > gold:
        raise RuleError(
            f"{GAME}.kopen",
            f"{card.shown} kost je {price} goud en je hebt er {gold}; neem hem gedekt.",
        )
    return Ruling(f"Wat kost {card.shown}?", f"{price} goud.", price, tuple(steps_list))


def messenger_ruling(
    card: Card, at: Banner, *, face_down: bool = False, one_row_left: bool = False
) -> Ruling[Banner]:
    """Where the messenger stands after ``card`` was taken from the row at ``at``."""
    if face_down or not card.messenger:
        why = "gedekt genomen" if face_down else "zonder boodschapperteken"
        step = Step(
            f"{GAME}.boodschapper",
            f"{card.shown} is {why}: de boodschapper blijft bij de {at.rij}.",
            None,
        )
        return Ruling(
            "Waar gaat de boodschapper heen?", f"Hij blijft bij de {at.rij}.", at, (step,)
        )
    other = Banner.VILLAGE if card.row is Banner.CASTLE else Banner.CASTLE
    steps = [
        Step(
            f"{GAME}.boodschapper",
            f"{card.shown} heeft een boodschapperteken naar de {other.rij}.",
            None,
        )
    ]
    if one_row_left:
        steps.append(
            Step(
                f"{GAME}.lege-rij",
                f"Er is nog maar één rij over: de boodschapper blijft bij de {at.rij}.",
                None,
            )
        )
        return Ruling(
            "Waar gaat de boodschapper heen?", f"Hij blijft bij de {at.rij}.", at, tuple(steps)
        )
    return Ruling("Waar gaat de boodschapper heen?", f"Naar de {other.rij}.", other, tuple(steps))


def refill_ruling(in_row: int, deck: int, discards: int) -> Ruling[str]:
    """What happens when a row with ``in_row`` cards is refilled from a stack of ``deck`` cards
    with ``discards`` cards on its discard pile: ``aangevuld``, ``geschud`` or ``uit het spel``."""
    for name, value in (("in_row", in_row), ("deck", deck), ("discards", discards)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(f"{name} is a whole number from 0, not {value!r}")
    if in_row > 3:
        raise RuleError(f"{GAME}.aanvullen", f"Een rij heeft drie kaarten, niet {in_row}.")
    need = 3 - in_row
    steps = [
        Step(
            f"{GAME}.aanvullen",
            f"De rij heeft {count(in_row, 'kaart', 'kaarten')}; er moeten er {need} bij.",
            None,
        )
    ]
    if deck >= need:
        steps.append(Step(f"{GAME}.aanvullen", f"De stapel heeft {deck} kaarten: genoeg.", None))
        return Ruling("Hoe vul je de rij aan?", "Gewoon van de stapel.", "aangevuld", tuple(steps))
    if deck + discards >= need:
        steps.append(
            Step(
                f"{GAME}.aanvullen",
                f"De stapel heeft er {deck}; de {discards} afgelegde kaarten worden geschud tot "
                f"een nieuwe stapel.",
                None,
            )
        )
        return Ruling(
            "Hoe vul je de rij aan?",
            "Na het schudden van de afgelegde kaarten.",
            "geschud",
            tuple(steps),
        )
    steps.append(
        Step(
            f"{GAME}.lege-rij",
            f"Stapel en aflegstapel samen hebben {count(deck + discards, 'kaart', 'kaarten')}, "
            f"minder dan {need}: "
            f"deze plek gaat uit het spel.",
            None,
        )
    )
    return Ruling(
        "Hoe vul je de rij aan?", "Niet: de plek gaat uit het spel.", "uit het spel", tuple(steps)
    )


def setup_ruling(players: int, *, dungeon: bool = False) -> Ruling[dict[str, int]]:
    """What is on the table at the start for ``players`` players."""
    if isinstance(players, bool) or not isinstance(players, int):
        raise TypeError("players is a whole number")
    if not 2 <= players <= 5:
        raise RuleError(
            f"{GAME}.materiaal", f"Castle Combo speel je met 2 tot 5 spelers, niet {players}."
        )
    per_row = 39 + (6 if dungeon else 0)
    steps = [Step(f"{GAME}.materiaal", "39 kasteelkaarten en 39 dorpskaarten, elk één keer.", None)]
    if dungeon:
        steps.append(
            Step(
                f"{DUNGEON}.inhoud", "Uit de Kerker! schudt er zes bij elke stapel: 45 en 45.", None
            )
        )
    steps.append(
        Step(
            f"{GAME}.voorbereiding",
            f"Drie kaarten open per rij, {per_row - 3} blijven in elke stapel; de boodschapper "
            f"bij de dorpsrij; {players} spelers krijgen elk 15 goud en 2 sleutels "
            f"({15 * players} goud en {2 * players} sleutels samen).",
            None,
        )
    )
    result = {"stapel": per_row - 3, "goud": 15, "sleutels": 2}
    return Ruling(
        f"Hoe begint een spel met {players} spelers?",
        "15 goud en 2 sleutels elk.",
        result,
        tuple(steps),
    )


# -- placing and abilities -----------------------------------------------------------------


def placement_ruling(tableau: Tableau, position: Position, card: str) -> Ruling[Tableau]:
    """Lay ``card`` at ``position`` (relative, as ``Tableau.legal_positions`` gives them)."""
    legal = tableau.legal_positions()
    if position not in legal:
        raise RuleError(
            f"{GAME}.plaatsen",
            f"Daar mag de kaart niet: ze moet recht naast een kaart liggen en het vierkant "
            f"blijft 3 bij 3 ({len(legal)} plaatsen mogelijk).",
        )
    after = tableau.place(position, card)
    step = Step(
        f"{GAME}.plaatsen",
        f"{len(legal)} plaatsen waren mogelijk; de kaart ligt nu als {len(after)}e in je vierkant.",
        after,
    )
    return Ruling("Mag de kaart daar liggen?", "Ja.", after, (step,))


def ability_ruling(
    tableau: Tableau,
    card_id: str,
    neighbours: tuple[Tableau, ...] = (),
    choice: int = 0,
    rows: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
    slot: int = 0,
) -> Ruling[Gains]:
    """What the ability of ``card_id`` (already in ``tableau``, face up) gives right now."""
    from rulebook.castle_combo.abilities import Situation, run
    from rulebook.castle_combo.data import BY_ID

    card = BY_ID[card_id]
    if card_id not in tableau:
        raise RuleError(f"{GAME}.vaardigheid", f"{card.shown} ligt niet in dit vierkant.")
    gains, steps = run(card.ability, Situation(tableau, neighbours, choice, rows, slot))
    parts = [f"{gains.gold} goud", count(gains.keys, "sleutel", "sleutels")]
    answer = f"Jij krijgt {' en '.join(parts)}"
    if gains.on_purses:
        answer += f", en {sum(n for _, n in gains.on_purses)} goud op je beurzen"
    if gains.others_gold or gains.others_keys:
        others = count(gains.others_keys, "sleutel", "sleutels")
        answer += f"; elke tegenspeler {gains.others_gold} goud en {others}"
    return Ruling(f"Wat levert de vaardigheid van {card.shown} op?", answer + ".", gains, steps)


def winner_ruling(points: tuple[int, ...], gold: tuple[int, ...]) -> Ruling[Result]:
    """Who wins, with the tie on leftover gold explained."""
    result = winners(points, gold)
    best = max(points)
    tied = [seat for seat, p in enumerate(points) if p == best]
    steps = [
        Step(
            f"{GAME}.gelijkspel",
            f"De meeste punten: {best}, voor {listing([f'speler {s + 1}' for s in tied])}.",
            None,
        )
    ]
    if len(tied) > 1:
        each = listing([f"speler {s + 1} {gold[s]}" for s in tied])
        steps.append(Step(f"{GAME}.gelijkspel", f"Gelijk; overgebleven goud: {each}.", None))
    return Ruling("Wie wint?", result.dutch(), result, tuple(steps))
