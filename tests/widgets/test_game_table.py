"""The game table in Python: a seeded game of De Kwakzalvers played through intents, and a second,
tiny game (dobbelnim) to show that the table knows nothing but the game model.

Clicks are simulated with ``_handle_custom_msg`` (what ``model.send`` in the browser arrives as);
a RecordingComm shows what Python sends back.
"""

from __future__ import annotations

import html
import itertools
import re
from pathlib import Path
from typing import Any

import pytest

from rulebook.core import RuleError
from rulebook.core.model.game import CHANCE, GameRecord, Playthrough, outcomes_of
from rulebook.core.reader.menu import MAX_BUTTONS
from rulebook.games import game
from rulebook.quacks.actions import Buy, Draw, Stop
from rulebook.quacks.alchemists.expansion import Essence
from rulebook.quacks.bots import BOTS
from rulebook.quacks.rules import winners
from rulebook.quacks.table import Setup
from tests.nim_game import Nim, NimSetup, TakeMost
from tests.widgets.pictures import alt_texts, pictures_in
from widgets import GameTable
from widgets.game_table import menu_heading

STATIC = Path(__file__).resolve().parents[2] / "widgets" / "static"
STYLES = {1: "gulzig", 2: "rekenaar"}


def table(seed: int = 5, **options: Any) -> GameTable:
    """Three players, set 1; the reader plays seat 0 against a greedy and a calculating bot."""
    options.setdefault("computers", STYLES)
    return GameTable.of("kwakzalvers", players=3, set=1, seed=seed, humans=(0,), **options)


def click(widget: GameTable, intent: object) -> None:
    """What ``model.send(intent)`` in the browser does in the kernel."""
    widget._handle_custom_msg(intent, [])


def offers(widget: GameTable, seat: int = 0) -> list[dict[str, Any]]:
    (shown,) = [m for m in widget.menus if m["seat"] == seat]
    return [offer for group in shown["groups"] for offer in group["offers"]]


def act(widget: GameTable, action: str, seat: int = 0) -> None:
    click(widget, {"type": "act", "seat": seat, "action": action, "turn": widget.moves})
    assert widget.error == "", widget.error


def visible(widget: GameTable, transport: bool = True) -> dict[str, Any]:
    """Everything a refusal must leave alone: the synced state (without the error and the
    revision counter), the state of the game and the whole log. ``transport=False`` leaves out
    which log lines the last message carried (``log_from``, ``log_new``): after an undo the
    table is the same, but the last message carried other lines."""
    hidden = {"error", "revision"} | (set() if transport else {"log_from", "log_new"})
    state = {k: v for k, v in widget.get_state().items() if k not in hidden}
    return {**state, "game": widget.state, "log": widget.log_entries}


def until(widget: GameTable, kind: type, seat: int = 0, draws: int = 0, limit: int = 400) -> None:
    """Click until ``kind`` is offered: the first option of a choice; while brewing, draw until
    ``draws`` chips lie in the cauldron, then stop."""
    for _ in range(limit):
        legal = widget.game.legal_actions(widget.state, seat)
        if any(isinstance(a, kind) for a in legal):
            return
        if Stop(seat) in legal:
            chips = len(widget.state.players[seat].cauldron.chips)
            choice = Draw(seat) if chips < draws and Draw(seat) in legal else Stop(seat)
        else:
            choice = legal[0]
        act(widget, str(choice), seat)
    raise AssertionError(f"no {kind.__name__} offered")


# -- what a human seat is offered ------------------------------------------------------------------


def test_the_human_is_offered_exactly_the_legal_actions_with_the_engines_dutch_glosses() -> None:
    widget = table()
    quacks = widget.game
    assert widget.turn_of == "mens"
    assert widget.status == "Jij bent aan zet (speler 1)."
    legal = quacks.legal_actions(widget.state, 0)
    shown = offers(widget)
    assert [o["action"] for o in shown] == [str(a) for a in legal]
    assert [o["label"] for o in shown] == [quacks.describe(widget.state, a) for a in legal]
    # Seed 5 turns card P7 first: every player chooses one of three gifts.
    assert widget.log_entries[0]["text"].startswith("kaart P7 (paars)")
    assert [o["short"] for o in shown] == [
        "een doodshoofdvlinder van waarde 1 in je buidel",
        "een gekleurd fiche naar keuze van waarde 2 in je buidel",
        "3 robijnen",
    ]
    assert widget.menus[0]["heading"] == "Speler 1 (jij):"
    assert widget.menus[0]["name"] == "speler 1 (jij)"


