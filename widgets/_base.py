"""The one small base every rulebook widget stands on: Python owns the state, the browser asks.

A widget's JavaScript draws the synced traits and forwards what the reader did as an intent
(``{"type": "next"}``). Nothing that arrives from the browser is trusted:

- **Intents** are the only way in. ``RulebookWidget.apply`` reads one, asks the widget for a plan
  (``_plan``: check everything, change nothing) and carries the plan out in one go. A refused
  intent sets ``error`` to a Dutch sentence and changes nothing else; a bug shows a Dutch sentence
  too (never an exception's name) and is raised for the kernel's log.
- **State writes** (``model.set(...); model.save_changes()`` in a page, or any crafted update)
  are all refused: the display traits, the inherited ones (``tooltip``, ``layout``, ``_esm``, a
  box's ``children``) and names that do not exist. Python answers with the true state, so the
  browser never shows what Python does not hold. ``Guarded`` does this for any ipywidgets widget
  (the explorer is a ``VBox``), ``GuardedLayout`` for the layout models.

The JavaScript and CSS every widget shares (``static/base.js``, ``static/base.css``: DOM helpers,
the intent plumbing, the refusal box, theme colours) are put in front of each widget's own module
when its class is defined, because anywidget loads one file per widget and cannot import another.
"""

from __future__ import annotations

import html
import pathlib
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

import anywidget
import ipywidgets
import traitlets

from rulebook.core import RuleError, Ruling, clause
from widgets._intents import IntentError, intent_of, rule_error_text

STATIC = pathlib.Path(__file__).parent / "static"

WRITE_REFUSED = "De stand verandert alleen via de knoppen; je wijziging is niet overgenomen."
"""What the reader sees when the page tried to write the widget's state itself."""
BAD_MESSAGE = "Dit bericht van de pagina begrijp ik niet; er is niets veranderd."
BUG = (
    "Er ging iets mis in het regelboek zelf, niet door wat je deed. De vorige stand blijft "
    "staan; probeer het opnieuw of voer de cel opnieuw uit."
)
"""What the reader sees when Python itself failed: Dutch, without an exception's name."""

Plan = Callable[[], None]
"""What an accepted intent changes; run inside ``hold_sync``, so the browser gets it at once."""


def option(value: object, label: str) -> dict[str, object]:
    """One option of a select, as ``rb.select`` in base.js reads it."""
    return {"value": value, "label": label}


def module_text(name: str) -> str:
    """The ES module of widget ``name``: the shared part, then ``static/<name>.js``."""
    shared = (STATIC / "base.js").read_text(encoding="utf-8")
    own = (STATIC / f"{name}.js").read_text(encoding="utf-8")
    return f"{shared}\n// ---- {name}.js ----\n{own}"


def style_text(name: str) -> str:
    """The CSS of widget ``name``: the shared theme colours, then ``static/<name>.css``."""
    shared = (STATIC / "base.css").read_text(encoding="utf-8")
    own = (STATIC / f"{name}.css").read_text(encoding="utf-8")
    return f"{shared}\n/* ---- {name}.css ---- */\n{own}"


class Guarded(ipywidgets.Widget):  # type: ignore[misc]  # ipywidgets has no type hints
    """Refuses every state write from the browser and answers with the true state.

    A subclass says where the reader sees the refusal (``_refuse``).
    """

    def set_state(self, sync_data: object) -> None:
        """What ipywidgets calls for an ``update`` from the browser: never accepted here."""
        if not isinstance(sync_data, Mapping):
            self._refuse(BAD_MESSAGE)
            return
        if not sync_data:
            return
        ours = [name for name in sync_data if isinstance(name, str) and name in self.keys]
        if ours:
            self.send_state(ours)
        self._refuse(WRITE_REFUSED)

    def _handle_msg(self, msg: object) -> None:
        """Read a comm message defensively: a crafted one gets a Dutch refusal, not a KeyError."""
        try:
            data = msg["content"]["data"]  # type: ignore[index]
            method = data["method"]
        except (KeyError, TypeError, IndexError):
            self._refuse(BAD_MESSAGE)
            return
        if method == "update":
            self.set_state(data.get("state", {}) if isinstance(data, Mapping) else None)
        elif method in ("request_state", "custom"):
            super()._handle_msg(msg)
        else:
            self._refuse(BAD_MESSAGE)

    def _refuse(self, message: str) -> None:
        """Show ``message`` to the reader; nothing else changes."""
        raise NotImplementedError


