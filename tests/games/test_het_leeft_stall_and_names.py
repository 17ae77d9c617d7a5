"""Het Leeft!: every game ends, and the table names cards as a reader does (issue #24, items 5
and 6).

The seed ends a game only with a full board. With card values that are all 1 nobody earns a
coin and nothing is ever bought, so from then on only chance acts; random players under the
mixed fetch payment ran past 150,000 actions. The rulebook's choice ``het-leeft.keuze.stilstand``
(option ``stilstand``, default 10 rounds) ends a game whose boards together reach no new record
of filled places for that many rounds. The property below plays random players under every
setting of every option, with the example values and with degenerate ones (all 1, all 99), and
asks each game to end within the bound the rule gives: the record rises at most 8 times a
player, and each rise restarts a count of ``stilstand`` rounds.
"""

from __future__ import annotations

import itertools
import random
import re
from fractions import Fraction

import pytest

from rulebook.core.model.game import CHANCE
from rulebook.its_alive.data import (
    EXAMPLE_VALUES,
    CardValues,
    CoffinScore,
    FetchPayment,
    Kind,
    Stall,
)
from rulebook.its_alive.engine import make_game
from rulebook.its_alive.examples import full_board, stalled_game, table
from rulebook.its_alive.rulings import stall_ruling
from rulebook.its_alive.state import Player, Setup, State

GAME = make_game()
ONES = CardValues(tuple((1,) * 6 for _ in Kind))
NINETY_NINES = CardValues(tuple((99,) * 6 for _ in Kind))
CODE = re.compile(r"\b[a-z]+-[0-9]+\b")
"""A card written as its code (``doodskist-8``), which no label a reader sees may hold."""


def random_game(setup: Setup, seed: int, labels: list[str] | None = None) -> tuple[State, int]:
    """A game of random players to its end (at most the rule's bound in turns); the last state
    and the number of turns. ``labels`` collects every option label offered."""
    rng = random.Random(seed)
    state = GAME.new_game(setup, seed)
    bound = (8 * setup.players + 1) * setup.stall.rounds * setup.players  # turns
    turns = 0
    while GAME.current_players(state):
        seat = min(GAME.current_players(state))
        if seat == CHANCE:
            action = GAME.sample_chance(state, rng)
        else:
            legal = GAME.legal_actions(state, seat)
            if labels is not None:
                labels += [GAME.describe(state, move) for move in legal]
            action = legal[rng.randrange(len(legal))]
        active = state.active
        state = GAME.apply(state, action)
        turns += state.active != active
        assert turns <= bound, f"seed {seed}: no end after {bound} turns"
    return state, turns


SETTINGS = list(
    itertools.product(
        (EXAMPLE_VALUES, ONES, NINETY_NINES), FetchPayment, CoffinScore, Stall, (False, True)
    )
)


@pytest.mark.parametrize("players", [2, 5])
def test_every_game_of_random_players_ends_under_every_option_and_any_card_values(
    players: int,
) -> None:
    ended = {"vol bord": 0, "stilstand": 0, "vast": 0}
    for number, (values, fetch, coffins, stall, advanced) in enumerate(SETTINGS):
        setup = Setup(players, 0, advanced, values, fetch, coffins, stall)
        state, _ = random_game(setup, number)
        assert state.over
        if state.finisher is not None:
            ended["vol bord"] += 1
        elif state.passes >= players:
            ended["vast"] += 1
        else:
            assert state.quiet == stall.rounds * players
            ended["stilstand"] += 1
        result = GAME.result(state)
        assert result.winners
    assert ended["stilstand"] > 0


def test_a_game_of_ones_ends_after_exactly_the_quiet_rounds_of_its_option() -> None:
    """All values 1: once the 12 coins of the start are spent nobody earns one (half of 1 is
    0), so the count runs to ``stilstand`` rounds and the game ends there, no monster alive."""
    for stall in Stall:
        setup = Setup(players=3, values=ONES, stall=stall)
        state, turns = random_game(setup, 11)
        assert state.finisher is None and state.quiet == stall.rounds * 3
        assert turns <= (state.record + 1) * stall.rounds * 3


def test_a_new_record_of_filled_places_starts_the_count_again() -> None:
    board = full_board(Kind.ARMS, Kind.HEAD, Kind.LEGS)
    state = table([Player(coins=9, board=board), Player(coins=0)], ["benen-3", "hart-4"])
    state = state.but(record=5, quiet=19)
    state = GAME.apply(state, GAME.parse_action("kans benen-3"))
    state = GAME.apply(state, GAME.parse_action("1 kies kopen"))
    assert not state.over and (state.record, state.quiet) == (6, 0)


def test_the_stalled_example_ends_and_the_ruling_agrees_with_the_option() -> None:
    ruling = stalled_game()
    assert ruling.result.over and ruling.result.finisher is None
    assert ruling.answer == (
        "Speler 2 wint met 6 gevulde plaatsen, de meeste; niemand bracht het monster tot leven."
    )
    assert stall_ruling(9, 9, 6, Stall.FIVE).result is True
    assert stall_ruling(9, 9, 6, Stall.TEN).result is False
    assert stall_ruling(10, 9, 30, Stall.FIVE).result is False


