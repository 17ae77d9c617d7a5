"""The digital bag in Python: every click goes through the engine, every rule shows in a click.

Intents are sent as the browser sends them (``_handle_custom_msg``). What is checked is what a
player at the table can check: where a chip lands, when the cauldron explodes, the chance that
the next chip explodes it (counted by hand from the bag), when the flask may be used, what a
blue, yellow or red chip and card B8 ask.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

import pytest

from rulebook.core import RuleError
from rulebook.quacks.state import Chip
from tests.widgets.pictures import pictures_in
from widgets import DigitalBag
from widgets.quacks.digital_bag import percent


def click(bag: DigitalBag, intent: object) -> None:
    """What ``model.send(intent)`` in the bag's JavaScript does in the kernel."""
    bag._handle_custom_msg(intent, [])


def enabled(bag: DigitalBag) -> dict[str, bool]:
    return {action["label"]: action["enabled"] for action in bag.actions}


def laid(bag: DigitalBag) -> list[str]:
    """The cauldron as the picture shows it: ``field:chip`` for every chip drawn in it."""
    chips = re.findall(r'class="rb-chip" data-chip="(\w+)" data-field="(\d+)"', bag.picture)
    return [f"{field}:{chip}" for chip, field in chips]


def seeded(bag: str, first: str, **settings: Any) -> DigitalBag:
    """A bag whose seeded stream draws the chips of ``first`` first, in that order (the lowest
    seed that does), so a test knows what comes out of the bag."""
    wanted = [Chip.parse(label) for label in first.split()]
    for seed in range(500):
        widget = DigitalBag(bag, seed=seed, **settings)
        drawn = []
        for _ in wanted:
            before = len(widget.actions_played)
            widget.draw()
            drawn.append(widget.actions_played[before + 1].chip)  # type: ignore[attr-defined]
        if drawn == wanted:
            return DigitalBag(bag, seed=seed, **settings)
    raise AssertionError(f"no seed below 500 draws {first} first from {bag}")


def frozen(bag: DigitalBag) -> dict[str, Any]:
    """Everything a refusal must leave alone."""
    state = {k: v for k, v in bag.get_state().items() if k in DigitalBag.DISPLAY_TRAITS}
    state.pop("error")
    state.pop("revision")
    return {"traits": state, "game": bag.state, "played": bag.actions_played}


# -- the start --------------------------------------------------------------------------------


def test_the_start_bag_cannot_explode_an_empty_cauldron() -> None:
    bag = DigitalBag.start()
    assert bag.odds["fraction"] == "0"
    assert bag.odds["chips"] == []
    assert bag.odds["words"] == "Geen van de 9 fiches in je buidel laat je ketel nu ontploffen."
    assert enabled(bag) == {"Trek": True, "Stop": True, "Gebruik de fles": False}
    assert [(c["label"], c["count"]) for c in bag.bag] == [
        ("W1", 4),
        ("W2", 2),
        ("W3", 1),
        ("O1", 1),
        ("G1", 1),
    ]
    assert bag.status == "Nog geen fiche in je ketel; wit samen 0 van hoogstens 7."
    assert repr(bag) == "DigitalBag(buidel='W1x4 W2x2 W3 O1 G1', ketel='leeg', kans 0)"


def test_a_chip_drawn_lies_where_its_value_takes_it_from_the_droplet() -> None:
    bag = seeded("O1 G1", "O1", droplet=4)
    click(bag, {"type": "draw"})
    assert laid(bag) == ["5:O1"]
    assert str(bag.state.players[0].bag) == "G1"
    assert bag.happened["steps"][0]["clause_id"] == "kwakzalvers.brouwen.plaatsen"
    assert "op veld 5" in bag.happened["steps"][0]["text"]
    click(bag, {"type": "draw"})
    assert laid(bag) == ["5:O1", "6:G1"]
    assert bag.log_lines == [
        "Speler 1 trekt pompoen (oranje, waarde 1)",
        "Speler 1 trekt groen ingrediënt (groen, waarde 1)",
    ]


def test_the_rat_stone_moves_the_start() -> None:
    bag = seeded("O1", "O1", droplet=2, rats=3)
    assert 'data-rat-stone="5"' in bag.picture
    bag.draw()
    assert laid(bag) == ["6:O1"]


def test_the_same_seed_draws_the_same_chips() -> None:
    first, second = DigitalBag(seed=7), DigitalBag(seed=7)
    for _ in range(5):
        first.draw()
        second.draw()
    assert laid(first) == laid(second)
    assert len(laid(first)) == 5


# -- the odds before each draw ----------------------------------------------------------------


def by_hand(bag: DigitalBag) -> tuple[Fraction, list[str]]:
    """The chance counted as a player counts it: white chips in the bag worth more than the room
    left under the limit, out of all chips in the bag."""
    player = bag.state.players[0]
    room = 7 - player.cauldron.white_total()
    chips = list(player.bag)
    bad = [chip for chip in chips if chip.is_white and (chip.value or 0) > room]
    return Fraction(len(bad), len(chips)), sorted({str(chip) for chip in bad})


