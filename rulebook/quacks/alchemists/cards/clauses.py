"""Clauses of the 20 new fortune-teller cards of De Alchemisten, in our own Dutch words.

The Dutch rules say only how the cards join the deck and what the symbols mean; what each card
does comes from the English card texts as one public source read them (reference §6.7), so every
card's source line says so. The titles are this rulebook's own translation (no Dutch title is
known).
"""

from __future__ import annotations

from rulebook.core.reader.clauses import Clause, ClauseKind
from rulebook.quacks.sources import ALCHEMISTS_RULES, ENGLISH_CARDS, PLAYERS_FORUM

_PURPLE = "Paarse kaart, meteen uit te voeren voordat de ronde begint. "
_BLUE = "Blauwe kaart, voor deze ronde. "


def _card(card_id: str, title: str, english: str, text: str, extra: str = "") -> Clause:
    colour = _PURPLE if card_id.startswith("P") else _BLUE
    source = (
        f"{ENGLISH_CARDS} van The Alchemists: '{english}', gelezen van scans van de kaarten door "
        f"één openbare bron (één bron){extra}"
    )
    return Clause(f"alchemisten.kaart.{card_id}", title, colour + text, source)


CARD_CLAUSES = (
    Clause(
        "alchemisten.kaarten.symbool",
        "Twintig nieuwe kaarten en hun symbool",
        "De Alchemisten brengt twintig nieuwe waarzeggerijkaarten mee: je schudt ze bij de "
        "kaarten van het basisspel. Draagt een kaart rechtsonder een symbool, dan hoort ze bij "
        "één uitbreiding en gebruik je haar alleen als je die uitbreiding speelt: de kolf staat "
        "voor De Alchemisten (de kaart werkt met de essentiefase), de heksenhoed voor De "
        "Kruidenheksen. Een kaart zonder symbool doet altijd mee, ook zonder uitbreiding.",
        f"{ALCHEMISTS_RULES}, Voorbereiding; welke kaart welk symbool draagt: {ENGLISH_CARDS}, "
        "één openbare bron",
    ),
    Clause(
        "alchemisten.kaarten.kruidenheksen",
        "De kaarten met de heksenhoed",
        "Speel je ook De Kruidenheksen, dan horen de drie kaarten met de heksenhoed (P7, B8 en "
        "B10) erbij. Dit regelboek beschrijft die uitbreiding niet, en de spelmotor kent haar "
        "heksen en heksenpenningen niet: hier blijven die kaarten dus in de doos. Met De "
        "Kruidenheksen aan tafel schud je ze gewoon mee.",
        f"{ALCHEMISTS_RULES}, Voorbereiding (kaarten met een symbool alleen met die "
        "uitbreiding); dat ze hier wegblijven: een beperking van dit regelboek, geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "alchemisten.kaarten.titels",
        "Titels van de nieuwe kaarten",
        "Hoe de twintig nieuwe kaarten in het Nederlands heten, vonden we in geen bron. De "
        "titels hier zijn onze eigen vertaling; naast elke kaart staan de Engelse en de Duitse "
        "titel, zodat je je eigen kaart terugvindt. Van vijf blauwe kaarten (B1 tot B5) is "
        "alleen de Duitse titel bekend, niet de Duitse kaart zelf: welke Duitse titel bij welke "
        "Engelse kaart hoort, volgt alleen uit de betekenis. Dit regelboek toont die titels toch "
        "(keuze 'naar betekenis'); met de keuze 'alleen gezien' blijven ze weg.",
        f"Duitse titels: een lijst van de doos op een {PLAYERS_FORUM} (één bron); Engelse titels: "
        f"{ENGLISH_CARDS}; Nederlandse titels: geen bron",
        ClauseKind.CHOICE,
    ),
    _card(
        "P1",
        "Keuze te over",
        "Spoiled for choice ...",
        "Ieder kiest voor zich: 1 robijn, één worp met de bonusdobbelsteen en 3 extra "
        "rattenstaarten samen, of een rood fiche (vliegenzwam) van waarde 2 in je buidel.",
    ),
    _card(
        "P2",
        "Robijnkoorts",
        "Ruby fever",
        "Iedereen trekt meteen één fiche uit zijn buidel en neemt zoveel robijnen als erop "
        "staat. Het fiche gaat terug in de buidel; dan begint het brouwen.",
    ),
    Clause(
        "alchemisten.kaart.P2.narrenkruid",
        "Robijnkoorts met een narrenkruid",
        "Een narrenkruid draagt geen getal, en de kaart zegt niet wat het dan oplevert. Dit "
        "regelboek telt het als 1, want in de prijslijst is narrenkruid een 1-fiche: je krijgt "
        "1 robijn. Een andere lezing noemt geen bron.",
        f"de kaart: {ENGLISH_CARDS} van The Alchemists, één bron; voor narrenkruid: geen bron",
        ClauseKind.CHOICE,
    ),
    _card(
        "P3",
        "Geven en nemen",
        "Give and take",
        "Ieder mag 1, 2 of 4 robijnen inleveren en neemt daarvoor een fiche van waarde 1, 2 of "
        "4 (geen paars) uit de voorraad. In plaats daarvan mag je ook gewoon 2 robijnen nemen.",
    ),
    _card(
        "P4",
        "Rijke gaven",
        "Rich offerings",
        "Ieder kiest één van drie: 8 extra rattenstaarten deze ronde, vier worpen met de "
        "bonusdobbelsteen, of je druppel 3 velden vooruit.",
    ),
    _card(
        "P5",
        "Een kleine gift",
        "A small donation",
        "Tel je aan het begin van deze ronde minstens 2 rattenstaarten, dan mag je één keer "
        "met de bonusdobbelsteen gooien.",
    ),
    _card(
        "P6",
        "Een rat om te koesteren",
        "A rat to cherish ...",
        "Ieder mag tot 3 robijnen inleveren; voor elke ingeleverde robijn krijg je deze ronde 3 "
        "rattenstaarten extra.",
    ),
    _card(
        "P7",
        "Snel geruild",
        "A quick exchange",
        "Kaart van De Kruidenheksen: je levert een van je heksenpenningen in en neemt daarvoor "
        "een fiche naar keuze. Zonder De Kruidenheksen speel je haar niet.",
    ),
    _card(
        "P8",
        "Buur in nood",
        "Neighbor in need",
        "Ieder kiest wat zijn linkerbuur krijgt: die mag voorgoed een wit fiche van waarde 1 "
        "uit zijn buidel halen, of die neemt een fiche naar keuze uit de voorraad.",
    ),
    _card(
        "P9",
        "Nuttig knaagdier",
        "Useful rodent",
        "Ieder mag afzien van 2, 4 of 6 rattenstaarten van deze ronde en neemt daarvoor een "
        "fiche van waarde 1, 2 of 4 (geen paars).",
    ),
    _card(
        "P10",
        "Een sterk drankje",
        "A powerful tipple",
        "Ieder mag zijn druppel 1 of 2 velden terugzetten en neemt daarvoor een fiche van "
        "waarde 2 of 4. Onder veld 0 gaat de druppel niet.",
    ),
    _card(
        "B1",
        "Van goed naar beter",
        "From good to better",
        "Ben je gestopt, dan mag je één gekleurd fiche van waarde 2 of 4 voorgoed uit je ketel "
        "halen en er een ander fiche van waarde 2 of 4 uit de voorraad voor in de plaats "
        "leggen, op hetzelfde veld.",
    ),
    _card(
        "B2",
        "Uitverkoop",
        "Sale",
        "Koop je deze ronde twee fiches, dan krijg je het goedkoopste van de twee nog een keer, "
        "gratis.",
    ),
    _card(
        "B3",
        "De witte zegen",
        "The white blessing",
        "Ben je gestopt en is het laatste fiche in je ketel wit, dan krijg je zoveel "
        "overwinningspunten als dat fiche waard is.",
    ),
    _card(
        "B4",
        "De zegen van de ratten",
        "A rat's blessing",
        "Deze ronde heb je bij het kopen 2 geld extra voor elke rattenstaart die je telt.",
    ),
    _card(
        "B5",
        "Goede buren",
        "A good neighborhood",
        "Zolang je ketel niet is ontploft, mag je op elk moment je witte fiche van waarde 3 "
        "terug in je buidel doen. Doe je dat, dan krijgt je linkerbuur 2 robijnen.",
    ),
    _card(
        "B6",
        "Geluk bij een ongeluk",
        "A blessing in disguise",
        "Kaart met de kolf. Ontploft je ketel deze ronde, dan gaat je essentiefiche in de "
        "essentiefase 2 velden extra vooruit.",
    ),
    _card(
        "B7",
        "Essentiële essentie",
        "Essential essence",
        "Kaart met de kolf. Wie na de essentiefase de hoogste essentie heeft (bij gelijke stand "
        "ieder van hen), mag één keer met de bonusdobbelsteen gooien of zijn fles vullen.",
    ),
    _card(
        "B8",
        "Bezoek van een heks",
        "Visit from a witch",
        "Kaart van De Kruidenheksen: er komt een kruidenheks bij die nog niet meedoet, en "
        "iedereen mag haar deze ronde één keer gratis gebruiken. Zonder De Kruidenheksen speel "
        "je haar niet.",
    ),
    _card(
        "B9",
        "Eind goed, al goed",
        "All's well that ends well.",
        "Kaart met de kolf. In de essentiefase gaat je essentiefiche extra vooruit, naar het "
        "laatste fiche in je ketel: zoveel velden als dat fiche ver ging (zie de keuze "
        "alchemisten.kaarten.zugweite).",
        "; Duitse kaart: een foto op een spelersforum",
    ),
    Clause(
        "alchemisten.kaarten.zugweite",
        "Kaart B9: waarde of afstand?",
        "De Duitse kaart B9 spreekt van de 'Zugweite' van je laatste fiche: hoeveel velden het "
        "ver ging. De Engelse kaart spreekt van zijn waarde. Meestal is dat hetzelfde, maar niet "
        "bij narrenkruid met boek 12 of 16, of bij een fiche dat door een boek of kaart extra "
        "velden ging. Dit regelboek volgt de Duitse kaart (keuze 'afstand'), omdat het spel "
        "Duits is en de Nederlandse uitgave daarvan komt; met de keuze 'waarde' tel je de "
        "waarde.",
        f"Duitse tekst: een foto op een {PLAYERS_FORUM}; Engelse tekst: {ENGLISH_CARDS}; de "
        "bronnen spreken elkaar tegen",
        ClauseKind.CHOICE,
    ),
    _card(
        "B10",
        "Blij weerzien",
        "A joyful reunion",
        "Kaart van De Kruidenheksen: aan het eind van de ronde krijg je een van je "
        "heksenpenningen terug. Zonder De Kruidenheksen speel je haar niet.",
    ),
)
