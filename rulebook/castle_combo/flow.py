"""The turn of Castle Combo as data: its phases, as the core's ``Phase`` values, with their steps
in order, each step with its clause and a Dutch line.

This is the one description of the turn: ``PHASES`` is the base game's turn as a core ``Flow``
(what each phase does when it begins is the engine's: ``engine.TURN`` is these phases with
their ``begin``), the turn overview (``turn_ruling``) and the lock-timing stepper read its steps
(``TURN``, ``turn_steps``). Uit de Kerker! puts its lock moments at the phase borders
``LOCK_PLACES`` names, through ``with_locks`` alone: the engine's expansion
(``dungeon.expansion.change_flow``) hands it the phases that run, the overview the phases as
they are described, so the two cannot put a moment in different places.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from rulebook.castle_combo.data import FIRST_LOCK_MOMENTS, LOCK_MOMENT_WORDS, THIRD_LOCK_MOMENTS
from rulebook.castle_combo.effects import DUNGEON, GAME
from rulebook.core.model.flow import AFTER, BEFORE, Flow, Phase, PhaseStep
from rulebook.core.model.steps import Step
from rulebook.core.reader.rulings import Ruling

StateT = TypeVar("StateT")

PLAYER = "de speler aan de beurt"

PHASES: Flow[Any] = Flow(
    (
        Phase(
            "sleutel",
            "Sleutel",
            "zet eventueel één sleutel in: boodschapper verzetten of zijn rij vervangen",
            f"{GAME}.sleutel",
            PLAYER,
            "de sleutel is ingezet of niet",
            steps=(
                PhaseStep(
                    "sleutel",
                    "zet eventueel één sleutel in: boodschapper verzetten of zijn rij vervangen",
                    f"{GAME}.sleutel",
                    optional=True,
                ),
            ),
        ),
        Phase(
            "kopen",
            "Kopen, plaatsen, vaardigheid",
            "koop een kaart uit de rij van de boodschapper of neem haar gedekt, leg haar in je "
            "vierkant en voer haar vaardigheid uit",
            f"{GAME}.kopen",
            PLAYER,
            "de kaart ligt en haar vaardigheid is gedaan",
            steps=(
                PhaseStep(
                    "kopen",
                    "koop een kaart uit de rij van de boodschapper, of neem haar gedekt",
                    f"{GAME}.kopen",
                ),
                PhaseStep(
                    "plaatsen",
                    "leg de kaart recht naast een kaart van je vierkant",
                    f"{GAME}.plaatsen",
                ),
                PhaseStep(
                    "vaardigheid", "voer de vaardigheid van de kaart uit", f"{GAME}.vaardigheid"
                ),
            ),
        ),
        Phase(
            "aanvullen",
            "Boodschapper en aanvullen",
            "de boodschapper gaat mee als de kaart dat aangeeft; elke rij wordt weer drie kaarten",
            f"{GAME}.boodschapper",
            "de tafel",
            "beide rijen liggen weer vol",
            steps=(
                PhaseStep(
                    "boodschapper",
                    "de boodschapper gaat mee als de kaart dat aangeeft",
                    f"{GAME}.boodschapper",
                ),
                PhaseStep(
                    "aanvullen", "vul elke rij weer aan tot drie kaarten", f"{GAME}.aanvullen"
                ),
            ),
        ),
    )
)
"""The base game's turn in the engine's phases (the phases only say what they are; the engine
adds what each does when it begins)."""

TURN: tuple[PhaseStep, ...] = PHASES.steps()
"""The base game's turn, step by step."""

LOCK_MOMENTS = (*FIRST_LOCK_MOMENTS, THIRD_LOCK_MOMENTS[0])
"""The three moments a lock may be opened (the seed's reading; see the option
``derde-slotmoment``)."""

