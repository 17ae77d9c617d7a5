"""A fortune-teller card and an ingredient book page, drawn from the rulebook's own texts.

No publisher art: a card is a coloured frame with a band that names its colour in a word
(*Paarse kaart*, *Blauwe kaart*), its title and the text of its clause. A book page has a band in
the ingredient's colour with its name and set, the price of each chip (the chip itself with its
label, and the price in coins under it), the action text and when the action works.
"""

from __future__ import annotations

from rulebook.core import dutch
from rulebook.core.drawing import svg
from rulebook.core.drawing.svg import SvgPicture
from rulebook.core.reader.clauses import CATALOGUE, clause
from rulebook.quacks.book_texts import BOOK_TEXTS
from rulebook.quacks.books import Book
from rulebook.quacks.card_texts import CARD_ENGLISH_TITLES
from rulebook.quacks.fortune import card as fortune_card
from rulebook.quacks.pictures.chips import chip_disc
from rulebook.quacks.pictures.palette import chip_ink, colour
from rulebook.quacks.state import Chip

CARD_W = 280
PAD = 14


def _band(x: float, y: float, width: float, fill: str, ink: str, left: str, right: str) -> str:
    """A coloured band with light or dark words on it (never text straight on a colour)."""
    return svg.element(
        "g",
        svg.element("rect", x=x, y=y, width=width, height=30, rx=6, fill=fill),
        svg.text(x + 10, y + 20, left, size=13, anchor="start", fill=ink, weight="bold"),
        svg.text(x + width - 10, y + 20, right, size=12, anchor="end", fill=ink),
        class_="rb-band",
    )


def _crystal_ball(cx: float, cy: float, stroke: str) -> str:
    """A small crystal ball on a stand (the fortune-teller's sign, drawn here)."""
    return "".join(
        (
            svg.element(
                "circle", cx=cx, cy=cy, r=13, fill="#ffffff", stroke=stroke, stroke_width=2
            ),
            svg.element(
                "path",
                d=f"M{cx - 5:.1f} {cy - 6:.1f} Q{cx - 1:.1f} {cy - 10:.1f} "
                f"{cx + 4:.1f} {cy - 7:.1f}",
                fill="none",
                stroke=stroke,
                stroke_width=1.5,
                opacity=0.6,
            ),
            svg.element(
                "path",
                d=f"M{cx - 11:.1f} {cy + 17:.1f} L{cx - 7:.1f} {cy + 10:.1f} "
                f"L{cx + 7:.1f} {cy + 10:.1f} L{cx + 11:.1f} {cy + 17:.1f} Z",
                fill=stroke,
            ),
        )
    )


def card_svg(card_id: str) -> SvgPicture:
    """Fortune-teller card ``card_id`` (``P1``..``P13``, ``B1``..``B11``) with its clause's text.

    An unknown id is a programmer's ``ValueError`` (``fortune.card``).
    """
    card = fortune_card(card_id)
    english = CARD_ENGLISH_TITLES.get(card.id, (card.english, ""))[0]
    return fortune_card_svg(card.id, card.is_purple, card.clause_id, english)


def fortune_card_svg(
    card_id: str, purple: bool, clause_id: str, english: str, note: str = ""
) -> SvgPicture:
    """A fortune-teller card drawn from its clause: the title and text of ``clause_id``, the
    English title and, when given, a ``note`` line (for instance the symbol in its corner), so
    an expansion's cards are drawn like the base game's."""
    rule = clause(clause_id)
    card_key = card_id
    frame = colour("card-purple") if purple else colour("card-blue")
    word = "Paarse kaart" if purple else "Blauwe kaart"
    when = "meteen, vóór de ronde" if purple else "de hele ronde"
    inner = CARD_W - 2 * PAD
    title_y = 8 + 30 + 56
    text, text_height = svg.paragraph(
        PAD + 6, title_y + 28, rule.text, width=inner - 12, size=12, hyphens=False
    )
    lines = [f"Geldt: {when}", f"Engelse titel: {english}"] + ([note] if note else [])
    bottom = title_y + 28 + text_height + 10
    height = bottom + 20 + 14 * len(lines)
    parts = [
        svg.element(
            "rect",
            x=6,
            y=6,
            width=CARD_W - 12,
            height=height - 12,
            rx=12,
            fill=colour("card-paper"),
            stroke=frame,
            stroke_width=4,
            class_="rb-fortune-card",
            data_card=card_key,
            data_colour="paars" if purple else "blauw",
        ),
        _band(PAD, 14, inner, frame, "#fff", word, card_key),
        _crystal_ball(CARD_W / 2, 14 + 30 + 22, frame),
    ]
    title_lines, _ = svg.paragraph(
        PAD + 6, title_y + 6, rule.title, width=inner - 12, size=15, weight="bold"
    )
    parts.append(title_lines)
    parts.append(text)
    parts.append(
        svg.element(
            "line",
            x1=PAD + 6,
            y1=bottom,
            x2=CARD_W - PAD - 6,
            y2=bottom,
            stroke=frame,
            stroke_width=1,
            opacity=0.5,
        )
    )
    for number, line in enumerate(lines):
        parts.append(
            svg.text(
                PAD + 6,
                bottom + 16 + 14 * number,
                line,
                size=11,
                anchor="start",
                fill=colour("ink-soft"),
            )
        )
    title = f"Waarzeggerijkaart {card_key}: {rule.title} ({word.lower()})"
    description = f"{title}. {rule.text}"
    return svg.document(CARD_W, height, title, description, "".join(parts))


