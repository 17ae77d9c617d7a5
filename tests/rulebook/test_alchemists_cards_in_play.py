"""The 17 new fortune-teller cards of De Alchemisten in the engine's deck, played in games.

Every card is turned in a seeded game and played; the outcome is what a player checks at the
table (rubies, rat tails, chips in the bag, the essence marker, points). Where chapter 22's
ruling computes something, the engine must give the same (``card_rules`` is shared).
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from rulebook.core.errors import RuleError
from rulebook.core.model.evolve import evolve
from rulebook.core.model.game import CHANCE
from rulebook.quacks import rules
from rulebook.quacks.actions import Buy, Choose, Draw, DrawnChip, Stop, Turned
from rulebook.quacks.alchemists.cards.data import LastChip
from rulebook.quacks.alchemists.cards.in_play import GoodNeighbour, deck_cards
from rulebook.quacks.alchemists.cards.rulings import (
    essence_card_ruling,
    essential_essence_ruling,
    rat_blessing_ruling,
    ruby_fever_ruling,
    tipple_ruling,
    white_blessing_ruling,
)
from rulebook.quacks.alchemists.expansion import EXPANSION, AlchemistsSetup, Essence, situation_of
from rulebook.quacks.board import TRACK
from rulebook.quacks.bots import BOTS
from rulebook.quacks.engine import make_game
from rulebook.quacks.state import Chip
from rulebook.quacks.table import Apply, GameState, Setup, Shop

GAME = make_game((EXPANSION,))
G2, B4, W2, W3 = (Chip.parse(c) for c in ("G2", "B4", "W2", "W3"))


def _setup(players: int = 3, book: int = 11, last_chip: LastChip = LastChip.DISTANCE) -> Setup:
    setup = AlchemistsSetup(book=book, last_chip=last_chip)
    return Setup.with_set(1, players=players, extras=(setup,))


def _step(state: GameState, rng: random.Random) -> GameState:
    """One action: a chance step drawn with the seeded ``rng``, else a computer player's move."""
    seats = GAME.current_players(state)
    if seats == (CHANCE,):
        outcomes = GAME.chance_outcomes(state)
        actions = [a for a, _ in outcomes]
        weights = [float(p) for _, p in outcomes]
        return GAME.apply(state, rng.choices(actions, weights)[0])
    seat = seats[0]
    legal = GAME.legal_actions(state, seat)
    return GAME.apply(state, BOTS["voorzichtig"].choose(GAME, state, seat, legal))


def _at_card(players: int = 3, seed: int = 1, last_chip: LastChip = LastChip.DISTANCE) -> GameState:
    """A new game with the expansion, played up to the turning of round 1's card."""
    rng = random.Random(seed)
    state = GAME.new_game(_setup(players, last_chip=last_chip), seed)
    while not any(isinstance(a, Turned) for a, _ in GAME.chance_outcomes(state)):
        state = _step(state, rng)
    return state


def _turn(state: GameState, card: str) -> GameState:
    return GAME.apply(state, Turned(CHANCE, f"A-{card}"))


def _until(state: GameState, done: object, seed: int = 7) -> GameState:
    """Play on (bots, seeded chance) until ``done(state)`` holds."""
    rng = random.Random(seed)
    for _ in range(5000):
        if done(state):  # type: ignore[operator]
            return state
        state = _step(state, rng)
    raise AssertionError("the situation was not reached")


def _choose(state: GameState, seat: int, code: str) -> GameState:
    codes = [option.code for option in rules.offers(state, seat)]
    assert code in codes, codes
    return GAME.apply(state, Choose(seat, codes.index(code)))


def _brewing(state: GameState) -> bool:
    return state.phase == "brouwen"


# -- the deck -----------------------------------------------------------------------------------


