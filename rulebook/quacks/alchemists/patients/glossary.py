"""Glossary of the patients of De Alchemisten: Dutch term, code name, meaning."""

from rulebook.core.reader.glossary import Term

PATIENT_TERMS = (
    Term(
        "bereidingsfase",
        "brewing phase",
        "het trekken en leggen van fiches (in de regels: het bereiden van de drank)",
        "alchemisten",
    ),
    Term("robijnveld", "ruby field", "een veld van het ketelspoor met een robijn", "alchemisten"),
    Term(
        "actie (van een patiënt)",
        "patient action",
        "wat Karbonkelneus, Zeiloren, Heksenbochel of Vergeetachtigheid je tijdens het brouwen "
        "laten doen, meestal voor essentie",
        "alchemisten",
    ),
    Term(
        "open fiche",
        "displayed chip",
        "een fiche dat Schichtigheid je laat trekken en open voor je neerlegt",
        "alchemisten",
    ),
    Term(
        "patiëntenkaart",
        "patient chart",
        "de kaart van een patiënt: wanneer zijn bonus komt en wat zijn actie kost",
        "alchemisten",
    ),
)
"""The patients' own terms (chapter 21)."""
