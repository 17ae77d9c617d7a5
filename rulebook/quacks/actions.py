"""The actions of De Kwakzalvers van Kakelenburg, with a notation a game log is written in.

Seats are numbered from 1 in the notation (``"2 trek"``: the second player draws) and from 0 in
code (``Draw(1)``), as a reader counts players round the table. Chance actions begin with
``kans``: ``"kans 2 W1"`` (the second player drew a white 1-chip), ``"kans 3 dobbel robijn"``,
``"kans kaart B7"``.

=====================  ========================================================
notation               meaning
=====================  ========================================================
``2 trek``             seat 2 draws a chip (chance then says which)
``2 stop``             seat 2 stops drawing
``2 fles``             seat 2 puts the white chip just drawn back with the flask
``2 kies 3``           seat 2 takes the third option of what is asked
``2 koop G1 B2``       seat 2 buys these chips (``koop niets``: nothing)
``kans 2 W1``          chance: seat 2 drew a white 1-chip
``kans 2 dobbel punt`` chance: seat 2 rolled "1 overwinningspunt"
``kans kaart B7``      chance: card B7 is turned
=====================  ========================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulebook.core import dutch
from rulebook.core.errors import NotationError
from rulebook.core.model.game import CHANCE
from rulebook.quacks.board import DieFace
from rulebook.quacks.fortune import BY_ID
from rulebook.quacks.state import Chip, Chips

CLAUSE = "kwakzalvers.ronde"

DIE_CODES: dict[DieFace, str] = {
    DieFace.POINT: "punt",
    DieFace.TWO_POINTS: "twee-punten",
    DieFace.RUBY: "robijn",
    DieFace.ORANGE: "pompoen",
    DieFace.DROPLET: "druppel",
}
_FACE_BY_CODE = {code: face for face, code in DIE_CODES.items()}


@dataclass(frozen=True)
class Action:
    """The base of every action: the seat that acts (``CHANCE`` for chance)."""

    seat: int

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"

    @property
    def is_chance(self) -> bool:
        return self.seat == CHANCE


@dataclass(frozen=True, repr=False)
class Draw(Action):
    def __str__(self) -> str:
        return f"{self.seat + 1} trek"


@dataclass(frozen=True, repr=False)
class Stop(Action):
    def __str__(self) -> str:
        return f"{self.seat + 1} stop"


@dataclass(frozen=True, repr=False)
class UseFlask(Action):
    def __str__(self) -> str:
        return f"{self.seat + 1} fles"


@dataclass(frozen=True, repr=False)
class Choose(Action):
    """Take option ``option`` (0-based in code, 1-based in the notation) of what is asked."""

    option: int

    def __str__(self) -> str:
        return f"{self.seat + 1} kies {self.option + 1}"


@dataclass(frozen=True, repr=False)
class Buy(Action):
    """Buy one or two chips (or none)."""

    chips: tuple[Chip, ...]

    def __str__(self) -> str:
        return f"{self.seat + 1} koop " + (str(Chips(self.chips)) or "niets")


@dataclass(frozen=True, repr=False)
class DrawnChip(Action):
    """Chance: ``chip`` came out of the bag of ``player``."""

    player: int
    chip: Chip

    def __str__(self) -> str:
        return f"kans {self.player + 1} {self.chip}"


@dataclass(frozen=True, repr=False)
class Rolled(Action):
    """Chance: ``player`` rolled ``face`` with the bonus die."""

    player: int
    face: DieFace

    def __str__(self) -> str:
        return f"kans {self.player + 1} dobbel {DIE_CODES[self.face]}"


@dataclass(frozen=True, repr=False)
class Turned(Action):
    """Chance: the fortune-teller card ``card`` is turned."""

    card: str

    def __str__(self) -> str:
        return f"kans kaart {self.card}"


_SEAT = r"(?P<seat>[1-9])"


def parse_action(text: str) -> Action:
    """Read an action from its notation (see the module's table)."""
    if not isinstance(text, str):
        raise TypeError(f"an action is read from text, not {type(text).__name__}")
    words = text.split()
    if not words or len(text) > 200:
        raise NotationError(CLAUSE, f"'{dutch.shorten(text)}' is geen zet.")
    if words[0] == "kans":
        return _parse_chance(text, words[1:])
    match = re.fullmatch(_SEAT, words[0])
    if match is None or len(words) < 2:
        raise NotationError(
            CLAUSE,
            f"'{dutch.shorten(text)}' is geen zet; begin met het nummer van de speler, zoals "
            f"'1 trek' of '2 koop G1'.",
        )
    seat = int(words[0]) - 1
    verb, rest = words[1], words[2:]
    if verb in ("trek", "stop", "fles") and not rest:
        return {"trek": Draw, "stop": Stop, "fles": UseFlask}[verb](seat)
    if verb == "kies" and len(rest) == 1 and re.fullmatch(r"[1-9][0-9]{0,2}", rest[0]):
        return Choose(seat, int(rest[0]) - 1)
    if verb == "koop":
        chips = () if rest == ["niets"] else tuple(Chips.parse(" ".join(rest)))
        return Buy(seat, chips)
    raise NotationError(
        CLAUSE,
        f"'{dutch.shorten(text)}' ken ik niet; een speler kan trek, stop, fles, kies N of "
        f"koop ... doen.",
    )


def _parse_chance(text: str, words: list[str]) -> Action:
    if len(words) == 2 and words[0] == "kaart" and words[1] in BY_ID:
        return Turned(CHANCE, words[1])
    if words and re.fullmatch(_SEAT, words[0]):
        player = int(words[0]) - 1
        if len(words) == 2:
            return DrawnChip(CHANCE, player, Chip.parse(words[1]))
        if len(words) == 3 and words[1] == "dobbel" and words[2] in _FACE_BY_CODE:
            return Rolled(CHANCE, player, _FACE_BY_CODE[words[2]])
    raise NotationError(
        CLAUSE,
        f"'{dutch.shorten(text)}' is geen kansstap; bijvoorbeeld 'kans 1 W1', 'kans 2 dobbel "
        f"robijn' of 'kans kaart B7'.",
    )
