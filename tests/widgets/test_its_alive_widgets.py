"""The rule tools of Het Leeft! in Python: clicks give what a player can check against the rules.

An auction goes once around the table from the seller, who opens; nobody bids more than they
have; the winner pays the seller (the seller who keeps the highest bid pays the bank). An
uprising is paid with a card of at least its value or its value in coins, never mixed, and then
kept; who cannot pay gives the most valuable card or all coins and the uprising leaves the game.
The advanced score is the cards on the board, the coins up to half of that, 5 for the first.
Every refusal is Dutch, names its rule and changes nothing.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest

from rulebook.its_alive.data import EXAMPLE_VALUES, CoffinScore, Kind
from rulebook.its_alive.rulings import score_ruling
from tests.widgets.pictures import pictures_in
from widgets import (
    AdviceAdvisor,
    AuctionStepper,
    CardValuesEntry,
    GameTable,
    ScoreCalculator,
    UprisingResolver,
)
from widgets.panel import Panel


def shown(widget: Panel) -> dict[str, Any]:
    """Everything the panel shows but the refusal and its counter."""
    return {
        name: widget.get_state()[name]
        for name in widget.DISPLAY_TRAITS
        if name not in ("error", "revision")
    }


def texts(widget: Panel) -> list[str]:
    return [str(line["text"]) for line in widget.lines]


def click(widget: Panel, intent: dict[str, object]) -> None:
    """What the page sends (a custom message), through the whole intent path."""
    widget._handle_custom_msg(intent, [])


def refused(widget: Panel, intent: dict[str, object], rule: str) -> None:
    """The intent is refused in Dutch naming ``rule`` (a clause id or a Dutch phrase), and
    nothing the panel shows changes."""
    before = shown(widget)
    click(widget, intent)
    assert rule in widget.error
    assert "Error" not in widget.error and "Traceback" not in widget.error
    assert shown(widget) == before


# -- the auction ----------------------------------------------------------------------------------


def test_the_highest_bidder_pays_the_seller_and_gets_the_card() -> None:
    auction = AuctionStepper((12, 5, 8))
    auction.bid(3)
    auction.pass_turn()
    click(auction, {"type": "bid", "bod": 6})
    assert auction.error == ""
    outcome = auction.outcome
    assert outcome is not None and (outcome.winner, outcome.amount, outcome.paid_to) == (2, 6, 0)
    assert texts(auction)[0].startswith("Speler 3 krijgt de kaart en betaalt 6 munten aan speler 1")
    assert texts(auction)[1] == "Munten daarna: speler 1 18, speler 2 5, speler 3 2."
    steps = [step["clause_id"] for step in auction.ruling["steps"]]
    assert steps == [
        "het-leeft.veilen.openen",
        "het-leeft.veilen.ronde",
        "het-leeft.veilen.munten",
        "het-leeft.veilen.betalen",
    ]
    assert "speler 3 met 8 munten: biedt 6 (hoogste bod, krijgt de kaart)" in auction.picture
    assert [a["disabled"] for a in auction.actions if a["type"] in ("bid", "pass")] == [True, True]


def test_a_seller_who_keeps_the_highest_bid_pays_the_bank() -> None:
    auction = AuctionStepper((12, 5, 8))
    auction.bid(4)
    auction.pass_turn()
    auction.pass_turn()
    assert auction.outcome is not None and auction.outcome.paid_to is None
    assert "betaalt 4 munten aan de bank" in texts(auction)[0]
    assert texts(auction)[1] == "Munten daarna: speler 1 8, speler 2 5, speler 3 8."


def test_each_step_names_whose_turn_it_is_and_the_bids_allowed() -> None:
    auction = AuctionStepper((12, 5, 8))
    assert texts(auction) == [
        "Speler 1, de verkoper, opent de veiling met een bod van 1 tot 12 munten."
    ]
    assert auction.field_value("bod") == 1
    auction.bid(5)
    assert texts(auction) == [
        "Speler 2 is aan de beurt maar heeft maar 5 munten: hoger bieden kan niet, alleen passen."
    ]
    auction.pass_turn()
    assert texts(auction) == ["Speler 3 is aan de beurt: bied 6 tot 8 munten, of pas."]
    assert auction.field_value("bod") == 6
    assert auction.ruling["answer"].startswith("Het hoogste bod is nu 5")


@pytest.mark.parametrize(
    ("bids", "intent", "rule"),
    [
        ((), {"type": "pass"}, "het-leeft.veilen.openen"),
        ((3,), {"type": "bid", "bod": 9}, "het-leeft.veilen.munten"),
        ((3,), {"type": "bid", "bod": 3}, "het-leeft.veilen.ronde"),
        ((3, None, 6), {"type": "pass"}, "het-leeft.veilen.ronde"),
        ((3,), {"type": "bid", "bod": "veel"}, "Een bod is een heel getal"),
        ((3,), {"type": "set", "name": "munten-1", "value": 2}, "het-leeft.veilen.munten"),
        ((), {"type": "undo"}, "niets terug te nemen"),
    ],
)
def test_an_impossible_bid_is_refused_naming_its_rule(
    bids: tuple[int | None, ...], intent: dict[str, object], rule: str
) -> None:
    auction = AuctionStepper((12, 5, 8), bids=bids)
    refused(auction, intent, rule)
    assert auction.bids == bids and auction.coins == (12, 5, 8)


def test_undo_restart_and_another_table() -> None:
    auction = AuctionStepper((12, 5, 8), bids=(3, None))
    auction.undo()
    assert list(auction.bids) == [3]
    auction.restart()
    assert list(auction.bids) == []
    auction.set_players(4)
    assert auction.coins == (12, 5, 8, 12)
    auction.set_coins(1, 20)
    assert auction.coins == (12, 20, 8, 12) and auction.error == ""


# -- the uprising ---------------------------------------------------------------------------------


def test_a_card_of_at_least_the_value_pays_and_the_uprising_is_kept() -> None:
    resolver = UprisingResolver(4, "hart-5 armen-2", 3)
    assert texts(resolver) == ["1. Betaal met de kaart Hart 5"]
    assert [line["clause"] for line in resolver.lines] == ["het-leeft.opstand.betalen"]
    resolver.choose(0)
    assert texts(resolver)[-1] == (
        "Je geeft Hart 5; die kaart gaat naar je kerkhof. De opstand houd je naast je bord, om "
        "later mee te betalen. Daarna heb je: Armen 2, Bevolkingsopstand 4; 3 munten. Je kiest "
        "nu alsnog een kaart."
    )


def test_coins_pay_when_no_card_is_worth_enough() -> None:
    resolver = UprisingResolver(4, "2", 6)
    assert texts(resolver) == ["1. Betaal met 4 munten"]
    resolver.choose(0)
    chosen = resolver.chosen
    assert chosen is not None and (chosen.keeps, chosen.coins_after) == (True, 2)


def test_who_cannot_pay_gives_the_best_card_or_all_coins_and_the_uprising_leaves() -> None:
    resolver = UprisingResolver(6, "3 5", 2)
    assert [o.payment.amount for o in resolver.options] == [5, 2]
    assert {line["clause"] for line in resolver.lines} == {"het-leeft.opstand.onbetaalbaar"}
    resolver.choose(1)
    assert "Dat is niet genoeg: de opstand gaat uit het spel." in texts(resolver)[-1]
    assert "een kaart van 3, een kaart van 5; 0 munten" in texts(resolver)[-1]


def test_nothing_at_all_lets_the_uprising_go_without_effect() -> None:
    resolver = UprisingResolver(3, "", 0)
    assert [line["clause"] for line in resolver.lines] == ["het-leeft.opstand.niets"]
    resolver.choose(0)
    assert "gaat zonder gevolg uit het spel" in texts(resolver)[-1]


def test_a_kept_uprising_pays_and_leaves_the_game() -> None:
    resolver = UprisingResolver(3, "opstand-5", 0)
    resolver.choose(0)
    assert "die kaart gaat uit het spel" in texts(resolver)[-1]


def test_typing_new_cards_lists_new_choices_and_bad_input_changes_nothing() -> None:
    resolver = UprisingResolver(4, "hart-5 armen-2", 3)
    resolver.set_cards("hoofd-7 benen-4")
    assert len(resolver.options) == 2 and resolver.error == ""
    refused(resolver, {"type": "set", "name": "kaarten", "value": "hart-x"}, "het-leeft.kaarten")
    refused(resolver, {"type": "set", "name": "waarde", "value": 0}, "tussen 1 en 99")
    refused(resolver, {"type": "choose", "index": 5}, "bestaat niet")
    assert [o.payment.card for o in resolver.options] == ["benen-4", "hoofd-7"]


def test_the_picture_shows_the_uprising_and_what_the_player_has() -> None:
    resolver = UprisingResolver(4, "hart-5 armen-2", 3)
    assert "Bevolkingsopstand 4" in resolver.picture
    assert "Wat je hebt: Hart 5 en Armen 2; 3 munten." in resolver.picture


# -- the score ------------------------------------------------------------------------------------


def test_the_advanced_score_is_cards_capped_coins_and_five_for_the_first() -> None:
    calculator = ScoreCalculator(3)
    calculator.set_cards(0, "hart-5 armen-3 doodskist-7")
    calculator.set_coins(0, 10)
    calculator.set_first(0)
    assert calculator.error == ""
    assert calculator.ruling["answer"] == "27 punten (15 + 7 + 5)."
    assert (
        texts(calculator)[0]
        == "Partij 1 (speler 1 begint): speler 1: 27, speler 2: 0, speler 3: 0."
    )


def test_as_many_games_as_players_with_the_start_player_moving_left() -> None:
    calculator = ScoreCalculator(3)
    assert [line["text"].split(":")[0] for line in calculator.lines[:3]] == [
        "Partij 1 (speler 1 begint)",
        "Partij 2 (speler 2 begint)",
        "Partij 3 (speler 3 begint)",
    ]
    calculator.set_cards(0, "8 6")
    calculator.set_game(2)
    calculator.set_cards(1, "hoofd-8 hart-8 torso-2")
    calculator.set_coins(1, 3)
    calculator.explain(1)
    assert calculator.totals == (14, 21, 0)
    assert calculator.ruling["answer"] == "21 punten (18 + 3 + 0)."
    assert texts(calculator)[-1] == "Speler 2 wint met 21 punten."


def test_equal_totals_share_the_win() -> None:
    calculator = ScoreCalculator(2)
    calculator.set_cards(0, "6")
    calculator.set_cards(1, "hart-6")
    assert calculator.totals == (6, 6)
    assert texts(calculator)[-1] == "Speler 1 en speler 2 winnen samen met elk 6 punten."


@pytest.mark.parametrize(
    ("intent", "rule"),
    [
        ({"type": "set", "name": "kaarten-1", "value": "hart-5 hart-6"}, "het-leeft.bord.dubbel"),
        ({"type": "set", "name": "kaarten-1", "value": "opstand-3"}, "het-leeft.score.gevorderd"),
        ({"type": "set", "name": "kaarten-1", "value": "1 2 3 4 5 6 7 8 9"}, "het-leeft.bord"),
        ({"type": "set", "name": "munten-2", "value": -1}, "tussen 0 en 80"),
        ({"type": "set", "name": "kaarten-4", "value": "5"}, "geen speler 4"),
        ({"type": "set", "name": "spelers", "value": 7}, "tussen 2 en 5"),
    ],
)
def test_a_board_the_rules_do_not_allow_is_refused(intent: dict[str, object], rule: str) -> None:
    calculator = ScoreCalculator(3)
    calculator.set_cards(0, "5 3")
    refused(calculator, intent, rule)
    assert calculator.totals == (8, 0, 0)


def test_in_the_basic_game_the_first_to_finish_wins() -> None:
    calculator = ScoreCalculator(4)
    calculator.set_advanced(False)
    calculator.set_first(2)
    assert texts(calculator) == ["Speler 3 bracht het monster als eerste tot leven en wint."]
    assert calculator.ruling["steps"][0]["clause_id"] == "het-leeft.winnen.basis"
    refused(calculator, {"type": "set", "name": "eerste", "value": -1}, "kies een speler")


# -- the card values ------------------------------------------------------------------------------

OWN_BOX = "\n".join(
    f"{kind.code}: {' '.join(str(v + 1) for v in range(n, n + 6))}" for n, kind in enumerate(Kind)
)


def test_the_example_set_is_shown_as_the_example_set() -> None:
    entry = CardValuesEntry()
    assert entry.values == EXAMPLE_VALUES
    assert "voorbeeldset" in entry.note and "niet de waarden van een echte doos" in entry.note
    assert texts(entry)[0] == "Armen: 2, 3, 4, 5, 6, 7"


def test_a_readers_own_values_are_read_and_play_at_the_table() -> None:
    entry = CardValuesEntry()
    click(entry, {"type": "read", "waarden": OWN_BOX})
    assert entry.error == ""
    assert entry.values.of(Kind.HEART) == (7, 8, 9, 10, 11, 12)
    assert "jouw eigen waarden" in entry.note
    table = entry.table(players=2, seed=1, humans=())
    assert isinstance(table, GameTable)
    table.play()
    assert sorted(table.state.all_cards()) == sorted(entry.values.cards())


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("armen: 1 2", "Regel 1: armen heeft zes hele getallen nodig."),
        ("draak: 1 2 3 4 5 6", "Regel 1: begin met een soort"),
        (OWN_BOX.replace("torso", "# torso"), "Deze soorten ontbreken: torso."),
    ],
)
def test_a_wrong_file_shows_its_dutch_error_and_keeps_the_values(text: str, message: str) -> None:
    entry = CardValuesEntry()
    refused(entry, {"type": "read", "waarden": text}, message)
    assert "het-leeft.kaarten" in entry.error
    assert entry.values == EXAMPLE_VALUES


# -- the advice -----------------------------------------------------------------------------------


def test_the_advice_shows_every_choice_with_its_interval_and_the_verdict_of_the_command(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from rulebook.cli import main

    advisor = AdviceAdvisor(players=4, seed=3, turn=20, budget=100)
    advice = advisor.advice
    lines = texts(advisor)
    assert len(lines) == len(advice.odds) + 1
    for odds, text in zip(advice.values(), lines, strict=False):
        assert text.startswith(odds.code.capitalize() + ": ")
        assert "95%-interval" in text and " tot " in text
    args = ["het-leeft", "advies", "--zaad", "3", "--beurt", "20", "--proefpartijen", "100"]
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert list(advice.best) == data["advies"]
    assert advisor.ruling["answer"] == data["antwoord"]
    assert data["gelijkwaardig"] is advice.tie
    assert lines[-1].startswith(data["antwoord"].split(":")[0].rstrip("."))


def test_choices_the_advice_cannot_tell_apart_are_shown_as_equally_good() -> None:
    advisor = AdviceAdvisor(players=4, seed=3, turn=8, budget=100)
    assert advisor.advice.tie
    verdict = texts(advisor)[-1]
    assert "zijn even goed" in verdict
    assert "het beste" not in verdict
    assert "even goed" in repr(advisor)


def test_a_new_position_waits_for_the_button_and_a_bad_one_changes_nothing() -> None:
    from rulebook.its_alive.advice import verdict_words

    advisor = AdviceAdvisor(players=4, seed=3, turn=20, budget=100)
    refused(advisor, {"type": "set", "name": "beurt", "value": 999}, "het-leeft.einde")
    refused(advisor, {"type": "set", "name": "proefpartijen", "value": 1}, "het-leeft.bestemmen")
    advisor.set_turn(5)
    assert "nog niet gevraagd" in repr(advisor)
    assert texts(advisor) == ["Klik op Geef advies om de proefpartijen te spelen."]
    click(advisor, {"type": "advies"})
    assert advisor.advice.deals >= 100
    said = verdict_words(advisor.advice)
    assert texts(advisor)[-1] == said[0].upper() + said[1:] + "."


# -- shared by the four ---------------------------------------------------------------------------

MAKERS: dict[str, Callable[[], Panel]] = {
    "veiling": lambda: AuctionStepper((12, 5, 8), bids=(3,)),
    "opstand": lambda: UprisingResolver(4, "hart-5 armen-2", 3),
    "score": lambda: ScoreCalculator(3),
    "waarden": CardValuesEntry,
    "advies": lambda: AdviceAdvisor(players=3, seed=2, turn=10, budget=100),
}


@pytest.mark.parametrize("name", sorted(MAKERS))
def test_the_static_copy_reads_without_a_kernel(name: str) -> None:
    widget = MAKERS[name]()
    copy = widget.static_html()
    assert "werkt alleen in een notebook dat draait" in copy
    assert all(line in copy for line in texts(widget)[:1])
    if widget.picture:
        (picture,) = pictures_in(copy)
        assert picture == widget.picture


@pytest.mark.parametrize("name", sorted(MAKERS))
def test_every_button_sends_an_intent_the_widget_knows(name: str) -> None:
    widget = MAKERS[name]()
    sent = {a["type"] for a in widget.actions} | {
        line["action"]["type"] for line in widget.lines if "action" in line
    }
    assert sent <= set(widget.INTENTS)
    if any(f["kind"] != "textarea" for f in widget.fields):
        assert "set" in widget.INTENTS


def test_the_panel_module_is_the_shared_part_then_its_own_and_never_writes_a_trait() -> None:
    from widgets._base import STATIC

    own = (STATIC / "panel.js").read_text(encoding="utf-8")
    assert isinstance(Panel._esm, str) and Panel._esm.endswith(own)
    assert not re.search(r"model\.set\(|save_changes", own)
    assert not re.search(r"^\s*import\b|\bimport\(|https?://", own, re.MULTILINE)
    css = re.sub(r"/\*.*?\*/", "", (STATIC / "panel.css").read_text(), flags=re.DOTALL)
    classes = set(re.findall(r"\.([A-Za-z_][\w-]*)", " ".join(re.findall(r"([^{}]+)\{", css))))
    assert classes and {c for c in classes if not c.startswith("rb-")} == set()


def test_the_calculator_counts_coffins_as_the_option_says() -> None:
    """With ``doodskisten=een`` only the most valuable of two coffins counts, after every edit
    (players, cards, first) as before it; the default counts both."""
    board = "doodskist-8 doodskist-6 hart-5"
    each, one = ScoreCalculator(2), ScoreCalculator(2, coffins=CoffinScore.ONE)
    for calculator in (each, one):
        calculator.set_cards(0, board)
        calculator.set_first(1)
        calculator.set_coins(0, 4)
    assert each.totals[0] - one.totals[0] == 6
    assert one.totals[0] == score_ruling(board.split(), 4, False, coffins=CoffinScore.ONE).result
    one.set_players(3)
    one.set_cards(0, board)
    assert one.totals[0] == 8 + 5
    assert "doodskisten=een" in repr(one)
    with pytest.raises(TypeError):
        ScoreCalculator(2, coffins="een")  # type: ignore[arg-type]
