"""A chip laid into a cauldron, explained: how far it went and why, and what it did there.

The distance comes part by part from the engine (``rules.distance_parts``: the value, then
what the books and the card add), the limit for the white chips from ``rules.explosion_limit``;
this module only tells them, citing the clause of each part.
"""

from __future__ import annotations

from rulebook.core.dutch import agree, chips, count, fields, listing
from rulebook.quacks import rules
from rulebook.quacks.board import EXPLOSION_LIMIT, TRACK
from rulebook.quacks.data import Ingredient
from rulebook.quacks.effects import (
    CountBoost,
    DoubleNext,
    DrawAndPick,
    Effect,
    LimitIs,
    NoAction,
    NthBonus,
    Protect,
    RaiseLimit,
    ReturnPreviousWhite,
    RubyFieldGain,
    SetAside,
    Timing,
    WhiteOnesMoveTwo,
)
from rulebook.quacks.rulings.changes import chip_name, ruby_words, score_words, who
from rulebook.quacks.rulings.telling import Said, Teller
from rulebook.quacks.state import Chip
from rulebook.quacks.table import (
    GameState,
    LimitRule,
    PickFromHand,
    Player,
    Purpose,
    Task,
    YellowDouble,
)

PLACING = "kwakzalvers.brouwen.plaatsen"
STRONG = "kwakzalvers.kaart.B9"


def placed(
    ex: Teller,
    before: GameState,
    after: GameState,
    seat: int,
    chip: Chip,
    *,
    drawn: bool,
    task: Task | None = None,
) -> list[Said]:
    """A chip drawn (or taken from a hand) and laid: its distance, the white chips' limit, and
    the action of its book."""
    effect = rules.action_of(before, chip.ingredient)
    strong = isinstance(task, PickFromHand) and task.purpose is Purpose.STRONG
    verb = "trekt" if drawn else "legt"
    if isinstance(effect, SetAside) and not strong:
        clause_id = rules.book_of(before, chip.ingredient).clause_id
        ex.last[seat] = clause_id
        text = f"{who(seat)} {verb} {chip_name(chip)} en legt die naast zijn ketel, niet erin"
        return ex.say(clause_id, [text], after) + ex.questions(before, after, clause_id)
    parts, clause_id, field = _distance(ex, before, after, seat, chip, verb, strong)
    if strong:
        text = "dit fiche doet geen actie en kan de ketel niet laten ontploffen"
        return parts + ex.say(STRONG, [text], after)
    parts += _limit(ex, before, after, seat, chip)
    parts += _action(ex, before, after, seat, chip, effect, field)
    return parts + ex.questions(before, after, clause_id)


def _distance(
    ex: Teller,
    before: GameState,
    after: GameState,
    seat: int,
    chip: Chip,
    verb: str,
    strong: bool,
) -> tuple[list[Said], str, int]:
    player, new = before.players[seat], after.players[seat]
    pieces = (
        [rules.Part(chip.value or 1, PLACING, f"waarde {chip.value}")]
        if strong
        else rules.distance_parts(before, player, chip)
    )
    grew = len(new.cauldron) > len(player.cauldron)
    field = new.cauldron.chips[-1].field if grew else player.cauldron.last_field
    total = sum(piece.fields for piece in pieces)
    extras = pieces[1:]
    start = player.cauldron.last_field
    origin = (
        f"na zijn vorige fiche op veld {start}"
        if player.cauldron.chips
        else f"vanaf {'zijn rattensteen' if player.rats else 'zijn druppel'} op veld {start}"
    )
    text = f"{who(seat)} {verb} {chip_name(chip)}: {fields(total)} verder {origin}"
    by_value = pieces[0].clause_id == PLACING
    if extras or not by_value:
        how = [f"{pieces[0].fields} voor zijn waarde" if by_value else pieces[0].reason]
        how += [f"{piece.fields} extra: {piece.reason}" for piece in extras]
        text += " (" + "; ".join(how) + ")"
    text += f", dus op veld {field}" + _gap_words(field, start, total)
    if chip.is_white:
        text += f" (de witte fiches zijn nu samen {new.cauldron.white_total()})"
    clause_id = STRONG if strong else (extras[-1] if extras else pieces[0]).clause_id
    ex.last[seat] = clause_id
    parts = ex.say(clause_id, [text], after)
    if field < start + total:
        end = f"veld {field} is het laatste veld van het spoor: verder komt geen fiche"
        parts += ex.say("kwakzalvers.ketelspoor", [end], after)
    if player.double and not strong:
        whole = before.setup.yellow_double is YellowDouble.WHOLE_STEP
        rule = (
            "de hele stap verdubbelt, extra velden ook (keuze 'hele stap')"
            if whole
            else "alleen de waarde verdubbelt (keuze 'alleen de waarde')"
        )
        single = fields(total - pieces[-1].fields)
        text = f"{rule}: {fields(total)} in plaats van {single}"
        parts += ex.say("kwakzalvers.keuze.geel2", [text], after)
    return parts, clause_id, field


