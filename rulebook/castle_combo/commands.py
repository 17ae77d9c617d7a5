"""The terminal commands of Castle Combo: ``python -m rulebook castle-combo ...``.

    score TABELLEAU.json   score a finished square and explain every card
    speel                  one seeded game between computer players, as its log
    simuleer               many seeded games between computer players, fast (in ``kernel``;
                           ``--motor``: in the engine; ``--kerker``: with Uit de Kerker!)

The file holds ``"tableau"`` (three rows of three cells: a card's English name, or
``{"card": NAME, "gold": N, "key": true}``, or ``{"face_down": true}``), ``"keys"`` and
``"gold"``. Bad input is a ``RuleError`` naming the clause (exit status 2).
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from rulebook.core.dutch import count, listing, quoted
from rulebook.core.errors import RuleError
from rulebook.core.model.seats import round_the_table
from rulebook.core.reader.descriptions import Command
from rulebook.core.reader.lessons import (
    LessonGame,
    learner,
    lesson_options,
    lesson_text,
    play_and_teach,
)
from rulebook.core.reader.report import Report, ruling_data
from rulebook.core.reader.terminal import (
    number_option,
    played_out,
    read_text_file,
    simulate,
    simulation_options,
)

NOTATION = "castle-combo.notatie"
MAX_BYTES = 100_000
LOCK_CHOICES = ("alle", "geen")
"""The values of the option ``slotkaarten`` (rules.LOCKS_ALL, rules.LOCKS_NONE)."""


def _configure_score(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("bestand", metavar="TABLEAU.json", help="het vierkant als JSON-bestand")
    parser.add_argument(
        "--slotkaarten",
        type=_locks,
        metavar="{alle,geen}",
        default="alle",
        help="welke kaarten van Uit de Kerker! een slot hebben (standaard: alle)",
    )


def _locks(text: str) -> str:
    """The option ``slotkaarten``; another word names its rule (argparse's own refusal of a
    wrong choice would not)."""
    if text not in LOCK_CHOICES:
        raise argparse.ArgumentTypeError(
            f"slotkaarten is {listing([quoted(c) for c in LOCK_CHOICES], last='of')}, niet "
            f"{quoted(text, 20)} (regel uit-de-kerker.keuze.slotkaarten)"
        )
    return text


def read_tableau(path: str) -> object:
    """The JSON in ``path``; a missing, huge or unreadable file is a Dutch ``RuleError``. At most
    ``MAX_BYTES`` are read from any file, device or pipe (``/dev/zero`` and ``/dev/urandom`` say
    they are empty and never end)."""
    text = read_text_file(path, NOTATION, MAX_BYTES)
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise RuleError(
            NOTATION,
            f"Het bestand {quoted(path)} is geen geldige JSON (fout op lijn {error.lineno}).",
        ) from None
    except RecursionError:
        raise RuleError(NOTATION, f"Het bestand {quoted(path)} is te diep genest.") from None
    except ValueError:  # a number of more than 4,300 digits
        raise RuleError(
            NOTATION, f"Het bestand {quoted(path)} heeft een getal met te veel cijfers."
        ) from None


def score_report(data: object, locks: str = "alle") -> Report:
    """The scored square as a report: Dutch text, and JSON with ``totaal`` and ``kaarten``."""
    from rulebook.castle_combo.rules import Rules
    from rulebook.castle_combo.rulings import tableau_ruling
    from rulebook.castle_combo.state import EndTableau

    end = EndTableau.from_json(data)
    ruling = tableau_ruling(end, Rules(locks=locks))
    score = ruling.result
    lines = ["Puntentelling van je vierkant:"]
    lines += [f"  {text}" for text in score.before]
    for card in score.cards:
        lines.append(
            f"  rij {card.position[0] + 1}, kolom {card.position[1] + 1}: {card.name}, "
            f"{count(card.points, 'punt', 'punten', one='1')}"
        )
        lines.append(f"      {card.explanation}")
    lines.append(f"  sleutels: {count(score.keys, 'punt', 'punten', one='1')}")
    lines.append(f"Totaal: {score.total} punten (goud over in je hand: {score.leftover_gold}).")
    data = ruling_data(
        ruling,
        {
            "totaal": score.total,
            "kaarten": [card.as_json() for card in score.cards],
            "sleutels": score.keys,
            "goud_over": score.leftover_gold,
        },
    )
    return Report("\n".join(lines), data)


def _score(args: argparse.Namespace) -> Report:
    return score_report(read_tableau(args.bestand), args.slotkaarten)


def _configure_play(parser: argparse.ArgumentParser) -> None:
    number_option(
        parser, "--spelers", "castle-combo.materiaal", "aantal spelers (2 tot 5)", default=4
    )
    number_option(
        parser, "--zaad", "castle-combo.voorbereiding", "zaad voor het schudden", default=1
    )
    parser.add_argument(
        "--computers",
        nargs="+",
        default=None,
        help="de computerspelers per stoel: gulzig, planner of willekeurig (minder namen dan "
        "spelers worden herhaald)",
    )


def _configure_speel(parser: argparse.ArgumentParser) -> None:
    _configure_play(parser)
    lesson_options(parser, "castle-combo.materiaal")


def _configure_simulate(parser: argparse.ArgumentParser) -> None:
    _configure_play(parser)
    simulation_options(parser, "castle-combo.beurt", kernel=True)


def _setup(args: argparse.Namespace) -> Any:
    from rulebook.castle_combo.rules import Rules
    from rulebook.castle_combo.table import Setup

    players = _checked_players(args)
    kerker = next((e for e in getattr(args, "extras", ()) if isinstance(e, Rules)), None)
    return Setup(players, kerker=kerker)


def _names(args: argparse.Namespace, players: int) -> list[str]:
    from rulebook.castle_combo.table_start import STYLE_ORDER

    names = round_the_table(args.computers, players, STYLE_ORDER, "castle-combo.materiaal")
    if args.computers and len(args.computers) > players:
        raise RuleError(
            "castle-combo.materiaal",
            f"Je noemt {len(args.computers)} computerspelers voor {players} spelers; noem er "
            f"hoogstens {players} (minder namen worden herhaald).",
        )
    return names


def _agents(seed: int, names: list[str]) -> dict[int, Any]:
    from rulebook.castle_combo.bots import BOTS

    return {seat: BOTS[name](seed * 10 + seat) for seat, name in enumerate(names)}


def play(setup: Any, seed: int, names: list[str], expansions: tuple[Any, ...] = ()) -> Any:
    """One whole seeded game between computer players, on the engine with ``expansions`` (the
    terminal's ``args.expansions``: those switched on, Uit de Kerker! with ``--kerker``)."""
    from rulebook.castle_combo.engine import make_game
    from rulebook.core.model.game import Playthrough

    playing = Playthrough.start(make_game(expansions), setup, seed, _agents(seed, names))
    playing.run()
    return playing


def _play(args: argparse.Namespace) -> Report:
    setup = _setup(args)
    names = _names(args, setup.players)
    lessons = None
    if getattr(args, "leermodus", False):
        lessons = teach_play(
            setup,
            args.zaad,
            names,
            learner(args, setup.players, "castle-combo.materiaal"),
            _expansions(args),
        )
        playing = lessons.play
    else:
        playing = play(setup, args.zaad, names, _expansions(args))
    engine = playing.game
    lines = playing.record().lines(engine, outcomes=True)
    scores = engine.scores(playing.state)
    outcome = engine.result(playing.state)
    lines += [f"# speler {seat + 1}: {points} punten" for seat, points in enumerate(scores)]
    lines.append(f"# {outcome.dutch()}")
    text = "\n".join(lines)
    if lessons is not None:
        text = lesson_text(lessons, engine) + "\n\n" + text
    return Report(
        text,
        {
            "spelers": setup.players,
            "zaad": args.zaad,
            "kerker": setup.kerker is not None,
            "zetten": len(playing.actions),
            "punten": list(scores),
            "winnaars": [seat + 1 for seat in outcome.winners],
            "log": lines,
            **(lessons.as_json() if lessons is not None else {}),
        },
    )


def teach_play(
    setup: Any, seed: int, names: list[str], seat: int, expansions: tuple[Any, ...] = ()
) -> LessonGame:
    """One whole seeded game between computer players with every decision taught and ``seat``'s
    reviewed (``speel --leermodus``): the same game as ``play`` (the lessons change no choice),
    the review's playouts against the same computer players, within the teacher's
    ``review_budget``."""
    from rulebook.castle_combo.engine import make_game
    from rulebook.castle_combo.lessons import teacher

    engine = make_game(expansions)
    return play_and_teach(
        engine,
        setup,
        seed,
        _agents(seed, names),
        seat,
        teacher(names),
    )


def _simulate(args: argparse.Namespace) -> Report:
    setup = _setup(args)
    names = _names(args, setup.players)
    if not 1 <= args.partijen <= 100_000:
        raise RuleError("castle-combo.beurt", "Kies 1 tot 100.000 partijen.")
    from rulebook.castle_combo import kernel
    from rulebook.castle_combo.engine import make_game

    # the kernel plays the very games of the engine (tests/games/test_castle_combo_kernel*.py
    # replays them action for action); a setup it does not cover goes to the engine
    in_kernel = not getattr(args, "motor", False) and kernel.covers(setup)
    engine = make_game(_expansions(args))
    summary = simulate(
        (
            (lambda seed: kernel.play_game(setup, seed, names))
            if in_kernel
            else (lambda seed: played_out(engine, setup, seed, _agents(seed, names)))
        ),
        games=args.partijen,
        seed=args.zaad,
        keys=range(setup.players),
        progress=getattr(args, "progress", None),
    )
    dungeon = " met Uit de Kerker!" if setup.kerker else ""
    ran = "kern" if in_kernel else "motor"
    text = "\n".join(
        [
            f"{args.partijen} partijen {summary.timing()}{dungeon}",
            *summary.seat_lines(names),
            f"uitvoering: {ran}",
        ]
    )
    extra = {
        "kerker": setup.kerker is not None,
        "computers": names,
        "uitvoering": ran,
        "partijen_per_seconde": round(summary.per_second, 1),
    }
    return Report(text, summary.data(per_seat=True, extra=extra))


def _expansions(args: argparse.Namespace) -> tuple[Any, ...]:
    """The expansions the reader switched on (``--kerker``), as the terminal hands them over
    from the registry (``args.expansions``: each one's ``Expansion`` data)."""
    return tuple(getattr(args, "expansions", ()))


def _checked_players(args: argparse.Namespace) -> int:
    if not 2 <= args.spelers <= 5:
        raise RuleError(
            "castle-combo.materiaal",
            f"Castle Combo speel je met 2 tot 5 spelers, niet {args.spelers}.",
        )
    return int(args.spelers)


COMMANDS = (
    Command(
        "score",
        "tel de punten van een vierkant en leg elke kaart uit",
        _configure_score,
        _score,
    ),
    Command(
        "speel",
        "speel een heel spel tussen computerspelers en toon elke zet",
        _configure_speel,
        _play,
        plays_games=True,
    ),
    Command(
        "simuleer",
        "speel veel partijen tussen computerspelers en toon de uitslagen",
        _configure_simulate,
        _simulate,
        plays_games=True,
    ),
)
