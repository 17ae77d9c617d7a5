"""Static views for a chapter: a state's picture and small tables, readable before any cell runs.

These need no kernel and no JavaScript: their HTML is what JupyterLab shows in a notebook it does
not trust (a fresh clone, Binder), what nbconvert exports and what GitHub shows. That rules out
inline ``<svg>`` (stripped there; a picture is an ``<img>``, see ``core.drawing.svg.as_img``)
and ``<style>`` blocks (stripped too; the few styles are inline). No pandas: the chapters must
also run where pandas is missing (JupyterLite).

- ``picture(state)``: the state's SVG picture, as an image with its Dutch description.
- ``Table``: columns and rows, whole (never cut off), left-aligned, with a plain-text twin.
- ``phase_table(phases)``: a flow table (``flow.table``) with each row's clause named.
- ``refusal_table(refusals)``: what the rules refuse, why, and on which clause.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core import RuleError, SvgPicture, UnknownClauseError, clause
from rulebook.core.model.steps import Drawable

NO_CLAUSE = "nog geen regel: dit deel van het basisspel krijgt later een eigen hoofdstuk"
"""What the rule column says for a phase whose clause is not written yet."""


def picture(state: Drawable) -> SvgPicture:
    """The picture of ``state`` (a cauldron, a piston ...), shown as an image with alt text.

    ``Chips.parse("W1 O1")`` on its own shows an inline SVG, which JupyterLab hides until the
    notebook is trusted; ``picture(Chips.parse("W1 O1"))`` shows the same picture at once.
    """
    drawn = state._repr_svg_()
    return drawn if isinstance(drawn, SvgPicture) else SvgPicture(drawn)


class Code(str):
    """A table cell shown as code (a notation, an id)."""

    __slots__ = ()


@dataclass(frozen=True)
class ClauseRef:
    """A table cell naming a clause: its title, then its id as code."""

    clause_id: str
    title: str

    def __str__(self) -> str:
        return f"{self.title} ({self.clause_id})"

    def html(self) -> str:
        return f"{html.escape(self.title)} <code>{html.escape(self.clause_id)}</code>"


Cell = str | ClauseRef

_TABLE = "border-collapse: collapse; margin: 0.2em 0 0.6em 0; table-layout: auto;"
_HEAD = (
    "text-align: left; vertical-align: bottom; padding: 0.3em 1em 0.3em 0; "
    "border-bottom: 1px solid currentColor; font-weight: bold;"
)
_CELL = "text-align: left; vertical-align: top; padding: 0.3em 1em 0.3em 0; white-space: normal;"
_FIRST = _CELL.replace("white-space: normal", "white-space: nowrap")
"""The first column names the row (a phase, an attempt): kept on one line."""


def _cell_html(cell: Cell) -> str:
    if isinstance(cell, ClauseRef):
        return cell.html()
    text = html.escape(cell)
    return f"<code>{text}</code>" if isinstance(cell, Code) else text


@dataclass(frozen=True)
class Table:
    """A small table shown whole: every cell in full, left-aligned, a header row on top."""

    columns: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]

    def __post_init__(self) -> None:
        for row in self.rows:
            if len(row) != len(self.columns):
                raise ValueError(f"a row has {len(row)} cells, the table {len(self.columns)}")

    def _repr_html_(self) -> str:
        head = "".join(f'<th style="{_HEAD}">{html.escape(c)}</th>' for c in self.columns)
        body = "".join(
            "<tr>"
            + "".join(
                f'<td style="{_FIRST if i == 0 else _CELL}">{_cell_html(c)}</td>'
                for i, c in enumerate(row)
            )
            + "</tr>"
            for row in self.rows
        )
        return (
            f'<table class="rb-table" style="{_TABLE}"><thead><tr>{head}</tr></thead>'
            f"<tbody>{body}</tbody></table>"
        )

    def text(self) -> str:
        """The table as plain text: one block per row, each cell on its own line."""
        blocks = []
        for row in self.rows:
            lines = [f"{column}: {cell!s}" for column, cell in zip(self.columns, row, strict=True)]
            blocks.append("\n".join(lines))
        return "\n\n".join(blocks)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(self.text())


def _clause_cell(clause_id: str) -> Cell:
    if not clause_id:
        return NO_CLAUSE
    try:
        title = clause(clause_id).title
    except UnknownClauseError:
        return Code(clause_id)
    return ClauseRef(clause_id, title)


def phase_table(rows: Sequence[Mapping[str, str]]) -> Table:
    """A flow table (``flow.table(...)``: ``fase``, ``wat gebeurt er``, ``regel``, and for a
    whole round also ``wie`` and ``klaar als``) with each row's clause named by id and title."""
    extra = ("wie", "klaar als") if rows and "wie" in rows[0] else ()
    columns = ("fase", *extra[:1], "wat gebeurt er", *extra[1:], "regel")
    return Table(
        columns=columns,
        rows=tuple(
            tuple(
                _clause_cell(row.get("regel", "")) if column == "regel" else row[column]
                for column in columns
            )
            for row in rows
        ),
    )


def refusal_table(refusals: Mapping[str, Callable[[], object]]) -> Table:
    """What the rules refuse: each attempt, the Dutch reason and the clause it rests on.

    Every attempt must be refused with a ``RuleError``; one that is accepted is a mistake in
    the list and raises ``ValueError``.
    """
    rows = []
    for attempt, make in refusals.items():
        try:
            make()
        except RuleError as error:
            rows.append((attempt, error.message, _clause_cell(error.clause_id)))
        else:
            raise ValueError(f"{attempt!r} was meant to be refused, but the rules accepted it")
    return Table(columns=("poging", "waarom het niet mag", "regel"), rows=tuple(rows))
