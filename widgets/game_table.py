"""The game table: play a whole game of any game of the model against computer players.

``GameTable(game, setup, seed, humans=(0,), computers={1: bot})`` knows only the game model
(``rulebook.core.model.game``): it asks the game who may act, which actions are legal, what each one
is called in Dutch (``describe``), and for the next state. It shows

- the state's picture (its ``_repr_svg_``/``_repr_html_``, or a ``picture`` callable a game
  passes in: each game brings only its own pictures);
- what the human seats may do now, as Dutch buttons, grouped by ``rulebook.core.reader.menu`` (a
  shop's many purchases as one list to pick from);
- a Dutch log of every action, newest last, each with what came of it when the game tells
  (``outcomes_of``: an explosion, the points scored, a new round, the tally at the end);
- the scores and the result at the end (``game.result(state).dutch()``, with its tie-break).

Chance is sampled with the seeded random stream of a ``Playthrough``, so a table with the same
seed and the same choices plays the same game (a chapter's output reproduces). After a human's
action, chance and the computer players act by themselves until a human must act again (at most
``AUTO_LIMIT`` actions per click). When several seats may act at once (everyone brews at the
same time), the humans go first and the computers follow. A table of computers only moves when
asked ("volgende zet", "laat de computer spelen"). "Neem terug" undoes the last click: the
state, the log and the random stream go back to how they were.

The browser only sends intents (``{"type": "act", "seat": 0, "action": "1 trek", "turn": 12}``);
Python checks them against the rules. Messages stay small: a click sends only the pictures that
changed (a game may draw its table in keyed parts, one per player: a draw changes one) and only
the log lines it added (a view that missed earlier lines or pictures asks for them: ``history``,
``pictures``).

The leermodus (``leermodus=True``, or the table's own switch) teaches while the reader plays
(``rulebook.core.reader.lessons``): before each decision of a human seat, the lesson (``lesson``)
says what is decided under which clause (with a link to the chapter that teaches it), what every
option does now and under which clause, and which option each computer strategy would take and
why; every computer move in the log carries its reason; and at the end "bespreek de partij na"
names the reader's costliest decisions (``review``). It is all computed here in Python, by the
game's teacher (``GameDescription.teacher``, found by the game's id), or by the basic lesson
every game has (``basic_decision``) for a game without one; the browser only draws it. At a
table with several human seats (players taking turns at one screen) the lesson teaches the
seat whose buttons come first and says whose it is, and each human seat has its own review
(the ``review`` intent's optional ``seat``).
"""

from __future__ import annotations

import hashlib
import html
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any, Final

import traitlets

from rulebook.core import RuleError, UnknownClauseError, clause, dutch
from rulebook.core.drawing.svg import as_img
from rulebook.core.model.game import (
    CHANCE,
    Agent,
    Game,
    GameRecord,
    Playthrough,
    outcomes_of,
    stage_of,
)
from rulebook.core.reader.lessons import Decision, ReviewPoint, Teacher, reason_of, review, teach
from rulebook.core.reader.menu import Menu, menu
from widgets._base import Plan, RulebookWidget
from widgets._intents import IntentError, int_field, str_field, value_field

INTENTS = ("act", "step", "play", "undo", "history", "pictures", "leermodus", "review")
"""What the table's JavaScript may send: a human's action (``seat``, ``action`` in the game's
notation, and ``turn``: the number of actions the offer was made for), one computer or chance
action, computer play until a human must act, undo the last click, the whole log, every
picture (a view shown after the pictures were sent), the leermodus on or off (``on``: true or
false), and the review of a finished game (``seat``, optional: whose decisions)."""

AUTO_LIMIT: Final = 4000
"""The most actions chance and the computers take after one click: a click always ends. A whole
game of five computer players with De Alchemisten takes about 1500 actions (well under a
second in the kernel), so one click plays any computers-only game to its end."""

LOG_STATIC_LINES: Final = 80
"""The static copy (for readers without a kernel) shows at most this many of the last lines."""

Picture = Callable[[Any], str | Sequence[str] | Mapping[str, str]]
"""Draws a state: one SVG or HTML string, several (shown one after the other), or several by key
(``{"tafel": …, "speler-1": …}``): a key's picture is sent again only when it changed."""


NOTHING_TO_REVIEW: Final = (
    "Geen van je beslissingen kostte duidelijk iets: de proefpartijen vanaf elke keuze wijzen "
    "niets aan dat beter uitpakte."
)


def teacher_of(game_id: str) -> Teacher | None:
    """The teacher the registry has for the game ``game_id`` (its expansions included), or
    ``None`` (a game without one, or a game the registry does not know)."""
    from rulebook.games import BY_ID

    description = BY_ID.get(game_id)
    if description is None or description.teacher is None:
        return None
    return description.teacher()


