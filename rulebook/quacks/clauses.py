"""Every clause of the base game De Kwakzalvers van Kakelenburg, in our own Dutch words.

Two parts, in the order the catalogue lists them. First the eight rules the first chapters
needed before anything else (``FIRST_CLAUSES``: rounds, players, the bag, the supply, the track,
an exploding pot). Then the whole rulebook in its own order (``BASE_CLAUSES``), in three groups:
the rules of the Dutch rulebook (the seed, in its own order); facts the Dutch rulebook leaves
out, taken from ``shared/reference/quacks.md`` (the track's end, the rat tails, the die, the 22
books and the 24 fortune-teller cards); and the choices this rulebook makes where the rules are
silent or the sources disagree (kind ``CHOICE``).

Each source line names a source a reader can find (``rulebook.quacks.sources``): the Dutch rule
booklet with the part of it, or, for facts the booklet leaves out, the original public source
and how firm the fact is. Book and card texts live once, in ``book_texts`` and ``card_texts``;
the clauses add prices, colour and timing around them. Nothing is registered here: the package
decides when to add the clauses to the catalogue.
"""

from __future__ import annotations

from rulebook.core.dutch import listing
from rulebook.core.reader.clauses import Clause, ClauseKind
from rulebook.quacks.book_texts import BOOK_COLOURS, BOOK_TEXTS, SETS
from rulebook.quacks.card_texts import CARD_ENGLISH_TITLES, CARD_TEXTS
from rulebook.quacks.data import SUPPLY, TRACK_FIELDS, Ingredient
from rulebook.quacks.sources import (
    ALCHEMISTS_RULES,
    ALMANAC,
    BASE_RULES,
    ENGLISH_CARDS,
    ENGLISH_RULES,
    FAN_IMPLEMENTATIONS,
    HERB_WITCHES_RULES,
    PLAYERS_FORUM,
)


def _supply_text() -> str:
    """The box's supply per colour, written from ``SUPPLY`` so text and limits never differ."""
    parts = []
    for ingredient in Ingredient:
        kinds = [(value, n) for (i, value), n in SUPPLY.items() if i is ingredient]
        if not kinds:
            continue
        if kinds[0][0] is None:
            parts.append(f"{ingredient.colour} {kinds[0][1]}")
            continue
        amounts = listing([f"{n} van waarde {value}" for value, n in kinds])
        parts.append(f"{ingredient.colour} {amounts}")
    return "; ".join(parts)


FIRST_CLAUSES = (
    Clause(
        "kwakzalvers.ronden",
        "Negen ronden",
        "Een spel De Kwakzalvers van Kakelenburg duurt negen ronden, genummerd 1 tot en met 9. "
        "Na ronde 9 is het spel voorbij; ronde 9 is dus de laatste ronde.",
        f"{BASE_RULES}, Verloop van een ronde",
    ),
    Clause(
        "kwakzalvers.spelers",
        "Aantal spelers",
        "Je speelt met twee, drie of vier spelers, ieder met een eigen ketel. Met De "
        "Alchemisten kan een vijfde speler meedoen, maar alleen als je ook De Kruidenheksen "
        "bezit.",
        f"{BASE_RULES}, Spelmateriaal (4 ketels); {ALCHEMISTS_RULES}, inleiding (vijf spelers)",
    ),
    Clause(
        "kwakzalvers.fiches",
        "Ingrediëntenfiches",
        "Elk ingrediënt is een rond fiche met een kleur en een waarde. De witte fiches zijn de "
        "knalerwten, met waarde 1, 2 of 3. Pompoenen (oranje), geestenadem (paars) en "
        "doodshoofdvlinders (zwart) hebben altijd waarde 1. De groene, blauwe "
        "(kraaienschedel), rode (vliegenzwam) en gele (alruinwortel) fiches zijn er met waarde "
        "1, 2 en 4. Narrenkruid hoort niet bij het basisspel maar bij de uitbreidingen (De "
        "Alchemisten brengt er vier eigen boeken voor); het is een kleur op zich en draagt geen "
        "waarde.",
        f"{BASE_RULES}, Voorbereiding en Spelmateriaal; {ALCHEMISTS_RULES}; welke kleuren alleen "
        f"waarde 1 hebben: {ALMANAC} (twee onafhankelijke bronnen)",
    ),
    Clause(
        "kwakzalvers.startbuidel",
        "Je startbuidel",
        "Iedere speler begint met negen fiches in zijn buidel: vier knalerwten van waarde 1, "
        "twee van waarde 2 en één van waarde 3, plus een oranje en een groen fiche, allebei van "
        "waarde 1. Knalerwten kun je nooit kopen, want geen ingrediëntenboek verkoopt ze. Meer "
        "dan twee witte fiches van waarde 2, of meer dan één van waarde 3, heb je dus niet; "
        "ook de keuze 'letterlijk' (kwakzalvers.keuze.fiche-kiezen) geeft alleen een wit fiche "
        "terug dat uit je buidel verdwenen is.",
        f"{BASE_RULES}, Voorbereiding en Spelmateriaal",
    ),
    Clause(
        "kwakzalvers.ronde6",
        "Ronde 6: één knalerwt erbij",
        "Bij het begin van ronde 6 krijgt elke speler er één knalerwt van waarde 1 bij, in zijn "
        "buidel. "
        "In ronde 1 tot en met 5 heb je dus hoogstens vier witte fiches van waarde 1, vanaf "
        "ronde 6 hoogstens vijf. Met de keuze 'letterlijk' kan een kaart of boek je een wit fiche "
        "geven, maar alleen ter vervanging van een dat weg is.",
        f"{BASE_RULES}, Bijzondere ronden",
    ),
    Clause(
        "kwakzalvers.voorraad",
        "De voorraad in de doos",
        "Van elke soort gekleurd fiche zit een vast aantal in de doos; is een soort op, dan kan "
        "niemand die nog kopen. Meer fiches van één soort dan de doos bevat, kan één speler dus "
        f"nooit hebben. De doos bevat: {_supply_text()}.",
        f"telling per soort: {FAN_IMPLEMENTATIONS} (twee onafhankelijke bronnen; geel en paars: "
        f"één bron), samen de 216 fiches uit {BASE_RULES}, Spelmateriaal; narrenkruid: "
        f"{ENGLISH_RULES} van De Alchemisten (één bron); op is op: {ENGLISH_RULES} (één bron)",
    ),
    Clause(
        "kwakzalvers.ketelspoor",
        "Het spoor in je ketel",
        "In je ketel loopt een spoor van velden. Je druppel staat op veld 0, in het midden; de "
        f"fiches komen op de velden 1 tot en met {TRACK_FIELDS}, en daarna volgt alleen nog het "
        "laatste puntentellingsveld. Elk fiche krijgt een eigen veld, zodat er in een ketel "
        f"hoogstens {TRACK_FIELDS} fiches passen.",
        f"het spoor: {FAN_IMPLEMENTATIONS} van het ketelbord (twee onafhankelijke bronnen: vier "
        f"tellen hetzelfde); één fiche per veld: {BASE_RULES}, Het bereiden van de drank",
    ),
    Clause(
        "kwakzalvers.ontploffen",
        "Een ontplofte ketel",
        "Tel op wat de witte fiches in je ketel samen waard zijn. Komt dat totaal boven de 7, "
        "dan ontploft je ketel: je legt het laatste fiche nog in de ketel, maar je moet stoppen "
        "met trekken. Precies 7 is nog veilig. Gekleurde fiches tellen voor een ontploffing "
        "nooit mee.",
        f"{BASE_RULES}, Het bereiden van de drank (Ontploffen)",
    ),
)
"""The rules the first chapters needed first, before the whole rulebook below."""


