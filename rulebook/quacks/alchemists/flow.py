"""The round with De Alchemisten as the engine runs it: the base game's flow with the essence
phase inserted after brewing (``expansion.change_flow``), and the essence phase's own steps.

A chapter prints these as the round overview; the tests check that the essence ruling explains
its steps in this order.
"""

from __future__ import annotations

from rulebook.core.model.flow import Flow, Phase
from rulebook.quacks.alchemists.expansion import ESSENCE_PHASE, change_flow
from rulebook.quacks.alchemists.patients.in_play import PATIENT_PHASE
from rulebook.quacks.flow import BASE_FLOW
from rulebook.quacks.table import GameState

ROUND: Flow[GameState] = Flow(
    tuple(phase for phase in change_flow(BASE_FLOW) if phase.id != PATIENT_PHASE.id)
)
"""A round of De Kwakzalvers van Kakelenburg with De Alchemisten. The engine's flow also holds
the patients' setup phase (``patients_in_play.PATIENT_PHASE``), which applies only before the
first round: it is no part of a round, and chapter 21 teaches it."""

__all__ = ["ESSENCE_PHASE", "ROUND", "table"]


def table(what: Flow[GameState] | Phase[GameState]) -> list[dict[str, str]]:
    """Rows for an overview table: the phases of a flow, or the steps of one phase (``fase``,
    ``wat gebeurt er``, ``regel``; a flow also has ``wie`` and ``klaar als``)."""
    if isinstance(what, Flow):
        return what.table()
    return [
        {"fase": step.name, "wat gebeurt er": step.summary, "regel": step.clause_id}
        for step in what.steps
    ]
