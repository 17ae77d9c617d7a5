"""The game table's leermodus in Python: the lesson before the reader's decision, the computers'
reasons in the log, the review at the end, the switch, and refusals that still read in Dutch.

The table names no game: the lesson comes from the game's teacher (Dobbelnim has one) or from
the basic lesson every game has (a game without a teacher). Clicks arrive as the browser sends
them (``_handle_custom_msg``).
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.core import clause
from rulebook.core.model.game import CHANCE
from rulebook.core.reader.chapters import chapter_map
from rulebook.core.reader.lessons import REVIEW_CPU_MS, reason_of
from rulebook.games import BY_ID
from rulebook.nim.lessons import teacher as nim_teacher
from tests.nim_game import LeaveFour, Nim, NimSetup, TakeMost
from widgets import GameTable
from widgets._base import WRITE_REFUSED
from widgets.game_table import NOTHING_TO_REVIEW


def click(widget: GameTable, intent: object) -> None:
    widget._handle_custom_msg(intent, [])


def nim(seed: int = 1, leermodus: bool = True, computer: Any = None) -> GameTable:
    computers = {1: computer if computer is not None else LeaveFour()}
    setup = NimSetup(stones=15, faces=3)
    return GameTable(Nim(), setup, seed, computers=computers, leermodus=leermodus)


def quacks(leermodus: bool = True) -> GameTable:
    return GameTable.of("kwakzalvers", players=3, set=1, seed=5, leermodus=leermodus)


def legal_notations(widget: GameTable, seat: int = 0) -> list[str]:
    return [str(a) for a in widget.game.legal_actions(widget.state, seat)]


def menu_notations(widget: GameTable) -> list[str]:
    (shown,) = widget.menus
    return [o["action"] for group in shown["groups"] for o in group["offers"]]


def assert_a_clause(view: dict[str, str]) -> None:
    """A clause of the catalogue, its title the catalogue's, its link the chapter map's."""
    found = clause(view["id"])
    assert view["title"] == found.title
    place = chapter_map().place(view["id"])
    assert view["href"] == (place.link() if place else "")


def assert_lesson_of_the_reader(widget: GameTable) -> None:
    """The lesson holds exactly the reader's legal options, the menu's offers, each with a
    clause of the catalogue; and each strategy's pick is one of them, with a reason."""
    lesson = widget.lesson
    assert lesson["seat"] == 0
    options = [o["action"] for o in lesson["options"]]
    assert options == legal_notations(widget)
    assert sorted(options) == sorted(menu_notations(widget))
    assert lesson["question"]
    cited = {lesson["clause"], *(option["clause"] for option in lesson["options"])}
    assert set(lesson["clauses"]) == cited
    for view in lesson["clauses"].values():
        assert_a_clause(view)
    for option in lesson["options"]:
        assert option["label"] == widget.game.describe(
            widget.state, widget.game.parse_action(option["action"])
        )
    assert [p["strategy"] for p in lesson["picks"]] == list(widget.strategies())
    for pick in lesson["picks"]:
        assert pick["action"] in options and pick["reason"]
        chosen = [o for o in lesson["options"] if o["action"] == pick["action"]]
        assert pick["strategy"] in chosen[0]["picked_by"]


def test_the_lesson_holds_the_readers_legal_options_with_the_teachers_clauses() -> None:
    widget = nim()
    assert BY_ID["dobbelnim"].teacher is not None  # Dobbelnim teaches: its teacher is asked
    assert_lesson_of_the_reader(widget)
    left = widget.state.stones - 1
    assert widget.lesson["options"][0]["now"] == f"Er blijven {left} stenen liggen voor de ander."
    assert {p["strategy"] for p in widget.lesson["picks"]} == {"gretig", "slim"}
    slim = next(p for p in widget.lesson["picks"] if p["strategy"] == "slim")
    assert slim["reason"].startswith("slim ")
    # after a move the lesson is that of the new decision
    widget.act(widget.lesson["options"][0]["action"])
    assert widget.error == ""
    assert_lesson_of_the_reader(widget)


