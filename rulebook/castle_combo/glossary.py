"""Glossary of Castle Combo: Dutch term, code name, meaning."""

from rulebook.core.reader.glossary import Term

G = "castle-combo"

TERMS = (
    Term("vierkant", "tableau", "jouw 3 bij 3 kaarten; alleen die tellen voor je punten", G),
    Term(
        "kasteelrij, dorpsrij", "display (castle, village)", "de drie open kaarten van elke plek", G
    ),
    Term("boodschapper", "messenger", "de pion die aanwijst uit welke rij je koopt", G),
    Term("schild", "shield", "zes soorten: Adel, Geloof, Wetenschap, Krijg, Ambacht, Boeren", G),
    Term("banier", "banner", "de kleur van de kaart: kasteel of dorp", G),
    Term("scoringsrol", "scoring scroll", "wat de kaart aan het eind oplevert", G),
    Term("vaardigheid", "ability", "wat de kaart doet als je haar neerlegt", G),
    Term("korting", "discount", "een vaardigheid die volgende kaarten goedkoper maakt", G),
    Term("beurs", "purse", "een rol met ruimte voor goud, 2 punten per goudstuk", G),
    Term("gedekte kaart", "face-down card", "een gratis genomen kaart met de rug boven", G),
)
