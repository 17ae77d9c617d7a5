"""The leermodus: a game that teaches while it is played.

Before each decision the reader sees what is being decided and under which rule, every option
with the rule it rests on and what it would do *now*, and which option each computer strategy
would take and why. Every computer move carries its reason, and after the game a review
("nabespreking") names the reader's decisions that cost the most, found by playouts.

This module is the one home of that machinery, for every game; it names no game. A game takes
part through a ``Teacher`` (``GameDescription.teacher``), which only adds what the general
machinery cannot know: the clause and the present effect of each option, a fast playout for
the review. Without a teacher every game still teaches the basics: the phase's clause, the
game's own glosses (``Game.describe``) and facts (``Game.explain``).

What a computer player says about its choice is its own business: an agent with a ``reason``
method (``reason(game, view, seat, legal, action) -> str``) explains itself from its own
evaluation; ``reason_of`` asks it and never changes the agent's state for the game.

Everything here is plain data with Dutch JSON (``as_json``), so a terminal, a widget and a
test read the same lesson.
"""

from __future__ import annotations

import argparse
import copy
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, NamedTuple, Protocol

from rulebook.core import dutch
from rulebook.core.errors import RuleError
from rulebook.core.model.game import (
    CHANCE,
    Agent,
    Game,
    Playthrough,
    explanation_of,
    play_to_end,
    stage_of,
)
from rulebook.core.reader.terminal import number_option

REVIEW_BUDGET: Final = 2_000
"""Playouts a review may spend by default, over all the learner's decisions."""

REVIEW_POINTS: Final = 3
"""A review names at most this many decisions."""


# -- what a seat decides now ----------------------------------------------------------------------


@dataclass(frozen=True)
class OptionLesson:
    """One legal option: its notation (``optie``, what a table sends back), its Dutch gloss,
    the clause it rests on (``regel``) and what it would do now (``uitleg``)."""

    notation: str
    label: str
    clause: str
    now: str

    def as_json(self) -> dict[str, str]:
        return {
            "optie": self.notation,
            "tekst": self.label,
            "regel": self.clause,
            "uitleg": self.now,
        }


@dataclass(frozen=True)
class StrategyPick:
    """What one computer strategy would choose here (its notation) and why, in one sentence."""

    strategy: str
    choice: str
    reason: str

    def as_json(self) -> dict[str, str]:
        return {"strategie": self.strategy, "optie": self.choice, "reden": self.reason}


@dataclass(frozen=True)
class Decision:
    """What ``seat`` decides now: the question (``beslissing``) with its clause, every option,
    and what each computer strategy would take."""

    seat: int
    question: str
    clause: str
    options: tuple[OptionLesson, ...]
    picks: tuple[StrategyPick, ...] = ()

    def option(self, notation: str) -> OptionLesson:
        for found in self.options:
            if found.notation == notation:
                return found
        raise KeyError(notation)

    def as_json(self) -> dict[str, Any]:
        return {
            "speler": self.seat + 1,
            "beslissing": self.question,
            "regel": self.clause,
            "opties": [option.as_json() for option in self.options],
            "strategieen": [pick.as_json() for pick in self.picks],
        }


@dataclass(frozen=True)
class Taken:
    """A decision as it was played: the decision, the option chosen, and for a computer seat
    the reason it gave."""

    move: int
    """The action's number in the game (1 for the first action, chance included)."""
    decision: Decision
    chosen: str
    reason: str = ""

    def as_json(self) -> dict[str, Any]:
        data = {"zet": self.move, **self.decision.as_json(), "gekozen": self.chosen}
        if self.reason:
            data["reden"] = self.reason
        return data


# -- the review after a game ----------------------------------------------------------------------


@dataclass(frozen=True)
class ReviewPoint:
    """One of the reader's decisions that cost the most: what was chosen, what would have been
    better, by how much (``difference``, in the teacher's unit), and the clause that explains
    why."""

    move: int
    chosen: str
    better: str
    difference: float
    unit: str
    clause: str
    explanation: str

    @property
    def difference_text(self) -> str:
        if self.unit == "winstkans":
            return f"{dutch.decimal(self.difference * 100)} procentpunt winstkans"
        return f"{dutch.decimal(self.difference)} {dutch.noun(2, 'punt', 'punten')} gemiddeld"

    def as_json(self) -> dict[str, Any]:
        return {
            "zet": self.move,
            "gekozen": self.chosen,
            "beter": self.better,
            "verschil": round(self.difference, 4),
            "eenheid": self.unit,
            "regel": self.clause,
            "uitleg": self.explanation,
        }


