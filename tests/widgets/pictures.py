"""Reading the pictures back out of static HTML, for tests of widgets, notebooks and pages."""

from __future__ import annotations

import base64
import re

IMG = re.compile(r'<img\b[^>]*?\ssrc="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"')
ALT = re.compile(r'<img\b[^>]*?\salt="([^"]+)"')


def pictures_in(html: str) -> list[str]:
    """The SVG pictures inside the ``<img src="data:image/svg+xml;base64,...">`` of ``html``."""
    return [base64.b64decode(data).decode("utf-8") for data in IMG.findall(html)]


def alt_texts(html: str) -> list[str]:
    """The ``alt`` texts of the images in ``html`` (what a screen reader reads)."""
    return ALT.findall(html)
