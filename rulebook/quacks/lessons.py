"""What De Kwakzalvers van Kakelenburg (and De Alchemisten, which plays on the same engine) adds
to the leermodus (``core.reader.lessons``).

Every option is told with the clause it rests on and what it does now, from the engine's own
functions and rulings:

- drawing: the exact chance that the next chip explodes the cauldron (``odds_ruling``, the ruling
  of ``kwakzalvers kans``, with the limit the engine applies, ``rules.explosion_limit``);
- stopping: what the scoring field of the cauldron gives now (``Cauldron.scoring_field`` on the
  track);
- the flask, an expansion's free action (a patient's): the state the engine makes of it;
- each purchase: its price (``rules.price``) and what each chip does (the clause of its book);
- every other choice (rat tails, rubies, a card's choice, a patient, an essence glass): the
  label the engine gives the option, with what the expansion's task says it gives
  (``Game.explain``) and the clause of the task (``rulings.tasks.task_clause``).

``outcome`` plays the game on to its end for the review: the engine brings the position to the
start of the next round, and from there the fast simulator plays the rest when it covers the
setup (``simulator.covers``); otherwise the engine plays it all (``engine_outcome``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Final

from rulebook.core import dutch
from rulebook.core.model.game import Agent, Game
from rulebook.core.reader.clauses import clause
from rulebook.core.reader.lessons import (
    Decision,
    OptionLesson,
    basic_decision,
    engine_outcome,
    win_share,
)
from rulebook.quacks import rules
from rulebook.quacks.actions import Action, Buy, Choose, Draw, Stop, UseFlask
from rulebook.quacks.board import LAST_ROUND, TRACK
from rulebook.quacks.bots import BOTS
from rulebook.quacks.playout import playout
from rulebook.quacks.rulings import Odds, odds_ruling
from rulebook.quacks.rulings.tasks import task_clause
from rulebook.quacks.simulator import covers
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import GameState, ScoringChoice, Setup, Shop, SpendRubies

DRAW: Final = "kwakzalvers.ontploffen"
"""A draw's lesson is its chance to explode the cauldron."""
STOP: Final = "kwakzalvers.brouwen.stoppen"
FLASK: Final = "kwakzalvers.fles"
SHOP: Final = "kwakzalvers.puntentelling.e"
BREWING: Final = "brouwen"
"""The phase in which a choice moves the cauldron (the flow's id of step 3)."""

PLAYOUT_STYLE: Final = "rekenaar"
"""Who plays on in a playout of the review: every seat plays as the calculator, the strongest
style of the three (so a decision is judged against good play, as Dobbelnim's 'slim')."""


