"""The end scoring of Castle Combo (with Uit de Kerker!): each scroll through its own function.

``SCORERS`` maps every scroll type to the function that scores it on a finished tableau and
says in Dutch, with the actual numbers, why. ``score`` runs the end of the game: keys still on
lock cards join your keys, leftover gold fills the purses, every face-up card's scroll scores,
every key is a point. The rulings (``rulebook.castle_combo.rulings``) and the terminal call
these same functions, so an explanation never differs from the engine's number.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from rulebook.castle_combo.data import BY_ID, Card
from rulebook.castle_combo.effects import (
    DUNGEON,
    GAME,
    AllPurseGold,
    Area,
    Banner,
    IfFaceDown,
    IfMissing,
    IfNoDiscountCard,
    IfNoFaceDown,
    IfNoPurseCard,
    IfPlace,
    IfShieldIn,
    LineCost,
    PerBanner,
    PerBannerSet,
    PerCardWithCost,
    PerCardWithShields,
    PerDifferentCost,
    PerDiscountCard,
    PerKey,
    PerLockCard,
    PerMissingType,
    PerSet,
    PerShield,
    PerShieldType,
    PerTriple,
    Place,
    Purse,
    Scroll,
    Shield,
)
from rulebook.castle_combo.state import GOLD, KEY, SIDE, EndTableau, laid, laid_at
from rulebook.core.dutch import agree, count, listing, noun
from rulebook.core.model.cards import PlacedCard, Position, Tableau
from rulebook.core.model.effects import EffectRegistry
from rulebook.core.model.evolve import unchecked
from rulebook.core.model.game import Result
from rulebook.core.model.steps import Step

LOCKS_ALL = "alle"
LOCKS_NONE = "geen"


@dataclass(frozen=True)
class Rules:
    """The named options (``options.DUNGEON_OPTIONS``), each with the Dutch seed's reading as
    default: which cards carry a lock (``slotkaarten``), what King of Beggars' reward counts
    (``koning-der-bedelaars``), the third moment to open a lock (``derde-slotmoment``)."""

    locks: str = LOCKS_ALL
    king: str = "ambacht"
    third: str = "einde-beurt"

    def __post_init__(self) -> None:
        for value, allowed in (
            (self.locks, (LOCKS_ALL, LOCKS_NONE)),
            (self.king, ("ambacht", "wetenschap")),
            (self.third, ("einde-beurt", "na-kopen")),
        ):
            if value not in allowed:
                raise ValueError(f"option {value!r} is not one of {allowed}")

    def has_lock(self, card: Card) -> bool:
        return card.dungeon and self.locks == LOCKS_ALL


DEFAULT_RULES = Rules()
"""The options as the Dutch seed reads them."""


class Scored:
    """What one scroll is worth, and why (Dutch, with the numbers). The why is written when
    it is first read: the computer players ask for thousands of points a game, never why."""

    __slots__ = ("_text", "_write", "points")

    def __init__(self, points: int, text: str | Callable[[], str]) -> None:
        self.points = points
        self._text: str | None = text if isinstance(text, str) else None
        self._write: Callable[[], str] | None = None if isinstance(text, str) else text

    @property
    def text(self) -> str:
        if self._text is None:
            assert self._write is not None
            self._text, self._write = self._write(), None
        return self._text

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Scored):
            return NotImplemented
        return (self.points, self.text) == (other.points, other.text)

    def __hash__(self) -> int:
        return hash((self.points, self.text))

    def __repr__(self) -> str:
        return f"Scored(points={self.points!r}, text={self.text!r})"


_TABLEAU, _ROW, _COLUMN = Area.TABLEAU, Area.ROW, Area.COLUMN
"""The areas read once (a member read through its class costs far more than a name)."""


class View:
    """A finished tableau as the scrolls see it: each place with its card data (``None`` face
    down), the keys after the lock keys joined them, and the rules' options."""

    __slots__ = ("_places", "_seen", "end", "keys", "rules")

    def __init__(self, end: EndTableau, keys: int, rules: Rules) -> None:
        """The places and an empty memory of what the scrolls saw, made at once (every view
        is scored; plain attributes are cheaper to read than cached properties)."""
        self.end = end
        self.keys = keys
        self.rules = rules
        self._places: tuple[tuple[Position, PlacedCard, Card | None], ...] = tuple(
            [
                (p, placed, None if placed.face_down else BY_ID[placed.card])  # ``end.card``
                for p, placed in end.cells()
            ]
        )
        self._seen: dict[tuple[Area, Position], tuple[list[Card], Counter[Shield]]] = {}

    def places(self) -> Iterable[tuple[Position, PlacedCard, Card | None]]:
        return self._places

    def placed(self, at: Position) -> PlacedCard | None:
        """What lies at ``at`` (with its tokens after the end's purses are filled)."""
        for position, placed, _ in self._places:
            if position == at:
                return placed
        return None

    def _look(self, area: Area, at: Position) -> tuple[list[Card], Counter[Shield]]:
        """The face-up cards and their shields in ``area`` seen from ``at``, worked out once
        per view (several scrolls look at the same row, column or square)."""
        if area is _TABLEAU:
            at = (0, 0)
        elif area is _ROW:
            at = (at[0], -1)  # one answer for the whole row (``_in`` reads only the row)
        elif area is _COLUMN:
            at = (-1, at[1])
        found = self._seen.get((area, at))
        if found is None:
            cards = _cards_in(self._places, area, at)
            found = self._seen[(area, at)] = (cards, _shields_of(cards))
        return found

    def open_cards(self, area: Area = Area.TABLEAU, at: Position = (0, 0)) -> list[Card]:
        """The face-up cards in ``area`` seen from ``at`` (the card itself once); shared by
        the scrolls of this view, so read, never changed."""
        return self._look(area, at)[0]

    def shields(self, area: Area = Area.TABLEAU, at: Position = (0, 0)) -> Counter[Shield]:
        """The shields of ``open_cards(area, at)`` (shared, as that list is)."""
        return self._look(area, at)[1]

    def face_down(self) -> int:
        return sum(card is None for _, _, card in self._places)


