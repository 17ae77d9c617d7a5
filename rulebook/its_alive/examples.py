"""Het Leeft!: worked examples as rulings, and refused input, for the chapters and the coverage
check (``python -m rulebook dekking --spel het-leeft``).

The table questions ask the rulings (``rulings``); the examples of play walk the engine itself
through a few moves from a table laid out by hand (``walk``): every step applies a real move
and says, with the numbers of the state after it, what the rules made of it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulebook.core import dutch
from rulebook.core.model.cards import Deck, Pile
from rulebook.core.model.runner import Task
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling
from rulebook.its_alive.data import (
    EXAMPLE_VALUES,
    PLACES,
    CoffinScore,
    FetchPayment,
    Kind,
    card,
    card_name,
    parse_values,
)
from rulebook.its_alive.engine import make_game, make_match
from rulebook.its_alive.flow import RUNNER
from rulebook.its_alive.rules import ChooseCard, View, card_total, from_bank, swap
from rulebook.its_alive.rulings import (
    auction_ruling,
    fetch_ruling,
    score_ruling,
    sell_ruling,
    uprising_ruling,
)
from rulebook.its_alive.state import Player, Setup, State

GAME = make_game()


def full_board(*missing: Kind, value: int = 4) -> tuple[str | None, ...]:
    """A board with a part of ``value`` on every place but ``missing``."""
    return tuple(None if kind in missing else card(kind, value) for kind in PLACES)


def table(players: list[Player], deck: list[str], active: int = 0, **changes: Any) -> State:
    """A table laid out by hand, at the start of ``active``'s turn."""
    setup = changes.pop("setup", Setup(players=len(players), start=active))
    queues: list[tuple[Task, ...]] = [
        (ChooseCard(),) if seat == active else () for seat in range(len(players))
    ]
    queues.append(())
    bank = 80 - sum(p.coins for p in players)
    state = State(
        setup,
        0,
        tuple(players),
        Deck.of(deck),
        bank,
        tuple(queues),
        active=active,
        step="kiezen",
        **changes,
    )
    return RUNNER.settle(state)


Say = str | Callable[[State], str]


def walk(
    question: str, answer: Say, state: State, script: list[tuple[str, str, Say]]
) -> Ruling[State]:
    """Apply each move of ``script`` (an empty move only explains) and explain it."""
    steps = []
    for move, clause_id, say in script:
        if move:
            state = GAME.apply(state, GAME.parse_action(move))
        steps.append(Step(clause_id, say(state) if callable(say) else say, state))
    final = answer(state) if callable(answer) else answer
    return Ruling(question, final, state, tuple(steps))


def _over(state: State) -> str:
    """``uit`` or ``nog niet uit``: whether the game has ended, as a step says it."""
    return "uit" if state.over else "nog niet uit"


def _board(state: State, seat: int) -> str:
    return ", ".join(card_name(c) for c in state.player(seat).board if c) or "leeg"


# -- examples of play --------------------------------------------------------------------------


def first_turn() -> Ruling[State]:
    """A new game: a card drawn and bought; what the other seat sees of it."""
    state = GAME.new_game(Setup(players=2), 3)
    return walk(
        "Hoe verloopt een eerste beurt waarin je een kaart trekt en koopt?",
        lambda s: f"Speler 1 heeft {s.player(0).coins} munten en Hart 5 op zijn bord.",
        state,
        [
            ("", "het-leeft.doel", "Twee spelers willen elk als eerste acht lichaamsdelen."),
            (
                "",
                "het-leeft.kaarten",
                lambda s: f"De stapel telt {len(s.deck)} kaarten: tien soorten van zes.",
            ),
            (
                "",
                "het-leeft.keuze.waarden",
                "De waarden zijn die van de voorbeeldset (hart 3 tot 8), niet van een echte doos.",
            ),
            (
                "",
                "het-leeft.opstelling",
                lambda s: f"Elk heeft {s.player(0).coins} munten; de bank houdt er {s.bank}.",
            ),
            ("", "het-leeft.beurt", "Speler 1 begint; daarna is speler 2 aan de beurt."),
            ("", "het-leeft.kiezen", "Er ligt nog niets op een kerkhof: trekken is de enige keus."),
            ("kans hart-5", "het-leeft.kiezen.trekken", "Speler 1 draait gratis hart-5 om."),
            ("", "het-leeft.bestemmen", "Hij kan kopen, verkopen of veilen."),
            (
                "1 kies kopen",
                "het-leeft.kopen",
                lambda s: f"Hij betaalt 5 aan de bank (die heeft nu {s.bank}).",
            ),
            (
                "",
                "het-leeft.bord",
                lambda s: (
                    f"Zijn bord: {_board(s, 0)}; nog {8 - s.player(0).filled()} plaatsen leeg."
                ),
            ),
            (
                "",
                "het-leeft.verborgen",
                lambda s: _seen_by_the_other(GAME.observation(s, 1)),
            ),
        ],
    )


