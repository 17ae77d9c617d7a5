"""Glossary of Uit de Kerker!: Dutch term, code name, meaning."""

from rulebook.core.reader.glossary import Term

TERMS = (
    Term(
        "slotvaardigheid",
        "lock ability",
        "Uit de Kerker!: een vaardigheid met een sleutel erop, één keer te gebruiken",
        "uit-de-kerker",
    ),
    Term(
        "een rij vervangen",
        "replace a row",
        "Uit de Kerker!: drie open kaarten af, drie nieuwe open",
        "uit-de-kerker",
    ),
    Term(
        "gevangene",
        "prisoner",
        "een van de twaalf kaarten van Uit de Kerker! (de uitleg: boeven, personages)",
        "uit-de-kerker",
    ),
)
