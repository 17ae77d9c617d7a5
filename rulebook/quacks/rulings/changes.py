"""What changed between two states, in Dutch words with the actual numbers.

The explanations of the base game (``rulings.explain``) read every step of the engine as the
difference between two states: points, rubies, the droplet, and the chips that moved between a
player's bag, hand, cauldron, the place beside it and the box. This module says those changes;
the general phrasing (plurals, lists, "één veld") comes from ``rulebook.core.dutch``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from rulebook.core import dutch
from rulebook.core.dutch import agree, coins, count, listing, points, rubies
from rulebook.quacks import board
from rulebook.quacks.board import SPOON, TRACK
from rulebook.quacks.data import Ingredient
from rulebook.quacks.rules import seat_name
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import KIND_INDEX, Bag, DropletStep, GameState, Placed, Player

# -- words ----------------------------------------------------------------------------------------


def who(seat: int) -> str:
    """``speler 2``: a seat (from 0) as a reader counts players (from 1)."""
    return seat_name(seat)


def chip_name(chip: Chip) -> str:
    """``knalerwt W3``, ``groen fiche G1``: the Dutch name and the notation a reader checks."""
    noun = "groen fiche" if chip.ingredient is Ingredient.GREEN else chip.ingredient.dutch
    return f"{noun} {chip.label}"


def chip_words(chips: Iterable[Chip]) -> str:
    """A few chips by name (``2 geestenadems P1``); more than three by number and notation."""
    items = sorted(chips, key=KIND_INDEX.__getitem__)
    if len(items) > 3:
        return f"{count(len(items), 'fiche', 'fiches', one='1')} ({Chips(tuple(items))})"
    kinds = Counter(items)
    return listing([chip_name(chip) if n == 1 else _several(chip, n) for chip, n in kinds.items()])


def _several(chip: Chip, number: int) -> str:
    noun = "groene fiches" if chip.ingredient is Ingredient.GREEN else chip.ingredient.plural
    return f"{number} {noun} {chip.label}"


def field_words(index: int, *, exploded: bool = False) -> str:
    """``veld 14 (14 geld, 3 overwinningspunten)``: what a scoring field is worth."""
    spot = TRACK[index]
    ruby = ", robijn" if spot.ruby else ""
    note = "; ontploft" if exploded else ""
    name = "de lepel" if index == SPOON else f"veld {index}"
    return f"{name} ({coins(spot.coins)}, {points(spot.points)}{ruby}{note})"


def score_words(name: str, old: int, new: int) -> str:
    """``speler 1 krijgt 3 overwinningspunten: 48 → 51`` (and what happens past 50)."""
    text = f"{name} krijgt {points(new - old)}: {old} → {new}"
    if old <= board.LAP < new:
        text += (
            " (voorbij 50: zijn zegel gaat naar de kant '50' en de scoresteen staat op veld "
            f"{new - board.LAP})"
        )
    return text


def ruby_words(name: str, old: int, new: int) -> str:
    """``speler 2 krijgt 1 robijn: 1 → 2`` or ``... betaalt 2 robijnen: 4 → 2``."""
    verb = "krijgt" if new > old else "betaalt"
    return f"{name} {verb} {rubies(abs(new - old))}: {old} → {new}"


def droplet_steps(player: Player) -> int:
    """How many droplet steps this player still has to take (each one field)."""
    return sum(1 for task in player.todo if isinstance(task, DropletStep))


# -- chips that moved -----------------------------------------------------------------------------

_PAIRS = (
    ("ketel", "ketel"),
    ("buidel", "ketel"),
    ("hand", "ketel"),
    ("naast", "ketel"),
    ("buidel", "hand"),
    ("buidel", "naast"),
    ("hand", "buidel"),
    ("ketel", "buidel"),
    ("naast", "buidel"),
    ("voorraad", "buidel"),
    ("buidel", "voorraad"),
    ("ketel", "voorraad"),
    ("hand", "voorraad"),
    ("voorraad", "hand"),
    ("voorraad", "ketel"),
)
"""Where a chip that left one place most likely went, in the order they are matched."""

_SHOWN = (
    ("ketel", "ketel"),
    ("buidel", "ketel"),
    ("hand", "ketel"),
    ("naast", "ketel"),
    ("buidel", "hand"),
    ("buidel", "naast"),
    ("ketel", "voorraad"),
    ("hand", "voorraad"),
    ("buidel", "voorraad"),
    ("hand", "buidel"),
    ("ketel", "buidel"),
    ("naast", "buidel"),
    ("voorraad", "hand"),
    ("voorraad", "buidel"),
    ("voorraad", "ketel"),
)
"""The order in which the moves are told: what goes back before what comes in."""

Move = tuple[Chip, Placed | None, Placed | None]
"""A chip that moved, with where it lay in the cauldron before and after (if it did)."""


class _Places:
    """The chips that left (or came into) each place of one player in one step."""

    def __init__(self, chips: dict[str, Counter[Chip]], placed: list[Placed]) -> None:
        self.chips = chips
        self.placed = placed

    def has(self, place: str, chip: Chip) -> bool:
        if place == "ketel":
            return any(item.chip == chip for item in self.placed)
        return self.chips[place][chip] > 0

    def take(self, place: str, chip: Chip) -> Placed | None:
        """Take one ``chip`` out of ``place``; for the cauldron, say where it lay."""
        if place == "ketel":
            found = next(item for item in self.placed if item.chip == chip)
            self.placed.remove(found)
            return found
        self.chips[place][chip] -= 1
        return None

    def kinds(self, place: str) -> list[Chip]:
        if place == "ketel":
            return [item.chip for item in self.placed]
        return sorted(+self.chips[place], key=KIND_INDEX.__getitem__)


def _places(
    before: Player, after: Player, supply_out: Counter[Chip], supply_in: Counter[Chip]
) -> tuple[_Places, _Places]:
    left: dict[str, Counter[Chip]] = {"voorraad": supply_out}
    came: dict[str, Counter[Chip]] = {"voorraad": supply_in}
    for place, old, new in (
        ("buidel", counted(before.bag), counted(after.bag)),
        ("hand", Counter(before.hand), Counter(after.hand)),
        ("naast", Counter(before.aside), Counter(after.aside)),
    ):
        left[place], came[place] = old - new, new - old
    old_placed, new_placed = Counter(before.cauldron.chips), Counter(after.cauldron.chips)
    return (
        _Places(left, list((old_placed - new_placed).elements())),
        _Places(came, list((new_placed - old_placed).elements())),
    )


def chip_moves(
    before: Player, after: Player, seat: int, supply_out: Counter[Chip], supply_in: Counter[Chip]
) -> list[str]:
    """Sentences for the chips that moved between this player's bag, hand, cauldron and the
    place beside it, and the box's supply (shared: what one player takes is used up)."""
    left, came = _places(before, after, supply_out, supply_in)
    moves: dict[tuple[str, str], list[Move]] = {}
    for source, target in _PAIRS:
        for chip in came.kinds(target):
            while came.has(target, chip) and left.has(source, chip):
                start = left.take(source, chip)
                end = came.take(target, chip)
                moves.setdefault((source, target), []).append((chip, start, end))
    shown = sorted(moves.items(), key=lambda item: _SHOWN.index(item[0]))
    return [_move_sentence(seat, pair, items) for pair, items in shown]


