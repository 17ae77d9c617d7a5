"""The fast simulator (``rulebook.quacks.simulator``) against the engine and its bots.

The replay files (``test_simulator_replay_*.py``) check a thousand kernel games through the
engine's ``apply``. Here: whole games played by the engine's own ``Playthrough`` with its bots
give the very same action log as the kernel; the kernel's integer shortcuts decide as the pure
strategy functions do; and the single-cauldron tools (exact odds, Monte Carlo) answer what a
player can check by hand.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from rulebook.core.errors import RuleError
from rulebook.core.model.game import Playthrough
from rulebook.quacks import rules
from rulebook.quacks.board import rat_tails_between
from rulebook.quacks.bots import Bot
from rulebook.quacks.brewing import explosion_chance
from rulebook.quacks.engine import make_game
from rulebook.quacks.fortune import CARDS
from rulebook.quacks.simulator import (
    StopRule,
    _Game,
    _limit,
    _put,
    _rules,
    best_purchase,
    brew_monte_carlo,
    calculator_draws,
    cautious_draws,
    explosion_odds,
    greedy_draws,
    simulate,
    tails_between,
)
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.strategies import Style, keeps_drawing, purchase
from rulebook.quacks.table import (
    KIND_INDEX,
    KINDS,
    Bag,
    BlackTie,
    Cauldron,
    GameState,
    LastRoundExploded,
    Player,
    Setup,
)

STYLES = list(Style)

PLAYTHROUGHS = [
    (Setup.with_set(1, players=4), 1),
    (Setup.with_set(2, players=4), 2),
    (Setup.with_set(3, players=4), 3),
    (Setup.with_set(4, players=4), 4),
    (Setup.with_set(1, players=2, test_tubes=True), 5),
    (Setup.with_set(2, players=3, test_tubes=True), 6),
    (Setup.with_set(3, players=2, black_tie=BlackTie.LITERAL), 7),
    (Setup.with_set(4, players=3, last_round_exploded=LastRoundExploded.ENGLISH_RULEBOOK), 8),
    (Setup(players=4, books=(1, 2, 3, 4, 1)), 9),
    (Setup(players=3, books=(4, 3, 2, 1, 2), test_tubes=True), 10),
    (Setup(players=4, books=(2, 1, 4, 3, 4)), 11),
    (Setup(players=2, books=(3, 4, 1, 2, 3)), 12),
]


def _styles(players: int, seed: int) -> tuple[Style, ...]:
    return tuple(STYLES[(seed + seat * (seed % 2 + 1)) % 3] for seat in range(players))


@pytest.mark.parametrize("style_shift", range(4))
@pytest.mark.parametrize(("setup", "seed"), PLAYTHROUGHS)
def test_the_kernel_takes_the_actions_of_the_engines_playthrough(
    setup: Setup, seed: int, style_shift: int
) -> None:
    """48 games: the engine with ``bots.Bot`` in every seat and the kernel, same seed: the same
    action log, action for action, and the same scores."""
    styles = _styles(setup.players, seed + style_shift)
    game = make_game()
    play = Playthrough.start(game, setup, seed, {s: Bot(style) for s, style in enumerate(styles)})
    play.run()
    kernel = simulate(setup, seed, styles, record=True)
    assert kernel.actions == tuple(str(action) for action in play.actions)
    assert kernel.scores == game.scores(play.state)
    assert kernel.winners == tuple(rules.winners(play.state))


def test_a_seed_gives_the_same_game_and_another_seed_another() -> None:
    setup = Setup.with_set(2, players=4)
    styles = (Style.CAUTIOUS, Style.GREEDY, Style.CALCULATOR, Style.GREEDY)
    first = simulate(setup, 17, styles, record=True)
    assert simulate(setup, 17, styles, record=True) == first
    assert simulate(setup, 17, styles).scores == first.scores
    assert simulate(setup, 18, styles, record=True).actions != first.actions


def test_a_game_is_recorded_round_by_round() -> None:
    played = simulate(Setup.with_set(1, players=2), 3, (Style.GREEDY, Style.CAUTIOUS), record=True)
    assert played.rounds is not None and played.actions is not None
    assert [summary.split(";")[0] for summary in played.rounds] == [
        *(f"ronde {n}" for n in range(1, 10)),
        "einde",
    ]
    assert played.rounds[0].startswith("ronde 1; speler 1: punten 0, druppel 0, robijnen 1")
    assert played.actions[0].startswith("kans kaart ")
    assert sum(1 for action in played.actions if action.startswith("kans kaart")) == 9


def test_wrong_arguments_are_a_programmers_mistake() -> None:
    setup = Setup.with_set(1, players=2)
    with pytest.raises(TypeError):
        simulate("2 spelers", 1, (Style.GREEDY, Style.GREEDY))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        simulate(setup, 1.5, (Style.GREEDY, Style.GREEDY))  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        simulate(setup, 1, (Style.GREEDY,))


def test_a_setup_the_engine_refuses_is_refused_with_its_rule() -> None:
    with pytest.raises(RuleError) as refused:
        simulate(Setup(players=5), 1, (Style.GREEDY,) * 5)
    assert refused.value.clause_id == "kwakzalvers.spelers"


# -- the kernel's shortcuts decide as the strategies do ---------------------------------------


def test_rat_tails_by_table_equal_the_board_count() -> None:
    for leader in range(0, 140):
        for points in range(0, leader + 3):
            assert tails_between(points, leader) == rat_tails_between(points, leader)
    assert tails_between(500, 530) == rat_tails_between(500, 530)
    assert tails_between(20, 600) == rat_tails_between(20, 600)


_WHITE_KINDS = [KIND_INDEX[Chip.parse(text)] for text in ("W1", "W2", "W3")]
_COLOURED = [k for k, chip in enumerate(KINDS) if chip.value is not None]


@given(
    room=st.integers(0, 9),
    whites=st.lists(st.integers(0, 6), min_size=3, max_size=3),
    others=st.integers(0, 30),
)
def test_the_cautious_and_the_greedy_player_decide_as_keeps_drawing(
    room: int, whites: list[int], others: int
) -> None:
    counts = [0] * len(KINDS)
    for k, n in zip(_WHITE_KINDS, whites, strict=True):
        counts[k] = n
    size = sum(whites) + others
    if size == 0:
        return
    white_pairs = [(value, n) for value, n in zip((1, 2, 3), whites, strict=True) if n]
    for style, kernel in (
        (Style.CAUTIOUS, cautious_draws(room, counts, size)),
        (Style.GREEDY, greedy_draws(room)),
    ):
        expected = keeps_drawing(
            style, room=room, whites=white_pairs, moves=[], bag_size=size, last_field=0
        )
        assert kernel == expected, style


@settings(max_examples=300, deadline=None)
@given(
    books=st.tuples(*(st.integers(1, 4) for _ in range(5))),
    card=st.integers(-1, len(CARDS) - 1),
    round_number=st.integers(1, 9),
    start=st.integers(0, 45),
    placed=st.lists(st.sampled_from(_COLOURED), max_size=12),
    bag=st.lists(st.sampled_from(_COLOURED), min_size=1, max_size=35),
    double=st.booleans(),
)
def test_the_calculator_decides_as_keeps_drawing(
    books: tuple[int, ...],
    card: int,
    round_number: int,
    start: int,
    placed: list[int],
    bag: list[int],
    double: bool,
) -> None:
    """Any book set, card, cauldron and bag: the kernel's calculator (with its shortcuts) and
    ``keeps_drawing`` fed as ``bots.Bot`` feeds it from an engine state agree."""
    setup = Setup(players=2, books=books)
    cauldron = Cauldron(start)
    for k in placed:
        cauldron = cauldron.place(KINDS[k], KINDS[k].value or 1)
    state = GameState(
        setup=setup,
        seed=0,
        players=(
            Player(bag=Bag.of(KINDS[k] for k in bag), cauldron=cauldron, double=double),
            Player(),
        ),
        supply=Bag(),
        round=round_number,
        phase="brouwen",
        card=CARDS[card].id if card >= 0 else None,
    )
    me = state.players[0]
    room = rules.explosion_limit(state, me) - cauldron.white_total()
    if room < 0:
        return  # exploded: nobody asks
    expected = keeps_drawing(
        Style.CALCULATOR,
        room=room,
        whites=[(chip.value or 0, n) for chip, n in me.bag.kinds() if chip.is_white],
        moves=[
            (
                rules.distance_of(state, 0, chip),
                n,
                chip.is_white and (chip.value or 0) > room,
            )
            for chip, n in me.bag.kinds()
        ],
        bag_size=len(me.bag),
        last_field=cauldron.last_field,
    )
    g = _Game(setup, 0, (Style.CALCULATOR, Style.CALCULATOR), False)
    g.round = round_number
    if card >= 0:
        g.effect = CARDS[card].effect
        g.cr = g.rules.card(card)
    p = g.players[0]
    p.bag = sorted(bag)
    p.bc = [bag.count(k) for k in range(len(KINDS))]
    p.start = start
    for spot in cauldron.chips:
        _put(p, KIND_INDEX[spot.chip], spot.field)
    p.double = double
    assert _limit(g, p) - p.wt == room
    assert calculator_draws(g, p, room) == expected


@given(
    books=st.tuples(*(st.integers(1, 4) for _ in range(5))),
    round_number=st.integers(1, 8),
    coins=st.integers(0, 35),
    gone=st.sets(st.sampled_from(_COLOURED)),
    style=st.sampled_from(STYLES),
)
def test_the_kernels_purchase_is_the_strategys(
    books: tuple[int, ...], round_number: int, coins: int, gone: set[int], style: Style
) -> None:
    """Whatever the books, the coins and the chips sold out: the option ``best_purchase``
    names is the one ``strategies.purchase`` picks from the engine's list of options."""
    setup = Setup(players=2, books=books)
    supply = Bag(tuple(0 if k in gone else 5 for k in range(len(KINDS))))
    state = GameState(
        setup=setup, seed=0, players=(Player(), Player()), supply=supply, round=round_number
    )
    options = rules.buy_options(state, coins)
    expected = purchase(
        style,
        [[(c.ingredient.letter, c.value or 0, rules.price(state, c)) for c in o] for o in options],
    )
    singles = [KIND_INDEX[option[0]] for option in options if len(option) == 1]
    assert best_purchase(style, coins, singles, _rules(setup).price) == expected


