"""Glossary of De Kwakzalvers van Kakelenburg and De Alchemisten: Dutch term, code name, meaning."""

from rulebook.core.glossary import Term, add_terms

TERMS = (
    Term("ketel", "cauldron", "je spelerbord waarin je de getrokken fiches legt", "kwakzalvers"),
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
    Term(
        "essentiefase",
        "essence phase",
        "de nieuwe fase tussen brouwen en puntentelling",
        "alchemisten",
    ),
    Term(
        "alchemistenpiston",
        "alchemist's flask (piston)",
        "het spoor van je essentiefiche, veld 0 tot 10 (één bron)",
        "alchemisten",
    ),
    Term("essentiefiche", "essence marker", "het fiche op je piston", "alchemisten"),
    Term(
        "essentie", "essence", "het veld van je essentiefiche, ook om mee te betalen", "alchemisten"
    ),
    Term("essentiekaart", "essence card", "de kaart van je patiënt, met glazen", "alchemisten"),
    Term("patiënt", "patient", "wie je behandelt; bepaalt je bonus", "alchemisten"),
    Term(
        "glas", "glass (bonus slot)", "waar een buisje op de essentiekaart uitkomt", "alchemisten"
    ),
    Term(
        "narrenkruid",
        "locoweed",
        "ingrediënt uit de uitbreidingen; een eigen kleur zonder waarde",
        "alchemisten",
    ),
    Term(
        "narrenkruidboek", "locoweed book", "een van de vier boeken 10, 11, 12 of 16", "alchemisten"
    ),
)

add_terms(TERMS)
