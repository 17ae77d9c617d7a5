"""Het Leeft!: rulings checked against the seed at the table, one case per finding of a review.

Each test plays a small table laid out by hand and asserts what a player could check against
the rules (where the cards lie, who starts, what a message names).
"""

from __future__ import annotations

import pytest

from rulebook.cli import main
from rulebook.core.model.cards import Pile
from rulebook.its_alive.examples import GAME, table
from rulebook.its_alive.rulings import uprising_ruling
from rulebook.its_alive.state import Player, State


def move(state: State, text: str) -> State:
    return GAME.apply(state, GAME.parse_action(text))


def test_the_deck_is_remade_the_moment_its_last_card_is_drawn() -> None:
    grave = Pile(("armen-2", "benen-3", "hart-4"))
    state = table([Player(), Player(graveyard=grave)], ["hoofd-5"])
    state = move(move(state, "1 kies trekken"), "kans hoofd-5")
    # the deck ran out with that draw: every graveyard but its top is shuffled in at once
    assert sorted(state.deck) == ["armen-2", "benen-3"]
    assert state.player(1).graveyard.cards == ("hart-4",)
    state = move(state, "1 kies verkopen")
    assert state.player(0).graveyard.cards == ("hoofd-5",)
    # fetching hart-4 (paid with 4 coins, the only way) leaves nothing below it to fetch next
    state = move(state, "2 kies halen-2")
    assert state.middle == "hart-4"
    assert state.player(1).graveyard.cards == ()


def test_an_advanced_match_begins_with_the_chosen_start_player_and_moves_left() -> None:
    from rulebook.core.model.game import Playthrough
    from rulebook.its_alive.bots import make_bots
    from rulebook.its_alive.engine import make_match
    from rulebook.its_alive.state import Setup

    playing = Playthrough.start(
        make_match(), Setup(players=3, start=2, advanced=True), 4, make_bots(["handelaar"] * 3, 4)
    )
    starts = [playing.state.state.setup.start]
    number = 1
    while not playing.is_over:
        playing.step()
        if playing.state.number != number:
            number = playing.state.number
            starts.append(playing.state.state.setup.start)
    assert starts == [2, 0, 1]


def refusal(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["het-leeft", *args]) == 2
    return capsys.readouterr().err


def test_too_many_bids_are_counted_as_given(capsys: pytest.CaptureFixture[str]) -> None:
    bids = " ".join(["3", "pas", *map(str, range(5, 15))])  # 12 bids for 3 players
    said = refusal(capsys, "veiling", "--munten", "12 5 8", "--biedingen", bids)
    assert "3 spelers, 12 biedingen" in said
    assert "het-leeft.veilen.ronde" in said


def test_the_seller_who_opens_below_1_is_not_told_to_pass(
    capsys: pytest.CaptureFixture[str],
) -> None:
    said = refusal(capsys, "veiling", "--munten", "12 5 8", "--biedingen", "0 pas pas")
    assert "het-leeft.veilen.openen" in said
    assert "minstens 1" in said
    assert "passen" not in said  # the seller opens; only the others may pass


def test_an_unpayable_uprising_with_one_way_left_names_that_way() -> None:
    ruling = uprising_ruling(4, [2], 0)
    choices, keeps = ruling.result
    assert [p.kind for p in choices] == ["kaart"]
    assert not keeps
    said = [s.text for s in ruling.steps if s.clause_id == "het-leeft.opstand.onbetaalbaar"]
    assert said == [
        "Dat lukt niet: je geeft een kaart van waarde 2, en de opstand gaat uit het spel."
    ]


def test_a_seat_swaps_when_it_is_asked_and_is_told_the_choice_otherwise() -> None:
    from rulebook.its_alive.data import Kind
    from rulebook.its_alive.examples import full_board
    from rulebook.its_alive.rules import ItsAliveError

    keeper = Player(board=full_board(Kind.HEART, Kind.HEAD), aside=("hart-3",))
    state = move(table([Player(), keeper], ["hoofd-5", "armen-2"]), "kans hoofd-5")
    try:
        move(state, "2 kies wissel-hart-3-hart")  # seat 1 decides now, not seat 2
    except ItsAliveError as refused:
        assert refused.clause_id == "het-leeft.keuze.plaatsen"
    else:
        raise AssertionError("a swap by a seat that is not asked was accepted")
    state = move(state, "1 kies veilen")
    state = move(state, "1 kies bod-1")
    swapped = move(state, "2 kies wissel-hart-3-hart")  # asked to bid: may swap first
    assert swapped.player(1).place_of(Kind.HEART) == "hart-3"


