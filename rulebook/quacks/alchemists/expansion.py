"""De Alchemisten in the game engine: its settings, its state, its phase, as data the base applies.

The base game (``rulebook.quacks.engine``) never names this expansion. A setup switches it on by
putting ``AlchemistsSetup`` in ``Setup.extras``; ``EXPANSION`` then tells the engine what changes:
the essence phase goes into the round's flow right after the last brewing phase, the box gets
the locoweed chips (and a fifth player's start chips, which come with De Kruidenheksen), and the
game keeps every player's essence marker in ``Essence``. The patients come through
``patients_in_play`` (a phase before round 1, brewing hooks, the bonuses after the essence phase).

All four locoweed books play in the engine: 12 and 16 set the locoweed's distance through the
base game's ``OwnDistance`` effect (see ``locoweed``), 11 acts in the essence phase, and book
10's return is a choice asked through the brewing hooks (``locoweed_in_play``).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field

from rulebook.core.model.events import Events
from rulebook.core.model.evolve import evolve
from rulebook.core.model.flow import Actors, Flow, Phase, PhaseStep
from rulebook.core.model.game import Expansion
from rulebook.core.model.happenings import Happened, Scored, happened
from rulebook.quacks.alchemists.cards import in_play as cards_in_play
from rulebook.quacks.alchemists.cards.data import LastChip
from rulebook.quacks.alchemists.data import ESSENCE_BOOK, ESSENCE_PHASE_ID, LAST_ROUND, Overflow
from rulebook.quacks.alchemists.essence.markers import (
    Essence as Essence,  # where tests and widgets find it
)
from rulebook.quacks.alchemists.essence.rules import advance, essence
from rulebook.quacks.alchemists.essence.state import EssenceSituation
from rulebook.quacks.alchemists.happenings import EssenceMoved
from rulebook.quacks.alchemists.locoweed.book16 import BOOK16_EVENTS
from rulebook.quacks.alchemists.locoweed.books import ENGINE_BOOKS, ReturnItself, table_book
from rulebook.quacks.alchemists.locoweed.bots import LOCOWEED_BUYER
from rulebook.quacks.alchemists.locoweed.in_play import book10_events
from rulebook.quacks.alchemists.patients.data import DEFAULT_OPTIONS, OwnGlasses, PatientOptions
from rulebook.quacks.alchemists.patients.in_play import EVENTS as PATIENT_EVENTS
from rulebook.quacks.alchemists.patients.in_play import (
    PATIENT_PHASE,
    Patients,
    after_essence,
    glass_rats,
    open_chips_back,
    open_draws,
    read_action,
)
from rulebook.quacks.alchemists.table_notes import outcome_lines, seat_notes, table_lines
from rulebook.quacks.books import Book
from rulebook.quacks.data import Ingredient
from rulebook.quacks.flow import AFTER_BREWING
from rulebook.quacks.fortune import Card
from rulebook.quacks.state import Chip
from rulebook.quacks.table import NO_EVENTS, Bag, EffectRules, ExpansionSetup, GameState

LOCOWEED = Chip(Ingredient.LOCOWEED)
LOCOWEED_IN_BOX = 30
"""The locoweed chips in the box (the English Alchemists rulebook's component list)."""

FIFTH_PLAYER = Bag.parse("W1x5 W2x2 W3 O1 G1")
"""A fifth player's chips, which De Kruidenheksen brings (start bag plus the round-6 white)."""


@dataclass(frozen=True)
class AlchemistsSetup(ExpansionSetup):
    """De Alchemisten switched on: the locoweed book in play and what happens past field 10."""

    book: int = field(default=ESSENCE_BOOK, metadata={"key": "narrenkruidboek"})
    overflow: Overflow = field(default=Overflow.STOP_AT_TOP, metadata={"key": "voorbij-de-top"})
    itself: ReturnItself = field(default=ReturnItself.ALLOWED, metadata={"key": "boek10-zichzelf"})
    """Book 10: may the locoweed just placed go back itself (no source says; default: yes)."""
    last_chip: LastChip = field(default=LastChip.DISTANCE, metadata={"key": "kaart-b9"})
    """Card B9: the last chip's distance (the German card, default) or its value (clause
    ``alchemisten.kaarten.zugweite``)."""
    patients: PatientOptions = field(default=DEFAULT_OPTIONS, metadata={"key": "patienten"})
    """Kippenogen's bonus per field and Vampierisme's coins (``PatientOptions``; each one source,
    default the reading of the card pictures)."""
    own_glasses: tuple[OwnGlasses, ...] = field(default=(), metadata={"key": "eigen-glazen"})
    """A reader's own essence cards where theirs differ from the one public reading (clause
    ``alchemisten.bonus.kaarten``); the other patients keep that reading."""

    def __post_init__(self) -> None:
        if self.book not in ENGINE_BOOKS:
            raise ValueError(f"there is no locoweed book {self.book} (books 10, 11, 12 and 16)")
        own = [card.patient for card in self.own_glasses]
        if len(set(own)) != len(own):
            raise ValueError("own glasses name a patient twice")

    @property
    def expansion_id(self) -> str:
        return "alchemisten"

    @property
    def expansion(self) -> Expansion[GameState]:
        return EXPANSION

    def events(self) -> Events:
        """The expansion's rules at the base game's named moments: the computers' habit of
        buying locoweed (``locoweed_bots``), the patients' actions while brewing
        (``patients_in_play``), with book 10 its return after a locoweed is placed
        (``locoweed_in_play``), and the new cards (``cards_in_play``), asked in that order."""
        return _events(self.book, self.itself)

    @classmethod
    def effect_rules(cls) -> EffectRules:
        """What the box's own card effects do (``cards_in_play.EFFECT_RULES``), added to the
        engine's effect registries for a game with this expansion."""
        return cards_in_play.EFFECT_RULES

    def cards(self) -> tuple[Card, ...]:
        """The box's 17 cards for a game with the essence phase (``cards_in_play``)."""
        return cards_in_play.deck_cards()

    def books(self) -> tuple[Book, ...]:
        """The locoweed book on the table: its price is its number (``locoweed.table_book``)."""
        return (table_book(self.book),)

    def player_notes(self, state: GameState, seat: int) -> tuple[str, ...]:
        """The seat's essence marker and patient, for the pictures (``table_notes``)."""
        return seat_notes(state, seat)

    def table_notes(self, state: GameState) -> tuple[str, ...]:
        """The patients drawn for this game and the locoweed book (``table_notes``)."""
        return table_lines(state, self.book)

    def outcomes(self, happenings: Sequence[Happened], seats: Sequence[int]) -> tuple[str, ...]:
        """A patient chosen, an essence marker moved, Oorwurm's draws (``table_notes``)."""
        return outcome_lines(happenings, seats)


@functools.cache
def _events(book: int, itself: ReturnItself) -> Events:
    """The events depend only on the book and its option: built once per pair."""
    book10 = book10_events(itself) if book == 10 else NO_EVENTS
    book16 = BOOK16_EVENTS if book == 16 else NO_EVENTS
    events: Events = LOCOWEED_BUYER + PATIENT_EVENTS + book10 + book16 + cards_in_play.EVENTS
    return events


def _settings(state: GameState) -> AlchemistsSetup:
    for extra in state.setup.extras:
        if isinstance(extra, AlchemistsSetup):
            return extra
    raise ValueError("De Alchemisten is not switched on in this game")


def situation_of(state: GameState, seat: int) -> EssenceSituation:
    """What the essence phase of ``seat`` depends on, read from the game."""
    settings = _settings(state)
    left = state.players[state.left_of(seat)].exploded
    right = state.players[state.right_of(seat)].exploded
    return EssenceSituation(
        state.players[seat].cauldron.contents(),
        left_exploded=left,
        right_exploded=right,
        players=len(state.players),
        round=state.round,
        locoweed_book=settings.book,
        overflow=settings.overflow,
    )


def begin_essence(state: GameState) -> GameState:
    """Everyone's essence at once: the marker's field, and in round 9 its points; then the
    patients' bonuses (the open chips nobody placed go back into the bags first)."""
    state = open_chips_back(state)
    reading = _settings(state).last_chip
    markers = []
    for seat in range(len(state.players)):
        situation = situation_of(state, seat)
        result = essence(situation)
        extra = cards_in_play.essence_extra(state, seat, reading)  # B6, B9: before any glass
        marker = advance(result.field, extra, past_top=situation.counts_past_top)
        markers.append(marker)
        if state.round == LAST_ROUND:
            player = state.players[seat]
            if marker:
                happened(Scored, seat, marker, player.score + marker)
            state = state.with_player(seat, score=player.score + marker)
    for seat, (was, now) in enumerate(zip(state.extra(Essence).markers, markers, strict=False)):
        if was != now:
            happened(EssenceMoved, seat, was, now)
    return after_essence(state.with_extra(Essence(tuple(markers))))


ESSENCE_PHASE: Phase[GameState] = Phase(
    ESSENCE_PHASE_ID,
    "Essentiefase (De Alchemisten)",
    "Iedereen bepaalt tegelijk zijn essentie en neemt de bonus van zijn patiënt; in ronde 9 "
    "levert het veld punten op.",
    "alchemisten.essentie.moment",
    who="alle spelers tegelijk, ook wie ontploft is",
    ends="als ieders essentiefiche staat",
    actors=Actors.ALL,
    steps=(
        PhaseStep("Begin", "Essentiefiche naar veld 0.", "alchemisten.essentie.begin"),
        PhaseStep("Stap 1", "Tel de kleuren; wit telt niet.", "alchemisten.essentie.1"),
        PhaseStep("Boek 11", "Eén veld per narrenkruid.", "alchemisten.narrenkruid.boek11"),
        PhaseStep("Stap 2", "Wit samen precies 7: één veld.", "alchemisten.essentie.2"),
        PhaseStep("Stap 3", "Eén veld per ontplofte buur.", "alchemisten.essentie.3"),
        PhaseStep("Keuze", "Lager blijven mag.", "alchemisten.essentie.lager"),
        PhaseStep("Bonus", "Volg het buisje naar je patiënt.", "alchemisten.bonus.buisje"),
        PhaseStep("Ronde 9", "Punten gelijk aan je veld.", "alchemisten.laatste-ronde"),
        PhaseStep("Daarna", "Het fiche blijft staan.", "alchemisten.essentie.bewaren"),
    ),
    begin=begin_essence,
)
"""The essence phase (Dutch Alchemists rules, De essentiefase), step by step in the order the
essence ruling walks it."""


def _markers(state: GameState) -> tuple[int, ...]:
    return state.extra(Essence).markers


RATS = "ratten"
"""The base game's rats phase: a glass's rat tail counts there in the next round."""
BREWING = "brouwen"
SHOPPING = "kopen"
BONUS_DIE = "bonusdobbelsteen"
"""The base game's step A, the first after the essence phase: card B7 asks its choice there."""
"""The base game's shopping phase (step E): card B4 adds coins there."""
"""The base game's brewing phase: Schichtigheid draws its open chips when it begins."""


def change_flow(flow: Flow[GameState]) -> Flow[GameState]:
    """The essence phase goes after brewing (and the cards that end it), before scoring; the
    patients are drawn and chosen before the first round's first phase; the rats phase adds
    the rat tails the patients' glasses gave."""
    flow = flow.insert_before(flow.ids()[0], PATIENT_PHASE)
    flow = flow.add_to_begin(RATS, glass_rats)
    flow = flow.add_to_begin(BREWING, open_draws)
    flow = flow.add_to_begin(RATS, cards_in_play.card_rats)
    flow = flow.also_when(RATS, cards_in_play.card_gave_rats)
    flow = flow.add_to_begin(SHOPPING, cards_in_play.rat_coins)
    flow = flow.add_to_begin(BONUS_DIE, cards_in_play.highest_essence(_markers))
    return flow.insert_after(AFTER_BREWING, ESSENCE_PHASE)


def prepare(state: GameState) -> GameState:
    """The box gets the locoweed (and a fifth player's chips); every marker starts on 0."""
    supply = state.supply.add(*[LOCOWEED] * LOCOWEED_IN_BOX)
    if len(state.players) == 5:
        supply = supply.merge(FIFTH_PLAYER)
    state = evolve(state, supply=supply).with_extra(Patients())
    return state.with_extra(Essence((0,) * len(state.players)))


EXPANSION: Expansion[GameState] = Expansion(
    id="alchemisten",
    title="De Alchemisten",
    change_flow=change_flow,
    prepare=prepare,
    players=range(2, 6),
    notation=lambda text: read_action(text) or cards_in_play.read_card_action(text),
)
"""What De Alchemisten changes in the base game."""
