"""The worked examples of the base game: complete, in Dutch with numbers, and right.

Every example is a ruling a player can check at the table. These tests check the outcomes the
rules promise (who gets what), that every clause, book, card and choice has its worked case, and
that the table-question rulings give the engine's own answer on random situations.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import cache
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rulebook.core import CATALOGUE, ClauseKind, RuleError
from rulebook.core.model.game import Playthrough
from rulebook.core.reader.coverage import ExampleSet, coverage, refusal_clause
from rulebook.core.reader.rulings import Ruling
from rulebook.games import game
from rulebook.quacks.board import BONUS_DIE_FACES, SPOON
from rulebook.quacks.book_texts import BOOK_COLOURS, SETS
from rulebook.quacks.engine import Quacks
from rulebook.quacks.examples import EXAMPLES, REFUSALS, refusal_message
from rulebook.quacks.fortune import CARDS
from rulebook.quacks.rules import (
    begin_chip_actions,
    begin_round,
    book_is_open,
    buy_options,
    rollers,
    winners,
)
from rulebook.quacks.rulings.scenario import scenario_ruling, table
from rulebook.quacks.rulings.scoring import (
    black_book_ruling,
    bonus_die_ruling,
    die_ruling,
    end_ruling,
    shop_ruling,
)
from rulebook.quacks.rulings.setup import round_start_ruling, setup_ruling
from rulebook.quacks.rulings.trace import Tracer
from rulebook.quacks.state import Chip
from rulebook.quacks.table import (
    KIND_INDEX,
    BlackTie,
    Cauldron,
    GameState,
    Placed,
    Player,
    Roll,
    Setup,
)

BASE = ExampleSet("kwakzalvers", EXAMPLES, REFUSALS)


@cache
def run(name: str) -> Ruling[Any]:
    return EXAMPLES[name]()


def final(name: str) -> GameState:
    result = run(name).result
    assert isinstance(result, GameState)
    return result


def first_state(name: str) -> GameState:
    """The state right after the first step of a scenario example."""
    state = run(name).steps[0].state
    assert isinstance(state, GameState)
    return state


def bag(player: Player, label: str) -> int:
    return player.bag.count(Chip.parse(label))


# -- complete -------------------------------------------------------------------------------------


def test_the_examples_exercise_every_base_clause() -> None:
    gaps = [c.id for c, names in coverage("kwakzalvers", [BASE]) if not names]
    assert gaps == []


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_every_step_cites_a_known_clause_and_says_what_happened_with_numbers(name: str) -> None:
    ruling = run(name)
    assert ruling.question.strip() and ruling.answer.strip()
    for step in ruling.steps:
        assert step.clause_id in CATALOGUE, (name, step.clause_id)
        opening = step.text[:1]
        assert (opening.isupper() or opening.isdigit()) and step.text.endswith("."), step.text
        assert re.search(r"\d", step.text), (name, step.text)


@pytest.mark.parametrize("card", [card.id for card in CARDS])
def test_every_fortune_teller_card_has_a_named_worked_case(card: str) -> None:
    assert f"kwakzalvers.kaart.{card}" in run(f"kaart {card}").clause_ids()


@pytest.mark.parametrize(("colour", "number"), [(c, n) for c in BOOK_COLOURS for n in SETS])
def test_every_coloured_book_has_a_named_worked_case(colour: str, number: int) -> None:
    assert f"kwakzalvers.boek.{colour}.{number}" in run(f"{colour}, set {number}").clause_ids()


def test_the_orange_book_and_both_sides_of_the_black_book_have_worked_cases() -> None:
    assert "kwakzalvers.boek.oranje" in run("pompoen").clause_ids()
    for name in ("zwart, 2 spelers: meer", "zwart, 2 spelers: evenveel"):
        assert len(final(name).players) == 2
        assert "kwakzalvers.boek.zwart" in run(name).clause_ids()
    for name in ("zwart: meer dan beide buren", "zwart: meer dan één buur"):
        assert len(final(name).players) >= 3
        assert "kwakzalvers.boek.zwart" in run(name).clause_ids()


CHOICE_PAIRS = {
    "kwakzalvers.waarzegster.titels": ("kaarttitel", "kaarttitel in het Engels"),
    "kwakzalvers.keuze.dobbelsteen": ("de vlakken van de dobbelsteen", "dobbelsteen: eigen steen"),
    "kwakzalvers.keuze.prijzen": ("prijs groen set 3", "prijs groen set 3: almanak"),
    "kwakzalvers.keuze.zwart-gelijk": ("zwart 0 tegen 0", "zwart 0 tegen 0: letterlijk"),
    "kwakzalvers.keuze.ronde9-ontploft": ("ronde 9 ontploft", "ronde 9 ontploft, Engels"),
    "kwakzalvers.keuze.tweede-ronde": (
        "rattenstaarten boven 50",
        "rattenstaarten boven 50: geen",
    ),
    "kwakzalvers.keuze.paars3": ("paars, set 3", "paars, set 3: plaats in de ketel"),
    "kwakzalvers.keuze.reageerbuis": ("variant: de reageerbuis", "reageerbuis: eigen tabel"),
    "kwakzalvers.keuze.fiche-kiezen": ("fiche naar keuze: gekleurd", "fiche naar keuze: ook wit"),
    "kwakzalvers.keuze.groen2-boeken": ("groen, set 2", "groen, set 2: altijd"),
    "kwakzalvers.keuze.geel2": ("geel, set 2", "geel, set 2: alleen de waarde"),
    "kwakzalvers.keuze.grens": ("twee grenzen: de hoogste", "twee grenzen: optellen"),
}
"""Each choice of this rulebook: an example with its default and one with the alternative."""

CHOICE_DEFAULT_ONLY = {
    "kwakzalvers.keuze.volgorde": "wie eerst koopt",
    "kwakzalvers.keuze.leeg": "stoppen zonder fiche",
}
"""Choices whose alternative the engine does not play: the default is shown; the alternative
'minstens één' of kwakzalvers.keuze.leeg is a refusal."""


def test_every_choice_has_its_default_and_where_possible_its_alternative() -> None:
    choices = {c.id for c in CATALOGUE.for_game("kwakzalvers") if c.kind is ClauseKind.CHOICE}
    assert choices == set(CHOICE_PAIRS) | set(CHOICE_DEFAULT_ONLY)
    for clause_id, names in CHOICE_PAIRS.items():
        default, alternative = (run(name) for name in names)
        assert clause_id in default.clause_ids() and clause_id in alternative.clause_ids()
        assert default.answer != alternative.answer, clause_id
    for clause_id, name in CHOICE_DEFAULT_ONLY.items():
        assert clause_id in run(name).clause_ids()
    assert refusal_clause(REFUSALS["stoppen zonder fiche met 'minstens één'"]) == (
        "kwakzalvers.keuze.leeg"
    )


def test_a_scenario_step_carries_the_game_state_after_it() -> None:
    for step in run("een hele ronde").steps:
        assert isinstance(step.state, GameState)


# -- the rulebook's own examples ------------------------------------------------------------------


def test_the_rat_tail_example_of_the_rulebook() -> None:
    """Leader on 20: 19 gets 0 tails, 17 gets 1, 16 gets 2 (English rulebook, p. 3)."""
    state = final("rattenstaarten: het voorbeeld uit het Engelse regelboek")
    assert [p.score for p in state.players] == [20, 19, 17, 16]
    assert [p.rats for p in state.players] == [0, 0, 1, 2]
    assert [p.cauldron.start for p in state.players] == [0, 0, 1, 2]
    example = run("rattenstaarten: het voorbeeld uit het Engelse regelboek")
    text = " ".join(step.text for step in example)
    assert "1 rattenstaart (na 18)" in text and "2 rattenstaarten (na 16 en 18)" in text


def test_the_placing_example_of_the_rulebook() -> None:
    """A 1 goes right next to the droplet, a 2 leaves one field free, a 1 follows."""
    cauldron = final("fiches leggen: een eigen voorbeeld").players[0].cauldron
    assert str(cauldron) == "vanaf 0: 1:W1 3:W2 4:O1"
    assert (
        "dat ene veld ertussen blijft leeg"
        in run("fiches leggen: een eigen voorbeeld").steps[1].text
    )


def test_a_cauldron_explodes_above_seven_not_at_seven() -> None:
    ruling = run("ontploffen")
    player = final("ontploffen").players[0]
    assert player.exploded and player.cauldron.white_total() == 8
    assert str(player.cauldron).endswith("9:W1"), "the exploding chip still lies in the cauldron"
    assert ruling.steps[-1].clause_id == "kwakzalvers.ontploffen"
    assert not any(s.state.players[0].exploded for s in ruling.steps[:-2])


def test_rat_stone_is_where_brewing_starts() -> None:
    cauldron = final("brouwen vanaf de rattensteen").players[1].cauldron
    assert str(cauldron) == "vanaf 2: 3:W1 5:W2"


# -- answers a player can check: the books ------------------------------------------------------


@cache
def start(name: str) -> GameState:
    """The situation a scenario example starts from: the state its function hands to
    ``scenario_ruling`` (recorded while the example runs once more)."""
    import rulebook.quacks.examples as examples
    import rulebook.quacks.rulings.scenario as scenario

    seen: list[GameState] = []
    original = scenario.scenario_ruling

    def recording(state: GameState, *args: Any, **kwargs: Any) -> Ruling[GameState]:
        seen.append(state)
        return original(state, *args, **kwargs)

    places = (vars(scenario), vars(examples))  # the examples import it by name
    for place in places:
        place["scenario_ruling"] = recording
    try:
        EXAMPLES[name]()
    finally:
        for place in places:
            place["scenario_ruling"] = original
    assert seen, f"'{name}' is not a scenario"
    return seen[0]


def delta(name: str, seat: int = 0) -> tuple[Player, Player]:
    return start(name).players[seat], final(name).players[seat]


def test_purple_set_1_with_three_purples_gives_two_points_and_the_droplet() -> None:
    old, new = delta("paars, set 1")
    assert (new.score - old.score, new.droplet - old.droplet, new.rubies - old.rubies) == (2, 1, 0)


def test_black_with_more_than_both_neighbours_gives_droplet_and_ruby() -> None:
    old, new = delta("zwart: meer dan beide buren")
    assert (new.droplet - old.droplet, new.rubies - old.rubies) == (1, 1)


def test_black_with_more_than_one_neighbour_gives_the_droplet_only() -> None:
    old, new = delta("zwart: meer dan één buur")
    assert (new.droplet - old.droplet, new.rubies - old.rubies) == (1, 0)


def test_black_with_two_players() -> None:
    old, new = delta("zwart, 2 spelers: meer")
    assert (new.droplet - old.droplet, new.rubies - old.rubies) == (1, 1)
    old, new = delta("zwart, 2 spelers: evenveel")
    assert (new.droplet - old.droplet, new.rubies - old.rubies) == (1, 0)
    old, new = delta("zwart 0 tegen 0: letterlijk")
    assert new.droplet - old.droplet == 1
    assert run("zwart 0 tegen 0").result.droplet == 0


def test_green_books() -> None:
    old, new = delta("groen, set 1")
    assert new.rubies - old.rubies == 1, "only the green chip among the last two counts"
    old, new = delta("groen, set 2")
    assert (bag(new, "Y1") - bag(old, "Y1"), bag(new, "R1") - bag(old, "R1")) == (1, 1)
    assert bag(new, "P1") == bag(old, "P1"), "the purple book is still closed in round 2"
    old, new = delta("groen, set 2: altijd")
    assert bag(new, "P1") - bag(old, "P1") == 1
    old, new = delta("groen, set 3")
    assert (old.cauldron.chips[-1].field, new.cauldron.chips[-1].field) == (11, 14)
    assert new.scoring == old.scoring + 3
    old, new = delta("groen, set 4")
    assert (new.rubies - old.rubies, new.droplet - old.droplet) == (-2, 2)


def test_blue_books() -> None:
    new = final("blauw, set 1").players[0]
    assert str(new.cauldron) == "vanaf 0: 2:B2 3:O1" and not new.hand
    old, new = delta("blauw, set 2")
    assert new.exploded and new.protected and new.score - old.score == 2
    assert isinstance(new.task, type(new.task)) and new.buys
    old, new = delta("blauw, set 3")
    assert new.rubies - old.rubies == 1 and new.cauldron.chips[-1].field == 5
    old, new = delta("blauw, set 4")
    assert new.score - old.score == 2 and new.cauldron.chips[-1].field == 9


def test_red_books() -> None:
    fields = {
        name: final(name).players[0].cauldron.chips[-1]
        for name in ("rood, set 1", "rood, set 3", "rood, set 4")
    }
    assert (fields["rood, set 1"].field, str(fields["rood, set 1"].chip)) == (5, "R1")
    assert (fields["rood, set 3"].field, str(fields["rood, set 3"].chip)) == (6, "R1")
    assert (fields["rood, set 4"].field, str(fields["rood, set 4"].chip)) == (3, "W1")
    assert str(final("rood, set 2").players[0].cauldron) == "vanaf 0: 1:W1 3:R2"


def test_yellow_books() -> None:
    old, new = delta("geel, set 1")
    assert bag(new, "W3") - bag(old, "W3") == 1 and "W3" not in str(new.cauldron)
    assert str(final("geel, set 2").players[0].cauldron).endswith("2:Y1 6:R1")
    assert str(final("geel, set 2: alleen de waarde").players[0].cauldron).endswith("2:Y1 5:R1")
    new = final("geel, set 3").players[0]
    assert new.cauldron.white_total() == 8 and not new.exploded
    assert str(final("geel, set 4").players[0].cauldron) == "vanaf 0: 2:Y1 6:Y2"


def test_purple_books() -> None:
    old, new = delta("paars, set 2")
    assert (new.score - old.score, new.droplet - old.droplet) == (3, 1)
    assert (bag(new, "G1") - bag(old, "G1"), bag(new, "B2") - bag(old, "B2")) == (1, 1)
    assert new.cauldron.count(Chip.parse("P1").ingredient) == 1, "two of three traded in"
    assert delta("paars, set 3")[1].score == 1
    assert delta("paars, set 3: plaats in de ketel")[1].score == 2
    old, new = delta("paars, set 4")
    assert (bag(new, "G2") - bag(old, "G2"), str(new.cauldron)) == (1, "vanaf 0: 1:W1 3:P1 4:B1")


# -- answers a player can check: the cards ------------------------------------------------------


def rubies_change(name: str) -> list[int]:
    return [
        new.rubies - old.rubies
        for old, new in zip(start(name).players, final(name).players, strict=True)
    ]


def test_card_p3_gives_the_players_with_fewest_rubies_exactly_one() -> None:
    assert [p.rubies for p in start("kaart P3").players] == [3, 1, 1]
    assert rubies_change("kaart P3") == [0, 1, 1]


def test_purple_cards_give_what_they_say() -> None:
    p1 = final("kaart P1").players
    assert (p1[0].rubies, bag(p1[1], "O1")) == (2, 2)
    assert [p.droplet for p in final("kaart P2").players] == [1, 1, 1]
    assert [p.rats for p in final("kaart P4").players] == [0, 2, 4]
    assert [bag(p, "G1") for p in final("kaart P5").players] == [1, 2, 2]
    p6 = final("kaart P6").players
    assert (p6[0].score, bag(p6[1], "W1")) == (4, 3)
    p7 = final("kaart P7").players
    assert (bag(p7[0], "Z1"), bag(p7[1], "R2"), p7[2].rubies) == (1, 1, 4)
    p8 = final("kaart P8").players
    assert (bag(p8[0], "B4"), p8[1].score, p8[1].rats) == (1, 18, 2)
    p9 = final("kaart P9").players
    assert [(p.rats, p.rubies) for p in p9] == [(0, 1), (0, 2), (2, 1)]
    p10 = final("kaart P10").players
    assert (p10[0].droplet, bag(p10[1], "P1")) == (2, 1)
    assert [(p.droplet, bag(p, "P1")) for p in final("kaart P10 in ronde 2").players] == [
        (2, 0),
        (2, 0),
    ]
    p11 = final("kaart P11").players
    assert (p11[0].rubies, bag(p11[0], "B1"), p11[1].rubies) == (0, 1, 1)
    p12 = final("kaart P12").players
    assert (bag(p12[0], "G1"), bag(p12[0], "G2"), bag(p12[1], "G1")) == (0, 1, 2)
    p13 = final("kaart P13").players
    assert (bag(p13[0], "B2"), p13[0].rubies, p13[1].rubies) == (1, 1, 2)


def test_blue_cards_give_what_they_say() -> None:
    old, new = delta("kaart B1")
    assert (new.score - old.score, new.rubies - old.rubies) == (1, 1)
    assert final("kaart B2").players[0].cauldron.chips[-1].field == 2
    old, new = delta("kaart B3")
    assert new.exploded and (new.rubies - old.rubies, new.score - old.score) == (1, 2)
    old, new = delta("kaart B4")
    assert new.rubies - old.rubies == 2
    old, new = delta("kaart B5")
    assert (old.flask, new.flask) == (False, True) and new.rubies - old.rubies == 1
    old, new = delta("kaart B6")
    assert new.droplet - old.droplet == 1
    new = final("kaart B7").players[0]
    assert new.cauldron.white_total() == 9 and not new.exploded
    new = final("kaart B8").players[0]
    assert str(new.cauldron) == "vanaf 0: 2:W2"
    new = final("kaart B9").players[0]
    assert str(new.cauldron).endswith("5:B2") and new.window == 0
    assert bag(final("kaart B10").players[1], "B2") == 1
    new = final("kaart B11").players[0]
    assert new.restarted and str(new.cauldron) == "vanaf 0: 1:G1"
    assert (bag(new, "W3"), bag(new, "W1")) == (1, 4)


def test_the_bonus_die_examples() -> None:
    assert run("bonusdobbelsteen: verder in de ketel").result == (0,)
    assert run("bonusdobbelsteen: gelijk veld").result == (0, 1)
    assert run("bonusdobbelsteen: de lepel").result == (0,)
    assert "kwakzalvers.spoor.lepel" in run("bonusdobbelsteen: de lepel").clause_ids()


def test_the_last_round_turns_coins_and_rubies_into_points_and_ends_the_game() -> None:
    state = final("de laatste ronde")
    assert state.over
    assert [p.score for p in state.players] == [47, 47]
    assert "delen de overwinning" in run("de laatste ronde").steps[-1].text
    rolled = [s.text for s in run("de laatste ronde").steps if s.clause_id.endswith(".a")]
    assert "ieder van hen gooit" in rolled[0]  # both reached field 10: both roll (step A)
    assert len(rolled) == 3
    assert delta("ronde 9 ontploft")[1].score == 3
    assert delta("ronde 9 ontploft, Engels")[1].score == 2


def test_choices_make_the_difference_they_promise() -> None:
    assert run("kaarttitel").result == "Liefdadigheid"
    assert run("kaarttitel in het Engels").result == "Charity"
    assert [p.rats for p in final("rattenstaarten boven 50").players] == [0, 3]
    assert [p.rats for p in final("rattenstaarten boven 50: geen").players] == [0, 0]
    assert delta("variant: de reageerbuis")[1].rubies == 2
    assert delta("reageerbuis: eigen tabel")[1].score == 2
    assert bag(final("fiche naar keuze: ook wit").players[0], "W2") == 2  # one left, one back
    assert final("twee grenzen: de hoogste").players[0].exploded
    assert not final("twee grenzen: optellen").players[0].exploded
    shop = run("prijs groen set 3").result
    assert dict(shop.singles)[Chip.parse("G4")] == 21
    assert dict(run("prijs groen set 3: almanak").result.singles)[Chip.parse("G4")] == 18
    assert dict(run("prijs blauw set 4: fanprijs").result.singles)[Chip.parse("B4")] == 19
    first, second = final("wie eerst koopt").players
    assert (bag(first, "G4"), bag(second, "G4"), bag(second, "B2")) == (1, 0, 1)


# -- refusals -------------------------------------------------------------------------------------

REFUSED_BY = {
    "vijf spelers zonder uitbreiding": "kwakzalvers.spelers",
    "set 5": "kwakzalvers.voorbereiding.boeken",
    "een dobbelsteen die niet bestaat": "kwakzalvers.keuze.dobbelsteen",
    "ronde 10": "kwakzalvers.ronden",
    "een kaart die niet bestaat": "kwakzalvers.waarzegster",
    "trekken na het stoppen": "kwakzalvers.brouwen.stoppen",
    "trekken na een ontploffing": "kwakzalvers.ontploffen",
    "de fles op het ontploffende fiche": "kwakzalvers.fles",
    "de fles een tweede keer": "kwakzalvers.fles",
    "in ronde 9 vooruit trekken": "kwakzalvers.ronde9",
    "stoppen zonder fiche met 'minstens één'": "kwakzalvers.keuze.leeg",
    "twee fiches van één kleur": "kwakzalvers.puntentelling.e",
    "wit kopen": "kwakzalvers.puntentelling.e",
    "te duur": "kwakzalvers.puntentelling.e",
    "geel kopen in ronde 1": "kwakzalvers.ronde2",
    "paars kopen in ronde 2": "kwakzalvers.ronde3",
    "een uitverkocht fiche": "kwakzalvers.voorraad",
    "de laatste G4 voor de tweede koper": "kwakzalvers.voorraad",
    "een keuze die er niet is": "kwakzalvers.waarzegster",
    "een zet na het einde": "kwakzalvers.einde",
}


@pytest.mark.parametrize("name", list(REFUSALS))
def test_every_refusal_names_its_clause_in_dutch(name: str) -> None:
    assert refusal_clause(REFUSALS[name]) == REFUSED_BY[name]
    assert refusal_message(name).startswith(f"Geweigerd volgens regel {REFUSED_BY[name]}: ")


def test_an_accepted_refusal_is_reported() -> None:
    with pytest.raises(AssertionError):
        refusal_clause(lambda: EXAMPLES["pompoen"]())


def test_a_scenario_refuses_an_action_the_rules_forbid_without_changing_the_state() -> None:
    state = start("pompoen")
    before = str(state)
    with pytest.raises(RuleError) as refused:
        scenario_ruling(state, ["1 stop", "1 trek"])
    assert refused.value.clause_id == "kwakzalvers.brouwen.stoppen"
    assert str(state) == before


def test_a_scenario_that_changes_nothing_is_refused() -> None:
    with pytest.raises(RuleError):
        scenario_ruling(start("pompoen"), [])


def chips_on_the_table(state: GameState) -> Counter[Chip]:
    chips = Counter(state.supply)
    for player in state.players:
        chips += Counter(player.bag) + Counter(player.cauldron.contents())
        chips += Counter(player.hand) + Counter(player.aside)
    return chips


@pytest.mark.parametrize("name", ["een hele ronde", "kaart P12", "paars, set 2", "kaart B11"])
def test_no_chip_appears_or_vanishes_in_a_scenario(name: str) -> None:
    assert chips_on_the_table(final(name)) == chips_on_the_table(start(name))


# -- every table-question ruling gives the engine's own answer -----------------------------------

BOUNDED = settings(max_examples=30, deadline=None)


def engine() -> Quacks:
    made = game()
    assert isinstance(made, Quacks)
    return made


@BOUNDED
@given(st.lists(st.tuples(st.integers(1, SPOON), st.booleans()), min_size=2, max_size=4))
@example([(16, False), (15, False), (9, True)])  # same coins: the field further in wins
@example([(14, False), (14, False), (20, True)])  # a tie rolls together; exploded never
def test_who_rolls_the_bonus_die_is_who_the_engine_lets_roll(
    players: list[tuple[int, bool]],
) -> None:
    state = table(len(players))
    for seat, (field, exploded) in enumerate(players):
        state = state.with_player(seat, scoring=field, exploded=exploded)
    ruling = bonus_die_ruling([f for f, _ in players], [e for _, e in players])
    assert ruling.result == tuple(rollers(state))


@BOUNDED
@given(
    st.integers(0, 35),
    st.integers(1, 8),
    st.tuples(*[st.integers(1, 4)] * 5),
    st.sets(st.sampled_from(["O1", "G1", "G4", "B2", "R1", "Y1", "P1", "Z1"]), max_size=3),
)
def test_what_coins_buy_is_what_the_engine_offers(
    coins: int, round: int, books: tuple[int, ...], sold_out: set[str]
) -> None:
    state = replace(table(2, books=books), round=round)
    supply = state.supply
    for label in sold_out:
        while supply.count(Chip.parse(label)):
            supply = supply.remove(Chip.parse(label))
    state = replace(state, supply=supply)
    ruling = shop_ruling(coins, round=round, books=books, sold_out=sorted(sold_out))

    def canonical(options: Iterable[tuple[Chip, ...]]) -> set[tuple[Chip, ...]]:
        return {tuple(sorted(o, key=KIND_INDEX.__getitem__)) for o in options}

    assert canonical(ruling.result.options()) == canonical(buy_options(state, coins))


@BOUNDED
@given(st.lists(st.integers(0, 3), min_size=2, max_size=4), st.booleans())
def test_what_the_black_book_gives_is_what_the_engine_gives(
    blacks: list[int], literal: bool
) -> None:
    tie = BlackTie.LITERAL if literal else BlackTie.AT_LEAST_ONE
    state = replace(table(len(blacks), black_tie=tie), phase="fiche-acties")
    for seat, number in enumerate(blacks):
        cauldron = Cauldron(0, tuple(Placed(f + 1, Chip.parse("Z1")) for f in range(number)))
        state = state.with_player(seat, cauldron=cauldron, stopped=True, scoring=1, rubies=0)
    after = Tracer(engine()).settle(begin_chip_actions(state))
    right = None if len(blacks) == 2 else blacks[state.right_of(0)]
    ruling = black_book_ruling(blacks[0], blacks[state.left_of(0)], right, literal_tie=literal)
    gained = (after.players[0].droplet, after.players[0].rubies)
    assert gained == (ruling.result.droplet, ruling.result.rubies)


@BOUNDED
@given(st.lists(st.tuples(st.integers(30, 60), st.integers(1, SPOON)), min_size=2, max_size=4))
def test_who_wins_is_who_the_engine_declares(players: list[tuple[int, int]]) -> None:
    state = table(len(players))
    for seat, (score, field) in enumerate(players):
        state = state.with_player(seat, score=score, last_field=field)
    ruling = end_ruling([s for s, _ in players], [f for _, f in players])
    assert ruling.result == tuple(winners(state))


@pytest.mark.parametrize("die", sorted(BONUS_DIE_FACES))
def test_the_faces_of_the_die_are_the_engines_chances(die: str) -> None:
    state = replace(table(2, die=die), phase="bonusdobbelsteen")
    state = state.with_player(0, todo=(Roll(1),))
    chances = {action.face: p for action, p in engine().chance_outcomes(state)}  # type: ignore[attr-defined]
    assert die_ruling(die).result == chances


@pytest.mark.parametrize(("players", "books"), [(2, 1), (3, (1, 2, 3, 4, 1)), (4, 4)])
def test_the_setup_is_the_game_the_engine_sets_up(players: int, books: Any) -> None:
    prepared = setup_ruling(players, books).result
    sets = books if isinstance(books, tuple) else (books,) * 5
    state = engine().new_game(Setup(players=players, books=sets), 0)
    assert all(Counter(p.bag) == Counter(prepared.bag) for p in state.players)
    assert all(p.rubies == prepared.rubies and p.droplet == 0 for p in state.players)
    left = Counter(state.supply)
    whites = sum(n for chip, n in left.items() if chip.is_white)
    by_value: Counter[int] = Counter()
    for chip, n in left.items():
        if not chip.is_white:
            by_value[chip.value or 0] += n
    assert (whites, dict(by_value)) == (prepared.whites_left, prepared.coloured_left)
    is_open = {colour.colour for colour in state.setup.book_table if book_is_open(state, colour)}
    assert {clause.split(".")[2] for clause in prepared.open_books} <= is_open
    assert not {clause.split(".")[2] for clause in prepared.closed_books} & is_open


@pytest.mark.parametrize("number", range(1, 10))
def test_the_start_of_a_round_is_what_the_engine_does(number: int) -> None:
    quacks = engine()
    state = quacks.new_game(Setup(players=2), 0)
    for earlier in range(2, number + 1):
        state = begin_round(replace(state, round=earlier))
    answer = round_start_ruling(number).result
    colours = {c.colour for c in state.setup.book_table if book_is_open(state, c)}
    assert set(answer.open_colours) == colours
    assert answer.white_ones == bag(state.players[0], "W1")
    flow = quacks.flow_of(state.setup)
    assert answer.rats == flow["ratten"].applies(state)
    assert answer.last == flow["omzetten"].applies(state)


class Random:
    name = "willekeurig"

    def __init__(self, seed: int) -> None:
        import random

        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Any, player: int, legal: Any) -> Any:
        return self.rng.choice(list(legal))


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 4), st.integers(1, 4), st.integers(20, 120))
def test_a_scenario_ends_where_the_plain_engine_ends(
    seed: int, players: int, books: int, length: int
) -> None:
    """Random seeded play: the explained scenario and the plain engine reach the same state,
    and every step cites a known clause. (The order of the flow is checked on the examples, in
    tests/games/test_flow_order.py: in a random round the players' brewing interleaves.)"""
    quacks = engine()
    agents: dict[int, Any] = {seat: Random(seed + seat) for seat in range(players)}
    play = Playthrough.start(quacks, Setup.with_set(books, players=players), seed, agents)
    for _ in range(length):
        if play.is_over:
            break
        play.step()
    ruling = scenario_ruling(play.states[0], play.actions)
    assert ruling.result == play.state
    assert all(step.clause_id in CATALOGUE for step in ruling.steps)


def test_import_rulebook_leaves_the_engine_and_the_examples_for_later() -> None:
    """The registry names the base game's examples by module; they load when first read. The
    expansion's rulings (quizzes import them when a question is dealt) wait as well."""
    code = (
        "import sys, rulebook\n"
        "from rulebook.games import EXAMPLE_SETS\n"
        "before = [m for m in ('rulebook.quacks.engine', 'rulebook.quacks.rules',"
        " 'rulebook.quacks.examples',"
        " 'rulebook.quacks.alchemists.patients.rulings',"
        " 'rulebook.quacks.alchemists.cards.rulings',"
        " 'rulebook.quacks.alchemists.locoweed.books',"
        " 'rulebook.quacks.alchemists.patients.in_play')"
        " if m in sys.modules]\n"
        "base = next(s for s in EXAMPLE_SETS if s.chapter == 'kwakzalvers')\n"
        "names = len(base.examples)\n"
        "print(before, names, 'rulebook.quacks.examples' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.split() == ["[]", str(len(EXAMPLES)), "True"]


ANYTHING = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 60),
    st.text(max_size=6),
    st.lists(st.integers(-2, 60), max_size=6),
    st.tuples(st.integers(0, 6), st.integers(0, 6)),
)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(range(8)), ANYTHING, ANYTHING)
def test_bad_input_to_a_table_question_is_a_rule_error_or_a_type_error(
    which: int, first: Any, second: Any
) -> None:
    """A player's wrong input is a RuleError naming its clause; a wrong Python type a
    TypeError (or a ValueError for an impossible value); nothing else escapes."""
    calls: list[Callable[[], object]] = [
        lambda: bonus_die_ruling(first, second),
        lambda: die_ruling(first),
        lambda: black_book_ruling(first, second),
        lambda: shop_ruling(first, round=second),
        lambda: end_ruling(first, second),
        lambda: setup_ruling(first, second),
        lambda: round_start_ruling(first),
        lambda: scenario_ruling(start("pompoen"), [first]),
    ]
    try:
        calls[which]()
    except RuleError as error:
        assert error.clause_id in CATALOGUE
    except (TypeError, ValueError):
        pass
