"""What if I keep drawing: the seeded many-rounds answer agrees with the exact one.

``keep_drawing_ruling`` plays a bag many times for a few ways of stopping. A player can check two
answers at the table: with the start bag, stopping once the whites reach 5 never explodes (the
biggest white chip is a 3, and 4 + 3 = 7 is safe), and waiting for 8 always explodes (the bag's
whites total 11, and 8 is already too many). In between, the share of explosions must be close
to the exact chance, counted here over every order of drawing.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

import pytest

from rulebook.core import RuleError
from rulebook.quacks.rulings.drawing import keep_drawing_ruling
from rulebook.quacks.simulator import StopRule, brew_monte_carlo
from rulebook.quacks.state import Chips

START = Chips.parse("W1x4 W2x2 W3 O1 G1")


def exact_explosion_chance(bag: Chips, stop: int, limit: int = 7) -> Fraction:
    """Draw until the whites total ``stop`` or more, the cauldron explodes or the bag is empty:
    the exact chance of an explosion, over every order the chips can come out in."""
    whites = tuple(sorted(chip.value or 0 for chip in bag if chip.is_white))
    others = len(bag) - len(whites)

    @cache
    def chance(left: tuple[int, ...], coloured: int, total: int) -> Fraction:
        if total > limit:
            return Fraction(1)
        size = len(left) + coloured
        if total >= stop or size == 0:
            return Fraction(0)
        result = Fraction(coloured, size) * chance(left, coloured - 1, total) if coloured else 0
        for value in set(left):
            rest = list(left)
            rest.remove(value)
            weight = Fraction(left.count(value), size)
            result += weight * chance(tuple(rest), coloured, total + value)
        return Fraction(result)

    return chance(whites, others, 0)


def test_the_start_bag_never_explodes_when_stopping_at_five_and_always_at_eight() -> None:
    ruling = keep_drawing_ruling(START, (5, 8))
    assert ruling.result[5].exploded == 0
    assert ruling.result[8].exploded == ruling.result[8].rounds == 10_000
    texts = [step.text for step in ruling.steps]
    assert "je ketel ontplofte in geen enkele ronde" in texts[1]
    assert "je ketel ontplofte in elke ronde" in texts[2]
    assert "Een grens boven de 7 haal je nooit heel" in texts[2]


@pytest.mark.parametrize("stop", [6, 7])
def test_the_share_of_explosions_is_close_to_the_exact_chance(stop: int) -> None:
    """10,000 rounds: the standard error is at most 0.5 percentage point; allow four of them."""
    found = keep_drawing_ruling(START, (stop,)).result[stop]
    exact = exact_explosion_chance(START, stop)
    assert 0 < exact < 1
    assert abs(found.explosion_chance - exact) < Fraction(2, 100)


def test_the_exact_chances_a_player_can_count_by_hand() -> None:
    """The counter of the test itself, on bags small enough to count by hand."""
    assert exact_explosion_chance(Chips.parse("W1x4 W3 O1"), 5) == 0  # 4 + 3 = 7 is safe
    assert exact_explosion_chance(Chips.parse("W3 W2x2 O1"), 8) == 0  # all whites: 7
    assert exact_explosion_chance(Chips.parse("W3 W2x2 W1"), 8) == 1  # all whites: 8
    # W1 W2 W2 W3 (8 in all), stop at 7: two chips make at most 5, three make 8 minus the one
    # left. Left W1: 7, stop, safe; left W2 or W3: 6 or 5, draw on, 8. So 3 in 4 explode.
    assert exact_explosion_chance(Chips.parse("W1 W2x2 W3"), 7) == Fraction(3, 4)


def test_each_step_tells_the_numbers_of_its_way_of_stopping() -> None:
    ruling = keep_drawing_ruling(START, (5, 6, 7))
    steps = ruling.steps
    assert [step.clause_id for step in steps] == ["kwakzalvers.brouwen"] + [
        "kwakzalvers.brouwen.stoppen"
    ] * 3
    assert "10.000 ronden" in steps[0].text and "startgetal 2026" in steps[0].text
    six = ruling.result[6]
    assert six == brew_monte_carlo(START, 0, StopRule(whites=6), rounds=10_000, seed=2026)
    assert f"in {six.exploded:,} van de 10.000 ronden".replace(",", ".") in steps[2].text
    fields = [ruling.result[stop].mean_field for stop in (5, 6, 7)]
    assert fields == sorted(fields) and fields[0] < fields[-1]  # later stop, further on average
    assert all(step.svg().startswith("<svg") for step in steps)  # the bag


def test_the_same_seed_gives_the_same_answer_and_another_seed_may_not() -> None:
    first = keep_drawing_ruling(START, (6,), seed=1)
    assert keep_drawing_ruling(START, (6,), seed=1) == first
    assert keep_drawing_ruling(START, (6,), seed=2).result != first.result


@pytest.mark.parametrize(
    ("call", "clause_id"),
    [
        (lambda: keep_drawing_ruling(Chips(), (5,)), "kwakzalvers.brouwen"),
        (lambda: keep_drawing_ruling(START, ()), "kwakzalvers.brouwen.stoppen"),
        (lambda: keep_drawing_ruling(START, (0,)), "kwakzalvers.brouwen.stoppen"),
        (lambda: keep_drawing_ruling(START, (5,), start=53), "kwakzalvers.ketelspoor"),
    ],
)
def test_a_question_the_rules_cannot_answer_is_refused_with_its_clause(
    call: object, clause_id: str
) -> None:
    with pytest.raises(RuleError) as refused:
        call()  # type: ignore[operator]
    assert refused.value.clause_id == clause_id


def test_a_programmers_mistake_is_a_type_or_value_error() -> None:
    with pytest.raises(TypeError):
        keep_drawing_ruling("W1 W2", (5,))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        keep_drawing_ruling(START, (5.5,))  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        keep_drawing_ruling(START, (5,), rounds=0)
