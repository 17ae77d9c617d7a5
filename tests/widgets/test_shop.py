"""The shop in Python: coins, round and set in, what they buy within the supply out.

Prices are those of the books (checkable in the box); a chip is bought alone or with one of
another colour; yellow opens in round 2, purple in round 3; nothing is bought in round 9.
"""

from __future__ import annotations

from typing import Any

from tests.widgets.pictures import pictures_in
from widgets import Shop


def click(shop: Shop, intent: object) -> None:
    shop._handle_custom_msg(intent, [])


def marks(shop: Shop) -> dict[str, tuple[int, str]]:
    """Every chip in the price list: its price and its mark (koop, duur, op, dicht)."""
    return {c["label"]: (c["price"], c["state"]) for b in shop.books for c in b["chips"]}


def frozen(shop: Shop) -> dict[str, Any]:
    state = {k: v for k, v in shop.get_state().items() if k in Shop.DISPLAY_TRAITS}
    state.pop("error")
    state.pop("revision")
    return {"traits": state, "sold_out": shop.sold_out}


def test_twelve_coins_in_round_1_with_set_1() -> None:
    shop = Shop(12)
    assert [(c["label"], c["price"]) for c in shop.singles] == [
        ("O1", 3),
        ("Z1", 10),
        ("G1", 4),
        ("G2", 8),
        ("B1", 5),
        ("B2", 10),
        ("R1", 6),
        ("R2", 10),
    ]
    got = marks(shop)
    assert got["G4"] == (14, "duur")
    assert got["Y1"] == (8, "dicht")  # the yellow book opens in round 2
    assert got["P1"] == (9, "dicht")  # the purple book in round 3
    # Two of different colours for at most 12: O1 with G1, G2, B1, R1; G1 with B1, R1; B1+R1.
    assert shop.pairs == [
        "O1 + G1 (7)",
        "O1 + G2 (11)",
        "O1 + B1 (8)",
        "O1 + R1 (9)",
        "G1 + B1 (9)",
        "G1 + R1 (10)",
        "B1 + R1 (11)",
    ]
    assert shop.ruling["steps"][0]["clause_id"] == "kwakzalvers.puntentelling.e"
    assert repr(shop) == "Shop(12 geld, ronde 1, set 1: 8 los, 7 paren)"


def test_the_books_open_in_round_2_and_3() -> None:
    shop = Shop(12)
    click(shop, {"type": "round", "value": 2})
    assert marks(shop)["Y1"] == (8, "koop")
    assert marks(shop)["P1"] == (9, "dicht")
    click(shop, {"type": "round", "value": 3})
    assert marks(shop)["P1"] == (9, "koop")
    assert shop.round == 3


def test_the_set_changes_the_prices() -> None:
    shop = Shop(12, round=3)
    click(shop, {"type": "set", "value": 2})
    got = marks(shop)
    assert (got["G1"], got["R1"], got["P1"]) == ((6, "koop"), (4, "koop"), (12, "koop"))
    assert got["Y2"] == (13, "duur")  # one coin short
    assert shop.set == 2


def test_a_price_equal_to_the_coins_is_within_reach() -> None:
    shop = Shop(12, round=3, set=2)
    assert marks(shop)["P1"] == (12, "koop")
    click(shop, {"type": "coins", "value": 11})
    assert marks(shop)["P1"] == (12, "duur")


def test_a_closed_book_is_closed_even_when_the_coins_would_pay() -> None:
    """Eight coins in round 1 pay for Y1 (8), but the yellow book opens only in round 2."""
    shop = Shop(8)
    assert marks(shop)["Y1"] == (8, "dicht")
    assert marks(shop)["Y2"] == (12, "duur")


def test_a_sold_out_chip_cannot_be_bought_and_comes_back_with_a_second_click() -> None:
    shop = Shop(12)
    click(shop, {"type": "sold_out", "chip": "G2"})
    assert marks(shop)["G2"] == (8, "op")
    assert "G2" not in [c["label"] for c in shop.singles]
    assert "O1 + G2 (11)" not in shop.pairs
    gone = next(s for s in shop.ruling["steps"] if s["clause_id"] == "kwakzalvers.voorraad")
    assert gone["text"] == "Uitverkocht: G2; niemand kan ze kopen."
    click(shop, {"type": "sold_out", "chip": "G2"})
    assert marks(shop)["G2"] == (8, "koop")
    assert shop.sold_out == frozenset()


def test_what_the_rules_forbid_is_refused_in_dutch_and_nothing_changes() -> None:
    shop = Shop(12)
    before = frozen(shop)
    refusals = [
        ({"type": "round", "value": 9}, "In ronde 9 koop je geen fiches meer"),
        ({"type": "coins", "value": 36}, "0 tot 35 geld"),
        ({"type": "coins", "value": -1}, "niet -1"),
        ({"type": "set", "value": 5}, "set van 1 tot 4"),
        ({"type": "round", "value": 0}, "Ronde 0 bestaat niet"),
        ({"type": "sold_out", "chip": "W1"}, "W1 staat in geen ingrediëntenboek van set 1"),
        ({"type": "sold_out", "chip": "X9"}, "kwakzalvers.fiches"),
        ({"type": "coins", "value": "12"}, "moet ‘value’ een geheel getal zijn"),
        ({"type": "coins"}, "ontbreekt ‘value’"),
    ]
    for intent, words in refusals:
        click(shop, intent)
        assert words in shop.error, intent
        assert frozen(shop) == before


def test_the_static_copy_lists_every_book_and_the_ruling() -> None:
    shop = Shop(12)
    static = shop.static_html()
    assert "De winkel werkt alleen in een notebook dat draait." in static
    assert "<td>kraaienschedel</td><td>B1: 5, B2: 10, B4: 19</td>" in static
    assert "Antwoord:" in static and pictures_in(static) == []
    data, _ = shop._repr_mimebundle_()
    assert data["text/html"] == static
