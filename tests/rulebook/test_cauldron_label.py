"""The *puntentelling* label of a cauldron stays inside the picture, clear of title and legend.

The label names what the scoring field gives. For a field near the top of the spiral it used to
stand over the title, and for a field on the left its second line ran off the picture. Now it
always stands left or right of the pot; this checks every field of the track.
"""

from __future__ import annotations

import re

import pytest

from rulebook.quacks.board import SPOON
from rulebook.quacks.pictures import cauldron_svg
from rulebook.quacks.pictures.cauldron import TOP, pot_radius, size
from rulebook.quacks.table import Cauldron

_LABEL = re.compile(r'<g class="rb-scoring"[^>]*>(.*?)</g>', re.DOTALL)
_TEXT = re.compile(
    r'<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)" text-anchor="(\w+)"[^>]*>([^<]*)</text>'
)
WIDTH_PER_SIZE = 0.55
"""A sans-serif letter's width as a share of the font size, rounded up (bold "puntentelling"
at size 12 is about 75 pixels wide: 0.48 a letter)."""


@pytest.mark.parametrize("field", range(1, SPOON + 1))
def test_the_scoring_label_fits_beside_the_pot(field: int) -> None:
    picture = cauldron_svg(Cauldron(), droplet=0, scoring=field)
    (label,) = _LABEL.findall(picture)
    texts = _TEXT.findall(label)
    assert texts[0][4] == "puntentelling" and len(texts) >= 2
    width, _height = size()
    legend = TOP + 2 * pot_radius() + 24 - 10  # the legend line's letters start about here
    for x, y, font, anchor, words in texts:
        wide = len(words) * float(font) * WIDTH_PER_SIZE
        left = float(x) - wide if anchor == "end" else float(x)
        assert left >= 0 and left + wide <= width, (words, left, left + wide)
        assert TOP + float(font) <= float(y) <= legend, (words, y)