def test_the_notation_keeps_the_count_and_the_option() -> None:
    # a whole table (a parsed position holds every card of the box: ``het-leeft.kaarten``)
    state = GAME.new_game(Setup(players=2, stall=Stall.FIVE), 3).but(record=4, quiet=7)
    again = State.parse(str(state))
    assert (again.setup.stall, again.record, again.quiet) == (Stall.FIVE, 4, 7)


def test_no_option_label_names_a_card_by_its_code() -> None:
    labels: list[str] = []
    for seed in range(6):
        fetch = tuple(FetchPayment)[seed % 2]
        random_game(Setup(players=3, fetch_payment=fetch), seed, labels)
    assert any("Doodskist" in label for label in labels)
    assert [label for label in labels if CODE.search(label)] == []


def test_a_forced_sale_says_why() -> None:
    board = full_board(Kind.ARMS, Kind.HEAD, Kind.LEGS)
    state = table([Player(coins=0, board=board), Player(coins=3)], ["hart-3", "torso-4"])
    action = GAME.parse_action("kans hart-3")
    after = GAME.apply(state, action)
    assert GAME.outcomes(state, action, after)[0] == (
        "Speler 1 heeft geen munten om Hart 3 te kopen of te veilen: verkopen is het enige wat "
        "kan, dus doet de tafel dat."
    )
    chosen = table([Player(coins=3), Player(coins=3)], ["hart-3", "torso-4"])
    chosen = GAME.apply(chosen, action)
    sell = GAME.parse_action("1 kies verkopen")
    assert not any(
        "geen munten" in line for line in GAME.outcomes(chosen, sell, GAME.apply(chosen, sell))
    )


def test_the_rulings_speak_dutch_numbers_and_counts() -> None:
    """Decimal commas, 'geen' and 'één' for 0 and 1, and no 'Je kaarten zijn geen kaarten
    waard' (issue #24, item 8)."""
    from rulebook.core import dutch
    from rulebook.its_alive.rulings import fetch_ruling, sell_ruling, uprising_ruling

    assert sell_ruling(7).steps[0].text.startswith("De helft van 7 is 3,5;")
    assert sell_ruling(8).steps[0].text.startswith("De helft van 8 is 4;")
    none = fetch_ruling(6, [], 0, FetchPayment.MIXED)
    assert none.steps[1].text == "Je hebt geen kaarten om mee te betalen."
    assert none.steps[-1].text.endswith(": geen zulke mogelijkheden.")
    one = fetch_ruling(6, [3], 3, FetchPayment.MIXED)
    assert one.steps[1].text.startswith("Je enige kaart is 3 waard;")
    assert one.steps[-1].text.endswith(": één zo’n mogelijkheid.")
    assert uprising_ruling(3, [], 0).steps[1].text.startswith("Je hebt geen kaarten en 0 munten;")
    assert dutch.exact(Fraction(1, 4)) == "0,25"


def test_chapter_34s_example_pays_with_a_board_card_and_swaps_nothing_without_reason() -> None:
    """The old example swapped the dearer heart off the board for no reason; now the dearer
    heart pays for the fetched coffin and the kept heart takes its place (keuze.betalen-met)."""
    from rulebook.its_alive.examples import duplicates_and_coffins

    ruling = duplicates_and_coffins()
    cited = [step.clause_id for step in ruling.steps]
    assert "het-leeft.bord.wisselen" not in cited and "het-leeft.keuze.betalen-met" in cited
    end = ruling.result.player(0)
    assert end.place_of(Kind.HEART) == "hart-4" and "hart-7" in end.graveyard.cards
    assert "doodskist-6" in end.board and end.coins == 1


def test_in_every_auction_the_stage_names_the_seat_asked_to_bid() -> None:
    """With several seats still to bid, the stage names the one the game asks now (its
    ``current_players``), not the lowest seat that has a bid waiting."""
    from rulebook.core.model.game import CHANCE, Playthrough
    from rulebook.its_alive.bots import make_bots
    from rulebook.its_alive.engine import make_game
    from rulebook.its_alive.state import Setup

    game = make_game()
    differs = 0
    for seed in range(1, 7):
        names = ["verzamelaar", "handelaar"] * 2
        play = Playthrough.start(game, Setup(players=4, start=1), seed, make_bots(names, seed))
        while not play.is_over:
            state = play.state
            asked = game.current_players(state)
            waiting = [
                seat
                for seat, queue in enumerate(state.queues[:-1])
                if queue and type(queue[0]).__name__ in ("Bid", "OpenBid")
            ]
            if asked and CHANCE not in asked and waiting and asked[0] in waiting:
                word = "opent" if asked[0] == state.active else "biedt"
                assert game.stage(state).endswith(f" · speler {asked[0] + 1} {word}")
                differs += waiting[0] != asked[0]
            play.step()
    assert differs > 0, "some auction asks a seat after a lower one that still has to bid"
