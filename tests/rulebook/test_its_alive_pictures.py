"""The pictures of Het Leeft!: what each one shows can be read off it, in words as well as shape.

A board has its eight places in the seed's order, a coffin on a place says *joker*, a card kept
aside lies under *apart (telt niet mee)*; a seat's view never shows another board or another's
coins; every picture lies on the light card with dark ink (both JupyterLab themes) and no text
is smaller than 11 px.
"""

from __future__ import annotations

import re

import pytest

from rulebook.core.drawing.svg import CARD_FILL, alt_text
from rulebook.core.model.cards import Pile
from rulebook.core.model.game import Playthrough
from rulebook.its_alive.bots import make_bots
from rulebook.its_alive.data import PLACES
from rulebook.its_alive.engine import make_game
from rulebook.its_alive.pictures import (
    auction_svg,
    board_svg,
    graveyards_svg,
    middle_svg,
    table_pictures,
)
from rulebook.its_alive.state import Auction, Player, Setup

GAME = make_game()


def played(players: int = 3, seed: int = 5, actions: int = 80) -> Playthrough:  # type: ignore[type-arg]
    play = Playthrough.start(
        GAME, Setup(players=players), seed, make_bots(["verzamelaar", "handelaar"] * 3, seed)
    )
    for _ in range(actions):
        if play.is_over:
            break
        play.step()
    return play


def sizes(picture: str) -> list[float]:
    return [float(size) for size in re.findall(r'font-size="([0-9.]+)"', picture)]


def test_a_board_shows_its_eight_places_the_joker_the_kept_cards_and_the_coins() -> None:
    player = Player(
        coins=9,
        board=("armen-3", None, "doodskist-7", None, None, "hart-5", None, None),
        aside=("hart-4", "opstand-2"),
    )
    picture = board_svg(player, 1)
    assert 'aria-label="Bord van speler 2, 3 van 8 plaatsen gevuld"' in picture
    assert "plaats 3 (Voeten): Doodskist 7 als joker" in picture
    assert "plaats 2 (Hersenen): leeg" in picture
    assert "Apart: Hart 4 en Bevolkingsopstand 2. Munten: 9 munten." in picture
    names = re.findall(r">(\d) ([A-Z][a-z]+)</text>", picture)
    assert [name for _, name in names] == [kind.dutch for kind in PLACES]
    assert ">joker<" in picture and "Apart naast het bord (telt niet mee):" in picture


def test_coins_behind_a_screen_show_no_number() -> None:
    picture = board_svg(Player(coins=17), 0, show_coins=False)
    assert "achter het scherm" in picture and "17" not in picture


def test_the_graveyards_show_only_their_top_cards() -> None:
    picture = graveyards_svg([("hart-6", 2), (None, 0)])
    assert "speler 1: Hart 6 bovenop, 2 kaarten; speler 2: leeg" in picture
    assert 'data-card="hart-6"' in picture


def test_the_middle_shows_the_deck_size_the_card_and_the_highest_bid() -> None:
    picture = middle_svg(41, "hoofd-7", Auction(4, 2), ("opstand-1",), 1, 0)
    said = alt_text(picture)
    assert "trekstapel: 41 kaarten; in het midden: Hoofd 7" in said
    assert "veiling: hoogste bod 4 van speler 3" in said
    assert "uit het spel: 1 kaart" in said


def test_the_auction_marks_each_bid_the_pass_and_whose_turn() -> None:
    picture = auction_svg("hart-5", (12, 5, 8), (3, None), turn=2)
    said = alt_text(picture)
    assert "speler 1 (verkoper) met 12 munten: biedt 3 (hoogste bod)" in said
    assert "speler 2 met 5 munten: past" in said
    assert "speler 3 met 8 munten: aan de beurt" in said


def test_a_seats_view_never_shows_another_board_or_anothers_coins() -> None:
    play = played()
    state = play.state
    view = GAME.observation(state, 0)
    parts = table_pictures(view)
    assert list(parts) == ["midden", "kerkhoven", "bord-1", "scherm-2", "scherm-3"]
    seen = " ".join(parts.values())
    tops = {p.graveyard.top for p in state.players}
    for seat in (1, 2):
        for card in state.player(seat).cards():
            if card not in tops and card not in state.player(0).cards():
                assert f'data-card="{card}"' not in seen
    assert f'data-coins="{state.player(0).coins}"' in parts["bord-1"]
    assert "data-coins" not in parts["scherm-2"] + parts["scherm-3"]


def test_the_whole_state_shows_every_board_and_draws_itself_through_the_registry() -> None:
    play = played(actions=10_000)
    state = play.state
    assert state.over
    parts = table_pictures(state)
    assert list(parts) == ["midden", "kerkhoven", "bord-1", "bord-2", "bord-3"]
    for seat, player in enumerate(state.players):
        assert f'data-coins="{player.coins}"' in parts[f"bord-{seat + 1}"]
    assert state._repr_svg_().startswith("<svg")
    assert GAME.observation(play.states[5], 1)._repr_svg_().startswith("<svg")


@pytest.mark.parametrize("seed", [1, 2])
def test_every_picture_lies_on_the_light_card_with_text_of_at_least_11_px(seed: int) -> None:
    play = played(players=4, seed=seed, actions=120)
    pictures = [
        *table_pictures(play.state).values(),
        *table_pictures(GAME.observation(play.state, 2)).values(),
        str(auction_svg("hart-5", (12, 5, 8, 1), (3, None, 4), turn=3)),
        str(graveyards_svg([("voeten-2", 1)] * 4)),
    ]
    for picture in pictures:
        assert f'fill="{CARD_FILL}"' in picture.split("</desc>", 1)[1][:200]
        assert "currentColor" not in picture
        assert min(sizes(picture)) >= 11
        assert "<image" not in picture  # no publisher art, nothing fetched


def test_the_old_helpers_keep_working() -> None:
    from rulebook.its_alive.pictures import graveyard_picture

    seen = graveyard_picture(Pile(("voeten-2", "hart-6")).view(), 1)
    assert "Hart 6" in seen and "Voeten" not in seen
