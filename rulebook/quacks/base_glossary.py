"""Glossary terms of the base game that ``glossary.py`` does not have yet: Dutch word, code name.

In the order a reader meets them in the rules (box, setup, round, scoring, variants). The terms
already in ``glossary.py`` (ketel, fiche, knalerwt, ontploffen, buur, ronde, overwinningspunt,
scoresteen, rattensteen, bereiden van de drank, puntentelling) are not repeated here. Not
registered: the package decides when to add them.
"""

from __future__ import annotations

from rulebook.core.glossary import Term

GAME = "kwakzalvers"


def _term(dutch: str, code: str, meaning: str) -> Term:
    return Term(dutch, code, meaning, GAME)


BASE_TERMS: tuple[Term, ...] = (
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
"""Every base-game term a reader meets that the older glossary leaves out."""