def _nl(section: str) -> str:
    return f"{BASE_RULES}, {section}"


RULES = (
    Clause(
        "kwakzalvers.doel",
        "Waar het spel om draait",
        "Negen dagen per jaar is er bazaar in Kakelenburg, en jij verkoopt er als kwakzalver "
        "je wonderdrankjes. Elke ronde haal je ingrediënten uit je buidel en leg je ze in je "
        "ketel; met elk fiche kom je verder langs de getallen in de ketel, en verder betekent "
        "meer geld en meer punten. Maar met te veel knalerwten in de ketel ontploft hij, en "
        "dan krijg je minder. Na negen ronden wint wie de meeste overwinningspunten heeft.",
        _nl("inleiding"),
    ),
    Clause(
        "kwakzalvers.spelmateriaal",
        "Wat er in de doos zit",
        "In de doos zitten 4 ketels (de spelertableaus), 4 buidels, 4 flessen, 4 rattenstenen, "
        "4 scorestenen met 4 fiches '0/50 zegels', en 8 druppels, waarvan er 4 alleen voor de "
        "variant dienen. Verder 1 scorespoor met een rondenspoor, 1 vlam die de ronden telt, "
        "1 bonusdobbelsteen, 20 robijnen en 24 waarzeggerijkaarten. Voor de ingrediënten: 216 "
        "fiches plus 3 reservefiches, 12 ingrediëntenboeken in groen, blauw, rood, geel en "
        "paars (samen 4 sets), een zwart en een oranje boek, en de ingrediëntenalmanak.",
        _nl("Spelmateriaal"),
    ),
    Clause(
        "kwakzalvers.voorbereiding.tafel",
        "De tafel klaarzetten",
        "Leg het scorespoor op tafel. De vlam, die de ronden telt, begint op het eerste veld "
        "van het rondenspoor. Op elk zegelveld komt een fiche '0/50 zegels' met de '0' "
        "zichtbaar. De robijnen en de bonusdobbelsteen liggen ernaast, als voorraad voor iedereen.",
        _nl("Voorbereiding"),
    ),
    Clause(
        "kwakzalvers.voorbereiding.fiches",
        "De fiches sorteren",
        "Verdeel alle gekleurde ingrediëntenfiches over drie hoopjes naar hun waarde: 1, 2 en "
        "4. Naar kleur sorteren is overbodig. De witte fiches doen hier niet mee: wat er na het "
        "vullen van de buidels van over is, leg je naast het scorespoor.",
        _nl("Voorbereiding"),
    ),
    Clause(
        "kwakzalvers.voorbereiding.boeken",
        "De ingrediëntenboeken neerleggen",
        "Het zwarte en het oranje ingrediëntenboek gebruik je in ieder spel. Het zwarte boek "
        "is dubbelzijdig: de ene kant is voor een spel met twee spelers, de andere voor drie "
        "of vier. Kies daarnaast één set "
        "van vijf boeken; voor een eerste spel raden de regels set 1 aan, te herkennen aan één "
        "boekenlegger aan de onderkant. Het groene, blauwe en rode boek leg je open op tafel, "
        "het gele en paarse dicht aan de kant.",
        _nl("Voorbereiding"),
    ),
    Clause(
        "kwakzalvers.voorbereiding.spelers",
        "Je eigen spullen",
        "Iedere speler kiest een kleur en neemt daarin zijn ketel, buidel en fles, plus een "
        "rattensteen en een scoresteen; de scoresteen zet je op het fiche '0/50 zegels' van "
        "jouw kleur. Je ketel leg je voor je neer met de kant zonder reageerbuis boven, en op "
        "veld 0 in het midden zet je een druppel van jouw kleur. Je fles komt met de volle kant "
        "boven op de grote onderzetter rechtsonder, je rattensteen in het schaaltje ernaast. "
        "Tot slot neem je 1 robijn uit de voorraad.",
        _nl("Voorbereiding"),
    ),
    Clause(
        "kwakzalvers.startspeler",
        "De startspeler",
        "Wie het kortst geleden iets gekookt heeft, is de eerste startspeler. Die speler schudt "
        "de stapel waarzeggerijkaarten en houdt hem gesloten voor zich. Wie de stapel voor zich "
        "heeft, is de startspeler van de ronde.",
        f"{_nl('Voorbereiding')}; wie de stapel heeft, is startspeler: "
        f"{ENGLISH_RULES}, Einde van de "
        f"ronde (in {BASE_RULES} afgeleid: alleen de stapel gaat naar links)",
    ),
    Clause(
        "kwakzalvers.ronde",
        "Een ronde in vier stappen",
        "Elke ronde loopt in vier stappen, altijd in deze volgorde: 1. de waarzeggerijkaart, "
        "2. de ratten, 3. het bereiden van de drank, 4. de puntentelling.",
        _nl("Verloop van een ronde"),
    ),
    Clause(
        "kwakzalvers.waarzegster",
        "Stap 1: de waarzeggerijkaart",
        "Wie de stapel waarzeggerijkaarten heeft, leest de bovenste kaart voor aan de hele "
        "tafel en legt hem vervolgens open bij het scorespoor. Wat op de kaart staat, geldt voor "
        "elke speler. Een blauwe kaart werkt de hele ronde of aan het eind ervan; een paarse "
        "kaart handel je meteen af, voordat de rest van de ronde begint.",
        _nl("1. Waarzeggerijkaart"),
    ),
    Clause(
        "kwakzalvers.waarzegster.boeken",
        "Gele en paarse fiches van een kaart",
        "Mag je van een kaart een geel of paars fiche nemen, dan kan dat alleen als het "
        "ingrediëntenboek van die kleur al open op tafel ligt. Ligt het nog dicht, dan krijg je "
        "dat fiche niet.",
        _nl("1. Waarzeggerijkaart"),
    ),
    Clause(
        "kwakzalvers.ratten",
        "Stap 2: de ratten",
        "In ronde 1 valt deze stap weg. Vanaf ronde 2 telt iedereen behalve de koploper, de "
        "speler die op het scorespoor het verst staat, hoeveel rattenstaarten er op het "
        "scorespoor liggen tussen zijn eigen scoresteen en die van de koploper. Zet je "
        "rattensteen op je druppel en schuif hem dan zoveel velden verder. Je brouwt deze ronde "
        "niet vanaf je druppel maar vanaf je rattensteen.",
        _nl("2. De ratten"),
    ),
    Clause(
        "kwakzalvers.brouwen",
        "Stap 3: het bereiden van de drank",
        "Iedereen trekt tegelijk, er zijn geen beurten. Je haalt telkens één fiche uit je "
        "buidel en legt het direct in je ketel.",
        _nl("3. Het bereiden van de drank"),
    ),
    Clause(
        "kwakzalvers.brouwen.plaatsen",
        "Waar een fiche komt",
        "De waarde van een fiche zegt hoeveel velden je ermee vooruitgaat. Je eerste fiche tel "
        "je vanaf je druppel, of vanaf je rattensteen als die deze ronde verder staat; elk "
        "volgend fiche vanaf het vorige. Een fiche van waarde 1 komt dus op het eerstvolgende "
        "veld; bij waarde 2 blijft er één veld tussen vrij, bij een 3 twee, enzovoort. Een "
        "overgeslagen veld blijft leeg: daar leg je later niets meer op.",
        _nl("3. Het bereiden van de drank"),
    ),
    Clause(
        "kwakzalvers.brouwen.stoppen",
        "Doorgaan of stoppen",
        "Na elk fiche beslis je opnieuw: nog een fiche trekken of ophouden. Ben je gestopt, dan "
        "trek je deze ronde niets meer. In je buidel kijken is nooit toegestaan.",
        _nl("3. Het bereiden van de drank"),
    ),
    Clause(
        "kwakzalvers.fles",
        "De fles",
        "Is het fiche dat je net trok wit, dan mag je het met je volle fles terugstoppen in je "
        "buidel. Dat mag niet als juist dat fiche je ketel liet ontploffen. Na "
        "gebruik draai je de fles naar de lege kant, en je mag gewoon verder trekken. Een lege "
        "fles werkt pas weer als je hem aan het eind van een ronde bijvult (stap F van de "
        "puntentelling).",
        _nl("3. Het bereiden van de drank (Je fles gebruiken)"),
    ),
    Clause(
        "kwakzalvers.acties",
        "Wat de ingrediënten doen",
        "Witte en oranje fiches hebben geen actie: ze vullen alleen je ketel. Blauwe, rode en "
        "gele fiches voeren hun actie uit zodra je ze trekt; groene, paarse en zwarte fiches "
        "werken pas bij de puntentelling, in stap B. Wat elk ingrediënt doet, staat in zijn "
        "ingrediëntenboek en in de ingrediëntenalmanak. Een actie mag je ook laten liggen, en "
        "een ontploffing verandert niets aan de acties van fiches en waarzeggerijkaarten.",
        _nl("3. Het bereiden van de drank (Acties van ingrediënten)")
        + f"; acties overslaan en ontploffing: {ENGLISH_RULES}, twee bronnen",
    ),
    Clause(
        "kwakzalvers.puntentelling",
        "Stap 4: de puntentelling",
        "Je puntentellingsveld is het veld direct na het laatste fiche in je ketel, ook als je "
        "ketel ontploft is. De puntentelling loopt in de delen A tot en met F, van links naar "
        "rechts zoals ze op het scorespoor staan.",
        _nl("4. Puntentelling"),
    ),
    Clause(
        "kwakzalvers.puntentelling.a",
        "A. De bonusdobbelsteen",
        "Alleen wie níet ontploft is, doet mee. Van hen gooit de speler met het hoogste "
        "puntentellingsveld de bonusdobbelsteen; dragen twee velden hetzelfde getal, dan is het "
        "veld dat verder in de ketel ligt het hoogste. Staan spelers precies even ver, dan "
        "gooit ieder van hen. De worp geeft 1 robijn, 1 of 2 overwinningspunten, je druppel 1 "
        "veld vooruit, of een pompoen (oranje fiche van waarde 1) voor je buidel.",
        _nl("4. Puntentelling A") + f"; gelijk veld: {ENGLISH_RULES}, twee bronnen",
    ),
    Clause(
        "kwakzalvers.puntentelling.b",
        "B. Acties van fiches",
        "Nu werken de fiches die pas bij de puntentelling iets doen: eerst de zwarte, dan de "
        "groene, dan de paarse. De startspeler handelt de zijne als eerste af, daarna volgen de "
        "anderen met de klok mee.",
        _nl("4. Puntentelling B"),
    ),
    Clause(
        "kwakzalvers.puntentelling.c",
        "C. Robijnen",
        "Toont je puntentellingsveld een robijn, dan neem je er 1 uit de voorraad. Dat geldt "
        "ook met een ontplofte ketel.",
        _nl("4. Puntentelling C"),
    ),
    Clause(
        "kwakzalvers.puntentelling.d",
        "D. Overwinningspunten",
        "Op je puntentellingsveld staat ook een aantal overwinningspunten; zoveel velden zet "
        "je je scoresteen vooruit op het scorespoor. Ga je voorbij 50, dan draai je je zegel "
        "naar de kant '50' en tel je verder vanaf veld 1.",
        _nl("4. Puntentelling D") + f"; voorbij 50: {ENGLISH_RULES} en het spelbord, één bron",
    ),
    Clause(
        "kwakzalvers.puntentelling.e",
        "E. Fiches kopen",
        "Je puntentellingsveld draagt een getal: zoveel geld mag je nu besteden. Je koopt één "
        "fiche, of twee fiches van verschillende kleur, voor de prijs in het ingrediëntenboek "
        "van die kleur. Geld dat je niet besteedt, vervalt. Daarna gaan de gekochte fiches en "
        "alle fiches uit je ketel in je buidel.",
        _nl("4. Puntentelling E"),
    ),
    Clause(
        "kwakzalvers.puntentelling.ontploft",
        "Een ontplofte ketel bij de puntentelling",
        "Is je ketel ontploft, dan kies je tussen stap D en stap E: de punten óf het kopen, "
        "niet allebei. Wie niet ontploft is, doet beide stappen. Ook als je voor de punten "
        "kiest, gaan de fiches uit je ketel aan het eind terug in je buidel.",
        f"{_nl('4. Puntentelling E')}; de laatste zin is afgeleid: de regels zeggen het alleen "
        f"bij het kopen, {ENGLISH_RULES} laat na het kopen iedereen zijn fiches terugdoen",
    ),
    Clause(
        "kwakzalvers.puntentelling.f",
        "F. Einde van de ronde",
        "Nu mag je robijnen uitgeven, zo vaak als je wilt. Voor 2 robijnen gaat je druppel 1 "
        "veld vooruit en daar blijft hij, zodat je elke volgende ronde verder begint; voor 2 "
        "robijnen maak je een lege fles weer vol. Daarna haalt iedereen zijn rattensteen uit "
        "de ketel, krijgt de linkerbuur de stapel waarzeggerijkaarten en is daarmee de nieuwe "
        "startspeler, en schuift de vlam één veld verder op het rondenspoor.",
        f"{_nl('4. Puntentelling F')}; dat de linkerbuur zo startspeler wordt: "
        f"{ENGLISH_RULES} (in {BASE_RULES} "
        f"afgeleid)",
    ),
    Clause(
        "kwakzalvers.ronde2",
        "Ronde 2: het gele boek",
        "Bij het begin van ronde 2 draai je het gele ingrediëntenboek open. Vanaf dan kun je "
        "alruinwortels kopen en krijgen.",
        _nl("Bijzondere ronden"),
    ),
    Clause(
        "kwakzalvers.ronde3",
        "Ronde 3: het paarse boek",
        "Bij het begin van ronde 3 draai je het paarse ingrediëntenboek open. Vanaf dan kun je "
        "geestenadems kopen en krijgen.",
        _nl("Bijzondere ronden"),
    ),
    Clause(
        "kwakzalvers.ronde9",
        "Ronde 9: roeren",
        "In de laatste ronde trekt iedereen in hetzelfde ritme: wie de waarzeggerijkaart "
        "voorlas, roept steeds 'Roeren!', en dan trekt ieder tegelijk een fiche of toont een "
        "lege hand om te stoppen. Aan het eind van ronde 9 koop je overwinningspunten: 1 punt "
        "per 2 robijnen. Is je ketel heel gebleven, dan krijg je ook 1 punt per 5 geld van je "
        "puntentellingsveld (met een ontplofte ketel: kwakzalvers.keuze.ronde9-ontploft).",
        _nl("Bijzondere ronden"),
    ),
    Clause(
        "kwakzalvers.einde",
        "Wie wint",
        "Na ronde 9 is het spel uit; wie de meeste overwinningspunten heeft, wint. Staan "
        "spelers gelijk, dan wint van hen wie in ronde 9 de vollere ketel had; dit regelboek "
        "leest dat als het verste puntentellingsveld. Is ook dat gelijk, dan delen ze de "
        "overwinning.",
        f"{_nl('Einde van het spel')}; 'vollere ketel' als het verste puntentellingsveld: "
        f"afgeleid, ook {ENGLISH_RULES} zegt alleen wie zijn ketel het verst vulde",
    ),
    Clause(
        "kwakzalvers.varianten.sets",
        "Andere sets boeken",
        "Met een andere set ingrediëntenboeken wordt het een heel ander spel. Je mag ook zelf "
        "een set samenstellen met de ingrediënten die je het liefst gebruikt.",
        _nl("Varianten"),
    ),
    Clause(
        "kwakzalvers.varianten.reageerbuis",
        "Variant: de reageerbuis",
        "Ken je het spel goed, dan kun je je ketel omdraaien naar de kant met de reageerbuis. "
        "Een tweede druppel in jouw kleur begint links op de reageerbuis. Telkens als je je "
        "druppel vooruit mag zetten, kies je welke van de twee je verzet; de druppel in de "
        "reageerbuis schuift één glas naar rechts en je krijgt meteen wat op dat glas staat: "
        "een robijn, een fiche voor je buidel, of 1 tot 4 overwinningspunten. Ontploffen gaat in "
        "deze variant net als anders.",
        _nl("Varianten"),
    ),
)
"""The rules of the Dutch rulebook, in the order the rulebook gives them."""