def test_speel_answers_with_the_keys_of_the_kwakzalvers(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import json

    assert main(["het-leeft", "speel", "--spelers", "2", "--zaad", "1", "--json"]) == 0
    played = json.loads(capsys.readouterr().out)
    assert main(["kwakzalvers", "speel", "--spelers", "2", "--zaad", "1", "--json"]) == 0
    quacks = json.loads(capsys.readouterr().out)
    assert set(quacks) <= set(played)
    assert played["spelers"] == ["verzamelaar", "handelaar"]
    assert played["zaad"] == 1
    assert played["uitslag"] == played["log"][-1].removeprefix("# ")


def test_the_first_to_finish_has_eight_cards_on_the_board(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ("score", "--kaarten", "5 3 4", "--munten", "3", "--eerste", "--gevorderd")
    said = refusal(capsys, *args)
    assert "het-leeft.einde" in said
    assert "niet 3" in said
    assert (
        main(
            [
                "het-leeft",
                "score",
                "--kaarten",
                "5 3 4 6 7 4 3 8",
                "--munten",
                "30",
                "--eerste",
                "--gevorderd",
            ]
        )
        == 0
    )
    assert "65 punten (40 + 20 + 5)" in capsys.readouterr().out


@pytest.mark.parametrize("command", ["opstand", "ophalen"])
def test_a_card_worth_0_is_refused(capsys: pytest.CaptureFixture[str], command: str) -> None:
    said = refusal(capsys, command, "--waarde", "3", "--kaarten", "0 5", "--munten", "0")
    assert "het-leeft.kaarten" in said


def test_computer_games_keep_the_turn_rules_at_every_step() -> None:
    """Over seeded games between the computer players, at every step: at most one uprising is
    calmed in a turn, none is set aside when a turn begins, a full board has ended the game,
    and a draw that empties the deck has left every graveyard its top card only."""
    from rulebook.core.model.game import Playthrough
    from rulebook.its_alive.bots import make_bots
    from rulebook.its_alive.data import FetchPayment
    from rulebook.its_alive.engine import make_game
    from rulebook.its_alive.rules import CalmUprising
    from rulebook.its_alive.state import Setup

    game = make_game()
    steps = 0
    for seed in range(12):
        players = 2 + seed % 4
        fetch = FetchPayment.MIXED if seed % 3 == 0 else FetchPayment.SEPARATE
        setup = Setup(players=players, start=seed % players, fetch_payment=fetch)
        bots = make_bots(["verzamelaar", "handelaar"] * 3, seed)
        playing = Playthrough.start(game, setup, seed, bots)
        before = playing.state
        turn = (before.round, before.active)
        calmed: set[str] = set()
        while not playing.is_over:
            playing.step()
            state, steps = playing.state, steps + 1
            if (state.round, state.active) != turn:
                turn, calmed = (state.round, state.active), set()
                assert state.set_aside == () or state.over
            calmed |= {t.uprising for q in state.queues for t in q if isinstance(t, CalmUprising)}
            assert len(calmed) <= 1
            assert state.over or not any(p.complete() for p in state.players)
            if len(before.deck) and not len(state.deck):
                assert all(len(p.graveyard) <= 1 for p in state.players)
            before = state
    assert steps > 1000


def test_simuleer_says_an_advanced_game_is_a_series(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["het-leeft", "simuleer", "--spelers", "2", "--partijen", "2", "--gevorderd"]) == 0
    assert capsys.readouterr().out.startswith("2 partijreeksen van 2 partijen in ")
    assert main(["het-leeft", "simuleer", "--spelers", "2", "--partijen", "2"]) == 0
    assert capsys.readouterr().out.startswith("2 partijen in ")


def test_the_seed_picks_the_start_player_of_speel(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    starts = []
    for seed in (5, 6, 7):
        assert main(["het-leeft", "speel", "--spelers", "3", "--zaad", str(seed), "--json"]) == 0
        header = json.loads(capsys.readouterr().out)["log"][3]
        starts.append(header.split("start=")[1].split()[0])
    assert starts == ["3", "1", "2"]  # 5, 6 and 7 modulo 3, counted from seat 1


def test_the_log_tells_of_a_deck_remade_by_the_draw_of_its_last_card() -> None:
    from rulebook.core.model.game import outcomes_of
    from rulebook.core.model.runner import TABLE
    from rulebook.core.model.task_game import Outcome

    grave = Pile(("armen-2", "hart-4"))  # one card below the top
    state = move(table([Player(), Player(graveyard=grave)], ["hoofd-5"]), "1 kies trekken")
    draw = Outcome(TABLE, "hoofd-5")
    after = GAME.apply(state, draw)
    assert list(after.deck) == ["armen-2"]
    lines = outcomes_of(GAME, state, draw, after)
    assert (
        "De trekstapel was op: 1 kaart van de kerkhoven (niet de bovenste) gaan geschud terug "
        "in de stapel." in lines
    )
    assert not any("naar het midden" in line for line in lines)  # no fetch was made


def test_advies_looks_at_the_game_speel_shows_for_the_same_seed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import json

    args = ["--spelers", "3", "--zaad", "5", "--json"]
    assert main(["het-leeft", "speel", *args]) == 0
    first = next(
        line for line in json.loads(capsys.readouterr().out)["log"] if " kies " in line
    )  # the first decision of the game: '3 kies kopen' after 'kans doodskist-8'
    assert main(["het-leeft", "advies", *args, "--beurt", "1", "--proefpartijen", "100"]) == 0
    advice = json.loads(capsys.readouterr().out)
    assert first.startswith(f"{advice['speler']} kies ")
    assert advice["speler"] == 3  # seed 5 with 3 players: seat 3 begins


def test_speel_shows_what_a_forced_move_did(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    assert main(["het-leeft", "speel", "--spelers", "3", "--zaad", "1", "--json"]) == 0
    log = json.loads(capsys.readouterr().out)["log"]
    at = log.index(next(line for line in log if line.startswith("kans opstand-4")))
    # speler 3 had only one way to calm it, so no choice line follows; the log still says
    # what happened
    assert log[at + 1 : at + 4] == [
        "# → Speler 3 trekt Bevolkingsopstand 4 en sust die meteen.",
        "# → Speler 3 betaalt 4 munten aan de bank.",
        "# → Speler 3 houdt Bevolkingsopstand 4 naast het bord, om mee te betalen.",
    ]
