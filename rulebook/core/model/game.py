"""The game model every game of the rulebook shares: the shape of OpenSpiel's games.

A game is an object with a handful of methods (``Game`` below). A state is a small frozen value;
an action is a small frozen value; both have a text notation that parses back to the same value
(as FEN and UCI do in chess). Chance is an action like any other: drawing a chip, rolling the
bonus die or turning a card is applied with ``apply`` exactly as a player's move is, so a whole
game is its setup, its seed and a list of actions, and replaying that list rebuilds every state.

Only the code that *plays* a game samples chance (``sample``); the rules never do. A player's
choice never consumes a random number, so a replay after a different choice stays comparable.

This module names no game. Each game package implements ``Game`` and describes itself for the
registry with a ``GameDescription`` (``rulebook/games.py`` lists them).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Final, Generic, Protocol, TypeVar

from rulebook.core.model.flow import Flow
from rulebook.core.model.happenings import apply_with_happenings

if TYPE_CHECKING:
    pass

CHANCE: Final = -1
"""The player id of chance: ``current_players`` is ``(CHANCE,)`` when a chance action is due."""

StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")


class Game(Protocol[StateT, ActionT]):
    """What every game offers. ``player`` is a seat number from 0; ``CHANCE`` is chance.

    - ``new_game(setup, seed)``: the first state. The seed is recorded in the state, so a log of
      actions names it; the rules never draw from it.
    - ``current_players(state)``: who may act now. Several seats at once in a simultaneous phase
      (brewing in De Kwakzalvers); ``(CHANCE,)`` when chance must act; ``()`` when the game is
      over.
    - ``legal_actions(state, player)``: the actions that seat may take now, in a fixed order.
    - ``apply(state, action)``: the next state. An illegal action raises a ``RuleError`` whose
      Dutch message names the clause it breaks; the old state is never changed (it is frozen).
    - ``chance_outcomes(state)``: when chance acts, each outcome with its exact probability, in
      a fixed (canonical) order; their sum is 1.
    - ``is_over(state)`` and ``scores(state)``: the end, and the points of every seat.
    - ``parse_action(text)``/``parse_state(text)``: the notation read back.
    - ``describe(state, action)``: a short Dutch gloss of an action for a game log.
    - ``observation(state, seat)``: what that seat may see (its own hidden things and the public
      rest, never the deck's order); a fair computer player chooses from it. A game in which
      everything lies open returns the state itself.
    - ``result(state)``: at the end, the winners and how a tie was broken (``Result``).

    Optional (``outcomes_of`` asks it when a game has it):

    - ``outcomes(before, action, after, happenings=None)``: Dutch lines for what came of
      ``action`` (an explosion, the points each seat scored, a new round, the tally at the end),
      so a log says what followed and not only what was chosen. They are said from what the
      rules reported while they applied it (``rulebook.core.model.happenings``: ``happenings`` when
      the caller recorded them, ``apply_with_happenings``; else the game records them again).
    - ``explain(state, action)``: the facts a player needs to choose ``action`` that its gloss
      does not give (what a patient's card says, what the glass of a field gives), or ``""``.
    - ``stage(state)``: where the game stands, in Dutch (``Ronde 3 van 9 · …``), for the line
      above a table's choices.
    """

    @property
    def id(self) -> str: ...

    def new_game(self, setup: Any, seed: int) -> StateT: ...

    def current_players(self, state: StateT) -> tuple[int, ...]: ...

    def legal_actions(self, state: StateT, player: int) -> Sequence[ActionT]: ...

    def apply(self, state: StateT, action: ActionT) -> StateT: ...

    def chance_outcomes(self, state: StateT) -> Sequence[tuple[ActionT, Fraction]]: ...

    def is_over(self, state: StateT) -> bool: ...

    def scores(self, state: StateT) -> tuple[int, ...]: ...

    def parse_action(self, text: str) -> ActionT: ...

    def parse_state(self, text: str) -> StateT: ...

    def describe(self, state: StateT, action: ActionT) -> str: ...

    def observation(self, state: StateT, seat: int) -> Any: ...

    def result(self, state: StateT) -> Result: ...


def outcomes_of(
    game: Game[StateT, ActionT],
    before: StateT,
    action: ActionT,
    after: StateT,
    happenings: Sequence[Any] | None = None,
) -> tuple[str, ...]:
    """What came of ``action`` in Dutch lines, when the game tells (``Game.outcomes``); a game
    without that method tells nothing, so every log can ask. ``happenings`` are what the rules
    reported applying it (``apply_with_happenings``), when the caller has them."""
    tell = getattr(game, "outcomes", None)
    if not callable(tell):
        return ()
    if happenings is None:
        lines = tuple(tell(before, action, after))
    else:
        lines = tuple(tell(before, action, after, happenings))
    if not all(isinstance(line, str) for line in lines):
        raise TypeError(f"{game.id}.outcomes gave something other than lines of text")
    return lines


def explanation_of(game: Game[StateT, ActionT], state: StateT, action: ActionT) -> str:
    """The facts to choose ``action`` by (``Game.explain``), or ``""`` for a game without them."""
    explain = getattr(game, "explain", None)
    return str(explain(state, action)) if callable(explain) else ""


def stage_of(game: Game[StateT, ActionT], state: StateT) -> str:
    """Where the game stands (``Game.stage``: round and phase), or ``""``."""
    stage = getattr(game, "stage", None)
    return str(stage(state)) if callable(stage) else ""


OUTCOME_MARK: Final = "# → "
"""How a written log sets an outcome line apart from an action and its gloss."""


# -- the end of a game: who won, and how a tie was broken ---------------------------------------


@dataclass(frozen=True)
class Result:
    """The end of a game: every seat's points, the winners, and how a tie was broken.

    ``tie_break`` says in Dutch what decided between seats with the same points ("de vollere
    ketel in de laatste ronde"), or is empty when one seat had the most points or the tie stood
    (then several seats are winners). A game's ``result(state)`` fills it; ``dutch()`` is the
    sentence a game log and the game table end with.
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    tie_break: str = ""

    def __post_init__(self) -> None:
        if not self.winners or any(not 0 <= seat < len(self.scores) for seat in self.winners):
            raise ValueError(f"winners {self.winners} are not seats of {self.scores}")

    @property
    def tied(self) -> tuple[int, ...]:
        """The seats that had the most points (more than one when a tie had to be broken)."""
        best = max(self.scores)
        return tuple(seat for seat, score in enumerate(self.scores) if score == best)

    def dutch(self) -> str:
        """``Speler 2 wint met 57 punten; speler 4 had er evenveel, de vollere ketel besliste.``"""
        from rulebook.core import dutch

        names = dutch.listing([f"speler {seat + 1}" for seat in self.winners])
        points = dutch.count(self.scores[self.winners[0]], "punt", "punten", one="1")
        if len(self.winners) > 1:
            return dutch.sentence(f"{names} winnen samen met elk {points}") + "."
        text = dutch.sentence(f"{names} wint met {points}")
        others = [seat for seat in self.tied if seat not in self.winners]
        if others:
            tied = dutch.listing([f"speler {seat + 1}" for seat in others])
            verb = "had" if len(others) == 1 else "hadden"
            rule = self.tie_break or "de regel bij gelijke stand"
            text += f"; {tied} {verb} evenveel punten, {rule} besliste"
        return text + "."


def highest_scores(scores: Sequence[int]) -> Result:
    """The plain result: every seat with the most points wins (a game without a tie-break)."""
    best = max(scores)
    return Result(tuple(scores), tuple(seat for seat, s in enumerate(scores) if s == best))


# -- what kind of game it is ---------------------------------------------------------------------


@dataclass(frozen=True)
class GameKind:
    """What a game is, for the registry, the conformance suite and the game table (OpenSpiel's
    ``GameType``): how many players it allows, whether several seats may act at once, whether
    some things are hidden from some seats, and whether chance acts."""

    players: range
    simultaneous: bool = False
    """Some steps let several seats act at once (everyone brews in De Kwakzalvers)."""
    hidden_information: bool = False
    """Some seats may not see everything (screens, a hand, the deck's order)."""
    chance: bool = True


# -- chance ---------------------------------------------------------------------------------------

RANDOM_BITS: Final = 53
"""Each chance action consumes one ``getrandbits(53)``: a number ``m`` read as ``m / 2**53``.

Comparing that number exactly with the cumulative probabilities picks the outcome. A lean
simulator that keeps a bag as a sorted list finds the same chip with integers only
(``bag[(m * len(bag)) >> 53]``), so the engine and a fast kernel draw alike from one seed.
"""


def sample(outcomes: Sequence[tuple[ActionT, Fraction]], rng: random.Random) -> ActionT:
    """Pick one chance outcome with its exact probability, using one draw from ``rng``."""
    drawn = rng.getrandbits(RANDOM_BITS)
    # Exactly the comparison drawn / 2**53 < running total, in whole numbers: every chance as a
    # count of the common denominator (adding Fractions one by one is slow for a big deck).
    # ``drawn * common < total << 53`` holds just when ``(drawn * common) >> 53 < total``.
    common = math.lcm(*{chance.denominator for _, chance in outcomes})
    point = (drawn * common) >> RANDOM_BITS
    total = 0
    for action, chance in outcomes:
        total += chance.numerator * (common // chance.denominator)
        if point < total:
            return action
    raise ValueError(f"chance outcomes add up to {Fraction(total, common)}, not 1")


def sample_counted(
    counts: Sequence[tuple[ActionT, int]], total: int, rng: random.Random, exact: bool = False
) -> ActionT:
    """``sample`` for outcomes whose chances are counts out of ``total`` (cards of a deck): the
    same single draw picks the same outcome, without a Fraction per outcome.

    ``sample`` compares ``(drawn * common) >> 53`` with running totals in any common multiple of
    the denominators; ``total`` is one, so the counts themselves are the running totals.

    ``exact``: the caller knows the counts add up to ``total`` exactly (a deck's own counts and
    size); a point in the upper half is then found counting down from ``total`` (the same
    outcome: the first whose running total passes the point), half the way on average.
    """
    point = (rng.getrandbits(RANDOM_BITS) * total) >> RANDOM_BITS
    if exact and point >= total >> 1:
        running = total
        for action, number in reversed(counts):
            running -= number  # the running total before this outcome
            if point >= running:
                return action
    running = 0
    for action, number in counts:
        running += number
        if point < running:
            return action
    raise ValueError(f"the counts add up to {running}, not {total}")


def skip_draws(rng: random.Random, draws: int) -> None:
    """Move ``rng`` past ``draws`` calls of ``sample``: each one consumes exactly one
    ``getrandbits(RANDOM_BITS)``, so a stream can be put back where it stood after them."""
    for _ in range(draws):
        rng.getrandbits(RANDOM_BITS)


def check_outcomes(outcomes: Sequence[tuple[object, Fraction]]) -> None:
    """A programmer's check: probabilities are Fractions in (0, 1] that add up to exactly 1."""
    if not outcomes:
        raise ValueError("a chance node needs at least one outcome")
    for action, chance in outcomes:
        if not isinstance(chance, Fraction) or not 0 < chance <= 1:
            raise ValueError(f"outcome {action}: {chance!r} is not a probability")
    total = sum((chance for _, chance in outcomes), Fraction(0))
    if total != 1:
        raise ValueError(f"chance outcomes add up to {total}, not 1")


# -- computer players -----------------------------------------------------------------------------


class Agent(Protocol[StateT, ActionT]):
    """A computer player. It picks one of ``legal`` from what its seat may see (``state`` is the
    game's ``observation`` for that seat: in a game with screens, not the whole table); it must
    not touch the game's random stream (an agent that wants randomness owns its own seeded
    ``random.Random``)."""

    name: str

    def choose(
        self, game: Game[StateT, ActionT], state: StateT, player: int, legal: Sequence[ActionT]
    ) -> ActionT: ...


def next_actor(players: tuple[int, ...]) -> int:
    """In a simultaneous phase any seat may act; a playthrough lets the lowest seat go first."""
    return min(players)


@dataclass
class Playthrough(Generic[StateT, ActionT]):
    """A game being played: the state, the seeded random stream for chance, the actions so far.

    ``step()`` lets chance or one computer player act; ``act(action)`` applies a human's (or a
    test's) action. The state is frozen: ``states`` keeps every one, so a widget can go back
    (``rewind``), and the random stream goes back with it.
    """

    game: Game[StateT, ActionT]
    state: StateT
    seed: int
    agents: dict[int, Agent[StateT, ActionT]] = field(default_factory=dict)
    actions: list[ActionT] = field(default_factory=list)
    hear: bool = False
    """Record what the rules report while each action is applied (``heard``): a log reads the
    reports of the one apply instead of applying the action a second time to hear them."""

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.states: list[StateT] = [self.state]
        self.draws = 0
        """How many chance outcomes ``step`` has sampled from ``rng`` so far."""
        self._draws_at: list[int] = [0]
        self.heard: tuple[Any, ...] = ()
        """What the rules reported applying the last action (with ``hear`` on; else empty)."""

    @classmethod
    def start(
        cls,
        game: Game[StateT, ActionT],
        setup: Any,
        seed: int,
        agents: dict[int, Agent[StateT, ActionT]] | None = None,
        *,
        hear: bool = False,
    ) -> Playthrough[StateT, ActionT]:
        return cls(game, game.new_game(setup, seed), seed, dict(agents or {}), hear=hear)

    @property
    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def act(self, action: ActionT) -> StateT:
        """Apply one action (a RuleError leaves everything as it was)."""
        new: StateT
        if self.hear:
            new, self.heard = apply_with_happenings(self.game, self.state, action)
        else:
            new = self.game.apply(self.state, action)
        self.state = new
        self.actions.append(action)
        self.states.append(new)
        self._draws_at.append(self.draws)
        return new

    def waiting_for(self) -> int | None:
        """The seat that must act next, ``CHANCE``, or ``None`` when the game is over."""
        players = self.game.current_players(self.state)
        return next_actor(players) if players else None

    def step(self, actor: int | None = None) -> ActionT:
        """Let chance or a computer player act; returns the action taken.

        ``actor`` picks which of the seats that may act now goes (in a simultaneous phase any
        of them may); by default the lowest seat (``next_actor``), or chance when it is due.
        """
        players = self.game.current_players(self.state)
        if not players:
            raise ValueError("the game is over")
        if actor is None:
            actor = next_actor(players)
        elif actor not in players:
            raise ValueError(f"seat {actor} may not act now (only {players})")
        return self._take_turn(actor)

    def _take_turn(self, actor: int) -> ActionT:
        """Let ``actor`` (chance, or a seat with a computer player) act, once ``step`` or
        ``run`` has found that it may."""
        if actor == CHANCE:
            # a game that can draw its outcome directly (without listing every one) does so:
            # the same single draw gives the same outcome as ``sample`` over the listing
            draw = getattr(self.game, "sample_chance", None)
            if draw is not None:
                action: ActionT = draw(self.state, self.rng)
            else:
                action = sample(self.game.chance_outcomes(self.state), self.rng)
            self.draws += 1
        else:
            agent = self.agents.get(actor)
            if agent is None:
                raise ValueError(f"seat {actor} has no computer player")
            legal = self.game.legal_actions(self.state, actor)
            seen = self.game.observation(self.state, actor)  # a fair player sees only its view
            action = agent.choose(self.game, seen, actor, legal)
        self.act(action)
        return action

    def run(self, max_actions: int = 100_000) -> None:
        """Play until the game is over or a seat without a computer player must act (who acts
        is asked once per action: ``step``'s own checks would ask it again)."""
        current_players, agents = self.game.current_players, self.agents
        for _ in range(max_actions):
            players = current_players(self.state)
            if not players:
                return
            actor = players[0] if len(players) == 1 else next_actor(players)
            if actor != CHANCE and actor not in agents:
                return
            self._take_turn(actor)
        raise RuntimeError(f"no end after {max_actions} actions")

    def rewind(self, count: int) -> None:
        """Go back to the state after the first ``count`` actions, as if the later ones never
        happened: they and their states are dropped, and the random stream is put back where it
        stood then, so the same choices bring the same chance again."""
        if isinstance(count, bool) or not isinstance(count, int):
            raise TypeError(f"count is a whole number, not {type(count).__name__}")
        if not 0 <= count <= len(self.actions):
            raise ValueError(f"there is no state after {count} of {len(self.actions)} actions")
        del self.actions[count:]
        del self.states[count + 1 :]
        del self._draws_at[count + 1 :]
        self.state = self.states[-1]
        self.draws = self._draws_at[-1]
        self.rng = random.Random(self.seed)
        skip_draws(self.rng, self.draws)

    def record(self) -> GameRecord[ActionT]:
        return GameRecord(self.game.id, str(self.states[0]), self.seed, tuple(self.actions))


def play_to_end(
    game: Game[StateT, ActionT],
    state: StateT,
    agents: Mapping[int, Agent[StateT, ActionT]],
    seed: int | random.Random,
    max_actions: int = 100_000,
    each: Callable[[ActionT, StateT], object] | None = None,
) -> StateT:
    """Play ``state`` to the end between computer players and return the last state: the one
    playout loop of every playout that nobody reads back (advice, simulation, review, property
    tests, the bench). It keeps no history; it draws chance from ``seed`` (a number, or a random
    stream already under way) exactly as ``Playthrough.run`` does, so the same seed and agents
    give the same game as a ``Playthrough`` would.

    ``each`` (optional) sees every action with the state it led to (a property test checks
    every state; a caller collects the actions); when it answers something true the playout
    stops there and that state is returned (the end of a round, say)."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    current_players, apply, observation = game.current_players, game.apply, game.observation
    legal_actions = game.legal_actions
    # A game may offer two short cuts that skip the checks ``apply`` makes for a stranger's
    # action: ``play_chance`` (draw and apply in one) and ``apply_listed`` (an action its
    # ``legal_actions`` just listed). Both give exactly the state ``apply`` gives.
    draw = getattr(game, "sample_chance", None)
    play_chance = getattr(game, "play_chance", None)
    apply_listed = getattr(game, "apply_listed", apply)
    for _ in range(max_actions):
        players = current_players(state)
        if not players:
            return state
        actor = players[0] if len(players) == 1 else next_actor(players)
        if actor == CHANCE:
            if play_chance is not None:
                action, state = play_chance(state, rng)
            else:
                if draw is not None:
                    action = draw(state, rng)
                else:
                    action = sample(game.chance_outcomes(state), rng)
                state = apply(state, action)
        else:
            agent = agents.get(actor)
            if agent is None:
                raise ValueError(f"seat {actor} has no computer player")
            legal = legal_actions(state, actor)
            action = agent.choose(game, observation(state, actor), actor, legal)
            state = apply_listed(state, action)
        if each is not None and each(action, state):
            return state
    raise RuntimeError(f"no end after {max_actions} actions")


# -- game records (logs) --------------------------------------------------------------------------


@dataclass(frozen=True)
class GameRecord(Generic[ActionT]):
    """A whole game as text: the first state, the seed, and every action in order.

    ``lines(game)`` writes the log (one action per line with a Dutch gloss after ``#``);
    ``replay(game)`` rebuilds every state from it. A golden game is a record checked in.
    """

    game_id: str
    first_state: str
    seed: int
    actions: tuple[ActionT, ...]

    def states(self, game: Game[StateT, ActionT]) -> Iterator[StateT]:
        """Every state from the first to the last, by applying the actions again."""
        state = game.parse_state(self.first_state)
        yield state
        for action in self.actions:
            state = game.apply(state, action)
            yield state

    def lines(
        self, game: Game[StateT, ActionT], gloss: bool = True, outcomes: bool = False
    ) -> list[str]:
        """The log: a header, the first state, ``action  # gloss`` per line, then the last state
        and the scores as comments (``ending`` reads them back). With ``outcomes``, what came of
        each action follows it as comment lines (``# → Ronde 2 begint.``, ``outcomes_of``)."""
        lines = [f"# spel: {self.game_id}", f"# zaad: {self.seed}", "# begin:"]
        lines += [f"#   {line}" for line in self.first_state.splitlines()]
        state = game.parse_state(self.first_state)
        for action in self.actions:
            text = str(action)
            if gloss:
                text = f"{text:28} # {game.describe(state, action)}"
            lines.append(text)
            if outcomes:  # what the rules reported applying it, recorded on the way
                after, happened = apply_with_happenings(game, state, action)
                told = outcomes_of(game, state, action, after, happened)
                lines += [OUTCOME_MARK + line for line in told]
            else:
                after = game.apply(state, action)
            state = after
        lines.append("# eind:")
        lines += [f"#   {line}" for line in str(state).splitlines()]
        lines.append("# punten: " + " ".join(str(score) for score in game.scores(state)))
        return lines

    @staticmethod
    def ending(text: str) -> tuple[str, tuple[int, ...]]:
        """The last state and the scores a log written by ``lines`` ends with."""
        state: list[str] = []
        scores: tuple[int, ...] = ()
        in_end = False
        for raw in text.splitlines():
            if raw.startswith("# eind:"):
                in_end = True
            elif raw.startswith("#   ") and in_end:
                state.append(raw[4:])
            elif raw.startswith("# punten:"):
                scores = tuple(int(word) for word in raw.split(":", 1)[1].split())
        return "\n".join(state), scores

    @classmethod
    def parse(cls, game: Game[Any, ActionT], text: str) -> GameRecord[ActionT]:
        """Read a log written by ``lines`` back (comments after ``#`` are glosses)."""
        seed: int | None = None
        first: list[str] = []
        actions: list[ActionT] = []
        reading_state = False
        for raw in text.splitlines():
            if raw.startswith("# zaad:"):
                seed = int(raw.split(":", 1)[1])
            elif raw.startswith("# begin:"):
                reading_state = True
            elif raw.startswith("# eind:"):
                break
            elif raw.startswith("#   ") and reading_state:
                first.append(raw[4:])
            elif raw.startswith("#") or not raw.strip():
                continue
            else:
                reading_state = False
                actions.append(game.parse_action(raw.split("#", 1)[0].strip()))
        if seed is None or not first:
            raise ValueError("not a game log: the seed or the first state is missing")
        return cls(game.id, "\n".join(first), seed, tuple(actions))


# -- expansions ---------------------------------------------------------------------------------


def _unchanged(value: StateT) -> StateT:
    return value


def _no_notation(text: str) -> object | None:
    return None


@dataclass(frozen=True)
class Expansion(Generic[StateT]):
    """What an expansion changes in its base game, as data the base game's engine applies.

    ``change_flow`` returns the round's flow with the expansion's phases inserted (or changed);
    ``prepare`` adjusts the first state of a game with the expansion switched on, before the
    start chips are handed out (its chips in the box, its own state); ``players`` the player
    counts it allows (``None``: the base game's); ``notation`` reads the expansion's own action
    notations (``None``: the text is not one of them), so a game log with them reads back;
    ``tasks`` reads the expansion's own tasks in a state's queues by name (the base game's
    ``notation.TaskNotation`` is ``extended`` with them), so a state with them reads back;
    ``effect_rules`` are the functions for the expansion's own effect types, which the base
    game's engine registers in an ``extended`` copy of its ``effects.EffectRegistry`` (the
    engine's docstring says which registry) for a game with the expansion switched on;
    ``lessons`` makes what the expansion adds to its base game's teacher in the leermodus
    (``core.reader.lessons``; an object of the shape that teacher asks, ``None``: nothing).
    The base game's code never names an expansion: it only applies these, and an expansion's
    module changes nothing of its base game's when it is imported.
    """

    id: str
    title: str
    change_flow: Callable[[Flow[StateT]], Flow[StateT]]
    prepare: Callable[[StateT], StateT] = _unchanged
    players: range | None = None
    notation: Callable[[str], object | None] = _no_notation
    tasks: Mapping[str, Callable[[str], Any]] = field(default_factory=dict, compare=False)
    effect_rules: Mapping[type, Callable[..., Any]] = field(default_factory=dict, compare=False)
    lessons: Callable[[], Any] | None = field(default=None, compare=False)


# -- the registry's description of a game ---------------------------------------------------------
