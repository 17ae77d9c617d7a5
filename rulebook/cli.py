"""The command line: ``python -m rulebook <opdracht> ...`` answers rule questions in Dutch.

Every answer is a ruling printed step by step (or as JSON with ``--json``). Bad input ends with
exit status 2 and a Dutch message on stderr that names the rule; never a traceback. The Dutch text
reaches any terminal: where the terminal cannot show a letter (``PYTHONIOENCODING=ascii``, a
latin-1 console), ``é`` is written as ``e`` and ``’`` as ``'``. When the answer cannot be written
at all (a full disk), the command says so in one Dutch line and ends with ``EXIT_OUTPUT_FAILED``;
a reader who closes the pipe (``| head``) gets a quiet stop.
"""

from __future__ import annotations

import argparse
import codecs
import contextlib
import io
import itertools
import json
import os
import re
import sys
import time
import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, NoReturn, TextIO

from rulebook.core.dutch import listing, printable, quoted, shorten
from rulebook.core.errors import RuleError
from rulebook.core.reader.descriptions import Command, SetupSwitch
from rulebook.core.reader.report import Report
from rulebook.core.reader.terminal import number, number_option, with_rule

EXIT_BAD_INPUT = 2
EXIT_OUTPUT_FAILED = 74
"""The answer could not be written (``EX_IOERR`` of sysexits.h): a full disk, a broken device."""

MESSAGE_LIMIT = 300
"""An error message never grows past this many characters, whatever the reader typed."""

FALLBACK_ERRORS = "rulebook-dutch"
"""The codec error handler that writes Dutch letters a terminal lacks as their plain letters."""

_PLAIN = {"’": "'", "‘": "'", "“": '"', "”": '"', "…": "...", "–": "-", "—": "-", "·": "."}


def _plain_letters(error: UnicodeError) -> tuple[str, int]:
    """``é`` → ``e``, ``’`` → ``'``; anything else as a backslash escape (never an exception)."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    out = []
    for char in error.object[error.start : error.end]:
        plain = _PLAIN.get(char)
        if plain is None:
            plain = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
        out.append(plain or char.encode("ascii", "backslashreplace").decode("ascii"))
    return "".join(out), error.end


codecs.register_error(FALLBACK_ERRORS, _plain_letters)


def _safe_streams() -> None:
    """Let stdout and stderr write Dutch whatever the terminal's encoding."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            with contextlib.suppress(ValueError, OSError):
                stream.reconfigure(errors=FALLBACK_ERRORS)


def _can_show(stream: TextIO, text: str) -> bool:
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


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
    "expected at most one argument": "verwacht hoogstens één waarde",
    "expected at least one argument": "verwacht minstens één waarde",
    "invalid %(type)s value: %(value)r": "ongeldige waarde: %(value)r",
    "%(prog)s: error: %(message)s\n": "%(prog)s: fout: %(message)s\n",
    "ambiguous option: %(option)s could match %(matches)s": (
        "dubbelzinnige optie: %(option)s kan %(matches)s zijn"
    ),
    "ignored explicit argument %r": "deze optie neemt geen waarde: %r",
    "not allowed with argument %s": "niet samen met %s",
    "one of the arguments %s is required": "een van deze opties is verplicht: %s",
    "unexpected option string: %s": "onverwachte optie: %s",
    "unknown parser %(parser_name)r (choices: %(choices)s)": (
        "onbekende opdracht %(parser_name)r (kies uit %(choices)s)"
    ),
}


_DUTCH_COUNTED = {
    ("expected %s argument", "expected %s arguments"): (
        "verwacht %s waarde",
        "verwacht %s waarden",
    ),
}
"""argparse's messages that depend on a number (``ngettext``), singular and plural."""


@contextlib.contextmanager
def _dutch_argparse() -> Iterator[None]:
    """Let argparse speak Dutch while the command line runs (it looks up ``_`` and ``ngettext``
    at call time)."""
    original: Callable[[str], str] = argparse._  # type: ignore[attr-defined]
    counted: Callable[[str, str, int], str] = argparse.ngettext  # type: ignore[attr-defined]

    def dutch_counted(singular: str, plural: str, n: int) -> str:
        dutch = _DUTCH_COUNTED.get((singular, plural))
        if dutch is None:
            return counted(singular, plural, n)
        return dutch[0] if n == 1 else dutch[1]

    argparse._ = lambda text: _DUTCH.get(text, original(text))  # type: ignore[attr-defined]
    argparse.ngettext = dutch_counted  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = original  # type: ignore[attr-defined]
        argparse.ngettext = counted  # type: ignore[attr-defined]


