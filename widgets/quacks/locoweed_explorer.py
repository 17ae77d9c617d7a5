"""The locoweed explorer: choose one of the four locoweed books, build a cauldron, draw a
locoweed and see what the book does with it.

``LocoweedExplorer`` is a ``VBox`` of two widgets: ``LocoweedControls`` and a ``Stepper``. The
reader chooses a book (10, 11, 12 or 16; the Stepper shows its price, ``price_ruling``), lays
chips in the cauldron (each as far as its value, as ``locoweed.lay_by_value`` does) and draws a
locoweed. From then on the Stepper walks ``locoweed_ruling``: how far the locoweed goes and which
chips the book counts (12, 16), the next field (10, 11), and for book 11 the essence phase after.
With book 10 the reader then picks the chip that goes back to the bag, or none; the list of
chips and whether each may go back come from ``locoweed.return_options``, which asks
``return_one``, the function the ruling itself uses.

Every click arrives as an intent (``{"type": "draw"}``) and is answered from ``rulebook`` alone.
A refusal (a white chip back with book 10, a chip nobody owns, an intent that makes no sense)
shows its Dutch reason and clause in the controls and changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import traitlets

from rulebook.core import RuleError, Ruling
from rulebook.core.dutch import coins
from rulebook.quacks import Chip, Chips
from rulebook.quacks.alchemists.locoweed.books import (
    BOOKS,
    EFFECTS,
    LOCOWEED,
    LocoweedResult,
    LocoweedView,
    ReturnItself,
    lay_by_value,
    locoweed_book,
    locoweed_ruling,
    price_ruling,
    return_options,
)
from rulebook.quacks.table import Cauldron
from widgets._base import (
    Delegated,
    Plan,
    Planner,
    RulebookBox,
    no_kernel_note,
    option,
    ruling_html,
    ruling_view,
)
from widgets._intents import IntentError, describe, int_field, str_field, value_field
from widgets.quacks._chips import chip_view, every_chip
from widgets.stepper import Stepper

INTENTS = ("book", "add", "remove", "cauldron", "draw", "undraw", "give_back", "itself")
"""The intents the controls' JavaScript may send:

- ``book`` {value}: the locoweed book on the table, 10, 11, 12 or 16;
- ``add`` {chip}: one more chip in the cauldron (``G2``, ``N``); ``remove`` {index}: the chip at
  that place (0 is the first chip laid); ``cauldron`` {text}: the whole cauldron (``O1 G2 W3``);
- ``draw``: draw a locoweed now; ``undraw``: take it out again (back to building);
- ``give_back`` {field}: book 10, the field of the chip that goes back to the bag (``null``:
  none); ``itself`` {value}: the option ``ReturnItself`` (``ook-zichzelf``/``niet-zichzelf``).