def _seen_by_the_other(view: View | State) -> str:
    """What seat 2 sees of seat 1, read from its observation (no board, no coins)."""
    assert isinstance(view, View)
    tops = [top for top, _ in view.tops if top]
    graveyards = f"de bovenste kaarten {', '.join(tops)}" if tops else "de kerkhoven (nog leeg)"
    return (
        f"Speler 2 ziet het bord en de munten van speler 1 niet; wel {graveyards} en dat de "
        f"stapel nog {view.deck_size} kaarten telt."
    )


def two_uprisings() -> Ruling[State]:
    """An uprising calmed with coins and kept; a second one set aside and shuffled back."""
    state = table(
        [Player(coins=6, aside=("benen-4",)), Player()],
        ["opstand-3", "opstand-5", "hart-4", "armen-2"],
    )
    return walk(
        "Wat gebeurt er als je in één beurt twee opstanden trekt?",
        lambda s: (
            f"De stapel heeft weer {len(s.deck)} kaarten, Bevolkingsopstand 5 zit er weer in."
        ),
        state,
        [
            ("kans opstand-3", "het-leeft.opstand", "Speler 1 trekt een opstand van 3."),
            (
                "1 kies munten-3",
                "het-leeft.opstand.betalen",
                lambda s: f"Hij betaalt 3 munten aan de bank; hij houdt er {s.player(0).coins}.",
            ),
            (
                "",
                "het-leeft.opstand.houden",
                lambda s: f"De opstand ligt naast zijn bord: {', '.join(s.player(0).aside)}.",
            ),
            ("", "het-leeft.opstand.beurt", "Hij kiest opnieuw een kaart en trekt."),
            (
                "kans opstand-5",
                "het-leeft.opstand.een-per-beurt",
                lambda s: (
                    f"Bevolkingsopstand 5 is de tweede van deze beurt: opzij ({len(s.set_aside)})."
                ),
            ),
            ("kans hart-4", "het-leeft.kiezen.trekken", "Nu komt hart-4."),
            (
                "1 kies verkopen",
                "het-leeft.verkopen",
                lambda s: f"Verkocht voor 2; speler 1 heeft {s.player(0).coins} munten.",
            ),
            (
                "",
                "het-leeft.opstand.een-per-beurt",
                lambda s: (
                    "De beurt is om: Bevolkingsopstand 5 terug in de stapel "
                    f"({s.deck.count('opstand-5')})."
                ),
            ),
        ],
    )


def uprising_without_means() -> Ruling[State]:
    """Uprisings a player cannot pay, and one that finds nothing at all."""
    state = table(
        [Player(coins=2, board=full_board(*PLACES[1:], value=2)), Player(coins=0)],
        ["opstand-6", "benen-2"],
    )
    return walk(
        "Wat als je een opstand niet kunt betalen?",
        lambda s: f"Uit het spel: {', '.join(s.out)}.",
        state,
        [
            (
                "kans opstand-6",
                "het-leeft.opstand.onbetaalbaar",
                "Speler 1 heeft maar Armen 2 en 2 munten: te weinig voor 6.",
            ),
            (
                "1 kies munten-2",
                "het-leeft.opstand.afleggen",
                lambda s: f"Hij geeft al zijn munten; de opstand gaat uit het spel ({s.out[-1]}).",
            ),
            ("kans benen-2", "het-leeft.kiezen.trekken", "Zijn beurt gaat door met benen-2."),
            ("1 kies verkopen", "het-leeft.keuze.kunnen", "Zonder munten kan hij alleen verkopen."),
        ],
    )