class Review(tuple[ReviewPoint, ...]):
    """A review's points (at most ``REVIEW_POINTS``, biggest difference first), and how many of
    the reader's compared decisions it played out (``examined``) and left out (``left_out``:
    they did not fit in ``REVIEW_CPU_MS``; a reader is told)."""

    examined: int
    left_out: int

    def __new__(
        cls, points: Iterable[ReviewPoint] = (), examined: int = 0, left_out: int = 0
    ) -> Review:
        made = super().__new__(cls, points)
        made.examined = examined
        made.left_out = left_out
        return made

    @property
    def left_out_text(self) -> str:
        """What a reader is told when some decisions did not fit in the review's time ("" when
        every one was played out)."""
        if not self.left_out:
            return ""
        total = self.examined + self.left_out
        seconds = dutch.whole(REVIEW_CPU_MS // 1000)
        if total == 1:
            which = "je enige beslissing met iets te vergelijken paste"
        else:
            fits = dutch.agree(self.left_out, "paste", "pasten")
            which = (
                f"{dutch.amount(self.left_out)} van je {dutch.numeral(total)} beslissingen met "
                f"iets te vergelijken {fits}"
            )
        return (
            f"Niet alles is nagespeeld: {which} niet meer in de rekentijd van de nabespreking "
            f"(ongeveer {seconds} seconden)."
        )


# -- what a game adds -----------------------------------------------------------------------------


class Teacher(Protocol):
    """What one game adds to the leermodus (``GameDescription.teacher`` makes it)."""

    def decision(self, game: Game[Any, Any], state: Any, seat: int) -> Decision:
        """What ``seat`` decides in ``state``: every legal option with its clause and effect
        now (``basic_decision`` is the start every teacher can build on)."""
        ...

    def strategies(self) -> Mapping[str, Agent[Any, Any]]:
        """The game's computer strategies by their Dutch names, asked what they would take
        (each is asked on a copy)."""
        ...

    def outcome(self, game: Game[Any, Any], state: Any, seat: int, action: Any, seed: int) -> float:
        """What ``seat`` gets when ``action`` is played in ``state`` and the game's computer
        players play on to the end with chance from ``seed``: its share of the win (1 for a
        win, 1/n for an n-way tie, 0 for a loss) in unit ``winstkans``."""
        ...

    unit: str
    """``winstkans`` (outcome is a share of the win) or ``punten`` (a score)."""


def basic_decision(game: Game[Any, Any], state: Any, seat: int) -> Decision:
    """The decision as every game can tell it: the step's clause, the game's own glosses and
    facts. A teacher refines the options' clauses and effects."""
    clause = phase_clause(game, state)
    question = stage_of(game, state) or f"{dutch.player(seat).capitalize()} kiest."
    options = tuple(
        OptionLesson(
            str(action), game.describe(state, action), clause, explanation_of(game, state, action)
        )
        for action in game.legal_actions(state, seat)
    )
    return Decision(seat, question, clause, options)


def phase_clause(game: Game[Any, Any], state: Any) -> str:
    """The clause of the step being played, for a game on the core's runner (else ``""``)."""
    runner = getattr(game, "runner", None)
    if runner is None:
        return getattr(game, "clause_id", "") or ""
    return str(runner.phase(state).clause_id)


# -- the computers' reasons -----------------------------------------------------------------------


def reason_of(
    agent: Agent[Any, Any],
    game: Game[Any, Any],
    view: Any,
    seat: int,
    legal: Sequence[Any],
    action: Any,
    *,
    state: Any = None,
) -> str:
    """Why ``agent`` chose ``action``, in one Dutch sentence (from its own ``reason``), or a
    plain sentence for an agent that gives none: the action's gloss, read from the whole
    ``state`` when the caller has it (a game's ``describe`` may need more than a seat's view)."""
    explain = getattr(agent, "reason", None)
    if callable(explain):
        return str(explain(game, view, seat, legal, action))
    return f"{agent.name} kiest {game.describe(view if state is None else state, action)}."


def strategy_picks(
    game: Game[Any, Any], state: Any, seat: int, strategies: Mapping[str, Agent[Any, Any]]
) -> tuple[StrategyPick, ...]:
    """What each strategy would take in ``state`` and why. Each is asked on a copy, so a
    strategy with its own random stream plays on as if it had not been asked."""
    legal = game.legal_actions(state, seat)
    if not legal:
        return ()
    view = game.observation(state, seat)
    picks = []
    for name, agent in strategies.items():
        asked = copy.deepcopy(agent)
        action = asked.choose(game, view, seat, legal)
        picks.append(
            StrategyPick(
                name,
                str(action),
                reason_of(asked, game, view, seat, legal, action, state=state),
            )
        )
    return tuple(picks)


def teach(
    teacher: Teacher | None,
    game: Game[Any, Any],
    state: Any,
    seat: int,
    strategies: Mapping[str, Agent[Any, Any]] | None = None,
) -> Decision:
    """The whole lesson of one decision: the teacher's (or the basic) decision, with what each
    strategy would take."""
    found = (
        teacher.decision(game, state, seat)
        if teacher is not None
        else basic_decision(game, state, seat)
    )
    if strategies is None:
        strategies = teacher.strategies() if teacher is not None else {}
    picks = strategy_picks(game, state, seat, strategies)
    return Decision(found.seat, found.question, found.clause, found.options, picks)


# -- a whole game with its lessons ----------------------------------------------------------------


@dataclass
class LessonGame:
    """A game between computer players with every decision taught (``speel --leermodus``):
    ``decisions`` has one entry per decision of any seat with at least two options, and
    ``review`` the learner's costliest ones."""

    play: Playthrough[Any, Any]
    decisions: list[Taken] = field(default_factory=list)
    review: Review = field(default_factory=Review)

    def as_json(self) -> dict[str, Any]:
        made: dict[str, Any] = {
            "beslissingen": [taken.as_json() for taken in self.decisions],
            "nabespreking": [point.as_json() for point in self.review],
        }
        if self.review.left_out:
            made["nabespreking-overgeslagen"] = self.review.left_out
        return made


class Chosen(NamedTuple):
    """One decision of a game being played (``choices``): the state before it, the seat, its
    legal actions, its observation, and what its computer player chose."""

    state: Any
    seat: int
    legal: Sequence[Any]
    view: Any
    action: Any


def choices(
    game: Game[Any, Any], play: Playthrough[Any, Any], agents: Mapping[int, Agent[Any, Any]]
) -> Iterator[Chosen]:
    """Play ``play`` on to its end between ``agents``, yielding every decision with two options
    or more before it is taken (chance and forced moves are played without a word): what a
    lesson, a reason or a test of them looks at."""
    while not play.is_over:
        actor = play.waiting_for()
        assert actor is not None
        if actor == CHANCE:
            play.step()
            continue
        legal = game.legal_actions(play.state, actor)
        if len(legal) < 2:
            play.step(actor)
            continue
        view = game.observation(play.state, actor)
        action = agents[actor].choose(game, view, actor, legal)
        yield Chosen(play.state, actor, legal, view, action)
        play.act(action)


def play_and_teach(
    game: Game[Any, Any],
    setup: Any,
    seed: int,
    agents: Mapping[int, Agent[Any, Any]],
    learner: int,
    teacher: Teacher | None,
    *,
    budget: int | None = None,
) -> LessonGame:
    """Play one game between ``agents`` and teach every decision; then review ``learner``'s."""
    play = Playthrough.start(game, setup, seed, dict(agents))
    lessons = LessonGame(play)
    strategies = teacher.strategies() if teacher is not None else {}
    for chosen in choices(game, play, agents):
        state, seat, legal, view, action = chosen
        decision = teach(teacher, game, state, seat, strategies)
        reason = reason_of(agents[seat], game, view, seat, legal, action, state=state)
        # the move is taken when the loop asks for the next decision: it is the one after
        lessons.decisions.append(Taken(len(play.actions) + 1, decision, str(action), reason))
    if teacher is not None:
        lessons.review = review(game, play, learner, teacher, budget=budget)
    return lessons


def review(
    game: Game[Any, Any],
    play: Playthrough[Any, Any],
    seat: int,
    teacher: Teacher,
    *,
    budget: int | None = None,
    seed: int = 0,
) -> Review:
    """The (at most three) decisions of ``seat`` in ``play`` whose best alternative did
    clearly better than what was chosen, biggest difference first. A teacher with an
    ``alternatives`` method narrows the options each decision compares (``_compared``).

    Every option of a decision is played out from the same chance seeds (paired playouts), so
    the difference is the options', not luck's. Picking the best of several options on the
    same playouts that then measure its lead overstates that lead (the winner's curse: among
    many noisy options the luckiest looks best; in Castle Combo a reported lead of 0.54 was 0.17
    on 400 fresh playouts). So half the budget screens every option of every decision; the
    decisions whose best alternative led the chosen option most are then played again, that
    pair alone, on new paired seeds with the other half, and only this second measurement is
    reported, and only when it is larger than twice its standard error.
    """
    positions = [
        (move, state, _compared(teacher, game, state, seat, legal, chosen), chosen)
        for move, state, legal, chosen in _decisions_of(game, play, seat)
    ]
    positions = [position for position in positions if len(position[2]) >= 2]
    if not positions:
        return Review()
    if budget is None:
        budget = review_budget(teacher, game, play.states[0])
    first = first_screen(teacher, game, play.states[0])
    cost = playout_cost(teacher, game, play.states[0])
    return _confirmed_review(game, seat, teacher, positions, budget, seed, first, cost)


def review_budget(teacher: Teacher, game: Game[Any, Any], start: Any) -> int:
    """The playouts a review of the game that began at ``start`` may spend: the teacher's own
    (``review_budget(game, start)``, sized to its playouts' speed for that setup: about 5 s of
    CPU), else ``REVIEW_BUDGET``. The terminal and the table ask the same."""
    own = getattr(teacher, "review_budget", None)
    return int(own(game, start)) if callable(own) else REVIEW_BUDGET


def first_screen(teacher: Teacher, game: Game[Any, Any], start: Any) -> int:
    """How many of a decision's screening seeds are played first (``_confirmed_review``): the
    teacher's own ``first_screen(game, start)`` for a setup whose playouts are slow, else 0 (all
    of them at once). A decision where no option did better than the one chosen on any of these
    first paired seeds is screened no further."""
    own = getattr(teacher, "first_screen", None)
    return int(own(game, start)) if callable(own) else 0


def playout_cost(teacher: Teacher, game: Game[Any, Any], start: Any) -> Callable[[Any], float]:
    """The teacher's estimate of what one playout from a state costs, in milliseconds of CPU
    (its ``playout_cost(game, state)``; 0 for a teacher without one: its review is sized by
    ``review_budget`` alone). A review spends at most ``REVIEW_CPU_MS`` by this estimate."""
    own = getattr(teacher, "playout_cost", None)
    if not callable(own):
        return lambda state: 0.0
    return lambda state: float(own(game, state))


REVIEW_CPU_MS: Final = 4_000
"""What a review may spend by the teacher's estimate (``playout_cost``): 4 s of CPU, so that it
is ready within the 5 s the leermodus promises. Of it the screening may use
``SCREEN_SHARE``; the rest is kept for measuring the biggest leads again."""

SCREEN_SHARE: Final = 0.7


@dataclass
class _Spending:
    """A review's playouts and what they cost by the teacher's estimate (``playout_cost``)."""

    teacher: Teacher
    game: Game[Any, Any]
    seat: int
    cost: Callable[[Any], float]
    spent: float = 0.0

    def outcome(self, state: Any, action: Any, seed: int) -> float:
        self.spent += self.cost(state)
        return self.teacher.outcome(self.game, state, self.seat, action, seed)

    def fits(self, state: Any, playouts: int, share: float = 1.0) -> bool:
        """Whether ``playouts`` more from ``state`` stay within ``share`` of ``REVIEW_CPU_MS``."""
        return self.spent + playouts * self.cost(state) <= REVIEW_CPU_MS * share


def spread_order(count: int) -> list[int]:
    """The indices 0 to ``count - 1`` in an order whose every beginning is spread over the whole
    range (by their bits read backwards: 0, the middle, the quarters, ...): a review that
    cannot screen every decision screens some from each part of the game."""
    bits = max(1, (count - 1).bit_length())
    return sorted(range(count), key=lambda index: int(f"{index:0{bits}b}"[::-1], 2))


def _confirmed_review(
    game: Game[Any, Any],
    seat: int,
    teacher: Teacher,
    positions: Sequence[tuple[int, Any, Sequence[Any], Any]],
    budget: int,
    seed: int,
    first: int = 0,
    cost: Callable[[Any], float] = lambda state: 0.0,
) -> Review:
    """``review``'s two rounds: screen every option, then measure the biggest leads again.

    With ``first`` (``first_screen``: a setup whose playouts are slow) a decision is screened
    in two steps: its options are played out on the first ``first`` of its paired seeds
    (``_first_screen``: the one chosen only when another option won anything there), and
    on the rest only when on some of those seeds another option did better than the one
    chosen. A review looks for options that beat the choice; where none did on any of the
    first seeds (in a game of four or five players most paired playouts end the same, often in
    a loss for both) the decision shows no lead and is not worth the other half of its
    playouts. This can only make a review name fewer decisions (one whose lead the later seeds
    alone would have shown), never a wrong one: what a review reports is the second round's
    measurement, made as before (new seeds, more than twice its standard error). Every decision
    still draws all its screening seeds, so the decisions screened in full are played on the
    very seeds they would have been without ``first``. In the second round the better option
    is then played first: where it won nothing (``LEAST_OUTCOME``) no gap is above 0 and the
    lead cannot be confirmed, so the one chosen is not played there.

    With a ``cost`` (``playout_cost``) the review stays within ``REVIEW_CPU_MS``: decisions are
    screened in ``spread_order`` while their first playouts fit in ``SCREEN_SHARE`` of it, and
    leads are measured again while they fit in all of it. Every seed is drawn as without a
    limit, so a review within it plays and reports exactly the same; one beyond it leaves
    decisions out (``Review.left_out``, told to the reader) and can only name fewer, never a
    wrong one."""
    options_total = sum(len(legal) for _, _, legal, _ in positions)
    per_option = max(8, budget // 2 // options_total)
    rng = random.Random(seed)
    screening = [[rng.randrange(2**31) for _ in range(per_option)] for _ in positions]
    spending = _Spending(teacher, game, seat, cost)
    opening = first if 0 < first < per_option else per_option
    leads: list[tuple[float, int, Any, Any, Any, str]] = []
    left_out = 0
    for index in spread_order(len(positions)):
        move, state, legal, chosen = positions[index]
        if not spending.fits(state, (len(legal) - 1) * opening, SCREEN_SHARE):
            left_out += 1
            continue
        lead = _screen(spending, state, legal, chosen, screening[index], first)
        if lead is not None:
            leads.append((lead[0], move, state, chosen, lead[1], str(lead[1])))
    leads.sort(key=lambda found: (-found[0], found[1]))
    confirming = leads[: 2 * REVIEW_POINTS]
    examined = len(positions) - left_out
    if not confirming:
        return Review((), examined, left_out)
    left = budget - per_option * options_total
    again = max(8, left // (2 * len(confirming)))
    found: list[ReviewPoint] = []
    least = LEAST_OUTCOME.get(teacher.unit) if first else None
    for _, move, state, chosen, action, best in confirming:
        seeds = [rng.randrange(2**31) for _ in range(again)]
        if not spending.fits(state, 2 * again):
            continue  # beyond the review's limit: this lead is not measured, so not reported
        gaps = _gaps(spending, state, chosen, action, seeds, least)
        if not gaps:
            continue
        mean = sum(gaps) / len(gaps)
        spread = (sum((g - mean) ** 2 for g in gaps) / max(1, len(gaps) - 1)) ** 0.5
        if mean > 2 * spread / len(gaps) ** 0.5:
            found.append(_point(game, seat, teacher, move, state, str(chosen), best, mean))
    found.sort(key=lambda point: -point.difference)
    return Review(found[:REVIEW_POINTS], examined, left_out)


def _screen(
    spending: _Spending,
    state: Any,
    legal: Sequence[Any],
    chosen: Any,
    seeds: Sequence[int],
    first: int,
) -> tuple[float, Any] | None:
    """One decision's screening on its ``seeds``: the lead of its best option over the one
    chosen (per paired seed) and that option, or ``None`` when the one chosen did best."""
    if 0 < first < len(seeds):
        screened = _first_screen(spending, state, legal, chosen, seeds[:first])
        if screened is None:
            return None  # no option did better than the one chosen on any of these seeds
        results = screened
        for action in legal:
            results[str(action)] += [spending.outcome(state, action, s) for s in seeds[first:]]
    else:
        results = {
            str(action): [spending.outcome(state, action, s) for s in seeds] for action in legal
        }
    best = max(results, key=lambda name: (sum(results[name]), name == str(chosen)))
    if best == str(chosen):
        return None
    lead = (sum(results[best]) - sum(results[str(chosen)])) / len(seeds)
    return lead, next(a for a in legal if str(a) == best)


def _gaps(
    spending: _Spending,
    state: Any,
    chosen: Any,
    better: Any,
    seeds: Sequence[int],
    least: float | None,
) -> list[float]:
    """What ``better`` got more than ``chosen`` on each paired seed of the second round. With
    ``least`` (a first screen) the better option is played first, and where it got no more
    than the least its unit allows, no gap is above 0: nothing is returned, nothing reported."""
    if least is None:
        return [
            spending.outcome(state, better, s) - spending.outcome(state, chosen, s) for s in seeds
        ]
    theirs = [spending.outcome(state, better, s) for s in seeds]
    if all(got <= least for got in theirs):
        return []
    mine = [spending.outcome(state, chosen, s) for s in seeds]
    return [got - had for got, had in zip(theirs, mine, strict=True)]


LEAST_OUTCOME: Final = {"winstkans": 0.0}
"""The least outcome a teacher's unit allows: a share of the win is never below 0 (points have
no such floor)."""


def _first_screen(
    spending: _Spending,
    state: Any,
    legal: Sequence[Any],
    chosen: Any,
    seeds: Sequence[int],
) -> dict[str, list[float]] | None:
    """Every option's outcomes on a decision's first screening ``seeds`` (by notation, in the
    order of ``legal``), or ``None`` when on none of them another option did better than the
    one chosen. The other options are played first: when they all got the least outcome the
    unit allows (``LEAST_OUTCOME``: no win at all), none can have done better, and the one
    chosen is not played out on these seeds at all."""
    others = {
        str(action): [spending.outcome(state, action, s) for s in seeds]
        for action in legal
        if str(action) != str(chosen)
    }
    least = LEAST_OUTCOME.get(spending.teacher.unit)
    if least is not None and all(got <= least for got_all in others.values() for got in got_all):
        return None
    mine = [spending.outcome(state, chosen, s) for s in seeds]
    if not any(theirs[i] > mine[i] for theirs in others.values() for i in range(len(seeds))):
        return None
    return {str(a): mine if str(a) == str(chosen) else others[str(a)] for a in legal}


def _point(
    game: Game[Any, Any],
    seat: int,
    teacher: Teacher,
    move: int,
    state: Any,
    chosen: str,
    best: str,
    difference: float,
) -> ReviewPoint:
    """The review's point for a decision: the better option's clause and what it does."""
    lesson = teacher.decision(game, state, seat)
    better = lesson.option(best)
    return ReviewPoint(
        move,
        chosen,
        best,
        difference,
        teacher.unit,
        better.clause or lesson.clause,
        f"{better.label}: {better.now}" if better.now else better.label,
    )


def _compared(
    teacher: Teacher,
    game: Game[Any, Any],
    state: Any,
    seat: int,
    legal: Sequence[Any],
    chosen: Any,
) -> Sequence[Any]:
    """The options of a decision the review plays out: all legal ones, or those the teacher's
    optional ``alternatives(game, state, seat, legal, chosen)`` names (always with the one
    chosen), for a game whose decisions offer many options of which few are worth a playout
    (a shop of forty purchases)."""
    narrow = getattr(teacher, "alternatives", None)
    if not callable(narrow):
        return legal
    named = list(narrow(game, state, seat, legal, chosen))
    kept = [action for action in legal if action in named or action == chosen]
    return kept


def _decisions_of(
    game: Game[Any, Any], play: Playthrough[Any, Any], seat: int
) -> Iterator[tuple[int, Any, Sequence[Any], Any]]:
    """Every decision of ``seat`` in ``play`` with two options or more: its move number, the
    state, the legal options and the one chosen."""
    for number, (state, action) in enumerate(zip(play.states, play.actions, strict=False), 1):
        if seat not in game.current_players(state):
            continue
        legal = game.legal_actions(state, seat)
        if len(legal) >= 2 and action in legal:
            yield number, state, legal, action


def win_share(winners: Sequence[int], seat: int) -> float:
    """What ``seat`` gets of the win: 1 for a lone win, 1/n in an n-way tie, 0 otherwise."""
    return 1 / len(winners) if seat in winners else 0.0


def engine_outcome(
    agents_for: Callable[[Any], Mapping[int, Agent[Any, Any]]],
) -> Callable[[Game[Any, Any], Any, int, Any, int], float]:
    """A teacher's ``outcome`` played in the engine (``play_to_end``) with the computer players
    ``agents_for(state)`` gives: the share of the win of ``seat``. A game with a kernel gives its
    own, faster one (kept equal by the kernel's replay tests)."""

    def outcome(game: Game[Any, Any], state: Any, seat: int, action: Any, seed: int) -> float:
        after = game.apply(state, action)
        end = play_to_end(game, after, agents_for(after), seed)
        return win_share(game.result(end).winners, seat)

    return outcome


# -- the terminal's ``speel --leermodus --stoel N`` -----------------------------------------------


def lesson_options(parser: argparse.ArgumentParser, clause_id: str) -> None:
    """Add ``--leermodus`` and ``--stoel N`` to a game's ``speel`` command (the same two flags
    in every game)."""
    parser.add_argument(
        "--leermodus",
        action="store_true",
        help="leg elke beslissing uit (opties, regels, redenen) en bespreek de partij na",
    )
    number_option(
        parser,
        "--stoel",
        clause_id,
        "de speler die leert: zijn zetten worden nabesproken",
        default=1,
    )


def learner(args: argparse.Namespace, players: int, clause_id: str) -> int:
    """The learner's seat (0 for ``--stoel 1``), checked against the number of players."""
    seat = int(getattr(args, "stoel", 1))
    if not 1 <= seat <= players:
        raise RuleError(clause_id, f"Kies een stoel van 1 tot {players}: er is geen speler {seat}.")
    return seat - 1


def lesson_text(lessons: LessonGame, game: Game[Any, Any]) -> str:
    """The lessons of a game for the terminal: each decision with its options and the choice,
    then the review."""
    lines: list[str] = []
    for taken in lessons.decisions:
        decision = taken.decision
        lines.append(f"zet {taken.move}: {decision.question} [{decision.clause}]")
        for option in decision.options:
            mark = "*" if option.notation == taken.chosen else " "
            effect = f": {option.now}" if option.now else ""
            lines.append(f"  {mark} {option.label} [{option.clause}]{effect}")
        if taken.reason:
            lines.append(f"    reden: {taken.reason}")
    lines.append("Nabespreking:")
    if lessons.review.left_out:
        lines.append(f"  {lessons.review.left_out_text}")
    if not lessons.review:
        lines.append(
            "  Geen beslissing kostte duidelijk iets: de proefpartijen wijzen niets beters aan."
        )
    for point in lessons.review:
        lines.append(
            f"  zet {point.move}: {point.chosen} gekozen, {point.better} was beter "
            f"({point.difference_text}) [{point.clause}] {point.explanation}"
        )
    return "\n".join(lines)
