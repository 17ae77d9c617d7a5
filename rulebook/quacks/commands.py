"""The terminal commands of De Kwakzalvers van Kakelenburg: ``python -m rulebook kwakzalvers ...``.

Each command reads its options, asks the rules (a ruling, the data, the engine) and answers with
a ``Report``: Dutch text for the terminal and the JSON keys the issue promises for ``--json``. A
player's bad input is a ``RuleError`` that names its clause; the command line turns it into a
Dutch message and exit status 2.

    ketel        where the chips of a cauldron land, and what it is worth
    ratten       how many rat tails lie between a score and the leader's
    kans         the exact chance that the next chip explodes the cauldron
    simuleer     many seeded games between computer players, fast
    boeken       every ingredient book of a set, with prices and action
    waarzeggers  the 24 fortune-teller cards
    speel        one seeded game between computer players, as its log
    ontploft     whether a cauldron has exploded (also ``python -m rulebook ontploft``)
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Any

from rulebook.core.dutch import listing, numeral
from rulebook.core.errors import RuleError
from rulebook.core.model.seats import round_the_table
from rulebook.core.reader.descriptions import Command
from rulebook.core.reader.lessons import learner, lesson_options, lesson_text, play_and_teach
from rulebook.core.reader.report import Report
from rulebook.core.reader.terminal import (
    Finished,
    Played,
    number_option,
    played_out,
    simulate,
    simulation_options,
)
from rulebook.quacks.state import Chips

STYLE_NAMES = ("voorzichtig", "gulzig", "rekenaar")
"""The computer players' styles by their Dutch names (``strategies.Style``)."""

RANDOM_NAME = "willekeurig"
"""The computer player that picks uniformly among the legal actions (``bots.RandomPlayer``)."""

PLAYER_NAMES = (*STYLE_NAMES, RANDOM_NAME)


def _chips(text: str, what: str) -> Chips:
    if not isinstance(text, str):
        raise TypeError(f"{what} is tekst")
    return Chips.parse(text)


def _set_number(value: int | None) -> int:
    if value is None:
        return 1
    if value not in (1, 2, 3, 4):
        raise RuleError(
            "kwakzalvers.voorbereiding.boeken",
            f"Er zijn vier sets ingrediëntenboeken, 1 tot 4; set {value} bestaat niet.",
        )
    return value


MOST_PLAYERS = 5
"""No expansion of De Kwakzalvers seats more than five players (De Alchemisten's fifth set)."""


def _player_count(players: int) -> int:
    """The number of players, refused before any work when no edition seats that many (a table
    of 100 000 players would take minutes to lay out before the setup's own check)."""
    if not 2 <= players <= MOST_PLAYERS:
        raise RuleError(
            "kwakzalvers.spelers",
            f"Kwakzalvers speel je met 2 tot 4 spelers (5 met een uitbreiding), niet met "
            f"{numeral(players)}.",
        )
    return players


def _setup(players: int, set_number: int, extras: tuple[Any, ...] = ()) -> Any:
    """The setup of a game the terminal plays; ``extras`` are the expansions' settings that the
    command line switched on (``Command.plays_games``)."""
    from rulebook.quacks.table import Setup

    _player_count(players)
    return Setup.with_set(set_number, players=players, extras=extras)


def _styles(names: list[str] | None, players: int) -> tuple[str, ...]:
    """The computer players per seat: the names given, repeated round the table."""
    seats = round_the_table(
        names, players, STYLE_NAMES, "kwakzalvers.spelers", allowed=PLAYER_NAMES
    )
    return tuple(seats)


def _agents(styles: Sequence[str], seed: int) -> dict[int, Any]:
    """The computer player of each seat: a style's ``Bot``, or a ``RandomPlayer`` seeded from
    the game's seed and its seat (so the same command plays the same game)."""
    from rulebook.quacks.bots import BOTS, RandomPlayer

    return {
        seat: RandomPlayer(f"{RANDOM_NAME}:{seed}:{seat}") if style == RANDOM_NAME else BOTS[style]
        for seat, style in enumerate(styles)
    }