def _fields_of(items: list[Move], *, end: bool) -> str:
    return listing(
        [
            f"{chip_name(chip)} {'op' if end else 'van'} veld {where.field}"
            for chip, start, stop in items
            if (where := stop if end else start) is not None
        ]
    )


def _move_sentence(seat: int, pair: tuple[str, str], items: list[Move]) -> str:
    name = who(seat)
    chips = [chip for chip, _, _ in items]
    words = chip_words(chips)
    source, target = pair
    if pair == ("ketel", "ketel"):
        return listing(
            [
                f"{chip_name(chip)} schuift van veld {start.field} naar veld {stop.field}"
                for chip, start, stop in items
                if start is not None and stop is not None
            ]
        )
    if target == "ketel":
        origin = {
            "buidel": "",
            "hand": " uit de getrokken fiches",
            "naast": " van naast de ketel",
            "voorraad": " uit de voorraad",
        }[source]
        return f"{name} legt{origin} {_fields_of(items, end=True)}"
    if pair == ("ketel", "buidel") and len(items) > 1:
        return (
            f"de {len(items)} fiches uit de ketel van {name} ({Chips(tuple(chips))}) gaan "
            "terug in zijn buidel"
        )
    back = agree(len(items), "gaat", "gaan")
    sentences = {
        ("buidel", "hand"): f"{name} trekt {words}",
        ("buidel", "naast"): f"{name} legt {words} naast zijn ketel",
        ("ketel", "buidel"): f"{_fields_of(items, end=False)} {back} terug in de buidel van {name}",
        ("hand", "buidel"): f"{words} {back} terug in de buidel van {name}",
        ("naast", "buidel"): f"{words} {back} terug in de buidel van {name}",
        ("voorraad", "buidel"): f"{name} krijgt {words} uit de voorraad in zijn buidel",
        ("buidel", "voorraad"): f"{name} haalt {words} voorgoed uit zijn buidel, terug in de doos",
        ("ketel", "voorraad"): f"{name} levert {words} uit zijn ketel in bij de voorraad",
        ("hand", "voorraad"): f"{name} geeft {words} terug aan de voorraad",
    }
    return sentences.get(pair, f"{name} neemt {words} uit de voorraad")


