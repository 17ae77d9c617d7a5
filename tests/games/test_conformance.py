"""One conformance test for every game of the model (the OpenSpiel habit).

Random seeded playthroughs check what every game promises: chance outcomes are exact
probabilities that add up to 1, every state and action reads back from its notation, a seat
that must act has legal actions, an illegal action is refused with a RuleError and changes
nothing, and every game ends.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest

from rulebook.core.errors import RuleError
from rulebook.core.evolve import evolve
from rulebook.core.game import CHANCE, Game, Playthrough, check_outcomes
from rulebook.games import game
from rulebook.quacks.alchemists.cards.data import LastChip
from rulebook.quacks.alchemists.data import Glass, Patient
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.alchemists.locoweed.books import ReturnItself
from rulebook.quacks.alchemists.locoweed.in_play import LocoweedReturn
from rulebook.quacks.alchemists.patients.data import (
    CHICKEN_EYES_FROM_PICTURES,
    OwnGlasses,
    PatientOptions,
)
from rulebook.quacks.state import Chip
from rulebook.quacks.table import LastRoundExploded, LimitRule, PurpleField, Setup, YellowDouble

GAMES: dict[str, tuple[Callable[[], Game[Any, Any]], list[Any]]] = {
    "kwakzalvers": (
        game,
        [
            Setup.with_set(1, players=2),
            Setup.with_set(2, players=3),
            Setup.with_set(3, players=4),
            Setup.with_set(4, players=4, test_tubes=True),
            Setup(players=3, books=(1, 2, 3, 4, 1)),
            Setup(
                players=4,
                books=(2, 3, 2, 3, 4),
                die="tweemaal-druppel",
                second_lap=False,
                purple_field=PurpleField.POSITION,
                white_choice=True,
                green_two_closed=True,
                yellow_double=YellowDouble.VALUE_ONLY,
                limit_rule=LimitRule.ADD,
                first_chip=True,
                last_round_exploded=LastRoundExploded.ENGLISH_RULEBOOK,
                test_tubes=True,
            ),
            Setup(players=2, extras=(AlchemistsSetup(),)),
            Setup.with_set(3, players=5, extras=(AlchemistsSetup(),)),
            Setup(players=3, extras=(AlchemistsSetup(book=12),)),
            Setup.with_set(2, players=4, extras=(AlchemistsSetup(book=16),)),
            Setup(players=3, extras=(AlchemistsSetup(book=10),)),
            Setup(players=2, extras=(AlchemistsSetup(book=10, itself=ReturnItself.NOT_ITSELF),)),
            Setup(players=4, extras=(AlchemistsSetup(last_chip=LastChip.VALUE),)),
            Setup(  # a reader's own cards: every patient option away from its default
                players=3,
                extras=(
                    AlchemistsSetup(
                        patients=PatientOptions(
                            chicken_eyes=tuple(reversed(CHICKEN_EYES_FROM_PICTURES)),
                            vampirism_coins=(5,) * 9,
                        ),
                        own_glasses=(OwnGlasses(Patient.FORGETFULNESS, (Glass(rat=True),) * 10),),
                    ),
                ),
            ),
        ],
    ),
}


class RandomAgent:
    """Picks uniformly among the legal actions with its own seeded random source."""

    name = "willekeurig"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Any, player: int, legal: Any) -> Any:
        return self.rng.choice(list(legal))


def playthroughs() -> list[tuple[str, Any, int]]:
    return [
        (name, setup, seed)
        for name, (_, setups) in GAMES.items()
        for setup in setups
        for seed in (1, 2)
    ]


@pytest.mark.parametrize(("name", "setup", "seed"), playthroughs())
def test_a_random_game_keeps_every_promise(name: str, setup: Any, seed: int) -> None:
    game = GAMES[name][0]()
    players = getattr(setup, "players", 2)
    agents: dict[int, Any] = {seat: RandomAgent(seed * 100 + seat) for seat in range(players)}
    _keeps_every_promise(Playthrough.start(game, setup, seed, agents), players)


@pytest.mark.parametrize("itself", list(ReturnItself))
def test_a_random_game_with_book_10_keeps_every_promise(itself: ReturnItself) -> None:
    """Book 10's return asked many times: every bag starts with three locoweed from the box (a
    random player seldom buys one for 10 coins)."""
    game = GAMES["kwakzalvers"][0]()
    setup = Setup(players=3, extras=(AlchemistsSetup(book=10, itself=itself),))
    start = game.new_game(setup, 9)  # seed 9: the return is asked often with both options
    locoweed = Chip.parse("N")
    three = (locoweed,) * 3
    for seat in range(3):
        bag = start.players[seat].bag.add(*three)
        start = evolve(start.with_player(seat, bag=bag), supply=start.supply.remove(*three))
    agents: dict[int, Any] = {seat: RandomAgent(500 + seat) for seat in range(3)}
    play = Playthrough(game, start, 9, agents)
    _keeps_every_promise(play, 3)
    asked = [s for s in play.states if any(isinstance(p.task, LocoweedReturn) for p in s.players)]
    assert len(asked) >= 3, "book 10's return was seldom asked"


def _keeps_every_promise(play: Any, players: int) -> None:
    game = play.game
    checked_illegal = 0
    chips = _chips_in_play(play.state)
    scores = game.scores(play.state)
    for _ in range(20_000):
        state = play.state
        assert _chips_in_play(state) == chips, "a chip appeared or vanished"
        assert all(a <= b for a, b in zip(scores, game.scores(state), strict=True)), "points fell"
        scores = game.scores(state)
        assert game.parse_state(str(state)) == state
        assert eval(repr(state), {"GameState": type(state)}) == state
        actors = game.current_players(state)
        if not actors:
            break
        if actors == (CHANCE,):
            outcomes = game.chance_outcomes(state)
            check_outcomes(outcomes)
            assert all(isinstance(p, Fraction) for _, p in outcomes)
        else:
            for seat in actors:
                legal = game.legal_actions(state, seat)
                assert legal, f"seat {seat} must act but has no legal action"
                for action in legal:
                    assert game.parse_action(str(action)) == action
            idle = [s for s in range(players) if s not in actors]
            if idle and checked_illegal < 30:
                checked_illegal += 1
                _refused_without_change(game, state, idle[0], actors[0])
        play.step()
    assert game.is_over(play.state)
    assert len(game.scores(play.state)) == players


@pytest.mark.parametrize("style", ["voorzichtig", "gulzig", "rekenaar"])
def test_the_computer_players_play_every_option_to_the_end(style: str) -> None:
    """A computer player only ever picks a legal action, whatever the options say."""
    from rulebook.quacks.bots import BOTS

    setup = GAMES["kwakzalvers"][1][5]  # every option away from its default
    game_ = GAMES["kwakzalvers"][0]()
    play = Playthrough.start(game_, setup, 3, dict.fromkeys(range(setup.players), BOTS[style]))
    play.run()
    assert game_.is_over(play.state)


def _chips_in_play(state: Any) -> Counter[Any]:
    """Every chip of the game, wherever it is: bags, cauldrons, hands, beside the cauldrons and
    the box. The rules move chips between these places; none is made or lost."""
    found: Counter[Any] = Counter(state.supply)
    for player in state.players:
        found.update(player.bag)
        found.update(placed.chip for placed in player.cauldron.chips)
        found.update(player.hand)
        found.update(player.aside)
    for extra in state.extras:  # chips an expansion holds (Schichtigheid's open chips)
        found.update(extra.chips())
    return found


def _refused_without_change(game: Any, state: Any, idle: int, active: int) -> None:
    """An action of a seat that is not asked is a RuleError and the state stays the same."""
    before = str(state)
    for action in game.legal_actions(state, active)[:3]:
        stolen = type(action)(**{**action.__dict__, "seat": idle})
        if stolen in game.legal_actions(state, idle):
            continue
        with pytest.raises(RuleError) as refused:
            game.apply(state, stolen)
        assert refused.value.clause_id
        assert str(state) == before
