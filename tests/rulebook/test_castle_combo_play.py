"""Castle Combo and Uit de Kerker! in the engine, one rule at a time: each test lays out a table
a player could set up, makes the moves and checks what the rules say must happen (gold, keys,
cards, where the messenger stands), or that a move is refused naming its clause."""

from __future__ import annotations

import random

import pytest

from rulebook.castle_combo.data import BY_ID
from rulebook.castle_combo.dungeon.expansion import EXPANSION, LockMoment, lock_now_ruling
from rulebook.castle_combo.engine import CastleCombo, legal_positions
from rulebook.castle_combo.rules import Rules
from rulebook.castle_combo.state import KEY
from rulebook.castle_combo.table import CASTLE, VILLAGE, Castle, Player, Setup
from rulebook.core.errors import IllegalActionError, NotationError, RuleError
from rulebook.core.model.cards import Deck, Display, Pile, PlacedCard, Tableau
from rulebook.core.model.game import CHANCE
from rulebook.core.model.task_game import Pick

ENGINE = CastleCombo([EXPANSION])


def settle_chance(state: Castle, rng: random.Random | None = None) -> Castle:
    """Let chance turn cards until a seat must choose."""
    rng = rng or random.Random(0)
    while ENGINE.current_players(state) == (CHANCE,):
        outcomes = ENGINE.chance_outcomes(state)
        state = ENGINE.apply(state, rng.choice([a for a, _ in outcomes]))
    return state


def at_key_step(players: int = 2, kerker: Rules | None = None) -> Castle:
    """A fresh game at seat 1's first decision: spend a key or not."""
    state = settle_chance(ENGINE.new_game(Setup(players, kerker=kerker), 1))
    assert ENGINE.current_players(state) == (0,) and state.step == "sleutel"
    return state


def with_rows(state: Castle, castle: tuple[str, ...], village: tuple[str, ...]) -> Castle:
    """The same table with these cards in the two rows (taken out of the decks)."""
    decks = [
        Deck.of(c for c in state.decks[CASTLE] if c not in castle),
        Deck.of(c for c in state.decks[VILLAGE] if c not in village),
    ]
    for where, row in ((CASTLE, castle), (VILLAGE, village)):
        decks[where] = decks[where].with_(c for c in state.rows[where].cards() if c not in row)
    return state.but(
        rows=(Display(castle), Display(village)), decks=(decks[CASTLE], decks[VILLAGE])
    )


def with_square(state: Castle, seat: int, text: str, gold: int = 15, keys: int = 2) -> Castle:
    tableau = Tableau.parse(text)
    state = state.but(
        decks=tuple(Deck.of(c for c in deck if c not in tableau) for deck in state.decks)
    )
    return state.with_player(seat, Player(tableau, gold, keys))


def pick(state: Castle, seat: int, code: str) -> Castle:
    return settle_chance(ENGINE.apply(state, Pick(seat, code)))


def codes(state: Castle, seat: int = 0) -> list[str]:
    return [a.code for a in ENGINE.legal_actions(state, seat)]


def refused(state: Castle, seat: int, code: str) -> str:
    """The clause a refused move names (and the state stays what it was)."""
    before = str(state)
    with pytest.raises(RuleError) as error:
        ENGINE.apply(state, Pick(seat, code))
    assert str(state) == before
    return error.value.clause_id


# -- the base game ---------------------------------------------------------------------------------


def test_a_face_down_card_gives_six_gold_and_two_keys_and_no_ability() -> None:
    state = with_rows(at_key_step(), ("Nun", "Alchemist", "Steward"), ("Farmer", "Beggar", "Baker"))
    state = pick(state, 0, "geen-sleutel")  # the messenger starts at the village
    state = pick(state, 0, "gedekt-1")  # the Farmer, face down: its key ability does not run
    me = state.players[0]
    assert (me.gold, me.keys) == (21, 4)
    assert str(me.tableau) == "3x3: ~Farmer"
    assert state.messenger == VILLAGE  # a face-down card moves no messenger