@cache
def clause_view(clause_id: str) -> dict[str, str]:
    """A clause for the lesson: its id, its title, and the chapter that teaches it (``href``,
    relative to a chapter, with its ``chapter`` title; ``""`` when no chapter shows it yet)."""
    from rulebook.core.reader.chapters import chapter_map

    if not clause_id:
        return {"id": "", "title": "", "href": "", "chapter": ""}
    try:
        title = clause(clause_id).title
    except UnknownClauseError:
        title = ""
    chapters = chapter_map()
    place = chapters.place(clause_id)
    return {
        "id": clause_id,
        "title": title,
        "href": place.link() if place else "",
        "chapter": chapters.title(place.chapter) if place else "",
    }


def lesson_view(decision: Decision) -> dict[str, Any]:
    """A lesson as plain data for the table's view (see ``GameTable.lesson``): each clause is
    named by its id, and described once in ``clauses`` (a shop of 80 options rests on a few)."""
    labels = {option.notation: option.label for option in decision.options}
    cited = [decision.clause, *(option.clause or decision.clause for option in decision.options)]
    many = len(decision.options)
    summary = (
        "De enige keuze en wat ze nu doet"
        if many == 1
        else f"De {dutch.numeral(many)} keuzes en wat ze nu doen"
    )
    return {
        "seat": decision.seat,
        "question": decision.question,
        "summary": summary,
        "clause": decision.clause,
        "clauses": {cid: clause_view(cid) for cid in dict.fromkeys(cited) if cid},
        "options": [
            {
                "action": option.notation,
                "label": option.label,
                "clause": option.clause or decision.clause,
                "now": option.now,
                "picked_by": [p.strategy for p in decision.picks if p.choice == option.notation],
            }
            for option in decision.options
        ],
        "picks": [
            {
                "strategy": pick.strategy,
                "action": pick.choice,
                "label": labels.get(pick.choice, pick.choice),
                "reason": pick.reason,
            }
            for pick in decision.picks
        ],
    }


def seat_name(seat: int) -> str:
    return f"speler {seat + 1}"


def default_picture(state: object) -> list[str]:
    """The state's own picture: its ``_repr_svg_``, else its ``_repr_html_``, else its text."""
    for method in ("_repr_svg_", "_repr_html_"):
        draw = getattr(state, method, None)
        if callable(draw):
            drawn = draw()
            if drawn:
                return [str(drawn)]
    return [f"<pre>{html.escape(str(state))}</pre>"]


def _as_pictures(drawn: str | Sequence[str] | Mapping[str, str]) -> dict[str, str]:
    """The pictures by key, in order (unkeyed ones are keyed by their place)."""
    if isinstance(drawn, str):
        return {"0": drawn}
    if isinstance(drawn, Mapping):
        return {str(key): str(part) for key, part in drawn.items()}
    return {str(n): str(part) for n, part in enumerate(drawn)}


def _static_picture(picture: str) -> str:
    """An SVG becomes an ``<img>`` (inline SVG is stripped in an untrusted notebook)."""
    return as_img(picture) if picture.lstrip().startswith("<svg") else picture


