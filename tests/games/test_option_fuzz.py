"""Legal games under every option, played by random players, end without an error.

``tools/fuzz_games.py`` builds each game's setup through the command line's own option reader
and lets ``RandomPlayer``s loose on it; here 2,000 of those games run in CI (about 37 ms each:
some 75 s on one core, which ``--dist loadfile`` gives to one worker; eight blocks, so a
failure names its block), and the tool plays more on request. The two faults such games found are
pinned down on their own: a card or book giving a white chip beyond the limit ``check_owned``
enforces (the offer and the check now share ``owned_at_most``), and the essence marker past
field 10 in round 9 with the house rule *doortellen*.
"""

from __future__ import annotations

import json
import os

import pytest

from rulebook.cli import EXIT_BAD_INPUT
from rulebook.core.errors import RuleError
from rulebook.core.model.evolve import evolve
from rulebook.core.model.game import GameRecord
from rulebook.core.reader.clauses import CATALOGUE, clause
from rulebook.quacks import rules
from rulebook.quacks.alchemists.data import Overflow, Patient
from rulebook.quacks.alchemists.expansion import AlchemistsSetup, Essence
from rulebook.quacks.alchemists.patients.in_play import Patients, patient_bonus
from rulebook.quacks.data import EXTRA_WHITE_ROUND, Ingredient, owned_at_most
from rulebook.quacks.engine import shared_game
from rulebook.quacks.setup_options import CLAUSES, option_fields, with_options
from rulebook.quacks.state import Chip, check_owned
from rulebook.quacks.table import Bag, PurpleField, Setup
from tests.command_line import run
from tools.fuzz_games import ALCHEMISTS, OPTION_VALUES, play

GAMES = int(os.environ.get("RULEBOOK_FUZZ_GAMES", "2000"))
"""Games per run: thousands, so that every option value is forced some forty times (about 46
values), each time among other options set at random; set ``RULEBOOK_FUZZ_GAMES`` for more, or
run ``tools/fuzz_games.py --games 10000``."""
FORCED_AT_LEAST = 40
"""How often CI forces each option value away from its default."""
BLOCKS = 8


def test_every_option_has_a_clause_and_values_to_play() -> None:
    every = option_fields((ALCHEMISTS,))
    assert set(every) == set(CLAUSES)
    assert all(CLAUSES[name] in CATALOGUE for name in every)
    assert {name for name, _, _ in OPTION_VALUES} == set(every)
    assert FORCED_AT_LEAST * len(OPTION_VALUES) <= GAMES


@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_players_finish_legal_games_under_every_option(block: int) -> None:
    seeds = range(block, GAMES, BLOCKS)
    failures = [f"{r.seed}: {r.error} ({r.setup})" for r in map(play, seeds) if r.error]
    assert failures == []


# -- white chips from a card or book ----------------------------------------------------------


WHITE_KINDS = [Chip(Ingredient.WHITE, value) for value in (1, 2, 3)]


@pytest.mark.parametrize("chip", WHITE_KINDS, ids=str)
@pytest.mark.parametrize("round", [1, 5, EXTRA_WHITE_ROUND, 9])
def test_a_white_chip_is_offered_exactly_while_the_player_may_own_one_more(
    chip: Chip, round: int
) -> None:
    """For every number of that white a player can hold, the offer says yes exactly when one
    more would still pass ``check_owned`` and the round-6 white still fits."""
    game = shared_game()
    start = game.new_game(Setup(players=2, white_choice=True), 3)
    for held in range(owned_at_most(chip.ingredient, chip.value) + 1):
        bag = Bag.of([chip] * held)
        state = evolve(start.with_player(0, bag=bag), round=round)
        offered = rules.can_take(state, 0, chip)
        try:
            check_owned(chip.ingredient, chip.value, held + 1)
            fits = chip.value != 1 or round >= EXTRA_WHITE_ROUND or held + 1 < 5
        except RuleError:
            fits = False
        assert offered is fits, (held, round)


def test_without_the_option_no_card_offers_a_white_chip() -> None:
    game = shared_game()
    state = game.new_game(Setup(players=2), 3).with_player(0, bag=Bag())
    assert not any(rules.can_take(state, 0, chip) for chip in WHITE_KINDS)


def test_the_game_that_gave_a_third_white_two_now_ends() -> None:
    """Found by the fuzzer: a card with 'letterlijk' gave a third W2, and the end of the round
    then refused to put it back in the bag."""
    result = play_setup(Setup.parse("Setup(spelers=2 boeken=[3 3 3 1 3] wit-naar-keuze=ja)"), 443)
    assert result is None


def play_setup(setup: Setup, seed: int) -> str | None:
    from rulebook.core.model.game import Playthrough
    from rulebook.quacks.bots import random_players

    game = shared_game()
    playthrough = Playthrough.start(game, setup, seed, random_players(seed, setup.players))
    playthrough.run()
    return None if game.is_over(playthrough.state) else "not over"


# -- the essence marker past field 10 in round 9 ------------------------------------------------


def test_the_patient_bonus_in_round_9_takes_a_marker_past_the_top() -> None:
    game = shared_game()
    setup = Setup(players=2, extras=(AlchemistsSetup(overflow=Overflow.COUNT_ON),))
    state = evolve(game.new_game(setup, 7), round=9, phase="essentie", todo=())
    state = state.with_extra(Patients((Patient.VAMPIRISM,), (Patient.VAMPIRISM,) * 2))
    state = state.with_extra(Essence((11, 0)))
    assert patient_bonus(state, 0) == state  # no glass in round 9: nothing changes
    with pytest.raises(RuleError) as refused:
        patient_bonus(evolve(state, round=8), 0)
    assert refused.value.clause_id == "alchemisten.essentie.top"


# -- the command line's options and random players ------------------------------------------------


def test_speel_plays_random_players_under_named_options_and_replays() -> None:
    done = run(
        "kwakzalvers", "speel", "--spelers", "3", "--zaad", "8", "--spelers-type", "willekeurig",
        "--optie", "paars3-veld=plaats-in-de-ketel", "--optie", "wit-naar-keuze=ja", "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["spelers"] == ["willekeurig"] * 3
    game = shared_game()
    record = GameRecord.parse(game, "\n".join(answer["log"]))
    first, *_, last = record.states(game)
    assert list(game.scores(last)) == answer["punten"]
    assert first.setup == Setup(players=3, purple_field=PurpleField.POSITION, white_choice=True)


@pytest.mark.parametrize(
    ("option", "clause_id", "words"),
    [
        ("paars3-veld=elders", "kwakzalvers.keuze.paars3", "gedrukt-getal of plaats-in-de-ketel"),
        ("kleur=rood", "kwakzalvers.varianten.sets", "Er is geen optie 'kleur'"),
        ("wit-naar-keuze", "kwakzalvers.varianten.sets", "NAAM=WAARDE"),
        ("narrenkruidboek=12", "alchemisten.narrenkruid.boeken", "--alchemisten"),
    ],
)
def test_a_bad_option_is_refused_in_dutch_naming_its_clause(
    option: str, clause_id: str, words: str
) -> None:
    done = run("kwakzalvers", "simuleer", "--partijen", "1", "--optie", option)
    assert done.returncode == EXIT_BAD_INPUT
    assert done.stderr.startswith("fout: ") and f"(regel {clause_id})" in done.stderr
    assert words in done.stderr
    assert clause(clause_id)


def test_an_alchemists_option_applies_with_the_expansion_on() -> None:
    setup = with_options(Setup(extras=(AlchemistsSetup(),)), ["narrenkruidboek=16"])
    assert setup.extras == (AlchemistsSetup(book=16),)
