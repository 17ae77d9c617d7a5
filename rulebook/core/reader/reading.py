"""Whole numbers a reader types, read one way everywhere: the digits 0 to 9 and nothing else.

Python is generous with digits: ``str.isdigit`` says yes to "²" and "③", which ``int`` then
refuses with a ``ValueError``, and ``int`` itself reads "٣" (an Arabic-Indic three), " 3 " and
"1_0" as numbers. What a reader types (an option of a command, a field of a widget, a card-value
entry, a state's notation) is read here instead, so a number is the same thing in every game:

>>> read_whole("12")
12
>>> read_whole("²") is None, read_whole("٣") is None, read_whole("1_0") is None
(True, True, True)
>>> read_whole("-3", signed=True)
-3

A number longer than ``most`` digits (six unless told) is refused too, long before Python's own
limit of 4,300 digits turns it into a ``ValueError``.
"""

from __future__ import annotations

MOST_DIGITS = 6
"""No count, price or seat of any game needs more digits than this."""
PYTHON_DIGITS = 4300
"""The most digits ``int`` reads from text (``sys.get_int_max_str_digits``); never asked more."""


def is_digits(text: object, most: int = MOST_DIGITS) -> bool:
    """Whether ``text`` is 1 to ``most`` of the digits 0-9 (and nothing else, no sign)."""
    return type(text) is str and 0 < len(text) <= most and text.isascii() and text.isdigit()


def read_whole(text: object, *, signed: bool = False, most: int = MOST_DIGITS) -> int | None:
    """The whole number ``text`` writes in the digits 0-9 (with a leading ``-`` or ``+`` when
    ``signed``), or ``None`` when it is anything else: the caller refuses in its own words."""
    if type(text) is not str:
        return None
    body = text[1:] if signed and text[:1] in ("-", "+") else text
    return int(text) if is_digits(body, min(most, PYTHON_DIGITS)) else None
