"""The registry records of a game: what a game package tells the rulebook about itself.

``GameDescription`` brings a game's clauses and words, its engine (``make_game``), an
expansion's changes, its terminal commands (``Command``, ``Option``, ``SetupSwitch``),
its rule questions and quiz, what the conformance suite plays (``Trials``), its golden
games (``GoldenGame``) and how its game table starts (``TableStart``). The model does
not need them; ``rulebook.games`` reads them.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core.model.flow import Flow
from rulebook.core.model.game import Agent, Expansion, Game, GameKind
from rulebook.core.reader.clauses import Clause
from rulebook.core.reader.coverage import ExampleSet
from rulebook.core.reader.glossary import Term
from rulebook.core.reader.lessons import Teacher
from rulebook.core.reader.questions import RuleQuestion
from rulebook.core.reader.quiz import QuizGenerator
from rulebook.core.reader.report import Report


@dataclass(frozen=True)
class Option:
    """A setup option: a rule the sources leave open or a variant the players choose.

    ``default`` follows the Dutch seed where it speaks; ``doc`` says why, in Dutch.
    """

    name: str
    dutch: str
    default: object
    choices: tuple[object, ...]
    clause_id: str
    doc: str


@dataclass(frozen=True)
class Command:
    """A terminal subcommand of a game: ``python -m rulebook <game> <name> ...``.

    ``configure`` adds the command's options (Dutch help; numbers read with ``number``);
    ``run`` answers with a ``Report``. A player's bad input raises a ``RuleError``; the
    command line turns it into a Dutch message and exit status 2. ``run`` may call
    ``args.progress(fraction)`` on long work; the command line draws a bar when it is slow.
    """

    name: str
    help: str
    configure: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], Report]
    plays_games: bool = False
    """A command that sets up whole games: the command line adds every expansion's switch to
    it (``SetupSwitch``) and hands the expansions switched on to ``run`` as ``args.extras``."""
    alias: str = ""
    """An older top-level spelling that runs this command too (``python -m rulebook essentie``
    for ``python -m rulebook alchemisten essentie``), so scripts written before the command
    moved into its game keep working. Empty for a command that never had one."""


@dataclass(frozen=True)
class SetupSwitch:
    """A terminal flag an expansion adds to its base game's commands that play games
    (``--alchemisten``): ``extra`` makes the expansion's settings for the game's setup. So the
    base game's commands offer the expansion without naming it."""

    flag: str
    help: str
    extra: Callable[[], object]


@dataclass(frozen=True)
class GoldenGame:
    """A seeded whole game between computer players, checked in as a log (``tests/golden``):
    replaying it and playing it again must give the very same log."""

    file: str
    """The log's file name (``kwakzalvers-2-spelers-set-1.log``)."""
    setup: Any
    seed: int
    computers: tuple[str, ...]
    """The computer player of each seat, by its name in ``Trials.computers``."""


@dataclass(frozen=True)
class Trials:
    """What the conformance suite (``tests/games``) and the golden games play of a game.

    ``setups``: setups that together reach every rule and option (an expansion's setups switch
    it on), each from ``seeds`` seeds; ``computers``: the game's computer players by name;
    ``golden``: its golden games.
    ``conserved`` is a value the rules never change during a game (every chip is somewhere), or
    ``None``; ``points_never_fall`` says that no seat ever loses points. ``hidden_variant``
    (for a game with hidden information) returns a state that differs from ``state`` only in
    what ``seat`` may not see, so the suite can check that the seat's observation is the same.
    ``reports_agree`` checks what the rules reported for one step against its two states.
    """

    setups: tuple[Any, ...]
    computers: Mapping[str, Agent[Any, Any]]
    golden: tuple[GoldenGame, ...] = ()
    seeds: int = 2
    """From how many seeds the suite plays each setup (a quick game affords many)."""
    conserved: Callable[[Any], object] | None = None
    points_never_fall: bool = False
    hidden_variant: Callable[[Any, int, random.Random], Any] | None = None
    reports_agree: Callable[[Any, Any, Sequence[Any]], None] | None = None
    """Asserts that what the rules reported for one step (``core.happenings``) says what the two
    states show (the coins paid equal the coins that left the seat), or ``None``."""

    def agents(self, seats: int, shift: int = 0) -> dict[int, Agent[Any, Any]]:
        """A computer player for each of ``seats`` seats, the game's computers in turn (seat
        ``s`` gets the ``(s + shift)``-th, counting round): how the tests, the bench and the
        in-browser checks seat a game of computers. ``shift`` (a game's seed, say) varies who
        sits where from game to game."""
        if seats < 1:
            raise ValueError(f"a game has at least one seat, not {seats}")
        players = list(self.computers.values())
        return {seat: players[(seat + shift) % len(players)] for seat in range(seats)}


