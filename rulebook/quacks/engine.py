"""The engine of De Kwakzalvers van Kakelenburg: the ``Game`` every chapter, bot and test plays,
and ``make_game``, the one way to get it (the same two names as in every game package).

How it runs. A state holds, per player, a list of tasks (``table.Task``): what that player still
has to do in the current phase. The interpreter (``_work``) applies every task that needs no one
(an effect that simply gives something), and stops at a task that needs a choice or a chance
step: that is what ``current_players`` and ``legal_actions`` report. When nobody has anything
left to do and the phase's own end condition holds, the flow (``rulebook.quacks.flow``) moves to
the next phase, whose ``begin`` hands out the next tasks. The rule steps themselves (placing a
chip, an effect's options, the phases' ``begin``) are in ``rulebook.quacks.rules``.
"""

from __future__ import annotations

import random
import re
import typing
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction
from functools import cache

from rulebook.core import dutch
from rulebook.core.errors import IllegalActionError, RuleError
from rulebook.core.model.evolve import evolve, unchecked
from rulebook.core.model.flow import Flow, Levels, Phase
from rulebook.core.model.game import CHANCE, Expansion, Result, sample, sample_counted
from rulebook.core.model.happenings import Happened, apply_with_happenings
from rulebook.core.model.runner import Runner, next_pass
from rulebook.quacks import board
from rulebook.quacks.actions import (
    Action,
    Buy,
    Choose,
    Draw,
    DrawnChip,
    Rolled,
    Stop,
    Turned,
    UseFlask,
    parse_action,
)
from rulebook.quacks.board import LAST_ROUND, DieFace
from rulebook.quacks.effects import Gain
from rulebook.quacks.flow import BASE_FLOW, LEVELS
from rulebook.quacks.fortune import Card
from rulebook.quacks.rules import (
    BOX,
    CLOCK,
    PLAYERS,
    SEATS,
    START_CHIPS,
    TASK_RULES,
    after_stopping,
    buy_options,
    check_buy,
    check_setup,
    chip_to_bag,
    deck_card,
    deck_of,
    die_faces,
    draw_outcomes,
    drawn_to_cauldron,
    events_of,
    give_gain,
    options_of,
    pop_task,
    push_task,
    return_to_bag,
    seat_name,
    table_effect,
    winners,
)
from rulebook.quacks.state import Chip
from rulebook.quacks.state_check import check_action, check_seat, check_state
from rulebook.quacks.table import (
    KIND_INDEX,
    ChanceTask,
    ChoiceTask,
    DrawToHand,
    DrawToPlace,
    GameState,
    Player,
    Roll,
    Setup,
    Shop,
)

_LISTED = "kwakzalvers.legale-zetten"
"""The key under which a state remembers a seat's legal actions (``Quacks.legal_actions``)."""


_BREWING = tuple((Draw(seat), Stop(seat)) for seat in range(8))
"""Every seat's draw and stop, made once (listed at every chip; a game has at most five)."""


