"""A cauldron brewed and scored by the engine itself, step by step: ``kwakzalvers ketel``.

``pot_ruling`` asks the engine everything: the chips are drawn from a bag that holds exactly
them, in the order given, through the engine's own actions; each choice the game asks (yellow
set 1 putting a white back, an exploded cauldron's points or shopping, a purple or Alchemists
choice) is taken from the player's ``choices`` (the option codes of ``rules.offers``) or, when
none is given, the one that changes nothing; then the engine scores the round, phase by phase,
and the ruling says what each phase gave. So every book and card that changes steps B to E
(green set 3, blue set 2's protection, cards B3 and B4 ...) and round 9's money are in the
answer, the same as in a game.

What the answer leaves out on purpose, each said in a step: the bonus die (it is a throw, and
only the furthest cauldron rolls), black's action (it compares with the neighbours' cauldrons),
and a book's extra draw (blue set 1: the chip picked is the next one listed).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from rulebook.core import checks
from rulebook.core.dutch import (
    coins,
    count,
    listing,
    numeral,
    points,
    quoted,
    rubies,
    sentence,
)
from rulebook.core.errors import RuleError
from rulebook.core.model.evolve import evolve
from rulebook.core.model.game import CHANCE
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks import brewing, rules
from rulebook.quacks.actions import Action, Buy, Choose, Draw, DrawnChip, Rolled, Stop
from rulebook.quacks.board import (
    LAST_CHIP_FIELD,
    LAST_ROUND,
    PURPLE_ROUND,
    TRACK,
    YELLOW_ROUND,
    DieFace,
)
from rulebook.quacks.data import Ingredient, owned_at_most
from rulebook.quacks.engine import shared_game
from rulebook.quacks.rules import COINS_PER_POINT
from rulebook.quacks.rulings.cauldron import BrewView, _check_field, _start_step, _table
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import (
    Apply,
    Bag,
    Cauldron,
    DrawToHand,
    GameState,
    PickFromHand,
    Roll,
    ScoringChoice,
    Setup,
    Shop,
    SpendRubies,
)

SCORING_ACTIONS = 2_000
"""More actions than any round's scoring takes at a table of five (a safety bound)."""

QUIET_CODES = ("laten", "niets", "niet", "geen", "klaar", "doorgaan", "bewaren", "leggen")
"""The option taken when the player gave no choice: the one that changes nothing."""

OPENS: dict[Ingredient, tuple[int, str]] = {
    Ingredient.YELLOW: (YELLOW_ROUND, "kwakzalvers.ronde2"),
    Ingredient.PURPLE: (PURPLE_ROUND, "kwakzalvers.ronde3"),
}
"""The round a colour's book opens, and its clause: before it, no such chip is in any bag."""


@dataclass(frozen=True)
class PotResult:
    """What a brewed cauldron gives this round, from the engine: ``points`` and ``rubies``
    gained in steps B to D (and in round 9 from the money), ``coins`` to shop with in step E.
    An exploded cauldron (rounds 1 to 8, unprotected) has ``points_instead``: the points it
    may take instead of shopping."""

    whites: int
    limit: int
    exploded: bool
    protected: bool
    field: int
    coins: int
    points: int
    rubies: int
    points_from_coins: int
    points_instead: int | None
    round: int

    @property
    def ruby(self) -> bool:
        return TRACK[self.field].ruby

    def as_dict(self) -> dict[str, object]:
        """The keys of ``python -m rulebook kwakzalvers ketel --json``."""
        return {
            "wit": self.whites,
            "grens": self.limit,
            "ontploft": self.exploded,
            "beschermd": self.protected,
            "veld": self.field,
            "munten": self.coins,
            "overwinningspunten": self.points,
            "punten_uit_geld": self.points_from_coins,
            "of_punten_in_plaats_van_kopen": self.points_instead,
            "robijn": self.ruby,
            "robijnen": self.rubies,
            "ronde": self.round,
        }