def nothing_to_pay() -> Ruling[State]:
    state = table([Player(coins=0), Player()], ["opstand-2", "voeten-3"])
    return walk(
        "Wat als je helemaal niets hebt als je een opstand trekt?",
        "De opstand gaat weg zonder gevolg.",
        state,
        [
            (
                "kans opstand-2",
                "het-leeft.opstand.niets",
                lambda s: f"Geen kaart, geen munt: {s.out[-1]} gaat meteen uit het spel.",
            ),
        ],
    )


def auction_to_the_end() -> Ruling[State]:
    """An auction won by another player who completes the monster: the game ends at once."""
    state = table(
        [Player(coins=10), Player(coins=9, board=full_board(Kind.TORSO)), Player(coins=12)],
        ["torso-6", "armen-3"],
    )
    return walk(
        "Kan het spel eindigen in de beurt van een ander?",
        lambda s: f"Ja: speler {s.finisher + 1 if s.finisher is not None else '-'} wint.",
        state,
        [
            ("kans torso-6", "het-leeft.kiezen.trekken", "Speler 1 trekt torso-6."),
            ("1 kies veilen", "het-leeft.bestemmen", "Hij veilt de kaart."),
            ("1 kies bod-3", "het-leeft.veilen.openen", "Hij opent met 3."),
            ("2 kies bod-7", "het-leeft.veilen.munten", "Speler 2 heeft 9 munten en biedt 7."),
            ("3 kies passen", "het-leeft.veilen.ronde", "Speler 3, de laatste, past."),
            (
                "",
                "het-leeft.veilen.betalen",
                lambda s: f"Speler 2 betaalt 7 aan speler 1 (die heeft er nu {s.player(0).coins}).",
            ),
            (
                "",
                "het-leeft.einde",
                lambda s: (
                    f"Het bord van speler 2 is vol ({s.player(1).filled()} plaatsen): het leeft!"
                ),
            ),
            (
                "",
                "het-leeft.keuze.meteen-af",
                lambda s: f"Het spel is {_over(s)}, midden in de beurt van speler 1.",
            ),
            (
                "",
                "het-leeft.winnen.basis",
                lambda s: GAME.result(s).dutch(),
            ),
        ],
    )