class GameTable(RulebookWidget):
    """A game at the table: humans click, computers and chance act by themselves.

    ``humans`` are the seats a reader plays, ``computers`` maps every other seat to an ``Agent``.
    ``picture(state)`` draws the table (default: the state's own picture); the game's
    ``result(state)`` names the winners at the end and how a tie was broken. The methods
    ``act``, ``step``, ``play`` and ``undo`` do what the buttons do; a refused one sets ``error``
    to a Dutch sentence and changes nothing.
    """

    MODULE = "game_table"
    INTENTS = INTENTS
    READ_ONLY = ("history", "pictures")

    title = traitlets.Unicode("").tag(sync=True)
    picture_index = traitlets.List(traitlets.Dict()).tag(sync=True)
    """The current state's pictures in order, ``{"key", "digest"}`` (a hash of the picture): the
    pictures themselves go in a message of their own, ``{"type": "pictures", "parts": {key:
    [digest, svg]}}``, and only those that changed (a view without them asks: the ``pictures``
    intent). The same picture has the same digest, so "neem terug" restores the index too."""
    seats = traitlets.List(traitlets.Dict()).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    stage = traitlets.Unicode("").tag(sync=True)
    """Where the game stands: round, phase and what it asks (``Game.stage``), shown large."""
    menus = traitlets.List(traitlets.Dict()).tag(sync=True)
    """What each human seat that may act now can do (``core.reader.menu`` as plain data)."""
    moves = traitlets.Int(0).tag(sync=True)
    """The number of actions so far; an offer carries it back as ``turn``."""
    turn_of = traitlets.Unicode("").tag(sync=True)
    """``mens`` (a human must act), ``computer`` (the computers wait for a click), ``einde``."""
    can_undo = traitlets.Bool(False).tag(sync=True)
    log_from = traitlets.Int(0).tag(sync=True)
    log_new = traitlets.List(traitlets.Dict()).tag(sync=True)
    """The log lines from ``log_from`` on: the browser keeps the earlier ones."""
    log_length = traitlets.Int(0).tag(sync=True)
    result = traitlets.Dict().tag(sync=True)
    leermodus = traitlets.Bool(False).tag(sync=True)
    """The leermodus is on: the lesson before each decision, the computers' reasons in the log,
    the review at the end. The table's switch sends the ``leermodus`` intent; in Python set it
    (``tafel.leermodus = True``) or start with ``GameTable.of(..., leermodus=True)``."""
    lesson = traitlets.Dict().tag(sync=True)
    """With the leermodus on and a human seat to decide: ``seat``, ``question``, ``summary``
    (the heading of the options: ``De drie keuzes en wat ze nu doen``), ``clause`` (its id),
    ``options`` (every legal option: ``action``, ``label``, ``clause`` id, ``now``,
    ``picked_by``: the strategies that would take it), ``picks`` (``strategy``, ``action``,
    ``label``, ``reason``) and ``clauses`` (each clause cited, by id: ``{"id", "title",
    "href", "chapter"}``, ``href`` the chapter that teaches it or ``""``). Else ``{}``."""
    review = traitlets.Dict().tag(sync=True)
    """With the leermodus on and the game over: ``offered`` (a review can be made: the game has
    a teacher and a human seat), ``done``, ``seat``, ``points`` (at most three: ``move``,
    ``chosen``, ``better``, ``difference``, ``clause``, ``explanation``) and ``note`` (a sentence
    when there is nothing to show). Else ``{}``."""

    def __init__(
        self,
        game: Game[Any, Any],
        setup: Any,
        seed: int,
        *,
        humans: Sequence[int] = (0,),
        computers: Mapping[int, Agent[Any, Any]] | None = None,
        picture: Picture | None = None,
        static_picture: Picture | None = None,
        title: str = "",
        leermodus: bool = False,
        teacher: Teacher | None = None,
        **kwargs: Any,
    ) -> None:
        if not isinstance(leermodus, bool):
            raise TypeError(f"leermodus is True or False, not {leermodus!r}")
        agents = dict(computers or {})
        play = Playthrough.start(game, setup, seed, agents, hear=True)
        count = len(game.scores(play.state))
        self._humans = _checked_seats(humans, agents, count)
        self._game = game
        self._play = play
        self._picture = picture or default_picture
        self._static = static_picture or self._picture
        """Draws the static copy (a copy shows each picture as its own image)."""
        self._parts: dict[str, tuple[str, str]] = {}
        """Every picture shown now, by key, with its digest."""
        self._log: list[dict[str, Any]] = []
        self._teacher = teacher
        """The game's teacher: given, or the registry's for the game's id (looked up when the
        leermodus first needs it); ``None`` for a game without one."""
        self._teacher_known = teacher is not None
        self._strategies: Mapping[str, Agent[Any, Any]] | None = None
        self._reviewed: tuple[Any, dict[int, dict[str, Any]]] | None = None
        """The finished state last reviewed, with the review of each human seat asked for."""
        """The review made (the number of actions it was made at, and its view)."""
        self._teaching = leermodus
        """The leermodus as the log knows it (the trait exists only after ``__init__``)."""
        self._advance(AUTO_LIMIT if self._humans else 0)
        self._rests = [len(play.actions)]
        """The action counts the table rested at after each click: where "neem terug" goes."""
        super().__init__(title=title or game.id, leermodus=leermodus, **kwargs)
        self._show(0)
        self.observe(self._switched, names="leermodus")

    # -- what a reader (or a notebook cell) can do -------------------------------------------

    def act(self, action: object, seat: int | None = None) -> None:
        """Play ``action`` (an action or its notation) for human ``seat`` (default: the one
        human who may act now), as a click on its button does."""
        if seat is None:
            waiting = self.waiting_humans() or list(self._humans[:1])
            if len(waiting) > 1:
                raise ValueError(f"seats {waiting} may act now: say which one with seat=")
            seat = waiting[0] if waiting else -1
        self.apply({"type": "act", "seat": seat, "action": str(action), "turn": self.moves})

    def step(self) -> None:
        """One action of chance or a computer player ("volgende zet")."""
        self.apply({"type": "step"})

    def play(self) -> None:
        """Let chance and the computers act until a human must act ("laat de computer spelen")."""
        self.apply({"type": "play"})

    def undo(self) -> None:
        """Take the last click back ("neem terug")."""
        self.apply({"type": "undo"})

    def discuss(self, seat: int | None = None) -> None:
        """Review the finished game with the leermodus on ("bespreek de partij na"): the
        decisions of ``seat``, a human seat (by default the first; a table with several human
        seats reviews each on request)."""
        self.apply({"type": "review"} if seat is None else {"type": "review", "seat": seat})

    # -- what the table holds -------------------------------------------------------------------

    @property
    def game(self) -> Game[Any, Any]:
        return self._game

    @property
    def playthrough(self) -> Playthrough[Any, Any]:
        return self._play

    @property
    def state(self) -> Any:
        return self._play.state

    @property
    def view(self) -> Any:
        """What the table shows: the human seat's own view (``observation``: its screen, never
        another seat's hidden things), or everything once the game is over (or at a table of
        computers only)."""
        state = self.state
        if self._game.is_over(state) or not self._humans:
            return state
        waiting = self.waiting_humans()
        return self._game.observation(state, waiting[0] if waiting else self._humans[0])

    @property
    def humans(self) -> tuple[int, ...]:
        return self._humans

    @property
    def teacher(self) -> Teacher | None:
        """The game's teacher (given, or the registry's for the game's id), or ``None``."""
        if not self._teacher_known:
            self._teacher_known = True
            self._teacher = teacher_of(self._game.id)
        return self._teacher

    def strategies(self) -> Mapping[str, Agent[Any, Any]]:
        """The computer strategies the lesson asks what they would take: the teacher's, or
        for a game without a teacher the table's own computer players by name."""
        if self._strategies is None:
            teacher = self.teacher
            if teacher is not None:
                self._strategies = dict(teacher.strategies())
            else:
                agents = sorted(self._play.agents.items())
                self._strategies = {agent.name: agent for _, agent in agents}
        return self._strategies

    def decision(self) -> Decision | None:
        """The lesson of the first human seat that decides now (whether or not the leermodus
        is on), or ``None`` when no human decides."""
        state = self.state
        waiting = [] if self._game.is_over(state) else self.waiting_humans()
        if not waiting:
            return None
        return teach(self.teacher, self._game, state, waiting[0], self.strategies())

    @property
    def log_entries(self) -> list[dict[str, Any]]:
        """Every action so far: ``{"n", "action" (notation), "text" (Dutch), "seat", "who"}``.
        (Not ``log``: that name is the logger traitlets reports a failed message with.)"""
        return list(self._log)

    def record(self) -> GameRecord[Any]:
        """The game so far as a record (``record().lines(game)`` is its written log)."""
        return self._play.record()

    def waiting_humans(self) -> list[int]:
        """The human seats that may act now (none while chance or a computer must act)."""
        players = self._game.current_players(self.state)
        if CHANCE in players:
            return []
        return [seat for seat in players if seat in self._humans]

    def menu_of(self, seat: int) -> Menu:
        return menu(self._game, self.state, seat)

    # -- intents ----------------------------------------------------------------------------------

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        if kind == "history":
            entries, length = list(self._log), len(self._log)
            return lambda: self.send({"type": "history", "entries": entries, "length": length})
        if kind == "pictures":
            parts = {key: [digest, part] for key, (digest, part) in self._parts.items()}
            return lambda: self.send({"type": "pictures", "parts": parts})
        if kind == "leermodus":
            on = value_field(content, "on", kind)
            if not isinstance(on, bool):
                raise IntentError("De leermodus staat aan (true) of uit (false).")
            return lambda: setattr(self, "leermodus", on)
        if kind == "review":
            return self._review_plan(self._review_seat(content))
        if kind == "undo":
            if len(self._rests) < 2:
                raise IntentError("Er is nog niets om terug te nemen: de partij is net begonnen.")
            target = self._rests[-2]

            def go_back() -> None:
                self._rests.pop()
                self._rewind(target)
                self._show(target)

            return go_back
        before = len(self._play.actions)
        if kind == "act":
            seat, action = self._checked_action(content)
        else:
            self._check_computers_turn()
        try:
            if kind == "act":
                self._human(seat, action)
            else:
                self._advance(1 if kind == "step" else AUTO_LIMIT)
        except Exception as error:
            self._rewind(before)  # the rules accepted the click; a failure after it is a bug
            raise RuntimeError(f"the table failed after an accepted {kind!r}") from error
        self._rests.append(len(self._play.actions))
        return lambda: self._show(before)

    def _checked_action(self, content: Mapping[str, object]) -> tuple[int, Any]:
        """The seat and the action of an ``act`` intent, or a Dutch refusal."""
        kind = "act"
        seat = int_field(content, "seat", kind)
        text = str_field(content, "action", kind)
        if "turn" in content and int_field(content, "turn", kind) != self.moves:
            raise IntentError(
                "Die keuze hoorde bij een eerdere stand van het spel; kies opnieuw uit wat er "
                "nu staat."
            )
        if self._game.is_over(self.state):
            raise IntentError("Het spel is voorbij: er valt niets meer te kiezen.")
        count = len(self.seats)
        if not 0 <= seat < count:
            shown = seat_name(seat) if abs(seat) < 10**6 else "met dat nummer"
            raise IntentError(f"Er is geen {shown}; dit spel heeft speler 1 tot en met {count}.")
        if seat not in self._humans:
            agent = self._play.agents[seat]
            raise IntentError(
                f"{dutch.sentence(seat_name(seat))} is een computerspeler ({agent.name}); die "
                f"kiest zelf."
            )
        action = self._parsed(text)
        if action in self._game.legal_actions(self.state, seat):
            return seat, action
        self._game.apply(self.state, action)  # a RuleError says which rule forbids it
        if seat not in self._game.current_players(self.state):
            raise IntentError(f"{dutch.sentence(seat_name(seat))} is nu niet aan de beurt.")
        raise IntentError(
            f"{dutch.quoted(text)} is nu geen zet van {seat_name(seat)}; kies een van de knoppen."
        )

    def _parsed(self, text: str) -> Any:
        try:
            return self._game.parse_action(text)
        except RuleError:
            raise
        except (ValueError, TypeError, KeyError):
            raise IntentError(f"{dutch.quoted(text)} is geen zet die dit spel kent.") from None

    def _check_computers_turn(self) -> None:
        if self._game.is_over(self.state):
            raise IntentError("Het spel is voorbij: er valt niets meer te spelen.")
        waiting = self.waiting_humans()
        if waiting:
            names = dutch.listing([seat_name(seat) for seat in waiting])
            verb = dutch.agree(len(waiting), "is", "zijn")
            raise IntentError(
                f"De computer wacht op jou: {names} {verb} aan zet. Kies eerst zelf een zet."
            )

    # -- playing ----------------------------------------------------------------------------------

    def _human(self, seat: int, action: Any) -> None:
        self._apply(seat, action)
        self._advance(AUTO_LIMIT)

    def _apply(self, seat: int, action: Any) -> None:
        state = self.state
        text = self._game.describe(state, action)
        self._play.act(action)
        self._note(seat, action, text, state)

    def _advance(self, limit: int) -> None:
        """Let chance and the computers act, at most ``limit`` actions, until a human must act
        (the humans go first when several seats may act at once) or the game is over."""
        for _ in range(limit):
            players = self._game.current_players(self.state)
            if not players:
                return
            if CHANCE in players:
                actor = CHANCE
            elif any(seat in self._humans for seat in players):
                return
            else:
                actor = min(players)
            state = self.state
            action = self._play.step(actor)
            reason = self._reason(actor, state, action) if self._teaching else ""
            self._note(actor, action, self._game.describe(state, action), state, reason)

    def _reason(self, seat: int, before: Any, action: Any) -> str:
        """Why a computer seat chose ``action`` in ``before`` (its own ``reason``), or ``""``
        for chance and for a move that was the only one the rules left."""
        if seat == CHANCE:
            return ""
        legal = self._game.legal_actions(before, seat)
        if len(legal) < 2:
            return ""
        view = self._game.observation(before, seat)
        agent = self._play.agents[seat]
        return reason_of(agent, self._game, view, seat, legal, action, state=before)

    def _note(self, seat: int, action: Any, text: str, before: Any, reason: str = "") -> None:
        """Log ``action`` (played from ``before``) with what came of it (``outcomes_of``, from
        what the rules reported while the table applied it: the action is applied once) and,
        for a computer with the leermodus on, why it chose it (``reason``, else ``""``)."""
        self._log.append(
            {
                "n": len(self._log) + 1,
                "action": str(action),
                "text": text,
                "seat": seat,
                "who": self._who(seat),
                "outcomes": list(
                    outcomes_of(self._game, before, action, self.state, self._play.heard)
                ),
                "reason": reason,
            }
        )

    def _who(self, seat: int) -> str:
        if seat == CHANCE:
            return "kans"
        if seat in self._humans:
            return "jij"
        return "computer"

    def _rewind(self, count: int) -> None:
        self._play.rewind(count)
        del self._log[count:]

    # -- traits -----------------------------------------------------------------------------------

    def _show(self, log_from: int) -> None:
        """Put the current state in the traits; the log from ``log_from`` on (what changed)."""
        state = self.state
        over = self._game.is_over(state)
        waiting = [] if over else self.waiting_humans()
        scores = list(self._game.scores(state))
        players = self._game.current_players(state)
        self._send_pictures(_as_pictures(self._picture(self.view)))
        with self.hold_sync():
            self.picture_index = [
                {"key": key, "digest": digest} for key, (digest, _) in self._parts.items()
            ]
            self.seats = [
                self._seat_view(seat, points, players) for seat, points in enumerate(scores)
            ]
            self.menus = [_menu_view(self.menu_of(seat), self._name(seat)) for seat in waiting]
            self.moves = len(self._play.actions)
            self.turn_of = "einde" if over else ("mens" if waiting else "computer")
            self.stage = stage_of(self._game, state)
            self.status = self._status(over, waiting, self.stage)
            self.can_undo = len(self._rests) > 1
            start = min(log_from, len(self._log))
            self.log_from = start
            self.log_new = self._log[start:]
            self.log_length = len(self._log)
            self.result = self._result() if over else {}
            self._show_lessons(over)

    # -- the leermodus ----------------------------------------------------------------------------

    def _switched(self, change: Mapping[str, Any]) -> None:
        """The leermodus went on or off: the lesson and the review follow at once (the log's
        reasons from the next computer move on)."""
        self._teaching = bool(change["new"])
        with self.hold_sync():
            self._show_lessons(self._game.is_over(self.state))

    def _show_lessons(self, over: bool) -> None:
        decision = self.decision() if self._teaching and not over else None
        self.lesson = lesson_view(decision) if decision is not None else {}
        self.review = self._review_view() if self._teaching and over else {}

    def _reviews_done(self) -> dict[int, dict[str, Any]]:
        """The reviews made of the current (finished) state, by seat."""
        if self._reviewed is not None and self._reviewed[0] is self.state:
            return self._reviewed[1]
        return {}

    def _review_view(self, seat: int | None = None) -> dict[str, Any]:
        """The review of the finished game as far as it is made: offered, or done. It shows
        ``seat``'s review (by default the last one made, else the first human seat's);
        ``humans`` lists every seat that can be reviewed, so that a table with several human
        seats offers each its own."""
        done = self._reviews_done()
        if seat is None:
            seat = next(reversed(done)) if done else (self._humans[0] if self._humans else 0)
        if seat in done:
            return done[seat]
        if not self._humans:
            note = "Alleen computers speelden: er valt niets na te bespreken."
        elif self.teacher is None:
            note = (
                "Voor dit spel is er nog geen nabespreking: het regelboek kan nog geen "
                "proefpartijen spelen vanaf jouw zetten."
            )
        else:
            note = ""
        return {
            "offered": not note,
            "done": False,
            "seat": seat,
            "humans": list(self._humans),
            "points": [],
            "note": note,
        }

    def _review_seat(self, content: Mapping[str, object]) -> int | None:
        """The seat a ``review`` intent asks for (``seat``, optional), or a Dutch refusal."""
        if "seat" not in content:
            return None
        seat = int_field(content, "seat", "review")
        if seat not in self._humans:
            raise IntentError(
                f"Alleen de zetten van een menselijke speler worden nabesproken; "
                f"{seat_name(seat) if abs(seat) < 10**6 else 'die speler'} is dat niet."
            )
        return seat

    def _review_plan(self, seat: int | None = None) -> Plan:
        """Review ``seat``'s decisions of the finished game (``lessons.review``)."""
        if not self._game.is_over(self.state):
            raise IntentError("De nabespreking komt na de partij: speel hem eerst uit.")
        if not self.leermodus:
            raise IntentError("Zet eerst de leermodus aan: de nabespreking hoort erbij.")
        offer = self._review_view(seat if seat is not None else self._first_unreviewed())
        if offer["done"]:
            return lambda: setattr(self, "review", offer)
        if not offer["offered"]:
            raise IntentError(offer["note"])
        teacher = self.teacher
        assert teacher is not None
        chosen = offer["seat"]
        points = review(self._game, self._play, chosen, teacher)
        done = {
            **offer,
            "done": True,
            "points": [self._point_view(point, chosen) for point in points],
            "note": " ".join(
                filter(None, ("" if points else NOTHING_TO_REVIEW, points.left_out_text))
            ),
        }
        state = self.state
        made = self._reviews_done()

        def show() -> None:
            self._reviewed = (state, {**made, chosen: done})
            self.review = done

        return show

    def _first_unreviewed(self) -> int | None:
        """The first human seat whose review is not made yet (``None``: all are, or none
        plays), for a ``review`` intent that names no seat."""
        done = self._reviews_done()
        return next((seat for seat in self._humans if seat not in done), None)

    def _point_view(self, point: ReviewPoint, seat: int) -> dict[str, Any]:
        """One review point with the options in Dutch (as the log and the buttons said them)."""
        before = self._play.states[point.move - 1]
        labels = {
            str(action): self._game.describe(before, action)
            for action in self._game.legal_actions(before, seat)
        }
        return {
            "move": point.move,
            "chosen": labels.get(point.chosen, point.chosen),
            "better": labels.get(point.better, point.better),
            "difference": point.difference_text,
            "clause": clause_view(point.clause),
            "explanation": point.explanation,
        }

    def _send_pictures(self, drawn: dict[str, str]) -> None:
        """Keep ``drawn`` as the pictures shown now and send the ones that changed, before the
        index that names them (so a view has them when it draws)."""
        changed: dict[str, list[str]] = {}
        parts: dict[str, tuple[str, str]] = {}
        for key, part in drawn.items():
            digest = hashlib.blake2b(part.encode(), digest_size=8).hexdigest()
            if self._parts.get(key, ("", ""))[0] != digest:
                changed[key] = [digest, part]
            parts[key] = (digest, part)
        self._parts = parts
        if changed and self.comm is not None:
            self.send({"type": "pictures", "parts": changed})

    @property
    def pictures(self) -> list[str]:
        """The pictures of the current state, in order."""
        return [part for _, part in self._parts.values()]

    def _name(self, seat: int) -> str:
        if seat in self._humans:
            return f"{seat_name(seat)} (jij)"
        return f"{seat_name(seat)} ({self._play.agents[seat].name})"

    def _seat_view(self, seat: int, score: int, players: Sequence[int]) -> dict[str, Any]:
        return {
            "seat": seat,
            "name": seat_name(seat),
            "player": "jij" if seat in self._humans else self._play.agents[seat].name,
            "human": seat in self._humans,
            "score": score,
            "to_move": seat in players,
        }

    def _status(self, over: bool, waiting: Sequence[int], stage: str = "") -> str:
        if over:
            # the stage line tells the end already when the game has one: said once
            return "" if stage else "Het spel is voorbij."
        if len(waiting) == 1 and len(self._humans) == 1:
            return f"Jij bent aan zet ({seat_name(waiting[0])})."
        if waiting:
            return dutch.sentence(f"{dutch.listing([seat_name(s) for s in waiting])} aan zet.")
        if self._humans:
            return (
                "De computerspelers zijn nog niet klaar: klik op ‘laat de computer spelen’ om "
                "ze verder te laten gaan."
            )
        return (
            "Alleen computerspelers aan tafel: ‘volgende zet’ laat één zet zien, ‘laat de "
            "computer spelen’ speelt door."
        )

    def _result(self) -> dict[str, Any]:
        """The game's own result: the winners and how a tie was broken, in one sentence."""
        result = self._game.result(self.state)
        return {
            "scores": list(result.scores),
            "winners": list(result.winners),
            "tie_break": result.tie_break,
            "text": result.dutch(),
        }

    # -- text and static views ------------------------------------------------------------------

    def __repr__(self) -> str:
        if self.turn_of == "einde":
            where = "einde"
        elif self.turn_of == "mens":
            where = dutch.listing([seat_name(s) for s in self.waiting_humans()]) + " aan zet"
        else:
            where = "computer aan zet"
        teaching = ", leermodus" if self.leermodus else ""
        return f"GameTable({self._game.id}, zet {self.moves}, {where}{teaching})"

    def static_html(self) -> str:
        """The table as plain HTML for readers without a kernel: a note, the status (and the
        last refusal), the pictures as images, the scores and the last lines of the log."""
        scores = "; ".join(f"{self._name(s['seat'])}: {s['score']}" for s in self.seats)
        shown = self._log[-LOG_STATIC_LINES:]
        skipped = len(self._log) - len(shown)
        lines = "".join(_static_entry(entry) for entry in shown)
        note = (f"<p>(de eerste {skipped} zetten staan hier niet)</p>" if skipped else "") + (
            f'<ol start="{skipped + 1}">{lines}</ol>' if shown else "<p>Nog geen zetten.</p>"
        )
        refused = (
            f"<p><strong>Niet toegestaan:</strong> {html.escape(self.error)}</p>"
            if self.error
            else ""
        )
        stage = f"<p><strong>{html.escape(self.stage)}</strong></p>" if self.stage else ""
        status = f"<p>{html.escape(self.status)}</p>" if self.status else ""
        outcome = self.result.get("text", "")
        result = f"<p><strong>{html.escape(outcome)}</strong></p>" if outcome else ""
        return (
            '<div class="rb-game-table-static">'
            f"<p><strong>{html.escape(self.title)}</strong>: deze speltafel werkt alleen in een "
            "notebook dat draait. Open dit hoofdstuk in JupyterLab (of op Binder) en voer de "
            "cellen uit om zelf te spelen. Hieronder staat de tafel zoals de cel hem achterliet."
            "</p>"
            f"{stage}{status}{result}{refused}"
            + static_lesson(self.lesson)
            + static_review(self.review)
            + "".join(
                _static_picture(picture)
                for picture in _as_pictures(self._static(self.view)).values()
            )
            + f"<p>Punten: {html.escape(scores)}.</p>"
            + f"<p>Wat er gebeurde ({dutch.count(len(self._log), 'zet', 'zetten', one='1')}):"
            f"</p>{note}</div>"
        )

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        """The live table, and a static HTML copy for readers without a kernel."""
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if bundle is not None else ({"text/plain": repr(self)}, {})
        return {**data, "text/html": self.static_html()}, metadata

    # -- a table of any registered game -----------------------------------------------------------

    @classmethod
    def of(cls, game_id: str, **words: Any) -> GameTable:
        """A table of the registered game ``game_id``, started from a reader's few words as the
        game's description says (``GameDescription.table``): for De Kwakzalvers
        ``GameTable.of("kwakzalvers", players=4, set=1, seed=5)``, with an expansion
        ``alchemisten=True`` (or its settings); ``leermodus=True`` starts it teaching. The
        table names no game: the registry finds the game, its computer players, its pictures
        and its teacher."""
        from rulebook.games import table_start

        leermodus = words.pop("leermodus", False)
        start = table_start(game_id, **words)
        assert start.game is not None
        return cls(
            start.game,
            start.setup,
            start.seed,
            humans=start.humans,
            computers=start.computers,
            picture=start.picture,
            static_picture=start.static_picture,
            title=start.title,
            leermodus=leermodus,
        )


