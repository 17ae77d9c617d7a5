"""Dutch phrasing helpers: numbers with nouns, lists, sentences. One place for every game.

Rulings, pictures and the command line all write Dutch for the reader. Agreement mistakes ("1
overwinningspunten", "één velden") are easy to make when every ruling builds its own sentences,
so the small rules of Dutch phrasing live here and every game uses them:

>>> count(1, "veld", "velden")
'één veld'
>>> count(3, "overwinningspunt", "overwinningspunten")
'3 overwinningspunten'
>>> listing(["rood", "oranje", "blauw"])
'rood, oranje en blauw'
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

HUGE = 10**12
"""Numbers this large are not counts from a game; ``numeral`` describes them instead."""


def numeral(value: int) -> str:
    """An int in digits, as a reader typed it; a gigantic one described, never printed in full.

    Python refuses to write an int of more than 4,300 digits (and would fill a screen below that),
    so a number a reader typed is always echoed through here.

    >>> numeral(-7)
    '-7'
    >>> numeral(10**5000)
    'een getal van meer dan 12 cijfers'
    """
    if -HUGE < value < HUGE:
        return str(value)
    return f"een {'negatief ' if value < 0 else ''}getal van meer dan 12 cijfers"


def noun(number: int, singular: str, plural: str) -> str:
    """The noun that goes with ``number``: singular for exactly 1, plural otherwise (0 too)."""
    return singular if number == 1 else plural


def amount(number: int, one: str = "één") -> str:
    """``number`` as a reader reads a count: 1 as a word (``één``, or ``one``), others in digits.

    >>> amount(1), amount(5)
    ('één', '5')
    """
    return one if number == 1 else numeral(number)


def count(
    number: int, singular: str, plural: str, *, one: str = "één", zero: str | None = None
) -> str:
    """``number`` with its noun; 1 is written as a word (``één veld``), other numbers in digits.

    ``one`` replaces the word for 1 where Dutch needs another form (``een`` before an unstressed
    noun, ``1`` in a table); ``zero``, when given, the digit 0 (``geen zulke mogelijkheden``).
    """
    if number == 0 and zero is not None:
        return f"{zero} {plural}"
    return f"{amount(number, one)} {noun(number, singular, plural)}"


def shown_of(shown: int, total: int, singular: str, plural: str) -> str:
    """``23 resultaten`` when all are shown, ``de eerste 8 van 23 resultaten`` when a list shows
    only the first few (so a short list never reads as everything there is)."""
    if shown >= total:
        return count(total, singular, plural, one="1")
    return f"de eerste {numeral(shown)} van {numeral(total)} {plural}"


def fields(number: int) -> str:
    """``één veld``, ``2 velden``: the distance a marker or chip moves."""
    return count(number, "veld", "velden")


def points(number: int) -> str:
    """``1 overwinningspunt``, ``3 overwinningspunten`` (digits, as on the score track)."""
    return count(number, "overwinningspunt", "overwinningspunten", one="1")


def rubies(number: int) -> str:
    """``1 robijn``, ``2 robijnen``."""
    return count(number, "robijn", "robijnen", one="1")


def coins(number: int) -> str:
    """``1 geld``, ``12 geld``: what a scoring field pays, in the seed's word (never "munten")."""
    return f"{numeral(number)} geld"


def player(seat: int) -> str:
    """``speler 1`` for seat 0: a seat as the logs and reports name it, counted from 1."""
    return f"speler {seat + 1}"


def coin_count(number: int) -> str:
    """``1 munt``, ``12 munten``: money counted in coins, for a seed that calls them so (the
    other seeds say ``geld``, see ``coins``)."""
    return count(number, "munt", "munten", one="1")


def rat_tails(number: int) -> str:
    """``1 rattenstaart``, ``3 rattenstaarten``."""
    return count(number, "rattenstaart", "rattenstaarten", one="1")


def chips(number: int) -> str:
    """``1 fiche``, ``4 fiches``."""
    return count(number, "fiche", "fiches", one="1")


_VOWELS = "aeiou"


def inflected(adjective: str) -> str:
    """The adjective before a ``de``-word or in the plural: ``geel`` → ``gele``, ``wit`` →
    ``witte``, ``paars`` → ``paarse``; a word that ends in ``e`` stays (``oranje``).

    >>> [inflected(w) for w in ("geel", "rood", "wit", "groen", "blauw", "zwart", "oranje")]
    ['gele', 'rode', 'witte', 'groene', 'blauwe', 'zwarte', 'oranje']
    """
    word = adjective
    if not word or word.endswith("e"):
        return word
    last, before = word[-1], word[-3:-1]
    if last not in _VOWELS and len(before) == 2 and before[0] == before[1] and before[0] in _VOWELS:
        return word[:-2] + last + "e"
    short = len(word) >= 2 and word[-2] in _VOWELS and (len(word) < 3 or word[-3] not in _VOWELS)
    if last not in _VOWELS + "wy" and short:
        return word + last + "e"
    return word + "e"


