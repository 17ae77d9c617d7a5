"""Glossary of Het Leeft!: Dutch term, code name, meaning."""

from rulebook.core.glossary import Term

GAME = "het-leeft"

TERMS = (
    Term("lichaamsdeel", "body part (Kind.is_part)", "een van de acht soorten op het bord", GAME),
    Term("doodskist", "coffin", "joker: past op elke plaats van het bord", GAME),
    Term("Bevolkingsopstand", "uprising", "kaart die je moet sussen als je haar trekt", GAME),
    Term("kerkhof", "graveyard", "je open aflegstapel; alleen de bovenste kaart is te halen", GAME),
    Term("spelersbord", "board", "acht plaatsen achter je scherm", GAME),
    Term("naast het bord", "aside", "bewaarde kaarten: dubbele delen en gesuste opstanden", GAME),
    Term("ophalen", "fetch", "de bovenste kaart van een kerkhof naar het midden halen", GAME),
    Term("het midden", "middle", "waar de gekozen kaart van de beurt ligt", GAME),
    Term("veilen", "auction", "één keer rond de tafel bieden, de verkoper opent", GAME),
    Term("opzij gelegd", "set aside", "extra opstanden van deze beurt, daarna terug", GAME),
    Term("partijreeks", "match", "zoveel partijen als spelers in het gevorderde spel", GAME),
)
