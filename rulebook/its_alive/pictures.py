"""Het Leeft!: the pictures of the game, as static SVG that reads without a kernel.

Every picture lies on the light card of ``core.drawing.svg`` and is drawn with its dark inks, so
it reads the same in JupyterLab's light and dark theme and in a saved notebook (GitHub, nbviewer:
the widgets put them in as ``<img>``). Nothing depends on colour alone: a card says its kind and
value in words, a coffin on a place says *joker*, a card kept beside the board lies under
*apart, telt niet mee*, coins behind a screen say *achter het scherm*. No publisher art: a card
is a frame with its Dutch name and its value. Text is at least 11 px.

- ``card_svg(card)``: one card; ``board_svg(player, seat)``: a player board with its eight
  places (in the seed's order), the cards kept aside and the coins (or the screen);
- ``graveyards_svg(tops)``: every graveyard's top card and size; ``deck_svg(size)``;
- ``middle_svg(...)``: the deck, the card in the middle, the auction, the cards out of the game;
- ``auction_svg(card, coins, bids, turn)``: an auction once around the table, bid by bid;
- ``table_pictures(state_or_view)``: the whole table as keyed parts (a game table sends only the
  parts that changed): a seat's view shows its own board and the others' screens, the whole state
  (at the end) every board and every coin.

``DRAWINGS`` is the table the picture registry (``core.drawing.pictures``) reads: the package's
``__init__`` names this module (``PICTURES``), so the values never import their pictures.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from rulebook.core import dutch
from rulebook.core.drawing import svg
from rulebook.core.drawing.card_svg import CARD_H, CARD_W, card_shape
from rulebook.core.drawing.pictures import Drawing
from rulebook.core.drawing.svg import INK, INK_SOFT, SvgPicture
from rulebook.core.model.match import MatchState
from rulebook.its_alive.data import PLACES, Kind, kind_of, value_of
from rulebook.its_alive.rules import View
from rulebook.its_alive.state import Auction, Player, State

MARGIN = 14
GAP = 12
HEAD = 24
"""Room for a picture's heading."""
CAPTION = 18
"""Room under a card for its place's name."""
SCREEN = "achter het scherm"
ROW_W = 500
"""The width of a bidder's row in the auction's picture (name, coins, bid and its marks)."""


def card_label(card_id: str) -> str:
    """``hart-5`` -> ``Hart 5``; an uprising is called by its Dutch name; a bare value
    (``kaart-5``, a question about values only) is ``kaart 5``."""
    code = card_id.split("-", 1)[0]
    if code == "kaart":
        return f"kaart {value_of(card_id)}"
    return f"{kind_of(card_id).dutch} {value_of(card_id)}"


def _short_name(card_id: str) -> str:
    code = card_id.split("-", 1)[0]
    if code == "kaart":
        return "kaart"
    kind = kind_of(card_id)
    return "Opstand" if kind is Kind.UPRISING else kind.dutch


def _face(card_id: str, x: float, y: float, width: float, height: float) -> str:
    """A card's face: its kind at the top, its value large, and what it is for at the foot
    (*joker* for a coffin, *bevolking* under an uprising)."""
    code = card_id.split("-", 1)[0]
    note = ""
    if code == "doodskist":
        note = "joker"
    elif code == "opstand":
        note = "bevolking"
    parts = [
        svg.text(x + width / 2, y + 18, _short_name(card_id), size=12, weight="bold"),
        svg.text(
            x + width / 2, y + height / 2 + 12, str(value_of(card_id)), size=30, weight="bold"
        ),
    ]
    if note:
        parts.append(svg.text(x + width / 2, y + height - 10, note, size=11, fill=INK_SOFT))
    return "".join(parts)


def _card(x: float, y: float, card_id: str | None) -> str:
    return card_shape(x, y, card_id, face=_face, label=card_label)


def _heading(text: str, x: float = MARGIN, y: float = MARGIN + 13) -> str:
    return svg.text(x, y, text, size=14, anchor="start", weight="bold")


