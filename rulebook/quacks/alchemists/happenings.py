"""De Alchemisten: what its rules report as they happen (``core.model.happenings``), for the
game log (``table_notes.outcome_lines``): a patient chosen, an essence marker moved, Oorwurm's
draws."""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.core import dutch
from rulebook.core.model.happenings import Happened
from rulebook.quacks.alchemists.data import Patient
from rulebook.quacks.alchemists.patients.data import card


@dataclass(frozen=True)
class PatientChosen(Happened):
    """``seat`` chose to treat ``patient``."""

    seat: int
    patient: Patient

    def dutch(self) -> str:
        return dutch.sentence(
            f"{dutch.player(self.seat)} behandelt {self.patient.dutch}: {card(self.patient).bonus}."
        )


@dataclass(frozen=True)
class EssenceMoved(Happened):
    """``seat``'s essence marker went from field ``was`` to field ``now``."""

    seat: int
    was: int
    now: int

    def dutch(self) -> str:
        return dutch.sentence(
            f"het essentiefiche van {dutch.player(self.seat)} gaat van veld {self.was} naar "
            f"{self.now}."
        )


@dataclass(frozen=True)
class EarWormDraws(Happened):
    """Oorwurm: ``seat`` draws ``draws`` chips into the cauldron, the bonus of the glass on
    field ``glass``; they never make it explode."""

    seat: int
    draws: int
    glass: int

    def dutch(self) -> str:
        chips = dutch.count(self.draws, "fiche", "fiches", one="1")
        them = "het" if self.draws == 1 else "ze"
        return (
            f"Oorwurm: {dutch.player(self.seat)} trekt {chips} en legt {them} in de ketel (de "
            f"bonus van "
            f"het glas op veld {self.glass}); de ketel ontploft daardoor niet."
        )


__all__ = ["EarWormDraws", "EssenceMoved", "PatientChosen"]
