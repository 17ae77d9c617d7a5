"""Clauses of De Alchemisten, in our own Dutch words, faithful to the Dutch rules.

The source lines name the Dutch rule booklet of De Alchemisten and its section headings (the seed
``seeds/000_…`` follows them), or, for what the booklet leaves out, the public source and how sure
it is (see ``rulebook.quacks.sources``). Clauses of kind ``CHOICE`` record what this rulebook
decided where the rules are silent.
"""

from __future__ import annotations

from rulebook.core.reader.clauses import Clause, ClauseKind
from rulebook.quacks.alchemists.cards.clauses import CARD_CLAUSES
from rulebook.quacks.alchemists.locoweed.clauses import LOCOWEED_CLAUSES
from rulebook.quacks.alchemists.patients.clauses import PATIENT_CLAUSES
from rulebook.quacks.sources import ALCHEMISTS_RULES, ENGLISH_RULES, FAN_IMPLEMENTATIONS

ESSENCE = f"{ALCHEMISTS_RULES}, De essentiefase"

CLAUSES: tuple[Clause, ...] = (
    Clause(
        "alchemisten.spelmateriaal",
        "Wat De Alchemisten meebrengt",
        "Iedere speler krijgt in zijn kleur een alchemistenpiston, een essentiefiche en vier "
        "essentiekaarten. Elke essentiekaart is dubbelzijdig, met op elke kant een andere "
        "essentie: zo heeft iedereen de essenties van alle acht patiënten. Verder in de doos: "
        "acht patiëntenfiches met acht patiëntentableaus, twintig waarzeggerijkaarten en twee "
        "dubbelzijdige narrenkruidboeken. De veertig knalerwten in de doos zijn geen extra "
        "fiches voor het spel: ze vervangen versleten knalerwten van het basisspel.",
        f"{ALCHEMISTS_RULES}, inleiding en Voorbereiding",
    ),
    Clause(
        "alchemisten.essentie.moment",
        "Wanneer de essentiefase komt",
        "De essentiefase is nieuw in De Alchemisten. Je speelt haar elke ronde, nadat iedereen "
        "klaar is met het bereiden van de drank en voordat de puntentelling begint. Alle spelers "
        "doen de essentiefase tegelijk, ook wie een ontplofte ketel heeft. Wat de fase je "
        "oplevert, houd je: een rattenstaart uit een glas telt in de volgende ronde mee, met de "
        "essentie op je piston betaal je later acties, en de actie van je patiënt gebruik je in "
        "je volgende bereidingsfase. Alleen de plek van je essentiefiche gaat niet mee naar de "
        "volgende essentiefase: daar begint het fiche weer op veld 0.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.essentie.begin",
        "Eerst terug naar veld 0",
        "Elke essentiefase begint ermee dat je essentiefiche naar veld 0 van je "
        "alchemistenpiston gaat, op welk veld het ook stond: na de vorige essentiefase, of lager "
        "doordat je acties met essentie betaalde. Daarna volgen drie stappen.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.essentie.1",
        "Stap 1: tel de kleuren",
        "Kijk welke kleuren ingrediënten er in je ketel liggen en tel hoeveel verschillende het "
        "er zijn. Witte fiches (knalerwten) tel je niet. Narrenkruid is een kleur op zich en telt "
        "wel. Hoeveel fiches van een kleur er liggen en welke waarde ze hebben, doet er niet toe. "
        "Zet je essentiefiche op het veld met dat aantal.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.essentie.2",
        "Stap 2: precies 7 aan knalerwten",
        "Tel op wat je witte fiches (de knalerwten) samen waard zijn. Komen ze uit op precies 7, "
        "dan gaat je essentiefiche één veld verder. Bij 6 of minder, en bij 8 of meer, gebeurt er "
        "niets.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.essentie.3",
        "Stap 3: ontplofte buren",
        "Voor elke directe buur (links of rechts van je) van wie de ketel is ontploft, gaat je "
        "essentiefiche één veld verder: één ontplofte buur geeft één veld, twee ontplofte buren "
        "geven twee velden. Met twee spelers is er maar één tegenspeler, die tegelijk je linker- "
        "en je rechterbuur is; dan levert deze stap hoogstens één veld op.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.essentie.lager",
        "Bewust lager blijven",
        "Je hoeft niet op het hoogste veld te blijven dat je haalt. Voordat je een bonus "
        "neemt, mag je je essentiefiche terugzetten op een lager veld naar keuze; de bonus "
        "komt dan van dat veld.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.essentie.top",
        "Voorbij het laatste veld",
        "De piston heeft de velden 0 tot en met 10; dat zegt één bron, die het van een afbeelding "
        "in het Engelse regelboek afleest (de Nederlandse regels noemen alleen veld 0). Met veel "
        "kleuren en bonussen kun je verder komen dan veld 10, maar de regels zeggen niet wat er "
        "dan gebeurt. Dit regelboek laat je essentiefiche dan op veld 10 stoppen (de keuze 'stop "
        "bij de top'). Wie wil, speelt met de huisregel 'doortellen': dan telt een veld voorbij "
        "10 in ronde 9, waar elk veld een overwinningspunt oplevert en niemand daarna nog met "
        "essentie betaalt. In ronde 1 tot en met 8 stopt je fiche ook met 'doortellen' op veld "
        "10, want daar houden de piston, de buisjes en de glazen op.",
        f"Niet in de Nederlandse regels. Velden 0 tot 10: {ENGLISH_RULES}, afbeelding van de "
        f"piston, gelezen door één van de {FAN_IMPLEMENTATIONS} (één bron); voorbij veld 10: "
        f"geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "alchemisten.bonus.buisje",
        "Het buisje naar je patiënt",
        "Van elk veld van de piston loopt een glazen buisje naar je essentiekaart, de kaart "
        "van de patiënt die je behandelt. Volg het buisje vanaf het veld van je essentiefiche. "
        "Komt het uit in een glas, dan krijg je wat in dat glas staat: een rattenstaart, "
        "overwinningspunten of een bijzondere bonus van je patiënt. Komt het niet in een glas "
        "uit, of staat je fiche op veld 0, dan krijg je uit een glas niets.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.bonus.punten",
        "Overwinningspunten in het glas",
        "Staan er overwinningspunten in je glas, dan zet je je scoresteen meteen zoveel velden "
        "verder op het scorespoor.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.bonus.rat",
        "Een rattenstaart in het glas",
        "Staat er een rattenstaart in je glas, dan telt die in de volgende ronde mee bij de "
        "ratten: je rattensteen komt dan één veld verder dan hij anders zou komen.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.bonus.bovenop",
        "Punten en ratten komen erbij",
        "Overwinningspunten en een rattenstaart uit een glas krijg je altijd extra, naast de "
        "bonus of de actie die je patiënt je geeft.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.bonus.ovaal",
        "Een ovaal glas",
        "Een bonus in een ovaal glas krijg je op het moment dat je patiëntenkaart noemt: "
        "bijvoorbeeld meteen als de essentiefase afloopt, of pas wanneer je volgende "
        "bereidingsfase begint.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.bonus.actie",
        "Een actie voor de volgende ronde",
        "Bij een paar patiënten hoort een eigen actie, die je in de eerstvolgende ronde mag "
        "gebruiken terwijl je fiches trekt. Die actie krijg je ook als je buisje in geen glas "
        "uitkomt.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.bonus.kaarten",
        "Wat er in de glazen staat",
        "Welk glas bij welk veld hoort, staat op de essentiekaarten en niet in de tekst van de "
        "regels. Dit regelboek gebruikt de lezing van de kaartafbeeldingen uit één openbare bron "
        "(de tabel 'afbeeldingen'). Klopt jouw kaart daar niet mee, dan geldt je kaart: geef je "
        "eigen glazen op, dan rekent dit regelboek met die.",
        f"Niet in de Nederlandse regels; de glazen per veld: {ENGLISH_RULES}, kaartafbeeldingen, "
        f"gelezen door één van de {FAN_IMPLEMENTATIONS} (één bron; de soorten bonus kloppen met "
        f"{ALCHEMISTS_RULES})",
        ClauseKind.CHOICE,
    ),
    Clause(
        "alchemisten.essentie.bewaren",
        "Je essentie blijft staan",
        "Na de essentiefase laat je je essentiefiche op zijn veld liggen: die essentie kun je "
        "later uitgeven. Pas wanneer de volgende essentiefase begint, zet je het weer op veld 0. "
        "Direct na de essentiefase volgt de gewone puntentelling.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.essentie.betalen",
        "Met essentie betalen",
        "Sommige acties kosten essentie: je zet je essentiefiche dan zoveel velden terug. Onder "
        "veld 0 kan het niet. Staat je fiche lager dan wat de actie kost, dan heb je te weinig "
        "essentie en mag je de actie niet doen.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.narrenkruid.boeken",
        "Vier narrenkruidboeken",
        "De Alchemisten heeft twee dubbelzijdige ingrediëntenboeken voor narrenkruid; hun vier "
        "kanten zijn boek 10, boek 11, boek 12 en boek 16. Aan het begin van het spel kies je "
        "er één, los van de set die je voor de andere ingrediënten gebruikt. Alleen boek 11 "
        "verandert de essentiefase.",
        f"{ALCHEMISTS_RULES}, Voorbereiding en De nieuwe ingrediëntenboeken",
    ),
    Clause(
        "alchemisten.narrenkruid.boek11",
        "Boek 11: narrenkruid geeft essentie",
        "Speel je met boek 11, dan gaat je essentiefiche, zodra je in stap 1 de kleuren hebt "
        "geteld, nog één veld verder voor elk narrenkruid in je ketel. Twee narrenkruid leveren "
        "zo samen drie velden op: één als kleur en twee van het boek.",
        f"{ALCHEMISTS_RULES}, De nieuwe ingrediëntenboeken, Boek 11",
    ),
    Clause(
        "alchemisten.laatste-ronde",
        "Essentie in ronde 9",
        "Ook in ronde 9 speel je de essentiefase, maar de essentiekaart geeft dan niets: geen "
        "bonus, geen rattenstaart en geen punten uit een glas. Je krijgt in plaats daarvan "
        "evenveel overwinningspunten als het nummer van het veld waar je essentiefiche "
        "eindigt.",
        f"{ALCHEMISTS_RULES}, De laatste ronde",
    ),
    *PATIENT_CLAUSES,
)

CLAUSES += LOCOWEED_CLAUSES + CARD_CLAUSES
