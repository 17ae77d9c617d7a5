"""What the log of Het Leeft! says came of each action, checked against the states it read.

Only what every player sees is told (``het-leeft.verborgen``); each line can be checked at the
table: a card on a graveyard is its top, a card out of the game is out, a second uprising of a
turn is set aside and goes back when the turn ends, an empty deck takes the graveyards but their
tops.
"""

from __future__ import annotations

import re

from rulebook.core.model.cards import Deck, Pile
from rulebook.core.model.game import OUTCOME_MARK, Playthrough, outcomes_of
from rulebook.core.model.notation import task_code
from rulebook.core.model.task_game import Pick
from rulebook.its_alive.bots import make_bots
from rulebook.its_alive.data import Kind
from rulebook.its_alive.engine import make_game
from rulebook.its_alive.state import Setup, State

GAME = make_game()
NAMES = {kind.dutch: kind.code for kind in Kind}


def card_id(words: str) -> str:
    name, value = words.rsplit(" ", 1)
    return f"{NAMES[name]}-{value}"


def games(count: int) -> list[Playthrough]:  # type: ignore[type-arg]
    found = []
    for seed in range(count):
        players = 2 + seed % 4
        bots = make_bots(["verzamelaar", "handelaar"] * 3, seed)
        play = Playthrough.start(GAME, Setup(players=players), seed, bots)
        play.run()
        found.append(play)
    return found


def test_every_line_agrees_with_the_states_it_was_read_from() -> None:
    told = {"kerkhof": 0, "uit": 0, "opzij": 0, "terug": 0}
    for play in games(24):
        waiting = 0
        for before, action, after in zip(play.states, play.actions, play.states[1:], strict=False):
            for line in outcomes_of(GAME, before, action, after):
                if found := re.fullmatch(r"(.+) komt bovenop het kerkhof van speler (\d)\.", line):
                    told["kerkhof"] += 1
                    assert after.player(int(found[2]) - 1).graveyard.top == card_id(found[1])
                elif found := re.fullmatch(r"(.+) gaat uit het spel\.", line):
                    told["uit"] += 1
                    assert card_id(found[1]) in after.out
                elif found := re.fullmatch(r"(.+) is al de tweede opstand deze beurt: .*", line):
                    told["opzij"] += 1
                    waiting += 1
                    assert card_id(found[1]) in after.set_aside
                elif found := re.fullmatch(r"De beurt is voorbij: (\d+) opstand.*", line):
                    told["terug"] += 1
                    assert int(found[1]) == waiting == len(before.set_aside)
                    verb = "gaat" if waiting == 1 else "gaan"
                    assert line.endswith(f" van opzij {verb} terug in de trekstapel.")
                    assert not after.set_aside
                    waiting = 0
    assert all(told.values()), told


def choosing(state: State) -> bool:
    """The active seat is asked for the turn's card."""
    queue = state.queues[state.active]
    return bool(queue) and task_code(queue[0]) == "kies-kaart"


def test_an_empty_deck_takes_the_graveyards_but_their_tops() -> None:
    play = Playthrough.start(GAME, Setup(players=3), 2, make_bots(["verzamelaar"] * 3, 2))
    while not choosing(play.state):
        play.step()
    state = play.state
    seat = state.active
    piles = [
        Pile(("armen-2", "benen-3")),
        Pile(("hart-4",)),
        Pile(("hoofd-5", "torso-6", "voeten-2")),
    ]
    players = tuple(p.but(graveyard=pile) for p, pile in zip(state.players, piles, strict=True))
    before = state.but(deck=Deck.of(()), players=players)
    after = GAME.apply(before, Pick(seat, "trekken"))
    lines = outcomes_of(GAME, before, Pick(seat, "trekken"), after)
    assert lines[0] == (
        "De trekstapel was op: 3 kaarten van de kerkhoven (niet de bovenste) gaan geschud terug "
        "in de stapel."
    )
    assert [p.graveyard.top for p in after.players] == ["benen-3", "hart-4", "voeten-2"]


def test_a_written_log_carries_the_outcomes_and_still_reads_back() -> None:
    (play,) = games(1)
    record = play.record()
    lines = record.lines(GAME, outcomes=True)
    assert record.lines(GAME) == [line for line in lines if not line.startswith(OUTCOME_MARK)]
    assert any(line.startswith(OUTCOME_MARK + "Het spel is voorbij: ") for line in lines)
    assert type(record).parse(GAME, "\n".join(lines)) == record


def test_a_card_fetched_with_the_last_coins_is_sold_by_the_table_and_told() -> None:
    """A seat fetches the top of its own graveyard with its last 4 coins: with no coins left it
    can neither buy nor auction the card, so the table sells it back onto that graveyard, and
    the log says why (``het-leeft.keuze.kunnen``), although the graveyard ends as large as it
    began (the comparison of two states this log replaced said nothing then)."""
    play = Playthrough.start(GAME, Setup(players=3), 2, make_bots(["verzamelaar"] * 3, 2))
    while not choosing(play.state):
        play.step()
    state = play.state
    seat = state.active
    player = state.player(seat)
    pile = Pile(("armen-2", "hart-4"))
    players = state.players_with(seat, player.but(coins=4, graveyard=pile))
    before = state.but(players=players, bank=state.bank + player.coins - 4)
    step = before
    action = Pick(seat, f"halen-{seat + 1}")
    after = GAME.apply(step, action)
    if after.middle is None and any(after.queues[seat]):  # asked how to pay: with the coins
        step, action = after, Pick(seat, "munten-4")
        after = GAME.apply(step, action)
    lines = outcomes_of(GAME, step, action, after)
    assert after.player(seat).coins == 2 and after.player(seat).graveyard.top == "hart-4"
    assert len(after.player(seat).graveyard) == len(pile)
    assert (
        f"Speler {seat + 1} heeft geen munten om Hart 4 te kopen of te veilen: verkopen is het "
        "enige wat kan, dus doet de tafel dat."
    ) in lines