def test_the_other_players_gain_what_the_card_gives_them() -> None:
    """His Holiness: 3 keys for the buyer and 1 for each opponent; the Patron: 2 gold for each
    opponent and nothing for the buyer (the card list, section 3)."""
    rows = (("HisHoliness", "Patron", "Steward"), ("Farmer", "Beggar", "Baker"))
    state = with_rows(at_key_step(3), *rows)
    state = pick(pick(state, 0, "verzet"), 0, "koop-1")  # His Holiness, 7 gold
    assert [(p.gold, p.keys) for p in state.players] == [(15 - 7, 2 - 1 + 3), (15, 3), (15, 3)]
    state = with_rows(at_key_step(3), *rows)
    state = pick(pick(state, 0, "verzet"), 0, "koop-2")  # the Patron, 7 gold
    assert [(p.gold, p.keys) for p in state.players] == [(15 - 7, 2 - 1), (17, 2), (17, 2)]


def test_the_ability_counts_the_card_itself_and_the_messenger_follows_its_banner() -> None:
    state = with_rows(at_key_step(), ("Nun", "Alchemist", "Steward"), ("Farmer", "Beggar", "Baker"))
    state = pick(pick(state, 0, "verzet"), 0, "koop-1")  # a key to the castle, then the Nun
    me = state.players[0]
    assert (me.gold, me.keys) == (15 - 3 + 1, 1)  # 1 gold per castle card: the Nun itself
    assert state.messenger == VILLAGE  # the Nun shows the messenger: back to the village
    assert state.rows[CASTLE].is_full()  # refilled


def test_discounts_lower_the_price_but_a_card_never_discounts_itself() -> None:
    state = with_rows(at_key_step(), ("Nun", "Alchemist", "Steward"), ("Farmer", "Beggar", "Baker"))
    state = with_square(state, 0, "3x3: Apothecary", gold=4)
    state = pick(state, 0, "verzet")
    labels = [ENGINE.describe(state, a) for a in ENGINE.legal_actions(state, 0)]
    assert "speler 1: koop Nun voor 2 goud" in labels  # 3 minus the Apothecary's castle discount
    assert not any("Alchemist voor" in label for label in labels)  # 6 - 1 = 5 > 4 gold
    assert refused(state, 0, "koop-2") == "castle-combo.korting"
    alone = with_square(state, 0, "3x3: Steward", gold=6)  # no discount card: full price
    assert "koop Alchemist voor 6 goud" in ENGINE.describe(alone, Pick(0, "koop-2"))
    bought = pick(alone, 0, "koop-2")
    assert bought.players[0].gold == 0  # the Alchemist's own discount did not count


def test_a_card_goes_next_to_the_square_and_never_beyond_three_by_three() -> None:
    tableau = Tableau.parse("3x3: Nun Alchemist Steward")
    assert (0, 3) not in legal_positions(tableau) and (0, -1) not in legal_positions(tableau)
    assert set(legal_positions(tableau)) == {(-1, 0), (-1, 1), (-1, 2), (1, 0), (1, 1), (1, 2)}
    state = with_rows(at_key_step(), ("Nun", "Alchemist", "Steward"), ("Farmer", "Beggar", "Baker"))
    state = with_square(state, 0, "3x3: Architect Apothecary Pilgrim")
    state = pick(pick(state, 0, "geen-sleutel"), 0, "koop-2")  # the Beggar: where to lay it?
    assert refused(state, 0, "plaats-0-3") == "castle-combo.plaatsen"
    assert refused(state, 0, "koop-1") == "castle-combo.kopen"  # one card a turn


def test_an_empty_deck_takes_its_discard_pile_back() -> None:
    state = with_rows(at_key_step(), ("Nun", "Alchemist", "Steward"), ("Farmer", "Beggar", "Baker"))
    rest = tuple(state.decks[VILLAGE])
    state = state.but(decks=(state.decks[CASTLE], Deck()), discards=(Pile(), Pile(rest)))
    state = pick(pick(state, 0, "geen-sleutel"), 0, "koop-2")
    assert state.rows[VILLAGE].is_full()
    assert len(state.decks[VILLAGE]) == len(rest) - 1 and not len(state.discards[VILLAGE])


