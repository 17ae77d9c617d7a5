"""The explained score equals the engine's, over thousands of end positions (issue #25, item 4).

Every game whose score a ruling explains is checked here: the total a reader is shown (the
ruling's answer, its steps' numbers, the command line's JSON) is the number the engine scores
and ranks the winners by.

- Castle Combo: seeded games of uniformly random players played to the end with the core's one
  playout loop (``play_to_end``), 2 to 5 players, the base game and Uit de Kerker! under each of
  its named options; every seat's square explained by ``tableau_ruling`` and by
  ``castle-combo score`` against ``CastleCombo.scores`` and ``result``. Then thousands of random
  squares of nine cards (face-down cards, gold on purses and in hand, keys on lock cards and in
  hand): the total against the cards' points added up, each card's ``card_ruling``, and ``total``.
- Het Leeft! (the advanced game; the basic game has no points): seeded games to the end under
  both readings of the coffins; every seat's ``score_ruling`` against ``ItsAliveGame.scores``, and
  a whole match of as many games as players through ``MatchScores`` (the score calculator's
  sums) against the engine's scores added up.

De Kwakzalvers' score is no computation of a ruling: the explanation of a game reads the points
from the engine's states as they are played (``rulings.trace``).

About 10 s on one core. ``EXPLAINED_GAMES`` sets the number of games per game for a longer run.
"""

from __future__ import annotations

import os
import random
import re
from dataclasses import replace
from typing import Any

import pytest

from rulebook.castle_combo.commands import score_report
from rulebook.castle_combo.data import ALL_CARDS, BASE_CARDS
from rulebook.castle_combo.dungeon.expansion import EXPANSION
from rulebook.castle_combo.engine import CastleCombo
from rulebook.castle_combo.rules import Rules, total
from rulebook.castle_combo.rulings import card_ruling, tableau_ruling, winner_ruling
from rulebook.castle_combo.state import EndTableau
from rulebook.castle_combo.table import Castle
from rulebook.castle_combo.table import Setup as CastleSetup
from rulebook.core.model.game import play_to_end
from rulebook.its_alive.data import CoffinScore
from rulebook.its_alive.engine import make_game
from rulebook.its_alive.explain import GameScore, MatchScores
from rulebook.its_alive.rulings import score_ruling
from rulebook.its_alive.state import Setup as ItsAliveSetup
from rulebook.its_alive.state import State
from tests.games.random_player import RandomPlayer
from tests.rulebook.test_castle_combo_increments import _square

GAMES = int(os.environ.get("EXPLAINED_GAMES", "400"))
SQUARES = 10 * GAMES
CASTLE = CastleCombo([EXPANSION])
CASTLE_OPTIONS: tuple[Rules | None, ...] = (
    None,
    Rules(),
    Rules(king="wetenschap"),
    Rules(third="na-kopen"),
    Rules(locks="geen"),
)
"""The base game, and Uit de Kerker! with its options as the seed reads them and each the other
way."""
KERKER_OPTIONS = tuple(rules for rules in CASTLE_OPTIONS if rules is not None)
ITS_ALIVE = make_game()


def _random_players(seed: int, players: int) -> dict[int, Any]:
    return {seat: RandomPlayer(seed * 10 + seat) for seat in range(players)}


def _castle_end(seed: int) -> Castle:
    players = 2 + seed % 4
    kerker = CASTLE_OPTIONS[seed % len(CASTLE_OPTIONS)]
    state = CASTLE.new_game(CastleSetup(players, start=seed % players, kerker=kerker), seed)
    end: Castle = play_to_end(CASTLE, state, _random_players(seed, players), seed)
    assert end.over, seed
    return end


_NUMBER_WORDS = {"geen": 0, "één": 1}


def _told_total(steps: list[str]) -> int:
    """The total the last step of a square's explanation says (``... = 31 punten.``), after
    checking that the addition it shows adds up."""
    found = re.fullmatch(
        r"Kaarten samen (\d+) punten, plus (\S+) sleutels? × 1 = (\d+) punten\.", steps[-1]
    )
    assert found is not None, steps[-1]
    cards, keys, said = found.groups()
    assert int(cards) + (_NUMBER_WORDS[keys] if keys in _NUMBER_WORDS else int(keys)) == int(said)
    return int(said)