def _note(x: float, y: float, text: str, *, anchor: str = "start", size: float = 12) -> str:
    return svg.text(x, y, text, size=size, anchor=anchor, fill=INK_SOFT)


def _wide(width: float, *texts: str) -> float:
    """A picture wide enough for its longest line of text (about 0.6 em a letter)."""
    return max([width, *(2 * MARGIN + len(text) * 13 * 0.6 for text in texts)])


# -- one card, the deck ---------------------------------------------------------------------------


def card_svg(card_id: str) -> SvgPicture:
    """One card, face up."""
    body = _card(MARGIN, MARGIN, card_id)
    title = f"Kaart {card_label(card_id)}"
    return svg.document(CARD_W + 2 * MARGIN, CARD_H + 2 * MARGIN, title, f"{title}.", body)


def _coins(x: float, y: float, coins: int | None) -> str:
    """A coin with the number on it, or a screen when the coins are not for this seat's eyes."""
    if coins is None:
        return svg.element(
            "g",
            svg.element(
                "rect", x=x, y=y, width=132, height=40, rx=6, fill="#e6e0d6", stroke=INK_SOFT
            ),
            svg.text(x + 66, y + 17, "munten", size=11, fill=INK_SOFT),
            svg.text(x + 66, y + 32, SCREEN, size=11, weight="bold"),
            class_="rb-screen",
        )
    return svg.element(
        "g",
        svg.element(
            "circle", cx=x + 20, cy=y + 20, r=18, fill="#f3e3b3", stroke=INK, stroke_width=1.5
        ),
        svg.text(x + 20, y + 25, str(coins), size=14, weight="bold"),
        svg.text(
            x + 46, y + 25, dutch.count(coins, "munt", "munten", one="1"), size=13, anchor="start"
        ),
        class_="rb-coins",
        data_coins=coins,
    )


def deck_svg(size: int) -> SvgPicture:
    """The deck, face down, and how many cards it holds (never which)."""
    words = dutch.count(size, "kaart", "kaarten", one="1")
    body = _heading("Trekstapel") + _deck(MARGIN, MARGIN + HEAD, size)
    return svg.document(
        CARD_W + 2 * MARGIN + 8,
        CARD_H + 2 * MARGIN + HEAD + 22,
        f"Trekstapel: {words}",
        f"De trekstapel ligt gedekt en heeft {words}.",
        body,
    )


def _deck(x: float, y: float, size: int) -> str:
    edges = "".join(
        svg.element(
            "rect",
            x=x + d,
            y=y + d,
            width=CARD_W,
            height=CARD_H,
            rx=7,
            fill="#e6e0d6",
            stroke=INK,
            stroke_width=1.5,
        )
        for d in (0, 4)[: min(size, 2)]
    )
    top = card_shape(x + 8 if size > 1 else x, y + 8 if size > 1 else y, None, face_down=size > 0)
    words = dutch.count(size, "kaart", "kaarten", one="1")
    return edges + top + _note(x + CARD_W / 2 + 4, y + CARD_H + 24, words, anchor="middle")


