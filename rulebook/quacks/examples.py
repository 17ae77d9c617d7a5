"""The worked examples of the base game, as named rulings, in the order of the rulebook.

Every example is a situation a player can set up at the table and check: the engine plays it
(``rulings.scenario``) or a table question answers it (``rulings.scoring``, ``rulings.setup``),
and each step cites the clause it rests on. Together they exercise every clause of the base
game: each rule, each chip action of every set, each fortune-teller card and each choice of this
rulebook (its default, and where it can be shown, the alternative). ``REFUSALS`` are inputs the
rules forbid; each raises a ``RuleError`` that names its clause.

The registry reads this module only when an example is shown or counted (``ExampleSet.deferred``),
so it may import the engine: ``import rulebook`` stays light.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulebook.core.errors import RuleError
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.quacks.board import TEST_TUBES, TubeBonus
from rulebook.quacks.books import BlueFourFour, GreenThreeFour, PriceOptions
from rulebook.quacks.rulings.scenario import give, pour, scenario_ruling, table
from rulebook.quacks.rulings.scoring import (
    black_book_ruling,
    bonus_die_ruling,
    chip_actions_ruling,
    die_ruling,
    end_ruling,
    shop_ruling,
)
from rulebook.quacks.rulings.setup import card_ruling, round_start_ruling, setup_ruling
from rulebook.quacks.state import Chip
from rulebook.quacks.table import (
    BlackTie,
    GameState,
    LastRoundExploded,
    LimitRule,
    PurpleField,
    YellowDouble,
)


def _play(
    state: GameState, actions: str, question: str, focus: tuple[int, ...] | None = None, **kw: Any
) -> Ruling[GameState]:
    """The scenario ruling of ``actions`` (separated by ``;``) from ``state``."""
    moves = [a.strip() for a in actions.split(";") if a.strip()]
    return scenario_ruling(state, moves, question=question, focus=focus, **kw)


def _with_intro(ruling: Ruling[Any], clause_id: str, text: str) -> Ruling[Any]:
    """The ruling with one step in front that says what the example is about."""
    first = Step(clause_id, text, ruling.steps[0].state)
    return Ruling(ruling.question, ruling.answer, ruling.result, (first, *ruling.steps))


def _stopped(players: int = 2, *, others: str = "W1 W2", **kw: Any) -> GameState:
    """A table where everyone but speler 1 has already stopped (with ``others`` in the ketel)."""
    state = table(players, **kw)
    for seat in range(1, players):
        state = pour(state, seat, others, stopped=True)
    return state


def _scored(state: GameState) -> GameState:
    """The same table right after brewing: every cauldron's scoring field fixed, step A done."""
    return replace(state, phase="bonusdobbelsteen")


# -- setting up ----------------------------------------------------------------------------------


def setup_three() -> Ruling[Any]:
    """Setting up for 3 players with set 1: bags, rubies, the box, the books."""
    return setup_ruling(3, 1)


# -- a round --------------------------------------------------------------------------------------


def whole_round() -> Ruling[Any]:
    """A whole first round for 2 players, from the card to the rubies of step F."""
    state = table(2, phase="waarzegster")
    ruling = _play(
        state,
        "kans kaart B4; 1 trek; kans 1 W1; 2 trek; kans 2 O1; 1 trek; kans 1 G1; 2 trek; "
        "kans 2 W3; 1 stop; 2 trek; kans 2 W2; 2 stop; kans 2 dobbel twee-punten; 1 koop O1; "
        "2 koop G1 O1; 1 kies 1",
        "Hoe loopt een hele eerste ronde met 2 spelers?",
    )
    return _with_intro(
        ruling,
        "kwakzalvers.ronde",
        "Ronde 1 in 4 stappen: de kaart, de ratten (die vallen in ronde 1 weg), het brouwen en "
        "de puntentelling A tot en met F.",
    )


def seed_rats() -> Ruling[Any]:
    """The English rulebook's rat example (the Dutch one has none): leader on 20; 19 gets 0
    tails, 17 gets 1, 16 gets 2."""
    state = table(4, round=2, phase="waarzegster")
    for seat, score in enumerate((20, 19, 17, 16)):
        state = state.with_player(seat, score=score)
    return _play(
        state,
        "kans kaart B5",
        "De koploper heeft 20 punten; hoeveel rattenstaarten krijgen spelers met 19, 17 en 16?",
    )


def rat_stone_start() -> Ruling[Any]:
    """Brewing from the rat stone: the droplet on 1 and one rat tail, so the first chip goes
    next to field 2."""
    state = table(2, round=2, phase="waarzegster")
    state = state.with_player(0, score=10).with_player(1, score=5, droplet=1)
    return _play(
        state,
        "kans kaart B5; 2 trek; kans 2 W1; 2 trek; kans 2 W2",
        "Waar komen de fiches van speler 2 met één rattenstaart en zijn druppel op veld 1?",
    )


def seed_placing() -> Ruling[Any]:
    """Our own placing example (the rules only say it in words): a 1 goes next to the droplet,
    a 2 leaves one field free."""
    return _play(
        table(2),
        "1 trek; kans 1 W1; 1 trek; kans 1 W2; 1 trek; kans 1 O1",
        "Waar komen een wit 1-fiche, een wit 2-fiche en een pompoen vanaf de druppel?",
        (0,),
    )


def exploding() -> Ruling[Any]:
    """Whites 3 + 2 + 2 are exactly 7 and safe; one more white 1 makes 8: the cauldron explodes,
    the chip still lies in it and speler 1 must stop."""
    return _play(
        table(2),
        "1 trek; kans 1 W3; 1 trek; kans 1 W2; 1 trek; kans 1 G1; 1 trek; kans 1 W2; 1 trek; "
        "kans 1 W1",
        "Wanneer ontploft de ketel met W3, W2, G1, W2 en dan W1?",
        (0,),
    )


