"""The terminal commands of Het Leeft!: ``python -m rulebook het-leeft ...``.

    score      the score of one game (basic or advanced)
    verkoop    what selling a card brings
    opstand    how to calm an uprising, and whether you keep it
    ophalen    how to pay for a graveyard's top card
    veiling    who wins an auction and who pays whom
    speel      one seeded game between computer players, as its log (``--leermodus --stoel N``:
               every decision taught, and a review of seat N's game)
    simuleer   many seeded games between computer players, fast (in ``kernel``; ``--motor``:
               in the engine, the same games)
    advies     kopen, verkopen of veilen? Monte-Carlo advice from the player's own view

Each answers with a ``Report`` (Dutch text, or the JSON keys of the issue). Bad input is a
``RuleError`` naming its clause: the command line prints it in Dutch and exits with 2. The
engine is imported only when a command runs.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from rulebook.core import dutch
from rulebook.core.dutch import quoted
from rulebook.core.errors import RuleError
from rulebook.core.model.seats import round_the_table
from rulebook.core.reader.descriptions import Command
from rulebook.core.reader.lessons import learner, lesson_options, lesson_text, play_and_teach
from rulebook.core.reader.reading import is_digits
from rulebook.core.reader.report import Report
from rulebook.core.reader.terminal import number as whole_number
from rulebook.core.reader.terminal import (
    number_option,
    played_out,
    read_text_file,
    simulate,
    simulation_options,
)


def _numbers(text: str, clause_id: str, what: str) -> list[int]:
    words = text.split()
    if len(words) > 60:
        raise RuleError(clause_id, f"Te veel getallen voor {what}.")
    for word in words:
        if not is_digits(word, 3):
            raise RuleError(clause_id, f"{quoted(word, 20)} is geen heel getal ({what}).")
    return [int(word) for word in words]


def _card_values(text: str, clause_id: str) -> list[int]:
    """The values of a player's cards: whole numbers of at least 1 (``het-leeft.kaarten``)."""
    values = _numbers(text, clause_id, "je kaarten")
    if any(value < 1 for value in values):
        raise RuleError("het-leeft.kaarten", "Een kaart is minstens 1 waard, niet 0.")
    return values


def _coins(value: int) -> int:
    if value < 0:
        raise RuleError("het-leeft.keuze.bank", "Niemand heeft minder dan 0 munten.")
    return value


# -- score --------------------------------------------------------------------------------------


def _configure_score(parser: argparse.ArgumentParser) -> None:
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--kaarten", help='de waarden van de kaarten op je bord, bijv. "5 3 4"')
    which.add_argument(
        "--bordwaarde",
        type=whole_number("het-leeft.score.gevorderd"),
        metavar="N",
        help="de waarde van de kaarten op je bord samen",
    )
    number_option(parser, "--munten", "het-leeft.score.munten", "je munten", required=True)
    parser.add_argument(
        "--eerste", action="store_true", help="je bracht je monster als eerste tot leven"
    )
    parser.add_argument("--gevorderd", action="store_true", help="de score van het gevorderde spel")


def _score(args: argparse.Namespace) -> Report:
    from rulebook.its_alive.rulings import score_ruling

    cards = None
    if args.kaarten is not None:
        cards = _numbers(args.kaarten, "het-leeft.bord", "de kaarten")
        if args.eerste and len(cards) < 8:  # (more than 8 is the ruling's refusal)
            raise RuleError(
                "het-leeft.einde",
                f"Als eerste klaar heb je 8 kaarten op je bord, niet {len(cards)}.",
            )
    ruling = score_ruling(
        cards, _coins(args.munten), args.eerste, args.gevorderd, board_value=args.bordwaarde
    )
    return Report.of_ruling(ruling, {"totaal": ruling.result})


# -- verkoop ------------------------------------------------------------------------------------


def _configure_sell(parser: argparse.ArgumentParser) -> None:
    number_option(parser, "--waarde", "het-leeft.verkopen", "de waarde van de kaart", required=True)


def _sell(args: argparse.Namespace) -> Report:
    from rulebook.its_alive.rulings import sell_ruling

    ruling = sell_ruling(args.waarde)
    return Report.of_ruling(ruling, {"opbrengst": ruling.result})