# -- everything that changed for one player -------------------------------------------------------


def counted(bag: Bag) -> Counter[Chip]:
    """A bag as a ``Counter``, read from its counts per kind (a box of 200 chips is 19 kinds,
    not 200 elements: a whole scored round compares the supply a few hundred times)."""
    return Counter(dict(bag.kinds()))


def supply_change(before: GameState, after: GameState) -> tuple[Counter[Chip], Counter[Chip]]:
    """The chips that left the box's supply and those that came back."""
    if before.supply == after.supply:
        return Counter(), Counter()
    old, new = counted(before.supply), counted(after.supply)
    return old - new, new - old


def player_changes(
    before: GameState,
    after: GameState,
    seat: int,
    supply_out: Counter[Chip],
    supply_in: Counter[Chip],
    *,
    droplet: bool = True,
) -> list[str]:
    """Every change of one player between two states, each as a Dutch clause with numbers
    (``droplet=False``: the droplet's move was told already)."""
    old, new = before.players[seat], after.players[seat]
    if old == new:
        return []
    name = who(seat)
    said = chip_moves(old, new, seat, supply_out, supply_in)
    if new.droplet != old.droplet and droplet:
        said.append(f"de druppel van {name} gaat van veld {old.droplet} naar veld {new.droplet}")
    if new.tube != old.tube and new.tube is not None:
        said.append(f"de druppel in de reageerbuis van {name} gaat naar glas {new.tube}")
    if new.rats != old.rats:
        stone = min(new.droplet + new.rats, board.LAST_CHIP_FIELD)
        instead = f" in plaats van {old.rats}" if old.rats else ""
        said.append(
            f"{name} heeft {dutch.rat_tails(new.rats)}{instead}: rattensteen op veld {stone}"
        )
    if new.rubies != old.rubies:
        said.append(ruby_words(name, old.rubies, new.rubies))
    if new.score != old.score:
        said.append(score_words(name, old.score, new.score))
    return said + _round_changes(old, new, name)


def _round_changes(old: Player, new: Player, name: str) -> list[str]:
    """What changed in this round's brew: flask, explosion, stop, protection, scoring field."""
    said = []
    if new.flask != old.flask:
        said.append(f"de fles van {name} is {'weer vol' if new.flask else 'nu leeg'}")
    if new.exploded and not old.exploded:
        said.append(f"de ketel van {name} is ontploft")
    elif new.stopped and not old.stopped:
        said.append(f"{name} stopt met trekken")
    if new.restarted and not old.restarted:
        said.append(f"{name} begint opnieuw vanaf veld {new.cauldron.start}")
    if new.double and not old.double:
        said.append(f"het volgende fiche van {name} gaat twee keer zo ver")
    if new.window > old.window:
        said.append(f"de volgende {dutch.chips(new.window)} van {name} zijn beschermd")
    if not new.buys and old.buys:
        said.append(f"{name} koopt deze ronde niets")
    if old.scoring and new.scoring != old.scoring:
        said.append(f"zijn puntentellingsveld wordt {field_words(new.scoring)}")
    return said
