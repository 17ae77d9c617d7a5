"""Castle Combo's tableau editor: a player lays out a square and checks each card's points and
the total against the rules (and against the terminal's scoring), and every refusal names its
rule and changes nothing."""

from __future__ import annotations

import re

import pytest

from rulebook.castle_combo import rulings
from rulebook.castle_combo.dungeon.examples import DIFFERENT_COSTS, ROW_COST
from rulebook.castle_combo.examples import FULL
from rulebook.castle_combo.pictures import SMALLEST, text_sizes
from rulebook.core.drawing.svg import alt_text
from tests.widgets.pictures import alt_texts, pictures_in
from widgets.castle_combo.tableau import SCROLL_EXAMPLES, TableauEditor, matching


def points_at(editor: TableauEditor, row: int, col: int) -> int:
    return int(editor.cells[row * 3 + col]["points"])


def test_the_start_square_scores_as_the_terminal_does() -> None:
    editor = TableauEditor()
    assert editor.total == rulings.tableau_ruling(FULL).result.total
    assert editor.outcome.startswith(f"Totaal {editor.total} punten")
    assert len(editor.cells) == 9
    assert editor.cells[5]["face_down"] and editor.cells[5]["points"] == 0


def test_the_seeds_row_of_costs_is_7_plus_3_plus_a_face_down_card() -> None:
    editor = TableauEditor.example("kosten-van-de-rij")
    assert points_at(editor, 0, 0) == 10
    assert "7 + Nun 3 + gedekt 0 = 10" in editor.cells[0]["explanation"]
    assert editor.ruling["answer"] == "Toady: 10 punten."


def test_the_seeds_different_costs_are_five_costs_for_15_points() -> None:
    editor = TableauEditor.example("verschillende-prijzen")
    assert points_at(editor, 0, 0) == 15
    assert "5 verschillende prijzen (2, 4, 6, 7 en 8" in editor.cells[0]["explanation"]


def test_turning_the_face_down_card_up_changes_the_row_cost_and_the_no_face_down_scroll() -> None:
    editor = TableauEditor.example("geen-gedekte-kaarten")
    assert points_at(editor, 2, 2) == 0  # King of Beggars: a face-down card lies in the square
    before = editor.total
    editor.place(0, 2, "Farmer")  # 5 gold, in Toady's row
    assert editor.error == ""
    assert points_at(editor, 2, 2) == 12
    assert points_at(editor, 0, 0) == 7 + 3 + 5
    assert editor.ruling["answer"] == "King of Beggars: 12 punten."  # the chosen card stays
    assert editor.total == rulings.tableau_ruling(editor.end).result.total > before


def test_a_scholarship_shield_in_the_column_is_what_the_printer_needs() -> None:
    editor = TableauEditor.example("wetenschap-in-de-kolom")
    assert points_at(editor, 1, 0) == 5  # the Philosopher below it has Wetenschap
    editor.face_down(2, 0)
    assert points_at(editor, 1, 0) == 0


def test_every_scroll_example_is_a_new_scroll_of_the_expansion() -> None:
    for name in SCROLL_EXAMPLES:
        editor = TableauEditor.example(name)
        row, col = editor.focus
        assert editor.cells[row * 3 + col]["lock"], name  # a prisoner of Uit de Kerker!
        assert editor.ruling["steps"][-1]["clause_id"].startswith("uit-de-kerker.rol."), name


def test_gold_on_a_purse_and_in_hand_and_keys_change_the_total_by_the_rules() -> None:
    editor = TableauEditor()
    editor.set_gold(0)  # no gold in hand to fill the purses at the end
    base = editor.total
    editor.set_purse(2, 2, 3)  # Beekeeper's purse: one more gold, 2 points
    assert editor.error == "" and editor.total == base + 2
    editor.set_keys(5)  # one key more: a point, and one more for the Templar's keys scroll
    assert editor.total == base + 4
    assert "5 sleutels × 1 = 5 punten" in editor.cells[7]["explanation"]
    editor.set_gold(1)  # leftover gold goes onto a purse at the end: 2 points more
    assert editor.total == base + 6
    assert editor.cells[8]["gold"] == 3


