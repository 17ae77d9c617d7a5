"""Every quiz picture of every game is readable at its own size: no text under 11 px (the
browser test ``tests/browser/test_picture_sizes_browser.py`` checks that the quiz shows it at
that size)."""

from __future__ import annotations

import random

from rulebook.games import QUIZ
from tests.rulebook.picture_text import text_sizes, too_small


def test_every_quiz_picture_has_no_text_under_11_px() -> None:
    seen = set()
    for generator in QUIZ:
        for seed in range(4):
            question = generator.make(random.Random(seed))
            if question.picture is None:
                continue
            picture = question.picture._repr_svg_()
            assert list(text_sizes(picture)), generator.id
            assert too_small(picture) == [], (generator.id, seed)
            seen.add(generator.id)
    assert {"castle-combo.quiz.kaartpunten", "uit-de-kerker.quiz.kaartpunten"} <= seen