# -- one cauldron: exact odds and Monte Carlo --------------------------------------------------


@given(
    bag=st.lists(st.sampled_from(_COLOURED), min_size=1, max_size=35),
    placed=st.lists(st.sampled_from(_WHITE_KINDS), max_size=4),
)
def test_explosion_odds_equal_the_rules_chance(bag: list[int], placed: list[int]) -> None:
    try:  # only what one player can own (one white 3-chip, five white 1-chips ...)
        chips = Chips(tuple(KINDS[k] for k in bag))
        cauldron = Chips(tuple(KINDS[k] for k in placed))
    except RuleError:
        assume(False)
    chance, culprits = explosion_odds(Bag.of(chips), cauldron.white_total())
    assert chance == explosion_chance(cauldron, chips)
    assert explosion_odds(chips, cauldron.white_total())[0] == chance
    room = 7 - cauldron.white_total()
    assert set(culprits) == {chip for chip in chips if chip.is_white and (chip.value or 0) > room}


def test_explosion_odds_read_as_a_dutch_sentence_not_as_python() -> None:
    """A chapter prints the odds: the reader sees the fraction, the percentage and the chips."""
    odds = explosion_odds("W1x3 W3 O1", 5)
    assert (odds.chance, odds.culprits) == (Fraction(1, 5), (Chip.parse("W3"),)) == odds
    assert repr(odds) == "Kans 1/5 (20%) dat het volgende fiche de ketel laat ontploffen: een W3."
    assert "W2 of W3" in repr(explosion_odds("W1x4 W2x2 W3 O1 G1", 6))
    assert "Fraction" not in repr(explosion_odds("O1 G1", 7)) and repr(
        explosion_odds("O1 G1", 7)
    ).startswith("Kans 0: ")


