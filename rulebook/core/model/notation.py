"""A text notation for frozen dataclasses that reads back to the same value.

Every state and action of every game writes itself as text and parses back (``parse(str(x)) ==
x``), as FEN and UCI do for chess. Writing a parser per class would be long and easy to get wrong,
so this module writes and reads any frozen dataclass from its type hints:

    Name(key=value key=value)      a dataclass; fields equal to their default are left out
    [a b c]                        a tuple
    ja / nee                       a bool
    -                              None
    "text with spaces"             a string (or any value whose own notation has spaces)
    W1 / 3 / brouwen               an atom: a number, a word, an enum value

A class with its own notation (``__str__`` plus a ``parse`` classmethod, such as ``Chips``)
keeps it; an enum is written by its ``value`` when that is a string, else by its name. A field
whose type is a base class or a union is written with its class name, so the reader knows which
one it is. The Dutch key of a field can be set with ``field(metadata={"key": "punten"})``.

The tasks waiting in a state's queues have a short notation of their own (``aanvullen:dorp``,
``betaal-halen:2``): each task writes its ``code()``, and a ``TaskNotation`` reads it back by
the word before the first ``:``. A game builds its one ``TaskNotation`` explicitly, as a
constant that lists its task kinds; an expansion's kinds are added with ``extended``. Nothing is
registered when a module is imported. A state type reads its queues with the notation its game
names as data (``tasks_at("rulebook.its_alive.rules:TASK_NOTATION")``, imported by name as the
picture registry does), so the state's module never imports the rules whose tasks it holds.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import re
import types
import typing
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from typing import Any, Generic, TypeVar

from rulebook.core.dutch import quoted as dutch_quoted
from rulebook.core.errors import NotationError

T = TypeVar("T")
TaskT = TypeVar("TaskT")

_TOKEN = re.compile(
    r'\s*(?:(?P<quoted>"(?:[^"\\]|\\.)*")|(?P<punct>[\[\]()=])|(?P<atom>[^\s\[\]()="]+))'
)
_ATOM = re.compile(r'^[^\s\[\]()="]+$')
_SPACE = re.compile(r"\s*")

MAX_TEXT = 200_000
"""The longest notation read (a five-player game's state late in round 9 is about 10,000
characters); a longer text is refused before it is read, so no input can take long."""

MAX_DEPTH = 40
"""How deeply records and lists may nest (a state nests about 8 deep); deeper text is refused
instead of exhausting Python's recursion limit."""


class NotationSyntaxError(ValueError):
    """Text that is not in the notation, said in Dutch (the reader sees it inside a game's
    ``NotationError``)."""


# -- writing -----------------------------------------------------------------------------------


