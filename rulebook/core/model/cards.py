"""Card primitives every card game shares: a deck, a pile, a display with slots, a tableau.

A card is a short id (``"K12"``, ``"Hart5"``) that the game chooses and looks up in its own
tables; these values only keep track of where cards lie. All are frozen, write themselves
as text and read back (``Deck.parse(str(deck)) == deck``), and their ``repr`` rebuilds them
(``Deck.parse('Hart5*2 Hoofd4')``), the python-chess habit.

- ``Deck``: the face-down draw stack as a multiset. Turning the top card of a shuffled deck is the
  same as drawing uniformly from what is left, so no order is stored and ``draw_outcomes`` gives
  exact fractions for a chance step.
- ``Pile``: a face-up stack whose top card matters (a graveyard, a discard pile); ``view`` is
  what a seat sees of it when only the top lies open.
- ``Display``: a row of slots, each holding a card or nothing (a market row).
- ``Tableau``: a grid that grows orthogonally up to a maximum width and height; positions are
  relative and normalised, because the grid may shift while it grows.

Notation (spaces separate cards; ``-`` is nothing):

    Deck      Hart5*2 Hoofd4          two Hart5 and one Hoofd4, in canonical order; empty: -
    Pile      Been3 Hart5             bottom first, the top card last; empty: -
    PileView  Hart5 +3                the top card and 3 hidden cards below it; empty: -
    Display   K12 - D3                slot by slot, - for an empty slot
    Tableau   3x3: K12 - / ~D3[goud=2] K5
              the limits (width x height), then the rows of the grid (separated by /) top to
              bottom, - for an empty place
    PlacedCard ~D3[goud=2]            one card of a tableau: ~ face down, [name=count,...] the
                                      tokens on it

Bad text from a reader raises a Dutch ``NotationError``; a parser takes the clause id of the
game's own notation rule (``clause_id``), else ``NOTATION_CLAUSE``. Texts longer than
``MAX_TEXT`` are refused before they are read, so parsing stays linear and small. A wrong value
from code (an empty deck to draw from, a slot out of range) is a ``ValueError``/``TypeError``.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from rulebook.core import checks
from rulebook.core.dutch import count, quoted
from rulebook.core.errors import NotationError
from rulebook.core.model.evolve import Remembers, unchecked
from rulebook.core.model.game import sample_counted

NOTATION_CLAUSE = "kaarten.notatie"
"""The clause a parse error names when the game passes none of its own."""
MAX_TEXT = 4000
"""The longest text a parser reads (60 cards of 24 characters fit easily)."""
MAX_CARDS = 999
"""At most this many cards in one deck or pile: no card game on the table holds more."""
MAX_ID = 24
MAX_SLOTS = 12
MAX_SIDE = 9
"""A tableau is at most this wide and this high."""
MAX_TOKEN_KINDS = 8
MAX_TOKENS = 999

Position = tuple[int, int]
"""(row, column) in a tableau, counted from the top left card after normalising."""

_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
_TOKEN_NAME = re.compile(r"[a-z][a-z0-9-]{0,15}")
_COUNTED = re.compile(r"(?P<card>[^*]+)(?:\*(?P<count>[0-9]{1,3}))?")
_CELL = re.compile(r"(?P<down>~)?(?P<card>[^\[~]+)(?:\[(?P<tokens>[^\]]*)\])?")
_TOKEN = re.compile(r"(?P<name>[^=]+)=(?P<count>[0-9]{1,3})")
_LIMITS = re.compile(r"(?P<width>[0-9])x(?P<height>[0-9]):")
_EXAMPLE = "schrijf een kaartcode van letters en cijfers, zoals K12 of Hart5"


# -- card ids ----------------------------------------------------------------------------------


def card_problem(card: str) -> str | None:
    """Why ``card`` cannot be a card id (in Dutch), or ``None``: letters, digits, ``_`` and
    ``-``, starting with a letter or digit, at most ``MAX_ID`` characters, so every notation
    can tell a card from its separators."""
    if len(card) > MAX_ID:
        return f"{quoted(card, MAX_ID)} is te lang voor een kaart (hoogstens {MAX_ID} tekens)."
    if not _ID.fullmatch(card):
        return f"{quoted(card, MAX_ID)} is geen kaart: {_EXAMPLE}."
    return None


_CHECKED: set[str] = set()
"""Card ids found valid so far: a game checks the same few dozen ids thousands of times."""
_ORDER: dict[str, tuple[tuple[str | int, ...], str]] = {}
_FRACTIONS: dict[tuple[int, int], Fraction] = {}
"""The chances ``n / total`` made so far (a draw from a deck of 60 asks 60 of them)."""
_MEMO_LIMIT = 4096
"""The memos above are emptied when they grow past this (a fuzz test makes endless ids)."""


def check_card(card: object) -> str:
    """``card`` when it is a valid card id; a programmer's ``TypeError``/``ValueError`` else."""
    if type(card) is str and card in _CHECKED:
        return card
    card = checks.text("een kaart", card)
    problem = card_problem(card)
    if problem:
        raise ValueError(problem)
    if len(_CHECKED) > _MEMO_LIMIT:
        _CHECKED.clear()
    _CHECKED.add(card)
    return card