def the_flask() -> Ruling[Any]:
    """The flask puts a white chip just drawn back in the bag; drawing goes on."""
    return _play(
        table(2),
        "1 trek; kans 1 W2; 1 trek; kans 1 W3; 1 fles; 1 trek; kans 1 O1",
        "Speler 1 trekt W2 en dan W3; wat doet zijn volle fles?",
        (0,),
    )


def stopping() -> Ruling[Any]:
    """After each chip a player decides again; once stopped, he draws no more this round. The
    other player has stopped already, so the round goes on to the scoring field."""
    return _play(
        _stopped(2),
        "1 trek; kans 1 G1; 1 trek; kans 1 W3; 1 stop",
        "Speler 1 stopt na G1 en W3: wat is zijn puntentellingsveld?",
        (0,),
        until="bonusdobbelsteen",
    )


def skip_an_action() -> Ruling[Any]:
    """An action may be left unused: speler 1 draws two chips for his blue 2-chip and places
    none of them."""
    return _play(
        give(table(2), 0, "B2"),
        "1 trek; kans 1 B2; kans 1 W3; kans 1 W1; 1 kies 3",
        "Moet speler 1 een van de fiches van zijn kraaienschedel leggen?",
        (0,),
    )


# -- scoring ---------------------------------------------------------------------------------------


def bonus_die_further() -> Ruling[Any]:
    """Fields 16 and 15 both show 15 coins: 16 lies further and rolls; 9 exploded: no roll."""
    return bonus_die_ruling([16, 15, 9], [False, False, True])


def bonus_die_tie() -> Ruling[Any]:
    """Two players on the same field both roll."""
    return bonus_die_ruling([14, 14, 12])


def bonus_die_spoon() -> Ruling[Any]:
    """A cauldron that reaches the spoon rolls the bonus die."""
    return bonus_die_ruling([53, 30], [False, False])


def spoon_in_play() -> Ruling[Any]:
    """A chip that would pass the last field stops there; the scoring field is the spoon."""
    state = pour(_stopped(2, round=2), 0, "W1 B4 G4 R4 Y4 B4 G4 R2 G2 O1 O1", droplet=20)
    state = give(state, 0, "Y2")
    return _play(
        state,
        "1 trek; kans 1 Y2; 1 stop",
        "Wat gebeurt er als een fiche voorbij het laatste veld zou gaan?",
        (0,),
        until="bonusdobbelsteen",
    )


def droplet_on_a_chip() -> Ruling[Any]:
    """The die moves the droplet onto a field where a chip lies: the chip is pushed aside and
    the scoring field stays."""
    state = pour(_stopped(2), 0, "W1 O1 G1 W2")
    return _play(
        state,
        "1 stop; kans 1 dobbel druppel",
        "De bonusdobbelsteen zet de druppel op veld 1, waar W1 ligt: wat nu?",
        (0,),
        until="bonusdobbelsteen",
    )


def die_faces() -> Ruling[Any]:
    """The six faces of the bonus die: '1 overwinningspunt' twice (the default)."""
    return die_ruling()


def die_faces_own() -> Ruling[Any]:
    """With the choice 'tweemaal-druppel' the droplet face is the double one."""
    return die_ruling("tweemaal-druppel")


def step_b_order() -> Ruling[Any]:
    """Step B goes from the start player clockwise: black, then green, then purple."""
    state = table(3, round=3)
    state = pour(state, 0, "W1 P1 W2 P1 O1 P1 G1 Z1")
    state = pour(state, 1, "W1 W2 Z1", stopped=True)
    state = pour(state, 2, "W1 O1", stopped=True)
    return _play(
        state,
        "1 stop; kans 1 dobbel robijn; 1 kies 1",
        "In welke volgorde werken zwart, groen en paars bij 3 spelers?",
        until="fiche-acties",
    )


def ruby_when_exploded() -> Ruling[Any]:
    """An exploded cauldron still gets the ruby of its scoring field (step C), and then chooses
    between the points (D) and buying (E)."""
    state = give(pour(_stopped(2), 0, "W2 W2 W1"), 0, "W3")
    return _play(
        state,
        "1 trek; kans 1 W3; kans 2 dobbel punt; 1 kies 1",
        "Speler 1 ontploft met zijn laatste fiche op veld 8: krijgt hij de robijn van veld 9?",
        (0,),
    )


def exploded_chooses_points() -> Ruling[Any]:
    """Exploded: speler 1 takes the points of step D and buys nothing."""
    state = pour(_stopped(2), 0, "W3 W2 O1 G1 W2 W1")
    return _play(_scored(state), "1 kies 1", "Speler 1 is ontploft: hij kiest de punten.", (0,))


def exploded_chooses_buying() -> Ruling[Any]:
    """Exploded: speler 1 buys with the coins of step E and gets no points."""
    state = pour(_stopped(2), 0, "W3 W2 O1 G1 W2 W1")
    return _play(
        _scored(state), "1 kies 2; 1 koop B1", "Speler 1 is ontploft: hij kiest het kopen.", (0,)
    )


def past_fifty() -> Ruling[Any]:
    """Step D past 50: the seal turns to '50' and the marker counts on from field 1."""
    state = pour(_stopped(2), 0, "W1 O1 G1 W2 W3 B4 O1", score=48)
    return _play(_scored(state), "", "Speler 1 staat op 48 en krijgt de punten van veld 14.", (0,))


def buying() -> Ruling[Any]:
    """What 12 coins buy in round 2 with set 1 (one chip, or two of different colours)."""
    return shop_ruling(12, round=2)


def buying_sold_out() -> Ruling[Any]:
    """A kind the box no longer has cannot be bought."""
    return shop_ruling(14, round=3, sold_out=["G4", "B2"])


def buying_in_play() -> Ruling[Any]:
    """Speler 1 buys two chips of different colours; the rest of his coins is lost."""
    state = pour(_stopped(2), 0, "W1 O1 G1 W2 W3 W1")
    return _play(
        _scored(state), "1 koop B1 O1", "Speler 1 heeft 10 geld: wat kost B1 met O1?", (0,)
    )


