"""Pictures of the card primitives (``rulebook.core.model.cards``) as SVG, for any card game.

The game says what a card looks like: ``label`` turns a card id into short Dutch text (the
default shows the id), and ``face``, when given, draws the face itself inside the frame
(``face(card, x, y, width, height)`` returns an SVG fragment). These helpers draw the rest: the
frame, a face-down back, an empty slot, the count of a stack, slot and grid numbers, and the
Dutch ``<title>``/``<desc>`` every picture carries.

Every state is told in words as well as in shape: a face-down card says *gedekt* and is hatched,
an empty slot says *leeg* and is dashed, so nothing depends on colour alone. The pictures lie on
the light card of ``core.drawing.svg``, drawn with its neutral inks, so they read in light and
dark themes alike.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterable, Sequence

from rulebook.core import dutch
from rulebook.core.drawing import svg
from rulebook.core.drawing.svg import INK, INK_SOFT, SvgPicture
from rulebook.core.model.cards import Deck, Display, Pile, PileView, PlacedCard, Position, Tableau

Label = Callable[[str], str]
"""A card id -> the short Dutch text shown on the card and in the description."""
Face = Callable[[str, float, float, float, float], str]
"""Draws a card's face: (card id, x, y, width, height) -> an SVG fragment inside that box."""

CARD_W = 72
CARD_H = 100
GAP = 12
MARGIN = 14
FACE_FILL = "#ffffff"
BACK_FILL = "#e6e0d6"
"""A face-down card: a light neutral with dark hatching, so its word *gedekt* stays readable."""
HEADING = 22


def _own_label(card: str) -> str:
    return card


def card_shape(
    x: float,
    y: float,
    card: str | None,
    *,
    face_down: bool = False,
    tokens: Sequence[tuple[str, int]] = (),
    label: Label = _own_label,
    face: Face | None = None,
) -> str:
    """One card at (x, y): its face (``face`` or the label), a hatched back with *gedekt*, or,
    for ``card=None``, a dashed empty place with *leeg*."""
    if card is None and not face_down:
        return _empty(x, y)
    if face_down:
        body = _back(x, y)
    elif face is not None and card is not None:
        body = _frame(x, y, FACE_FILL) + face(card, x, y, CARD_W, CARD_H)
    else:
        room = CARD_H - 16 * min(len(tokens), 2)
        body = _frame(x, y, FACE_FILL) + _centred_lines(x, y, label(card or ""), room)
    extra = _token_lines(x, y, tokens)
    return svg.element(
        "g",
        body + extra,
        class_="rb-playing-card",
        data_card=card,
        data_face_down="ja" if face_down else None,
    )


def _frame(x: float, y: float, fill: str, **style: object) -> str:
    return svg.element(
        "rect",
        x=x,
        y=y,
        width=CARD_W,
        height=CARD_H,
        rx=7,
        fill=fill,
        stroke=INK,
        stroke_width=1.5,
        **style,
    )


def _empty(x: float, y: float) -> str:
    return svg.element(
        "g",
        _frame(x, y, "none", stroke_dasharray="5 4", opacity=0.7),
        svg.text(x + CARD_W / 2, y + CARD_H / 2 + 4, "leeg", size=12, fill=INK_SOFT),
        class_="rb-empty-slot",
    )


def _back(x: float, y: float) -> str:
    return card_back(x, y)


def card_back(
    x: float,
    y: float,
    width: float = CARD_W,
    height: float = CARD_H,
    *,
    radius: float = 7,
    text_size: int = 11,
    inset: float = 8,
    word_height: float = 18,
) -> str:
    """A card lying face down: hatched, with the word "gedekt" on a light band so it reads in
    both themes. Every card game draws its face-down cards with this, at its own card size."""
    hatch = "".join(
        svg.element(
            "line",
            x1=x + max(0, step - height),
            y1=y + min(step, height),
            x2=x + min(step, width),
            y2=y + max(0, step - width),
            stroke=INK_SOFT,
            stroke_width=1,
            opacity=0.35,
        )
        for step in range(12, int(width + height), 12)
    )
    word = svg.element(
        "rect",
        x=x + inset,
        y=y + height / 2 - text_size,
        width=width - 2 * inset,
        height=word_height,
        rx=4,
        fill=FACE_FILL,
    )
    frame = svg.element(
        "rect",
        x=x,
        y=y,
        width=width,
        height=height,
        rx=radius,
        fill=BACK_FILL,
        stroke=INK,
        stroke_width=1.5,
    )
    return (
        frame
        + hatch
        + word
        + svg.text(x + width / 2, y + height / 2 + 3, "gedekt", size=text_size, weight="bold")
    )


