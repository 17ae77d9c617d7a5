"""The score ruling of Het Leeft! with several coffins on a board: the addition it shows adds up
to the total the engine counts, under both readings of ``het-leeft.keuze.doodskisten``, and it
names that choice exactly when it matters (two coffins or more)."""

from __future__ import annotations

import re

import pytest

from rulebook.its_alive.data import CoffinScore
from rulebook.its_alive.rules import card_total
from rulebook.its_alive.rulings import score_ruling

BOARD = ["armen-3", "doodskist-9", "doodskist-9", "doodskist-6", "hoofd-4", "hart-4"]


@pytest.mark.parametrize("coffins", list(CoffinScore))
def test_the_shown_addition_adds_up_to_the_engines_card_total(coffins: CoffinScore) -> None:
    ruling = score_ruling(BOARD, 0, False, coffins=coffins)
    added, total = re.fullmatch(
        r"De kaarten op je bord: (.*) = (\d+)\.", ruling.steps[0].text
    ).groups()  # type: ignore[union-attr]
    assert sum(int(v) for v in added.split(" + ")) == int(total) == card_total(BOARD, coffins)
    assert card_total(BOARD, coffins) == (35 if coffins is CoffinScore.EACH else 20)


def test_the_choice_is_named_only_with_two_coffins_or_more() -> None:
    many = score_ruling(BOARD, 0, False, coffins=CoffinScore.ONE)
    assert [s.clause_id for s in many.steps].count("het-leeft.keuze.doodskisten") == 1
    assert "alleen de duurste (9)" in many.steps[1].text
    one = score_ruling(["armen-3", "doodskist-9", "hoofd-4"], 0, False)
    assert "het-leeft.keuze.doodskisten" not in [s.clause_id for s in one.steps]