def _game_setup(args: argparse.Namespace) -> Any:
    """The setup ``speel``/``simuleer`` play: players, book set, expansions switched on, then
    every ``--optie NAAM=WAARDE`` (``setup_options``)."""
    from rulebook.quacks.setup_options import with_options

    setup = _setup(args.spelers, _set_number(args.set), getattr(args, "extras", ()))
    return with_options(setup, args.optie or (), getattr(args, "offered", ()))


# -- ketel --------------------------------------------------------------------------------------


def _configure_cauldron(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--fiches", required=True, help='de fiches in de volgorde van trekken, bijv. "W1 O1 W2 G1"'
    )
    number_option(
        parser,
        "--druppel",
        "kwakzalvers.ketelspoor",
        "het veld van je druppel (standaard 0)",
        default=0,
    )
    number_option(
        parser, "--ratten", "kwakzalvers.ratten", "je rattenstaarten deze ronde", default=0
    )
    number_option(
        parser,
        "--set",
        "kwakzalvers.voorbereiding.boeken",
        "de set ingrediëntenboeken (1 tot 4, standaard 1)",
        metavar="S",
    )
    parser.add_argument(
        "--kaart", metavar="ID", help="de waarzeggerijkaart van deze ronde, bijv. B7"
    )
    number_option(parser, "--ronde", "kwakzalvers.ronden", "de ronde", default=1)
    parser.add_argument(
        "--keuze",
        action="append",
        metavar="CODE",
        help="wat je kiest als het spel iets vraagt, in volgorde (bijv. terug: geel set 1 doet "
        "de witte terug; na een ontploffing de code voor punten of die voor kopen); de "
        "stappen noemen de codes",
    )


def _run_cauldron(args: argparse.Namespace) -> Report:
    from rulebook.quacks.rulings.pot import pot_ruling

    ruling = pot_ruling(
        _chips(args.fiches, "--fiches"),
        args.druppel,
        rats=args.ratten,
        setup=_setup(4, _set_number(args.set)),
        card=args.kaart,
        round=args.ronde,
        choices=args.keuze or (),
    )
    return Report.of_ruling(ruling, ruling.result.as_dict())


# -- ontploft -----------------------------------------------------------------------------------