def card_order(card: str) -> tuple[tuple[str | int, ...], str]:
    """The canonical order of card ids: numbers inside an id compare as numbers, so ``Hart5``
    comes before ``Hart10`` (the order a reader expects in a list)."""
    found = _ORDER.get(card)
    if found is None:
        parts = re.split(r"([0-9]+)", card)
        key = tuple(int(part) if index % 2 else part for index, part in enumerate(parts))
        if len(_ORDER) > _MEMO_LIMIT:
            _ORDER.clear()
        found = _ORDER[card] = (key, card)
    return found


def _chance(n: int, total: int) -> Fraction:
    """``Fraction(n, total)``, made once per pair."""
    found = _FRACTIONS.get((n, total))
    if found is None:
        if len(_FRACTIONS) > _MEMO_LIMIT:
            _FRACTIONS.clear()
        found = _FRACTIONS[(n, total)] = Fraction(n, total)
    return found


def _read_card(word: str, clause_id: str) -> str:
    problem = card_problem(word)
    if problem:
        raise NotationError(clause_id, problem)
    return word


def _words(text: object, clause_id: str, what: str) -> list[str]:
    """The words of a notation, after the type and length checks every parser shares."""
    text = checks.text(what, text)
    if len(text) > MAX_TEXT:
        raise NotationError(
            clause_id,
            f"De tekst voor {what} is te lang ({len(text)} tekens, hoogstens {MAX_TEXT}).",
        )
    return text.split()


def _cards_of(cards: object, what: str) -> tuple[str, ...]:
    """Cards passed by code: an iterable of ids, never one string (which would be its letters)."""
    if isinstance(cards, str) or not isinstance(cards, Iterable):
        raise TypeError(f"{what} moet een rij kaarten zijn, niet {checks.shown(cards)}")
    return tuple(check_card(card) for card in cards)