def _static_entry(entry: Mapping[str, Any]) -> str:
    """One log line for the static copy, with what came of it underneath."""
    followed = "".join(f"<li>{html.escape(line)}</li>" for line in entry.get("outcomes", ()))
    reason = entry.get("reason", "")
    why = f"<br><em>waarom: {html.escape(reason)}</em>" if reason else ""
    return (
        f"<li>{html.escape(entry['text'])}{why}"
        + (f"<ul>{followed}</ul>" if followed else "")
        + ("</li>")
    )


def _static_clause(view: Mapping[str, str]) -> str:
    """A clause in the static copy: its title with its id, a link to its chapter if it has one."""
    if not view.get("id"):
        return ""
    text = html.escape(f"{view['title']} ({view['id']})" if view.get("title") else view["id"])
    if view.get("href"):
        return f'<a href="{html.escape(view["href"])}">{text}</a>'
    return text


def static_lesson(lesson: Mapping[str, Any]) -> str:
    """The lesson in the static copy: the question with its clause, every option with its
    clause and what it does now, what the computers would take and why."""
    if not lesson:
        return ""
    clauses = lesson["clauses"]
    shared = lesson["clause"]
    rule = _static_clause(clauses[shared]) if shared else ""
    options = "".join(
        f"<li><strong>{html.escape(o['label'])}</strong>"
        + (f": {html.escape(o['now'])}" if o["now"] else "")
        + (
            f" <small>(regel: {_static_clause(clauses[o['clause']])})</small>"
            if o["clause"] and o["clause"] != shared
            else ""
        )
        + "</li>"
        for o in lesson["options"]
    )
    picks = "".join(
        f"<li>{html.escape(p['strategy'])} kiest <strong>{html.escape(p['label'])}</strong>: "
        f"{html.escape(p['reason'])}</li>"
        for p in lesson["picks"]
    )
    return (
        '<div class="rb-gt-lesson-static"><p><strong>Leermodus:</strong> '
        f"{html.escape(lesson['question'])}"
        + (f" <small>(regel: {rule})</small>" if rule else "")
        + f"</p><ul>{options}</ul>"
        + (f"<p>Wat de computers zouden kiezen:</p><ul>{picks}</ul>" if picks else "")
        + "</div>"
    )


