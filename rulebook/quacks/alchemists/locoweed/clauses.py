"""Clauses of the locoweed books 10, 12 and 16, in our own Dutch words (book 11 and the choice of
one book are in ``clauses.py``, shown with the essence phase).

Sources: the Dutch Alchemists rules, "De nieuwe ingrediëntenboeken" (the seed), and for the
prices one public reading of the English rulebook's book pictures (reference §6.6).
"""

from __future__ import annotations

from rulebook.core.reader.clauses import Clause, ClauseKind
from rulebook.quacks.sources import (
    ALCHEMISTS_RULES,
    ENGLISH_RULES,
    FAN_IMPLEMENTATIONS,
    PLAYERS_FORUM,
)

BOOKS = f"{ALCHEMISTS_RULES}, De nieuwe ingrediëntenboeken"

LOCOWEED_CLAUSES = (
    Clause(
        "alchemisten.narrenkruid.prijs",
        "Wat narrenkruid kost",
        "De Nederlandse regels noemen de boeken 10, 11, 12 en 16 maar geven geen prijs. Dit "
        "regelboek leest het nummer als de prijs: een narrenkruid kost zoveel geld als het "
        "nummer van het boek op tafel. Narrenkruid heeft geen getal erop en er is maar één soort "
        "van: in de prijslijst staat het als 1-fiche, een narrenkruid van waarde 2 of 4 bestaat "
        "niet. Je koopt het zoals elk ander ingrediënt, bij de puntentelling. Een andere prijs "
        "noemt geen bron.",
        f"{BOOKS} (de boeken heten 10, 11, 12 en 16); dat het nummer de prijs is: "
        f"{ENGLISH_RULES}, afbeeldingen van de boeken, gelezen door één van de "
        f"{FAN_IMPLEMENTATIONS} (waarschijnlijk, niet in de Nederlandse tekst)",
        ClauseKind.CHOICE,
    ),
    Clause(
        "alchemisten.narrenkruid.boek16",
        "Boek 16: zo ver als je kleuren",
        "Trek je een narrenkruid, tel dan eerst hoeveel verschillende kleuren er al in je ketel "
        "liggen. Wit telt niet mee, en de waarden van de fiches doen er niet toe. Ligt er nog "
        "geen narrenkruid in je ketel, dan kies je zelf: je mag dit eerste narrenkruid als "
        "kleur meetellen, maar het hoeft niet. Zoveel velden gaat het narrenkruid vooruit.",
        f"{BOOKS}, Boek 16",
    ),
    Clause(
        "alchemisten.narrenkruid.boek16.meetellen",
        "Boek 16: telt je eerste narrenkruid mee?",
        "De regels laten je kiezen of je eerste narrenkruid zichzelf als kleur meetelt. De "
        "spelmotor vraagt het je zodra je het trekt: meetellen (één veld verder) of niet. De "
        "computerspelers en de uitgewerkte voorbeelden tellen het mee, tenzij een voorbeeld "
        "anders zegt. Ligt er nog geen gekleurd fiche in je ketel, dan zou niet meetellen het "
        "narrenkruid nul velden laten gaan; dat biedt dit regelboek niet aan, daar telt het mee.",
        f"de keuze: {BOOKS}, Boek 16; wat de computer kiest en geen keuze bij nul velden: "
        "keuzes van dit regelboek, geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "alchemisten.narrenkruid.boek12",
        "Boek 12: zo ver als je knalerwten",
        "Trek je een narrenkruid, tel dan op wat al je witte fiches in de ketel waard zijn. Zoveel "
        "velden gaat het narrenkruid vooruit. Heb je nog geen wit fiche in je ketel, dan gaat het "
        "één veld.",
        f"{BOOKS}, Boek 12",
    ),
    Clause(
        "alchemisten.narrenkruid.boek10",
        "Boek 10: een fiche terug in de buidel",
        "Een narrenkruid gaat met dit boek gewoon naar het eerstvolgende lege veld. Direct daarna "
        "mag je één gekleurd fiche naar keuze uit je ketel halen en in je buidel terugdoen; een "
        "wit fiche mag dat niet zijn. Alle andere fiches blijven op hun veld liggen, ook als er "
        "zo een leeg veld tussen komt.",
        f"{BOOKS}, Boek 10",
    ),
    Clause(
        "alchemisten.narrenkruid.boek10.zichzelf",
        "Boek 10: het narrenkruid zelf terug?",
        "Mag het fiche dat je met boek 10 terugdoet het narrenkruid zijn dat je net hebt gelegd? "
        "De regels zeggen het niet, en ook in de bronnen staat geen antwoord. Dit regelboek staat "
        "het toe (de keuze 'ook zichzelf'), omdat de tekst van het boek alleen witte fiches "
        "uitsluit, terwijl de regels bij Vergeetachtigheid narrenkruid wel apart uitsluiten. Wie "
        "het anders leest, speelt met de keuze 'niet zichzelf': dan moet het een ander gekleurd "
        "fiche zijn.",
        f"Niet in de regels; de vraag is gesteld op een {PLAYERS_FORUM}, zonder antwoord: geen "
        f"bron",
        ClauseKind.CHOICE,
    ),
)
