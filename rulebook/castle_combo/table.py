"""A whole table of Castle Combo in play, as a frozen value with a notation that reads back.

``Setup`` is what players agree before the game: how many play, who starts, and Uit de
Kerker!'s options when the expansion is on (``kerker``: the named options as ``rules.Rules``,
``None`` for the base game). ``Castle`` is a moment of the game: every player's square, gold
and keys, both decks, rows and discard piles, the cards that left the game with an empty
location, the messenger, the card in hand between buying and placing it, and the runner's own
fields (queues of tasks, the active seat, the round, the step, the turn's memory). Its notation:

    castle-combo spelers=2 start=1 kerker=nee
    beurt actief=1 ronde=1 stap=kopen boodschapper=dorp weg=- hand=- over=nee geheugen=-
    kasteel stapel: Alchemist Apothecary ...
    kasteel rij: Nun Baron -
    kasteel afgelegd: -
    dorp stapel: ...
    dorp rij: ...
    dorp afgelegd: -
    uit: -
    speler 1: goud=15 sleutels=2 3x3: -
    speler 2: goud=15 sleutels=2 3x3: -
    taken 1: kopen
    taken 2: -
    taken tafel: -

``Castle.parse`` (the engine's ``parse_state``) reads it back and checks it at the boundary: a
Dutch ``RuleError`` (a ``NotationError``) naming the clause for anything that cannot lie on a
table. The tasks in the queues are read by the engine's ``TaskNotation`` (``parse_castle`` is
handed its reader for the setup read).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from rulebook.castle_combo.data import BASE_CARDS, BY_ID, DUNGEON_CARDS, THIRD_LOCK_MOMENTS
from rulebook.castle_combo.effects import Banner, Purse
from rulebook.castle_combo.rules import Rules
from rulebook.castle_combo.state import GOLD, KEY, NOTATION, SIDE
from rulebook.core.dutch import quoted
from rulebook.core.errors import NotationError, RuleError
from rulebook.core.model.cards import Deck, Display, Pile, Tableau
from rulebook.core.model.notation import task_code, tasks_at
from rulebook.core.model.runner import Task
from rulebook.core.model.turns import SeatedState

G = "castle-combo"
CASTLE, VILLAGE = 0, 1
LOCATIONS = ("kasteel", "dorp")
BANNERS = (Banner.CASTLE, Banner.VILLAGE)
START_GOLD, START_KEYS = 15, 2
ROW = 3
MAX_PLAYERS = 5


def _yes(flag: bool) -> str:
    return "ja" if flag else "nee"


@dataclass(frozen=True)
class Setup:
    """The players agree: how many (2 to 5), who starts (a free choice: seat 0 by default) and,
    with Uit de Kerker!, its named options (``kerker``; ``None``: the base game)."""

    players: int = 4
    start: int = 0
    kerker: Rules | None = None

    def __post_init__(self) -> None:
        if (
            isinstance(self.players, bool)
            or not isinstance(self.players, int)
            or not 2 <= self.players <= MAX_PLAYERS
        ):
            raise RuleError(
                f"{G}.materiaal", f"Castle Combo speel je met 2 tot 5 spelers, niet {self.players}."
            )
        if isinstance(self.start, bool) or not isinstance(self.start, int):
            raise TypeError(f"the start player is a seat number, not {self.start!r}")
        if not 0 <= self.start < self.players:
            raise RuleError(
                f"{G}.voorbereiding",
                f"De startspeler is een van de {self.players} spelers, niet speler "
                f"{self.start + 1}.",
            )
        if self.kerker is not None and not isinstance(self.kerker, Rules):
            raise TypeError("kerker holds Uit de Kerker!'s options (rules.Rules) or None")

    def cards(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The castle and village cards in play (the twelve prisoners shuffled in with the
        expansion)."""
        cards = BASE_CARDS + (DUNGEON_CARDS if self.kerker is not None else ())
        return (
            tuple(c.id for c in cards if c.row is Banner.CASTLE),
            tuple(c.id for c in cards if c.row is Banner.VILLAGE),
        )

    def header(self) -> str:
        text = f"{G} spelers={self.players} start={self.start + 1} kerker={_yes(bool(self.kerker))}"
        if self.kerker is not None:
            rules = self.kerker
            text += f" slotkaarten={rules.locks} koning={rules.king} derde-slotmoment={rules.third}"
        return text