# -- the deck ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Deck(Remembers):
    """A face-down draw stack as a multiset: each distinct card with its count.

    ``counts`` is canonical (``card_order``, counts of at least 1); build a deck with ``Deck.of``
    or ``Deck.from_counts``, which put any cards in that form, so equal decks are equal values.
    """

    counts: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        checks.instance("counts", self.counts, tuple)
        for pair in self.counts:
            checks.instance("een paar (kaart, aantal)", pair, tuple)
            if len(pair) != 2:
                raise ValueError(f"een paar (kaart, aantal) heeft twee delen: {pair!r}")
            check_card(pair[0])
            if checks.whole_number("het aantal", pair[1]) < 1:
                raise ValueError(f"{pair[0]}: een aantal moet minstens 1 zijn, niet {pair[1]}")
        cards = [card for card, _ in self.counts]
        if cards != sorted(set(cards), key=card_order):
            raise ValueError("kaarten niet in vaste volgorde of dubbel: gebruik Deck.of")
        if len(self) > MAX_CARDS:
            raise ValueError(f"een stapel houdt hoogstens {MAX_CARDS} kaarten, niet {len(self)}")

    @classmethod
    def of(cls, cards: Iterable[str]) -> Deck:
        """A deck of ``cards`` (any order, repeats allowed)."""
        return cls.from_counts(Counter(_cards_of(cards, "de kaarten")))

    @classmethod
    def from_counts(cls, counts: Mapping[str, int]) -> Deck:
        """A deck from card -> count; a count of 0 leaves the card out."""
        if not isinstance(counts, Mapping):
            raise TypeError(f"counts moet kaart -> aantal zijn, niet {checks.shown(counts)}")
        kept = {check_card(card): checks.whole_number(card, n) for card, n in counts.items()}
        if any(n < 0 for n in kept.values()):
            raise ValueError(f"een aantal kan niet negatief zijn: {dict(kept)}")
        ordered = sorted((card for card, n in kept.items() if n), key=card_order)
        return cls(tuple((card, kept[card]) for card in ordered))

    @cached_property
    def size(self) -> int:
        """How many cards the deck holds (``len``): a frozen value's size, counted once and kept
        in its ``__dict__`` (where a deck made by ``without`` gets it at once), so it is read as
        a plain attribute; an engine's hot path reads ``deck.size`` without the call ``len``
        makes to ``__len__``."""
        return sum(n for _, n in self.counts)

    def __len__(self) -> int:
        return self.size

    def __contains__(self, card: object) -> bool:
        return self.count(card) > 0  # type: ignore[arg-type]  # (no generator: asked every draw)

    def __iter__(self) -> Iterator[str]:
        """Every card, repeats included, in canonical order (not the order of drawing)."""
        for card, n in self.counts:
            yield from [card] * n

    def count(self, card: str) -> int:
        """How many copies of ``card`` are left."""
        for own, n in self.counts:
            if own == card:
                return n
        return 0

    def distinct(self) -> tuple[str, ...]:
        """The different cards left, in canonical order."""
        return tuple(card for card, _ in self.counts)

    def draw_outcomes(self) -> tuple[tuple[str, Fraction], ...]:
        """Each distinct card with the exact chance that it is the top card; they add up to 1.

        An empty deck has nothing to draw: the game must reshuffle first (a ``ValueError``)."""
        known: tuple[tuple[str, Fraction], ...] | None = self.__dict__.get("_outcomes")
        if known is not None:  # a frozen value: the fractions are made once and remembered
            return known
        total = len(self)
        if total == 0:
            raise ValueError("de stapel is leeg: schud eerst een aflegstapel tot een nieuwe stapel")
        cards, numbers = zip(*self.counts, strict=True)
        chances = {n: _chance(n, total) for n in set(numbers)}
        outcomes = tuple(zip(cards, map(chances.__getitem__, numbers), strict=True))
        object.__setattr__(self, "_outcomes", outcomes)
        return outcomes

    def draw(self, rng: random.Random) -> str:
        """The top card, drawn with one ``sample`` draw from ``rng``: the card that ``sample``
        picks from ``draw_outcomes`` with the same draw, without building the fractions."""
        if not self.counts:
            self.draw_outcomes()  # the empty deck's own refusal
        return sample_counted(self.counts, self.size, rng, exact=True)  # (its size: the sum)

    def without(self, card: str, number: int = 1) -> Deck:
        """The deck after ``number`` copies of ``card`` left it (drawn, or taken out)."""
        counts = self.counts
        # The distinct cards in order, made once for a deck and handed on to the decks made
        # from it: where the card lies in ``counts`` is found by ``tuple.index``, not a loop.
        cards: tuple[str, ...] | None = self.__dict__.get("_cards")
        if cards is None:
            cards = tuple([own for own, _ in counts])
        try:
            at = cards.index(card)  # where the card lies in ``counts``
        except ValueError:  # a card of the deck is a card: only one not found is checked
            at = -1
            check_card(card)
        have = counts[at][1] if at >= 0 else 0  # how many there are
        if type(number) is not int:  # (the common int without a call)
            checks.whole_number("number", number)
        if number < 0 or number > have:
            raise ValueError(f"de stapel heeft {have} keer {card}, niet {number}")
        # The canonical order survives taking cards out: build the counts directly, without
        # sorting and checking every card again (a card game draws thousands of times).
        if number == 0:
            return self
        if have > number:
            kept: tuple[tuple[str, int], ...] = ((card, have - number),)
        else:
            kept, cards = (), (*cards[:at], *cards[at + 1 :])
        return unchecked(
            Deck,
            counts=(*counts[:at], *kept, *counts[at + 1 :]),
            size=self.size - number,
            _cards=cards,
        )

    def with_(self, cards: Iterable[str]) -> Deck:
        """The deck with ``cards`` shuffled in (cards set aside go back, an expansion's cards)."""
        return self.of([*self, *_cards_of(cards, "de kaarten")])

    def reshuffled_from(
        self, *piles: Pile, keep_top: bool = False
    ) -> tuple[Deck, tuple[Pile, ...]]:
        """The deck after the ``piles`` are shuffled into it, and what stays of each pile.

        Games do this when the deck runs out. With ``keep_top`` each pile keeps its top card (it
        stays for sale), and only the cards below it move; else every pile is emptied. Nothing
        is lost or made: the cards of the deck and the piles together stay the same.
        """
        checks.yes_or_no("keep_top", keep_top)
        moved: list[str] = []
        left: list[Pile] = []
        for pile in piles:
            checks.instance("een aflegstapel", pile, Pile)
            moved.extend(pile.below_top() if keep_top else pile.cards)
            left.append(pile.only_top() if keep_top else Pile())
        return self.with_(moved), tuple(left)

    @classmethod
    def parse(cls, text: str, *, clause_id: str = NOTATION_CLAUSE) -> Deck:
        """Read ``Hart5*2 Hoofd4`` (a card, and ``*`` with how many when more than one)."""
        words = _words(text, clause_id, "een trekstapel")
        if words == ["-"]:
            return cls()
        counts: Counter[str] = Counter()
        for word in words:
            card, number = _counted(word, clause_id)
            counts[card] += number
            if counts.total() > MAX_CARDS:
                raise NotationError(
                    clause_id, f"Een stapel houdt hoogstens {MAX_CARDS} kaarten; dit zijn er meer."
                )
        return cls.from_counts(counts)

    def __str__(self) -> str:
        if not self.counts:
            return "-"
        return " ".join(card if n == 1 else f"{card}*{n}" for card, n in self.counts)

    def __repr__(self) -> str:
        return f"Deck.parse({str(self)!r})"

    def dutch(self) -> str:
        """``trekstapel met 3 kaarten`` (what a seat may know: the size, not the order)."""
        return f"trekstapel met {count(len(self), 'kaart', 'kaarten')}"


