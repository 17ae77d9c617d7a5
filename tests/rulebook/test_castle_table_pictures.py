"""The cards at the Castle Combo table carry their words: in the rows, in every square and in
the hand, each face-up card shows its ability and its scoring rule in Dutch on its picture (no
text under 11 px) and in a list under the picture that a keyboard and a screen reader reach,
in the words of ``castle-combo score`` and chapter 40 (``dutch()`` of the ability and the
scroll). The shields' letters have a legend, and a square numbers its rows and columns, so a
place a choice names ("links van Nun (rij 1, kolom 2)") can be found."""

from __future__ import annotations

import html
import re
from typing import Any

from rulebook.castle_combo.data import BY_ID
from rulebook.castle_combo.effects import Shield
from rulebook.castle_combo.pictures import SMALLEST, TABLE, card_words, text_sizes
from rulebook.castle_combo.rules import Rules
from rulebook.castle_combo.table import Castle, Setup
from rulebook.castle_combo.table_pictures import static_pictures, table_pictures
from rulebook.castle_combo.trials import trials
from rulebook.core.model.game import Playthrough
from rulebook.games import game

_TEXT = re.compile(r"<text\b[^>]*>(.*?)</text>", re.DOTALL)
_TAG = re.compile(r"<[^>]+>")


def shown_lines(svg: str) -> list[str]:
    return [html.unescape(_TAG.sub("", found)) for found in _TEXT.findall(svg)]


def states() -> list[Castle]:
    play = Playthrough.start(game("castle-combo"), Setup(3, kerker=Rules()), 5, trials().agents(3))
    play.run()
    return [s for s in play.states[::7]] + [play.states[-1]]


def _cards(state: Castle) -> dict[str, list[Any]]:
    """Every face-up card at the table by picture key."""
    found: dict[str, list[Any]] = {"rijen": [c for row in state.rows for c in row.cards()]}
    if state.hand is not None and not state.hand_down:
        found["rijen"].append(state.hand)
    for seat, player in enumerate(state.players):
        found[f"speler-{seat + 1}"] = [
            placed.card for _, placed in player.tableau.cards if not placed.face_down
        ]
    return found


def test_every_face_up_card_at_the_table_shows_its_ability_and_scoring_rule() -> None:
    for state in states():
        pictures = static_pictures(state)
        for key, cards in _cards(state).items():
            lines = shown_lines(pictures[key])
            assert min(text_sizes(pictures[key])) >= SMALLEST
            for card_id in cards:
                words = card_words(BY_ID[card_id], TABLE.width, BY_ID[card_id].dungeon)
                for bold, rest in words:
                    assert f"{bold}{rest}" in lines, (key, card_id, bold, rest)
                said = ""
                for bold, rest in words:  # a line broken after a hyphen joins without a space
                    line = (bold + rest).removeprefix("Vaardigheid:").removeprefix("Punten:")
                    said += line if said.endswith("-") else f" {line}"
                card = BY_ID[card_id]
                assert " ".join(said.split()) == " ".join(
                    f"{card.ability.dutch()} {card.scroll.dutch()}".split()
                )


def test_the_cards_in_words_follow_each_picture() -> None:
    for state in states():
        parts = table_pictures(state)
        for key, cards in _cards(state).items():
            part = html.unescape(parts[key])
            assert not cards or ("<details" in part and "<summary>" in part)
            for card_id in cards:
                card = BY_ID[card_id]
                assert f"Vaardigheid: {card.ability.dutch()}. Punten: {card.scroll.dutch()}." in (
                    part
                )


def test_the_rows_have_a_legend_and_the_squares_number_rows_and_columns() -> None:
    state = states()[-1]
    pictures = static_pictures(state)
    legend = " · ".join(f"{shield.letter} {shield.dutch}" for shield in Shield)
    assert f"Schilden: {legend}" in shown_lines(pictures["rijen"])
    square = shown_lines(pictures["speler-1"])
    for number in (1, 2, 3):
        assert f"rij {number}" in square and f"kolom {number}" in square


def test_the_card_in_hand_is_drawn_with_its_words() -> None:
    play = Playthrough.start(game("castle-combo"), Setup(2), 3, trials().agents(2))
    while play.state.hand is None or play.state.hand_down:
        play.step()
    state = play.state
    lines = shown_lines(static_pictures(state)["rijen"])
    assert "In de" in lines and "hand" in lines
    card = BY_ID[state.hand or ""]
    assert card.shown in lines
    first_bold, first_rest = card_words(card, TABLE.width, card.dungeon)[0]
    assert f"{first_bold}{first_rest}" in lines


def test_with_slotkaarten_geen_the_table_draws_and_says_no_lock() -> None:
    """The lock is the option slotkaarten=alle (seed 004 says only 'sommige' cards have one):
    at a table with slotkaarten=geen no prisoner is drawn with a padlock or said 'met slot'; with
    the default every prisoner on the table is."""
    seen = {}
    for locks in ("alle", "geen"):
        play = Playthrough.start(
            game("castle-combo"),
            Setup(2, kerker=Rules(locks=locks)),
            11,
            trials().agents(2),
        )
        play.run()
        pictures = static_pictures(play.state)
        parts = "".join(table_pictures(play.state).values())
        prisoners = sum(
            BY_ID[card_id].dungeon for cards in _cards(play.state).values() for card_id in cards
        )
        assert prisoners > 0
        locks_drawn = sum(p.count('class="rb-castle-lock"') for p in pictures.values())
        seen[locks] = (locks_drawn, "met slot" in parts)
        if locks == "alle":
            assert locks_drawn == prisoners
    assert seen == {"alle": (seen["alle"][0], True), "geen": (0, False)}
