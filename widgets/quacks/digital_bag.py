"""The digital bag ("digitale buidel"): draw chips into a cauldron, with the odds before each draw.

The reader is speler 1 of a real game state (``rulebook.quacks.situations.solo_brewing``: the
other player has already stopped), so the engine decides everything: what a chip does, when the
cauldron explodes, when the flask may be used, which choices a book or card asks. The buttons
"Trek", "Stop" and "Gebruik de fles" are the engine's own legal actions; a choice the engine asks
(a blue chip's pick, a yellow chip's white one back, card B8, a red chip beside the cauldron)
appears as the engine's options. Chips come out of the bag by a seeded random stream
(``rulebook.core.model.game.sample``), so a chapter shows the same draws on every run.

Before each draw the widget shows the exact chance that the next chip explodes the cauldron, as
a fraction and in words, and which chips would do it (``odds_ruling`` with the engine's limit);
after each click, what happened, step by step with the rule (``scenario_ruling``).
"""

from __future__ import annotations

import html
import random
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import traitlets

from rulebook.core.drawing.svg import as_img
from rulebook.core.dutch import chips as chips_words
from rulebook.core.dutch import coins, points, sentence
from rulebook.core.model.game import CHANCE, sample
from rulebook.core.model.randomness import DEFAULT_SEED
from rulebook.quacks import rules, situations
from rulebook.quacks.actions import Action, Choose, Draw, Stop, UseFlask
from rulebook.quacks.engine import make_game
from rulebook.quacks.pictures import cauldron_svg
from rulebook.quacks.rulings import odds_ruling
from rulebook.quacks.rulings.scenario import scenario_ruling
from rulebook.quacks.state import Chips
from rulebook.quacks.table import GameState
from widgets._base import Plan, RulebookWidget, no_kernel_note, ruling_html, ruling_view
from widgets._intents import IntentError, int_field
from widgets.quacks._chips import bag_view, chip_view, chips_view

INTENTS = ("draw", "stop", "flask", "choose", "restart")
"""``choose`` carries the 0-based ``index`` of one of the options the engine offers."""

ME = 0
"""The reader is speler 1."""

BUTTONS = (
    ("draw", "Trek", "Trek blind een fiche uit je buidel en leg het in je ketel"),
    ("stop", "Stop", "Stop met trekken; je ketel is af"),
    ("flask", "Gebruik de fles", "Doe het witte fiche dat je net trok terug in je buidel"),
)
"""The brewing buttons: intent, Dutch label, tooltip."""

GAME = make_game()


def percent(chance: Fraction) -> str:
    """``27 %`` (rounded; ``minder dan 1 %`` for a chance that is not 0 but rounds to it)."""
    whole = round(chance * 100)
    if chance and whole == 0:
        return "minder dan 1 %"
    return f"{whole} %"


def odds_view(state: GameState) -> dict[str, Any]:
    """The chance that the next chip explodes speler 1's cauldron, and which chips would."""
    player = state.players[ME]
    limit = rules.explosion_limit(state, player)
    ruling = odds_ruling(Chips(tuple(player.bag)), player.cauldron.contents(), limit)
    odds = ruling.result
    total = len(player.bag)
    bad = [chip for chip in player.bag if chip in odds.chips]
    if bad:
        words = (
            f"{len(bad)} van de {chips_words(total)} in je buidel "
            f"{'laat' if len(bad) == 1 else 'laten'} je ketel ontploffen ({percent(odds.chance)})."
        )
    else:
        words = f"Geen van de {chips_words(total)} in je buidel laat je ketel nu ontploffen."
    return {
        "fraction": str(odds.chance),
        "percent": percent(odds.chance),
        "words": words,
        "chips": [{**chip_view(chip), "count": bad.count(chip)} for chip in odds.chips],
        "room": limit - player.cauldron.white_total(),
        "limit": limit,
        "ruling": ruling_view(ruling),
    }


def worth_words(state: GameState) -> str:
    """What speler 1's cauldron pays as it lies (the scoring field and what it shows)."""
    result = situations.worth(state, ME)
    ruby = " en een robijn" if result.ruby else ""
    if result.exploded:
        return (
            f"Ontploft op veld {result.field}: je kiest {points(result.points)} óf inkopen voor "
            f"{coins(result.coins)}{ruby and ' (de robijn krijg je toch)'}."
        )
    return f"Veld {result.field}: {coins(result.coins)}, {points(result.points)}{ruby}."