def duplicates_and_coffins() -> Ruling[State]:
    """A second heart: the dearer on the board, the other kept aside; a board card paid, the
    kept heart taking its place; a coffin on an empty place."""
    state = table(
        [Player(coins=14, board=full_board(Kind.HEAD, Kind.TORSO, Kind.LEGS)), Player()],
        ["hart-7", "doodskist-6", "armen-6"],
    )
    return walk(
        "Wat doe je met een tweede hart en met een doodskist?",
        lambda s: f"Bord van speler 1: {_board(s, 0)}.",
        state,
        [
            ("kans hart-7", "het-leeft.kiezen.trekken", "Speler 1 trekt een Hart 7."),
            (
                "1 kies kopen",
                "het-leeft.keuze.plaatsen",
                lambda s: (
                    "Hart 7 is meer waard dan Hart 4: het komt op het bord "
                    f"({card_name(s.player(0).place_of(Kind.HEART) or '')}); speler 1 houdt "
                    f"{dutch.coin_count(s.player(0).coins)} over."
                ),
            ),
            (
                "",
                "het-leeft.bord.dubbel",
                lambda s: (
                    "Hart 4 ligt naast het bord en telt niet mee; betalen kan hij er nog wel mee."
                ),
            ),
            ("kans doodskist-6", "het-leeft.kiezen.trekken", "Speler 2 trekt een Doodskist 6."),
            (
                "2 kies verkopen",
                "het-leeft.verkopen",
                lambda s: (
                    "Hij verkoopt haar voor 3; op zijn kerkhof ligt "
                    f"{card_name(s.player(1).graveyard.top or '')}."
                ),
            ),
            (
                "1 kies halen-2",
                "het-leeft.ophalen.betalen",
                "Speler 1 wil die doodskist. Ophalen kost een kaart van minstens 6 of 6 munten; "
                "met munten hield hij er 1 over, te weinig om haar daarna te kopen.",
            ),
            (
                "1 kies kaart-hart-7",
                "het-leeft.keuze.betalen-met",
                lambda s: (
                    "Dus betaalt hij met Hart 7 van zijn bord. De plaats van het hart blijft niet "
                    "leeg: de bewaarde "
                    f"{card_name(s.player(0).place_of(Kind.HEART) or '')} komt erop."
                ),
            ),
            (
                "1 kies kopen",
                "het-leeft.doodskist",
                lambda s: f"De doodskist komt op een lege plaats: {_board(s, 0)}.",
            ),
        ],
    )


def fetch_with_an_uprising() -> Ruling[State]:
    """A kept uprising pays for a graveyard card and leaves the game."""
    me = Player(coins=5, board=full_board(Kind.ARMS), aside=("opstand-5",))
    other = Player(graveyard=Pile(("benen-2", "armen-5")))
    state = table([me, other], ["hoofd-3"])
    return walk(
        "Mag ik een kerkhofkaart betalen met een bewaarde opstand?",
        "Ja; de opstand gaat uit het spel en Armen 5 komt in het midden.",
        state,
        [
            (
                "1 kies halen-2",
                "het-leeft.kiezen.ophalen",
                "Speler 1 wil Armen 5 van het kerkhof van speler 2; hij kan met 5 munten of met "
                "zijn Bevolkingsopstand 5 betalen.",
            ),
            (
                "1 kies kaart-opstand-5",
                "het-leeft.ophalen.opstand",
                lambda s: (
                    "Hij betaalt met Bevolkingsopstand 5; die ligt nu uit het spel: "
                    f"{', '.join(map(card_name, s.out))}."
                ),
            ),
            (
                "",
                "het-leeft.keuze.betalen-met",
                "Een bewaarde opstand of een kaart van het bord mag je als betaling gebruiken.",
            ),
            (
                "1 kies kopen",
                "het-leeft.einde",
                lambda s: (
                    f"Met zijn 5 munten koopt hij Armen 5: zijn bord is "
                    f"{'vol' if s.player(0).complete() else 'nog niet vol'} en het spel is "
                    f"{_over(s)}."
                ),
            ),
        ],
    )


def deck_runs_out() -> Ruling[State]:
    """The last card of the deck is drawn: at once the graveyards but their tops make a new
    deck."""
    graveyards = [Pile(("armen-2", "hart-3")), Pile(("voeten-4", "benen-5", "hoofd-6"))]
    state = table(
        [Player(coins=0, graveyard=graveyards[0]), Player(coins=0, graveyard=graveyards[1])],
        ["torso-5"],
    )
    return walk(
        "Wat gebeurt er als de stapel op is?",
        lambda s: (
            f"De nieuwe stapel heeft {len(s.deck)} kaarten; de bovenste kaarten van de kerkhoven "
            "bleven liggen."
        ),
        state,
        [
            ("", "het-leeft.kiezen.trekken", "In de stapel zit nog één kaart; speler 1 trekt."),
            (
                "kans torso-5",
                "het-leeft.keuze.stapel-op",
                "Speler 1 trekt Torso 5, de laatste kaart. Meteen, nog in zijn beurt, wordt er "
                "een nieuwe stapel gemaakt.",
            ),
            (
                "",
                "het-leeft.stapel.op",
                lambda s: (
                    "De kerkhoven behalve Hart 3 en Hoofd 6 vormen de nieuwe stapel: "
                    f"{', '.join(map(card_name, s.deck))}."
                ),
            ),
        ],
    )


