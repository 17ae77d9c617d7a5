"""Effects in the core: the registry that finds the one function for each effect type, an
expansion's effects known only in a game with that expansion, and the black book computed once
for the engine and for its ruling."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace

import pytest

from rulebook.core.model.effects import Effect, EffectRegistry, Explained
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks import rules
from rulebook.quacks.alchemists.cards.effects import ExtraRats, RatsForChip
from rulebook.quacks.alchemists.cards.in_play import _pending_rats, deck_cards
from rulebook.quacks.alchemists.expansion import AlchemistsSetup
from rulebook.quacks.data import Ingredient
from rulebook.quacks.effects import BlackBook, Everyone, Gain, PointsByField
from rulebook.quacks.fortune import CARDS
from rulebook.quacks.rulings.scenario import table
from rulebook.quacks.rulings.scoring import black_book_ruling, chip_actions_ruling
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import (
    EVENT_NAMES,
    KINDS,
    NO_EVENTS,
    Apply,
    BlackTie,
    Cauldron,
    DropletStep,
    GameState,
    Placed,
    PurpleField,
)


@dataclass(frozen=True)
class Coin(Effect):
    """A test effect: gain ``number`` coins."""

    number: int = 1

    def dutch(self) -> str:
        return f"{self.number} munten"


@dataclass(frozen=True)
class GoldCoin(Coin):
    """A subclass that registers nothing of its own."""


@dataclass(frozen=True)
class Riddle(Effect):
    """An effect no registry below knows."""

    def dutch(self) -> str:
        return "een raadsel"


def _coins(total: int, effect: Coin) -> int:
    return total + effect.number


def _double(total: int, effect: Coin) -> int:
    return total + 2 * effect.number


# -- the registry -----------------------------------------------------------------------------


def test_a_subclass_finds_its_parents_function_unless_it_has_its_own() -> None:
    registry = EffectRegistry("test", {Coin: _coins})
    assert registry.handler(GoldCoin(3))(10, GoldCoin(3)) == 13
    own = registry.extended({GoldCoin: _double})
    assert own.handler(GoldCoin(3))(10, GoldCoin(3)) == 16
    assert own.handler(Coin(3))(10, Coin(3)) == 13
    assert registry.handler(GoldCoin(3)) is _coins  # the base registry is not changed


def test_a_type_registered_twice_is_refused() -> None:
    registry = EffectRegistry("test", {Coin: _coins})
    with pytest.raises(ValueError, match="Coin is registered twice"):
        registry.extended({Coin: _double})
    with pytest.raises(ValueError, match="Gain is registered twice"):
        rules.BASE_EFFECTS.resolve.extended({Gain: rules.give_gain})


def test_an_unknown_effect_type_is_a_programmers_mistake() -> None:
    registry = EffectRegistry("test", {Coin: _coins})
    with pytest.raises(ValueError, match="no rule for the effect Riddle"):
        registry.handler(Riddle())
    assert Riddle() not in registry and GoldCoin() in registry
    with pytest.raises(TypeError):
        EffectRegistry("test", {int: _coins})  # type: ignore[dict-item]


@dataclass(frozen=True)
class Toll(Effect):
    """A test effect that names its clause as a field."""

    coins: int
    clause_id: str = "kwakzalvers.boek.zwart"

    def dutch(self) -> str:
        return f"betaal {self.coins} munten"


def test_an_effect_names_its_clause_by_property_or_field() -> None:
    assert Coin().clause_id == ""
    assert Toll(2).clause_id == "kwakzalvers.boek.zwart"
    assert Toll(2, "kwakzalvers.boek.groen.1").clause_id == "kwakzalvers.boek.groen.1"


def test_explained_steps_are_ruling_steps() -> None:
    explained = Explained.of(3, ("kwakzalvers.boek.zwart", "drie"))
    assert explained.steps == (Step("kwakzalvers.boek.zwart", "drie"),)
    ruling = Ruling("Hoeveel?", "Drie.", explained.value, explained.with_state(None))
    assert ruling.result == 3 and ruling.clause_ids() == ["kwakzalvers.boek.zwart"]


def test_an_effect_either_asks_a_choice_or_is_applied_at_once() -> None:
    """The engine asks the ``options`` registry for exactly the effects it treats as choices
    (``CHOICE_EFFECTS``), and ``resolve`` for none of them."""
    registries = rules.BASE_EFFECTS
    assert set(registries.options.kinds()) == set(rules.CHOICE_EFFECTS)
    assert not set(registries.options.kinds()) & set(registries.resolve.kinds())


# -- an expansion's effects -------------------------------------------------------------------


def test_no_named_moment_applies_effects() -> None:
    """An expansion's effects are registered, not attached to a catch-all moment."""
    assert "effect" not in EVENT_NAMES.names and "tafeleffect" not in EVENT_NAMES.names
    with pytest.raises(ValueError, match="no event 'effect'"):
        NO_EVENTS.on("effect", rules.acts_later)


def test_an_expansions_effect_is_found_only_when_its_setup_is_on() -> None:
    base = table(3, round=2)
    alchemists = table(3, round=2, extras=(AlchemistsSetup(),))
    task = Apply(ExtraRats(3), "alchemisten.kaart.P4")
    with pytest.raises(ValueError, match="ExtraRats"):
        rules._resolve(base, 0, task)
    assert ExtraRats(3) not in rules.effects_of(base).resolve
    assert ExtraRats(3) in rules.effects_of(alchemists).resolve
    after = rules._resolve(alchemists, 0, task)
    assert _pending_rats(after) == (3, 0, 0)  # three extra rat tails for the rats phase
    # the registries of a setup are built once, not at every effect
    assert rules.effects_of(alchemists) is rules.effects_of(replace(alchemists, round=3))


