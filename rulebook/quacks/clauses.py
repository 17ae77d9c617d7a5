"""Clauses of the base game that the chapters so far rest on, in our own Dutch words.

Source labels: ``NL-B`` is the Dutch base-game seed (``seeds/001_…``), ``NL-A`` the Dutch
Alchemists seed (``seeds/000_…``). The base game's own chapters will add the rest of its rules.
"""

from __future__ import annotations

from rulebook.core.clauses import CATALOGUE, Clause

CLAUSES = (
    Clause(
        "kwakzalvers.ronden",
        "Negen ronden",
        "Een spel De Kwakzalvers van Kakelenburg duurt negen ronden, genummerd 1 tot en met 9. "
        "Na ronde 9 is het spel voorbij; ronde 9 is dus de laatste ronde.",
        "NL-B, Verloop van een ronde",
    ),
    Clause(
        "kwakzalvers.spelers",
        "Aantal spelers",
        "Je speelt met twee, drie of vier spelers, ieder met een eigen ketel. Met De "
        "Alchemisten kan een vijfde speler meedoen, maar alleen als je ook De Kruidenheksen "
        "bezit.",
        "NL-B, Spelmateriaal (4 ketels); NL-A, inleiding (vijf spelers)",
    ),
    Clause(
        "kwakzalvers.fiches",
        "Ingrediëntenfiches",
        "Elk ingrediënt is een rond fiche met een kleur en een waarde. De witte fiches zijn de "
        "knalerwten, met waarde 1, 2 of 3. Pompoenen (oranje), geestenadem (paars) en "
        "doodshoofdvlinders (zwart) hebben altijd waarde 1. De groene, blauwe "
        "(kraaienschedel), rode (vliegenzwam) en gele (alruinwortel) fiches zijn er met waarde "
        "1, 2 en 4. Narrenkruid uit De Alchemisten is een eigen kleur en draagt geen waarde.",
        "NL-B, Voorbereiding en Spelmateriaal; NL-A; waarden per kleur: reference/quacks.md "
        "§3.2–3.3 (✅✅)",
    ),
    Clause(
        "kwakzalvers.ontploffen",
        "Een ontplofte ketel",
        "Tel de waarden van alle witte fiches in je ketel op. Komt dat totaal boven de 7, dan "
        "ontploft je ketel: je legt het laatste fiche nog in de ketel, maar je moet stoppen met "
        "trekken. Precies 7 is nog veilig. Gekleurde fiches tellen voor een ontploffing nooit "
        "mee.",
        "NL-B, Het bereiden van de drank (Ontploffen)",
    ),
)

CATALOGUE.add(CLAUSES)
