"""The command line: ``python -m rulebook <opdracht> ...`` answers rule questions in Dutch.

Every answer is a ruling printed step by step (or as JSON with ``--json``). Bad input ends with
exit status 2 and a Dutch message on stderr that names the rule; never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NoReturn

from rulebook.core.errors import RuleError
from rulebook.core.rulings import Ruling

EXIT_BAD_INPUT = 2

_DUTCH = {
    "usage: ": "gebruik: ",
    "options": "opties",
    "positional arguments": "argumenten",
    "show this help message and exit": "toon deze hulp en stop",
    "the following arguments are required: %s": "deze opties zijn verplicht: %s",
    "unrecognized arguments: %s": "onbekende opties: %s",
    "invalid choice: %(value)r (choose from %(choices)s)": (
        "ongeldige keuze: %(value)r (kies uit %(choices)s)"
    ),
    "argument %(argument_name)s: %(message)s": "optie %(argument_name)s: %(message)s",
    "expected one argument": "verwacht één waarde",
    "invalid %(type)s value: %(value)r": "ongeldige waarde: %(value)r",
    "%(prog)s: error: %(message)s\n": "%(prog)s: fout: %(message)s\n",
    "ambiguous option: %(option)s could match %(matches)s": (
        "dubbelzinnige optie: %(option)s kan %(matches)s zijn"
    ),
}


@contextlib.contextmanager
def _dutch_argparse() -> Iterator[None]:
    """Let argparse speak Dutch while the command line runs (it looks up ``_`` at call time)."""
    original: Callable[[str], str] = argparse._  # type: ignore[attr-defined]
    argparse._ = lambda text: _DUTCH.get(text, original(text))  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = original  # type: ignore[attr-defined]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: fout: {message}\n")


class _UsageError(Exception):
    """Input that is not a rule question at all (an unknown rule id, an unknown game)."""


def _number(clause_id: str) -> Callable[[str], int]:
    """An argparse type for a whole number whose error names the rule the number is about."""

    def parse(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"'{text}' is geen geheel getal (regel {clause_id})"
            ) from None

    return parse


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m rulebook",
        description="Het interactieve regelboek op de opdrachtregel: stel een regelvraag en "
        "krijg het antwoord stap voor stap, met de regel waarop elke stap rust.",
    )
    commands = parser.add_subparsers(
        dest="opdracht", required=True, metavar="opdracht", parser_class=_Parser
    )

    essence = commands.add_parser(
        "essentie", help="De Alchemisten: waar eindigt je essentiefiche en wat levert het op?"
    )
    essence.add_argument(
        "--ketel", required=True, help='de fiches in je ketel, bijvoorbeeld "R1x2 O1 B1 W3 W2x2"'
    )
    essence.add_argument(
        "--links-ontploft", action="store_true", help="de ketel van je linkerbuur is ontploft"
    )
    essence.add_argument(
        "--rechts-ontploft", action="store_true", help="de ketel van je rechterbuur is ontploft"
    )
    essence.add_argument(
        "--spelers",
        type=_number("kwakzalvers.spelers"),
        default=4,
        metavar="N",
        help="aantal spelers (2 tot 5)",
    )
    essence.add_argument(
        "--ronde",
        type=_number("kwakzalvers.ronden"),
        default=1,
        metavar="N",
        help="de ronde (1 tot 9)",
    )
    essence.add_argument(
        "--narrenkruidboek",
        type=_number("alchemisten.narrenkruid.boeken"),
        metavar="BOEK",
        help="het narrenkruidboek in het spel (10, 11, 12 of 16)",
    )
    essence.add_argument(
        "--kies-veld",
        type=_number("alchemisten.essentie.lager"),
        metavar="VELD",
        help="bewust een lager veld kiezen dan je haalt",
    )
    essence.add_argument("--patient", help="je patiënt, bijvoorbeeld Vampierisme")
    essence.add_argument(
        "--doortellen",
        action="store_true",
        help="huisregel: voorbij veld 10 doortellen (keuze alchemisten.essentie.top)",
    )
    essence.add_argument("--json", action="store_true", help="antwoord als JSON")
    essence.set_defaults(run=_essence)

    pay = commands.add_parser(
        "betalen", help="De Alchemisten: mag je een actie met essentie betalen?"
    )
    pay.add_argument(
        "--essentie",
        type=_number("alchemisten.essentie.betalen"),
        required=True,
        metavar="VELD",
        help="het veld van je essentiefiche",
    )
    pay.add_argument(
        "--kost",
        type=_number("alchemisten.essentie.betalen"),
        required=True,
        metavar="N",
        help="wat de actie kost",
    )
    pay.add_argument("--actie", default="deze actie", help="naam van de actie")
    pay.add_argument("--json", action="store_true", help="antwoord als JSON")
    pay.set_defaults(run=_pay)

    explode = commands.add_parser("ontploft", help="Kwakzalvers: is deze ketel ontploft?")
    explode.add_argument("--ketel", required=True, help="de fiches in de ketel")
    explode.add_argument("--json", action="store_true", help="antwoord als JSON")
    explode.set_defaults(run=_explode)

    rule = commands.add_parser("regel", help="toon de tekst van één regel")
    rule.add_argument("id", help="bijvoorbeeld alchemisten.essentie.2")
    rule.set_defaults(run=_rule)

    rules = commands.add_parser("regels", help="toon alle regels van een spel")
    rules.add_argument("--spel", default=None, help="kwakzalvers of alchemisten")
    rules.set_defaults(run=_rules)

    covered = commands.add_parser("dekking", help="welke regels een voorbeeld laat zien")
    covered.add_argument("--spel", default=None, help="kwakzalvers of alchemisten")
    covered.set_defaults(run=_coverage)

    words = commands.add_parser("woorden", help="de woordenlijst Nederlands - code")
    words.set_defaults(run=_glossary)
    return parser


def _print_ruling(ruling: Ruling[Any], as_json: bool, extra: dict[str, object]) -> None:
    if as_json:
        document: dict[str, object] = {**extra, "vraag": ruling.question, "antwoord": ruling.answer}
        document["stappen"] = [step.as_dict() for step in ruling.steps]
        print(json.dumps(document, ensure_ascii=False, indent=2))
    else:
        print(ruling.explain())


def _essence(args: argparse.Namespace) -> None:
    from rulebook.quacks.alchemists import EssenceSituation, Overflow, Patient, essence_ruling
    from rulebook.quacks.state import Chips

    patient = None
    if args.patient is not None:
        patient = Patient.from_dutch(args.patient)
        if patient is None:
            names = ", ".join(p.dutch for p in Patient)
            raise RuleError(
                "alchemisten.bonus.buisje",
                f"Er is geen patiënt '{args.patient}'; kies uit {names}.",
            )
    situation = EssenceSituation(
        Chips.parse(args.ketel),
        left_exploded=args.links_ontploft,
        right_exploded=args.rechts_ontploft,
        players=args.spelers,
        round=args.ronde,
        locoweed_book=args.narrenkruidboek,
        chosen_field=args.kies_veld,
        patient=patient,
        overflow=Overflow.COUNT_ON if args.doortellen else Overflow.STOP_AT_TOP,
    )
    ruling = essence_ruling(situation)
    _print_ruling(ruling, args.json, ruling.result.as_dict())


def _pay(args: argparse.Namespace) -> None:
    from rulebook.quacks.alchemists import payment_ruling

    ruling = payment_ruling(args.essentie, args.kost, args.actie)
    after = ruling.result
    extra: dict[str, object] = {
        "toegestaan": after is not None,
        "veld": args.essentie if after is None else after.marker,
    }
    _print_ruling(ruling, args.json, extra)


def _explode(args: argparse.Namespace) -> None:
    from rulebook.quacks import Chips, explosion_ruling

    cauldron = Chips.parse(args.ketel)
    ruling = explosion_ruling(cauldron)
    _print_ruling(
        ruling, args.json, {"ontploft": ruling.result, "knalerwten": cauldron.white_total()}
    )


def _rule(args: argparse.Namespace) -> None:
    from rulebook.core.clauses import CATALOGUE, clause

    if args.id not in CATALOGUE:
        clause("kwakzalvers.ronden")  # registers every game, then look again
    if args.id not in CATALOGUE:
        raise _UsageError(f"Er is geen regel met id '{args.id}'; zie 'python -m rulebook regels'.")
    print(CATALOGUE[args.id].plain())


def _games(game: str | None) -> list[str]:
    from rulebook.games import GAMES

    if game is None:
        return list(GAMES)
    if game not in GAMES:
        raise _UsageError(f"Onbekend spel '{game}'; kies uit {', '.join(GAMES)}.")
    return [game]


def _rules(args: argparse.Namespace) -> None:
    from rulebook.core.clauses import CATALOGUE

    for game in _games(args.spel):
        for item in CATALOGUE.for_game(game):
            print(item.plain(), end="\n\n")


def _coverage(args: argparse.Namespace) -> None:
    from rulebook.core.coverage import coverage
    from rulebook.games import EXAMPLE_SETS, GAMES

    gaps = 0
    for game in _games(args.spel):
        rows = coverage(game, EXAMPLE_SETS)
        print(
            f"{GAMES[game]}: {sum(1 for _, names in rows if names)} van {len(rows)} regels "
            "laten een voorbeeld zien"
        )
        for item, names in rows:
            shown = ", ".join(names[:3]) + (" ..." if len(names) > 3 else "")
            print(f"  {item.id:34} {shown if names else 'GEEN VOORBEELD'}")
            gaps += not names
    if gaps:
        raise SystemExit(1)


def _glossary(_args: argparse.Namespace) -> None:
    from rulebook.core.glossary import terms_for
    from rulebook.games import GAMES

    for game in GAMES:
        for term in terms_for(game):
            print(f"{term.dutch:28} {term.code:32} {term.meaning}")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 fine, 2 bad input)."""
    with _dutch_argparse():
        parser = _build_parser()
        args = parser.parse_args(argv)
        try:
            args.run(args)
        except BrokenPipeError:  # the reader closed the pipe (``| head``): stop quietly
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
        except RuleError as error:
            print(f"fout: {error.message} (regel {error.clause_id})", file=sys.stderr)
            return EXIT_BAD_INPUT
        except _UsageError as error:
            print(f"fout: {error}", file=sys.stderr)
            return EXIT_BAD_INPUT
    return 0
