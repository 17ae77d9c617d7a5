"""Glossary of De Alchemisten: Dutch term, code name, meaning."""

from rulebook.core.reader.glossary import Term
from rulebook.quacks.alchemists.cards.glossary import LOCO_CARD_TERMS
from rulebook.quacks.alchemists.patients.glossary import PATIENT_TERMS

TERMS: tuple[Term, ...] = (
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
    *PATIENT_TERMS,
)
"""The expansion's own terms (locoweed belongs here: the base game has none)."""

TERMS += LOCO_CARD_TERMS