def test_draw_and_stop_are_two_big_buttons_and_a_shop_is_one_list() -> None:
    widget = table()
    until(widget, Draw)
    assert widget.menus[0]["heading"] == "Speler 1 (jij) …"
    groups = widget.menus[0]["groups"]
    assert [(g["kind"], g["list"], [o["short"] for o in g["offers"]]) for g in groups] == [
        ("Draw", False, ["trekt een fiche"]),
        ("Stop", False, ["stopt"]),
    ]
    for _ in range(9):  # a round at a time, until the coins buy more than six choices
        until(widget, Buy, draws=5)
        (shop,) = widget.menus[0]["groups"]
        assert shop["kind"] == "Buy"
        assert shop["list"] == (len(shop["offers"]) > MAX_BUTTONS)
        if shop["list"]:
            break
        act(widget, shop["offers"][-1]["action"])
    assert shop["list"]
    assert widget.menus[0]["heading"] == "Speler 1 (jij) koopt …"
    assert shop["offers"][0] == {
        "action": "1 koop niets",
        "label": "speler 1 koopt niets",
        "short": "niets",
        "detail": "",
    }


# -- playing a move --------------------------------------------------------------------------------


def test_a_move_changes_the_state_as_the_engine_does_and_the_computers_follow() -> None:
    widget = table()
    quacks = widget.game
    until(widget, Draw)
    start = widget.moves
    act(widget, "1 trek")
    play = widget.playthrough
    # The reader's draw, then chance says which chip: nothing else (the others wait).
    assert str(play.actions[start]) == "1 trek"
    assert play.actions[start + 1].player == 0 and widget.log_entries[-1]["who"] == "kans"
    assert widget.moves == start + 2
    act(widget, "1 stop")
    for index in range(start, widget.moves):
        before, action = play.states[index], play.actions[index]
        assert play.states[index + 1] == quacks.apply(before, action)
        seat = widget.log_entries[index]["seat"]
        if seat == CHANCE:
            assert action in dict(quacks.chance_outcomes(before))
        elif seat != 0:
            bot = BOTS[STYLES[seat]]
            legal = quacks.legal_actions(before, seat)
            assert action == bot.choose(quacks, before, seat, legal)
    who = {entry["seat"] for entry in widget.log_entries[start + 3 :]}
    assert {1, 2, CHANCE} <= who  # both computers brewed after the reader stopped
    assert all(player.stopped for player in play.states[start + 3].players[:1])
    assert widget.turn_of == "mens"


def test_while_the_reader_brews_the_computers_wait_their_turn() -> None:
    """Brewing is done by everyone at once; at this table the reader goes first."""
    widget = table()
    until(widget, Draw)
    act(widget, "1 trek")
    act(widget, "1 trek")
    others = widget.state.players[1:]
    assert all(not player.cauldron.chips for player in others)
    assert len(widget.state.players[0].cauldron.chips) == 2
    assert [s["to_move"] for s in widget.seats] == [True, True, True]


def test_the_log_is_the_game_record_written_out() -> None:
    widget = table(seed=8)
    while widget.turn_of != "einde":
        legal = widget.game.legal_actions(widget.state, 0)
        act(widget, str(legal[-1]))  # stop rather than draw, the last purchase, the last option
    lines = widget.record().lines(widget.game)
    first = lines.index("# begin:") + 1 + len(str(widget.playthrough.states[0]).splitlines())
    written = lines[first : first + len(widget.log_entries)]
    assert written == [f"{entry['action']:28} # {entry['text']}" for entry in widget.log_entries]
    assert lines[first + len(widget.log_entries)] == "# eind:"
    assert [entry["n"] for entry in widget.log_entries] == list(range(1, widget.moves + 1))
    record = GameRecord.parse(widget.game, "\n".join(lines))
    assert list(record.states(widget.game))[-1] == widget.state