def stuck_game() -> Ruling[State]:
    """Nothing left to take: every player passes and the game ends."""
    board = full_board(Kind.ARMS, Kind.HEAD)
    state = table(
        [
            Player(coins=0, board=board, graveyard=Pile(("hoofd-8",))),
            Player(coins=0, board=full_board(Kind.ARMS, Kind.HEAD, Kind.LEGS)),
        ],
        [],
    )
    return walk(
        "Wat als er geen kaart meer te krijgen is?",
        lambda s: GAME.result(s).dutch(),
        state,
        [
            (
                "",
                "het-leeft.keuze.vast",
                lambda s: (
                    f"Niemand kan trekken of betalen; alle spelers passen: het spel is {_over(s)}."
                ),
            ),
        ],
    )


def stalled_game() -> Ruling[State]:
    """No progress for ten rounds: the last quiet turn ends the game (``keuze.stilstand``)."""
    board = full_board(Kind.ARMS, Kind.HEAD, Kind.LEGS)
    state = table(
        [Player(coins=0, board=board), Player(coins=0, board=full_board(Kind.ARMS, Kind.HEAD))],
        ["hart-3", "torso-4"],
    )
    state = state.but(record=11, quiet=19)
    return walk(
        "Wat als er tien ronden lang niets vooruitgaat?",
        lambda s: GAME.result(s).dutch(),
        state,
        [
            (
                "",
                "het-leeft.keuze.stilstand",
                "Op de twee borden liggen samen 11 gevulde plaatsen, nooit meer dan dat, al "
                "19 beurten lang: bijna 10 ronden van twee beurten zonder voortgang.",
            ),
            (
                "kans hart-3",
                "het-leeft.keuze.stilstand",
                lambda s: (
                    "Speler 1 trekt een Hart 3 en heeft geen munten: kopen en veilen kan niet, "
                    "dus verkoopt hij haar. Na deze beurt zijn het 10 ronden zonder meer "
                    f"gevulde plaatsen dan ooit: het spel is {_over(s)}."
                ),
            ),
        ],
    )


def swap_refused() -> Any:
    state = GAME.apply(table([Player(), Player()], ["hart-3"]), GAME.parse_action("kans hart-3"))
    return GAME.apply(state, GAME.parse_action("1 kies wissel-hart-5-hart"))


# -- table questions ---------------------------------------------------------------------------


def fetch_question() -> Ruling[Any]:
    return fetch_ruling(6, [3, 7], 4)


def fetch_mixed() -> Ruling[Any]:
    return fetch_ruling(6, [3], 4, FetchPayment.MIXED)


def uprising_question() -> Ruling[Any]:
    return uprising_ruling(5, [3, 2], 4)


def auction_question() -> Ruling[Any]:
    return auction_ruling([12, 5, 8], [3, None, 5])


def score_question() -> Ruling[Any]:
    return score_ruling([5, 3, 4, 6, 7, 4, 3, 8], 30, True)


def selling() -> Ruling[int]:
    """A card of 7 sold: half, rounded down (a named function, so the chapter map finds it)."""
    return sell_ruling(7)


def basic_result() -> Ruling[int]:
    """The basic game: the first to finish wins, no points are added up."""
    return score_ruling(None, 3, True, advanced=False)