def _cards_in(
    places: tuple[tuple[Position, PlacedCard, Card | None], ...], area: Area, at: Position
) -> list[Card]:
    """The face-up cards of ``places`` that ``_in`` counts in ``area`` seen from ``at``, in
    reading order (one comprehension per area: no call per place)."""
    if area is _TABLEAU:
        return [card for _, _, card in places if card]
    row, column = at
    if area is _ROW:
        return [card for (r, _), _, card in places if card and r == row]
    if area is _COLUMN:
        return [card for (_, c), _, card in places if card and c == column]
    return [card for (r, c), _, card in places if card and (r == row or c == column)]


_SHIELDS: dict[tuple[str, ...], Counter[Shield]] = {}
"""The shields of a run of face-up cards, by their ids in order (the same rows, columns and
squares come back thousands of times while the computer players weigh their places)."""


def _shields_of(cards: list[Card]) -> Counter[Shield]:
    """The shields of ``cards`` counted once for each run of cards and shared: read, never
    changed (reading a missing shield gives 0 and adds nothing to a ``Counter``)."""
    key = tuple([card.id for card in cards])
    found = _SHIELDS.get(key)
    if found is None:
        if len(_SHIELDS) > 8192:
            _SHIELDS.clear()
        found = _SHIELDS[key] = Counter(s for card in cards for s in card.shields)
    return found


def _in(area: Area, at: Position, position: Position) -> bool:
    if area is _TABLEAU:
        return True
    if area is _ROW:
        return position[0] == at[0]
    if area is _COLUMN:
        return position[1] == at[1]
    return position[0] == at[0] or position[1] == at[1]


_WHERE = {
    Area.TABLEAU: "in je vierkant",
    Area.ROW: "in de rij van deze kaart",
    Area.COLUMN: "in de kolom van deze kaart",
    Area.CROSS: "in de rij en kolom van deze kaart",
}


@lru_cache(maxsize=4096)
def _times_text(count: int, what: str, points: int) -> str:
    """``3 open kaarten × 2 = 6 punten``. ``what`` may hold ``[singular|plural]`` for the word
    that agrees with ``count`` (``open [kaart|kaarten]``). Remembered: the same few counts
    come back."""
    text = re.sub(r"\[([^|\]]*)\|([^\]]*)\]", lambda m: m[1] if count == 1 else m[2], what)
    total = count * points
    return f"{count} {text} × {points} = {total} {noun(total, 'punt', 'punten')}"


def _times(count: int, what: Callable[[], str], points: int) -> Scored:
    """``count`` times ``points``, explained as ``_times_text`` of ``what()`` once read."""
    return Scored(count * points, lambda: _times_text(count, what(), points))