# -- refusals --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("intent", "message"),
    [
        # the rules: the engine's Dutch reason, with the clause
        ({"action": "1 koop G1"}, "(regel kwakzalvers.waarzegster"),
        ({"action": "1 kies 9"}, "kan kiezen uit 3 mogelijkheden, niet uit nummer 9"),
        ({"action": "kans 1 W3"}, "er is geen kansstap aan de beurt"),
        ({"action": "1 koop W9"}, "waarde 9"),
        # the table: a seat that is not the reader's, an old offer, nonsense
        ({"seat": 1, "action": "2 kies 1"}, "Speler 2 is een computerspeler (gulzig); die kiest"),
        ({"seat": 7}, "Er is geen speler 8; dit spel heeft speler 1 tot en met 3."),
        ({"turn": 0}, "hoorde bij een eerdere stand"),
        ({"action": "speel vals"}, "is geen zet"),
        ({"seat": "0"}, "moet ‘seat’ een geheel getal zijn"),
        ({"action": None}, "moet ‘action’ een tekst zijn"),
    ],
)
def test_a_refused_move_says_why_in_dutch_and_changes_nothing(
    intent: dict[str, Any], message: str
) -> None:
    widget = table()
    before = visible(widget)
    click(widget, {"type": "act", "seat": 0, "action": "1 kies 1", "turn": 1, **intent})
    assert message in widget.error
    assert "Error" not in widget.error
    assert visible(widget) == before


def test_the_computers_cannot_be_hurried_while_the_reader_must_choose() -> None:
    widget = table()
    before = visible(widget)
    for kind in ("step", "play"):
        click(widget, {"type": kind})
        assert (
            widget.error
            == "De computer wacht op jou: speler 1 is aan zet. Kies eerst zelf een zet."
        )
        assert visible(widget) == before
    click(widget, {"type": "undo"})
    assert widget.error == "Er is nog niets om terug te nemen: de partij is net begonnen."
    assert visible(widget) == before


def test_a_stale_double_click_is_refused() -> None:
    """The page sends the offer's ``turn``: a second click on the same button is not a draw."""
    widget = table()
    until(widget, Draw)
    intent = {"type": "act", "seat": 0, "action": "1 trek", "turn": widget.moves}
    click(widget, intent)
    after_one = visible(widget)
    click(widget, intent)
    assert "eerdere stand" in widget.error
    assert visible(widget) == after_one


# -- undo ------------------------------------------------------------------------------------------


def test_undo_restores_the_earlier_table_exactly_and_the_same_click_brings_the_same_chip() -> None:
    widget = table()
    until(widget, Draw)
    before = visible(widget, transport=False)
    stream = widget.playthrough.rng.getstate()
    act(widget, "1 trek")
    after = visible(widget)
    assert after != before
    click(widget, {"type": "undo"})
    assert widget.error == ""
    assert visible(widget, transport=False) == before
    assert widget.playthrough.rng.getstate() == stream
    assert widget.log_from == len(widget.log_entries) and widget.log_new == []
    act(widget, "1 trek")
    assert visible(widget) == after  # the random stream went back too


def test_undo_takes_back_the_computers_moves_with_the_readers_click() -> None:
    widget = table()
    until(widget, Draw)
    act(widget, "1 trek")
    before = visible(widget, transport=False)
    act(widget, "1 stop")
    assert widget.moves > before["moves"] + 10  # the computers brewed, scoring began
    widget.undo()
    assert visible(widget, transport=False) == before
    widget.undo()
    widget.undo()
    assert widget.moves == 1 and not widget.can_undo


# -- the end ---------------------------------------------------------------------------------------