def _counted(word: str, clause_id: str) -> tuple[str, int]:
    """One word of a deck's notation: the card and how many (``Hart5*3``)."""
    match = _COUNTED.fullmatch(word)
    if match is None:
        raise NotationError(
            clause_id,
            f"{quoted(word, 30)} is geen kaart met aantal: schrijf bijvoorbeeld Hart5 of "
            f"Hart5*3 (drie keer Hart5), met een aantal van 1 tot 999.",
        )
    number = 1 if match["count"] is None else int(match["count"])
    if number < 1:
        raise NotationError(clause_id, f"{quoted(word, 30)}: het aantal na * is minstens 1.")
    return _read_card(match["card"], clause_id), number


# -- a pile whose top matters ------------------------------------------------------------------


@dataclass(frozen=True)
class Pile:
    """A face-up stack in order, bottom first: a graveyard, a discard pile. Only the top is
    usually within reach, but the order is kept (what lies under the top comes up next)."""

    cards: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        checks.instance("cards", self.cards, tuple)
        for card in self.cards:
            check_card(card)
        if len(self.cards) > MAX_CARDS:
            raise ValueError(f"een stapel houdt hoogstens {MAX_CARDS} kaarten")

    @property
    def top(self) -> str | None:
        """The top card, or ``None`` for an empty pile."""
        return self.cards[-1] if self.cards else None

    def push(self, card: str) -> Pile:
        """The pile with ``card`` laid on top (only the new card is checked: the pile was)."""
        check_card(card)
        if len(self.cards) >= MAX_CARDS:
            raise ValueError(f"een stapel houdt hoogstens {MAX_CARDS} kaarten")
        return unchecked(Pile, cards=(*self.cards, card))

    def pop(self) -> tuple[str, Pile]:
        """The top card and the pile without it; an empty pile is a ``ValueError``."""
        if not self.cards:
            raise ValueError("de aflegstapel is leeg: er ligt geen bovenste kaart")
        return self.cards[-1], unchecked(Pile, cards=self.cards[:-1])

    def below_top(self) -> tuple[str, ...]:
        """Every card but the top one, bottom first (what a reshuffle takes when the top stays)."""
        return self.cards[:-1]

    def only_top(self) -> Pile:
        """The pile after the cards below its top are taken away."""
        return Pile(self.cards[-1:])

    def view(self) -> PileView:
        """What a seat sees of a face-up pile whose lower cards are hidden: its top and size."""
        return PileView(self.top, len(self.cards))

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __iter__(self) -> Iterator[str]:
        return iter(self.cards)

    @classmethod
    def parse(cls, text: str, *, clause_id: str = NOTATION_CLAUSE) -> Pile:
        """Read ``Been3 Hart5`` (bottom first: Hart5 lies on top); ``-`` is an empty pile."""
        words = _words(text, clause_id, "een aflegstapel")
        if words == ["-"]:
            return cls()
        if len(words) > MAX_CARDS:
            raise NotationError(clause_id, f"Een stapel houdt hoogstens {MAX_CARDS} kaarten.")
        return cls(tuple(_read_card(word, clause_id) for word in words))

    def __str__(self) -> str:
        return " ".join(self.cards) or "-"

    def __repr__(self) -> str:
        return f"Pile.parse({str(self)!r})"


