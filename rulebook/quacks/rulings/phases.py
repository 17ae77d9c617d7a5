"""What each phase of the base game says when it begins, with the numbers of the state.

A phase's ``begin`` (in the engine) does the automatic part of a phase: the rats are counted,
the scoring fields fixed, the rubies of step C handed out. Each function here tells one of them,
from the state before the phase began and the state after (without the card's share, which the
explainer tells apart under the card's clause).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from rulebook.core.dutch import agree, listing, points, rat_tails
from rulebook.core.model.flow import Phase
from rulebook.quacks import board, rules
from rulebook.quacks.board import SPOON, TRACK
from rulebook.quacks.data import Ingredient
from rulebook.quacks.rulings.changes import field_words, player_changes, score_words, who
from rulebook.quacks.rulings.telling import Said, Teller
from rulebook.quacks.table import GameState, LastRoundExploded, Shop

Describe = Callable[[Teller, Phase[GameState], GameState, GameState], list[Said]]


def generic(ex: Teller, phase: Phase[GameState], before: GameState, after: GameState) -> list[Said]:
    """A phase this module does not know (an expansion's): what changed, under its clause."""
    ex.remember(after, phase.clause_id)
    return ex.say(phase.clause_id, ex.changes(before, after), after)


def round_begins(
    ex: Teller, phase: Phase[GameState], before: GameState, after: GameState
) -> list[Said]:
    """A new round: its number, who turns the card, and rounds 2, 3 and 6."""
    holder = who(after.start_player)
    text = f"ronde {after.round} van 9 begint; {holder} heeft de stapel waarzeggerijkaarten"
    parts = ex.say("kwakzalvers.ronden", [text], after)
    if after.round == board.YELLOW_ROUND:
        parts += ex.say("kwakzalvers.ronde2", ["vanaf ronde 2 ligt het gele boek open"], after)
    if after.round == board.PURPLE_ROUND:
        parts += ex.say("kwakzalvers.ronde3", ["vanaf ronde 3 ligt het paarse boek open"], after)
    extra = ex.changes(before, after)
    if after.round == 6 and extra:
        parts += ex.say("kwakzalvers.ronde6", extra, after)
    return parts


def rats(ex: Teller, phase: Phase[GameState], before: GameState, after: GameState) -> list[Said]:
    """Step 2: the leader, each player's rat tails and where they lie, card P8's points."""
    scores = [p.score for p in before.players]
    lead = max(scores)
    leaders = [s for s in after.seats if scores[s] == lead]
    if len(leaders) == len(after.players):
        text = f"alle spelers staan gelijk op {points(lead)}: niemand krijgt rattenstaarten"
        return ex.say("kwakzalvers.ratten", [text], after)
    names = listing([who(s) for s in leaders])
    text = f"koploper is {names} met {points(lead)}; wie achterstaat, telt de staarten tot daar"
    parts = ex.say("kwakzalvers.ratten", [text], after)
    lines = []
    for seat in ex.seats(after):
        if seat not in leaders:
            lines.append(_tails_of(after, seat, scores[seat], lead))
    parts += ex.say("kwakzalvers.ratten.staarten", lines, after)
    paid = [
        score_words(who(s), scores[s], after.players[s].score)
        for s in ex.seats(after)
        if after.players[s].score != scores[s]
    ]
    if paid:
        lead_text = f"kaart {before.card}, een punt per rattenstaart: {paid[0]}"
        parts += ex.say(f"kwakzalvers.kaart.{before.card}", [lead_text, *paid[1:]], after)
    if not after.setup.second_lap or lead > board.LAP:
        rule = (
            "de staarten liggen boven 50 op dezelfde plaatsen, 50 hoger"
            if after.setup.second_lap
            else "boven 50 liggen geen staarten"
        )
        text = f"de koploper staat op {lead}: {rule}"
        parts += ex.say("kwakzalvers.keuze.tweede-ronde", [text], after)
    return parts


def _tails_of(state: GameState, seat: int, score: int, lead: int) -> str:
    lap = state.setup.second_lap
    between = [t for t in board.rat_tails_list(lead, second_lap=lap) if score <= t < lead]
    where = f" (na {listing([str(t) for t in between])})" if between else ""
    stone = min(state.players[seat].droplet + len(between), board.LAST_CHIP_FIELD)
    counted = rat_tails(len(between))
    return f"{who(seat)} ({points(score)}): {counted}{where}, rattensteen op veld {stone}"


def brewing(ex: Teller, phase: Phase[GameState], before: GameState, after: GameState) -> list[Said]:
    """Step 3 begins: where each cauldron starts."""
    starts = []
    for seat in ex.seats(after):
        player = after.players[seat]
        where = "rattensteen" if player.rats else "druppel"
        starts.append(f"{who(seat)} bij veld {player.cauldron.start} ({where})")
    return ex.say("kwakzalvers.brouwen", [f"iedereen trekt tegelijk; {listing(starts)}"], after)


def bonus_die(
    ex: Teller, phase: Phase[GameState], before: GameState, after: GameState
) -> list[Said]:
    """Step A: every scoring field, who rolls, and the spoon."""
    lines = [
        f"{who(s)} {field_words(after.players[s].scoring, exploded=after.players[s].exploded)}"
        for s in ex.seats(after)
    ]
    text = f"de puntentellingsvelden, direct na het laatste fiche: {listing(lines)}"
    parts = ex.say("kwakzalvers.puntentelling", [text], after)
    rollers = rules.rollers(after)
    if not rollers:
        text = "alle ketels zijn ontploft: niemand gooit met de bonusdobbelsteen"
    else:
        best = after.players[rollers[0]].scoring
        tie = " (even ver: ieder van hen gooit)" if len(rollers) > 1 else ""
        came = agree(len(rollers), "kwam", "kwamen")
        names = listing([who(s) for s in rollers])
        text = f"zonder te ontploffen {came} {names} het verst, tot veld {best}{tie}"
    parts += ex.say("kwakzalvers.puntentelling.a", [text], after)
    spoon = [s for s in ex.seats(after) if after.players[s].scoring == SPOON]
    if spoon:
        reach = agree(len(spoon), "haalt", "halen")
        text = f"{listing([who(s) for s in spoon])} {reach} de lepel: 35 geld en 15 punten"
        parts += ex.say("kwakzalvers.spoor.lepel", [text], after)
    ex.remember(after, "kwakzalvers.puntentelling.a")
    return parts


_STEP_B = (Ingredient.BLACK, Ingredient.GREEN, Ingredient.PURPLE)


def chip_actions(
    ex: Teller, phase: Phase[GameState], before: GameState, after: GameState
) -> list[Said]:
    """Step B begins: the order, when any cauldron holds a black, green or purple chip."""
    cauldrons = [after.players[s].cauldron for s in ex.seats(after)]
    if not any(c.count(colour) for c in cauldrons for colour in _STEP_B):
        return []
    order = listing([who(s) for s in after.seats])
    text = f"stap B gaat om de beurt: {order}; ieder doet eerst zwart, dan groen, dan paars"
    return ex.say("kwakzalvers.puntentelling.b", [text], after)


def rubies(ex: Teller, phase: Phase[GameState], before: GameState, after: GameState) -> list[Said]:
    """Step C: a ruby on the scoring field."""
    lines = []
    for seat in ex.seats(after):
        gain = player_changes(before, after, seat, Counter(), Counter())
        if gain:
            lines.append(f"veld {after.players[seat].scoring} toont een robijn: " + listing(gain))
    ex.remember(after, phase.clause_id)
    return ex.say(phase.clause_id, lines, after)


def victory_points(
    ex: Teller, phase: Phase[GameState], before: GameState, after: GameState
) -> list[Said]:
    """Step D: the points of the scoring field; an exploded cauldron in round 9."""
    lines = []
    for seat in ex.seats(after):
        player = after.players[seat]
        gain = player_changes(before, after, seat, Counter(), Counter())
        if player.exploded and player.protected:
            lines.append(f"{who(seat)} ontplofte binnen zijn bescherming en telt toch")
        if gain:
            lines.append(f"veld {player.scoring}: " + listing(gain))
    parts = ex.say(phase.clause_id, lines, after)
    blown = [
        s for s in ex.seats(after) if after.players[s].exploded and not after.players[s].protected
    ]
    dutch_rule = after.setup.last_round_exploded is LastRoundExploded.DUTCH_SEED
    if after.round == board.LAST_ROUND and blown and dutch_rule:
        text = (
            f"de ketel van {listing([who(s) for s in blown])} is in ronde 9 ontploft: alleen "
            "de punten van stap D, niets voor geld (keuze 'Nederlands')"
        )
        parts += ex.say("kwakzalvers.keuze.ronde9-ontploft", [text], after)
    ex.remember(after, phase.clause_id)
    return parts


def shopping(
    ex: Teller, phase: Phase[GameState], before: GameState, after: GameState
) -> list[Said]:
    """Step E begins: who buys, in which order."""
    shoppers = [s for s in after.seats if isinstance(after.players[s].task, Shop)]
    if len(shoppers) < 2:
        return []
    text = f"kopen gaat om de beurt vanaf de startspeler: {listing([who(s) for s in shoppers])}"
    return ex.say("kwakzalvers.keuze.volgorde", [text], after)


def coins_to_points(
    ex: Teller, phase: Phase[GameState], before: GameState, after: GameState
) -> list[Said]:
    """Round 9: 1 point per 5 coins for a whole cauldron."""
    lines = []
    for seat in ex.seats(after):
        player = after.players[seat]
        coins = TRACK[player.scoring].coins
        old = before.players[seat].score
        if player.buys:
            lines.append(
                f"{who(seat)} zet {coins} geld om in {points(player.score - old)} (1 per 5 "
                f"geld): {old} → {player.score}"
            )
        else:
            lines.append(f"{who(seat)} is ontploft en krijgt niets voor zijn {coins} geld")
    return ex.say("kwakzalvers.ronde9", lines, after)


def round_end(
    ex: Teller, phase: Phase[GameState], before: GameState, after: GameState
) -> list[Said]:
    """Step F begins (its cards B5 and B6 are told under their own clause)."""
    ex.remember(after, phase.clause_id)
    return ex.say(phase.clause_id, ex.changes(before, after), after)


PHASES: dict[str, Describe] = {
    "waarzegster": round_begins,
    "ratten": rats,
    "brouwen": brewing,
    "bonusdobbelsteen": bonus_die,
    "fiche-acties": chip_actions,
    "robijnen": rubies,
    "punten": victory_points,
    "kopen": shopping,
    "omzetten": coins_to_points,
    "einde-ronde": round_end,
}
"""What each phase of the base game says when it begins; other phases use ``generic``."""
