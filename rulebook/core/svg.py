"""Small helpers for the static SVG pictures every state draws of itself.

Pictures are plain SVG strings, so a saved notebook shows them without a kernel (on GitHub, in
nbviewer, in a static export). Each picture carries a ``<title>``/``<desc>`` with a Dutch text
description for screen readers and for readable diffs.
"""

from __future__ import annotations

import html


class SvgPicture(str):
    """An SVG string that Jupyter shows as a picture (the python-chess ``SvgWrapper`` idea)."""

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return str(self)


def escape(text: str) -> str:
    """Escape text for use inside SVG elements and attributes."""
    return html.escape(text, quote=True)


def document(width: float, height: float, title: str, description: str, body: str) -> SvgPicture:
    """Wrap ``body`` in an ``<svg>`` element with an accessible title and description."""
    return SvgPicture(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
        f'viewBox="0 0 {width:g} {height:g}" role="img" aria-label="{escape(title)}" '
        f'font-family="sans-serif">'
        f"<title>{escape(title)}</title><desc>{escape(description)}</desc>{body}</svg>"
    )


def text(
    x: float,
    y: float,
    content: str,
    *,
    size: float = 12,
    anchor: str = "middle",
    fill: str = "#222",
    weight: str = "normal",
) -> str:
    """A text element (escaped)."""
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="{anchor}" '
        f'fill="{fill}" font-weight="{weight}">{escape(content)}</text>'
    )