def _gap_words(field: int, start: int, total: int) -> str:
    if field < start + total:
        return ", het laatste veld van de ketel"
    gap = total - 1
    if gap < 1:
        return ""
    which = "dat ene veld" if gap == 1 else f"de {gap} velden"
    return f"; {which} ertussen {agree(gap, 'blijft', 'blijven')} leeg"


def _limit(ex: Teller, before: GameState, after: GameState, seat: int, chip: Chip) -> list[Said]:
    """Whites past 7 under a raised limit, and an explosion (protected by blue set 2 or not)."""
    new = after.players[seat]
    whites = new.cauldron.white_total()
    limit = rules.explosion_limit(after, new)
    parts: list[Said] = []
    if chip.is_white and whites > EXPLOSION_LIMIT and limit > EXPLOSION_LIMIT:
        parts += _raised_limit(ex, after, new, whites, limit)
    if new.exploded and not before.players[seat].exploded:
        text = (
            f"de witte fiches van {who(seat)} zijn samen {whites}, meer dan {limit}: zijn ketel "
            f"ontploft; {chip_name(chip)} blijft liggen en hij moet stoppen"
        )
        parts += ex.say("kwakzalvers.ontploffen", [text], after)
        if new.protected:
            text = (
                f"{chip_name(chip)} viel binnen de bescherming van de kraaienschedel: "
                f"{who(seat)} krijgt toch de punten én mag kopen, maar gooit niet met de "
                "bonusdobbelsteen"
            )
            parts += ex.say(rules.book_of(after, Ingredient.BLUE).clause_id, [text], after)
    return parts


def _raised_limit(
    ex: Teller, state: GameState, player: Player, whites: int, limit: int
) -> list[Said]:
    """Who raised the limit (card B7, yellow set 3, or both: clause kwakzalvers.keuze.grens)."""
    card = rules.card_effect(state)
    yellow = rules.book_of(state, Ingredient.YELLOW)
    yellows = player.cauldron.count(Ingredient.YELLOW)
    raisers = []
    if isinstance(card, LimitIs):
        raisers.append((f"kwakzalvers.kaart.{state.card}", card.limit, f"kaart {state.card}"))
    if isinstance(yellow.effect, RaiseLimit) and yellows:
        why = count(yellows, "alruinwortel", "alruinwortels", one="1") + " in de ketel"
        raisers.append((yellow.clause_id, yellow.effect.limit(yellows, EXPLOSION_LIMIT), why))
    parts: list[Said] = []
    for clause_id, value, why in raisers:
        text = f"door {why} ligt de grens op {value} in plaats van {EXPLOSION_LIMIT}"
        parts += ex.say(clause_id, [text], state, once=True)
    last = raisers[-1][0]
    if len(raisers) == 2:
        last = "kwakzalvers.keuze.grens"
        rule = "de verhogingen tellen op"
        if state.setup.limit_rule is LimitRule.HIGHEST:
            rule = "de hoogste geldt"
        parts += ex.say(last, [f"samen: {rule}, de grens is {limit}"], state, once=True)
    verdict = "dat is te veel" if whites > limit else "dat mag nog"
    return parts + ex.say(last, [f"wit samen {whites}, grens {limit}: {verdict}"], state)


