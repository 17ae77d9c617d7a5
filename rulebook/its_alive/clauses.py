"""Het Leeft!: every rule of the seed as a clause in our own Dutch words, then the choices.

Two groups, in this order: the rules of the Dutch seed, in its own order; the choices this
rulebook makes where the seed is silent, unclear or contradicted by another source (kind
``CHOICE``, each naming the setup option when there is one). Ids start with ``het-leeft.``.
"""

from __future__ import annotations

from rulebook.core.reader.clauses import Clause, ClauseKind
from rulebook.its_alive.data import OWN, REFERENCE, SEED, WS

CHOICE = ClauseKind.CHOICE


def _seed(section: str) -> str:
    return f"{SEED}, {section}"


RULES = (
    Clause(
        "het-leeft.doel",
        "Een monster tot leven wekken",
        "Aan het eind van de negentiende eeuw wil elke gekke geleerde als eerste een monster tot "
        "leven wekken. Je verzamelt daarvoor acht lichaamsdelen. In het basisspel wint wie zijn "
        "monster als eerste af heeft; in het gevorderde spel wint wie de waardevolste "
        "verzameling bezit.",
        _seed("inleiding en Doel van het spel"),
    ),
    Clause(
        "het-leeft.kaarten",
        "De 60 kaarten",
        "Er zijn 60 kaarten: van elk van tien soorten zes stuks. Acht soorten zijn "
        "lichaamsdelen (armen, hersenen, voeten, handen, hoofd, hart, benen en torso), dan zijn "
        "er doodskisten en Bevolkingsopstanden. Elke kaart draagt een getal, haar waarde. De "
        "echte waarden staan in geen bron die wij kunnen lezen: dit regelboek rekent met een "
        "eigen voorbeeldset, en je kunt de waarden van je eigen doos invoeren.",
        _seed("Inhoud") + f"; {REFERENCE} (waarden niet gevonden)",
    ),
    Clause(
        "het-leeft.spelers",
        "Twee tot vijf gekke geleerden",
        "Je speelt met twee tot vijf spelers; de doos heeft vijf schermen en vijf borden.",
        _seed("Inhoud") + f"; {REFERENCE} (2 tot 5 spelers, twee bronnen)",
    ),
    Clause(
        "het-leeft.opstelling",
        "Klaarzetten",
        "Iedereen krijgt een bord, een scherm en 12 munten; bord en munten liggen achter het "
        "scherm, uit het zicht van de anderen. De kaarten gaan geschud en gedekt als "
        "trekstapel in het midden. Voor elk scherm is plaats voor een aflegstapel: je kerkhof.",
        _seed("Opstelling"),
    ),
    Clause(
        "het-leeft.beurt",
        "Om de beurt",
        "Een willekeurige speler begint; daarna gaat de beurt met de klok mee. Wie aan de "
        "beurt is, kiest eerst een kaart en beslist dan wat ermee gebeurt.",
        _seed("Hoe speel je het spel"),
    ),
    Clause(
        "het-leeft.kiezen",
        "Een kaart kiezen: twee manieren",
        "De kaart van je beurt krijg je op een van twee manieren: gratis de bovenste kaart van "
        "de trekstapel omdraaien, of tegen betaling de bovenste kaart van een kerkhof naar het "
        "midden halen.",
        _seed("Hoe speel je het spel"),
    ),
    Clause(
        "het-leeft.kiezen.trekken",
        "Trekken",
        "Trekken kost niets, maar je weet niet wat je krijgt: het kan ook een "
        "Bevolkingsopstand zijn.",
        _seed("Hoe speel je het spel"),
    ),
    Clause(
        "het-leeft.kiezen.ophalen",
        "Ophalen van een kerkhof",
        "Je mag de bovenste kaart van elk kerkhof halen, ook van je eigen. Je krijgt precies de "
        "kaart die je zoekt en loopt geen kans op een opstand, maar je betaalt er in feite "
        "twee keer voor: eerst om haar op te halen, dan om haar te kopen of te veilen.",
        _seed("Hoe speel je het spel"),
    ),
    Clause(
        "het-leeft.ophalen.betalen",
        "Betalen voor het ophalen",
        "Voor een opgehaalde kaart betaal je met één eigen kaart die minstens evenveel waard "
        "is (die gaat op je kerkhof), of met munten ter waarde van de opgehaalde kaart (die "
        "gaan naar de bank).",
        _seed("Hoe speel je het spel"),
    ),
    Clause(
        "het-leeft.ophalen.opstand",
        "Ophalen betalen met een opstand",
        "Een bewaarde Bevolkingsopstand mag ook als betaalkaart dienen. Ze gaat dan niet op je "
        "kerkhof maar verdwijnt meteen uit het spel.",
        _seed("Hoe speel je het spel (opmerking)"),
    ),
    Clause(
        "het-leeft.bestemmen",
        "Kopen, verkopen of veilen",
        "Ligt er een lichaamsdeel of een doodskist in het midden, dan kies je een van drie "
        "dingen: je koopt de kaart, je verkoopt haar of je veilt haar.",
        _seed("Hoe speel je het spel"),
    ),
    Clause(
        "het-leeft.kopen",
        "Kopen",
        "Kopen kost de waarde van de kaart, te betalen aan de bank. De kaart gaat op de "
        "passende plaats van je bord, achter je scherm. Duurder misschien dan een veiling, "
        "maar niemand kan je de kaart afsnoepen.",
        _seed("Kopen"),
    ),
    Clause(
        "het-leeft.verkopen",
        "Verkopen",
        "Verkopen doe je aan een anatomist: de kaart gaat op je kerkhof en de bank geeft je de "
        "helft van haar waarde, naar beneden afgerond. Zo krijgt niemand haar goedkoop, al "
        "levert een veiling soms meer op.",
        _seed("Verkopen"),
    ),
    Clause(
        "het-leeft.veilen.openen",
        "Een veiling openen",
        "Wie veilt, doet het eerste bod, minstens 1 munt.",
        _seed("Veilen"),
    ),
    Clause(
        "het-leeft.veilen.ronde",
        "Eén keer rond de tafel",
        "Na het openingsbod krijgt elke andere speler, met de klok mee, precies één kans: hoger "
        "bieden dan het hoogste bod tot nu toe, of passen. Je rechterbuur is dus de laatste. "
        "Wie eenmaal gepast of geboden heeft, komt niet meer aan bod.",
        _seed("Veilen"),
    ),
    Clause(
        "het-leeft.veilen.munten",
        "Niet meer bieden dan je hebt",
        "Een bod is nooit hoger dan het aantal munten dat de bieder bezit.",
        _seed("Veilen"),
    ),
    Clause(
        "het-leeft.veilen.betalen",
        "Wie betaalt wie",
        "Blijft het hoogste bod van de verkoper zelf, dan betaalt die het bedrag aan de bank en "
        "houdt de kaart: niemand bood hoger, dus moet hij haar zelf kopen. Wint een andere "
        "speler, dan betaalt die het bedrag aan de verkoper. De winnaar legt de kaart op de "
        "passende plaats van zijn bord.",
        _seed("Veilen"),
    ),
    Clause(
        "het-leeft.opstand",
        "Een Bevolkingsopstand trekken",
        "Draai je een Bevolkingsopstand om, dan moet je de dorpelingen eerst sussen voordat je "
        "beurt verder gaat.",
        _seed("Bevolkingsopstand"),
    ),
    Clause(
        "het-leeft.opstand.betalen",
        "Een opstand sussen",
        "Je sust een opstand met één eigen kaart van minstens haar waarde (op je kerkhof) of "
        "met munten ter waarde van de opstand (naar de bank). Een deel in kaart en een deel in "
        "munten mag niet.",
        _seed("Bevolkingsopstand"),
    ),
    Clause(
        "het-leeft.opstand.houden",
        "De gesuste opstand houd je",
        "Heb je zo betaald, dan houd je de opstandkaart naast je bord. Later kun je er een "
        "kerkhofkaart mee betalen of een volgende opstand mee sussen.",
        _seed("Bevolkingsopstand"),
    ),
    Clause(
        "het-leeft.opstand.beurt",
        "Daarna gewoon verder",
        "Na het sussen speel je een gewone beurt: je kiest opnieuw een kaart, door te trekken "
        "of op te halen.",
        _seed("Bevolkingsopstand"),
    ),
    Clause(
        "het-leeft.opstand.een-per-beurt",
        "Eén opstand per beurt",
        "Per beurt hoef je maar één opstand te sussen. Trek je er nog een, dan leg je die apart "
        "en trek je door tot er een lichaamsdeel of doodskist komt. Aan het eind van je beurt "
        "gaan de apart gelegde opstanden terug in de stapel, die opnieuw geschud wordt.",
        _seed("Bevolkingsopstand"),
    ),
    Clause(
        "het-leeft.opstand.afleggen",
        "Een gebruikte opstand verdwijnt",
        "Een opstandkaart die je als betaling aflegt, komt nooit op een kerkhof: ze gaat uit "
        "het spel.",
        _seed("Bevolkingsopstand"),
    ),
    Clause(
        "het-leeft.opstand.onbetaalbaar",
        "Als je niet kunt betalen",
        "Heb je geen kaart van genoeg waarde en niet genoeg munten, dan leg je je waardevolste "
        "kaart af of je geeft al je munten (minstens 1), naar keuze. De opstand houd je dan "
        "niet: ze gaat uit het spel.",
        _seed("Bevolkingsopstand"),
    ),
    Clause(
        "het-leeft.opstand.niets",
        "Als je niets hebt",
        "Heb je geen enkele kaart en geen enkele munt, dan gaat de opstand uit het spel en "
        "gebeurt er verder niets.",
        _seed("Bevolkingsopstand"),
    ),
    Clause(
        "het-leeft.bord",
        "Het spelersbord",
        "Je bord heeft acht plaatsen, één voor elk lichaamsdeel. Een lichaamsdeel of doodskist "
        "die je krijgt, leg je op een passende plaats.",
        _seed("Spelersborden"),
    ),
    Clause(
        "het-leeft.bord.dubbel",
        "Dubbele kaarten",
        "Van elk lichaamsdeel ligt er maar één op je bord. Een tweede houd je naast je bord; je "
        "kunt er later mee betalen, maar het telt niet mee voor je score.",
        _seed("Spelersborden"),
    ),
    Clause(
        "het-leeft.bord.wisselen",
        "Wisselen wanneer je wilt",
        "Wanneer je wilt mag je een kaart op je bord vervangen door een bewaarde kaart van "
        "hetzelfde deel, duurder of goedkoper. De kaart die eraf gaat, houd je naast je bord.",
        _seed("Spelersborden"),
    ),
    Clause(
        "het-leeft.doodskist",
        "Doodskisten zijn jokers",
        "Een doodskist mag op elke plaats liggen, in plaats van elk lichaamsdeel. Meer dan één "
        "doodskist op je bord mag, en je mag ze vrij verschuiven.",
        _seed("Doodskisten"),
    ),
    Clause(
        "het-leeft.stapel.op",
        "Als de stapel op is",
        "Is de trekstapel leeg, dan worden alle kerkhoven samen geschud tot een nieuwe stapel, "
        "behalve de bovenste kaart van elk kerkhof: die blijft liggen en kan nog worden "
        "opgehaald.",
        _seed("Als de kaarten opgebruikt zijn"),
    ),
    Clause(
        "het-leeft.einde",
        "Het leeft!",
        "Wie alle acht plaatsen van zijn bord gevuld heeft (doodskisten tellen als elk deel), "
        "roept 'Het leeft!' en het spel is uit.",
        _seed("Einde van het spel"),
    ),
    Clause(
        "het-leeft.winnen.basis",
        "Winnen in het basisspel",
        "In het basisspel wint wie zijn monster als eerste tot leven brengt.",
        _seed("Hoe win je het spel, Basisregels"),
    ),
    Clause(
        "het-leeft.score.gevorderd",
        "Score in het gevorderde spel",
        "In het gevorderde spel telt iedereen aan het eind de waarden van de kaarten op zijn "
        "bord op, plus zijn munten. Elke plaats telt één keer (een dubbele kaart naast het bord "
        "telt niet) en Bevolkingsopstanden tellen niet mee.",
        _seed("Hoe win je het spel, Geavanceerde regels"),
    ),
    Clause(
        "het-leeft.score.munten",
        "Munten tellen maar half zo zwaar",
        "Je munten leveren hoogstens de helft van je kaartscore op, naar beneden afgerond; wat "
        "je meer hebt, telt niet.",
        _seed("Hoe win je het spel, Geavanceerde regels"),
    ),
    Clause(
        "het-leeft.score.eerste",
        "Vijf punten voor de eerste",
        "Wie het monster als eerste tot leven wekte, krijgt er 5 punten bij.",
        _seed("Hoe win je het spel, Geavanceerde regels"),
    ),
    Clause(
        "het-leeft.partijreeks",
        "Zoveel partijen als spelers",
        "Het gevorderde spel duurt zoveel partijen als er spelers zijn; na elke partij schrijf "
        "je ieders score op. Elke nieuwe partij begint de speler links van wie de vorige begon.",
        _seed("Hoe win je het spel, Geavanceerde regels"),
    ),
)

