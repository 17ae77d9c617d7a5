"""The round of De Kwakzalvers van Kakelenburg, written as data the engine runs.

Each phase names its clause, who acts and what ends it; ``begin`` hands out what the phase asks
of the players (see ``rulebook.quacks.rules``). An expansion adds its phase with
``BASE_FLOW.insert_after(...)`` (De Alchemisten puts the essence phase after brewing); nothing
here names an expansion.
"""

from __future__ import annotations

from rulebook.core.model.flow import Actors, Flow, Level, Levels, Phase, PhaseStep
from rulebook.quacks import rules
from rulebook.quacks.board import LAST_ROUND
from rulebook.quacks.table import GameState

AFTER_BREWING = "na-het-brouwen"
"""The last phase that changes a cauldron: an expansion's phase that reads the finished cauldron
goes right after it."""

BASE_FLOW: Flow[GameState] = Flow(
    (
        Phase(
            "waarzegster",
            "1. Waarzeggerijkaart",
            "De startspeler draait een kaart om; een paarse kaart handel je meteen af, een "
            "blauwe geldt de hele ronde.",
            "kwakzalvers.waarzegster",
            who="de startspeler; bij een paarse kaart iedereen, vanaf de startspeler",
            ends="als de kaart is afgehandeld",
            steps=(PhaseStep("Ronde 6", "Iedereen een extra wit 1-fiche.", "kwakzalvers.ronde6"),),
            begin=rules.begin_round,
        ),
        Phase(
            "ratten",
            "2. De ratten",
            "Wie achterstaat, zet zijn rattensteen zoveel velden voor zijn druppel als er "
            "rattenstaarten tussen hem en de koploper liggen.",
            "kwakzalvers.ratten",
            who="iedereen behalve de koploper (automatisch)",
            ends="als elke rattensteen staat",
            steps=(
                PhaseStep(
                    "Rattenstaarten",
                    "Waar de staarten op het scorespoor liggen.",
                    "kwakzalvers.ratten.staarten",
                ),
            ),
            applies=lambda state: state.round >= 2,
            begin=rules.begin_rats,
        ),
        Phase(
            "brouwen",
            "3. Het bereiden van de drank",
            "Iedereen trekt fiches en legt ze in zijn ketel, tot hij stopt of ontploft.",
            "kwakzalvers.brouwen",
            who="alle spelers tegelijk (in ronde 9 in de maat: 'Roeren!')",
            ends="als iedereen gestopt of ontploft is",
            actors=Actors.ALL,
            steps=(
                PhaseStep("Leggen", "De waarde zegt hoe ver.", "kwakzalvers.brouwen.plaatsen"),
                PhaseStep("Acties", "Blauw, rood en geel doen meteen iets.", "kwakzalvers.acties"),
                PhaseStep("Ontploffen", "Wit boven de 7: stoppen.", "kwakzalvers.ontploffen"),
                PhaseStep("Fles", "Een wit fiche terug.", "kwakzalvers.fles"),
                PhaseStep("Stoppen", "Nog een fiche of stoppen?", "kwakzalvers.brouwen.stoppen"),
            ),
            begin=rules.begin_brewing,
            finished=rules.brewing_done,
        ),
        Phase(
            AFTER_BREWING,
            "Kaart na het brouwen",
            "Kaart B9 (een sterk ingrediënt) of B10 (leedvermaak) van het basisspel handel je af "
            "zodra iedereen gestopt is.",
            "kwakzalvers.waarzegster",
            who="vanaf de startspeler",
            ends="als de kaart is afgehandeld",
            applies=rules.after_brewing_applies,
            begin=rules.begin_after_brewing,
        ),
        Phase(
            "bonusdobbelsteen",
            "4A. Bonusdobbelsteen",
            "De verste niet-ontplofte ketel gooit met de bonusdobbelsteen.",
            "kwakzalvers.puntentelling",
            who="wie het verst kwam zonder te ontploffen",
            ends="als er gegooid is",
            steps=(
                PhaseStep("A", "Bonusdobbelsteen.", "kwakzalvers.puntentelling.a"),
                PhaseStep("Lepel", "Op de lepel gooit iedereen.", "kwakzalvers.spoor.lepel"),
            ),
            begin=rules.begin_bonus_die,
        ),
        Phase(
            "fiche-acties",
            "4B. Acties met fiches",
            "Zwart, groen en paars voeren hun actie uit, vanaf de startspeler.",
            "kwakzalvers.puntentelling.b",
            who="iedereen om de beurt, vanaf de startspeler",
            ends="als ieders acties gedaan zijn",
            begin=rules.begin_chip_actions,
        ),
        Phase(
            "robijnen",
            "4C. Robijnen",
            "Een robijn op je puntentellingsveld levert een robijn op.",
            "kwakzalvers.puntentelling.c",
            who="iedereen (automatisch)",
            ends="meteen",
            begin=rules.begin_rubies,
        ),
        Phase(
            "punten",
            "4D. Overwinningspunten",
            "De punten van je puntentellingsveld; een ontplofte ketel kiest D of E.",
            "kwakzalvers.puntentelling.d",
            who="iedereen; wie ontploft is, kiest",
            ends="als iedereen punten heeft of gekozen heeft",
            steps=(
                PhaseStep(
                    "Ontploft", "Kies punten of kopen.", "kwakzalvers.puntentelling.ontploft"
                ),
            ),
            begin=rules.begin_points,
        ),
        Phase(
            "kopen",
            "4E. Fiches kopen",
            "Koop één of twee fiches van verschillende kleur voor het geld van je veld.",
            "kwakzalvers.puntentelling.e",
            who="iedereen die mag kopen, vanaf de startspeler",
            ends="als iedereen gekocht heeft",
            steps=(PhaseStep("Voorraad", "Op is op.", "kwakzalvers.voorraad"),),
            applies=lambda state: state.round < LAST_ROUND,
            begin=rules.begin_shopping,
        ),
        Phase(
            "omzetten",
            "Ronde 9: geld omzetten",
            "In ronde 9 koop je geen fiches maar punten: één per 5 geld (niet als je "
            "ontploft bent).",
            "kwakzalvers.ronde9",
            who="iedereen die niet ontploft is (automatisch)",
            ends="meteen",
            applies=lambda state: state.round == LAST_ROUND,
            begin=rules.begin_last_coins,
        ),
        Phase(
            "einde-ronde",
            "4F. Einde van de ronde",
            "Robijnen uitgeven (druppel, fles; in ronde 9 punten), ketels leeg, de kaarten "
            "naar links, de vlam verder.",
            "kwakzalvers.puntentelling.f",
            who="iedereen, vanaf de startspeler",
            ends="als iedereen klaar is met robijnen",
            steps=(PhaseStep("Einde", "Na ronde 9: de winnaar.", "kwakzalvers.einde"),),
            begin=rules.begin_round_end,
        ),
    )
)
"""A round of the base game, phase by phase (Dutch seed, Verloop van een ronde)."""


LEVELS = Levels(Level.ROUND, rounds=LAST_ROUND, start_moves=True)
"""Above the phases: a game of nine rounds for the whole table; after each round the flame (the
start player) passes to the left (``kwakzalvers.puntentelling.f``, ``kwakzalvers.einde``)."""