def test_a_location_that_cannot_be_refilled_leaves_the_game() -> None:
    state = with_rows(at_key_step(), ("Nun", "Alchemist", "Steward"), ("Farmer", "Beggar", "Baker"))
    left = tuple(state.decks[VILLAGE])
    state = state.but(decks=(state.decks[CASTLE], Deck()), out=left)
    state = pick(pick(state, 0, "geen-sleutel"), 0, "koop-2")
    assert state.gone == frozenset({VILLAGE}) and state.messenger == CASTLE
    assert {"Farmer", "Baker"} <= set(state.out) and not state.rows[VILLAGE].cards()
    assert "verzet" not in codes(state, 1) and "vervang" in codes(state, 1)
    assert refused(state, 1, "verzet") == "castle-combo.lege-rij"


# -- Uit de Kerker! --------------------------------------------------------------------------------


def test_a_lock_card_gets_a_key_from_the_supply_and_its_ability_waits() -> None:
    state = with_rows(
        at_key_step(kerker=Rules()),
        ("Playwright", "Alchemist", "Steward"),
        ("Farmer", "Beggar", "Baker"),
    )
    state = pick(pick(state, 0, "verzet"), 0, "koop-1")  # Playwright: 3 gold, a lock
    me = state.players[0]
    assert me.gold == 12 and me.keys == 1  # no gold from its ability yet
    assert me.tableau.at((0, 0)) == PlacedCard("Playwright", tokens=((KEY, 1),))
    # the end of the turn is a lock moment: the lock may be opened in the turn it was bought
    assert state.step == "slot-einde-beurt" and codes(state) == ["geen-slot", "slot-0-0"]
    assert lock_now_ruling(state, 0, (0, 0)).result is True
    state = pick(state, 0, "slot-0-0")
    me = state.players[0]
    assert me.gold == 13 and me.keys == 1  # 1 gold per castle card; the key went to the supply
    assert me.tableau.at((0, 0)) == PlacedCard("Playwright")
    assert ENGINE.current_players(state) == (1,)


def test_at_most_one_lock_a_turn_and_a_used_lock_stays_open() -> None:
    state = with_rows(
        at_key_step(kerker=Rules()), ("Nun", "Alchemist", "Steward"), ("Farmer", "Beggar", "Baker")
    )
    square = "3x3: Playwright[sleutel=1] CardinalsHand[sleutel=1] Baron / Conspirator - -"
    state = with_square(state, 0, square)
    state = state.but(step="slot-begin", queues=((LockMoment("begin"),), (), ()))
    assert codes(state) == ["geen-slot", "slot-0-0", "slot-0-1"]
    state = pick(state, 0, "slot-0-0")
    ruling = lock_now_ruling(state, 0, (0, 1))
    assert ruling.result is False and ruling.steps[-1].clause_id == "uit-de-kerker.slot.moment"
    opened = lock_now_ruling(state, 0, (0, 0))
    assert opened.result is False and opened.steps[-1].clause_id == "uit-de-kerker.slot.sleutel"
    assert lock_now_ruling(state, 0, (0, 2)).steps[-1].clause_id == "uit-de-kerker.slot"  # Baron
    bare = lock_now_ruling(state, 0, (1, 0))  # a lock card without its key
    assert bare.steps[-1].clause_id == "uit-de-kerker.slot.sleutel"
    with pytest.raises(RuleError):
        lock_now_ruling(state, 0, (2, 2))  # nothing lies there
    state = pick(state, 0, "geen-sleutel")  # after the key: no second lock this turn
    assert state.step == "kopen"
    assert refused(state, 0, "slot-0-1") == "uit-de-kerker.slot.moment"


def test_a_lock_is_opened_only_at_its_three_moments() -> None:
    state = with_rows(
        at_key_step(kerker=Rules()), ("Nun", "Alchemist", "Steward"), ("Farmer", "Beggar", "Baker")
    )
    state = with_square(state, 0, "3x3: Playwright[sleutel=1]")
    state = pick(state, 0, "geen-sleutel")
    assert state.step == "slot-na-sleutel" and "slot-0-0" in codes(state)
    state = pick(state, 0, "geen-slot")
    assert state.step == "kopen"
    assert refused(state, 0, "slot-0-0") == "uit-de-kerker.slot.moment"
    assert lock_now_ruling(state, 0, (0, 0)).result is False


