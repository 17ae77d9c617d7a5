"""One conformance suite for every registered game (the OpenSpiel habit), Dobbelnim included.

Each game and expansion offers ``trials`` in its own package (``GameDescription.trials``): the
setups to play, its computer players and its golden games. Over every one of them, seeded
playthroughs check what every game promises: chance outcomes are exact probabilities that add up to
exactly 1; every state and action reads back from its notation; a seat that must act has legal
actions; seats act one at a time unless the game's kind says several may act at once, and chance
acts only in a game with chance; an action that is not allowed is refused with a RuleError naming a
clause, and changes nothing; an action with a field of the wrong type (a bool or None for a seat, a
number for a code) is a TypeError, and one that names a seat or a code that does not exist a
RuleError, never another error and never with a changed state; every seat's observation shows what
it may see (everything, in a game without hidden information); what the game keeps (``conserved``)
stays the same; every game ends, from random play and from the computer players' play; and the
result names its winners among the seats with the best score. A new game passes this suite by
offering its trials; nothing here names it.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Iterator, Sequence
from fractions import Fraction
from typing import Any

import pytest

from rulebook.core.errors import RuleError
from rulebook.core.model.game import CHANCE, GameKind, Playthrough, check_outcomes, play_to_end
from rulebook.core.reader.clauses import CATALOGUE
from rulebook.core.reader.descriptions import GameDescription, Trials
from rulebook.games import BY_ID, DESCRIPTIONS, base_games, game

MAX_ACTIONS = 20_000
"""Every game of the rulebook ends long before this many actions."""


def _trials(description: GameDescription) -> Trials:
    assert description.trials is not None, f"{description.id} offers no trials"
    return description.trials()


def _base(description: GameDescription) -> str:
    """The game whose engine plays this description's setups (itself, or an expansion's base)."""
    return description.base or description.id


PLAYED = [d for d in DESCRIPTIONS if d.make_game is not None or d.make_expansion is not None]
"""The games and expansions that have an engine (or change one): what the suite plays. A game
whose rules were still only rulings would have no engine in the registry; the test below names
such games, so none can hide."""


def test_every_game_has_an_engine() -> None:
    unplayed = {d.id for d in DESCRIPTIONS} - {d.id for d in PLAYED}
    assert unplayed == set()
    assert {"castle-combo", "uit-de-kerker"} <= {d.id for d in PLAYED}


def _setups() -> Iterator[tuple[str, int, Any]]:
    """(description id, setup number, setup) for every setup every game and expansion offers."""
    for description in PLAYED:
        for number, setup in enumerate(_trials(description).setups):
            yield description.id, number, setup


SETUPS = list(_setups())
CASES = [
    pytest.param(name, setup, seed, id=f"{name}-{number}-zaad{seed}")
    for name, number, setup in SETUPS
    for seed in range(1, _trials(BY_ID[name]).seeds + 1)
]


def test_every_game_offers_what_the_suite_needs() -> None:
    """A base game has an engine, a kind, setups, computer players and a golden game; an
    expansion names its base game and what it changes in that game's engine."""
    for description in PLAYED:
        trials = _trials(description)
        assert trials.setups and trials.computers and trials.golden, description.id
        if description.base is None:
            assert description.make_game is not None and description.kind is not None
            assert game(description.id).id == description.id
        else:
            assert description.base in BY_ID and description.make_expansion is not None
            assert BY_ID[description.base].base is None
    assert {d.id for d in base_games()} >= {"kwakzalvers", "dobbelnim"}


class RandomAgent:
    """Picks uniformly among the legal actions with its own seeded random source."""

    name = "willekeurig"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Any, player: int, legal: Sequence[Any]) -> Any:
        return self.rng.choice(list(legal))


def _seats(engine: Any, setup: Any) -> int:
    """The number of seats a setup plays with: one score per seat from the first state on."""
    return len(engine.scores(engine.new_game(setup, 1)))