LOCK_PLACES: tuple[tuple[str, str, str], ...] = (
    ("begin", BEFORE, "sleutel"),
    ("na-sleutel", AFTER, "sleutel"),
    ("na-kopen", AFTER, "kopen"),
    ("einde-beurt", AFTER, "aanvullen"),
)
"""Where each possible lock moment goes: before or after which phase (of ``PHASES``). The
option ``derde-slotmoment`` keeps either ``na-kopen`` or ``einde-beurt``."""

EVERY_LOCK_MOMENT = tuple(moment for moment, _, _ in LOCK_PLACES)
"""The four moments a lock moment may stand at, in the turn's order (the engine has them all;
``_applies`` skips the one the options leave out)."""

MOMENT_TEXTS = {code: moment.step for code, moment in LOCK_MOMENT_WORDS.items()}
"""Each lock moment as a step of the turn says it (``data.LOCK_MOMENT_WORDS``)."""


def lock_phase(moment: str) -> Phase[Any]:
    """The phase of one lock moment (uit-de-kerker.slot.moment) as the turn describes it: its
    title, and its one step, which a player may leave out."""
    name, clause = f"slot-{moment}", f"{DUNGEON}.slot.moment"
    return Phase(
        name,
        f"Slotmoment: {LOCK_MOMENT_WORDS[moment].title}",
        "open eventueel het slot van een kaart in je vierkant (één per beurt)",
        clause,
        PLAYER,
        "het slot is geopend of niet",
        steps=(
            PhaseStep(
                name, f"slotmoment ({MOMENT_TEXTS[moment]}): open eventueel één slot", clause, True
            ),
        ),
    )


def kept_moments(third: str) -> tuple[str, ...]:
    """The lock moments a game plays with the option ``derde-slotmoment`` at ``third``."""
    if third not in THIRD_LOCK_MOMENTS:
        raise ValueError(f"unknown third lock moment {third!r}")
    return (*FIRST_LOCK_MOMENTS, third)


def with_locks(
    turn: Flow[StateT],
    moments: Iterable[str] = EVERY_LOCK_MOMENT,
    phase: Callable[[str], Phase[StateT]] = lock_phase,
) -> Flow[StateT]:
    """The turn with Uit de Kerker!'s lock ``moments`` (every possible one unless told) put in
    at the phase borders of ``LOCK_PLACES``, each as the phase ``phase(moment)`` (the one the
    turn describes, or the engine's that runs it)."""
    wanted = set(moments)
    return turn.insert_all(
        (where, anchor, phase(moment)) for moment, where, anchor in LOCK_PLACES if moment in wanted
    )


def turn_steps(third: str | None = None) -> tuple[PhaseStep, ...]:
    """The steps of one turn: the base game's (``None``), or with the lock moments a game with
    ``derde-slotmoment`` at ``third`` plays (before the key, after it, and at the end or, with
    ``third="na-kopen"``, right after the purchase's phase, its placement and ability done)."""
    if third is None:
        return TURN
    return with_locks(PHASES, kept_moments(third)).steps()


def turn_ruling(*, dungeon: bool = False, third: str = "einde-beurt") -> Ruling[tuple[str, ...]]:
    """The steps of one turn, in order (with the expansion's lock moments when ``dungeon``)."""
    turn = turn_steps(third if dungeon else None)
    steps = [Step(f"{GAME}.beurt", f"Een beurt heeft {len(turn)} stappen, in deze volgorde.", None)]
    for number, step in enumerate(turn, start=1):
        may = " (mag)" if step.optional else ""
        steps.append(Step(step.clause_id, f"{number}. {step.summary}{may}.", None))
    if dungeon:
        steps.append(
            Step(
                f"{DUNGEON}.keuze.derde-moment",
                f"Het derde slotmoment volgt hier derde-slotmoment={third}.",
                None,
            )
        )
    names = tuple(step.name for step in turn)
    return Ruling("Hoe verloopt een beurt?", ", ".join(names) + ".", names, tuple(steps))