def _configure_explode(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ketel", required=True, help="de fiches in de ketel")


def _run_explode(args: argparse.Namespace) -> Report:
    from rulebook.quacks.rulings import explosion_ruling

    cauldron = Chips.parse(args.ketel)
    ruling = explosion_ruling(cauldron)
    return Report.of_ruling(
        ruling, {"ontploft": ruling.result, "knalerwten": cauldron.white_total()}
    )


# -- ratten -------------------------------------------------------------------------------------


def _configure_rats(parser: argparse.ArgumentParser) -> None:
    number_option(parser, "--punten", "kwakzalvers.ratten", "jouw punten", required=True)
    number_option(
        parser, "--leider", "kwakzalvers.ratten", "de punten van de koploper", required=True
    )


def _run_rats(args: argparse.Namespace) -> Report:
    from rulebook.quacks.rulings import rats_ruling

    ruling = rats_ruling(args.punten, args.leider)
    return Report.of_ruling(ruling, {"rattenstaarten": ruling.result})


# -- kans ---------------------------------------------------------------------------------------


def _configure_odds(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--zak", required=True, help='de fiches in je buidel, bijv. "W1x4 O1 G1"')
    parser.add_argument("--ketel", default="", help='wat al in je ketel ligt, bijv. "W3 W2x2"')
    number_option(
        parser,
        "--grens",
        "kwakzalvers.ontploffen",
        "wat de witte fiches samen mogen zijn (standaard 7)",
        default=7,
    )


def _run_odds(args: argparse.Namespace) -> Report:
    from rulebook.quacks.rulings import odds_ruling

    ruling = odds_ruling(_chips(args.zak, "--zak"), _chips(args.ketel, "--ketel"), args.grens)
    return Report.of_ruling(ruling, ruling.result.as_dict())


# -- boeken en waarzeggers ------------------------------------------------------------------------


def _configure_books(parser: argparse.ArgumentParser) -> None:
    number_option(
        parser,
        "--set",
        "kwakzalvers.voorbereiding.boeken",
        "alleen deze set (1 tot 4); zonder --set alle vier",
        metavar="S",
    )


def _run_books(args: argparse.Namespace) -> Report:
    from rulebook.core.reader.clauses import clause
    from rulebook.quacks.books import BLACK_BOOK, ORANGE_BOOK, SET_COLOURS, SETS, book

    sets = SETS if args.set is None else (_set_number(args.set),)
    books = [ORANGE_BOOK, BLACK_BOOK] + [book(c, s) for s in sets for c in SET_COLOURS]
    rows = []
    lines = []
    for item in books:
        text = clause(item.clause_id).text
        prices = {str(value): cost for value, cost in item.prices}
        rows.append(
            {
                "ingredient": item.colour.dutch,
                "kleur": item.colour.colour,
                "set": item.set or None,
                "prijzen": prices,
                "tekst": text,
                "regel": item.clause_id,
            }
        )
        which = f"set {item.set}" if item.set else "elke set"
        cost = ", ".join(f"waarde {v}: {p}" for v, p in prices.items())
        lines.append(f"{item.colour.dutch} ({item.colour.colour}, {which}) — {cost}\n  {text}")
    return Report("\n\n".join(lines), {"boeken": rows})


def _run_cards(_args: argparse.Namespace) -> Report:
    from rulebook.core.reader.clauses import clause
    from rulebook.quacks.fortune import CARDS

    rows = []
    lines = []
    for card in CARDS:
        found = clause(card.clause_id)
        when = card.effect.timing.value
        rows.append(
            {
                "id": card.id,
                "naam": found.title,
                "engels": card.english,
                "kleur": card.colour.value,
                "tekst": found.text,
                "wanneer": when,
                "regel": card.clause_id,
            }
        )
        lines.append(f"{card.id} {found.title} ({card.colour.value}; {when})\n  {found.text}")
    return Report("\n\n".join(lines), {"kaarten": rows})


# -- speel en simuleer ----------------------------------------------------------------------------


def _configure_play(parser: argparse.ArgumentParser) -> None:
    number_option(
        parser,
        "--spelers",
        "kwakzalvers.spelers",
        "aantal spelers (2 tot 4; 5 met een uitbreiding die dat toestaat)",
        default=3,
    )
    number_option(parser, "--zaad", "kwakzalvers.ronde", "het startgetal van het toeval", default=1)
    number_option(parser, "--set", "kwakzalvers.voorbereiding.boeken", "set 1 tot 4", metavar="S")
    parser.add_argument(
        "--spelers-type",
        nargs="+",
        metavar="STIJL",
        help="de computerspelers per stoel: voorzichtig, gulzig, rekenaar of willekeurig",
    )
    parser.add_argument(
        "--optie",
        action="append",
        metavar="NAAM=WAARDE",
        help="een keuze van de opzet met de naam uit de notatie, bijv. "
        "paars3-veld=plaats-in-de-ketel (mag vaker)",
    )


def _configure_speel(parser: argparse.ArgumentParser) -> None:
    _configure_play(parser)
    lesson_options(parser, "kwakzalvers.spelers")


def _run_play(args: argparse.Namespace) -> Report:
    from rulebook.core.model.game import Playthrough
    from rulebook.quacks.engine import shared_game as game

    setup = _game_setup(args)
    styles = _styles(args.spelers_type, args.spelers)
    engine = game()
    agents = _agents(styles, args.zaad)
    if args.leermodus:
        from rulebook.quacks.lessons import teacher

        seat = learner(args, args.spelers, "kwakzalvers.spelers")
        lessons = play_and_teach(engine, setup, args.zaad, agents, seat, teacher())
        playthrough = lessons.play
    else:
        playthrough = Playthrough.start(engine, setup, args.zaad, agents)
        playthrough.run()
    lines = playthrough.record().lines(engine, outcomes=True)
    scores = list(engine.scores(playthrough.state))
    result = engine.result(playthrough.state)
    won = [seat + 1 for seat in result.winners]
    summary = ", ".join(f"speler {s + 1} ({styles[s]}): {p}" for s, p in enumerate(scores))
    text = "\n".join(lines) + f"\n\nEindstand: {summary}. {result.dutch()}"
    data = {
        "spelers": list(styles),
        "zaad": args.zaad,
        "log": lines,
        "punten": scores,
        "winnaars": won,
        "uitslag": result.dutch(),
    }
    if args.leermodus:
        data.update(lessons.as_json())
        text = lesson_text(lessons, engine) + "\n\n" + text
    return Report(text, data)


def _configure_simulate(parser: argparse.ArgumentParser) -> None:
    _configure_play(parser)
    parser.set_defaults(spelers=4)
    simulation_options(parser, "kwakzalvers.ronde", kernel=False)


def _engine_game(setup: Any, seed: int, styles: Sequence[str]) -> Finished:
    """One game between the computer players in the engine, for what the kernel does not play
    (an expansion, a random player)."""
    from rulebook.quacks.engine import shared_game as game

    return played_out(game(), setup, seed, _agents(styles, seed))


def _one_game(setup: Any, styles: tuple[str, ...]) -> tuple[Callable[[int], Played], str | None]:
    """How ``simuleer`` plays one game from its seed, and why not in the fast simulator (``None``
    when it does): the simulator plays what it covers (``simulator.covers``) between the three
    computer styles; any other setup (an expansion, a non-default option) or a random player is
    played in the engine, which is slower but plays every setup."""
    from rulebook.quacks.simulator import simulate as simulate_fast
    from rulebook.quacks.simulator import uncovered
    from rulebook.quacks.strategies import Style

    reason = uncovered(setup)
    if reason is None and RANDOM_NAME in styles:
        reason = "de snelle simulator speelt niet met willekeurige spelers"
    if reason is not None:
        return (lambda seed: _engine_game(setup, seed, styles)), reason
    by_name = {style.value: style for style in Style}
    seats = [by_name[name] for name in styles]
    return (lambda seed: simulate_fast(setup, seed, seats)), None


def _run_simulate(args: argparse.Namespace) -> Report:
    if not 1 <= args.partijen <= 1_000_000:
        raise RuleError("kwakzalvers.ronde", "Kies 1 tot 1 000 000 partijen.")
    setup = _game_setup(args)
    styles = _styles(args.spelers_type, args.spelers)
    play, not_fast = _one_game(setup, styles)
    summary = simulate(
        play,
        games=args.partijen,
        seed=args.zaad,
        keys=styles,  # wins and points per style; a shared win in equal parts
        split_wins=True,
        progress=getattr(args, "progress", None),
    )
    text = (
        f"{args.partijen} partijen met {args.spelers} spelers ({listing(list(styles))}), "
        f"startgetal {args.zaad}, {summary.timing()}"
        + (f", in de spelmotor ({not_fast})" if not_fast else "")
        + ".\n"
        + "\n".join(
            f"  {style:12} wint {wins:g} keer, gemiddeld {summary.average_points[style]} punten"
            for style, wins in summary.wins.items()
        )
    )
    data = summary.data(per_seat=False, extra={"uitvoering": "motor" if not_fast else "kern"})
    if not_fast:
        data["waarom_motor"] = not_fast
    return Report(text, data)


COMMANDS = (
    Command("ketel", "waar komen je fiches te liggen en wat is je ketel waard?",
            _configure_cauldron, _run_cauldron),
    Command("ratten", "hoeveel rattenstaarten krijg je?", _configure_rats, _run_rats),
    Command("kans", "hoe groot is de kans dat het volgende fiche je ketel laat ontploffen?",
            _configure_odds, _run_odds),
    Command("simuleer", "speel snel veel partijen tussen computerspelers",
            _configure_simulate, _run_simulate, plays_games=True),
    Command("boeken", "alle ingrediëntenboeken met prijzen en actie", _configure_books, _run_books),
    Command("waarzeggers", "de 24 waarzeggerijkaarten", lambda _parser: None, _run_cards),
    Command("speel", "één partij tussen computerspelers, als log (met --leermodus uitgelegd)",
            _configure_speel, _run_play, plays_games=True),
    Command("ontploft", "is deze ketel ontploft?", _configure_explode, _run_explode,
            alias="ontploft"),
)  # fmt: skip
"""The terminal commands of the base game, in the order ``--help`` lists them."""
