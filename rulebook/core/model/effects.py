"""Effects as data, and the registry that says which function applies each kind.

A game describes what its cards, books and abilities do as small frozen values (``Effect``):
each says in Dutch what it does and may name the clause it rests on. The game's engine does not
ask ``isinstance`` of them one by one; it looks the effect's type up in an ``EffectRegistry``,
which maps each effect type to the one function that applies it. An expansion brings its own
effect types and registers them into an extension of the base game's registry (``extended``):
plain data, no wrapped functions, no catch-all that swallows what nobody knows. An effect no
registration covers is a programmer's mistake and raises ``ValueError``.

``Explained`` is what a rule function returns when both the engine and a ruling ask it: the
value the engine uses and the steps (clause and Dutch sentence, as in a ``Ruling``) that say
how it follows from the rules. The engine takes the value, the ruling the steps, and the two
cannot disagree because they are one computation.

This module names no game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from rulebook.core.model.steps import Step

ValueT = TypeVar("ValueT", covariant=True)
T = TypeVar("T")
HandlerT = TypeVar("HandlerT", bound=Callable[..., Any])


@dataclass(frozen=True)
class Effect:
    """The base of every effect value of every game: ``dutch()`` says what it does.

    Not an ``abc.ABC`` on purpose: an engine and a simulator ask ``isinstance`` of effects
    hundreds of thousands of times a second, and an ABC makes every such check slower. Every
    effect class says what it does (a game's tests ask ``dutch()`` of every card and book).

    ``clause_id`` is the clause the effect rests on when the effect itself fixes it (the black
    book: its own clause); an effect that many cards or books share (gain a ruby) rests on the
    clause of whatever gives it, which the game passes along with the effect, and says ``""``.
    A subclass overrides the property, or declares a field of that name with a default (a
    field without one cannot shadow the property: its ``__init__`` could not set it).
    """

    @property
    def clause_id(self) -> str:
        return ""

    def dutch(self) -> str:
        """What the effect does, in Dutch, as a phrase that fits after a colon."""
        raise NotImplementedError(f"{type(self).__name__} says nothing in Dutch")


@dataclass(frozen=True)
class Explained(Generic[ValueT]):
    """A value together with the steps that explain it, each a clause and a Dutch sentence.

    The steps are ``core.reader.rulings.Step`` values without a state, so a ruling takes them
    as they are (``Ruling(question, answer, explained.value, explained.steps)``) or gives them
    its own pictures (``with_state``).
    """

    value: ValueT
    steps: tuple[Step, ...] = ()

    @staticmethod
    def of(value: T, *steps: tuple[str, str]) -> Explained[T]:
        """``Explained.of(3, (clause_id, text), ...)``: the value and its steps as pairs."""
        return Explained(value, tuple(Step(clause_id, text) for clause_id, text in steps))

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps)

    def texts(self) -> list[str]:
        """The Dutch sentences of the steps, in order."""
        return [step.text for step in self.steps]

    def with_state(self, state: object) -> tuple[Step, ...]:
        """The steps, each showing ``state`` (the picture a ruling draws beside them)."""
        return tuple(Step(step.clause_id, step.text, state) for step in self.steps)


class EffectRegistry(Generic[HandlerT]):
    """Which function applies which effect type: one registration per type, found by type.

    ``handler(effect)`` looks ``type(effect)`` up in a dict; a type registered nowhere is looked
    for once along its method resolution order (so a subclass of a registered effect finds its
    parent's function unless it has its own) and the answer is cached. Registering a type twice
    is refused: a second function for the same effect would make the first one silently dead.

    A registry is built once and then only read. An expansion does not change the base game's
    registry; ``extended`` gives a new one with the expansion's registrations on top, and a game
    with the expansion switched on uses that one.
    """

    __slots__ = ("_found", "_rules", "name")

    def __init__(self, name: str, rules: Mapping[type[Effect], HandlerT] | None = None) -> None:
        self.name = name
        self._rules: dict[type[Effect], HandlerT] = {}
        self._found: dict[type, HandlerT] = {}
        for kind, handler in (rules or {}).items():
            self._add(kind, handler)

    def _add(self, kind: type[Effect], handler: HandlerT) -> None:
        if not (isinstance(kind, type) and issubclass(kind, Effect)):
            raise TypeError(f"{self.name}: {kind!r} is not an effect type")
        if not callable(handler):
            raise TypeError(f"{self.name}: the rule for {kind.__name__} is not callable")
        if kind in self._rules:
            raise ValueError(f"{self.name}: {kind.__name__} is registered twice")
        self._rules[kind] = handler

    def extended(
        self, rules: Mapping[type[Effect], HandlerT], name: str | None = None
    ) -> EffectRegistry[HandlerT]:
        """A new registry: this one's registrations and ``rules`` (none of them registered
        here already)."""
        bigger: EffectRegistry[HandlerT] = EffectRegistry(name or self.name, self._rules)
        for kind, handler in rules.items():
            bigger._add(kind, handler)
        return bigger

    def handler(self, effect: Effect) -> HandlerT:
        """The function that applies ``effect``; ``ValueError`` when no registration covers
        its type (a programmer's mistake: a new effect nobody taught the engine)."""
        kind = type(effect)
        found = self._found.get(kind)
        if found is None:
            found = self._lookup(kind)
        return found

    def _lookup(self, kind: type) -> HandlerT:
        for base in kind.__mro__:
            if base in self._rules:
                found = self._rules[base]
                self._found[kind] = found
                return found
        raise ValueError(f"{self.name}: no rule for the effect {kind.__name__}")

    def knows(self, kind: type) -> bool:
        """Whether some registration covers effects of type ``kind``."""
        return any(base in self._rules for base in kind.__mro__)

    def kinds(self) -> tuple[type[Effect], ...]:
        """The effect types registered, in the order they were registered."""
        return tuple(self._rules)

    def __contains__(self, effect: object) -> bool:
        return isinstance(effect, Effect) and self.knows(type(effect))

    def __len__(self) -> int:
        return len(self._rules)

    def __repr__(self) -> str:
        return f"EffectRegistry({self.name!r}, {len(self._rules)} effect types)"