def test_replacing_a_row_brings_keys_for_the_purses_that_leave() -> None:
    state = with_rows(
        at_key_step(kerker=Rules(locks="geen")),
        ("Steward", "Alchemist", "Nun"),
        ("Cutpurse", "Beggar", "Baker"),
    )
    state = pick(pick(state, 0, "geen-sleutel"), 0, "koop-1")  # Cutpurse: 3 keys per purse card
    assert codes(state) == ["vervang-kasteel", "vervang-dorp"]
    state = pick(state, 0, "vervang-kasteel")  # the Steward has a purse: 3 keys
    me = state.players[0]
    assert (me.gold, me.keys) == (12, 5)
    assert set(state.discards[CASTLE]) == {"Steward", "Alchemist", "Nun"}
    assert state.rows[CASTLE].is_full()


def test_replacing_the_row_just_bought_from_discards_its_two_cards_and_fills_it() -> None:
    """uit-de-kerker.vervangen: during the ability the messenger's row holds two cards (the
    bought one left it, the refill comes later); those two leave, the reward counts them, and
    the row is full again at once."""
    state = with_rows(
        at_key_step(kerker=Rules(locks="geen")),
        ("Steward", "Alchemist", "Nun"),
        ("Cutpurse", "Beekeeper", "Baker"),
    )
    state = pick(pick(state, 0, "geen-sleutel"), 0, "koop-1")  # 3 keys per purse card that leaves
    assert state.rows[VILLAGE].cards() == ("Beekeeper", "Baker")
    state = pick(state, 0, "vervang-dorp")  # the Beekeeper has a purse, the Baker none
    assert (state.players[0].gold, state.players[0].keys) == (15 - 3, 2 + 3)
    assert sorted(state.discards[VILLAGE]) == ["Baker", "Beekeeper"]
    assert state.rows[VILLAGE].is_full()


def test_an_adjacent_card_lends_its_ability_but_not_a_discount() -> None:
    state = with_rows(
        at_key_step(kerker=Rules(locks="geen")),
        ("Steward", "Alchemist", "Nun"),
        ("ArtForger", "Beggar", "Baker"),
    )
    state = with_square(state, 0, "3x3: Apothecary Nun", gold=15)
    state = pick(pick(state, 0, "geen-sleutel"), 0, "koop-1")  # the Art Forger, 4 gold
    state = pick(state, 0, "plaats-1-1")  # under the Nun; the Apothecary is no neighbour
    assert codes(state) == [] and ENGINE.current_players(state) == (1,)  # one choice: taken
    me = state.players[0]
    assert me.gold == 15 - 4 + 2  # the Nun again: 1 gold per castle card, and there are two


def test_the_notation_reads_back_and_refuses_what_cannot_lie_on_a_table() -> None:
    state = at_key_step(3, kerker=Rules(king="wetenschap", third="na-kopen"))
    assert Castle.parse(str(state)) == state and eval(repr(state), {"Castle": Castle}) == state
    text = str(state)
    with pytest.raises(NotationError) as notation:
        Castle.parse(text.replace("kerker=ja", "kerker=misschien"))
    assert notation.value.clause_id == "castle-combo.notatie"
    doubled = text.replace("kasteel afgelegd: -", "kasteel afgelegd: Nun", 1)
    with pytest.raises(RuleError) as error:
        Castle.parse(doubled if "Nun" in text else doubled.replace(": Nun", ": Nun Nun"))
    assert error.value.clause_id == "castle-combo.materiaal"
    with pytest.raises(RuleError) as error:
        Setup(6)
    assert error.value.clause_id == "castle-combo.materiaal"


def test_the_base_engine_alone_refuses_the_expansion() -> None:
    with pytest.raises(IllegalActionError) as error:
        CastleCombo().new_game(Setup(2, kerker=Rules()), 1)
    assert error.value.clause_id == "uit-de-kerker.inhoud"
    assert BY_ID["Playwright"].dungeon