"""

NOTHING_CHANGED = "In de verkenner is niets veranderd."

ITSELF_LABELS = {
    ReturnItself.ALLOWED: "ook zichzelf (standaard)",
    ReturnItself.NOT_ITSELF: "niet zichzelf",
}
"""The two readings of book 10's open question, as the select names them (clause
``alchemisten.narrenkruid.boek10.zichzelf``)."""


# -- what the controls show, read from rulebook data ------------------------------------------


def choices() -> dict[str, list[dict[str, object]]]:
    """The options of the fixed selects, as ``{name: [{"value": ..., "label": ...}]}``."""
    return {
        "book": [
            option(number, f"boek {number} ({coins(book.price)})") for number, book in BOOKS.items()
        ],
        "itself": [option(choice.value, label) for choice, label in ITSELF_LABELS.items()],
    }


def book_text(number: int) -> str:
    """What a locoweed costs with book ``number`` and what the book does, in one sentence."""
    book = BOOKS[number]
    does = EFFECTS[number].dutch()
    return (
        f"Met boek {number} kost een narrenkruid {coins(book.price)}; "
        f"het boek werkt {book.acts}: {does}."
    )


def _book(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise IntentError(
            f"Een narrenkruidboek is een getal (10, 11, 12 of 16), niet {describe(value)}."
        )
    locoweed_book(value)  # a RuleError naming the clause for any other number
    return value


def _itself(value: object) -> ReturnItself:
    for choice in ReturnItself:
        if value == choice.value:
            return choice
    names = " of ".join(f"‘{choice.value}’" for choice in ReturnItself)
    raise IntentError(f"Er is geen keuze {describe(value)}; kies {names}.")


def _field(content: Mapping[str, object], kind: str) -> int | None:
    """The field of a ``give_back`` intent: a whole number, or ``null`` for none."""
    if value_field(content, "field", kind) is None:
        return None
    return int_field(content, "field", kind)


# -- the state the explorer holds --------------------------------------------------------------


@dataclass(frozen=True)
class Trial:
    """One try: the book, the chips in the cauldron before the locoweed, whether it is drawn,
    and (book 10) the field of the chip that goes back and the reading of ``ReturnItself``."""

    book: int
    chips: Chips
    drawn: bool = False
    give_back: int | None = None
    itself: ReturnItself = ReturnItself.ALLOWED

    def ruling(self) -> Ruling[Any]:
        """What the Stepper shows: the book's price before the draw, the book at work after.
        A ``RuleError`` when the rules refuse this try (nothing is shown then)."""
        if not self.drawn:
            return price_ruling(self.book)
        return locoweed_ruling(self.book, self.chips, give_back=self.give_back, itself=self.itself)

    def placed(self) -> Cauldron:
        """The cauldron right after the locoweed is placed, before book 10 returns a chip."""
        return locoweed_ruling(self.book, self.chips, itself=self.itself).result.cauldron


def checked(trial: Trial) -> Ruling[Any]:
    """The ruling of ``trial``; a refusal keeps the rules' reason and clause and says that the
    explorer did not change."""
    try:
        return trial.ruling()
    except RuleError as refusal:
        raise RuleError(refusal.clause_id, f"{refusal.message} {NOTHING_CHANGED}") from refusal


def picture_of(trial: Trial, ruling: Ruling[Any]) -> LocoweedView:
    """The cauldron as it stands: the chips laid by value, or after the draw (and the return)
    with the locoweed just placed ringed while it is still there."""
    if not trial.drawn:
        return LocoweedView(lay_by_value(trial.chips))
    result: LocoweedResult = ruling.result
    chips = result.cauldron.chips
    still_there = bool(chips) and chips[-1].field == result.field and chips[-1].chip == LOCOWEED
    return LocoweedView(result.cauldron, (len(chips) - 1,) if still_there else ())


# -- the widgets -------------------------------------------------------------------------------


class LocoweedControls(Delegated):
    """The controls of the explorer: the book, the cauldron, the draw and book 10's return.

    A view only: it shows what ``LocoweedExplorer`` tells it (``show``) and hands every intent
    from the browser to the explorer's planner, which checks it against the rules.
    """

    MODULE = "locoweed_explorer"
    INTENTS = INTENTS

    choices = traitlets.Dict().tag(sync=True)
    palette = traitlets.List(traitlets.Dict()).tag(sync=True)
    book = traitlets.Int(16).tag(sync=True)
    book_text = traitlets.Unicode("").tag(sync=True)
    notation = traitlets.Unicode("").tag(sync=True)
    laid = traitlets.List(traitlets.Dict()).tag(sync=True)
    """The chips before the locoweed, each with its field (``chip_view`` + ``field``)."""
    drawn = traitlets.Bool(False).tag(sync=True)
    outcome = traitlets.Unicode("").tag(sync=True)
    returns = traitlets.List(traitlets.Dict()).tag(sync=True)
    """Book 10 after the draw: every chip of the cauldron, whether it may go back and why not."""
    give_back = traitlets.Int(None, allow_none=True).tag(sync=True)
    itself = traitlets.Unicode("").tag(sync=True)
    picture = traitlets.Unicode("").tag(sync=True)

    def __init__(self, planner: Planner, **kwargs: Any) -> None:
        super().__init__(
            planner, palette=[chip_view(c) for c in every_chip()], choices=choices(), **kwargs
        )

    def show(self, trial: Trial, ruling: Ruling[Any]) -> None:
        """Show a state the rules accepted; clear the error."""
        laid = lay_by_value(trial.chips)
        with self.hold_sync():
            self.book = trial.book
            self.book_text = book_text(trial.book)
            self.notation = str(trial.chips)
            self.laid = [{**chip_view(p.chip), "field": p.field} for p in laid.chips]
            self.drawn = trial.drawn
            self.outcome = ruling.answer if trial.drawn else ""
            self.returns = returns_view(trial)
            self.give_back = trial.give_back
            self.itself = trial.itself.value
            self.picture = str(picture_of(trial, ruling)._repr_svg_())
            self.error = ""

    def __repr__(self) -> str:
        return f"LocoweedControls(boek={self.book}, getrokken={self.drawn})"


def returns_view(trial: Trial) -> list[dict[str, object]]:
    """Book 10 after the draw: the chips the reader may pick, each with ``return_options``'
    answer (``allowed`` and, when not, the rules' reason in ``why``)."""
    if trial.book != 10 or not trial.drawn:
        return []
    return [
        {
            **chip_view(choice.chip),
            "field": choice.field,
            "allowed": choice.allowed,
            "why": "" if choice.refusal is None else choice.refusal.message,
        }
        for choice in return_options(trial.placed(), trial.itself)
    ]


NO_KERNEL = no_kernel_note(
    "De narrenkruidverkenner", "de ketel van het begin en wat het narrenkruid daar kost"
)
"""The first lines of the explorer's static copy (GitHub, nbviewer, a notebook not yet run)."""


class LocoweedExplorer(RulebookBox):
    """Choose a locoweed book, build a cauldron, draw a locoweed and walk what the book does.

    ``LocoweedExplorer(book=10, chips="O1 G2 W1")`` starts before the draw, the Stepper on the
    book's price. ``apply(intent)`` does what a click does; ``choose``, ``add``, ``remove``,
    ``draw``, ``give_back`` and ``choose_itself`` are the same in Python. ``trial``, ``ruling``,
    ``cauldron`` and ``error`` give the state. ``itself`` is book 10's open question (the option
    ``ReturnItself``, default 'ook zichzelf').
    """

    controls: LocoweedControls

    def __init__(
        self,
        book: int = 10,
        chips: Chips | str = "O1 G2 W1",
        *,
        itself: ReturnItself = ReturnItself.ALLOWED,
        **kwargs: Any,
    ) -> None:
        given = Chips.parse(chips) if isinstance(chips, str) else chips
        trial = Trial(locoweed_book(book).number, given, itself=itself)
        ruling = trial.ruling()
        self._trial = trial
        self._ruling = ruling
        controls = LocoweedControls(planner=self._plan)
        controls.show(trial, ruling)
        self.stepper = Stepper(ruling)
        super().__init__(controls, self.stepper, **kwargs)
        self.add_class("rb-locoweed-explorer")

    # -- what a reader (or a notebook cell) can do -------------------------------------------

    def choose(self, book: int) -> None:
        self.apply({"type": "book", "value": book})

    def add(self, chip: str) -> None:
        self.apply({"type": "add", "chip": chip})

    def remove(self, index: int) -> None:
        self.apply({"type": "remove", "index": index})

    def draw(self) -> None:
        self.apply({"type": "draw"})

    def give_back(self, field: int | None) -> None:
        self.apply({"type": "give_back", "field": field})

    def choose_itself(self, value: str) -> None:
        self.apply({"type": "itself", "value": value})

    @property
    def trial(self) -> Trial:
        return self._trial

    @property
    def ruling(self) -> Ruling[Any]:
        """What the Stepper shows: the price before the draw, ``locoweed_ruling`` after."""
        return self._ruling

    @property
    def cauldron(self) -> Cauldron:
        """The cauldron as it stands: before the draw, or after the locoweed (and a return)."""
        if not self._trial.drawn:
            return lay_by_value(self._trial.chips)
        result: LocoweedResult = self._ruling.result
        return result.cauldron

    # -- intents -------------------------------------------------------------------------------

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        trial = self._next(kind, content, self._trial)
        ruling = checked(trial)

        def accept() -> None:
            self._trial = trial
            self._ruling = ruling
            self.stepper.show(ruling)
            self.controls.show(trial, ruling)

        return accept

    def _next(self, kind: str, content: Mapping[str, object], trial: Trial) -> Trial:
        """The try after intent ``kind``, not yet checked by the rules (``checked`` does)."""
        if kind == "book":
            return replace(trial, book=_book(value_field(content, "value", kind)), give_back=None)
        if kind == "itself":
            return replace(trial, itself=_itself(value_field(content, "value", kind)))
        if kind in ("add", "remove", "cauldron"):
            return replace(trial, chips=self._chips(kind, content), drawn=False, give_back=None)
        if kind == "draw":
            if trial.drawn:
                raise IntentError(
                    "Het narrenkruid ligt al in je ketel. Haal het eerst weer weg om opnieuw "
                    f"te trekken. {NOTHING_CHANGED}"
                )
            return replace(trial, drawn=True, give_back=None)
        if kind == "undraw":
            if not trial.drawn:
                raise IntentError(
                    f"Er ligt nog geen narrenkruid om weg te halen. {NOTHING_CHANGED}"
                )
            return replace(trial, drawn=False, give_back=None)
        # give_back
        field = _field(content, kind)
        if not trial.drawn:
            raise IntentError(
                f"Trek eerst een narrenkruid; pas daarna doe je met boek 10 een fiche terug. "
                f"{NOTHING_CHANGED}"
            )
        return replace(trial, give_back=field)

    def _chips(self, kind: str, content: Mapping[str, object]) -> Chips:
        chips = self._trial.chips
        if kind == "add":
            return chips.add(Chip.parse(str_field(content, "chip", kind)))
        if kind == "remove":
            return chips.remove_at(int_field(content, "index", kind))
        return Chips.parse(str_field(content, "text", kind))

    def __repr__(self) -> str:
        state = "getrokken" if self._trial.drawn else "nog niet getrokken"
        return (
            f"LocoweedExplorer(boek={self._trial.book}, ketel={str(self._trial.chips)!r}, "
            f"narrenkruid {state})"
        )

    def static_html(self) -> str:
        """What a reader without a running notebook sees: that the explorer needs one, the
        cauldron of the start, and the ruling the Stepper shows (the book's price)."""
        from rulebook.core.drawing.svg import as_img

        return (
            f'<div class="rb-static">{NO_KERNEL}{as_img(self.controls.picture)}'
            f"{ruling_html(ruling_view(self._ruling))}</div>"
        )
