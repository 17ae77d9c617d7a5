"""Rule questions of Castle Combo: what players ask at the table, answered with a live example."""

from __future__ import annotations

from rulebook.castle_combo.sources import ENGLISH_RULES
from rulebook.core.reader.questions import Firmness, QuestionsOf, RuleQuestion

_q = QuestionsOf("castle-combo")

QUESTIONS: tuple[RuleQuestion, ...] = (
    _q(
        "gedekt-schilden",
        "Telt een gedekte kaart mee voor schilden, banieren of prijzen?",
        "Nee. Een gedekte kaart vult alleen een plaats in je vierkant; haar schilden, banier, "
        "prijs, vaardigheid en rol tellen niet.",
        ("castle-combo.gedekt",),
        Firmness.RULES,
        f"{ENGLISH_RULES}, Stap 2 en Voorbeeld van de telling",
        "sets, banieren en kaarten",
    ),
    _q(
        "eigen-korting",
        "Krijg ik de korting van een kaart al als ik die kaart zelf koop?",
        "Nee. De korting werkt pas vanaf de volgende kaart die je koopt.",
        ("castle-combo.korting",),
        Firmness.RULES,
        f"{ENGLISH_RULES}, Stap 2, korting",
        "prijs met korting",
    ),
    _q(
        "goud-over",
        "Wat is goud waard dat aan het eind niet meer in een beurs past?",
        "Niets: het blijft in je hand. Bij een gelijke stand wint wel wie daarvan het meeste "
        "heeft.",
        ("castle-combo.beurzen", "castle-combo.gelijkspel"),
        Firmness.RULES,
        f"{ENGLISH_RULES}, Einde van het spel",
        "gelijke stand",
    ),
)