class QuacksTeacher:
    """De Kwakzalvers' teacher (De Alchemisten's decisions included)."""

    unit = "winstkans"

    def decision(self, game: Game[Any, Any], state: GameState, seat: int) -> Decision:
        basic = basic_decision(game, state, seat)
        legal = game.legal_actions(state, seat)
        question, asked = _question(state, seat)
        options = tuple(
            _lesson(game, state, seat, action, option.label, option.now, asked or basic.clause)
            for option, action in zip(basic.options, legal, strict=True)
        )
        return Decision(seat, question, basic.clause or asked, options)

    def strategies(self) -> Mapping[str, Agent[Any, Any]]:
        return dict(BOTS)

    def alternatives(
        self,
        game: Game[Any, Any],
        state: GameState,
        seat: int,
        legal: Sequence[Action],
        chosen: Action,
    ) -> list[Action]:
        """What the review plays out of a decision: the option chosen and those the computer
        styles would choose (a shop offers forty purchases, a draw at no risk nothing to
        compare); a decision where every style agrees with the choice is not played out. When
        only the engine plays the setup (an expansion: a playout costs some 25 ms), only the
        style the playouts play (``PLAYOUT_STYLE``) is compared with the choice."""
        view = game.observation(state, seat)
        bots = BOTS.values() if covers(state.setup) else (BOTS[PLAYOUT_STYLE],)
        return [chosen, *(bot.choose(game, view, seat, legal) for bot in bots)]

    def review_budget(self, game: Game[Any, Any], start: GameState) -> int:
        """The review's budget for the game that began at ``start``: sized to its setup
        (``review_budget`` below: the simulator's budget for the base game, the engine's
        for a setup only the engine plays)."""
        return review_budget(start.setup)

    def first_screen(self, game: Game[Any, Any], start: GameState) -> int:
        """How many paired seeds the review first screens a decision with (``core.reader.
        lessons.first_screen``): ``ENGINE_FIRST_SCREEN`` for a setup only the engine plays,
        where a playout of four or five players costs some 40 ms; the simulator's setups are
        screened on all their seeds at once."""
        return 0 if covers(start.setup) else ENGINE_FIRST_SCREEN

    def playout_cost(self, game: Game[Any, Any], state: GameState) -> float:
        """What one playout from ``state`` costs by estimate, in ms of CPU (``core.reader.
        lessons.playout_cost``: a review stays within its limit by it): for a setup only the
        engine plays, ``ENGINE_PLAYOUT_MS`` for every seat and every round still to come (the
        one being played counted twice: its brewing, its scoring and the start of a game
        cost); 0 for the simulator's setups, which ``review_budget`` sizes."""
        if covers(state.setup):
            return 0.0
        return ENGINE_PLAYOUT_MS * state.setup.players * (LAST_ROUND + 2 - state.round)

    def outcome(self, game: Game[Any, Any], state: Any, seat: int, action: Any, seed: int) -> float:
        return playout_share(game, state, seat, action, seed)


def teacher() -> QuacksTeacher:
    return QuacksTeacher()


REVIEW_BUDGET: Final = 10_000
"""Playouts a review spends when the fast simulator plays the setup, divided by the number of
players (a playout costs some 0.3 ms per player: 2 players 5000, 4 players 2500)."""

ENGINE_REVIEW_BUDGET: Final = 1
"""Playouts a review spends when only the engine plays the setup (an expansion: some 25 ms
each): the least the core plays, every compared option 8 times."""


ENGINE_FIRST_SCREEN: Final = 4
"""When only the engine plays the setup, a decision is screened on 4 paired seeds first, and on
the other 4 only when on one of those the other option did better than the one chosen
(``first_screen``)."""


ENGINE_PLAYOUT_MS: Final = 1.2
"""A playout by the engine (De Alchemisten) costs about this many ms of CPU for each seat and
each round to come, measured on the bench's machine in the review of the terminal's games (5
players from round 1: 59 ms, from round 6: 31 ms; 3 players from round 3: 29 ms)."""


def review_budget(setup: Setup) -> int:
    """The review's budget for ``setup``: what keeps a whole game's review near 5 s of CPU."""
    return REVIEW_BUDGET // setup.players if covers(setup) else ENGINE_REVIEW_BUDGET


# -- the question ---------------------------------------------------------------------------------


def _question(state: GameState, seat: int) -> tuple[str, str]:
    """What ``seat`` decides now, and the clause of the task asked (a card's, a book's, a step
    of the scoring): the clause of an option that has none of its own. The question itself
    cites the phase's clause."""
    player = state.players[seat]
    task = player.task
    who = dutch.player(seat).capitalize()
    if task is None:
        limit = rules.explosion_limit(state, player)
        whites = player.cauldron.white_total()
        bag = len(player.bag)
        return (
            f"{who} brouwt: nog een fiche trekken of stoppen? Je witte fiches zijn samen "
            f"{whites}, tot {limit} mag; in je buidel {dutch.agree(bag, 'zit', 'zitten')} "
            f"{dutch.chips(bag)}.",
            STOP,
        )
    if isinstance(task, Shop):
        return (
            f"{who} koopt voor {dutch.coins(task.coins)} één of twee fiches van verschillende "
            "kleur, of niets.",
            SHOP,
        )
    found = task_clause(state, task)
    if isinstance(task, ScoringChoice):
        return (
            f"{who}: je ketel is ontploft; neem je de overwinningspunten of het geld van je "
            "puntentellingsveld?",
            found,
        )
    if isinstance(task, SpendRubies):
        return (
            f"{who} heeft {dutch.rubies(player.rubies)}: wil je er twee uitgeven, of ben je klaar?",
            found,
        )
    return f"{who} kiest ({_phase_name(state)}).", found