class Quacks:
    """De Kwakzalvers van Kakelenburg as a ``Game`` (see ``rulebook.core.model.game``).

    ``flow`` is the base game's round. A setup switches an expansion on by putting its settings
    in ``Setup.extras``; those settings bring the expansion's ``Expansion`` data (its flow, its
    first state, its player counts), so any engine plays any setup and the base package needs
    no registry of expansions. ``expansions`` are those whose action notation this engine reads
    back from a log without a state (``parse_action``): the registry's engine knows them all.
    """

    id = "kwakzalvers"

    def __init__(
        self,
        flow: Flow[GameState],
        levels: Levels,
        expansions: Sequence[Expansion[GameState]] = (),
    ) -> None:
        self.base_flow = flow
        self.levels = levels
        self.expansions = {expansion.id: expansion for expansion in expansions}
        self._flows: dict[tuple[str, ...], Flow[GameState]] = {}
        self.runner: Runner[GameState] = Runner(  # the Tracer (rulings/trace.py) swaps it
            SEATS,
            TASK_RULES,
            flow_of=lambda state: self.flow_of(state.setup),
            end_of_flow=next_pass(levels, CLOCK),
            free=self._may_brew,
        )

    def flow_of(self, setup: Setup) -> Flow[GameState]:
        """The round's flow for this setup: the base flow, changed by each expansion on."""
        key = setup.expansions
        if key not in self._flows:
            flow = self.base_flow
            for extra in setup.extras:
                flow = extra.expansion.change_flow(flow)
            self._flows[key] = flow
        return self._flows[key]

    def phase(self, state: GameState) -> Phase[GameState]:
        """The phase the game is in."""
        return self.flow_of(state.setup)[state.phase]

    # -- the Game protocol --------------------------------------------------------------------

    def new_game(self, setup: Setup, seed: int) -> GameState:
        if not isinstance(setup, Setup):
            raise TypeError(f"a game is set up with a Setup, not {type(setup).__name__}")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"the seed is a whole number, not {type(seed).__name__}")
        check_setup(setup, self._players_allowed(setup))
        tube = 0 if setup.test_tubes else None
        players = tuple(Player(tube=tube) for _ in range(setup.players))
        state = GameState(setup=setup, seed=seed, players=players, supply=BOX)
        for extra in setup.extras:
            state = extra.expansion.prepare(state)
        for seat in range(setup.players):
            state = evolve(state, supply=state.supply.remove(*START_CHIPS))
            state = state.with_player(seat, bag=state.players[seat].bag.merge(START_CHIPS))
        return self._enter(state, None)

    def check_setup(self, setup: Setup) -> None:
        """A setup this engine plays (players, books, die), or a Dutch ``RuleError``."""
        check_setup(setup, self._players_allowed(setup))

    def deck(self, state: GameState) -> dict[str, Card]:
        """Every card of this game's deck by its id (``deck_of``)."""
        return deck_of(state)

    def _players_allowed(self, setup: Setup) -> range:
        """2 to 4 players; an expansion may allow more (De Alchemisten: 5 with De Kruidenheksen)."""
        allowed = PLAYERS
        for extra in setup.extras:
            wider = extra.expansion.players
            if wider is not None and len(wider) > len(allowed):
                allowed = wider
        return allowed

    def current_players(self, state: GameState) -> tuple[int, ...]:
        if self.runner.chance_seat(state) is not None:
            return (CHANCE,)
        return self.runner.waiting(state)

    def legal_actions(self, state: GameState, player: int) -> list[Action]:
        check_seat(player)
        memory = state.remembered
        listed = memory.get((_LISTED, player))
        if listed is None:
            listed = memory[(_LISTED, player)] = self._legal(state, player)
        return list(listed)

    def _legal(self, state: GameState, player: int) -> list[Action]:
        """``legal_actions``, worked out (once per state and seat: a playout lists them, then
        ``apply_listed`` knows the chosen one is among them)."""
        if player not in self.current_players(state) or player == CHANCE:
            return []
        me = state.players[player]
        task = me.task
        if task is None:
            made = player < len(_BREWING)
            draw, stop = _BREWING[player] if made else (Draw(player), Stop(player))
            actions: list[Action] = [draw, stop]
            if not me.bag:
                actions = [stop]
            elif state.setup.first_chip and not me.cauldron.chips and not me.drawn:
                actions = [draw]
            if self._flask_allowed(state, player):
                actions.append(UseFlask(player))
            actions += events_of(state).gather("vrije-acties", state, player)
            return actions
        if isinstance(task, Shop):
            # (each purchase made without ``__init__``: a shop lists dozens, all checked here)
            return [
                unchecked(Buy, seat=player, chips=chips) for chips in buy_options(state, task.coins)
            ]
        return [Choose(player, i) for i in range(len(options_of(state, player, task)))]

    def chance_outcomes(self, state: GameState) -> list[tuple[Action, Fraction]]:
        seat = self._chance_seat(state)
        if seat is None:
            return []
        if seat == CHANCE and isinstance(state.todo[0], ChanceTask):
            return state.todo[0].outcomes(state, CHANCE)
        if seat == CHANCE:
            left = [card for card in deck_of(state).values() if card.id not in state.used_cards]
            return [(Turned(CHANCE, card.id), Fraction(1, len(left))) for card in left]
        task = state.players[seat].task
        if isinstance(task, ChanceTask):
            return task.outcomes(state, seat)
        if isinstance(task, Roll):
            faces = die_faces(state)
            kinds = list(dict.fromkeys(faces))
            return [
                (Rolled(CHANCE, seat, face), Fraction(faces.count(face), len(faces)))
                for face in kinds
            ]
        return draw_outcomes(state, seat)

    def apply(self, state: GameState, action: Action) -> GameState:
        if not isinstance(state, GameState):
            raise TypeError(f"apply needs a GameState, not {type(state).__name__}")
        check_action(action)
        if state.over:
            raise IllegalActionError("kwakzalvers.einde", "Het spel is voorbij; er kan niets meer.")
        if action.is_chance:
            state = self._apply_chance(state, action)
        else:
            state = self._apply_move(state, action)
        return self._settle(state)

    # -- the playout loop's two short cuts (``core.model.game.play_to_end``) ------------------

    def apply_listed(self, state: GameState, action: Action) -> GameState:
        """``apply`` for an action that ``legal_actions`` listed for this very state (a computer
        player's choice in a playout): the same state, without checking the action's shape and
        legality again. An action this state did not list goes through ``apply``."""
        listed = state.remembered.get((_LISTED, action.seat))
        if listed is None or action not in listed:
            return self.apply(state, action)
        return self._settle(self._move(state, action))

    def play_chance(self, state: GameState, rng: random.Random) -> tuple[Action, GameState]:
        """Chance's outcome and the state after it: ``apply(state, sample(chance_outcomes(
        state), rng))``. A chip drawn blind from a bag, the most common chance step, is drawn
        by its count out of the bag (``sample_counted``: the same single draw picks the same
        chip as ``sample`` with the exact fractions) and placed without listing the outcomes
        again; every other chance step goes the long way."""
        seat = self._chance_seat(state)
        if seat is not None and seat != CHANCE and not state.over:
            task = state.players[seat].task
            if not isinstance(task, ChanceTask | Roll):  # ``draw_outcomes``: a chip from the bag
                bag = state.players[seat].bag
                chip = sample_counted(bag.kinds(), len(bag), rng)
                return DrawnChip(CHANCE, seat, chip), self._settle(self._drawn(state, seat, chip))
        action = sample(self.chance_outcomes(state), rng)
        return action, self.apply(state, action)

    def is_over(self, state: GameState) -> bool:
        return state.over

    def scores(self, state: GameState) -> tuple[int, ...]:
        return tuple(p.score for p in state.players)

    def observation(self, state: GameState, seat: int) -> GameState:
        """Everything in De Kwakzalvers lies open (a bag's contents are known to all; only the
        order of a draw is chance), so every seat sees the whole state."""
        return state

    def result(self, state: GameState) -> Result:
        """Most points wins; between equal scores the fuller cauldron of the last round
        (``kwakzalvers.einde``); a tie that still stands makes several winners."""
        scores = self.scores(state)
        won = tuple(winners(state))
        best = max(scores)
        tied = [seat for seat, score in enumerate(scores) if score == best]
        decided = len(tied) > 1 and len(won) < len(tied)
        return Result(scores, won, "de vollere ketel in de laatste ronde" if decided else "")

    def parse_action(self, text: str) -> Action:
        """The base game's notation, else the first expansion's that reads it."""
        try:
            return parse_action(text)
        except RuleError:
            for expansion in self.expansions.values():
                action = expansion.notation(text)
                if isinstance(action, Action):
                    return action
            raise

    def parse_state(self, text: str) -> GameState:
        """The state ``text`` writes, when a game can reach it (``state_check``)."""
        return check_state(self, GameState.parse(text))

    def describe(self, state: GameState, action: Action) -> str:
        return describe(self, state, action)

    def explain(self, state: GameState, action: Action) -> str:
        """What a choice gives that its gloss does not say, for a player choosing at the table:
        an expansion's choice tells it (``ChoiceTask.details``: a patient's card, a glass)."""
        if not isinstance(action, Choose):
            return ""
        task = state.players[action.seat].task
        if not isinstance(task, ChoiceTask):
            return ""
        details = task.details(state, action.seat)
        return details[action.option] if 0 <= action.option < len(details) else ""

    def stage(self, state: GameState) -> str:
        """``Ronde 3 van 9 · Het bereiden van de drank: iedereen trekt …``: the round and the
        phase with what it asks, for the line above the table's choices."""
        if state.over:
            return f"Het spel is voorbij na ronde {state.round}."
        phase = self.phase(state)
        name = re.sub(r"^\w+\.\s*", "", phase.name)
        return f"Ronde {state.round} van {board.LAST_ROUND} · {name}: {phase.summary}"

    def outcomes(
        self,
        before: GameState,
        action: Action,
        after: GameState,
        happenings: Sequence[Happened] | None = None,
    ) -> tuple[str, ...]:
        """What came of ``action``, in Dutch lines from what the rules reported applying it
        (recorded again when not handed in): a new round, an explosion, points, rubies, rat
        tails and money, the tally at the end (``rulebook.quacks.log``)."""
        from rulebook.quacks.log import outcomes

        if happenings is None:
            _, happenings = apply_with_happenings(self, before, action)
        return outcomes(happenings, before, after, self.result)

    # -- who acts ----------------------------------------------------------------------------------

    def _chance_seat(self, state: GameState) -> int | None:
        """The seat whose chance step is due (``CHANCE`` for the table's card), or ``None``."""
        return self.runner.chance_seat(state)

    def _may_brew(self, state: GameState, seat: int) -> bool:
        """Free brewing actions (draw, stop, flask): a player still brewing, with nothing else
        asked; in round 9 everyone draws in step, so nobody gets ahead of the others."""
        if state.phase != "brouwen":
            return False
        player = state.players[seat]
        if player.stopped or player.todo:
            return False
        if state.round == LAST_ROUND:
            brewing = [p.drawn for p in state.players if not p.stopped]
            return player.drawn == min(brewing)
        return True

    def _flask_allowed(self, state: GameState, seat: int) -> bool:
        player = state.players[seat]
        chips = player.cauldron.chips
        return (
            player.flask
            and not player.exploded
            and player.drawn > 0
            and bool(chips)
            and chips[-1].chip.is_white
            and player.task is None
        )

    # -- applying actions ---------------------------------------------------------------------

    def _apply_chance(self, state: GameState, action: Action) -> GameState:
        seat = self._chance_seat(state)
        if seat is None or not self._is_outcome(state, seat, action):
            raise IllegalActionError(
                "kwakzalvers.ronde",
                f"'{action}' kan nu niet gebeuren: "
                + (
                    "er is geen kansstap aan de beurt."
                    if seat is None
                    else "die uitkomst is er niet."
                ),
            )
        table_task = state.todo[0] if seat == CHANCE and state.todo else None
        if isinstance(table_task, ChanceTask):
            return table_task.resolve(evolve(state, todo=state.todo[1:]), CHANCE, action)
        task = state.players[seat].task if seat != CHANCE else None
        if isinstance(task, ChanceTask):
            return task.resolve(pop_task(state, seat), seat, action)
        if isinstance(action, Turned):
            card = deck_card(state, action.card)
            state = replace(
                state, card=card.id, used_cards=(*state.used_cards, card.id), todo=state.todo[1:]
            )
            if card.is_purple:
                state = table_effect(state, card.effect, card.clause_id)
            return state
        if isinstance(action, Rolled):
            return self._rolled(state, action.player, action.face)
        assert isinstance(action, DrawnChip)
        return self._drawn(state, action.player, action.chip)

    def _is_outcome(self, state: GameState, seat: int, action: Action) -> bool:
        """Whether ``action`` is one of ``chance_outcomes(state)`` (checked without listing
        them: a replay applies thousands of chance steps)."""
        if action.seat != CHANCE:
            return False
        task = state.todo[0] if seat == CHANCE and state.todo else None
        if seat != CHANCE:
            task = state.players[seat].task
        if isinstance(task, ChanceTask):
            return any(action == outcome for outcome, _ in task.outcomes(state, seat))
        if seat == CHANCE:
            return (
                isinstance(action, Turned)
                and action.card in deck_of(state)
                and action.card not in state.used_cards
            )
        if isinstance(state.players[seat].task, Roll):
            return (
                isinstance(action, Rolled)
                and action.player == seat
                and action.face in die_faces(state)
            )
        return (
            isinstance(action, DrawnChip)
            and action.player == seat
            and action.chip in state.players[seat].bag
        )

    def _rolled(self, state: GameState, seat: int, face: DieFace) -> GameState:
        task = state.players[seat].task
        assert isinstance(task, Roll)
        state = pop_task(state, seat)
        if task.times > 1:
            state = push_task(state, seat, Roll(task.times - 1), front=True)
        gain = {
            DieFace.POINT: Gain(points=1),
            DieFace.TWO_POINTS: Gain(points=2),
            DieFace.RUBY: Gain(rubies=1),
            DieFace.ORANGE: Gain(chips=(Chip.parse("O1"),)),
            DieFace.DROPLET: Gain(droplet=1),
        }[face]
        return give_gain(state, seat, gain)

    def _drawn(self, state: GameState, seat: int, chip: Chip) -> GameState:
        player = state.players[seat]
        task = player.task
        todo = player.todo[1:]  # the draw's task done (``pop_task``), in the same copy
        if isinstance(task, DrawToHand):
            bag, hand = player.bag.remove(chip), player.hand.add(chip)
            state = state.with_player(seat, todo=todo, bag=bag, hand=hand)
            if task.count > 1:
                state = push_task(state, seat, DrawToHand(task.count - 1, task.purpose), front=True)
            return state
        bag = player.bag.remove(chip)
        state = state.with_player(seat, todo=todo, bag=bag, drawn=player.drawn + 1)
        return drawn_to_cauldron(state, seat, chip)

    def _apply_move(self, state: GameState, action: Action) -> GameState:
        seat = action.seat
        if isinstance(action, Buy):  # two chips bought in any order are the same purchase
            action = Buy(seat, tuple(sorted(action.chips, key=KIND_INDEX.__getitem__)))
        if not 0 <= seat < len(state.players):
            raise IllegalActionError(
                "kwakzalvers.spelers",
                f"Er is geen speler {seat + 1}; dit spel heeft {len(state.players)} spelers.",
            )
        if action not in self.legal_actions(state, seat):
            raise self._why_illegal(state, action)
        return self._move(state, action)

    def _move(self, state: GameState, action: Action) -> GameState:
        """A seat's legal ``action`` done (before the flow settles)."""
        seat = action.seat
        player = state.players[seat]
        if isinstance(action, Draw):
            return push_task(state, seat, DrawToPlace())
        if isinstance(action, Stop):
            return after_stopping(state.with_player(seat, stopped=True), seat)
        if isinstance(action, UseFlask):
            index = len(player.cauldron) - 1
            return return_to_bag(state.with_player(seat, flask=False), seat, index)
        if isinstance(action, Buy):
            state = pop_task(state, seat)
            for chip in action.chips:
                state = chip_to_bag(state, seat, chip)
            state = events_of(state).fold("na-kopen", state, seat, action.chips)
            return state
        if not isinstance(action, Choose):
            done = events_of(state).first("vrije-actie", state, action)
            if done is not None:
                return typing.cast(GameState, done)
        assert isinstance(action, Choose) and player.task is not None
        chosen = options_of(state, seat, player.task)[action.option]
        return typing.cast(GameState, chosen.apply(pop_task(state, seat)))

    def _why_illegal(self, state: GameState, action: Action) -> RuleError:
        """A Dutch reason, naming the clause, why ``action`` may not be done now."""
        refusal = events_of(state).first("weigering", state, action)
        if refusal is not None:
            return typing.cast(RuleError, refusal)
        seat = action.seat
        player = state.players[seat]
        phase = self.phase(state)
        who = dutch.sentence(seat_name(seat))
        if seat not in self.current_players(state):
            if isinstance(action, Draw | Stop | UseFlask) and state.phase == "brouwen":
                if player.exploded and isinstance(action, UseFlask):
                    return IllegalActionError(
                        "kwakzalvers.fles",
                        f"{who} is ontploft: het fiche dat de ketel liet ontploffen, mag de fles "
                        "niet meer terugsturen.",
                    )
                if player.exploded:
                    return IllegalActionError(
                        "kwakzalvers.ontploffen",
                        f"{who} is ontploft en moet stoppen: trekken kan niet meer.",
                    )
                if player.stopped:
                    return IllegalActionError(
                        "kwakzalvers.brouwen.stoppen", f"{who} is al gestopt met trekken."
                    )
                if state.round == LAST_ROUND and not player.todo:
                    return IllegalActionError(
                        "kwakzalvers.ronde9",
                        f"In ronde 9 trekt iedereen tegelijk: {seat_name(seat)} wacht tot de "
                        "anderen ook een fiche getrokken hebben of gestopt zijn.",
                    )
            return IllegalActionError(
                phase.clause_id, f"{who} is nu niet aan de beurt (fase: {phase.name})."
            )
        task = player.task
        if isinstance(action, Buy) and isinstance(task, Shop):
            check_buy(state, task.coins, action.chips)
        if isinstance(action, UseFlask):
            return IllegalActionError(
                "kwakzalvers.fles",
                "De fles mag alleen op een wit fiche dat je net getrokken hebt en dat je ketel "
                "niet liet ontploffen, en alleen als je fles vol is.",
            )
        if isinstance(action, Choose):
            count = len(self.legal_actions(state, seat))
            return IllegalActionError(
                phase.clause_id,
                f"{who} kan kiezen uit {count} mogelijkheden, niet uit nummer {action.option + 1}.",
            )
        if isinstance(action, Stop) and state.setup.first_chip and not player.drawn:
            return IllegalActionError(
                "kwakzalvers.keuze.leeg",
                f"Met de keuze 'minstens één' trekt {seat_name(seat)} eerst één fiche voor hij "
                "mag stoppen.",
            )
        if isinstance(action, Draw) and not player.bag:
            return IllegalActionError(
                "kwakzalvers.brouwen", f"De buidel van {seat_name(seat)} is leeg."
            )
        return IllegalActionError(phase.clause_id, f"'{action}' kan nu niet ({phase.name}).")

    # -- running the flow ------------------------------------------------------------------------

    def _settle(self, state: GameState) -> GameState:
        """Apply whatever needs nobody, then move through the phases until someone must act."""
        return self.runner.settle(state)

    def _enter(self, state: GameState, after: str | None) -> GameState:
        """Begin the next phase that applies (a new round after the last one)."""
        return self.runner.enter(state, after)


