"""What Uit de Kerker! changes in Castle Combo's engine, as data the engine applies.

Its cards come in through the setup (``table.Setup.cards`` shuffles the twelve prisoners in
when ``kerker`` holds the expansion's options); a card with a lock is laid with a key from the
supply on it and waits (``engine._place``). What lives here: the lock moments, steps inserted
in the base game's turn (before the key, after the key, and at the third moment the option
``derde-slotmoment`` names: after the refill, or right after the purchase; a step whose moment
the options leave out is not played), the task of a lock moment (``LockMoment``, read back
through ``Expansion.tasks``), and the options of the two new ability symbols (replace a row,
use an adjacent card's ability; ``Expansion.effect_rules``), which an engine made with the
expansion registers beside the base game's. The engine's code never names the expansion, and
importing this module registers nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from rulebook.castle_combo.data import BY_ID, FIRST_LOCK_MOMENTS
from rulebook.castle_combo.dungeon.rulings import adjacent_ruling, moment_said, replace_reward
from rulebook.castle_combo.effects import ReplaceRow, UseAdjacent
from rulebook.castle_combo.engine import (
    LOCK_USED,
    ROW_NAMES,
    TASK_NOTATION,
    Remembered,
    has_lock,
    push_ability,
    reads,
    replace_row,
    rules_of,
    with_gains,
    with_token,
)
from rulebook.castle_combo.flow import lock_phase, with_locks
from rulebook.castle_combo.happenings import AbilityUsed, LockOpened, NeighbourUsed, in_hand
from rulebook.castle_combo.rules import Rules, place_name
from rulebook.castle_combo.state import KEY
from rulebook.castle_combo.table import CASTLE, LOCATIONS, VILLAGE, Castle
from rulebook.core.errors import RuleError
from rulebook.core.model.cards import Position, Tableau
from rulebook.core.model.flow import Flow, Phase
from rulebook.core.model.game import Expansion
from rulebook.core.model.happenings import happened
from rulebook.core.model.runner import Option
from rulebook.core.model.steps import Step
from rulebook.core.reader.reading import is_digits
from rulebook.core.reader.rulings import Ruling

K = "uit-de-kerker"


# -- the two new ability symbols ----------------------------------------------------------------


def _replace_options(state: Castle, seat: int, card_id: str) -> list[Option]:
    """Replace a row (uit-de-kerker.vervangen): either open row still in the game."""
    return [
        Option(
            f"vervang-{LOCATIONS[where]}",
            f"vaardigheid van {BY_ID[card_id].shown}: vervang de {ROW_NAMES[where]}",
            _replace(seat, card_id, where),
        )
        for where in (CASTLE, VILLAGE)
        if where not in state.gone
    ]


def _replace(seat: int, card_id: str, where: int) -> Callable[[Castle], Castle]:
    def apply(state: Castle) -> Castle:
        keys = replace_reward(card_id, state.rows[where].cards(), rules_of(state))
        happened(AbilityUsed, seat, card_id, clause_id=f"{K}.vervangen")
        in_hand(seat, keys=keys, clause_id=f"{K}.vervangen.beloning")
        return replace_row(with_gains(state, seat, keys=keys), where, seat)

    return apply


def _adjacent_options(state: Castle, seat: int, card_id: str) -> list[Option]:
    """Use the ability of a card next to this one (uit-de-kerker.aangrenzend): the cards the
    ruling ``adjacent_ruling`` allows; a lock card's ability runs without its key."""
    tableau = state.players[seat].tableau
    position = next(p for p, placed in tableau.cards if placed.card == card_id)
    usable = adjacent_ruling(tableau, position).result
    if not usable:
        return [Option("geen-buurkaart", "geen buurkaart met een vaardigheid", _unchanged)]
    options = []
    for r, c in usable:
        near = tableau.at((r, c))
        assert near is not None
        options.append(
            Option(
                f"buur-{r}-{c}",
                f"vaardigheid van {BY_ID[card_id].shown}: gebruik die van {BY_ID[near.card].shown}",
                _use_neighbour(seat, card_id, near.card),
            )
        )
    return options


def _use_neighbour(seat: int, card_id: str, used: str) -> Callable[[Castle], Castle]:
    """The ability of the card ``used`` next to ``card_id`` runs next."""
    then = push_ability(seat, used)

    def apply(state: Castle) -> Castle:
        happened(NeighbourUsed, seat, card_id, used)
        return then(state)

    return apply


def _unchanged(state: Castle) -> Castle:
    return state