# -- ingredient books --------------------------------------------------------------------------

BOOK_W = 420
PRICE_STEP = 112


def book_title(book: Book) -> str:
    """``Vliegenzwam (rood), set 2``: the clause's title, or the ingredient's name."""
    if book.clause_id in CATALOGUE:
        return clause(book.clause_id).title
    name = f"{book.colour.dutch} ({book.colour.colour})"
    return name if book.set == 0 else f"{name}, set {book.set}"


def book_text(book: Book) -> str:
    """What the book makes its chips do: the rulebook's text for the set, else the clause's,
    else the effect's own Dutch."""
    own = BOOK_TEXTS.get((book.colour.colour, book.set))
    if own is not None:
        return own
    if book.clause_id in CATALOGUE:
        return clause(book.clause_id).text
    return book.effect.dutch()


def _price_line(book: Book) -> str:
    return dutch.listing(
        [f"{Chip(book.colour, value)} kost {dutch.coins(price)}" for value, price in book.prices]
    )


def book_svg(book: Book) -> SvgPicture:
    """An ingredient book page: name and set, the prices per chip value, the action, when."""
    name = book_title(book)
    band_fill = book.colour.fill
    band_ink = chip_ink(book.colour)
    set_word = "alle sets" if book.set == 0 else ("" if "set" in name else f"set {book.set}")
    inner = BOOK_W - 2 * PAD
    parts = [_band(PAD, 14, inner, band_fill, band_ink, name, set_word)]
    parts.append(svg.text(PAD, 69, "Prijzen", size=12, anchor="start", fill=colour("ink-soft")))
    for index, (value, price) in enumerate(book.prices):
        cx = PAD + 86 + index * PRICE_STEP
        chip = Chip(book.colour, value)
        parts.append(
            svg.element(
                "g",
                chip_disc(chip, cx, 64),
                svg.text(cx + 22, 69, f"{price} geld", size=12, anchor="start", weight="bold"),
                class_="rb-price",
                data_chip=chip.label,
                data_price=price,
            )
        )
    action, action_height = svg.paragraph(
        PAD, 122, book_text(book), width=inner, size=12, hyphens=False
    )
    parts.append(svg.text(PAD, 104, "Actie", size=12, anchor="start", fill=colour("ink-soft")))
    parts.append(action)
    when_y = 122 + action_height + 10
    parts.append(
        svg.text(PAD, when_y, f"Werkt: {book.timing.value}", size=12, anchor="start", weight="bold")
    )
    parts.append(
        svg.text(
            PAD,
            when_y + 18,
            f"regel {book.clause_id}",
            size=11,
            anchor="start",
            fill=colour("ink-soft"),
        )
    )
    height = when_y + 32
    page = svg.element(
        "rect",
        x=6,
        y=6,
        width=BOOK_W - 12,
        height=height - 12,
        rx=6,
        fill=colour("book-paper"),
        stroke=colour("book-stroke"),
        stroke_width=1.5,
        class_="rb-book",
        data_colour=book.colour.colour,
        data_set=book.set,
    )
    title = f"Ingrediëntenboek: {name}"
    description = (
        f"{title}. Prijzen: {_price_line(book)}. Actie: {book_text(book)} "
        f"Werkt: {book.timing.value}."
    )
    return svg.document(BOOK_W, height, title, description, page + "".join(parts))