def dumps(value: object) -> str:
    """The notation of ``value`` (a dataclass, tuple, bool, int, str, enum, None ...)."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "ja" if value else "nee"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, enum.Enum):
        return _word(_enum_text(value))
    if isinstance(value, str):
        return _word(value)
    if isinstance(value, tuple):
        return "[" + " ".join(dumps(item) for item in value) + "]"
    if _has_own_notation(type(value)):
        return _word(str(value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _record(value)
    raise TypeError(f"no notation for {type(value).__name__}")


def record(value: Any) -> str:
    """``value`` written as a record ``Name(key=value ...)`` even when its class has its own
    ``__str__`` (a class uses this to build its own notation)."""
    return _record(value)


def _record(value: Any) -> str:
    parts = []
    for item in dataclasses.fields(value):
        if not item.init:
            continue
        current = getattr(value, item.name)
        if _is_default(item, current):
            continue
        parts.append(f"{_key(item)}={dumps(current)}")
    return f"{type(value).__name__}(" + " ".join(parts) + ")"


def _is_default(item: dataclasses.Field[Any], current: object) -> bool:
    if item.default is not dataclasses.MISSING:
        return bool(current == item.default)
    if item.default_factory is not dataclasses.MISSING:
        return bool(current == item.default_factory())
    return False


def _key(item: dataclasses.Field[Any]) -> str:
    return str(item.metadata.get("key", item.name))


def _word(text: str) -> str:
    if text and _ATOM.match(text) and text not in ("-", "ja", "nee"):
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _enum_text(value: enum.Enum) -> str:
    return value.value if isinstance(value.value, str) else value.name.lower()


def _has_own_notation(cls: type) -> bool:
    own_str = any("__str__" in vars(klass) for klass in cls.__mro__[:-1])
    return callable(getattr(cls, "parse", None)) and own_str


# -- reading -----------------------------------------------------------------------------------


def loads(text: str, kind: type[T] | Any, *, as_record: bool = False) -> T:
    """Read ``text`` as a value of type ``kind``; ``NotationSyntaxError`` when it is not one.

    ``as_record`` reads a record even when ``kind`` has its own ``parse`` (the counterpart of
    ``record``). A text that is not a ``str`` is a ``TypeError``; one longer than ``MAX_TEXT`` is
    refused unread."""
    if not isinstance(text, str):
        raise TypeError(f"notatie is tekst (str), niet {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise NotationSyntaxError(
            f"de tekst is {len(text)} tekens lang; een notatie is hoogstens {MAX_TEXT} tekens"
        )
    tokens = _Tokens(text)
    value = _read_record(tokens, kind) if as_record else _read(tokens, kind)
    tokens.expect_end()
    return typing.cast(T, value)


class _Tokens:
    def __init__(self, text: str) -> None:
        self.items = list(self._scan(text))
        self.at = 0
        self.depth = 0

    @staticmethod
    def _scan(text: str) -> Iterator[tuple[str, str]]:
        """The tokens of ``text`` in one pass (each step starts where the last ended: linear)."""
        position = 0
        end = len(text)
        while position < end:
            space = _SPACE.match(text, position)
            if space is not None and space.end() == end:
                return
            match = _TOKEN.match(text, position)
            if match is None or match.end() == position:
                shown = dutch_quoted(text[position : position + 20])
                raise NotationSyntaxError(f"onleesbare tekst bij {shown}")
            kind = match.lastgroup or "atom"
            yield kind, match[kind]
            position = match.end()

    def enter(self) -> None:
        """One level deeper into a record or list; too deep is refused (``MAX_DEPTH``)."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise NotationSyntaxError(f"de tekst is dieper genest dan {MAX_DEPTH} niveaus")

    def leave(self) -> None:
        self.depth -= 1

    def peek(self) -> tuple[str, str] | None:
        return self.items[self.at] if self.at < len(self.items) else None

    def take(self) -> tuple[str, str]:
        token = self.peek()
        if token is None:
            raise NotationSyntaxError("de tekst houdt te vroeg op")
        self.at += 1
        return token

    def expect(self, punct: str) -> None:
        kind, text = self.take()
        if kind != "punct" or text != punct:
            raise NotationSyntaxError(f"hier hoort {punct!r}, niet {dutch_quoted(text)}")

    def word(self) -> str:
        kind, text = self.take()
        if kind == "quoted":
            return re.sub(r"\\(.)", r"\1", text[1:-1])
        if kind == "atom":
            return text
        raise NotationSyntaxError(f"hier hoort een waarde, niet {dutch_quoted(text)}")

    def expect_end(self) -> None:
        if self.peek() is not None:
            _, extra = self.peek() or ("", "")
            raise NotationSyntaxError(f"na de waarde staat nog tekst: {dutch_quoted(extra)}")


def _read(tokens: _Tokens, kind: Any) -> Any:
    tokens.enter()
    try:
        return _read_value(tokens, kind)
    finally:
        tokens.leave()