def pot_ruling(
    chips: Chips,
    droplet: int = 0,
    *,
    rats: int = 0,
    setup: Setup | None = None,
    card: str | None = None,
    round: int = 1,
    choices: Sequence[str] = (),
) -> Ruling[PotResult]:
    """Brew ``chips`` in this order from the droplet (and rat stone) and score the round, all
    in the engine; see the module's text."""
    checks.instance("de fiches", chips, Chips)
    setup = checks.optional_instance("setup", setup, Setup) or Setup()
    _check_field("druppel", checks.whole_number("droplet", droplet))
    _check_field("ratten", checks.whole_number("rats", rats))
    checks.whole_number("round", round)
    wanted = [checks.text("keuze", code) for code in choices]
    brewing.check_cauldron(chips, round)
    _check_possible(chips, rats, round)
    state = _brewing(_table(setup, card, round), chips, droplet, rats)
    start = state.players[0].cauldron.start
    brew = _Brew(list(wanted), [_start_step(droplet, rats, start)])
    for number, chip in enumerate(chips, start=1):
        if state.players[0].stopped:
            raise RuleError(
                "kwakzalvers.ontploffen",
                f"Na een ontploffing trek je niets meer: fiche {number} ({chip}) kan niet meer in "
                "de ketel komen.",
            )
        state = brew.lay(state, number, chip)
    if not state.players[0].stopped:
        state = brew.act(state, Stop(0))
    result, closing = _score(state, brew)
    if brew.choices:
        raise RuleError(
            "kwakzalvers.brouwen.stoppen",
            f"De keuze {quoted(brew.choices[0])} werd nergens gevraagd; de vragen en hun keuzes "
            "staan in de stappen.",
        )
    steps = _with_views([*brew.steps, *closing], droplet, rats, result)
    return Ruling(
        question=f"Wat geeft de ketel {chips or '(geen fiches)'} vanaf veld {start} in ronde "
        f"{round}?",
        answer=_answer(result),
        result=result,
        steps=steps,
    )


def _check_possible(chips: Chips, rats: int, round: int) -> None:
    """Refuse what no game has: a colour before its book opens, rat tails in round 1."""
    for chip in chips:
        opens = OPENS.get(chip.ingredient)
        if opens is not None and round < opens[0]:
            raise RuleError(
                opens[1],
                f"In ronde {round} heeft niemand een {chip.ingredient.dutch}: dat boek gaat pas "
                f"in ronde {opens[0]} open.",
            )
    if rats and round == 1:
        raise RuleError(
            "kwakzalvers.ratten",
            "In ronde 1 krijgt niemand rattenstaarten, dus geen "
            f"{count(rats, 'rattenstaart', 'rattenstaarten')}.",
        )


def _brewing(state: GameState, chips: Chips, droplet: int, rats: int) -> GameState:
    """The table as brewing starts: player 1's bag holds exactly ``chips``; the others have
    stopped with more black chips than player 1 (see the module's text) and nothing else."""
    start = min(droplet + rats, LAST_CHIP_FIELD)
    black_most = owned_at_most(Ingredient.BLACK, 1)
    blacks = min(1 + sum(1 for chip in chips if chip.ingredient is Ingredient.BLACK), black_most)
    black = Chip(Ingredient.BLACK, 1)
    others = Cauldron()
    for _ in range(blacks):
        others = others.place(black, 1)
    players = [
        evolve(state.players[0], bag=Bag.of(chips), droplet=droplet, rats=rats, todo=(),
               cauldron=Cauldron(start=start)),
        *(evolve(p, stopped=True, cauldron=others, todo=()) for p in state.players[1:]),
    ]  # fmt: skip
    return evolve(state, players=tuple(players))


