"""Dobbelnim's rules as clauses, in our own words. Dobbelnim is a toy of this rulebook (no
published game): it exists to try the game machinery, so its source is the rulebook itself."""

from rulebook.core.reader.clauses import Clause

SOURCE = "Dobbelnim is een proefspel van dit regelboek, geen uitgegeven spel"

CLAUSES = (
    Clause(
        "dobbelnim.opzet",
        "Wat er op tafel ligt",
        "Twee spelers, een hoop stenen en één dobbelsteen. Zonder afspraak liggen er 10 stenen en "
        "toont de dobbelsteen de getallen 1, 2 en 3; een hoop mag 1 tot 99 stenen tellen, een "
        "dobbelsteen 1 tot 9 vlakken. Speler 1 begint.",
        SOURCE,
    ),
    Clause(
        "dobbelnim.gooien",
        "Eerst gooien",
        "Je beurt begint met één worp van de dobbelsteen. Elk vlak valt even vaak. Daarna wordt "
        "er pas in de volgende beurt weer gegooid.",
        SOURCE,
    ),
    Clause(
        "dobbelnim.nemen",
        "Stenen nemen",
        "Na de worp pak je stenen van de hoop: minstens één, en nooit meer dan de worp toont of "
        "dan er nog liggen. Daarna is de ander aan de beurt. Wie niet aan de beurt is, pakt niets.",
        SOURCE,
    ),
    Clause(
        "dobbelnim.einde",
        "Wie wint",
        "Pak je de laatste steen, dan win je: jij krijgt 1 punt, de ander 0. Met een lege hoop is "
        "het spel uit en gebeurt er niets meer.",
        SOURCE,
    ),
    Clause(
        "dobbelnim.notatie",
        "Zo schrijf je een zet en een stand",
        "Een worp schrijf je als dobbel 3, een zet als 2 neemt 1 (speler 2 pakt één steen). Een "
        "stand noemt de stenen, de vlakken, het startgetal van de partij, wie aan de beurt is "
        "(0 of 1), de worp (0 als er nog niet gegooid is) en de winnaar (None zolang er geen "
        "is).",
        SOURCE,
    ),
)
"""The five clauses of Dobbelnim."""
