"""The engine's events, told in Dutch: each part cites the clause it rests on.

``Explainer`` reads the events of ``rulings.trace`` one by one and turns each into parts (a
clause and a sentence with the numbers of the state): the card's clause when a fortune-teller
card acts, the book's clause when a chip's action applies, otherwise the clause of the phase in
the round's flow. ``rulings.scenario`` merges the parts into the steps of a ruling.
"""

from __future__ import annotations

from rulebook.core.dutch import chips, coins, count, inflected, listing, points
from rulebook.core.model.evolve import evolve
from rulebook.core.reader.clauses import clause
from rulebook.quacks import rules
from rulebook.quacks.actions import Action, Buy, Choose, DrawnChip, Rolled, Stop, Turned, UseFlask
from rulebook.quacks.board import EXPLOSION_LIMIT
from rulebook.quacks.card_texts import CARD_TEXTS
from rulebook.quacks.data import Ingredient
from rulebook.quacks.effects import (
    BlackBook,
    LastTwo,
    PointsByField,
    PointsPerRat,
    RollsTimes,
    SevenWhitesDroplet,
    SevenWhitesPush,
    TradeUp,
)
from rulebook.quacks.rulings import phases
from rulebook.quacks.rulings.changes import (
    chip_name,
    chip_words,
    who,
)
from rulebook.quacks.rulings.placing import placed
from rulebook.quacks.rulings.tasks import asked, option_code, option_label, task_clause
from rulebook.quacks.rulings.telling import Said, Teller
from rulebook.quacks.rulings.trace import Event
from rulebook.quacks.state import Chips
from rulebook.quacks.table import (
    KINDS,
    Apply,
    BlackTie,
    ChanceTask,
    ChoiceTask,
    DrawToHand,
    DropletStep,
    GameState,
    PickFromHand,
    Purpose,
    ReturnWhite,
    Roll,
    Shop,
    Task,
)

_DECLINED = ("geen", "laten")
"""The options that leave an action of a chip unused (the blue chip's draw, a white chip back)."""


