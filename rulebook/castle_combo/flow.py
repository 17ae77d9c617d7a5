"""The turn of Castle Combo as data: its phases and their steps in order, each step with its
clause and a Dutch line.

This is the one description of the turn: the engine builds its flow from ``PHASES`` (one
``Phase`` each, the steps inside it), the turn overview (``turn_ruling``) and the lock-timing
stepper read ``TURN``, the same steps one after another. Uit de Kerker! adds its lock moments
at the phase borders ``LOCK_PLACES`` names, both in the engine (``dungeon.expansion``) and
here (``with_locks``), so the two cannot put a moment in different places.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.castle_combo.data import FIRST_LOCK_MOMENTS, LOCK_MOMENT_WORDS, THIRD_LOCK_MOMENTS
from rulebook.castle_combo.effects import DUNGEON, GAME
from rulebook.core.rulings import Ruling, Step


@dataclass(frozen=True)
class TurnStep:
    name: str
    clause_id: str
    summary: str
    optional: bool = False


@dataclass(frozen=True)
class TurnPhase:
    """One phase of the engine's turn: the steps a player goes through in it without the
    engine stopping between them (the purchase, its placement and its ability are one)."""

    name: str
    title: str
    summary: str
    who: str
    ends: str
    steps: tuple[TurnStep, ...]

    @property
    def clause_id(self) -> str:
        return self.steps[0].clause_id


PLAYER = "de speler aan de beurt"

PHASES: tuple[TurnPhase, ...] = (
    TurnPhase(
        "sleutel",
        "Sleutel",
        "zet eventueel één sleutel in: boodschapper verzetten of zijn rij vervangen",
        PLAYER,
        "de sleutel is ingezet of niet",
        (
            TurnStep(
                "sleutel",
                f"{GAME}.sleutel",
                "zet eventueel één sleutel in: boodschapper verzetten of zijn rij vervangen",
                True,
            ),
        ),
    ),
    TurnPhase(
        "kopen",
        "Kopen, plaatsen, vaardigheid",
        "koop een kaart uit de rij van de boodschapper of neem haar gedekt, leg haar in je "
        "vierkant en voer haar vaardigheid uit",
        PLAYER,
        "de kaart ligt en haar vaardigheid is gedaan",
        (
            TurnStep(
                "kopen",
                f"{GAME}.kopen",
                "koop een kaart uit de rij van de boodschapper, of neem haar gedekt",
            ),
            TurnStep(
                "plaatsen", f"{GAME}.plaatsen", "leg de kaart recht naast een kaart van je vierkant"
            ),
            TurnStep("vaardigheid", f"{GAME}.vaardigheid", "voer de vaardigheid van de kaart uit"),
        ),
    ),
    TurnPhase(
        "aanvullen",
        "Boodschapper en aanvullen",
        "de boodschapper gaat mee als de kaart dat aangeeft; elke rij wordt weer drie kaarten",
        "de tafel",
        "beide rijen liggen weer vol",
        (
            TurnStep(
                "boodschapper",
                f"{GAME}.boodschapper",
                "de boodschapper gaat mee als de kaart dat aangeeft",
            ),
            TurnStep("aanvullen", f"{GAME}.aanvullen", "vul elke rij weer aan tot drie kaarten"),
        ),
    ),
)
"""The base game's turn in the engine's phases."""

TURN: tuple[TurnStep, ...] = tuple(step for phase in PHASES for step in phase.steps)
"""The base game's turn, step by step."""

PHASE_OF: dict[str, str] = {step.name: phase.name for phase in PHASES for step in phase.steps}
"""The engine phase each step of ``TURN`` is played in."""

LOCK_MOMENTS = (*FIRST_LOCK_MOMENTS, THIRD_LOCK_MOMENTS[0])
"""The three moments a lock may be opened (the seed's reading; see the option
``derde-slotmoment``)."""

LOCK_PLACES: tuple[tuple[str, str, str], ...] = (
    ("begin", "voor", "sleutel"),
    ("na-sleutel", "na", "sleutel"),
    ("na-kopen", "na", "kopen"),
    ("einde-beurt", "na", "aanvullen"),
)
"""Where each possible lock moment goes: before or after which phase (of ``PHASES``). The
option ``derde-slotmoment`` keeps either ``na-kopen`` or ``einde-beurt``."""

MOMENT_TEXTS = {code: moment.step for code, moment in LOCK_MOMENT_WORDS.items()}
"""Each lock moment as a step of the turn says it (``data.LOCK_MOMENT_WORDS``)."""


def lock_moment(moment: str) -> TurnStep:
    """The step of one lock moment (uit-de-kerker.slot.moment)."""
    text = MOMENT_TEXTS[moment]
    return TurnStep(
        f"slot-{moment}",
        f"{DUNGEON}.slot.moment",
        f"slotmoment ({text}): open eventueel één slot",
        True,
    )


def with_locks(turn: tuple[TurnStep, ...], third: str = "einde-beurt") -> tuple[TurnStep, ...]:
    """The turn with Uit de Kerker!'s lock moments inserted at the phase borders of
    ``LOCK_PLACES``: before the key, after it, and at the end (or, with ``third="na-kopen"``,
    right after the purchase's phase, its placement and ability done)."""
    if third not in ("einde-beurt", "na-kopen"):
        raise ValueError(f"unknown third lock moment {third!r}")
    kept = (*LOCK_MOMENTS[:2], third)
    out = list(turn)
    for moment, where, phase in LOCK_PLACES:
        if moment not in kept:
            continue
        inside = [i for i, step in enumerate(out) if PHASE_OF.get(step.name) == phase]
        if not inside:
            raise ValueError(f"the turn has no phase {phase!r} for the lock moment {moment!r}")
        at = inside[0] if where == "voor" else inside[-1] + 1
        out.insert(at, lock_moment(moment))
    return tuple(out)


def turn_ruling(*, dungeon: bool = False, third: str = "einde-beurt") -> Ruling[tuple[str, ...]]:
    """The steps of one turn, in order (with the expansion's lock moments when ``dungeon``)."""
    turn = with_locks(TURN, third) if dungeon else TURN
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