def test_the_deck_with_the_expansion_holds_41_cards_and_no_witch_hat() -> None:
    state = _at_card()
    outcomes = GAME.chance_outcomes(state)
    ids = [action.card for action, _ in outcomes if isinstance(action, Turned)]
    assert len(ids) == 24 + 17 and len(set(ids)) == 41
    assert all(p == Fraction(1, 41) for _, p in outcomes)
    new = sorted(i for i in ids if i.startswith("A-"))
    assert new == sorted(
        [f"A-P{n}" for n in (1, 2, 3, 4, 5, 6, 8, 9, 10)]
        + [f"A-B{n}" for n in (1, 2, 3, 4, 5, 6, 7, 9)]
    )
    assert not {"A-P7", "A-B8", "A-B10"} & set(ids)
    assert {card.clause_id for card in deck_cards()} == {f"alchemisten.kaart.{i[2:]}" for i in new}


def test_the_base_game_deck_is_unchanged() -> None:
    state = GAME.new_game(Setup.with_set(1, players=2), 3)
    ids = [a.card for a, _ in GAME.chance_outcomes(state) if isinstance(a, Turned)]
    assert len(ids) == 24 and not any(i.startswith("A-") for i in ids)
    with pytest.raises(RuleError):
        GAME.apply(state, Turned(CHANCE, "A-P1"))


def test_a_witch_hat_card_cannot_be_turned_and_its_ruling_still_refuses() -> None:
    state = _at_card()
    with pytest.raises(RuleError):
        GAME.apply(state, Turned(CHANCE, "A-P7"))
    from rulebook.quacks.alchemists.cards.rulings import card_ruling

    with pytest.raises(RuleError, match="heksenhoed"):
        card_ruling("B8")


def test_the_new_card_notation_reads_back() -> None:
    assert GAME.parse_action("kans kaart A-B9") == Turned(CHANCE, "A-B9")
    assert GAME.parse_action("2 wit3-terug") == GoodNeighbour(1)
    assert str(GoodNeighbour(1)) == "2 wit3-terug"


# -- purple cards -------------------------------------------------------------------------------


def test_p2_every_player_draws_with_exact_odds_and_takes_the_chips_value_in_rubies() -> None:
    state = _turn(_at_card(), "P2")
    assert GAME.current_players(state) == (CHANCE,)
    outcomes = dict(GAME.chance_outcomes(state))
    bag = state.players[0].bag
    assert outcomes[DrawnChip(CHANCE, 0, W3)] == Fraction(bag.count(W3), len(bag))
    assert sum(outcomes.values()) == 1
    before = state.players[0]
    after = GAME.apply(state, DrawnChip(CHANCE, 0, W3))
    assert after.players[0].rubies == before.rubies + 3
    assert after.players[0].bag == before.bag  # the chip goes back


@pytest.mark.parametrize("chip", ["W1", "W2", "W3", "O1", "G1", "N"])
def test_p2_engine_equals_the_ruling(chip: str) -> None:
    state = _turn(_at_card(), "P2")
    drawn = Chip.parse(chip)
    bag = state.players[0].bag.add(drawn)
    state = state.with_player(0, bag=bag)
    after = GAME.apply(state, DrawnChip(CHANCE, 0, drawn))
    gained = after.players[0].rubies - state.players[0].rubies
    assert gained == ruby_fever_ruling(chip).result


def test_p1_the_bundle_gives_a_ruby_a_roll_and_three_rat_tails_at_the_rat_stone() -> None:
    state = _turn(_at_card(), "P1")
    rubies = state.players[0].rubies
    state = _choose(state, 0, "optie:1")
    assert state.players[0].rubies == rubies + 1
    assert GAME.current_players(state) == (CHANCE,)  # the roll
    state = _until(state, _brewing)
    player = state.players[0]
    assert player.rats == 3
    assert player.cauldron.start == player.droplet + 3


def test_p1_the_other_option_puts_a_red_two_in_the_bag() -> None:
    state = _turn(_at_card(), "P1")
    red = Chip.parse("R2")
    before = state.players[1].bag.count(red)
    state = _choose(state, 0, "optie:2")
    state = _choose(state, 1, "optie:2")
    assert state.players[1].bag.count(red) == before + 1


