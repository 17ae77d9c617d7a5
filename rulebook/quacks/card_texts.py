"""The 24 fortune-teller cards of the base game: a Dutch title and the card's text in our words.

Ids follow ``shared/reference/quacks.md`` §5: ``P1``–``P13`` are the purple cards (carried out
once, at once, before the round), ``B1``–``B11`` the blue ones (they hold for the whole round or
act at its end). The Dutch titles of the cards are not known; each title here is our own
rendering of the English (Schmidt Spiele) title, which ``CARD_ENGLISH_TITLES`` keeps, so a reader
with an English or Dutch copy can still find the card (clause kwakzalvers.waarzegster.titels).
A card speaks to every player: "je" is each player in turn.
"""

from __future__ import annotations

CARD_TEXTS: dict[str, tuple[str, str]] = {
    "P1": (
        "Gooi de dobbelsteen",
        "Iedereen gooit één keer met de bonusdobbelsteen en krijgt wat hij gooit.",
    ),
    "P2": (
        "De ketel loopt vol",
        "Iedereen zet zijn druppel 1 veld vooruit.",
    ),
    "P3": (
        "Liefdadigheid",
        "Wie de minste robijnen heeft, krijgt 1 robijn uit de voorraad. Hebben meerdere "
        "spelers samen het kleinste aantal, dan krijgt ieder van hen er een.",
    ),
    "P4": (
        "Rattenplaag",
        "Deze ronde tellen alle rattenstaarten dubbel: in stap 2 zet je je rattensteen twee "
        "keer zoveel velden vooruit als je staarten telt.",
    ),
    "P5": (
        "Beginnersbonus",
        "Wie de minste overwinningspunten heeft, krijgt een groen fiche van waarde 1 in zijn "
        "buidel. Staan meerdere spelers samen onderaan, dan krijgt ieder van hen er een.",
    ),
    "P6": (
        "Net op tijd",
        "Ieder kiest voor zich: 4 overwinningspunten nemen, of één wit fiche van waarde 1 uit "
        "de eigen buidel voorgoed weghalen (het gaat naar de voorraad).",
    ),
    "P7": (
        "Je mag er maar één kiezen",
        "Ieder kiest één van drie dingen: een zwart fiche, een fiche van waarde 2 naar keuze "
        "(zie kwakzalvers.keuze.fiche-kiezen) of 3 robijnen. Een fiche komt uit de voorraad "
        "in je buidel.",
    ),
    "P8": (
        "Ratten zijn je vrienden",
        "Ieder kiest voor zich: een fiche van waarde 4 naar keuze in je buidel, of 1 "
        "overwinningspunt voor elke rattenstaart die je deze ronde telt. Die punten krijg je in "
        "stap 2, nadat je de staarten hebt geteld; je rattensteen zet je dan gewoon neer.",
    ),
    "P9": (
        "Een goed begin",
        "Ieder kiest voor zich: je rattensteen deze ronde gewoon gebruiken, of in stap 2 "
        "afzien van 1, 2 of 3 van je rattenstaarten en voor elke staart waarvan je afziet 1 "
        "robijn nemen. Meer staarten dan je telt, kun je niet opgeven.",
    ),
    "P10": (
        "Kies met verstand",
        "Ieder kiest voor zich: je druppel 2 velden vooruit zetten, of een paars fiche "
        "(geestenadem) in je buidel doen.",
    ),
    "P11": (
        "Sjacheren",
        "Ieder mag 1 robijn inleveren en daarvoor een fiche van waarde 1 naar keuze in de "
        "buidel doen; paars en zwart zijn uitgesloten (zie kwakzalvers.keuze.fiche-kiezen).",
    ),
    "P12": (
        "Een buitenkansje",
        "Iedereen trekt 4 fiches uit zijn buidel. Eén daarvan mag je omruilen voor een fiche "
        "van dezelfde kleur met de eerstvolgende hogere waarde uit de voorraad; een pompoen "
        "kun je nooit omruilen. Kun je niets ruilen, dan krijg je een groen fiche van waarde "
        "1. Daarna gaan alle fiches terug in je buidel.",
    ),
    "P13": (
        "Minder is meer",
        "Iedereen trekt 5 fiches uit zijn buidel en telt hun waarden op, de witte ook. Wie de "
        "laagste som heeft (bij gelijke stand ieder van hen), krijgt een blauw fiche van "
        "waarde 2; alle anderen krijgen 1 robijn. Daarna gaan alle fiches terug in de buidels.",
    ),
    "B1": (
        "De ketel is vol",
        "Mag je deze ronde met de bonusdobbelsteen gooien, dan gooi je twee keer en krijg je "
        "beide uitkomsten.",
    ),
    "B2": (
        "Pompoenfeest",
        "Deze ronde gaat elke pompoen die je in je ketel legt 1 veld extra vooruit.",
    ),
    "B3": (
        "Geluksvogel",
        "Toont je puntentellingsveld deze ronde een robijn, dan krijg je bij stap C ook 2 "
        "overwinningspunten, zelfs als je ketel ontploft is.",
    ),
    "B4": (
        "Het glanst extra fel",
        "Toont je puntentellingsveld deze ronde een robijn, dan krijg je bij stap C 1 "
        "robijn extra: 2 in plaats van 1.",
    ),
    "B5": (
        "Toverdrank",
        "Aan het eind van deze ronde (stap F) wordt de fles van iedere speler gratis bijgevuld.",
    ),
    "B6": (
        "Precies goed gekruid",
        "Tellen de witte fiches in je ketel na het brouwen samen precies 7 op, dan zet je aan "
        "het eind van de ronde je druppel 1 veld vooruit.",
    ),
    "B7": (
        "Leven in weelde",
        "Deze ronde ontploft een ketel pas als de witte fiches erin samen boven de 9 komen, "
        "niet al boven de 7 (samen met alruinwortel set 3: zie kwakzalvers.keuze.grens).",
    ),
    "B8": (
        "Goed geroerd",
        "Deze ronde mag je het eerste witte fiche dat je trekt terug in je buidel doen. Dat "
        "geldt alleen voor het eerste: laat je die kans liggen, dan is ze voorbij.",
    ),
    "B9": (
        "Een sterk ingrediënt",
        "Als iedereen klaar is met brouwen, komen om de beurt, vanaf de startspeler met de klok "
        "mee, de spelers aan bod die zonder ontploffing stopten. Je trekt hoogstens 5 fiches "
        "uit je buidel en mag er één van achter je laatste fiche leggen; dat fiche kan je ketel "
        "niet laten ontploffen en zijn actie gebeurt niet. De rest gaat terug in je buidel.",
    ),
    "B10": (
        "Leedvermaak",
        "Ontploft je ketel deze ronde, dan doet je linkerbuur een fiche van waarde 2 naar keuze "
        "uit de voorraad in zijn buidel (zie kwakzalvers.keuze.fiche-kiezen).",
    ),
    "B11": (
        "Een tweede kans",
        "Liggen je eerste 5 fiches in je ketel, dan kies je: doorgaan, of je ketel leegmaken, "
        "alles terug in de buidel, en opnieuw beginnen bij je druppel of rattensteen. Ook "
        "als je ketel binnen die eerste 5 fiches ontploft, mag je opnieuw beginnen. Deze keuze "
        "krijg je maar één keer.",
    ),
}
"""Card id -> (our Dutch title, the card's effect in our own Dutch words)."""