def describe(game: Quacks, state: GameState, action: Action) -> str:
    """A short Dutch gloss of ``action`` in ``state``."""
    gloss = events_of(state).first("omschrijving", state, action)  # an expansion's action
    if gloss is not None:
        return typing.cast(str, gloss)
    if isinstance(action, Turned):
        card = deck_card(state, action.card)
        return f"kaart {card.id} ({card.colour.value}): {card.dutch()}"
    if isinstance(action, Rolled):
        return f"{seat_name(action.player)} gooit: {action.face.value}"
    if isinstance(action, DrawnChip):
        return f"{seat_name(action.player)} trekt {action.chip.dutch()}"
    who = seat_name(action.seat)
    if isinstance(action, Draw):
        return f"{who} trekt een fiche"
    if isinstance(action, Stop):
        return f"{who} stopt"
    if isinstance(action, UseFlask):
        return f"{who} gebruikt de fles"
    if isinstance(action, Buy):
        if not action.chips:
            return f"{who} koopt niets"
        return f"{who} koopt " + dutch.listing([c.dutch() for c in action.chips])
    if isinstance(action, Choose):
        task = state.players[action.seat].task
        if task is not None:
            options = options_of(state, action.seat, task)
            if 0 <= action.option < len(options):
                return f"{who}: {options[action.option].label}"
        return f"{who} kiest {action.option + 1}"
    return str(action)


def make_game(expansions: Sequence[Expansion[GameState]] = ()) -> Quacks:
    """The game; it plays any setup, the expansions switched on included (a setup brings its
    expansions' data). ``expansions``: those whose action notation it reads without a state."""
    return Quacks(BASE_FLOW, LEVELS, expansions)


@cache
def shared_game() -> Quacks:
    """One engine for the base package's own helpers (scenarios, situations, pictures, the
    terminal's games): it plays every setup, so they need not ask the registry for one."""
    return make_game()


def phase_name(state: GameState) -> str:
    """The Dutch name of the state's phase (``3. Het bereiden van de drank``), an expansion's
    phase included: what the table's picture prints in its heading."""
    if state.over:
        return "het spel is uit"
    try:
        return str(shared_game().flow_of(state.setup)[state.phase].name)
    except KeyError:
        return state.phase or "voorbereiding"


__all__ = ["Quacks", "describe", "make_game", "phase_name", "shared_game"]