def spending_rubies() -> Ruling[Any]:
    """Step F: 2 rubies move the droplet for good, 2 more fill the empty flask."""
    state = pour(_stopped(2), 0, "W1 O1 G1", rubies=4, flask=False)
    return _play(
        _scored(state),
        "1 koop O1; 2 koop niets; 1 kies 1; 1 kies 2",
        "Speler 1 heeft 4 robijnen en een lege fles: wat kan hij in stap F doen?",
        (0,),
    )


# -- special rounds and the end -------------------------------------------------------------------


def round_start(number: int) -> Callable[[], Ruling[Any]]:
    def example() -> Ruling[Any]:

        return round_start_ruling(number)

    example.__name__ = f"round_{number}"
    example.__doc__ = f"What changes at the start of round {number}."
    return example


def last_round() -> Ruling[Any]:
    """Round 9 from the last stop: both reach field 10 without exploding, so both roll the
    bonus die (step A); coins become points (1 per 5) for a whole cauldron, rubies buy points;
    then the game ends."""
    state = _stopped(2, round=9, others="W1 W2 O1 G1 W1 W3", card="B5")
    state = pour(state, 0, "W1 O1 G1 W2 W3 W1", rubies=5)
    state = state.with_player(0, score=40).with_player(1, score=42)
    return _play(
        state,
        "1 stop; kans 1 dobbel punt; kans 2 dobbel punt; 1 kies 1; 1 kies 1",
        "Ronde 9: wat levert de laatste puntentelling nog op, en wie wint?",
    )


def last_round_exploded() -> Ruling[Any]:
    """Round 9, exploded: by the Dutch rules only the points of step D, nothing for the coins."""
    state = _stopped(2, round=9, others="W1 W2 O1", card="B5")
    state = pour(state, 0, "W3 W2 G1 B4 W2 W1")
    return _play(_scored(state), "", "Ronde 9 met een ontplofte ketel: wat telt er nog?", (0,))


def last_round_exploded_english() -> Ruling[Any]:
    """With the choice 'Engels' an exploded cauldron in round 9 chooses: points or coins."""
    state = _stopped(
        2,
        round=9,
        others="W1 W2 O1",
        card="B5",
        last_round_exploded=LastRoundExploded.ENGLISH_RULEBOOK,
    )
    state = pour(state, 0, "W3 W2 G1 B4 W2 W1")
    return _play(
        _scored(state),
        "1 kies 2",
        "Ronde 9, ontploft, keuze 'Engels': geld in plaats van punten.",
        (0,),
    )


def winner_by_cauldron() -> Ruling[Any]:
    """Tied on points: the fuller cauldron of round 9 wins."""
    return end_ruling([40, 40, 38], [20, 22, 30])


def shared_win() -> Ruling[Any]:
    """Tied on points and on the cauldron: the win is shared."""
    return end_ruling([40, 40], [20, 20])


# -- variants -------------------------------------------------------------------------------------


def own_set() -> Ruling[Any]:
    """Variant: a set of books put together from four sets."""
    return setup_ruling(2, (1, 2, 3, 4, 1))


def test_tube() -> Ruling[Any]:
    """Variant: the droplet of the test tube; card P2 lets speler 1 move it to glass 1 (1 ruby)."""
    state = table(2, phase="waarzegster", test_tubes=True)
    return _play(
        state,
        "kans kaart P2; 1 kies 2; 2 kies 1",
        "Welke druppel zet je vooruit met een reageerbuis?",
    )


def test_tube_own_table() -> Ruling[Any]:
    """Variant with the choice 'eigen tabel': a cauldron whose first glass gives 2 points."""
    tubes = (TEST_TUBES[0], TubeBonus(points=2), *TEST_TUBES[2:])
    state = table(2, phase="waarzegster", test_tubes=True, tubes=tubes)
    return _play(
        state,
        "kans kaart P2; 1 kies 2; 2 kies 2",
        "Een reageerbuis met een eigen tabel: glas 1 geeft 2 punten.",
    )


# -- the ingredient books --------------------------------------------------------------------------


def orange_book() -> Ruling[Any]:
    """A pumpkin has no action: it only goes 1 field."""
    return _play(table(2), "1 trek; kans 1 O1", "Wat doet een pompoen?", (0,))


def black_two_more() -> Ruling[Any]:
    """Black, 2 players: more black chips than the opponent: droplet and 1 ruby."""
    return chip_actions_ruling("Z1 W1 Z1", players=2, blacks=(1,))


def black_two_equal() -> Ruling[Any]:
    """Black, 2 players: as many as the opponent: the droplet moves 1 field."""
    return chip_actions_ruling("W1 Z1", players=2, blacks=(1,))


def black_both_neighbours() -> Ruling[Any]:
    """Black, 3 or 4 players: more than both neighbours: droplet and 1 ruby."""
    return chip_actions_ruling("Z1 W1 Z1", players=3, blacks=(1, 0))


def black_one_neighbour() -> Ruling[Any]:
    """Black, 3 or 4 players: more than one neighbour only: the droplet moves 1 field."""
    return chip_actions_ruling("Z1 W1", players=4, blacks=(0, 2, 1))


def green_1() -> Ruling[Any]:
    """Green, set 1: a ruby for each green chip among the last two; an earlier one gives none."""
    return chip_actions_ruling("G1 W1 W2 G2", books=1)


def green_2() -> Ruling[Any]:
    """Green, set 2: G4 and G2 last: a yellow 1-chip (the purple book is still closed in round
    2) and a red 1-chip."""
    return chip_actions_ruling("W1 G4 G2", books=2, round=2, choices=(1, 2))


def green_2_any_book() -> Ruling[Any]:
    """Green, set 2, with the choice 'altijd': the purple chip even while its book is closed."""
    return chip_actions_ruling(
        "W1 G4", books=2, round=2, choices=(2,), options={"green_two_closed": True}
    )


def green_3() -> Ruling[Any]:
    """Green, set 3: whites exactly 7, greens worth 2 + 1: the last chip moves 3 fields on."""
    return chip_actions_ruling("W3 G2 W2 G1 W2 O1", books=3)