@pytest.mark.parametrize(("king", "keys"), [("ambacht", 2 + 2), ("wetenschap", 2 + 4)])
def test_king_of_beggars_counts_the_shield_its_option_names(king: str, keys: int) -> None:
    """Goldsmith (Wetenschap + Ambacht), Alchemist (Wetenschap), Nun (Geloof) leave the castle
    row: 2 keys per Ambacht shield (the Dutch seed) or per Wetenschap shield (Game Park)."""
    state = with_rows(
        at_key_step(kerker=Rules(locks="geen", king=king)),
        ("Goldsmith", "Alchemist", "Nun"),
        ("KingOfBeggars", "Beggar", "Baker"),
    )
    state = pick(pick(state, 0, "geen-sleutel"), 0, "koop-1")  # 5 gold
    state = pick(state, 0, "vervang-kasteel")
    assert (state.players[0].gold, state.players[0].keys) == (10, keys)
    assert set(state.discards[CASTLE]) == {"Goldsmith", "Alchemist", "Nun"}


def test_the_printer_counts_the_discounts_that_leave_and_may_replace_the_other_row() -> None:
    state = with_rows(
        at_key_step(kerker=Rules(locks="geen")),
        ("Printer", "Steward", "Nun"),
        ("Squire", "Baker", "Farmhand"),  # two village cards with a discount
    )
    state = pick(pick(state, 0, "verzet"), 0, "koop-1")  # the Printer costs 0
    state = pick(state, 0, "vervang-dorp")  # not the messenger's row: allowed
    assert state.players[0].keys == 1 + 3 * 2
    assert set(state.discards[VILLAGE]) == {"Squire", "Baker", "Farmhand"}


def test_with_the_other_third_moment_a_lock_opens_right_after_the_purchase() -> None:
    """derde-slotmoment=na-kopen (Game Park): the third moment follows the purchase, before the
    refill; the end of the turn is then no lock moment."""
    rows = ("Playwright", "Alchemist", "Steward"), ("Farmer", "Beggar", "Baker")
    state = with_rows(at_key_step(kerker=Rules(third="na-kopen")), *rows)
    state = pick(pick(state, 0, "verzet"), 0, "koop-1")
    assert state.step == "slot-na-kopen" and codes(state) == ["geen-slot", "slot-0-0"]
    assert state.rows[CASTLE].cards() == ("Alchemist", "Steward")  # not refilled yet
    state = pick(state, 0, "geen-slot")
    assert ENGINE.current_players(state) == (1,)  # no lock step at the end of the turn
    assert state.players[0].tableau.at((0, 0)) == PlacedCard("Playwright", tokens=((KEY, 1),))


def test_the_gravedigger_discards_a_village_card_for_its_cost_and_a_neighbour_is_chosen() -> None:
    state = with_rows(
        at_key_step(3), ("Gravedigger", "Alchemist", "Steward"), ("Farmer", "Beggar", "Baker")
    )
    state = pick(pick(state, 0, "verzet"), 0, "koop-1")  # 4 gold
    assert codes(state) == ["vaardigheid-1-x-1", "vaardigheid-1-x-2", "vaardigheid-1-x-3"]
    state = pick(state, 0, "vaardigheid-1-x-1")  # the Farmer leaves: it costs 5
    assert state.players[0].gold == 15 - 4 + 5
    assert "Farmer" in state.discards[VILLAGE] and state.rows[VILLAGE].is_full()
    templar = with_rows(
        at_key_step(3), ("Templar", "Nun", "Steward"), ("Farmer", "Beggar", "Baker")
    )
    templar = with_square(templar, 1, "3x3: Cardinal Nun")  # two Geloof shields to the left
    templar = pick(pick(templar, 0, "verzet"), 0, "koop-1")  # 5 gold
    assert codes(templar) == ["vaardigheid-1-2-1", "vaardigheid-1-3-1"]  # right or left
    templar = pick(templar, 0, "vaardigheid-1-2-1")
    me = templar.players[0]
    assert (me.gold, me.keys) == (15 - 5 + 2, 1 + 1)  # 2 Geloof there, 1 Krijg of its own
