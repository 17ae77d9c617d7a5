"""Clauses of Castle Combo (the base game), in our own Dutch words.

There is no Dutch rule text of the base game among the seeds: the clauses follow the official
English rulebook (``sources.ENGLISH_RULES``), with the card data and rulings the research notes
confirm. The expansion's clauses live in ``rulebook.castle_combo.dungeon.clauses``.
"""

from __future__ import annotations

from rulebook.castle_combo.sources import CARD_FACES, ENGLISH_RULES, GAME_PARK, REVIEWS
from rulebook.core.reader.clauses import Clause, ClauseKind

G = "castle-combo"
TWO = "twee onafhankelijke bronnen"
ONE = "één bron"


def _rules(part: str, sure: str = TWO, also: str = "") -> str:
    return f"{ENGLISH_RULES}, {part}{'; ' + also if also else ''} ({sure})"


CLAUSES: tuple[Clause, ...] = (
    Clause(
        f"{G}.materiaal",
        "Het spelmateriaal",
        "Castle Combo is bedacht door Grégory Grard en Mathieu Roussel en verscheen bij Catch "
        "Up Games (in Nederland bij White Goblin Games). In de doos zitten 39 kasteelkaarten met "
        "een grijze rug en 39 dorpskaarten met een "
        "bruine rug; elke kaart is er één keer. Verder de boodschapper (een pion), goudstukken "
        "(40 van 1 en 12 van 5) en sleutels (36 van 1 en 8 van 3). Goud en sleutels raken nooit "
        "op: is de voorraad leeg, gebruik dan iets anders. Je speelt met 2 tot 5 spelers. Hoe de "
        "kaarten in de Nederlandse uitgave heten, is niet bekend: dit regelboek noemt ze bij hun "
        "Engelse naam. Van de zes schilden geeft de Nederlandse uitleg van de uitbreiding er twee "
        "een naam (Wetenschap en Ambacht); Adel, Geloof, Krijg en Boeren zijn onze eigen "
        "vertaling.",
        _rules("Spelmateriaal", also=REVIEWS),
    ),
    Clause(
        f"{G}.voorbereiding",
        "Voorbereiding",
        "Schud de kasteelstapel en leg de bovenste drie kaarten open naast elkaar: de "
        "kasteelrij. Doe hetzelfde met de dorpsstapel en leg de dorpsrij onder de kasteelrij. "
        "De boodschapper begint bij de dorpsrij. Iedereen krijgt 15 goud en 2 sleutels. Wie "
        "begint, kiezen de spelers zelf (het Engelse regelboek zegt: loot het).",
        _rules("Voorbereiding", also=GAME_PARK),
    ),
    Clause(
        f"{G}.beurt",
        "Een beurt",
        "Er wordt met de klok mee gespeeld. In je beurt mag je eerst één sleutel inzetten, dan "
        "koop je verplicht één kaart, leg je haar in je vierkant, voer je haar vaardigheid uit, "
        "en ten slotte verplaatst de boodschapper zich (als de kaart dat aangeeft) en worden de "
        "rijen bijgevuld. Elke speler krijgt zo negen beurten.",
        _rules("Verloop van een beurt"),
    ),
    Clause(
        f"{G}.sleutel",
        "Stap 1: een sleutel inzetten (mag)",
        "Voor je koopt, mag je hooguit één sleutel per beurt uitgeven. Daarmee zet je de "
        "boodschapper bij de andere rij, of je legt de drie kaarten van de rij waar hij staat af "
        "en draait er drie nieuwe van die stapel open.",
        _rules("Stap 1", also=REVIEWS),
    ),
    Clause(
        f"{G}.kopen",
        "Stap 2: een kaart kopen (moet)",
        "Je neemt een van de drie open kaarten uit de rij waar de boodschapper staat. Je "
        "betaalt de prijs linksboven op de kaart, min al je kortingen.",
        _rules("Stap 2"),
    ),
    Clause(
        f"{G}.korting",
        "Korting",
        "Een kaart met een kortingsvaardigheid maakt je latere aankopen goedkoper: voortaan kost "
        "elke kasteelkaart, elke dorpskaart of elke kaart je 1 goud minder, zoals de kaart "
        "aangeeft. Kortingen tellen "
        "op. Een prijs zakt nooit onder 0 en wat er aan korting over is, krijg je niet terug. "
        "De korting van een kaart geldt niet voor het kopen van die kaart zelf.",
        _rules("Stap 2, korting", also=GAME_PARK),
    ),
    Clause(
        f"{G}.gedekt",
        "Een kaart gedekt nemen",
        "In plaats van te betalen mag je een van die drie kaarten altijd gratis nemen en met de "
        "rug naar boven in je vierkant leggen. Je krijgt dan meteen 6 goud en 2 sleutels. Alles "
        "wat op de kaart staat telt niet: geen vaardigheid, geen banier, geen schilden, geen "
        "punten. De boodschapper blijft dan staan. De kaart vult wel een plaats.",
        _rules("Stap 2, gedekte kaart", also=REVIEWS),
    ),
    Clause(
        f"{G}.plaatsen",
        "Stap 3: de kaart in je vierkant leggen",
        "De gekochte kaart gaat meteen in je vierkant. Vanaf je tweede kaart moet ze recht "
        "boven, onder, links of rechts van een kaart liggen die er al ligt (schuin telt niet). "
        "Aan het eind is je vierkant precies 3 bij 3: een rij of kolom krijgt nooit een vierde "
        "kaart. Welke rij de bovenste is, ligt pas vast als het vierkant zich vult.",
        _rules("Stap 3"),
    ),
    Clause(
        f"{G}.vaardigheid",
        "Stap 4: de vaardigheid van de kaart",
        "Direct na het neerleggen voer je de vaardigheid van de kaart uit; dat moet. Wat je "
        "krijgt, komt uit de voorraad, en tenzij de kaart iets anders zegt telt alleen je eigen "
        "vierkant, de nieuwe kaart zelf meegerekend (behalve bij korting).",
        _rules("Stap 4", ONE, GAME_PARK),
    ),
    Clause(
        f"{G}.buren",
        "Tegenspelers en buren",
        "'Tegenspelers' zijn alle andere spelers. Telt een vaardigheid bij een buur, dan kies "
        "je de speler direct links of direct rechts van je en tel je in diens vierkant; met "
        "twee spelers is dat je enige tegenspeler.",
        _rules("Stap 4", ONE),
    ),
    Clause(
        f"{G}.boodschapper",
        "Stap 5: de boodschapper",
        "Staat er op de gekochte kaart een boodschapperteken, dan gaat de pion naar de "
        "andere rij: bij een kasteelkaart naar het dorp, bij een dorpskaart naar het kasteel. "
        "Zonder dat teken, of bij een gedekt genomen kaart, blijft hij staan.",
        _rules("Stap 5", also=CARD_FACES),
    ),
    Clause(
        f"{G}.aanvullen",
        "Stap 5: de rijen bijvullen",
        "Daarna krijgt elke rij met minder dan drie kaarten nieuwe kaarten van haar eigen "
        "stapel tot er weer drie liggen. Afgelegde kaarten liggen open links van hun stapel; "
        "iedereen mag ze bekijken. Is een stapel op, schud dan de afgelegde kaarten van die "
        "plek tot een nieuwe stapel.",
        _rules("Stap 5 en Afleggen", ONE, GAME_PARK),
    ),
    Clause(
        f"{G}.lege-rij",
        "Als een rij niet meer vol raakt",
        "Kan een rij ook na het schudden niet tot drie kaarten worden aangevuld, dan gaan alle "
        "kaarten van die plek uit het spel en staat de boodschapper voortaan bij de andere rij. "
        "Een boodschapperteken of een sleutel verplaatst hem dan niet meer; met een sleutel "
        "mag je die overgebleven rij nog wel vervangen.",
        _rules("Stap 5, een lege plek", ONE),
    ),
    Clause(
        f"{G}.einde",
        "Het einde van het spel",
        "Het spel is uit zodra elke speler negen kaarten in een vierkant van 3 bij 3 heeft.",
        _rules("Einde van het spel"),
    ),
    Clause(
        f"{G}.beurzen",
        "Goud in de beurzen",
        "Aan het eind leg je je overgebleven goud op je kaarten met een beurs op hun rol, op "
        "elke kaart hoogstens zoveel als de beurs aangeeft. Goud dat nergens meer past, houd je "
        "in de hand. Omdat elke beurs evenveel per goudstuk oplevert, maakt de volgorde niet "
        "uit; dit regelboek vult ze van linksboven, rij voor rij.",
        _rules("Einde van het spel", also=REVIEWS),
    ),
    Clause(
        f"{G}.telling",
        "De puntentelling",
        "Elke open kaart levert de punten van haar scoringsrol; een rol kijkt alleen naar je "
        "eigen vierkant, tenzij hij iets anders zegt. Een gedekte kaart levert niets. Elke "
        "sleutel is 1 punt waard; goud in je hand is niets waard. Tel alles op: wie de meeste "
        "punten heeft, wint.",
        _rules("Einde van het spel", also=REVIEWS),
    ),
    Clause(
        f"{G}.gelijkspel",
        "Gelijke stand in Castle Combo",
        "Hebben twee of meer spelers samen de meeste punten, dan wint van hen wie het meeste "
        "goud over heeft (goud in de hand, niet op een beurs). Is ook dat gelijk, dan delen ze "
        "de overwinning.",
        _rules("Einde van het spel", also=REVIEWS),
    ),
    Clause(
        f"{G}.notatie",
        "Een eindvierkant opschrijven",
        "Dit regelboek schrijft een vierkant als 3x3: en drie rijen gescheiden door /, elke "
        "kaart met haar Engelse naam zonder spaties (HisHoliness), ~ voor een gedekte kaart, "
        "[goud=N] voor goud op een beurs en [sleutel=1] voor een sleutel op een slot; na een ; "
        "volgen je sleutels en je overgebleven goud: sleutels=3 goud=2.",
        f"{GAME_PARK} (de kaartnamen); schrijfwijze van dit regelboek",
        ClauseKind.CHOICE,
    ),
    # -- the scroll kinds ------------------------------------------------------------------
    Clause(
        f"{G}.rol.schild",
        "Rol: per schild",
        "De rol geeft punten per schild van één soort. Zonder pijlen tel je je hele vierkant; "
        "met pijlen naar links en rechts alleen de drie kaarten in de rij van deze kaart; met "
        "pijlen omhoog en omlaag alleen haar kolom; met vier pijlen haar rij en kolom samen, vijf "
        "kaarten, waarbij de kaart zelf één keer telt. Een kaart met twee gelijke schilden telt "
        "twee keer.",
        f"{ENGLISH_RULES}, Overzicht van de symbolen; {CARD_FACES} ({TWO})",
    ),
    Clause(
        f"{G}.rol.soorten",
        "Rol: verschillende en ontbrekende schildsoorten",
        "Er zijn zes schildsoorten. Een rol kan punten geven per soort die voorkomt (in je "
        "vierkant, in de rij of in de kolom van de kaart), of per soort die in je hele vierkant "
        "ontbreekt.",
        f"{ENGLISH_RULES}, Overzicht van de symbolen; {CARD_FACES} ({TWO})",
    ),
    Clause(
        f"{G}.rol.ontbreekt",
        "Rol: als een schild ontbreekt",
        "Deze rol geeft zijn punten alleen als er in je hele vierkant geen enkel schild van de "
        "genoemde soort ligt; één zo'n schild en hij levert 0 op.",
        f"{ENGLISH_RULES}, Overzicht van de symbolen; {CARD_FACES} ({TWO})",
    ),
    Clause(
        f"{G}.rol.set",
        "Rol: sets van schilden",
        "Een set bestaat uit de afgebeelde schilden, ergens in je vierkant; elk schild telt in "
        "één set, dus het aantal sets is het kleinste aantal van de gevraagde soorten. Bij 'drie "
        "gelijke schilden' telt elke soort apart: per soort zoveel sets als er drietallen in "
        "passen.",
        f"{ENGLISH_RULES}, Overzicht van de symbolen; {GAME_PARK} ({ONE})",
    ),
    Clause(
        f"{G}.rol.banier",
        "Rol: banieren",
        "Elke open kaart draagt de banier van haar rij: kasteel of dorp. Een rol telt "
        "kasteelkaarten of dorpskaarten, of sets van de afgebeelde banieren (zoals een kasteel- "
        "en een dorpskaart samen). Een gedekte kaart heeft geen banier.",
        f"{ENGLISH_RULES}, Overzicht van de symbolen en Voorbeeld van de telling ({TWO})",
    ),
    Clause(
        f"{G}.rol.plaats",
        "Rol: de plaats van de kaart",
        "Een rol met een klein raster geeft punten als de kaart aan het eind op de getekende "
        "plaats ligt: in een bepaalde rij of kolom, in een hoek, of op een rand maar niet in een "
        "hoek. Alleen het voltooide vierkant telt.",
        f"{ENGLISH_RULES}, Stap 3 en Overzicht van de symbolen; {CARD_FACES} ({TWO})",
    ),
    Clause(
        f"{G}.rol.beurs",
        "Rol: de beurs",
        "Een kaart met een beurs op haar rol geeft 2 punten per goudstuk dat aan het eind op "
        "haar ligt, tot de ruimte die de beurs aangeeft. De Banker geeft 1 punt per goudstuk op "
        "al je beurzen samen.",
        f"{ENGLISH_RULES}, Einde van het spel; {CARD_FACES} ({TWO})",
    ),
    Clause(
        f"{G}.rol.sleutels",
        "Rol: per sleutel",
        "Deze rol geeft punten per sleutel die je aan het eind hebt (bovenop het punt dat elke "
        "sleutel al waard is).",
        f"{ENGLISH_RULES}, Voorbeeld van de telling ({ONE})",
    ),
    Clause(
        f"{G}.rol.kaarten",
        "Rol: per soort kaart",
        "Een rol kan open kaarten tellen met een eigenschap: met precies één of twee schilden, "
        "met een bepaalde prijs (of die prijs en hoger), met een korting (de kaart zelf telt "
        "mee); of punten geven als er minstens één gedekte kaart in je vierkant ligt.",
        f"{CARD_FACES}; {GAME_PARK} ({TWO})",
    ),
)
"""The base game's rules, from setup to the last point."""