_ARGV: list[str] = []
"""The arguments of the command line being read, so an error can point at what was typed."""


class _Parser(argparse.ArgumentParser):
    def _print_message(self, message: str, file: Any = None) -> None:
        """Like argparse, but a failing write (a full disk) is not swallowed: ``main`` says so."""
        if message:
            (file or sys.stderr).write(message)

    def _get_values(self, action: argparse.Action, arg_strings: list[str]) -> Any:
        """Like argparse, but ``--fiches=--`` is refused: argparse drops the ``--`` and hands
        an option that takes a value an empty list, without ever calling its type."""
        takes_value = action.option_strings and action.nargs in (None, argparse.ONE_OR_MORE)
        if takes_value and not [text for text in arg_strings if text != "--"]:
            raise argparse.ArgumentError(
                action, "verwacht een waarde; '--' is geen waarde maar het einde van de opties"
            )
        return super()._get_values(action, arg_strings)

    def _match_argument(self, action: argparse.Action, arg_strings_pattern: str) -> int:
        """Like argparse, but a missing value of an option that stands for a rule (a number of
        players, a seed) names that rule (``terminal.with_rule``)."""
        try:
            return super()._match_argument(action, arg_strings_pattern)
        except argparse.ArgumentError as error:
            raise argparse.ArgumentError(action, with_rule(action, error.message)) from None

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        hint = _dash_hint(message) or self._required_hint(message)
        text = shorten(printable(hint or message), MESSAGE_LIMIT)
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: fout: {text}\n")

    def _required_hint(self, message: str) -> str:
        """``deze opties zijn verplicht: --munten``, each option with the rule it stands for."""
        lead = _DUTCH["the following arguments are required: %s"].removesuffix("%s")
        if not message.startswith(lead):
            return ""
        named = []
        for name in message.removeprefix(lead).split(", "):
            action = self._option_string_actions.get(name.split("/")[0])
            named.append(name if action is None else with_rule(action, name))
        return lead + ", ".join(named)


def _dash_hint(message: str) -> str:
    """``--ketel -R1``: argparse takes ``-R1`` for an option; say in Dutch what went wrong."""
    found = re.match(r"optie (--[\w-]+): verwacht één waarde", message)
    if found is None:
        return ""
    option = found[1]
    following = [after for before, after in itertools.pairwise(_ARGV) if before == option]
    dashed = next((value for value in following if value.startswith("-")), None)
    if dashed is None:
        return ""
    shown = quoted(dashed, 20)
    advice = (
        "Een fiche begint met een kleurletter (W O G B R Y P Z N), zoals R1: laat het streepje weg."
        if option == "--ketel"
        else f"Bedoel je die waarde echt, schrijf dan {option}={shown}."
    )
    return (
        f"na {option} hoort een waarde, maar {shown} begint met een streepje en lijkt daardoor "
        f"zelf een optie. {advice}"
    )


class _UsageError(Exception):
    """Input that is not a rule question at all (an unknown rule id, an unknown game)."""


_number = number


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m rulebook",
        description="Het interactieve regelboek op de opdrachtregel: stel een regelvraag en "
        "krijg het antwoord stap voor stap, met de regel waarop elke stap rust.",
    )
    commands = parser.add_subparsers(
        dest="opdracht", required=True, metavar="opdracht", parser_class=_Parser
    )

    rule = commands.add_parser("regel", help="toon de tekst van één regel")
    rule.add_argument("id", help="bijvoorbeeld alchemisten.essentie.2")
    rule.set_defaults(run=_rule)

    rules = commands.add_parser("regels", help="toon alle regels van een spel")
    rules.add_argument("--spel", default=None, help=_game_choice())
    rules.set_defaults(run=_rules)

    covered = commands.add_parser("dekking", help="welke regels een voorbeeld laat zien")
    covered.add_argument("--spel", default=None, help=_game_choice())
    covered.set_defaults(run=_coverage)

    words = commands.add_parser("woorden", help="de woordenlijst Nederlands - code")
    words.set_defaults(run=_glossary)

    find = commands.add_parser(
        "zoek", help="zoek een regel, regelvraag, voorbeeld of woord (alle spellen)"
    )
    find.add_argument("tekst", help='wat je zoekt, bijvoorbeeld "fles ontploft"')
    find.add_argument("--spel", default=None, help=f"alleen in dit spel: {_game_choice()}")
    number_option(
        find,
        "--max",
        "kwakzalvers.ronden",
        "hoogstens zoveel resultaten (1 tot 50, standaard 8)",
        default=8,
    )
    find.add_argument("--json", action="store_true", help="antwoord als JSON")
    find.set_defaults(run=_find)

    question = commands.add_parser(
        "vraag", help="een regelvraag: het antwoord, hoe stevig het is, en een voorbeeld"
    )
    question.add_argument(
        "id", help="bijvoorbeeld kwakzalvers.vraag.fles-ontploft of fles-ontploft"
    )
    question.add_argument("--json", action="store_true", help="antwoord als JSON")
    question.set_defaults(run=_question)

    questions = commands.add_parser(
        "vragen", help="alle regelvragen, met hoe stevig het antwoord is"
    )
    questions.add_argument("--spel", default=None, help=_game_choice())
    questions.add_argument("--json", action="store_true", help="antwoord als JSON")
    questions.set_defaults(run=_questions)
    _add_game_commands(commands)
    return parser