def green_4() -> Ruling[Any]:
    """Green, set 4: for each green chip among the last two, 1 ruby buys a droplet field."""
    return chip_actions_ruling("W1 G1 G2", books=4, rubies_now=2, choices=(1, 1))


def blue_1() -> Ruling[Any]:
    """Blue, set 1: a blue 2-chip draws 2 chips; the pumpkin is placed, the white goes back."""
    state = give(table(2), 0, "B2")
    return _play(
        state,
        "1 trek; kans 1 B2; kans 1 W1; kans 1 O1; 1 kies 2",
        "Wat doet kraaienschedel B2 met set 1?",
        (0,),
    )


def blue_2() -> Ruling[Any]:
    """Blue, set 2: B2 protects the next 2 chips; the cauldron explodes on one of them, so speler 1
    still gets points and may buy, but does not roll."""
    state = give(pour(_stopped(2, books=2), 0, "W2 W2"), 0, "B2")
    return _play(
        state,
        "1 trek; kans 1 B2; 1 trek; kans 1 W3; 1 trek; kans 1 W1; kans 2 dobbel punt",
        "Wat beschermt kraaienschedel B2 met set 2?",
        (0,),
    )


def blue_3() -> Ruling[Any]:
    """Blue, set 3: a blue chip that lands on a ruby field gives 1 ruby at once."""
    state = give(pour(table(2, books=3), 0, "W1 W3"), 0, "B1")
    return _play(
        state, "1 trek; kans 1 B1", "Kraaienschedel B1 komt op veld 5 (robijn) met set 3.", (0,)
    )


def blue_4() -> Ruling[Any]:
    """Blue, set 4: a blue 2-chip on a ruby field gives 2 victory points at once."""
    state = give(pour(table(2, books=4), 0, "W3 O1 W2 W1"), 0, "B2")
    return _play(
        state, "1 trek; kans 1 B2", "Kraaienschedel B2 komt op veld 9 (robijn) met set 4.", (0,)
    )


def red_1() -> Ruling[Any]:
    """Red, set 1: with 2 pumpkins in the cauldron, a red chip goes 1 field extra."""
    state = give(pour(table(2), 0, "O1 W1 O1"), 0, "R1")
    return _play(state, "1 trek; kans 1 R1", "Vliegenzwam R1 na 2 pompoenen, met set 1.", (0,))


def red_2() -> Ruling[Any]:
    """Red, set 2: a red chip goes beside the cauldron; after stopping speler 1 lays it behind his
    last chip."""
    return _play(
        give(_stopped(2, books=2), 0, "R2"),
        "1 trek; kans 1 R2; 1 trek; kans 1 W1; 1 stop; 1 kies 1",
        "Waar blijft vliegenzwam R2 met set 2?",
        (0,),
        until="bonusdobbelsteen",
    )


def red_3() -> Ruling[Any]:
    """Red, set 3: right after a white 2-chip, a red 1-chip goes 1 + 2 = 3 fields."""
    state = give(pour(table(2, books=3), 0, "O1 W2"), 0, "R1")
    return _play(state, "1 trek; kans 1 R1", "Vliegenzwam R1 vlak na W2, met set 3.", (0,))


def red_4() -> Ruling[Any]:
    """Red, set 4: once a red chip lies in the cauldron, a white 1-chip goes 2 fields."""
    state = pour(table(2, books=4), 0, "R1")
    return _play(state, "1 trek; kans 1 W1", "Een wit 1-fiche na vliegenzwam R1, met set 4.", (0,))


def yellow_1() -> Ruling[Any]:
    """Yellow, set 1: right after a white chip, that white chip may go back into the bag."""
    state = give(pour(table(2, round=2), 0, "O1 W3"), 0, "Y1")
    return _play(
        state, "1 trek; kans 1 Y1; 1 kies 1", "Alruinwortel Y1 vlak na W3, met set 1.", (0,)
    )


def yellow_2() -> Ruling[Any]:
    """Yellow, set 2: the next chip goes twice as far; with a pumpkin in the cauldron a red 1-chip
    of set 1 goes (1 + 1) x 2 = 4 fields (choice 'hele stap')."""
    state = give(pour(table(2, round=2, books=(1, 1, 1, 2, 1)), 0, "O1"), 0, "Y1 R1")
    return _play(
        state,
        "1 trek; kans 1 Y1; 1 trek; kans 1 R1",
        "Alruinwortel Y1 met set 2, dan vliegenzwam R1.",
        (0,),
    )


def yellow_2_value_only() -> Ruling[Any]:
    """Yellow, set 2, with the choice 'alleen de waarde': the red chip goes 1 + 1 + 1 = 3."""
    state = pour(
        table(2, round=2, books=(1, 1, 1, 2, 1), yellow_double=YellowDouble.VALUE_ONLY), 0, "O1"
    )
    state = give(state, 0, "Y1 R1")
    return _play(
        state,
        "1 trek; kans 1 Y1; 1 trek; kans 1 R1",
        "Dezelfde trekken met de keuze 'alleen de waarde'.",
        (0,),
    )


def yellow_3() -> Ruling[Any]:
    """Yellow, set 3: after a yellow chip the whites may total 8."""
    state = give(pour(table(2, round=2, books=3), 0, "W3 W2 W2"), 0, "Y1")
    return _play(
        state,
        "1 trek; kans 1 Y1; 1 trek; kans 1 W1",
        "Witte fiches samen 8 met een alruinwortel van set 3.",
        (0,),
    )


def yellow_4() -> Ruling[Any]:
    """Yellow, set 4: the first yellow chip goes 1 extra, the second 2 extra."""
    state = give(table(2, round=2, books=4), 0, "Y1 Y2")
    return _play(
        state, "1 trek; kans 1 Y1; 1 trek; kans 1 Y2", "Twee alruinwortels met set 4.", (0,)
    )