CARD_ENGLISH_TITLES: dict[str, tuple[str, str]] = {
    "P1": ("Roll The Die", "Take a Chance"),
    "P2": ("The Pot is Filling Up", "Drop It"),
    "P3": ("Charity", "Charity"),
    "P4": ("Rat Infestation", "Infestation"),
    "P5": ("Beginner's Bonus", "Beginner's Luck"),
    "P6": ("Just in Time", "Boomberry Cleanse"),
    "P7": ("You Only get to Choose One", "Choices, Choices"),
    "P8": ("Rats are your Friends", "Rat-a-Tat"),
    "P9": ("A Good Start", "Good Start"),
    "P10": ("Choose Wisely", "Decisions, Decisions..."),
    "P11": ("Wheel and Deal", "Wheeling and Dealing"),
    "P12": ("An Opportunistic Moment", "Flea Market"),
    "P13": ("Less is More", "Less is More"),
    "B1": ("The Pot is Full", "Double Double"),
    "B2": ("Pumpkin Patch Party", "Pumpkin Party"),
    "B3": ("Lucky Devil", "Lucky Devil"),
    "B4": ("It's Shining Extra Bright", "Fire Burn"),
    "B5": ("Magic Potion", "Flask Rabbit"),
    "B6": ("Seasoned Perfectly", "Bubbling Over"),
    "B7": ("Living in Luxury", "Portentous Potables"),
    "B8": ("Well Stirred", "Cauldron Bubble"),
    "B9": ("Strong Ingredient", "Safety Procedure"),
    "B10": ("Schadenfreude", "Toil and Trouble"),
    "B11": ("A Second Chance", "Second Chances"),
}
"""Card id -> (Schmidt Spiele English title, North Star Games title), reference §5."""