def static_review(view: Mapping[str, Any]) -> str:
    """The review in the static copy, once it is made (or the note why there is none)."""
    if not view or not (view.get("done") or view.get("note")):
        return ""
    points = "".join(
        f"<li>Zet {p['move']}: je koos <strong>{html.escape(p['chosen'])}</strong>; beter was "
        f"<strong>{html.escape(p['better'])}</strong> ({html.escape(p['difference'])}). "
        f"{html.escape(p['explanation'])} <small>(regel: {_static_clause(p['clause'])})</small>"
        "</li>"
        for p in view.get("points", ())
    )
    note = f"<p>{html.escape(view['note'])}</p>" if view.get("note") else ""
    return f"<p><strong>Nabespreking</strong></p>{note}" + (f"<ol>{points}</ol>" if points else "")


def _checked_seats(
    humans: Sequence[int], agents: Mapping[int, Agent[Any, Any]], count: int
) -> tuple[int, ...]:
    """The human seats, checked: every seat is played by a human or by a computer, not both."""
    seats = tuple(humans)
    for seat in (*seats, *agents):
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise TypeError(f"a seat is a whole number, not {type(seat).__name__}")
        if not 0 <= seat < count:
            raise ValueError(f"seat {seat} does not exist: this game has seats 0 to {count - 1}")
    if len(set(seats)) != len(seats):
        raise ValueError(f"a human seat is named twice: {seats}")
    both = sorted(set(seats) & set(agents))
    if both:
        raise ValueError(f"seats {both} are given to a human and to a computer")
    missing = [seat for seat in range(count) if seat not in seats and seat not in agents]
    if missing:
        raise ValueError(f"seats {missing} have no player: give them to humans or computers")
    return tuple(sorted(seats))


def menu_heading(lead: str, seat: int, name: str) -> str:
    """The words above a seat's choices: the glosses' common start with the seat's name in it
    (``Speler 1 (jij) koopt …``), or the name alone (``Speler 1 (jij):``). The choices
    complete the sentence."""
    own = seat_name(seat)
    if lead == own or lead.startswith(own + " ") or lead.startswith(own + ":"):
        lead = name + lead[len(own) :]
    elif lead:
        lead = f"{name}: {lead}"
    else:
        return dutch.sentence(f"{name}:")
    return dutch.sentence(lead if lead.endswith(":") else f"{lead} …")


def _menu_view(found: Menu, name: str) -> dict[str, Any]:
    return {
        "seat": found.seat,
        "name": name,
        "heading": menu_heading(found.heading, found.seat, name),
        "groups": [
            {
                "kind": group.kind,
                "list": group.as_list,
                "offers": [
                    {"action": o.notation, "label": o.label, "short": o.short, "detail": o.detail}
                    for o in group.offers
                ],
            }
            for group in found.groups
        ],
    }