REFERENCE_FACTS = (
    Clause(
        "kwakzalvers.spoor.lepel",
        "Het eind van de ketel: de lepel",
        "Komt een fiche op het laatste veld van je ketel (het tweede veld met 33) of zou het "
        "daar voorbij gaan, dan leg je het op dat laatste veld. Je puntentellingsveld is dan "
        "de lepel erachter: 35 geld en 15 overwinningspunten. Iedereen die de lepel haalt "
        "zonder te ontploffen, gooit in stap A de bonusdobbelsteen.",
        f"{ENGLISH_RULES}, via een openbare transcriptie; één bron",
    ),
    Clause(
        "kwakzalvers.ratten.staarten",
        "Waar de rattenstaarten liggen",
        "Op het scorespoor ligt een rattenstaart tussen de velden 1 en 2, 4 en 5, 7 en 8, 10 "
        "en 11, en vanaf 12 na elk even veld: tussen 12 en 13, 14 en 15, en zo verder tot "
        "tussen 48 en 49. Je telt alleen de staarten die tussen jouw scoresteen en die van de "
        "koploper liggen; sta je gelijk met hem, dan tel je er geen. Staat de koploper op 20, "
        "dan telt wie op 19 staat 0 staarten, wie op 17 staat 1 en wie op 16 staat 2.",
        "Scorespoor van het spel, zoals drie onafhankelijke bronnen het weergeven (twee "
        f"fan-implementaties en een lezing van een foto van het bord); voorbeeld: {ENGLISH_RULES}",
    ),
    Clause(
        "kwakzalvers.bonusdobbelsteen",
        "De vlakken van de bonusdobbelsteen",
        "De bonusdobbelsteen heeft zes vlakken met vijf soorten uitkomst: 1 overwinningspunt, "
        "2 overwinningspunten, 1 robijn, je druppel 1 veld vooruit, of een pompoen (oranje "
        "fiche van waarde 1) voor je buidel. Welke uitkomst twee vlakken heeft, regelt "
        "kwakzalvers.keuze.dobbelsteen. Komt je druppel op een veld waar een fiche ligt, dan "
        "schuif je dat fiche opzij; je puntentellingsveld van deze ronde blijft hetzelfde.",
        f"{_nl('4. Puntentelling A')} en {ENGLISH_RULES}; de vijf uitkomsten: twee bronnen; "
        "fiche opzij: "
        f"alleen het {ENGLISH_RULES}",
    ),
)
"""Facts the Dutch rulebook leaves out, from ``shared/reference/quacks.md`` §1, §2 and §4."""


