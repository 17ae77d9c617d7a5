"""Glossary of De Kwakzalvers van Kakelenburg: Dutch term, code name, meaning."""

from rulebook.core.glossary import Term
from rulebook.quacks.base_glossary import BASE_TERMS

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
    *BASE_TERMS,
)
"""The base game's terms: those the first chapter needed, then the rest (``base_glossary``)."""