class GuardedLayout(Guarded, ipywidgets.Layout):  # type: ignore[misc]
    """A widget's layout model: the browser may not rewrite it either (it has no error to show;
    the true state is sent back)."""

    def _refuse(self, message: str) -> None:
        pass


class _DisplayTraits:
    """``RulebookWidget.DISPLAY_TRAITS``: read from the finished class (traitlets collects a
    class's traits only after ``__init_subclass__`` has run). anywidget's private traits
    (``_esm``, ``_css``, ``_anywidget_id``) are not display traits."""

    def __get__(self, instance: object, owner: type[RulebookWidget]) -> frozenset[str]:
        inherited = set(anywidget.AnyWidget.class_trait_names(sync=True))
        names = set(owner.class_trait_names(sync=True)) - inherited
        return frozenset(name for name in names if not name.startswith("_"))


class RulebookWidget(Guarded, anywidget.AnyWidget):
    """Base of every anywidget of the rulebook.

    A subclass names its JavaScript/CSS (``MODULE``: ``static/<MODULE>.js`` and ``.css``), its
    intents (``INTENTS``), its synced display traits, and ``_plan``. ``DISPLAY_TRAITS`` lists the
    synced traits the subclasses add (all owned by Python); ``error`` holds the last refusal and
    ``revision`` counts the intents handled, so the browser can put its inputs back after one.
    """

    MODULE: ClassVar[str] = ""
    INTENTS: ClassVar[tuple[str, ...]] = ()
    READ_ONLY: ClassVar[tuple[str, ...]] = ()
    """Intents that only ask for what a view missed (the whole log): they change nothing, so
    they leave ``error`` and ``revision`` alone (a late view must still show the refusal)."""
    DISPLAY_TRAITS = _DisplayTraits()

    error = traitlets.Unicode("").tag(sync=True)
    revision = traitlets.Int(0).tag(sync=True)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        if cls.__dict__.get("MODULE"):
            cls._esm = module_text(cls.MODULE)
            cls._css = style_text(cls.MODULE)
        super().__init_subclass__(**kwargs)

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("layout", GuardedLayout())
        super().__init__(**kwargs)
        self.on_msg(self._on_custom_msg)

    # -- intents -------------------------------------------------------------------------------

    def apply(self, intent: object) -> None:
        """Carry out one intent, the same way a click in the browser does.

        A malformed intent or one the rules forbid sets ``error`` and changes nothing else. An
        unexpected exception (a bug) sets a Dutch ``error`` and is raised, never swallowed.
        """
        try:
            kind, content = intent_of(intent, self.INTENTS)
            plan = self._plan(kind, content)
        except IntentError as error:
            self._refuse(str(error))
        except RuleError as error:
            self._refuse(rule_error_text(error))
        except Exception:
            self._refuse(BUG)
            raise
        else:
            if kind in self.READ_ONLY:
                plan()  # only answers a view: the last refusal stays in view
                return
            with self.hold_sync():
                plan()
                self.error = ""
                self.revision += 1

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        """Check intent ``kind`` (already known to be one of ``INTENTS``) and return what it will
        change. Must change nothing itself: raise ``IntentError``/``RuleError`` to refuse."""
        raise NotImplementedError

    def _refuse(self, message: str) -> None:
        with self.hold_sync():
            self.error = message
            self.revision += 1

    def _on_custom_msg(self, _widget: object, content: object, _buffers: object) -> None:
        self.apply(content)

    # -- readers without a kernel -------------------------------------------------------------

    def static_html(self) -> str:
        """What a saved notebook shows where no kernel runs (GitHub, nbviewer, an untrusted
        notebook): plain HTML, pictures as ``<img>``. A widget shown on its own says what
        matters of it; a part of a box (``""``) leaves that to the box."""
        return ""

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live widget, and its static copy as ``text/html`` for readers without one."""
        return with_static_copy(super()._repr_mimebundle_(**kwargs), self)


def with_static_copy(bundle: Any, widget: Any) -> Any:
    """A widget's mime bundle with ``widget.static_html()`` added as ``text/html`` (the text
    that nbconvert, GitHub and an untrusted JupyterLab show instead of the live widget), in the
    shape ipywidgets gave it (a dict, or a ``(data, metadata)`` pair)."""
    copy = widget.static_html()
    if bundle is None:
        bundle = ({"text/plain": repr(widget)}, {})
    if isinstance(bundle, tuple):
        data, metadata = bundle
        return ({**data, "text/html": copy} if copy else data), metadata
    return {**bundle, "text/html": copy} if copy else bundle


def no_kernel_note(what: str, shown: str = "hoe het begint") -> str:
    """The first lines of a widget's static copy: ``what`` (``De digitale buidel``) works only
    in a running notebook; without one the reader sees ``shown``."""
    return (
        f"<p><strong>{html.escape(what)} werkt alleen in een notebook dat draait.</strong> Hier "
        "kun je niets aanklikken: open dit hoofdstuk in JupyterLab (of op Binder) en voer de "
        f"cellen uit. Zonder draaiend notebook zie je alleen {html.escape(shown)}:</p>"
    )


class RulebookBox(Guarded, ipywidgets.VBox):  # type: ignore[misc]
    """A widget made of parts: ``controls`` (a ``RulebookWidget`` whose JavaScript sends the
    intents) above other parts (a ``Stepper`` ...). The box itself is guarded like its parts;
    ``apply`` and ``error`` are the controls', so a box is used like one widget. A subclass
    gives ``_plan`` (the controls hand their intents to it), ``static_html`` and ``__repr__``.
    """

    def __init__(self, controls: RulebookWidget, *parts: ipywidgets.Widget, **kwargs: Any) -> None:
        self.controls = controls
        kwargs.setdefault("layout", GuardedLayout())
        super().__init__(children=(controls, *parts), **kwargs)

    @property
    def error(self) -> str:
        """The Dutch reason the last intent was refused, or ``""``."""
        return str(self.controls.error)

    def apply(self, intent: object) -> None:
        """Carry out one intent, the same way a click in the browser does (see
        ``RulebookWidget.apply``)."""
        self.controls.apply(intent)

    def _refuse(self, message: str) -> None:
        """A state write to the box itself (its ``children``, say): shown in the controls."""
        self.controls._refuse(message)

    def static_html(self) -> str:
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return with_static_copy(super()._repr_mimebundle_(**kwargs), self)


Planner = Callable[[str, Mapping[str, object]], Plan]
"""What a box gives its controls: it checks an intent and returns the plan (``_plan``)."""


class Delegated(RulebookWidget):
    """Controls that hand every intent to a planner (the box they belong to): the box knows the
    situation, the controls only show it."""

    def __init__(self, planner: Planner, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._planner = planner

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        return self._planner(kind, content)


# -- display traits shared by several widgets ----------------------------------------------------


def ruling_view(ruling: Ruling[Any]) -> dict[str, Any]:
    """A ruling as plain JSON for ``rb.ruling`` in base.js: the question, every step's text with
    the clause it cites (id, title, kind), and the answer. No pictures."""
    steps = []
    for step in ruling.steps:
        cited = clause(step.clause_id)
        steps.append(
            {
                "text": step.text,
                "clause_id": cited.id,
                "clause_title": cited.title,
                "clause_kind": cited.kind.value,
            }
        )
    return {"question": ruling.question, "answer": ruling.answer, "steps": steps}


def ruling_html(view: Mapping[str, Any]) -> str:
    """A ruling view as static HTML (a widget's copy for readers without a kernel)."""
    items = "".join(
        f"<li>{html.escape(step['text'])} <small>({html.escape(step['clause_title'])}, "
        f"<code>{html.escape(step['clause_id'])}</code>)</small></li>"
        for step in view["steps"]
    )
    question = f"<p><b>{html.escape(view['question'])}</b></p>" if view["question"] else ""
    answer = f"<p><b>Antwoord:</b> {html.escape(view['answer'])}</p>" if view["answer"] else ""
    return f"{question}<ol>{items}</ol>{answer}"