def _shield_list(counts: Counter[Shield]) -> str:
    if not counts:
        return "geen schilden"
    return listing(
        [f"{n}× {s.dutch}" for s, n in sorted(counts.items(), key=lambda x: x[0].letter)]
    )


def _per_shield(scroll: PerShield, view: View, at: Position) -> Scored:
    found = view.shields(scroll.area, at)[scroll.shield]
    return _times(
        found,
        lambda: f"{scroll.shield.named}{'' if found == 1 else 'en'} {_WHERE[scroll.area]}",
        scroll.points,
    )


def _per_type(scroll: PerShieldType, view: View, at: Position) -> Scored:
    found = view.shields(scroll.area, at)

    def what() -> str:
        kinds = listing(sorted(s.dutch for s in found)) or "geen"
        return f"verschillende [schildsoort|schildsoorten] {_WHERE[scroll.area]} ({kinds})"

    return _times(len(found), what, scroll.points)


def _per_missing(scroll: PerMissingType, view: View, at: Position) -> Scored:
    present = view.shields()
    missing = [s.dutch for s in Shield if s not in present]
    names = f" ({listing(missing)})" if missing else ""
    return _times(
        len(missing), lambda: f"ontbrekende [schildsoort|schildsoorten]{names}", scroll.points
    )


def _if_missing(scroll: IfMissing, view: View, at: Position) -> Scored:
    found = view.shields()[scroll.shield]
    if found:
        return Scored(
            0,
            lambda: (
                f"er liggen {found} {scroll.shield.named}en in je vierkant: 0 punten"
                if found > 1
                else f"er ligt een {scroll.shield.named} in je vierkant: 0 punten"
            ),
        )
    return Scored(
        scroll.points, lambda: f"geen {scroll.shield.named} in je vierkant: {scroll.points} punten"
    )


def _per_set(scroll: PerSet, view: View, at: Position) -> Scored:
    counts = view.shields()
    sets = min(counts[s] for s in scroll.shields)

    def what() -> str:
        each = listing([f"{counts[s]} {s.dutch}" for s in scroll.shields])
        return f"volledige [set|sets] ({each}; elk schild telt in één set)"

    return _times(sets, what, scroll.points)


