"""The structure of a round with De Alchemisten, written as data.

A notebook prints these tables as the round overview; a stepper can walk them. Each phase names
the clause that describes it (``None`` for base-game phases whose chapter is not written yet).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Phase:
    """One phase or step: its Dutch name, what happens, and the clause that describes it."""

    name: str
    summary: str
    clause_id: str | None = None
    simultaneous: bool = False


ROUND = (
    Phase("1. Waarzeggerijkaart", "De bovenste kaart wordt voorgelezen en geldt voor iedereen."),
    Phase("2. De ratten", "Wie achterstaat, krijgt een voorsprong in de ketel (vanaf ronde 2)."),
    Phase(
        "3. Het bereiden van de drank",
        "Iedereen trekt fiches uit de buidel en legt ze in de ketel.",
        "kwakzalvers.ontploffen",
        simultaneous=True,
    ),
    Phase(
        "Essentiefase (De Alchemisten)",
        "Iedereen bepaalt zijn essentie en neemt de bonus van zijn patiënt.",
        "alchemisten.essentie.moment",
        simultaneous=True,
    ),
    Phase("4. Puntentelling", "Bonusdobbelsteen, acties, robijnen, punten, inkopen, einde."),
)
"""A round of De Kwakzalvers van Kakelenburg with De Alchemisten: the essence phase comes
between brewing and scoring (NL-A)."""

ESSENCE_PHASE = (
    Phase("Begin", "Essentiefiche terug naar veld 0.", "alchemisten.essentie.begin"),
    Phase("Stap 1", "Tel de verschillende kleuren; wit telt niet.", "alchemisten.essentie.1"),
    Phase(
        "Boek 11",
        "Alleen met narrenkruidboek 11: één veld extra per narrenkruid.",
        "alchemisten.narrenkruid.boek11",
    ),
    Phase("Stap 2", "Witte fiches samen precies 7: één veld verder.", "alchemisten.essentie.2"),
    Phase("Stap 3", "Eén veld per ontplofte buur.", "alchemisten.essentie.3"),
    Phase("Keuze", "Wil je lager uitkomen, kies dan nu je veld.", "alchemisten.essentie.lager"),
    Phase(
        "Bonus",
        "Volg het buisje naar je patiënt; in ronde 9 punten gelijk aan je veld.",
        "alchemisten.bonus.buisje",
    ),
    Phase(
        "Daarna",
        "Het fiche blijft staan tot de volgende essentiefase; dan de puntentelling.",
        "alchemisten.essentie.bewaren",
    ),
)
"""The essence phase step by step, in the order the rulings walk it."""


def table(phases: tuple[Phase, ...]) -> list[dict[str, str]]:
    """The phases as rows (``fase``, ``wat gebeurt er``, ``regel``), e.g. for a DataFrame."""
    return [
        {
            "fase": phase.name,
            "wat gebeurt er": phase.summary
            + (" (iedereen tegelijk)" if phase.simultaneous else ""),
            "regel": phase.clause_id or "",
        }
        for phase in phases
    ]