def test_p4_eight_rat_tails_move_the_rat_stone_eight_fields() -> None:
    state = _turn(_at_card(), "P4")
    state = _choose(state, 0, "optie:1")
    state = _until(state, _brewing)
    assert state.players[0].cauldron.start == state.players[0].droplet + 8


def test_p3_two_rubies_instead_of_a_chip() -> None:
    state = _turn(_at_card(), "P3")
    rubies = state.players[0].rubies
    labels = [o.label for o in rules.offers(state, 0)]
    state = GAME.apply(state, Choose(0, labels.index("2 robijnen")))
    assert state.players[0].rubies == rubies + 2


def _round_two(state: GameState, scores: tuple[int, ...]) -> GameState:
    """The same table in round 2 with these scores (the leader's distance gives rat tails)."""
    state = evolve(state, round=2)
    for seat, score in enumerate(scores):
        state = state.with_player(seat, score=score)
    return state


def test_p5_a_roll_only_for_two_rat_tails_or_more() -> None:
    state = _round_two(_at_card(), (0, 20, 20))
    tails = [rules.rat_tails(state, seat) for seat in state.seats]
    assert tails[0] >= 2 and tails[1] == tails[2] == 0
    state = _turn(state, "P5")
    # the rats phase asks seat 0's roll, nobody else's
    assert GAME.current_players(state) == (CHANCE,)
    assert state.players[0].rats == tails[0]
    assert state.players[0].todo and not state.players[1].todo and not state.players[2].todo


def test_p6_each_ruby_handed_in_gives_three_rat_tails() -> None:
    state = _at_card()
    state = state.with_player(0, rubies=3)
    state = _turn(state, "P6")
    state = _choose(state, 0, "kaart:P6:2")
    assert state.players[0].rubies == 1
    state = _until(state, _brewing)
    assert state.players[0].rats == 6


def test_p8_you_choose_and_your_left_neighbour_takes_a_chip() -> None:
    state = _turn(_at_card(), "P8")
    state = _choose(state, 0, "kaart:P8:2")
    left = state.left_of(0)
    state = _until(state, lambda s: bool(s.players[left].todo) and rules.offers(s, left))
    codes = [o.code for o in rules.offers(state, left)]
    assert "neem:G4" in codes and "neem:R1" in codes
    before = state.players[left].bag.count(Chip.parse("G4"))
    state = _choose(state, left, "neem:G4")
    assert state.players[left].bag.count(Chip.parse("G4")) == before + 1


def test_p9_forgo_rat_tails_for_a_chip_not_purple() -> None:
    state = _round_two(_at_card(), (0, 20, 20))
    tails = rules.rat_tails(state, 0)
    state = _turn(state, "P9")
    codes = [o.code for o in rules.offers(state, 0)]
    assert "kaart:P9:2:G1" in codes and not any(c.endswith(":P1") for c in codes)
    assert ("kaart:P9:6:G4" in codes) == (tails >= 6)
    before = state.players[0].bag.count(Chip.parse("G1"))
    state = _choose(state, 0, "kaart:P9:2:G1")
    assert state.players[0].rats == tails - 2
    assert state.players[0].bag.count(Chip.parse("G1")) == before + 1


@pytest.mark.parametrize(("droplet", "back"), [(1, 1), (2, 2), (3, 1)])
def test_p10_the_droplet_back_for_a_chip_as_the_ruling_says(droplet: int, back: int) -> None:
    state = _at_card().with_player(0, droplet=droplet)
    state = _turn(state, "P10")
    ruling = tipple_ruling(droplet, back)
    chip = Chip.parse(f"G{ruling.result}")
    before = state.players[0].bag.count(chip)
    state = _choose(state, 0, f"kaart:P10:{back}:{chip}")
    assert state.players[0].droplet == droplet - back
    assert state.players[0].bag.count(chip) == before + 1


def test_p10_never_below_field_zero() -> None:
    state = _turn(_at_card().with_player(0, droplet=1), "P10")
    codes = [o.code for o in rules.offers(state, 0)]
    assert not any(c.startswith("kaart:P10:2:") for c in codes)