def test_a_game_without_a_teacher_teaches_the_basics_with_links_to_its_chapters() -> None:
    widget = quacks()
    assert_lesson_of_the_reader(widget)
    # the fortune teller's clause, taught in a chapter: the lesson links to it
    rule = widget.lesson["clauses"][widget.lesson["clause"]]
    assert rule["href"].startswith("11-kwakzalvers-de-ronde.ipynb#")
    assert rule["chapter"] == chapter_map().title("11-kwakzalvers-de-ronde.ipynb")
    widget.act("1 kies 3")
    assert_lesson_of_the_reader(widget)
    assert {o["action"] for o in widget.lesson["options"]} == {"1 trek", "1 stop"}


def test_the_switch_turns_the_lesson_off_and_on_live() -> None:
    widget = nim()
    shown = widget.lesson
    revision = widget.revision
    click(widget, {"type": "leermodus", "on": False})
    assert widget.error == ""
    assert not widget.leermodus
    assert widget.lesson == {}
    assert widget.revision == revision + 1
    assert "leermodus" not in repr(widget)
    assert "Leermodus" not in widget.static_html()
    click(widget, {"type": "leermodus", "on": True})
    assert widget.lesson == shown
    # set from Python too
    widget.leermodus = False
    assert widget.lesson == {}


def test_a_table_starts_without_the_leermodus_unless_asked() -> None:
    assert nim(leermodus=False).lesson == {}
    assert quacks(leermodus=False).lesson == {}
    with pytest.raises(TypeError, match="leermodus"):
        nim(leermodus="ja")  # type: ignore[arg-type]


def test_a_bad_switch_message_is_refused_in_dutch_and_changes_nothing() -> None:
    widget = nim()
    shown = widget.lesson
    click(widget, {"type": "leermodus", "on": "ja"})
    assert widget.error == "De leermodus staat aan (true) of uit (false)."
    assert widget.leermodus is True and widget.lesson == shown
    click(widget, {"type": "leermodus"})
    assert "ontbreekt" in widget.error
    # the browser may not write the trait itself: refused, the true state sent back
    widget.set_state({"leermodus": False})
    assert widget.leermodus is True and widget.lesson == shown
    assert widget.error == WRITE_REFUSED


def test_a_computer_move_in_the_log_carries_its_own_reason() -> None:
    agent = LeaveFour()
    widget = nim(computer=agent)
    widget.act(widget.lesson["options"][0]["action"])
    computer = [e for e in widget.log_entries if e["who"] == "computer"]
    assert computer
    play = widget.playthrough
    for entry in computer:
        before = play.states[entry["n"] - 1]
        legal = widget.game.legal_actions(before, 1)
        view = widget.game.observation(before, 1)
        action = play.actions[entry["n"] - 1]
        expected = reason_of(agent, widget.game, view, 1, legal, action) if len(legal) > 1 else ""
        assert entry["reason"] == expected
    assert any(entry["reason"].startswith("slim ") for entry in computer)
    # the reader's moves and chance give none; every line has the key
    assert all(e["reason"] == "" for e in widget.log_entries if e["who"] != "computer")


def test_without_the_leermodus_the_log_lines_keep_their_keys_and_no_reason() -> None:
    widget = nim(leermodus=False, computer=TakeMost())
    widget.act("1 neemt 1")
    keys = {"n", "action", "text", "seat", "who", "outcomes", "reason"}
    assert all(set(entry) == keys for entry in widget.log_entries)
    assert all(entry["reason"] == "" for entry in widget.log_entries)


def test_the_reason_reaches_the_browser_and_the_static_copy() -> None:
    widget = nim(computer=TakeMost())
    widget.act("1 neemt 1")
    last = [e for e in widget.log_new if e["seat"] == 1]
    assert last and last[-1]["reason"] == "gretig neemt altijd zoveel stenen als de worp toestaat."
    assert "waarom: gretig neemt altijd" in widget.static_html()


def play_out(widget: GameTable) -> None:
    """The reader always takes one stone (a poor habit the review should find)."""
    for _ in range(100):
        if widget.turn_of == "einde":
            return
        widget.act(legal_notations(widget)[0])
        assert widget.error == ""
    raise AssertionError("no end")


