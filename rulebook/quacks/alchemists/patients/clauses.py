"""Clauses of the eight patients of De Alchemisten, in our own Dutch words.

The essence phase's clauses (``clauses.py``) already say how the tube leads to a glass, that
points and a rat tail come on top, and that an action patient's action comes even without a
glass; these clauses say what each patient itself does. ``clauses.CLAUSES`` adds them with one
line.
"""

from __future__ import annotations

from rulebook.core.reader.clauses import Clause, ClauseKind
from rulebook.quacks.sources import ALCHEMISTS_RULES, ENGLISH_RULES, FAN_IMPLEMENTATIONS

PATIENTS = f"{ALCHEMISTS_RULES}, De acht patiënten"

PATIENT_CLAUSES = (
    Clause(
        "alchemisten.patient.kiezen",
        "Drie patiënten op tafel, één voor jou",
        "Bij de voorbereiding gaan de acht patiëntenfiches in een buidel. Trek er drie: die "
        "drie patiënten komen open op tafel, met hun tableau. Elke speler kiest daaruit de "
        "patiënt die hij behandelt en legt de essentiekaart van die patiënt op zijn piston. "
        "Vooraf mag je je essentiekaarten bekijken. Twee of meer spelers mogen dezelfde patiënt "
        "nemen. Alle acht patiëntenfiches gaan daarna terug in de doos, met de vijf tableaus "
        "die niet getrokken zijn, en ook de essenties die niemand gebruikt.",
        f"{ALCHEMISTS_RULES}, Voorbereiding",
    ),
    Clause(
        "alchemisten.patient.pas-volgende-ronde",
        "Een actie pas vanaf ronde 2",
        "Karbonkelneus, Zeiloren, Heksenbochel en Vergeetachtigheid geven je een actie. Die "
        "verdien je in een essentiefase en gebruik je in de bereidingsfase van de ronde daarna. "
        "In ronde 1 brouw je dus nog zonder actie, en de essentiefase van ronde 1 geeft je bij "
        "deze patiënten uit het glas alleen punten of een rattenstaart (bij Vergeetachtigheid "
        "alleen punten).",
        PATIENTS,
    ),
    Clause(
        "alchemisten.patient.schichtigheid",
        "Schichtigheid: fiches open voor je",
        "Eindigt je essentiefiche op veld 1, dan telt er in de volgende ronde één rattenstaart "
        "extra voor je mee. Op een hoger veld noemt het glas een aantal fiches: trek er zoveel "
        "uit je buidel zodra je volgende bereidingsfase begint. Knalerwten daarvan gaan meteen "
        "terug in de buidel; de andere leg je zichtbaar voor je neer. Daarna kies je bij elk "
        "fiche dat je in de ketel legt: een van die open fiches, of een nieuw uit de buidel.",
        PATIENTS,
    ),
    Clause(
        "alchemisten.patient.schichtigheid.open",
        "Schichtigheid: wat open fiches kosten en tellen",
        "Drie dingen over de open fiches laten de regels open; dit regelboek kiest zo, en de "
        "spelmotor speelt het zo. Een open fiche in je ketel leggen kost geen essentie. Het telt "
        "als een getrokken fiche, voor alles wat getrokken fiches telt. En open fiches die je "
        "niet gelegd hebt, gaan terug in je buidel zodra het brouwen voorbij is, zoals elk "
        "fiche aan het eind van de ronde.",
        f"{PATIENTS}; deze drie punten: geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "alchemisten.patient.schichtigheid.ontploft",
        "Schichtigheid: na een ontploffing niet meer",
        "Is je ketel ontploft, dan leg je geen van je open fiches meer in de ketel.",
        PATIENTS,
    ),
    Clause(
        "alchemisten.patient.oorwurm",
        "Oorwurm: meteen extra fiches",
        "Zodra je essentie vaststaat, trek je zoveel fiches als het glas noemt, één voor één. "
        "Elk fiche gaat direct in je ketel, zo ver als zijn waarde zegt, net als bij het "
        "brouwen, en heeft het een actie, dan mag je die uitvoeren. In het glas kan ook een "
        "rattenstaart staan; die krijg je erbij.",
        PATIENTS,
    ),
    Clause(
        "alchemisten.patient.oorwurm.wit",
        "Oorwurm: geen ontploffing",
        "Ook een knalerwt die je zo trekt, leg je gewoon in je ketel. Komen je witte fiches "
        "daardoor boven 7 uit, dan ontploft je ketel toch niet.",
        PATIENTS,
    ),
    Clause(
        "alchemisten.patient.karbonkelneus.start",
        "Karbonkelneus: een pompoen extra",
        "Behandel je Karbonkelneus, dan doe je bij het begin van het spel een pompoen van "
        "waarde 1 extra in je buidel: je begint met tien fiches in plaats van negen.",
        f"{PATIENTS}, Karbonkelneus; ook in het Engelstalige regelboek (twee bronnen)",
    ),
    Clause(
        "alchemisten.patient.karbonkelneus",
        "Karbonkelneus: een pompoen naar een robijnveld",
        "Trek je tijdens het brouwen een pompoen, dan mag je 2 essentie betalen. Die pompoen "
        "komt dan niet op de gewone plek, maar op het eerstvolgende robijnveld voorbij je "
        "laatste fiche. Hoeveel de pompoen waard is, maakt daarbij niet uit. Voor een ander "
        "fiche dan een pompoen geldt de actie niet.",
        PATIENTS,
    ),
    Clause(
        "alchemisten.patient.robijnveld-op",
        "Karbonkelneus: geen robijnveld meer",
        "Ligt voorbij je laatste fiche geen robijnveld meer op het spoor, dan is er geen plek "
        "voor de pompoen en kun je de actie niet gebruiken; je legt de pompoen zoals altijd. "
        "De regels noemen dit geval niet.",
        f"Niet in de Nederlandse regels; {ALCHEMISTS_RULES} zegt alleen 'het volgende lege "
        f"robijnveld' (geen bron)",
        ClauseKind.CHOICE,
    ),
    Clause(
        "alchemisten.patient.zeiloren",
        "Zeiloren: wit verder of terug",
        "Trek je tijdens het brouwen een knalerwt, dan heb je drie mogelijkheden. Je zet hem "
        "twee keer zijn waarde verder in de ketel (een witte 2 gaat dus 4 velden ver); dat kost "
        "2 essentie, wat hij ook waard is. Of je doet hem terug in je buidel voor 3 essentie. Of "
        "je legt hem gewoon, zonder essentie te betalen. Voor een gekleurd fiche geldt de "
        "actie niet.",
        PATIENTS,
    ),
    Clause(
        "alchemisten.patient.zeiloren.ontploft",
        "Zeiloren: niet als wit ontploft",
        "Laat de knalerwt die je net trekt je ketel ontploffen, dan mag je geen van de twee "
        "acties van Zeiloren gebruiken: niet verder zetten en niet teruggeven.",
        PATIENTS,
    ),
    Clause(
        "alchemisten.patient.kippenogen",
        "Kippenogen: een bonus op elk veld",
        "Bij Kippenogen staat in elk glas een eigen bonus, en die krijg je zodra de "
        "essentiefase afloopt. Er zijn tien bonussen: 1 robijn, 3 robijnen, een pompoen van "
        "waarde 1, een rode 1 (vliegenzwam), je fles weer vullen, 2 keer of 4 keer de "
        "bonusdobbelsteen gooien, je druppel 2 velden vooruit, of in je ketel een fiche van "
        "waarde 1 vervangen door een fiche van dezelfde kleur met waarde 2, of met waarde 4.",
        PATIENTS,
    ),
    Clause(
        "alchemisten.patient.kippenogen.volgorde",
        "Kippenogen: welke bonus op welk veld",
        "Welke van de tien bonussen van Kippenogen bij welk veld hoort, vertellen de regels niet. "
        "Dit regelboek volgt één openbare bron, die de volgorde van de kaartafbeelding afleest "
        "(de keuze 'afbeeldingen'): veld 1 een robijn, 2 een pompoen, 3 een 1-fiche ruilen voor "
        "een 2-fiche, 4 de fles vullen, 5 een vliegenzwam, 6 drie robijnen, 7 twee worpen, 8 de "
        "druppel 2 verder, 9 een 1-fiche ruilen voor een 4-fiche, 10 vier worpen. Zegt jouw kaart "
        "iets anders, geef dan je eigen volgorde op.",
        f"Niet in de Nederlandse regels; de volgorde: {ENGLISH_RULES}, kaartafbeelding, gelezen "
        f"door één van de {FAN_IMPLEMENTATIONS} (één bron)",
        ClauseKind.CHOICE,
    ),
    Clause(
        "alchemisten.patient.heksenbochel",
        "Heksenbochel: beloning op een robijnveld",
        "Komt een fiche dat je tijdens het brouwen legt op een veld met een robijn, dan mag je "
        "2 essentie betalen voor een beloning. Die hangt af van dat fiche: waarde 1 geeft "
        "1 robijn; waarde 2 of een doodshoofdvlinder geeft één worp met de bonusdobbelsteen; "
        "waarde 3 of een geestenadem geeft een alruinwortel van waarde 1; waarde 4 of narrenkruid "
        "geeft 3 overwinningspunten. Een fiche als beloning gaat meteen in je buidel. Gooi je de "
        "druppel, dan schuift je druppel meteen een veld op, ook als daar een fiche ligt; de "
        "fiches in je ketel blijven waar ze zijn. Op een veld zonder robijn is er geen "
        "beloning.",
        PATIENTS,
    ),
    Clause(
        "alchemisten.patient.vergeetachtigheid.start",
        "Vergeetachtigheid: twee fiches extra",
        "Behandel je Vergeetachtigheid, dan doe je bij het begin van het spel een kraaienschedel "
        "van waarde 1 en een vliegenzwam van waarde 1 extra in je buidel: je begint met elf "
        "fiches.",
        f"{PATIENTS}, Vergeetachtigheid; ook in het Engelstalige regelboek (twee bronnen)",
    ),
    Clause(
        "alchemisten.patient.vergeetachtigheid",
        "Vergeetachtigheid: een fiche terug in de buidel",
        "Tijdens je bereidingsfase mag je wanneer je wilt een gekleurd fiche uit je ketel "
        "terugdoen in je buidel. Het kost zoveel essentie als het fiche waard is. De andere "
        "fiches schuiven niet op: waar het fiche lag, blijft een leeg veld over.",
        PATIENTS,
    ),
    Clause(
        "alchemisten.patient.vergeetachtigheid.niet",
        "Vergeetachtigheid: nooit wit of narrenkruid",
        "Een knalerwt (wit fiche) en narrenkruid mag je met deze actie nooit terugdoen.",
        PATIENTS,
    ),
    Clause(
        "alchemisten.patient.vergeetachtigheid.wanneer",
        "Vergeetachtigheid: hoe vaak en tot wanneer",
        "De regels zeggen 'wanneer je wilt', maar niet hoe vaak. Dit regelboek laat je zoveel "
        "fiches terugdoen als je essentie betaalt, elk wanneer je wilt, zolang je nog trekt. Na "
        "het stoppen of een ontploffing is je bereidingsfase voorbij en doe je niets meer terug; "
        "de spelmotor biedt het dan ook niet meer aan.",
        f"{PATIENTS}; hoe vaak: geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "alchemisten.patient.vampierisme",
        "Vampierisme: een extra fiche kopen",
        "Eindigt je essentiefiche op veld 1, dan telt er in de volgende ronde één rattenstaart "
        "extra voor je mee. Op een hoger veld mag je, zodra de essentiefase afloopt, één fiche "
        "extra kopen, met zoveel geld als de waarde die je hebt bereikt. Het gekochte fiche "
        "gaat meteen in je buidel. Dat is een aankoop apart: bij de puntentelling koop je "
        "daarna gewoon zoals altijd.",
        PATIENTS,
    ),
    Clause(
        "alchemisten.patient.vampierisme.munten",
        "Vampierisme: hoeveel geld",
        "'De waarde die je hebt bereikt' lezen we als het nummer van je veld: op veld 6 mag het "
        "extra fiche 6 geld kosten. Zo leest één openbare bron de glazen op de kaart (de "
        "keuze 'veldnummer'). Toont jouw kaart andere bedragen, geef die dan op.",
        f"Niet letterlijk in de Nederlandse regels; {ENGLISH_RULES}, kaartafbeelding, gelezen "
        f"door één van de {FAN_IMPLEMENTATIONS} (één bron)",
        ClauseKind.CHOICE,
    ),
    Clause(
        "alchemisten.patient.rood2",
        "Met de rode fiches van set 2",
        "Speel je met set 2 van de vliegenzwam, dan leg je een getrokken rood fiche pas in je "
        "ketel als je gestopt bent. Het Engelse regelboek zegt wat dat betekent voor drie "
        "patiënten. Schichtigheid: een open rood fiche leg je ook pas na het stoppen. Oorwurm: "
        "een rood fiche dat je trekt, telt als getrokken, ook als je het niet in je ketel legt. "
        "Heksenbochel: een rood fiche dat je na het stoppen legt, geeft geen beloning.",
        f"Niet in de Nederlandse regels; {ENGLISH_RULES}, gelezen door één van de "
        f"{FAN_IMPLEMENTATIONS} (één bron)",
    ),
)
"""The patients' clauses, in the order chapter 21 shows them."""
