"""Pictures of the 20 new fortune-teller cards and of a locoweed book page, drawn as the base
game draws its cards and books (``rulebook.quacks.pictures.cards``), from our own clause texts."""

from __future__ import annotations

from rulebook.core.drawing.svg import SvgPicture
from rulebook.quacks.alchemists.cards.data import Symbol, alchemists_card
from rulebook.quacks.alchemists.locoweed.books import table_book
from rulebook.quacks.pictures.cards import book_svg, fortune_card_svg

SYMBOL_WORDS = {
    Symbol.NONE: "geen (altijd mee)",
    Symbol.ALCHEMISTS: "kolf (De Alchemisten)",
    Symbol.HERB_WITCHES: "heksenhoed (De Kruidenheksen)",
}


def alchemists_card_svg(card_id: str) -> SvgPicture:
    """Card ``card_id`` (``P1``..``P10``, ``B1``..``B10``) of the De Alchemisten box."""
    card = alchemists_card(card_id)
    note = f"Symbool: {SYMBOL_WORDS[card.symbol]}"
    return fortune_card_svg(card.id, card.is_purple, card.clause_id, card.english, note)


def locoweed_book_svg(number: int) -> SvgPicture:
    """The page of locoweed book ``number``: its price and what it does."""
    return book_svg(table_book(number))