def test_the_review_appears_at_the_end_and_names_what_was_better() -> None:
    widget = nim(seed=1)
    play_out(widget)
    assert widget.lesson == {}
    assert widget.review == {
        "offered": True,
        "done": False,
        "seat": 0,
        "humans": [0],
        "points": [],
        "note": "",
    }
    widget.discuss()
    assert widget.error == ""
    review = widget.review
    assert review["done"] and 1 <= len(review["points"]) <= 3
    for point in review["points"]:
        entry = widget.log_entries[point["move"] - 1]
        assert entry["n"] == point["move"] and entry["who"] == "jij"
        assert point["chosen"] == entry["text"]
        before = widget.playthrough.states[point["move"] - 1]
        labels = [widget.game.describe(before, a) for a in widget.game.legal_actions(before, 0)]
        assert point["better"] in labels and point["better"] != point["chosen"]
        assert "procentpunt winstkans" in point["difference"]
        assert_a_clause(point["clause"])
        assert point["explanation"].startswith(point["better"])
    assert "Nabespreking" in widget.static_html()
    assert review["points"][0]["better"] in widget.static_html()
    # asked again: the same review, nothing recomputed
    widget.discuss()
    assert widget.review == review and widget.error == ""


def two_readers(seed: int) -> GameTable:
    """Dobbelnim with two human seats at one table (hot seat), the leermodus on."""
    setup = NimSetup(stones=15, faces=3)
    return GameTable(Nim(), setup, seed, humans=(0, 1), computers={}, leermodus=True)


def test_with_two_human_seats_each_is_taught_and_reviewed_on_its_own() -> None:
    widget = two_readers(seed=4)
    taught = set()
    for _ in range(100):
        if widget.turn_of == "einde":
            break
        (seat,) = widget.waiting_humans()
        lesson = widget.lesson
        assert lesson["seat"] == seat  # the lesson is the seat's whose buttons are shown
        assert [o["action"] for o in lesson["options"]] == legal_notations(widget, seat)
        taught.add(seat)
        widget.act(legal_notations(widget, seat)[0], seat=seat)
    assert taught == {0, 1}
    assert widget.review["humans"] == [0, 1] and widget.review["seat"] == 0
    reviews = {}
    for seat in (1, 0):
        click(widget, {"type": "review", "seat": seat})
        assert widget.error == ""
        review = widget.review
        assert review["seat"] == seat and review["done"]
        for point in review["points"]:
            entry = widget.log_entries[point["move"] - 1]
            assert entry["seat"] == seat  # only this seat's own decisions
        reviews[seat] = review
    # asking again shows the seat's review as it was made, nothing recomputed
    click(widget, {"type": "review", "seat": 1})
    assert widget.review == reviews[1]
    click(widget, {"type": "review", "seat": 0})
    assert widget.review == reviews[0]


def test_a_review_without_a_seat_takes_the_human_seats_in_turn() -> None:
    widget = two_readers(seed=4)
    while widget.turn_of != "einde":
        (seat,) = widget.waiting_humans()
        widget.act(legal_notations(widget, seat)[0], seat=seat)
    widget.discuss()
    assert (widget.review["seat"], widget.review["done"]) == (0, True)
    widget.discuss()
    assert (widget.review["seat"], widget.review["done"]) == (1, True)
    widget.discuss()  # both made: the last one stays in view
    assert (widget.review["seat"], widget.review["done"]) == (1, True)


def test_a_review_of_a_seat_that_no_human_played_is_refused_in_dutch() -> None:
    widget = nim(seed=1)
    play_out(widget)
    review = widget.review
    for seat, words in ((1, "speler 2 is dat niet"), (7, "speler 8 is dat niet")):
        click(widget, {"type": "review", "seat": seat})
        assert widget.error.endswith(words + ".")
        assert widget.review == review
    click(widget, {"type": "review", "seat": "1"})
    assert (
        widget.error
        == "Bij het verzoek ‘review’ moet ‘seat’ een geheel getal zijn, niet de tekst ‘1’."
    )
    assert widget.review == review


def test_the_review_goes_when_the_end_is_taken_back_or_the_leermodus_goes_off() -> None:
    widget = nim(seed=1)
    play_out(widget)
    widget.discuss()
    assert widget.review["done"]
    widget.leermodus = False
    assert widget.review == {}
    click(widget, {"type": "review"})
    assert widget.error == "Zet eerst de leermodus aan: de nabespreking hoort erbij."
    widget.leermodus = True
    assert widget.review["done"]  # the same finished game: its review is kept
    widget.undo()
    assert widget.turn_of != "einde" and widget.review == {}
    assert widget.lesson["options"]
    click(widget, {"type": "review"})
    assert widget.error == "De nabespreking komt na de partij: speel hem eerst uit."


