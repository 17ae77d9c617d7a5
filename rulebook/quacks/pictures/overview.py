"""A player's things and the whole table, for a chapter and for the game table widget.

- ``player_svg``: one player's cauldron (full size), then score, rubies, flask, droplet and rat
  tails, and the bag's contents.
- Under a player's numbers, the notes of the expansions switched on (``expansion_notes``: De
  Alchemisten's essence marker and patient, say). This module names no expansion.
- ``state_svg``: the table at a glance: round and phase, the fortune-teller card in play, the
  expansions' notes about the table (``table_notes``), every player's cauldron (small) with
  their numbers, and the score track with every marker.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from rulebook.core import dutch
from rulebook.core.drawing import svg
from rulebook.core.drawing.svg import SvgPicture
from rulebook.quacks.board import LAST_ROUND
from rulebook.quacks.pictures import cauldron as pot
from rulebook.quacks.pictures.palette import colour
from rulebook.quacks.pictures.score_track import describe as describe_scores
from rulebook.quacks.pictures.score_track import score_track_body, seat_name
from rulebook.quacks.pictures.things import bag_body, describe_bag, flask_body
from rulebook.quacks.table import GameState, Player

WIDTH = 700
COMPACT_SCALE = 0.62
"""How large a cauldron is in the table overview (two side by side in a notebook's width)."""


def scoring_field(player: Player) -> int | None:
    """The field to mark: the scoring field once it is known, else the field right after the
    last chip while the player brews (``None`` for an empty cauldron)."""
    if player.scoring:
        return player.scoring
    if player.cauldron.chips:
        return player.cauldron.scoring_field
    return None


def status_words(player: Player) -> str:
    """``ontploft``, ``gestopt`` or ``""``: what the eye reads from the cauldron's rim."""
    if player.exploded:
        return "ontploft"
    if player.stopped:
        return "gestopt"
    return ""


def numbers_line(player: Player) -> str:
    """``12 punten · 2 robijnen · fles vol · druppel op 3 · 2 rattenstaarten``."""
    parts = [
        dutch.count(player.score, "punt", "punten", one="1"),
        dutch.rubies(player.rubies),
        "fles vol" if player.flask else "fles leeg",
        f"druppel op {player.droplet}",
    ]
    if player.rats:
        parts.append(dutch.count(player.rats, "rattenstaart", "rattenstaarten", one="1"))
    if player.tube is not None:
        parts.append(f"reageerbuis glas {player.tube}")
    return " · ".join(parts)


def expansion_notes(state: GameState, seat: int) -> tuple[str, ...]:
    """What every expansion switched on says about ``seat`` (``ExpansionSetup.player_notes``)."""
    return tuple(note for extra in state.setup.extras for note in extra.player_notes(state, seat))


def table_notes(state: GameState) -> tuple[str, ...]:
    """What every expansion switched on says about the table (``ExpansionSetup.table_notes``)."""
    return tuple(note for extra in state.setup.extras for note in extra.table_notes(state))


def _notes_body(notes: Sequence[str], x: float, y: float, size: float) -> str:
    """The notes as lines of text, one group a reader's tools can find (``rb-notes``)."""
    lines = [
        svg.text(x, y + i * (size + 5), note, size=size, anchor="start", fill=colour("ink"))
        for i, note in enumerate(notes)
    ]
    return svg.element("g", *lines, class_="rb-notes") if notes else ""


def describe_player(player: Player, seat: int | None = None, notes: Sequence[str] = ()) -> str:
    name = seat_name(seat) if seat is not None else "Speler"
    status = status_words(player)
    parts = [f"{name}: {numbers_line(player)}{', ' + status if status else ''}."]
    parts.extend(dutch.sentence(f"{note}.") for note in notes)
    parts.append(
        pot.describe(
            player.cauldron,
            droplet=player.droplet,
            rats=player.rats,
            scoring=scoring_field(player),
            exploded=player.exploded,
        )
    )
    if player.aside:
        parts.append(f"Naast de ketel: {player.aside}.")
    parts.append(describe_bag(player.bag))
    return " ".join(parts)


def player_svg(player: Player, *, seat: int | None = None, notes: Sequence[str] = ()) -> SvgPicture:
    """One player's cauldron (as on the board), numbers, an expansion's ``notes``, flask and
    bag."""
    name = seat_name(seat) if seat is not None else "Speler"
    status = status_words(player)
    heading = name + (f" ({status})" if status else "")
    width, cauldron_height = pot.size()
    parts = [
        pot.cauldron_body(
            player.cauldron,
            droplet=player.droplet,
            rats=player.rats,
            scoring=scoring_field(player),
            exploded=player.exploded,
            heading=heading,
        )
    ]
    y = cauldron_height + 4
    parts.append(svg.text(14, y + 14, numbers_line(player), size=13, anchor="start"))
    if notes:
        parts.append(_notes_body(notes, 14, y + 34, 13))
        y += 18 * len(notes)
    if player.aside:
        parts.append(
            svg.text(14, y + 34, f"Naast de ketel: {player.aside}", size=12, anchor="start")
        )
        y += 20
    flask_top = y + 30
    parts.append(flask_body(player.flask, 14, flask_top, scale=0.8))
    bag, _, bag_height = bag_body(player.bag, 110, flask_top)
    parts.append(bag)
    height = flask_top + max(110, bag_height) + 12
    title = f"{name}: {dutch.count(player.score, 'punt', 'punten', one='1')}" + (
        f", {status}" if status else ""
    )
    return svg.document(width, height, title, describe_player(player, seat, notes), "".join(parts))


# -- the table ---------------------------------------------------------------------------------


def card_words(state: GameState) -> str:
    """``B7 Leven in weelde (blauw)``, or ``geen kaart``."""
    if state.card is None:
        return "geen kaart"
    from rulebook.core.reader.clauses import clause
    from rulebook.quacks.rules import deck_card

    card = deck_card(state, state.card)
    return f"{card.id} {clause(card.clause_id).title} ({card.colour.value})"


def _card_tag(x: float, y: float, state: GameState) -> str:
    """The card in play as a small card: its colour, its id and its title."""
    if state.card is None:
        return svg.text(x, y + 16, "Kaart: geen", size=12, anchor="start")
    from rulebook.quacks.rules import deck_card

    card = deck_card(state, state.card)
    frame = colour("card-purple") if card.is_purple else colour("card-blue")
    return svg.element(
        "g",
        svg.element("rect", x=x, y=y, width=34, height=24, rx=4, fill=frame),
        svg.text(x + 17, y + 16, card.id, size=12, fill="#fff", weight="bold"),
        svg.text(x + 42, y + 16, f"Kaart: {card_words(state)}", size=12, anchor="start"),
        class_="rb-card-in-play",
        data_card=card.id,
    )


def _wrapped(lines: Sequence[str], limit: int | None) -> list[str]:
    """``lines`` broken at their `` · `` where longer than ``limit`` characters (``None``: as
    they are)."""
    if limit is None:
        return list(lines)
    out: list[str] = []
    for line in lines:
        current = ""
        for part in line.split(" · "):
            joined = f"{current} · {part}" if current else part
            if current and len(joined) > limit:
                out.append(current)
                joined = part
            current = joined
        out.append(current)
    return out


def _panel(
    state: GameState,
    seat: int,
    x: float,
    y: float,
    small: float = 11,
    limit: int | None = None,
) -> tuple[str, float]:
    """One player in the overview: name, numbers, the small cauldron. Returns body, height.
    ``small`` is the size of the lines under the name and ``limit`` the characters a line may
    hold before it breaks (larger text, broken lines where a game table shows the panel on its
    own, at its own width)."""
    player = state.players[seat]
    status = status_words(player)
    start = " · startspeler" if seat == state.start_player else ""
    heading = f"{seat_name(seat)}{start}" + (f" · {status}" if status else "")
    side = pot.compact_size() * COMPACT_SCALE
    body = pot.cauldron_body(
        player.cauldron,
        droplet=player.droplet,
        rats=player.rats,
        scoring=scoring_field(player),
        exploded=player.exploded,
        compact=True,
        shared_track=True,
    )
    numbers = _wrapped([numbers_line(player)], limit)
    notes = _wrapped(expansion_notes(state, seat), limit)
    extra = len(numbers) - 1 + len(notes)
    parts = [
        svg.text(x, y + 14, heading, size=small + 2, anchor="start", weight="bold"),
        *(
            svg.text(x, y + 31 + i * (small + 5), line, size=small, anchor="start")
            for i, line in enumerate(numbers)
        ),
        _notes_body(notes, x, y + 47 + (len(numbers) - 1) * (small + 5), small),
    ]
    y += (small + 5) * extra
    parts += [
        svg.element(
            "g",
            body,
            transform=f"translate({x:.1f} {y + 40:.1f}) scale({COMPACT_SCALE})",
            class_="rb-player",
            data_seat=seat,
        ),
    ]
    field = scoring_field(player)
    if field is not None:
        parts.append(
            svg.text(
                x,
                y + 40 + side + 14,
                f"puntentelling: veld {field} · {pot.field_short(field)}",
                size=small,
                anchor="start",
                fill=colour("ink-soft"),
            )
        )
    return "".join(parts), 40 + side + 22 + (small + 5) * extra


def describe_state(state: GameState, phase: str) -> str:
    """The table in Dutch words; ``phase`` is the Dutch name of its phase
    (``engine.phase_name``)."""
    parts = [
        f"Ronde {state.round} van {LAST_ROUND}, fase: {phase}.",
        f"Kaart: {card_words(state)}.",
        *(dutch.sentence(f"{note}.") for note in table_notes(state)),
        f"Startspeler: {seat_name(state.start_player).lower()}.",
    ]
    parts.extend(
        describe_player(player, seat, expansion_notes(state, seat))
        for seat, player in enumerate(state.players)
    )
    return " ".join(parts)


def state_svg(state: GameState, phase: str) -> SvgPicture:
    """The table at a glance: round, phase, card, every cauldron (small), the score track.

    ``phase`` is the Dutch name of the state's phase, which the engine knows
    (``engine.phase_name``):
    the pictures draw the state and never ask the flow."""
    header = f"Ronde {state.round} van {LAST_ROUND} · {phase}"
    parts = [pot.track_defs(), svg.text(14, 24, header, size=15, anchor="start", weight="bold")]
    parts.append(_card_tag(14, 34, state))
    notes = table_notes(state)
    parts.append(_notes_body(notes, 14, 76, 12))
    y = 70.0 + 17 * len(notes)
    column_width = (WIDTH - 28) / 2
    row_height = 0.0
    for seat in range(len(state.players)):
        column = seat % 2
        if column == 0 and seat:
            y += row_height + 10
            row_height = 0.0
        body, height = _panel(state, seat, 14 + column * column_width, y)
        parts.append(body)
        row_height = max(row_height, height)
    y += row_height + 10
    scores = {seat: player.score for seat, player in enumerate(state.players)}
    track, _, track_height = score_track_body(scores, second_lap=state.setup.second_lap)
    parts.append(svg.element("g", track, transform=f"translate(0 {y:.1f})"))
    height = y + track_height + 8
    title = f"Speltafel: ronde {state.round}, {phase}"
    return svg.document(WIDTH, height, title, describe_state(state, phase), "".join(parts))


PANEL_WIDTH = (WIDTH - 28) / 2 + 14
"""One player's part of the table picture on its own: the width of a column of ``state_svg``."""
TABLE_TEXT = 12.5
"""The size of a player's lines in a game table's part: shown at its own width (350), never
below 11 px in a column of 310 px or more."""
TABLE_LINE = 44
"""The characters such a line holds before it breaks at a `` · `` (it fits the part's width)."""


def table_parts(state: GameState, phase: str) -> dict[str, SvgPicture]:
    """The table of ``state_svg`` in parts, each its own picture: ``tafel`` (round, phase, card,
    notes), ``speler-1`` … (each player's cauldron, small) and ``punten`` (the score track).

    A game table sends only the parts that changed after a click (a draw changes one cauldron),
    and lays the players' parts side by side as far as the column is wide. The empty cauldron
    track (20 kB) is defined once, in ``tafel``; the players' parts place it by its id, so they
    only draw inside a page that shows ``tafel`` too (a static copy draws ``state_svg``).
    ``phase`` is the Dutch name of the state's phase (``engine.phase_name``), as for
    ``state_svg``."""
    header = f"Ronde {state.round} van {LAST_ROUND} · {phase}"
    notes = table_notes(state)
    top = [
        pot.track_defs(),
        svg.text(14, 24, header, size=15, anchor="start", weight="bold"),
        _card_tag(14, 34, state),
        _notes_body(notes, 14, 76, 12),
    ]
    told = [
        f"Ronde {state.round} van {LAST_ROUND}, fase: {phase}.",
        f"Kaart: {card_words(state)}.",
        *(dutch.sentence(f"{note}.") for note in table_notes(state)),
        f"Startspeler: {seat_name(state.start_player).lower()}.",
    ]
    parts = {
        "tafel": svg.document(
            WIDTH, 70.0 + 17 * len(notes), f"Speltafel: {header}", " ".join(told), "".join(top)
        )
    }
    for seat, player in enumerate(state.players):
        body, height = _panel(state, seat, 14, 4, small=TABLE_TEXT, limit=TABLE_LINE)
        notes_of = expansion_notes(state, seat)
        parts[f"speler-{seat + 1}"] = svg.document(
            PANEL_WIDTH,
            height + 12,
            f"{seat_name(seat)}: ketel",
            describe_player(player, seat, notes_of),
            body,
        )
    scores = tuple(player.score for player in state.players)
    parts["punten"] = _score_part(scores, state.setup.second_lap)
    return parts


@lru_cache(maxsize=64)
def _score_part(scores: tuple[int, ...], second_lap: bool) -> SvgPicture:
    """The score track as a table's part. Kept for the same scores: they change only when a
    round is scored, and drawing the track was half the kernel's time of a click."""
    by_seat = dict(enumerate(scores))
    track, _, track_height = score_track_body(by_seat, second_lap=second_lap)
    return svg.document(
        WIDTH,
        track_height + 8,
        "Scorespoor",
        describe_scores(by_seat, None, second_lap=second_lap),
        track,
    )