def test_a_table_of_computers_plays_the_engines_game_to_its_scores() -> None:
    computers = {0: "voorzichtig", 1: "gulzig", 2: "rekenaar"}
    widget = GameTable.of("kwakzalvers", players=3, set=2, seed=9, humans=(), computers=computers)
    assert widget.moves == 0 and widget.turn_of == "computer"  # it waits to be asked
    assert "Alleen computerspelers" in widget.status
    click(widget, {"type": "step"})
    assert widget.moves == 1 and widget.log_entries[0]["who"] == "kans"
    click(widget, {"type": "play"})
    assert widget.error == "" and widget.turn_of == "einde"
    agents: dict[int, Any] = {seat: BOTS[style] for seat, style in computers.items()}
    play = Playthrough.start(game(), Setup.with_set(2, players=3), 9, agents)
    play.run()
    assert widget.playthrough.actions == play.actions
    scores = list(game().scores(play.state))
    assert widget.result["scores"] == scores == [s["score"] for s in widget.seats]
    assert widget.result["winners"] == winners(play.state)
    best = max(scores)
    (seat,) = widget.result["winners"]
    assert widget.result["text"] == f"Speler {seat + 1} wint met {best} punten."
    # the end is said once: by the stage line, so the status line stays empty
    assert widget.stage == "Het spel is voorbij na ronde 9." and widget.status == ""
    assert widget.menus == []
    for kind in ("step", "play"):
        click(widget, {"type": kind})
        assert widget.error == "Het spel is voorbij: er valt niets meer te spelen."
    click(widget, {"type": "act", "seat": 0, "action": "1 stop"})
    assert "voorbij" in widget.error
    assert repr(widget) == f"GameTable(kwakzalvers, zet {len(play.actions)}, einde)"


def test_the_log_says_what_came_of_each_action_and_the_table_ends_with_the_tie_break() -> None:
    """Seed 7 with four computers ends 40-40-40-40: the result names the winner and the rule
    that broke the tie, and the log reads back every explosion, every score and every round."""
    widget = GameTable.of("kwakzalvers", players=4, set=1, seed=7, humans=())
    widget.play()
    quacks, final = widget.game, widget.state
    result = quacks.result(final)
    assert len(result.tied) == 4 and result.tie_break
    assert widget.result["text"] == result.dutch()
    assert widget.result["text"].endswith("de vollere ketel in de laatste ronde besliste.")
    assert widget.result["tie_break"] == "de vollere ketel in de laatste ronde"
    states = widget.playthrough.states
    for n, entry in enumerate(widget.log_entries):
        action = widget.playthrough.actions[n]
        assert entry["outcomes"] == list(outcomes_of(quacks, states[n], action, states[n + 1]))
    told = [line for entry in widget.log_entries for line in entry["outcomes"]]
    assert [line for line in told if line.startswith("Ronde ")] == [
        f"Ronde {n} begint." for n in range(2, 10)
    ]
    exploded = sum(
        not old.exploded and new.exploded
        for before, after in itertools.pairwise(states)
        for old, new in zip(before.players, after.players, strict=True)
    )
    assert sum(" ontploft: de witte fiches tellen samen " in line for line in told) == exploded > 0
    assert told[-1] == result.dutch() and told[-2].startswith("Eindstand: speler 1 40 punten")
    html = widget.static_html().replace("&#x27;", "'")
    assert f"<li>{told[-2]}</li><li>{result.dutch()}</li>" in html


def test_a_reader_plays_a_whole_game_to_the_scores_and_winners() -> None:
    widget = table(seed=2)
    for _ in range(400):
        if widget.turn_of == "einde":
            break
        legal = widget.game.legal_actions(widget.state, 0)
        act(widget, str(legal[-1]))
    assert widget.turn_of == "einde"
    final = widget.state
    assert widget.result["scores"] == list(widget.game.scores(final))
    assert widget.result["winners"] == winners(final)
    assert widget.result["text"] in widget.static_html()


# -- messages stay small ---------------------------------------------------------------------------