@pytest.mark.parametrize(("name", "setup", "seed"), CASES)
def test_a_random_game_keeps_every_promise(name: str, setup: Any, seed: int) -> None:
    description = BY_ID[name]
    engine = game(_base(description))
    seats = _seats(engine, setup)
    agents: dict[int, Any] = {seat: RandomAgent(seed * 100 + seat) for seat in range(seats)}
    keeps_every_promise(Playthrough.start(engine, setup, seed, agents), _trials(description))


@pytest.mark.parametrize(("name", "setup", "seed"), CASES)
def test_the_computer_players_play_to_the_end(name: str, setup: Any, seed: int) -> None:
    """The game's computer players, taking turns round the seats (a different order for each
    seed), only ever choose a legal action, and the game ends with a result."""
    description = BY_ID[name]
    trials = _trials(description)
    engine = game(_base(description))
    seats = _seats(engine, setup)
    agents: dict[int, Any] = {
        seat: LegalOnly(agent) for seat, agent in trials.agents(seats, shift=seed).items()
    }
    play = Playthrough.start(engine, setup, seed, agents)
    play.run(MAX_ACTIONS)
    assert engine.is_over(play.state)
    assert sum(agent.chosen for agent in agents.values()) > 0
    _result_names_the_best(engine, play.state, seats)


@pytest.mark.parametrize(("name", "setup", "seed"), CASES)
def test_the_playout_loop_plays_the_same_game_as_a_playthrough(
    name: str, setup: Any, seed: int
) -> None:
    """``play_to_end`` keeps no history, but from the same seed and computer players it reaches
    the very end a ``Playthrough`` reaches (the same draws, the same choices, the same scores)."""
    description = BY_ID[name]
    engine = game(_base(description))
    seats = _seats(engine, setup)

    def agents() -> dict[int, Any]:  # fresh ones for each game: a computer player may remember
        computers = _trials(description).computers
        names = list(computers)
        return {seat: computers[names[(seat + seed) % len(names)]] for seat in range(seats)}

    play = Playthrough.start(engine, setup, seed, agents())
    play.run(MAX_ACTIONS)
    end = play_to_end(engine, engine.new_game(setup, seed), agents(), seed, MAX_ACTIONS)
    assert str(end) == str(play.state)
    assert engine.scores(end) == engine.scores(play.state)