def listing(words: Sequence[str], *, last: str = "en", limit: int | None = None) -> str:
    """``a``, ``a en b``, ``a, b en c`` (``last="of"`` for a choice); with ``limit``, a longer
    list names its first ``limit - 1`` items, how many are left out, and its last one.

    >>> listing([str(n) for n in range(1, 100)], limit=4)
    '1, 2, 3, … (95 meer) en 99'
    """
    items = [word for word in words if word]
    if limit is not None and len(items) > limit:
        skipped = len(items) - limit
        items = [*items[: limit - 1], f"… ({skipped} meer)", items[-1]]
        return ", ".join(items[:-1]) + f" {last} " + items[-1]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def sentence(text: str) -> str:
    """``text`` with its first letter upper case and the rest untouched (names keep their case)."""
    return text[:1].upper() + text[1:]


def ordinal(number: int) -> str:
    """``eerste``, ``tweede`` ... up to ``tiende``; ``11e`` beyond."""
    words = (
        "eerste",
        "tweede",
        "derde",
        "vierde",
        "vijfde",
        "zesde",
        "zevende",
        "achtste",
        "negende",
        "tiende",
    )
    return words[number - 1] if 1 <= number <= len(words) else f"{number}e"


def shorten(text: str, limit: int = 40) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis, so a huge input is never echoed."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def printable(text: str, keep: str = "") -> str:
    r"""``text`` with every control or format character written as an escape (``\x1b``), so a
    reader's input echoed in a message cannot move the cursor, colour the terminal or hide text;
    the characters in ``keep`` (a whole answer keeps its ``"\n"``) stay as they are.

    >>> print(printable("R1\x1b[31m"))
    R1\x1b[31m
    """
    if text.isprintable():
        return text
    return "".join(
        char if char.isprintable() or char == " " or char in keep else _escaped(char)
        for char in text
    )


def _escaped(char: str) -> str:
    r"""One unprintable character as Python writes it in a string (``\x1b``, ``\u200b``)."""
    return repr(char)[1:-1] if char not in "'\"" else char


def quoted(text: str, limit: int = 40) -> str:
    """A reader's input quoted back in a message: ``'R9'``; a huge input is cut (``shorten``).

    >>> quoted("R9")
    "'R9'"
    >>> quoted("W" + "1" * 5000, 8)
    "'W111111…'"
    >>> print(quoted("R\x1b[2J"))
    'R\\x1b[2J'
    """
    return f"'{shorten(printable(text), limit)}'"


def agree(number: int, singular: str, plural: str) -> str:
    """The verb that goes with ``number`` things: ``agree(1, "staat", "staan")`` gives ``staat``.

    >>> f"In het glas {agree(1, 'staat', 'staan')} {points(1)}"
    'In het glas staat 1 overwinningspunt'
    """
    return noun(number, singular, plural)


def whole(number: int) -> str:
    """A large count the Dutch way, with a point between thousands: ``10.000``.

    >>> whole(10000), whole(999), whole(1234567)
    ('10.000', '999', '1.234.567')
    """
    return f"{number:,}".replace(",", ".")


def decimal(value: Fraction | float, places: int = 1) -> str:
    """A number with a decimal comma, rounded half up (away from 0 below 0) to ``places``
    digits: ``7,3``. A float is read exactly as the binary number it is.

    >>> decimal(Fraction(73279, 10000)), decimal(Fraction(5)), decimal(Fraction(1, 20))
    ('7,3', '5,0', '0,1')
    >>> decimal(-1.25), decimal(-0.04), decimal(0.375, 2)
    ('-1,3', '0,0', '0,38')
    """
    value = Fraction(value)
    if value < 0:
        shown = decimal(-value, places)
        return shown if shown.strip("0,") == "" else f"-{shown}"
    scale = 10**places
    rounded = (value * scale * 2 + 1) // 2  # half up, exactly (no float)
    whole_part, rest = divmod(int(rounded), scale)
    return f"{whole_part},{rest:0{places}d}" if places else str(whole_part)


def exact(value: Fraction | int, places: int = 3) -> str:
    """A number as short as it is exact, with a decimal comma: ``4``, ``3,5``, ``0,25`` (more
    than ``places`` digits are rounded half up to ``places``).

    >>> exact(Fraction(7, 2)), exact(8), exact(Fraction(1, 4)), exact(Fraction(1, 3))
    ('3,5', '8', '0,25', '0,333')
    """
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    return decimal(value, places).rstrip("0").rstrip(",")


def percent(value: Fraction) -> str:
    """A chance as a whole percentage, rounded half up; a chance that is not 0 but rounds to 0
    reads ``minder dan 1%``, one that is not 1 but rounds to 100 ``meer dan 99%``.

    >>> percent(Fraction(1103, 10000)), percent(Fraction(0)), percent(Fraction(1, 1000))
    ('11%', '0%', 'minder dan 1%')
    >>> percent(Fraction(9999, 10000)), percent(Fraction(1))
    ('meer dan 99%', '100%')
    """
    shown = int((value * 200 + 1) // 2)
    if shown == 0 and value:
        return "minder dan 1%"
    if shown == 100 and value != 1:
        return "meer dan 99%"
    return f"{shown}%"


def percent_decimal(value: Fraction | float, places: int = 1) -> str:
    """A share as a percentage with a decimal comma, rounded half up: ``32,7%``.

    >>> percent_decimal(0.32734), percent_decimal(Fraction(1)), percent_decimal(0.0004)
    ('32,7%', '100,0%', '0,0%')
    """
    return f"{decimal(Fraction(value) * 100, places)}%"
