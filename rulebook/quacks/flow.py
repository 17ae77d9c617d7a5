"""The round of De Kwakzalvers van Kakelenburg, written as data the engine runs.

Each phase names its clause, who acts and what ends it; ``begin`` hands out what the phase asks
of the players (see ``rulebook.quacks.engine``). An expansion adds its phase with
``BASE_FLOW.insert_after(...)`` (De Alchemisten puts the essence phase after brewing); nothing
here names an expansion.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from rulebook.core.model.flow import Actors, Flow, Level, Levels, Phase, PhaseStep
from rulebook.core.model.game import Expansion
from rulebook.quacks import engine
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
            begin=engine.begin_round,
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
            begin=engine.begin_rats,
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
            begin=engine.begin_brewing,
            finished=engine.brewing_done,
        ),
        Phase(
            AFTER_BREWING,
            "Kaart na het brouwen",
            "Kaart B9 (een sterk ingrediënt) of B10 (leedvermaak) van het basisspel handel je af "
            "zodra iedereen gestopt is.",
            "kwakzalvers.waarzegster",
            who="vanaf de startspeler",
            ends="als de kaart is afgehandeld",
            applies=engine.after_brewing_applies,
            begin=engine.begin_after_brewing,
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
            begin=engine.begin_bonus_die,
        ),
        Phase(
            "fiche-acties",
            "4B. Acties met fiches",
            "Zwart, groen en paars voeren hun actie uit, vanaf de startspeler.",
            "kwakzalvers.puntentelling.b",
            who="iedereen om de beurt, vanaf de startspeler",
            ends="als ieders acties gedaan zijn",
            begin=engine.begin_chip_actions,
        ),
        Phase(
            "robijnen",
            "4C. Robijnen",
            "Een robijn op je puntentellingsveld levert een robijn op.",
            "kwakzalvers.puntentelling.c",
            who="iedereen (automatisch)",
            ends="meteen",
            begin=engine.begin_rubies,
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
            begin=engine.begin_points,
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
            begin=engine.begin_shopping,
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
            begin=engine.begin_last_coins,
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
            begin=engine.begin_round_end,
        ),
    )
)
"""A round of the base game, phase by phase (Dutch seed, Verloop van een ronde)."""


LEVELS = Levels(Level.ROUND, rounds=LAST_ROUND, start_moves=True)
"""Above the phases: a game of nine rounds for the whole table; after each round the flame (the
start player) passes to the left (``kwakzalvers.puntentelling.f``, ``kwakzalvers.einde``)."""


def make_game(expansions: Sequence[Expansion[GameState]] = ()) -> engine.Quacks:
    """The game; it plays any setup, the expansions switched on included (a setup brings its
    expansions' data). ``expansions``: those whose action notation it reads without a state."""
    return engine.Quacks(BASE_FLOW, LEVELS, expansions)


@cache
def shared_game() -> engine.Quacks:
    """One engine for the base package's own helpers (scenarios, situations, pictures, the
    terminal's games): it plays every setup, so they need not ask the registry for one."""
    return make_game()


def phase_name(state: GameState) -> str:
    """The Dutch name of the state's phase (``3. Het bereiden van de drank``), an expansion's
    phase included: what the table's picture prints in its heading."""
    if state.over:
        return "het spel is uit"
    try:
        return str(shared_game().flow_of(state.setup)[state.phase].name)
    except KeyError:
        return state.phase or "voorbereiding"