class _Brew:
    """The engine played for player 1, with the steps said and the choices taken."""

    def __init__(self, choices: list[str], steps: list[Step]) -> None:
        self.choices = choices
        self.steps = steps
        self.game = shared_game()
        self.scoring_choice: str | None = None
        """What an exploded cauldron took: ``punten`` (step D) or ``munten``."""

    def say(self, clause_id: str, text: str, state: GameState) -> None:
        self.steps.append(Step(clause_id, text, state.players[0].cauldron))

    def act(self, state: GameState, action: Action) -> GameState:
        return self.game.apply(state, action)

    def lay(self, state: GameState, number: int, chip: Chip) -> GameState:
        player = state.players[0]
        parts = rules.distance_parts(state, player, chip)
        state = self.act(self.act(state, Draw(0)), DrawnChip(CHANCE, 0, chip))
        after = state.players[0]
        if len(after.cauldron) == len(player.cauldron):
            book = rules.book_of(state, chip.ingredient)
            self.say(book.clause_id, f"Fiche {number}: {chip.dutch()} gaat naast je ketel.", state)
        else:
            total = sum(part.fields for part in parts)
            why = listing([f"{part.fields} ({part.reason})" for part in parts])
            landed = after.cauldron.chips[-1].field
            clause_id = parts[-1].clause_id
            self.say(
                clause_id,
                f"Fiche {number}: {chip.dutch()} gaat {total} verder: {why}; naar veld {landed}.",
                state,
            )
        return self._settle_brewing(self._whites(state, chip, after.exploded), number)

    def _whites(self, state: GameState, chip: Chip, exploded: bool) -> GameState:
        player = state.players[0]
        if not chip.is_white:
            return state
        limit = rules.explosion_limit(state, player)
        whites = player.cauldron.white_total()
        if not player.exploded:
            self.say(
                "kwakzalvers.ontploffen",
                f"De witte fiches zijn samen {whites}; tot en met {limit} is veilig.",
                state,
            )
        elif player.protected:
            self.say(
                "kwakzalvers.ontploffen",
                f"De witte fiches zijn samen {whites}, meer dan {limit}: je ketel ontploft, maar "
                f"door de bescherming van je {Ingredient.BLUE.dutch} krijg je straks punten én "
                "geld (stap D en E).",
                state,
            )
        else:
            self.say(
                "kwakzalvers.ontploffen",
                f"De witte fiches zijn samen {whites}, meer dan {limit}: je ketel ontploft en je "
                "moet stoppen.",
                state,
            )
        return state

    def _settle_brewing(self, state: GameState, number: int) -> GameState:
        """The questions placing a chip raised: a choice by the player's keuze, a book's extra
        draw left to the next chips listed."""
        while True:
            task = state.players[0].task
            if isinstance(task, DrawToHand | PickFromHand):
                book = rules.book_of(state, Ingredient.BLUE)
                self.say(
                    book.clause_id,
                    f"Na fiche {number} mag je fiches trekken en er één leggen: dat fiche is "
                    "hier het volgende in de rij.",
                    state,
                )
                players = list(state.players)
                players[0] = evolve(players[0], todo=())
                state = evolve(state, players=tuple(players))
                continue
            options = rules.offers(state, 0)
            if not options or 0 not in self.game.current_players(state):
                return state
            state = self.choose(state, options, task)

    def choose(
        self,
        state: GameState,
        options: list[rules.Option],
        task: object,
        default: str | None = None,
    ) -> GameState:
        """Take the player's next keuze when it is one of ``options``, else ``default`` or the
        option that changes nothing; the step names the others as keuzes."""
        codes = [option.code for option in options]
        given = self.choices[0] if self.choices and self.choices[0] in codes else None
        if given is not None:
            self.choices.pop(0)
            code = given
        elif default in codes:
            code = default
        else:
            code = next((c for c in codes if c in QUIET_CODES), codes[0])
        chosen = options[codes.index(code)]
        others = [o for o in options if o.code != code]
        alternative = (
            f" (anders: {listing([f'--keuze {o.code} ({o.label})' for o in others], last='of')})"
            if others
            else ""
        )
        if isinstance(task, ScoringChoice):
            self.scoring_choice = code
        how = "je kiest" if given is not None else "zonder --keuze neemt dit antwoord"
        source = getattr(task, "source", "") or _task_clause(task)
        self.say(source, f"Een keuze: {how} '{chosen.label}'{alternative}.", state)
        return self.act(state, Choose(0, codes.index(code)))


def _task_clause(task: object) -> str:
    if isinstance(task, ScoringChoice):
        return "kwakzalvers.puntentelling.ontploft"
    return "kwakzalvers.puntentelling"


# -- scoring ------------------------------------------------------------------------------------


