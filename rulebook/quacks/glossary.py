"""Glossary of De Kwakzalvers van Kakelenburg: Dutch term, code name, meaning.

First the terms the first chapter needs (ketel, fiche, knalerwt, ...), then every other term of
the base game in the order a reader meets it. Nothing is registered here: the package decides
when to add the terms.
"""

from __future__ import annotations

from rulebook.core.reader.glossary import Term

GAME = "kwakzalvers"


def _term(dutch: str, code: str, meaning: str) -> Term:
    return Term(dutch, code, meaning, GAME)


MORE_TERMS: tuple[Term, ...] = (
    _term("kwakzalver", "quack", "wat iedere speler is: een verkoper van wonderdrankjes"),
    _term("buidel", "bag", "je zakje met fiches, waaruit je blind trekt"),
    _term("waarde", "value", "het getal op een fiche: zoveel velden gaat het vooruit"),
    _term("pompoen", "pumpkin (orange chip)", "oranje fiche van waarde 1, zonder actie"),
    _term(
        "groen fiche",
        "garden spider (green chip)",
        "groen ingrediënt; de Nederlandse naam staat in geen bron",
    ),
    _term("kraaienschedel", "crow skull (blue chip)", "blauw fiche; werkt bij het trekken"),
    _term("vliegenzwam", "toadstool (red chip)", "rood fiche; werkt bij het trekken"),
    _term("alruinwortel", "mandrake (yellow chip)", "geel fiche; werkt bij het trekken"),
    _term(
        "geestenadem",
        "ghost's breath (purple chip)",
        "paars fiche; werkt bij de puntentelling",
    ),
    _term(
        "doodshoofdvlinder",
        "death's head hawkmoth (black chip)",
        "zwart fiche; vergelijkt je met je buren",
    ),
    _term("druppel", "droplet", "je beginpunt in de ketel; gaat soms blijvend vooruit"),
    _term("fles", "flask", "stuurt één getrokken wit fiche terug naar je buidel"),
    _term("robijn", "ruby", "edelsteen; 2 ervan betalen een druppelveld of een volle fles"),
    _term("scorespoor", "score track", "het bord met de overwinningspunten van 0 tot 50"),
    _term("rondenspoor", "round track", "de velden 1 tot 9 op het scorespoor"),
    _term("vlam", "flame (round marker)", "het stuk dat op het rondenspoor de ronde aanwijst"),
    _term(
        "zegel (0/50)",
        "seal tile (0/50)",
        "fiche onder je scoresteen; gaat om naar 50 als je die voorbij bent",
    ),
    _term("rattenstaart", "rat tail", "teken tussen twee velden van het scorespoor"),
    _term("bonusdobbelsteen", "bonus die", "de dobbelsteen voor wie het verst kwam"),
    _term(
        "waarzeggerijkaart",
        "fortune-teller card",
        "de kaart die elke ronde iets voor iedereen regelt",
    ),
    _term(
        "ingrediëntenboek",
        "ingredient book",
        "zegt wat een kleur doet en wat een fiche ervan kost",
    ),
    _term("set", "set (of books)", "vijf boeken, één per kleur, die samen gespeeld worden"),
    _term(
        "ingrediëntenalmanak",
        "almanac of ingredients",
        "het boekje dat alle ingrediëntenboeken uitlegt",
    ),
    _term("voorraad", "supply", "de fiches en robijnen die nog van niemand zijn"),
    _term("startspeler", "start player", "wie de waarzeggerijkaarten heeft; begint in stap B"),
    _term("koploper", "leader", "de speler met de meeste overwinningspunten"),
    _term(
        "puntentellingsveld",
        "scoring field (scoring space)",
        "het veld vlak na je laatste fiche; geeft geld, punten en soms een robijn",
    ),
    _term("geld", "coins", "het getal op je puntentellingsveld, om fiches mee te kopen"),
    _term("kopen", "buy", "stap E: een of twee fiches van verschillende kleur"),
    _term("lepel", "spoon", "het eindveld na de laatste plek in je ketel: 35 geld, 15 punten"),
    _term("Roeren!", "Stir!", "het teken in ronde 9 om allemaal tegelijk te trekken"),
    _term("reageerbuis", "test tube", "de achterkant van je ketel, met een tweede druppel"),
    _term(
        "glas (reageerbuis)", "glass (test-tube space)", "een vakje op de reageerbuis met een bonus"
    ),
)
"""The other terms a reader meets, in the order the rules bring them (box, setup, round,
scoring, variants)."""


TERMS = (
    Term("ketel", "cauldron", "je spelertableau waarin je de getrokken fiches legt", "kwakzalvers"),
    Term(
        "fiche, ingrediënt", "chip, ingredient", "een rond fiche met kleur en waarde", "kwakzalvers"
    ),
    Term(
        "knalerwt",
        "white chip (cherry bomb)",
        "wit fiche; te veel en je ketel ontploft",
        "kwakzalvers",
    ),
    Term(
        "ontploffen", "explode", "de witte fiches in je ketel zijn samen meer dan 7", "kwakzalvers"
    ),
    Term(
        "buur (linker-, rechter-)",
        "neighbour (left, right)",
        "de speler direct naast je aan tafel",
        "kwakzalvers",
    ),
    Term("ronde", "round", "het spel duurt negen ronden", "kwakzalvers"),
    Term(
        "overwinningspunt",
        "victory point",
        "wie er aan het eind de meeste heeft, wint",
        "kwakzalvers",
    ),
    Term("scoresteen", "score marker", "jouw steen op het scorespoor", "kwakzalvers"),
    Term(
        "rattensteen",
        "rat stone",
        "jouw steen in de ketel die achterblijvers een voorsprong geeft",
        "kwakzalvers",
    ),
    Term(
        "bereiden van de drank",
        "brewing (preparation phase)",
        "de fase waarin je fiches trekt",
        "kwakzalvers",
    ),
    Term("puntentelling", "evaluation (scoring)", "de fase na het brouwen", "kwakzalvers"),
    *MORE_TERMS,
)
"""The base game's terms: those the first chapter needed, then the rest."""