def test_a_game_without_a_teacher_says_why_there_is_no_review() -> None:
    widget = GameTable.of("kwakzalvers", players=2, set=1, seed=3, humans=(), leermodus=True)
    widget.play()
    assert widget.turn_of == "einde"
    assert widget.review["offered"] is False
    assert widget.review["note"] == "Alleen computers speelden: er valt niets na te bespreken."
    click(widget, {"type": "review"})
    assert widget.error == widget.review["note"]


def test_nothing_to_review_is_said_in_dutch() -> None:
    for seed in range(1, 10):
        widget = nim(seed=seed, computer=TakeMost())
        # the reader plays well: leave a multiple of four when the die allows
        for _ in range(100):
            if widget.turn_of == "einde":
                break
            state = widget.state
            legal = widget.game.legal_actions(state, 0)
            good = [a for a in legal if (state.stones - a.stones) % 4 == 0]
            widget.act(str(good[0] if good else legal[0]))
        widget.discuss()
        if not widget.review["points"]:
            assert widget.review["note"] == NOTHING_TO_REVIEW
            return
    raise AssertionError("every good game had a point to review")


def test_a_refused_move_still_shows_its_dutch_error_with_the_lesson_unchanged() -> None:
    widget = quacks()
    widget.act("1 kies 3")
    lesson, moves, log = widget.lesson, widget.moves, widget.log_entries
    click(widget, {"type": "act", "seat": 0, "action": "1 fles", "turn": widget.moves})
    assert "De fles mag alleen op een wit fiche" in widget.error
    assert "kwakzalvers.fles" in widget.error
    assert (widget.lesson, widget.moves, widget.log_entries) == (lesson, moves, log)
    assert "Niet toegestaan" in widget.static_html()


def test_the_static_copy_shows_the_current_lesson() -> None:
    widget = quacks()
    page = widget.static_html()
    assert "<strong>Leermodus:</strong>" in page
    for option in widget.lesson["options"]:
        assert option["label"] in page
    assert 'href="11-kwakzalvers-de-ronde.ipynb#' in page
    assert "Wat de computers zouden kiezen" in page
    assert repr(widget).endswith(", leermodus)")


def test_the_lesson_follows_every_click_of_a_whole_game_of_each_table_game() -> None:
    """Any registered game's table: at every decision of the reader the lesson holds exactly
    the legal options (a few decisions of each game, first option each time)."""
    words = {
        "kwakzalvers": {"players": 2, "set": 1, "seed": 2},
        "het-leeft": {"players": 2, "seed": 2},
        "castle-combo": {"players": 2, "seed": 2},
    }
    for game_id, start in words.items():
        widget = GameTable.of(game_id, leermodus=True, **start)
        for _ in range(12):
            if widget.turn_of != "mens":
                break
            assert_lesson_of_the_reader(widget)
            widget.act(widget.lesson["options"][-1]["action"])
            assert widget.error == ""
        assert any(e["reason"] for e in widget.log_entries if e["seat"] not in (0, CHANCE))


class _Dear:
    """Dobbelnim's teacher whose playouts are priced so high that no decision fits in the
    review's time (``core.reader.lessons.REVIEW_CPU_MS``)."""

    def __init__(self) -> None:
        self.inner = nim_teacher()
        self.unit = self.inner.unit

    def decision(self, game: Any, state: Any, seat: int) -> Any:
        return self.inner.decision(game, state, seat)

    def strategies(self) -> Any:
        return self.inner.strategies()

    def outcome(self, game: Any, state: Any, seat: int, action: Any, seed: int) -> float:
        return self.inner.outcome(game, state, seat, action, seed)

    def playout_cost(self, game: Any, state: Any) -> float:
        return float(REVIEW_CPU_MS)


def test_a_review_that_left_decisions_out_tells_the_reader_how_many() -> None:
    computers = {1: LeaveFour()}
    setup = NimSetup(stones=15, faces=3)
    widget = GameTable(Nim(), setup, 1, computers=computers, leermodus=True, teacher=_Dear())
    for _ in range(100):
        if widget.turn_of == "einde":
            break
        widget.act(legal_notations(widget)[0])
    widget.discuss()
    assert widget.review["points"] == []
    left_out = widget.review["note"].removeprefix(NOTHING_TO_REVIEW + " ")
    assert left_out.startswith("Niet alles is nagespeeld: "), widget.review["note"]
    assert f"(ongeveer {REVIEW_CPU_MS // 1000} seconden)." in left_out