def pictures_sent(comm: Any) -> list[dict[str, list[str]]]:
    """The ``pictures`` messages Python sent: ``{key: [digest, picture]}`` each."""
    return [
        data["content"]["parts"]
        for kind, data in comm.sent
        if kind == "comm_msg" and data and data.get("method") == "custom"
        if data["content"].get("type") == "pictures"
    ]


def test_a_click_sends_only_the_new_log_lines_and_the_new_picture(recording_comm) -> None:
    """A draw changes the reader's own cauldron and its small copy on the table: only those two
    pictures travel, the card, the other players and the score track stay where they are."""
    widget = GameTable.of("kwakzalvers", players=4, set=1, seed=5, humans=(0,))
    sent = recording_comm[-1]
    until(widget, Draw)
    act(widget, "1 trek")
    length = len(widget.log_entries)
    sent.clear()
    act(widget, "1 trek")
    (update,) = sent.updates()
    assert update["log_from"] == length
    assert [line["action"] for line in update["log_new"]] == [
        "1 trek",
        widget.log_entries[-1]["action"],
    ]
    assert update["log_length"] == length + 2
    keys = [item["key"] for item in update["picture_index"]]
    assert keys == ["eigen-1", "tafel", "speler-1", "speler-2", "speler-3", "speler-4", "punten"]
    (parts,) = pictures_sent(sent)
    assert sorted(parts) == ["eigen-1", "speler-1"]
    digests = {item["key"]: item["digest"] for item in update["picture_index"]}
    for key, (digest, picture) in parts.items():
        assert digest == digests[key] and picture in widget.pictures
    sent_bytes = sum(len(str(data)) for _, data in sent.sent)
    assert sent_bytes < 40_000 < sum(len(p) for p in widget.pictures)
    assert "seats" not in update and "title" not in update  # nothing else changed
    sent.clear()
    click(widget, {"type": "act", "seat": 0, "action": "1 koop G1", "turn": widget.moves})
    (update,) = sent.updates()
    assert set(update) == {"error", "revision"}


def test_a_view_without_the_pictures_gets_them_all_when_it_asks(recording_comm) -> None:
    """A view shown after the pictures were sent asks for them; the refusal the table shows
    stays (the chapter's practice table shows one when its view first draws)."""
    widget = table()
    click(widget, {"type": "act", "seat": 0, "action": "1 kies 4", "turn": widget.moves})
    refusal, revision = widget.error, widget.revision
    assert refusal
    sent = recording_comm[-1]
    sent.clear()
    click(widget, {"type": "pictures"})
    click(widget, {"type": "history"})
    assert (widget.error, widget.revision) == (refusal, revision)
    assert sent.updates() == []
    (parts,) = pictures_sent(sent)
    assert [part for _, part in parts.values()] == widget.pictures
    assert list(parts) == [item["key"] for item in widget.picture_index]


def test_a_view_that_missed_the_start_asks_for_the_whole_log_once(recording_comm) -> None:
    widget = table()
    until(widget, Draw)
    sent = recording_comm[-1]
    sent.clear()
    click(widget, {"type": "history"})
    (message,) = [data for kind, data in sent.sent if data and data.get("method") == "custom"]
    assert message["content"] == {
        "type": "history",
        "entries": widget.log_entries,
        "length": len(widget.log_entries),
    }
    assert widget.error == ""


# -- text and static views -------------------------------------------------------------------------


def test_repr_is_deterministic_and_says_who_is_to_move() -> None:
    first, second = table(), table()
    assert repr(first) == repr(second) == "GameTable(kwakzalvers, zet 1, speler 1 aan zet)"
    assert "0x" not in repr(first)


def test_the_static_copy_shows_the_pictures_the_scores_and_the_log() -> None:
    widget = table()
    until(widget, Draw)
    act(widget, "1 trek")
    data, _ = widget._repr_mimebundle_()
    assert data["text/plain"] == repr(widget)
    html = data["text/html"]
    assert "werkt alleen in een notebook dat draait" in html
    assert "<svg" not in html  # stripped in an untrusted notebook: images instead
    assert len(pictures_in(html)) == 2  # the reader's own, the whole table in one picture
    alts = alt_texts(html)
    assert alts[0].startswith("Speler 1") and len(alts) == 2
    for entry in widget.log_entries:
        assert f"<li>{entry['text']}" in html.replace("&#x27;", "'")
    assert "Punten: speler 1 (jij): 0; speler 2 (gulzig): 0; speler 3 (rekenaar): 0." in html


