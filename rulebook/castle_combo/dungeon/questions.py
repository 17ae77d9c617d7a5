"""Rule questions of Uit de Kerker!, answered with a live example."""

from __future__ import annotations

from rulebook.castle_combo.sources import DUNGEON_RULES, GAME_PARK, REVIEWS
from rulebook.core.reader.questions import Firmness, QuestionsOf, RuleQuestion

_q = QuestionsOf("uit-de-kerker")

QUESTIONS: tuple[RuleQuestion, ...] = (
    _q(
        "sleutel-op-slot",
        "Is een sleutel die aan het eind nog op een slot ligt iets waard?",
        "Ja: hij gaat eerst bij je eigen sleutels en is dan 1 punt, zoals elke sleutel.",
        ("uit-de-kerker.slot.einde",),
        Firmness.RULES,
        DUNGEON_RULES,
        "acht gevangenen en een Scribe, twee dichte sloten",
    ),
    _q(
        "welke-sloten",
        "Welke van de twaalf nieuwe kaarten hebben een slot?",
        "De uitleg zegt 'sommige' zonder ze te noemen. Game Park en een Spaanse recensie geven "
        "alle twaalf een slot en geen bron noemt een kleinere groep, dus dit regelboek doet dat "
        "ook (optie slotkaarten=alle); met slotkaarten=geen werken hun vaardigheden meteen.",
        ("uit-de-kerker.keuze.slotkaarten",),
        Firmness.CHOICE,
        f"{DUNGEON_RULES}; {GAME_PARK}; {REVIEWS}",
        "een gevangene kopen",
    ),
    _q(
        "gedekt-kosten",
        "Wat telt een gedekte kaart bij de prijzen van een rij?",
        "0 goud: alleen de open kaarten brengen hun prijs mee.",
        ("uit-de-kerker.rol.kosten",),
        Firmness.RULES,
        DUNGEON_RULES,
        "kosten van de rij (7 + 3 + gedekt)",
    ),
)
