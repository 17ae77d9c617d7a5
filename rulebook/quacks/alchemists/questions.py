"""Rule questions of De Alchemisten: what players ask about the essence phase, answered.

The questions come from ``shared/reference/quacks.md`` §9.2 (A1 to A18; the number is in each
question's comment) and from the places where the rules are silent. A patient's question rests
on the patient's own clauses (chapter 21); questions that need clauses not written yet (the new
fortune-teller cards, A15) wait for them. Every answer is in our own words, says how firm it is
and shows a worked example (or a small ruling) live.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.reader.questions import Firmness, QuestionsOf, RuleQuestion
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.alchemists.essence.rulings import essence_ruling
from rulebook.quacks.alchemists.essence.state import EssenceSituation

NL = "Nederlandse spelregels van De Alchemisten (999 Games)"
BOTH = f"{NL} en het Engelse regelboek van De Alchemisten"
SPECIAL = "de bijzondere gevallen in het Engelse regelboek van De Alchemisten"

RULES = Firmness.RULES
FAQ = Firmness.FAQ
CHOICE = Firmness.CHOICE
NONE = Firmness.NONE


def exploded_cauldron() -> Ruling[Any]:
    """Your own cauldron exploded (whites 8): the essence phase is played all the same."""
    return essence_ruling(EssenceSituation.of("O1 G1 W3 W2 W2 W1", round=3))


_q = QuestionsOf("alchemisten")


QUESTIONS: tuple[RuleQuestion, ...] = (
    # -- when and how far ------------------------------------------------------------------------
    _q(  # A1
        "ontploft",
        "Doe ik de essentiefase ook als mijn eigen ketel ontploft is?",
        "Ja. Elke ronde doet iedereen de essentiefase, ook wie ontplofte. Je telt je kleuren en "
        "je knalerwten zoals altijd.",
        ("alchemisten.essentie.moment",),
        RULES,
        BOTH,
        ruling=exploded_cauldron,
    ),
    _q(  # A2
        "terug-naar-nul",
        "Wanneer gaat mijn essentiefiche terug naar veld 0?",
        "Pas aan het begin van de volgende essentiefase. Tot dan blijft het liggen waar het "
        "eindigde, zodat je met die essentie acties kunt betalen.",
        ("alchemisten.essentie.begin", "alchemisten.essentie.bewaren"),
        RULES,
        BOTH,
        "genoeg essentie",
    ),
    _q(
        "wit-kleur",
        "Telt wit als een kleur, en narrenkruid?",
        "Wit telt nooit als kleur in stap 1, hoeveel knalerwten je ook hebt. Narrenkruid is een "
        "kleur op zich en telt wel mee.",
        ("alchemisten.essentie.1",),
        RULES,
        NL,
        "voorbeeld uit de regels",
    ),
    _q(  # A6
        "twee-spelers",
        "Met twee spelers: leveren de ontplofte buren mij twee velden op?",
        "Nee, hoogstens één. Met twee spelers is je enige tegenspeler tegelijk je linker- en je "
        "rechterbuur, en zijn ontplofte ketel telt maar één keer.",
        ("alchemisten.essentie.3",),
        RULES,
        BOTH,
        "twee spelers",
    ),
    _q(  # A3
        "lager-veld",
        "Mag ik op een lager veld eindigen dan ik haal?",
        "Ja. Voordat je de bonus neemt, zet je je essentiefiche op een lager veld naar keuze; je "
        "krijgt dan wat bij dat veld hoort.",
        ("alchemisten.essentie.lager",),
        RULES,
        BOTH,
        "bewust lager",
    ),
    _q(  # A16
        "voorbij-tien",
        "Wat gebeurt er als ik verder kom dan veld 10?",
        "De regels zeggen het niet: de piston en de glazen houden bij veld 10 op. Dit regelboek "
        "laat je fiche dan op veld 10 stoppen. Met de huisregel 'doortellen' tel je in ronde 9 "
        "door, waar elk veld een punt waard is.",
        ("alchemisten.essentie.top",),
        CHOICE,
        "keuze van dit regelboek; geen bron geeft een antwoord",
        "voorbij de top",
    ),
    _q(
        "glazen",
        "Klopt wat dit regelboek in de glazen van mijn essentiekaart zet?",
        "Welk glas bij welk veld hoort, staat alleen op de kaarten zelf. Dit regelboek gebruikt "
        "één openbare lezing van de kaartafbeeldingen. Wijkt jouw kaart af, dan geldt je kaart: "
        "geef je eigen glazen op.",
        ("alchemisten.bonus.kaarten",),
        CHOICE,
        "keuze van dit regelboek; één bron, gelezen van kleine afbeeldingen",
        "punten en actie",
    ),
    # -- spending essence ------------------------------------------------------------------------
    _q(  # A5
        "onder-nul",
        "Mag ik essentie uitgeven die ik niet heb, tot onder veld 0?",
        "Nee. Staat je fiche lager dan wat een actie kost, dan kun je die actie niet betalen en "
        "doe je haar niet.",
        ("alchemisten.essentie.betalen",),
        RULES,
        NL,
        "te weinig essentie",
    ),
    # -- the last round --------------------------------------------------------------------------
    _q(  # A4
        "ronde-negen",
        "Wat levert de essentiefase op in ronde 9?",
        "Geen glas: geen bonus, geen rattenstaart en geen punten uit je essentiekaart. Elk veld "
        "dat je fiche haalt, is dan 1 overwinningspunt waard: eindig je op veld 6, dan krijg je "
        "6 punten.",
        ("alchemisten.laatste-ronde",),
        RULES,
        BOTH,
        "laatste ronde",
    ),
    # -- patients --------------------------------------------------------------------------------
    _q(  # A13
        "zelfde-patient",
        "Mogen twee spelers dezelfde patiënt behandelen?",
        "Ja. Van de drie patiënten op tafel kiest ieder er één, en niets verbiedt dat anderen "
        "dezelfde kiezen.",
        ("alchemisten.patient.kiezen",),
        RULES,
        BOTH,
        "Karbonkelneus bij de start",
    ),
    _q(  # A7
        "oorwurm-ontploft",
        "Kan mijn ketel ontploffen door de fiches die Oorwurm me laat trekken?",
        "Nee. Die fiches leg je zoals bij het brouwen en hun acties werken, maar ook als je "
        "knalerwten daardoor boven de 7 komen, ontploft je ketel niet.",
        ("alchemisten.patient.oorwurm.wit", "alchemisten.patient.oorwurm"),
        RULES,
        BOTH,
        "Oorwurm trekt twee fiches",
    ),
    _q(  # A8
        "zeiloren-ontploft",
        "Mag ik Zeiloren gebruiken op het witte fiche waardoor mijn ketel ontploft?",
        "Nee. Laat het witte fiche dat je net trok je ketel ontploffen, dan mag je geen van "
        "beide acties van Zeiloren gebruiken: niet dubbel zo ver leggen en niet terugdoen.",
        ("alchemisten.patient.zeiloren.ontploft", "kwakzalvers.ontploffen"),
        RULES,
        BOTH,
        "Zeiloren: knalerwt ontploft",
    ),
    _q(  # A10
        "schichtigheid-ontploft",
        "Mag ik bij Schichtigheid na een ontploffing nog een openliggend fiche in mijn ketel "
        "leggen?",
        "Nee. Zodra je ketel ontploft is, leg je geen van de openliggende fiches meer in je ketel.",
        ("alchemisten.patient.schichtigheid.ontploft", "kwakzalvers.ontploffen"),
        RULES,
        BOTH,
        "Schichtigheid na een ontploffing",
    ),
    _q(  # A9
        "vergeetachtig-welke",
        "Welke fiches mag ik met Vergeetachtigheid terugdoen, en wat kost dat?",
        "Elk gekleurd fiche uit je ketel behalve narrenkruid, en nooit een wit fiche. Je betaalt "
        "er de waarde van het fiche voor in essentie: een 2-fiche kost er 2. Wat verder in je "
        "ketel ligt, schuift niet op, ook al blijft er een gat achter.",
        ("alchemisten.patient.vergeetachtigheid.niet", "alchemisten.patient.vergeetachtigheid"),
        RULES,
        BOTH,
        "Vergeetachtigheid: een fiche terug",
    ),
    _q(  # A18
        "karbonkelneus-pompoen",
        "Waar leg ik de pompoen met de actie van Karbonkelneus?",
        "Op het eerstvolgende robijnveld voorbij je laatste fiche, waar dus nog niets ligt; wat "
        "de pompoen waard is, maakt niet uit. Dat kost je 2 essentie, elke keer dat je het doet.",
        ("alchemisten.patient.karbonkelneus", "alchemisten.essentie.betalen"),
        RULES,
        BOTH,
        "Karbonkelneus: pompoen naar een robijnveld",
    ),
    _q(  # A12
        "vampierisme-kopen",
        "Telt het extra fiche van Vampierisme mee bij het kopen in de puntentelling?",
        "Nee, het staat er helemaal los van. Het extra fiche koop je aan het eind van de "
        "essentiefase; in stap E koop je daarna gewoon zoals altijd.",
        ("alchemisten.patient.vampierisme", "kwakzalvers.puntentelling.e"),
        RULES,
        NL,
        "Vampierisme koopt een fiche",
    ),
    _q(  # A11
        "rood2-patienten",
        "Hoe werkt vliegenzwam set 2 samen met Schichtigheid, Oorwurm en Heksenbochel?",
        "Na het stoppen trekt niemand meer, maar een rood fiche van set 2 leg je juist dan. Bij "
        "Schichtigheid geldt dat ook voor een open rood fiche: je legt het pas als je gestopt "
        "bent. Bij Oorwurm telt een getrokken vliegenzwam mee, ook als je hem niet legt. Bij "
        "Heksenbochel geeft een vliegenzwam die je na het stoppen legt de actie met essentie "
        "niet.",
        ("alchemisten.patient.rood2", "kwakzalvers.boek.rood.2"),
        FAQ,
        f"{SPECIAL}, gelezen door één openbare bron",
        "Oorwurm met rood set 2",
    ),
    # -- no answer found -------------------------------------------------------------------------
    _q(  # A14
        "boek10-zichzelf",
        "Mag narrenkruid van boek 10 zichzelf terug in de buidel doen?",
        "Geen antwoord gevonden: een spelersforum stelt de vraag, maar niemand geeft een "
        "antwoord dat we konden lezen. Spreek het vooraf af. Dit regelboek staat het toe, omdat "
        "het boek alleen witte fiches uitsluit (keuze 'ook zichzelf'; de andere keuze is 'niet "
        "zichzelf', hoofdstuk 22).",
        ("alchemisten.narrenkruid.boek10.zichzelf", "alchemisten.narrenkruid.boeken"),
        NONE,
        "open vraag op een spelersforum (BoardGameGeek)",
    ),
    _q(  # A17
        "tweede-kans-schichtigheid",
        "Wat doe ik met de openliggende fiches van Schichtigheid als ik 'Een tweede kans' neem?",
        "Geen antwoord gevonden: de vraag staat op een spelersforum, een antwoord niet. Spreek "
        "het vooraf af.",
        ("kwakzalvers.kaart.B11", "alchemisten.patient.schichtigheid"),
        NONE,
        "open vraag op een spelersforum (BoardGameGeek)",
    ),
)
"""Every rule question of De Alchemisten, in the order of the essence chapter."""
