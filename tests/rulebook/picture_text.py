"""How large a picture's text is on screen: each ``<text>``'s font size times every scale above
it (a group's ``transform``, a ``<use>`` of a shared drawing) times the picture's own width over
its ``viewBox`` width, in CSS pixels at the picture's natural size."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator

SVG = "{http://www.w3.org/2000/svg}"
SMALLEST = 11.0
"""The smallest text a reader should have to read in a picture, in CSS pixels."""

_TRANSFORM = re.compile(r"(\w+)\(([^)]*)\)")


def scale_of(transform: str) -> float:
    """How much ``transform`` enlarges lengths (a non-uniform scale counts its smaller axis)."""
    factor = 1.0
    for name, args in _TRANSFORM.findall(transform):
        values = [float(v) for v in re.split(r"[\s,]+", args.strip()) if v]
        if name == "scale":
            factor *= min(abs(values[0]), abs(values[-1]))
        elif name == "matrix":
            a, b, c, d = values[:4]
            factor *= math.sqrt(abs(a * d - b * c))
    return factor


def _ids(roots: Iterable[ET.Element]) -> dict[str, ET.Element]:
    return {e.get("id", ""): e for root in roots for e in root.iter() if e.get("id")}


def text_sizes(picture: str, *others: str) -> Iterator[tuple[float, str]]:
    """Each text of ``picture`` with its size on screen; ``others`` are pictures shown on the
    same page whose definitions ``picture`` may place (a game table's parts share one track)."""
    root = ET.fromstring(picture)
    width = float(root.get("width", "0").removesuffix("px"))
    box = [float(v) for v in (root.get("viewBox") or "").split()]
    page = width / box[2] if width and len(box) == 4 else 1.0
    defined = _ids([root, *(ET.fromstring(other) for other in others)])
    yield from _walk(root, page, defined, depth=0)


def _walk(
    node: ET.Element, scale: float, defined: dict[str, ET.Element], depth: int
) -> Iterator[tuple[float, str]]:
    tag = node.tag.removeprefix(SVG)
    if tag == "defs" or depth > 20:
        return  # drawn where a <use> places it
    scale *= scale_of(node.get("transform", ""))
    if tag == "text":
        size = float(node.get("font-size", "16"))
        yield size * scale, "".join(node.itertext())
        return
    if tag == "use":
        target = defined.get((node.get("href") or "").removeprefix("#"))
        if target is not None:
            for child in target:
                yield from _walk(child, scale, defined, depth + 1)
        return
    for child in node:
        yield from _walk(child, scale, defined, depth + 1)


def too_small(picture: str, *others: str) -> list[tuple[float, str]]:
    """The texts of ``picture`` smaller than ``SMALLEST`` on screen."""
    return [(round(px, 1), text) for px, text in text_sizes(picture, *others) if px < SMALLEST]
