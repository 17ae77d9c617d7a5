"""Views on the rules library: anywidget widgets that draw rulebook objects and forward clicks.

- ``Stepper(ruling)``: walk any ``Ruling`` of any game step by step (``show(ruling)`` makes one).
- ``EssenceExplorer(situation=None)``: build an essence phase of De Alchemisten by clicking and
  follow its ruling live in a Stepper.
- ``PatientExplorer(patient)``: choose a patient of De Alchemisten, step through its essence
  phase and bonus, then try its action in the next brewing phase (essence counter, refusals).
- ``LocoweedExplorer(book=10, chips="O1 G2 W1")``: choose one of the four locoweed books of De
  Alchemisten, build a cauldron, draw a locoweed and walk what the book does (book 10: pick the
  chip that goes back to the bag; a refusal is shown with its clause).
- ``GameTable(game, setup, seed, humans, computers)``: play any game of the model against
  computer players (``GameTable.of("kwakzalvers", ...)`` starts De Kwakzalvers in one line;
  ``leermodus=True`` makes it teach: each option's rule and effect, the computers' reasons, a
  review at the end).
- ``DigitalBag("W1x4 W2x2 W3 O1 G1")``: draw chips into a cauldron ("Trek", "Stop", "Gebruik
  de fles"), with the exact odds of an explosion before each draw and the chip actions offered
  by the engine.
- ``TableScorer("W1x2 O1 G1 W2 R1", "W3 W2 W1 B2 Z1")``: two to four cauldrons scored from A
  to F in a Stepper, each step with its rule; change the cauldrons and score again.
- ``RatTailExplorer((20, 19, 17, 16))``: the rat tails on the score track, and the ruling.
- ``Shop(12, round=3, set=2)``: what the coins buy, within the supply, with the books' prices.
- ``BookPage(set=2)``: the books of a set, each with its page and a worked example.
- ``Showcase(ruling, picture=card_svg("P4"))``: a thing's picture above a worked example of it;
  ``Showcase({"standaard": a, "andere keuze": b})`` puts examples under tabs (a choice's default
  and its alternative), keeping the step when the reader switches.
- Het Leeft!: ``AuctionStepper((12, 5, 8))`` (an auction once around the table, bid by bid),
  ``UprisingResolver(3, "hart-5 armen-2", 4)`` (the ways to calm an uprising and what follows),
  ``ScoreCalculator(3)`` (basic and advanced score over as many games as players),
  ``CardValuesEntry()`` (the values of a reader's own box); ``GameTable.of("het-leeft",
  players=3, seed=1)`` plays a whole game (``advanced=True``: the advanced game).
- ``TableauEditor()``: Castle Combo's square of 3 by 3: put any card (by name) or a face-down
  card on each place, gold on purses, keys on locks, and see every card's points explained and
  the total; ``TableauEditor.example("kosten-van-de-rij")`` opens a new scroll of Uit de Kerker!
  on the seed's example.
- ``LockTiming()``: step through a turn of Castle Combo with Uit de Kerker! and try to open a
  lock at each phase (which lock may be used when, per the clauses and the options).
- ``SearchBox("fles ontploft")``: zoek een regel, over every clause, rule question, worked
  example and glossary word of every game, with links to the chapters.
- ``Quiz.for_chapter("20-alchemisten-essentiefase", seed=1)``: test jezelf, seeded situations
  from the rules, each answer checked by a ruling.
- ``firmness_table()``, ``question_table(game)``, ``live_example(question_id)``: the chapters of
  rule questions.
- ``picture(state)``, ``Table``, ``phase_table``, ``refusal_table``: static views that read well
  before any cell runs (untrusted notebooks, nbconvert, GitHub).

The widgets hold no rule logic: JavaScript draws the traits and sends small intents
(``{"type": "next"}``), which Python checks through ``rulebook`` before anything changes. They all
stand on one base (``widgets._base``), which refuses every other write from the browser. The
generic widgets live beside that base; each game's live in its own folder (``widgets/quacks``,
``widgets/its_alive``, ``widgets/castle_combo``), and every one is imported from here.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulebook.core import Ruling
    from widgets.castle_combo.locks import LockTiming
    from widgets.castle_combo.tableau import TableauEditor
    from widgets.game_table import GameTable
    from widgets.its_alive.advice import AdviceAdvisor
    from widgets.its_alive.auction import AuctionStepper
    from widgets.its_alive.card_values import CardValuesEntry
    from widgets.its_alive.scores import ScoreCalculator
    from widgets.its_alive.uprising import UprisingResolver
    from widgets.quacks.book_page import BookControls, BookPage
    from widgets.quacks.digital_bag import DigitalBag
    from widgets.quacks.essence_explorer import EssenceControls, EssenceExplorer
    from widgets.quacks.locoweed_explorer import LocoweedControls, LocoweedExplorer
    from widgets.quacks.patient_explorer import PatientControls, PatientExplorer
    from widgets.quacks.rat_tails import RatTailExplorer
    from widgets.quacks.shop import Shop
    from widgets.quacks.table_scorer import ScorerControls, TableScorer
    from widgets.questions import firmness_table, live_example, question_table
    from widgets.quiz import Quiz
    from widgets.search import SearchBox
    from widgets.showcase import Showcase, ShowcaseControls
    from widgets.stepper import Stepper
    from widgets.views import Table, phase_table, picture, refusal_table

_HOMES: dict[str, str] = {
    "AdviceAdvisor": "its_alive.advice",
    "AuctionStepper": "its_alive.auction",
    "BookControls": "quacks.book_page",
    "BookPage": "quacks.book_page",
    "CardValuesEntry": "its_alive.card_values",
    "DigitalBag": "quacks.digital_bag",
    "EssenceControls": "quacks.essence_explorer",
    "EssenceExplorer": "quacks.essence_explorer",
    "GameTable": "game_table",
    "LockTiming": "castle_combo.locks",
    "LocoweedControls": "quacks.locoweed_explorer",
    "LocoweedExplorer": "quacks.locoweed_explorer",
    "PatientControls": "quacks.patient_explorer",
    "PatientExplorer": "quacks.patient_explorer",
    "Quiz": "quiz",
    "RatTailExplorer": "quacks.rat_tails",
    "ScoreCalculator": "its_alive.scores",
    "ScorerControls": "quacks.table_scorer",
    "SearchBox": "search",
    "Shop": "quacks.shop",
    "Showcase": "showcase",
    "ShowcaseControls": "showcase",
    "Stepper": "stepper",
    "Table": "views",
    "TableScorer": "quacks.table_scorer",
    "TableauEditor": "castle_combo.tableau",
    "UprisingResolver": "its_alive.uprising",
    "firmness_table": "questions",
    "live_example": "questions",
    "phase_table": "views",
    "picture": "views",
    "question_table": "questions",
    "refusal_table": "views",
}
"""Where each name lives (``widgets.<module>``, or ``widgets.<game>.<module>``). ``import
widgets`` loads none of them: a name is imported when first used (``from widgets import
Stepper`` loads the stepper and what it needs, not the card games' data and the game tables),
which keeps a chapter's first widget quick, above all in the browser edition, where Python
compiles every module it imports."""


__all__ = [
    "AdviceAdvisor",
    "AuctionStepper",
    "BookControls",
    "BookPage",
    "CardValuesEntry",
    "DigitalBag",
    "EssenceControls",
    "EssenceExplorer",
    "GameTable",
    "LockTiming",
    "LocoweedControls",
    "LocoweedExplorer",
    "PatientControls",
    "PatientExplorer",
    "Quiz",
    "RatTailExplorer",
    "ScoreCalculator",
    "ScorerControls",
    "SearchBox",
    "Shop",
    "Showcase",
    "ShowcaseControls",
    "Stepper",
    "Table",
    "TableScorer",
    "TableauEditor",
    "UprisingResolver",
    "firmness_table",
    "live_example",
    "phase_table",
    "picture",
    "question_table",
    "refusal_table",
    "show",
]


def __getattr__(name: str) -> Any:
    """A widget (or view) by name, imported from its module on first use (PEP 562)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'widgets' has no attribute {name!r}")
    value = getattr(import_module(f"widgets.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})


def show(ruling: Ruling[Any]) -> Stepper:
    """A Stepper on ``ruling``, starting at the first step (the last line of a notebook cell)."""
    from widgets.stepper import Stepper

    return Stepper(ruling)