def _phase_name(state: GameState) -> str:
    from rulebook.quacks.engine import phase_name

    return re.sub(r"^\w+\.\s*", "", phase_name(state))


# -- each option ----------------------------------------------------------------------------------


def _lesson(
    game: Game[Any, Any],
    state: GameState,
    seat: int,
    action: Action,
    label: str,
    facts: str,
    asked: str,
) -> OptionLesson:
    notation = str(action)
    if isinstance(action, Draw):
        said = draw_words(draw_odds(state, seat))
        if state.players[seat].window > 0:  # blue set 2: the next chip is protected
            said += (
                " Je volgende fiche is beschermd: ontploft je ketel erdoor, dan krijg je toch "
                "stap D en E (geen bonusdobbelsteen)."
            )
        return OptionLesson(notation, label, DRAW, said)
    if isinstance(action, Stop):
        return OptionLesson(notation, label, STOP, stop_words(state, seat))
    if isinstance(action, UseFlask):
        return OptionLesson(notation, label, FLASK, _flask_words(game, state, seat, action))
    if isinstance(action, Buy):
        return _buy_lesson(state, action, label)
    if isinstance(action, Choose):
        return OptionLesson(notation, label, asked, _choice_words(game, state, seat, action, facts))
    # an expansion's free action while brewing (a patient's): its own clause, and where the
    # engine puts the cauldron
    own = str(getattr(action, "clause_id", "") or asked)
    parts = [dutch.sentence(facts) + ("" if facts.endswith(".") else ".")] if facts else []
    parts.append(_after_words(game, state, seat, action))
    return OptionLesson(notation, label, own, " ".join(part for part in parts if part))


def draw_odds(state: GameState, seat: int) -> Odds:
    """The exact chance that the next chip explodes the cauldron of ``seat``: the ruling of
    ``kwakzalvers kans`` on the bag and the cauldron, with the limit the engine applies now."""
    player = state.players[seat]
    limit = rules.explosion_limit(state, player)
    return odds_ruling(Chips(tuple(player.bag)), player.cauldron.contents(), limit).result


def draw_words(odds: Odds) -> str:
    """``Kans 3/10 (30%) dat je ketel ontploft: ...``"""
    if not odds.chance:
        return "Geen fiche in je buidel kan je ketel nu laten ontploffen (kans 0)."
    chips = dutch.listing([str(chip) for chip in odds.chips], last="of")
    return (
        f"Kans {odds.chance.numerator}/{odds.chance.denominator} ({dutch.percent(odds.chance)}) "
        f"dat het volgende fiche je ketel laat ontploffen: een {chips}."
    )


def stop_words(state: GameState, seat: int) -> str:
    """What the cauldron's scoring field gives if ``seat`` stops now."""
    player = state.players[seat]
    field = player.cauldron.scoring_field
    spot = TRACK[field]
    if state.round == LAST_ROUND:
        money = (
            f"{dutch.coins(spot.coins)} (in ronde {LAST_ROUND} "
            f"{dutch.points(spot.coins // rules.COINS_PER_POINT)})"
        )
    else:
        money = f"{dutch.coins(spot.coins)} om te kopen"
    ruby = " en een robijn" if spot.ruby else ""
    said = f"Stop je nu, dan telt veld {field}: {dutch.points(spot.points)}, {money}{ruby}."
    if player.aside:  # red set 2: the chips beside the cauldron may still be laid after it
        said += (
            f" Naast je ketel {dutch.agree(len(player.aside), 'ligt', 'liggen')} "
            f"{dutch.listing([str(chip) for chip in player.aside])}: na het stoppen mag je "
            "ze nog achter je laatste fiche leggen, dan kom je verder."
        )
    return said