def _game_choice() -> str:
    """The games a ``--spel`` option takes, from the registry: ``kwakzalvers of alchemisten``."""
    from rulebook.games import GAMES

    return listing(list(GAMES), last="of")


def _add_game_commands(commands: Any) -> None:
    """``python -m rulebook <spel> <opdracht>``: each game's own commands, from the registry.
    A command with an ``alias`` is also reachable by that older top-level name."""
    from rulebook.games import DESCRIPTIONS

    for description in DESCRIPTIONS:
        if not description.commands:
            continue
        game = commands.add_parser(description.id, help=f"{description.title}: eigen opdrachten")
        own = game.add_subparsers(
            dest="spelopdracht", required=True, metavar="opdracht", parser_class=_Parser
        )
        switched = [(s, d) for d in DESCRIPTIONS if d.base == description.id for s in d.switches]
        switches = [s for s, _ in switched]
        makers = {s.flag: d.make_expansion for s, d in switched if d.make_expansion is not None}
        for command in description.commands:
            offered = tuple(switches) if command.plays_games else ()
            parser = own.add_parser(command.name, help=command.help)
            _add_command(parser, command, offered, makers)
            if command.alias:
                where = f"{description.id} {command.name}"
                alias = commands.add_parser(command.alias, help=f"= {where}: {command.help}")
                _add_command(alias, command, offered, makers)


def _add_command(
    parser: Any,
    command: Command,
    switches: tuple[SetupSwitch, ...],
    makers: Mapping[str, Callable[[], Any]] | None = None,
) -> None:
    """One game command's options, its expansions' switches and ``--json``; ``makers`` the
    ``make_expansion`` of the expansion each switch belongs to, by its flag."""
    command.configure(parser)
    for switch in switches:
        parser.add_argument(switch.flag, action="store_true", help=switch.help)
    parser.add_argument("--json", action="store_true", help="antwoord als JSON")
    parser.set_defaults(run=_game_command(command.run, switches, makers or {}))


def _dest(flag: str) -> str:
    """argparse's attribute for a flag: ``--alchemisten`` -> ``alchemisten``."""
    return flag.lstrip("-").replace("-", "_")


def _game_command(
    run: Callable[[argparse.Namespace], Report],
    switches: tuple[SetupSwitch, ...] = (),
    makers: Mapping[str, Callable[[], Any]] | None = None,
) -> Callable[[argparse.Namespace], None]:
    """Run a game's command and write its report (text, or JSON with ``--json``); the
    expansions whose ``switches`` are on reach it as ``args.extras`` (their settings) and
    ``args.expansions`` (what each changes in the base game's engine, ``make_expansion``)."""
    made = makers or {}

    def answer(args: argparse.Namespace) -> None:
        args.progress = _ProgressBar() if sys.stderr.isatty() else None
        on = [switch for switch in switches if getattr(args, _dest(switch.flag))]
        args.extras = tuple(switch.extra() for switch in on)
        args.expansions = tuple(made[switch.flag]() for switch in on if switch.flag in made)
        args.offered = tuple(switch.extra() for switch in switches)
        try:
            report = run(args)
        finally:
            if args.progress is not None:
                args.progress.done()
        _write_report(report, args.json)

    return answer


def _show(text: str) -> None:
    """An answer on stdout, its lines kept but any control character a reader typed (an
    action's name, say) escaped, as in every message (``dutch.printable``)."""
    print(printable(text, keep="\n"))