# -- opstand and ophalen ------------------------------------------------------------------------


def _configure_payment(clause_id: str) -> Any:
    def configure(parser: argparse.ArgumentParser) -> None:
        number_option(parser, "--waarde", clause_id, "de waarde van de kaart", required=True)
        parser.add_argument("--kaarten", default="", help='de waarden van je kaarten, bijv. "3 2"')
        number_option(parser, "--munten", clause_id, "je munten", required=True)

    return configure


def _uprising(args: argparse.Namespace) -> Report:
    from rulebook.its_alive.rulings import uprising_ruling

    cards = _card_values(args.kaarten, "het-leeft.opstand.betalen")
    ruling = uprising_ruling(args.waarde, cards, _coins(args.munten))
    choices, keeps = ruling.result
    return Report.of_ruling(
        ruling, {"keuzes": [p.as_dict() for p in choices], "opstand_blijft": keeps}
    )


def _configure_fetch(parser: argparse.ArgumentParser) -> None:
    _configure_payment("het-leeft.ophalen.betalen")(parser)
    parser.add_argument(
        "--gemengd", action="store_true", help="optie: ook een lagere kaart met munten erbij"
    )


def _fetch(args: argparse.Namespace) -> Report:
    from rulebook.its_alive.data import FetchPayment
    from rulebook.its_alive.rulings import fetch_ruling

    cards = _card_values(args.kaarten, "het-leeft.ophalen.betalen")
    payment = FetchPayment.MIXED if args.gemengd else FetchPayment.SEPARATE
    ruling = fetch_ruling(args.waarde, cards, _coins(args.munten), payment)
    return Report.of_ruling(
        ruling, {"toegestaan": bool(ruling.result), "keuzes": [p.as_dict() for p in ruling.result]}
    )


# -- veiling ------------------------------------------------------------------------------------


def _configure_auction(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--munten", required=True, help='de munten per speler vanaf de verkoper, bijv. "12 5 8"'
    )
    parser.add_argument(
        "--biedingen", required=True, help='de biedingen in volgorde, bijv. "3 pas 5"'
    )


def _auction(args: argparse.Namespace) -> Report:
    from rulebook.its_alive.rulings import auction_ruling

    coins = _numbers(args.munten, "het-leeft.veilen.munten", "de munten")
    words = args.biedingen.split()
    if len(words) > 60:
        raise RuleError("het-leeft.veilen.ronde", "Te veel biedingen: elke speler één.")
    bids: list[int | None] = []
    for word in words:
        if word.lower() == "pas":
            bids.append(None)
        elif is_digits(word, 3):
            bids.append(int(word))
        else:
            raise RuleError(
                "het-leeft.veilen.ronde", f"{quoted(word, 20)} is geen bod: een getal of 'pas'."
            )
    ruling = auction_ruling(coins, bids)
    outcome = ruling.result
    paid = "bank" if outcome.paid_to is None else outcome.paid_to + 1
    return Report.of_ruling(
        ruling, {"winnaar": outcome.winner + 1, "bedrag": outcome.amount, "betaalt_aan": paid}
    )


# -- playing ------------------------------------------------------------------------------------


def _configure_games(parser: argparse.ArgumentParser) -> None:
    number_option(parser, "--spelers", "het-leeft.spelers", "aantal spelers (2 tot 5)", default=4)
    number_option(
        parser, "--zaad", "het-leeft.beurt", "het zaad van het toeval (ook wie begint)", default=1
    )
    parser.add_argument("--gevorderd", action="store_true", help="het gevorderde spel")
    parser.add_argument(
        "--computers",
        nargs="+",
        default=None,
        help="de computerspelers per stoel: verzamelaar of handelaar",
    )


def _configure_play(parser: argparse.ArgumentParser) -> None:
    _configure_games(parser)
    lesson_options(parser, "het-leeft.spelers")


def _configure_simulate(parser: argparse.ArgumentParser) -> None:
    _configure_games(parser)
    simulation_options(parser, "het-leeft.beurt", kernel=True)


def _setup(args: argparse.Namespace) -> Any:
    from rulebook.its_alive.data import PLAYERS
    from rulebook.its_alive.state import Setup

    if args.spelers not in PLAYERS:
        raise RuleError(
            "het-leeft.spelers", f"Het Leeft! is voor 2 tot 5 spelers, niet {args.spelers}."
        )
    return Setup(players=args.spelers, advanced=args.gevorderd)