def _centred_lines(x: float, y: float, content: str, room: float, size: float = 12) -> str:
    """The label in the middle of the card's upper ``room`` pixels (above its tokens), wrapped
    to its width (at most three lines)."""
    per_line = max(4, int((CARD_W - 10) / (size * 0.58)))
    lines = textwrap.wrap(content, per_line)[:3] or [""]
    top = y + room / 2 - (len(lines) - 1) * size * 0.65 + size * 0.35
    return "".join(
        svg.text(x + CARD_W / 2, top + index * size * 1.3, line, size=size, weight="bold")
        for index, line in enumerate(lines)
    )


def _token_lines(x: float, y: float, tokens: Sequence[tuple[str, int]]) -> str:
    """Tokens on a card as words near its foot (``goud 2``), never as a coloured dot only.

    Two kinds fit; with more, the second box says how many kinds more (the description of the
    picture names them all)."""
    shown = [f"{name} {number}" for name, number in tokens]
    if len(shown) > 2:
        shown = [shown[0], f"+{len(shown) - 1} meer"]
    return "".join(
        svg.element(
            "g",
            svg.element(
                "rect",
                x=x + 6,
                y=y + CARD_H - 22 - 16 * index,
                width=CARD_W - 12,
                height=15,
                rx=3,
                fill=FACE_FILL,
                stroke=INK_SOFT,
            ),
            svg.text(x + CARD_W / 2, y + CARD_H - 11 - 16 * index, words, size=10),
            class_="rb-card-token",
        )
        for index, words in enumerate(shown)
    )


def _placed_words(placed: PlacedCard, label: Label) -> str:
    """A placed card in words for the description: ``K12``, ``K12 (gedekt, goud 2)``."""
    notes = (["gedekt"] if placed.face_down else []) + [f"{n} {c}" for n, c in placed.tokens]
    return label(placed.card) + (f" ({', '.join(notes)})" if notes else "")


def _headed(
    width: float, height: float, name: str, title: str, description: str, body: str
) -> SvgPicture:
    """A picture with ``name`` as its heading, widened so a long heading stays on the card."""
    heading = svg.text(MARGIN, MARGIN + 12, name, size=13, anchor="start", weight="bold")
    wide = max(width, 2 * MARGIN + len(name) * 13 * 0.62)
    return svg.document(wide, height, title, description, heading + body)


# -- pictures --------------------------------------------------------------------------------


def card_picture(card: str, *, label: Label = _own_label, face: Face | None = None) -> SvgPicture:
    """One card, face up."""
    body = card_shape(MARGIN, MARGIN, card, label=label, face=face)
    title = f"Kaart {label(card)}"
    return svg.document(CARD_W + 2 * MARGIN, CARD_H + 2 * MARGIN, title, f"{title}.", body)


def face_down_picture() -> SvgPicture:
    """One card lying face down (its face unknown)."""
    body = card_shape(MARGIN, MARGIN, None, face_down=True)
    return svg.document(
        CARD_W + 2 * MARGIN, CARD_H + 2 * MARGIN, "Gedekte kaart", "Een gedekte kaart.", body
    )


def deck_picture(deck: Deck, *, name: str = "Trekstapel") -> SvgPicture:
    """A draw stack: a face-down card and how many cards it holds (never which)."""
    size = dutch.count(len(deck), "kaart", "kaarten")
    stack = _stack(MARGIN, MARGIN + HEADING, len(deck), None, face_down=True)
    width, height = CARD_W + 2 * MARGIN + 8, CARD_H + 2 * MARGIN + HEADING + 26
    return _headed(width, height, name, f"{name}: {size}", f"{name}, gedekt, met {size}.", stack)


def pile_picture(
    pile: Pile | PileView,
    *,
    name: str = "Aflegstapel",
    label: Label = _own_label,
    face: Face | None = None,
) -> SvgPicture:
    """A face-up pile: its top card, stacked edges for the cards below, and the count."""
    seen = pile.view() if isinstance(pile, Pile) else pile
    size = dutch.count(seen.size, "kaart", "kaarten")
    stack = _stack(MARGIN, MARGIN + HEADING, seen.size, seen.top, label=label, face=face)
    width, height = CARD_W + 2 * MARGIN + 8, CARD_H + 2 * MARGIN + HEADING + 26
    if seen.top is None:
        description = f"{name}: leeg."
    else:
        description = f"{name} met {size}; bovenop ligt {label(seen.top)}."
    return _headed(width, height, name, f"{name}: {size}", description, stack)


def _stack(
    x: float,
    y: float,
    size: int,
    top: str | None,
    *,
    face_down: bool = False,
    label: Label = _own_label,
    face: Face | None = None,
) -> str:
    """Up to two edges behind the top card (a thicker stack for more cards) and the count."""
    behind = "".join(
        _frame(
            x + 4 * (depth + 1) - 4, y + 4 * (depth + 1) - 4, BACK_FILL if face_down else FACE_FILL
        )
        for depth in reversed(range(min(size - 1, 2)))
    )
    shift = 4 * min(size - 1, 2) if size else 0
    card = card_shape(
        x + shift, y + shift, top, face_down=face_down and size > 0, label=label, face=face
    )
    caption = svg.text(
        x + CARD_W / 2 + 4,
        y + CARD_H + 22,
        dutch.count(size, "kaart", "kaarten"),
        size=12,
        fill=INK_SOFT,
    )
    return behind + card + caption