_PRICES: dict[tuple[str, int], tuple[int, ...]] = {
    ("groen", 1): (4, 8, 14),
    ("groen", 2): (6, 11, 18),
    ("groen", 3): (6, 11, 21),
    ("groen", 4): (4, 8, 14),
    ("blauw", 1): (5, 10, 19),
    ("blauw", 2): (5, 10, 19),
    ("blauw", 3): (4, 8, 14),
    ("blauw", 4): (5, 10, 20),
    ("rood", 1): (6, 10, 16),
    ("rood", 2): (4, 8, 14),
    ("rood", 3): (5, 9, 15),
    ("rood", 4): (7, 11, 17),
    ("geel", 1): (8, 12, 18),
    ("geel", 2): (9, 13, 19),
    ("geel", 3): (8, 12, 18),
    ("geel", 4): (8, 12, 18),
    ("paars", 1): (9,),
    ("paars", 2): (12,),
    ("paars", 3): (10,),
    ("paars", 4): (11,),
}
"""Prices in coins for a chip of value 1, 2 and 4 (purple: only value 1), reference §3.3.
Green set 3 and blue set 4 carry this rulebook's defaults (clause kwakzalvers.keuze.prijzen)."""

_DISPUTED_PRICES = {("groen", 3), ("blauw", 4)}