def _write_report(report: Report, as_json: bool) -> None:
    if as_json:
        plain = not _can_show(sys.stdout, "éëï’…—")
        print(json.dumps(report.data, ensure_ascii=plain, indent=2))
    else:
        _show(report.text)


class _ProgressBar:
    """A bar on stderr for long work; it only appears once the work has taken a second."""

    WIDTH = 30

    def __init__(self) -> None:
        self.start = time.monotonic()
        self.drawn = False

    def __call__(self, fraction: float) -> None:
        if time.monotonic() - self.start < 1.0:
            return
        filled = int(self.WIDTH * max(0.0, min(1.0, fraction)))
        bar = "#" * filled + "." * (self.WIDTH - filled)
        with contextlib.suppress(OSError):
            sys.stderr.write(f"\r[{bar}] {fraction:4.0%}")
            sys.stderr.flush()
        self.drawn = True

    def done(self) -> None:
        if self.drawn:
            with contextlib.suppress(OSError):
                sys.stderr.write("\n")
                sys.stderr.flush()


def _rule(args: argparse.Namespace) -> None:
    import rulebook.games  # noqa: F401  (the registry fills the catalogue)
    from rulebook.core.reader.clauses import CATALOGUE

    if args.id not in CATALOGUE:
        raise _UsageError(
            f"Er is geen regel met id {quoted(args.id)}; zie 'python -m rulebook regels'."
        )
    print(CATALOGUE[args.id].plain())


def _games(game: str | None) -> list[str]:
    from rulebook.games import GAMES

    if game is None:
        return list(GAMES)
    if game not in GAMES:
        raise _UsageError(f"Onbekend spel {quoted(game)}; kies uit {', '.join(GAMES)}.")
    return [game]


def _rules(args: argparse.Namespace) -> None:
    from rulebook.core.reader.clauses import CATALOGUE

    for game in _games(args.spel):
        for item in CATALOGUE.for_game(game):
            print(item.plain(), end="\n\n")


def _coverage(args: argparse.Namespace) -> None:
    from rulebook.core.reader.coverage import coverage
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
    from rulebook.core.reader.glossary import terms_for
    from rulebook.games import GAMES

    for game in GAMES:
        for term in terms_for(game):
            print(f"{term.dutch:28} {term.code:32} {term.meaning}")


MOST_HITS = 50
"""The most hits ``zoek --max`` shows."""


def _find(args: argparse.Namespace) -> None:
    from rulebook.core.reader.chapters import chapter_map
    from rulebook.games import find

    games = _games(args.spel)
    if not 1 <= args.max <= MOST_HITS:
        raise _UsageError(f"--max is 1 tot {MOST_HITS}, niet {args.max}.")
    if not args.tekst.strip():
        raise _UsageError('Typ iets om te zoeken, bijvoorbeeld: zoek "fles ontploft".')
    result = find(args.tekst, args.max, games[0] if args.spel else None)
    hits = result.hits
    titles = {c.file: c.title for c in chapter_map().chapters}
    found = [hit.as_dict(titles) for hit in hits]
    if args.json:
        report = {"zoekvraag": args.tekst, "totaal": result.total, "resultaten": found}
        _write_report(Report("", report), True)
        return
    if not hits:
        print(result.summary(quoted(args.tekst)))
        return
    more = ""
    if result.total > len(hits):
        more = (
            f" (alle {result.total}: --max {result.total})"
            if result.total <= MOST_HITS
            else f" (hoogstens {MOST_HITS} met --max {MOST_HITS}; preciezer zoeken vindt er minder)"
        )
    print(f"{result.summary(quoted(args.tekst))}{more}:")
    for rank, (hit, data) in enumerate(zip(hits, found, strict=True), start=1):
        where = (
            f"hoofdstuk {data['hoofdstuk']} ({data['hoofdstuktitel']}), bij #{data['anker']}"
            if data["hoofdstuk"]
            else "nog in geen hoofdstuk"
        )
        note = f" · {hit.entry.note}" if hit.entry.note else ""
        print(f"{rank:2}. [{hit.entry.kind}] {hit.entry.title}{note}")
        print(f"    {hit.snippet}")
        rule = f"regel {hit.entry.clause_id} · " if hit.entry.clause_id else ""
        print(f"    {rule}{hit.entry.game} · {where}")
    print(
        "Meer over een regel: python -m rulebook regel ID; een vraag: python -m rulebook vraag ID"
    )