@dataclass(frozen=True)
class PileView:
    """A pile as a seat sees it when only its top lies open: the top card and how many cards
    it holds in all (an observation: it never tells the hidden cards)."""

    top: str | None
    size: int

    def __post_init__(self) -> None:
        if self.top is not None:
            check_card(self.top)
        size = checks.whole_number("size", self.size)
        if size < 0 or (size == 0) != (self.top is None) or size > MAX_CARDS:
            raise ValueError(f"een stapel van {size} kaarten met bovenop {self.top!r} bestaat niet")

    @property
    def hidden(self) -> int:
        """How many cards lie under the top one."""
        return max(self.size - 1, 0)

    @classmethod
    def parse(cls, text: str, *, clause_id: str = NOTATION_CLAUSE) -> PileView:
        """Read ``Hart5 +3`` (Hart5 on top of three hidden cards), ``Hart5``, or ``-``."""
        words = _words(text, clause_id, "een zichtbare stapel")
        if words == ["-"]:
            return cls(None, 0)
        hidden = re.fullmatch(r"\+([0-9]{1,3})", words[1]) if len(words) == 2 else None
        if len(words) not in (1, 2) or (len(words) == 2 and hidden is None):
            raise NotationError(
                clause_id,
                f"{quoted(text)} is geen zichtbare stapel: schrijf de bovenste kaart en het "
                f"aantal kaarten eronder, zoals Hart5 +3, of - voor een lege stapel.",
            )
        below = int(hidden[1]) if hidden else 0
        if below + 1 > MAX_CARDS:
            raise NotationError(clause_id, f"Een stapel houdt hoogstens {MAX_CARDS} kaarten.")
        return cls(_read_card(words[0], clause_id), below + 1)

    def __str__(self) -> str:
        if self.top is None:
            return "-"
        return self.top if self.hidden == 0 else f"{self.top} +{self.hidden}"

    def __repr__(self) -> str:
        return f"PileView.parse({str(self)!r})"


# -- a display with slots ----------------------------------------------------------------------


@dataclass(frozen=True)
class Display(Remembers):
    """A row of slots in a fixed order, each with a card or empty (``None``): an open market.

    Slots are numbered from 0; a taken card leaves its slot empty until it is filled again, so a
    card keeps its place in the row as it does on the table."""

    slots: tuple[str | None, ...]

    def __post_init__(self) -> None:
        checks.instance("slots", self.slots, tuple)
        if not 1 <= len(self.slots) <= MAX_SLOTS:
            raise ValueError(f"een rij heeft 1 tot {MAX_SLOTS} plaatsen, niet {len(self.slots)}")
        for card in self.slots:
            if card is not None:
                check_card(card)

    @classmethod
    def empty(cls, size: int) -> Display:
        """A row of ``size`` empty slots."""
        return cls((None,) * checks.whole_number("size", size))

    def __len__(self) -> int:
        """The number of slots (full or empty)."""
        return len(self.slots)

    def __contains__(self, card: object) -> bool:
        return card is not None and card in self.slots

    def cards(self) -> tuple[str, ...]:
        """The cards in the row, slot by slot, empty slots left out."""
        return tuple(card for card in self.slots if card is not None)

    def empty_slots(self) -> tuple[int, ...]:
        """The numbers of the empty slots, in order (a refill fills them from the left)."""
        known: tuple[int, ...] | None = self.__dict__.get("_empty")
        if known is None:  # a frozen value, asked several times a turn: found once
            known = tuple([index for index, card in enumerate(self.slots) if card is None])
            object.__setattr__(self, "_empty", known)
        return known

    def is_full(self) -> bool:
        return not self.empty_slots()

    def _slot(self, slot: int) -> int:
        if not 0 <= checks.whole_number("slot", slot) < len(self.slots):
            raise ValueError(f"plaats {slot} bestaat niet in een rij van {len(self.slots)}")
        return slot

    def take(self, slot: int) -> tuple[str, Display]:
        """The card in ``slot`` and the row with that slot empty."""
        card = self.slots[self._slot(slot)]
        if card is None:
            raise ValueError(f"plaats {slot} is leeg")
        return card, self._with(slot, None)

    def fill(self, slot: int, card: str) -> Display:
        """The row with ``card`` in the empty ``slot``."""
        if self.slots[self._slot(slot)] is not None:
            raise ValueError(f"plaats {slot} is niet leeg")
        return self._with(slot, check_card(card))

    def replace_all(self, cards: Sequence[str]) -> tuple[tuple[str, ...], Display]:
        """The cards that left the row, and the row filled with ``cards`` from the left.

        Fewer cards than slots leave the last slots empty (the deck ran out); ``replace_all(())``
        clears the row, so a game can turn the new cards one chance step at a time."""
        new = _cards_of(cards, "de nieuwe kaarten")
        if len(new) > len(self.slots):
            raise ValueError(f"{len(new)} kaarten passen niet in {len(self.slots)} plaatsen")
        padding: tuple[str | None, ...] = (None,) * (len(self.slots) - len(new))
        return self.cards(), unchecked(Display, slots=(*new, *padding))  # every card checked

    def _with(self, slot: int, card: str | None) -> Display:
        """The row with ``slot`` (checked) holding ``card`` (checked, or ``None``): made without
        checking every slot again, as ``Deck.without`` does (a market changes every turn)."""
        return unchecked(Display, slots=(*self.slots[:slot], card, *self.slots[slot + 1 :]))

    @classmethod
    def parse(cls, text: str, *, clause_id: str = NOTATION_CLAUSE) -> Display:
        """Read ``K12 - D3``: one word per slot, ``-`` for an empty slot."""
        words = _words(text, clause_id, "een rij kaarten")
        if not 1 <= len(words) <= MAX_SLOTS:
            raise NotationError(
                clause_id,
                f"Een rij heeft 1 tot {MAX_SLOTS} plaatsen, hier staan er {len(words)}; schrijf "
                f"per plaats een kaart of - voor een lege plaats.",
            )
        return cls(tuple(None if word == "-" else _read_card(word, clause_id) for word in words))

    def __str__(self) -> str:
        return " ".join("-" if card is None else card for card in self.slots)

    def __repr__(self) -> str:
        return f"Display.parse({str(self)!r})"