_BOOK_NAMES = {
    "groen": "Groene fiches",
    "blauw": "Kraaienschedel (blauw)",
    "rood": "Vliegenzwam (rood)",
    "geel": "Alruinwortel (geel)",
    "paars": "Geestenadem (paars)",
}

_CONFIRMED_SETS_2_4 = {
    ("blauw", 2): "de almanaktekst op Ultra BoardGames; twee bronnen",
    ("blauw", 3): "Ultra BoardGames en een fan-implementatie; drie bronnen",
    ("blauw", 4): "een fan-implementatie; twee bronnen",
    ("rood", 3): "een fan-implementatie; twee bronnen",
    ("rood", 4): "een fan-implementatie; twee bronnen",
    ("geel", 2): "een fan-implementatie; twee bronnen",
    ("geel", 3): "een fan-implementatie; twee bronnen",
    ("geel", 4): "een fan-implementatie; twee bronnen",
}
"""Set 2–4 effects that a second, independent source confirms (reference §3.4)."""


def _price_sentence(colour: str, book_set: int) -> str:
    prices = _PRICES[(colour, book_set)]
    note = " (zie kwakzalvers.keuze.prijzen)" if (colour, book_set) in _DISPUTED_PRICES else ""
    if len(prices) == 1:
        return f"Prijs: {prices[0]} geld; er zijn alleen fiches van waarde 1."
    one, two, four = prices
    return (
        f"Prijs: {one} geld voor waarde 1, {two} geld voor waarde 2 en {four} geld voor "
        f"waarde 4{note}."
    )


