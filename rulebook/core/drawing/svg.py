"""Small helpers for the static SVG pictures every state draws of itself.

Pictures are plain SVG strings, so a saved notebook shows them without a kernel (on GitHub, in
nbviewer, in a static export). Each picture carries a ``<title>``/``<desc>`` with a Dutch text
description for screen readers and for readable diffs.

Two habits make a picture readable everywhere:

- Every picture lies on its own light card (``CARD_FILL``), so its dark text reads the same on a
  light page and on JupyterLab's dark theme.
- In HTML a picture travels as ``<img src="data:image/svg+xml;base64,...">`` with its description
  as ``alt`` text (``as_img``). JupyterLab strips inline ``<svg>`` from the outputs of a notebook
  it does not trust (a fresh clone, Binder) but keeps such an image, and so do nbconvert, GitHub
  and nbviewer.
"""

from __future__ import annotations

import base64
import html
import re
import textwrap
from typing import Any

CARD_FILL = "#fffdf8"
"""The card every picture is drawn on: light in both themes, so dark text always reads."""
CARD_STROKE = "#d8cfbf"
INK = "#222"
"""Text on the card."""
INK_SOFT = "#4a4540"
"""Labels on the card (headings, field numbers): still 7:1 against ``CARD_FILL``."""

_TITLE = re.compile(r"<title>(.*?)</title>", re.DOTALL)
_DESC = re.compile(r"<desc>(.*?)</desc>", re.DOTALL)
_SIZE = re.compile(r'<svg\b[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"')


class SvgPicture(str):
    """An SVG string that Jupyter shows as a picture (the python-chess ``SvgWrapper`` idea).

    As HTML it is an ``<img>`` (see ``as_img``), which untrusted notebooks keep; as plain text
    it is its Dutch description rather than a wall of markup.
    """

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return as_img(self)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(alt_text(self))


def escape(text: str) -> str:
    """Escape text for use inside SVG elements and attributes."""
    return html.escape(text, quote=True)


def document(width: float, height: float, title: str, description: str, body: str) -> SvgPicture:
    """Wrap ``body`` in an ``<svg>`` on a light card, with an accessible title and description."""
    card = (
        f'<rect class="rb-card" x="0.5" y="0.5" width="{width - 1:g}" height="{height - 1:g}" '
        f'rx="8" fill="{CARD_FILL}" stroke="{CARD_STROKE}"/>'
    )
    return SvgPicture(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
        f'viewBox="0 0 {width:g} {height:g}" role="img" aria-label="{escape(title)}" '
        f'font-family="sans-serif">'
        f"<title>{escape(title)}</title><desc>{escape(description)}</desc>{card}{body}</svg>"
    )


def attribute(value: object) -> str:
    """An attribute value as SVG text: numbers without needless digits, text escaped."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return f"{round(value, 2):g}"
    return escape(str(value))


def element(name: str, *children: str, **attributes: object) -> str:
    """One SVG element with its attribute values escaped; the ``children`` are SVG already.

    Attribute names are written with hyphens for underscores (``stroke_width`` becomes
    ``stroke-width``, ``data_field`` becomes ``data-field``) and a trailing underscore is dropped
    (``class_``). ``None`` leaves an attribute out, so optional styling reads as a keyword.
    Building pictures from elements rather than joined strings keeps a label with ``&`` or ``<``
    from breaking the picture (the python-chess habit).
    """
    written = "".join(
        f' {key.rstrip("_").replace("_", "-")}="{attribute(value)}"'
        for key, value in attributes.items()
        if value is not None
    )
    if not children:
        return f"<{name}{written}/>"
    return f"<{name}{written}>{''.join(children)}</{name}>"


def text(
    x: float,
    y: float,
    content: str,
    *,
    size: float = 12,
    anchor: str = "middle",
    fill: str = INK,
    weight: str = "normal",
) -> str:
    """A text element (escaped)."""
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="{anchor}" '
        f'fill="{fill}" font-weight="{weight}">{escape(content)}</text>'
    )


def paragraph(
    x: float,
    y: float,
    content: str,
    *,
    width: float,
    size: float = 11,
    hyphens: bool = True,
    **style: str,
) -> tuple[str, float]:
    """Left-aligned text wrapped to about ``width`` pixels; returns the SVG and its height.

    SVG does not wrap text itself; the line length is estimated from the font size (an average
    sans-serif letter is about 0.55 em wide), which keeps long Dutch sentences on the card.
    ``hyphens=False`` never breaks a line after a hyphen, so a clause id such as
    ``kwakzalvers.keuze.fiche-kiezen`` stays on one line.
    """
    per_line = max(10, int(width / (size * 0.55)))
    lines = textwrap.wrap(content, per_line, break_on_hyphens=hyphens) or [""]
    step = size * 1.3
    body = "".join(
        text(x, y + i * step, line, size=size, anchor="start", **style)
        for i, line in enumerate(lines)
    )
    return body, len(lines) * step


def alt_text(picture: str) -> str:
    """The Dutch description of a picture made by ``document`` (its ``<desc>``, else its title)."""
    found = _DESC.search(picture) or _TITLE.search(picture)
    return html.unescape(found[1]) if found else ""


def as_img(picture: str) -> str:
    """The picture as an HTML ``<img>`` with a data URI and its description as ``alt`` text.

    An image keeps its own size (``width``/``height`` from the SVG) but shrinks with a narrow
    page. Returns ``""`` for an empty picture, so a state without one shows no broken image.
    """
    if not picture:
        return ""
    data = base64.b64encode(picture.encode("utf-8")).decode("ascii")
    size = _SIZE.search(picture)
    dimensions = f' width="{size[1]}" height="{size[2]}"' if size else ""
    return (
        f'<img src="data:image/svg+xml;base64,{data}" alt="{escape(alt_text(picture))}"'
        f'{dimensions} style="max-width: 100%; height: auto;">'
    )