# -- De Kwakzalvers' own start ---------------------------------------------------------------------


def test_the_default_computers_are_the_three_styles_in_order() -> None:
    widget = GameTable.of("kwakzalvers", players=4, seed=1, humans=(1,))
    assert [s["player"] for s in widget.seats] == ["voorzichtig", "jij", "gulzig", "rekenaar"]
    assert widget.title == "De Kwakzalvers van Kakelenburg"


def test_with_the_alchemists_the_essence_phase_is_played_too() -> None:
    widget = GameTable.of("kwakzalvers", players=2, seed=3, humans=(), alchemisten=True)
    assert widget.title == "De Kwakzalvers van Kakelenburg met De Alchemisten"
    widget.play()
    assert widget.turn_of == "einde"
    assert widget.state.setup.expansions == ("alchemisten",)
    markers = [state.extra(Essence).markers for state in widget.playthrough.states]
    assert any(field > 0 for fields in markers for field in fields)  # essence was counted


def test_an_unknown_computer_style_is_refused_in_dutch() -> None:
    with pytest.raises(RuleError, match="Er is geen computerspeler 'slim'") as refused:
        GameTable.of("kwakzalvers", players=2, computers={1: "slim"})
    assert refused.value.clause_id == "kwakzalvers.spelers"


@pytest.mark.parametrize(
    ("humans", "computers", "error"),
    [
        ((0,), {}, "seats \\[1\\] have no player"),
        ((0, 1), {1: TakeMost()}, "given to a human and to a computer"),
        ((0, 0), {1: TakeMost()}, "named twice"),
        ((2,), {0: TakeMost(), 1: TakeMost()}, "seat 2 does not exist"),
    ],
)
def test_every_seat_needs_exactly_one_player(humans: Any, computers: Any, error: str) -> None:
    with pytest.raises(ValueError, match=error):
        GameTable(Nim(), NimSetup(), 1, humans=humans, computers=computers)


def test_two_readers_at_one_table_both_get_their_choices_when_everyone_brews() -> None:
    widget = GameTable.of(
        "kwakzalvers", players=3, seed=4, humans=(0, 2), computers={1: "rekenaar"}
    )
    for _ in range(20):
        if widget.menus and any(g["kind"] == "Draw" for g in widget.menus[0]["groups"]):
            break
        (menu, *_) = widget.menus
        act(widget, menu["groups"][0]["offers"][0]["action"], menu["seat"])
    assert [m["seat"] for m in widget.menus] == [0, 2]
    assert widget.status == "Speler 1 en speler 3 aan zet."
    widget.step()
    assert widget.error == (
        "De computer wacht op jou: speler 1 en speler 3 zijn aan zet. Kies eerst zelf een zet."
    )
    with pytest.raises(ValueError, match="say which one"):
        widget.act("1 trek")  # two readers may act: the code must name the seat
    act(widget, "3 stop", seat=2)
    assert [m["seat"] for m in widget.menus] == [0]


# -- a second game: the table is generic -----------------------------------------------------------


def nim_table(**options: Any) -> GameTable:
    return GameTable(Nim(), NimSetup(stones=7, faces=3), 2, computers={1: TakeMost()}, **options)


