"""The terminal commands of Castle Combo: ``python -m rulebook castle-combo ...``.

    score TABELLEAU.json   score a finished square and explain every card

The file holds ``"tableau"`` (three rows of three cells: a card's English name, or
``{"card": NAME, "gold": N, "key": true}``, or ``{"face_down": true}``), ``"keys"`` and
``"gold"``. Bad input is a ``RuleError`` naming the clause (exit status 2).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from rulebook.core.dutch import quoted
from rulebook.core.errors import RuleError
from rulebook.core.game import Command
from rulebook.core.terminal import Report, number_option

NOTATION = "castle-combo.notatie"
MAX_BYTES = 100_000


def _configure_score(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("bestand", metavar="TABLEAU.json", help="het vierkant als JSON-bestand")
    parser.add_argument(
        "--slotkaarten",
        choices=("alle", "geen"),
        default="alle",
        help="welke kaarten van Uit de Kerker! een slot hebben (standaard: alle)",
    )


def read_tableau(path: str) -> object:
    """The JSON in ``path``; a missing, huge or unreadable file is a Dutch ``RuleError``."""
    file = Path(path)
    try:
        if file.stat().st_size > MAX_BYTES:
            raise RuleError(NOTATION, f"{quoted(path)} is te groot voor een vierkant.")
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RuleError(NOTATION, f"Het bestand {quoted(path)} bestaat niet.") from None
    except (OSError, UnicodeError):
        raise RuleError(
            NOTATION, f"Het bestand {quoted(path)} is niet te lezen als tekst."
        ) from None
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError) as error:
        where = f" (fout op lijn {error.lineno})" if isinstance(error, json.JSONDecodeError) else ""
        raise RuleError(
            NOTATION, f"Het bestand {quoted(path)} is geen geldige JSON{where}."
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
            f"{card.points} punten"
        )
        lines.append(f"      {card.explanation}")
    lines.append(f"  sleutels: {score.keys} punten")
    lines.append(f"Totaal: {score.total} punten (goud over in je hand: {score.leftover_gold}).")
    report = Report.of_ruling(
        ruling,
        {
            "totaal": score.total,
            "kaarten": [card.as_json() for card in score.cards],
            "sleutels": score.keys,
            "goud_over": score.leftover_gold,
        },
    )
    return Report("\n".join(lines), report.data)


def _score(args: argparse.Namespace) -> Report:
    return score_report(read_tableau(args.bestand), args.slotkaarten)


def _configure_play(parser: argparse.ArgumentParser) -> None:
    number_option(
        parser, "--spelers", "castle-combo.materiaal", "aantal spelers (2 tot 5)", default=4
    )
    number_option(
        parser, "--zaad", "castle-combo.voorbereiding", "zaad voor het schudden", default=1
    )


def play_report(players: int, seed: int, *, log: bool) -> Report:
    """A whole seeded game of the base game between computer players: the scores, the winner,
    and with ``log`` every action in Dutch."""
    from rulebook.castle_combo.bots import RandomBot
    from rulebook.castle_combo.engine import GAME_ENGINE
    from rulebook.core.game import Playthrough

    game = Playthrough.start(
        GAME_ENGINE, players, seed, {seat: RandomBot(seed * 10 + seat) for seat in range(players)}
    )
    lines: list[str] = []
    while not game.is_over:
        before = game.state
        action = game.step()
        if log:
            lines.append(GAME_ENGINE.describe(before, action))
    scores = GAME_ENGINE.scores(game.state)
    outcome = GAME_ENGINE.result(game.state)
    lines += [f"speler {seat + 1}: {points} punten" for seat, points in enumerate(scores)]
    lines.append(outcome.dutch())
    data = {
        "spelers": players,
        "zaad": seed,
        "punten": list(scores),
        "winnaars": [seat + 1 for seat in outcome.winners],
        "zetten": len(game.actions),
    }
    return Report("\n".join(lines), data)


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
        "speel een heel spel tussen computerspelers en toon elke zet (basisspel)",
        _configure_play,
        lambda args: play_report(_checked_players(args), args.zaad, log=True),
    ),
    Command(
        "simuleer",
        "speel een heel spel tussen computerspelers en toon de uitslag (basisspel)",
        _configure_play,
        lambda args: play_report(_checked_players(args), args.zaad, log=False),
    ),
)