# -- blue cards ---------------------------------------------------------------------------------


def _brew(state: GameState, seat: int, *chips: Chip) -> GameState:
    """``seat`` draws these chips (put into the bag first when it has none), one by one."""
    for chip in chips:
        if chip not in state.players[seat].bag:
            state = state.with_player(seat, bag=state.players[seat].bag.add(chip))
        state = GAME.apply(state, Draw(seat))
        state = GAME.apply(state, DrawnChip(CHANCE, seat, chip))
    return state


def _blue(card: str, last_chip: LastChip = LastChip.DISTANCE) -> GameState:
    state = _turn(_at_card(last_chip=last_chip), card)
    return _until(state, _brewing)


def test_b1_after_stopping_a_coloured_two_swapped_on_its_field() -> None:
    state = _brew(_blue("B1"), 0, G2)
    field = state.players[0].cauldron.chips[-1].field
    supply_b4 = state.supply.count(B4)
    state = GAME.apply(state, Stop(0))
    state = _choose(state, 0, "kaart:B1:G2>B4")
    placed = state.players[0].cauldron.chips[-1]
    assert placed.chip == B4 and placed.field == field
    assert state.supply.count(B4) == supply_b4 - 1


def test_b1_not_for_an_exploded_cauldron() -> None:
    state = _brew(_blue("B1"), 0, G2, W3, W2, W2, Chip.parse("W1"))
    assert state.players[0].exploded
    assert not any(o.code.startswith("kaart:B1") for o in rules.offers(state, 0))


@pytest.mark.parametrize("last", ["W1", "W3", "G2"])
def test_b3_a_white_last_chip_gives_its_value_in_points_as_the_ruling(last: str) -> None:
    state = _brew(_blue("B3"), 0, G2, Chip.parse(last))
    score = state.players[0].score
    state = GAME.apply(state, Stop(0))
    cauldron = " ".join(str(p.chip) for p in state.players[0].cauldron.chips)
    assert state.players[0].score - score == white_blessing_ruling(cauldron).result


def test_b4_two_coins_more_per_rat_tail_at_shopping() -> None:
    state = _round_two(_at_card(), (0, 20, 20))
    state = _turn(state, "B4")
    state = _until(state, lambda s: isinstance(s.players[0].task, Shop))
    player = state.players[0]
    task = player.task
    assert isinstance(task, Shop) and player.rats > 0
    coins = TRACK[player.scoring].coins
    assert task.coins == rat_blessing_ruling(coins, player.rats).result


def test_b2_the_cheaper_of_two_chips_bought_comes_twice() -> None:
    state = _blue("B2")
    state = _until(state, lambda s: isinstance(s.players[0].task, Shop))
    task = state.players[0].task
    assert isinstance(task, Shop)
    state = state.with_player(0, todo=(Shop(20), *state.players[0].todo[1:]))
    o1, g1 = Chip.parse("O1"), Chip.parse("G1")  # prices 3 and 4
    before = state.players[0].bag
    state = GAME.apply(state, Buy(0, (o1, g1)))
    bag = state.players[0].bag
    assert bag.count(o1) == before.count(o1) + 2
    assert bag.count(g1) == before.count(g1) + 1


def test_b5_the_white_three_back_and_the_left_neighbour_takes_two_rubies() -> None:
    state = _brew(_blue("B5"), 0, W3)
    legal = GAME.legal_actions(state, 0)
    assert GoodNeighbour(0) in legal
    left = state.left_of(0)
    rubies = state.players[left].rubies
    state = GAME.apply(state, GoodNeighbour(0))
    assert W3 not in [p.chip for p in state.players[0].cauldron.chips]
    assert state.players[left].rubies == rubies + 2
    assert GoodNeighbour(0) not in GAME.legal_actions(state, 0)
    with pytest.raises(RuleError, match="B5"):
        GAME.apply(state, GoodNeighbour(0))


def test_b5_not_with_another_card() -> None:
    state = _brew(_blue("B3"), 0, W3)
    with pytest.raises(RuleError, match="B5"):
        GAME.apply(state, GoodNeighbour(0))