# -- a tableau grid ----------------------------------------------------------------------------


@dataclass(frozen=True)
class PlacedCard:
    """A card in a tableau: face up or face down, with small tokens on it (gold, a key).

    ``tokens`` holds (name, count) pairs sorted by name, each count at least 1."""

    card: str
    face_down: bool = False
    tokens: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        check_card(self.card)
        checks.yes_or_no("face_down", self.face_down)
        checks.instance("tokens", self.tokens, tuple)
        names = [name for name, _ in self.tokens]
        if names != sorted(set(names)) or len(names) > MAX_TOKEN_KINDS:
            raise ValueError(f"fiches op een kaart: namen gesorteerd en uniek, niet {names}")
        for name, number in self.tokens:
            if not _TOKEN_NAME.fullmatch(checks.text("een fichenaam", name)):
                raise ValueError(f"{name!r} is geen fichenaam (kleine letters, cijfers, -)")
            if not 1 <= checks.whole_number(name, number) <= MAX_TOKENS:
                raise ValueError(f"{name}: een aantal van 1 tot {MAX_TOKENS}, niet {number}")

    def token(self, name: str) -> int:
        """How many tokens called ``name`` lie on the card (0 when none)."""
        for own, number in self.tokens:  # a plain loop: a card has at most a few kinds
            if own == name:
                return number
        return 0

    def with_token(self, name: str, change: int) -> PlacedCard:
        """The card after ``change`` tokens called ``name`` were put on (or taken off)."""
        now = self.token(name) + checks.whole_number("change", change)
        if now < 0:
            raise ValueError(f"op {self.card} liggen {self.token(name)} {name}, niet {-change}")
        tokens = {key: n for key, n in self.tokens if key != name}
        if now:
            tokens[name] = now
        return PlacedCard(self.card, self.face_down, tuple(sorted(tokens.items())))

    @classmethod
    def parse(cls, text: str, *, clause_id: str = NOTATION_CLAUSE) -> PlacedCard:
        """Read one card of a tableau: ``K12``, ``~K12`` (face down), ``K12[goud=2,sleutel=1]``."""
        words = _words(text, clause_id, "een kaart in het raster")
        placed = _cell(words[0], clause_id) if len(words) == 1 else None
        if placed is None:
            raise NotationError(
                clause_id, f"{quoted(text)} is niet precies één kaart, zoals K12 of ~K12[goud=2]."
            )
        return placed

    def __str__(self) -> str:
        tokens = ",".join(f"{name}={n}" for name, n in self.tokens)
        return ("~" if self.face_down else "") + self.card + (f"[{tokens}]" if tokens else "")

    def __repr__(self) -> str:
        return f"PlacedCard.parse({str(self)!r})"


def _cell(word: str, clause_id: str) -> PlacedCard | None:
    """One cell of a tableau's notation: ``-``, ``K12``, ``~D3`` or ``K5[goud=2]``."""
    if word == "-":
        return None
    match = _CELL.fullmatch(word)
    if match is None:
        raise NotationError(
            clause_id,
            f"{quoted(word, 30)} is geen plaats van het raster: schrijf een kaart (K12), ~ voor "
            f"een gedekte kaart (~K12), fiches tussen haken (K12[goud=2]) of - voor leeg.",
        )
    tokens: dict[str, int] = {}
    for part in [] if match["tokens"] is None else match["tokens"].split(","):
        name, number = _token(part, word, clause_id)
        tokens[name] = tokens.get(name, 0) + number
    if len(tokens) > MAX_TOKEN_KINDS or any(n > MAX_TOKENS for n in tokens.values()):
        raise NotationError(clause_id, f"{quoted(word, 30)} draagt te veel fiches.")
    card = _read_card(match["card"], clause_id)
    return PlacedCard(card, match["down"] is not None, tuple(sorted(tokens.items())))