def test_explosion_odds_of_the_start_bag() -> None:
    assert explosion_odds("W1x4 W2x2 W3 O1 G1", 5) == (Fraction(1, 9), (Chip.parse("W3"),))
    assert explosion_odds("W1x4 W2x2 W3 O1 G1", 6) == (
        Fraction(3, 9),
        (Chip.parse("W2"), Chip.parse("W3")),
    )
    assert explosion_odds("O1 G1", 7) == (Fraction(0), ())
    assert explosion_odds("-", 0) == (Fraction(0), ())


def test_monte_carlo_of_a_certain_brew() -> None:
    """No luck at all: three pumpkins drawn, or one white 3-chip on top of 5 whites."""
    three = brew_monte_carlo("O1x5", 4, StopRule(chips=3), rounds=50, seed=1)
    assert three.fields == {8: 50} and three.exploded == 0
    boom = brew_monte_carlo("W3", Cauldron.parse("vanaf 0: 1:W3 3:W2"), StopRule(), rounds=20)
    assert boom.explosion_chance == 1
    assert boom.fields == {7: 20}


def test_monte_carlo_agrees_with_the_exact_odds() -> None:
    bag = "W1x6 W2x3 W3x2 O1x4 G1x3 G2 B1x2 B2 R1x2 R2 Y1 P1x2 Z1x2"
    cauldron = Cauldron.parse("vanaf 2: 3:W3 5:W2 6:W1")
    one_chip = brew_monte_carlo(bag, cauldron, StopRule(chips=1), rounds=20_000, seed=3)
    exact, _ = explosion_odds(bag, cauldron.white_total())
    assert exact == Fraction(5, 30)
    assert abs(one_chip.explosion_chance - exact) < Fraction(1, 100)
    # one chip moves 1 to 3 fields from field 6: scoring fields 8 to 10
    assert set(one_chip.fields) <= {8, 9, 10}
    assert sum(one_chip.fields.values()) == 20_000


def test_monte_carlo_stop_rules() -> None:
    bag = "W1x4 W2x2 W3 O1 G1"
    careful = brew_monte_carlo(bag, 0, StopRule(risk=Fraction(0)), rounds=500, seed=2)
    assert careful.exploded == 0  # it stops before any white chip could explode it
    bold = brew_monte_carlo(bag, 0, StopRule(), rounds=500, seed=2)
    assert bold.exploded > 0  # it draws the whole bag: the whites total 11
    assert brew_monte_carlo(bag, 0, StopRule(field=6), rounds=500, seed=2).mean_field >= 6
    assert brew_monte_carlo(bag, 0, StopRule(whites=4), rounds=500, seed=2) == brew_monte_carlo(
        bag, 0, StopRule(whites=4), rounds=500, seed=2
    )
    with pytest.raises(ValueError):
        brew_monte_carlo(bag, 0, StopRule(), rounds=0)
    with pytest.raises(TypeError):
        brew_monte_carlo(bag, "veld 3", StopRule())
