"""Words of chapter 22 (the locoweed books and the new cards): Dutch term, code name, meaning."""

from rulebook.core.reader.glossary import Term

LOCO_CARD_TERMS = (
    Term(
        "reikwijdte",
        "reach (locoweed distance)",
        "hoe ver een narrenkruid gaat: 1, of wisselend (boek 12 en 16)",
        "alchemisten",
    ),
    Term(
        "kolf",
        "flask symbol",
        "symbool op een kaart: alleen met De Alchemisten (de essentiefase)",
        "alchemisten",
    ),
    Term(
        "heksenhoed",
        "witch hat symbol",
        "symbool op een kaart: alleen met De Kruidenheksen",
        "alchemisten",
    ),
    Term(
        "afgelegde afstand",
        "distance moved (German card B9: Zugweite)",
        "hoeveel velden een fiche ver ging (de Duitse kaart B9 zegt 'Zugweite')",
        "alchemisten",
    ),
)
"""Terms of the locoweed books and the new fortune-teller cards."""
