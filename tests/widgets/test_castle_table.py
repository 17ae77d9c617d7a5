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
