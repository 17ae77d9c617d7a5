"""The turn of Castle Combo as data: its steps in order, each with its clause and a Dutch line.

The engine (a later session) runs these steps; the turn overview (``turn_ruling``) and a
stepper read the same list. Uit de Kerker! adds its three lock moments by inserting them at
named steps (``with_locks``), so this list never names the expansion.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.castle_combo.effects import DUNGEON, GAME
from rulebook.core.rulings import Ruling, Step


@dataclass(frozen=True)
class TurnStep:
    name: str
    clause_id: str
    summary: str
    optional: bool = False


TURN: tuple[TurnStep, ...] = (
    TurnStep(
        "sleutel",
        f"{GAME}.sleutel",
        "zet eventueel één sleutel in: boodschapper verzetten of zijn rij vervangen",
        True,
    ),
    TurnStep(
        "kopen",
        f"{GAME}.kopen",
        "koop een kaart uit de rij van de boodschapper, of neem haar gedekt",
    ),
    TurnStep("plaatsen", f"{GAME}.plaatsen", "leg de kaart recht naast een kaart van je vierkant"),
    TurnStep("vaardigheid", f"{GAME}.vaardigheid", "voer de vaardigheid van de kaart uit"),
    TurnStep(
        "boodschapper", f"{GAME}.boodschapper", "de boodschapper gaat mee als de kaart dat aangeeft"
    ),
    TurnStep("aanvullen", f"{GAME}.aanvullen", "vul elke rij weer aan tot drie kaarten"),
)
"""The base game's turn."""

LOCK_MOMENTS = ("begin", "na-sleutel", "einde-beurt")
"""The three moments a lock may be opened (the seed's reading; see the option
``derde-slotmoment``)."""


def with_locks(turn: tuple[TurnStep, ...], third: str = "einde-beurt") -> tuple[TurnStep, ...]:
    """The turn with Uit de Kerker!'s lock moments inserted by step name: before the key, after
    it, and at the end (or, with ``third="na-kopen"``, right after the purchase)."""
    if third not in ("einde-beurt", "na-kopen"):
        raise ValueError(f"unknown third lock moment {third!r}")
    lock = f"{DUNGEON}.slot.moment"

    def moment(name: str, text: str) -> TurnStep:
        return TurnStep(f"slot-{name}", lock, f"slotmoment ({text}): open eventueel één slot", True)

    out: list[TurnStep] = []
    for step in turn:
        if step.name == "sleutel":
            out += [
                moment("begin", "begin van de beurt"),
                step,
                moment("na-sleutel", "na de sleutel"),
            ]
        elif step.name == "boodschapper" and third == "na-kopen":
            out += [moment("na-kopen", "direct na het kopen"), step]
        else:
            out.append(step)
    if third == "einde-beurt":
        out.append(moment("einde-beurt", "als de rijen weer vol liggen"))
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
