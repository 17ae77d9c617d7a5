"""The card primitives: exact draws, reshuffles that keep every card, piles, rows and grids.

The rules these values carry are the ones a player checks at the table: a card turned from the
deck is any of the cards left with equal chance; a reshuffle that keeps the top cards moves
every other card and nothing else; a taken card leaves its slot empty; a tableau grows only
next to a card and never beyond its width or height.
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook.core.drawing import card_svg
from rulebook.core.drawing.card_svg import (
    card_picture,
    deck_picture,
    display_picture,
    face_down_picture,
    pile_picture,
    tableau_picture,
)
from rulebook.core.drawing.svg import alt_text
from rulebook.core.errors import NotationError
from rulebook.core.model.cards import (
    MAX_TEXT,
    NOTATION_CLAUSE,
    Deck,
    Display,
    Pile,
    PileView,
    PlacedCard,
    Tableau,
    tableau_problem,
)
from rulebook.core.model.game import RANDOM_BITS, check_outcomes, sample
from rulebook.core.model.notation import dumps, loads

CARDS = st.sampled_from(["Hart5", "Hart10", "Hoofd4", "Opstand3", "K12", "D3", "x_1", "A-P2"])


# -- the deck ----------------------------------------------------------------------------------


def test_each_card_left_is_drawn_with_its_share_of_the_deck() -> None:
    deck = Deck.parse("Hart5*3 Hoofd4 Opstand3*2")
    outcomes = dict(deck.draw_outcomes())
    assert outcomes == {
        "Hart5": Fraction(1, 2),
        "Hoofd4": Fraction(1, 6),
        "Opstand3": Fraction(1, 3),
    }
    check_outcomes(deck.draw_outcomes())
    after = deck.without("Hart5")
    assert len(after) == 5
    assert dict(after.draw_outcomes())["Hart5"] == Fraction(2, 5)


class _Drawn:
    """A stand-in random stream that gives the draws a test names (one per card drawn)."""

    def __init__(self, *draws: int) -> None:
        self.draws = list(draws)

    def getrandbits(self, bits: int) -> int:
        assert bits == RANDOM_BITS
        return self.draws.pop(0)


@pytest.mark.parametrize("text", ["Hart5*3 Hoofd4 Opstand3*2", "Hart5 Hart10 Hoofd4", "K12*7 D3"])
def test_a_card_drawn_directly_is_the_one_sample_picks_from_the_chances(text: str) -> None:
    deck = Deck.parse(text)
    total = len(deck)
    # every draw on either side of each border between two cards' shares, and a seeded stream
    borders = [-(-k * 2**RANDOM_BITS // total) for k in range(1, total)]
    draws = [0, 2**RANDOM_BITS - 1, *borders, *[b - 1 for b in borders]]
    for drawn in draws:
        assert deck.draw(_Drawn(drawn)) == sample(deck.draw_outcomes(), _Drawn(drawn))  # type: ignore[arg-type]
    direct, listed = random.Random(7), random.Random(7)
    picked = [deck.draw(direct) for _ in range(500)]
    assert picked == [sample(deck.draw_outcomes(), listed) for _ in range(500)]
    assert Counter(picked).keys() == set(deck.distinct())


def test_an_empty_deck_cannot_be_drawn_from_directly() -> None:
    with pytest.raises(ValueError, match="leeg"):
        Deck().draw(random.Random(1))


def test_the_deck_is_written_in_one_order_whatever_order_it_was_given() -> None:
    deck = Deck.of(["Hart10", "Opstand3", "Hart5", "Hart10"])
    assert deck == Deck.parse("Opstand3 Hart10 Hart5 Hart10")
    assert str(deck) == "Hart5 Hart10*2 Opstand3"
    assert repr(deck) == "Deck.parse('Hart5 Hart10*2 Opstand3')"
    assert eval(repr(deck)) == deck
    assert deck.count("Hart10") == 2
    assert "Hart5" in deck
    assert "Hoofd4" not in deck
    assert deck.distinct() == ("Hart5", "Hart10", "Opstand3")


def test_drawing_from_an_empty_deck_or_a_card_it_lacks_is_a_programmers_mistake() -> None:
    with pytest.raises(ValueError):
        Deck().draw_outcomes()
    with pytest.raises(ValueError):
        Deck.parse("Hart5").without("Hoofd4")
    with pytest.raises(TypeError):
        Deck().with_("Hart5")  # one string would be five cards of one letter
    with pytest.raises(ValueError):
        Deck((("Hart10", 1), ("Hart5", 1)))  # not in canonical order: use Deck.of


def test_graveyards_become_the_deck_but_their_top_cards_stay() -> None:
    piles = (Pile.parse("Been3 Hart5"), Pile.parse("Hoofd4"), Pile(), Pile.parse("A1 B2 C3"))
    deck, left = Deck().reshuffled_from(*piles, keep_top=True)
    assert deck == Deck.parse("Been3 A1 B2")
    assert left == (Pile.parse("Hart5"), Pile.parse("Hoofd4"), Pile(), Pile.parse("C3"))


def test_a_discard_pile_becomes_the_whole_deck() -> None:
    deck, left = Deck().reshuffled_from(Pile.parse("K1 K2 K2"))
    assert deck == Deck.parse("K1 K2*2")
    assert left == (Pile(),)


@settings(deadline=None, max_examples=150)
@given(st.lists(CARDS, max_size=30), st.lists(st.lists(CARDS, max_size=8), max_size=4))
def test_a_reshuffle_keeps_every_card(deck_cards: list[str], pile_cards: list[list[str]]) -> None:
    deck = Deck.of(deck_cards)
    piles = [Pile(tuple(cards)) for cards in pile_cards]
    for keep_top in (False, True):
        new, left = deck.reshuffled_from(*piles, keep_top=keep_top)
        before = Counter(deck) + sum((Counter(p) for p in piles), Counter())
        after = Counter(new) + sum((Counter(p) for p in left), Counter())
        assert after == before
        assert [p.top for p in left] == [p.top if keep_top else None for p in piles]


@settings(deadline=None, max_examples=150)
@given(st.lists(CARDS, min_size=1, max_size=40))
def test_draw_outcomes_are_exact_and_add_up_to_one(cards: list[str]) -> None:
    deck = Deck.of(cards)
    outcomes = deck.draw_outcomes()
    check_outcomes(outcomes)
    assert sum(chance for _, chance in outcomes) == 1
    for card, chance in outcomes:
        assert chance == Fraction(cards.count(card), len(cards))
    assert Deck.parse(str(deck)) == deck
    assert eval(repr(deck)) == deck


@dataclass(frozen=True)
class Table:
    deck: Deck = field(default_factory=Deck)
    graveyard: Pile = field(default_factory=Pile)
    row: Display = field(default_factory=lambda: Display.empty(3))


def test_a_deck_in_a_record_reads_back_through_the_shared_notation() -> None:
    table = Table(Deck.parse("Hart5*2 K1"), Pile.parse("A1 B2"), Display.parse("K1 - D3"))
    # Through Any: mypy infers ``Never`` for ``loads``'s ``type[T] | Any`` argument, which
    # would make every statement after the first call unreachable.
    read: Any = loads
    assert read(dumps(table), Table) == table
    assert read(dumps(Table()), Table) == Table()
    assert 'deck="Hart5*2 K1"' in dumps(table)


# -- the pile ----------------------------------------------------------------------------------


def test_a_pile_shows_its_top_and_keeps_its_order() -> None:
    pile = Pile().push("Been3").push("Hart5").push("Hoofd4")
    assert pile.top == "Hoofd4"
    assert pile.below_top() == ("Been3", "Hart5")
    card, rest = pile.pop()
    assert (card, rest.top) == ("Hoofd4", "Hart5")
    assert str(pile) == "Been3 Hart5 Hoofd4"
    assert Pile.parse(str(pile)) == pile
    assert eval(repr(pile)) == pile
    assert Pile().top is None
    with pytest.raises(ValueError):
        Pile().pop()


def test_a_seat_sees_only_the_top_card_and_the_size_of_a_pile() -> None:
    pile = Pile.parse("Been3 Hart5 Hoofd4")
    view = pile.view()
    assert (view.top, view.size, view.hidden) == ("Hoofd4", 3, 2)
    assert str(view) == "Hoofd4 +2"
    assert "Been3" not in str(view)
    assert PileView.parse(str(view)) == view
    assert eval(repr(view)) == view
    assert PileView.parse("-") == Pile().view()
    assert PileView.parse("Hart5") == Pile.parse("Hart5").view()


# -- the display -------------------------------------------------------------------------------


def test_a_taken_card_leaves_its_slot_empty_until_the_row_is_refilled() -> None:
    row = Display.parse("K12 K7 D3")
    card, row = row.take(1)
    assert card == "K7"
    assert str(row) == "K12 - D3"
    assert row.empty_slots() == (1,)
    assert not row.is_full()
    deck = Deck.parse("K1 K2")
    for slot in row.empty_slots():
        drawn = deck.draw_outcomes()[0][0]
        deck = deck.without(drawn)
        row = row.fill(slot, drawn)
    assert row == Display.parse("K12 K1 D3")
    assert row.is_full()
    assert len(deck) == 1
    with pytest.raises(ValueError):
        row.fill(0, "K2")  # the slot holds a card
    with pytest.raises(ValueError):
        row.take(3)  # a row of three has slots 0, 1, 2


def test_replacing_a_row_hands_back_the_old_cards() -> None:
    row = Display.parse("K12 - D3")
    gone, row = row.replace_all(["K1", "K2"])
    assert gone == ("K12", "D3")
    assert str(row) == "K1 K2 -"
    assert Display.parse(str(row)) == row
    assert eval(repr(row)) == row
    with pytest.raises(ValueError):
        row.replace_all(["A1", "A2", "A3", "A4"])


# -- the tableau -------------------------------------------------------------------------------


def grid() -> Tableau:
    return Tableau.empty(3, 3)


def test_the_first_card_has_one_place_and_the_next_go_orthogonally_beside_it() -> None:
    assert grid().legal_positions() == ((0, 0),)
    one = grid().place((0, 0), "K1")
    assert one.legal_positions() == ((-1, 0), (0, -1), (0, 1), (1, 0))
    with pytest.raises(ValueError):
        one.place((1, 1), "K2")  # diagonal: not adjacent


def test_a_fourth_card_in_a_row_or_column_is_refused() -> None:
    row = grid().place((0, 0), "K1").place((0, 1), "K2").place((0, 2), "K3")
    assert (0, 3) not in row.legal_positions()
    assert (0, -1) not in row.legal_positions()
    with pytest.raises(ValueError):
        row.place((0, 3), "K4")
    column = grid().place((0, 0), "K1").place((1, 0), "K2").place((2, 0), "K3")
    assert (3, 0) not in column.legal_positions()
    assert (-1, 0) not in column.legal_positions()
    assert (1, 1) in column.legal_positions()


def test_a_wider_grid_allows_four_in_a_row_but_not_a_third_row() -> None:
    wide = Tableau.empty(4, 2).place((0, 0), "A1").place((0, 1), "A2").place((0, 2), "A3")
    assert (0, 3) in wide.legal_positions()
    tall = wide.place((1, 0), "B1")
    assert (2, 0) not in tall.legal_positions()
    assert (-1, 0) not in tall.legal_positions()


@pytest.mark.parametrize(("width", "height"), [(3, 3), (4, 2), (2, 4), (1, 3)])
def test_every_grid_offers_exactly_the_places_that_keep_it_a_tableau(
    width: int, height: int
) -> None:
    """Every shape of cards a grid of ``width`` by ``height`` can hold: a place is offered
    exactly when it lies next to a card, is free, and the cards with it still pass the grid's
    own check (``tableau_problem``: joined, within the limits)."""
    places = [(r, c) for r in range(height) for c in range(width)]
    shapes = 0
    for mask in range(1, 2 ** len(places)):
        taken = [p for bit, p in enumerate(places) if mask >> bit & 1]
        if tableau_problem(width, height, taken) is not None:
            continue
        shapes += 1
        tableau = Tableau.empty(width, height)._normalised(
            [(p, PlacedCard(f"K{n}")) for n, p in enumerate(taken, start=1)]
        )
        cells = set(tableau.positions())
        expected = sorted(
            {
                (r + dr, c + dc)
                for r, c in cells
                for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0))
                if (r + dr, c + dc) not in cells
                and tableau_problem(width, height, [*cells, (r + dr, c + dc)]) is None
            }
        )
        assert tableau.legal_positions() == tuple(expected)
    assert shapes > len(places)  # (more than the single cards: the shapes were really made)


def test_the_grid_shifts_when_a_card_comes_above_or_left() -> None:
    tableau = grid().place((0, 0), "K1").place((-1, 0), "K2").place((1, -1), "K3")
    assert tableau.positions() == ((0, 1), (1, 0), (1, 1))
    assert tableau.at((1, 1)) == PlacedCard("K1")
    assert str(tableau) == "3x3: - K2 / K3 K1"
    assert tableau.neighbours((1, 1)) == ((0, 1), (1, 0))
    assert tableau.neighbours((0, 0)) == ((0, 1), (1, 0))
    assert tableau.row(1) == (PlacedCard("K3"), PlacedCard("K1"))
    assert tableau.column(1) == (PlacedCard("K2"), PlacedCard("K1"))


def test_a_full_grid_has_no_place_left_and_counts_its_rows_and_columns() -> None:
    tableau = grid()
    for number in range(9):
        tableau = tableau.place(tableau.legal_positions()[-1], f"K{number}")
    assert tableau.is_full()
    assert tableau.empty_spaces() == 0
    assert tableau.legal_positions() == ()
    assert tableau.size() == (3, 3)
    assert all(len(tableau.row(r)) == 3 and len(tableau.column(r)) == 3 for r in range(3))


def test_face_down_cards_and_tokens_read_back() -> None:
    tableau = (
        grid()
        .place((0, 0), PlacedCard("K12", face_down=True))
        .place((0, 1), "D3")
        .with_token((0, 1), "goud", 2)
        .with_token((0, 1), "sleutel", 1)
    )
    assert str(tableau) == "3x3: ~K12 D3[goud=2,sleutel=1]"
    assert Tableau.parse(str(tableau)) == tableau
    assert eval(repr(tableau)) == tableau
    spent = tableau.with_token((0, 1), "sleutel", -1)
    assert spent.at((0, 1)) == PlacedCard("D3", tokens=(("goud", 2),))
    with pytest.raises(ValueError):
        spent.with_token((0, 1), "sleutel", -1)  # no key left on the card
    assert Tableau.parse("3x3: -") == grid()
    assert str(grid()) == "3x3: -"
    assert Tableau.parse(" 3x3:~K12 D3[goud=2,sleutel=1] ") == tableau
    placed = PlacedCard.parse("~K12[sleutel=1,goud=2]")
    assert placed == PlacedCard("K12", True, (("goud", 2), ("sleutel", 1)))
    assert eval(repr(placed)) == placed
    assert PlacedCard.parse(str(placed)) == placed


@st.composite
def grown(draw: st.DrawFn) -> Tableau:
    """A tableau grown by legal placements only, as on the table."""
    tableau = Tableau.empty(draw(st.integers(1, 4)), draw(st.integers(1, 4)))
    for number in range(draw(st.integers(0, 16))):
        options = tableau.legal_positions()
        if not options:
            break
        down = draw(st.booleans())
        gold = draw(st.integers(0, 3))
        card = PlacedCard(f"K{number}", down, (("goud", gold),) if gold else ())
        tableau = tableau.place(draw(st.sampled_from(options)), card)
    return tableau


@settings(deadline=None, max_examples=200)
@given(grown())
def test_a_grown_tableau_stays_in_its_limits_and_reads_back(tableau: Tableau) -> None:
    rows, columns = tableau.size()
    assert rows <= tableau.height
    assert columns <= tableau.width
    assert Tableau.parse(str(tableau)) == tableau
    assert eval(repr(tableau)) == tableau
    if not tableau.positions():
        assert tableau.legal_positions() == ((0, 0),)
    for position in tableau.legal_positions():
        near = [abs(position[0] - r) + abs(position[1] - c) for r, c in tableau.positions()]
        assert 0 not in near
        if near:  # an empty tableau has no neighbours yet; any other spot touches a card
            assert 1 in near
    assert tableau.is_full() == (tableau.legal_positions() == ())


# -- reading text ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("reader", "text", "words"),
    [
        (Deck.parse, "Hart5*0", "minstens 1"),
        (Deck.parse, "Hart5*1000", "met een aantal van 1 tot 999"),
        (Deck.parse, "H@rt5", "geen kaart"),
        (Deck.parse, "A*999 B", "hoogstens 999 kaarten"),
        (Pile.parse, "Hart5 ~Been3", "geen kaart"),
        (PileView.parse, "Hart5 3", "zichtbare stapel"),
        (Display.parse, "", "1 tot 12 plaatsen"),
        (Tableau.parse, "K1 K2", "maten van het raster"),
        (Tableau.parse, "3x3: K1 K2 K3 K4", "breder dan 3"),
        (Tableau.parse, "3x3: K1 - / - K2", "grenst"),
        (Tableau.parse, "3x3: K1[goud=0]", "geen fiche"),
        (Tableau.parse, "3x3: K1[Goud=1]", "geen fiche"),
        (PlacedCard.parse, "-", "niet precies één kaart"),
        (PlacedCard.parse, "K1 K2", "niet precies één kaart"),
    ],
)
def test_unreadable_text_is_a_dutch_notation_error(reader, text: str, words: str) -> None:
    with pytest.raises(NotationError) as refused:
        reader(text)
    assert refused.value.clause_id == NOTATION_CLAUSE
    assert words in refused.value.message


def test_a_same_card_twice_in_a_grid_is_allowed_only_at_two_places() -> None:
    """Two copies of one card are two cards (a game with unique cards checks that itself)."""
    assert Tableau.parse("3x3: K1 K1").positions() == ((0, 0), (0, 1))


def test_a_game_names_its_own_clause() -> None:
    with pytest.raises(NotationError) as refused:
        Deck.parse("Hart5*0", clause_id="het-leeft.kaarten")
    assert refused.value.clause_id == "het-leeft.kaarten"


def test_a_huge_text_is_refused_at_once() -> None:
    """Refused before it is read (counted: a handful of calls, not one per card)."""
    from tests.work import python_calls

    for reader in (Deck.parse, Pile.parse, PileView.parse, Display.parse, Tableau.parse):
        refusals: list[NotationError] = []

        def read(reader: Any = reader, refusals: list[NotationError] = refusals) -> None:
            with pytest.raises(NotationError) as refused:
                reader("K1 " * 200_000)
            refusals.append(refused.value)

        assert python_calls(read) < 100
        assert str(MAX_TEXT) in refusals[0].message


def test_text_of_the_wrong_type_is_a_programmers_mistake() -> None:
    with pytest.raises(TypeError):
        Deck.parse(["Hart5"])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        grid().place([0, 0], "K1")  # type: ignore[arg-type]


# -- pictures ----------------------------------------------------------------------------------

LABELS = {"K12": "Kok & zoon", "D3": "Dief <3>", "Hart5": "Hart (5)", "Been3": "Been (3)"}


def label(card: str) -> str:
    return LABELS.get(card, card)


def test_a_display_picture_names_every_slot() -> None:
    picture = display_picture(Display.parse("K12 - D3"), name="Dorp", label=label)
    ET.fromstring(picture)  # the labels with & and < are escaped
    assert (
        alt_text(picture)
        == "Dorp met 3 plaatsen; plaats 1: Kok & zoon; plaats 2: leeg; plaats 3: Dief <3>."
    )
    assert "Kok &amp; zoon" in picture
    assert ">leeg<" in picture
    narrow = display_picture(Display.parse("-"), name="Kasteelrij met een lange naam")
    width = float(ET.fromstring(narrow).attrib["width"])
    assert width > len("Kasteelrij met een lange naam") * 13 * 0.55  # the heading stays on it


def test_a_pile_picture_shows_the_top_and_the_count_but_not_the_cards_below() -> None:
    picture = pile_picture(Pile.parse("Been3 Hart5"), name="Kerkhof", label=label)
    assert alt_text(picture) == "Kerkhof met 2 kaarten; bovenop ligt Hart (5)."
    assert "Hart (5)" in picture
    assert "Been" not in picture
    assert ">2 kaarten<" in picture
    assert alt_text(pile_picture(Pile())) == "Aflegstapel: leeg."


def test_a_deck_picture_tells_the_size_and_never_a_card() -> None:
    picture = deck_picture(Deck.parse("Hart5*2 Been3"))
    assert alt_text(picture) == "Trekstapel, gedekt, met 3 kaarten."
    assert "Hart5" not in picture
    assert "Been3" not in picture
    assert ">gedekt<" in picture


def test_a_tableau_picture_marks_face_down_cards_and_tokens_in_words() -> None:
    tableau = grid().place((0, 0), PlacedCard("K12", True)).place((0, 1), "D3")
    tableau = tableau.with_token((0, 1), "goud", 2)
    picture = tableau_picture(tableau, label=label, show_legal=True)
    ET.fromstring(picture)
    assert alt_text(picture) == (
        "Raster, hoogstens 3 breed en 3 hoog, met 2 kaarten; rij 1: Kok & zoon (gedekt), "
        "Dief <3> (goud 2); nog 7 vrije plaatsen; een nieuwe kaart mag op 6 plaatsen."
    )
    assert ">gedekt<" in picture
    assert ">goud 2<" in picture
    assert picture.count(">hier<") == 6
    assert ET.fromstring(tableau_picture(grid())) is not None


def test_the_game_draws_the_face_of_a_card() -> None:
    def face(card: str, x: float, y: float, width: float, height: float) -> str:
        return f'<circle class="own-face" cx="{x + width / 2}" cy="{y + height / 2}" r="9"/>'

    picture = card_picture("K12", label=label, face=face)
    assert 'class="own-face"' in picture
    assert alt_text(picture) == "Kaart Kok & zoon."
    assert alt_text(face_down_picture()) == "Een gedekte kaart."
    assert card_svg.CARD_W > 0