def test_before_every_draw_the_odds_are_the_bad_white_chips_out_of_the_bag() -> None:
    bag = DigitalBag("W1x4 W2x2 W3 O1 G1", seed=11)
    seen = set()
    while not bag.done:
        chance, culprits = by_hand(bag)
        assert Fraction(bag.odds["fraction"]) == chance
        assert sorted(chip["label"] for chip in bag.odds["chips"]) == culprits
        assert bag.odds["percent"] == percent(chance)
        seen.add(chance)
        bag.draw()
    assert len(seen) >= 3  # the odds changed as the whites went in
    assert bag.exploded  # the whites total 11: drawing on, the cauldron must explode


def test_the_odds_name_the_chips_and_say_it_in_words() -> None:
    """W3, W2 and W1 in the cauldron make 6: room for 1 more. Left in the bag: W2 and O1, so
    the W2 explodes it: 1 chance in 2."""
    bag = seeded("W3 W2x2 W1 O1", "W3 W2 W1")
    for _ in range(3):
        bag.draw()
    assert bag.odds["fraction"] == "1/2"
    assert bag.odds["words"] == "1 van de 2 fiches in je buidel laat je ketel ontploffen (50 %)."
    assert [(c["label"], c["count"]) for c in bag.odds["chips"]] == [("W2", 1)]
    assert bag.odds["room"] == 1
    steps = bag.odds["ruling"]["steps"]
    assert [s["clause_id"] for s in steps] == ["kwakzalvers.ontploffen", "kwakzalvers.brouwen"]
    assert "ruimte voor 1" in steps[0]["text"]


def test_card_b7_lets_the_whites_total_nine() -> None:
    bag = DigitalBag("W1x4 W2x2 W3", card="B7")
    assert bag.odds["limit"] == 9
    assert bag.status.endswith("van hoogstens 9.")


def test_percent_is_rounded_and_never_says_zero_for_a_chance() -> None:
    assert percent(Fraction(3, 11)) == "27 %"
    assert percent(Fraction(0)) == "0 %"
    assert percent(Fraction(1, 500)) == "minder dan 1 %"


# -- exploding and stopping -------------------------------------------------------------------


def test_the_cauldron_explodes_when_the_whites_pass_seven() -> None:
    bag = DigitalBag("W1x4 W2x2 W3", seed=2)
    while not bag.done:
        bag.draw()
    player = bag.state.players[0]
    assert bag.exploded and player.cauldron.white_total() > 7
    assert bag.status.startswith("Ontploft: de witte fiches zijn samen")
    assert "je kiest" in bag.worth
    assert bag.odds == {}
    assert 'data-scoring="' in bag.picture
    steps = [s["clause_id"] for s in bag.happened["steps"]]
    assert "kwakzalvers.ontploffen" in steps
    before = frozen(bag)
    click(bag, {"type": "draw"})
    assert "Het brouwen is voorbij" in bag.error
    assert frozen(bag) == before


def test_stop_ends_the_brewing_and_shows_the_scoring_field() -> None:
    bag = seeded("O1 G1 W1", "O1")
    bag.draw()
    click(bag, {"type": "stop"})
    assert bag.done and not bag.exploded
    assert bag.worth == "Veld 2: 2 geld, 0 overwinningspunten."
    assert 'data-scoring="2"' in bag.picture
    assert bag.happened["steps"][-1]["clause_id"] == "kwakzalvers.brouwen.stoppen"
    assert enabled(bag) == {"Trek": False, "Stop": False, "Gebruik de fles": False}


# -- the flask ---------------------------------------------------------------------------------


def test_the_flask_puts_the_white_chip_just_drawn_back_once() -> None:
    bag = seeded("W2 O1", "W2")
    assert not enabled(bag)["Gebruik de fles"]
    bag.draw()
    assert enabled(bag)["Gebruik de fles"]
    click(bag, {"type": "flask"})
    assert bag.error == ""
    assert laid(bag) == []
    assert str(bag.state.players[0].bag) == "W2 O1"
    assert bag.flask_full is False
    assert bag.happened["steps"][0]["clause_id"] == "kwakzalvers.fles"
    bag.draw()
    before = frozen(bag)
    click(bag, {"type": "flask"})
    assert "kwakzalvers.fles" in bag.error
    assert "fles" in bag.error
    assert frozen(bag) == before


def test_no_flask_after_a_coloured_chip() -> None:
    bag = seeded("O1 W1", "O1")
    bag.draw()
    assert not enabled(bag)["Gebruik de fles"]
    before = frozen(bag)
    bag.flask()
    assert "De fles mag alleen op een wit fiche" in bag.error
    assert frozen(bag) == before


# -- chip actions and cards the engine asks about ------------------------------------------------


