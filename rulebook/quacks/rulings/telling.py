"""What every part of an explanation uses, apart from the events it explains.

``Said`` is one part of a step (a clause, a sentence, the state after it); ``Teller`` holds what
an explanation remembers while it tells (which seats it follows, what it said already, which
questions it asked) and the helpers that make a part. ``explain.Explainer`` tells the engine's
events with them, and ``phases`` and ``placing`` tell their share with the same helpers; this
module imports none of them, so the arrows run one way.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import NamedTuple

from rulebook.core.dutch import count, fields, sentence
from rulebook.quacks import rules
from rulebook.quacks.board import LAST_CHIP_FIELD
from rulebook.quacks.data import Ingredient
from rulebook.quacks.effects import (
    AnyChip,
    ChooseOne,
    Effect,
    Gain,
    PayRubies,
)
from rulebook.quacks.rulings.changes import (
    chip_words,
    droplet_steps,
    player_changes,
    supply_change,
    who,
)
from rulebook.quacks.rulings.tasks import asked, task_clause
from rulebook.quacks.rulings.trace import Tracer
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import (
    KINDS,
    Apply,
    GameState,
    Task,
)


class Said(NamedTuple):
    """One part of a step: its clause, its sentence, the state after it, the seat it is about
    (``None``: the table), and whether the next action's part may join it (chips drawn one by
    one into a hand)."""

    clause_id: str
    text: str
    state: GameState
    seat: int | None = None
    joins: bool = False


class Teller:
    """What every part of an explanation uses: the seats told about, a part said once, what
    changed for the players, and the questions a state asks.

    ``focus`` names the seats (from 0) whose changes are told (``None``: everyone). The
    explainer remembers, per seat, the clause of its last part (a droplet step the engine takes
    by itself belongs to the card or book that gave it), the last question (asked once), and
    droplet moves already told.
    """

    def __init__(self, game: Tracer, focus: Collection[int] | None) -> None:
        self.game = game
        self.focus = focus
        self.cited: set[str] = set()
        self.last: dict[int, str] = {}
        self.asked: dict[int, str] = {}
        self.said: set[tuple[str, str]] = set()
        self.announced: dict[int, int] = {}

    # -- the helpers every part uses -----------------------------------------------------------

    def seats(self, state: GameState) -> list[int]:
        """The seats told about, from the start player on."""
        return [s for s in state.seats if self.focus is None or s in self.focus]

    def remember(self, state: GameState, clause_id: str) -> None:
        """Every seat's next automatic step belongs to ``clause_id``."""
        for seat in state.seats:
            self.last[seat] = clause_id

    def say(
        self,
        clause_id: str,
        texts: Iterable[str],
        state: GameState,
        seat: int | None = None,
        *,
        once: bool = False,
        joins: bool = False,
    ) -> list[Said]:
        """One part, unless it has nothing to say (or, ``once``, has said it already)."""
        body = "; ".join(text for text in texts if text)
        if not body or (once and (clause_id, body) in self.said):
            return []
        self.said.add((clause_id, body))
        return [Said(clause_id, sentence(body) + ".", state, seat, joins)]

    def changes(
        self, before: GameState, after: GameState, seats: Iterable[int] | None = None
    ) -> list[str]:
        """What changed for these players. A droplet that is handed several steps is told
        once, with where it ends, and not again step by step."""
        out, back = supply_change(before, after)
        said: list[str] = []
        for seat in self.seats(after) if seats is None else seats:
            if self.focus is not None and seat not in self.focus:
                continue
            old, new = before.players[seat], after.players[seat]
            moved = new.droplet - old.droplet
            told = self.announced.get(seat, 0)
            quiet = told > 0 and moved > 0
            if quiet:
                self.announced[seat] = max(told - moved, 0)
            said += player_changes(before, after, seat, out, back, droplet=not quiet)
            coming = droplet_steps(new) - droplet_steps(old)
            if coming > 0 and not after.setup.test_tubes:
                self.announced[seat] = told + coming
                end = min(new.droplet + coming, LAST_CHIP_FIELD)
                said.append(
                    f"de druppel van {who(seat)} gaat {fields(coming)} vooruit, van veld "
                    f"{new.droplet} naar veld {end}"
                )
        return said

    def questions(
        self,
        before: GameState,
        after: GameState,
        default: str,
        card: str = "",
        plain: dict[int, str] | None = None,
    ) -> list[Said]:
        """The new questions between two states, each asked once; a question the card changed
        (``plain``: what would be asked without it) cites the card."""
        parts = []
        for seat in self.seats(after):
            old, new = before.players[seat], after.players[seat]
            if new.task is None or (new.task == old.task and len(new.todo) == len(old.todo)):
                continue
            text = asked(after, seat)
            if not text or self.asked.get(seat) == text:
                continue
            self.asked[seat] = text
            changed = bool(card) and plain is not None and plain.get(seat) != text
            clause_id = card if changed else task_clause(after, new.task) or default
            parts += self.say(clause_id, [text], after)
            parts += self._choice_notes(after, seat, new.task)
        return parts

    def _choice_notes(self, state: GameState, seat: int, task: Task | None) -> list[Said]:
        """Which chips a choice may give: the choice clauses behind a chip 'naar keuze' and a
        closed book."""
        if not isinstance(task, Apply):
            return []
        effect = task.effect
        inner: list[Effect] = [effect]
        if isinstance(effect, ChooseOne):
            inner = list(effect.options)
        elif isinstance(effect, PayRubies):
            inner = [effect.reward]
        parts: list[Said] = []
        for option in inner:
            if isinstance(option, AnyChip):
                parts += self._any_chip_note(state, seat, option)
        closed = _closed_chips(state, inner)
        shut = f"het boek van {chip_words(closed)} ligt in ronde {state.round} nog dicht"
        if closed and task.source.startswith("kwakzalvers.kaart."):
            text = f"{shut}: dat fiche kan {who(seat)} niet nemen"
            parts += self.say("kwakzalvers.waarzegster.boeken", [text], state, once=True)
        if closed and task.source == rules.book_of(state, Ingredient.GREEN).clause_id:
            text = (
                f"{shut}, maar met de keuze 'altijd' mag {who(seat)} dat fiche toch kiezen"
                if state.setup.green_two_closed
                else f"{shut}: dat fiche kan {who(seat)} niet kiezen (keuze 'zoals de kaarten')"
            )
            parts += self.say("kwakzalvers.keuze.groen2-boeken", [text], state, once=True)
        return parts

    def _any_chip_note(self, state: GameState, seat: int, effect: AnyChip) -> list[Said]:
        offered = [
            chip
            for chip in KINDS
            if chip.value in effect.values
            and chip.ingredient not in effect.exclude
            and rules.can_take(state, seat, chip)
        ]
        white = (
            "ook wit mag (keuze 'letterlijk')"
            if state.setup.white_choice
            else "nooit wit (keuze 'gekleurd')"
        )
        kinds = count(len(offered), "soort", "soorten", one="1")
        text = f"een fiche naar keuze: {white}; te krijgen: {kinds} ({Chips(tuple(offered))})"
        return self.say("kwakzalvers.keuze.fiche-kiezen", [text], state, once=True)


def _closed_chips(state: GameState, effects: Iterable[Effect]) -> list[Chip]:
    """The yellow and purple chips these effects would give while their book is closed."""
    return [
        chip
        for effect in effects
        if isinstance(effect, Gain)
        for chip in effect.chips
        if chip.ingredient in (Ingredient.YELLOW, Ingredient.PURPLE)
        and not rules.book_is_open(state, chip.ingredient)
    ]
