"""What the pictures of a game say about a player's part of De Alchemisten.

The base game's pictures (``rulebook.quacks.pictures.overview``) ask every expansion that is
switched on for short Dutch notes about a seat (``ExpansionSetup.player_notes``) and print them
under the player's numbers; this module writes De Alchemisten's: where the essence marker
stands, which patient the player treats, and the chips Schichtigheid lays open beside the
cauldron; and for the whole table (``ExpansionSetup.table_notes``) the three patients drawn
and the locoweed book; and for the game log (``ExpansionSetup.outcomes``) what an action did to
these: a patient chosen, an essence marker that moved, Oorwurm's draws and why. Only words read
from the state: no rule is decided here.
"""

from __future__ import annotations

from collections.abc import Sequence

from rulebook.core import dutch
from rulebook.core.model.happenings import Happened
from rulebook.quacks.alchemists.data import Patient
from rulebook.quacks.alchemists.essence.markers import Essence
from rulebook.quacks.alchemists.happenings import EarWormDraws, EssenceMoved, PatientChosen
from rulebook.quacks.alchemists.patients.in_play import Patients, open_of, patient_of
from rulebook.quacks.table import GameState


def essence_field(state: GameState, seat: int) -> int:
    """The field of ``seat``'s essence marker (0 before the first essence phase)."""
    markers = state.extra(Essence).markers
    return markers[seat] if seat < len(markers) else 0


def seat_notes(state: GameState, seat: int) -> tuple[str, ...]:
    """``("essentie op veld 3 · patiënt: Oorwurm",)``, with the open chips when there are any."""
    patient = patient_of(state, seat)
    treated = f"patiënt: {patient.dutch}" if patient else "nog geen patiënt"
    notes = [f"essentie op veld {essence_field(state, seat)} · {treated}"]
    lying = open_of(state, seat)
    if lying:
        notes.append(f"open naast de ketel: {dutch.listing([str(chip) for chip in lying])}")
    return tuple(notes)


def table_lines(state: GameState, book: int) -> tuple[str, ...]:
    """``("patiënten op tafel: Oorwurm, Zeiloren en Kippenogen · narrenkruidboek 16",)``: the
    three patients drawn before round 1 (once drawn) and the locoweed ``book`` in play."""
    offered = _offered(state)
    drawn = f"patiënten op tafel: {dutch.listing([p.dutch for p in offered])}" if offered else ""
    return (" · ".join(part for part in (drawn, f"narrenkruidboek {book}") if part),)


def _offered(state: GameState) -> tuple[Patient, ...]:
    for extra in state.extras:
        if isinstance(extra, Patients):
            return extra.offered
    return ()


def outcome_lines(happenings: Sequence[Happened], seats: Sequence[int]) -> tuple[str, ...]:
    """What one action did to De Alchemisten's part of the table, for the game log, from what
    its rules reported: the patient a player chose (with what its card gives), an essence marker
    that moved, and Oorwurm's draws with their reason (else the log shows chips drawn after
    stopping, unexplained); seat by seat, in the table's order ``seats``."""
    lines: list[str] = []
    ours = [h for h in happenings if isinstance(h, (PatientChosen, EssenceMoved, EarWormDraws))]
    for seat in seats:
        mine = [h for h in ours if h.seat == seat]
        lines += [h.dutch() for h in mine if isinstance(h, PatientChosen)]
        moved = [h for h in mine if isinstance(h, EssenceMoved)]
        if moved and moved[0].was != moved[-1].now:
            lines.append(EssenceMoved(seat, moved[0].was, moved[-1].now).dutch())
        lines += [h.dutch() for h in mine if isinstance(h, EarWormDraws)]
    return tuple(lines)
