"""Properties of whole games with De Alchemisten, checked on every step of seeded games in which
every patient is treated: no essence marker ever stands below 0, and in the essence phase a
cauldron changes only for a player who treats Oorwurm (who draws chips into it) or Kippenogen
(whose swap takes a 1-chip out of it and puts the same colour's 2- or 4-chip in the bag).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from rulebook.core.model.game import CHANCE, Playthrough
from rulebook.games import game
from rulebook.quacks.actions import Choose
from rulebook.quacks.alchemists.data import ESSENCE_PHASE_ID, Patient
from rulebook.quacks.alchemists.expansion import AlchemistsSetup, Essence
from rulebook.quacks.alchemists.patients.in_play import Patients, PatientsDrawn, patient_of
from rulebook.quacks.bots import BOTS
from rulebook.quacks.data import Ingredient
from rulebook.quacks.state import Chip
from rulebook.quacks.table import GameState, Player, Setup

GAME = game()
STYLES = ("voorzichtig", "gulzig", "rekenaar", "gulzig")


def games_with(three: tuple[Patient, Patient, Patient], seed: int) -> Playthrough[Any, Any]:
    """Four computer players with these three patients on the table (in the patients' order),
    seat by seat treating the first, second, third and first of them."""
    state = GAME.new_game(
        Setup.with_set(seed % 4 + 1, players=4, extras=(AlchemistsSetup(),)), seed
    )
    state = GAME.apply(state, PatientsDrawn(CHANCE, three))
    for seat in range(4):  # every patient treated: seats choose the first, second, third, first
        state = GAME.apply(state, Choose(seat, seat % 3))
    agents: dict[int, Any] = {seat: BOTS[style] for seat, style in enumerate(STYLES)}
    return Playthrough(GAME, state, seed, agents)


TABLES = [
    (Patient.NERVOUSNESS, Patient.EAR_WORM, Patient.CARROT_NOSE),
    (Patient.WING_EARS, Patient.CHICKEN_EYES, Patient.WITCHS_HUMP),
    (Patient.EAR_WORM, Patient.FORGETFULNESS, Patient.VAMPIRISM),
]


@pytest.mark.parametrize("three", TABLES, ids=lambda t: "-".join(p.dutch for p in t))
def test_markers_never_below_zero_and_only_oorwurm_changes_a_cauldron_at_essence(
    three: tuple[Patient, Patient, Patient],
) -> None:
    play = games_with(three, seed=len(three[0].dutch))
    changed_at_essence = swapped = 0
    previous: GameState = play.state
    while not GAME.is_over(play.state):
        play.step()
        state = play.state
        assert all(marker >= 0 for marker in state.extra(Essence).markers)
        if previous.phase == ESSENCE_PHASE_ID and state.phase == ESSENCE_PHASE_ID:
            for seat, (before, after) in enumerate(
                zip(previous.players, state.players, strict=True)
            ):
                if before.cauldron == after.cauldron:
                    continue
                if patient_of(state, seat) is Patient.CHICKEN_EYES:
                    assert_chicken_swap(before, after)
                    swapped += 1
                else:
                    assert patient_of(state, seat) is Patient.EAR_WORM
                    changed_at_essence += 1
        previous = state
    treated = play.state.extra(Patients).chosen
    assert set(treated) == set(three)
    if Patient.EAR_WORM in treated:
        assert changed_at_essence > 0, "Oorwurm never drew in a whole game"
    if Patient.CHICKEN_EYES in treated:
        assert swapped > 0, "Kippenogen never swapped in a whole game"


def assert_chicken_swap(before: Player, after: Player) -> None:
    """One coloured 1-chip left the cauldron; its colour's 2- or 4-chip came into the bag."""
    gone = [p.chip for p in before.cauldron.chips if p not in after.cauldron.chips]
    assert len(gone) == 1
    assert len(after.cauldron.chips) == len(before.cauldron.chips) - 1
    assert gone[0].value == 1
    assert gone[0].ingredient is not Ingredient.WHITE
    new = Counter(after.bag) - Counter(before.bag)
    assert list(new.elements()) in ([Chip(gone[0].ingredient, 2)], [Chip(gone[0].ingredient, 4)])


def test_random_choices_keep_the_markers_at_zero_or_more() -> None:
    """Random players (who use every paid action they may) never spend below 0."""
    rng = random.Random(4)
    state = GAME.new_game(Setup(players=3, extras=(AlchemistsSetup(),)), 4)
    state = GAME.apply(state, PatientsDrawn(CHANCE, TABLES[2]))
    steps = 0
    while not GAME.is_over(state) and steps < 20_000:
        actors = GAME.current_players(state)
        if actors == (CHANCE,):
            outcomes = GAME.chance_outcomes(state)
            action = rng.choices([a for a, _ in outcomes], [float(p) for _, p in outcomes])[0]
        else:
            action = rng.choice(GAME.legal_actions(state, actors[0]))
        state = GAME.apply(state, action)
        assert min(state.extra(Essence).markers) >= 0
        steps += 1
    assert GAME.is_over(state)
