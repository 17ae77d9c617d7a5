"""What a seat may do now, arranged for a reader: the legal actions, glossed in Dutch and grouped.

A game table shows the legal actions of a seat as choices. Each game glosses its own actions
(``Game.describe``); this module only arranges those glosses, so it works for every game of the
model and names none:

- The words every gloss of the seat starts with become the menu's **heading** ("speler 1"), and
  each choice shows the rest ("trekt een fiche", "stopt"): read together they make the sentence.
- Actions of the same kind (the same Python type: every ``Buy``, every ``Choose``) form a
  **group**. A small group is shown as buttons; a large one (a shop's many purchases) as a list
  to pick from, so a table stays compact.

Nothing here knows Jupyter: a terminal could print a ``Menu`` just as well.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from rulebook.core.model.game import Game, explanation_of

MAX_BUTTONS: Final = 6
"""A group with more choices than this is shown as a list rather than as buttons."""


@dataclass(frozen=True)
class Offer:
    """One legal action: its notation (what a table sends back), its whole Dutch gloss, and the
    gloss without the menu's heading."""

    notation: str
    label: str
    short: str
    detail: str = ""
    """What the choice gives that its gloss does not say (``Game.explain``), or ``""``."""


@dataclass(frozen=True)
class OfferGroup:
    """Legal actions of one kind, in the game's order. ``kind`` is the actions' type name."""

    kind: str
    offers: tuple[Offer, ...]

    @property
    def as_list(self) -> bool:
        """Too many choices for a row of buttons: show them as a list to pick from."""
        return len(self.offers) > MAX_BUTTONS


@dataclass(frozen=True)
class Menu:
    """Everything one seat may do now: a heading and the groups of choices."""

    seat: int
    heading: str
    groups: tuple[OfferGroup, ...]

    @property
    def offers(self) -> tuple[Offer, ...]:
        """Every choice, group after group (the game's order within each group)."""
        return tuple(offer for group in self.groups for offer in group.offers)


def common_lead(labels: Sequence[str]) -> str:
    """The longest run of whole words that every label starts with (``"speler 1"`` for
    ``"speler 1 trekt een fiche"`` and ``"speler 1 stopt"``).

    It leaves at least one word of each label over, never ends inside brackets nor splits a
    word from the brackets after it (``"pompoen (oranje, waarde 1)"`` stays whole), and is
    ``""`` for fewer than two labels: a lone choice keeps its whole gloss. A word followed by a
    colon in some labels counts as the same word (``"speler 1: doe R1 terug"`` and ``"speler 1
    stopt"`` share ``"speler 1"``), so the seat's name is never cut in two.
    """
    if len(labels) < 2:
        return ""
    split = [label.split() for label in labels]
    shortest = min(len(words) for words in split)
    shared = 0
    while shared < shortest - 1 and all(
        _bare(words[shared]) == _bare(split[0][shared]) for words in split
    ):
        shared += 1
    while shared and (
        _open_brackets(split[0][:shared]) or any(words[shared].startswith("(") for words in split)
    ):
        shared -= 1
    lead = split[0][:shared]
    if lead and any(words[shared - 1] != lead[-1] for words in split):
        lead = [*lead[:-1], _bare(lead[-1])]  # "1" in one label, "1:" in another
    return " ".join(lead)


def _bare(word: str) -> str:
    """A word without the colon after it (``"1:"`` -> ``"1"``)."""
    return word[:-1] if word.endswith(":") and len(word) > 1 else word


def _open_brackets(words: Sequence[str]) -> bool:
    text = " ".join(words)
    return text.count("(") > text.count(")")


def _rest(label: str, lead: str) -> str:
    if not lead:
        return label
    words = label.split()
    return " ".join(words[len(lead.split()) :])


def menu(game: Game[Any, Any], state: Any, seat: int) -> Menu:
    """The legal actions of ``seat`` in ``state`` as a menu (empty groups when it may do
    nothing now)."""
    actions = list(game.legal_actions(state, seat))
    labels = [game.describe(state, action) for action in actions]
    lead = common_lead(labels)
    kinds: dict[str, list[Offer]] = {}
    for action, label in zip(actions, labels, strict=True):
        offer = Offer(str(action), label, _rest(label, lead), explanation_of(game, state, action))
        kinds.setdefault(type(action).__name__, []).append(offer)
    groups = tuple(OfferGroup(kind, tuple(offers)) for kind, offers in kinds.items())
    return Menu(seat, lead, groups)
