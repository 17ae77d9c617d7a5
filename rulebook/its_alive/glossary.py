"""Glossary of Het Leeft!: Dutch term, code name, meaning."""

from rulebook.core.reader.glossary import Term

GAME = "het-leeft"

TERMS = (
    Term("lichaamsdeel", "body part (Kind.is_part)", "een van de acht soorten op het bord", GAME),
    Term("doodskist", "coffin", "joker: past op elke plaats van het bord", GAME),
    Term("Bevolkingsopstand", "uprising", "kaart die je moet sussen als je haar trekt", GAME),
    Term(
        "sussen",
        "calm (an uprising)",
        "een getrokken opstand afkopen, met een kaart of aan de bank (de vertaling: 'kalmeren')",
        GAME,
    ),
    Term("kerkhof", "graveyard", "je open aflegstapel; alleen de bovenste kaart is te halen", GAME),
    Term("spelersbord", "board", "acht plaatsen achter je scherm", GAME),
    Term("naast het bord", "aside", "bewaarde kaarten: dubbele delen en gesuste opstanden", GAME),
    Term("ophalen", "fetch", "de bovenste kaart van een kerkhof naar het midden halen", GAME),
    Term("het midden", "middle", "waar de gekozen kaart van de beurt ligt", GAME),
    Term("veilen", "auction", "één keer rond de tafel bieden, de verkoper opent", GAME),
    Term("opzij gelegd", "set aside", "extra opstanden van deze beurt, daarna terug", GAME),
    Term(
        "anatomist",
        "selling",
        "wie een verkochte kaart afneemt; in het spel betaalt de bank de helft van de waarde",
        GAME,
    ),
    Term(
        "gevorderd spel",
        "advanced game (Setup.advanced)",
        "het spel met puntentelling (de vertaling: 'geavanceerde regels')",
        GAME,
    ),
    Term(
        "partij",
        "one game of a match",
        "één spel, tot een bord vol is of het stilvalt; een ronde is iets anders: ieder één beurt",
        GAME,
    ),
    Term("partijreeks", "match", "zoveel partijen als spelers in het gevorderde spel", GAME),
)