def _read_value(tokens: _Tokens, kind: Any) -> Any:
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        return _read_union(tokens, typing.get_args(kind))
    if origin is tuple:
        args = typing.get_args(kind)
        if len(args) == 2 and args[1] is Ellipsis:
            return _read_tuple(tokens, args[0])
        return _read_fixed_tuple(tokens, args)
    if kind is type(None):
        if tokens.word() != "-":
            raise NotationSyntaxError("hier hoort '-' (niets)")
        return None
    if kind is bool:
        return _read_bool(tokens.word())
    if kind is int:
        return _read_int(tokens.word())
    if kind is str:
        return tokens.word()
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return _read_enum(tokens.word(), kind)
    if isinstance(kind, type) and _has_own_notation(kind):
        return kind.parse(tokens.word())  # type: ignore[attr-defined]
    if isinstance(kind, type):
        return _read_record(tokens, kind)
    raise TypeError(f"no notation for {kind!r}")


def _read_union(tokens: _Tokens, options: tuple[Any, ...]) -> Any:
    token = tokens.peek()
    if token == ("atom", "-") and type(None) in options:
        tokens.take()
        return None
    others = [option for option in options if option is not type(None)]
    if len(others) == 1:
        return _read(tokens, others[0])
    return _read_record(tokens, others)


def _read_tuple(tokens: _Tokens, item: Any) -> tuple[Any, ...]:
    tokens.expect("[")
    items = []
    while tokens.peek() != ("punct", "]"):
        items.append(_read(tokens, item))
    tokens.take()
    return tuple(items)


def _read_fixed_tuple(tokens: _Tokens, kinds: tuple[Any, ...]) -> tuple[Any, ...]:
    tokens.expect("[")
    items = tuple(_read(tokens, kind) for kind in kinds)
    tokens.expect("]")
    return items


def _read_bool(word: str) -> bool:
    if word not in ("ja", "nee"):
        raise NotationSyntaxError(f"hier hoort ja of nee, niet {dutch_quoted(word)}")
    return word == "ja"


def _read_int(word: str) -> int:
    if not re.fullmatch(r"-?[0-9]{1,9}", word):
        raise NotationSyntaxError(
            f"hier hoort een geheel getal van hoogstens 9 cijfers, niet {dutch_quoted(word, 20)}"
        )
    return int(word)


def _read_enum(word: str, kind: type[enum.Enum]) -> enum.Enum:
    for member in kind:
        if _enum_text(member) == word:
            return member
    choices = ", ".join(_enum_text(m) for m in kind)
    raise NotationSyntaxError(f"{dutch_quoted(word, 20)} is geen van deze: {choices}")


def _read_record(tokens: _Tokens, kind: type | list[Any]) -> Any:
    name = tokens.word()
    cls = _class_named(name, kind)
    tokens.expect("(")
    fields = {_key(item): item for item in dataclasses.fields(cls) if item.init}
    hints = _hints(cls)
    values: dict[str, Any] = {}
    while tokens.peek() != ("punct", ")"):
        key = tokens.word()
        if key not in fields or fields[key].name in values:
            raise NotationSyntaxError(
                f"{name} heeft geen veld {dutch_quoted(key, 20)} (of het staat er twee keer)"
            )
        tokens.expect("=")
        values[fields[key].name] = _read(tokens, hints[fields[key].name])
    tokens.take()
    try:
        return cls(**values)
    except NotationSyntaxError:
        raise
    except ValueError as error:  # the record's own check (a bag of 17 counts ...)
        if hasattr(error, "clause_id"):  # already a Dutch RuleError: keep it
            raise
        raise NotationSyntaxError(f"een {name} met deze waarden kan niet bestaan") from None
    except TypeError:
        missing = [key for key, item in fields.items() if item.name not in values]
        raise NotationSyntaxError(
            f"bij {name} ontbreekt een verplicht veld ({', '.join(missing)})"
        ) from None


def _class_named(name: str, kind: type | list[Any]) -> type:
    candidates = kind if isinstance(kind, list) else [kind]
    for candidate in candidates:
        for cls in _with_subclasses(candidate):
            if cls.__name__ == name and dataclasses.is_dataclass(cls):
                return cls
    raise NotationSyntaxError(f"{dutch_quoted(name, 30)} is hier geen bekende soort")