class DigitalBag(RulebookWidget):
    """Brew alone with a digital bag: ``DigitalBag("W1x4 W2x2 W3 O1 G1")``.

    ``bag`` holds exactly the chips in the bag (notation); ``droplet`` and ``rats`` place the
    start (the rat stone ``rats`` fields after the droplet); ``set`` picks the ingredient books
    (one set for all, or five: green, blue, red, yellow, purple); ``round`` the round (yellow
    opens in 2, purple in 3; round 6 has five white 1-chips); ``card`` a fortune-teller card in
    play while brewing (``"B7"``); ``seed`` the random stream the chips are drawn with.
    ``draw()``, ``stop()``, ``flask()``, ``choose(i)`` and ``restart()`` do what the buttons do.
    """

    MODULE = "digital_bag"
    INTENTS = INTENTS

    picture = traitlets.Unicode("").tag(sync=True)
    """The cauldron (``cauldron_svg``): droplet, rat stone, chips, the last one ringed."""
    bag = traitlets.List(traitlets.Dict()).tag(sync=True)
    actions = traitlets.List(traitlets.Dict()).tag(sync=True)
    options = traitlets.List(traitlets.Dict()).tag(sync=True)
    choice = traitlets.Dict().tag(sync=True)
    """The rule that asks the choice (``clause_id``, ``clause_title``, ``text``), or ``{}``."""
    odds = traitlets.Dict().tag(sync=True)
    hand = traitlets.List(traitlets.Dict()).tag(sync=True)
    aside = traitlets.List(traitlets.Dict()).tag(sync=True)
    flask_full = traitlets.Bool(True).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    worth = traitlets.Unicode("").tag(sync=True)
    done = traitlets.Bool(False).tag(sync=True)
    exploded = traitlets.Bool(False).tag(sync=True)
    happened = traitlets.Dict().tag(sync=True)
    log_lines = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """Every sentence of what happened, oldest first (not ``log``: that name is the logger
    traitlets reports a failed message with)."""

    def __init__(
        self,
        bag: str | Chips = situations.START,
        *,
        droplet: int = 0,
        rats: int = 0,
        set: int | tuple[int, ...] = 1,
        round: int = 1,
        card: str | None = None,
        seed: int = DEFAULT_SEED,
        **options: Any,
    ) -> None:
        self._start = situations.solo_brewing(
            bag, droplet=droplet, rats=rats, books=set, round=round, card=card, **options
        )
        self._seed = seed
        self._rng = random.Random(seed)
        self._state = self._start
        self._actions: list[Action] = []
        super().__init__()
        self._show(self._start, happened={}, log=[])

    @classmethod
    def start(cls, bag: str | Chips = situations.START, **settings: Any) -> DigitalBag:
        """The one line for a chapter: ``DigitalBag.start("W1x4 W2x2 W3 O1 G1", set=2)``."""
        return cls(bag, **settings)

    # -- what a reader (or a notebook cell) can do -------------------------------------------

    @property
    def state(self) -> GameState:
        """The game state now (speler 1 is the reader)."""
        return self._state

    @property
    def actions_played(self) -> tuple[Action, ...]:
        """Every action since the start (or the last restart), chance included."""
        return tuple(self._actions)

    def draw(self) -> None:
        self.apply({"type": "draw"})

    def stop(self) -> None:
        self.apply({"type": "stop"})

    def flask(self) -> None:
        self.apply({"type": "flask"})

    def choose(self, index: int) -> None:
        """Take option ``index`` (0-based) of the choice the engine asks."""
        self.apply({"type": "choose", "index": index})

    def restart(self) -> None:
        self.apply({"type": "restart"})

    # -- intents -------------------------------------------------------------------------------

    def _plan(self, kind: str, content: Mapping[str, object]) -> Plan:
        if kind == "restart":
            return lambda: self._restart()
        action = self._action(kind, content)
        rng = random.Random()
        rng.setstate(self._rng.getstate())
        before = self._state
        told_draw = isinstance(action, Draw)  # the chip drawn is told, not the draw itself
        log = (
            [*self.log_lines]
            if told_draw
            else [*self.log_lines, sentence(GAME.describe(before, action))]
        )
        state = GAME.apply(before, action)  # a RuleError here refuses the intent
        played = [action]
        while state.phase == "brouwen" and GAME.current_players(state) == (CHANCE,):
            chance = sample(GAME.chance_outcomes(state), rng)
            log.append(sentence(GAME.describe(state, chance)))
            state = GAME.apply(state, chance)
            played.append(chance)
        told = scenario_ruling(before, played, focus=(ME,), until="brouwen", game=GAME)

        def accept() -> None:
            self._rng = rng
            self._actions += played
            self._show(state, happened=ruling_view(told), log=log)

        return accept

    def _action(self, kind: str, content: Mapping[str, object]) -> Action:
        """The engine's action for a button; the engine itself says whether it is allowed."""
        if self.done:
            raise IntentError(
                "Het brouwen is voorbij: je ketel is af. Met ‘Opnieuw’ begin je opnieuw met "
                "dezelfde buidel."
            )
        offered = rules.offers(self._state, ME)
        if kind == "choose":
            index = int_field(content, "index", kind)
            if not offered:
                raise IntentError("Er valt nu niets te kiezen: trek een fiche of stop.")
            if not 0 <= index < len(offered):
                raise IntentError(
                    f"Kies een van de {len(offered)} mogelijkheden (1 tot {len(offered)})."
                )
            return Choose(ME, index)
        if offered:
            raise IntentError(
                "Eerst kiezen: het spel vraagt wat er gebeurt (de knoppen onder ‘Kies’); daarna "
                "kun je weer trekken of stoppen."
            )
        return {"draw": Draw, "stop": Stop, "flask": UseFlask}[kind](ME)

    def _restart(self) -> None:
        self._actions = []
        self._show(self._start, happened={}, log=[])

    # -- what the browser shows -----------------------------------------------------------------

    def _show(self, state: GameState, *, happened: dict[str, Any], log: list[str]) -> None:
        self._state = state
        player = state.players[ME]
        brewing = state.phase == "brouwen" and not player.stopped
        legal = GAME.legal_actions(state, ME) if state.phase == "brouwen" else []
        offered = rules.offers(state, ME) if state.phase == "brouwen" else []
        steps = happened.get("steps", [])
        with self.hold_sync():
            self.picture = self._cauldron_picture(state, done=not brewing and not offered)
            self.bag = bag_view(player.bag)
            self.actions = [
                {"type": kind, "label": label, "title": title, "enabled": action in legal}
                for (kind, label, title), action in zip(
                    BUTTONS, (Draw(ME), Stop(ME), UseFlask(ME)), strict=True
                )
            ]
            self.options = [
                {"index": i, "label": sentence(option.label)} for i, option in enumerate(offered)
            ]
            self.choice = steps[-1] if offered and steps else {}
            can_draw = Draw(ME) in legal
            self.odds = odds_view(state) if can_draw else {}
            self.hand = chips_view(player.hand)
            self.aside = chips_view(player.aside)
            self.flask_full = player.flask
            self.done = not brewing and not offered
            self.exploded = player.exploded
            self.status = self._status(state)
            self.worth = worth_words(state) if player.cauldron.chips else ""
            self.happened = happened
            self.log_lines = log

    @staticmethod
    def _cauldron_picture(state: GameState, *, done: bool) -> str:
        player = state.players[ME]
        cauldron = player.cauldron
        last = (len(cauldron.chips) - 1,) if cauldron.chips else ()
        return str(
            cauldron_svg(
                cauldron,
                droplet=player.droplet,
                rats=player.rats,
                highlight=last,
                scoring=cauldron.scoring_field if done and cauldron.chips else None,
                exploded=player.exploded,
            )
        )

    @staticmethod
    def _status(state: GameState) -> str:
        player = state.players[ME]
        whites = player.cauldron.white_total()
        limit = rules.explosion_limit(state, player)
        laid = chips_words(len(player.cauldron))
        if player.exploded:
            return f"Ontploft: de witte fiches zijn samen {whites}, meer dan {limit}."
        if player.stopped:
            return f"Gestopt met {laid} in je ketel; de witte fiches zijn samen {whites}."
        laid = sentence(laid) if player.cauldron.chips else "Nog geen fiche"
        return f"{laid} in je ketel; wit samen {whites} van hoogstens {limit}."

    # -- text and static views ------------------------------------------------------------------

    def __repr__(self) -> str:
        player = self._state.players[ME]
        placed = " ".join(str(p) for p in player.cauldron.chips) or "leeg"
        odds = f", kans {self.odds['fraction']}" if self.odds else ""
        return f"DigitalBag(buidel={str(player.bag)!r}, ketel={placed!r}{odds})"

    def static_html(self) -> str:
        """The start of the bag for a reader without a kernel: the cauldron, the bag, the odds."""
        odds = self.odds
        parts = [
            no_kernel_note("De digitale buidel", "de ketel, de buidel en de kans bij het begin"),
            as_img(self.picture),
            f"<p><b>In je buidel:</b> {html.escape(str(self._state.players[ME].bag))}</p>",
        ]
        if odds:
            parts.append(
                f"<p><b>Kans dat het volgende fiche je ketel laat ontploffen:</b> "
                f"{html.escape(odds['fraction'])}. {html.escape(odds['words'])}</p>"
                + ruling_html(odds["ruling"])
            )
        return f'<div class="rb-static">{"".join(parts)}</div>'
