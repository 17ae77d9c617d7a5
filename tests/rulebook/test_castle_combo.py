"""Castle Combo with Uit de Kerker!: the card data, the scoring of every scroll kind, the
rulings and the ``score`` command, checked against what a player can count on the table."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from rulebook.castle_combo import rulings
from rulebook.castle_combo.abilities import ABILITIES, Situation
from rulebook.castle_combo.abilities import run as run_ability
from rulebook.castle_combo.commands import score_report
from rulebook.castle_combo.data import ALL_CARDS, BASE_CARDS, BY_ID, DUNGEON_CARDS, Mark
from rulebook.castle_combo.dungeon.examples import (
    DIFFERENT_COSTS,
    PRISONERS,
    PRISONERS_WITHOUT_LOCKS,
    ROW_COST,
)
from rulebook.castle_combo.dungeon.rulings import LockQuestion, lock_ruling, replace_ruling
from rulebook.castle_combo.effects import (
    Ability,
    Area,
    Banner,
    PerShield,
    ReplaceRow,
    Scroll,
    Shield,
    UseAdjacent,
)
from rulebook.castle_combo.examples import FULL, SCROLLS, end_of
from rulebook.castle_combo.rules import SCORERS, Rules, card_score, final_view, result, total
from rulebook.castle_combo.state import EndTableau
from rulebook.cli import main
from rulebook.core.errors import RuleError
from rulebook.core.model.cards import Tableau
from rulebook.core.model.effects import EffectRegistry

# -- the data ----------------------------------------------------------------------------------


def test_78_base_cards_and_12_prisoners_half_castle_half_village() -> None:
    assert len(BASE_CARDS) == 78 and len(DUNGEON_CARDS) == 12
    assert Counter(c.row for c in BASE_CARDS) == {Banner.CASTLE: 39, Banner.VILLAGE: 39}
    assert Counter(c.row for c in DUNGEON_CARDS) == {Banner.CASTLE: 6, Banner.VILLAGE: 6}
    assert len({c.id for c in ALL_CARDS}) == len({c.name for c in ALL_CARDS}) == 90


def test_shield_distribution_matches_the_rulebook_table() -> None:
    castle = Counter(s for c in BASE_CARDS if c.row is Banner.CASTLE for s in c.shields)
    village = Counter(s for c in BASE_CARDS if c.row is Banner.VILLAGE for s in c.shields)
    expected = {
        Shield.NOBILITY: (14, 1),
        Shield.FAITH: (12, 5),
        Shield.SCHOLARSHIP: (11, 6),
        Shield.MILITARY: (8, 10),
        Shield.CRAFTSMANSHIP: (7, 11),
        Shield.PEASANTRY: (0, 20),
    }
    assert {s: (castle[s], village[s]) for s in Shield} == expected


def test_cost_distribution_of_the_base_cards() -> None:
    castle = Counter(c.cost for c in BASE_CARDS if c.row is Banner.CASTLE)
    village = Counter(c.cost for c in BASE_CARDS if c.row is Banner.VILLAGE)
    assert castle == {0: 1, 2: 1, 3: 6, 4: 10, 5: 10, 6: 6, 7: 5}
    assert village == {0: 11, 2: 11, 3: 4, 4: 6, 5: 5, 6: 1, 7: 1}
    assert max(c.cost for c in DUNGEON_CARDS) == 8


def test_every_card_describes_ability_and_scroll_in_dutch_with_its_mark() -> None:
    for card in ALL_CARDS:
        line = card.describe()
        assert "vaardigheid: " in line and "scoringsrol: " in line
        assert card.ability.dutch() and card.scroll.dutch()
    assert all(c.mark is Mark.TWO and not c.note for c in BASE_CARDS)
    assert all(c.mark is Mark.ONE and "Game Park" in c.note for c in DUNGEON_CARDS)
    assert "koning-der-bedelaars" in BY_ID["KingOfBeggars"].note


def test_every_scroll_type_of_the_cards_has_a_scoring_function() -> None:
    assert {type(c.scroll) for c in ALL_CARDS} <= set(SCORERS.kinds())
    assert {type(c.ability) for c in ALL_CARDS} - {ReplaceRow, UseAdjacent} <= set(
        ABILITIES.kinds()
    )


@dataclass(frozen=True)
class _Unknown(Scroll):
    """A scroll nobody taught the engine."""

    def dutch(self) -> str:
        return "niets"


@dataclass(frozen=True)
class _Nothing(Ability):
    """An ability nobody taught the engine."""

    def dutch(self) -> str:
        return "niets"


def test_an_effect_type_nobody_registered_is_a_programmers_mistake_valueerror() -> None:
    """Castle Combo's scrolls and abilities go through the core's one effect registry: an
    unknown type is the core's ``ValueError`` (a programmer's mistake), never a silent 0."""
    view = final_view(FULL)
    with pytest.raises(ValueError, match="scoringsrol: no rule for the effect _Unknown"):
        SCORERS.handler(_Unknown())(_Unknown(), view, (0, 0))
    with pytest.raises(ValueError, match="vaardigheid: no rule for the effect _Nothing"):
        run_ability(_Nothing(), Situation(Tableau.empty(3, 3)))
    assert isinstance(SCORERS, EffectRegistry) and isinstance(ABILITIES, EffectRegistry)


# -- every card's scroll scores on some tableau ---------------------------------------------


def _random_end(rng: random.Random, card_id: str) -> EndTableau:
    others = [c.id for c in ALL_CARDS if c.id != card_id]
    chosen = rng.sample(others, 8)
    chosen.insert(rng.randrange(9), card_id)
    cells: list[Any] = []
    for name in chosen:
        if name != card_id and rng.random() < 0.15:
            cells.append({"face_down": True})
        else:
            cells.append(BY_ID[name].name)
    rows = [cells[0:3], cells[3:6], cells[6:9]]
    return end_of(rows, keys=rng.randrange(6), gold=rng.randrange(12))


@pytest.mark.parametrize("card", ALL_CARDS, ids=lambda c: c.id)
def test_every_cards_scroll_scores_on_some_tableau(card: Any) -> None:
    rng = random.Random(card.number)
    for _ in range(3000):
        end = _random_end(rng, card.id)
        view = final_view(end)
        position = next(p for p, placed in view.end.cells() if placed.card == card.id)
        found, scored = card_score(view, position)
        if scored.points > 0:
            assert found == card and str(scored.points) in scored.text
            return
    pytest.fail(f"{card.name} never scored in 3000 seeded tableaus")


# -- worked cases per scroll kind (counted by hand from the cards) --------------------------


def _points(end: EndTableau, position: tuple[int, int], rules: Rules | None = None) -> int:
    return rulings.card_ruling(end, position, rules or Rules()).result


def test_the_seeds_row_cost_example_7_plus_3_plus_face_down_is_10() -> None:
    assert _points(ROW_COST, (0, 0)) == 7 + 3 + 0


def test_the_seeds_different_costs_example_is_five_costs_15_points() -> None:
    ruling = rulings.card_ruling(DIFFERENT_COSTS, (0, 0))
    assert ruling.result == 5 * 3
    assert "5 verschillende prijzen" in ruling.steps[-1].text


def test_different_costs_ignore_face_down_cards() -> None:
    flipped = DIFFERENT_COSTS.as_json()
    flipped["tableau"][0][1] = {"face_down": True}  # the Chatelaine (2) face down: 2 stays once
    assert _points(EndTableau.from_json(flipped), (0, 0)) == 15
    flipped["tableau"][1][2] = {"face_down": True}  # the Prince (6) face down: 6 is gone
    assert _points(EndTableau.from_json(flipped), (0, 0)) == 12


def test_the_full_square_by_hand() -> None:
    # Steward N, Cardinal F, Nun F / Pilgrim F, General M, face down / Fisherman PP,
    # Templar FM, Beekeeper P (2 gold); 4 keys and 6 gold in hand.
    expected = {
        (0, 0): 2 * 3,  # 3 of the 6 gold fill the Steward's purse
        (0, 1): 3 * 2,  # two Faith shields in the top row
        (0, 2): 3 * 1,  # one Faith shield in the right column
        (1, 0): 4 * 2,  # Faith and Military in the middle row
        (1, 1): 6 * 2,  # Faith 4 and Peasantry 3: two sets of three
        (1, 2): 0,  # face down
        (2, 0): 4,  # a corner
        (2, 1): 4,  # four keys
        (2, 2): 2 * 5,  # 2 + the other 3 gold
    }
    view = final_view(FULL)
    assert {p: card_score(view, p)[1].points for p, _ in view.end.cells()} == expected
    assert total(FULL) == sum(expected.values()) + 4
    assert rulings.tableau_ruling(FULL).result.leftover_gold == 0


def test_sets_banners_costs_discounts_and_the_banker_by_hand() -> None:
    view = final_view(SCROLLS)
    points = {p: card_score(view, p)[1].points for p, _ in view.end.cells()}
    assert points[(0, 0)] == 0  # Baron: the Traveler brings a Peasantry shield
    assert points[(0, 1)] == 4  # Officer: Baron's Nobility + Officer's Military = one set
    assert points[(0, 2)] == 3 * 3  # Judge: 5 castle and 3 village cards
    assert points[(1, 0)] == 2 * 3  # Traveler: Traveler, Carpenter, Innkeeper cost 0
    assert points[(1, 1)] == 4 * 2  # Alchemist: Baron and itself give a discount
    assert points[(1, 2)] == 8  # Carpenter: a face-down card lies there
    assert points[(2, 0)] == 6  # Banker: the 6 gold on the Innkeeper
    assert points[(2, 1)] == 12


def test_missing_shield_scores_only_without_that_shield() -> None:
    rows = SCROLLS.as_json()
    rows["tableau"][1][0] = "Scribe"  # the Traveler (Peasantry) replaced
    assert _points(EndTableau.from_json(rows), (0, 0)) == 10


def test_cross_counts_the_card_once() -> None:
    end = end_of(
        [["Jester", "Prince", "Princess"], ["Duchess", "Baron", "Nun"], ["Farmer", "Monk", "Spy"]]
    )
    # Jester at the top left: its row (Jester, Prince, Princess) and its column (Jester,
    # Duchess x2, Farmer): Nobility 1 + 1 + 1 + 2 = 5, the Jester counted once.
    assert _points(end, (0, 0)) == 2 * 5


def test_edge_is_not_a_corner() -> None:
    rows = [["Steward", "Baker", "Nun"], ["Baron", "Judge", "Prince"], ["Farmer", "Monk", "Spy"]]
    assert _points(end_of(rows), (0, 1)) == 3
    rows[0][0], rows[0][1] = "Baker", "Steward"
    assert _points(end_of(rows), (0, 0)) == 0


def test_lock_keys_join_your_keys_and_score() -> None:
    ruling = rulings.tableau_ruling(PRISONERS)
    assert ruling.result.keys == 2 + 2
    assert ruling.steps[0].clause_id == "uit-de-kerker.slot.einde"
    # the Prince of Thieves counts the eight prisoners face up (all twelve carry a lock)
    assert _points(PRISONERS, (0, 2)) == 4 * 8
    assert _points(PRISONERS_WITHOUT_LOCKS, (0, 2), Rules(locks="geen")) == 0
    with pytest.raises(RuleError) as refused:  # with no locks, no key can lie on a prisoner
        rulings.card_ruling(PRISONERS, (0, 2), Rules(locks="geen"))
    assert refused.value.clause_id == "uit-de-kerker.keuze.slotkaarten"


def test_the_no_face_down_and_shield_in_line_scrolls() -> None:
    assert _points(PRISONERS, (2, 0)) == 12
    assert _points(ROW_COST, (2, 2)) == 0
    assert _points(ROW_COST, (1, 0)) == 5  # Philosopher's Scholarship below the Printer
    assert _points(PRISONERS, (2, 2)) == 0  # no Nobility in the Fortune Teller's column


def test_purses_are_filled_to_capacity_and_the_rest_stays_in_hand() -> None:
    end = end_of(
        [
            [{"card": "Steward", "gold": 1}, "Nun", "Baron"],
            ["Judge", "Prince", "Duchess"],
            ["Farmer", "Monk", "Spy"],
        ],
        gold=5,
    )
    ruling = rulings.tableau_ruling(end)
    assert ruling.result.cards[0].points == 2 * 3
    assert ruling.result.leftover_gold == 5 - 2


# -- ties, prices, abilities, locks ------------------------------------------------------------


def test_ties_are_broken_on_leftover_gold_and_may_stand() -> None:
    assert result((61, 61, 50), (2, 5, 9)).winners == (1,)
    assert result((61, 61, 50), (4, 4, 9)).winners == (0, 1)
    assert result((40, 61), (9, 0)).winners == (1,)


def test_discounts_add_up_never_below_zero_and_not_for_the_card_itself() -> None:
    owned = (BY_ID["Pilgrim"], BY_ID["Squire"], BY_ID["Fisherman"])
    assert rulings.price_ruling(BY_ID["Farmer"], owned).result == 5 - 2
    assert rulings.price_ruling(BY_ID["Inventor"], owned).result == 0
    assert rulings.price_ruling(BY_ID["Alchemist"], (BY_ID["Alchemist"],)).result == 6


def test_abilities_count_the_card_itself_and_neighbours() -> None:
    square = Tableau.parse("3x3: Prince Jester / ~Gedekt Duchess")
    assert rulings.ability_ruling(square, "Jester").result.gold == 2 * 4
    woodcutter = Tableau.parse("3x3: Woodcutter ~Gedekt")
    assert rulings.ability_ruling(woodcutter, "Woodcutter").result.gold == 2
    brigand = Tableau.parse("3x3: Brigand")
    left, right = Tableau.parse("3x3: Nun Baron"), Tableau.parse("3x3: Prince")
    assert rulings.ability_ruling(brigand, "Brigand", (left, right)).result.keys == 2


def test_a_lock_once_per_turn_only_with_its_key_at_the_three_moments() -> None:
    for moment in ("begin", "na-sleutel", "einde-beurt"):
        assert lock_ruling(LockQuestion("Printer", moment)).result is True
    with pytest.raises(RuleError) as error:
        lock_ruling(LockQuestion("Printer", "na-kopen"))
    assert error.value.clause_id == "uit-de-kerker.slot.moment"
    assert lock_ruling(LockQuestion("Printer", "na-kopen"), Rules(third="na-kopen")).result is True
    with pytest.raises(RuleError):
        lock_ruling(LockQuestion("Printer", "begin", opened_this_turn=True))


def test_replace_rewards_are_counted_on_the_discarded_cards() -> None:
    assert replace_ruling("Cutpurse", ("Steward", "Potter", "Nun")).result == 3 * 2
    assert replace_ruling("LadyInTheIronMask", ("Potter", "Goldsmith", "Nun")).result == 2 * 3
    assert replace_ruling("Toady", ("Potter", "Goldsmith", "Nun")).result == 0
    assert (
        replace_ruling("KingOfBeggars", ("Inventor", "Nun", "Spy"), Rules(king="wetenschap")).result
        == 2 * 3
    )


# -- notation and input ------------------------------------------------------------------------


def test_notation_and_json_round_trip() -> None:
    rng = random.Random(4)
    for _ in range(200):
        end = _random_end(rng, rng.choice(ALL_CARDS).id)
        assert EndTableau.parse(str(end)) == end
        assert EndTableau.from_json(json.loads(json.dumps(end.as_json()))) == end


# -- the score command -------------------------------------------------------------------------


def _write(tmp_path: Path, data: object) -> str:
    path = tmp_path / "vierkant.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_score_command_json_has_total_and_each_card(tmp_path: Path, capsys: Any) -> None:
    assert main(["castle-combo", "score", _write(tmp_path, FULL.as_json()), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["totaal"] == 57
    assert [c["naam"] for c in data["kaarten"]][:3] == ["Steward", "Cardinal", "Nun"]
    assert sum(c["punten"] for c in data["kaarten"]) + data["sleutels"] == data["totaal"]
    assert all(c["uitleg"] and 1 <= c["rij"] <= 3 for c in data["kaarten"])


def test_score_command_text_is_dutch(tmp_path: Path, capsys: Any) -> None:
    assert main(["castle-combo", "score", _write(tmp_path, FULL.as_json())]) == 0
    out = capsys.readouterr().out
    assert "Totaal: 57 punten" in out and "rij 2, kolom 3: gedekt, 0 punten" in out


@pytest.mark.parametrize(
    ("data", "clause"),
    [
        ({"tableau": [["Nun"]]}, "castle-combo.einde"),
        (
            {
                "tableau": [
                    ["Nun", "Nun", "Baron"],
                    ["Judge", "Prince", "Duchess"],
                    ["Farmer", "Monk", "Spy"],
                ]
            },
            "castle-combo.materiaal",
        ),
        (
            {
                "tableau": [
                    ["Nun", "Steward", "Baron"],
                    ["Judge", "Prince", "Duchess"],
                    ["Farmer", "Monk", "Spy"],
                ],
                "gold": -2,
            },
            "castle-combo.telling",
        ),
        ([], "castle-combo.einde"),
    ],
)
def test_score_command_refuses_bad_input_with_exit_2(
    tmp_path: Path, capsys: Any, data: object, clause: str
) -> None:
    assert main(["castle-combo", "score", _write(tmp_path, data)]) == 2
    assert f"(regel {clause})" in capsys.readouterr().err


LOCKED_SQUARE = {
    "tableau": [
        ["Steward", "Astronomer", "Professor"],
        ["Knight", {"face_down": True}, "Vicar"],
        ["Princess", "Conspirator", {"card": "Art Forger", "key": True}],
    ],
    "keys": 0,
    "gold": 0,
}
"""A square whose Art Forger still carries its key (worked out by hand: Professor 3
Scholarship shields in its row × 3 = 9, Knight 2 Nobility shields in its row and column × 3
= 6, Princess 1 × 3 = 3, the rest 0, the lock's key 1: 19 points)."""


def test_a_key_on_a_prisoner_counts_only_when_the_prisoners_have_locks(
    tmp_path: Path, capsys: Any
) -> None:
    path = _write(tmp_path, LOCKED_SQUARE)
    assert main(["castle-combo", "score", path]) == 0
    out = capsys.readouterr().out
    assert "Totaal: 19 punten" in out and "  sleutels: 1 punt\n" in out
    assert main(["castle-combo", "score", path, "--slotkaarten", "geen"]) == 2
    assert "(regel uit-de-kerker.keuze.slotkaarten)" in capsys.readouterr().err


def test_card_names_ignore_case() -> None:
    rows = [["steward", "NUN", "Baron"], ["Judge", "Prince", "Duchess"], ["Farmer", "Monk", "Spy"]]
    assert end_of(rows).tableau.at((0, 1)).card == "Nun"  # type: ignore[union-attr]


def _fuzz_value(rng: random.Random, depth: int = 0) -> Any:
    names = [c.name for c in rng.sample(ALL_CARDS, 4)] + ["", "Dragon", "~", "Nun"]
    kind = rng.randrange(9 if depth < 3 else 5)
    if kind == 0:
        return rng.choice(names)
    if kind == 1:
        return rng.choice([0, 1, -1, 3, 7, 1000, 2.5, True, None])
    if kind == 2:
        return {"face_down": rng.choice([True, False, 1])}
    if kind == 3:
        cell: dict[str, Any] = {"card": rng.choice(names)}
        if rng.random() < 0.5:
            cell["gold"] = rng.choice([0, 1, 3, 9, 10, -1, "2"])
        if rng.random() < 0.3:
            cell["key"] = rng.choice([True, False, 2])
        return cell
    if kind == 4:
        return rng.choice(["x", {}, []])
    if kind in (5, 6):
        return [_fuzz_value(rng, depth + 1) for _ in range(rng.choice([2, 3, 3, 3, 4]))]
    return {
        "tableau": [[_fuzz_value(rng, 3) for _ in range(3)] for _ in range(rng.choice([3, 3, 2]))],
        "keys": rng.choice([0, 2, -1, "3"]),
        "gold": rng.choice([0, 5, 20]),
    }


def test_fuzz_the_score_command_never_crashes(tmp_path: Path, capsys: Any) -> None:
    rng = random.Random(17)
    outcomes: Counter[int] = Counter()
    for _ in range(300):
        data: Any = _fuzz_value(rng)
        if rng.random() < 0.5:  # half of them a real square with one cell broken
            data = _random_end(rng, rng.choice(ALL_CARDS).id).as_json()
            data["tableau"][rng.randrange(3)][rng.randrange(3)] = _fuzz_value(rng, 3)
        status = main(["castle-combo", "score", _write(tmp_path, data), "--json"])
        captured = capsys.readouterr()
        assert status in (0, 2), captured.err
        if status == 0:
            answer = json.loads(captured.out)
            assert (
                answer["totaal"] == sum(c["punten"] for c in answer["kaarten"]) + answer["sleutels"]
            )
            assert answer["totaal"] == score_report(data).data["totaal"]
        else:
            assert re.match(
                r"fout: .+ \(regel (castle-combo|uit-de-kerker)\.[a-z.-]+\)$", captured.err.strip()
            )
        outcomes[status] += 1
    assert outcomes[0] > 20 and outcomes[2] > 20


# -- every ability of the base game ------------------------------------------------------------

ROWS = (("Patron", "Nun", "Baron"), ("Farmer", "Traveler", "Potter"))


@pytest.mark.parametrize("card", BASE_CARDS, ids=lambda c: c.id)
def test_every_base_ability_runs_and_says_what_it_gives(card: Any) -> None:
    square = Tableau.parse(f"3x3: {card.id} Steward / Beekeeper[goud=8] Nun")
    if card.id in ("Steward", "Beekeeper", "Nun"):
        square = Tableau.parse(f"3x3: {card.id} Prince / Farmer Monk")
    neighbours = (Tableau.parse("3x3: Nun Cardinal Spy"), Tableau.parse("3x3: Baron"))
    for choice in (0, 1):
        ruling = rulings.ability_ruling(square, card.id, neighbours, choice, ROWS, slot=1)
        gains = ruling.result
        assert min(gains.gold, gains.keys, gains.others_gold, gains.others_keys) >= 0
        assert ruling.steps and all(step.text for step in ruling.steps)


def test_gold_on_purses_tops_up_each_purse_up_to_its_room() -> None:
    square = Tableau.parse("3x3: Potter Steward[goud=2] / Beekeeper[goud=8] Nun")
    gains = rulings.ability_ruling(square, "Potter").result
    # Potter (room 4) gets 2, the Steward (room 1 left) 1, the Beekeeper (room 1 left) 1
    assert dict(gains.on_purses) == {(0, 0): 2, (0, 1): 1, (1, 0): 1}


def test_steward_fills_the_two_purses_with_most_room() -> None:
    square = Tableau.parse("3x3: Steward Vicar[goud=4] / Beekeeper[goud=3] MasterAtArms")
    gains = rulings.ability_ruling(square, "Steward").result
    # room: Steward 3, Vicar 1, Beekeeper 6, Master at arms 4: the Beekeeper and Master at arms
    assert dict(gains.on_purses) == {(1, 0): 6, (1, 1): 4}


def test_discarding_from_a_row_gains_its_cost() -> None:
    square = Tableau.parse("3x3: Gravedigger")
    assert rulings.ability_ruling(square, "Gravedigger", rows=ROWS, slot=0).result.gold == 5
    executioner = Tableau.parse("3x3: Executioner")
    gains = rulings.ability_ruling(executioner, "Executioner", rows=ROWS, slot=0).result
    assert (gains.gold, gains.discarded) == (7, "Patron")
    guild = Tableau.parse("3x3: Guildmaster")
    assert rulings.ability_ruling(guild, "Guildmaster", rows=ROWS, slot=2).result.keys == 2
    with pytest.raises(RuleError):
        rulings.ability_ruling(guild, "Guildmaster", rows=ROWS, slot=3)


def test_the_banker_chooses_purses_or_three_keys() -> None:
    square = Tableau.parse("3x3: Banker Steward")
    assert dict(rulings.ability_ruling(square, "Banker", choice=0).result.on_purses) == {(0, 1): 2}
    assert rulings.ability_ruling(square, "Banker", choice=1).result.keys == 3


def test_the_picture_tells_every_card_in_words() -> None:
    from rulebook.core.drawing.svg import alt_text

    words = alt_text(FULL._repr_svg_())
    assert "Steward (kasteel, 0 goud, Adel)" in words
    assert "Templar (kasteel, 5 goud, Geloof+Krijg)" in words
    assert "gedekt" in words and "goud 2" in words
    assert rulings.tableau_ruling(FULL).steps[-1].svg().startswith("<svg")


def test_the_rows_picture_names_the_messengers_row_and_every_card() -> None:
    from rulebook.castle_combo.svg import rows_picture
    from rulebook.core.drawing.svg import alt_text
    from rulebook.core.model.cards import Display

    words = alt_text(
        rows_picture(Display.parse("Nun Baron -"), Display.parse("Farmer Potter Spy"), 1)
    )
    assert words.startswith("De open rijen; de boodschapper staat bij de dorpsrij")
    assert "kasteelrij: Nun (kasteel, 3 goud, Geloof), Baron (kasteel, 3 goud, Adel), leeg" in words
    castle = alt_text(
        rows_picture(Display.parse("Nun Baron -"), Display.parse("Farmer Potter Spy"), 0)
    )
    assert "bij de kasteelrij" in castle


def test_an_unknown_lock_option_is_refused_naming_its_rule(tmp_path: Path, capsys: Any) -> None:
    path = _write(tmp_path, LOCKED_SQUARE)
    assert main(["castle-combo", "score", path, "--slotkaarten", "soms"]) == 2
    err = capsys.readouterr().err
    assert "niet 'soms' (regel uit-de-kerker.keuze.slotkaarten)" in err


def test_his_holiness_scores_per_shield_type_missing_from_the_square() -> None:
    rows: list[list[Any]] = [
        ["HisHoliness", "Nun", "Baron"],
        ["Judge", "Prince", "Duchess"],
        ["Farmer", "Monk", "Spy"],
    ]
    # Faith, Nobility, Scholarship, Peasantry and Military lie there: only Craftsmanship misses
    assert _points(end_of(rows), (0, 0)) == 6 * 1
    rows[2][2] = {"face_down": True}  # the Spy face down: Military misses too (Judge keeps W)
    assert _points(end_of(rows), (0, 0)) == 6 * 2


LINE_SCROLL_CARDS = [
    card
    for card in BASE_CARDS
    if isinstance(card.scroll, PerShield) and card.scroll.area in (Area.ROW, Area.COLUMN)
]


@pytest.mark.parametrize("seed", range(40))
def test_a_shield_scroll_counts_the_shields_of_its_own_line_wherever_it_lies(seed: int) -> None:
    """A scroll "per shield in this row/column", counted by hand over the face-up cards of that
    line, for every such card of a random square (some cards face down, at least two line
    scrolls at random places): the scoring remembers what it saw per row and column, and this
    keeps that memory honest."""
    rng = random.Random(seed)
    chosen = rng.sample(LINE_SCROLL_CARDS, 2)
    others = [card for card in BASE_CARDS if card not in chosen]
    cards = chosen + rng.sample(others, 7)
    rng.shuffle(cards)
    cells: list[Any] = [
        {"face_down": True} if card not in chosen and rng.random() < 0.2 else card.name
        for card in cards
    ]
    view = final_view(end_of([cells[0:3], cells[3:6], cells[6:9]]))
    checked = 0
    for i, card in enumerate(cards):
        if card not in chosen:
            continue
        row, column = divmod(i, 3)
        scroll = card.scroll
        assert isinstance(scroll, PerShield)
        line = [
            j for j in range(9) if (j // 3 == row if scroll.area is Area.ROW else j % 3 == column)
        ]
        by_hand = sum(
            cards[j].shields.count(scroll.shield) for j in line if isinstance(cells[j], str)
        )
        assert card_score(view, (row, column))[1].points == scroll.points * by_hand, card.name
        checked += 1
    assert checked == 2


def test_increments_of_one_card_on_every_free_place_match_total() -> None:
    """The computer players score one card on every free place with ``increments``, which
    scores a scroll counting the whole square once for all places: each number is ``total``
    of that very square minus ``total`` without the card, for squares of every size, with
    gold, purses, keys, locks and face-down cards; each square they lay (``laid``) is the core
    tableau's own ``place``."""
    from rulebook.castle_combo.engine import legal_positions
    from rulebook.castle_combo.rules import counts_whole_square, increments
    from rulebook.castle_combo.state import laid
    from rulebook.core.model.cards import PlacedCard

    rng = random.Random(2026)
    ids = [card.id for card in ALL_CARDS]
    whole = local = 0
    for round_ in range(150):
        rules = Rules() if round_ % 3 else Rules("geen")
        tableau = Tableau.empty(3, 3)
        for card_id in rng.sample(ids, 9):
            card = BY_ID[card_id]
            down = rng.random() < 0.2
            tokens: tuple[tuple[str, int], ...] = ()
            if not down and card.has_purse:
                tokens = (("goud", rng.randrange(3)),) if rng.random() < 0.5 else ()
            elif not down and card.dungeon and rng.random() < 0.5:
                tokens = (("sleutel", 1),)
            placed = PlacedCard(card_id, down, tuple(t for t in tokens if t[1]))
            keys, gold = rng.randrange(6), rng.choice((0, 1, 2, 3, rng.randrange(12)))
            spots = legal_positions(tableau)
            ends = [EndTableau.unchecked(laid(tableau, at, placed), keys, gold) for at in spots]
            before = total(EndTableau.unchecked(tableau, keys, gold), rules)
            found = increments(EndTableau.unchecked(tableau, keys, gold), placed, spots, rules)
            assert found.before == before
            assert list(found.added) == [total(end, rules) - before for end in ends]
            assert [end.tableau for end in ends] == [tableau.place(at, placed) for at in spots]
            whole += counts_whole_square(card.scroll)
            local += not counts_whole_square(card.scroll)
            tableau = laid(tableau, rng.choice(legal_positions(tableau)), placed)
    assert whole > 100 and local > 100
