"""What the conformance suite and the golden games play of Castle Combo and Uit de Kerker!."""

from __future__ import annotations

from typing import Any

from rulebook.castle_combo.bots import Greedy, Planner, RandomBot
from rulebook.castle_combo.rules import Rules
from rulebook.castle_combo.table import Castle, Setup
from rulebook.core.game import GoldenGame, Trials


def conserved(state: Castle) -> object:
    """Every card of the setup lies somewhere: decks, rows, discard piles, out of the game, in
    hand or in a square."""
    return sorted(state.all_cards())


def computers() -> dict[str, Any]:
    return {"willekeurig": RandomBot(1), "gulzig": Greedy(2), "planner": Planner(3)}


def trials() -> Trials:
    return Trials(
        setups=(Setup(2), Setup(3, start=1), Setup(5)),
        computers=computers(),
        golden=(
            GoldenGame(
                "castle-combo-3-spelers-zaad-5.log",
                Setup(3),
                5,
                ("gulzig", "planner", "willekeurig"),
            ),
        ),
        seeds=2,
        conserved=conserved,
    )


def dungeon_trials() -> Trials:
    return Trials(
        setups=(
            Setup(4, kerker=Rules()),
            Setup(3, start=2, kerker=Rules(king="wetenschap", third="na-kopen")),
            Setup(2, kerker=Rules(locks="geen")),
        ),
        computers=computers(),
        golden=(
            GoldenGame(
                "castle-combo-kerker-4-spelers-zaad-3.log",
                Setup(4, kerker=Rules()),
                3,
                ("planner", "gulzig", "planner", "gulzig"),
            ),
        ),
        seeds=2,
        conserved=conserved,
    )