class Explainer(Teller):
    """Turns the engine's events into parts, in the order they happened (the helpers every part
    uses come from ``Teller``, which ``phases`` and ``placing`` use too)."""

    # -- one event -----------------------------------------------------------------------------

    def parts(self, event: Event) -> list[Said]:
        """The parts of one event of the engine."""
        if event.kind == "zet":
            assert event.action is not None
            return self._move(event, event.action)
        if event.kind == "taak":
            return self._task(event)
        if event.kind == "fase":
            return self._phase(event)
        return self._rest(event)

    # -- actions -------------------------------------------------------------------------------

    def _move(self, event: Event, action: Action) -> list[Said]:
        if isinstance(action, Turned):
            return self._turned(event, action)
        actor = action.player if isinstance(action, DrawnChip | Rolled) else action.seat
        if self.focus is not None and actor not in self.focus:
            return []
        if isinstance(action, DrawnChip):
            return self._drawn(event, action)
        if isinstance(action, Rolled):
            return self._rolled(event, action)
        if isinstance(action, Stop):
            return self._stopped(event, action.seat)
        if isinstance(action, Buy):
            return self._bought(event, action)
        before, after, seat = event.before, event.after, action.seat
        if isinstance(action, UseFlask):
            lead = f"{who(seat)} gebruikt zijn volle fles"
            return self.say("kwakzalvers.fles", [lead, *self.changes(before, after, [seat])], after)
        task = before.players[seat].task
        clause_id = task_clause(before, task) or self.game.phase(before).clause_id
        if isinstance(action, Choose):
            parts = self._chosen(event, action, clause_id)
        else:
            parts = self.say(clause_id, self.changes(before, after, [seat]), after)
        self.last[seat] = clause_id
        return parts + self.questions(before, after, clause_id)

    def _turned(self, event: Event, action: Turned) -> list[Said]:
        card = rules.deck_card(event.before, action.card)
        title, text = CARD_TEXTS.get(card.id) or (clause(card.clause_id).title, card.dutch())
        lead = (
            f"{who(event.before.start_player)} draait waarzeggerijkaart {card.id} om: '{title}', "
            f"een {inflected(card.colour.value)} kaart"
        )
        parts = self.say("kwakzalvers.waarzegster", [lead], event.after)
        when = "meteen, voor iedereen" if card.is_purple else "deze hele ronde"
        effect = f"kaart {card.id} werkt {when}: {text[:1].lower()}{text[1:].rstrip('.')}"
        parts += self.say(card.clause_id, [effect], event.after)
        self.remember(event.after, card.clause_id)
        return parts + self.questions(event.before, event.after, card.clause_id)

    def _rolled(self, event: Event, action: Rolled) -> list[Said]:
        before, seat = event.before, action.player
        task = before.players[seat].task
        times = task.times if isinstance(task, Roll) else 1
        effect = rules.card_effect(before)
        extra = isinstance(effect, RollsTimes) and times < effect.factor
        if before.card and (before.phase == "waarzegster" or extra):
            clause_id = f"kwakzalvers.kaart.{before.card}"
        elif before.phase == "bonusdobbelsteen":
            clause_id = "kwakzalvers.puntentelling.a"
        else:
            clause_id = self.game.phase(before).clause_id
        self.last[seat] = clause_id
        lead = f"{who(seat)} gooit met de bonusdobbelsteen: {action.face.value}"
        texts = [lead, *self.changes(before, event.after, [seat])]
        return self.say(clause_id, texts, event.after) + self.questions(
            before, event.after, clause_id
        )

    def _drawn(self, event: Event, action: DrawnChip) -> list[Said]:
        seat = action.player
        task = event.before.players[seat].task
        cauldron = event.before.players[seat].cauldron
        if isinstance(task, ChanceTask) and event.after.players[seat].cauldron == cauldron:
            return self._drawn_elsewhere(event, action, task)  # an expansion's draw, not placed
        waits = len(event.after.players[seat].hand) > len(event.before.players[seat].hand)
        if not isinstance(task, DrawToHand) and waits:
            return self._drawn_to_hand(event, action)  # a rule asks first (moment voor-plaatsen)
        if not isinstance(task, DrawToHand):
            return placed(self, event.before, event.after, seat, action.chip, drawn=True)
        clause_id = task_clause(event.before, task)
        self.last[seat] = clause_id
        hand = event.after.players[seat].hand
        text = f"{who(seat)} trekt {chip_name(action.chip)}"
        if len(hand) > 1:
            text += f" (nu {chips(len(hand))} in zijn hand: {Chips(tuple(hand))})"
        parts = self.say(clause_id, [text], event.after, seat, joins=True)
        return parts + self.questions(event.before, event.after, clause_id)

    def _drawn_to_hand(self, event: Event, action: DrawnChip) -> list[Said]:
        """A chip drawn that waits in the hand while its player answers a rule's question (an
        expansion's, at the moment ``voor-plaatsen``): not placed yet, so no distance yet."""
        seat = action.player
        clause_id = self.game.phase(event.before).clause_id
        self.last[seat] = clause_id
        text = f"{who(seat)} trekt {chip_name(action.chip)}; het wacht in zijn hand"
        parts = self.say(clause_id, [text], event.after, seat, joins=True)
        return parts + self.questions(event.before, event.after, clause_id)

    def _drawn_elsewhere(self, event: Event, action: DrawnChip, task: ChanceTask) -> list[Said]:
        """A chip an expansion's chance step draws without placing it: what it changed."""
        seat = action.player
        clause_id = task_clause(event.before, task) or self.game.phase(event.before).clause_id
        texts = [
            f"{who(seat)} trekt {chip_name(action.chip)}",
            *self.changes(event.before, event.after, [seat]),
        ]
        return self.say(clause_id, texts, event.after)

    def _stopped(self, event: Event, seat: int) -> list[Said]:
        cauldron = event.before.players[seat].cauldron
        if cauldron.chips:
            lead = f"{who(seat)} stopt; zijn laatste fiche ligt op veld {cauldron.last_field}"
            parts = self.say("kwakzalvers.brouwen.stoppen", [lead], event.after)
        else:
            lead = (
                f"{who(seat)} stopt zonder één fiche in zijn ketel: zijn puntentellingsveld wordt "
                f"veld {cauldron.scoring_field}, direct na veld {cauldron.start} (keuze 'veld na "
                "de druppel')"
            )
            parts = self.say("kwakzalvers.keuze.leeg", [lead], event.after)
        return parts + self.questions(event.before, event.after, "kwakzalvers.brouwen.stoppen")

    def _chosen(self, event: Event, action: Choose, clause_id: str) -> list[Said]:
        before, after, seat = event.before, event.after, action.seat
        task = before.players[seat].task
        label = option_label(before, seat, action.option)
        old, new = before.players[seat], after.players[seat]
        if isinstance(task, PickFromHand) and len(new.cauldron) > len(old.cauldron):
            lead = self.say(clause_id, [f"{who(seat)} kiest: {label}"], after)
            chip = new.cauldron.chips[-1].chip
            return lead + placed(self, before, after, seat, chip, drawn=False, task=task)
        if isinstance(task, DropletStep) and new.tube != old.tube:
            return self._tube(event, seat)
        if isinstance(task, ChoiceTask) and _laid_as_usual(before, after, seat):
            # an expansion asked first (the chip waited in the hand); it went as far as the
            # engine's parts say, so the placing is explained part by part
            lead = self.say(clause_id, [f"{who(seat)} kiest: {label}"], after)
            chip = new.cauldron.chips[-1].chip
            return lead + placed(self, before, after, seat, chip, drawn=False)
        texts = [f"{who(seat)} kiest: {label}", *self.changes(before, after, [seat])]
        parts = self.say(clause_id, texts, after)
        if (
            isinstance(task, PickFromHand | ReturnWhite)
            and option_code(before, seat, action.option) in _DECLINED
        ):
            text = f"{who(seat)} laat deze actie liggen; dat mag altijd"
            parts += self.say("kwakzalvers.acties", [text], after)
        return parts

    def _tube(self, event: Event, seat: int) -> list[Said]:
        glass = event.after.players[seat].tube or 0
        lead = f"{who(seat)} kiest de druppel in zijn reageerbuis: die gaat naar glas {glass}"
        parts = self.say("kwakzalvers.varianten.reageerbuis", [lead], event.after)
        changed = self.changes(event.before, event.after, [seat])
        bonus = [text for text in changed if "reageerbuis" not in text]
        texts = [f"glas {glass} geeft", *bonus]
        return parts + self.say("kwakzalvers.keuze.reageerbuis", texts, event.after)

    def _bought(self, event: Event, action: Buy) -> list[Said]:
        before, seat = event.before, action.seat
        task = before.players[seat].task
        budget = task.coins if isinstance(task, Shop) else 0
        if not action.chips:
            lead = f"{who(seat)} koopt niets; de {coins(budget)} vervallen"
            return self.say("kwakzalvers.puntentelling.e", [lead], event.after)
        chips = sorted(action.chips, key=KINDS.index)
        prices = [rules.price(before, chip) for chip in chips]
        total = sum(prices)
        spent = " + ".join(str(p) for p in prices) + (f" = {total}" if len(prices) > 1 else "")
        lead = f"{who(seat)} koopt {chip_words(chips)} voor {spent} van zijn {coins(budget)}"
        if budget > total:
            lead += f"; {budget - total} vervallen"
        return self.say("kwakzalvers.puntentelling.e", [lead], event.after)

    # -- tasks the engine applied by itself ----------------------------------------------------

    def _task(self, event: Event) -> list[Said]:
        seat, task = event.seat, event.task
        assert seat is not None
        if self.focus is not None and seat not in self.focus:
            return []
        before, after = event.before, event.after
        if isinstance(task, Apply) and task.source:
            clause_id = task.source
        else:
            clause_id = self.last.get(seat) or self.game.phase(before).clause_id
        self.last[seat] = clause_id
        lead = _effect_lead(before, seat, task)
        parts = self.say(clause_id, [*lead, *self.changes(before, after, [seat])], after, seat)
        if isinstance(task, Apply):
            parts += self._effect_notes(before, after, seat, task)
            parts += self._choice_notes(before, seat, task)
        if isinstance(task, DropletStep) and clause_id == "kwakzalvers.puntentelling.a":
            parts += self._droplet_on_chip(after, seat)
        return parts + self.questions(before, after, clause_id)

    def _effect_notes(
        self, before: GameState, after: GameState, seat: int, task: Apply
    ) -> list[Said]:
        """The choices of this rulebook behind a book's effect (black 0 against 0, purple 3)."""
        effect = task.effect
        if isinstance(effect, BlackBook) and len(before.players) == 2:
            mine = before.players[seat].cauldron.count(Ingredient.BLACK)
            theirs = before.players[1 - seat].cauldron.count(Ingredient.BLACK)
            if mine == theirs == 0 and before.setup.black_tie is BlackTie.LITERAL:
                text = (
                    f"{who(seat)} en zijn tegenspeler hebben allebei 0 doodshoofdvlinders; met de "
                    "keuze 'letterlijk' is dat evenveel: de druppel gaat vooruit"
                )
                return self.say("kwakzalvers.keuze.zwart-gelijk", [text], after)
        if isinstance(effect, PointsByField):  # the engine's own reckoning, its second step
            choice = rules.purple_field_points(before, seat, effect).steps[1]
            return self.say(choice.clause_id, [choice.text], after)
        return []

    def _droplet_on_chip(self, state: GameState, seat: int) -> list[Said]:
        """The bonus die rule: a droplet that moves onto a chip pushes it aside."""
        player = state.players[seat]
        under = [p for p in player.cauldron.chips if p.field == player.droplet]
        if not under:
            return []
        text = (
            f"op veld {player.droplet} ligt {chip_name(under[0].chip)}: dat fiche schuift "
            f"{who(seat)} opzij; zijn puntentellingsveld blijft veld {player.scoring}"
        )
        return self.say("kwakzalvers.bonusdobbelsteen", [text], state)

    # -- phases --------------------------------------------------------------------------------

    def _phase(self, event: Event) -> list[Said]:
        """A phase began: what it did, and apart from that what the card in play added (the
        phase run again without the card shows the card's share)."""
        before, after = event.before, event.after
        phase = self.game.plain.flow_of(before.setup)[event.phase]
        base, card = after, ""
        if before.card and event.phase != "waarzegster":
            base = evolve(phase.start(evolve(before, card=None)), card=before.card)
            card = f"kwakzalvers.kaart.{before.card}"
        describe = phases.PHASES.get(event.phase, phases.generic)
        parts = describe(self, phase, before, base)
        texts = self.changes(base, after) if card else []
        if texts:
            texts = [*_card_lead(base, before.card or ""), *texts]
            parts += self.say(card, [f"kaart {before.card}: {texts[0]}", *texts[1:]], after)
            self.remember(after, card)
        plain = {seat: asked(base, seat) for seat in self.seats(base)}
        return parts + self.questions(before, after, phase.clause_id, card, plain)

    # -- between events ------------------------------------------------------------------------

    def _rest(self, event: Event) -> list[Said]:
        before, after = event.before, event.after
        if after.round != before.round or (after.over and not before.over):
            return self._round_over(before, after)
        if before.card == "P13" and any(p.hand for p in before.players):
            texts = [_lowest_sum_words(before), *self.changes(before, after)]
            return self.say("kwakzalvers.kaart.P13", texts, after)
        return self.say(self.game.phase(before).clause_id, self.changes(before, after), after)

    def _round_over(self, before: GameState, after: GameState) -> list[Said]:
        texts = self.changes(before, after)
        if after.over:
            texts.append("dat was de laatste ronde")
            parts = self.say("kwakzalvers.puntentelling.f", texts, after)
            return parts + self.say("kwakzalvers.einde", [winner_words(after)], after)
        texts.append(
            f"{who(after.start_player)} krijgt de stapel waarzeggerijkaarten en is de nieuwe "
            f"startspeler; de vlam gaat naar ronde {after.round}"
        )
        return self.say("kwakzalvers.puntentelling.f", texts, after)


