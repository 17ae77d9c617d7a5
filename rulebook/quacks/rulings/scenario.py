"""Any situation of a game, played on through the engine and explained step by step.

``scenario_ruling(state, actions)`` applies the actions (engine notation: ``"kans kaart P3"``,
``"1 kies 2"``, ``"kans 1 W1"``) with the engine and turns every change into Dutch steps, each
citing its clause: the card's clause when a fortune-teller card acts, the book's clause when a
chip's action applies, otherwise the clause of the phase in the round's flow. The engine
computes (``rulings.trace`` watches it); ``rulings.explain`` tells what changed.

``table``, ``give``, ``pour`` and ``bag_of`` shape a situation to start from: a game of a setup
in a phase and round, with chips already in a bag or a cauldron.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import replace
from typing import Any

from rulebook.core import checks
from rulebook.core.dutch import listing, points, rat_tails, sentence
from rulebook.core.errors import RuleError
from rulebook.core.model.evolve import evolve
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks import board, engine, rules
from rulebook.quacks.actions import Action, parse_action
from rulebook.quacks.data import EXTRA_WHITE_ROUND
from rulebook.quacks.rulings.changes import chip_words, who
from rulebook.quacks.rulings.explain import Explainer
from rulebook.quacks.rulings.telling import Said
from rulebook.quacks.rulings.trace import Tracer
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import Bag, Cauldron, GameState, Setup

# -- parts into steps ----------------------------------------------------------------------------


def _runs(parts: list[Said]) -> list[list[Said]]:
    """Parts in a row that cite the same clause; told player by player from the start player
    on when each names its player (the engine handles automatic effects side by side)."""
    runs: list[list[Said]] = []
    for part in parts:
        if runs and runs[-1][0].clause_id == part.clause_id:
            runs[-1].append(part)
        else:
            runs.append([part])
    ordered = []
    for run in runs:
        seats = run[-1].state.seats
        if all(part.seat is not None for part in run):
            run = sorted(run, key=lambda part: seats.index(part.seat or 0))
        ordered.append(run)
    return ordered


def _joins(previous: Said, first: Said) -> bool:
    """Chips drawn one by one into one hand are one step, over several chance actions."""
    return (
        previous.joins
        and first.joins
        and previous.clause_id == first.clause_id
        and previous.seat == first.seat
    )


def _step(run: list[Said]) -> Step:
    return Step(run[0].clause_id, " ".join(part.text for part in run), run[-1].state)


# -- the ruling -----------------------------------------------------------------------------------


def scenario_ruling(
    state: GameState,
    actions: Sequence[str | Action] = (),
    *,
    question: str = "",
    focus: Collection[int] | None = None,
    until: str = "",
    game: engine.Quacks | None = None,
) -> Ruling[GameState]:
    """Play ``actions`` from ``state`` with the engine and explain every change.

    A state in which nobody has to act (shaped by hand between two phases) first lets the flow
    move on. ``focus`` names the seats (from 0) whose changes are told (``None``: everyone);
    ``until`` names the last phase told (the ruling ends where the next one would begin). An
    action the rules forbid raises the engine's ``RuleError``, naming its clause. The result is
    the last state.
    """
    checks.instance("de toestand", state, GameState)
    checks.text("de vraag", question)
    checks.text("until", until)
    for seat in focus or ():
        checks.whole_number("een stoel", seat)
    tracer = Tracer(game if game is not None else _default_game())
    explainer = Explainer(tracer, focus)
    parsed = [_parsed(action) for action in actions]
    order = tracer.plain.flow_of(state.setup).ids()
    if until and until not in order:
        raise ValueError(f"no phase {until!r} in this game's flow")
    last = order.index(until) if until else len(order)
    plan: list[Action | None] = list(parsed)
    if not tracer.current_players(state) and not state.over:
        plan.insert(0, None)
    current = state
    runs: list[list[Said]] = []
    for action in plan:
        current, events = tracer.run(current, action)
        parts: list[Said] = []
        for event in events:
            if event.kind == "fase" and order.index(event.phase) > last:
                current = event.before
                break
            parts += explainer.parts(event)
        for run in _runs(parts):
            if runs and _joins(runs[-1][-1], run[0]):
                runs[-1] = runs[-1] + run
            else:
                runs.append(run)
        if current.phase in order and order.index(current.phase) > last:
            break
    if not runs:
        raise RuleError(
            "kwakzalvers.ronde", "Er gebeurt niets: geef minstens één zet die iets verandert."
        )
    seats = list(focus) if focus is not None else list(state.seats)
    told = listing([str(action) for action in parsed]) or "het verder spelen"
    return Ruling(
        question=question or f"Wat gebeurt er bij {told}?",
        answer=summary(state, current, seats),
        result=current,
        steps=tuple(_step(run) for run in runs),
    )


def _parsed(action: str | Action) -> Action:
    if isinstance(action, Action):
        return action
    return parse_action(checks.text("een zet", action))


def _default_game() -> engine.Quacks:
    from rulebook.quacks.engine import shared_game

    return shared_game()


def summary(first: GameState, last: GameState, seats: Sequence[int]) -> str:
    """What a scenario changed for these players: points, rubies, droplet, new chips, the
    cauldron while brewing."""
    lines = []
    for seat in seats:
        said = _summary_of(first, last, seat)
        if said:
            lines.append(f"{who(seat)}: {', '.join(said)}")
    if not lines:
        return "Punten, robijnen en druppels blijven gelijk."
    return sentence("; ".join(lines)) + "."


def _summary_of(first: GameState, last: GameState, seat: int) -> list[str]:
    old, new = first.players[seat], last.players[seat]
    said = []
    if new.score != old.score:
        said.append(f"{points(new.score - old.score)} ({old.score} → {new.score})")
    if new.rubies != old.rubies:
        said.append(f"robijnen {old.rubies} → {new.rubies}")
    if new.droplet != old.droplet:
        said.append(f"druppel veld {old.droplet} → {new.droplet}")
    if new.rats != old.rats:
        said.append(f"{rat_tails(new.rats)}, rattensteen op veld {new.cauldron.start}")
    emptied = Counter(old.cauldron.contents()) - Counter(new.cauldron.contents())
    returned = emptied + (Counter(old.hand) - Counter(new.hand))
    gained = Counter(new.bag) - Counter(old.bag) - returned
    if +gained:
        said.append(f"nieuw in de buidel: {chip_words(gained.elements())}")
    same_round = first.round == last.round
    brewing = last.phase in ("brouwen", "na-het-brouwen") and same_round
    if new.cauldron.chips != old.cauldron.chips and brewing and new.cauldron:
        said.append(f"ketel {' '.join(str(p) for p in new.cauldron.chips)}")
    before_scoring = ("waarzegster", "ratten", "brouwen", "na-het-brouwen")
    if first.phase not in before_scoring and new.scoring != old.scoring:
        said.append(f"puntentellingsveld {old.scoring} → {new.scoring}")
    elif same_round and last.phase not in before_scoring and new.scoring != old.scoring:
        said.append(f"puntentellingsveld {new.scoring}")  # brewing ended in this story
    if new.exploded and not old.exploded:
        said.append("ontploft")
    return said


# -- shaping a situation --------------------------------------------------------------------------


def table(
    players: int = 2,
    *,
    books: int | tuple[int, ...] = 1,
    round: int = 1,
    phase: str = "brouwen",
    card: str | None = None,
    start_player: int = 0,
    seed: int = 0,
    **options: Any,
) -> GameState:
    """A new game of this setup, moved to ``round`` and ``phase`` (``brouwen``: everyone may
    draw; ``waarzegster``: the card is still to be turned), with ``card`` in play. From round 6
    every bag holds the extra white 1-chip."""
    sets = books if isinstance(books, tuple) else (books,) * 5
    state = _default_game().new_game(Setup(players=players, books=sets, **options), seed)
    used = (card,) if card else ()
    state = replace(state, round=round, start_player=start_player, card=card, used_cards=used)
    if phase == "brouwen":
        state = replace(state, phase=phase, todo=())
    elif phase != "waarzegster":
        raise ValueError(f"table() starts in 'brouwen' or 'waarzegster', not {phase!r}")
    if round >= EXTRA_WHITE_ROUND:
        for seat in state.seats:
            state = give(state, seat, "W1")
    return state


def give(state: GameState, seat: int, chips: str | Chips) -> GameState:
    """``chips`` from the box's supply into a player's bag."""
    items = Chips.parse(chips) if isinstance(chips, str) else chips
    supply, bag = state.supply, state.players[seat].bag
    for chip in items:
        supply, bag = supply.remove(chip), bag.add(chip)
    return evolve(state, supply=supply).with_player(seat, bag=bag)


def pour(
    state: GameState,
    seat: int,
    chips: str | Chips,
    *,
    droplet: int | None = None,
    stopped: bool = False,
    **changes: Any,
) -> GameState:
    """A cauldron filled by hand: ``chips`` laid in this order as far as the engine lays them
    (value plus what books and card add), taken from the bag (or else the supply). No chip
    acts; a cauldron whose whites pass the limit is exploded and stopped."""
    items = Chips.parse(chips) if isinstance(chips, str) else chips
    player = state.players[seat]
    start_at = player.droplet if droplet is None else droplet
    start = min(start_at + player.rats, board.LAST_CHIP_FIELD)
    state = state.with_player(seat, droplet=start_at, cauldron=Cauldron(start=start), **changes)
    for chip in items:
        state = _lay(state, seat, chip)
    player = state.players[seat]
    exploded = player.cauldron.white_total() > rules.explosion_limit(state, player)
    return state.with_player(
        seat,
        exploded=exploded,
        stopped=stopped or exploded,
        drawn=len(player.cauldron),
        scoring=player.cauldron.scoring_field,
    )


def _lay(state: GameState, seat: int, chip: Chip) -> GameState:
    player = state.players[seat]
    bag, supply = player.bag, state.supply
    if chip in bag:
        bag = bag.remove(chip)
    else:
        supply = supply.remove(chip)
    distance = rules.distance_of(state, seat, chip)
    cauldron = player.cauldron.place(chip, distance)
    return evolve(state, supply=supply).with_player(seat, bag=bag, cauldron=cauldron, double=False)


def bag_of(state: GameState, seat: int, chips: str) -> GameState:
    """Put exactly ``chips`` in a player's bag (the rest of the bag goes back to the box)."""
    wanted = Bag.parse(chips)
    supply = state.supply.merge(state.players[seat].bag)
    for chip in wanted:
        supply = supply.remove(chip)
    return evolve(state, supply=supply).with_player(seat, bag=wanted)
