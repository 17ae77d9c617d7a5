"""The terminal commands of De Alchemisten: ``python -m rulebook alchemisten ...``.

    essentie where does my essence marker end, and what does it give? (``python -m rulebook
             essentie`` too)
    betalen  may I pay for an action with essence? (``python -m rulebook betalen`` too)
    actie    may my patient's action be used on this chip now? (a refusal is an answer)
    bonus    what does my patient give for the field reached, and when?

A refusal by the rules is an answer (exit status 0, ``toegestaan`` false, the clause that refuses
in the steps); only input that is no situation at the table is a ``RuleError`` (exit status 2).
"""

from __future__ import annotations

import argparse

from rulebook.core.dutch import quoted
from rulebook.core.errors import RuleError
from rulebook.core.reader.descriptions import Command
from rulebook.core.reader.report import Report
from rulebook.core.reader.terminal import number_option
from rulebook.quacks.alchemists.data import Patient
from rulebook.quacks.alchemists.patients.data import Choice


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


# -- essentie ----------------------------------------------------------------------------------


def _configure_essence(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--ketel", required=True, help='de fiches in je ketel, bijvoorbeeld "R1x2 O1 B1 W3 W2x2"'
    )
    parser.add_argument(
        "--links-ontploft", action="store_true", help="de ketel van je linkerbuur is ontploft"
    )
    parser.add_argument(
        "--rechts-ontploft", action="store_true", help="de ketel van je rechterbuur is ontploft"
    )
    number_option(parser, "--spelers", "kwakzalvers.spelers", "aantal spelers (2 tot 5)", default=4)
    number_option(parser, "--ronde", "kwakzalvers.ronden", "de ronde (1 tot 9)", default=1)
    number_option(
        parser,
        "--narrenkruidboek",
        "alchemisten.narrenkruid.boeken",
        "het narrenkruidboek in het spel (10, 11, 12 of 16)",
        metavar="BOEK",
    )
    number_option(
        parser,
        "--kies-veld",
        "alchemisten.essentie.lager",
        "bewust een lager veld kiezen dan je haalt",
        metavar="VELD",
    )
    parser.add_argument("--patient", help="je patiënt, bijvoorbeeld Vampierisme")
    parser.add_argument(
        "--doortellen",
        action="store_true",
        help="huisregel: voorbij veld 10 doortellen (keuze alchemisten.essentie.top)",
    )


def _run_essence(args: argparse.Namespace) -> Report:
    from rulebook.quacks.alchemists.data import Overflow
    from rulebook.quacks.alchemists.essence.rulings import essence_ruling
    from rulebook.quacks.alchemists.essence.state import EssenceSituation
    from rulebook.quacks.alchemists.patients.data import when_it_applies
    from rulebook.quacks.state import Chips

    patient = None
    if args.patient is not None:
        patient = Patient.from_dutch(args.patient)
        if patient is None:
            names = ", ".join(p.dutch for p in Patient)
            raise RuleError(
                "alchemisten.bonus.buisje",
                f"Er is geen patiënt {quoted(args.patient)}; kies uit {names}.",
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
    when = when_it_applies(ruling.result, patient, args.ronde)
    report = Report.of_ruling(ruling, {**ruling.result.as_dict(), "wanneer": when})
    if not when:
        return report
    moments = "; ".join(f"{what}: {moment}" for what, moment in when.items())
    return Report(f"{report.text}\nWanneer: {moments}.", report.data)


# -- betalen ------------------------------------------------------------------------------------


def _configure_pay(parser: argparse.ArgumentParser) -> None:
    number_option(
        parser,
        "--essentie",
        "alchemisten.essentie.betalen",
        "het veld van je essentiefiche",
        metavar="VELD",
        required=True,
    )
    number_option(
        parser, "--kost", "alchemisten.essentie.betalen", "wat de actie kost", required=True
    )
    parser.add_argument("--actie", default="deze actie", help="naam van de actie")


def _run_pay(args: argparse.Namespace) -> Report:
    from rulebook.quacks.alchemists.essence.rulings import payment_ruling

    ruling = payment_ruling(args.essentie, args.kost, args.actie)
    after = ruling.result
    extra: dict[str, object] = {
        "toegestaan": after is not None,
        "veld": args.essentie if after is None else after.marker,
    }
    return Report.of_ruling(ruling, extra)


# -- actie en bonus -----------------------------------------------------------------------------


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
    from rulebook.quacks.alchemists.essence.state import check_marker
    from rulebook.quacks.alchemists.patients.rules import ActionQuestion, read_cauldron
    from rulebook.quacks.alchemists.patients.rulings import action_ruling
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
    from rulebook.quacks.alchemists.essence.state import check_reached
    from rulebook.quacks.alchemists.patients.rules import BonusQuestion, read_cauldron
    from rulebook.quacks.alchemists.patients.rulings import bonus_ruling
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
        "essentie",
        "waar eindigt je essentiefiche en wat levert het op?",
        _configure_essence,
        _run_essence,
        alias="essentie",
    ),
    Command(
        "betalen",
        "mag je een actie met essentie betalen?",
        _configure_pay,
        _run_pay,
        alias="betalen",
    ),
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