def _per_triple(scroll: PerTriple, view: View, at: Position) -> Scored:
    counts = view.shields()
    sets = sum(n // 3 for n in counts.values())
    return _times(
        sets,
        lambda: f"[drietal|drietallen] gelijke schilden ({_shield_list(counts)})",
        scroll.points,
    )


def _banners(view: View) -> Counter[Banner]:
    return Counter(card.row for card in view.open_cards())


def _per_banner(scroll: PerBanner, view: View, at: Position) -> Scored:
    found = _banners(view)[scroll.banner]
    return _times(
        found,
        lambda: f"open {scroll.banner.card}{'' if found == 1 else 'en'}",
        scroll.points,
    )


def _per_banner_set(scroll: PerBannerSet, view: View, at: Position) -> Scored:
    have = _banners(view)
    need = Counter(scroll.banners)
    sets = min(have[b] // n for b, n in need.items())

    def what() -> str:
        each = listing([f"{have[b]} {b.card}en" for b in need])
        return f"volledige [set|sets] ({each})"

    return _times(sets, what, scroll.points)


_PLACES: dict[Place, Callable[[int, int], bool]] = {
    Place.TOP: lambda r, c: r == 0,
    Place.MIDDLE_ROW: lambda r, c: r == 1,
    Place.BOTTOM: lambda r, c: r == SIDE - 1,
    Place.LEFT: lambda r, c: c == 0,
    Place.MIDDLE_COLUMN: lambda r, c: c == 1,
    Place.RIGHT: lambda r, c: c == SIDE - 1,
    Place.CORNER: lambda r, c: r in (0, SIDE - 1) and c in (0, SIDE - 1),
    Place.EDGE: lambda r, c: (r in (0, SIDE - 1)) != (c in (0, SIDE - 1)),
}


def place_name(position: Position) -> str:
    """``rij 1, kolom 3`` (counted from 1, from the top left)."""
    return f"rij {position[0] + 1}, kolom {position[1] + 1}"


def _if_place(scroll: IfPlace, view: View, at: Position) -> Scored:
    if _PLACES[scroll.place](*at):
        return Scored(
            scroll.points,
            lambda: (
                f"de kaart ligt {scroll.place.value} ({place_name(at)}): {scroll.points} punten"
            ),
        )
    return Scored(
        0, lambda: f"de kaart ligt op {place_name(at)}, niet {scroll.place.value}: 0 punten"
    )


def _purse(scroll: Purse, view: View, at: Position) -> Scored:
    placed = view.placed(at)
    gold = placed.token(GOLD) if placed else 0
    return _times(gold, lambda: f"goud op de beurs (ruimte {scroll.capacity})", scroll.points)


def _all_purse_gold(scroll: AllPurseGold, view: View, at: Position) -> Scored:
    gold = sum(p.token(GOLD) for _, p, card in view.places() if card and card.has_purse)
    return _times(gold, lambda: "goud op alle beurzen samen", scroll.points)


def _per_key(scroll: PerKey, view: View, at: Position) -> Scored:
    return _times(view.keys, lambda: "[sleutel|sleutels]", scroll.points)


def _per_card_shields(scroll: PerCardWithShields, view: View, at: Position) -> Scored:
    found = sum(len(card.shields) == scroll.shields for card in view.open_cards())

    def what() -> str:
        shields = "één schild" if scroll.shields == 1 else f"{scroll.shields} schilden"
        return f"open [kaart|kaarten] met precies {shields}"

    return _times(found, what, scroll.points)


def _per_card_cost(scroll: PerCardWithCost, view: View, at: Position) -> Scored:
    costs = [card.cost for card in view.open_cards()]
    found = sum(c >= scroll.cost if scroll.or_more else c == scroll.cost for c in costs)
    more = " of meer" if scroll.or_more else ""
    return _times(
        found, lambda: f"open [kaart|kaarten] van {scroll.cost}{more} goud", scroll.points
    )


def _per_discount(scroll: PerDiscountCard, view: View, at: Position) -> Scored:
    found = sum(card.has_discount for card in view.open_cards())
    return _times(
        found, lambda: "open [kaart|kaarten] met een korting (deze meegeteld)", scroll.points
    )


def _if_face_down(scroll: IfFaceDown, view: View, at: Position) -> Scored:
    found = view.face_down()
    if found:
        return Scored(
            scroll.points,
            lambda: (
                f"{count(found, 'gedekte kaart', 'gedekte kaarten')} in je vierkant: "
                f"{scroll.points} punten"
            ),
        )
    return Scored(0, "geen gedekte kaart in je vierkant: 0 punten")


def _if_shield_in(scroll: IfShieldIn, view: View, at: Position) -> Scored:
    found = view.shields(scroll.area, at)[scroll.shield]
    where = _WHERE[scroll.area]
    if found:
        return Scored(
            scroll.points,
            lambda: (
                f"{count(found, scroll.shield.named, scroll.shield.named + 'en')} {where}: "
                f"{scroll.points} punten"
            ),
        )
    return Scored(0, lambda: f"geen {scroll.shield.named} {where}: 0 punten")


def _if_no_face_down(scroll: IfNoFaceDown, view: View, at: Position) -> Scored:
    found = view.face_down()
    if found:
        return Scored(
            0,
            lambda: f"{count(found, 'gedekte kaart', 'gedekte kaarten')} in je vierkant: 0 punten",
        )
    return Scored(scroll.points, lambda: f"geen enkele gedekte kaart: {scroll.points} punten")


def _line_cost(scroll: LineCost, view: View, at: Position) -> Scored:
    total = sum(
        card.cost for position, _, card in view.places() if card and _in(scroll.area, at, position)
    )

    def why() -> str:
        parts = [
            "gedekt 0" if card is None else f"{card.name} {card.cost}"
            for position, _, card in view.places()
            if _in(scroll.area, at, position)
        ]
        line = "rij" if scroll.area is Area.ROW else "kolom"
        return f"prijzen in de {line}: {' + '.join(parts)} = {total} punten"

    return Scored(total * scroll.points, why)


def _per_cost(scroll: PerDifferentCost, view: View, at: Position) -> Scored:
    costs = sorted(card.cost for card in view.open_cards())
    different = sorted(set(costs))

    def what() -> str:
        down = view.face_down()
        seen = ", ".join(map(str, costs)) + (f" en {down} gedekt (telt niet)" if down else "")
        return (
            f"verschillende [prijs|prijzen] ({listing([str(c) for c in different])}; "
            f"open kaarten: {seen})"
        )

    return _times(len(different), what, scroll.points)


def _if_no_discount(scroll: IfNoDiscountCard, view: View, at: Position) -> Scored:
    found = [card.name for card in view.open_cards() if card.has_discount]
    if found:
        return Scored(0, lambda: f"korting in je vierkant ({listing(found)}): 0 punten")
    return Scored(scroll.points, lambda: f"geen kaart met korting: {scroll.points} punten")


def _if_no_purse(scroll: IfNoPurseCard, view: View, at: Position) -> Scored:
    found = [card.name for card in view.open_cards() if card.has_purse]
    if found:
        return Scored(0, lambda: f"beurs in je vierkant ({listing(found)}): 0 punten")
    return Scored(scroll.points, lambda: f"geen kaart met een beurs: {scroll.points} punten")


def _per_lock(scroll: PerLockCard, view: View, at: Position) -> Scored:
    found = sum(view.rules.has_lock(card) for card in view.open_cards())
    return _times(
        found, lambda: "open [kaart|kaarten] met een slot (deze meegeteld)", scroll.points
    )


Scorer = Callable[..., Scored]
"""``function(scroll, view, position) -> Scored``."""

SCORERS: EffectRegistry[Scorer] = EffectRegistry(
    "scoringsrol",
    {
        PerShield: _per_shield,
        PerShieldType: _per_type,
        PerMissingType: _per_missing,
        IfMissing: _if_missing,
        PerSet: _per_set,
        PerTriple: _per_triple,
        PerBanner: _per_banner,
        PerBannerSet: _per_banner_set,
        IfPlace: _if_place,
        Purse: _purse,
        AllPurseGold: _all_purse_gold,
        PerKey: _per_key,
        PerCardWithShields: _per_card_shields,
        PerCardWithCost: _per_card_cost,
        PerDiscountCard: _per_discount,
        IfFaceDown: _if_face_down,
        IfShieldIn: _if_shield_in,
        IfNoFaceDown: _if_no_face_down,
        LineCost: _line_cost,
        PerDifferentCost: _per_cost,
        IfNoDiscountCard: _if_no_discount,
        IfNoPurseCard: _if_no_purse,
        PerLockCard: _per_lock,
    },
)
"""Scroll type -> its ``Scorer`` (the core's effect registry: a scroll type nobody scores is a
``ValueError``)."""


# -- the end of the game -----------------------------------------------------------------------


def lock_keys(end: EndTableau) -> int:
    """The keys still lying on lock cards (they join your keys before scoring)."""
    return sum(placed.token(KEY) for _, placed in end.cells() if placed.tokens)


_ROOM: dict[str, int] = {
    card.id: card.scroll.capacity for card in BY_ID.values() if isinstance(card.scroll, Purse)
}
"""The room of every card with a purse, by its id (looked up once, not per tableau)."""


def fill_purses(end: EndTableau) -> tuple[EndTableau, tuple[tuple[Position, int], ...]]:
    """Leftover gold onto the purses, each up to its room, in reading order.

    Every purse pays 2 points per gold and Banker counts all purse gold alike, so the order
    changes no total; reading order makes the answer repeatable. Returns the new end position
    (gold on the purses, the rest still in hand) and what went where."""
    left = end.gold
    if not left:
        return end, ()
    moved: list[tuple[Position, int]] = []
    cells = list(end.cells())
    for index, (position, placed) in enumerate(cells):
        room = None if placed.face_down else _ROOM.get(placed.card)
        if room is not None:
            put = min(room - placed.token(GOLD), left)
            if put:
                cells[index] = (position, _with_tokens(placed, GOLD, put))
                moved.append((position, put))
                left -= put
                if not left:
                    break
    if not moved:
        return end, ()
    return EndTableau.unchecked(_same_grid(end.tableau, cells), end.keys, left), tuple(moved)


def without_lock_keys(end: EndTableau, on_locks: int | None = None) -> EndTableau:
    """The keys on lock cards moved into the player's own keys (``on_locks``: their number,
    when ``lock_keys`` was already asked)."""
    if on_locks is None:
        on_locks = lock_keys(end)
    if not on_locks:
        return end
    cells = [
        (position, _with_tokens(placed, KEY, -placed.token(KEY)) if placed.token(KEY) else placed)
        for position, placed in end.cells()
    ]
    tableau = _same_grid(end.tableau, cells)
    return EndTableau.unchecked(tableau, end.keys + on_locks, end.gold)


def _with_tokens(placed: PlacedCard, name: str, change: int) -> PlacedCard:
    """``placed.with_token`` for a change already kept within the card's room (gold up to
    its purse's room, every key taken off): the card is not checked again."""
    tokens = dict(placed.tokens)
    tokens[name] = tokens.get(name, 0) + change
    return unchecked(
        PlacedCard,
        card=placed.card,
        face_down=placed.face_down,
        tokens=tuple(sorted((k, n) for k, n in tokens.items() if n)),
    )


def _same_grid(like: Tableau, cells: list[tuple[Position, PlacedCard]]) -> Tableau:
    """``like`` with the same cards at the same places, only their tokens changed: the grid
    was checked when it was made, so it is not checked again (scoring runs often)."""
    return unchecked(Tableau, width=like.width, height=like.height, cards=tuple(cells))


_FACE_DOWN = Scored(0, "gedekte kaart: geen scoringsrol, 0 punten")
"""What a face-down card scores (``card_score``)."""


def card_score(view: View, position: Position) -> tuple[Card | None, Scored]:
    """One card's points on the finished tableau (0 for a face-down card)."""
    placed = view.end.tableau.at(position)
    assert placed is not None
    card = view.end.card(placed)
    if card is None:
        return None, _FACE_DOWN
    return card, SCORERS.handler(card.scroll)(card.scroll, view, position)


class Settlement(NamedTuple):
    """The end of the game before the scrolls, worked out once by ``settle``: the engine's
    total scores its ``view`` and the ruling tells its ``steps``, so the two cannot differ.

    ``on_locks`` keys lay on lock cards and joined the ``end``'s own keys (``keyed``); then the
    leftover gold went onto the purses in reading order (``moved``: where, how much); ``view``
    is the square as the scrolls see it, with the gold still in hand."""

    end: EndTableau
    on_locks: int
    keyed: EndTableau
    moved: tuple[tuple[Position, int], ...]
    view: View

    def steps(self) -> list[Step]:
        """What happened, in Dutch with its clauses (written only when asked: the computer
        players settle thousands of squares a game and never read why)."""
        end, keyed, settled = self.end, self.keyed, self.view.end
        steps: list[Step] = []
        if self.on_locks:
            on_locks = self.on_locks
            steps.append(
                Step(
                    f"{DUNGEON}.slot.einde",
                    f"Op je slotkaarten {agree(on_locks, 'ligt', 'liggen')} nog "
                    f"{count(on_locks, 'sleutel', 'sleutels')}; "
                    f"{agree(on_locks, 'die gaat', 'die gaan')} bij je {end.keys} sleutels: "
                    f"samen {keyed.keys}.",
                    keyed,
                )
            )
        if end.gold:
            placed = listing(
                [f"{n} op {settled.card(settled.tableau.at(p)).name}" for p, n in self.moved]  # type: ignore[arg-type, union-attr]
            )
            text = (
                f"Je hebt {end.gold} goud over. Op de beurzen: {placed or 'niets (geen ruimte)'}; "
                f"in je hand blijft {settled.gold} goud (0 punten, wel voor een gelijke stand)."
            )
            steps.append(Step(f"{GAME}.beurzen", text, settled))
        return steps


def settle(end: EndTableau, rules: Rules = DEFAULT_RULES) -> Settlement:
    """The end of the game applied: lock keys to your keys, leftover gold on the purses."""
    on_locks = lock_keys(end)
    keyed = without_lock_keys(end, on_locks)
    settled, moved = fill_purses(keyed)
    return Settlement(end, on_locks, keyed, moved, View(settled, settled.keys, rules))


def final_view(end: EndTableau, rules: Rules = DEFAULT_RULES) -> View:
    """The square as the scrolls see it at the end (``settle(end, rules).view``)."""
    return settle(end, rules).view


class Score(NamedTuple):
    """A finished square scored once (``score``): the ``settlement``, what every place's scroll
    gives in reading order (``scored``; a face-down card 0), and the ``total`` with every key a
    point. The engine's total and the ruling's explanation are read from this one value."""

    settlement: Settlement
    scored: tuple[Scored, ...]
    total: int

    @property
    def keys(self) -> int:
        return self.settlement.view.keys

    @property
    def from_cards(self) -> int:
        """The points of the cards together (the total without the keys)."""
        return self.total - self.keys

    @property
    def leftover_gold(self) -> int:
        """The gold still in hand after the purses were filled (it breaks a tie)."""
        return self.settlement.view.end.gold

    def cards(self) -> list[tuple[Position, Card | None, Scored]]:
        """Every place in reading order with its card (``None`` face down) and its points."""
        places = self.settlement.view.places()
        return [(p, card, scored) for (p, _, card), scored in zip(places, self.scored, strict=True)]


def score(end: EndTableau, rules: Rules = DEFAULT_RULES) -> Score:
    """A tableau at the end: settled, then every card's scroll scored on the settled square."""
    settlement = settle(end, rules)
    view = settlement.view
    scorer = _SCORER_BY_CARD
    scored = tuple(
        [
            scorer[card.id](card.scroll, view, p) if card else _FACE_DOWN
            for p, _, card in view._places
        ]
    )
    return Score(settlement, scored, view.keys + sum([s.points for s in scored]))


def total(end: EndTableau, rules: Rules = DEFAULT_RULES) -> int:
    """A tableau's points at the end (``score(end, rules).total``, what the ruling explains)."""
    return score(end, rules).total


_WHOLE_SQUARE: frozenset[type[Scroll]] = frozenset(
    {
        PerMissingType,
        IfMissing,
        PerSet,
        PerTriple,
        PerBanner,
        PerBannerSet,
        AllPurseGold,
        PerKey,
        PerCardWithShields,
        PerCardWithCost,
        PerDiscountCard,
        IfFaceDown,
        IfNoFaceDown,
        PerDifferentCost,
        IfNoDiscountCard,
        IfNoPurseCard,
        PerLockCard,
    }
)
"""The scroll types whose points follow from what the square holds, not from where: the
face-up cards and their shields in the whole square, the face-down cards, the keys, the gold
on all purses together (which filling the purses does not change: each takes what it has
room for until the gold runs out) and the options."""


def counts_whole_square(scroll: Scroll) -> bool:
    """Whether ``scroll`` scores the same wherever the cards of its square lie (the types of
    ``_WHOLE_SQUARE``, and a shield scroll that looks at the whole square)."""
    if type(scroll) in _WHOLE_SQUARE:
        return True
    return isinstance(scroll, PerShield | PerShieldType | IfShieldIn) and (
        scroll.area is Area.TABLEAU
    )


_WHOLE_BY_CARD: dict[str, bool] = {
    card.id: counts_whole_square(card.scroll) for card in BY_ID.values()
}
"""``counts_whole_square`` of every card's scroll, by the card's id."""


_SCORER_BY_CARD: dict[str, Callable[[Scroll, View, Position], Scored]] = {
    card.id: SCORERS.handler(card.scroll) for card in BY_ID.values()
}
"""The scorer of every card's scroll (``SCORERS``' own function), by the card's id."""

_AREA_BY_CARD: dict[str, Area | None] = {
    card.id: getattr(card.scroll, "area", None) for card in BY_ID.values()
}
"""The row, column or cross a card's scroll looks at (``None``: it looks at no area), by id."""


@dataclass(frozen=True)
class Increments:
    """What laying one card adds: ``before`` is ``total`` of the square without it, ``added``
    for each place tried the points it adds there (``total`` with it laid there, minus
    ``before``)."""

    before: int
    added: tuple[int, ...]


def increments(
    end: EndTableau,
    placed: PlacedCard,
    spots: Iterable[Position],
    rules: Rules = DEFAULT_RULES,
) -> Increments:
    """The points ``placed`` adds to ``end`` on each of ``spots`` (free places next to its
    cards, in the square's own coordinates, as ``legal_positions`` gives them), counted by the
    same scorers as ``total`` without scoring the whole square again for every place.

    The square is scored once as it is. A scroll that counts the whole square (and the keys)
    changes alike wherever the card goes, so it is scored once more, with the card laid on the
    first place. On each place only the scrolls that can see it are scored again: the new
    card's own, those whose row, column or cross holds the place, and, when the card lies above
    or left of the square and so moves every card, those that look at no area but at their own
    card's place. A card whose purse would take leftover gold can change how the purses fill:
    with such a card (and gold left over) each place is scored whole (``total`` with it laid
    there, minus ``total`` without it). The square without the card is remembered for the next
    card weighed on it."""
    before, scores, local = _scored(end, rules)
    base = before.keys + sum(scores)
    scorer = _SCORER_BY_CARD
    whole = _WHOLE_BY_CARD
    spots = tuple(spots)
    if placed.token(GOLD) or (end.gold and not placed.face_down and placed.card in _ROOM):
        grown = [
            EndTableau.unchecked(laid(end.tableau, at, placed), end.keys, end.gold) for at in spots
        ]
        return Increments(base, tuple([total(after, rules) - base for after in grown]))
    # the purses fill as they did (the card takes no gold) and the card's key joins the keys
    key = placed.token(KEY)
    settled = _with_tokens(placed, KEY, -key) if key else placed
    card = None if placed.face_down else BY_ID[placed.card]
    own_local = card is not None and not whole[card.id]
    keys = before.keys + key
    square, gold = before.end.tableau, before.end.gold
    shared: int | None = None
    added = []
    for at in spots:
        grid, new, (top, left) = laid_at(square, at, settled)
        moved = top or left  # laid above or left of the square: every card moved
        seen = [
            (index, other, points)
            for index, position, other, area, points in local
            if (moved if area is None else _in(area, position, at))
        ]
        if shared is not None and not seen and not own_local:
            added.append(shared)
            continue
        after = View(EndTableau.unchecked(grid, keys, gold), keys, rules)
        places = after._places
        if shared is None:
            shared = key + sum(
                [
                    scorer[c.id](c.scroll, after, p).points - scores[i - (i > new)]
                    for i, (p, _, c) in enumerate(places)
                    if c is not None and whole[c.id] and i != new
                ]
            )
            if card is not None and not own_local:
                shared += scorer[card.id](card.scroll, after, places[new][0]).points
        points = shared
        if own_local:
            assert card is not None
            points += scorer[card.id](card.scroll, after, places[new][0]).points
        for index, other, was in seen:
            points += (
                scorer[other.id](other.scroll, after, places[index + (index >= new)][0]).points
                - was
            )
        added.append(points)
    return Increments(base, tuple(added))


_BEFORE: dict[
    tuple[Tableau, int, int, Rules],
    tuple[View, list[int], list[tuple[int, Position, Card, Area | None, int]]],
] = {}
"""``_scored`` of the squares asked lately (the computer players weigh every card of both
rows on the same square, many of them with the same gold and keys left)."""


def _scored(
    end: EndTableau, rules: Rules
) -> tuple[View, list[int], list[tuple[int, Position, Card, Area | None, int]]]:
    """The finished view of ``end``, every card's points in reading order (0 face down), and
    the cards whose scroll reads where it lies (index, place, card, the area it looks at,
    points), remembered for the squares asked lately."""
    memo = (end.tableau, end.keys, end.gold, rules)
    found = _BEFORE.get(memo)
    if found is None:
        before = final_view(end, rules)
        scorer = _SCORER_BY_CARD
        whole = _WHOLE_BY_CARD
        areas = _AREA_BY_CARD
        scores: list[int] = []
        local: list[tuple[int, Position, Card, Area | None, int]] = []
        for index, (position, _, card) in enumerate(before.places()):
            points = 0 if card is None else scorer[card.id](card.scroll, before, position).points
            scores.append(points)
            if card is not None and not whole[card.id]:
                local.append((index, position, card, areas[card.id], points))
        if len(_BEFORE) > 256:
            _BEFORE.clear()
        found = _BEFORE[memo] = (before, scores, local)
    return found


def result(points: tuple[int, ...], gold: tuple[int, ...]) -> Result:
    """Who wins: the most points; between tied players the most leftover gold; still tied,
    they share the win."""
    if len(points) != len(gold) or not points:
        raise ValueError("every seat needs its points and its leftover gold")
    best = max(points)
    tied = [seat for seat, p in enumerate(points) if p == best]
    if len(tied) == 1:
        return Result(points, (tied[0],))
    richest = max(gold[seat] for seat in tied)
    winners = tuple(seat for seat in tied if gold[seat] == richest)
    return Result(points, winners, "het meeste overgebleven goud" if len(winners) == 1 else "")


def card_of(card_id: str) -> Card:
    return BY_ID[card_id]


SCORING_CLAUSE = f"{GAME}.telling"