def _seeded_start(setup: Any, seed: int) -> Any:
    """``setup`` with the start player the seed picks: the rules choose it at random
    (``het-leeft.beurt``), and over many seeds every seat starts equally often."""
    from dataclasses import replace

    return replace(setup, start=seed % setup.players)


def _names(args: argparse.Namespace, players: int) -> list[str]:
    from rulebook.its_alive.bots import STRATEGIES

    return round_the_table(args.computers, players, tuple(STRATEGIES), "het-leeft.spelers")


def _engine(advanced: bool) -> Any:
    from rulebook.its_alive.engine import make_game, make_match

    return make_match() if advanced else make_game()


def play(setup: Any, seed: int, names: list[str]) -> Any:
    """One whole game (a match in the advanced game) between computer players."""
    from rulebook.core.model.game import Playthrough
    from rulebook.its_alive.bots import make_bots

    playing = Playthrough.start(_engine(setup.advanced), setup, seed, make_bots(names, seed))
    playing.run()
    return playing


def _play(args: argparse.Namespace) -> Report:
    setup = _setup(args)
    names = _names(args, setup.players)
    lessons = None
    if getattr(args, "leermodus", False):  # the same game, every decision taught (issue 23)
        from rulebook.its_alive.bots import make_bots
        from rulebook.its_alive.lessons import teacher

        seat = learner(args, setup.players, "het-leeft.spelers")
        start = _seeded_start(setup, args.zaad)
        lessons = play_and_teach(
            _engine(setup.advanced),
            start,
            args.zaad,
            make_bots(names, args.zaad),
            seat,
            teacher(),
        )
        playing = lessons.play
    else:
        playing = play(_seeded_start(setup, args.zaad), args.zaad, names)
    game = playing.game
    # with what came of each action: a move the rules force (one way left) is made without a
    # choice, so only these lines show it (an uprising calmed with the only coin, a forced sale)
    lines = playing.record().lines(game, outcomes=True)
    result = game.result(playing.state)
    lines.append(f"# {result.dutch()}")
    data = {  # the keys of the Kwakzalvers' speel, and the number of moves
        "spelers": names,
        "zaad": args.zaad,
        "zetten": len(playing.actions),
        "punten": list(game.scores(playing.state)),
        "winnaars": [seat + 1 for seat in result.winners],
        "uitslag": result.dutch(),
        "log": lines,
    }
    text = "\n".join(lines)
    if lessons is not None:  # beslissingen and nabespreking, as every game's speel
        data.update(lessons.as_json())
        text = lesson_text(lessons, game) + "\n\n" + text
    return Report(text, data)


def _simulate(args: argparse.Namespace) -> Report:
    setup = _setup(args)
    names = _names(args, setup.players)
    if not 1 <= args.partijen <= 100_000:
        raise RuleError("het-leeft.beurt", "Kies 1 tot 100.000 partijen.")
    from rulebook.its_alive import kernel
    from rulebook.its_alive.bots import make_bots

    # the kernel plays the very games of the engine (tests/games/test_het_leeft_kernel*.py
    # replays them action for action); a setup it does not cover goes to the engine
    in_kernel = not getattr(args, "motor", False) and kernel.covers(setup)
    engine = _engine(setup.advanced)
    summary = simulate(
        (
            (lambda seed: kernel.play_game(_seeded_start(setup, seed), seed, names))
            if in_kernel
            else (
                lambda seed: played_out(
                    engine, _seeded_start(setup, seed), seed, make_bots(names, seed)
                )
            )
        ),
        games=args.partijen,
        seed=args.zaad,
        keys=range(setup.players),
        progress=getattr(args, "progress", None),
    )
    played = (  # an advanced game is a series of as many games as players
        f"{args.partijen} partijreeksen van {setup.players} partijen"
        if setup.advanced
        else f"{args.partijen} partijen"
    )
    ran = "kern" if in_kernel else "motor"
    text = "\n".join(
        [f"{played} {summary.timing()}", *summary.seat_lines(names), f"uitvoering: {ran}"]
    )
    extra = {"uitvoering": ran, "partijen_per_seconde": round(summary.per_second, 1)}
    return Report(text, summary.data(per_seat=True, extra=extra))


