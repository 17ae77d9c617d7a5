"""Het Leeft!: the state of a game as frozen values with a text notation that reads back.

A whole state is a few lines of text (``str(state)``), read back by ``State.parse`` to an equal
value; ``repr`` rebuilds it. Cards are ids like ``hart-5`` (``data.card``); the deck is a
``Deck`` (a multiset: its order is unknown to everyone), each graveyard a ``Pile`` (only its top
lies open). Example::

    het-leeft spelers=2 start=1 gevorderd=nee ophalen=apart doodskisten=elke stilstand=10
        waarden=voorbeeld zaad=7   (one line)
    beurt actief=1 ronde=1 stap=kiezen gepast=0 stil=0 gevuld=0 eerste=- over=nee geheugen=-
    stapel: armen-2 armen-3 ...
    bank: 56
    midden: -
    opzij: -
    uit: -
    veiling: -
    speler 1: munten=12 bord=-,-,-,-,-,-,-,- apart=- kerkhof=-
    speler 2: munten=12 bord=-,-,-,-,-,-,-,- apart=- kerkhof=-
    taken 1: kies-kaart
    taken 2: -
    taken tafel: -

Seats count from 0 in code and from 1 in the notation.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from rulebook.core import dutch
from rulebook.core.drawing.pictures import Pictured
from rulebook.core.errors import NotationError
from rulebook.core.model.cards import Deck, Pile
from rulebook.core.model.evolve import Remembers, evolve
from rulebook.core.model.notation import task_code, tasks_at
from rulebook.core.model.runner import Task
from rulebook.core.model.turns import SeatedState
from rulebook.core.reader.reading import is_digits
from rulebook.its_alive.data import (
    BOX_COINS,
    EXAMPLE_VALUES,
    PLACES,
    PLAYERS,
    START_COINS,
    CardValues,
    CoffinScore,
    FetchPayment,
    Kind,
    Stall,
    kind_of,
    read_card,
    value_of,
)

NOTATION = "het-leeft.notatie"
"""The clause a bad notation names."""

PLACE_COUNT = len(PLACES)


def _yes(flag: bool) -> str:
    return "ja" if flag else "nee"


@dataclass(frozen=True)
class Setup:
    """How a game is set up: the players, the start player, basic or advanced, the card values
    and the options the sources leave open (``data.FetchPayment``, ``data.CoffinScore``,
    ``data.Stall``)."""

    players: int = 4
    start: int = 0
    advanced: bool = False
    values: CardValues = EXAMPLE_VALUES
    fetch_payment: FetchPayment = FetchPayment.SEPARATE
    coffins: CoffinScore = CoffinScore.EACH
    stall: Stall = Stall.TEN

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or self.players not in PLAYERS:
            raise ValueError(f"Het Leeft! is for 2 to 5 players, not {self.players!r}")
        if not 0 <= self.start < self.players:
            raise ValueError(f"start seat {self.start} is not a seat")

    def header(self, seed: int) -> str:
        return (
            f"het-leeft spelers={self.players} start={self.start + 1} "
            f"gevorderd={_yes(self.advanced)} ophalen={self.fetch_payment.value} "
            f"doodskisten={self.coffins.value} stilstand={self.stall.value} "
            f"waarden={self.values.compact()} zaad={seed}"
        )


@dataclass(frozen=True)
class Player(Pictured, Remembers):
    """What lies behind a player's screen (board and kept cards, coins) and their graveyard.

    ``board`` holds one card or ``None`` per place (``data.PLACES`` order): a body part on its
    own place, a coffin on any place. ``aside`` holds the cards kept beside the board
    (duplicates, the uprisings a player paid off), sorted."""

    coins: int = START_COINS
    board: tuple[str | None, ...] = (None,) * PLACE_COUNT
    aside: tuple[str, ...] = ()
    graveyard: Pile = field(default_factory=Pile)

    but = evolve
    """This player with some fields changed (the core's fast copy, as ``State.but``)."""

    def cards(self) -> tuple[str, ...]:
        """Every card this player holds: on the board and kept aside."""
        return (*filter(None, self.board), *self.aside)  # (a card id is never empty)

    def filled(self) -> int:
        return PLACE_COUNT - self.board.count(None)

    def complete(self) -> bool:
        return None not in self.board

    def place_of(self, kind: Kind) -> str | None:
        return self.board[PLACES.index(kind)]  # (found by identity, without an enum's hash)

    def __str__(self) -> str:
        board = ",".join(c or "-" for c in self.board)
        aside = ",".join(self.aside) or "-"
        grave = ",".join(self.graveyard.cards) or "-"
        return f"munten={self.coins} bord={board} apart={aside} kerkhof={grave}"


@dataclass(frozen=True)
class Auction:
    """An auction under way: the highest bid so far and the seat that made it."""

    bid: int
    bidder: int

    def __str__(self) -> str:
        return f"{self.bid} door {self.bidder + 1}"


TASKS = "rulebook.its_alive.rules:TASK_NOTATION"
"""Where the game's tasks are read back (``State.parse``): named as data, since the rules, which
define the tasks, import this module."""


@dataclass(frozen=True)
class State(Pictured, SeatedState):
    """A moment of a game (see the module's docstring for its notation)."""

    setup: Setup
    seed: int
    players: tuple[Player, ...]
    deck: Deck
    bank: int
    queues: tuple[tuple[Task, ...], ...]
    """One queue per seat, then the table's (``runner.TABLE`` is -1: the last)."""
    active: int = 0
    round: int = 1
    step: str = ""
    middle: str | None = None
    """The card chosen this turn, lying in the middle until it is bought, sold or auctioned."""
    set_aside: tuple[str, ...] = ()
    """Uprisings drawn after the first of this turn: shuffled back when the turn ends."""
    out: tuple[str, ...] = ()
    """Cards out of the game (spent uprisings), in the order they left."""
    auction: Auction | None = None
    passes: int = 0
    """Turns in a row that found no card to take (the deck and every graveyard spent)."""
    quiet: int = 0
    """Turns in a row that ended without a new record of filled places (``record``): the game
    ends after ``setup.stall`` rounds of them (``het-leeft.keuze.stilstand``)."""
    record: int = 0
    """The most places ever filled on all boards together at the end of a turn, this game."""
    finisher: int | None = None
    over: bool = False
    memory: frozenset[str] = frozenset()

    @property
    def start(self) -> int:
        return self.setup.start

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def all_cards(self) -> list[str]:
        """Every card of the game wherever it is: deck, middle, set aside, out, boards, kept
        cards, graveyards (the 60 cards are always somewhere)."""
        cards = [*self.deck, *self.set_aside, *self.out]
        for queue in self.queues:  # an uprising being calmed lies before its player
            cards += [t.uprising for t in queue if hasattr(t, "uprising")]
        if self.middle is not None:
            cards.append(self.middle)
        for player in self.players:
            cards += [*player.cards(), *player.graveyard.cards]
        return cards

    def __str__(self) -> str:
        lines = [
            self.setup.header(self.seed),
            f"beurt actief={self.active + 1} ronde={self.round} stap={self.step or '-'} "
            f"gepast={self.passes} stil={self.quiet} gevuld={self.record} "
            f"eerste={'-' if self.finisher is None else self.finisher + 1} "
            f"over={_yes(self.over)} geheugen={','.join(sorted(self.memory)) or '-'}",
            f"stapel: {self.deck}",
            f"bank: {self.bank}",
            f"midden: {self.middle or '-'}",
            f"opzij: {' '.join(self.set_aside) or '-'}",
            f"uit: {' '.join(self.out) or '-'}",
            f"veiling: {self.auction or '-'}",
        ]
        lines += [f"speler {seat + 1}: {player}" for seat, player in enumerate(self.players)]
        lines += self.queue_lines(task_code)
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"State.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> State:
        """The state written as ``text``, its tasks read by the game's ``TASK_NOTATION``."""
        return parse_state(text, tasks_at(TASKS).read)


# -- reading the notation back -------------------------------------------------------------------

_HEADER = re.compile(
    r"het-leeft spelers=(?P<players>[0-9]) start=(?P<start>[0-9]) gevorderd=(?P<adv>ja|nee) "
    r"ophalen=(?P<fetch>[a-z]+) doodskisten=(?P<coffins>[a-z]+) stilstand=(?P<stall>[0-9]{1,2}) "
    r"waarden=(?P<values>\S+) "
    r"zaad=(?P<seed>-?[0-9]{1,20})"
)
_TURN = re.compile(
    r"beurt actief=(?P<active>[0-9]) ronde=(?P<round>[0-9]{1,4}) stap=(?P<step>[a-z-]+) "
    r"gepast=(?P<passes>[0-9]{1,3}) stil=(?P<quiet>[0-9]{1,4}) gevuld=(?P<record>[0-9]{1,2}) "
    r"eerste=(?P<first>-|[0-9]) over=(?P<over>ja|nee) "
    r"geheugen=(?P<memory>\S+)"
)
_PLAYER = re.compile(
    r"speler (?P<seat>[0-9]): munten=(?P<coins>[0-9]{1,3}) bord=(?P<board>\S+) "
    r"apart=(?P<aside>\S+) kerkhof=(?P<grave>\S+)"
)


def _fail(message: str) -> NotationError:
    return NotationError(NOTATION, message)


def _line(lines: list[str], prefix: str) -> str:
    if not lines or not lines[0].startswith(prefix):
        raise _fail(f"Hier hoort een regel die begint met '{prefix}'.")
    return lines.pop(0)[len(prefix) :].strip()


def _cards(text: str, sep: str | None = None) -> tuple[str, ...]:
    if text == "-":
        return ()
    return tuple(read_card(word, NOTATION) for word in text.split(sep))


def _enum(kind: type, value: str) -> object:
    try:
        return kind(value)
    except ValueError:
        raise _fail(f"'{value[:20]}' is geen keuze voor {kind.__name__}.") from None


def parse_state(text: str, read_task: Callable[[str], Task]) -> State:
    """Read the notation of ``State.__str__`` back (a Dutch ``NotationError`` otherwise)."""
    if not isinstance(text, str):
        raise TypeError(f"a state is read from text, not {type(text).__name__}")
    if len(text) > 20_000:
        raise _fail("Deze tekst is te lang voor een stand van Het Leeft!.")
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    head = _HEADER.fullmatch(lines.pop(0) if lines else "")
    if head is None:
        raise _fail("Een stand begint met 'het-leeft spelers=... start=... zaad=...'.")
    players, start = int(head["players"]), int(head["start"]) - 1
    if players not in PLAYERS:
        raise NotationError(
            "het-leeft.spelers", f"Het Leeft! speel je met 2 tot 5 spelers, niet {players}."
        )
    if not 0 <= start < players:
        raise NotationError(
            "het-leeft.beurt",
            f"Speler {start + 1} kan niet beginnen: aan tafel zitten "
            f"{dutch.count(players, 'speler', 'spelers')}.",
        )
    try:
        setup = Setup(
            players,
            start,
            head["adv"] == "ja",
            CardValues.from_compact(head["values"], NOTATION),
            _enum(FetchPayment, head["fetch"]),  # type: ignore[arg-type]
            _enum(CoffinScore, head["coffins"]),  # type: ignore[arg-type]
            _enum(Stall, head["stall"]),  # type: ignore[arg-type]
        )
    except ValueError as error:
        if isinstance(error, NotationError):
            raise
        raise _fail(f"Deze opstelling kan niet: {error}.") from None
    turn = _TURN.fullmatch(lines.pop(0) if lines else "")
    if turn is None:
        raise _fail("De tweede regel is 'beurt actief=... ronde=... stap=...'.")
    deck = Deck.parse(_line(lines, "stapel:"), clause_id=NOTATION)
    bank_text = _line(lines, "bank:")
    if not is_digits(bank_text):
        raise _fail("De bank heeft een heel aantal munten.")
    middle = _cards(_line(lines, "midden:"))
    set_aside = _cards(_line(lines, "opzij:"))
    out = _cards(_line(lines, "uit:"))
    auction_text = _line(lines, "veiling:")
    auction = None
    if auction_text != "-":
        found = re.fullmatch(r"([0-9]{1,3}) door ([0-9])", auction_text)
        if found is None:
            raise _fail("Een veiling schrijf je als '5 door 2' (bod en speler).")
        auction = Auction(int(found[1]), int(found[2]) - 1)
    seats = []
    for seat in range(players):
        found = _PLAYER.fullmatch(lines.pop(0) if lines else "")
        if found is None or int(found["seat"]) != seat + 1:
            raise _fail(f"Hier hoort 'speler {seat + 1}: munten=... bord=... apart=...'.")
        board_words = found["board"].split(",")
        if len(board_words) != PLACE_COUNT:
            raise _fail("Een bord heeft acht plaatsen.")
        board = tuple(None if w == "-" else read_card(w, NOTATION) for w in board_words)
        seats.append(
            Player(
                int(found["coins"]),
                board,
                _cards(found["aside"], ","),
                Pile(_cards(found["grave"], ",")),
            )
        )
    queues = []
    for seat in range(players + 1):
        name = "tafel" if seat == players else str(seat + 1)
        words = _line(lines, f"taken {name}:")
        queues.append(() if words == "-" else tuple(read_task(w) for w in words.split()))
    if lines:
        raise _fail(f"Na de taken hoort niets meer, niet '{lines[0][:30]}'.")
    memory = turn["memory"]
    first = turn["first"]
    state = State(
        setup,
        int(head["seed"]),
        tuple(seats),
        deck,
        int(bank_text),
        tuple(queues),
        active=int(turn["active"]) - 1,
        round=int(turn["round"]),
        step="" if turn["step"] == "-" else turn["step"],
        middle=middle[0] if middle else None,
        set_aside=set_aside,
        out=out,
        auction=auction,
        passes=int(turn["passes"]),
        quiet=int(turn["quiet"]),
        record=int(turn["record"]),
        finisher=None if first == "-" else int(first) - 1,
        over=turn["over"] == "ja",
        memory=frozenset() if memory == "-" else frozenset(memory.split(",")),
    )
    check_state(state)
    return state


def check_state(state: State) -> None:
    """What a notation must hold together: seats in range, cards where they may lie."""
    n = len(state.players)
    if not 0 <= state.active < n or (state.finisher is not None and state.finisher >= n):
        raise _fail("Een speler in deze stand bestaat niet.")
    if state.auction is not None and state.auction.bidder >= n:
        raise _fail("De hoogste bieder bestaat niet.")
    for player in state.players:
        for index, card_id in enumerate(player.board):
            if card_id is None:
                continue
            kind = kind_of(card_id)
            if kind is not Kind.COFFIN and kind is not PLACES[index]:
                raise _fail(f"{card_id} ligt op de plaats van {PLACES[index].code}.")
        if any(kind_of(c) is Kind.UPRISING for c in player.graveyard.cards):
            raise _fail("Een opstand komt nooit op een kerkhof.")
    for card_id in state.set_aside:
        if kind_of(card_id) is not Kind.UPRISING:
            raise _fail("Opzij liggen alleen opstanden.")
    if state.middle is not None and kind_of(state.middle) is Kind.UPRISING:
        raise _fail("Een opstand komt nooit in het midden.")
    _check_box(state)
    _ = value_of


def _check_box(state: State) -> None:
    """The box's 60 cards each lie somewhere, once (``het-leeft.kaarten``), and the players'
    coins and the bank's add up to the box's 80 (``het-leeft.keuze.bank``)."""
    held = sum(player.coins for player in state.players)
    if held + state.bank != BOX_COINS:
        raise NotationError(
            "het-leeft.keuze.bank",
            f"De doos heeft {BOX_COINS} munten, maar de spelers hebben er {held} en de bank "
            f"{state.bank}: samen {held + state.bank}.",
        )
    box = Counter(state.setup.values.cards())
    found = Counter(state.all_cards())
    if found == box:
        return
    extra = sorted(found - box)
    if extra:
        card_id = extra[0]
        raise NotationError(
            "het-leeft.kaarten",
            f"{card_id} ligt er {dutch.count(found[card_id], 'keer', 'keer', one='één')}, "
            f"maar het spel heeft er {box[card_id]} van.",
        )
    missing = sorted(box - found)
    raise NotationError(
        "het-leeft.kaarten",
        f"Elk van de {len(box)} kaarten ligt ergens, maar hier "
        f"{dutch.agree(len(missing), 'ontbreekt', 'ontbreken')} er "
        f"{dutch.count(len(missing), 'kaart', 'kaarten')}: {dutch.listing(missing, limit=4)}.",
    )