def _token(part: str, word: str, clause_id: str) -> tuple[str, int]:
    match = _TOKEN.fullmatch(part)
    if match is None or not _TOKEN_NAME.fullmatch(match["name"]) or int(match["count"]) < 1:
        raise NotationError(
            clause_id,
            f"{quoted(part, 20)} in {quoted(word, 30)} is geen fiche: schrijf een naam in kleine "
            f"letters, = en een aantal van 1 tot {MAX_TOKENS}, zoals goud=2.",
        )
    return match["name"], int(match["count"])


@dataclass(frozen=True)
class Tableau(Remembers):
    """A grid of cards that grows orthogonally, never wider than ``width`` nor higher than
    ``height``.

    On the table the grid may shift while it grows (a card above the top row makes a new top
    row), so positions are relative: ``cards`` is normalised, its top row and left column are
    0, and sorted by position. Build one with ``Tableau.empty(width, height)`` and ``place``.
    A position outside the current rows (``(-1, 0)``) is legal where the limits allow it; after
    placing, everything shifts back to start at ``(0, 0)``.
    """

    width: int
    height: int
    cards: tuple[tuple[Position, PlacedCard], ...] = ()

    def __post_init__(self) -> None:
        for name, side in (("width", self.width), ("height", self.height)):
            if not 1 <= checks.whole_number(name, side) <= MAX_SIDE:
                raise ValueError(f"{name} moet 1 tot {MAX_SIDE} zijn, niet {side}")
        checks.instance("cards", self.cards, tuple)
        for position, placed in self.cards:
            _check_position(position)
            checks.instance("een kaart in het raster", placed, PlacedCard)
        spots = self.positions()
        problem = tableau_problem(self.width, self.height, spots)
        if problem:
            raise ValueError(problem)
        corner = (min(r for r, _ in spots), min(c for _, c in spots)) if spots else (0, 0)
        if list(spots) != sorted(spots) or corner != (0, 0):
            raise ValueError("posities niet genormaliseerd: bouw het raster met place")

    @classmethod
    def empty(cls, width: int, height: int) -> Tableau:
        """An empty grid with room for ``width`` columns and ``height`` rows."""
        return cls(width, height)

    def positions(self) -> tuple[Position, ...]:
        """Where the cards lie, in reading order (row by row)."""
        return tuple(position for position, _ in self.cards)

    def at(self, position: Position) -> PlacedCard | None:
        """The card at ``position``, or ``None`` when that place is empty."""
        known: dict[Position, PlacedCard] | None = self.__dict__.get("_at")
        if known is None:  # a frozen value: the grid as a lookup, made once
            known = dict(self.cards)
            object.__setattr__(self, "_at", known)
        return known.get(position)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return any(placed.card == card for _, placed in self.cards)

    def size(self) -> tuple[int, int]:
        """(rows, columns) the cards span now; (0, 0) when empty."""
        if not self.cards:
            return 0, 0
        return (
            max(r for r, _ in self.positions()) + 1,
            max(c for _, c in self.positions()) + 1,
        )

    def is_full(self) -> bool:
        """Every place of the largest grid holds a card."""
        return len(self.cards) == self.width * self.height

    def empty_spaces(self) -> int:
        """How many places the finished grid still has free."""
        return self.width * self.height - len(self.cards)

    def legal_positions(self) -> tuple[Position, ...]:
        """Where the next card may go: orthogonally next to a card, never stretching the grid
        beyond its limits. The first card has one place, ``(0, 0)``: a lone card goes anywhere,
        and relative positions make every such place the same."""
        if not self.cards:
            return ((0, 0),)
        taken = set(self.positions())
        # The cards already form a tableau (joined, no place twice): a card put next to one of
        # them keeps it so, and only the grid's size can break it. The size is worked out from
        # the span of the cards, not by checking the whole grid again for every place.
        rows = [r for r, _ in taken]
        columns = [c for _, c in taken]
        top, bottom, left, right = min(rows), max(rows), min(columns), max(columns)
        options = {
            near
            for position in taken
            for near in _orthogonal(position)
            if near not in taken
            and max(bottom, near[0]) - min(top, near[0]) < self.height
            and max(right, near[1]) - min(left, near[1]) < self.width
        }
        return tuple(sorted(options))

    def place(self, position: Position, card: PlacedCard | str) -> Tableau:
        """The grid with ``card`` at ``position`` (one of ``legal_positions``), normalised."""
        placed = PlacedCard(card) if isinstance(card, str) else card
        checks.instance("card", placed, PlacedCard)
        if _check_position(position) not in self.legal_positions():
            raise ValueError(f"{position} is geen toegestane plaats: {self.legal_positions()}")
        return self._normalised([*self.cards, (position, placed)])

    def with_token(self, position: Position, name: str, change: int) -> Tableau:
        """The grid after ``change`` tokens ``name`` were put on (taken off) the card there."""
        placed = self.at(position)
        if placed is None:
            raise ValueError(f"op {position} ligt geen kaart")
        updated = placed.with_token(name, change)
        return self._normalised([(p, updated if p == position else c) for p, c in self.cards])

    def neighbours(self, position: Position) -> tuple[Position, ...]:
        """The positions orthogonally next to ``position`` that hold a card (no diagonals)."""
        taken = set(self.positions())
        return tuple(sorted(near for near in _orthogonal(position) if near in taken))

    def row(self, row: int) -> tuple[PlacedCard, ...]:
        """The cards of ``row``, left to right."""
        return tuple(placed for (r, _), placed in self.cards if r == row)

    def column(self, column: int) -> tuple[PlacedCard, ...]:
        """The cards of ``column``, top to bottom."""
        return tuple(placed for (r, c), placed in sorted(self.cards) if c == column)

    def _normalised(self, cards: list[tuple[Position, PlacedCard]]) -> Tableau:
        top = min(r for (r, _), _ in cards)
        left = min(c for (_, c), _ in cards)
        shifted = sorted((((r - top, c - left), p) for (r, c), p in cards), key=lambda x: x[0])
        return Tableau(self.width, self.height, tuple(shifted))

    @classmethod
    def parse(cls, text: str, *, clause_id: str = NOTATION_CLAUSE) -> Tableau:
        """Read ``3x3: K12 - / ~D3[goud=2] K5``: the limits (width x height), then the rows."""
        body = " ".join(_words(text, clause_id, "een raster"))
        limits = _LIMITS.match(body)
        if limits is None or "0" in (limits["width"], limits["height"]):
            raise NotationError(
                clause_id,
                f"{quoted(text)} begint niet met de maten van het raster: schrijf breedte x "
                f"hoogte en een dubbele punt, zoals 3x3: K12 - / ~D3 K5.",
            )
        width, height = int(limits["width"]), int(limits["height"])
        rows = body[limits.end() :].split("/")
        grid = [[_cell(word, clause_id) for word in row.split()] for row in rows]
        if len(grid) > height or len(grid[0]) > width or any(len(r) != len(grid[0]) for r in grid):
            raise NotationError(
                clause_id,
                f"Het raster {quoted(text)} heeft ongelijke rijen, of is breder dan {width} of "
                f"hoger dan {height} plaatsen; schrijf elke rij even lang, gescheiden door /.",
            )
        cards = [((r, c), p) for r, row in enumerate(grid) for c, p in enumerate(row) if p]
        problem = tableau_problem(width, height, [position for position, _ in cards])
        if problem:
            raise NotationError(clause_id, problem)
        return cls(width, height) if not cards else cls(width, height)._normalised(cards)

    def __str__(self) -> str:
        rows, columns = self.size()
        lines = [" ".join(str(self.at((r, c)) or "-") for c in range(columns)) for r in range(rows)]
        return f"{self.width}x{self.height}: " + (" / ".join(lines) or "-")

    def __repr__(self) -> str:
        return f"Tableau.parse({str(self)!r})"