def _with_subclasses(cls: type) -> Iterator[type]:
    yield cls
    subclasses: list[type] = cls.__subclasses__()
    for sub in subclasses:
        yield from _with_subclasses(sub)


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


# -- the tasks in a state's queues -------------------------------------------------------------


def task_code(task: object) -> str:
    """A task's code in a state's notation (``kopen``, ``aanvullen:dorp``): what its own
    ``code()`` writes; a task without one is a programmer's mistake (``TypeError``)."""
    code = getattr(task, "code", None)
    if not callable(code):
        raise TypeError(f"{type(task).__name__} has no notation")
    return str(code())


class TaskNotation(Generic[TaskT]):
    """How the tasks of one game are read back from their codes: each kind by its name, the
    word before the first ``:`` of the code (``aanvullen`` for ``aanvullen:dorp``).

    ``TaskNotation(game, clause_id, {name: reader})``: ``game`` is the Dutch name a refusal
    gives ("... is geen taak van Castle Combo."), ``clause_id`` the notation's clause the
    ``NotationError`` cites, and each reader turns a whole code into its task (a Dutch
    ``NotationError`` for a code it cannot read). A game builds one, listing its task kinds, as
    a constant of the module where the tasks live; ``extended`` gives a new one with an
    expansion's kinds added (a name that is there already is a ``ValueError``: a second reader
    would make the first one silently dead). It is never filled when a module is imported.
    """

    __slots__ = ("_readers", "clause_id", "game")

    def __init__(
        self, game: str, clause_id: str, readers: Mapping[str, Callable[[str], TaskT]]
    ) -> None:
        self.game = game
        self.clause_id = clause_id
        self._readers: dict[str, Callable[[str], TaskT]] = {}
        self._add(readers)

    def _add(self, readers: Mapping[str, Callable[[str], TaskT]]) -> None:
        for name, reader in readers.items():
            if not isinstance(name, str) or not _ATOM.match(name) or ":" in name:
                raise ValueError(f"{self.game}: {name!r} cannot name a task in the notation")
            if not callable(reader):
                raise TypeError(f"{self.game}: the reader of the task {name!r} is not callable")
            if name in self._readers:
                raise ValueError(f"{self.game}: the task {name!r} is read twice")
            self._readers[name] = reader

    def extended(self, readers: Mapping[str, Callable[[str], TaskT]]) -> TaskNotation[TaskT]:
        """A new notation: this one's task kinds and ``readers`` (none of them known here)."""
        bigger: TaskNotation[TaskT] = TaskNotation(self.game, self.clause_id, self._readers)
        bigger._add(readers)
        return bigger

    def read(self, word: str) -> TaskT:
        """The task written as ``word`` (a Dutch ``NotationError`` for a code of no task of
        this game)."""
        reader = self._readers.get(word.split(":", 1)[0])
        if reader is None:
            raise NotationError(
                self.clause_id, f"{dutch_quoted(word[:30])} is geen taak van {self.game}."
            )
        return reader(word)

    @staticmethod
    def code(task: object) -> str:
        """The code a task is written as (``task_code``)."""
        return task_code(task)

    def names(self) -> tuple[str, ...]:
        """The names of the task kinds read, in the order they were listed."""
        return tuple(self._readers)

    def __contains__(self, name: object) -> bool:
        return name in self._readers

    def __repr__(self) -> str:
        return f"TaskNotation({self.game!r}, {len(self._readers)} task kinds)"


def tasks_at(reference: str) -> TaskNotation[Any]:
    """The ``TaskNotation`` named by ``reference``, ``"module:NAME"``: the module is imported by
    name (as ``pictures`` finds a game's drawings) and ``NAME`` is the notation, or a function
    without arguments that returns it. A state's ``parse`` asks it, so the module of the state
    names its game's tasks as data instead of importing the rules that define them (the rules
    import the state)."""
    module, _, name = reference.partition(":")
    found = getattr(importlib.import_module(module), name)
    notation = found() if callable(found) else found
    if not isinstance(notation, TaskNotation):
        raise TypeError(f"{reference} names no TaskNotation")
    return notation