@dataclass(frozen=True)
class GameDescription:
    """What a game package tells the registry about itself; importing it changes nothing.

    A base game gives ``make_game`` (the ``Game`` object, with the engines of the expansions
    given switched on) and ``kind``; an expansion gives ``base`` (the id of its game) and
    ``make_expansion`` (what it changes in that engine). Both may give ``commands`` (``python
    -m rulebook <id> ...``) and ``trials`` (what the conformance suite plays). The registry
    (``rulebook/games.py``) needs nothing else: it names each package once.
    """

    id: str
    title: str
    clauses: tuple[Clause, ...]
    glossary: tuple[Term, ...]
    examples: tuple[ExampleSet, ...] = ()
    commands: tuple[Command, ...] = ()
    options: tuple[Option, ...] = ()
    expansions: tuple[GameDescription, ...] = ()
    flow: Flow[Any] | None = None
    make_game: Callable[..., Game[Any, Any]] | None = None
    base: str | None = None
    """For an expansion: the id of the game it extends."""
    switches: tuple[SetupSwitch, ...] = ()
    """For an expansion: the flags that switch it on in the base game's commands."""
    questions: tuple[RuleQuestion, ...] = ()
    """The questions players ask about this game, each answered with how firm the answer is
    (``rulebook.core.reader.questions``); ``python -m rulebook vraag`` and the search find them."""
    quiz: tuple[QuizGenerator, ...] = ()
    """What the quiz can ask about this game (``rulebook.core.reader.quiz``): generators of seeded
    situations whose answers come from the rulings."""
    kind: GameKind | None = None
    """For a base game: how many players, simultaneous steps, hidden information, chance."""
    make_expansion: Callable[[], Expansion[Any]] | None = None
    """For an expansion: what it changes in its base game's engine, built only when a game is
    played (``rulebook.games.game`` hands it to the base game's ``make_game``)."""
    trials: Callable[[], Trials] | None = None
    """The setups, computer players and golden games the conformance suite plays (built only
    when a test asks, so importing the registry stays quick)."""
    listed: bool = True
    """``False`` for a toy game (Dobbelnim) that exists to try the machinery: it plays, passes
    the conformance suite and has its terminal commands, but the reader's book (chapters,
    search, start page, rule lists) leaves it out."""
    sources: tuple[str, ...] = ()
    """The names of the sources this game's clauses cite (``Vertaling NL-A`` ...): every
    clause's source line names one of them (a test reads them from here, so a new game brings
    its own)."""
    table: Callable[..., TableStart] | None = None
    """For a base game: how a game table starts from a reader's few words
    (``table(players=4, seed=5, humans=(0,), ...)``): the game generic widgets play it through
    (``widgets.game_table.GameTable.of``), so the table names no game."""
    teacher: Callable[[], Teacher] | None = None
    """For a base game (its expansions included): what the game adds to the leermodus
    (``core.reader.lessons.Teacher``), made when first asked."""


@dataclass(frozen=True)
class TableStart:
    """Everything a generic game table needs to start a game: the engine, the setup and seed,
    the human seats and a computer player for every other seat, how to draw the table for the
    humans (``picture(state)``: one SVG/HTML string or several), the Dutch title, and the
    game's result at the end."""

    setup: Any
    seed: int
    humans: tuple[int, ...]
    computers: dict[int, Agent[Any, Any]]
    picture: Callable[[Any], Any] | None = None
    static_picture: Callable[[Any], Any] | None = None
    """The picture of the static copy (readers without a kernel); ``None``: ``picture``."""
    title: str = ""
    game: Game[Any, Any] | None = None
    """The engine; ``None``: the registry's, which reads every expansion's notation."""