def _score(state: GameState, brew: _Brew) -> tuple[PotResult, list[Step]]:
    """Run the round's scoring in the engine to the end of the round (step F's rubies are
    spending, not what the cauldron gives). The totals are the engine's; the steps name the
    field's share from the track and the rest as what books and the card added."""
    player = state.players[0]
    field, whites, round = player.scoring, player.cauldron.white_total(), state.round
    limit = rules.explosion_limit(state, player)
    before = (player.score, player.rubies)
    brew.say("kwakzalvers.puntentelling", sentence(_field_text(field)), state)
    coins_to_spend, instead = TRACK[field].coins, None
    seen: set[str] = set()
    end = state
    final = field
    for _ in range(SCORING_ACTIONS):
        if end.round != round or end.phase == "einde-ronde" or end.over:
            break
        final = end.players[0].scoring
        end, shopped, other = _one_step(end, brew, seen)
        if shopped is not None:
            coins_to_spend = shopped
        if other is not None:
            instead = other
    after = end.players[0]
    if end.round == round:
        final = after.scoring
    if final != field:
        brew.say(
            "kwakzalvers.puntentelling.b",
            f"Stap B: je laatste fiche schuift verder, {_field_text(final, 'wordt')}",
            end,
        )
        field = final
    total = (after.score - before[0], after.rubies - before[1])
    exploded = player.exploded and not player.protected
    choice = brew.scoring_choice
    scored_d = not exploded or choice in ("punten", None)
    money = not exploded or choice == "munten"
    from_coins = TRACK[field].coins // COINS_PER_POINT if round == LAST_ROUND and money else 0
    _explain(brew, end, field, total, scored_d, from_coins, not money)
    result = PotResult(
        whites=whites,
        limit=limit,
        exploded=player.exploded,
        protected=player.protected,
        field=field,
        coins=coins_to_spend if money and round < LAST_ROUND else 0,
        points=total[0],
        rubies=total[1],
        points_from_coins=from_coins,
        points_instead=instead,
        round=round,
    )
    return result, []


def _explain(
    brew: _Brew,
    state: GameState,
    field: int,
    total: tuple[int, int],
    scored_d: bool,
    from_coins: int,
    no_money: bool,
) -> None:
    """Say the scoring: the field's ruby (C), points (D), round 9's money, and what the books
    and the card added on top (the engine's total minus the field's share)."""
    spot = TRACK[field]
    share_points = (spot.points if scored_d else 0) + from_coins
    share_rubies = 1 if spot.ruby else 0
    rest = (total[0] - share_points, total[1] - share_rubies)
    if rest != (0, 0):
        what = listing(
            [t for n, t in ((rest[0], points(rest[0])), (rest[1], rubies(rest[1]))) if n]
        )
        card = rules.card_of(state) if state.card else None
        clause_id = card.clause_id if card is not None else "kwakzalvers.puntentelling.b"
        source = f"kaart {state.card} en de fiche-acties" if state.card else "de fiche-acties"
        brew.say(clause_id, f"Stap B tot E: {source} geven er nog {what} bij.", state)
    if spot.ruby:
        brew.say("kwakzalvers.puntentelling.c", "Stap C: de robijn van je veld: 1 robijn.", state)
    if scored_d:
        brew.say(
            "kwakzalvers.puntentelling.d", f"Stap D: {points(spot.points)} van je veld.", state
        )
    if state.round == LAST_ROUND and no_money:
        brew.say(
            "kwakzalvers.keuze.ronde9-ontploft",
            f"Je ketel is ontploft: in ronde {LAST_ROUND} wordt je geld geen punten.",
            state,
        )
    elif from_coins or state.round == LAST_ROUND:
        brew.say(
            "kwakzalvers.ronde9",
            f"Ronde {LAST_ROUND}: je {coins(spot.coins)} worden punten, één per "
            f"{COINS_PER_POINT}: {points(from_coins)}.",
            state,
        )


def _field_text(field: int, verb: str = "is") -> str:
    """``je puntentellingsveld is veld 9: 9 munten, 1 overwinningspunt en een robijn.``"""
    spot = TRACK[field]
    ruby = " en een robijn" if spot.ruby else ", zonder robijn"
    return (
        f"je puntentellingsveld {verb} veld {field}: {coins(spot.coins)}, "
        f"{points(spot.points)}{ruby}."
    )


