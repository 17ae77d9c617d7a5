"""Clauses of the base game that the chapters so far rest on, in our own Dutch words.

Each source line names a source a reader can find (see ``rulebook.quacks.sources``): the Dutch
rule booklet with the part of it, or, for facts the booklet leaves out, the original public source
and how sure the fact is. The base game's own chapters will add the rest of its rules.
"""

from __future__ import annotations

from rulebook.core.clauses import Clause
from rulebook.core.dutch import listing
from rulebook.quacks.base_clauses import BASE_CLAUSES
from rulebook.quacks.data import SUPPLY, TRACK_FIELDS, Ingredient
from rulebook.quacks.sources import (
    ALCHEMISTS_RULES,
    ALMANAC,
    BASE_RULES,
    ENGLISH_RULES,
    FAN_IMPLEMENTATIONS,
)


def _supply_text() -> str:
    """The box's supply per colour, written from ``SUPPLY`` so text and limits never differ."""
    parts = []
    for ingredient in Ingredient:
        kinds = [(value, n) for (i, value), n in SUPPLY.items() if i is ingredient]
        if not kinds:
            continue
        if kinds[0][0] is None:
            parts.append(f"{ingredient.colour} {kinds[0][1]}")
            continue
        amounts = listing([f"{n} van waarde {value}" for value, n in kinds])
        parts.append(f"{ingredient.colour} {amounts}")
    return "; ".join(parts)


CLAUSES = (
    Clause(
        "kwakzalvers.ronden",
        "Negen ronden",
        "Een spel De Kwakzalvers van Kakelenburg duurt negen ronden, genummerd 1 tot en met 9. "
        "Na ronde 9 is het spel voorbij; ronde 9 is dus de laatste ronde.",
        f"{BASE_RULES}, Verloop van een ronde",
    ),
    Clause(
        "kwakzalvers.spelers",
        "Aantal spelers",
        "Je speelt met twee, drie of vier spelers, ieder met een eigen ketel. Met De "
        "Alchemisten kan een vijfde speler meedoen, maar alleen als je ook De Kruidenheksen "
        "bezit.",
        f"{BASE_RULES}, Spelmateriaal (4 ketels); {ALCHEMISTS_RULES}, inleiding (vijf spelers)",
    ),
    Clause(
        "kwakzalvers.fiches",
        "Ingrediëntenfiches",
        "Elk ingrediënt is een rond fiche met een kleur en een waarde. De witte fiches zijn de "
        "knalerwten, met waarde 1, 2 of 3. Pompoenen (oranje), geestenadem (paars) en "
        "doodshoofdvlinders (zwart) hebben altijd waarde 1. De groene, blauwe "
        "(kraaienschedel), rode (vliegenzwam) en gele (alruinwortel) fiches zijn er met waarde "
        "1, 2 en 4. Narrenkruid hoort niet bij het basisspel maar bij de uitbreidingen (De "
        "Alchemisten brengt er vier eigen boeken voor); het is een kleur op zich en draagt geen "
        "waarde.",
        f"{BASE_RULES}, Voorbereiding en Spelmateriaal; {ALCHEMISTS_RULES}; welke kleuren alleen "
        f"waarde 1 hebben: {ALMANAC} (twee onafhankelijke bronnen)",
    ),
    Clause(
        "kwakzalvers.startbuidel",
        "Je startbuidel",
        "Iedere speler begint met negen fiches in zijn buidel: vier knalerwten van waarde 1, "
        "twee van waarde 2 en één van waarde 3, plus een oranje en een groen fiche, allebei van "
        "waarde 1. Knalerwten kun je nooit kopen, want geen ingrediëntenboek verkoopt ze. Meer "
        "dan twee witte fiches van waarde 2, of meer dan één van waarde 3, heb je dus niet; "
        "ook de keuze 'letterlijk' (kwakzalvers.keuze.fiche-kiezen) geeft alleen een wit fiche "
        "terug dat uit je buidel verdwenen is.",
        f"{BASE_RULES}, Voorbereiding en Spelmateriaal",
    ),
    Clause(
        "kwakzalvers.ronde6",
        "Ronde 6: één knalerwt erbij",
        "Bij het begin van ronde 6 krijgt elke speler er één knalerwt van waarde 1 bij, in zijn "
        "buidel. "
        "In ronde 1 tot en met 5 heb je dus hoogstens vier witte fiches van waarde 1, vanaf "
        "ronde 6 hoogstens vijf. Met de keuze 'letterlijk' kan een kaart of boek je een wit fiche "
        "geven, maar alleen ter vervanging van een dat weg is.",
        f"{BASE_RULES}, Bijzondere ronden",
    ),
    Clause(
        "kwakzalvers.voorraad",
        "De voorraad in de doos",
        "Van elke soort gekleurd fiche zit een vast aantal in de doos; is een soort op, dan kan "
        "niemand die nog kopen. Meer fiches van één soort dan de doos bevat, kan één speler dus "
        f"nooit hebben. De doos bevat: {_supply_text()}.",
        f"telling per soort: {FAN_IMPLEMENTATIONS} (twee onafhankelijke bronnen; geel en paars: "
        f"één bron), samen de 216 fiches uit {BASE_RULES}, Spelmateriaal; narrenkruid: "
        f"{ENGLISH_RULES} van De Alchemisten (één bron); op is op: {ENGLISH_RULES} (één bron)",
    ),
    Clause(
        "kwakzalvers.ketelspoor",
        "Het spoor in je ketel",
        "In je ketel loopt een spoor van velden. Je druppel staat op veld 0, in het midden; de "
        f"fiches komen op de velden 1 tot en met {TRACK_FIELDS}, en daarna volgt alleen nog het "
        "laatste puntentellingsveld. Elk fiche krijgt een eigen veld, zodat er in een ketel "
        f"hoogstens {TRACK_FIELDS} fiches passen.",
        f"het spoor: {FAN_IMPLEMENTATIONS} van het ketelbord (twee onafhankelijke bronnen: vier "
        f"tellen hetzelfde); één fiche per veld: {BASE_RULES}, Het bereiden van de drank",
    ),
    Clause(
        "kwakzalvers.ontploffen",
        "Een ontplofte ketel",
        "Tel op wat de witte fiches in je ketel samen waard zijn. Komt dat totaal boven de 7, "
        "dan ontploft je ketel: je legt het laatste fiche nog in de ketel, maar je moet stoppen "
        "met trekken. Precies 7 is nog veilig. Gekleurde fiches tellen voor een ontploffing "
        "nooit mee.",
        f"{BASE_RULES}, Het bereiden van de drank (Ontploffen)",
    ),
    *BASE_CLAUSES,
)
"""Every clause of the base game: the rules above that the first chapters needed first, then
the whole rulebook in its own order (``base_clauses``)."""