def _finish_brewing(state: GameState) -> GameState:
    """Everyone still brewing stops at once (the essence phase begins)."""
    for seat in state.seats:
        if Stop(seat) in GAME.legal_actions(state, seat):
            state = GAME.apply(state, Stop(seat))
    return state


@pytest.mark.parametrize("card", ["B6", "B9"])
@pytest.mark.parametrize("reading", [LastChip.DISTANCE, LastChip.VALUE])
def test_b6_b9_the_essence_marker_as_the_ruling_says(card: str, reading: LastChip) -> None:
    state = _brew(_blue(card, last_chip=reading), 0, G2, W3, W2, W2, Chip.parse("W1"))
    state = _brew(state, 1, Chip.parse("O1"), Chip.parse("R1"))
    last = state.players[1].cauldron.chips
    distance = last[-1].field - last[-2].field
    assert distance == 2  # red book 1: a pumpkin in the cauldron moves the red 1-chip 2 fields
    before = {seat: situation_of(state, seat) for seat in (0, 1)}
    state = _finish_brewing(state)
    markers = state.extra(Essence).markers
    assert state.players[0].exploded
    for seat in (0, 1):
        ruling = essence_card_ruling(
            card,
            before[seat],
            last_distance=distance if seat == 1 else None,
            reading=reading,
        )
        assert markers[seat] == ruling.result.field


def test_b7_the_highest_essence_chooses_a_roll_or_the_flask() -> None:
    state = _brew(_blue("B7"), 0, G2, Chip.parse("O1"), Chip.parse("G1"))
    state = _until(_finish_brewing(state), lambda s: s.phase == "bonusdobbelsteen")
    markers = state.extra(Essence).markers
    winners = essential_essence_ruling(markers).result
    assert winners
    for seat in state.seats:
        todo = state.players[seat].todo
        b7 = [t for t in todo if isinstance(t, Apply) and t.source == "alchemisten.kaart.B7"]
        assert bool(b7) == (seat + 1 in winners)  # type: ignore[operator]
        if b7:  # asked before anyone rolls the bonus die
            assert todo[0] == b7[0]
            assert any("fles" in option.label for option in rules.offers(state, seat))


# -- whole games --------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_whole_bot_games_with_the_new_cards_play_to_the_end(players: int) -> None:
    turned: set[str] = set()
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.new_game(_setup(players, book=(10, 11, 12, 16)[seed]), seed)
        for _ in range(20000):
            if GAME.is_over(state):
                break
            if state.card:
                turned.add(state.card)
            state = _step(state, rng)
        assert GAME.is_over(state)
        assert all(score >= 0 for score in GAME.scores(state))
    assert any(card.startswith("A-") for card in turned)


def test_the_engine_examples_for_chapter_22_play_the_cards() -> None:
    from rulebook.quacks.alchemists.cards.play_examples import EXAMPLES

    fever = EXAMPLES["kaart P2 in een partij"]().result
    assert [p.rubies for p in fever.players] == [4, 2]  # a white 3 and a pumpkin drawn
    tipple = EXAMPLES["kaart P10 in een partij"]().result
    assert tipple.players[0].droplet == 0 and Chip.parse("G4") in tipple.players[0].bag
    steps = EXAMPLES["kaart P10 in een partij"]().steps
    assert any(
        s.clause_id == "alchemisten.kaart.P10" and "veld 2 naar veld 0" in s.text for s in steps
    )


def test_the_engine_examples_turn_their_card_in_the_fortune_teller_phase() -> None:
    """The card is handled in phase 1 of round 1, and then brewing begins (not a second
    round 1: the examples leave out the patient choice that a new game starts with)."""
    from rulebook.quacks.alchemists.cards.play_examples import EXAMPLES

    for make in EXAMPLES.values():
        steps = make().steps
        assert {s.state.phase for s in steps[:-1]} == {"waarzegster"}
        assert steps[-1].state.phase == "brouwen"
        assert {s.state.round for s in steps} == {1}