def _one_step(
    state: GameState, brew: _Brew, seen: set[str]
) -> tuple[GameState, int | None, int | None]:
    """One action of the scoring: chance (the die made neutral), another seat's (nothing), or
    player 1's (by keuze). Returns the coins player 1 shops with and the points an exploded
    cauldron could take instead, when this step shows them."""
    game = brew.game
    actors = game.current_players(state)
    if actors == (CHANCE,):
        outcomes = [action for action, _ in game.chance_outcomes(state)]
        rolled = [a for a in outcomes if isinstance(a, Rolled)]
        if rolled:
            if rolled[0].player == 0 and "dobbel" not in seen:
                seen.add("dobbel")
                brew.say(
                    "kwakzalvers.puntentelling.a",
                    "Stap A: de bonusdobbelsteen is een worp; dit antwoord telt hem niet mee.",
                    state,
                )
            neutral = [a for a in rolled if a.face is DieFace.DROPLET]
            return game.apply(state, (neutral or rolled)[0]), None, None
        return game.apply(state, outcomes[0]), None, None
    seat = actors[0]
    task = state.players[seat].task
    if seat != 0:
        legal = game.legal_actions(state, seat)
        quiet: list[Action] = [a for a in legal if isinstance(a, Buy) and not a.chips]
        if not quiet:
            codes = [o.code for o in rules.offers(state, seat)]
            quiet = [Choose(seat, codes.index(c)) for c in codes if c in QUIET_CODES]
        return game.apply(state, (quiet or list(legal))[0]), None, None
    if isinstance(task, Apply) and task.source == "kwakzalvers.boek.zwart" and "zwart" not in seen:
        seen.add("zwart")
        brew.say(
            "kwakzalvers.boek.zwart",
            "De zwarte fiches vergelijk je met de ketels van je buren; die kent dit antwoord "
            "niet, dus het rekent alsof je buren meer zwarte fiches hebben.",
            state,
        )
    if isinstance(task, Shop):
        return game.apply(state, Buy(0, ())), task.coins, None
    if isinstance(task, SpendRubies):
        return game.apply(state, Choose(0, 0)), None, None
    if isinstance(task, ScoringChoice):
        decided = bool(brew.choices) and brew.choices[0] in ("punten", "munten")
        instead = None if decided else TRACK[state.players[0].scoring].points
        return brew.choose(state, rules.offers(state, 0), task, default="munten"), None, instead
    if isinstance(task, Roll):
        return state, None, None
    options = rules.offers(state, 0)
    if options:
        return brew.choose(state, options, task), None, None
    return game.apply(state, game.legal_actions(state, 0)[0]), None, None


def _with_views(steps: list[Step], droplet: int, rats: int, result: PotResult) -> tuple[Step, ...]:
    shown = []
    for step in steps:
        exploded = result.exploded and "ontploft" in step.text
        scored = step.clause_id.startswith("kwakzalvers.puntentelling") or step.clause_id in (
            "kwakzalvers.ronde9",
        )
        view = BrewView(
            step.state, droplet, rats, exploded=exploded, scoring=result.field if scored else None
        )
        shown.append(replace(step, state=view))
    return tuple(shown)


def _answer(result: PotResult) -> str:
    state = "ontploft" if result.exploded else "niet ontploft"
    if result.protected:
        state = "ontploft maar beschermd"
    gained = [points(result.points)]
    if result.rubies:
        gained.append(rubies(result.rubies))
    if result.round == LAST_ROUND:
        money = (
            f", waarvan {points(result.points_from_coins)} uit je geld"
            if result.points_from_coins
            else ""
        )
        return (
            f"Je ketel is {state} (wit {result.whites}); veld {result.field}: in ronde "
            f"{LAST_ROUND} {listing(gained)}{money}."
        )
    if result.points_instead is not None and result.coins:
        return (
            f"Je ketel is {state} (wit {result.whites}); veld {result.field}: kies "
            f"{points(result.points_instead)} of inkopen voor {coins(result.coins)}"
            + (f", plus {rubies(result.rubies)}" if result.rubies else "")
            + "."
        )
    if result.coins:
        gained.append(f"inkopen voor {coins(result.coins)}")
    return f"Je ketel is {state} (wit {result.whites}); veld {result.field}: {listing(gained)}."


__all__ = ["PotResult", "numeral", "pot_ruling"]