def test_blue_set_1_draws_into_the_hand_and_offers_a_pick() -> None:
    bag = seeded("B1 O1 W1", "B1")
    bag.draw()
    assert len(bag.hand) == 1
    in_hand = bag.hand[0]["label"]
    assert [o["label"] for o in bag.options] == [
        f"Leg {in_hand} in je ketel",
        "Leg er geen in je ketel",
    ]
    assert bag.choice["clause_id"] == "kwakzalvers.boek.blauw.1"
    assert enabled(bag) == {"Trek": False, "Stop": False, "Gebruik de fles": False}
    assert bag.odds == {}
    click(bag, {"type": "choose", "index": 0})
    assert laid(bag) == ["1:B1", f"2:{in_hand}"]
    assert bag.hand == [] and bag.options == []


def test_a_choice_comes_before_drawing_again() -> None:
    bag = seeded("B1 O1 W1", "B1")
    bag.draw()
    before = frozen(bag)
    click(bag, {"type": "draw"})
    assert bag.error.startswith("Eerst kiezen")
    assert frozen(bag) == before
    click(bag, {"type": "choose", "index": 2})
    assert bag.error == "Kies een van de 2 mogelijkheden (1 tot 2)."
    assert frozen(bag) == before


def test_yellow_set_1_may_put_the_white_chip_before_it_back() -> None:
    bag = seeded("W3 Y1", "W3", round=2)
    bag.draw()
    bag.draw()
    assert [o["label"] for o in bag.options] == ["Doe W3 terug in je buidel", "Laat W3 liggen"]
    assert bag.choice["clause_id"] == "kwakzalvers.boek.geel.1"
    bag.choose(0)
    assert laid(bag) == ["4:Y1"]  # the yellow chip stays where it landed, after the W3
    assert str(bag.state.players[0].bag) == "W3"


def test_red_set_2_goes_beside_the_cauldron_and_is_laid_after_stopping() -> None:
    bag = seeded("R2 O1", "R2", set=2)
    bag.draw()
    assert [c["label"] for c in bag.aside] == ["R2"]
    assert laid(bag) == []
    bag.draw()
    bag.stop()
    assert bag.options[0]["label"] == "Leg R2 achter je laatste fiche"
    assert not bag.done
    bag.choose(0)
    assert laid(bag) == ["1:O1", "3:R2"]
    assert bag.done


def test_card_b8_offers_the_first_white_chip_back() -> None:
    bag = seeded("W1 O1", "W1", card="B8")
    bag.draw()
    assert bag.choice["clause_id"] == "kwakzalvers.kaart.B8"
    bag.choose(0)
    assert laid(bag) == []


def test_choosing_when_nothing_is_asked_is_refused() -> None:
    bag = DigitalBag()
    before = frozen(bag)
    click(bag, {"type": "choose", "index": 0})
    assert bag.error == "Er valt nu niets te kiezen: trek een fiche of stop."
    assert frozen(bag) == before
    click(bag, {"type": "choose", "index": "1"})
    assert "geheel getal" in bag.error
    assert frozen(bag) == before


# -- starting again, showing without a kernel ------------------------------------------------------


def test_restart_empties_the_cauldron_and_fills_the_bag_again() -> None:
    bag = DigitalBag(seed=5)
    bag.draw()
    bag.draw()  # two chips of the start bag never explode it (3 + 2 is at most 5)
    bag.restart()
    assert laid(bag) == []
    assert bag.log_lines == []
    assert bag.actions_played == ()
    assert bag.happened == {}
    assert str(bag.state.players[0].bag) == "W1x4 W2x2 W3 O1 G1"
    assert bag.flask_full is True
    bag.draw()
    assert len(laid(bag)) == 1


def test_a_bag_that_cannot_be_is_the_callers_error() -> None:
    with pytest.raises(RuleError, match=r"kwakzalvers\.voorraad"):
        DigitalBag("N")
    with pytest.raises(RuleError, match="waarde 9"):
        DigitalBag("W9")


def test_the_static_copy_shows_the_cauldron_the_bag_and_the_odds() -> None:
    bag = DigitalBag("W1x4 W2x2 W3 O1 G1")
    static = bag.static_html()
    assert "De digitale buidel werkt alleen in een notebook dat draait." in static
    assert "<svg" not in static  # an image, so an untrusted notebook keeps it
    (svg,) = pictures_in(static)
    assert svg == bag.picture
    assert "W1x4 W2x2 W3 O1 G1" in static
    assert "Geen van de 9 fiches" in static
    data, _ = bag._repr_mimebundle_()
    assert data["text/html"] == static
    assert data["text/plain"] == repr(bag)


def test_a_draw_sends_only_what_changed(recording_comm) -> None:
    bag = DigitalBag(seed=3)
    sent = recording_comm[-1]
    sent.clear()
    bag.draw()
    (update,) = sent.updates()
    assert "picture" in update and "odds" in update
    assert "flask_full" not in update  # unchanged: not sent
    assert not {"_esm", "_css"} & set(update)