def _find_question(text: str) -> Any:
    from rulebook.games import QUESTIONS, find_question

    found = find_question(text)
    if found is None:
        close = [q.id for q in QUESTIONS.values() if text.strip().lower() in q.id]
        hint = f" Bedoel je {', '.join(close[:3])}?" if close else ""
        raise _UsageError(
            f"Er is geen regelvraag {quoted(text)}.{hint} Zie 'python -m rulebook vragen'."
        )
    return found


def _question(args: argparse.Namespace) -> None:
    from rulebook.core.reader.clauses import clause
    from rulebook.games import live_ruling

    question = _find_question(args.id)
    ruling = live_ruling(question)
    if args.json:
        data = question.as_dict()
        data["uitspraak"] = (
            None
            if ruling is None
            else {
                "vraag": ruling.question,
                "antwoord": ruling.answer,
                "stappen": [step.as_dict() for step in ruling.steps],
            }
        )
        _write_report(Report("", data), True)
        return
    print(question.question)
    print(f"Antwoord: {question.answer}")
    print(f"Hoe stevig: {question.firmness.badge()} — {question.firmness.meaning}")
    print(f"Bron: {question.source}")
    print("Rust op: " + "; ".join(f"{cid} ({clause(cid).title})" for cid in question.clause_ids))
    if ruling is not None:
        print(f"\nVoorbeeld{f' ({question.example})' if question.example else ''}:")
        print(ruling.explain())


def _questions(args: argparse.Namespace) -> None:
    from rulebook.core.reader.questions import Firmness
    from rulebook.games import QUESTIONS

    games = _games(args.spel)
    chosen = [q for q in QUESTIONS.values() if q.game in games]
    if args.json:
        data = {"vragen": [q.as_dict() for q in chosen]}
        _write_report(Report("", data), True)
        return
    print("Hoe stevig een antwoord is:")
    for level in Firmness:
        print(f"  {level.badge():34} {level.meaning}")
    for game in games:
        print()
        for q in chosen:
            if q.game == game:
                print(f"{q.firmness.mark}  {q.id:44} {q.question}")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    0 fine, 1 a coverage gap (``dekking``), 2 bad input, ``EXIT_OUTPUT_FAILED`` when the answer
    could not be written. Nothing escapes as a traceback, and argparse's own exits (``--help``,
    a wrong option) become a returned status too, so the command line can be run in-process.
    """
    if sys.stdout is None:  # started with stdout closed (``>&-``): there is nowhere to answer
        _say("fout: het antwoord kan nergens heen: de standaarduitvoer (stdout) is gesloten.")
        return EXIT_OUTPUT_FAILED
    _safe_streams()
    try:
        status = _run(list(sys.argv[1:] if argv is None else argv))
        sys.stdout.flush()
    except BrokenPipeError:  # the reader closed the pipe (``| head``): stop quietly
        _discard_stdout()
        return 0
    except OSError as error:  # a full disk, a device that fails: say so in one line
        _discard_stdout()
        _say(f"fout: het antwoord kon niet worden geschreven ({error.strerror or error}).")
        return EXIT_OUTPUT_FAILED
    return status


def _run(argv: list[str]) -> int:
    _ARGV[:] = argv
    with _dutch_argparse():
        parser = _build_parser()
        try:
            args = parser.parse_args(argv)
        except SystemExit as done:  # --help, or an error argparse already wrote
            return done.code if isinstance(done.code, int) else EXIT_BAD_INPUT
        try:
            args.run(args)
        except SystemExit as done:
            return done.code if isinstance(done.code, int) else 1
        except RuleError as error:
            _say(f"fout: {shorten(error.message, MESSAGE_LIMIT)} (regel {error.clause_id})")
            return EXIT_BAD_INPUT
        except _UsageError as error:
            _say(f"fout: {shorten(str(error), MESSAGE_LIMIT)}")
            return EXIT_BAD_INPUT
    return 0


def _say(line: str) -> None:
    """One line on stderr, control characters escaped (``printable``: a reader's input echoed in a
    message cannot drive the terminal); if even stderr fails, there is no one left to tell."""
    if sys.stderr is None:
        return
    with contextlib.suppress(OSError, ValueError):
        print(printable(line), file=sys.stderr)
        sys.stderr.flush()


def _discard_stdout() -> None:
    """Point stdout at /dev/null, so the unwritten rest cannot fail again when Python exits."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