ABILITY_OPTIONS = {ReplaceRow: _replace_options, UseAdjacent: _adjacent_options}
"""What the two new ability symbols let their seat choose: the expansion's ``effect_rules``,
which an engine made with it registers beside the base game's (``engine.ABILITY_OPTIONS``)."""


# -- a lock opened ---------------------------------------------------------------------------


@dataclass(frozen=True)
class LockMoment(Remembered):
    """One of the three moments of a turn a lock may be opened (uit-de-kerker.slot.moment):
    open nothing, or the lock of a card of your square whose key still lies on it, if you did
    not open one this turn."""

    moment: str

    def code(self) -> str:
        return f"slotmoment:{self.moment}"

    def why_not(self, state: Castle, seat: int, code: str) -> tuple[str, str] | None:
        """Why ``slot-r-c`` may not be opened: the reason the ruling gives."""
        place = _position(code)
        if place is None:
            return None
        try:
            ruling = lock_now_ruling(state, seat, place)
        except RuleError as error:
            return error.clause_id, error.message
        return ruling.steps[-1].clause_id, ruling.answer

    def offer(self, state: Any, seat: int) -> list[Option]:
        options = [Option("geen-slot", "geen slot openen", _unchanged)]
        for position in lock_positions(state, seat, self.moment):
            placed = state.players[seat].tableau.at(position)
            r, c = position
            options.append(
                Option(
                    f"slot-{r}-{c}",
                    f"open het slot van {BY_ID[placed.card].shown} (de sleutel gaat terug)",
                    _open(seat, position, placed.card),
                )
            )
        return options


def lock_positions(state: Castle, seat: int, moment: str) -> list[Position]:
    """Where a lock of ``seat`` may be opened now: the engine's own answer, which the ruling
    ``lock_now_ruling`` explains."""
    if LOCK_USED in state.memory or state.setup.kerker is None:
        return []
    if moment not in allowed_moments(state.setup.kerker):
        return []
    return list(locked(state.players[seat].tableau, state.setup.kerker))


def locked(tableau: Tableau, rules: Rules) -> tuple[Position, ...]:
    """The places of the square's cards whose key still lies on their lock: remembered with
    the frozen square (for the options it was asked with), which alone decides it; the turn
    asks it at every lock moment."""
    memory = tableau.remembered
    known: tuple[Rules, tuple[Position, ...]] | None = memory.get("uit-de-kerker.sloten")
    if known is None or known[0] is not rules:
        places = tuple(
            position
            for position, placed in tableau.cards
            if placed.token(KEY) and rules.has_lock(BY_ID[placed.card])
        )
        known = memory["uit-de-kerker.sloten"] = (rules, places)
    return known[1]


def allowed_moments(rules: Rules) -> tuple[str, ...]:
    """The three moments of the option ``derde-slotmoment``."""
    return (*FIRST_LOCK_MOMENTS, rules.third)


def _open(seat: int, position: Position, card_id: str) -> Callable[[Castle], Castle]:
    def apply(state: Castle) -> Castle:
        happened(LockOpened, seat, card_id)
        tableau = with_token(state.players[seat].tableau, position, KEY, -1)
        player = state.players[seat]
        state = state.with_player(seat, type(player)(tableau, player.gold, player.keys))
        state = state.but(memory=state.memory | {LOCK_USED})
        return push_ability(seat, card_id)(state)

    return apply


def _position(code: str) -> Position | None:
    parts = code.split("-")
    digits = all(is_digits(p, 1) for p in parts[1:])
    if len(parts) != 3 or parts[0] != "slot" or not digits:
        return None
    return int(parts[1]), int(parts[2])