CHOICES = (
    Clause(
        "het-leeft.verborgen",
        "Wat je van de anderen ziet",
        "Dat borden en munten achter de schermen liggen, zeggen de regels. De rest kiest dit "
        "regelboek: van een kerkhof zie je alleen de bovenste kaart (de enige die er nog af "
        "kan), van de stapel kent niemand de volgorde, en iedereen ziet de kaart in het "
        "midden, de biedingen en de kaarten die uit het spel gingen.",
        _seed("Opstelling en Kopen") + f" (alleen de schermen); de rest: {OWN}",
        CHOICE,
    ),
    Clause(
        "het-leeft.keuze.waarden",
        "Voorbeeldwaarden",
        "Omdat geen leesbare bron de 60 waarden geeft, rekent dit regelboek met een eigen "
        "voorbeeldset: armen, benen, handen en voeten 2 tot 7; hoofd, hersenen, hart en torso "
        "3 tot 8; doodskisten 5 tot 10; opstanden 1 tot 6. Het zijn niet de waarden van een "
        "echte doos. Je eigen waarden schrijf je als 'hart: 3 4 5 6 7 8', één regel per soort.",
        f"{REFERENCE}: waarden niet gevonden; een recensent noemt 2 tot 8 (onzeker)",
        CHOICE,
    ),
    Clause(
        "het-leeft.keuze.stapel-op",
        "Wanneer de nieuwe stapel komt",
        "De regels zeggen niet op welk moment de kerkhoven tot een nieuwe stapel worden "
        "geschud. Dit regelboek doet het meteen nadat de laatste kaart van de stapel is "
        "getrokken, dus nog in dezelfde beurt.",
        _seed("Als de kaarten opgebruikt zijn") + f" (zegt niet wanneer); {OWN}",
        CHOICE,
    ),
    Clause(
        "het-leeft.keuze.betalen-met",
        "Met welke kaarten je betaalt",
        "De regels zeggen niet waar een betaalkaart vandaan komt. Dit regelboek laat betalen "
        "met elke kaart die je bezit: een kaart van je bord, een bewaarde dubbele of een "
        "bewaarde opstand. Laat een kaart van je bord een plaats leeg, dan komt er een "
        "bewaarde kaart die past op te liggen.",
        _seed("Bevolkingsopstand en Spelersborden") + " (zegt niet van waar)",
        CHOICE,
    ),
    Clause(
        "het-leeft.keuze.ophalen-gemengd",
        "Ophalen met kaart en munten samen? (optie ophalen)",
        "De Nederlandse regels noemen bij het ophalen twee manieren: één kaart of munten. Een "
        "mengvorm verbieden ze met zoveel woorden alleen bij een opstand; dit regelboek leest "
        "het ophalen net zo, zonder mengvorm (ophalen=apart, de standaard). Een Duitse "
        "bespreking van de tweede editie noemt wel een combinatie: met ophalen=gemengd geef je "
        "één lagere kaart en de rest in munten.",
        f"{SEED}, Hoe speel je het spel en Bevolkingsopstand; {WS} (één bron)",
        CHOICE,
    ),
    Clause(
        "het-leeft.keuze.doodskisten",
        "Meer doodskisten in de score (optie doodskisten)",
        "De regels tellen 'alle kaartwaarden op je bord' en ook 'elke soort één keer'. Standaard "
        "(doodskisten=elke) telt elke kaart op het bord, ook elke doodskist; met "
        "doodskisten=een telt alleen je duurste doodskist.",
        _seed("Geavanceerde regels"),
        CHOICE,
    ),
    Clause(
        "het-leeft.keuze.bank",
        "Een lege bank",
        "De regels laten betalen aan de bank en uit de bank, maar zeggen niet wat de bank "
        "heeft. Dit regelboek leidt het af uit de doos: die heeft 80 munten, en wat niet bij "
        "de spelers ligt, is van de bank. Moet de bank meer uitbetalen dan ze heeft, dan krijg "
        "je wat er nog is. Niemand heeft ooit minder dan 0 munten.",
        _seed("Inhoud, Kopen en Verkopen") + f" (zeggen niet wat de bank heeft); {OWN}",
        CHOICE,
    ),
    Clause(
        "het-leeft.keuze.kunnen",
        "Wat je moet kunnen betalen",
        "Kopen kan alleen als je de waarde in munten hebt, en veilen alleen met minstens 1 "
        "munt (het openingsbod). Verkopen kan altijd.",
        _seed("Kopen en Veilen"),
        CHOICE,
    ),
    Clause(
        "het-leeft.keuze.plaatsen",
        "Waar een nieuwe kaart komt",
        "Een nieuw lichaamsdeel komt op zijn eigen plaats; lag daar een doodskist, dan schuift "
        "die naar een lege plaats (of gaat naast het bord). Van twee gelijke delen komt het "
        "duurste op het bord. Een doodskist komt op de eerste lege plaats. Wisselen kan daarna "
        "telkens als jij iets moet kiezen: in je beurt, of als je in een veiling aan bod bent.",
        _seed("Spelersborden en Doodskisten") + " (zegt niet welke kaart op het bord komt)",
        CHOICE,
    ),
    Clause(
        "het-leeft.keuze.meteen-af",
        "Het spel stopt meteen",
        "Zodra een bord vol is, is het spel uit, ook midden in een beurt (bijvoorbeeld als een "
        "andere speler een veiling wint).",
        _seed("Einde van het spel"),
        CHOICE,
    ),
    Clause(
        "het-leeft.keuze.vast",
        "Geen kaart meer te krijgen",
        "Soms kun je geen kaart nemen: de stapel is leeg, er valt niets te schudden en je kunt "
        "geen enkele kerkhofkaart betalen. Dan pas je. Passen alle spelers na elkaar, dan is "
        "het spel uit: in het basisspel wint wie de meeste plaatsen gevuld heeft, in het "
        "gevorderde spel telt de score zonder de 5 punten. Levert trekken alleen nog opstanden "
        "op die opzij moeten, dan is je beurt voorbij. En viel er niets te schudden toen de "
        "stapel leeg raakte, dan wordt er alsnog geschud zodra iemand wil trekken en er onder "
        "de bovenste kerkhofkaarten weer kaarten liggen.",
        f"{SEED} (zegt niets over een spel dat vastloopt)",
        CHOICE,
    ),
    Clause(
        "het-leeft.keuze.stilstand",
        "Een spel zonder voortgang (optie stilstand)",
        "De regels eindigen alleen met een vol bord, en dat komt er niet altijd: zijn alle "
        "kaarten 1 waard, dan verdient niemand nog een munt en koopt niemand iets. Daarom telt "
        "dit regelboek na elke beurt de gevulde plaatsen van alle borden samen. Komt dat aantal "
        "10 ronden lang (iedere speler één beurt per ronde) niet boven het hoogste aantal van "
        "deze partij uit, dan is het spel uit, en telt het als bij een spel dat vastloopt: in "
        "het basisspel wint wie de meeste plaatsen gevuld heeft, in het gevorderde spel telt de "
        "score zonder de 5 punten. Standaard is dat na 10 ronden (stilstand=10); stilstand=5 "
        "en stilstand=20 kunnen ook.",
        f"{SEED} (geen einde zonder vol bord); {OWN}",
        CHOICE,
    ),
    Clause(
        "het-leeft.keuze.optellen",
        "De partijreeks: scores opgeteld",
        "De regels laten je na elke partij de scores noteren, maar zeggen niet hoe daaruit de "
        "winnaar van de reeks volgt. Dit regelboek telt de scores van alle partijen op: wie "
        "samen de meeste punten heeft, wint de reeks.",
        _seed("Hoe win je het spel, Geavanceerde regels") + f" (noteer de scores); {OWN}",
        CHOICE,
    ),
    Clause(
        "het-leeft.keuze.gelijk",
        "Gelijke stand in het gevorderde spel",
        "Geen bron zegt wie er wint bij een gelijke score in het gevorderde spel; dan winnen "
        "die spelers samen.",
        f"{REFERENCE}: niet gevonden",
        CHOICE,
    ),
    Clause(
        "het-leeft.notatie",
        "Een stand als tekst",
        "Een stand van Het Leeft! schrijft dit regelboek als een paar regels tekst: de "
        "opstelling, de beurt, de stapel, de bank, het midden, elke speler en de taken. Een "
        "kaart schrijf je als soort-waarde, zoals hart-5.",
        OWN,
        CHOICE,
    ),
)

CLAUSES = (*RULES, *CHOICES)