def display_picture(
    display: Display,
    *,
    name: str = "Rij",
    label: Label = _own_label,
    face: Face | None = None,
) -> SvgPicture:
    """A row of slots, numbered from 1 under each slot as a reader counts them."""
    parts = []
    said = []
    for index, card in enumerate(display.slots):
        x = MARGIN + index * (CARD_W + GAP)
        parts.append(card_shape(x, MARGIN + HEADING, card, label=label, face=face))
        parts.append(
            svg.text(
                x + CARD_W / 2,
                MARGIN + HEADING + CARD_H + 16,
                f"{index + 1}",
                size=11,
                fill=INK_SOFT,
            )
        )
        said.append(f"plaats {index + 1}: {'leeg' if card is None else label(card)}")
    width = 2 * MARGIN + len(display) * CARD_W + (len(display) - 1) * GAP
    height = 2 * MARGIN + HEADING + CARD_H + 20
    title = f"{name} met {dutch.count(len(display), 'plaats', 'plaatsen')}"
    return _headed(width, height, name, title, f"{title}; {'; '.join(said)}.", "".join(parts))


def tableau_picture(
    tableau: Tableau,
    *,
    name: str = "Raster",
    label: Label = _own_label,
    face: Face | None = None,
    show_legal: bool = False,
) -> SvgPicture:
    """The grid as it lies now: a card or an empty place at every position of the rows and
    columns it spans; ``show_legal`` also outlines where the next card may go (marked *hier*)."""
    rows, columns = tableau.size()
    legal = tableau.legal_positions() if show_legal else ()
    spots: list[Position] = [(r, c) for r in range(rows) for c in range(columns)] + list(legal)
    spots = spots or [(0, 0)]
    top = min(r for r, _ in spots)
    left = min(c for _, c in spots)
    parts = []
    for r, c in dict.fromkeys(spots):
        x = MARGIN + (c - left) * (CARD_W + GAP)
        y = MARGIN + HEADING + (r - top) * (CARD_H + GAP)
        parts.append(_grid_place(x, y, tableau.at((r, c)), (r, c) in legal, label, face))
    width = 2 * MARGIN + _span(c for _, c in spots) * (CARD_W + GAP) - GAP
    height = 2 * MARGIN + HEADING + _span(r for r, _ in spots) * (CARD_H + GAP) - GAP
    return _headed(
        width,
        height,
        name,
        _tableau_title(tableau, name),
        _tableau_words(tableau, name, label, legal),
        "".join(parts),
    )


def _grid_place(
    x: float, y: float, placed: PlacedCard | None, legal: bool, label: Label, face: Face | None
) -> str:
    if placed is not None:
        return card_shape(
            x,
            y,
            placed.card,
            face_down=placed.face_down,
            tokens=placed.tokens,
            label=label,
            face=face,
        )
    if not legal:
        return _empty(x, y)
    return svg.element(
        "g",
        _frame(x, y, "none", stroke_dasharray="2 3"),
        svg.text(x + CARD_W / 2, y + CARD_H / 2 + 4, "hier", size=12, fill=INK_SOFT),
        class_="rb-legal-place",
    )


def _span(numbers: Iterable[int]) -> int:
    values = list(numbers)
    return max(values) - min(values) + 1


def _tableau_title(tableau: Tableau, name: str) -> str:
    return f"{name} met {dutch.count(len(tableau), 'kaart', 'kaarten')}"


def _tableau_words(tableau: Tableau, name: str, label: Label, legal: Sequence[Position]) -> str:
    """Row by row in words, then how many places are still free (and where may come a card)."""
    rows, columns = tableau.size()
    lines = []
    for r in range(rows):
        cells = [tableau.at((r, c)) for c in range(columns)]
        lines.append(
            f"rij {r + 1}: "
            + ", ".join("leeg" if p is None else _placed_words(p, label) for p in cells)
        )
    limit = f"hoogstens {tableau.width} breed en {tableau.height} hoog"
    free = dutch.count(tableau.empty_spaces(), "vrije plaats", "vrije plaatsen")
    text = f"{name}, {limit}, met {dutch.count(len(tableau), 'kaart', 'kaarten')}"
    text += ("; " + "; ".join(lines)) if lines else ""
    text += f"; nog {free}"
    if legal:
        text += f"; een nieuwe kaart mag op {dutch.count(len(legal), 'plaats', 'plaatsen')}"
    return text + "."
