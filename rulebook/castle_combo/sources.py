"""The sources a Castle Combo clause can cite, by the short name its source line uses.

The base game has no Dutch rule text among the seeds: its rules come from the official English
rulebook, checked against other sources (the research notes list them). The expansion's Dutch
explanation is the authority for Uit de Kerker!.
"""

from __future__ import annotations

ENGLISH_RULES = "Spelregels Castle Combo (Catch Up Games, Engels)"
DUNGEON_RULES = "Nederlandse uitleg van Uit de Kerker!"
CARD_FACES = "Kaarten van Castle Combo (Engelse uitgave)"
GAME_PARK = "Computerversie van Game Park"
FAN_VERSION = "Fanversie van Castle Combo"
REVIEWS = "Spelbeschrijvingen en recensies"

SOURCES: dict[str, str] = {
    ENGLISH_RULES: "Het officiële Engelse regelboek van Castle Combo (Catch Up Games, 2024), met "
    "het Franse als tweede lezing. Na de komma staat het deel, bijvoorbeeld 'Einde van het spel'.",
    DUNGEON_RULES: "De Nederlandse uitleg van de uitbreiding Uit de Kerker! (naar de Engelse "
    "regels van Catch Up Games): de bron waar dit regelboek zich aan houdt.",
    CARD_FACES: "De 78 Engelse kaartvoorkanten van de uitgever: prijs, schilden, banier, "
    "boodschapper, vaardigheid en scoringsrol van elke kaart.",
    GAME_PARK: "De erkende computerversie van Castle Combo door Game Park, met de kaartgegevens "
    "van het basisspel en de enige uitgewerkte bron voor de twaalf kaarten van de uitbreiding.",
    FAN_VERSION: "Een onafhankelijke computerversie door een fan; alleen gebruikt om prijzen, "
    "schilden en punten van de basiskaarten na te rekenen.",
    REVIEWS: "Spelbeschrijvingen (Board Game Arena) en recensies die de regels navertellen.",
}

CONFIDENCE: dict[str, str] = {
    "twee onafhankelijke bronnen": "Minstens twee bronnen die elkaar niet overschrijven, geven "
    "hetzelfde.",
    "één bron": "Maar één bron geeft dit.",
    "bronnen spreken elkaar tegen": "De bronnen geven iets anders; dit regelboek kiest de "
    "lezing van de Nederlandse uitleg en maakt de andere een optie.",
}