class LegalOnly:
    """Hands a computer player's choice on after checking it is one of the legal actions."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.name = agent.name
        self.chosen = 0

    def choose(self, game: Any, state: Any, player: int, legal: Sequence[Any]) -> Any:
        action = self.agent.choose(game, state, player, legal)
        assert action in legal, f"{self.name} chose {action}, not a legal action"
        self.chosen += 1
        return action


def keeps_every_promise(play: Playthrough[Any, Any], trials: Trials) -> None:
    """Play ``play`` to its end, checking every state on the way (see the module's doc)."""
    engine = play.game
    seats = len(engine.scores(play.state))
    kind = BY_ID[engine.id].kind
    assert kind is not None
    kept = trials.conserved(play.state) if trials.conserved else None
    scores = engine.scores(play.state)
    refusals = malformed = 0
    for _ in range(MAX_ACTIONS):
        state = play.state
        if trials.conserved is not None:
            assert trials.conserved(state) == kept, "what the rules keep changed"
        if trials.points_never_fall:
            now = engine.scores(state)
            assert all(a <= b for a, b in zip(scores, now, strict=True)), "points fell"
            scores = now
        _reads_back(engine, state)
        _observations_show_what_each_seat_may_see(engine, state, seats, trials, play.rng)
        actors = engine.current_players(state)
        if not actors:
            break
        assert kind.simultaneous or len(actors) == 1, f"{actors} act at once"
        assert kind.chance or actors != (CHANCE,), "chance acts in a game without chance"
        if actors == (CHANCE,):
            outcomes = engine.chance_outcomes(state)
            check_outcomes(outcomes)
            assert all(isinstance(p, Fraction) for _, p in outcomes)
            assert sum((p for _, p in outcomes), Fraction(0)) == 1
            for action, _ in outcomes:
                assert engine.parse_action(str(action)) == action
        else:
            for seat in actors:
                legal = engine.legal_actions(state, seat)
                assert legal, f"seat {seat} must act but has no legal action"
                for action in legal:
                    assert engine.parse_action(str(action)) == action
        if refusals < 30:
            refusals += _refused_without_change(engine, state, play.actions, seats)
        if malformed < 40 and len(play.actions) % 5 == 0:
            malformed += _malformed_refused_without_change(engine, state) > 0
        play.step()
    assert engine.is_over(play.state), f"no end after {MAX_ACTIONS} actions"
    assert refusals > 0, "no action was ever refused: the refusal check did not run"
    assert malformed > 0, "no malformed action was tried: the check did not run"
    _result_names_the_best(engine, play.state, seats)


def _reads_back(engine: Any, state: Any) -> None:
    assert engine.parse_state(str(state)) == state
    assert eval(repr(state), {type(state).__name__: type(state)}) == state


def _observations_show_what_each_seat_may_see(
    engine: Any, state: Any, seats: int, trials: Trials, rng: random.Random
) -> None:
    """In a game without hidden information every seat sees the whole state. In one with hidden
    information a seat sees the same in two states that differ only in what it may not see."""
    kind = BY_ID[engine.id].kind
    assert kind is not None
    _observations_check(engine, kind, state, seats, trials, rng)


def _observations_check(
    engine: Any, kind: GameKind, state: Any, seats: int, trials: Trials, rng: random.Random
) -> None:
    for seat in range(seats):
        seen = engine.observation(state, seat)
        if not kind.hidden_information:
            assert seen == state, f"seat {seat} does not see the whole open state"
            continue
        assert trials.hidden_variant is not None, "a game with hidden information needs one"
        other = trials.hidden_variant(state, seat, random.Random(rng.getrandbits(32)))
        assert engine.observation(other, seat) == seen, f"seat {seat} sees what is hidden"


def _not_allowed(engine: Any, state: Any, earlier: Sequence[Any], seats: int) -> list[Any]:
    """Actions that are not allowed now: another seat's action taken by a seat that is not
    asked, and actions from earlier in the game that nobody may take now."""
    actors = engine.current_players(state)
    allowed = {a for seat in actors if seat != CHANCE for a in engine.legal_actions(state, seat)}
    if actors == (CHANCE,):
        allowed |= {action for action, _ in engine.chance_outcomes(state)}
    candidates = []
    idle = [seat for seat in range(seats) if seat not in actors]
    for action in list(allowed)[:3] if idle else []:
        fields = (
            {f.name for f in dataclasses.fields(action)}
            if dataclasses.is_dataclass(action)
            else set()
        )
        if "seat" in fields:
            candidates.append(dataclasses.replace(action, seat=idle[0]))
    candidates += list(dict.fromkeys(earlier[-12:]))
    if not actors:
        return candidates
    idle_legal = {a for seat in idle for a in engine.legal_actions(state, seat)}
    return [a for a in candidates if a not in allowed and a not in idle_legal][:4]


def _refused_without_change(engine: Any, state: Any, earlier: Sequence[Any], seats: int) -> int:
    """Every action that is not allowed now is a RuleError naming a known clause, and the state
    stays what it was; returns how many were refused."""
    before = str(state)
    refused = 0
    for action in _not_allowed(engine, state, earlier, seats):
        with pytest.raises(RuleError) as error:
            engine.apply(state, action)
        assert error.value.clause_id in CATALOGUE, error.value.clause_id
        assert str(state) == before and engine.parse_state(before) == state
        refused += 1
    return refused


WRONG_TYPES: dict[type, tuple[object, ...]] = {
    int: (None, True, False, "1", 1.0),
    str: (None, 3, True, ("a",)),
}
"""For a field holding a whole number (a seat, a count) or a text (an option's code): values of
another type. ``True`` is an ``int`` to Python and equal to 1, so a bool seat must be caught by
its type, never taken as seat 1."""
NOWHERE: dict[type, tuple[object, ...]] = {int: (-1, -7, 99, 10**12), str: ("bestaat-niet", "")}
"""Values of the right type that name no seat, no option and no outcome of any game."""


def malformed(action: Any, field: str, value: object) -> Any:
    """``action`` with one field changed to ``value``, as a caller could build it by hand
    (bypassing any check the action's own constructor makes)."""
    changed = copy.copy(action)
    object.__setattr__(changed, field, value)
    return changed


def _malformed_actions(engine: Any, state: Any) -> Iterator[tuple[Any, type[Exception]]]:
    """Actions built from legal ones with one field wrong, and the error each must raise: a
    field of the wrong type is a ``TypeError``, a seat or code that does not exist (and no other
    action of the moment either) is a ``RuleError``."""
    actors = engine.current_players(state)
    if actors == (CHANCE,):
        legal = [action for action, _ in engine.chance_outcomes(state)]
    else:
        legal = [a for seat in actors for a in engine.legal_actions(state, seat)]
    allowed = set(legal)
    for action in dict.fromkeys([*legal[:2], *legal[-1:]]):  # a free action comes last
        if not dataclasses.is_dataclass(action):
            continue
        for field in dataclasses.fields(action):
            value = getattr(action, field.name)
            kind = type(value)
            for wrong in WRONG_TYPES.get(kind, (None,)):
                yield malformed(action, field.name, wrong), TypeError
            for nowhere in NOWHERE.get(kind, ()):
                candidate = malformed(action, field.name, nowhere)
                if nowhere != value and candidate not in allowed:
                    yield candidate, RuleError


def _malformed_refused_without_change(engine: Any, state: Any) -> int:
    """Every malformed action (see ``_malformed_actions``) raises its error, and nothing else,
    and the state stays what it was; returns how many were tried."""
    before = str(state)
    tried = 0
    for action, error in _malformed_actions(engine, state):
        try:
            engine.apply(state, action)
        except error as raised:
            if isinstance(raised, RuleError):
                assert raised.clause_id in CATALOGUE, raised.clause_id
        except Exception as other:
            raise AssertionError(
                f"{action!r} raised {type(other).__name__} ({other}), not {error.__name__}"
            ) from other
        else:
            raise AssertionError(f"{action!r} was taken, not refused with {error.__name__}")
        assert str(state) == before
        tried += 1
    return tried


def _result_names_the_best(engine: Any, state: Any, seats: int) -> None:
    """The result has every seat's score; its winners have the best score; without a tie-break
    every seat with the best score wins."""
    result = engine.result(state)
    assert result.scores == engine.scores(state) and len(result.scores) == seats
    best = max(result.scores)
    assert result.winners and all(result.scores[seat] == best for seat in result.winners)
    if not result.tie_break:
        assert result.winners == result.tied
    assert result.dutch().startswith("Speler ")
    kind = BY_ID[engine.id].kind
    assert kind is not None and seats in kind.players


class _Screens:
    """A tiny game with hidden information for the check below: each of two seats holds a secret
    number behind a screen; the third number lies open. ``leaks`` shows the whole state."""

    id = "schermen"

    def __init__(self, leaks: bool) -> None:
        self.leaks = leaks

    def observation(self, state: tuple[int, int, int], seat: int) -> object:
        return state if self.leaks else (state[seat], state[2])


def _other_secret(state: tuple[int, int, int], seat: int, rng: random.Random) -> object:
    """The same state with the other seat's secret changed (what ``seat`` may not see)."""
    changed = list(state)
    changed[1 - seat] += rng.randint(1, 6)
    return tuple(changed)


@pytest.mark.parametrize("leaks", [False, True])
def test_the_check_of_hidden_information_catches_a_seat_that_sees_too_much(leaks: bool) -> None:
    """No registered game hides anything yet (the card games will): the check is tried here on
    a game with screens, once honest and once showing a seat the other's secret."""
    kind = GameKind(players=range(2, 3), hidden_information=True)
    trials = Trials(setups=(), computers={}, hidden_variant=_other_secret)
    check = _observations_check
    if leaks:
        with pytest.raises(AssertionError, match="sees what is hidden"):
            check(_Screens(leaks), kind, (3, 5, 1), 2, trials, random.Random(1))
    else:
        check(_Screens(leaks), kind, (3, 5, 1), 2, trials, random.Random(1))