# -- the counting behind an effect ----------------------------------------------------------------


def _effect_lead(state: GameState, seat: int, task: Task | None) -> list[str]:
    """Why an effect gives what it gives (the counting behind it), told before the changes."""
    if isinstance(task, PickFromHand) and task.purpose is Purpose.TRADE_UP:
        hand = Chips(tuple(state.players[seat].hand))
        return [f"in de hand van {who(seat)} ({hand}) kan geen fiche een waarde hoger"]
    if not isinstance(task, Apply):
        return []
    effect = task.effect
    name = who(seat)
    if isinstance(effect, BlackBook):
        return [_black_words(state, seat)] if _black_matters(state, seat) else []
    if isinstance(effect, LastTwo):
        last = state.players[seat].cauldron.chips[-2:]
        greens = sum(1 for p in last if p.chip.ingredient is Ingredient.GREEN)
        where = listing([f"{chip_name(p.chip)} op veld {p.field}" for p in last])
        found = count(greens, "groen fiche", "groene fiches", one="1")
        return [f"de laatste twee fiches van {name} zijn {where}: {found} daarbij"]
    if isinstance(effect, SevenWhitesPush):
        return [_seven_whites_words(state, seat)]
    if isinstance(effect, PointsByField):  # the engine's own reckoning, its first step
        return [rules.purple_field_points(state, seat, effect).steps[0].text]
    if isinstance(effect, PointsPerRat):
        return [f"{name} krijgt in stap 2 een punt voor elke rattenstaart die hij dan telt"]
    if isinstance(effect, TradeUp):
        return [f"{name} trekt {chips(effect.draw)} uit zijn buidel"]
    return []