def purple_1() -> Ruling[Any]:
    """Purple, set 1: three purple chips give 2 victory points and the droplet 1 field."""
    return chip_actions_ruling("W1 P1 P1 P1", books=1, choices=(1,))


def purple_2() -> Ruling[Any]:
    """Purple, set 2: speler 1 trades in 2 of his 3 purple chips: G1 and B2, 3 points, droplet."""
    return chip_actions_ruling("P1 P1 W1 P1", books=2, choices=(2,))


def purple_3() -> Ruling[Any]:
    """Purple, set 3: a purple chip on field 21 shows 18 coins: 1 victory point (choice
    'gedrukt getal')."""
    return chip_actions_ruling("W3 W2 W2 B4 G4 R4 O1 P1", books=(1, 1, 1, 1, 3))


def purple_3_position() -> Ruling[Any]:
    """Purple, set 3, with the choice 'plaats in de ketel': field 21 counts as 21: 2 points."""
    return chip_actions_ruling(
        "W3 W2 W2 B4 G4 R4 O1 P1",
        books=(1, 1, 1, 1, 3),
        options={"purple_field": PurpleField.POSITION},
    )


def purple_4() -> Ruling[Any]:
    """Purple, set 4: one purple chip lets speler 1 swap a 1-chip for a 2-chip of its colour."""
    return chip_actions_ruling("W1 G1 P1 B1", books=4, choices=(1,))


# -- the fortune-teller cards ----------------------------------------------------------------------


def _card(card_id: str, actions: str = "", players: int = 2, **kw: Any) -> Ruling[Any]:
    state = table(players, phase="waarzegster", **kw)
    return _play(
        state, f"kans kaart {card_id}; {actions}", f"Wat doet waarzeggerijkaart {card_id}?"
    )


def card_p1() -> Ruling[Any]:
    """P1: everyone rolls the bonus die once."""
    return _card("P1", "kans 1 dobbel robijn; kans 2 dobbel pompoen")


def card_p2() -> Ruling[Any]:
    """P2: every droplet 1 field on."""
    return _card("P2", players=3)


def card_p3() -> Ruling[Any]:
    """P3: the players with the fewest rubies (here 2 and 3, with 1) get exactly 1 ruby."""
    state = table(3, phase="waarzegster").with_player(0, rubies=3)
    return _play(
        state,
        "kans kaart P3",
        "Wat doet waarzeggerijkaart P3 als speler 1 3 robijnen heeft en de anderen 1?",
    )


def _scores(state: GameState, *scores: int) -> GameState:
    for seat, score in enumerate(scores):
        state = state.with_player(seat, score=score)
    return state


def card_p4() -> Ruling[Any]:
    """P4: rat tails count double (16 against a leader on 20: 2 tails, so 4 fields)."""
    state = _scores(table(3, round=2, phase="waarzegster"), 20, 17, 16)
    return _play(
        state, "kans kaart P4", "Wat doet waarzeggerijkaart P4 met de scores 20, 17 en 16?"
    )


def card_p5() -> Ruling[Any]:
    """P5: the players with the fewest points get a green 1-chip."""
    state = _scores(table(3, round=2, phase="waarzegster"), 5, 2, 2)
    return _play(state, "kans kaart P5", "Wat doet waarzeggerijkaart P5 met de scores 5, 2 en 2?")


def card_p6() -> Ruling[Any]:
    """P6: 4 points, or a white 1-chip out of the bag for good."""
    return _card("P6", "1 kies 1; 2 kies 2")


def card_p7() -> Ruling[Any]:
    """P7: a black chip, a 2-chip of one's choice, or 3 rubies."""
    return _card("P7", "1 kies 1; 2 kies 2; 2 kies 3; 3 kies 3", players=3)


def card_p8() -> Ruling[Any]:
    """P8: a 4-chip of one's choice, or 1 point per rat tail of this round."""
    state = _scores(table(2, round=2, phase="waarzegster"), 20, 16)
    return _play(
        state,
        "kans kaart P8; 1 kies 1; 1 kies 2; 2 kies 2",
        "Wat doet waarzeggerijkaart P8 met de scores 20 en 16?",
    )


def card_p9() -> Ruling[Any]:
    """P9: give up rat tails for rubies, one for one."""
    state = _scores(table(3, round=2, phase="waarzegster"), 20, 17, 16)
    return _play(
        state,
        "kans kaart P9; 2 kies 2; 3 kies 1",
        "Wat doet waarzeggerijkaart P9 met de scores 20, 17 en 16?",
    )


def card_p10() -> Ruling[Any]:
    """P10 in round 3: 2 droplet fields, or a purple chip."""
    return _card("P10", "1 kies 1; 2 kies 2", round=3)


def card_p10_closed_book() -> Ruling[Any]:
    """P10 in round 2: the purple book is still closed, so only the droplet is left."""
    return _card("P10", round=2)


def card_p11() -> Ruling[Any]:
    """P11: 1 ruby for a 1-chip of one's choice (not purple, not black)."""
    return _card("P11", "1 kies 1; 1 kies 3; 2 kies 2")


def card_p12() -> Ruling[Any]:
    """P12: draw 4 chips and trade one up a value; who cannot, gets a green 1-chip."""
    return _card(
        "P12",
        "kans 1 W1; kans 1 G1; kans 1 O1; kans 1 W2; 1 kies 1; "
        "kans 2 W1; kans 2 W3; kans 2 O1; kans 2 W2",
    )


def card_p13() -> Ruling[Any]:
    """P13: everyone draws 5; the lowest sum gets a blue 2-chip, the others 1 ruby."""
    return _card(
        "P13",
        "kans 1 W1; kans 1 W1; kans 1 O1; kans 1 G1; kans 1 W2; "
        "kans 2 W3; kans 2 W2; kans 2 W2; kans 2 W1; kans 2 O1",
    )


def _brewed(card: str, players: int = 2, **kw: Any) -> GameState:
    return _stopped(players, card=card, **kw)


