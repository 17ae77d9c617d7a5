"""The named options of a setup, by the keys of its notation: ``paars3-veld=plaats-in-de-ketel``.

Every option this rulebook offers where the sources are weak or silent is a field of ``Setup``
(or of an expansion's settings, such as ``AlchemistsSetup``) with a Dutch notation key. The
command line (``speel``/``simuleer --optie NAAM=WAARDE``) and the option fuzzer read them here,
by those same keys, with the values the notation writes; a bad name or value is a Dutch
``RuleError`` that names the option's own clause.
"""

from __future__ import annotations

import dataclasses
import enum
import typing
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from rulebook.core.dutch import listing, quoted
from rulebook.core.errors import RuleError
from rulebook.core.model.notation import NotationSyntaxError, dumps, loads
from rulebook.quacks.table import Setup

OPTIONS_CLAUSE = "kwakzalvers.varianten.sets"
"""Cited when an option's name is unknown: the clause on setting up a game your own way."""

NOT_OPTIONS = frozenset({"spelers", "uitbreidingen"})
"""Setup keys with their own command-line flag (``--spelers``, ``--alchemisten``)."""

CLAUSES: dict[str, str] = {
    "boeken": "kwakzalvers.voorbereiding.boeken",
    "reageerbuis": "kwakzalvers.varianten.reageerbuis",
    "prijzen": "kwakzalvers.keuze.prijzen",
    "dobbelsteen": "kwakzalvers.keuze.dobbelsteen",
    "zwart-gelijk": "kwakzalvers.keuze.zwart-gelijk",
    "ronde9-ontploft": "kwakzalvers.keuze.ronde9-ontploft",
    "eerste-fiche-verplicht": "kwakzalvers.keuze.leeg",
    "staarten-boven-50": "kwakzalvers.keuze.tweede-ronde",
    "paars3-veld": "kwakzalvers.keuze.paars3",
    "glazen": "kwakzalvers.keuze.reageerbuis",
    "wit-naar-keuze": "kwakzalvers.keuze.fiche-kiezen",
    "groen2-dichte-boeken": "kwakzalvers.keuze.groen2-boeken",
    "geel2-dubbel": "kwakzalvers.keuze.geel2",
    "grens": "kwakzalvers.keuze.grens",
    "narrenkruidboek": "alchemisten.narrenkruid.boeken",
    "voorbij-de-top": "alchemisten.essentie.top",
    "boek10-zichzelf": "alchemisten.narrenkruid.boek10.zichzelf",
    "kaart-b9": "alchemisten.kaarten.zugweite",
    "patienten": "alchemisten.bonus.kaarten",
    "eigen-glazen": "alchemisten.bonus.kaarten",
}
"""The clause of each option, by its notation key (a test checks every key has one)."""


@dataclass(frozen=True)
class OptionField:
    """One option: its notation key, the settings class that holds it, its field and type."""

    key: str
    owner: type
    name: str
    kind: Any
    default: Any

    @property
    def clause_id(self) -> str:
        return CLAUSES[self.key]


def option_fields(extras: Iterable[Any] = ()) -> dict[str, OptionField]:
    """Every option of a setup with these expansion settings, by its notation key: the base
    game's first, then each expansion's own."""
    found: dict[str, OptionField] = {}
    owners: list[type] = [Setup, *(type(extra) for extra in extras)]
    for owner in owners:
        for item in _fields(owner):
            found.setdefault(item.key, item)
    return found


@cache
def _fields(owner: type) -> tuple[OptionField, ...]:
    """The options a settings class holds. Read once per class: resolving its type hints was a
    twentieth of a fuzzed game (``tools/fuzz_games.py`` builds every setup with options)."""
    hints = typing.get_type_hints(owner)
    found = []
    for item in dataclasses.fields(owner):
        key = item.metadata.get("key", item.name)
        if key in NOT_OPTIONS or not item.init:
            continue
        factory: Any = item.default_factory
        default = item.default if item.default is not dataclasses.MISSING else factory()
        found.append(OptionField(key, owner, item.name, hints[item.name], default))
    return tuple(found)


def values_of(option: OptionField) -> list[str]:
    """The values an option takes, as they are typed (for an enum or a yes/no; else [])."""
    kind = option.kind
    if kind is bool:
        return ["ja", "nee"]
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return [dumps(member) for member in kind]
    return []


def with_options(setup: Setup, pairs: Iterable[str], offered: Iterable[Any] = ()) -> Setup:
    """``setup`` with each ``NAAM=WAARDE`` applied (later ones win); a RuleError for an unknown
    name, a missing ``=``, a value the option does not take, or the option of an expansion that
    is ``offered`` (its settings) but not switched on."""
    offered = tuple(offered)
    for pair in pairs:
        setup = _with_option(setup, pair, offered)
    return setup


def _with_option(setup: Setup, pair: str, offered: tuple[Any, ...]) -> Setup:
    name, equals, text = pair.partition("=")
    name = name.strip()
    known = option_fields(setup.extras)
    if not equals:
        raise RuleError(
            OPTIONS_CLAUSE,
            f"Schrijf een optie als NAAM=WAARDE, zoals paars3-veld=plaats-in-de-ketel; niet "
            f"{quoted(pair)}.",
        )
    if name not in known:
        every = option_fields(offered)
        if name in every:
            raise RuleError(
                every[name].clause_id,
                f"De optie {quoted(name)} hoort bij een uitbreiding; zet die eerst aan "
                f"(bijvoorbeeld --alchemisten).",
            )
        raise RuleError(
            OPTIONS_CLAUSE,
            f"Er is geen optie {quoted(name)}; kies uit {listing(sorted(known), last='of')}.",
        )
    option = known[name]
    value = _read(option, text.strip())
    if option.owner is Setup:
        return typing.cast(Setup, _changed(setup, option, value, text))
    extras = tuple(
        _changed(extra, option, value, text) if type(extra) is option.owner else extra
        for extra in setup.extras
    )
    return dataclasses.replace(setup, extras=extras)


def _read(option: OptionField, text: str) -> Any:
    try:
        return loads(text, option.kind)
    except (NotationSyntaxError, ValueError, TypeError):
        raise _bad_value(option, text) from None


def _changed(settings: Any, option: OptionField, value: Any, text: str) -> Any:
    """The settings with the new value, built anew (``replace``: their own checks may refuse a
    locoweed book 99, and no cached table of the old settings is kept)."""
    try:
        return dataclasses.replace(settings, **{option.name: value})
    except (ValueError, TypeError):
        raise _bad_value(option, text) from None


def _bad_value(option: OptionField, text: str) -> RuleError:
    choices = values_of(option)
    hint = (
        f"kies uit {listing(choices, last='of')}"
        if choices
        else f"de standaard is {quoted(dumps(option.default), 60)}"
    )
    return RuleError(
        option.clause_id, f"De optie {option.key} neemt geen waarde {quoted(text, 30)}; {hint}."
    )