def test_the_table_plays_another_game_of_the_model() -> None:
    widget = nim_table()
    assert widget.title == "dobbelnim"
    assert widget.log_entries[0]["text"].startswith("de dobbelsteen geeft")
    rolled = widget.state.rolled
    shown = offers(widget)
    assert [o["action"] for o in shown] == [f"1 neemt {n}" for n in range(1, rolled + 1)]
    assert widget.menus[0]["heading"] == "Speler 1 (jij) neemt …"
    assert shown[0]["short"] == "1 steen"
    # the state's own picture (_repr_html_), since the game brings none
    assert widget.pictures == [widget.state._repr_html_()]
    for _ in range(10):
        if widget.turn_of == "einde":
            break
        act(widget, offers(widget)[0]["action"])
    assert widget.turn_of == "einde"
    scores = list(widget.game.scores(widget.state))
    assert widget.result["scores"] == scores and sorted(scores) == [0, 1]
    assert widget.result["winners"] == [scores.index(1)]
    whose = [e["who"] for e in widget.log_entries]
    assert set(whose) == {"kans", "jij", "computer"}


def test_another_games_refusal_shows_its_own_dutch_reason_and_undo_works() -> None:
    widget = nim_table()
    before = visible(widget, transport=False)
    act(widget, "1 neemt 1")
    middle = visible(widget)
    click(widget, {"type": "act", "seat": 0, "action": "1 neemt 9", "turn": widget.moves})
    assert re.search(
        r"Je mag 1 tot \d stenen nemen, niet 9\. \(regel dobbelnim\.nemen: Stenen nemen\)",
        widget.error,
    )
    assert visible(widget) == middle
    widget.undo()
    assert visible(widget, transport=False) == before


def test_a_picture_callable_replaces_the_states_own_picture() -> None:
    widget = nim_table(picture=lambda state: f"<svg><desc>{state.stones} stenen</desc></svg>")
    assert widget.pictures == [f"<svg><desc>{widget.state.stones} stenen</desc></svg>"]
    assert "<svg" not in widget.static_html() and "<img" in widget.static_html()


@pytest.mark.parametrize(
    ("lead", "heading"),
    [
        ("speler 1", "Speler 1 (jij) …"),
        ("speler 1 koopt", "Speler 1 (jij) koopt …"),
        ("speler 1:", "Speler 1 (jij):"),
        ("", "Speler 1 (jij):"),
        ("speler 12 koopt", "Speler 1 (jij): speler 12 koopt …"),  # another seat's words
        ("de dobbelsteen", "Speler 1 (jij): de dobbelsteen …"),
    ],
)
def test_the_heading_puts_the_seats_name_in_the_glosses_start(lead: str, heading: str) -> None:
    assert menu_heading(lead, 0, "speler 1 (jij)") == heading


# -- the static files ------------------------------------------------------------------------------


def test_the_module_is_the_shared_part_then_its_own_and_never_writes_a_trait() -> None:
    js = GameTable._esm
    assert isinstance(js, str)
    own = (STATIC / "game_table.js").read_text(encoding="utf-8")
    assert js.startswith((STATIC / "base.js").read_text(encoding="utf-8")) and js.endswith(own)
    assert js.count("export default { render }") == 1
    assert not re.search(r"^\s*import\b|\bimport\(|https?://", js, re.MULTILINE)
    assert not re.search(r"model\.set\(|save_changes", own)
    for intent in GameTable.INTENTS:
        assert f'type: "{intent}"' in own  # every intent Python knows is one the page sends


def test_every_css_class_carries_the_rb_prefix() -> None:
    css = re.sub(r"/\*.*?\*/", "", (STATIC / "game_table.css").read_text(), flags=re.DOTALL)
    classes = set(re.findall(r"\.([A-Za-z_][\w-]*)", " ".join(re.findall(r"([^{}]+)\{", css))))
    assert "rb-game-table" in classes
    assert {c for c in classes if not c.startswith("rb-")} == set()


