"""What each ingredient book makes its chips do, in our own Dutch words.

Keyed by (colour word, set): green, blue, red, yellow and purple have a book in each of the sets
1 to 4; the orange and the black book are the same in every set and carry set 0. Every text
starts with when the chip acts: ``Bij het trekken`` (blue, red, yellow: the moment the chip is
drawn and placed), ``Bij de puntentelling, stap B`` (green, purple, black) or ``Passief`` (a
change that holds for the rest of the round). The clauses ``kwakzalvers.boek.<kleur>.<set>``
add the prices.

Sources (``shared/reference/quacks.md`` §3.4 and the rulings F11–F15 of §9.1): set 1, orange and
black from the ingredient almanac and several independent implementations (two or more sources);
sets 2–4 from a transcription of the English almanac of December 2018, some cross-checked.
"""

from __future__ import annotations

BOOK_COLOURS = ("groen", "blauw", "rood", "geel", "paars")
"""The colours that have a book of their own in every set, in the order the seed names them."""

SETS = (1, 2, 3, 4)
"""The four sets of books in the base game; set 0 marks the orange and black book."""

BOOK_TEXTS: dict[tuple[str, int], str] = {
    ("oranje", 0): (
        "Geen actie. Een pompoen neemt alleen ruimte in je ketel in: hij gaat 1 veld vooruit, "
        "meer doet hij niet. Dit boek is in elke set hetzelfde."
    ),
    ("zwart", 0): (
        "Bij de puntentelling, stap B. Met 2 spelers vergelijk je je doodshoofdvlinders met "
        "die van je tegenspeler: evenveel levert 1 veld vooruit voor je druppel op, meer "
        "levert dat veld plus 1 robijn op (voor 0 tegen 0 zie kwakzalvers.keuze.zwart-gelijk). "
        "Met 3 of 4 spelers vergelijk je met je buren: heb je er meer dan je linkerbuur of meer "
        "dan je rechterbuur, dan gaat je druppel 1 veld vooruit; heb je er meer dan allebei, "
        "dan gaat je druppel 1 veld vooruit en krijg je ook 1 robijn."
    ),
    ("groen", 1): (
        "Bij de puntentelling, stap B. Kijk naar de laatste twee fiches in je ketel. Voor elk "
        "groen fiche daarbij krijg je 1 robijn, welke waarde het ook heeft. Groene fiches "
        "eerder in je ketel leveren niets op."
    ),
    ("groen", 2): (
        "Bij de puntentelling, stap B. Voor elk groen fiche dat als laatste of voorlaatste in je "
        "ketel ligt, mag je een fiche uit de voorraad in je buidel doen: bij een groen fiche "
        "van waarde 1 een oranje van waarde 1, bij waarde 2 een blauw of een rood van waarde 1, "
        "bij waarde 4 een geel of een paars van waarde 1 (zie kwakzalvers.keuze.groen2-boeken)."
    ),
    ("groen", 3): (
        "Bij de puntentelling, stap B. Tellen je witte fiches samen precies 7 op, dan tel je de "
        "waarden van alle groene fiches in je ketel bij elkaar. Zoveel velden schuif je het "
        "allerlaatste fiche in je ketel (van welke kleur ook) nog verder. Zo krijg je een "
        "nieuw puntentellingsveld, dat al geldt voor stap C, D en E."
    ),
    ("groen", 4): (
        "Bij de puntentelling, stap B. Voor elk groen fiche dat als laatste of voorlaatste in je "
        "ketel ligt, mag je 1 robijn betalen om je druppel 1 veld vooruit te zetten. Meer dan "
        "1 robijn per groen fiche mag je niet betalen, dus hooguit 2 velden."
    ),
    ("blauw", 1): (
        "Bij het trekken. Trek meteen zoveel extra fiches uit je buidel als de waarde van de "
        "kraaienschedel: 1, 2 of 4. Eén daarvan mag je als je volgende fiche in je ketel leggen, "
        "met alles wat daarbij hoort (een actie, of bij een wit fiche misschien een "
        "ontploffing). De andere, of allemaal als je er geen wilt, gaan terug in je buidel."
    ),
    ("blauw", 2): (
        "Bij het trekken. Een kraaienschedel beschermt de fiches die je direct daarna trekt: "
        "waarde 1 het volgende fiche, waarde 2 de volgende 2, waarde 4 de volgende 4. Ontploft "
        "je ketel door een beschermd fiche, dan krijg je toch zowel stap D als stap E, maar "
        "geen bonusdobbelsteen. Beschermingen tellen niet op: de ruimste die nog loopt, geldt "
        "(een 4 na een 2 beschermt de volgende 4 fiches, niet 5)."
    ),
    ("blauw", 3): (
        "Bij het trekken. Komt de kraaienschedel op een veld met een robijn te liggen, dan neem "
        "je meteen 1 robijn uit de voorraad. De waarde van het fiche doet er niet toe."
    ),
    ("blauw", 4): (
        "Bij het trekken. Komt de kraaienschedel op een veld met een robijn te liggen, dan zet "
        "je je scoresteen meteen zoveel overwinningspunten vooruit als het fiche waard is: "
        "1, 2 of 4."
    ),
    ("rood", 1): (
        "Bij het trekken. Tel de pompoenen (oranje fiches) die al in je ketel liggen, waar ook. "
        "Geen pompoen: de vliegenzwam gaat gewoon zijn waarde vooruit. Een of twee pompoenen: "
        "1 veld extra. Drie of meer: 2 velden extra."
    ),
    ("rood", 2): (
        "Bij het trekken en na het stoppen. Een getrokken vliegenzwam leg je niet in je ketel "
        "maar ernaast. Ben je gestopt, vrijwillig of door een ontploffing, dan kies je per "
        "vliegenzwam naast je ketel: achter je laatste fiche leggen (zijn waarde vooruit), "
        "laten liggen voor een latere ronde (na het stoppen kies je dan opnieuw), of terug in je "
        "buidel. Pas als iedereen gekozen heeft, begint de puntentelling."
    ),
    ("rood", 3): (
        "Bij het trekken. Is het fiche dat vlak voor de vliegenzwam in je ketel kwam wit, dan "
        "gaat de vliegenzwam zijn eigen waarde plus de waarde van dat witte fiche vooruit. Een "
        "vliegenzwam van waarde 1 na een wit fiche van waarde 2 gaat dus 3 velden vooruit."
    ),
    ("rood", 4): (
        "Passief. Zodra er minstens één vliegenzwam in je ketel ligt, gaat elk wit fiche van "
        "waarde 1 dat je daarna trekt 2 velden vooruit in plaats van 1. Voor een ontploffing "
        "telt zo'n fiche nog steeds als 1. Meer vliegenzwammen geven niet meer; witte fiches "
        "van waarde 2 of 3 veranderen niet."
    ),
    ("geel", 1): (
        "Bij het trekken. Kwam vlak voor de alruinwortel een wit fiche in je ketel, dan mag je "
        "dat witte fiche terug in je buidel doen. Zijn veld blijft dan leeg en de alruinwortel "
        "blijft liggen waar hij ligt; het witte fiche telt niet meer mee voor een ontploffing."
    ),
    ("geel", 2): (
        "Bij het trekken. Het volgende fiche dat je in je ketel legt, gaat twee keer zo ver "
        "vooruit als het anders zou gaan (zie kwakzalvers.keuze.geel2). De waarde van de "
        "alruinwortel zelf doet er niet toe."
    ),
    ("geel", 3): (
        "Passief. Na je eerste alruinwortel van deze ronde ontploft je ketel pas als je witte "
        "fiches samen boven de 8 komen in plaats van boven de 7; na je derde alruinwortel pas "
        "boven de 9. De waarde van de alruinwortels doet er niet toe."
    ),
    ("geel", 4): (
        "Bij het trekken. Je eerste alruinwortel van deze ronde gaat 1 veld extra vooruit, je "
        "tweede 2 velden extra en je derde 3 velden extra, bovenop hun eigen waarde. Vanaf de "
        "vierde is er geen extra meer."
    ),
    ("paars", 1): (
        "Bij de puntentelling, stap B. Tel je geestenadems. Eén geeft 1 overwinningspunt; twee "
        "geven 1 overwinningspunt en 1 robijn; drie of meer geven 2 overwinningspunten en je "
        "druppel gaat 1 veld vooruit. Je krijgt alleen de beloning van één rij (vier of meer "
        "tellen als drie); een lagere rij kiezen mag altijd."
    ),
    ("paars", 2): (
        "Bij de puntentelling, stap B. Je mag geestenadems uit je ketel inleveren (ze gaan naar "
        "de voorraad) voor één beloning: voor 1 een zwart fiche van waarde 1, 1 "
        "overwinningspunt en 1 robijn; voor 2 een groen fiche van waarde 1, een blauw van waarde "
        "2, 3 overwinningspunten en je druppel 1 veld vooruit; voor 3 een geel fiche van waarde "
        "4, 6 overwinningspunten, 1 robijn en je druppel 2 velden vooruit. Met vier is 2 plus 2 "
        "niet toegestaan, en je mag minder inleveren dan je hebt; nieuwe fiches gaan in je "
        "buidel."
    ),
    ("paars", 3): (
        "Bij de puntentelling, stap B. Elke geestenadem levert punten op naar het veld waarop "
        "hij ligt: op veld 0 tot en met 9 niets, op 10 tot en met 19 1 overwinningspunt, op 20 "
        "tot en met 29 2 en op 30 of hoger 3 (welk getal telt: zie kwakzalvers.keuze.paars3)."
    ),
    ("paars", 4): (
        "Bij de puntentelling, stap B. Met 1 geestenadem mag je uit je ketel een fiche van "
        "waarde 1 ruilen voor een van waarde 2 in dezelfde kleur; met 2 een van waarde 2 voor een "
        "van waarde 4; met 3 of meer een van waarde 1 voor een van waarde 4. Je krijgt één "
        "ruil, een lagere rij kiezen mag. Het nieuwe fiche komt uit de voorraad direct in je "
        "buidel, het oude gaat naar de voorraad; een pompoen kun je nooit ruilen."
    ),
}
"""The action text of every book (22 texts): five colours in four sets, plus orange and black."""