def _check_position(position: object) -> Position:
    if (
        not isinstance(position, tuple)
        or len(position) != 2
        or not all(isinstance(n, int) and not isinstance(n, bool) for n in position)
    ):
        raise TypeError(f"een plaats is (rij, kolom), niet {checks.shown(position)}")
    return position


def _orthogonal(position: Position) -> tuple[Position, ...]:
    row, column = position
    return (row - 1, column), (row, column - 1), (row, column + 1), (row + 1, column)


def tableau_problem(width: int, height: int, positions: Iterable[Position]) -> str | None:
    """Why cards at ``positions`` cannot form a tableau (in Dutch), or ``None``: no place twice,
    at most ``width`` columns and ``height`` rows, and every card joined to the others through
    orthogonal neighbours (the only way a tableau grows)."""
    spots = list(positions)
    if not spots:
        return None
    if len(set(spots)) != len(spots):
        return "Twee kaarten op dezelfde plaats van het raster."
    rows = max(r for r, _ in spots) - min(r for r, _ in spots) + 1
    columns = max(c for _, c in spots) - min(c for _, c in spots) + 1
    if rows > height or columns > width:
        return (
            f"Het raster wordt {columns} breed en {rows} hoog; het mag hoogstens {width} breed "
            f"en {height} hoog zijn."
        )
    return None if _joined(set(spots)) else "Niet elke kaart grenst aan de andere kaarten."


def _joined(spots: set[Position]) -> bool:
    """Whether every spot is reached from the first through orthogonal steps."""
    start = min(spots)
    seen = {start}
    todo = [start]
    while todo:
        for near in _orthogonal(todo.pop()):
            if near in spots and near not in seen:
                seen.add(near)
                todo.append(near)
    return seen == spots
