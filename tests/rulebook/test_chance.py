"""Drawing from the bag: exact outcomes, seeded draws that replay, and the explosion chance."""

import random
from collections import Counter
from fractions import Fraction

import pytest

from rulebook.core import DEFAULT_SEED, IllegalActionError, make_rng
from rulebook.quacks import Chip, Chips
from rulebook.quacks.brewing import draw, draw_outcomes, explosion_chance

START_BAG = Chips.parse("W1x4 W2x2 W3 O1 G1")


def test_outcomes_of_the_start_bag_are_exact_and_sum_to_one() -> None:
    outcomes = dict(draw_outcomes(START_BAG))
    assert outcomes[Chip.parse("W1")] == Fraction(4, 9)
    assert outcomes[Chip.parse("W2")] == Fraction(2, 9)
    assert outcomes[Chip.parse("O1")] == Fraction(1, 9)
    assert sum(outcomes.values()) == 1


def test_a_seed_replays_the_same_draws_and_the_bag_shrinks() -> None:
    def three_draws(seed: int) -> list[str]:
        rng, bag, drawn = make_rng(seed), START_BAG, []
        for _ in range(3):
            chip, bag = draw(bag, rng)
            drawn.append(chip.label)
        assert len(bag) == len(START_BAG) - 3
        return drawn

    assert three_draws(7) == ["W2", "W1", "W2"]  # the draws a saved notebook shows for seed 7


def test_only_the_given_random_source_decides_a_draw() -> None:
    """A draw must not touch Python's global random state, and no seed means DEFAULT_SEED."""
    random.seed(123)
    untouched = random.getstate()
    chip, _ = draw(START_BAG, make_rng(7))
    assert random.getstate() == untouched
    assert chip == draw(START_BAG, make_rng(7))[0]
    assert draw(START_BAG, make_rng())[0] == draw(START_BAG, make_rng(DEFAULT_SEED))[0]
    with pytest.raises(TypeError):
        draw(START_BAG, 7)  # type: ignore[arg-type]


def test_draws_follow_the_outcome_chances() -> None:
    rng = make_rng(1)
    counts = Counter(draw(START_BAG, rng)[0].label for _ in range(9000))
    assert abs(counts["W1"] / 9000 - 4 / 9) < 0.03
    assert abs(counts["W3"] / 9000 - 1 / 9) < 0.02


@pytest.mark.parametrize(
    ("cauldron", "chance"),
    [
        ("", Fraction(0)),
        ("W3 W2", Fraction(1, 9)),
        ("W3 W2 W1", Fraction(3, 9)),
        ("W3 W2 W2", Fraction(7, 9)),
    ],
)
def test_explosion_chance_counts_whites_that_no_longer_fit(cauldron: str, chance: Fraction) -> None:
    assert explosion_chance(Chips.parse(cauldron), START_BAG) == chance


def test_an_empty_bag_cannot_be_drawn_from() -> None:
    with pytest.raises(IllegalActionError):
        draw(Chips(), make_rng())
    with pytest.raises(IllegalActionError):
        draw_outcomes(Chips())