def card_b1() -> Ruling[Any]:
    """B1: whoever rolls the bonus die rolls twice."""
    state = pour(_brewed("B1"), 0, "W1 O1 G1 W2")
    return _play(
        state,
        "1 stop; kans 1 dobbel punt; kans 1 dobbel robijn",
        "Wat doet kaart B1 voor wie de bonusdobbelsteen gooit?",
        (0,),
        until="bonusdobbelsteen",
    )


def card_b2() -> Ruling[Any]:
    """B2: every pumpkin goes 1 field extra this round."""
    return _play(_brewed("B2"), "1 trek; kans 1 O1", "Hoe ver gaat een pompoen met kaart B2?", (0,))


def card_b3() -> Ruling[Any]:
    """B3: a ruby on the scoring field gives 2 points extra, even to an exploded cauldron."""
    state = give(pour(_brewed("B3"), 0, "W2 W2 W1"), 0, "W3")
    return _play(
        state,
        "1 trek; kans 1 W3; kans 2 dobbel punt",
        "Speler 1 ontploft op veld 8 met kaart B3.",
        (0,),
        until="robijnen",
    )


def card_b4() -> Ruling[Any]:
    """B4: a ruby on the scoring field gives 2 rubies instead of 1."""
    state = pour(_brewed("B4"), 0, "W1 W3")
    return _play(
        state,
        "1 stop; kans 1 dobbel punt",
        "Speler 1 eindigt op veld 5 (robijn) met kaart B4.",
        (0,),
        until="robijnen",
    )


def card_b5() -> Ruling[Any]:
    """B5: at the end of the round every flask is filled for free."""
    state = pour(_brewed("B5"), 0, "W1 O1 G1", flask=False)
    return _play(
        _scored(state),
        "1 koop O1; 2 koop niets",
        "Speler 1 heeft zijn fles gebruikt; wat doet kaart B5?",
        (0,),
    )


def card_b6() -> Ruling[Any]:
    """B6: whites exactly 7 at the end of the round: the droplet 1 field on."""
    state = pour(_brewed("B6"), 0, "W3 W2 O1 W2")
    return _play(
        _scored(state),
        "1 koop O1; 2 koop niets",
        "Speler 1 heeft precies 7 aan witte fiches, met kaart B6.",
        (0,),
    )


def card_b7() -> Ruling[Any]:
    """B7: this round the whites may total 9."""
    state = pour(_brewed("B7"), 0, "W3 W2 W2")
    return _play(
        state,
        "1 trek; kans 1 W1; 1 trek; kans 1 W1",
        "Witte fiches samen 8 en 9 met kaart B7.",
        (0,),
    )


def card_b8() -> Ruling[Any]:
    """B8: the first white chip drawn may go back into the bag; the second not."""
    return _play(
        _brewed("B8"),
        "1 trek; kans 1 W3; 1 kies 1; 1 trek; kans 1 W2",
        "Wat doet kaart B8 met de eerste witte fiches?",
        (0,),
    )


def card_b9() -> Ruling[Any]:
    """B9: after stopping safely, draw up to 5 chips and lay one without its action."""
    state = pour(_brewed("B9"), 0, "W1 O1 G1")
    return _play(
        give(state, 0, "B2"),
        "1 stop; kans 1 W3; 1 kies 2; kans 1 B2; 1 kies 2",
        "Wat doet kaart B9 na het stoppen?",
        (0,),
        until="na-het-brouwen",
    )


def card_b10() -> Ruling[Any]:
    """B10: speler 1 explodes, so his left neighbour (speler 2) takes a 2-chip."""
    state = pour(_brewed("B10"), 0, "W3 W2 W2")
    return _play(
        state,
        "1 trek; kans 1 W1; 2 kies 2",
        "Wat doet kaart B10 als speler 1 ontploft?",
        until="na-het-brouwen",
    )


def card_b11() -> Ruling[Any]:
    """B11: after 5 chips speler 1 starts over with every drawn chip back in his bag."""
    return _play(
        _brewed("B11"),
        "1 trek; kans 1 W3; 1 trek; kans 1 W2; 1 trek; kans 1 O1; 1 trek; kans 1 W1; 1 trek; "
        "kans 1 W1; 1 kies 2; 1 trek; kans 1 G1",
        "Wat doet kaart B11 na 5 fiches?",
        (0,),
    )


# -- the choices of this rulebook -----------------------------------------------------------------


def card_title() -> Ruling[Any]:
    """A card's title: this rulebook's own Dutch translation (the default)."""
    return card_ruling("P3")


def card_title_english() -> Ruling[Any]:
    """A card's title with the choice 'Engelse titel'."""
    return card_ruling("P3", english=True)


def price_green_3() -> Ruling[Any]:
    """Green set 3: G4 costs 21 (the printed book, the default)."""
    return shop_ruling(21, round=3, books=3)


def price_green_3_almanac() -> Ruling[Any]:
    """Green set 3 with the choice 'almanak 18': G4 costs 18."""
    return shop_ruling(
        18, round=3, books=3, prices=PriceOptions(green_three_four=GreenThreeFour.ALMANAC)
    )


def price_blue_4_fans() -> Ruling[Any]:
    """Blue set 4: B4 costs 20 (default) or 19 with the choice 'fanprijs 19'."""
    return shop_ruling(
        19, round=3, books=4, prices=PriceOptions(blue_four_four=BlueFourFour.FAN_SOURCES)
    )


def black_zero_zero() -> Ruling[Any]:
    """Black, 2 players, 0 against 0: no droplet (choice 'minstens één')."""
    return black_book_ruling(0, 0)


def black_zero_zero_literal() -> Ruling[Any]:
    """Black, 2 players, 0 against 0 with the choice 'letterlijk': the droplet moves."""
    return chip_actions_ruling("W1 O1", players=2, options={"black_tie": BlackTie.LITERAL})


def buying_in_turn() -> Ruling[Any]:
    """The last green 4-chip: the start player buys first, so speler 2 buys something else."""
    return _play(_last_green_four(), "1 koop G4; 2 koop B2", "Er is nog één G4; wie krijgt hem?")


