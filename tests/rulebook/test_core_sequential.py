"""The race of paired deals (``rulebook.core.model.sequential``): two choices that are the same are
never told apart and are named together only when the budget is spent; a clearly better choice
is named alone, early, and the worse ones are dropped with the comparison that dropped them."""

from __future__ import annotations

import doctest
import random
from collections.abc import Mapping, Sequence

import pytest

import rulebook.core.model.sequential as sequential
from rulebook.core.model.sequential import looks, race


def test_the_module_examples_hold() -> None:
    failures, tried = doctest.testmod(sequential)
    assert tried >= 2
    assert failures == 0


def _coins(chances: Mapping[str, float], seed: int = 7) -> sequential.Outcome:
    """Each choice wins deal ``k`` when its own random number for that deal falls below its
    chance: equal chances are equal choices whose deals still differ, as in a real game."""

    def outcome(k: int, codes: Sequence[str]) -> dict[str, float]:
        return {
            code: float(random.Random(f"{seed}-{k}-{code}").random() < chances[code])
            for code in codes
        }

    return outcome


def test_two_equal_choices_are_named_together_only_once_the_budget_is_spent() -> None:
    played: list[int] = []

    def outcome(k: int, codes: Sequence[str]) -> Mapping[str, float]:
        played.append(k)
        return _coins({"kopen": 0.4, "veilen": 0.4})(k, codes)

    verdict = race(["kopen", "veilen"], outcome, 1000)
    assert verdict.tie
    assert set(verdict.best) == {"kopen", "veilen"}
    assert verdict.deals == 1000 == len(played)
    assert all(choice.dropped_by is None for choice in verdict.choices)
    assert [diff.separated for diff in verdict.ties] == [False]


def test_a_clearly_better_choice_is_named_alone_and_early() -> None:
    verdict = race(
        ["kopen", "verkopen", "veilen"],
        _coins({"kopen": 0.7, "verkopen": 0.2, "veilen": 0.3}),
        4000,
    )
    assert verdict.best == ("kopen",)
    assert not verdict.tie
    assert verdict.deals == 250  # the first look already separates them
    for code in ("verkopen", "veilen"):
        dropped = verdict.choice(code).dropped_by
        assert dropped is not None and dropped.first == "kopen" and dropped.low > 0


def test_two_equal_and_one_worse_name_the_two_and_drop_the_third() -> None:
    chances = {"kopen": 0.5, "verkopen": 0.2, "veilen": 0.5}
    verdict = race(["kopen", "verkopen", "veilen"], _coins(chances), 2000)
    assert verdict.tie
    assert set(verdict.best) == {"kopen", "veilen"}
    assert verdict.deals == 2000
    assert verdict.choice("verkopen").dropped_by is not None
    assert verdict.choice("verkopen").deals == 250  # it stopped playing once dropped
    assert verdict.choice("kopen").deals == 2000


def test_equal_choices_are_almost_never_called_different() -> None:
    """The error stays below 5% over all looks and pairs: of 60 races between three equal
    choices (each a fresh random stream), at most a few may name one winner (the bound says
    3 on average; it is conservative, so far fewer)."""
    wrong = 0
    for seed in range(60):
        verdict = race(["a", "b", "c"], _coins({"a": 0.3, "b": 0.3, "c": 0.3}, seed), 1000)
        wrong += not verdict.tie or len(verdict.best) < 3
    assert wrong <= 3


def test_the_same_values_give_the_same_verdict() -> None:
    chances = {"kopen": 0.45, "veilen": 0.4}
    first = race(["kopen", "veilen"], _coins(chances), 4000)
    assert first == race(["kopen", "veilen"], _coins(chances), 4000)


def test_the_looks_double_from_250_up_to_the_budget() -> None:
    assert looks(4000) == (250, 500, 1000, 2000, 4000)
    assert looks(250) == (250,)
    assert looks(251) == (250, 251)


@pytest.mark.parametrize("budget", [0, 1, 99, 100_001])
def test_a_budget_outside_100_to_100000_is_a_mistake(budget: int) -> None:
    with pytest.raises(ValueError):
        race(["a", "b"], _coins({"a": 0.5, "b": 0.5}), budget)
