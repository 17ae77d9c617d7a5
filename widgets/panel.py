"""A panel: the one small view behind the rule tools that are a form with an answer.

A panel shows, from synced traits Python fills: a heading and a line of help, ``fields`` (number,
text, a text area, a choice or a tick box, optionally grouped in rows), ``actions`` (buttons),
``lines`` (the answer, each line may cite its clause and carry a button), a ``picture`` made by
the rulebook, a ``ruling`` (``ruling_view``) and a ``note``. The JavaScript (``static/panel.js``)
draws them and sends ``{"type": "set", "name", "value"}`` when a field changes, or a button's
intent (with the values of the fields it names). It holds no rule: a subclass checks every
intent through the rulebook in ``_plan``, and a refusal shows as a Dutch sentence in the panel.

This module names no game; the tools of a game build on it (``widgets.its_alive``).
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

import traitlets

from rulebook.core.drawing.svg import as_img
from rulebook.core.reader.reading import read_whole
from widgets._base import RulebookWidget, no_kernel_note, option, ruling_html
from widgets._intents import IntentError, describe


def field(name: str, label: str, kind: str, value: object, **extra: Any) -> dict[str, Any]:
    """One field: ``kind`` is ``number``, ``text``, ``textarea``, ``select`` (``options``:
    ``[{"value", "label"}]``) or ``checkbox``; ``group`` puts fields in one row under a name."""
    if kind not in ("number", "text", "textarea", "select", "checkbox"):
        raise ValueError(f"no field kind {kind!r}")
    return {"name": name, "label": label, "kind": kind, "value": value, **extra}


def choices(pairs: Sequence[tuple[object, str]]) -> list[dict[str, Any]]:
    """The options of a ``select`` field: ``[(value, label), ...]``."""
    return [option(value, label) for value, label in pairs]


def action(
    kind: str,
    label: str,
    *,
    primary: bool = False,
    disabled: bool = False,
    fields: Sequence[str] = (),
    **args: object,
) -> dict[str, Any]:
    """A button: it sends ``{"type": kind, **args}`` with the values of ``fields``."""
    found: dict[str, Any] = {"type": kind, "label": label}
    if primary:
        found["primary"] = True
    if disabled:
        found["disabled"] = True
    if fields:
        found["fields"] = list(fields)
    if args:
        found["args"] = dict(args)
    return found


def line(
    text: str, *, clause: str = "", strong: bool = False, act: dict[str, Any] | None = None
) -> dict[str, Any]:
    """A line of the answer, citing ``clause`` and carrying a button ``act`` when given."""
    found: dict[str, Any] = {"text": text}
    if clause:
        found["clause"] = clause
    if strong:
        found["strong"] = True
    if act is not None:
        found["action"] = act
    return found


def whole_number(value: object, what: str, *, least: int = 0, most: int = 999) -> int:
    """A number typed in a field, or a Dutch refusal naming ``what``."""
    if isinstance(value, str):
        found = read_whole(value.strip(), signed=True)
        value = value if found is None else found
    if isinstance(value, bool) or not isinstance(value, int):
        raise IntentError(f"{what} is een heel getal, niet {describe(value)}.")
    if not least <= value <= most:
        raise IntentError(f"{what} ligt tussen {least} en {most}, niet {value}.")
    return value


def text_value(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise IntentError(f"{what} is een tekst, niet {describe(value)}.")
    return value


class Panel(RulebookWidget):
    """The base of a panel tool: a subclass fills the traits and checks intents in ``_plan``."""

    MODULE = "panel"

    heading = traitlets.Unicode("").tag(sync=True)
    intro = traitlets.Unicode("").tag(sync=True)
    fields = traitlets.List(traitlets.Dict()).tag(sync=True)
    actions = traitlets.List(traitlets.Dict()).tag(sync=True)
    lines = traitlets.List(traitlets.Dict()).tag(sync=True)
    picture = traitlets.Unicode("").tag(sync=True)
    ruling = traitlets.Dict().tag(sync=True)
    note = traitlets.Unicode("").tag(sync=True)

    STATIC_NAME = "Dit hulpmiddel"

    def field_value(self, name: str) -> object:
        """The value a field shows now."""
        for found in self.fields:
            if found["name"] == name:
                return found["value"]
        raise KeyError(name)

    def set(self, name: str, value: object) -> None:
        """Change one field, as typing in it does."""
        self.apply({"type": "set", "name": name, "value": value})

    def static_html(self) -> str:
        """The panel as it stands, for a reader without a kernel: the answer lines, the picture
        (as an image) and the ruling."""
        items = "".join(
            f"<li>{html.escape(str(found['text']))}"
            + (
                f" <small>(<code>{html.escape(found['clause'])}</code>)</small>"
                if found.get("clause")
                else ""
            )
            + "</li>"
            for found in self.lines
        )
        fields = "; ".join(
            f"{html.escape(str(found['label']))}: {html.escape(_shown(found))}"
            for found in self.fields
            if found["kind"] != "textarea"
        )
        parts = [
            '<div class="rb-static">',
            no_kernel_note(self.STATIC_NAME, "de stand van nu"),
            f"<p><strong>{html.escape(self.heading)}</strong></p>" if self.heading else "",
            f"<p>{fields}</p>" if fields else "",
            as_img(self.picture) if self.picture else "",
            f"<ul>{items}</ul>" if items else "",
            ruling_html(self.ruling) if self.ruling.get("steps") else "",
            f"<p><em>{html.escape(self.note)}</em></p>" if self.note else "",
            "</div>",
        ]
        return "".join(parts)


def _shown(found: Mapping[str, Any]) -> str:
    value = found["value"]
    for choice in found.get("options", ()):
        if choice["value"] == value:
            return str(choice["label"])
    if isinstance(value, bool):
        return "ja" if value else "nee"
    return str(value)
