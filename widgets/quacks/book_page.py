"""One page per ingredient set: every book of the set, its page, and its action at work.

``BookPage(set=2)`` shows the books on the table with set 2 (orange and black are the same in
every set): tabs for the set and for the book, the book's page (``book_svg``: prices, action,
when it acts) and a worked example of the action (from ``rulebook.quacks.examples``) in a
``Stepper``, played by the engine step by step with the rule of each step.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from functools import cache
from typing import Any

import traitlets

from rulebook.core.drawing.svg import as_img
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.books import SET_COLOURS, SETS, Book, book
from rulebook.quacks.data import Ingredient
from rulebook.quacks.pictures import book_svg
from rulebook.quacks.pictures.cards import book_text, book_title
from widgets._base import Delegated, Plan, RulebookBox, no_kernel_note, option
from widgets._intents import IntentError, int_field, str_field
from widgets.stepper import Stepper

INTENTS = ("set", "book")
"""``set`` carries a whole ``value`` (1 to 4); ``book`` a ``colour`` (``"rood"``)."""

COLOURS = (Ingredient.ORANGE, Ingredient.BLACK, *SET_COLOURS)
"""The books on the table, in the order of the shop: orange, black, then the five of a set."""

OWN_EXAMPLES = {
    Ingredient.ORANGE: "pompoen",
    Ingredient.BLACK: "zwart: meer dan beide buren",
}
"""The worked example of the two books that are the same in every set; the others are named
``"<kleur>, set <n>"`` in ``rulebook.quacks.examples.EXAMPLES``."""


def book_of(colour: Ingredient, set_number: int) -> Book:
    return book(colour, set_number)


def example_name(colour: Ingredient, set_number: int) -> str:
    return OWN_EXAMPLES.get(colour, f"{colour.colour}, set {set_number}")


@cache
def example(colour: Ingredient, set_number: int) -> Ruling[Any]:
    """The worked example of a book (played once, then kept: the examples never change)."""
    from rulebook.quacks.examples import EXAMPLES

    return EXAMPLES[example_name(colour, set_number)]()


def _colour_named(name: str) -> Ingredient:
    for colour in COLOURS:
        if colour.colour == name:
            return colour
    known = ", ".join(colour.colour for colour in COLOURS)
    raise IntentError(f"Er is geen boek ‘{name[:40]}’ op tafel; kies een van: {known}.")


class BookControls(Delegated):
    """The tabs and the book's page; the ``BookPage`` around them checks every intent."""

    MODULE = "book_page"
    INTENTS = INTENTS

    set = traitlets.Int(1).tag(sync=True)
    colour = traitlets.Unicode("").tag(sync=True)
    sets = traitlets.List(traitlets.Dict()).tag(sync=True)
    books = traitlets.List(traitlets.Dict()).tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    action = traitlets.Unicode("").tag(sync=True)
    picture = traitlets.Unicode("").tag(sync=True)

    def __repr__(self) -> str:
        return f"BookControls(set {self.set}, {self.colour})"


class BookPage(RulebookBox):
    """The books of one set: ``BookPage(set=2)``, or ``BookPage(set=2, book="rood")``.

    ``choose_set(n)`` and ``choose_book("rood")`` do what the tabs do.
    """

    controls: BookControls

    def __init__(self, set: int = 1, *, book: str = "groen", **kwargs: Any) -> None:
        if set not in SETS:
            raise ValueError(f"set {set} does not exist (1 to 4)")
        colour = _colour_named(book)
        ruling = example(colour, set)
        controls = BookControls(
            planner=self._plan,
            sets=[option(n, f"set {n}") for n in SETS],
        )
        self.stepper = Stepper(ruling)
        super().__init__(controls, self.stepper, **kwargs)
        self.add_class("rb-book-page-box")
        self._show(set, colour, ruling)

    # -- what a reader (or a notebook cell) can do -------------------------------------------

    @property
    def book(self) -> Book:
        return book_of(_colour_named(self.controls.colour), self.controls.set)

    def choose_set(self, number: int) -> None:
        self.apply({"type": "set", "value": number})

    def choose_book(self, colour: str) -> None:
        self.apply({"type": "book", "colour": colour})

    # -- intents -------------------------------------------------------------------------------

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        set_number = self.controls.set
        colour = _colour_named(self.controls.colour)
        if kind == "set":
            set_number = int_field(content, "value", kind)
            if set_number not in SETS:
                raise IntentError(f"Er zijn sets 1 tot 4, geen set {set_number}.")
        else:
            colour = _colour_named(str_field(content, "colour", kind))
        ruling = example(colour, set_number)

        def accept() -> None:
            self._show(set_number, colour, ruling)

        return accept

    def _show(self, set_number: int, colour: Ingredient, ruling: Ruling[Any]) -> None:
        shown = book_of(colour, set_number)
        with self.controls.hold_sync():
            self.controls.set = set_number
            self.controls.colour = colour.colour
            self.controls.books = [
                {
                    "colour": c.colour,
                    "label": f"{c.colour}: {c.dutch}",
                    "fill": c.fill,
                    "changes": c in SET_COLOURS,
                }
                for c in COLOURS
            ]
            self.controls.title = book_title(shown)
            self.controls.action = book_text(shown)
            self.controls.picture = str(book_svg(shown))
            self.controls.error = ""
        self.stepper.show(ruling)
        self.stepper.goto(0)  # a new example starts at its first step

    # -- text and static views ------------------------------------------------------------------

    def __repr__(self) -> str:
        return f"BookPage(set {self.controls.set}, {self.controls.colour})"

    def static_html(self) -> str:
        """Every book of the set with its page, for a reader without a kernel."""
        set_number = self.controls.set
        pages = "".join(
            f"<h4>{html.escape(book_title(book_of(c, set_number)))}</h4>"
            f"{as_img(str(book_svg(book_of(c, set_number))))}"
            for c in COLOURS
        )
        note = no_kernel_note("Deze bladzijde", f"de boeken van set {set_number}")
        return f'<div class="rb-static">{note}{pages}</div>'
