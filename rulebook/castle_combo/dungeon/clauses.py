"""Clauses of Uit de Kerker!, in our own Dutch words, faithful to the Dutch explanation.

The seed (``sources.DUNGEON_RULES``) is the authority; where it is silent or the other sources
disagree, a ``CHOICE`` clause says what this rulebook does and names the option.
"""

from __future__ import annotations

from rulebook.castle_combo.sources import DUNGEON_RULES, GAME_PARK, REVIEWS
from rulebook.core.reader.clauses import Clause, ClauseKind

X = "uit-de-kerker"
ONE = "één bron"


def _seed(part: str) -> str:
    return f"{DUNGEON_RULES}, {part}"


CLAUSES: tuple[Clause, ...] = (
    Clause(
        f"{X}.inhoud",
        "Wat de uitbreiding meebrengt",
        "Twaalf nieuwe kaarten: boeven die uit de kerker van het kasteel vrijkomen (de uitleg "
        "noemt ze boeven en personages, dit regelboek kortweg gevangenen). Zes hebben een grijze "
        "rug en horen bij het kasteel, zes een bruine rug en horen bij het dorp; een klein teken "
        "op elk ervan helpt ze na het spel terug te vinden. Zonder het basisspel kun je niet "
        "spelen; de uitbreiding is net als dat spel van Grégory Grard en Mathieu Roussel. Schud "
        "de zes nieuwe kasteelkaarten in de "
        "kasteelstapel en de zes dorpskaarten in de dorpsstapel; de rest van de voorbereiding "
        "blijft gelijk.",
        _seed("Spelmateriaal en Voorbereiding"),
    ),
    Clause(
        f"{X}.slot",
        "Slotvaardigheden",
        "Een kaart met een slot links naast haar vaardigheid voert die vaardigheid niet uit bij "
        "het kopen. Je gebruikt hem later, één keer in het hele spel, wanneer jij wilt.",
        _seed("Slotvaardigheden"),
    ),
    Clause(
        f"{X}.slot.sleutel",
        "De sleutel op het slot",
        "Koop je een kaart met een slot, neem dan een sleutel uit de voorraad en leg hem op die "
        "kaart. Alleen die sleutel opent later het slot: een sleutel uit je hand telt daarvoor "
        "niet, en de sleutel op de kaart gebruik je niet voor de boodschapper of om een rij te "
        "vervangen.",
        _seed("Een sleutel op de kaart leggen"),
    ),
    Clause(
        f"{X}.slot.moment",
        "Wanneer een slot open mag",
        "Per beurt open je hoogstens één slot, ook al in de beurt waarin je de kaart kocht. Dat "
        "mag op drie momenten: bij het begin van je beurt, nog voor je over een sleutel voor de "
        "boodschapper beslist; na stap 1 en voor het kopen in stap 2; of als laatste, als de "
        "rijen weer vol liggen. Open je het slot, dan gaat de sleutel van de kaart terug naar "
        "de voorraad en voer je de vaardigheid uit.",
        _seed("Wanneer gebruik je een slotvaardigheid?"),
    ),
    Clause(
        f"{X}.slot.einde",
        "Sleutels die op een slot blijven liggen",
        "Ligt er aan het eind nog een sleutel op een van je slotkaarten, dan komt die eerst bij "
        "je eigen sleutels; pas daarna tel je de punten. Zo'n sleutel is dus 1 punt, net als "
        "elke andere.",
        _seed("Ongebruikte slotvaardigheden en Einde van het spel"),
    ),
    Clause(
        f"{X}.vervangen",
        "Een rij vervangen",
        "Je kiest de open kasteelrij of de open dorpsrij, ook als de boodschapper er niet "
        "staat. Die drie kaarten gaan naar de aflegstapel en je draait direct drie nieuwe open. "
        "Vervang je de rij waaruit je net kocht, dan liggen daar nog maar twee kaarten (het "
        "aanvullen komt pas later); de uitleg zegt daar niets over, dus dit regelboek legt die "
        "twee af, telt de beloning op die twee en vult de rij meteen weer tot drie.",
        _seed("Een rij vervangen"),
    ),
    Clause(
        f"{X}.vervangen.beloning",
        "De beloning bij het vervangen",
        "Vaak levert het vervangen iets op; de kaart zegt wat. Hoeveel hangt af van de kaarten "
        "die net zijn afgelegd: hun Ambacht-schilden, of hoeveel van hen een korting geven, of "
        "hoeveel van hen een beurs op hun rol hebben.",
        _seed("Een rij vervangen"),
    ),
    Clause(
        f"{X}.aangrenzend",
        "De vaardigheid van een buurkaart gebruiken",
        "Kies in je vierkant een kaart die recht naast deze ligt (erboven, eronder, links of "
        "rechts) en voer haar vaardigheid nog eens uit. Heeft die kaart een slot, dan werkt de "
        "vaardigheid zonder haar sleutel, ook als er geen meer ligt. Een korting kies je niet: "
        "die werkt toch al het hele spel. Een gedekte kaart heeft geen vaardigheid, en een "
        "andere kaart die zelf een buurkaart gebruikt, kies je volgens Game Park ook niet.",
        f"{_seed('De vaardigheid van een aangrenzende kaart gebruiken')}; {GAME_PARK} ({ONE})",
    ),
    Clause(
        f"{X}.rol.minstens-een",
        "Rol: minstens één schild in de kolom",
        "Deze rol levert punten als er in de kolom van de kaart ten minste één schild van de "
        "genoemde soort ligt (in de uitleg: Wetenschap). Game Park kent dezelfde rol ook voor de "
        "rij en voor andere schilden.",
        f"{_seed('Nieuwe scoringsrollen')}; {GAME_PARK} ({ONE})",
    ),
    Clause(
        f"{X}.rol.geen-gedekte",
        "Rol: geen gedekte kaarten",
        "Deze rol levert punten als er nergens in je vierkant een kaart met de rug naar boven "
        "ligt.",
        _seed("Nieuwe scoringsrollen"),
    ),
    Clause(
        f"{X}.rol.kosten",
        "Rol: de prijzen van de rij",
        "Tel de gedrukte prijzen op van de drie kaarten in de rij van deze kaart; zoveel punten "
        "levert ze. Een gedekte kaart telt als 0. Voorbeeld: 7 goud, 3 goud en een gedekte kaart "
        "geeft 10 punten. (Game Park kent ook een kaart die haar kolom zo telt.)",
        f"{_seed('Nieuwe scoringsrollen')}; {GAME_PARK} ({ONE})",
    ),
    Clause(
        f"{X}.rol.prijzen",
        "Rol: verschillende prijzen",
        "Kijk welke prijzen er op je open kaarten staan en tel hoeveel verschillende het zijn; "
        "gedekte kaarten doen niet mee. Per verschillende prijs krijg je de punten van de rol. "
        "Voorbeeld: open kaarten van 8, 7, 6, twee keer 4 en twee keer 2 goud, plus twee gedekte "
        "kaarten, geven 5 verschillende prijzen; "
        "bij 3 punten per prijs is dat 15.",
        _seed("Nieuwe scoringsrollen"),
    ),
    Clause(
        f"{X}.rol.overig",
        "Rollen die alleen Game Park noemt",
        "Volgens Game Park telt elk van drie kaarten van de uitbreiding op een manier die de "
        "Nederlandse uitleg niet beschrijft: punten als er geen kaart met korting in je vierkant "
        "ligt, punten als er geen kaart met een beurs ligt, of punten per kaart met een slot "
        "(deze meegeteld). De kaarten zelf zijn niet gezien.",
        f"{GAME_PARK} ({ONE})",
    ),
    Clause(
        f"{X}.keuze.slotkaarten",
        "Welke kaarten een slot hebben",
        "De Nederlandse uitleg zegt dat 'sommige' nieuwe kaarten een slot hebben, maar niet "
        "welke. Game Park en een Spaanse recensie geven alle twaalf een slot, en geen bron noemt "
        "een kleinere groep. Dit regelboek geeft daarom alle twaalf een slot (optie "
        "slotkaarten=alle); met slotkaarten=geen werken hun vaardigheden meteen, zoals in het "
        "basisspel.",
        f"{DUNGEON_RULES}; {GAME_PARK}; {REVIEWS} (bronnen spreken elkaar tegen)",
        ClauseKind.CHOICE,
    ),
    Clause(
        f"{X}.keuze.koning",
        "De beloning van de King of Beggars",
        "Game Park laat de King of Beggars 2 sleutels geven per Wetenschap-schild op de "
        "afgelegde kaarten, maar de Nederlandse uitleg noemt als grondslag alleen "
        "Ambacht-schilden, kortingen en beurzen. Dit regelboek volgt de uitleg en telt "
        "Ambacht-schilden (optie koning-der-bedelaars=ambacht); koning-der-bedelaars=wetenschap "
        "volgt Game Park.",
        f"{DUNGEON_RULES}; {GAME_PARK} (bronnen spreken elkaar tegen)",
        ClauseKind.CHOICE,
    ),
    Clause(
        f"{X}.keuze.derde-moment",
        "Het derde moment voor een slot",
        "Volgens de Nederlandse uitleg is het laatste moment helemaal aan het eind van de beurt, "
        "na het bijvullen. Game Park biedt het slot in plaats daarvan aan direct na het kopen, "
        "voor de boodschapper verschuift. Dit regelboek volgt de uitleg (optie "
        "derde-slotmoment=einde-beurt); derde-slotmoment=na-kopen volgt Game Park.",
        f"{DUNGEON_RULES}; {GAME_PARK} (bronnen spreken elkaar tegen)",
        ClauseKind.CHOICE,
    ),
)
"""What Uit de Kerker! adds to the base game."""