def _action(
    ex: Teller,
    before: GameState,
    after: GameState,
    seat: int,
    chip: Chip,
    effect: Effect | None,
    landed: int,
) -> list[Said]:
    """What the chip's book does the moment it lands (its extra distance is told above)."""
    if effect is None:
        return []
    parts: list[Said] = []
    if effect.timing is Timing.ON_DRAW and "kwakzalvers.acties" not in ex.cited:
        ex.cited.add("kwakzalvers.acties")
        text = (
            f"een {chip.ingredient.colour} fiche voert zijn actie meteen uit bij het trekken; "
            f"{chip_name(chip)} ligt nu op veld {landed}"
        )
        parts += ex.say("kwakzalvers.acties", [text], after)
    clause_id = rules.book_of(before, chip.ingredient).clause_id
    if isinstance(effect, NoAction):
        text = f"een {chip.ingredient.dutch} heeft geen actie: hij neemt alleen veld {landed} in"
        return ex.say(clause_id, [text], after, once=True)
    text = _action_words(before, after, seat, chip, effect, landed)
    return parts + ex.say(clause_id, [text], after)


def _action_words(
    before: GameState, after: GameState, seat: int, chip: Chip, effect: Effect, landed: int
) -> str:
    player, new = before.players[seat], after.players[seat]
    name = who(seat)
    if isinstance(effect, RubyFieldGain):
        if not TRACK[landed].ruby:
            return f"veld {landed} toont geen robijn: het boek geeft niets"
        gains = []
        if new.score != player.score:
            gains.append(score_words(name, player.score, new.score))
        if new.rubies != player.rubies:
            gains.append(ruby_words(name, player.rubies, new.rubies))
        return f"veld {landed} toont een robijn: " + listing(gains)
    if isinstance(effect, Protect):
        return f"de volgende {chips(new.window)} van {name} zijn beschermd"
    if isinstance(effect, DoubleNext):
        return f"het volgende fiche van {name} gaat twee keer zo ver"
    if isinstance(effect, DrawAndPick) and not new.exploded:
        return f"{name} trekt nu {chips(chip.value or 1)} en mag er één als volgende leggen"
    if isinstance(effect, ReturnPreviousWhite):
        previous = player.cauldron.chips[-1] if player.cauldron.chips else None
        if previous is not None and previous.chip.is_white:
            return (
                f"vlak ervoor ligt {chip_name(previous.chip)} op veld {previous.field}; dat mag "
                f"{name} terug in zijn buidel doen"
            )
        return f"vlak ervoor ligt geen wit fiche: {chip_name(chip)} doet niets"
    if isinstance(effect, RaiseLimit):
        yellows = count(new.cauldron.count(Ingredient.YELLOW), "alruinwortel", "alruinwortels")
        limit = rules.explosion_limit(after, new)
        return f"met {yellows} in de ketel mogen de witte fiches samen {limit} zijn"
    plain = len(rules.distance_parts(before, player, chip)) == 1
    if isinstance(effect, CountBoost) and plain:
        return f"er ligt nog geen {effect.colour.dutch} in de ketel: geen extra velden"
    if isinstance(effect, NthBonus) and plain:
        nth = player.cauldron.count(Ingredient.YELLOW) + 1
        return f"dit is alruinwortel {nth}: geen extra velden meer"
    if isinstance(effect, WhiteOnesMoveTwo) and plain:
        return "de vliegenzwam zelf gaat zijn waarde; pas witte 1-fiches na hem gaan 2 velden"
    return ""
