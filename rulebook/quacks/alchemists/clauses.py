"""Clauses of De Alchemisten, in our own Dutch words, faithful to the seed (``NL-A``).

``NL-A`` is ``seeds/000_6c99e4396788d667.txt``; the section names after it are the seed's own
headings. Clauses of kind ``CHOICE`` record what this rulebook decided where the rules are silent.
"""

from __future__ import annotations

from rulebook.core.clauses import CATALOGUE, Clause, ClauseKind

ESSENCE = "NL-A, De essentiefase"

CLAUSES = (
    Clause(
        "alchemisten.essentie.moment",
        "Wanneer de essentiefase komt",
        "De essentiefase is nieuw in De Alchemisten. Je speelt haar elke ronde, nadat iedereen "
        "klaar is met het bereiden van de drank en voordat de puntentelling begint. Alle spelers "
        "doen de essentiefase tegelijk, ook wie een ontplofte ketel heeft. Wat je in deze fase "
        "haalt, kun je niet meenemen naar een latere ronde.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.essentie.begin",
        "Eerst terug naar veld 0",
        "Je begint de essentiefase altijd door je essentiefiche op veld 0 van je "
        "alchemistenpiston te zetten, waar het na de vorige ronde ook stond. Daarna volgen drie "
        "stappen.",
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
        "Tel de waarden van de witte fiches in je ketel op. Is het totaal precies 7, dan gaat je "
        "essentiefiche één veld verder. Bij 6 of minder, en bij 8 of meer, gebeurt er niets.",
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
        "De piston loopt van veld 0 tot veld 10. Met veel kleuren en bonussen kun je in theorie "
        "verder komen, maar de regels zeggen niet wat er dan gebeurt. Dit regelboek laat je "
        "essentiefiche dan op veld 10 staan (de keuze 'stop bij de top'). Wie als huisregel wil "
        "doortellen, kiest 'doortellen': dat telt alleen in ronde 9 mee, waar elk veld een "
        "overwinningspunt waard is.",
        "Niet in NL-A; reference/quacks.md §6.3 (veld 0 tot 10 ✅, daarboven ❌)",
        ClauseKind.CHOICE,
    ),
    Clause(
        "alchemisten.bonus.buisje",
        "Het buisje naar je patiënt",
        "Van elk veld van de piston loopt een glazen buisje naar je essentiekaart, de kaart "
        "van de patiënt die je behandelt. Volg het buisje vanaf het veld van je essentiefiche. "
        "Komt het uit in een glas, dan krijg je wat in dat glas staat: een rattensteen, "
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
        "Een rattensteen in het glas",
        "Staat er een rattensteen in je glas, dan zet je in de volgende ronde je rattensteen "
        "één veld verder dan hij anders zou komen.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.bonus.bovenop",
        "Punten en ratten komen erbij",
        "Overwinningspunten en een rattensteen uit een glas krijg je altijd extra, naast de "
        "bonus of de actie die je patiënt je geeft.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.bonus.ovaal",
        "Een ovaal glas",
        "Staat de bonus in een ovaal glas, dan staat op je patiëntenkaart wanneer je hem "
        "krijgt, bijvoorbeeld meteen aan het eind van de essentiefase of pas aan het begin van "
        "je volgende bereidingsfase.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.bonus.actie",
        "Een actie voor de volgende ronde",
        "Sommige patiënten geven je een speciale actie voor de volgende fase 'Het bereiden van "
        "de drank'. Die actie heb je ook als je buisje niet in een glas uitkomt.",
        ESSENCE,
    ),
    Clause(
        "alchemisten.bonus.kaarten",
        "Wat er in de glazen staat",
        "Welk glas bij welk veld hoort, staat op de essentiekaarten en niet in de tekst van de "
        "regels. Dit regelboek gebruikt de lezing van de kaartafbeeldingen uit één openbare bron "
        "(de tabel 'afbeeldingen'). Klopt jouw kaart daar niet mee, dan geldt je kaart: geef je "
        "eigen glazen op, dan rekent dit regelboek met die.",
        "Niet in NL-A; reference/quacks.md §6.5 (één bron, ⚠️)",
        ClauseKind.CHOICE,
    ),
    Clause(
        "alchemisten.essentie.bewaren",
        "Je essentie blijft staan",
        "Na de essentiefase blijft je essentiefiche op zijn veld staan, zodat je de essentie "
        "later kunt gebruiken. Pas aan het begin van de volgende essentiefase gaat het terug "
        "naar veld 0. Direct na de essentiefase volgt de gewone puntentelling.",
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
        "De Alchemisten heeft vier ingrediëntenboeken voor narrenkruid: boek 10, boek 11, "
        "boek 12 en boek 16. Aan het begin van het spel kies je er één, los van de set die je "
        "voor de andere ingrediënten gebruikt. Alleen boek 11 verandert de essentiefase.",
        "NL-A, Voorbereiding en De nieuwe ingrediëntenboeken",
    ),
    Clause(
        "alchemisten.narrenkruid.boek11",
        "Boek 11: narrenkruid geeft essentie",
        "Speel je met boek 11, dan gaat je essentiefiche, zodra je in stap 1 de kleuren hebt "
        "geteld, nog één veld verder voor elk narrenkruid in je ketel. Twee narrenkruid leveren "
        "zo samen drie velden op: één als kleur en twee van het boek.",
        "NL-A, De nieuwe ingrediëntenboeken, Boek 11",
    ),
    Clause(
        "alchemisten.laatste-ronde",
        "Essentie in ronde 9",
        "Ook in ronde 9 speel je de essentiefase, maar de essentiekaart geeft dan niets: geen "
        "bonus, geen rattensteen en geen punten uit een glas. Je krijgt in plaats daarvan "
        "evenveel overwinningspunten als het nummer van het veld waar je essentiefiche "
        "eindigt.",
        "NL-A, De laatste ronde",
    ),
)

CATALOGUE.add(CLAUSES)
