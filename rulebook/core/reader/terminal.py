"""What a game's terminal commands share: the answer they give and how they read numbers.

A game's commands (``GameDescription.commands``) return a ``Report`` instead of printing, so the
command line writes every answer the same way (encoding, ``--json``, a closed pipe) and a test can
call a command without a terminal. ``number`` reads a whole number typed by a reader; its error
names the rule the number is about. ``simulate`` is the loop of every game's ``simuleer``: many
seeded games between computer players, their wins and average points counted.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from rulebook.core.dutch import quoted, whole
from rulebook.core.errors import RuleError
from rulebook.core.reader.reading import read_whole


@dataclass(frozen=True)
class WholeNumber:
    """An argparse type for a whole number about the rule ``clause_id``: a word that is no
    whole number is refused naming that rule, and the command line names it too when the
    number is missing (``rule_of``)."""

    clause_id: str

    def __call__(self, text: str) -> int:
        found = read_whole(text.strip(), signed=True)
        if found is None:
            raise argparse.ArgumentTypeError(
                f"{quoted(text, 20)} is geen geheel getal (regel {self.clause_id})"
            )
        return found


def number(clause_id: str) -> Callable[[str], int]:
    """An argparse type for a whole number whose error names the rule the number is about."""
    return WholeNumber(clause_id)


def rule_of(action: argparse.Action) -> str | None:
    """The rule an option stands for (its type is a ``WholeNumber``), or ``None``."""
    return action.type.clause_id if isinstance(action.type, WholeNumber) else None


def with_rule(action: argparse.Action, message: str) -> str:
    """An argparse ``message`` about ``action``, with the rule the option stands for when it
    stands for one and the message does not name it yet: ``verwacht één waarde (regel
    kwakzalvers.spelers)``."""
    clause_id = rule_of(action)
    if clause_id is None or f"(regel {clause_id})" in message:
        return message
    return f"{message} (regel {clause_id})"


def number_option(
    parser: argparse.ArgumentParser,
    flag: str,
    clause_id: str,
    help: str,
    *,
    default: int | None = None,
    metavar: str = "N",
    required: bool = False,
) -> None:
    """Add a whole-number option whose bad input names ``clause_id`` (see ``number``): the one
    shape every command's numbers share (``--ronde``, ``--spelers``, ``--essentie`` ...)."""
    parser.add_argument(
        flag,
        type=number(clause_id),
        default=default,
        metavar=metavar,
        required=required,
        help=help,
    )


def simulation_options(parser: argparse.ArgumentParser, clause_id: str, *, kernel: bool) -> None:
    """The options every ``simuleer`` shares: ``--partijen`` (checked against ``clause_id``'s
    rule) and, for a game with a fast kernel beside its engine (``kernel``), ``--motor`` to
    play the same games in the engine instead."""
    number_option(parser, "--partijen", clause_id, "hoeveel partijen (standaard 100)", default=100)
    if kernel:
        parser.add_argument(
            "--motor",
            action="store_true",
            help="speel in de motor, niet in de snelle kern (dezelfde partijen, trager)",
        )


def read_text_file(path: str, clause_id: str, most_bytes: int) -> str:
    """The text in the file ``path``, read as UTF-8; a missing, unreadable or too large file is
    a Dutch ``RuleError`` naming ``clause_id``. At most ``most_bytes`` (and one more, to know)
    are read from any file, device or pipe: ``/dev/zero`` and ``/dev/urandom`` say they are
    empty and never end."""
    try:
        with open(path, "rb") as file:
            raw = file.read(most_bytes + 1)
    except FileNotFoundError:
        raise RuleError(clause_id, f"Het bestand {quoted(path)} bestaat niet.") from None
    except (OSError, ValueError):  # a folder, no permission, a NUL in the name
        raise RuleError(clause_id, f"Het bestand {quoted(path)} is niet te lezen.") from None
    if len(raw) > most_bytes:
        raise RuleError(
            clause_id,
            f"Het bestand {quoted(path)} is te groot: meer dan {whole(most_bytes)} bytes.",
        )
    try:
        return raw.decode("utf-8")
    except UnicodeError:
        raise RuleError(
            clause_id, f"Het bestand {quoted(path)} is niet te lezen als tekst."
        ) from None