def _card_lead(state: GameState, card_id: str) -> list[str]:
    """What a blue card looks at before it acts at the end of a round (card B6: the whites)."""
    if not card_id or not isinstance(rules.deck_card(state, card_id).effect, SevenWhitesDroplet):
        return []
    whites = [f"{who(s)} {p.cauldron.white_total()}" for s, p in enumerate(state.players)]
    return [f"de witte fiches in de ketels zijn samen: {listing(whites)}"]


def _seven_whites_words(state: GameState, seat: int) -> str:
    cauldron = state.players[seat].cauldron
    whites = cauldron.white_total()
    if whites != EXPLOSION_LIMIT:
        return f"de witte fiches van {who(seat)} zijn samen {whites}, niet precies 7: niets"
    greens = [p.chip.value or 0 for p in cauldron.chips if p.chip.ingredient is Ingredient.GREEN]
    total = " + ".join(str(v) for v in greens) + (f" = {sum(greens)}" if len(greens) > 1 else "")
    return (
        f"de witte fiches van {who(seat)} zijn samen precies 7; de groene fiches zijn samen "
        f"{total} waard, zoveel velden schuift zijn laatste fiche verder"
    )


def _black_matters(state: GameState, seat: int) -> bool:
    if len(state.players) == 2:
        return any(p.cauldron.count(Ingredient.BLACK) for p in state.players)
    return state.players[seat].cauldron.count(Ingredient.BLACK) > 0


