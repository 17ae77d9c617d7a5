"""The game model's helpers for a table: menus of legal actions, and a playthrough that goes back.

Both are generic: they are checked on De Kwakzalvers and on a tiny second game (dobbelnim).
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.core.model.game import CHANCE, Playthrough
from rulebook.core.reader.menu import MAX_BUTTONS, common_lead, menu
from rulebook.games import game
from rulebook.quacks.actions import Buy, Draw, Stop
from rulebook.quacks.bots import BOTS
from rulebook.quacks.table import Setup
from tests.nim_game import Nim, NimSetup, Roll, Take, TakeMost


def quacks_game(seed: int = 5) -> Playthrough[Any, Any]:
    agents: dict[int, Any] = {0: BOTS["voorzichtig"], 1: BOTS["gulzig"], 2: BOTS["rekenaar"]}
    return Playthrough.start(game(), Setup.with_set(1, players=3), seed, agents)


def first_state(play: Playthrough[Any, Any], wanted: type, seat: int = 0) -> Any:
    """Step until ``seat`` may take an action of type ``wanted``; that state."""
    for _ in range(5000):
        if any(isinstance(a, wanted) for a in play.game.legal_actions(play.state, seat)):
            return play.state
        play.step()
    raise AssertionError(f"no {wanted.__name__} for seat {seat}")


# -- the heading and the rest of each gloss -------------------------------------------------------


@pytest.mark.parametrize(
    ("labels", "lead"),
    [
        (["speler 1 trekt een fiche", "speler 1 stopt"], "speler 1"),
        (["speler 2 koopt niets", "speler 2 koopt pompoen (oranje, waarde 1)"], "speler 2 koopt"),
        (["speler 1: 3 robijnen", "speler 1: neem O1"], "speler 1:"),
        # a patient's action ("speler 1: doe ...") beside drawing: the seat's name stays whole
        (["speler 1 trekt een fiche", "speler 1 stopt", "speler 1: doe R1 terug"], "speler 1"),
        (["speler 1 stopt"], ""),  # a lone choice keeps its whole gloss
        ([], ""),
        (["trek", "stop"], ""),
        (["neem 1", "neem 1 en 2"], "neem"),  # at least one word of each is left over
        # never a heading that ends inside brackets
        (["koop pompoen (oranje, waarde 1)", "koop pompoen (oranje, waarde 1) en G1"], "koop"),
    ],
)
def test_the_heading_is_the_words_every_gloss_starts_with(labels: list[str], lead: str) -> None:
    assert common_lead(labels) == lead


def test_brewing_offers_draw_and_stop_as_two_single_buttons() -> None:
    play = quacks_game()
    state = first_state(play, Draw)
    shown = menu(play.game, state, 0)
    assert shown.heading == "speler 1"
    assert [(g.kind, [o.short for o in g.offers], g.as_list) for g in shown.groups] == [
        ("Draw", ["trekt een fiche"], False),
        ("Stop", ["stopt"], False),
    ]
    assert [o.notation for o in shown.offers] == ["1 trek", "1 stop"]
    assert [o.label for o in shown.offers] == ["speler 1 trekt een fiche", "speler 1 stopt"]


def test_a_shop_is_one_list_of_every_purchase_with_the_engines_glosses() -> None:
    play = quacks_game()
    state = first_state(play, Buy)
    legal = play.game.legal_actions(state, 0)
    shown = menu(play.game, state, 0)
    (group,) = shown.groups
    assert group.kind == "Buy"
    assert len(group.offers) == len(legal) > MAX_BUTTONS
    assert group.as_list
    assert shown.heading == "speler 1 koopt"
    assert group.offers[0].short == "niets"
    for offer, action in zip(group.offers, legal, strict=True):
        assert offer.notation == str(action)
        assert offer.label == play.game.describe(state, action)
        assert offer.label == f"speler 1 koopt {offer.short}"


def test_a_seat_that_may_not_act_gets_an_empty_menu() -> None:
    play = quacks_game()
    state = first_state(play, Buy)  # seat 1 waits while seat 0 shops
    assert play.game.current_players(state) == (0,)
    assert menu(play.game, state, 1).groups == ()


def test_the_menu_works_for_another_game_too() -> None:
    nim = Nim()
    state = nim.apply(nim.new_game(NimSetup(stones=10, faces=3), 1), Roll(3))
    shown = menu(nim, state, 0)
    assert shown.heading == "speler 1 neemt"
    (group,) = shown.groups
    assert (group.kind, group.as_list) == ("Take", False)
    assert [(o.notation, o.short) for o in group.offers] == [
        ("1 neemt 1", "1 steen"),
        ("1 neemt 2", "2 stenen"),
        ("1 neemt 3", "3 stenen"),
    ]
    wide = nim.apply(nim.new_game(NimSetup(stones=20, faces=9), 1), Roll(8))
    assert menu(nim, wide, 0).groups[0].as_list  # eight choices: a list


# -- a playthrough goes back ---------------------------------------------------------------------


def test_rewind_restores_the_state_and_the_random_stream() -> None:
    play = quacks_game(seed=11)
    for _ in range(120):
        play.step()
    actions, states = list(play.actions), list(play.states)
    play.rewind(40)
    assert play.state == states[40]
    assert play.actions == actions[:40]
    assert play.states == states[:41]
    for _ in range(80):  # the same choices bring the same chance again
        play.step()
    assert play.actions == actions
    assert play.state == states[-1]


def test_rewind_to_the_start_and_to_now() -> None:
    play = quacks_game(seed=3)
    for _ in range(30):
        play.step()
    now = play.state
    play.rewind(30)
    assert play.state == now
    play.rewind(0)
    assert play.state == play.states[0] and play.actions == [] and play.draws == 0
    fresh = quacks_game(seed=3)
    for _ in range(30):
        play.step()
        fresh.step()
    assert play.actions == fresh.actions


@pytest.mark.parametrize(
    ("count", "error"), [(-1, ValueError), (11, ValueError), (True, TypeError)]
)
def test_rewind_to_a_state_that_never_was_is_a_programming_error(
    count: Any, error: type[Exception]
) -> None:
    play = quacks_game()
    for _ in range(10):
        play.step()
    with pytest.raises(error):
        play.rewind(count)
    assert len(play.actions) == 10


def test_step_lets_a_chosen_seat_act_in_a_simultaneous_phase() -> None:
    play = quacks_game()
    first_state(play, Draw)
    assert play.game.current_players(play.state) == (0, 1, 2)
    action = play.step(2)
    assert action in (Draw(2), Stop(2))
    with pytest.raises(ValueError, match="may not act"):
        play.step(7)


def test_chance_draws_are_counted_for_another_game_too() -> None:
    nim = Nim()
    play = Playthrough.start(nim, NimSetup(stones=12, faces=3), 4, {0: TakeMost(), 1: TakeMost()})
    play.run()
    rolls = [a for a in play.actions if isinstance(a, Roll)]
    assert play.draws == len(rolls) > 0
    assert nim.is_over(play.state)
    assert play.waiting_for() is None
    replay = list(play.actions)
    play.rewind(3)
    assert play.draws == sum(isinstance(a, Roll) for a in replay[:3])
    play.run()
    assert play.actions == replay
    assert all(isinstance(a, Take) for a in replay[1::2])
    assert nim.current_players(play.states[0]) == (CHANCE,)
