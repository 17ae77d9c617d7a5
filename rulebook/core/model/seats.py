"""Which computer player sits at each seat, read from a reader's words.

A reader names computer players by their Dutch words in two places: at a game table
(``GameDescription.table``: ``computers={1: "gulzig"}``, every other seat no reader plays gets
the game's players in turn) and on the command line (``--computers gulzig planner``: the names
repeated round the table). Every game reads those words the same way, so the way lives here,
with one Dutch refusal of a word that names no computer player; a game only says which words
it has, in which order it hands them out, and which rule the seats are about.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rulebook.core.dutch import listing, quoted
from rulebook.core.errors import RuleError


def computer_word(word: object, allowed: Sequence[str], clause_id: str) -> str:
    """``word`` if it names a computer player (one of ``allowed``); else a ``RuleError`` naming
    ``clause_id`` and the words there are."""
    if not isinstance(word, str) or word not in allowed:
        raise RuleError(
            clause_id,
            f"Er is geen computerspeler {quoted(str(word))}; kies uit "
            f"{listing(list(allowed), last='of')}.",
        )
    return word


def table_seats(
    players: int,
    humans: Sequence[int],
    chosen: Mapping[int, str] | None,
    order: Sequence[str],
    clause_id: str,
    *,
    allowed: Sequence[str] | None = None,
) -> dict[int, str]:
    """The computer player's word for each seat of a game table: the words ``chosen`` per seat,
    or, when the reader chose none, the words of ``order`` in turn for every seat of the
    ``players`` that is not in ``humans``. Each word is checked against ``allowed`` (by default
    ``order``): ``computer_word``."""
    if chosen is None:
        others = [seat for seat in range(players) if seat not in humans]
        chosen = {seat: order[i % len(order)] for i, seat in enumerate(others)}
    words = allowed if allowed is not None else order
    return {seat: computer_word(word, words, clause_id) for seat, word in chosen.items()}


def round_the_table(
    chosen: Sequence[str] | None,
    players: int,
    order: Sequence[str],
    clause_id: str,
    *,
    allowed: Sequence[str] | None = None,
) -> list[str]:
    """The computer player's word for each of ``players`` seats from the command line: the
    words ``chosen`` (else ``order``) repeated round the table, each checked against
    ``allowed`` (by default ``order``): ``computer_word``."""
    words = allowed if allowed is not None else order
    named = [computer_word(word, words, clause_id) for word in (chosen or order)]
    return [named[seat % len(named)] for seat in range(players)]