def test_every_card_of_a_deck_has_a_rule_for_its_turning() -> None:
    base = rules.effects_of(table(2)).at_turning
    with_box = rules.effects_of(table(2, extras=(AlchemistsSetup(),))).at_turning
    for card in CARDS:
        assert card.effect in base, card.id
    for card in deck_cards():
        assert card.effect in with_box, card.id
    assert not all(card.effect in base for card in deck_cards())


def test_a_card_that_counts_this_rounds_rats_is_not_handed_out_when_turned() -> None:
    state = table(3, round=2, phase="waarzegster", extras=(AlchemistsSetup(),))
    turned = rules.table_effect(state, Everyone(RatsForChip()), "alchemisten.kaart.P9")
    assert turned == state
    handed = rules.table_effect(state, Everyone(Gain(rubies=1)), "alchemisten.kaart.P9")
    assert all(
        player.todo[-1] == Apply(Gain(rubies=1), "alchemisten.kaart.P9")
        for player in handed.players
    )


# -- one computation for the engine and the ruling --------------------------------------------


def _seeded_table(seed: int) -> tuple[GameState, list[int]]:
    """A table of 2 to 4 players whose cauldrons hold random chips (black ones among them)."""
    rng = random.Random(seed)
    players = rng.randint(2, 4)
    tie = rng.choice(list(BlackTie))
    state = replace(table(players, black_tie=tie), phase="fiche-acties")
    blacks = []
    for seat in range(players):
        chips = [rng.choice(KINDS) for _ in range(rng.randint(0, 9))]
        blacks.append(sum(chip.ingredient is Ingredient.BLACK for chip in chips))
        placed = tuple(Placed(field + 1, chip) for field, chip in enumerate(chips))
        state = state.with_player(seat, cauldron=Cauldron(0, placed), rubies=0, todo=())
    return state, blacks


@pytest.mark.parametrize("seed", range(60))
def test_the_black_book_in_the_engine_is_the_black_book_of_the_ruling(seed: int) -> None:
    state, blacks = _seeded_table(seed)
    literal = state.setup.black_tie is BlackTie.LITERAL
    for seat in state.seats:
        left, right = state.left_of(seat), state.right_of(seat)
        if len(blacks) == 2:
            ruling = black_book_ruling(blacks[seat], blacks[1 - seat], literal_tie=literal)
        else:
            ruling = black_book_ruling(
                blacks[seat], blacks[left], blacks[right], literal_tie=literal
            )
        after = rules._resolve(state, seat, Apply(BlackBook(), "kwakzalvers.boek.zwart"))
        player = after.players[seat]
        droplets = sum(isinstance(task, DropletStep) for task in player.todo)
        assert (droplets, player.rubies) == (ruling.result.droplet, ruling.result.rubies)
        assert rules.black_book(state, seat).steps == ruling.steps


def test_the_seeded_cauldrons_reach_every_verdict_of_the_black_book() -> None:
    """The tables above are no empty test: among them the book gives nothing, a droplet
    field, and a droplet field with a ruby, with 2 players and with more."""
    seen = set()
    for seed in range(60):
        state, _ = _seeded_table(seed)
        for seat in state.seats:
            gain = rules.black_book(state, seat).value
            seen.add((len(state.players) == 2, gain.droplet, gain.rubies))
    assert seen == {(two, *gain) for two in (True, False) for gain in ((0, 0), (1, 0), (1, 1))}


def test_the_black_book_cites_its_clause() -> None:
    assert BlackBook().clause_id == "kwakzalvers.boek.zwart"
    assert Gain(rubies=1).clause_id == ""
    explained = BlackBook().reward(2, 1, 3)
    assert explained.value == Gain(droplet=1)
    assert [step.clause_id for step in explained] == ["kwakzalvers.boek.zwart"]
    tie = BlackBook().reward(0, 0, literal_tie=True)
    assert tie.value == Gain(droplet=1)
    assert [step.clause_id for step in tie] == [
        "kwakzalvers.boek.zwart",
        "kwakzalvers.keuze.zwart-gelijk",
    ]


_STEP_B_QUIET = [
    chip
    for chip in KINDS
    if chip.ingredient not in (Ingredient.WHITE, Ingredient.GREEN, Ingredient.LOCOWEED)
]
"""The base game's coloured chips whose step B leaves the cauldron as it lies (green set 3 may
push the last chip; a player owns few white chips)."""


@pytest.mark.parametrize("seed", range(16))
def test_purple_set_3_in_the_engine_is_what_the_explanation_counts(seed: int) -> None:
    """The engine's points for purple set 3 and the explanation of step B come from one
    function (``rules.purple_field_points``): the points the explanation names chip by chip
    add up to what the engine gives."""
    rng = random.Random(seed)
    chips = [rng.choice(_STEP_B_QUIET) for _ in range(rng.randint(3, 10))]
    chips += [Chip(Ingredient.PURPLE, 1)] * rng.randint(1, 3)
    rng.shuffle(chips)
    option = rng.choice(list(PurpleField))
    ruling = chip_actions_ruling(
        Chips(tuple(chips)), books=3, round=8, options={"purple_field": option}
    )
    said = [step.text for step in ruling if step.clause_id == "kwakzalvers.boek.paars.3"]
    named = sum(
        int(n) for text in said for n in re.findall(r"\(getal \d+\): (\d+) overwinningspunt", text)
    )
    start = ruling.steps[0].state.players[0].score
    assert ruling.final_state.players[0].score - start == named
    state = ruling.steps[0].state
    after = rules._resolve(state, 0, Apply(PointsByField(), "kwakzalvers.boek.paars.3"))
    explained = rules.purple_field_points(state, 0, PointsByField())
    assert after.players[0].score - state.players[0].score == explained.value == named