@dataclass(frozen=True)
class Player:
    """One player's square, gold and keys in hand."""

    tableau: Tableau
    gold: int = START_GOLD
    keys: int = START_KEYS

    def __str__(self) -> str:
        return f"goud={self.gold} sleutels={self.keys} {self.tableau}"


TASKS = "rulebook.castle_combo.engine:TASK_NOTATION"
"""Where the base game's tasks are read back (``Castle.parse``): named as data, since the
engine, which defines the tasks, imports this module."""
KERKER_TASKS = "rulebook.castle_combo.dungeon.expansion:NOTATION"
"""Where the tasks of a setup with Uit de Kerker! on (``kerker``, the setup's own field) are
read back: the base game's and the expansion's, as an engine made with it reads them. Named as
data and imported only when such a state is read: the base game imports nothing of the
expansion, and the expansion registers nothing when it is imported."""


@dataclass(frozen=True)
class Castle(SeatedState):
    """A moment of a game of Castle Combo (see the module's docstring for its notation)."""

    setup: Setup
    players: tuple[Player, ...]
    decks: tuple[Deck, Deck]
    rows: tuple[Display, Display]
    discards: tuple[Pile, Pile]
    queues: tuple[tuple[Task, ...], ...]
    """One queue per seat, then the table's (``runner.TABLE`` is -1: the last)."""
    out: tuple[str, ...] = ()
    """Cards that left the game with a location that could no longer be refilled."""
    messenger: int = VILLAGE
    gone: frozenset[int] = frozenset()
    """Locations that could not be refilled and left the game."""
    hand: str | None = None
    """The card bought this turn, between buying and placing it."""
    hand_down: bool = False
    """Whether the card in hand is taken face down."""
    active: int = 0
    start: int = 0
    round: int = 1
    step: str = ""
    memory: frozenset[str] = frozenset()
    over: bool = False

    def with_row(self, where: int, row: Display) -> Castle:
        rows = list(self.rows)
        rows[where] = row
        return self.but(rows=(rows[0], rows[1]))

    def discard(self, where: int, cards: tuple[str, ...]) -> Castle:
        pile = self.discards[where]
        for card in cards:
            pile = pile.push(card)
        piles = list(self.discards)
        piles[where] = pile
        return self.but(discards=(piles[0], piles[1]))

    def all_cards(self) -> list[str]:
        """Every card of the game wherever it lies: decks, rows, discard piles, out of the game,
        in hand, in the squares (the cards are conserved)."""
        cards: list[str] = []
        for where in (CASTLE, VILLAGE):
            cards += [*self.decks[where], *self.rows[where].cards(), *self.discards[where]]
        cards += self.out
        if self.hand is not None:
            cards.append(self.hand)
        for player in self.players:
            cards += [placed.card for _, placed in player.tableau.cards]
        return cards

    def __str__(self) -> str:
        hand = "-" if self.hand is None else ("~" if self.hand_down else "") + self.hand
        gone = ",".join(LOCATIONS[w] for w in sorted(self.gone)) or "-"
        lines = [
            self.setup.header(),
            f"beurt actief={self.active + 1} ronde={self.round} stap={self.step or '-'} "
            f"boodschapper={LOCATIONS[self.messenger]} weg={gone} hand={hand} "
            f"over={_yes(self.over)} geheugen={','.join(sorted(self.memory)) or '-'}",
        ]
        for where, name in enumerate(LOCATIONS):
            lines += [
                f"{name} stapel: {self.decks[where]}",
                f"{name} rij: {self.rows[where]}",
                f"{name} afgelegd: {self.discards[where]}",
            ]
        lines.append(f"uit: {' '.join(self.out) or '-'}")
        lines += [f"speler {seat + 1}: {player}" for seat, player in enumerate(self.players)]
        lines += self.queue_lines(task_code)
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"Castle.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Castle:
        """The state written as ``text``; its tasks read as the base game reads them, or, when
        its setup has Uit de Kerker! on, as an engine with the expansion does."""
        return parse_castle(text, _tasks_of)


# -- reading the notation back ---------------------------------------------------------------------

