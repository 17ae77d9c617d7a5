"""What the conformance suite and the golden games play of Dobbelnim (``Trials``)."""

from __future__ import annotations

from rulebook.core.reader.descriptions import GoldenGame, Trials
from rulebook.nim.bots import BOTS
from rulebook.nim.state import NimSetup


def trials() -> Trials:
    return Trials(
        setups=(NimSetup(), NimSetup(stones=1, faces=1), NimSetup(stones=23, faces=6)),
        computers=BOTS,
        golden=(GoldenGame("dobbelnim-10-stenen.log", NimSetup(), 3, ("gretig", "slim")),),
        seeds=25,
        conserved=lambda state: state.faces,
        points_never_fall=True,
    )