@pytest.mark.parametrize("block", range(4), ids=lambda b: f"blok{b}")
def test_castle_combo_explains_the_engines_score_of_every_square_at_the_end(block: int) -> None:
    for seed in range(block, GAMES, 4):
        end = _castle_end(seed)
        rules = end.setup.kerker or Rules()
        engine = CASTLE.scores(end)
        points, gold = [], []
        for seat, player in enumerate(end.players):
            square = EndTableau(player.tableau, player.keys, player.gold)
            ruling = tableau_ruling(square, rules)
            told = ruling.result
            assert told.total == engine[seat], (seed, seat)
            assert ruling.answer == f"{engine[seat]} punten.", (seed, seat)
            assert sum(card.points for card in told.cards) + told.keys == engine[seat]
            assert _told_total([step.text for step in ruling.steps]) == engine[seat]
            if seed % 8 == block:  # the command line, for every eighth game
                data = score_report(square.as_json(), rules.locks).data
                assert data["totaal"] == engine[seat], (seed, seat)
            points.append(told.total)
            gold.append(told.leftover_gold)
        assert winner_ruling(tuple(points), tuple(gold)).result == CASTLE.result(end), seed


def test_castle_combo_explains_every_random_square() -> None:
    rng = random.Random(25)
    for number in range(SQUARES):
        kerker = number % 2 == 1
        rules = rng.choice(KERKER_OPTIONS) if kerker else Rules()
        ids = rng.sample([card.id for card in (ALL_CARDS if kerker else BASE_CARDS)], 9)
        end = EndTableau.unchecked(_square(rng, ids, rules), rng.randrange(8), rng.randrange(14))
        told = tableau_ruling(end, rules).result
        assert told.total == total(end, rules), end
        assert told.total == sum(card.points for card in told.cards) + told.keys, end
        if number % 10 == 0:  # each card asked on its own, for every tenth square
            for card in told.cards:
                assert card_ruling(end, card.position, rules).result == card.points, end


def _its_alive_end(seed: int, setup: ItsAliveSetup) -> State:
    state = ITS_ALIVE.new_game(setup, seed)
    end: State = play_to_end(ITS_ALIVE, state, _random_players(seed, setup.players), seed)
    assert end.over, seed
    return end


def _board(player: Any) -> list[str]:
    return [card for card in player.board if card is not None]


@pytest.mark.parametrize("coffins", list(CoffinScore), ids=lambda c: c.value)
def test_het_leeft_explains_the_engines_score_of_every_advanced_game(coffins: CoffinScore) -> None:
    for seed in range(GAMES // 2):
        players = 2 + seed % 4
        setup = ItsAliveSetup(players, start=seed % players, advanced=True, coffins=coffins)
        end = _its_alive_end(seed, setup)
        engine = ITS_ALIVE.scores(end)
        for seat, player in enumerate(end.players):
            first = seat == end.finisher
            ruling = score_ruling(_board(player), player.coins, first, coffins=coffins)
            assert ruling.result == engine[seat], (seed, seat)
            assert ruling.answer.startswith(f"{engine[seat]} punten ("), (seed, seat)


@pytest.mark.parametrize("coffins", list(CoffinScore), ids=lambda c: c.value)
def test_het_leeft_explains_the_engines_sum_of_a_whole_match(coffins: CoffinScore) -> None:
    """The score calculator's match (``MatchScores``) under either reading of several coffins
    adds up to what the engine scored game by game."""
    for seed in range(GAMES // 8):
        players = 2 + seed % 4
        setup = ItsAliveSetup(players, start=seed % players, advanced=True, coffins=coffins)
        games, first, sums = [], [], [0] * players
        for number in range(players):
            end = _its_alive_end(
                seed * 10 + number, replace(setup, start=(seed + number) % players)
            )
            games.append(tuple(GameScore(tuple(_board(p)), p.coins) for p in end.players))
            first.append(end.finisher)
            sums = [a + b for a, b in zip(sums, ITS_ALIVE.scores(end), strict=True)]
        explained = MatchScores(players, tuple(games), tuple(first), coffins)
        assert explained.totals() == tuple(sums), seed
