"""Rule questions of De Kwakzalvers van Kakelenburg: what players ask at the table, answered.

The questions come from the rulings and clarifications collected in
``shared/reference/quacks.md`` §9.1 (F1 to F21; the number is in each question's comment), from
its key rule numbers (§8), and from the places where the rules are silent and this rulebook had
to choose (the clauses of kind ``CHOICE``). Every answer is in our own words, rests on clauses
of the catalogue, says how firm it is (``Firmness``) and names a worked example of the game
(``rulebook.quacks.examples``: an example or a refused input) that shows it live.
"""

from __future__ import annotations

from rulebook.core.reader.questions import Firmness, QuestionsOf, RuleQuestion

NL = "Nederlandse spelregels (999 Games)"
EN = "Engelstalig regelboek (Schmidt Spiele/North Star Games)"
ALMANAC = "Ingrediëntenalmanak (Engels), officieel stuk van de uitgever"
WITCHES = "verduidelijking van de waarzeggerijkaarten in het regelboek van De Kruidenheksen"

RULES = Firmness.RULES
FAQ = Firmness.FAQ
MAKER = Firmness.DESIGNER
CHOICE = Firmness.CHOICE


_q = QuestionsOf("kwakzalvers")


QUESTIONS: tuple[RuleQuestion, ...] = (
    # -- brewing ---------------------------------------------------------------------------------
    _q(  # §8
        "precies-zeven",
        "Ontploft mijn ketel als de knalerwten samen precies 7 zijn?",
        "Nee. Pas als de witte fiches samen méér dan 7 waard zijn, ontploft je ketel; 7 is nog "
        "veilig. Gekleurde fiches tellen hiervoor nooit mee, hoe hoog hun waarde ook is.",
        ("kwakzalvers.ontploffen",),
        RULES,
        NL,
        "ontploffen",
    ),
    _q(  # F1
        "fles-ontploft",
        "Mag ik de fles gebruiken op het witte fiche waardoor mijn ketel net ontploft?",
        "Nee. De fles stuurt alleen een wit fiche terug dat je ketel níet over de grens bracht. "
        "Was het juist dat fiche dat de ketel deed ontploffen, dan is het te laat: de ketel is "
        "ontploft en je stopt.",
        ("kwakzalvers.fles", "kwakzalvers.ontploffen"),
        RULES,
        f"{NL} en {EN}",
        "de fles op het ontploffende fiche",
    ),
    _q(  # F2
        "fles-verder",
        "Mag ik na het gebruik van de fles gewoon verder trekken?",
        "Ja, je trekt daarna gewoon door. Maar de fles ligt dan op de lege kant en doet niets "
        "meer tot je hem in stap F met 2 robijnen weer vult; meer dan één keer per ronde lukt "
        "dus niet.",
        ("kwakzalvers.fles", "kwakzalvers.puntentelling.f"),
        RULES,
        f"{NL} en {EN}",
        "de fles een tweede keer",
    ),
    _q(  # F7
        "kaart-fiche-ontploft",
        "Kan een fiche dat ik door een waarzeggerijkaart trek mijn ketel laten ontploffen?",
        "Nee. Bij 'Een sterk ingrediënt' leg je na het stoppen nog één fiche in je ketel, maar "
        "dat fiche laat je ketel nooit ontploffen, ook niet als je knalerwten daarmee boven de "
        "grens komen; zijn actie voer je niet uit.",
        ("kwakzalvers.kaart.B9", "kwakzalvers.ontploffen"),
        FAQ,
        WITCHES,
        "kaart B9",
    ),
    _q(  # F8
        "tweede-kans-ontploft",
        "Mag ik 'Een tweede kans' nog gebruiken als mijn ketel binnen de eerste vijf fiches "
        "ontploft?",
        "Ja. Ook dan mag je je ketel leegmaken, alle fiches terug in je buidel doen en opnieuw "
        "beginnen bij je druppel (of rattensteen). Die keuze heb je één keer in de ronde.",
        ("kwakzalvers.kaart.B11",),
        MAKER,
        "antwoord van een productmanager van Schmidt Spiele op het forum unknowns.de",
        "kaart B11",
    ),
    _q(  # F15
        "rood2-ontploft",
        "Mag ik met vliegenzwam set 2 de rode fiches naast mijn ketel nog leggen als mijn ketel "
        "ontploft is?",
        "Ja. Of je nu zelf stopte of door een ontploffing moest stoppen: daarna kies je voor "
        "elke vliegenzwam naast je ketel wat je ermee doet, ook achter je laatste fiche leggen.",
        ("kwakzalvers.boek.rood.2",),
        FAQ,
        ALMANAC,
        "rood, set 2",
    ),
    _q(  # F14
        "blauw2-optellen",
        "Tellen de beschermingen van twee kraaienschedels van set 2 bij elkaar op?",
        "Nee. Van de beschermingen die nog lopen telt alleen de ruimste. Trek je een "
        "kraaienschedel van 4 terwijl die van een 2 nog loopt, dan zijn de volgende 4 fiches "
        "beschermd, niet 5 of 6.",
        ("kwakzalvers.boek.blauw.2",),
        FAQ,
        f"{ALMANAC}, bevestigd door een tweede lezing van de almanak",
        "blauw, set 2",
    ),
    _q(  # F9
        "twee-grenzen",
        "Tellen 'Leven in weelde' en alruinwortel set 3 samen op voor de grens van de knalerwten?",
        "Nee, volgens dit regelboek niet: beide noemen een vaste grens, dus de hoogste van de "
        "twee geldt en die is nooit meer dan 9. Er is geen officiële uitspraak; spelers op een "
        "forum lezen het net zo. Wie wil, speelt met de keuze 'optellen'.",
        ("kwakzalvers.keuze.grens", "kwakzalvers.kaart.B7", "kwakzalvers.boek.geel.3"),
        CHOICE,
        "keuze van dit regelboek, zoals spelers op unknowns.de het lezen",
        "twee grenzen: de hoogste",
    ),
    _q(
        "stoppen-zonder-fiche",
        "Wat is mijn puntentellingsveld als ik stop voordat ik één fiche getrokken heb?",
        "Daarover zwijgen de regels. Dit regelboek telt dan het veld direct na je druppel, of "
        "na je rattensteen als die deze ronde verder staat: dat is het beginpunt van je ketel. "
        "Met de keuze 'minstens één' moet je eerst één fiche trekken.",
        ("kwakzalvers.keuze.leeg", "kwakzalvers.brouwen.stoppen"),
        CHOICE,
        "keuze van dit regelboek; de regels eisen nergens een eerste fiche",
        "stoppen zonder fiche",
    ),
    # -- rats and cards ---------------------------------------------------------------------------
    _q(  # F6
        "ratten-gelijk",
        "Hoeveel rattenstaarten krijg ik als ik evenveel punten heb als de koploper?",
        "Geen. Je telt alleen de staarten die op het scorespoor tussen jouw scoresteen en die "
        "van de koploper liggen, en bij een gelijke stand ligt daar niets tussen. Het voorbeeld "
        "in het Engelstalige regelboek: koploper 20, wie 19 heeft krijgt er 0, wie 17 heeft 1 "
        "en wie 16 heeft 2.",
        ("kwakzalvers.ratten", "kwakzalvers.ratten.staarten"),
        RULES,
        f"{NL}; het voorbeeld uit {EN}",
        "rattenstaarten: het voorbeeld uit het Engelse regelboek",
    ),
    _q(
        "ratten-boven-50",
        "Hoe tel ik rattenstaarten als de koploper al voorbij de 50 is?",
        "Dat zeggen de regels niet. Dit regelboek legt de staarten in de tweede ronde over het "
        "scorespoor op dezelfde plaatsen, 50 hoger, zoals twee fan-implementaties ook doen. Met "
        "de keuze 'geen staarten boven 50' tel je daar niets.",
        ("kwakzalvers.keuze.tweede-ronde", "kwakzalvers.ratten.staarten"),
        CHOICE,
        "keuze van dit regelboek, naar twee fan-implementaties",
        "rattenstaarten boven 50",
    ),
    _q(  # F10
        "kaart-boek-dicht",
        "Krijg ik een geel of paars fiche van een waarzeggerijkaart als dat boek nog dicht ligt?",
        "Nee. Een geel of paars fiche van een kaart krijg je alleen als het ingrediëntenboek van "
        "die kleur al open op tafel ligt: geel vanaf ronde 2, paars vanaf ronde 3.",
        ("kwakzalvers.waarzegster.boeken", "kwakzalvers.ronde2", "kwakzalvers.ronde3"),
        RULES,
        f"{NL} en {EN}",
        "kaart P10 in ronde 2",
    ),
    _q(  # F21
        "kaart-hoe-lang",
        "Hoe lang geldt een waarzeggerijkaart?",
        "Nooit langer dan de ronde waarin hij is voorgelezen. Een paarse kaart handel je meteen "
        "af, vóór de ronde begint; een blauwe werkt deze ronde, of aan het eind ervan. In de "
        "volgende ronde geldt alleen de nieuwe kaart.",
        ("kwakzalvers.waarzegster",),
        RULES,
        f"{NL}; een spelersforum leest het net zo",
        "kaart P6",
    ),
    _q(  # F11
        "pompoen-ruilen",
        "Mag ik een pompoen omruilen voor een hogere waarde, bijvoorbeeld met 'Een buitenkansje'?",
        "Nee. Pompoenen bestaan alleen met waarde 1 en worden nooit opgewaardeerd: niet door een "
        "kaart, niet door een boek. Kun je bij 'Een buitenkansje' niets anders ruilen, dan "
        "krijg je een groen fiche van waarde 1.",
        ("kwakzalvers.kaart.P12", "kwakzalvers.keuze.fiche-kiezen", "kwakzalvers.boek.oranje"),
        FAQ,
        f"{WITCHES} (North Star Games)",
        "kaart P12",
    ),
    _q(
        "fiche-naar-keuze",
        "Mag ik een wit fiche nemen als een kaart me 'een fiche naar keuze' geeft?",
        "De kaarten zeggen het niet precies. Dit regelboek geeft je dan een gekleurd fiche dat je "
        "ook zou kunnen kopen: nooit wit, en geel of paars alleen als dat boek open ligt. Met de "
        "keuze 'letterlijk' mag ook wit, al schaadt dat je alleen.",
        ("kwakzalvers.keuze.fiche-kiezen",),
        CHOICE,
        "keuze van dit regelboek",
        "fiche naar keuze: gekleurd",
    ),
    # -- scoring ---------------------------------------------------------------------------------
    _q(  # F4
        "dobbelsteen-ontploft",
        "Mag ik de bonusdobbelsteen gooien als mijn ketel ontploft is?",
        "Nee, nooit. In stap A doen alleen de spelers mee van wie de ketel heel bleef; van hen "
        "gooit wie het verst kwam. Ook met het hoogste veld van de tafel gooit een ontplofte "
        "ketel niet.",
        ("kwakzalvers.puntentelling.a",),
        RULES,
        f"{NL} en {EN}",
        "robijn bij een ontplofte ketel",
    ),
    _q(  # F5
        "dobbelsteen-gelijk",
        "Wie gooit de bonusdobbelsteen als twee spelers even ver komen?",
        "Staan jullie op hetzelfde veld, dan gooien jullie allebei. Tonen twee velden alleen "
        "hetzelfde getal, dan wint het veld dat verder in de ketel ligt, en gooit alleen wie "
        "daar staat.",
        ("kwakzalvers.puntentelling.a",),
        RULES,
        f"{NL}; gelijk veld: {EN}",
        "bonusdobbelsteen: gelijk veld",
    ),
    _q(  # F16
        "druppel-op-fiche",
        "De bonusdobbelsteen zet mijn druppel op een veld waar al een fiche ligt: wat nu?",
        "Je schuift dat fiche opzij en zet je druppel op het veld. Je puntentellingsveld van "
        "deze ronde verandert daardoor niet.",
        ("kwakzalvers.bonusdobbelsteen",),
        RULES,
        EN,
        "druppel op een fiche",
    ),
    _q(
        "dobbelsteen-zesde-vlak",
        "Welke uitkomst staat twee keer op de bonusdobbelsteen?",
        "De regels noemen vijf uitkomsten voor zes vlakken en zeggen niet welke dubbel is. Dit "
        "regelboek neemt '1 overwinningspunt' twee keer, zoals vier fan-implementaties; heeft "
        "jouw steen een ander vlak dubbel, kies dan 'eigen steen'.",
        ("kwakzalvers.keuze.dobbelsteen", "kwakzalvers.bonusdobbelsteen"),
        CHOICE,
        "keuze van dit regelboek, naar vier fan-implementaties",
        "de vlakken van de dobbelsteen",
    ),
    _q(  # F3
        "ontploft-acties",
        "Werken mijn fiches bij de puntentelling nog als mijn ketel ontploft is?",
        "Ja. Een ontploffing raakt de acties van je fiches en van de waarzeggerijkaart niet: "
        "stap B speel je gewoon, en de robijn van stap C krijg je ook. Alleen tussen de punten "
        "(stap D) en het kopen (stap E) moet je kiezen.",
        (
            "kwakzalvers.puntentelling.ontploft",
            "kwakzalvers.puntentelling.b",
            "kwakzalvers.puntentelling.c",
        ),
        RULES,
        f"{NL}; de acties uitdrukkelijk in {EN}",
        "ontploft: de punten",
    ),
    _q(  # §8
        "ontploft-kiezen",
        "Mijn ketel is ontploft: krijg ik mijn punten én mag ik kopen?",
        "Nee, één van de twee: de overwinningspunten van je veld (stap D) óf kopen met het geld "
        "van je veld (stap E). Wie niet ontplofte, doet allebei.",
        ("kwakzalvers.puntentelling.ontploft",),
        RULES,
        f"{NL} en {EN}",
        "ontploft: kopen",
    ),
    _q(  # F12
        "paars1-vier",
        "Wat geven vier of meer geestenadems met set 1?",
        "Hetzelfde als drie: je krijgt de beloning van één rij, en vier of meer tellen als drie. "
        "Een lagere rij kiezen mag altijd.",
        ("kwakzalvers.boek.paars.1",),
        FAQ,
        ALMANAC,
        "paars, set 1",
    ),
    _q(  # F13
        "paars2-vier",
        "Mag ik met geestenadem set 2 vier paarse fiches inleveren als twee keer twee?",
        "Nee. Je kiest één beloning, dus één keer 1, 2 of 3 geestenadems inleveren. Minder "
        "inleveren dan je in je ketel hebt, mag wel.",
        ("kwakzalvers.boek.paars.2",),
        FAQ,
        ALMANAC,
        "paars, set 2",
    ),
    _q(  # F20
        "paars3-veld",
        "Telt bij geestenadem set 3 het getal op het veld of de plaats in de ketel?",
        "Dat zeggen de regels niet. Dit regelboek neemt het gedrukte getal: een geestenadem op "
        "veld 21, waar 18 staat, levert 1 punt op. Met de keuze 'plaats in de ketel' tel je de "
        "velden vanaf 0: dan telt 21, en dat zijn 2 punten.",
        ("kwakzalvers.keuze.paars3", "kwakzalvers.boek.paars.3"),
        CHOICE,
        "keuze van dit regelboek; er is geen officiële uitspraak",
        "paars, set 3",
    ),
    _q(  # F19
        "zwart-nul",
        "Krijgen we met 2 spelers allebei het zwarte druppelveld als niemand een "
        "doodshoofdvlinder heeft?",
        "Het boek zegt het niet. Dit regelboek vraagt minstens één doodshoofdvlinder: bij 0 "
        "tegen 0 gaat niemands druppel vooruit. Met de keuze 'letterlijk' krijgen jullie het "
        "allebei.",
        ("kwakzalvers.keuze.zwart-gelijk", "kwakzalvers.boek.zwart"),
        CHOICE,
        "keuze van dit regelboek; er is geen officiële uitspraak gevonden",
        "zwart 0 tegen 0",
    ),
    # -- buying ----------------------------------------------------------------------------------
    _q(  # F17
        "voorraad-op",
        "Wat als een soort fiche in de doos op is?",
        "Dan kan niemand die soort nog kopen, en er komt ook geen fiche van elders bij. Kies een "
        "ander fiche, of koop niets.",
        ("kwakzalvers.voorraad", "kwakzalvers.puntentelling.e"),
        RULES,
        EN,
        "kopen: uitverkocht",
    ),
    _q(
        "wie-eerst-kopen",
        "Wie krijgt het laatste fiche als twee spelers het willen kopen?",
        "Wie eerder aan de beurt is: het Engelstalige regelboek laat om de beurt kopen, de "
        "startspeler eerst en dan de anderen met de klok mee; de Nederlandse regels zeggen het "
        "niet. Dit regelboek houdt die volgorde aan; met de keuze 'wie het eerst komt' regelt "
        "de tafel het zelf.",
        ("kwakzalvers.keuze.volgorde", "kwakzalvers.puntentelling.e"),
        RULES,
        f"{EN}, Puntentelling E; de Nederlandse regels zeggen het niet",
        "wie eerst koopt",
    ),
    _q(  # F18
        "prijs-groen3",
        "Kost een groen 4-fiche van set 3 nu 18 of 21 geld?",
        "De bronnen verschillen: 21 staat volgens spelers in het gedrukte boek, 18 in de latere "
        "almanaktekst. Dit regelboek rekent met 21, wat het boek op tafel laat zien; met de "
        "keuze 'almanak 18' reken je met 18.",
        ("kwakzalvers.keuze.prijzen", "kwakzalvers.boek.groen.3"),
        CHOICE,
        "keuze van dit regelboek; de bronnen spreken elkaar tegen",
        "prijs groen set 3",
    ),
    # -- the last round and the end --------------------------------------------------------------
    _q(  # §8
        "ronde9-ontploft",
        "Krijg ik in ronde 9 nog punten voor mijn geld als mijn ketel ontploft is?",
        "Volgens de Nederlandse regels niet: geld omzetten in punten mag alleen wie niet "
        "ontplofte. Het Engelse regelboek laat je kiezen tussen de punten van je veld en punten "
        "voor je geld. Dit regelboek volgt de Nederlandse regels; de keuze 'Engels' speelt het "
        "andere.",
        ("kwakzalvers.keuze.ronde9-ontploft", "kwakzalvers.ronde9"),
        CHOICE,
        f"keuze van dit regelboek: {NL} tegen {EN}",
        "ronde 9 ontploft",
    ),
    _q(  # §8
        "gelijkspel",
        "Wie wint er bij een gelijke stand na ronde 9?",
        "Wie van de gelijke spelers in ronde 9 het verst in zijn ketel kwam, dus de vollere "
        "ketel had. Is ook dat gelijk, dan winnen jullie samen.",
        ("kwakzalvers.einde",),
        RULES,
        f"{NL} en {EN}",
        "gelijkspel: de vollere ketel",
    ),
)
"""Every rule question of the base game, in the order of a round."""