def cards_svg(cards: Sequence[str], title: str, *, coins: int | None = None) -> SvgPicture:
    """A row of cards under a heading (what a player holds, an uprising to calm), with the
    coins after them when given."""
    step = CARD_W + GAP
    top = MARGIN + HEAD
    parts = [_heading(title)]
    per_row = 6
    for index, card_id in enumerate(cards):
        x = MARGIN + (index % per_row) * step
        y: float = top + (index // per_row) * (CARD_H + GAP)
        parts.append(_card(x, y, card_id))
    rows = max(1, (len(cards) + per_row - 1) // per_row)
    if not cards:
        parts.append(_note(MARGIN, top + 20, "geen kaarten"))
        rows_height = 30.0
    else:
        rows_height = float(rows * (CARD_H + GAP))
    y = top + rows_height
    said = dutch.listing([card_label(c) for c in cards]) or "geen kaarten"
    if coins is not None:
        parts.append(_coins(MARGIN, y, coins))
        y += 48
        said += f"; {dutch.count(coins, 'munt', 'munten', one='1')}"
    width = _wide(2 * MARGIN + min(max(len(cards), 3), per_row) * step - GAP, title)
    return svg.document(width, y + MARGIN, title, f"{title}: {said}.", "".join(parts))


# -- a player board -------------------------------------------------------------------------------


def _place_name(index: int) -> str:
    return f"{index + 1} {PLACES[index].dutch}"


def _board_words(board: Sequence[str | None]) -> str:
    said = []
    for index, card_id in enumerate(board):
        if card_id is None:
            said.append(f"plaats {index + 1} ({PLACES[index].dutch}): leeg")
        else:
            joker = " als joker" if kind_of(card_id) is Kind.COFFIN else ""
            said.append(f"plaats {index + 1} ({PLACES[index].dutch}): {card_label(card_id)}{joker}")
    return "; ".join(said)


def board_svg(
    player: Player,
    seat: int,
    *,
    show_coins: bool = True,
    name: str = "",
) -> SvgPicture:
    """A player's board: the eight places in two rows of four (each with its number and part),
    a coffin on a place marked *joker*, the cards kept aside (duplicates, kept uprisings) in a
    row of their own that does not count, and the coins (or the screen)."""
    name = name or f"Bord van speler {seat + 1}"
    step = CARD_W + GAP
    top = MARGIN + HEAD
    parts = [_heading(name)]
    for index, card_id in enumerate(player.board):
        x = MARGIN + (index % 4) * step
        y = top + (index // 4) * (CARD_H + CAPTION + 6)
        parts.append(_card(x, y, card_id))
        parts.append(
            _note(x + CARD_W / 2, y + CARD_H + 14, _place_name(index), anchor="middle", size=11)
        )
    below = top + 2 * (CARD_H + CAPTION + 6) + 4
    coins = player.coins if show_coins else None
    parts.append(_coins(MARGIN, below, coins))
    filled = player.filled()
    parts.append(_note(MARGIN + 150, below + 25, f"{filled} van 8 plaatsen gevuld", size=12))
    aside_top = below + 52
    aside = list(player.aside)
    parts.append(_note(MARGIN, aside_top + 12, "Apart naast het bord (telt niet mee):", size=12))
    per_row = 4
    if aside:
        for index, card_id in enumerate(aside):
            x = MARGIN + (index % per_row) * step
            y = aside_top + 22 + (index // per_row) * (CARD_H + GAP)
            parts.append(_card(x, y, card_id))
        rows = (len(aside) + per_row - 1) // per_row
        height = aside_top + 22 + rows * (CARD_H + GAP) + MARGIN - GAP
    else:
        parts.append(_note(MARGIN + 228, aside_top + 12, "niets", size=12))
        height = aside_top + 22 + MARGIN
    width = _wide(2 * MARGIN + 4 * CARD_W + 3 * GAP, name)
    kept = dutch.listing([card_label(c) for c in aside]) if aside else "niets"
    coin_words = dutch.count(player.coins, "munt", "munten", one="1") if show_coins else SCREEN
    description = f"{name}: {_board_words(player.board)}. Apart: {kept}. Munten: {coin_words}."
    return svg.document(
        width, height, f"{name}, {filled} van 8 plaatsen gevuld", description, "".join(parts)
    )


def board_picture(board: tuple[str | None, ...], seat: int) -> str:
    """A board alone (no cards aside, no coins): its eight places in the seed's order."""
    from rulebook.core.drawing.card_svg import display_picture
    from rulebook.core.model.cards import Display

    places = ", ".join(f"{n + 1} {kind.code}" for n, kind in enumerate(PLACES))
    return display_picture(
        Display(tuple(board)),
        name=f"Bord van speler {seat + 1} ({places})",
        label=card_label,
        face=_face,
    )


def screen_svg(seat: int) -> SvgPicture:
    """Another player as a seat sees them: a screen hides board and coins."""
    name = f"Speler {seat + 1}"
    body = _heading(name) + svg.element(
        "g",
        svg.element(
            "rect",
            x=MARGIN,
            y=MARGIN + HEAD,
            width=200,
            height=56,
            rx=8,
            fill="#e6e0d6",
            stroke=INK_SOFT,
        ),
        svg.text(MARGIN + 100, MARGIN + HEAD + 24, "bord en munten", size=12, fill=INK_SOFT),
        svg.text(MARGIN + 100, MARGIN + HEAD + 42, SCREEN, size=12, weight="bold"),
        class_="rb-screen",
    )
    return svg.document(
        200 + 2 * MARGIN,
        56 + HEAD + 2 * MARGIN,
        f"{name}: bord en munten {SCREEN}",
        f"{name}: je ziet het bord en de munten niet, ze staan {SCREEN}.",
        body,
    )


# -- the graveyards, the middle of the table ------------------------------------------------------


def _pile(x: float, y: float, top: str | None, size: int, caption: str) -> str:
    behind = "".join(
        svg.element(
            "rect",
            x=x + d,
            y=y + d,
            width=CARD_W,
            height=CARD_H,
            rx=7,
            fill="#ffffff",
            stroke=INK,
            stroke_width=1.5,
        )
        for d in (0, 4)[: max(0, min(size - 1, 2))]
    )
    shift = 4 * max(0, min(size - 1, 2))
    card = _card(x + shift, y + shift, top)
    words = dutch.count(size, "kaart", "kaarten", one="1")
    return (
        svg.text(x + CARD_W / 2 + 4, y - 6, caption, size=12, weight="bold")
        + behind
        + card
        + _note(x + CARD_W / 2 + 4, y + CARD_H + 24, words, anchor="middle")
    )


def graveyards_svg(tops: Sequence[tuple[str | None, int]]) -> SvgPicture:
    """Every player's graveyard: only its top card lies open, with how many cards it holds."""
    step = CARD_W + GAP + 16
    parts = [_heading("Kerkhoven (alleen de bovenste kaart ligt open)")]
    said = []
    for seat, (top, size) in enumerate(tops):
        x = MARGIN + seat * step
        parts.append(_pile(x, MARGIN + HEAD + 20, top, size, f"speler {seat + 1}"))
        words = dutch.count(size, "kaart", "kaarten", one="1")
        said.append(
            f"speler {seat + 1}: leeg"
            if top is None
            else f"speler {seat + 1}: {card_label(top)} bovenop, {words}"
        )
    width = _wide(
        2 * MARGIN + len(tops) * step - GAP - 16, "Kerkhoven (alleen de bovenste kaart ligt open)"
    )
    height = MARGIN + HEAD + 20 + CARD_H + 30 + MARGIN
    return svg.document(
        width, height, "Kerkhoven", "Kerkhoven: " + "; ".join(said) + ".", "".join(parts)
    )


def graveyard_picture(pile: object, seat: int) -> str:
    """One graveyard as a seat sees it: the top card and how many cards lie below."""
    from rulebook.core.drawing.card_svg import pile_picture
    from rulebook.core.model.cards import Pile, PileView

    assert isinstance(pile, Pile | PileView)
    return pile_picture(pile, name=f"Kerkhof van speler {seat + 1}", label=card_label, face=_face)


def middle_svg(
    deck_size: int,
    middle: str | None,
    auction: Auction | None,
    out: Sequence[str],
    set_aside: int,
    active: int,
    *,
    title: str = "",
) -> SvgPicture:
    """The middle of the table: the deck, the card chosen this turn, the highest bid of an
    auction under way, the uprisings set aside and the cards out of the game."""
    heading = title or f"Midden van de tafel (speler {active + 1} is aan de beurt)"
    y = MARGIN + HEAD + 20
    parts = [_heading(heading)]
    parts.append(svg.text(MARGIN + CARD_W / 2 + 4, y - 6, "trekstapel", size=12, weight="bold"))
    parts.append(_deck(MARGIN, y, deck_size))
    x = MARGIN + CARD_W + GAP + 24
    parts.append(svg.text(x + CARD_W / 2, y - 6, "in het midden", size=12, weight="bold"))
    parts.append(_card(x, y, middle))
    words = [f"trekstapel: {dutch.count(deck_size, 'kaart', 'kaarten', one='1')}"]
    words.append(f"in het midden: {card_label(middle) if middle else 'niets'}")
    x2 = x + CARD_W + GAP + 12
    lines = []
    if auction is not None:
        lines.append(f"Veiling: hoogste bod {auction.bid}")
        lines.append(f"van speler {auction.bidder + 1}")
        words.append(f"veiling: hoogste bod {auction.bid} van speler {auction.bidder + 1}")
    if set_aside:
        lines.append(f"Opzij gelegd: {dutch.count(set_aside, 'opstand', 'opstanden', one='1')}")
        words.append(lines[-1].lower())
    out_words = dutch.count(len(out), "kaart", "kaarten", one="1")
    lines.append(f"Uit het spel: {out_words}")
    words.append(f"uit het spel: {out_words}")
    for index, line in enumerate(lines):
        bold = "bold" if line.startswith("Veiling") else "normal"
        parts.append(svg.text(x2, y + 16 + index * 18, line, size=13, anchor="start", weight=bold))
    width = _wide(x2 + 200 + MARGIN, heading)
    height = y + CARD_H + 30 + MARGIN
    return svg.document(width, height, heading, "; ".join(words) + ".", "".join(parts))


# -- the auction ----------------------------------------------------------------------------------


def auction_svg(
    card_id: str | None,
    coins: Sequence[int],
    bids: Sequence[int | None],
    *,
    turn: int | None = None,
    winner: int | None = None,
) -> SvgPicture:
    """An auction once around the table, in bidding order from the seller (speler 1, who opens):
    each seat's coins and what they bid (a number, *past*, *aan de beurt* or still to come), the
    highest bid marked *hoogste bod*; ``winner`` marks who got the card."""
    row = 30
    top = MARGIN + HEAD + 6
    left = MARGIN + (CARD_W + GAP if card_id else 0)
    parts = [_heading("Veiling, één keer rond" + (f": {card_label(card_id)}" if card_id else ""))]
    if card_id:
        parts.append(_card(MARGIN, top, card_id))
    high = max((b for b in bids if b is not None), default=None)
    high_seat = max((i for i, b in enumerate(bids) if b is not None and b == high), default=None)
    said = []
    for seat, have in enumerate(coins):
        y = top + seat * row
        who = f"speler {seat + 1}" + (" (verkoper)" if seat == 0 else "")
        if seat < len(bids):
            bid = bids[seat]
            what = "past" if bid is None else f"biedt {bid}"
        elif seat == turn:
            what = "aan de beurt"
        else:
            what = "nog niet"
        marks = []
        if seat == high_seat:
            marks.append("hoogste bod")
        if seat == winner:
            marks.append("krijgt de kaart")
        mark = f" ({', '.join(marks)})" if marks else ""
        if seat in (turn, winner):
            parts.append(
                svg.element(
                    "rect",
                    x=left - 4,
                    y=y - 4,
                    width=ROW_W,
                    height=row - 4,
                    rx=5,
                    fill="none",
                    stroke=INK,
                    stroke_width=1.5,
                )
            )
        weight = "bold" if seat == high_seat else "normal"
        parts.append(svg.text(left + 4, y + 15, who, size=13, anchor="start", weight=weight))
        parts.append(
            svg.text(
                left + 140,
                y + 15,
                dutch.count(have, "munt", "munten", one="1"),
                size=13,
                anchor="start",
            )
        )
        parts.append(
            svg.text(left + 240, y + 15, what + mark, size=13, anchor="start", weight=weight)
        )
        said.append(f"{who} met {have} munten: {what}{mark}")
    width = left + ROW_W + MARGIN
    height = max(top + len(coins) * row, top + CARD_H) + MARGIN
    return svg.document(
        width, height, "Veiling", "Veiling: " + "; ".join(said) + ".", "".join(parts)
    )


# -- the whole table ------------------------------------------------------------------------------


def _tops(players: Sequence[Player]) -> tuple[tuple[str | None, int], ...]:
    return tuple((p.graveyard.top, len(p.graveyard)) for p in players)


def table_pictures(seen: State | View) -> dict[str, str]:
    """The table as keyed parts: ``midden`` (deck, middle card, auction), ``kerkhoven``, then a
    seat's own board with its coins and the others behind their screens (a ``View``), or every
    board with its coins (the whole ``State``: at the end everyone shows everything)."""
    if isinstance(seen, View):
        parts = {
            "midden": middle_svg(
                seen.deck_size, seen.middle, seen.auction, seen.out, seen.set_aside, seen.active
            ),
            "kerkhoven": graveyards_svg(seen.tops),
            f"bord-{seen.seat + 1}": board_svg(
                seen.own, seen.seat, name=f"Jouw bord (speler {seen.seat + 1})"
            ),
        }
        for seat in range(len(seen.tops)):
            if seat != seen.seat:
                parts[f"scherm-{seat + 1}"] = screen_svg(seat)
        return {key: str(value) for key, value in parts.items()}
    state = seen
    parts = {
        "midden": middle_svg(
            len(state.deck),
            state.middle,
            state.auction,
            state.out,
            len(state.set_aside),
            state.active,
            title="Midden van de tafel" + (" (het spel is voorbij)" if state.over else ""),
        ),
        "kerkhoven": graveyards_svg(_tops(state.players)),
    }
    for seat, player in enumerate(state.players):
        parts[f"bord-{seat + 1}"] = board_svg(player, seat)
    return {key: str(value) for key, value in parts.items()}


def match_svg(match: MatchState[Any]) -> SvgPicture:
    """The advanced game's tally: which game of how many, and every seat's points so far."""
    heading = f"Gevorderd spel: partij {match.number} van {match.games}"
    points = ", ".join(f"speler {seat + 1}: {total}" for seat, total in enumerate(match.totals))
    line = f"Punten uit de vorige partijen: {points}"
    body = _heading(heading) + svg.text(MARGIN, MARGIN + HEAD + 14, line, size=13, anchor="start")
    width = _wide(300, heading, line)
    return svg.document(width, MARGIN + HEAD + 26 + MARGIN, heading, f"{heading}. {line}.", body)


def table_svg(seen: State | View) -> SvgPicture:
    """The whole table as one picture (the parts under each other)."""
    pictures = list(table_pictures(seen).values())
    return stack(pictures, "Tafel van Het Leeft!")


def stack(pictures: Sequence[str], title: str) -> SvgPicture:
    """Several pictures under each other in one SVG (each keeps its own card)."""
    y = 0.0
    width = 0.0
    body = []
    descriptions = []
    for picture in pictures:
        size = _size(picture)
        body.append(f'<g transform="translate(0 {y:g})">{_inner(picture)}</g>')
        y += size[1] + 8
        width = max(width, size[0])
        descriptions.append(svg.alt_text(picture))
    return svg.document(width, max(y - 8, 1), title, " ".join(descriptions), "".join(body))


def _size(picture: str) -> tuple[float, float]:
    found = re.search(r'<svg\b[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"', picture)
    if found is None:
        raise ValueError("not an SVG document with a width and a height")
    return float(found[1]), float(found[2])


def _inner(picture: str) -> str:
    """An SVG document as a nested ``<svg>`` (it keeps its size and viewBox)."""
    return picture.replace(' xmlns="http://www.w3.org/2000/svg"', "", 1)


def state_svg(state: Any) -> str:
    """The whole state: every board, every coin (the notation's picture)."""
    return str(table_svg(state))


def _player_svg(player: Player) -> str:
    return str(board_svg(player, 0, name="Bord"))


DRAWINGS: dict[type, Drawing] = {
    State: state_svg,
    View: lambda view: str(table_svg(view)),
    Player: _player_svg,
}
"""Each value of Het Leeft! with the picture it shows itself as."""