def _flask_words(game: Game[Any, Any], state: GameState, seat: int, action: Action) -> str:
    player = state.players[seat]
    chip = player.cauldron.chips[-1].chip
    after = game.apply(state, action).players[seat]
    limit = rules.explosion_limit(state, player)
    return (
        f"{chip} gaat terug in je buidel: je witte fiches zijn dan samen "
        f"{after.cauldron.white_total()} in plaats van {player.cauldron.white_total()} (tot "
        f"{limit} mag); je fles is daarna leeg tot je hem bijvult."
    )


def _buy_lesson(state: GameState, action: Buy, label: str) -> OptionLesson:
    notation = str(action)
    task = state.players[action.seat].task
    coins = task.coins if isinstance(task, Shop) else 0
    if not action.chips:
        return OptionLesson(
            notation, label, SHOP, f"Je houdt je {dutch.coins(coins)}: geld spaar je niet op."
        )
    prices = [rules.price(state, chip) for chip in action.chips]
    cost = " + ".join(map(str, prices)) + (f" = {sum(prices)}" if len(prices) > 1 else "")
    parts = [f"Kost {cost} van je {dutch.coins(coins)}."]
    parts += [f"{chip}: {chip_ability(state, chip)}" for chip in action.chips]
    book = rules.book_of(state, action.chips[0].ingredient)
    return OptionLesson(notation, label, book.clause_id, " ".join(parts))


_PRICE = re.compile(r"\s*Prijs:[^.]*(\.\d[^.]*)*\.?\s*$")


def chip_ability(state: GameState, chip: Chip) -> str:
    """What a chip does, in the words of its book's clause (its prices left out: the lesson says
    the price on its own)."""
    book = rules.book_of(state, chip.ingredient)
    text = clause(book.clause_id).text
    return _PRICE.sub("", text).strip() or text


def _choice_words(
    game: Game[Any, Any], state: GameState, seat: int, action: Choose, facts: str
) -> str:
    options = rules.offers(state, seat)
    said = []
    if 0 <= action.option < len(options):
        option = options[action.option]
        said.append(dutch.sentence(option.label) + ".")
        describe = getattr(option.effect, "dutch", None)
        text = str(describe()) if callable(describe) else ""
        if text and text.lower() not in option.label.lower():
            said.append(f"Dat geeft: {text}.")
    if facts:
        said.append(dutch.sentence(facts) + ("" if facts.endswith(".") else "."))
    said.append(_after_words(game, state, seat, action))
    return " ".join(part for part in said if part)


def _after_words(game: Game[Any, Any], state: GameState, seat: int, action: Action) -> str:
    """Where the engine puts the cauldron of ``seat`` after ``action``."""
    if state.phase != BREWING:
        return ""
    before = state.players[seat].cauldron
    after = game.apply(state, action).players[seat].cauldron
    if after == before or not after.chips:
        return ""
    field = after.scoring_field
    spot = TRACK[field]
    return (
        f"Je puntentellingsveld wordt veld {field} ({dutch.points(spot.points)}, "
        f"{dutch.coins(spot.coins)}); je witte fiches zijn samen {after.white_total()}."
    )


# -- the review's playouts ------------------------------------------------------------------------


def _bots(state: GameState) -> dict[int, Agent[Any, Any]]:
    return {seat: BOTS[PLAYOUT_STYLE] for seat in range(len(state.players))}


engine_share = engine_outcome(_bots)
"""The same playout all in the engine (what ``playout_share`` must equal)."""


def playout_share(
    game: Game[Any, Any], state: GameState, seat: int, action: Action, seed: int
) -> float:
    """The share of the win of ``seat`` after ``action`` and a playout between calculators:
    the engine to the next round's start, the simulator from there when it covers the setup
    (``playout.playout``); the same game as ``engine_share`` plays, faster."""
    after = game.apply(state, action)
    _, winners = playout(game, after, _bots(after), seed)
    return win_share(winners, seat)


__all__ = [
    "QuacksTeacher",
    "chip_ability",
    "draw_odds",
    "draw_words",
    "playout_share",
    "stop_words",
    "teacher",
]
