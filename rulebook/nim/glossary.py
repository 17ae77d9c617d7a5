"""Glossary of Dobbelnim: Dutch term, code name, meaning."""

from rulebook.core.reader.glossary import Term

TERMS = (
    Term("hoop", "heap (stones)", "de stenen die nog op tafel liggen", "dobbelnim"),
    Term("worp", "roll (face)", "wat de dobbelsteen deze beurt toont", "dobbelnim"),
    Term("nemen", "take", "stenen van de hoop pakken, hoogstens de worp", "dobbelnim"),
)