def _last_green_four() -> GameState:
    """Both players may buy in step E (15 and 13 coins); the box holds one G4 more."""
    state = _stopped(2, round=3, others="W1 O1 G1 W2 W3 W1 B1 R1")
    state = pour(state, 0, "W1 O1 G1 W2 W3 W1 B2 R1 O1")
    supply = state.supply
    while supply.count(Chip.parse("G4")) > 1:
        supply = supply.remove(Chip.parse("G4"))
    return _scored(replace(state, supply=supply))


def stop_without_chip() -> Ruling[Any]:
    """Stopping before any chip: the scoring field is the one right after the droplet."""
    return _play(
        pour(table(2), 0, "", droplet=3),
        "1 stop",
        "Speler 1 stopt meteen, met zijn druppel op veld 3.",
        (0,),
        until="bonusdobbelsteen",
    )


def rats_past_fifty() -> Ruling[Any]:
    """Rat tails above 50 lie where they lie below, 50 higher: 49 against 60 gives 3."""
    state = _scores(table(2, round=5, phase="waarzegster"), 60, 49)
    return _play(state, "kans kaart B5", "Hoeveel rattenstaarten liggen er tussen 49 en 60?")


def rats_past_fifty_none() -> Ruling[Any]:
    """With the choice 'geen staarten boven 50' the same scores give no rat tail."""
    state = _scores(table(2, round=5, phase="waarzegster", second_lap=False), 60, 49)
    return _play(state, "kans kaart B5", "Tussen 49 en 60, zonder staarten boven 50?")


def any_chip_coloured() -> Ruling[Any]:
    """A chip of one's choice is never white (choice 'gekleurd')."""
    return _card("P7", "1 kies 2; 1 kies 1; 2 kies 3")


def any_chip_white_too() -> Ruling[Any]:
    """With the choice 'letterlijk' a chip of one's choice may be white, while the player has
    fewer of that white than the start bag gives: here one white 2-chip has left player 1's
    bag, so a white 2 is offered again."""
    state = table(2, phase="waarzegster", white_choice=True)
    bag = state.players[0].bag.remove(Chip.parse("W2"))
    return _play(
        state.with_player(0, bag=bag),
        "kans kaart P7; 1 kies 2; 1 kies 1; 2 kies 3",
        "Wat doet waarzeggerijkaart P7?",
    )


def limits_highest() -> Ruling[Any]:
    """Card B7 and yellow set 3 together: the highest limit, 9 (choice 'hoogste'), so the
    whites explode at 10."""
    state = pour(_brewed("B7", books=3, round=2), 0, "Y1 W3 W2 W2")
    return _play(state, _THREE_WHITES, "Kaart B7 en alruinwortel set 3 samen.", (0,))


def limits_added() -> Ruling[Any]:
    """With the choice 'optellen' the raises add up: 7 + 2 + 1 = 10, so 10 is still safe."""
    state = pour(_brewed("B7", books=3, round=2, limit_rule=LimitRule.ADD), 0, "Y1 W3 W2 W2")
    return _play(state, _THREE_WHITES, "Dezelfde ketel met de keuze 'optellen'.", (0,))


_THREE_WHITES = "1 trek; kans 1 W1; 1 trek; kans 1 W1; 1 trek; kans 1 W1"


EXAMPLES: dict[str, Callable[[], Ruling[Any]]] = {
    "voorbereiding voor 3 spelers": setup_three,
    "een hele ronde": whole_round,
    "rattenstaarten: het voorbeeld uit het Engelse regelboek": seed_rats,
    "brouwen vanaf de rattensteen": rat_stone_start,
    "fiches leggen: een eigen voorbeeld": seed_placing,
    "ontploffen": exploding,
    "de fles": the_flask,
    "stoppen": stopping,
    "een actie overslaan": skip_an_action,
    "bonusdobbelsteen: verder in de ketel": bonus_die_further,
    "bonusdobbelsteen: gelijk veld": bonus_die_tie,
    "bonusdobbelsteen: de lepel": bonus_die_spoon,
    "voorbij het laatste veld": spoon_in_play,
    "druppel op een fiche": droplet_on_a_chip,
    "de vlakken van de dobbelsteen": die_faces,
    "dobbelsteen: eigen steen": die_faces_own,
    "stap B: de volgorde": step_b_order,
    "robijn bij een ontplofte ketel": ruby_when_exploded,
    "ontploft: de punten": exploded_chooses_points,
    "ontploft: kopen": exploded_chooses_buying,
    "voorbij de 50": past_fifty,
    "kopen met 12 geld": buying,
    "kopen: uitverkocht": buying_sold_out,
    "kopen: twee kleuren": buying_in_play,
    "robijnen uitgeven": spending_rubies,
    "ronde 2": round_start(2),
    "ronde 3": round_start(3),
    "ronde 6": round_start(6),
    "ronde 9": round_start(9),
    "de laatste ronde": last_round,
    "ronde 9 ontploft": last_round_exploded,
    "ronde 9 ontploft, Engels": last_round_exploded_english,
    "gelijkspel: de vollere ketel": winner_by_cauldron,
    "gedeelde overwinning": shared_win,
    "variant: een eigen set": own_set,
    "variant: de reageerbuis": test_tube,
    "reageerbuis: eigen tabel": test_tube_own_table,
    "pompoen": orange_book,
    "zwart, 2 spelers: meer": black_two_more,
    "zwart, 2 spelers: evenveel": black_two_equal,
    "zwart: meer dan beide buren": black_both_neighbours,
    "zwart: meer dan één buur": black_one_neighbour,
    "groen, set 1": green_1,
    "groen, set 2": green_2,
    "groen, set 2: altijd": green_2_any_book,
    "groen, set 3": green_3,
    "groen, set 4": green_4,
    "blauw, set 1": blue_1,
    "blauw, set 2": blue_2,
    "blauw, set 3": blue_3,
    "blauw, set 4": blue_4,
    "rood, set 1": red_1,
    "rood, set 2": red_2,
    "rood, set 3": red_3,
    "rood, set 4": red_4,
    "geel, set 1": yellow_1,
    "geel, set 2": yellow_2,
    "geel, set 2: alleen de waarde": yellow_2_value_only,
    "geel, set 3": yellow_3,
    "geel, set 4": yellow_4,
    "paars, set 1": purple_1,
    "paars, set 2": purple_2,
    "paars, set 3": purple_3,
    "paars, set 3: plaats in de ketel": purple_3_position,
    "paars, set 4": purple_4,
    "kaart P1": card_p1,
    "kaart P2": card_p2,
    "kaart P3": card_p3,
    "kaart P4": card_p4,
    "kaart P5": card_p5,
    "kaart P6": card_p6,
    "kaart P7": card_p7,
    "kaart P8": card_p8,
    "kaart P9": card_p9,
    "kaart P10": card_p10,
    "kaart P10 in ronde 2": card_p10_closed_book,
    "kaart P11": card_p11,
    "kaart P12": card_p12,
    "kaart P13": card_p13,
    "kaart B1": card_b1,
    "kaart B2": card_b2,
    "kaart B3": card_b3,
    "kaart B4": card_b4,
    "kaart B5": card_b5,
    "kaart B6": card_b6,
    "kaart B7": card_b7,
    "kaart B8": card_b8,
    "kaart B9": card_b9,
    "kaart B10": card_b10,
    "kaart B11": card_b11,
    "kaarttitel": card_title,
    "kaarttitel in het Engels": card_title_english,
    "prijs groen set 3": price_green_3,
    "prijs groen set 3: almanak": price_green_3_almanac,
    "prijs blauw set 4: fanprijs": price_blue_4_fans,
    "zwart 0 tegen 0": black_zero_zero,
    "zwart 0 tegen 0: letterlijk": black_zero_zero_literal,
    "wie eerst koopt": buying_in_turn,
    "stoppen zonder fiche": stop_without_chip,
    "rattenstaarten boven 50": rats_past_fifty,
    "rattenstaarten boven 50: geen": rats_past_fifty_none,
    "fiche naar keuze: gekleurd": any_chip_coloured,
    "fiche naar keuze: ook wit": any_chip_white_too,
    "twee grenzen: de hoogste": limits_highest,
    "twee grenzen: optellen": limits_added,
}
"""Every worked example of the base game, by its Dutch name, in the order of the rulebook."""


