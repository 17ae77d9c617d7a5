"""A whole game of Castle Combo with Uit de Kerker! played through the game table widget, the
reader clicking an offered button at every turn: the game reaches its end, every square is full,
and the log tells every action in Dutch."""

from __future__ import annotations

from widgets import GameTable


def test_a_whole_game_with_the_expansion_is_played_through_the_widget() -> None:
    table = GameTable.of("castle-combo", players=3, seed=7, humans=(0,), kerker=True)
    clicks = 0
    while not table.state.over:
        if table.waiting_humans():
            offers = [offer for group in table.menus[0]["groups"] for offer in group["offers"]]
            table.act(offers[clicks % len(offers)]["action"])  # a different button each time
            assert table.error == ""
            clicks += 1
        else:
            table.play()
        assert clicks < 500, "the game does not end"
    assert all(len(player.tableau) == 9 for player in table.state.players)
    assert table.result["text"].startswith("Speler ")
    lines = [entry["text"] for entry in table.log_entries]
    assert any(line.startswith("speler 1: ") for line in lines)
    assert any("gedekt" in line or "koop" in line for line in lines)
    assert "Castle Combo met Uit de Kerker!" in table.static_html()


def _played_to_the_end(table: GameTable) -> GameTable:
    clicks = 0
    while not table.game.is_over(table.state):
        if table.waiting_humans():
            offers = [offer for group in table.menus[0]["groups"] for offer in group["offers"]]
            table.act(offers[0]["action"])
            clicks += 1
        else:
            table.play()
        assert clicks < 2000, "the game does not end"
    return table


def test_the_end_is_said_once_at_both_card_tables() -> None:
    """The stage line and the status both said "Het spel is voorbij." at the Het Leeft! table."""
    for table in (
        GameTable.of("het-leeft", players=2, seed=3),
        GameTable.of("castle-combo", players=2, seed=3),
    ):
        _played_to_the_end(table)
        shown = " ".join([table.stage, table.status, table.result["text"]])
        assert shown.count("Het spel is voorbij") == 1, shown
        assert table.static_html().count("Het spel is voorbij") == 1 + sum(
            "Het spel is voorbij" in line
            for entry in table.log_entries[-80:]
            for line in [entry["text"], *entry["outcomes"]]
        )


def test_the_castle_table_counts_rounds_and_turns_and_ends_with_explained_scores() -> None:
    table = GameTable.of("castle-combo", players=3, seed=7, humans=(0,))
    assert table.stage.startswith("Ronde 1 van 9 · beurt 1 van 27 · speler 1 aan de beurt")
    _played_to_the_end(table)
    last = table.log_entries[-1]["outcomes"]
    for seat in range(3):
        assert f"Puntentelling van speler {seat + 1}:" in last
    assert last[-1] == table.result["text"]
    told = [line for entry in table.log_entries for line in entry["outcomes"]]
    assert sum(line.startswith("Vaardigheid van ") for line in told) >= 5
    assert sum(line.startswith("Ronde ") for line in told) == 8