def _black_words(state: GameState, seat: int) -> str:
    """The counts the black book compares, and its verdict: what it gives is the engine's own
    reckoning (``rules.black_book``), told from the table's side."""
    gain = rules.black_book(state, seat).value
    mine = state.players[seat].cauldron.count(Ingredient.BLACK)
    moths = count(mine, "doodshoofdvlinder", "doodshoofdvlinders", one="1")
    if len(state.players) == 2:
        theirs = state.players[1 - seat].cauldron.count(Ingredient.BLACK)
        if gain.rubies:
            verdict = "meer: druppel 1 veld vooruit en 1 robijn"
        elif gain.droplet:
            verdict = "evenveel: druppel 1 veld vooruit"
        else:
            verdict = "evenveel" if mine == theirs else "minder: niets"
        return f"{who(seat)} heeft {moths}, zijn tegenspeler {theirs}: {verdict}"
    left, right = state.left_of(seat), state.right_of(seat)
    on_left = state.players[left].cauldron.count(Ingredient.BLACK)
    on_right = state.players[right].cauldron.count(Ingredient.BLACK)
    verdict = (
        "bij geen van beiden meer: niets",
        "meer dan één van hen: druppel 1 veld vooruit",
        "meer dan allebei: druppel 1 veld vooruit en 1 robijn",
    )[gain.droplet + gain.rubies]
    return (
        f"{who(seat)} heeft {moths}, zijn linkerbuur ({who(left)}) {on_left} en zijn "
        f"rechterbuur ({who(right)}) {on_right}: {verdict}"
    )


def _lowest_sum_words(state: GameState) -> str:
    sums = {s: sum(chip.value or 0 for chip in state.players[s].hand) for s in state.seats}
    low = min(sums.values())
    lines = [
        f"{who(s)} {' + '.join(str(c.value or 0) for c in state.players[s].hand)} = {sums[s]}"
        for s in state.seats
    ]
    lowest = listing([who(s) for s in state.seats if sums[s] == low])
    return f"de sommen: {listing(lines)}; de laagste ({low}) heeft {lowest}"


def winner_words(state: GameState) -> str:
    """Who wins a finished game, with the tie-break when it was needed."""
    scores = [p.score for p in state.players]
    best = max(scores)
    leaders = [s for s in state.seats if scores[s] == best]
    won = rules.winners(state)
    if len(leaders) == 1:
        return f"{who(won[0])} wint met {points(best)}"
    tied = listing([who(s) for s in leaders])
    fields_of = listing([f"{who(s)} veld {state.players[s].last_field}" for s in leaders])
    if len(won) == 1:
        return (
            f"{tied} staan gelijk op {best}; in ronde 9 kwam {fields_of}: {who(won[0])} had de "
            "vollere ketel en wint"
        )
    return (
        f"{tied} staan gelijk op {best} en hadden in ronde 9 even volle ketels ({fields_of}): "
        "zij delen de overwinning"
    )


def _laid_as_usual(before: GameState, after: GameState, seat: int) -> bool:
    """A chip went from the hand into the cauldron exactly as far as the engine's distance
    parts add up (a choice that moves it elsewhere is told by its label and the change)."""
    old, new = before.players[seat], after.players[seat]
    if len(new.cauldron) != len(old.cauldron) + 1 or len(new.hand) >= len(old.hand):
        return False
    chip = new.cauldron.chips[-1]
    return chip.field - old.cauldron.last_field == rules.distance_of(before, seat, chip.chip)
