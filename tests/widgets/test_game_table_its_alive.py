"""Het Leeft! at the generic game table: a whole game against one to four computer players.

The table shows the reader's own screen (their board and coins, every graveyard's top, the deck,
the card in the middle, the others behind their screens) and everything once the game is over;
the log tells every action and what came of it, only what every player sees.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from rulebook.core.errors import RuleError
from rulebook.core.model.match import Match
from rulebook.its_alive.data import BOX_COINS, value_of
from rulebook.its_alive.rules import View
from tests.widgets.pictures import pictures_in
from widgets import GameTable


def first_offer(table: GameTable) -> str:
    return str(table.menus[0]["groups"][0]["offers"][0]["action"])


def play_to_the_end(table: GameTable, choose: Any = first_offer) -> None:
    for _ in range(2000):
        if table.turn_of == "einde":
            return
        table.act(choose(table))
        assert table.error == ""
    raise AssertionError("no end")


def board_cards(table: GameTable, seat: int) -> list[str]:
    return [c for c in table.state.player(seat).cards()]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_one_to_four_computer_players_take_the_other_seats(players: int) -> None:
    table = GameTable.of("het-leeft", players=players, seed=3)
    assert table.humans == (0,)
    assert sorted(table.playthrough.agents) == list(range(1, players))
    names = [seat["player"] for seat in table.seats]
    assert names[0] == "jij" and set(names[1:]) <= {"verzamelaar", "handelaar"}


def test_six_players_are_refused_naming_the_rule() -> None:
    with pytest.raises(RuleError) as refused:
        GameTable.of("het-leeft", players=6, seed=1)
    assert refused.value.clause_id == "het-leeft.spelers"


def test_the_reader_sees_their_own_screen_and_the_others_behind_theirs() -> None:
    table = GameTable.of("het-leeft", players=3, seed=4)
    assert isinstance(table.view, View)
    keys = [part["key"] for part in table.picture_index]
    assert keys == ["midden", "kerkhoven", "bord-1", "scherm-2", "scherm-3"]
    own = table.pictures[2]
    coins = table.state.player(0).coins
    assert f"Munten: {coins} munten" in own
    for picture in table.pictures[3:]:
        assert "bord en munten achter het scherm" in picture
    # another seat's board cards appear in no picture the reader sees
    play = table.playthrough
    while not board_cards(table, 1):
        table.act(first_offer(table))
    hidden = [c for c in board_cards(table, 1) if c not in _tops(table)]
    shown = " ".join(table.pictures)
    for card in hidden:
        assert f'data-card="{card}"' not in shown
    assert play is table.playthrough


def _tops(table: GameTable) -> list[str]:
    return [p.graveyard.top for p in table.state.players if p.graveyard.top]


def test_a_whole_game_ends_with_every_board_open_and_the_winner() -> None:
    table = GameTable.of("het-leeft", players=3, seed=4)
    play_to_the_end(table)
    keys = [part["key"] for part in table.picture_index]
    assert keys == ["midden", "kerkhoven", "bord-1", "bord-2", "bord-3"]
    state = table.state
    assert state.over
    winner = state.finisher
    assert winner is not None and state.player(winner).complete()
    assert table.result["winners"] == [winner]
    assert table.result["text"] == (
        f"Speler {winner + 1} wint: die bracht als eerste het monster tot leven."
    )
    last = table.log_entries[-1]["outcomes"]
    assert last[-1] == (
        f"Het spel is voorbij: speler {winner + 1} bracht het monster als eerste tot leven."
    )
    assert f"Speler {winner + 1} heeft alle acht plaatsen gevuld: het monster leeft!" in last
    assert sum(p.coins for p in state.players) + state.bank == BOX_COINS


def test_the_log_tells_every_action_and_its_coins_as_a_player_can_check() -> None:
    """Every sale brings half the card's value from the bank; every coin line adds up to the
    coins the seat really has after that action."""
    table = GameTable.of("het-leeft", players=4, seed=8)
    play_to_the_end(table, lambda t: t.menus[0]["groups"][0]["offers"][-1]["action"])
    play = table.playthrough
    assert len(table.log_entries) == len(play.actions)
    sales = 0
    checked = {"bank": 0, "speler": 0}
    for entry, before, after in zip(
        table.log_entries, play.states[:-1], play.states[1:], strict=True
    ):
        for line in entry["outcomes"]:
            found = re.fullmatch(r"Speler (\d) krijgt (\d+) munt(?:en)? van de bank\.", line)
            if found:
                seat = int(found[1]) - 1
                checked["bank"] += 1
                assert after.player(seat).coins - before.player(seat).coins == int(found[2])
            paid = re.fullmatch(r"Speler (\d) betaalt (\d+) munt(?:en)? aan speler (\d)\.", line)
            if paid:
                payer, payee = int(paid[1]) - 1, int(paid[3]) - 1
                checked["speler"] += 1
                assert before.player(payer).coins - after.player(payer).coins == int(paid[2])
                assert after.player(payee).coins - before.player(payee).coins == int(paid[2])
        if " verkoopt " in entry["text"] and value_of(before.middle) >= 2:
            sales += 1
            seat = entry["seat"] + 1
            half = value_of(before.middle) // 2
            assert re.search(
                f"Speler {seat} krijgt {half} munt(?:en)? van de bank", " ".join(entry["outcomes"])
            )
    assert sales > 0 and checked["bank"] > 0 and checked["speler"] > 0


def test_a_move_the_rules_forbid_is_refused_in_dutch_and_changes_nothing() -> None:
    table = GameTable.of("het-leeft", players=3, seed=4)
    before = (table.state, table.moves, len(table.log_entries))
    table.act("1 kies bod-99")
    assert "(regel het-leeft.bestemmen: Kopen, verkopen of veilen)" in table.error
    assert (table.state, table.moves, len(table.log_entries)) == before


def test_the_stage_says_the_round_whose_turn_and_the_step() -> None:
    table = GameTable.of("het-leeft", players=3, seed=4)
    assert table.stage == "Ronde 1 · beurt van speler 1 · Kopen, verkopen of veilen"


def test_in_an_auction_the_stage_and_the_status_name_the_same_bidder() -> None:
    """Another seat's auction asks the reader to bid: the stage names the reader as the bidder,
    as the status does, not only whose turn it is (issue #24, item 5)."""
    seen = 0
    for seed in range(1, 6):
        table = GameTable.of("het-leeft", players=3, seed=seed)
        for _ in range(300):
            if table.turn_of == "einde":
                break
            state = table.state
            if state.auction is not None and state.active != 0:
                assert table.status == "Jij bent aan zet (speler 1)."
                assert table.stage.endswith(" · speler 1 biedt"), table.stage
                assert f"beurt van speler {state.active + 1}" in table.stage
                seen += 1
            table.act(first_offer(table))
    assert seen > 0


def test_the_advanced_game_plays_as_many_games_as_players_and_adds_the_scores() -> None:
    table = GameTable.of("het-leeft", players=2, seed=3, advanced=True)
    assert table.stage.startswith("Partij 1 van 2 · ")
    assert table.picture_index[0]["key"] == "partijen"
    play_to_the_end(table, lambda t: t.menus[0]["groups"][-1]["offers"][0]["action"])
    ends = [
        line
        for entry in table.log_entries
        for line in entry["outcomes"]
        if line.startswith("Partij 1 van 2 is voorbij")
    ]
    assert len(ends) == 1
    found = re.fullmatch(
        r"Partij 1 van 2 is voorbij\. Tussenstand: speler 1 (\d+), speler 2 (\d+)\.", ends[0]
    )
    assert found is not None
    state = table.state
    game = table.game
    assert isinstance(game, Match)
    last = game.game.scores(state.state)
    first = (int(found[1]), int(found[2]))
    assert table.result["scores"] == [first[0] + last[0], first[1] + last[1]]
    starts = [
        line
        for entry in table.log_entries
        for line in entry["outcomes"]
        if "als startspeler" in line
    ]
    assert starts == ["Partij 2 begint, met speler 2 als startspeler."]


def test_the_static_copy_shows_the_readers_table_and_the_log() -> None:
    table = GameTable.of("het-leeft", players=3, seed=4)
    table.act(first_offer(table))
    copy = table.static_html()
    pictures = pictures_in(copy)
    assert len(pictures) == 5
    assert "Kerkhoven" in pictures[1]
    assert "speler 1: koopt Handen 2" in copy
    assert "Speler 1 betaalt 2 munten aan de bank." in copy
