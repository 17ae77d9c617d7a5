"""The new fortune-teller cards of De Alchemisten played in a whole game (chapter 22), as rulings.

The cards' own rulings (``card_rulings``) answer a question about one card; these examples let
the engine play a card in a small seeded game, and the base game's explanation of a game tells
what happens, step by step, citing the card's clause. Both ask ``card_rules``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.core.model.evolve import evolve
from rulebook.core.model.game import CHANCE
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks import engine, rules
from rulebook.quacks.actions import Choose, DrawnChip, Turned
from rulebook.quacks.alchemists.cards.in_play import PREFIX
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.rulings.scenario import scenario_ruling, table
from rulebook.quacks.state import Chip
from rulebook.quacks.table import GameState, TurnCard


def engine_ruby_fever() -> Ruling[Any]:
    """Card P2 turned in a two-player game: each player draws one chip, takes its value in
    rubies and puts it back (player 1 draws the white 3-chip, player 2 the pumpkin)."""
    state = table(2, phase="waarzegster", extras=(AlchemistsSetup(),))
    state = _at_the_card(state)
    return scenario_ruling(
        state,
        [
            Turned(CHANCE, PREFIX + "P2"),
            DrawnChip(CHANCE, 0, Chip.parse("W3")),
            DrawnChip(CHANCE, 1, Chip.parse("O1")),
        ],
        question="Kaart P2 van De Alchemisten ('Robijnkoorts') wordt omgedraaid.",
    )


def engine_powerful_tipple() -> Ruling[Any]:
    """Card P10 turned in a two-player game: player 1's droplet goes from field 2 back to field
    0 for a green 4-chip; player 2 keeps his droplet on field 0 (it cannot go lower)."""
    state = table(2, phase="waarzegster", extras=(AlchemistsSetup(),))
    state = _at_the_card(state).with_player(0, droplet=2)
    turned = Turned(CHANCE, PREFIX + "P10")
    asked = [option.code for option in rules.offers(_game().apply(state, turned), 0)]
    return scenario_ruling(
        state,
        [turned, Choose(0, asked.index("kaart:P10:2:G4"))],
        question="Kaart P10 van De Alchemisten ('Een sterk drankje'): speler 1 zet zijn "
        "druppel van veld 2 twee velden terug.",
    )


def _at_the_card(state: GameState) -> GameState:
    """Round 1 at its fortune-teller card. A new game with the expansion starts with the patient
    choice; these examples leave the patients out and go straight to the card."""
    return evolve(state, phase="waarzegster", todo=(TurnCard(),))


def _game() -> engine.Quacks:
    from rulebook.quacks.alchemists.expansion import EXPANSION
    from rulebook.quacks.engine import make_game

    return make_game((EXPANSION,))


EXAMPLES: dict[str, Callable[[], Ruling[Any]]] = {
    "kaart P2 in een partij": engine_ruby_fever,
    "kaart P10 in een partij": engine_powerful_tipple,
}
"""The new cards played by the engine, in the order chapter 22 would show them."""
