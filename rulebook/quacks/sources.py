"""Where the rules of De Kwakzalvers van Kakelenburg and De Alchemisten come from, for a reader.

Every clause names its source in the words of ``SOURCES``: a short name a reader can look up (the
Dutch rule booklets in the box, the English rulebook, the almanac), never a file of this project.
Where a fact does not come from the Dutch rules, the source line also says how sure it is, in the
words of ``CONFIDENCE``. A chapter shows both tables once, so every source line can stay short.
"""

from __future__ import annotations

BASE_RULES = "Spelregels De Kwakzalvers van Kakelenburg (999 Games)"
ALCHEMISTS_RULES = "Spelregels De Alchemisten (999 Games)"
ENGLISH_RULES = "Engelstalig regelboek (Schmidt Spiele/North Star Games)"
ALMANAC = "Ingrediëntenalmanak (Engels)"
FAN_IMPLEMENTATIONS = "openbare fan-implementaties"
ENGLISH_CARDS = "Engelstalige waarzeggerijkaarten"
HERB_WITCHES_RULES = "Engelstalig regelboek van De Kruidenheksen (North Star Games)"
PLAYERS_FORUM = "spelersforum"

SOURCES: dict[str, str] = {
    BASE_RULES: "De Nederlandse spelregels van het basisspel, zoals 999 Games ze uitgeeft. Na de "
    "komma staat het deel van de spelregels, bijvoorbeeld 'Voorbereiding'.",
    ALCHEMISTS_RULES: "De Nederlandse spelregels van de uitbreiding De Alchemisten (999 Games), "
    "met de essentiefase, de acht patiënten en de vier narrenkruidboeken.",
    ENGLISH_RULES: "Het Engelstalige regelboek van Quacks of Quedlinburg en van The Alchemists "
    "(uitgevers Schmidt Spiele en North Star Games). Het noemt soms wat de Nederlandse tekst "
    "weglaat, zoals het spelmateriaal per soort.",
    ALMANAC: "De Engelse ingrediëntenalmanak: het boekje bij het spel dat per ingrediëntenboek "
    "vertelt wat de fiches doen en kosten.",
    FAN_IMPLEMENTATIONS: "Computerversies van het spel die fans openbaar hebben gemaakt. Hun "
    "tabellen (het spoor in de ketel, de fiches in de doos) zijn van het spelmateriaal "
    "overgenomen; dit regelboek gebruikt ze alleen waar de spelregels zwijgen.",
    ENGLISH_CARDS: "De Engelse tekst van de waarzeggerijkaarten (uitgaven van Schmidt Spiele "
    "en North Star Games). Hoe de kaarten in het Nederlands heten, is niet bekend.",
    HERB_WITCHES_RULES: "Het Engelstalige regelboek van de uitbreiding De Kruidenheksen, met een "
    "officiële toelichting op de waarzeggerijkaarten.",
    PLAYERS_FORUM: "Spelers die elkaars vragen beantwoorden op een openbaar forum "
    "(unknowns.de, BoardGameGeek): nuttig, maar geen officiële uitspraak.",
}
"""The sources a clause can cite, by the short name its source line uses, explained in Dutch."""

CONFIDENCE: dict[str, str] = {
    "twee onafhankelijke bronnen": "Minstens twee bronnen die elkaar niet overschrijven, geven "
    "hetzelfde.",
    "één bron": "Maar één bron geeft dit (of meer bronnen die van elkaar overschrijven).",
    "bronnen spreken elkaar tegen": "De bronnen geven iets anders; dit regelboek maakt een keuze "
    "en zegt welke.",
    "geen bron": "Geen enkele bron zegt het; dit regelboek maakt een keuze en zegt welke.",
}
"""How sure a fact from outside the Dutch rules is, in the words a source line uses."""