def _book_source(colour: str, book_set: int) -> str:
    if book_set == 1:
        effect = f"{ALMANAC} en vier onafhankelijke fan-implementaties; twee of meer bronnen"
    else:
        second = _CONFIRMED_SETS_2_4.get((colour, book_set))
        effect = f"{ALMANAC}, uitgave december 2018, via een openbare transcriptie" + (
            f", bevestigd door {second}" if second else "; één bron"
        )
    if (colour, book_set) in _DISPUTED_PRICES:
        prices = "prijzen: bronnen verschillen voor waarde 4, zie kwakzalvers.keuze.prijzen"
    elif book_set == 1:
        prices = "prijzen: almanak en vier fan-implementaties, twee of meer bronnen"
    else:
        prices = "prijzen: almanak en twee fan-implementaties, drie bronnen"
    return f"{effect}; {prices}"


def _book_clauses() -> tuple[Clause, ...]:
    fixed = (
        Clause(
            "kwakzalvers.boek.oranje",
            "Pompoen (oranje)",
            f"{BOOK_TEXTS[('oranje', 0)]} Prijs: 3 geld; er zijn alleen pompoenen van waarde 1.",
            f"{ALMANAC} en vier fan-implementaties; twee of meer bronnen",
        ),
        Clause(
            "kwakzalvers.boek.zwart",
            "Doodshoofdvlinder (zwart)",
            f"{BOOK_TEXTS[('zwart', 0)]} Prijs: 10 geld; er zijn alleen fiches van waarde 1.",
            f"{ALMANAC} en twee fan-implementaties; twee of meer bronnen",
        ),
    )
    per_set = tuple(
        Clause(
            f"kwakzalvers.boek.{colour}.{book_set}",
            f"{_BOOK_NAMES[colour]}, set {book_set}",
            f"{BOOK_TEXTS[(colour, book_set)]} {_price_sentence(colour, book_set)}",
            _book_source(colour, book_set),
        )
        for colour in BOOK_COLOURS
        for book_set in SETS
    )
    return fixed + per_set


BOOKS = _book_clauses()
"""The orange and black book, then every coloured book of sets 1–4 with its prices."""


_CARD_NOTES = {
    "P4": "; kleur: twee bronnen paars, één bron blauw",
    "P12": "; pompoenen niet ruilen: regelboek De Kruidenheksen (North Star Games), één bron",
    "B9": (
        "; geen ontploffing en geen actie: regelboek De Kruidenheksen (North Star Games), één bron"
    ),
    "B11": "; ook na een ontploffing: antwoord van Schmidt Spiele op een forum, één bron",
}


def _card_clause(card_id: str) -> Clause:
    title, text = CARD_TEXTS[card_id]
    schmidt, north_star = CARD_ENGLISH_TITLES[card_id]
    if card_id.startswith("P"):
        colour = "Paarse kaart, meteen uit te voeren voordat de ronde begint."
    else:
        colour = "Blauwe kaart, voor deze ronde."
    return Clause(
        f"kwakzalvers.kaart.{card_id}",
        title,
        f"{colour} {text}",
        f"{ENGLISH_CARDS}: '{schmidt}' (Schmidt Spiele; bij North Star Games '{north_star}'), via "
        f"{FAN_IMPLEMENTATIONS}; twee onafhankelijke bronnen" + _CARD_NOTES.get(card_id, ""),
    )


CARDS = tuple(_card_clause(card_id) for card_id in CARD_TEXTS)
"""The 24 fortune-teller cards, purple P1–P13 then blue B1–B11."""


