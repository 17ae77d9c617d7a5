"""The terminal commands of De Alchemisten: ``python -m rulebook alchemisten ...``.

    actie    may my patient's action be used on this chip now? (a refusal is an answer)
    bonus    what does my patient give for the field reached, and when?

A refusal by the rules is an answer (exit status 0, ``toegestaan`` false, the clause that refuses
in the steps); only input that is no situation at the table is a ``RuleError`` (exit status 2).
"""

from __future__ import annotations

import argparse

from rulebook.core.dutch import quoted
from rulebook.core.errors import RuleError
from rulebook.core.game import Command
from rulebook.core.terminal import Report, number_option
from rulebook.quacks.alchemists.data import Patient
from rulebook.quacks.alchemists.patients import Choice


def patient_named(name: str) -> Patient:
    """The patient by its Dutch name; an unknown name is a ``RuleError`` listing the eight."""
    patient = Patient.from_dutch(name)
    if patient is None:
        names = ", ".join(p.dutch for p in Patient)
        raise RuleError(
            "alchemisten.patient.kiezen", f"Er is geen patiënt {quoted(name)}; kies uit {names}."
        )
    return patient


def _choice(word: str | None) -> Choice | None:
    if word is None:
        return None
    choice = Choice.from_dutch(word)
    if choice is None:
        words = ", ".join(c.value for c in Choice)
        raise RuleError(
            "alchemisten.patient.zeiloren", f"Er is geen keuze {quoted(word)}; kies uit {words}."
        )
    return choice


def _configure_action(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--patient", required=True, help="je patiënt, bijvoorbeeld Zeiloren")
    number_option(
        parser,
        "--essentie",
        "alchemisten.essentie.betalen",
        "het veld van je essentiefiche (0 tot 10)",
        required=True,
    )
    parser.add_argument(
        "--fiche",
        required=True,
        help="het fiche: getrokken (Zeiloren, Karbonkelneus, Heksenbochel), open "
        "(Schichtigheid) of in je ketel (Vergeetachtigheid), bijv. W2",
    )
    parser.add_argument(
        "--ketel",
        default="",
        help='je ketel: "O1 W2 G1" (elk fiche zo ver als zijn waarde, vanaf veld 0) of met '
        'velden: "vanaf 0: 1:O1 3:W2 4:G1"',
    )
    parser.add_argument(
        "--keuze",
        help="dubbel of terug (Zeiloren), gebruik, of gewoon (de actie niet gebruiken)",
    )
    number_option(
        parser,
        "--ronde",
        "kwakzalvers.ronden",
        "de ronde van deze bereidingsfase (standaard 2)",
        default=2,
    )
    number_option(
        parser,
        "--grens",
        "kwakzalvers.ontploffen",
        "wat de witte fiches samen mogen zijn (standaard 7)",
        default=7,
    )
    _add_red_set(parser)


def _add_red_set(parser: argparse.ArgumentParser) -> None:
    """The set of the red book (set 2 puts a toadstool aside, which a patient's rules see)."""
    number_option(
        parser,
        "--rode-set",
        "kwakzalvers.voorbereiding.boeken",
        "de set van het boek van de vliegenzwam (1 tot 4; set 2 legt rood apart)",
        default=1,
        metavar="S",
    )


def _run_action(args: argparse.Namespace) -> Report:
    from rulebook.quacks.alchemists.patient_rules import ActionQuestion, read_cauldron
    from rulebook.quacks.alchemists.patient_rulings import action_ruling
    from rulebook.quacks.alchemists.state import check_marker
    from rulebook.quacks.state import Chip

    question = ActionQuestion(
        patient_named(args.patient),
        check_marker(args.essentie),
        Chip.parse(args.fiche),
        read_cauldron(args.ketel),
        _choice(args.keuze),
        round=args.ronde,
        limit=args.grens,
        red_set=args.rode_set,
    )
    ruling = action_ruling(question)
    return Report.of_ruling(ruling, ruling.result.as_dict())


def _configure_bonus(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--patient", required=True, help="je patiënt, bijvoorbeeld Oorwurm")
    number_option(
        parser,
        "--veld",
        "alchemisten.bonus.buisje",
        "het veld waarop je essentiefiche eindigt (0 tot 10)",
        required=True,
    )
    number_option(parser, "--ronde", "kwakzalvers.ronden", "de ronde", default=1)
    parser.add_argument(
        "--ketel",
        default="",
        help="je ketel (voor Oorwurm en de ruil van Kippenogen), zoals bij actie",
    )
    parser.add_argument(
        "--getrokken", help='de fiches die je trekt (Schichtigheid, Oorwurm), bijv. "W1 R1"'
    )
    _add_red_set(parser)


def _run_bonus(args: argparse.Namespace) -> Report:
    from rulebook.quacks.alchemists.patient_rules import BonusQuestion, read_cauldron
    from rulebook.quacks.alchemists.patient_rulings import bonus_ruling
    from rulebook.quacks.alchemists.state import check_reached
    from rulebook.quacks.state import Chips

    question = BonusQuestion(
        patient_named(args.patient),
        check_reached(args.veld, args.ronde),
        round=args.ronde,
        cauldron=read_cauldron(args.ketel),
        drawn=None if args.getrokken is None else Chips.parse(args.getrokken),
        red_set=args.rode_set,
    )
    ruling = bonus_ruling(question)
    return Report.of_ruling(ruling, ruling.result.as_dict())


COMMANDS = (
    Command(
        "actie",
        "mag je patiënt zijn actie nu op dit fiche gebruiken?",
        _configure_action,
        _run_action,
    ),
    Command(
        "bonus",
        "wat geeft je patiënt voor het bereikte veld, en wanneer?",
        _configure_bonus,
        _run_bonus,
    ),
)
"""The terminal commands of De Alchemisten, in the order ``--help`` lists them."""
