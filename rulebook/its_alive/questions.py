"""Het Leeft!: the questions players ask at the table, each with its answer and how firm it is."""

from __future__ import annotations

from rulebook.core.reader.questions import Firmness, QuestionsOf
from rulebook.its_alive.data import OWN, REFERENCE, SEED, WS

ask = QuestionsOf("het-leeft")

QUESTIONS = (
    ask(
        "opstand-lagere-kaart",
        "Mag ik een opstand sussen met een kaart van lagere waarde?",
        "Alleen als je geen kaart van minstens haar waarde hebt en niet genoeg munten: dan leg "
        "je je waardevolste kaart af (of al je munten) en houd je de opstand niet.",
        ("het-leeft.opstand.betalen", "het-leeft.opstand.onbetaalbaar"),
        Firmness.RULES,
        SEED,
        example="opstand-betalen",
    ),
    ask(
        "score-gevorderd",
        "Wat is mijn score in het gevorderde spel?",
        "De kaarten op je bord, plus je munten tot de helft daarvan, plus 5 als jij als eerste "
        "klaar was.",
        ("het-leeft.score.gevorderd", "het-leeft.score.munten", "het-leeft.score.eerste"),
        Firmness.RULES,
        SEED,
        example="score-gevorderd",
    ),
    ask(
        "ophalen-gemengd",
        "Mag ik een kerkhofkaart betalen met een kaart en munten samen?",
        "De Nederlandse regels noemen alleen een kaart of munten (een mengvorm verbieden ze "
        "uitdrukkelijk alleen bij een opstand); dit regelboek leest dat als: niet samen. Een "
        "Duitse bespreking staat het wel toe; dat is de optie ophalen=gemengd.",
        ("het-leeft.ophalen.betalen", "het-leeft.keuze.ophalen-gemengd"),
        Firmness.CHOICE,
        f"{SEED}; {WS}",
        example="ophalen-gemengd",
    ),
    ask(
        "kaartwaarden",
        "Welke waarden hebben de 60 kaarten?",
        "Dat staat in geen bron die we konden lezen; dit regelboek rekent met een voorbeeldset "
        "en leest de waarden van je eigen doos in.",
        ("het-leeft.kaarten", "het-leeft.keuze.waarden"),
        Firmness.CHOICE,
        f"{REFERENCE}; {OWN}",
        example="eigen-waarden",
    ),
)
