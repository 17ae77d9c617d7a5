"""Uit de Kerker!'s lock timing: walk through the phases of a turn and try each lock.

The turn is the engine's list of steps with the expansion's three lock moments put in
(``flow.turn_steps``, following the option ``derde-slotmoment``). At every phase the widget
asks ``dungeon.rulings.lock_ruling`` for each lock card in the square whether its lock may be
opened now, and shows the answer or the refusal with its clause. Opening a lock puts its key
back in the supply and uses up the turn's one lock; buying a prisoner (in the buying step)
puts a key from the supply on it. The next turn starts after the last phase.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

import traitlets

from rulebook.castle_combo.data import (
    BY_ID,
    DUNGEON_CARDS,
    LOCK_MOMENT_WORDS,
    THIRD_LOCK_MOMENTS,
)
from rulebook.castle_combo.dungeon.rulings import (
    LockQuestion,
    buy_lock_ruling,
    lock_ruling,
    moment_said,
)
from rulebook.castle_combo.effects import GAME
from rulebook.castle_combo.flow import turn_steps
from rulebook.castle_combo.rules import Rules
from rulebook.core.errors import RuleError
from rulebook.core.model.flow import PhaseStep
from rulebook.core.reader.rulings import Ruling
from widgets._base import Plan, RulebookWidget, no_kernel_note, ruling_html, ruling_view
from widgets._intents import IntentError, rule_error_text, str_field

INTENTS = ("next", "previous", "open", "buy", "third")
"""``open`` and ``buy`` carry a ``card`` (an id such as ``Conspirator``); ``third`` a ``value``
(``einde-beurt`` or ``na-kopen``); ``next`` and ``previous`` nothing."""

THIRD_MOMENTS = THIRD_LOCK_MOMENTS
"""The values of the option ``derde-slotmoment`` (``data.THIRD_LOCK_MOMENTS``)."""
LOCK_PREFIX = "slot-"


def moment_of(step: PhaseStep) -> str:
    """The moment a phase is, as ``lock_ruling`` names it (``begin``, ``kopen`` ...)."""
    return step.name.removeprefix(LOCK_PREFIX)


def phase_views(turn: tuple[PhaseStep, ...]) -> list[dict[str, Any]]:
    return [
        {
            "number": number,
            "name": step.name,
            "summary": step.summary,
            "clause_id": step.clause_id,
            "lock": step.name.startswith(LOCK_PREFIX),
        }
        for number, step in enumerate(turn, start=1)
    ]


class LockTiming(RulebookWidget):
    """Which lock may be opened when: ``LockTiming(("Conspirator", "ArtForger"))``.

    ``locks`` are the prisoners in your square, each with its key on it; ``third`` the option
    ``derde-slotmoment``. ``next()``, ``previous()``, ``open_lock(card)``, ``buy(card)`` and
    ``set_third(value)`` do what the buttons do. ``allowed`` lists the locks that may be opened
    at the phase shown.
    """

    MODULE = "castle_locks"
    INTENTS = INTENTS

    phases = traitlets.List(traitlets.Dict()).tag(sync=True)
    index = traitlets.Int(0).tag(sync=True)
    turn = traitlets.Int(1).tag(sync=True)
    third = traitlets.Unicode(THIRD_MOMENTS[0]).tag(sync=True)
    third_choices = traitlets.List(
        traitlets.Dict(),
        default_value=[
            {"value": code, "label": LOCK_MOMENT_WORDS[code].choice} for code in THIRD_MOMENTS
        ],
    ).tag(sync=True)
    """The choices of ``third`` for the select: ``value`` and ``label`` (``data.LockMoment``)."""
    locks = traitlets.List(traitlets.Dict()).tag(sync=True)
    """Every lock card in the square: ``card``, ``name``, ``key`` (still on it), ``may`` (may be
    opened now) and ``why`` (the answer or the refusal, with its rule)."""
    buyable = traitlets.List(traitlets.Dict()).tag(sync=True)
    opened = traitlets.Unicode("").tag(sync=True)
    """The name of the lock opened this turn, or ``""``."""
    ruling = traitlets.Dict().tag(sync=True)
    history = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """What happened, in Dutch, one line per action."""

    def __init__(
        self,
        locks: tuple[str, ...] = ("Conspirator", "ArtForger"),
        *,
        third: str = THIRD_MOMENTS[0],
    ) -> None:
        for card in locks:
            if card not in BY_ID or not BY_ID[card].dungeon:
                raise ValueError(f"{card!r} is not a prisoner of Uit de Kerker!")
        if third not in THIRD_MOMENTS:
            raise ValueError(f"third is one of {THIRD_MOMENTS}, not {third!r}")
        super().__init__()
        self._keys = dict.fromkeys(locks, True)
        self._show(third, 0, 1, "", None, [])

    # -- what a reader (or a notebook cell) can do -------------------------------------------

    @property
    def allowed(self) -> list[str]:
        """The cards whose lock may be opened at the phase shown."""
        return [lock["card"] for lock in self.locks if lock["may"]]

    @property
    def phase(self) -> str:
        return str(self.phases[self.index]["name"])

    def next(self) -> None:
        self.apply({"type": "next"})

    def previous(self) -> None:
        self.apply({"type": "previous"})

    def open_lock(self, card: str) -> None:
        self.apply({"type": "open", "card": card})

    def buy(self, card: str) -> None:
        self.apply({"type": "buy", "card": card})

    def set_third(self, value: str) -> None:
        self.apply({"type": "third", "value": value})

    # -- intents -------------------------------------------------------------------------------

    def _rules(self, third: str | None = None) -> Rules:
        return Rules(third=third or self.third)

    def _turn(self, third: str) -> tuple[PhaseStep, ...]:
        return turn_steps(third)

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        third, index, turn, opened = self.third, self.index, self.turn, self.opened
        keys = dict(self._keys)
        ruling: Ruling[Any] | None = None
        log = list(self.history)
        steps = self._turn(third)
        if kind == "next":
            if index == len(steps) - 1:
                index, turn, opened = 0, turn + 1, ""
                log.append(f"Beurt {turn} begint: deze beurt is nog geen slot geopend.")
            else:
                index += 1
        elif kind == "previous":
            if index == 0:
                raise IntentError("Dit is de eerste fase van de beurt; verder terug kan niet.")
            if opened and steps[index].name.startswith(LOCK_PREFIX):
                raise IntentError("Je opende hier al een slot; terug in de tijd kan niet.")
            index -= 1
        elif kind == "open":
            card = self._card(content, kind, keys)
            ruling = lock_ruling(
                LockQuestion(card, moment_of(steps[index]), keys[card], bool(opened)),
                self._rules(),
            )
            keys[card] = False
            opened = BY_ID[card].shown
            log.append(
                f"Beurt {turn}, {steps[index].summary.split(':')[0]}: slot van {opened} "
                f"geopend; de sleutel gaat terug naar de voorraad."
            )
        elif kind == "buy":
            card = str_field(content, "card", kind)
            if card not in BY_ID or not BY_ID[card].dungeon or card in keys:
                raise IntentError("Kies een gevangene die nog niet in je vierkant ligt.")
            if steps[index].name != "kopen":
                raise RuleError(
                    f"{GAME}.beurt",
                    f"Een kaart koop je in de stap 'kopen', niet in de fase "
                    f"'{steps[index].summary}'.",
                )
            ruling = buy_lock_ruling(card, self._rules())
            keys[card] = True
            log.append(f"Beurt {turn}: {BY_ID[card].shown} gekocht; er komt een sleutel op.")
        else:
            value = str_field(content, "value", kind)
            if value not in THIRD_MOMENTS:
                raise IntentError(f"Het derde slotmoment is {' of '.join(THIRD_MOMENTS)}.")
            if index or opened:  # the option changes the turn itself: a new one begins
                turn, opened = turn + 1, ""
            third, index = value, 0
            log.append(f"Derde slotmoment: {moment_said(third)}; beurt {turn} begint.")
        verdicts = self._verdicts(third, index, opened, keys)

        def accept() -> None:
            self._keys = keys
            self._show(third, index, turn, opened, ruling, log, verdicts)

        return accept

    def _card(self, content: Mapping[str, object], kind: str, keys: dict[str, bool]) -> str:
        card = str_field(content, "card", kind)
        if card not in keys:
            raise IntentError("Die kaart ligt niet in je vierkant; kies een van je slotkaarten.")
        return card

    def _verdicts(
        self, third: str, index: int, opened: str, keys: dict[str, bool]
    ) -> list[dict[str, Any]]:
        """May each lock be opened at this phase? The ruling says yes, or refuses with a rule."""
        step = self._turn(third)[index]
        views = []
        for card, key in keys.items():
            question = LockQuestion(card, moment_of(step), key, bool(opened))
            try:
                answer = lock_ruling(question, self._rules(third))
            except RuleError as refusal:
                may, why = False, rule_error_text(refusal)
            else:
                may, why = True, answer.steps[-1].text
            views.append(
                {"card": card, "name": BY_ID[card].shown, "key": key, "may": may, "why": why}
            )
        return views

    def _show(
        self,
        third: str,
        index: int,
        turn: int,
        opened: str,
        ruling: Ruling[Any] | None,
        log: list[str],
        verdicts: list[dict[str, Any]] | None = None,
    ) -> None:
        with self.hold_sync():
            self.third = third
            self.phases = phase_views(self._turn(third))
            self.index = index
            self.turn = turn
            self.opened = opened
            self.locks = verdicts or self._verdicts(third, index, opened, self._keys)
            self.buyable = [
                {"card": card.id, "name": card.shown}
                for card in DUNGEON_CARDS
                if card.id not in self._keys
            ]
            if ruling is not None:
                self.ruling = ruling_view(ruling)
            self.history = log

    # -- text and static views ------------------------------------------------------------------

    def __repr__(self) -> str:
        phase = self.phases[self.index]
        return (
            f"LockTiming(beurt {self.turn}, fase {phase['number']} {phase['name']}; "
            f"open mag: {', '.join(self.allowed) or 'geen'})"
        )

    def static_html(self) -> str:
        """The turn's phases, and at each which of the locks may be opened (each asked of the
        lock ruling), for a reader without a kernel."""
        rules = self._rules()
        head = "".join(f"<th>{html.escape(BY_ID[card].shown)}</th>" for card in self._keys)
        rows = []
        for phase, step in zip(self.phases, self._turn(self.third), strict=True):
            cells = []
            for card in self._keys:
                try:
                    lock_ruling(LockQuestion(card, moment_of(step), True, False), rules)
                except RuleError:
                    cells.append("<td>nee</td>")
                else:
                    cells.append("<td><b>ja</b></td>")
            rows.append(
                f"<tr><td>{phase['number']}. {html.escape(phase['summary'])}</td>"
                f"<td><code>{html.escape(phase['clause_id'])}</code></td>{''.join(cells)}</tr>"
            )
        note = no_kernel_note("De slotklok", "per fase of een slot open mag")
        moment = moment_said(self.third)
        ruling = ruling_html(self.ruling) if self.ruling else ""
        return (
            f'<div class="rb-static">{note}<p>Derde slotmoment: {html.escape(moment)}. Een slot '
            f"mag open (met de sleutel er nog op, nog geen slot deze beurt):</p>"
            f"<table><thead><tr><th>fase</th><th>regel</th>{head}</tr></thead>"
            f"<tbody>{''.join(rows)}</tbody></table>{ruling}</div>"
        )
