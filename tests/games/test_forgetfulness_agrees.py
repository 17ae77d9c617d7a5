"""Vergeetachtigheid: the ruling of chapter 21 and a game in the engine agree on every return.

A player treating Vergeetachtigheid brews with a random cauldron and essence; for every chip in
the cauldron, the engine offers ``N vergeet CHIP`` exactly when ``patient_rules.action`` (the
function the ruling explains) allows it. An exploded cauldron has stopped brewing: the engine
offers nothing then, and the ruling refuses with ``alchemisten.patient.vergeetachtigheid.wanneer``.
"""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from rulebook.core.errors import RuleError
from rulebook.core.model.evolve import evolve
from rulebook.quacks.alchemists.data import Patient
from rulebook.quacks.alchemists.expansion import AlchemistsSetup, Essence
from rulebook.quacks.alchemists.patients.data import Choice
from rulebook.quacks.alchemists.patients.in_play import Patients, ReturnChip
from rulebook.quacks.alchemists.patients.rules import ActionQuestion, action
from rulebook.quacks.alchemists.patients.rulings import action_ruling
from rulebook.quacks.data import Ingredient
from rulebook.quacks.engine import shared_game
from rulebook.quacks.state import Chip
from rulebook.quacks.table import Bag, Cauldron, GameState, Setup

GAME = shared_game()
KINDS = ["W1", "W2", "W3", "O1", "G1", "G2", "B1", "B2", "R1", "R2", "Y1", "P1", "Z1", "N"]


def brewing(cauldron: Cauldron, essence: int, round: int) -> GameState:
    """Player 1 treats Vergeetachtigheid and brews; an exploded cauldron has stopped, as the
    engine leaves it; player 2 is still brewing, so the phase goes on."""
    state = GAME.new_game(Setup(players=2, extras=(AlchemistsSetup(),)), 7)
    exploded = cauldron.white_total() > 7
    players = (
        evolve(state.players[0], bag=Bag.parse("W1x4"), cauldron=cauldron, todo=(),
               exploded=exploded, stopped=exploded),
        evolve(state.players[1], todo=()),
    )  # fmt: skip
    state = evolve(state, players=players, phase="brouwen", round=round, card=None, todo=())
    forgetful = Patient.FORGETFULNESS
    state = state.with_extra(Patients((forgetful,), (forgetful, Patient.VAMPIRISM)))
    return state.with_extra(Essence((essence, 0)))


@st.composite
def cauldrons(draw: st.DrawFn) -> Cauldron:
    chips = draw(st.lists(st.sampled_from(KINDS), min_size=1, max_size=9))
    cauldron = Cauldron()
    for text in chips:
        chip = Chip.parse(text)
        cauldron = cauldron.place(chip, chip.value or 1)
    try:
        cauldron.contents()  # no more of a kind than a player owns
    except RuleError:
        assume(False)
    return cauldron


@settings(max_examples=150, deadline=None)
@given(cauldrons(), st.integers(0, 10), st.integers(2, 9))
def test_the_engine_offers_a_return_exactly_when_the_ruling_allows_it(
    cauldron: Cauldron, essence: int, round: int
) -> None:
    state = brewing(cauldron, essence, round)
    offered = set(GAME.legal_actions(state, 0)) if 0 in GAME.current_players(state) else set()
    for chip in dict.fromkeys(cauldron.contents()):
        asked = ActionQuestion(Patient.FORGETFULNESS, essence, chip, cauldron, Choice.USE, round)
        allowed = action(asked).allowed
        assert (ReturnChip(0, chip) in offered) is allowed, (chip, cauldron, essence)
        assert action_ruling(asked).result.allowed is allowed


def test_an_exploded_cauldron_gets_no_return() -> None:
    cauldron = Cauldron.parse("vanaf 0: 1:O1 3:W2 4:G1 7:W3 9:W2 10:W1")
    state = brewing(cauldron, 8, 3)
    assert 0 not in GAME.current_players(state)
    ruling = action_ruling(
        ActionQuestion(Patient.FORGETFULNESS, 8, Chip(Ingredient.GREEN, 1), cauldron, round=3)
    )
    assert not ruling.result.allowed
    assert ruling.result.refused_by == "alchemisten.patient.vergeetachtigheid.wanneer"
    assert ruling.steps[-1].clause_id == "alchemisten.patient.vergeetachtigheid.wanneer"
