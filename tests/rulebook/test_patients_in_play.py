"""The patients in the game engine: drawn and chosen before round 1, their actions while brewing.

Each action is checked against what a player can look up in chapter 21: the engine's cauldron and
essence afterwards equal those of ``patient_rules.action`` (the function the rulings explain).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import Any

import pytest

from rulebook.core.errors import RuleError
from rulebook.core.model.evolve import evolve
from rulebook.core.model.game import CHANCE, Playthrough
from rulebook.games import game
from rulebook.quacks.actions import Choose, Draw, DrawnChip
from rulebook.quacks.alchemists.data import Glass, Patient
from rulebook.quacks.alchemists.expansion import AlchemistsSetup, Essence
from rulebook.quacks.alchemists.patients.data import (
    ChickenBonus,
    Choice,
    OwnGlasses,
    PatientOptions,
)
from rulebook.quacks.alchemists.patients.in_play import (
    BuyOne,
    EarWormDraw,
    HumpChoice,
    NervousDraw,
    Patients,
    PatientsDrawn,
    PlaceOpen,
    ReturnChip,
    SwapOne,
    after_essence,
    glass_rats,
    open_chips_back,
    open_draws,
    open_of,
    patient_bonus,
)
from rulebook.quacks.alchemists.patients.rules import (
    ActionQuestion,
    BonusQuestion,
    action,
    bonus,
)
from rulebook.quacks.bots import BOTS
from rulebook.quacks.effects import Gain
from rulebook.quacks.engine import Quacks
from rulebook.quacks.rules import begin_rats, offers, rat_tails
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import Apply, Bag, Cauldron, GameState, Roll, Setup

_GAME = game()
assert isinstance(_GAME, Quacks)
GAME = _GAME
THREE = (Patient.CARROT_NOSE, Patient.WING_EARS, Patient.FORGETFULNESS)


def started(players: int = 2) -> GameState:
    return GAME.new_game(Setup(players=players, extras=(AlchemistsSetup(),)), 7)


def brewing(
    patient: Patient, essence: int, *, bag: str = "W1x4", cauldron: str = "vanaf 0:", round: int = 2
) -> GameState:
    """Player 1 treats ``patient`` and brews in round ``round`` with this bag, cauldron and
    essence; player 2 is still brewing (so the phase goes on)."""
    state = started()
    players = (
        evolve(state.players[0], bag=Bag.parse(bag), cauldron=Cauldron.parse(cauldron), todo=()),
        evolve(state.players[1], todo=()),
    )
    state = evolve(state, players=players, phase="brouwen", round=round, card=None, todo=())
    state = state.with_extra(Patients((patient,), (patient, patient)))
    return state.with_extra(Essence((essence, 0)))


def draw(state: GameState, chip: str) -> GameState:
    state = GAME.apply(state, Draw(0))
    return GAME.apply(state, DrawnChip(CHANCE, 0, Chip.parse(chip)))


def codes(state: GameState) -> list[str]:
    return [option.code for option in offers(state, 0)]


def essence_of(state: GameState) -> int:
    return state.extra(Essence).markers[0]


def chosen(state: GameState, code: str) -> GameState:
    return GAME.apply(state, Choose(0, codes(state).index(code)))


def ruled(patient: Patient, essence: int, chip: str, pot: str, choice: Choice) -> Any:
    return action(
        ActionQuestion(patient, essence, Chip.parse(chip), Cauldron.parse(pot), choice, round=2)
    )


# -- setup ----------------------------------------------------------------------------------------


def test_three_patients_are_drawn_each_set_equally_likely() -> None:
    state = started()
    assert GAME.current_players(state) == (CHANCE,)
    outcomes = GAME.chance_outcomes(state)
    assert len(outcomes) == 56  # three of eight
    assert {p for _, p in outcomes} == {Fraction(1, 56)}
    assert all(len(set(a.patients)) == 3 for a, _ in outcomes if isinstance(a, PatientsDrawn))


def test_each_player_chooses_one_and_two_may_choose_the_same() -> None:
    state = GAME.apply(started(3), PatientsDrawn(CHANCE, THREE))
    labels = [o.label for o in offers(state, 0)]
    assert labels == ["behandel Karbonkelneus", "behandel Zeiloren", "behandel Vergeetachtigheid"]
    for seat in range(3):
        state = GAME.apply(state, Choose(seat, 2 if seat else 0))
    chosen_ = state.extra(Patients).chosen
    assert chosen_ == (Patient.CARROT_NOSE, Patient.FORGETFULNESS, Patient.FORGETFULNESS)
    assert state.phase == "waarzegster"


def test_the_start_chips_come_from_the_box() -> None:
    state = GAME.apply(started(), PatientsDrawn(CHANCE, THREE))
    box = state.supply
    state = GAME.apply(GAME.apply(state, Choose(0, 0)), Choose(1, 2))
    assert len(state.players[0].bag) == 10  # Karbonkelneus: a pumpkin 1 more
    assert state.players[0].bag.count(Chip.parse("O1")) == 2
    assert len(state.players[1].bag) == 11  # Vergeetachtigheid: a crow skull 1 and a toadstool 1
    assert state.players[1].bag.count(Chip.parse("B1")) == 1
    assert state.players[1].bag.count(Chip.parse("R1")) == 1
    assert len(box) - len(state.supply) == 3


# -- Zeiloren -------------------------------------------------------------------------------------


def test_wing_ears_doubles_a_white_for_two_essence_like_the_ruling() -> None:
    state = draw(brewing(Patient.WING_EARS, 3, bag="W1 W2", cauldron="vanaf 0: 2:G2"), "W2")
    assert codes(state) == ["zeiloren:dubbel", "zeiloren:terug", "gewoon"]
    state = chosen(state, "zeiloren:dubbel")
    expected = ruled(Patient.WING_EARS, 3, "W2", "vanaf 0: 2:G2", Choice.DOUBLE)
    assert state.players[0].cauldron == expected.cauldron
    assert state.players[0].cauldron.last_field == 6
    assert essence_of(state) == expected.essence_after == 1
    assert not state.players[0].hand


def test_wing_ears_sends_a_white_back_for_three_essence() -> None:
    state = chosen(draw(brewing(Patient.WING_EARS, 3), "W1"), "zeiloren:terug")
    assert state.players[0].bag.count(Chip.parse("W1")) == 4
    assert not state.players[0].cauldron.chips
    assert essence_of(state) == 0


def test_wing_ears_with_too_little_essence_places_the_white_as_usual() -> None:
    state = draw(brewing(Patient.WING_EARS, 1), "W1")
    assert state.players[0].task is None
    assert state.players[0].cauldron.last_field == 1
    assert essence_of(state) == 1


def test_wing_ears_offers_nothing_on_a_white_that_explodes_the_pot() -> None:
    state = draw(
        brewing(Patient.WING_EARS, 5, bag="W3 W1", cauldron="vanaf 0: 2:W2 4:W2 5:W1"), "W3"
    )
    assert state.players[0].exploded
    assert essence_of(state) == 5


def test_wing_ears_only_once_the_round_after_an_essence_phase() -> None:
    state = draw(brewing(Patient.WING_EARS, 5, round=1), "W1")
    assert state.players[0].task is None
    assert essence_of(state) == 5


# -- Karbonkelneus and Heksenbochel ---------------------------------------------------------------


def test_carrot_nose_puts_a_pumpkin_on_the_next_empty_ruby_field() -> None:
    state = draw(brewing(Patient.CARROT_NOSE, 2, bag="O1 W1", cauldron="vanaf 0: 1:W1"), "O1")
    assert codes(state) == ["karbonkelneus:gebruik", "gewoon"]
    state = chosen(state, "karbonkelneus:gebruik")
    expected = ruled(Patient.CARROT_NOSE, 2, "O1", "vanaf 0: 1:W1", Choice.USE)
    assert state.players[0].cauldron == expected.cauldron
    assert state.players[0].cauldron.last_field == 5
    assert essence_of(state) == 0


def test_carrot_nose_declined_places_the_pumpkin_by_its_value() -> None:
    state = chosen(draw(brewing(Patient.CARROT_NOSE, 2, bag="O1"), "O1"), "gewoon")
    assert state.players[0].cauldron.last_field == 1
    assert essence_of(state) == 2


def test_witchs_hump_pays_two_essence_for_a_chip_on_a_ruby_field() -> None:
    state = draw(brewing(Patient.WITCHS_HUMP, 2, bag="G1 W1", cauldron="vanaf 0: 4:G4"), "G1")
    assert isinstance(state.players[0].task, HumpChoice)
    rubies = state.players[0].rubies
    state = chosen(state, "heksenbochel:gebruik")
    assert state.players[0].rubies == rubies + 1  # a 1-chip on a ruby field: one ruby
    assert essence_of(state) == 0


def test_witchs_hump_asks_nothing_off_a_ruby_field() -> None:
    state = draw(brewing(Patient.WITCHS_HUMP, 5, bag="G1 W1", cauldron="vanaf 0: 3:G2"), "G1")
    assert state.players[0].task is None
    assert essence_of(state) == 5


# -- Vergeetachtigheid ----------------------------------------------------------------------------


def test_forgetfulness_returns_a_coloured_chip_for_its_value() -> None:
    pot = "vanaf 0: 1:W1 3:G2 4:O1"
    state = brewing(Patient.FORGETFULNESS, 3, cauldron=pot)
    legal = GAME.legal_actions(state, 0)
    assert [a for a in legal if isinstance(a, ReturnChip)] == [
        ReturnChip(0, Chip.parse("G2")),
        ReturnChip(0, Chip.parse("O1")),
    ]
    after = GAME.apply(state, ReturnChip(0, Chip.parse("G2")))
    expected = ruled(Patient.FORGETFULNESS, 3, "G2", pot, Choice.USE)
    assert after.players[0].cauldron == expected.cauldron
    assert essence_of(after) == expected.essence_after == 1
    assert after.players[0].bag.count(Chip.parse("G2")) == 1


@pytest.mark.parametrize(
    ("essence", "chip", "clause"),
    [
        (3, "W1", "alchemisten.patient.vergeetachtigheid.niet"),
        (1, "G2", "alchemisten.essentie.betalen"),
    ],
)
def test_forgetfulness_refused_names_the_clause_and_changes_nothing(
    essence: int, chip: str, clause: str
) -> None:
    state = brewing(Patient.FORGETFULNESS, essence, cauldron="vanaf 0: 1:W1 3:G2")
    before = str(state)
    with pytest.raises(RuleError) as refused:
        GAME.apply(state, ReturnChip(0, Chip.parse(chip)))
    assert refused.value.clause_id == clause
    assert str(state) == before


def test_the_new_actions_read_back_from_their_notation() -> None:
    for action_ in (PatientsDrawn(CHANCE, THREE), ReturnChip(2, Chip.parse("B1"))):
        assert GAME.parse_action(str(action_)) == action_


# -- the engine and the rulings agree -------------------------------------------------------------


@pytest.mark.parametrize("essence", range(0, 6))
@pytest.mark.parametrize("chip", ["W1", "W2", "W3"])
@pytest.mark.parametrize("pot", ["vanaf 0:", "vanaf 2: 3:W1 5:G2", "vanaf 1: 2:W1 4:W2 6:B2"])
def test_wing_ears_in_the_engine_is_the_ruling(essence: int, chip: str, pot: str) -> None:
    state = draw(brewing(Patient.WING_EARS, essence, bag="W1 W2 W3", cauldron=pot), chip)
    for choice in (Choice.DOUBLE, Choice.BACK):
        expected = ruled(Patient.WING_EARS, essence, chip, pot, choice)
        offered = f"zeiloren:{choice.value}" in codes(state)
        assert offered == expected.allowed
        if offered:
            after = chosen(state, f"zeiloren:{choice.value}")
            assert after.players[0].cauldron == expected.cauldron
            assert essence_of(after) == expected.essence_after >= 0


@pytest.mark.parametrize("essence", range(0, 4))
@pytest.mark.parametrize("pot", ["vanaf 0:", "vanaf 3: 4:O1", "vanaf 10: 12:G2", "vanaf 29: 30:W1"])
def test_carrot_nose_in_the_engine_is_the_ruling(essence: int, pot: str) -> None:
    state = draw(brewing(Patient.CARROT_NOSE, essence, bag="O1", cauldron=pot), "O1")
    expected = ruled(Patient.CARROT_NOSE, essence, "O1", pot, Choice.USE)
    assert ("karbonkelneus:gebruik" in codes(state)) == expected.allowed
    if expected.allowed:
        after = chosen(state, "karbonkelneus:gebruik")
        assert after.players[0].cauldron == expected.cauldron
        assert essence_of(after) == expected.essence_after


# -- whole games ----------------------------------------------------------------------------------


def _chips(state: GameState) -> Counter[Chip]:
    found: Counter[Chip] = Counter(state.supply)
    for player in state.players:
        found.update(player.bag)
        found.update(p.chip for p in player.cauldron.chips)
        found.update(player.hand)
        found.update(player.aside)
    for extra in state.extras:  # chips an expansion holds (Schichtigheid's open chips)
        found.update(extra.chips())
    return found


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_whole_game_with_patients_plays_to_its_end_and_replays(players: int) -> None:
    setup = Setup.with_set(1 + players % 4, players=players, extras=(AlchemistsSetup(),))
    styles = list(BOTS.values())
    agents: dict[int, Any] = {seat: styles[seat % len(styles)] for seat in range(players)}
    play = Playthrough.start(GAME, setup, players, agents)
    states = [play.state]
    chips = _chips(play.state)
    while not GAME.is_over(play.state):
        play.step()
        states.append(play.state)
        assert _chips(play.state) == chips, "a chip appeared or vanished"
        assert min(play.state.extra(Essence).markers) >= 0
    assert all(p is not None for p in play.state.extra(Patients).chosen)
    replayed = GAME.new_game(setup, players)
    assert replayed == states[0]
    for action_, state in zip(play.actions, states[1:], strict=True):
        replayed = GAME.apply(replayed, GAME.parse_action(str(action_)))
        assert replayed == state


# -- computer players -----------------------------------------------------------------------------

BOT = BOTS["voorzichtig"]


def test_a_computer_player_prefers_the_patient_whose_action_the_engine_plays_most() -> None:
    state = GAME.apply(started(), PatientsDrawn(CHANCE, THREE))
    move = BOT.choose(GAME, state, 0, GAME.legal_actions(state, 0))
    assert isinstance(move, Choose)
    assert offers(state, 0)[move.option].code == "patiënt:Zeiloren"


@pytest.mark.parametrize(
    ("pot", "wanted"),
    [("vanaf 0:", "zeiloren:dubbel"), ("vanaf 0: 1:W1 3:W2 5:W2", "zeiloren:terug")],
)
def test_a_computer_player_sends_a_white_back_only_when_the_room_is_tight(
    pot: str, wanted: str
) -> None:
    state = draw(brewing(Patient.WING_EARS, 5, bag="W1 W1", cauldron=pot), "W1")
    move = BOT.choose(GAME, state, 0, GAME.legal_actions(state, 0))
    assert isinstance(move, Choose)
    assert codes(state)[move.option] == wanted


def test_a_computer_player_returns_its_best_chip_that_is_not_the_last() -> None:
    state = brewing(Patient.FORGETFULNESS, 9, cauldron="vanaf 0: 1:O1 3:G2 7:B4")
    move = BOT.choose(GAME, state, 0, GAME.legal_actions(state, 0))
    assert move == ReturnChip(0, Chip.parse("G2"))


# -- the bonuses after the essence phase ----------------------------------------------------------


def at_essence(patient: Patient, field: int, cauldron: str = "vanaf 0:") -> GameState:
    return evolve(brewing(patient, field, cauldron=cauldron), phase="essentie")


def test_the_glass_points_come_at_once() -> None:
    state = patient_bonus(at_essence(Patient.CARROT_NOSE, 9), 0)
    got = bonus(BonusQuestion(Patient.CARROT_NOSE, 9, 2))
    assert got.victory_points == 2
    assert state.players[0].todo == (Apply(Gain(points=2), "alchemisten.patient.karbonkelneus"),)


def test_chicken_eyes_gives_the_bonus_of_its_field() -> None:
    state = patient_bonus(at_essence(Patient.CHICKEN_EYES, 6), 0)  # three rubies on field 6
    assert state.players[0].todo == (Apply(Gain(rubies=3), "alchemisten.patient.kippenogen"),)


def test_chicken_eyes_swaps_a_one_chip_for_a_four_of_its_colour() -> None:
    state = patient_bonus(at_essence(Patient.CHICKEN_EYES, 9, "vanaf 0: 1:W1 2:G1 3:B1"), 0)
    task = state.players[0].task
    assert isinstance(task, SwapOne)
    options = task.options(state, 0)
    assert [o.code for o in options] == ["ruil:G1>G4", "ruil:B1>B4", "niets"]
    after = options[0].apply(state)
    assert after.players[0].bag.count(Chip.parse("G4")) == 1
    assert Chip.parse("G1") not in after.players[0].cauldron.contents()
    assert _chips(after) == _chips(state)


def test_vampirism_buys_one_chip_for_the_field_number_in_coins() -> None:
    state = patient_bonus(at_essence(Patient.VAMPIRISM, 4), 0)
    task = state.players[0].task
    assert task == BuyOne(4)
    assert isinstance(task, BuyOne)
    codes_ = [o.code for o in task.options(state, 0)]
    assert codes_ == ["koop:O1", "koop:G1", "niets"]  # set 1 prices: pumpkin 3, spider 4


def test_ear_worm_draws_are_placed_by_value_and_never_explode_like_the_ruling() -> None:
    pot = "vanaf 0: 2:W2 4:W2 5:W1"
    state = patient_bonus(at_essence(Patient.EAR_WORM, 3, pot), 0)
    assert state.players[0].task == EarWormDraw(2)  # glass 3: draw two chips
    state = evolve(
        state, players=(evolve(state.players[0], bag=Bag.parse("W3 W1")), state.players[1])
    )
    state = GAME.apply(state, DrawnChip(CHANCE, 0, Chip.parse("W3")))
    state = GAME.apply(state, DrawnChip(CHANCE, 0, Chip.parse("W1")))
    expected = bonus(
        BonusQuestion(Patient.EAR_WORM, 3, 2, Cauldron.parse(pot), drawn=Chips.parse("W3 W1"))
    )
    assert state.players[0].cauldron == expected.cauldron
    assert state.players[0].cauldron.white_total() == 9
    assert not state.players[0].exploded


def test_a_glass_rat_tail_counts_in_the_next_rats_phase() -> None:
    state = patient_bonus(at_essence(Patient.CARROT_NOSE, 1), 0)
    assert state.extra(Patients).rats == (1, 0)
    state = glass_rats(begin_rats(evolve(state, round=3)))
    assert state.players[0].rats == 1 + rat_tails(state, 0)
    assert state.extra(Patients).rats == ()


# -- Schichtigheid --------------------------------------------------------------------------------


def test_nervousness_draws_at_the_start_of_the_next_brewing_like_the_ruling() -> None:
    assert patient_bonus(at_essence(Patient.NERVOUSNESS, 3), 0).extra(Patients).draws == (2, 0)
    state = brewing(Patient.NERVOUSNESS, 3, bag="W1 G2 B1")
    state = open_draws(state.with_extra(Patients((), (Patient.NERVOUSNESS,) * 2, draws=(2, 0))))
    assert state.players[0].task == NervousDraw(2)
    state = GAME.apply(state, DrawnChip(CHANCE, 0, Chip.parse("W1")))
    state = GAME.apply(state, DrawnChip(CHANCE, 0, Chip.parse("G2")))
    expected = bonus(BonusQuestion(Patient.NERVOUSNESS, 3, 2, drawn=Chips.parse("W1 G2")))
    assert open_of(state, 0) == expected.open_chips == Chips.parse("G2")
    assert state.players[0].bag == Bag.parse("W1 B1")  # the white went straight back


def test_nervousness_places_an_open_chip_instead_of_drawing() -> None:
    pot = "vanaf 0: 1:W1"
    state = brewing(Patient.NERVOUSNESS, 3, cauldron=pot)
    state = state.with_extra(
        Patients((), (Patient.NERVOUSNESS,) * 2, open=(Chips.parse("G2"), Chips()))
    )
    assert PlaceOpen(0, Chip.parse("G2")) in GAME.legal_actions(state, 0)
    after = GAME.apply(state, PlaceOpen(0, Chip.parse("G2")))
    expected = ruled(Patient.NERVOUSNESS, 3, "G2", pot, Choice.USE)
    assert after.players[0].cauldron == expected.cauldron
    assert open_of(after, 0) == Chips()
    assert after.players[0].drawn == 1
    assert essence_of(after) == 3  # it costs no essence
    with pytest.raises(RuleError) as refused:
        GAME.apply(after, PlaceOpen(0, Chip.parse("G2")))
    assert refused.value.clause_id == "alchemisten.patient.schichtigheid"
    assert GAME.parse_action(str(PlaceOpen(0, Chip.parse("G2")))) == PlaceOpen(0, Chip.parse("G2"))


def test_the_open_chips_nobody_placed_go_back_into_the_bag_after_brewing() -> None:
    state = brewing(Patient.NERVOUSNESS, 3, bag="W1")
    state = state.with_extra(
        Patients((), (Patient.NERVOUSNESS,) * 2, open=(Chips.parse("G2 B1"), Chips()))
    )
    after = open_chips_back(state)
    assert after.players[0].bag == Bag.parse("W1 G2 B1")
    assert _chips(after) == _chips(state)


def test_the_new_actions_have_a_dutch_gloss_for_logs_and_buttons() -> None:
    state = started()
    assert GAME.describe(state, PatientsDrawn(CHANCE, THREE)) == (
        "op tafel komen Karbonkelneus, Zeiloren en Vergeetachtigheid"
    )
    assert GAME.describe(state, ReturnChip(0, Chip.parse("G2"))) == (
        "speler 1: doe G2 terug in je buidel voor 2 essentie (Vergeetachtigheid)"
    )
    assert GAME.describe(state, PlaceOpen(1, Chip.parse("B1"))) == (
        "speler 2: leg het open fiche B1 in je ketel (Schichtigheid)"
    )


@pytest.mark.parametrize("essence", range(0, 6))
@pytest.mark.parametrize("round_", [1, 2, 9])
@pytest.mark.parametrize("pot", ["vanaf 0: 1:W1 3:G2 4:O1 8:B4", "vanaf 2: 3:N 4:R1 6:Y2 7:W2"])
def test_forgetfulness_offers_exactly_what_the_ruling_allows(
    essence: int, round_: int, pot: str
) -> None:
    state = brewing(Patient.FORGETFULNESS, essence, cauldron=pot, round=round_)
    offered = {a.chip for a in GAME.legal_actions(state, 0) if isinstance(a, ReturnChip)}
    allowed = {
        placed.chip
        for placed in Cauldron.parse(pot).chips
        if action(
            ActionQuestion(
                Patient.FORGETFULNESS,
                essence,
                placed.chip,
                Cauldron.parse(pot),
                Choice.USE,
                round=round_,
            )
        ).allowed
    }
    assert offered == allowed


@pytest.mark.parametrize("essence", [1, 2, 3])
@pytest.mark.parametrize("chip", ["G1", "G2", "W3", "G4", "B1", "B2", "P1", "N"])
@pytest.mark.parametrize("start", [1, 2, 3, 4, 7, 8])
def test_witchs_hump_is_asked_exactly_when_the_ruling_allows(
    essence: int, chip: str, start: int
) -> None:
    pot = f"vanaf {start}:"
    state = brewing(Patient.WITCHS_HUMP, essence, bag=f"{chip} W1", cauldron=pot)
    state = draw(state, chip)
    expected = ruled(Patient.WITCHS_HUMP, essence, chip, pot, Choice.USE)
    asked = isinstance(state.players[0].task, HumpChoice)
    assert asked == expected.allowed
    if asked:
        rubies, score = state.players[0].rubies, state.players[0].score
        after = chosen(state, "heksenbochel:gebruik")
        assert essence_of(after) == expected.essence_after
        assert after.players[0].rubies - rubies == expected.rubies
        assert after.players[0].score - score == expected.victory_points
        if expected.die_rolls:
            assert after.players[0].task == Roll(expected.die_rolls)
        for reward in expected.to_bag:  # a mandrake from the box
            assert after.players[0].bag.count(reward) == state.players[0].bag.count(reward) + 1


def test_wing_ears_also_on_a_white_picked_after_a_blue_draw() -> None:
    state = draw(brewing(Patient.WING_EARS, 3, bag="B1 W1"), "B1")
    state = GAME.apply(state, DrawnChip(CHANCE, 0, Chip.parse("W1")))  # the blue chip's draw
    state = chosen(state, "leg:W1")
    assert codes(state) == ["zeiloren:dubbel", "zeiloren:terug", "gewoon"]
    state = chosen(state, "zeiloren:dubbel")
    assert state.players[0].cauldron.last_field == 1 + 2
    assert essence_of(state) == 1
    assert not state.players[0].hand


class Random:
    """Picks uniformly among the legal actions with its own seeded random source."""

    name = "willekeurig"

    def __init__(self, seed: int) -> None:
        import random

        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Any, player: int, legal: Any) -> Any:
        return self.rng.choice(list(legal))


@pytest.mark.parametrize("patient", list(Patient))
def test_every_patient_plays_whole_games_with_random_players(patient: Patient) -> None:
    """Everyone treats ``patient``; random players try every option it brings, in three games
    (set 2's red book puts reds beside the cauldron, which some patients treat apart)."""
    others = [p for p in Patient if p is not patient][:2]
    for seed, books in ((1, 1), (2, 2), (3, 3)):
        setup = Setup.with_set(books, players=3, extras=(AlchemistsSetup(),))
        agents: dict[int, Any] = {seat: Random(seed * 10 + seat) for seat in range(3)}
        play = Playthrough.start(GAME, setup, seed, agents)
        play.act(PatientsDrawn(CHANCE, tuple(sorted([patient, *others], key=list(Patient).index))))
        index = play.state.extra(Patients).offered.index(patient)
        for seat in range(3):
            play.act(Choose(seat, index))
        chips = _chips(play.state)
        while not GAME.is_over(play.state):
            play.step()
            assert _chips(play.state) == chips, "a chip appeared or vanished"
            assert min(play.state.extra(Essence).markers) >= 0
        replayed = play.states[0]
        for action_, state in zip(play.actions, play.states[1:], strict=True):
            replayed = GAME.apply(replayed, GAME.parse_action(str(action_)))
            assert replayed == state


def test_before_the_bonus_the_marker_may_go_back_to_a_lower_field() -> None:
    state = after_essence(at_essence(Patient.CHICKEN_EYES, 6))
    assert codes(state) == [f"essentie:{n}" for n in range(6, -1, -1)]
    assert offers(state, 0)[0].label == "houd je essentiefiche op veld 6"
    lower = chosen(state, "essentie:2")  # field 2: a pumpkin instead of three rubies
    assert essence_of(lower) == 2
    assert (
        lower.players[0].bag.count(Chip.parse("O1"))
        == state.players[0].bag.count(Chip.parse("O1")) + 1
    )
    assert lower.players[0].rubies == state.players[0].rubies


def test_no_lower_field_to_choose_in_round_nine_or_from_field_zero() -> None:
    assert after_essence(at_essence(Patient.CHICKEN_EYES, 0)).players[0].todo == ()
    last = evolve(at_essence(Patient.CHICKEN_EYES, 6), round=9)
    assert after_essence(last).players[0].todo == ()


def ear_worm(field: int, pot: str, bag: str) -> GameState:
    """Player 1 treats Oorwurm, reached ``field`` and has ``bag``: the draws are next."""
    state = patient_bonus(at_essence(Patient.EAR_WORM, field, pot), 0)
    return evolve(state, players=(evolve(state.players[0], bag=Bag.parse(bag)), state.players[1]))


def drawn(state: GameState, chip: str) -> GameState:
    return GAME.apply(state, DrawnChip(CHANCE, 0, Chip.parse(chip)))


def test_an_ear_worm_red_goes_further_for_the_pumpkins_as_while_brewing() -> None:
    state = drawn(ear_worm(1, "vanaf 0: 1:O1 2:O1", "R1"), "R1")  # glass 1: one chip
    # red, set 1: one or two pumpkins in the cauldron -> one field more than its value
    assert [(p.field, str(p.chip)) for p in state.players[0].cauldron.chips][-1] == (4, "R1")


def test_an_ear_worm_blue_looks_into_the_bag_before_the_next_draw() -> None:
    state = drawn(ear_worm(3, "vanaf 0: 2:W2 5:W3", "B2 G1 W3 O1"), "B2")  # glass 3: two chips
    assert state.players[0].cauldron.last_field == 7
    assert GAME.current_players(state) == (CHANCE,)
    state = drawn(drawn(state, "G1"), "W3")  # the blue 2 shows two chips
    assert codes(state) == ["leg:W3", "leg:G1", "geen"]
    assert state.players[0].todo[-1] == EarWormDraw(1)  # the second draw waits for the pick
    state = chosen(state, "leg:W3")  # whites 2 + 3 + 3 = 8, past 7
    assert state.players[0].cauldron.white_total() == 8
    assert not state.players[0].exploded
    assert state.players[0].bag.count(Chip.parse("G1")) == 1  # the chip not picked goes back
    assert state.players[0].task == EarWormDraw(1)


def test_an_ear_worm_yellow_may_send_the_white_before_it_back() -> None:
    state = drawn(ear_worm(1, "vanaf 0: 2:W2", "Y1"), "Y1")
    assert codes(state) == ["terug", "laten"]
    before = state.players[0].bag.count(Chip.parse("W2"))
    state = chosen(state, "terug")
    assert state.players[0].bag.count(Chip.parse("W2")) == before + 1
    assert [str(p.chip) for p in state.players[0].cauldron.chips] == ["Y1"]


def test_the_table_picture_names_the_three_patients_drawn_and_the_book() -> None:
    from rulebook.quacks.engine import phase_name
    from rulebook.quacks.pictures.overview import describe_state
    from rulebook.quacks.svg import table_svg

    before = started()
    assert "patiënten op tafel" not in table_svg(before)._repr_svg_()
    state = GAME.apply(before, PatientsDrawn(CHANCE, THREE))
    line = "patiënten op tafel: Karbonkelneus, Zeiloren en Vergeetachtigheid · narrenkruidboek 11"
    assert line in table_svg(state)._repr_svg_()
    # the text for a screen reader starts a sentence
    assert line[1:] in describe_state(state, phase_name(state))
    base = GAME.new_game(Setup(players=2), 7)
    assert "narrenkruid" not in describe_state(base, phase_name(base))


def with_setup(state: GameState, settings: AlchemistsSetup) -> GameState:
    return evolve(state, setup=Setup(players=len(state.players), extras=(settings,)))


def test_a_readers_own_glasses_give_their_points_in_the_engine() -> None:
    """Clause ``alchemisten.bonus.kaarten``: where the reader's card differs, the game plays with
    theirs; the other patients keep the public reading."""
    own = OwnGlasses(Patient.CARROT_NOSE, (Glass(5),) * 10)
    settings = AlchemistsSetup(own_glasses=(own,))
    state = patient_bonus(with_setup(at_essence(Patient.CARROT_NOSE, 9), settings), 0)
    assert state.players[0].todo == (Apply(Gain(points=5), "alchemisten.patient.karbonkelneus"),)
    other = patient_bonus(with_setup(at_essence(Patient.WITCHS_HUMP, 9), settings), 0)
    assert other.players[0].todo == (Apply(Gain(points=2), "alchemisten.patient.heksenbochel"),)


def test_the_patient_options_of_the_setup_reach_the_engine() -> None:
    """``vampierisme-munten`` and ``kippenogen-volgorde`` are named options with a default; a
    game set up with other values plays with those."""
    coins = AlchemistsSetup(patients=PatientOptions(vampirism_coins=(3,) * 9))
    state = patient_bonus(with_setup(at_essence(Patient.VAMPIRISM, 4), coins), 0)
    assert state.players[0].task == BuyOne(3)
    order = AlchemistsSetup(patients=PatientOptions(chicken_eyes=(ChickenBonus.RUBY,) * 10))
    state = patient_bonus(with_setup(at_essence(Patient.CHICKEN_EYES, 6), order), 0)
    assert state.players[0].todo == (Apply(Gain(rubies=1), "alchemisten.patient.kippenogen"),)


def test_the_setup_with_its_patient_options_reads_back_from_its_notation() -> None:
    settings = AlchemistsSetup(
        patients=PatientOptions(vampirism_coins=(3,) * 9),
        own_glasses=(OwnGlasses(Patient.FORGETFULNESS, (Glass(rat=True),) * 10),),
    )
    setup = Setup(players=3, extras=(settings,))
    assert "vampierisme-munten=[3 3 3 3 3 3 3 3 3]" in str(setup)
    assert Setup.parse(str(setup)) == setup


def test_own_glasses_need_ten_glasses_and_one_card_per_patient() -> None:
    with pytest.raises(ValueError, match="10 glasses"):
        OwnGlasses(Patient.VAMPIRISM, (Glass(1),) * 9)
    card = OwnGlasses(Patient.VAMPIRISM, (Glass(1),) * 10)
    with pytest.raises(ValueError, match="twice"):
        AlchemistsSetup(own_glasses=(card, card))