def match_example() -> Ruling[Any]:
    """An advanced match of two games between the computer players."""
    from rulebook.core.model.game import Playthrough
    from rulebook.its_alive.bots import make_bots

    match = make_match()
    playing = Playthrough.start(
        match, Setup(players=2, advanced=True), 4, make_bots(["verzamelaar", "handelaar"], 4)
    )
    playing.run()
    scores = match.scores(playing.state)
    result = match.result(playing.state)
    steps = (
        Step(
            "het-leeft.partijreeks",
            "Twee spelers: twee partijen, de tweede begonnen door de andere speler; na elke "
            "partij worden de scores opgeschreven.",
        ),
        Step(
            "het-leeft.keuze.optellen",
            f"De scores van beide partijen samen: {scores[0]} tegen {scores[1]}.",
        ),
        Step(
            "het-leeft.keuze.gelijk",
            "Bij gelijke stand winnen beide samen; hier wint "
            f"{', '.join(f'speler {w + 1}' for w in result.winners)}.",
        ),
    )
    return Ruling(
        "Hoe verloopt het gevorderde spel met twee spelers?", result.dutch(), scores, steps
    )


def coffin_option() -> Ruling[int]:
    board = (card(Kind.ARMS, 3), "doodskist-9", "doodskist-6", *full_board()[3:])
    each, one = card_total(board), card_total(board, CoffinScore.ONE)
    step = Step(
        "het-leeft.keuze.doodskisten",
        f"Twee doodskisten (9 en 6) op het bord: standaard {each} punten, met doodskisten=een "
        f"{one}.",
    )
    return Ruling("Tellen twee doodskisten allebei mee?", f"Standaard wel: {each}.", each, (step,))


def empty_bank() -> Ruling[int]:
    state = table([Player(coins=40), Player(coins=38)], ["hart-3"])
    _, paid = from_bank(state, 0, 4)
    step = Step(
        "het-leeft.keuze.bank",
        f"De bank heeft nog {state.bank} munten en moet er 4 betalen: speler 1 krijgt {paid}.",
    )
    return Ruling("Wat als de bank bijna leeg is?", f"Je krijgt {paid}.", paid, (step,))


def own_values() -> Ruling[Any]:
    text = str(EXAMPLE_VALUES).replace("hart: 3 4 5 6 7 8", "hart: 2 4 5 6 7 9")
    values = parse_values(text)
    step = Step(
        "het-leeft.kaarten",
        f"Een eigen doos met harten {' '.join(map(str, values.of(Kind.HEART)))}: gelezen, "
        f"{len(values.cards())} kaarten.",
    )
    return Ruling("Kan ik de waarden van mijn eigen doos gebruiken?", "Ja.", values, (step,))


def _bad_players() -> Any:
    from rulebook.its_alive.commands import _setup

    class Args:
        spelers = 6
        gevorderd = False

    return _setup(Args())  # type: ignore[arg-type]


EXAMPLES: dict[str, Callable[[], Ruling[Any]]] = {
    "eerste-beurt": first_turn,
    "twee-opstanden": two_uprisings,
    "opstand-onbetaalbaar": uprising_without_means,
    "opstand-niets": nothing_to_pay,
    "veiling-tot-het-einde": auction_to_the_end,
    "dubbel-en-doodskist": duplicates_and_coffins,
    "ophalen-met-opstand": fetch_with_an_uprising,
    "stapel-op": deck_runs_out,
    "vastgelopen": stuck_game,
    "stilstand": stalled_game,
    "ophalen-betalen": fetch_question,
    "ophalen-gemengd": fetch_mixed,
    "opstand-betalen": uprising_question,
    "veiling": auction_question,
    "verkopen": selling,
    "score-gevorderd": score_question,
    "score-basis": basic_result,
    "partijreeks": match_example,
    "doodskisten-optie": coffin_option,
    "lege-bank": empty_bank,
    "eigen-waarden": own_values,
}

REFUSALS: dict[str, Callable[[], object]] = {
    "zes-spelers": _bad_players,
    "te-hoog-bod": lambda: auction_ruling([12, 5, 8], [3, 6, 5]),
    "negen-kaarten": lambda: score_ruling([1] * 9, 0, False),
    "slechte-stand": lambda: State.parse("het-leeft spelers=9"),
    "slechte-waarden": lambda: parse_values("hart: 1 2 3"),
    "wissel-zonder-kaart": swap_refused,
    "min-munten": lambda: uprising_ruling(3, [], -1),
}

_ = (replace, swap)