def lock_now_ruling(state: Castle, seat: int, position: Position) -> Ruling[bool]:
    """May ``seat`` open the lock of the card at ``position`` now? Each step names its clause;
    the answer is the engine's own (``lock_positions``), which the steps explain."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(state.players):
        raise RuleError(f"{K}.slot", f"Aan deze tafel zit geen speler {seat}.")
    placed = state.players[seat].tableau.at(position)
    if placed is None:
        raise RuleError(
            f"{K}.slot",
            f"Op {place_name(position)} van het vierkant van speler {seat + 1} ligt niets.",
        )
    card = BY_ID[placed.card]
    question = f"Mag speler {seat + 1} nu het slot van {card.shown} openen?"
    steps: list[Step] = []

    moment = state.step[len("slot-") :] if state.step.startswith("slot-") else ""
    allowed = (
        state.active == seat and not state.over and position in lock_positions(state, seat, moment)
    )  # the engine's answer; the steps below say why

    def no(clause: str, text: str) -> Ruling[bool]:
        assert not allowed, "the ruling and the engine disagree"
        steps.append(Step(clause, text, state.players[seat].tableau))
        return Ruling(question, f"Nee: {text[0].lower()}{text[1:]}", False, tuple(steps))

    if placed.face_down or not has_lock(state, card):
        clause = f"{K}.keuze.slotkaarten" if card.dungeon and not placed.face_down else f"{K}.slot"
        return no(clause, f"{card.shown} heeft hier geen slot: haar vaardigheid werkte al.")
    steps.append(Step(f"{K}.slot", f"{card.shown} heeft een slot.", None))
    if not placed.token(KEY):
        return no(
            f"{K}.slot.sleutel",
            f"Er ligt geen sleutel meer op {card.shown}: het slot is al open geweest.",
        )
    steps.append(
        Step(f"{K}.slot.sleutel", f"De sleutel uit de voorraad ligt nog op {card.shown}.", None)
    )
    rules = state.setup.kerker
    assert rules is not None
    if state.over or state.active != seat or moment not in allowed_moments(rules):
        return no(
            f"{K}.slot.moment",
            "Het is nu geen slotmoment van deze speler: een slot gaat open aan het begin van de "
            f"eigen beurt, na de sleutel, of {moment_said(rules.third)}.",
        )
    if LOCK_USED in state.memory:
        return no(f"{K}.slot.moment", "Deze speler opende deze beurt al een slot; één per beurt.")
    steps.append(
        Step(
            f"{K}.slot.moment",
            f"Het is {moment_said(moment)} en er ging deze beurt nog geen slot open: het mag; "
            "de sleutel gaat dan terug naar de voorraad.",
            None,
        )
    )
    assert allowed, "the ruling and the engine disagree"
    return Ruling(question, "Ja.", True, tuple(steps))


# -- the lock moments in the turn ------------------------------------------------------------


def _begins(moment: str) -> Callable[[Castle], Castle]:
    def begin(state: Castle) -> Castle:
        return state.push(state.active, LockMoment(moment))

    return begin


def _applies(moment: str) -> Callable[[Castle], bool]:
    """The step is played at its moment when the options keep that moment and the active
    player has a lock to open (a step with nothing to choose is skipped, as a choice with one
    option is taken at once)."""

    first = moment in FIRST_LOCK_MOMENTS  # else played only as the options' third moment

    def applies(state: Castle) -> bool:
        # ``lock_positions`` asked without building the moments or the list (every turn asks)
        rules = state.setup.kerker
        return (
            rules is not None
            and (first or moment == rules.third)
            and LOCK_USED not in state.memory
            and bool(locked(state.players[state.active].tableau, rules))
        )

    return applies


def lock_step(moment: str) -> Phase[Castle]:
    """The step in which the active player may open one lock (uit-de-kerker.slot.moment): the
    turn's description of the moment (``flow.lock_phase``), played when ``_applies`` holds and
    asking ``LockMoment`` when it begins."""
    return replace(lock_phase(moment), applies=_applies(moment), begin=_begins(moment))


def change_flow(turn: Flow[Castle]) -> Flow[Castle]:
    """The base game's turn with the four possible lock moments put in by ``flow.with_locks``
    (the one way the turn gets its lock moments, the overview's too); a moment the options
    leave out is not played (``_applies``)."""
    return with_locks(turn, phase=lock_step)


TASKS = {"slotmoment": reads(LockMoment, str)}
"""The expansion's own task, read back from its code (``slotmoment:na-sleutel``)."""

NOTATION = TASK_NOTATION.extended(TASKS)
"""The tasks of a game with the expansion: the base game's and its own, as an engine made with
it reads them (``CastleCombo.tasks``); ``table.Castle.parse`` reads a state with ``kerker``
with it (``table.KERKER_TASKS``). A new notation: the base game's is not changed."""


def _lessons() -> Any:
    """What the expansion adds to the base game's teacher, loaded when the leermodus asks."""
    from rulebook.castle_combo.dungeon.lessons import DungeonLessons

    return DungeonLessons(LockMoment)


EXPANSION: Expansion[Castle] = Expansion(
    K, "Uit de Kerker!", change_flow, tasks=TASKS, effect_rules=ABILITY_OPTIONS, lessons=_lessons
)
"""Uit de Kerker! for the engine (``engine.make_game([EXPANSION])``; the registry's engine has
it): its lock moments, its task and its two ability symbols, as data. Importing this module
changes nothing of the base game's."""