def test_the_players_parts_of_the_table_use_readable_text_that_fits() -> None:
    """Each player's part is shown at its own width: its lines (above and under the small
    cauldron) are 12.5 units (never under 11 px in a column of 310 px) and break at a '·'
    before they run out of the picture (about 0.55 of the size per character)."""
    from rulebook.quacks.pictures.overview import PANEL_WIDTH, table_parts

    widget = GameTable.of("kwakzalvers", players=4, set=1, seed=5, humans=(), alchemisten=True)
    widget.play()
    states = widget.playthrough.states
    for state in states[:: max(1, len(states) // 12)]:
        for key, part in table_parts(state, "brouwen").items():
            if not key.startswith("speler-"):
                continue
            above, _, rest = part.partition('class="rb-player"')
            outside = above + rest.rpartition("</g>")[2]  # not the cauldron's own labels
            texts = re.findall(r'<text [^>]*font-size="([0-9.]+)"[^>]*>([^<]*)</text>', outside)
            assert len(texts) >= 2, key
            for size, text in texts:
                assert float(size) >= 12.5, (key, text)
                assert len(html.unescape(text)) * float(size) * 0.55 <= PANEL_WIDTH - 14, text


# -- what a click costs ---------------------------------------------------------------------------

INHERITED = ("cursor", "color", "font", "line-height", "visibility", "letter-spacing", "fill")
"""CSS properties every descendant inherits: changed on the table's root, they make the browser
restyle the whole table (its pictures are some 1,700 SVG elements) twice per click."""


def test_a_busy_table_restyles_only_its_controls() -> None:
    css = re.sub(r"/\*.*?\*/", "", (STATIC / "game_table.css").read_text(), flags=re.DOTALL)
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        for selector in selectors.split(","):
            if selector.strip().endswith(".rb-gt-busy"):  # the root itself while Python answers
                declared = re.findall(r"([\w-]+)\s*:", body)
                assert not [p for p in declared if p.startswith(INHERITED)], (selector, declared)


def test_the_view_never_measures_the_page_while_it_redraws() -> None:
    """Reading a layout value (a scroll height, a box) or focusing with a scroll between
    changing the page and its next frame lays the whole notebook out once more per click."""
    own = (STATIC / "game_table.js").read_text(encoding="utf-8")
    code = re.sub(r"//[^\n]*", "", own)
    for reads in ("scrollHeight", "offsetHeight", "getBoundingClientRect", "scrollIntoView"):
        assert reads not in code, reads
    assert re.findall(r"\.focus\(([^)]*)\)", code) == ["{ preventScroll: true }"]


def test_a_draw_redraws_neither_the_empty_track_nor_the_unchanged_score_track() -> None:
    """The fields of the reader's cauldron and the score track are drawn once and kept: a click
    that draws a chip changes neither, and redrawing them was most of the kernel's time."""
    from rulebook.quacks.pictures import cauldron, overview

    widget = GameTable.of("kwakzalvers", players=4, set=1, seed=5, humans=(0,))
    until(widget, Draw)
    act(widget, "1 trek")
    fields, scores = cauldron._field.cache_info(), overview._score_part.cache_info()
    act(widget, "1 trek")
    assert cauldron._field.cache_info().misses == fields.misses
    assert cauldron._field.cache_info().hits > fields.hits
    assert overview._score_part.cache_info().misses == scores.misses


@pytest.mark.parametrize(
    ("game_id", "words"),
    [("kwakzalvers", {}), ("het-leeft", {"players": 3}), ("castle-combo", {"players": 2})],
)
def test_the_table_applies_each_action_once_and_logs_what_the_rules_reported(
    game_id: str, words: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The log's outcomes come from what the rules reported during the table's own apply
    (``Playthrough(hear=True)``), not from applying the action a second time."""
    table = GameTable.of(game_id, seed=5, **words)
    game_type = type(table.playthrough.game)
    applied: list[object] = []
    real_apply = game_type.apply

    def counting_apply(self: Any, state: Any, action: Any) -> Any:
        applied.append(action)
        return real_apply(self, state, action)

    monkeypatch.setattr(game_type, "apply", counting_apply)
    logged = len(table.log_entries)
    for _ in range(80):  # until the log has told something that came of an action
        if table.turn_of == "einde" or any(e["outcomes"] for e in table.log_entries[logged:]):
            break
        table.act(str(table.menus[0]["groups"][0]["offers"][0]["action"]))
        assert table.error == ""
    new = table.log_entries[logged:]
    assert len(new) > 1
    assert [str(action) for action in applied] == [entry["action"] for entry in new]
    assert any(entry["outcomes"] for entry in new)