def test_a_key_on_a_lock_counts_as_a_point_at_the_end() -> None:
    editor = TableauEditor(ROW_COST)
    before = editor.total
    editor.set_key(0, 0, True)  # Toady is a prisoner: its lock key joins the keys
    assert editor.error == ""
    assert editor.total == before + 1
    assert editor.cells[0]["key"] is True


@pytest.mark.parametrize(
    ("intent", "clause"),
    [
        ({"type": "place", "row": 0, "col": 0, "card": "Nun"}, "castle-combo.materiaal"),
        ({"type": "place", "row": 0, "col": 0, "card": "Draak"}, "castle-combo.materiaal"),
        ({"type": "purse", "row": 0, "col": 1, "value": 1}, "castle-combo.beurzen"),
        ({"type": "purse", "row": 0, "col": 0, "value": 4}, "castle-combo.beurzen"),
        ({"type": "key", "row": 0, "col": 0, "value": True}, "uit-de-kerker.slot.sleutel"),
        ({"type": "purse", "row": 1, "col": 2, "value": 1}, "castle-combo.gedekt"),
    ],
)
def test_a_refusal_names_its_rule_and_changes_nothing(
    intent: dict[str, object], clause: str
) -> None:
    editor = TableauEditor()  # Steward (purse of 3) at 1,1; Nun at 1,3; face-down at 2,3
    before = (editor.cells, editor.total, editor.picture, str(editor.end))
    editor.apply(intent)
    assert f"(regel {clause}:" in editor.error
    assert (editor.cells, editor.total, editor.picture, str(editor.end)) == before


def test_a_card_is_found_by_its_english_name_in_any_case() -> None:
    editor = TableauEditor()
    editor.place(0, 0, "  lady in the iron mask ")
    assert editor.error == "" and editor.cells[0]["name"] == "Lady in the Iron Mask"
    assert "Lady in the Iron Mask" in matching("iron")
    assert matching("beggars") == ["King of Beggars"]


def test_the_picture_shows_points_and_tokens_with_text_of_at_least_11_px() -> None:
    editor = TableauEditor()
    words = alt_text(editor.picture)
    assert "Beekeeper (dorp, 2 goud, Boeren) met goud 2 van 9 op de beurs" in words
    assert "gedekte kaart: 0 punten" in words
    assert min(text_sizes(editor.picture)) >= SMALLEST
    assert editor.picture.count('class="rb-castle-shield"') == sum(
        len(c.shields) for _, p in FULL.cells() if (c := FULL.card(p))
    )


def test_the_static_copy_shows_the_square_every_card_and_the_total() -> None:
    editor = TableauEditor(DIFFERENT_COSTS, focus=(0, 0))
    html = editor.static_html()
    assert len(pictures_in(html)) == 1 and alt_texts(html)
    assert "werkt alleen in een notebook dat draait" in html
    assert f"Totaal {editor.total} punten" in html
    assert html.count("<tr>") == 10  # a heading and nine places


def test_the_game_table_draws_the_rows_and_every_square_keyed() -> None:
    """A Castle Combo table in play: the rows with the messenger and the stacks, and each
    player's square with gold and keys (the pictures the game table widget shows)."""
    from widgets import GameTable

    table = GameTable.of("castle-combo", players=3, seed=5, humans=())
    table.play()
    pictures = table.pictures
    assert len(pictures) == 4  # the rows, then three squares
    words = [alt_text(picture) for picture in pictures]
    assert words[0].startswith("De open rijen; de boodschapper staat bij de ")
    assert "Stapels: kasteelstapel " in words[0]
    for seat, player in enumerate(table.state.players):
        assert words[seat + 1].startswith(f"Speler {seat + 1} · {player.gold} goud · ")
        rows = re.findall(r"(?:^|; )rij \d: ", words[seat + 1])
        assert len(rows) == 3  # a full square of 3 rows at the end
    assert all(min(text_sizes(picture)) >= SMALLEST for picture in pictures)