_HEADER = re.compile(
    rf"{G} spelers=(?P<players>[0-9]) start=(?P<start>[0-9]) kerker=(?P<kerker>ja|nee)"
    r"(?: slotkaarten=(?P<locks>[a-z]+) koning=(?P<king>[a-z]+) "
    r"derde-slotmoment=(?P<third>[a-z-]+))?"
)
_TURN = re.compile(
    r"beurt actief=(?P<active>[0-9]) ronde=(?P<round>[0-9]{1,2}) stap=(?P<step>[a-z-]+) "
    r"boodschapper=(?P<messenger>kasteel|dorp) weg=(?P<gone>-|kasteel|dorp|kasteel,dorp) "
    r"hand=(?P<hand>-|~?[A-Za-z0-9_-]+) over=(?P<over>ja|nee) geheugen=(?P<memory>\S+)"
)
_PLAYER = re.compile(
    r"speler (?P<seat>[0-9]): goud=(?P<gold>[0-9]{1,3}) sleutels=(?P<keys>[0-9]{1,3}) "
    r"(?P<tableau>3x3: .*)"
)
MAX_TEXT = 20_000


def _fail(message: str) -> NotationError:
    return NotationError(NOTATION, message)


def _line(lines: list[str], prefix: str) -> str:
    if not lines or not lines[0].startswith(prefix):
        raise _fail(f"Hier hoort een regel die begint met {quoted(prefix)}.")
    return lines.pop(0)[len(prefix) :].strip()


def _setup(head: re.Match[str]) -> Setup:
    kerker = None
    if head["kerker"] == "ja":
        if head["locks"] is None:
            raise _fail("Met kerker=ja volgen slotkaarten=, koning= en derde-slotmoment=.")
        try:
            kerker = Rules(head["locks"], head["king"], head["third"])
        except ValueError:
            raise _fail(
                "De keuzes van Uit de Kerker! zijn slotkaarten=alle|geen, "
                f"koning=ambacht|wetenschap, derde-slotmoment={'|'.join(THIRD_LOCK_MOMENTS)}."
            ) from None
    elif head["locks"] is not None:
        raise _fail("Zonder de uitbreiding (kerker=nee) staan er geen keuzes van de kerker.")
    return Setup(int(head["players"]), int(head["start"]) - 1, kerker)


def _tasks_of(setup: Setup) -> Callable[[str], Task]:
    """How ``Castle.parse`` reads the tasks of a state with ``setup`` (``TASKS``,
    ``KERKER_TASKS``)."""
    return tasks_at(TASKS if setup.kerker is None else KERKER_TASKS).read