# -- advies -------------------------------------------------------------------------------------


def _configure_advice(parser: argparse.ArgumentParser) -> None:
    _configure_games(parser)
    number_option(
        parser,
        "--beurt",
        "het-leeft.bestemmen",
        "de hoeveelste keuze tussen kopen, verkopen en veilen in de partij (vanaf 1)",
        default=1,
    )
    parser.add_argument(
        "--stand", default=None, help="een bestand met een stand in de notatie van Het Leeft!"
    )
    number_option(
        parser,
        "--proefpartijen",
        "het-leeft.bestemmen",
        "hoogstens zoveel proefpartijen per keuze (100 tot 100.000; standaard 4.000)",
        default=None,
    )
    number_option(
        parser, "--proefzaad", "het-leeft.bestemmen", "zaad van de proefpartijen", default=1
    )
    parser.add_argument(
        "--motor", action="store_true", help="speel de proefpartijen in de spelmotor, niet de kern"
    )


def _advice(args: argparse.Namespace) -> Report:

    from rulebook.its_alive.advice import BUDGET, advice_ruling, check_budget, position
    from rulebook.its_alive.state import State

    if args.stand is not None:
        state = State.parse(read_text_file(args.stand, "het-leeft.notatie", 100_000))
        names = _names(args, len(state.players))
    else:
        setup = _setup(args)
        names = _names(args, setup.players)
        if args.beurt < 1:
            raise RuleError("het-leeft.bestemmen", "Tel de beurten vanaf 1.")
        state = position(_seeded_start(setup, args.zaad), args.zaad, args.beurt, names)
    budget = check_budget(BUDGET if args.proefpartijen is None else args.proefpartijen)
    start = time.perf_counter()
    ruling = advice_ruling(
        state, budget=budget, seed=args.proefzaad, names=names, engine=args.motor
    )
    seconds = time.perf_counter() - start
    advice = ruling.result
    rate = advice.playouts / seconds if seconds > 0 else 0.0
    report = Report.of_ruling(
        ruling,
        {
            "speler": state.active + 1,
            "kaart": state.middle,
            "advies": list(advice.best),
            "gelijkwaardig": advice.tie,
            "maat": "punten" if advice.advanced else "winstkans",
            "keuzes": [
                {
                    "keuze": odds.code,
                    "proefpartijen": odds.playouts,
                    "winstkans": round(float(odds.win_share), 4),
                    "interval": [round(odds.low, 4), round(odds.high, 4)],
                    "gemiddelde_punten": round(float(odds.mean_points), 3),
                    "afgevallen_na": None if odds.dropped_by is None else odds.dropped_by.deals,
                }
                for odds in advice.values()
            ],
            "proefpartijen": advice.deals,
            "budget": budget,
            "uitvoering": advice.backend,
            "partijen_per_seconde": round(rate, 1),
            "seconden": round(seconds, 3),
        },
    )
    where = "kern" if advice.backend == "kern" else "spelmotor"
    return Report(
        f"{report.text}\n({dutch.whole(advice.playouts)} proefpartijen in de {where}, "
        f"{dutch.decimal(seconds)} s)",
        report.data,
    )


COMMANDS = (
    Command("score", "de score van één partij", _configure_score, _score),
    Command("verkoop", "wat verkopen oplevert", _configure_sell, _sell),
    Command(
        "opstand",
        "hoe je een opstand sust",
        _configure_payment("het-leeft.opstand.betalen"),
        _uprising,
    ),
    Command("ophalen", "hoe je een kerkhofkaart betaalt", _configure_fetch, _fetch),
    Command("veiling", "wie een veiling wint en wie wie betaalt", _configure_auction, _auction),
    Command("speel", "één partij tussen computerspelers", _configure_play, _play, plays_games=True),
    Command(
        "simuleer",
        "veel partijen tussen computerspelers",
        _configure_simulate,
        _simulate,
        plays_games=True,
    ),
    Command(
        "advies",
        "kopen, verkopen of veilen? proefpartijen vanuit wat jij ziet",
        _configure_advice,
        _advice,
        plays_games=True,
    ),
)