# -- simuleer: many seeded games --------------------------------------------------------------

Key = TypeVar("Key", bound=Hashable)


class Played(Protocol):
    """The end of one game as a simulation counts it: the winners (seats from 0) and every
    seat's points. A game's fast simulator answers with it; ``Finished`` reads a playthrough."""

    @property
    def winners(self) -> Sequence[int]: ...

    @property
    def scores(self) -> Sequence[int]: ...


@dataclass(frozen=True)
class Finished:
    """A played game's winners and points, read from its engine (``played_out``)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]


def played_out(game: Any, setup: Any, seed: int, agents: Mapping[int, Any]) -> Finished:
    """One seeded game between computer players, played in the engine by the one playout loop
    (``game.play_to_end``, no history kept), as ``simulate`` counts it: the game
    ``Playthrough.start(game, setup, seed, agents).run()`` plays, its winners and points."""
    from rulebook.core.model.game import play_to_end

    end = play_to_end(game, game.new_game(setup, seed), agents, seed)
    return Finished(tuple(game.result(end).winners), tuple(game.scores(end)))


@dataclass(frozen=True)
class Simulation(Generic[Key]):
    """What ``simulate`` counted: the wins and average points (two decimals) per key, in the
    order the keys first came, and how long the games took."""

    games: int
    seconds: float
    wins: dict[Key, Any]
    average_points: dict[Key, float]

    @property
    def per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def timing(self) -> str:
        """``in 1.23 s (81 per seconde)``."""
        return f"in {self.seconds:.2f} s ({self.per_second:.0f} per seconde)"

    def seat_lines(self, names: Sequence[str]) -> list[str]:
        """One line per seat (the keys are the seats from 0), with its computer player's name."""
        counted = zip(self.wins.values(), self.average_points.values(), strict=True)
        return [
            f"speler {seat + 1} ({names[seat]}): {wins} keer gewonnen, gemiddeld {average} punten"
            for seat, (wins, average) in enumerate(counted)
        ]

    def data(self, *, per_seat: bool, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        """The JSON keys of every ``simuleer``: ``partijen``, the ``extra`` keys, ``seconden``,
        ``per_seconde``, ``winsten`` and ``gemiddelde_punten`` (lists in seat order when
        ``per_seat``, else objects by key)."""
        wins: Any = list(self.wins.values()) if per_seat else self.wins
        average: Any = list(self.average_points.values()) if per_seat else self.average_points
        return {
            "partijen": self.games,
            **(extra or {}),
            "seconden": round(self.seconds, 3),
            "per_seconde": round(self.per_second, 1),
            "winsten": wins,
            "gemiddelde_punten": average,
        }


def simulate(
    play: Callable[[int], Played],
    *,
    games: int,
    seed: int,
    keys: Sequence[Key],
    split_wins: bool = False,
    progress: Callable[[float], None] | None = None,
) -> Simulation[Key]:
    """Play ``games`` games with the seeds ``seed``, ``seed + 1`` ... and count them per key:
    ``keys[seat]`` is what a seat's wins and points count for (the seat itself, or its
    computer player's style, whose average is then over all seats of that style). A shared
    win counts 1 for every winner, or with ``split_wins`` an equal part of 1 for each.
    ``progress`` hears the fraction done after every game (the command line's bar)."""
    zero = 0.0 if split_wins else 0
    wins: dict[Key, Any] = dict.fromkeys(keys, zero)
    points: dict[Key, int] = dict.fromkeys(keys, 0)
    start = time.perf_counter()
    for number in range(games):
        result = play(seed + number)
        share = 1 / len(result.winners) if split_wins else 1
        for seat in result.winners:
            wins[keys[seat]] += share
        for seat, score in enumerate(result.scores):
            points[keys[seat]] += score
        if progress is not None:
            progress((number + 1) / games)
    seconds = time.perf_counter() - start
    average = {key: round(points[key] / (games * keys.count(key)), 2) for key in points}
    return Simulation(games, seconds, wins, average)
