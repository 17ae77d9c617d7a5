"""Reading the small intents a widget's JavaScript sends, and turning bad ones into Dutch text.

JavaScript only forwards what the reader did (``{"type": "next"}``, ``{"type": "add", "chip":
"R1"}``). Nothing in such a message is trusted: a crafted or buggy frontend may send anything
JSON can hold. The helpers here check the shape of a message and raise ``IntentError`` with a
Dutch sentence when it is wrong; whether the action is allowed by the rules is for ``rulebook``
to say (it raises ``RuleError``). No rule logic lives here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from rulebook.core import RuleError, UnknownClauseError, clause

MAX_TEXT = 1000
"""The longest text an intent may carry: a cauldron of a real game is far shorter, and a huge
message must not keep the kernel busy or be echoed back."""
MAX_NUMBER = 2**53
"""The largest whole number a page can send exactly (JavaScript's safe integers)."""


class IntentError(ValueError):
    """A message from the frontend that is not a well-formed intent; the text is Dutch."""


def _quote(text: str) -> str:
    return f"‘{text}’"


def describe(value: object) -> str:
    """A Dutch description of a JSON value, for error messages: ``de tekst ‘twee’``."""
    if value is None:
        return "niets (null)"
    if isinstance(value, bool):
        return "ja" if value else "nee"
    if isinstance(value, int):
        return f"het getal {value}" if abs(value) < 10**12 else "een heel groot getal"
    if isinstance(value, float):
        return f"het kommagetal {value:g}"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:40] + "…"
        return f"de tekst {_quote(shown)}"
    if isinstance(value, list | tuple):
        return "een lijst"
    if isinstance(value, dict):
        return "een object"
    return "iets onbekends"


def intent_of(content: object, known: Iterable[str]) -> tuple[str, Mapping[str, object]]:
    """The type of an intent and the whole message, or ``IntentError``.

    ``known`` lists the types this widget understands, in the order they are named to the reader.
    """
    names = list(known)
    if not isinstance(content, Mapping):
        raise IntentError(
            f"Dit verzoek begrijp ik niet: ik verwacht een object met een ‘type’, niet "
            f"{describe(content)}."
        )
    if "type" not in content:
        raise IntentError("Dit verzoek heeft geen ‘type’, dus ik weet niet wat er moet gebeuren.")
    kind = content["type"]
    if not isinstance(kind, str):
        raise IntentError(f"Het ‘type’ van een verzoek is een tekst, niet {describe(kind)}.")
    if kind not in names:
        raise IntentError(
            f"Het verzoek {_quote(kind[:40])} ken ik niet; ik ken alleen: {', '.join(names)}."
        )
    return kind, content


def _field(content: Mapping[str, object], key: str, kind: str) -> object:
    if key not in content:
        raise IntentError(f"Bij het verzoek {_quote(kind)} ontbreekt {_quote(key)}.")
    return content[key]


def int_field(content: Mapping[str, object], key: str, kind: str) -> int:
    """``content[key]`` as a whole number (``true``/``false`` and ``2.0`` are refused)."""
    value = _field(content, key, kind)
    if isinstance(value, bool) or not isinstance(value, int):
        raise IntentError(
            f"Bij het verzoek {_quote(kind)} moet {_quote(key)} een geheel getal zijn, niet "
            f"{describe(value)}."
        )
    if abs(value) > MAX_NUMBER:
        raise IntentError(f"Bij het verzoek {_quote(kind)} is {_quote(key)} veel te groot.")
    return value


def str_field(content: Mapping[str, object], key: str, kind: str) -> str:
    """``content[key]`` as text."""
    value = _field(content, key, kind)
    if not isinstance(value, str):
        raise IntentError(
            f"Bij het verzoek {_quote(kind)} moet {_quote(key)} een tekst zijn, niet "
            f"{describe(value)}."
        )
    if len(value) > MAX_TEXT:
        raise IntentError(
            f"Bij het verzoek {_quote(kind)} is {_quote(key)} te lang: {len(value)} tekens, "
            f"hoogstens {MAX_TEXT}."
        )
    return value


def value_field(content: Mapping[str, object], key: str, kind: str) -> object:
    """``content[key]`` as it came; the caller checks its type."""
    return _field(content, key, kind)


def rule_error_text(error: RuleError) -> str:
    """The Dutch message of a ``RuleError``, naming the rule it breaks (id and title)."""
    try:
        title = clause(error.clause_id).title
    except UnknownClauseError:
        return f"{error.message} (regel {error.clause_id})"
    return f"{error.message} (regel {error.clause_id}: {title})"