def parse_castle(text: str, tasks: Callable[[Setup], Callable[[str], Task]]) -> Castle:
    """Read the notation of ``Castle.__str__`` back (a Dutch ``NotationError`` otherwise), each
    task of a queue by the reader ``tasks`` gives for the state's setup (an engine's
    ``TaskNotation``: the setup says which expansions are on)."""
    if not isinstance(text, str):
        raise TypeError(f"a state is read from text, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise _fail("Deze tekst is te lang voor een stand van Castle Combo.")
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    head = _HEADER.fullmatch(lines.pop(0) if lines else "")
    if head is None:
        raise _fail("Een stand begint met 'castle-combo spelers=... start=... kerker=...'.")
    setup = _setup(head)
    turn = _TURN.fullmatch(lines.pop(0) if lines else "")
    if turn is None:
        raise _fail("De tweede regel is 'beurt actief=... ronde=... stap=... boodschapper=...'.")
    decks, rows, piles = [], [], []
    for name in LOCATIONS:
        decks.append(Deck.parse(_line(lines, f"{name} stapel:"), clause_id=NOTATION))
        rows.append(Display.parse(_line(lines, f"{name} rij:"), clause_id=NOTATION))
        piles.append(Pile.parse(_line(lines, f"{name} afgelegd:"), clause_id=NOTATION))
    out_text = _line(lines, "uit:")
    out = () if out_text == "-" else tuple(out_text.split())
    players = []
    for seat in range(setup.players):
        found = _PLAYER.fullmatch(lines.pop(0) if lines else "")
        if found is None or int(found["seat"]) != seat + 1:
            raise _fail(f"Hier hoort 'speler {seat + 1}: goud=... sleutels=... 3x3: ...'.")
        tableau = Tableau.parse(found["tableau"], clause_id=NOTATION)
        players.append(Player(tableau, int(found["gold"]), int(found["keys"])))
    queues = []
    read_task = tasks(setup)
    for seat in range(setup.players + 1):
        name = "tafel" if seat == setup.players else str(seat + 1)
        words = _line(lines, f"taken {name}:")
        queues.append(() if words == "-" else tuple(read_task(w) for w in words.split()))
    if lines:
        raise _fail(f"Na de taken hoort niets meer, niet {quoted(lines[0][:30])}.")
    hand = turn["hand"]
    gone = turn["gone"]
    memory = turn["memory"]
    state = Castle(
        setup,
        tuple(players),
        (decks[0], decks[1]),
        (rows[0], rows[1]),
        (piles[0], piles[1]),
        tuple(queues),
        out=out,
        messenger=LOCATIONS.index(turn["messenger"]),
        gone=frozenset() if gone == "-" else frozenset(LOCATIONS.index(w) for w in gone.split(",")),
        hand=None if hand == "-" else hand.lstrip("~"),
        hand_down=hand.startswith("~"),
        active=int(turn["active"]) - 1,
        start=setup.start,
        round=int(turn["round"]),
        step="" if turn["step"] == "-" else turn["step"],
        memory=frozenset() if memory == "-" else frozenset(memory.split(",")),
        over=turn["over"] == "ja",
    )
    check_castle(state)
    return state


def check_castle(state: Castle) -> None:
    """What a table must hold together: every card of the setup exactly once, each where it may
    lie, seats and rounds in range, tokens only where the rules put them."""
    n = len(state.players)
    if not 0 <= state.active < n:
        raise _fail(f"Speler {state.active + 1} zit niet aan deze tafel van {n}.")
    if not 1 <= state.round <= SIDE * SIDE:
        raise RuleError(f"{G}.einde", f"Het spel duurt negen ronden, niet {state.round}.")
    castle, village = state.setup.cards()
    expected = Counter(castle + village)
    found = Counter(state.all_cards())
    if found != expected:
        wrong = sorted((found - expected) | (expected - found))
        raise RuleError(
            f"{G}.materiaal",
            f"Elke kaart van het spel ligt precies één keer op tafel; niet zo bij "
            f"{quoted(wrong[0])}.",
        )
    for where in (CASTLE, VILLAGE):
        for card in (*state.decks[where], *state.rows[where].cards(), *state.discards[where]):
            if BY_ID[card].row is not BANNERS[where]:
                raise RuleError(
                    f"{G}.voorbereiding",
                    f"{BY_ID[card].shown} hoort bij de {LOCATIONS[1 - where]}kaarten, niet bij "
                    f"{LOCATIONS[where]}.",
                )
        if len(state.rows[where]) != ROW:
            raise RuleError(f"{G}.voorbereiding", "Een open rij heeft drie plaatsen.")
    for player in state.players:
        _check_square(player, state.setup)
    for seat, queue in enumerate(state.queues[:n]):
        if queue and seat != state.active:
            raise RuleError(
                f"{G}.beurt",
                f"Alleen de speler aan de beurt heeft iets te doen, niet speler {seat + 1}.",
            )
    placing = sum(task_code(t) == "plaatsen" for queue in state.queues for t in queue)
    if placing != (state.hand is not None) or placing > 1:
        raise RuleError(
            f"{G}.plaatsen",
            "Een gekochte kaart wordt meteen gelegd: er is een kaart in de hand precies als er "
            "een kaart te leggen is.",
        )


def _check_square(player: Player, setup: Setup) -> None:
    if (player.tableau.width, player.tableau.height) != (SIDE, SIDE):
        raise RuleError(f"{G}.plaatsen", "Een vierkant is hoogstens 3 bij 3.")
    for _, placed in player.tableau.cards:
        card = BY_ID[placed.card]
        extra = {name for name, _ in placed.tokens} - {GOLD, KEY}
        if extra or (placed.face_down and placed.tokens):
            raise RuleError(f"{G}.gedekt", "Op een gedekte kaart ligt niets.")
        if placed.token(GOLD) and (
            not isinstance(card.scroll, Purse) or placed.token(GOLD) > card.scroll.capacity
        ):
            raise RuleError(f"{G}.beurzen", f"Zoveel goud past niet op {card.shown}.")
        has_lock = setup.kerker is not None and setup.kerker.has_lock(card)
        if placed.token(KEY) > 1 or (placed.token(KEY) and not has_lock):
            raise RuleError(
                "uit-de-kerker.slot.sleutel",
                f"Een sleutel ligt alleen op een kaart met een slot, en dan één; niet zo op "
                f"{card.shown}.",
            )
