"""Het Leeft! (It's Alive!, Yehuda Berlinger): the card game of monsters built from parts.

Same parts as every game package: ``data`` (the cards, the coins, the options the sources leave
open), ``state`` (frozen values with a notation), ``rules`` (pure rule functions and the tasks of
a turn, the ``TaskGame``), ``flow`` (a turn as data, the levels, the match of the advanced
game), ``rulings`` (explained answers), ``bots`` (computer players), ``clauses`` (the Dutch rule
text), ``glossary``, ``examples`` (worked examples), ``commands`` (the terminal), ``advice``
(Monte-Carlo advice: kopen, verkopen of veilen?), ``lessons`` (the leermodus: every option
with its rule and what it does now).

``DESCRIPTION`` is what the registry (``rulebook.games``) knows of this game; importing this
package loads no engine (the rules load when a game is played or an example is shown).
"""

from __future__ import annotations

from typing import Any

from rulebook.core.model.game import Game, GameKind
from rulebook.core.reader.coverage import ExampleSet
from rulebook.core.reader.descriptions import GameDescription, Option, TableStart, Trials
from rulebook.core.reader.lessons import Teacher
from rulebook.its_alive.clauses import CLAUSES
from rulebook.its_alive.commands import COMMANDS
from rulebook.its_alive.data import SOURCES, CoffinScore, FetchPayment, Stall
from rulebook.its_alive.glossary import TERMS
from rulebook.its_alive.questions import QUESTIONS
from rulebook.its_alive.quiz import QUIZ

PICTURES = "rulebook.its_alive.pictures"
"""The drawings of this package's values (a board, a seat's view, the whole table)."""


def make_game(*expansions: Any) -> Game[Any, Any]:
    """The engine, loaded only when a game is played (importing the rules stays quick)."""
    if expansions:
        raise ValueError("Het Leeft! has no expansions")
    from rulebook.its_alive.engine import make_game as make

    return make()


def _table(**words: Any) -> TableStart:
    """A game table from a reader's few words (``table_start.start_table``)."""
    from rulebook.its_alive.table_start import start_table

    return start_table(**words)


def _teacher() -> Teacher:
    from rulebook.its_alive.lessons import teacher

    return teacher()


def _trials() -> Trials:
    from rulebook.its_alive.trials import trials

    return trials()


OPTIONS = (
    Option(
        "fetch_payment",
        "ophalen",
        FetchPayment.SEPARATE,
        tuple(FetchPayment),
        "het-leeft.keuze.ophalen-gemengd",
        "Betalen voor een kerkhofkaart: met een kaart of met munten (de Nederlandse regels), "
        "of ook met een lagere kaart en de rest in munten (een Duitse bespreking).",
    ),
    Option(
        "coffins",
        "doodskisten",
        CoffinScore.EACH,
        tuple(CoffinScore),
        "het-leeft.keuze.doodskisten",
        "In de gevorderde score telt elke doodskist op het bord, of alleen de duurste.",
    ),
    Option(
        "stall",
        "stilstand",
        Stall.TEN,
        tuple(Stall),
        "het-leeft.keuze.stilstand",
        "Na hoeveel ronden zonder meer gevulde plaatsen dan ooit een spel eindigt: de regels "
        "eindigen alleen met een vol bord, en dat komt er niet altijd.",
    ),
)

DESCRIPTION = GameDescription(
    sources=tuple(SOURCES),
    id="het-leeft",
    title="Het Leeft!",
    clauses=CLAUSES,
    glossary=TERMS,
    examples=(ExampleSet.deferred("het-leeft", "rulebook.its_alive.examples"),),
    commands=COMMANDS,
    options=OPTIONS,
    make_game=make_game,
    questions=QUESTIONS,
    quiz=QUIZ,
    kind=GameKind(players=range(2, 6), hidden_information=True),
    trials=_trials,
    teacher=_teacher,
    table=_table,
)
"""Het Leeft! for the registry: its clauses, words, worked examples, commands and engine."""

__all__ = ["DESCRIPTION", "OPTIONS"]