CHOICES = (
    Clause(
        "kwakzalvers.waarzegster.titels",
        "Titels van de waarzeggerijkaarten",
        "Hoe de 24 waarzeggerijkaarten in de Nederlandse uitgave heten, staat in geen bron die "
        "we hebben. Dit regelboek geeft ze daarom een eigen vertaling van de Engelse titel "
        "(keuze 'eigen vertaling'); bij elke kaart staat de Engelse titel in de bronregel, "
        "zodat je je eigen kaart aan titel of werking terugvindt. De keuze 'Engelse titel' toont "
        "de Engelse titels. Standaard een vertaling, omdat de lezer Nederlands leest.",
        f"{ENGLISH_CARDS}; de Nederlandse titels: geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "kwakzalvers.keuze.dobbelsteen",
        "Het zesde vlak van de bonusdobbelsteen",
        "De regels noemen vijf uitkomsten, maar een dobbelsteen heeft zes vlakken, en welk vlak "
        "dubbel staat, zegt geen regelboek. Dit regelboek neemt aan dat '1 overwinningspunt' "
        "twee vlakken heeft (keuze 'zesde vlak: 1 punt'): 1 punt komt dan in 2 van de 6 worpen, "
        "elke andere uitkomst in 1 van de 6. Heeft jouw steen een ander vlak dubbel, neem dan "
        "de keuze 'zesde vlak: eigen steen' en geef dat vlak op. Standaard zo, omdat vier los "
        "van elkaar gebouwde fan-implementaties dat doen.",
        f"{FAN_IMPLEMENTATIONS} (vier); in de regels: geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "kwakzalvers.keuze.prijzen",
        "Twee prijzen waarover de bronnen twijfelen",
        "Groen set 3, waarde 4: standaard 21 geld, wat volgens een spelersforum in het gedrukte "
        "boek staat, en ook in het eerste Engelstalige regelboek; de keuze 'almanak 18' volgt de "
        "latere almanaktekst. Blauw set 4, waarde 4: standaard 20 geld, zoals de officiële "
        "almanak (pdf) gelezen is; de keuze 'fanprijs 19' volgt twee fan-implementaties. "
        "Standaard steeds wat een officieel stuk laat zien: bij groen het boek zelf, bij blauw "
        "de enige officiële lezing.",
        f"{ALMANAC} en het gedrukte boek volgens een {PLAYERS_FORUM}; bronnen spreken elkaar tegen",
        ClauseKind.CHOICE,
    ),
    Clause(
        "kwakzalvers.keuze.zwart-gelijk",
        "Zwart met 2 spelers: 0 tegen 0",
        "Het zwarte boek met 2 spelers beloont evenveel doodshoofdvlinders als je tegenspeler "
        "met een druppelveld; of dat ook geldt als jullie er allebei geen hebben, zegt het "
        "niet. Standaard is minstens één doodshoofdvlinder nodig (keuze 'minstens één'): bij "
        "0 tegen 0 gaat geen druppel vooruit. De keuze 'letterlijk' geeft dan allebei het veld. "
        "Standaard zo, omdat het boek zwarte fiches wil belonen en niet het ontbreken ervan; "
        "een officiële uitspraak is er niet.",
        f"{ALMANAC}, zwart boek; bij 0 tegen 0: geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "kwakzalvers.keuze.ronde9-ontploft",
        "Ronde 9 met een ontplofte ketel",
        "De Nederlandse regels geven punten voor geld in ronde 9 alleen aan wie niet ontploft "
        "is; het Engelstalige regelboek laat een ontplofte speler kiezen tussen de punten van "
        "zijn veld en punten voor zijn geld. Standaard volgt dit regelboek de Nederlandse "
        "regels (keuze 'Nederlands'): ontploft in ronde 9, dan krijg je alleen de punten van "
        "stap D en niets voor je geld. De keuze 'Engels' laat je kiezen: stap D, of 1 punt per "
        "5 geld. Punten voor robijnen krijgt iedereen; standaard Nederlands, omdat dit "
        "regelboek de Nederlandse spelregels volgt waar ze iets zeggen.",
        f"{_nl('Bijzondere ronden')}; {ENGLISH_RULES}; bronnen spreken elkaar tegen",
        ClauseKind.CHOICE,
    ),
    Clause(
        "kwakzalvers.keuze.volgorde",
        "Wie eerst, als het ertoe doet",
        "Meestal handelen de spelers tegelijk. Waar de volgorde wel telt, omdat een fiche in "
        "de voorraad op kan raken of omdat spelers na elkaar kiezen (een waarzeggerijkaart, "
        "kopen in stap E, fiches uit een boek), begint de startspeler en volgen de anderen met "
        "de klok mee (keuze 'vanaf de startspeler'). De keuze 'wie het eerst komt' laat de "
        "tafel het zelf regelen. Standaard vanaf de startspeler: de Nederlandse regels noemen "
        "die volgorde voor stap B, het Engelstalige regelboek ook voor stap D en het kopen in "
        "stap E, en zo geldt overal één volgorde.",
        f"{_nl('4. Puntentelling B')}; {ENGLISH_RULES}, Puntentelling D en E (om de beurt "
        "kopen, vanaf de "
        f"startspeler); voor kaarten en boeken: geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "kwakzalvers.keuze.leeg",
        "Stoppen zonder fiche",
        "De regels zeggen niet wat je puntentellingsveld is als je stopt voordat er een fiche "
        "in je ketel ligt. Dit regelboek neemt dan het veld direct na je druppel, of na je "
        "rattensteen als die deze ronde verder staat (keuze 'veld na de druppel'). Zo blijft "
        "de regel 'het veld na je laatste fiche' gelden, met de druppel of rattensteen als "
        "beginpunt. De keuze 'minstens één' verplicht je tot één fiche. Standaard mag stoppen "
        "altijd, omdat de regels nergens een eerste fiche eisen.",
        f"afgeleid uit {_nl('4. Puntentelling')} en {_nl('2. De ratten')}; geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "kwakzalvers.keuze.tweede-ronde",
        "Rattenstaarten boven de 50",
        "Wie voorbij 50 komt, telt verder vanaf veld 1 met zijn zegel op '50'; hoe je dan "
        "rattenstaarten telt, zeggen de regels niet. Dit regelboek legt in die tweede ronde "
        "over het scorespoor de staarten op dezelfde plaatsen, 50 hoger: na 51, 54, 57, 60, 62 "
        "en zo verder, en niet tussen 50 en 51 (keuze 'herhalen'). De keuze 'geen staarten "
        "boven 50' telt daar niets. Standaard herhalen, omdat het spoor rondloopt en twee "
        "fan-implementaties het zo doen.",
        f"{FAN_IMPLEMENTATIONS} (twee); in de regels: geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "kwakzalvers.keuze.paars3",
        "Geestenadem set 3: welk veldnummer",
        "Vanaf 15 staan de meeste getallen van de ketel op twee velden na elkaar, dus 'veld 10 "
        "tot 19' kan het gedrukte getal of de plaats in de ketel betekenen. Dit regelboek "
        "neemt het gedrukte getal (keuze 'gedrukt getal'): een geestenadem op veld 21, waar 18 "
        "staat, levert 1 punt op. De keuze 'plaats in de ketel' telt de velden vanaf 0, zoals "
        "dit regelboek ze nummert: dan telt 21 en levert hij 2 punten op. Standaard het "
        "gedrukte getal, omdat de regels velden altijd met hun getal noemen.",
        f"{ALMANAC}, paars set 3; welk getal bedoeld is: geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "kwakzalvers.keuze.reageerbuis",
        "De glazen van de reageerbuis",
        "Wat de glazen van de reageerbuis geven, staat niet in de Nederlandse regels. Dit "
        "regelboek gebruikt de enige bron (keuze 'tabel 2024'), van glas 1 tot 12: 1 robijn, "
        "1 punt, blauw fiche van waarde 1, 2 punten, zwart fiche, 2 punten, rood fiche van "
        "waarde 2, 3 punten, paars fiche, 3 punten, geel fiche van waarde 4, 4 punten. Na glas "
        "12 kan die druppel niet verder; een geel of paars fiche krijg je alleen als dat boek "
        "open ligt. Heeft je ketel andere glazen, neem dan de keuze 'eigen tabel'. Standaard de "
        "tabel, omdat er geen andere bron is.",
        f"{ENGLISH_RULES} (2024), een lezing van de afbeelding; één bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "kwakzalvers.keuze.fiche-kiezen",
        "Een fiche naar keuze",
        "Geeft een kaart of boek je een fiche naar keuze, dan is dat hier een gekleurd fiche "
        "dat je ook zou kunnen kopen: nooit wit, geel of paars alleen bij een open boek. Het "
        "komt uit de voorraad; is een soort op, dan kies je een andere. Omruilen voor een "
        "hogere waarde gaat alleen met groen, blauw, rood en geel, een pompoen nooit (regelboek "
        "van De Kruidenheksen). Standaard zo (keuze 'gekleurd'); keuze 'letterlijk' staat wit "
        "toe, maar alleen ter vervanging van een wit fiche dat uit je buidel verdween: meer "
        "dan je startbuidel en ronde 6 geven, krijg je nooit.",
        f"{_nl('1. Waarzeggerijkaart')}; {HERB_WITCHES_RULES}; voor wit: geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "kwakzalvers.keuze.groen2-boeken",
        "Groen set 2 en een dicht boek",
        "Groen set 2 kan een geel of paars fiche geven terwijl dat boek nog dicht ligt. De "
        "regels verbieden dat alleen voor waarzeggerijkaarten; dit regelboek past dezelfde "
        "regel toe op groen set 2 (keuze 'zoals de kaarten'): een kleur waarvan het boek dicht "
        "ligt, kun je niet nemen, wel de andere kleur als die open ligt. De keuze 'altijd' "
        "staat het wel toe. Standaard zo, zodat geen fiche in het spel komt voor zijn boek.",
        f"{ALMANAC}, groen set 2; voor dichte boeken: geen bron",
        ClauseKind.CHOICE,
    ),
    Clause(
        "kwakzalvers.keuze.geel2",
        "Alruinwortel set 2: wat verdubbelt",
        "Het volgende fiche gaat twee keer zo ver; het voorbeeld in de almanak verdubbelt "
        "alleen de waarde en zwijgt over extra velden (zoals die van een vliegenzwam). Dit "
        "regelboek verdubbelt de hele stap van dat fiche, waarde en extra velden samen (keuze "
        "'hele stap'); de keuze 'alleen de waarde' telt de extra velden één keer. Is het "
        "volgende fiche weer zo'n alruinwortel, dan gaat die dubbel en verdubbelt hij het fiche "
        "daarna. Standaard zo, omdat 'twee keer zo ver' over de hele afstand gaat.",
        f"{ALMANAC}; zo leest één van de {FAN_IMPLEMENTATIONS} het (één bron)",
        ClauseKind.CHOICE,
    ),
    Clause(
        "kwakzalvers.keuze.grens",
        "Twee hogere grenzen voor knalerwten",
        "De kaart Leven in weelde zet de grens voor witte fiches op 9, alruinwortel set 3 zet "
        "haar op 8 of 9. Samen tellen ze niet op: de hoogste grens geldt, dus nooit meer dan "
        "9 (keuze 'hoogste'); de keuze 'optellen' telt de verhogingen bij elkaar op, tot 11. "
        "Standaard de hoogste, omdat beide een vaste grens noemen en geen verhoging; zo lezen "
        "spelers op een forum het ook, een officiële uitspraak is er niet.",
        f"een {PLAYERS_FORUM}; een officiële uitspraak: geen bron",
        ClauseKind.CHOICE,
    ),
)
"""The choices this rulebook makes where the rules are silent or the sources disagree."""


BASE_CLAUSES: tuple[Clause, ...] = RULES + REFERENCE_FACTS + BOOKS + CARDS + CHOICES
"""The whole rulebook in its own order: rules, reference facts, books, cards, choices."""


CLAUSES: tuple[Clause, ...] = FIRST_CLAUSES + BASE_CLAUSES
"""Every clause of the base game: the first chapters' rules, then the whole rulebook."""
