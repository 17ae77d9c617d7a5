"""The terminal commands of Dobbelnim: ``python -m rulebook dobbelnim ...``.

speel    one seeded game between two computer players, as its log
"""

from __future__ import annotations

import argparse
from typing import Any

from rulebook.core.model.seats import computer_word
from rulebook.core.reader.descriptions import Command
from rulebook.core.reader.lessons import learner, lesson_options, lesson_text, play_and_teach
from rulebook.core.reader.report import Report
from rulebook.core.reader.terminal import number_option


def _configure_play(parser: argparse.ArgumentParser) -> None:
    number_option(parser, "--stenen", "dobbelnim.opzet", "stenen op de hoop (1 tot 99)", default=10)
    number_option(
        parser, "--vlakken", "dobbelnim.opzet", "vlakken van de dobbelsteen (1 tot 9)", default=3
    )
    number_option(parser, "--zaad", "dobbelnim.gooien", "het startgetal van de worpen", default=1)
    parser.add_argument(
        "--computers",
        nargs=2,
        default=["gretig", "slim"],
        metavar="NAAM",
        help="de computerspeler van speler 1 en van speler 2: gretig of slim",
    )
    lesson_options(parser, "dobbelnim.opzet")


def _run_play(args: argparse.Namespace) -> Report:
    from rulebook.core.model.game import Playthrough
    from rulebook.nim.bots import BOTS
    from rulebook.nim.engine import Nim
    from rulebook.nim.state import NimSetup

    for name in args.computers:
        computer_word(name, tuple(BOTS), "dobbelnim.opzet")
    game = Nim()
    agents: dict[int, Any] = {seat: BOTS[name] for seat, name in enumerate(args.computers)}
    setup = NimSetup(args.stenen, args.vlakken)
    if args.leermodus:
        from rulebook.nim.lessons import teacher

        seat = learner(args, 2, "dobbelnim.opzet")
        lessons = play_and_teach(game, setup, args.zaad, agents, seat, teacher())
        play = lessons.play
    else:
        play = Playthrough.start(game, setup, args.zaad, agents)
        play.run()
    lines = play.record().lines(game)
    result = game.result(play.state)
    data = {
        "spelers": list(args.computers),
        "zaad": args.zaad,
        "log": lines,
        "punten": list(result.scores),
        "winnaars": [seat + 1 for seat in result.winners],
    }
    text = "\n".join(lines) + "\n\n" + result.dutch()
    if args.leermodus:
        data.update(lessons.as_json())
        text = lesson_text(lessons, game) + "\n\n" + text
    return Report(text, data)


COMMANDS = (
    Command("speel", "één partij tussen twee computerspelers, als log", _configure_play, _run_play),
)
"""The terminal commands of Dobbelnim."""