def _refuse_play(state_maker: Callable[[], GameState], actions: str) -> Callable[[], object]:
    return lambda: _play(state_maker(), actions, "")


REFUSALS: dict[str, Callable[[], object]] = {
    "vijf spelers zonder uitbreiding": lambda: table(5),
    "set 5": lambda: table(2, books=5),
    "een dobbelsteen die niet bestaat": lambda: table(2, die="tweemaal-zes"),
    "ronde 10": lambda: _refusal_round(),
    "een kaart die niet bestaat": lambda: _refusal_card(),
    "trekken na het stoppen": _refuse_play(lambda: table(2), "1 stop; 1 trek"),
    "trekken na een ontploffing": _refuse_play(
        lambda: table(2),
        "1 trek; kans 1 W3; 1 trek; kans 1 W2; 1 trek; kans 1 W2; 1 trek; kans 1 W1; 1 trek",
    ),
    "de fles op het ontploffende fiche": _refuse_play(
        lambda: table(2),
        "1 trek; kans 1 W3; 1 trek; kans 1 W2; 1 trek; kans 1 W2; 1 trek; kans 1 W1; 1 fles",
    ),
    "de fles een tweede keer": _refuse_play(
        lambda: table(2), "1 trek; kans 1 W3; 1 fles; 1 trek; kans 1 W2; 1 fles"
    ),
    "in ronde 9 vooruit trekken": _refuse_play(
        lambda: table(2, round=9), "1 trek; kans 1 W1; 1 trek"
    ),
    "stoppen zonder fiche met 'minstens één'": _refuse_play(
        lambda: table(2, first_chip=True), "1 stop"
    ),
    "twee fiches van één kleur": _refuse_play(lambda: _shop_table(), "1 koop G1 G2"),
    "wit kopen": _refuse_play(lambda: _shop_table(), "1 koop W1"),
    "te duur": _refuse_play(lambda: _shop_table(), "1 koop G4"),
    "geel kopen in ronde 1": _refuse_play(lambda: _shop_table(), "1 koop Y1"),
    "paars kopen in ronde 2": _refuse_play(lambda: _shop_table(round=2), "1 koop P1"),
    "een uitverkocht fiche": lambda: _sold_out(),
    "de laatste G4 voor de tweede koper": _refuse_play(_last_green_four, "1 koop G4; 2 koop G4"),
    "een keuze die er niet is": _refuse_play(
        lambda: table(2, phase="waarzegster"), "kans kaart P6; 1 kies 5"
    ),
    "een zet na het einde": lambda: _after_the_end(),
}
"""Inputs the rules forbid; each raises a ``RuleError`` that names its clause."""


def _shop_table(round: int = 1) -> GameState:
    state = _stopped(2, round=round)
    return _scored(pour(state, 0, "W1 O1 G1 W2 W3 W1"))


def _refusal_round() -> object:

    return round_start_ruling(10)


def _refusal_card() -> object:

    return card_ruling("B12")


def _sold_out() -> object:
    state = _shop_table()
    supply = state.supply
    while supply.count(Chip.parse("B1")):
        supply = supply.remove(Chip.parse("B1"))
    return _play(replace(state, supply=supply), "1 koop B1", "")


def _after_the_end() -> object:
    ruling = last_round()
    return _play(ruling.result, "1 trek", "")


def refusal_message(name: str) -> str:
    """The Dutch message a refusal gives: ``Geweigerd volgens regel …: …``."""
    try:
        REFUSALS[name]()
    except RuleError as error:
        return f"Geweigerd volgens regel {error.clause_id}: {error.message}"
    raise AssertionError(f"'{name}' was meant to be refused, but the rules accepted it")
