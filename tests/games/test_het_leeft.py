"""Het Leeft!: the rules clause by clause, properties over many seeded games, a golden game,
the terminal's answers, and what a seat may see.

Every assertion is something a player could check against the rules: what a payment may be,
who wins an auction and who is paid, where the 60 cards are, that coins are conserved with the
bank, that a refused move changes nothing.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest

from rulebook.cli import main
from rulebook.core.errors import RuleError
from rulebook.core.model.cards import Deck, Pile
from rulebook.core.model.game import CHANCE, Playthrough, check_outcomes, sample
from rulebook.core.reader.coverage import coverage
from rulebook.games import EXAMPLE_SETS
from rulebook.its_alive.bots import Collector, Trader, make_bots
from rulebook.its_alive.data import (
    BOX_COINS,
    EXAMPLE_VALUES,
    PLACES,
    CoffinScore,
    FetchPayment,
    Kind,
    parse_values,
)
from rulebook.its_alive.engine import make_match
from rulebook.its_alive.examples import GAME, full_board, table
from rulebook.its_alive.flow import TURN
from rulebook.its_alive.rules import (
    ItsAliveError,
    View,
    auction_outcome,
    card_total,
    fetch_choices,
    game_score,
    receive,
    sell_value,
    uprising_choices,
)
from rulebook.its_alive.state import Player, Setup, State


def move(state: State, text: str) -> State:
    return GAME.apply(state, GAME.parse_action(text))


# -- the clauses --------------------------------------------------------------------------------


def test_every_clause_is_shown_by_a_worked_example_or_a_refusal() -> None:
    gaps = [c.id for c, names in coverage("het-leeft", EXAMPLE_SETS) if not names]
    assert len(coverage("het-leeft", EXAMPLE_SETS)) >= 45
    assert gaps == []


def test_the_turn_overview_copies_no_run_of_eight_words_from_a_seed() -> None:
    from tests.rulebook.test_own_words import runs, seed_runs

    seeds = seed_runs()
    texts = [t for p in TURN for t in (p.summary, p.who, p.ends, *(s.summary for s in p.steps))]
    assert [run for text in texts for run in runs(text) & seeds] == []


# -- paying for a graveyard card ------------------------------------------------------------------


def test_a_fetch_is_paid_with_a_card_of_at_least_its_value_or_its_value_in_coins() -> None:
    choices = fetch_choices(6, ["armen-3", "hart-7", "hoofd-6"], 5)
    assert [p.code for p in choices] == ["kaart-hoofd-6", "kaart-hart-7"]
    choices = fetch_choices(6, ["armen-3"], 6)
    assert [(p.kind, p.amount) for p in choices] == [("munten", 6)]
    assert fetch_choices(6, ["armen-3"], 5) == []


def test_a_mixed_payment_only_with_the_option() -> None:
    assert fetch_choices(6, ["armen-3"], 4) == []
    mixed = fetch_choices(6, ["armen-3"], 4, FetchPayment.MIXED)
    assert [(p.kind, p.card, p.coins) for p in mixed] == [("kaart+munten", "armen-3", 3)]


def test_a_fetch_paid_with_an_uprising_puts_it_out_of_the_game_and_a_card_on_the_graveyard() -> (
    None
):
    me = Player(coins=1, aside=("benen-6", "opstand-5"))
    other = Player(graveyard=Pile(("armen-5",)))
    state = table([me, other], ["hoofd-3"])
    state = move(move(state, "1 kies halen-2"), "1 kies kaart-opstand-5")
    assert state.out == ("opstand-5",)
    assert state.middle == "armen-5"
    assert state.player(0).graveyard.cards == ()
    state = table([me, other], ["hoofd-3"])
    state = move(move(state, "1 kies halen-2"), "1 kies kaart-benen-6")
    assert state.player(0).graveyard.cards == ("benen-6",)
    assert state.player(1).graveyard.cards == ()


def test_you_may_fetch_from_your_own_graveyard() -> None:
    me = Player(coins=16, graveyard=Pile(("hart-3", "hoofd-7")))
    state = table([me, Player()], ["benen-2"])
    assert "1 kies halen-1" in [str(a) for a in GAME.legal_actions(state, 0)]
    state = move(move(state, "1 kies halen-1"), "1 kies kopen")  # one payment: coins, automatic
    assert state.player(0).place_of(Kind.HEAD) == "hoofd-7"
    assert state.player(0).coins == 16 - 7 - 7
    assert state.player(0).graveyard.cards == ("hart-3",)


# -- buy, sell, auction ---------------------------------------------------------------------------


def test_selling_gives_half_the_value_rounded_down_and_the_card_goes_to_the_graveyard() -> None:
    assert [sell_value(v) for v in (1, 2, 7, 8)] == [0, 1, 3, 4]
    state = move(table([Player(coins=5), Player()], ["hart-7", "armen-2"]), "kans hart-7")
    state = move(state, "1 kies verkopen")
    assert state.player(0).coins == 8
    assert state.player(0).graveyard.top == "hart-7"


def test_buying_costs_the_value_to_the_bank_and_needs_the_coins() -> None:
    state = move(table([Player(coins=5), Player()], ["hart-7", "hart-5"]), "kans hart-7")
    assert "kopen" not in [o.code for o in GAME.options(state, 0)]
    state = move(table([Player(coins=7), Player()], ["hart-7"]), "kans hart-7")
    bank = state.bank
    state = move(state, "1 kies kopen")
    assert (state.player(0).coins, state.bank) == (0, bank + 7)


def test_an_auction_goes_once_around_from_the_sellers_left_and_the_winner_pays_the_seller() -> None:
    players = [Player(coins=10), Player(coins=9), Player(coins=12), Player(coins=4)]
    state = move(table(players, ["torso-6", "armen-3"]), "kans torso-6")
    state = move(move(state, "1 kies veilen"), "1 kies bod-3")
    assert GAME.current_players(state) == (1,)
    state = move(state, "2 kies bod-5")
    assert GAME.current_players(state) == (2,)
    assert [o.code for o in GAME.options(state, 2)][:3] == ["passen", "bod-6", "bod-7"]
    state = move(state, "3 kies passen")
    # seat 4 has 4 coins: it cannot outbid 5, so its only choice (passing) is taken at once
    assert state.player(1).place_of(Kind.TORSO) == "torso-6"
    assert (state.player(0).coins, state.player(1).coins) == (15, 4)
    assert state.active == 1


def test_a_seller_nobody_outbids_pays_the_bank() -> None:
    state = move(table([Player(coins=10), Player(coins=2)], ["torso-6", "armen-3"]), "kans torso-6")
    bank = state.bank
    state = move(move(state, "1 kies veilen"), "1 kies bod-3")  # seat 2 (2 coins) must pass
    assert (state.player(0).coins, state.bank) == (7, bank + 3)
    assert state.player(0).place_of(Kind.TORSO) == "torso-6"


def test_the_auction_outcome_and_impossible_bids() -> None:
    outcome = auction_outcome([12, 5, 8], [3, None, 5])
    assert (outcome.winner, outcome.amount, outcome.paid_to) == (2, 5, 0)
    assert auction_outcome([12, 5, 8], [3, None, None]).paid_to is None
    with pytest.raises(ItsAliveError) as refused:
        auction_outcome([12, 5, 8], [3, 6, None])
    assert refused.value.clause_id == "het-leeft.veilen.munten"
    with pytest.raises(ItsAliveError) as refused:
        auction_outcome([12, 5, 8], [3, 3, None])
    assert refused.value.clause_id == "het-leeft.veilen.ronde"
    with pytest.raises(ItsAliveError) as refused:
        auction_outcome([12, 5, 8], [0, None, None])
    assert refused.value.clause_id == "het-leeft.veilen.openen"


# -- the uprising ---------------------------------------------------------------------------------


def test_an_uprising_is_paid_by_a_card_or_coins_never_mixed_and_kept() -> None:
    choices, keeps = uprising_choices(5, ["armen-3", "hart-6"], 5)
    assert [p.code for p in choices] == ["kaart-hart-6", "munten-5"]
    assert keeps
    choices, keeps = uprising_choices(5, ["armen-3", "hart-2"], 4)  # 3 + 4 would pay: not allowed
    assert [p.code for p in choices] == ["kaart-armen-3", "munten-4"]
    assert not keeps


def test_an_uprising_that_cannot_be_paid_takes_the_most_valuable_card_or_all_coins() -> None:
    choices, keeps = uprising_choices(6, ["armen-3", "hart-4", "hoofd-4"], 0)
    assert [p.code for p in choices] == ["kaart-hart-4", "kaart-hoofd-4"]
    assert not keeps
    assert [p.code for p in uprising_choices(6, [], 0)[0]] == ["niets"]


def test_only_one_uprising_a_turn_the_others_are_shuffled_back_after_it() -> None:
    state = table(
        [Player(coins=6, aside=("benen-4",)), Player()], ["opstand-3", "opstand-5", "hart-4"]
    )
    state = move(move(state, "kans opstand-3"), "1 kies munten-3")
    assert "opstand-3" in state.player(0).aside
    state = move(state, "kans opstand-5")
    assert state.set_aside == ("opstand-5",)
    assert GAME.current_players(state) == (CHANCE,)
    state = move(move(state, "kans hart-4"), "1 kies verkopen")
    assert state.set_aside == ()
    assert state.deck.count("opstand-5") == 1
    assert state.active == 1


# -- boards ---------------------------------------------------------------------------------------


def test_duplicates_lie_aside_and_coffins_fill_any_place() -> None:
    player = receive(Player(board=full_board(Kind.HEART)), "hart-5")
    player = receive(player, "hart-7")
    assert player.place_of(Kind.HEART) == "hart-7"
    assert player.aside == ("hart-5",)
    coffin = receive(Player(board=full_board(Kind.LEGS)), "doodskist-6")
    assert coffin.place_of(Kind.LEGS) == "doodskist-6"
    moved = receive(coffin, "benen-3")
    assert moved.place_of(Kind.LEGS) == "benen-3"
    assert moved.aside == ("doodskist-6",)


def test_advanced_score_counts_each_place_once_caps_coins_and_adds_five() -> None:
    board = full_board(value=5)
    assert card_total(board) == 40
    assert game_score(40, 30, True) == 40 + 20 + 5
    assert game_score(41, 7, False) == 48
    coffins = (*board[:6], "doodskist-9", "doodskist-6")
    assert card_total(coffins) == 30 + 15
    assert card_total(coffins, CoffinScore.ONE) == 30 + 9


def test_card_values_from_a_readers_file() -> None:
    values = parse_values(str(EXAMPLE_VALUES).replace("hart: 3 4 5 6 7 8", "hart: 1 1 2 9 9 9"))
    assert values.of(Kind.HEART) == (1, 1, 2, 9, 9, 9)
    assert len(values.cards()) == 60
    with pytest.raises(RuleError) as refused:
        parse_values("hart: 1 2 3 4 5 6")
    assert refused.value.clause_id == "het-leeft.kaarten"


# -- properties over many seeded games ------------------------------------------------------------


def _check(state: State) -> None:
    assert sorted(state.all_cards()) == sorted(state.setup.values.cards())
    assert state.bank + sum(p.coins for p in state.players) == BOX_COINS
    assert state.bank >= 0 and all(p.coins >= 0 for p in state.players)


def _refusal_changes_nothing(state: State, rng: random.Random) -> None:
    before = str(state)
    seat = rng.randrange(len(state.players))
    with pytest.raises(RuleError):
        GAME.apply(state, GAME.parse_action(f"{seat + 1} kies bod-999"))
    assert str(state) == before


def test_bot_games_end_with_every_card_somewhere_and_coins_conserved() -> None:
    for seed in range(120):
        rng = random.Random(seed)
        players = 2 + seed % 4
        names = [("verzamelaar", "handelaar")[(seed + s) % 2] for s in range(players)]
        playing = Playthrough.start(GAME, Setup(players=players, advanced=seed % 3 == 0), seed)
        playing.agents = dict(make_bots(names, seed))
        for step in range(5000):
            if playing.is_over:
                break
            state = playing.state
            _check(state)
            if step % 23 == 0:
                assert State.parse(str(state)) == state
                _refusal_changes_nothing(state, rng)
            if GAME.current_players(state) == (CHANCE,):
                check_outcomes(GAME.chance_outcomes(state))
            playing.step()
        assert playing.is_over, f"seed {seed} did not end"
        _check(playing.state)
        assert GAME.result(playing.state).winners


def test_random_games_end_and_every_notation_reads_back() -> None:
    for seed in range(8):
        rng = random.Random(seed)
        state = GAME.new_game(Setup(players=2 + seed % 4, start=seed % 2), seed)
        for _ in range(20_000):
            if GAME.is_over(state):
                break
            players = GAME.current_players(state)
            if players == (CHANCE,):
                action = sample(GAME.chance_outcomes(state), rng)
            else:
                legal = GAME.legal_actions(state, players[0])
                picks = [a for a in legal if not a.code.startswith("wissel-")]
                action = rng.choice(legal if rng.random() < 0.05 or not picks else picks)
            state = GAME.apply(state, action)
            if rng.random() < 0.2:
                assert State.parse(str(state)) == state
                assert eval(repr(state), {"State": State}) == state
            _check(state)
        assert GAME.is_over(state), f"seed {seed} did not end"


def test_a_bot_never_touches_the_games_random_stream() -> None:
    playing = Playthrough.start(
        GAME, Setup(players=3), 11, make_bots(["verzamelaar", "handelaar", "handelaar"], 11)
    )
    playing.run()
    fresh = random.Random(11)
    for _ in range(playing.draws):
        fresh.getrandbits(53)
    assert playing.rng.getstate() == fresh.getstate()
    assert playing.draws == sum(1 for a in playing.actions if str(a).startswith("kans "))


# -- what a seat sees -----------------------------------------------------------------------------


def test_an_observation_hides_other_boards_coins_the_deck_and_graveyards_below_the_top() -> None:
    state = move(
        table(
            [
                Player(coins=5),
                Player(coins=9, board=full_board(Kind.HEAD), graveyard=Pile(("armen-2", "hart-6"))),
            ],
            ["torso-6", "armen-3", "hoofd-4"],
        ),
        "kans torso-6",
    )
    view = GAME.observation(state, 0)
    assert isinstance(view, View)
    other = replace(
        state.player(1), coins=1, board=full_board(), graveyard=Pile(("voeten-7", "hart-6"))
    )
    hidden_changed = replace(state.with_player(1, other), deck=Deck.of(["benen-2", "voeten-3"]))
    changed_view = GAME.observation(hidden_changed, 0)
    assert changed_view == replace(view, deck_size=2)
    assert view.tops[1] == ("hart-6", 2)
    assert view.own == state.player(0)
    assert view.middle == "torso-6"
    over = replace(state, over=True)
    assert GAME.observation(over, 0) == over


# -- the advanced game: a match -------------------------------------------------------------------


def test_the_advanced_game_plays_as_many_games_as_players_the_start_moving_left() -> None:
    match = make_match()
    playing = Playthrough.start(
        match,
        Setup(players=3, advanced=True),
        2,
        make_bots(["verzamelaar", "handelaar", "handelaar"], 2),
    )
    starts = [playing.state.state.setup.start]
    number = 1
    while not playing.is_over:
        playing.step()
        if playing.state.number != number:
            number = playing.state.number
            starts.append(playing.state.state.setup.start)
            assert playing.state.state.active == starts[-1]
    assert starts == [0, 1, 2]
    assert sum(match.scores(playing.state)) > 0


# (the golden game: tests/golden/het-leeft-*.log, played by tests/games/test_golden.py from
# rulebook.its_alive.trials)


# -- the terminal ---------------------------------------------------------------------------------


def answer(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["het-leeft", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_the_terminal_answers_with_the_issues_keys(capsys: pytest.CaptureFixture[str]) -> None:
    score = answer(
        capsys, "score", "--kaarten", "5 3 4 6 7 4 3 8", "--munten", "30", "--eerste", "--gevorderd"
    )
    assert score["totaal"] == 65 and len(score["stappen"]) == 3
    assert (
        answer(capsys, "score", "--bordwaarde", "41", "--munten", "7", "--gevorderd")["totaal"]
        == 48
    )
    assert answer(capsys, "verkoop", "--waarde", "7")["opbrengst"] == 3
    uprising = answer(capsys, "opstand", "--waarde", "5", "--kaarten", "3 2", "--munten", "4")
    assert uprising["keuzes"] == [
        {"soort": "kaart", "bedrag": 3, "kaart": "kaart-3"},
        {"soort": "munten", "bedrag": 4},
    ]
    assert uprising["opstand_blijft"] is False
    nothing = answer(capsys, "opstand", "--waarde", "5", "--munten", "0")
    assert nothing["keuzes"] == [{"soort": "niets", "bedrag": 0}]
    fetch = answer(capsys, "ophalen", "--waarde", "6", "--kaarten", "3 6", "--munten", "2")
    assert fetch["toegestaan"] is True
    assert fetch["keuzes"] == [{"soort": "kaart", "bedrag": 6, "kaart": "kaart-6"}]
    auction = answer(capsys, "veiling", "--munten", "12 5 8", "--biedingen", "3 pas 5")
    assert (auction["winnaar"], auction["bedrag"], auction["betaalt_aan"]) == (3, 5, 1)
    alone = answer(capsys, "veiling", "--munten", "12 5 8", "--biedingen", "3 pas pas")
    assert alone["betaalt_aan"] == "bank"
    played = answer(capsys, "speel", "--spelers", "3", "--zaad", "4")
    assert len(played["winnaars"]) >= 1
    simulated = answer(capsys, "simuleer", "--spelers", "4", "--zaad", "1", "--partijen", "3")
    assert set(simulated) >= {"partijen", "seconden", "per_seconde", "winsten", "gemiddelde_punten"}
    assert sum(simulated["winsten"]) >= 3


@pytest.mark.parametrize(
    ("args", "clause"),
    [
        (["veiling", "--munten", "12 5 8", "--biedingen", "3 6 pas"], "het-leeft.veilen.munten"),
        (["veiling", "--munten", "12 5 8", "--biedingen", "3 x pas"], "het-leeft.veilen.ronde"),
        (
            ["score", "--kaarten", "1 1 1 1 1 1 1 1 1", "--munten", "0", "--gevorderd"],
            "het-leeft.bord",
        ),
        (["opstand", "--waarde", "0", "--munten", "3"], "het-leeft.kaarten"),
        (["speel", "--spelers", "6"], "het-leeft.spelers"),
        (["verkoop", "--waarde", "vijf"], "het-leeft.verkopen"),
    ],
)
def test_bad_input_exits_2_naming_the_clause(
    capsys: pytest.CaptureFixture[str], args: list[str], clause: str
) -> None:
    try:
        status = main(["het-leeft", *args])
    except SystemExit as stopped:  # argparse stops on a malformed number
        status = stopped.code  # type: ignore[assignment]
    assert status == 2
    assert clause in capsys.readouterr().err


def test_the_bots_play_legal_moves_only() -> None:
    for bot in (Collector(1), Trader(2)):
        state = GAME.new_game(Setup(players=2), 1)
        for _ in range(400):
            if GAME.is_over(state):
                break
            players = GAME.current_players(state)
            if players == (CHANCE,):
                state = GAME.apply(state, sample(GAME.chance_outcomes(state), random.Random(0)))
                continue
            legal = GAME.legal_actions(state, players[0])
            chosen = bot.choose(GAME, state, players[0], legal)
            assert chosen in legal
            state = GAME.apply(state, chosen)


def test_chance_of_a_draw_is_the_share_of_that_card_in_the_deck() -> None:
    state = table([Player(), Player()], ["hart-3", "hart-3", "armen-2", "opstand-1"])
    outcomes = dict((str(a), p) for a, p in GAME.chance_outcomes(state))
    assert outcomes == {
        "kans armen-2": Fraction(1, 4),
        "kans hart-3": Fraction(1, 2),
        "kans opstand-1": Fraction(1, 4),
    }
    _ = PLACES


def test_the_clauses_of_het_leeft_are_found_by_its_game_id_and_choices_are_marked() -> None:
    from rulebook.core.reader.clauses import CATALOGUE, ClauseKind, clause_prefix

    assert clause_prefix("het-leeft") == "het-leeft"
    assert clause_prefix("kwakzalvers") == "kwakzalvers"
    found = CATALOGUE.for_game("het-leeft")
    assert found and all(c.id.startswith("het-leeft.") for c in found)
    choices = {c.id for c in found if c.kind is ClauseKind.CHOICE}
    # het-leeft.verborgen keeps its id (the engine's views and the advice cite it), but what a
    # player sees beyond the screens is this rulebook's choice (issue #24, item 9)
    kept_ids = ("het-leeft.keuze.", "het-leeft.notatie", "het-leeft.verborgen")
    assert choices == {c.id for c in found if c.id.startswith(kept_ids)}
    assert CATALOGUE["het-leeft.verborgen"].kind is ClauseKind.CHOICE


def test_pictures_of_a_board_and_a_graveyard_say_what_a_seat_may_see() -> None:
    from rulebook.its_alive.pictures import board_picture, graveyard_picture

    board = board_picture(
        ("armen-3", None, None, "handen-4", None, "hart-5", "doodskist-7", None), 0
    )
    assert "plaats 1: Armen 3" in board and "plaats 2: leeg" in board
    assert "plaats 7: Doodskist 7" in board
    seen = graveyard_picture(Pile(("voeten-2", "hart-6")).view(), 1)
    assert "Hart 6" in seen and "2 kaarten" in seen
    assert "Voeten" not in seen
    assert "<svg" in table([Player(), Player()], ["hart-3"])._repr_svg_()


def test_the_quick_fetch_check_agrees_with_the_payments_it_stands_for() -> None:
    from rulebook.its_alive.rules import fetchable

    rng = random.Random(3)
    for _ in range(300):
        payment = rng.choice(list(FetchPayment))
        cards = tuple(f"armen-{rng.randint(1, 9)}" for _ in range(rng.randint(0, 3)))
        me = Player(coins=rng.randint(0, 9), aside=cards)
        top = f"hart-{rng.randint(1, 9)}"
        other = Player(graveyard=Pile((top,)))
        state = State(
            Setup(players=2, fetch_payment=payment), 0, (me, other), Deck(), 0, ((), (), ())
        )
        expected = bool(fetch_choices(int(top[5:]), cards, me.coins, payment))
        assert (fetchable(state, 0) == [1]) == expected


def test_computer_games_with_mixed_fetch_payments_end() -> None:
    for seed in range(6):
        setup = Setup(players=2 + seed % 4, fetch_payment=FetchPayment.MIXED, advanced=True)
        names = [("verzamelaar", "handelaar")[(seed + s) % 2] for s in range(setup.players)]
        playing = Playthrough.start(GAME, setup, seed, make_bots(names, seed))
        playing.run(20_000)
        assert playing.is_over
        _check(playing.state)
